"""Pass-and-play secrecy for Root: the shared opaque hand-over screen (game/ui/handover.py)
between the two people; the board then shows that seat's hand (and the Alliance's
supporters) through RootScene.reveal."""
from __future__ import annotations

from game.ui.handover import HandOverScene as SharedHandOver

from .describe import FACTIONS, faction_name
from .layout import BACKGROUND, PAPER


class HandOverScene(SharedHandOver):
    name = "root_handover"
    game_key = "root"
    background = BACKGROUND
    card_colour = PAPER

    def subtitle(self) -> str:
        return faction_name(self.t, FACTIONS[self.seat])

    def paint_icon(self, surface, centre) -> None:
        self.game.paint_warrior(surface, FACTIONS[self.seat], centre, 64)

"""Pass-and-play secrecy for Flamecraft: the shared opaque hand-over screen
(game/ui/handover.py) between two human seats, in Flamecraft's paper and ink with the
seat's token; the board then shows that seat's hand and Fancy dragons
(FlamecraftScene.reveal)."""
from __future__ import annotations

from game.ui.handover import HandOverScene as SharedHandOver

from .layout import BACKGROUND, INK, MUTED, PAPER


class HandOverScene(SharedHandOver):
    name = "flamecraft_handover"
    game_key = "flamecraft"
    background = BACKGROUND
    card_colour = PAPER
    ink = INK
    muted = MUTED
    body_height = 80
    note_top = 420

    def paint_icon(self, surface, centre) -> None:
        self.game.paint_token(surface, self.seat, centre, 64)

"""Pass-and-play secrecy for Fire Tower: the shared opaque hand-over screen
(game/ui/handover.py) between two human seats, on the forest green with the seat's
firehawk; the game scene then shows that seat's cards (FireTowerScene.reveal)."""
from __future__ import annotations

from game.ui.handover import HandOverScene as SharedHandOver

import pygame

from .describe import prompt, seat_name, seat_sprite, seat_towers_text

FOREST = (28, 44, 34)
LIGHT = (240, 236, 222)


class HandOverScene(SharedHandOver):
    name = "fire_tower_handover"
    game_key = "fire_tower"
    background = FOREST
    card_colour = LIGHT
    button_size = 30
    icon_centre = (640, 230)
    body_height = 60
    note_top = 420

    def seat_name(self) -> str:
        return seat_name(self.t, self.game.state, self.seat)

    def subtitle(self) -> str:
        return seat_towers_text(self.t, self.game.state, self.seat)   # (two towers, the ghost, the Guardian)

    def note(self) -> str:
        return prompt(self.t, self.game.state)

    def paint_icon(self, surface, centre) -> None:
        state = self.game.state
        hawk = self.app.assets.image(f"fire_tower/firehawk_{seat_sprite(state, self.seat)}.png", (72, 72))
        if state.seat_tower[self.seat] is None:              # the Guardian: laid flat
            hawk = pygame.transform.rotate(hawk, 90)
        surface.blit(hawk, hawk.get_rect(center=centre))

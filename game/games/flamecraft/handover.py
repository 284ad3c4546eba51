"""Pass-and-play secrecy for Flamecraft: an opaque screen between two human seats.

Nothing private is drawn until the next player says they are at the screen; the board
then shows that seat's hand and Fancy dragons (FlamecraftScene.reveal)."""
from __future__ import annotations

import pygame

from game.ui.scene import Scene
from game.ui.widgets import Button, ButtonRow, panel

from .layout import BACKGROUND, INK, MUTED, PAPER


class HandOverScene(Scene):
    overlay = True          # pushed over the game, but paints every pixel itself (opaque)
    name = "flamecraft_handover"

    def __init__(self, app, game_scene, seat: int):
        super().__init__(app)
        self.game = game_scene
        self.seat = seat
        self.show_button = Button((390, 470, 500, 64),
                                  lambda: self.t("flamecraft.ui.handover_button", name=self.game.seat_name(seat)),
                                  self.accept, primary=True, size=28)
        self.buttons = ButtonRow([
            self.show_button,
            Button((1140, 14, 124, 40), lambda: self.t("ui.menu"), self.open_menu, size=24),
        ])

    def accept(self):
        self.app.pop()
        self.game.reveal(self.seat)

    def open_menu(self):
        from game.scenes.game_menu import GameMenu
        self.app.push(GameMenu(self.app, self.game.match))

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.accept()
            elif event.key == pygame.K_ESCAPE:
                self.open_menu()
            elif event.key == pygame.K_F1:
                self.game.open_rules()
            return
        self.buttons.handle(event)

    def draw(self, surface):
        t, fonts = self.t, self.app.fonts
        surface.fill(BACKGROUND)
        name = self.game.seat_name(self.seat)
        card = pygame.Rect(240, 170, 800, 400)
        panel(surface, card, PAPER)
        self.game.paint_token(surface, self.seat, (640, 226), 64)
        fonts.draw(surface, t("flamecraft.ui.handover_title", name=name), (640, 290), 44, INK, True, "center")
        fonts.draw_wrapped(surface, t("flamecraft.ui.handover_body", name=name),
                           pygame.Rect(290, 340, 700, 80), 26, INK)
        fonts.draw_wrapped(surface, self.game.message, pygame.Rect(290, 420, 700, 40), 22, MUTED)
        fonts.draw(surface, t("flamecraft.title"), (20, 18), 36, PAPER, True)
        self.buttons.draw(surface, fonts)

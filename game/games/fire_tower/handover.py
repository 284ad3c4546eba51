"""Pass-and-play secrecy: an opaque screen between two human seats.

Nothing private is drawn until the next player says who they are; the game scene then
shows that seat's cards (FireTowerScene.reveal)."""
from __future__ import annotations

import pygame

from game.ui.scene import Scene
from game.ui.widgets import Button, ButtonRow, panel

from .describe import prompt, seat_name, tower_name

FOREST = (28, 44, 34)
LIGHT = (240, 236, 222)


class HandOverScene(Scene):
    overlay = True          # pushed over the game, but draws every pixel itself (opaque)
    name = "fire_tower_handover"

    def __init__(self, app, game_scene, seat: int):
        super().__init__(app)
        self.game = game_scene
        self.seat = seat
        self.show_button = Button((390, 470, 500, 64),
                                  lambda: self.t("fire_tower.ui.handover_button",
                                                 name=seat_name(self.t, game_scene.state, seat)),
                                  self.accept, primary=True, size=30)
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
                from game.scenes.rules_view import RulesScene
                self.app.push(RulesScene(self.app, "fire_tower"))
            return
        self.buttons.handle(event)

    def draw(self, surface):
        s, t, fonts = self.game.state, self.t, self.app.fonts
        surface.fill(FOREST)
        name = seat_name(t, s, self.seat)
        colour = s.seat_tower[self.seat]
        card = pygame.Rect(240, 170, 800, 400)
        panel(surface, card, LIGHT)
        hawk = self.app.assets.image(f"fire_tower/firehawk_{colour}.png", (72, 72))
        surface.blit(hawk, hawk.get_rect(center=(640, 230)))
        fonts.draw(surface, t("fire_tower.ui.handover_title", name=name), (640, 290), 44,
                   (30, 36, 52), True, "center")
        fonts.draw(surface, tower_name(t, colour), (640, 326), 26, (120, 128, 144), False, "center")
        fonts.draw_wrapped(surface, t("fire_tower.ui.handover_body", name=name),
                           pygame.Rect(290, 356, 700, 60), 26, (30, 36, 52))
        fonts.draw_wrapped(surface, prompt(t, s), pygame.Rect(290, 420, 700, 40), 22, (120, 128, 144))
        fonts.draw(surface, t("fire_tower.title"), (20, 18), 36, LIGHT, True)
        self.buttons.draw(surface, fonts)

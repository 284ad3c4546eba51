"""Pass-and-play secrecy shared by the games: an opaque screen between two people.

Nothing private is drawn until the next player says they are at the screen; the game
scene's `reveal(seat)` then shows that seat's hidden cards. A game gives its texts
(`<game_key>.ui.handover_title` / `_body` / `_button`, each with {name}), its colours
and, if it likes, an icon (`paint_icon`), a second line (`subtitle`) and small layout
adjustments (`button_size`, `icon_centre`, `body_height`, `note_top`)."""
from __future__ import annotations

import pygame

from game.ui.scene import Scene
from game.ui.widgets import INK, MUTED, PAPER, Button, ButtonRow, panel


class HandOverScene(Scene):
    overlay = True          # pushed over the game, but paints every pixel itself (opaque)
    name = "handover"
    game_key = ""
    background = (40, 44, 52)
    card_colour = PAPER
    ink = INK               # the title and body text
    muted = MUTED           # the subtitle and the note
    button_size = 28
    icon_centre = (640, 226)
    body_height = 70        # the body's wrapping box (it starts lower under a subtitle)
    note_top = 424

    def __init__(self, app, game_scene, seat: int):
        super().__init__(app)
        self.game = game_scene
        self.seat = seat
        self.show_button = Button((390, 470, 500, 64),
                                  lambda: self.t(f"{self.game_key}.ui.handover_button", name=self.seat_name()),
                                  self.accept, primary=True, size=self.button_size)
        self.buttons = ButtonRow([
            self.show_button,
            Button((1140, 14, 124, 40), lambda: self.t("ui.menu"), self.open_menu, size=24),
        ])

    # ------------------------------------------------------------ what a game gives
    def seat_name(self) -> str:
        return self.game.seat_name(self.seat)

    def subtitle(self) -> str:
        return ""

    def note(self) -> str:
        return self.game.message

    def paint_icon(self, surface, centre) -> None:
        pass

    # ------------------------------------------------------------ behaviour
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
        surface.fill(self.background)
        name = self.seat_name()
        card = pygame.Rect(240, 170, 800, 400)
        panel(surface, card, self.card_colour)
        self.paint_icon(surface, self.icon_centre)
        fonts.draw(surface, t(f"{self.game_key}.ui.handover_title", name=name), (640, 290), 44, self.ink, True,
                   "center")
        sub = self.subtitle()
        top = 340
        if sub:
            fonts.draw(surface, sub, (640, 326), 26, self.muted, False, "center")
            top = 356
        fonts.draw_wrapped(surface, t(f"{self.game_key}.ui.handover_body", name=name),
                           pygame.Rect(290, top, 700, self.body_height), 26, self.ink)
        fonts.draw_wrapped(surface, self.note(), pygame.Rect(290, self.note_top, 700, 40), 22, self.muted)
        fonts.draw(surface, t(f"{self.game_key}.title"), (20, 18), 36, self.card_colour, True)
        self.buttons.draw(surface, fonts)

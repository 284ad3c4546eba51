"""The in-game menu (an overlay): resume, save, load, rules, settings, quit to title."""
from __future__ import annotations

import time

import pygame

from game.core.storage import printable_name
from game.scenes import launch
from game.scenes.dialogs import ConfirmDialog, TextInputDialog, veil
from game.scenes.title import game_name
from game.ui.scene import Scene
from game.ui.widgets import ACCENT, INK, MUTED, PAPER, Button, ButtonRow, panel

BOX = pygame.Rect(0, 0, 440, 560)
BOX.center = (640, 400)
BUTTON_W, BUTTON_H, BUTTON_GAP = 360, 54, 14


class GameMenu(Scene):
    overlay = True
    name = "game_menu"

    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        t = self.t
        entries = [
            (lambda: t("menu.resume"), self.resume, True),
            (lambda: t("menu.save"), self.ask_save_name, False),
            (lambda: t("menu.load"), self.open_saves, False),
            (lambda: t("ui.rules"), self.open_rules, False),
            (lambda: t("title.settings"), self.open_settings, False),
            (lambda: t("menu.quit_to_title"), self.quit_to_title, False),
        ]
        self.buttons = ButtonRow()
        y = BOX.y + 104
        for label, action, primary in entries:
            self.buttons.add(Button((BOX.centerx - BUTTON_W // 2, y, BUTTON_W, BUTTON_H), label, action,
                                    primary=primary, size=28))
            y += BUTTON_H + BUTTON_GAP

    # ------------------------------------------------------------ actions
    def resume(self) -> None:
        if self.app.scene is self:
            self.app.pop()

    def default_save_name(self) -> str:
        return f"{game_name(self.app, self.match.game)} {time.strftime('%Y-%m-%d %H.%M')}"

    def ask_save_name(self) -> None:
        self.app.push(TextInputDialog(self.app, self.t("menu.save_prompt"), self.default_save_name(),
                                      self.save_as))

    def save_as(self, name: str) -> None:
        """Save under the name as typed (kept inside the file); ask before replacing a
        save of the same name."""
        _, taken = launch.named_save_path(name)
        if taken:
            self.app.push(ConfirmDialog(self.app, self.t("menu.overwrite", name=printable_name(name)),
                                        lambda: self.write_save(name),
                                        yes_label=lambda: self.t("menu.replace")))
        else:
            self.write_save(name)

    def write_save(self, name: str) -> None:
        # a file it replaces that was not a usable save is moved aside first
        if self.app.try_write(lambda: launch.save_named(self.match, name)):
            self.app.toast(self.t("menu.saved_as", name=printable_name(name)))

    def open_saves(self) -> None:
        from game.scenes.saves_scene import SavesScene
        self.app.push(SavesScene(self.app, in_game=True))

    def open_rules(self) -> None:
        from game.scenes.rules_view import RulesScene
        self.app.push(RulesScene(self.app, self.match.game))

    def open_settings(self) -> None:
        from game.scenes.settings_scene import SettingsScene
        self.app.push(SettingsScene(self.app))

    def quit_to_title(self) -> None:
        from game.scenes.title import TitleScene
        self.app.reset_to(TitleScene(self.app))

    # ------------------------------------------------------------ loop
    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume()
            return
        if self.buttons.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not BOX.collidepoint(event.pos):
            self.resume()       # a click on the veil outside the menu closes it

    def draw(self, surface) -> None:
        veil(surface)
        panel(surface, BOX, PAPER, radius=18)
        pygame.draw.rect(surface, ACCENT, (BOX.x, BOX.y, BOX.width, 8),
                         border_top_left_radius=18, border_top_right_radius=18)
        fonts = self.app.fonts
        fonts.draw(surface, self.t("menu.title"), (BOX.centerx, BOX.y + 44), 40, INK, True, "center")
        fonts.draw(surface, game_name(self.app, self.match.game), (BOX.centerx, BOX.y + 78), 24, MUTED,
                   False, "center")
        self.buttons.draw(surface, fonts)
        fonts.draw(surface, self.t("menu.autosaved"), (BOX.centerx, BOX.bottom - 26), 20, MUTED,
                   False, "center")

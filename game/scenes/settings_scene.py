"""Settings: language, animation speed, the computer players' speed, full screen, colour-blind aids, sound (mute, the
effects' volume, music). Every change applies at once and is saved (App.change_setting
writes the file and says if it could not); a sound change reaches the music at once."""
from __future__ import annotations

import pygame

from game.scenes.dialogs import back_button, backdrop, header
from game.ui.scene import Scene
from game.ui.settings import ANIMATION_SPEEDS, BOT_SPEEDS, EFFECTS_VOLUMES, MUSIC_VOLUMES
from game.ui.widgets import INK, MUTED, Button, ButtonRow, panel

PANEL = pygame.Rect(140, 96, 1000, 628)
ROW_TOP, ROW_H = 16, 76
OPTION_W, OPTION_W_NARROW, OPTION_H, OPTION_GAP = 150, 124, 52, 12     # narrow: four choices


def options_width(count: int) -> int:
    return count * option_w(count) + (count - 1) * OPTION_GAP


def option_w(count: int) -> int:
    return OPTION_W if count <= 3 else OPTION_W_NARROW


class OptionButton(Button):
    """One choice of a segmented row; drawn as primary while it is the current value."""

    def __init__(self, rect, label, on_click, is_current):
        super().__init__(rect, label, on_click, size=26)
        self.is_current = is_current

    def draw(self, target, fonts) -> None:
        self.primary = bool(self.is_current())
        super().draw(target, fonts)


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, app):
        super().__init__(app)
        t = self.t
        s = app.settings
        speed_keys = ("off", "normal", "fast")
        self.rows = [
            ("settings.language", "settings.language_hint",
             [(lambda: t("settings.english"), lambda: self.app.set_language("en"),
               lambda: self.app.t.lang == "en"),
              (lambda: t("settings.spanish"), lambda: self.app.set_language("es"),
               lambda: self.app.t.lang == "es")]),
            ("settings.animation", "settings.animation_hint",
             [(lambda k=k: t(f"settings.speed_{k}"),
               lambda v=v: self.app.change_setting("animation_speed", v),
               lambda v=v: s["animation_speed"] == v) for k, v in zip(speed_keys, ANIMATION_SPEEDS)]),
            ("settings.bot_speed", "settings.bot_speed_hint",
             [(lambda k=k: t(f"settings.bot_{k}"), lambda k=k: self.app.change_setting("bot_speed", k),
               lambda k=k: s["bot_speed"] == k) for k in BOT_SPEEDS]),
            ("settings.fullscreen", "settings.fullscreen_hint",
             [(lambda: t("settings.off"), lambda: self.set_fullscreen(False),
               lambda: not s["fullscreen"]),
              (lambda: t("settings.on"), lambda: self.set_fullscreen(True),
               lambda: bool(s["fullscreen"]))]),
            ("settings.colourblind", "settings.colourblind_hint",
             [(lambda: t("settings.off"), lambda: self.app.change_setting("colourblind", False),
               lambda: not s["colourblind"]),
              (lambda: t("settings.on"), lambda: self.app.change_setting("colourblind", True),
               lambda: bool(s["colourblind"]))]),
            ("sound.sound", "sound.sound_hint",
             [(lambda: t("sound.sound_on"), lambda: self.set_sound("muted", False),
               lambda: not s["muted"]),
              (lambda: t("sound.muted"), lambda: self.set_sound("muted", True),
               lambda: bool(s["muted"]))]),
            ("sound.effects", "sound.effects_hint",
             [(lambda k=k: t(f"sound.{k}"), lambda v=v: self.set_sound("effects_volume", v),
               lambda v=v: s["effects_volume"] == v)
              for k, v in zip(("low", "medium", "high"), EFFECTS_VOLUMES)]),
            ("sound.music", "sound.music_hint",
             [(lambda k=k: t(f"sound.{k}"), lambda v=v: self.set_sound("music_volume", v),
               lambda v=v: s["music_volume"] == v)
              for k, v in zip(("music_off", "low", "medium", "high"), MUSIC_VOLUMES)]),
        ]
        self.buttons = ButtonRow([back_button(app, self.back)])
        for i, (_, _, options) in enumerate(self.rows):
            y = PANEL.y + ROW_TOP + i * ROW_H + (ROW_H - 14 - OPTION_H) // 2
            w = option_w(len(options))
            x = PANEL.right - 40 - options_width(len(options))
            for j, (label, action, current) in enumerate(options):
                self.buttons.add(OptionButton((x + j * (w + OPTION_GAP), y, w, OPTION_H),
                                              label, action, current))

    def set_fullscreen(self, on: bool) -> None:
        if bool(self.app.settings["fullscreen"]) != on:
            self.app.toggle_fullscreen()

    def set_sound(self, key: str, value) -> None:
        self.app.change_setting(key, value)
        self.app.sound.apply_settings()         # the music starts, stops or changes at once

    def back(self) -> None:
        self.app.pop()

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
            return
        self.buttons.handle(event)

    def draw(self, surface) -> None:
        backdrop(surface)
        fonts = self.app.fonts
        header(surface, fonts, self.t("settings.title"))
        panel(surface, PANEL, (255, 255, 255), radius=16)
        for i, (label, hint, options) in enumerate(self.rows):
            label_w = PANEL.width - 40 - options_width(len(options)) - 40 - 24
            top = PANEL.y + ROW_TOP + i * ROW_H
            if i:
                pygame.draw.line(surface, (228, 231, 238), (PANEL.x + 32, top - 5),
                                 (PANEL.right - 32, top - 5), 1)
            fonts.draw(surface, self.t(label), (PANEL.x + 40, top), 29, INK, True)
            y = top + 30
            for line in fonts.wrap(self.t(hint), 20, label_w)[:2]:
                fonts.draw(surface, line, (PANEL.x + 40, y), 20, MUTED)
                y += 19
        self.buttons.draw(surface, fonts)
        fonts.draw(surface, self.t("settings.saved_note"), (640, PANEL.bottom + 30), 22, MUTED,
                   False, "center")

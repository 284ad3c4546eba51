"""What every game's end screen shares: the finished match and its result, the game-over
sound, and the buttons Title screen / Play again (Try again on a ladder level) / Next
level, with what they do."""
from __future__ import annotations

import importlib

import pygame

from game.ui.scene import Scene
from game.ui.widgets import Button, ButtonRow


class EndScene(Scene):
    def __init__(self, app, match, level_result=None):
        super().__init__(app)
        self.match = match
        self.game_key = match.game
        self.level = level_result          # launch.record_level's answer on a ladder level
        self.result = match.state.result()
        app.sound.game_over(match, level_result)

    @property
    def next_level_open(self) -> bool:
        return bool(self.level and self.level["won"] and self.level.get("next"))

    def end_buttons(self, retry_key: str, next_key: str, y: int, next_rect) -> ButtonRow:
        """Title screen and Play again (`retry_key` on a level) along the bottom at `y`,
        and Next level at `next_rect` once a level is won and another follows."""
        t = self.t
        buttons = ButtonRow([
            Button((760, y, 240, 56), lambda: t("ui.title_screen"), self.to_title),
            Button((1020, y, 240, 56), lambda: t("ui.play_again") if not self.level else t(retry_key),
                   self.play_again, primary=not self.next_level_open),
        ])
        if self.next_level_open:
            buttons.add(Button(next_rect, lambda: t(next_key), self.next_level, primary=True))
        return buttons

    def to_title(self):
        from game.scenes.title import TitleScene
        self.app.reset_to(TitleScene(self.app))

    def play_again(self):
        from game.scenes.launch import restart_match
        restart_match(self.app, self.match)

    def next_level(self):
        levels_scene = importlib.import_module(f"game.games.{self.match.game}.levels_scene")
        self.app.reset_to(self.app.scenes[0])
        levels_scene.start_level(self.app, self.level["next"])

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()
            return
        self.buttons.handle(event)

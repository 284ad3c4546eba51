"""Flamecraft's solo challenge ladder (FC-SOLO-LADDER): levels unlock one by one; each tile
says what the level asks of you and the best reputation reached."""
from __future__ import annotations

from game.ui.ladder import LadderScene

from .levels import Progress, level_setup, load_levels


def start_level(app, level) -> None:
    from game.scenes.launch import start_match
    start_match(app, "flamecraft", level_setup(level, app.t("flamecraft.setup.you")), seed=level.seed)


def level_lines(t, level) -> list[str]:
    """What a level asks, in player words: target, deck, town, timer, achievement."""
    lines = [t("flamecraft.levels.target", target=level.target),
             t(f"flamecraft.setup.deck_{level.deck}")]
    if level.town_size < 12:
        lines.append(t("flamecraft.levels.town", n=level.town_size))
    if level.timer > 1:
        lines.append(t("flamecraft.levels.fast_timer"))
    if level.achievement:
        lines.append(t("flamecraft.levels.must", goal=achievement_name(t, level.achievement)))
    return lines


def achievement_name(t, key: str) -> str:
    return t(f"flamecraft.achievement.{key}")


class FlamecraftLevelsScene(LadderScene):
    name = "flamecraft_levels"
    background = (240, 228, 210)
    columns = 6
    tile_size = (184, 280)

    def __init__(self, app):
        t = app.t
        super().__init__(app, load_levels(), Progress, t("flamecraft.levels.title"),
                         t("flamecraft.levels.subtitle"), "flamecraft.levels.locked_hint")

    def tile_rect(self, index):
        import pygame
        w, h = self.tile_size
        return pygame.Rect(40 + (index % self.columns) * (w + 16), 130 + (index // self.columns) * (h + 14), w, h)

    def tile_lines(self, level):
        return level_lines(self.t, level)

    def best_line(self, level):
        best = self.progress.best(level.id)
        return self.t("flamecraft.levels.best", best=best) if best is not None else ""

    def start(self, level):
        start_level(self.app, level)

"""Root's solo ladder (RT-SOLO-LADDER): levels unlock one by one; each tile says the
faction you play, the Clockwork bot you face with its difficulty and traits, and your best VP."""
from __future__ import annotations

import pygame

from game.ui.ladder import LadderScene

from .levels import BOT_NAMES, TRAITS, Progress, level_setup, load_levels


def start_level(app, level) -> None:
    from game.scenes.launch import start_match
    start_match(app, "root", level_setup(level, app.t("root.setup.you"), app.t), seed=level.seed)


def level_lines(t, level) -> list[str]:
    """What a level asks, in player words: your faction, the bot, its difficulty and traits."""
    lines = [t("root.levels.you_play", faction=t(f"root.faction.{level.play}.name")),
             t("root.levels.versus", bot=t(f"root.bot.{BOT_NAMES[level.bot]}")),
             t(f"root.bot.difficulty.{level.difficulty}")]
    if len(level.traits) == len(TRAITS[level.bot]):
        lines.append(t("root.levels.all_traits"))
    elif level.traits:
        names = [t(f"root.bot.trait.{name}.name") for name in level.traits]
        lines.append(t("root.levels.with", traits=t("root.levels.sep").join(names)))
    else:
        lines.append(t("root.levels.no_traits"))
    return lines


class RootLevelsScene(LadderScene):
    name = "root_levels"
    background = (236, 226, 204)
    columns = 6
    tile_size = (184, 280)

    def __init__(self, app):
        t = app.t
        super().__init__(app, load_levels(), Progress, t("root.levels.title"), t("root.levels.subtitle"),
                         "root.levels.locked_hint")

    def tile_rect(self, index):
        w, h = self.tile_size
        return pygame.Rect(40 + (index % self.columns) * (w + 16), 130 + (index // self.columns) * (h + 14), w, h)

    def tile_lines(self, level):
        return level_lines(self.t, level)

    def best_line(self, level):
        best = self.progress.best(level.id)
        return self.t("root.levels.best", best=best) if best is not None else ""

    def start(self, level):
        start_level(self.app, level)

"""Solo challenge ladder: levels unlock one by one; the best score is kept."""
from __future__ import annotations

from game.ui.ladder import LadderScene

from .levels import Progress, level_setup, load_levels


def start_level(app, level) -> None:
    from game.scenes.launch import start_match
    setup = level_setup(level, app.t("zefiria.setup.you"))
    setup["level"] = level.id
    start_match(app, "zefiria", setup, seed=level.seed)


class LevelSelectScene(LadderScene):
    name = "zefiria_levels"

    def __init__(self, app):
        super().__init__(app, load_levels(), Progress, app.t("zefiria.levels.title"),
                         app.t("zefiria.levels.subtitle"), "zefiria.levels.locked_hint")

    def tile_lines(self, level):
        t = self.t
        return [t(f"zefiria.difficulty.{level.difficulty}"),
                t("zefiria.ui.storm_mode") if level.storm else t("zefiria.ui.standard_mode"),
                t("zefiria.levels.target", target=level.target)]

    def best_line(self, level):
        best = self.progress.best(level.id)
        return self.t("zefiria.levels.best", best=best) if best is not None else ""

    def start(self, level):
        start_level(self.app, level)

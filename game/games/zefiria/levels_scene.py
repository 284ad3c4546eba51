"""Solo challenge ladder: levels unlock one by one; the best score is kept."""
from __future__ import annotations

import pygame

from game.ui.scene import Scene
from game.ui.widgets import ACCENT, GOOD, INK, MUTED, PAPER, Button, ButtonRow, panel

from .levels import Progress, level_setup, load_levels


def start_level(app, level) -> None:
    from game.scenes.launch import start_match
    setup = level_setup(level, app.t("zefiria.setup.you"))
    setup["level"] = level.id
    start_match(app, "zefiria", setup, seed=level.seed)


class LevelSelectScene(Scene):
    name = "zefiria_levels"

    def __init__(self, app):
        super().__init__(app)
        self.levels = load_levels()
        self.refresh()
        self.back = Button((30, 730, 160, 50), lambda: self.t("ui.back"), self.app.pop)

    def refresh(self):
        self.progress = Progress()
        error = self.progress.load()
        if error:
            self.app.toast(self.app.describe_storage_error(error))

    def on_resume(self):
        self.refresh()

    def tile_rect(self, index) -> pygame.Rect:
        cols = 6
        return pygame.Rect(40 + (index % cols) * 200, 140 + (index // cols) * 250, 184, 230)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if self.back.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, level in enumerate(self.levels):
                if self.tile_rect(i).collidepoint(event.pos):
                    if self.progress.unlocked(level.id):
                        start_level(self.app, level)
                    else:
                        self.app.toast(self.t("zefiria.levels.locked_hint", level=level.id - 1))
                    return

    def draw(self, surface):
        t, fonts = self.t, self.app.fonts
        surface.fill((214, 230, 244))
        fonts.draw(surface, t("zefiria.levels.title"), (40, 36), 48, INK, True)
        fonts.draw(surface, t("zefiria.levels.subtitle"), (40, 88), 24, MUTED)
        mouse = pygame.mouse.get_pos()
        for i, level in enumerate(self.levels):
            rect = self.tile_rect(i)
            open_ = self.progress.unlocked(level.id)
            best = self.progress.best(level.id)
            won = self.progress.won(level.id)
            fill = PAPER if open_ else (200, 204, 212)
            if open_ and rect.collidepoint(mouse):
                fill = (255, 255, 255)
            panel(surface, rect, fill)
            fonts.draw(surface, str(level.id), (rect.centerx, rect.y + 14), 64, INK if open_ else MUTED,
                       True, "midtop")
            lines = [t(f"zefiria.difficulty.{level.difficulty}"),
                     t("zefiria.ui.storm_mode") if level.storm else t("zefiria.ui.standard_mode"),
                     t("zefiria.levels.target", target=level.target)]
            y = rect.y + 84
            for line in lines:
                fonts.draw(surface, line, (rect.centerx, y), 22, INK if open_ else MUTED, anchor="midtop")
                y += 26
            if not open_:
                fonts.draw(surface, t("zefiria.levels.locked"), (rect.centerx, rect.bottom - 44), 24,
                           MUTED, True, "midtop")
            elif best is not None:
                fonts.draw(surface, t("zefiria.levels.best", best=best), (rect.centerx, rect.bottom - 44),
                           24, GOOD if won else ACCENT, True, "midtop")
            if won:
                pygame.draw.circle(surface, GOOD, (rect.right - 22, rect.y + 22), 14)
                cx, cy = rect.right - 22, rect.y + 22
                pygame.draw.lines(surface, (255, 255, 255), False,
                                  [(cx - 7, cy), (cx - 2, cy + 5), (cx + 7, cy - 5)], 3)
        self.back.draw(surface, fonts)

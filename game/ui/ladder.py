"""A challenge ladder screen: level tiles that unlock one by one, the best result of each.

Games subclass LadderScene and say what a tile shows (`tile_lines`, `best_line`), how a
level starts (`start`), and may add controls of their own (`extra_buttons`). A locked
tile says on hover which level opens it; a button shows its tooltip (`tip_at`)."""
from __future__ import annotations

import pygame

from game.ui.scene import Scene
from game.ui.widgets import ACCENT, GOOD, INK, MUTED, PAPER, Button, ButtonRow, Tooltip, button_tip, panel


class LadderScene(Scene):
    background = (214, 230, 244)
    columns = 6
    tile_size = (184, 230)

    def __init__(self, app, levels, make_progress, title: str, subtitle: str, locked_hint_key: str):
        super().__init__(app)
        self.levels = levels
        self.make_progress = make_progress
        self.title, self.subtitle, self.locked_hint_key = title, subtitle, locked_hint_key
        self.tip = Tooltip()
        self.refresh()
        self.buttons = ButtonRow([Button((30, 730, 160, 50), lambda: self.t("ui.back"), self.app.pop)])
        for button in self.extra_buttons():
            self.buttons.add(button)

    # ------------------------------------------------------------ for subclasses
    def tile_lines(self, level) -> list[str]:
        return []

    def best_line(self, level) -> str:
        return ""

    def start(self, level) -> None:
        raise NotImplementedError

    def extra_buttons(self) -> list[Button]:
        return []

    def draw_extra(self, surface) -> None:
        pass

    def locked(self, level) -> None:
        """A locked level's tile was clicked: say what opens it (a game may offer more). The
        note is the ladder's own: it does not follow onto the board."""
        self.app.toast(self.t(self.locked_hint_key, level=level.id - 1), scene=self)

    # ------------------------------------------------------------ the ladder
    def refresh(self):
        self.progress = self.make_progress()
        error = self.progress.load()
        if error:
            self.app.toast(self.app.describe_storage_error(error))

    def on_resume(self):
        self.refresh()

    def tile_rect(self, index) -> pygame.Rect:
        w, h = self.tile_size
        return pygame.Rect(40 + (index % self.columns) * (w + 16), 140 + (index // self.columns) * (h + 20), w, h)

    def tip_at(self, pos):
        """(lines, rect) of what the mouse rests on: a button's tooltip, or why a tile is locked."""
        found = button_tip(self.buttons.buttons, pos)
        if found:
            return found
        for i, level in enumerate(self.levels):
            rect = self.tile_rect(i)
            if rect.collidepoint(pos) and not self.progress.unlocked(level.id):
                return [self.t("ui.locked"), self.t(self.locked_hint_key, level=level.id - 1)], rect
        return None

    def update(self, dt):
        self.tip.update(dt)

    def next_frame_in(self):
        return self.tip.next_frame_in()

    def handle(self, event):
        self.tip.handle(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if self.buttons.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, level in enumerate(self.levels):
                if self.tile_rect(i).collidepoint(event.pos):
                    if self.progress.unlocked(level.id):
                        self.start(level)
                    else:
                        self.locked(level)
                    return

    def draw(self, surface):
        fonts = self.app.fonts
        surface.fill(self.background)
        fonts.draw(surface, self.title, (40, 36), 48, INK, True)
        fonts.draw(surface, self.subtitle, (40, 88), 24, MUTED)
        mouse = pygame.mouse.get_pos()
        for i, level in enumerate(self.levels):
            self.draw_tile(surface, self.tile_rect(i), level, mouse)
        self.draw_extra(surface)
        self.buttons.draw(surface, fonts)
        found = self.tip_at(self.tip.pos) if self.tip.due() else None
        self.tip.draw(surface, fonts, *(found or ([], None)))

    def draw_tile(self, surface, rect, level, mouse):
        fonts = self.app.fonts
        open_ = self.progress.unlocked(level.id)
        won = self.progress.won(level.id)
        fill = PAPER if open_ else (200, 204, 212)
        if open_ and rect.collidepoint(mouse):
            fill = (255, 255, 255)
        panel(surface, rect, fill)
        fonts.draw(surface, str(level.id), (rect.centerx, rect.y + 14), 64, INK if open_ else MUTED, True, "midtop")
        y = rect.y + 84
        for line in self.tile_lines(level):
            for part in fonts.wrap(line, 20, rect.width - 16):
                fonts.draw(surface, part, (rect.centerx, y), 20, INK if open_ else MUTED, anchor="midtop")
                y += 23
        if not open_:
            fonts.draw(surface, self.t("ui.locked"), (rect.centerx, rect.bottom - 44), 24, MUTED, True, "midtop")
        else:
            best = self.best_line(level)
            if best:
                fonts.draw(surface, best, (rect.centerx, rect.bottom - 44), 24, GOOD if won else ACCENT,
                           True, "midtop")
        if won:
            cx, cy = rect.right - 22, rect.y + 22
            pygame.draw.circle(surface, GOOD, (cx, cy), 14)
            pygame.draw.lines(surface, (255, 255, 255), False, [(cx - 7, cy), (cx - 2, cy + 5), (cx + 7, cy - 5)], 3)

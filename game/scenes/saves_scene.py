"""The list of named saves: open one, or see plainly that a file is damaged, foreign or
cannot be read (such a file is only reported, never changed)."""
from __future__ import annotations

import pygame

from game.core.storage import printable_name
from game.scenes import launch
from game.scenes.dialogs import HEADER_H, Scrollbar, back_button, backdrop, fit, header
from game.scenes.title import game_name
from game.ui.scene import Scene
from game.ui.widgets import ACCENT, DANGER, INK, MUTED, ButtonRow, control_shown, deaf, panel

PANEL = pygame.Rect(190, HEADER_H + 24, 900, 800 - HEADER_H - 100)
ROW_H = 78
ROW_GAP = 10
PAD = 20
VIEW = pygame.Rect(PANEL.x + PAD, PANEL.y + PAD, PANEL.width - 2 * PAD - 24, PANEL.height - 2 * PAD)
WHEEL_STEP = 60
# What a row says about a file that is not a save it can open (else saves.unreadable).
PROBLEM_TEXT = {"damaged": "saves.damaged", "foreign": "saves.foreign", "version": "saves.version"}


class SavesScene(Scene):
    name = "saves"

    def __init__(self, app, in_game: bool = False):
        super().__init__(app)
        self.in_game = in_game          # opened from a game's menu: a loaded game replaces it
        self.buttons = ButtonRow([back_button(app, self.back)])
        self.scrollbar = Scrollbar((PANEL.right - 22, PANEL.y + PAD, 10, PANEL.height - 2 * PAD))
        self.hover = -1
        self.pressed = -1
        self.deaf_until: dict = {}       # row -> until when it ignores clicks (it appeared under the pointer)
        self.refresh()

    def refresh(self) -> None:
        self.rows = launch.list_saves()
        self.scrollbar.set_sizes(len(self.rows) * (ROW_H + ROW_GAP) - ROW_GAP, VIEW.height)

    def on_resume(self) -> None:
        self.refresh()

    def back(self) -> None:
        self.app.pop()

    def row_rect(self, index: int) -> pygame.Rect:
        y = VIEW.y + index * (ROW_H + ROW_GAP) - round(self.scrollbar.offset)
        return pygame.Rect(VIEW.x, y, VIEW.width, ROW_H)

    def row_at(self, pos) -> int:
        if not VIEW.collidepoint(pos):
            return -1
        for i in range(len(self.rows)):
            if self.row_rect(i).collidepoint(pos):
                return i
        return -1

    # ------------------------------------------------------------ opening
    def open_row(self, index: int) -> None:
        """Open a save; if a game of the same kind is in progress, ask first (its
        autosave would be replaced by the loaded game's)."""
        path, game = self.rows[index].path, self.rows[index].game
        if game is None:
            launch.load_match(self.app, path)        # says why in a toast; the file stays as it is
            return
        found = []
        if game in launch.SCENES:
            self.app.try_write(lambda: found.append(launch.game_in_progress(game)))
        if found and found[0] is not None:
            launch.ask_before_discarding(self.app, found[0], "continue.load_question",
                                         lambda: self.open_path(path), "continue.load")
        else:
            self.open_path(path)

    def open_path(self, path) -> None:
        if self.app.scene is not self:
            return
        self.app.pop()
        below = list(self.app.scenes)
        if launch.load_match(self.app, path):
            if self.in_game:
                from game.scenes.title import TitleScene
                opened = self.app.scene
                self.app.reset_to(TitleScene(self.app))
                self.app.push(opened)
        else:
            # the toast says why; come back to the list (the stack is as it was)
            self.app.scenes = below
            self.app.push(self)
            self.refresh()

    # ------------------------------------------------------------ loop
    def handle(self, event) -> None:
        sb = self.scrollbar
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                sb.scroll_by(ROW_H if event.key == pygame.K_DOWN else VIEW.height * 0.9)
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                sb.scroll_by(-ROW_H if event.key == pygame.K_UP else -VIEW.height * 0.9)
            return
        if event.type == pygame.MOUSEWHEEL:
            sb.scroll_by(-event.y * WHEEL_STEP)
            return
        if self.buttons.handle(event) or sb.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.row_at(event.pos)
            self.pressed = -1 if deaf(self.deaf_until.get(index)) else index   # a double click on Load game
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index, pressed, self.pressed = self.row_at(event.pos), self.pressed, -1
            if index >= 0 and index == pressed:        # pressed and released on the same save
                self.open_row(index)

    def draw(self, surface) -> None:
        backdrop(surface)
        fonts = self.app.fonts
        header(surface, fonts, self.t("saves.title"))
        self.buttons.draw(surface, fonts)
        panel(surface, PANEL, (255, 255, 255), radius=16)
        if not self.rows:
            fonts.draw(surface, self.t("saves.empty"), (PANEL.centerx, PANEL.centery - 18), 30, MUTED,
                       False, "center")
            fonts.draw(surface, self.t("saves.empty_hint"), (PANEL.centerx, PANEL.centery + 20), 24,
                       MUTED, False, "center")
        old = surface.get_clip()
        surface.set_clip(VIEW.inflate(8, 8))
        for i, entry in enumerate(self.rows):
            rect = self.row_rect(i)
            if rect.bottom < VIEW.top or rect.top > VIEW.bottom:
                continue
            if i not in self.deaf_until:
                self.deaf_until[i] = control_shown(rect, ("save", entry.path))
            self.draw_row(surface, rect, entry, i == self.hover)
        surface.set_clip(old)
        self.scrollbar.draw(surface)
        fonts.draw(surface, self.t("saves.hint"), (640, PANEL.bottom + 32), 22, MUTED, False, "center")

    def draw_row(self, surface, rect, entry, hover) -> None:
        fonts = self.app.fonts
        damaged = entry.game is None
        fill = (253, 241, 239) if damaged else ((236, 243, 253) if hover else (246, 247, 250))
        pygame.draw.rect(surface, fill, rect, border_radius=12)
        if hover:
            pygame.draw.rect(surface, DANGER if damaged else ACCENT, rect, 2, border_radius=12)
        name = fit(fonts, entry.name, 30, rect.width - 300, True)
        fonts.draw(surface, name, (rect.x + 22, rect.y + 14), 30, INK, True)
        if damaged:
            detail, colour = self.t(PROBLEM_TEXT.get(entry.problem, "saves.unreadable")), DANGER
        elif entry.game in launch.SCENES:
            detail, colour = game_name(self.app, entry.game), MUTED
            progress = launch.progress_words(self.t, entry.progress)
            if progress:
                detail = f"{detail} · {progress}"
        else:
            detail, colour = self.t("saves.unknown_game", game=printable_name(entry.game)[:40]), DANGER
        fonts.draw(surface, detail, (rect.x + 22, rect.y + 48), 23, colour, damaged)
        when = launch.when_words(self.t, entry.mtime, alone=True) if entry.mtime else ""
        fonts.draw(surface, when, (rect.right - 22, rect.centery), 24, MUTED, False, "midright")

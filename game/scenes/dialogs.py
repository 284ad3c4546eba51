"""Modal dialogs (message, confirm, text input) and the few drawing pieces the
collection's own screens share: backdrop, header bar, veil, scrollbar."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui.scene import Scene
from game.ui.widgets import ACCENT, INK, MUTED, PAPER, Button, ButtonRow, Tooltip, button_tip, panel

SCREEN_W, SCREEN_H = 1280, 800
HEADER_H = 76
VEIL = (20, 26, 40, 150)

_backdrops: dict = {}
_veils: dict = {}


# ------------------------------------------------------------------ shared drawing
def backdrop(surface) -> None:
    """The calm sky-to-paper gradient behind every full screen of the collection."""
    size = surface.get_size()
    bands = _backdrops.get(size)
    if bands is None:
        # Rows of one colour are filled as one band: a few dozen fills a frame, cheaper
        # than a line a row and than keeping (and copying) a whole screen-sized picture.
        top, bottom = (222, 232, 244), (246, 243, 236)
        w, h = size
        bands, last = [], None
        for y in range(h):
            k = y / max(1, h - 1)
            colour = tuple(round(a + (b - a) * k) for a, b in zip(top, bottom))
            if colour != last:
                bands.append([colour, pygame.Rect(0, y, w, 1)])
                last = colour
            else:
                bands[-1][1].height += 1
        _backdrops[size] = bands
    for colour, rect in bands:
        surface.fill(colour, rect)


@lru_cache(maxsize=512)
def fit(fonts, text: str, size: int, width: int, bold: bool = False) -> str:
    """`text` as one line of at most `width` pixels: cut with "…" if it is longer."""
    font = fonts.font(size, bold)
    if font.size(text)[0] <= width:
        return text
    low, high = 0, len(text)
    while low < high:                      # the longest prefix that fits with the ellipsis
        mid = (low + high + 1) // 2
        if font.size(text[:mid].rstrip() + "…")[0] <= width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + "…"


@lru_cache(maxsize=256)
def wrap_long(fonts, text: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """Lines of at most `width` pixels: words wrap, and a word longer than a line (a long
    typed name, a file name) is broken between characters."""
    font = fonts.font(size, bold)
    lines = []
    for line in fonts.wrap(text, size, width, bold):
        while font.size(line)[0] > width and len(line) > 1:
            cut = len(line) - 1
            while cut > 1 and font.size(line[:cut])[0] > width:
                cut -= 1
            lines.append(line[:cut])
            line = line[cut:]
        lines.append(line)
    return tuple(lines)


def header(surface, fonts, title: str, subtitle: str = "") -> None:
    """A light bar across the top with a centred title (a Back button sits on its left)."""
    bar = pygame.Rect(0, 0, surface.get_width(), HEADER_H)
    pygame.draw.rect(surface, (255, 255, 255), bar)
    pygame.draw.line(surface, (214, 219, 228), bar.bottomleft, bar.bottomright, 2)
    if subtitle:
        fonts.draw(surface, title, (bar.centerx, 26), 36, INK, True, "center")
        fonts.draw(surface, subtitle, (bar.centerx, 56), 22, MUTED, False, "center")
    else:
        fonts.draw(surface, title, bar.center, 38, INK, True, "center")


def back_button(app, on_click) -> Button:
    return Button((24, 14, 150, 48), lambda: "‹  " + app.t("ui.back"), on_click, size=26)


def veil(surface) -> None:
    size = surface.get_size()
    surf = _veils.get(size)
    if surf is None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill(VEIL)
        _veils[size] = surf
    surface.blit(surf, (0, 0))


class Scrollbar:
    """A vertical scrollbar: wheel elsewhere, drag the thumb, click the track to page."""

    MIN_THUMB = 40

    def __init__(self, rect):
        self.rect = pygame.Rect(rect)
        self.content = 0
        self.view = 0
        self.offset = 0.0
        self.drag: tuple | None = None      # (mouse y at start, offset at start)
        self.hover = False

    @property
    def max_offset(self) -> float:
        return max(0, self.content - self.view)

    @property
    def needed(self) -> bool:
        return self.content > self.view > 0

    def set_sizes(self, content: int, view: int) -> None:
        self.content, self.view = content, view
        self.scroll_to(self.offset)

    def scroll_to(self, offset: float) -> None:
        self.offset = min(max(0.0, float(offset)), float(self.max_offset))

    def scroll_by(self, delta: float) -> None:
        self.scroll_to(self.offset + delta)

    def thumb(self) -> pygame.Rect:
        if not self.needed:
            return pygame.Rect(self.rect)
        h = max(self.MIN_THUMB, round(self.rect.height * self.view / self.content))
        travel = self.rect.height - h
        y = self.rect.top + (round(travel * self.offset / self.max_offset) if self.max_offset else 0)
        return pygame.Rect(self.rect.left, y, self.rect.width, h)

    def handle(self, event) -> bool:
        if not self.needed:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.rect.inflate(12, 0)
            if not hit.collidepoint(event.pos):
                return False
            thumb = self.thumb()
            if thumb.inflate(12, 0).collidepoint(event.pos):
                self.drag = (event.pos[1], self.offset)
            else:
                self.scroll_by(self.view * 0.9 * (1 if event.pos[1] > thumb.centery else -1))
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.inflate(12, 0).collidepoint(event.pos)
            if self.drag:
                start_y, start_offset = self.drag
                travel = self.rect.height - self.thumb().height
                if travel > 0:
                    self.scroll_to(start_offset + (event.pos[1] - start_y) * self.max_offset / travel)
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            self.drag = None
            return True
        return False

    def draw(self, surface) -> None:
        if not self.needed:
            return
        pygame.draw.rect(surface, (226, 229, 236), self.rect, border_radius=self.rect.width // 2)
        colour = ACCENT if (self.drag or self.hover) else (150, 158, 174)
        pygame.draw.rect(surface, colour, self.thumb(), border_radius=self.rect.width // 2)


# ------------------------------------------------------------------ dialogs
class Dialog(Scene):
    """A modal panel over a veil. Subclasses fill `self.buttons` and draw their body. A
    button's tooltip (a greyed one's reason first) shows when the mouse rests on it."""

    overlay = True
    name = "dialog"
    WIDTH = 620
    PAD = 36
    TEXT_SIZE = 28

    def __init__(self, app):
        super().__init__(app)
        self.buttons = ButtonRow()
        self.closed = False
        self.tip = Tooltip()

    def tip_buttons(self) -> list:
        """The buttons whose tooltips show (a subclass adds its own rows)."""
        return self.buttons.buttons

    def update(self, dt: float) -> None:
        self.tip.update(dt)

    def next_frame_in(self) -> float | None:
        return self.tip.next_frame_in()

    # subclasses: body height for the current language, and drawing it
    def body_height(self) -> int:
        return 0

    def draw_body(self, surface, rect) -> None:
        pass

    def cancel(self) -> None:
        self.close()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.app.scene is self:
            self.app.pop()
        elif self in self.app.scenes:
            self.app.scenes.remove(self)

    def box(self) -> pygame.Rect:
        h = self.PAD * 2 + self.body_height() + 28 + 54
        return pygame.Rect((SCREEN_W - self.WIDTH) // 2, (SCREEN_H - h) // 2, self.WIDTH, h)

    def place_buttons(self) -> None:
        box = self.box()
        x = box.right - self.PAD
        for b in reversed(self.buttons.buttons):
            b.rect.size = (max(150, self.app.fonts.font(b.size, b.primary).size(b.label())[0] + 48), 54)
            b.rect.bottomright = (x, box.bottom - self.PAD)
            x = b.rect.left - 16

    def handle(self, event) -> None:
        self.tip.handle(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return
        self.place_buttons()
        self.buttons.handle(event)

    def text_lines(self, text: str) -> list[str]:
        return wrap_long(self.app.fonts, text, self.TEXT_SIZE, self.WIDTH - 2 * self.PAD)

    def line_h(self) -> int:
        return self.app.fonts.font(self.TEXT_SIZE).get_linesize() + 4

    def draw_text(self, surface, text, x, y) -> int:
        for line in self.text_lines(text):
            self.app.fonts.draw(surface, line, (x, y), self.TEXT_SIZE, INK)
            y += self.line_h()
        return y

    def draw(self, surface) -> None:
        veil(surface)
        box = self.box()
        panel(surface, box, PAPER, radius=16)
        pygame.draw.rect(surface, ACCENT, (box.x, box.y, box.width, 8),
                         border_top_left_radius=16, border_top_right_radius=16)
        self.draw_body(surface, pygame.Rect(box.x + self.PAD, box.y + self.PAD,
                                            box.width - 2 * self.PAD, self.body_height()))
        self.place_buttons()
        self.buttons.draw(surface, self.app.fonts)
        found = button_tip(self.tip_buttons(), self.tip.pos) if self.tip.due() else None
        self.tip.draw(surface, self.app.fonts, *(found or ([], None)))


class MessageDialog(Dialog):
    name = "dialog_message"

    def __init__(self, app, text: str, on_close=None):
        super().__init__(app)
        self.text = text
        self.on_close = on_close
        self.buttons.add(Button((0, 0, 150, 54), lambda: self.t("dialog.ok"), self.ok, primary=True))

    def body_height(self) -> int:
        return len(self.text_lines(self.text)) * self.line_h()

    def draw_body(self, surface, rect) -> None:
        self.draw_text(surface, self.text, rect.x, rect.y)

    def ok(self) -> None:
        self.close()
        if self.on_close:
            self.on_close()

    def cancel(self) -> None:
        self.ok()

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ok()
            return
        super().handle(event)


class ConfirmDialog(Dialog):
    """A question with No and Yes on the right; `other` = (label, action) adds a third
    answer on the left (e.g. "Continue it"). Enter says yes unless `enter_says_yes` is
    False (for a yes that discards something); Escape is always No."""

    name = "dialog_confirm"

    def __init__(self, app, text: str, on_yes, yes_label=None, no_label=None, on_no=None,
                 other=None, enter_says_yes: bool = True):
        super().__init__(app)
        self.text = text
        self.on_yes, self.on_no = on_yes, on_no
        self.enter_says_yes = enter_says_yes
        yes = yes_label or (lambda: self.t("dialog.yes"))
        no = no_label or (lambda: self.t("dialog.no"))
        self.buttons.add(Button((0, 0, 150, 54), no, self.cancel))
        self.buttons.add(Button((0, 0, 150, 54), yes, self.yes, primary=True))
        self.other_button = None
        if other is not None:
            self.WIDTH = 720
            label, self.on_other = other
            self.other_button = Button((0, 0, 150, 54), label, self.other)
            self.buttons.add(self.other_button)

    def place_buttons(self) -> None:
        if self.other_button is None:
            super().place_buttons()
            return
        box = self.box()
        x = box.right - self.PAD
        for b in reversed(self.buttons.buttons[:2]):
            b.rect.size = (max(150, self.app.fonts.font(b.size, b.primary).size(b.label())[0] + 48), 54)
            b.rect.bottomright = (x, box.bottom - self.PAD)
            x = b.rect.left - 16
        b = self.other_button
        b.rect.size = (max(150, self.app.fonts.font(b.size, b.primary).size(b.label())[0] + 48), 54)
        b.rect.bottomleft = (box.x + self.PAD, box.bottom - self.PAD)

    def other(self) -> None:
        self.close()
        self.on_other()

    def body_height(self) -> int:
        return len(self.text_lines(self.text)) * self.line_h()

    def draw_body(self, surface, rect) -> None:
        self.draw_text(surface, self.text, rect.x, rect.y)

    def yes(self) -> None:
        self.close()
        if self.on_yes:
            self.on_yes()

    def cancel(self) -> None:
        self.close()
        if self.on_no:
            self.on_no()

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.enter_says_yes:
                self.yes()
            return
        super().handle(event)


class TextInputDialog(Dialog):
    """Ask for a short text. The initial text starts selected: typing replaces it."""

    name = "dialog_text_input"
    FIELD_H = 58
    FIELD_SIZE = 32

    def __init__(self, app, prompt: str, initial: str, on_ok, on_cancel=None, max_length: int = 40):
        super().__init__(app)
        self.prompt = prompt
        self.text = initial or ""
        self.selected = bool(self.text)
        self.on_ok, self.on_cancel = on_ok, on_cancel
        self.max_length = max_length
        self.blink = 0.0
        self.buttons.add(Button((0, 0, 150, 54), lambda: self.t("dialog.cancel"), self.cancel))
        self.buttons.add(Button((0, 0, 150, 54), lambda: self.t("dialog.ok"), self.ok, primary=True,
                                enabled=lambda: bool(self.text.strip()), why=lambda: self.t("ui.why.name_first")))
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass

    def body_height(self) -> int:
        return len(self.text_lines(self.prompt)) * self.line_h() + 14 + self.FIELD_H

    def field_rect(self) -> pygame.Rect:
        box = self.box()
        top = box.y + self.PAD + len(self.text_lines(self.prompt)) * self.line_h() + 14
        return pygame.Rect(box.x + self.PAD, top, box.width - 2 * self.PAD, self.FIELD_H)

    def close(self) -> None:
        try:
            pygame.key.stop_text_input()
        except pygame.error:
            pass
        super().close()

    def ok(self) -> None:
        if not self.text.strip():
            return
        self.close()
        self.on_ok(self.text.strip())

    def cancel(self) -> None:
        self.close()
        if self.on_cancel:
            self.on_cancel()

    def type_text(self, text: str) -> None:
        if self.selected:
            self.text, self.selected = "", False
        text = "".join(c for c in text if c.isprintable())
        self.text = (self.text + text)[: self.max_length]
        self.blink = 0.0

    def handle(self, event) -> None:
        if event.type == pygame.TEXTINPUT:
            self.type_text(event.text)
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.ok()
                return
            if event.key == pygame.K_BACKSPACE:
                if self.selected:
                    self.text, self.selected = "", False
                elif event.mod & pygame.KMOD_CTRL:
                    self.text = self.text.rstrip().rpartition(" ")[0]
                    self.text = f"{self.text} " if self.text else ""
                else:
                    self.text = self.text[:-1]
                self.blink = 0.0
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_END, pygame.K_HOME):
                self.selected = False
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.field_rect().collidepoint(event.pos):
            self.selected = False
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.blink += dt

    def next_frame_in(self) -> float | None:
        """The caret shows for 0.6 s of every second: wake for its next change."""
        phase = self.blink % 1.0
        caret = (0.6 - phase if phase < 0.6 else 1.0 - phase) + 0.001
        tip = super().next_frame_in()
        return caret if tip is None else min(caret, tip)

    def draw_body(self, surface, rect) -> None:
        self.draw_text(surface, self.prompt, rect.x, rect.y)
        field = self.field_rect()
        pygame.draw.rect(surface, (255, 255, 255), field, border_radius=10)
        pygame.draw.rect(surface, ACCENT, field, 2, border_radius=10)
        inner = field.inflate(-28, -12)
        fonts = self.app.fonts
        surf = fonts.render(self.text, self.FIELD_SIZE, INK) if self.text else None
        width = surf.get_width() if surf else 0
        shift = max(0, width - inner.width + 4)      # keep the end of a long text in view
        x = inner.x - shift
        old_clip = surface.get_clip()
        surface.set_clip(inner)
        if self.selected and surf:
            pygame.draw.rect(surface, (198, 218, 250),
                             (x - 2, inner.centery - surf.get_height() // 2 - 2, width + 4, surf.get_height() + 4))
        if surf:
            surface.blit(surf, surf.get_rect(midleft=(x, inner.centery)))
        if not self.selected and (self.blink % 1.0) < 0.6:
            cx = x + width + 2
            pygame.draw.line(surface, INK, (cx, inner.centery - 15), (cx, inner.centery + 15), 2)
        surface.set_clip(old_clip)


class ChoicesDialog(Dialog):
    """A set-up's rulings, one row each: a bold title, a button that cycles its value and
    a plain line saying what the value means; OK (or Enter, or Esc) closes it. `rows` are
    dicts of callables: title(), word(), line() and change() (the next value)."""

    name = "dialog_choices"
    WIDTH = 900
    ROW_H = 90
    TITLE_SIZE = 30
    LINE_SIZE = 20
    CHOICE_W = 220

    def __init__(self, app, title, rows: list, on_close=None):
        super().__init__(app)
        self.title = title
        self.rows = rows
        self.on_close = on_close
        self.choice_buttons = ButtonRow([Button((0, 0, self.CHOICE_W, 44), row["word"], row["change"], size=22,
                                         tooltip=row.get("tip")) for row in rows])
        self.buttons.add(Button((0, 0, 150, 54), lambda: self.t("dialog.ok"), self.close, primary=True))

    def tip_buttons(self) -> list:
        return self.choice_buttons.buttons + self.buttons.buttons

    def close(self) -> None:
        was_closed = self.closed
        super().close()
        if not was_closed and self.on_close:
            self.on_close()

    def body_height(self) -> int:
        return 54 + len(self.rows) * self.ROW_H

    def place_choices(self) -> None:
        box = self.box()
        top = box.y + self.PAD + 54
        for k, button in enumerate(self.choice_buttons.buttons):
            button.rect.topright = (box.right - self.PAD, top + k * self.ROW_H)

    def handle(self, event) -> None:
        self.tip.handle(event)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
            return
        self.place_choices()
        if self.choice_buttons.handle(event):
            return
        super().handle(event)

    def draw_body(self, surface, rect) -> None:
        fonts = self.app.fonts
        fonts.draw(surface, self.title() if callable(self.title) else self.title, rect.topleft,
                   self.TITLE_SIZE, INK, True)
        self.place_choices()
        text_w = rect.width - self.CHOICE_W - 24
        for k, row in enumerate(self.rows):
            y = rect.y + 54 + k * self.ROW_H
            fonts.draw(surface, row["title"](), (rect.x, y + 4), 24, INK, True)
            for j, line in enumerate(wrap_long(fonts, row["line"](), self.LINE_SIZE, text_w)[:2]):
                fonts.draw(surface, line, (rect.x, y + 36 + j * 22), self.LINE_SIZE, MUTED)
        self.choice_buttons.draw(surface, fonts)

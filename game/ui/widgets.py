"""Text, buttons and panels shared by every scene."""
from __future__ import annotations

import os
from collections import OrderedDict

import pygame

from game.ui import sound, text_audit
from game.ui.assets import SurfaceCache

INK = (30, 36, 52)
PAPER = (246, 243, 236)
ACCENT = (46, 111, 216)
MUTED = (120, 128, 144)
DANGER = (192, 57, 43)         # a refusal, after a click (never on hover)
NOTE = (70, 80, 104)            # a hover explanation's box (why not here, what it costs): neutral
GOOD = (0, 130, 90)
SHADOW = (0, 0, 0, 70)
TEXT_CACHE_BYTES = 6 * 1024 * 1024   # rendered text kept for reuse (several screens of texts, ~800 strings)
WRAP_CACHE_ENTRIES = 2000


# Characters the bundled font has no glyph for (they would show as empty boxes), drawn
# as the nearest ones it has.
MISSING_GLYPHS = str.maketrans({"→": "›", "←": "‹", "⇒": "›", "⟶": "›", "▸": "›", "►": "›", "▶": "›"})

_DEFAULT_FONT = os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())


def _default_font(size: int) -> pygame.font.Font:
    """pygame's default font, opened by its path: Font(None, size) finds the same file
    through importlib.resources at every call (a few milliseconds of start-up), and scales
    the size by 0.6875, which is done here too so that the text looks exactly the same."""
    if os.path.exists(_DEFAULT_FONT):
        return pygame.font.Font(_DEFAULT_FONT, max(1, int(size * 0.6875)))
    return pygame.font.Font(None, size)


class Fonts:
    """Cached fonts, rendered text and wrapped paragraphs (DESIGN.md: render each string
    once). The text images are kept most-recently-used first up to TEXT_CACHE_BYTES, so
    hours of play with ever new log lines never grow the memory."""

    def __init__(self, budget: int = TEXT_CACHE_BYTES):
        self._fonts: dict = {}
        self._text = SurfaceCache(budget)
        self._wrapped: OrderedDict = OrderedDict()

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        if key not in self._fonts:
            f = _default_font(size)
            f.bold = bold
            self._fonts[key] = f
        return self._fonts[key]

    def clear(self) -> None:
        """Forget every font, text image and wrapped paragraph (a game was left: its sizes
        and texts are not the next screen's); what is asked for again is made again."""
        self._fonts.clear()
        self._text.clear()
        self._wrapped.clear()

    def render(self, text: str, size: int, colour=INK, bold: bool = False) -> pygame.Surface:
        key = (text, size, tuple(colour), bold)
        surf = self._text.get(key)
        if surf is None:
            surf = self._text.put(key, self.font(size, bold).render(text.translate(MISSING_GLYPHS), True, colour))
        return surf

    def draw(self, target, text, pos, size=24, colour=INK, bold=False, anchor="topleft"):
        surf = self.render(text, size, colour, bold)
        rect = surf.get_rect(**{anchor: pos})
        target.blit(surf, rect)
        if text_audit.recorder():
            text_audit.recorder().text(target, text, rect, surf)
        return rect

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """The lines `text` breaks into at `width` (remembered: measuring words is slow)."""
        key = (text, size, width, bold)
        lines = self._wrapped.get(key)
        if lines is None:
            lines = self._wrapped[key] = self._wrap(text, size, width, bold)
            if len(self._wrapped) > WRAP_CACHE_ENTRIES:
                self._wrapped.popitem(last=False)
        return list(lines)

    def log_rows(self, log: list, size: int, width: int, room: int, indent: int) -> list:
        """The newest entries of a game log that fit `room` rows of `width` pixels, oldest
        first, as (first line of its entry, text): whole entries only, a long one wrapped
        with its later lines `indent` pixels in; the newest alone is cut to its last rows."""
        rows: list = []
        for entry in reversed(log[-room:]):
            lines = self.wrap(entry, size, width - indent)
            wrapped = [(i == 0, line) for i, line in enumerate(lines)]
            if rows and len(rows) + len(wrapped) > room:
                break
            rows = wrapped + rows
        return rows[-room:]

    def _wrap(self, text: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
        font = self.font(size, bold)
        lines: list[str] = []
        for paragraph in text.translate(MISSING_GLYPHS).split("\n"):
            line = ""
            for word in paragraph.split(" "):
                trial = f"{line} {word}".strip()
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return tuple(lines)

    def draw_wrapped(self, target, text, rect, size=22, colour=INK, bold=False, spacing=4) -> int:
        y = rect.top
        for line in self.wrap(text, size, rect.width, bold):
            self.draw(target, line, (rect.left, y), size, colour, bold)
            y += self.font(size, bold).get_linesize() + spacing - 4
        return y


SHADOW_CACHE_BYTES = 4 * 1024 * 1024    # panel shadows kept for reuse, most recently used first
_SHADOWS = SurfaceCache(SHADOW_CACHE_BYTES)


def clear_shadows() -> None:
    """Forget the panel shadows (a game was left: its panels' sizes go with it)."""
    _SHADOWS.clear()


def _shadow(size, radius) -> pygame.Surface:
    """Soft drop shadows are cached by size: building one costs more than blitting it.
    Every panel size of every screen would otherwise stay (a big panel's shadow is 2 MB),
    so the cache keeps the most recently used within SHADOW_CACHE_BYTES."""
    key = (tuple(size), radius)
    shade = _SHADOWS.get(key)
    if shade is None:
        shade = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(shade, SHADOW, shade.get_rect(), border_radius=radius)
        _SHADOWS.put(key, shade)
    return shade


def panel(target, rect, colour=PAPER, radius=12, border=(188, 194, 206), shadow=True) -> None:
    rect = pygame.Rect(rect)
    if text_audit.recorder():
        text_audit.recorder().box(target, rect)
    if shadow:
        target.blit(_shadow(rect.size, radius), rect.move(3, 4))
    pygame.draw.rect(target, colour, rect, border_radius=radius)
    if border:
        pygame.draw.rect(target, border, rect, 1, border_radius=radius)


# The input guard (DESIGN.md, "nothing moves under the pointer"): a control that appears
# under the pointer, where the pointer did not already rest on that same control, ignores
# clicks for a moment, so a click aimed at what was there (a quick second click, a tap
# just as a phase ends) does not press the new control. Time is the App's clock (real time
# in play, the frames' own time in tests), the pointer is the last position any event had.
INPUT_GUARD = 0.4               # seconds a control that appeared under the pointer stays deaf
_guard = {"clock": 0.0, "pointer": None, "seen": {}, "until": 0.0}    # "seen": rect -> the control last drawn there


def reset_guard() -> None:
    """A new App starts with no pointer and nothing seen (tests make many in one process)."""
    _guard.update(clock=0.0, pointer=None, seen={}, until=0.0)


def tick(dt: float) -> None:
    """The App advances the guard's clock once a frame."""
    _guard["clock"] += dt


def note_event(event) -> None:
    """The App shows the guard every event first: it follows the pointer."""
    pos = getattr(event, "pos", None)
    if pos is not None and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        _guard["pointer"] = tuple(pos)


def control_shown(rect, key) -> float | None:
    """Record that a control (`key` tells one control from another: a button's label) is
    drawn at `rect`. The first time an object draws, it calls this and keeps the answer:
    until when it must ignore clicks (it appeared under the pointer, where the same control
    was not the last one drawn), or None."""
    rect = pygame.Rect(rect)
    pointer, seen = _guard["pointer"], _guard["seen"]
    new_under_pointer = pointer is not None and rect.collidepoint(pointer) and not any(
        old == key and pygame.Rect(spot).collidepoint(pointer) for spot, old in seen.items())
    control_drawn(rect, key)
    if not new_under_pointer:
        return None
    _guard["until"] = max(_guard["until"], _guard["clock"] + INPUT_GUARD)
    return _guard["clock"] + INPUT_GUARD


def control_drawn(rect, key) -> None:
    """What stands at `rect` now: it replaces whatever other control overlapped it (a choice
    drawn over the End turn button's place forgets that End turn stood there)."""
    spot, seen = tuple(rect), _guard["seen"]
    if seen.get(spot) == key:
        return
    rect = pygame.Rect(rect)
    for other in [other for other in seen if rect.colliderect(other)]:
        del seen[other]
    if len(seen) > 400:         # screens come and go: forget the oldest places
        for other in list(seen)[:200]:
            del seen[other]
    seen[spot] = key


def deaf(until: float | None) -> bool:
    """True while a control guarded `until` then must still ignore clicks."""
    return until is not None and _guard["clock"] < until


def guard_pending() -> bool:
    """Some control shown lately still ignores clicks (tests wait as a person would)."""
    return _guard["clock"] < _guard["until"]


class Button:
    """A clickable label. `label` is a callable so that text follows the language.
    Guarded (INPUT_GUARD) from its first draw when it appears under the pointer.
    `why` (a callable giving a sentence) says why it is greyed: the first line of its
    tooltip while it is (DESIGN.md: a greyed control says why on hover)."""

    def __init__(self, rect, label, on_click, enabled=True, size=26, primary=False, tooltip=None, why=None):
        self.rect = pygame.Rect(rect)
        self.label = label if callable(label) else (lambda text=label: text)
        self.on_click = on_click
        self.enabled = enabled
        self.size = size
        self.primary = primary
        self.tooltip = tooltip
        self.why = why
        self.hover = False
        self.visible = True
        self.shown = False              # drawn at least once (the input guard starts then)
        self.deaf_until: float | None = None

    def is_enabled(self) -> bool:
        return self.enabled() if callable(self.enabled) else bool(self.enabled)

    def handle(self, event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEBUTTONDOWN) \
                and (not self.shown or deaf(self.deaf_until)) and self.rect.collidepoint(event.pos):
            # Not yet on screen (made by a click earlier in this frame: a double click's
            # second half), or it has just appeared under the pointer: not meant for it.
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.rect.collidepoint(event.pos) and self.is_enabled():
                self.on_click()
                sound.click()       # after: a volume or mute just chosen applies to it
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.rect.collidepoint(event.pos)
        return False

    def note_shown(self) -> None:
        """Start the input guard on the first draw (a button shown again after being hidden
        counts as appearing anew); every draw tells the guard what stands here."""
        if not self.shown:
            self.shown = True
            self.deaf_until = control_shown(self.rect, self.label())
        else:
            control_drawn(self.rect, self.label())

    def draw(self, target, fonts: Fonts) -> None:
        if not self.visible:
            self.shown = False
            return
        self.note_shown()
        enabled = self.is_enabled()
        if not enabled:
            fill, ink = (214, 214, 218), (150, 150, 158)
        elif self.primary:
            fill, ink = ((70, 135, 235) if self.hover else ACCENT), (255, 255, 255)
        else:
            fill, ink = ((255, 255, 255) if self.hover else (236, 238, 244)), INK
        panel(target, self.rect, fill, radius=10, shadow=enabled)
        fonts.draw(target, self.label(), self.rect.center, self.size, ink, bold=self.primary,
                   anchor="center")


class ChoiceButton(Button):
    """A button that cycles through choices: a blue rim and a "›" say it can be clicked,
    and it lights up under the mouse (a disabled one is drawn as a plain one)."""

    def draw(self, target, fonts):
        if not self.visible or not self.is_enabled():
            super().draw(target, fonts)
            return
        self.note_shown()
        fill = (222, 234, 252) if self.hover else (255, 255, 255)
        panel(target, self.rect, fill, radius=10, border=None)
        pygame.draw.rect(target, ACCENT, self.rect, 3 if self.hover else 2, border_radius=10)
        fonts.draw(target, self.label(), (self.rect.centerx - 8, self.rect.centery), self.size, INK,
                   anchor="center")
        fonts.draw(target, "›", (self.rect.right - 14, self.rect.centery - 2), 34, ACCENT, True, "center")


class ButtonRow:
    """Buttons handled and drawn together."""

    def __init__(self, buttons=None):
        self.buttons: list[Button] = list(buttons or [])

    def add(self, button: Button) -> Button:
        self.buttons.append(button)
        return button

    def handle(self, event) -> bool:
        return any(b.handle(event) for b in list(self.buttons))

    def draw(self, target, fonts: Fonts) -> None:
        for b in self.buttons:
            b.draw(target, fonts)


TOOLTIP_DELAY = 0.4         # seconds the mouse rests before a tooltip shows
TOOLTIP_WIDTH = 340
TOOLTIP_SIZE = 21
TOOLTIP_FILL = (255, 252, 240)
TOOLTIP_RIM = (90, 70, 80)
WINDOW = pygame.Rect(0, 0, 1280, 800)      # the scene's logical size (app.LOGICAL_SIZE)


class Tooltip:
    """A short explanation of what the mouse rests on. The scene feeds it its events and
    frame times and, when `due()`, asks what lies under `pos` and draws the lines: the
    first in bold, the box beside the mouse, clear of the thing pointed at (`avoid`) and
    inside the window, painted over everything (draw_tooltip: one tooltip a frame).
    `shown` holds the lines drawn last and `box` where (tests, screenshots)."""

    def __init__(self, delay: float = TOOLTIP_DELAY, width: int = TOOLTIP_WIDTH):
        self.delay = delay
        self.width = width
        self.pos = None
        self.still = 0.0
        self.shown: list[str] = []
        self.box: pygame.Rect | None = None
        # (rect, lines) after a click: while the mouse stays where it clicked (a release or
        # a jitter reported as a motion), the same lines (None: any) stay hidden, so what
        # the click brought (a hint's answer) shows; a button that now means something
        # else says so.
        self.muted: tuple | None = None

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            if event.pos != self.pos or self.still < 0:
                self.pos, self.still = event.pos, 0.0
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.KEYDOWN):
            self.still = -1e9           # a click or a key hides it until the mouse moves again
            at = getattr(event, "pos", None) or self.pos
            if at is not None and not (self.muted and self.muted[0].collidepoint(at)):
                # what was clicked keeps it hidden (draw), a second click there too
                self.muted = (pygame.Rect(at[0] - 4, at[1] - 4, 9, 9), list(self.shown) or None)
        elif event.type == pygame.WINDOWLEAVE:
            self.pos = None

    def update(self, dt: float) -> None:
        if self.pos is not None:
            self.still += dt

    def due(self) -> bool:
        return self.pos is not None and self.still >= self.delay

    def next_frame_in(self) -> float | None:
        """Seconds until the tooltip is due (so an idle app wakes up to show it)."""
        if self.pos is None or self.still >= self.delay or self.still < 0:
            return None
        return max(0.0, self.delay - self.still)

    def hide(self) -> None:
        self.shown, self.box = [], None

    def point(self, pos) -> None:
        """Show the tooltip of `pos` at once, as if the mouse had rested there (screenshots)."""
        self.pos, self.still = tuple(pos), self.delay

    def draw(self, surface, fonts: Fonts, lines, avoid=None) -> None:
        """Draw `lines` (strings; the first is the title) near the mouse, or nothing."""
        lines = [line for line in (lines or []) if line]
        if self.muted and self.pos is not None and not self.muted[0].collidepoint(self.pos):
            self.muted = None
        if self.muted and self.muted[1] in (None, lines):
            lines = []
        if not self.due() or not lines:
            self.hide()
            return
        self.shown = list(lines)
        self.box = draw_tooltip(surface, fonts, lines, self.pos, avoid, self.width)


def tooltip_box(size, pos, avoid=None, bounds=WINDOW) -> pygame.Rect:
    """Where a box of `size` goes: below-right of the mouse if it fits, else the first of
    below, above, right and left of `avoid` (the thing pointed at) that it does not cover,
    always inside `bounds`."""
    w, h = size
    avoid = pygame.Rect(avoid) if avoid is not None else pygame.Rect(pos[0] - 8, pos[1] - 8, 16, 16)
    pointer = pygame.Rect(pos[0] - 10, pos[1] - 10, 30, 34)      # the arrow itself
    keep = avoid.union(pointer)
    candidates = [(pos[0] + 18, keep.bottom + 6), (pos[0] - w // 2, keep.bottom + 6),
                  (pos[0] - w // 2, keep.top - h - 6), (keep.right + 8, pos[1] - h // 2),
                  (keep.left - w - 8, pos[1] - h // 2)]
    first = None
    for x, y in candidates:
        box = pygame.Rect(x, y, w, h).clamp(bounds)
        first = first or box
        if not box.colliderect(keep):
            return box
    return first


# One tooltip at a time, on top of everything (DESIGN.md, "Explained, not scolded"): a
# scene asks for its tooltip while it draws (draw_tooltip lays it out and returns its
# box); the App paints the last one its top scene asked for after the whole frame, over
# the hint line, a lesson's panel and the toasts. A scene under a dialog shows none.
_tooltip: dict = {"asked": None}


def draw_tooltip(surface, fonts: Fonts, lines, pos, avoid=None, width=TOOLTIP_WIDTH,
                 size=TOOLTIP_SIZE) -> pygame.Rect:
    """This frame's tooltip: `lines` (the first a bold title when there are several) in a
    box beside `pos`, clear of `avoid`, inside the window (a long text is set smaller).
    It replaces any other asked for in this frame; painted by paint_tooltip."""
    while True:
        wrapped = []
        for i, line in enumerate(lines):
            title = i == 0 and len(lines) > 1      # a lone line is plain text, not a title
            wrapped += [(title, w) for w in fonts.wrap(line, size, width - 20, title)]
        step = fonts.font(size).get_linesize() + 1
        height = 12 + step * len(wrapped)
        if height <= WINDOW.height or size <= 12:
            break
        size -= 1
    used = max(fonts.font(size, bold).size(text)[0] for bold, text in wrapped)
    box = tooltip_box((min(WINDOW.width, used + 20), min(WINDOW.height, height)), pos, avoid)
    _tooltip["asked"] = (wrapped, box, size, step, fonts)
    return box


def forget_tooltip() -> None:
    """No tooltip asked for yet in this frame (the App, before each scene draws)."""
    _tooltip["asked"] = None


def paint_tooltip(surface) -> pygame.Rect | None:
    """Paint the frame's one tooltip, if a scene asked for one (the App, last of all)."""
    asked, _tooltip["asked"] = _tooltip["asked"], None
    if asked is None:
        return None
    wrapped, box, size, step, fonts = asked
    panel(surface, box, TOOLTIP_FILL, radius=8, border=TOOLTIP_RIM)
    y = box.y + 6
    for bold, text in wrapped:
        fonts.draw(surface, text, (box.x + 10, y), size, INK, bold)
        y += step
    return box


def button_tip(buttons, pos):
    """(lines, rect) of the visible button under `pos` that has a tooltip, else None.
    A Button's tooltip is a callable giving a string or a list of strings; a greyed
    button's `why` comes first."""
    for b in buttons:
        why = b.why() if b.why is not None and not b.is_enabled() else ""
        if b.visible and (b.tooltip or why) and b.rect.collidepoint(pos):
            tip = (b.tooltip() if callable(b.tooltip) else b.tooltip) or []
            lines = [tip] if isinstance(tip, str) else list(tip)
            return ([why] if why else []) + lines, b.rect
    return None

"""Text, buttons and panels shared by every scene."""
from __future__ import annotations

import os
from collections import OrderedDict

import pygame

from game.ui import sound

INK = (30, 36, 52)
PAPER = (246, 243, 236)
ACCENT = (46, 111, 216)
MUTED = (120, 128, 144)
DANGER = (192, 57, 43)
GOOD = (0, 130, 90)
SHADOW = (0, 0, 0, 70)
TEXT_CACHE_BYTES = 24 * 1024 * 1024   # rendered text kept for reuse (about 6000 log lines)
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
        self._text: OrderedDict = OrderedDict()
        self._wrapped: OrderedDict = OrderedDict()
        self.budget = budget
        self.bytes = 0

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        if key not in self._fonts:
            f = _default_font(size)
            f.bold = bold
            self._fonts[key] = f
        return self._fonts[key]

    def render(self, text: str, size: int, colour=INK, bold: bool = False) -> pygame.Surface:
        key = (text, size, tuple(colour), bold)
        cache = self._text
        surf = cache.get(key)
        if surf is not None:
            cache.move_to_end(key)
            return surf
        surf = self.font(size, bold).render(text.translate(MISSING_GLYPHS), True, colour)
        cache[key] = surf
        self.bytes += surf.get_pitch() * surf.get_height()
        while self.bytes > self.budget and len(cache) > 1:
            _, old = cache.popitem(last=False)
            self.bytes -= old.get_pitch() * old.get_height()
        return surf

    def draw(self, target, text, pos, size=24, colour=INK, bold=False, anchor="topleft"):
        surf = self.render(text, size, colour, bold)
        rect = surf.get_rect(**{anchor: pos})
        target.blit(surf, rect)
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


_SHADOWS: dict = {}


def _shadow(size, radius) -> pygame.Surface:
    """Soft drop shadows are cached by size: building one costs more than blitting it."""
    key = (size, radius)
    if key not in _SHADOWS:
        if len(_SHADOWS) > 256:
            _SHADOWS.clear()
        shade = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(shade, SHADOW, shade.get_rect(), border_radius=radius)
        _SHADOWS[key] = shade
    return _SHADOWS[key]


def panel(target, rect, colour=PAPER, radius=12, border=(188, 194, 206), shadow=True) -> None:
    rect = pygame.Rect(rect)
    if shadow:
        target.blit(_shadow(rect.size, radius), rect.move(3, 4))
    pygame.draw.rect(target, colour, rect, border_radius=radius)
    if border:
        pygame.draw.rect(target, border, rect, 1, border_radius=radius)


class Button:
    """A clickable label. `label` is a callable so that text follows the language."""

    def __init__(self, rect, label, on_click, enabled=True, size=26, primary=False, tooltip=None):
        self.rect = pygame.Rect(rect)
        self.label = label if callable(label) else (lambda text=label: text)
        self.on_click = on_click
        self.enabled = enabled
        self.size = size
        self.primary = primary
        self.tooltip = tooltip
        self.hover = False
        self.visible = True

    def is_enabled(self) -> bool:
        return self.enabled() if callable(self.enabled) else bool(self.enabled)

    def handle(self, event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.rect.collidepoint(event.pos) and self.is_enabled():
                self.on_click()
                sound.click()       # after: a volume or mute just chosen applies to it
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.rect.collidepoint(event.pos)
        return False

    def draw(self, target, fonts: Fonts) -> None:
        if not self.visible:
            return
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

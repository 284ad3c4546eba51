"""The rules viewer: a game's Markdown rules (seeds/<game>.<lang>.md), laid out once per
language and width, drawn a visible strip at a time.

Layout measures text only (font.size); a line is rendered to a surface the first time it
comes into view (or a little before, within a small time budget in update) and kept in a
bounded cache, so a frame blits a screenful of ready surfaces.

Players read the player view (markdown.player_view: no rule ids, [HOUSE] / [INTERP] as
plain-words badges, no option or data names); the "Details for testers" switch, kept in
the settings, shows the documents as written."""
from __future__ import annotations

import bisect
import re

import pygame

from game.scenes.dialogs import HEADER_H, Scrollbar, back_button, backdrop, header
from game.scenes import rules_pictures
from game.scenes.markdown import Span, parse, player_view
from game.scenes.title import game_name, rules_path
from game.ui.assets import SurfaceCache
from game.ui.scene import Scene
from game.ui.widgets import ACCENT, INK, MISSING_GLYPHS, MUTED, Button, ButtonRow, panel

PANEL = pygame.Rect(348, HEADER_H + 18, 908, 800 - HEADER_H - 36)
SIDEBAR = pygame.Rect(24, HEADER_H + 18, 304, 800 - HEADER_H - 36)       # long headings fit whole
PAD_X, PAD_Y = 44, 14         # PAD_Y: space above the first and below the last line
SCROLLBAR_W = 12
TEXT_W = PANEL.width - 2 * PAD_X - SCROLLBAR_W
VIEW = pygame.Rect(PANEL.x + 2, PANEL.y + 12, PANEL.width - 4 - SCROLLBAR_W - 16, PANEL.height - 24)

BG = (255, 255, 255)
BODY = 27
TABLE_SIZE = 24
TABLE_MIN_SIZE = 17
HEADING_SIZES = {1: 54, 2: 42, 3: 33, 4: 29, 5: 27, 6: 27}
CODE_SIZE = 17
CODE_INK = (52, 84, 120)
QUOTE_INK = (88, 96, 112)
RULE_TAG = (ACCENT, (228, 238, 252))        # ids such as [ZEF-FLY]: text, pill
NOTE_TAG = ((166, 88, 16), (252, 238, 218))  # [HOUSE], [INTERP], [A], [PH] ...
TABLE_HEAD_BG = (233, 239, 248)
TABLE_STRIPE = (248, 249, 252)
TABLE_LINE = (214, 219, 228)
CODE_BG = (242, 244, 248)
TAG_PAD = 7
WHEEL_STEP = 84
# Rendered lines kept per layout: more than the lines warmed around the view (half a view
# above and below it: 2 views' height, 5-8 MB), fewer than the 160 lines (22 MB) kept before.
LINE_CACHE_BYTES = 10 * 1024 * 1024
LAYOUT_CACHE_BYTES = 8 * 1024 * 1024     # laid-out documents (their ops; pictures are apart)
LAYOUT_BYTES_PER_CHAR = 32               # a layout's Python objects per character of its text (measured)
CONTENTS_SIZES = (23, 22, 21, 20, 19, 18, 17, 16)     # the contents' text, largest first
CONTENTS_PAD = 14                                   # room above and below an entry's lines
BLOCKS_PER_FRAME = 6       # blocks laid out a frame after the first screen (about 1.5 ms)
RENDER_PER_FRAME = 6       # lines drawn anew in one frame: those in view first, then near it
WRAP_SLACK = 24           # pixels: a line this close to the edge is measured as drawn
MONO_NAMES = "dejavusansmono,liberationmono,couriernew,courier,monospace"


class DocFonts:
    """Fonts for documents: the app's face (also italic) plus a monospace face for code."""

    def __init__(self):
        self._fonts: dict = {}
        self._mono_path = pygame.font.match_font(MONO_NAMES)

    def get(self, size: int, bold: bool = False, italic: bool = False, mono: bool = False):
        key = (size, bold, italic, mono)
        font = self._fonts.get(key)
        if font is None:
            if mono:
                try:
                    font = pygame.font.Font(self._mono_path, size) if self._mono_path \
                        else pygame.font.Font(None, round(size * 1.45))
                except (OSError, pygame.error):
                    font = pygame.font.Font(None, round(size * 1.45))
            else:
                font = pygame.font.Font(None, size)
            font.bold, font.italic = bold, italic
            self._fonts[key] = font
        return font


class Line:
    __slots__ = ("y", "h", "ops")

    def __init__(self, y: int, h: int, ops: list):
        self.y, self.h, self.ops = y, h, ops


def _tag_colours(text: str):
    return RULE_TAG if "-" in text else NOTE_TAG


class Layout:
    """A document laid out at one width: lines with drawing ops, heading positions.

    Laying out a long document takes a noticeable moment, so a viewer may ask for just
    the first screen (`first_height`) and lay out the rest a few blocks a frame
    (`lay_more`); `headings` lists every heading from the start, for the contents."""

    def __init__(self, blocks, width: int, fonts: DocFonts, first_height: int | None = None,
                 pictures=None):
        self.fonts = fonts
        self.pictures = pictures        # (name, caption) -> (surface, drawn): rules_pictures.picture
        self.picture_names: list[tuple[str, bool]] = []      # (name, drawn) of those laid out
        self.width = width
        self.blocks = blocks
        self.headings = [(b.level, b.text) for b in blocks if b.kind == "heading"]
        self.lines: list[Line] = []
        self.tops: list[int] = []
        self.sections: list[tuple[int, str, int]] = []     # (level, text, y) of those laid out
        self.cache = SurfaceCache(LINE_CACHE_BYTES)      # line index -> its rendered surface
        self.y = 0
        self.space_w: dict = {}
        self._widths: dict = {}            # (font, text) -> pixels: words repeat a lot
        self.next_block = 0
        while not self.done and (first_height is None or self.y <= first_height):
            if first_height is not None and self.y > first_height // 2 \
                    and self.blocks[self.next_block].kind == "picture":
                break           # below the first screen: drawn in a later frame (lay_more)
            self.lay_more(1)

    @property
    def done(self) -> bool:
        return self.next_block >= len(self.blocks)

    def lay_more(self, count: int | None = None) -> None:
        """Lay out the next `count` blocks (all that are left: None). A picture is drawn
        when it is laid out, so a frame's share (a count) stops after one."""
        end = len(self.blocks) if count is None else min(len(self.blocks), self.next_block + count)
        i = self.next_block
        while i < end:
            block = self.blocks[i]
            getattr(self, f"_lay_{block.kind}")(block, i == 0)
            i += 1
            if block.kind == "picture" and count is not None:
                break
        self.next_block = i
        self.height = self.y + 8

    # ------------------------------------------------------------ measuring
    def font_for(self, style, size: int, heading: bool = False):
        bold, italic, code, tag = style
        if tag:
            return self.fonts.get(max(12, size - 3), True)
        return self.fonts.get(size, bold or heading, italic)

    def words(self, spans, size: int, heading: bool = False) -> list:
        """Spans -> words; a word is a list of (text, style, width) pieces with no space between."""
        words, cur = [], []
        for span in spans:
            style = span.style
            for part in re.split(r"( +)", span.text):
                if not part:
                    continue
                if part.isspace():
                    if cur:
                        words.append(cur)
                        cur = []
                    continue
                w = self.text_width(self.font_for(style, size, heading), part)
                if span.tag:
                    w += 2 * TAG_PAD
                cur.append((part, style, w))
        if cur:
            words.append(cur)
        return words

    def text_width(self, font, text: str) -> int:
        key = (id(font), text)
        width = self._widths.get(key)
        if width is None:
            width = self._widths[key] = font.size(text)[0]
        return width

    def space(self, size: int, heading: bool = False) -> int:
        key = (size, heading)
        if key not in self.space_w:
            self.space_w[key] = self.fonts.get(size, heading).size(" ")[0]
        return self.space_w[key]

    def wrap(self, words, width: int, size: int, heading: bool = False) -> list[list]:
        """Words into lines no wider than `width` as drawn: near the edge a line is measured
        the way text_ops draws it (runs of one style: a run is not the sum of its words)."""
        lines, line, x = [], [], 0
        sp = self.space(size, heading)
        for word in words:
            w = sum(p[2] for p in word)
            fits = x + sp + w <= width
            if line and fits and x + sp + w > width - WRAP_SLACK:
                fits = self.drawn_width(line + [word], size, heading) <= width
            if line and not fits:
                lines.append(line)
                line, x = [], 0
            x += (sp if line else 0) + w
            line.append(word)
        if line or not lines:
            lines.append(line)
        return lines

    def drawn_width(self, line_words, size: int, heading: bool = False) -> int:
        return self.place_runs(line_words, size, heading)[1]

    def place_runs(self, line_words, size: int, heading: bool = False):
        """([x, text, style] of each run of one style, the line's drawn width)."""
        sp = self.space(size, heading)
        runs = []          # [text, style, space before]
        for wi, word in enumerate(line_words):
            for pi, (text, style, _) in enumerate(word):
                gap = wi > 0 and pi == 0
                if runs and runs[-1][1] == style and not style[3]:
                    runs[-1][0] += (" " if gap else "") + text
                else:
                    runs.append([text, style, gap])
        # place runs by measuring what will be drawn (a bold space is wider than a plain one)
        placed = []        # [x, text, style]
        x = 0
        for text, style, gap in runs:
            x += sp if gap else 0
            placed.append([x, text, style])
            x += self.text_width(self.font_for(style, size, heading), text) + (2 * TAG_PAD if style[3] else 0)
        return placed, x

    def text_ops(self, line_words, x0: int, y: int, size: int, line_h: int, colour=INK,
                 heading: bool = False, align: str = "left", width: int = 0) -> list:
        """Drawing ops for one wrapped line: runs of equal style share one render."""
        runs, x = self.place_runs(line_words, size, heading)
        return self._ops(runs, x, x0, y, size, line_h, colour, heading, align, width)

    def _ops(self, runs, x, x0, y, size, line_h, colour, heading, align, width) -> list:
        shift = 0
        if align == "right":
            shift = max(0, width - x)
        elif align == "center":
            shift = max(0, (width - x) // 2)
        ops = []
        for rx, text, style in runs:
            font = self.font_for(style, size, heading)
            th = font.get_height()
            if style[3]:
                ink, fill = _tag_colours(text)
                w = font.size(text)[0] + 2 * TAG_PAD
                pill_h = min(line_h, th + 6)
                ops.append(("rect", (x0 + shift + rx, y + (line_h - pill_h) // 2, w, pill_h), fill, 8, 0))
                ops.append(("text", x0 + shift + rx + TAG_PAD, y + (line_h - th) // 2 + 1, text,
                            (max(12, size - 3), True, False, False), ink))
                continue
            ink = CODE_INK if style[2] else colour
            ops.append(("text", x0 + shift + rx, y + (line_h - th) // 2, text,
                        (size, style[0] or heading, style[1], False), ink))
        return ops

    def add(self, h: int, ops: list) -> None:
        self.tops.append(self.y)
        self.lines.append(Line(self.y, h, ops))
        self.y += h

    # ------------------------------------------------------------ blocks
    def _flow(self, spans, size, indent=0, colour=INK, heading=False, first_ops=None, gap=16):
        lh = self.fonts.get(size, heading).get_linesize() + (6 if not heading else 4)
        lines = self.wrap(self.words(spans, size, heading), self.width - indent, size, heading)
        for i, words in enumerate(lines):
            ops = list(first_ops or []) if i == 0 else []
            ops += self.text_ops(words, indent, 0, size, lh, colour, heading)
            self.add(lh, ops)
        self.y += gap

    def _lay_heading(self, block, first):
        size = HEADING_SIZES.get(block.level, BODY)
        if not first:
            self.y += {1: 30, 2: 30, 3: 16}.get(block.level, 10)
        self.sections.append((block.level, block.text, self.y))
        self._flow(block.spans, size, heading=True, gap=0)
        if block.level <= 2:
            self.add(14, [("hline", 0, self.width, 5, (222, 226, 234), 2)])
        else:
            self.y += 8

    def _lay_paragraph(self, block, first):
        self._flow(block.spans, BODY)

    def _lay_bullet(self, block, first):
        indent = 34 + block.level * 30
        lh = self.fonts.get(BODY).get_linesize() + 6
        if block.marker == "•":
            marker = [("circle", indent - 18, lh // 2, 4, ACCENT)]
        else:
            th = self.fonts.get(BODY, True).get_height()
            marker = [("text", indent - 30, (lh - th) // 2, block.marker, (BODY, True, False, False), ACCENT)]
        self._flow(block.spans, BODY, indent=indent, first_ops=marker, gap=8)

    def _lay_quote(self, block, first):
        start = len(self.lines)
        self._flow(block.spans, BODY, indent=24, colour=QUOTE_INK)
        for line in self.lines[start:]:
            line.ops.insert(0, ("rect", (4, 0, 4, line.h), (200, 208, 222), 0, 0))

    def _lay_picture(self, block, first):
        """The picture centred, its caption below it in small italics."""
        caption = block.text
        if self.pictures is None:
            return
        surf, drawn = self.pictures(block.picture, caption)
        self.picture_names.append((block.picture, drawn))
        w, h = surf.get_size()
        if w > self.width:
            w, h = self.width, round(h * self.width / w)
        self.y += 14
        # the op names the picture, it does not hold it: the pictures' own cache bounds them
        self.add(h + 8, [("image", (self.width - w) // 2, 4, (block.picture, caption), (w, h))])
        size = BODY - 5
        lh = self.fonts.get(size).get_linesize() + 4
        spans = [Span(s.text, s.bold, True, s.code) for s in block.spans]
        for words in self.wrap(self.words(spans, size), self.width - 80, size):
            self.add(lh, self.text_ops(words, 0, 0, size, lh, QUOTE_INK, align="center", width=self.width))
        self.y += 18

    def _lay_rule(self, block, first):
        self.add(28, [("hline", 0, self.width, 14, (214, 219, 228), 2)])

    def _lay_code(self, block, first):
        font = self.fonts.get(CODE_SIZE, mono=True)
        lh = font.get_linesize() + 3
        self.add(12, [("rect", (0, 0, self.width, 12), CODE_BG, 0, 0)])
        for text in block.lines or [""]:
            self.add(lh, [("rect", (0, 0, self.width, lh), CODE_BG, 0, 0),
                          ("text", 18, 1, text.rstrip(), (CODE_SIZE, False, False, True), INK)])
        self.add(12, [("rect", (0, 0, self.width, 12), CODE_BG, 0, 0)])
        self.y += 18

    def _lay_table(self, block, first):
        pad_x, pad_y = 12, 7
        cols = len(block.align)
        # A table whose longest words cannot share the width is set smaller, down to
        # TABLE_MIN_SIZE, rather than run off the page.
        for size in range(TABLE_SIZE, TABLE_MIN_SIZE - 1, -1):
            cells = [[self.words(c, size, heading=(r == 0)) for c in row] for r, row in enumerate(block.rows)]
            sp = self.space(size)
            natural = [0] * cols
            minimum = [0] * cols
            for row in cells:
                for c, words in enumerate(row):
                    widths = [sum(p[2] for p in w) for w in words]
                    natural[c] = max(natural[c], sum(widths) + sp * max(0, len(widths) - 1) + 2 * pad_x)
                    minimum[c] = max(minimum[c], max(widths, default=0) + 2 * pad_x)
            if sum(minimum) <= self.width:
                break
        lh = self.fonts.get(size).get_linesize() + 4
        if sum(natural) <= self.width:
            widths = natural
        elif sum(minimum) >= self.width:
            widths = minimum
        else:
            extra = self.width - sum(minimum)
            flex = [n - m for n, m in zip(natural, minimum)]
            total = sum(flex) or 1
            widths = [m + extra * f // total for m, f in zip(minimum, flex)]
        table_w = sum(widths)
        xs = [sum(widths[:c]) for c in range(cols)]
        for r, row in enumerate(cells):
            wrapped = [self.wrap(words, widths[c] - 2 * pad_x, size, r == 0) for c, words in enumerate(row)]
            h = max(len(w) for w in wrapped) * lh + 2 * pad_y
            fill = TABLE_HEAD_BG if r == 0 else (TABLE_STRIPE if r % 2 == 0 else BG)
            ops = [("rect", (0, 0, table_w, h), fill, 0, 0)]
            for c, lines in enumerate(wrapped):
                for k, words in enumerate(lines):
                    ops += self.text_ops(words, xs[c] + pad_x, pad_y + k * lh, size, lh, INK,
                                         heading=(r == 0), align=block.align[c],
                                         width=widths[c] - 2 * pad_x)
                if c:
                    ops.append(("vline", xs[c], 0, h, TABLE_LINE, 1))
            if r == 0:
                ops.append(("hline", 0, table_w, 0, TABLE_LINE, 1))
            ops.append(("vline", 0, 0, h, TABLE_LINE, 1))
            ops.append(("vline", table_w - 1, 0, h, TABLE_LINE, 1))
            ops.append(("hline", 0, table_w, h - 1, TABLE_LINE, 2 if r == 0 else 1))
            self.add(h, ops)
        self.y += 22

    # ------------------------------------------------------------ rendering
    def visible(self, top: float, bottom: float) -> range:
        first = max(0, bisect.bisect_right(self.tops, top) - 1)
        last = bisect.bisect_left(self.tops, bottom)
        return range(first, min(last, len(self.lines)))

    def surface(self, index: int) -> pygame.Surface:
        surf = self.cache.get(index)
        if surf is not None:
            return surf
        line = self.lines[index]
        surf = pygame.Surface((self.width + 4, max(1, line.h)))
        surf.fill(BG)
        for op in line.ops:
            kind = op[0]
            if kind == "text":
                _, x, y, text, (size, bold, italic, mono), colour = op
                if text:
                    surf.blit(self.fonts.get(size, bold, italic, mono).render(text.translate(MISSING_GLYPHS), True, colour), (x, y))
            elif kind == "rect":
                _, rect, colour, radius, width = op
                pygame.draw.rect(surf, colour, rect, width, border_radius=radius)
            elif kind == "hline":
                _, x1, x2, y, colour, width = op
                pygame.draw.line(surf, colour, (x1, y), (x2, y), width)
            elif kind == "vline":
                _, x, y1, y2, colour, width = op
                pygame.draw.line(surf, colour, (x, y1), (x, y2), width)
            elif kind == "circle":
                _, x, y, r, colour = op
                pygame.draw.circle(surf, colour, (x, y), r)
            elif kind == "image":
                _, x, y, (name, caption), size = op
                image = self.pictures(name, caption)[0]
                if image.get_size() != size:
                    image = pygame.transform.smoothscale(image, size)
                surf.blit(image, (x, y))
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        return self.cache.put(index, surf)


BADGES = {"HOUSE": "rules.badge_house", "INTERP": "rules.badge_interp"}


def layout_for(app, game_key: str, lang: str, width: int = TEXT_W, details: bool = False):
    """(layout or None, path used) — kept on the app per game, language, width and view
    (details: the testers' view, the document as written): those of one language, the most
    recently used within LAYOUT_CACHE_BYTES."""
    path = rules_path(game_key, lang)
    store = app.__dict__.get("_rules_layouts")
    if store is None:
        store = app.__dict__["_rules_layouts"] = SurfaceCache(LAYOUT_CACHE_BYTES)
    key = (game_key, lang, str(path), width, details)
    if key in store:
        return store.get(key), path
    store.drop(lambda other: other[1] != lang)
    layout, size = None, 0
    if path is not None:
        fonts = app.__dict__.get("_rules_fonts")
        if fonts is None:
            fonts = app.__dict__["_rules_fonts"] = DocFonts()
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            pass
        else:
            blocks = parse(text)
            if not details:
                blocks = player_view(blocks, {tag: app.t(k) for tag, k in BADGES.items()})
            layout = Layout(blocks, width, fonts, first_height=2 * VIEW.height,
                            pictures=lambda name, caption: rules_pictures.picture(app, name, caption))
            size = LAYOUT_BYTES_PER_CHAR * len(text)
    store.put(key, layout, size)
    return layout, path


def forget_rules(app, game_key: str) -> None:
    """Drop a game's laid-out rules and drawn pictures, in every language and view (no
    screen of that game is left: the player left it, or closed its rules opened from the
    title)."""
    store = app.__dict__.get("_rules_layouts")
    if store is not None:
        store.drop(lambda key: key[0] == game_key)
    rules_pictures.forget(app, game_key)


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app, game_key: str):
        super().__init__(app)
        self.game_key = game_key
        self.scrollbar = Scrollbar((PANEL.right - SCROLLBAR_W - 10, PANEL.y + 14, SCROLLBAR_W,
                                    PANEL.height - 28))
        self.details = bool(app.settings["rules_details"])
        self.details_button = Button((1280 - 24 - 300, 14, 300, 48), self.details_label,
                                     self.toggle_details, size=24)
        self.details_button.primary = self.details
        self.buttons = ButtonRow([back_button(app, self.back), self.details_button])
        from game.core.lessons import has_lesson
        from game.games import problem
        # the guided first game of this game (issue 13); a broken one is greyed, with the
        # reason, on the title screen only
        if has_lesson(game_key) and problem(game_key, lesson=True) is None:
            self.learn_button = self.buttons.add(Button((190, 14, 230, 48),
                                                        lambda: self.t("tutorial.learn"), self.learn,
                                                        primary=True, size=24))
        self.section_hover = -1
        self.layout = None
        self.path = None
        self.lang = None
        self.shown_details = None
        self._chrome = None
        self._contents = None               # (key, entries) of contents()
        self.sync_layout()

    # ------------------------------------------------------------ state
    def sync_layout(self) -> None:
        lang = self.app.t.lang
        if lang == self.lang and self.details == self.shown_details and self.layout is not None:
            return
        fraction = self.scrollbar.offset / self.scrollbar.max_offset if self.scrollbar.max_offset else 0
        self.lang, self.shown_details = lang, self.details
        self.layout, self.path = layout_for(self.app, self.game_key, lang, details=self.details)
        if self.layout:
            if fraction:                    # the same place in the other language's text
                self.layout.lay_more()
            self.scrollbar.set_sizes(self.layout.height + 2 * PAD_Y, VIEW.height)
            self.scrollbar.scroll_to(fraction * self.scrollbar.max_offset)

    @property
    def offset(self) -> float:
        return self.scrollbar.offset

    def back(self) -> None:
        self.app.pop()

    def learn(self) -> None:
        from game.ui.tutorial import start_tutorial
        start_tutorial(self.app, self.game_key)

    def details_label(self) -> str:
        return self.t("rules.details")      # drawn filled (primary) while on

    def toggle_details(self) -> None:
        """Rule ids, tags and option names on or off; remembered for the next time."""
        self.details = not self.details
        self.details_button.primary = self.details
        self.app.change_setting("rules_details", self.details)
        self.sync_layout()

    def sections(self) -> list:
        """(level, text, y) of the headings in the contents; y is None for one not laid out
        yet (the contents lists them all from the start, so it never jumps)."""
        if not self.layout:
            return []
        laid = self.layout.sections
        return [(level, text, laid[i][2] if i < len(laid) else None)
                for i, (level, text) in enumerate(self.layout.headings) if level <= 2]

    def contents(self) -> list:
        """(rect, lines, size) of each contents entry: every heading whole, on as many lines
        as it needs, in the largest size (and roomiest rows) that lets them all fit."""
        items = self.sections()
        key = (self.app.t.lang, self.shown_details, tuple(text for _, text, _ in items))
        if self._contents is not None and self._contents[0] == key:
            return self._contents[1]
        fonts = self.app.fonts
        top, room = SIDEBAR.y + 62, SIDEBAR.bottom - 12 - (SIDEBAR.y + 62)
        width = SIDEBAR.width - 20
        chosen = None
        for size in CONTENTS_SIZES:
            step = fonts.font(size, True).get_linesize() - 2
            # bold, as the current entry is drawn, so that it fits whichever is current
            wrapped = [fonts.wrap(text, size, width - 8 - self.indent(level), True) for level, text, _ in items]
            lines = sum(len(w) for w in wrapped)
            pad = min(CONTENTS_PAD, (room - lines * step) // max(1, len(items)) - 4)
            chosen = (size, step, wrapped, max(2, pad))
            if pad >= 2:
                break
        size, step, wrapped, pad = chosen
        entries, y = [], top
        for lines in wrapped:
            h = len(lines) * step + pad
            entries.append((pygame.Rect(SIDEBAR.x + 10, y, width, h), lines, size))
            y += h + 4
        self._contents = (key, entries)
        return entries

    @staticmethod
    def indent(level: int) -> int:
        return 14 + (10 if level > 1 else 0)

    def section_rects(self) -> list[pygame.Rect]:
        return [rect for rect, _, _ in self.contents()]

    def current_section(self) -> int:
        current = 0
        for i, (_, _, y) in enumerate(self.sections()):
            if y is not None and y <= self.offset + 24:
                current = i
        return current

    # ------------------------------------------------------------ loop
    def handle(self, event) -> None:
        sb = self.scrollbar
        if event.type == pygame.KEYDOWN:
            page = VIEW.height * 0.9
            keys = {pygame.K_DOWN: 48, pygame.K_UP: -48, pygame.K_PAGEDOWN: page,
                    pygame.K_PAGEUP: -page, pygame.K_SPACE: page}
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
            elif event.key in keys:
                sb.scroll_by(keys[event.key])
            elif event.key == pygame.K_HOME:
                sb.scroll_to(0)
            elif event.key == pygame.K_END:
                self.finish_layout()
                sb.scroll_to(sb.max_offset)
            return
        if event.type == pygame.MOUSEWHEEL:
            sb.scroll_by(-event.y * WHEEL_STEP)
            return
        if self.buttons.handle(event):
            return
        if sb.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.section_hover = next((i for i, r in enumerate(self.section_rects())
                                       if r.collidepoint(event.pos)), -1)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, rect in enumerate(self.section_rects()):
                if rect.collidepoint(event.pos):
                    self.finish_layout()            # the heading may not be laid out yet
                    sb.scroll_to(self.sections()[i][2])

    def release(self) -> None:
        """Rendered lines are many megabytes; the layouts (a list of ops) stay while a
        screen of their game is left (App._release drops them with the game)."""
        for layout in [self.layout, *self.app.__dict__.get("_rules_layouts", {}).values()]:
            if layout is not None:
                layout.cache.clear()

    def update(self, dt: float) -> None:
        self.sync_layout()
        if self.layout and not self.layout.done:
            self.layout.lay_more(BLOCKS_PER_FRAME)
            self.scrollbar.set_sizes(self.layout.height + 2 * PAD_Y, VIEW.height)

    def finish_layout(self) -> None:
        if self.layout and not self.layout.done:
            self.layout.lay_more()
            self.scrollbar.set_sizes(self.layout.height + 2 * PAD_Y, VIEW.height)

    def lines_to_warm(self) -> list[int]:
        top = self.offset - PAD_Y
        return [i for i in self.layout.visible(top - VIEW.height // 2, top + VIEW.height * 3 // 2)
                if i not in self.layout.cache]

    def next_frame_in(self) -> float | None:
        """Frames go on while lines in or near the view are still to be drawn, then stop."""
        return 0.0 if self.layout and (self.lines_to_warm() or not self.layout.done) else None

    def chrome(self) -> pygame.Surface:
        """Everything that only changes with the language: backdrop, header, panels."""
        key = (self.app.t.lang, self.path, self.layout is None)
        if self._chrome is None or self._chrome[0] != key:
            surf = pygame.Surface((1280, 800))
            backdrop(surf)
            fonts = self.app.fonts
            subtitle = ""
            if self.path is not None and not self.path.name.endswith(f".{self.app.t.lang}.md"):
                subtitle = self.t("rules.fallback")
            header(surf, fonts, self.t("rules.title", game=game_name(self.app, self.game_key)), subtitle)
            if self.layout:
                panel(surf, PANEL, BG, radius=14)
                panel(surf, SIDEBAR, (250, 251, 253), radius=14)
                fonts.draw(surf, self.t("rules.contents"), (SIDEBAR.x + 22, SIDEBAR.y + 22), 26, MUTED, True)
            else:
                self.draw_missing(surf)
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
            self._chrome = (key, surf)
        return self._chrome[1]

    def draw(self, surface) -> None:
        self.sync_layout()
        surface.blit(self.chrome(), (0, 0))
        self.buttons.draw(surface, self.app.fonts)
        if not self.layout:
            return
        self.draw_sidebar(surface)
        old = surface.get_clip()
        surface.set_clip(VIEW)
        origin_y = VIEW.y + PAD_Y - round(self.offset)
        # A fast scroll shows many new lines at once: a few are drawn each frame (the rest
        # of the page stays blank for a frame or two), so that no frame stalls.
        budget = RENDER_PER_FRAME
        layout = self.layout
        for index in layout.visible(self.offset - PAD_Y, self.offset - PAD_Y + VIEW.height + 1):
            if index not in layout.cache:
                if budget <= 0:
                    continue
                budget -= 1
            surface.blit(layout.surface(index), (PANEL.x + PAD_X, origin_y + layout.lines[index].y))
        surface.set_clip(old)
        for index in self.lines_to_warm()[:budget]:     # then the lines a page above and below
            layout.surface(index)
        self.scrollbar.draw(surface)

    def draw_sidebar(self, surface) -> None:
        fonts = self.app.fonts
        current = self.current_section()
        for i, ((level, _, _), (rect, lines, size)) in enumerate(zip(self.sections(), self.contents())):
            if i == current:
                pygame.draw.rect(surface, (228, 238, 252), rect, border_radius=8)
                pygame.draw.rect(surface, ACCENT, (rect.x, rect.y + 6, 4, rect.height - 12), border_radius=2)
            elif i == self.section_hover:
                pygame.draw.rect(surface, (238, 241, 246), rect, border_radius=8)
            colour = ACCENT if i == current else INK
            step = fonts.font(size, True).get_linesize() - 2
            y = rect.centery - step * (len(lines) - 1) / 2
            for line in lines:
                fonts.draw(surface, line, (rect.x + self.indent(level), round(y)), size, colour, i == current,
                           "midleft")
                y += step

    def draw_missing(self, surface) -> None:
        text = self.t("rules.missing", game=game_name(self.app, self.game_key))
        box = pygame.Rect(0, 0, 760, 240)
        box.center = (640, 420)
        panel(surface, box, BG, radius=16)
        lines = self.app.fonts.wrap(text, 32, box.width - 120)
        y = box.centery - len(lines) * 18
        for line in lines:
            self.app.fonts.draw(surface, line, (box.centerx, y), 32, MUTED, False, "midtop")
            y += 36

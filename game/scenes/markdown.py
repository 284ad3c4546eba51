"""A small Markdown reader for the rules documents: text in, blocks out.

Pure Python, no pygame. It knows the subset that `seeds/<game>.<lang>.md` use:
ATX headings (#, ##, ###), paragraphs, bullet and numbered lists (with indented or
lazy continuation lines), pipe tables, fenced code blocks, block quotes, horizontal
rules, and the inline spans **bold**, *italic* / _italic_ and `code`.

A bold span that is just a bracketed id, like **[ZEF-FLY]** or **[HOUSE]**, is marked
as a tag; a paragraph or list item that starts with one carries it in `Block.tag`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

TAG_RE = re.compile(r"^\[[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*\]$")
HEADING_RE = re.compile(r"^(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
BULLET_RE = re.compile(r"^([ \t]*)([-*+]|\d{1,9}[.)])[ \t]+(.*)$")
FENCE_RE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})(.*)$")
RULE_RE = re.compile(r"^[ \t]{0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$")
TABLE_SEP_RE = re.compile(r"^[ \t]*\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$")
_MARK = re.compile(r"[\\`*_]")      # the characters _inline must look at
ESCAPABLE = set("\\`*_{}[]()#+-.!|<>~\"'")


@dataclass(frozen=True)
class Span:
    text: str
    bold: bool = False
    italic: bool = False
    code: bool = False
    tag: bool = False       # a bold bracketed id such as [ZEF-FLY] or [HOUSE]

    @property
    def style(self) -> tuple:
        return (self.bold, self.italic, self.code, self.tag)


@dataclass
class Block:
    """kind: heading | paragraph | bullet | table | code | quote | rule"""
    kind: str
    spans: list = field(default_factory=list)     # heading, paragraph, bullet, quote
    level: int = 0          # heading level (1-6) or list nesting depth (0 = top)
    marker: str = ""        # list marker: "•" or "1."
    tag: str | None = None  # the leading rule id of a paragraph/bullet, without brackets
    rows: list = field(default_factory=list)      # table: list of rows, each a list of cells (spans)
    align: list = field(default_factory=list)     # table: "left" | "center" | "right" per column
    lines: list = field(default_factory=list)     # code: raw lines
    lang: str = ""          # code: the info string after the fence

    @property
    def text(self) -> str:
        """Plain text of a block (for tests and search)."""
        if self.kind == "table":
            return "\n".join(" | ".join(plain(c) for c in row) for row in self.rows)
        if self.kind == "code":
            return "\n".join(self.lines)
        return plain(self.spans)


def plain(spans) -> str:
    return "".join(s.text for s in spans)


# ------------------------------------------------------------------ inline spans
def parse_inline(text: str) -> list[Span]:
    """Split one paragraph's text into styled spans (adjacent equal styles merged)."""
    out: list[Span] = []
    _inline(text, False, False, out)
    merged: list[Span] = []
    for span in out:
        if not span.text:
            continue
        if merged and merged[-1].style == span.style and not span.tag and not merged[-1].tag:
            merged[-1] = Span(merged[-1].text + span.text, span.bold, span.italic, span.code)
        else:
            merged.append(span)
    return merged


def _find_closing(text: str, start: int, delim: str) -> int:
    """Index of a closing delimiter run at or after start, or -1.

    A closer must follow a non-space character; a single * or _ must not be part of
    a ** run; an _ closer must not be followed by a word character (snake_case)."""
    i = start
    n = len(delim)
    while True:
        i = text.find(delim, i)
        if i < 0:
            return -1
        if text[i - 1] == "\\":
            i += 1
            continue
        ok = i > start and not text[i - 1].isspace()
        if n == 1 and delim == "*":
            # "*a **b** c*": skip over the inner ** pair as a unit
            if text[i:i + 2] == "**":
                close = text.find("**", i + 2)
                i = close + 2 if close >= 0 else i + 2
                continue
        if delim == "_" and i + 1 < len(text) and (text[i + 1].isalnum() or text[i + 1] == "_"):
            ok = False
        if ok:
            return i
        i += n


def _inline(text: str, bold: bool, italic: bool, out: list) -> None:
    buf: list[str] = []
    i = 0
    n = len(text)

    def flush():
        if buf:
            out.append(Span("".join(buf), bold, italic))
            buf.clear()

    while i < n:
        c = text[i]
        if c not in "\\`*_":           # plain text up to the next mark, in one piece
            found = _MARK.search(text, i)
            end = found.start() if found else n
            buf.append(text[i:end])
            i = end
            continue
        if c == "\\" and i + 1 < n and text[i + 1] in ESCAPABLE:
            buf.append(text[i + 1])
            i += 2
            continue
        if c == "`":
            run = len(text[i:]) - len(text[i:].lstrip("`"))
            ticks = text[i:i + run]
            close = text.find(ticks, i + run)
            while close >= 0 and text[close + run:close + run + 1] == "`":
                close = text.find(ticks, close + run + 1)
            if close >= 0:
                flush()
                code = text[i + run:close]
                if code.startswith(" ") and code.endswith(" ") and code.strip():
                    code = code[1:-1]
                out.append(Span(code, bold, italic, code=True))
                i = close + run
                continue
            buf.append(ticks)
            i += run
            continue
        if text.startswith("**", i) or text.startswith("__", i):
            delim = text[i:i + 2]
            opener_ok = i + 2 < n and not text[i + 2].isspace()
            if delim == "__" and i > 0 and text[i - 1].isalnum():
                opener_ok = False
            close = _find_closing(text, i + 2, delim) if opener_ok else -1
            if close > i + 2:
                flush()
                inner = text[i + 2:close]
                if not italic and TAG_RE.match(inner):
                    out.append(Span(inner, True, italic, tag=True))
                else:
                    _inline(inner, True, italic, out)
                i = close + 2
                continue
            buf.append(delim)
            i += 2
            continue
        if c in "*_":
            opener_ok = i + 1 < n and not text[i + 1].isspace()
            if c == "_" and i > 0 and (text[i - 1].isalnum() or text[i - 1] == "_"):
                opener_ok = False
            close = _find_closing(text, i + 1, c) if opener_ok else -1
            if close > i + 1:
                flush()
                _inline(text[i + 1:close], bold, True, out)
                i = close + 1
                continue
        buf.append(c)
        i += 1
    flush()


# ------------------------------------------------------------------ blocks
def _split_row(line: str) -> list[str]:
    """Cells of a pipe-table row; \\| and pipes inside `code` do not split."""
    s = line.strip()
    if s.startswith("|"):
        s = s[1:]
    if s.endswith("|") and not s.endswith("\\|"):
        s = s[:-1]
    cells, cur, in_code, i = [], [], False, 0
    while i < len(s):
        c = s[i]
        if c == "\\" and i + 1 < len(s) and s[i + 1] == "|":
            cur.append("\\|")
            i += 2
            continue
        if c == "`":
            in_code = not in_code
        if c == "|" and not in_code:
            cells.append("".join(cur).strip())
            cur = []
        else:
            cur.append(c)
        i += 1
    cells.append("".join(cur).strip())
    return cells


def _alignments(sep: str) -> list[str]:
    out = []
    for cell in _split_row(sep):
        cell = cell.strip()
        if cell.startswith(":") and cell.endswith(":"):
            out.append("center")
        elif cell.endswith(":"):
            out.append("right")
        else:
            out.append("left")
    return out


def _is_table_start(lines: list[str], i: int) -> bool:
    return ("|" in lines[i] and i + 1 < len(lines) and "-" in lines[i + 1]
            and TABLE_SEP_RE.match(lines[i + 1]) is not None)


def _starts_block(lines: list[str], i: int) -> bool:
    line = lines[i]
    return bool(HEADING_RE.match(line.lstrip()) and len(line) - len(line.lstrip()) < 4
                or FENCE_RE.match(line) or RULE_RE.match(line) or BULLET_RE.match(line)
                or line.lstrip().startswith(">") or _is_table_start(lines, i))


def _with_tag(block: Block) -> Block:
    if block.spans and block.spans[0].tag:
        block.tag = block.spans[0].text[1:-1]
    return block


def parse(text: str) -> list[Block]:
    """Turn a Markdown document into a list of blocks."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").replace("\t", "    ").split("\n")
    blocks: list[Block] = []
    i = 0
    n = len(lines)
    while i < n:
        line = lines[i]
        stripped = line.strip()
        if not stripped:
            i += 1
            continue
        fence = FENCE_RE.match(line)
        if fence:
            marker = fence.group(1)
            body = []
            i += 1
            while i < n and not lines[i].strip().startswith(marker[0] * len(marker)):
                body.append(lines[i])
                i += 1
            i += 1      # the closing fence (or the end of the text)
            while body and not body[-1].strip():
                body.pop()
            blocks.append(Block("code", lines=body, lang=fence.group(2).strip()))
            continue
        heading = HEADING_RE.match(stripped) if len(line) - len(line.lstrip()) < 4 else None
        if heading:
            blocks.append(Block("heading", parse_inline(heading.group(2)),
                                level=len(heading.group(1))))
            i += 1
            continue
        if RULE_RE.match(line):
            blocks.append(Block("rule"))
            i += 1
            continue
        if _is_table_start(lines, i):
            header = _split_row(line)
            align = _alignments(lines[i + 1])
            rows = [header]
            i += 2
            while i < n and lines[i].strip() and "|" in lines[i]:
                rows.append(_split_row(lines[i]))
                i += 1
            width = max(len(r) for r in rows)
            align += ["left"] * (width - len(align))
            cells = [[parse_inline(c) for c in r + [""] * (width - len(r))] for r in rows]
            blocks.append(Block("table", rows=cells, align=align[:width]))
            continue
        bullet = BULLET_RE.match(line)
        if bullet:
            indent = len(bullet.group(1))
            marker = bullet.group(2)
            text_lines = [bullet.group(3).strip()]
            i += 1
            while i < n and lines[i].strip() and not _starts_block(lines, i):
                text_lines.append(lines[i].strip())
                i += 1
            blocks.append(_with_tag(Block(
                "bullet", parse_inline(" ".join(text_lines)), level=indent // 2,
                marker="•" if marker in "-*+" else marker)))
            continue
        if stripped.startswith(">"):
            text_lines = []
            while i < n and lines[i].strip().startswith(">"):
                text_lines.append(lines[i].strip()[1:].strip())
                i += 1
            blocks.append(_with_tag(Block("quote", parse_inline(" ".join(text_lines)))))
            continue
        text_lines = [stripped]
        i += 1
        while i < n and lines[i].strip() and not _starts_block(lines, i):
            text_lines.append(lines[i].strip())
            i += 1
        blocks.append(_with_tag(Block("paragraph", parse_inline(" ".join(text_lines)))))
    return blocks

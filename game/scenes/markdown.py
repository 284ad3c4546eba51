"""A small Markdown reader for the rules documents: text in, blocks out.

Pure Python, no pygame. It knows the subset that `seeds/<game>.<lang>.md` use:
ATX headings (#, ##, ###), paragraphs, bullet and numbered lists (with indented or
lazy continuation lines), picture lines `![caption](picture:<name>)`, pipe tables, fenced code blocks, block quotes, horizontal
rules, and the inline spans **bold**, *italic* / _italic_ and `code`.

A bold span that is just a bracketed id, like **[ZEF-FLY]** or **[HOUSE]**, is marked
as a tag; a paragraph or list item that starts with one carries it in `Block.tag`.

Blocks between the lines `<!-- tester -->` and `<!-- /tester -->` are marked `tester`;
other one-line HTML comments are skipped. `player_view` turns the blocks into what a
player reads: see its docstring.
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
COMMENT_RE = re.compile(r"^<!--(.*?)-->$")
PICTURE_RE = re.compile(r"^!\[(.*)\]\(picture:([a-z0-9_/]+)\)$")    # ![caption](picture:game/name)
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
    """kind: heading | paragraph | bullet | table | code | quote | rule | picture"""
    kind: str
    spans: list = field(default_factory=list)     # heading, paragraph, bullet, quote
    level: int = 0          # heading level (1-6) or list nesting depth (0 = top)
    marker: str = ""        # list marker: "•" or "1."
    tag: str | None = None  # the leading rule id of a paragraph/bullet, without brackets
    rows: list = field(default_factory=list)      # table: list of rows, each a list of cells (spans)
    align: list = field(default_factory=list)     # table: "left" | "center" | "right" per column
    lines: list = field(default_factory=list)     # code: raw lines
    lang: str = ""          # code: the info string after the fence
    picture: str = ""       # picture: the drawing's name (game/scenes/rules_pictures.py)
    tester: bool = False    # inside <!-- tester --> ... <!-- /tester -->: testers' text only

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
                or line.lstrip().startswith(">") or line.lstrip().startswith("<!--")
                or PICTURE_RE.match(line.strip())
                or _is_table_start(lines, i))


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
    tester = False

    def add(block: Block) -> None:
        block.tester = tester
        blocks.append(block)

    while i < n:
        line = lines[i]
        stripped = line.strip()
        if not stripped:
            i += 1
            continue
        comment = COMMENT_RE.match(stripped)
        if comment:
            word = comment.group(1).strip().lower()
            if word in ("tester", "/tester"):
                tester = word == "tester"
            i += 1
            continue
        picture = PICTURE_RE.match(stripped)
        if picture:
            add(Block("picture", parse_inline(picture.group(1)), picture=picture.group(2)))
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
            add(Block("code", lines=body, lang=fence.group(2).strip()))
            continue
        heading = HEADING_RE.match(stripped) if len(line) - len(line.lstrip()) < 4 else None
        if heading:
            add(Block("heading", parse_inline(heading.group(2)),
                                level=len(heading.group(1))))
            i += 1
            continue
        if RULE_RE.match(line):
            add(Block("rule"))
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
            add(Block("table", rows=cells, align=align[:width]))
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
            add(_with_tag(Block(
                "bullet", parse_inline(" ".join(text_lines)), level=indent // 2,
                marker="•" if marker in "-*+" else marker)))
            continue
        if stripped.startswith(">"):
            text_lines = []
            while i < n and lines[i].strip().startswith(">"):
                text_lines.append(lines[i].strip()[1:].strip())
                i += 1
            add(_with_tag(Block("quote", parse_inline(" ".join(text_lines)))))
            continue
        text_lines = [stripped]
        i += 1
        while i < n and lines[i].strip() and not _starts_block(lines, i):
            text_lines.append(lines[i].strip())
            i += 1
        add(_with_tag(Block("paragraph", parse_inline(" ".join(text_lines)))))
    return blocks


# ------------------------------------------------------------------ the player's view
# What a player reads: the rules without what only testers need. Rule ids go, the
# [HOUSE] / [INTERP] tags become plain-words badges, and the words that name options and
# data values go with the smallest piece of text around them that can leave: a clause of
# a parenthesis, a parenthesis, or a sentence. It works on the documents as written; the
# markup <!-- tester --> ... <!-- /tester --> hides whole blocks where that is not enough.

ID_TAG_RE = re.compile(r"^\[([A-Z]{2,4})-[A-Z0-9]+(?:-[A-Z0-9]+)*\]$")
BADGE_TAGS = ("HOUSE", "INTERP")
# A text span is cut at spaces and punctuation; a file name and a bracketed tag stay whole.
_TOKEN_RE = re.compile(r"(\S+\.(?:yaml|py|json|md)\b|\s+|\[[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*\]|[();,.!?:])")
_TECH_WORD_RE = re.compile(r"\w_\w|\w/\w|^--\w|\.(?:yaml|py|json|md)$")
_TECH_CODE_RE = re.compile(r"[A-Za-z]{2}|[_/\d]")
_SENTENCE_START = "¿¡«\"'*"


class _Tok:
    """One piece of a block's text: kind "text" | "space" | "punct" | "code" | "badge" | "group"."""
    __slots__ = ("kind", "text", "span", "items", "tech")

    def __init__(self, kind, text="", span=None, items=None, tech=False):
        self.kind, self.text, self.span, self.items, self.tech = kind, text, span, items, tech


def _technical_code(text: str) -> bool:
    """`partial_patterns`, `false`, `data/...`: names and values; `X`, `#`, `o`: pictures."""
    return len(text.strip()) > 1 and _TECH_CODE_RE.search(text) is not None


def _tokens(spans, badges: dict, id_words) -> list[_Tok]:
    out: list[_Tok] = []
    for span in spans:
        if span.code:
            out.append(_Tok("code", span.text, span, tech=_technical_code(span.text)))
            continue
        pieces = [span.text] if span.tag else _TOKEN_RE.split(span.text)
        for piece in pieces:
            if not piece:
                continue
            if piece.startswith("[") and piece.endswith("]") and TAG_RE.match(piece):
                name = piece[1:-1]
                if name in badges:
                    out.append(_Tok("badge", badges[name].replace(" ", "\u00a0")))
                # any other tag (a rule id, a source mark) is for testers: it goes
                continue
            if piece.isspace():
                out.append(_Tok("space", " "))
            elif len(piece) == 1 and piece in "();,.!?:":
                out.append(_Tok("punct", piece, span))
            else:
                tech = _TECH_WORD_RE.search(piece) is not None or id_words.match(piece) is not None
                out.append(_Tok("text", piece, span, tech=tech))
    return out


def _group(tokens: list[_Tok]) -> list[_Tok]:
    """Nest the parentheses: "(" ... ")" becomes one "group" token (unbalanced ones stay text)."""
    stack: list[list[_Tok]] = [[]]
    for tok in tokens:
        if tok.kind == "punct" and tok.text == "(":
            stack.append([])
        elif tok.kind == "punct" and tok.text == ")" and len(stack) > 1:
            items = stack.pop()
            stack[-1].append(_Tok("group", items=items))
        else:
            stack[-1].append(tok)
    while len(stack) > 1:               # an opening parenthesis never closed: plain text again
        items = stack.pop()
        stack[-1] += [_Tok("punct", "(")] + items
    return stack[0]


def _is_tech(tok: _Tok) -> bool:
    if tok.kind == "group":
        return any(_is_tech(t) for t in tok.items)
    return tok.tech


def _split(items: list[_Tok], sep: str) -> list[list[_Tok]]:
    parts, cur = [], []
    for tok in items:
        if tok.kind == "punct" and tok.text == sep:
            parts.append(cur)
            cur = []
        else:
            cur.append(tok)
    parts.append(cur)
    return parts


def _join(parts: list[list[_Tok]], sep: str) -> list[_Tok]:
    out: list[_Tok] = []
    for i, part in enumerate(parts):
        if i:
            out.append(_Tok("punct", sep))
            if part and part[0].kind != "space":
                out.append(_Tok("space", " "))
        out += part
    return out


def _blank(items: list[_Tok]) -> bool:
    return all(t.kind in ("space", "punct") for t in items)


def _clean_group_items(items: list[_Tok]) -> list[_Tok]:
    """A parenthesis' content without its technical clauses (split at ";"); a clause whose
    first comma part is technical goes whole, else only its technical comma parts go."""
    items = _clean_groups(items)
    kept = []
    for clause in _split(items, ";"):
        if not any(_is_tech(t) for t in clause):
            kept.append(clause)
            continue
        parts = _split(clause, ",")
        if any(_is_tech(t) for t in parts[0]):
            continue
        good = [p for p in parts if not any(_is_tech(t) for t in p)]
        if not _blank(good[0]):
            kept.append(_join([_strip(p) for p in good], ","))
    kept = [_strip(c) for c in kept if not _blank(c)]
    return _join(kept, ";")


def _clean_groups(items: list[_Tok]) -> list[_Tok]:
    out = []
    for tok in items:
        if tok.kind == "group":
            inner = _clean_group_items(tok.items)
            if _blank(inner):
                continue
            tok = _Tok("group", items=inner)
        out.append(tok)
    return out


def _strip(items: list[_Tok]) -> list[_Tok]:
    start, end = 0, len(items)
    while start < end and items[start].kind == "space":
        start += 1
    while end > start and items[end - 1].kind == "space":
        end -= 1
    return items[start:end]


def _sentences(items: list[_Tok]) -> list[list[_Tok]]:
    """Cut after ".", "!" or "?" followed by a space and a capital (or a badge, a quote...)."""
    out, cur = [], []
    for i, tok in enumerate(items):
        cur.append(tok)
        if tok.kind == "punct" and tok.text in ".!?" and i + 2 < len(items) and items[i + 1].kind == "space":
            nxt = items[i + 2]
            first = (nxt.text or " ")[0] if nxt.kind != "group" else "("
            if nxt.kind == "badge" or first.isupper() or first.isdigit() or first in _SENTENCE_START:
                out.append(cur)
                cur = []
    if cur:
        out.append(cur)
    return out


def _plain_words(items: list[_Tok]) -> list[_Tok]:
    """Whatever technical word is left (in a rule's first sentence) read as plain words."""
    out = []
    for tok in items:
        if tok.kind == "group":
            out.append(_Tok("group", items=_plain_words(tok.items)))
        elif tok.tech and tok.kind == "code":
            span = tok.span
            out.append(_Tok("text", tok.text.replace("_", " "), Span("", span.bold, span.italic)))
        elif tok.tech:
            if "_" in tok.text and "/" not in tok.text and "." not in tok.text:
                out.append(_Tok("text", tok.text.replace("_", " "), tok.span))
            # a file name or a rule id has no plain words: it goes
        else:
            out.append(tok)
    return out


def _flatten(items: list[_Tok]) -> list[_Tok]:
    out = []
    for tok in items:
        if tok.kind == "group":
            out.append(_Tok("punct", "("))
            out += _flatten(tok.items)
            out.append(_Tok("punct", ")"))
        else:
            out.append(tok)
    return out


def _tidy(tokens: list[_Tok]) -> list[_Tok]:
    """No space twice, before , . ; : ) or after (, nor at either end; no empty ( )."""
    out: list[_Tok] = []
    for tok in tokens:
        if tok.kind == "space":
            if not out or out[-1].kind == "space" or (out[-1].kind == "punct" and out[-1].text == "("):
                continue
        elif tok.kind == "punct" and tok.text in ",.;:)!?":
            while out and out[-1].kind == "space":
                out.pop()
            if tok.text in ",;:" and out and out[-1].kind == "punct" and out[-1].text in ",;:(":
                continue            # a clause emptied between two separators
        out.append(tok)
    while out and out[-1].kind == "space":
        out.pop()
    while out and out[0].kind in ("space",) or (out and out[0].kind == "punct" and out[0].text in ",;:.)"):
        out.pop(0)
    return out


def _spans(tokens: list[_Tok]) -> list[Span]:
    spans: list[Span] = []
    for tok in tokens:
        if tok.kind == "badge":
            spans.append(Span(tok.text, True, False, tag=True))
            continue
        if tok.kind == "code":
            spans.append(Span(tok.text, tok.span.bold, tok.span.italic, code=True))
            continue
        base = tok.span
        bold, italic = (base.bold, base.italic) if base is not None else (False, False)
        if tok.kind == "space" and spans and not spans[-1].tag and not spans[-1].code:
            bold, italic = spans[-1].bold, spans[-1].italic
        if spans and not spans[-1].tag and not spans[-1].code and (spans[-1].bold, spans[-1].italic) == (bold, italic):
            spans[-1] = Span(spans[-1].text + tok.text, bold, italic)
        else:
            spans.append(Span(tok.text, bold, italic))
    return spans


def player_spans(spans, badges: dict, id_words, keep_first: bool = False) -> list[Span]:
    """One block's spans for players. keep_first: the block states a rule (it starts with its
    id), so its first sentence stays, with any option name in it read as plain words."""
    items = _clean_groups(_group(_tokens(spans, badges, id_words)))
    kept = []
    for i, sentence in enumerate(_sentences(_strip(items))):
        if any(_is_tech(t) for t in sentence):
            if not (keep_first and i == 0):
                continue
            sentence = _plain_words(sentence)
        kept.append(sentence)
    tokens = []
    for sentence in kept:
        if tokens:
            tokens.append(_Tok("space", " "))
        tokens += _strip(sentence)
    return _spans(_tidy(_flatten(tokens)))


def _id_words(blocks):
    """A rule id written without brackets (FT-FIRE-SOURCES), from the prefixes the document uses."""
    prefixes = set()
    for block in blocks:
        for span in block.spans:
            found = ID_TAG_RE.match(span.text) if span.tag else None
            if found:
                prefixes.add(found.group(1))
    if not prefixes:
        return re.compile(r"(?!)")
    return re.compile(r"^(?:%s)-[A-Z0-9]+(?:-[A-Z0-9]+)*$" % "|".join(sorted(prefixes)))


def _about_ids(block: Block) -> bool:
    """A list item that explains the ids or the tags (the "How to read these rules" list)."""
    return any((s.code and ID_TAG_RE.match(s.text)) or (s.tag and s.text[1:-1] in BADGE_TAGS)
               for s in block.spans)


def player_view(blocks: list[Block], badges: dict) -> list[Block]:
    """The blocks a player reads. badges: tag name -> plain words ("HOUSE" -> "Our ruling").

    - blocks marked tester go;
    - a list explaining the ids or the tags loses those items, and the line that
      introduces it ("How to read these rules:");
    - a table row naming an option or data value goes; a table left without rows goes
      with the line that introduces it (a paragraph ending in ":");
    - in text: ids and other tags go, [HOUSE] / [INTERP] become badges, and a clause,
      parenthesis or sentence naming an option, a data value or a file goes."""
    id_words = _id_words(blocks)
    out: list[Block] = []
    intro: Block | None = None          # the paragraph just before, in the original
    i = 0
    while i < len(blocks):
        block = blocks[i]
        i += 1
        if block.tester:
            intro = None
            continue
        if block.kind == "paragraph" and not block.tag and block.text.rstrip().endswith(":"):
            run = []
            j = i
            while j < len(blocks) and blocks[j].kind == "bullet":
                run.append(blocks[j])
                j += 1
            if any(_about_ids(b) for b in run):
                out += [b for b in (_player_block(b, badges, id_words) for b in run
                                    if not _about_ids(b)) if b is not None]
                i = j
                intro = None
                continue
        if block.kind == "table":
            rows = [block.rows[0]] + [r for r in block.rows[1:]
                                      if not any(_is_tech(t) for c in r for t in _tokens(c, badges, id_words))]
            if len(rows) == 1:
                if intro is not None and out and out[-1] is intro[1]:
                    out.pop()
                intro = None
                continue
            rows = [[player_spans(c, badges, id_words) for c in r] for r in rows]
            out.append(Block("table", rows=rows, align=block.align))
            intro = None
            continue
        new = _player_block(block, badges, id_words)
        intro = (block, new) if new is not None and block.kind == "paragraph" \
            and block.text.rstrip().endswith(":") else None
        if new is not None:
            out.append(new)
    return out


def _player_block(block: Block, badges: dict, id_words) -> Block | None:
    if block.kind not in ("paragraph", "bullet", "quote"):
        return block
    spans = player_spans(block.spans, badges, id_words, keep_first=block.tag is not None)
    if not "".join(s.text for s in spans if not s.tag).strip(" .,;:"):
        return None
    return Block(block.kind, spans, level=block.level, marker=block.marker, tag=block.tag)

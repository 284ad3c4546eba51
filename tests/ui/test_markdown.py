"""The rules documents' Markdown reader (pure Python, no pygame)."""
from game.core.data import ROOT
from game.scenes.markdown import Span, parse, parse_inline


def kinds(blocks):
    return [b.kind for b in blocks]


def test_headings_paragraphs_and_lazy_continuation():
    blocks = parse("# Title\n\nFirst line\nsecond line.\n\n## Part two ##\n### Small\ntext")
    assert kinds(blocks) == ["heading", "paragraph", "heading", "heading", "paragraph"]
    assert [b.level for b in blocks if b.kind == "heading"] == [1, 2, 3]
    assert blocks[1].text == "First line second line."
    assert blocks[2].text == "Part two"


def test_inline_bold_italic_code_and_escapes():
    spans = parse_inline("a **bold** and *it* or _it_ with `co*de*` and \\*stars\\* x*y snake_case")
    assert Span("bold", bold=True) in spans
    assert Span("it", italic=True) in spans
    assert Span("co*de*", code=True) in spans
    assert "".join(s.text for s in spans) == "a bold and it or it with co*de* and *stars* x*y snake_case"
    assert not any(s.italic for s in parse_inline("symbol_row_step and breeze_cost"))


def test_unclosed_markers_stay_literal():
    assert "".join(s.text for s in parse_inline("2 * 3 and **open and `tick")) == "2 * 3 and **open and `tick"


def test_nested_emphasis():
    spans = parse_inline("**bold *both* bold**")
    assert [(s.text, s.bold, s.italic) for s in spans] == [("bold ", True, False), ("both", True, True),
                                                          (" bold", True, False)]


def test_rule_id_tag_at_the_start_of_a_paragraph_and_inline_tags():
    [block] = parse("**[ZEF-FLY]** Fly moves your pawn. **[HOUSE]** marks ours; **not a tag**.")
    assert block.tag == "ZEF-FLY"
    tags = [s.text for s in block.spans if s.tag]
    assert tags == ["[ZEF-FLY]", "[HOUSE]"]
    assert not any(s.tag for s in block.spans if s.text == "not a tag")
    assert parse("Plain **[zef] lower** text")[0].tag is None


def test_bullets_numbers_and_indented_continuations():
    blocks = parse("- one\n  continued\n- **[HOUSE]** two\n   - nested\n1. first\n2) second\n")
    assert kinds(blocks) == ["bullet"] * 5
    assert blocks[0].text == "one continued"
    assert blocks[1].tag == "HOUSE"
    assert blocks[2].level == 1
    assert [b.marker for b in blocks] == ["•", "•", "•", "1.", "2)"]


def test_tables_with_alignment_escaped_pipes_and_short_rows():
    text = ("| a | b \\| c | `x|y` |\n|:---|:---:|---:|\n| 1 | **2** |\n| r1 Sky | 1 Feather | z |\n"
            "\nafter")
    blocks = parse(text)
    assert kinds(blocks) == ["table", "paragraph"]
    table = blocks[0]
    assert table.align == ["left", "center", "right"]
    assert len(table.rows) == 3 and all(len(r) == 3 for r in table.rows)
    assert [s.text for s in table.rows[0][1]] == ["b | c"]
    assert table.rows[0][2] == [Span("x|y", code=True)]
    assert table.rows[1][1] == [Span("2", bold=True)]
    assert table.rows[1][2] == []


def test_a_pipe_line_without_separator_is_a_paragraph():
    assert kinds(parse("a | b\nc | d")) == ["paragraph"]


def test_fenced_code_keeps_lines_and_spacing():
    blocks = parse("text\n```\n      c1   c2\nr1  14 Yel\n```\nmore")
    assert kinds(blocks) == ["paragraph", "code", "paragraph"]
    assert blocks[1].lines == ["      c1   c2", "r1  14 Yel"]
    assert kinds(parse("```\nunclosed **not bold**")) == ["code"]


def test_quote_and_rule():
    blocks = parse("> quoted\n> more\n\n---\n\nend")
    assert kinds(blocks) == ["quote", "rule", "paragraph"]
    assert blocks[0].text == "quoted more"


def test_the_real_rules_documents_parse_with_their_ids():
    for lang in ("en", "es"):
        blocks = parse((ROOT / "seeds" / f"zefiria.{lang}.md").read_text(encoding="utf-8"))
        kinds_seen = set(kinds(blocks))
        assert {"heading", "paragraph", "bullet", "table", "code"} <= kinds_seen
        tags = [b.tag for b in blocks if b.tag]
        assert "ZEF-FLY" in tags and "ZEF-BREEZE-COST" in tags
        assert not any("**" in b.text for b in blocks if b.kind != "code")


def test_player_view_hides_ids_tags_and_option_names_but_keeps_the_rule():
    from game.scenes.markdown import player_view
    text = ("How to read these rules:\n\n- Every rule starts with an id, like `[ZEF-AP]`.\n"
            "- Rows are numbered r1 to r5.\n\n"
            "**[ZEF-FLY]** With the option `fly_far` (2 players only, `false` by default), you fly far "
            "(**[INTERP]**, the program's ruling; option `x_y`: `true` (default) or `false`). "
            "The option `fly_far` changes it: `near` or `far`. Then land (see ZEF-LAND). "
            "Draw `X` below.\n\n<!-- tester -->\nOnly for testers.\n<!-- /tester -->\n\n"
            "The options live in data/zefiria/rules.yaml:\n\n| what | option |\n|---|---|\n"
            "| fly | option `fly_far` |\n\nEnd is [HOUSE].")
    blocks = player_view(parse(text), {"HOUSE": "Our ruling", "INTERP": "Our reading"})
    texts = [b.text.replace("\u00a0", " ") for b in blocks]
    assert texts == ["Rows are numbered r1 to r5.",
                     "With the option fly far (2 players only), you fly far (Our reading, the program's "
                     "ruling). Then land. Draw X below.",
                     "End is Our ruling."]
    assert [s.text for s in blocks[1].spans if s.code] == ["X"]
    assert parse(text)[4].tester and not parse(text)[3].tester

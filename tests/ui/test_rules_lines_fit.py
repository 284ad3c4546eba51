"""Every line of every game's rules, in both languages and both views, fits the rules
viewer's page (a play-test found a word cut at the right edge: lines were wrapped by the
sum of their words' widths, but drawn in runs that are a few pixels wider; a testers'
table ran off the page)."""
import pytest

from game.games import TITLES
from game.scenes.rules_view import TEXT_W, layout_for


def right_edge(layout, op) -> int:
    if op[0] == "text":
        size, bold, italic, mono = op[4]
        return op[1] + layout.fonts.get(size, bold, italic, mono).size(op[3])[0]
    if op[0] == "rect":
        return op[1][0] + op[1][2]
    if op[0] == "hline":
        return max(op[1], op[2])
    return op[1] if op[0] in ("vline", "circle", "image") else 0


def lines_of(app, game, lang, details):
    app.t.lang = lang
    layout, _ = layout_for(app, game, lang, TEXT_W, details)
    assert layout is not None, (game, lang)
    layout.lay_more()
    return layout


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("details", [False, True])
def test_every_rules_line_fits_the_page(app, lang, details):
    for title in TITLES:
        layout = lines_of(app, title.key, lang, details)
        for index, line in enumerate(layout.lines):
            for op in line.ops:
                over = right_edge(layout, op) - layout.width
                assert over <= 0, f"{title.key} ({lang}, line {index}): {op[3] if op[0] == 'text' else op} " \
                                  f"runs {over} px past the page"


@pytest.mark.parametrize("lang, words", [("en", "this table"), ("es", "esta tabla")])
def test_zefirias_player_view_points_at_no_table_it_hides(app, lang, words):
    """The closing line about "this table" of options is the testers' (the options table
    is not in the player view)."""
    layout = lines_of(app, "zefiria", lang, False)
    text = " ".join(op[3] for line in layout.lines for op in line.ops if op[0] == "text")
    assert words not in text
    assert words in " ".join(op[3] for line in lines_of(app, "zefiria", lang, True).lines
                             for op in line.ops if op[0] == "text")

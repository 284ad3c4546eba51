"""The rules viewer's contents show every heading whole (issue 20, item 25: "Variants:
Double Tower,…" was cut), in both languages and both views, inside the sidebar, and a
click on an entry still goes to its heading."""
import pygame
import pytest

from game.games import TITLES
from game.scenes.rules_view import SIDEBAR, RulesScene
from tests.ui.mouse import click, rendered_texts


def whole(text, drawn) -> bool:
    """`text` is drawn, on one line or on several lines one after the other."""
    for start in range(len(drawn)):
        joined = ""
        for piece in drawn[start:start + 4]:
            joined = f"{joined} {piece}".strip()
            if joined == text:
                return True
    return False


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("details", [False, True])
def test_every_contents_entry_is_drawn_whole_inside_the_sidebar(app, lang, details):
    app.t.lang = lang
    app.settings.set("rules_details", details)
    for title in TITLES:
        scene = RulesScene(app, title.key)
        app.reset_to(scene)
        drawn = rendered_texts(app, 2)
        rects = scene.section_rects()
        assert rects, title.key
        for level, text, _ in scene.sections():
            assert whole(text, drawn), f"{title.key} ({lang}): the contents cut {text!r}"
        for (level, text, _), (rect, lines, size) in zip(scene.sections(), scene.contents()):
            assert SIDEBAR.contains(rect)
            widest = max(app.fonts.font(size, True).size(line)[0] for line in lines)
            assert rect.x + scene.indent(level) + widest <= rect.right, f"{text!r} runs out of its row"
        assert all(a.bottom <= b.top for a, b in zip(rects, rects[1:])), "entries overlap"
        last = len(rects) - 1                   # its heading, as far as the page scrolls
        click(app, rects[last].center)
        assert scene.offset == min(scene.sections()[last][2], scene.scrollbar.max_offset)

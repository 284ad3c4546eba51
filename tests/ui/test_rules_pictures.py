"""Pictures in the rules viewer (issue 13): the marker `![caption](picture:<name>)` in the
rules files, a drawing for every marker, and the pictures in the laid-out document of the
real app, opened from the title screen by posted clicks, in both languages."""
import re

import pygame
import pytest

from game.core.data import ROOT
from game.scenes import rules_pictures
from game.scenes.markdown import parse, player_view
from game.ui.app import App

from test_rules_view_player import open_rules

MARKER_RE = re.compile(r"^!\[[^\]]*\]\(picture:([a-z0-9_/]+)\)$", re.M)
PICTURE_GAMES = ("fire_tower", "zefiria", "flamecraft")


def markers(game: str, lang: str) -> list[str]:
    return MARKER_RE.findall((ROOT / "seeds" / f"{game}.{lang}.md").read_text(encoding="utf-8"))


@pytest.fixture(params=["en", "es"])
def app(request):
    application = App(headless=True, lang=request.param)
    yield application
    pygame.quit()


def test_a_picture_line_is_a_picture_block_with_its_caption():
    blocks = parse("Some text.\n![The **Flare Up** pattern](picture:fire_tower/pattern/flare_up)\nMore text.\n")
    assert [b.kind for b in blocks] == ["paragraph", "picture", "paragraph"]
    picture = blocks[1]
    assert picture.picture == "fire_tower/pattern/flare_up"
    assert picture.text == "The Flare Up pattern"
    assert any(s.bold and s.text == "Flare Up" for s in picture.spans)
    # players see it too; an ordinary image or link is not a picture marker
    assert [b.kind for b in player_view(blocks, {})] == ["paragraph", "picture", "paragraph"]
    assert [b.kind for b in parse("![photo](images/a.png)\n")] == ["paragraph"]


def test_both_languages_mark_the_same_pictures_in_the_same_order():
    for game in PICTURE_GAMES:
        assert markers(game, "en") == markers(game, "es"), game
        assert len(markers(game, "en")) >= 4, game


def test_fire_tower_marks_every_fire_card_pattern():
    from game.games.fire_tower.config import load_config
    fire = {cid for cid, card in load_config().cards.items() if getattr(card, "type", None) == "fire"}
    marked = {m.rsplit("/", 1)[1] for m in markers("fire_tower", "en") if m.startswith("fire_tower/pattern/")}
    assert fire and fire <= marked


def test_every_marker_in_the_rules_files_has_a_drawing(app):
    names = sorted({m for p in (ROOT / "seeds").glob(f"*.{app.t.lang}.md")
                    for m in MARKER_RE.findall(p.read_text(encoding="utf-8"))})
    assert len(names) >= 20
    for name in names:
        surf = rules_pictures.draw_picture(app, name)
        assert surf is not None, f"no drawing for picture:{name}"
        w, h = surf.get_size()
        assert 100 <= w <= 1000 and 80 <= h <= 600, (name, w, h)
        # not a blank canvas: the sprites are drawn on it
        colours = {tuple(surf.get_at((x, y))) for x in range(0, w, 7) for y in range(0, h, 7)}
        assert len(colours) > 20, name


def test_an_unknown_picture_is_a_small_grey_box_with_its_caption(app):
    assert rules_pictures.draw_picture(app, "fire_tower/pattern/no_such_card") is None
    assert rules_pictures.draw_picture(app, "nowhere/nothing") is None
    surf, drawn = rules_pictures.picture(app, "nowhere/nothing", "A caption")
    assert not drawn and surf.get_size() == (320, 120)
    assert tuple(surf.get_at((5, 5)))[:3] == rules_pictures.FALLBACK_BG
    assert rules_pictures.picture(app, "zefiria/fly")[1] is True


@pytest.mark.parametrize("game", PICTURE_GAMES)
@pytest.mark.parametrize("details", [False, True])
def test_the_viewer_lays_out_every_picture_with_its_caption(app, game, details):
    app.settings.set("rules_details", details)
    scene = open_rules(app, game)
    scene.finish_layout()
    layout = scene.layout
    expected = markers(game, app.t.lang)
    assert [name for name, _ in layout.picture_names] == expected
    assert all(drawn for _, drawn in layout.picture_names)
    images = [(i, op) for i, line in enumerate(layout.lines) for op in line.ops if op[0] == "image"]
    assert len(images) == len(expected)
    for index, op in images:
        x, (w, h) = op[1], op[4]
        assert op[3][0] in expected                       # the op names its picture
        assert w <= layout.width
        assert abs(x + w / 2 - layout.width / 2) <= 1        # centred
        caption = [o[3] for o in layout.lines[index + 1].ops if o[0] == "text"]
        assert caption, "a caption under every picture"
        # the line with the picture renders it
        assert layout.surface(index).get_height() >= h
    # scrolled to the first picture, the screen shows it
    first = layout.lines[images[0][0]]
    scene.scrollbar.scroll_to(first.y)
    app.run_frames(4)
    assert first in [layout.lines[i] for i in layout.cache]

"""Root's pictures in the rules viewer: markers in seeds/root.*.md, drawn from Root's own
sprites and data in both languages, laid out by the real viewer (RT-RULE, RT-BATTLE-CAP,
RT-MC-TRACKS, RT-WA-SPREAD carry them)."""
import pygame
import pytest

from game.scenes import rules_pictures
from game.ui.app import App

from test_rules_pictures import markers
from test_rules_view_player import open_rules

ROOT_PICTURES = ["root/clearing", "root/battle", "root/building_tracks", "root/sympathy_track"]


@pytest.fixture(params=["en", "es"])
def app(request):
    application = App(headless=True, lang=request.param)
    yield application
    pygame.quit()


def test_both_root_rules_files_mark_the_four_pictures_in_the_same_order():
    assert markers("root", "en") == markers("root", "es") == ROOT_PICTURES


def test_each_root_picture_is_drawn_with_words_of_the_language(app):
    for name in ROOT_PICTURES:
        surf = rules_pictures.draw_picture(app, name)
        assert surf is not None, name
        w, h = surf.get_size()
        assert 100 <= w <= 1000 and 80 <= h <= 600
        colours = {tuple(surf.get_at((x, y))) for x in range(0, w, 7) for y in range(0, h, 7)}
        assert len(colours) > 20, name
    words = app.t("rules_pictures.root_attacker")
    assert words == {"en": "Attacker", "es": "Atacante"}[app.t.lang]


def test_the_viewer_lays_out_roots_pictures_with_captions(app):
    scene = open_rules(app, "root")
    scene.finish_layout()
    layout = scene.layout
    assert [name for name, _ in layout.picture_names] == markers("root", app.t.lang)
    assert all(drawn for _, drawn in layout.picture_names)

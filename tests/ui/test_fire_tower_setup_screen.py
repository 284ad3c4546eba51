"""The Fire Tower set-up screen by mouse (posted events through the real App loop): player
count 2-5, variants, Extreme Weather and its events, seasons, the Megahawk and water gems;
the set-up dict uses the agreed keys and the game starts with them; the screen stays
readable at 1280x800 in both languages (nothing overlaps, every explanation fits one line)."""
import pygame
import pytest

from mouse import click, post

from game.games.fire_tower.handover import HandOverScene
from game.games.fire_tower.setup_scene import FireTowerSetupScene
from game.ui.widgets import TOOLTIP_DELAY, WINDOW


def open_setup(app, lang="en"):
    app.t.lang = lang
    scene = FireTowerSetupScene(app)
    app.reset_to(scene)
    app.run_frames(2)
    return scene


def test_every_module_is_set_by_clicks_and_the_game_starts_with_it(app):
    """FT-MEGA-SETUP, FT-WATER-GEM-SETUP (and the modules' set-up keys): clicks only."""
    scene = open_setup(app)
    click(app, scene.count_buttons[2].rect.center)            # 4 players
    click(app, scene.option_buttons["teams"].rect.center)
    click(app, scene.option_buttons["extreme_weather"].rect.center)
    chips = scene.event_buttons
    if "mobilization" in chips:
        click(app, chips["mobilization"].rect.center)         # one more event in
    click(app, scene.option_buttons["seasons"].rect.center)   # 3 seasons
    click(app, scene.season_buttons["migration"].rect.center)  # a 4th: 4 seasons
    click(app, scene.option_buttons["megahawk"].rect.center)
    click(app, scene.option_buttons["megahawk"].rect.center)  # 2 each
    click(app, scene.option_buttons["water_gems"].rect.center)
    setup = scene.setup()
    assert len(setup["players"]) == 4 and setup["teams"] is True
    assert setup["extreme_weather"] is True and "full_moon" in setup["events"] and "flock" in setup["events"]
    assert setup["seasons"] == ["drought", "lightning_fires", "gale", "migration"]
    assert setup["megahawk"] == 2 and setup["water_gems"] is True
    click(app, scene.start_button.rect.center)
    game = app.scene.game if isinstance(app.scene, HandOverScene) else app.scene
    assert game.name == "fire_tower"
    s = game.state
    assert s.options["megahawk"] == 2 and s.options["water_gems"] and s.teams
    assert s.water_supply == [3, 3, 3, 3] and s.decision["kind"] == "hawk_place" and s.decision["mega"] == "only"


def test_variants_follow_the_player_count(app):
    """Double Tower only with 2, Ghost Tower only with 3, the Guardian with 5."""
    scene = open_setup(app)
    variant = scene.option_buttons["variant"]
    click(app, variant.rect.center)
    assert scene.setup().get("variant") == "double"
    click(app, scene.count_buttons[1].rect.center)            # 3 players: back to standard
    assert "variant" not in scene.setup()
    click(app, variant.rect.center)
    assert scene.setup()["variant"] == "ghost"
    click(app, scene.count_buttons[3].rect.center)            # 5 players
    assert scene.variant == "guardian" and not variant.is_enabled()
    assert len(scene.setup()["players"]) == 5 and "variant" not in scene.setup()
    assert scene.kind_buttons[4].visible


def test_seasons_must_be_three_or_four(app):
    """FT-SEASON-SETUP (the screen's part): Start waits for 3 or 4 seasons."""
    scene = open_setup(app)
    click(app, scene.option_buttons["seasons"].rect.center)
    assert len(scene.setup()["seasons"]) == 3 and scene.start_button.is_enabled()
    click(app, scene.season_buttons["drought"].rect.center)   # 2 left: not allowed
    assert not scene.start_button.is_enabled()
    click(app, scene.season_buttons["migration"].rect.center)
    assert scene.start_button.is_enabled() and scene.setup()["seasons"] == ["lightning_fires", "gale", "migration"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_screen_is_readable_in_both_languages(app, lang):
    """Two columns at 1280x800: buttons inside the window and apart, labels clear of the
    buttons, each explanation on one line; every option row has a tooltip."""
    scene = open_setup(app, lang)
    for conf in ((2, False), (4, True), (5, True)):
        scene.set_players(conf[0])
        scene.weather = conf[1]
        scene.seasons = list(scene.season_ids[:3]) if conf[1] else []
        app.run_frames(1)
        shown = [b for b in scene.buttons.buttons if b.visible]
        for b in shown:
            assert WINDOW.contains(b.rect), b.rect
            font = app.fonts.font(b.size, b.primary)
            assert font.size(b.label())[0] <= b.rect.w - 10, (lang, b.label())
        for i, a in enumerate(shown):
            for b in shown[i + 1:]:
                assert not a.rect.colliderect(b.rect), (a.label(), b.label())
        for rect, key, label, explain in scene.label_rows():
            words = pygame.Rect(rect.topleft, app.fonts.font(24, True).size(app.t("fire_tower." + label)))
            assert not any(words.colliderect(b.rect) for b in shown), (lang, label)
            if explain:
                assert len(app.fonts.wrap(app.t("fire_tower." + explain), 17, rect.w)) == 1, (lang, explain)
    rect = scene.label_rows()[-2][0]                          # the Megahawk row's words
    post(pygame.MOUSEMOTION, rect.center, rel=(1, 0), buttons=(0, 0, 0))
    app.run_frames(int(TOOLTIP_DELAY * 60) + 4)
    assert scene.tip.shown == [app.t("fire_tower.tip.megahawk_option")]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_one_player_on_the_players_row_leads_to_the_solo_levels(app, lang):
    """The title card says 1-5 players: the Players row offers 1 as well, beside 2-5,
    and it opens the solo levels (the solo mode's own screen)."""
    from game.games.fire_tower.levels_scene import SoloLevelsScene
    scene = open_setup(app, lang)
    labels = [b.label() for b in (scene.solo_count_button, *scene.count_buttons)]
    assert labels == ["1", "2", "3", "4", "5"]
    row = [scene.solo_count_button.rect] + [b.rect for b in scene.count_buttons]
    assert all(a.right < b.left and a.y == b.y for a, b in zip(row, row[1:])), "the row is not in order"
    click(app, scene.solo_count_button.rect.center)
    assert isinstance(app.scene, SoloLevelsScene)

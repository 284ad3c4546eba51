"""Root's log read by a newcomer (game/games/root/describe.py), through the real App loop:
a score is said once, a sentence ends once."""
import pytest

from game.games.root import describe as words
from tests.ui.test_root_lesson_panel import lesson_clicks
from tests.ui.test_tutorials import open_lesson


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_building_track_is_scored_in_one_line(app, lang):
    """"The Marquise scores its building track: 1 VP." then "The Marquise scores 1 VP." read
    as 2 VP (RT-BOT-MM-EVENING 2 scores the track once)."""
    app.set_language(lang)
    scene = open_lesson(app, "root")
    t = app.t
    track = t("root.log.bot.score", who=t("root.log.who.marquise"), n=1)
    for _lesson in lesson_clicks(app, scene):
        if track in scene.log:
            break
    assert track in scene.log, "the lesson's Marquise never scored her building track"
    after = scene.log[scene.log.index(track) + 1]
    assert after != t("root.log.vp", who=t("root.log.who.marquise"), n=1), "the track's point said twice"
    assert scene.snap()["players"][0]["vp"] >= 1


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_card_name_ending_in_an_exclamation_mark_ends_the_sentence(app, lang):
    app.set_language(lang)
    scene = open_lesson(app, "root")
    line = scene.describe_event(app.t, scene.state, {"type": "discard", "faction": "marquise",
                                                     "card": "stand_and_deliver_1", "why": "play"})
    name = words.card_name(app.t, scene.cfg.cards, "stand_and_deliver_1")
    assert line.endswith(name) and name.endswith("!")

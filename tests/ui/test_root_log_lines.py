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


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_log_calls_the_person_you_as_the_panels_do(app, lang):
    """The panel says "Woodland Alliance · You"; the log said "The Alliance crafts...":
    sentences about the person are written to "you" (DESIGN.md, one name per person)."""
    app.set_language(lang)
    scene = open_lesson(app, "root")
    t = app.t
    assert scene.seat_name(1) == t("root.setup.you")
    for _lesson in lesson_clicks(app, scene):
        pass
    log = [line for line in scene.log if line != t("root.log.start")]      # the factions, by their names
    named = [line for line in log if t("root.log.who.alliance") in line or t("root.log.whom.alliance") in line]
    assert not named, f"the log names the person by faction: {named}"
    craft = t("root.log_you.craft", card=t("root.card.codebreakers.name"))
    assert craft in log
    assert any(line.startswith(t("root.log.who.marquise")) for line in log)     # the computer keeps its name

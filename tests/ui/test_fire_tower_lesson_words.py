"""Fire Tower's lesson says what the screen does (issue 21, newcomer play-test): a step
that tells the player to press Turn it shows that button, one that does not never shows
it; the computer's whole turn stays marked; the opponent has one name."""
import pytest

from tests.ui.mouse import click
from tests.ui.test_tutorials import open_lesson, settle


def walk(app, scene, visit):
    """Follow the lesson's arrows to its end, calling visit(lesson) whenever it waits."""
    lesson = scene.tutorial
    for _ in range(200):
        if lesson.finished:
            return
        settle(app)
        visit(lesson)
        click(app, lesson.target_rect.center)
    raise AssertionError("the lesson does not end")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_turn_it_is_named_exactly_where_the_button_shows(app, lang):
    app.t.lang = lang
    scene = open_lesson(app, "fire_tower")
    label = app.t("fire_tower.tutorial.turn")
    shown = {}
    walk(app, scene, lambda lesson: shown.__setitem__(
        lesson.step.say, shown.get(lesson.step.say, False) or lesson.extra_button.visible))
    for say, seen in shown.items():
        named = label in app.t(f"fire_tower.tutorial.{say}")
        assert named == seen, f"step {say}: the text {'names' if named else 'does not name'} " \
                              f"{label!r}, the button {'shows' if seen else 'never shows'}"


def test_both_moves_of_the_computers_turn_stay_outlined(app):
    """After Player 2's turns the lesson waits with the wind gem and the card's squares
    outlined, not the card's alone (the wind gem at C5 and the West card's gem at A5; the
    Explosion's firebreak at H7 and its ring)."""
    scene = open_lesson(app, "fire_tower")
    seen = {}
    walk(app, scene, lambda lesson: seen.setdefault(lesson.step.say, scene.last_move))
    ring = {(6 + dr, 7 + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)} - {(7, 7)}  # the flame
    assert (6, 7) in seen["skip_ahead"] and seen["skip_ahead"] <= ring
    assert {(4, 2), (4, 0)} <= seen["wind_again"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_lesson_names_the_opponent_as_the_board_does(app, lang):
    """The panels and the log say "Player 2"; the lesson names that player so too, and
    blue is only the colour of its tower (a sentence saying blue names Player 2)."""
    app.t.lang = lang
    scene = open_lesson(app, "fire_tower")
    name, blue = app.t("fire_tower.setup.player", n=2), {"en": "blue", "es": "azul"}[lang]
    steps = scene.tutorial.lesson.steps
    said = [app.t(f"fire_tower.tutorial.{key}") for step in steps for key in (step.say, step.after) if key]
    for text in said:
        for sentence in text.split(". "):
            assert blue not in sentence.lower() or name in sentence, f"the opponent called {blue!r}: {sentence}"
    assert any(name in text for text in said), f"the lesson never names {name!r}"

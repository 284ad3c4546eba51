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

"""The lesson's shared mechanism (game/ui/tutorial.py) through the real App loop: a click
is judged once, against the step it began in, never again against the step it led to
(issue 20, item 2); the "Lesson finished" note stays on the title screen only (item 3)."""
import pygame
import pytest

from game.scenes.title import TitleScene
from tests.ui.mouse import click, post, rendered_texts
from tests.ui.test_tutorials import GAMES, follow, open_lesson, settle


def refusal_shown(scene) -> str:
    """What the board says in red or the lesson says kindly after a click, "" if nothing."""
    lesson = scene.tutorial.message
    game = getattr(scene, "refusal", "") or (scene.message if scene.message_bad else "")
    return lesson or game


def tap_release_first(app, pos):
    """A tap whose press arrives after its release (as a busy machine or a touchpad may
    deliver them): the button acts on the release, the board on the press."""
    post(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    post(pygame.MOUSEBUTTONUP, pos, button=1)
    post(pygame.MOUSEBUTTONDOWN, pos, button=1)
    app.run_frames(3)


@pytest.mark.parametrize("game", GAMES)
def test_a_click_that_moves_the_lesson_on_is_not_refused_by_the_next_step(app, game):
    scene = open_lesson(app, game)
    lesson = scene.tutorial
    for _ in range(200):
        if lesson.finished:
            break
        settle(app)
        before = (lesson.index, lesson.sub)
        tap_release_first(app, lesson.target_rect.center)
        if (lesson.index, lesson.sub) != before and not lesson.finished:
            assert not refusal_shown(scene), \
                f"step {before[0]} of {game}: the click that did it is refused by the next step"
    assert lesson.finished


@pytest.mark.parametrize("then", ["next lesson", "dialog"])
def test_lesson_finished_note_stays_on_the_title_only(app, then):
    """Finishing a lesson says so on the title screen; the note does not follow into the
    next lesson nor over a dialog opened from the title, and does not come back."""
    scene = open_lesson(app, GAMES[0])
    follow(app, scene)
    assert isinstance(app.scene, TitleScene)
    done = app.t("tutorial.done_toast")
    assert done in rendered_texts(app), "the title does not say the lesson is finished"
    if then == "dialog":                        # Esc on the title asks whether to quit
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        app.run_frames(1)
        assert not isinstance(app.scene, TitleScene)
        assert done not in rendered_texts(app, 3), "the note is drawn over the dialog"
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        app.run_frames(1)
    else:
        other = next(b for b in app.scene.learn_buttons.buttons if b.game != GAMES[0])
        click(app, other.rect.center)
        assert getattr(app.scene, "tutorial", None) is not None
        assert done not in rendered_texts(app, 3), "the note followed into the next lesson"
        click(app, app.scene.tutorial.leave_button.rect.center)
    assert isinstance(app.scene, TitleScene)
    assert done not in rendered_texts(app, 3), "the note came back"


def test_fire_tower_the_square_just_clicked_is_not_explained_as_refused(app):
    """Fire Tower's lesson: the wind gem goes on the glowing square; resting there, the
    mouse is not told "That square is already on fire" (the next decision's reason) until
    it moves away and comes back."""
    scene = open_lesson(app, "fire_tower")
    lesson = scene.tutorial
    while not (lesson.step.kind == "do" and lesson.expected()[0][0] == "wind"):
        follow(app, scene, steps=1)
    settle(app)
    spot = lesson.target_rect.center
    index = lesson.index
    click(app, spot)
    settle(app)
    assert lesson.index == index + 1
    app.run_frames(3)
    assert scene.refusal_note() is None, f"the click just made reads as refused: {scene.refusal_note()}"
    for pos in ((spot[0] + 200, spot[1]), spot):        # away and back: now it may explain
        post(pygame.MOUSEMOTION, pos, rel=(1, 0), buttons=(0, 0, 0))
        app.run_frames(2)
    note = scene.refusal_note()
    assert note and note[1] != (192, 57, 43)

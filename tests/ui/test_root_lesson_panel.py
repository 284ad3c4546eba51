"""Root's lesson panel (game/games/root/tutorial.py) and the board beneath it, played
through the real App loop: the panel never covers a control the player sees (every
choice whole, DESIGN.md "Playing by mouse"), never jumps under the pointer, and what
lies beneath it shows no tooltip over its text (one overlay at a time)."""
import pygame

from game.games.root.layout import BOARD

from tests.ui.mouse import click
from tests.ui.test_tutorials import follow, open_lesson, settle


def visible_controls(scene) -> list:
    """(label, rect) of every button the board shows now, greyed or not."""
    rows = [scene.buttons, scene.mode_buttons, scene.choice_buttons]
    return [(b.label(), pygame.Rect(b.rect)) for row in rows for b in row.buttons if b.visible]


def lesson_clicks(app, scene):
    """Click where the lesson points until it ends, yielding before each click (the
    board settled, the target and the panel where the player sees them)."""
    lesson = scene.tutorial
    for _ in range(200):
        if lesson.finished:
            return
        settle(app)
        app.run_frames(1)
        yield lesson
        rect = lesson.target_rect        # low on it, as a newcomer clicks anywhere on it
        click(app, (rect.centerx, rect.centery + rect.h // 3))
    raise AssertionError("the lesson does not advance")


def test_the_panel_covers_no_control_at_any_step_of_the_lesson(app):
    scene = open_lesson(app, "root")
    steps = set()
    for lesson in lesson_clicks(app, scene):
        covered = [label for label, rect in visible_controls(scene) if lesson.panel_rect.colliderect(rect)]
        assert not covered, f"step {lesson.index + 1}: the lesson's panel covers {covered}"
        steps.add(lesson.index)
    assert len(steps) == len(scene.tutorial.lesson.steps)


def test_the_panel_does_not_jump_over_where_the_player_clicked(app):
    """Onto the map over the clearing just clicked (step 20: the chooser's second button
    was covered by the panel beside the choices, which went over clearing 12)."""
    scene = open_lesson(app, "root")
    before = None
    for lesson in lesson_clicks(app, scene):
        pointer, now = scene.hover, pygame.Rect(lesson.panel_rect)
        if pointer is not None and BOARD.collidepoint(pointer) and before is not None and now != before:
            assert not now.collidepoint(pointer), \
                f"step {lesson.index + 1}: the panel jumped over where the player clicked"
        before = now


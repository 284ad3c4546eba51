"""Root's lesson panel (game/games/root/tutorial.py) and the board beneath it, played
through the real App loop: the panel never covers a control the player sees (every
choice whole, DESIGN.md "Playing by mouse"), never jumps under the pointer, and what
lies beneath it shows no tooltip over its text (one overlay at a time)."""
import pygame
import pytest

from game.games.root.layout import BOARD

from tests.ui.mouse import click, post
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


def test_nothing_beneath_the_panel_is_explained_over_its_text(app, monkeypatch):
    """Step 20 put the panel over clearing 12 with the pointer on it: the clearing's cost
    tooltip was painted over the lesson's text."""
    from game.games.root import tutorial as root_lesson
    from game.ui import widgets
    scene = open_lesson(app, "root")
    for lesson in lesson_clicks(app, scene):
        if lesson.index == 19:          # organize in clearing 12
            break
    box = scene.clearing_box(12)
    corner = pygame.Rect(box.x - 60, box.y + 40, 470, 242)          # the panel over its lower part
    monkeypatch.setattr(root_lesson, "panel_spots", lambda scene: [corner])
    painted = []
    paint = widgets.paint_tooltip
    monkeypatch.setattr(widgets, "paint_tooltip", lambda surface: painted.append(paint(surface)))
    app.run_frames(1)
    assert lesson.panel_rect == corner and 12 in scene.lit_clearings()
    pos = (box.centerx, box.bottom - 12)
    assert scene.clearing_at(pos) == 12 and corner.collidepoint(pos)
    post(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(60)                  # longer than a tooltip's delay
    assert scene.tooltip.due() and not any(painted[-30:]), "a tooltip of the map shows over the lesson's panel"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_text_of_the_lesson_points_at_its_greyed_undo(app, lang):
    """A lesson only goes forward (its Undo greyed): neither the lesson's panel (step 4
    said "Undo can take your last step back") nor the instruction line ("or Undo to take
    back your last step") sends the player to it."""
    app.set_language(lang)
    scene = open_lesson(app, "root")
    undo = app.t("ui.undo")
    seen = set()
    for lesson in lesson_clicks(app, scene):
        said = [app.t(lesson.key(lesson.step.say)), app.t(lesson.key(lesson.said)) if lesson.said else "",
                scene.message]
        assert not [text for text in said if undo in text], f"step {lesson.index + 1} points at Undo: {said}"
        seen.add(scene.message)
    assert any(app.t("root.ui.end_evening") in text for text in seen)      # a phase with nothing left was seen


def test_crafting_codebreakers_is_not_said_to_score_and_its_button_says_what_it_does(app):
    """Step 18 said "Crafted items score points" right after a craft that scored none (a
    lasting effect, RT-CRAFT-PERSISTENT); the Codebreakers button under What now had no
    tooltip."""
    scene = open_lesson(app, "root")
    vp = None
    for lesson in lesson_clicks(app, scene):
        alliance = scene.snap()["players"][1]
        if lesson.said == "crafted":
            assert alliance["vp"] == vp, "the lesson's craft scored"
            assert "no points" in app.t(lesson.key("crafted"))
            break
        vp = alliance["vp"]
    for lesson in lesson_clicks(app, scene):
        found = [b for b, a in scene.choice_actions if a == ("codebreakers",) and b.visible]
        if found:
            break
    post(pygame.MOUSEMOTION, found[0].rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(60)
    assert scene.tooltip.shown[:2] == [app.t("root.card.codebreakers.name"), app.t("root.card.codebreakers.text")]


def test_the_battle_result_goes_with_the_next_action(app):
    """The dice of the lesson's battle (step 19) stayed on the map through the organize
    after it and the last step (l37b, l39)."""
    scene = open_lesson(app, "root")
    shown = False
    for lesson in lesson_clicks(app, scene):
        if lesson.index == 19 and lesson.said:          # just after the battle: its result shows
            shown = shown or scene.dice is not None
        if lesson.index == 20:          # the organize after the battle is played
            break
    assert shown, "the lesson's battle showed no dice"
    assert scene.dice is None, "the battle's result is still on the map after the next action"

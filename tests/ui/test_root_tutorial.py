"""Root's lesson is keyed on the position, not on a replayed bot line: [bot_turn] is the
Clockwork turn however many steps it takes, "?" the value the position gives
(game/games/root/lesson_steps.py resolve_actions). RT-BOT-ORDER, RT-BOT-LEVELS. On the board, the
Marquise's turn is watched at the computer's pace with its log in sight, and the lesson
teaches crafting, Organize, the wheel for the warrior count and the Marquise's side."""
import pygame
import pytest
import yaml

from game.core.data import DATA_DIR
from game.core.match import Match
from game.games.root import rules
from game.games.root.lesson_steps import resolve_actions
from game.ui import tutorial as tut


def raw_steps():
    doc = yaml.safe_load((DATA_DIR / "root" / "tutorial.yaml").read_text(encoding="utf-8"))
    out = []
    for step in doc["steps"]:
        kind = next(k for k in ("note", "do", "free", "auto") if k in step)
        if kind == "note":
            out.append([])
            continue
        value = step[kind]
        out.append([tuple(a) for a in value] if isinstance(value[0], list) else [tuple(value)])
    return doc, out


def test_the_loaded_lesson_holds_only_exact_legal_actions():
    lesson = tut.load_lesson("root")
    flat = [a for step in lesson.steps for a in step.actions]
    assert all("?" not in a and a != ("bot_turn",) for a in flat)
    tut.check_lesson(lesson)
    doc, raw = raw_steps()
    assert any(("bot_turn",) in step for step in raw) and any("?" in a for step in raw for a in step)


@pytest.mark.parametrize("change", [{"bot_difficulty_marquise": "nightmare"}, {"bot_difficulty_marquise": "easy"},
                                    {"bot_traits_marquise": ["blitz"]}, {"bot_traits_marquise": ["hospitals"]}])
def test_the_lesson_still_plays_when_the_bot_plays_otherwise(change):
    """Another bot level or trait changes the Marquise's turns (their steps, her pieces):
    the lesson's steps still resolve to legal actions and play to the end."""
    doc, raw = raw_steps()
    setup = dict(doc["setup"], **change)
    exact = resolve_actions(setup, doc["seed"], raw)
    match = Match("root", rules, setup, doc["seed"])
    for step, actions in zip(raw, exact):
        for a in actions:
            assert a in match.state.legal_actions()
            match.apply(a)
        if step and step[0] == ("bot_turn",):
            assert actions and all(a == ("bot_step",) for a in actions)
            assert match.state.legal_actions() != [("bot_step",)]       # the whole turn was played
    assert match.actions[-1][0] == "organize"


def test_a_step_that_no_longer_fits_is_named_as_a_data_error():
    doc, raw = raw_steps()
    raw[2] = [("spread", "?"), ("spread", 99)]
    with pytest.raises(ValueError):
        resolve_actions(doc["setup"], doc["seed"], raw)


# ------------------------------------------------------------ through the real App loop (issue 20, item 18)
def lesson_at(app, step):
    """The lesson on the app at `step` (0-based), as a player would find it there."""
    scene = tut.lesson_scene(app, "root", step)
    app.push(scene)
    app.run_frames(2)
    return scene


def steps_played(scene):
    return sum(1 for a in scene.match.actions if a == ("bot_step",))


def test_the_marquise_turn_is_watched_step_by_step_with_its_log_in_sight(app):
    from mouse import click
    scene = lesson_at(app, 7)
    lesson = scene.tutorial
    assert lesson.step.kind == "auto"
    total = len(lesson.step.actions)
    before, lines = steps_played(scene), len(scene.log)
    click(app, lesson.next_button.rect.center, frames=1)
    assert 0 < steps_played(scene) - before < total        # one move now, not the whole turn
    log_box = pygame.Rect(scene.choice_box().x, scene.choice_box().bottom + 6, 440, 100)
    assert not lesson.panel_rect.colliderect(log_box)      # its log lines are read as they come
    seen = [steps_played(scene)]
    for _ in range(900):
        app.run_frames(1)
        seen.append(steps_played(scene))
        if lesson.index == 8:
            break
    assert lesson.index == 8 and steps_played(scene) - before == total
    pause = int(scene.bot_pause() * 60)
    gaps = [i for i in range(1, len(seen)) if seen[i] != seen[i - 1]]
    assert all(b - a >= pause - 1 for a, b in zip(gaps, gaps[1:]))     # at the computer's pace
    assert len(scene.log) > lines and any("builds a sawmill" in line for line in scene.log)


def test_train_the_board_button_is_no_mistake_and_the_text_names_the_chooser_button(app):
    from mouse import click
    from game.ui.text_audit import audit_frame
    scene = lesson_at(app, 11)
    lesson = scene.tutorial
    assert lesson.step.actions == [("train", "birdy_bindle_1")]
    click(app, lesson.target_rect.center)                      # the bird card: its chooser
    label = next(b.label() for b, a in scene.choice_actions if a == ("train", "birdy_bindle_1"))
    assert label == "Train with Birdy Bindle" and label in app.t("root.tutorial.train")
    click(app, scene.back_rect().center)                       # Back is never a mistake
    assert not scene.chooser and not lesson.message
    train = next(b for b, m in scene.mode_actions if m == "train")
    click(app, train.rect.center)
    assert scene.mode == "train" and not lesson.message       # nor the board's Train: it narrows the choice
    click(app, (400, 300))                                     # a wrong click: refused kindly...
    assert lesson.message
    assert not audit_frame(app)                                # ...in words that fit above Leave
    click(app, lesson.target_rect.center)
    assert scene.match.actions[-1] == ("train", "birdy_bindle_1") and lesson.index == 12


def test_the_warrior_count_is_set_with_the_wheel_while_dragging(app):
    from mouse import post, wheel
    scene = lesson_at(app, 13)
    lesson = scene.tutorial
    assert lesson.step.actions == [("move", 9, 12, 1)]
    start, end = scene.centres[9], scene.centres[12]
    post(pygame.MOUSEMOTION, start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, start, button=1)
    app.run_frames(1)
    post(pygame.MOUSEMOTION, (start[0] + 60, start[1] + 20), rel=(60, 20), buttons=(1, 0, 0))
    app.run_frames(1)
    assert scene.count == 2
    wheel(app, -1)
    assert scene.count == 1
    post(pygame.MOUSEMOTION, end, rel=(0, 0), buttons=(1, 0, 0))
    app.run_frames(1)
    post(pygame.MOUSEBUTTONUP, end, button=1)
    app.run_frames(2)
    assert scene.match.actions[-1] == ("move", 9, 12, 1) and lesson.index == 14 and not lesson.message


def test_the_lesson_teaches_crafting_organize_the_count_and_the_marquises_side():
    lesson = tut.load_lesson("root")
    kinds = [a[0] for step in lesson.steps for a in step.actions]
    assert {"craft", "organize"} <= set(kinds)
    assert any(step.kind == "note" and step.say == "marquise_side" for step in lesson.steps)
    moves = [a for step in lesson.steps for a in step.actions if a[0] == "move"]
    assert moves and moves[0][3] == 1       # one of two: the wheel (or −) sets the count

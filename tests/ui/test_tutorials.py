"""Learn to play (issue 13): each game's lesson completed from start to end through the
real app loop by following its own arrows (the test reads where the lesson points,
tutorial.target_rect, and clicks there); wrong clicks refused without a change; leaving
and coming back resumes at the same step; the player's own autosave never touched."""
import json

import pygame
import pytest

from game.core.i18n import load_catalog
from game.scenes.launch import autosave_path
from game.scenes.title import TitleScene
from game.ui import tutorial as tut
from tests.ui.mouse import click

GAMES = [g for g in tut.GAMES if tut.has_lesson(g)]


def settle(app, frames=1200):
    """Frames until nothing moves on the lesson's board (animations are off; an opponent's
    turn is watched move by move at the computer's pace)."""
    scene = app.scene
    for _ in range(frames):
        app.run_frames(1)
        if getattr(app.scene, "tutorial", None) is None or not app.scene.tutorial.busy():
            return
    raise AssertionError("the board kept moving")


def open_lesson(app, game):
    app.push(TitleScene(app))
    app.run_frames(1)
    button = next((b for b in app.scene.learn_buttons.buttons if b.game == game), None)
    if button is None:          # a game still in preparation on the title: from its rules
        from game.games import title
        assert not title(game).playable, f"no Learn to play on {game}'s title card"
        from game.scenes.rules_view import RulesScene
        app.push(RulesScene(app, game))
        app.run_frames(1)
        button = app.scene.learn_button
    click(app, button.rect.center)
    scene = app.scene
    assert getattr(scene, "tutorial", None) is not None, "Learn to play opened no lesson"
    return scene


def follow(app, scene, steps=None, limit=200):
    """Click where the lesson points until it ends (or `steps` steps are done)."""
    lesson = scene.tutorial
    start = lesson.index
    clicks = 0
    while not lesson.finished and (steps is None or lesson.index < start + steps):
        settle(app)
        rect = lesson.target_rect
        assert rect is not None, f"step {lesson.index} ({lesson.step}) points nowhere"
        assert pygame.Rect(0, 0, 1280, 800).contains(rect), f"step {lesson.index} points off screen"
        on_panel = lesson.step.kind in ("note", "auto") or lesson.extra_button.visible
        assert on_panel or not lesson.panel_rect.colliderect(rect), \
            f"the panel covers the target of step {lesson.index}"
        before = lesson.index
        click(app, rect.center)
        clicks += 1
        assert clicks < limit, "the lesson does not advance"
        if lesson.index == before and not lesson.finished:
            assert not lesson.message, f"a click on the target of step {before} was refused"
    return lesson


def player_autosave(app, game):
    """A game in progress of the player's, saved like any other."""
    from game.core.match import Match
    from game.games import rules_for
    lesson = tut.load_lesson(game)
    match = Match(game, rules_for(game), lesson.setup, 12345)
    match.save(autosave_path(game))
    return autosave_path(game).read_bytes()


@pytest.mark.parametrize("game", GAMES)
def test_lesson_data_is_legal_and_in_both_languages(game):
    lesson = tut.load_lesson(game)
    assert 8 <= len(lesson.steps) <= 24
    tut.check_lesson(lesson)
    en, es = load_catalog("en"), load_catalog("es")
    for key in tut.text_keys(lesson) + ["tutorial.learn", "tutorial.try_glowing", "tutorial.next"]:
        assert key in en and key in es, key
        for text in (en[key], es[key]):
            assert "_" not in text and "{" not in text, f"{key} reads like code: {text!r}"
    kinds = {action[0] for step in lesson.steps for action in step.actions}
    needed = {"zefiria": {"place", "fly", "breeze", "end", "skyron"},
              "fire_tower": {"hawk", "wind", "to", "play", "place", "bucket"},
              "flamecraft": {"keep_fancy", "move", "gift", "place", "fire", "enchant", "take", "skip"},
              "root": {"spread", "mobilize", "revolt", "spend", "train", "recruit", "move", "battle",
                       "bot_step", "end_phase", "craft", "organize"}}[game]
    assert needed <= kinds


@pytest.mark.parametrize("game", GAMES)
def test_lesson_completed_by_following_its_arrows(app, game, user_data):
    saved = player_autosave(app, game)
    scene = open_lesson(app, game)
    lesson = follow(app, scene)
    assert lesson.finished
    assert isinstance(app.scene, TitleScene)
    # every action of the lesson was played, in order, and nothing else
    assert scene.match.actions == [a for step in lesson.lesson.steps for a in step.actions]
    assert autosave_path(game).read_bytes() == saved, "the lesson touched the player's autosave"
    done = json.loads(tut.progress_path(game).read_text())
    assert done["done"] is True
    # a finished lesson starts again from the beginning
    again = open_lesson(app, game)
    assert again.tutorial.index == 0 and not again.match.actions


@pytest.mark.parametrize("game", GAMES)
def test_wrong_clicks_are_refused_and_change_nothing(app, game):
    scene = open_lesson(app, game)
    follow(app, scene, steps=2)
    lesson = scene.tutorial
    for _ in range(6):
        settle(app)
        if lesson.step.kind == "do":
            break
        follow(app, scene, steps=1)
    assert lesson.step.kind == "do"
    rect = lesson.target_rect
    state = json.dumps(scene.state.to_dict(), sort_keys=True)
    index = lesson.index
    # a spot on the board far from the target and off the panel and the top buttons
    spots = [(x, y) for x in range(40, 700, 60) for y in range(100, 780, 60)
             if not rect.inflate(40, 40).collidepoint((x, y)) and not lesson.panel_rect.collidepoint((x, y))]
    click(app, spots[len(spots) // 2])
    assert lesson.index == index
    assert json.dumps(scene.state.to_dict(), sort_keys=True) == state
    assert lesson.message == app.t("tutorial.try_glowing")
    # a wrong action sent straight to the scene (a key, a button) is refused too
    other = [a for a in scene.state.legal_actions() if a != lesson.expected()[0]]
    if other:
        assert scene.act(other[0]) is False
        assert json.dumps(scene.state.to_dict(), sort_keys=True) == state
    # and then the right click goes on
    follow(app, scene, steps=1)
    assert lesson.index == index + 1


@pytest.mark.parametrize("game", GAMES)
def test_leaving_and_coming_back_resumes_at_the_same_step(app, game):
    saved = player_autosave(app, game)
    scene = open_lesson(app, game)
    follow(app, scene, steps=4)
    index, actions = scene.tutorial.index, list(scene.match.actions)
    position = json.dumps(scene.state.to_dict(), sort_keys=True)
    click(app, scene.tutorial.leave_button.rect.center)
    assert isinstance(app.scene, TitleScene)
    back = open_lesson(app, game)
    assert back.tutorial.index == index
    assert back.match.actions == actions
    assert json.dumps(back.state.to_dict(), sort_keys=True) == position
    # Esc opens the game's menu; the lesson is still there underneath
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.run_frames(2)
    assert app.scene is not back and app.scenes[-2] is back
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.run_frames(2)
    assert app.scene is back and back.tutorial.index == index
    assert autosave_path(game).read_bytes() == saved
    follow(app, back)       # and it can still be finished
    assert autosave_path(game).read_bytes() == saved


def test_rules_viewer_links_to_the_lesson(app):
    from game.scenes.rules_view import RulesScene
    app.push(TitleScene(app))
    app.push(RulesScene(app, GAMES[0]))
    app.run_frames(1)
    click(app, app.scene.learn_button.rect.center)
    assert getattr(app.scene, "tutorial", None) is not None
    assert app.scene.match.game == GAMES[0]


def test_a_lesson_is_never_offered_as_a_game_to_continue(app):
    from game.scenes.launch import list_autosaves
    scene = open_lesson(app, GAMES[0])
    follow(app, scene, steps=3)
    assert tut.progress_path(GAMES[0]).exists()
    assert list_autosaves() == []           # its progress is not an autosave


def test_a_free_step_takes_any_legal_action_and_resumes_with_it(app, monkeypatch):
    """A "free" step: the arrow suggests an action, any legal one is accepted and kept."""
    real = tut.load_lesson("zefiria")
    steps = [s for s in real.steps[:5]] + [
        tut.Step("free", [("fly", 1)], "fly_step", "fly_step_done"),
        tut.Step("note", [], "finish", None)]
    lesson = tut.Lesson("zefiria", real.seed, real.setup, steps)
    monkeypatch.setattr(tut, "load_lesson", lambda game: lesson)
    scene = tut.start_tutorial(app, "zefiria")
    app.run_frames(1)
    follow(app, scene, steps=5)
    tutorial = scene.tutorial
    assert tutorial.step.kind == "free" and tutorial.target_rect is not None     # a suggestion
    other = ("fly", 5)
    assert other in scene.state.legal_actions() and other != tutorial.step.action
    click(app, scene.tutorial.adapter.pawn_rect(scene, "borea").center)          # pick Borea up
    click(app, scene.cells[5].center)                                          # and fly elsewhere
    settle(app)
    assert scene.match.actions[-1] == other and tutorial.index == 6
    click(app, tutorial.leave_button.rect.center)
    back = tut.start_tutorial(app, "zefiria")
    assert back.match.actions[-1] == other and back.tutorial.index == 6


def test_a_good_can_be_chosen_on_its_board_chip_too(app):
    """Flamecraft: the good to take is a button and a chip beside your shop; both count."""
    if "flamecraft" not in GAMES:
        pytest.skip("no Flamecraft lesson")
    scene = open_lesson(app, "flamecraft")
    lesson = scene.tutorial
    while not (lesson.step.kind == "do" and lesson.expected()[0][0] == "take"):
        follow(app, scene, steps=1)
    settle(app)
    chips = [rect for rect, a, _ in scene.board_chips() if a == lesson.expected()[0]]
    assert chips
    before = len(scene.match.actions)
    click(app, chips[0].center)
    assert len(scene.match.actions) == before + 1 and not lesson.message


def test_the_flamecraft_opponents_turn_is_watched_move_by_move(app):
    """DESIGN.md (the computer's turn can be followed): after Continue, the opponent's turn
    of the Flamecraft lesson plays one move, then the next ones at the computer's pace, each
    with its log line; not all six at once."""
    scene = tut.lesson_scene(app, "flamecraft", 7)
    app.push(scene)
    app.run_frames(2)
    lesson = scene.tutorial
    assert lesson.step.kind == "auto" and len(lesson.step.actions) == 6
    before, lines = len(scene.match.actions), len(scene.log)
    click(app, lesson.next_button.rect.center, frames=1)
    assert len(scene.match.actions) - before == 1           # one move now, not the whole turn
    seen = [len(scene.match.actions)]
    for _ in range(900):
        app.run_frames(1)
        seen.append(len(scene.match.actions))
        if lesson.index == 8:
            break
    assert lesson.index == 8 and len(scene.match.actions) - before == 6
    pause = int(scene.bot_pause() * 60)
    gaps = [i for i in range(1, len(seen)) if seen[i] != seen[i - 1]]
    assert len(gaps) == 5 and all(b - a >= pause - 1 for a, b in zip(gaps, gaps[1:]))     # at the computer's pace
    assert len(scene.log) >= lines + 4


# A step whose gesture takes two clicks (pick up, then put down), in each lesson.
TWO_CLICK_STEPS = {"zefiria": 5, "fire_tower": 5, "flamecraft": 4, "root": 11}


@pytest.mark.parametrize("game", GAMES)
def test_a_refusal_goes_at_the_next_right_click(app, game):
    """A lesson's kind refusal ("Not there...") stays only until the next right click: on a
    step of two clicks, the first right one clears it (it stayed until the step was done)."""
    scene = tut.lesson_scene(app, game, TWO_CLICK_STEPS[game])
    app.push(scene)
    settle(app)
    lesson = scene.tutorial
    index, rect = lesson.index, lesson.target_rect
    spots = [(x, y) for x in range(40, 700, 60) for y in range(100, 780, 60)
             if not rect.inflate(40, 40).collidepoint((x, y)) and not lesson.panel_rect.collidepoint((x, y))]
    click(app, spots[len(spots) // 2])
    assert lesson.message == app.t("tutorial.try_glowing")
    click(app, rect.center)
    settle(app)
    assert lesson.index == index, "the step took one click (pick a step of two)"
    assert lesson.message == ""


def marks_inside(app, scene, rects, outlined=()) -> int:
    """Pixels inside `rects` (shrunk by 2, their rounded corners left out; by 6 when
    `outlined`, the squares a pattern covers, framed on purpose) that the lesson's marks
    change: the frame drawn with them against the same frame without."""
    for _ in range(10):                 # the panels a move changed, repainted (one a frame)
        if not scene.layers.pending:
            break
        app.run_frames(1)
    lesson = scene.tutorial
    ticks, now = pygame.time.get_ticks, pygame.time.get_ticks()
    pygame.time.get_ticks = lambda: now      # both frames at one instant (a ring breathes)
    try:
        app.run_frames(1)
        marked = app.screen.copy()
        lesson.draw_target = lambda surface, target: None
        app.run_frames(1)
    finally:
        pygame.time.get_ticks = ticks
        lesson.__dict__.pop("draw_target", None)
    bare = app.screen
    changed = 0
    for rect in rects:
        inner = rect.inflate(*((-12, -12) if rect in outlined else (-4, -4))).clip(bare.get_rect())
        corner = min(10, inner.w // 3, inner.h // 3)

        def in_corner(x, y):
            return min(x - inner.left, inner.right - 1 - x) < corner and \
                min(y - inner.top, inner.bottom - 1 - y) < corner
        changed += sum(1 for x in range(inner.left, inner.right) for y in range(inner.top, inner.bottom)
                       if marked.get_at((x, y)) != bare.get_at((x, y)) and not in_corner(x, y))
    return changed


@pytest.mark.parametrize("game", GAMES)
def test_the_lessons_arrows_never_cover_what_they_point_at(app, game):
    """The lesson's arrow and marks stop at the edge of what is to be clicked (and of where
    it is dragged): its words and picture stay readable, on every step of every lesson."""
    scene = tut.lesson_scene(app, game, 0)
    app.push(scene)
    lesson = scene.tutorial
    covered = []
    for _ in range(200):
        settle(app)
        if lesson.finished:
            break
        target = lesson.target
        rects = [target["rect"]] + ([target["drag_to"]] if target.get("drag_to") is not None else [])
        n = marks_inside(app, scene, rects, target.get("glow") or ())
        if n:
            covered.append(f"step {lesson.index} ({lesson.step.say}): {n} pixels in {rects}")
        click(app, target["rect"].center)
    assert lesson.finished or lesson.index == len(lesson.lesson.steps) - 1
    assert not covered, "\n".join(covered)

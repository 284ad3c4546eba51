"""Zefiria's player-facing texts through the real App loop: set-up spirit picks, the two
solo questions, a computer seat's prompt, wrapped log lines and the challenge target."""
from game.games.zefiria.levels import load_levels
from game.games.zefiria.scene import LOG_ROWS, SIDE_W, SIDE_X
from game.scenes import launch
from game.scenes.title import TitleScene
from game.ui.widgets import ACCENT

from mouse import button, click
from zef_mouse import answer_solo, end_turn


def drawn_texts(app, frames=2):
    """Every string the fonts draw during the next frames, with where it went."""
    seen = []
    real = app.fonts.draw

    def spy(target, text, pos, *args, **kwargs):
        rect = real(target, text, pos, *args, **kwargs)
        seen.append((text, rect))
        return rect

    app.fonts.draw = spy
    try:
        if hasattr(app.scene, "layers"):
            app.scene.layers.forget()         # repaint every layer, so all its text is drawn
        app.run_frames(frames)
    finally:
        app.fonts.draw = real
    return seen


def open_setup(app):
    app.reset_to(TitleScene(app))
    app.run_frames(2)
    click(app, app.scene.cards[0].rect.center)
    assert app.scene.name == "zefiria_setup"
    return app.scene


def test_a_spirit_taken_by_another_seat_cannot_be_picked(app):
    setup = open_setup(app)
    click(app, button(setup, "2"))
    click(app, setup.spirit_buttons[0].rect.center)          # seat 1: Random -> the first spirit
    first = setup.spirit_choice[0]
    assert first != "random"
    seen = []
    for _ in range(12):                                       # seat 2 goes round all its options
        click(app, setup.spirit_buttons[1].rect.center)
        seen.append(setup.spirit_choice[1])
    assert first not in seen
    assert set(seen) == {"random", *(sp for sp in setup.cfg.spirits if sp != first)}
    # Going up to 4 seats never brings back a duplicate either, so Start never refuses.
    click(app, button(setup, "4"))
    for seat in range(4):
        for _ in range(3):
            click(app, setup.spirit_buttons[seat].rect.center)
        chosen = [c for c in setup.spirit_choice[:4] if c != "random"]
        assert len(chosen) == len(set(chosen))
    click(app, setup.start_button.rect.center)
    assert app.scene.name == "zefiria" and not setup.error


SOLO = {"players": [{"name": "Ana", "kind": "human"}], "storm": False, "difficulty": "easy",
        "spirits": ["borea", "jugo", "etesia"]}


def test_the_two_solo_questions_look_different(app):
    launch.start_match(app, "zefiria", dict(SOLO), seed=5)
    app.run_frames(2)
    game = app.scene
    while game.state.phase == "place":
        click(app, game.cells[game.state._placement_cells()[0]].center)
    assert game.state.phase == "solo_first"
    first_msg = game.message
    first_labels = [b.label() for b in game.choice_buttons.buttons]
    assert all(label.endswith("goes first") for label in first_labels)
    assert all(b.primary for b in game.choice_buttons.buttons)
    rings_first = {sp: game.choice_ring(sp) for sp in game.state.awake()}
    assert set(rings_first.values()) == {(255, 196, 0)}
    assert "FIRST" in first_msg
    # Play the round by clicking: first choice, then End turn until the sleep question.
    answer_solo(app, game)
    for _ in range(10):
        if game.state.phase == "solo_sleep":
            break
        if game.state.phase == "solo_first":
            answer_solo(app, game)
        else:
            end_turn(app, game)
    assert game.state.phase == "solo_sleep"
    assert "SLEEPS" in game.message and game.message != first_msg
    labels = [b.label() for b in game.choice_buttons.buttons]
    assert all(label.endswith("sleeps") for label in labels) and not set(labels) & set(first_labels)
    assert not any(b.primary for b in game.choice_buttons.buttons)
    assert {game.choice_ring(sp) for sp in game.state.acted} == {ACCENT}
    # In Spanish too.
    app.set_language("es")
    game.sync_message()
    assert "DUERME" in game.message
    assert all(b.label().endswith("duerme") for b in game.choice_buttons.buttons)
    # Answer it with a click: the sleeper is one that acted.
    sleeper = game.state.acted[0]
    app.run_frames(1)                       # the rebuilt buttons are drawn before a click can reach them
    answer_solo(app, game)
    assert game.state.sleeper == sleeper


def test_a_computer_seat_is_never_told_to_click(app):
    setup = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "bot"}],
             "storm": False, "spirits": ["borea", "skyron"], "first_player": 0}
    launch.start_match(app, "zefiria", setup, seed=3)
    app.run_frames(2)
    game = app.scene
    game.thinker.ask = lambda *a, **k: None                   # the computer never answers here
    click(app, game.cells[0].center)                          # Ana places Borea
    assert game.is_bot_turn()
    assert "computer" in game.message and "click" not in game.message.lower()

    def skyron_chooses(state):
        state.phase = "skyron_choice"
        state.active = "skyron"
        state.skyron_pair = (6, 7)

    state = game.state.clone()                                 # as a loaded game would be
    skyron_chooses(state)
    game.match.state = state
    game.after_change()
    app.run_frames(2)
    assert game.is_bot_turn() and game.state.phase == "skyron_choice"
    assert game.message == "Ben (computer) is choosing where Skyron stands…"
    assert "click" not in game.message.lower()


def test_long_log_lines_wrap_inside_the_panel(app):
    launch.start_match(app, "zefiria", dict(SOLO), seed=5)
    app.run_frames(2)
    game = app.scene
    long_line = " ".join(["Borea swaps islands twelve and thirteen along a long route"] * 3)
    game.add_log(long_line)
    texts = drawn_texts(app)
    rows = [(text, rect) for text, rect in texts if rect.x == SIDE_X + 14 and 500 <= rect.y < 670]
    assert 1 < len(rows) <= LOG_ROWS
    assert all(rect.right <= SIDE_X + SIDE_W - 14 for _, rect in rows)
    assert not any(text.endswith("…") or text.endswith("....") for text, _ in rows)
    assert " ".join(text for text, _ in rows).endswith(long_line)


def test_challenge_target_shown_in_play_and_judged_at_the_end(app):
    app.reset_to(TitleScene(app))
    app.run_frames(2)
    click(app, app.scene.cards[0].rect.center)
    click(app, button(app.scene, app.t("zefiria.setup.levels")))
    ladder = app.scene
    click(app, ladder.tile_rect(1).center)                   # locked: a note appears
    assert app.toasts
    click(app, ladder.tile_rect(0).center)
    game = app.scene
    assert game.name == "zefiria" and not app.toasts        # the note stays behind
    target = load_levels()[0].target
    texts = [text for text, _ in drawn_texts(app)]
    assert f"Level 1 · target {target}" in texts
    state = game.state
    while not state.is_over:
        legal = state.legal_actions()
        game.act(("end",) if ("end",) in legal else legal[0])
        app.run_frames(1)
        state = game.state
    app.run_frames(3)
    end = app.scene
    assert end.name == "zefiria_end" and end.level["won"] is False
    texts = " ".join(text for text, _ in drawn_texts(app))
    assert f"target {target} not reached" in texts

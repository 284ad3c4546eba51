"""Zefiria's play-test findings by mouse (issue 20, the newcomer's second play-test):
plurals, the storm's cards at the computer's pace, who got or spent a gem, the hint's
marks, the end screen's words, names, set-up memory and the small things. Through the
real App loop with posted mouse events."""
import pytest

from mouse import click, drag
from zef_mouse import end_turn

from game.core.i18n import Translator
from game.games.zefiria import rules
from game.games.zefiria.describe import describe_event
from game.scenes import launch

TWO = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}],
       "storm": True, "spirits": ["borea", "jugo"], "first_player": 0}
BOTS = {"players": [{"name": "Ana", "kind": "bot"}, {"name": "Ben", "kind": "bot"}],
        "storm": True, "spirits": ["borea", "jugo"], "first_player": 0}


def open_game(app, setup, seed=0):
    launch.start_match(app, "zefiria", setup, seed=seed)
    app.run_frames(2)
    return app.scene


def place_all(app, scene):
    while scene.state.phase == "place":
        click(app, scene.cells[scene.state._placement_cells()[0]].center)


# ------------------------------------------------------------------ 1. plurals
@pytest.mark.parametrize("lang, one, many", [("en", "(1 purple gem left)", "(2 purple gems left)"),
                                             ("es", "(queda 1 gema morada)", "(quedan 2 gemas moradas)")])
def test_the_round_line_counts_purple_gems_in_the_singular_and_plural(app, lang, one, many):
    """Finding 1: "1 purple gems" is gone; the last round says it is the last."""
    app.set_language(lang)
    scene = open_game(app, TWO)
    place_all(app, scene)
    state = scene.state
    lines = {n: describe_event(app.t, state, {"type": "round", "round": 3, "purple": n}) for n in (0, 1, 2)}
    assert one in lines[1] and many in lines[2]
    assert "0" not in lines[0] and app.t("zefiria.log.round_last", round=3) == lines[0]
    while scene.state.round < 2:
        end_turn(app, scene)
    left = scene.state.purple
    assert any(f"{left} " in line for line in scene.log if str(scene.state.round) in line)


# ------------------------------------------------------------------ 2. the storm at the computer's pace
def test_the_storms_cards_stay_up_long_enough_to_read_before_the_computer_moves(app):
    """Finding 2: with animations on, the storm's cards stay on the board for a reading
    time at the Computer speed (Normal: 5 s) and the computer waits for them; they stand
    clear of the islands the storm hit, and a click puts them away sooner."""
    app.settings.set("animation_speed", 1.0)
    app.settings.set("bot_speed", "normal")
    scene = open_game(app, BOTS, seed=0)
    for _ in range(20000):
        if scene.banner is not None:
            break
        app.run_frames(1)
    assert scene.banner is not None
    actions = len(scene.match.actions)
    app.run_frames(60 * 3)                  # three seconds on the game's clock
    assert scene.banner is not None and len(scene.match.actions) == actions
    box = scene.banner_rect()
    assert not any(box.colliderect(scene.cells[c]) for c in scene.banner[2])
    app.run_frames(60 * 3)
    assert scene.banner is None

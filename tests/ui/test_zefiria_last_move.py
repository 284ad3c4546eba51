"""Zefiria's player words and last-move marker, through the real App loop with posted mouse
events: the log names islands by their numbers, and the board rings what just happened
until the next move (a person's or the computer's)."""
import pygame
import pytest

from game.games.zefiria.describe import describe_event, describe_events
from game.scenes import launch

from mouse import click, drag
from zef_mouse import end_turn


def open_game(app, setup, seed=11):
    launch.start_match(app, "zefiria", setup, seed=seed)
    app.run_frames(2)
    return app.scene


def two_seats(second="human"):
    return {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": second}],
            "storm": True, "spirits": ["borea", "jugo"], "first_player": 0}


def place_both(app, scene):
    click(app, scene.cells[0].center)
    if scene.state.phase == "place":
        click(app, scene.cells[24].center)
    app.run_frames(3)


def cheapest_swap(state):
    return min(state.breeze_options().items(), key=lambda kv: (kv[1], kv[0]))[0]


def marker_pixel(app, scene, cell):
    """A pixel of the ring just outside a cell, read from the screen."""
    rect = scene.cells[cell]
    return tuple(app.screen.get_at((rect.centerx, rect.top - 3)))[:3]


@pytest.mark.parametrize("lang, words", [("en", "swapped islands {a} and {b}"),
                                         ("es", "intercambió las islas {a} y {b}")])
def test_swap_log_names_both_islands_by_number(app, lang, words):
    app.set_language(lang)
    scene = open_game(app, two_seats())
    place_both(app, scene)
    assert "r1c1" not in " ".join(scene.log) and "f1c1" not in " ".join(scene.log)
    start = scene.state.grid[0]
    assert any(f" {start}" in line and ("island" in line or "isla" in line) for line in scene.log)
    a, b = cheapest_swap(scene.state)
    before = list(scene.state.grid)
    drag(app, scene.cells[a].center, scene.cells[b].center)
    assert scene.state.grid[a] == before[b]
    line = [ln for ln in scene.log if words.split()[0] in ln][-1]
    assert words.format(a=before[a], b=before[b]) in line or words.format(a=before[b], b=before[a]) in line
    assert "c1" not in line and "c5" not in line


def test_marker_on_swapped_cells_then_moves_with_the_next_move(app):
    scene = open_game(app, two_seats())
    place_both(app, scene)
    assert scene.last_move["at"] == (24,)               # Jugo's placement
    a, b = cheapest_swap(scene.state)
    drag(app, scene.cells[a].center, scene.cells[b].center)
    assert set(scene.last_move["at"]) == {a, b}
    app.run_frames(3)
    assert marker_pixel(app, scene, a) == marker_pixel(app, scene, b) == (232, 40, 150)
    # A fly: the marker moves to where Borea lands; her old island is no longer ringed.
    state = scene.state
    click(app, scene.pawn_centre(state.pos["borea"]))
    target = sorted(state.fly_targets())[0]
    source = state.pos["borea"]
    click(app, scene.cells[target].center)
    app.run_frames(3)
    assert scene.state.pos["borea"] == target
    assert scene.last_move == {"at": (target,), "from": source}
    for cell in {a, b} - {target}:
        assert marker_pixel(app, scene, cell) != (232, 40, 150)
    assert marker_pixel(app, scene, target) == (232, 40, 150)
    # Undo forgets the mark (it no longer happened).
    scene.undo()
    app.run_frames(2)
    assert scene.last_move is None


def test_a_computers_move_is_marked(app):
    scene = open_game(app, two_seats("bot"))
    click(app, scene.cells[0].center)                  # Ana places; the computer places Jugo
    for _ in range(60):
        app.run_frames(5)
        if not scene.is_bot_turn():
            break
    assert scene.state.pos["jugo"] is not None and scene.last_move["at"] == (scene.state.pos["jugo"],)
    app.run_frames(3)                   # the placement's last frames (a click would only skip them)
    # Ana's quiet End turn keeps the mark; then the computer plays its turn and marks its move.
    end_turn(app, scene)
    seen = set()
    for _ in range(400):
        app.run_frames(2)
        if scene.last_move:
            seen.add(scene.last_move["at"])
        if not scene.is_bot_turn():
            break
    assert not scene.is_bot_turn()
    assert len(seen) > 1                                 # each of its moves was marked in turn
    app.run_frames(3)
    for where in scene.last_move["at"]:
        assert isinstance(where, str) or marker_pixel(app, scene, where) == (232, 40, 150)


def test_storm_target_and_spirits_named_by_the_island_they_were_on():
    """A storm at the end of a turn moves islands after the events before it: each line
    names the islands as they were at that event."""
    from game.core.i18n import Translator
    from game.games.zefiria import rules
    t = Translator("en")
    state = rules.new_game(two_seats(), 11)
    state.apply(("place", 0))
    state.apply(("place", 24))
    grid = list(state.grid)
    state.grid[0], state.grid[1] = state.grid[1], state.grid[0]      # a later swap in the action
    events = [{"type": "fly", "spirit": "borea", "from": 5, "to": 0, "cost": 1},
              {"type": "swap", "by": "storm", "a": 0, "b": 1, "path": [0, 1], "cost": 0, "riders": {}}]
    lines = describe_events(t, state, events)
    assert lines[0] == f"Borea flew to island {grid[0]} (1 AP)."
    assert lines[1] == f"The storm swapped islands {grid[0]} and {grid[1]}."
    assert describe_event(t, state, {"type": "austro_exit", "from": 0, "to": "T1"}) == \
        f"Austro stepped out to the top edge beside island {state.grid[0]}."
    es = Translator("es")
    assert describe_event(es, state, {"type": "austro_exit", "from": 0, "to": "L1"}) == \
        f"Austro salió y espera en el borde izquierdo junto a la isla {state.grid[0]}."

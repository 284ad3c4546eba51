"""Shared helpers for the Zefiria rules tests: build exact positions.

Positions are built by starting a real game, playing the placement actions,
then overwriting the grid, the pawns and the turn fields.
"""
from __future__ import annotations

import pytest

from game.core.protocol import IllegalAction
from game.games.zefiria import rules

# The worked deal of shared/reference/zefiria.md §4.1 (and seeds/zefiria.en.md ZEF-BREEZE-COST).
DEAL = [14, 20, 6, 23, 24,
        17, 8, 25, 10, 7,
        16, 1, 19, 9, 15,
        22, 12, 4, 18, 3,
        2, 21, 13, 5, 11]
SOLVED = list(range(1, 26))


def c(name: str) -> int:
    """'r2c3' -> cell index (rows and columns 1-based as in the rules)."""
    name = name.lower()
    row, col = name[1:].split("c")
    return (int(row) - 1) * 5 + int(col) - 1


def play_placements(state, corners=None):
    """Play the placement phase, using `corners` in order when given."""
    corners = list(corners or [])
    while state.phase == "place":
        legal = state.legal_actions()
        if corners:
            action = ("place", corners.pop(0))
            assert action in legal, (action, legal)
        else:
            action = legal[0]
        state.apply(action)
    return state


def new_state(spirits, players=None, storm=False, seed=1, difficulty="medium", **options):
    """A fresh game with the given spirits in seat order (first player = seat 0)."""
    spirits = list(spirits)
    n = players if players is not None else len(spirits)
    setup = {"players": [{"name": f"P{i + 1}", "kind": "human"} for i in range(n)],
             "spirits": spirits, "first_player": 0, "storm": storm,
             "difficulty": difficulty}
    setup.update(options)
    return rules.new_game(setup, seed)


def position(where: dict, active: str, ap: int = 5, grid=None, storm=False, anchored=(),
             pool=0, extra_spirits=(), **options):
    """A position in phase "play" with `active` to move.

    where: {spirit: cell or slot}; every spirit listed there is in the game (2-4
    spirits -> that many players). `active` must be one of them.
    """
    spirits = list(where)
    if len(spirits) == 1:
        raise ValueError("give at least two spirits (a multiplayer game)")
    state = new_state(spirits, storm=storm, **options)
    play_placements(state)
    state.grid = list(grid if grid is not None else DEAL)
    state.pos = dict(where)
    state.anchored = list(anchored)
    state.pool = pool
    state.active = active
    state.turn_pos = state.order.index(spirits.index(active))
    state.ap = ap
    state.phase = "play"
    state.forced = False
    state.last_diag = None
    state.skyron_pair = None
    state.exit_choices = []
    return state


def refused(state, action, key: str):
    """Assert that `action` is refused with IllegalAction `key`, leaving the state unchanged."""
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.key == key, f"{action}: expected {key!r}, got {info.value.key!r}"
    assert state.to_dict() == before
    return info.value


def legal(state, action) -> bool:
    return action in state.legal_actions()


def storm_next(state, storm_id: str, grid_id: str, rotation: int):
    """Rig the decks so that the next reveal is this storm card and grid card."""
    state.storm_deck = [s for s in state.storm_deck if s != storm_id] + [storm_id]
    state.grid_deck = [g for g in state.grid_deck if g[0] != grid_id] + [[grid_id, rotation]]


def finish_round(state):
    """End every remaining turn of the current round (multiplayer, nobody forced)."""
    start = state.round
    events = []
    while state.round == start and not state.is_over:
        if state.phase == "austro_exit":
            events += state.apply(("exit", state.exit_choices[0]))
        else:
            events += state.apply(("end",))
    return events

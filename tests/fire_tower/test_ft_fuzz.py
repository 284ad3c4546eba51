"""Engine fuzz test for Fire Tower (multiplayer, teams and solo). DESIGN: apply is strict.

Seeded random games (2, 3 and 4 players, the team variant, and solo levels 1-7 set up as
`main.py --simulate fire_tower --solo --level L [--lightning] [--oaks N]` does) are played
with the generic RandomBot; at sampled states (a few per game, the last one, and the first
state of every decision kind a case reaches) thousands of actions in total are thrown at
`state.apply`: mutations of legal actions, legal actions of other games and modes, other
decisions and other seats, random tuples. What is thrown and what is checked of each:
tests/fuzz_actions.py.

Deterministic (fixed seeds). Runtime: about 13 s on a 2-core machine (31,000 actions thrown).
"""
from __future__ import annotations

import functools
import json
import random

import pytest
from fuzz_actions import FuzzGame, Fuzzer, dump, foreign_pool

from game.games.fire_tower import rules

SEED = 7031
MULTI_FUZZ_EVERY = 60      # multiplayer games are long (~800 actions)
SOLO_FUZZ_EVERY = 30       # solo games are short (~100 actions)
MIN_CASES = 800            # each parametrised case throws at least this many actions

CASES = ["2p", "3p", "4p", "teams"] + [f"solo{level}" for level in range(1, 8)]


def kind_of(state) -> str:
    if state.is_over:
        return "over"
    return state.decision["kind"] if state.decision else "none"


def setup_for(case: str, game: int) -> dict:
    """The set-ups `main.py --simulate fire_tower` builds (--players N, --teams, --solo
    --level L, --lightning, --oaks N)."""
    bots = [{"name": f"Bot {i + 1}", "kind": "bot"} for i in range(4)]
    if case.startswith("solo"):
        level = int(case[4:])
        setup = {"solo": True, "level": level, "players": bots[:1]}
        if game % 3 == 1:
            setup["lightning"] = True
        if game % 3 == 2:
            setup["oaks"] = (2, 3, 4)[level % 3]
        return setup
    if case == "teams":
        return {"players": bots, "teams": True}
    return {"players": bots[:int(case[0])], "teams": False}


@functools.cache
def get_pool() -> list:
    """Legal actions from other games (every mode, every decision, every seat)."""
    seed = SEED + 1000
    return foreign_pool(((rules.new_game(setup_for(case, i), seed + i), seed + i)
                         for i, case in enumerate(CASES)), every=3)


@functools.cache
def fire_tower() -> FuzzGame:
    """Its kind names and words are those of the pool's actions."""
    pool = get_pool()
    return FuzzGame(
        from_dict=rules.from_dict,
        stage=kind_of,
        where="at decision {}",
        kinds=sorted({a[0] for a in pool}),
        # Words the game uses in its actions (a wind direction, a colour, a special's
        # name...), and a few it does not.
        words=sorted({part for a in pool for part in a[1:] if type(part) is str}) + ["", "n", "X"],
        span=16,                   # squares a side of the 16 x 16 board
        top=20,
        swaps=4,
    )


@pytest.mark.parametrize("case", CASES)
def test_apply_is_strict_under_fuzzing(case):
    """DESIGN: apply is strict — exactly a member of legal_actions() is accepted, anything
    else raises IllegalAction with the state unchanged; why_illegal agrees."""
    pool = get_pool()
    solo = case.startswith("solo")
    games = 3 if solo else 1
    every = SOLO_FUZZ_EVERY if solo else MULTI_FUZZ_EVERY
    fuzz = Fuzzer(fire_tower())
    seen = set()                           # decision kinds fuzzed so far in this case
    for game in range(games):
        seed = SEED + 100 * CASES.index(case) + game
        state = rules.new_game(setup_for(case, game), seed)
        fuzz.play(state, seed, pool, every, seen, keep_every=5, keep_most=20)
    assert fuzz.cases >= MIN_CASES, fuzz.cases
    assert fuzz.accepted and fuzz.refused


def test_a_state_with_nothing_to_decide_refuses_everything():
    """DESIGN: apply is strict, also on a loaded state with no pending decision and no
    winner (an edited save): every action is refused with IllegalAction, no crash, and the
    state stays as it is."""
    state = rules.new_game(setup_for("2p", 0), SEED)
    data = state.to_dict()
    data["decision"] = None
    state = rules.from_dict(json.loads(json.dumps(data)))
    assert state.legal_actions() == [] and not state.is_over
    rng = random.Random(SEED)
    pool = get_pool()
    fuzz = Fuzzer(fire_tower())
    before = dump(state)
    for action in rng.sample(pool, 40) + fuzz.game.mutations(("end",), rng) + \
            fuzz.game.mutations(("hawk", 0, 3), rng):
        fuzz.throw(state, action, before, [])
    assert fuzz.refused == fuzz.cases > 100

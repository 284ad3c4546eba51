"""Engine fuzz test for Zefiria. DESIGN: apply is strict.

Seeded random games (1-4 players, storm on and off, every difficulty, now and then an
alternative ruling) are played with the generic RandomBot; at sampled states (every 5th
and the first of each phase of a game) thousands of actions in total are thrown at
`state.apply`: mutations of legal actions, legal actions of other games, phases and
seats' turns, random tuples. What is thrown and what is checked of each:
tests/fuzz_actions.py.

Deterministic (fixed seeds). Runtime: about 5 s on a 2-core machine (21,000 actions thrown).
"""
from __future__ import annotations

import functools

import pytest
from fuzz_actions import FuzzGame, Fuzzer, foreign_pool
from test_random_games import ALT_OPTIONS, DIFFICULTIES

from game.games.zefiria import rules

SEED = 20240611
GAMES_PER_CASE = 2
FUZZ_EVERY = 5             # fuzz every 5th state of a game and the first of each phase
MIN_CASES = 1000           # each parametrised case throws at least this many actions

ZEFIRIA = FuzzGame(
    from_dict=rules.from_dict,
    stage=lambda state: state.phase,
    where="in phase {}",
    # Every action name the engine knows.
    kinds=("place", "exit", "fly", "breeze", "skyron", "retrieve", "spend", "end", "first",
           "sleep"),
    # A spirit, a perimeter slot, or something like one.
    words=("borea", "jugo", "etesia", "skyron", "austro", "T1", "R5", "B3", "L2", "T0", "T6",
           "T", "Z3", "R", "1", "", "BOREA"),
    span=25,                       # cells of the 5 x 5 board
    top=30,
    swaps=3,
)

CASES = [(n, storm) for n in (1, 2, 3, 4) for storm in (False, True)]


def setup_for(n: int, storm: bool, game: int) -> dict:
    """Game `game` of a case: the difficulties in turn, and the rulings of
    test_random_games (or none) in turn."""
    setup = {"players": [{"name": f"P{i}", "kind": "bot"} for i in range(n)],
             "storm": storm, "difficulty": DIFFICULTIES[game % 3]}
    rulings = [{}] + ALT_OPTIONS
    setup.update(rulings[game % len(rulings)])
    return setup


@functools.cache
def get_pool() -> list:
    """Legal actions from other games (every player count, storm or not, every phase)."""
    seed = SEED + 1000
    return foreign_pool((rules.new_game(setup_for(n, storm, i), seed + i), seed + i)
                        for i, (n, storm) in enumerate(CASES))


@pytest.mark.parametrize("players,storm", CASES)
def test_apply_is_strict_under_fuzzing(players, storm):
    """DESIGN: apply is strict — exactly a member of legal_actions() is accepted, anything
    else raises IllegalAction with the state unchanged; why_illegal agrees."""
    pool = get_pool()
    fuzz = Fuzzer(ZEFIRIA)
    phases = set()
    for game in range(GAMES_PER_CASE):
        seed = SEED + 100 * players + 10 * storm + game
        state = rules.new_game(setup_for(players, storm, game), seed)
        seen = set()                       # phases fuzzed so far in this game
        fuzz.play(state, seed, pool, FUZZ_EVERY, seen)
        phases |= seen
    assert fuzz.cases >= MIN_CASES, fuzz.cases
    assert fuzz.accepted and fuzz.refused
    assert {"place", "play", "over"} <= phases
    if players == 1:
        assert {"solo_first", "solo_sleep"} <= phases

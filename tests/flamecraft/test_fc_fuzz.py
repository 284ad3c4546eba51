"""Engine fuzz test for Flamecraft. DESIGN: apply is strict.

Seeded random games (1-5 players, both decks) are played with the generic RandomBot; at
sampled states (every 25th and the first of each decision kind) actions are thrown at
`state.apply`: mutations of legal actions, legal actions of other games and states,
random tuples (tests/fuzz_actions.py). Each is accepted exactly when it is one of
legal_actions(), else refused with IllegalAction and the state unchanged.
"""
from __future__ import annotations

import functools

import pytest
from fuzz_actions import FuzzGame, Fuzzer, foreign_pool

from game.games.flamecraft import rules

SEED = 20261202
FUZZ_EVERY = 25
MIN_CASES = 1000
GAMES_PER_CASE = 2

FLAMECRAFT = FuzzGame(
    from_dict=rules.from_dict,
    stage=lambda state: state.decision()["kind"],
    where="at decision {}",
    kinds=("keep_fancy", "start_good", "move", "gift", "gift_to", "gather", "enchant", "pay",
           "take", "return", "draw", "place", "site", "fire", "fire_card", "swap", "ability",
           "reserve", "park_swap", "bottom", "bottom_fancy", "spend_coins", "reveal", "skip",
           "end_turn"),
    words=("bread", "meat", "iron", "crystal", "plant", "potion", "coin", "deck", "pan", "honey",
           "fs01", "fm10", "creme_brulee", "eb_b1", "BREAD", "", "wild", "park", "hand"),
    span=14,
    top=16,
    swaps=3,
)

CASES = [1, 2, 3, 4, 5]


def setup_for(n: int, game: int) -> dict:
    return {"players": [{"name": f"P{i}", "kind": "bot"} for i in range(n)],
            "deck": ("purple", "gold")[game % 2]}


@functools.cache
def get_pool() -> list:
    seed = SEED + 1000
    return foreign_pool((rules.new_game(setup_for(n, i), seed + i), seed + i)
                        for i, n in enumerate(CASES))


@pytest.mark.parametrize("players", CASES)
def test_apply_is_strict_under_fuzzing(players):
    """DESIGN: apply is strict; why_illegal agrees and never raises."""
    pool = get_pool()
    fuzz = Fuzzer(FLAMECRAFT)
    seen: set = set()
    for game in range(GAMES_PER_CASE):
        seed = SEED + 10 * players + game
        fuzz.play(rules.new_game(setup_for(players, game), seed), seed, pool, FUZZ_EVERY, seen)
    assert fuzz.cases >= MIN_CASES, fuzz.cases
    assert fuzz.accepted and fuzz.refused
    assert {"keep_fancy", "move", "over"} <= seen

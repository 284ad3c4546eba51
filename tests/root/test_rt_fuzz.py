"""Engine fuzz test for Root. DESIGN: apply is strict.

Seeded random games are played with the generic RandomBot; at sampled states (every
20th and the first of each decision kind) actions are thrown at `state.apply`:
mutations of legal actions, legal actions of other states, random tuples
(tests/fuzz_actions.py). Each is accepted exactly when it is one of legal_actions(),
else refused with IllegalAction and the state unchanged.
"""
from __future__ import annotations

import functools

import pytest
from fuzz_actions import FuzzGame, Fuzzer, foreign_pool

from game.games.root import rules

SEED = 20261211
FUZZ_EVERY = 20
MIN_CASES = 900        # the shortest of the three seeded games throws about 930

ROOT = FuzzGame(
    from_dict=rules.from_dict,
    stage=lambda state: state.decision()["kind"],
    where="at decision {}",
    kinds=("keep", "setup_building", "end_phase", "skip", "move", "march", "battle", "ambush",
           "brutal_tactics", "armorers", "sappers", "take_hit", "field_hospitals", "outrage", "craft",
           "wood", "build", "pay_wood", "recruit", "overwork", "hawks", "revolt", "spread", "spend",
           "mobilize", "train", "organize", "discard", "discard_supporter", "royal_claim",
           "stand_and_deliver", "tax_collector", "codebreakers", "dominance", "take_dominance"),
    words=("marquise", "alliance", "sawmill", "workshop", "recruiter", "sympathy", "wood", "keep",
           "ambush_1", "anvil_1", "root_tea_2", "fox", "fox+fox", "rabbit", "any", "", "MARQUISE"),
    span=13,
    top=14,
    swaps=3,
)


def setup(i):
    return {"players": [{"name": "Cat", "kind": "human"}, {"name": "Fox", "kind": "human"}],
            "dominance_cards": i % 2 == 0}


@functools.cache
def get_pool() -> list:
    return foreign_pool((rules.new_game(setup(i), SEED + 500 + i), SEED + 500 + i) for i in range(3))


@pytest.mark.parametrize("game", [0, 1, 2])
def test_apply_is_strict_under_fuzzing(game):
    """DESIGN: apply is strict; why_illegal agrees and never raises."""
    fuzz = Fuzzer(ROOT)
    seen: set = set()
    seed = SEED + game
    fuzz.play(rules.new_game(setup(game), seed), seed, get_pool(), FUZZ_EVERY, seen)
    assert fuzz.cases >= MIN_CASES, fuzz.cases
    assert fuzz.accepted and fuzz.refused
    assert {"keep", "setup_building", "phase", "over"} <= seen

"""Seeded random Flamecraft games with the invariants checked after every action.

300 games over 1-5 players (both enchantment decks, now and then an alternative ruling):
goods <= 7 and hand <= 6 after each turn end (FC-END-HAND, FC-END-GOODS), <= 3
enchantments per shop (FC-ENCHANT-MAX), town within its size, every card in exactly one
place (card conservation), JSON round trip, undo (FC-DIG-UNDO: taking back a step of the
turn restores the state and its choices exactly, replaying it gives the same state, and
no undo crosses a new turn), legal actions until the end. FC-DIG-SEED:
the same seed plays the same game. Runtime budget: a few seconds.
"""
import json

import pytest

from game.core.bots import RandomBot
from game.games.flamecraft import rules
from game.games.flamecraft.config import load_config

from fc_helpers import players

GAMES = 300
BATCH = 50
CFG = load_config()
ALT = [{"sets_scale": "source"}, {"no_coins": "never"}, {"fire_just_placed": False},
       {"final_round": "rest_of_round"}, {"enchant_coin_dragon_shops": True},
       {"potion_chain": True, "iron_copies_enchantments": True}, {"reserved_max": 2},
       {"solo_timer": False}, {"wishing_well_coins": 3}]


def setup_for(seed: int) -> dict:
    setup = {"players": players(seed % 5 + 1), "deck": ("purple", "gold")[(seed // 5) % 2]}
    if seed % 4 == 3:
        setup.update(ALT[(seed // 4) % len(ALT)])
    return setup


def expected_cards(state) -> set:
    arts = set(CFG.artisans)
    return set(CFG.shops) | arts | set(CFG.fancy) | set(CFG.enchantments[state.deck])


def check(state):
    where = state.card_count()
    dup = {c: w for c, w in where.items() if len(w) != 1}
    assert not dup, dup
    assert set(where) == expected_cards(state)
    assert len(state.town) == state.town_size
    for shop in state.town:
        if shop:
            assert len(shop["enchantments"]) <= 3
    assert state.is_over or state.legal_actions()
    assert sum(1 for shop in state.town if shop) <= state.town_size
    for p in state.players:
        assert p["coins"] >= 0 and all(v >= 0 for v in p["goods"].values())


@pytest.mark.parametrize("batch", range(GAMES // BATCH))
def test_random_games_keep_the_invariants(batch):
    for seed in range(batch * BATCH, (batch + 1) * BATCH):
        setup = setup_for(seed)
        state = rules.new_game(setup, seed)
        bot = RandomBot(seed)
        count = 0
        while not state.is_over:
            before = state.current
            turn, serial0 = state.turn_number, state.serial
            action = bot.choose(state)
            probe = (count + seed) % 8 == 0              # undo probed on every 8th action
            if probe:
                snapshot, choices, serial = state.to_dict(), state.legal_actions(), state.serial
            state.apply(action)
            count += 1
            if state.turn_number != turn:
                assert state.serial != serial0, seed     # undo never crosses a new turn
            if probe and state.serial == serial:
                # what the app's undo does (game/core/match.py): the snapshot comes back
                # with the same choices, and the step replays to the same state
                after = state.to_dict()
                back = rules.from_dict(snapshot)
                assert back.to_dict() == snapshot and back.legal_actions() == choices
                back.apply(action)
                assert back.to_dict() == after, seed
            assert count < 5000, (seed, state.decision())
            check(state)
            if state.turn_number != turn or state.is_over:
                # the turn of `before` ended: its limits hold (FC-END-HAND, FC-END-GOODS)
                p = state.players[before]
                assert len(p["hand"]) <= 6, (seed, p["hand"])
                assert max(p["goods"].values()) <= 7
            if count % 37 == 0:
                data = json.loads(json.dumps(state.to_dict()))
                again = rules.from_dict(data)
                assert again.to_dict() == state.to_dict()
                assert again.legal_actions() == state.legal_actions()
        res = state.result()
        assert res["winners"] and set(res["winners"]) <= set(range(len(state.players)))
        assert res["scores"] == [p["reputation"] for p in state.players]
        for p in state.players:
            assert p["reputation_before_final"] is not None
            assert p["coins"] == 0


def test_same_seed_same_game():
    """FC-DIG-SEED: a seed and the actions replay a game exactly."""
    def run(seed):
        state = rules.new_game(setup_for(seed), seed)
        bot, log = RandomBot(seed), []
        while not state.is_over:
            a = bot.choose(state)
            log.append(a)
            state.apply(a)
        return log, state.to_dict()
    assert run(7) == run(7)
    assert run(7)[1] != run(8)[1]


def test_random_games_are_fast():
    """A guard against a slow-down by an order of magnitude (tools/bench.py measures the
    real rate: about 100 games a second). CPU time, not the wall clock, so a machine
    shared with other work does not make it fail."""
    import time
    start = time.process_time()
    for seed in range(20):
        state = rules.new_game(setup_for(seed), seed)
        bot = RandomBot(seed)
        while not state.is_over:
            state.apply(bot.choose(state))
    assert (time.process_time() - start) / 20 < 0.1

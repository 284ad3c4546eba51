"""Root engine: seeded random games with the full rules on both sides, with invariants
after every action (RT-DIG-SEED): piece counts conserved within each faction's supply,
at most one sympathy token and one base per clearing, buildings within slots, no
Alliance piece in the keep's clearing, card conservation, VP never negative, rule
consistent, legal_actions non-empty until the end; a JSON round trip every few actions;
the same seed plays the same game."""
from __future__ import annotations

import json
from collections import Counter

from rt_helpers import check_invariants

from game.core.bots import RandomBot
from game.games.root import rules

GAMES = 120
ROUND_TRIP_EVERY = 17


OPTIONS = [{}, {"outrage_count": "per_action"}, {"short_wood": "priority"}, {"lost_base_returns": False},
           {"item_supply": "transcription"}]


def setup(i):
    """Every third game with the dominance cards; the other rulings' options in turn."""
    return {"players": [{"name": "Cat", "kind": "human"}, {"name": "Fox", "kind": "human"}],
            "dominance_cards": i % 3 == 0, **OPTIONS[i % len(OPTIONS)]}


def play(seed, i):
    s = rules.new_game(setup(i), seed)
    bot = RandomBot(seed)
    step = 0
    check_invariants(s, round_trip=True)
    kinds = Counter()
    while not s.is_over:
        action = bot.choose(s)
        kinds[action[0]] += 1
        s.apply(action)
        step += 1
        check_invariants(s, round_trip=step % ROUND_TRIP_EVERY == 0)
    return s, kinds


def test_random_games_keep_every_invariant():
    """RT-DIG-SEED, RT-WIN-30, RT-WIN-DOMINANCE: every game ends; winners and reasons vary."""
    outcomes = Counter()
    seen = Counter()
    for i in range(GAMES):
        s, kinds = play(9000 + i, i)
        check_invariants(s, round_trip=True)
        r = s.result()
        assert r["over"] and r["reason"] in ("vp", "dominance", "turn_limit")
        if r["reason"] == "vp":
            assert s.player(r["winner"])["vp"] >= 30
        outcomes[(r["winner"], r["reason"])] += 1
        seen += kinds
    assert {("alliance", "vp"), ("marquise", "vp")} <= set(outcomes)
    assert any(reason == "dominance" for _, reason in outcomes)
    # the random players reached every kind of decision at least once
    for kind in ("march", "move", "battle", "build", "recruit", "overwork", "hawks", "craft", "revolt",
                 "spread", "mobilize", "train", "organize", "ambush", "take_hit", "field_hospitals",
                 "outrage", "spend", "pay_wood", "discard", "royal_claim", "tax_collector", "codebreakers",
                 "armorers", "brutal_tactics", "dominance", "take_dominance"):
        assert seen[kind] > 0, kind


def test_undo_restores_and_replays_in_random_games():
    """RT-DIG-UNDO: on every 5th action of 15 games, taking the step back (as Match does)
    restores the state and its choices, and playing it again gives the same state; undo
    never crosses a new turn or the other seat's decision (a new phase of the same turn it
    may: an End Birdsong can be taken back)."""
    from game.core.match import Match
    probes = 0
    for i in range(15):
        seed = 4000 + i
        m = Match("root", rules, setup(i), seed)
        bot = RandomBot(seed)
        step = 0
        while not m.state.is_over:
            action = bot.choose(m.state)
            before = json.dumps(m.state.to_dict(), sort_keys=True)
            legal = m.state.legal_actions()
            turn, seat = m.state.turn_number, m.state.current_player
            m.apply(action)
            after = json.dumps(m.state.to_dict(), sort_keys=True)
            if step % 5 == 0 and m.can_undo:
                assert (m.state.turn_number, m.state.current_player) == (turn, seat)
                m.undo()
                assert json.dumps(m.state.to_dict(), sort_keys=True) == before
                assert m.state.legal_actions() == legal
                m.apply(action)
                assert json.dumps(m.state.to_dict(), sort_keys=True) == after
                probes += 1
            step += 1
    assert probes > 150


def test_same_seed_same_game():
    """RT-DIG-SEED"""
    a, _ = play(77, 1)
    b, _ = play(77, 1)
    assert json.dumps(a.to_dict(), sort_keys=True) == json.dumps(b.to_dict(), sort_keys=True)

"""Seeded solo games of random legal moves (RandomBot, the grouped KindBot) and a few
FireTowerBot games, on every level, with the invariants checked after EVERY action:
the events explain the board, firebreak spacing, every card in one place, hand sizes,
the JSON round trip, legal moves until the end, and an outcome with a reason at the end.
FT-SOLO-GOAL / FT-SOLO-END / FT-SOLO-SCORE / FT-SOLO-ROUND / FT-SOLO-LEVELS."""
import io
import json

import pytest

from ft_helpers import KindBot, SIZE
from game.core.bots import RandomBot
from game.core.protocol import IllegalAction
from game.core.simulate import simulate
from game.games.fire_tower import rules
from game.games.fire_tower.rules_solo_challenges import plan_cards  # FT-SOLO-PLAN-SETS: a set holds cards
from game.games.fire_tower.bot import FireTowerBot
from test_ft_random_games import Checker

ONE = [{"name": "Solo", "kind": "bot"}]
SEEDS = range(14)
MAX_ACTIONS = 4000


def setup_for(level, seed):
    setup = {"solo": True, "level": level, "players": ONE}
    if seed % 4 == 3:
        setup["solo_wind_card_mode"] = "single"
    if seed % 5 == 4:
        setup.update(storm_reroll="direction", bucket_capture="auto")
    if seed % 2 == 1:
        setup["lightning"] = True
    if seed % 3 == 2:
        setup["oaks"] = (2, 3, 4)[(seed // 3) % 3]
    return setup


class SoloChecker(Checker):
    # A burning Oak: board_events reads oak_burned (its crown) and oak_ablaze (all four
    # squares, once the hawks on the lower squares have carried their gems: FT-SOLO-OAKS).

    def after(self, state, events, serial_before):
        self.replay(state, events)
        cfg = state.cfg
        board = state.cells
        for s in range(len(board)):                      # FT-BREAK-SPACING
            if board[s] == "x":
                for m in state.geo.n4[s]:
                    if board[m] == "x":
                        assert s in self.explosion_breaks or m in self.explosion_breaks or \
                            frozenset((s, m)) in self.pairs or \
                            s in self.start_breaks or m in self.start_breaks, (divmod(s, SIZE), divmod(m, SIZE))
        for s in cfg.eternal:
            assert board[s] == "E"
        solo = state.solo
        places = state.deck + state.discard + state.outside + state.in_play + state.pool + \
            state.set_aside + state.hands[0] + solo["inferno"] + solo["inferno_discard"] + \
            ([solo["inferno_play"]] if solo["inferno_play"] is not None else []) + \
            plan_cards(solo["plan"]) + \
            (plan_cards(state.decision["plan"])
             if state.decision and state.decision["kind"] == "action_plan" else [])
        assert sorted(places) == list(range(self.total_cards))
        enemies_burned = sum(1 for c in solo["enemies"] if c in state.burned)
        won = solo["result"] is not None and solo["result"]["outcome"] == "win" and not solo["oaks"]
        assert state.hand_size == cfg.solo.levels[solo["level"]]["hand"] + enemies_burned - won
        assert len(state.hands[0]) <= state.hand_size
        assert state.status == ["standing"]
        moving = {m[0] for m in solo["lightning_moves"]}
        if state.decision and state.decision["kind"] == "lightning_move":
            moving.add(state.decision["at"])
        for token in solo["lightning"]:                  # FT-SOLO-LIGHTNING: tokens stay home
            assert cfg.quadrant_of[token] == "red" and cfg.zone_map[token] is None and token not in state.hawks
            assert state.cells[token] == "." or token in moving, divmod(token, SIZE)
        assert len(set(solo["lightning"])) == len(solo["lightning"]) <= 2
        for colour in solo["enemies"]:                   # a burned enemy never has a Bucket left
            if colour in state.burned:
                assert solo["enemy_bucket"][colour] is False
        if not solo["bucket_card"]:
            assert state.bucket == [False]
        data = state.to_dict()
        assert rules.from_dict(json.loads(json.dumps(data))).to_dict() == data
        if state.is_over:
            assert state.legal_actions() == []
        else:
            assert state.legal_actions() and state.current_player == 0

    def at_end(self, state, events):
        r = state.result()
        assert r["over"] and r["solo"] and r["outcome"] in ("win", "loss")
        enemies = state.solo["enemies"]
        if r["outcome"] == "win":
            assert r["reason"] == "all_enemies_burned" and "red" not in state.burned
            assert all(c in state.burned for c in enemies)
            assert sorted(state.solo["oaks_burned"]) == sorted(state.solo["oaks"])
            assert r["score"] == state.solo_score() and 0 <= r["score"] <= 9
        elif r["reason"] == "own_tower":
            assert "red" in state.burned and r["score"] == 0
        else:
            assert r["reason"] in ("penalty_chain", "challenge_failed", "sanctuary", "wrong_oak") and r["score"] == 0
            if r["reason"] == "sanctuary":
                assert state.cells[state.solo["sanctuary"]] == "f"
        assert [e for e in events if e["type"] == "game_over"]


def play(level, seed, bot, sample_every=0):
    state = rules.new_game(setup_for(level, seed), seed)
    checker = SoloChecker(state)
    checker.start_breaks = {i for i, ch in enumerate(state.cells) if ch == "x"}
    count, events = 0, []
    while not state.is_over:
        if sample_every and count % sample_every == 0:
            for action in state.legal_actions():
                clone = state.clone()
                try:
                    clone.apply(action)
                except IllegalAction as err:             # pragma: no cover
                    pytest.fail(f"listed action {action} refused: {err.key}")
        serial = state.serial
        events = state.apply(bot.choose(state))
        count += 1
        checker.after(state, events, serial)
        assert count < MAX_ACTIONS, "a solo game should end"
    checker.at_end(state, events)
    return state, count


@pytest.mark.parametrize("level", range(1, 8))
def test_random_solo_games_keep_invariants(level):
    """FT-SOLO-LEVELS / FT-SOLO-END: RandomBot and KindBot games end with an outcome."""
    for seed in SEEDS:
        play(level, seed, RandomBot(seed), sample_every=9 if seed == 0 else 0)
        play(level, 100 + seed, KindBot(seed, aim=3))


@pytest.mark.parametrize("level", (4, 7))
def test_firetower_bot_plays_solo_games(level):
    """FT-SOLO-GOAL: FireTowerBot decides in every solo decision and finishes the game."""
    state, _ = play(level, level, FireTowerBot(level))
    assert state.result()["outcome"] in ("win", "loss")


def test_solo_games_are_deterministic():
    """FT-SOLO-SETUP: the same seed gives the same game."""
    a, na = play(3, 42, RandomBot(42))
    b, nb = play(3, 42, RandomBot(42))
    assert na == nb and a.to_dict() == b.to_dict()


def test_simulate_records_carry_outcome_reason_score():
    """FT-SOLO-SCORE: --simulate records: result has outcome, reason, score; final has the
    board as 16 strings."""
    out = io.StringIO()
    setup = {"solo": True, "level": 2, "players": ONE}
    simulate("fire_tower", rules, setup, 3, 7, out)
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    assert lines[-1]["summary"] and lines[-1]["games"] == 3
    for rec in lines[:-1]:
        assert rec["result"]["outcome"] in ("win", "loss") and rec["result"]["reason"]
        assert isinstance(rec["result"]["score"], int)
        assert len(rec["final"]["board"]) == 16 and all(len(r) == 16 for r in rec["final"]["board"])


def test_firetower_bot_wins_a_solo_game():
    """FT-SOLO-END / FT-SOLO-SCORE / FT-SOLO-INFERNO-WIND: with the option
    solo_wind_card_mode single the bot wins this seeded level-1 game (Lightning on), every
    invariant holding to the end; the score is the clean squares of its zone. (Which seed
    the bot wins first depends on its strategy: the first win among a few seeds is checked.)"""
    for seed in (3, 7, 11, 15, 19, 23):           # seed % 4 == 3: the single mode, Lightning on
        state, _ = play(1, seed, FireTowerBot(seed))   # a fixed search: the same on any machine
        r = state.result()
        if r["outcome"] == "win":
            break
    else:
        pytest.fail("the bot won none of six level-1 games")
    assert r["reason"] == "all_enemies_burned" and set(state.burned) == {"purple", "blue", "green"}
    zone = state.cfg.zone_squares["red"]
    assert r["score"] == state.solo_score() == sum(1 for sq in zone if state.cells[sq] != "f")
    assert 1 <= r["score"] <= 9

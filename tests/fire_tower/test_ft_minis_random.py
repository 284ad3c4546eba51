"""Seeded random games with the mini-expansions on (megahawk 1 or 2 copies, water gems), the
multiplayer invariants and the minis' own checked after EVERY action (FT-MEGA-..., FT-WATER-GEM-...).

60 games: 2, 3, 4 and 5 players (the Guardian) and the team variant, megahawk 1 and 2, water
gems on (now and then one of the two off), the step option `megahawk_step_area` anywhere now and then.
"""
import json

import pytest

from ft_helpers import KindBot, SIZE
from game.games.fire_tower import rules
from game.games.fire_tower.board_events import apply_event

GAMES = 60
BATCH = 15


def setup_for(seed: int) -> dict:
    kind = seed % 5
    n = (2, 3, 4, 4, 5)[kind]                 # 5: the Guardian borrows megahawks, moves water
    setup = {"players": [{"name": f"P{i}", "kind": "bot"} for i in range(n)], "teams": kind == 3,
             "megahawk": 1 + (seed // 5) % 2, "water_gems": True,
             "mutual_aid": seed % 3 == 0, "tower_ablaze": seed % 5 == 0}
    if seed % 9 == 4:
        setup["water_gems"] = False
    if seed % 9 == 7:
        setup["megahawk"] = 0
    if seed % 6 == 5:
        setup["megahawk_step_area"] = "anywhere"
    return setup


class MiniChecker:
    def __init__(self, state):
        self.cells, self.hawks = list(state.cells), set(state.hawks)
        self.copies = state.options["megahawk"]
        self.water_total = [state.water_supply[s] for s in range(state.n)]
        self.total_cards = len(state.cfg.card_of)
        self.seen = set()
        self.steps, self.last_key = 0, None

    def after(self, state, events):
        for e in events:                                     # the events explain the board
            apply_event(self.cells, self.hawks, e, strict=True)
            self.seen.add(e["type"] if e["type"] != "hawk_placed" or not e.get("mega") else "mega_placed")
        assert "".join(self.cells) == "".join(state.cells)
        assert self.hawks == set(state.hawks)
        cfg = state.cfg
        for s in cfg.eternal:
            assert state.cells[s] == "E"
        # FT-MEGA-HAWK / FT-MEGA-PERSONAL: every megahawk is a hawk of its owner's; the shared
        # supply never counts them; each player's megahawks are on the board or in the reserve.
        mega_squares = [m[0] for m in state.megas]
        assert len(set(mega_squares)) == len(mega_squares)
        assert set(mega_squares) <= set(state.hawks)
        assert len(state.hawks) - len(state.megas) <= cfg.hawk_supply
        for seat in range(state.n):
            mine = [m for m in state.megas if m[1] == seat]
            copies = 0 if seat == getattr(state, "guardian_seat", None) else self.copies
            assert len(mine) + state.mega_reserve[seat] == copies, (seat, state.megas, state.mega_reserve)
            guardian = getattr(state, "guardian_seat", None)
            assert all(m[2] in (seat, guardian) for m in mine)   # FT-MEGA-GUARDIAN: only it borrows
            if guardian is not None:
                assert self.copies == 0 or sum(1 for m in state.megas if m[2] == guardian) <= self.copies
                assert state.mega_reserve[guardian] == 0 and not any(m[1] == guardian for m in state.megas)
            if state.options["megahawk_step_area"] == "quadrant":
                quads = state.hawk_quadrants(seat)
                assert all(cfg.quadrant_of[m[0]] in quads for m in mine if m[2] == seat), mine   # FT-MEGA-STEP
        # FT-WATER-GEM-*: water gems stand alone on empty squares of their owner's area, never
        # in a tower zone; bucket + board is the starting number; the board shows them as "w".
        squares = [w[0] for w in state.water]
        assert len(set(squares)) == len(squares)
        pending = {h[0] for h in state.pending_hawks}
        for sq, owner in state.water:
            assert state.cells[sq] == ".", divmod(sq, SIZE)
            assert sq not in state.hawks and state.zone_at[sq] is None or cfg.zone_map[sq] is None
            assert cfg.zone_map[sq] is None or cfg.zone_map[sq] not in state.seat_tower
            assert cfg.quadrant_of[sq] in state.hawk_quadrants(owner)
            assert sq not in pending
        for seat in range(state.n):
            on_board = sum(1 for w in state.water if w[1] == seat)
            assert on_board + state.water_supply[seat] == self.water_total[seat]
        assert sum(row.count("w") for row in state.board) == len(state.water)
        # Every card is in exactly one place (as in the multiplayer suite).
        places = state.deck + state.discard + state.outside + state.in_play + state.pool + \
            state.set_aside + [c for h in state.hands for c in h]
        assert sorted(places) == list(range(self.total_cards))
        # Persistence (every 4th step, and whenever water or a megahawk changed): the JSON
        # round trip gives the same state.
        self.steps += 1
        key = (str(state.water), str(state.megas))
        if self.steps % 4 == 0 or key != self.last_key:
            data = state.to_dict()
            assert rules.from_dict(json.loads(json.dumps(data))).to_dict() == data
        self.last_key = key
        if state.is_over:
            assert state.legal_actions() == []
        else:
            assert state.legal_actions()


def play(seed: int):
    state = rules.new_game(setup_for(seed), seed)
    bot = KindBot(seed, aim=2)
    checker = MiniChecker(state)
    count = 0
    while not state.is_over:
        events = state.apply(bot.choose(state))
        count += 1
        checker.after(state, events)
        assert count < 5000, "a random game should end"
    assert state.result()["over"] and (state.result()["winners"] or state.options["no_tower_left"] == "draw")
    return state, checker.seen


@pytest.mark.parametrize("start", range(0, GAMES, BATCH))
def test_random_mini_games_keep_invariants(start):
    """FT-MEGA-SETUP / FT-MEGA-HAWK / FT-MEGA-PERSONAL / FT-MEGA-TURN / FT-MEGA-RESERVE /
    FT-WATER-GEM-PLACE / FT-WATER-GEM-QUENCH / FT-WATER-GEM-REUSE / FT-WATER-GEM-BOARD: the
    invariants hold after every action; the games use each mini rule."""
    seen = set()
    for seed in range(start, start + BATCH):
        seen |= play(seed)[1]
    assert {"mega_placed", "hawk_moved", "water_placed"} <= seen, seen


def test_random_mini_games_reach_the_guardian_rules():
    """FT-MEGA-GUARDIAN / FT-WATER-GEM-GUARDIAN: over the 5-player seeds the Guardian borrows a
    megahawk and moves a water gem at least once."""
    borrowed = moved = False
    for seed in (4, 9, 14, 19, 24, 29):
        state = rules.new_game(setup_for(seed), seed)
        bot = KindBot(seed, aim=2)
        while not state.is_over:
            events = state.apply(bot.choose(state))
            borrowed = borrowed or any(e["type"] == "hawk_placed" and "owner" in e for e in events)
            moved = moved or any(e["type"] == "water_placed" and e.get("moved") for e in events)
        if borrowed and moved:
            break
    assert borrowed and moved

"""Seeded random games of the Rising Flames variants with invariants after EVERY action:
40 Double Tower, 40 Ghost Tower and 40 five-player games (the Guardian and the Ancient
Oaks), now and then with Tower Ablaze, Mutual Aid or an alternative ruling, plus one game
of each in which the computer player (FireTowerBot) plays every seat for a while.
The invariants are those of test_ft_random_games.py, read for a seat with several towers
(or none): the events explain the board, every card is in one place, hands, statuses,
shadows, retired winds, JSON round trips, and a result that says who won and why.
Runtime: about 30 s on a 2-core machine.
"""
import json

import pytest

from ft_helpers import KindBot
from game.games.fire_tower import rules
from game.games.fire_tower.board_events import apply_event
from game.games.fire_tower.bot import FireTowerBot

GAMES = 40
BATCH = 20
KINDS = ("double", "ghost", "five")


def setup_for(kind: str, seed: int) -> dict:
    n = {"double": 2, "ghost": 3, "five": 5}[kind]
    setup = {"players": [{"name": f"P{i}", "kind": "bot"} for i in range(n)],
             "tower_ablaze": seed % 4 == 1, "mutual_aid": seed % 3 == 0}
    if kind != "five":
        setup["variant"] = kind
    if seed % 5 == 4:
        setup.update({"burn_cards_to": "gem_placer", "hawk_order": "active_chooses",
                      "no_tower_left": "draw"})
    return setup


class VariantChecker:
    def __init__(self, state):
        self.cells = list(state.cells)
        self.hawks = set(state.hawks)
        self.total = len(state.cfg.card_of)
        self.steps = 0
        self.kind = state.variant_kind
        self.burned_oak_squares: set = set()

    def after(self, state, events):
        self.steps += 1
        for e in events:
            apply_event(self.cells, self.hawks, e, strict=True)
        assert "".join(self.cells) == "".join(state.cells), "events do not explain the board"
        assert self.hawks == set(state.hawks), "events do not explain the hawks"
        cfg = state.cfg
        for s in cfg.eternal:
            assert state.cells[s] == "E"
        places = state.deck + state.discard + state.outside + state.in_play + state.pool + \
            state.set_aside + [c for h in state.hands for c in h]
        assert sorted(places) == list(range(self.total))
        trimming = state.decision and state.decision["kind"] == "trim"
        for seat in range(state.n):
            if state.status[seat] not in ("standing", "burned"):
                assert state.hands[seat] == []
            elif not (trimming and state.decision["seat"] == seat):
                assert len(state.hands[seat]) <= state.hand_size
        shadows = sum(1 for s in state.status if s in ("skip", "shadow"))
        assert shadows <= cfg.max_shadows[state.n]
        if "turn_start" in [e["type"] for e in events] and not state.is_over \
                and len(state.retired) < 4:                    # (the Guardian alone: every wind is retired)
            assert state.wind not in state.retired
        towers = state.all_towers()
        assert len(towers) == len(set(towers))                  # one seat per tower
        if self.kind == "double":                                # FT-VAR-DOUBLE-BURN
            assert state.hand_size == cfg.hand_size and state.eliminations == 0
            assert not any(e["type"] == "firestorm" and e["partial"] for e in events)
            assert all(st == "standing" for st in state.status) or state.is_over
            assert [len(t) for t in state.seat_towers] == [2, 2]
        elif self.kind == "ghost":                               # FT-VAR-GHOST-TAKE
            v = state.variant
            if v["ghost_taken"]:
                g = v["ghost_seat"]
                assert state.seat_towers[g][-1] == v["ghost"] == state.seat_tower[g]
                assert state.tower_seat[v["ghost"]] == g
            else:
                assert v["ghost"] not in state.tower_seat
            assert state.hand_size == cfg.hand_size + cfg.hand_growth * state.eliminations
        else:                                                    # FT-VAR-GUARDIAN, FT-VAR-OAKS
            v = state.variant
            assert state.seat_tower[4] is None and state.bucket[4] is False
            assert set(state.guardian_hawks()) <= set(state.hawks)
            for side in v["oaks_burned"]:
                for part in ("crown", "lower"):
                    self.burned_oak_squares |= set(cfg.variants.oaks[side][part])
            if all(t["t"] != "oak_done" for t in state.stack) and not state.is_over:   # burned for good
                assert all(state.cells[q] == "E" for q in self.burned_oak_squares)
                assert v["felled"] == (len(v["oaks_burned"]) >= cfg.variants.oaks_to_fall)
            if v["felled"] and not any(t["t"] in ("guardian_burn", "oak_done", "settle") for t in state.stack):
                assert state.status[4] not in ("standing",)
            standing = [s for s in range(4) if state.seat_tower[s] not in state.burned]
            for seat in standing:
                assert state.status[seat] == "standing"
            assert state.hand_size == cfg.hand_size + cfg.hand_growth * state.eliminations
        if self.steps % 10 == 0 or state.is_over:
            data = state.to_dict()
            assert rules.from_dict(json.loads(json.dumps(data))).to_dict() == data
        if state.is_over:
            assert state.legal_actions() == []
        else:
            assert state.legal_actions()

    def at_end(self, state):
        res = state.result()
        assert res["over"] and res["variant"] == ("standard" if self.kind == "five" else self.kind)
        winners, verdict = res["winners"], res["verdict"]
        if verdict == "draw":
            assert winners == [] and state.options["no_tower_left"] == "draw"
            return
        assert winners
        if self.kind == "double":
            assert verdict in ("double_win", "shared_win")
            if verdict == "double_win":
                loser = 1 - winners[0]
                assert all(t in state.burned for t in state.seat_towers[loser])
        elif self.kind == "ghost":
            assert verdict in ("ghost_burn", "last_tower", "shadows_win", "shared_win")
            if verdict == "ghost_burn":
                assert winners != [state.variant["ghost_seat"]] and state.seat_standing(winners[0])
        else:
            assert verdict in ("guardian_oaks", "last_tower", "shadows_win", "shared_win")
            if verdict == "guardian_oaks":
                assert winners == [4] and len(state.burned) == 4
                assert len(state.variant["oaks_burned"]) < state.cfg.variants.oaks_to_fall
            if verdict == "last_tower":
                assert len(winners) == 1 and state.seat_standing(winners[0])


def play(kind: str, seed: int, smart_steps: int = 0):
    state = rules.new_game(setup_for(kind, seed), seed)
    rand = KindBot(seed, aim=2)
    smart = [FireTowerBot(seed=seed + i, top_limit=12, follow_limit=3) for i in range(state.n)]
    checker = VariantChecker(state)
    count = 0
    while not state.is_over:
        bot = smart[state.current_player] if count < smart_steps else rand
        state_events = state.apply(bot.choose(state))
        count += 1
        checker.after(state, state_events)
        assert count < 5000, "a random game should end"
    checker.at_end(state)
    return state, count


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("start", range(0, GAMES, BATCH))
def test_variant_random_games_keep_invariants(kind, start):
    """FT-VAR-DOUBLE-BURN / FT-VAR-DOUBLE-WIN / FT-VAR-GHOST-TAKE / FT-VAR-GHOST-WIN /
    FT-VAR-GUARDIAN-FALL / FT-VAR-GUARDIAN-WIN / FT-VAR-OAK-BURN / FT-SHADOW-MAX: the
    invariants hold after every action of seeded random games of each variant."""
    for seed in range(start, start + BATCH):
        play(kind, seed)


@pytest.mark.parametrize("kind", KINDS)
def test_the_computer_player_plays_every_variant_seat(kind):
    """FT-VAR-*: FireTowerBot picks legal actions for two towers, the ghost and the
    Guardian (its first 60 decisions, then random play to the end)."""
    play(kind, 7, smart_steps=60)


def test_variant_games_reach_every_ending():
    """The seeds reach the variants' own endings: both enemy towers, the ghost rule and the
    Guardian's Oaks (and a Guardian felled by its third Oak)."""
    verdicts = {kind: set() for kind in KINDS}
    felled = 0
    for kind in KINDS:
        for seed in range(8):
            state, _ = play(kind, seed)
            verdicts[kind].add(state.verdict)
            felled += kind == "five" and state.variant["felled"]
    assert "double_win" in verdicts["double"]
    assert "ghost_burn" in verdicts["ghost"]
    assert "guardian_oaks" in verdicts["five"] and felled


def test_variant_random_games_are_deterministic():
    """FT-DIG-SEED: the same seed gives the same game in every variant."""
    for kind in KINDS:
        a, na = play(kind, 11)
        b, nb = play(kind, 11)
        assert na == nb and a.to_dict() == b.to_dict()

"""Seeded games of random legal moves with the invariants checked after EVERY action.

300 games: 2, 3 and 4 players, the team variant, Mutual Aid and Tower Ablaze on and off,
and now and then the alternative rulings. The bot (ft_helpers.KindBot) picks an action
kind first, then an action of that kind, so toggles do not drown the confirms.
Runtime: about 40 s on a 2-core machine (see the report in the docstring of
test_random_games_keep_invariants).
"""
import json

import pytest

from ft_helpers import KindBot, SIZE
from game.core.protocol import IllegalAction
from game.games.fire_tower.board_events import apply_event
from game.games.fire_tower import rules

GAMES = 300
BATCH = 30
ALT_OPTIONS = [
    {"partial_patterns": "only_if_blocked", "firebreak_zone_ban": "own", "unused_towers": "zone",
     "hawk_order": "active_chooses", "flare_up_skip_fire": False},
    {"firestorm_spread": "chained", "firestorm_position": "random", "burn_cards_to": "gem_placer",
     "firestorm_new_wind": "different", "no_tower_left": "draw"},
    {"rolling_log_hawks": "land_only", "shadow_card_effect": "extra_roll", "crown_double_anchor": "each",
     "standing_burn_cards": "discard", "shadow_bonus_rolls": "once", "shadow_six_spacing": "free",
     "team_partial_firestorm": False, "team_burned_reckless": False},
    {"events_refill": False, "firestorm_reuse": False, "partial_firebreaks": True,
     "reckless_chain": True, "allow_empty_play": True, "redraw_min": 0, "scratch_gap": "empty",
     "rolling_log_blocking": "free", "rolling_log_into_zones": False, "helitack_in_zones": True,
     "hawk_adjacent_to": "gem", "mutual_aid_gem_adjacent": False,
     "shadow_card_reshuffle": "with_discards", "shadow_hawk_zone_gems": True,
     "wind_card_reroll_same": False, "diagonal_from_eternal": False, "firebreak_on_hawk": True},
]


def setup_for(seed: int) -> dict:
    kind = seed % 4                       # 2, 3, 4 free-for-all, 4 teams
    n = (2, 3, 4, 4)[kind]
    setup = {"players": [{"name": f"P{i}", "kind": "bot"} for i in range(n)],
             "teams": kind == 3,
             "mutual_aid": (seed // 4) % 2 == 0,
             "tower_ablaze": (seed // 8) % 2 == 0}
    if n == 3 and seed % 3 == 0:
        setup["towers"] = ["purple", "blue", "green"]
    if seed % 7 == 6:
        setup.update(ALT_OPTIONS[(seed // 7) % len(ALT_OPTIONS)])
    if seed % 11 == 3:
        setup.update({"champion": True, "champion_seat": seed % n})
    if seed % 13 == 5:
        setup["firestorm"] = False
    return setup


class Checker:
    """Follows one game through its events and checks the invariants after each action."""

    def __init__(self, state):
        self.cells = list(state.cells)
        self.hawks = set(state.hawks)
        self.explosion_breaks: set[int] = set()
        self.pairs: set[frozenset] = set()
        self.serial = state.serial
        self.total_cards = len(state.cfg.card_of)
        self.steps = 0

    def replay(self, state, events):
        """The events tell everything that changed on the board."""
        cells, hawks = self.cells, self.hawks
        for e in events:
            apply_event(cells, hawks, e, strict=True)
            kind = e["type"]
            if kind == "firebreaks_placed":
                squares = [r * SIZE + c for r, c in e["cells"]]
                if e["why"] == "explosion":
                    self.explosion_breaks |= set(squares)
                if len(squares) == 2:
                    self.pairs.add(frozenset(squares))
            elif kind == "firebreak_removed":
                s = e["at"][0] * SIZE + e["at"][1]
                self.explosion_breaks.discard(s)
                self.pairs = {p for p in self.pairs if s not in p}
        assert "".join(cells) == "".join(state.cells), "events do not explain the board"
        assert hawks == set(state.hawks), "events do not explain the hawks"

    def after(self, state, events, serial_before):
        self.replay(state, events)
        types = [e["type"] for e in events]
        cfg = state.cfg
        # FT-BREAK-SPACING: firebreaks never touch, except Explosion's and a Dozer pair.
        board = "".join(state.cells)
        breaks = [i for i in range(len(board)) if board[i] == "x"] if "x" in board else []
        for s in breaks:
            for m in state.geo.n4[s]:
                if state.cells[m] == "x":
                    assert s in self.explosion_breaks or m in self.explosion_breaks or \
                        frozenset((s, m)) in self.pairs, (divmod(s, SIZE), divmod(m, SIZE))
        # FT-BREAK-PLACE: the Eternal Flame is never built on or put out.
        for s in cfg.eternal:
            assert state.cells[s] == "E"
        # A hawk stands on forest, or on the gem that has just triggered it (or, with the
        # option firebreak_on_hawk, under a firebreak).
        pending = {h[0] for h in state.pending_hawks}
        if state.decision and state.decision["kind"] == "hawk_trigger" and state.decision["at"] is not None:
            pending.add(state.decision["at"])
        for h in state.hawks:
            assert state.cells[h] == "." or h in pending or \
                (state.cells[h] == "x" and state.options["firebreak_on_hawk"]), divmod(h, SIZE)
        assert len(state.hawks) <= cfg.hawk_supply
        # Every card is in exactly one place.
        places = state.deck + state.discard + state.outside + state.in_play + state.pool + \
            state.set_aside + [c for h in state.hands for c in h]
        assert sorted(places) == list(range(self.total_cards))
        # FT-TURN-REFILL / FT-BURN-HAND-SIZE / FT-SHADOW-TURN: shadows hold nothing; nobody holds more than the hand size except
        # while trimming; at the start of a standing turn every player has a full hand.
        for seat in range(state.n):
            hand = state.hands[seat]
            if state.status[seat] not in ("standing", "burned"):
                assert hand == []
            elif not (state.decision and state.decision["kind"] == "trim" and state.decision["seat"] == seat):
                assert len(hand) <= state.hand_size, (seat, len(hand), state.hand_size)
        if "turn_start" in types and state.decision and state.decision["kind"] in ("turn_wind", "turn_action") \
                and state.turn_kind == "standing" and (state.deck or state.discard) \
                and state.options["events_refill"]:
            starts = [e for e in events if e["type"] == "turn_start"]
            if starts[-1]["seat"] == state.decision["seat"]:
                for seat in range(state.n):
                    if state.status[seat] in ("standing", "burned"):
                        assert len(state.hands[seat]) == state.hand_size - state.short[seat], \
                            (seat, len(state.hands[seat]), state.hand_size)
        if not state.teams:
            assert state.hand_size == cfg.hand_size + cfg.hand_growth * state.eliminations
            assert state.eliminations == len(state.burned)
        else:
            assert state.hand_size == cfg.hand_size
        # Statuses follow the burned towers; FT-SHADOW-MAX: never too many shadows.
        for seat, colour in enumerate(state.seat_tower):
            burned = colour in state.burned
            assert (state.status[seat] == "standing") == (not burned)
        shadows = sum(1 for s in state.status if s in ("skip", "shadow"))
        assert shadows <= cfg.max_shadows[state.n]
        # FT-BURN-RETIRED-WIND: no turn starts with a retired wind.
        if "turn_start" in types and not state.is_over:
            assert state.wind not in state.retired
        # Undo stops at every new turn and every hidden or random reveal.
        if any(t in types for t in ("turn_start", "card_drawn", "wind_roll", "shadow_roll",
                                    "deck_reshuffled", "card_stolen")):
            assert state.serial != serial_before
        # Persistence: the JSON round trip gives the same state.
        data = state.to_dict()
        assert rules.from_dict(json.loads(json.dumps(data))).to_dict() == data
        # Hidden information (every 5th step): a view hides other hands and the deck order.
        self.steps += 1
        if self.steps % 5 == 0:
            seat = state.current_player
            view = state.view(seat)
            assert view["deck"] is None and view["rng"] is None
            assert all(h is None for i, h in enumerate(view["hands"]) if i != seat)
        # Legal moves exist until the game is over.
        if state.is_over:
            assert state.legal_actions() == []
        else:
            assert state.legal_actions()

    def at_end(self, state, events):
        """FT-WIN / FT-SHADOW-WIN / FT-WIN-TIE / FT-TEAM-WIN: one winner or one winning side."""
        result = state.result()
        over = [e for e in events if e["type"] == "game_over"]
        assert len(over) == 1 and result["over"]
        winners = result["winners"]
        verdict = result["verdict"]
        burned = set(state.burned)
        if verdict == "draw":
            assert winners == [] and state.options["no_tower_left"] == "draw"
            return
        assert winners
        if state.teams:
            assert verdict in ("team_win", "shared_win")
            if verdict == "team_win":
                team = {state.team_of(s) for s in winners}
                assert len(team) == 1 and result["winning_team"] in (0, 1) and len(winners) == 2
                assert all(t in burned for t in state.cfg.teams[1 - result["winning_team"]])
        elif verdict == "last_tower":
            assert len(winners) == 1 and state.seat_tower[winners[0]] not in burned
            assert len(burned) == state.n - 1
        else:
            assert verdict in ("shadows_win", "shared_win")
            assert len(burned) == state.n
            assert all(state.seat_tower[s] in burned for s in winners)
        if state.options["champion"]:
            assert result["champion"] is not None


def all_legal_apply(state):
    """Every listed action applies on a clone without IllegalAction."""
    for action in state.legal_actions():
        clone = state.clone()
        try:
            clone.apply(action)
        except IllegalAction as err:             # pragma: no cover - a failure report
            pytest.fail(f"listed action {action} refused: {err.key} {err.params}")


def play_checked(state, seed, checker, sample_every=0, limit=5000, watch=None) -> int:
    """A seeded KindBot game to its end, `checker`'s invariants after every action (every
    `sample_every`-th position also applies each listed action to a copy); `watch` sees each
    action's events. The number of actions."""
    bot = KindBot(seed, aim=2)
    count, events = 0, []
    while not state.is_over:
        if sample_every and count % sample_every == 0:
            all_legal_apply(state)
        serial = state.serial
        events = state.apply(bot.choose(state))
        count += 1
        checker.after(state, events, serial)
        if watch is not None:
            watch(events)
        assert count < limit, "a random game should end"
    checker.at_end(state, events)
    return count


def play(seed: int, sample_every: int = 0):
    state = rules.new_game(setup_for(seed), seed)
    return state, play_checked(state, seed, Checker(state), sample_every)


@pytest.mark.parametrize("start", range(0, GAMES, BATCH))
def test_random_games_keep_invariants(start):
    """FT-BREAK-SPACING / FT-BREAK-DOZER / FT-BREAK-EXPLOSION / FT-BURN-HAND-SIZE / FT-BURN-RETIRED-WIND / FT-WIN /
    FT-SHADOW-WIN / FT-SHADOW-MAX / FT-TEAM-WIN / FT-DIG-SEED: the invariants hold after every action of random games."""
    for seed in range(start, start + BATCH):
        # Every 15th game also checks that every listed action is accepted (every 7th step).
        play(seed, sample_every=7 if seed % 15 == 0 else 0)


def test_random_games_cover_the_setups():
    """The seeds cover 2, 3, 4 players, teams, the options and the alternative rulings."""
    setups = [setup_for(s) for s in range(GAMES)]
    combos = {(len(s["players"]), s["teams"], s["mutual_aid"], s["tower_ablaze"]) for s in setups}
    assert len(combos) == 4 * 2 * 2
    used = {k for s in setups for k in s}
    assert all(k in used for alt in ALT_OPTIONS for k in alt)
    assert "champion_seat" in used and "firestorm" in used


def test_random_games_are_deterministic():
    """FT-DIG-SEED: the same seed gives the same game."""
    a, na = play(123)
    b, nb = play(123)
    assert na == nb and a.to_dict() == b.to_dict()

"""The mini-expansions: Megahawk (FT-MEGA-...) and the Bucket's water gems (FT-WATER-GEM-...),
seeds/fire_tower.en.md "Mini-expansions"."""
import json

import pytest

from ft_helpers import (at_turn, begin_turn, clear_events_from_deck, new, paint, players, refused,
                        set_hand, sq, types)
from game.core.protocol import IllegalAction
from game.games.fire_tower import rules


def mega_game(n=2, copies=1, **setup):
    return new(n, megahawk=copies, **setup)


def with_mega(state, seat, at, owner=None):
    """A megahawk of `owner` (default `seat`) on square `at` (r, c), controlled by `seat`."""
    owner = seat if owner is None else owner
    state.hawks = sorted(set(state.hawks) | {sq(*at)})
    state.megas = [m for m in state.megas if m[0] != sq(*at)] + [[sq(*at), owner, seat]]
    state.invalidate()


# ------------------------------------------------------------------ Megahawk set-up
def test_setup_places_a_megahawk_instead_of_the_first_firehawk():
    """FT-MEGA-SETUP: only a megahawk is offered for the first set-up hawk."""
    state = rules.new_game({"players": players(2), "megahawk": 2}, 3)
    d = state.decision
    assert d["kind"] == "hawk_place" and d["why"] == "setup"
    assert {a[0] for a in state.legal_actions()} == {"mega"}
    refused(state, ("hawk",) + tuple(state.legal_actions()[0][1:]), "megahawk_first")
    while state.decision["kind"] == "hawk_place":
        state.apply(state.legal_actions()[0])
    assert len(state.megas) == 2 and [m[1] for m in state.megas] == [0, 1]
    assert state.mega_reserve == [1, 1]                      # the second copy waits
    assert state.hawk_supply() == state.cfg.hawk_supply      # FT-MEGA-HAWK: not the shared supply


def test_setup_refuses_bad_mini_values():
    """FT-MEGA-SETUP, FT-WATER-GEM-SETUP: exact option values only."""
    for key, value in (("megahawk", 3), ("megahawk", True), ("water_gems", "yes"), ("water_gems", 1)):
        with pytest.raises(IllegalAction) as info:
            rules.new_game({"players": players(2), key: value}, 1)
        assert info.value.key == "setup_option" and info.value.params["option"] == key


def test_water_supply_by_player_count():
    """FT-WATER-GEM-SETUP: 4 each with 2-3 players, 3 each with 4; none without the option."""
    assert new(2, water_gems=True).water_supply == [4, 4]
    assert new(3, water_gems=True).water_supply == [4, 4, 4]
    assert new(4, water_gems=True).water_supply == [3, 3, 3, 3]
    assert new(2).water_supply == [0, 0]


# ------------------------------------------------------------------ Megahawk turn
def start(state, seat=0):
    clear_events_from_deck(state)
    state.wind = "E"
    return begin_turn(state, seat)


def test_turn_starts_with_the_megahawk_step_or_activation():
    """FT-MEGA-TURN: step one square orthogonally, before the wind gem."""
    state = mega_game()
    paint(state, fire=[(10, 10)])
    state.megas = []
    with_mega(state, 0, (5, 5))
    start(state)
    d = state.decision
    assert d["kind"] == "mega_turn" and d["src"] == sq(5, 5)
    steps = {a[1:] for a in state.legal_actions() if a[0] == "step"}
    assert steps == {(4, 5), (6, 5), (5, 4), (5, 6)}
    refused(state, ("step", 4, 4), "not_next_to_megahawk")
    events = state.apply(("step", 4, 5))
    assert "hawk_moved" in types(events)
    assert state.megas == [[sq(4, 5), 0, 0]] and sq(4, 5) in state.hawks and sq(5, 5) not in state.hawks
    assert state.decision["kind"] == "turn_wind"              # then the turn goes on


def test_megahawk_step_is_optional():
    """FT-MEGA-TURN: "puedes": skipping leaves the megahawk where it is."""
    state = mega_game()
    paint(state, fire=[(10, 10)])
    state.megas = []
    with_mega(state, 0, (5, 5))
    start(state)
    state.apply(("mega_skip",))
    assert state.megas == [[sq(5, 5), 0, 0]] and state.decision["kind"] == "turn_wind"


def test_megahawk_step_stays_in_your_quadrant():
    """FT-MEGA-STEP [INTERP]: by default only to squares where your hawks may stand."""
    state = mega_game()
    paint(state, fire=[(12, 12)])
    state.megas = []
    with_mega(state, 0, (7, 5))                    # the red quadrant's bottom row
    start(state)
    steps = {a[1:] for a in state.legal_actions() if a[0] == "step"}
    assert (8, 5) not in steps and (6, 5) in steps
    state = mega_game(megahawk_step_area="anywhere")
    paint(state, fire=[(12, 12)])
    state.megas = []
    with_mega(state, 0, (7, 5))
    start(state)
    assert ("step", 8, 5) in state.legal_actions()


def test_megahawk_activation_carries_a_gem_and_goes_to_the_reserve():
    """FT-MEGA-ACTIVATE: an adjacent gem moves next to other fire; the megahawk to the reserve."""
    state = mega_game()
    paint(state, fire=[(5, 6), (10, 10)])
    state.megas, state.mega_reserve = [], [0, 1]
    with_mega(state, 0, (5, 5))
    start(state)
    assert ("activate", 5, 6) in state.legal_actions()
    state.apply(("activate", 5, 6))
    assert state.decision["kind"] == "mega_dest"
    assert sq(5, 5) not in state.hawks and state.megas == [] and state.mega_reserve == [1, 1]
    dests = {a[1:] for a in state.legal_actions()}
    assert (9, 10) in dests and (5, 7) not in dests      # next to other fire only
    state.apply(("to", 9, 10))
    assert state.cells[sq(5, 6)] == "." and state.cells[sq(9, 10)] == "f"
    assert state.decision["kind"] == "turn_wind"


def test_megahawk_never_takes_a_gem_out_of_a_tower_zone():
    """FT-MEGA-ZONES."""
    state = mega_game()
    paint(state, fire=[(2, 3), (10, 10)])          # (2, 2) is in red's zone; (2, 3) is not
    state.cells[sq(2, 2)] = "f"
    state.megas = []
    with_mega(state, 0, (3, 2))                    # next to (2, 2) (zone) and (3, 3)
    state.cells[sq(3, 3)] = "f"
    state.invalidate()
    start(state)
    acts = state.legal_actions()
    assert ("activate", 3, 3) in acts and ("activate", 2, 2) not in acts
    refused(state, ("activate", 2, 2), "tower_zone")


def test_megahawk_triggers_like_a_firehawk_and_returns_to_its_owner():
    """FT-MEGA-HAWK / FT-MEGA-PERSONAL: fire landing on it triggers it; its owner carries the
    gem, and it goes to the owner's reserve, not the supply."""
    state = mega_game()
    paint(state, fire=[(5, 4), (6, 5), (10, 10)])
    state.megas, state.mega_reserve = [], [0, 0]
    with_mega(state, 0, (5, 5))
    set_hand(state, 1, ["ember"])
    clear_events_from_deck(state)
    at_turn(state, 1, "action")
    state.apply(("play", state.hands[1][0]))
    while state.decision["kind"] != "dest":
        state.apply(("target", 5, 4))
    state.apply(("to", 5, 5))                      # Ember moves the gem onto the megahawk
    assert state.decision["kind"] == "hawk_trigger" and state.decision["seat"] == 0
    state.apply(state.legal_actions()[0])
    assert state.megas == [] and state.mega_reserve == [1, 0]
    assert state.hawk_supply() == state.cfg.hawk_supply


def test_reserve_megahawk_placed_with_a_firehawk_card():
    """FT-MEGA-RESERVE: each hawk of a firehawk card may be a reserve megahawk."""
    state = mega_game()
    paint(state, fire=[(10, 10)])
    state.megas, state.mega_reserve = [], [1, 1]
    set_hand(state, 0, ["firehawk_pair"])
    clear_events_from_deck(state)
    at_turn(state, 0, "action")
    state.apply(("play", state.hands[0][0]))
    acts = state.legal_actions()
    assert ("mega", 4, 4) in acts and ("hawk", 4, 4) in acts
    state.apply(("mega", 4, 4))
    assert state.megas == [[sq(4, 4), 0, 0]] and state.mega_reserve == [0, 1]
    assert not any(a[0] == "mega" for a in state.legal_actions())   # the reserve is empty now
    refused(state, ("mega", 4, 5), "no_megahawk_in_reserve")


def test_nobody_takes_another_players_megahawk():
    """FT-MEGA-PERSONAL: with the supply empty, a megahawk of another quadrant is not taken."""
    state = mega_game()
    paint(state, fire=[(10, 10)])
    state.megas, state.mega_reserve = [], [0, 0]
    others = [sq(8, c) for c in range(9, 16)] + [sq(9, c) for c in range(9, 16)] + [sq(10, c) for c in range(12, 16)]
    state.hawks = sorted(others[:state.cfg.hawk_supply])
    with_mega(state, 1, (12, 9))
    set_hand(state, 0, ["firehawk_pair"])
    clear_events_from_deck(state)
    at_turn(state, 0, "action")
    assert state.hawk_supply() == 0
    state.apply(("play", state.hands[0][0]))
    takes = {a[1:] for a in state.legal_actions() if a[0] == "take"}
    assert takes and (12, 9) not in takes
    refused(state, ("take", 12, 9), "megahawk_personal")


# ------------------------------------------------------------------ water gems
def water_position(hand=("fire_engine",), fire=(), seat=0, n=2, far=(10, 10), **setup):
    state = new(n, water_gems=True, **setup)
    paint(state, fire=list(fire) + ([far] if far else []))
    set_hand(state, seat, list(hand))
    clear_events_from_deck(state)
    return at_turn(state, seat, "action")


def test_water_card_places_water_gems_where_no_fire_is_put_out():
    """FT-WATER-GEM-PLACE: a Fire Engine putting out 2 gems wets its other 2 squares."""
    state = water_position(fire=[(4, 4), (4, 5)])
    state.apply(("play", state.hands[0][0]))
    assert ("place", 4, 4, 0) in state.legal_actions()
    state.apply(("place", 4, 4, 0))
    d = state.decision
    assert d["kind"] == "select" and sorted(d["chosen"]) == [sq(4, 4), sq(4, 5)]
    state.apply(("toggle", 5, 4))
    state.apply(("toggle", 5, 5))
    events = state.apply(("confirm",))
    assert "water_placed" in types(events)
    assert state.cells[sq(4, 4)] == "." and state.cells[sq(4, 5)] == "."
    assert sorted(state.water) == [[sq(5, 4), 0], [sq(5, 5), 0]] and state.water_supply == [2, 4]
    board = state.to_dict()["board"]
    assert board[5][4] == "w" and board[5][5] == "w" and board[4][4] == "."   # FT-WATER-GEM-BOARD


def test_water_card_with_no_gem_can_only_wet():
    """FT-WATER-GEM-PLACE: with no fire in reach the water card still places water gems, in
    your quadrant only, never in a tower zone."""
    state = water_position(hand=("air_drop",))
    state.apply(("play", state.hands[0][0]))
    acts = state.legal_actions()
    assert ("place", 5, 3, 0) in acts                # three squares of red's quadrant
    assert ("place", 1, 0, 0) not in acts            # (1, 0..2): red's tower zone
    assert ("place", 12, 3, 0) not in acts            # the green quadrant (unused) is not mine
    state.apply(("place", 5, 3, 0))
    state.apply(("confirm",))
    assert sorted(w[0] for w in state.water) == [sq(5, 3), sq(5, 4), sq(5, 5)]


def test_water_gems_only_on_own_quadrant_squares_of_the_pattern():
    """FT-WATER-GEM-PLACE: squares of the pattern outside your quadrant are not wetted."""
    state = water_position(hand=("air_drop",))
    state.apply(("play", state.hands[0][0]))
    state.apply(("place", 5, 6, 0))                  # (5, 6), (5, 7) red, (5, 8) purple's quadrant
    state.apply(("confirm",))
    assert sorted(w[0] for w in state.water) == [sq(5, 6), sq(5, 7)]


def test_fire_landing_on_water_removes_both():
    """FT-WATER-GEM-QUENCH / FT-WATER-GEM-BLOCK: the wind gem lands on a water gem: both go,
    the water gem back to its owner's bucket."""
    state = new(2, water_gems=True)
    paint(state, fire=[(5, 5)])
    state.water, state.water_supply = [[sq(5, 6), 0]], [3, 4]
    clear_events_from_deck(state)
    at_turn(state, 1, "wind", wind="E")
    events = state.apply(("wind", 5, 6))
    assert "water_quenched" in types(events)
    assert state.cells[sq(5, 6)] == "." and state.water == [] and state.water_supply == [4, 4]


def test_hawks_and_firebreaks_never_go_on_water():
    """FT-WATER-GEM-PLACE [INTERP]: a water gem is one piece on its square."""
    state = new(2, water_gems=True)
    paint(state, fire=[(10, 10)])
    state.water = [[sq(4, 4), 0]]
    state.invalidate()
    assert state.hawk_spot_reason(sq(4, 4), ["red"]) == "water_there"
    assert sq(4, 4) not in state.hawk_spots(["red"])
    assert state.break_reason(sq(4, 4), 0) == "water_there"


def test_empty_bucket_re_places_your_own_water_gems():
    """FT-WATER-GEM-REUSE: with the bucket empty you pick which of yours are re-placed."""
    state = water_position(hand=("air_drop",))
    state.water = [[sq(3, 5), 0], [sq(6, 1), 0], [sq(6, 2), 0], [sq(12, 12), 1]]
    state.water_supply = [0, 3]
    state.invalidate()
    state.apply(("play", state.hands[0][0]))
    state.apply(("place", 5, 3, 0))
    state.apply(("confirm",))
    d = state.decision
    assert d["kind"] == "water_lift" and d["need"] == 3
    lifts = {a[1:] for a in state.legal_actions()}
    assert lifts == {(3, 5), (6, 1), (6, 2)}             # not blue's gem
    for rc in sorted(lifts):
        state.apply(("lift",) + rc)
    assert sorted(w for w in state.water) == sorted([[sq(5, 3), 0], [sq(5, 4), 0], [sq(5, 5), 0],
                                                      [sq(12, 12), 1]])
    assert state.water_supply == [0, 3]


def test_no_water_gems_after_the_bucket_card():
    """FT-WATER-GEM-BUCKET: once the Bucket is spent, no water gems are placed."""
    state = water_position(hand=("air_drop",), fire=[(5, 4)])
    state.bucket[0] = False
    state.invalidate()
    state.apply(("play", state.hands[0][0]))
    state.apply(("place", 5, 3, 0))
    assert state.water == []
    assert all(a[0] != "toggle" for a in state.legal_actions()) if state.decision["kind"] == "select" else True
    assert state.water_supply[0] == 4


def test_no_water_gems_during_drought():
    """FT-WATER-GEM-DROUGHT: the Drought season in force stops water gems."""
    state = water_position(hand=("air_drop",), far=(1, 1))    # the only gem: in a tower zone
    assert state._card_can_act(state.hands[0][0], 0)          # it can wet
    state.drought_active = lambda: True              # the season itself is rules_seasons.py's
    state.invalidate()
    assert state._wet_capacity(0) == 0
    assert not state._card_can_act(state.hands[0][0], 0)


def test_saves_round_trip_and_old_saves_load():
    """FT-WATER-GEM-BOARD: "w" squares read back as empty cells; a save without the mini
    fields loads with none."""
    state = water_position(hand=("air_drop",))
    state.water, state.water_supply = [[sq(5, 5), 0]], [3, 4]
    state.megas = [[sq(4, 4), 0, 0]]
    state.hawks = sorted(set(state.hawks) | {sq(4, 4)})
    state.invalidate()
    data = json.loads(json.dumps(state.to_dict()))
    back = rules.from_dict(data)
    assert back.to_dict() == state.to_dict() and back.cells[sq(5, 5)] == "."
    for name in ("megas", "mega_reserve", "water", "water_supply"):
        data.pop(name)
    data["board"] = [row.replace("w", ".") for row in data["board"]]
    old = rules.from_dict(data)
    assert old.water == [] and old.megas == [] and old.water_supply == [0, 0]


# ------------------------------------------------------------------ --simulate flags
def simulate(*flags):
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, str(root / "main.py"), "--simulate", "fire_tower", "--games", "1",
                          "--seed", "5", *flags], capture_output=True, text=True, timeout=120, cwd=root)
    assert out.returncode == 0, out.stderr
    return [json.loads(line) for line in out.stdout.splitlines()][0]


def test_simulate_flags_reach_the_setup():
    """FT-WATER-GEM-BOARD: --megahawk / --water-gems / --variant / --players 5 / --seasons N /
    --extreme-weather set the agreed set-up keys; the output keeps final.board and the winners."""
    rec = simulate("--players", "2", "--megahawk", "2", "--water-gems", "--variant", "double")
    assert rec["setup"]["megahawk"] == 2 and rec["setup"]["water_gems"] is True
    assert rec["setup"]["variant"] == "double"
    board = rec["final"]["board"]
    assert len(board) == 16 and all(len(row) == 16 and set(row) <= set(".fxEwL") for row in board)
    assert sum(row.count("w") for row in board) == len(rec["final"]["water"])
    assert rec["result"]["winners"]
    rec = simulate("--players", "5", "--seasons", "3", "--extreme-weather", "--megahawk")
    assert len(rec["setup"]["players"]) == 5 and len(rec["setup"]["seasons"]) == 3
    assert rec["setup"]["extreme_weather"] is True and rec["setup"]["megahawk"] == 1
    assert rec["result"]["over"]


# ------------------------------------------------------------------ the Guardian
def guardian_game(**setup):
    return new(5, **setup)


def test_guardian_starts_without_megahawks_and_borrows_one():
    """FT-MEGA-GUARDIAN: no megahawk of its own; playing a firehawk card the Guardian may
    place another player's reserve megahawk, controls it, and it goes back to its owner."""
    state = guardian_game(megahawk=1)
    g = state.guardian_seat
    assert g == 4 and state.mega_reserve[g] == 0 and all(m[1] != g for m in state.megas)
    paint(state, fire=[(10, 10)])
    state.megas, state.mega_reserve = [], [1, 0, 1, 0, 0]
    set_hand(state, g, ["firehawk_pair"])
    clear_events_from_deck(state)
    at_turn(state, g, "action")
    state.apply(("play", state.hands[g][0]))
    acts = state.legal_actions()
    borrow = {a[1] for a in acts if a[0] == "borrow"}
    assert borrow == {0, 2} and not any(a[0] == "mega" for a in acts)
    state.apply(("borrow", 2, 12, 4))
    assert state.megas == [[sq(12, 4), 2, g]] and state.mega_reserve == [1, 0, 0, 0, 0]
    assert not any(a[0] == "borrow" for a in state.legal_actions())      # one at a time
    refused(state, ("borrow", 0, 12, 6), "cannot_borrow_megahawk")
    assert state.hawk_controller(sq(12, 4)) == g
    state._mega_sync()
    state.hawks.remove(sq(12, 4))                      # it leaves the board (activated or hit)
    state._mega_sync()
    assert state.mega_reserve == [1, 0, 1, 0, 0]       # back to its owner


def test_others_cannot_borrow():
    """FT-MEGA-PERSONAL: a player who is not the Guardian never borrows."""
    state = guardian_game(megahawk=1)
    paint(state, fire=[(10, 10)])
    state.megas, state.mega_reserve = [], [0, 1, 1, 1, 0]
    set_hand(state, 0, ["firehawk_pair"])
    clear_events_from_deck(state)
    at_turn(state, 0, "action")
    state.apply(("play", state.hands[0][0]))
    assert not any(a[0] == "borrow" for a in state.legal_actions())
    refused(state, ("borrow", 1, 4, 4), "cannot_borrow_megahawk")


def test_guardian_moves_water_gems_within_a_quadrant():
    """FT-WATER-GEM-GUARDIAN: no water gems of its own; a water card moves existing ones within
    their quadrant, and they keep their owner."""
    state = guardian_game(water_gems=True)
    g = state.guardian_seat
    assert state.water_supply[g] == 0
    paint(state, fire=[(1, 1)])
    state.water = [[sq(3, 6), 0], [sq(12, 12), 2]]
    state.water_supply = [2, 3, 2, 3, 0]
    set_hand(state, g, ["air_drop"])
    clear_events_from_deck(state)
    at_turn(state, g, "action")
    state.apply(("play", state.hands[g][0]))
    acts = state.legal_actions()
    assert ("place", 5, 3, 0) in acts
    state.apply(("place", 5, 3, 0))                   # three red squares, one red gem to move:
    assert state.decision["kind"] == "water_lift"     # one square wetted, nothing else to choose
    assert state.decision["wets"] == [sq(5, 3)]
    assert state.legal_actions() == [("lift", 3, 6)]   # not blue's gem in another quadrant
    state.apply(("lift", 3, 6))
    assert sorted(state.water) == [[sq(5, 3), 0], [sq(12, 12), 2]]
    assert state.water_supply == [2, 3, 2, 3, 0]


def test_guardian_water_pattern_across_quadrants_wets_where_a_gem_can_move():
    """FT-WATER-GEM-GUARDIAN: a pattern that starts in a quadrant with no movable water gem
    and runs into one that has it wets there (it was offered, then failed when played)."""
    state = guardian_game(water_gems=True)
    g = state.guardian_seat
    paint(state, fire=[(1, 1)])
    state.water = [[sq(3, 6), 0], [sq(12, 12), 2]]
    state.water_supply = [2, 3, 2, 3, 0]
    assert state.cfg.quadrant_of[sq(12, 7)] != state.cfg.quadrant_of[sq(12, 8)] \
        == state.cfg.quadrant_of[sq(12, 12)]
    set_hand(state, g, ["air_drop"])
    clear_events_from_deck(state)
    at_turn(state, g, "action")
    state.apply(("play", state.hands[g][0]))
    assert ("place", 12, 6, 0) in state.legal_actions()
    state.apply(("place", 12, 6, 0))                  # (12, 6) and (12, 7): no gem to move there
    assert state.decision["kind"] == "water_lift" and state.decision["wets"] == [sq(12, 8)]
    state.apply(("lift", 12, 12))
    assert sorted(state.water) == [[sq(3, 6), 0], [sq(12, 8), 2]]


# ------------------------------------------------------------------ with the variants
def test_water_gems_in_the_partners_quadrant_and_your_half():
    """FT-WATER-GEM-PLACE: the team partner's quadrant (teams), your whole half (Double Tower)."""
    state = new(4, teams=True, water_gems=True)
    partner = state.seat_tower[state.partner(0)]
    assert partner == "blue"
    assert state.water_spot_reason(sq(12, 12), 0) is None            # blue's quadrant
    assert state.water_spot_reason(sq(4, 12), 0) == "not_your_quadrant"
    state = new(2, variant="double", water_gems=True)
    quads = state.hawk_quadrants(0)
    assert len(quads) == 2 and state.water_supply == [4, 4]
    spots = {state.cfg.quadrant_of[s] for s in state._wet_spots(0)}
    assert spots == set(quads)


def test_flock_may_place_a_reserve_megahawk():
    """FT-MEGA-RESERVE: the hawks Flock brings may be megahawks from the reserve."""
    state = mega_game()
    paint(state, fire=[(10, 10)])
    state.megas, state.mega_reserve = [], [1, 1]
    clear_events_from_deck(state)
    at_turn(state, 0, "action")
    state.stack.append({"t": "hawk_place", "seat": 0, "left": 2, "why": "flock"})
    state.decision = None
    state._run([])
    assert state.decision["kind"] == "hawk_place" and ("mega", 4, 4) in state.legal_actions()
    state.apply(("mega", 4, 4))
    assert state.megas == [[sq(4, 4), 0, 0]]

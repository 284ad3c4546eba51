"""Rising Flames variants at their edges: the Ghost Tower's place in FT-HAWK-ORDER, the
retired winds of a five-player game with every tower burned (FT-BURN-RETIRED-WIND with
FT-VAR-GUARDIAN-WIN), and lightning tokens on squares the variants change (FT-LIGHTNING-MOVE
with FT-VAR-GHOST-TAKE and FT-VAR-OAKS).

Ghost Tower seats: 0 red NW, 1 purple NE, 2 blue SE; green SW is the ghost tower."""
import dataclasses

from ft_helpers import (at_turn, burn_towers, clear_events_from_deck, new, paint, players,
                        refused, set_hand, sq, types)
from game.games.fire_tower import rules
from test_ft_guardian import five
from test_ft_variants import ghost_game, settle


def run(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def ghost_taken(seed=1):
    """Ghost Tower after purple (seat 1) burned and took the ghost tower (green)."""
    s = ghost_game(seed)
    paint(s, fire=[(1, 15), (5, 5)])
    at_turn(s, 0, "wind", wind="N")
    s.apply(("wind", 0, 15))
    settle(s)
    assert s.variant["ghost_taken"] and s.seat_tower[1] == "green"
    return s


# ------------------------------------------------------------ FT-HAWK-ORDER
def test_hawk_order_ghost_triggers_in_its_towers_place():
    """FT-HAWK-ORDER with FT-VAR-GHOST-TAKE: hawks hit together go clockwise from the
    player who caused them in the turn order, where the ghost (seat 1, now green SW) plays
    after blue SE: red's Flare Up hits a green hawk and a blue hawk, blue's goes first."""
    s = ghost_taken()
    assert s.turn_cycle() == [0, 2, 1]
    paint(s, fire=[(9, 6)], hawks=[(10, 6), (10, 8)])
    set_hand(s, 0, ["flare_up"])
    at_turn(s, 0, "action")
    assert s.hawk_controller(sq(10, 6)) == 1 and s.hawk_controller(sq(10, 8)) == 2
    run(s, ("play", s.hands[0][0]), ("place", 10, 6, 0), ("confirm",))
    assert s.decision["kind"] == "hawk_trigger"
    assert s.current_player == 2 and s.decision["at"] == sq(10, 8)    # blue first
    s.apply(("to", 9, 8))
    assert s.current_player == 1 and s.decision["at"] == sq(10, 6)    # then the ghost


def test_hawk_order_ghost_from_blue_comes_next():
    """FT-HAWK-ORDER: caused by blue (seat 2), the ghost (green, after blue) goes before red."""
    s = ghost_taken()
    paint(s, fire=[(9, 6)], hawks=[(10, 6), (5, 5)])
    at_turn(s, 2, "action")
    s._queue_hawks([sq(5, 5), sq(10, 6)], 2)
    assert [s.hawk_controller(p[0]) for p in s.pending_hawks] == [1, 0]


def test_burns_together_settle_in_the_turn_order_with_the_ghost():
    """FT-BURN-TIMING with FT-VAR-GHOST-TAKE: towers burned by one effect burn clockwise from
    the player whose turn it is, the ghost in its tower's place: red's gems reach blue SE
    (seat 2) and the ghost's green SW (seat 1) at once; blue burns first."""
    s = ghost_taken()
    at_turn(s, 0, "action")
    s.stack = [{"t": "settle"}]
    s.decision = None
    events = []
    s._put_gems(events, [sq(15, 0), sq(15, 15)], 0, "test")
    s._run(events)
    assert [e["tower"] for e in events if e["type"] == "tower_burned"] == ["blue", "green"]
    assert s.is_over and s.result()["winners"] == [0]


# ------------------------------------------------- FT-BURN-RETIRED-WIND, five players
def burn_oak_squares(s, side):
    """Mark an Oak burned earlier in the game (its four squares burn for good)."""
    s.variant["oaks_burned"].append(side)
    oak = s.cfg.variants.oaks[side]
    for q in oak["crown"] + oak["lower"]:
        s.cells[q] = "E"
    s.hawks = [h for h in s.hawks if s.cells[h] == "."]
    s.invalidate()


def no_tower_left(oaks_burned=()):
    """Five players: every tower burned (three shadows, green out), the Guardian stands."""
    s = five()
    burn_towers(s, [0, 1, 2])
    burn_towers(s, [3], status="out")
    for side in oaks_burned:
        burn_oak_squares(s, side)
    s._update_retired([])
    return s


def test_retired_winds_last_tower_burned_standing_oaks_keep_their_winds():
    """FT-BURN-RETIRED-WIND [INTERP] with FT-VAR-GUARDIAN-WIN: green's own wind gem burns
    the last tower while the Guardian stands; the directions of the standing Oaks (E, S, W)
    stay in play, only North (its Oak burned) is retired; then the Guardian's turn wins."""
    s = five()
    burn_towers(s, [0, 1, 2])
    paint(s, fire=[(14, 0), (5, 5)])
    burn_oak_squares(s, "N")
    at_turn(s, 3, "wind", wind="S")
    events = s.apply(("wind", 15, 0))
    events += settle(s)
    retired = [e["retired"] for e in events if e["type"] == "winds_retired"]
    assert retired and retired[-1] == ["N"] and s.retired == ["N"]
    if not s.is_over:                                            # the Guardian's turn begins
        s.stack = [{"t": "turn", "seat": 4}]
        s.decision = None
        s._run([])
    assert s.is_over and s.result()["winners"] == [4]


def test_retired_winds_no_tower_left_the_die_is_not_free():
    """FT-BURN-RETIRED-WIND [INTERP]: no tower stands, the Guardian does, the N Oak has
    burned: a wind roll (a shadow's Firestorm, Shadow of the Wood...) never shows North."""
    s = no_tower_left(oaks_burned=["N"])
    assert s.retired == ["N"]
    rolls = [s._roll_wind([], "test") for _ in range(40)]
    assert "N" not in rolls and set(rolls) == {"E", "S", "W"}
    assert set(s._new_wind_options()) <= {"E", "S", "W"} and s._new_wind_options()


def test_retired_winds_an_oak_burning_with_no_tower_left_retires_its_wind():
    """FT-BURN-RETIRED-WIND [INTERP] with FT-VAR-OAK-BURN: with no tower standing, the E
    Oak burning retires East (the other Oaks still stand)."""
    s = no_tower_left()
    assert s.retired == []
    s.turn_seat, s.turn_kind = 0, "shadow"
    s.stack = [{"t": "turn", "seat": 4}, {"t": "settle"}]        # then the Guardian's turn
    s.decision = None
    events = []
    s._put_gems(events, [sq(7, 15)], None, "test")               # the E crown
    s._run(events)
    for _ in range(50):
        if s.is_over:
            break
        events += s.apply(s.legal_actions()[0])
    assert "oak_burned" in types(events) and s.variant["oaks_burned"] == ["E"]
    assert s.retired == ["E"] and {"type": "winds_retired", "retired": ["E"]} in events
    assert s.result()["winners"] == [4]                          # three Oaks stand


def test_retired_winds_oak_winds_always_counts_the_oaks_while_towers_stand():
    """FT-BURN-RETIRED-WIND [INTERP], data `variants.oak_winds: always`: the standing W Oak
    keeps West from retiring even while towers stand (NW and SW burned)."""
    s = five()
    s.cfg = dataclasses.replace(s.cfg, variants=dataclasses.replace(s.cfg.variants, oak_winds="always"))
    burn_towers(s, [0, 3])
    s._update_retired([])
    assert s.retired == []


def test_retired_winds_towers_standing_keep_the_tower_rule():
    """FT-BURN-RETIRED-WIND: while a tower stands, only the towers count (the [C] rule): NW
    and SW burned, West is retired although the W Oak stands."""
    s = five()
    burn_towers(s, [0, 3])
    assert s.retired == ["W"] and "W" not in s.variant["oaks_burned"]


# ------------------------------------------ FT-LIGHTNING-MOVE at the variants' edges
SEASONS = ["drought", "lightning_fires", "gale"]
GREEN_RING = {(12, 0), (12, 1), (12, 2), (13, 3), (14, 3), (15, 3)}   # next to the SW zone


def tokens(s):
    return sorted(tuple(s.rc(t)) for t in s.lightning_tokens())


def ghost_burn_with_tokens(token_squares, fire=()):
    """Ghost Tower with lightning: red's wind gem burns purple (seat 1), who takes green;
    play on until the token decision (or the next turn step)."""
    s = new(3, seed=1, variant="ghost", seasons=SEASONS)
    clear_events_from_deck(s)
    paint(s, fire=[(1, 15), (5, 5)] + list(fire))
    s.lightning = [sq(r, c) for r, c in token_squares]
    at_turn(s, 0, "wind", wind="N")
    events = s.apply(("wind", 0, 15))
    events += settle(s, stop=("lightning_move", "turn_action", "turn_wind", "turn_end"))
    return s, events


def test_ghost_take_token_in_the_zone_moves_next_to_it():
    """FT-VAR-GHOST-TAKE with FT-LIGHTNING-MOVE [INTERP]: a token lying in the ghost
    tower's zone (forest until then) may not stay in a tower zone: before the fresh hand,
    the ghost moves it to an empty square next to the zone; a token elsewhere stays."""
    s, events = ghost_burn_with_tokens([(14, 1), (6, 6)])
    assert "ghost_tower" in types(events) and s.zone_at[sq(14, 1)] == "green"
    d = s.decision
    assert d["kind"] == "lightning_move" and d["seat"] == 1 and d["at"] == sq(14, 1)
    assert s.hands[1] == []                                      # the token moves first
    dests = {tuple(a[1:]) for a in s.legal_actions()}
    assert dests and dests <= GREEN_RING
    refused(s, ("to", 14, 2), "tower_zone")
    refused(s, ("to", 10, 10), "not_next_to_ghost_zone")
    dest = sorted(dests)[0]
    events = s.apply(("to",) + dest)
    assert "lightning_moved" in types(events) and tokens(s) == sorted([dest, (6, 6)])
    assert len(s.hands[1]) == 7 and not any(s.zone_at[t] for t in s.lightning_tokens())


def test_ghost_take_token_with_no_room_leaves_the_board():
    """FT-VAR-GHOST-TAKE with FT-LIGHTNING-MOVE: no empty square next to the zone: the
    token leaves the board."""
    s, events = ghost_burn_with_tokens([(14, 1)], fire=sorted(GREEN_RING))
    assert "ghost_tower" in types(events) and "lightning_removed" in types(events)
    assert tokens(s) == [] and s.decision["kind"] != "lightning_move"


def five_lit(seed=1):
    s = rules.new_game({"players": players(5), "seasons": SEASONS}, seed)
    while s.decision["kind"] == "hawk_place" and s.decision["why"] == "setup":
        s.apply(s.legal_actions()[0])
    clear_events_from_deck(s)
    return s


def test_token_never_moves_onto_an_oak_lower_square():
    """FT-LIGHTNING-MOVE with FT-VAR-OAKS [INTERP]: like a tower zone, no square of a
    standing Oak takes a token: a wind gem on a token next to the N Oak's lower square."""
    s = five_lit()
    paint(s, fire=[(3, 7)])
    s.lightning = [sq(2, 7)]
    at_turn(s, 0, "wind", wind="N")
    s.apply(("wind", 2, 7))
    assert s.decision["kind"] == "lightning_move" and s.decision["at"] == sq(2, 7)
    assert {tuple(a[1:]) for a in s.legal_actions()} == {(2, 6), (2, 8)}
    refused(s, ("to", 1, 7), "oak_square")


def test_token_never_moves_onto_an_oak_crown():
    """FT-LIGHTNING-MOVE with FT-VAR-OAKS [INTERP]: nor a crown square."""
    s = five_lit()
    paint(s, fire=[(1, 6)])
    s.lightning = [sq(0, 6)]
    at_turn(s, 0, "wind", wind="N")
    s.apply(("wind", 0, 6))
    assert s.decision["kind"] == "lightning_move"
    assert {tuple(a[1:]) for a in s.legal_actions()} == {(0, 5)}
    refused(s, ("to", 0, 7), "oak_square")


def test_oak_rule_only_with_the_guardians_oaks():
    """FT-LIGHTNING-MOVE: without Oaks (four players) the same squares take a token."""
    s = new(4, seed=1, seasons=SEASONS)
    clear_events_from_deck(s)
    paint(s, fire=[(3, 7)])
    s.lightning = [sq(2, 7)]
    at_turn(s, 0, "wind", wind="N")
    s.apply(("wind", 2, 7))
    assert {tuple(a[1:]) for a in s.legal_actions()} == {(1, 7), (2, 6), (2, 8)}


def test_token_already_on_an_oak_moves_off_it_or_leaves_when_it_burns():
    """FT-LIGHTNING-MOVE with FT-VAR-OAKS / FT-VAR-OAK-BURN: a token still on an Oak square
    (a game saved before the ruling): a gem on it moves it off the Oak; when that Oak
    burns with the token on it, the token is removed, as in solo (FT-SOLO-OAKS)."""
    s = five_lit()
    paint(s, fire=[(1, 6)])
    s.lightning = [sq(1, 7)]
    at_turn(s, 0, "wind", wind="E")
    s.apply(("wind", 1, 7))                                      # onto the token
    assert s.decision["kind"] == "lightning_move"
    assert {tuple(a[1:]) for a in s.legal_actions()} == {(2, 7)}
    s = five_lit()
    paint(s, fire=[(0, 6)])
    s.lightning = [sq(1, 7), sq(6, 6)]
    at_turn(s, 0, "wind", wind="E")
    events = s.apply(("wind", 0, 7))                             # the N crown: the Oak burns
    events += settle(s, stop=("turn_action", "turn_end"))
    assert "oak_burned" in types(events) and {"type": "lightning_removed", "at": [1, 7]} in events
    assert tokens(s) == [(6, 6)]

"""Rising Flames variants at their edges: the Ghost Tower's place in FT-HAWK-ORDER, the
retired winds of a five-player game with every tower burned (FT-BURN-RETIRED-WIND with
FT-VAR-GUARDIAN-WIN), and lightning tokens on squares the variants change (FT-LIGHTNING-MOVE
with FT-VAR-GHOST-TAKE and FT-VAR-OAKS).

Ghost Tower seats: 0 red NW, 1 purple NE, 2 blue SE; green SW is the ghost tower."""
from ft_helpers import at_turn, burn_towers, paint, set_hand, sq, types
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


def test_retired_winds_towers_standing_keep_the_tower_rule():
    """FT-BURN-RETIRED-WIND: while a tower stands, only the towers count (the [C] rule): NW
    and SW burned, West is retired although the W Oak stands."""
    s = five()
    burn_towers(s, [0, 3])
    assert s.retired == ["W"] and "W" not in s.variant["oaks_burned"]

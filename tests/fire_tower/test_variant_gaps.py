"""Rising Flames variants at their edges: the Ghost Tower's place in FT-HAWK-ORDER, the
retired winds of a five-player game with every tower burned (FT-BURN-RETIRED-WIND with
FT-VAR-GUARDIAN-WIN), and lightning tokens on squares the variants change (FT-LIGHTNING-MOVE
with FT-VAR-GHOST-TAKE and FT-VAR-OAKS).

Ghost Tower seats: 0 red NW, 1 purple NE, 2 blue SE; green SW is the ghost tower."""
from ft_helpers import at_turn, paint, set_hand, sq, types
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

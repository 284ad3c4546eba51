"""Five players: the Guardian and the Ancient Oaks (FT-VAR-GUARDIAN-*, FT-VAR-OAK-*), and
the solo Oaks sharing the same Oak code (FT-SOLO-OAKS: hawks on the lower squares trigger)."""
import pytest

from ft_helpers import at_turn, clear_events_from_deck, legal, paint, players, refused, sq, types
from game.games.fire_tower import rules
from test_ft_solo_rules import solo_pos
from test_ft_variants import settle

OAK_N = [(0, 7), (0, 8), (1, 7), (1, 8)]


def five(seed=1):
    """A 5-player game after the set-up hawks (each seat's first legal square)."""
    s = rules.new_game({"players": players(5)}, seed)
    while s.decision["kind"] == "hawk_place" and s.decision["why"] == "setup":
        s.apply(s.legal_actions()[0])
    clear_events_from_deck(s)
    return s


def test_guardian_seat_hands_no_bucket_two_flat_hawks():
    """FT-VAR-GUARDIAN / FT-VAR-GUARDIAN-SEAT [A] Q21: seat 5 has no tower, 6 cards, no
    Bucket, places 2 hawks anywhere (laid flat: its own wherever they stand), plays last."""
    s = rules.new_game({"players": players(5)}, 2)
    assert s.seat_tower[4] is None and s.seat_towers[4] == [] and s.guardian_seat == 4
    assert s.bucket == [True] * 4 + [False] and [len(h) for h in s.hands] == [6] * 5
    assert s.cfg.max_shadows[5] == 3 and s.turn_cycle() == [0, 1, 2, 3, 4]
    while s.decision["seat"] != 4:
        s.apply(s.legal_actions()[0])
    assert s.decision["kind"] == "hawk_place" and s.decision["left"] == 2
    spots = {(a[1], a[2]) for a in s.legal_actions()}
    assert {(5, 3), (5, 12), (12, 3), (12, 12), (1, 7)} <= spots   # every quadrant, an Oak's lower square
    assert (0, 7) not in spots                                       # not on a crown
    s.apply(("hawk", 5, 12))                                          # in the purple quadrant
    assert s.variant["guardian_hawks"] == [sq(5, 12)] and s.hawk_controller(sq(5, 12)) == 4
    assert sq(5, 12) not in s.own_hawks_of(1) and s.own_hawks_of(4) == [sq(5, 12)]


def test_oak_squares_limits():
    """FT-VAR-OAKS: no firebreak on any Oak square; hawks on the lower squares only; water
    may take gems from the lower squares."""
    s = five()
    assert s.break_reason(sq(1, 7), 0) == "oak_there" and s.break_reason(sq(0, 8), 0) == "oak_there"
    assert s.hawk_spot_reason(sq(0, 7), ["red"]) == "oak_crown"
    assert s.hawk_spot_reason(sq(1, 7), ["red"]) is None
    assert s.break_reason(sq(2, 7), 0) is None


def test_gem_on_crown_burns_the_oak_hawk_triggers_guardian_gets_a_hawk():
    """FT-VAR-OAK-BURN: a gem on a crown burns the Oak at once; a hawk on its lower squares
    triggers and carries its gem; then the Guardian places 1 hawk and may relocate; the
    four squares burn for good (E)."""
    s = five()
    paint(s, fire=[(1, 6), (5, 5)], hawks=[(1, 7)])
    at_turn(s, 0, "wind", wind="N")
    events = s.apply(("wind", 0, 6))                             # next to the crown: not yet
    assert "oak_burned" not in types(events)
    settle(s)
    at_turn(s, 0, "wind", wind="E")
    events = s.apply(("wind", 0, 7))                             # the crown
    assert "oak_burned" in types(events)
    assert s.decision["kind"] == "hawk_trigger" and s.decision["at"] == sq(1, 7)
    assert s.decision["seat"] == 0                               # red's quadrant, red's hawk
    s.apply(s.legal_actions()[0])
    assert s.decision["kind"] == "hawk_place" and s.decision["seat"] == 4 and s.decision["why"] == "oak"
    s.apply(("hawk", 12, 12))
    assert all(s.cells[sq(r, c)] == "E" for r, c in OAK_N)
    assert s.variant["oaks_burned"] == ["N"] and not s.variant["felled"]
    assert sq(12, 12) in s.variant["guardian_hawks"]
    assert s.break_reason(sq(1, 7), 0) == "eternal_flame"
    assert s.to_dict()["board"][0][7] == "E"


def test_third_oak_fells_the_fourth_and_the_guardian():
    """FT-VAR-OAK-THIRD / FT-VAR-GUARDIAN-FALL: the third Oak burns the fourth too and the
    Guardian burns like a tower (cards, hand sizes, partial Firestorm) and becomes a shadow."""
    s = five()
    for side in ("N", "E"):
        s.variant["oaks_burned"].append(side)
        for q in s.cfg.variants.oaks[side]["crown"] + s.cfg.variants.oaks[side]["lower"]:
            s.cells[q] = "E"
    paint(s, fire=[(14, 6)], clear=False)
    s.hawks = [h for h in s.hawks if s.cells[h] == "."]
    s.invalidate()
    at_turn(s, 0, "wind", wind="S")
    events = s.apply(("wind", 15, 6))
    settle(s)
    at_turn(s, 0, "wind", wind="E")
    events = s.apply(("wind", 15, 7))                            # the S crown
    events += settle(s, stop=("turn_action", "turn_end"))
    t = types(events)
    assert "guardian_burned" in t and "eliminated" in t and "firestorm" in t
    assert sorted(s.variant["oaks_burned"]) == ["E", "N", "S", "W"] and s.variant["felled"]
    assert s.status[4] in ("skip", "shadow") and s.hands[4] == [] and s.hand_size == 7
    assert not s.seat_standing(4) and not s.is_over


def test_guardian_wins_with_two_oaks_when_every_tower_has_burned():
    """FT-VAR-GUARDIAN-WIN: every tower burned while the Guardian stands (2+ Oaks)."""
    s = five()
    s.burned = ["red", "purple", "blue"]
    for seat in (0, 1, 2):
        s.status[seat] = "shadow"
        s.hands[seat] = []
    s.eliminations, s.hand_size = 3, 9
    paint(s, fire=[(14, 0), (5, 5)])
    s.invalidate()
    at_turn(s, 3, "wind", wind="S")
    s.status[0] = "out"                                          # room for no more shadows
    s.apply(("wind", 15, 0))                                     # green burns its own tower
    settle(s)
    if not s.is_over:                                            # the Guardian's turn begins
        s.stack = [{"t": "turn", "seat": 4}]
        s.decision = None
        s._run([])
    res = s.result()
    assert s.is_over and res["winners"] == [4] and res["verdict"] == "guardian_oaks"


def test_guardian_decides_where_its_hawks_carry_gems():
    """FT-VAR-GUARDIAN-HAWKS: a fire gem on a Guardian's hawk: the Guardian carries it."""
    s = five()
    paint(s, fire=[(4, 4)], hawks=[(4, 5)])
    s.variant["guardian_hawks"] = [sq(4, 5)]
    s.invalidate()
    at_turn(s, 0, "wind", wind="E")
    s.apply(("wind", 4, 5))
    assert s.decision["kind"] == "hawk_trigger" and s.decision["seat"] == 4


def test_save_round_trip_keeps_the_guardian():
    """FT-VAR-SETUP: variant, seat_towers and the flat hawks survive a save."""
    s = five()
    data = s.to_dict()
    back = rules.from_dict(data)
    assert back.to_dict() == data and back.guardian_seat == 4
    assert back.variant["guardian_hawks"] == s.variant["guardian_hawks"]


# ------------------------------------------------------------- the solo Oaks
def test_solo_oak_hawk_on_a_lower_square_triggers():
    """FT-SOLO-OAKS (issue 12): a hawk on a burning Oak's lower square triggers and carries
    its gem, as for any gem landing on a hawk (it is not silently removed)."""
    s = solo_pos(fire=[(1, 6), (3, 3)], hawks=[(1, 8)], step="wind", wind="E", oaks=2)
    s.solo["oak_next"] = "N"
    s.apply(("wind", 1, 7))                                      # a lower square: no burn
    assert "N" not in s.solo["oaks_burned"]
    s.cells[sq(0, 6)] = "f"
    at_turn(s, 0, "wind", wind="E")
    events = s.apply(("wind", 0, 7))
    assert "oak_burned" in types(events) and "hawk_removed" not in types(events)
    assert s.decision["kind"] == "hawk_trigger" and s.decision["at"] == sq(1, 8)
    events = s.apply(s.legal_actions()[0])
    assert "hawk_triggered" in types(events)
    assert all(s.cells[sq(r, c)] == "E" for r, c in OAK_N) and s.solo["oaks_burned"] == ["N"]

"""Fly and Breeze for every spirit, on the worked deal of the reference (§4.1).

Deal (island numbers), used unless a test says otherwise:
      c1  c2  c3  c4  c5
r1    14  20   6  23  24
r2    17   8  25  10   7
r3    16   1  19   9  15
r4    22  12   4  18   3
r5     2  21  13   5  11
"""
import pytest

from game.games.zefiria import rules

from zef_helpers import DEAL, c, legal, position, refused

# 2-player position of the examples: Borea on r1c1 (island 14), Jugo on r5c5 (island 11).
BJ = {"borea": c("r1c1"), "jugo": c("r5c5")}


def swapped(grid, a, b):
    grid = list(grid)
    grid[a], grid[b] = grid[b], grid[a]
    return grid


# ------------------------------------------------------------------ general
def test_deal_scores_minus_42():
    """ZEF-SCORE: the worked deal scores -42 as it stands (sanity check of the helper deal)."""
    s = position(BJ, "borea")
    assert s.score_breakdown()["score"] == -42


def test_fly_one_step_costs_1_and_moves_pawn():
    """ZEF-FLY-BLOCK / ZEF-AP: an orthogonal step to a free island costs 1 AP."""
    s = position(BJ, "borea", ap=5)
    events = s.apply(("fly", c("r1c2")))
    assert s.pos["borea"] == c("r1c2") and s.ap == 4
    assert events == [{"type": "fly", "spirit": "borea", "from": 0, "to": 1, "cost": 1}]
    assert s.grid == DEAL


def test_fly_cannot_land_on_pawn():
    """ZEF-FLY-BLOCK: no landing on an island with another pawn."""
    s = position({"borea": c("r1c1"), "jugo": c("r1c2")}, "borea")
    refused(s, ("fly", c("r1c2")), "occupied")
    assert not legal(s, ("fly", c("r1c2")))


def test_fly_without_ap_is_refused():
    """ZEF-AP: a Fly needs its AP; with 0 AP it is refused with no_ap and not offered."""
    s = position(BJ, "borea", ap=0)
    err = refused(s, ("fly", c("r1c2")), "no_ap")
    assert err.params == {"cost": 1, "ap": 0}
    assert s.legal_actions() == [("end",)]


def test_fly_to_far_cell_refused():
    """ZEF-FLY-BLOCK: a cell no power reaches is refused with cannot_fly_there."""
    s = position(BJ, "borea")
    refused(s, ("fly", c("r3c3")), "cannot_fly_there")   # island 19: orange, not yellow
    refused(s, ("fly", "R1"), "cannot_fly_there")        # only Austro uses slots
    refused(s, ("fly", 99), "cannot_fly_there")


def test_breeze_same_island_refused():
    """ZEF-BREEZE-BLOCK: X and Y must be two different islands."""
    s = position(BJ, "borea")
    refused(s, ("breeze", c("r2c1"), c("r2c1")), "same_island")


def test_breeze_path_may_not_cross_own_pawn():
    """ZEF-BREEZE-BLOCK / ZEF-BREEZE-COST: the acting spirit's own pawn blocks the path (detour)."""
    # Etesia on r2c3: swap 6 (r1c3, next to her) with 19 (r3c3); the straight path is her cell.
    s = position({"borea": c("r1c1"), "jugo": c("r5c5"), "etesia": c("r2c3")}, "etesia", ap=4)
    assert s.breeze_options()[(c("r1c3"), c("r3c3"))] == 4
    s.apply(rules.breeze_action(c("r1c3"), c("r3c3")))
    assert s.ap == 0
    assert s.grid == swapped(DEAL, c("r1c3"), c("r3c3"))


def test_breeze_with_no_clear_path_refused():
    """ZEF-BREEZE-COST: with every path blocked by pawns the swap is illegal (path_blocked)."""
    # Y = r5c1 (island 2) is walled in by Jugo on r4c1 and Etesia on r5c2.
    s = position({"borea": c("r1c1"), "jugo": c("r4c1"), "etesia": c("r5c2")}, "borea", ap=4)
    refused(s, ("breeze", c("r1c3"), c("r5c1")), "path_blocked")
    assert not any(a[0] == "breeze" and c("r5c1") in a[1:] for a in s.legal_actions())


def test_breeze_refused_without_ap():
    """ZEF-BREEZE-COST / ZEF-AP: a swap costing more than the AP left is refused (no_ap)."""
    s = position(BJ, "borea", ap=2)
    err = refused(s, ("breeze", c("r2c1"), c("r4c2")), "no_ap")
    assert err.params == {"cost": 3, "ap": 2}
    assert not legal(s, ("breeze", c("r2c1"), c("r4c2")))
    assert legal(s, ("breeze", c("r1c3"), c("r3c3")))    # the 2 AP one still is


def test_breeze_cost_straight_line_option():
    """ZEF-BREEZE-COST (option breeze_cost=straight_line): only straight clear lines."""
    s = position(BJ, "borea", breeze_cost="straight_line")
    assert s.breeze_options()[(c("r1c3"), c("r3c3"))] == 2
    refused(s, ("breeze", c("r2c1"), c("r4c2")), "path_blocked")   # not in line
    s2 = position({"borea": c("r1c1"), "jugo": c("r5c5"), "etesia": c("r2c3")}, "borea",
                  breeze_cost="straight_line")
    refused(s2, ("breeze", c("r1c3"), c("r3c3")), "path_blocked")  # pawn in the line
    s.apply(rules.breeze_action(c("r1c3"), c("r3c3")))
    assert s.ap == 3


# -------------------------------------------------------------------- Borea
def test_borea_fly_targets_exact():
    """ZEF-BOREA-FLY: one step, or a 1 AP jump to any free island of his island's colour."""
    s = position(BJ, "borea")
    # Steps r1c2, r2c1; yellow islands 12 (r4c2), 13 (r5c3), 15 (r3c5); 11 holds Jugo.
    assert s.fly_targets() == {c("r1c2"): 1, c("r2c1"): 1, c("r4c2"): 1,
                               c("r5c3"): 1, c("r3c5"): 1}


def test_borea_jump_is_a_teleport():
    """ZEF-BOREA-FLY / ZEF-JUMP: the jump passes over nothing, so pawns between do not block it."""
    s = position({"borea": c("r1c1"), "jugo": c("r2c2"), "etesia": c("r3c3"),
                  "skyron": c("r2c1")}, "borea", ap=4)
    s.apply(("fly", c("r5c3")))          # island 13, yellow like 14
    assert s.pos["borea"] == c("r5c3") and s.ap == 3


def test_borea_jump_onto_pawn_refused():
    """ZEF-BOREA-FLY / ZEF-FLY-BLOCK: the yellow island 11 holds Jugo: no landing."""
    s = position(BJ, "borea")
    refused(s, ("fly", c("r5c5")), "occupied")


def test_borea_jump_onto_anchored_refused():
    """ZEF-BOREA-FLY / ZEF-ANCHORED: no landing on an anchored island of his colour."""
    s = position(BJ, "borea", storm=True, anchored=[c("r4c2")])
    refused(s, ("fly", c("r4c2")), "anchored")
    assert c("r4c2") not in s.fly_targets()


def test_borea_breeze_17_12_costs_3():
    """ZEF-BOREA-BREEZE: X = 17 (Sun like 14) with 12: r2c1->r3c1->r4c1->r4c2 = 3 AP."""
    s = position(BJ, "borea", ap=5)
    assert sorted(s.breeze_sources()) == sorted([c("r1c3"), c("r2c1"), c("r2c3"), c("r4c5")])
    swap = rules.breeze_action(c("r4c2"), c("r2c1"))      # a swap has no direction
    assert swap == rules.breeze_action(c("r2c1"), c("r4c2")) == ("breeze", c("r2c1"), c("r4c2"))
    refused(s, ("breeze", c("r4c2"), c("r2c1")), "not_allowed")   # only the one spelling
    events = s.apply(swap)
    assert s.ap == 2
    assert s.grid[c("r2c1")] == 12 and s.grid[c("r4c2")] == 17
    assert events[0]["cost"] == 3 and len(events[0]["path"]) == 4
    assert events[0]["path"][0] == c("r2c1") and events[0]["path"][-1] == c("r4c2")
    assert s.pos == BJ


def test_borea_breeze_6_19_costs_2_and_4_with_pawn():
    """ZEF-BOREA-BREEZE / ZEF-BREEZE-COST: 6<->19 costs 2 AP, 4 AP with a pawn on r2c3."""
    s = position(BJ, "borea")
    assert s.breeze_options()[(c("r1c3"), c("r3c3"))] == 2
    s2 = position({"borea": c("r1c1"), "jugo": c("r5c5"), "etesia": c("r2c3")}, "borea", ap=4)
    assert s2.breeze_options()[(c("r1c3"), c("r3c3"))] == 4
    events = s2.apply(rules.breeze_action(c("r1c3"), c("r3c3")))
    assert s2.ap == 0
    assert c("r2c3") not in events[0]["path"] and len(events[0]["path"]) == 5


def test_borea_breeze_island3_home_costs_5():
    """ZEF-BOREA-BREEZE / ZEF-BREEZE-COST: island 3 (r4c5) to r1c3 = 3 rows + 2 columns = 5 AP."""
    s = position(BJ, "borea", ap=5)
    s.apply(rules.breeze_action(c("r4c5"), c("r1c3")))
    assert s.ap == 0 and s.grid[c("r1c3")] == 3 and s.grid[c("r4c5")] == 6


def test_borea_breeze_illegal_cases():
    """ZEF-BOREA-BREEZE: not his own island, not an occupied 25, not two non-Sun islands."""
    s = position(BJ, "borea")
    refused(s, ("breeze", c("r1c1"), c("r1c2")), "occupied")       # his own island 14
    s2 = position({"borea": c("r1c1"), "jugo": c("r2c3")}, "borea")
    refused(s2, ("breeze", c("r2c3"), c("r3c3")), "occupied")      # 25 holds Jugo
    refused(s, ("breeze", c("r1c2"), c("r3c3")), "needs_symbol")   # 20 and 19: no Sun


def test_borea_breeze_anchored_refused():
    """ZEF-BOREA-BREEZE / ZEF-ANCHORED: an anchored island is never swapped."""
    s = position(BJ, "borea", storm=True, anchored=[c("r4c2")])
    refused(s, ("breeze", c("r2c1"), c("r4c2")), "anchored")


# --------------------------------------------------------------------- Jugo
def test_jugo_fly_targets_exact():
    """ZEF-JUGO-FLY: one step, or a 1 AP jump to any free island with the same symbol (Spiral)."""
    s = position(BJ, "jugo")
    # Steps r4c5, r5c4 (island 5 is a Spiral too); Spirals 8 (r2c2), 19 (r3c3), 22 (r4c1).
    assert s.fly_targets() == {c("r4c5"): 1, c("r5c4"): 1, c("r2c2"): 1,
                               c("r3c3"): 1, c("r4c1"): 1}
    s.apply(("fly", c("r2c2")))
    assert s.pos["jugo"] == c("r2c2") and s.ap == 4


def test_jugo_jump_onto_pawn_refused():
    """ZEF-JUGO-FLY / ZEF-FLY-BLOCK: a Spiral island with a pawn is no landing place."""
    s = position({"borea": c("r2c2"), "jugo": c("r5c5")}, "jugo")
    refused(s, ("fly", c("r2c2")), "occupied")


def test_jugo_breeze_13_19_costs_2():
    """ZEF-JUGO-BREEZE: X = 13 (Yellow like 11) with 19 through r4c3: 2 AP; 13 goes home."""
    s = position(BJ, "jugo")
    # Free yellow islands: 15 (r3c5), 12 (r4c2), 13 (r5c3); 14 holds Borea.
    assert sorted(s.breeze_sources()) == sorted([c("r3c5"), c("r4c2"), c("r5c3")])
    s.apply(rules.breeze_action(c("r5c3"), c("r3c3")))
    assert s.ap == 3 and s.grid[c("r3c3")] == 13


def test_jugo_breeze_illegal_cases():
    """ZEF-JUGO-BREEZE: X must be yellow and free (14 holds Borea)."""
    s = position(BJ, "jugo")
    refused(s, ("breeze", c("r1c2"), c("r3c3")), "needs_colour")   # 20 and 19: orange
    refused(s, ("breeze", c("r1c1"), c("r1c2")), "occupied")       # 14 is yellow but occupied


# ------------------------------------------------------------------- Etesia
ETESIA = {"borea": c("r1c1"), "jugo": c("r5c5"), "etesia": c("r1c5")}


def test_etesia_breeze_7_8_costs_3():
    """ZEF-ETESIA-BREEZE: X = 7 (r2c5, next to her) with 8 (r2c2) through r2c4, r2c3: 3 AP."""
    s = position(ETESIA, "etesia", ap=4)
    assert sorted(s.breeze_sources()) == [c("r1c4"), c("r2c5")]
    s.apply(rules.breeze_action(c("r2c5"), c("r2c2")))
    assert s.ap == 1 and s.grid[c("r2c2")] == 7 and s.grid[c("r2c5")] == 8


def test_etesia_breeze_needs_adjacent():
    """ZEF-ETESIA-BREEZE: X must be orthogonally next to her (r2c4 is diagonal)."""
    s = position(ETESIA, "etesia", ap=4)
    refused(s, ("breeze", c("r2c4"), c("r3c4")), "needs_adjacent")


def test_etesia_diagonal_bishop_flight():
    """ZEF-ETESIA-FLY: r1c5 -> r4c2 along the diagonal costs 1 AP; then up-left to r3c1 +1."""
    s = position(ETESIA, "etesia", ap=4)
    targets = s.fly_targets()
    for cell in ("r2c4", "r3c3", "r4c2", "r5c1"):
        assert targets[c(cell)] == 1
    s.apply(("fly", c("r4c2")))
    assert s.ap == 3
    s.apply(("fly", c("r3c1")))
    assert s.ap == 2 and s.pos["etesia"] == c("r3c1")


def test_etesia_diagonal_blocked_by_pawn_and_anchor():
    """ZEF-ETESIA-FLY / ZEF-FLY-BLOCK: no passing or landing on a pawn or an anchored island."""
    where = dict(ETESIA, skyron=c("r3c3"))
    s = position(where, "etesia", ap=4)
    assert c("r2c4") in s.fly_targets()
    refused(s, ("fly", c("r3c3")), "occupied")
    refused(s, ("fly", c("r4c2")), "cannot_fly_there")        # beyond the pawn
    s2 = position(ETESIA, "etesia", ap=4, storm=True, anchored=[c("r3c3")])
    refused(s2, ("fly", c("r3c3")), "anchored")
    refused(s2, ("fly", c("r5c1")), "cannot_fly_there")


def test_etesia_king_option():
    """ZEF-ETESIA-FLY (option etesia_diagonal=king): r1c5->r4c2 costs 3 AP, on to r3c1 5 AP in all."""
    s = position(ETESIA, "etesia", ap=9, etesia_diagonal="king")
    refused(s, ("fly", c("r3c3")), "cannot_fly_there")       # one step at a time
    for cell in ("r2c4", "r3c3", "r4c2"):
        s.apply(("fly", c(cell)))
    assert s.ap == 6
    assert s.fly_targets()[c("r3c1")] == 2                    # change of direction: +1
    s.apply(("fly", c("r3c1")))
    assert s.ap == 4


def test_etesia_king_orthogonal_steps_count_as_turns():
    """ZEF-ETESIA-FLY (king): every step of the flight counts, orthogonal ones too: a bend costs +1."""
    s = position(ETESIA, "etesia", ap=9, etesia_diagonal="king")
    s.apply(("fly", c("r2c4")))                               # down-left: 1
    assert s.fly_targets()[c("r2c3")] == 2                    # then left: a change of direction
    s.apply(("fly", c("r2c3")))
    assert s.ap == 6
    assert s.fly_targets()[c("r2c2")] == 1                    # left again: no change



# ------------------------------------------------------------------- Skyron
SKYRON = {"borea": c("r1c1"), "jugo": c("r5c5"), "skyron": c("r5c1")}


def test_skyron_fly_one_step_only():
    """ZEF-SKYRON-FLY: one orthogonal step only, no diagonal, no jump."""
    s = position(SKYRON, "skyron", ap=4)
    assert s.fly_targets() == {c("r4c1"): 1, c("r5c2"): 1}
    refused(s, ("fly", c("r4c2")), "cannot_fly_there")


def test_skyron_ride_example_costs_1_then_2():
    """ZEF-SKYRON-BREEZE / ZEF-SKYRON-CHOICE: 2<->21 for 1 AP, ride, then 2<->22 for 2 AP."""
    s = position(SKYRON, "skyron", ap=4)
    assert s.breeze_sources() == [c("r5c1")]
    s.apply(rules.breeze_action(c("r5c1"), c("r5c2")))
    assert s.ap == 3 and s.phase == "skyron_choice"
    assert sorted(s.legal_actions()) == [("skyron", c("r5c1")), ("skyron", c("r5c2"))]
    refused(s, ("end",), "wrong_phase")
    refused(s, ("skyron", c("r4c1")), "skyron_pick")
    s.apply(("skyron", c("r5c2")))                             # ride island 2
    assert s.phase == "play" and s.pos["skyron"] == c("r5c2") and s.grid[c("r5c2")] == 2
    assert s.grid[c("r5c1")] == 21
    s.apply(rules.breeze_action(c("r5c2"), c("r4c1")))
    assert s.ap == 1
    s.apply(("skyron", c("r5c2")))                             # stay
    assert s.grid[c("r5c1")] == 21 and s.grid[c("r5c2")] == 22 and s.grid[c("r4c1")] == 2
    assert s.pos["skyron"] == c("r5c2")


def test_skyron_stay_choice():
    """ZEF-SKYRON-CHOICE: staying leaves him on his cell, now holding the island that came in."""
    s = position(SKYRON, "skyron", ap=4)
    s.apply(rules.breeze_action(c("r5c1"), c("r5c2")))
    s.apply(("skyron", c("r5c1")))
    assert s.pos["skyron"] == c("r5c1") and s.grid[c("r5c1")] == 21 and s.ap == 3


def test_skyron_breeze_only_own_island():
    """ZEF-SKYRON-BREEZE: X is his own island; two other islands are refused."""
    s = position(SKYRON, "skyron", ap=4)
    refused(s, ("breeze", c("r3c3"), c("r3c4")), "needs_own_island")
    refused(s, ("breeze", c("r5c1"), c("r5c5")), "occupied")   # Y holds Jugo


def test_skyron_anchored_island_cannot_breeze():
    """ZEF-SKYRON-BREEZE / ZEF-ANCHORED: if his island is anchored he cannot Breeze it."""
    s = position(SKYRON, "skyron", ap=4, storm=True, anchored=[c("r5c1")])
    assert s.breeze_sources() == []
    refused(s, ("breeze", c("r5c1"), c("r5c2")), "anchored")


# ------------------------------------------------------------------- Austro
AUSTRO4 = {"borea": c("r1c1"), "jugo": c("r5c5"), "etesia": c("r5c1"), "austro": "R1"}


def test_austro_fly_costs_from_r1():
    """ZEF-AUSTRO-FLY: from R1: R4 1 AP, B3 2, T2 2, L3 3; R5 is beside Jugo: illegal."""
    s = position(AUSTRO4, "austro", ap=4)
    t = s.fly_targets()
    assert (t["R4"], t["B3"], t["T2"], t["L3"]) == (1, 2, 2, 3)
    assert "R5" not in t and "T1" not in t and "L1" not in t and "B1" not in t
    refused(s, ("fly", "R5"), "cannot_fly_there")
    refused(s, ("fly", c("r2c5")), "cannot_fly_there")      # never onto the grid
    s.apply(("fly", "L3"))
    assert s.pos["austro"] == "L3" and s.ap == 1
    refused(s, ("fly", "B3"), "no_ap")


def test_austro_fly_not_beside_anchored():
    """ZEF-AUSTRO-FLY / ZEF-ANCHORED: the slot must be beside a free island."""
    s = position(AUSTRO4, "austro", ap=4, storm=True, anchored=[c("r4c5")])
    refused(s, ("fly", "R4"), "cannot_fly_there")


def test_austro_fly_per_slot_option():
    """ZEF-AUSTRO-FLY (option austro_perimeter=per_slot): 1 AP per slot, the short way round."""
    s = position(AUSTRO4, "austro", ap=4, austro_perimeter="per_slot")
    t = s.fly_targets()
    assert (t["R4"], t["T5"], t["T2"], t["B3"], t["L3"]) == (3, 1, 4, 7, 8)


def test_austro_breeze_7_8_costs_3():
    """ZEF-AUSTRO-BREEZE: from R2, X = 7 (r2c5) with 8 (r2c2) through r2c4, r2c3: 3 AP."""
    where = dict(AUSTRO4, austro="R2")
    s = position(where, "austro", ap=4)
    assert s.breeze_sources() == [c("r2c5")]
    s.apply(rules.breeze_action(c("r2c5"), c("r2c2")))
    assert s.ap == 1 and s.grid[c("r2c5")] == 8 and s.grid[c("r2c2")] == 7


def test_austro_breeze_column_example():
    """ZEF-AUSTRO-BREEZE: from B3, X = 13 (r5c3) with 19 (r3c3) through r4c3: 2 AP."""
    s = position(dict(AUSTRO4, austro="B3"), "austro", ap=4)
    assert s.breeze_options()[(c("r3c3"), c("r5c3"))] == 2
    s.apply(rules.breeze_action(c("r3c3"), c("r5c3")))
    assert s.ap == 2 and s.grid[c("r3c3")] == 13


def test_austro_breeze_illegal_cases():
    """ZEF-AUSTRO-BREEZE: Y must be in X's row or column; X must be beside his slot and free."""
    s = position(dict(AUSTRO4, austro="R2"), "austro", ap=4)
    refused(s, ("breeze", c("r2c5"), c("r3c3")), "needs_line")
    refused(s, ("breeze", c("r2c2"), c("r2c3")), "needs_beside")
    s2 = position(dict(AUSTRO4, austro="R5"), "austro", ap=4)     # r5c5 holds Jugo
    assert s2.breeze_sources() == []
    refused(s2, ("breeze", c("r5c5"), c("r4c5")), "occupied")


def test_austro_breeze_any_two_in_line_option():
    """ZEF-AUSTRO-BREEZE (option austro_breeze=any_two_in_line): any two free islands of the row."""
    s = position(dict(AUSTRO4, austro="R2"), "austro", ap=4, austro_breeze="any_two_in_line")
    assert s.breeze_options()[(c("r2c2"), c("r2c3"))] == 1
    refused(s, ("breeze", c("r2c2"), c("r3c3")), "needs_line")
    s.apply(rules.breeze_action(c("r2c2"), c("r2c3")))
    assert s.ap == 3 and s.grid[c("r2c2")] == 25


def test_austro_breeze_any_two_in_x_lines_option():
    """ZEF-AUSTRO-BREEZE (option austro_breeze=any_two_in_x_lines, the seed read literally):
    any two free islands both in the row, or both in the column, of the island beside him;
    X itself need not move. From R2, X = r2c5: r2c2-r2c3 (row) and r1c5-r3c5 (column)."""
    s = position(dict(AUSTRO4, austro="R2"), "austro", ap=4, austro_breeze="any_two_in_x_lines")
    options = s.breeze_options()
    assert options[(c("r2c2"), c("r2c3"))] == 1
    assert options[(c("r1c5"), c("r3c5"))] == 2           # over X (r2c5), which is free
    assert (c("r2c5"), c("r4c5")) in options and (c("r2c1"), c("r2c5")) in options
    refused(s, ("breeze", c("r2c2"), c("r3c5")), "needs_line")     # one in the row, one in the column
    refused(s, ("breeze", c("r3c3"), c("r3c4")), "needs_beside")   # neither line of X
    before = list(s.grid)
    s.apply(rules.breeze_action(c("r1c5"), c("r3c5")))
    assert s.ap == 2 and s.grid[c("r1c5")] == before[c("r3c5")]


def test_austro_has_no_grid_moves_on_island():
    """ZEF-AUSTRO-FLY: standing on an island (not his turn) Austro has no fly or breeze."""
    s = position(dict(AUSTRO4, austro=c("r3c5")), "borea", ap=4)
    assert s.fly_targets("austro") == {} and s.breeze_sources("austro") == []


def test_austro_corner_exit_choice_full_example():
    """ZEF-AUSTRO-EXIT / ZEF-AUSTRO-RETURN: full example from r1c5:
    exit R1, fly R2, swap 7<->8, end on r2c5."""
    s = position(dict(AUSTRO4, austro=c("r1c5")), "etesia", ap=4)
    s.apply(("end",))
    assert s.active == "austro" and s.phase == "austro_exit"
    assert sorted(s.legal_actions()) == [("exit", "R1"), ("exit", "T5")]
    refused(s, ("exit", "R2"), "not_exit_slot")
    refused(s, ("fly", "R2"), "wrong_phase")
    events = s.apply(("exit", "R1"))
    assert events == [{"type": "austro_exit", "from": c("r1c5"), "to": "R1"}]
    assert s.phase == "play" and s.pos["austro"] == "R1" and s.ap == 4
    assert s.is_free(c("r1c5"))                                  # his old island is free
    s.apply(("fly", "R2"))
    s.apply(rules.breeze_action(c("r2c5"), c("r2c2")))
    assert s.ap == 0
    events = s.apply(("end",))
    assert events[0] == {"type": "austro_return", "from": "R2", "to": c("r2c5")}
    assert s.pos["austro"] == c("r2c5") and s.grid[c("r2c5")] == 8


def test_austro_edge_exit_is_automatic():
    """ZEF-AUSTRO-EXIT: on an edge (not corner) island he steps out beside it, no choice."""
    s = position(dict(AUSTRO4, austro=c("r3c5")), "etesia", ap=4)
    events = s.apply(("end",))
    assert {"type": "austro_exit", "from": c("r3c5"), "to": "R3"} in events
    assert s.phase == "play" and s.pos["austro"] == "R3" and s.ap == 4


def test_austro_returns_without_flying():
    """ZEF-AUSTRO-RETURN: ending at once puts him back on the island he left."""
    s = position(dict(AUSTRO4, austro=c("r4c5")), "etesia", ap=4)
    s.apply(("end",))
    assert s.pos["austro"] == "R4"
    s.apply(("end",))
    assert s.pos["austro"] == c("r4c5")


def test_austro_inner_island_exit_nearest_slot():
    """ZEF-AUSTRO-EXIT: carried to an inner island, he exits to the nearest in-line slot;
    ties are a choice."""
    s = position(dict(AUSTRO4, austro=c("r2c3")), "etesia", ap=4)
    s.apply(("end",))
    assert s.pos["austro"] == "T3" and s.phase == "play"        # 1 away from the top
    s2 = position(dict(AUSTRO4, austro=c("r3c3")), "etesia", ap=4)
    s2.apply(("end",))
    assert s2.phase == "austro_exit"
    assert sorted(s2.exit_choices) == ["B3", "L3", "R3", "T3"]


@pytest.mark.parametrize("spirit", ["borea", "jugo", "etesia", "skyron"])
def test_every_spirit_flies_one_step(spirit):
    """ZEF-FLY-BLOCK: every spirit but Austro may step orthogonally for 1 AP."""
    where = {"borea": c("r1c1"), "jugo": c("r5c5")}
    where[spirit] = c("r3c3")
    if spirit not in ("borea", "jugo"):
        where = {"borea": c("r1c1"), "jugo": c("r5c5"), spirit: c("r3c3")}
    s = position(where, spirit, ap=4)
    for cell in ("r2c3", "r3c4", "r4c3", "r3c2"):
        assert s.fly_targets()[c(cell)] == 1


def test_austro_inner_exit_beside_taken_island_must_fly():
    """ZEF-AUSTRO-EXIT / ZEF-AUSTRO-RETURN: with no free in-line slot he exits beside a taken
    island; he must fly before ending, so he never returns onto another pawn."""
    grid = list(DEAL)
    i = grid.index(22)
    grid[i], grid[c("r5c2")] = grid[c("r5c2")], grid[i]           # 22 home on r5c2, anchored
    where = {"borea": c("r1c2"), "jugo": c("r2c1"), "etesia": c("r2c5"), "austro": c("r2c2")}
    s = position(where, "etesia", ap=4, grid=grid, storm=True, anchored=[c("r5c2")])
    s.apply(("end",))
    assert s.phase == "austro_exit" and sorted(s.exit_choices) == ["L2", "T2"]
    s.apply(("exit", "T2"))                                         # beside Borea
    assert s.forced
    refused(s, ("end",), "forced_fly")
    assert {a[0] for a in s.legal_actions()} == {"fly"}
    s.apply(("fly", "T3"))
    events = s.apply(("end",))
    assert events[0] == {"type": "austro_return", "from": "T3", "to": c("r1c3")}

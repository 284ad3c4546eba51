"""Storm mode (storms, anchoring, magic gems, forced flies) and solo mode."""
import pytest

from game.core.protocol import IllegalAction
from game.games.zefiria import rules

from zef_helpers import (DEAL, c, finish_round, legal, new_state, play_placements, position,
                         refused, storm_next)


def with_home(grid, island):
    """The deal with `island` moved to its home cell (swapped with whatever was there)."""
    grid = list(grid)
    i, home = grid.index(island), island - 1
    grid[i], grid[home] = grid[home], grid[i]
    return grid


def storm_round(where, storm_id, grid_id, rotation, grid=None, anchored=(), reserve=None,
                **options):
    """A storm game in round 1 with `where` placed; rig the decks, play round 1 out and
    return (state, events of the round change)."""
    first = next(iter(where))
    s = position(where, first, ap=4, grid=grid, storm=True, anchored=anchored, **options)
    if reserve is not None:
        s.reserve = reserve
    storm_next(s, storm_id, grid_id, rotation)
    events = finish_round(s)
    assert s.round == 2
    return s, events


def storm_event(events):
    found = [e for e in events if e["type"] == "storm"]
    assert len(found) == 1, events
    return found[0]


def swapped(grid, a, b):
    grid = list(grid)
    grid[a], grid[b] = grid[b], grid[a]
    return grid


BJ = {"borea": c("r1c1"), "jugo": c("r5c5")}


# ------------------------------------------------------------ storm reveal
def test_no_storm_in_round_one_storm_from_round_two():
    """ZEF-STORM-REVEAL: no storm in round 1; one storm (and grid card) at the start of round 2."""
    s = new_state(["borea", "jugo"], storm=True, seed=5)
    events = []
    while s.phase == "place":
        events += s.apply(s.legal_actions()[0])
    assert s.round == 1 and not [e for e in events if e["type"] == "storm"]
    assert len(s.storm_deck) == 7 and len(s.grid_deck) == 6
    events = finish_round(s)
    kinds = [e["type"] for e in events]
    start = kinds.index("round")
    assert kinds[start + 1] == "storm" and "turn" in kinds[start + 2:]
    assert len(s.storm_deck) == 6 and len(s.grid_deck) == 5
    assert len(s.storm_discard) == 1 and len(s.grid_discard) == 1


def test_standard_mode_has_no_storms():
    """ZEF-STORM-SETUP / ZEF-STORM-REVEAL: without storm mode there are no decks and no storms."""
    s = position(BJ, "borea")
    assert s.storm_deck == [] and s.grid_deck == [] and s.reserve == 0
    events = finish_round(s)
    assert s.round == 2 and not [e for e in events if e["type"] == "storm"]
    assert s.grid == DEAL


def test_storm_setup_decks():
    """ZEF-STORM-SETUP: 7 storm cards, 6 grid cards each turned 0-3, 6 red gems in reserve."""
    s = new_state(["borea", "jugo"], storm=True, seed=11)
    assert sorted(s.storm_deck) == [f"S{i}" for i in range(1, 8)]
    assert sorted(g for g, _ in s.grid_deck) == [f"G{i}" for i in range(1, 7)]
    assert all(r in (0, 1, 2, 3) for _, r in s.grid_deck)
    assert s.reserve == 6 and s.pool == 0 and s.anchored == []


def test_storm_once_per_round_after_the_first():
    """ZEF-STORM-REVEAL: a full 2-player storm game has 6 rounds and 5 storms."""
    s = new_state(["borea", "jugo"], storm=True, seed=3)
    events = []
    while s.phase == "place":
        events += s.apply(s.legal_actions()[0])
    while not s.is_over:
        action = ("end",) if ("end",) in s.legal_actions() else s.legal_actions()[0]
        events += s.apply(action)
    assert sum(e["type"] == "round" for e in events) == 6
    assert sum(e["type"] == "storm" for e in events) == 5
    assert len(s.storm_discard) == 5 and len(s.grid_discard) == 5


# --------------------------------------------------- reference storm examples
def test_storm_example_s3_g2_blizzard_south_with_rider():
    """ZEF-BLIZZARD: S3 (South 2) + G2 turned once: T1 r2c5 (7), T2 r4c5 (3); a pawn on r4c5 rides."""
    s, events = storm_round({"borea": c("r1c1"), "jugo": c("r4c5")}, "S3", "G2", 1)
    st = storm_event(events)
    assert (st["t1"], st["t2"], st["effect"]) == (c("r2c5"), c("r4c5"), "swap")
    assert s.grid[c("r2c5")] == 3 and s.grid[c("r4c5")] == 7
    assert s.pos["jugo"] == c("r2c5") and s.pos["borea"] == c("r1c1")
    swap = [e for e in events if e["type"] == "swap"][0]
    assert swap["by"] == "storm" and swap["riders"] == {"jugo": c("r2c5")}
    assert s.last_storm["storm"] == "S3" and s.last_storm["grid"] == "G2"


def test_storm_example_s1_g3_wraps_north():
    """ZEF-BLIZZARD: S1 (North 1) + G3 upright: T1 r1c3 (6) wraps to r5c3 (13); swap."""
    s, events = storm_round(BJ, "S1", "G3", 0)
    st = storm_event(events)
    assert (st["t1"], st["t2"]) == (c("r1c3"), c("r5c3"))
    assert s.grid == swapped(DEAL, c("r1c3"), c("r5c3"))


def test_storm_example_s6_g5_tornado_half_turn():
    """ZEF-TORNADO: S6 (twice) + G5 upright: T1 r2c2 (8), T2 r4c4 (18); swap."""
    s, events = storm_round(BJ, "S6", "G5", 0)
    st = storm_event(events)
    assert (st["t1"], st["t2"]) == (c("r2c2"), c("r4c4"))
    assert s.grid[c("r2c2")] == 18 and s.grid[c("r4c4")] == 8


def test_storm_example_g6_anchors_home_island_12():
    """ZEF-ANCHOR: G6 turned 3 times marks r3c2; island 12 there is home: anchored, no swap."""
    grid = with_home(DEAL, 12)
    s, events = storm_round(BJ, "S2", "G6", 3, grid=grid)
    st = storm_event(events)
    assert st["t1"] == c("r3c2") and st["effect"] == "anchor"
    assert {"type": "anchor", "cell": c("r3c2")} in events
    assert s.anchored == [c("r3c2")] and s.reserve == 5
    assert s.grid == grid
    assert not [e for e in events if e["type"] == "swap"]


# ------------------------------------------------------ blizzard wrap-around
@pytest.mark.parametrize("storm_id, grid_id, rotation, t1, t2", [
    ("S1", "G1", 0, "r1c1", "r5c1"),     # North 1 off the top
    ("S1", "G6", 1, "r3c4", "r2c4"),     # North 1 inside
    ("S2", "G4", 0, "r1c4", "r1c1"),     # East 2 off the right
    ("S2", "G2", 3, "r4c1", "r4c3"),     # East 2 inside
    ("S3", "G1", 2, "r5c5", "r2c5"),     # South 2 off the bottom
    ("S3", "G5", 3, "r4c2", "r1c2"),     # South 2 off the bottom from row 4
    ("S4", "G1", 0, "r1c1", "r1c5"),     # West 1 off the left
    ("S4", "G4", 1, "r4c5", "r4c4"),     # West 1 inside
])
def test_blizzard_targets_wrap(storm_id, grid_id, rotation, t1, t2):
    """ZEF-BLIZZARD / ZEF-COMP-STORMS / ZEF-COMP-GRIDS: T2 counts steps, wrapping round
    the edges in all four directions."""
    grid = list(range(25, 0, -1))                     # 13 home in the centre only
    s, events = storm_round({"borea": c("r3c3"), "jugo": c("r2c2")}, storm_id, grid_id,
                            rotation, grid=grid)
    st = storm_event(events)
    assert (st["t1"], st["t2"], st["effect"]) == (c(t1), c(t2), "swap")
    assert s.grid == swapped(grid, c(t1), c(t2))


@pytest.mark.parametrize("storm_id, grid_id, rotation, t1, t2", [
    ("S5", "G2", 0, "r1c2", "r2c5"),
    ("S5", "G1", 3, "r5c1", "r1c1"),
    ("S6", "G4", 1, "r4c5", "r2c1"),
    ("S6", "G3", 2, "r5c3", "r1c3"),
    ("S7", "G2", 1, "r2c5", "r1c2"),
    ("S7", "G6", 0, "r2c3", "r3c2"),
])
def test_tornado_rotations(storm_id, grid_id, rotation, t1, t2):
    """ZEF-TORNADO / ZEF-COMP-GRIDS: T2 is the mark after turning the card clockwise `turns` times."""
    grid = list(range(25, 0, -1))
    s, events = storm_round({"borea": c("r3c3"), "jugo": c("r4c4")}, storm_id, grid_id,
                            rotation, grid=grid)
    st = storm_event(events)
    assert (st["t1"], st["t2"], st["effect"]) == (c(t1), c(t2), "swap")
    assert s.grid == swapped(grid, c(t1), c(t2))


def test_grid_cards_cover_every_cell_but_centre():
    """ZEF-COMP-GRIDS: the 6 cards at 4 rotations reach the 24 non-centre cells once each."""
    cfg = rules.load_config()
    cells = sorted(rules.cell_at(*rules.rotate_cw(*mark, k)) for mark in cfg.grids.values()
                   for k in range(4))
    assert cells == [x for x in range(25) if x != 12]


def test_storm_deck_matches_component_table():
    """ZEF-COMP-STORMS: 4 blizzards (N1, E2, S2, W1) and 3 tornados (1, 2, 3 turns)."""
    cfg = rules.load_config()
    assert cfg.storms == {
        "S1": {"type": "blizzard", "dir": "N", "steps": 1},
        "S2": {"type": "blizzard", "dir": "E", "steps": 2},
        "S3": {"type": "blizzard", "dir": "S", "steps": 2},
        "S4": {"type": "blizzard", "dir": "W", "steps": 1},
        "S5": {"type": "tornado", "turns": 1},
        "S6": {"type": "tornado", "turns": 2},
        "S7": {"type": "tornado", "turns": 3}}


# --------------------------------------------------------- anchoring corner cases
def test_storm_does_nothing_if_t2_anchored():
    """ZEF-STORM-ANCHORED-T2: S3 + G2/1 has T2 = r4c5; anchored there, nothing moves."""
    grid = with_home(DEAL, 20)                           # 20 home on r4c5
    s, events = storm_round(BJ, "S3", "G2", 1, grid=grid, anchored=[c("r4c5")])
    st = storm_event(events)
    assert st["effect"] == "none" and s.grid == grid and s.reserve == 6


def test_storm_does_nothing_if_t1_already_anchored():
    """ZEF-STORM-ANCHORED-T2 / ZEF-ANCHOR: T1 already anchored: no second gem, no swap."""
    grid = with_home(DEAL, 12)
    s, events = storm_round(BJ, "S1", "G6", 3, grid=grid, anchored=[c("r3c2")], reserve=5)
    st = storm_event(events)
    assert st["effect"] == "none" and s.grid == grid
    assert s.anchored == [c("r3c2")] and s.reserve == 5


def test_no_anchoring_with_empty_reserve():
    """ZEF-ANCHOR: with the reserve empty, no gem is placed and the storm still does nothing."""
    grid = with_home(DEAL, 12)
    s, events = storm_round(BJ, "S1", "G6", 3, grid=grid, reserve=0)
    assert storm_event(events)["effect"] == "none"
    assert s.anchored == [] and s.grid == grid and s.reserve == 0


def test_anchoring_under_a_pawn():
    """ZEF-ANCHOR / ZEF-GEM-OCCUPIED: a home island with a pawn is anchored too; the pawn stays."""
    grid = with_home(DEAL, 1)
    s, events = storm_round({"borea": c("r1c1"), "jugo": c("r5c5")}, "S4", "G1", 0, grid=grid)
    assert storm_event(events)["effect"] == "anchor"
    assert s.anchored == [c("r1c1")] and s.pos["borea"] == c("r1c1") and s.reserve == 5


def test_anchor_under_pawn_option_off():
    """ZEF-ANCHOR (option anchor_under_pawn=false): an occupied home island is not anchored."""
    grid = with_home(DEAL, 1)
    s, events = storm_round(BJ, "S4", "G1", 0, grid=grid, anchor_under_pawn=False)
    assert storm_event(events)["effect"] == "none"
    assert s.anchored == [] and s.grid == grid and s.reserve == 6


def test_storm_swap_carries_pawns_on_both_targets():
    """ZEF-STORM-REVEAL: storms ignore pawns: a swap goes through pawns on both targets."""
    s, events = storm_round({"borea": c("r1c3"), "jugo": c("r5c3")}, "S1", "G3", 0)
    assert s.pos == {"borea": c("r5c3"), "jugo": c("r1c3")}
    assert s.grid == swapped(DEAL, c("r1c3"), c("r5c3"))


# ---------------------------------------------------------- anchored islands
def test_anchored_island_cannot_be_moved_overflown_or_landed_on():
    """ZEF-ANCHORED: never swapped, never passed over (detour), never a landing place."""
    s = position(BJ, "borea", storm=True, anchored=[c("r2c3")])
    refused(s, ("breeze", c("r2c3"), c("r3c3")), "anchored")       # 25 is a Sun island
    assert s.breeze_options()[(c("r1c3"), c("r3c3"))] == 4         # detour round r2c3
    s2 = position({"borea": c("r1c3"), "jugo": c("r5c5")}, "borea", storm=True,
                  anchored=[c("r2c3")])
    refused(s2, ("fly", c("r2c3")), "anchored")
    # Walled in by anchors: no path at all.
    s3 = position(BJ, "borea", storm=True, anchored=[c("r4c1"), c("r5c2")])
    refused(s3, ("breeze", c("r1c3"), c("r5c1")), "path_blocked")


def test_forced_fly_off_anchored_island():
    """ZEF-GEM-OCCUPIED: starting on an anchored island, the first action must be a Fly."""
    grid = with_home(DEAL, 1)
    s, events = storm_round(BJ, "S4", "G1", 0, grid=grid)
    assert s.active == "borea" and s.forced
    assert {"type": "forced", "spirit": "borea"} in events
    assert {a[0] for a in s.legal_actions()} == {"fly"}
    refused(s, ("end",), "forced_fly")
    refused(s, ("breeze", c("r1c3"), c("r3c3")), "forced_fly")
    refused(s, ("retrieve", c("r1c1")), "forced_fly")
    s.apply(("fly", c("r1c2")))
    assert not s.forced and s.ap == 4 and legal(s, ("end",))     # 2 players: 5 AP
    assert legal(s, ("retrieve", c("r1c1")))


def test_forced_fly_may_spend_gems():
    """ZEF-GEM-OCCUPIED / ZEF-GEM-SPEND: while forced, spending a gem is still allowed."""
    grid = with_home(DEAL, 1)
    s, _ = storm_round(BJ, "S4", "G1", 0, grid=grid)
    s.pool = 1
    assert sorted({a[0] for a in s.legal_actions()}) == ["fly", "spend"]
    s.apply(("spend",))
    assert s.forced and s.ap == 6 and s.pool == 0
    refused(s, ("end",), "forced_fly")


def test_forced_fly_for_second_player_too():
    """ZEF-GEM-OCCUPIED: the obligation waits for that spirit's own turn."""
    grid = with_home(DEAL, 25)
    s, _ = storm_round({"borea": c("r1c1"), "jugo": c("r5c5")}, "S4", "G1", 2, grid=grid)
    assert s.anchored == [c("r5c5")] and s.active == "borea" and not s.forced
    s.apply(("end",))
    assert s.active == "jugo" and s.forced
    refused(s, ("end",), "forced_fly")


def test_forced_fly_lapses_when_impossible():
    """ZEF-FORCED-LAPSE: Skyron anchored in a corner with both neighbours taken: obligation lapses."""
    grid = with_home(DEAL, 1)
    where = {"skyron": c("r1c1"), "borea": c("r1c2"), "jugo": c("r2c1")}
    s, events = storm_round(where, "S4", "G1", 0, grid=grid)
    assert s.active == "skyron" and s.anchored == [c("r1c1")]
    assert {"type": "forced_lapsed", "spirit": "skyron"} in events
    assert not s.forced
    assert ("end",) in s.legal_actions() and ("retrieve", c("r1c1")) in s.legal_actions()
    refused(s, ("breeze", c("r1c1"), c("r3c3")), "anchored")
    s.apply(("end",))
    assert s.active == "borea"


def test_austro_forced_must_fly_round_the_outside():
    """ZEF-GEM-OCCUPIED: Austro on an anchored island exits, then must fly (no end, no breeze)."""
    grid = with_home(DEAL, 15)
    where = {"borea": c("r1c1"), "austro": c("r3c5")}
    s, events = storm_round(where, "S1", "G3", 1, grid=grid)        # G3/1 marks r3c5
    assert s.anchored == [c("r3c5")]
    s.apply(("end",))                                               # Borea's turn
    assert s.active == "austro" and s.pos["austro"] == "R3" and s.forced
    refused(s, ("end",), "forced_fly")
    assert {a[0] for a in s.legal_actions()} == {"fly"}
    s.apply(("fly", "R2"))
    assert not s.forced and s.ap == 4
    events = s.apply(("end",))
    assert events[0] == {"type": "austro_return", "from": "R2", "to": c("r2c5")}


# --------------------------------------------------------------- magic gems
def test_retrieve_gem_costs_1_and_unanchors():
    """ZEF-GEM-RETRIEVE: 1 AP from any distance; the gem goes to the pool, the island is free."""
    s = position(BJ, "borea", ap=2, storm=True, anchored=[c("r5c3"), c("r2c3")])
    events = s.apply(("retrieve", c("r5c3")))
    assert events == [{"type": "retrieve", "cell": c("r5c3"), "spirit": "borea"}]     # who took it (the log says)
    assert s.ap == 1 and s.pool == 1 and s.anchored == [c("r2c3")]
    assert s.is_free(c("r5c3"))
    refused(s, ("retrieve", c("r3c3")), "no_gem_there")
    s.ap = 0
    refused(s, ("retrieve", c("r2c3")), "no_ap")
    assert not legal(s, ("retrieve", c("r2c3")))


def test_spend_gem_gives_one_ap():
    """ZEF-GEM-SPEND: free; the pool loses a gem, the active spirit gains 1 AP."""
    s = position(BJ, "borea", ap=0, storm=True, pool=2)
    assert legal(s, ("spend",))
    events = s.apply(("spend",))
    assert events == [{"type": "spend", "spirit": "borea", "ap": 1}]
    assert s.ap == 1 and s.pool == 1
    s.apply(("spend",))
    assert s.ap == 2 and s.pool == 0
    refused(s, ("spend",), "no_gems")
    assert not legal(s, ("spend",))


def test_pool_gems_score_only_in_storm_mode():
    """ZEF-GEM-SCORE: +1 per pool gem in storm mode; gems on islands score nothing; none without storms."""
    s = position(BJ, "borea", storm=True, pool=3, anchored=[c("r3c3")])
    b = s.score_breakdown()
    assert b["gems"] == 3 and b["score"] == -42 + 3
    s.options["pool_gems_only_score"] = False
    assert s.score_breakdown()["gems"] == 4
    s2 = position(BJ, "borea", storm=False, pool=3)
    assert s2.score_breakdown()["gems"] == 0 and s2.score_breakdown()["score"] == -42


# --------------------------------------------------------------------- solo
def solo_state(spirits=("borea", "jugo", "etesia"), difficulty="medium", storm=False, seed=2):
    s = new_state(list(spirits), players=1, storm=storm, seed=seed, difficulty=difficulty)
    return s


def test_solo_setup_three_spirits_three_corners_one_asleep():
    """ZEF-SOLO-SETUP: 3 spirits on 3 different corners; one drawn at random sleeps in round 1."""
    s = solo_state()
    assert len(s.spirits) == 3 and s.phase == "place"
    events = []
    corners = []
    while s.phase == "place":
        assert len(s.legal_actions()) == 4 - len(corners)
        action = s.legal_actions()[-1]
        corners.append(action[1])
        events += s.apply(action)
    assert len(set(corners)) == 3 and set(corners) <= {0, 4, 20, 24}
    assert s.sleeper in s.spirits
    assert {"type": "sleep", "spirit": s.sleeper, "wakes": None} in events
    assert s.phase == "solo_first" and s.current_player == 0
    # random spirits: 3 distinct ones
    r = rules.new_game({"players": [{"name": "A", "kind": "human"}]}, 9)
    assert len(set(r.spirits)) == 3


def test_solo_sleeper_is_random_by_seed():
    """ZEF-SOLO-SETUP: the sleeper is drawn from the seeded RNG (and all three can be drawn)."""
    seen = set()
    for seed in range(30):
        s = play_placements(solo_state(seed=seed))
        seen.add(s.sleeper)
    assert seen == {"borea", "jugo", "etesia"}


@pytest.mark.parametrize("difficulty, gems", [("easy", 7), ("medium", 6), ("hard", 5)])
def test_solo_time_gems_and_rounds(difficulty, gems):
    """ZEF-SOLO-TIME / ZEF-TIME-ROUND: 7/6/5 gems by difficulty, and as many rounds."""
    s = solo_state(difficulty=difficulty)
    assert s.purple == gems
    play_placements(s)
    assert s.purple == gems - 1 and s.round == 1
    rounds = 1
    while not s.is_over:
        if s.phase == "solo_first":
            s.apply(s.legal_actions()[0])
        elif s.phase == "solo_sleep":
            s.apply(s.legal_actions()[0])
            rounds += 1
        else:
            s.apply(("end",))
    assert rounds == gems == s.round and s.purple == 0


def test_solo_order_and_sleep_cycle():
    """ZEF-SOLO-ORDER / ZEF-SOLO-SLEEP / ZEF-AP: choose the first; the second follows;
    5 AP each; the new sleeper must have acted."""
    s = play_placements(solo_state(), corners=[0, 4, 20])
    s.sleeper = "etesia"
    assert sorted(s.legal_actions()) == [("first", "borea"), ("first", "jugo")]
    refused(s, ("first", "etesia"), "spirit_asleep")
    refused(s, ("end",), "wrong_phase")
    s.apply(("first", "jugo"))
    assert s.active == "jugo" and s.ap == 5 and s.phase == "play"
    refused(s, ("first", "borea"), "wrong_phase")
    s.apply(("fly", s.legal_actions()[0][1]))
    assert s.ap == 4
    events = s.apply(("end",))
    assert {"type": "turn_end", "spirit": "jugo", "unused": 4} in events
    assert s.active == "borea" and s.ap == 5 and s.phase == "play"
    s.apply(("end",))
    assert s.phase == "solo_sleep" and sorted(s.legal_actions()) == [("sleep", "borea"),
                                                                      ("sleep", "jugo")]
    refused(s, ("sleep", "etesia"), "sleeper_must_have_acted")
    events = s.apply(("sleep", "jugo"))
    assert {"type": "sleep", "spirit": "jugo", "wakes": "etesia"} in events
    assert s.sleeper == "jugo" and s.round == 2 and s.phase == "solo_first"
    assert sorted(s.legal_actions()) == [("first", "borea"), ("first", "etesia")]


def test_solo_sleeper_is_an_obstacle():
    """ZEF-SOLO-OBSTACLE: no landing on the sleeper, no moving or passing over its island."""
    s = play_placements(solo_state(spirits=("borea", "jugo", "etesia")), corners=[0, 24, 4])
    s.sleeper = "etesia"
    s.apply(("first", "borea"))
    s.grid = list(DEAL)
    s.pos = {"borea": c("r1c1"), "jugo": c("r5c5"), "etesia": c("r2c3")}
    s.ap = 5
    refused(s, ("breeze", c("r2c3"), c("r3c3")), "occupied")             # 25 is a Sun island
    assert s.breeze_options()[(c("r1c3"), c("r3c3"))] == 4               # detour round her
    s.pos["etesia"] = c("r1c2")
    refused(s, ("fly", c("r1c2")), "occupied")


def test_solo_storm_anchor_under_sleeper_forces_at_next_activation():
    """ZEF-GEM-OCCUPIED / ZEF-SOLO-OBSTACLE: a sleeping pawn rides storms; anchored,
    it must fly when it next acts."""
    s = play_placements(solo_state(storm=True), corners=[0, 24, 4])
    s.sleeper = "etesia"
    s.grid = with_home(DEAL, 5)                 # island 5 home on r1c5, under Etesia
    s.anchored = []
    storm_next(s, "S2", "G1", 1)               # G1 turned once marks r1c5
    s.apply(("first", "borea"))
    s.apply(("end",))
    s.apply(("end",))
    s.apply(("sleep", "borea"))
    assert s.anchored == [c("r1c5")] and s.pos["etesia"] == c("r1c5")
    s.apply(("first", "etesia"))
    assert s.forced
    refused(s, ("end",), "forced_fly")
    s.apply(("fly", c("r1c4")))
    assert not s.forced


def test_solo_storm_moves_sleeping_pawn():
    """ZEF-SOLO-OBSTACLE / ZEF-BLIZZARD: a storm that moves the sleeper's island carries it along."""
    s = play_placements(solo_state(storm=True), corners=[0, 24, 4])
    s.sleeper = "etesia"
    s.grid = list(DEAL)
    storm_next(s, "S3", "G1", 1)               # T1 r1c5 (24), South 2 -> r3c5
    s.apply(("first", "borea"))
    s.apply(("end",))
    s.apply(("end",))
    s.apply(("sleep", "borea"))
    assert s.pos["etesia"] == c("r3c5") and s.grid[c("r3c5")] == 24


def test_apply_rejects_malformed_actions():
    """ZEF-TURN: unknown or malformed actions are refused with unknown_action."""
    s = position(BJ, "borea")
    for action in [("dance",), ("fly",), ("fly", 1, 2), "fly", (), ("breeze", "a", "b")]:
        with pytest.raises(IllegalAction) as info:
            s.apply(action)
        assert info.value.key == "unknown_action"


# ------------------------------------------- a storm passing over an anchored island
def test_blizzard_over_an_anchored_island_does_nothing():
    """ZEF-STORM-OVER-ANCHORED / ZEF-ANCHORED: S3 (South 2) + G2/1 goes r2c5 -> r4c5 over
    r3c5; with island 15 anchored there the islands cannot pass: nothing moves."""
    grid = with_home(DEAL, 15)
    s, events = storm_round(BJ, "S3", "G2", 1, grid=grid, anchored=[c("r3c5")])
    st = storm_event(events)
    assert st["effect"] == "none" and s.grid == grid
    assert not [e for e in events if e["type"] == "swap"]


def test_blizzard_over_an_anchored_island_passes_with_the_option():
    """ZEF-STORM-OVER-ANCHORED (option storm_over_anchored=passes): the earlier reading, the
    two targets swap straight over the anchored island."""
    grid = with_home(DEAL, 15)
    s, events = storm_round(BJ, "S3", "G2", 1, grid=grid, anchored=[c("r3c5")],
                            storm_over_anchored="passes")
    assert storm_event(events)["effect"] == "swap"
    assert s.grid == swapped(grid, c("r2c5"), c("r4c5"))


def test_blizzard_overflown_cells_wrap_and_skip_nothing_off_the_grid():
    """ZEF-STORM-OVER-ANCHORED: the cells between the targets, counted as ZEF-BLIZZARD counts."""
    south2 = {"type": "blizzard", "dir": "S", "steps": 2}
    assert rules.blizzard_overflown(c("r2c5"), south2) == [c("r3c5")]
    assert rules.blizzard_overflown(c("r5c3"), south2) == [c("r1c3")]       # wraps to the top
    assert rules.blizzard_overflown(c("r1c3"), {"type": "blizzard", "dir": "N", "steps": 1}) == []
    assert rules.blizzard_overflown(c("r3c1"), {"type": "blizzard", "dir": "W", "steps": 3}) == \
        [c("r3c5"), c("r3c4")]


def test_tornado_is_not_blocked_by_an_anchored_island_between():
    """ZEF-STORM-OVER-ANCHORED: a Tornado lifts its islands over the city, so an anchored
    island between them (r3c3 between r2c2 and r4c4) does not stop it."""
    grid = with_home(DEAL, 13)
    s, events = storm_round(BJ, "S6", "G5", 0, grid=grid, anchored=[c("r3c3")])
    assert storm_event(events)["effect"] == "swap"
    assert s.grid == swapped(grid, c("r2c2"), c("r4c4"))

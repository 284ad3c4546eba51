"""Setup, time track, turn order, scoring and the end table."""
import pytest

from game.core.protocol import IllegalAction
from game.games.zefiria import rules
from game.games.zefiria.config import load_config

from zef_helpers import DEAL, SOLVED, c, new_state, position, refused

SPIRITS = ["borea", "jugo", "etesia", "skyron"]


def players(n):
    return [{"name": f"P{i}", "kind": "human"} for i in range(n)]


def play_to_end(s):
    """End every turn at once (no moves); return all events."""
    events = []
    while not s.is_over:
        if s.phase in ("place", "austro_exit", "solo_first", "solo_sleep"):
            events += s.apply(s.legal_actions()[0])
        else:
            events += s.apply(("end",))
    return events


# ---------------------------------------------------------------- components
def test_island_symbols_match_the_table():
    """ZEF-COMP-ISLANDS: symbol of island n = (col0 + 2*row0) % 5, the table of the rules."""
    cfg = load_config()
    table = {"feather": [1, 9, 12, 20, 23], "cloud": [2, 10, 13, 16, 24],
             "sun": [3, 6, 14, 17, 25], "moon": [4, 7, 15, 18, 21],
             "spiral": [5, 8, 11, 19, 22]}
    for name, islands in table.items():
        for n in islands:
            assert cfg.symbols[cfg.island_symbol[n - 1]] == name, n
    assert cfg.colours == ("sky", "green", "yellow", "orange", "pink")


def test_each_symbol_once_per_colour_and_never_touching():
    """ZEF-COMP-ISLANDS: each colour-symbol pair once; same symbols never touch when solved."""
    cfg = load_config()
    pairs = {(rules.home_row(n), cfg.island_symbol[n - 1]) for n in range(1, 26)}
    assert len(pairs) == 25
    for a in range(25):
        for b in range(a + 1, 25):
            (ra, ca), (rb, cb) = rules.rc(a), rules.rc(b)
            if max(abs(ra - rb), abs(ca - cb)) == 1:
                assert cfg.island_symbol[a] != cfg.island_symbol[b]


def test_colour_and_symbol_of_a_cell_follow_its_island():
    """ZEF-COMP-ISLANDS: colour = home row of the island on the cell, symbol from the island."""
    s = position({"borea": 0, "jugo": 24}, "borea")
    assert s.colour_of(c("r1c1")) == 2            # island 14: yellow (row 3)
    assert s.symbol_of(c("r1c1")) == 2            # Sun
    assert s.colour_of(c("r5c5")) == 2 and s.symbol_of(c("r5c5")) == 4   # 11: yellow spiral


# --------------------------------------------------------------------- setup
def test_grid_is_a_seeded_shuffle():
    """ZEF-SETUP-GRID: the deal is a permutation of 1..25, the same for the same seed."""
    a = new_state(["borea", "jugo"], seed=42)
    b = new_state(["borea", "jugo"], seed=42)
    d = new_state(["borea", "jugo"], seed=43)
    assert sorted(a.grid) == SOLVED
    assert a.grid == b.grid and a.grid != d.grid
    assert a.grid != SOLVED
    assert a.to_dict()["grid"] == [a.grid[i:i + 5] for i in range(0, 25, 5)]


def test_setup_spirits_given_and_random():
    """ZEF-SETUP-SPIRITS: chosen spirits go to the seats in order; random ones are distinct."""
    s = new_state(["skyron", "austro", "borea"])
    assert s.spirits == ["skyron", "austro", "borea"]
    assert s.pos == {"skyron": None, "austro": None, "borea": None}
    for n in (2, 3, 4):
        r = rules.new_game({"players": players(n)}, 7 + n)
        assert len(set(r.spirits)) == n and set(r.spirits) <= set(load_config().spirits)


def test_a_random_seat_is_dealt_by_the_seed_from_the_spirits_left():
    """ZEF-SETUP-SPIRITS: None in `spirits` is a seat left on random: it gets one of the
    spirits nobody chose, the same one for the same seed, and the chosen seats keep theirs."""
    setup = {"players": players(3), "spirits": ["jugo", None, None]}
    dealt = {tuple(rules.new_game(setup, seed).spirits) for seed in range(40)}
    for spirits in dealt:
        assert spirits[0] == "jugo" and len(set(spirits)) == 3 and "jugo" not in spirits[1:]
    assert len(dealt) > 3, "the random seats are always dealt the same spirits"
    assert rules.new_game(setup, 5).spirits == rules.new_game(setup, 5).spirits
    chosen = rules.new_game({"players": players(2), "spirits": ["borea", "jugo"]}, 9)
    assert chosen.spirits == ["borea", "jugo"]


@pytest.mark.parametrize("spirits", [["borea"], ["borea", "borea"], ["borea", "wind"],
                                     ["borea", "jugo", "etesia"], [None, "wind"], ["borea", None, None]])
def test_setup_spirits_invalid(spirits):
    """ZEF-SETUP-SPIRITS: wrong count, duplicates or unknown spirits are refused."""
    with pytest.raises(IllegalAction) as info:
        rules.new_game({"players": players(2), "spirits": spirits}, 1)
    assert info.value.key == "setup_spirits"


def test_setup_player_count_and_options_checked():
    """ZEF-SETUP-SPIRITS / ZEF-DIG-OPTIONS: 1-4 players; option values must be known."""
    with pytest.raises(IllegalAction) as info:
        rules.new_game({"players": players(5)}, 1)
    assert info.value.key == "setup_players"
    with pytest.raises(IllegalAction) as info:
        rules.new_game({"players": players(2), "breeze_cost": "chebyshev"}, 1)
    assert info.value.key == "setup_option" and info.value.params == {"option": "breeze_cost"}
    with pytest.raises(IllegalAction) as info:
        rules.new_game({"players": players(2), "difficulty": "insane"}, 1)
    assert info.value.params == {"option": "difficulty"}


def test_first_player_places_and_plays_first():
    """ZEF-SETUP-FIRST: the first player places first and plays first; then seat order, clockwise."""
    s = new_state(["borea", "jugo", "etesia"], first_player=2)
    assert s.order == [2, 0, 1]
    assert s.placing_spirit() == "etesia" and s.current_player == 2
    s.apply(("place", 0))
    assert s.placing_spirit() == "borea" and s.current_player == 0
    s.apply(("place", 4))
    s.apply(("place", 24))
    assert s.pos == {"etesia": 0, "borea": 4, "jugo": 24}
    assert s.active == "etesia" and s.current_player == 2
    s.apply(("end",))
    assert s.active == "borea"
    s.apply(("end",))
    assert s.active == "jugo"
    s.apply(("end",))
    assert s.active == "etesia" and s.round == 2           # the first player keeps the role


def test_first_player_random_by_seed():
    """ZEF-SETUP-FIRST: a random first player comes from the seed; every seat can be drawn."""
    seen = set()
    for seed in range(40):
        setup = {"players": players(4), "spirits": SPIRITS}
        a, b = rules.new_game(setup, seed), rules.new_game(setup, seed)
        assert a.order == b.order
        seen.add(a.order[0])
        assert a.order == [(a.order[0] + i) % 4 for i in range(4)]
    assert seen == {0, 1, 2, 3}


def test_corners_three_and_four_players():
    """ZEF-SETUP-CORNERS: each pawn goes on a corner still free; others are refused."""
    s = new_state(SPIRITS)
    assert sorted(s.legal_actions()) == [("place", 0), ("place", 4), ("place", 20), ("place", 24)]
    refused(s, ("place", 12), "not_corner")
    s.apply(("place", 20))
    assert sorted(s.legal_actions()) == [("place", 0), ("place", 4), ("place", 24)]
    refused(s, ("place", 20), "corner_taken")
    s.apply(("place", 0))
    s.apply(("place", 24))
    assert s.legal_actions() == [("place", 4)]
    s.apply(("place", 4))
    assert s.phase == "play" and sorted(s.pos.values()) == [0, 4, 20, 24]
    refused(s, ("place", 0), "wrong_phase")


@pytest.mark.parametrize("first, opposite", [(0, 24), (24, 0), (4, 20), (20, 4)])
def test_corners_two_players_opposite(first, opposite):
    """ZEF-SETUP-CORNERS-2P: with 2 players the second pawn goes on the opposite corner only."""
    s = new_state(["borea", "jugo"])
    s.apply(("place", first))
    assert s.legal_actions() == [("place", opposite)]
    for other in {0, 4, 20, 24} - {first, opposite}:
        refused(s, ("place", other), "not_opposite")
    refused(s, ("place", first), "corner_taken")
    s.apply(("place", opposite))
    assert s.pos == {"borea": first, "jugo": opposite}


# ---------------------------------------------------------- time and AP
@pytest.mark.parametrize("n, gems, ap", [(2, 6, 5), (3, 5, 4), (4, 4, 4)])
def test_time_gems_ap_and_rounds(n, gems, ap):
    """ZEF-TIME-GEMS / ZEF-AP / ZEF-TIME-ROUND / ZEF-END: gems 6/5/4, AP 5/4/4, as many rounds as gems."""
    s = new_state(SPIRITS[:n])
    assert s.purple == gems and s.round == 0
    events = []
    while s.phase == "place":
        events += s.apply(s.legal_actions()[0])
    # The first round removes a gem too.
    assert {"type": "round", "round": 1, "purple": gems - 1} in events
    assert s.purple == gems - 1 and s.ap == ap and s.ap_per_turn == ap
    events = play_to_end(s)
    rounds = [e for e in events if e["type"] == "round"]
    assert len(rounds) + 1 == gems == s.round
    assert [e["purple"] for e in rounds] == list(range(gems - 2, -1, -1))
    turns = [e for e in events if e["type"] == "turn"]
    assert len(turns) + 1 == n * gems and all(t["ap"] == ap for t in turns)
    assert s.is_over and s.legal_actions() == [] and s.purple == 0
    over = events[-1]
    assert over["type"] == "game_over" and over["score"] == s.result()["score"]
    refused(s, ("end",), "wrong_phase")


def test_unused_ap_are_lost():
    """ZEF-TURN: AP not spent are lost; the next turn starts with the normal amount."""
    s = position({"borea": 0, "jugo": 24}, "borea", ap=5)
    events = s.apply(("end",))
    assert {"type": "turn_end", "spirit": "borea", "unused": 5} in events
    assert s.active == "jugo" and s.ap == 5
    s.apply(("fly", c("r4c5")))
    s.apply(("end",))
    assert s.active == "borea" and s.ap == 5 and s.round == 2


def test_turn_may_mix_actions_in_any_order():
    """ZEF-TURN: Fly, Breeze, Fly in one turn, as long as AP last."""
    s = position({"borea": 0, "jugo": 24}, "borea", ap=5)
    s.apply(("fly", c("r1c2")))
    s.apply(rules.breeze_action(c("r1c4"), c("r1c5")))      # Borea on 20 (Feather): X = 23 (Feather)
    s.apply(("fly", c("r1c1")))
    assert s.ap == 2 and s.grid[c("r1c5")] == 23 and s.pos["borea"] == c("r1c1")


# ------------------------------------------------------------------- scoring
def scored(grid, storm=False, pool=0):
    s = position({"borea": 0, "jugo": 24}, "borea", grid=grid, storm=storm, pool=pool)
    return s


def test_score_plus_one_for_each_home_island():
    """ZEF-SCORE: the solved layout scores 25."""
    b = scored(SOLVED).score_breakdown()
    assert b == {"right": 25, "row": 0, "wrong": 0, "gems": 0, "score": 25}


def test_score_minus_one_in_home_row():
    """ZEF-SCORE: two islands swapped inside their row: -1 each (23 - 2 = 21)."""
    grid = list(SOLVED)
    grid[0], grid[4] = grid[4], grid[0]
    b = scored(grid).score_breakdown()
    assert (b["right"], b["row"], b["wrong"], b["score"]) == (23, 2, 0, 21)


def test_score_minus_two_in_wrong_row():
    """ZEF-SCORE: two islands swapped across rows: -2 each (23 - 4 = 19)."""
    grid = list(SOLVED)
    grid[0], grid[5] = grid[5], grid[0]
    b = scored(grid).score_breakdown()
    assert (b["right"], b["row"], b["wrong"], b["score"]) == (23, 0, 2, 19)


def test_score_worst_and_mixed():
    """ZEF-SCORE: the reversed layout (centre home, rows swapped) and the example deal."""
    b = scored(list(range(25, 0, -1))).score_breakdown()
    # r3 reversed: 13 home, 4 in row; other 20 islands in the wrong row.
    assert (b["right"], b["row"], b["wrong"], b["score"]) == (1, 4, 20, 1 - 4 - 40)
    assert scored(DEAL).score_breakdown()["score"] == -42


def test_gem_bonus_in_storm_mode():
    """ZEF-GEM-SCORE: +1 per gem in the pool in storm mode only."""
    assert scored(SOLVED, storm=True, pool=3).score_breakdown()["score"] == 28
    assert scored(SOLVED, storm=False, pool=3).score_breakdown()["score"] == 25


@pytest.mark.parametrize("score, storm, verdict", [
    (-50, False, "balloon"), (10, False, "balloon"), (11, False, "breeze_spirits"),
    (16, False, "breeze_spirits"), (17, False, "good_job"), (21, False, "good_job"),
    (22, False, "great"), (24, False, "great"), (25, False, "great"),
    (10, True, "balloon"), (11, True, "breeze_spirits"), (16, True, "breeze_spirits"),
    (17, True, "good_job"), (21, True, "good_job"), (22, True, "great"),
    (24, True, "great"), (25, True, "legendary"), (31, True, "legendary"),
])
def test_end_table_bands(score, storm, verdict):
    """ZEF-TABLE: every band boundary; 'legendary' only in storm mode."""
    s = scored(DEAL, storm=storm)
    assert s.verdict(score) == verdict


def test_perfect_standard_game_is_great_with_badge():
    """ZEF-TABLE: 25 without storms shows 'great' and perfect=True."""
    r = scored(SOLVED).result()
    assert (r["score"], r["verdict"], r["perfect"]) == (25, "great", True)


def test_storm_results_at_the_top_bands():
    """ZEF-TABLE / ZEF-GEM-SCORE: storm 21 + 3 gems = 24 great; + 4 gems = 25 legendary (not perfect)."""
    grid = list(SOLVED)
    grid[0], grid[4] = grid[4], grid[0]
    r = scored(grid, storm=True, pool=3).result()
    assert (r["score"], r["verdict"], r["perfect"]) == (24, "great", False)
    r = scored(grid, storm=True, pool=4).result()
    assert (r["score"], r["verdict"], r["perfect"]) == (25, "legendary", False)
    r = scored(SOLVED, storm=True).result()
    assert (r["score"], r["verdict"], r["perfect"]) == (25, "legendary", True)


def test_result_fields():
    """ZEF-SCORE / ZEF-END: result() = score breakdown + verdict, perfect and over."""
    s = scored(DEAL)
    r = s.result()
    assert r == dict(s.score_breakdown(), verdict="balloon", perfect=False, over=False)

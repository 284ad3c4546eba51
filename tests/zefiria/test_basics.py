"""The basic definitions of seeds/zefiria.en.md that every other rule builds on."""
from game.games.zefiria import rules
from game.games.zefiria.config import load_config
from zef_helpers import DEAL, c, position


def test_free_means_no_pawn_and_no_anchor():
    """ZEF-FREE: a pawn or an anchor makes an island not free; otherwise it is free."""
    s = position({"borea": c("r1c1"), "jugo": c("r5c5")}, "borea", storm=True, anchored=[c("r3c3")])
    assert not s.is_free(c("r1c1")) and not s.is_free(c("r5c5")) and not s.is_free(c("r3c3"))
    assert s.is_free(c("r2c2"))


def test_breeze_swaps_two_islands_and_never_moves_the_pawn():
    """ZEF-BREEZE: X and Y trade places; the acting pawn stays where it is (Skyron aside)."""
    s = position({"borea": c("r1c1"), "jugo": c("r5c5")}, "borea")
    (a, b), cost = min(s.breeze_options().items(), key=lambda kv: kv[1])
    before = list(s.grid)
    s.apply(rules.breeze_action(a, b))
    assert s.grid[a] == before[b] and s.grid[b] == before[a]
    assert [i for i in range(25) if s.grid[i] != before[i]] == sorted([a, b])
    assert s.pos["borea"] == c("r1c1")


def test_five_spirits_and_three_in_solo():
    """ZEF-COMP-SPIRITS: five spirits exist; a player game uses one per player, solo uses three."""
    cfg = load_config()
    assert cfg.spirits == ("borea", "jugo", "etesia", "skyron", "austro")
    solo = rules.new_game({"players": [{"name": "A", "kind": "human"}]}, 5)
    assert len(solo.spirits) == 3 == cfg.solo_spirits and len(set(solo.spirits)) == 3
    four = rules.new_game({"players": [{"name": str(i), "kind": "human"} for i in range(4)]}, 5)
    assert len(set(four.spirits)) == 4


def test_time_track_has_room_for_the_longest_game():
    """ZEF-COMP-TRACK: the 2-4 side holds the 6 gems of a 2-player game, the solo side the 7 of Easy."""
    cfg = load_config()
    assert max(cfg.time_gems.values()) == 6
    assert max(cfg.solo_time_gems.values()) == 7


def test_goal_solved_city_scores_full_marks():
    """ZEF-GOAL: the islands in order 1..25 row by row is the solved city: 25 points, all in place."""
    s = position({"borea": c("r1c1"), "jugo": c("r5c5")}, "borea", grid=list(range(1, 26)))
    result = s.result()
    assert result["score"] == 25 and result["perfect"] and result["right"] == 25
    s.grid = list(DEAL)
    assert s.result()["score"] < 0

"""FC-SOLO-LADDER: the solo challenge ladder -- levels load and validate, each level is a
fixed solo deal with its own constraints, a broken file names file, key and expectation,
and progress unlocks the levels one by one."""
import json

import pytest

from game.core.bots import RandomBot
from game.core.data import DataError
from game.games.flamecraft import levels as fc_levels
from game.games.flamecraft import rules
from game.games.flamecraft.config import load_config
from game.games.flamecraft.levels import (Level, Progress, level_setup, level_won, load_levels,
                                          record_result)
from game.scenes import launch


def play_out(state, seed=0, limit=20000):
    bot = RandomBot(seed)
    for _ in range(limit):
        if state.is_over:
            return state
        state.apply(bot.choose(state))
    raise AssertionError("the game did not end")


def write_levels(tmp_path, rows: list[str]) -> str:
    path = tmp_path / "levels.yaml"
    path.write_text("levels:\n" + "".join(f"  - {row}\n" for row in rows), encoding="utf-8")
    return str(path)


def good_rows(n=10) -> list[str]:
    return [f"{{id: {i}, seed: {i * 7}, target: {20 + i}}}" for i in range(1, n + 1)]


def test_the_ladder_has_at_least_ten_levels_in_order_with_rising_targets():
    """FC-SOLO-LADDER: ids 1, 2, 3 ... in order; among levels with the same timer the
    targets never fall (the faster timer's shorter games have lower ones); constraints of
    each kind appear (gold deck, smaller town, faster timer, a required achievement)."""
    levels = load_levels()
    assert len(levels) >= 10
    assert [lv.id for lv in levels] == list(range(1, len(levels) + 1))
    for timer in {lv.timer for lv in levels}:
        targets = [lv.target for lv in levels if lv.timer == timer]
        assert targets == sorted(targets)
    plain = [lv.target for lv in levels if lv.timer == 1]
    assert plain[0] < plain[-1]
    assert len({lv.seed for lv in levels}) == len(levels), "each level is its own deal"
    assert any(lv.deck == "gold" for lv in levels)
    assert any(lv.town_size < 12 for lv in levels)
    assert any(lv.timer == 2 for lv in levels)
    needed = [lv.achievement for lv in levels if lv.achievement]
    assert needed and set(needed) <= set(load_config().achievements)
    assert levels[0] == Level(id=1, seed=levels[0].seed, target=levels[0].target), "level 1 is plain"


def test_each_level_starts_a_solo_game_with_its_constraints_and_a_fixed_deal():
    """FC-SOLO-LADDER: the level's deck, town size and timer reach the rules; the same
    level always deals the same cards (FIXED_DEALS)."""
    assert fc_levels.FIXED_DEALS is True
    for level in load_levels():
        setup = level_setup(level, "Ana")
        state = rules.new_game(setup, level.seed)
        assert state.solo and state.deck == level.deck and state.town_size == level.town_size
        assert len(state.town) == level.town_size
        assert state.level["id"] == level.id and state.level["target"] == level.target
        assert state.level.get("timer", 1) == level.timer
        again = rules.new_game(level_setup(level, "Ana"), level.seed)
        assert json.dumps(again.to_dict(), sort_keys=True) == json.dumps(state.to_dict(), sort_keys=True)
    a, b = load_levels()[:2]
    assert rules.new_game(level_setup(a), a.seed).to_dict()["park"] != \
        rules.new_game(level_setup(b), b.seed).to_dict()["park"]


def test_the_faster_timer_removes_two_cards_of_the_park_each_turn():
    """FC-SOLO-LADDER, FC-SOLO-TIMER: a level with timer 2 sends 2 Park cards and 2 row
    cards out of the game at the end of each turn; a plain level 1 each."""
    fast = next(lv for lv in load_levels() if lv.timer == 2)
    plain = load_levels()[0]
    for level, expected in ((fast, 2), (plain, 1)):
        state = rules.new_game(level_setup(level), level.seed)
        bot = RandomBot(3)
        while not state.is_over:
            events = state.apply(bot.choose(state))
            gone = [e for e in events if e["type"] == "discard"]
            if gone:
                assert len(gone[0]["park"]) == expected and len(gone[0]["row"]) == expected
                break
        else:
            raise AssertionError("no turn ended")


@pytest.mark.parametrize("rows, key, expected", [
    (good_rows(9), "levels", "at least 10 levels"),
    (good_rows(9) + ["{id: 10, seed: 3, target: 40, colour: red}"], "levels[9].colour", "no such key"),
    (good_rows(9) + ["{id: 11, seed: 3, target: 40}"], "levels[9].id", "level ids 1, 2, 3"),
    (good_rows(9) + ["{id: 10, target: 40}"], "levels[9].seed", "a value"),
    (good_rows(9) + ["{id: 10, seed: 3, target: many}"], "levels[9].target", "a whole number"),
    (good_rows(9) + ["{id: 10, seed: 3, target: 40, deck: green}"], "levels[9].deck", "one of purple, gold"),
    (good_rows(9) + ["{id: 10, seed: 3, target: 40, town_size: 20}"], "levels[9].town_size", "from 8 to 12"),
    (good_rows(9) + ["{id: 10, seed: 3, target: 40, timer: 3}"], "levels[9].timer", "from 1 to 2"),
    (good_rows(9) + ["{id: 10, seed: 3, target: 40, achievement: be_rich}"], "levels[9].achievement",
     "one of fill_4_shops"),
])
def test_a_broken_levels_file_names_file_key_and_expectation(tmp_path, rows, key, expected):
    """FC-SOLO-LADDER: a mistake in levels.yaml stops with file, key and what was expected."""
    path = write_levels(tmp_path, rows)
    with pytest.raises(DataError) as err:
        load_levels(path)
    assert err.value.key == key
    assert expected in err.value.expected
    assert "levels.yaml" in str(err.value)


def test_a_good_file_of_ten_plain_levels_loads(tmp_path):
    levels = load_levels(write_levels(tmp_path, good_rows(10)))
    assert [lv.target for lv in levels] == list(range(21, 31))
    assert all(lv.deck == "purple" and lv.town_size == 12 and lv.timer == 1 for lv in levels)


def test_a_level_is_won_by_its_target_and_its_achievement():
    """FC-SOLO-LADDER: below the target is a loss; a level that names an achievement needs it too."""
    level = Level(id=3, seed=1, target=30, achievement="zero_coins")
    assert not level_won(level, {"scores": [29], "achievements": ["zero_coins"]})
    assert not level_won(level, {"scores": [35], "achievements": ["five_fancy"]})
    assert level_won(level, {"scores": [30], "achievements": ["zero_coins"]})
    # The rules' own verdict decides when they give one.
    assert not level_won(level, {"scores": [50], "achievements": ["zero_coins"], "level": {"passed": False}})


def test_a_real_level_game_is_judged_as_the_rules_judge_it():
    """FC-SOLO-LADDER: play level 1 to its end; the ladder's verdict matches the rules'."""
    level = load_levels()[0]
    state = play_out(rules.new_game(level_setup(level), level.seed))
    result = state.result()
    assert result["level"]["passed"] == (result["scores"][0] >= level.target)
    assert level_won(level, result) == result["level"]["passed"]


def test_progress_unlocks_levels_one_by_one_and_keeps_the_best(user_data):
    """FC-SOLO-LADDER: only level 1 is open at first; a loss keeps the next locked; a win
    opens it; the best score stays; the file is in the user's data folder."""
    levels = load_levels()
    first = levels[0]
    progress = Progress()
    assert progress.load() is None
    assert progress.unlocked(1) and not progress.unlocked(2)
    lost = record_result(first, {"scores": [first.target - 1], "achievements": []})
    assert lost["won"] is False and lost["newly_won"] is False and lost["best"] == first.target - 1
    progress.load()
    assert not progress.unlocked(2)
    won = record_result(first, {"scores": [first.target + 4], "achievements": []})
    assert won["won"] and won["newly_won"] and won["best"] == first.target + 4
    again = record_result(first, {"scores": [first.target], "achievements": []})
    assert again["won"] and not again["newly_won"] and again["best"] == first.target + 4
    progress.load()
    assert progress.unlocked(2) and not progress.unlocked(3) and progress.won(1)
    assert (user_data / fc_levels.PROGRESS_FILE).exists()


def test_launch_records_a_level_by_the_id_in_its_setup(user_data):
    """FC-SOLO-LADDER: the end of a level game is recorded through launch.record_level, which
    reads the id from the level dict of the setup, and names the next level."""
    import importlib
    level = load_levels()[0]
    setup = level_setup(level, "Ana")
    assert launch.level_id(setup) == 1 and launch.level_id({"level": 4}) == 4
    assert launch.level_id({}) is None
    module = importlib.import_module(launch.LEVELS["flamecraft"])
    result = launch.record_level(module, launch.level_id(setup),
                                 {"scores": [level.target], "achievements": []}, setup)
    assert result["won"] and result["level"] == 1 and result["next"].id == 2
    progress = Progress()
    progress.load()
    assert progress.unlocked(2)
    assert launch.read_progress({"game": "flamecraft", "setup": setup,
                                 "snapshot": {"turn_number": 7}}).level == 1


def test_a_level_game_says_its_goal_in_one_line():
    """FC-SOLO-LADDER: the line a board shows for a level: target and required achievement."""
    from game.core.i18n import Translator
    from game.games.flamecraft.levels import level_goal
    levels = load_levels()
    t = Translator("en")
    assert level_goal(t, level_setup(levels[0])) == f"Level 1: reach {levels[0].target} reputation"
    needs = next(lv for lv in levels if lv.achievement == "six_placed")
    assert level_goal(t, level_setup(needs)) == (f"Level {needs.id}: reach {needs.target} reputation · "
                                                 "Also: End with 6 or more artisan dragons placed.")
    assert level_goal(t, {"players": [{"name": "A", "kind": "human"}]}) == ""
    assert level_goal(Translator("es"), level_setup(levels[0])).startswith("Nivel 1: alcanza")

"""RT-SOLO-LADDER, RT-SOLO-SIDES, RT-BOT-LEVELS: the solo ladder -- levels load and
validate, each level is a fixed deal of one person against the Clockwork bot of the other
faction with the level's difficulty and traits, a broken file names file, key and
expectation, and progress unlocks the levels one by one."""
import json
import re
from pathlib import Path

import pytest

from game.core.bots import RandomBot
from game.core.data import DataError
from game.games.root import levels as rt_levels
from game.games.root import rules
from game.games.root.config import OPTION_CHOICES, TRAIT_CHOICES
from game.games.root.levels import (DIFFICULTIES, TRAITS, Level, Progress, level_setup, level_won,
                                    load_levels, record_result, solo_setup)
from game.scenes import launch

SEED_TABLE = Path(__file__).resolve().parents[2] / "seeds" / "root.en.md"


def play_out(state, seed=0, limit=40000):
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


def good_rows(n=12) -> list[str]:
    return [f"{{id: {i}, seed: {i * 7}, play: alliance, difficulty: easy, traits: []}}" for i in range(1, n + 1)]


def test_the_ladder_climbs_both_sides_through_difficulties_and_traits():
    """RT-SOLO-LADDER: at least 12 levels with ids 1, 2, 3 ...; both sides are played; on
    each side the difficulty never falls and the traits only grow; every level is its own
    deal; the first level is the easiest bot without traits, the last ones are Nightmare."""
    levels = load_levels()
    assert len(levels) >= 12
    assert [lv.id for lv in levels] == list(range(1, len(levels) + 1))
    assert len({lv.seed for lv in levels}) == len(levels), "each level is its own deal"
    assert {lv.play for lv in levels} == {"alliance", "marquise"}
    for side in ("alliance", "marquise"):
        mine = [lv for lv in levels if lv.play == side]
        ranks = [DIFFICULTIES.index(lv.difficulty) for lv in mine]
        assert ranks == sorted(ranks) and ranks[0] == 0 and ranks[-1] == len(DIFFICULTIES) - 1
        counts = [len(lv.traits) for lv in mine]
        assert counts == sorted(counts) and counts[0] == 0 and counts[-1] == 4
        for lv in mine:
            assert set(lv.traits) <= set(TRAITS[lv.bot])
    assert levels[0] == Level(id=1, seed=levels[0].seed, play=levels[0].play, difficulty="easy")


def test_the_ladder_is_the_table_of_the_rules_text():
    """RT-SOLO-LADDER: the data file plays the table shown in seeds/root.en.md (side, bot,
    difficulty and traits of each of the first 12 levels)."""
    text = SEED_TABLE.read_text(encoding="utf-8")
    table = text[text.index("**[RT-SOLO-LADDER]**"):]
    rows = re.findall(r"^\| (\d+) \| (\w+) \| ([\w ]+?) \| (\w+) \| ([^|]+?) \|$", table, re.M)
    assert len(rows) == 12
    levels = {lv.id: lv for lv in load_levels()}
    for number, side, _bot, difficulty, traits in rows:
        level = levels[int(number)]
        assert level.play == side.lower() and level.difficulty == difficulty.lower()
        if traits == "none":
            assert level.traits == ()
        elif traits == "all four":
            assert set(level.traits) == set(TRAITS[level.bot])
        else:
            assert list(level.traits) == [t.strip().lower().replace(" ", "_") for t in traits.split(",")]


def test_difficulties_and_traits_are_the_engines():
    """RT-BOT-LEVELS: the ladder's names for difficulties and traits are exactly the options
    the engine accepts for each bot (data/root/rules.yaml)."""
    for faction in ("marquise", "alliance"):
        assert tuple(OPTION_CHOICES[rt_levels.difficulty_option(faction)]) == DIFFICULTIES
        assert tuple(TRAIT_CHOICES[rt_levels.traits_option(faction)]) == TRAITS[faction]


def test_each_level_is_one_person_against_the_bot_of_the_other_faction_on_a_fixed_deal():
    """RT-SOLO-SIDES, RT-SOLO-LADDER: the person plays the level's faction, the other seat is
    the Clockwork bot with the level's difficulty and traits; the same level always deals
    the same game (FIXED_DEALS)."""
    assert rt_levels.FIXED_DEALS is True
    for level in load_levels():
        setup = level_setup(level, "Ana")
        state = rules.new_game(setup, level.seed)
        person, bot = state.seat_of(level.play), state.seat_of(level.bot)
        assert state.players[person]["kind"] == "human" and state.players[person]["name"] == "Ana"
        assert state.players[bot]["kind"] == "bot"
        assert state.options[f"bot_difficulty_{level.bot}"] == level.difficulty
        assert state.options[f"bot_traits_{level.bot}"] == list(level.traits)
        assert launch.level_id(setup) == level.id
        again = rules.new_game(level_setup(level, "Ana"), level.seed)
        assert json.dumps(again.to_dict(), sort_keys=True) == json.dumps(state.to_dict(), sort_keys=True)
    a, b = load_levels()[:2]
    assert rules.new_game(level_setup(a), a.seed).to_dict()["deck"] != rules.new_game(level_setup(b), b.seed).to_dict()["deck"]


def test_a_free_game_against_the_bot_may_be_either_side():
    """RT-SOLO-SIDES: the set-up of one person against a bot puts the person at the faction
    chosen and the bot at the other, with that bot's difficulty and traits only."""
    setup = solo_setup("marquise", "Ana", "nightmare", ["wildfire"], "Bot")
    state = rules.new_game(setup, 3)
    assert [p["kind"] for p in state.players] == ["human", "bot"]
    assert state.options["bot_difficulty_alliance"] == "nightmare"
    assert state.options["bot_traits_alliance"] == ["wildfire"]
    assert "bot_traits_marquise" not in setup
    setup = solo_setup("alliance", "Ana", "easy", [], "Bot")
    assert [p["kind"] for p in rules.new_game(setup, 3).players] == ["bot", "human"]


@pytest.mark.parametrize("rows, key, expected", [
    (good_rows(11), "levels", "at least 12 levels"),
    (good_rows(11) + ["{id: 12, seed: 3, play: alliance, colour: red}"], "levels[11].colour", "no such key"),
    (good_rows(11) + ["{id: 13, seed: 3, play: alliance}"], "levels[11].id", "level ids 1, 2, 3"),
    (good_rows(11) + ["{id: 12, play: alliance}"], "levels[11].seed", "a value"),
    (good_rows(11) + ["{id: 12, seed: 3, play: eyrie}"], "levels[11].play", "one of marquise, alliance"),
    (good_rows(11) + ["{id: 12, seed: 3, play: alliance, difficulty: hard}"], "levels[11].difficulty",
     "one of easy, default"),
    (good_rows(11) + ["{id: 12, seed: 3, play: alliance, traits: [wildfire]}"], "levels[11].traits[0]",
     "one of blitz, fortified"),
    (good_rows(11) + ["{id: 12, seed: 3, play: marquise, traits: [veterans, veterans]}"], "levels[11].traits[1]",
     "each trait once"),
])
def test_a_broken_levels_file_names_file_key_and_expectation(tmp_path, rows, key, expected):
    """RT-SOLO-LADDER: a mistake in levels.yaml stops with file, key and what was expected."""
    path = write_levels(tmp_path, rows)
    with pytest.raises(DataError) as err:
        load_levels(path)
    assert err.value.key == key
    assert expected in err.value.expected
    assert "levels.yaml" in str(err.value)


def test_a_level_is_won_by_winning_the_game_with_its_faction():
    """RT-SOLO-LADDER: the bot winning, or a game stopped by the turn limit, is not a win."""
    level = Level(id=3, seed=1, play="alliance", difficulty="default")
    assert level_won(level, {"winner": "alliance", "reason": "vp"})
    assert level_won(level, {"winner": "alliance", "reason": "dominance"})
    assert not level_won(level, {"winner": "marquise", "reason": "vp"})
    assert not level_won(level, {"winner": None, "reason": "turn_limit"})


def test_a_real_level_game_against_the_bot_is_judged_by_its_winner():
    """RT-SOLO-LADDER, RT-BOT-LEVELS: level 1 played to its end (random moves for the person,
    the bot's own steps for the bot): the verdict is whether the person's faction won."""
    level = load_levels()[0]
    state = play_out(rules.new_game(level_setup(level), level.seed))
    result = state.result()
    assert result["over"]
    assert level_won(level, result) == (result["winner"] == level.play)


def test_progress_unlocks_levels_one_by_one_and_keeps_the_best(user_data):
    """RT-SOLO-LADDER: only level 1 is open at first; a loss keeps the next locked; a win
    opens it; the best VP stays; the file is in the user's data folder."""
    first = load_levels()[0]
    progress = Progress()
    assert progress.load() is None
    assert progress.unlocked(1) and not progress.unlocked(2)
    lost = record_result(first, {"winner": first.bot, "vp": {first.play: 17, first.bot: 30}})
    assert lost["won"] is False and lost["newly_won"] is False and lost["best"] == 17
    progress.load()
    assert not progress.unlocked(2)
    won = record_result(first, {"winner": first.play, "vp": {first.play: 30, first.bot: 12}})
    assert won["won"] and won["newly_won"] and won["best"] == 30
    again = record_result(first, {"winner": first.play, "vp": {first.play: 25, first.bot: 3}})
    assert again["won"] and not again["newly_won"] and again["best"] == 30
    progress.load()
    assert progress.unlocked(2) and not progress.unlocked(3) and progress.won(1)
    assert (user_data / rt_levels.PROGRESS_FILE).exists()


def test_launch_records_a_level_by_the_id_in_its_setup(user_data):
    """RT-SOLO-LADDER: the end of a level game is recorded through launch.record_level, which
    names the next level; a save of a level game says which level it is."""
    import importlib
    level = load_levels()[0]
    setup = level_setup(level, "Ana")
    module = importlib.import_module(launch.LEVELS["root"])
    result = launch.record_level(module, launch.level_id(setup),
                                 {"winner": level.play, "vp": {level.play: 30, level.bot: 8}}, setup)
    assert result["won"] and result["level"] == 1 and result["next"].id == 2
    progress = Progress()
    progress.load()
    assert progress.unlocked(2)
    shown = launch.read_progress({"game": "root", "setup": setup, "snapshot": {"turn_number": 7}})
    assert shown.level == 1 and shown.turn == 7 and "Ana" in shown.players


def test_a_level_game_says_its_goal_in_one_line():
    """RT-SOLO-LADDER: the line a board or end screen shows for a level: side, bot,
    difficulty and traits, in both languages; nothing for a game off the ladder."""
    from game.core.i18n import Translator
    from game.games.root.levels import level_goal
    levels = load_levels()
    t = Translator("en")
    assert level_goal(t, level_setup(levels[0])) == \
        "Level 1: win as the Woodland Alliance against the Mechanical Marquise 2.0, Easy"
    with_traits = next(lv for lv in levels if len(lv.traits) == 2 and lv.play == "alliance")
    assert level_goal(t, level_setup(with_traits)).endswith("with Blitz, Hospitals")
    assert level_goal(t, {"players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]}) == ""
    assert level_goal(Translator("es"), level_setup(levels[0])).startswith("Nivel 1: gana con la Alianza del Bosque")


def test_the_start_up_data_check_reads_the_ladder(tmp_path, monkeypatch):
    """RT-SOLO-LADDER: a broken levels.yaml stops the program at start-up, naming the file."""
    from game.games.root.data_check import check_data
    check_data()
    monkeypatch.setattr(rt_levels, "LEVELS_FILE", Path(write_levels(tmp_path, good_rows(5))))
    with pytest.raises(DataError) as err:
        check_data()
    assert err.value.key == "levels" and "levels.yaml" in str(err.value)

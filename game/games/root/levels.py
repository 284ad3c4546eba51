"""Root's solo ladder (RT-SOLO-LADDER): the levels, read from data/root/levels.yaml, and
the player's progress (pure, no pygame).

Each level is a fixed deal (seed), the faction the person plays, and the difficulty and
traits of the Clockwork bot that plays the other faction (RT-SOLO-SIDES, RT-BOT-LEVELS).
Winning the game unlocks the next level; the best VP of each level is kept in
user_data_dir()/root_levels.json, written atomically (game/core/progress.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.core.data import DATA_DIR, DataError, load_yaml
from game.core.progress import LevelProgress

LEVELS_FILE = DATA_DIR / "root" / "levels.yaml"
PROGRESS_FILE = "root_levels.json"
FIXED_DEALS = True                  # each level is one deal: a retry replays the same seed
LEVEL_KEYS = ("id", "seed", "play", "difficulty", "traits")
FACTIONS = ("marquise", "alliance")                       # seat 0, seat 1
DIFFICULTIES = ("easy", "default", "challenging", "nightmare")
#: the four traits of each Clockwork bot, by the faction the bot plays (RT-BOT-MM-TRAITS,
#: RT-BOT-AA-TRAITS)
TRAITS = {"marquise": ("blitz", "fortified", "iron_will", "hospitals"),
          "alliance": ("informants", "popularity", "veterans", "wildfire")}
#: each bot's name (root.bot.<name>), by the faction it plays
BOT_NAMES = {"marquise": "mechanical_marquise", "alliance": "automated_alliance"}
MIN_LEVELS = 12


PLAYED_FILE = "root_played.json"    # how many Root games this person has finished


def games_finished() -> int:
    """Root games finished on this computer (0 for a newcomer; an unreadable file counts
    as none: it only chooses a default)."""
    import os
    from game.core.storage import StorageError, read_json, user_data_dir
    path = user_data_dir() / PLAYED_FILE
    if not os.path.lexists(path):
        return 0
    try:
        n = read_json(path).get("finished")
    except StorageError:
        return 0
    return n if type(n) is int and n >= 0 else 0


def note_game_finished() -> None:
    """One more Root game finished (StorageError if it cannot be written)."""
    from game.core.storage import user_data_dir, write_json_atomic
    write_json_atomic(user_data_dir() / PLAYED_FILE, {"finished": games_finished() + 1})


def first_difficulty() -> str:
    """The bot's difficulty the set-up screen offers first: the easiest until the person
    has finished a Root game (a first game against the designed bot was lost 32-9)."""
    return "easy" if games_finished() == 0 else "default"


def other(faction: str) -> str:
    return FACTIONS[1 - FACTIONS.index(faction)]


def difficulty_option(faction: str) -> str:
    """The set-up key of the bot playing `faction` (data/root/rules.yaml options)."""
    return f"bot_difficulty_{faction}"


def traits_option(faction: str) -> str:
    return f"bot_traits_{faction}"


@dataclass(frozen=True)
class Level:
    id: int
    seed: int
    play: str                       # the person's faction
    difficulty: str = "default"
    traits: tuple = field(default_factory=tuple)

    @property
    def bot(self) -> str:
        """The faction the Clockwork bot plays."""
        return other(self.play)


def load_levels(path=None) -> list[Level]:
    """Read and check the ladder; a mistake raises DataError naming file, key and expectation."""
    doc = load_yaml(Path(path) if path is not None else LEVELS_FILE)
    items = doc["levels"].list()
    if len(items) < MIN_LEVELS:
        raise DataError(doc.file, "levels", f"a list of at least {MIN_LEVELS} levels", len(items))
    levels = []
    for index, item in enumerate(items):
        for key, _ in item.items():
            if key not in LEVEL_KEYS:
                raise DataError(item.file, f"{item.path}.{key}",
                                "no such key (allowed: " + ", ".join(LEVEL_KEYS) + ")")
        level_id = item["id"].int(1, 999)
        if level_id != index + 1:
            raise DataError(item.file, item["id"].path,
                            f"level ids 1, 2, 3 ... in order, so {index + 1} here", level_id)
        play = item["play"].str(FACTIONS)
        allowed = TRAITS[other(play)]
        traits = []
        if item.has("traits") and item["traits"].value is not None:
            for node in item["traits"].list(empty=True):          # []: the bot plays plain
                name = node.str(allowed)
                if name in traits:
                    raise DataError(node.file, node.path, "each trait once", name)
                traits.append(name)
        levels.append(Level(
            id=level_id,
            seed=item["seed"].int(0, 2 ** 63 - 1),
            play=play,
            difficulty=item.get("difficulty", "default").str(DIFFICULTIES),
            traits=tuple(traits),
        ))
    return levels


def bot_player(t, faction: str) -> dict:
    """The seat of the Clockwork bot playing `faction`, named as the bot."""
    return {"name": t(f"root.bot.{BOT_NAMES[faction]}") if t is not None else BOT_NAMES[faction],
            "kind": "bot"}


def solo_setup(play: str, name: str, difficulty: str, traits, bot_name: str,
               typed: bool = False) -> dict:
    """A game of one person (playing `play`) against the Clockwork bot of the other faction;
    a name the person did not type is marked default_name (shown as "You" in the current
    language)."""
    bot = other(play)
    players = [None, None]
    players[FACTIONS.index(play)] = {"name": name, "kind": "human", **({} if typed else {"default_name": True})}
    players[FACTIONS.index(bot)] = {"name": bot_name, "kind": "bot"}
    return {"players": players, difficulty_option(bot): difficulty, traits_option(bot): list(traits)}


def level_setup(level: Level, name: str = "You", t=None) -> dict:
    """The setup dict for rules.new_game(setup, level.seed)."""
    bot_name = bot_player(t, level.bot)["name"]
    setup = solo_setup(level.play, name, level.difficulty, level.traits, bot_name)
    setup["level"] = level.id
    return setup


def person_faction(setup: dict) -> str | None:
    """The faction of the only person in a game against a bot (None with two people)."""
    players = setup.get("players") if isinstance(setup, dict) else None
    if not isinstance(players, list) or len(players) != 2:
        return None
    kinds = [p.get("kind") if isinstance(p, dict) else None for p in players]
    if kinds.count("human") != 1:
        return None
    return FACTIONS[kinds.index("human")]


def level_won(level: Level, result: dict) -> bool:
    """A level is won by winning the game with the level's faction."""
    return result.get("winner") == level.play


class Progress(LevelProgress):
    """Root's ladder progress: a level is won by winning its game."""

    def __init__(self, path=None):
        super().__init__(PROGRESS_FILE, path)


def record_result(level: Level, result: dict, setup: dict | None = None) -> dict:
    """Store a finished level's result (for the end screen)."""
    progress = Progress()
    progress.load()
    score = int((result.get("vp") or {}).get(level.play, 0))
    won = level_won(level, result)
    newly = progress.record_result(level.id, score, won)
    return {"won": won, "newly_won": newly, "best": progress.best(level.id), "score": score,
            "play": level.play, "difficulty": level.difficulty, "traits": list(level.traits)}


def level_of(setup: dict) -> Level | None:
    """The ladder level a setup plays, or None."""
    spec = setup.get("level") if isinstance(setup, dict) else None
    if isinstance(spec, dict):
        spec = spec.get("id")
    if type(spec) is not int:
        return None
    try:
        levels = load_levels()
    except DataError:
        return None
    return next((lv for lv in levels if lv.id == spec), None)


def bot_words(t, faction: str, difficulty: str, traits) -> str:
    """ "Mechanical Marquise 2.0, Challenging, with Blitz and Hospitals" in the player's words."""
    text = t("root.levels.bot", bot=t(f"root.bot.{BOT_NAMES[faction]}"),
             difficulty=t(f"root.bot.difficulty.{difficulty}"))
    names = [t(f"root.bot.trait.{name}.name") for name in traits]
    if names:
        text += " · " + t("root.levels.with", traits=t("root.levels.sep").join(names))
    return text


def level_goal(t, setup: dict) -> str:
    """What a level game asks, in one line for the board ("Level 5: win as the Woodland
    Alliance against ..."); "" for a game that is not a ladder level."""
    level = level_of(setup)
    if level is None:
        return ""
    return t("root.levels.goal", level=level.id, faction=t(f"root.faction.{level.play}.name"),
             bot=bot_words(t, level.bot, level.difficulty, level.traits))

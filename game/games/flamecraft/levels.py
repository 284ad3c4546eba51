"""Flamecraft's solo challenge ladder (FC-SOLO-LADDER): the levels, read from
data/flamecraft/levels.yaml, and the player's progress (pure, no pygame).

Each level is a fixed deal (seed), an enchantment deck, a town size, how hard the solo
timer is, optionally an achievement that must be met, and a target reputation. Reaching
the target (and meeting the achievement, if the level asks for one) unlocks the next
level; the best score of each level is kept in user_data_dir()/flamecraft_levels.json,
written atomically (game/core/progress.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.core.data import DATA_DIR, DataError, load_yaml
from game.core.progress import LevelProgress

LEVELS_FILE = DATA_DIR / "flamecraft" / "levels.yaml"
PROGRESS_FILE = "flamecraft_levels.json"
FIXED_DEALS = True                  # each level is one deal: a retry replays the same seed
LEVEL_KEYS = ("id", "seed", "target", "deck", "town_size", "timer", "achievement")
DECKS = ("purple", "gold")
TIMERS = (1, 2)                     # cards of the Park and of the row the solo timer removes each turn
TOWN_SIZES = (8, 12)                # smallest town a level may ask for, and the solo town


@dataclass(frozen=True)
class Level:
    id: int
    seed: int
    target: int
    deck: str = "purple"
    town_size: int = 12
    timer: int = 1
    achievement: str | None = None


def achievement_ids() -> tuple[str, ...]:
    """The solo achievements the rules know (data/flamecraft/rules.yaml), in their order."""
    from .config import load_config
    return tuple(load_config().achievements)


def load_levels(path=None) -> list[Level]:
    """Read and check the ladder; a mistake raises DataError naming file, key and expectation."""
    doc = load_yaml(Path(path) if path is not None else LEVELS_FILE)
    items = doc["levels"].list()
    if len(items) < 10:
        raise DataError(doc.file, "levels", "a list of at least 10 levels", len(items))
    achievements = None
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
        achievement = None
        if item.has("achievement") and item["achievement"].value is not None:
            if achievements is None:
                achievements = achievement_ids()
            achievement = item["achievement"].str(achievements)
        levels.append(Level(
            id=level_id,
            seed=item["seed"].int(0, 2 ** 63 - 1),
            target=item["target"].int(1, 200),
            deck=item.get("deck", "purple").str(DECKS),
            town_size=item.get("town_size", TOWN_SIZES[1]).int(*TOWN_SIZES),
            timer=item.get("timer", TIMERS[0]).int(TIMERS[0], TIMERS[-1]),
            achievement=achievement,
        ))
    return levels


def level_setup(level: Level, name: str = "You") -> dict:
    """The setup dict for rules.new_game(setup, level.seed): a solo game with the level's
    deck, town and timer (docs/flamecraft_engine.md, "Challenge levels")."""
    spec = {"id": level.id, "target": level.target, "town_size": level.town_size,
            "achievement": level.achievement}
    if level.timer != TIMERS[0]:
        spec["timer"] = level.timer
    return {"players": [{"name": name, "kind": "human", "default_name": True}], "deck": level.deck,
            "level": spec}


def achievements_met(result: dict) -> list[str]:
    """The achievement ids a finished solo game met, whether the rules list them or map
    each to true/false."""
    met = result.get("achievements") or []
    if isinstance(met, dict):
        return [key for key, done in met.items() if done]
    return [key for key in met if isinstance(key, str)]


def level_won(level: Level, result: dict) -> bool:
    """The rules' own verdict when they give one, else target and achievement here."""
    verdict = result.get("level")
    if isinstance(verdict, dict) and isinstance(verdict.get("passed"), bool):
        return verdict["passed"]
    score = int((result.get("scores") or [0])[0])
    return score >= level.target and (level.achievement is None or level.achievement in achievements_met(result))


class Progress(LevelProgress):
    """Flamecraft's ladder progress: a level is won by reaching its target (and its achievement)."""

    def __init__(self, path=None):
        super().__init__(PROGRESS_FILE, path)


def record_result(level: Level, result: dict, setup: dict | None = None) -> dict:
    """Store a finished level's result (for the end screen)."""
    progress = Progress()
    progress.load()
    score = int((result.get("scores") or [0])[0])
    won = level_won(level, result)
    newly = progress.record_result(level.id, score, won)
    return {"won": won, "newly_won": newly, "best": progress.best(level.id), "target": level.target,
            "score": score, "achievement": level.achievement,
            "achievement_met": level.achievement is None or level.achievement in achievements_met(result)}


def level_goal(t, setup: dict) -> str:
    """What a level game asks, in one line for the board ("Level 5: reach 30 reputation ·
    Also: ..."); "" for a game that is not a ladder level."""
    spec = setup.get("level") if isinstance(setup, dict) else None
    if not isinstance(spec, dict) or type(spec.get("id")) is not int:
        return ""
    text = t("flamecraft.levels.goal", level=spec["id"], target=spec.get("target", 0))
    if spec.get("achievement"):
        text += " · " + t("flamecraft.levels.must", goal=t(f"flamecraft.achievement.{spec['achievement']}"))
    return text

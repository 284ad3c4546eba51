"""Zefiria's solo challenge ladder (ZEF-DIG-LEVELS): the levels, read from
data/zefiria/levels.yaml, and the player's progress (pure, no pygame).

Each level is a fixed deal (seed), a difficulty, storms on or off, optionally
a fixed trio of spirits, and a target score. Reaching the target unlocks the
next level; the best score of each level is kept in
user_data_dir()/zefiria_levels.json, written atomically.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.core.data import DATA_DIR, DataError, load_yaml
from game.core.progress import LevelProgress

from .config import DIFFICULTIES, load_config

LEVELS_FILE = DATA_DIR / "zefiria" / "levels.yaml"
PROGRESS_FILE = "zefiria_levels.json"
FIXED_DEALS = True                  # each level is one deal: a retry replays the same seed
LEVEL_KEYS = ("id", "seed", "difficulty", "storm", "spirits", "target")


@dataclass(frozen=True)
class Level:
    id: int
    seed: int
    difficulty: str
    storm: bool
    spirits: tuple[str, ...] | None
    target: int


def load_levels(path=None) -> list[Level]:
    """Read and check the ladder; a mistake raises DataError naming file, key and expectation."""
    doc = load_yaml(Path(path) if path is not None else LEVELS_FILE)
    items = doc["levels"].list()
    cfg = load_config()
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
        spirits = None
        if item.has("spirits") and item["spirits"].value is not None:
            names = [d.str(cfg.spirits) for d in item["spirits"].list(cfg.solo_spirits)]
            if len(set(names)) != len(names):
                raise DataError(item.file, item["spirits"].path, "three different spirits", names)
            spirits = tuple(names)
        levels.append(Level(
            id=level_id,
            seed=item["seed"].int(0, 2 ** 63 - 1),
            difficulty=item["difficulty"].str(DIFFICULTIES),
            storm=item["storm"].bool(),
            spirits=spirits,
            target=item["target"].int(-50, 31),
        ))
    return levels


def level_setup(level: Level, name: str = "You") -> dict:
    """The setup dict for rules.new_game(setup, level.seed): a solo game."""
    return {"players": [{"name": name, "kind": "human", "default_name": True}],
            "storm": level.storm,
            "difficulty": level.difficulty,
            "spirits": list(level.spirits) if level.spirits else None}


class Progress(LevelProgress):
    """Zefiria's ladder progress (ZEF-DIG-LEVELS): a level is won by reaching its target."""

    def __init__(self, path=None):
        super().__init__(PROGRESS_FILE, path)

    def record(self, level_id: int, score: int, target: int) -> bool:
        """Note a finished level; returns True if it is won now for the first time."""
        return self.record_result(level_id, score, int(score) >= int(target))


def record_result(level: Level, result: dict, setup: dict | None = None) -> dict:
    """Store a finished level's result (for the end screen)."""
    progress = Progress()
    progress.load()
    score = result["score"]
    newly = progress.record(level.id, score, level.target)
    return {"won": score >= level.target, "newly_won": newly, "best": progress.best(level.id),
            "target": level.target}

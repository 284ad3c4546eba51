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
from game.core.storage import StorageError, read_json, user_data_dir, write_json_atomic

from .config import DIFFICULTIES, load_config

LEVELS_FILE = DATA_DIR / "zefiria" / "levels.yaml"
PROGRESS_FILE = "zefiria_levels.json"
PROGRESS_VERSION = 1
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
    if not items:
        raise DataError(doc.file, "levels", "at least one level", [])
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
    return {"players": [{"name": name, "kind": "human"}],
            "storm": level.storm,
            "difficulty": level.difficulty,
            "spirits": list(level.spirits) if level.spirits else None}


class Progress:
    """Which levels are won and the best score of each (ZEF-DIG-LEVELS).

    `load()` never writes: a damaged file is reported (returned and kept in
    `error`) and left as it is until the player finishes a level; `record()`
    then writes a fresh file (the old one is kept as .bak by write_json_atomic).
    """

    def __init__(self, path=None):
        self.path = Path(path) if path is not None else user_data_dir() / PROGRESS_FILE
        self._best: dict[int, int] = {}
        self._won: set[int] = set()
        self.error: StorageError | None = None

    def load(self) -> StorageError | None:
        self._best, self._won, self.error = {}, set(), None
        if not self.path.exists():
            return None
        try:
            data = read_json(self.path)
            entries = data.get("levels")
            if not isinstance(entries, dict):
                raise StorageError(self.path, "damaged", "no 'levels' mapping")
        except StorageError as err:
            self.error = err
            return err
        for key, entry in entries.items():
            # Like settings files: entries that make no sense are skipped, the rest is kept.
            if not (isinstance(key, str) and key.isdigit() and isinstance(entry, dict)):
                continue
            best = entry.get("best")
            if type(best) is int:
                self._best[int(key)] = best
            if entry.get("won") is True:
                self._won.add(int(key))
        return None

    def unlocked(self, level_id: int) -> bool:
        return level_id == 1 or (level_id > 1 and (level_id - 1) in self._won)

    def won(self, level_id: int) -> bool:
        return level_id in self._won

    def best(self, level_id: int) -> int | None:
        return self._best.get(level_id)

    def record(self, level_id: int, score: int, target: int) -> bool:
        """Note a finished level; returns True if it is won now for the first time."""
        score, target = int(score), int(target)
        old = self._best.get(level_id)
        if old is None or score > old:
            self._best[level_id] = score
        newly = score >= target and level_id not in self._won
        if score >= target:
            self._won.add(level_id)
        self.save()
        return newly

    def to_dict(self) -> dict:
        ids = sorted(set(self._best) | self._won)
        return {"version": PROGRESS_VERSION,
                "levels": {str(i): {"best": self._best.get(i), "won": i in self._won} for i in ids}}

    def save(self) -> None:
        try:
            write_json_atomic(self.path, self.to_dict())
        except OSError as exc:
            raise StorageError(self.path, "write_failed", exc.strerror or str(exc)) from None
        self.error = None

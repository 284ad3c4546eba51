"""A challenge ladder's progress (pure, no pygame): which levels are won, the best score
of each, and the variants each was won with. Kept in one JSON file per game in the user
data folder, written atomically.

`load()` never writes: a damaged file is reported (returned and kept in `error`) and left
as it is until the player finishes a level; `record()` then writes a fresh file (the old
one is kept as .bak by write_json_atomic).
"""
from __future__ import annotations

from pathlib import Path

from .storage import StorageError, read_json, user_data_dir, write_json_atomic

PROGRESS_VERSION = 1


class LevelProgress:
    def __init__(self, file_name: str, path=None):
        self.path = Path(path) if path is not None else user_data_dir() / file_name
        self._best: dict[int, int] = {}
        self._won: set[int] = set()
        self._variants: dict[int, set[str]] = {}
        self.error: StorageError | None = None

    def load(self) -> StorageError | None:
        self._best, self._won, self._variants, self.error = {}, set(), {}, None
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
            level = int(key)
            best = entry.get("best")
            if type(best) is int:
                self._best[level] = best
            if entry.get("won") is True:
                self._won.add(level)
            variants = entry.get("variants")
            if isinstance(variants, list) and all(isinstance(v, str) for v in variants):
                self._variants[level] = set(variants)
        return None

    def unlocked(self, level_id: int) -> bool:
        return level_id == 1 or (level_id > 1 and (level_id - 1) in self._won)

    def won(self, level_id: int) -> bool:
        return level_id in self._won

    def best(self, level_id: int) -> int | None:
        return self._best.get(level_id)

    def variants(self, level_id: int) -> set[str]:
        """The variants this level has been won with (an empty tag set: plain wins only)."""
        return set(self._variants.get(level_id, set()))

    def record_result(self, level_id: int, score: int, won: bool, variants=()) -> bool:
        """Note a finished level: its score is the best if higher; `variants` (tags of the
        options it was played with) are remembered for wins. True if won for the first time."""
        score = int(score)
        old = self._best.get(level_id)
        if old is None or score > old:
            self._best[level_id] = score
        newly = won and level_id not in self._won
        if won:
            self._won.add(level_id)
            self._variants.setdefault(level_id, set()).update(variants)
        self.save()
        return newly

    def to_dict(self) -> dict:
        ids = sorted(set(self._best) | self._won)
        levels = {}
        for i in ids:
            entry = {"best": self._best.get(i), "won": i in self._won}
            if self._variants.get(i):
                entry["variants"] = sorted(self._variants[i])
            levels[str(i)] = entry
        return {"version": PROGRESS_VERSION, "levels": levels}

    def save(self) -> None:
        try:
            write_json_atomic(self.path, self.to_dict())
        except OSError as exc:
            raise StorageError(self.path, "write_failed", exc.strerror or str(exc)) from None
        self.error = None

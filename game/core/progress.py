"""A challenge ladder's progress (pure, no pygame): which levels are won, the best score
of each, and the variants each was won with. Kept in one JSON file per game in the user
data folder, written atomically.

`load()` never writes: a damaged file (or one with entries that make no sense, or from a
newer version) is reported (returned and kept in `error`) and left as it is; what can be
read of it is used. When the player finishes a level, `record_result()` writes a fresh
file, and the old one is first moved aside (storage.move_aside), never overwritten.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

from .storage import StorageError, distrust, notice, read_json, user_data_dir, write_json_atomic

PROGRESS_VERSION = 1
# A level's key: its id in ASCII digits, 1 to 9999 ("²" and "١" are digits to str.isdigit
# but not to int(); "01" would be a second entry for level 1).
LEVEL_KEY = re.compile(r"[1-9][0-9]{0,3}")
MAX_SCORE = 10 ** 9                     # a best score beyond this is not one a game gives


def is_progress(data: dict) -> bool:
    """Whether a file's contents are progress of this version (may be replaced)."""
    version = data.get("version", PROGRESS_VERSION)
    return type(version) is int and version == PROGRESS_VERSION and isinstance(data.get("levels"), dict)


class LevelProgress:
    def __init__(self, file_name: str, path=None):
        self.path = Path(path) if path is not None else user_data_dir() / file_name
        self._best: dict[int, int] = {}
        self._won: set[int] = set()
        self._variants: dict[int, set[str]] = {}
        self.error: StorageError | None = None

    def load(self) -> StorageError | None:
        self._best, self._won, self._variants, self.error = {}, set(), {}, None
        if not os.path.lexists(self.path):
            return None
        try:
            data = read_json(self.path)
            version = data.get("version", PROGRESS_VERSION)
            if type(version) is not int or version != PROGRESS_VERSION:
                raise StorageError(self.path, "version", str(version)[:40])
            entries = data.get("levels")
            if not isinstance(entries, dict):
                raise StorageError(self.path, "damaged", "no 'levels' mapping")
        except StorageError as err:
            self.error = err
            return err
        skipped = [key for key, entry in entries.items() if not self._read_entry(key, entry)]
        if skipped:
            # What can be read is used; the file is kept (moved aside before the next write)
            # so that a level it unlocked is not lost for good.
            distrust(self.path)
            self.error = StorageError(self.path, "partly_damaged", ", ".join(map(str, skipped))[:80])
        return self.error

    def _read_entry(self, key, entry) -> bool:
        """Take what makes sense of one level's entry (each field on its own, so a bad
        field never re-locks a level); False if anything had to be left out."""
        if not (isinstance(key, str) and LEVEL_KEY.fullmatch(key) and isinstance(entry, dict)):
            return False
        level = int(key)
        best, won, variants = entry.get("best"), entry.get("won", False), entry.get("variants", [])
        fine = True
        if type(best) is int and abs(best) < MAX_SCORE:
            self._best[level] = best
        elif best is not None:
            fine = False
        if won is True:
            self._won.add(level)
        elif won is not False:
            fine = False
        if isinstance(variants, list) and all(isinstance(v, str) for v in variants):
            if variants:
                self._variants[level] = set(variants)
        else:
            fine = False
        return fine

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
        options it was played with) are remembered for wins. True if won for the first time.
        If the file cannot be written, the result is kept in memory and a notice queued."""
        score = int(score)
        old = self._best.get(level_id)
        if old is None or score > old:
            self._best[level_id] = score
        newly = won and level_id not in self._won
        if won:
            self._won.add(level_id)
            self._variants.setdefault(level_id, set()).update(variants)
        try:
            self.save()
        except StorageError as err:
            notice(err)
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
        """Write the file (StorageError if that fails; the old file stays as it was)."""
        try:
            write_json_atomic(self.path, self.to_dict(), valid=is_progress)
        except StorageError as err:
            self.error = err
            raise
        self.error = None

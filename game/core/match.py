"""A game in progress: the rules state plus what the program needs around it —
the action log (for saves and replays) and undo within the current turn."""
from __future__ import annotations

import json
import math
import time
from pathlib import Path

from .protocol import Action, Event, action_from_json, action_to_json
from .storage import StorageError, distrust, move_aside, read_json, write_json_atomic

SAVE_FORMAT = "boardgame-collection-save"
SAVE_VERSION = 1


class Match:
    def __init__(self, game: str, rules, setup: dict, seed: int):
        self.game, self.rules, self.setup, self.seed = game, rules, setup, seed
        self.state = rules.new_game(setup, seed)
        self.actions: list[Action] = []
        self._undo: list[tuple[dict, int]] = []
        self.hints: dict[int, int] = {}     # hints asked for, per seat: outside the rules, kept in the save
        self._position: tuple | None = None     # (state, moves, its to_dict) of position()

    def position(self) -> dict:
        """The position as state.to_dict() gives it, made once per position: the autosave
        takes it after a move, and the next move keeps that same one for its undo. Shared,
        so never changed (from_dict copies what it reads); the state object itself is the
        key (a new one after an undo or a load), not its id, which may be reused."""
        made = self._position
        if made is None or made[0] is not self.state or made[1] != len(self.actions):
            made = self._position = (self.state, len(self.actions), self.state.to_dict())
        return made[2]

    def apply(self, action: Action) -> list[Event]:
        before = self.position()
        serial = self.state.serial
        events = self.state.apply(action)
        self.actions.append(action)
        # Undo never crosses a new turn or a random reveal (ZEF-DIG-UNDO).
        if self.state.serial != serial:
            self._undo.clear()
        else:
            self._undo.append((before, len(self.actions) - 1))
        return events

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo_target(self) -> dict | None:
        """The position (as to_dict) an undo would go back to, or None: a game asks it whose
        move that undo would take back."""
        return self._undo[-1][0] if self._undo else None

    def undo(self) -> bool:
        if not self._undo:
            return False
        snapshot, length = self._undo.pop()
        self.state = self.rules.from_dict(snapshot)
        del self.actions[length:]
        return True

    # ------------------------------------------------------------ save files
    def to_save(self) -> dict:
        """The save file's contents; its "snapshot" is position(), shared: copy it before
        changing it."""
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": self.game,
                "rules": rules_version(self.rules), "setup": self.setup, "seed": self.seed,
                "actions": [action_to_json(a) for a in self.actions],
                "snapshot": self.position(),
                "hints": {str(seat): n for seat, n in sorted(self.hints.items())}}

    def save_data(self, name: str | None = None) -> dict:
        """What a save file holds, now: a snapshot that later moves do not change (the log
        copied, the position as to_dict gives it afresh), with when it was taken and, for a
        named save, the name exactly as the player typed it."""
        data = self.to_save()
        data["saved"] = round(time.time(), 3)
        if name is not None:
            data["name"] = name
        return data

    def save(self, path, name: str | None = None, valid=None) -> None:
        """Write the save file (StorageError if that fails; the old file stays). `valid`
        says which old contents may be replaced (default: any save of this version);
        anything else is moved aside first."""
        write_json_atomic(path, self.save_data(name), valid=valid or is_save)

    @staticmethod
    def save_game(data: dict, path="save") -> str:
        """The game key a save file names, after checking its format and version (cheap:
        no replay); StorageError foreign, version or damaged otherwise."""
        if data.get("format") != SAVE_FORMAT:
            raise StorageError(path, "foreign")
        if type(data.get("version")) is not int or data["version"] != SAVE_VERSION:
            raise StorageError(path, "version", str(data.get("version"))[:40])
        if not isinstance(data.get("game"), str):
            raise StorageError(path, "damaged", "no game name")
        return data["game"]

    @classmethod
    def from_save(cls, data: dict, rules_for, path="save") -> "Match":
        """Rebuild by replaying the log from the seed; the snapshot must agree. One written
        under an older version of its game's rules that no longer replays is older_rules,
        not damaged: the player is told that, not that the file is broken."""
        game = cls.save_game(data, path)
        try:
            return cls._replay(data, rules_for, path)
        except StorageError as err:
            if err.reason == "damaged" and _older_rules(data, rules_for):
                raise StorageError(path, "older_rules", game=game) from None
            raise

    @classmethod
    def _replay(cls, data: dict, rules_for, path) -> "Match":
        try:
            rules = rules_for(data["game"])
            if type(data.get("seed")) is not int or type(data.get("setup")) is not dict:
                raise ValueError("the seed is a whole number and the set-up an object")
            match = cls(data["game"], rules, data["setup"], data["seed"])
            for raw in data["actions"]:
                match.apply(action_from_json(raw))
        except StorageError:
            raise
        except Exception as exc:    # any flaw in a damaged file ends here, reported
            raise StorageError(path, "damaged", f"{type(exc).__name__}: {str(exc)[:160]}") from None
        if json.loads(json.dumps(match.state.to_dict())) != data.get("snapshot"):
            raise StorageError(path, "damaged", "the saved position does not match its moves")
        match.hints = _hints(data.get("hints"))
        return match

    @classmethod
    def load(cls, path, rules_for) -> "Match":
        try:
            return cls.from_save(read_json(path), rules_for, path)
        except StorageError as err:
            if err.reason == "older_rules":
                err.detail = _keep_aside(path)      # never offered again; the notice names it
            elif err.reason != "missing":
                distrust(path)          # kept: moved aside before anything replaces it
            raise


def rules_version(rules) -> int:
    """A game's rules' version (RULES_VERSION of its rules module; 1 if it has none)."""
    return getattr(rules, "RULES_VERSION", 1)


def _older_rules(data: dict, rules_for) -> bool:
    """Whether a save was written under an older version of its game's rules (saves from
    before the version was kept are of version 1)."""
    saved = data.get("rules", 1)
    try:
        current = rules_version(rules_for(data["game"]))
    except Exception:               # a game this version does not know: not older, damaged
        return False
    return type(saved) is int and saved < current


def _keep_aside(path) -> str:
    """Move a save that can no longer be played to <name>.older-version-<time>; the name
    it is kept under (its own, distrusted, if it cannot be moved)."""
    try:
        return move_aside(path, "older-version", tell=False).name
    except OSError:
        distrust(path)
        return Path(path).name


def _hints(value) -> dict[int, int]:
    """The hint counts of a save ({"0": 2}); a count that is not a small whole number is
    left out (a statistic, not worth refusing a game over)."""
    if not isinstance(value, dict):
        return {}
    return {int(seat): n for seat, n in value.items()
            if isinstance(seat, str) and seat.isdigit() and len(seat) < 3
            and type(n) is int and 0 <= n < 10 ** 6}


def is_save(data: dict) -> bool:
    """Whether a file's contents look like a save of this version (may be replaced)."""
    try:
        Match.save_game(data)
    except StorageError:
        return False
    return True


def save_label(data: dict) -> str | None:
    """The name the player gave a save (the "name" field), if it has a usable one."""
    name = data.get("name")
    return name if isinstance(name, str) and name.strip() else None


def saved_time(data: dict) -> float | None:
    """When a save was written (seconds since the epoch), if it says so plausibly."""
    value = data.get("saved")
    if type(value) not in (int, float) or not math.isfinite(value) or not 0 < value < 1e11:
        return None
    return float(value)

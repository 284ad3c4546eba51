"""Checked access to YAML data files.

Every failure names the file, the key path and what was expected, so a broken
data file stops start-up with a sentence a person can act on.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any


def app_root() -> Path:
    """The one place that says where the collection's files (data/, sprites/, seeds/,
    sounds/) are: the checkout, two folders above game/core, or in the packaged app the
    folder PyInstaller put them in (sys._MEIPASS: `_internal/` beside the executable,
    `Contents/Frameworks` inside a macOS .app). Every module finds its files from ROOT."""
    bundle = getattr(sys, "_MEIPASS", None) if getattr(sys, "frozen", False) else None
    return Path(bundle).resolve() if bundle else Path(__file__).resolve().parents[2]


ROOT = app_root()
DATA_DIR = ROOT / "data"



def is_choice(value, choices) -> bool:
    """Membership without Python's 1 == True: an option's type must match too."""
    return any(value == c and type(value) is type(c) for c in choices)


class DataError(Exception):
    def __init__(self, file: str, key: str, expected: str, found: Any = None):
        self.file, self.key, self.expected = file, key, expected
        where = f"key '{key}'" if key else "top level"
        found_text = "" if found is None else f", found {found!r}"
        super().__init__(f"{file}: {where}: expected {expected}{found_text}")


class Doc:
    """A value read from a data file, remembering where it came from."""

    def __init__(self, file: str, value: Any, path: str = ""):
        self.file, self.value, self.path = file, value, path

    def _fail(self, expected: str):
        raise DataError(self.file, self.path, expected, self.value)

    def _child_path(self, key) -> str:
        if isinstance(key, int):
            return f"{self.path}[{key}]"
        return f"{self.path}.{key}" if self.path else str(key)

    def has(self, key: str) -> bool:
        return isinstance(self.value, dict) and key in self.value

    def __getitem__(self, key: str) -> "Doc":
        if not isinstance(self.value, dict):
            self._fail("a mapping")
        if key not in self.value:
            raise DataError(self.file, self._child_path(key), "a value (the key is missing)")
        return Doc(self.file, self.value[key], self._child_path(key))

    def get(self, key: str, default: Any) -> "Doc":
        return self[key] if self.has(key) else Doc(self.file, default, self._child_path(key))

    def int(self, lo: int | None = None, hi: int | None = None) -> int:
        v = self.value
        if isinstance(v, bool) or not isinstance(v, int):
            self._fail("a whole number")
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            self._fail(f"a whole number from {lo} to {hi}")
        return v

    def str(self, choices: tuple | list | None = None) -> str:
        if not isinstance(self.value, str) or not self.value:
            self._fail("a non-empty text")
        if choices is not None and self.value not in choices:
            self._fail("one of " + ", ".join(map(str, choices)))
        return self.value

    def bool(self) -> bool:
        if not isinstance(self.value, bool):
            self._fail("true or false")
        return self.value

    def list(self, length: int | None = None, empty: bool = False) -> list["Doc"]:
        """The items of a list: exactly `length` of them if given, else at least one unless
        `empty` says an empty list means something (where none is meant, a game reads an
        item that is not there: Root's first battle with `dice_faces: []`)."""
        if not isinstance(self.value, list):
            self._fail("a list")
        if length is not None and len(self.value) != length:
            self._fail(f"a list of {length} items")
        if length is None and not self.value and not empty:
            self._fail("a list of at least one item")
        return [Doc(self.file, v, self._child_path(i)) for i, v in enumerate(self.value)]

    def items(self, empty: bool = False) -> list[tuple[str, "Doc"]]:
        """The entries of a mapping; at least one unless `empty` is allowed."""
        if not isinstance(self.value, dict):
            self._fail("a mapping")
        if not self.value and not empty:
            self._fail("a mapping of at least one entry")
        return [(str(k), Doc(self.file, v, self._child_path(k))) for k, v in self.value.items()]


def load_yaml(path: Path) -> Doc:
    name = _display_name(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(name, "", f"a readable file ({exc.strerror})") from None
    except UnicodeDecodeError as exc:
        raise DataError(name, "", f"UTF-8 text (a byte that is not UTF-8 at byte {exc.start})") from None
    import yaml     # here, not at the top: a start with checked, remembered data never parses
    # libyaml's parser reads the same YAML about ten times faster than the pure-Python one;
    # the pure one is the fallback where libyaml is missing.
    try:
        value = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark else "somewhere"
        raise DataError(name, "", f"valid YAML (broken at {where})") from None
    except (RecursionError, ValueError) as exc:      # nesting too deep, a number too long
        raise DataError(name, "", f"valid YAML ({type(exc).__name__})") from None
    return Doc(name, value)


def _display_name(path: Path) -> str:
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return str(path)

"""Where the program keeps its files, and how it writes them safely.

Every write is atomic (temp file, fsync, rename) and keeps the previous
version as <name>.bak, so a crash or a kill never loses more than one move.
A file that cannot be read is reported and left where it is.
"""
from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

APP_DIR_NAME = "boardgame-collection"


class StorageError(Exception):
    """A file exists but cannot be used; `reason` is a translation key."""

    def __init__(self, path: Path, reason: str, detail: str = ""):
        super().__init__(f"{path}: {reason} {detail}".strip())
        self.path, self.reason, self.detail = Path(path), reason, detail


def user_data_dir() -> Path:
    override = os.environ.get("BOARDGAMES_DATA_DIR")
    if override:
        base = Path(override)
    elif sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA", Path.home())) / APP_DIR_NAME
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support" / APP_DIR_NAME
    else:
        base = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / APP_DIR_NAME
    base.mkdir(parents=True, exist_ok=True)
    return base


def write_json_atomic(path: Path, value) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(value, ensure_ascii=False, indent=1)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            # Keep the old version as .bak without ever leaving `path` missing: a crash
            # between two renames would lose the file (a link or a copy, then one rename).
            backup = path.with_name(path.name + ".bak")
            backup.unlink(missing_ok=True)
            try:
                os.link(path, backup)
            except OSError:
                shutil.copyfile(path, backup)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_json(path: Path) -> dict:
    """Read a JSON object; raise StorageError (file untouched) if it is unusable."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise StorageError(path, "missing") from None
    except OSError as exc:
        raise StorageError(path, "unreadable", exc.strerror or "") from None
    try:
        value = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise StorageError(path, "damaged", str(exc)) from None
    if not isinstance(value, dict):
        raise StorageError(path, "foreign")
    return value


def load_settings_file(name: str, defaults: dict) -> tuple[dict, StorageError | None]:
    """Settings-like files fall back to defaults when unreadable, reporting why."""
    path = user_data_dir() / name
    if not path.exists():
        return dict(defaults), None
    try:
        stored = read_json(path)
    except StorageError as err:
        return dict(defaults), err
    merged = dict(defaults)
    merged.update({k: v for k, v in stored.items() if k in defaults and type(v) is type(defaults[k])})
    return merged, None

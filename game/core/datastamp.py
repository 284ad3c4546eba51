"""Remember what a slow start-up check found for these exact files, so it runs once per
change instead of at every start.

A fingerprint lists the names, sizes and modification times of every file under some
folders: cheap to take (a few milliseconds of `stat`) and different after any edit. The
record is a small JSON file in the user data folder's `cache/`; losing or damaging it
only means the check runs again, so every failure to read or write it is ignored.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from .storage import user_data_dir


def fingerprint(roots) -> str:
    entries = []
    stack = [str(r) for r in roots]
    while stack:
        folder = stack.pop()
        try:
            with os.scandir(folder) as listing:
                for entry in listing:
                    if entry.name.startswith(".") or entry.name == "__pycache__":
                        continue
                    if entry.is_dir(follow_symlinks=False):
                        stack.append(entry.path)
                    else:
                        info = entry.stat()
                        entries.append(f"{entry.path}\t{info.st_size}\t{info.st_mtime_ns}")
        except OSError as exc:        # an unreadable folder: never matches a stored record
            entries.append(f"{folder}\t{exc.errno}")
    return "\n".join(sorted(entries))


def _path(name: str) -> Path:
    return user_data_dir() / "cache" / f"{name}.json"


def recall(name: str, print_now: str):
    """What was remembered under `name` for exactly these files, or None."""
    try:
        record = json.loads(_path(name).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(record, dict) or record.get("fingerprint") != print_now:
        return None
    return record.get("value")


def remember(name: str, print_now: str, value) -> None:
    try:
        path = _path(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".new")
        tmp.write_text(json.dumps({"fingerprint": print_now, "value": value}), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass

"""The sound table (data/sounds.yaml): which moment plays which file of sounds/.

Checked at start-up with the rest of the data (no pygame here): the table's shape, and
that every sound it names is a whole WAV file. Sound is not needed to play, but a missing
file is a broken install (a packaged app without its sounds/ folder), and the start-up
check is where `--smoke` and CI catch that, the same way as a missing sprite. The check
reads only each file's header and length, so it costs well under a millisecond a file.
"""
from __future__ import annotations

import struct
from pathlib import Path

from .data import DATA_DIR, ROOT, DataError, _display_name, load_yaml

SOUNDS_DIR = ROOT / "sounds"
TABLE = DATA_DIR / "sounds.yaml"
UI_MOMENTS = ("click", "win", "loss")


def sound_path(name: str, folder: Path | None = None) -> Path:
    return (folder or SOUNDS_DIR) / f"{name}.wav"


def load_table(path: Path | None = None) -> dict:
    """The table as plain values; DataError naming the key if it is not as described."""
    doc = load_yaml(path or TABLE)
    ui = {moment: doc["ui"][moment].str() for moment in UI_MOMENTS}
    events = {}
    for game, mapping in doc["events"].items():
        events[game] = {kind: name.str() for kind, name in mapping.items(empty=True)}    # a silent game
    gain = {}
    for name, value in doc.get("gain", {}).items(empty=True):
        if isinstance(value.value, bool) or not isinstance(value.value, (int, float)) \
                or not 0 <= value.value <= 1:
            value._fail("a number from 0 to 1")
        gain[name] = float(value.value)
    outcome = {game: {"loss_verdicts": [v.str() for v in rules.get("loss_verdicts", []).list(empty=True)]}
               for game, rules in doc.get("outcome", {}).items(empty=True)}
    return {"ui": ui, "music": doc["music"].str(), "per_action": doc["per_action"].int(1, 8),
            "events": events, "gain": gain, "outcome": outcome, "file": doc.file}


def names_in(table: dict) -> list[str]:
    """Every sound the table names, each once."""
    names = list(table["ui"].values()) + [table["music"]]
    for mapping in table["events"].values():
        names += mapping.values()
    return list(dict.fromkeys(names))


def check_wav(path: Path) -> None:
    """A whole 16-bit PCM WAV: its header, format and all the samples it announces."""
    name = _display_name(path)
    try:
        with open(path, "rb") as handle:
            head = handle.read(12)
            size = handle.seek(0, 2)
            if len(head) < 12 or head[:4] != b"RIFF" or head[8:12] != b"WAVE":
                raise DataError(name, "", "a WAV sound (this one is empty, cut short or not a WAV)")
            offset, fmt = 12, None
            while offset + 8 <= size:
                handle.seek(offset)
                chunk, length = struct.unpack("<4sI", handle.read(8))
                if chunk == b"fmt ":
                    raw = handle.read(16)
                    if len(raw) < 16:
                        break
                    fmt = struct.unpack("<HHIIHH", raw)
                elif chunk == b"data":
                    if fmt is None or fmt[0] != 1 or fmt[5] != 16 or not 1 <= fmt[1] <= 2:
                        raise DataError(name, "", "a 16-bit PCM WAV sound", fmt and f"format {fmt[0]}, "
                                        f"{fmt[5]} bits, {fmt[1]} channels")
                    if length == 0 or offset + 8 + length > size:
                        raise DataError(name, "", "a whole WAV sound (this one is cut short)")
                    return
                offset += 8 + length + (length & 1)
    except OSError as exc:
        raise DataError(name, "", f"a WAV sound ({exc.strerror or exc})") from None
    raise DataError(name, "", "a whole WAV sound (this one is cut short or has no samples)")


def check_sounds(games=(), path: Path | None = None, folder: Path | None = None) -> dict:
    """Start-up check: the table is well formed, names only known games, and every sound
    it names is a whole WAV in sounds/. Returns the table."""
    table = load_table(path)
    for game in table["events"]:
        if games and game not in games:
            raise DataError(table["file"], f"events.{game}", "one of the games: " + ", ".join(games))
    for name in names_in(table):
        check_wav(sound_path(name, folder))
    return table

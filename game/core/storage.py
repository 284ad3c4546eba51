"""Where the program keeps its files, and how it reads and writes them safely (no pygame).

Reading: only regular files, at most MAX_FILE_BYTES, never blocking (a FIFO or a link to
/dev/zero is refused at once); every flaw ends in a StorageError whose `reason` is a
translation key (storage.<reason>), and the file is left as it is.

Writing: every write goes through `write_temp_file` (temp file beside the target, flushed
to disk), then one rename, so a crash or a kill never loses more than one move. The temp
file stays locked (flock) until it is renamed: a kill leaves it unlocked, and the next
start (remove_stray_temp_files) removes every unlocked one, never one that a write of
this or another copy of the program still owns. The
previous version is kept as <name>.bak. A file that is in the way but cannot be used (a
damaged, foreign or newer file, or one this session found unusable) is first MOVED ASIDE to
<name>.damaged-<YYYYmmdd-HHMMSS>, never overwritten; so is a .bak about to be replaced (a
save its game's newer rules can no longer replay goes to <name>.older-version-<time>).
Failures raise StorageError (reason disk_full, read_only or write_failed) and leave the
old file in place. What was moved aside is queued as a notice for the program to show.

Writing behind: `write_behind` is one thread that writes what a frame must not wait for
(the autosave after each move: its fsync and the backup's rotation take milliseconds).
The frame only takes the snapshot and hands over a write; writes run one at a time, in
order, each atomic as above; a path asked for again before its write starts is written
once, with the newest data. Its failures are kept for the program's main thread
(take_failures); `flush()` waits for every write asked for, and runs before anything
reads or retires a file that may be waiting, before quitting, and at exit.
"""
from __future__ import annotations

import atexit
import errno
import json
import os
import re
import shutil
import stat
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Callable

from .data_files import is_whole_png

try:
    import fcntl            # POSIX: a write locks its temp file until it is renamed
except ImportError:         # Windows: an open file cannot be deleted anyway
    fcntl = None

APP_DIR_NAME = "boardgame-collection"
MAX_FILE_BYTES = 8 * 1024 * 1024       # a long game's save is ~100 KB; more is not ours
STALE_TEMP_SECONDS = 600               # without locks, a younger temp file may be another window's write
SUB_FOLDERS = ("saves", "screenshots")
# write_temp_file's names: mkstemp(prefix="<name>.", suffix=".tmp") adds 8 of [a-z0-9_].
TEMP_NAME = re.compile(r"^.+\.(json|png)\.[a-z0-9_]{8}\.tmp$")

Validator = Callable[[dict], bool]


class StorageError(Exception):
    """A file exists but cannot be used; `reason` is a translation key."""

    def __init__(self, path: Path, reason: str, detail: str = "", game: str = ""):
        super().__init__(f"{path}: {reason} {detail}".strip())
        self.path, self.reason, self.detail = Path(path), reason, detail
        self.game = game            # the game a save is of, when the words name it


# What this session knows about files: which ones it found unusable (moved aside before
# they are replaced), which ones it wrote itself (no need to read them again before the
# next write), and the notices the program has not shown yet.
_distrusted: set[str] = set()
_known_good: dict[str, tuple] = {}
_notices: list[StorageError] = []
_notices_lock = threading.Lock()        # the autosave writer's thread queues notices too
_held: dict[str, int] = {}              # temp file -> its open, locked descriptor


def reset_session() -> None:
    """Forget the session's knowledge (tests start each case afresh)."""
    write_behind.flush()
    write_behind.take_failures()
    _distrusted.clear()
    _known_good.clear()
    _notices.clear()


def take_notices() -> list[StorageError]:
    """What happened to files since the last call (moved aside, a write that failed)."""
    with _notices_lock:
        notes = list(_notices)
        _notices.clear()
    return notes


def notice(err: StorageError) -> None:
    """Queue a message for the program to show (from code that has no window)."""
    with _notices_lock:
        _notices.append(err)


def distrust(path) -> None:
    """This file turned out unusable (e.g. its moves do not replay): move it aside before
    anything replaces it."""
    key = _key(path)
    _distrusted.add(key)
    _known_good.pop(key, None)


def is_distrusted(path) -> bool:
    """Whether this session found the file unusable (e.g. a save whose moves do not replay)."""
    return _key(path) in _distrusted


def printable_name(name: str) -> str:
    """A file name as text a font can draw: undecodable bytes and control characters
    become U+FFFD."""
    text = name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    return "".join(ch if ch.isprintable() else "\ufffd" for ch in text)


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
    try:
        base.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass        # a read-only place: reading still works, each write will say why it failed
    return base


# ---------------------------------------------------------------- reading
def read_bytes(path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes, or StorageError. Opened
    non-blocking and checked with fstat first, so a FIFO or a device never hangs us."""
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        if os.path.islink(path):
            raise StorageError(path, "unreadable", "a link to a file that is not there") from None
        raise StorageError(path, "missing") from None
    except OSError as exc:
        raise StorageError(path, "unreadable", exc.strerror or str(exc)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise StorageError(path, "not_a_file")
        if info.st_size > limit:
            raise StorageError(path, "too_big", str(info.st_size))
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:                 # it grew while we read
            raise StorageError(path, "too_big", str(size))
        return b"".join(chunks)
    except OSError as exc:
        raise StorageError(path, "unreadable", exc.strerror or str(exc)) from None
    finally:
        os.close(fd)


def _no_constants(name: str):
    raise ValueError(f"{name} is not a number this program writes")


def read_json(path) -> dict:
    """Read a JSON object; raise StorageError (file untouched) if it is unusable."""
    path = Path(path)
    raw = read_bytes(path)
    try:
        # A byte-order mark (some editors add one) is harmless; anything else is damage:
        # bad UTF-8, bad JSON, a number past Python's digit limit (ValueError), deep nesting.
        value = json.loads(raw.decode("utf-8-sig"), parse_constant=_no_constants)
    except (ValueError, RecursionError) as exc:
        raise StorageError(path, "damaged", f"{type(exc).__name__}: {str(exc)[:160]}") from None
    if not isinstance(value, dict):
        raise StorageError(path, "foreign")
    return value


def is_json_object(value) -> bool:
    return isinstance(value, dict)


def load_settings_file(name: str, defaults: dict, allowed: dict | None = None
                       ) -> tuple[dict, StorageError | None]:
    """Settings-like files fall back to defaults when unreadable, reporting why. A value of
    the wrong type or not among `allowed[key]` falls back to its default, with a notice
    naming the keys (reason settings_reset); the file is then kept aside at the next write.
    Keys this version does not know are kept."""
    path = user_data_dir() / name
    if not os.path.lexists(path):
        return dict(defaults), None
    try:
        stored = read_json(path)
    except StorageError as err:
        return dict(defaults), err
    merged = dict(stored)
    merged.update(defaults)
    reset = []
    for key, default in defaults.items():
        if key not in stored:
            continue
        value = stored[key]
        if isinstance(default, float) and type(value) is int and abs(value) < 10 ** 9:
            value = float(value)                 # 1 and 1.0 are the same speed
        choices = (allowed or {}).get(key)
        if type(value) is not type(default) or (choices is not None and value not in choices):
            reset.append(key)
        else:
            merged[key] = value
    if not reset:
        return merged, None
    distrust(path)          # its bytes are kept aside at the next write, like a damaged file's
    return merged, StorageError(path, "settings_reset", ", ".join(reset))


# ---------------------------------------------------------------- writing
def _still_named(fd: int, name) -> bool:
    """Whether `name` is still the file open at `fd` (not removed or replaced meanwhile)."""
    try:
        here, mine = os.lstat(name), os.fstat(fd)
    except OSError:
        return False
    return (here.st_dev, here.st_ino) == (mine.st_dev, mine.st_ino)


def _locked_temp_file(path: Path) -> tuple[int, str]:
    """A new temp file beside `path`, open and locked. Another copy's start-up cleaning may
    remove it between its making and its lock (it holds no lock yet): then another one."""
    for _ in range(8):
        fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
        if fcntl is None:
            return fd, tmp
        fcntl.flock(fd, fcntl.LOCK_EX)
        if _still_named(fd, tmp):
            return fd, tmp
        os.close(fd)
    raise OSError(errno.EAGAIN, "temp files kept disappearing")


def write_temp_file(path: Path, data: bytes) -> Path:
    """The one place every write goes through: `data` in a new temp file beside `path`,
    flushed to disk, and held (locked, open) until `release_temp_file` after its rename.
    Raises OSError (full disk, read-only folder)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = _locked_temp_file(path)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        Path(tmp).unlink(missing_ok=True)
        raise
    if fcntl is None:
        os.close(fd)            # Windows renames only a closed file
    else:
        _held[tmp] = fd
    return Path(tmp)


def release_temp_file(tmp) -> None:
    """Close (and so unlock) a temp file once it is renamed or removed."""
    fd = _held.pop(str(tmp), None)
    if fd is not None:
        os.close(fd)


def write_failure(path, exc: OSError) -> StorageError:
    """A failed write in the player's words: a full disk, a folder we may not write, or why."""
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        reason = "disk_full"
    elif exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        reason = "read_only"
    else:
        reason = "write_failed"
    return StorageError(path, reason, exc.strerror or str(exc))


def move_aside(path, why: str = "damaged", tell: bool = True) -> Path:
    """Rename `path` to <name>.<why>-<time> (plus -1, -2 ... so no earlier copy is ever
    overwritten) and queue a notice (unless the caller tells it its own way). Raises
    OSError if it cannot be renamed."""
    path = Path(path)
    base = f"{path.name}.{why}-{time.strftime('%Y%m%d-%H%M%S')}"
    target, n = path.with_name(base), 1
    while os.path.lexists(target):
        target, n = path.with_name(f"{base}-{n}"), n + 1
    os.rename(path, target)
    _distrusted.discard(_key(path))
    _known_good.pop(_key(path), None)
    if tell:
        notice(StorageError(path, "moved_aside", target.name))
    return target


def _key(path) -> str:
    return os.path.abspath(path)


def _signature(path) -> tuple | None:
    try:
        info = os.lstat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns


def _remember_good(path) -> None:
    signature = _signature(path)
    if signature:
        _known_good[_key(path)] = signature


def _usable(path, valid: Validator) -> bool:
    key = _key(path)
    if key in _distrusted:
        return False
    if _known_good.get(key) == _signature(path):
        return True                 # we wrote it ourselves and nobody changed it since
    try:
        ok = bool(valid(read_json(path)))
    except StorageError:
        ok = False
    if ok:
        _remember_good(path)
    return ok


def _clear_the_way(path: Path, valid: Validator) -> None:
    """Before `path` is replaced: what is there now is moved aside unless it is usable."""
    if os.path.lexists(path) and not _usable(path, valid):
        move_aside(path)


def backup_path(path) -> Path:
    path = Path(path)
    return path.with_name(path.name + ".bak")


def _keep_backup(path: Path, valid: Validator) -> None:
    """Make the file at `path` also <name>.bak without ever leaving `path` missing (a crash
    between two renames would lose it): a link, or a copy."""
    backup = backup_path(path)
    _clear_the_way(backup, valid)
    backup.unlink(missing_ok=True)
    try:
        os.link(path, backup)
    except OSError:
        shutil.copyfile(path, backup)
    _remember_good(backup)


def write_bytes_atomic(path, data: bytes, valid: Validator | None = None, backup: bool = False) -> None:
    """Write `data` to `path` atomically. With `valid` (which old contents are usable), an
    unusable old file is moved aside first; with `backup`, the old one becomes .bak."""
    path = Path(path)
    try:
        tmp = write_temp_file(path, data)
        try:
            if valid is not None:
                _clear_the_way(path, valid)
            if backup and os.path.lexists(path):
                _keep_backup(path, valid or is_json_object)
            os.replace(tmp, path)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        finally:
            release_temp_file(tmp)
    except OSError as exc:
        raise write_failure(path, exc) from None
    _remember_good(path)


def write_json_atomic(path, value, valid: Validator = is_json_object, compact: bool = False) -> None:
    """Write a JSON value; the old file is kept as .bak, or moved aside if `valid` says it
    is not a usable file of this kind. Raises StorageError on failure (old file intact).
    `compact`: on one line, by the C encoder (several times faster than an indented one)."""
    if compact:
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    else:
        text = json.dumps(value, ensure_ascii=False, indent=1)
    write_bytes_atomic(path, text.encode("utf-8"), valid, backup=True)


def write_png_atomic(path, data: bytes) -> None:
    """Write encoded PNG bytes; an empty or cut-short image is refused, never saved."""
    if not is_whole_png(data):
        raise StorageError(path, "write_failed", "the image came out empty")
    write_bytes_atomic(path, data)


def retire(path, valid: Validator = is_json_object) -> None:
    """Turn `path` into its .bak (the file leaves its name; nothing is lost)."""
    path = Path(path)
    try:
        _clear_the_way(path, valid)
        if os.path.lexists(path):
            backup = backup_path(path)
            _clear_the_way(backup, valid)
            os.replace(path, backup)
            _known_good.pop(_key(path), None)
            _remember_good(backup)
    except OSError as exc:
        raise write_failure(path, exc) from None


def _remove_if_unheld(path: str) -> bool:
    """Remove a temp file unless a write holds its lock (a write of this program, or of
    another copy of it running now); True if removed."""
    if fcntl is None:
        try:
            os.unlink(path)         # Windows refuses while the writer has it open
        except OSError:
            return False
        return True
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        if not _still_named(fd, path):      # renamed into place meanwhile: not a stray
            return False
        os.unlink(path)
        return True
    except OSError:                 # locked: a write owns it
        return False
    finally:
        os.close(fd)


def remove_stray_temp_files() -> list[Path]:
    """Temp files of writes that a kill interrupted, at start-up: ours only (TEMP_NAME,
    regular files), each unless a running write holds it (locked until renamed; where
    there are no locks, only old ones)."""
    base = user_data_dir()
    removed = []
    now = time.time()
    for folder in (base,) + tuple(base / sub for sub in SUB_FOLDERS):
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            try:
                if not TEMP_NAME.match(entry.name) or not entry.is_file(follow_symlinks=False):
                    continue
                if fcntl is None and now - entry.stat(follow_symlinks=False).st_mtime < STALE_TEMP_SECONDS:
                    continue
            except OSError:
                continue
            if _remove_if_unheld(entry.path):
                removed.append(Path(entry.path))
    return removed


# ---------------------------------------------------------------- writing behind
class WriteBehind:
    """One thread that writes files off the caller's thread (see the module's docstring)."""

    def __init__(self):
        self._cond = threading.Condition()
        self._pending: dict[str, Callable[[], None]] = {}    # path -> its newest write, in order
        self._writing = False
        self._held = False                      # in a frame: writes wait for its end
        self._failures: list[StorageError] = []
        self._thread: threading.Thread | None = None
        self.written = 0                        # writes done (a measure, and tests)

    def submit(self, path, write: Callable[[], None]) -> None:
        """Have `write()` (which raises StorageError on failure) run on the writer thread;
        one still waiting for the same path is dropped (the newest data wins)."""
        key = _key(path)
        with self._cond:
            self._pending.pop(key, None)
            self._pending[key] = write
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="write-behind", daemon=True)
                self._thread.start()
            if not self._held:
                self._cond.notify_all()

    def hold(self) -> None:
        """A frame begins: what it asks for waits for release(), so that the writer never
        competes with the frame for the interpreter; it writes while the frame's loop sleeps."""
        with self._cond:
            self._held = True

    def release(self) -> None:
        with self._cond:
            self._held = False
            if self._pending:
                self._cond.notify_all()

    def busy(self) -> bool:
        with self._cond:
            return bool(self._pending) or self._writing

    def flush(self) -> None:
        """Wait until every write asked for so far is done (or failed)."""
        with self._cond:
            self._held = False
            self._cond.notify_all()
            while self._pending or self._writing:
                self._cond.wait()

    def take_failures(self) -> list[StorageError]:
        """The writes that failed since the last call, for the main thread to tell."""
        with self._cond:
            failures, self._failures = self._failures, []
        return failures

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending or self._held:
                    self._cond.wait()
                key = next(iter(self._pending))
                write = self._pending.pop(key)
                self._writing = True
            failure = None
            try:
                write()
            except StorageError as err:
                failure = err
            except Exception as exc:            # a flaw of ours must not end the thread
                failure = StorageError(Path(key), "write_failed", f"{type(exc).__name__}: {exc}"[:160])
            with self._cond:
                if failure is not None:
                    self._failures.append(failure)
                self._writing = False
                self.written += 1
                self._cond.notify_all()


write_behind = WriteBehind()
atexit.register(write_behind.flush)         # a quit, even by an error, finishes the last write

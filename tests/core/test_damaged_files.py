"""Damaged, odd and unwritable files, without a window: every file the program reads or
writes (settings, both games' level progress, the autosave and its .bak, named saves),
every bad kind (tests/damage_kinds.py). Reading reports and leaves the thing as it is;
the next write first moves it aside (never overwriting an earlier copy); a write that
fails says why and keeps the old file; temp files of killed writes are cleaned up."""
import errno
import json
import os
import signal
import subprocess
import sys
import time

import pytest
from damage_kinds import KINDS, assert_kept_once, fingerprint, kept_copies, make, within

from game.core import storage
from game.core.match import SAVE_FORMAT, SAVE_VERSION, Match
from game.core.storage import StorageError, read_json
from game.games import rules_for
from game.games.fire_tower import levels as ft_levels
from game.games.zefiria import levels as zef_levels
from game.scenes import launch
from game.ui.settings import Settings

SETUP = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}]}
ROOT_USER = hasattr(os, "geteuid") and os.geteuid() == 0


def a_match(seed=3):
    return Match("zefiria", rules_for("zefiria"), SETUP, seed)


# --------------------------------------------------------------- one file kind each
# name -> (path, read: returns the StorageError it reports, write: the program's next write)
def _settings():
    def read():
        settings = Settings()
        assert settings.values["animation_speed"] == 1.0        # defaults in use
        return settings.error

    return "settings.json", read, lambda: Settings().set("colourblind", True)


def _progress(module):
    def read():
        progress = module.Progress()
        error = progress.load()
        assert progress.unlocked(1) and progress.error is error
        return error

    def write():
        level = module.load_levels()[0]
        result = {"score": 99, "outcome": "win"}
        module.record_result(level, result, {})

    return module.PROGRESS_FILE, read, write


def _autosave():
    def read():
        with pytest.raises(StorageError) as info:
            Match.load(launch.autosave_path("zefiria"), rules_for)
        return info.value

    return "autosave-zefiria.json", read, lambda: launch.write_autosave(a_match())


def _named_save():
    def read():
        [row] = launch.list_saves()
        assert row.game is None and row.name == "Mine"
        with pytest.raises(StorageError) as info:
            Match.load(row.path, rules_for)
        assert info.value.reason == row.problem
        return info.value

    return "saves/Mine.json", read, lambda: launch.save_named(a_match(), "Mine")


FILES = {"settings": _settings, "zefiria_progress": lambda: _progress(zef_levels),
         "fire_tower_progress": lambda: _progress(ft_levels), "autosave": _autosave,
         "named_save": _named_save}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_reading_refuses_every_bad_kind_at_once_and_leaves_it(user_data, kind):
    path = user_data / "file.json"
    before = make(kind, path)
    with pytest.raises(StorageError) as info:
        within(10, read_json, path)
    assert info.value.reason == KINDS[kind][1] and info.value.path == path
    assert fingerprint(path) == before


@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("file", sorted(FILES))
def test_a_bad_file_is_reported_then_moved_aside_by_the_next_write(user_data, file, kind):
    name, read, write = FILES[file]()
    path = user_data / name
    before = make(kind, path)
    error = within(10, read)
    assert error.reason == KINDS[kind][1] and error.path == path
    assert fingerprint(path) == before                  # reading never changes it
    within(10, write)
    kept = assert_kept_once(path, before)               # the bytes live on, under another name
    assert read_json(path)                              # a fresh, usable file in its place
    assert [n.detail for n in storage.take_notices() if n.reason == "moved_aside"] == [kept]
    within(10, write)                                   # later writes leave the copy alone
    assert kept_copies(path) == {kept: before}
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_a_bad_backup_is_moved_aside_too_and_both_survive(user_data):
    """autosave-zefiria.json and its .bak both damaged: after two games' writes both are
    still there, each under its .damaged- name."""
    path = launch.autosave_path("zefiria")
    main = make("truncated", path)
    backup = make("long_number", storage.backup_path(path))
    launch.write_autosave(a_match(1))
    launch.write_autosave(a_match(2))
    launch.write_autosave(a_match(3))
    assert assert_kept_once(path, main)
    assert assert_kept_once(storage.backup_path(path), backup)
    assert Match.load(storage.backup_path(path), rules_for).seed == 2      # rotation goes on
    launch.clear_autosave(a_match(3))        # finished: the game becomes the .bak
    assert not path.exists() and Match.load(storage.backup_path(path), rules_for).seed == 3


def test_a_save_that_does_not_replay_is_not_rotated_away(user_data):
    """A save whose moves do not replay reads as JSON: the session remembers it failed, so
    the next write keeps it aside instead of making it the .bak (lost at the write after)."""
    data = a_match().to_save()
    data["actions"].append(["fly", 99])
    path = launch.autosave_path("zefiria")
    user_data.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    before = fingerprint(path)
    with pytest.raises(StorageError):
        Match.load(path, rules_for)
    launch.write_autosave(a_match(1))
    launch.write_autosave(a_match(2))
    assert_kept_once(path, before)


@pytest.mark.parametrize("content", [
    {"format": "other-program", "version": 1},
    {"format": SAVE_FORMAT, "version": SAVE_VERSION + 1, "game": "zefiria"},
    {"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": ["zefiria"]},
    {"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": {"a": 1}},
])
def test_a_foreign_or_newer_autosave_is_kept_even_if_never_opened(user_data, content):
    """Starting a new game without pressing Continue still keeps the old file."""
    path = launch.autosave_path("zefiria")
    user_data.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(content), encoding="utf-8")
    before = fingerprint(path)
    for seed in (1, 2, 3):
        launch.write_autosave(a_match(seed))
    assert_kept_once(path, before)


@pytest.mark.parametrize("game", [["zefiria"], {"name": "zefiria"}, 7, None])
def test_a_wrong_typed_game_is_listed_and_refused_as_damaged(user_data, game):
    data = a_match().to_save()
    data["game"] = game
    folder = launch.saves_dir()
    folder.mkdir(parents=True)
    (folder / "odd.json").write_text(json.dumps(data), encoding="utf-8")
    [row] = launch.list_saves()
    assert row.game is None and row.problem == "damaged"
    with pytest.raises(StorageError) as info:
        Match.load(row.path, rules_for)
    assert info.value.reason == "damaged"


def test_the_saves_list_names_every_odd_entry_printably(user_data):
    folder = launch.saves_dir()
    folder.mkdir(parents=True)
    odd = os.fsdecode(os.fsencode(str(folder)) + b"/caf\xe9.json")     # Latin-1, not UTF-8
    storage.write_json_atomic(odd, a_match().to_save())     # an old save: no name inside
    for kind in ("dangling_link", "looping_link", "fifo", "link_to_dev_zero", "directory"):
        make(kind, folder / f"{kind}.json")
    rows = {row.name: row for row in within(10, launch.list_saves)}
    assert rows["caf\ufffd"].game == "zefiria"
    assert all(name.isprintable() for name in rows)
    assert {rows[k].problem for k in ("dangling_link", "looping_link")} == {"unreadable"}
    assert {rows[k].problem for k in ("fifo", "link_to_dev_zero", "directory")} == {"not_a_file"}


def test_a_byte_order_mark_is_accepted(user_data):
    path = user_data / "file.json"
    user_data.mkdir(parents=True)
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"a": 1}).encode())
    assert read_json(path) == {"a": 1}


def test_moving_aside_never_overwrites_an_earlier_copy(user_data):
    path = user_data / "x.json"
    user_data.mkdir(parents=True)
    names = set()
    for n in range(3):
        path.write_bytes(b"broken %d" % n)
        names.add(storage.move_aside(path).name)
    assert len(names) == 3
    assert sorted((user_data / n).read_bytes() for n in names) == [b"broken 0", b"broken 1", b"broken 2"]


# --------------------------------------------------------------- settings values
def test_settings_out_of_range_fall_back_with_a_notice_and_unknown_keys_stay(user_data):
    user_data.mkdir(parents=True)
    path = user_data / "settings.json"
    path.write_text(json.dumps({"language": "xx", "animation_speed": 0.001, "fullscreen": "yes",
                                "colourblind": True, "from_a_newer_version": [1, 2]}))
    before = fingerprint(path)
    settings = Settings()
    assert settings.error.reason == "settings_reset"
    assert settings.error.detail.split(", ") == ["language", "animation_speed", "fullscreen"]
    assert settings["animation_speed"] == 1.0 and settings["language"] in ("en", "es")
    assert settings["fullscreen"] is False and settings["colourblind"] is True
    settings.set("animation_speed", 2.0)
    assert_kept_once(path, before)
    again = Settings()
    assert again.error is None and again["animation_speed"] == 2.0
    assert json.loads(path.read_text())["from_a_newer_version"] == [1, 2]


def test_a_whole_number_speed_is_the_same_speed(user_data):
    user_data.mkdir(parents=True)
    (user_data / "settings.json").write_text(json.dumps({"animation_speed": 2}))
    settings = Settings()
    assert settings.error is None and settings["animation_speed"] == 2.0


# --------------------------------------------------------------- progress contents
@pytest.mark.parametrize("content, reason", [
    ({"version": 2, "levels": {"1": {"best": 5, "won": True}}}, "version"),
    ({"version": "1", "levels": {}}, "version"),
    ({"version": 1, "levels": [1, 2]}, "damaged"),
    ({"version": 1, "levels": {"1": {"best": 5, "won": "yes"}, "2": {"best": 7, "won": True}}},
     "partly_damaged"),
])
def test_progress_that_cannot_be_used_whole_is_reported_and_kept(user_data, content, reason):
    user_data.mkdir(parents=True)
    path = user_data / zef_levels.PROGRESS_FILE
    path.write_text(json.dumps(content))
    before = fingerprint(path)
    progress = zef_levels.Progress()
    assert progress.load().reason == reason
    if reason == "partly_damaged":
        assert progress.won(2) and progress.best(1) == 5 and not progress.won(1)
    progress.record(1, 3, 10)
    assert_kept_once(path, before)
    assert zef_levels.Progress().load() is None


# --------------------------------------------------------------- writes that fail
@pytest.mark.parametrize("code, reason", [(errno.ENOSPC, "disk_full"), (errno.EACCES, "read_only"),
                                          (errno.EROFS, "read_only"), (errno.EIO, "write_failed")])
def test_a_failed_write_says_why_and_keeps_the_old_file(user_data, monkeypatch, code, reason):
    settings = Settings()
    settings.set("colourblind", False)
    launch.write_autosave(a_match(1))
    files = {p.name: p.read_bytes() for p in user_data.iterdir()}

    def fail(path, data):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(storage, "write_temp_file", fail)
    with pytest.raises(StorageError) as info:
        settings.set("colourblind", True)
    assert info.value.reason == reason and info.value.path.name == "settings.json"
    assert settings["colourblind"] is True                  # the change holds in memory
    with pytest.raises(StorageError):
        launch.write_autosave(a_match(2))
    progress = zef_levels.Progress()
    assert progress.record(1, 12, 10) is True               # kept in memory, told, not raised
    assert progress.won(1) and [n.reason for n in storage.take_notices()] == [reason]
    with pytest.raises(StorageError):
        storage.write_png_atomic(user_data / "shot.png", b"\x89PNG\r\n\x1a\n" + b"x" * 40)
    assert {p.name: p.read_bytes() for p in user_data.iterdir()} == files


def test_an_empty_image_is_never_written(user_data):
    with pytest.raises(StorageError) as info:
        storage.write_png_atomic(user_data / "shot.png", b"")
    assert info.value.reason == "write_failed"
    assert not (user_data / "shot.png").exists()


@pytest.mark.skipif(ROOT_USER or not hasattr(os, "geteuid"), reason="root may write anywhere")
def test_a_really_read_only_folder(user_data):
    launch.write_autosave(a_match(1))
    raw = launch.autosave_path("zefiria").read_bytes()
    user_data.chmod(0o500)
    try:
        with pytest.raises(StorageError) as info:
            launch.write_autosave(a_match(2))
        assert info.value.reason == "read_only"
        with pytest.raises(StorageError):
            launch.save_named(a_match(2), "x")
    finally:
        user_data.chmod(0o700)
    assert launch.autosave_path("zefiria").read_bytes() == raw


# --------------------------------------------------------------- killed writes
KILLED_WRITER = """
import os, sys, time
sys.path.insert(0, sys.argv[1])
from game.core import storage
storage.os.replace = lambda *a: (print("written", flush=True), time.sleep(60))
storage.write_json_atomic(sys.argv[2], {"new": True})
"""


def writer_stopped_before_its_rename(target):
    """A child process that wrote its temp file beside `target` and waits before the
    rename (as a kill would find it), running."""
    root = str(storage.Path(storage.__file__).resolve().parents[2])
    proc = subprocess.Popen([sys.executable, "-c", KILLED_WRITER, root, str(target)],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "written"
    return proc


def kill(proc):
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    proc.stdout.close()


def strays(folder):
    return sorted(p for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_temp_files_of_killed_writes_are_removed_at_the_next_start(user_data):
    """kill -9 between writing the temp file and renaming it, many times: the file itself
    is intact, and the next start removes every stray temp file at once (however young),
    only ours."""
    user_data.mkdir(parents=True)
    target = user_data / "settings.json"
    target.write_text('{"old": true}')
    for _ in range(6):
        kill(writer_stopped_before_its_rename(target))
    left = strays(user_data)
    assert len(left) == 6 and all(storage.TEMP_NAME.match(p.name) for p in left)
    assert target.read_text() == '{"old": true}'
    others = [user_data / "notes.tmp", user_data / "x.json.abc.tmp", user_data / "y.json.abcd1234.tmp.txt"]
    for other in others:
        other.write_text("not ours")
    (user_data / "z.json.abcdefgh.tmp").mkdir()
    assert sorted(storage.remove_stray_temp_files()) == left
    assert strays(user_data) == sorted(others[:2] + [user_data / "z.json.abcdefgh.tmp"])
    assert all(p.exists() for p in others) and target.read_text() == '{"old": true}'


@pytest.mark.skipif(storage.fcntl is None, reason="no file locks here: only old temp files are removed")
def test_a_temp_file_a_running_write_holds_is_never_removed(user_data):
    """Two copies of the program: one starts while the other is writing. The writer's temp
    file is locked until its rename, so the start leaves it; once the writer is killed, the
    next start removes it."""
    user_data.mkdir(parents=True)
    target = user_data / "autosave-zefiria.json"
    proc = writer_stopped_before_its_rename(target)
    try:
        [held] = strays(user_data)
        assert storage.remove_stray_temp_files() == [] and held.exists()
    finally:
        kill(proc)
    assert storage.remove_stray_temp_files() == [held] and not strays(user_data)


@pytest.mark.skipif(storage.fcntl is None, reason="no file locks here")
def test_a_write_whose_temp_file_is_cleaned_before_its_lock_takes_another(user_data, monkeypatch):
    """Another copy's start-up may remove a temp file between its making and its lock:
    the write notices and takes a new one; nothing is lost, nothing is left."""
    user_data.mkdir(parents=True)
    target = user_data / "settings.json"
    real_flock, taken = storage.fcntl.flock, []

    def flock(fd, op):
        if not taken:                               # the first: cleaned just before its lock
            [tmp] = strays(user_data)
            taken.append(tmp)
            assert storage.remove_stray_temp_files() == [tmp]
        return real_flock(fd, op)

    monkeypatch.setattr(storage.fcntl, "flock", flock)
    storage.write_json_atomic(target, {"new": True})
    assert json.loads(target.read_text()) == {"new": True} and taken and not strays(user_data)
    assert not storage._held                        # every lock released


def test_printable_names():
    assert storage.printable_name("caf\udce9") == "caf\ufffd"
    assert storage.printable_name("a\nb\tc") == "a\ufffdb\ufffdc"
    assert storage.printable_name("Partida ñandú") == "Partida ñandú"

"""The autosave written behind the frame (storage.write_behind): one writer, one write at
a time, the newest snapshot of a file wins, a later move never changes a snapshot taken,
a failure reaches the main thread, and a kill at any moment leaves a whole save of a
recent move on disk (a crash, none lost)."""
import json
import signal
import subprocess
import sys
import threading

import pytest

from game.core import storage
from game.core.bots import RandomBot
from game.core.match import Match
from game.games import rules_for
from game.scenes import launch

ROOT = str(storage.Path(storage.__file__).resolve().parents[2])
SETUP = {"players": [{"name": "A", "kind": "bot"}, {"name": "B", "kind": "bot"}, {"name": "C", "kind": "bot"}]}


def played(seed, moves):
    """The same game the child plays: `moves` moves of a seeded random bot."""
    match = Match("fire_tower", rules_for("fire_tower"), SETUP, seed)
    bot = RandomBot(seed)
    for _ in range(moves):
        if match.state.is_over:
            break
        match.apply(bot.choose(match.state))
    return match


def test_a_snapshot_is_taken_in_the_frame_and_later_moves_do_not_change_it(user_data, monkeypatch):
    gate = threading.Event()
    real = storage.write_json_atomic
    monkeypatch.setattr(launch, "write_json_atomic", lambda *a, **k: (gate.wait(10), real(*a, **k)))
    match = played(3, 5)
    launch.autosave_behind(match)
    taken = [list(a) for a in match.actions]
    for _ in range(5):                      # the game goes on while the write waits
        match.apply(RandomBot(1).choose(match.state))
    gate.set()
    storage.write_behind.flush()
    assert json.loads(launch.autosave_path("fire_tower").read_text())["actions"] == taken


def test_one_write_at_a_time_and_the_newest_snapshot_wins(user_data, monkeypatch):
    """While a write runs, three more moves ask for theirs: only the newest is written,
    and never two writes at once."""
    gate, started, running, most = threading.Event(), threading.Event(), [], []
    real = storage.write_json_atomic

    def write(*args, **kwargs):
        running.append(1)
        most.append(len(running))
        started.set()
        gate.wait(10)
        real(*args, **kwargs)
        running.pop()

    monkeypatch.setattr(launch, "write_json_atomic", write)
    match = played(4, 1)
    written = storage.write_behind.written
    launch.autosave_behind(match)
    assert started.wait(10)                 # the first write is running (not merely asked for)
    for _ in range(3):
        match.apply(RandomBot(2).choose(match.state))
        launch.autosave_behind(match)
    gate.set()
    storage.write_behind.flush()
    assert storage.write_behind.written - written == 2 and max(most) == 1
    saved = Match.load(launch.autosave_path("fire_tower"), rules_for)
    assert saved.actions == match.actions


def test_a_failed_write_behind_is_kept_for_the_main_thread(user_data, monkeypatch):
    def full(path, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage, "write_temp_file", full)
    launch.autosave_behind(played(5, 2))
    storage.write_behind.flush()
    [failure] = storage.write_behind.take_failures()
    assert failure.reason == "disk_full" and failure.path.name == "autosave-fire_tower.json"
    assert storage.write_behind.take_failures() == []


# ------------------------------------------------------------------ kills and crashes
CHILD = """
import sys
sys.path.insert(0, sys.argv[1])
from game.core.bots import RandomBot
from game.core.match import Match
from game.core.storage import write_behind
from game.games import rules_for
from game.scenes import launch
setup = {"players": [{"name": n, "kind": "bot"} for n in "ABC"]}
seed, crash_at = int(sys.argv[2]), int(sys.argv[3])
match = Match("fire_tower", rules_for("fire_tower"), setup, seed)
bot = RandomBot(seed)
for k in range(1, 10000):
    if match.state.is_over:
        break
    match.apply(bot.choose(match.state))
    launch.autosave_behind(match)
    if k == crash_at:
        raise RuntimeError("a crash right after a move")
    if k % 7 == 0:
        write_behind.flush()
        print("saved", k, flush=True)
    print("moved", k, flush=True)
print("over", flush=True)
"""


def child(user_data, seed, crash_at=0):
    env = dict(__import__("os").environ, BOARDGAMES_DATA_DIR=str(user_data))
    return subprocess.Popen([sys.executable, "-c", CHILD, ROOT, str(seed), str(crash_at)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.mark.parametrize("seed, kill_after", [(1, 8), (2, 9), (3, 16), (4, 24), (5, 33), (6, 47), (7, 61),
                                              (8, 80)])
def test_a_kill_while_writing_leaves_a_whole_save_of_a_recent_move(user_data, seed, kill_after):
    """kill -9 while moves and their writes run: the autosave (and its .bak) on disk is a
    whole save that replays, of this very game, no older than the last write known done."""
    user_data.mkdir(parents=True, exist_ok=True)
    proc = child(user_data, seed)
    saved = 0
    try:
        for line in proc.stdout:
            word, _, k = line.partition(" ")
            if word == "saved":
                saved = int(k)
            if word == "over" or (word == "moved" and int(k) >= kill_after):
                break
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        proc.stderr.close()
    path = launch.autosave_path("fire_tower")
    match = Match.load(path, rules_for)
    n = len(match.actions)
    assert n >= max(saved, 1)
    assert match.actions == played(seed, n).actions
    backup = storage.backup_path(path)
    if backup.exists():
        older = Match.load(backup, rules_for)
        assert older.actions == match.actions[:len(older.actions)]
    storage.remove_stray_temp_files()
    assert not [p for p in user_data.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("crash_at", [1, 12])
def test_a_crash_right_after_a_move_still_writes_that_move(user_data, crash_at):
    """An error that ends the program: the write behind is finished before it exits."""
    proc = child(user_data, 9, crash_at)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode != 0 and "a crash right after a move" in err
    assert len(Match.load(launch.autosave_path("fire_tower"), rules_for).actions) == crash_at

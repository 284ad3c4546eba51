"""Match: undo within a turn (ZEF-DIG-UNDO), save files and their failure modes.

Save files have no rule id of their own; their tests cite ZEF-DIG-UNDO, whose action log
(replayed from the seed) is what a save stores.
"""
import json
import os

import pytest

from game.core import storage
from game.core.bots import RandomBot
from game.core.match import SAVE_FORMAT, SAVE_VERSION, Match
from game.core.storage import StorageError, read_json, write_json_atomic
from game.games import rules_for
from game.games.zefiria import rules

SETUP_2P_STORM = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Bo", "kind": "human"}],
                  "spirits": ["skyron", "etesia"], "storm": True, "first_player": 0}


def new_match(setup=SETUP_2P_STORM, seed=17):
    m = Match("zefiria", rules, setup, seed)
    while m.state.phase == "place":
        m.apply(m.state.legal_actions()[0])
    return m


def first(actions, kind):
    return next(a for a in actions if a[0] == kind)


def play_random(m, count, seed=5):
    bot = RandomBot(seed)
    for _ in range(count):
        if m.state.is_over:
            break
        m.apply(bot.choose(m.state))


# ---------------------------------------------------------------------- undo
def test_undo_fly_restores_position_and_ap():
    """ZEF-DIG-UNDO: undo a Fly: pawn and AP come back; nothing left to undo then."""
    m = new_match()
    start = m.state.to_dict()
    assert not m.can_undo
    m.apply(first(m.state.legal_actions(), "fly"))
    assert m.state.ap == 4 and m.can_undo
    assert m.undo() is True
    assert m.state.to_dict() == start and m.state.ap == 5
    assert not m.can_undo and m.undo() is False
    assert len(m.actions) == 2                 # only the two placements are left


def test_undo_breeze_restores_grid_and_ap_step_by_step():
    """ZEF-DIG-UNDO: undo one action at a time back to the start of the turn, never further."""
    m = new_match()
    start = m.state.to_dict()
    m.apply(first(m.state.legal_actions(), "breeze"))       # Skyron: then the choice
    after_swap = m.state.to_dict()
    assert m.state.phase == "skyron_choice" and m.state.grid != rules.from_dict(start).grid
    m.apply(m.state.legal_actions()[0])
    m.apply(first(m.state.legal_actions(), "fly"))
    assert m.undo() and m.undo()
    assert m.state.to_dict() == after_swap
    assert m.undo()
    assert m.state.to_dict() == start
    assert m.state.grid == rules.from_dict(start).grid and m.state.ap == 5
    assert not m.undo()


def test_no_undo_across_end_of_turn():
    """ZEF-DIG-UNDO: ending the turn clears undo; the next player cannot undo into it."""
    m = new_match()
    m.apply(first(m.state.legal_actions(), "fly"))
    m.apply(("end",))
    assert m.state.active == "etesia"
    assert not m.can_undo and m.undo() is False
    before = m.state.to_dict()
    m.apply(first(m.state.legal_actions(), "fly"))
    assert m.undo() and m.state.to_dict() == before and not m.can_undo


def test_no_undo_across_storm_reveal():
    """ZEF-DIG-UNDO / ZEF-STORM-REVEAL: the end of the round reveals a storm: no undo past it."""
    m = new_match()
    m.apply(("end",))
    m.state.storm_deck.append("S1")             # rig the next reveal (deck pops from the end)
    m.state.grid_deck.append(["G3", 0])
    grid = list(m.state.grid)
    m.apply(("end",))
    assert m.state.round == 2 and m.state.last_storm["storm"] == "S1"
    assert not m.can_undo and m.undo() is False
    assert m.state.grid != grid                 # the storm's swap stays


def test_undo_then_save_replays_the_shortened_log(tmp_path):
    """ZEF-DIG-UNDO: after an undo the log is shorter, and a save of it loads."""
    m = new_match()
    m.apply(first(m.state.legal_actions(), "fly"))
    m.undo()
    m.save(tmp_path / "s.json")
    loaded = Match.load(tmp_path / "s.json", rules_for)
    assert loaded.actions == m.actions and loaded.state.to_dict() == m.state.to_dict()


# --------------------------------------------------------------------- saves
@pytest.mark.parametrize("setup", [
    SETUP_2P_STORM,
    {"players": [{"name": "Solo", "kind": "human"}], "difficulty": "hard", "storm": True},
    {"players": [{"name": f"P{i}", "kind": "human"} for i in range(4)], "storm": False,
     "breeze_cost": "straight_line"},
])
def test_save_load_round_trip_continues_identically(tmp_path, setup):
    """ZEF-DIG-UNDO (saves): a saved match loads to the same position and plays on identically."""
    m = Match("zefiria", rules, setup, 99)
    play_random(m, 40, seed=1)
    path = tmp_path / "game.json"
    m.save(path)
    loaded = Match.load(path, rules_for)
    assert loaded.state.to_dict() == m.state.to_dict()
    assert loaded.actions == m.actions and loaded.seed == 99 and loaded.game == "zefiria"
    bot_a, bot_b = RandomBot(3), RandomBot(3)
    while not m.state.is_over:
        a, b = bot_a.choose(m.state), bot_b.choose(loaded.state)
        assert a == b
        m.apply(a)
        loaded.apply(b)
        assert loaded.state.to_dict() == m.state.to_dict()
    assert loaded.state.result() == m.state.result()


def test_save_file_layout(tmp_path):
    """ZEF-DIG-UNDO (saves): the save names its format, version, game, seed, log and snapshot."""
    m = new_match()
    m.save(tmp_path / "g.json")
    data = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    assert data["format"] == SAVE_FORMAT and data["version"] == SAVE_VERSION
    assert data["game"] == "zefiria" and data["seed"] == 17
    assert data["actions"] == [list(a) for a in m.actions]
    assert data["snapshot"] == json.loads(json.dumps(m.state.to_dict()))


def test_write_json_atomic_keeps_backup_and_no_temp_files(tmp_path):
    """ZEF-DIG-UNDO (saves): each write keeps the previous version as .bak and leaves no temp file."""
    path = tmp_path / "sub" / "file.json"
    write_json_atomic(path, {"v": 1})
    assert json.loads(path.read_text()) == {"v": 1}
    assert not path.with_name("file.json.bak").exists()
    write_json_atomic(path, {"v": 2, "text": "ñandú"})
    assert json.loads(path.read_text(encoding="utf-8")) == {"v": 2, "text": "ñandú"}
    assert json.loads(path.with_name("file.json.bak").read_text()) == {"v": 1}
    write_json_atomic(path, {"v": 3})
    assert json.loads(path.with_name("file.json.bak").read_text(encoding="utf-8"))["v"] == 2
    assert sorted(p.name for p in path.parent.iterdir()) == ["file.json", "file.json.bak"]


def test_write_json_atomic_failure_leaves_old_file_and_no_temp(tmp_path, monkeypatch):
    """ZEF-DIG-UNDO (saves): a failed write leaves the previous file as it was and no temp file behind."""
    path = tmp_path / "file.json"
    write_json_atomic(path, {"v": 1})
    original = path.read_bytes()
    with pytest.raises(TypeError):
        write_json_atomic(path, {"v": object()})              # not JSON
    real_replace = os.replace

    def failing_replace(src, dst):
        if str(dst) == str(path):
            raise OSError("disk full")
        return real_replace(src, dst)

    monkeypatch.setattr(storage.os, "replace", failing_replace)
    with pytest.raises(StorageError) as info:
        write_json_atomic(path, {"v": 2})
    assert info.value.reason == "write_failed" and info.value.path == path
    monkeypatch.undo()
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert path.read_bytes() == original          # the file itself never goes missing


def write_raw(path, raw: bytes):
    path.write_bytes(raw)
    return raw


def assert_refused(path, reason, raw):
    with pytest.raises(StorageError) as info:
        Match.load(path, rules_for)
    assert info.value.reason == reason
    assert info.value.path == path
    assert path.read_bytes() == raw                        # left byte for byte
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]
    return info.value


def test_damaged_save_truncated(tmp_path):
    """ZEF-DIG-UNDO (saves): a truncated save is reported as damaged and left alone."""
    m = new_match()
    text = json.dumps(m.to_save()).encode("utf-8")
    path = tmp_path / "save.json"
    raw = write_raw(path, text[: len(text) // 2])
    assert_refused(path, "damaged", raw)


def test_damaged_save_not_utf8(tmp_path):
    """ZEF-DIG-UNDO (saves): bytes that are not UTF-8 are reported as damaged."""
    path = tmp_path / "save.json"
    raw = write_raw(path, b"\xff\xfe{\x00}")
    assert_refused(path, "damaged", raw)


@pytest.mark.parametrize("value", [[1, 2, 3], {"format": "other-program", "version": 1},
                                   {"settings": True}, "just text", 42])
def test_foreign_save(tmp_path, value):
    """ZEF-DIG-UNDO (saves): valid JSON that is not our save format is reported as foreign."""
    path = tmp_path / "save.json"
    raw = write_raw(path, json.dumps(value).encode())
    assert_refused(path, "foreign", raw)


@pytest.mark.parametrize("version", [2, 0, "1", None])
def test_wrong_version_save(tmp_path, version):
    """ZEF-DIG-UNDO (saves): a save of another version is reported as version, with the version found."""
    data = new_match().to_save()
    data["version"] = version
    path = tmp_path / "save.json"
    raw = write_raw(path, json.dumps(data).encode())
    err = assert_refused(path, "version", raw)
    assert err.detail == str(version)


def test_tampered_snapshot(tmp_path):
    """ZEF-DIG-UNDO (saves): a snapshot that does not match the moves is reported as damaged."""
    m = new_match()
    play_random(m, 10)
    data = m.to_save()
    grid = data["snapshot"]["grid"]
    grid[0][0], grid[4][4] = grid[4][4], grid[0][0]
    path = tmp_path / "save.json"
    raw = write_raw(path, json.dumps(data).encode())
    err = assert_refused(path, "damaged", raw)
    assert "does not match" in err.detail


@pytest.mark.parametrize("change", ["illegal_action", "bad_action", "no_actions", "bad_seed",
                                    "unknown_game", "bad_setup"])
def test_tampered_log(tmp_path, change):
    """ZEF-DIG-UNDO (saves): a log that cannot be replayed is reported as damaged, never raised raw."""
    m = new_match()
    data = m.to_save()
    if change == "illegal_action":
        data["actions"].append(["fly", 12])
    elif change == "bad_action":
        data["actions"].append("fly")
    elif change == "no_actions":
        del data["actions"]
    elif change == "bad_seed":
        data["seed"] = "abc"
    elif change == "unknown_game":
        data["game"] = "chess"
    else:
        data["setup"] = {"players": [{"name": "x"}] * 6}       # 6 players
    path = tmp_path / "save.json"
    raw = write_raw(path, json.dumps(data).encode())
    assert_refused(path, "damaged", raw)


def test_missing_save(tmp_path):
    """ZEF-DIG-UNDO (saves): a missing file is reported as missing."""
    with pytest.raises(StorageError) as info:
        Match.load(tmp_path / "nope.json", rules_for)
    assert info.value.reason == "missing"


def test_read_json_round_trip(tmp_path):
    """ZEF-DIG-UNDO (saves): read_json reads back what write_json_atomic wrote."""
    path = tmp_path / "x.json"
    write_json_atomic(path, {"a": [1, 2], "b": "é"})
    assert read_json(path) == {"a": [1, 2], "b": "é"}


def test_hints_used_are_kept_in_the_save(tmp_path):
    """ZEF-DIG-UNDO (saves): the hints each seat asked for come back with a continued game
    (the end screen counts them); odd counts in an edited file are left out, not fatal."""
    m = new_match()
    m.hints = {0: 2, 1: 1}
    m.save(tmp_path / "s.json")
    assert Match.load(tmp_path / "s.json", rules_for).hints == {0: 2, 1: 1}
    data = read_json(tmp_path / "s.json")
    data["hints"] = {"0": 3, "1": -1, "x": 2, "2": "many"}
    write_json_atomic(tmp_path / "odd.json", data)
    assert Match.load(tmp_path / "odd.json", rules_for).hints == {0: 3}
    del data["hints"]                                  # a save of an earlier version
    write_json_atomic(tmp_path / "old.json", data)
    assert Match.load(tmp_path / "old.json", rules_for).hints == {}

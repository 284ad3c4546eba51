"""One autosave per game, the move from the single autosave.json of earlier versions, and
named saves that keep the name the player typed (without a window)."""
import json
import os
import time
import unicodedata

import pytest
from damage_kinds import KINDS, assert_kept_once, fingerprint, make

from game.core import storage
from game.core.bots import RandomBot
from game.core.i18n import Translator
from game.core.match import Match
from game.games import rules_for
from game.scenes import launch

TWO = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}]}
FOUR = {"players": [{"name": n, "kind": "bot"} for n in ("Ana", "Ben", "Cy", "Di")]}


def played(game, setup, seed=3, moves=0):
    match = Match(game, rules_for(game), setup, seed)
    bot = RandomBot(seed)
    for _ in range(moves):
        match.apply(bot.choose(match.state))
    return match


def zefiria(seed=3, moves=0):
    return played("zefiria", TWO, seed, moves)


def fire_tower(seed=3, moves=0):
    return played("fire_tower", FOUR, seed, moves)


def files(folder):
    return {p.name: fingerprint(p) for p in folder.iterdir()}


# ------------------------------------------------------------------ one autosave per game
def test_each_game_has_its_own_autosave_and_neither_replaces_the_other(user_data):
    zef, ft = zefiria(moves=30), fire_tower(moves=25)
    launch.write_autosave(zef)
    launch.write_autosave(ft)
    assert {"autosave-zefiria.json", "autosave-fire_tower.json"} <= set(os.listdir(user_data))
    zef_bytes = launch.autosave_path("zefiria").read_bytes()
    ft.apply(RandomBot(1).choose(ft.state))
    launch.write_autosave(ft)                            # Fire Tower moves: Zefiria's file stays
    assert launch.autosave_path("zefiria").read_bytes() == zef_bytes
    rows = {row.game: row for row in launch.list_autosaves()}
    assert set(rows) == {"zefiria", "fire_tower"} and all(r.resumable for r in rows.values())
    assert rows["zefiria"].progress.players == ("Ana", "Ben")
    assert rows["zefiria"].progress.round == zef.state.round
    assert rows["fire_tower"].progress.players == ("Ana", "Ben", "Cy", "Di")
    assert rows["fire_tower"].progress.turn == ft.state.turn_number > 0
    assert abs(rows["fire_tower"].saved - time.time()) < 60
    assert Match.load(rows["fire_tower"].path, rules_for).actions == ft.actions

    launch.clear_autosave(zefiria(seed=99))              # another Zefiria game ended: not this one
    assert launch.game_in_progress("zefiria") is not None
    launch.clear_autosave(zef)                           # this one ended: it becomes the .bak
    assert launch.game_in_progress("zefiria") is None
    assert storage.backup_path(launch.autosave_path("zefiria")).exists()
    assert [row.game for row in launch.list_autosaves()] == ["fire_tower"]


def test_a_solo_level_says_its_level_and_round(user_data):
    setup = {"solo": True, "level": 2, "players": [{"name": "You", "kind": "human"}]}
    launch.write_autosave(played("fire_tower", setup, moves=5))
    [row] = launch.list_autosaves()
    assert row.progress.level == 2 and row.progress.round >= 1 and row.progress.turn is None
    t = Translator("en")
    assert launch.progress_words(t, row.progress) == f"1 player, level 2, round {row.progress.round}"
    assert launch.progress_words(Translator("es"), row.progress).startswith("1 jugador, nivel 2, ronda ")


def test_a_damaged_autosave_is_listed_as_damaged_and_left_alone(user_data):
    path = launch.autosave_path("zefiria")
    before = make("truncated", path)
    launch.write_autosave(fire_tower())
    rows = {row.game: row for row in launch.list_autosaves()}
    assert not rows["zefiria"].resumable and rows["zefiria"].error.reason == "damaged"
    assert rows["fire_tower"].resumable
    assert launch.game_in_progress("zefiria") is None          # nothing a new game would discard
    assert fingerprint(path) == before
    launch.write_autosave(zefiria())                           # the next Zefiria game keeps it aside
    assert_kept_once(path, before)


def test_a_save_whose_moves_do_not_replay_is_damaged_once_tried(user_data):
    data = zefiria().to_save()
    data["actions"].append(["fly", 99])
    path = launch.autosave_path("zefiria")
    user_data.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))
    assert launch.list_autosaves()[0].resumable                # it reads as a save ...
    with pytest.raises(storage.StorageError):
        Match.load(path, rules_for)
    assert not launch.list_autosaves()[0].resumable            # ... until it fails to replay


def test_an_autosave_naming_another_game_is_damaged(user_data):
    user_data.mkdir(parents=True, exist_ok=True)
    launch.autosave_path("zefiria").write_text(json.dumps(fire_tower().to_save()))
    [row] = launch.list_autosaves()
    assert row.game == "zefiria" and not row.resumable


def test_odd_file_names_are_not_autosaves(user_data):
    user_data.mkdir(parents=True, exist_ok=True)
    for name in ("autosave-.json", "autosave-Zefiria.json", "autosave-a.json.bak", "autosave-a b.json",
                 "autosave-zefiria.json.damaged-20260101-000000"):
        (user_data / name).write_text("{}")
    assert launch.list_autosaves() == []
    with pytest.raises(ValueError):
        launch.autosave_path("../settings")


# ------------------------------------------------------------------ the old autosave.json
def test_the_old_autosave_becomes_the_autosave_of_its_game(user_data):
    user_data.mkdir(parents=True, exist_ok=True)
    ft, zef = fire_tower(moves=20), zefiria(moves=10)
    old, old_bak = user_data / "autosave.json", user_data / "autosave.json.bak"
    storage.write_json_atomic(old, ft.to_save())
    storage.write_json_atomic(old_bak, zef.to_save())
    main_print, bak_print = fingerprint(old), fingerprint(old_bak)
    [row] = launch.list_autosaves()
    assert row.game == "fire_tower" and row.resumable
    assert fingerprint(launch.autosave_path("fire_tower")) == main_print          # byte for byte
    assert fingerprint(user_data / "autosave-zefiria.json.bak") == bak_print
    assert not old.exists() and not old_bak.exists()
    assert Match.load(launch.autosave_path("fire_tower"), rules_for).actions == ft.actions
    launch.list_autosaves()                                 # nothing more to do the next time
    assert set(os.listdir(user_data)) == {"autosave-fire_tower.json", "autosave-zefiria.json.bak"}


def test_the_old_autosave_never_replaces_a_newer_one(user_data):
    launch.write_autosave(zefiria(seed=1))
    current = fingerprint(launch.autosave_path("zefiria"))
    old = user_data / "autosave.json"
    storage.write_json_atomic(old, zefiria(seed=2).to_save())
    old_print = fingerprint(old)
    launch.list_autosaves()
    assert fingerprint(launch.autosave_path("zefiria")) == current
    assert fingerprint(user_data / "autosave-zefiria.json.bak") == old_print     # the free place
    storage.write_json_atomic(old, zefiria(seed=3).to_save())
    third = fingerprint(old)
    launch.list_autosaves()                                 # both places taken: it stays put
    assert fingerprint(old) == third and fingerprint(launch.autosave_path("zefiria")) == current


@pytest.mark.parametrize("kind", ["truncated", "long_number", "list_at_top", "fifo", "directory",
                                  "dangling_link", "huge"])
def test_a_damaged_old_autosave_is_kept_aside(user_data, kind):
    old = user_data / "autosave.json"
    before = make(kind, old)
    assert launch.list_autosaves() == []
    kept = assert_kept_once(old, before)
    notes = storage.take_notices()
    assert [(n.reason, n.detail) for n in notes] == [("moved_aside", kept)]
    assert KINDS[kind]


def test_an_old_autosave_of_a_game_this_version_lacks_is_kept_aside(user_data):
    user_data.mkdir(parents=True, exist_ok=True)
    old = user_data / "autosave.json"
    old.write_text(json.dumps(dict(zefiria().to_save(), game="chess")))
    before = fingerprint(old)
    launch.list_autosaves()
    assert_kept_once(old, before)


def test_a_failed_move_of_the_old_autosave_is_a_notice(user_data, monkeypatch):
    user_data.mkdir(parents=True, exist_ok=True)
    old = user_data / "autosave.json"
    storage.write_json_atomic(old, zefiria().to_save())

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(launch.os, "link", refuse)
    monkeypatch.setattr(launch.os, "rename", refuse)
    assert launch.list_autosaves() == []
    assert [n.reason for n in storage.take_notices()] == ["read_only"]
    assert old.exists()


# ------------------------------------------------------------------ named saves
NAMES = ["07.23", "Round one", "  spaced   out  ", "Café ñandú Straße", "a/b\\c", "../../escape",
         "..", ".", "CON", "nul", "COM1.json", "LPT9", "aux.txt", "🔥 fire 🔥", "x" * 300,
         "día 3: ¿quién gana?", 'quote " and * ? < > |', "tab\there", "日本語のセーブ"]


@pytest.mark.parametrize("name", NAMES)
def test_a_named_save_keeps_its_name_and_stays_in_the_saves_folder(user_data, name):
    match = zefiria(moves=4)
    path = launch.save_named(match, name)
    folder = launch.saves_dir()
    assert path.parent == folder and os.path.realpath(path).startswith(os.path.realpath(folder) + os.sep)
    assert set(os.listdir(folder)) == {path.name}
    stem = path.name.split(".")[0]                 # what Windows checks for CON, NUL, ...
    assert path.name.count(".") == 1 and path.name.endswith(".json")
    assert stem.upper().split("-")[0] not in ("CON", "PRN", "AUX", "NUL") or "-" in stem
    assert not any(c in path.name for c in '<>:"/\\|?*') and path.name.isprintable()
    assert len(path.name.encode("utf-8")) <= 200 and path.name[0] not in " .-"
    [row] = launch.list_saves()
    assert row.label == name.strip() and row.name == storage.printable_name(name.strip())
    assert launch.named_save_path(name) == (path, True)                    # the same name: asked
    assert Match.load(path, rules_for).actions == match.actions


def test_names_that_share_a_file_name_slug_get_their_own_files(user_data):
    names = ["a/b", "a?b", "a*b", "A/B", "cafe\u0301"]
    paths = [launch.save_named(zefiria(seed=i + 1), n) for i, n in enumerate(names)]
    assert len(set(paths)) == len(names)
    assert sorted(row.label for row in launch.list_saves()) == sorted(names)
    again = launch.save_named(zefiria(seed=9), unicodedata.normalize("NFC", "cafe\u0301"))
    assert again == paths[-1]                       # the same name however its accent is typed
    assert Match.load(again, rules_for).seed == 9


def test_an_old_save_without_a_name_shows_its_file_name_and_is_replaced_by_that_name(user_data):
    folder = launch.saves_dir()
    folder.mkdir(parents=True)
    old = folder / "0723.json"
    old.write_text(json.dumps(zefiria(seed=1).to_save()))
    [row] = launch.list_saves()
    assert row.name == "0723" and row.label is None and row.game == "zefiria"
    assert launch.named_save_path("0723") == (old, True)
    assert launch.named_save_path("07.23")[1] is False
    launch.save_named(zefiria(seed=2), "0723")
    assert json.loads(old.read_text())["name"] == "0723"
    assert [row.path for row in launch.list_saves()] == [old]       # (the replaced one is its .bak)


def test_a_damaged_file_where_a_name_leads_is_replaced_only_after_asking(user_data):
    folder = launch.saves_dir()
    path = folder / launch.save_file_name("Mine")
    before = make("truncated", path)
    assert launch.named_save_path("Mine") == (path, True)
    launch.save_named(zefiria(), "Mine")
    assert_kept_once(path, before)
    assert launch.list_saves()[0].label == "Mine"


# ------------------------------------------------------------------ words
def stamp(*when):
    return time.mktime(when + (0, 0, -1))


@pytest.mark.parametrize("lang, when, words", [
    ("en", (2026, 3, 14, 16, 5, 0), "today at 16:05"),
    ("en", (2026, 3, 13, 9, 30, 0), "yesterday at 9:30"),
    ("en", (2026, 1, 2, 23, 59, 0), "on 2 January at 23:59"),
    ("en", (2025, 12, 31, 0, 0, 0), "on 31 December 2025 at 0:00"),
    ("es", (2026, 3, 14, 16, 5, 0), "hoy a las 16:05"),
    ("es", (2026, 3, 13, 1, 15, 0), "ayer a la 1:15"),
    ("es", (2026, 2, 3, 13, 0, 0), "el 3 de febrero a las 13:00"),
    ("es", (2024, 8, 9, 8, 7, 0), "el 9 de agosto de 2024 a las 8:07"),
])
def test_when_a_game_was_saved_in_the_players_words(lang, when, words):
    now = stamp(2026, 3, 14, 18, 0, 0)
    assert launch.when_words(Translator(lang), stamp(*when), now) == words


def test_when_as_a_label_of_its_own():
    now = stamp(2026, 3, 14, 18, 0, 0)
    words = [launch.when_words(Translator(lang), stamp(*when), now, alone=True) for lang, when in (
        ("en", (2026, 3, 14, 16, 5, 0)), ("en", (2026, 1, 2, 23, 59, 0)), ("en", (2025, 12, 31, 0, 0, 0)),
        ("es", (2026, 3, 13, 1, 15, 0)), ("es", (2026, 2, 3, 13, 0, 0)))]
    assert words == ["Today at 16:05", "2 January at 23:59", "31 December 2025 at 0:00",
                     "Ayer a la 1:15", "3 de febrero a las 13:00"]


def test_progress_words():
    t = Translator("en")
    assert launch.progress_words(t, launch.Progress(("A", "B"), round=3)) == "2 players, round 3"
    assert launch.progress_words(t, launch.Progress(("A", "B", "C", "D"), turn=12)) == "4 players, turn 12"
    assert launch.progress_words(t, launch.Progress(("A",), round=0)) == "1 player, just started"
    assert launch.progress_words(Translator("es"), launch.Progress(("A", "B"), round=3)) == "2 jugadores, ronda 3"
    assert launch.progress_words(t, launch.Progress()) == ""


def test_continue_shows_untyped_names_in_the_current_language():
    """Continue lists a game's players as its board does: names the set-up made ("Player 1",
    marked default_name) in the language now chosen, typed or old names as stored."""
    data = {"game": "zefiria", "setup": {"players": [
        {"name": "Player 1", "kind": "human", "default_name": True},
        {"name": "Ana", "kind": "human"}, {"name": "Player 3", "kind": "bot"}]}, "snapshot": {"round": 2}}
    progress = launch.read_progress(data)
    assert launch.player_names(Translator("es"), "zefiria", progress) == ["Jugador 1", "Ana", "Player 3"]
    assert launch.player_names(Translator("en"), "zefiria", progress) == ["Player 1", "Ana", "Player 3"]

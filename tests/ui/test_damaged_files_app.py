"""Damaged, odd and unwritable files through the real App loop, by mouse: settings, the
autosave, both games' level progress, named saves and screenshots. Each time the player
reads a message, the next frames run and the title screen still works, and the damaged
file's bytes survive (under their own name until a write, then under the .damaged- name).
The kinds of damage are in tests/damage_kinds.py; tests/core/test_damaged_files.py runs
every kind on every file without a window."""
import errno
import json
import os
import time

import pygame
import pytest
from damage_kinds import KINDS, SOME, assert_kept_once, fingerprint, make
from mouse import button, click, replace_state, wheel
from zef_mouse import answer_solo, end_turn

from game.core import storage
from game.core.data_files import is_whole_png
from game.core.match import SAVE_VERSION, Match
from game.games import rules_for
from game.games.fire_tower import levels as ft_levels
from game.games.zefiria import levels as zef_levels
from game.scenes import launch
from game.scenes.saves_scene import PROBLEM_TEXT, VIEW, SavesScene
from game.scenes.title import TitleScene
from game.ui.app import App

SETUP = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}]}
ROOT_USER = hasattr(os, "geteuid") and os.geteuid() == 0


# ------------------------------------------------------------------ helpers
def a_match(seed=3):
    return Match("zefiria", rules_for("zefiria"), SETUP, seed)


def new_app():
    """An App made after the bad files are in place; animations off without writing."""
    app = App(headless=True, lang="en")
    app.settings.values["animation_speed"] = 0.0
    return app


def key(app, k, frames=2):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.run_frames(frames)


def open_title(app):
    app.reset_to(TitleScene(app))
    app.run_frames(2)
    return app.scene


def toasts(app):
    return [text for text, _ in app.toasts]


def said(app, reason, path=None):
    """A toast for a StorageError of this reason (about `path`) is on screen: its words in
    the current language, whatever the detail the system gave."""
    parts = [part for part in app.t(f"storage.{reason}", file="\0", detail="\0").split("\0") if part]
    if path is not None:
        parts.append(path.name)
    assert any(all(part in t for part in parts) for t in toasts(app)), (reason, parts, toasts(app))


def title_still_works(app):
    """The next frames run and a game's set-up opens from the title screen."""
    title = open_title(app)
    click(app, title.cards[0].rect.center)
    assert app.scene.name == "zefiria_setup"
    key(app, pygame.K_ESCAPE)
    open_title(app)


def start_zefiria(app, replace=False):
    """Title -> Zefiria -> Start (two people) -> place the first spirit: a move is made.
    With `replace`, another Zefiria game is in progress: the question is answered Start new."""
    title = open_title(app)
    click(app, title.cards[0].rect.center)
    setup = app.scene
    click(app, setup.count_buttons[1].rect.center)
    click(app, setup.start_button.rect.center)
    if replace:
        assert app.scene.name == "dialog_confirm"
        click(app, button(app.scene, app.t("continue.start_new")))
    game = app.scene
    assert game.name == "zefiria"
    click(app, game.cells[game.state._placement_cells()[0]].center)
    assert len(game.match.actions) == 1
    return game


def open_ladder(app, game):
    title = open_title(app)
    click(app, title.cards[0 if game == "zefiria" else 1].rect.center)
    label = "zefiria.setup.levels" if game == "zefiria" else "fire_tower.setup.solo_levels"
    click(app, button(app.scene, app.t(label)))
    assert app.scene.name == f"{game}_levels"
    return app.scene


def finish_level_one(app, game):
    """Start level 1 from the ladder by mouse and bring it to its end: Zefiria by ending
    every turn (a loss still records the score), Fire Tower by winning it outright."""
    ladder = open_ladder(app, game)
    click(app, ladder.tile_rect(0).center)
    if app.scene.name == "dialog_confirm":              # a game of that kind is in progress
        click(app, button(app.scene, app.t("continue.start_new")))
    scene = app.scene
    assert scene.name == game and scene.match.setup["level"] == 1
    if game == "fire_tower":
        replace_state(app, scene, lambda s: s._solo_over([], "win", "all_enemies_burned"))
    else:
        while scene.state.phase == "place":
            click(app, scene.cells[scene.state._placement_cells()[0]].center)
        for _ in range(300):
            state = scene.state
            if state.is_over:
                break
            if state.phase in ("solo_first", "solo_sleep"):
                answer_solo(app, scene, frames=1)
            elif state.phase == "austro_exit":
                click(app, scene.slots[state.exit_choices[0]].center, frames=1)
            else:
                end_turn(app, scene, frames=1)
    app.run_frames(5)
    assert app.scene.name == f"{game}_end"
    return app.scene


def every_file(folder):
    return {str(p.relative_to(folder)): fingerprint(p) for p in folder.rglob("*")}


# ------------------------------------------------------------------ settings
@pytest.mark.parametrize("kind", SOME + ("empty", "not_a_number", "dangling_link"))
def test_damaged_settings_are_reported_at_start_and_kept_when_changed(user_data, kind):
    path = user_data / "settings.json"
    before = make(kind, path)
    app = new_app()
    said(app, KINDS[kind][1], path)
    assert app.settings["animation_speed"] == 0.0 and app.t.lang == "en"
    title_still_works(app)
    assert fingerprint(path) == before

    click(app, button(app.scene, "Settings"))
    click(app, button(app.scene, "Español"))
    assert app.t.lang == "es"
    kept = assert_kept_once(path, before)
    said(app, "moved_aside", path)
    assert any(kept in t for t in toasts(app))
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "es"
    pygame.quit()


def test_settings_out_of_range_fall_back_with_a_notice(user_data):
    user_data.mkdir(parents=True)
    path = user_data / "settings.json"
    path.write_text(json.dumps({"animation_speed": 0.001, "language": "xx", "colourblind": True}))
    app = App(headless=True, lang=None)
    said(app, "settings_reset", path)
    names = app.t("settings.language") + ", " + app.t("settings.animation")     # as Settings shows them
    assert any(names in t for t in toasts(app))
    assert app.settings["animation_speed"] == 1.0 and app.anim(0.5) == 0.5
    assert app.t.lang in ("en", "es") and app.settings["colourblind"] is True
    title_still_works(app)
    pygame.quit()


# ------------------------------------------------------------------ the autosave
@pytest.mark.parametrize("kind", SOME + ("empty", "huge"))
def test_a_damaged_autosave_is_reported_on_continue_and_kept_by_the_next_game(app, kind):
    path = launch.autosave_path("zefiria")
    before = make(kind, path)
    title = open_title(app)
    assert title.can_continue and title.continue_caption() == "Zefiria: the autosave is damaged"
    click(app, title.continue_button.rect.center)
    chooser = app.scene                                 # listed as damaged, not resumed
    assert chooser.name == "continue_chooser" and not chooser.entries[0].resumable
    click(app, chooser.row_rect(0).center)
    said(app, KINDS[kind][1], path)
    assert app.scene is chooser and fingerprint(path) == before
    click(app, button(chooser, "Cancel"))
    assert app.scene is title
    title_still_works(app)

    start_zefiria(app)                                  # nothing to resume: no question
    assert_kept_once(path, before)
    assert Match.load(path, rules_for).game == "zefiria"
    title = open_title(app)
    click(app, title.continue_button.rect.center)
    assert app.scene.name == "zefiria"


def test_a_damaged_autosave_backup_survives_two_games(app):
    path = launch.autosave_path("zefiria")
    backup = storage.backup_path(path)
    main_print, backup_print = make("truncated", path), make("deep_objects", backup)
    start_zefiria(app)
    start_zefiria(app, replace=True)
    assert_kept_once(path, main_print)
    assert_kept_once(backup, backup_print)


@pytest.mark.parametrize("named", ["chess", "root", "ZEFIRIA", "../../zefiria", ""])
@pytest.mark.parametrize("where", ["autosave", "backup"])
def test_an_autosave_naming_another_game_is_kept_aside_not_rotated_away(app, named, where):
    """autosave-zefiria.json (or its .bak) edited to name another or an unknown game:
    Continue says it is damaged and keeps it; a new game's moves first move it aside and
    say where, and later moves leave the copy alone."""
    path = launch.autosave_path("zefiria")
    path.parent.mkdir(parents=True, exist_ok=True)
    target = path if where == "autosave" else storage.backup_path(path)
    if where == "backup":
        launch.write_autosave(a_match(1))
    target.write_text(json.dumps(dict(a_match(2).to_save(), game=named)))
    before = fingerprint(target)
    title = open_title(app)
    if where == "autosave":
        assert title.continue_caption() == "Zefiria: the autosave is damaged"
        click(app, title.continue_button.rect.center)
        click(app, app.scene.row_rect(0).center)
        said(app, "damaged", path)
        click(app, button(app.scene, "Cancel"))
    assert fingerprint(target) == before
    app.toasts.clear()
    game = start_zefiria(app, replace=where == "backup")
    kept = assert_kept_once(target, before)
    said(app, "moved_aside", target)
    assert any(kept in t for t in toasts(app))
    click(app, game.cells[game.state._placement_cells()[0]].center)
    assert len(game.match.actions) == 2
    assert assert_kept_once(target, before) == kept
    assert Match.load(path, rules_for).actions == game.match.actions


# ------------------------------------------------------------------ level progress
@pytest.mark.parametrize("game", ["zefiria", "fire_tower"])
@pytest.mark.parametrize("kind", ["truncated", "long_number", "fifo"])
def test_damaged_progress_is_reported_on_the_ladder_and_kept_when_a_level_ends(app, game, kind):
    module = zef_levels if game == "zefiria" else ft_levels
    path = storage.user_data_dir() / module.PROGRESS_FILE
    before = make(kind, path)
    open_ladder(app, game)
    said(app, KINDS[kind][1], path)
    assert fingerprint(path) == before
    app.toasts.clear()
    end = finish_level_one(app, game)
    assert_kept_once(path, before)
    assert any(".damaged-" in t for t in toasts(app))
    progress = module.Progress()
    assert progress.load() is None and progress.best(1) == end.level["best"]
    title_still_works(app)


def test_wrong_typed_progress_entries_do_not_relock_levels(app):
    path = storage.user_data_dir() / ft_levels.PROGRESS_FILE
    path.write_text(json.dumps({"version": 1, "levels": {
        "1": {"best": 4, "won": True, "variants": "lightning"}, "2": {"best": "high", "won": True},
        "3": {"best": 2, "won": "yes"}}}))
    before = fingerprint(path)
    ladder = open_ladder(app, "fire_tower")
    said(app, "partly_damaged", path)
    assert ladder.progress.unlocked(3) and not ladder.progress.unlocked(4)
    click(app, ladder.tile_rect(2).center)                # level 3 still opens
    assert app.scene.name == "fire_tower" and app.scene.match.setup["level"] == 3
    finish_level_one(app, "fire_tower")
    assert_kept_once(path, before)
    progress = ft_levels.Progress()
    assert progress.load() is None and progress.won(1) and progress.won(2)


LADDERS = {"zefiria": "game.games.zefiria.levels_scene:LevelSelectScene",
           "fire_tower": "game.games.fire_tower.levels_scene:SoloLevelsScene",
           "flamecraft": "game.games.flamecraft.levels_scene:FlamecraftLevelsScene",
           "root": "game.games.root.levels_scene:RootLevelsScene"}
# what each game's levels module reads of a finished game: a win of level 1 where it can
LEVEL_RESULTS = {"zefiria": {"score": 99}, "fire_tower": {"outcome": "win", "score": 3},
                 "flamecraft": {"scores": [40]}, "root": {"winner": "alliance", "vp": {}}}


@pytest.mark.parametrize("game", sorted(LADDERS))
@pytest.mark.parametrize("odd_key", ["\u00b2", "\u0661", "01", "0", "-1", "10000", " 2", "1.0"])
def test_odd_level_keys_are_reported_and_every_ladder_still_works(app, game, odd_key):
    """A key str.isdigit() takes ("²", Arabic-Indic one) but int() refuses, or one out of
    range: the entry is reported as damaged, the rest is used, the ladder opens and a
    finished level is recorded, the old file kept aside."""
    import importlib
    module = importlib.import_module(f"game.games.{game}.levels")
    path = storage.user_data_dir() / module.PROGRESS_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "levels": {
        "1": {"best": 5, "won": True}, odd_key: {"best": 7, "won": True}}}))
    before = fingerprint(path)
    app.reset_to(launch._load_class(LADDERS[game])(app))
    app.run_frames(2)
    said(app, "partly_damaged", path)
    ladder = app.scene
    assert ladder.progress.won(1) and ladder.progress.unlocked(2) and not ladder.progress.unlocked(3)
    assert fingerprint(path) == before
    level = module.load_levels()[0]
    assert launch.record_level(module, level.id, LEVEL_RESULTS[game], {}) is not None
    assert_kept_once(path, before)
    assert module.Progress().load() is None


# ------------------------------------------------------------------ named saves
def odd_saves(folder):
    """A good save and every sort of odd entry; {file name: (fingerprint, row text key)}."""
    folder.mkdir(parents=True, exist_ok=True)
    made = {}
    launch.save_named(a_match(), "Good")
    data = a_match().to_save()
    for name, content, text in (
            ("game is a list", dict(data, game=["zefiria"]), "saves.damaged"),
            ("game is a mapping", dict(data, game={"key": "zefiria"}), "saves.damaged"),
            ("another program", {"format": "other", "version": 1}, "saves.foreign"),
            ("from the future", dict(data, version=SAVE_VERSION + 1), "saves.version")):
        path = folder / f"{name}.json"
        path.write_text(json.dumps(content))
        made[path.name] = (fingerprint(path), text)
    for kind in ("dangling_link", "looping_link", "fifo", "link_to_dev_zero", "directory",
                 "long_number", "deep_lists"):
        made[f"{kind}.json"] = (make(kind, folder / f"{kind}.json"),
                                "saves.damaged" if KINDS[kind][1] == "damaged" else "saves.unreadable")
    latin1 = os.fsdecode(os.fsencode(str(folder)) + b"/Partida espa\xf1ola.json")
    with open(latin1, "w") as handle:
        handle.write("{")
    made[os.path.basename(latin1)] = (fingerprint(storage.Path(latin1)), "saves.damaged")
    return made


def show_row(app, scene, index):
    for _ in range(40):
        rect = scene.row_rect(index)
        if VIEW.top <= rect.top and rect.bottom <= VIEW.bottom:
            return rect
        wheel(app, -1 if rect.bottom > VIEW.bottom else 1)
    raise AssertionError("the row never came into view")


def test_the_load_screen_lists_every_odd_entry_and_opens_none_of_them(app):
    folder = launch.saves_dir()
    made = odd_saves(folder)
    title = open_title(app)
    click(app, button(title, "Load game"))
    scene = app.scene
    assert isinstance(scene, SavesScene) and len(scene.rows) == len(made) + 1
    for index, row in enumerate(scene.rows):
        if row.name == "Good":
            continue
        assert row.name.isprintable() and row.game is None
        print_, text = made[row.path.name]
        app.toasts.clear()
        click(app, show_row(app, scene, index).center)
        assert app.scene is scene and app.toasts, row.path.name
        assert fingerprint(row.path) == print_
        assert PROBLEM_TEXT.get(row.problem, "saves.unreadable") == text, row.path.name  # its words
    assert {r.name for r in scene.rows} >= {"Partida espa\ufffdola", "game is a list"}
    key(app, pygame.K_ESCAPE)
    title_still_works(app)


def test_a_named_save_over_a_damaged_one_keeps_the_damaged_bytes(app):
    folder = launch.saves_dir()
    folder.mkdir(parents=True)
    path = folder / "Mine.json"
    before = make("long_number", path)
    game = start_zefiria(app)
    click(app, button(game, "Menu"))
    click(app, button(app.scene, app.t("menu.save")))
    dialog = app.scene
    dialog.text = "Mine"
    click(app, button(dialog, app.t("dialog.ok")))
    click(app, button(app.scene, app.t("menu.replace")))
    assert app.t("menu.saved_as", name="Mine") in toasts(app)
    assert_kept_once(path, before)
    assert Match.load(path, rules_for).game == "zefiria"


# ------------------------------------------------------------------ unwritable folders
def fail_writes(monkeypatch, code):
    def fail(path, data):
        raise OSError(code, os.strerror(code))
    monkeypatch.setattr(storage, "write_temp_file", fail)


def play_everything_while_writes_fail(app, reason):
    """Change language, start a game and move (autosave), save it by name, F12, finish a
    level: each shows a message in the player's language and the program goes on."""
    title = open_title(app)
    click(app, button(title, "Settings"))
    click(app, button(app.scene, "Español"))
    assert app.t.lang == "es"                       # it holds for this session
    said(app, reason, storage.Path("settings.json"))
    key(app, pygame.K_ESCAPE)
    click(app, button(app.scene, "Opciones"))
    click(app, button(app.scene, "English"))
    assert app.t.lang == "en"
    key(app, pygame.K_ESCAPE)

    app.toasts.clear()
    game = start_zefiria(app, replace=True)         # Start and a move: two autosaves refused
    said(app, reason, launch.autosave_path("zefiria"))
    assert len(toasts(app)) == 1                    # the same news once, not at every move

    app.toasts.clear()
    click(app, button(game, "Menu"))
    click(app, button(app.scene, app.t("menu.save")))
    app.scene.text = "New one"
    click(app, button(app.scene, app.t("dialog.ok")))
    said(app, reason, storage.Path(launch.save_file_name("New one")))
    assert app.t("menu.saved_as", name="New one") not in toasts(app)
    key(app, pygame.K_ESCAPE)
    assert app.scene is game

    app.toasts.clear()
    key(app, pygame.K_F12)
    said(app, reason)
    assert len(toasts(app)) == 1

    app.toasts.clear()
    end = finish_level_one(app, "fire_tower")
    said(app, reason, storage.Path(ft_levels.PROGRESS_FILE))
    assert end.level["won"] and end.level["best"] is not None     # the result is still shown
    title_still_works(app)


@pytest.mark.parametrize("code, reason", [(errno.ENOSPC, "disk_full"), (errno.EACCES, "read_only")])
def test_a_full_or_read_only_data_folder(app, user_data, monkeypatch, code, reason):
    launch.write_autosave(a_match(1))
    launch.save_named(a_match(2), "Old one")
    zef_levels.Progress().record(1, 11, 10)
    ft_levels.Progress().record_result(1, 5, True)
    before = every_file(user_data)
    fail_writes(monkeypatch, code)
    play_everything_while_writes_fail(app, reason)
    assert every_file(user_data) == before          # nothing changed, nothing left behind


@pytest.mark.skipif(ROOT_USER or not hasattr(os, "geteuid"), reason="root may write anywhere")
def test_a_really_read_only_data_folder(app, user_data):
    launch.write_autosave(a_match(1))
    launch.saves_dir().mkdir()
    (user_data / "screenshots").mkdir()
    before = every_file(user_data)
    folders = [user_data, launch.saves_dir(), user_data / "screenshots"]
    for folder in folders:
        folder.chmod(0o500)
    try:
        play_everything_while_writes_fail(app, "read_only")
    finally:
        for folder in folders:
            folder.chmod(0o700)
    assert every_file(user_data) == before


def test_folders_that_are_files(app, user_data):
    """saves/ and screenshots/ are files: the Load screen is empty, a named save and F12
    say why they failed, and both files stay as they were."""
    saves, shots = user_data / "saves", user_data / "screenshots"
    saves.write_bytes(b"my notes")
    shots.write_bytes(b"more notes")
    title = open_title(app)
    click(app, button(title, "Load game"))
    assert app.scene.rows == []
    key(app, pygame.K_ESCAPE)
    game = start_zefiria(app)
    click(app, button(game, "Menu"))
    click(app, button(app.scene, app.t("menu.save")))
    click(app, button(app.scene, app.t("dialog.ok")))
    said(app, "write_failed")
    key(app, pygame.K_ESCAPE)
    app.toasts.clear()
    key(app, pygame.K_F12)
    said(app, "write_failed")
    assert saves.read_bytes() == b"my notes" and shots.read_bytes() == b"more notes"
    title_still_works(app)


def test_a_data_folder_that_is_a_file(tmp_path, monkeypatch):
    """The data folder cannot even be made: defaults are used, each write says why."""
    blocker = tmp_path / "not a folder"
    blocker.write_bytes(b"x")
    monkeypatch.setenv("BOARDGAMES_DATA_DIR", str(blocker))
    app = new_app()
    assert not app.toasts
    title = open_title(app)
    assert not title.can_continue
    click(app, button(title, "Settings"))
    click(app, button(app.scene, "Español"))
    assert app.t.lang == "es"
    said(app, "write_failed", storage.Path("settings.json"))
    key(app, pygame.K_ESCAPE)
    app.toasts.clear()
    start_zefiria(app)
    said(app, "write_failed", launch.autosave_path("zefiria"))
    title_still_works(app)
    assert blocker.read_bytes() == b"x"
    pygame.quit()


# ------------------------------------------------------------------ screenshots, temp files
def test_f12_saves_a_whole_png_and_says_where(app, user_data):
    open_title(app)
    key(app, pygame.K_F12)
    key(app, pygame.K_F12)
    shots = sorted((user_data / "screenshots").iterdir())
    assert len(shots) == 2 and all(is_whole_png(p.read_bytes()) for p in shots)
    assert any(shots[0].name in t for t in toasts(app))


def test_an_empty_image_is_reported_not_saved(app, user_data, monkeypatch):
    open_title(app)
    monkeypatch.setattr(pygame.image, "save", lambda surface, target, hint=None: None)
    key(app, pygame.K_F12)
    said(app, "write_failed")
    assert not (user_data / "screenshots").exists() or not list((user_data / "screenshots").iterdir())
    assert not any(t.startswith("Screenshot saved") for t in toasts(app))


@pytest.mark.parametrize("headless", [True, False])
def test_stray_temp_files_are_removed_when_the_program_starts(user_data, headless):
    """Windowed or headless (a headless run works on the player's folder only with
    --data-dir): every stray temp file of ours goes at once, however young; a file that
    only looks like one stays."""
    user_data.mkdir(parents=True)
    (user_data / "saves").mkdir()
    ours = [user_data / "autosave.json.k2j4h5g6.tmp", user_data / "saves" / "Mine.json.abcdefgh.tmp",
            user_data / "settings.json.zzzzzzzz.tmp"]
    theirs = [user_data / "notes.tmp", user_data / "settings.json.zz.tmp"]
    for p in ours + theirs:
        p.write_text("x")
    App(headless=headless, lang="en")
    assert not any(p.exists() for p in ours) and all(p.exists() for p in theirs)
    pygame.quit()


def test_every_sprite_a_screen_loads_is_checked_at_start(app, monkeypatch):
    """The data checks' sprite lists cover what the screens load (every screen of
    --smoke, and both games' boards with dice, storms and every card)."""
    from game.core.data_files import check_sprites
    from game.games.fire_tower import data_check as ft_check
    from game.games.fire_tower.config import load_config as ft_config
    from game.games.zefiria import data_check as zef_check
    from game.games.zefiria.config import load_config as zef_config
    from game.games import TITLES
    from game.scenes.smoke import run_smoke
    from game.ui.assets import Assets

    loaded = set()
    real = Assets.image

    def image(self, relative, size=None):
        surface = real(self, relative, size)
        loaded.add(relative)        # loaded: a screen that looks for a sprite it may not have asks more
        return surface

    monkeypatch.setattr(Assets, "image", image)
    assert run_smoke(app) == 0
    from game.games.flamecraft import data_check as fc_check
    from game.games.flamecraft.config import load_config as fc_config
    declared = set(zef_check.sprites(zef_config())) | set(ft_check.sprites(ft_config()))
    declared |= set(fc_check.sprites(fc_config()))
    from game.games.root.scene_sprites import board_sprites
    declared |= set(board_sprites())
    declared |= {"ui/icon.png"} | {f"title/{t.key}.png" for t in TITLES}
    assert loaded and loaded <= declared, loaded - declared
    check_sprites(sorted(declared))

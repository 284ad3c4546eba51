"""A game in progress per game, through the real App loop by mouse: Continue offers each
(Zefiria and Fire Tower at once) and resumes the one picked; a new game or a load never
replaces a game in progress of the same kind without asking; named saves come back with
the name as typed; a damaged autosave is listed as damaged and kept; the one autosave.json
of earlier versions is taken over."""
import json
import random

import pygame
import pytest
from damage_kinds import assert_kept_once, fingerprint, make
from ft_mouse import play_by_mouse, settle
from mouse import button, click

from game.core import storage
from game.core.match import Match
from game.games import rules_for
from game.games.fire_tower.bot import FireTowerBot
from game.games.fire_tower.handover import HandOverScene
from game.scenes import launch
from game.scenes.saves_scene import SavesScene
from game.scenes.title import ContinueChooser, TitleScene

TWO = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}]}


def open_title(app):
    app.reset_to(TitleScene(app))
    app.run_frames(2)
    return app.scene


def key(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.run_frames(2)


def type_text(app, text):
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.run_frames(1)


def the_game(app):
    scene = app.scene
    return scene.game if isinstance(scene, HandOverScene) else scene


def open_setup(app, index):
    title = open_title(app)
    click(app, title.cards[index].rect.center)
    return app.scene


def press_start(app, index):
    """Title -> a game's card -> Start (the set-up as it comes, two players)."""
    setup = open_setup(app, index)
    click(app, setup.count_buttons[0 if index == 1 else 1].rect.center)
    click(app, setup.start_button.rect.center)
    return setup


def quit_to_title(app, game):
    click(app, button(game, "Menu"))
    click(app, button(app.scene, app.t("menu.quit_to_title")))
    assert app.scene.name == "title"
    return app.scene


def zefiria_in_progress(app):
    """Start Zefiria by mouse and place both spirits: round 1 under way."""
    press_start(app, 0)
    game = app.scene
    assert game.name == "zefiria"
    while game.state.phase == "place":
        click(app, game.cells[game.state._placement_cells()[0]].center)
    assert game.state.round == 1
    return game


def fire_tower_in_progress(app):
    """Start Fire Tower by mouse (two people) and play until turn 3."""
    setup = open_setup(app, 1)
    click(app, setup.count_buttons[0].rect.center)
    click(app, setup.kind_buttons[1].rect.center)        # seat 2: computer -> person
    click(app, setup.start_button.rect.center)
    game = the_game(app)
    assert game.name == "fire_tower"
    play_by_mouse(app, game, FireTowerBot(5), lambda s: s.turn_number >= 3)
    settle(app, game)
    return game


def chooser_rows(chooser):
    return {entry.game: i for i, entry in enumerate(chooser.entries)}


# ------------------------------------------------------------------ two games in progress
def test_continue_offers_both_games_in_progress_and_resumes_each(app):
    zef = zefiria_in_progress(app)
    zef_position, zef_actions = zef.state.to_dict(), list(zef.match.actions)
    quit_to_title(app, zef)
    ft = fire_tower_in_progress(app)                   # a Fire Tower game does not touch Zefiria's
    ft_position, ft_actions = ft.state.to_dict(), list(ft.match.actions)
    title = quit_to_title(app, ft)

    assert {e.game for e in title.in_progress} == {"zefiria", "fire_tower"}
    assert title.continue_caption() == "2 games in progress"
    click(app, title.continue_button.rect.center)
    chooser = app.scene
    assert isinstance(chooser, ContinueChooser) and len(chooser.entries) == 2
    rows = chooser_rows(chooser)
    zef_entry, ft_entry = chooser.entries[rows["zefiria"]], chooser.entries[rows["fire_tower"]]
    assert zef_entry.progress.players == ("Player 1", "Player 2") and zef_entry.progress.round == 1
    assert ft_entry.progress.players == ("Player 1", "Player 2") and ft_entry.progress.turn == ft.state.turn_number
    assert launch.progress_words(app.t, zef_entry.progress) == "2 players, round 1"
    assert launch.when_words(app.t, ft_entry.saved).startswith("today at ")

    click(app, chooser.row_rect(rows["fire_tower"]).center)
    game = the_game(app)
    assert game.name == "fire_tower" and game.state.to_dict() == ft_position
    assert list(game.match.actions) == ft_actions
    settle(app, game)
    title = quit_to_title(app, game)

    click(app, title.continue_button.rect.center)
    chooser = app.scene
    click(app, chooser.row_rect(chooser_rows(chooser)["zefiria"]).center)
    game = app.scene
    assert game.name == "zefiria" and game.state.to_dict() == zef_position
    assert list(game.match.actions) == zef_actions


def test_one_game_in_progress_is_resumed_in_one_click(app):
    launch.write_autosave(Match("fire_tower", rules_for("fire_tower"), TWO, 8))
    title = open_title(app)
    assert title.continue_caption() == "Fire Tower · 2 players, just started"
    click(app, title.continue_button.rect.center)
    assert the_game(app).name == "fire_tower" and the_game(app).match.seed == 8


def test_the_chooser_cancels_and_escapes_back_to_the_title(app):
    launch.write_autosave(Match("fire_tower", rules_for("fire_tower"), TWO, 8))
    launch.write_autosave(Match("zefiria", rules_for("zefiria"), TWO, 9))
    title = open_title(app)
    click(app, title.continue_button.rect.center)
    click(app, button(app.scene, "Cancel"))
    assert app.scene is title
    click(app, title.continue_button.rect.center)
    key(app, pygame.K_ESCAPE)
    assert app.scene is title and len(title.in_progress) == 2


# ------------------------------------------------------------------ a new game asks first
def test_a_new_game_of_a_game_in_progress_asks_first(app):
    zef = zefiria_in_progress(app)
    position = zef.state.to_dict()
    quit_to_title(app, zef)
    launch.write_autosave(Match("fire_tower", rules_for("fire_tower"), TWO, 8))
    path = launch.autosave_path("zefiria")
    before = fingerprint(path)

    setup = press_start(app, 0)
    question = app.scene
    assert question.name == "dialog_confirm"
    assert question.text == ("A Zefiria game is in progress (2 players, round 1). "
                             "Start a new one and discard it?")
    click(app, button(question, "Cancel"))               # Cancel: nothing changes
    assert app.scene is setup and fingerprint(path) == before

    click(app, setup.start_button.rect.center)
    click(app, button(app.scene, "Continue it"))        # Continue it: the game in progress
    game = app.scene
    assert game.name == "zefiria" and game.state.to_dict() == position
    assert fingerprint(path) == before
    quit_to_title(app, game)

    press_start(app, 0)
    click(app, button(app.scene, "Start new"))          # Start new: the old one becomes the .bak
    game = app.scene
    assert game.name == "zefiria" and game.match.actions == [] and game.state.round == 0
    assert fingerprint(storage.backup_path(path)) == before
    assert launch.game_in_progress("fire_tower").progress.turn == 0     # the other game is untouched


def test_a_new_game_of_another_game_does_not_ask(app):
    launch.write_autosave(Match("fire_tower", rules_for("fire_tower"), TWO, 8))
    ft_bytes = launch.autosave_path("fire_tower").read_bytes()
    press_start(app, 0)
    assert app.scene.name == "zefiria"
    assert launch.autosave_path("fire_tower").read_bytes() == ft_bytes
    title = quit_to_title(app, app.scene)
    assert {e.game for e in title.in_progress} == {"zefiria", "fire_tower"}


def test_a_challenge_level_asks_too_and_escape_cancels(app):
    launch.write_autosave(Match("zefiria", rules_for("zefiria"), TWO, 9))
    before = fingerprint(launch.autosave_path("zefiria"))
    setup = open_setup(app, 0)
    click(app, button(setup, app.t("zefiria.setup.levels")))
    ladder = app.scene
    click(app, ladder.tile_rect(0).center)
    assert app.scene.name == "dialog_confirm"
    key(app, pygame.K_RETURN)                           # Enter never discards a game
    assert app.scene.name == "dialog_confirm"
    key(app, pygame.K_ESCAPE)
    assert app.scene is ladder and fingerprint(launch.autosave_path("zefiria")) == before


# ------------------------------------------------------------------ loading asks first
def test_loading_a_save_of_a_game_in_progress_asks_first(app):
    saved = Match("zefiria", rules_for("zefiria"), TWO, 21)
    launch.save_named(saved, "Before the storm")
    launch.write_autosave(Match("zefiria", rules_for("zefiria"), TWO, 9))
    before = fingerprint(launch.autosave_path("zefiria"))
    title = open_title(app)
    click(app, button(title, "Load game"))
    saves = app.scene
    click(app, saves.row_rect(0).center)
    question = app.scene
    assert question.text == ("A Zefiria game is in progress (2 players, just started). "
                             "Load this save and discard it?")
    click(app, button(question, "Cancel"))
    assert app.scene is saves and fingerprint(launch.autosave_path("zefiria")) == before
    click(app, saves.row_rect(0).center)
    click(app, button(app.scene, "Load"))
    assert app.scene.name == "zefiria" and app.scene.match.seed == 21
    assert app.scenes[0] is title and len(app.scenes) == 2


def test_loading_without_a_game_of_that_kind_in_progress_does_not_ask(app):
    launch.save_named(Match("zefiria", rules_for("zefiria"), TWO, 21), "Mine")
    launch.write_autosave(Match("fire_tower", rules_for("fire_tower"), TWO, 8))
    title = open_title(app)
    click(app, button(title, "Load game"))
    click(app, app.scene.row_rect(0).center)
    assert app.scene.name == "zefiria" and app.scene.match.seed == 21


# ------------------------------------------------------------------ named saves
NAMES = ["07.23", "Día 3: ¿quién gana?", "Ana / Ben \\ final", "CON", "...", "🔥 x 🔥"]


def test_save_names_round_trip_through_the_menu_and_the_load_list(app):
    game = zefiria_in_progress(app)
    for name in NAMES:
        click(app, button(game, "Menu"))
        click(app, button(app.scene, app.t("menu.save")))
        type_text(app, name)
        key(app, pygame.K_RETURN)
        assert app.toasts[-1][0] == f"Saved as “{name}”."
        key(app, pygame.K_ESCAPE)
    assert sorted(row.name for row in launch.list_saves()) == sorted(NAMES)
    assert {p.parent for p in (row.path for row in launch.list_saves())} == {launch.saves_dir()}

    click(app, button(game, "Menu"))                     # the same name again: asked first
    click(app, button(app.scene, app.t("menu.save")))
    type_text(app, "07.23")
    key(app, pygame.K_RETURN)
    assert app.scene.name == "dialog_confirm" and "“07.23”" in app.scene.text
    click(app, button(app.scene, "Replace"))
    assert len(launch.list_saves()) == len(NAMES)
    key(app, pygame.K_ESCAPE)

    title = quit_to_title(app, game)
    click(app, button(title, "Load game"))
    saves = app.scene
    assert isinstance(saves, SavesScene)
    index = [row.name for row in saves.rows].index("Día 3: ¿quién gana?")
    click(app, saves.row_rect(index).center)
    click(app, button(app.scene, "Load"))               # (this very game is in progress)
    assert app.scene.name == "zefiria" and app.scene.match.actions == game.match.actions


def test_an_old_save_shows_its_file_name(app):
    folder = launch.saves_dir()
    folder.mkdir(parents=True)
    (folder / "0723.json").write_text(json.dumps(Match("zefiria", rules_for("zefiria"), TWO, 3).to_save()))
    title = open_title(app)
    click(app, button(title, "Load game"))
    assert [row.name for row in app.scene.rows] == ["0723"]


# ------------------------------------------------------------------ damaged and old autosaves
def test_a_damaged_autosave_is_listed_as_damaged_and_kept(app):
    path = launch.autosave_path("zefiria")
    before = make("truncated", path)
    launch.write_autosave(Match("fire_tower", rules_for("fire_tower"), TWO, 8))
    title = open_title(app)
    click(app, title.continue_button.rect.center)
    chooser = app.scene
    rows = chooser_rows(chooser)
    assert not chooser.entries[rows["zefiria"]].resumable and chooser.entries[rows["fire_tower"]].resumable
    click(app, chooser.row_rect(rows["zefiria"]).center)
    assert app.scene is chooser and "autosave-zefiria.json is damaged" in app.toasts[-1][0]
    assert fingerprint(path) == before
    click(app, chooser.row_rect(rows["fire_tower"]).center)
    assert the_game(app).name == "fire_tower"
    assert fingerprint(path) == before

    press_start(app, 0)                                  # nothing to resume: no question
    assert app.scene.name == "zefiria"
    kept = assert_kept_once(path, before)
    assert any(kept in text for text, _ in app.toasts)


def test_an_autosave_that_does_not_replay_is_reported_and_then_listed_as_damaged(app):
    data = Match("zefiria", rules_for("zefiria"), TWO, 9).to_save()
    data["actions"].append(["fly", 99])
    storage.user_data_dir().mkdir(parents=True, exist_ok=True)
    launch.autosave_path("zefiria").write_text(json.dumps(data))
    title = open_title(app)
    assert title.continue_caption() == "Zefiria · 2 players, just started"
    click(app, title.continue_button.rect.center)
    assert app.scene is title and "damaged" in app.toasts[-1][0]
    assert title.continue_caption() == "Zefiria: the autosave is damaged"


def test_the_old_autosave_json_is_continued_as_its_games_autosave(app, user_data):
    user_data.mkdir(parents=True, exist_ok=True)
    old = user_data / "autosave.json"
    storage.write_json_atomic(old, Match("fire_tower", rules_for("fire_tower"), TWO, 8).to_save())
    before = fingerprint(old)
    title = open_title(app)
    assert not old.exists() and fingerprint(launch.autosave_path("fire_tower")) == before
    click(app, title.continue_button.rect.center)
    assert the_game(app).name == "fire_tower" and the_game(app).match.seed == 8


def test_a_damaged_old_autosave_json_is_kept_aside_and_said(app, user_data):
    old = user_data / "autosave.json"
    before = make("long_number", old)
    title = open_title(app)
    kept = assert_kept_once(old, before)
    assert any(kept in text for text, _ in app.toasts)
    assert not title.can_continue


def test_the_chooser_fits_the_screen_however_many_autosaves_there_are(app, user_data):
    user_data.mkdir(parents=True, exist_ok=True)
    for i in range(7):                                   # games of later versions too
        (user_data / f"autosave-game{i}.json").write_text(json.dumps(
            dict(Match("zefiria", rules_for("zefiria"), TWO, i).to_save(), game=f"game{i}")))
    launch.write_autosave(Match("zefiria", rules_for("zefiria"), TWO, 9))
    title = open_title(app)
    click(app, title.continue_button.rect.center)
    chooser = app.scene
    assert len(chooser.entries) == ContinueChooser.MAX_ROWS
    assert pygame.Rect(0, 0, 1280, 800).contains(chooser.box())
    unknown = next(i for i, e in enumerate(chooser.entries) if e.game != "zefiria")
    click(app, chooser.row_rect(unknown).center)
    assert app.scene is chooser and "cannot be played yet" in app.toasts[-1][0]


# ------------------------------------------------------------------ saves of older rules
ROOT_PEOPLE = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}],
               "first_player": "marquise"}


def root_save(older: bool, replays: bool) -> dict:
    """A Root game 40 moves in. `older`: saved before its rules had a version (Root's 2: a
    phase waits for End); `replays` False: a phase that ended by itself then, its end_phase
    not in the log, so the log no longer replays."""
    match = Match("root", rules_for("root"), ROOT_PEOPLE, 3)
    rng = random.Random(5)
    while len(match.actions) < 40:
        match.apply(rng.choice(match.state.legal_actions()))
    data = json.loads(json.dumps(match.save_data()))
    if older:
        data.pop("rules", None)
    if not replays:
        data["actions"].remove(["end_phase"])
    return data


def put_autosave(data) -> bytes:
    storage.user_data_dir().mkdir(parents=True, exist_ok=True)
    launch.autosave_path("root").write_text(json.dumps(data))
    return launch.autosave_path("root").read_bytes()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_root_game_of_older_rules_is_told_as_such_and_kept_aside(app, user_data, lang):
    """Continue on a Root autosave written before the rules' version 2 that no longer
    replays: the player reads that it is from an older version and where it is kept (not
    'damaged'); the file is kept, byte for byte, under that name and no longer offered."""
    app.t.lang = lang
    before = put_autosave(root_save(older=True, replays=False))
    title = open_title(app)
    click(app, title.continue_button.rect.center)
    kept = [p for p in user_data.iterdir() if p.name.startswith("autosave-root.json.older-version-")]
    assert len(kept) == 1 and kept[0].read_bytes() == before
    assert app.scene is title and app.toasts[-1][0] == app.t(
        "storage.older_rules", game=app.t("games.root.name"), detail=kept[0].name)
    assert not launch.autosave_path("root").exists() and not title.can_continue
    screen = pygame.Rect(0, 0, 1280, 800)
    assert all(screen.contains(box) for box, _ in app.toast_boxes())      # the long name wraps

    press_root = open_setup(app, 3)                      # a new Root game: nothing to ask, nothing more to say
    click(app, press_root.start_button.rect.center)
    assert app.scene.name == "root" and len(app.toasts) == 1


def test_a_named_root_save_of_older_rules_is_told_and_leaves_the_list(app):
    folder = launch.saves_dir()
    folder.mkdir(parents=True)
    path = folder / "before.json"
    path.write_text(json.dumps(root_save(older=True, replays=False)))
    title = open_title(app)
    click(app, button(title, "Load game"))
    saves = app.scene
    click(app, saves.row_rect(0).center)
    assert app.scene is saves and not saves.rows
    assert "older version" in app.toasts[-1][0] and ".older-version-" in app.toasts[-1][0]
    assert [p.name.split(".older-version-")[0] for p in folder.iterdir()] == ["before.json"]


def test_a_root_game_of_older_rules_that_replays_is_continued(app):
    put_autosave(root_save(older=True, replays=True))
    title = open_title(app)
    click(app, title.continue_button.rect.center)
    game = next(scene for scene in app.scenes if scene.name == "root")     # under its hand-over
    assert len(game.match.actions) == 40 and not app.toasts


def test_a_root_game_of_these_rules_that_does_not_replay_is_damaged(app):
    before = put_autosave(root_save(older=False, replays=False))
    title = open_title(app)
    click(app, title.continue_button.rect.center)
    assert "autosave-root.json is damaged" in app.toasts[-1][0]
    assert launch.autosave_path("root").read_bytes() == before

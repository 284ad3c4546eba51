"""The collection's own screens through the real App loop, driven by posted events."""
import json

import pygame
import pytest

from game.core.match import Match
from game.games import rules_for
from game.scenes import launch, smoke
from game.scenes import title as title_module
from game.scenes.dialogs import ConfirmDialog, MessageDialog, TextInputDialog
from game.scenes.game_menu import GameMenu
from game.scenes.rules_view import RulesScene, layout_for
from game.scenes.saves_scene import SavesScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from game.ui.app import App
from game.ui.scene import Scene

SETUP = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}]}


@pytest.fixture
def app():
    application = App(headless=True, lang="en")
    yield application
    pygame.quit()


def click(app, pos, frames=2):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run_frames(frames)


def key(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.run_frames(1)


def type_text(app, text):
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.run_frames(1)


def button(scene, label):
    for b in scene.buttons.buttons:
        if b.label() == label:
            return b
    raise AssertionError(f"no button {label!r} on {scene.name}: "
                         f"{[b.label() for b in scene.buttons.buttons]}")


def press(app, label, frames=2):
    click(app, button(app.scene, label).rect.center, frames)


def a_match(seed=4):
    return Match("zefiria", rules_for("zefiria"), SETUP, seed)


def open_title(app):
    scene = TitleScene(app)
    app.push(scene)
    app.run_frames(2)
    return scene


class Dummy(Scene):
    name = "dummy"


# ------------------------------------------------------------------ title
def test_continue_is_disabled_without_an_autosave_and_enabled_after_one(app):
    scene = open_title(app)
    assert not button(scene, "Continue").is_enabled()
    press(app, "Continue")
    assert app.scenes == [scene]

    launch.write_autosave(a_match())
    press(app, "Settings")                 # coming back to the title refreshes Continue
    assert app.scene.name == "settings"
    press(app, "‹  Back")
    assert app.scene is scene
    assert button(scene, "Continue").is_enabled()
    press(app, "Continue")
    assert app.scene is not scene and app.scene.match.game == "zefiria"


def test_a_game_in_preparation_does_nothing_and_a_playable_one_opens_its_setup(app, monkeypatch):
    opened = []
    monkeypatch.setattr(title_module, "make_setup", lambda a, k: opened.append(k) or Dummy(a))
    # Every title is playable now: one is marked "in preparation" here to see that its card does nothing.
    monkeypatch.setattr(title_module, "TITLES", tuple(t._replace(playable=False) if t.key == "root" else t
                                                      for t in title_module.TITLES))
    scene = open_title(app)
    cards = {c.key: c for c in scene.cards}
    for key_ in ("root",):
        assert not cards[key_].playable
        click(app, cards[key_].rect.center)
        assert app.scenes == [scene] and not app.toasts and opened == []
    for key_ in ("zefiria", "fire_tower", "flamecraft"):
        assert cards[key_].playable
        click(app, cards[key_].rect.center)
        assert opened[-1] == key_ and app.scene.name == "dummy"
        app.pop()
        app.run_frames(1)


def test_setup_scenes_are_resolved_lazily_from_their_dotted_names(app, monkeypatch):
    monkeypatch.setitem(title_module.SETUP_SCENES, "zefiria", "game.scenes.settings_scene:SettingsScene")
    assert isinstance(title_module.make_setup(app, "zefiria"), SettingsScene)


def test_quit_and_rules_buttons(app):
    open_title(app)
    press(app, "Rules")                     # four games have rules: which one?
    chooser = app.scene
    assert chooser.name == "rules_chooser" and chooser.keys == ["zefiria", "fire_tower", "flamecraft", "root"]
    chooser.place_game_buttons()
    click(app, chooser.game_buttons.buttons[1].rect.center)
    assert isinstance(app.scene, RulesScene) and app.scene.game_key == "fire_tower"
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "title"
    press(app, "Quit", frames=1)
    assert app.running is False


# ------------------------------------------------------------------ settings
def test_settings_apply_at_once_and_persist_to_a_new_app(app):
    open_title(app)
    press(app, "Settings")
    press(app, "Español")
    assert app.t.lang == "es"
    assert button(app.scene, "Rápida").rect        # labels follow the language at once
    press(app, "Rápida")
    on_buttons = [b for b in app.scene.buttons.buttons if b.label() == "Sí"]
    click(app, on_buttons[-1].rect.center)           # colour-blind aids: on
    assert app.settings["animation_speed"] == 2.0 and app.settings["colourblind"] is True
    press(app, "‹  Volver")
    assert app.scene.name == "title"

    again = App(headless=True)
    assert again.t.lang == "es"
    assert again.settings["animation_speed"] == 2.0 and again.settings["colourblind"] is True
    assert again.anim(1.0) == 0.5


def test_animation_off_and_fullscreen_toggle(app):
    app.push(SettingsScene(app))
    app.run_frames(1)
    press(app, "Off")            # the first "Off" is animation speed
    assert app.settings["animation_speed"] == 0.0 and app.anim(1.0) == 0.0
    on = [b for b in app.scene.buttons.buttons if b.label() == "On"]
    click(app, on[0].rect.center)
    assert app.settings["fullscreen"] is True


# ------------------------------------------------------------------ rules viewer
def wheel(app, y):
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                         precise_x=0.0, precise_y=float(y), which=0))
    app.run_frames(1)


def test_rules_viewer_scrolls_by_wheel_keys_scrollbar_and_contents(app):
    scene = RulesScene(app, "zefiria")
    app.push(scene)
    app.run_frames(2)
    layout = scene.layout
    contents = scene.sections()
    assert layout is not None and not layout.done        # the first screen at once, the rest later
    assert [s[1] for s in contents][:3] == ["Zefiria", "Components", "Goal"]
    assert app.next_frame_in() == 0                      # ... a few blocks a frame
    app.run_frames(200)
    assert layout.done and layout.height > 5000
    assert [s[:2] for s in scene.sections()] == [s[:2] for s in contents]   # the contents never jumped
    assert 0 < len(layout.cache) < len(layout.lines)      # only what is near the view is rendered
    assert scene.offset == 0
    wheel(app, -2)
    after_wheel = scene.offset
    assert after_wheel > 0
    key(app, pygame.K_PAGEDOWN)
    assert scene.offset > after_wheel + 400
    key(app, pygame.K_UP)
    key(app, pygame.K_END)
    assert scene.offset == scene.scrollbar.max_offset
    key(app, pygame.K_HOME)
    assert scene.offset == 0

    thumb = scene.scrollbar.thumb()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb.centerx, thumb.centery + 200),
                                         rel=(0, 200), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, thumb.centery + 200),
                                         button=1))
    app.run_frames(2)
    assert scene.offset > 1000

    sections = scene.sections()
    assert [s[1] for s in sections][:3] == ["Zefiria", "Components", "Goal"]
    click(app, scene.section_rects()[2].center)
    assert scene.offset == sections[2][2] and scene.current_section() == 2
    key(app, pygame.K_ESCAPE)
    assert app.scenes == []


def test_rules_viewer_renders_both_languages_and_follows_a_language_change(app):
    scene = RulesScene(app, "zefiria")
    app.push(scene)
    app.run_frames(2)
    english = scene.layout
    assert english.sections[1][1] == "Components"
    app.t.lang = "es"
    app.run_frames(2)
    assert scene.layout is not english and scene.layout.sections[1][1] == "Componentes"
    assert scene.path.name == "zefiria.es.md"
    key(app, pygame.K_PAGEDOWN)
    app.t.lang = "en"
    app.run_frames(1)
    # one language's layouts are kept (memory): back in English, laid out again
    assert scene.layout.sections[1][1] == "Components" and scene.path.name == "zefiria.en.md"
    assert [key[1] for key in app.__dict__["_rules_layouts"]] == ["en"]
    assert layout_for(app, "zefiria", "en")[0] is scene.layout      # then kept


def test_rules_viewer_without_a_rules_file_shows_a_message(app, monkeypatch):
    monkeypatch.setattr(title_module, "ROOT", title_module.ROOT / "no-such-folder")   # no seeds/ there
    scene = RulesScene(app, "root")
    app.push(scene)
    app.run_frames(2)
    assert scene.layout is None
    wheel(app, -3)
    key(app, pygame.K_PAGEDOWN)
    press(app, "‹  Back")
    assert app.scenes == []
    monkeypatch.undo()
    assert title_module.rules_path("zefiria", "xx").name == "zefiria.en.md"


# ------------------------------------------------------------------ saves
def test_saves_list_shows_a_damaged_file_and_leaves_it_untouched(app):
    good = launch.save_named(a_match(), "Good one")
    bad = launch.saves_dir() / "Broken.json"
    raw = b'{"format": "boardgame-collection-save", "game": "zef'
    bad.write_bytes(raw)
    title = open_title(app)
    press(app, "Load game")
    scene = app.scene
    assert isinstance(scene, SavesScene)
    rows = {row.name: (i, row.game) for i, row in enumerate(scene.rows)}
    assert rows["Broken"][1] is None and rows["Good one"][1] == "zefiria"
    assert good.parent == launch.saves_dir() and good.name != "Good one.json"

    click(app, scene.row_rect(rows["Broken"][0]).center)
    assert app.scene is scene
    assert app.toasts and "Broken.json" in app.toasts[-1][0]
    assert bad.read_bytes() == raw

    click(app, scene.row_rect(rows["Good one"][0]).center)
    assert scene not in app.scenes and app.scenes[0] is title
    assert app.scene.match.game == "zefiria"
    assert good.exists() and bad.read_bytes() == raw


def test_saves_list_scrolls_when_long(app):
    match = a_match()
    for i in range(14):
        launch.save_named(match, f"save {i:02d}")
    scene = SavesScene(app)
    app.push(scene)
    app.run_frames(1)
    assert len(scene.rows) == 14 and scene.scrollbar.needed
    wheel(app, -3)
    assert scene.scrollbar.offset > 0
    key(app, pygame.K_ESCAPE)
    assert app.scenes == []


# ------------------------------------------------------------------ dialogs
def test_text_input_dialog_typing_backspace_ok_and_cancel(app):
    got = []
    dialog = TextInputDialog(app, "Name?", "Old name", got.append)
    app.push(dialog)
    app.run_frames(1)
    type_text(app, "My savex")               # the initial text starts selected: typing replaces it
    assert dialog.text == "My savex"
    key(app, pygame.K_BACKSPACE)
    assert dialog.text == "My save"
    press(app, "OK")
    assert got == ["My save"] and dialog not in app.scenes

    cancelled = []
    dialog = TextInputDialog(app, "Name?", "", got.append, on_cancel=lambda: cancelled.append(1))
    app.push(dialog)
    app.run_frames(1)
    assert not button(dialog, "OK").is_enabled()
    key(app, pygame.K_RETURN)                 # nothing to accept yet
    assert dialog in app.scenes
    type_text(app, "x" * 60)
    assert dialog.text == "x" * 40
    key(app, pygame.K_ESCAPE)
    assert cancelled == [1] and got == ["My save"] and app.scenes == []


def test_message_and_confirm_dialogs(app):
    closed, yes = [], []
    app.push(MessageDialog(app, "Hello there. " * 12, on_close=lambda: closed.append(1)))
    app.run_frames(1)
    press(app, "OK")
    assert closed == [1] and app.scenes == []
    app.push(ConfirmDialog(app, "Sure?", lambda: yes.append(1)))
    app.run_frames(1)
    press(app, "No")
    assert yes == [] and app.scenes == []
    app.push(ConfirmDialog(app, "Sure?", lambda: yes.append(1)))
    app.run_frames(1)
    press(app, "Yes")
    assert yes == [1] and app.scenes == []


# ------------------------------------------------------------------ game menu
def test_game_menu_saves_under_a_typed_name_and_asks_before_replacing(app):
    match = a_match()
    below = Dummy(app)
    app.push(below)
    menu = GameMenu(app, match)
    app.push(menu)
    app.run_frames(1)
    press(app, "Save game…")
    assert isinstance(app.scene, TextInputDialog)
    type_text(app, "Round one")
    key(app, pygame.K_RETURN)
    [row] = launch.list_saves()
    path = row.path
    assert row.name == "Round one" and json.loads(path.read_text())["game"] == "zefiria"
    assert app.scene is menu and "Round one" in app.toasts[-1][0]

    press(app, "Save game…")
    type_text(app, "Round one")
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, ConfirmDialog)
    press(app, "Replace")
    assert app.scene is menu and len(launch.list_saves()) == 1

    key(app, pygame.K_ESCAPE)
    assert app.scene is below


def test_game_menu_rules_settings_and_quit_to_title(app):
    app.push(Dummy(app))
    app.push(GameMenu(app, a_match()))
    app.run_frames(1)
    press(app, "Rules")
    assert isinstance(app.scene, RulesScene)
    key(app, pygame.K_ESCAPE)
    press(app, "Settings")
    assert isinstance(app.scene, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, GameMenu)
    press(app, "Quit to title")
    assert len(app.scenes) == 1 and isinstance(app.scene, TitleScene)


def test_loading_from_the_game_menu_replaces_the_game(app):
    launch.save_named(a_match(seed=9), "Other game")
    title = open_title(app)
    app.push(Dummy(app))
    app.push(GameMenu(app, a_match()))
    app.run_frames(1)
    press(app, "Load game…")
    scene = app.scene
    assert isinstance(scene, SavesScene)
    click(app, scene.row_rect(0).center)
    assert len(app.scenes) == 2 and isinstance(app.scenes[0], TitleScene) and app.scenes[0] is not title
    assert app.scene.match.seed == 9


# ------------------------------------------------------------------ smoke
def test_smoke_opens_every_screen_of_the_collection(app, tmp_path, monkeypatch):
    monkeypatch.setattr(smoke, "GAME_SCREENS", {"nothing": "game.games.nothing.screens:smoke_screens"})
    assert smoke.run_smoke(app, tmp_path) == 0
    names = {p.stem for p in tmp_path.glob("*.png")}
    assert {"title", "settings", "rules_zefiria_en", "rules_zefiria_es", "saves", "game_menu",
            "dialog_message", "dialog_confirm", "dialog_text_input", "title_in_progress", "continue_chooser",
            "continue_chooser_damaged", "dialog_start_new", "dialog_load_question", "saves_named"} <= names
    assert not launch.list_saves() and not launch.continue_available()


def test_smoke_names_a_screen_that_fails(app, monkeypatch, capsys):
    monkeypatch.setattr(smoke, "game_screens", lambda a: [("broken_screen", lambda: 1 / 0)])
    assert smoke.run_smoke(app) == 1
    assert "broken_screen" in capsys.readouterr().out


def test_smoke_with_the_games_own_screens_returns_0(app):
    assert smoke.run_smoke(app) == 0


def test_a_heading_not_laid_out_yet_is_reached_from_the_contents(app):
    scene = RulesScene(app, "fire_tower")
    app.push(scene)
    app.run_frames(1)
    last = len(scene.sections()) - 1
    assert scene.sections()[last][2] is None               # far down: not laid out yet
    click(app, scene.section_rects()[last].center)
    assert scene.layout.done and scene.offset == min(scene.sections()[last][2], scene.scrollbar.max_offset)

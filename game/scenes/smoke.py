"""--smoke: open every screen headless, draw a few frames of each, optionally screenshot.

Nothing here writes to the user's saves or settings: languages are switched on the
translator only, and no button is pressed."""
from __future__ import annotations

import importlib
import re
import traceback
from pathlib import Path

#: where each game lists its own screens: a function smoke_screens(app) -> [(name, factory)]
GAME_SCREENS = {"zefiria": "game.games.zefiria.screens:smoke_screens",
                "fire_tower": "game.games.fire_tower.screens:smoke_screens"}
FRAMES = 3


def _sample_match(game: str):
    from game.core.match import Match
    from game.games import rules_for
    setup = {"players": [{"name": "Player 1", "kind": "human"}, {"name": "Player 2", "kind": "human"}]}
    return Match(game, rules_for(game), setup, 1)


def _with_lang(app, lang: str, factory):
    """A factory that shows its screen in `lang` without touching the saved settings."""
    def make():
        app.t.lang = lang
        return factory()
    return make


def generic_screens(app) -> list:
    from game.scenes.dialogs import ConfirmDialog, MessageDialog, TextInputDialog
    from game.scenes.game_menu import GameMenu
    from game.scenes.rules_view import RulesScene
    from game.scenes.saves_scene import SavesScene
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.title import RulesChooser, TitleScene, games_with_rules

    t = app.t

    def game_menu():
        match = _sample_match("zefiria")
        try:
            from game.scenes.launch import SCENES, _load_class
            below = _load_class(SCENES[match.game])(app, match)
        except Exception:          # the game screen is checked on its own below
            below = TitleScene(app)
        return [below, GameMenu(app, match)]

    return [
        ("title", lambda: TitleScene(app)),
        ("title_es", _with_lang(app, "es", lambda: TitleScene(app))),
        ("settings", lambda: SettingsScene(app)),
        ("rules_zefiria_en", _with_lang(app, "en", lambda: RulesScene(app, "zefiria"))),
        ("rules_zefiria_es", _with_lang(app, "es", lambda: RulesScene(app, "zefiria"))),
        ("rules_missing", lambda: RulesScene(app, "root")),
        ("rules_chooser", lambda: RulesChooser(app, games_with_rules())),
        ("saves", lambda: SavesScene(app)),
        ("game_menu", game_menu),
        ("dialog_message", lambda: MessageDialog(app, t("smoke.message"))),
        ("dialog_confirm", lambda: ConfirmDialog(app, t("menu.overwrite", name="Zefiria"), lambda: None)),
        ("dialog_text_input", lambda: TextInputDialog(app, t("menu.save_prompt"), "Zefiria", lambda _: None)),
    ]


def game_screens(app) -> list:
    screens = []
    for game, spec in GAME_SCREENS.items():
        module, name = spec.split(":")
        try:
            factory = getattr(importlib.import_module(module), name)
        except ImportError as exc:
            print(f"smoke: note: no screens for {game} ({exc})")
            continue
        screens += list(factory(app))
    return screens


def _open(app, built) -> None:
    from game.scenes.title import TitleScene
    scenes = list(built) if isinstance(built, (list, tuple)) else ([built] if built is not None else [])
    if scenes and not scenes[0].overlay:
        app.reset_to(scenes[0])
        scenes = scenes[1:]
    elif built is not None:
        app.reset_to(TitleScene(app))
    for scene in scenes:
        app.push(scene)


def run_smoke(app, shots_dir=None) -> int:
    """0 when every screen opened and drew; else 1, naming each screen that failed."""
    folder = Path(shots_dir) if shots_dir else None
    if folder:
        folder.mkdir(parents=True, exist_ok=True)
    lang = app.t.lang
    failures = 0
    try:
        screens = generic_screens(app)
    except Exception as exc:
        print(f"smoke: FAILED to list the collection's screens: {exc!r}")
        traceback.print_exc()
        return 1
    try:
        screens += game_screens(app)
    except Exception as exc:
        print(f"smoke: FAILED to list the game screens: {exc!r}")
        traceback.print_exc()
        failures += 1
    for name, factory in screens:
        app.t.lang = lang
        app.running = True
        app.toasts.clear()
        app.frame_times.clear()
        try:
            _open(app, factory())
            app.run_frames(FRAMES)
            if folder:
                app.screenshot(folder / f"{re.sub(r'[^A-Za-z0-9_.-]+', '_', name)}.png")
            worst = max(app.frame_times[1:] or app.frame_times or [0.0]) * 1000
            print(f"smoke: ok      {name:28} slowest later frame {worst:6.1f} ms")
        except Exception as exc:
            failures += 1
            print(f"smoke: FAILED  {name}: {exc!r}")
            traceback.print_exc()
    app.t.lang = lang
    print(f"smoke: {len(screens) - failures} of {len(screens)} screens ok" if not failures
          else f"smoke: {failures} failure(s)")
    return 1 if failures else 0

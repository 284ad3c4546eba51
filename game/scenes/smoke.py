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
                "fire_tower": "game.games.fire_tower.screens:smoke_screens",
                "flamecraft": "game.games.flamecraft.screens:smoke_screens",
                "flamecraft_menus": "game.games.flamecraft.menu_screens:smoke_screens",
                "root": "game.games.root.screens:smoke_screens",
                "root_menus": "game.games.root.menu_screens:smoke_screens",
                "tutorials": "game.ui.tutorial:smoke_screens",     # Learn to play, each game
                "hints": "game.scenes.smoke:hint_screens"}         # the Hint button's tooltip, each game
FRAMES = 3


def _sample_match(game: str):
    from game.core.match import Match
    from game.games import rules_for
    setup = {"players": [{"name": f"Player {n}", "kind": "human", "default_name": True} for n in (1, 2)]}
    return Match(game, rules_for(game), setup, 1)


def _in_progress(damaged: bool = False) -> list:
    """Two games in progress as Continue lists them, made up in memory (nothing is read or
    written): Zefiria saved ten minutes ago (or damaged), Fire Tower yesterday."""
    import time
    from pathlib import Path

    from game.core.storage import StorageError
    from game.scenes.launch import Autosave, Progress
    now = time.time()
    zef_path = Path("autosave-zefiria.json")
    zefiria = Autosave(zef_path, "zefiria", StorageError(zef_path, "damaged"), saved=now - 600) if damaged \
        else Autosave(zef_path, "zefiria", None, Progress(("Player 1", "Player 2"), (True, True), round=3), now - 600)
    fire_tower = Autosave(Path("autosave-fire_tower.json"), "fire_tower", None,
                          Progress(("Player 1", "Player 2", "Player 3", "Player 4"), (True,) * 4, turn=12), now - 86400)
    return [zefiria, fire_tower]


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
    from game.scenes.title import ContinueChooser, RulesChooser, TitleScene, games_with_rules

    t = app.t

    def title_in_progress():
        scene = TitleScene(app)
        scene.in_progress = _in_progress()
        return scene

    def chooser(damaged=False):
        return [title_in_progress(), ContinueChooser(app, _in_progress(damaged), lambda entry: None)]

    def start_new_question():
        from game.scenes import launch
        from game.scenes.title import make_setup
        entry = _in_progress()[0]
        try:
            below = make_setup(app, "zefiria")          # where the question is asked
        except Exception:          # the set-up screen is checked on its own below
            below = title_in_progress()
        return [below, launch.discard_question(
            app, entry, "continue.start_question", lambda: None, "continue.start_new", offer_continue=True)]

    def saves_named():
        """The Load list with saves named as players name them (in memory: no file)."""
        import time
        from pathlib import Path

        from game.scenes.launch import Progress, SaveEntry
        now = time.time()
        rows = [("07.23", "zefiria", None, Progress(("Ana", "Ben"), round=4), now - 300),
                ("Día 3: ¿quién gana? Ana / Ben", "fire_tower", None, Progress(("Ana", "Ben", "Cy"), turn=9),
                 now - 7200),
                ("A very long name that somebody typed for the final of the family tournament " * 2,
                 "zefiria", None, Progress(("Solo",), round=2, level=5), now - 86400 * 3),
                ("Broken", None, "damaged", Progress(), now - 86400 * 400)]
        scene = SavesScene(app)
        scene.rows = [SaveEntry(Path(f"{i}.json"), name, game, problem, when, name, progress)
                      for i, (name, game, problem, progress, when) in enumerate(rows)]
        scene.refresh = lambda: None
        return scene

    def load_question():
        from game.scenes import launch
        return [saves_named(), launch.discard_question(app, _in_progress()[1], "continue.load_question",
                                                       lambda: None, "continue.load")]

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
        ("saves_named", saves_named),
        ("title_in_progress", title_in_progress),
        ("continue_chooser", chooser),
        ("continue_chooser_es", _with_lang(app, "es", chooser)),
        ("continue_chooser_damaged", lambda: chooser(damaged=True)),
        ("dialog_start_new", start_new_question),
        ("dialog_start_new_es", _with_lang(app, "es", start_new_question)),
        ("dialog_load_question", load_question),
        ("game_menu", game_menu),
        ("dialog_message", lambda: MessageDialog(app, t("smoke.message"))),
        ("dialog_confirm", lambda: ConfirmDialog(app, t("menu.overwrite", name="Zefiria"), lambda: None)),
        ("dialog_text_input", lambda: TextInputDialog(app, t("menu.save_prompt"), "Zefiria", lambda _: None)),
    ]


def hint_screens(app) -> list:
    """Each game's board with a hint shown and the mouse resting on the Hint button: its
    tooltip comes over the hint's line."""
    def hint_tooltip(game):
        from game.scenes.launch import SCENES, _load_class
        from game.ui.pass_and_play import PassAndPlayScene
        scene = _load_class(SCENES[game])(app, _sample_match(game))
        if isinstance(scene, PassAndPlayScene):         # the first player already sits at the screen
            scene.reveal(scene.state.current_player)
        scene.request_hint()
        for tip in scene.tooltips():
            tip.point(scene.hint_button.rect.center)
        return scene

    return [(f"{game}_hint_tooltip", lambda game=game: hint_tooltip(game))
            for game in ("zefiria", "fire_tower", "flamecraft", "root")]


#: the groups of screens a test walks one by one: the collection's own, then each game's
GROUPS = ["collection", *GAME_SCREENS]


def screens_of(app, group: str) -> list:
    """The (name, factory) pairs of one group of GROUPS."""
    if group == "collection":
        return generic_screens(app)
    module, name = GAME_SCREENS[group].split(":")
    return list(getattr(importlib.import_module(module), name)(app))


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

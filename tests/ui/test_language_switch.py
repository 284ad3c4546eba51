"""A change of language in the middle of a game (Menu → Settings → Español → back):
the prompt, the players' default names, the log and the painted panels follow at once,
and a save made then shows the default names in the language of the moment."""
import json
import os

from mouse import button, click

from game.core.match import Match
from game.games.fire_tower.describe import seat_name as fire_tower_name
from game.games.fire_tower.scene import square_rect
from game.games.zefiria.describe import seat_name as zefiria_name
from game.games import rules_for
from game.scenes import launch
from game.scenes import title as title_module
from game.ui.game_scene import GameScene

SHOTS = os.environ.get("LANG_SWITCH_SHOTS")     # a folder: save before/after screenshots there


def start_from_setup(app, game):
    """The game's own set-up screen, Start pressed: the real default players."""
    app.push(title_module.make_setup(app, game))
    app.run_frames(2)
    click(app, button(app.scene, "Start"))
    app.run_frames(3)
    scene = app.scene
    assert isinstance(scene, GameScene) and scene.game_key == game
    return scene


def switch_to_spanish(app, scene):
    """Menu → Settings → Español → Volver → Seguir jugando, all by mouse."""
    click(app, button(scene, "Menu"))
    click(app, button(app.scene, "Settings"))
    click(app, button(app.scene, "Español"))
    click(app, button(app.scene, "‹  Volver"))
    assert app.t.lang == "es" and app.scene.name == "game_menu"
    click(app, button(app.scene, "Seguir jugando"))
    assert app.scene is scene


def shot(app, name):
    if SHOTS:
        app.screenshot(launch.Path(SHOTS) / f"{name}.png")


def saved_then_loaded(app, scene):
    path = launch.save_named(scene.match, "mid-game")
    data = json.loads(path.read_text())
    players = data["setup"]["players"]
    assert players[0]["name"] == "Player 1" and players[0]["default_name"] is True   # as typed then
    match = Match.load(path, rules_for)
    launch.open_match(app, match)
    app.run_frames(3)
    return app.scene


def test_zefiria_follows_a_language_change_at_once(app):
    scene = start_from_setup(app, "zefiria")
    first = scene.state.current_player + 1
    assert scene.message.startswith(f"Player {first}:")
    assert scene.log[0].startswith("The islands of Zefiria")
    shot(app, "zefiria_before")
    repaints = scene.layers.repaints
    switch_to_spanish(app, scene)
    app.run_frames(8)
    shot(app, "zefiria_after")
    assert scene.message.startswith(f"Jugador {first}: haz clic")
    assert scene.log[0].startswith("Las islas de Zefiria")
    assert scene.layers.repaints >= repaints + 4          # the side panels were painted again
    assert [zefiria_name(app.t, scene.state, seat) for seat in (0, 1)] == ["Jugador 1", "Jugador 2"]

    loaded = saved_then_loaded(app, scene)
    assert loaded is not scene and loaded.message.startswith(f"Jugador {first}:")
    app.set_language("en")          # and back: the stored "Player 1" was never the point
    app.run_frames(3)
    assert loaded.message.startswith(f"Player {first}:")


def test_fire_tower_follows_a_language_change_at_once(app):
    scene = start_from_setup(app, "fire_tower")
    app.run_frames(2)
    names = [fire_tower_name(app.t, scene.state, seat) for seat in range(scene.state.n)]
    assert names == ["Player 1", "Player 2"]
    assert scene.message.startswith("Player 1:")
    r, c = sorted(scene.options()["squares"])[0]        # Player 1 places a firehawk
    click(app, square_rect(r, c).center)
    app.run_frames(4)
    assert scene.log[0] == "A new game of Fire Tower begins."
    assert any(line.startswith("Player 1") for line in scene.log)
    shot(app, "fire_tower_before")
    repaints = scene.layers.repaints
    switch_to_spanish(app, scene)
    app.run_frames(8)
    shot(app, "fire_tower_after")
    assert [fire_tower_name(app.t, scene.state, seat) for seat in range(scene.state.n)] == ["Jugador 1", "Jugador 2"]
    assert "Jugador" in scene.message and "Player" not in scene.message
    assert not any("Player" in line for line in scene.log)
    assert scene.log[0] == "Empieza una partida de Fire Tower."
    assert any(line.startswith("Jugador 1") for line in scene.log)      # the firehawk, in Spanish
    assert scene.layers.repaints >= repaints + 4

    loaded = saved_then_loaded(app, scene)
    assert [fire_tower_name(app.t, loaded.state, seat) for seat in range(loaded.state.n)] == ["Jugador 1", "Jugador 2"]


def test_an_old_save_without_the_marker_keeps_its_stored_names(app):
    app.set_language("es")
    setup = {"players": [{"name": "Player 1", "kind": "human"}, {"name": "Player 2", "kind": "human"}]}
    match = Match("zefiria", rules_for("zefiria"), setup, 5)
    launch.open_match(app, match)
    app.run_frames(3)
    assert app.scene.message.startswith("Player ")
    assert [zefiria_name(app.t, match.state, seat) for seat in (0, 1)] == ["Player 1", "Player 2"]

"""A computer player's pace (issue 13): the Computer speed setting (Slow / Normal / Fast /
Instant, chosen in Settings by mouse and remembered) sets how long each of its moves stays
on screen before the next; Instant plays as soon as the move is chosen."""
import pytest

from mouse import button, click

from game.core.match import Match
from game.games.zefiria import rules
from game.games.zefiria.scene import ZefiriaScene
from game.scenes.settings_scene import SettingsScene
from game.ui.app import App
from game.ui.settings import BOT_PAUSES, BOT_SPEEDS, defaults

BOT_FIRST = {"players": [{"name": "Bot", "kind": "bot"}, {"name": "Ana", "kind": "human"}],
             "storm": False, "spirits": ["skyron", "etesia"], "first_player": 0}


def bot_game(app):
    scene = ZefiriaScene(app, Match("zefiria", rules, BOT_FIRST, 5))
    app.reset_to(scene)
    assert scene.is_bot_turn()
    return scene


def test_normal_is_the_default_and_the_setting_is_chosen_in_settings_by_mouse(app):
    assert defaults()["bot_speed"] == "normal"              # what a fresh folder starts with
    app.push(SettingsScene(app))
    app.run_frames(1)
    row = [b for b in app.scene.buttons.buttons if b.label() in ("Slow", "Instant")]
    assert [b.label() for b in row] == ["Slow", "Instant"]
    click(app, button(app.scene, "Instant"))
    assert app.settings["bot_speed"] == "instant"
    click(app, button(app.scene, "Slow"))
    assert app.settings["bot_speed"] == "slow"
    assert App(headless=True).settings["bot_speed"] == "slow"    # remembered


def test_spanish_labels(app):
    app.set_language("es")
    app.push(SettingsScene(app))
    app.run_frames(1)
    assert app.t("settings.bot_speed") == "Ritmo del ordenador"
    click(app, button(app.scene, "Inmediato"))
    assert app.settings["bot_speed"] == "instant"
    click(app, button(app.scene, "Lento"))
    assert app.settings["bot_speed"] == "slow"


@pytest.mark.parametrize("speed", BOT_SPEEDS)
def test_the_setting_changes_the_delay(app, speed):
    scene = bot_game(app)
    app.settings.set("bot_speed", speed)
    assert scene.bot_pause() == BOT_PAUSES[speed]
    assert BOT_PAUSES["slow"] > BOT_PAUSES["normal"] > BOT_PAUSES["fast"] > BOT_PAUSES["instant"] == 0


def frames_until_the_bot_moves(app, scene, limit=400):
    for frames in range(1, limit + 1):
        app.run_frames(1)           # 1/60 s a frame; each frame waits for the bot's thinking
        if scene.match.actions:
            return frames
    return None


def test_instant_plays_a_bot_turn_without_waiting(app):
    app.settings.set("bot_speed", "instant")
    scene = bot_game(app)
    assert frames_until_the_bot_moves(app, scene) <= 3


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
def test_each_speed_waits_its_time_before_a_move(app, speed):
    app.settings.set("bot_speed", speed)
    scene = bot_game(app)
    frames = frames_until_the_bot_moves(app, scene)
    wanted = BOT_PAUSES[speed] * 60
    assert wanted <= frames <= wanted + 4, (speed, frames)

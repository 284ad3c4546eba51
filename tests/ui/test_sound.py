"""Sound: the layer never stops the game (no device, a failing mixer, missing or broken
files), the table names only sounds that exist and events the rules emit, the tool makes the
committed files again, the files are sane to the ear in numbers, events and moments reach the
layer through the real App loop, and Settings changes volume and mute by mouse."""
import importlib.util
import re
import shutil
import sys
import wave
from array import array
from pathlib import Path

import pygame
import pytest

from mouse import button, click

from game.core import sound_table
from game.core.data import ROOT, DataError
from game.core.match import Match
from game.scenes import launch
from game.scenes.settings_scene import SettingsScene
from game.ui import sound
from game.ui.app import App, run_app
from game.ui.sound import SoundLayer, outcome

SOUNDS = ROOT / "sounds"


def load_tool():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def spy(monkeypatch, layer):
    """Record every sound the layer is asked to play (and still play it)."""
    asked = []
    real = layer.play

    def play(name):
        asked.append(name)
        return real(name)
    monkeypatch.setattr(layer, "play", play)
    return asked


SETTINGS = {"muted": False, "effects_volume": 0.5, "music_volume": 0.25}


# ------------------------------------------------------------------ no device, no file
def test_the_dummy_driver_plays_everything(app):
    layer = app.sound
    assert layer.mixer_ready()
    for name in sound_table.names_in(layer.table()):
        if name != layer.table()["music"]:
            assert layer.play(name), name
    assert layer.ui("click") and layer.events("zefiria", [{"type": "swap"}]) == ["swap"]
    app.settings.set("music_volume", 0.25)
    assert layer.start_music() and layer.music_on
    layer.stop_music()
    assert not layer.music_on


def test_a_mixer_that_cannot_open_means_silence(monkeypatch, capsys):
    """pygame not initialised (the layer used on its own) and the device refusing."""
    def refuse(*args, **kwargs):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    layer = SoundLayer(SETTINGS)           # music on in these settings: it cannot start either
    assert not layer.music_on
    assert layer.play("click") is False and layer.ui("win") is False
    assert layer.events("fire_tower", [{"type": "gems_placed"}]) == ["gem_drop"]   # asked, silent
    assert layer.start_music() is False
    layer.apply_settings()
    err = capsys.readouterr().err
    assert err.count("No available audio device") == 1 and "without sound" in err


def test_no_second_attempt_after_pygame_init_failed_to_open_a_device(monkeypatch, capsys):
    """A broken sound server can take seconds to refuse: pygame.init() tried, that is enough."""
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame, "get_init", lambda: True)
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: pytest.fail("mixer opened twice"))
    layer = SoundLayer(SETTINGS)
    assert layer.play("swap") is False and layer.play("swap") is False
    assert capsys.readouterr().err.count("no audio device") == 1


def test_a_pygame_without_its_mixer_module(monkeypatch):
    def missing():
        raise NotImplementedError("mixer module not available")
    monkeypatch.setattr(pygame.mixer, "get_init", missing)
    layer = SoundLayer(SETTINGS)
    assert layer.play("click") is False and layer.start_music() is False


def test_an_app_with_no_audio_device_starts_and_clicks(monkeypatch):
    """The whole App with SDL's audio refused: the title screen works, buttons click silently."""
    from game.scenes.title import TitleScene
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    application = App(headless=True, lang="en")
    try:
        application.push(TitleScene(application))
        application.run_frames(1)
        click(application, button(application.scene, "Settings"))
        assert application.scene.name == "settings"
        click(application, button(application.scene, "Muted"))
        assert application.settings["muted"] is True
    finally:
        pygame.quit()


def test_missing_and_broken_files_stay_silent_with_one_line_each(app, tmp_path, capsys):
    folder = tmp_path / "sounds"
    folder.mkdir()
    (folder / "click.wav").write_bytes(b"RIFF\x10\x00\x00\x00WAVEnot a sound at all")
    shutil.copy(SOUNDS / "swap.wav", folder / "swap.wav")
    layer = SoundLayer(app.settings, folder=folder)
    for _ in range(3):
        assert layer.play("click") is False         # broken
        assert layer.play("card") is False          # missing
        assert layer.play("swap") is True
    app.settings.set("music_volume", 0.25)
    assert layer.start_music() is False               # missing music
    lines = capsys.readouterr().err.splitlines()
    assert [line.split(" (")[0] for line in lines] == [
        "sound: cannot play click.wav", "sound: cannot play card.wav", "sound: cannot play the music"]


def test_a_broken_table_after_start_up_means_silence(app, tmp_path, capsys):
    table = tmp_path / "sounds.yaml"
    table.write_text("ui: [not, a, mapping")
    layer = SoundLayer(app.settings, table_path=table)
    assert layer.ui("click") is False and layer.events("zefiria", [{"type": "swap"}]) == []
    assert "sounds.yaml" in capsys.readouterr().err


def test_muted_plays_nothing_and_the_layer_loads_nothing_before_it_is_needed(app):
    layer = app.sound
    assert layer._table is None and not layer._sounds and not layer.music_on   # start-up is free
    app.settings.set("muted", True)
    assert layer.play("click") is False and not layer._sounds


# ------------------------------------------------------------------ the table
def test_every_sound_the_table_names_is_a_whole_wav():
    table = sound_table.check_sounds(["zefiria", "fire_tower"])
    for name in sound_table.names_in(table):
        assert (SOUNDS / f"{name}.wav").is_file(), name
    for name in table["gain"]:
        assert (SOUNDS / f"{name}.wav").is_file(), name


@pytest.mark.parametrize("game", ["zefiria", "fire_tower"])
def test_the_table_names_only_events_the_rules_emit(game):
    source = "".join(p.read_text(encoding="utf-8")
                     for p in (ROOT / "game" / "games" / game).glob("rules*.py"))
    emitted = set(re.findall(r'"type": "([a-z_]+)"', source))
    mapped = sound_table.load_table()["events"][game]
    assert set(mapped) <= emitted, set(mapped) - emitted
    assert len(mapped) >= 5


def test_the_issue_moments_each_have_a_sound():
    table = sound_table.load_table()
    zef, ft = table["events"]["zefiria"], table["events"]["fire_tower"]
    assert {zef["swap"], zef["fly"], zef["storm"]} == {"swap", "flight", "storm"}
    assert (ft["gems_placed"], ft["firebreaks_placed"], ft["gems_removed"], ft["hawk_placed"],
            ft["wind_roll"], ft["tower_burned"], ft["card_played"]) == \
        ("gem_drop", "firebreak", "water", "hawk", "wind_die", "tower_burn", "card")
    assert table["ui"] == {"click": "click", "win": "win", "loss": "loss"}


def test_one_action_plays_each_sound_once_and_at_most_a_few(app, monkeypatch):
    asked = spy(monkeypatch, app.sound)
    events = [{"type": t} for t in ("card_played", "gems_placed", "gems_placed", "hawk_triggered",
                                    "tower_burned", "wind_roll", "turn_end")]
    assert app.sound.events("fire_tower", events) == ["card", "gem_drop", "hawk"]
    assert asked == ["card", "gem_drop", "hawk"]
    assert app.sound.events("fire_tower", [{"type": "turn_end"}]) == []
    assert app.sound.events("root", [{"type": "swap"}]) == []


def test_a_missing_sound_stops_start_up_with_the_file_named(tmp_path, monkeypatch, capsys):
    folder = tmp_path / "sounds"
    shutil.copytree(SOUNDS, folder)
    (folder / "water.wav").unlink()
    monkeypatch.setattr(sound_table, "SOUNDS_DIR", folder)
    assert run_app(startup_check=True) == 2
    err = capsys.readouterr().err
    assert err.startswith("Cannot start: ") and "water.wav" in err and "Traceback" not in err


@pytest.mark.parametrize("cut", [0, 30, -100])
def test_a_sound_cut_short_stops_start_up(tmp_path, monkeypatch, capsys, cut):
    folder = tmp_path / "sounds"
    shutil.copytree(SOUNDS, folder)
    data = (folder / "hawk.wav").read_bytes()
    (folder / "hawk.wav").write_bytes(data[:cut])
    monkeypatch.setattr(sound_table, "SOUNDS_DIR", folder)
    assert run_app(startup_check=True) == 2
    assert "hawk.wav" in capsys.readouterr().err


@pytest.mark.parametrize("edit, words", [
    (lambda t: t.replace("  fire_tower:\n    card_played", "  fire_towr:\n    card_played"),
     ["sounds.yaml", "events.fire_towr", "fire_tower"]),
    (lambda t: t.replace("per_action: 3", "per_action: lots"), ["sounds.yaml", "per_action"]),
    (lambda t: t.replace("  click: 0.6", "  click: 6"), ["sounds.yaml", "gain.click", "0 to 1"]),
    (lambda t: t.replace("    swap: swap", "    swap: swoosh"), ["sounds/swoosh.wav"]),
])
def test_a_broken_sound_table_stops_start_up(tmp_path, monkeypatch, capsys, edit, words):
    table = tmp_path / "sounds.yaml"
    table.write_text(edit(sound_table.TABLE.read_text(encoding="utf-8")), encoding="utf-8")
    monkeypatch.setattr(sound_table, "TABLE", table)
    assert run_app(startup_check=True) == 2
    err = capsys.readouterr().err
    for word in words:
        assert word in err, (word, err)


# ------------------------------------------------------------------ the files, in numbers
def test_the_tool_makes_the_committed_files_again(tmp_path):
    """Same names, same headers, the same samples (a different maths library may round a
    sample differently by one step; nothing more is allowed)."""
    tool = load_tool()
    tool.make_all(tmp_path)
    made = sorted(p.name for p in tmp_path.glob("*.wav"))
    assert made == sorted(p.name for p in SOUNDS.glob("*.wav")) == sorted(f"{n}.wav" for n in tool.SOUNDS)
    for name in made:
        new, old = (tmp_path / name).read_bytes(), (SOUNDS / name).read_bytes()
        if new == old:
            continue
        assert new[:44] == old[:44], name
        a, b = array("h", new[44:]), array("h", old[44:])
        assert len(a) == len(b) and max(abs(x - y) for x, y in zip(a, b)) <= 1, name


def test_each_sound_is_short_audible_unclipped_and_starts_and_ends_quietly():
    tool = load_tool()
    total = 0
    for path in sorted(SOUNDS.glob("*.wav")):
        a = tool.analyse(path)
        total += a["bytes"]
        assert a["channels"] == 1 and a["width"] == 2, path.name
        assert a["clipped"] == 0 and a["peak_db"] < -1.0, path.name       # headroom, no clipping
        assert a["peak_db"] > -14 and a["rms_db"] > -36, path.name        # not silent
        if path.stem == "music":
            assert 30 <= a["seconds"] <= 60 and a["rate"] == 16000
        else:
            assert 0.08 <= a["seconds"] <= 1.6 and a["rate"] == 22050, path.name
            assert max(a["edges"]) <= 64, path.name                       # no click at either end
    assert total < 2 * 1024 * 1024


def test_the_music_loops_without_a_jump():
    with wave.open(str(SOUNDS / "music.wav"), "rb") as w:
        data = array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        data.byteswap()
    steps = sorted(abs(data[i + 1] - data[i]) for i in range(0, len(data) - 1, 7))
    typical = steps[int(len(steps) * 0.99)]
    assert abs(data[0] - data[-1]) <= typical


# ------------------------------------------------------------------ through the App loop
ZEF_TWO = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}],
           "storm": False, "spirits": ["borea", "jugo"], "first_player": 0}


def press_release(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run_frames(3)


def test_a_zefiria_flight_and_swap_by_mouse_play_their_sounds(app, monkeypatch):
    asked = spy(monkeypatch, app.sound)
    launch.start_match(app, "zefiria", ZEF_TWO, seed=11)
    app.run_frames(2)
    scene = app.scene
    press_release(app, scene.cells[0].center)
    press_release(app, scene.cells[24].center)
    assert scene.state.phase == "play"
    press_release(app, scene.pawn_centre(scene.state.pos["borea"]))
    target = sorted(scene.state.fly_targets())[0]
    asked.clear()
    press_release(app, scene.cells[target].center)
    assert scene.state.pos["borea"] == target and asked == ["flight"]
    (a, b), _ = min(scene.state.breeze_options().items(), key=lambda kv: kv[1])
    asked.clear()
    press_release(app, scene.cells[a].center)
    press_release(app, scene.cells[b].center)
    assert "swap" in asked


def test_a_fire_tower_game_between_computers_sounds_its_moves(app, monkeypatch):
    from game.games.fire_tower import rules
    from game.games.fire_tower.scene import FireTowerScene
    asked = spy(monkeypatch, app.sound)
    bots = {"players": [{"name": "A", "kind": "bot"}, {"name": "B", "kind": "bot"}]}
    scene = FireTowerScene(app, Match("fire_tower", rules, bots, 5))
    app.reset_to(scene)
    app.run_frames(120)
    assert len(scene.match.actions) > 3
    assert {"gem_drop", "wind_die"} <= set(asked), asked


@pytest.mark.parametrize("muted", [False, True])
def test_the_end_of_a_game_plays_its_verdict(app, monkeypatch, muted):
    app.settings.set("muted", muted)
    moments = []
    monkeypatch.setattr(app.sound, "ui", lambda moment: moments.append(moment))
    launch.start_match(app, "zefiria", ZEF_TWO, seed=11)
    app.run_frames(2)
    scene = app.scene
    launch.finish_match(app, scene.match, scene)      # the shuffled city scores a balloon
    app.run_frames(1)
    assert app.scene.name == "zefiria_end" and moments == ["loss"]


def test_win_or_loss_for_each_kind_of_end():
    table = sound_table.load_table()
    people = [{"kind": "human"}, {"kind": "bot"}]
    assert outcome("zefiria", {"verdict": "great"}, people, None, table) == "win"
    assert outcome("zefiria", {"verdict": "balloon"}, people, None, table) == "loss"
    assert outcome("zefiria", {"verdict": "great"}, people, {"won": False}, table) == "loss"
    assert outcome("fire_tower", {"winners": [0]}, people, None, table) == "win"
    assert outcome("fire_tower", {"winners": [1]}, people, None, table) == "loss"
    assert outcome("fire_tower", {"winners": []}, people, None, table) == "loss"
    assert outcome("fire_tower", {"winners": [1]}, [{"kind": "bot"}] * 2, None, table) == "win"
    assert outcome("fire_tower", {"winners": [0], "outcome": "loss"}, people, None, table) == "loss"


def test_buttons_click(app, monkeypatch):
    asked = spy(monkeypatch, app.sound)
    app.push(SettingsScene(app))
    app.run_frames(1)
    click(app, button(app.scene, "Fast"))
    assert asked == ["click"]


# ------------------------------------------------------------------ Settings by mouse
def test_settings_change_volume_music_and_mute_by_mouse(app, monkeypatch):
    asked = spy(monkeypatch, app.sound)
    app.push(SettingsScene(app))
    app.run_frames(1)
    assert app.settings["muted"] is False and app.settings["effects_volume"] == 0.5
    assert app.settings["music_volume"] == 0.0 and not app.sound.music_on     # music off at first

    click(app, button(app.scene, "High"))           # the first High is the effects' volume
    assert app.settings["effects_volume"] == 1.0 and asked[-1] == "click"
    highs = [b for b in app.scene.buttons.buttons if b.label() == "High"]
    click(app, highs[1].rect.center)                # the music's
    assert app.settings["music_volume"] == 0.5 and app.sound.music_on
    assert pygame.mixer.music.get_volume() == pytest.approx(0.5, abs=0.01)
    click(app, button(app.scene, "Low"))            # effects low
    assert app.settings["effects_volume"] == 0.25

    asked.clear()
    click(app, button(app.scene, "Muted"))
    assert app.settings["muted"] is True and not app.sound.music_on
    assert app.sound.play("click") is False
    click(app, button(app.scene, "Sound on"))
    assert app.settings["muted"] is False and app.sound.music_on
    offs = [b for b in app.scene.buttons.buttons if b.label() == "Off"]
    click(app, offs[-1].rect.center)                # music off
    assert app.settings["music_volume"] == 0.0 and not app.sound.music_on

    again = App(headless=True)
    assert again.settings["effects_volume"] == 0.25 and again.settings["music_volume"] == 0.0
    assert again.settings["muted"] is False


def test_music_chosen_last_time_starts_with_the_app(app):
    app.change_setting("music_volume", 0.1)
    again = App(headless=True)
    assert again.sound.music_on and pygame.mixer.music.get_busy()
    again.sound.stop_music()


def test_a_volume_out_of_range_falls_back_and_is_named(user_data):
    import json
    user_data.mkdir(parents=True)
    (user_data / "settings.json").write_text(json.dumps({"music_volume": 0.3, "muted": "yes"}))
    application = App(headless=True, lang="en")
    try:
        assert application.settings["music_volume"] == 0.0 and application.settings["muted"] is False
        text = application.toasts[0][0]
        assert "Sound" in text and "Music" in text
    finally:
        pygame.quit()


def test_the_current_layer_is_the_running_apps(app):
    assert sound.current() is app.sound
    with pytest.raises(DataError):
        sound_table.check_wav(Path(__file__))

"""A broken data file stops start-up with a message naming file, key and expectation."""
import shutil

import pytest

from game.games.zefiria import config, data_check
from game.ui.app import run_app


def test_broken_rules_file_stops_start_up_with_a_plain_message(tmp_path, monkeypatch, capsys):
    data = tmp_path / "data"
    shutil.copytree(config.DATA_DIR, data)
    rules = data / "zefiria" / "rules.yaml"
    rules.write_text(rules.read_text().replace("magic_gems: 6", "magic_gems: many"))
    monkeypatch.setattr(config, "DATA_DIR", data)
    config.load_config.cache_clear()
    try:
        assert run_app(startup_check=True) == 2
    finally:
        config.load_config.cache_clear()
    err = capsys.readouterr().err
    assert "rules.yaml" in err and "magic_gems" in err and "whole number" in err


def test_broken_city_map_stops_start_up(tmp_path, monkeypatch, capsys):
    broken = tmp_path / "city.tmx"
    broken.write_text("<map>not a map")
    monkeypatch.setattr(data_check, "CITY_MAP", broken)
    assert run_app(startup_check=True) == 2
    assert "city.tmx" in capsys.readouterr().err


def test_broken_forest_map_stops_start_up(tmp_path, monkeypatch, capsys):
    from game.games.fire_tower import data_check as ft_check
    broken = tmp_path / "forest.tmx"
    broken.write_text("<map>not a map")
    monkeypatch.setattr(ft_check, "FOREST_MAP", broken)
    assert run_app(startup_check=True) == 2
    assert "forest.tmx" in capsys.readouterr().err


def test_a_forest_map_without_a_tower_names_the_missing_object(tmp_path, monkeypatch, capsys):
    from game.games.fire_tower import data_check as ft_check
    text = ft_check.FOREST_MAP.read_text().replace('name="tower_blue"', 'name="tower_sky"')
    folder = tmp_path / "data" / "fire_tower"          # the tileset is found at ../../sprites
    folder.mkdir(parents=True)
    (tmp_path / "sprites").symlink_to(ft_check.FOREST_MAP.parents[2] / "sprites")
    (folder / "forest.tmx").write_text(text)
    monkeypatch.setattr(ft_check, "FOREST_MAP", folder / "forest.tmx")
    assert run_app(startup_check=True) == 2
    err = capsys.readouterr().err
    assert "forest.tmx" in err and "places" in err and "tower_blue" in err


# ---------------------------------------------------------------- files that are not there
# or not what they should be: each stops start-up with the file named, never a traceback.
def copied_data(tmp_path, monkeypatch):
    """A copy of data/ and sprites/ that the program reads instead of the real ones."""
    from game.core import data_files
    from game.games.fire_tower import config as ft_config
    from game.games.fire_tower import data_check as ft_check
    data, sprites = tmp_path / "data", tmp_path / "sprites"
    shutil.copytree(config.DATA_DIR, data)
    shutil.copytree(data_files.SPRITES_DIR, sprites)
    monkeypatch.setattr(config, "DATA_DIR", data)
    monkeypatch.setattr(ft_config, "DATA_DIR", data)
    monkeypatch.setattr(data_check, "CITY_MAP", data / "zefiria" / "city.tmx")
    monkeypatch.setattr(ft_check, "FOREST_MAP", data / "fire_tower" / "forest.tmx")
    monkeypatch.setattr(data_files, "SPRITES_DIR", sprites)
    return data, sprites


def stops_start_up(capsys, *words):
    from game.games.fire_tower import config as ft_config
    config.load_config.cache_clear()
    ft_config.load_config.cache_clear()
    try:
        assert run_app(startup_check=True) == 2
    finally:
        config.load_config.cache_clear()
        ft_config.load_config.cache_clear()
    err = capsys.readouterr().err
    assert err.startswith("Cannot start: ") and "Traceback" not in err
    for word in words:
        assert word in err, (word, err)
    return err


def test_the_copied_data_starts(tmp_path, monkeypatch, capsys):
    """The copy itself is fine (so each test below fails for its own reason)."""
    copied_data(tmp_path, monkeypatch)
    config.load_config.cache_clear()
    try:
        assert run_app(startup_check=True) == 0
    finally:
        config.load_config.cache_clear()


def test_a_data_file_that_is_not_utf8(tmp_path, monkeypatch, capsys):
    data, _ = copied_data(tmp_path, monkeypatch)
    rules = data / "zefiria" / "rules.yaml"
    rules.write_bytes(rules.read_bytes().replace(b"# Zefiria", b"# Zef\xefria", 1))
    stops_start_up(capsys, "zefiria/rules.yaml", "UTF-8")


def test_a_missing_fire_tower_solo_file(tmp_path, monkeypatch, capsys):
    data, _ = copied_data(tmp_path, monkeypatch)
    (data / "fire_tower" / "solo.yaml").unlink()
    stops_start_up(capsys, "solo.yaml", "a readable file")


def test_an_unknown_zefiria_spirit(tmp_path, monkeypatch, capsys):
    data, _ = copied_data(tmp_path, monkeypatch)
    rules = data / "zefiria" / "rules.yaml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("skyron, austro]", "skyron, zephyr]"),
                     encoding="utf-8")
    stops_start_up(capsys, "rules.yaml", "spirits[4]", "austro", "zephyr")


@pytest.mark.parametrize("gone", ["fire_tower/forest_tiles.tsx", "fire_tower/forest_tiles.png",
                                  "zefiria/city_tiles.png"])
def test_a_missing_tileset_or_its_image(tmp_path, monkeypatch, capsys, gone):
    """The maps find their tilesets at ../../sprites, so the copy has its own sprites."""
    _, sprites = copied_data(tmp_path, monkeypatch)
    (sprites / gone).unlink()
    stops_start_up(capsys, ".tmx" if gone.endswith(".tsx") else gone)


@pytest.mark.parametrize("gone", ["zefiria/island_17.png", "fire_tower/card_back.png",
                                  "zefiria/pawn_austro.png", "fire_tower/die_shadow_6.png",
                                  "title/root.png", "ui/icon.png"])
def test_a_missing_sprite(tmp_path, monkeypatch, capsys, gone):
    _, sprites = copied_data(tmp_path, monkeypatch)
    (sprites / gone).unlink()
    stops_start_up(capsys, gone, "PNG")


@pytest.mark.parametrize("cut", [0, 40, -5])
def test_a_sprite_cut_short_or_empty(tmp_path, monkeypatch, capsys, cut):
    _, sprites = copied_data(tmp_path, monkeypatch)
    card = sprites / "fire_tower" / "card_water.png"
    card.write_bytes(card.read_bytes()[:cut])
    stops_start_up(capsys, "card_water.png", "whole PNG")

"""A broken data file stops start-up with a message naming file, key and expectation."""
import shutil

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

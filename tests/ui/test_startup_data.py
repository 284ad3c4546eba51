"""Broken data files at start-up, each named with file, key and expectation, never a
traceback. A game's own file (its data, maps, tile sets, sprites) greys that game on the
title screen with the reason and the rest of the collection runs (--startup-check exits
1); a file the whole collection needs (the texts, the title's pictures, the sounds) stops
start-up (exit 2)."""
import shutil

import pytest

from game.games import PROBLEMS
from game.games.zefiria import config, data_check
from game.ui.app import run_app


def copied_data(tmp_path, monkeypatch):
    """A copy of data/ and sprites/ that the program reads instead of the real ones."""
    from game.core import data_files
    from game.games.fire_tower import config as ft_config
    from game.games.fire_tower import data_check as ft_check
    from game.games.flamecraft import config as fc_config
    from game.games.flamecraft import data_check as fc_check
    data, sprites = tmp_path / "data", tmp_path / "sprites"
    shutil.copytree(config.DATA_DIR, data)
    shutil.copytree(data_files.SPRITES_DIR, sprites)
    monkeypatch.setattr(config, "DATA_DIR", data)
    monkeypatch.setattr(ft_config, "DATA_DIR", data)
    monkeypatch.setattr(fc_config, "DATA_DIR", data)
    monkeypatch.setattr(data_check, "CITY_MAP", data / "zefiria" / "city.tmx")
    monkeypatch.setattr(ft_check, "FOREST_MAP", data / "fire_tower" / "forest.tmx")
    monkeypatch.setattr(fc_check, "TOWN_MAP", data / "flamecraft" / "town.tmx")
    monkeypatch.setattr(data_files, "SPRITES_DIR", sprites)
    return data, sprites


def _start(capsys):
    from game.games.fire_tower import config as ft_config
    from game.games.flamecraft import config as fc_config
    loaders = (config.load_config, ft_config.load_config, fc_config.load_config)
    for load in loaders:
        load.cache_clear()
    try:
        code = run_app(startup_check=True)
    finally:
        for load in loaders:
            load.cache_clear()
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return code, err


def stops_start_up(capsys, *words):
    code, err = _start(capsys)
    assert code == 2 and err.startswith("Cannot start: "), err
    for word in words:
        assert word in err, (word, err)
    return err


def greys(capsys, game, *words):
    """Start-up goes on with `game` greyed for the reason, every other game whole."""
    code, err = _start(capsys)
    assert code == 1, err
    assert list(PROBLEMS) == [game], PROBLEMS
    line = next(line for line in err.splitlines() if line.startswith(f"Cannot open {game}: "))
    for word in words:
        assert word in line, (word, line)
    return line


def test_the_copied_data_starts(tmp_path, monkeypatch, capsys):
    """The copy itself is fine (so each test below fails for its own reason)."""
    copied_data(tmp_path, monkeypatch)
    assert _start(capsys)[0] == 0 and not PROBLEMS


# ---------------------------------------------------------------- a game's own files
def test_a_broken_rules_file_greys_its_game_with_a_plain_message(tmp_path, monkeypatch, capsys):
    data, _ = copied_data(tmp_path, monkeypatch)
    rules = data / "zefiria" / "rules.yaml"
    rules.write_text(rules.read_text().replace("magic_gems: 6", "magic_gems: many"))
    greys(capsys, "zefiria", "rules.yaml", "magic_gems", "whole number")


def test_a_data_file_that_is_not_utf8(tmp_path, monkeypatch, capsys):
    data, _ = copied_data(tmp_path, monkeypatch)
    rules = data / "zefiria" / "rules.yaml"
    rules.write_bytes(rules.read_bytes().replace(b"# Zefiria", b"# Zef\xefria", 1))
    greys(capsys, "zefiria", "zefiria/rules.yaml", "UTF-8")


def test_a_missing_fire_tower_solo_file(tmp_path, monkeypatch, capsys):
    data, _ = copied_data(tmp_path, monkeypatch)
    (data / "fire_tower" / "solo.yaml").unlink()
    greys(capsys, "fire_tower", "solo.yaml", "a readable file")


def test_an_unknown_zefiria_spirit(tmp_path, monkeypatch, capsys):
    data, _ = copied_data(tmp_path, monkeypatch)
    rules = data / "zefiria" / "rules.yaml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("skyron, austro]", "skyron, zephyr]"),
                     encoding="utf-8")
    greys(capsys, "zefiria", "rules.yaml", "spirits[4]", "austro", "zephyr")


@pytest.mark.parametrize("game, name", [("zefiria", "city.tmx"), ("fire_tower", "forest.tmx"),
                                        ("flamecraft", "town.tmx")])
@pytest.mark.parametrize("damage", ["not a map", "missing", "cut short"])
def test_a_broken_map_greys_its_game(tmp_path, monkeypatch, capsys, game, name, damage):
    data, _ = copied_data(tmp_path, monkeypatch)
    path = data / game / name
    if damage == "missing":
        path.unlink()
    else:
        text = path.read_text()
        path.write_text("<map>not a map" if damage == "not a map" else text[:len(text) // 2])
    greys(capsys, game, name)


def test_a_forest_map_without_a_tower_names_the_missing_object(tmp_path, monkeypatch, capsys):
    data, _ = copied_data(tmp_path, monkeypatch)
    forest = data / "fire_tower" / "forest.tmx"
    forest.write_text(forest.read_text().replace('name="tower_blue"', 'name="tower_sky"'))
    greys(capsys, "fire_tower", "forest.tmx", "places", "tower_blue")


@pytest.mark.parametrize("group, name", [("spaces", "space_13"), ("park", "park_4"), ("row", "row_0"),
                                         ("decks", "shop_deck"), ("track", "track"),
                                         ("fountain", "fountain")])
def test_a_town_map_without_a_place_the_board_needs(tmp_path, monkeypatch, capsys, group, name):
    """Flamecraft's town.tmx: each object the board places the town by (FlamecraftScene.load_town)."""
    data, _ = copied_data(tmp_path, monkeypatch)
    town = data / "flamecraft" / "town.tmx"
    text = town.read_text()
    assert f'name="{name}"' in text
    town.write_text(text.replace(f'name="{name}"', 'name="elsewhere"'))
    greys(capsys, "flamecraft", "town.tmx", group, name)


@pytest.mark.parametrize("gone", ["fire_tower/forest_tiles.tsx", "fire_tower/forest_tiles.png",
                                  "zefiria/city_tiles.png", "flamecraft/town_tiles.tsx",
                                  "flamecraft/town_tiles.png"])
@pytest.mark.parametrize("damage", ["missing", "cut short", "empty"])
def test_a_broken_tileset_or_its_image(tmp_path, monkeypatch, capsys, gone, damage):
    """The maps find their tilesets at ../../sprites, so the copy has its own sprites; the
    file at fault is the one named."""
    _, sprites = copied_data(tmp_path, monkeypatch)
    path = sprites / gone
    if damage == "missing":
        path.unlink()
    else:
        raw = path.read_bytes()
        path.write_bytes(b"" if damage == "empty" else raw[:len(raw) // 2])
    greys(capsys, gone.split("/")[0], gone.split("/")[1])


def test_a_tileset_image_too_small_for_its_tiles(tmp_path, monkeypatch, capsys):
    _, sprites = copied_data(tmp_path, monkeypatch)
    tsx = sprites / "flamecraft" / "town_tiles.tsx"
    tsx.write_text(tsx.read_text().replace('tilecount="83"', 'tilecount="830"'))
    greys(capsys, "flamecraft", "town.tmx", "town_tiles", "830 tiles")


@pytest.mark.parametrize("name, old, new, words", [
    ("flamecraft/shop_layout.yaml", "  - [134, 92, 56, 50]\n", "", ["slots", "3 items"]),
    ("flamecraft/card_layout.yaml", "size: [120, 168]", "size: [120, 168", ["valid YAML"]),
    ("flamecraft/card_layout.yaml", "  goal: [10, 40, 100, 92]", "  goal: [10, 40, 100]", ["fancy.goal"]),
    ("root/card_layout.yaml", "size: [120, 168]", "size: [0, 168]", ["size[0]"]),
    ("root/card_layout.yaml", "vp: [88, 142, 24, 22]", "vp: [88, 142, 0, 22]", ["vp", "a width"]),
])
def test_a_broken_layout_of_the_art_greys_its_game(tmp_path, monkeypatch, capsys, name, old, new, words):
    """sprites/<game>/*_layout.yaml, read while drawing cards: checked at start-up too."""
    _, sprites = copied_data(tmp_path, monkeypatch)
    path = sprites / name
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))
    greys(capsys, name.split("/")[0], name.split("/")[1], *words)


@pytest.mark.parametrize("gone", ["zefiria/island_17.png", "fire_tower/card_back.png",
                                  "zefiria/pawn_austro.png", "fire_tower/die_shadow_6.png"])
def test_a_missing_sprite_greys_its_game(tmp_path, monkeypatch, capsys, gone):
    _, sprites = copied_data(tmp_path, monkeypatch)
    (sprites / gone).unlink()
    greys(capsys, gone.split("/")[0], gone, "PNG")


@pytest.mark.parametrize("cut", [0, 40, -5])
def test_a_sprite_cut_short_or_empty(tmp_path, monkeypatch, capsys, cut):
    _, sprites = copied_data(tmp_path, monkeypatch)
    card = sprites / "fire_tower" / "card_water.png"
    card.write_bytes(card.read_bytes()[:cut])
    greys(capsys, "fire_tower", "card_water.png", "whole PNG")


# ---------------------------------------------------------------- the collection's own files
@pytest.mark.parametrize("gone", ["title/root.png", "ui/icon.png"])
def test_a_missing_title_picture_stops_start_up(tmp_path, monkeypatch, capsys, gone):
    _, sprites = copied_data(tmp_path, monkeypatch)
    (sprites / gone).unlink()
    stops_start_up(capsys, gone, "PNG")


def test_a_broken_text_file_stops_start_up(tmp_path, monkeypatch, capsys):
    data, _ = copied_data(tmp_path, monkeypatch)
    from game.core import i18n
    monkeypatch.setattr(i18n, "DATA_DIR", data)
    monkeypatch.setattr(i18n, "_READ", {})
    (data / "i18n" / "es.yaml").write_text("app: [unclosed\n")
    stops_start_up(capsys, "es.yaml", "valid YAML")

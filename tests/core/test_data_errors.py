"""Broken copies of data/zefiria/rules.yaml stop loading with a DataError that names the
file, the key path and what was expected (ZEF-DIG-OPTIONS: the data values of the rules)."""
import pytest
import yaml

from game.core.data import DATA_DIR, DataError
from game.games.zefiria.config import _read, load_config

RULES = DATA_DIR / "zefiria" / "rules.yaml"


def base() -> dict:
    return yaml.safe_load(RULES.read_text(encoding="utf-8"))


def write(tmp_path, doc, name="rules.yaml"):
    path = tmp_path / name
    if isinstance(doc, str):
        path.write_text(doc, encoding="utf-8")
    else:
        path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    return path


def broken(tmp_path, doc, key, expected, found=None):
    path = write(tmp_path, doc)
    with pytest.raises(DataError) as info:
        _read(path)
    err = info.value
    message = str(err)
    assert str(path) in message and err.file == str(path)
    assert err.key == key
    assert expected in err.expected
    if key:
        assert f"key '{key}'" in message
    else:
        assert "top level" in message
    assert expected in message
    if found is not None:
        assert f"found {found!r}" in message
    return err


def test_real_rules_file_loads():
    """ZEF-COMP-STORMS / ZEF-COMP-GRIDS / ZEF-TIME-GEMS: the shipped data reads without error."""
    cfg = _read(RULES)
    assert cfg == load_config()
    assert cfg.time_gems == {2: 6, 3: 5, 4: 4}
    assert cfg.solo_time_gems == {"easy": 7, "medium": 6, "hard": 5}
    assert cfg.action_points == {2: 5, 3: 4, 4: 4} and cfg.solo_action_points == 5
    assert cfg.solo_spirits == 3 and cfg.magic_gems == 6
    assert len(cfg.storms) == 7 and len(cfg.grids) == 6
    assert [b["key"] for b in cfg.end_table] == ["legendary", "great", "good_job",
                                                 "breeze_spirits", "balloon"]


# ---------------------------------------------------------------- missing keys
def test_missing_top_level_key(tmp_path):
    """ZEF-COMP-GEMS: a missing key is named with its path."""
    doc = base()
    del doc["magic_gems"]
    broken(tmp_path, doc, "magic_gems", "a value (the key is missing)")


def test_missing_nested_key(tmp_path):
    """ZEF-DIG-OPTIONS: a missing option is named options.<name>."""
    doc = base()
    del doc["options"]["breeze_cost"]
    broken(tmp_path, doc, "options.breeze_cost", "the key is missing")


def test_missing_key_in_list_item(tmp_path):
    """ZEF-COMP-STORMS: a blizzard without a direction names storms[2].dir."""
    doc = base()
    del doc["storms"][2]["dir"]
    broken(tmp_path, doc, "storms[2].dir", "the key is missing")


def test_missing_player_count(tmp_path):
    """ZEF-TIME-GEMS: time_gems must have 2, 3 and 4 players."""
    doc = base()
    del doc["time_gems"][3]
    broken(tmp_path, doc, "time_gems[3]", "the key is missing")


# ------------------------------------------------------------------ wrong types
@pytest.mark.parametrize("change, key, expected, found", [
    (lambda d: d.update(magic_gems="six"), "magic_gems", "a whole number", "six"),
    (lambda d: d.update(magic_gems=True), "magic_gems", "a whole number", True),
    (lambda d: d.update(colours="sky"), "colours", "a list", "sky"),
    (lambda d: d.update(colours=["sky", "green"]), "colours", "a list of 5 items", None),
    (lambda d: d["time_gems"].update({3: 0}), "time_gems[3]", "a whole number from 1 to 7", 0),
    (lambda d: d["action_points"].update({2: 2.5}), "action_points[2]", "a whole number", 2.5),
    (lambda d: d["end_table"][0].update(storm_only="yes"), "end_table[0].storm_only",
     "true or false", "yes"),
    (lambda d: d["grids"][1].update(mark=[1]), "grids[1].mark", "a list of 2 items", None),
    (lambda d: d["grids"][1].update(mark=[1, 9]), "grids[1].mark[1]",
     "a whole number from 1 to 5", 9),
    (lambda d: d["storms"][0].update(steps=5), "storms[0].steps", "a whole number from 1 to 4", 5),
    (lambda d: d["storms"][4].update(turns=0), "storms[4].turns", "a whole number from 1 to 3", 0),
    (lambda d: d.update(spirits=["borea", "", "etesia", "skyron", "austro"]), "spirits[1]",
     "a non-empty text", ""),
    (lambda d: d.update(options=["breeze_cost"]), "options", "a mapping", None),
    (lambda d: d.update(storms={"S1": "blizzard"}), "storms", "a list", None),
])
def test_wrong_type(tmp_path, change, key, expected, found):
    """ZEF-COMP-STORMS / ZEF-COMP-GRIDS / ZEF-TABLE / ZEF-AP: values of the wrong type or range."""
    doc = base()
    change(doc)
    broken(tmp_path, doc, key, expected, found)


# ------------------------------------------------------------------ bad choices
@pytest.mark.parametrize("change, key, expected", [
    (lambda d: d["options"].update(breeze_cost="chebyshev"), "options.breeze_cost",
     "one of manhattan_bfs, straight_line"),
    (lambda d: d["options"].update(etesia_diagonal="rook"), "options.etesia_diagonal",
     "one of bishop, king"),
    (lambda d: d["options"].update(anchor_under_pawn="maybe"), "options.anchor_under_pawn",
     "one of True, False"),
    (lambda d: d["storms"][0].update(type="hurricane"), "storms[0].type",
     "one of blizzard, tornado"),
    (lambda d: d["storms"][1].update(dir="NE"), "storms[1].dir", "one of N, E, S, W"),
])
def test_bad_choice(tmp_path, change, key, expected):
    """ZEF-DIG-OPTIONS / ZEF-COMP-STORMS: a value outside its choices names the choices."""
    doc = base()
    change(doc)
    broken(tmp_path, doc, key, expected)


# ------------------------------------------------------------------ broken YAML
def test_invalid_yaml(tmp_path):
    """ZEF-DIG-OPTIONS: a file that is not YAML says so, with the line."""
    text = RULES.read_text(encoding="utf-8").replace("colours: [sky, green,", "colours: [sky, green,,,{")
    assert text != RULES.read_text(encoding="utf-8")
    err = broken(tmp_path, text, "", "valid YAML (broken at line")
    assert "line " in err.expected


def test_yaml_not_a_mapping(tmp_path):
    """ZEF-DIG-OPTIONS: a YAML list at the top level is refused as 'a mapping'."""
    broken(tmp_path, "- colours\n- symbols\n", "", "a mapping")


def test_empty_file(tmp_path):
    """ZEF-DIG-OPTIONS: an empty file is not a mapping."""
    broken(tmp_path, "", "", "a mapping")


def test_unreadable_file(tmp_path):
    """ZEF-DIG-OPTIONS: a file that does not exist is named."""
    path = tmp_path / "missing.yaml"
    with pytest.raises(DataError) as info:
        _read(path)
    assert str(path) in str(info.value) and "a readable file" in info.value.expected


# -------------------------------------------------------------- centre grid mark
def test_grid_mark_in_centre_refused(tmp_path):
    """ZEF-COMP-GRIDS: the centre is never a first target; a mark on r3c3 is refused."""
    doc = base()
    doc["grids"][5]["mark"] = [3, 3]
    broken(tmp_path, doc, "grids[5].mark", "a cell other than the centre", [3, 3])


def test_file_inside_project_named_relative():
    """ZEF-DIG-OPTIONS: files inside the project are named by their path from the project root."""
    from game.core.data import load_yaml
    doc = load_yaml(RULES)
    assert doc.file == "data/zefiria/rules.yaml"
    with pytest.raises(DataError) as info:
        doc["nope"]
    assert str(info.value).startswith("data/zefiria/rules.yaml: key 'nope': expected")

"""Root: the Clockwork bots' numbers are data (data/root/bots.yaml, reference §7): a changed
value in a copy of the file changes the bot's play, a broken one stops the loader with a
DataError naming file, key and expectation."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.core.data import DataError
from game.games.root import config, data_check, rules

ROOT = Path(__file__).resolve().parents[2]
BOTS = ROOT / "data" / "root" / "bots.yaml"
STEP = ("bot_step",)


def cfg_with(tmp_path, old=None, new=None):
    """The default data with bots.yaml edited (old -> new, once) in a copy."""
    text = BOTS.read_text(encoding="utf-8")
    if old is not None:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    path = tmp_path / "bots.yaml"
    path.write_text(text, encoding="utf-8")
    base = ROOT / "data" / "root"
    return config._read(base / "map.yaml", base / "cards.yaml", base / "factions.yaml",
                        base / "rules.yaml", path)


def first_events(s, why_or_what, limit=60):
    """Run bot steps until an event with that `why` (or effect `what`) appears; those events."""
    for _ in range(limit):
        assert s.legal_actions() == [STEP]
        found = [e for e in s.apply(STEP) if why_or_what in (e.get("why"), e.get("what"))]
        if found:
            return found
    raise AssertionError(f"no {why_or_what} event")


def marquise_recruits(cfg, level="default", seed=3):
    s = rules.new_game({"players": [{"name": "MM", "kind": "bot"}, {"name": "Fox", "kind": "human"}],
                        "first_player": "marquise", "bot_difficulty_marquise": level}, seed, config=cfg)
    return sum(e["n"] for e in first_events(s, "recruit") if e["type"] == "place")


def test_the_default_file_holds_the_official_numbers():
    bots = config.load_config().bots
    assert bots["marquise"]["recruits"] == {"easy": 3, "default": 4, "challenging": 5, "nightmare": 5}
    assert bots["marquise"]["move_keep"] == 3
    assert bots["alliance"]["organize_at"] == {"easy": 4, "default": 3, "challenging": 2, "nightmare": 2}
    assert bots["alliance"]["martial_law_vp"] == 1 and bots["alliance"]["public_pity_tokens"] == 4


def test_recruits_per_level_come_from_the_file(tmp_path):
    default = cfg_with(tmp_path)
    assert marquise_recruits(default) == 4 and marquise_recruits(default, "easy") == 3
    changed = cfg_with(tmp_path, "recruits: {easy: 3, default: 4,", "recruits: {easy: 1, default: 6,")
    assert marquise_recruits(changed) == 6 and marquise_recruits(changed, "easy") == 1


def test_set_up_warriors_come_from_the_file(tmp_path):
    def on_map(cfg):
        s = rules.new_game({"players": [{"name": "MM", "kind": "bot"}, {"name": "Fox", "kind": "human"}]},
                           5, config=cfg)
        return sum(s.cl(n)["warriors"]["marquise"] for n in range(1, 13))
    assert on_map(cfg_with(tmp_path)) == 12                      # §7.2: 12 in all
    assert on_map(cfg_with(tmp_path, "keep_extra: 1", "keep_extra: 3")) == 14


def test_public_pity_spreads_come_from_the_file(tmp_path):
    def pity(cfg):
        s = rules.new_game({"players": [{"name": "Cat", "kind": "human"}, {"name": "AA", "kind": "bot"}],
                            "first_player": "alliance"}, 2, config=cfg)
        s.apply(("keep", 1))
        for b, c in (("sawmill", 1), ("workshop", 5), ("recruiter", 9)):
            if s.stack and s.stack[-1]["k"] == "setup_building":
                s.apply(("setup_building", b, c))
        return first_events(s, "public_pity")[0]["n"]
    assert pity(cfg_with(tmp_path)) == 2                         # no token on the map: twice
    assert pity(cfg_with(tmp_path, "public_pity_spreads_few: 2", "public_pity_spreads_few: 3")) == 3


@pytest.mark.parametrize("old, new, key, expected", [
    ("nightmare: 5}", "boss: 5}", "marquise.recruits", "one entry for each level"),
    ("default: 4,", "default: four,", "marquise.recruits.default", "a whole number"),
    ("move_keep: 3", "move_keep: -1", "marquise.move_keep", "a whole number from 0"),
    ("fox: sawmill,", "fox: castle,", "marquise.order_building.fox", "one of sawmill"),
    ("rabbit: workshop,", "rabbit: sawmill,", "marquise.order_building", "each building for one suit"),
    ("organize_at: {easy: 4,", "organize_at: {easy: 0,", "alliance.organize_at.easy", "a whole number from 1"),
    ("public_pity_tokens: 4", "public_pity_tokens: many", "alliance.public_pity_tokens", "a whole number"),
    ("    wildfire_spreads: 1", "    wildfire: 1", "alliance.traits.wildfire_spreads", "the key is missing"),
])
def test_a_broken_value_names_file_key_and_expectation(tmp_path, old, new, key, expected):
    with pytest.raises(DataError) as err:
        cfg_with(tmp_path, old, new)
    assert "bots.yaml" in err.value.file and err.value.key == key and expected in err.value.expected


def test_the_data_check_sees_a_set_up_larger_than_the_warriors(tmp_path, monkeypatch):
    cfg = cfg_with(tmp_path, "warriors_per_clearing: 1", "warriors_per_clearing: 3")
    monkeypatch.setattr(data_check, "load_config", lambda: cfg)
    with pytest.raises(DataError) as err:
        data_check.check_data()
    assert "bots.yaml" in err.value.file and err.value.key == "marquise.setup"

"""`main.py --simulate root` prints one JSON object per game (and a summary) in a
temporary data folder; a broken Root data file names file, key and expectation."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.data import DataError
from game.games import rules_for, title
from game.games.root import config, data_check

ROOT = Path(__file__).resolve().parents[2]


def test_simulate_root_json(tmp_path):
    """RT-DIG-SEED: --simulate root --games N --seed S --json"""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               BOARDGAMES_DATA_DIR=str(tmp_path / "user"), TMPDIR=str(tmp_path))
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--simulate", "root", "--games", "2",
                           "--seed", "4", "--json"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    games, summary = lines[:-1], lines[-1]
    assert summary["game"] == "root" and summary["games"] == 2 and [g["seed"] for g in games] == [4, 5]
    for g in games:
        final, result = g["final"], g["result"]
        assert [p["faction"] for p in final["players"]] == ["marquise", "alliance"]
        for p in final["players"]:
            assert p["vp"] >= 0 and p["hand_size"] == len(p["hand"])
        assert {"warriors_supply", "wood_supply", "buildings_left"} <= set(final["players"][0])
        assert {"officers", "supporters", "bases_left", "sympathy_left"} <= set(final["players"][1])
        assert [c["id"] for c in final["clearings"]] == list(range(1, 13))
        assert {"suit", "slots", "warriors", "buildings", "tokens"} <= set(final["clearings"][0])
        assert set(final["vp"]) == {"marquise", "alliance"} and final["officers"] >= 0
        assert result["winner"] in ("marquise", "alliance", None)
        assert result["reason"] in ("vp", "dominance", "turn_limit")
    assert not (tmp_path / "user").exists()


def test_title_is_playable_with_its_rules_and_data_check():
    """Issue 11: Root is no longer the grey "In preparation" card."""
    t = title("root")
    assert t.playable and t.data_check == "game.games.root.data_check"
    assert rules_for("root").new_game


def test_data_check_passes():
    data_check.check_data()


@pytest.mark.parametrize("name, old, new, key", [
    ("map.yaml", "suit: fox,    slots: 1", "suit: wolf,   slots: 1", "clearings[1].suit"),
    ("map.yaml", "  - [1, 5]\n", "  - [1, 1]\n", "paths[0]"),
    ("cards.yaml", "anvil_1, suit: fox", "anvil_2, suit: fox", "deck[19].id"),
    ("cards.yaml", "effect: extra_hit, discard: true}", "effect: extra_hit, discard: maybe}", "cards.sappers.hook.discard"),
    ("factions.yaml", "build_cost: [0, 1, 2, 3, 3, 4]", "build_cost: [0, 1, 2]", "marquise.build_cost"),
    ("rules.yaml", "outrage_count: per_token_and_move", "outrage_count: sometimes", "options.outrage_count"),
])
def test_broken_data_names_file_and_key(tmp_path, name, old, new, key):
    files = {}
    for f in ("map.yaml", "cards.yaml", "factions.yaml", "rules.yaml"):
        text = (ROOT / "data" / "root" / f).read_text(encoding="utf-8")
        if f == name:
            assert old in text
            text = text.replace(old, new, 1)
        (tmp_path / f).write_text(text, encoding="utf-8")
        files[f] = str(tmp_path / f)
    with pytest.raises(DataError) as err:
        config._read(files["map.yaml"], files["cards.yaml"], files["factions.yaml"], files["rules.yaml"])
    assert err.value.key == key and name in err.value.file

"""`main.py --simulate flamecraft` prints one JSON object per game (and a summary),
working in a temporary data folder; and a broken data file names file, key and
expectation (DataError)."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.data import DataError
from game.games import rules_for, title
from game.games.flamecraft import config, data_check

ROOT = Path(__file__).resolve().parents[2]


def simulate(tmp_path, *args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               BOARDGAMES_DATA_DIR=str(tmp_path / "user"), TMPDIR=str(tmp_path))
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--simulate", "flamecraft", *args],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert not (tmp_path / "user").exists()
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_simulate_prints_the_final_state_and_result(tmp_path):
    lines = simulate(tmp_path, "--players", "3", "--games", "2", "--seed", "4", "--json", "--deck", "gold")
    games, summary = lines[:-1], lines[-1]
    assert summary["summary"] and summary["game"] == "flamecraft" and summary["games"] == 2
    assert [g["seed"] for g in games] == [4, 5]
    for g in games:
        final, result = g["final"], g["result"]
        assert final["deck"] == "gold" and final["town_size"] == 14 and len(final["town"]) == 14
        for shop in final["town"]:          # null: an empty space (its index is the space)
            if shop:
                assert {"id", "dragons", "enchantments"} <= set(shop)
                assert shop["face_up"] and len(shop["dragons"]) == 3   # none left face down
                assert len(shop["enchantments"]) <= 3
        assert final["face_down"] == [] and sum(1 for s in final["town"] if s) >= 6
        assert len(final["players"]) == 3
        for p in final["players"]:
            for key in ("reputation", "reputation_before_final", "coins", "goods", "hand",
                        "fancy_revealed", "fancy_hidden"):
                assert key in p
            assert p["reputation"] >= p["reputation_before_final"]
        assert result["scores"] == [p["reputation"] for p in final["players"]]
        assert result["winners"] and result["tiebreak"] in (None, "artisans", "goods", "shared")


def test_simulate_solo_and_level(tmp_path):
    lines = simulate(tmp_path, "--players", "1", "--games", "1", "--seed", "2")
    assert lines[0]["result"]["rank"] in ("apprentice", "journeyman", "expert", "master")
    assert isinstance(lines[0]["result"]["achievements"], list)
    lines = simulate(tmp_path, "--level", "1", "--games", "1")
    assert "level" in lines[0]["result"] and len(lines[0]["final"]["players"]) == 1


def test_simulate_level_plays_that_ladder_level(tmp_path):
    """`--level L` plays ladder level L of data/flamecraft/levels.yaml: its fixed deal,
    deck, town and target (FC-SOLO-LADDER), whatever --seed the random bot gets."""
    from game.games.flamecraft.levels import load_levels
    level = next(lv for lv in load_levels() if lv.deck == "gold" or lv.town_size != 12)
    games = simulate(tmp_path, "--players", "1", "--level", str(level.id), "--games", "2",
                     "--seed", "5", "--json")[:-1]
    for g in games:
        final, verdict = g["final"], g["result"]["level"]
        assert verdict["id"] == level.id and verdict["target"] == level.target
        assert verdict["passed"] == (g["result"]["scores"][0] >= level.target
                                     and (level.achievement is None
                                          or level.achievement in g["result"]["achievements"]))
        assert final["deck"] == level.deck and final["town_size"] == level.town_size
        assert len(final["players"]) == 1
    first = [rules_for("flamecraft").new_game(g["setup"], g["seed"]).to_dict() for g in games]
    assert first[0]["park"] == first[1]["park"] and first[0]["row"] == first[1]["row"]
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--simulate", "flamecraft",
                           "--level", "999"], cwd=ROOT, capture_output=True, text=True,
                          env=dict(os.environ, SDL_VIDEODRIVER="dummy", TMPDIR=str(tmp_path)),
                          timeout=60)
    assert done.returncode != 0 and "999" in done.stderr


def test_the_title_has_its_rules_and_check():
    assert rules_for("flamecraft").new_game
    assert title("flamecraft").data_check == "game.games.flamecraft.data_check"
    data_check.check_data()


@pytest.mark.parametrize("file,old,new,key", [
    ("cards.yaml", "reward: rep3}", "reward: rep9}", "shops[6].slots[0].reward"),
    ("cards.yaml", "ability: [{step: draw_artisan, n: 1}]}", "ability: [{step: dance}]}", "shops[6].ability[0].step"),
    ("cards.yaml", "{is: hand_same_type, n: 3}", "{is: hand_same_type, n: many}", "fancy[0].goal.n"),
    ("cards.yaml", "type: bread, cost: {plant: 3", "type: bread, cost: {bread: 3", "enchantments.purple[0]"),
    ("rules.yaml", "sets_scale: proposed", "sets_scale: lots", "options.sets_scale"),
    ("rules.yaml", "hand_limit: 6", "hand_limit: six", "hand_limit"),
])
def test_broken_data_names_file_key_and_expectation(tmp_path, file, old, new, key):
    src = ROOT / "data" / "flamecraft"
    for name in ("cards.yaml", "rules.yaml"):
        text = (src / name).read_text(encoding="utf-8")
        if name == file:
            assert old in text
            text = text.replace(old, new, 1)
        (tmp_path / name).write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as err:
        config._read(tmp_path / "cards.yaml", tmp_path / "rules.yaml")
    assert err.value.key.startswith(key) and file in err.value.file and err.value.expected

"""Headless runs leave the player alone: `main.py --smoke`, `--simulate` and
`--startup-check` never change the folder BOARDGAMES_DATA_DIR names (nor the default user
folder), byte for byte; they work in a temporary folder that is gone when they end.
`--data-dir DIR` is how a run is told to use a folder (tools/bench.py does, for its own)."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.match import Match
from game.games import rules_for
from game.scenes import launch

ROOT = Path(__file__).resolve().parents[2]
SETUP = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}]}
RUNS = {
    "smoke": ["--smoke"],
    "simulate_zefiria": ["--simulate", "zefiria", "--games", "2", "--players", "2", "--storm"],
    "simulate_fire_tower": ["--simulate", "fire_tower", "--games", "1", "--players", "3"],
    "simulate_solo": ["--simulate", "fire_tower", "--solo", "--level", "2", "--games", "1"],
    "startup_check": ["--startup-check"],
}


def the_players_folder(folder):
    """Settings, an autosave of each game, an old autosave.json (which a real start would
    move into place), a named save and a screenshot."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_text(json.dumps({"language": "es", "animation_speed": 2.0}))
    launch.write_autosave(Match("zefiria", rules_for("zefiria"), SETUP, 4))
    launch.write_autosave(Match("fire_tower", rules_for("fire_tower"), SETUP, 5))
    (folder / "autosave.json").write_text(json.dumps(Match("zefiria", rules_for("zefiria"), SETUP, 6).to_save()))
    launch.save_named(Match("zefiria", rules_for("zefiria"), SETUP, 7), "07.23 mine")
    (folder / "screenshots").mkdir()
    (folder / "screenshots" / "shot.png").write_bytes(b"\x89PNG not really")


def everything(folder):
    """Every entry under `folder`: its bytes (files) and its modification time."""
    found = {}
    for path in sorted(folder.rglob("*")):
        info = path.lstat()
        found[str(path.relative_to(folder))] = (path.read_bytes() if path.is_file() else None,
                                               info.st_mtime_ns, info.st_mode)
    return found


def run(args, env_changes, tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **env_changes)
    temp = tmp_path / "tmp"
    temp.mkdir(exist_ok=True)
    env["TMPDIR"] = str(temp)
    for name, value in env_changes.items():
        if value is None:
            env.pop(name)
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert list(temp.iterdir()) == []               # its own temporary folder is gone too
    return done


@pytest.mark.parametrize("kind", sorted(RUNS))
def test_a_headless_run_leaves_the_named_data_folder_untouched(user_data, tmp_path, kind):
    the_players_folder(user_data)
    before = everything(user_data)
    run(RUNS[kind], {"BOARDGAMES_DATA_DIR": str(user_data)}, tmp_path)
    assert everything(user_data) == before


def test_a_headless_run_never_makes_the_default_user_folder(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    changes = {"BOARDGAMES_DATA_DIR": None, "HOME": str(home), "XDG_DATA_HOME": str(home / "share"),
               "APPDATA": str(home / "appdata")}
    for kind in ("startup_check", "simulate_zefiria"):
        run(RUNS[kind], changes, tmp_path)
    assert list(home.iterdir()) == []


def test_told_otherwise_a_headless_run_uses_the_folder_it_is_given(user_data, tmp_path):
    chosen = tmp_path / "chosen"
    run(["--startup-check", "--data-dir", str(chosen)], {"BOARDGAMES_DATA_DIR": str(user_data)}, tmp_path)
    assert (chosen / "cache" / "data-check.json").exists()       # the start-up check is remembered
    assert not user_data.exists()


def test_every_tool_keeps_to_a_temporary_folder_or_writes_what_it_is_told():
    """tools/: the benchmark sets its own temporary data folder before anything is
    imported and passes it to the programs it starts; the other tools write only the
    sprites and maps they make or a --cache file they are given, never the data folder."""
    bench = (ROOT / "tools" / "bench.py").read_text(encoding="utf-8")
    assert bench.index('os.environ["BOARDGAMES_DATA_DIR"]') < bench.index("from game")
    assert '"--data-dir", DATA_DIR' in bench
    for tool in sorted((ROOT / "tools").glob("*.py")):
        text = tool.read_text(encoding="utf-8")
        if tool.name == "bench.py":
            continue
        assert "user_data_dir" not in text and "write_autosave" not in text and "save_named" not in text, tool
        assert "App(" not in text or "BOARDGAMES_DATA_DIR" in text, tool

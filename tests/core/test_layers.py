"""DESIGN.md: nothing in game/core or any rules module imports pygame; games never import each other."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYGAME = re.compile(r"^\s*(import pygame|from pygame)", re.M)


def pure_files():
    yield from (ROOT / "game" / "core").rglob("*.py")
    for path in (ROOT / "game" / "games").rglob("*.py"):
        if path.name.startswith("rules") or path.name in ("config.py", "board.py", "bot.py", "levels.py",
                                                          "describe.py", "data_check.py"):
            yield path


def test_pure_layers_do_not_import_pygame():
    offenders = [str(p.relative_to(ROOT)) for p in pure_files() if PYGAME.search(p.read_text())]
    assert offenders == []
    assert any(p.name == "rules.py" for p in pure_files())


def test_games_do_not_import_each_other():
    games = [p for p in (ROOT / "game" / "games").iterdir() if p.is_dir() and p.name != "__pycache__"]
    names = {g.name for g in games}
    for g in games:
        for path in g.rglob("*.py"):
            text = path.read_text()
            for other in names - {g.name}:
                assert f"game.games.{other}" not in text, f"{path} imports {other}"


def test_test_files_have_unique_names():
    # pytest imports test modules by base name (no packages): two files with one name stop collection.
    names = [p.name for p in (ROOT / "tests").rglob("test_*.py")]
    assert sorted({n for n in names if names.count(n) > 1}) == []

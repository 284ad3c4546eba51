import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def user_data(tmp_path, monkeypatch):
    """Every test gets its own empty user-data folder (saves, settings, progress), and the
    storage layer forgets what an earlier test taught it, as does the start-up check (no
    game greyed by an earlier test's broken file)."""
    from game.core import storage
    from game.games import PROBLEMS
    storage.reset_session()
    PROBLEMS.clear()
    folder = tmp_path / "userdata"
    monkeypatch.setenv("BOARDGAMES_DATA_DIR", str(folder))
    return folder

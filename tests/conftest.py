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
    storage layer forgets what an earlier test taught it."""
    from game.core import storage
    storage.reset_session()
    folder = tmp_path / "userdata"
    monkeypatch.setenv("BOARDGAMES_DATA_DIR", str(folder))
    return folder

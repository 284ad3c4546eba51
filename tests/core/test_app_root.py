"""game.core.data.app_root: the checkout when run from source, sys._MEIPASS in the
packaged app (PyInstaller)."""
import sys
from pathlib import Path

from game.core import data

ROOT = Path(__file__).resolve().parents[2]


def test_from_source_the_checkout():
    assert data.app_root() == ROOT == data.ROOT
    assert (data.ROOT / "data").is_dir() and data.DATA_DIR == ROOT / "data"


def test_frozen_the_bundle_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert data.app_root() == tmp_path.resolve()


def test_meipass_alone_is_not_frozen(tmp_path, monkeypatch):
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert data.app_root() == ROOT


def test_the_bundle_carries_every_folder_the_program_reads():
    spec = (ROOT / "packaging" / "BoardGames.spec").read_text(encoding="utf-8")
    sys.path.insert(0, str(ROOT / "tools"))
    import bootstrap
    for name in bootstrap.BUNDLED:
        assert f'"{name}"' in spec.split("FOLDERS = ")[1].splitlines()[0]

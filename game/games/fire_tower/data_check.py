"""Everything Fire Tower reads from data/, loaded once at start-up so that a broken file
stops the program with a message naming file, key and expectation."""
from __future__ import annotations

import pytmx

from game.core.data import DATA_DIR, DataError, _display_name

from .config import load_config

FOREST_MAP = DATA_DIR / "fire_tower" / "forest.tmx"


def check_data() -> None:
    cfg = load_config()
    try:
        tmx = pytmx.TiledMap(str(FOREST_MAP))   # data only: no window needed
    except Exception as exc:                    # pytmx raises many kinds; name the file
        raise DataError(_display_name(FOREST_MAP), "", f"a Tiled map that loads ({exc})") from None
    names = {obj.name for group in tmx.objectgroups if group.name == "places" for obj in group}
    wanted = ["grid"] + [f"tower_{colour}" for colour in cfg.towers]
    missing = [name for name in wanted if name not in names]
    if missing:
        raise DataError(_display_name(FOREST_MAP), "objectgroup 'places'", "objects named " + ", ".join(missing))

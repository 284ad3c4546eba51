"""Everything Zefiria reads from data/, loaded once at start-up so that a broken file
stops the program with a message naming file, key and expectation."""
from __future__ import annotations

import pytmx

from game.core.data import DATA_DIR, DataError, _display_name

from .config import load_config
from .levels import load_levels

CITY_MAP = DATA_DIR / "zefiria" / "city.tmx"


def check_data() -> None:
    load_config()
    load_levels()
    try:
        tmx = pytmx.TiledMap(str(CITY_MAP))     # data only: no window needed
    except Exception as exc:                    # pytmx raises many kinds; name the file
        raise DataError(_display_name(CITY_MAP), "", f"a Tiled map that loads ({exc})") from None
    names = {obj.name for group in tmx.objectgroups for obj in group}
    missing = [f"r{r}c{c}" for r in range(1, 6) for c in range(1, 6) if f"r{r}c{c}" not in names]
    if missing:
        raise DataError(_display_name(CITY_MAP), "objectgroup 'cells'", "objects named " + ", ".join(missing))

"""Everything Zefiria reads from data/ and sprites/, checked once at start-up so that a
broken or missing file stops the program with a message naming file, key and
expectation, never a traceback from a screen later."""
from __future__ import annotations

from game.core.data import DATA_DIR
from game.core.data_files import check_sprites, check_tiled_map

from .config import load_config
from .levels import load_levels

CITY_MAP = DATA_DIR / "zefiria" / "city.tmx"
ISLANDS = 25


def sprites(cfg) -> list[str]:
    """Every sprite Zefiria's screens load (tests/ui/test_damaged_files_app.py checks that the
    screens load nothing else)."""
    names = ["title/zefiria.png", "zefiria/gem_red.png", "zefiria/gem_purple.png",
             "zefiria/anchor.png", "zefiria/grid_card.png"]
    names += [f"zefiria/island_{n:02d}.png" for n in range(1, ISLANDS + 1)]
    names += [f"zefiria/pawn_{spirit}.png" for spirit in cfg.spirits]
    names += [f"zefiria/storm_{kind}.png" for kind in sorted({s["type"] for s in cfg.storms.values()})]
    return names


def check_data() -> None:
    cfg = load_config()
    load_levels()
    check_tiled_map(CITY_MAP, {None: [f"r{r}c{c}" for r in range(1, 6) for c in range(1, 6)]})
    check_sprites(sprites(cfg))

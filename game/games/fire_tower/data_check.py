"""Everything Fire Tower reads from data/ and sprites/, checked once at start-up so that a
broken or missing file stops the program with a message naming file, key and
expectation, never a traceback from a screen later."""
from __future__ import annotations

from game.core.data import DATA_DIR
from game.core.data_files import check_sprites, check_tiled_map

from .config import CARDINALS, load_config

FOREST_MAP = DATA_DIR / "fire_tower" / "forest.tmx"
PIECES = ("gem_fire", "firebreak", "water", "firehawk", "wind_vane", "card_back",
          "bucket_full", "bucket_reckless")
SHADOW_FACES = range(1, 7)


def sprites(cfg) -> list[str]:
    """Every sprite Fire Tower's screens load (tests/ui/test_damaged_files_app.py checks that
    the screens load nothing else)."""
    names = ["title/fire_tower.png"] + [f"fire_tower/{piece}.png" for piece in PIECES]
    names += [f"fire_tower/firehawk_{colour}.png" for colour in cfg.towers]
    names += [f"fire_tower/card_{kind}.png" for kind in sorted({c.type for c in cfg.cards.values()})]
    names += [f"fire_tower/die_wind_{d}.png" for d in CARDINALS]
    names += [f"fire_tower/die_shadow_{face}.png" for face in SHADOW_FACES]
    return names


def check_data() -> None:
    cfg = load_config()
    check_tiled_map(FOREST_MAP, {"places": ["grid"] + [f"tower_{colour}" for colour in cfg.towers]})
    check_sprites(sprites(cfg))

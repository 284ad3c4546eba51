"""Everything Flamecraft reads from data/, checked once at start-up so that a broken or
missing file stops the program with a message naming file, key and expectation."""
from __future__ import annotations

from game.core.data import DataError

from .config import load_config


TOKENS = ("red", "blue", "green", "yellow", "purple")
ICONS = ("dragon", "moon", "no_coins", "starter", "sun", "wild")


def sprites(cfg) -> list[str]:
    """Every sprite Flamecraft's screens load (tests/ui/test_damaged_files_app.py checks that
    the screens load nothing else)."""
    from .config import GOODS
    names = ["title/flamecraft.png", "flamecraft/artisan_back.png", "flamecraft/coin.png",
             "flamecraft/fancy_back.png", "flamecraft/fancy_moon.png", "flamecraft/fancy_sun.png",
             "flamecraft/reputation.png", "flamecraft/shop_back.png", "flamecraft/shop_frame.png",
             "flamecraft/town_tiles.png"]
    names += [f"flamecraft/{kind}_{good}.png" for kind in ("artisan", "good") for good in GOODS]
    names += [f"flamecraft/enchant_{deck}.png" for deck in cfg.enchantments]
    names += [f"flamecraft/enchant_back_{deck}.png" for deck in cfg.enchantments]
    names += [f"flamecraft/token_{colour}.png" for colour in TOKENS]
    names += [f"flamecraft/icon_{icon}.png" for icon in ICONS]
    return names


def check_data() -> None:
    cfg = load_config()
    from game.core.data_files import check_sprites
    check_sprites(sprites(cfg))
    # cross-references the loader cannot see one card at a time
    if len(cfg.starter_order) != cfg.numbers["starter_spaces"]:
        raise DataError("data/flamecraft/cards.yaml", "shops", "six starter shops")
    for n, size in cfg.numbers["town_size"].items():
        if size < cfg.numbers["starter_spaces"]:
            raise DataError("data/flamecraft/rules.yaml", f"town_size.{n}", "at least 6 spaces", size)
    for n, removed in cfg.numbers["artisans_removed_per_type"].items():
        for good, ids in cfg.deck_artisans.items():
            if removed > len(ids):
                raise DataError("data/flamecraft/rules.yaml", f"artisans_removed_per_type.{n}",
                                f"at most {len(ids)} (the {good} artisans)", removed)
    for deck, ids in cfg.enchantments.items():
        if len(ids) < cfg.numbers["row_size"]:
            raise DataError("data/flamecraft/cards.yaml", f"enchantments.{deck}",
                            f"at least {cfg.numbers['row_size']} cards", len(ids))
    try:
        from . import levels           # written later by the levels helper
    except ImportError:
        levels = None
    if levels is not None and hasattr(levels, "load_levels"):
        levels.load_levels()

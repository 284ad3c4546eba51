"""Everything Flamecraft reads from data/ and sprites/, checked once at start-up so that a
broken or missing file is reported with a message naming file, key and expectation, never
a traceback from a screen later."""
from __future__ import annotations

from game.core.data import DATA_DIR, DataError
from game.core.data_files import check_tiled_map

from .config import load_config

TOWN_MAP = DATA_DIR / "flamecraft" / "town.tmx"
DECKS = ("artisan_deck", "shop_deck", "fancy_deck", "enchant_deck")


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


def town_objects(cfg) -> dict:
    """The objects the board screen places the town by (FlamecraftScene.load_town): a space
    for each of the largest town's, the Park and the row's places, the decks, the fountain
    and the reputation track (one band round the map)."""
    n = cfg.numbers
    return {"spaces": [f"space_{i}" for i in range(max(n["town_size"].values()))],
            "park": [f"park_{i}" for i in range(n["park_size"])],
            "row": [f"row_{i}" for i in range(n["row_size"])],
            "decks": list(DECKS), "fountain": ["fountain"], "track": ["track"]}


def check_data() -> None:
    cfg = load_config()
    from game.core.data_files import check_sprites
    check_sprites(sprites(cfg))
    check_tiled_map(TOWN_MAP, town_objects(cfg))
    from game.core.data_files import check_layout       # read by layout.py while drawing
    check_layout("flamecraft/shop_layout.yaml", {"icon": True, "name": True, "text": True, "slots": 3})
    card = ("icon", "name", "goal", "reward", "art", "cost")
    check_layout("flamecraft/card_layout.yaml", {"artisan": card, "fancy": card, "enchant": card})
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

"""Everything Root reads from data/, checked once at start-up so that a broken or
missing file stops the program with a message naming file, key and expectation."""
from __future__ import annotations

from game.core.data import DataError

from .config import SUITS, load_config


def check_data() -> None:
    cfg = load_config()
    # cross-references the loader cannot see one entry at a time (reference §2, §4)
    for suit in SUITS:
        n = sum(1 for c in cfg.clearings.values() if c["suit"] == suit)
        if n != 4:
            raise DataError("data/root/map.yaml", "clearings", f"4 {suit} clearings", n)
    if len(cfg.paths) != 18:
        raise DataError("data/root/map.yaml", "paths", "the 18 paths of the Autumn map", len(cfg.paths))
    for n, c in cfg.clearings.items():
        if c["ruin"] and c["slots"] < 2:
            raise DataError("data/root/map.yaml", f"clearings.{n}", "a free slot beside the ruin", c["slots"])
    if len(cfg.deck) != 54:
        raise DataError("data/root/cards.yaml", "deck", "54 cards", len(cfg.deck))
    for card in cfg.cards.values():
        if card["kind"] in ("ambush", "dominance") and card["cost"]:
            raise DataError("data/root/cards.yaml", f"cards.{card['name']}", "no cost (cannot be crafted)")
    for item in cfg.items:
        if not any(c["item"] == item for c in cfg.cards.values()):
            raise DataError("data/root/cards.yaml", f"items.{item}", "an item some card crafts", item)
    mq = cfg.marquise
    for b, vps in mq["track_vp"].items():
        if vps[0] != 0 or mq["build_cost"][0] != 0:
            raise DataError("data/root/factions.yaml", f"marquise.track_vp.{b}",
                            "0 wood and 0 VP for the set-up space")
    bots = cfg.bots                         # data/root/bots.yaml (reference §7)
    mm = bots["marquise"]
    placed = mm["warriors_per_clearing"] * (len(cfg.clearings) - 1) + mm["keep_extra"]
    if placed > mq["warriors"]:
        raise DataError(bots["file"], "marquise.setup",
                        f"at most the Marquise's {mq['warriors']} warriors placed at set-up", placed)
    from .levels import load_levels        # the solo ladder (RT-SOLO-LADDER)
    load_levels()
    from game.core.data_files import check_sprites
    from .scene_sprites import board_sprites     # what the board screen draws with
    check_sprites(board_sprites())
    from game.core.data import DATA_DIR
    from game.core.data_files import check_tiled_map
    check_tiled_map(DATA_DIR / "root" / "autumn.tmx", {"clearings": [f"clearing_{n}" for n in cfg.clearings]})
    from game.core.data_files import check_layout       # read by scene_draw.py while drawing
    check_layout("root/card_layout.yaml", {name: True for name in ("icon", "name", "art", "text", "cost", "vp")})

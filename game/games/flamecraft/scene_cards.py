"""What the board screen needs to know about Flamecraft's cards, read once from
data/flamecraft/cards.yaml (the engine's own data): a shop's icon and slots, an artisan's
type, an enchantment's cost and reward, a Fancy dragon's kind. No pygame, no rules."""
from __future__ import annotations

from functools import lru_cache

from game.core.data import DATA_DIR, load_yaml


class Cards:
    def __init__(self, raw: dict):
        self.shops = {s["id"]: s for s in raw.get("shops", [])}
        self.artisan_type: dict = dict(raw.get("starter_artisans", {}))
        for good, names in (raw.get("artisans") or {}).items():
            for name in names:
                self.artisan_type[name] = good
        self.fancy = {f["id"]: f for f in raw.get("fancy", [])}
        self.enchantments = {}
        for deck, cards in (raw.get("enchantments") or {}).items():
            for card in cards:
                self.enchantments[card["id"]] = dict(card, deck=deck)

    def shop_icon(self, shop_id) -> str:
        return self.shops.get(shop_id, {}).get("icon", "wild")

    def slots(self, shop_id) -> list:
        """[(accepts, reward)] where accepts is a list of goods, "wild" or "starter"."""
        return [(s.get("accepts"), s.get("reward", "none")) for s in self.shops.get(shop_id, {}).get("slots", [])]

    def has_ability(self, shop_id) -> bool:
        return bool(self.shops.get(shop_id, {}).get("ability"))

    def kind_of(self, artisan_id) -> str:
        return self.artisan_type.get(artisan_id, "wild")

    def enchantment(self, ench_id) -> dict:
        return self.enchantments.get(ench_id, {})

    def is_sun(self, fancy_id) -> bool:
        return self.fancy.get(fancy_id, {}).get("kind") == "sun"


@lru_cache(maxsize=1)
def cards() -> Cards:
    return Cards(load_yaml(DATA_DIR / "flamecraft" / "cards.yaml").value or {})

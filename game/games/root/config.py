"""Root's map, deck, factions, numbers and Clockwork bots, read from data/root/*.yaml (pure,
no pygame).
A broken file raises DataError naming file, key and expectation."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from game.core.data import DATA_DIR, DataError, is_choice, load_yaml

from .effects import check_hook

SUITS = ("fox", "rabbit", "mouse")
CARD_SUITS = SUITS + ("bird",)
ITEMS = ("bag", "boots", "crossbow", "hammer", "sword", "tea", "coins")
KINDS = ("item", "effect", "ambush", "dominance")
FACTIONS = ("marquise", "alliance")          # seat 0, seat 1
BUILDINGS = ("sawmill", "workshop", "recruiter")
OPTION_CHOICES = {
    "first_player": ("random", "marquise", "alliance"),
    "dominance_cards": (False, True),
    "turn_limit": tuple(range(0, 1001)),
    "item_supply": ("law", "transcription"),
    "outrage_count": ("per_token_and_move", "per_action"),
    "lost_base_returns": (True, False),
    "short_wood": ("choose", "priority"),
    "river_link": ("7-4", "1-7"),
    "law_version": ("2024-09",),
    "mm_expand_condition": ("score_below_3", "five_buildings"),
    "aa_cannot_spread_vp": (0, 5),
    "ambush_vs_bots": (True, False),
    "bot_marquise_outrage": ("alliance_draws", "none"),
    "aa_public_pity": ("birdsong", "daylight_end"),
    "mm_setup_buildings": ("adjacent", "keep_or_adjacent"),
    "mm_bird_build_tie": ("workshop", "recruiter"),
    "nightmare_bonus_vp": (0, 1),
    "bot_difficulty_marquise": ("easy", "default", "challenging", "nightmare"),
    "bot_difficulty_alliance": ("easy", "default", "challenging", "nightmare"),
}
# list options (RT-BOT-LEVELS): each a list of distinct names from its choices
TRAIT_CHOICES = {
    "bot_traits_marquise": ("blitz", "fortified", "iron_will", "hospitals"),
    "bot_traits_alliance": ("informants", "popularity", "veterans", "wildfire"),
}


def is_traits(value, choices) -> bool:
    """A list of distinct trait names, each one of `choices`."""
    return type(value) is list and all(type(v) is str and v in choices for v in value) \
        and len(set(value)) == len(value)


@dataclass(frozen=True)
class Config:
    clearings: dict        # n -> {id, suit, slots, ruin, x, y, grid, corner}
    adjacent: dict         # n -> tuple of clearings by path
    opposite: dict         # corner -> corner
    paths: tuple
    rivers: tuple
    forests: dict
    names: dict            # card name -> {kind, cost, item, vp, hook}
    cards: dict            # instance id -> {id, name, suit, kind, cost, item, vp, persistent, hook}
    deck: tuple            # instance ids in deck-list order
    items: dict            # item -> supply count (law)
    marquise: dict
    alliance: dict
    numbers: dict
    options: dict
    bots: dict = field(default_factory=dict)   # data/root/bots.yaml, see _bots()


def _clearings(doc):
    out = {}
    for key, d in doc["clearings"].items():
        try:
            n = int(key)
        except ValueError:
            raise DataError(doc.file, d.path, "a clearing number 1-12", key) from None
        out[n] = {"id": n, "suit": d["suit"].str(SUITS), "slots": d["slots"].int(1, 4),
                  "ruin": d["ruin"].bool(), "x": d["x"].int(0, 100), "y": d["y"].int(0, 100),
                  "grid": tuple(g.int(0, 6) for g in d["grid"].list(2)),
                  "corner": d["corner"].bool()}
    if sorted(out) != list(range(1, 13)):
        raise DataError(doc.file, "clearings", "the clearings 1-12", sorted(out))
    return out


def _pairs(doc, key, clearings):
    out = []
    for d in doc[key].list():
        a, b = (x.int(1, 12) for x in d.list(2))
        if a == b or (a, b) in out or (b, a) in out:
            raise DataError(doc.file, d.path, "two different clearings, each pair once", d.value)
        out.append((a, b))
    return tuple(out)


BOT_LEVELS = OPTION_CHOICES["bot_difficulty_marquise"]


def _per_level(node, lo, hi) -> dict:
    """{level: whole number lo-hi} with exactly the bot levels as keys (RT-BOT-LEVELS)."""
    keys = [k for k, _ in node.items()]
    if sorted(keys) != sorted(BOT_LEVELS):
        raise DataError(node.file, node.path, "one entry for each level: " + ", ".join(BOT_LEVELS), keys)
    return {k: d.int(lo, hi) for k, d in node.items()}


def _bots(path) -> dict:
    """The Clockwork bots' numbers (reference §7): {general, marquise, alliance}."""
    b = load_yaml(path)
    g, mq, al = b["general"], b["marquise"], b["alliance"]
    general = {"craft_vp": g["craft_vp"].int(0, 5), "given_card_vp": g["given_card_vp"].int(0, 5)}
    ob = mq["order_building"]
    if sorted(k for k, _ in ob.items()) != sorted(SUITS):
        raise DataError(ob.file, ob.path, "one building for each suit: " + ", ".join(SUITS),
                        [k for k, _ in ob.items()])
    order_building = {k: d.str(BUILDINGS) for k, d in ob.items()}
    if len(set(order_building.values())) != len(BUILDINGS):
        raise DataError(ob.file, ob.path, "each building for one suit", ob.value)
    tr = mq["traits"]
    marquise = {"warriors_per_clearing": mq["setup"]["warriors_per_clearing"].int(0, 5),
                "keep_extra": mq["setup"]["keep_extra"].int(0, 5),
                "order_building": order_building,
                "recruits": _per_level(mq["recruits"], 0, 12),
                "recruit_missed_per_vp": mq["recruit_missed_per_vp"].int(1, 12),
                "bird_recruit_clearings": mq["bird_recruit_clearings"].int(1, 12),
                "move_keep": mq["move_keep"].int(0, 25),
                "expand_below_vp": mq["expand_below_vp"].int(0, 10),
                "expand_max_buildings": mq["expand_max_buildings"].int(0, 18),
                "expands": mq["expands"].int(0, 5),
                "iron_will_expands": tr["iron_will_expands"].int(0, 5),
                "blitz_keep": tr["blitz_keep"].int(0, 25),
                "fortified_hits": tr["fortified_hits"].int(1, 5),
                "hospitals_lost": tr["hospitals_lost"].int(1, 25),
                "hospitals_warriors": tr["hospitals_warriors"].int(0, 5)}
    alliance = {"organize_at": _per_level(al["organize_at"], 1, 10),
                "organize_spreads": al["organize_spreads"].int(0, 5),
                "recruit_per_base": al["recruit_per_base"].int(0, 10),
                "martial_law_vp": al["martial_law_vp"].int(0, 5),
                "public_pity_tokens": al["public_pity_tokens"].int(0, 12),
                "public_pity_spreads_few": al["public_pity_spreads_few"].int(0, 5),
                "public_pity_spreads": al["public_pity_spreads"].int(0, 5),
                "outrage_vp": al["outrage_vp"].int(0, 5),
                "ambush_warriors": al["ambush_warriors"].int(1, 10),
                "ambush_hits": al["ambush_hits"].int(0, 5),
                "wildfire_spreads": al["traits"]["wildfire_spreads"].int(0, 5)}
    return {"file": b.file, "general": general, "marquise": marquise, "alliance": alliance}


def _read(map_path, cards_path, factions_path, rules_path, bots_path=None) -> Config:
    m = load_yaml(map_path)
    clearings = _clearings(m)
    paths = _pairs(m, "paths", clearings)
    rivers = _pairs(m, "rivers", clearings)
    adjacent = {n: tuple(sorted([b for a, b in paths if a == n] + [a for a, b in paths if b == n]))
                for n in clearings}
    for n, adj in adjacent.items():
        if not adj:
            raise DataError(m.file, "paths", f"a path to clearing {n}")
    opposite = {int(k): d.int(1, 12) for k, d in m["opposite"].items()}
    corners = sorted(n for n, c in clearings.items() if c["corner"])
    if sorted(opposite) != corners or any(opposite[opposite[c]] != c for c in corners):
        raise DataError(m.file, "opposite", "each corner paired with another corner", m["opposite"].value)
    forests = {}
    for name, d in m["forests"].items():
        forests[name] = {"clearings": tuple(x.int(1, 12) for x in d["clearings"].list()),
                         "adjacent": tuple(x.str() for x in d["adjacent"].list(empty=True))}
    for name, f in forests.items():
        for other in f["adjacent"]:
            if other not in forests:
                raise DataError(m.file, f"forests.{name}.adjacent", "a forest of this map", other)

    c = load_yaml(cards_path)
    items = {}
    for key, d in c["items"].items():
        if key not in ITEMS:
            raise DataError(c.file, d.path, "an item (" + ", ".join(ITEMS) + ")", key)
        items[key] = d.int(0, 5)
    names = {}
    for name, d in c["cards"].items():
        kind = d["kind"].str(KINDS)
        entry = {"name": name, "kind": kind, "cost": (), "item": None, "vp": 0, "hook": None}
        if kind in ("item", "effect"):
            entry["cost"] = tuple(x.str(SUITS + ("any",)) for x in d["cost"].list())
            if not 1 <= len(entry["cost"]) <= 4:
                raise DataError(c.file, d["cost"].path, "1 to 4 suits", d["cost"].value)
        if kind == "item":
            entry["item"] = d["item"].str(tuple(items))
            entry["vp"] = d["vp"].int(0, 5)
        if kind == "effect":
            entry["hook"] = check_hook(d["hook"], SUITS)
        names[name] = entry
    cards, deck = {}, []
    counts: dict = {}
    for d in c["deck"].list():
        cid = d["id"].str()
        name, _, num = cid.rpartition("_")
        if name not in names or not num.isdigit():
            raise DataError(c.file, d["id"].path, "<card name>_<copy number> of a card in cards", cid)
        counts[name] = counts.get(name, 0) + 1
        if int(num) != counts[name]:
            raise DataError(c.file, d["id"].path, f"copy number {counts[name]} of {name}", cid)
        n = names[name]
        cards[cid] = {"id": cid, "name": name, "suit": d["suit"].str(CARD_SUITS), "kind": n["kind"],
                      "cost": n["cost"], "item": n["item"], "vp": n["vp"], "hook": n["hook"],
                      "persistent": n["kind"] == "effect" and n["hook"]["when"] != "immediate"}
        deck.append(cid)
    for name in names:
        if name not in counts:
            raise DataError(c.file, "deck", f"at least one {name} card", None)

    f = load_yaml(factions_path)
    mq = f["marquise"]
    track_len = mq["per_building"].int(1, 10)
    marquise = {"warriors": mq["warriors"].int(1, 40), "wood": mq["wood"].int(0, 20),
                "setup_letter": mq["setup_letter"].str(),
                "per_building": track_len,
                "build_cost": tuple(x.int(0, 9) for x in mq["build_cost"].list(track_len)),
                "track_vp": {b: tuple(x.int(0, 9) for x in mq["track_vp"][b].list(track_len))
                             for b in BUILDINGS},
                "draw_bonus_at": tuple(x.int(1, track_len) for x in mq["draw_bonus_at"].list(empty=True)),
                "daylight_actions": mq["daylight_actions"].int(1, 9),
                "march_moves": mq["march_moves"].int(1, 5),
                "evening_draw": mq["evening_draw"].int(0, 5)}
    if tuple(x.str() for x in mq["buildings"].list()) != BUILDINGS:
        raise DataError(f.file, "marquise.buildings", ", ".join(BUILDINGS), mq["buildings"].value)
    al = f["alliance"]
    n_tokens = al["sympathy"].int(1, 12)
    alliance = {"warriors": al["warriors"].int(1, 20), "sympathy": n_tokens,
                "setup_letter": al["setup_letter"].str(),
                "sympathy_cost": tuple(x.int(0, 5) for x in al["sympathy_cost"].list(n_tokens)),
                "sympathy_vp": tuple(x.int(0, 9) for x in al["sympathy_vp"].list(n_tokens)),
                "martial_law_warriors": al["martial_law_warriors"].int(1, 10),
                "martial_law_extra": al["martial_law_extra"].int(0, 3),
                "revolt_cost": al["revolt_cost"].int(0, 5),
                "supporters_start": al["supporters_start"].int(0, 10),
                "supporters_limit": al["supporters_limit_without_base"].int(0, 20),
                "evening_draw": al["evening_draw"].int(0, 5)}
    if tuple(x.str() for x in al["bases"].list()) != SUITS:
        raise DataError(f.file, "alliance.bases", ", ".join(SUITS), al["bases"].value)

    r = load_yaml(rules_path)
    nums = r["numbers"]
    numbers = {"win_vp": nums["win_vp"].int(1, 100), "hand_limit": nums["hand_limit"].int(1, 20),
               "start_hand": nums["start_hand"].int(0, 10),
               "dominance_min_vp": nums["dominance_min_vp"].int(0, 100),
               "dominance_clearings": nums["dominance_clearings"].int(1, 4),
               "ambush_hits": nums["ambush_hits"].int(0, 5),
               "dice_faces": tuple(x.int(0, 5) for x in nums["dice_faces"].list())}
    options = {}
    for name, choices in OPTION_CHOICES.items():
        node = r["options"][name]
        if not is_choice(node.value, choices):
            raise DataError(node.file, node.path, "one of " + ", ".join(map(str, choices[:8])), node.value)
        options[name] = node.value
    for name, choices in TRAIT_CHOICES.items():
        node = r["options"][name]
        if not is_traits(node.value, choices):
            raise DataError(node.file, node.path, "a list of distinct names among " + ", ".join(choices), node.value)
        options[name] = list(node.value)
    if marquise["setup_letter"] == alliance["setup_letter"]:
        raise DataError(f.file, "alliance.setup_letter", "a letter other than the Marquise's",
                        alliance["setup_letter"])
    bots = _bots(bots_path or DATA_DIR / "root" / "bots.yaml")
    return Config(clearings, adjacent, opposite, paths, rivers, forests, names, cards, tuple(deck),
                  items, marquise, alliance, numbers, options, bots)


@lru_cache(maxsize=None)
def load_config(map_file: str | None = None, cards: str | None = None,
                factions: str | None = None, rules: str | None = None,
                bots: str | None = None) -> Config:
    base = DATA_DIR / "root"
    return _read(map_file or base / "map.yaml", cards or base / "cards.yaml",
                 factions or base / "factions.yaml", rules or base / "rules.yaml",
                 bots or base / "bots.yaml")

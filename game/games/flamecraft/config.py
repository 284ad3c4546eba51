"""Flamecraft's cards and numbers, read from data/flamecraft/cards.yaml and rules.yaml
(pure, no pygame). A broken file raises DataError naming file, key and expectation."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.core.data import DATA_DIR, DataError, is_choice, load_yaml

from .effects import GOALS, STEPS, check_goal, check_steps

GOODS = ("bread", "meat", "iron", "crystal", "plant", "potion")
ICONS = GOODS + ("wild", "coin", "dragon")
PILES = ("starter",) + GOODS + ("seventh",)
REWARDS = ("none", "coin", "coin2", "fancy", "rep2", "rep3")
DECKS = ("purple", "gold")
OPTION_CHOICES = {
    "sets_scale": ("proposed", "source"),
    "no_coins": ("cards", "never"),
    "fire_just_placed": (True, False),
    "final_round": ("full_round", "triggerer_last", "rest_of_round"),
    "wishing_well_coins": (1, 2, 3),
    "enchant_coin_dragon_shops": (False, True),
    "reserved_max": (1, 2, 3),
    "solo_timer": (True, False),
    "solo_gifts_to_supply": (True, False),
    "first_player": ("random", "first"),
    "potion_chain": (False, True),
    "iron_copies_enchantments": (False, True),
    "sun_unscored": ("zero", "at_end"),
    "gift_limits": ("end_of_turn", "immediately"),
}
REMOVED_RANDOM = "random"


@dataclass(frozen=True)
class Config:
    shops: dict            # id -> {id, icon, pile, slots: [(accepts, reward)], ability, starter_artisan}
    starter_order: tuple   # starter shop ids, spaces 0-5
    artisans: dict         # id -> type (starters included)
    starter_artisans: tuple
    deck_artisans: dict    # type -> tuple of ids
    abilities: dict        # artisan type -> steps
    fancy: dict            # id -> {id, kind, goal, reward}
    enchantments: dict     # deck -> tuple of ids
    enchantment: dict      # id -> {id, deck, type, cost | sets, reward, no_coins}
    numbers: dict
    sets_scales: dict
    solo_ranks: tuple
    achievements: tuple
    achievement_params: dict
    options: dict


def _accepts(node):
    if isinstance(node.value, str):
        return node.str(("wild", "starter"))
    return tuple(d.str(GOODS) for d in node.list())


def _goods_map(node) -> dict:
    out = {}
    for key, d in node.items():
        if key not in GOODS:
            raise DataError(node.file, d.path, "a good (" + ", ".join(GOODS) + ")", key)
        out[key] = d.int(1, 7)
    return out


def removed_artisans(value, per_type: dict, deck_artisans: dict) -> dict | str:
    """The `artisans_removed` data value (§10 #11): "random" (random dragons of each type,
    seeded) or a mapping player count -> the artisan ids removed at that count (counts not
    listed: random). Each list holds exactly `per_type[count]` deck artisans of every type,
    each once. Returns "random" or {count (int): tuple of ids}; a bad value raises
    ValueError(expectation)."""
    if value == REMOVED_RANDOM:
        return REMOVED_RANDOM
    expect = ('"random", or a mapping of player counts 1-5 to lists of deck artisan ids '
              'holding the removed number of each type')
    if type(value) is not dict or not value:
        raise ValueError(expect)
    types = {a: good for good, ids in deck_artisans.items() for a in ids}
    out = {}
    for key, ids in value.items():
        count = int(key) if type(key) is str and key.isdigit() else key
        if type(count) is not int or count not in per_type or count in out:
            raise ValueError(expect + f" (not a player count: {key!r})")
        if type(ids) not in (list, tuple) or any(type(a) is not str or a not in types for a in ids) \
                or len(set(ids)) != len(ids):
            raise ValueError(expect + f" (players {count}: a list of deck artisan ids, each once)")
        for good in deck_artisans:
            if sum(1 for a in ids if types[a] == good) != per_type[count]:
                raise ValueError(expect + f" (players {count}: {per_type[count]} of each type)")
        out[count] = tuple(ids)
    return out


def _read(cards_path, rules_path) -> Config:
    doc = load_yaml(cards_path)
    goods = tuple(d.str() for d in doc["goods"].list(6))
    if goods != GOODS:
        raise DataError(doc.file, "goods", "the six goods " + ", ".join(GOODS), list(goods))
    starter_artisans = {}
    for name, d in doc["starter_artisans"].items():
        starter_artisans[name] = d.str(GOODS)
    artisans = dict(starter_artisans)
    deck_artisans = {}
    for good in GOODS:
        ids = tuple(d.str() for d in doc["artisans"][good].list())
        deck_artisans[good] = ids
        for a in ids:
            if a in artisans:
                raise DataError(doc.file, f"artisans.{good}", "each artisan id once", a)
            artisans[a] = good
    shops, starters = {}, []
    for item in doc["shops"].list():
        sid = item["id"].str()
        if sid in shops:
            raise DataError(item.file, item["id"].path, "each shop id once", sid)
        pile = item["pile"].str(PILES)
        icon = item["icon"].str(ICONS)
        slots = []
        for s in item["slots"].list(3):
            slots.append((_accepts(s["accepts"]), s["reward"].str(REWARDS)))
        entry = {"id": sid, "icon": icon, "pile": pile, "slots": tuple(slots),
                 "ability": None, "starter_artisan": None}
        if pile == "starter":
            art = item["starter_artisan"].str(tuple(starter_artisans))
            if starter_artisans[art] != icon:
                raise DataError(item.file, item["starter_artisan"].path,
                                f"a starter artisan of type {icon}", art)
            if slots[0][0] != "starter":
                raise DataError(item.file, item["slots"].path + "[0].accepts", "starter", slots[0][0])
            entry["starter_artisan"] = art
            starters.append(sid)
        else:
            if pile in GOODS and icon != pile:
                raise DataError(item.file, item["icon"].path, f"{pile} (its pile)", icon)
            if pile == "seventh" and icon in GOODS:
                raise DataError(item.file, item["icon"].path, "wild, coin or dragon", icon)
            entry["ability"] = check_steps(item["ability"])
        shops[sid] = entry
    if len(starters) != 6:
        raise DataError(doc.file, "shops", "six starter shops", len(starters))
    abilities = {}
    for good in GOODS:
        abilities[good] = check_steps(doc["artisan_abilities"][good])
    fancy = {}
    for item in doc["fancy"].list():
        fid = item["id"].str()
        if fid in fancy:
            raise DataError(item.file, item["id"].path, "each fancy id once", fid)
        reward = {"rep": item["reward"]["rep"].int(0, 20)}
        for extra in ("coin", "artisan", "good"):
            if item["reward"].has(extra):
                reward[extra] = item["reward"][extra].int(1, 3)
        fancy[fid] = {"id": fid, "kind": item["kind"].str(("sun", "moon")),
                      "goal": check_goal(item["goal"]), "reward": reward}
    enchantment, decks = {}, {}
    for deck in DECKS:
        ids = []
        for item in doc["enchantments"][deck].list():
            eid = item["id"].str()
            if eid in enchantment:
                raise DataError(item.file, item["id"].path, "each enchantment id once", eid)
            entry = {"id": eid, "deck": deck, "type": item["type"].str(GOODS),
                     "no_coins": item["no_coins"].bool(), "cost": None, "sets": None,
                     "reward": {"rep": 0, "artisan": 0}}
            if item.has("sets"):
                entry["sets"] = _goods_map(item["sets"])
            else:
                entry["cost"] = _goods_map(item["cost"])
                entry["reward"] = {"rep": item["reward"]["rep"].int(0, 20),
                                   "artisan": item["reward"].get("artisan", 0).int(0, 3)}
            if entry["type"] in (entry["cost"] or entry["sets"]):
                raise DataError(item.file, item.path, "a cost without the enchantment's own good", eid)
            enchantment[eid] = entry
            ids.append(eid)
        decks[deck] = tuple(ids)

    r = load_yaml(rules_path)
    numbers = {"town_size": {p: r["town_size"][p].int(6, 20) for p in range(1, 6)},
               "artisans_removed_per_type": {p: r["artisans_removed_per_type"][p].int(0, 6)
                                             for p in range(1, 6)},
               "start_good_positions": {p: tuple(d.int(1, 5) for d in r["start_good_positions"][p].list(empty=True))
                                        for p in range(1, 6)}}
    for key, lo, hi in (("starter_spaces", 6, 6), ("hand_limit", 1, 20), ("goods_limit", 1, 20),
                        ("park_size", 1, 10), ("row_size", 1, 10), ("max_enchantments", 1, 6),
                        ("start_artisans", 0, 6), ("start_fancy_dealt", 1, 4),
                        ("start_fancy_kept", 1, 4)):
        numbers[key] = r[key].int(lo, hi)
    node = r["artisans_removed"]
    try:
        numbers["artisans_removed"] = removed_artisans(node.value, numbers["artisans_removed_per_type"],
                                                       deck_artisans)
    except ValueError as err:
        raise DataError(node.file, node.path, str(err), node.value) from None
    numbers["shop_deck"] = {"per_goods_pile": r["shop_deck"]["per_goods_pile"].int(0, 3),
                            "from_seventh": r["shop_deck"]["from_seventh"].int(0, 10)}
    scales = {}
    for name in OPTION_CHOICES["sets_scale"]:
        scales[name] = tuple(d.int(0, 30) for d in r["sets_scales"][name].list(4))
    ranks = tuple({"min": d["min"].int(0), "key": d["key"].str()} for d in r["solo"]["ranks"].list())
    achievements = tuple(d.str() for d in r["solo"]["achievements"].list())
    params = {k: d.int(0, 50) for k, d in r["solo"]["achievement_params"].items()}
    options = {}
    for name, choices in OPTION_CHOICES.items():
        node = r["options"][name]
        if not is_choice(node.value, choices):
            raise DataError(node.file, node.path, "one of " + ", ".join(map(str, choices)), node.value)
        options[name] = node.value
    return Config(shops, tuple(starters), artisans, tuple(starter_artisans), deck_artisans,
                  abilities, fancy, decks, enchantment, numbers, scales, ranks, achievements,
                  params, options)


@lru_cache(maxsize=None)
def load_config(cards: str | None = None, rules: str | None = None) -> Config:
    return _read(cards or DATA_DIR / "flamecraft" / "cards.yaml",
                 rules or DATA_DIR / "flamecraft" / "rules.yaml")


__all__ = ["Config", "load_config", "removed_artisans", "GOODS", "OPTION_CHOICES", "STEPS", "GOALS", "DECKS"]

"""The small vocabulary the card data combines (pure, no pygame).

STEPS: the effect steps a shop ability or an artisan ability is made of. Each step is
a dict {step: name, ...params}; rules.py turns a step into a pending decision (or does
it at once when there is nothing to choose). `usable(state, seat, steps, ctx)` says
whether an ability can start (a `pay`, `bottom_artisan`, ... step that cannot be met
makes the whole ability unusable).

GOALS: the predicates of the Fancy dragons' goals, `goal_met(state, seat, goal)`;
`per_stat` goals are worth a variable amount (`goal_value`).
"""
from __future__ import annotations

from game.core.data import DataError

GOODS = ("bread", "meat", "iron", "crystal", "plant", "potion")

# step name -> {param: ("int", lo, hi) | ("bool",) | ("choice", options)}
STEPS = {
    "gain": {"item": ("choice", GOODS + ("coin",)), "n": ("int", 1, 5)},
    "take": {"n": ("int", 1, 5), "distinct": ("bool",), "not_returned": ("bool",)},
    "take_per": {"count": ("choice", ("dragons_here",))},
    "rep": {"n": ("int", 1, 10)},
    "rep_per": {"count": ("choice", ("types_here", "enchantments_here", "dragons_here")),
                "n": ("int", 1, 5)},
    "pay": {"good": ("choice", GOODS), "n": ("int", 1, 5)},
    "return_any": {"n": ("int", 1, 5)},
    "draw_artisan": {"n": ("int", 1, 3)},
    "draw_fancy": {"n": ("int", 1, 3)},
    "bottom_artisan": {"n": ("int", 1, 3)},
    "bottom_fancy": {"n": ("int", 1, 3)},
    "look_fancy": {"n": ("int", 1, 5)},
    "fire_card": {"where": ("choice", ("hand", "park"))},
    "fire_town": {"where": ("choice", ("here_other", "anywhere"))},
    "place_anywhere": {},
    "exchange": {"max": ("int", 1, 5)},
    "reserve": {},
    "trade": {"give": ("int", 1, 5), "coins": ("int", 1, 5), "times": ("int", 1, 5)},
    "others_take": {"n": ("int", 1, 3)},
    "gift_for_rep": {"rep": ("int", 1, 5)},
    "spend_coins": {"max": ("int", 1, 5), "rep_each": ("int", 1, 5)},
    "park_swap": {},
    "copy": {"n": ("int", 1, 3)},          # Iron
    "swap_fire": {},                       # Potion
}
OPTIONAL_PARAMS = {"take": {"distinct": False, "not_returned": False}}

# goal name -> params
GOALS = {
    "hand_same_type": {"n": ("int", 1, 10)},
    "each_good": {"n": ("int", 1, 7)},
    "pay": {"goods": ("goods",)},
    "one_good_at_least": {"n": ("int", 1, 7)},
    "good_at_least": {"good": ("choice", GOODS), "n": ("int", 1, 7)},
    "hand_at_least": {"n": ("int", 0, 20)},
    "hand_exactly": {"n": ("int", 0, 20)},
    "hand_types": {"n": ("int", 1, 6)},
    "turn_flag": {"flag": ("choice", ("filled_last_slot", "third_enchantment", "visited_occupied"))},
    "turn_count": {"count": ("choice", ("gathered", "fired", "gifts")), "n": ("int", 1, 10)},
    "stat_at_least": {"stat": ("choice", ("cast", "placed", "sun_revealed")), "n": ("int", 1, 20)},
    "coins_at_least": {"n": ("int", 1, 20)},
    "per_stat": {"stat": ("choice", ("fancy_revealed_other", "cast", "placed")),
                 "each": ("int", 1, 5), "max": ("int", 1, 99)},
    "town_full_shops": {"n": ("int", 1, 14)},
    "town_enchanted_shop": {"n": ("int", 1, 3)},
    "total_goods": {"n": ("int", 1, 42)},
    "placed_types": {"n": ("int", 1, 6)},
}


def _check_params(node, spec: dict, optional: dict, name_key: str) -> dict:
    out = {name_key: node[name_key].value}
    known = set(spec) | {name_key}
    for key, _ in node.items():
        if key not in known:
            raise DataError(node.file, node._child_path(key),
                            "one of the parameters " + ", ".join(sorted(spec)) if spec else "no parameters", key)
    for param, kind in spec.items():
        if param in optional and not node.has(param):
            out[param] = optional[param]
            continue
        d = node[param]
        if kind[0] == "int":
            out[param] = d.int(kind[1], kind[2])
        elif kind[0] == "bool":
            out[param] = d.bool()
        elif kind[0] == "choice":
            out[param] = d.str(kind[1])
        else:                               # goods: good -> n
            goods = {}
            for g, v in d.items():
                if g not in GOODS:
                    raise DataError(d.file, v.path, "a good", g)
                goods[g] = v.int(1, 7)
            out[param] = goods
    return out


def check_steps(node) -> tuple:
    steps = []
    for item in node.list():
        name = item["step"].str(tuple(STEPS))
        steps.append(_check_params(item, STEPS[name], OPTIONAL_PARAMS.get(name, {}), "step"))
    return tuple(steps)


def check_goal(node) -> dict:
    name = node["is"].str(tuple(GOALS))
    return _check_params(node, GOALS[name], {}, "is")


# ------------------------------------------------------------------ goals
def _hand_types(state, seat) -> list:
    types = state.cfg.artisans
    return [types[a] for a in state.players[seat]["hand"]]


def goal_met(state, seat: int, goal: dict) -> bool:
    p = state.players[seat]
    kind = goal["is"]
    goods = p["goods"]
    if kind == "hand_same_type":
        types = _hand_types(state, seat)
        return any(types.count(t) >= goal["n"] for t in set(types))
    if kind == "each_good":
        return all(goods[g] >= goal["n"] for g in GOODS)
    if kind == "pay":
        return all(goods[g] >= n for g, n in goal["goods"].items())
    if kind == "one_good_at_least":
        return any(goods[g] >= goal["n"] for g in GOODS)
    if kind == "good_at_least":
        return goods[goal["good"]] >= goal["n"]
    if kind == "hand_at_least":
        return len(p["hand"]) >= goal["n"]
    if kind == "hand_exactly":
        return len(p["hand"]) == goal["n"]
    if kind == "hand_types":
        return len(set(_hand_types(state, seat))) >= goal["n"]
    if kind == "turn_flag":
        return bool(state.turn_flags.get(goal["flag"])) and seat == state.turn_seat
    if kind == "turn_count":
        return seat == state.turn_seat and state.turn_flags.get(goal["count"], 0) >= goal["n"]
    if kind == "stat_at_least":
        return p["stats"][goal["stat"]] >= goal["n"]
    if kind == "coins_at_least":
        return p["coins"] >= goal["n"]
    if kind == "per_stat":
        return goal_value(state, seat, goal) > 0
    if kind == "town_full_shops":
        return sum(1 for shop in state.town if shop and shop["face_up"]
                   and all(d is not None for d in shop["dragons"])) >= goal["n"]
    if kind == "town_enchanted_shop":
        return any(shop and len(shop["enchantments"]) >= goal["n"] for shop in state.town)
    if kind == "total_goods":
        return sum(goods.values()) >= goal["n"]
    if kind == "placed_types":
        return len(p["stats"]["placed_types"]) >= goal["n"]
    raise ValueError(kind)


def goal_value(state, seat: int, goal: dict) -> int:
    """The reputation a per_stat goal is worth now (0 for the other kinds)."""
    if goal["is"] != "per_stat":
        return 0
    stats = state.players[seat]["stats"]
    # the Fancy dragons revealed during the game (Sun dragons): not the Moon dragons scored
    # with it at the end, so the value does not depend on the order they are scored in
    revealed = [f for f in state.players[seat]["fancy_revealed"] if state.cfg.fancy[f]["kind"] == "sun"]
    count = {"fancy_revealed_other": len(revealed),
             "cast": stats["cast"], "placed": stats["placed"]}[goal["stat"]]
    return min(goal["max"], goal["each"] * count)

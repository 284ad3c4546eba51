"""Words for Flamecraft's board screen: names, log lines, prompts, refusals and button
labels, in the player's language.

Pure: no pygame. `t` is the app's Translator; keys live in data/flamecraft/text.<lang>.yaml
under "flamecraft." (card names from the text sections, screen words under ui, prompt,
log, illegal). `snap` is the state's to_dict(). The log is public (one shared screen): it
never names a card drawn in secret (an artisan from the deck, a Fancy dragon).
"""
from __future__ import annotations

from game.core.names import player_name, shown_as_you

P = "flamecraft."
GOODS = ("bread", "meat", "iron", "crystal", "plant", "potion")


# ------------------------------------------------------------------ names
def seat_name(t, players, seat) -> str:
    return player_name(t, "flamecraft", players, seat)


def good_name(t, item) -> str:
    if item == "coin":
        return t(P + "coin")
    return t(f"{P}good.{item}") if item in GOODS else str(item)


def items_text(t, item, n=1) -> str:
    """'2 Bread', '1 coin'."""
    if item == "coin":
        return t(P + ("coin_one" if n == 1 else "coin_many"), n=n)
    if item in GOODS:
        return t(f"{P}good_n.{item}", n=n)
    return f"{n} {item}"


def paid_text(t, good, goods: int, coins: int) -> str:
    """How a good of a cost is paid: '1 Bread + 1 coin', '2 Bread', '2 coins'."""
    parts = ([items_text(t, good, goods)] if goods else []) + ([items_text(t, "coin", coins)] if coins else [])
    return " + ".join(parts) or "-"


def shop_name(t, shop_id) -> str:
    return t(f"{P}shop.{shop_id}.name") if shop_id else "-"


def artisan_name(t, artisan_id) -> str:
    return t(f"{P}artisan.{artisan_id}.name") if artisan_id else "-"


def fancy_name(t, fancy_id) -> str:
    return t(f"{P}fancy.{fancy_id}.name") if fancy_id else "-"


def enchantment_name(t, ench_id) -> str:
    return t(f"{P}enchantment.{ench_id}.name") if ench_id else "-"


def either_text(t, names) -> str:
    """'A', 'A or B', 'A, B or C' ('A ni B' in a Spanish negation)."""
    names = list(names)
    if len(names) < 2:
        return "".join(names)
    return t(P + "ui.either", first=", ".join(names[:-1]), last=names[-1])


def reward_text(t, reward) -> str:
    return t(f"{P}reward.{reward}") if reward else t(P + "reward.none")


def space_name(t, snap, space) -> str:
    """A town space as players see it: the shop there, or 'empty space 7'."""
    town = (snap or {}).get("town") or []
    if type(space) is int and 0 <= space < len(town) and town[space]:
        entry = town[space]
        if entry.get("face_up", True):
            return shop_name(t, entry.get("id"))
        return t(P + "ui.face_down_shop", n=space + 1)
    return t(P + "ui.empty_space", n=(space + 1) if type(space) is int else "?")


def slot_name(t, snap, space, slot) -> str:
    return t(P + "ui.slot_of", n=(slot or 0) + 1, shop=space_name(t, snap, space))


def dragon_at(snap, space, slot):
    try:
        return snap["town"][space]["dragons"][slot]
    except (KeyError, IndexError, TypeError):
        return None


# ------------------------------------------------------------------ refusals
def describe_refusal(t, err) -> str:
    if err is None:
        return ""
    key = f"{P}illegal.{getattr(err, 'key', '')}"
    params = dict(getattr(err, "params", {}) or {})
    for name in ("good", "item"):
        if name in params:
            params[name] = good_name(t, params[name])
    if "card" in params:
        params["card"] = card_name(t, params["card"])
    return t(key, **params) if t.has(key) else t(P + "illegal.not_allowed")


# ------------------------------------------------------------------ log lines
def describe_event(t, snap, players, event) -> str | None:
    """One log line for one event (None for events the log does not show: LINES says
    which). `snap` is the position after the action (a shop's name never changes). Cards
    drawn in secret (from the artisan deck, Fancy dragons kept or drawn) are not named."""
    line = LINES.get(event.get("type"))
    if line is None:
        return None
    seat = event.get("seat", event.get("from"))
    log = P + ("log_you." if shown_as_you(players, seat) else "log.")    # "You keep", not "You keeps"
    return line(t, snap, players, event, seat_name(t, players, seat), log)


def merge_gains(events) -> list:
    """One action's events with the gains of one good to one player for one reason
    summed into the first of them ("You gain 2 Bread", not "You gain 1 Bread" twice)."""
    merged, first = [], {}
    for e in events:
        key = (e.get("seat"), e.get("item"), e.get("why"))
        if e.get("type") == "gain" and key in first:
            first[key]["n"] = first[key].get("n", 1) + e.get("n", 1)
            continue
        e = dict(e)
        if e.get("type") == "gain":
            first[key] = e
        merged.append(e)
    return merged


def _named(t, snap, players, e, who, log):
    """The line of the event's type, naming its seat."""
    return t(log + e["type"], name=who)


def _plain(t, snap, players, e, who, log):
    return t(log + e["type"])


def _what(t, e) -> str:
    return items_text(t, e.get("item"), e.get("n", 1))


def _draw_artisan(t, snap, players, e, who, log):
    if e.get("source") == "park":
        return t(log + "draw_park", name=who, card=artisan_name(t, e.get("card")))
    return t(log + "draw_deck", name=who)


def _swap(t, snap, players, e, who, log):
    cards = list(e.get("cards") or [None, None]) + [None, None]
    return t(log + "swap", name=who, a=artisan_name(t, cards[0]), b=artisan_name(t, cards[1]))


def _pay(t, snap, players, e, who, log):
    if e.get("why") == "gift":      # the gift's own line says it; solo, the good goes back
        return t(log + "gift_supply", name=who, what=_what(t, e)) if len(players) == 1 else None
    return t(log + "pay", name=who, what=_what(t, e))


def _reputation(t, snap, players, e, who, log):
    n = e.get("n", 0)
    return t(log + ("reputation" if n >= 0 else "reputation_lost"), name=who, n=abs(n))


# The log line of every event the rules emit, by type: (t, snap, players, event, the
# seat's name, the texts' prefix: "log_you." for a player shown as "you") -> str, or None
# for no line. tests/ui/test_event_tables.py checks that every type the rules build is here.
LINES = {
    "turn": _named,
    "move": lambda t, snap, players, e, who, log: t(log + "move", name=who, shop=space_name(t, snap, e.get("to"))),
    "gift": lambda t, snap, players, e, who, log: t(log + "gift", name=who, to=seat_name(t, players, e.get("to")),
                                               what=_what(t, e)),
    "gain": lambda t, snap, players, e, who, log: None if e.get("why") == "gift" else     # the gift's line says it
    t(log + "gain", name=who, what=_what(t, e)),
    "pay": _pay,
    "draw_artisan": _draw_artisan,
    "draw_fancy": _named,
    "keep_fancy": _named,
    "place": lambda t, snap, players, e, who, log: t(log + "place", name=who, card=artisan_name(t, e.get("card")),
                                                shop=space_name(t, snap, e.get("space"))),
    "fire": lambda t, snap, players, e, who, log: t(log + "fire", name=who, card=artisan_name(t, e.get("card"))),
    "ability": lambda t, snap, players, e, who, log: t(log + "ability", name=who, shop=shop_name(t, e.get("shop"))),
    "swap": _swap,
    "shop_drawn": lambda t, snap, players, e, who, log: t(log + "shop_drawn", name=who, n=(e.get("space") or 0) + 1),
    "shop_revealed": lambda t, snap, players, e, who, log: t(log + "shop_revealed", shop=shop_name(t, e.get("id"))),
    "enchant": lambda t, snap, players, e, who, log: t(log + "enchant", name=who, card=enchantment_name(t, e.get("card")),
                                                  shop=space_name(t, snap, e.get("space"))),
    "reputation": _reputation,
    "reveal_fancy": lambda t, snap, players, e, who, log: t(log + "reveal_fancy", name=who,
                                                       card=fancy_name(t, e.get("card"))),
    "reserve": lambda t, snap, players, e, who, log: t(log + "reserve", name=who, card=enchantment_name(t, e.get("card"))),
    "park_swap": lambda t, snap, players, e, who, log: t(log + "park_swap", name=who, gave=artisan_name(t, e.get("gave")),
                                                    took=artisan_name(t, e.get("took"))),
    "bottom": lambda t, snap, players, e, who, log: t(log + ("bottom_fancy" if e.get("deck") == "fancy" else "bottom"),
                                                 name=who),
    "limit": lambda t, snap, players, e, who, log: t(log + "limit", name=who,
                                                what=items_text(t, e.get("good"), e.get("n", 1))),
    "discard": _plain,
    "refill": None,                         # the Park and the row are refilled on screen
    "end_trigger": _plain,
    "final_scoring": _plain,
    "game_over": _plain,
}


# ------------------------------------------------------------------ prompts and labels
def prompt(t, snap, players, decision, seat, me: bool, named: bool = False) -> str:
    """What the seat deciding now is asked to do, spoken to "you"; `me` when that seat sits
    at the screen, `named` when several people share it (then the line starts with whose
    decision it is)."""
    text = _prompt(t, snap, players, decision, seat, me)
    if me and named:
        return t(P + "prompt.named", name=seat_name(t, players, seat), text=text)
    return text


def _prompt(t, snap, players, decision, seat, me: bool) -> str:
    d = decision or {}
    kind = d.get("kind", "")
    name = seat_name(t, players, seat)
    if not me:
        return t(P + "prompt.waiting", name=name)
    params = {}
    if "to" in d:
        params["to"] = seat_name(t, players, d.get("to"))
    if "good" in d:
        params["good"] = good_name(t, d.get("good"))
    if "n" in d:
        params["n"] = d.get("n")
    if d.get("space") is not None:
        params["shop"] = space_name(t, snap, d.get("space"))
    if "card" in d:
        params["card"] = card_name(t, d.get("card"))
    if "rep" in d:
        params["rep"] = d.get("rep")
    if "where" in d:
        params["where"] = t(P + f"ui.where_{d.get('where')}")
    why = d.get("why")
    if kind == "fire" and "left" in d:
        why = "enchant"                 # after casting: every dragon here, one by one
    elif kind == "take" and d.get("goods"):
        why = "copy"                    # Iron: one of the goods made here
    elif kind == "take" and d.get("distinct"):
        why = "crystal"
    elif kind == "place" and why != "gather":
        why = "anywhere"                # Meat, Gnome Depot: any shop in town
    for key in (P + f"prompt.{kind}_{why}", P + f"prompt.{kind}"):
        if why is None and key.endswith("_None"):
            continue
        if t.has(key):
            return t(key, **params)
    return t(P + "prompt.other", **params)


def card_name(t, card_id) -> str:
    """Any card by its id: an artisan, an enchantment, a Fancy dragon or a shop."""
    from .scene_cards import cards
    c = cards()
    if card_id in c.artisan_type:
        return artisan_name(t, card_id)
    if card_id in c.enchantments:
        return enchantment_name(t, card_id)
    if card_id in c.fancy:
        return fancy_name(t, card_id)
    if card_id in c.shops:
        return shop_name(t, card_id)
    return str(card_id)


def action_label(t, snap, players, action) -> str:
    """A button's label for an action chosen by button (not on the board)."""
    kind = action[0]
    U = P + "ui."
    if kind in ("gift", "take", "return", "start_good"):
        return good_name(t, action[1])
    if kind == "gift_to":
        return f"{seat_name(t, players, action[1])}: {good_name(t, action[2])}"
    if kind == "pay":
        return t(U + "pay_coins", coins=items_text(t, "coin", action[2]), good=good_name(t, action[1]))
    if kind == "spend_coins":
        return t(U + "spend_coins", n=action[1])
    if kind == "enchant":
        name = enchantment_name(t, action[1])
        if not action[2]:
            return t(U + "cast", card=name)
        return t(U + ("enchant_sets_one" if action[2] == 1 else "enchant_sets"), card=name, n=action[2])
    if kind == "draw" and action[1] == "deck":
        return t(U + "draw_deck")
    if kind in ("keep_fancy", "bottom_fancy", "reveal"):
        return fancy_name(t, action[1])
    if kind in ("draw", "fire_card", "bottom"):
        return artisan_name(t, action[1])
    if kind == "reserve":
        return enchantment_name(t, action[1])
    if kind in ("site",):
        return t(P + "ui.empty_space", n=action[1] + 1)
    key = U + f"act.{kind}"
    return t(key) if t.has(key) else kind


def gains_text(t, gains: dict) -> str:
    """'3 reputation, 2 Iron, 1 coin, 1 artisan dragon': what a turn brings, in words."""
    parts = []
    for item, n in gains.items():
        if item == "rep":
            parts.append(t(P + "reputation", n=n))
        elif item == "artisans":
            parts.append(t(P + ("hint.artisan_one" if n == 1 else "hint.artisan_many"), n=n))
        else:
            parts.append(items_text(t, item, n))
    return ", ".join(parts)


def action_text(t, snap, players, decision, action) -> str:
    """What a step does, in a few words ("Fire up Blossom", "Give Plant to Ben"): the
    question asked before a step Undo cannot take back names it."""
    kind, D = action[0], P + "do."
    arg = action[1] if len(action) > 1 else None
    if kind == "move":
        return t(D + "move", shop=space_name(t, snap, arg))
    if kind == "place":
        return t(D + "place", card=artisan_name(t, arg), shop=space_name(t, snap, action[2]))
    if kind in ("fire", "swap"):
        return t(D + kind, card=artisan_name(t, dragon_at(snap, arg, action[2])))
    if kind == "site":
        return t(D + "site", n=arg + 1)
    if kind == "draw":
        return t(P + "ui.draw_deck") if arg == "deck" else t(D + "draw", card=artisan_name(t, arg))
    if kind == "gift":
        return t(D + "gift", what=good_name(t, arg), to=seat_name(t, players, (decision or {}).get("to")))
    if kind == "gift_to":
        return t(D + "gift", what=good_name(t, action[2]), to=seat_name(t, players, arg))
    if kind in ("take", "return", "start_good"):
        return t(D + kind, good=good_name(t, arg))
    if kind in ("fire_card", "bottom", "keep_fancy", "bottom_fancy", "reveal", "reserve", "enchant"):
        return t(D + kind, card=card_name(t, arg))
    if kind == "park_swap":
        return t(D + "park_swap", gave=artisan_name(t, arg), took=artisan_name(t, action[2]))
    return action_label(t, snap, players, action)


def gifts_owed_text(t, players, seats) -> str:
    if not seats:
        return t(P + "ui.no_gifts")
    return t(P + "ui.gifts_owed", n=len(seats), names=", ".join(seat_name(t, players, s) for s in seats))

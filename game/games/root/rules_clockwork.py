"""Root: the general rules of the Clockwork bots (reference §7.1, RT-BOT-ORDER to RT-BOT-LEVELS), shared by
every bot faction, and the registry through which a faction's bot module plugs into the
engine (docs/root_engine.md, "Clockwork seats"). Pure: no pygame. The bots' numbers are
data: `state.cfg.bots` (data/root/bots.yaml, read by config.py).

A seat whose set-up `kind` is "bot" is a Clockwork seat when its faction has a module
here. Its `players[seat]["bot"]` holds {difficulty, traits}; its turn's program lives in
`turn["bot"]`. A bot module provides:

- `setup(state, seat, events)`: the bot's own set-up (instead of the person's);
- `start_turn(state, seat, events)`: at the start of its turn (after the `turn` event);
- `next_step(state, seat, events)`: one step of its turn, run by ("bot_step",); the
  module pushes {"k": "end_turn"} on the stack when the turn is over;
- optional hooks, called through `hook()`: `on_rolled(state, seat, events)` after the
  battle roll, `after_battle(state, seat, events, battle)`, `on_outrage(state, seat,
  events, clearing)` (True when it handled the Outrage), `decide(state, seat, task,
  actions)` for a decision of its own on the stack (default: `decide()` below).
"""
from __future__ import annotations

import importlib

from game.core.rng import Rng

from .board import FACTIONS, other

# faction -> bot module (imported when first needed; a missing module: no Clockwork seat)
REGISTRY = {"marquise": "game.games.root.rules_bot_marquise",
            "alliance": "game.games.root.rules_bot_alliance"}
_LOADED: dict = {}

LEVELS = ("easy", "default", "challenging", "nightmare")
TOKENS = ("wood", "keep", "sympathy")


def module(faction: str):
    """The faction's bot module, or None when it has none (yet)."""
    if faction not in _LOADED:
        try:
            _LOADED[faction] = importlib.import_module(REGISTRY[faction])
        except ModuleNotFoundError as err:
            if err.name != REGISTRY.get(faction):
                raise
            _LOADED[faction] = None
    return _LOADED[faction]


def hook(state, name: str, events, *args) -> bool:
    """Call the optional hook `name` of every Clockwork seat's module; True if one says so."""
    done = False
    for seat in (0, 1):
        if state.is_bot(seat):
            fn = getattr(module(state.faction(seat)), name, None)
            if fn is not None and fn(state, seat, events, *args):
                done = True
    return done


def decide(state, task: dict, actions: list):
    """A decision on the stack that belongs to a bot seat: its module's `decide` if any,
    else the first action that is not a skip (bots take no optional step), else skip."""
    seat = task.get("seat", state.current)
    fn = getattr(module(state.faction(seat)), "decide", None)
    if fn is not None:
        return fn(state, seat, task, actions)
    for a in actions:
        if a != ("skip",):
            return a if task["k"] not in ("ambush", "counter_ambush", "battle_effects",
                                          "field_hospitals") else ("skip",)
    return ("skip",)


# ------------------------------------------------------------ randomness
def pick(state, items: list):
    """One of `items`, seeded by the game's generator (RT-DIG-SEED)."""
    rng = Rng(state.rng_state)
    value = items[rng.randrange(len(items))]
    state.rng_state = rng.state
    return value


# ------------------------------------------------------------ the order card (RT-BOT-ORDER)
def flip_order(state, seat, events):
    """Reveal the top card of the deck as the order card (turn["bot"]["order"]); None when
    deck and discard are empty (then the order is bird)."""
    card = state._take_top(events)
    state.turn["bot"]["order"] = card
    events.append({"type": "order", "faction": state.faction(seat), "card": card,
                   "suit": order_suit(state)})
    return card


def order_suit(state) -> str:
    card = state.turn.get("bot", {}).get("order")
    return "bird" if card is None else state.card_suit(card)


def discard_order(state, seat, events):
    card = state.turn["bot"].get("order")
    if card is not None:
        state.turn["bot"]["order"] = None
        state._to_discard(card)
        events.append({"type": "discard", "faction": state.faction(seat), "card": card, "why": "order"})


def craft_order(state, seat, events) -> bool:
    """RT-BOT-CRAFT: the order card's item, if still in the supply, for 1 VP, paying
    nothing; never any other card (no persistent cards)."""
    card = state.turn["bot"].get("order")
    if card is None:
        return False
    info = state.cfg.cards[card]
    if info["kind"] != "item" or state.item_supply.get(info["item"], 0) <= 0:
        return False
    f = state.faction(seat)
    state.item_supply[info["item"]] -= 1
    state.players[seat]["items"].append(info["item"])
    events.append({"type": "craft", "faction": f, "card": card, "item": info["item"]})
    state.add_vp(events, f, state.cfg.bots["general"]["craft_vp"], "craft")
    return True


# ------------------------------------------------------------ hands (RT-BOT-HAND)
def give_card(state, giver_seat, card, events):
    """A card a person would give to a bot: discarded instead, and the bot scores 1 VP."""
    state._discard_card(events, giver_seat, card, "to_bot")
    state.add_vp(events, state.faction(1 - giver_seat), state.cfg.bots["general"]["given_card_vp"],
                 "poor_dexterity")


# ------------------------------------------------------------ hits (RT-BOT-HITS)
def take_hits(state, events, c, victim, n, by):
    """Hits left after the warriors: tokens before buildings; between building types one
    at random (seeded). With the Fortified trait a building needs 2 hits (RT-BOT-MM-TRAITS,
    bots.yaml marquise.traits.fortified_hits); fewer hits left on it are lost."""
    fortified = state.bot_has(victim, "fortified")
    need = state.cfg.bots["marquise"]["fortified_hits"]
    while n > 0:
        pieces = state.pieces_of(victim, c)
        if not pieces:
            return
        tokens = [p for p in pieces if p in TOKENS]
        if tokens:
            piece = tokens[0]
        else:
            piece = pick(state, sorted(set(pieces)))
        if fortified and piece not in TOKENS:
            if n < need:
                events.append({"type": "effect", "faction": victim, "card": None, "what": "fortified",
                               "clearing": c})
                return
            n -= need
        else:
            n -= 1
        state.remove_piece(events, c, piece, by)


# ------------------------------------------------------------ targets (RT-BOT-PRIORITY)
def pieces_count(state, faction, c) -> int:
    cl = state.cl(c)
    return cl["warriors"][faction] + len(state.pieces_of(faction, c))


def defender(state, attacker, c):
    """The enemy with the most pieces in c; ties: most VP, then setup letter. None if no
    enemy has pieces there."""
    foes = [f for f in FACTIONS if f != attacker and state.has_pieces(f, c)]
    if not foes:
        return None
    letter = {"marquise": state.cfg.marquise["setup_letter"], "alliance": state.cfg.alliance["setup_letter"]}
    return min(foes, key=lambda f: (-pieces_count(state, f, c), -state.player(f)["vp"], letter[f]))


def enemy_pieces(state, faction, c) -> int:
    return sum(pieces_count(state, f, c) for f in FACTIONS if f != faction)


def by_priority(clearings) -> list:
    """Clearings in priority order (1 first)."""
    return sorted(clearings)


def best(clearings, key):
    """The clearing with the highest key; ties by priority (RT-BOT-PRIORITY). None if empty."""
    cs = by_priority(clearings)
    if not cs:
        return None
    return max(cs, key=lambda c: (key(c), -c))


def draws_per_evening(state, seat) -> int:
    """Nightmare's VP at the end of each Evening (RT-BOT-MM-NIGHTMARE, option nightmare_bonus_vp)."""
    return state.options["nightmare_bonus_vp"] if state.players[seat]["bot"]["difficulty"] == "nightmare" else 0


def foe(faction):
    return other(faction)

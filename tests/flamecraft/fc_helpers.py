"""Shared helpers for the Flamecraft rules tests: games set up to a known position."""
from __future__ import annotations

from game.games.flamecraft import rules
from game.games.flamecraft.config import GOODS, load_config

CFG = load_config()


def players(n: int) -> list[dict]:
    return [{"name": f"P{i}", "kind": "bot"} for i in range(n)]


def new(n: int = 2, seed: int = 1, **setup):
    return rules.new_game({"players": players(n), "first_player": "first", **setup}, seed)


def past_setup(state):
    """Answer the set-up choices (first legal action each) until the first move."""
    while state.phase == "setup" or state.decision()["kind"] in ("keep_fancy", "start_good"):
        state.apply(state.legal_actions()[0])
    return state


def at_move(n: int = 2, seed: int = 1, **setup):
    """A game at its first move (seat 0 first), goods, coins and hands emptied."""
    s = past_setup(new(n, seed, **setup))
    for p in s.players:              # cards back to the bottom of their decks
        p["goods"] = {g: 0 for g in GOODS}
        s.artisan_deck += p["hand"]
        s.fancy_deck += p["fancy_hidden"]
        p["hand"] = []
        p["fancy_hidden"] = []
    touch(s)
    return s


def touch(state):
    """After editing a state by hand: forget the cached legal actions."""
    state._legal = state._legal_index = None
    return state


def give(state, seat: int, **items):
    for item, n in items.items():
        if item == "coin":
            state.players[seat]["coins"] += n
        else:
            state.players[seat]["goods"][item] += n
    return touch(state)


def put_shop(state, space: int, shop_id: str, dragons=(None, None, None), enchantments=()):
    state.town[space] = {"id": shop_id, "face_up": True, "dragons": list(dragons),
                         "enchantments": list(enchantments)}
    return touch(state)


def take_from_decks(state, card: str):
    """Remove an artisan, fancy or enchantment card from wherever it is (decks, park,
    row, out), so a test can put it where it wants and conservation still holds."""
    for name in ("artisan_deck", "fancy_deck", "ench_deck", "park", "row", "shop_deck"):
        lst = getattr(state, name)
        if card in lst:
            lst.remove(card)
            return card
    for lst in state.out.values():
        if card in lst:
            lst.remove(card)
            return card
    for p in state.players:
        for key in ("hand", "fancy_hidden", "fancy_revealed", "reserved"):
            if card in p[key]:
                p[key].remove(card)
                return card
    for shop in state.town:
        if shop:
            if card in shop["dragons"]:
                shop["dragons"][shop["dragons"].index(card)] = None
                return card
            if card in shop["enchantments"]:
                shop["enchantments"].remove(card)
                return card
    raise AssertionError(f"{card} not found")


def hand(state, seat: int, *cards):
    for c in cards:
        take_from_decks(state, c)
        state.players[seat]["hand"].append(c)
    return touch(state)


def place_dragon(state, space: int, slot: int, card: str):
    take_from_decks(state, card)
    state.town[space]["dragons"][slot] = card
    return touch(state)


def kinds(state) -> set:
    return {a[0] for a in state.legal_actions()}


def play(state, *actions):
    events = []
    for a in actions:
        events += state.apply(a)
    return events


def artisan_of(type_: str, k: int = 0) -> str:
    return CFG.deck_artisans[type_][k]


def empty_space(state) -> int:
    return state.town.index(None)


def finish_turn(state):
    """Decline every optional step until the turn of the current player is over."""
    seat, turn = state.current, state.turn_number
    while not state.is_over and state.current == seat and state.turn_number == turn:
        acts = state.legal_actions()
        pick = [a for a in acts if a[0] in ("skip", "end_turn")]
        state.apply(pick[0] if pick else acts[0])
    return state


def set_row(state, *ids):
    """Make the enchantment row exactly `ids` (the old row goes to the deck's bottom)."""
    for e in ids:
        take_from_decks(state, e)
    state.ench_deck += state.row
    state.row = list(ids)
    return touch(state)


def skip_until(state, kind: str):
    """Skip optional steps (and take the first of forced ones) until a `kind` decision."""
    for _ in range(50):
        d = state.decision()
        if d["kind"] == kind:
            return state
        acts = state.legal_actions()
        skip = [a for a in acts if a[0] == "skip"]
        state.apply(skip[0] if skip else acts[0])
    raise AssertionError(f"no {kind} decision: {state.decision()}")


def visit(state, space: int, gather: bool = True):
    """Move seat 0 to `space` and gather there (when asked)."""
    state.apply(("move", space))
    if gather and state.decision()["kind"] == "choose":
        state.apply(("gather",))
    return state

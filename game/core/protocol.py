"""The engine protocol every game's rules implement (see DESIGN.md).

Actions are tuples of JSON scalars, e.g. ("fly", 12); events are dicts with a
"type" key. Both go straight into JSON saves and logs.
"""
from __future__ import annotations

from typing import Any, Protocol

Action = tuple
Event = dict


class IllegalAction(Exception):
    """Raised by State.apply; `key` and `params` let the UI translate the reason."""

    def __init__(self, key: str, **params: Any):
        super().__init__(key if not params else f"{key} {params}")
        self.key = key
        self.params = params


class State(Protocol):
    current_player: int
    is_over: bool
    serial: int          # changes whenever undo must stop: a new turn or a random reveal

    def legal_actions(self) -> list[Action]: ...
    def apply(self, action: Action) -> list[Event]: ...
    def result(self) -> dict: ...
    def to_dict(self) -> dict: ...
    def clone(self) -> "State": ...


PLAYER_KINDS = ("human", "bot")
NAME_LIMIT = 40              # characters of a player's name (the set-up screens allow fewer)


def checked_players(value: Any, default: list[dict]) -> list[dict]:
    """A set-up's players as fresh dicts {name, kind}: a list of objects, each name a
    short text, each kind human or bot. Anything else (a save whose set-up was edited or
    damaged) is IllegalAction("setup_players") here, never a crash later in a scene."""
    if value is None or value == []:
        value = default
    if type(value) is not list or not all(type(p) is dict for p in value):
        raise IllegalAction("setup_players")
    players = []
    for p in value:
        name, kind = p.get("name"), p.get("kind", "human")
        if type(name) is not str or not name.strip() or len(name) > NAME_LIMIT \
                or kind not in PLAYER_KINDS:
            raise IllegalAction("setup_players")
        players.append({**p, "name": name, "kind": kind})
    return players


def same_action(a: Any, b: Any) -> bool:
    """Equal values of the same types all the way down: `16` is not `16.0` nor `True`."""
    if type(a) is not type(b):
        return False
    if type(a) is tuple:
        return len(a) == len(b) and all(same_action(x, y) for x, y in zip(a, b))
    return a == b


def is_legal(action: Any, legal) -> bool:
    """Whether `action` is exactly one of `legal` (DESIGN.md: same values, same types)."""
    if type(action) is not tuple:
        return False
    try:            # fast: == in C first, same_action only on the (rare) equal ones
        return any(same_action(action, other) for other in legal if other == action)
    except Exception:
        # A part whose == raises or gives no truth value (a numpy array: ValueError).
        # same_action compares types first, so == then only meets the plain values of
        # the legal actions: this cannot raise.
        return any(same_action(action, other) for other in legal)


def is_legal_indexed(action: Any, index: dict) -> bool:
    """is_legal(action, legal) by a dict lookup instead of a scan, with `index` mapping
    each legal action to itself: the dict finds the legal action equal to `action` (16,
    16.0 and True are all equal and hash alike), same_action then insists on the same types."""
    if type(action) is not tuple:
        return False
    try:
        match = index.get(action)
    except TypeError:            # an unhashable part (a list, a dict): not an action
        return False
    return match is not None and same_action(action, match)


def fresh(value: Any) -> Any:
    """A copy of JSON-like data (dicts, lists, scalars): what copy.deepcopy gives for a
    state's fields, in a fraction of its time (deepcopy was most of clone and to_dict)."""
    if type(value) is list:
        return [fresh(item) for item in value]
    if type(value) is dict:
        return {key: fresh(item) for key, item in value.items()}
    return value


def clone_fields(state: Any, fields) -> Any:
    """A copy of `state` that shares nothing it could change: every attribute as it is,
    but the list and dict `fields` copied afresh (the config and caches stay shared)."""
    other = object.__new__(type(state))
    other.__dict__.update(state.__dict__)
    for name in fields:
        value = getattr(state, name)
        if type(value) in (list, dict):
            setattr(other, name, fresh(value))
    return other


def action_to_json(action: Action) -> list:
    return list(action)


def action_from_json(value: Any) -> Action:
    if not isinstance(value, list) or not value or not isinstance(value[0], str):
        raise ValueError(f"an action is a list starting with its name, got {value!r}")
    return tuple(value)

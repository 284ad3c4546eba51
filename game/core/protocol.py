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


def action_to_json(action: Action) -> list:
    return list(action)


def action_from_json(value: Any) -> Action:
    if not isinstance(value, list) or not value or not isinstance(value[0], str):
        raise ValueError(f"an action is a list starting with its name, got {value!r}")
    return tuple(value)

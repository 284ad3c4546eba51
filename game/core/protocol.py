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


def action_to_json(action: Action) -> list:
    return list(action)


def action_from_json(value: Any) -> Action:
    if not isinstance(value, list) or not value or not isinstance(value[0], str):
        raise ValueError(f"an action is a list starting with its name, got {value!r}")
    return tuple(value)

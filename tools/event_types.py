"""Every event type each game's rules can emit, read from the rules' own source.

    .venv/bin/python tools/event_types.py                # each game's list
    .venv/bin/python tools/event_types.py fire_tower     # one game

An event is a dict with a "type"; the rules build them as literals, `{"type": "oak_burned",
...}` or `dict(type="game_over", ...)`, in game/games/<game>/rules*.py. This reads those
modules' syntax trees and collects every such type, so a type added to the rules appears
here without a list to keep by hand. A "type" that is not a plain string (or a choice of
two, `"a" if x else "b"`) cannot be read off the source: it is reported as unreadable, and
tests/ui/test_event_tables.py fails on it, so every type stays visible.

The scenes' tables (EVENT_ANIMATIONS in each scene, LINES in each describe.py) must know
every type listed here: tests/ui/test_event_tables.py checks it; tools/scene_soak.py also
checks, while games play, that no event of another type turns up.
"""
from __future__ import annotations

import ast
import functools
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("zefiria", "fire_tower", "flamecraft", "root")


def rules_files(game: str) -> list[Path]:
    return sorted((ROOT / "game" / "games" / game).glob("rules*.py"))


def _type_values(node) -> list:
    """The expressions given as "type" in a dict display or a dict(...) call."""
    if isinstance(node, ast.Dict):
        return [v for k, v in zip(node.keys, node.values) if isinstance(k, ast.Constant) and k.value == "type"]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "dict":
        return [kw.value for kw in node.keywords if kw.arg == "type"]
    return []


def scan(paths) -> tuple[dict, list]:
    """({type: "file:line" where first built}, ["file:line" of each unreadable type])."""
    found, unreadable = {}, []
    for path in paths:
        path = Path(path)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            for value in _type_values(node):
                where = f"{path.name}:{value.lineno}"
                for option in [value.body, value.orelse] if isinstance(value, ast.IfExp) else [value]:
                    if isinstance(option, ast.Constant) and isinstance(option.value, str):
                        found.setdefault(option.value, where)
                    else:
                        unreadable.append(where)
    return found, unreadable


@functools.lru_cache(maxsize=None)
def emitted(game: str) -> frozenset:
    """The event types `game`'s rules build."""
    return frozenset(scan(rules_files(game))[0])


def unknown(types, table) -> list:
    """The types a table (a scene's animations or a log's lines) has no entry for."""
    return sorted(set(types) - set(table))


def main(argv=None) -> int:
    games = (argv if argv is not None else sys.argv[1:]) or GAMES
    for game in games:
        found, unreadable = scan(rules_files(game))
        print(f"{game}: {len(found)} event types")
        for kind in sorted(found):
            print(f"  {kind:24} {found[kind]}")
        for where in unreadable:
            print(f"  unreadable type at {where}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

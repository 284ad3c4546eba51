"""Zefiria's numbers and components, read from data/zefiria/rules.yaml (pure, no pygame)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.core.data import DATA_DIR, DataError, is_choice, load_yaml

DIRECTIONS = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
OPTION_CHOICES = {
    "breeze_cost": ("manhattan_bfs", "straight_line"),
    "etesia_diagonal": ("bishop", "king"),
    "austro_perimeter": ("per_corner", "per_slot"),
    "austro_breeze": ("anchor_x", "any_two_in_line", "any_two_in_x_lines"),
    "storm_over_anchored": ("blocked", "passes"),
    "anchor_under_pawn": (True, False),
    "pool_gems_only_score": (True, False),
}
DIFFICULTIES = ("easy", "medium", "hard")
# The spirits whose powers the rules, the bot, the texts and the sprites know; the data
# lists each once (its order is the seating order).
KNOWN_SPIRITS = ("borea", "jugo", "etesia", "skyron", "austro")


@dataclass(frozen=True)
class Config:
    colours: tuple[str, ...]
    symbols: tuple[str, ...]
    island_symbol: tuple[int, ...]   # island number - 1 -> symbol index
    spirits: tuple[str, ...]
    time_gems: dict
    solo_time_gems: dict
    action_points: dict
    solo_action_points: int
    solo_spirits: int
    magic_gems: int
    storms: dict                     # id -> dict(type, dir, steps, turns)
    grids: dict                      # id -> (row0, col0) upright mark
    options: dict
    end_table: tuple[dict, ...]


def _read(path) -> Config:
    doc = load_yaml(path)
    colours = tuple(d.str() for d in doc["colours"].list(5))
    symbols = tuple(d.str() for d in doc["symbols"].list(5))
    step = doc["symbol_row_step"].int(0, 4)
    island_symbol = tuple(((n % 5) + step * (n // 5)) % 5 for n in range(25))
    spirits = tuple(d.str(KNOWN_SPIRITS) for d in doc["spirits"].list(len(KNOWN_SPIRITS)))
    if len(set(spirits)) != len(spirits):
        raise DataError(doc.file, "spirits", "each of " + ", ".join(KNOWN_SPIRITS) + " once", list(spirits))
    time_gems = {p: doc["time_gems"][p].int(1, 7) for p in (2, 3, 4)}
    solo_time = {d: doc["solo_time_gems"][d].int(1, 7) for d in DIFFICULTIES}
    ap = {p: doc["action_points"][p].int(1, 20) for p in (2, 3, 4)}
    storms = {}
    for item in doc["storms"].list():
        kind = item["type"].str(("blizzard", "tornado"))
        entry = {"type": kind}
        if kind == "blizzard":
            entry["dir"] = item["dir"].str(tuple(DIRECTIONS))
            entry["steps"] = item["steps"].int(1, 4)
        else:
            entry["turns"] = item["turns"].int(1, 3)
        storms[item["id"].str()] = entry
    grids = {}
    for item in doc["grids"].list():
        row, col = (d.int(1, 5) for d in item["mark"].list(2))
        if (row, col) == (3, 3):
            raise DataError(item.file, item["mark"].path, "a cell other than the centre", [row, col])
        grids[item["id"].str()] = (row - 1, col - 1)
    options = {}
    for name, choices in OPTION_CHOICES.items():
        node = doc["options"][name]
        if not is_choice(node.value, choices):
            raise DataError(node.file, node.path, "one of " + ", ".join(map(str, choices)), node.value)
        options[name] = node.value
    table = []
    for item in doc["end_table"].list():
        table.append({"min": item["min"].int(), "key": item["key"].str(),
                      "storm_only": item.get("storm_only", False).bool()})
    return Config(colours, symbols, island_symbol, spirits, time_gems, solo_time, ap,
                  doc["solo_action_points"].int(1, 20), doc["solo_spirits"].int(2, 5),
                  doc["magic_gems"].int(0, 25), storms, grids, options, tuple(table))


@lru_cache(maxsize=None)
def load_config(path: str | None = None) -> Config:
    return _read(path or DATA_DIR / "zefiria" / "rules.yaml")

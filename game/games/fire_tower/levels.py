"""Fire Tower's solo ladder (FT-SOLO-LEVELS): levels 1-7 as data/fire_tower/solo.yaml
defines them, and the player's progress (pure, no pygame).

A level is won by burning the three enemy towers; the score is the number of unburnt
squares of your zone (0-9). Winning unlocks the next level. The best score and the
variants each level was won with are kept in user_data_dir()/fire_tower_levels.json
(game/core/progress.py). Unlike Zefiria's fixed deals, every attempt is a new shuffle.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core.progress import LevelProgress
from game.core.protocol import IllegalAction

from .config import load_config

PROGRESS_FILE = "fire_tower_levels.json"
FIXED_DEALS = False                 # a retry is a new game, not the same deal
OAK_COUNTS = (2, 3, 4)


@dataclass(frozen=True)
class Level:
    id: int
    hand: int
    firebreaks: int
    hawks: int
    skips: int
    opening_challenge: bool
    own_bucket: bool


def load_levels() -> list[Level]:
    solo = load_config().solo
    if solo is None:
        return []
    return [Level(id=k, hand=v["hand"], firebreaks=v["firebreaks"], hawks=v["hawks"], skips=v["skips"],
                  opening_challenge=v["opening_challenge"], own_bucket=v["own_bucket"])
            for k, v in sorted(solo.levels.items())]


def level_setup(level: Level, name: str, lightning: bool = False, oaks: int = 0, practice: bool = False) -> dict:
    """The setup dict for rules.new_game: a solo game at `level` with the chosen variants;
    `practice`: a locked level played for practice, which records nothing (record_result)."""
    setup = {"solo": True, "level": level.id,
             "players": [{"name": name, "kind": "human", "default_name": True}]}
    if practice:
        setup["practice"] = True
    if lightning:
        setup["lightning"] = True
    if oaks:
        setup["oaks"] = oaks
    return setup


def variant_tags(setup: dict) -> list[str]:
    """How a game's variants are remembered: "lightning", "oaks_3"."""
    tags = ["lightning"] if setup.get("lightning") else []
    if setup.get("oaks"):
        tags.append(f"oaks_{setup['oaks']}")
    return tags


def variant_available(name: str, value=True) -> bool:
    """Whether the rules can start a game with this variant (FT-SOLO-VARIANTS)."""
    from . import rules
    levels = load_levels()
    if not levels:
        return False
    try:
        rules.new_game(dict(level_setup(levels[0], "-"), **{name: value}), 0)
    except IllegalAction:
        return False
    return True


class Progress(LevelProgress):
    def __init__(self, path=None):
        super().__init__(PROGRESS_FILE, path)


def record_result(level: Level, result: dict, setup: dict) -> dict:
    """Store a finished level (for the end screen): won when the rules say so. A lost game
    has no score and leaves the progress file alone; so does a practice game (a locked
    level played anyway), which counts for nothing and opens no next level."""
    progress = Progress()
    progress.load()
    won = result.get("outcome") == "win"
    score = int(result.get("score") or 0) if won else None
    if setup.get("practice"):
        return {"won": False, "newly_won": False, "best": None, "score": score, "practice": True}
    newly = won and progress.record_result(level.id, score, True, variant_tags(setup))
    return {"won": won, "newly_won": newly, "best": progress.best(level.id), "score": score}

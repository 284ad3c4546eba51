"""Which games have a Learn-to-play lesson, and where it is: the few lines the title
screen needs at start-up, without loading the lesson player (game/ui/tutorial.py)."""
from __future__ import annotations

from game.core.data import DATA_DIR

GAMES = ("zefiria", "fire_tower", "flamecraft", "root")


def lesson_path(game: str):
    return DATA_DIR / game / "tutorial.yaml"


def has_lesson(game: str) -> bool:
    return game in GAMES and lesson_path(game).exists()

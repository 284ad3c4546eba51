"""Every rule of a playable game has an id in both languages and a test that cites it."""
import re
from pathlib import Path

from game.games import TITLES

ROOT = Path(__file__).resolve().parents[1]
PREFIX = {"zefiria": "ZEF", "fire_tower": "FT", "flamecraft": "FC", "root": "RT"}


def rule_ids(path: Path, prefix: str) -> list[str]:
    return re.findall(rf"\*\*\[({prefix}-[A-Z0-9-]+)\]\*\*", path.read_text(encoding="utf-8"))


def cited_ids(prefix: str) -> set[str]:
    found = set()
    for path in (ROOT / "tests").rglob("*.py"):
        found.update(re.findall(rf"{prefix}-[A-Z0-9]+(?:-[A-Z0-9]+)*", path.read_text(encoding="utf-8")))
    return found


def test_both_languages_have_the_same_ids_once_each():
    for key, prefix in PREFIX.items():
        en = rule_ids(ROOT / "seeds" / f"{key}.en.md", prefix)
        es = rule_ids(ROOT / "seeds" / f"{key}.es.md", prefix)
        assert len(en) == len(set(en)), f"{key}: an id appears twice"
        assert sorted(en) == sorted(es), f"{key}: English and Spanish ids differ"


def test_every_rule_of_a_playable_game_is_cited_by_a_test():
    for title in TITLES:
        if not title.playable:
            continue
        prefix = PREFIX[title.key]
        ids = set(rule_ids(ROOT / "seeds" / f"{title.key}.en.md", prefix))
        assert ids - cited_ids(prefix) == set()

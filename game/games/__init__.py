"""The collection's games. Rules modules are imported lazily so that a headless
tool never pays for a game it does not use."""
from __future__ import annotations

import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Title:
    key: str
    playable: bool
    rules_module: str | None = None
    data_check: str | None = None     # module with check_data(), run at start-up


TITLES = (
    Title("zefiria", True, "game.games.zefiria.rules", "game.games.zefiria.data_check"),
    Title("fire_tower", True, "game.games.fire_tower.rules", "game.games.fire_tower.data_check"),
    Title("flamecraft", False),
    Title("root", False),
)


def title(key: str) -> Title:
    for t in TITLES:
        if t.key == key:
            return t
    raise KeyError(key)


def rules_for(key: str):
    """The rules module of a game; a game still in preparation may have rules already
    (headless simulation works on it before its screens exist)."""
    t = title(key)
    if t.rules_module is None:
        raise KeyError(f"{key} has no rules yet")
    return importlib.import_module(t.rules_module)


def check_all_data() -> None:
    """Raise DataError for the first broken data file of any playable game."""
    from game.core.data_files import check_sprites
    check_sprites(["ui/icon.png"] + [f"title/{t.key}.png" for t in TITLES])    # the title screen's
    for t in TITLES:
        if t.playable and t.data_check:
            importlib.import_module(t.data_check).check_data()

"""The collection's games. Rules modules are imported lazily so that a headless
tool never pays for a game it does not use."""
from __future__ import annotations

import importlib
from typing import NamedTuple


class Title(NamedTuple):     # not a dataclass: building one costs a millisecond of start-up
    key: str
    playable: bool
    rules_module: str | None = None
    data_check: str | None = None     # module with check_data(), run at start-up
    players: tuple = (1, 1)           # how many people can play it, fewest and most (the title card
                                      # says so; tests check that its set-up screen offers just these)


TITLES = (
    Title("zefiria", True, "game.games.zefiria.rules", "game.games.zefiria.data_check", (1, 4)),
    Title("fire_tower", True, "game.games.fire_tower.rules", "game.games.fire_tower.data_check", (1, 5)),
    Title("flamecraft", True, "game.games.flamecraft.rules", "game.games.flamecraft.data_check", (1, 5)),
    Title("root", True, "game.games.root.rules", "game.games.root.data_check", (1, 2)),
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


#: what the data check reads or is written in: any change there runs it again
CHECKED_FOLDERS = ("data", "sprites", "sounds", "game")


def check_all_data(use_stamp: bool = True) -> None:
    """Raise DataError for the first broken data file of any playable game, or of the
    texts. Parsing everything costs more than the rest of start-up together, so a pass
    is remembered for the exact files checked (data, sprites, code), together with the
    texts it read, and not repeated until one of them changes."""
    from game.core import datastamp, i18n
    from game.core.data import ROOT

    now = datastamp.fingerprint([ROOT / name for name in CHECKED_FOLDERS])
    texts = datastamp.recall("data-check", now) if use_stamp else None
    if isinstance(texts, dict):
        i18n.remember_texts(texts)
        return
    from game.core.data_files import check_sprites
    check_sprites(["ui/icon.png"] + [f"title/{t.key}.png" for t in TITLES])    # the title screen's
    for lang in i18n.LANGUAGES:
        i18n.load_catalog(lang)
    for t in TITLES:
        if t.playable and t.data_check:
            importlib.import_module(t.data_check).check_data()
    from game.core.sound_table import check_sounds
    check_sounds([t.key for t in TITLES])         # data/sounds.yaml and the sounds it names
    if use_stamp:
        datastamp.remember("data-check", now, i18n.texts_read())

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

#: what the start-up check found broken: a game key (the game cannot be played) or
#: "<game>.lesson" (its Learn to play) -> the DataError that says why. The screens grey
#: these with the reason; the rest of the collection runs.
PROBLEMS: dict = {}


def problem(game: str, lesson: bool = False):
    """Why `game` (with `lesson`, its Learn to play) cannot be opened: the DataError of the
    broken file start-up found, or None."""
    found = PROBLEMS.get(game)
    if found is None and lesson:
        found = PROBLEMS.get(f"{game}.lesson")
    return found


def _check_game(t, catalogs: dict) -> dict:
    """A game's own files, then its lesson (only if the game itself is whole)."""
    from game.core.data import DataError
    from game.core.lessons import check_lesson_file, has_lesson
    try:
        importlib.import_module(t.data_check).check_data()
    except DataError as err:
        return {t.key: err}
    if has_lesson(t.key):
        try:
            check_lesson_file(t.key, catalogs)
        except DataError as err:
            return {f"{t.key}.lesson": err}
    return {}


def check_all_data(use_stamp: bool = True) -> dict:
    """Check every file the screens will read. A broken file the whole collection needs
    (the texts, the title screen's pictures, the sounds) raises DataError; a game's broken
    file (data, maps, sprites, its lesson) is returned and kept in PROBLEMS, feature ->
    DataError, and the rest runs. Parsing everything costs more than the rest of start-up
    together, so a clean pass is remembered for the exact files checked (data, sprites,
    code), together with the texts it read, and not repeated until one of them changes."""
    from game.core import datastamp, i18n
    from game.core.data import ROOT

    PROBLEMS.clear()
    now = datastamp.fingerprint([ROOT / name for name in CHECKED_FOLDERS])
    texts = datastamp.recall("data-check", now) if use_stamp else None
    if isinstance(texts, dict):
        i18n.remember_texts(texts)
        return {}
    from game.core.data_files import check_sprites
    check_sprites(["ui/icon.png"] + [f"title/{t.key}.png" for t in TITLES])    # the title screen's
    catalogs = {lang: i18n.load_catalog(lang) for lang in i18n.LANGUAGES}
    from game.core.sound_table import check_sounds
    check_sounds([t.key for t in TITLES])         # data/sounds.yaml and the sounds it names
    for t in TITLES:
        if t.playable and t.data_check:
            PROBLEMS.update(_check_game(t, catalogs))
    if use_stamp and not PROBLEMS:            # a broken file is checked (and told) every time
        datastamp.remember("data-check", now, i18n.texts_read())
    return dict(PROBLEMS)

"""Starting, continuing, replaying and finishing games: the one place that knows
where saves live and which scene plays which game."""
from __future__ import annotations

import importlib
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from game.core.match import Match, is_save
from game.core.storage import StorageError, printable_name, read_json, retire, user_data_dir
from game.games import rules_for

SCENES = {"zefiria": "game.games.zefiria.scene:ZefiriaScene",
          "fire_tower": "game.games.fire_tower.scene:FireTowerScene"}
END_SCENES = {"zefiria": "game.games.zefiria.end_scene:ZefiriaEndScene",
              "fire_tower": "game.games.fire_tower.end_scene:FireTowerEndScene"}
LEVELS = {"zefiria": "game.games.zefiria.levels", "fire_tower": "game.games.fire_tower.levels"}
AUTOSAVE = "autosave.json"


def _load_class(spec: str):
    module, name = spec.split(":")
    return getattr(importlib.import_module(module), name)


def saves_dir():
    return user_data_dir() / "saves"         # made by the first save written there


def autosave_path():
    return user_data_dir() / AUTOSAVE


def write_autosave(match: Match) -> None:
    match.save(autosave_path())


def clear_autosave(match: Match | None = None) -> None:
    """A finished game is no longer offered as 'Continue' (it stays as the .bak). Given the
    finished `match`, only if the autosave is that game: when its own autosaves could not
    be written, the file still holds an earlier game, which stays on offer."""
    path = autosave_path()
    if match is not None:
        try:
            data = read_json(path)
        except StorageError:
            return
        if data.get("game") != match.game or data.get("seed") != match.seed:
            return
    retire(path, valid=is_save)


def continue_available() -> bool:
    return autosave_path().exists()


def safe_name(name: str) -> str:
    cleaned = re.sub(r"[^\w\- ]+", "", name, flags=re.UNICODE).strip()[:40]
    return cleaned or time.strftime("game-%Y%m%d-%H%M%S")


def save_named(match: Match, name: str):
    path = saves_dir() / f"{safe_name(name)}.json"
    match.save(path)
    return path


@dataclass(frozen=True)
class SaveEntry:
    """One file of the saves folder as the list shows it."""
    path: Path
    name: str                   # printable, for the screen
    game: str | None            # the game it is a save of, when it reads as a save
    problem: str | None         # else why not: a storage reason (damaged, foreign, ...)
    mtime: float


def list_saves() -> list[SaveEntry]:
    """Every named save, newest first; damaged, foreign and unreadable ones too."""
    try:
        entries = list(os.scandir(saves_dir()))
    except OSError:
        return []
    rows = []
    for entry in entries:
        if not entry.name.endswith(".json"):
            continue
        path = Path(entry.path)
        try:
            game, problem = Match.save_game(read_json(path), path), None
        except StorageError as err:
            game, problem = None, err.reason
        try:
            mtime = entry.stat().st_mtime
        except OSError:                         # a link to nowhere, or a loop
            try:
                mtime = entry.stat(follow_symlinks=False).st_mtime
            except OSError:
                mtime = 0.0
        rows.append(SaveEntry(path, printable_name(path.stem), game, problem, mtime))
    return sorted(rows, key=lambda r: -r.mtime)


def start_match(app, game: str, setup: dict, seed: int | None = None):
    seed = int(time.time() * 1000) % 2_000_000_000 if seed is None else seed
    match = Match(game, rules_for(game), setup, seed)
    app.autosave(match)          # if it cannot be written the player is told and plays on
    open_match(app, match)


def open_match(app, match: Match, replay_actions=None):
    scene_class = _load_class(SCENES[match.game])
    app.push(scene_class(app, match, replay_actions=replay_actions))


def _read_match(app, path) -> Match | None:
    """A saved game, or None after telling the player why not (the file is left on disk)."""
    try:
        match = Match.load(path, rules_for)
    except StorageError as err:
        app.toast(app.describe_storage_error(err), 6.0)
        return None
    if match.game not in SCENES:        # rules exist, screens not yet: say so, keep the file
        app.toast(app.t("storage.not_playable", file=printable_name(Path(path).name)), 6.0)
        return None
    return match


def load_match(app, path) -> bool:
    match = _read_match(app, path)
    if match:
        open_match(app, match)
    return match is not None


def open_replay(app, path) -> bool:
    recorded = _read_match(app, path)
    if recorded is None:
        return False
    fresh = Match(recorded.game, recorded.rules, recorded.setup, recorded.seed)
    open_match(app, fresh, replay_actions=recorded.actions)
    return True


def finish_match(app, match: Match, scene) -> None:
    """Called by a game scene when its game is over: record progress, show the end screen."""
    if scene.replay is None:
        app.try_write(lambda: clear_autosave(match))
    level_result = None
    level_id = match.setup.get("level")
    if level_id is not None and scene.replay is None and match.game in LEVELS:
        results = []                     # a progress file that cannot be written: told, play on
        app.try_write(lambda: results.append(record_level(
            importlib.import_module(LEVELS[match.game]), level_id, match.state.result(), match.setup)))
        level_result = results[0] if results else None
    end_class = _load_class(END_SCENES[match.game])
    app.push(end_class(app, match, level_result))


def record_level(levels_module, level_id: int, result: dict, setup: dict | None = None) -> dict | None:
    """Store a challenge-level result (the game's levels module judges it); say whether it
    was won and what comes next."""
    levels = levels_module.load_levels()
    by_id = {lv.id: lv for lv in levels}
    level = by_id.get(level_id)
    if level is None:
        return None
    return dict(levels_module.record_result(level, result, setup or {}), level=level.id,
                next=by_id.get(level.id + 1))


def restart_match(app, match: Match) -> None:
    """Play again with the same set-up; a challenge level with a fixed deal keeps its seed,
    any other game gets a new one."""
    fixed = match.setup.get("level") is not None and match.game in LEVELS and \
        importlib.import_module(LEVELS[match.game]).FIXED_DEALS
    seed = match.seed if fixed else None
    app.reset_to(app.scenes[0])
    start_match(app, match.game, dict(match.setup), seed)

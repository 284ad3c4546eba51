"""Starting, continuing, replaying and finishing games: the one place that knows
where saves live and which scene plays which game.

Each game has its own autosave, autosave-<game>.json (with its .bak), so a game in
progress of one never replaces another's. The one autosave.json of earlier versions
becomes the autosave of the game it names (migrate_old_autosave). Named saves are in
saves/: the name the player typed is kept inside the file ("name"); the file name is a
safe slug of it plus a short hash (save_file_name)."""
from __future__ import annotations

import importlib
import os
import re
import time
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from game.core.match import Match, is_save, save_label, saved_time
from game.core.names import player_name
from game.core.storage import (StorageError, is_distrusted, move_aside, notice, printable_name,
                               read_json, retire, user_data_dir, write_behind, write_failure,
                               write_json_atomic)
from game.games import problem, rules_for

SCENES = {"zefiria": "game.games.zefiria.scene:ZefiriaScene",
          "fire_tower": "game.games.fire_tower.scene:FireTowerScene",
          "flamecraft": "game.games.flamecraft.scene:FlamecraftScene",
          "root": "game.games.root.scene:RootScene"}
END_SCENES = {"zefiria": "game.games.zefiria.end_scene:ZefiriaEndScene",
              "fire_tower": "game.games.fire_tower.end_scene:FireTowerEndScene",
              "flamecraft": "game.games.flamecraft.end_scene:FlamecraftEndScene",
              "root": "game.games.root.end_scene:RootEndScene"}
LEVELS = {"zefiria": "game.games.zefiria.levels", "fire_tower": "game.games.fire_tower.levels",
          "flamecraft": "game.games.flamecraft.levels", "root": "game.games.root.levels"}
OLD_AUTOSAVE = "autosave.json"          # earlier versions: one autosave for every game
AUTOSAVE_NAME = re.compile(r"autosave-([a-z0-9_]{1,40})\.json")
SLUG_LENGTH = 40                        # characters of the typed name kept in a file name
HASH_LENGTH = 8


def _load_class(spec: str):
    module, name = spec.split(":")
    return getattr(importlib.import_module(module), name)


def saves_dir():
    return user_data_dir() / "saves"         # made by the first save written there


# ------------------------------------------------------------------ autosaves
def autosave_path(game: str) -> Path:
    """Where the game in progress of `game` is kept (a game key: a-z, 0-9, _)."""
    if not AUTOSAVE_NAME.fullmatch(f"autosave-{game}.json"):
        raise ValueError(f"not a game key: {game!r}")
    return user_data_dir() / f"autosave-{game}.json"


def is_autosave_of(game: str):
    """Which contents of autosave-<game>.json (or its .bak) may be replaced: a save of this
    version of that very game. One naming another game ("chess", "ROOT", "../../zefiria")
    is damaged: moved aside first, never rotated into the .bak and lost."""
    return lambda data: is_save(data) and data.get("game") == game


def write_autosave(match: Match) -> None:
    match.save(autosave_path(match.game), valid=is_autosave_of(match.game))


def autosave_behind(match: Match) -> None:
    """The autosave after a move, off the frame: the snapshot is taken now (cheap), the
    file is written by storage.write_behind (the newest snapshot wins; a failure is told
    by the App on its own thread). Whatever reads or retires autosaves flushes first."""
    path, valid, data = autosave_path(match.game), is_autosave_of(match.game), match.save_data()
    write_behind.submit(path, lambda: write_json_atomic(path, data, valid=valid, compact=True))


def clear_autosave(match: Match) -> None:
    """A finished game is no longer offered as 'Continue' (it stays as the .bak); only if
    the autosave is that game: when its own autosaves could not be written, the file
    still holds an earlier game, which stays on offer."""
    write_behind.flush()                # the last move's autosave first
    path = autosave_path(match.game)
    try:
        data = read_json(path)
    except StorageError:
        return
    if data.get("game") != match.game or data.get("seed") != match.seed:
        return
    retire(path, valid=is_autosave_of(match.game))


def _place(source: Path, target: Path) -> bool:
    """Rename `source` to `target` unless something is already there (never replaces)."""
    if os.path.lexists(target):
        return False
    try:
        os.link(source, target, follow_symlinks=False)     # fails if target appeared meanwhile
    except FileExistsError:
        return False
    except (OSError, NotImplementedError):                 # no hard links here: a rename
        if os.path.lexists(target):
            return False
        os.rename(source, target)
        return True
    os.unlink(source)
    return True


def migrate_old_autosave() -> None:
    """autosave.json (and its .bak) of earlier versions becomes autosave-<game>.json (.bak)
    of the game it names; if that place is taken, the .bak place; if both are, it stays
    where it is. One that is damaged, foreign or of a game this version does not know is
    moved aside (<name>.damaged-<time>) with a notice. Nothing is ever overwritten; a
    rename that fails is a notice too."""
    write_behind.flush()                # what reads autosaves reads the latest
    base = user_data_dir()
    for old, suffix in ((base / OLD_AUTOSAVE, ""), (base / f"{OLD_AUTOSAVE}.bak", ".bak")):
        if not os.path.lexists(old):
            continue
        try:
            try:
                game = Match.save_game(read_json(old), old)
                if game not in SCENES:
                    raise StorageError(old, "foreign", printable_name(game)[:40])
            except StorageError as err:
                if err.reason != "missing":
                    move_aside(old)
                continue
            target = autosave_path(game)
            spare = target.with_name(target.name + ".bak")
            if suffix:
                _place(old, spare)
            elif not _place(old, target):
                _place(old, spare)
        except OSError as exc:
            notice(write_failure(old, exc))


@dataclass(frozen=True)
class Progress:
    """What a save says about its game, for the player: who plays and how far it got."""
    players: tuple[str, ...] = ()
    default_names: tuple[bool, ...] = ()      # per player: never typed, shown in the current language
    round: int | None = None
    turn: int | None = None
    level: int | None = None


@dataclass(frozen=True)
class Autosave:
    """A game in progress as Continue shows it."""
    path: Path
    game: str
    error: StorageError | None = None       # why it cannot be resumed (None: it can)
    progress: Progress = field(default_factory=Progress)
    saved: float = 0.0                      # when it was written

    @property
    def resumable(self) -> bool:
        """It can be resumed: whole, and of a game this version plays whose own files are
        whole (one start-up found broken keeps its autosave, untouched, for later)."""
        return self.error is None and self.game in SCENES and problem(self.game) is None


def _small_int(value) -> int | None:
    return value if type(value) is int and 0 <= value < 10 ** 6 else None


def level_id(setup: dict):
    """A setup's challenge level: its id, or None. A level is an id, or (Flamecraft) a dict
    of the level's parameters with its "id"."""
    level = setup.get("level") if isinstance(setup, dict) else None
    if isinstance(level, dict):
        level = level.get("id")
    return level


def read_progress(data: dict) -> Progress:
    """Players' names, round or turn, level: from the save's setup and snapshot, each only
    if it is there and of the right type (old and odd saves simply say less)."""
    setup = data.get("setup") if isinstance(data.get("setup"), dict) else {}
    snapshot = data.get("snapshot") if isinstance(data.get("snapshot"), dict) else {}
    players = setup.get("players") if isinstance(setup.get("players"), list) else []
    named = [p for p in players[:8] if isinstance(p, dict) and isinstance(p.get("name"), str)]
    names = tuple(printable_name(p["name"])[:40] for p in named)
    defaults = tuple(p.get("default_name") is True for p in named)
    level = _small_int(level_id(setup))
    game = data.get("game")
    if game == "zefiria":
        return Progress(names, defaults, round=_small_int(snapshot.get("round")), level=level)
    if game == "fire_tower":
        solo = snapshot.get("solo")
        if isinstance(solo, dict):
            return Progress(names, defaults, round=_small_int(solo.get("round")), level=level)
        return Progress(names, defaults, turn=_small_int(snapshot.get("turn_number")), level=level)
    if game in ("flamecraft", "root"):
        return Progress(names, defaults, turn=_small_int(snapshot.get("turn_number")), level=level)
    return Progress(names, defaults, level=level)


def _mtime(path) -> float:
    try:
        return os.lstat(path).st_mtime
    except OSError:
        return 0.0


def read_autosave(path: Path, game: str) -> Autosave:
    """One autosave as Continue lists it (reading only; the file is left as it is)."""
    try:
        data = read_json(path)
        if Match.save_game(data, path) != game:
            raise StorageError(path, "damaged", "it names another game")
    except StorageError as err:
        return Autosave(path, game, err, saved=_mtime(path))
    error = StorageError(path, "damaged") if is_distrusted(path) else None
    return Autosave(path, game, error, read_progress(data), saved_time(data) or _mtime(path))


def list_autosaves() -> list[Autosave]:
    """Every game in progress, newest first; damaged ones too (listed, never resumed).
    Moves an earlier version's autosave.json into place first."""
    migrate_old_autosave()
    try:
        entries = list(os.scandir(user_data_dir()))
    except OSError:
        return []
    rows = []
    for entry in entries:
        found = AUTOSAVE_NAME.fullmatch(entry.name)
        if found:
            rows.append(read_autosave(Path(entry.path), found.group(1)))
    return sorted(rows, key=lambda r: (-r.saved, r.game))


def game_in_progress(game: str) -> Autosave | None:
    """The autosave of `game` if it holds a game that can be resumed (which a new game or
    a load would replace)."""
    migrate_old_autosave()
    path = autosave_path(game)
    if not os.path.lexists(path):
        return None
    entry = read_autosave(path, game)
    return entry if entry.resumable else None


def continue_available() -> bool:
    return bool(list_autosaves())


# ------------------------------------------------------------------ words for the player
def game_name(t, key: str) -> str:
    return t(f"games.{key}.name") if t.has(f"games.{key}.name") else printable_name(key)


def damage_words(t, game: str, lesson: bool = False) -> str | None:
    """Why `game` (with `lesson`, its Learn to play) cannot be opened, in the player's
    words, when start-up found one of its files broken; else None. The file is named, the
    key and expectation are for the terminal (run_app prints them)."""
    err = problem(game, lesson)
    if err is None:
        return None
    own = problem(game) is err
    return t("title.game_damaged" if own else "tutorial.damaged", game=game_name(t, game),
             file=printable_name(Path(err.file).name))


def player_names(t, game: str, progress: Progress) -> list[str]:
    """The players' names as the screen shows them (default ones in the current language)."""
    rows = [{"name": name, "default_name": default}
            for name, default in zip(progress.players, progress.default_names)]
    return [player_name(t, game, rows, seat) for seat in range(len(rows))]


def progress_words(t, progress: Progress, players: bool = True) -> str:
    """ "2 players, round 3", "1 player, level 2, round 1", "4 players, turn 12" (without
    the number of players if `players` is False)."""
    n = len(progress.players) if players else 0
    parts = [t("continue.one_player") if n == 1 else t("continue.players", n=n)] if n else []
    if progress.level is not None:
        parts.append(t("continue.level", n=progress.level))
    if progress.round is not None:
        parts.append(t("continue.round", n=progress.round) if progress.round else t("continue.starting"))
    elif progress.turn is not None:
        parts.append(t("continue.turn", n=progress.turn) if progress.turn else t("continue.starting"))
    return t("continue.separator").join(parts)


def when_words(t, stamp: float, now: float | None = None, alone: bool = False) -> str:
    """A local date and time in the player's language, to follow "Saved": "today at 16:05",
    "yesterday at 9:30", "on 3 March at 16:05", "on 3 March 2024 at 16:05" ("el 3 de marzo a
    las 16:05"); `alone`, as a label of its own: "Today at 16:05", "3 March 2024 at 16:05"."""
    text = _when_words(t, stamp, now, "_alone" if alone else "")
    return text[:1].upper() + text[1:] if alone else text


def _when_words(t, stamp: float, now: float | None, flavour: str) -> str:
    moment = time.localtime(stamp)
    today = time.localtime(time.time() if now is None else now)
    clock = t("time.clock", h=moment.tm_hour, mm=f"{moment.tm_min:02d}")
    at = t("time.at_one" if moment.tm_hour == 1 else "time.at", clock=clock)     # "a la 1:05"
    day_number = time.mktime((moment.tm_year, moment.tm_mon, moment.tm_mday, 12, 0, 0, 0, 0, -1))
    today_number = time.mktime((today.tm_year, today.tm_mon, today.tm_mday, 12, 0, 0, 0, 0, -1))
    days_ago = round((today_number - day_number) / 86400)
    if days_ago == 0:
        return t("time.today", at=at)
    if days_ago == 1:
        return t("time.yesterday", at=at)
    months = t("time.months").split("|")
    month = months[moment.tm_mon - 1] if len(months) == 12 else str(moment.tm_mon)
    if moment.tm_year == today.tm_year:
        return t(f"time.this_year{flavour}", day=moment.tm_mday, month=month, at=at)
    return t(f"time.other_year{flavour}", day=moment.tm_mday, month=month, year=moment.tm_year, at=at)


# ------------------------------------------------------------------ named saves
def save_file_name(name: str, extra: int = 0) -> str:
    """A file name for a save called `name`: the letters, digits, spaces and hyphens of
    the name (at most SLUG_LENGTH; anything else becomes _) plus a hash of the whole name,
    so it is the same for the same name, differs for different ones, has no dot, slash
    or reserved word (CON, NUL...) of its own and cannot leave the saves folder."""
    name = unicodedata.normalize("NFC", name.strip())
    import hashlib          # here, not at start-up: it loads OpenSSL (milliseconds)
    digest = hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:HASH_LENGTH]
    slug = re.sub(r"[^\w\- ]+", "_", name)
    slug = re.sub(r"\s+", " ", slug)
    slug = re.sub(r"_{2,}", "_", slug)[:SLUG_LENGTH].strip(" _-") or "save"
    return f"{slug}-{digest}{f'-{extra}' if extra else ''}.json"


def _same_name(a: str, b: str) -> bool:
    return unicodedata.normalize("NFC", a.strip()) == unicodedata.normalize("NFC", b.strip())


def named_save_path(name: str) -> tuple[Path, bool]:
    """Where a save called `name` goes, and whether a save of that name is there already
    (its own file, an older save whose file name is that name, or a damaged file in the
    place the name leads to): the player is asked before it is replaced."""
    for row in list_saves():
        if row.label is not None and _same_name(row.label, name):
            return row.path, True
    for row in list_saves():
        if row.label is None and _same_name(row.name, name):
            return row.path, True
    folder = saves_dir()
    for extra in range(100):
        path = folder / save_file_name(name, extra)
        if not os.path.lexists(path):
            return path, False
        try:
            other = save_label(read_json(path))
        except StorageError:
            return path, True               # damaged: kept aside by the write, after asking
        if other is None or _same_name(other, name):
            return path, True
    raise StorageError(folder / save_file_name(name), "write_failed", "too many saves of that name")


def save_named(match: Match, name: str) -> Path:
    path, _ = named_save_path(name)
    match.save(path, name=name.strip())
    return path


@dataclass(frozen=True)
class SaveEntry:
    """One file of the saves folder as the list shows it."""
    path: Path
    name: str                   # printable, for the screen: the typed name, else the file's
    game: str | None            # the game it is a save of, when it reads as a save
    problem: str | None         # else why not: a storage reason (damaged, foreign, ...)
    mtime: float                # when it was saved (the file's time if it does not say)
    label: str | None = None    # the name exactly as typed, when the save has one
    progress: Progress = field(default_factory=Progress)


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
        label, progress, when = None, Progress(), None
        try:
            data = read_json(path)
            game, problem = Match.save_game(data, path), None
            label, progress, when = save_label(data), read_progress(data), saved_time(data)
        except StorageError as err:
            game, problem = None, err.reason
        if when is None:
            try:
                when = entry.stat().st_mtime
            except OSError:                         # a link to nowhere, or a loop
                try:
                    when = entry.stat(follow_symlinks=False).st_mtime
                except OSError:
                    when = 0.0
        shown = printable_name(label) if label is not None else printable_name(path.stem)
        rows.append(SaveEntry(path, shown, game, problem, when, label, progress))
    return sorted(rows, key=lambda r: -r.mtime)


# ------------------------------------------------------------------ starting and loading
def discard_question(app, entry: Autosave, question: str, go, go_label: str,
                     offer_continue: bool = False):
    """The dialog asking whether to replace the game in progress `entry`: `go` on yes;
    Cancel leaves everything as it is; with `offer_continue`, "Continue it" resumes it."""
    from game.scenes.dialogs import ConfirmDialog
    t = app.t
    text = t(question, game=game_name(t, entry.game), details=progress_words(t, entry.progress))
    other = (lambda: t("continue.continue_it"), lambda: load_match(app, entry.path)) \
        if offer_continue else None
    return ConfirmDialog(app, text, go, yes_label=lambda: t(go_label), no_label=lambda: t("dialog.cancel"),
                         other=other, enter_says_yes=False)


def ask_before_discarding(app, entry: Autosave, question: str, go, go_label: str,
                          offer_continue: bool = False) -> None:
    app.push(discard_question(app, entry, question, go, go_label, offer_continue))


def start_match(app, game: str, setup: dict, seed: int | None = None, ask: bool = True) -> None:
    """Start a new game; if another game of the same kind is in progress, ask first
    (Start new / Cancel / Continue it)."""
    seed = int(time.time() * 1000) % 2_000_000_000 if seed is None else seed

    def start():
        match = Match(game, rules_for(game), setup, seed)
        app.autosave(match)          # if it cannot be written the player is told and plays on
        open_match(app, match)

    found = []              # an old autosave.json moved into place or aside is reported
    if ask:
        app.try_write(lambda: found.append(game_in_progress(game)))
    entry = found[0] if found else None
    if entry is None:
        start()
    else:
        ask_before_discarding(app, entry, "continue.start_question", start, "continue.start_new",
                              offer_continue=True)


def open_match(app, match: Match, replay_actions=None):
    scene_class = _load_class(SCENES[match.game])
    app.push(scene_class(app, match, replay_actions=replay_actions))


def _save_of_broken_game(app, path) -> bool:
    """True after telling the player, if the save is of a game whose files start-up found
    broken: its rules cannot be read, so the save is not replayed (nor judged damaged)."""
    try:
        game = Match.save_game(read_json(path), path)
    except StorageError:
        return False                    # Match.load says what is wrong with it
    words = damage_words(app.t, game) if isinstance(game, str) else None
    if words:
        app.toast(words, 6.0)
    return bool(words)


def _read_match(app, path) -> Match | None:
    """A saved game, or None after telling the player why not (the file is left on disk)."""
    write_behind.flush()
    if _save_of_broken_game(app, path):
        return None
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
    played = level_id(match.setup)
    if played is not None and scene.replay is None and match.game in LEVELS:
        results = []                     # a progress file that cannot be written: told, play on
        app.try_write(lambda: results.append(record_level(
            importlib.import_module(LEVELS[match.game]), played, match.state.result(), match.setup)))
        level_result = results[0] if results else None
    end_class = _load_class(END_SCENES[match.game])
    app.push(end_class(app, match, level_result))


def record_level(levels_module, played, result: dict, setup: dict | None = None) -> dict | None:
    """Store a challenge-level result (the game's levels module judges it); say whether it
    was won and what comes next."""
    levels = levels_module.load_levels()
    by_id = {lv.id: lv for lv in levels}
    level = by_id.get(played) if type(played) is int else None
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

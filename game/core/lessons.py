"""Learn-to-play lessons as data (no pygame): which games have one, where it is, reading
it (load_lesson) and checking it whole (check_lesson_file: its form, its set-up, every
step's action legal at its point of the game, every text in both languages), so that a
broken lesson is found at start-up and never reached. The lesson player is
game/ui/tutorial.py; the file's format is described there."""
from __future__ import annotations

import importlib

from game.core.data import DATA_DIR, DataError, _display_name, load_yaml

GAMES = ("zefiria", "fire_tower", "flamecraft", "root")
KINDS = ("note", "do", "free", "auto")
#: a game whose lesson file writes placeholders that the position makes exact on loading:
#: the module's resolve_steps(lesson) raises ValueError when no legal action fits
STEP_RESOLVERS = {"root": "game.games.root.lesson_steps"}


def lesson_path(game: str):
    return DATA_DIR / game / "tutorial.yaml"


def has_lesson(game: str) -> bool:
    return game in GAMES and lesson_path(game).exists()


class Step:
    """One step: `actions` (a do or auto step may hold several, played in order: a card
    and where it goes), the text key `say` and the key `after` said once it is done."""
    __slots__ = ("kind", "actions", "say", "after")

    def __init__(self, kind, actions, say, after):
        self.kind, self.actions, self.say, self.after = kind, actions, say, after

    @property
    def action(self):
        return self.actions[0] if self.actions else None

    def __repr__(self):
        return f"Step({self.kind}, {self.action}, {self.say})"


class Lesson:
    def __init__(self, game, seed, setup, steps):
        self.game, self.seed, self.setup, self.steps = game, seed, setup, steps


def _action(doc):
    items = doc.list()
    if not isinstance(items[0].value, str):
        doc._fail("an action: a list starting with its name")
    for item in items:
        if isinstance(item.value, (bool, float)) or not isinstance(item.value, (int, str)):
            item._fail("a whole number or a text")
    return tuple(item.value for item in items)


def _step(item) -> Step:
    kinds = [k for k in KINDS if item.has(k)]
    if len(kinds) != 1:
        item._fail("one of note, do, free, auto")
    kind = kinds[0]
    actions = []
    if kind == "note":
        say = item["note"].str()
    else:
        node = item[kind]
        if isinstance(node.value, list) and node.value and isinstance(node.value[0], list):
            actions = [_action(one) for one in node.list()]      # several, in order
        else:
            actions = [_action(node)]
        if kind == "free" and len(actions) != 1:
            node._fail("one action (the one the arrow suggests)")
        say = item["say"].str()
    after = item["after"].str() if item.has("after") else None
    return Step(kind, actions, say, after)


def load_lesson(game: str) -> Lesson:
    """The lesson's data, checked for form (DataError names the file and key); whether
    its actions are legal is checked by playing it (check_lesson)."""
    doc = load_yaml(lesson_path(game))
    seed = doc["seed"].int(0, 2 ** 63 - 1)
    setup = doc["setup"]
    if not isinstance(setup.value, dict):
        setup._fail("a mapping (the game's set-up)")
    steps = [_step(item) for item in doc["steps"].list()]
    lesson = Lesson(game, seed, dict(setup.value), steps)
    if game in STEP_RESOLVERS:              # a game's placeholders made exact
        try:
            importlib.import_module(STEP_RESOLVERS[game]).resolve_steps(lesson)
        except ValueError as exc:
            doc["steps"]._fail(f"steps that fit the game ({exc})")
        except Exception as exc:            # a set-up the game refuses, found while resolving
            doc["setup"]._fail(f"a set-up the game accepts ({_why(exc)})")
    return lesson


def text_keys(lesson: Lesson) -> list[str]:
    keys = []
    for step in lesson.steps:
        keys.append(f"{lesson.game}.tutorial.{step.say}")
        if step.after:
            keys.append(f"{lesson.game}.tutorial.{step.after}")
    return keys


def _why(exc: Exception) -> str:
    """An engine's refusal in a few words: its key (IllegalAction) or its message."""
    return str(getattr(exc, "key", "") or exc)[:120] or type(exc).__name__


def check_lesson(lesson: Lesson) -> None:
    """Play the lesson headless: the game accepts its set-up, and each do/auto/free action
    is legal in its turn (a lesson that stops on an impossible step can never be
    finished). DataError names the file and the step."""
    from game.core.match import Match
    from game.games import rules_for
    name = _display_name(lesson_path(lesson.game))
    try:
        match = Match(lesson.game, rules_for(lesson.game), lesson.setup, lesson.seed)
    except DataError:
        raise
    except Exception as exc:        # the engine refuses the set-up (players, options)
        raise DataError(name, "setup", f"a set-up the game accepts ({_why(exc)})") from None
    state = match.state
    for i, step in enumerate(lesson.steps):
        for action in step.actions:
            try:
                state.apply(action)         # refuses anything but a member of legal_actions()
            except Exception:
                raise DataError(name, f"steps[{i}]", "an action legal at that point of the lesson",
                                list(action)) from None


def check_lesson_file(game: str, catalogs: dict | None = None) -> None:
    """Everything Learn to play will read of `game`'s lesson, checked before it is offered:
    the file's form, its set-up and steps played through, its texts in every language
    (`catalogs`: language -> every text, when the caller has them)."""
    from game.core import i18n
    lesson = load_lesson(game)
    check_lesson(lesson)
    name = _display_name(lesson_path(game))
    for lang in i18n.LANGUAGES:
        catalog = catalogs[lang] if catalogs else i18n.load_catalog(lang)
        for i, step in enumerate(lesson.steps):
            for field, key in ((step.kind if step.kind == "note" else "say", step.say), ("after", step.after)):
                if key is not None and f"{game}.tutorial.{key}" not in catalog:
                    raise DataError(name, f"steps[{i}].{field}",
                                    f"a text of {game}.tutorial in data/{game}/text.{lang}.yaml", key)

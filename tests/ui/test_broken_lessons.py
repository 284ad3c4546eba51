"""A broken data/<game>/tutorial.yaml is found at start-up with file, key and expectation
(its form, its set-up, every step played against the engine, its texts), never by "Learn
to play" crashing: the lesson is greyed with the reason and its game plays on. Each kind
of damage on every game's lesson; then through the real App loop by mouse."""
import pygame
import pytest
import yaml
from mouse import click, post

from game.core import lessons
from game.core.data import DATA_DIR, DataError
from game.games import PROBLEMS, check_all_data
from game.scenes.title import TitleScene

GAMES = [g for g in lessons.GAMES if lessons.has_lesson(g)]


def real(game) -> dict:
    return yaml.safe_load(lessons.lesson_path(game).read_text(encoding="utf-8"))


def first_do(doc) -> int:
    return next(i for i, step in enumerate(doc["steps"]) if "do" in step)


def _place(doc, path):
    """The node holding the last key of `path`, and that key ("DO": the first do step)."""
    keys = [first_do(doc) if key == "DO" else key for key in path]
    node = doc
    for key in keys[:-1]:
        node = node[key]
    return node, keys[-1]


def _set(path, value):
    def change(doc):
        node, key = _place(doc, path)
        node[key] = value
    return change


def _drop(*path):
    def change(doc):
        node, key = _place(doc, path)
        del node[key]
    return change


def _players(change):
    def edit(doc):
        change(doc["setup"]["players"])
    return edit


#: name -> (what is done to the file: raw text, or a change of its YAML; the key named, the
#: words of the expectation). "DO" in a key is the index of the lesson's first do step.
CASES = {
    "empty": ("", "", "a mapping"),
    "not utf-8": (b"seed: \xff\n", "", "UTF-8"),
    "not yaml": ("steps: [\n  {note: welcome\n", "", "valid YAML"),
    "a list": ("- seed\n- steps\n", "", "a mapping"),
    "no seed": (_drop("seed"), "seed", "the key is missing"),
    "seed is text": (_set(["seed"], "five"), "seed", "a whole number"),
    "negative seed": (_set(["seed"], -1), "seed", "a whole number from 0"),
    "set-up a list": (_set(["setup"], ["players"]), "setup", "a mapping"),
    "no steps": (_drop("steps"), "steps", "the key is missing"),
    "no step": (_set(["steps"], []), "steps", "at least one item"),
    "steps a text": (_set(["steps"], "go"), "steps", "a list"),
    "two kinds": (_set(["steps", 0, "do"], ["x"]), "steps[0]", "one of note, do, free, auto"),
    "no kind": (_set(["steps", 0], {"say": "welcome"}), "steps[0]", "one of note, do, free, auto"),
    "action a text": (_set(["steps", "DO", "do"], "place"), "steps[DO].do", "a list"),
    "action empty": (_set(["steps", "DO", "do"], []), "steps[DO].do", "at least one item"),
    "action unnamed": (_set(["steps", "DO", "do"], [1, 2]), "steps[DO].do", "an action"),
    "a fraction": (_set(["steps", "DO", "do"], ["place", 1.5]), "steps[DO].do[1]", "a whole number or a text"),
    "no say": (_drop("steps", "DO", "say"), "steps[DO].say", "the key is missing"),
    "after a number": (_set(["steps", "DO", "after"], 3), "steps[DO].after", "a non-empty text"),
    "free of two": (_set(["steps", "DO"], {"free": [["a"], ["b"]], "say": "x"}), "steps[DO].free", "one action"),
    "unknown text": (_set(["steps", 0, "note"], "no_such_text"), "steps[0].note", "a text of"),
    "impossible step": (_set(["steps", "DO", "do"], ["no_such_move", 1]), "steps[DO]", "legal"),
    "too many players": (_players(lambda ps: ps.extend([dict(ps[-1])] * 5)), "setup", "a set-up the game accepts"),
    "a robot player": (_players(lambda ps: ps[0].update(kind="robot")), "setup", "a set-up the game accepts"),
}
# each game's own: a Root lesson for three players, a Flamecraft step the game never allows
# at that point (the lesson could never be finished)
GAME_CASES = [
    ("root", "three players", _players(lambda ps: ps.append({"name": "Third", "kind": "human"})),
     "setup", "a set-up the game accepts"),
    ("root", "a step that fits nothing", _set(["steps", "DO", "do"], ["spread", 99]), "steps", "fit the game"),
    ("flamecraft", "an impossible step", _set(["steps", "DO", "do"], ["move", 99]), "steps[DO]", "legal"),
    ("flamecraft", "a step out of turn", lambda d: d["steps"].insert(1, {"do": ["skip"], "say": "skip"}),
     "steps[1]", "legal"),
    ("zefiria", "a spirit unknown", _set(["setup", "spirits"], ["borea", "nobody", "jugo"]), "setup",
     "setup_spirits"),
    ("fire_tower", "a step of the other seat", _set(["steps", "DO", "do"], ["hawk", 12, 12]), "steps[DO]",
     "legal"),
]


def write_broken(tmp_path, monkeypatch, game, damage):
    path = tmp_path / game / "tutorial.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(damage, bytes):
        path.write_bytes(damage)
    elif isinstance(damage, str):
        path.write_text(damage, encoding="utf-8")
    else:
        doc = real(game)
        damage(doc)
        path.write_text(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True), encoding="utf-8")
    real_path = lessons.lesson_path
    monkeypatch.setattr(lessons, "lesson_path", lambda g: path if g == game else real_path(g))
    return path


def cases():
    out = []
    for game in GAMES:
        for name, (damage, key, words) in CASES.items():
            if game == "root" and key == "steps[DO]" and words == "legal":
                key, words = "steps", "fit the game"    # Root's steps are made exact on reading
            out.append(pytest.param(game, damage, key, words, id=f"{game}-{name}"))
    out += [pytest.param(game, damage, key, words, id=f"{game}-{name}")
            for game, name, damage, key, words in GAME_CASES if game in GAMES]
    return out


@pytest.mark.parametrize("game, damage, key, words", cases())
def test_a_broken_lesson_is_named_with_file_key_and_expectation(tmp_path, monkeypatch, game, damage, key, words):
    do = first_do(real(game))
    path = write_broken(tmp_path, monkeypatch, game, damage)
    with pytest.raises(DataError) as info:
        lessons.check_lesson_file(game)
    err = info.value
    assert err.file.endswith("tutorial.yaml") and str(path.parent.name) in err.file
    assert err.key == key.replace("DO", str(do)), (err.key, str(err))
    assert words in err.expected, str(err)


def test_every_real_lesson_passes():
    for game in GAMES:
        lessons.check_lesson_file(game)


@pytest.fixture
def root_lesson_broken(tmp_path, monkeypatch):
    write_broken(tmp_path, monkeypatch, "root", _players(lambda ps: ps.append({"name": "Third", "kind": "human"})))
    return check_all_data(use_stamp=False)


def test_start_up_greys_the_lesson_only_and_learn_to_play_says_why(app, root_lesson_broken):
    assert list(root_lesson_broken) == ["root.lesson"] and PROBLEMS == root_lesson_broken
    title = TitleScene(app)
    app.reset_to(title)
    app.run_frames(2)
    learn = next(b for b in title.learn_buttons.buttons if b.game == "root")
    why = "The lesson of Root cannot be opened: its file tutorial.yaml is damaged or missing."
    assert not learn.is_enabled()
    post(pygame.MOUSEMOTION, learn.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(60)
    assert title.tip.shown == [why]
    click(app, learn.rect.center)
    assert app.scene is title and why in [text for text, _ in app.toasts]
    others = [b for b in title.learn_buttons.buttons if b.game != "root"]
    assert others and all(b.is_enabled() for b in others)
    card = next(c for c in title.cards if c.key == "root")
    assert card.playable
    click(app, card.rect.center)                    # the game itself plays on
    assert app.scene.name == "root_setup"


def test_a_lesson_broken_after_start_up_is_told_and_greyed(app, tmp_path, monkeypatch):
    title = TitleScene(app)
    app.reset_to(title)
    app.run_frames(2)
    write_broken(tmp_path, monkeypatch, "zefiria", "steps: [")
    learn = next(b for b in title.learn_buttons.buttons if b.game == "zefiria")
    click(app, learn.rect.center)
    assert app.scene is title and not learn.is_enabled()
    assert any("lesson of Zefiria cannot be opened" in text for text, _ in app.toasts)


def test_the_real_lesson_data_is_where_the_check_reads_it():
    assert all(lessons.lesson_path(g) == DATA_DIR / g / "tutorial.yaml" for g in GAMES)

"""Root's lesson is keyed on the position, not on a replayed bot line: [bot_turn] is the
Clockwork turn however many steps it takes, "?" the value the position gives
(game/games/root/tutorial.py resolve_actions). RT-BOT-ORDER, RT-BOT-LEVELS."""
import pytest
import yaml

from game.core.data import DATA_DIR
from game.core.match import Match
from game.games.root import rules
from game.games.root.tutorial import resolve_actions
from game.ui import tutorial as tut


def raw_steps():
    doc = yaml.safe_load((DATA_DIR / "root" / "tutorial.yaml").read_text(encoding="utf-8"))
    out = []
    for step in doc["steps"]:
        kind = next(k for k in ("note", "do", "free", "auto") if k in step)
        if kind == "note":
            out.append([])
            continue
        value = step[kind]
        out.append([tuple(a) for a in value] if isinstance(value[0], list) else [tuple(value)])
    return doc, out


def test_the_loaded_lesson_holds_only_exact_legal_actions():
    lesson = tut.load_lesson("root")
    flat = [a for step in lesson.steps for a in step.actions]
    assert all("?" not in a and a != ("bot_turn",) for a in flat)
    tut.check_lesson(lesson)
    doc, raw = raw_steps()
    assert any(("bot_turn",) in step for step in raw) and any("?" in a for step in raw for a in step)


@pytest.mark.parametrize("change", [{"bot_difficulty_marquise": "nightmare"}, {"bot_difficulty_marquise": "easy"},
                                    {"bot_traits_marquise": ["blitz"]}, {"bot_traits_marquise": ["hospitals"]}])
def test_the_lesson_still_plays_when_the_bot_plays_otherwise(change):
    """Another bot level or trait changes the Marquise's turns (their steps, her pieces):
    the lesson's steps still resolve to legal actions and play to the end."""
    doc, raw = raw_steps()
    setup = dict(doc["setup"], **change)
    exact = resolve_actions(setup, doc["seed"], raw)
    match = Match("root", rules, setup, doc["seed"])
    for step, actions in zip(raw, exact):
        for a in actions:
            assert a in match.state.legal_actions()
            match.apply(a)
        if step and step[0] == ("bot_turn",):
            assert actions and all(a == ("bot_step",) for a in actions)
            assert match.state.legal_actions() != [("bot_step",)]       # the whole turn was played
    assert match.actions[-1][0] == "battle"


def test_a_step_that_no_longer_fits_is_named_as_a_data_error():
    doc, raw = raw_steps()
    raw[2] = [("spread", "?"), ("spread", 99)]
    with pytest.raises(ValueError):
        resolve_actions(doc["setup"], doc["seed"], raw)

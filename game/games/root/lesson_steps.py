"""Root's lesson keyed on the position, not on a replayed bot line (pure, no pygame):
data/root/tutorial.yaml writes [bot_turn] for the Clockwork Marquise's whole turn, however
many steps it takes, and "?" for the value the position gives. game/core/lessons.py makes
them exact when it reads the lesson (resolve_steps); a step no legal action fits is a
ValueError, reported as a broken lesson at start-up."""
from __future__ import annotations

#: in data/root/tutorial.yaml: ("bot_turn",) stands for the Clockwork turn, as many
#: ("bot_step",) as it takes; "?" in an action for the value the position gives
ANY = "?"
BOT_TURN = ("bot_turn",)


def _prefer(state, action):
    """The order among the legal actions that fit a step with "?" (smallest first): the
    lesson's board facts, not a replayed bot line. Battle and move: where the Alliance is
    strongest, all the warriors that may go; spend: a bird card last (it is wild); train:
    a bird card first (the lesson's text shows it); otherwise clearing priority."""
    kind = action[0]
    if kind == "battle":
        return (-state.cl(action[1])["warriors"]["alliance"], action[1])
    if kind in ("move", "march"):
        return (-action[3], action[1], action[2])
    if kind == "train":                 # the lesson shows the bird card matching any base
        return (state.cfg.cards[action[1]]["suit"] != "bird", action[1])
    if kind in ("spend", "mobilize"):
        return (state.cfg.cards[action[1]]["suit"] == "bird", action[1])
    return tuple(x if type(x) is int else 0 for x in action[1:])


def resolve_actions(setup, seed, steps) -> list:
    """Each step's actions made exact by playing the lesson from its deal: ("bot_turn",)
    becomes the bot's steps until a person decides; an action with "?" becomes the
    preferred legal action that agrees with its other values. Raises ValueError when no
    legal action fits (the lesson no longer matches the game)."""
    from game.core.match import Match
    from . import rules
    match = Match("root", rules, setup, seed)
    out = []
    for step in steps:
        exact = []
        for action in step:
            action = tuple(action)
            if action == BOT_TURN:
                while match.state.legal_actions() == [("bot_step",)]:
                    exact.append(("bot_step",))
                    match.apply(("bot_step",))
                continue
            if ANY in action:
                fits = [a for a in match.state.legal_actions() if len(a) == len(action) and
                        all(x == ANY or x == y for x, y in zip(action, a))]
                if not fits:
                    raise ValueError(f"no legal action fits {list(action)}")
                action = min(fits, key=lambda a: _prefer(match.state, a))
            elif action not in match.state.legal_actions():
                raise ValueError(f"{list(action)} is not legal there")
            exact.append(action)
            match.apply(action)
        out.append(exact)
    return out


def resolve_steps(lesson) -> None:
    """game/core/lessons.py's hook after reading the lesson: its steps' actions made exact."""
    exact = resolve_actions(lesson.setup, lesson.seed, [step.actions for step in lesson.steps])
    for step, actions in zip(lesson.steps, exact):
        step.actions = actions

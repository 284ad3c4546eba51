"""Root's computer players for the scenes and the tests (pure: no pygame).

A Clockwork seat (docs/root_engine.md, "Clockwork seats") is played by the engine: its
only legal action is ("bot_step",), which `ClockworkChooser.choose` returns, so the app's
bot pacing shows one step at a time. Any other seat the computer plays (a person's
faction in tests and `--simulate`) gets a seeded random legal action.
"""
from __future__ import annotations

from game.core.rng import Rng

BOT_STEP = ("bot_step",)


class ClockworkChooser:
    """`choose(state)`: ("bot_step",) when it is the only legal action, else a seeded
    random legal action; `reason` as game/ui/game_scene.py reads it."""

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed ^ 0xC10C)
        self.reason = None

    def choose(self, state):
        acts = state.legal_actions()
        if acts == [BOT_STEP]:
            self.reason = ("bot_step", {})
            return BOT_STEP
        self.reason = ("random", {})
        return self.rng.choice(acts)


def make_bot(seed: int) -> ClockworkChooser:
    return ClockworkChooser(seed)

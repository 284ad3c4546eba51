"""Game-agnostic bots that only use the engine protocol."""
from __future__ import annotations

from .rng import Rng


class RandomBot:
    """Uniformly random legal moves, seeded."""

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed ^ 0x5EED)

    def choose(self, state):
        return self.rng.choice(state.legal_actions())


"""Headless seeded games of random legal moves (`main.py --simulate`)."""
from __future__ import annotations

import json
import time

from .bots import RandomBot


def play_random_game(rules, setup: dict, seed: int, check=None):
    """Play one game to its end; `check(state)` runs after every action."""
    state = rules.new_game(setup, seed)
    bot = RandomBot(seed)
    count = 0
    while not state.is_over:
        state.apply(bot.choose(state))
        count += 1
        if check:
            check(state)
    return state, count


def simulate(game: str, rules, setup: dict, games: int, seed: int, out) -> float:
    """Write one JSON line per game and a summary line; return games per second."""
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed + i
        state, count = play_random_game(rules, setup, game_seed)
        record = {"seed": game_seed, "setup": setup, "actions": count,
                  "final": state.to_dict(), "result": state.result()}
        out.write(json.dumps(record) + "\n")
    elapsed = time.perf_counter() - start
    rate = games / elapsed if elapsed > 0 else float("inf")
    out.write(json.dumps({"summary": True, "game": game, "games": games,
                          "seconds": round(elapsed, 3), "games_per_second": round(rate, 1)}) + "\n")
    return rate

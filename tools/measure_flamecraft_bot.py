"""Measure the Flamecraft bot: wins against the random bot, CPU time per decision, solo
ladder scores, and 3-5 player games against itself. Prints tables to stdout only.

    .venv/bin/python tools/measure_flamecraft_bot.py [--games 200] [--solo 3] [--multi 4]

Measured: see MEASURED below (filled in from a run on the 2-core machine).
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.core.bots import RandomBot  # noqa: E402
from game.games.flamecraft import rules  # noqa: E402
from game.games.flamecraft.bot import FlamecraftBot  # noqa: E402

MEASURED = """(not measured yet)"""


def players(n):
    return [{"name": f"P{i}", "kind": "bot"} for i in range(n)]


def play(state, bots, times=None, limit=6000):
    steps = 0
    while not state.is_over and steps < limit:
        seat = state.current_player
        bot = bots[seat]
        t0 = time.process_time()
        action = bot.choose(state)
        if times is not None and isinstance(bot, FlamecraftBot):
            times.append(time.process_time() - t0)
        state.apply(action)
        steps += 1
    if not state.is_over:
        raise RuntimeError("game did not end")
    return state


def pct(values, q):
    if not values:
        return 0.0
    v = sorted(values)
    return v[min(len(v) - 1, int(q * len(v)))]


def versus_random(games, times):
    wins = ties = 0
    margin = []
    for g in range(games):
        bot_seat = g % 2
        bots = [None, None]
        bots[bot_seat] = FlamecraftBot(seed=g)
        bots[1 - bot_seat] = RandomBot(seed=g)
        s = play(rules.new_game({"players": players(2)}, 1000 + g), bots, times)
        res = s.result()
        if res["winners"] == [bot_seat]:
            wins += 1
        elif bot_seat in res["winners"]:
            ties += 1
        margin.append(res["scores"][bot_seat] - res["scores"][1 - bot_seat])
    return wins, ties, sum(margin) / max(1, len(margin))


def solo_levels(per_level, times):
    from game.games.flamecraft import levels as lv
    rows = []
    for level in lv.load_levels():
        scores, ranks, passed = [], {}, 0
        for k in range(per_level):
            setup = lv.level_setup(level)
            s = play(rules.new_game(setup, level.seed), [FlamecraftBot(seed=k)], times)
            res = s.result()
            scores.append(res["scores"][0])
            ranks[res["rank"]] = ranks.get(res["rank"], 0) + 1
            passed += bool(res.get("level", {}).get("passed"))
        rows.append((level.id, level.target, sum(scores) / len(scores), min(scores), max(scores),
                     max(ranks, key=ranks.get), passed, per_level))
    return rows


def multi(n, games, times):
    scores = []
    for g in range(games):
        s = play(rules.new_game({"players": players(n)}, 5000 + 31 * n + g),
                 [FlamecraftBot(seed=100 * g + i) for i in range(n)], times)
        scores += s.result()["scores"]
    return sum(scores) / len(scores), min(scores), max(scores)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--solo", type=int, default=3, help="games per solo level (0: none)")
    ap.add_argument("--multi", type=int, default=4, help="games per 3/4/5-player count (0: none)")
    args = ap.parse_args()
    times = []
    if args.games:
        w, t, m = versus_random(args.games, times)
        print(f"vs random, {args.games} 2-player games: {w} wins ({100 * w / args.games:.1f} %), "
              f"{t} shared, mean margin {m:+.1f}")
    if args.solo:
        print("solo ladder: level target mean min max rank passed")
        for row in solo_levels(args.solo, times):
            print("  %2d %3d %5.1f %3d %3d %-10s %d/%d" % row)
    if args.multi:
        for n in (3, 4, 5):
            mean, lo, hi = multi(n, args.multi, times)
            print(f"{n} players, {args.multi} games self-play: scores mean {mean:.1f} min {lo} max {hi}")
    print(f"CPU per decision over {len(times)}: mean {sum(times) / max(1, len(times)):.4f} s, "
          f"p99 {pct(times, 0.99):.4f} s, max {max(times, default=0):.4f} s")


if __name__ == "__main__":
    main()

"""How hard is each Fire Tower solo level for the computer player?

    python tools/measure_fire_tower_levels.py [--games 100] [--first 0] [--levels 1-7]
        [--jobs 2] [--bot new|old] [--lightning] [--oaks N] [--single] [--save FILE.json]
    python tools/measure_fire_tower_levels.py --combine FILE.json [FILE.json ...]

Plays `--games` seeded solo games per level (seeds first..first+N-1) with the chosen bot:
`new` = SoloPlanner (bot_solo.py, the app's solo player), `old` = FireTowerBot (bot.py),
and prints per level: wins, win rate and its 95 % Wilson interval, mean score of the
wins, mean rounds, how the losses happened (own tower, penalty chain, a failed
challenge...), then the bot's CPU seconds per move (mean, p99, worst; the play never
depends on time: both bots do a fixed amount of work). `--save` keeps the games' rows
(write it to a temp path); `--combine` prints one table over several saved runs (the
final table below was measured in seed batches). Figures are measured, not asserted.

Last run (issue 12, 2 December 2026; 2-core machine; both bots on the same seeds; --jobs 2;
levels 1-3 seeds 0-59, levels 4-7 seeds 0-29):

  default rules (solo_wind_card_mode firestorm)      --single
  level  new (SoloPlanner)   old (FireTowerBot)      new (SoloPlanner)    old (FireTowerBot)
    1    30/60 50% [38-62]    9/60 15% [ 8-26]       60/60 100% [94-100]  54/60 90% [80-95]
    2    31/60 52% [39-64]    6/60 10% [ 5-20]       56/60  93% [84-97]   55/60 92% [82-96]
    3    17/60 28% [19-41]    3/60  5% [ 2-14]       56/60  93% [84-97]   45/60 75% [63-84]
    4     1/30  3% [ 1-17]    0/30  0% [ 0-11]       22/30  73% [56-86]   13/30 43% [27-61]
    5     0/30  0% [ 0-11]    0/30  0% [ 0-11]       21/30  70% [52-83]    6/30 20% [10-37]
    6     2/30  7% [ 2-21]    0/30  0% [ 0-11]       17/30  57% [39-73]    5/30 17% [ 7-34]
    7     0/30  0% [ 0-11]    1/30  3% [ 1-17]        5/30  17% [ 7-34]    0/30  0% [ 0-11]
  (wins/games, rate, 95 % Wilson interval in %.) With the default rules the planner wins
  clearly more often at levels 1-3 (no interval overlaps); from level 4 (opening challenge,
  4 firebreaks and 2-4 hawks at every enemy, a hand of 4-5) both bots nearly always lose:
  the Inferno fills your quadrant in four rounds, before the third enemy burns. With
  --single the planner is ahead from level 3 on (level 1-2: both near the ceiling).
  Losses are nearly all your own tower. CPU s/move: new mean 0.028-0.030, p99 0.14-0.15,
  worst 0.27; old mean 0.018, p99 0.12-0.13, worst 0.29.
Before this (issue 12, first planner without hawks; levels 1-3, 24 games): new 25/21/4 %,
  old 21/12/8 % (default); the intervals all overlapped.
Earlier figures of FireTowerBot alone (before the solo wording fixes of issue 12): with
  its work cap, 20 games a level: default 0, 1, 0, 0, 0, 0, 0 wins; --single 95%, 80%,
  50%, 25%, 20%, 10%, 0%; with the old 0.25 s time limit: default 100 games a level 4%,
  3%, 1%, 0%, 0%, 0%, 0%; --single 50 games a level 86%, 74%, 50%, 28%, 18%, 8%, 2%.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from multiprocessing import Pool

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

MAX_ACTIONS = 5000


def play(job):
    """One game: (level, seed, outcome, reason, score, rounds, actions, seconds, CPU
    seconds of each bot move)."""
    from game.games.fire_tower import rules
    from game.games.fire_tower.bot_solo import make_bot
    level, seed, variants, kind = job
    setup = dict({"solo": True, "level": level, "players": [{"name": "bot", "kind": "bot"}]}, **variants)
    state = rules.new_game(setup, seed)
    bot = make_bot(seed, kind)
    start = time.perf_counter()
    actions = 0
    moves = []
    while not state.is_over and actions < MAX_ACTIONS:
        t = time.process_time()
        action = bot.choose(state)
        moves.append(time.process_time() - t)
        state.apply(action)
        actions += 1
    result = state.result()
    return (level, seed, result.get("outcome") or "unfinished", result.get("reason"), result.get("score"),
            result.get("round"), actions, time.perf_counter() - start, moves)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple:
    """The 95 % Wilson score interval of a win rate (low, high)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return max(0.0, mid - half), min(1.0, mid + half)


def level_range(text: str) -> list[int]:
    if "-" in text:
        a, b = text.split("-")
        return list(range(int(a), int(b) + 1))
    return [int(x) for x in text.split(",")]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--first", type=int, default=0, help="first seed")
    ap.add_argument("--bot", choices=("old", "new"), default="new",
                    help="new: SoloPlanner (bot_solo.py); old: FireTowerBot (bot.py)")
    ap.add_argument("--levels", default="1-7")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--lightning", action="store_true")
    ap.add_argument("--oaks", type=int, default=0)
    ap.add_argument("--single", action="store_true",
                    help="Inferno wind cards place one gem (option solo_wind_card_mode single)")
    ap.add_argument("--save", help="also write the games' rows to this JSON file (a temp path)")
    ap.add_argument("--combine", nargs="+", metavar="JSON",
                    help="print the table of rows saved by earlier runs (--save) instead of playing")
    args = ap.parse_args()
    if args.combine:
        rows = []
        for name in args.combine:
            with open(name, encoding="utf-8") as f:
                saved = json.load(f)
            rows += [tuple(r) for r in saved["rows"]]
        label = saved["label"]
        print(f"{len(rows)} games from {len(args.combine)} runs, {label}")
        report(rows, sorted({r[0] for r in rows}))
        return
    variants = {}
    if args.lightning:
        variants["lightning"] = True
    if args.oaks:
        variants["oaks"] = args.oaks
    if args.single:
        variants["solo_wind_card_mode"] = "single"
    jobs = [(level, seed, variants, args.bot) for level in level_range(args.levels)
            for seed in range(args.first, args.first + args.games)]
    start = time.perf_counter()
    with Pool(args.jobs) as pool:
        rows = pool.map(play, jobs, chunksize=1)
    label = f"variants: {variants or 'none'}, bot: {args.bot}"
    print(f"{len(rows)} games in {time.perf_counter() - start:.0f} s ({args.jobs} processes), {label}")
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            json.dump({"label": label, "rows": rows}, f)
    report(rows, level_range(args.levels))


def report(rows, levels):
    """The table: per level wins, rate, its 95 % Wilson interval, scores, rounds, losses."""
    print("level  wins  rate  95% CI (Wilson)  mean score (wins)  mean rounds  losses by reason")
    for level in levels:
        mine = [r for r in rows if r[0] == level]
        if not mine:
            continue
        wins = [r for r in mine if r[2] == "win"]
        reasons = Counter(r[3] for r in mine if r[2] != "win")
        score = sum(r[4] for r in wins) / len(wins) if wins else 0.0
        rounds = sum(r[5] or 0 for r in mine) / len(mine)
        low, high = wilson(len(wins), len(mine))
        print(f"{level:>5}  {len(wins):>4}  {len(wins) / len(mine):>5.0%}  {low:>6.0%} - {high:<6.0%}  "
              f"{score:>17.1f}  {rounds:>11.1f}  "
              + ", ".join(f"{k}: {v}" for k, v in reasons.most_common()))
    times = sorted(t for r in rows for t in r[8])
    if times:
        print(f"bot CPU s/move over {len(times)} moves: mean {sum(times) / len(times):.4f}, "
              f"p99 {times[int(len(times) * 0.99)]:.4f}, worst {times[-1]:.4f}")


if __name__ == "__main__":
    main()

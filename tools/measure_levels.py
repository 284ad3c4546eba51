"""Measure Zefiria's solo challenge ladder with GreedyBot (ZEF-DIG-LEVELS).

    .venv/bin/python tools/measure_levels.py                  # table for data/zefiria/levels.yaml
    .venv/bin/python tools/measure_levels.py --bots 10 --jobs 2
    .venv/bin/python tools/measure_levels.py --search 1-60    # rank candidate deals, propose a ladder
    .venv/bin/python tools/measure_levels.py --probe hard,storm,46,37,51 --bots 10
                                                              # bot scores on chosen deals

Each level (or candidate) is played as a solo game, setup from
game.games.zefiria.levels.level_setup, once per bot seed. The table shows the
bot's mean, min and max score and how often it reached the target; the ladder
is sound when the success rate and the mean margin over the target never rise
from one level to the next. It also reports how long GreedyBot.choose takes.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.games.zefiria import rules  # noqa: E402
from game.games.zefiria.bot import GreedyBot  # noqa: E402
from game.games.zefiria.levels import Level, level_setup, load_levels  # noqa: E402

# The ladder the search proposes, level by level: (difficulty, storm), the planned target
# (rising), and the margin the bot should have over it (falling). The search picks, for
# each level, the unused deal of that tier whose bot mean is closest to target + margin.
PLAN = [
    (("easy", False), 5, 20), (("easy", False), 8, 17), (("easy", False), 10, 14),
    (("medium", False), 12, 11), (("medium", False), 13, 9),
    (("medium", True), 14, 7), (("medium", True), 15, 5),
    (("hard", False), 16, 4),
    (("hard", True), 17, 3), (("hard", True), 18, 2), (("hard", True), 19, 1), (("hard", True), 21, -1),
]


def play(level: Level, bot_seed: int):
    """One solo game of the level; returns (score, spirits, list of choose() seconds)."""
    state = rules.new_game(level_setup(level), level.seed)
    bot = GreedyBot(bot_seed)
    times = []
    while not state.is_over:
        start = time.perf_counter()
        action = bot.choose(state)
        times.append(time.perf_counter() - start)
        if action not in state.legal_actions():
            raise AssertionError(f"illegal bot action {action!r} in level {level.id}")
        state.apply(action)
    return state.result()["score"], state.spirits, times


def _job(args):
    level, bot_seed = args
    return play(level, bot_seed)


def measure(levels: list[Level], bots: int, jobs: int) -> tuple[list[dict], list[float]]:
    tasks = [(level, b) for level in levels for b in range(bots)]
    if jobs > 1:
        with Pool(jobs) as pool:
            results = pool.map(_job, tasks, chunksize=1)
    else:
        results = [_job(t) for t in tasks]
    rows, times = [], []
    for i, level in enumerate(levels):
        chunk = results[i * bots:(i + 1) * bots]
        scores = [score for score, _, _ in chunk]
        for _, _, t in chunk:
            times.extend(t)
        rows.append({"level": level, "spirits": chunk[0][1], "scores": scores,
                     "mean": statistics.mean(scores), "min": min(scores), "max": max(scores),
                     "success": sum(s >= level.target for s in scores) / len(scores)})
    return rows, times


def print_table(rows: list[dict], bots: int) -> bool:
    print(f"GreedyBot, {bots} bot seeds per level (0..{bots - 1})")
    head = (f"{'lvl':>3} {'seed':>6} {'diff':<6} {'storm':<5} {'spirits':<22} {'target':>6} "
            f"{'mean':>6} {'min':>4} {'max':>4} {'margin':>6} {'success':>7}")
    print(head)
    print("-" * len(head))
    for r in rows:
        lv = r["level"]
        spirits = ",".join(lv.spirits or r["spirits"]) + ("" if lv.spirits else "*")
        print(f"{lv.id:>3} {lv.seed:>6} {lv.difficulty:<6} {'yes' if lv.storm else 'no':<5} "
              f"{spirits:<22} {lv.target:>6} {r['mean']:>6.1f} {r['min']:>4} {r['max']:>4} "
              f"{r['mean'] - lv.target:>+6.1f} {r['success']:>7.0%}")
    print("(* spirits drawn by the seed)")
    ok = True
    for a, b in zip(rows, rows[1:]):
        if b["success"] > a["success"] or b["mean"] - b["level"].target >= a["mean"] - a["level"].target:
            ok = False
            print(f"NOT MONOTONIC: level {a['level'].id} -> {b['level'].id}")
    print("difficulty rises monotonically: " + ("yes" if ok else "NO"))
    return ok


def print_speed(times: list[float]) -> None:
    times = sorted(times)
    p99 = times[int(len(times) * 0.99) - 1]
    print(f"GreedyBot.choose: {len(times)} calls, mean {statistics.mean(times) * 1000:.1f} ms, "
          f"99th percentile {p99 * 1000:.1f} ms, worst {times[-1] * 1000:.1f} ms")


def search(first: int, last: int, bots: int, jobs: int, cache: str | None) -> None:
    """Measure deal seeds first..last for each tier of PLAN and propose a ladder."""
    import json
    stored = {}
    if cache and Path(cache).exists():
        stored = json.loads(Path(cache).read_text())
    all_times = []
    means = {}
    for tier in sorted({t for t, _, _ in PLAN}, key=[t for t, _, _ in PLAN].index):
        name = f"{tier[0]}-{'storm' if tier[1] else 'calm'}-{first}-{last}-{bots}"
        if name not in stored:
            cands = [Level(0, seed, tier[0], tier[1], None, 0) for seed in range(first, last + 1)]
            rows, times = measure(cands, bots, jobs)
            all_times += times
            stored[name] = {str(r["level"].seed): [r["mean"], r["spirits"]] for r in rows}
            if cache:
                Path(cache).write_text(json.dumps(stored))
        means[tier] = {int(k): v for k, v in stored[name].items()}
        values = [v[0] for v in means[tier].values()]
        print(f"{tier[0]:<6} storm={tier[1]!s:<5} {len(values)} deals: bot mean "
              f"{statistics.mean(values):.1f} (best deal {max(values):.1f}, worst {min(values):.1f})",
              flush=True)
    used = set()
    print("\nProposed levels (re-measure with more bot seeds, then adjust targets):")
    print("levels:")
    for i, (tier, target, margin) in enumerate(PLAN):
        want = target + margin
        seed = min((s for s in means[tier] if s not in used),
                   key=lambda s: (abs(means[tier][s][0] - want), s))
        used.add(seed)
        mean, spirits = means[tier][seed]
        print(f"  - {{id: {i + 1}, seed: {seed}, difficulty: {tier[0]}, storm: {str(tier[1]).lower()}, "
              f"target: {target}}}   # bot mean {mean:.1f}, {','.join(spirits)}")
    if all_times:
        print_speed(all_times)


def probe(spec: str, bots: int, jobs: int) -> None:
    """Per-deal bot scores for one tier: spec = difficulty,storm|calm,seed,seed,..."""
    difficulty, storm, *seeds = spec.split(",")
    cands = [Level(0, int(seed), difficulty, storm == "storm", None, 0) for seed in seeds]
    rows, times = measure(cands, bots, jobs)
    for r in sorted(rows, key=lambda r: -r["mean"]):
        print(f"{difficulty:<6} {storm:<5} seed {r['level'].seed:>5}: mean {r['mean']:5.1f} "
              f"min {r['min']:>3} max {r['max']:>3} sd {statistics.pstdev(r['scores']):4.1f}  "
              f"{sorted(r['scores'])} {','.join(r['spirits'])}")
    print_speed(times)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--levels", help="levels file (default data/zefiria/levels.yaml)")
    ap.add_argument("--bots", type=int, default=10, help="bot seeds per level (default 10)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--search", metavar="A-B", help="rank deal seeds A..B and propose a ladder")
    ap.add_argument("--cache", metavar="FILE", help="with --search: keep candidate results here")
    ap.add_argument("--probe", metavar="DIFF,storm|calm,SEED,...", help="bot scores on these deals")
    args = ap.parse_args(argv)
    start = time.time()
    ok = True
    if args.probe:
        probe(args.probe, args.bots, args.jobs)
    elif args.search:
        first, last = (int(x) for x in args.search.split("-"))
        search(first, last, args.bots, args.jobs, args.cache)
    else:
        rows, times = measure(load_levels(args.levels), args.bots, args.jobs)
        ok = print_table(rows, args.bots)
        print_speed(times)
    print(f"({time.time() - start:.0f} s)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

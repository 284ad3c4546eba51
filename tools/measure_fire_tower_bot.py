"""Measure FireTowerBot against the core RandomBot (and itself).

    python tools/measure_fire_tower_bot.py [--games 200] [--four 40] [--mirror 20]
                                           [--three 0] [--teams 0]

2-player: N seeded games, the bot alternating seats (so also who plays first is mixed,
the first player follows the starting wind). 4-player: 1 bot vs 3 random bots, the bot's
seat rotating. Bot vs bot: a sanity run (both sides should win some, games must end).
Prints win rate, draws (no winner or a shared win), mean game length (actions), the
bot's CPU seconds per move (mean, p99, worst: process time, so another program on the
machine barely changes it; the bot's play never depends on it, its search is a fixed
amount of work) and its work units per move (mean, worst) with the moves the work cap
shortened.

Last run (2-core machine, busy; seeds 0..N-1, --games 200 --four 40 --three 30 --teams 20
--mirror 40; the bot's search capped at MAX_WORK 800 units): 2p 200/200 wins (CPU
s/move mean 0.0135, p99 0.098, worst 0.153; work mean 77, worst 806 units, 62 moves
capped); 3p 30/30; 4p 40/40 (worst 0.20 s); 4p teams 20/20; bot vs bot 19-21, worst
0.14 s. With the old 0.25 s time limit on the same machine: the same wins, p99 0.10 s,
worst 0.24 s, but 184 moves of those games cut short by the clock.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.core.bots import RandomBot  # noqa: E402
from game.games.fire_tower import rules  # noqa: E402
from game.games.fire_tower.bot import FireTowerBot  # noqa: E402

MAX_ACTIONS = 20000


def play(n: int, seed: int, kinds: list, times: list, works: list | None = None, **setup) -> tuple:
    """kinds[seat] = 'bot' | 'random'; appends the bot's CPU seconds per move to `times`
    and (work units, capped) per move to `works`. Returns (winners, actions, verdict)."""
    state = rules.new_game(dict({"players": [{"name": f"P{i}", "kind": "bot"} for i in range(n)]},
                                **setup), seed)
    players = [FireTowerBot(seed * 10 + i) if k == "bot" else RandomBot(seed * 10 + i)
               for i, k in enumerate(kinds)]
    actions = 0
    while not state.is_over and actions < MAX_ACTIONS:
        seat = state.current_player
        p = players[seat]
        if kinds[seat] == "bot":
            t, work, capped = time.process_time(), p.work, p.capped
            a = p.choose(state)
            times.append(time.process_time() - t)
            if works is not None:
                works.append((p.work - work, p.capped - capped))
        else:
            a = p.choose(state)
        state.apply(a)
        actions += 1
    return (state.winners if state.is_over else None), actions, state.verdict


def summary(label: str, games: int, wins: int, draws: int, lengths: list, times: list,
            works: list) -> None:
    times = sorted(times)
    p99 = times[int(len(times) * 0.99)] if times else 0.0
    units = [w for w, _ in works] or [0]
    print(f"{label}: {games} games, bot wins {wins} ({100.0 * wins / max(games, 1):.1f}%), "
          f"draws/shared {draws}, losses {games - wins - draws}; "
          f"mean length {sum(lengths) / max(len(lengths), 1):.0f} actions; bot CPU s/move mean "
          f"{sum(times) / max(len(times), 1):.4f}, p99 {p99:.4f}, "
          f"worst {times[-1] if times else 0:.4f} ({len(times)} moves); work units/move mean "
          f"{sum(units) / len(units):.0f}, worst {max(units)}, "
          f"capped {sum(c for _, c in works)}", flush=True)


def run_vs_random(n: int, games: int, start: int = 0, **setup) -> None:
    """The bot on one seat (rotating), random bots elsewhere (in teams: its partner too;
    a team win counts as a bot win). Draws: no winner, a shared win, or unfinished."""
    wins = draws = 0
    lengths, times, works = [], [], []
    for g in range(games):
        seed = start + g
        bot_seat = g % n
        kinds = ["bot" if i == bot_seat else "random" for i in range(n)]
        winners, length, verdict = play(n, seed, kinds, times, works, **setup)
        lengths.append(length)
        if not winners or verdict in ("shared_win", "draw"):
            draws += 1
        elif bot_seat in winners:
            wins += 1
    label = "4p teams, bot + random partner vs 2 random" if setup.get("teams") \
        else f"{n}p bot vs {n - 1} random"
    summary(label, games, wins, draws, lengths, times, works)


def run_mirror(games: int, start: int = 0) -> None:
    first = second = draws = 0
    lengths, times = [], []
    for g in range(games):
        winners, length, _ = play(2, start + g, ["bot", "bot"], times)
        lengths.append(length)
        if not winners or len(winners) != 1:
            draws += 1
        elif winners == [0]:
            first += 1
        else:
            second += 1
    print(f"2p bot vs bot: {games} games, seat 0 wins {first}, seat 1 wins {second}, "
          f"draws {draws}; mean length {sum(lengths) / max(len(lengths), 1):.0f}; "
          f"CPU s/move mean {sum(times) / max(len(times), 1):.4f}, worst {max(times or [0]):.4f}",
          flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--four", type=int, default=40)
    ap.add_argument("--three", type=int, default=0)
    ap.add_argument("--teams", type=int, default=0)
    ap.add_argument("--mirror", type=int, default=20)
    ap.add_argument("--start", type=int, default=0)
    args = ap.parse_args()
    run_vs_random(2, args.games, args.start)
    if args.four:
        run_vs_random(4, args.four, args.start)
    if args.three:
        run_vs_random(3, args.three, args.start)
    if args.teams:
        run_vs_random(4, args.teams, args.start, teams=True)
    if args.mirror:
        run_mirror(args.mirror, args.start)


if __name__ == "__main__":
    main()

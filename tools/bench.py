"""Benchmarks: prints a table of start-up, frame times, playout speed and memory.

    python tools/bench.py            (uses the dummy video driver: software rendering)

Figures are measured on the machine it runs on; nothing here asserts a target.
"""
from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def percentile(values, p):
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def first_frame_seconds(runs=5) -> list[float]:
    """Process start to the first drawn title frame, measured from outside the process."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--first-frame"],
                             capture_output=True, text=True, cwd=ROOT, check=True)
        assert "first-frame" in out.stdout, out.stdout + out.stderr
        times.append(time.perf_counter() - start)
    return times


def swap_frame_times(frames_wanted=600) -> list[float]:
    """Frame times on the Zefiria board while islands are swapping (animation on)."""
    import pygame

    from game.games.zefiria.scene import ZefiriaScene
    from game.games.zefiria.screens import sample_match
    from game.ui.app import App

    app = App(headless=True, lang="en")
    app.settings.values["animation_speed"] = 1.0
    match = sample_match(2, True)
    scene = ZefiriaScene(app, match)
    app.push(scene)
    app.run_frames(5)
    times = []
    while len(times) < frames_wanted:
        if not scene.timeline.busy:
            state = match.state
            affordable = {k: v for k, v in state.breeze_options().items() if v <= state.ap} \
                if state.phase == "play" else {}
            if affordable:          # the longest swap the spirit can pay for
                (a, b), _ = max(affordable.items(), key=lambda kv: kv[1])
                scene.act(("breeze", a, b))
            else:                   # any other step (end turn, Skyron's choice, Austro's exit)
                legal = state.legal_actions()
                scene.act(("end",) if ("end",) in legal else legal[0])
                continue
        start = time.perf_counter()
        app.step(1 / 60)
        if scene.timeline.busy:
            times.append(time.perf_counter() - start)
        if match.state.is_over:
            match = sample_match(2, True, seed=len(times))
            scene = ZefiriaScene(app, match)
            app.reset_to(scene)
    pygame.quit()
    return times


def playouts(games=300):
    from game.core.simulate import play_random_game
    from game.games.zefiria import rules
    setups = [{"players": [{"name": "b", "kind": "bot"}] * n, "storm": storm}
              for n in (1, 2, 3, 4) for storm in (False, True)]
    start = time.perf_counter()
    actions = 0
    for i in range(games):
        _, count = play_random_game(rules, setups[i % len(setups)], i)
        actions += count
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / elapsed


def bot_speed(games=4):
    from game.games.zefiria import rules
    from game.games.zefiria.bot import GreedyBot
    times = []
    for seed in range(games):
        state = rules.new_game({"players": [{"name": "b", "kind": "bot"}] * 2, "storm": True}, seed)
        bot = GreedyBot(seed)
        while not state.is_over:
            start = time.perf_counter()
            action = bot.choose(state)
            times.append(time.perf_counter() - start)
            state.apply(action)
    return times


def fire_tower_frame_times(frames_wanted=600):
    """Frame times on a crowded Fire Tower board with animation on: while computer seats
    play (gems dropping, the vane, dice), and while a firehawk carries a gem (staged on the
    board's animation copy, since real triggers are rare). A frame in which a bot thinks
    is not counted: that is the bot's time, measured below."""
    import pygame

    from game.games.fire_tower.scene import FireTowerScene
    from game.games.fire_tower.screens import sample_match
    from game.ui.app import App

    app = App(headless=True, lang="en")
    app.settings.values["animation_speed"] = 1.0
    busy, flying, seed = [], [], 7
    while len(busy) < frames_wanted:
        match = sample_match(4, seed=seed, moves=160, kinds=["bot"] * 4)
        scene = FireTowerScene(app, match)
        app.reset_to(scene)
        for _ in range(3000):
            if match.state.is_over or len(busy) >= frames_wanted:
                break
            was_busy = scene.timeline.busy
            start = time.perf_counter()
            app.step(1 / 60)
            if was_busy:
                busy.append(time.perf_counter() - start)
        seed += 1
    state = match.state
    scene.timeline.finish_all()
    scene.anim.sync(state, None)
    gems = [sq for sq, ch in enumerate(state.cells) if ch == "f"]
    empty = [sq for sq, ch in enumerate(state.cells) if ch == "."]
    def rc(sq):
        return [sq // 16, sq % 16]

    for i in range(40):                       # a hawk lifts a gem, carries it, flies home
        a, b = gems[i % len(gems)], empty[(i * 7) % len(empty)]
        scene.anim.hawks.add(a)
        scene.anim.play([{"type": "hawk_triggered", "seat": 0, "at": rc(a), "to": rc(b)},
                         {"type": "gem_moved", "why": "hawk", "seat": 0, "from": rc(a), "to": rc(b)}],
                        lambda sq: state.cfg.quadrant_of[sq])
        while scene.timeline.busy:
            start = time.perf_counter()
            app.step(1 / 60)
            flying.append(time.perf_counter() - start)
        scene.anim.key = None
        scene.anim.sync(state, None)
    cells = sum(ch in "fx" for ch in state.cells)
    pygame.quit()
    return busy, flying, cells


def fire_tower_solo_rate(games=140):
    from game.core.simulate import play_random_game
    from game.games.fire_tower import rules
    start = time.perf_counter()
    for i in range(games):
        setup = {"solo": True, "level": 1 + i % 7, "players": [{"name": "b", "kind": "bot"}]}
        if i % 2:
            setup.update(lightning=True, oaks=2 + i % 3)
        play_random_game(rules, setup, i)
    return games / (time.perf_counter() - start)


def fire_tower_figures(games=40):
    """Random Fire Tower games per second and the strategy bot's time per move."""
    from game.core.simulate import play_random_game
    from game.games.fire_tower import rules
    from game.games.fire_tower.bot import FireTowerBot
    players = [{"name": "b", "kind": "bot"}]
    start = time.perf_counter()
    for i in range(games):
        play_random_game(rules, {"players": players * (2 + i % 3)}, i)
    rate = games / (time.perf_counter() - start)
    times = []
    for seed in range(3):
        state = rules.new_game({"players": players * 2}, seed)
        bots = [FireTowerBot(seed), FireTowerBot(seed + 100)]
        while not state.is_over:
            begin = time.perf_counter()
            action = bots[state.current_player].choose(state)
            times.append(time.perf_counter() - begin)
            state.apply(action)
    return rate, times


def main():
    rows = []
    ff = first_frame_seconds()
    rows.append(("start to first frame (median of 5)", f"{statistics.median(ff) * 1000:.0f} ms",
                 f"min {min(ff) * 1000:.0f} ms, max {max(ff) * 1000:.0f} ms"))
    ft = swap_frame_times()
    rows.append(("frame during swap animation p50", f"{percentile(ft, 50) * 1000:.2f} ms", f"{len(ft)} frames"))
    rows.append(("frame during swap animation p95", f"{percentile(ft, 95) * 1000:.2f} ms", ""))
    rows.append(("frame during swap animation p99", f"{percentile(ft, 99) * 1000:.2f} ms",
                 f"max {max(ft) * 1000:.2f} ms"))
    gps, aps = playouts()
    rows.append(("random Zefiria games per second", f"{gps:.0f}", f"{aps:.0f} actions/s, all modes"))
    bt = bot_speed()
    rows.append(("greedy bot seconds per move", f"mean {statistics.mean(bt):.3f} s",
                 f"worst {max(bt):.3f} s over {len(bt)} moves"))
    fb, fh, cells = fire_tower_frame_times()
    rows.append(("Fire Tower animated frame p50 / p99", f"{percentile(fb, 50) * 1000:.2f} ms",
                 f"p99 {percentile(fb, 99) * 1000:.2f} ms, max {max(fb) * 1000:.2f} ms, "
                 f"{len(fb)} frames, {cells} gems+firebreaks at the end"))
    if fh:
        rows.append(("Fire Tower frame with a hawk in flight", f"{percentile(fh, 50) * 1000:.2f} ms",
                     f"p99 {percentile(fh, 99) * 1000:.2f} ms, {len(fh)} frames"))
    ft_rate, ft_times = fire_tower_figures()
    rows.append(("random Fire Tower games per second", f"{ft_rate:.1f}", "2-4 players"))
    rows.append(("random Fire Tower solo games per second", f"{fire_tower_solo_rate():.0f}",
                 "levels 1-7, variants on every other game"))
    rows.append(("Fire Tower bot seconds per move", f"mean {statistics.mean(ft_times):.3f} s",
                 f"p99 {percentile(ft_times, 99):.3f} s, worst {max(ft_times):.3f} s"))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    child = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    rows.append(("peak memory (bench process)", f"{peak:.0f} MB", f"game process at start-up: {child:.0f} MB"))
    width = max(len(r[0]) for r in rows)
    print(f"{'measure'.ljust(width)}  value          note")
    for name, value, note in rows:
        print(f"{name.ljust(width)}  {value.ljust(14)} {note}")


if __name__ == "__main__":
    main()

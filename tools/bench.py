"""Benchmarks: start-up, frame times, idle load, memory and engine speed, each measured
beside a bare pygame-ce baseline in the same run, repeated, and printed as a table.

    python tools/bench.py             # everything (about three minutes here)
    python tools/bench.py --quick     # fewer repeats
    python tools/bench.py --only startup,frames
    python tools/bench.py --only moves      # the frame a move lands in, autosave in it / behind it

It uses the dummy video driver (software rendering, no window) and a temporary data
folder: it never touches the player's settings or saves. Frame figures are the main
thread's CPU time per frame (this machine is shared and noisy: CPU time is steadier than
the clock), p50 and p99 per run, then the median and the best (min) run. Nothing here
asserts a target; the last column says how a figure compares with the goal of issue 8.
"""
from __future__ import annotations

import argparse
import atexit
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["BOARDGAMES_DATA_DIR"] = DATA_DIR = tempfile.mkdtemp(prefix="boardgames-bench-")
atexit.register(shutil.rmtree, DATA_DIR, True)

BARE_WINDOW = ("import pygame; pygame.init(); "
               "s = pygame.display.set_mode((1280, 800), pygame.SCALED | pygame.RESIZABLE); "
               "s.fill((0, 0, 0)); pygame.display.flip(); pygame.quit()")
ROWS: list[tuple[str, str, str, str]] = []        # measure, value, baseline / ratio, goal


def pct(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def row(measure, value, baseline="", goal=""):
    ROWS.append((measure, value, baseline, goal))
    print(f"  {measure}: {value}  {baseline}  {goal}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------- start-up
def child_env():
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)      # a player's Python keeps compiled modules
    return env


def timed_run(command) -> tuple[float, float]:
    """Wall and CPU seconds of one child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, env=child_env(), cwd=ROOT, check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def startup(runs: int) -> None:
    bare = [sys.executable, "-c", BARE_WINDOW]
    # its own temporary folder, told so: the data check is remembered from run to run
    app = [sys.executable, str(ROOT / "main.py"), "--startup-check", "--data-dir", DATA_DIR]
    cold_wall, _ = timed_run(app)           # the first start after a data change checks it all
    timed_run(bare)
    results = {"bare": [], "app": []}
    for _ in range(runs):                   # interleaved, so that load hits both alike
        results["bare"].append(timed_run(bare))
        results["app"].append(timed_run(app))
    for index, name in ((0, "wall"), (1, "CPU")):
        b = [r[index] for r in results["bare"]]
        a = [r[index] for r in results["app"]]
        row(f"start-up to first title frame ({name}), median / min of {runs}",
            f"{ms(statistics.median(a))} / {ms(min(a))}",
            f"bare window {ms(statistics.median(b))}: x{statistics.median(a) / statistics.median(b):.2f}"
            f" (min x{min(a) / min(b):.2f})", "goal x1.3")
    row("start-up after a data change (checks every file, once)", ms(cold_wall))


# ---------------------------------------------------------------- frames
class FrameBench:
    """One headless App for every frame scenario."""

    def __init__(self):
        import pygame

        from game.ui.app import App
        self.pygame = pygame
        self.app = App(headless=True, lang="en")
        self.app.settings.values["animation_speed"] = 1.0

    def post(self, kind, pos, **extra):
        self.pygame.event.post(self.pygame.event.Event(kind, pos=pos, **extra))

    def frame(self, settle=False) -> float:
        if settle:
            self.app.scene.settle()
        start = time.thread_time()
        self.app.step(1 / 60)
        return time.thread_time() - start

    # -- scenarios: each returns the CPU seconds of its frames
    def bare(self, n=300):
        screen, flip = self.app.screen, self.pygame.display.flip
        times = []
        for _ in range(n):
            start = time.thread_time()
            screen.fill((20, 30, 40))
            flip()
            times.append(time.thread_time() - start)
        return times

    def title(self, n=300):
        from game.scenes.title import TitleScene
        self.app.reset_to(TitleScene(self.app))
        return [self.frame() for _ in range(n)]

    def zefiria_drag(self, n=600):
        """An island dragged to and fro over the board (the route and cost follow it)."""
        from game.games.zefiria.scene import ZefiriaScene
        from game.games.zefiria.screens import sample_match
        scene = ZefiriaScene(self.app, sample_match(2, False))
        self.app.reset_to(scene)
        self.app.run_frames(3)
        pairs = sorted(scene.state.breeze_options().items(), key=lambda kv: -kv[1])
        (a, b), _ = pairs[0]
        start, end = scene.cells[a].center, scene.cells[b].center
        made = len(scene.match.actions)
        times = []
        while len(times) < n:
            self.post(self.pygame.MOUSEMOTION, start, rel=(0, 0), buttons=(0, 0, 0))
            self.post(self.pygame.MOUSEBUTTONDOWN, start, button=1)
            self.frame()
            for i in range(1, 61):           # there and back in a second of frames
                f = i / 30 if i <= 30 else (60 - i) / 30
                pos = (round(start[0] + (end[0] - start[0]) * f), round(start[1] + (end[1] - start[1]) * f))
                self.post(self.pygame.MOUSEMOTION, pos, rel=(1, 1), buttons=(1, 0, 0))
                times.append(self.frame())
            self.post(self.pygame.MOUSEBUTTONUP, start, button=1)   # dropped home: no swap
            self.frame()
        assert len(scene.match.actions) == made, "a drag dropped back home made a move"
        return times

    def zefiria_swaps(self, n=600):
        """Islands swapping along their routes, the spirits' longest breezes, turn after turn."""
        from game.games.zefiria.scene import ZefiriaScene
        from game.games.zefiria.screens import sample_match
        match = sample_match(2, True)
        scene = ZefiriaScene(self.app, match)
        self.app.reset_to(scene)
        self.app.run_frames(3)
        times = []
        while len(times) < n:
            state = match.state
            if not scene.timeline.busy:
                affordable = {k: v for k, v in state.breeze_options().items() if v <= state.ap} \
                    if state.phase == "play" else {}
                if affordable:
                    (a, b), _ = max(affordable.items(), key=lambda kv: kv[1])
                    scene.act(("breeze", a, b))
                else:
                    legal = state.legal_actions()
                    scene.act(("end",) if ("end",) in legal else legal[0])
                    continue
            busy = scene.timeline.busy
            t = self.frame()
            if busy:
                times.append(t)
            if match.state.is_over:
                match = sample_match(2, True, seed=len(times))
                scene = ZefiriaScene(self.app, match)
                self.app.reset_to(scene)
        return times

    def _ft_scene(self, players, seed, moves, kinds=None):
        from game.games.fire_tower.scene import FireTowerScene
        from game.games.fire_tower.screens import sample_match
        match = sample_match(players, seed=seed, moves=moves, kinds=kinds)
        scene = FireTowerScene(self.app, match)
        self.app.reset_to(scene)
        return match, scene

    def fire_tower_preview(self, n=600):
        """A fire card's pattern following the mouse square by square (its preview)."""
        from game.core.bots import RandomBot
        from game.games.fire_tower.scene import PATTERN_ACTIONS, square_rect
        match, scene = self._ft_scene(2, 11, 0)
        bot = RandomBot(11)
        for _ in range(400):
            legal = match.state.legal_actions()
            if any(a[0] in PATTERN_ACTIONS and len(a) == 4 for a in legal):
                break
            match.apply(bot.choose(match.state))
        scene.match.state = match.state
        scene.reveal(match.state.current_player)
        scene.after_change()
        self.app.run_frames(3)
        times = []
        squares = [(r, c) for r in range(16) for c in range(16)]
        i = 0
        while len(times) < n:
            r, c = squares[(i * 7) % len(squares)]       # a new square most frames, some again
            self.post(self.pygame.MOUSEMOTION, square_rect(r, c).center, rel=(1, 1), buttons=(0, 0, 0))
            times.append(self.frame())
            i += 1
        return times

    def fire_tower_bots(self, n=600):
        """Four computer seats playing with animation on, on a crowded board; frames in
        which a bot thinks count too (it thinks in another process)."""
        times, thinking, seed = [], [], 7
        while len(times) < n:
            match, scene = self._ft_scene(4, seed, 140, ["bot"] * 4)
            for _ in range(3000):
                if match.state.is_over or len(times) >= n:
                    break
                was = scene.thinker.thinking
                busy = scene.timeline.busy
                t = self.frame()
                if busy or was:
                    times.append(t)
                if was:
                    thinking.append(t)
                time.sleep(0.002)              # give the worker a little real time
            seed += 1
        self.thinking_frames = thinking
        return times

    def fire_tower_hawk(self, n=300):
        """A firehawk lifting a gem, carrying it and flying home (staged on the board's
        animation copy, since real triggers are rare)."""
        match, scene = self._ft_scene(4, 7, 160, ["human"] * 4)
        state = match.state
        scene.reveal(state.current_player)
        self.app.run_frames(3)
        scene.timeline.finish_all()
        scene.anim.sync(state, None)
        gems = [sq for sq, ch in enumerate(state.cells) if ch == "f"]
        empty = [sq for sq, ch in enumerate(state.cells) if ch == "."]
        times, i = [], 0
        while len(times) < n:
            a, b = gems[i % len(gems)], empty[(i * 7) % len(empty)]
            scene.anim.hawks.add(a)
            scene.anim.play([{"type": "hawk_triggered", "seat": 0, "at": divmod(a, 16), "to": divmod(b, 16)},
                             {"type": "gem_moved", "why": "hawk", "seat": 0, "from": divmod(a, 16),
                              "to": divmod(b, 16)}], lambda sq: state.cfg.quadrant_of[sq])
            while scene.timeline.busy:
                times.append(self.frame())
            scene.anim.key = None
            scene.anim.sync(state, None)
            i += 1
        return times

    def rules_scrollbar(self, n=600):
        """The rules viewer's scrollbar thumb dragged down and up."""
        from game.scenes.rules_view import RulesScene
        scene = RulesScene(self.app, "fire_tower")
        self.app.reset_to(scene)
        self.app.run_frames(2)
        thumb = scene.scrollbar.thumb()
        x, top = thumb.centerx, thumb.centery
        span = scene.scrollbar.rect.height - thumb.height
        times = []
        while len(times) < n:
            self.post(self.pygame.MOUSEMOTION, (x, top), rel=(0, 0), buttons=(0, 0, 0))
            self.post(self.pygame.MOUSEBUTTONDOWN, (x, top), button=1)
            self.frame()
            for i in range(1, 121):
                f = i / 60 if i <= 60 else (120 - i) / 60
                y = round(top + span * f)
                self.post(self.pygame.MOUSEMOTION, (x, y), rel=(0, 1), buttons=(1, 0, 0))
                times.append(self.frame())
            self.post(self.pygame.MOUSEBUTTONUP, (x, top), button=1)
            self.frame()
        return times

    def rules_first_open(self) -> float:
        """Opening the rules viewer: building the page and its first frame (fresh caches)."""
        from game.scenes import rules_view
        from game.scenes.title import TitleScene
        self.app.reset_to(TitleScene(self.app))
        self.app.run_frames(1)
        for cache in ("_rules_layouts", "_rules_fonts"):      # as on a first opening
            self.app.__dict__.pop(cache, None)
        start = time.perf_counter()
        self.app.push(rules_view.RulesScene(self.app, "fire_tower"))
        self.app.step(1 / 60)
        return time.perf_counter() - start


    # -- Flamecraft
    def _fc_scene(self):
        from game.games.flamecraft.screens import _scene, full_town, sample_match
        scene = _scene(self.app, sample_match(5, seed=4, until=full_town))
        self.app.reset_to(scene)
        self.app.run_frames(3)
        return scene

    def flamecraft_town(self, n=600):
        """A full 14-space town (dragons, enchantments, five tokens) with the mouse
        moving over its shops (lit destinations, gifts owed, tooltips)."""
        scene = self._fc_scene()
        rects = [r for r in (scene.space_rects.values() if isinstance(scene.space_rects, dict) else scene.space_rects) if r]
        times = []
        for i in range(n):
            rect = rects[(i // 5) % len(rects)]        # a new shop every few frames
            pos = (rect.x + 10 + (i % 5) * 9, rect.y + 20 + (i % 5) * 5)
            self.post(self.pygame.MOUSEMOTION, pos, rel=(1, 1), buttons=(0, 0, 0))
            times.append(self.frame())
        return times

    def flamecraft_flight(self, n=300):
        """A dragon token flying to a shop across the full town (frames while it flies;
        the same position again and again)."""
        times = []
        while len(times) < n:
            scene = self._fc_scene()
            move = next(a for a in scene.state.legal_actions() if a[0] == "move")
            scene.act(move)
            for _ in range(200):
                if not scene.timeline.busy:
                    break
                times.append(self.frame())
        return times


    # -- Root
    def _root_scene(self, seed=4, moves=160):
        from game.games.root.screens import _scene, sample_match
        scene = _scene(self.app, sample_match(seed=seed, moves=moves))
        self.app.reset_to(scene)
        self.app.run_frames(3)
        return scene

    def root_map(self, n=600):
        """A crowded Autumn map after 160 random moves, the mouse moving over the clearings
        (lit targets, tooltips)."""
        scene = self._root_scene()
        centres = [scene.centres[c] for c in sorted(scene.centres)]
        times = []
        for i in range(n):
            x, y = centres[(i // 5) % len(centres)]
            self.post(self.pygame.MOUSEMOTION, (x + (i % 5) * 6, y + (i % 5) * 4), rel=(1, 1), buttons=(0, 0, 0))
            times.append(self.frame())
        return times

    def root_march(self, n=300):
        """Warriors marching (or moving) from one clearing to another on a crowded map:
        the frames of the animation after the move is made."""
        times, seed = [], 4
        while len(times) < n:
            scene = self._root_scene(seed=seed)
            moves = [a for a in scene.state.legal_actions() if a[0] in ("march", "move")]
            seed += 1
            if not moves:
                continue
            scene.act(moves[0])
            for _ in range(200):
                if not scene.timeline.busy:
                    break
                times.append(self.frame())
        return times


# ---------------------------------------------------------------- frames that apply a move
BOT_SETUPS = {          # every seat a computer's, as the issue measured them
    "zefiria": {"players": [{"name": f"Bot {i}", "kind": "bot"} for i in (1, 2)], "storm": False},
    "fire_tower": {"players": [{"name": f"Bot {i}", "kind": "bot"} for i in (1, 2, 3, 4)]},
    "flamecraft": {"players": [{"name": f"Bot {i}", "kind": "bot"} for i in (1, 2, 3, 4)],
                   "first_player": "first"},
    "root": {"players": [{"name": "Marquise", "kind": "bot"}, {"name": "Alliance", "kind": "bot"}]},
}


def move_frames(runs: int, moves: int = 120) -> None:
    """The frame in which a computer's move lands (the rules apply it, the autosave is
    taken, the animation starts), in each game, computer seats at the normal pace with
    animation on: the main thread's CPU time of those frames, p99 and max (median of the
    runs), and of every frame while they play, each against the bare frame. Twice in the
    same run: the autosave written in the frame (as before issue 21) and behind it."""
    import pygame

    from game.core.match import Match
    from game.games import rules_for
    from game.scenes.launch import SCENES, _load_class, write_autosave
    modes = ("autosave in the frame", "autosave behind")
    rows = {(game, mode): [] for game in BOT_SETUPS for mode in modes}
    bare = []
    for run in range(runs):
        bench = FrameBench()
        app = bench.app
        app.settings.values["bot_speed"] = "normal"
        bare.append(pct(bench.bare(), 50))
        behind = app.autosave
        for game, setup in BOT_SETUPS.items():
            for mode in modes:
                app.autosave = behind if mode == modes[1] else \
                    (lambda match: app.try_write(lambda: write_autosave(match)))
                landing, every, seed = [], [], 11 + run
                while len(landing) < moves:
                    match = Match(game, rules_for(game), setup, seed)
                    app.reset_to(_load_class(SCENES[game])(app, match))
                    for _ in range(20000):
                        if match.state.is_over or len(landing) >= moves:
                            break
                        before = len(match.actions)
                        t = bench.frame(settle=True)
                        every.append(t)
                        if len(match.actions) != before:
                            landing.append(t)
                    seed += 1
                rows[(game, mode)].append((pct(landing, 99), max(landing), pct(every, 99)))
        pygame.quit()
    base = statistics.median(bare)
    row("bare pygame-ce frame (fill + flip) in the same run, median p50", ms(base), "baseline")
    for (game, mode), results in rows.items():
        p99 = statistics.median(r[0] for r in results)
        top = statistics.median(r[1] for r in results)
        every = statistics.median(r[2] for r in results)
        row(f"{game}, a computer's move lands, {mode}: p99 / max (every frame's p99)",
            f"{ms(p99)} / {ms(top)} ({ms(every)})", f"x{p99 / base:.1f} / x{top / base:.1f} bare",
            "goal p99 <= 4 ms, max <= 16.7 ms")


def frames(runs: int) -> None:
    import pygame
    scenarios = [("title screen (drawn every frame)", "title"),
                 ("Zefiria: dragging an island", "zefiria_drag"),
                 ("Zefiria: islands swapping (busiest animation)", "zefiria_swaps"),
                 ("Fire Tower: pattern preview under the mouse", "fire_tower_preview"),
                 ("Fire Tower: four bots playing, animation on", "fire_tower_bots"),
                 ("Fire Tower: a firehawk carrying a gem", "fire_tower_hawk"),
                 ("Flamecraft: full town, mouse over the shops", "flamecraft_town"),
                 ("Flamecraft: a dragon token flying over a full town", "flamecraft_flight"),
                 ("Root: crowded map, mouse over the clearings", "root_map"),
                 ("Root: warriors marching", "root_march"),
                 ("rules viewer: dragging the scrollbar", "rules_scrollbar")]
    results = {key: [] for _, key in scenarios}
    bare, opens, thinking = [], [], []
    for _ in range(runs):
        bench = FrameBench()
        bare.append(pct(bench.bare(), 50))
        for _, key in scenarios:
            times = getattr(bench, key)()
            results[key].append((pct(times, 50), pct(times, 99), max(times)))
        thinking += getattr(bench, "thinking_frames", [])
        opens.append(bench.rules_first_open())
        pygame.quit()
    base = statistics.median(bare)
    row("bare pygame-ce frame (fill + flip), median p50", ms(base), "baseline")
    for label, key in scenarios:
        p50 = statistics.median(r[0] for r in results[key])
        p99s = [r[1] for r in results[key]]
        row(f"{label}: p50 / p99 (median; best run)",
            f"{ms(p50)} / {ms(statistics.median(p99s))} ({ms(min(p99s))})",
            f"x{p50 / base:.1f} / x{statistics.median(p99s) / base:.1f} bare",
            "goal p99 <= 4 ms")
    if thinking:
        row("Fire Tower: frames while a bot thinks, p50 / p99", f"{ms(pct(thinking, 50))} / {ms(pct(thinking, 99))}",
            f"{len(thinking)} frames", "goal p99 <= 4 ms")
    row("rules viewer first opening (median / min)", f"{ms(statistics.median(opens))} / {ms(min(opens))}",
        f"x{statistics.median(opens) / base:.0f} bare frames")


# ---------------------------------------------------------------- idle and memory
IDLE_APP = """
import sys, time
sys.path.insert(0, {root!r})
import pygame
from game.ui.app import App
from game.scenes.title import TitleScene
app = App(headless=True, lang="en")
app.push(TitleScene(app))
app.run_frames(2)
pygame.time.set_timer(pygame.QUIT, {ms}, loops=1)
start, cpu = time.perf_counter(), time.process_time()
app.run()
print(time.process_time() - cpu, time.perf_counter() - start)
"""
IDLE_BARE = """
import time, pygame
pygame.init()
screen = pygame.display.set_mode((1280, 800), pygame.SCALED | pygame.RESIZABLE)
clock = pygame.time.Clock()
start, cpu = time.perf_counter(), time.process_time()
while time.perf_counter() - start < {seconds}:
    pygame.event.get()
    screen.fill((20, 30, 40))
    pygame.display.flip()
    clock.tick(60)
print(time.process_time() - cpu, time.perf_counter() - start)
"""


def idle(seconds=3.0) -> None:
    def share(code):
        out = subprocess.run([sys.executable, "-c", code], env=child_env(), capture_output=True,
                             text=True, check=True).stdout.split()
        return float(out[-2]) / float(out[-1])
    app = share(IDLE_APP.format(root=str(ROOT), ms=int(seconds * 1000)))
    bare = share(IDLE_BARE.format(seconds=seconds))
    row(f"idle title screen, CPU share of one core over {seconds:.0f} s", f"{app * 100:.1f} %",
        f"bare 60 fps loop {bare * 100:.1f} %: x{app / bare:.2f}", "goal < 5 %")


def memory() -> None:
    """Peak memory of the program showing every screen (--smoke), and of a bare window."""
    def peak(command):
        code = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=True, "
                "capture_output=True); print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
        out = subprocess.run([sys.executable, "-c", code, *command], env=child_env(), cwd=ROOT,
                             capture_output=True, text=True, check=True)
        return int(out.stdout.split()[-1]) / 1024
    app = peak([sys.executable, str(ROOT / "main.py"), "--smoke"])
    bare = peak([sys.executable, "-c", BARE_WINDOW])
    row("peak memory, every screen shown once (--smoke)", f"{app:.0f} MB",
        f"bare window {bare:.0f} MB: x{app / bare:.2f}", "goal < 120 MB")


LONG_SETUPS = {          # every seat a computer player: the games play themselves
    "zefiria": {"players": [{"name": f"Bot {i}", "kind": "bot"} for i in (1, 2, 3)], "storm": True,
                "difficulty": "medium", "first_player": 0},
    "fire_tower": {"players": [{"name": f"Bot {i}", "kind": "bot"} for i in (1, 2, 3, 4)]},
    "flamecraft": {"players": [{"name": f"Bot {i}", "kind": "bot"} for i in (1, 2, 3)],
                   "first_player": "first", "deck": "purple"},
    "root": {"players": [{"name": "Marquise", "kind": "bot"}, {"name": "Alliance", "kind": "bot"}]},
}


def rss_mb(pid="self") -> tuple[float, float]:
    """(current, peak) resident memory of a process in MB, from /proc (Linux); (0, 0)
    where there is no /proc."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0.0, 0.0
    fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
    return tuple(int(fields.get(k, "0 kB").split()[0]) / 1024 for k in ("VmRSS", "VmHWM"))


def long_session_child(rounds: int) -> None:
    """Rounds of the four games played to their end by computer seats with the mouse moving
    and clicking at random, each followed by its rules read to the end; the language
    switches after every round and the window is resized once. Prints the memory figures
    (JSON) of this process and of the bot worker."""
    import json
    import random

    import pygame

    from game.core import thinking
    from game.scenes.launch import start_match
    from game.scenes.rules_view import RulesScene
    from game.scenes.title import TitleScene
    from game.ui.app import App
    from game.ui.end_scene import EndScene
    app = App(headless=True, lang="en")
    app.settings.values.update(animation_speed=2.0, bot_speed="fast")
    app.reset_to(TitleScene(app))
    rng = random.Random(1)
    figures = {"frames": 0, "games": 0}
    worker_peak = 0.0

    def worker() -> tuple[float, float]:
        pool = thinking._EXECUTORS.get("process")
        pids = list(getattr(pool, "_processes", None) or {}) if pool else []
        return rss_mb(pids[0]) if pids else (0.0, 0.0)

    def trace(what):            # the way there, on stderr
        print(f"{figures['frames']:6d} frames  {rss_mb()[0]:5.0f} MB  worker {worker()[0]:3.0f} MB  {what}",
              file=sys.stderr, flush=True)

    def frame(click=False):
        pos = (rng.randrange(1280), rng.randrange(800))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        if click:
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        app.run_frames(1)
        figures["frames"] += 1

    for round_no in range(rounds):
        for game, setup in LONG_SETUPS.items():
            start_match(app, game, setup, seed=round_no * 10 + len(game), ask=False)
            scene = app.scene
            for i in range(40000):
                if isinstance(app.scene, EndScene) or scene not in app.scenes:
                    break
                frame(click=i % 25 == 0)
                while app.scene is not scene and scene in app.scenes and not isinstance(app.scene, EndScene):
                    app.pop()               # a click opened a menu or a dialog: back to the game
            figures["games"] += 1
            worker_peak = max(worker_peak, worker()[1])
            trace(f"{game} played ({app.t.lang})")
            app.push(RulesScene(app, game))
            rules = app.scene
            for i in range(400):            # read to the end, a page at a time
                if rules.scrollbar.offset >= rules.scrollbar.max_offset and rules.layout.done:
                    break
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                                     unicode="", scancode=0))
                frame()
            for _ in range(30):
                frame()
            trace(f"{game} rules read")
            app.reset_to(TitleScene(app))
            del scene, rules        # the bench's own names would keep the left screens alive
            frame()
            trace("back at the title screen")
            if figures["games"] == 1:
                figures["after_first_game"] = rss_mb()[0]
        app.set_language("es" if app.t.lang == "en" else "en")
        if round_no == 0:                   # the player makes the window larger once
            app.window.size = (1600, 1000)
            pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1600, y=1000))
        frame()
    figures["final"], figures["peak"] = rss_mb()
    figures["worker_final"], peak = worker()
    figures["worker_peak"] = max(worker_peak, peak)
    print(json.dumps(figures), flush=True)
    pygame.quit()


def long_session(rounds: int) -> None:
    import json
    out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--long-session-child", str(rounds)],
                         env=child_env(), cwd=ROOT, capture_output=True, text=True, check=True).stdout
    f = json.loads(out.strip().splitlines()[-1])
    code = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=True, "
            "capture_output=True); print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    bare = int(subprocess.run([sys.executable, "-c", code, sys.executable, "-c", BARE_WINDOW], env=child_env(),
                              capture_output=True, text=True, check=True).stdout.split()[-1]) / 1024
    label = f"long session ({rounds} rounds of the four games with bots, {f['frames']} frames)"
    row(f"{label}: app peak / final", f"{f['peak']:.0f} / {f['final']:.0f} MB",
        f"bare window {bare:.0f} MB: x{f['peak'] / bare:.2f} / x{f['final'] / bare:.2f}", "goal peak < 120 MB")
    row("long session: app after the first game / final", f"{f['after_first_game']:.0f} / {f['final']:.0f} MB",
        f"growth {f['final'] - f['after_first_game']:+.0f} MB", "goal within 10 MB")
    row("long session: bot worker peak / final", f"{f['worker_peak']:.0f} / {f['worker_final']:.0f} MB",
        f"x{f['worker_peak'] / bare:.2f} bare", "goal peak < 60 MB")


# ---------------------------------------------------------------- engines and bots
def playout_rate(rules, setups, games) -> float:
    """Games per second of CPU time (steadier than the clock on a shared machine)."""
    from game.core.simulate import play_random_game
    start = time.process_time()
    for i in range(games):
        play_random_game(rules, setups[i % len(setups)], i)
    return games / (time.process_time() - start)


def python_loop() -> float:
    """CPU seconds of a fixed pure-Python loop: the engines' bare baseline, measured beside
    them, so that a figure can be compared between runs as games per loop."""
    start = time.process_time()
    total = 0
    for i in range(1_000_000):
        total += i % 7
    return time.process_time() - start


def engines(runs: int) -> None:
    from game.games.fire_tower import rules as ft
    from game.games.zefiria import rules as zef
    bot = {"name": "b", "kind": "bot"}
    zef_setups = [{"players": [bot] * n, "storm": storm} for n in (1, 2, 3, 4) for storm in (False, True)]
    figures = [("random Zefiria games per second (1-4 players, storm on and off)", zef, zef_setups, 200, 200),
               ("random Fire Tower 2-player games per second", ft, [{"players": [bot] * 2}], 40, 50),
               ("random Fire Tower 3-4-player games per second", ft,
                [{"players": [bot] * 3}, {"players": [bot] * 4}], 30, None),
               ("random Fire Tower solo games per second (levels 1-7)", ft,
                [{"solo": True, "level": lv, "players": [bot]} for lv in range(1, 8)], 140, 400)]
    from game.games.flamecraft import rules as fc
    from game.games.root import rules as rt
    figures.append(("random Flamecraft games per second (1-5 players)", fc,
                    [{"players": [bot] * n} for n in (1, 2, 3, 4, 5)], 100, None))
    person = {"name": "p", "kind": "human"}           # Root: random legal play, full rules
    figures.append(("random Root games per second (both factions' full rules)", rt,
                    [{"players": [person, person]}], 30, None))
    figures.append(("random Root games per second (a person against each Clockwork bot)", rt,
                    [{"players": [bot, person]}, {"players": [person, bot]}], 30, None))
    loops = []
    for label, rules, setups, games, goal in figures:
        rates = []
        for _ in range(runs):            # interleaved, so that load hits both alike
            loops.append(python_loop())
            rates.append(playout_rate(rules, setups, games))
        rate = statistics.median(rates)
        row(label, f"{rate:.0f} (best {max(rates):.0f})",
            f"{rate * statistics.median(loops):.2f} games per bare loop", f"goal >= {goal}" if goal else "")
    row("bare Python loop (1,000,000 additions), median CPU", ms(statistics.median(loops)), "baseline")


def bot_times(games=3) -> None:
    from game.games.fire_tower import rules as ft
    from game.games.fire_tower.bot import FireTowerBot
    from game.games.zefiria import rules as zef
    from game.games.zefiria.bot import GreedyBot
    bot = {"name": "b", "kind": "bot"}

    def clockwork_steps(rules, make, seed):
        """Root's Clockwork bots decide inside the engine: the time of each bot step."""
        state, chooser, times = rules.new_game({"players": [bot, bot]}, seed), make(seed), []
        while not state.is_over:
            action = chooser.choose(state)
            start = time.process_time()
            state.apply(action)
            times.append(time.process_time() - start)
        return times

    def play(rules, setup, make, seed):
        state = rules.new_game(setup, seed)
        bots = {}
        times = []
        while not state.is_over:
            seat = state.current_player
            chooser = bots.setdefault(seat, make(seed + seat))
            start = time.process_time()
            action = chooser.choose(state)
            times.append(time.process_time() - start)
            state.apply(action)
        return times

    from game.games.flamecraft import rules as fc
    from game.games.flamecraft.bot import FlamecraftBot
    from game.games.root import rules as rt
    from game.games.root.bot import make_bot as root_bot
    zt, ft2, ft4, fts, fc2, fc4, rtb = [], [], [], [], [], [], []
    for seed in range(games):
        zt += play(zef, {"players": [bot] * 2, "storm": True}, lambda s: GreedyBot(seed=s), seed)
        ft2 += play(ft, {"players": [bot] * 2}, FireTowerBot, seed)
        ft4 += play(ft, {"players": [bot] * 4}, FireTowerBot, seed)
        fts += play(ft, {"solo": True, "level": 1 + seed * 3, "players": [bot]}, FireTowerBot, seed)
        fc2 += play(fc, {"players": [bot] * 2}, lambda s: FlamecraftBot(s), seed)
        fc4 += play(fc, {"players": [bot] * 4}, lambda s: FlamecraftBot(s), seed)
        rtb += clockwork_steps(rt, root_bot, seed)
    for label, times in (("Zefiria bot (2 players, storm)", zt), ("Fire Tower bot, 2 players", ft2),
                         ("Fire Tower bot, 4 players", ft4), ("Fire Tower bot, solo", fts),
                         ("Flamecraft bot, 2 players", fc2), ("Flamecraft bot, 4 players", fc4),
                         ("Root Clockwork bots, per step", rtb)):
        row(f"{label}: CPU per move p50 / p99 / worst", f"{ms(pct(times, 50))} / {ms(pct(times, 99))} / "
            f"{ms(max(times))}", f"{len(times)} moves", "goal p99 < 300 ms")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats")
    parser.add_argument("--only", default="startup,frames,moves,idle,memory,long,engines,bots",
                        help="comma-separated parts to run")
    parser.add_argument("--long-session-child", type=int, metavar="ROUNDS", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.long_session_child:
        long_session_child(args.long_session_child)
        return 0
    runs = 1 if args.quick else 3
    parts = args.only.split(",")
    if "startup" in parts:
        startup(5 if args.quick else 11)
    if "frames" in parts:
        frames(runs)
    if "moves" in parts:
        move_frames(runs)
    if "idle" in parts:
        idle()
    if "memory" in parts:
        memory()
    if "long" in parts:
        long_session(2 if args.quick else 3)
    if "engines" in parts:
        engines(runs)
    if "bots" in parts:
        bot_times(1 if args.quick else 3)
    widths = [max(len(r[i]) for r in ROWS + [("measure", "value", "baseline", "goal")]) for i in range(4)]
    print("  ".join(h.ljust(w) for h, w in zip(("measure", "value", "against the baseline", "goal"), widths)))
    for r in ROWS:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
    return 0


if __name__ == "__main__":
    sys.exit(main())

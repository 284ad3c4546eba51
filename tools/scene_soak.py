"""Seeded random games of every mode of every game, played through the real board scenes
with animations on, each animation stepped to its end and every frame drawn (issue 21).

    .venv/bin/python tools/scene_soak.py                        # every mode, 3 games each
    .venv/bin/python tools/scene_soak.py --games 20 --mode ft_five_bots_minis
    .venv/bin/python tools/scene_soak.py --mode ft_ --real-bots # modes by prefix; the scenes' own bots
    .venv/bin/python tools/scene_soak.py --mode rt_hotseat --seed 7   # one game again
    .venv/bin/python tools/scene_soak.py --list

A game starts as the title screen starts one (launch.start_match) in a temporary data
folder (the player's files are never touched), on the dummy video driver. A person's
decision is made by a seeded random chooser through the scene's `act`, the way a click
ends; now and then it takes a move back (Undo). A computer seat plays through the scene's
own pacing (GameScene.drive); by default its bot is the same seeded chooser (fast), with
--real-bots the game's own computer player. Each frame advances the animations by DT
seconds (a tween runs over a few drawn frames), hand-over screens are accepted, and the
end screen is drawn.

Checked in every game: no exception; every event's type is one the rules' source builds
(tools/event_types.py: so the scene's tables know it); and, whenever nothing moves, what
the scene shows is the engine's state (the strongest check each scene allows without
comparing pixels: see CHECKS). tests/ui/test_scene_soak.py plays a few games of every mode
in the test suite (CI_GAMES); longer runs are this tool's.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from random import Random

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import event_types  # noqa: E402

DT = 0.2                    # seconds of animation per drawn frame
UNDO_CHANCE = 0.03          # a person takes the last move back now and then
MAX_FRAMES_IDLE = 4000      # frames without a new action: the game is stuck


# ------------------------------------------------------------------ choosing moves
class Chooser:
    """A seeded random player: an action kind first, then an action of that kind (so many
    squares or cards of one kind do not drown the rarer decisions)."""

    def __init__(self, seed: int):
        self.rng = Random(seed)
        self.reason = None

    def choose(self, state):
        acts = state.legal_actions()
        kinds = sorted({a[0] for a in acts})
        kind = self.rng.choice(kinds)
        return self.rng.choice([a for a in acts if a[0] == kind])


# ------------------------------------------------------------------ the modes
def _seats(kinds: str, name: str = "P") -> list:
    """'hbb' -> a person and two computer seats."""
    return [{"name": f"{name}{i + 1}", "kind": "human" if k == "h" else "bot", "default_name": True}
            for i, k in enumerate(kinds)]


@dataclass(frozen=True)
class Mode:
    game: str
    about: str
    setup: object            # seed -> (setup dict, match seed)
    ci_games: int = 2        # games of this mode in the test suite
    ci_last: int = 0         # in the test suite, only about the last this many actions through the scene


def _plain(kinds: str, **options):
    return lambda seed: ({"players": _seats(kinds), **options}, seed)


def _ft(kinds: str, **options):
    """Fire Tower; Mutual Aid and Tower Ablaze come and go with the seed."""
    def setup(seed):
        return ({"players": _seats(kinds), "mutual_aid": seed % 3 == 0, "tower_ablaze": seed % 4 == 1,
                 **options}, seed)
    return setup


def _ft_weather(seed):
    from game.games.fire_tower import rules
    from game.games.fire_tower.rules_weather import weather_events_available
    events = list(weather_events_available(rules.FireTowerState))
    return {"players": _seats("hhh"[:2 + seed % 2]), "extreme_weather": True, "events": events}, seed


def _ft_seasons(seed):
    return {"players": _seats("hh" + "h" * (seed % 2)),
            "seasons": ["drought", "lightning_fires", "gale", "migration"]}, seed


def _ft_solo(lightning=False, oaks=False):
    def setup(seed):
        from game.games.fire_tower.levels import OAK_COUNTS, level_setup, load_levels
        levels = load_levels()
        level = levels[seed % len(levels)]
        return level_setup(level, "You", lightning, OAK_COUNTS[seed % len(OAK_COUNTS)] if oaks else 0), seed
    return setup


def _ladder(game: str):
    def setup(seed):
        import importlib
        levels_module = importlib.import_module(f"game.games.{game}.levels")
        levels = levels_module.load_levels()
        level = levels[seed % len(levels)]
        return levels_module.level_setup(level, "You"), level.seed
    return setup


def _zef(kinds: str, storm=None, difficulty=None):
    def setup(seed):
        s = {"players": _seats(kinds), "storm": seed % 2 == 0 if storm is None else storm}
        if difficulty:
            s["difficulty"] = difficulty
        return s, seed
    return setup


def _root(play: str | None, bots: int = 0, traits: bool = False):
    """Root: two people (play None), a person playing `play` against the other faction's
    Clockwork bot, or two bots (bots=2); with `traits`, the bot's difficulty and traits
    change with the seed."""
    def setup(seed):
        from game.games.root.levels import DIFFICULTIES, TRAITS, difficulty_option, other, solo_setup
        if bots == 2:
            s = {"players": _seats("bb")}
            for i, faction in enumerate(("marquise", "alliance")):
                s[difficulty_option(faction)] = DIFFICULTIES[(seed + i) % len(DIFFICULTIES)]
            return s, seed
        if play is None:
            return {"players": _seats("hh"), "dominance_cards": seed % 2 == 0}, seed
        bot = other(play)
        difficulty, chosen = "default", []
        if traits:
            difficulty = DIFFICULTIES[seed % len(DIFFICULTIES)]
            chosen = [t for i, t in enumerate(TRAITS[bot]) if (seed >> i) & 1]
        return solo_setup(play, "You", difficulty, chosen, "Bot"), seed
    return setup


MODES = {
    # ---- Fire Tower
    "ft_2p": Mode("fire_tower", "two people", _ft("hh"), ci_last=60),
    "ft_3p": Mode("fire_tower", "three people", _ft("hhh"), ci_last=60),
    "ft_4p": Mode("fire_tower", "four people", _ft("hhhh"), ci_last=60),
    "ft_teams": Mode("fire_tower", "four people in two teams", _ft("hhhh", teams=True), ci_last=60),
    "ft_bots": Mode("fire_tower", "a person and two computer seats", _ft("hbb"), ci_last=60),
    "ft_double": Mode("fire_tower", "Double Tower", _ft("hh", variant="double"), ci_last=60),
    "ft_ghost": Mode("fire_tower", "Ghost Tower", _ft("hhh", variant="ghost"), ci_last=60),
    "ft_five": Mode("fire_tower", "five people: the Guardian and the Ancient Oaks", _ft("hhhhh"), ci_last=60),
    "ft_five_bots_minis": Mode("fire_tower", "five, four computer seats, Megahawk and water gems (issue 21, 1)",
                               _ft("hbbbb", megahawk=1, water_gems=True), ci_last=60),
    "ft_megahawk2": Mode("fire_tower", "three people, two Megahawks each and water gems",
                         _ft("hhh", megahawk=2, water_gems=True), ci_last=60),
    "ft_water": Mode("fire_tower", "two people, water gems", _ft("hh", water_gems=True), ci_last=60),
    "ft_weather": Mode("fire_tower", "Extreme Weather with every event", _ft_weather, ci_last=60),
    "ft_seasons": Mode("fire_tower", "every Season card", _ft_seasons, ci_last=60),
    "ft_solo": Mode("fire_tower", "solo, the levels in turn", _ft_solo(), ci_games=3),
    "ft_solo_lightning": Mode("fire_tower", "solo with Lightning", _ft_solo(lightning=True)),
    "ft_solo_oaks": Mode("fire_tower", "solo with the Ancient Oaks (2, 3, 4)", _ft_solo(oaks=True), ci_games=3),
    # ---- Zefiria
    "zef_solo_easy": Mode("zefiria", "solo, easy", _zef("h", difficulty="easy")),
    "zef_solo_medium": Mode("zefiria", "solo, medium", _zef("h", difficulty="medium")),
    "zef_solo_hard": Mode("zefiria", "solo, hard", _zef("h", difficulty="hard")),
    "zef_2p": Mode("zefiria", "two people", _zef("hh", storm=False)),
    "zef_3p": Mode("zefiria", "three people", _zef("hhh", storm=False)),
    "zef_4p": Mode("zefiria", "four people", _zef("hhhh", storm=False)),
    "zef_storm": Mode("zefiria", "storm, three people", _zef("hhh", storm=True)),
    "zef_bots": Mode("zefiria", "a person and two computer seats", _zef("hbb")),
    "zef_ladder": Mode("zefiria", "the challenge levels in turn", _ladder("zefiria")),
    # ---- Flamecraft
    "fc_solo": Mode("flamecraft", "solo", _plain("h")),
    "fc_2p": Mode("flamecraft", "two people", _plain("hh"), ci_last=60),
    "fc_3p": Mode("flamecraft", "three people", _plain("hhh"), ci_last=60),
    "fc_4p": Mode("flamecraft", "four people", _plain("hhhh"), ci_last=60),
    "fc_5p": Mode("flamecraft", "five people", _plain("hhhhh"), ci_last=60),
    "fc_gold": Mode("flamecraft", "three people, the gold deck", _plain("hhh", deck="gold"),
                    ci_last=60),
    "fc_bots": Mode("flamecraft", "a person and three computer seats", _plain("hbbb"),
                    ci_last=60),
    "fc_ladder": Mode("flamecraft", "the challenge levels in turn", _ladder("flamecraft")),
    # ---- Root
    "rt_hotseat": Mode("root", "two people", _root(None), ci_last=60),
    "rt_vs_marquise_bot": Mode("root", "a person (Alliance) against the Mechanical Marquise", _root("alliance")),
    "rt_vs_alliance_bot": Mode("root", "a person (Marquise) against the Automated Alliance", _root("marquise")),
    "rt_bot_vs_bot": Mode("root", "two Clockwork bots, their difficulties in turn", _root(None, bots=2)),
    "rt_traits": Mode("root", "a person against a bot with traits and difficulties in turn",
                      _root("alliance", traits=True)),
    "rt_traits_cat": Mode("root", "a person against the Marquise bot with traits", _root("marquise", traits=True)),
    "rt_ladder": Mode("root", "the challenge levels in turn", _ladder("root")),
}


# ------------------------------------------------------------------ what the screen shows
def _same(what: str, shown, state) -> None:
    if shown != state:
        raise AssertionError(f"{what}: the screen shows {shown!r}, the state has {state!r}")


def _check_fire_tower(scene) -> None:
    from game.games.fire_tower.layout import VANE_ANGLE
    anim, s = scene.anim, scene.state
    _same("firehawks and gems in flight", (anim.flyers, anim.lift, anim.scale, anim.hidden), ([], {}, {}, set()))
    cells, hawks = anim.board(s)
    _same("board", ("".join(cells), set(hawks)), ("".join(s.cells), set(s.hawks)))
    if s.wind in VANE_ANGLE:
        _same("wind vane", scene.vane_angle % 360, VANE_ANGLE[s.wind] % 360)
    _same("die and Inferno card shown big", (scene.die_face, scene.inferno_face), (None, None))


def _fire_tower_copy_check(scene) -> None:
    """The board the animations drew, event by event, is the state's once they end: the
    check runs just before the scene takes the state's board again (BoardAnimation.sync)."""
    anim, sync = scene.anim, scene.anim.sync

    def checked_sync(state, key):
        if not anim.timeline.busy and anim.key is None and anim.cells and anim.seconds(1.0) > 0:
            _same("board drawn by the animations", ("".join(anim.cells), anim.hawks),
                  ("".join(state.cells), set(state.hawks)))
        sync(state, key)
    anim.sync = checked_sync


def _check_zefiria(scene) -> None:
    _same("islands and pawns in flight, gems dropping", (scene.island_pin, scene.pawn_pin, scene.gem_drop),
          ({}, {}, {}))
    _same("storm banner and round effect", (scene.banner, scene.round_fx), (None, None))


def _check_flamecraft(scene) -> None:
    _same("town, supplies and hands (the position the screen draws)", scene.snap(), scene.state.to_dict())
    _same("dragon tokens", scene._shown_tokens, scene.tokens())
    _same("token and dragon in flight", (scene.flying, scene.settling), (None, None))


def _check_root(scene) -> None:
    _same("map, hands and tracks (the position the screen draws)", scene.snap(), scene.state.to_dict())
    _same("warriors walking", scene.flying, None)
    _same("dice rolling", (scene.dice or {}).get("rolling", 0.0), 0.0)


CHECKS = {"fire_tower": _check_fire_tower, "zefiria": _check_zefiria, "flamecraft": _check_flamecraft,
          "root": _check_root}


# ------------------------------------------------------------------ one game
@dataclass
class Played:
    mode: str
    seed: int
    skipped: int = 0         # moves played by the rules alone before the scene opened
    actions: int = 0
    undos: int = 0
    frames: int = 0
    over: bool = False
    types: Counter = field(default_factory=Counter)   # events shown, by type
    seconds: float = 0.0


def make_app():
    """A headless App with animations on, computer seats at once, nothing autosaved (the
    soak is about the screen; saving is checked elsewhere)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.app import App
    app = App(headless=True, lang="en")
    app.settings.set("animation_speed", 1.0)
    app.settings.set("bot_speed", "instant")
    app.autosave = lambda match: True
    return app


def opening_moves(game: str, setup: dict, match_seed: int, seed: int, last: int) -> list:
    """The moves of a seeded random game (the rules alone, fast) but its last `last`:
    the scene then starts from there, as Continue would, and plays to the end."""
    from game.games import rules_for
    state, chooser, moves = rules_for(game).new_game(setup, match_seed), Chooser(seed * 104729 + 3), []
    while not state.is_over:
        moves.append(chooser.choose(state))
        state.apply(moves[-1])
    return moves[:max(0, len(moves) - last)]


def play_game(app, name: str, seed: int, max_actions: int = 0, last: int = 0, real_bots: bool = False) -> Played:
    """Play one game of mode `name` through its scene (with `last`, only about its last
    `last` moves: the moves before are played by the rules alone and the scene opens on
    that position, its log rebuilt from them); AssertionError on a mismatch."""
    from game.core.match import Match
    from game.games import rules_for
    from game.scenes.launch import open_match
    from game.ui.handover import HandOverScene
    from game.ui.pass_and_play import PassAndPlayScene
    mode = MODES[name]
    setup, match_seed = mode.setup(seed)
    started = time.perf_counter()
    match = Match(mode.game, rules_for(mode.game), setup, match_seed)
    for move in opening_moves(mode.game, setup, match_seed, seed, last) if last else ():
        match.apply(move)
    skipped = len(match.actions)
    app.scenes.clear()
    open_match(app, match)
    scene = app.scene
    if not real_bots:
        scene.make_bot = lambda bot_seed: Chooser(bot_seed)
    scene.thinker.kind = "thread"           # no worker process: the soak runs anywhere
    known = event_types.emitted(mode.game)
    played = Played(name, seed)
    real_play_events = scene.play_events

    def play_events(events):
        for event in events:
            if event["type"] not in known:
                raise AssertionError(f"event type {event['type']!r} is not in the rules' source")
            played.types[event["type"]] += 1
        real_play_events(events)
    scene.play_events = play_events
    if mode.game == "fire_tower":
        _fire_tower_copy_check(scene)
    check = CHECKS[mode.game]
    person = Chooser(seed * 7919 + 1)
    still = 0
    while True:
        app.run_frames(1, dt=DT)
        played.frames += 1
        top = app.scene
        if isinstance(top, HandOverScene):
            top.accept()
            continue
        s = scene.state
        if scene.timeline.busy:
            continue
        check(scene)
        if top is not scene:                # the end screen (or a message) is up
            if s.is_over:
                app.run_frames(2, dt=DT)
                played.over = True
                break
            raise AssertionError(f"{top.name} opened over the game")
        if s.is_over or scene.is_bot_turn():
            still += 1
            if still > MAX_FRAMES_IDLE:
                raise AssertionError("the game does not move on")
            continue
        if max_actions and len(scene.match.actions) - skipped >= max_actions:
            break
        if isinstance(scene, PassAndPlayScene) and not scene.my_turn():
            still += 1
            if still > MAX_FRAMES_IDLE:
                raise AssertionError("no hand-over to the seat that decides")
            continue
        still = 0
        if scene.match.can_undo and person.rng.random() < UNDO_CHANCE:
            scene.undo()
            played.undos += 1
            check(scene)
            continue
        action = person.choose(s)
        if not scene.act(action):
            raise AssertionError(f"the scene refused a legal action {action!r}: {scene.message!r}")
    played.skipped = skipped
    played.actions = len(scene.match.actions) - skipped
    played.seconds = time.perf_counter() - started
    return played


# ------------------------------------------------------------------ the tool
def select(patterns) -> list[str]:
    if not patterns:
        return list(MODES)
    chosen = [m for m in MODES if any(m == p or m.startswith(p) for p in patterns)]
    if not chosen:
        raise SystemExit(f"no mode matches {patterns}; see --list")
    return chosen


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3, help="games per mode")
    parser.add_argument("--mode", action="append", help="a mode or a prefix (repeatable); all by default")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--max-actions", type=int, default=0, help="stop a game after this many actions")
    parser.add_argument("--last", type=int, default=0,
                        help="only about the last N actions through the scene (the rules play the rest)")
    parser.add_argument("--real-bots", action="store_true", help="computer seats use the game's own bot")
    parser.add_argument("--list", action="store_true", help="list the modes and stop")
    args = parser.parse_args(argv)
    if args.list:
        for name, mode in MODES.items():
            print(f"{name:20} {mode.game:11} {mode.about}")
        return 0
    os.environ["BOARDGAMES_DATA_DIR"] = tempfile.mkdtemp(prefix="scene-soak-")
    import pygame
    pygame.display.flip = lambda: None      # every frame is drawn; none needs showing
    app = make_app()
    failures, seen = 0, {}
    for name in select(args.mode):
        game = MODES[name].game
        seen.setdefault(game, Counter())
        for seed in range(args.seed, args.seed + args.games):
            try:
                p = play_game(app, name, seed, args.max_actions, args.last, args.real_bots)
            except Exception:
                failures += 1
                print(f"FAILED {name} seed {seed}:  tools/scene_soak.py --mode {name} --seed {seed} --games 1")
                traceback.print_exc()
                continue
            seen[game] += p.types
            print(f"ok     {name:20} seed {seed:4}  {p.actions:5} actions ({p.skipped} before) {p.undos:3} undos "
                  f"{p.frames:6} frames {p.seconds:6.1f} s{'' if p.over else '  (stopped before the end)'}")
    for game, types in seen.items():
        never = sorted(event_types.emitted(game) - set(types))
        print(f"{game}: {len(types)} event types shown; never emitted in these games: {', '.join(never) or '-'}")
    print("FAILED" if failures else "all games ok", f"({failures} failed)" if failures else "")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

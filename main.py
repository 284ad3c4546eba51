"""Board-game collection: `python main.py` opens the title screen.

Headless uses: --simulate GAME, --replay FILE, --smoke (see README)."""
from __future__ import annotations

import argparse
import sys


def parse_args(argv):
    p = argparse.ArgumentParser(description="A collection of board games.")
    p.add_argument("--simulate", metavar="GAME", help="play seeded random games without a window")
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--storm", action="store_true", help="Zefiria: storm mode")
    p.add_argument("--teams", action="store_true", help="Fire Tower: 4-player team variant")
    p.add_argument("--variant", choices=("standard", "double", "ghost"), default=None,
                   help="Fire Tower: Double Tower (2 players) or Ghost Tower (3 players)")
    p.add_argument("--extreme-weather", action="store_true",
                   help="Fire Tower: Extreme Weather (Specials and the recommended events)")
    p.add_argument("--seasons", type=int, default=0, metavar="N",
                   help="Fire Tower: N Season cards (3 or 4), the first N in the data order")
    p.add_argument("--megahawk", type=int, nargs="?", const=1, default=0, metavar="COPIES",
                   help="Fire Tower: the Megahawk mini (1 copy per player, or 2)")
    p.add_argument("--water-gems", action="store_true", help="Fire Tower: the Bucket mini's water gems")
    p.add_argument("--solo", action="store_true", help="Fire Tower: the solo mode (one player)")
    p.add_argument("--level", type=int, default=None, help="Fire Tower solo: level 1-7 (default 1); Flamecraft: a ladder level")
    p.add_argument("--deck", choices=("purple", "gold"), default="purple", help="Flamecraft: enchantment deck")
    p.add_argument("--lightning", action="store_true", help="Fire Tower solo: Lightning variant")
    p.add_argument("--oaks", type=int, default=0, help="Fire Tower solo: Ancient Oaks variant (2-4)")
    p.add_argument("--difficulty", choices=("easy", "medium", "hard", "default", "challenging", "nightmare"),
                   default=None, help="Zefiria: easy, medium (default), hard; Root bots: easy, default, "
                                      "challenging, nightmare")
    p.add_argument("--marquise", choices=("bot", "human"), default="human",
                   help="Root: the Marquise as a Clockwork bot or a person's seat (played at random)")
    p.add_argument("--alliance", choices=("bot", "human"), default="human",
                   help="Root: the Alliance as a Clockwork bot or a person's seat (played at random)")
    p.add_argument("--json", action="store_true", help="print one JSON object per game (default)")
    p.add_argument("--replay", metavar="FILE", help="play back a save file in the window")
    p.add_argument("--smoke", action="store_true", help="open every screen headless and exit")
    p.add_argument("--shots", metavar="DIR", help="with --smoke: save a PNG of every screen here")
    p.add_argument("--startup-check", action="store_true",
                   help="open the title screen, show one frame and exit (0 when all is well, 1 when "
                        "a game or lesson is greyed for a broken file, 2 when the collection cannot start)")
    p.add_argument("--lang", choices=("en", "es"), help="override the language for this run")
    p.add_argument("--data-dir", metavar="DIR",
                   help="keep settings and saves in DIR for this run (headless runs otherwise "
                        "use a new temporary folder and never touch the player's)")
    return p.parse_args(argv)


def flamecraft_level(number: int) -> dict:
    """Flamecraft's solo ladder level `number` as new_game's level parameters
    (game/games/flamecraft/levels.py when it exists, else just the id)."""
    try:
        from game.games.flamecraft import levels
        ladder = levels.load_levels()
    except (ImportError, AttributeError):
        return {"id": str(number)}
    if not 1 <= number <= len(ladder):
        raise SystemExit(f"no Flamecraft ladder level {number} (1-{len(ladder)})")
    level = ladder[number - 1]
    spec = dict(levels.level_setup(level)["level"])
    spec.update(seed=level.seed, deck=level.deck)   # the level's fixed deal and deck
    return spec


def fire_tower_setup(args, players: list) -> dict:
    """The multiplayer set-up of --simulate fire_tower from its flags (only the keys set)."""
    setup = {"players": players, "teams": args.teams}
    if args.variant:
        setup["variant"] = args.variant
    if args.extreme_weather:
        setup["extreme_weather"] = True
    if args.seasons:
        from game.games.fire_tower.config import load_config
        setup["seasons"] = list(load_config().seasons.ids[:args.seasons])
    if args.megahawk:
        setup["megahawk"] = args.megahawk
    if args.water_gems:
        setup["water_gems"] = True
    return setup


def run_simulation(args) -> int:
    from game.core.data import DataError
    from game.core.protocol import IllegalAction
    from game.core.simulate import simulate
    from game.games import rules_for

    try:
        rules = rules_for(args.simulate)
    except KeyError:
        print(f"unknown or unplayable game: {args.simulate}", file=sys.stderr)
        return 2
    players = [{"name": f"Bot {i + 1}", "kind": "bot"} for i in range(max(1, args.players))]
    if args.simulate == "fire_tower" and args.solo:
        setup = {"solo": True, "level": args.level or 1, "players": players[:1]}
        if args.lightning:
            setup["lightning"] = True
        if args.oaks:
            setup["oaks"] = args.oaks
    elif args.simulate == "flamecraft":
        setup = {"players": players[:5], "deck": args.deck}
        if args.level is not None:
            setup["level"] = flamecraft_level(args.level)
            setup["deck"] = setup["level"].get("deck", args.deck)
            setup["players"] = players[:1]
    elif args.simulate == "fire_tower":
        setup = fire_tower_setup(args, players)
    elif args.simulate == "root":        # seat 0 the Marquise, seat 1 the Alliance
        setup = {"players": [{"name": "Marquise", "kind": args.marquise},
                             {"name": "Alliance", "kind": args.alliance}]}
        if args.difficulty in ("easy", "default", "challenging", "nightmare"):
            setup.update(bot_difficulty_marquise=args.difficulty, bot_difficulty_alliance=args.difficulty)
        elif args.difficulty is not None:
            print(f"Root bots have no difficulty {args.difficulty}", file=sys.stderr)
            return 2
    else:
        if args.difficulty not in (None, "easy", "medium", "hard"):
            print(f"Zefiria has no difficulty {args.difficulty}", file=sys.stderr)
            return 2
        setup = {"players": players, "storm": args.storm, "difficulty": args.difficulty or "medium"}
    try:
        simulate(args.simulate, rules, setup, args.games, args.seed, sys.stdout)
    except DataError as err:
        print(err, file=sys.stderr)
        return 2
    except IllegalAction as err:
        print(f"cannot start that game: {err.key} {getattr(err, 'params', '')}", file=sys.stderr)
        return 2
    return 0


def keep_headless_runs_apart() -> None:
    """Headless runs write settings, stamps and saves to a new temporary folder (removed
    at exit), never to the player's: not even to the folder BOARDGAMES_DATA_DIR names,
    which is the player's folder when set. --data-dir says otherwise."""
    import atexit
    import os
    import shutil
    import tempfile
    folder = tempfile.mkdtemp(prefix="boardgames-headless-")
    atexit.register(shutil.rmtree, folder, True)
    os.environ["BOARDGAMES_DATA_DIR"] = folder


def main(argv=None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.data_dir:
        import os
        os.environ["BOARDGAMES_DATA_DIR"] = os.path.abspath(args.data_dir)
    elif args.simulate or args.smoke or args.startup_check:
        keep_headless_runs_apart()
    if args.simulate:
        return run_simulation(args)
    from game.ui.app import run_app
    if args.startup_check:     # also tools/bench.py's start-up figure
        return run_app(startup_check=True, lang=args.lang)
    return run_app(replay=args.replay, smoke=args.smoke, lang=args.lang, shots=args.shots)


if __name__ == "__main__":
    if getattr(sys, "frozen", False):      # a packaged app starts its bot worker through here
        import multiprocessing
        multiprocessing.freeze_support()
    sys.exit(main())

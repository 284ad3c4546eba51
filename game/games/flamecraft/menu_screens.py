"""Flamecraft's screens around the board for --smoke and screenshots: the set-up (two,
one and five players), the challenge ladder and the end of a game (three players, a solo
level), each on a real position. The board's own screens are in screens.py."""
from __future__ import annotations

from game.core.match import Match

from . import rules


def finished_match(players: int, seed: int = 5, setup: dict | None = None) -> Match:
    """A game played to its end by random moves (default player names)."""
    from game.core.bots import RandomBot
    setup = dict(setup or {"players": [{"name": f"Player {i + 1}", "kind": "human", "default_name": True}
                                       for i in range(players)]})
    match = Match("flamecraft", rules, setup, seed)
    bot = RandomBot(seed)
    while not match.state.is_over:
        match.apply(bot.choose(match.state))
    return match


def smoke_screens(app):
    from game.scenes.smoke import _with_lang

    from .end_scene import FlamecraftEndScene
    from .levels import level_setup, load_levels
    from .levels_scene import FlamecraftLevelsScene
    from .setup_scene import FlamecraftSetupScene

    def setup(players, deck="purple"):
        def make():
            scene = FlamecraftSetupScene(app)
            scene.set_players(players)
            scene.set_deck(deck)
            return scene
        return make

    def rulings(players):
        def make():
            scene = FlamecraftSetupScene(app)
            scene.set_players(players)
            scene.cycle_option("sets_scale")
            return [scene, scene.rulings_dialog()]
        return make

    def end(players):
        return lambda: FlamecraftEndScene(app, finished_match(players))

    def end_level():
        level = load_levels()[0]
        match = finished_match(1, level.seed, level_setup(level, app.t("flamecraft.setup.you")))
        result = match.state.result()
        won = bool(result.get("level", {}).get("passed"))
        shown = {"won": won, "newly_won": won, "best": result["scores"][0], "target": level.target,
                 "level": level.id, "next": load_levels()[1], "achievement": level.achievement,
                 "achievement_met": True}
        return FlamecraftEndScene(app, match, shown)

    return [("flamecraft_setup", setup(2)),
            ("flamecraft_setup_solo", setup(1)),
            ("flamecraft_setup_5p_es", _with_lang(app, "es", setup(5, "gold"))),
            ("flamecraft_setup_rulings", rulings(3)),
            ("flamecraft_setup_rulings_solo_es", _with_lang(app, "es", rulings(1))),
            ("flamecraft_levels", lambda: FlamecraftLevelsScene(app)),
            ("flamecraft_levels_es", _with_lang(app, "es", lambda: FlamecraftLevelsScene(app))),
            ("flamecraft_end_3p", end(3)),
            ("flamecraft_end_5p_es", _with_lang(app, "es", end(5))),
            ("flamecraft_end_solo_level", end_level)]

"""Root's screens around the board for --smoke and screenshots: the set-up (against the
Clockwork bot, with traits; two people; in Spanish), the challenge ladder and the end of a
game (two people; a ladder level), each on a real position. The board's own screens are
in screens.py."""
from __future__ import annotations

from game.core.match import Match

from . import rules


def finished_match(setup: dict | None = None, seed: int = 5, limit: int = 20000) -> Match:
    """A game played to its end by random legal moves (a bot seat by its own steps)."""
    from game.core.bots import RandomBot
    setup = dict(setup or {"players": [{"name": f"Player {i + 1}", "kind": "human", "default_name": True}
                                       for i in range(2)]})
    match = Match("root", rules, setup, seed)
    bot = RandomBot(seed)
    for _ in range(limit):
        if match.state.is_over:
            break
        match.apply(bot.choose(match.state))
    return match


def smoke_screens(app):
    from game.scenes.smoke import _with_lang

    from .end_scene import RootEndScene
    from .levels import level_setup, load_levels
    from .levels_scene import RootLevelsScene
    from .setup_scene import RootSetupScene

    def setup(opponent="bot", play="alliance", traits=(), difficulty="default"):
        def make():
            scene = RootSetupScene(app)
            scene.set_opponent(opponent)
            scene.set_play(play)
            if difficulty:          # None: the first game's own (Easy, said so)
                scene.set_difficulty(difficulty)
            for trait in traits:
                scene.toggle_trait(scene.bot, trait)
            return scene
        return make

    def end_people():
        return RootEndScene(app, finished_match())

    def end_level():
        levels = load_levels()
        level = levels[0]
        match = finished_match(level_setup(level, app.t("root.setup.you"), app.t), level.seed)
        result = match.state.result()
        won = result.get("winner") == level.play
        shown = {"won": won, "newly_won": won, "best": result["vp"][level.play], "level": level.id,
                 "next": levels[1], "score": result["vp"][level.play]}
        return RootEndScene(app, match, shown)

    return [("root_setup", setup(traits=("fortified", "hospitals"))),
            ("root_setup_marquise_es", _with_lang(app, "es", setup(play="marquise", traits=("wildfire",),
                                                                   difficulty="nightmare"))),
            ("root_setup_first_game", setup(difficulty=None)),
            ("root_setup_first_game_es", _with_lang(app, "es", setup(difficulty=None))),
            ("root_setup_people", setup("human")),
            ("root_setup_people_es", _with_lang(app, "es", setup("human"))),
            ("root_levels", lambda: RootLevelsScene(app)),
            ("root_levels_es", _with_lang(app, "es", lambda: RootLevelsScene(app))),
            ("root_end", end_people),
            ("root_end_es", _with_lang(app, "es", end_people)),
            ("root_end_level", end_level)]

"""Zefiria's screens for --smoke and screenshots: each opened on a real position."""
from __future__ import annotations

from game.core.match import Match

from . import rules


def sample_match(players: int, storm: bool, seed: int = 3, rounds: int = 0) -> Match:
    """A match after placement (and optionally some random play) for previews."""
    from game.core.bots import RandomBot
    setup = {"players": [{"name": f"Player {i + 1}", "kind": "human", "default_name": True} for i in range(players)],
             "storm": storm, "first_player": 0}
    match = Match("zefiria", rules, setup, seed)
    bot = RandomBot(seed)
    while match.state.phase == "place":
        match.apply(bot.choose(match.state))
    while match.state.round <= rounds and not match.state.is_over:
        action = bot.choose(match.state)
        match.apply(action)
    return match


def smoke_screens(app):
    from .end_scene import ZefiriaEndScene
    from .levels_scene import LevelSelectScene
    from .scene import ZefiriaScene
    from .setup_scene import ZefiriaSetupScene

    def board(players, storm, rounds=0):
        return lambda: ZefiriaScene(app, sample_match(players, storm, rounds=rounds))

    def end():
        match = sample_match(2, True)
        while not match.state.is_over:
            match.apply(("end",) if ("end",) in match.state.legal_actions()
                        else match.state.legal_actions()[0])
        return ZefiriaEndScene(app, match)

    def hinted(players, storm, rounds=0):
        def make():
            scene = ZefiriaScene(app, sample_match(players, storm, rounds=rounds))
            scene.request_hint()        # shown once the bot has thought (the frames settle)
            return scene
        return make

    return [("zefiria_setup", lambda: ZefiriaSetupScene(app)),
            ("zefiria_levels", lambda: LevelSelectScene(app)),
            ("zefiria_board_2p_storm", board(2, True, rounds=2)),
            ("zefiria_board_solo", board(1, False)),
            ("zefiria_board_4p", board(4, False)),
            ("zefiria_board_hint", hinted(2, True, rounds=2)),
            ("zefiria_board_hint_breeze", hinted(2, False, rounds=1)),
            ("zefiria_board_solo_hint", hinted(1, False, rounds=1)),
            ("zefiria_end", end)]


"""Fire Tower's screens for --smoke and screenshots, each opened on a real position."""
from __future__ import annotations

from game.core.match import Match

from . import rules


def sample_match(players: int, seed: int = 3, moves: int = 0, kinds=None) -> Match:
    """A match at the start, or after `moves` random legal actions."""
    from game.core.bots import RandomBot
    kinds = kinds or ["human"] * players
    setup = {"players": [{"name": f"Player {i + 1}", "kind": kinds[i], "default_name": True} for i in range(players)]}
    match = Match("fire_tower", rules, setup, seed)
    bot = RandomBot(seed)
    for _ in range(moves):
        if match.state.is_over:
            break
        match.apply(bot.choose(match.state))
    return match


def smoke_screens(app):
    from .handover import HandOverScene
    from .scene import FireTowerScene

    def board(players, moves=0, seed=3):
        def make():
            scene = FireTowerScene(app, sample_match(players, seed=seed, moves=moves))
            scene.reveal(scene.state.current_player)     # as if the hand-over was accepted
            return scene
        return make

    def hinted(players, moves=0, seed=3, kinds=None):
        def make():
            scene = FireTowerScene(app, sample_match(players, seed=seed, moves=moves, kinds=kinds))
            scene.reveal(scene.state.current_player)
            scene.request_hint()        # shown once the bot has thought (the frames settle)
            return scene
        return make

    def solo_hint(level, moves):
        def make():
            scene = solo(level, moves)()
            scene.request_hint()
            return scene
        return make

    def handover():
        scene = FireTowerScene(app, sample_match(2, seed=5, moves=6))
        return [scene, HandOverScene(app, scene, scene.state.current_player)]

    def solo(level, moves, **variants):
        def make():
            setup = dict({"solo": True, "level": level, "players": [{"name": "Ranger", "kind": "human"}]},
                         **variants)
            match = Match("fire_tower", rules, setup, 5)
            bot = RandomBot(3)
            for _ in range(moves):
                if match.state.is_over:
                    break
                match.apply(bot.choose(match.state))
            return FireTowerScene(app, match)
        return make

    from game.core.bots import RandomBot
    return [("fire_tower_board_2p_start", board(2)), ("fire_tower_solo_level5", solo(5, 12)),
            ("fire_tower_solo_lightning_oaks", solo(3, 20, lightning=True, oaks=4)),
            ("fire_tower_board_4p_mid", board(4, moves=120, seed=7)),
            ("fire_tower_handover", handover),
            ("fire_tower_board_hint", hinted(4, moves=120, seed=7)),
            ("fire_tower_board_hint_card", hinted(2, moves=14, seed=3)),
            ("fire_tower_solo_hint", solo_hint(5, 12))] + smoke_setup_and_end(app)


def smoke_setup_and_end(app):
    """The set-up and end screens (the board screens are listed above)."""
    from game.core.bots import RandomBot
    from game.core.match import Match

    from . import rules
    from .end_scene import FireTowerEndScene
    from .setup_scene import FireTowerSetupScene

    def end():
        match = Match("fire_tower", rules, {"players": [{"name": "Ana", "kind": "bot"},
                                                        {"name": "Ben", "kind": "bot"}]}, 2)
        bot = RandomBot(2)
        while not match.state.is_over:
            match.apply(bot.choose(match.state))
        return FireTowerEndScene(app, match)

    def solo_end(outcome):
        def make():
            from .levels import load_levels
            match = Match("fire_tower", rules, {"solo": True, "level": 1,
                                                "players": [{"name": "Ranger", "kind": "human"}]}, 3)
            bot = RandomBot(3)
            while not match.state.is_over:
                match.apply(bot.choose(match.state))
            level = {"won": False, "newly_won": False, "best": None, "level": 1, "next": None}
            if outcome == "win":        # a finished game shown as won: the page's other half
                match.state.solo["result"] = {"outcome": "win", "reason": "all_enemies_burned", "score": 7}
                level = {"won": True, "newly_won": True, "best": 7, "level": 1, "next": load_levels()[1]}
            return FireTowerEndScene(app, match, level)
        return make

    from .levels_scene import SoloLevelsScene
    return [("fire_tower_setup", lambda: FireTowerSetupScene(app)), ("fire_tower_end", end),
            ("fire_tower_levels", lambda: SoloLevelsScene(app)),
            ("fire_tower_solo_lost", solo_end("loss")), ("fire_tower_solo_won", solo_end("win"))]

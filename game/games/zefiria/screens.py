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

    def tip(make, where):
        """A screen with the tooltip of `where(scene)` (a point) shown."""
        def made():
            scene = make()
            scene.tip.point(where(scene))
            return scene
        return made

    def anchored_match():
        match = sample_match(2, True, rounds=2)
        if not match.state.anchored:        # a gem on the board to explain (a position by hand)
            state = match.state.clone()
            free = [c for c in range(25) if c not in state.pos.values()]
            home = [c for c in free if state.grid[c] == c + 1]
            state.anchored = list(state.anchored) + [(home or free)[0]]
            state.serial += 1
            match.state = state
        return match

    def gem_scene():
        scene = ZefiriaScene(app, anchored_match())
        return scene

    def gem_point(scene):
        cell = sorted(scene.state.anchored)[0]
        return scene.gem_rect(cell).center

    def set_up_with_spirits():
        scene = ZefiriaSetupScene(app)
        scene.cycle_spirit(0)
        scene.cycle_spirit(1)
        scene.cycle_spirit(1)
        return scene

    storm_board = board(2, True, rounds=2)
    tips = [("zefiria_tooltip_island", tip(storm_board, lambda sc: sc.cells[12].center)),
            ("zefiria_tooltip_pawn", tip(storm_board, lambda sc: sc.pawn_centre(sc.state.pos[sc.state.active]))),
            ("zefiria_tooltip_gem", tip(gem_scene, gem_point)),
            ("zefiria_tooltip_storm", tip(storm_board, lambda sc: (sc.cells[0].x + 800, 390))),
            ("zefiria_tooltip_team_gems", tip(storm_board, lambda sc: (1100, 360))),
            ("zefiria_tooltip_ap", tip(storm_board, lambda sc: (500, 46))),
            ("zefiria_tooltip_rounds", tip(storm_board, lambda sc: (240, 40))),
            ("zefiria_tooltip_spirit_row", tip(storm_board, lambda sc: (900, 140))),
            ("zefiria_tooltip_end_turn", tip(storm_board, lambda sc: sc.end_button.rect.center)),
            ("zefiria_tooltip_spend_gem", tip(storm_board, lambda sc: sc.spend_button.rect.center)),
            ("zefiria_tooltip_map", tip(storm_board, lambda sc: sc.buttons.buttons[2].rect.center)),
            ("zefiria_tooltip_setup_spirit", tip(set_up_with_spirits, lambda sc: sc.spirit_buttons[1].rect.center)),
            ("zefiria_tooltip_setup_kind", tip(set_up_with_spirits, lambda sc: sc.kind_buttons[0].rect.center)),
            ("zefiria_tooltip_setup_storm", tip(set_up_with_spirits, lambda sc: (120, 552)))]

    return tips + [("zefiria_setup", lambda: ZefiriaSetupScene(app)),
            ("zefiria_levels", lambda: LevelSelectScene(app)),
            ("zefiria_board_2p_storm", board(2, True, rounds=2)),
            ("zefiria_board_solo", board(1, False)),
            ("zefiria_board_4p", board(4, False)),
            ("zefiria_board_hint", hinted(2, True, rounds=2)),
            ("zefiria_board_hint_breeze", hinted(2, False, rounds=1)),
            ("zefiria_board_solo_hint", hinted(1, False, rounds=1)),
            ("zefiria_end", end)]


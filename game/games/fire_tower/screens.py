"""Fire Tower's screens for --smoke and screenshots, each opened on a real position."""
from __future__ import annotations

from game.core.match import Match

from . import rules
from .layout import SIDE_W, SIDE_X, square_rect


def sample_match(players: int, seed: int = 3, moves: int = 0, kinds=None, **extra) -> Match:
    """A match at the start, or after `moves` random legal actions (`extra`: set-up keys)."""
    from game.core.bots import RandomBot
    kinds = kinds or ["human"] * players
    setup = {"players": [{"name": f"Player {i + 1}", "kind": kinds[i], "default_name": True} for i in range(players)],
             **extra}
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

    def seasons_board():
        """Seasons and lightning tokens (FT-SEASON-PLAY): random moves until a season is in
        force, the tokens on the board."""
        from game.core.bots import RandomBot
        setup = {"players": [{"name": f"Player {i + 1}", "kind": "human", "default_name": True} for i in range(3)],
                 "seasons": ["drought", "lightning_fires", "gale", "migration"]}
        match = Match("fire_tower", rules, setup, 4)
        bot = RandomBot(4)
        for _ in range(400):
            s = match.state
            if s.is_over or (s.season is not None and len(s.lightning) >= 2 and s.turn_number > 6):
                break
            match.apply(bot.choose(s))
        scene = FireTowerScene(app, match)
        scene.reveal(scene.state.current_player)
        return scene

    def handover():
        scene = FireTowerScene(app, sample_match(2, seed=5, moves=6))
        return [scene, HandOverScene(app, scene, scene.state.current_player)]

    def variant_board(players, until, seed, **extra):
        """FT-VAR-*: random moves until `until(state)` (a burned Oak, a burned tower ...)."""
        def make():
            from game.core.bots import RandomBot
            match = sample_match(players, seed=seed, **extra)
            bot = RandomBot(seed)
            for _ in range(900):
                if match.state.is_over or until(match.state):
                    break
                match.apply(bot.choose(match.state))
            scene = FireTowerScene(app, match)
            scene.reveal(scene.state.current_player)
            return scene
        return make

    def guardian_handover():
        scene = variant_board(5, lambda s: s.decision["seat"] == 4 and s.turn_number > 4, 6)()
        return [scene, HandOverScene(app, scene, 4)]

    variants = [("fire_tower_board_5p_guardian",
                 variant_board(5, lambda s: len(s.variant["oaks_burned"]) >= 1 and s.guardian_hawks()
                               and s.decision["kind"] in ("turn_wind", "turn_action"), 6)),
                ("fire_tower_board_double",
                 variant_board(2, lambda s: s.burned and s.decision["kind"] == "turn_action", 8, variant="double")),
                ("fire_tower_board_ghost",
                 variant_board(3, lambda s: s.variant["ghost_taken"] and s.decision["kind"] == "turn_action", 4,
                               variant="ghost")),
                ("fire_tower_handover_guardian", guardian_handover),
                ("fire_tower_board_minis",                     # FT-MEGA-TURN, FT-WATER-GEM-PLACE
                 variant_board(3, lambda s: s.water and s.megas and s.decision["kind"] == "mega_turn", 6,
                               megahawk=2, water_gems=True))]

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

    def tip(make, where, prepare=None):
        """A screen with the tooltip of `where(scene)` (a point) shown."""
        def made():
            scene = make()
            if prepare:
                prepare(scene)
            scene.tip.point(where(scene))
            return scene
        return made

    def info(dx, dy):
        return lambda sc: (sc.info_top() and SIDE_X + dx, sc.info_top() + dy)

    def eternal(sc):
        sq = sc.state.cfg.eternal[0]
        return square_rect(sq // sc.state.cfg.size, sq % sc.state.cfg.size).center

    def first_card(sc):
        cards = sc.strip()[1]
        return sc.card_rects(cards)[0].center

    def rolled(sc):
        sc.last_die = "fire_tower/die_wind_N.png"

    every_event = ["mobilization", "full_moon", "flock", "coyote_tactics"]
    weather = [                                           # FT-EW-SPECIALS, FT-EW-COYOTE, FT-EW-MOBILIZATION
        ("fire_tower_board_weather",
         variant_board(4, lambda s: any(s.coyote_cards(i) for i in range(4)) and s.decision["kind"] == "turn_action"
                       and any(s.specials_of(i)["lookout"] == "back" for i in range(4)), 5,
                       extreme_weather=True, events=every_event)),
        ("fire_tower_board_mobilization",
         variant_board(3, lambda s: s.decision["kind"] == "pool_play" and s._pool_mode() == "mob", 3,
                       extreme_weather=True, events=["mobilization"])),
        ("fire_tower_tooltip_special_seat",
         tip(variant_board(3, lambda s: s.turn_number > 3 and s.decision["kind"] == "turn_action", 2,
                           extreme_weather=True, events=every_event),
             lambda sc: sc.seat_special_chips(1)[0][0].center))]

    solo5 = solo(5, 12)
    tips = [("fire_tower_tooltip_card", tip(solo5, first_card)),
            ("fire_tower_tooltip_special", tip(solo5, lambda sc: sc.special_chips()[0][0].center)),
            ("fire_tower_tooltip_challenge", tip(solo5, lambda sc: (sc.solo_box().x + 60, sc.solo_box().y + 48))),
            ("fire_tower_tooltip_bucket", tip(solo5, lambda sc: (SIDE_X + SIDE_W - 29, 131))),
            ("fire_tower_tooltip_enemy", tip(solo5, lambda sc: (SIDE_X + 200, 110 + 44 + 12))),
            ("fire_tower_tooltip_seat", tip(board(4, moves=120, seed=7), lambda sc: (SIDE_X + 120, 130))),
            ("fire_tower_tooltip_supply", tip(solo5, lambda sc: sc.supply_rect().center)),
            ("fire_tower_tooltip_vane", tip(solo5, info(46, 44))),
            ("fire_tower_tooltip_winds", tip(solo5, info(320, 20))),
            ("fire_tower_tooltip_die", tip(solo5, info(SIDE_W - 36, 44), rolled)),
            ("fire_tower_tooltip_eternal", tip(solo5, eternal)),
            ("fire_tower_tooltip_season", tip(seasons_board, lambda sc: sc.season_chip()[0].center))]
    return tips + [("fire_tower_board_2p_start", board(2)), ("fire_tower_solo_level5", solo(5, 12)),
            ("fire_tower_solo_lightning_oaks", solo(3, 20, lightning=True, oaks=4)),
            ("fire_tower_board_4p_mid", board(4, moves=120, seed=7)),
            ("fire_tower_board_seasons", seasons_board),
            ("fire_tower_handover", handover),
            ("fire_tower_board_hint", hinted(4, moves=120, seed=7)),
            ("fire_tower_board_hint_card", hinted(2, moves=14, seed=3)),
            ("fire_tower_solo_hint", solo_hint(5, 12))] + variants + weather + smoke_setup_and_end(app)


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

    def tip(make, where):
        def made():
            scene = make()
            scene.tip.point(where(scene))
            return scene
        return made

    def tile_line(index, kind):
        """The middle of the line of tile `index` whose tooltip is `kind` (as the ladder lays it)."""
        def where(sc):
            rect = sc.tile_rect(index)
            y = rect.y + 84
            for line, key in sc.tile_parts(sc.levels[index]):
                rows = len(app.fonts.wrap(line, 20, rect.width - 16))
                if key and key.endswith(kind):
                    return (rect.centerx, y + 10)
                y += 23 * rows
            return rect.center
        return where

    setup = lambda: FireTowerSetupScene(app)      # noqa: E731

    def setup_modules():
        """The set-up screen with every module and mini switched on (4 players, teams)."""
        scene = FireTowerSetupScene(app)
        scene.set_players(4)
        scene.toggle("teams")
        scene.toggle_weather()
        scene.cycle_seasons()
        scene.cycle_megahawk()
        scene.toggle_water()
        return scene
    tips = [("fire_tower_tooltip_setup_mutual_aid", tip(setup, lambda sc: sc.option_buttons["mutual_aid"].rect.center)),
            ("fire_tower_tooltip_setup_ablaze", tip(setup, lambda sc: (120, 640))),
            ("fire_tower_tooltip_setup_kind", tip(setup, lambda sc: sc.kind_buttons[1].rect.center)),
            ("fire_tower_tooltip_levels_skips", tip(lambda: SoloLevelsScene(app), tile_line(0, "skips"))),
            ("fire_tower_tooltip_levels_opening", tip(lambda: SoloLevelsScene(app), tile_line(3, "opening")))]
    return tips + [("fire_tower_setup", lambda: FireTowerSetupScene(app)),
                   ("fire_tower_setup_modules", setup_modules), ("fire_tower_end", end),
            ("fire_tower_levels", lambda: SoloLevelsScene(app)),
            ("fire_tower_solo_lost", solo_end("loss")), ("fire_tower_solo_won", solo_end("win"))]

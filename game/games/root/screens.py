"""Root's board screens for --smoke and screenshots, each opened on a real position
reached by seeded play (the set-up, end and levels screens list their own)."""
from __future__ import annotations

from game.core.match import Match

from . import rules

PEOPLE = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}],
          "first_player": "marquise"}


def sample_match(seed: int = 3, until=None, moves: int = 0, setup=None) -> Match:
    """A match after `moves` seeded random legal actions, or once `until(state)` holds."""
    from game.core.bots import RandomBot
    match = Match("root", rules, setup or PEOPLE, seed)
    bot = RandomBot(seed)
    for i in range(3000):
        state = match.state
        if state.is_over or (until is not None and until(state)) or (until is None and i >= moves):
            break
        match.apply(bot.choose(state))
    return match


def _scene(app, match, seat=None):
    from .scene import RootScene
    scene = RootScene(app, match)
    scene.reveal(match.state.current_player if seat is None else seat)   # as if the hand-over was accepted
    return scene


def battle(app):
    """Just after a roll: both dice and the hits beside the map."""
    from game.core.bots import RandomBot
    match = Match("root", rules, PEOPLE, 5)
    bot = RandomBot(5)
    from .scene import RootScene
    scene = RootScene(app, match)
    for _ in range(3000):
        s = match.state
        if s.is_over:
            break
        action = bot.choose(s)
        events = match.apply(action)
        scene.play_events(events)
        if any(e["type"] == "roll" for e in events) and s.turn_number > 4 and not s.is_over:
            break
    scene.reveal(match.state.current_player)
    return scene


def alliance_board(app):
    """The Alliance at the screen with bases, officers and supporters."""
    def grown(s):
        a = s.players[1]
        return (s.current_player == 1 and len(a["bases_left"]) <= 2 and a["officers"] >= 1
                and len(a["supporters"]) >= 3 and s.phase in ("birdsong", "daylight", "evening"))
    return _scene(app, sample_match(seed=7, until=grown))


def drag_move(app):
    """Warriors held over a clearing: the legal destinations lit."""
    def can_move(s):
        return s.turn_number > 3 and any(a[0] in ("march", "move") for a in s.legal_actions())
    scene = _scene(app, sample_match(seed=4, until=can_move))
    move = next(a for a in scene.state.legal_actions() if a[0] in ("march", "move"))
    start, end = scene.centres[move[1]], scene.centres[move[2]]
    scene.drag = {"from": move[1], "start": start, "pos": (end[0] + 10, end[1] - 10), "moved": True}
    scene.count = scene.move_counts(move[1])[-1]
    scene.hover = scene.drag["pos"]
    return scene


def _after_recruit(app):
    """The Marquise's first Daylight after the set-up and a Recruit: stacks of two."""
    match = sample_match(seed=3, until=lambda s: s.phase == "daylight" and not s.stack)
    match.apply(("recruit",))
    return _scene(app, match)


def move_count(app):
    """A destination picked by click: the count, −/+ and Confirm wait in the choice box."""
    scene = _after_recruit(app)
    move = next((a for a in scene.state.legal_actions() if a[0] == "march" and a[3] > 1), None)
    if move is not None:
        scene.offer_moves([a for a in scene.state.legal_actions()
                           if a[0] == "march" and a[1] == move[1] and a[2] == move[2]])
        scene.bump_count(-1)
    return scene


def walking(app):
    """Warriors half-way along a path (their walk is an animation; frozen here)."""
    scene = _after_recruit(app)
    move = next(a for a in scene.state.legal_actions() if a[0] == "march")
    from .layout import along
    line = scene.path_line(move[1], move[2])
    scene.flying = {"faction": "marquise", "n": 2, "pos": along(line, 0.5),
                    "party": [along(line, 0.5), along(line, 0.43)], "line": line}
    return scene


def build_cost(app):
    """Build mode, the mouse on a lit clearing: the wood, the clearings that pay it."""
    scene = _after_recruit(app)
    scene.pick_mode("build")
    builds = [a for a in scene.state.legal_actions() if a[0] == "build"]
    if builds:
        best = max(builds, key=lambda a: scene.state.build_cost(a[1]))
        scene.hover = scene.centres[best[2]]
    return scene


def spread_cost(app):
    """The Alliance's Birdsong, the mouse on a clearing it may spread to: the supporters."""
    def can_spread(s):
        return s.current_player == 1 and not s.stack and any(a[0] == "spread" for a in s.legal_actions())
    scene = _scene(app, sample_match(seed=4, until=can_spread))
    spread = next((a for a in scene.state.legal_actions() if a[0] == "spread"), None)
    if spread:
        scene.hover = scene.centres[spread[1]]
    return scene


def bot_turn(app):
    """A Clockwork Marquise playing against the person (the Alliance), mid-turn."""
    setup = {"players": [{"name": "Clockwork", "kind": "bot"}, {"name": "Ana", "kind": "human"}],
             "first_player": "marquise"}
    match = Match("root", rules, setup, 6)
    from .scene import RootScene
    scene = RootScene(app, match)
    bot = scene.make_bot(6)
    from game.core.bots import RandomBot
    person = RandomBot(6)
    for _ in range(400):
        s = match.state
        if s.is_over:
            break
        if s.players[s.current_player]["kind"] == "bot":
            events = match.apply(bot.choose(s))
            scene.play_events(events)
            s = match.state
            if s.turn_number >= 5 and events and not s.is_over and \
                    s.players[s.current_player]["kind"] == "bot" and s.phase == "daylight":
                break
        else:
            scene.play_events(match.apply(person.choose(s)))
    scene.after_change()
    return scene


def card_tooltip(app):
    """The mouse resting on a card in the hand: its text and crafting cost."""
    scene = _scene(app, sample_match(seed=3, moves=8))
    rects = scene.hand_rects()
    if rects:
        scene.tooltip.point((rects[-1].x + 10, rects[-1].centery))
    return scene


def craft_chooser(app):
    """A card with several ways to pay: its pieces lit on the map, one picked."""
    from collections import Counter

    def many(s):
        return not s.stack and any(v >= 5 for v in Counter(a[1] for a in s.legal_actions()
                                                            if a[0] == "craft").values())
    scene = _scene(app, sample_match(seed=11, until=many))
    counts = Counter(a[1] for a in scene.state.legal_actions() if a[0] == "craft")
    if counts:
        card = counts.most_common(1)[0][0]
        scene.click_card(card)
        if scene.chooser:
            scene.start_craft(card)
        if scene.crafting and scene.craft_sources():
            scene.crafting["picked"].append(sorted(scene.craft_sources())[0])
            scene.refresh()
    return scene


def smoke_screens(app):
    from .handover import HandOverScene

    def board(seed, moves, lang=None):
        def make():
            if lang:
                app.t.lang = lang
            return _scene(app, sample_match(seed=seed, moves=moves))
        return make

    def handover():
        match = sample_match(seed=5, moves=30)
        from .scene import RootScene
        scene = RootScene(app, match)
        return [scene, HandOverScene(app, scene, match.state.current_player)]

    def es(factory):
        def make():
            app.t.lang = "es"
            return factory()
        return make

    return [("root_board_start", board(3, 0)),
            ("root_board_setup_done", board(3, 4)),
            ("root_board_midgame", board(3, 120)),
            ("root_board_midgame_es", board(3, 120, lang="es")),
            ("root_board_battle", lambda: battle(app)),
            ("root_board_alliance", lambda: alliance_board(app)),
            ("root_board_drag_move", lambda: drag_move(app)),
            ("root_board_bot_turn", lambda: bot_turn(app)),
            ("root_board_bot_turn_es", es(lambda: bot_turn(app))),
            ("root_board_card_tooltip", lambda: card_tooltip(app)),
            ("root_board_craft_chooser", lambda: craft_chooser(app)),
            ("root_board_move_count", lambda: move_count(app)),
            ("root_board_move_count_es", es(lambda: move_count(app))),
            ("root_board_walking", lambda: walking(app)),
            ("root_board_build_cost", lambda: build_cost(app)),
            ("root_board_spread_cost", lambda: spread_cost(app)),
            ("root_board_spread_cost_es", es(lambda: spread_cost(app))),
            ("root_board_alliance_es", es(lambda: alliance_board(app))),
            ("root_handover", handover),
            ("root_handover_es", es(handover))]

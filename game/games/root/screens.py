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
    scene.hover = scene.drag["pos"]
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
    """A card with several ways to pay: the chooser grows under the faction boards."""
    from collections import Counter

    def many(s):
        return not s.stack and any(v >= 5 for v in Counter(a[1] for a in s.legal_actions()
                                                            if a[0] == "craft").values())
    scene = _scene(app, sample_match(seed=2, until=many))
    counts = Counter(a[1] for a in scene.state.legal_actions() if a[0] == "craft")
    if counts:
        scene.click_card(counts.most_common(1)[0][0])
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
            ("root_board_alliance_es", es(lambda: alliance_board(app))),
            ("root_handover", handover),
            ("root_handover_es", es(handover))]

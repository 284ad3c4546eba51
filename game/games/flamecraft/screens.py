"""Flamecraft's board screens for --smoke and screenshots, each opened on a real position
reached by seeded random play (the set-up, end and levels screens list their own)."""
from __future__ import annotations

from game.core.match import Match

from . import rules

NAMES = ("Ana", "Ben", "Cy", "Dee", "Eve")


def sample_match(players: int, seed: int = 3, until=None, moves: int = 0, solo: bool = False) -> Match:
    """A match after `moves` random legal actions, or once `until(state)` holds."""
    from game.core.bots import RandomBot
    setup = {"players": [{"name": NAMES[i], "kind": "human"} for i in range(players)], "first_player": "first"}
    match = Match("flamecraft", rules, setup, seed)
    bot = RandomBot(seed)
    for i in range(4000):
        state = match.state
        if state.is_over or (until is not None and until(state)) or (until is None and i >= moves):
            break
        match.apply(bot.choose(state))
    return match


def full_town(state) -> bool:
    town = state.town
    return all(town) and sum(len(s["enchantments"]) for s in town if s) >= 8 and state.phase == "turn" \
        and state.decision()["kind"] == "move"


def _scene(app, match):
    from .scene import FlamecraftScene
    scene = FlamecraftScene(app, match)
    scene.reveal(match.state.current_player)        # as if the hand-over was accepted
    return scene


def move_drag(app):
    """A token held over a shop where other dragons stand: the gifts owed are shown."""
    def busy(state):
        if state.phase != "turn" or state.decision()["kind"] != "move" or state.turn_number < 8:
            return False
        me = state.current_player
        return any(state.tokens_at(a[1], me) for a in state.legal_actions() if a[0] == "move")
    scene = _scene(app, sample_match(3, seed=4, until=busy))
    state = scene.state
    me = state.current_player
    target = next(a[1] for a in state.legal_actions() if a[0] == "move" and state.tokens_at(a[1], me))
    rect = scene.space_rects[target]
    pos = (rect.x + rect.w // 3, rect.y + rect.h // 5)
    start = scene.token_rects().get(me)
    scene.drag = {"kind": "token", "id": me, "start": start.center if start else pos, "pos": pos, "moved": True}
    scene.hover = pos
    return scene


def enchant_panel(app, dropped=False):
    """An enchantment held over the player's shop (the preview says what it costs), or
    dropped there: the payment panel, waiting for Cast."""
    def can_enchant(state):
        return state.phase == "turn" and state.decision()["kind"] == "choose" and \
            any(a[0] == "enchant" for a in state.legal_actions())
    scene = _scene(app, sample_match(2, seed=6, until=can_enchant))
    state = scene.state
    if not can_enchant(state):
        return scene
    ench = next(a[1] for a in state.legal_actions() if a[0] == "enchant")
    here = state.players[state.current_player]["token"]
    rect = scene.space_rects[here]
    pos = (rect.centerx, rect.y + rect.h // 4)
    if dropped:
        scene.ask_payment(ench)
    else:
        scene.drag = {"kind": "enchant", "id": ench, "start": pos, "pos": pos, "moved": True}
    scene.hover = None
    return scene


def goods_choice(app):
    """A Crystal's three different goods, one already taken: it is greyed in its place."""
    def second_pick(state):
        d = state.decision() if state.phase == "turn" else {}
        return d.get("kind") == "take" and d.get("distinct") and d.get("n") == 2
    return _scene(app, sample_match(2, seed=5, until=second_pick))


def ask_first(app):
    """The last step of a turn held: the question before a step Undo cannot take back."""
    def last_skip(state):
        if state.phase != "turn" or state.turn_number < 3 or ("skip",) not in state.legal_actions():
            return False
        trial = state.clone()
        trial.apply(("skip",))
        return trial.turn_number != state.turn_number
    scene = _scene(app, sample_match(2, seed=7, until=last_skip))
    if ("skip",) in scene.state.legal_actions():
        scene.choose(("skip",))
    return scene


def hint(app):
    """A suggestion shown: an artisan to drag onto a slot, with the bot's reason."""
    def placing(state):
        return state.phase == "turn" and state.decision()["kind"] == "place" and state.turn_number > 2
    scene = _scene(app, sample_match(2, seed=9, until=placing))
    state = scene.state
    action = next((a for a in state.legal_actions() if a[0] == "place"), state.legal_actions()[0])
    scene.hint = {"action": action, "reason": ("place_reward", {}), "seat": state.current_player,
                  "version": scene.version()}
    scene.show_hint(action, scene.describe_hint(app.t, ("place_reward", {})))
    return scene


def smoke_screens(app):
    from .handover import HandOverScene

    def board(players, seed, until=None, moves=0, lang=None):
        def make():
            if lang:
                app.t.lang = lang
            return _scene(app, sample_match(players, seed=seed, until=until, moves=moves))
        return make

    def handover():
        match = sample_match(2, seed=5, moves=30)
        from .scene import FlamecraftScene
        scene = FlamecraftScene(app, match)
        return [scene, HandOverScene(app, scene, match.state.current_player)]

    def solo():
        match = Match("flamecraft", rules, {"players": [{"name": "Ana", "kind": "human"}]}, 2)
        from game.core.bots import RandomBot
        bot = RandomBot(2)
        for _ in range(24):
            if match.state.is_over:
                break
            match.apply(bot.choose(match.state))
        return _scene(app, match)

    def es(factory):
        def make():
            app.t.lang = "es"
            return factory()
        return make

    return [("flamecraft_board_start_2p", board(2, 3, moves=4)),
            ("flamecraft_board_full_town_5p", board(5, 4, until=full_town)),
            ("flamecraft_board_full_town_5p_es", board(5, 4, until=full_town, lang="es")),
            ("flamecraft_board_move_gifts", lambda: move_drag(app)),
            ("flamecraft_board_enchant_cost", lambda: enchant_panel(app)),
            ("flamecraft_board_payment", lambda: enchant_panel(app, dropped=True)),
            ("flamecraft_board_payment_es", es(lambda: enchant_panel(app, dropped=True))),
            ("flamecraft_board_goods_choice", lambda: goods_choice(app)),
            ("flamecraft_board_goods_choice_es", es(lambda: goods_choice(app))),
            ("flamecraft_board_ask_first", lambda: ask_first(app)),
            ("flamecraft_board_ask_first_es", es(lambda: ask_first(app))),
            ("flamecraft_board_hint", lambda: hint(app)),
            ("flamecraft_handover", handover),
            ("flamecraft_board_solo", solo),
            ("flamecraft_board_solo_es", es(solo))]

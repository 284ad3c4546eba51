"""Playing Flamecraft with the mouse alone: turn any legal action into clicks and drags on
the board scene (the action is chosen elsewhere, by a bot or by the test)."""
from mouse import click, drag

from game.games.flamecraft.handover import HandOverScene
from game.games.flamecraft.layout import slot_rects


def space_spot(scene, space):
    """A point of a shop card above its slots (the card's name band)."""
    rect = scene.space_rects[space]
    return (rect.x + rect.w // 3, rect.y + rect.h // 6)


def slot_spot(scene, space, slot):
    return slot_rects(scene.space_rects[space])[slot].center


def hand_spot(scene, cid):
    hand = scene.hand()
    if cid not in hand:
        return None
    rect = scene.hand_card_rects()[hand.index(cid)]
    return (rect.x + 8, rect.y + rect.h // 2)


def park_spot(scene, cid):
    return next((rect.center for rect, c in scene.park_cards() if c == cid), None)


def row_spot(scene, cid):
    rect = scene.row_rect(cid)
    return rect.center if rect is not None else None


def token_spot(scene, seat):
    """The token on its shop, or on its player's row before the first move."""
    rect = scene.token_rects().get(seat) or scene.row_token_rect(seat)
    return rect.center


def button_for(scene, action):
    for button, a in scene.choice_actions:
        if a == action:
            return button.rect.center
    return None


def pay_as(app, scene, action) -> bool:
    """In the open payment panel, step the sets to `action`'s and press Cast (the fewest
    coins: goods first)."""
    plan = scene.paying
    if plan is None or plan.card != action[1]:
        return False
    for _ in range(4):
        if plan.sets == action[2]:
            break
        step = ("sets_more",) if plan.sets < action[2] else ("sets_less",)
        spot = button_for(scene, step)
        if spot is None:
            return False
        click(app, spot)
    spot = button_for(scene, action)
    if spot is None:
        return False
    click(app, spot)
    return True


def press_button(app, scene, action) -> bool:
    if action[0] == "gift_to" and button_for(scene, action) is None:
        seat_button = button_for(scene, ("gift_seat", action[1]))
        if seat_button is None:
            return False
        click(app, seat_button)
    if action[0] == "enchant":
        if scene.paying is None:
            chooser = button_for(scene, ("enchant", action[1], -1))
            if chooser is None:
                return False
            click(app, chooser)
        return pay_as(app, scene, action)
    spot = button_for(scene, action)
    if spot is None:
        return False
    click(app, spot)
    return True


def confirm(app, scene):
    """Answer the question asked before a step Undo could not take back: confirm it."""
    if scene.confirming:
        click(app, button_for(scene, ("confirm",)))


def by_mouse(app, scene, action) -> bool:
    """Make `action` with the mouse, confirming it when the scene asks first; False when
    it has no place on the screen."""
    done = gesture(app, scene, action)
    if done:
        confirm(app, scene)
    return done


def gesture(app, scene, action) -> bool:
    kind = action[0]
    if kind == "move":
        mine = token_spot(scene, scene.state.current_player)
        if mine is not None and action[1] % 2:        # half the moves by dragging the token
            drag(app, mine, space_spot(scene, action[1]))
        else:
            click(app, space_spot(scene, action[1]))
        return True
    if kind in ("site",):
        click(app, space_spot(scene, action[1]))
        return True
    if kind in ("fire", "swap"):
        click(app, slot_spot(scene, action[1], action[2]))
        return True
    if kind == "place":
        spot = hand_spot(scene, action[1])
        if spot is None:
            return False
        drag(app, spot, slot_spot(scene, action[2], action[3]))
        return True
    if kind == "enchant":
        start = row_spot(scene, action[1])
        here = scene.tokens()[scene.state.current_player]
        if start is None or here is None:
            return press_button(app, scene, action)
        drag(app, start, space_spot(scene, here))
        return pay_as(app, scene, action)
    if kind == "park_swap":
        start, end = hand_spot(scene, action[1]), park_spot(scene, action[2])
        if start is None or end is None:
            return False
        drag(app, start, end)
        return True
    if kind == "draw" and action[1] != "deck":
        click(app, park_spot(scene, action[1]))
        return True
    if kind in ("fire_card", "bottom"):
        where = scene.decision().get("where")
        spot = park_spot(scene, action[1]) if where == "park" else hand_spot(scene, action[1])
        if spot is None:
            return False
        click(app, spot)
        return True
    if kind == "reserve":
        click(app, row_spot(scene, action[1]))
        return True
    if kind == "reveal":
        for rect, (fid, _) in zip(scene.fancy_rects(), scene.fancy_cards()):
            if fid == action[1]:
                click(app, scene.reveal_button_rect(rect).center)
                return True
        return False
    return press_button(app, scene, action)


def settle(app, scene):
    """Let animations end; accept a hand-over, checking that it shows no hand."""
    for _ in range(4):
        app.run_frames(1)
        if isinstance(app.scene, HandOverScene):
            assert scene.viewer != scene.state.current_player
            click(app, app.scene.show_button.rect.center)
    assert app.scene is scene or scene.state.is_over


def play_by_mouse(app, scene, bot, until, limit=3000, kinds=None):
    """The strategy picks, the mouse does, until `until(state)`. Returns the actions made."""
    made = 0
    for _ in range(limit):
        if until(scene.state):
            return made
        settle(app, scene)
        if scene.state.is_over or until(scene.state):
            return made
        assert scene.viewer == scene.state.current_player and scene.my_turn()
        if kinds is not None:
            kinds.add(scene.decision()["kind"])
        before = len(scene.match.actions)
        choice = bot.choose(scene.state)
        assert by_mouse(app, scene, choice), f"no place on screen for {choice}"
        assert len(scene.match.actions) > before, \
            f"{choice} by mouse changed nothing in {scene.decision()}: {scene.refusal or scene.message}"
        made += 1
    raise AssertionError("the game did not reach its goal")


def controls(scene) -> dict:
    """Every control of the board screen offered now, by what it does, and its rectangle:
    the decision's buttons (greyed ones too, they keep their places), the goods on the
    board, the lit dragons, and the hand, Park, row and Fancy cards."""
    found = {("button", a): tuple(b.rect) for b, a in scene.choice_actions if b.visible}
    found.update({("chip", a): tuple(rect) for rect, a, _ in scene.board_chips()})
    opts = scene.options()
    for kind in ("fire", "swap"):
        found.update({(kind,) + key: tuple(slot_rects(scene.space_rects[key[0]])[key[1]]) for key in opts[kind]})
    found.update({("hand", c): tuple(r) for r, c in zip(scene.hand_card_rects(), scene.hand())})
    found.update({("park", c): tuple(r) for r, c in scene.park_cards()})
    found.update({("row", c): tuple(r) for r, c in scene.row_cards()})
    found.update({("fancy", f): tuple(r) for r, (f, _) in zip(scene.fancy_rects(), scene.fancy_cards())})
    return found


def click_keeping_places(app, scene, pos) -> dict:
    """Click `pos` and check that every control offered both before and after kept its
    rectangle (DESIGN.md: nothing moves under the pointer); the controls after."""
    before = controls(scene)
    click(app, pos)
    after = controls(scene)
    moved = {k: (before[k], after[k]) for k in before.keys() & after.keys() if before[k] != after[k]}
    assert not moved, f"these moved (from, to): {moved}"
    return after

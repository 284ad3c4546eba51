"""Playing Root with the mouse alone: turn any legal action into clicks and drags on the
board scene (the action is chosen elsewhere, by a bot or by the test)."""
import pygame
from mouse import click, post, wheel


from game.games.root.handover import HandOverScene
from game.games.root.scene import card_of, clearing_of


def centre(scene, c):
    return scene.centres[c]


def card_spot(scene, card):
    """A point of the card's visible part (cards overlap when there are many)."""
    for rects, cards in ((scene.hand_rects(), scene.hand()), (scene.supporter_rects(), scene.supporters())):
        for i, (rect, cid) in enumerate(zip(rects, cards)):
            if cid == card:
                nxt = rects[i + 1] if i + 1 < len(rects) else None
                right = nxt.x if nxt is not None and nxt.y == rect.y and nxt.x < rect.right else rect.right
                return ((rect.x + right) // 2, rect.centery)
    return None


def button_for(scene, action):
    for button, a in scene.choice_actions:
        if a == action:
            return button.rect.center
    return None


def mode_button(scene, mode):
    for button, m in scene.mode_actions:
        if m == mode:
            return button.rect.center
    return None


def drag_count(app, scene, action):
    """Press on the origin, start dragging, turn the wheel down to the count, drop on the
    destination."""
    start, end = centre(scene, action[1]), centre(scene, action[2])
    post(pygame.MOUSEMOTION, start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, start, button=1)
    app.run_frames(1)
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    post(pygame.MOUSEMOTION, mid, rel=(mid[0] - start[0], mid[1] - start[1]), buttons=(1, 0, 0))
    app.run_frames(1)
    for _ in range(50):
        if scene.count is None or scene.count <= action[3]:
            break
        wheel(app, -1)
    post(pygame.MOUSEMOTION, end, rel=(end[0] - mid[0], end[1] - mid[1]), buttons=(1, 0, 0))
    app.run_frames(1)
    post(pygame.MOUSEBUTTONUP, end, button=1)
    app.run_frames(2)


def set_count(app, scene, n):
    """A pending move: the − and + buttons until its count is n."""
    for _ in range(50):
        if scene.count == n:
            return
        sign = "fewer" if scene.count > n else "more"
        click(app, button_for(scene, (sign,)))


def pay_on_map(app, scene, action) -> bool:
    """A craft with several ways to pay: click lit pieces of the payment's suits, one by one."""
    want = str(action[2]).split("+")
    before = len(scene.match.actions)
    for _ in range(len(want)):
        if len(scene.match.actions) > before or not scene.crafting:
            break
        picked = [scene.cfg.clearings[c]["suit"] for c in scene.crafting["picked"]]
        left = list(want)
        for x in picked:
            left.remove(x)
        spot = next((c for c in sorted(scene.craft_sources()) if scene.cfg.clearings[c]["suit"] in left), None)
        if spot is None:
            return False
        click(app, centre(scene, spot))
    return True


def finish_choice(app, scene, action) -> bool:
    """After a gesture: a chooser may ask which action (or how many warriors), then whether
    to go on with one that cannot be undone."""
    for _ in range(2):
        spot = button_for(scene, action)
        if spot is None or not scene.chooser:
            break
        click(app, spot)
    return True


def confirmed(app, scene, action) -> bool:
    """After a gesture: an action Undo cannot take back is asked first; say yes."""
    if scene.chooser and scene.chooser.get("confirm"):
        return finish_choice(app, scene, action)
    return True


def by_mouse(app, scene, action) -> bool:
    """Make `action` with the mouse; False when it has no place on the screen."""
    kind = action[0]
    if kind in ("march", "move"):
        if action[1] % 2:               # half the moves by dragging (the wheel sets the count)
            drag_count(app, scene, action)
        else:                           # half by two clicks, then the count's buttons and Confirm
            click(app, centre(scene, action[1]))
            if scene.chooser:           # the clearing offers other actions too
                spot = button_for(scene, ("from_here", action[1]))
                if spot is None:
                    return False
                click(app, spot)
            click(app, centre(scene, action[2]))
            if scene.pending:
                set_count(app, scene, action[3])
                click(app, button_for(scene, ("confirm_move", action[3])))
        return confirmed(app, scene, action)
    if kind == "recruit" and len(action) == 1:
        click(app, mode_button(scene, "recruit"))
        return confirmed(app, scene, action)
    if clearing_of(action) is not None and kind != "overwork":
        click(app, centre(scene, clearing_of(action)))
        return finish_choice(app, scene, action)
    card = card_of(action)
    if card is not None:
        spot = card_spot(scene, card)
        if spot is None:
            return False
        click(app, spot)
        if kind == "craft" and scene.chooser and button_for(scene, ("craft_pick", card)):
            click(app, button_for(scene, ("craft_pick", card)))
        if kind == "craft" and scene.crafting:
            return pay_on_map(app, scene, action) and confirmed(app, scene, action)
        return finish_choice(app, scene, action)
    spot = button_for(scene, action)
    if spot is None:
        return False
    click(app, spot)
    return confirmed(app, scene, action)


def settle(app, scene):
    """Let animations and computer steps end; accept a hand-over, checking that the board
    under it shows no hand of the player who is about to sit down."""
    for _ in range(6):
        app.run_frames(1)
        if isinstance(app.scene, HandOverScene):
            assert scene.viewer != scene.state.current_player
            click(app, app.scene.show_button.rect.center)
    assert app.scene is scene or scene.state.is_over


def play_by_mouse(app, scene, bot, until, limit=2000):
    """The strategy picks, the mouse does, until `until(state)`. Returns the actions made."""
    made = 0
    for _ in range(limit):
        if until(scene.state):
            return made
        settle(app, scene)
        if scene.state.is_over or until(scene.state):
            return made
        if scene.is_bot_turn():
            app.run_frames(20)
            continue
        assert scene.my_turn(), scene.decision()
        before = len(scene.match.actions)
        choice = bot.choose(scene.state)
        assert by_mouse(app, scene, choice), f"no place on screen for {choice}"
        assert len(scene.match.actions) > before, \
            f"{choice} by mouse changed nothing in {scene.decision()}: {scene.refusal or scene.message}"
        assert scene.match.actions[before] == choice, (scene.match.actions[before], choice)
        made += 1
    raise AssertionError("the game did not reach its goal")

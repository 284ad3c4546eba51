"""Playing Fire Tower with the mouse alone: turn any legal action into clicks, drags and
wheel turns on the board scene (the action is chosen elsewhere, by a bot's strategy)."""
import pygame

from mouse import click, drag, find_button

from game.games.fire_tower.describe import action_label
from game.games.fire_tower.handover import HandOverScene
from game.games.fire_tower.scene import CARD_ACTIONS, CARD_COMBOS, PATTERN_ACTIONS, FireTowerScene, square_rect


def show(app, scene):
    """Accept the hand-over screen if one is up."""
    app.run_frames(2)
    if isinstance(app.scene, HandOverScene):
        click(app, app.scene.show_button.rect.center)
    assert app.scene is scene


def setup_done(match):
    """Play the set-up hawk placements (first legal square each)."""
    while match.state.decision["kind"] == "hawk_place":
        match.apply(match.state.legal_actions()[0])
    return match


def give(state, seat, name):
    """Put a copy of card `name` into `seat`'s hand in place of its last card; its id."""
    cid = next(c for c, n in enumerate(state.cfg.card_of) if n == name and c not in state.hands[seat])
    for place in [state.deck, state.discard, state.outside] + state.hands:
        if cid in place:
            place.remove(cid)
    state.deck.append(state.hands[seat].pop())
    state.hands[seat].append(cid)
    return cid


def open_scene(app, match):
    """The board of `match` on screen, past any hand-over page."""
    scene = FireTowerScene(app, match)
    app.reset_to(scene)
    show(app, scene)
    return scene


def card_spot(scene, cid):
    """A point on the visible part of card `cid` in the strip."""
    cards = scene.strip()[1]
    if cid not in cards:
        return None
    rect = scene.card_rects(cards)[cards.index(cid)]
    return (rect.x + 6, rect.y + 40)


def pattern_spot(scene, action):
    """Turn the pattern with the wheel to the action's rotation; the square to click."""
    _, r, c, rot = action
    for _ in range(8):
        if scene.current_rot() == rot:
            break
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        scene.app.run_frames(1)
    assert scene.current_rot() == rot
    shape = scene.shape(rot)
    h = max(dr for dr, _, _ in shape) + 1
    w = max(dc for _, dc, _ in shape) + 1
    centre = (r + (h - 1) // 2, c + (w - 1) // 2)
    if not (0 <= centre[0] < 16 and 0 <= centre[1] < 16):
        return None
    return square_rect(*centre).center


def by_mouse(app, scene, action) -> bool:
    """Make `action` with the mouse; False when it has no spot on the screen."""
    kind = action[0]
    if kind in PATTERN_ACTIONS and len(action) == 4:
        spot = pattern_spot(scene, action)
    elif kind in CARD_ACTIONS and len(action) == 2 and type(action[1]) is int:
        spot = card_spot(scene, action[1])
    elif kind in CARD_COMBOS:                  # the button, then the cards one by one
        spot = find_button(scene, action_label(app.t, scene.pos(), (kind,)))
        if spot is None:
            return False
        click(app, spot)
        for cid in action[1:]:
            click(app, card_spot(scene, cid))
        return True
    elif kind == "hawk":
        drag(app, scene.supply_rect().center, square_rect(action[1], action[2]).center)
        return True
    elif len(action) == 3 and type(action[1]) is int:
        spot = square_rect(action[1], action[2]).center
    else:
        spot = find_button(scene, action_label(app.t, scene.pos(), action))
    if spot is None:
        return False
    click(app, spot)
    if scene.armed == action:                  # a losing move asks for a second click
        click(app, spot)
    return True


def settle(app, scene):
    """Let animations end; accept a hand-over, checking that it shows nothing private."""
    for _ in range(4):
        app.run_frames(1)
        if isinstance(app.scene, HandOverScene):
            assert scene.card_at(app.scene.show_button.rect.center) is None
            click(app, app.scene.show_button.rect.center)
    assert app.scene is scene or scene.state.is_over


def play_by_mouse(app, scene, bot, until, limit=4000, kinds=None):
    """The strategy picks, the mouse does, until `until(state)`; `kinds` collects the
    decision kinds met. Returns the number of actions made."""
    made = 0
    for _ in range(limit):
        state = scene.state
        if until(state):
            return made
        settle(app, scene)
        if scene.state.is_over or until(scene.state):
            return made
        assert scene.viewer == scene.state.current_player and scene.my_turn()
        if kinds is not None:
            kinds.add(scene.state.decision["kind"])
        serial = (len(scene.match.actions), scene.state.serial)
        choice = bot.choose(scene.state)
        if not by_mouse(app, scene, choice):
            spots = [a for a in scene.state.legal_actions() if a[0] not in PATTERN_ACTIONS]
            assert spots, f"no legal action can be clicked in {scene.state.decision}"
            assert by_mouse(app, scene, spots[0])
        if scene.held_card() is not None:       # a card picked up: nothing played until its target
            assert (len(scene.match.actions), scene.state.serial) == serial
            target = bot.choose(scene.pos())
            if not by_mouse(app, scene, target):
                spots = [a for a in scene.pos().legal_actions() if a[0] not in PATTERN_ACTIONS]
                assert spots, f"no target of the held card can be clicked in {scene.pos().decision}"
                assert by_mouse(app, scene, spots[0])
            assert scene.held_card() is None
        assert (len(scene.match.actions), scene.state.serial) != serial, \
            f"clicking {choice} changed nothing in {scene.state.decision}: {scene.message}"
        made += 1
    raise AssertionError("the game did not reach its goal")

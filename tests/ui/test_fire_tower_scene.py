"""Fire Tower's board through the real App loop, driven by posted mouse events."""
import pygame

from mouse import click, wheel

from game.core.match import Match
from game.games.fire_tower import rules
from game.games.fire_tower.describe import card_name
from game.games.fire_tower.handover import HandOverScene
from game.games.fire_tower.scene import FireTowerScene, square_rect

TWO_HUMANS = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}]}


def open_game(app, setup=TWO_HUMANS, seed=3):
    match = Match("fire_tower", rules, setup, seed)
    scene = FireTowerScene(app, match)
    app.reset_to(scene)
    app.run_frames(2)
    return scene


def accept_handover(app, scene):
    """The hand-over hides every card until its player clicks the button."""
    over = app.scene
    assert isinstance(over, HandOverScene) and over.seat == scene.state.current_player
    assert scene.viewer != over.seat and scene.card_at(over.show_button.rect.center) is None
    click(app, over.show_button.rect.center)
    assert app.scene is scene and scene.viewer == over.seat


def settle(app, scene):
    """Accept a hand-over if one is showing."""
    app.run_frames(2)
    if isinstance(app.scene, HandOverScene):
        accept_handover(app, scene)


def test_hawks_wind_gem_and_a_turned_fire_pattern_by_mouse(app):
    scene = open_game(app)
    # Two human seats: nobody's cards are shown before the first hand-over.
    assert scene.viewer is None and scene.strip() == ("", [])
    accept_handover(app, scene)
    assert scene.strip()[1] == scene.state.hands[0]

    # FT-SETUP-HAWKS: Ana clicks a highlighted square of her quadrant.
    squares = scene.options()["squares"]
    assert squares and all(a[0] == "hawk" for a in squares.values())
    r, c = sorted(squares)[0]
    click(app, square_rect(r, c).center)
    assert scene.state.hawks == [r * 16 + c]

    # Ben decides next: a hand-over between the two human seats, hand hidden until clicked.
    assert isinstance(app.scene, HandOverScene) and scene.viewer == 0
    accept_handover(app, scene)
    bad = (0, 0)                                # Ana's corner: refused, with a reason on screen
    click(app, square_rect(*bad).center)
    assert len(scene.state.hawks) == 1 and scene.refusal
    r, c = sorted(scene.options()["squares"])[0]
    click(app, square_rect(r, c).center)
    assert len(scene.state.hawks) == 2
    settle(app, scene)

    # FT-TURN-WIND-GEM: the wind gem goes on a highlighted square.
    state = scene.state
    assert state.decision["kind"] == "turn_wind" and scene.viewer == state.current_player
    wind = {sq: a for sq, a in scene.options()["squares"].items() if a[0] == "wind"}
    (r, c) = sorted(wind)[0]
    click(app, square_rect(r, c).center)
    assert scene.state.cells[r * 16 + c] == "f"
    settle(app, scene)

    # A fire card from the hand: click it, turn it with the wheel, place it by click.
    state = scene.state
    assert state.decision["kind"] == "turn_action"
    cards = scene.options()["cards"]
    fire = [cid for cid in cards if state.card_id(cid) == "flare_up"]
    assert fire, [state.card_id(c) for c in state.hands[state.current_player]]
    hand = scene.strip()[1]
    rect = scene.card_rects(hand)[hand.index(fire[0])]
    snapshot, log = state.to_dict(), list(scene.log)
    click(app, (rect.x + 20, rect.centery))
    state = scene.state             # picked up: nothing is played before its spot is chosen
    assert scene.held_card() == fire[0] and state.to_dict() == snapshot and scene.log == log
    assert scene.card_raised(fire[0]) and scene.pos().decision["kind"] == "pattern"
    first = scene.current_rot()
    wheel(app)
    rot = scene.current_rot()
    assert rot != first and len(scene.options()["places"]) >= 2
    anchor = sorted(scene.options()["places"][rot])[0]
    shape = scene.shape(rot)
    h = max(dr for dr, _, _ in shape) + 1
    w = max(dc for _, dc, _ in shape) + 1
    target = (anchor[0] + (h - 1) // 2, anchor[1] + (w - 1) // 2)
    before = list(state.cells)
    pos = square_rect(*target).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.run_frames(2)
    legal, marks, _ = scene.preview(rot, anchor)
    assert legal and marks                        # the preview shows where the gems will go
    click(app, pos)
    state = scene.state
    name = card_name(app.t, state.card_id(fire[0]))
    played = app.t("fire_tower.log.card_played", name="Ana" if state.turn_seat == 0 else "Ben", card=name)
    assert scene.log[len(log):].count(played) == 1 and fire[0] not in state.hands[state.turn_seat]
    if state.decision and state.decision["kind"] == "select":     # partial patterns: confirm
        confirm = [b for b in scene.choice_buttons.buttons if b.label() == app.t("fire_tower.action.confirm")]
        click(app, confirm[0].rect.center)
        state = scene.state
    gained = [sq for sq in range(256) if before[sq] == "." and state.cells[sq] == "f"]
    assert gained and all(sq in {(anchor[0] + dr) * 16 + anchor[1] + dc for dr, dc, _ in shape}
                          for sq in gained)


def test_an_illegal_pattern_spot_says_why(app):
    scene = open_game(app, {"players": [{"name": "Ana", "kind": "human"},
                                        {"name": "Bot", "kind": "bot"}]})
    assert scene.viewer == 0 and not isinstance(app.scene, HandOverScene)
    for _ in range(400):                      # the bot places its hawk; Ana plays to her action
        app.run_frames(5)
        s = scene.state
        if s.current_player == 0 and s.decision["kind"] == "turn_action":
            break
        if s.current_player == 0:
            scene.act(scene.options()["others"][0] if scene.options()["others"]
                      else next(iter(scene.options()["squares"].values())))
    s = scene.state
    fire = [cid for cid in scene.options()["cards"]
            if s.card_def(cid).effect == "fire_pattern" and not s.card_def(cid).params.get("double")]
    assert fire, [s.card_id(c) for c in s.hands[0]]
    scene.act(("play", fire[0]))
    assert scene.state.decision["kind"] == "pattern"
    pos = square_rect(15, 15).center           # far from any fire
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.run_frames(2)
    rot, anchor = scene.anchor_for((15, 15))
    legal, _, reason = scene.preview(rot, anchor)
    assert not legal and reason
    click(app, pos)
    assert scene.refusal and scene.state.decision["kind"] == "pattern"


def test_bot_seats_play_by_themselves_and_undo_works(app):
    scene = open_game(app, {"players": [{"name": "A", "kind": "bot"}, {"name": "B", "kind": "bot"},
                                        {"name": "C", "kind": "bot"}]}, seed=9)
    app.run_frames(300)
    assert scene.state.turn_number >= 2 and len(scene.match.actions) > 5
    app.screenshot  # drawing every frame raised nothing

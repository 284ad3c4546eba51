"""Fire Tower's hand by posted mouse and key events: a card clicked is picked up, not
played; it is played (with its target, in one go) only when a legal spot is clicked, and
right-click, Esc or a second click on it puts it back leaving the game untouched."""
import pygame
import pytest

from mouse import click, find_button

from game.core.match import Match
from game.games.fire_tower import rules
from game.games.fire_tower.describe import card_name
from game.games.fire_tower.scene import FireTowerScene, square_rect

VS_BOT = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot"}]}


def at_action(app, seed=3):
    """A scene where Ana, at the screen, chooses her turn's action with a fire card in hand."""
    scene = FireTowerScene(app, Match("fire_tower", rules, VS_BOT, seed))
    app.reset_to(scene)
    for _ in range(400):
        app.run_frames(5)
        s = scene.state
        if s.current_player == 0 and s.decision["kind"] == "turn_action" and scene.my_turn():
            break
        if s.current_player == 0 and scene.my_turn():
            scene.act(scene.options()["others"][0] if scene.options()["others"]
                      else next(iter(scene.options()["squares"].values())))
    s = scene.state
    fire = [cid for cid in scene.options()["cards"]
            if s.card_def(cid).effect == "fire_pattern" and not s.card_def(cid).params.get("double")]
    assert fire, [s.card_id(c) for c in s.hands[0]]
    return scene, fire[0]


def card_point(scene, cid):
    cards = scene.strip()[1]
    rect = scene.card_rects(cards)[cards.index(cid)]
    return (rect.x + 12, rect.centery)


def move(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    app.run_frames(2)


def untouched(scene):
    m = scene.match
    return (scene.state.to_dict(), list(scene.log), list(m.actions), m.can_undo, len(m._undo))


def key(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.run_frames(2)


@pytest.mark.parametrize("how", ["right_click", "escape", "click_again", "button"])
def test_a_picked_card_goes_back_leaving_the_game_untouched(app, how):
    scene, cid = at_action(app)
    before = untouched(scene)
    click(app, card_point(scene, cid))
    assert scene.held_card() == cid and scene.card_raised(cid)
    assert untouched(scene) == before                       # nothing applied, nothing logged
    assert scene.pos().decision["kind"] == "pattern" and scene.options()["places"]
    assert app.t("fire_tower.ui.rotate_hint_held") in scene.message
    spot = square_rect(8, 3).center
    move(app, spot)
    app.run_frames(2)                                       # the preview follows the mouse
    if how == "right_click":
        click(app, spot, button=3)
    elif how == "escape":
        key(app, pygame.K_ESCAPE)
        assert app.scene is scene                           # Esc put the card back, no menu
    elif how == "click_again":
        click(app, card_point(scene, cid))
    else:
        click(app, find_button(scene, app.t("fire_tower.action.put_back")))
    assert scene.held_card() is None and not scene.card_raised(cid)
    assert untouched(scene) == before
    assert scene.pos() is scene.state and not scene.options()["places"] and cid in scene.options()["cards"]


def test_a_picked_card_is_played_with_its_spot_logged_once_and_undone_at_once(app):
    scene, cid = at_action(app)
    before = untouched(scene)
    s = scene.state
    click(app, card_point(scene, cid))
    rot = scene.current_rot()
    anchor = sorted(scene.options()["places"][rot])[0]
    shape = scene.shape(rot)
    h = max(dr for dr, _, _ in shape) + 1
    w = max(dc for _, dc, _ in shape) + 1
    spot = square_rect(anchor[0] + (h - 1) // 2, anchor[1] + (w - 1) // 2).center
    move(app, spot)
    assert scene.preview(rot, anchor)[0]
    assert untouched(scene) == before
    click(app, spot)
    s = scene.state
    played = app.t("fire_tower.log.card_played", name="Ana", card=card_name(app.t, s.card_id(cid)))
    assert scene.match.actions[len(before[2]):][:2] == [("play", cid), ("place", anchor[0], anchor[1], rot)]
    assert scene.log[len(before[1]):].count(played) == 1
    assert cid not in s.hands[0] and scene.held_card() is None
    assert s.decision["kind"] == "select" and s.current_player == 0   # partial patterns: confirm next
    # Undo: the card and its spot go together; the card is back in the hand.
    click(app, find_button(scene, app.t("ui.undo")))
    assert scene.state.to_dict() == before[0] and scene.match.actions == before[2]
    assert cid in scene.strip()[1] and scene.held_card() is None


def test_a_refused_spot_keeps_the_card_held_and_the_state(app):
    scene, cid = at_action(app)
    before = untouched(scene)
    click(app, card_point(scene, cid))
    rot = scene.current_rot()
    bad = next((r, c) for r in range(16) for c in range(16)
               if scene.anchor_for((r, c))[1] not in scene.options()["places"].get(rot, ())
               and scene.anchor_for((r, c))[0] == rot)
    click(app, square_rect(*bad).center)
    assert scene.held_card() == cid and scene.refusal
    assert untouched(scene)[0] == before[0] and scene.match.actions == before[2]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_turning_and_putting_back_keys_are_worded_one_way_and_work(app, lang):
    """One wording for the keys in the prompt (issue 21): the held pattern's hint is the
    pattern's turning hint followed by the held card's putting-back hint, and the keys
    it names do that: R and the wheel turn the held pattern, Esc puts the card back."""
    app.t.lang = lang
    t = app.t
    inner = lambda key: t(f"fire_tower.ui.{key}").strip("()")   # noqa: E731
    assert t("fire_tower.ui.rotate_hint_held") == f"({inner('rotate_hint')} {inner('put_back_hint')})"
    scene, cid = at_action(app)
    click(app, card_point(scene, cid))
    assert t("fire_tower.ui.rotate_hint_held") in scene.message
    rots = len(scene.options()["places"])
    assert rots > 1
    before = scene.current_rot()
    key(app, pygame.K_r)
    assert scene.current_rot() != before, "R does not turn the pattern"
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    app.run_frames(2)
    assert scene.current_rot() == before, "the wheel does not turn it back"
    key(app, pygame.K_ESCAPE)
    assert scene.held_card() is None and app.scene is scene

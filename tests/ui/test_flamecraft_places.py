"""Controls stay put (issue 20): on each kind of Flamecraft choice screen, after each
click the controls still offered keep their rectangles (fc_mouse.click_keeping_places):
the goods to choose, the gifts, the payment panel, the fire-ups after an enchantment, the
Fancy dragon kept at set-up, the hand limit and a gift for reputation to one of several."""
import sys

import pygame
from pathlib import Path

from fc_mouse import button_for, click_keeping_places, confirm, controls, settle, slot_spot, space_spot
from mouse import click, drag, replace_state

from game.core.match import Match
from game.games.flamecraft import rules
from game.games.flamecraft.describe import GOODS
from game.games.flamecraft.scene import FlamecraftScene
from tests.ui.test_tutorials import open_lesson
from tests.ui.test_tutorials import settle as settle_lesson

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "flamecraft"))
from fc_helpers import CFG, set_row, take_from_decks  # noqa: E402

ANA_BOTS = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Bo", "kind": "bot"},
                        {"name": "Cy", "kind": "bot"}], "first_player": "first"}


def at_move(app, setup=ANA_BOTS, seed=3):
    scene = FlamecraftScene(app, Match("flamecraft", rules, setup, seed))
    app.push(scene)
    app.run_frames(2)
    for _ in range(30):
        settle(app, scene)
        if scene.decision()["kind"] == "move" and scene.my_turn():
            return scene
        if scene.my_turn() and scene.decision()["kind"] == "keep_fancy":
            click_keeping_places(app, scene, scene.fancy_rects()[0].center)     # the Fancy pick
            click_keeping_places(app, scene, confirm_spot(scene))
        else:
            app.run_frames(10)
    raise AssertionError(scene.decision())


def confirm_spot(scene):
    return button_for(scene, ("confirm",))


def spot(scene, action):
    return button_for(scene, action)


def test_the_gifts_owed_to_two_players_keep_their_slots(app):
    scene = at_move(app)
    shop = next(a[1] for a in scene.state.legal_actions() if a[0] == "move")

    def both_there(s):
        s.players[1]["token"] = s.players[2]["token"] = shop
        s.players[0]["goods"].update(bread=2, meat=1)
    replace_state(app, scene, both_there)
    click(app, space_spot(scene, shop))
    assert scene.decision()["kind"] == "gift"
    grid = controls(scene)
    assert [k[1] for k in grid if k[0] == "button"] == [("gift", g) for g in GOODS + ("coin",)]
    click_keeping_places(app, scene, spot(scene, ("gift", "bread")))
    assert scene.decision()["kind"] == "gift"                   # the second gift: the same grid
    click_keeping_places(app, scene, spot(scene, ("gift", "bread")))
    confirm(app, scene)                                         # the gather after it may ask first
    assert [a for a in scene.match.actions if a[0] == "gift"] == [("gift", "bread")] * 2


def test_the_payment_panel_and_the_fire_ups_after_an_enchantment_keep_their_places(app):
    scene = at_move(app)
    ench = "creme_brulee"
    space = next(i for i, e in enumerate(scene.state.town) if e and CFG.shops[e["id"]]["icon"] == "bread")
    extra = next(iter(CFG.deck_artisans["bread"]))

    def ready(s):
        set_row(s, ench, *[e for e in s.row if e != ench][:4])
        take_from_decks(s, extra)
        s.town[space]["dragons"][1] = extra                    # two dragons to fire up, one by one
        s.players[0]["goods"].update(plant=2, iron=1, potion=2)
        s.players[0]["coins"] = 2
    replace_state(app, scene, ready)
    click(app, space_spot(scene, space))
    settle(app, scene)
    drag(app, scene.row_rect(ench).center,
         space_spot(scene, space))
    for step in (("pay_more", "potion"), ("pay_less", "potion"), ("pay_more", "iron"), ("pay_less", "plant")):
        if button_for(scene, step) is not None:
            click_keeping_places(app, scene, spot(scene, step))
    click_keeping_places(app, scene, spot(scene, ("enchant", ench, 0)))          # Cast
    assert scene.decision()["kind"] == "fire" and len(scene.options()["fire"]) == 2
    first = sorted(scene.options()["fire"])[0]
    click_keeping_places(app, scene, slot_spot(scene, *first))                    # Skip stays where it was
    settle(app, scene)
    for _ in range(6):                  # the fired dragon's own choices, then the next fire-up
        if scene.decision()["kind"] == "fire":
            break
        if scene.decision()["kind"] == "draw":          # a Bread dragon: a card from the Park
            click_keeping_places(app, scene, scene.park_cards()[1][0].center)
        else:
            click_keeping_places(app, scene, next(b.rect.center for b, a in scene.choice_actions
                                                  if b.is_enabled()))
    assert scene.decision()["kind"] == "fire" and first not in scene.options()["fire"]


def test_the_hand_limit_keeps_each_card_in_its_place(app):
    scene = at_move(app, seed=5)
    extra = [c for c in scene.state.artisan_deck[:5]]

    def big_hand(s):
        for c in extra:
            take_from_decks(s, c)
        s.players[0]["hand"] += extra                          # 8 cards: two go back at the turn's end
    replace_state(app, scene, big_hand)
    for _ in range(30):                  # play the turn by its first choices until the hand limit
        settle(app, scene)
        d = scene.decision()
        if d["kind"] == "bottom" and d.get("why") == "hand_limit":
            break
        action = scene.state.legal_actions()[0]
        if action[0] == "move":
            click(app, space_spot(scene, action[1]))
        elif action[0] in ("fire", "swap"):
            click(app, slot_spot(scene, action[1], action[2]))
        else:
            skip = button_for(scene, ("skip",)) or next(b.rect.center for b, a in scene.choice_actions
                                                       if b.is_enabled() and a[0] != "back")
            click(app, skip)
        confirm(app, scene)
    assert scene.decision()["kind"] == "bottom"
    for _ in range(scene.decision()["n"] - 1):                  # each card put back leaves a gap
        hand = scene.hand()
        click_keeping_places(app, scene, scene.hand_card_rects()[len(hand) // 2].center)
        assert len(scene.hand()) == len(hand) - 1 and scene.decision()["kind"] == "bottom"
    click_keeping_places(app, scene, scene.hand_card_rects()[0].center)
    assert scene.confirming                                    # the last card ends the turn: asked first


def test_a_gift_for_reputation_whom_then_which_good(app):
    scene = at_move(app)
    plant = next(iter(CFG.deck_artisans["plant"]))
    space = next(i for i, e in enumerate(scene.state.town) if e and None in e["dragons"])
    slot = scene.state.town[space]["dragons"].index(None)

    def ready(s):
        take_from_decks(s, plant)
        s.town[space]["dragons"][slot] = plant
        s.players[0]["goods"].update(bread=1, crystal=2)
    replace_state(app, scene, ready)
    click(app, space_spot(scene, space))
    for _ in range(6):
        settle(app, scene)
        if scene.decision()["kind"] == "fire":
            break
        click(app, button_for(scene, ("skip",)) or button_for(scene, ("gather",)))
    click(app, slot_spot(scene, space, slot))
    assert scene.decision()["kind"] == "gift_to"
    click_keeping_places(app, scene, spot(scene, ("gift_seat", 2)))
    grid = [k[1] for k in controls(scene) if k[0] == "button"]
    assert grid == [("skip",)] + [("gift_to", 2, g) for g in GOODS] + [("back",)]
    click_keeping_places(app, scene, spot(scene, ("back",)))
    click_keeping_places(app, scene, spot(scene, ("gift_seat", 1)))
    click_keeping_places(app, scene, spot(scene, ("gift_to", 1, "crystal")))


def test_the_row_of_enchantments_keeps_its_places_until_it_is_refilled(app):
    """An enchantment cast from the middle of the row leaves its place empty: the others
    do not close up under the mouse (one might be cast next). The row is laid out afresh
    only when it is refilled, at the end of the turn."""
    scene = at_move(app)
    space = next(i for i, e in enumerate(scene.state.town) if e and CFG.shops[e["id"]]["icon"] == "bread")
    ench = "creme_brulee"

    def ready(s):
        others = [e for e in s.row + s.ench_deck if e != ench][:4]
        set_row(s, others[0], others[1], ench, others[2], others[3])
        s.players[0]["goods"].update(plant=3, iron=1, potion=2)
        s.players[0]["coins"] = 2
    replace_state(app, scene, ready)
    click(app, space_spot(scene, space))
    settle(app, scene)
    before = dict((c, tuple(r)) for r, c in scene.row_cards())
    drag(app, scene.row_rect(ench).center, space_spot(scene, space))
    click_keeping_places(app, scene, spot(scene, ("enchant", ench, 0)))          # Cast
    assert ench in scene.state.town[space]["enchantments"]
    after = dict((c, tuple(r)) for r, c in scene.row_cards())
    assert ench not in after and after == {c: r for c, r in before.items() if c != ench}
    assert before[ench] not in after.values(), "the cast card's place is taken by another"


def test_the_lesson_panel_and_the_choice_box_keep_their_places_across_the_lesson(app):
    """Following the lesson's arrows by mouse, the choice box and the lesson's panel beside
    the town keep one rectangle each, whatever the choice box holds (playtest: the box grew
    with its buttons and pushed the lesson's text down, step after step)."""
    scene = open_lesson(app, "flamecraft")
    lesson = scene.tutorial
    boxes, panels = set(), set()
    for _ in range(60):
        if lesson.finished:
            break
        settle_lesson(app)
        app.run_frames(1)
        boxes.add(tuple(scene.choice_box()))
        if lesson.panel_rect.x >= scene.choice_box().x:        # the side spot (not over the town)
            panels.add(tuple(lesson.panel_rect))
        click(app, lesson.target_rect.center)
    assert lesson.finished
    assert len(boxes) == 1, f"the choice box moved or changed size: {sorted(boxes)}"
    assert len(panels) == 1, f"the lesson's panel moved: {sorted(panels)}"
    assert pygame.Rect(next(iter(panels))).top >= pygame.Rect(next(iter(boxes))).bottom

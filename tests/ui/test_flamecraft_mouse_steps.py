"""Flamecraft's mouse steps the issue lists, each through the real App loop with posted
mouse events: the token flies to its shop and the artisan settles into its slot (animated);
a dragon fired up puts its ability's choices on the board (Crystal: goods to pick; Potion:
dragons to swap; Meat: slots to fill anywhere); an enchantment dragged onto a shop is paid
with coins standing in for goods, chosen in the cost panel (FC-ENCHANT-COINS)."""
import sys
from pathlib import Path

from fc_mouse import button_for, confirm, hand_spot, row_spot, settle, slot_spot, space_spot, token_spot
import pygame
from mouse import button, click, drag, post, rendered_texts

from game.core.match import Match
from game.games.flamecraft import describe as words
from game.games.flamecraft.describe import GOODS
from game.games.flamecraft import rules
from game.games.flamecraft.scene import FlamecraftScene

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "flamecraft"))
from fc_helpers import CFG, set_row, take_from_decks  # noqa: E402

SOLO = {"players": [{"name": "Ana", "kind": "human"}], "first_player": "first"}


def solo_at_move(app, seed=3):
    scene = FlamecraftScene(app, Match("flamecraft", rules, SOLO, seed))
    app.push(scene)
    app.run_frames(2)
    for _ in range(20):
        settle(app, scene)
        if scene.decision()["kind"] == "move":
            return scene
        if scene.state.legal_actions()[0][0] == "keep_fancy":
            click(app, scene.fancy_rects()[0].center)
            confirm(app, scene)
    raise AssertionError(scene.decision())


def edit(app, scene, change):
    state = scene.state.clone()
    change(state)
    state._legal = state._legal_index = None
    scene.match.state = state
    scene.after_change()
    app.run_frames(2)
    return state


def held_over(app, scene, pos):
    """Move the held mouse (button down) to `pos`: the tooltip lines drawn that frame."""
    shown = []
    real = scene.tooltip_lines
    scene.tooltip_lines = lambda p: shown.append(real(p)) or shown[-1]
    post(pygame.MOUSEMOTION, tuple(pos), rel=(3, 3), buttons=(1, 0, 0))
    app.run_frames(1)
    del scene.tooltip_lines
    return shown[-1] if shown else []


def a_deck_artisan(kind):
    return next(c for c in CFG.deck_artisans[kind])


def put_dragon(state, space, slot, card):
    take_from_decks(state, card)
    state.town[space]["dragons"][slot] = card


def goto_and_fire(app, scene, space, slot):
    """Click the shop, decline placing, then click the dragon in (space, slot)."""
    click(app, space_spot(scene, space))
    settle(app, scene)
    for _ in range(10):
        kind = scene.decision()["kind"]
        if kind == "fire":
            break
        if kind == "choose":
            click(app, button_for(scene, ("gather",)))
        elif ("skip",) in scene.state.legal_actions():
            click(app, button_for(scene, ("skip",)))
        else:
            raise AssertionError(scene.decision())
        settle(app, scene)
    assert ("fire", space, slot) in scene.state.legal_actions()
    click(app, slot_spot(scene, space, slot))
    settle(app, scene)


def test_the_token_flies_and_the_artisan_settles(app):
    app.settings.set("animation_speed", 1.0)
    try:
        scene = solo_at_move(app)
        target = scene.state.legal_actions()[0][1]
        click(app, space_spot(scene, target), frames=1)
        seen = []
        for _ in range(120):
            if scene.flying:
                seen.append(scene.flying["pos"])
            app.run_frames(1)
            if seen and not scene.flying:
                break
        assert len(seen) >= 3 and len(set(seen)) >= 3, "the token moves through the air"
        assert scene.flying is None and scene.state.players[0]["token"] == target
        for _ in range(10):
            settle(app, scene)
            place = [a for a in scene.state.legal_actions() if a[0] == "place"]
            if place:
                break
            acts = scene.state.legal_actions()
            skip = ("gather",) if ("gather",) in acts else ("skip",) if ("skip",) in acts else None
            if skip is None:
                return                      # this deal offers nothing to place here
            click(app, button_for(scene, skip))
        _, cid, space, slot = place[0]
        # held over the slot: the slots it fits are lit, this one says its reward
        start, end = hand_spot(scene, cid), slot_spot(scene, space, slot)
        post(pygame.MOUSEMOTION, start, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, start, button=1)
        app.run_frames(1)
        lines = held_over(app, scene, end)
        assert set(scene.lit_slots()) == {(a[2], a[3]) for a in scene.state.legal_actions()
                                          if a[0] == "place" and a[1] == cid}
        reward = scene.cards.slots(scene.state.town[space]["id"])[slot][1]
        assert lines == [app.t("flamecraft.ui.place_here", reward=words.reward_text(app.t, reward))]
        post(pygame.MOUSEBUTTONUP, end, button=1)
        app.run_frames(1)
        assert scene.settling and scene.settling["space"] == space and scene.settling["slot"] == slot
        for _ in range(60):
            app.run_frames(1)
            if not scene.settling:
                break
        assert scene.settling is None and scene.state.town[space]["dragons"][slot] == cid
    finally:
        app.settings.set("animation_speed", 0.0)


def test_a_crystal_fired_up_offers_its_goods_on_the_board_in_fixed_slots(app):
    """Issue 20 item 8: choosing 3 different goods, a good picked greys out in its place
    (on the board and in the buttons) and says why; the others never move, so a second
    click on the same spot takes nothing (it used to take the next good along)."""
    scene = solo_at_move(app)
    space = next(i for i, e in enumerate(scene.state.town) if e and None in e["dragons"])
    slot = scene.state.town[space]["dragons"].index(None)
    edit(app, scene, lambda s: put_dragon(s, space, slot, a_deck_artisan("crystal")))
    goto_and_fire(app, scene, space, slot)
    before = dict(scene.state.players[0]["goods"])
    chips0 = {a: rect for rect, a, _ in scene.board_chips()}
    buttons0 = {a: b.rect for b, a in scene.choice_actions}
    assert list(chips0) == [("take", g) for g in GOODS]
    picked = []
    for good in ("bread", "meat", "plant"):
        assert scene.decision()["kind"] == "take"
        assert {a: rect for rect, a, _ in scene.board_chips()} == chips0           # nothing moved
        assert {a: b.rect for b, a in scene.choice_actions} == buttons0
        legal = {a for a in scene.state.legal_actions() if a[0] == "take"}
        assert legal == {("take", g) for g in GOODS if g not in picked}
        assert {a for b, a in scene.choice_actions if b.is_enabled() and a[0] == "take"} == legal
        for done in picked:                       # a picked good: greyed, and says why
            tip = scene.tooltip_lines(buttons0[("take", done)].center)
            assert tip == [app.t("flamecraft.why.taken_already", good=app.t(f"flamecraft.good.{done}"))]
        if picked:                                # the same spot again: nothing taken, the reason in red
            actions = len(scene.match.actions)
            click(app, chips0[("take", picked[-1])].center)
            assert len(scene.match.actions) == actions and scene.refusal
        click(app, (chips0 if good != "meat" else buttons0)[("take", good)].center)
        confirm(app, scene)                       # the last good may end the turn: asked first
        settle(app, scene)
        picked.append(good)
    after = scene.state.players[0]["goods"]
    assert all(after[g] == before[g] + 1 for g in picked)


def test_a_potion_fired_up_lights_the_dragons_to_swap_and_a_click_swaps(app):
    scene = solo_at_move(app)
    space = next(i for i, e in enumerate(scene.state.town) if e and None in e["dragons"])
    slot = scene.state.town[space]["dragons"].index(None)
    potion = a_deck_artisan("potion")
    edit(app, scene, lambda s: put_dragon(s, space, slot, potion))
    goto_and_fire(app, scene, space, slot)
    assert scene.decision()["kind"] == "swap"
    lit = set(scene.options()["swap"])
    assert lit == {(a[1], a[2]) for a in scene.state.legal_actions() if a[0] == "swap"} and lit
    other_space, other_slot = sorted(lit)[0]
    other = scene.state.town[other_space]["dragons"][other_slot]
    click(app, slot_spot(scene, other_space, other_slot))
    town = scene.state.town
    assert town[space]["dragons"][slot] == other and town[other_space]["dragons"][other_slot] == potion


def test_a_meat_fired_up_lights_slots_of_any_shop_and_a_drag_fills_one(app):
    scene = solo_at_move(app)
    space = next(i for i, e in enumerate(scene.state.town) if e and None in e["dragons"])
    slot = scene.state.town[space]["dragons"].index(None)
    edit(app, scene, lambda s: put_dragon(s, space, slot, a_deck_artisan("meat")))
    goto_and_fire(app, scene, space, slot)
    assert scene.decision()["kind"] == "place"
    places = [a for a in scene.state.legal_actions() if a[0] == "place"]
    assert {a[2] for a in places} - {space}, "Meat places in another shop too"
    _, cid, where, at = next(a for a in places if a[2] != space)
    drag(app, hand_spot(scene, cid), slot_spot(scene, where, at))
    confirm(app, scene)                                    # it may end the turn: asked first
    assert scene.state.town[where]["dragons"][at] == cid


def rects(scene) -> dict:
    return {a: b.rect for b, a in scene.choice_actions}


def test_one_payment_panel_chooses_the_coins_then_casts_and_undo_takes_it_all_back(app):
    """Issue 20 item 9 (FC-ENCHANT, FC-ENCHANT-COINS): an enchantment dropped on your shop
    opens one payment panel: a row per good with − and + for the coins standing in, the
    totals, Back and Cast. Nothing is paid before Cast; then the engine's questions are
    answered in order from the panel; Undo takes the whole cast back."""
    scene = solo_at_move(app)
    ench = "creme_brulee"                                  # 3 Plant, 1 Iron, 2 Potion: 6 reputation
    space = next(i for i, e in enumerate(scene.state.town)
                 if e and CFG.shops[e["id"]]["icon"] == "bread" and any(e["dragons"]))

    def ready(s):
        set_row(s, ench, *[e for e in s.row if e != ench][:4])
        s.players[0]["goods"].update(plant=2, iron=1, potion=2)
        s.players[0]["coins"] = 2
    edit(app, scene, ready)
    click(app, space_spot(scene, space))
    settle(app, scene)
    assert scene.decision()["kind"] == "choose"
    drag(app, row_spot(scene, ench), space_spot(scene, space))
    plan = scene.paying
    assert plan is not None and plan.coins == {"plant": 1, "iron": 0, "potion": 0}     # goods first
    t = app.t
    shown = rendered_texts(app)
    assert t("flamecraft.ui.pay_row", need="3 Plant", paid="2 Plant + 1 coin") in shown      # never "1 coins"
    assert t("flamecraft.ui.pay_total", what="2 Plant, 1 Iron, 2 Potion, 1 coin") in shown
    before = rects(scene)
    assert set(before) >= {("pay_less", "plant"), ("pay_more", "potion"), ("back",), ("enchant", ench, 0)}
    greyed = {a for b, a in scene.choice_actions if not b.is_enabled()}
    assert ("pay_less", "plant") in greyed and ("pay_less", "iron") in greyed
    assert scene.tooltip_lines(before[("pay_less", "plant")].center) == \
        [t("flamecraft.why.not_enough", what="2 Plant"), t("flamecraft.ui.pay_less_tip", good="Plant")]
    click(app, before[("pay_more", "potion")].center)      # one more coin, for a Potion
    assert plan.coins == {"plant": 1, "iron": 0, "potion": 1} and rects(scene) == before    # nothing moved
    assert ("pay_more", "iron") in {a for b, a in scene.choice_actions if not b.is_enabled()}
    assert scene.tooltip_lines(before[("pay_more", "iron")].center)[0] == t("flamecraft.why.no_more_coins", n=2)
    assert scene.state.players[0]["coins"] == 2 and ench in scene.state.row        # nothing paid yet
    click(app, before[("back",)].center)                   # Back takes nothing
    assert scene.paying is None and ench in scene.state.row and scene.decision()["kind"] == "choose"
    drag(app, row_spot(scene, ench), space_spot(scene, space))
    click(app, rects(scene)[("pay_more", "potion")].center)
    click(app, rects(scene)[("enchant", ench, 0)].center)  # Cast
    confirm(app, scene)
    settle(app, scene)
    p = scene.state.players[0]
    assert ench in scene.state.town[space]["enchantments"]
    assert (p["goods"]["plant"], p["goods"]["iron"], p["goods"]["potion"], p["coins"]) == (0, 0, 1, 0)
    assert [a for a in scene.match.actions if a[0] == "pay"] == [("pay", "plant", 1), ("pay", "iron", 0),
                                                                ("pay", "potion", 1)]
    assert scene.decision()["kind"] == "fire"
    click(app, button(scene, t("ui.undo")))                # one Undo: the cast and its payment
    p = scene.state.players[0]
    assert scene.decision()["kind"] == "choose" and ench in scene.state.row
    assert (p["goods"]["plant"], p["goods"]["potion"], p["coins"]) == (2, 2, 2)


def test_the_gifts_owed_are_shown_while_the_token_is_held_over_a_shop(app):
    setup = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}],
             "first_player": "first"}
    scene = FlamecraftScene(app, Match("flamecraft", rules, setup, 3))
    app.push(scene)
    app.run_frames(2)
    for _ in range(20):
        settle(app, scene)
        if scene.decision()["kind"] == "move":
            break
        click(app, scene.fancy_rects()[0].center)
        confirm(app, scene)
    me = scene.state.current_player
    other = 1 - me
    target = next(i for i, e in enumerate(scene.state.town) if e)

    def ben_there(s):
        s.players[other]["token"] = target
        s.players[me]["token"] = None
        s.players[me]["goods"].update(bread=1, meat=1)      # two kinds: the gift is a choice
    edit(app, scene, ben_there)
    start = token_spot(scene, me)
    post(pygame.MOUSEMOTION, start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, start, button=1)
    app.run_frames(1)
    lines = held_over(app, scene, space_spot(scene, target))
    assert scene.drag and scene.drag["kind"] == "token"
    assert words.gifts_owed_text(app.t, scene.players(), [other]) in lines, lines
    assert "Ben" in " ".join(lines)
    assert scene.state.players[me]["token"] is None            # nothing moved before the drop
    post(pygame.MOUSEBUTTONUP, space_spot(scene, target), button=1)
    app.run_frames(2)
    assert scene.state.players[me]["token"] == target
    assert scene.decision()["kind"] == "gift" and scene.decision()["to"] == other

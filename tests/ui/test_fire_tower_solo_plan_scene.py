"""Fire Tower solo, Action Plan through the real App loop: sets of cards played together
are planned with a button and clicks on the cards, and the side panel shows each set as one
planned item (FT-SOLO-PLAN-SETS)."""
import os

import pygame

from ft_mouse import card_spot
from mouse import button, click, replace_state

from game.core.match import Match
from game.games.fire_tower import rules
from game.games.fire_tower.describe import challenge_progress
from game.games.fire_tower.layout import SIDE_W
from game.games.fire_tower.scene import FireTowerScene

SHOTS = os.environ.get("FT_PLAN_SHOT")          # a path: save the screen with the plan shown

PLAN_HAND = ["crown_fire", "crown_fire", "air_drop", "fire_engine", "helitack", "north"]


def solo_match(level=1, seed=5):
    return Match("fire_tower", rules, {"solo": True, "level": level,
                                       "players": [{"name": "Ranger", "kind": "human"}]}, seed)


def planning(state):
    """The round's challenge is Action Plan and its choice is pending; the hand is PLAN_HAND."""
    state.deck += state.hands[0]
    state.hands[0] = []
    for name in PLAN_HAND:
        cid = next(c for c in state.deck if state.card_id(c) == name)
        state.deck.remove(cid)
        state.hands[0].append(cid)
    state.solo["challenge"] = "action_plan"
    state._decide("action_plan", 0, plan=[])


def test_an_action_plan_set_is_planned_by_mouse_and_shown_as_one_item(app):
    """FT-SOLO-PLAN-SETS: "Plan a double" then the two Crown Fires; "Plan Reckless Abandon"
    then three water cards; then a single card: three planned actions, each set one item in
    the panel, and the turn offers the next planned action."""
    scene = FireTowerScene(app, solo_match())
    app.reset_to(scene)
    app.run_frames(2)
    state = replace_state(app, scene, planning)
    t = scene.t
    assert scene.message.endswith(t("fire_tower.step.action_plan"))
    crowns = sorted(c for c in state.hands[0] if state.card_id(c) == "crown_fire")
    water = sorted(c for c in state.hands[0] if state.card_def(c).type == "water")
    north = next(c for c in state.hands[0] if state.card_id(c) == "north")

    click(app, button(scene, t("fire_tower.action.plan_double")))
    assert scene.combo == {"verb": "plan_double", "sel": []}
    assert scene.message == t("fire_tower.ui.plan_double_pick", n=0)
    for cid in crowns:
        click(app, card_spot(scene, cid))
    assert tuple(scene.match.actions[-1]) == ("plan_double",) + tuple(crowns)
    assert scene.state.decision["plan"] == [["double", crowns]]
    crown = t("fire_tower.card.crown_fire.name")
    assert challenge_progress(t, scene.state) == t("fire_tower.solo.progress.action_plan_making",
                                                  list=f"{crown} + {crown}")

    click(app, button(scene, t("fire_tower.action.plan_reckless")))
    for cid in water:
        click(app, card_spot(scene, cid))
    assert tuple(scene.match.actions[-1]) == ("plan_reckless",) + tuple(water)
    click(app, card_spot(scene, north))
    assert tuple(scene.match.actions[-1]) == ("plan_card", north)
    s = scene.state
    assert s.solo["plan"] == [["double", crowns], ["reckless", water], ["card", north]]
    # the panel lists three items: the two sets and the card
    progress = challenge_progress(t, s)
    names = " + ".join(t(f"fire_tower.card.{s.card_id(c)}.name") for c in water)
    assert progress == t("fire_tower.solo.progress.action_plan", list=", ".join(
        [f"{crown} + {crown}", t("fire_tower.solo.plan_reckless", cards=names),
         t("fire_tower.card.north.name")]))
    lines = app.fonts.wrap(progress, 18, SIDE_W - 24, True)          # wrapped inside the panel
    assert len(lines) >= 2 and all(app.fonts.font(18, True).size(x)[0] <= SIDE_W - 24 for x in lines)
    step = app.fonts.font(18, True).get_linesize()
    box = scene.solo_box()
    assert box.bottom <= scene.log_top() and scene.solo_height() >= 38 + len(lines) * step
    if SHOTS:
        app.run_frames(12)                      # every changed layer repainted (one a frame)
        pygame.image.save(app.screen, SHOTS)
    # on to the turn's action: the next planned action is the button to press
    for _ in range(40):
        d = scene.state.decision
        if d and d["kind"] == "turn_action":
            break
        scene.act(scene.state.legal_actions()[0])
        app.run_frames(1)
    assert scene.state.decision["kind"] == "turn_action"
    click(app, button(scene, t("fire_tower.action.plan")))
    d = scene.state.decision
    assert d["kind"] == "pattern" and d["second"] == crowns[1]     # played doubled
    pygame.event.clear()


def test_the_sanctuary_extra_hawk_can_be_declined_with_a_button(app):
    """FT-SOLO-SANCTUARY-HAWK: at a round's end the extra hawk is dragged from the supply as
    any hawk, or the "No extra firehawk" button places none."""
    scene = FireTowerScene(app, solo_match())
    app.reset_to(scene)
    app.run_frames(2)

    def sanctuary_hawk(state):
        state.solo["sanctuary"] = state.sq(3, 4)
        state._decide("hawk_place", 0, left=1, why="sanctuary", quads=state.hawk_quadrants(0, partner_too=True))

    state = replace_state(app, scene, sanctuary_hawk)
    hawks = list(state.hawks)
    assert scene.options()["squares"]                         # the squares a hawk may go to
    click(app, button(scene, scene.t("fire_tower.action.no_hawk")))
    assert tuple(scene.match.actions[-1]) == ("no_hawk",)
    assert scene.state.hawks == hawks and not (scene.state.decision or {}).get("why") == "sanctuary"
    assert any(scene.t("fire_tower.log.hawk_declined", name="Ranger") in line for line in scene.log)


def test_a_wet_line_water_card_is_discarded_alone_by_mouse(app):
    """FT-SOLO-WET-LINE-ONE: the Wet Line button, then one click on a water card discards it
    (the pick takes as many cards as the rules ask: one)."""
    scene = FireTowerScene(app, solo_match())
    app.reset_to(scene)
    app.run_frames(2)
    for _ in range(40):                                      # to the first turn's action
        d = scene.state.decision
        if d and d["kind"] == "turn_action":
            break
        scene.act(scene.state.legal_actions()[0])
        app.run_frames(1)

    def wet_line(state):
        state.deck += state.hands[0]
        state.hands[0] = []
        for name in ("air_drop", "fire_engine", "north", "north", "east", "east"):
            cid = next(c for c in state.deck if state.card_id(c) == name)
            state.deck.remove(cid)
            state.hands[0].append(cid)
        state.solo["challenge"], state.solo["wet_line"] = "wet_line", 0

    state = replace_state(app, scene, wet_line)
    air = next(c for c in state.hands[0] if state.card_id(c) == "air_drop")
    click(app, button(scene, scene.t("fire_tower.action.wet_line")))
    assert scene.combo == {"verb": "wet_line", "sel": []}
    click(app, card_spot(scene, air))
    assert tuple(scene.match.actions[-1]) == ("wet_line", air)
    assert scene.state.solo["wet_line"] == 1 and air in scene.state.discard
    assert challenge_progress(scene.t, scene.state) == scene.t("fire_tower.solo.progress.wet_line", n=1, of=2)

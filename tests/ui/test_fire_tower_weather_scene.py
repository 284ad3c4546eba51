"""Fire Tower Extreme Weather through the real App loop with posted mouse events: a Special
card used by clicking its chip in the seat's row (Strong Winds, then Light Breeze on its
back; Lookout's draw that must be played), and Coyote Tactics (cards laid face down behind
the hand-over screen, then forced as the next action). Rule ids: seeds/fire_tower.en.md
(FT-EW-...). Positions are prepared on the rules state; every decision after that is made
with the mouse."""
from mouse import click

from game.games.fire_tower.describe import seat_name
from game.games.fire_tower.handover import HandOverScene
from test_fire_tower_events_scene import (at_turn, click_card, click_square, fire, hand_over_to,
                                          hand_strip_hidden, instances, labels, log_has, new_match,
                                          no_events_in_deck, open_scene, paint, press, set_hand)


def chip(scene, seat, special):
    """The centre of `seat`'s chip showing `special`."""
    for rect, shown, _side in scene.seat_special_chips(seat):
        if shown == special:
            return rect.center
    raise AssertionError((special, scene.seat_special_chips(seat)))


def test_strong_winds_chip_then_light_breeze(app):
    """FT-EW-SPECIALS / FT-EW-STRONG-WINDS / FT-EW-LIGHT-BREEZE: every seat's row shows its
    two Special chips; a click on Ana's Strong Winds chip starts it instead of her action:
    she plays wind cards one by one, each placing a gem in its direction, then stops; the
    chip turns over to Light Breeze. Its tooltip says which side it is."""
    match = new_match(2, extreme_weather=True, events=[])
    s = match.state
    paint(s, fire=[(7, 4)])
    no_events_in_deck(s)
    north, east = set_hand(s, 0, ["north", "east", "air_drop", "air_drop", "fire_engine", "fire_engine"])[:2]
    at_turn(s, 0)
    scene = open_scene(app, match)
    hand_over_to(app, scene, 0)
    assert [sp for _r, sp, _s in scene.seat_special_chips(1)] == ["strong_winds", "lookout"]
    lines, _rect = scene.tip_at(chip(scene, 0, "strong_winds"))
    assert lines[0] == app.t("fire_tower.solo.special.strong_winds.name")
    assert lines[-1] == app.t("fire_tower.tip.special_front")

    click(app, chip(scene, 0, "strong_winds"))
    s = scene.state
    assert s.decision["kind"] == "wind_gems" and s.decision["special"] == "strong_winds"
    assert log_has(scene, "special_used", name="Ana", special=app.t("fire_tower.solo.special.strong_winds.name"))
    click_card(app, scene, north)
    click_square(app, 6, 4)                       # north of the gem
    click_card(app, scene, east)
    click_square(app, 6, 5)                       # east of the new gem: they may chain
    s = scene.state
    assert {(6, 4), (6, 5)} <= fire(s)
    if s.decision and s.decision["kind"] == "wind_gems":
        press(app, scene, "stop")
    s = scene.state
    assert s.specials_of(0) == {"strong_winds": "back", "lookout": "front"}
    assert len(s.hands[0]) == 6                   # refilled
    assert [sp for _r, sp, _s in scene.seat_special_chips(0)][0] == "light_breeze"


def test_lookout_chip_draws_three_and_one_must_be_played(app):
    """FT-EW-LOOKOUT: a click on the Lookout chip draws three cards; one of them must be
    played (no Stop while one can be), the others are discarded, no card is drawn after."""
    match = new_match(2, extreme_weather=True, events=[])
    s = match.state
    paint(s, fire=[(7, 4)])
    no_events_in_deck(s)
    set_hand(s, 0, ["air_drop", "air_drop", "fire_engine", "fire_engine", "smokejumper", "smokejumper"])
    at_turn(s, 0)
    scene = open_scene(app, match)
    hand_over_to(app, scene, 0)
    hand = list(s.hands[0])
    click(app, chip(scene, 0, "lookout"))
    s = scene.state
    assert s.decision["kind"] == "pool_play" and len(s.pool) == 3
    assert ("stop",) not in s.legal_actions()
    assert app.t("fire_tower.action.stop") not in labels(scene)
    assert app.t("fire_tower.ui.lookout_play") in scene.message
    assert s.specials_of(0)["lookout"] == "back"


def test_coyote_tactics_cards_laid_face_down_then_forced(app):
    """FT-EW-COYOTE: Ana draws Coyote Tactics at the end of her turn; she, then Ben behind a
    hand-over screen, click two cards each to lay face down. The seat rows show only card
    backs; Ben's next action is his first laid card: the prompt names it and the only
    button plays it."""
    match = new_match(2, events=["coyote_tactics"])
    s = match.state
    paint(s, fire=[(7, 4)])
    no_events_in_deck(s)
    set_hand(s, 0, ["air_drop", "air_drop", "fire_engine", "fire_engine", "smokejumper", "east"])
    set_hand(s, 1, ["north", "south", "west", "flare_up", "ember", "explosion"])
    coyote = instances(s, "coyote_tactics")[0]
    s.outside.remove(coyote) if coyote in s.outside else s.deck.remove(coyote)
    s.deck.append(coyote)                          # drawn by Ana's refill
    east = s.hands[0][5]
    at_turn(s, 0, wind="S")
    scene = open_scene(app, match)
    hand_over_to(app, scene, 0)
    click_card(app, scene, east)                   # Ana plays East: set the wind east
    press(app, scene, "wind_set", wind=app.t("fire_tower.wind.E"))
    s = scene.state
    assert s.decision["kind"] == "coyote_pick" and s.decision["seat"] == 0
    assert log_has(scene, "event_drawn", name="Ana", card=app.t("fire_tower.card.coyote_tactics.name"))
    assert app.t("fire_tower.ui.coyote_pick", n=1, of=2) in scene.message
    first, second = s.hands[0][0], s.hands[0][1]
    click_card(app, scene, first)
    click_card(app, scene, second)
    s = scene.state
    assert s.coyote_cards(0) == [first, second] and first not in s.hands[0]
    # Ben lays his, behind the hand-over screen (which shows no card at all)
    assert isinstance(app.scene, HandOverScene) and hand_strip_hidden(app)
    hand_over_to(app, scene, 1)
    flare, ember = s.hands[1][3], s.hands[1][4]
    click_card(app, scene, flare)
    click_card(app, scene, ember)
    s = scene.state
    assert s.coyote_cards(1) == [flare, ember]
    assert s.view(0)["weather"]["coyote"][1] is None            # face down for Ana
    own, _ = scene.tip_at(scene.face_down_rect(1).center)   # Ben at the screen: his own, named
    names = ", ".join(app.t(f"fire_tower.card.{n}.name") for n in ("flare_up", "ember"))
    assert own[-1] == app.t("fire_tower.tip.face_down_yours", cards=names)
    other, _ = scene.tip_at(scene.face_down_rect(0).center)  # Ana's: only how many
    assert other == [app.t("fire_tower.card.coyote_tactics.name"), app.t("fire_tower.tip.face_down", n=2)]
    # Ben's turn: the wind gem, then his action must be Flare Up
    while s.decision["kind"] != "turn_action":
        if isinstance(app.scene, HandOverScene):
            click(app, app.scene.show_button.rect.center)
        d = s.decision
        assert d["seat"] == 1 and d["kind"] == "turn_wind", d
        act = s.legal_actions()[0]
        click_square(app, act[1], act[2])
        s = scene.state
    assert s.decision["seat"] == 1
    assert s.legal_actions() == [("coyote",)]
    assert app.t("fire_tower.ui.coyote_turn", card=app.t("fire_tower.card.flare_up.name")) in scene.message
    press(app, scene, "coyote")
    s = scene.state
    assert s.coyote_cards(1) == [ember]
    assert log_has(scene, "coyote_played", name=seat_name(app.t, s, 1), card=app.t("fire_tower.card.flare_up.name"))
    assert s.decision["kind"] == "pattern" and s.decision["card"] == flare

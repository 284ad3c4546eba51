"""Fire Tower's Season cards and lightning tokens on screen, through the real App loop with
posted mouse events: the season in force in the side panel (with its tooltip), Lightning
Fires' "call down lightning" button at the start of the turn, the strike in the log, and a
lightning token moved by clicking a lit square after the wind gem lands on it.

Rule ids refer to seeds/fire_tower.en.md: FT-SEASON-PLAY, FT-SEASON-LIGHTNING-FIRES,
FT-LIGHTNING-STRIKE, FT-LIGHTNING-MOVE. Seats: Ana red NW, Ben blue SE."""
from mouse import click
from test_fire_tower_events_scene import (begin_turn, click_square, fire, hand_over_to, labels, log_has,
                                          new_match, no_events_in_deck, open_scene, paint, press, rig, sq)

from game.games.fire_tower.describe import square_name
from game.games.fire_tower.layout import square_rect

SEASONS = ["drought", "lightning_fires", "gale"]
SHOT = None                    # a file name here saves the screen after the strike (to look at it)


def test_lightning_fires_call_and_a_token_moved_by_mouse(app):
    """FT-SEASON-LIGHTNING-FIRES: Ana's turn starts with the choice to call down lightning
    (two buttons); she calls, the wind die says North and every token strikes (the log says
    where). Her wind gem (East) lands on the token r6c6: FT-LIGHTNING-MOVE, she moves it by
    clicking a lit square next to that gem. The side panel shows Lightning Fires in force."""
    match = new_match(2, seasons=SEASONS)
    s = match.state
    paint(s, fire=[(6, 5)])
    no_events_in_deck(s)
    cid = s.cfg.seasons.instance["lightning_fires"]
    for place in (s.deck, s.outside, s.discard):
        if cid in place:
            place.remove(cid)
    s.season = cid
    s.wind = "E"
    rig(s, "wind", ["N"])
    begin_turn(s, 0)
    assert s.decision["kind"] == "lightning_call"
    scene = open_scene(app, match)
    hand_over_to(app, scene, 0)

    chip = scene.season_chip()
    assert chip is not None and app.t("fire_tower.card.lightning_fires.name") in chip[1]
    lines, _ = scene.panel_tip(chip[0].center)
    assert lines[1] == app.t("fire_tower.card.lightning_fires.text")
    assert labels(scene) == [app.t("fire_tower.action.call"), app.t("fire_tower.action.no_call")]

    press(app, scene, "call")
    s = scene.state
    assert {(5, 6), (5, 9), (8, 6), (8, 9)} <= fire(s)
    assert log_has(scene, "lightning_called", name="Ana")
    assert any(app.t("fire_tower.wind.N") in line and square_name(app.t, [5, 6]) in line for line in scene.log)
    assert s.decision["kind"] == "turn_wind"
    # the strike is drawn as a bolt from each token to the square it burned
    assert sorted(scene.strike_paths()) == [((6, 6), (5, 6)), ((6, 9), (5, 9)), ((9, 6), (8, 6)), ((9, 9), (8, 9))]
    app.screenshot(SHOT) if SHOT else None

    click_square(app, 6, 6)                       # the wind gem on the token
    s = scene.state
    assert s.decision["kind"] == "lightning_move" and s.decision["seat"] == 0
    lit = sorted(scene.options()["squares"])
    assert lit == [(6, 7), (7, 6)]
    click_square(app, 3, 3)                       # not a lit square: refused, nothing moves
    assert scene.state.decision["kind"] == "lightning_move"
    click_square(app, 7, 6)
    s = scene.state
    assert sq(7, 6) in s.lightning and sq(6, 6) not in s.lightning
    assert log_has(scene, "lightning_moved", a=square_name(app.t, [6, 6]), b=square_name(app.t, [7, 6]))
    assert s.decision["kind"] == "turn_action"
    lines, _ = scene.tip_at(square_rect(7, 6).center)             # the token's tooltip
    assert lines == [app.t("fire_tower.tip.lightning_token"), app.t("fire_tower.tip.lightning_why_season")]


def test_no_lightning_button_goes_on_to_the_wind_gem(app):
    """FT-SEASON-LIGHTNING-FIRES: "No lightning" leaves the board as it is."""
    match = new_match(2, seasons=SEASONS)
    s = match.state
    paint(s, fire=[(6, 5)])
    no_events_in_deck(s)
    cid = s.cfg.seasons.instance["lightning_fires"]
    for place in (s.deck, s.outside, s.discard):
        if cid in place:
            place.remove(cid)
    s.season = cid
    begin_turn(s, 0)
    scene = open_scene(app, match)
    hand_over_to(app, scene, 0)
    before = set(fire(scene.state))
    press(app, scene, "no_call")
    assert fire(scene.state) == before and scene.state.decision["kind"] == "turn_wind"
    click(app, (5, 5))                            # a click off the board changes nothing
    assert scene.state.decision["kind"] == "turn_wind"

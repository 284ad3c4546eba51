"""Extreme Weather (rules_weather.py): the Special cards for every multiplayer seat, the
events Mobilization, Full Moon, Flock and Coyote Tactics, and which events go in. Rule ids
(FT-EW-...) are those of seeds/fire_tower.en.md. Seats: 0 red NW, 1 purple NE or blue SE
(2 players), 2 blue SE, 3 green SW."""
import json

import pytest

from ft_helpers import (at_turn, burn_towers, clear_events_from_deck, fire_squares, hawk_squares, instances,
                        new, paint, position, refused, rig, set_hand, sq, stack_deck, types)
from game.core.protocol import IllegalAction
from game.games.fire_tower import rules
from game.games.fire_tower.rules_weather import WEATHER_EVENTS, weather_events_available


def fire_event(state, name, drawer):
    """`drawer` draws the event `name` at the end of their turn (after their action)."""
    cid = instances(state, name)[0]
    for place in (state.deck, state.discard, state.outside):
        if cid in place:
            place.remove(cid)
    state.in_play.append(cid)
    state.turn_seat = drawer
    state.stack = [{"t": "end_turn", "seat": drawer}, {"t": "event", "cid": cid, "drawer": drawer}]
    state.decision = None
    state.invalidate()
    events = []
    state._run(events)
    return events


def cards_named(state, names):
    return [state.card_id(c) for c in names]


# ----------------------------------------------------------------- set-up
def test_setup_default_events_and_firestorm_in_the_middle():
    """FT-EW-SETUP: with extreme_weather the recommended two events [A] go into the deck
    (the others stay out); Firestorm is then put in the middle; every seat has both Specials
    front side up. Without it no new event is in and there are no Specials."""
    s = rules.new_game({"players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}],
                        "extreme_weather": True}, 3)
    wanted = list(s.cfg.weather["recommended_events"])
    assert len(wanted) == 2 and s.weather_events() == wanted
    for name in WEATHER_EVENTS:
        cid = s.cfg.event_instance[name]
        assert (cid in s.deck) == (name in wanted) and (cid in s.outside) == (name not in wanted)
    fs = s.cfg.event_instance["firestorm"]
    size = len(s.deck) - 1                        # Firestorm went in after the events
    assert s.deck.index(fs) == size - size // 2
    assert [s.specials_of(i) for i in range(2)] == [{"strong_winds": "front", "lookout": "front"}] * 2
    plain = new(2)
    assert plain.weather is None and plain.specials_of(0) is None and plain.weather_events() == []
    assert all(plain.cfg.event_instance[e] in plain.outside for e in WEATHER_EVENTS)


def test_setup_events_chosen_and_refused():
    """FT-EW-SETUP: `events` names the events shuffled in (also without the Specials);
    unknown or repeated ids are refused by name; lightning_storm only with its effect."""
    s = new(3, events=["mobilization", "coyote_tactics"])
    assert s.specials_of(0) is None and s.weather_events() == ["mobilization", "coyote_tactics"]
    assert s.cfg.event_instance["mobilization"] in s.deck + s.discard + [c for h in s.hands for c in h]
    for bad in (["storm"], ["flock", "flock"], "flock", [3]):
        with pytest.raises(IllegalAction) as info:
            new(2, events=bad)
        assert info.value.key == "setup_option" and info.value.params == {"option": "events"}
    assert ("lightning_storm" in weather_events_available(rules.FireTowerState)) == \
        hasattr(rules.FireTowerState, "_t_lightning_storm")


def test_old_saves_without_weather_load():
    """FT-DIG-SAVE: a save made before Extreme Weather (no `weather` field) loads."""
    s = new(2)
    data = json.loads(json.dumps(s.to_dict()))
    del data["weather"]
    again = rules.from_dict(data)
    assert again.specials_of(0) is None and again.coyote_cards(0) == [] and again.legal_actions()


# ----------------------------------------------------------------- Specials
def test_every_seat_has_its_own_specials_shadows_none():
    """FT-EW-SPECIALS: each seat's Specials are its own (seat 1 turns Strong Winds over,
    seat 0's stays up); a shadow cannot use them."""
    s = position(3, seat=1, fire=[(4, 10)], hand=["north", "east", "air_drop", "air_drop", "fire_engine",
                                                  "fire_engine"], extreme_weather=True, events=[])
    assert ("special", "strong_winds") in s.legal_actions() and ("special", "lookout") in s.legal_actions()
    s.apply(("special", "strong_winds"))
    assert s.decision["kind"] == "wind_gems" and ("stop",) not in s.legal_actions()
    north = next(c for c in s.hands[1] if s.card_id(c) == "north")
    s.apply(("play", north))
    refused(s, ("wind_gem", 4, 11), "not_downwind")
    s.apply(("wind_gem", 3, 10))
    s.apply(("stop",))
    assert (3, 10) in fire_squares(s)
    assert s.specials_of(1)["strong_winds"] == "back" and s.specials_of(0)["strong_winds"] == "front"
    burn_towers(s, [2])
    assert s._special_actions(2) == []


def test_light_breeze_once_per_turn_for_that_seat():
    """FT-EW-LIGHT-BREEZE: with Strong Winds turned over, a wind card played as your action
    lets you play a second one for its third option, once per turn."""
    s = position(2, seat=1, fire=[(10, 10)], hand=["north", "east", "air_drop", "air_drop", "fire_engine",
                                                   "fire_engine"], extreme_weather=True, events=[])
    s.specials_of(1)["strong_winds"] = "back"
    s.invalidate()
    assert ("special", "strong_winds") not in s.legal_actions()
    refused(s, ("special", "strong_winds"), "special_used")
    north = next(c for c in s.hands[1] if s.card_id(c) == "north")
    turn = s.turn_number
    s.apply(("play", north))
    s.apply(("wind_set", "N"))
    assert s.decision["kind"] == "wind_gems" and s.decision["special"] == "light_breeze"
    east = next(c for c in s.hands[1] if s.card_id(c) == "east")
    s.apply(("play", east))
    s.apply(("wind_gem", 10, 11))
    assert (10, 11) in fire_squares(s) and s.weather["breeze_turn"][1] == turn
    assert s.weather["breeze_turn"][0] == -1


def test_lookout_must_play_and_an_event_waits_for_the_card():
    """FT-EW-LOOKOUT: Lookout draws 3 (an event revealed is replaced and waits), one must be
    played, the rest are discarded, no draw after; then the event resolves."""
    s = position(2, seat=0, fire=[(5, 5)], hand=["air_drop", "air_drop", "fire_engine", "fire_engine",
                                                 "smokejumper", "smokejumper"],
                 extreme_weather=True, events=["flock"])
    stack_deck(s, ["flock", "north", "east", "south", "west"])
    before = list(s.hands[0])
    events = s.apply(("special", "lookout"))
    assert "event_set_aside" in types(events)
    assert cards_named(s, s.pool) == ["north", "east", "south"]
    assert ("stop",) not in s.legal_actions()
    north = s.pool[0]
    s.apply(("play", north))
    assert s.pool == [] and s.hands[0] == before                       # no draw
    events = s.apply(("wind_set", "N"))
    assert any(e["type"] == "event" and e["card"] == "flock" for e in events)
    assert s.specials_of(0)["lookout"] == "back"


def test_patrol_keeps_one_and_is_once_per_turn():
    """FT-EW-PATROL: discard a card, draw 2, play one and keep the other; once per turn,
    only after Lookout."""
    s = position(2, seat=1, fire=[(10, 10)], hand=["air_drop"] * 3 + ["fire_engine"] * 3,
                 extreme_weather=True, events=[])
    refused(s, ("patrol", s.hands[1][0]), "special_front_first")
    s.specials_of(1)["lookout"] = "back"
    s.invalidate()
    stack_deck(s, ["north", "east"])
    gone = s.hands[1][0]
    s.apply(("patrol", gone))
    assert ("stop",) not in s.legal_actions() and cards_named(s, s.pool) == ["north", "east"]
    east = s.pool[1]
    s.apply(("play", s.pool[0]))
    assert east in s.hands[1] and gone in s.discard and len(s.hands[1]) == 6
    assert s.weather["patrol_turn"][1] == s.turn_number


# ----------------------------------------------------------------- events
def test_mobilization_three_players_each_play_one_and_pass_left():
    """FT-EW-MOBILIZATION: players + 1 cards; the drawer plays one, passes the rest to the
    left (clockwise); each plays one; the last card is discarded."""
    s = position(3, seat=1, fire=[(5, 5)], events=["mobilization"])
    stack_deck(s, ["north", "east", "south", "west"])
    events = fire_event(s, "mobilization", 1)
    assert [e for e in events if e["type"] == "mobilization"][0]["count"] == 4
    order = []
    while s.decision["kind"] == "pool_play":
        order.append(s.decision["seat"])
        assert ("stop",) not in s.legal_actions()
        s.apply(("play", s.pool[0]))
        s.apply(("wind_roll",))
    assert order == [1, 2, 0]
    west = instances(s, "west")
    assert any(c in s.discard for c in west) and s.pool == []
    assert s.turn_seat == 2                        # the drawer's turn ended: play goes on


def test_mobilization_two_players_pass_back_and_forth():
    """FT-EW-MOBILIZATION: 2 players draw 5 and pass back and forth until each has played
    two; the last is discarded."""
    s = position(2, seat=0, fire=[(5, 5)], events=["mobilization"])
    stack_deck(s, ["north", "east", "south", "west", "north"])
    fire_event(s, "mobilization", 0)
    order = []
    while s.decision["kind"] == "pool_play":
        order.append(s.decision["seat"])
        s.apply(("play", s.pool[0]))
        s.apply(("wind_roll",))
    assert order == [0, 1, 0, 1] and s.pool == []


def test_full_moon_everyone_rolls_the_shadow_die_from_the_drawer():
    """FT-EW-FULL-MOON: every player, standing or shadow, rolls once, clockwise from the
    drawer (the Shadow die code of the shadows)."""
    s = position(3, seat=1, fire=[(5, 5)], events=["full_moon"])
    burn_towers(s, [2])
    paint(s, fire=[(5, 5)])                      # no hawk, no firebreak: a 1 does nothing
    rig(s, "shadow", [1, 1, 1])
    fire_event(s, "full_moon", 1)
    rolled = []
    for _ in range(3):
        assert s.decision["kind"] == "shadow_roll"
        rolled.append(s.decision["seat"])
        s.apply(("roll",))
    assert rolled == [1, 2, 0]
    assert s.turn_seat == 2 and s.turn_kind == "shadow"    # then the shadow's own turn


def test_flock_two_hawks_fly_or_two_arrive():
    """FT-EW-FLOCK: from the drawer: with two hawks, both fly off, each moving a gem of its
    owner's quadrant to an empty square next to other fire; with fewer, two hawks arrive;
    each may then relocate."""
    s = position(2, seat=0, fire=[(5, 5), (5, 6), (12, 12)], hawks=[(3, 3), (4, 6)], events=["flock"])
    fire_event(s, "flock", 0)
    d = s.decision
    assert d["kind"] == "flock_hawk" and d["seat"] == 0
    assert set(s.legal_actions()) == {("pick_hawk", 3, 3), ("pick_hawk", 4, 6)}
    s.apply(("pick_hawk", 3, 3))
    assert s.decision["kind"] == "target" and s.decision["effect"] == "flock"
    refused(s, ("target", 12, 12), "not_your_quadrant")
    s.apply(("target", 5, 5))
    s.apply(("to", 6, 6))
    assert (6, 6) in fire_squares(s) and (5, 5) not in fire_squares(s)
    s.apply(("pick_hawk", 4, 6))
    s.apply(("target", 5, 6))
    s.apply(s.legal_actions()[0])
    assert hawk_squares(s) == set()
    if s.decision["kind"] == "relocate":        # nothing left to relocate for seat 0
        s.apply(("done",))
    assert s.decision["kind"] == "hawk_place" and s.decision["seat"] == 1 and s.decision["left"] == 2


def test_coyote_tactics_forces_the_next_two_actions():
    """FT-EW-COYOTE: each player lays 2 cards face down in order; their next two Part-2
    actions are those cards (the Bucket still allowed, no Specials); the laid cards count
    toward the hand size; others cannot see them."""
    s = position(2, seat=0, fire=[(5, 5)], extreme_weather=True, events=["coyote_tactics"])
    set_hand(s, 1, ["north", "east", "air_drop", "air_drop", "fire_engine", "fire_engine"])
    fire_event(s, "coyote_tactics", 0)
    first = s.hands[0][:2]
    for cid in first:
        s.apply(("pick", cid))
    north, east = s.hands[1][:2]
    s.apply(("pick", north))
    s.apply(("pick", east))
    assert s.coyote_cards(1) == [north, east] and len(s.hands[1]) == 4
    assert s.view(0)["weather"]["coyote"][1] is None and s.view(1)["weather"]["coyote"][1] == [north, east]
    while s.decision["kind"] != "turn_action":
        s.apply(s.legal_actions()[0])
    assert s.decision["seat"] == 1
    assert [a for a in s.legal_actions() if a[0] != "bucket"] == [("coyote",)]
    refused(s, ("play", s.hands[1][0]), "coyote_forced")
    refused(s, ("special", "lookout"), "coyote_forced")
    s.apply(("coyote",))
    assert s.decision["kind"] == "wind_card" and s.decision["card"] == north
    s.apply(("wind_set", "N"))
    assert s.coyote_cards(1) == [east] and len(s.hands[1]) == 5        # 5 + 1 laid = 6


def test_coyote_card_that_cannot_be_played_rulings():
    """FT-EW-COYOTE [INTERP]: a laid card that cannot be played is discarded as the action
    (option coyote_unplayable discard) or discarded before a free action (free_action)."""
    for ruling in ("discard", "free_action"):
        s = position(2, seat=0, fire=[(5, 5)], events=["coyote_tactics"], coyote_unplayable=ruling)
        set_hand(s, 1, ["smokejumper", "north", "air_drop", "air_drop", "fire_engine", "fire_engine"])
        paint(s, fire=[])                            # no gem: Smokejumper can do nothing
        fire_event(s, "coyote_tactics", 0)
        for cid in s.hands[0][:2]:
            s.apply(("pick", cid))
        smoke, north = s.hands[1][:2]
        s.apply(("pick", smoke))
        s.apply(("pick", north))
        while s.decision["kind"] != "turn_action":
            s.apply(s.legal_actions()[0])
        if ruling == "discard":
            assert s.legal_actions() == [("coyote",)]
            events = s.apply(("coyote",))
            assert "card_no_effect" in types(events)
        else:
            assert ("coyote",) not in s.legal_actions() and ("redraw",) in s.legal_actions()
            events = s.apply(("redraw",))
            assert "coyote_unplayable" in types(events)
        assert smoke in s.discard and s.coyote_cards(1) == [north]


def test_coyote_laid_cards_outside_the_hand_option():
    """FT-EW-COYOTE [INTERP] option coyote_laid_cards outside_hand: the hand refills beside
    the laid cards."""
    s = position(2, seat=0, fire=[(5, 5)], events=["coyote_tactics"], coyote_laid_cards="outside_hand")
    fire_event(s, "coyote_tactics", 0)
    assert s.refill_target(0) == s.hand_size
    s2 = position(2, seat=0, fire=[(5, 5)], events=["coyote_tactics"])
    fire_event(s2, "coyote_tactics", 0)
    for cid in s2.hands[0][:2]:
        s2.apply(("pick", cid))
    assert s2.refill_target(0) == s2.hand_size - 2


def test_a_tower_set_on_fire_during_an_event_burns_when_it_ends():
    """FT-EW-EVENT-BURNS [INTERP]: Flock carries a red gem onto the blue back corner; the
    tower burns only once the event is over (after the second hawk has flown)."""
    s = position(2, seat=0, fire=[(5, 5), (5, 6), (15, 14)], hawks=[(3, 3), (4, 6)], events=["flock"])
    corner = s.cfg.back_corner["blue"]
    r, c = divmod(corner, 16)
    paint(s, fire=[(5, 5), (5, 6), (r, c - 1)], hawks=[(3, 3), (4, 6)])
    fire_event(s, "flock", 0)
    s.apply(("pick_hawk", 3, 3))
    s.apply(("target", 5, 5))
    events = s.apply(("to", r, c))
    assert "tower_burned" not in types(events) and not s.is_over
    s.apply(("pick_hawk", 4, 6))
    events = s.apply(("target", 5, 6))
    for _ in range(8):                  # the second gem; Ben's two new hawks: still unburned
        if s.is_over:
            break
        assert s.decision["kind"] in ("dest", "relocate", "hawk_place"), s.decision
        assert "blue" not in s.burned
        events += s.apply(s.legal_actions()[0])
    assert s.is_over and "tower_burned" in types(events) and s.result()["winners"] == [0]


def test_the_guardian_has_both_specials_even_without_extreme_weather():
    """FT-EW-SETUP / FT-VAR-GUARDIAN: with five players the Guardian holds Strong Winds and
    Lookout whether or not the others have Special cards."""
    s = rules.new_game({"players": [{"name": f"P{i}", "kind": "human"} for i in range(5)]}, 1)
    g = s.guardian_seat
    assert s.specials_of(g) == {"strong_winds": "front", "lookout": "front"}
    assert all(s.specials_of(i) is None for i in range(5) if i != g)


def test_weather_log_lines_and_prompts_in_both_languages():
    """FT-EW-FLOCK / FT-EW-MOBILIZATION / FT-EW-FULL-MOON / FT-EW-COYOTE: each step is a
    plain line in the log and the prompt says what to do, in English and Spanish; a laid
    Coyote card is not named until it is played."""
    from game.core.i18n import Translator
    from game.games.fire_tower.describe import describe_event, prompt
    s = position(3, seat=0, fire=[(5, 5), (5, 6)], hawks=[(3, 3), (4, 6)],
                 events=["flock", "mobilization", "full_moon", "coyote_tactics"])
    samples = [{"type": "flock", "seat": 0, "way": "fly"}, {"type": "flock", "seat": 1, "way": "arrive"},
               {"type": "hawk_triggered", "seat": 0, "at": [3, 3], "to": None, "why": "flock"},
               {"type": "flock_no_gem", "seat": 0}, {"type": "mobilization", "seat": 0, "count": 4},
               {"type": "mobilization_pass", "seat": 1, "count": 3},
               {"type": "coyote_laid", "seat": 0, "card": "north", "place": 1, "private": 0},
               {"type": "coyote_played", "seat": 0, "card": "north"},
               {"type": "coyote_unplayable", "seat": 0, "card": "north"}]
    for lang in ("en", "es"):
        t = Translator(lang)
        lines = [describe_event(t, s, e) for e in samples]
        assert all(line and "fire_tower." not in line and "_" not in line for line in lines), lines
        assert t("fire_tower.card.north.name") not in lines[6]
        assert t("fire_tower.card.north.name") in lines[7]
        moon = s.clone()
        fire_event(moon, "full_moon", 0)
        assert t("fire_tower.ui.moon_roll") in prompt(t, moon)
        flock = s.clone()
        fire_event(flock, "flock", 0)
        flock.apply(("pick_hawk", 3, 3))
        assert t("fire_tower.ui.flock_target") in prompt(t, flock)

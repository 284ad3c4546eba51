"""Firehawks and the event cards (Firestorm, Mutual Aid, Shadow of the Wood).

Seats in 4-player positions: 0 red NW, 1 purple NE, 2 blue SE, 3 green SW.
Rule ids refer to seeds/fire_tower.en.md.
"""
from ft_helpers import (burn_towers, fire_squares, hawk_squares, legal, position, refused, rig,
                        sq, stack_deck, types)


def run(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def draw_event(state, name, card="north", option=("wind_set", "N")):
    """The current seat plays `card` and draws the event `name` when refilling."""
    stack_deck(state, [name])
    seat = state.current_player
    cid = next(c for c in state.hands[seat] if state.card_id(c) == card)
    return run(state, ("play", cid), option)


# ================================================================ firehawks
def test_hawk_triggers_after_the_whole_pattern_example():
    """FT-HAWK-PATTERN / FT-HAWK-TRIGGER / FT-HAWK-CARRY / FT-HAWK-CONTROL: A (SW) has a hawk
    on r10c5 and fire on r9c5; B plays Flare Up on r10c4-6; the whole line is placed, then
    A carries the gem from r10c5 to r3c12, next to a gem on r4c12. The other gems stay."""
    s = position(n=4, seat=0, fire=[(9, 5), (4, 12)], hawks=[(10, 5)], hand=["flare_up"])
    events = run(s, ("play", s.hands[0][0]), ("place", 10, 4, 0), ("confirm",))
    assert sorted(map(tuple, events[-1]["cells"])) == [(10, 4), (10, 5), (10, 6)]
    assert s.decision == {"kind": "hawk_trigger", "seat": 3, "at": sq(10, 5), "choices": [sq(10, 5)]}
    assert s.current_player == 3
    refused(s, ("to", 10, 5), "already_fire")
    refused(s, ("to", 2, 12), "not_adjacent_fire")
    events = s.apply(("to", 3, 12))
    assert types(events)[:2] == ["hawk_triggered", "gem_moved"]
    assert fire_squares(s) == {(9, 5), (4, 12), (10, 4), (10, 6), (3, 12)}
    assert hawk_squares(s) == set() and s.hawk_supply() == 18


def test_hawk_gem_may_burn_a_tower_and_hawks_do_not_block():
    """FT-HAWK-CARRY / FT-HAWK-NO-BLOCK / FT-BURN-TOWER: a hawk square counts as empty; the
    carried gem may go onto a back corner."""
    s = position(fire=[(0, 1)], hawks=[(6, 7)], step="wind", wind="N")
    assert legal(s, ("wind", 6, 7))
    s.apply(("wind", 6, 7))
    assert s.decision["kind"] == "hawk_trigger" and s.current_player == 0
    events = s.apply(("to", 0, 0))
    assert "tower_burned" in types(events) and s.is_over and s.winners == [1]


def test_hawk_order_clockwise_and_own_choice():
    """FT-HAWK-ORDER: hawks hit together go clockwise by controller from the acting player;
    a player with several picks their order."""
    s = position(n=4, seat=1, fire=[(9, 6)], hawks=[(10, 6), (10, 8)], hand=["flare_up"])
    run(s, ("play", s.hands[1][0]), ("place", 10, 6, 0), ("confirm",))
    assert s.current_player == 2 and s.decision["at"] == sq(10, 8)      # blue, then green
    s.apply(("to", 9, 8))
    assert s.current_player == 3 and s.decision["at"] == sq(10, 6)
    s = position(n=4, seat=1, fire=[(9, 2)], hawks=[(10, 2), (10, 3)], hand=["burning_snag"])
    run(s, ("play", s.hands[1][0]), ("place", 10, 2, 0), ("confirm",))
    assert s.decision["kind"] == "hawk_trigger" and s.decision["at"] is None and s.current_player == 3
    assert set(s.legal_actions()) == {("pick_hawk", 10, 2), ("pick_hawk", 10, 3)}
    refused(s, ("to", 8, 2), "pick_a_hawk_first")
    run(s, ("pick_hawk", 10, 3), ("to", 8, 2))
    assert s.decision["at"] == sq(10, 2)
    s.apply(("to", 12, 2))
    assert hawk_squares(s) == set() and fire_squares(s) >= {(8, 2), (12, 2)}


def test_hawk_chain_carries_on():
    """FT-HAWK-CHAIN: the gem lands on another hawk, whose controller carries it on."""
    s = position(n=4, seat=0, fire=[(9, 2), (4, 5)], hawks=[(10, 2), (4, 4), (12, 12)], hand=["flare_up"])
    run(s, ("play", s.hands[0][0]), ("place", 10, 1, 0), ("toggle", 10, 3), ("confirm",))
    assert s.decision["at"] == sq(10, 2) and s.current_player == 3
    s.apply(("to", 4, 4))                        # onto red's hawk, next to the gem on r4c5
    assert s.decision["kind"] == "hawk_trigger" and s.decision["at"] == sq(4, 4)
    assert s.current_player == 0
    s.apply(("to", 3, 5))
    assert hawk_squares(s) == {(12, 12)} and (3, 5) in fire_squares(s) and (4, 4) not in fire_squares(s)


def test_active_chooses_hawk_order_option():
    """FT-HAWK-ORDER: option hawk_order active_chooses: the acting player orders them all."""
    s = position(n=4, seat=0, fire=[(8, 3)], hawks=[(9, 3), (9, 4)], hand=["burning_snag"],
                 hawk_order="active_chooses")
    run(s, ("play", s.hands[0][0]), ("place", 9, 3, 0), ("confirm",))
    assert s.decision["kind"] == "hawk_order" and s.current_player == 0
    s.apply(("pick_hawk", 9, 4))
    assert s.decision["kind"] == "hawk_trigger" and s.decision["at"] == sq(9, 4) and s.current_player == 3


def test_hawk_without_destination_keeps_its_gem():
    """FT-HAWK-CARRY: no legal square at all: the gem stays, the hawk goes home."""
    s = position(breaks=[(6, 7), (6, 8), (7, 6), (8, 6), (9, 7), (9, 8), (7, 9)], hawks=[(8, 9)],
                 step="wind", wind="E")
    assert s.legal_actions() == [("wind", 8, 9)]
    events = s.apply(("wind", 8, 9))
    trig = [e for e in events if e["type"] == "hawk_triggered"]
    assert trig == [{"type": "hawk_triggered", "seat": 1, "at": [8, 9], "to": None}]
    assert fire_squares(s) == {(8, 9)} and s.hawks == []


# ================================================================ Firestorm
def test_firestorm_example_snapshot_spread():
    """FT-EVENT-FIRESTORM / FT-EVENT-DRAW: Eternal Flame plus r9c7 and r10c7, storm East:
    new gems on r7c9, r8c9, r9c8, r10c8, and r7c9 does not spread on. Then a new wind, then
    every player with a hand may redraw, the drawer first."""
    s = position(fire=[(9, 7), (10, 7)], hand=["north", "east", "south", "west", "air_drop", "ember"])
    rig(s, "wind", ["E", "S"])
    events = draw_event(s, "firestorm")
    storm = next(e for e in events if e["type"] == "firestorm")
    assert sorted(map(tuple, storm["cells"])) == [(7, 9), (8, 9), (9, 8), (10, 8)]
    assert storm["direction"] == "E" and s.wind == "S"
    assert s.decision["kind"] == "cards" and s.decision["purpose"] == "storm" and s.current_player == 0
    assert len(s.hands[0]) == 5                 # the Firestorm replaced the refill card
    s.apply(("confirm",))                        # discard nothing, draw back to full
    assert len(s.hands[0]) == 6 and s.current_player == 1 and s.decision["purpose"] == "storm"
    run(s, ("pick", s.hands[1][0]), ("confirm",))
    assert len(s.hands[1]) == 6 and s.decision["kind"] == "turn_wind" and s.current_player == 1


def test_firestorm_blocked_by_firebreaks_and_chained_option():
    """FT-EVENT-FIRESTORM: firebreaks block; option firestorm_spread chained: new gems keep
    spreading."""
    s = position(fire=[(9, 7)], breaks=[(7, 9)], hand=["north"])
    rig(s, "wind", ["E", "N"])
    events = draw_event(s, "firestorm")
    storm = next(e for e in events if e["type"] == "firestorm")
    assert sorted(map(tuple, storm["cells"])) == [(8, 9), (9, 8)]
    s = position(hand=["north"], firestorm_spread="chained")
    rig(s, "wind", ["N", "N"])
    events = draw_event(s, "firestorm")
    storm = next(e for e in events if e["type"] == "firestorm")
    assert sorted(map(tuple, storm["cells"])) == [(r, c) for r in range(7) for c in (7, 8)]


def test_firestorm_hits_hawks_after_the_storm():
    """FT-HAWK-STORM: the whole storm first, then the hawks it hit, then the redraws."""
    s = position(hawks=[(6, 7)], hand=["north"])
    rig(s, "wind", ["N", "E"])
    events = draw_event(s, "firestorm")
    assert types(events).index("firestorm") < len(events)
    assert s.decision["kind"] == "hawk_trigger" and s.decision["at"] == sq(6, 7)
    events = s.apply(("to", 9, 8))
    assert "wind_changed" in types(events) and s.decision["purpose"] == "storm"


def test_firestorm_burns_wait_for_the_whole_storm():
    """FT-BURN-TIMING: a tower hit by the storm burns after the redraws."""
    s = position(fire=[(1, 0)], hand=["north", "east"])
    rig(s, "wind", ["N", "E", "S", "W"])
    events = draw_event(s, "firestorm")
    assert "tower_burned" not in types(events) and s.decision["purpose"] == "storm"
    events = run(s, ("confirm",), ("confirm",))
    assert "tower_burned" in types(events) and s.is_over and s.winners == [1]


# =============================================================== Mutual Aid
def test_mutual_aid_gems_every_player_then_burns():
    """FT-EVENT-MUTUAL-AID / FT-BURN-TIMING / FT-WIN-TIE: everyone places one gem next to
    fire, no two aid gems adjacent; towers burn only after the event, so all can burn at
    once and share the win."""
    s = position(fire=[(0, 1), (15, 14)], hand=["north"], mutual_aid=True)
    events = draw_event(s, "mutual_aid")
    assert s.decision["kind"] == "aid_choice" and s.current_player == 0
    assert len(s.hands[0]) == 6                  # discarded and refilled before choosing
    run(s, ("aid", 1), ("cell", 0, 0))
    assert not s.is_over and s.current_player == 1
    events = s.apply(("cell", 15, 15))
    assert types(events).count("tower_burned") == 2
    assert s.is_over and s.winners == [0, 1] and s.verdict == "shared_win"


def test_mutual_aid_no_tower_left_draw_option():
    """FT-WIN-TIE: option no_tower_left draw: nobody wins."""
    s = position(fire=[(0, 1), (15, 14)], hand=["north"], mutual_aid=True, no_tower_left="draw")
    draw_event(s, "mutual_aid")
    run(s, ("aid", 1), ("cell", 0, 0), ("cell", 15, 15))
    assert s.is_over and s.winners == [] and s.verdict == "draw"


def test_mutual_aid_gems_apart_and_firebreaks_and_discards():
    """FT-EVENT-MUTUAL-AID: option 1 gems may not touch each other; option 2 firebreaks;
    option 3 exactly three cards."""
    s = position(n=3, hand=["north"], mutual_aid=True)
    draw_event(s, "mutual_aid")
    run(s, ("aid", 1), ("cell", 6, 7))
    refused(s, ("cell", 6, 6), "touches_aid_gem")
    s = position(n=3, hand=["north"], mutual_aid=True)
    draw_event(s, "mutual_aid")
    run(s, ("aid", 2), ("cell", 3, 3))
    refused(s, ("cell", 3, 4), "firebreak_spacing")
    s = position(n=3, hand=["north"], mutual_aid=True)
    draw_event(s, "mutual_aid")
    s.apply(("aid", 3))
    assert s.decision["kind"] == "cards" and s.decision["min"] == s.decision["max"] == 3


# ====================================================== Shadow of the Wood
def test_shadow_card_joins_the_deck_on_each_burn():
    """FT-EVENT-SHADOW / FT-BURN-STEPS: not in the deck at the start; shuffled in when a
    tower burns."""
    s = position(n=3, fire=[(1, 0)], step="wind", wind="N")
    sotw = s.cfg.event_instance["shadow_of_the_wood"]
    assert sotw in s.outside
    events = s.apply(("wind", 0, 0))
    assert "shadow_card_shuffled" in types(events) and sotw in s.deck


def test_shadow_card_base_effect_wind_rolls():
    """FT-EVENT-SHADOW option 2: three wind rolls, a gem in each rolled direction."""
    s = position(n=3, hand=["north"])
    burn_towers(s, [2])
    assert s.retired == ["S"]                    # blue (SE) burned: nothing stands south
    rig(s, "wind", ["S", "W", "W", "E"])         # the retired S is rolled again
    draw_event(s, "shadow_of_the_wood")
    assert s.decision["kind"] == "sotw_choice" and s.current_player == 2
    events = run(s, ("sotw", 2), ("cell", 7, 6), ("cell", 7, 5), ("cell", 7, 9))
    rolls = [e["rolls"] for e in events if e["type"] == "wind_roll"]
    assert rolls[0] == ["S", "W"] and fire_squares(s) >= {(7, 6), (7, 5), (7, 9)}
    assert s.sotw_actors == [] and s.current_player == 1


def test_shadow_card_base_effect_steal_and_play():
    """FT-EVENT-SHADOW option 1: a random card from each standing hand; play one; the
    robbed players stay a card short until the end of their next turn."""
    s = position(n=3, hand=["north"])
    burn_towers(s, [2])
    draw_event(s, "shadow_of_the_wood")
    events = s.apply(("sotw", 1))
    stolen = [e for e in events if e["type"] == "card_stolen"]
    assert {e["from_seat"] for e in stolen} == {0, 1} and len(s.pool) == 2
    assert s.short == [1, 1, 0] and len(s.hands[1]) == 6 and s.hand_size == 7
    plays = [a for a in s.legal_actions() if a[0] == "play"]
    assert plays and ("stop",) not in s.legal_actions()      # one of them must be played
    wind = next((a for a in plays if s.card_def(a[1]).type == "wind"), None)
    if wind is not None:
        run(s, wind, ("wind_roll",))
    else:
        s.apply(plays[0])
        while s.current_player == 2 and s.decision["kind"] not in ("turn_wind",):
            s.apply(s.legal_actions()[0])
    assert s.pool == [] and s.current_player == 1 and len(s.hands[1]) == 6


def test_event_refill_and_reshuffle_keeps_shadow_card_out():
    """FT-EVENT-DRAW / FT-TURN-DECK: the drawer keeps drawing after an event; a reshuffle
    leaves Shadow of the Wood out until the next burn."""
    s = position(hand=["north"])
    sotw = s.cfg.event_instance["shadow_of_the_wood"]
    s.discard += s.deck[:-1] + [sotw]
    s.outside.remove(sotw)
    s.deck = s.deck[-1:]
    s.invalidate()
    run(s, ("play", s.hands[0][0]), ("wind_set", "N"))
    assert sotw in s.outside and len(s.hands[0]) == 6

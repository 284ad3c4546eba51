"""Root engine: the Woodland Alliance (the seed; the RT-WA-OVERVIEW … RT-WA-OUTRAGE-PLACE ids of seeds/root.en.md)."""
from __future__ import annotations

from rt_helpers import check_invariants, dice, new, position, run


def al(s):
    return s.players[1]


def test_spread_cost_and_vp_follow_the_track():
    """RT-WA-SPREAD, RT-WA-TRACK: anywhere with no token; then next to one; 1 card for the
    first three, 0 then 1 VP."""
    s = position(new(), {}, phase="birdsong", current=1,
                 supporters=["anvil_1", "crossbow_1", "root_tea_2", "sword_1"])
    assert {a[1] for a in s.legal_actions() if a[0] == "spread"} == set(range(1, 13))
    run(s, ("spread", 8))                  # fox: anvil or the bird crossbow
    assert s.decision()["kind"] == "spend"
    run(s, ("spend", "anvil_1"))
    assert s.sympathetic(8) and al(s)["vp"] == 0 and al(s)["sympathy_left"] == 9
    assert {a[1] for a in s.legal_actions() if a[0] == "spread"} == {4, 7}
    run(s, ("spread", 7))
    run(s, ("spend", "sword_1"))
    assert al(s)["vp"] == 1
    check_invariants(s)


def test_martial_law_costs_one_more():
    """RT-WA-MARTIAL-LAW: 3 Marquise warriors add a supporter to the cost."""
    s = position(new(), {8: {"marquise": 3}, 4: {"marquise": 2}}, phase="birdsong", current=1,
                 supporters=["anvil_1"])
    assert s.spread_cost(8) == 2 and s.spread_cost(4) == 1
    spreads = {a[1] for a in s.legal_actions() if a[0] == "spread"}
    assert 8 not in spreads and 1 in spreads


def test_revolt_clears_places_base_warriors_and_an_officer():
    """RT-WA-REVOLT: 2 matching supporters; every enemy piece goes (1 VP per building or
    token); warriors = sympathetic clearings of the suit; 1 officer."""
    s = position(new(), {8: {"marquise": 2, "buildings": ["sawmill", "workshop"], "tokens": ["sympathy", "wood"]},
                         1: {"tokens": ["sympathy"]}, 7: {"tokens": ["sympathy"]}},
                 phase="birdsong", current=1, supporters=["anvil_1", "crossbow_1"])
    run(s, ("revolt", 8))
    assert s.cl(8)["buildings"] == ["base_fox"] and s.cl(8)["tokens"] == ["sympathy"]
    assert s.cl(8)["warriors"] == {"marquise": 0, "alliance": 2}        # fox: 8 and 1
    assert al(s)["officers"] == 1 and al(s)["vp"] == 3 and al(s)["bases_left"] == ["rabbit", "mouse"]
    assert al(s)["supporters"] == []
    check_invariants(s)


def test_mobilize_and_supporters_limit_without_a_base():
    """RT-WA-MOBILIZE, RT-WA-SUPPORTERS-LIMIT: five at most with no base; the extra card
    is discarded."""
    deck = new().deck
    s = position(new(), {}, current=1, hands={1: ["anvil_1"]},
                 supporters=["crossbow_1", "sword_1", "root_tea_1", "root_tea_2", "root_tea_3"])
    run(s, ("mobilize", "anvil_1"))
    assert len(al(s)["supporters"]) == 5 and "anvil_1" in s.discard
    s = position(s, {9: {"buildings": ["base_mouse"], "alliance": 1}}, current=1, hands={1: ["anvil_1"]},
                 supporters=["crossbow_1", "sword_1", "root_tea_1", "root_tea_2", "root_tea_3"])
    run(s, ("mobilize", "anvil_1"))
    assert len(al(s)["supporters"]) == 6


def test_train_needs_a_card_of_a_base_suit():
    """RT-WA-TRAIN"""
    s = position(new(), {9: {"buildings": ["base_mouse"]}}, current=1, hands={1: ["anvil_1", "sword_1", "crossbow_1"]})
    trains = {a[1] for a in s.legal_actions() if a[0] == "train"}
    assert trains == {"sword_1", "crossbow_1"}
    run(s, ("train", "sword_1"))
    assert al(s)["officers"] == 1


def test_operations_limited_by_officers_recruit_and_organize():
    """RT-WA-OPERATIONS, RT-WA-OP-RECRUIT, RT-WA-OP-ORGANIZE"""
    s = position(new(), {9: {"buildings": ["base_mouse"], "alliance": 1}, 12: {"alliance": 1}},
                 phase="evening", current=1, officers=2)
    assert ("recruit", 9) in s.legal_actions() and ("organize", 12) in s.legal_actions()
    turn = s.turn_number
    run(s, ("recruit", 9))
    run(s, ("organize", 12))
    assert s.cl(9)["warriors"]["alliance"] == 2 and s.sympathetic(12) and s.cl(12)["warriors"]["alliance"] == 0
    # no operation left: only End Evening, the player's to click (RT-DIG-STEPS); then the draw and the turn passes
    assert s.legal_actions() == [("end_phase",)] and s.turn_number == turn
    run(s, ("end_phase",))
    assert s.turn_number > turn
    check_invariants(s)


def test_evening_draw_one_plus_bases():
    """RT-WA-EVENING-DRAW"""
    s = position(new(), {9: {"buildings": ["base_mouse"]}, 8: {"buildings": ["base_fox"]}}, phase="evening", current=1)
    run(s, ("end_phase",))
    assert len(al(s)["hand"]) == 3


def test_losing_a_base_supporters_and_officers():
    """RT-WA-BASE-LOST, RT-WA-BASE-RETURNS: supporters of the suit (birds too) go, half
    the officers rounded up; with no base left the stack is cut to 5 by choice."""
    sup = ["anvil_1", "crossbow_1", "sword_1", "root_tea_1", "root_tea_2", "root_tea_3", "bake_sale_1",
           "investments_1", "travel_gear_2"]
    s = position(new(), {9: {"buildings": ["base_mouse"], "marquise": 3}}, officers=3, supporters=sup)
    dice(s, 2, 0)
    run(s, ("battle", 9, "alliance"))
    # the Marquise hits the base (defenseless +1): mouse supporters and the bird go
    assert "base_mouse" not in s.cl(9)["buildings"] and al(s)["bases_left"] == ["fox", "rabbit", "mouse"]
    assert al(s)["officers"] == 1
    assert set(al(s)["supporters"]) == {"anvil_1", "root_tea_1", "root_tea_2", "bake_sale_1"}
    check_invariants(s)
    sup2 = sup[:1] + ["foxfolk_steel_1", "stand_and_deliver_1", "tax_collector_1", "tax_collector_2", "favor_of_the_foxes_1"]
    s = position(s, {9: {"buildings": ["base_mouse"], "marquise": 3}}, officers=0, supporters=sup2)
    dice(s, 2, 0)
    run(s, ("battle", 9, "alliance"))
    assert s.decision()["kind"] == "discard_supporter" and s.current_player == 1
    run(s, ("discard_supporter", "anvil_1"))
    assert len(al(s)["supporters"]) == 5


def test_outrage_when_she_moves_into_sympathy_and_without_a_card():
    """RT-WA-OUTRAGE: a matching card to the supporters (her choice); with none, her hand
    is shown and the Alliance draws one."""
    s = position(new(), {1: {"marquise": 3}, 5: {"tokens": ["sympathy"]}, 9: {"tokens": ["sympathy"]}},
                 hands={0: ["root_tea_2", "ambush_1", "anvil_1"]})
    run(s, ("march", 1, 5, 1))
    assert s.decision()["kind"] == "outrage"
    assert set(s.legal_actions()) == {("outrage", "root_tea_2"), ("outrage", "ambush_1")}
    run(s, ("outrage", "ambush_1"))
    assert "ambush_1" in al(s)["supporters"]
    s.players[0]["hand"] = []
    s.discard += ["root_tea_2", "anvil_1"]
    events = run(s, ("move", 1, 9, 1))
    assert any(e["type"] == "reveal_hand" for e in events) and len(al(s)["supporters"]) == 2
    check_invariants(s)


def test_outrage_per_action_option_and_placement_never_outrages():
    """RT-WA-OUTRAGE-COUNT, RT-WA-OUTRAGE-PLACE: Favor of the Rabbits removes three tokens:
    three Outrages by default, one with per_action; recruiting into sympathy: none."""
    for option, expect in (("per_token_and_move", 3), ("per_action", 1)):
        s = position(new(outrage_count=option), {n: {"tokens": ["sympathy"], "marquise": 1,
                     "buildings": ["workshop"]} for n in (3, 4, 5)},
                     hands={0: ["favor_of_the_rabbits_1"]})
        events = run(s, ("craft", "favor_of_the_rabbits_1", "rabbit+rabbit+rabbit"))
        assert sum(1 for e in events if e["type"] == "outrage") == expect
        assert s.players[0]["vp"] == 3
    s = position(new(), {1: {"marquise": 1, "buildings": ["recruiter"], "tokens": ["sympathy"]}})
    events = run(s, ("recruit",))
    assert not any(e["type"] == "outrage" for e in events)


def test_every_revolt_comes_before_the_spreads():
    """RT-WA-ORDER"""
    s = position(new(), {8: {"marquise": 1, "tokens": ["sympathy"]}}, phase="birdsong", current=1,
                 supporters=["anvil_1", "crossbow_1", "foxfolk_steel_1", "root_tea_2"])
    assert ("revolt", 8) in s.legal_actions()
    run(s, ("spread", 4), ("spend", "root_tea_2"))
    assert s.sympathetic(4) and s.phase == "birdsong"
    assert not any(a[0] == "revolt" for a in s.legal_actions())
    assert any(a[0] == "spread" for a in s.legal_actions())


def test_alliance_crafts_in_daylight_with_sympathy_only():
    """RT-WA-CRAFT, RT-WA-CRAFT-ACTION"""
    s = position(new(), {3: {"tokens": ["sympathy"]}, 4: {"tokens": ["sympathy"]}}, phase="birdsong",
                 current=1, hands={1: ["bake_sale_1"]})
    assert not any(a[0] == "craft" for a in s.legal_actions())
    s.phase = "daylight"
    s._legal = None
    run(s, ("craft", "bake_sale_1", "rabbit+rabbit"))
    assert s.players[1]["vp"] == 3 and s.players[1]["items"] == ["coins"] and s.item_supply["coins"] == 1


def test_favor_by_the_marquise_removes_a_base_with_outrage():
    """RT-DECK-FAVORS, RT-WA-BASE-LOST, RT-WA-OUTRAGE"""
    s = position(new(), {2: {"marquise": 1, "buildings": ["workshop"]}, 7: {"marquise": 1, "buildings": ["workshop"]},
                         9: {"marquise": 1, "buildings": ["workshop"]},
                         11: {"alliance": 2, "buildings": ["base_mouse"], "tokens": ["sympathy"]}},
                 hands={0: ["favor_of_the_mice_1", "sword_1"]}, officers=2, supporters=["smugglers_trail_1"])
    run(s, ("craft", "favor_of_the_mice_1", "mouse+mouse+mouse"))
    assert s.cl(11)["buildings"] == ["ruin"] and s.cl(11)["tokens"] == [] and s.cl(11)["warriors"]["alliance"] == 0
    assert s.players[0]["vp"] == 2 and s.players[1]["officers"] == 1
    # the rabbit supporter stays; her mouse card went to the supporters for the token
    assert s.players[1]["supporters"] == ["smugglers_trail_1", "sword_1"]
    check_invariants(s)


def test_revolt_against_warriors_allows_field_hospitals():
    """RT-WA-REVOLT, RT-MC-HOSPITALS"""
    s = position(new(), {1: {"marquise": 1, "tokens": ["keep"]}, 8: {"marquise": 2, "tokens": ["sympathy"]}},
                 phase="birdsong", current=1, supporters=["anvil_1", "foxfolk_steel_1"], hands={0: ["travel_gear_1"]})
    run(s, ("revolt", 8))
    assert s.decision()["kind"] == "field_hospitals" and s.current_player == 0
    run(s, ("field_hospitals", "travel_gear_1"))
    assert s.cl(1)["warriors"]["marquise"] == 3 and s.cl(8)["warriors"] == {"marquise": 0, "alliance": 1}
    check_invariants(s)

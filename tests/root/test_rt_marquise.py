"""Root engine: the Marquise de Cat (the RT-MC-OVERVIEW … RT-MC-EVENING ids of seeds/root.en.md)."""
from __future__ import annotations

from rt_helpers import check_invariants, new, position, run


def test_birdsong_wood_per_sawmill():
    """RT-MC-BIRDSONG"""
    s = position(new(), {1: {"marquise": 1, "buildings": ["sawmill"]}, 5: {"marquise": 1, "buildings": ["sawmill", "sawmill"]}},
                 phase="evening", current=1)
    run(s, ("end_phase",))
    while s.current == 1 and not s.is_over:
        run(s, s.legal_actions()[0])
    assert s.cl(1)["tokens"].count("wood") == 1 and s.cl(5)["tokens"].count("wood") == 2
    check_invariants(s)


def test_short_wood_she_chooses_which_sawmills():
    """RT-MC-BIRDSONG [INTERP] option short_wood=choose"""
    s = position(new(), {1: {"marquise": 1, "buildings": ["sawmill"]}, 5: {"marquise": 1, "buildings": ["sawmill"]},
                         8: {"marquise": 1, "tokens": ["wood"] * 7}}, phase="evening", current=1)
    s.stack = [{"k": "start_turn", "seat": 0}]
    s._settle([])
    assert s.decision()["kind"] == "wood" and set(s.legal_actions()) == {("wood", 1), ("wood", 5)}
    run(s, ("wood", 5))
    assert s.cl(5)["tokens"] == ["wood"] and s.cl(1)["tokens"] == []


def test_build_cost_vp_and_wood_route_through_ruled_clearings():
    """RT-MC-BUILD, RT-MC-TRACKS: the 2nd workshop costs 1 wood and scores 2; wood comes
    only through clearings she rules."""
    s = position(new(), {1: {"marquise": 2, "buildings": ["workshop"]}, 10: {"marquise": 1},
                         2: {"marquise": 1, "tokens": ["wood"]}, 5: {"alliance": 2, "tokens": ["wood"]}})
    # 1 - 10 - 2 is ruled; 5 (with wood) is the Alliance's
    assert s.wood_network(1) == [1, 2, 10]
    assert ("build", "workshop", 10) in s.legal_actions() and ("build", "recruiter", 2) in s.legal_actions()
    assert not any(a[0] == "build" and a[2] == 1 for a in s.legal_actions())     # its one slot is full
    run(s, ("build", "workshop", 10))
    assert s.cl(10)["buildings"] == ["ruin", "workshop"] and s.cl(2)["tokens"] == []
    assert s.players[0]["vp"] == 2 and s.turn["actions_left"] == 2
    # the 3rd workshop costs 2: only the Alliance's wood is left
    assert not any(a[:2] == ("build", "workshop") for a in s.legal_actions())
    check_invariants(s)


def test_pay_wood_choice_when_the_route_offers_one():
    """RT-MC-BUILD: she chooses which wood pays."""
    s = position(new(), {1: {"marquise": 2, "buildings": ["sawmill"], "tokens": ["wood"]},
                         10: {"marquise": 1, "tokens": ["wood"]}})
    run(s, ("build", "sawmill", 10))
    assert s.decision()["kind"] == "pay_wood"
    assert set(s.legal_actions()) == {("pay_wood", 1), ("pay_wood", 10)}
    run(s, ("pay_wood", 1))
    assert s.cl(1)["tokens"] == [] and s.cl(10)["tokens"] == ["wood"]


def test_recruit_once_per_turn_at_every_recruiter():
    """RT-MC-RECRUIT"""
    s = position(new(), {1: {"marquise": 1, "buildings": ["recruiter"]}, 5: {"marquise": 1, "buildings": ["recruiter"]}})
    run(s, ("recruit",))
    assert s.cl(1)["warriors"]["marquise"] == 2 and s.cl(5)["warriors"]["marquise"] == 2
    assert ("recruit",) not in s.legal_actions()


def test_march_is_two_moves_for_one_action():
    """RT-MC-MARCH"""
    s = position(new(), {1: {"marquise": 3}})
    run(s, ("march", 1, 5, 2))
    assert s.decision()["kind"] == "march_move" and ("skip",) in s.legal_actions()
    run(s, ("move", 5, 2, 1))
    assert s.turn["actions_left"] == 2 and s.cl(2)["warriors"]["marquise"] == 1


def test_overwork_and_hawks_for_hire():
    """RT-MC-OVERWORK, RT-MC-HAWKS"""
    s = position(new(), {1: {"marquise": 1, "buildings": ["sawmill"]}}, hands={0: ["crossbow_1", "anvil_1", "root_tea_2"]})
    assert ("overwork", 1, "root_tea_2") not in s.legal_actions()          # a rabbit card
    run(s, ("overwork", 1, "anvil_1"))
    assert s.cl(1)["tokens"] == ["wood"] and s.turn["actions_left"] == 2
    run(s, ("hawks", "crossbow_1"))
    assert s.turn["actions_left"] == 3 and "crossbow_1" in s.discard


def test_evening_draw_bonus_from_recruiters():
    """RT-MC-EVENING: 1, +1 after the 3rd recruiter, +1 after the 5th."""
    s = position(new(), {1: {"marquise": 1}})
    assert s.marquise_draw_count() == 1
    s.players[0]["buildings_left"]["recruiter"] = 3
    assert s.marquise_draw_count() == 2
    s.players[0]["buildings_left"]["recruiter"] = 1
    assert s.marquise_draw_count() == 3


def test_field_hospitals_bring_removed_warriors_to_the_keep():
    """RT-MC-HOSPITALS: one matching card for all the warriors removed in a clearing."""
    s = position(new(), {1: {"marquise": 1, "tokens": ["keep"]}, 5: {"marquise": 2, "alliance": 3}},
                 phase="evening", current=1, hands={0: ["root_tea_2", "anvil_1"]})
    from rt_helpers import dice
    dice(s, 3, 0)
    s.players[1]["officers"], s.players[1]["warriors_supply"] = 1, s.players[1]["warriors_supply"] - 1
    s._legal = None
    run(s, ("battle", 5, "marquise"))
    assert s.decision()["kind"] == "field_hospitals" and s.current_player == 0
    assert set(s.legal_actions()) == {("field_hospitals", "root_tea_2"), ("skip",)}
    run(s, ("field_hospitals", "root_tea_2"))
    assert s.cl(1)["warriors"]["marquise"] == 3 and s.cl(5)["warriors"]["marquise"] == 0
    check_invariants(s)


def test_keep_closed_to_alliance_placement_and_lost_for_good():
    """RT-MC-KEEP, RT-WA-KEEP: no Spread there; removing the keep scores 1, and Field
    Hospitals stop."""
    s = position(new(), {1: {"tokens": ["keep"]}, 5: {"tokens": ["sympathy"]}}, phase="birdsong", current=1,
                 supporters=["anvil_1", "crossbow_1"])
    assert ("spread", 1) not in s.legal_actions() and ("spread", 5) not in s.legal_actions()
    s.remove_piece([], 1, "keep", "alliance")
    assert s.players[0]["keep_lost"] and s.players[1]["vp"] == 1 and s.keep_clearing() is None
    s.remove_warriors([], "marquise", 1, 0, "alliance")
    s.cl(9)["warriors"]["marquise"] = 1
    s.players[0]["warriors_supply"] -= 1
    s.remove_warriors([], "marquise", 9, 1, "alliance")
    assert not any(t["k"] == "field_hospitals" for t in s.stack)

"""Root engine: set-up, rule, move, cards, crafting, victory (seeds/root.en.md RT-…)."""
from __future__ import annotations

import pytest
from rt_helpers import check_invariants, new, position, run

from game.core.protocol import IllegalAction
from game.games.root import rules


def test_setup_deck_hands_supporters_and_marquise_pieces():
    """RT-SETUP, RT-SETUP-DOMINANCE, RT-SETUP-MARQUISE, RT-SETUP-ALLIANCE: 50 cards without
    dominance, 3 cards each, 3 supporters, 12 items, ruins, 11 warriors and no warrior in the
    corner opposite the keep."""
    s = new(keep=2, buildings=(("sawmill", 2), ("workshop", 2), ("recruiter", 5)))
    assert len(s.deck) == 50 - 6 - 3 and s.discard == []
    assert sorted(s.out) == ["dominance_1", "dominance_2", "dominance_3", "dominance_4"]
    assert len(s.players[1]["supporters"]) == 3
    assert sum(s.item_supply.values()) == 12 and s.item_supply["coins"] == 2 and s.item_supply["crossbow"] == 1
    assert [n for n in range(1, 13) if "ruin" in s.cl(n)["buildings"]] == [6, 10, 11, 12]
    assert s.warriors_on_map("marquise") == 11 and s.cl(4)["warriors"]["marquise"] == 0
    assert s.keep_clearing() == 2 and s.players[0]["buildings_left"] == {"sawmill": 5, "workshop": 5, "recruiter": 5}
    assert s.warriors_on_map("alliance") == 0 and s.players[1]["sympathy_left"] == 10
    check_invariants(s, round_trip=True)


def test_setup_building_only_near_the_keep_and_options_checked():
    """RT-SETUP-MARQUISE: the three buildings go in the keep clearing or next to it;
    RT-DIG-OPTIONS: a bad option value is refused."""
    s = rules.new_game({"players": [{"name": "a"}, {"name": "b"}], "first_player": "marquise"}, 3)
    s.apply(("keep", 3))
    spots = {a[2] for a in s.legal_actions()}
    assert spots == {3, 6, 7, 11}
    with pytest.raises(IllegalAction):
        s.apply(("setup_building", "sawmill", 1))
    with pytest.raises(IllegalAction) as err:
        rules.new_game({"players": [{"name": "a"}, {"name": "b"}], "turn_limit": "x"}, 1)
    assert err.value.key == "setup_option"
    with_dom = rules.new_game({"players": [{"name": "a"}, {"name": "b"}], "dominance_cards": True}, 1)
    assert with_dom.out == [] and len(with_dom.deck) == 54 - 9


def test_rule_counts_warriors_and_buildings_not_tokens_ties_nobody():
    """RT-RULE"""
    s = position(new(), {5: {"marquise": 1, "alliance": 1}, 9: {"marquise": 1, "buildings": ["sawmill"],
                         "alliance": 2}, 2: {"alliance": 0, "tokens": ["sympathy"], "marquise": 0},
                         7: {"alliance": 1, "buildings": ["base_mouse"], "marquise": 1}})
    assert s.ruler(5) is None
    assert s.ruler(9) is None            # 1 warrior + 1 sawmill against 2 warriors
    assert s.ruler(2) is None            # a token does not rule
    assert s.ruler(7) == "alliance"


def test_move_needs_rule_of_origin_or_destination_any_number():
    """RT-MOVE, RT-MOVE-RULE, RT-MOVE-AGAIN"""
    s = position(new(), {1: {"marquise": 3}, 5: {"alliance": 2}, 9: {"alliance": 1},
                         12: {"alliance": 4}}, current=0)
    marches = {a for a in s.legal_actions() if a[0] == "march"}
    assert ("march", 1, 5, 3) in marches and ("march", 1, 9, 1) in marches
    assert not any(a[1] == 9 for a in marches)        # 9 and 12 are the Alliance's
    run(s, ("march", 1, 9, 3))
    assert s.decision()["kind"] == "march_move"
    # now she rules 9: the same warriors may move again, into 12 (Alliance-ruled)
    assert ("move", 9, 12, 3) in s.legal_actions()
    run(s, ("move", 9, 12, 3))
    assert s.cl(12)["warriors"] == {"marquise": 3, "alliance": 4}


def test_reshuffle_when_the_deck_runs_out():
    """RT-CARD-RESHUFFLE"""
    s = position(new(), {1: {"marquise": 1}}, phase="evening", current=1)
    s.discard += s.deck
    s.deck = []
    s._legal = None
    events = s.apply(("end_phase",))
    assert any(e["type"] == "reshuffle" for e in events)
    assert len(s.players[1]["hand"]) == 1 and s.discard == []
    check_invariants(s)


def test_hand_limit_five_at_end_of_evening():
    """RT-CARD-DRAW: draw 1 (+bonuses), then discard to 5, the player choosing."""
    s = new()
    hand = [c for c in s.deck[:6]]
    s = position(s, {1: {"marquise": 1}}, phase="evening", current=1, hands={1: hand})
    run(s, ("end_phase",))
    assert s.decision()["kind"] == "discard" and s.current_player == 1
    choice = s.legal_actions()[0]
    run(s, choice)
    run(s, s.legal_actions()[0])
    assert len(s.players[1]["hand"]) == 5 and s.current == 0
    check_invariants(s)


def test_birds_are_wild_but_bird_asked_means_bird():
    """RT-CARD-BIRDS: a bird card pays Overwork anywhere; take_dominance of the bird card
    needs a bird."""
    s = new(dominance_cards=True)
    s = position(s, {1: {"marquise": 1, "buildings": ["sawmill"]}}, hands={0: ["ambush_1", "travel_gear_1"]})
    acts = s.legal_actions()
    assert ("overwork", 1, "ambush_1") in acts          # bird for a fox clearing
    assert ("overwork", 1, "travel_gear_1") in acts     # the fox card itself
    s.dominance_pool = ["dominance_1"]
    s.deck.remove("dominance_1")
    s._legal = None
    takes = [a for a in s.legal_actions() if a[0] == "take_dominance"]
    assert takes == [("take_dominance", "dominance_1", "ambush_1")]
    check_invariants(s)


def test_win_at_30_in_the_middle_of_a_turn():
    """RT-WIN-30: the game ends at once, mid-Daylight."""
    s = position(new(), {1: {"marquise": 2}, 5: {"marquise": 1, "buildings": ["sawmill"] }})
    s.players[0]["vp"] = 29
    s.players[0]["buildings_left"]["workshop"] = 2           # next workshop scores 4
    s.cl(1)["tokens"] = ["wood"] * 3
    s.players[0]["wood_supply"] -= 3
    s._legal = None
    events = run(s, ("build", "workshop", 1))
    assert s.is_over and s.result()["winner"] == "marquise" and s.result()["reason"] == "vp"
    assert events[-1]["type"] == "game_over" and s.legal_actions() == []
    with pytest.raises(IllegalAction) as err:
        s.apply(("end_phase",))
    assert err.value.key == "game_over"


def test_dominance_played_at_10_stops_scoring_and_wins_at_birdsong():
    """RT-WIN-DOMINANCE"""
    s = new(dominance_cards=True)
    s = position(s, {1: {"alliance": 1}, 6: {"alliance": 1}, 8: {"alliance": 2}, 12: {"marquise": 1}},
                 current=1, hands={1: ["dominance_2"]}, officers=0)
    assert not any(a[0] == "dominance" for a in s.legal_actions())        # 0 VP
    s.players[1]["vp"] = 10
    s._legal = None
    run(s, ("dominance", "dominance_2"))
    assert s.players[1]["dominance"] == "dominance_2"
    s.add_vp([], "alliance", 3, "test")
    assert s.players[1]["vp"] == 10                                     # off the track
    s.players[1]["vp"] = 40
    assert not s._check_win([])                                         # no 30-VP win either
    # start of the Alliance's next Birdsong: rules 1, 6, 8 (fox)
    s.stack = [{"k": "start_turn", "seat": 1}]
    s._settle([])
    assert s.is_over and s.winner == "alliance" and s.reason == "dominance"


def test_bird_dominance_needs_opposite_corners():
    """RT-WIN-DOMINANCE (bird): two diagonally opposite corners."""
    s = new(dominance_cards=True)
    s = position(s, {1: {"marquise": 1}, 2: {"marquise": 1}})
    assert not s._dominance_met("marquise", "dominance_1")
    s.cl(3)["warriors"]["marquise"] = 1
    s.players[0]["warriors_supply"] -= 1
    assert s._dominance_met("marquise", "dominance_1")


def test_crafting_pieces_items_supply_and_unique_persistent():
    """RT-CRAFT, RT-CRAFT-ITEM, RT-CRAFT-PERSISTENT, RT-MC-DAYLIGHT-CRAFT: workshops pay by
    their clearing's suit once per turn; no item left means no craft; two identical
    persistent cards are not allowed; the Marquise crafts before her first action."""
    s = position(new(), {1: {"marquise": 1, "buildings": ["workshop"]}, 12: {"marquise": 1, "buildings": ["workshop"]},
                         5: {"marquise": 1, "buildings": ["workshop"]}},
                 hands={0: ["arms_trader_1", "anvil_1", "armorers_1", "armorers_2", "travel_gear_1"]})
    crafts = {a for a in s.legal_actions() if a[0] == "craft"}
    assert ("craft", "arms_trader_1", "fox+fox") in crafts and ("craft", "travel_gear_1", "rabbit") in crafts
    run(s, ("craft", "arms_trader_1", "fox+fox"))
    assert s.players[0]["vp"] == 2 and s.item_supply["sword"] == 1 and s.players[0]["items"] == ["sword"]
    crafts = {a for a in s.legal_actions() if a[0] == "craft"}
    assert not any(a[1] in ("anvil_1", "armorers_1") for a in crafts)        # fox workshops used
    s.turn["crafted_with"] = {}
    s.item_supply["hammer"] = 0
    s._legal = None
    crafts = {a for a in s.legal_actions() if a[0] == "craft"}
    assert not any(a[1] == "anvil_1" for a in crafts)
    run(s, ("craft", "armorers_1", "fox"))
    assert s.players[0]["crafted"] == ["armorers_1"]
    assert not any(a[1] == "armorers_2" for a in s.legal_actions() if a[0] == "craft")
    run(s, ("march", 1, 5, 1))
    run(s, ("skip",))
    assert not any(a[0] == "craft" for a in s.legal_actions())              # she has acted
    check_invariants(s)


def test_any_cost_lists_each_mix_of_pieces():
    """RT-CRAFT: a "?" accepts any suit; Royal Claim needs 4 pieces."""
    s = position(new(), {n: {"alliance": 0, "tokens": ["sympathy"]} for n in (5, 6, 7, 8)},
                 current=1, hands={1: ["royal_claim_1"]})
    crafts = [a for a in s.legal_actions() if a[0] == "craft"]
    assert len(crafts) == 1 and sorted(crafts[0][2].split("+")) == ["fox", "fox", "mouse", "rabbit"]


def test_apply_refuses_anything_not_legal():
    """DESIGN: apply is strict (unknown_action, wrong_step, not_allowed)."""
    s = new()
    before = s.to_dict()
    for bad, key in ((("fly", 1), "unknown_action"), (("spread", 5), "wrong_step"),
                     (("march", 1, 5, 99), "not_allowed"), (("march", 1.0, 5, 1), "not_allowed")):
        with pytest.raises(IllegalAction) as err:
            s.apply(bad)
        assert err.value.key == key and s.why_illegal(bad).key == key
    assert s.to_dict() == before


def test_undo_within_a_phase_but_not_past_dice_or_the_other_seat():
    """RT-DIG-UNDO"""
    from game.core.match import Match
    m = Match("root", rules, {"players": [{"name": "a"}, {"name": "b"}], "first_player": "marquise"}, 5)
    m.apply(("keep", 1))
    m.apply(("setup_building", "sawmill", 1))
    m.apply(("setup_building", "workshop", 5))
    m.apply(("setup_building", "recruiter", 9))
    position(m.state, {1: {"marquise": 3}, 5: {"marquise": 1, "alliance": 1}})
    m._undo.clear()
    before = m.state.to_dict()
    m.apply(("march", 1, 10, 1))
    m.apply(("skip",))
    assert m.can_undo
    m.undo()
    m.undo()
    assert m.state.to_dict() == before
    m.apply(("battle", 5, "alliance"))          # the dice roll: no undo past it
    assert not m.can_undo


def test_both_at_30_the_turn_player_wins():
    """RT-WIN-30: several at 30 at the same moment: the player whose turn it is."""
    s = position(new(), {1: {"marquise": 1}}, current=1)
    s.players[0]["vp"] = s.players[1]["vp"] = 30
    assert s._check_win([]) and s.winner == "alliance"


def test_hand_size_public_contents_private():
    """RT-CARD-HIDDEN: the state gives hand sizes; hands and supporters are for their owner."""
    s = new()
    d = s.to_dict()
    assert [p["hand_size"] for p in d["players"]] == [3, 3]
    assert len(d["players"][1]["supporters"]) == 3


def test_view_hides_the_other_hand_supporters_and_deck():
    """RT-DIG-HIDDEN: a seat's view has its own cards only; the other's as counts; the deck
    order and the rng are not in it."""
    import json as _json
    s = new()
    for seat in (0, 1):
        v = s.view(seat)
        other = 1 - seat
        assert v["players"][seat]["hand"] == s.players[seat]["hand"]
        assert v["players"][other]["hand"] is None and v["players"][other]["hand_size"] == 3
        text = _json.dumps(v)
        for card in s.players[other]["hand"] + s.deck:
            assert card not in text
        assert "rng_state" not in v and "deck" not in v and v["deck_count"] == len(s.deck)
    assert s.view(1)["players"][1]["supporters"] == s.players[1]["supporters"]
    assert s.view(0)["players"][1]["supporters"] is None and s.view(0)["players"][1]["supporters_count"] == 3

"""Root engine: the map data, components, turn structure and the rules not covered by
the faction files (seeds/root.en.md ids cited per test)."""
from __future__ import annotations

from collections import Counter

from rt_helpers import check_invariants, dice, new, position, run

from game.core.bots import RandomBot
from game.core.rng import Rng
from game.games.root import rules
from game.games.root.config import load_config

PLAYERS = [{"name": "a"}, {"name": "b"}]


def test_autumn_map_clearings_paths_corners_ruins_rivers():
    """RT-COMP-MAP, RT-MAP-CLEARINGS, RT-MAP-TABLE, RT-MAP-PATHS, RT-MAP-CORNERS, RT-MAP-RUINS,
    RT-MAP-RIVERS"""
    cfg = load_config()
    suits = {n: c["suit"] for n, c in cfg.clearings.items()}
    assert [n for n in range(1, 13) if suits[n] == "fox"] == [1, 6, 8, 12]
    assert [n for n in range(1, 13) if suits[n] == "rabbit"] == [3, 4, 5, 10]
    assert [n for n in range(1, 13) if suits[n] == "mouse"] == [2, 7, 9, 11]
    assert [cfg.clearings[n]["slots"] for n in range(1, 13)] == [1, 2, 1, 1, 2, 2, 2, 2, 2, 2, 3, 2]
    assert sorted(cfg.paths) == sorted([(1, 5), (1, 9), (1, 10), (2, 5), (2, 6), (2, 10), (3, 6), (3, 7), (3, 11),
                                        (4, 8), (4, 9), (4, 12), (6, 11), (7, 8), (7, 12), (9, 12), (10, 12),
                                        (11, 12)])
    assert cfg.adjacent[12] == (4, 7, 9, 10, 11) and cfg.adjacent[5] == (1, 2)
    assert cfg.opposite == {1: 3, 2: 4, 3: 1, 4: 2}
    assert [n for n, c in cfg.clearings.items() if c["ruin"]] == [6, 10, 11, 12]
    assert cfg.rivers == ((5, 10), (10, 11), (11, 7), (7, 4)) and len(cfg.forests) == 7
    assert not set(cfg.rivers) & set(cfg.paths)        # rivers are not paths
    s = position(new(), {5: {"marquise": 1}})
    assert not any(a[1:3] == (5, 10) for a in s.legal_actions() if a[0] == "march")
    # a ruin is nobody's: never hit, never removed by a Favor
    assert s.pieces_of("marquise", 6) == [] and s.pieces_of("alliance", 6) == []


def test_dice_show_0_to_3_each_equally_likely():
    """RT-COMP-DICE"""
    s = new()
    assert s.cfg.numbers["dice_faces"] == (0, 1, 2, 3)
    rng = Rng(5)
    faces = Counter(s.cfg.numbers["dice_faces"][rng.randrange(4)] for _ in range(4000))
    assert set(faces) == {0, 1, 2, 3} and min(faces.values()) > 850


def test_components_of_both_factions():
    """RT-COMP-MARQUISE, RT-COMP-ALLIANCE, RT-WA-OFFICERS"""
    cfg = load_config()
    assert cfg.marquise["warriors"] == 25 and cfg.marquise["wood"] == 8 and cfg.marquise["per_building"] == 6
    assert cfg.alliance["warriors"] == 10 and cfg.alliance["sympathy"] == 10
    s = new()
    assert s.players[1]["bases_left"] == ["fox", "rabbit", "mouse"]
    # officers are off the map: a battle cannot hit them
    s = position(s, {5: {"marquise": 3, "alliance": 1}}, officers=3)
    dice(s, 3, 0)
    run(s, ("battle", 5, "alliance"))
    assert s.players[1]["officers"] == 3
    check_invariants(s)


def test_pieces_are_limited_do_as_much_as_you_can():
    """RT-COMP-LIMIT: three recruiters and two warriors left: she chooses where they go."""
    where = {n: {"marquise": 2, "buildings": ["recruiter"]} for n in (1, 5, 9)}
    where[2] = {"marquise": 17}
    s = position(new(), where)
    assert s.players[0]["warriors_supply"] == 2
    run(s, ("recruit",))
    assert s.decision()["kind"] == "recruit_at"
    run(s, ("recruit_at", 9), ("recruit_at", 1))
    assert s.players[0]["warriors_supply"] == 0 and s.cl(5)["warriors"]["marquise"] == 2
    check_invariants(s)


def test_first_player_option():
    """RT-SETUP-ORDER: random with the seed, or fixed by the option; the Marquise sets up first."""
    starts = {rules.new_game({"players": PLAYERS}, seed).stack[0]["seat"] for seed in range(12)}
    assert starts == {0, 1}
    s = rules.new_game({"players": PLAYERS, "first_player": "alliance"}, 1)
    assert s.decision()["kind"] == "keep" and s.current_player == 0
    run(s, ("keep", 4), ("setup_building", "sawmill", 4), ("setup_building", "workshop", 8),
        ("setup_building", "recruiter", 9))
    assert s.current == 1 and s.phase == "birdsong"


def test_turn_is_birdsong_daylight_evening():
    """RT-TURN-PHASES, RT-TURN-START-END, RT-MC-ACTIONS, RT-MC-BATTLE: three actions, a
    battle is one; then Evening and the other player's Birdsong."""
    s = position(new(), {1: {"marquise": 4}, 5: {"marquise": 1, "alliance": 1}, 9: {"alliance": 1}},
                 phase="birdsong", hands={0: ["ambush_1"]})
    events = run(s, ("end_phase",))
    assert [e["phase"] for e in events if e["type"] == "phase"] == ["daylight"]
    run(s, ("battle", 5, "alliance"))
    assert s.turn["actions_left"] == 2
    run(s, ("march", 1, 10, 1), ("skip",))
    run(s, ("march", 1, 10, 1), ("skip",))
    assert s.turn["actions_left"] == 0
    assert not any(a[0] in ("march", "battle", "build", "recruit", "overwork") for a in s.legal_actions())
    assert ("hawks", "ambush_1") in s.legal_actions()
    events = run(s, ("end_phase",))
    kinds = [(e["type"], e.get("phase")) for e in events if e["type"] in ("phase", "turn")]
    assert kinds[0] == ("phase", "evening") and ("turn", None) in kinds


def test_place_is_not_move():
    """RT-TURN-PLACE-MOVE, RT-WA-KEEP: Alliance warriors may move into the keep's clearing;
    placing (Recruit) into sympathy causes no Outrage."""
    s = position(new(), {1: {"tokens": ["keep"]}, 5: {"alliance": 2}}, phase="evening", current=1, officers=1)
    assert ("move", 5, 1, 2) in s.legal_actions()
    s = position(new(), {1: {"marquise": 1, "buildings": ["recruiter"], "tokens": ["sympathy"]}},
                 hands={0: ["anvil_1"]})
    events = run(s, ("recruit",))
    assert not any(e["type"] == "outrage" for e in events) and s.players[0]["hand"] == ["anvil_1"]


def test_removed_together_then_the_triggers():
    """RT-TURN-REMOVE-ALL: Favor of the Mice removes the base and the token first; the base's
    supporters go before her Outrage card arrives."""
    s = position(new(), {2: {"marquise": 1, "buildings": ["workshop"]}, 7: {"marquise": 1, "buildings": ["workshop"]},
                         9: {"marquise": 1, "buildings": ["workshop"]},
                         11: {"buildings": ["base_mouse"], "tokens": ["sympathy"]}},
                 hands={0: ["favor_of_the_mice_1", "ambush_1"]}, supporters=["sword_1"])
    run(s, ("craft", "favor_of_the_mice_1", "mouse+mouse+mouse"))
    assert s.players[1]["supporters"] == ["ambush_1"] and "sword_1" in s.discard


def test_cards_have_suits_and_are_spent_to_the_discard():
    """RT-CARD-SUITS, RT-CARD-SPEND, RT-DECK-DOMINANCE: any card pays for its suit; a spent
    dominance card goes face up beside the map; dominance cannot be crafted."""
    cfg = load_config()
    assert {c["suit"] for c in cfg.cards.values()} == {"fox", "rabbit", "mouse", "bird"}
    s = new(dominance_cards=True)
    s = position(s, {1: {"marquise": 1, "buildings": ["sawmill"]}, 8: {"marquise": 1, "buildings": ["workshop"]}},
                 hands={0: ["dominance_2", "ambush_3"]})
    acts = s.legal_actions()
    assert not any(a[0] == "craft" for a in acts)
    run(s, ("overwork", 1, "dominance_2"), ("overwork", 1, "ambush_3"))
    assert s.dominance_pool == ["dominance_2"] and "ambush_3" in s.discard
    check_invariants(s)


def test_favor_is_immediate_no_vp_of_its_own():
    """RT-CRAFT-IMMEDIATE, RT-CRAFT-ITEMS-KEPT: a Favor is discarded at once and scores only
    what it removes; items stay with their crafter."""
    s = position(new(), {3: {"marquise": 1, "buildings": ["workshop"]}, 4: {"marquise": 1, "buildings": ["workshop"]},
                         5: {"marquise": 1, "buildings": ["workshop"]}},
                 hands={0: ["favor_of_the_rabbits_1"]})
    run(s, ("craft", "favor_of_the_rabbits_1", "rabbit+rabbit+rabbit"))
    assert s.players[0]["vp"] == 0 and "favor_of_the_rabbits_1" in s.discard and s.players[0]["crafted"] == []


def test_one_token_per_clearing_and_supporters_apart_from_the_hand():
    """RT-WA-TERMS, RT-WA-SUPPORTERS, RT-WA-DRAW: no Spread into a sympathetic clearing;
    supporters do not count for the hand limit."""
    s = position(new(), {5: {"tokens": ["sympathy"]}}, phase="birdsong", current=1,
                 supporters=["root_tea_2", "bake_sale_1", "anvil_1"])
    assert ("spread", 5) not in s.legal_actions() and ("spread", 1) in s.legal_actions()
    hand = ["sword_1", "crossbow_2", "investments_1", "travel_gear_2", "codebreakers_1"]
    s = position(new(), {}, phase="evening", current=1, hands={1: hand},
                 supporters=["root_tea_2", "bake_sale_1", "anvil_1"])
    run(s, ("end_phase",))
    assert s.decision()["kind"] == "discard"             # 6 in hand; the 3 supporters do not count
    assert len(s.players[1]["supporters"]) == 3


def test_operations_move_and_battle_use_officers():
    """RT-WA-OP-MOVE, RT-WA-OP-BATTLE, RT-WA-OPERATIONS"""
    s = position(new(), {5: {"alliance": 3, "marquise": 1}, 9: {"alliance": 1}}, phase="evening", current=1, officers=3)
    run(s, ("move", 5, 1, 1))
    assert s.turn["ops_used"] == 1
    dice(s, 1, 0)
    run(s, ("battle", 5, "marquise"))
    assert s.turn["ops_used"] == 2 and s.cl(5)["warriors"]["marquise"] == 0


def test_law_version_and_turn_limit():
    """RT-DIG-LAW, RT-DIG-TURN-LIMIT: the law version is an option; a game stops after the
    turn limit without a winner."""
    s = rules.new_game({"players": PLAYERS, "turn_limit": 3}, 2)
    assert s.options["law_version"] == "2024-09"
    bot = RandomBot(2)
    while not s.is_over:
        s.apply(bot.choose(s))
    assert s.turn_number == 3 and s.result()["winner"] is None and s.result()["reason"] == "turn_limit"


def test_single_choice_done_by_the_engine():
    """RT-DIG-STEPS: a Spread whose supporters leave no choice spends them itself."""
    s = position(new(), {}, phase="birdsong", current=1, supporters=["root_tea_2"])
    run(s, ("spread", 5))
    assert s.sympathetic(5) and s.players[1]["supporters"] == [] and not s.stack


def test_a_phase_the_player_acted_in_waits_for_its_end():
    """RT-DIG-STEPS: the last supporter spent leaves nothing to do in Birdsong, but Birdsong
    does not end by itself: End Birdsong alone is offered (the spread can still be undone)."""
    from game.core.match import Match
    m = Match("root", rules, {"players": PLAYERS, "first_player": "alliance"}, 3)
    position(m.state, {}, phase="birdsong", current=1, hands={1: ["sword_1"]}, supporters=["root_tea_2"])
    m._undo.clear()
    m.apply(("spread", 5))
    assert m.state.phase == "birdsong" and m.state.legal_actions() == [("end_phase",)] and m.can_undo
    events = m.apply(("end_phase",))
    assert m.state.phase == "daylight" and not any(e["type"] == "phase_passed" for e in events)


def test_a_phase_with_nothing_to_do_from_its_start_passes_and_says_so():
    """RT-DIG-STEPS: with no officers the Alliance's Evening offers nothing: ending Daylight
    passes it (a phase_passed event for the log), draws and ends the turn."""
    s = position(new(), {9: {"buildings": ["base_mouse"], "alliance": 1}}, phase="daylight", current=1)
    turn = s.turn_number
    events = s.apply(("end_phase",))
    passed = [e for e in events if e["type"] == "phase_passed"]
    assert passed[0] == {"type": "phase_passed", "phase": "evening", "faction": "alliance"}
    assert s.turn_number > turn


def test_the_end_of_a_phase_can_be_undone_within_the_turn():
    """RT-DIG-UNDO: End Birdsong is taken back (no card drawn, no dice); End Evening, which
    draws, clears the undo steps."""
    from game.core.match import Match
    m = Match("root", rules, {"players": PLAYERS, "first_player": "alliance"}, 3)
    position(m.state, {9: {"buildings": ["base_mouse"], "alliance": 1}}, phase="birdsong", current=1,
             hands={1: ["sword_1"]}, officers=1)
    m._undo.clear()
    m.apply(("end_phase",))
    assert m.state.phase == "daylight" and m.can_undo
    m.undo()
    assert m.state.phase == "birdsong"
    m.apply(("end_phase",))
    m.apply(("end_phase",))
    assert m.state.phase == "evening" and m.can_undo
    m.apply(("end_phase",))
    assert not m.can_undo

"""Root: the Automated Alliance, the Clockwork bot for the Woodland Alliance (the
RT-BOT-AA-SETUP … RT-BOT-AA-TRAITS ids of seeds/root.en.md, reference §7.1, §7.3, §10
#11, #12, #13, #18): each step on a hand-made position, then seeded games against a
random Marquise and against the Mechanical Marquise with the engine's invariants."""
from __future__ import annotations

from collections import Counter

import pytest
from rt_helpers import check_invariants, dice, position, run

from game.core.bots import RandomBot
from game.games.root import rules
from game.games.root import rules_bot_alliance as aa
from game.games.root import rules_clockwork as clockwork

BOT = 1
STEP = ("bot_step",)


def bot_new(seed=1, keep=1, **options):
    """A game with a person as the Marquise (keep at `keep`, her buildings set up) and the
    Automated Alliance in seat 1; the Marquise's turn first."""
    setup = {"players": [{"name": "Cat", "kind": "human"}, {"name": "AA", "kind": "bot"}],
             "first_player": "marquise", **options}
    s = rules.new_game(setup, seed)
    s.apply(("keep", keep))
    for b, c in (("sawmill", 1), ("workshop", 5), ("recruiter", 9)):
        if s.stack and s.stack[-1]["k"] == "setup_building":
            s.apply(("setup_building", b, c))
    return s


def bot_turn(s, order, steps=None):
    """Start the bot's turn on the position now: `order` is its order card (taken from the
    deck or the discard pile); `steps` replaces the rest of its program when given."""
    aa.start_turn(s, BOT, [])
    if order is not None:
        (s.deck if order in s.deck else s.discard).remove(order)
    s.turn["bot"]["order"] = order
    steps = aa.program(s) if steps is None else steps
    s.turn["bot"]["steps"] = [st for st in steps if st[0] not in ("order",)]
    s.current, s.stack, s._legal = BOT, [], None
    return s


def steps_until_turn_ends(s, limit=40):
    events = []
    turn = s.turn_number
    for _ in range(limit):
        if s.turn_number != turn or s.is_over:
            return events
        assert s.legal_actions() == [STEP]
        events += s.apply(STEP)
    raise AssertionError("the bot's turn did not end")


def al(s):
    return s.players[BOT]


def sympathy(s):
    return [n for n in range(1, 13) if s.sympathetic(n)]


# ------------------------------------------------------------ set-up and the step protocol
def test_setup_no_hand_no_supporters_and_the_turn_is_bot_steps():
    """RT-BOT-AA-SETUP, RT-BOT-HAND, RT-BOT-ORDER: 10 warriors, 3 bases, 10 tokens, no
    hand, no supporters, no officers; on its turn the only action is ("bot_step",), and
    the first step reveals the order card."""
    s = bot_new(first_player="alliance")
    p = al(s)
    assert p["bot"] == {"difficulty": "default", "traits": []}
    assert p["hand"] == [] and p["supporters"] == [] and p["officers"] == 0
    assert p["warriors_supply"] == 10 and p["bases_left"] == ["fox", "rabbit", "mouse"] and p["sympathy_left"] == 10
    assert len(s.players[0]["hand"]) == 3
    assert s.current == BOT and s.phase == "birdsong" and s.legal_actions() == [STEP]
    top = s.deck[0]
    events = s.apply(STEP)
    assert events[0] == {"type": "order", "faction": "alliance", "card": top, "suit": s.card_suit(top)}
    assert s.turn["bot"]["order"] == top
    check_invariants(s)
    events += steps_until_turn_ends(s)
    assert top in s.discard and any(e == {"type": "discard", "faction": "alliance", "card": top, "why": "order"}
                                    for e in events)
    assert al(s)["hand"] == [] and al(s)["supporters"] == []          # RT-BOT-HAND: no Evening draw
    assert s.current == 0
    check_invariants(s)


def test_craft_the_order_item_for_one_vp_else_nothing():
    """RT-BOT-CRAFT: an item card still in the supply: the item, 1 VP, nothing paid."""
    s = position(bot_new(), {}, phase="birdsong", current=BOT)
    bot_turn(s, "sword_1", [["craft"]])
    before = s.item_supply["sword"]
    events = s.apply(STEP)
    assert al(s)["items"] == ["sword"] and s.item_supply["sword"] == before - 1 and al(s)["vp"] == 1
    assert {"type": "craft", "faction": "alliance", "card": "sword_1", "item": "sword"} in events
    s = position(bot_new(), {}, phase="birdsong", current=BOT)
    s.item_supply["sword"] = 0
    bot_turn(s, "sword_1", [["craft"], ["recruit"]])
    s.apply(STEP)
    assert al(s)["items"] == [] and al(s)["vp"] == 0
    s = position(bot_new(), {}, phase="birdsong", current=BOT)
    bot_turn(s, "tax_collector_1", [["craft"], ["recruit"]])
    s.apply(STEP)
    assert al(s)["items"] == [] and al(s)["vp"] == 0


# ------------------------------------------------------------ Birdsong: Revolt and Public Pity
def test_revolt_in_the_ordered_suit_with_most_enemy_pieces():
    """RT-BOT-AA-BIRDSONG 2: fox order, fox base off the map: of the sympathetic fox
    clearings the one with most enemy pieces (8: 2 warriors, a sawmill, a wood); every
    enemy piece goes (1 VP per building and token), the base is placed, no warriors come."""
    s = position(bot_new(), {1: {"tokens": ["sympathy"]}, 5: {"tokens": ["sympathy"], "marquise": 5},
                             8: {"marquise": 2, "buildings": ["sawmill"], "tokens": ["sympathy", "wood"]},
                             12: {"marquise": 1, "tokens": ["sympathy"]}},
                 phase="birdsong", current=BOT)
    bot_turn(s, "anvil_1", [["revolt"], ["public_pity"], ["recruit"]])
    events = s.apply(STEP)
    assert s.cl(8)["buildings"] == ["base_fox"] and s.cl(8)["tokens"] == ["sympathy"]
    assert s.cl(8)["warriors"] == {"marquise": 0, "alliance": 0}
    assert al(s)["vp"] == 2 and al(s)["bases_left"] == ["rabbit", "mouse"]
    assert s.turn["bot"]["revolted"] is True
    assert {"type": "place", "faction": "alliance", "clearing": 8, "piece": "base_fox", "n": 1,
            "why": "revolt"} in events
    # Public Pity does nothing after a Revolt; Evening recruits 1 warrior at the base
    run(s, STEP)
    assert sympathy(s) == [1, 5, 8, 12] and s.cl(8)["warriors"]["alliance"] == 1
    check_invariants(s)


def test_revolt_ties_by_priority_and_not_with_a_bird_order_or_a_built_base():
    """RT-BOT-PRIORITY, RT-BOT-AA-BIRDSONG 2"""
    where = {1: {"tokens": ["sympathy"], "marquise": 1}, 8: {"tokens": ["sympathy"], "marquise": 1}}
    s = position(bot_new(), where, phase="birdsong", current=BOT)
    assert aa.revolt_target(s, ("fox",)) == 1
    bot_turn(s, "crossbow_1", [["revolt"], ["recruit"]])              # bird: no Birdsong Revolt
    s.apply(STEP)
    assert al(s)["bases_left"] == ["fox", "rabbit", "mouse"]
    s = position(bot_new(), {**where, 6: {"buildings": ["base_fox"]}}, phase="birdsong", current=BOT)
    assert aa.revolt_target(s, ("fox",)) is None
    bot_turn(s, "anvil_1", [["revolt"], ["recruit"]])
    s.apply(STEP)
    assert s.cl(1)["warriors"]["marquise"] == 1 and s.cl(8)["warriors"]["marquise"] == 1


def test_public_pity_twice_with_four_tokens_or_fewer_else_once():
    """RT-BOT-AA-BIRDSONG 3, RT-BOT-AA-PITY: no Revolt: 2 spreads with <= 4 tokens on the
    map, 1 with more (option aa_public_pity=birdsong, the default)."""
    for tokens, expect in (([3, 1, 9, 10], 2), ([3, 1, 9, 10, 2], 1)):
        where = {n: {"tokens": ["sympathy"]} for n in tokens}
        where[3]["buildings"] = ["base_rabbit"]                      # rabbit order, rabbit base built: no Revolt
        s = position(bot_new(), where, phase="birdsong", current=BOT)
        bot_turn(s, "cobbler_1")
        before = len(sympathy(s))
        events = []
        while s.phase == "birdsong":
            events += s.apply(STEP)
        events = events[:events.index({"type": "phase", "phase": "daylight"})]
        placed = [e for e in events if e["type"] == "place" and e["piece"] == "sympathy"]
        assert len(placed) == expect, tokens
        assert {"type": "effect", "faction": "alliance", "card": None, "what": "public_pity", "n": expect} in events
        assert len(sympathy(s)) >= before + expect
        check_invariants(s)


def test_public_pity_at_the_end_of_daylight_with_the_option():
    """RT-BOT-AA-PITY, §10 #18: aa_public_pity=daylight_end plays it after the Surprise
    Revolt; nothing is spread in Birdsong."""
    s = position(bot_new(aa_public_pity="daylight_end"), {}, phase="birdsong", current=BOT)
    bot_turn(s, "cobbler_1")
    kinds = []
    turn = s.turn_number
    while s.turn_number == turn:
        for e in s.apply(STEP):
            if e["type"] == "place" and e["piece"] == "sympathy":
                kinds.append(s.phase)
            if e["type"] == "effect" and e["what"] == "public_pity":
                kinds.append("pity")
    assert kinds == ["daylight", "pity", "daylight", "daylight"]


# ------------------------------------------------------------ spreading sympathy
def test_spread_target_tie_breaks():
    """RT-BOT-AA-DAYLIGHT 1: next to sympathy; first no enemy with 3+ warriors, then the
    ordered suit, then priority; a bird order takes the highest number."""
    # sympathy at 12: candidates 4 (rabbit), 7 (mouse), 9 (mouse), 10 (rabbit), 11 (mouse)
    s = position(bot_new(), {12: {"tokens": ["sympathy"]}, 7: {"marquise": 3}}, phase="daylight", current=BOT)
    bot_turn(s, "sword_1", [])                                      # mouse
    assert aa.spread_target(s) == 9                                 # 7 is under Martial Law
    s.turn["bot"]["order"] = "cobbler_1"                            # rabbit
    assert aa.spread_target(s) == 4
    s.turn["bot"]["order"] = "anvil_1"                              # fox: none of them: priority
    assert aa.spread_target(s) == 4
    s.turn["bot"]["order"] = "crossbow_1"                           # bird: highest number
    assert aa.spread_target(s) == 11
    for n in (4, 9, 10, 11):
        s.cl(n)["warriors"]["marquise"] = 3
    s.players[0]["warriors_supply"] -= 12
    assert aa.spread_target(s) == 11                               # all under Martial Law: bird rule again
    s.turn["bot"]["order"] = "sword_1"
    assert aa.spread_target(s) == 7
    check_invariants(s)


def test_first_spread_anywhere_but_the_keep():
    """RT-BOT-AA-DAYLIGHT 1, RT-WA-KEEP: with no token on the map any clearing, never the keep's."""
    s = position(bot_new(keep=1), {1: {"tokens": ["keep"]}}, phase="daylight", current=BOT)
    bot_turn(s, "anvil_1", [])                                      # fox: 1 is the keep, so 6
    assert aa.spread_target(s) == 6
    s.turn["bot"]["order"] = "crossbow_1"
    assert aa.spread_target(s) == 12


def test_spread_scores_the_track_one_less_under_martial_law():
    """RT-BOT-AA-MARTIAL-LAW, RT-WA-TRACK: the 4th token scores 1, 0 under Martial Law; the
    8th scores 4, 3 under Martial Law."""
    s = position(bot_new(), {n: {"tokens": ["sympathy"]} for n in (1, 5, 9)} | {10: {"marquise": 3}},
                 phase="daylight", current=BOT)
    bot_turn(s, "anvil_1", [["spread"], ["recruit"]])               # 2, 4, 10, 12: fox 12, 10 under Martial Law
    s.apply(STEP)
    assert s.sympathetic(12) and al(s)["vp"] == 1
    s = position(bot_new(), {n: {"tokens": ["sympathy"]} for n in (1, 5, 9)} | {n: {"marquise": 3} for n in (2, 4, 10, 12)},
                 phase="daylight", current=BOT)
    bot_turn(s, "anvil_1", [["spread"], ["recruit"]])
    events = s.apply(STEP)
    assert s.sympathetic(12) and al(s)["vp"] == 0                   # under Martial Law: 1 - 1
    assert not any(e["type"] == "vp" for e in events)
    seven = (1, 2, 5, 6, 9, 10, 4)
    s = position(bot_new(), {n: {"tokens": ["sympathy"]} for n in seven} | {n: {"marquise": 3} for n in (3, 8, 11, 12)},
                 phase="daylight", current=BOT)
    bot_turn(s, "anvil_1", [["spread"], ["recruit"]])
    s.apply(STEP)
    assert al(s)["vp"] == 3 and s.sympathetic(8)                    # every candidate under Martial Law: fox 8
    check_invariants(s)


def test_cannot_spread_scores_five_unverified_option():
    """RT-BOT-AA-NO-SPREAD, §10 #11: no token left: 5 VP instead (aa_cannot_spread_vp); 0
    turns it off."""
    ten = {n: {"tokens": ["sympathy"]} for n in range(2, 12)}
    for option, vp in ((5, 5), (0, 0)):
        s = position(bot_new(aa_cannot_spread_vp=option), ten, phase="daylight", current=BOT)
        assert al(s)["sympathy_left"] == 0
        bot_turn(s, "anvil_1", [["spread"], ["recruit"]])
        events = s.apply(STEP)
        assert al(s)["vp"] == vp
        assert {"type": "effect", "faction": "alliance", "card": None, "what": "cannot_spread"} in events
    # no legal clearing: every unsympathetic clearing is the keep's or out of reach
    s = position(bot_new(), {n: {"tokens": ["sympathy"]} for n in range(2, 13)} | {1: {"tokens": ["keep"]}},
                 phase="daylight", current=BOT)
    s.players[BOT]["sympathy_left"] = 0
    bot_turn(s, "anvil_1", [["spread"], ["recruit"]])
    s.apply(STEP)
    assert al(s)["vp"] == 5


# ------------------------------------------------------------ Daylight: Surprise Revolt
def test_surprise_revolt_with_a_bird_order_any_base_off_the_map():
    """RT-BOT-AA-DAYLIGHT 2: bird order: the sympathetic clearing with most enemy pieces
    whose base is off the map (the fox base is built, so 8 with more pieces is passed)."""
    s = position(bot_new(), {6: {"buildings": ["base_fox"], "tokens": ["sympathy"]},
                             8: {"tokens": ["sympathy"], "marquise": 4},
                             7: {"tokens": ["sympathy"], "marquise": 2, "buildings": ["workshop"]},
                             3: {"tokens": ["sympathy"], "marquise": 2}},
                 phase="daylight", current=BOT)
    bot_turn(s, "crossbow_1", [["surprise_revolt"], ["recruit"]])
    events = s.apply(STEP)
    assert s.cl(7)["buildings"] == ["base_mouse"] and s.cl(7)["warriors"]["marquise"] == 0
    assert s.cl(8)["warriors"]["marquise"] == 4 and al(s)["vp"] == 1
    assert any(e["type"] == "effect" and e["what"] == "surprise_revolt" for e in events)
    s = position(bot_new(), {7: {"tokens": ["sympathy"], "marquise": 2}}, phase="daylight", current=BOT)
    bot_turn(s, "sword_1", [["surprise_revolt"], ["recruit"]])       # not a bird order: nothing
    s.apply(STEP)
    assert s.cl(7)["buildings"] == [] and s.cl(7)["warriors"]["marquise"] == 2
    check_invariants(s)


# ------------------------------------------------------------ Evening
def test_organize_by_difficulty_then_spread():
    """RT-BOT-AA-EVENING 1, RT-BOT-LEVELS: a base clearing with 3 warriors organizes at
    Default (all of them go, a token is spread); 2 warriors only at Challenging and
    Nightmare; Easy needs 4."""
    where = {8: {"buildings": ["base_fox"], "tokens": ["sympathy"], "alliance": 3},
             9: {"buildings": ["base_mouse"], "tokens": ["sympathy"], "alliance": 2}}
    for level, organized in (("default", [8]), ("challenging", [8, 9]), ("nightmare", [8, 9]), ("easy", [])):
        s = position(bot_new(bot_difficulty_alliance=level), where, phase="evening", current=BOT)
        bot_turn(s, "anvil_1", [["organize"]])
        events = steps_until_turn_ends(s)
        gone = [e["clearing"] for e in events if e["type"] == "remove" and e["piece"] == "warrior"]
        spreads = [e for e in events if e["type"] == "place" and e["piece"] == "sympathy" and e["why"] == "organize"]
        assert gone == organized and len(spreads) == len(organized), level
        for c in organized:
            assert s.cl(c)["warriors"]["alliance"] == 0
        check_invariants(s)


def test_recruit_one_per_base_and_nightmare_vp():
    """RT-BOT-AA-EVENING 2-4: 1 warrior at each base (supply permitting), Nightmare 1 VP,
    the order card discarded."""
    where = {8: {"buildings": ["base_fox"], "tokens": ["sympathy"]}, 9: {"buildings": ["base_mouse"], "tokens": ["sympathy"]}}
    for level, vp in (("default", 0), ("nightmare", 1)):
        s = position(bot_new(bot_difficulty_alliance=level), where, phase="evening", current=BOT)
        bot_turn(s, "anvil_1", [["organize"], ["recruit"], ["wildfire"], ["nightmare"], ["discard_order"]])
        steps_until_turn_ends(s)
        assert s.cl(8)["warriors"]["alliance"] == 1 and s.cl(9)["warriors"]["alliance"] == 1
        assert al(s)["vp"] == vp and "anvil_1" in s.discard
        check_invariants(s)
    s = position(bot_new(), where | {12: {"alliance": 9}}, phase="evening", current=BOT)
    assert al(s)["warriors_supply"] == 1
    bot_turn(s, "anvil_1", [["recruit"]])
    s.apply(STEP)
    assert s.cl(8)["warriors"]["alliance"] == 1 and s.cl(9)["warriors"]["alliance"] == 0


def test_wildfire_spreads_once_more_without_scoring():
    """RT-BOT-AA-TRAITS Wildfire"""
    for traits, extra in (([], 0), (["wildfire"], 1)):
        s = position(bot_new(bot_traits_alliance=traits), {n: {"tokens": ["sympathy"]} for n in (1, 5, 9, 10)},
                     phase="evening", current=BOT)
        bot_turn(s, "anvil_1", [["organize"], ["recruit"], ["wildfire"], ["nightmare"], ["discard_order"]])
        steps_until_turn_ends(s)
        assert len(sympathy(s)) == 4 + extra and al(s)["vp"] == 0


# ------------------------------------------------------------ abilities against the Marquise
def attack(s, c):
    """The Marquise (a person) battles the bot in c during her Daylight."""
    s.phase, s.current, s.stack, s._legal = "daylight", 0, [], None
    s.turn["actions_left"] = 3
    return run(s, ("battle", c, "alliance"))


def test_automated_ambush_one_extra_hit_when_warriors_defend():
    """RT-BOT-AA-AMBUSH and no Guerrilla War without Veterans: dice 3 and 1; she deals 3
    (she takes the higher), the bot 1 rolled + 1 Automated Ambush."""
    s = position(bot_new(), {5: {"marquise": 4, "alliance": 2}})
    dice(s, 3, 1)
    events = attack(s, 5)
    assert s.cl(5)["warriors"] == {"marquise": 2, "alliance": 0}
    assert any(e["type"] == "effect" and e["what"] == "automated_ambush" for e in events)
    roll = next(e for e in events if e["type"] == "roll")
    assert roll["attacker_hits"] == 3 and roll["defender_hits"] == 1
    check_invariants(s)


def test_veterans_give_guerrilla_war():
    """RT-BOT-AA-TRAITS Veterans: the bot defending takes the higher die (RT-WA-GUERRILLA)."""
    s = position(bot_new(bot_traits_alliance=["veterans"]), {5: {"marquise": 4, "alliance": 3}})
    dice(s, 3, 1)
    attack(s, 5)
    assert s.cl(5)["warriors"] == {"marquise": 0, "alliance": 2}         # 3 rolled + 1 ambush on her


def test_informants_protect_a_lone_token():
    """RT-BOT-AA-TRAITS Informants: a sympathy token with no warrior deals the extra hit
    too; without the trait it does not."""
    for traits, left in (([], 2), (["informants"], 1)):
        s = position(bot_new(bot_traits_alliance=traits), {5: {"marquise": 2, "tokens": ["sympathy"]}})
        dice(s, 1, 0)
        attack(s, 5)
        assert not s.sympathetic(5) and s.cl(5)["warriors"]["marquise"] == left, traits
        if s.stack:                          # a matching card: she discards it for the Outrage
            run(s, s.legal_actions()[0])
        check_invariants(s)


def test_automated_outrage_card_discarded_or_one_vp():
    """RT-BOT-AA-OUTRAGE: moving into sympathy she must discard a matching card (it goes
    to the discard pile, not to supporters); with none her hand is shown and the bot
    scores 1 VP."""
    s = position(bot_new(), {1: {"marquise": 3}, 5: {"tokens": ["sympathy"]}, 9: {"tokens": ["sympathy"]}},
                 hands={0: ["cobbler_1", "ambush_1", "anvil_1"]})
    run(s, ("march", 1, 5, 1))
    assert s.decision()["kind"] == "outrage" and s.current_player == 0
    assert set(s.legal_actions()) == {("outrage", "cobbler_1"), ("outrage", "ambush_1")}
    events = run(s, ("outrage", "cobbler_1"))
    assert "cobbler_1" in s.discard and al(s)["supporters"] == [] and al(s)["vp"] == 0
    assert {"type": "discard", "faction": "marquise", "card": "cobbler_1", "why": "outrage"} in events
    events = run(s, ("move", 1, 9, 1))                 # mouse: only the bird ambush matches, so it goes
    assert "ambush_1" in s.discard and s.players[0]["hand"] == ["anvil_1"] and al(s)["vp"] == 0
    events = run(s, ("march", 1, 9, 1))                # the fox anvil does not match: 1 VP to the bot
    assert {"type": "reveal_hand", "faction": "marquise", "to": "alliance", "cards": ["anvil_1"]} in events
    assert al(s)["vp"] == 1 and s.players[0]["hand"] == ["anvil_1"]
    assert {"type": "vp", "faction": "alliance", "n": 1, "why": "outrage"} in events
    assert al(s)["supporters"] == []
    check_invariants(s)


def test_removing_sympathy_outrages_and_scores_unless_popularity():
    """RT-BOT-AA-OUTRAGE, RT-BOT-AA-TRAITS Popularity: removing a token scores her 1 VP
    (none with Popularity) and costs her a matching card or gives the bot 1 VP."""
    for traits, her_vp in (([], 1), (["popularity"], 0)):
        s = position(bot_new(bot_traits_alliance=traits), {5: {"marquise": 3, "tokens": ["sympathy"]}})
        dice(s, 2, 0)
        attack(s, 5)
        assert not s.sympathetic(5)
        assert s.players[0]["vp"] == her_vp and al(s)["vp"] == 1, traits   # her hand is empty: no card to discard
        check_invariants(s)


def test_crackdown_removes_the_suit_tokens_with_the_base():
    """RT-BOT-AA-CRACKDOWN: the mouse base falls: every token in mouse clearings goes
    (nobody scores for them, no Outrage); the fox token stays; the base returns (§10 #7)."""
    s = position(bot_new(), {9: {"marquise": 3, "buildings": ["base_mouse"]},
                             2: {"tokens": ["sympathy"]}, 7: {"tokens": ["sympathy"]}, 11: {"tokens": ["sympathy"]},
                             12: {"tokens": ["sympathy"]}}, hands={0: []})
    dice(s, 2, 0)
    events = attack(s, 9)                                # 2 rolled + defenseless 1: base gone
    assert s.cl(9)["buildings"] == []
    assert sympathy(s) == [12]
    assert s.players[0]["vp"] == 1                       # the base only
    assert al(s)["vp"] == 0 and not any(e["type"] == "outrage" for e in events)
    assert al(s)["bases_left"] == ["fox", "rabbit", "mouse"]
    assert any(e["type"] == "effect" and e["what"] == "crackdown" and e["suit"] == "mouse" for e in events)
    check_invariants(s)
    s = position(bot_new(lost_base_returns=False), {9: {"marquise": 3, "buildings": ["base_mouse"]}}, hands={0: []})
    dice(s, 2, 0)
    attack(s, 9)
    assert al(s)["bases_left"] == ["fox", "rabbit"]


def test_hits_on_the_bot_take_tokens_before_the_base():
    """RT-BOT-HITS: after its warriors the bot loses its token before its base."""
    s = position(bot_new(), {9: {"marquise": 3, "alliance": 1, "buildings": ["base_mouse"], "tokens": ["sympathy"]}},
                 hands={0: []})
    dice(s, 2, 0)
    attack(s, 9)
    assert s.cl(9)["buildings"] == ["base_mouse"] and not s.sympathetic(9) and s.cl(9)["warriors"]["alliance"] == 0
    check_invariants(s)


def test_a_bot_marquise_outrage_scores_the_bot_a_vp_unless_option_none():
    """RT-BOT-AA-OUTRAGE with RT-BOT-MM-OUTRAGE (§10 #13): a bot Marquise has no hand."""
    if clockwork.module("marquise") is None:
        pytest.skip("the Mechanical Marquise is not written yet")
    for option, vp in (("alliance_draws", 1), ("none", 0)):
        s = rules.new_game({"players": [{"name": "MM", "kind": "bot"}, {"name": "AA", "kind": "bot"}],
                            "first_player": "marquise", "bot_marquise_outrage": option}, 3)
        events = []
        aa.on_outrage(s, BOT, events, 5)
        assert al(s)["vp"] == vp and {"type": "outrage", "clearing": 5, "card": None} in events


# ------------------------------------------------------------ whole games
OPTIONS = [{}, {"aa_public_pity": "daylight_end"}, {"bot_difficulty_alliance": "easy"},
           {"bot_difficulty_alliance": "challenging", "bot_traits_alliance": ["veterans", "informants"]},
           {"bot_difficulty_alliance": "nightmare", "bot_traits_alliance": ["wildfire", "popularity"]},
           {"aa_cannot_spread_vp": 0, "outrage_count": "per_action"}, {"lost_base_returns": False},
           {"dominance_cards": True, "first_player": "alliance"}]


def play(seed, options, marquise="human", limit=4000):
    setup = {"players": [{"name": "Cat", "kind": marquise}, {"name": "AA", "kind": "bot"}], **options}
    s = rules.new_game(setup, seed)
    chooser = RandomBot(seed)
    kinds = Counter()
    n = 0
    check_invariants(s, round_trip=True)
    while not s.is_over:
        legal = s.legal_actions()
        if s.current_player == BOT or legal == [STEP]:
            assert legal == [STEP]                      # a bot seat is never asked anything else
        action = chooser.choose(s)
        for e in s.apply(action):
            kinds[e["type"] + ":" + str(e.get("what") or e.get("why") or e.get("piece") or "")] += 1
        n += 1
        check_invariants(s, round_trip=n % 13 == 0)
        assert al(s)["hand"] == [] and al(s)["supporters"] == [] and al(s)["officers"] == 0
        assert n < limit
    check_invariants(s, round_trip=True)
    return s, kinds


def test_seeded_games_against_a_random_marquise_keep_every_invariant():
    """RT-DIG-SEED with the Automated Alliance in seat 1 (every option of its rules in
    turn): the bot's seat only ever offers ("bot_step",), it never holds a card, every
    invariant holds after each action, and every game ends."""
    seen = Counter()
    outcomes = Counter()
    for i in range(56):
        s, kinds = play(7100 + i, OPTIONS[i % len(OPTIONS)])
        r = s.result()
        assert r["over"] and r["reason"] in ("vp", "turn_limit", "dominance")
        outcomes[r["winner"]] += 1
        seen += kinds
    assert outcomes["alliance"] > 0
    for kind in ("order:", "craft:", "effect:revolt", "effect:public_pity", "place:spread", "place:organize",
                 "effect:automated_ambush", "effect:cannot_spread", "vp:nightmare",
                 "place:wildfire", "discard:order"):
        assert seen[kind] > 0, kind


def test_same_seed_same_bot_game():
    """RT-DIG-SEED"""
    a, _ = play(55, OPTIONS[3])
    b, _ = play(55, OPTIONS[3])
    assert a.to_dict() == b.to_dict()


def test_bot_against_bot_games_end_without_errors():
    """RT-SOLO-SIDES: the Mechanical Marquise against the Automated Alliance, both by
    ("bot_step",) only, end at 30 VP or the turn limit."""
    if clockwork.module("marquise") is None:
        pytest.skip("the Mechanical Marquise is not written yet")
    reasons = Counter()
    for i in range(12):
        s, _ = play(8300 + i, {**OPTIONS[i % len(OPTIONS)], "turn_limit": 120}, marquise="bot")
        reasons[s.result()["reason"]] += 1
        assert s.result()["reason"] in ("vp", "turn_limit")
    assert reasons["vp"] > 0

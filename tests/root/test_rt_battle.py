"""Root engine: battle and every modifier (the RT-BATTLE-START … RT-BATTLE-VP ids of seeds/root.en.md)."""
from __future__ import annotations

from rt_helpers import check_invariants, dice, new, position, run


def battle(s, c, attacker_seat, defender):
    s.current = attacker_seat
    if attacker_seat == 1:
        s.phase = "evening"
        s.players[1]["officers"] = max(1, s.players[1]["officers"])
        s.players[1]["warriors_supply"] -= 1
    s._legal = None
    return run(s, ("battle", c, defender))


def test_attacker_takes_the_higher_die_defender_the_lower():
    """RT-BATTLE-ROLL: the Alliance attacking the Marquise: it deals the higher roll."""
    s = position(new(), {5: {"marquise": 3, "alliance": 3}}, phase="evening", current=1)
    dice(s, 1, 3)
    battle(s, 5, 1, "marquise")
    assert s.cl(5)["warriors"] == {"marquise": 0, "alliance": 2}
    check_invariants(s)


def test_guerrilla_war_alliance_defending_takes_the_higher():
    """RT-BATTLE-GUERRILLA, RT-WA-GUERRILLA: the Marquise attacks; the Alliance deals 3, she 1."""
    s = position(new(), {5: {"marquise": 3, "alliance": 3}})
    dice(s, 3, 1)
    battle(s, 5, 0, "alliance")
    assert s.cl(5)["warriors"] == {"marquise": 0, "alliance": 2}


def test_rolled_hits_capped_by_warriors_present():
    """RT-BATTLE-CAP: one attacking warrior deals at most 1 rolled hit."""
    s = position(new(), {5: {"marquise": 4, "alliance": 1}}, phase="evening", current=1)
    dice(s, 3, 2)
    battle(s, 5, 1, "marquise")
    assert s.cl(5)["warriors"] == {"marquise": 3, "alliance": 0}


def test_defenseless_extra_hit_and_a_lone_token_falls_to_a_zero():
    """RT-BATTLE-DEFENSELESS, RT-REMOVE-VP, RT-WA-OUTRAGE: a sympathy token with no warrior
    falls even on a roll of 0; she scores 1 and Outrage follows."""
    s = position(new(), {5: {"marquise": 2, "tokens": ["sympathy"]}}, hands={0: ["smugglers_trail_1"]})
    dice(s, 0, 0)
    battle(s, 5, 0, "alliance")
    assert "sympathy" not in s.cl(5)["tokens"] and s.players[0]["vp"] == 1
    # Outrage: her only rabbit card went to the supporters (no choice: done by the engine)
    assert s.players[0]["hand"] == [] and "smugglers_trail_1" in s.players[1]["supporters"]
    check_invariants(s)


def test_ambush_two_hits_first_and_the_battle_ends_without_attackers():
    """RT-BATTLE-AMBUSH"""
    s = position(new(), {5: {"marquise": 2, "alliance": 1}}, hands={1: ["ambush_4"]})
    battle(s, 5, 0, "alliance")
    assert s.decision()["kind"] == "ambush" and s.current_player == 1
    assert ("ambush", "ambush_4") in s.legal_actions() and ("skip",) in s.legal_actions()
    events = run(s, ("ambush", "ambush_4"))
    assert s.cl(5)["warriors"] == {"marquise": 0, "alliance": 1}
    assert s.battle is None and not any(e["type"] == "roll" for e in events)    # no roll
    assert "ambush_4" in s.discard
    check_invariants(s)


def test_ambush_must_match_the_clearing_bird_any():
    """RT-BATTLE-AMBUSH, RT-DECK-AMBUSH"""
    s = position(new(), {5: {"marquise": 2, "alliance": 1}}, hands={1: ["ambush_3", "ambush_1"]})
    battle(s, 5, 0, "alliance")
    assert [a for a in s.legal_actions() if a[0] == "ambush"] == [("ambush", "ambush_1")]


def test_counter_ambush_cancels():
    """RT-BATTLE-COUNTER"""
    s = position(new(), {5: {"marquise": 2, "alliance": 1}}, hands={1: ["ambush_4"], 0: ["ambush_2"]})
    dice(s, 0, 0)
    battle(s, 5, 0, "alliance")
    run(s, ("ambush", "ambush_4"))
    assert s.decision()["kind"] == "counter_ambush" and s.current_player == 0
    s.rng_state = s.rng_state            # the roll comes after
    run(s, ("ambush", "ambush_2"))
    assert s.cl(5)["warriors"]["marquise"] == 2
    assert {"ambush_4", "ambush_2"} <= set(s.discard)


def test_scouting_party_makes_ambushes_useless():
    """RT-DECK-BATTLE (Scouting Party): no ambush is offered against its owner."""
    s = position(new(), {5: {"marquise": 2, "alliance": 1}}, hands={1: ["ambush_4"]},
                 crafted={0: ["scouting_party_1"]})
    battle(s, 5, 0, "alliance")
    assert s.battle is None or s.decision()["kind"] != "ambush"


def test_armorers_ignore_rolled_hits_and_are_discarded():
    """RT-DECK-BATTLE (Armorers)"""
    s = position(new(), {5: {"marquise": 3, "alliance": 3}}, crafted={0: ["armorers_1"]})
    dice(s, 3, 2)
    battle(s, 5, 0, "alliance")       # Guerrilla War: the Alliance deals 3
    assert s.decision()["kind"] == "battle_effects" and s.current_player == 0
    run(s, ("armorers", "armorers_1"))
    assert s.cl(5)["warriors"] == {"marquise": 3, "alliance": 1}
    assert s.players[0]["crafted"] == [] and "armorers_1" in s.discard


def test_sappers_defender_extra_hit():
    """RT-DECK-BATTLE (Sappers): as defender, discard for 1 extra hit."""
    s = position(new(), {5: {"marquise": 3, "alliance": 3}}, phase="evening", current=1,
                 crafted={0: ["sappers_1"]})
    dice(s, 1, 0)
    battle(s, 5, 1, "marquise")
    assert s.decision()["kind"] == "battle_effects" and s.current_player == 0
    run(s, ("sappers", "sappers_1"))
    assert s.cl(5)["warriors"] == {"marquise": 2, "alliance": 2}


def test_brutal_tactics_extra_hit_gives_the_defender_a_point():
    """RT-DECK-BATTLE (Brutal Tactics), extra hits ignore the cap (RT-BATTLE-EFFECTS)."""
    s = position(new(), {5: {"marquise": 1, "alliance": 3}}, crafted={0: ["brutal_tactics_1"]})
    dice(s, 3, 0)
    battle(s, 5, 0, "alliance")      # Guerrilla: Alliance 3 (capped at 3), she 0 (cap 1)
    run(s, ("brutal_tactics", "brutal_tactics_1"))
    # the window closes by itself once nothing is left to use
    assert s.cl(5)["warriors"] == {"marquise": 0, "alliance": 2}
    assert s.players[1]["vp"] == 1 and s.players[0]["crafted"] == ["brutal_tactics_1"]


def test_hits_take_warriors_first_then_the_owner_chooses():
    """RT-BATTLE-HITS, RT-REMOVE-VP: two hits on one warrior, a sawmill and a workshop: the
    warrior goes, then the Marquise picks; the Alliance scores 1 per building."""
    s = position(new(), {5: {"marquise": 1, "buildings": ["sawmill", "workshop"], "alliance": 3}},
                 phase="evening", current=1)
    dice(s, 2, 0)
    battle(s, 5, 1, "marquise")
    assert s.decision()["kind"] == "take_hit" and s.current_player == 0
    assert set(s.legal_actions()) == {("take_hit", "sawmill"), ("take_hit", "workshop")}
    run(s, ("take_hit", "workshop"))
    assert s.cl(5)["buildings"] == ["sawmill"] and s.cl(5)["warriors"]["marquise"] == 0
    assert s.players[1]["vp"] == 1 and s.players[0]["buildings_left"]["workshop"] == 6
    check_invariants(s)

"""Root engine: the deck's effects by hook (RT-DECK-HOOKS, RT-DECK-PHASE, RT-DECK-FAVORS,
RT-DECK-ITEMS) and the card data (RT-COMP-DECK, RT-COMP-ITEMS)."""
from __future__ import annotations

from collections import Counter

import pytest

from rt_helpers import check_invariants, new, position, run

from game.games.root.config import load_config


def start_turn(s, seat):
    s.stack = [{"k": "start_turn", "seat": seat}]
    s.phase = "evening"
    s._settle([])


def test_deck_composition_and_items():
    """RT-COMP-DECK, RT-COMP-ITEMS, RT-DECK-ITEMS: 54 cards (14 bird, 14 fox, 13 rabbit,
    13 mouse; 20 items, 25 effects, 5 ambushes, 4 dominance; 32 names); each item always
    has the same cost and VP."""
    cfg = load_config()
    assert Counter(c["suit"] for c in cfg.cards.values()) == {"bird": 14, "fox": 14, "rabbit": 13, "mouse": 13}
    assert Counter(c["kind"] for c in cfg.cards.values()) == {"item": 20, "effect": 25, "ambush": 5, "dominance": 4}
    assert len(cfg.names) == 32 and sum(cfg.items.values()) == 12
    by_item = {}
    for c in cfg.cards.values():
        if c["kind"] == "item":
            by_item.setdefault(c["item"], set()).add((c["cost"], c["vp"]))
    assert {k: v.pop() for k, v in by_item.items()} == {
        "bag": (("mouse",), 1), "boots": (("rabbit",), 1), "crossbow": (("fox",), 1), "tea": (("mouse",), 2),
        "sword": (("fox", "fox"), 2), "hammer": (("fox",), 2), "coins": (("rabbit", "rabbit"), 3)}
    assert cfg.cards["root_tea_2"]["suit"] == "rabbit" and cfg.cards["ambush_5"]["suit"] == "mouse"


def test_better_burrow_bank_both_draw_at_birdsong():
    """RT-DECK-PHASE (Better Burrow Bank)"""
    s = position(new(), {1: {"marquise": 1}}, phase="evening", current=1, crafted={0: ["better_burrow_bank_1"]})
    start_turn(s, 0)
    assert len(s.players[0]["hand"]) == 1 and len(s.players[1]["hand"]) == 1


def test_royal_claim_scores_ruled_clearings_and_goes():
    """RT-DECK-PHASE (Royal Claim)"""
    s = position(new(), {1: {"marquise": 1}, 2: {"marquise": 1}, 3: {"marquise": 1, "alliance": 1}},
                 phase="birdsong", crafted={0: ["royal_claim_1"]})
    run(s, ("royal_claim",))
    assert s.players[0]["vp"] == 2 and s.players[0]["crafted"] == [] and "royal_claim_1" in s.discard


def test_stand_and_deliver_takes_a_random_card_victim_scores():
    """RT-DECK-PHASE (Stand and Deliver!)"""
    s = position(new(), {1: {"marquise": 1}}, phase="birdsong", hands={1: ["anvil_1", "sword_1"]},
                 crafted={0: ["stand_and_deliver_1"]})
    run(s, ("stand_and_deliver",))
    assert len(s.players[0]["hand"]) == 1 and s.players[0]["hand"][0] in ("anvil_1", "sword_1")
    assert s.players[1]["vp"] == 1 and ("stand_and_deliver",) not in s.legal_actions()


def test_command_warren_battle_at_start_of_daylight():
    """RT-DECK-PHASE (Command Warren)"""
    s = position(new(), {5: {"marquise": 2, "alliance": 1}}, phase="birdsong", crafted={0: ["command_warren_1"]})
    run(s, ("end_phase",))
    assert s.decision()["kind"] == "command_warren"
    assert set(s.legal_actions()) == {("battle", 5, "alliance"), ("skip",)}
    run(s, ("battle", 5, "alliance"))
    assert s.turn["actions_left"] == 3               # not one of her actions


def test_tax_collector_and_codebreakers_once_per_daylight():
    """RT-DECK-PHASE (Tax Collector, Codebreakers)"""
    s = position(new(), {5: {"alliance": 2}, 9: {"alliance": 1}}, current=1, hands={0: ["anvil_1"]},
                 crafted={1: ["tax_collector_1", "codebreakers_1"]})
    run(s, ("tax_collector", 5))
    assert s.cl(5)["warriors"]["alliance"] == 1 and len(s.players[1]["hand"]) == 1
    assert not any(a[0] == "tax_collector" for a in s.legal_actions())
    events = run(s, ("codebreakers",))
    assert {"type": "reveal_hand", "faction": "marquise", "to": "alliance", "cards": ["anvil_1"]} in events
    assert ("codebreakers",) not in s.legal_actions()
    check_invariants(s)


def test_cobbler_one_move_at_start_of_evening():
    """RT-DECK-PHASE (Cobbler)"""
    s = position(new(), {1: {"marquise": 2}}, crafted={0: ["cobbler_1"]})
    run(s, ("end_phase",))
    assert s.decision()["kind"] == "cobbler" and ("skip",) in s.legal_actions()
    run(s, ("move", 1, 5, 2))
    assert s.cl(5)["warriors"]["marquise"] == 2


def test_favor_removes_every_enemy_piece_of_the_suit_not_ruins():
    """RT-DECK-FAVORS: Favor of the Foxes by the Alliance; 1 VP per building and token;
    Field Hospitals may follow."""
    s = position(new(), {1: {"marquise": 2, "tokens": ["keep", "wood"]}, 6: {"marquise": 1, "buildings": ["sawmill"]},
                         8: {"tokens": ["sympathy"]}, 12: {"tokens": ["sympathy"]}, 5: {"tokens": ["sympathy"]}},
                 current=1, hands={1: ["favor_of_the_foxes_1"]})
    # only two fox tokens (8, 12): not enough; a third one makes it
    assert not any(a[0] == "craft" for a in s.legal_actions())
    s.cl(6)["tokens"].append("sympathy")
    s.players[1]["sympathy_left"] -= 1
    s._legal = None
    run(s, ("craft", "favor_of_the_foxes_1", "fox+fox+fox"))
    assert s.warriors_on_map("marquise") == 0 and s.cl(6)["buildings"] == ["ruin"]
    assert s.players[1]["vp"] == 3 and s.players[0]["keep_lost"]
    check_invariants(s)


def test_every_hook_word_is_used_by_some_card():
    """RT-DECK-HOOKS: the vocabulary has no unused word, and every effect card names one."""
    from game.games.root.effects import EFFECTS
    cfg = load_config()
    used = {c["hook"]["effect"] for c in cfg.names.values() if c["hook"]}
    assert used == set(EFFECTS)
    assert all(c["hook"] for c in cfg.names.values() if c["kind"] == "effect")


ITEM_CARDS = sorted(c for c, info in load_config().cards.items() if info["kind"] == "item")


@pytest.mark.parametrize("card", ITEM_CARDS)
def test_each_item_card_crafts_for_its_cost_item_and_vp(card):
    """RT-CRAFT-ITEM, RT-DECK-ITEMS: with exactly its cost in workshops the card crafts,
    takes its item and scores its VP; one piece short, it cannot."""
    cfg = load_config()
    info = cfg.cards[card]
    spots = {"fox": [1, 8, 12], "rabbit": [3, 4, 5], "mouse": [2, 7, 9]}
    where = {}
    for suit in info["cost"]:
        n = spots[suit].pop(0)
        where[n] = {"marquise": 1, "buildings": ["workshop"]}
    s = position(new(), where, hands={0: [card]})
    pay = "+".join(info["cost"])
    assert s.legal_actions().count(("craft", card, pay)) == 1
    supply = s.item_supply[info["item"]]
    run(s, ("craft", card, pay))
    assert s.players[0]["vp"] == info["vp"] and s.players[0]["items"] == [info["item"]]
    assert s.item_supply[info["item"]] == supply - 1
    short = dict(where)
    short.pop(next(iter(short)))
    s = position(new(), short, hands={0: [card]})
    assert not any(a[0] == "craft" for a in s.legal_actions())

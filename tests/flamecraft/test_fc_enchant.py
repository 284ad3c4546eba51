"""Enchanting: matching, payment with and without coins, no-coins cards, sets, rewards,
the 3-per-shop limit, reserved cards and firing up every dragon after casting."""
import pytest

from fc_helpers import (CFG, artisan_of, at_move, finish_turn, give, hand, place_dragon, put_shop,
                        set_row, skip_until, touch, visit)


def enchants(s):
    return [a for a in s.legal_actions() if a[0] == "enchant"]


def test_match_pay_reward_tuck():
    """FC-ENCHANT-MATCH, FC-ENCHANT-PAY, FC-ENCHANT-REWARD, FC-ENCHANT-PURPLE: a bread shop takes
    bread enchantments; the cost is paid, the reward gained, the card tucked; the row is
    refilled only at the end of the turn; the shop then yields one more good."""
    s = at_move(2)
    set_row(s, "creme_brulee", "le_flamberge", "smelting_pot", "dwarven_stout", "wraith_rose")
    give(s, 0, plant=3, iron=3, potion=2, bread=3, crystal=1)
    visit(s, 0, gather=False)
    assert s.decision()["kind"] == "choose"
    assert enchants(s) == [("enchant", "creme_brulee", 0)]       # only the bread card fits
    assert s.why_illegal(("enchant", "le_flamberge", 0)).key == "enchant_mismatch"
    s.apply(("enchant", "creme_brulee", 0))
    p = s.players[0]
    assert p["goods"] == {"bread": 3, "meat": 0, "iron": 2, "crystal": 1, "plant": 0, "potion": 0}
    assert p["reputation"] == 6 and p["stats"]["cast"] == 1
    assert s.town[0]["enchantments"] == ["creme_brulee"] and len(s.row) == 4
    finish_turn(s)
    assert len(s.row) == 5
    s.players[0]["token"] = 3
    s.current = 0
    s.stack = [{"k": "move"}]
    touch(s)
    before = dict(s.players[0]["goods"])
    visit(s, 0)
    assert s.players[0]["goods"]["bread"] == before["bread"] + 3   # shop + Pan + the enchantment


def test_coins_stand_in_each_for_a_different_good():
    """FC-ENCHANT-COINS: a coin pays for any good; the player says how many per good."""
    s = at_move(2)
    set_row(s, "creme_brulee", "le_flamberge", "smelting_pot", "dwarven_stout", "wraith_rose")
    give(s, 0, plant=2, potion=1, coin=3)             # short: 1 plant, 1 iron, 1 potion
    visit(s, 0, gather=False)
    assert ("enchant", "creme_brulee", 0) in enchants(s)
    give(s, 0, coin=-1)
    assert ("enchant", "creme_brulee", 0) not in enchants(s)   # 2 coins for 3 missing goods
    assert s.why_illegal(("enchant", "creme_brulee", 0)).key == "cannot_afford"
    give(s, 0, coin=2, plant=1)                       # 4 coins, 3 plant, 1 potion
    s.apply(("enchant", "creme_brulee", 0))
    d = s.decision()
    assert d["kind"] == "pay" and d["good"] == "plant" and (d["min"], d["max"]) == (0, 2)
    s.apply(("pay", "plant", 2))                      # 1 plant + 2 coins
    p = s.players[0]
    # iron (1 missing) and potion (1 missing) had one answer each: automatic
    assert p["goods"]["plant"] == 2 and p["coins"] == 0 and p["goods"]["potion"] == 0


def test_no_coins_cards_and_the_option():
    """FC-ENCHANT-NOCOINS, FC-ENCHANT-SETS: a sets card with coins only is refused unless
    option no_coins is never; the reward follows the sets scale."""
    s = at_move(2)
    set_row(s, "impanadas", "le_flamberge", "smelting_pot", "dwarven_stout", "wraith_rose")
    give(s, 0, plant=1, coin=5)
    visit(s, 0, gather=False)
    assert enchants(s) == []
    s2 = at_move(2, no_coins="never")
    set_row(s2, "impanadas", "le_flamberge", "smelting_pot", "dwarven_stout", "wraith_rose")
    give(s2, 0, plant=1, coin=5)
    visit(s2, 0, gather=False)
    assert ("enchant", "impanadas", 2) in enchants(s2)
    for scale, rep in (("proposed", [1, 3, 5, 8]), ("source", [0, 2, 4, 8])):
        for sets in (1, 2, 3, 4):
            s = at_move(2, sets_scale=scale)
            set_row(s, "impanadas", "le_flamberge", "smelting_pot", "dwarven_stout", "wraith_rose")
            give(s, 0, plant=4, crystal=4)
            visit(s, 0, gather=False)
            assert [a[2] for a in enchants(s)] == [1, 2, 3, 4]
            s.apply(("enchant", "impanadas", sets))
            assert s.players[0]["reputation"] == rep[sets - 1]
            assert s.players[0]["goods"]["plant"] == 4 - sets


def test_wild_shops_take_any_coin_and_dragon_shops_none():
    """FC-ENCHANT-MATCH (wild; coin and dragon shops, option enchant_coin_dragon_shops)."""
    for shop, option, expected in (("bizarre_bazaar", False, True), ("wishing_well", False, False),
                                   ("sew_cute", False, False), ("wishing_well", True, True)):
        s = at_move(2, enchant_coin_dragon_shops=option)
        put_shop(s, 6, shop)
        set_row(s, "le_flamberge", "creme_brulee", "smelting_pot", "dwarven_stout", "wraith_rose")
        give(s, 0, plant=2, bread=3, crystal=1)
        s.apply(("move", 6))
        assert (("enchant", "le_flamberge", 0) in s.legal_actions()) is expected


def test_at_most_three_enchantments_per_shop():
    """FC-ENCHANT-MAX."""
    s = at_move(2)
    set_row(s, "creme_brulee", "le_flamberge", "smelting_pot", "dwarven_stout", "wraith_rose")
    s.town[0]["enchantments"] = ["fairys_jubilee", "impanadas"]
    for e in s.town[0]["enchantments"]:
        s.ench_deck.remove(e)
    give(s, 0, plant=3, iron=1, potion=2)
    visit(s, 0, gather=False)
    s.apply(("enchant", "creme_brulee", 0))
    assert s.turn_flags["third_enchantment"]
    s = at_move(2)
    set_row(s, "creme_brulee", "le_flamberge", "smelting_pot", "dwarven_stout", "wraith_rose")
    s.town[0]["enchantments"] = ["fairys_jubilee", "impanadas", "joe_forgeman"]
    for e in s.town[0]["enchantments"]:
        s.ench_deck.remove(e)
    give(s, 0, plant=3, iron=1, potion=2)
    assert s.enchant_options(0, 0) == []
    visit(s, 0, gather=False)                   # only gather is left: done at once
    g = s.players[0]["goods"]
    assert (g["bread"], g["iron"]) == (4, 2)    # shop + Pan + 2 bread cards; iron: 1 + Joe Forgeman
    assert s.town[0]["enchantments"] == ["fairys_jubilee", "impanadas", "joe_forgeman"]


def test_artisan_reward_and_fire_up_every_dragon():
    """FC-ENCHANT-REWARD (artisan draw), FC-ENCHANT-FIRE-ALL: every dragon once, any order;
    no collecting, placing or ability when enchanting."""
    s = at_move(2)
    set_row(s, "fairys_jubilee", "le_flamberge", "smelting_pot", "dwarven_stout", "wraith_rose")
    place_dragon(s, 0, 1, artisan_of("crystal", 0))   # Critical Rolls: Pan (bread) + a crystal
    give(s, 0, meat=3, plant=2)
    visit(s, 0, gather=False)
    s.apply(("enchant", "fairys_jubilee", 0))
    assert s.decision()["kind"] == "draw"
    s.apply(("draw", "deck"))
    assert len(s.players[0]["hand"]) == 1 and s.players[0]["reputation"] == 4
    fires = [a for a in s.legal_actions() if a[0] == "fire"]
    assert fires == [("fire", 0, 0), ("fire", 0, 1)] and ("skip",) in s.legal_actions()
    s.apply(("fire", 0, 1))                            # crystal first: 3 different goods
    for g in ("bread", "meat", "iron"):
        s.apply(("take", g))
    assert [a for a in s.legal_actions() if a[0] == "fire"] == [("fire", 0, 0)]
    s.apply(("fire", 0, 0))                            # Pan: draw
    assert s.decision()["kind"] == "draw"
    assert s.turn_flags["fired"] == 2
    assert s.players[0]["goods"]["bread"] == 1        # nothing collected


def test_reserved_enchantment_can_be_cast_by_its_owner():
    """FC-SHOP-RESERVE (casting), FC-ENCHANT-GOLD: a reserved card is castable only by its owner."""
    s = at_move(2, deck="gold")
    assert set(s.row) | set(s.ench_deck) <= set(CFG.enchantments["gold"])
    card = "eb_b1"
    s.players[0]["reserved"] = [card]
    s.players[0]["goods"].update(meat=3, crystal=2, potion=1)
    for name in ("row", "ench_deck"):
        if card in getattr(s, name):
            getattr(s, name).remove(card)
            if name == "row":
                s.row.append(s.ench_deck.pop(0))
    touch(s)
    visit(s, 0, gather=False)
    assert ("enchant", card, 0) in s.legal_actions()
    s.apply(("enchant", card, 0))
    assert s.players[0]["reserved"] == [] and card in s.town[0]["enchantments"]

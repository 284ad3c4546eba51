"""Every shop ability of the reference §3.3 (placeholders, data effects), used on Gather.
FC-SHOP-ABILITIES, FC-GATHER-ABILITY, FC-SHOP-LIST, FC-SHOP-COUNT."""
import pytest

from fc_helpers import (CFG, artisan_of, at_move, give, hand, place_dragon, put_shop, set_row,
                        skip_until, visit)

SPACE = 6


def use(shop, n=2, dragons=(), enchantments=(), hand_cards=(), goods=None, **setup):
    s = at_move(n, **setup)
    put_shop(s, SPACE, shop, enchantments=enchantments)
    for slot, card in dragons:
        place_dragon(s, SPACE, slot, card)
    hand(s, 0, *hand_cards)
    give(s, 0, **(goods or {}))
    visit(s, SPACE)
    skip_until(s, "ability")
    assert s.decision()["shop"] == shop
    s.apply(("ability",))
    return s


def p0(s):
    return s.players[0]


def test_drake_of_cakes():
    """FC-SHOP-DRAW."""
    s = use("drake_of_cakes")
    assert s.decision()["kind"] == "draw"
    s.apply(("draw", "deck"))
    assert len(p0(s)["hand"]) == 1


def test_guilty_treasures():
    """FC-SHOP-PAY, FC-SHOP-FANCY."""
    s = use("guilty_treasures")
    assert p0(s)["goods"]["bread"] == 0 and len(p0(s)["fancy_hidden"]) == 1


def test_fogo_de_char():
    """FC-SHOP-PAY."""
    s = use("fogo_de_char")
    assert p0(s)["goods"]["meat"] == 0 and p0(s)["reputation"] == 3
    assert s.score_breakdown(0)["ability"] == 3


def test_full_plate_buffet_and_gains():
    """FC-SHOP-GAIN (Full Plate Buffet, Oh My Gourd!, Wishing Well)."""
    s = use("full_plate_buffet")
    assert p0(s)["goods"]["bread"] == 1 and p0(s)["goods"]["meat"] == 2
    assert p0(use("oh_my_gourd"))["coins"] == 1
    assert p0(use("wishing_well"))["coins"] == 2        # FC-SHOP-WISHING-WELL: 1 + 1


@pytest.mark.parametrize("shop", ["pizza_coven", "draggin_tail_roost"])
def test_fire_a_dragon_in_the_park(shop):
    """FC-SHOP-FIRE (in the Park: it stays there)."""
    s = use(shop)
    assert s.decision()["kind"] == "fire_card" and s.decision()["where"] == "park"
    card = s.park[0]
    ev = s.apply(("fire_card", card))
    assert [e for e in ev if e["type"] == "fire"][0]["where"] == "park"
    assert card in s.park


def test_gnome_depot_places_anywhere():
    """FC-SHOP-PLACE."""
    meat = artisan_of("meat", 0)
    s = use("gnome_depot", hand_cards=[meat, artisan_of("bread", 0)], goods={})
    assert s.decision()["kind"] == "place"
    s.apply(("place", meat, 0, 1))
    assert p0(s)["coins"] == 1 and s.town[0]["dragons"][1] == meat


def test_saving_throw():
    s = use("saving_throw", hand_cards=[artisan_of("bread", 0)])
    assert s.artisan_deck[-1] == artisan_of("bread", 0)      # 1 card: automatic
    s.apply(("take", "crystal"))
    s.apply(("take", "crystal"))
    assert p0(s)["goods"]["crystal"] == 2


def test_the_savage_beat_and_touch_o_glass():
    """FC-SHOP-COUNT."""
    s = use("the_savage_beat", dragons=[(0, artisan_of("iron", 0)), (1, artisan_of("bread", 0))])
    assert p0(s)["reputation"] == 2
    s = use("touch_o_glass", enchantments=["heart_of_flame", "ring_of_destiny"])
    assert p0(s)["reputation"] == 2


def test_draconic_tonic_fires_a_second_different_dragon():
    """FC-SHOP-FIRE (a second dragon here)."""
    s = at_move(2)
    put_shop(s, SPACE, "draconic_tonic")
    place_dragon(s, SPACE, 0, artisan_of("crystal", 0))
    place_dragon(s, SPACE, 1, artisan_of("bread", 0))
    visit(s, SPACE)
    skip_until(s, "fire")
    s.apply(("fire", SPACE, 1))                          # bread: draw
    s.apply(("draw", "deck"))
    s.apply(("ability",))
    assert [a for a in s.legal_actions() if a[0] == "fire"] == [("fire", SPACE, 0)]


@pytest.mark.parametrize("shop,most", [("funky_brewsters", 2), ("bizarre_bazaar", 3)])
def test_exchanges_one_for_one(shop, most):
    """FC-SHOP-EXCHANGE."""
    s = use(shop, goods={"iron": 5})
    for _ in range(most):
        assert s.decision()["kind"] == "return" and ("skip",) in s.legal_actions()
        s.apply(("return", "iron"))
        assert ("take", "iron") in s.legal_actions()      # taking back the same type is allowed
        s.apply(("take", "plant"))
    assert s.decision()["kind"] != "return" or s.current != 0
    assert p0(s)["goods"]["plant"] >= most


def test_tip_the_scales():
    """FC-SHOP-EXCHANGE (2 for 2 other goods)."""
    s = use("tip_the_scales", goods={"iron": 2})
    s.apply(("return", "iron"))
    s.apply(("return", "crystal"))
    assert {a[1] for a in s.legal_actions() if a[0] == "take"} == {"bread", "meat", "plant", "potion"}
    s.apply(("take", "meat"))
    s.apply(("take", "meat"))
    assert p0(s)["goods"]["meat"] == 2


def test_spellfire_springs_reserves():
    """FC-SHOP-RESERVE."""
    s = use("spellfire_springs")
    card = s.row[1]
    s.apply(("reserve", card))
    assert p0(s)["reserved"] == [card] and card not in s.row
    s2 = use("spellfire_springs")
    p0(s2)["reserved"] = [s2.row.pop(0)]
    # with one reserved, the ability cannot start again (reserved_max 1)
    assert not s2._usable(CFG.shops["spellfire_springs"]["ability"], 0, SPACE)


def test_dragon_hoard_bank_trades_twice():
    s = use("dragon_hoard_bank", goods={"iron": 4})
    s.apply(("return", "iron"))
    s.apply(("return", "iron"))
    assert p0(s)["coins"] == 1
    s.apply(("return", "iron"))
    s.apply(("return", "crystal"))
    assert p0(s)["coins"] == 2


def test_hedges_and_henges_gift():
    """FC-SHOP-GIFT."""
    s = use("hedges_and_henges", n=2)
    s.apply(("gift_to", 1, "plant"))
    assert s.players[1]["goods"]["plant"] == 1 and p0(s)["reputation"] == 2


def test_sage_of_sage_and_nunyas_beeswax():
    """FC-SHOP-FANCY."""
    s = at_move(2)
    put_shop(s, SPACE, "sage_of_sage")
    top = s.fancy_deck[0]
    visit(s, SPACE)
    skip_until(s, "ability")
    s.apply(("ability",))                                 # drew one, the only one goes back
    assert p0(s)["fancy_hidden"] == [] and s.fancy_deck[-1] == top
    s = at_move(2)
    put_shop(s, SPACE, "sage_of_sage")
    s.players[0]["fancy_hidden"] = [s.fancy_deck.pop(0)]
    visit(s, SPACE)
    skip_until(s, "ability")
    s.apply(("ability",))
    assert s.decision()["kind"] == "bottom_fancy" and len(p0(s)["fancy_hidden"]) == 2
    s.apply(s.legal_actions()[0])
    assert len(p0(s)["fancy_hidden"]) == 1
    s = use("nunyas_beeswax")
    top3 = s.decision()["options"]
    assert s.decision()["kind"] == "keep_fancy" and len(top3) == 3
    s.apply(("keep_fancy", top3[1]))
    assert p0(s)["fancy_hidden"] == [top3[1]] and s.fancy_deck[-2:] == [top3[0], top3[2]]


def test_eternal_flame_fires_anywhere():
    s = use("eternal_flame")
    assert ("fire", 0, 0) in s.legal_actions() and ("fire", 5, 0) in s.legal_actions()


def test_flagons_and_dragons_every_other_player_takes():
    s = use("flagons_and_dragons", n=3)
    assert s.current_player == 1 and s.decision()["kind"] == "take"
    s.apply(("take", "meat"))
    assert s.current_player == 2
    s.apply(("take", "iron"))
    assert s.players[1]["goods"]["meat"] == 1 and s.players[2]["goods"]["iron"] == 1
    assert p0(s)["reputation"] == 3
    solo = use("flagons_and_dragons", n=1)
    assert p0(solo)["reputation"] == 3                  # FC-SOLO-GIFTS: nobody else gains


def test_scale_mail_post_swaps_with_the_park():
    """FC-SHOP-SWAP."""
    card = artisan_of("bread", 0)
    s = use("scale_mail_post", hand_cards=[card])
    park0 = s.park[0]
    s.apply(("park_swap", card, park0))
    assert p0(s)["hand"] == [park0] and s.park[0] == card


def test_sew_cute_draw_two_bottom_one():
    s = use("sew_cute")
    s.apply(("draw", "deck"))
    s.apply(("draw", "deck"))
    assert s.decision()["kind"] == "bottom"
    s.apply(s.legal_actions()[0])
    assert len(p0(s)["hand"]) == 2                      # the yield drew one too


def test_maw_and_paws_one_good_per_dragon():
    s = use("maw_and_paws", dragons=[(0, artisan_of("meat", 0)), (1, artisan_of("iron", 0))])
    s.apply(("take", "plant"))
    s.apply(("take", "plant"))
    assert p0(s)["goods"]["plant"] == 2


def test_dragon_alley_spends_coins():
    s = use("dragon_alley", goods={"coin": 3})
    assert [a for a in s.legal_actions() if a[0] == "spend_coins"] == [("spend_coins", 1), ("spend_coins", 2)]
    s.apply(("spend_coins", 2))
    assert p0(s)["coins"] == 2 and p0(s)["reputation"] == 4


def test_every_non_starter_shop_has_an_ability_and_starters_none():
    """FC-SHOP-LIST, FC-GATHER-ABILITY: starter shops have none; an ability only on Gather."""
    assert sum(1 for sh in CFG.shops.values() if sh["ability"]) == 28
    assert all(sh["ability"] is None for sh in CFG.shops.values() if sh["pile"] == "starter")
    s = at_move(2)
    set_row(s, "le_flamberge", "creme_brulee", "smelting_pot", "dwarven_stout", "wraith_rose")
    put_shop(s, SPACE, "full_plate_buffet")
    give(s, 0, plant=2, bread=3, crystal=1)
    s.apply(("move", SPACE))
    s.apply(("enchant", "le_flamberge", 0))
    assert s.decision()["kind"] != "ability"
    assert not any(a == ("ability",) for a in s.legal_actions())


def test_an_ability_that_cannot_start_is_not_offered():
    """FC-SHOP-ABILITIES: nothing to pay, no card to use: the ability is not offered, judged
    when its step comes (after placing and firing up)."""
    s = at_move(2)
    put_shop(s, SPACE, "saving_throw")                   # needs an artisan in hand
    visit(s, SPACE)
    assert s.current == 1                                # no fire, no ability: the turn ended
    s = at_move(2)
    put_shop(s, SPACE, "draconic_tonic")
    place_dragon(s, SPACE, 0, artisan_of("crystal", 0))
    visit(s, SPACE)
    s.apply(("fire", SPACE, 0))
    for g in ("bread", "meat", "iron"):
        s.apply(("take", g))
    # the only dragon here has been fired: no second, different one
    assert s.current == 1

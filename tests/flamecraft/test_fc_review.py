"""Review of the Flamecraft engine against the seed and the reference: one focused test
per point that was wrong or easy to get wrong (each docstring names its FC- rule)."""
from game.games.flamecraft.config import GOODS

from fc_helpers import (CFG, artisan_of, at_move, finish_turn, give, hand, place_dragon,
                        put_shop, set_row, skip_until, take_from_decks, touch, visit)

SPACE = 6


def with_fancy(s, seat, fid):
    take_from_decks(s, fid)
    s.players[seat]["fancy_hidden"].append(fid)
    return touch(s)


def reveals(s):
    return [a for a in s.legal_actions() if a[0] == "reveal"]


# ------------------------------------------------------------------ moving and gifts
def test_gifts_may_be_goods_or_coins_one_per_token():
    """FC-GIFT: one gift per other token; a coin counts as a gift; a shop you cannot pay
    everyone at is not a destination; the shop you are on is not one either."""
    s = at_move(3)
    s.players[1]["token"] = 3
    s.players[2]["token"] = 3
    give(s, 0, coin=1)
    assert ("move", 3) not in s.legal_actions()             # 1 item, 2 gifts owed
    give(s, 0, bread=1)
    assert ("move", 3) in s.legal_actions()
    s.apply(("move", 3))
    assert s.decision()["kind"] == "gift" and s.decision()["to"] == 1
    s.apply(("gift", "coin"))
    assert s.players[1]["coins"] == 1
    assert s.players[2]["goods"]["bread"] == 1              # the last gift was forced
    assert s.players[0]["coins"] == 0
    finish_turn(s)
    finish_turn(s)
    finish_turn(s)
    assert s.players[0]["token"] == 3 and ("move", 3) not in s.legal_actions()


def test_no_pay_reveal_in_the_middle_of_the_gifts():
    """FC-GIFT, FC-FANCY-SUN: a Sun dragon that pays goods cannot be revealed while gifts
    are owed (it would leave the gifts unpaid)."""
    s = at_move(2)
    s.players[1]["token"] = 3
    with_fancy(s, 0, "fs03")
    give(s, 0, bread=2, meat=2)
    assert ("reveal", "fs03") in s.legal_actions()          # before moving: fine
    s.apply(("move", 3))
    assert s.decision()["kind"] == "gift"
    assert ("reveal", "fs03") not in s.legal_actions()
    s.apply(("gift", "bread"))
    assert s.players[1]["goods"]["bread"] == 1


# ------------------------------------------------------------------ enchanting
def test_no_pay_reveal_in_the_middle_of_an_enchantment_payment():
    """FC-ENCHANT-PAY, FC-FANCY-SUN: the cost is paid in full; a Sun dragon cannot spend
    the same goods halfway through the payment."""
    s = at_move(2)
    set_row(s, "creme_brulee", "le_flamberge", "smelting_pot", "dwarven_stout", "wraith_rose")
    with_fancy(s, 0, "fs04")                                 # pay 2 iron + 2 potion
    give(s, 0, plant=3, iron=2, potion=2, coin=2)
    visit(s, 0, gather=False)                                # Critical Rolls: bread
    s.apply(("enchant", "creme_brulee", 0))
    assert s.decision()["kind"] == "pay"
    assert not reveals(s)
    while s.decision()["kind"] == "pay":
        s.apply([a for a in s.legal_actions() if a[0] == "pay"][0])
    p = s.players[0]
    spent = (3 - p["goods"]["plant"]) + (2 - p["goods"]["iron"]) + (2 - p["goods"]["potion"]) \
        + (2 - p["coins"])
    assert spent == 6                                        # 3 plant + 1 iron + 2 potion


def test_enchant_no_coins_sets_and_wild_shop():
    """FC-ENCHANT-NOCOINS, FC-ENCHANT-SETS, FC-ENCHANT-MATCH: a no-coins card needs the
    goods; any type fits a wild shop; each coin stands for a different good."""
    s = at_move(2)
    put_shop(s, SPACE, "bizarre_bazaar")
    set_row(s, "impanadas", "le_flamberge", "smelting_pot", "dwarven_stout", "wraith_rose")
    give(s, 0, plant=1, crystal=0, coin=5, meat=3)
    visit(s, SPACE, gather=False)
    acts = s.legal_actions()
    assert not [a for a in acts if a[1:2] == ("impanadas",)]          # no coins for it
    assert ("enchant", "smelting_pot", 0) in acts                      # 3 meat + 3 coins
    s.apply(("enchant", "smelting_pot", 0))
    while s.decision()["kind"] == "pay":
        s.apply([a for a in s.legal_actions() if a[0] == "pay"][0])
    p = s.players[0]
    assert p["coins"] == 3 and p["goods"]["plant"] == 0 and p["reputation"] == 6


# ------------------------------------------------------------------ artisans
def test_potion_swapped_in_the_same_shop_is_not_fired_again_after_enchanting():
    """FC-ART-POTION, FC-ART-NOCHAIN, FC-ENCHANT-FIRE-ALL: each dragon fires once; a Potion
    that swaps inside its own shop is not offered again in the fire-up-all."""
    s = at_move(2)
    put_shop(s, SPACE, "funky_brewsters")                    # potion icon
    potion, iron = artisan_of("potion", 0), artisan_of("iron", 0)
    place_dragon(s, SPACE, 0, potion)
    place_dragon(s, SPACE, 1, iron)
    set_row(s, "elfspresso", "le_flamberge", "smelting_pot", "dwarven_stout", "wraith_rose")
    give(s, 0, iron=2, crystal=3)
    visit(s, SPACE, gather=False)
    s.apply(("enchant", "elfspresso", 0))
    s.apply(("draw", "deck"))
    events = s.apply(("fire", SPACE, 0))                     # the Potion
    events += s.apply(("swap", SPACE, 1))                    # with the Iron next to it
    assert s.town[SPACE]["dragons"][:2] == [iron, potion]
    assert s.decision()["kind"] == "take"                   # the Iron, now in slot 0
    events += s.apply(("take", "iron"))
    assert ("fire", SPACE, 1) not in s.legal_actions()       # the Potion has fired
    assert s.current == 1                                    # nothing left: the turn is over
    assert [e["card"] for e in events if e["type"] == "fire"] == [potion, iron]


def test_draconic_tonic_cannot_refire_a_potion_that_swapped_in_its_shop():
    """FC-SHOP-FIRE (a second, different dragon here), FC-ART-POTION."""
    s = at_move(2)
    put_shop(s, SPACE, "draconic_tonic")
    potion, iron = artisan_of("potion", 0), artisan_of("iron", 0)
    place_dragon(s, SPACE, 0, potion)
    place_dragon(s, SPACE, 1, iron)
    visit(s, SPACE)
    skip_until(s, "fire")
    s.apply(("fire", SPACE, 0))
    s.apply(("swap", SPACE, 1))
    s.apply(("take", "iron"))
    # both dragons of this shop have fired: the ability has no target
    assert ("fire", SPACE, 1) not in s.legal_actions()
    assert s.decision()["kind"] != "ability"


def test_potion_swap_gives_no_reward_and_fires_the_dragon_brought_in():
    """FC-ART-POTION: slot icons ignored, no slot reward, the dragon now here fires."""
    s = at_move(2)
    bread = artisan_of("bread", 0)
    place_dragon(s, 0, 1, artisan_of("potion", 0))       # Critical Rolls slot 1 (bread/meat)
    place_dragon(s, 3, 1, bread)                         # Potable Potions slot 1
    visit(s, 0)
    skip_until(s, "fire")
    rep, coins = s.players[0]["reputation"], s.players[0]["coins"]
    s.apply(("fire", 0, 1))
    s.apply(("swap", 3, 1))
    assert s.town[0]["dragons"][1] == bread and s.decision()["kind"] == "draw"
    assert (s.players[0]["reputation"], s.players[0]["coins"]) == (rep, coins)


def test_meat_fired_in_hand_does_not_place_itself():
    """FC-SHOP-FIRE (La Petite Dragonne: the dragon stays in your hand), FC-ART-MEAT."""
    s = at_move(2)
    put_shop(s, SPACE, "la_petite_dragonne")
    meat, bread = artisan_of("meat", 0), artisan_of("bread", 0)
    hand(s, 0, meat, bread)
    visit(s, SPACE)
    skip_until(s, "ability")
    s.apply(("ability",))
    s.apply(("fire_card", meat))
    places = [a for a in s.legal_actions() if a[0] == "place"]
    assert places and all(a[1] == bread for a in places)
    assert meat in s.players[0]["hand"]


def test_bread_fired_in_the_park_does_not_draw_itself():
    """FC-SHOP-FIRE (Pizza Coven: the dragon stays in the Park), FC-ART-BREAD."""
    s = at_move(2)
    put_shop(s, SPACE, "pizza_coven")
    bread = artisan_of("bread", 0)
    take_from_decks(s, bread)
    s.artisan_deck.insert(0, s.park[0])
    s.park[0] = bread
    touch(s)
    visit(s, SPACE)
    skip_until(s, "ability")
    s.apply(("ability",))
    s.apply(("fire_card", bread))
    draws = [a for a in s.legal_actions() if a[0] == "draw"]
    assert draws and ("draw", bread) not in draws and bread in s.park


def test_plant_gift_counts_as_a_gift_this_turn():
    """FC-ART-PLANT (normal gift rules), FC-FANCY-CARDS (fs18: gave 2 or more gifts)."""
    s = at_move(2)
    s.players[1]["token"] = 0
    place_dragon(s, 0, 1, artisan_of("plant", 0))
    with_fancy(s, 0, "fs18")
    give(s, 0, meat=2)
    visit(s, 0)                                              # the visit's gift
    skip_until(s, "fire")
    s.apply(("fire", 0, 1))
    s.apply(("gift_to", 1, "meat"))
    assert s.turn_flags["gifts"] == 2 and ("reveal", "fs18") in s.legal_actions()


# ------------------------------------------------------------------ shop abilities
def test_dragon_hoard_bank_needs_two_goods_for_each_coin():
    """FC-SHOP-PAY (Dragon Hoard Bank: pay any 2 goods for 1 coin, twice)."""
    s = at_move(2)
    put_shop(s, SPACE, "dragon_hoard_bank")
    give(s, 0, bread=2)
    visit(s, SPACE)                                          # + 1 crystal: 3 goods
    skip_until(s, "ability")
    s.apply(("ability",))
    s.apply(("return", "bread"))
    s.apply(("return", "bread"))
    assert s.players[0]["coins"] == 1
    assert not [a for a in s.legal_actions() if a[0] == "return"]   # 1 good left: no trade
    assert s.players[0]["goods"]["crystal"] == 1


def test_guilty_treasures_not_offered_with_an_empty_fancy_deck():
    """FC-SHOP-ABILITIES: an ability whose draw cannot be made is not usable."""
    s = at_move(2)
    put_shop(s, SPACE, "guilty_treasures")
    s.out["fancy_test"] = list(s.fancy_deck)
    s.fancy_deck = []
    give(s, 0, bread=2)
    visit(s, SPACE)
    for _ in range(10):
        if s.current != 0 or s.decision()["kind"] in ("move", "end_turn"):
            break
        assert s.decision()["kind"] != "ability"
        acts = s.legal_actions()
        s.apply(("skip",) if ("skip",) in acts else acts[0])
    assert s.players[0]["goods"]["bread"] >= 2


# ------------------------------------------------------------------ new shops
def test_meat_fills_the_last_slot_of_another_shop_and_draws_a_shop():
    """FC-ART-MEAT, FC-NEW-SHOP, FC-END-EXPAND: a placement anywhere fills a last slot; the
    new shop stays face down (not a destination, not a placement target) until the end of
    the turn, then turns up before the limits."""
    s = at_move(2)
    place_dragon(s, 0, 1, artisan_of("meat", 0))             # Critical Rolls
    place_dragon(s, 2, 1, artisan_of("iron", 1))             # SmithMart: slot 2 left (potion)
    potion = artisan_of("potion", 0)
    hand(s, 0, potion)
    with_fancy(s, 0, "fs08")                                 # keeps the turn open
    visit(s, 0)
    skip_until(s, "fire")
    s.apply(("fire", 0, 1))
    s.apply(("place", potion, 2, 2))
    assert s.decision()["kind"] == "site"
    top = s.shop_deck[0]
    space = [a for a in s.legal_actions() if a[0] == "site"][0][1]
    s.apply(("site", space))
    assert s.town[space] == {"id": top, "face_up": False, "dragons": [None] * 3,
                             "enchantments": []}
    assert s.decision()["kind"] == "end_turn"
    assert space not in s.move_targets(1) and not s.town[space]["face_up"]
    events = s.apply(("end_turn",))
    kinds = [e["type"] for e in events]
    assert kinds.index("shop_revealed") < kinds.index("turn")
    assert s.town[space]["face_up"]


# ------------------------------------------------------------------ fancy and scoring
def test_fancy_friends_counts_the_same_whatever_the_hand_order():
    """FC-FANCY-CARDS (fm10: 2 per other Fancy dragon revealed this game), FC-SCORE-MOON:
    the score does not depend on the order of the Moon dragons in hand."""
    scores = []
    for order in (("fm01", "fm10"), ("fm10", "fm01")):
        s = at_move(2)
        for fid in order:
            with_fancy(s, 0, fid)
        take_from_decks(s, "fs01")
        s.players[0]["fancy_revealed"] = ["fs01"]
        give(s, 0, bread=4)
        s._final_scoring([])
        scores.append(s.players[0]["reputation"])
    assert scores[0] == scores[1] == 3 + 2


def test_final_round_one_more_turn_each_and_coins_then_moon():
    """FC-END-TRIGGER (the last artisan drawn), FC-END-FINAL (one more turn each, the
    triggerer included), FC-SCORE-COINS before FC-SCORE-MOON, FC-TIE."""
    s = at_move(3)
    s.artisan_deck = s.artisan_deck[:1]
    bread = artisan_of("bread", 0)
    place_dragon(s, 0, 1, bread)
    visit(s, 0)
    skip_until(s, "fire")
    s.apply(("fire", 0, 1))
    s.apply(("draw", "deck"))                                # the last card: the end trigger
    assert s.end_triggered and not s.artisan_deck
    turns = []
    while not s.is_over:
        turns.append(s.current)
        finish_turn(s)
    assert turns == [1, 2, 0]                        # the triggerer last
    assert s.result()["over"]


def test_goods_limit_only_for_the_player_whose_turn_ends():
    """FC-END-GOODS, FC-GIFT-LIMITS."""
    s = at_move(2)
    give(s, 1, meat=9)
    give(s, 0, bread=9)
    visit(s, 4)
    finish_turn(s)
    assert s.players[0]["goods"]["bread"] == 7
    assert s.players[1]["goods"]["meat"] == 9


def test_iron_at_a_wild_shop_never_a_coin_or_draw():
    """FC-ART-IRON: any good at a wild shop, 2 of it, never a coin."""
    s = at_move(2)
    put_shop(s, SPACE, "flagons_and_dragons")
    place_dragon(s, SPACE, 1, artisan_of("iron", 0))
    visit(s, SPACE)
    s.apply(("take", "bread"))                               # the wild yield
    skip_until(s, "fire")
    s.apply(("fire", SPACE, 1))
    assert sorted(a[1] for a in s.legal_actions() if a[0] == "take") == sorted(GOODS)
    s.apply(("take", "plant"))
    assert s.players[0]["goods"]["plant"] == 2 and s.players[0]["coins"] == 0
    assert CFG.shops["flagons_and_dragons"]["icon"] == "wild"

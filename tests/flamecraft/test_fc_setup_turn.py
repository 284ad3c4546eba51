"""Set-up counts per player count, the move, gifts and gathering."""
import pytest

from game.core.protocol import IllegalAction
from game.games.flamecraft import rules
from game.games.flamecraft.config import GOODS

from fc_helpers import (CFG, artisan_of, at_move, finish_turn, give, hand, new, past_setup,
                        place_dragon, play, players, put_shop, touch)


@pytest.mark.parametrize("n,town,deck", [(1, 12, 24), (2, 12, 24), (3, 14, 30), (4, 14, 36), (5, 14, 36)])
def test_setup_counts(n, town, deck):
    """FC-SETUP-TOWN, FC-SETUP-ARTISANS, FC-SETUP-SHOPDECK, FC-SETUP-ARTISAN-DECK,
    FC-SETUP-FANCY, FC-SETUP-ENCHANT, FC-SETUP-DEAL, FC-SOLO-SETUP, FC-COMP-TOWN,
    FC-COMP-SHOPS, FC-COMP-ARTISANS, FC-COMP-FANCY, FC-COMP-ENCHANTMENTS."""
    s = new(n, seed=n)
    assert s.town_size == town and len(s.town) == town
    for space, sid in enumerate(CFG.starter_order):
        shop = s.town[space]
        assert shop["id"] == sid and shop["face_up"]
        assert shop["dragons"] == [CFG.shops[sid]["starter_artisan"], None, None]
    assert all(x is None for x in s.town[6:])
    assert len(s.shop_deck) == 10
    piles = [CFG.shops[x]["pile"] for x in s.shop_deck]
    assert sorted(p for p in piles if p != "seventh") == sorted(GOODS)
    assert piles.count("seventh") == 4
    assert len(s.shop_deck) + len(s.out["shops"]) == 28
    removed = s.out["artisans"]
    assert len(removed) == 36 - deck
    for good in GOODS:           # removed evenly per type
        assert sum(1 for a in removed if CFG.artisans[a] == good) == (36 - deck) // 6
    assert len(s.park) == 5 and len(s.row) == 5
    assert len(s.artisan_deck) == deck - 5 - 3 * n
    assert len(s.ench_deck) == 13
    for p in s.players:
        assert len(p["hand"]) == 3 and p["reputation"] == 0 and p["token"] is None
    # each player keeps 1 of 2 Fancy dragons, in seat order (FC-DIG-SETUP)
    for seat in range(n):
        d = s.decision()
        assert d["kind"] == "keep_fancy" and d["seat"] == seat == s.current_player
        keep, back = d["options"]
        s.apply(("keep_fancy", keep))
        assert s.players[seat]["fancy_hidden"] == [keep] and s.fancy_deck[-1] == back
    assert len(s.fancy_deck) == 36 - n


def test_extra_goods_for_4th_and_5th_players():
    """FC-SETUP-EXTRA-GOOD, FC-DIG-FIRST: the 4th and 5th in turn order take a good."""
    s = new(5, seed=3)
    for _ in range(5):
        s.apply(s.legal_actions()[0])
    for place in (3, 4):
        d = s.decision()
        assert d["kind"] == "start_good" and d["seat"] == s.order[place]
        s.apply(("start_good", "iron"))
        assert s.players[s.order[place]]["goods"]["iron"] == 1
    assert s.decision()["kind"] == "move"
    assert sum(sum(p["goods"].values()) for p in s.players) == 2
    four = new(4, seed=3)
    past_setup(four)
    assert sum(sum(p["goods"].values()) for p in four.players) == 1
    assert past_setup(new(3)).players[0]["goods"] == {g: 0 for g in GOODS}


def test_first_player_random_but_seeded():
    """FC-DIG-FIRST."""
    firsts = {rules.new_game({"players": players(4)}, seed).order[0] for seed in range(30)}
    assert len(firsts) > 1
    assert rules.new_game({"players": players(4)}, 5).order == rules.new_game({"players": players(4)}, 5).order


def test_bad_setups_are_refused():
    with pytest.raises(IllegalAction):
        rules.new_game({"players": players(6)}, 1)
    with pytest.raises(IllegalAction):
        rules.new_game({"players": players(2), "deck": "green"}, 1)
    with pytest.raises(IllegalAction):
        rules.new_game({"players": players(2), "sets_scale": "huge"}, 1)
    with pytest.raises(IllegalAction):
        rules.new_game({"players": players(1), "level": {"town_size": 3}}, 1)


def test_move_destinations():
    """FC-TURN-MOVE, FC-DIG-TOKENS: any face-up shop at first, never the same one again;
    face-down shops and empty spaces are not destinations."""
    s = at_move(2)
    assert [a[1] for a in s.legal_actions() if a[0] == "move"] == [0, 1, 2, 3, 4, 5]
    s.players[0]["token"] = 2
    s.town[6] = {"id": s.shop_deck.pop(0), "face_up": False, "dragons": [None] * 3, "enchantments": []}
    touch(s)
    targets = [a[1] for a in s.legal_actions() if a[0] == "move"]
    assert 2 not in targets and 6 not in targets and 7 not in targets
    err = s.why_illegal(("move", 2))
    assert err.key == "same_shop"
    assert s.why_illegal(("move", 6)).key == "no_shop"
    with pytest.raises(IllegalAction):
        s.apply(("move", 2))


def test_gifts_owed_to_every_token_in_seat_order():
    """FC-GIFT, FC-GIFT-LIMITS: one gift to each visitor, from the mover's next seat on;
    a shop you cannot pay for is not legal; receivers keep excess until their own turn."""
    s = at_move(4)
    for seat in (1, 2, 3):
        s.players[seat]["token"] = 3
    give(s, 0, bread=1, meat=1)
    assert ("move", 3) not in s.legal_actions()          # 3 visitors, only 2 items
    assert s.why_illegal(("move", 3)).key == "cannot_pay_gifts"
    give(s, 0, coin=1)
    s.players[2]["goods"]["meat"] = 7
    touch(s)
    s.apply(("move", 3))
    assert s.why_illegal(("gather",)).key == "wrong_step"
    receivers = []
    for expected in (1, 2):
        d = s.decision()
        assert d["kind"] == "gift" and d["to"] == expected
        item = [a for a in s.legal_actions() if a[0] == "gift"][-1]
        ev = s.apply(item)
        receivers += [e["to"] for e in ev if e["type"] == "gift"]
    assert receivers == [1, 2, 3]                 # the last gift had one choice: automatic
    p2 = s.players[2]
    assert sum(p2["goods"].values()) + p2["coins"] == 8      # 7 meat + a gift, over the limit for now
    assert s.players[0]["coins"] == 0 and sum(s.players[0]["goods"].values()) <= 2
    assert s.turn_flags["visited_occupied"] and s.turn_flags["gifts"] == 3
    assert s.players[1]["stats"]["gifts_given"] == 0 and s.players[0]["stats"]["gifts_given"] == 3


def test_a_gift_is_automatic_with_one_kind_of_item():
    s = at_move(2)
    s.players[1]["token"] = 0
    give(s, 0, plant=2)
    ev = s.apply(("move", 0))
    assert [e for e in ev if e["type"] == "gift"][0]["item"] == "plant"
    assert s.players[1]["goods"]["plant"] == 1


def test_solo_owes_no_gifts():
    """FC-SOLO-GIFTS (moving)."""
    s = at_move(1)
    assert len([a for a in s.legal_actions() if a[0] == "move"]) == 6


def test_gather_collects_one_item_per_icon():
    """FC-GATHER-COLLECT: the shop's good, one per dragon, one per enchantment."""
    s = at_move(2)
    place = s.town[0]
    place_dragon(s, 0, 1, artisan_of("meat", 0))
    s.town[0]["enchantments"] = [s.ench_deck.pop(0)]
    ench_type = CFG.enchantment[s.town[0]["enchantments"][0]]["type"]
    touch(s)
    play(s, ("move", 0))
    if s.decision()["kind"] == "choose":
        s.apply(("gather",))
    g = s.players[0]["goods"]
    expected = {x: 0 for x in GOODS}
    expected["bread"] += 2                       # Critical Rolls + Pan
    expected["meat"] += 1
    expected[ench_type] += 1
    assert g == expected
    assert s.turn_flags["gathered"] == sum(expected.values())


def test_wild_coin_and_dragon_yields():
    """FC-GATHER-COLLECT (wild, coin, dragon icons), FC-SHOP-WISHING-WELL."""
    s = at_move(2)
    put_shop(s, 6, "bizarre_bazaar")
    s.apply(("move", 6))                         # nothing to enchant with: gather is automatic
    assert s.decision()["kind"] == "take" and s.decision()["why"] == "gather"
    s.apply(("take", "crystal"))
    assert s.players[0]["goods"]["crystal"] == 1
    s = at_move(2)
    put_shop(s, 6, "wishing_well")
    s.apply(("move", 6))
    assert s.players[0]["coins"] == 1
    s = at_move(2, wishing_well_coins=3)
    put_shop(s, 6, "wishing_well")
    s.apply(("move", 6))
    assert s.players[0]["coins"] == 3
    s = at_move(2)
    put_shop(s, 6, "sew_cute")
    s.apply(("move", 6))
    d = s.decision()
    assert d["kind"] == "draw" and ("draw", "deck") in s.legal_actions()
    top = s.artisan_deck[0]
    s.apply(("draw", "deck"))
    assert s.players[0]["hand"] == [top]


def test_place_rewards_and_slot_matching():
    """FC-GATHER-PLACE: a slot takes a dragon of one of its icons (wild: any); its reward."""
    s = at_move(2)
    meat, iron = artisan_of("meat", 0), artisan_of("iron", 0)
    hand(s, 0, meat, iron)
    s.apply(("move", 0))                         # Critical Rolls: slot 1 bread/meat -> coin, slot 2 meat -> fancy
    places = [a for a in s.legal_actions() if a[0] == "place"]
    assert set(places) == {("place", meat, 0, 1), ("place", meat, 0, 2)}
    assert s.why_illegal(("place", iron, 0, 1)).key == "slot_mismatch"
    assert s.why_illegal(("place", meat, 0, 0)).key == "slot_taken"
    assert s.why_illegal(("place", meat, 3, 1)).key == "not_this_shop"
    s.apply(("place", meat, 0, 1))
    assert s.players[0]["coins"] == 1 and s.town[0]["dragons"][1] == meat
    assert s.players[0]["stats"]["placed"] == 1 and s.players[0]["stats"]["placed_types"] == ["meat"]
    s = at_move(2)
    hand(s, 0, meat)
    fancy_top = s.fancy_deck[0]
    s.apply(("move", 0))
    s.apply(("place", meat, 0, 2))
    assert s.players[0]["fancy_hidden"] == [fancy_top]
    s = at_move(2)
    put_shop(s, 6, "drake_of_cakes")             # slot 2 wild -> rep2
    hand(s, 0, iron)
    s.apply(("move", 6))
    assert ("place", iron, 6, 2) in s.legal_actions()
    s.apply(("place", iron, 6, 2))
    assert s.players[0]["reputation"] == 2 and s.score_breakdown(0)["slot"] == 2


def test_filling_the_last_slot_draws_a_shop_revealed_at_turn_end():
    """FC-NEW-SHOP, FC-END-EXPAND."""
    s = at_move(2)
    place_dragon(s, 0, 1, artisan_of("meat", 1))
    meat = artisan_of("meat", 0)
    hand(s, 0, meat)
    top = s.shop_deck[0]
    s.apply(("move", 0))
    s.apply(("place", meat, 0, 2))
    d = s.decision()
    assert d["kind"] == "site"
    assert s.turn_flags["filled_last_slot"]
    s.apply(("site", 9))
    assert s.town[9] == {"id": top, "face_up": False, "dragons": [None] * 3, "enchantments": []}
    assert ("move", 9) not in s.legal_actions()
    finish_turn(s)
    assert s.town[9]["face_up"] and s.current == 1
    assert ("move", 9) in s.legal_actions()


@pytest.mark.parametrize("case", ["full_town", "empty_deck"])
def test_no_new_shop_when_town_full_or_deck_empty(case):
    """FC-NEW-SHOP: nothing happens with a full town or an empty shop deck."""
    s = at_move(2)
    if case == "full_town":
        for sp in range(6, 12):
            s.town[sp] = {"id": s.shop_deck.pop(0), "face_up": True, "dragons": [None] * 3,
                          "enchantments": []}
    else:
        s.out["shops"] += s.shop_deck
        s.shop_deck = []
    s.town[0]["dragons"][1] = s.park.pop(0)
    s.park.append(s.artisan_deck.pop(0))
    meat = artisan_of("meat", 0)
    hand(s, 0, meat)
    deck = list(s.shop_deck)
    s.apply(("move", 0))
    s.apply(("place", meat, 0, 2))
    assert s.decision()["kind"] != "site"
    assert s.shop_deck == deck

"""The six artisan abilities with the reference's rulings (FC-ART-…)."""
from game.games.flamecraft.config import GOODS

from fc_helpers import (artisan_of, at_move, give, hand, place_dragon, put_shop, skip_until,
                        visit)


def fire_at(s, space, slot, **goods):
    give(s, 0, **goods)
    visit(s, space)
    skip_until(s, "fire")
    return s.apply(("fire", space, slot))


def test_iron_copies_two_of_a_good_here():
    """FC-ART-IRON: 2 of one good this shop or a dragon here produces (its own included)."""
    s = at_move(2)
    iron = artisan_of("iron", 0)
    place_dragon(s, 0, 1, iron)                  # Critical Rolls: bread shop, Pan (bread)
    fire_at(s, 0, 1)
    d = s.decision()
    assert d["kind"] == "take" and d["goods"] == ["bread", "iron"]
    before = s.players[0]["goods"]["iron"]
    s.apply(("take", "iron"))
    assert s.players[0]["goods"]["iron"] == before + 2
    s = at_move(2)
    put_shop(s, 6, "bizarre_bazaar", dragons=(None, None, None))
    place_dragon(s, 6, 1, iron)
    fire_at(s, 6, 1)                             # a wild shop: any good
    assert s.decision()["goods"] == list(GOODS)
    s = at_move(2)
    put_shop(s, 6, "sew_cute")                    # dragon icon: never a draw; only the dragons
    place_dragon(s, 6, 0, iron)
    place_dragon(s, 6, 1, artisan_of("plant", 0))
    fire_at(s, 6, 0)
    assert s.decision()["goods"] == ["iron", "plant"]


def test_iron_in_hand_copies_a_dragon_in_hand():
    """FC-ART-IRON (in hand), FC-SHOP-FIRE (La Petite Dragonne)."""
    s = at_move(2)
    put_shop(s, 6, "la_petite_dragonne")
    hand(s, 0, artisan_of("iron", 0), artisan_of("potion", 0))
    visit(s, 6)
    skip_until(s, "ability")
    s.apply(("ability",))
    assert s.decision()["kind"] == "fire_card" and s.decision()["where"] == "hand"
    s.apply(("fire_card", artisan_of("iron", 0)))
    assert s.decision()["goods"] == ["iron", "potion"]
    assert len(s.players[0]["hand"]) == 2          # it stays in hand


def test_meat_places_anywhere_with_the_reward():
    """FC-ART-MEAT, FC-NEW-SHOP (through an ability)."""
    s = at_move(2)
    place_dragon(s, 0, 1, artisan_of("meat", 0))
    potion = artisan_of("potion", 0)
    hand(s, 0, potion)
    place_dragon(s, 2, 1, artisan_of("iron", 1))      # SmithMart: slot 2 takes potion -> fancy
    fire_at(s, 0, 1)
    d = s.decision()
    assert d["kind"] == "place" and d["optional"]
    places = {a for a in s.legal_actions() if a[0] == "place"}
    assert ("place", potion, 2, 2) in places and ("place", potion, 3, 1) in places
    assert all(a[2] != 0 for a in places)              # Critical Rolls takes no potion
    s.apply(("place", potion, 2, 2))
    assert len(s.players[0]["fancy_hidden"]) == 1
    assert s.decision()["kind"] == "site"              # SmithMart now full


def test_bread_draws_from_park_or_deck():
    """FC-ART-BREAD, FC-ART-EMPTY-DECK."""
    s = at_move(2)
    fire_at(s, 0, 0)                                   # Pan
    acts = [a for a in s.legal_actions() if a[0] == "draw"]
    assert acts == [("draw", c) for c in s.park] + [("draw", "deck")]
    card = s.park[2]
    s.apply(("draw", card))
    assert card in s.players[0]["hand"] and card not in s.park   # (the turn ended: refilled)
    s = at_move(2)
    s.out["artisans"] += s.artisan_deck
    s.artisan_deck = []
    fire_at(s, 0, 0)
    assert ("draw", "deck") not in s.legal_actions() and s.decision()["kind"] == "draw"


def test_crystal_three_different_goods():
    """FC-ART-CRYSTAL."""
    s = at_move(2)
    fire_at(s, 4, 0)                                   # Fragile Reptile: Brightgem
    s.apply(("take", "meat"))
    assert ("take", "meat") not in s.legal_actions()
    s.apply(("take", "iron"))
    s.apply(("take", "plant"))
    g = s.players[0]["goods"]
    assert (g["meat"], g["iron"], g["plant"]) == (1, 1, 1)


def test_potion_swaps_then_fires_the_dragon_now_here():
    """FC-ART-POTION: slot icons ignored, no reward, then the dragon brought here fires."""
    s = at_move(2)
    potion = artisan_of("potion", 0)
    place_dragon(s, 0, 1, potion)
    meat = artisan_of("meat", 0)
    hand(s, 0, meat)
    fire_at(s, 0, 1)
    assert s.decision()["kind"] == "swap"
    assert ("swap", 0, 0) in s.legal_actions() and ("swap", 0, 1) not in s.legal_actions()
    ev = s.apply(("swap", 1, 0))                        # Hickory (meat) from Draco Bell
    assert s.town[0]["dragons"][1] == "hickory" and s.town[1]["dragons"][0] == potion
    assert [e["card"] for e in ev if e["type"] == "fire"] == ["hickory"]
    assert s.players[0]["coins"] == 0 and s.decision()["kind"] == "place"   # Hickory: Meat


def test_potion_never_chains_unless_the_option():
    """FC-ART-NOCHAIN."""
    for chain in (False, True):
        s = at_move(2, potion_chain=chain)
        place_dragon(s, 0, 1, artisan_of("potion", 0))
        fire_at(s, 0, 1)
        ev = s.apply(("swap", 3, 0))                    # Tannin, a Potion dragon
        assert [e["card"] for e in ev if e["type"] == "fire"] == ["tannin"]
        assert (s.decision()["kind"] == "swap") is chain


def test_plant_gifts_a_good_for_two_reputation():
    """FC-ART-PLANT, FC-SOLO-GIFTS (the good goes back to the supply in solo)."""
    s = at_move(3)
    fire_at(s, 5, 0, iron=1)                            # Hello Nursery: Twig
    assert s.decision()["kind"] == "gift_to"
    acts = [a for a in s.legal_actions() if a[0] == "gift_to"]
    assert ("gift_to", 1, "plant") in acts and ("gift_to", 2, "iron") in acts
    assert not any(a[1] == 0 for a in acts) and all(a[2] != "coin" for a in acts)
    s.apply(("gift_to", 2, "iron"))
    assert s.players[2]["goods"]["iron"] == 1 and s.players[0]["reputation"] == 2
    assert s.score_breakdown(0)["plant"] == 2
    solo = at_move(1)
    fire_at(solo, 5, 0, iron=1)
    assert ("return", "iron") in solo.legal_actions()
    solo.apply(("return", "iron"))
    assert solo.players[0]["goods"]["iron"] == 0 and solo.players[0]["reputation"] == 2

"""Cross-cutting rules: turn order, the fire-up after placing, step-by-step decisions,
undo stops (serial), hand-over seats, no Fancy limit, unlimited supply, card lists."""
from game.games.flamecraft.config import GOODS

from fc_helpers import (CFG, artisan_of, at_move, finish_turn, give, hand, put_shop, skip_until,
                        visit)


def test_turns_go_round_in_seat_order():
    """FC-TURN-ORDER."""
    s = at_move(4)
    seen = []
    for _ in range(6):
        seen.append(s.current)
        finish_turn(s)
    assert seen == [0, 1, 2, 3, 0, 1]


def test_fire_up_the_dragon_just_placed_option():
    """FC-GATHER-FIRE: one dragon of this shop, the one just placed included unless the
    option fire_just_placed is false."""
    for allowed in (True, False):
        s = at_move(2, fire_just_placed=allowed)
        meat = artisan_of("meat", 0)
        hand(s, 0, meat)
        visit(s, 0)
        s.apply(("place", meat, 0, 1))
        fires = [a for a in s.legal_actions() if a[0] == "fire"]
        assert (("fire", 0, 1) in fires) is allowed and ("fire", 0, 0) in fires
        assert ("skip",) in s.legal_actions()
        assert all(a[1] == 0 for a in fires)          # only this shop


def test_forced_steps_are_automatic_optional_ones_skippable():
    """FC-DIG-STEPS: a single answer with nothing to skip is done by the engine; optional
    steps offer skip."""
    s = at_move(2)
    give(s, 0, bread=2)
    s.players[1]["token"] = 0
    ev = s.apply(("move", 0))                         # one gift (bread), gather only: automatic
    kinds = [e["type"] for e in ev]
    assert "gift" in kinds and "gain" in kinds
    assert s.decision()["kind"] == "fire" and s.decision()["optional"]
    s.apply(("skip",))
    assert s.current == 1                              # nothing left: the turn ended itself


def test_serial_stops_undo_at_new_turns_and_draws_only():
    """FC-DIG-UNDO: serial changes at a new turn and at a random reveal, not at a choice."""
    s = at_move(2)
    give(s, 0, bread=1, meat=1)
    put_shop(s, 6, "funky_brewsters")
    serial = s.serial
    visit(s, 6)
    skip_until(s, "ability")
    assert s.serial == serial
    s.apply(("ability",))
    s.apply(("return", "potion"))
    s.apply(("take", "plant"))
    assert s.serial == serial
    s = at_move(2)
    serial = s.serial
    visit(s, 0)
    skip_until(s, "fire")
    s.apply(("fire", 0, 0))                            # Pan: draw from the deck
    s.apply(("draw", "deck"))
    assert s.serial != serial


def test_decisions_outside_your_turn_name_their_seat():
    """FC-DIG-HANDOVER: a choice another player makes during your turn names that seat, so
    the scene can hand the device over (Flagons & Dragons; set-up choices)."""
    s = at_move(3)
    put_shop(s, 6, "flagons_and_dragons")
    visit(s, 6)
    skip_until(s, "ability")
    s.apply(("ability",))
    d = s.decision()
    assert d["seat"] == s.current_player == 1 and s.current == 0
    assert not any(a[0] == "reveal" for a in s.legal_actions())


def test_no_limit_on_fancy_dragons_and_unlimited_supply():
    """FC-FANCY-HAND, FC-COMP-TOKENS, FC-GOAL: Fancy dragons have no limit; goods, coins and
    reputation never run out; reputation is kept by source."""
    s = at_move(2)
    s.players[0]["fancy_hidden"] = [s.fancy_deck.pop(0) for _ in range(9)]
    give(s, 0, coin=40, iron=30)
    visit(s, 0)
    finish_turn(s)
    p = s.players[0]
    assert len(p["fancy_hidden"]) == 9 and p["coins"] == 40 and p["goods"]["iron"] == 7
    s._final_scoring([])
    b = s.score_breakdown(0)
    assert b["coins"] == 40 and b["total"] == b["coins"] + b.get("fancy", 0) == p["reputation"]


def test_card_lists():
    """FC-ART-LIST, FC-COMP-ARTISANS, FC-FANCY-CARDS, FC-ENCHANT-DECKS, FC-COMP-SHOPS."""
    assert len(CFG.artisans) == 42
    for good in GOODS:
        assert len(CFG.deck_artisans[good]) == 6
        assert sum(1 for t in CFG.artisans.values() if t == good) == 7
    assert CFG.starter_artisans == ("pan", "hickory", "wingnut", "tannin", "brightgem", "twig")
    assert len(CFG.fancy) == 36 and sum(1 for f in CFG.fancy.values() if f["kind"] == "sun") == 18
    assert {d: len(ids) for d, ids in CFG.enchantments.items()} == {"purple": 18, "gold": 18}
    assert len(CFG.shops) == 34
    piles = [sh["pile"] for sh in CFG.shops.values()]
    assert piles.count("seventh") == 10 and all(piles.count(g) == 3 for g in GOODS)
    icons = [sh["icon"] for sh in CFG.shops.values() if sh["pile"] == "seventh"]
    assert (icons.count("wild"), icons.count("dragon"), icons.count("coin")) == (5, 2, 3)


def test_clone_shares_nothing_mutable():
    s = at_move(3)
    c = s.clone()
    c.players[0]["goods"]["iron"] = 5
    c.town[0]["dragons"][1] = "x"
    c.park.append("y")
    c.stack.append({"k": "move"})
    c.turn_flags["fired"] = 9
    assert s.players[0]["goods"]["iron"] == 0 and s.town[0]["dragons"][1] is None
    assert "y" not in s.park and s.turn_flags["fired"] == 0 and s.stack != c.stack


def test_hand_limit_holds_after_a_reveal_during_it():
    """FC-END-HAND with FC-FANCY-SUN: a Sun dragon revealed while discarding (drawing an
    artisan) makes the limit ask again."""
    from fc_helpers import take_from_decks
    s = at_move(2)
    cards = [artisan_of(g, k) for g in ("bread", "meat", "plant") for k in range(2)] + [artisan_of("iron", 0)]
    hand(s, 0, *cards)
    take_from_decks(s, "fs13")
    s.players[0]["fancy_hidden"] = ["fs13"]          # 4 types in hand: +3 rep and an artisan
    visit(s, 0)
    skip_until(s, "end_turn")
    s.apply(("end_turn",))
    assert s.decision()["kind"] == "bottom" and s.decision()["n"] == 1 and ("reveal", "fs13") in s.legal_actions()
    s.apply(("reveal", "fs13"))
    s.apply(("draw", "deck"))
    assert s.decision()["kind"] == "bottom" and s.decision()["n"] == 2
    s.apply(("bottom", cards[0]))
    s.apply(("bottom", cards[1]))
    assert len(s.players[0]["hand"]) == 6 and s.current == 1


def test_every_option_is_in_rules_yaml_and_settable_in_the_setup():
    """FC-DIG-OPTIONS: each ruling option lives in rules.yaml with its default and a game's
    set-up may override it; a value outside its choices is refused."""
    import pytest

    from game.core.protocol import IllegalAction
    from game.games.flamecraft import rules
    from game.games.flamecraft.config import OPTION_CHOICES

    from fc_helpers import players
    assert set(CFG.options) == set(OPTION_CHOICES)
    for name, choices in OPTION_CHOICES.items():
        assert CFG.options[name] == choices[0]
        other = choices[-1]
        s = rules.new_game({"players": players(2), name: other}, 1)
        assert s.options[name] == other
        with pytest.raises(IllegalAction):
            rules.new_game({"players": players(2), name: "nonsense"}, 1)

"""Fancy dragons (every goal kind), end of turn limits, the end trigger and final round,
final scoring and tie-breakers, solo timer, rank, achievements and the level hook."""
import pytest

from game.games.flamecraft import rules
from game.games.flamecraft.effects import goal_met

from fc_helpers import (CFG, artisan_of, at_move, finish_turn, give, hand, place_dragon, players,
                        put_shop, skip_until, take_from_decks, touch, visit)


def with_fancy(s, seat, fid):
    take_from_decks(s, fid)
    s.players[seat]["fancy_hidden"].append(fid)
    return touch(s)


def reveals(s):
    return [a[1] for a in s.legal_actions() if a[0] == "reveal"]


SUN_CASES = [
    ("fs01", lambda s: hand(s, 0, *[artisan_of("bread", k) for k in range(3)])),
    ("fs02", lambda s: give(s, 0, bread=1, meat=1, iron=1, crystal=1, plant=1, potion=1)),
    ("fs03", lambda s: give(s, 0, bread=2, meat=2)),
    ("fs04", lambda s: give(s, 0, iron=2, potion=2)),
    ("fs05", lambda s: give(s, 0, crystal=2, plant=2)),
    ("fs06", lambda s: give(s, 0, plant=5)),
    ("fs07", lambda s: hand(s, 0, *[artisan_of(g, 0) for g in ("bread", "meat", "iron", "plant", "potion", "crystal")])),
    ("fs08", lambda s: s.turn_flags.update(filled_last_slot=True)),
    ("fs09", lambda s: s.turn_flags.update(third_enchantment=True)),
    ("fs10", lambda s: s.turn_flags.update(gathered=5)),
    ("fs11", lambda s: s.turn_flags.update(fired=3)),
    ("fs12", lambda s: give(s, 0, bread=1, meat=1, iron=1, crystal=1, plant=1, potion=1)),
    ("fs13", lambda s: hand(s, 0, *[artisan_of(g, 1) for g in ("bread", "meat", "iron", "plant")])),
    ("fs14", lambda s: s.players[0]["stats"].update(cast=3)),
    ("fs15", lambda s: s.players[0]["stats"].update(placed=5)),
    ("fs16", lambda s: give(s, 0, coin=3)),
    ("fs17", lambda s: s.turn_flags.update(visited_occupied=True)),
    ("fs18", lambda s: s.turn_flags.update(gifts=2)),
]


@pytest.mark.parametrize("fid,make", SUN_CASES)
def test_sun_goals_offer_a_reveal_when_met(fid, make):
    """FC-FANCY-SUN, FC-DIG-SUN, FC-FANCY-CARDS: offered at a decision of your own turn once
    the goal is met, never before; the reward is gained, a pay goal spends the goods."""
    s = at_move(2)
    with_fancy(s, 0, fid)
    assert fid not in reveals(s)
    make(s)
    touch(s)
    assert fid in reveals(s)
    rep = CFG.fancy[fid]["reward"]["rep"]
    goods_before = sum(s.players[0]["goods"].values())
    s.apply(("reveal", fid))
    p = s.players[0]
    assert p["fancy_revealed"] == [fid] and p["reputation"] == rep
    goal = CFG.fancy[fid]["goal"]
    if goal["is"] == "pay":
        assert sum(p["goods"].values()) == goods_before - sum(goal["goods"].values())
    if CFG.fancy[fid]["reward"].get("artisan"):
        assert s.decision()["kind"] == "draw"
    if CFG.fancy[fid]["reward"].get("good"):
        assert s.decision()["kind"] == "take"
    if CFG.fancy[fid]["reward"].get("coin"):
        assert p["coins"] == 1
    assert fid not in reveals(s)                      # never twice


def test_sun_not_offered_on_another_players_decision():
    """FC-FANCY-SUN: only during your own turn."""
    s = at_move(2)
    with_fancy(s, 1, "fs16")
    give(s, 1, coin=3)
    assert "fs16" not in reveals(s)
    finish_turn(s)
    assert s.current == 1 and "fs16" in reveals(s)


def test_end_turn_offered_when_only_a_reveal_is_left():
    s = at_move(2)
    with_fancy(s, 0, "fs16")
    give(s, 0, coin=3)
    visit(s, 0)
    skip_until(s, "end_turn")
    assert s.legal_actions() == [("reveal", "fs16"), ("end_turn",)]
    s.apply(("end_turn",))
    assert s.current == 1


MOON_CASES = [
    ("fm01", dict(goods={"bread": 4})), ("fm02", dict(goods={"meat": 4})),
    ("fm03", dict(goods={"iron": 4})), ("fm04", dict(goods={"potion": 4})),
    ("fm05", dict(goods={"crystal": 4})), ("fm06", dict(goods={"plant": 4})),
    ("fm07", dict(goods={g: 2 for g in ("bread", "meat", "iron", "crystal", "plant", "potion")})),
    ("fm08", dict(hand=4)), ("fm09", dict(hand=3)), ("fm15", dict(goods={"iron": 5, "meat": 5})),
    ("fm16", dict(hand=0)), ("fm18", dict(stats={"sun_revealed": 3})),
]


@pytest.mark.parametrize("fid,case", MOON_CASES)
def test_moon_goals_score_at_the_end(fid, case):
    """FC-FANCY-MOON, FC-SCORE-MOON."""
    s = at_move(2)
    with_fancy(s, 0, fid)
    types = ("bread", "meat", "iron", "plant")
    if fid != "fm16":
        assert not goal_met(s, 0, CFG.fancy[fid]["goal"])
    give(s, 0, **case.get("goods", {}))
    hand(s, 0, *[artisan_of(types[k], 2) for k in range(case.get("hand", 0))])
    s.players[0]["stats"].update(case.get("stats", {}))
    assert ("reveal", fid) not in s.legal_actions()      # a Moon dragon is never revealed early
    before = s.players[0]["reputation"]
    s._final_scoring([])
    assert s.players[0]["reputation"] == before + CFG.fancy[fid]["reward"]["rep"]
    assert s.players[0]["fancy_revealed"] == [fid]


def test_variable_moon_goals_and_town_goals():
    s = at_move(2)
    for fid in ("fm10", "fm11", "fm12", "fm13", "fm14", "fm17"):
        with_fancy(s, 0, fid)
    p = s.players[0]
    p["fancy_revealed"] = ["fs01", "fs02"]
    for f in p["fancy_revealed"]:
        s.fancy_deck.remove(f)
    p["stats"].update(cast=4, placed=11, placed_types=["bread", "meat", "iron", "crystal", "plant", "potion"])
    for sp in range(3):
        for sl in (1, 2):
            place_dragon(s, sp, sl, s.artisan_deck[0])
    s.town[3]["enchantments"] = [s.ench_deck.pop(0) for _ in range(3)]
    s._final_scoring([])
    # fm10 2 x 2 revealed, fm11 1 x 4 cast, fm12 placed 11 capped at 8, fm13 3 full shops,
    # fm14 a shop with 3 enchantments, fm17 all six types placed
    assert p["stats"]["moon_scored"] == 6
    assert p["reputation"] == 4 + 4 + 8 + 4 + 4 + 6


def test_coins_score_before_moon_dragons():
    """FC-SCORE-COINS: coins are cashed first and cannot meet a goal."""
    s = at_move(2)
    with_fancy(s, 0, "fm15")
    give(s, 0, coin=12, iron=1)
    s._final_scoring([])
    p = s.players[0]
    assert p["reputation"] == 12 and p["coins"] == 0 and p["reputation_before_final"] == 0
    assert p["fancy_hidden"] == ["fm15"]


def test_sun_dragons_unscored_are_worth_nothing():
    s = at_move(2)
    with_fancy(s, 0, "fs16")
    s._final_scoring([])
    assert s.players[0]["reputation"] == 0


def test_hand_and_goods_limits_at_the_end_of_turn():
    """FC-END-HAND (the player chooses), FC-END-GOODS (automatic), FC-GIFT-LIMITS."""
    s = at_move(2)
    cards = [artisan_of(g, k) for g in ("bread", "meat") for k in range(4)]
    hand(s, 0, *cards)
    give(s, 0, iron=9)
    give(s, 1, iron=9)
    visit(s, 0)
    skip_until(s, "bottom")
    assert s.decision()["why"] == "hand_limit"
    s.apply(("bottom", cards[0]))
    s.apply(("bottom", cards[1]))
    assert s.artisan_deck[-2:] == cards[:2]
    assert len(s.players[0]["hand"]) == 6 and s.players[0]["goods"]["iron"] == 7
    assert s.players[1]["goods"]["iron"] == 9 and s.current == 1


def test_refill_park_and_row():
    """FC-END-REFILL."""
    s = at_move(2)
    fire_pan = s.park[0]
    visit(s, 0)
    skip_until(s, "fire")
    s.apply(("fire", 0, 0))
    s.apply(("draw", fire_pan))
    assert len(s.park) == 5 and fire_pan not in s.park


def run_to_end_trigger(s):
    s.out["artisans"] += s.artisan_deck[1:]
    s.artisan_deck = s.artisan_deck[:1]
    touch(s)
    visit(s, 0)
    skip_until(s, "fire")
    s.apply(("fire", 0, 0))
    return s.apply(("draw", "deck"))


def test_end_trigger_and_the_final_round():
    """FC-END-TRIGGER, FC-END-FINAL-ROUND: the turn finishes, then every player one more
    turn from the next player, the triggerer last."""
    s = at_move(3)
    ev = run_to_end_trigger(s)
    assert any(e["type"] == "end_trigger" and e["deck"] == "artisan" for e in ev)
    assert s.end_triggered and s.current == 1 and s.final_round == [2, 0]
    seen = []
    while not s.is_over:
        seen.append(s.current)
        finish_turn(s)
    assert seen == [1, 2, 0]
    assert s.result()["over"]


def test_end_trigger_by_the_enchantment_deck_and_rest_of_round():
    s = at_move(3, final_round="rest_of_round")
    s.out["enchantments"] += s.ench_deck[1:]
    s.ench_deck = s.ench_deck[:1]
    s.row.pop()
    touch(s)
    finish_turn(s)
    assert s.end_triggered and s.final_round == [2]
    seen = []
    while not s.is_over:
        seen.append(s.current)
        finish_turn(s)
    assert seen == [1, 2]


def tie_state(reps, hands, goods):
    s = at_move(len(reps))
    for seat, (r, h, g) in enumerate(zip(reps, hands, goods)):
        s.players[seat]["reputation"] = r
        hand(s, seat, *[artisan_of("bread", k) if seat == 0 else artisan_of("plant", k) for k in range(h)]
             if seat < 2 else [artisan_of("iron", k) for k in range(h)])
        give(s, seat, meat=g)
    s._final_scoring([])
    return s.result()


def test_winner_and_tie_breakers():
    """FC-SCORE-WIN, FC-TIE-ARTISANS, FC-TIE-GOODS, FC-TIE-SHARED."""
    r = tie_state([10, 12, 3], [0, 0, 0], [0, 0, 0])
    assert r["winners"] == [1] and r["tiebreak"] is None
    r = tie_state([10, 10, 3], [1, 2, 4], [0, 0, 0])
    assert r["winners"] == [1] and r["tiebreak"] == "artisans"
    r = tie_state([10, 10, 3], [2, 2, 0], [1, 3, 0])
    assert r["winners"] == [1] and r["tiebreak"] == "goods"
    r = tie_state([10, 10, 3], [2, 2, 0], [3, 3, 0])
    assert r["winners"] == [0, 1] and r["tiebreak"] == "shared"


def test_solo_timer_discards_leftmost_before_refill():
    """FC-SOLO-TIMER, FC-SOLO-END."""
    s = at_move(1)
    park0, row0 = s.park[0], s.row[0]
    visit(s, 0)
    finish_turn(s)
    assert park0 in s.out["artisans"] and row0 in s.out["enchantments"]
    assert len(s.park) == 5 and len(s.row) == 5
    s = at_move(1, solo_timer=False)
    park0 = s.park[0]
    visit(s, 0)
    finish_turn(s)
    assert park0 in s.park


def test_solo_game_ends_with_rank_and_achievements():
    """FC-SOLO-RANK, FC-SOLO-ACHIEVEMENTS, FC-SOLO-END."""
    s = at_move(1)
    for score, rank in ((0, "apprentice"), (39, "apprentice"), (40, "journeyman"),
                        (55, "expert"), (69, "expert"), (70, "master")):
        assert s.rank(score) == rank
    p = s.players[0]
    p["stats"].update(shops_filled=4, placed=6)
    s.town[2]["enchantments"] = [s.ench_deck.pop(0) for _ in range(3)]
    p["fancy_revealed"] = [s.fancy_deck.pop(0) for _ in range(5)]
    s._final_scoring([])
    r = s.result()
    assert set(r["achievements"]) == {"fill_4_shops", "three_enchantments_one_shop", "five_fancy",
                                      "six_placed", "zero_coins"}
    assert r["rank"] == "apprentice"


def test_level_hook():
    """FC-SOLO-LADDER: a level fixes the deal, may change the town, deck and timer, and
    has a target and an achievement to pass."""
    level = {"id": "3", "seed": 99, "town_size": 10, "target": 5, "achievement": "zero_coins",
             "deck": "gold", "timer": 2}
    a = rules.new_game({"players": players(1), "level": level}, 1)
    b = rules.new_game({"players": players(1), "level": level}, 2)
    assert a.to_dict() == b.to_dict()                 # the level's seed, not the game's
    assert a.town_size == 10 and a.deck == "gold"
    past = a
    while past.decision()["kind"] == "keep_fancy":
        past.apply(past.legal_actions()[0])
    park = list(past.park[:2])
    visit(past, 0)
    finish_turn(past)
    assert set(park) <= set(past.out["artisans"])
    past.players[0]["reputation"] = 6
    past._final_scoring([])
    assert past.result()["level"]["passed"]
    past.players[0]["reputation"] = 4
    assert not past.result()["level"]["passed"]

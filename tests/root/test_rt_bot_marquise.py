"""Root: the Mechanical Marquise 2.0 (RT-BOT-MM-SETUP … RT-BOT-MM-OUTRAGE of seeds/root.en.md),
step by step on hand-made positions: one ("bot_step",) after another, the person's
decisions (an ambush, hits) in between."""
from __future__ import annotations

import pytest
from rt_helpers import _take, check_invariants, dice, position

from game.core.protocol import IllegalAction
from game.games.root import rules
from game.games.root.bot import make_bot

BOT = [{"name": "MM", "kind": "bot"}, {"name": "Fox", "kind": "human"}]
STEP = ("bot_step",)


def game(seed=1, **options):
    return rules.new_game({"players": BOT, "first_player": "alliance", **options}, seed)


def start(s, order):
    """Start the bot's turn with `order` on top of the deck (None: an empty deck and discard)."""
    if order is None:
        s.discard += s.deck
        s.deck = []
        s.out += s.discard
        s.discard = []
    else:
        _take(s, order)
        s.deck.insert(0, order)
    s.current, s.stack = 0, [{"k": "start_turn", "seat": 0}]
    s.options["turn_limit"] = s.turn_number + 1       # the game stops when the bot's turn ends
    s._settle([])
    assert s.legal_actions() == [STEP]
    return s


def step(s):
    """One bot step; the person's decisions after it are declined (skip / first choice)."""
    events = s.apply(STEP)
    while not s.is_over and s.current_player == 1 and s.current == 0:
        acts = s.legal_actions()
        events += s.apply(("skip",) if ("skip",) in acts else acts[0])
    return events


def turn(s):
    """The rest of the bot's turn: every event until the Alliance's turn starts."""
    events = []
    while not s.is_over and s.current == 0:
        events += step(s)
    return events


def until(s, kind, **keys):
    """Bot steps until one shows an event of `kind`; that step's events."""
    for _ in range(40):
        ev = step(s)
        if of(ev, kind, **keys):
            return ev
    raise AssertionError(kind)


def of(events, kind, **keys):
    return [e for e in events if e["type"] == kind and all(e.get(k) == v for k, v in keys.items())]


# ------------------------------------------------------------ set-up
def test_setup_keep_warriors_buildings_no_hand():
    """RT-BOT-MM-SETUP, RT-BOT-HAND: random keep corner, 12 warriors (2 at the keep, none in
    the opposite corner), 3 buildings in distinct clearings adjacent to the keep, no hand."""
    keeps = set()
    for seed in range(30):
        s = game(seed)
        keep = s.keep_clearing()
        keeps.add(keep)
        assert keep in s.cfg.opposite
        far = s.cfg.opposite[keep]
        w = {n: s.cl(n)["warriors"]["marquise"] for n in range(1, 13)}
        assert w[keep] == 2 and w[far] == 0 and all(w[n] == 1 for n in w if n not in (keep, far))
        assert s.players[0]["warriors_supply"] == 13
        placed = {b: [n for n in range(1, 13) if b in s.cl(n)["buildings"]] for b in ("sawmill", "workshop", "recruiter")}
        where = [c for cs in placed.values() for c in cs]
        assert len(where) == 3 and len(set(where)) == 3
        assert all(c in s.cfg.adjacent[keep] for c in where)
        assert s.players[0]["hand"] == [] and len(s.players[1]["hand"]) == 3
        assert s.players[0]["bot"] == {"difficulty": "default", "traits": []}
        check_invariants(s)
    assert len(keeps) == 4


def test_setup_keep_or_adjacent_option_uses_the_keep_clearing_sometimes():
    """RT-BOT-MM-SETUP [INTERP] option mm_setup_buildings=keep_or_adjacent"""
    used = False
    for seed in range(40):
        s = game(seed, mm_setup_buildings="keep_or_adjacent")
        keep = s.keep_clearing()
        used |= any(b in s.cl(keep)["buildings"] for b in ("sawmill", "workshop", "recruiter"))
    assert used


def test_bot_options_are_checked():
    """RT-BOT-LEVELS: difficulty and traits by name; anything else refused at set-up."""
    s = game(bot_difficulty_marquise="nightmare", bot_traits_marquise=["blitz", "hospitals"])
    assert s.players[0]["bot"] == {"difficulty": "nightmare", "traits": ["blitz", "hospitals"]}
    for bad in ({"bot_difficulty_marquise": "hard"}, {"bot_traits_marquise": ["wildfire"]},
                {"bot_traits_marquise": "blitz"}, {"bot_traits_marquise": ["blitz", "blitz"]}):
        with pytest.raises(IllegalAction) as err:
            game(**bad)
        assert err.value.key == "setup_option"


def test_a_bot_seat_offers_only_bot_step_and_make_bot_returns_it():
    """RT-BOT-ORDER: the bot's turn is the engine's, one step per action."""
    s = start(position(game(), {1: {"marquise": 2}}), "anvil_1")
    assert s.legal_actions() == [STEP] and s.decision()["seat"] == 0
    assert make_bot(3).choose(s) == STEP
    with pytest.raises(IllegalAction):
        s.apply(("end_phase",))


# ------------------------------------------------------------ Birdsong
def test_order_card_revealed_and_its_item_crafted_for_1_vp():
    """RT-BOT-ORDER, RT-BOT-CRAFT, RT-BOT-MM-BIRDSONG"""
    s = start(position(game(), {1: {"marquise": 2}}), "anvil_1")
    ev = step(s)
    assert of(ev, "order", card="anvil_1", suit="fox")
    ev = step(s)
    assert of(ev, "craft", card="anvil_1", item="hammer")
    assert s.players[0]["items"] == ["hammer"] and s.players[0]["vp"] == 1
    turn(s)
    assert "anvil_1" in s.discard and s.turn["bot"]["order"] is None


def test_no_craft_without_the_item_in_supply_nor_for_an_effect_card():
    """RT-BOT-CRAFT: the item must be in the supply; never another card."""
    s = position(game(), {1: {"marquise": 2}})
    s.item_supply["hammer"] = 0
    start(s, "anvil_1")
    ev = turn(s)
    assert not of(ev, "craft") and s.players[0]["items"] == []
    s = start(position(game(), {1: {"marquise": 2}}), "stand_and_deliver_1")
    ev = turn(s)
    assert not of(ev, "craft") and s.players[0]["crafted"] == []


# ------------------------------------------------------------ Daylight
def test_battle_in_every_ordered_clearing_in_priority_order():
    """RT-BOT-MM-DAYLIGHT 1, RT-BOT-PRIORITY: fox order: battles in 1, 8, 12 (fox, both
    sides there), not in 6 (no enemy) nor in 9 (mouse); one battle per step."""
    s = position(game(), {1: {"marquise": 2, "alliance": 1}, 6: {"marquise": 1}, 8: {"marquise": 1, "alliance": 1},
                          9: {"marquise": 1, "alliance": 1}, 12: {"marquise": 3, "tokens": ["keep"], "alliance": 1}})
    start(s, "anvil_1")
    battles = []
    dice(s, 0, 0)
    ev = until(s, "battle")
    while of(ev, "battle"):
        assert len(of(ev, "battle")) == 1
        battles.append(of(ev, "battle")[0]["clearing"])
        dice(s, 0, 0)
        ev = step(s)
    assert battles == [1, 8, 12]


def test_recruit_evenly_over_ruled_ordered_clearings_and_vp_for_the_missing():
    """RT-BOT-MM-DAYLIGHT 2: 4 warriors over 3 ruled rabbit clearings: the 4th to the first
    by priority; Easy 3; no ruled clearing: 1 VP per 2 warriors not placed."""
    where = {3: {"marquise": 1}, 4: {"marquise": 1, "tokens": ["keep"]}, 5: {"marquise": 1}, 10: {"alliance": 1}}
    s = start(position(game(), where), "a_visit_to_friends_1")
    ev = []
    while not of(ev, "place", why="recruit"):
        ev += step(s)
    assert {e["clearing"]: e["n"] for e in of(ev, "place", why="recruit")} == {3: 2, 4: 1, 5: 1}
    s = start(position(game(bot_difficulty_marquise="easy"), where), "a_visit_to_friends_1")
    ev = turn(s)
    assert sum(e["n"] for e in of(ev, "place", why="recruit")) == 3
    s = start(position(game(), {1: {"marquise": 1, "tokens": ["keep"]}}), "a_visit_to_friends_1")
    ev = turn(s)
    assert not of(ev, "place", why="recruit") and of(ev, "vp", why="recruit", n=2)


def test_recruit_short_supply_scores_for_the_rest():
    """RT-BOT-MM-DAYLIGHT 2: 1 warrior left in supply: 1 placed, 3 missed = 1 VP."""
    s = position(game(), {3: {"marquise": 24, "tokens": ["keep"]}})
    start(s, "a_visit_to_friends_1")
    ev = turn(s)
    assert sum(e["n"] for e in of(ev, "place", why="recruit")) == 1 and of(ev, "vp", why="recruit", n=1)


def test_build_the_order_type_where_most_warriors_without_wood_or_vp():
    """RT-BOT-MM-SUITS, RT-BOT-MM-DAYLIGHT 3: mouse order = recruiter, in the ruled clearing
    with most warriors and a free slot (11 has 3 but is full); no wood, no VP at once."""
    s = position(game(), {2: {"marquise": 2}, 7: {"marquise": 2}, 9: {"marquise": 1, "tokens": ["keep"]},
                          11: {"marquise": 3, "buildings": ["sawmill", "workshop"]}})
    start(s, "sword_1")                   # mouse item: the craft scores 1
    ev = turn(s)
    built = of(ev, "place", why="build")
    assert [(e["clearing"], e["piece"]) for e in built] == [(2, "recruiter")]
    assert not of(ev, "vp", why="build") and not of(ev, "pay")
    assert s.players[0]["wood_supply"] == 8


def test_move_all_but_3_to_the_adjacent_clearing_with_most_enemies():
    """RT-BOT-MM-DAYLIGHT 4: from fox clearing 12 (6 warriors) 3 go to 9 (2 enemy pieces,
    more than 4 and 10); fox clearing 1 with 3 stays."""
    s = position(game(), {12: {"marquise": 6}, 1: {"marquise": 3, "tokens": ["keep"]},
                          9: {"alliance": 1, "tokens": ["sympathy"]}, 4: {"alliance": 1}, 7: {"marquise": 1}})
    s.players[0]["buildings_left"]["sawmill"] = 0          # no build to change the counts
    start(s, "stand_and_deliver_1")
    ev = turn(s)
    # the recruit made 1: 5 and 12: 8; 9 has the most enemy pieces next to both
    assert [(e["from"], e["to"], e["n"]) for e in of(ev, "move")] == [(1, 9, 2), (12, 9, 5)]
    assert s.cl(12)["warriors"]["marquise"] == 3 and s.cl(1)["warriors"]["marquise"] == 3
    assert s.cl(9)["warriors"]["marquise"] == 7


def test_move_ties_go_by_priority_and_each_warrior_moves_once():
    """RT-BOT-MM-DAYLIGHT 4, RT-BOT-PRIORITY: 8 (fox, 5 + 4 recruited) sends 6 to 4 (a tie
    with 7 at 0 enemies: 4 first). Bird order (every clearing): 1 sends 8 to 5, and those
    8 do not move on from 5."""
    s = position(game(), {8: {"marquise": 5, "tokens": ["keep"]}})
    s.players[0]["buildings_left"]["sawmill"] = 0
    start(s, "stand_and_deliver_1")
    assert [(e["from"], e["to"], e["n"]) for e in of(turn(s), "move")] == [(8, 4, 6)]
    s = position(game(), {1: {"marquise": 7, "tokens": ["keep"]}, 12: {"alliance": 2}})
    start(s, "royal_claim_1")
    ev = turn(s)
    assert of(ev, "place", why="build", piece="sawmill", clearing=1)        # nothing on the map: sawmill
    assert [(e["from"], e["to"], e["n"]) for e in of(ev, "move")] == [(1, 5, 8)]
    assert s.cl(5)["warriors"]["marquise"] == 8


# ------------------------------------------------------------ Escalated Daylight
def test_bird_order_battles_everywhere_recruits_in_the_two_lowest_priority():
    """RT-BOT-MM-ESCALATED 1-2: battles in every clearing with both sides; recruits split
    between the 2 ruled clearings with the highest numbers."""
    s = position(game(), {1: {"marquise": 1, "alliance": 1}, 5: {"marquise": 2, "tokens": ["keep"]},
                          7: {"marquise": 2}, 11: {"marquise": 2}, 9: {"marquise": 1, "alliance": 1}})
    start(s, "royal_claim_1")
    ev = []
    for _ in range(12):
        dice(s, 0, 0)
        ev += step(s)
        if of(ev, "place", why="recruit"):
            break
    assert [e["clearing"] for e in of(ev, "battle")] == [1, 9]
    assert {e["clearing"]: e["n"] for e in of(ev, "place", why="recruit")} == {7: 2, 11: 2}


def test_bird_build_type_most_on_map_with_the_tie_rules():
    """RT-BOT-MM-ESCALATED 3: most pieces on the map; sawmill wins its ties; workshop vs
    recruiter by option mm_bird_build_tie."""
    from game.games.root.rules_bot_marquise import bird_building
    s = position(game(), {2: {"marquise": 2, "buildings": ["workshop", "recruiter"]}, 1: {"tokens": ["keep"], "marquise": 1}})
    assert bird_building(s) == "workshop"
    s.options["mm_bird_build_tie"] = "recruiter"
    assert bird_building(s) == "recruiter"
    s.cl(1)["buildings"].append("sawmill")
    assert bird_building(s) == "sawmill"
    s.cl(5)["buildings"] += ["recruiter", "recruiter"]
    assert bird_building(s) == "recruiter"


def test_bird_move_then_battle_where_it_moved():
    """RT-BOT-MM-ESCALATED 4"""
    s = position(game(), {12: {"marquise": 7, "tokens": ["keep"]}, 11: {"alliance": 2}})
    s.players[0]["buildings_left"] = {"sawmill": 0, "workshop": 0, "recruiter": 0}
    start(s, "royal_claim_1")
    ev = []
    while not of(ev, "move"):
        dice(s, 0, 0)
        ev += step(s)
    dest = of(ev, "move")[0]["to"]
    assert dest == 11
    later = []
    while not of(later, "battle") and s.current == 0:
        later += step(s)
    assert of(later, "battle", clearing=11)


# ------------------------------------------------------------ Evening
def test_evening_scores_the_last_uncovered_space_and_discards_the_order():
    """RT-BOT-MM-EVENING 2-3: fox order, 3 sawmills on the map after the build: 2 VP."""
    s = position(game(), {1: {"marquise": 3, "tokens": ["keep"], "buildings": ["sawmill"]},
                          8: {"marquise": 2, "buildings": ["sawmill"]}, 12: {"marquise": 1}})
    start(s, "stand_and_deliver_1")
    ev = turn(s)
    assert of(ev, "place", why="build", piece="sawmill")
    assert of(ev, "effect", what="score", n=2) and of(ev, "vp", why="track", n=2)
    assert of(ev, "discard", card="stand_and_deliver_1", why="order")
    assert not of(ev, "effect", what="expand")


MOUSE = ["codebreakers_1", "codebreakers_2", "scouting_party_1"]     # mouse effect cards


def orders(s, *cards):
    """Start the bot's turn with these cards on top of the deck, in this order."""
    for c in cards[1:]:
        _take(s, c)
    start(s, cards[0])
    s.deck[1:1] = list(cards[1:])
    return s


def test_expand_once_when_nothing_built_and_score_below_3():
    """RT-BOT-MM-EVENING 1: a mouse order, nothing it rules is mouse: no build, the recruiter
    track scores 0: discard, a new order, Daylight again; once only."""
    s = orders(position(game(), {1: {"marquise": 1, "tokens": ["keep"], "buildings": ["sawmill"]}}), *MOUSE)
    ev = turn(s)
    assert len(of(ev, "effect", what="expand")) == 1
    assert [e["card"] for e in of(ev, "order")] == MOUSE[:2]
    assert [e["card"] for e in of(ev, "discard", why="order")] == MOUSE[:2]
    assert len(of(ev, "phase", phase="daylight")) == 2
    check_invariants(s)


def test_iron_will_expands_twice():
    """RT-BOT-MM-TRAITS Iron Will"""
    s = orders(position(game(bot_traits_marquise=["iron_will"]),
                        {1: {"marquise": 1, "tokens": ["keep"], "buildings": ["sawmill"]}}), *MOUSE)
    ev = turn(s)
    assert len(of(ev, "effect", what="expand")) == 2 and [e["card"] for e in of(ev, "order")] == MOUSE
    check_invariants(s)


def test_no_expand_with_a_high_score_or_the_five_buildings_condition():
    """RT-BOT-MM-EVENING 1 [INTERP] option mm_expand_condition=five_buildings"""
    full = {1: {"marquise": 3, "tokens": ["keep"], "buildings": ["sawmill"]},
            2: {"marquise": 1, "buildings": ["sawmill", "sawmill"]},
            5: {"marquise": 1, "buildings": ["sawmill", "workshop"]}, 8: {"marquise": 1, "buildings": ["workshop", "workshop"]}}
    s = start(position(game(), full), "stand_and_deliver_1")       # 4 sawmills: scores 3
    ev = turn(s)
    assert not of(ev, "effect", what="expand") and of(ev, "vp", why="track", n=3)
    s = start(position(game(mm_expand_condition="five_buildings"), full), "stand_and_deliver_1")
    ev = turn(s)
    assert not of(ev, "effect", what="expand")                    # 7 buildings on the map
    s = start(position(game(mm_expand_condition="five_buildings"),
                       {1: {"marquise": 3, "tokens": ["keep"], "buildings": ["sawmill"]}}), "stand_and_deliver_1")
    assert of(turn(s), "effect", what="expand")


def test_nightmare_scores_1_more_each_evening():
    """RT-BOT-MM-NIGHTMARE, RT-BOT-LEVELS: and recruits 5."""
    s = start(position(game(bot_difficulty_marquise="nightmare"),
                       {3: {"marquise": 1, "tokens": ["keep"]}}), "a_visit_to_friends_1")
    ev = turn(s)
    assert of(ev, "vp", why="nightmare", n=1)
    assert [(e["clearing"], e["n"]) for e in of(ev, "place", why="recruit")] == [(3, 5)]
    s = start(position(game(bot_difficulty_marquise="nightmare", nightmare_bonus_vp=0),
                       {3: {"marquise": 1, "tokens": ["keep"]}}), "a_visit_to_friends_1")
    assert not of(turn(s), "vp", why="nightmare")


# ------------------------------------------------------------ traits
def test_fortified_buildings_need_two_hits():
    """RT-BOT-MM-TRAITS Fortified, RT-BOT-HITS: 3 hits on a clearing with a sawmill and a
    workshop and no warriors: one building goes, the third hit is lost."""
    from game.games.root import rules_clockwork as clockwork
    s = position(game(bot_traits_marquise=["fortified"]), {5: {"buildings": ["sawmill", "workshop"]},
                                                           1: {"marquise": 1, "tokens": ["keep"]}})
    ev = []
    clockwork.take_hits(s, ev, 5, "marquise", 3, "alliance")
    assert len(s.cl(5)["buildings"]) == 1 and len(of(ev, "remove")) == 1
    s = position(game(), {5: {"buildings": ["sawmill", "workshop"]}, 1: {"marquise": 1, "tokens": ["keep"]}})
    ev = []
    clockwork.take_hits(s, ev, 5, "marquise", 1, "alliance")
    assert len(s.cl(5)["buildings"]) == 1


def test_hits_take_tokens_before_buildings_and_a_seeded_random_building():
    """RT-BOT-HITS: the keep goes before the sawmill; the building type is seeded random."""
    from game.games.root import rules_clockwork as clockwork
    s = position(game(), {1: {"buildings": ["sawmill"], "tokens": ["keep"]}})
    ev = []
    clockwork.take_hits(s, ev, 1, "marquise", 1, "alliance")
    assert s.cl(1)["tokens"] == [] and s.cl(1)["buildings"] == ["sawmill"]
    assert s.players[0]["keep_lost"]
    gone = set()
    for seed in range(20):
        s = position(game(seed), {5: {"buildings": ["sawmill", "workshop"]}})
        clockwork.take_hits(s, [], 5, "marquise", 1, "alliance")
        gone |= {"sawmill", "workshop"} - set(s.cl(5)["buildings"])
    assert gone == {"sawmill", "workshop"}


def test_hits_on_the_bot_in_battle_are_decided_by_the_engine():
    """RT-BOT-HITS: an Alliance battle against the bot never asks the bot which piece."""
    s = position(game(), {5: {"marquise": 0, "buildings": ["sawmill", "workshop"], "alliance": 3},
                          1: {"marquise": 1, "tokens": ["keep"]}}, current=1)
    s.turn["ops_used"] = 0
    s.players[1]["officers"] = 1
    s.players[1]["warriors_supply"] -= 1
    s.phase = "evening"
    s._legal = None
    dice(s, 3, 3)
    s.apply(("battle", 5, "marquise"))
    while s.current_player == 1 and s.stack:
        acts = s.legal_actions()
        s.apply(("skip",) if ("skip",) in acts else acts[0])
    assert s.decision()["kind"] != "take_hit"
    assert len(s.cl(5)["buildings"]) == 0


def test_hospitals_after_losing_two_defending():
    """RT-BOT-MM-TRAITS Hospitals; without the trait nothing (RT-BOT-MM-KEEP)."""
    for traits, back in ((["hospitals"], 1), ([], 0)):
        s = position(game(bot_traits_marquise=traits), {5: {"marquise": 2, "alliance": 3},
                                                        1: {"marquise": 1, "tokens": ["keep"]}}, current=1)
        s.players[1]["officers"] = 1
        s.players[1]["warriors_supply"] -= 1
        s.phase = "evening"
        s._legal = None
        dice(s, 3, 0)
        s.apply(("battle", 5, "marquise"))
        while s.current_player == 1 and s.stack:
            acts = s.legal_actions()
            s.apply(("skip",) if ("skip",) in acts else acts[0])
        assert s.cl(5)["warriors"]["marquise"] == 0
        assert s.cl(1)["warriors"]["marquise"] == 1 + back
        check_invariants(s)


def test_blitz_sends_all_but_one_and_battles():
    """RT-BOT-MM-TRAITS Blitz: from 1 (ruled, no enemy, 3 warriors) all but 1 go to 9 (the
    adjacent clearing with most enemy pieces) and battle there."""
    s = position(game(bot_traits_marquise=["blitz"]), {1: {"marquise": 3, "tokens": ["keep"]},
                                                       9: {"alliance": 1, "tokens": ["sympathy"]}})
    s.players[0]["buildings_left"]["workshop"] = 0
    start(s, "a_visit_to_friends_1")            # rabbit: no battle, no ruled rabbit clearing
    ev = turn(s)
    assert (1, 9, 2) in [(e["from"], e["to"], e["n"]) for e in of(ev, "move")]
    assert of(ev, "battle", clearing=9)


# ------------------------------------------------------------ hands, Outrage, ambush
def test_stand_and_deliver_against_the_bot_draws_from_the_deck():
    """RT-BOT-HAND, RT-DECK-HOOKS"""
    s = position(game(), {1: {"marquise": 1, "tokens": ["keep"]}}, phase="birdsong", current=1,
                 crafted={1: ["stand_and_deliver_1"]})
    top = s.deck[0]
    assert ("stand_and_deliver",) in s.legal_actions()
    s.apply(("stand_and_deliver",))
    assert top in s.players[1]["hand"] and s.players[0]["hand"] == []
    assert s.players[0]["vp"] == 1                    # the card's enemy VP still goes to her


def test_bot_outrage_gives_the_alliance_a_card_from_the_deck_or_nothing():
    """RT-BOT-MM-OUTRAGE [INTERP] option bot_marquise_outrage"""
    for option, gained in (("alliance_draws", 1), ("none", 0)):
        s = position(game(bot_marquise_outrage=option),
                     {9: {"marquise": 6, "tokens": ["keep"]}, 12: {"tokens": ["sympathy"], "alliance": 1}})
        s.players[0]["buildings_left"]["recruiter"] = 0
        before = len(s.players[1]["supporters"])
        start(s, "codebreakers_1")                # mouse: 9 moves 3+ into 12? 12 has most enemies
        ev = turn(s)
        assert of(ev, "move", to=12) and len(of(ev, "outrage")) == 1
        assert not of(ev, "reveal_hand")
        assert len(s.players[1]["supporters"]) - before == gained


def test_no_ambush_against_the_bot_with_ambush_vs_bots_off():
    """RT-BOT-AMBUSH option ambush_vs_bots"""
    for option, offered in ((True, True), (False, False)):
        s = position(game(ambush_vs_bots=option), {1: {"marquise": 2, "alliance": 1, "tokens": ["keep"]}},
                     hands={1: ["ambush_1"]})
        start(s, "stand_and_deliver_1")
        while not of(s.apply(STEP), "battle"):
            pass
        assert (s.decision()["kind"] == "ambush") is offered


def test_better_burrow_bank_and_codebreakers_against_the_bot():
    """RT-DECK-HOOKS, RT-BOT-HAND: Better Burrow Bank: only the person draws; Codebreakers
    shows an empty hand."""
    s = position(game(), {1: {"marquise": 1, "tokens": ["keep"]}}, phase="evening", current=0,
                 crafted={1: ["better_burrow_bank_1", "codebreakers_1"]})
    s.stack = [{"k": "start_turn", "seat": 1}]
    ev = []
    s._settle(ev)
    assert of(ev, "draw", faction="alliance", why="better_burrow_bank", n=1)
    assert not of(ev, "draw", faction="marquise") and s.players[0]["hand"] == []
    while s.phase != "daylight":
        s.apply(("end_phase",))
    ev = s.apply(("codebreakers",))
    assert of(ev, "reveal_hand", faction="marquise", cards=[])

"""Fire Tower solo wording fixes of issue 12 (rules_solo*.py, rules_cards.py Helitack):
each new default is the seed's wording, each old reading an option.

FT-SOLO-PLAN-SETS, FT-CARD-HELITACK-PAIR, FT-SOLO-RESISTANT-ROUND, FT-SOLO-INFERNO-STORM-GEMS,
FT-SOLO-SANCTUARY-HAWK, FT-SOLO-ROUND-RUN-OUT, FT-SOLO-WET-LINE-ONE, FT-SOLO-SPOT-GEMS
(seeds/fire_tower.en.md)."""
import json

import pytest

from ft_helpers import position, refused, types
from game.core.protocol import IllegalAction
from game.games.fire_tower import rules
from test_ft_solo_challenges import at_round_end, take
from test_ft_solo_rules import solo_pos

SIZE = 16
PLAN_HAND = ["crown_fire", "crown_fire", "air_drop", "fire_engine", "helitack", "north"]


def run(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def ids(s, name):
    return sorted(c for c in s.hands[0] if s.card_id(c) == name)


def water(s):
    return tuple(sorted(c for c in s.hands[0] if s.card_def(c).type == "water"))


# ====================================================== Action Plan sets
def test_action_plan_plans_sets_as_one_action():
    """FT-SOLO-PLAN-SETS: a set played together (three cards for Reckless Abandon, two
    Crown Fires) is one planned action; the plan holds it as one item and three items end
    the plan."""
    s = at_round_end(1, ("action_plan", "downpour"), fire=[(3, 3)], hand=PLAN_HAND)
    take(s, "action_plan")
    assert s.decision["kind"] == "action_plan"
    crowns, wet = ids(s, "crown_fire"), water(s)
    legal = s.legal_actions()
    assert ("plan_double",) + tuple(crowns) in legal and ("plan_reckless",) + wet in legal
    refused(s, ("plan_double", crowns[0], ids(s, "north")[0]), "needs_two_of_a_card")
    s.apply(("plan_double",) + tuple(crowns))
    assert s.decision["plan"] == [["double", crowns]] and not ids(s, "crown_fire")
    s.apply(("plan_reckless",) + wet)
    north = ids(s, "north")[0]
    s.apply(("plan_card", north))
    assert s.decision is None or s.decision["kind"] != "action_plan"
    assert s.solo["plan"] == [["double", crowns], ["reckless", list(wet)], ["card", north]]
    assert s.hands[0] == []
    # a save keeps the sets (JSON and back)
    back = rules.from_dict(json.loads(json.dumps(s.to_dict())))
    assert back.solo["plan"] == s.solo["plan"] and back.to_dict() == s.to_dict()


def test_action_plan_sets_option_off_plans_single_cards_only():
    """FT-SOLO-PLAN-SETS: option action_plan_sets false (the old reading): no sets."""
    s = at_round_end(1, ("action_plan", "downpour"), fire=[(3, 3)], hand=PLAN_HAND, action_plan_sets=False)
    take(s, "action_plan")
    assert not any(a[0] in ("plan_reckless", "plan_double") for a in s.legal_actions())
    refused(s, ("plan_double",) + tuple(ids(s, "crown_fire")), "plan_sets_off")


def test_no_reckless_set_without_a_bucket_card():
    """FT-SOLO-PLAN-SETS: Reckless Abandon is the Bucket card's back: at level 6 (no Bucket
    card) no Reckless set is offered; a Crown Fire pair still is."""
    s = at_round_end(6, ("action_plan", "downpour"), fire=[(3, 3)], hand=PLAN_HAND)
    take(s, "action_plan")
    while s.decision["kind"] != "action_plan":          # the level's opening set-up is done
        s.apply(s.legal_actions()[0])
    acts = s.legal_actions()
    assert not any(a[0] == "plan_reckless" for a in acts) and any(a[0] == "plan_double" for a in acts)
    refused(s, ("plan_reckless",) + water(s), "no_bucket_card")


def planned(plan_names, hand_names=(), zone_fire=False, bucket=True, **extra):
    """A turn's action step with an Action Plan of `plan_names` items (a tuple of names is a
    set of that kind: ("double", names) or ("reckless", names)); the rest in the hand."""
    flat = [n for item in plan_names for n in (item[1] if isinstance(item, tuple) else [item])]
    fire = [(3, 3)] + ([(1, 1)] if zone_fire else [])
    s = solo_pos(fire=fire, step="action", hand=flat + list(hand_names), **extra)
    hand = list(s.hands[0])
    plan = []
    for item in plan_names:
        if isinstance(item, tuple):
            kind, names = item
            cids = []
            for n in names:
                c = next(c for c in hand if s.card_id(c) == n)
                hand.remove(c)
                cids.append(c)
            plan.append([kind, cids])
        else:
            c = next(c for c in hand if s.card_id(c) == item)
            hand.remove(c)
            plan.append(["card", c])
    s.hands[0] = hand
    s.solo["challenge"], s.solo["plan"] = "action_plan", plan
    s.bucket[0] = bucket
    s.invalidate()
    assert s.decision["kind"] == "turn_action" and ("plan",) in s.legal_actions()
    return s


def test_planned_crown_fire_pair_is_played_doubled():
    """FT-SOLO-PLAN-SETS: a planned pair of Crown Fires is played as a double: the second
    pattern follows the first (no choice asked)."""
    s = planned([("double", ["crown_fire", "crown_fire"])])
    second = s.solo["plan"][0][1][1]
    events = s.apply(("plan",))
    assert "plan_step" in types(events)
    d = s.decision
    assert d["kind"] == "pattern" and d["second"] == second and second in s.in_play


def test_planned_single_crown_fire_is_played_alone():
    """FT-SOLO-PLAN-SETS: with sets planned as sets, a planned single Crown Fire takes no
    second one from the hand; option action_plan_sets false: it may (the old reading)."""
    s = planned(["crown_fire"], ["crown_fire"])
    s.apply(("plan",))
    assert s.decision["kind"] == "pattern" and s.decision["second"] is None
    s = planned(["crown_fire"], ["crown_fire"], action_plan_sets=False)
    s.apply(("plan",))
    assert s.decision["kind"] == "crown_choice"


def test_planned_reckless_set_plays_reckless_abandon_or_is_discarded():
    """FT-SOLO-PLAN-SETS: a planned Reckless set is played as Reckless Abandon when it is
    allowed then (Bucket spent, fire in your zone); otherwise its cards are discarded."""
    wet = ("reckless", ["air_drop", "fire_engine", "helitack"])
    s = planned([wet], zone_fire=True, bucket=False)
    cids = list(s.solo["plan"][0][1])
    events = s.apply(("plan",))
    assert "reckless_abandon" in types(events)
    assert s.decision["kind"] == "cells" and s.decision["effect"] == "reckless"
    assert all(c in s.discard for c in cids)
    s = planned([wet], zone_fire=False, bucket=True)
    cids = list(s.solo["plan"][0][1])
    events = s.apply(("plan",))
    assert "plan_set_nothing" in types(events) and "reckless_abandon" not in types(events)
    assert all(c in s.discard for c in cids) and s.solo["plan"] == []


def test_unfinished_plan_sets_are_discarded_at_round_end():
    """FT-SOLO-PLAN-SETS: a set still planned when the round ends is discarded with the rest."""
    s = planned([("double", ["crown_fire", "crown_fire"]), "north"])
    cids = s.solo["plan"][0][1] + [s.solo["plan"][1][1]]
    s.solo["inferno_discard"] += s.solo["inferno"]
    s.solo["inferno"] = []
    s.stack, s.decision = [{"t": "end_turn", "seat": 0}], None
    events = []
    s._run(events)
    assert s.solo["plan"] == [] and all(c in s.discard for c in cids)


# ================================================================ Helitack
def test_helitack_two_removed_gems_must_touch():
    """FT-CARD-HELITACK-PAIR: of the gems Helitack removes, two touch each other, also when
    it removes only two; one gem alone is not enough; the third may be anywhere."""
    s = position(fire=[(4, 4), (4, 5), (10, 4)], hand=["helitack"])
    run(s, ("play", s.hands[0][0]))
    run(s, ("cell", 10, 4), ("cell", 4, 4))            # apart so far: the pair must follow
    assert s.decision["kind"] == "cells"
    refused(s, ("confirm",), "pick_more")
    events = s.apply(("cell", 4, 5))
    removed = {tuple(x) for e in events if e["type"] == "gems_removed" for x in e["cells"]}
    assert removed == {(4, 4), (4, 5), (10, 4)}
    s = position(fire=[(4, 4), (4, 5), (10, 4)], hand=["helitack"])
    run(s, ("play", s.hands[0][0]), ("cell", 4, 4))
    refused(s, ("confirm",), "pick_more")                # one gem alone
    run(s, ("cell", 4, 5))
    assert ("confirm",) in s.legal_actions()             # the pair alone is enough


def test_helitack_needs_a_touching_pair_to_be_played():
    """FT-CARD-HELITACK-PAIR: with no two removable gems touching, Helitack can do nothing;
    option helitack_touch free (the old reading) removes the two apart."""
    s = position(fire=[(4, 4), (10, 4)], hand=["helitack"])
    refused(s, ("play", s.hands[0][0]), "card_has_no_effect")
    s = position(fire=[(4, 4), (10, 4)], hand=["helitack"], helitack_touch="free")
    events = run(s, ("play", s.hands[0][0]), ("cell", 4, 4), ("cell", 10, 4))
    removed = {tuple(x) for e in events if e["type"] == "gems_removed" for x in e["cells"]}
    assert removed == {(4, 4), (10, 4)}


def test_solo_setup_takes_the_helitack_option():
    """FT-CARD-HELITACK-PAIR: a card rule, so a solo game's setup may set helitack_touch too."""
    assert solo_pos(step="action").options["helitack_touch"] == "pair"
    assert solo_pos(step="action", helitack_touch="free").options["helitack_touch"] == "free"
    with pytest.raises(IllegalAction):
        rules.new_game({"solo": True, "level": 1, "players": [{"name": "A", "kind": "human"}],
                        "helitack_touch": "loose"}, 1)


def test_helitack_first_pick_needs_a_pair_left():
    """FT-CARD-HELITACK-PAIR: a pick that no touching pair can complete is refused (Drought
    leaves room for two gems only: they must be the pair)."""
    s = at_round_end(1, ("drought", "downpour"), fire=[(4, 4), (4, 5), (12, 8), (12, 12), (9, 14)],
                     hand=["helitack"])
    take(s, "drought")
    while s.decision["kind"] != "turn_action":
        s.apply(s.legal_actions()[-1])
    cid = next(c for c in s.hands[0] if s.card_id(c) == "helitack")
    s.apply(("play", cid))
    assert s.decision["kind"] == "cells" and s.decision["max"] == 2
    lonely = [sq for sq in s._gem_squares() if s._heli_removable(sq)
              and not any(s.cells[m] == "f" for m in s.geo.n4[sq])]
    assert lonely
    refused(s, ("cell",) + divmod(lonely[0], SIZE), "needs_adjacent_pair")
    run(s, ("cell", 4, 4), ("cell", 4, 5))


# =================================================== Resistant Construction
def resistant_round(**extra):
    s = at_round_end(1, ("resistant_construction", "downpour"), fire=[(3, 3)], **extra)
    take(s, "resistant_construction")
    s.apply(("tower", "purple"))
    for colour in ("purple", "blue", "green"):
        s.solo["enemy_bucket"][colour] = False
    corner = s.cfg.back_corner["purple"]
    s.cells[corner] = "f"                                 # fire on its corner: no burn yet
    s._note_burn(corner, 0)
    assert s.pending_burns == [] and "purple" not in s.burned
    s.solo["inferno_discard"] += s.solo["inferno"]
    s.solo["inferno"] = []
    s.stack, s.decision = [{"t": "end_turn", "seat": 0}], None
    events = []
    s._run(events)
    while s.decision is not None and s.decision["kind"] != "challenge_choice":
        events += s.apply(s.legal_actions()[0])
    return s, events


def test_resistant_construction_lasts_its_round():
    """FT-SOLO-RESISTANT-ROUND: Resistant Construction ends with its round, as every
    challenge does; the fire on the tower's corner then burns it."""
    s, events = resistant_round()
    assert "resistant_ended" in types(events) and s.solo["resistant"] is None
    assert "purple" in s.burned


def test_resistant_construction_rest_of_game_option():
    """FT-SOLO-RESISTANT-ROUND: option resistant_lasts game (the old reading): it stays."""
    s, events = resistant_round(resistant_lasts="game")
    assert "resistant_ended" not in types(events) and s.solo["resistant"] == "purple"
    assert "purple" not in s.burned


# ============================================== Inferno storms: gems only
@pytest.mark.parametrize("source,expected", [("gems", set()), ("fire", {(7, 6)})])
def test_penalty_storm_spreads_gems_only(source, expected):
    """FT-SOLO-INFERNO-STORM-GEMS: the penalty Firestorm, like the wind cards', spreads only
    gems of your quadrant; option inferno_storm_from fire: the Eternal Flame's square too."""
    s = solo_pos(step="action", inferno_storm_from=source)         # no gem: the Eternal Flame only
    s.stack, s.decision = [{"t": "part2", "seat": 0}, {"t": "quad_storm", "dir": "W", "why": "penalty"}], None
    events = []
    s._run(events)
    storm = next(e for e in events if e["type"] == "inferno_storm")
    assert {tuple(c) for c in storm["cells"]} == expected


# ====================================================== Sanctuary's hawk
def sanctuary_round_end(**extra):
    s = at_round_end(1, ("sanctuary", "downpour"), fire=[(3, 3)], **extra)
    take(s, "sanctuary")
    s.apply(("cell", 3, 4))
    s.solo["inferno_discard"] += s.solo["inferno"]
    s.solo["inferno"] = []
    s.stack, s.decision = [{"t": "end_turn", "seat": 0}], None
    s._run([])
    assert s.decision["kind"] == "hawk_place" and s.decision["why"] == "sanctuary"
    return s


def test_sanctuary_extra_hawk_may_be_declined():
    """FT-SOLO-SANCTUARY-HAWK: "puedes colocar": you may place the round's extra hawk."""
    s = sanctuary_round_end()
    hawks = list(s.hawks)
    assert ("no_hawk",) in s.legal_actions()
    events = s.apply(("no_hawk",))
    assert "hawk_declined" in types(events) and s.hawks == hawks
    assert s.decision is None or s.decision["kind"] != "hawk_place"


def test_sanctuary_extra_hawk_must_option():
    """FT-SOLO-SANCTUARY-HAWK: option sanctuary_hawk must (the old reading)."""
    s = sanctuary_round_end(sanctuary_hawk="must")
    assert ("no_hawk",) not in s.legal_actions()
    refused(s, ("no_hawk",), "hawk_must_be_placed")


# ========================================= a penalty emptying the deck
def run_out(**extra):
    s = solo_pos(breaks=[(6, 7), (7, 6)], inferno=["burning_snag"], **extra)
    wind = [c for c in s.solo["inferno_discard"] if s.card_id(c) in ("north", "west")]
    s.outside += [c for c in s.solo["inferno_discard"] if c not in wind]
    s.solo["inferno_discard"] = wind                       # North and West are left to draw
    s.invalidate()
    assert s.decision["kind"] == "inferno_penalty"
    events = s.apply(("storm", "W"))
    assert "inferno_reshuffled" in types(events)
    round_before = s.solo["round"]
    while s.decision is not None and s.decision["kind"] not in ("turn_action",):
        events += s.apply(s.legal_actions()[0])
    s.stack, s.decision = [{"t": "end_turn", "seat": 0}], None
    more = []
    s._run(more)
    return s, round_before, more


def test_penalty_that_empties_the_inferno_deck_ends_the_round():
    """FT-SOLO-ROUND-RUN-OUT: the round ends when the Inferno deck has run out and your turn
    is over, also when a penalty's next card emptied it."""
    s, before, events = run_out()
    assert "round_end" in types(events) and s.solo["round"] == before + 1
    assert not s.solo.get("ran_out")


def test_penalty_run_out_old_reading():
    """FT-SOLO-ROUND-RUN-OUT: option inferno_run_out round_goes_on (the old reading)."""
    s, before, events = run_out(inferno_run_out="round_goes_on")
    assert "round_end" not in types(events) and s.solo["round"] == before


# =========================================== Wet Line, one card at a time
def test_wet_line_cards_one_at_a_time():
    """FT-SOLO-WET-LINE-ONE: "a lo largo de esta ronda": each water card is discarded alone
    as a free action (then refill); after two the challenge is met and no block follows."""
    hand = ["air_drop", "fire_engine", "north", "north", "east", "east"]
    s = at_round_end(1, ("wet_line", "downpour"), fire=[(3, 3)], hand=hand)
    take(s, "wet_line")
    while s.decision["kind"] != "turn_wind":
        s.apply(s.legal_actions()[-1])
    wet = [a for a in s.legal_actions() if a[0] == "wet_line"]
    assert wet and all(len(a) == 2 for a in wet)
    refused(s, ("wet_line", ids(s, "north")[0]), "wet_line_pair")
    events = s.apply(wet[0])
    assert "wet_line" in types(events) and s.solo["wet_line"] == 1 and len(s.hands[0]) == 6
    assert s.decision["kind"] == "turn_wind"
    more = [a for a in s.legal_actions() if a[0] == "wet_line"]
    assert more and wet[0] not in more
    s.apply(more[0])
    assert s.solo["wet_line"] == 2 and not any(a[0] == "wet_line" for a in s.legal_actions())
    s.solo["inferno_discard"] += s.solo["inferno"]
    s.solo["inferno"] = []
    s.stack, s.decision = [{"t": "end_turn", "seat": 0}], None
    events = []
    s._run(events)
    assert "challenge_fallback" not in types(events)


def test_wet_line_one_card_is_not_enough():
    """FT-SOLO-WET-LINE-ONE: one water card discarded by the round end: the 3 x 2 block."""
    hand = ["air_drop", "north", "north", "east", "east", "west"]
    s = at_round_end(1, ("wet_line", "downpour"), fire=[(3, 3)], hand=hand)
    take(s, "wet_line")
    while s.decision["kind"] != "turn_wind":
        s.apply(s.legal_actions()[-1])
    s.apply(next(a for a in s.legal_actions() if a[0] == "wet_line"))
    s.solo["inferno_discard"] += s.solo["inferno"]
    s.solo["inferno"] = []
    s.stack, s.decision = [{"t": "end_turn", "seat": 0}], None
    events = []
    s._run(events)
    assert "challenge_fallback" in types(events) and s.decision["kind"] == "challenge_block"


def test_wet_line_pair_option_discards_both_at_once():
    """FT-SOLO-WET-LINE-ONE: option wet_line_discard pair (the old reading)."""
    hand = ["air_drop", "fire_engine", "north", "north", "east", "east"]
    s = at_round_end(1, ("wet_line", "downpour"), fire=[(3, 3)], hand=hand, wet_line_discard="pair")
    take(s, "wet_line")
    while s.decision["kind"] != "turn_wind":
        s.apply(s.legal_actions()[-1])
    assert [a for a in s.legal_actions() if a[0] == "wet_line"] == [("wet_line",) + water(s)]


# =================================== Spot Fires next to the Eternal Flame
@pytest.mark.parametrize("apart,allowed", [("gems", True), ("fire", False)])
def test_spot_fires_may_touch_the_eternal_flame(apart, allowed):
    """FT-SOLO-SPOT-GEMS: Spot Fires' gems touch "ninguna otra gema": r6c7, next to the
    Eternal Flame, is allowed (option spot_fires_apart fire: refused, the old reading)."""
    s = at_round_end(1, ("spot_fires", "downpour"), fire=[(3, 3)], spot_fires_apart=apart)
    take(s, "spot_fires")
    assert s.decision["kind"] == "challenge_gem" and s.decision["effect"] == "spot"
    assert (("cell", 6, 7) in s.legal_actions()) is allowed
    assert ("cell", 3, 4) not in s.legal_actions()           # next to a gem: never
    if not allowed:
        refused(s, ("cell", 6, 7), "touches_fire")


def test_old_save_without_the_new_options_keeps_the_old_readings():
    """A save made before these options loads and keeps its old rules."""
    s = solo_pos(fire=[(3, 3)], step="action")
    data = s.to_dict()
    for name in ("action_plan_sets", "resistant_lasts", "inferno_storm_from", "sanctuary_hawk",
                 "inferno_run_out", "wet_line_discard", "spot_fires_apart"):
        data["solo"]["options"].pop(name)
    data["solo"].pop("ran_out")
    data["options"].pop("helitack_touch")
    back = rules.from_dict(data)
    assert back._solo_opt("action_plan_sets") is False and back._solo_opt("resistant_lasts") == "game"
    assert back._helitack_valid([back.sq(4, 4), back.sq(10, 4)])         # free: two apart
    back.apply(back.legal_actions()[0])


# ======================================================= seeded random games
FIX_CHALLENGES = ["action_plan", "resistant_construction", "sanctuary", "wet_line", "spot_fires", "drought"]


def play_rigged(level, seed, bot, **options):
    """A solo game whose Challenge deck holds the challenges these fixes touch; the
    invariants of test_ft_solo_random.py after every action (cards kept, boards replayed,
    JSON round trip, legal actions)."""
    from test_ft_solo_random import MAX_ACTIONS, ONE, SoloChecker
    state = rules.new_game(dict({"solo": True, "level": level, "players": ONE}, **options), seed)
    deck = list(FIX_CHALLENGES)
    state.solo["challenges"] = deck[seed % len(deck):] + deck[:seed % len(deck)]
    # water cards and Crown Fires on top of the deck (drawn first: sets to plan, Helitacks)
    wanted = lambda c: state.card_def(c).type == "water" or state.card_id(c) == "crown_fire"
    cards = state.hands[0] + state.deck
    top = [c for c in cards if wanted(c)]
    rest = [c for c in cards if not wanted(c)]
    order = rest + top
    n = len(state.hands[0])
    state.hands[0], state.deck = order[-n:], order[:-n]
    checker = SoloChecker(state)
    checker.start_breaks = {i for i, ch in enumerate(state.cells) if ch == "x"}
    seen, count = [], 0
    while not state.is_over:
        serial = state.serial
        events = state.apply(bot.choose(state))
        seen += events
        count += 1
        checker.after(state, events, serial)
        assert count < MAX_ACTIONS, "a solo game should end"
    checker.at_end(state, events)
    return seen


class PlansSets:
    """A random player that plans a set whenever one is offered (so that sets happen)."""

    def __init__(self, bot):
        self.bot = bot

    def choose(self, state):
        sets = [a for a in state.legal_actions() if a[0] in ("plan_reckless", "plan_double")]
        return sets[state.turn_number % len(sets)] if sets else self.bot.choose(state)


def test_random_games_over_the_fixes_keep_the_invariants():
    """FT-SOLO-PLAN-SETS, FT-SOLO-RESISTANT-ROUND, FT-SOLO-SANCTUARY-HAWK, FT-SOLO-WET-LINE-ONE,
    FT-SOLO-SPOT-GEMS, FT-CARD-HELITACK-PAIR: 100 seeded games (random and kind players, every
    level, half of them with the old readings) keep every invariant, and the new rules happen."""
    from ft_helpers import KindBot
    from game.core.bots import RandomBot
    old = {"action_plan_sets": False, "resistant_lasts": "game", "inferno_storm_from": "fire",
           "sanctuary_hawk": "must", "inferno_run_out": "round_goes_on", "wet_line_discard": "pair",
           "spot_fires_apart": "fire", "helitack_touch": "free"}
    seen = []
    helitacks = []
    for seed in range(50):
        level = 1 + seed % 7
        options = old if seed % 2 else {}
        for game in (play_rigged(level, seed, PlansSets(RandomBot(seed)), **options),
                     play_rigged(level, 500 + seed, PlansSets(KindBot(seed, aim=3)), **options)):
            seen += game
            if not options:                                # helitack_touch pair: a touching pair
                helitacks += [{tuple(c) for c in e["cells"]} for e in game
                              if e["type"] == "gems_removed" and e["why"] == "helitack"]
    kinds = {e["type"] for e in seen}
    assert {"plan_made", "plan_step", "resistant_ended", "wet_line"} <= kinds
    assert any(e["type"] == "plan_step" and e["what"] in ("reckless", "double") for e in seen)
    assert any(e["type"] == "wet_line" and len(e["cards"]) == 1 for e in seen)
    assert helitacks and all(any((r + 1, c) in gems or (r, c + 1) in gems for r, c in gems)
                             for gems in helitacks)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_fixes_have_log_lines_in_both_languages(lang):
    """FT-SOLO-RESISTANT-ROUND / FT-SOLO-PLAN-SETS / FT-SOLO-SANCTUARY-HAWK / FT-SOLO-WET-LINE-ONE:
    the new events have words, and Resistant Construction's line says how long it holds."""
    from test_ft_solo_texts import Words
    from game.games.fire_tower import describe
    t = Words(lang)
    s = solo_pos(step="action")
    lines = {}
    for event in ({"type": "tower_resistant", "tower": "blue", "round": True},
                  {"type": "tower_resistant", "tower": "blue", "round": False},
                  {"type": "resistant_ended", "tower": "blue"},
                  {"type": "hawk_declined", "seat": 0, "why": "sanctuary"},
                  {"type": "plan_set_nothing", "seat": 0, "set": "reckless",
                   "cards": ["air_drop", "fire_engine", "helitack"], "cids": [1, 2, 3]},
                  {"type": "wet_line", "seat": 0, "cards": ["air_drop"], "cids": [1]},
                  {"type": "wet_line", "seat": 0, "cards": ["air_drop", "helitack"], "cids": [1, 2]}):
        line = describe.describe_event(t, s, event)
        assert line and "{" not in line
        lines[len(lines)] = line
    assert lines[0] != lines[1] and lines[5] != lines[6]
    assert t("fire_tower.card.helitack.name") in lines[4]

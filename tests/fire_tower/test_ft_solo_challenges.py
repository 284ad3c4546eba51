"""Fire Tower solo challenges: the Challenge deck, draws at round end, skips, and the six
built challenge cards (rules_solo.py). FT-SOLO-CHALLENGES / FT-SOLO-CHALLENGE-CARDS."""
import pytest

from ft_helpers import fire_squares, refused, types
from test_ft_solo_rules import solo_pos

SIZE = 16


def at_round_end(level=1, top=("calm_wind", "downpour"), **pos):
    """The end of the last turn of a round, with `top` the next two challenge cards."""
    s = solo_pos(level=level, step="action", **pos)
    deck = [c for c in s.solo["challenges"] if c not in top] + list(reversed(top))
    s.solo["challenges"] = deck
    s.solo["inferno_discard"] += s.solo["inferno"]
    s.solo["inferno"] = []
    s.stack, s.decision = [{"t": "end_turn", "seat": 0}], None
    events = []
    s._run(events)
    s.last_events = events
    return s


def take(s, cid):
    return s.apply(("challenge", cid))


def test_draw_two_keep_one_and_skips():
    """FT-SOLO-CHALLENGES: 2 drawn at round end, one kept, the other discarded; level 1 may
    ignore twice, level 3 never."""
    s = at_round_end(1, ("calm_wind", "downpour"))
    d = s.decision
    assert d["kind"] == "challenge_choice" and d["cards"] == ["calm_wind", "downpour"] and not d["opening"]
    assert set(s.legal_actions()) == {("challenge", "calm_wind"), ("challenge", "downpour"), ("skip",)}
    refused(s, ("challenge", "drought"), "challenge_not_drawn")
    take(s, "calm_wind")
    assert s.solo["challenge"] == "calm_wind" and s.solo["challenge_discard"][-1] == "downpour"
    assert s.result()["challenge"] == "calm_wind"
    s = at_round_end(3, ("calm_wind", "downpour"))
    assert ("skip",) not in s.legal_actions()
    refused(s, ("skip",), "no_skips_left")


def test_challenge_ends_with_the_round_and_deck_reshuffles():
    """FT-SOLO-CHALLENGES: the round's challenge ends at the next round end; an empty
    Challenge deck is shuffled again from its discards."""
    s = at_round_end(2, ("calm_wind", "smoldering_fires"))
    take(s, "calm_wind")
    s.solo["challenge_discard"] += s.solo["challenges"]
    s.solo["challenges"] = []
    s.solo["inferno_discard"] += s.solo["inferno"]
    s.solo["inferno"] = []
    s.stack, s.decision = [{"t": "end_turn", "seat": 0}], None
    events = []
    s._run(events)
    t = types(events)
    assert "challenge_ended" in t and t.index("challenges_reshuffled") < t.index("challenge_drawn")
    assert s.solo["challenge"] is None and s.decision["kind"] == "challenge_choice"


def test_calm_wind_skips_the_wind_gem():
    """FT-SOLO-CHALLENGE-CARDS: Calm Wind: no wind gem this round."""
    s = at_round_end(1, ("calm_wind", "downpour"), fire=[(3, 3)])
    events = take(s, "calm_wind")
    while s.decision["kind"] not in ("turn_action",):
        events += s.apply(s.legal_actions()[0])
    assert "wind_calm" in types(events) and "turn_wind" not in [s.decision["kind"]]


def test_smoldering_fires_adds_a_gem_before_phase_two():
    """FT-SOLO-CHALLENGE-CARDS: Smoldering Fires: one gem next to fire in your quadrant
    before Phase 2 of each turn."""
    s = at_round_end(1, ("smoldering_fires", "downpour"), fire=[(3, 3)])
    take(s, "smoldering_fires")
    while s.decision["kind"] != "challenge_gem":
        s.apply(s.legal_actions()[0])
    d = s.decision
    assert d["effect"] == "smolder"
    acts = s.legal_actions()
    assert acts and all(a[1] < 8 and a[2] < 8 for a in acts)
    refused(s, ("cell", 3, 9), "not_your_quadrant")
    a = acts[0]
    s.apply(a)
    assert (a[1], a[2]) in fire_squares(s)


def test_restricted_operations_shrinks_the_hand_for_the_round():
    """FT-SOLO-CHALLENGE-CARDS: Restricted Operations: discard 2 now, refill to 2 fewer, and
    the full hand again when the round ends."""
    s = at_round_end(1, ("restricted_operations", "downpour"), fire=[(3, 3)])
    take(s, "restricted_operations")
    d = s.decision
    assert d["kind"] == "cards" and d["min"] == d["max"] == 2
    two = s.hands[0][:2]
    for c in two:
        s.apply(("pick", c))
    s.apply(("confirm",))
    assert len(s.hands[0]) == 4 and set(two) <= set(s.discard)
    assert s.refill_target(0) == 4
    s.stack, s.decision = [{"t": "challenge_expire"}, {"t": "turn", "seat": 0}], None
    s.stack.reverse()
    events = []
    s._run(events)
    assert s.solo["hand_cut"] == 0 and len(s.hands[0]) == 6


def test_spot_fires_and_its_fallback():
    """FT-SOLO-CHALLENGE-CARDS: Spot Fires: 3 gems touching no fire; without room, 4 gems
    next to fire instead; without room for those either, you lose."""
    s = at_round_end(1, ("spot_fires", "downpour"), fire=[(3, 3)])
    take(s, "spot_fires")
    for _ in range(3):
        d = s.decision
        assert d["kind"] == "challenge_gem" and d["effect"] == "spot"
        refused(s, ("cell", 3, 4), "touches_fire")
        s.apply(s.legal_actions()[-1])              # (0,0) would burn your own tower
    assert s.decision["kind"] != "challenge_gem" or s.decision["effect"] != "spot"
    # no room: every square of the quadrant touches fire -> the fallback, 4 gems
    fire = [(r, c) for r in range(8) for c in range(8) if (r + c) % 2 == 0 and (r, c) != (0, 0)] + [(0, 1)]
    s = at_round_end(1, ("spot_fires", "downpour"), fire=fire)
    events = take(s, "spot_fires")
    assert "challenge_fallback" in types(events)
    assert s.decision["kind"] == "challenge_gem" and s.decision["effect"] == "fallback"
    # no room for the fallback either: lost
    full = [(r, c) for r in range(8) for c in range(8) if (r, c) not in ((0, 0), (7, 7))]
    s = at_round_end(1, ("spot_fires", "downpour"), fire=full, breaks=[(0, 0)])
    take(s, "spot_fires")
    r = s.result()
    assert s.is_over and (r["outcome"], r["reason"]) == ("loss", "challenge_failed")


def test_resupply_needs_a_used_enemy_bucket():
    """FT-SOLO-CHALLENGE-CARDS / FT-SOLO-CHALLENGES: Resupply refills a used enemy Bucket,
    which fires at once with fire in its zone; it cannot be kept while every Bucket is
    unused."""
    s = at_round_end(1, ("resupply", "downpour"))
    assert ("challenge", "resupply") not in s.legal_actions()
    refused(s, ("challenge", "resupply"), "every_enemy_bucket_unused")
    s = at_round_end(1, ("resupply", "downpour"), fire=[(1, 14)])
    s.solo["enemy_bucket"]["purple"] = False
    s.invalidate()
    # the position had fire in purple's zone at the end of the turn: no Bucket left there
    events = take(s, "resupply")
    assert s.decision["kind"] == "challenge_tower" and s.legal_actions() == [("tower", "purple")]
    events = s.apply(("tower", "purple"))
    t = types(events)
    assert t.index("bucket_refilled") < t.index("enemy_bucket_used")
    assert (1, 14) not in fire_squares(s) and s.solo["enemy_bucket"]["purple"] is False


@pytest.mark.parametrize("fire,effect,gone", [
    ([(1, 14), (5, 12), (12, 2)], "downpour_zone", {(1, 14)}),
    ([(5, 12), (6, 9), (12, 2)], "downpour_quadrant", {(5, 12), (6, 9)}),
])
def test_downpour(fire, effect, gone):
    """FT-SOLO-CHALLENGE-CARDS: Downpour clears an enemy zone with fire, or else a whole
    enemy quadrant."""
    s = at_round_end(1, ("downpour", "calm_wind"), fire=fire)
    for colour in ("purple", "blue", "green"):
        s.solo["enemy_bucket"][colour] = False        # keep the zone's fire there
    s.invalidate()
    take(s, "downpour")
    d = s.decision
    assert d["kind"] == "challenge_tower" and d["effect"] == effect
    s.apply(("tower", "purple"))
    assert not (gone & fire_squares(s)) and (12, 2) in fire_squares(s)


def test_drought_limits_water_to_two_gems():
    """FT-SOLO-CHALLENGE-CARDS: Drought: a water card removes at most 2 gems; the Bucket
    still removes 3."""
    s = at_round_end(1, ("drought", "downpour"), fire=[(4, 2), (4, 3), (4, 4), (5, 2), (5, 3)],
                     hand=["air_drop", "fire_engine", "helitack", "north", "north", "north"])
    take(s, "drought")
    while s.decision["kind"] != "turn_action":
        s.apply(s.legal_actions()[-1])
    cid = next(c for c in s.hands[0] if s.card_id(c) == "fire_engine")
    s.apply(("play", cid))
    s.apply(("place", 4, 2, 0))
    d = s.decision
    assert d["kind"] == "select" and len(d["chosen"]) == 2
    third = next(q for q in d["squares"] if q not in d["chosen"] and s.cells[q] == "f")
    assert ("toggle",) + tuple(s.rc(third)) not in s.legal_actions()
    refused(s, ("toggle",) + tuple(s.rc(third)), "selection_would_break_rules")
    events = s.apply(("confirm",))
    removed = next(e for e in events if e["type"] == "gems_removed")
    assert len(removed["cells"]) == 2
    assert s._decide_cells("helitack", 0, 3) and s.decision["max"] == 2


def test_thick_smoke_plays_one_of_two_at_random():
    """FT-SOLO-CHALLENGE-CARDS: Thick Smoke: choose two cards, one is played at random and
    the other stays; no Specials, no discard-and-redraw."""
    s = at_round_end(1, ("thick_smoke", "downpour"), fire=[(3, 3)],
                     hand=["north", "east", "air_drop", "air_drop", "fire_engine", "fire_engine"])
    take(s, "thick_smoke")
    while s.decision["kind"] != "turn_action":
        s.apply(s.legal_actions()[-1])
    acts = s.legal_actions()
    assert {a[0] for a in acts} <= {"smoke", "bucket"} and len([a for a in acts if a[0] == "smoke"]) == 15
    refused(s, ("redraw",), "thick_smoke")
    refused(s, ("special", "lookout"), "thick_smoke")
    north = next(c for c in s.hands[0] if s.card_id(c) == "north")
    east = next(c for c in s.hands[0] if s.card_id(c) == "east")
    events = s.apply(("smoke",) + tuple(sorted((north, east))))
    picked = next(e for e in events if e["type"] == "thick_smoke")
    assert picked["cid"] in (north, east)
    assert s.decision["kind"] == "wind_card" and s.decision["card"] == picked["cid"]
    other = east if picked["cid"] == north else north
    assert other in s.hands[0]


@pytest.mark.parametrize("flag", [True, False])
def test_red_flag_counts_one_inferno_card_double(flag):
    """FT-SOLO-CHALLENGE-CARDS: Red Flag: before an Inferno reveal you may declare it counts
    double (two whole Burning Snags); the last card of the round is doubled if none was."""
    s = at_round_end(1, ("red_flag", "downpour"), fire=[(3, 3)])
    take(s, "red_flag")
    top = s.solo["inferno"]
    snag = next(c for c in top if s.card_id(c) == "burning_snag")
    top.remove(snag)
    top.append(snag)
    s.invalidate()
    while s.decision["kind"] != "red_flag":
        s.apply(s.legal_actions()[-1])
    s.apply(("flag",) if flag else ("no_flag",))
    assert s.decision["kind"] == "pattern" and s.decision["inferno"]
    first = s.apply(s.legal_actions()[0])
    if flag:
        assert s.decision["kind"] == "pattern" and s.decision["card"] == snag    # once more
        assert any(e.get("again") for e in first if e["type"] == "inferno_card")
        before = len(fire_squares(s))
        s.apply(s.legal_actions()[0])
        assert len(fire_squares(s)) >= before + 4 - 1 and s.solo["flagged"]
    else:
        assert s.decision["kind"] != "pattern" and not s.solo["flagged"]
        s.solo["inferno_discard"] += s.solo["inferno"][:-1]
        s.solo["inferno"] = s.solo["inferno"][-1:]
        s.stack = [{"t": "part1", "seat": 0}, {"t": "inferno", "penalty": False}]
        s.decision = None
        events = []
        s._run(events)
        assert {"type": "red_flag", "forced": True} in events and s.solo["flagged"]


def test_resistant_construction_needs_the_whole_zone():
    """FT-SOLO-CHALLENGE-CARDS: Resistant Construction: the chosen enemy burns only when all
    9 squares of its zone hold gems (or Explosion firebreaks); its corner alone is not enough."""
    s = at_round_end(1, ("resistant_construction", "downpour"), fire=[(3, 3)])
    take(s, "resistant_construction")
    assert s.decision["kind"] == "challenge_tower" and s.decision["effect"] == "resistant"
    s.apply(("tower", "purple"))
    assert s.solo["resistant"] == "purple"
    for colour in ("purple", "blue", "green"):
        s.solo["enemy_bucket"][colour] = False
    s.cells[s.sq(0, 15)] = "f"
    s._note_burn(s.sq(0, 15), 0)
    assert s.pending_burns == []
    zone = s.cfg.zone_squares["purple"]
    for q in zone[:-1]:
        s.cells[q] = "f"
    s.cells[zone[0]] = "x"                      # an Explosion firebreak counts
    s.cells[zone[-1]] = "f"
    s._note_burn(zone[-1], 0)
    assert s.pending_burns == [["purple", 0]]


def test_sanctuary_hawk_and_loss():
    """FT-SOLO-CHALLENGE-CARDS: Sanctuary: a laid hawk in your quadrant (not your zone) for
    the rest of the game; an extra hawk each round; fire on it loses the game."""
    s = at_round_end(1, ("sanctuary", "downpour"), fire=[(3, 3)])
    take(s, "sanctuary")
    d = s.decision
    assert d["kind"] == "challenge_gem" and d["effect"] == "sanctuary"
    refused(s, ("cell", 1, 1), "tower_zone")
    s.apply(("cell", 3, 4))
    assert s.solo["sanctuary"] == s.sq(3, 4)
    # the next round end: an extra hawk for you
    s.solo["inferno_discard"] += s.solo["inferno"]
    s.solo["inferno"] = []
    s.stack, s.decision = [{"t": "end_turn", "seat": 0}], None
    events = []
    s._run(events)
    assert s.decision["kind"] == "hawk_place" and s.decision["why"] == "sanctuary"
    # fire on the sanctuary: lost
    s = at_round_end(1, ("sanctuary", "downpour"), fire=[(3, 3)])
    take(s, "sanctuary")
    s.apply(("cell", 3, 4))
    s.wind = "E"
    s.stack, s.decision = [{"t": "part1", "seat": 0}], None
    s._run([])
    s.apply(("wind", 3, 4))
    r = s.result()
    assert s.is_over and (r["outcome"], r["reason"]) == ("loss", "sanctuary")


def test_wet_line_free_discard_or_block():
    """FT-SOLO-CHALLENGE-CARDS: Wet Line: two water cards discarded for nothing as a free
    action (then refill); if not done by the round end, a 3 x 2 block of gems in your
    quadrant; without room for it, you lose."""
    hand = ["air_drop", "fire_engine", "north", "north", "east", "east"]
    s = at_round_end(1, ("wet_line", "downpour"), fire=[(3, 3)], hand=hand, wet_line_discard="pair")
    take(s, "wet_line")
    while s.decision["kind"] != "turn_wind":
        s.apply(s.legal_actions()[-1])
    pair = next(a for a in s.legal_actions() if a[0] == "wet_line")
    events = s.apply(pair)
    assert "wet_line" in types(events) and s.decision["kind"] == "turn_wind"
    assert len(s.hands[0]) == 6 and not any(a[0] == "wet_line" for a in s.legal_actions())
    # not done: the block at the round end
    s = at_round_end(1, ("wet_line", "downpour"), fire=[(3, 3)])
    take(s, "wet_line")
    s.solo["inferno_discard"] += s.solo["inferno"]
    s.solo["inferno"] = []
    s.stack, s.decision = [{"t": "end_turn", "seat": 0}], None
    events = []
    s._run(events)
    assert s.decision["kind"] == "challenge_block"
    refused(s, ("place", 6, 6, 0), "block_does_not_fit")
    s.apply(("place", 0, 3, 0))
    assert {(0, 3), (0, 4), (0, 5), (1, 3), (1, 4), (1, 5)} <= fire_squares(s)


def test_action_plan_three_actions_in_order():
    """FT-SOLO-CHALLENGE-CARDS: Action Plan: three actions chosen at once (cards out of the
    hand, or a Special card's front), carried out in order on the next turns; only the
    Bucket besides; what is left at the round end is discarded."""
    hand = ["north", "east", "air_drop", "fire_engine", "burning_snag", "smokejumper"]
    s = at_round_end(1, ("action_plan", "downpour"), fire=[(3, 3)], hand=hand)
    take(s, "action_plan")
    assert s.decision["kind"] == "action_plan"
    north = next(c for c in s.hands[0] if s.card_id(c) == "north")
    snag = next(c for c in s.hands[0] if s.card_id(c) == "burning_snag")
    s.apply(("plan_card", north))
    s.apply(("plan_special", "lookout"))
    refused(s, ("plan_special", "lookout"), "special_used")
    s.apply(("plan_card", snag))
    assert s.solo["plan"] == [["card", north], ["special", "lookout"], ["card", snag]]
    assert north not in s.hands[0] and len(s.hands[0]) == 4
    while s.decision["kind"] != "turn_action":
        s.apply(s.legal_actions()[-1])
    assert ("plan",) in s.legal_actions() and not any(a[0] in ("play", "redraw") for a in s.legal_actions())
    refused(s, ("redraw",), "follow_the_plan")
    events = s.apply(("plan",))
    assert "plan_step" in types(events) and s.decision["kind"] == "wind_card" and s.decision["card"] == north
    assert len(s.solo["plan"]) == 2
    # the round ends with the plan unfinished: the planned card is discarded
    s.solo["inferno_discard"] += s.solo["inferno"]
    s.solo["inferno"] = []
    s.stack, s.decision = [{"t": "end_turn", "seat": 0}], None
    s._run([])
    assert s.solo["plan"] == [] and snag in s.discard

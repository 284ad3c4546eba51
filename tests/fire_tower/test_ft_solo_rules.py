"""Fire Tower solo mode rules: the Inferno phase and its penalty chain, enemy Buckets and
hawks, burning enemies, the storm re-roll, the Special cards, the Bucket capture, rounds,
win / loss / score (rules_solo.py). Rule ids: seeds/fire_tower.en.md, "Solo mode"."""
import pytest

from ft_helpers import fire_squares, legal, paint, refused, rig, set_hand, stack_deck, types
from game.games.fire_tower import rules

SIZE = 16
ONE = [{"name": "Solo", "kind": "human"}]


def sq(r, c):
    return r * SIZE + c


def inferno_ids(state, names):
    """Card instances for the Inferno deck, the first name on top."""
    free = [i for i, cid in enumerate(state.cfg.card_of)]
    out = []
    for name in names:
        cid = next(c for c in free if state.cfg.card_of[c] == name and c not in out and
                   (c in state.solo["inferno"] or c in state.solo["inferno_discard"] or c in state.deck))
        out.append(cid)
    for cid in out:
        for place in (state.solo["inferno"], state.solo["inferno_discard"], state.deck):
            if cid in place:
                place.remove(cid)
    return list(reversed(out))


def solo_pos(level=1, fire=(), breaks=(), hawks=(), hand=None, inferno=None, wind="N",
             step="inferno", turn=3, seed=1, burned=(), **extra):
    """A solo game at `step`: "inferno" (Phase 1 of turn `turn`), "wind" or "action"."""
    s = rules.new_game(dict({"solo": True, "level": level, "players": ONE}, **extra), seed)
    if s.decision and s.decision["kind"] == "hawk_place":
        s.apply(s.legal_actions()[0])
    paint(s, fire, breaks, hawks)
    for cid in list(s.deck):                       # no events in refills
        if s.card_def(cid).type == "event":
            s.deck.remove(cid)
            s.outside.append(cid)
    if s.solo["inferno_play"] is not None:
        s.solo["inferno_discard"].append(s.solo["inferno_play"])
        s.solo["inferno_play"] = None
    if inferno is not None:
        top = inferno_ids(s, inferno)
        s.solo["inferno_discard"] += s.solo["inferno"]
        s.solo["inferno"] = top
    if hand is not None:
        set_hand(s, 0, hand)
    for colour in burned:
        s.burned.append(colour)
        s.solo["enemy_bucket"][colour] = False
    s.wind = wind
    s.turn_number = turn
    s.stack, s.decision, s.pending_hawks, s.pending_burns = [], None, [], []
    s.defer_burns = 0
    s._derive()
    s._update_retired([])
    if step == "inferno":
        s.stack = [{"t": "part1", "seat": 0}, {"t": "inferno", "penalty": False}]
    elif step == "wind":
        s.stack = [{"t": "part1", "seat": 0}]
    else:
        s.stack = [{"t": "part2", "seat": 0}]
    events = []
    s._run(events)
    s.last_events = events
    return s


# ================================================================ Inferno
def test_inferno_burning_snag_is_whole_in_your_quadrant():
    """FT-SOLO-INFERNO-PATTERN / FT-SOLO-TURN: the whole 2 x 2 on empty squares of your
    quadrant next to fire; then Phase 2 (the wind gem) follows."""
    s = solo_pos(fire=[(3, 3), (1, 8)], inferno=["burning_snag"])
    d = s.decision
    assert d["kind"] == "pattern" and d["inferno"] and s.card_id(d["card"]) == "burning_snag"
    assert "inferno_card" in types(s.last_events)
    for a in s.legal_actions():
        squares = [sq(a[1] + dr, a[2] + dc) for dr in (0, 1) for dc in (0, 1)]
        assert all(s.cfg.quadrant_of[q] == "red" and s.cells[q] == "." for q in squares)
    refused(s, ("place", 0, 7, 0), "not_your_quadrant")   # reaches col 8
    refused(s, ("place", 2, 2, 0), "pattern_not_whole")   # covers the gem on (3,3)
    refused(s, ("place", 0, 0, 0), "not_adjacent_fire")
    s.apply(("place", 3, 4, 0))
    assert {(3, 4), (3, 5), (4, 4), (4, 5)} <= fire_squares(s)
    assert s.solo["inferno_play"] is None and s.card_id(s.solo["inferno_discard"][-1]) == "burning_snag"
    assert s.decision["kind"] == "turn_wind"


def test_inferno_flare_up_line_stays_whole():
    """FT-SOLO-INFERNO-PATTERN: a line of 3, no square left out, none on fire or firebreak."""
    s = solo_pos(fire=[(2, 2)], breaks=[(2, 5)], inferno=["flare_up"])
    assert not legal(s, ("place", 2, 3, 0))              # (2,5) is a firebreak
    assert legal(s, ("place", 1, 1, 0))                  # (1,1)-(1,3) touches (2,2)
    s.apply(("place", 1, 1, 0))
    assert {(1, 1), (1, 2), (1, 3)} <= fire_squares(s)
    assert s.decision["kind"] != "select"                # nothing to toggle


EXPLOSIONS = [  # gem, hawks, legal?
    ((3, 3), (), True),              # 8 empty neighbours in the quadrant
    ((7, 6), (), True),              # 4 in the quadrant: (6,5) (6,6) (6,7) (7,5)
    ((7, 0), (), False),             # 3 in the quadrant: too small
    ((7, 0), ((6, 0),), False),      # a hawk square is still empty: 3
]


@pytest.mark.parametrize("gem,hawks,ok", EXPLOSIONS)
def test_inferno_explosion_needs_four_gems_in_your_quadrant(gem, hawks, ok):
    """FT-SOLO-INFERNO-EXPLOSION: at least 4 gems land in your quadrant (hawk squares count)."""
    s = solo_pos(fire=[gem], hawks=hawks, inferno=["explosion", "north"])
    if ok:
        assert s.decision["kind"] == "target" and s.decision["inferno"]
        assert ("target",) + gem in s.legal_actions()
    else:
        assert s.decision["kind"] == "inferno_penalty"
        assert "inferno_failed" in types(s.last_events)


def test_inferno_explosion_with_hawk_counts_and_is_placed_whole():
    """FT-SOLO-INFERNO-EXPLOSION: the chosen gem turns into a firebreak, every empty
    neighbour burns; a hawk square counts and its hawk then carries the gem."""
    s = solo_pos(fire=[(7, 6)], hawks=[(6, 5)], inferno=["explosion"])
    s.apply(("target", 7, 6))
    assert s.cells[sq(7, 6)] == "x"
    placed = [e for e in s.last_events if e["type"] == "gems_placed"]
    assert s.decision["kind"] == "hawk_trigger"        # your own hawk: you carry it
    refused(s, ("target", 6, 6), "wrong_step")


def test_inferno_explosion_on_the_first_turn_is_a_penalty():
    """FT-SOLO-INFERNO-EXPLOSION: on your very first turn an Explosion always fails."""
    s = solo_pos(fire=[(3, 3)], inferno=["explosion", "north"], turn=1)
    assert s.decision["kind"] == "inferno_penalty"
    refused(s, ("storm", "S"), "penalty_direction")
    s.apply(("storm", "W"))
    assert (3, 2) in fire_squares(s)                    # the penalty storm, west
    assert (2, 3) in fire_squares(s)                    # then North from the next card
    assert s.decision["kind"] == "turn_wind" and not s.is_over


def test_penalty_chain_fails_and_you_lose():
    """FT-SOLO-PENALTY / FT-SOLO-END: a second card that cannot be placed loses the game."""
    s = solo_pos(breaks=[(6, 7), (7, 6)], inferno=["burning_snag", "flare_up"])
    assert s.decision["kind"] == "inferno_penalty"
    assert s.legal_actions() == [("storm", "N"), ("storm", "W")]
    s.apply(("storm", "N"))
    assert s.is_over
    r = s.result()
    assert (r["outcome"], r["reason"], r["score"]) == ("loss", "penalty_chain", 0)
    assert "game_over" in types(s.last_events) or s.verdict == "solo_loss"


def test_penalty_reshuffles_an_empty_inferno_deck():
    """FT-SOLO-PENALTY: with the Inferno deck empty, its discards are shuffled first."""
    s = solo_pos(breaks=[(6, 7), (7, 6)], inferno=["burning_snag"])
    s.solo["inferno_discard"] = [c for c in s.solo["inferno_discard"] if s.card_id(c) == "north"]
    s.invalidate()
    events = s.apply(("storm", "W"))
    assert "inferno_reshuffled" in types(events) and not s.is_over


WIND_CASES = [  # card, inferno_storm_from, expected new gems
    ("north", "gems", {(2, 3), (4, 0)}),                    # FT-SOLO-INFERNO-STORM-GEMS: gems only
    ("west", "gems", {(3, 2)}),                            # (5,0) cannot go west
    ("north", "fire", {(2, 3), (4, 0), (6, 7)}),            # the old reading: the Eternal Flame too
    ("west", "fire", {(3, 2), (7, 6)}),
]


@pytest.mark.parametrize("card,source,expected", WIND_CASES)
def test_inferno_wind_card_is_a_quadrant_firestorm(card, source, expected):
    """FT-SOLO-INFERNO-WIND / FT-SOLO-INFERNO-STORM-GEMS: every gem of your quadrant (option
    inferno_storm_from fire: the Eternal Flame's square too) spreads one square in the card's
    direction, only into your quadrant; the wind does not change."""
    s = solo_pos(fire=[(3, 3), (5, 0), (3, 8)], inferno=[card], wind="S", inferno_storm_from=source)
    assert fire_squares(s) == {(3, 3), (5, 0), (3, 8)} | expected
    assert s.wind == "S"
    storm = next(e for e in s.last_events if e["type"] == "inferno_storm")
    assert storm["direction"] == card[0].upper()


def test_inferno_wind_card_single_option():
    """FT-SOLO-INFERNO-WIND / FT-SOLO-OPTIONS: solo_wind_card_mode single places one gem of
    your quadrant just downwind of fire."""
    s = solo_pos(fire=[(3, 3), (3, 8)], inferno=["north"], solo_wind_card_mode="single",
                 inferno_storm_from="fire")
    assert s.decision["kind"] == "inferno_gem"
    assert sorted(s.legal_actions()) == [("wind_gem", 2, 3), ("wind_gem", 6, 7)]
    refused(s, ("wind_gem", 2, 8), "not_your_quadrant")
    s.apply(("wind_gem", 2, 3))
    assert (2, 3) in fire_squares(s) and s.decision["kind"] == "turn_wind"


def test_round_end_reshuffles_the_inferno_deck():
    """FT-SOLO-ROUND: the round ends when the Inferno deck is empty after your turn."""
    s = solo_pos(fire=[(3, 3)], step="action")
    s.solo["inferno_discard"] += s.solo["inferno"]
    s.solo["inferno"] = []
    s.stack, s.decision = [{"t": "end_turn", "seat": 0}], None
    events = []
    s._run(events)
    t = types(events)
    assert t.index("inferno_reshuffled") < t.index("round_end") < t.index("challenge_drawn")
    assert s.decision["kind"] == "challenge_choice" and ("skip",) in s.legal_actions()
    t = types(s.apply(("skip",)))
    assert "challenge_skipped" in t and "turn_start" in t and s.solo["skips"] == 1
    solo = s.solo
    assert solo["round"] == 2 and len(solo["inferno"]) == 4          # the next turn revealed one
    assert len(solo["inferno"]) + len(solo["inferno_discard"]) + (solo["inferno_play"] is not None) == 5


def flare_up_to_purple(s):
    """Play Flare Up from the hand: (0,13)-(0,15), the whole line, onto purple's corner."""
    cid = next(c for c in s.hands[0] if s.card_id(c) == "flare_up")
    s.apply(("play", cid))
    events = s.apply(("place", 0, 13, 0))
    if s.decision and s.decision["kind"] == "select":
        events += s.apply(("confirm",))
    return events


# ============================================================ enemy Buckets
def test_enemy_bucket_clears_its_zone_first():
    """FT-SOLO-ENEMY-BUCKET: most gems inside the zone first, then most gems: two inside
    beat one inside and two outside (the rulebook example); one choice: done for you."""
    s = solo_pos(fire=[(2, 13), (2, 14), (3, 13), (4, 13), (10, 10)], step="wind", wind="S")
    events = s.apply(("wind", 11, 10))
    used = next(e for e in events if e["type"] == "enemy_bucket_used")
    assert used["tower"] == "purple" and sorted(map(tuple, used["cells"])) == [(2, 13), (2, 14)]
    assert {(3, 13), (4, 13)} <= fire_squares(s)
    assert s.solo["enemy_bucket"]["purple"] is False
    assert s.decision["kind"] == "turn_action"


def test_enemy_bucket_choice_offers_only_best_lines():
    """FT-SOLO-ENEMY-BUCKET: you choose among the lines that meet both priorities."""
    s = solo_pos(fire=[(1, 13), (1, 14), (2, 13), (2, 14), (10, 10)], step="wind", wind="S")
    s.apply(("wind", 11, 10))
    d = s.decision
    assert d["kind"] == "enemy_bucket" and d["tower"] == "purple"
    acts = s.legal_actions()
    assert len(acts) == 4                                 # rows 1, 2; columns 13, 14
    refused(s, ("line", 2, 12, 0), "bucket_priority")     # only one gem in the zone
    s.apply(acts[0])
    assert len([f for f in fire_squares(s) if f[0] < 3 and f[1] > 12]) == 2


def test_tower_burned_in_the_same_action_never_uses_its_bucket():
    """FT-SOLO-ENEMY-BUCKET / FT-SOLO-BURN: a Flare Up from outside onto the back corner burns
    the tower before its Bucket could act; the partial Firestorm and +1 card follow."""
    s = solo_pos(fire=[(0, 12)], hand=["flare_up", "air_drop", "air_drop", "air_drop", "fire_engine", "fire_engine"],
                 step="action", storm_reroll="none")
    events = flare_up_to_purple(s)
    t = types(events)
    assert "tower_burned" in t and "enemy_bucket_used" not in t
    assert "purple" in s.burned and s.hand_size == 7
    storm = next(e for e in events if e["type"] == "firestorm")
    assert storm["partial"] is True
    assert "hand_size" in t


def test_enemy_hawk_sends_its_gem_to_your_quadrant():
    """FT-SOLO-ENEMY-HAWK: fire on an enemy hawk: it is removed and you carry the gem to
    your own quadrant, next to fire."""
    s = solo_pos(level=3, fire=[(5, 11), (3, 3)], hawks=[(5, 12)], step="wind", wind="E")
    s.apply(("wind", 5, 12))
    d = s.decision
    assert d["kind"] == "hawk_trigger" and d["at"] == sq(5, 12)
    dests = s.legal_actions()
    assert dests and all(s.cfg.quadrant_of[sq(a[1], a[2])] == "red" for a in dests)
    assert not legal(s, ("to", 4, 11))
    refused(s, ("to", 4, 11), "not_your_quadrant")
    s.apply(("to", 2, 3))
    assert (2, 3) in fire_squares(s) and sq(5, 12) not in s.hawks


# ================================================================ burns
def _burn_purple(level=1, hand=None, **extra):
    hand = hand or ["flare_up", "air_drop", "air_drop", "air_drop", "fire_engine", "fire_engine"]
    s = solo_pos(level=level, fire=[(0, 12)], hand=hand, step="action", **extra)
    events = flare_up_to_purple(s)
    return s, events


def test_storm_reroll_with_a_wind_card():
    """FT-SOLO-STORM-REROLL: once per Firestorm, a wind card re-rolls the direction or the
    new wind; the option storm_reroll none turns it off."""
    s, events = _burn_purple(hand=["flare_up", "north", "east", "air_drop", "fire_engine", "fire_engine"])
    d = s.decision
    assert d["kind"] == "storm_reroll" and d["stage"] == "direction"
    winds = [c for c in s.hands[0] if s.card_def(c).type == "wind"]       # the +1 card may be one too
    assert len(winds) >= 2
    assert sorted(s.legal_actions()) == sorted([("keep",)] + [("reroll", c) for c in winds])
    north = next(c for c in s.hands[0] if s.card_id(c) == "north")
    events = s.apply(("reroll", north))
    t = types(events)
    assert "storm_reroll" in t and t.count("wind_roll") >= 2
    assert north in s.discard
    assert s.decision is None or s.decision["kind"] != "storm_reroll"   # once per storm
    s, _ = _burn_purple(hand=["flare_up", "north", "air_drop", "air_drop", "fire_engine", "fire_engine"])
    s.apply(("keep",))
    assert s.decision["kind"] == "storm_reroll" and s.decision["stage"] == "wind"
    s, _ = _burn_purple(hand=["flare_up", "north", "air_drop", "air_drop", "fire_engine", "fire_engine"],
                        storm_reroll="none")
    assert s.decision is None or s.decision["kind"] != "storm_reroll"


@pytest.mark.parametrize("level,offered", [(1, False), (6, True)])
def test_bucket_capture_at_levels_six_and_seven(level, offered):
    """FT-SOLO-CAPTURE / FT-SOLO-LEVELS: without your own Bucket you may take the unused
    Bucket of an enemy you burn, once per game; then Reckless Abandon needs it used."""
    s, _ = _burn_purple(level=level)
    if not offered:
        assert s.decision["kind"] != "bucket_capture"
        return
    assert s.decision["kind"] == "bucket_capture" and s.decision["tower"] == "purple"
    assert s.bucket == [False] and not s._reckless_ok(0)
    s.apply(("capture",))
    assert s.bucket == [True] and s.solo["captured"] == "purple" and s.solo["bucket_card"]


def test_bucket_capture_auto_option_and_once_per_game():
    """FT-SOLO-CAPTURE: option bucket_capture auto takes it at once; never a second one."""
    s, events = _burn_purple(level=7, bucket_capture="auto")
    assert "bucket_captured" in types(events) and s.bucket == [True]
    s.bucket = [False]
    s.invalidate()
    assert s.solo["captured"] == "purple"


# ================================================================ end
def test_win_when_the_last_enemy_burns_and_score():
    """FT-SOLO-END / FT-SOLO-SCORE / FT-SOLO-GOAL: the last enemy burning wins at once; the
    score counts the squares of your zone without fire."""
    s = solo_pos(fire=[(0, 12), (1, 1), (2, 2)], hand=["flare_up", "air_drop", "air_drop", "air_drop",
                                                       "fire_engine", "fire_engine"],
                 step="action", burned=["blue", "green"])
    events = flare_up_to_purple(s)
    assert s.is_over and s.legal_actions() == []
    r = s.result()
    assert (r["outcome"], r["reason"], r["score"]) == ("win", "all_enemies_burned", 7)
    assert r["solo"] and r["level"] == 1 and r["winners"] == [0] and s.verdict == "solo_win"
    over = next(e for e in events if e["type"] == "game_over")
    assert over["score"] == 7 and over["outcome"] == "win"


def test_loss_when_your_own_tower_burns():
    """FT-SOLO-END / FT-SOLO-GOAL: your wind gem on your own back corner loses."""
    s = solo_pos(fire=[(1, 0)], step="wind", wind="N")
    s.apply(("wind", 0, 0))
    r = s.result()
    assert s.is_over and (r["outcome"], r["reason"], r["score"]) == ("loss", "own_tower", 0)


def test_loss_counts_before_the_last_enemy_in_one_storm():
    """FT-SOLO-END: one Firestorm burns your tower and the last enemy: the loss counts."""
    s = solo_pos(fire=[(1, 0), (1, 15)], hand=["air_drop"] * 4, step="action", burned=["blue", "green"])
    rig(s, "wind", ["N", "N"])
    s.stack, s.decision = [{"t": "storm", "drawer": 0, "partial": True}], None
    events = []
    s._run(events)
    assert s.is_over and s.result()["outcome"] == "loss" and s.result()["reason"] == "own_tower"


# ============================================================ Specials
def test_strong_winds_then_light_breeze():
    """FT-SOLO-SPECIALS: Strong Winds instead of the action: wind cards one by one, each a
    gem by its third option; then it turns over; Light Breeze adds a second wind card once
    per turn."""
    s = solo_pos(fire=[(5, 5)], hand=["north", "east", "air_drop", "air_drop", "fire_engine", "fire_engine"],
                 step="action")
    assert ("special", "strong_winds") in s.legal_actions()
    s.apply(("special", "strong_winds"))
    d = s.decision
    assert d["kind"] == "wind_gems" and d["special"] == "strong_winds"
    assert ("stop",) not in s.legal_actions()
    north = next(c for c in s.hands[0] if s.card_id(c) == "north")
    s.apply(("play", north))
    refused(s, ("wind_gem", 5, 6), "not_downwind")
    s.apply(("wind_gem", 4, 5))
    assert ("stop",) in s.legal_actions()
    s.apply(("stop",))
    assert s.solo["specials"]["strong_winds"] == "back"
    assert (4, 5) in fire_squares(s) and len(s.hands[0]) == 6          # refilled
    # Light Breeze on a later turn
    s = solo_pos(fire=[(5, 5)], hand=["north", "east", "air_drop", "air_drop", "fire_engine", "fire_engine"],
                 step="action")
    s.solo["specials"]["strong_winds"] = "back"
    s.invalidate()
    assert ("special", "strong_winds") not in s.legal_actions()
    north = next(c for c in s.hands[0] if s.card_id(c) == "north")
    s.apply(("play", north))
    s.apply(("wind_set", "N"))
    d = s.decision
    assert d["kind"] == "wind_gems" and d["special"] == "light_breeze"
    east = next(c for c in s.hands[0] if s.card_id(c) == "east")
    s.apply(("play", east))
    s.apply(("wind_gem", 5, 6))
    assert (5, 6) in fire_squares(s) and s.solo["breeze_turn"] == 3


def test_lookout_then_patrol():
    """FT-SOLO-SPECIALS: Lookout draws 3, plays one, discards the rest and draws no more;
    Patrol (its back) discards a card, draws 2, plays one and keeps the other."""
    s = solo_pos(fire=[(5, 5)], hand=["air_drop", "air_drop", "fire_engine", "fire_engine", "smokejumper",
                                      "smokejumper"], step="action")
    before = len(s.hands[0])
    s.apply(("special", "lookout"))
    assert s.decision["kind"] == "pool_play" and len(s.pool) == 3
    assert s.solo["specials"]["lookout"] == "back"
    # FT-EW-LOOKOUT (issue 12): one of the three must be played when one can be
    plays = [a for a in s.legal_actions() if a[0] == "play"]
    assert plays and ("stop",) not in s.legal_actions()
    drawn = list(s.pool)
    s.apply(plays[0])
    assert len(s.hands[0]) == before and s.pool == []              # the others are discarded now
    assert all(c in s.discard for c in drawn if c != plays[0][1])
    # Patrol, the next turn (no gems: the two smokejumpers drawn cannot be played)
    s = solo_pos(hand=["air_drop", "air_drop", "air_drop", "fire_engine", "fire_engine", "fire_engine"],
                 step="action")
    stack_deck(s, ["smokejumper", "smokejumper"])
    s.solo["specials"]["lookout"] = "back"
    s.invalidate()
    assert ("special", "lookout") not in s.legal_actions()
    gone = s.hands[0][0]
    drawn = s.deck[-2:][::-1]
    events = s.apply(("patrol", gone))           # nothing playable: no question asked
    assert gone in s.discard and s.pool == [] and "cards_kept" in types(events)
    assert len(s.hands[0]) == 6 and drawn[0] in s.hands[0] and drawn[1] in s.discard
    assert s.solo["patrol_turn"] == 3
    # with a playable card drawn, Patrol must play one of them
    s = solo_pos(fire=[(5, 5)], hand=["air_drop", "air_drop", "air_drop", "fire_engine", "fire_engine",
                                      "fire_engine"], step="action")
    stack_deck(s, ["burning_snag", "smokejumper"])
    s.solo["specials"]["lookout"] = "back"
    s.invalidate()
    s.apply(("patrol", s.hands[0][0]))
    assert s.decision["kind"] == "pool_play" and ("stop",) not in s.legal_actions()


def test_patrol_needs_lookout_first_and_is_once_per_turn():
    """FT-SOLO-SPECIALS: the back only after the front; once per turn."""
    s = solo_pos(fire=[(5, 5)], hand=["air_drop"] * 3 + ["fire_engine"] * 3, step="action")
    refused(s, ("patrol", s.hands[0][0]), "special_front_first")
    s.solo["specials"]["lookout"] = "back"
    s.solo["patrol_turn"] = s.turn_number
    s.invalidate()
    refused(s, ("patrol", s.hands[0][0]), "special_once_per_turn")

"""Rising Flames variants: Double Tower (FT-VAR-DOUBLE-*) and Ghost Tower (FT-VAR-GHOST-*),
and the set-up key `variant` (FT-VAR-SETUP)."""
import json

import pytest

from ft_helpers import (at_turn, clear_events_from_deck, legal, new, paint, players, refused,
                        set_hand, sq, types)
from game.core.protocol import IllegalAction
from game.games.fire_tower import rules


def settle(state, stop=("turn_action", "turn_wind", "turn_end", "shadow_roll")):
    """Play the first legal action of every decision until a turn step (or the end)."""
    events = []
    for _ in range(200):
        if state.is_over or state.decision["kind"] in stop:
            return events
        events += state.apply(state.legal_actions()[0])
    raise AssertionError("no turn step reached")


# ------------------------------------------------------------------ set-up
def test_setup_variant_key_and_refusals():
    """FT-VAR-SETUP: variant is standard | double (2 players) | ghost (3 players)."""
    for bad, key in ((dict(n=3, variant="double"), "setup_variant_players"),
                     (dict(n=2, variant="ghost"), "setup_variant_players"),
                     (dict(n=2, variant="triple"), "setup_option"),
                     (dict(n=2, variant=1), "setup_option"),
                     (dict(n=2, variant="double", towers=["red", "blue"]), "setup_towers")):
        n = bad.pop("n")
        with pytest.raises(IllegalAction) as info:
            rules.new_game(dict({"players": players(n)}, **bad), 1)
        assert info.value.key == key
    s = rules.new_game({"players": players(2)}, 1)
    assert s.variant is None and s.result()["variant"] == "standard"
    assert s.seat_towers == [["red"], ["blue"]]


def test_old_save_without_variant_fields_loads():
    """FT-VAR-SETUP: a save made before the variants (no seat_towers, no variant) loads."""
    s = new(3)
    data = s.to_dict()
    del data["seat_towers"], data["variant"]
    back = rules.from_dict(json.loads(json.dumps(data)))
    assert back.seat_towers == [["red"], ["purple"], ["blue"]] and back.variant is None
    assert back.legal_actions() == s.legal_actions()


# ------------------------------------------------------------- Double Tower
def test_double_seats_hands_and_first_hawk_in_your_half():
    """FT-VAR-DOUBLE-SEATS / FT-VAR-DOUBLE-HAWKS: two adjacent towers each, 6 cards, one
    hawk anywhere in your half (both quadrants)."""
    s = rules.new_game({"players": players(2), "variant": "double"}, 3)
    assert s.seat_towers == [["red", "purple"], ["blue", "green"]]
    assert [len(h) for h in s.hands] == [6, 6] and s.bucket == [True, True]
    assert s.decision["kind"] == "hawk_place" and s.decision["left"] == 1
    spots = {(a[1], a[2]) for a in s.legal_actions()}
    assert (5, 3) in spots and (5, 12) in spots                 # red and purple quadrants
    assert not any(r >= 8 for r, _ in spots)
    refused(s, ("hawk", 12, 3), "not_your_quadrant")
    assert s.zone_at[sq(0, 15)] == "purple" and s.zone_at[sq(15, 0)] == "green"   # all zones in play


def test_double_bucket_on_either_tower_and_reckless():
    """FT-VAR-DOUBLE-BUCKET: the Bucket works on either of your towers; Reckless Abandon
    once the Bucket is spent and either tower has fire."""
    s = new(2, variant="double")
    paint(s, fire=[(1, 13), (5, 5)])                             # in the purple zone
    clear_events_from_deck(s)
    set_hand(s, 0, ["flare_up", "flare_up", "flare_up", "ember"])
    at_turn(s, 0, "action")
    assert s.bucket_usable(0) and legal(s, ("bucket",))
    s.apply(("bucket",))
    assert s.decision["kind"] == "pattern" and s.decision["effect"] == "bucket"
    # the spent Bucket: Reckless Abandon with fire in the second tower's zone
    s = new(2, variant="double")
    paint(s, fire=[(1, 13), (5, 5)])
    clear_events_from_deck(s)
    cids = set_hand(s, 0, ["air_drop", "air_drop", "air_drop", "ember"])
    s.bucket[0] = False
    at_turn(s, 0, "action")
    assert ("reckless", *sorted(cids[:3])) in s.legal_actions()
    assert not s.bucket_usable(1)                                # not in seat 2's half


def test_double_burn_no_storm_no_hand_change_then_both_towers_win():
    """FT-VAR-DOUBLE-BURN: a burned tower brings no Firestorm and no hand-size change, its
    owner plays on; FT-VAR-DOUBLE-WIN: the second enemy tower burned wins."""
    s = new(2, variant="double")
    paint(s, fire=[(1, 15), (15, 14)])
    clear_events_from_deck(s)
    at_turn(s, 1, "wind", wind="N")
    events = s.apply(("wind", 0, 15))                            # purple's back corner
    t = types(events)
    assert "tower_burned" in t and "firestorm" not in t and "eliminated" not in t
    assert s.burned == ["purple"] and not s.is_over
    assert s.hand_size == 6 and s.status == ["standing", "standing"]
    assert s.seat_standing(0) and s.live_towers(0) == ["red"]
    assert len(s.hands[0]) == 6
    s2 = new(2, variant="double", seed=4)
    paint(s2, fire=[(1, 0), (0, 14)])
    s2.burned = ["purple"]
    s2.invalidate()
    clear_events_from_deck(s2)
    at_turn(s2, 1, "wind", wind="N")
    s2.apply(("wind", 0, 0))
    res = s2.result()
    assert s2.is_over and res["winners"] == [1] and res["verdict"] == "double_win"
    assert res["winning_towers"] == ["blue", "green"] and res["variant"] == "double"


def test_double_wind_retires_only_when_no_tower_is_reached():
    """FT-BURN-RETIRED-WIND with two towers a seat: red and purple burned retire N."""
    s = new(2, variant="double")
    s.burned = ["red", "purple"]
    s.invalidate()
    s._update_retired([])
    assert s.retired == ["N"]


# -------------------------------------------------------------- Ghost Tower
def ghost_game(seed=1):
    s = new(3, seed=seed, variant="ghost")
    clear_events_from_deck(s)
    return s


def test_ghost_setup_marks_the_empty_tower():
    """FT-VAR-GHOST-SETUP: the fourth tower waits as the ghost, forest until taken."""
    s = ghost_game()
    assert s.variant["ghost"] == "green" and s.variant["ghost_seat"] is None
    assert s.zone_at[sq(15, 0)] is None


def test_ghost_first_burn_takes_the_empty_tower():
    """FT-VAR-GHOST-TAKE: after the normal burn steps (the burner takes the cards, hands
    grow, partial Firestorm) the burned player takes the ghost tower with a fresh hand of 7
    and plays in its place in the clockwise order."""
    s = ghost_game()
    paint(s, fire=[(1, 15), (5, 5)])
    at_turn(s, 0, "wind", wind="N")
    events = s.apply(("wind", 0, 15))                            # purple (seat 2) burns
    events += settle(s)
    t = types(events)
    assert "eliminated" in t and "cards_taken" in t and "firestorm" in t and "ghost_tower" in t
    assert s.seat_tower[1] == "green" and s.seat_towers[1] == ["purple", "green"]
    assert s.status[1] == "standing" and len(s.hands[1]) == 7 and s.hand_size == 7
    assert s.zone_at[sq(15, 0)] == "green"
    assert s.turn_cycle() == [0, 2, 1]                           # red, blue, then green
    assert s.clockwise_from(2) == [2, 1, 0]


def test_ghost_rule_original_player_burning_any_tower_wins():
    """FT-VAR-GHOST-WIN: after the first burn an original player burning any other tower
    (the ghost's here) wins at once."""
    s = ghost_game()
    paint(s, fire=[(1, 15), (14, 0)])
    at_turn(s, 0, "wind", wind="N")
    s.apply(("wind", 0, 15))
    settle(s)
    at_turn(s, 2, "wind", wind="S")                              # blue burns the ghost
    s.apply(("wind", 15, 0))
    res = s.result()
    assert s.is_over and res["winners"] == [2] and res["verdict"] == "ghost_burn"


def test_ghost_needs_both_rivals_the_first_becomes_a_shadow():
    """FT-VAR-GHOST-WIN [A] Q19 (ghost_rival_burned: shadow): the ghost burning one rival
    makes it a shadow, and the ghost needs one more burn."""
    s = ghost_game()
    paint(s, fire=[(1, 15), (1, 0), (14, 15)])
    at_turn(s, 0, "wind", wind="N")
    s.apply(("wind", 0, 15))                                     # purple -> ghost (green)
    settle(s)
    s.cells[sq(0, 0)] = "."
    s.invalidate()
    at_turn(s, 1, "wind", wind="N")                              # the ghost burns red
    s.apply(("wind", 0, 0))
    settle(s)
    assert not s.is_over and s.status[0] in ("skip", "shadow")
    at_turn(s, 1, "wind", wind="S")                              # and then blue
    s.apply(("wind", 15, 15))
    res = s.result()
    assert s.is_over and res["winners"] == [1] and res["verdict"] == "last_tower"

"""Burning towers, hand sizes, retired winds, the Shadows of the Wood and their die, the
rulebook's winning examples, the team variant, Tower Ablaze and Champion of the Wood.

Seats: 2 players 0 red NW / 1 blue SE; 3 players 0 red / 1 purple NE / 2 blue; 4 players
0 red / 1 purple / 2 blue / 3 green SW. Rule ids refer to seeds/fire_tower.en.md.
"""
import pytest

from ft_helpers import (begin_turn, break_squares, burn_towers, fire_squares, legal, players,
                        position, refused, rig, sq, stack_deck, types)
from game.games.fire_tower import rules


def run(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def shadow_turn(n, shadows, seat, fire=(), **setup):
    """A position where `seat` (a shadow) starts its turn."""
    s = position(n=n, fire=fire, **setup)
    burn_towers(s, shadows)
    begin_turn(s, seat)
    assert s.decision["kind"] == "shadow_roll" and s.current_player == seat
    return s


# ================================================================ burning
def test_two_player_first_burn_ends_the_game():
    """FT-WIN / FT-BURN-TOWER: the first burn ends a 2-player game; the board shows it."""
    s = position(fire=[(14, 15)], step="wind", wind="S")
    events = s.apply(("wind", 15, 15))
    assert types(events) == ["gems_placed", "tower_burned", "winds_retired", "eliminated", "game_over"]
    assert s.is_over and s.winners == [0] and s.legal_actions() == []
    result = s.result()
    assert result["winners"] == [0] and result["winning_towers"] == ["red"] and result["verdict"] == "last_tower"
    d = s.to_dict()
    assert d["burned"] == ["blue"] and d["winners"] == [0] and d["board"][15][15] == "f"


def test_standing_burner_takes_the_cards_and_hands_grow():
    """FT-BURN-STEPS / FT-BURN-CARDS / FT-BURN-HAND-SIZE / FT-SHADOW-BECOME: the burner takes
    the burned hand, keeps the new hand size (7) by choice; the others draw 1; a partial
    Firestorm follows; Shadow of the Wood joins the deck; the burned player is a shadow."""
    s = position(n=3, fire=[(1, 15)], step="wind", wind="N")
    burned_hand = list(s.hands[1])
    rig(s, "wind", ["W", "E"])
    events = s.apply(("wind", 0, 15))
    assert s.hand_size == 7 and s.status[1] == "skip" and s.hands[1] == []
    taken = next(e for e in events if e["type"] == "cards_taken")
    assert taken["seat"] == 0 and taken["cids"] == burned_hand and taken["private"] == 0
    assert s.decision["kind"] == "trim" and s.current_player == 0 and len(s.hands[0]) == 12
    for cid in list(s.hands[0][:4]):
        s.apply(("discard", cid))
    assert s.decision["kind"] == "trim"
    events = s.apply(("discard", s.hands[0][0]))
    assert len(s.hands[0]) == 7 and len(s.hands[2]) == 7
    assert "firestorm" in types(events) and "shadow_card_shuffled" in types(events)
    assert s.decision["kind"] == "turn_action" and s.current_player == 0


def test_own_burn_has_no_burner():
    """FT-BURN-BURNER / FT-BURN-DISCARD: burning your own tower: no burner, the hand is
    discarded, every standing player draws 1, and your turn ends."""
    s = position(n=3, fire=[(1, 0)], step="wind", wind="N")
    rig(s, "wind", ["E", "E"])
    events = s.apply(("wind", 0, 0))
    assert next(e for e in events if e["type"] == "eliminated")["burner"] is None
    assert "cards_taken" not in types(events)
    assert [len(h) for h in s.hands] == [0, 7, 7]
    assert s.current_player == 1 and s.decision["kind"] == "turn_wind"


def test_burner_is_the_turn_player_even_for_a_hawk():
    """FT-BURN-BURNER: the player whose turn it is takes the cards, even when another
    player's hawk carried the gem (option burn_cards_to gem_placer: the hawk's controller)."""
    for option, taker in (("turn_player", 0), ("gem_placer", 1)):
        s = position(n=3, fire=[(14, 15)], hawks=[(6, 8)], step="wind", wind="N",
                     burn_cards_to=option)
        rig(s, "wind", ["W", "N"])
        run(s, ("wind", 6, 8))
        assert s.current_player == 1                  # purple carries its hawk's gem
        events = s.apply(("to", 15, 15))
        assert next(e for e in events if e["type"] == "cards_taken")["seat"] == taker


def test_retired_wind_directions():
    """FT-BURN-RETIRED-WIND: NW and SW burned: West is retired; the die rolls it again, a
    West card's option 1 is played as option 2, its option 3 still works."""
    s = position(n=4, hand=["west"], wind="N")
    burn_towers(s, [0, 3], status="shadow")
    assert s.retired == ["W"]
    rig(s, "wind", ["W", "W", "E"])
    events = []
    assert s._roll_wind(events, "test") == "E" and events[0]["rolls"] == ["W", "W", "E"]
    s = position(n=4, seat=1, hand=["west", "west"], wind="N")
    burn_towers(s, [0, 3], status="shadow")
    rig(s, "wind", ["W", "S"])
    events = run(s, ("play", s.hands[1][0]), ("wind_set", "W"))
    assert "wind_retired_reroll" in types(events) and s.wind == "S"
    assert [e["rolls"] for e in events if e["type"] == "wind_roll"] == [["W", "S"]]
    s = position(n=4, seat=1, hand=["west"], wind="N")
    burn_towers(s, [0, 3], status="shadow")
    s.apply(("play", s.hands[1][0]))
    assert legal(s, ("wind_gem", 7, 6))


# ================================================================ shadows
def test_first_turn_after_burning_is_lost():
    """FT-SHADOW-SKIP / FT-SHADOW-TURN: the next turn is lost, then the Shadow die."""
    s = position(n=3)
    burn_towers(s, [1], status="skip")
    events = begin_turn(s, 1)
    assert types(events)[:3] == ["turn_start", "turn_skipped", "turn_end"]
    assert s.status[1] == "shadow" and s.current_player == 2
    begin_turn(s, 1)
    assert s.decision["kind"] == "shadow_roll" and s.legal_actions() == [("roll",)]


def test_shadows_keep_their_hawks_and_skip_redraws():
    """FT-SHADOW-KEEP: a shadow relocates its hawks after a hawk card; it has no hand, so the
    Firestorm redraw passes it by."""
    s = position(n=3, hand=["firehawk_pair", "north", "east"], hawks=[(12, 12)])
    burn_towers(s, [2])
    run(s, ("play", s.hands[0][0]), ("hawk", 3, 3), ("hawk", 4, 4), ("done",))
    assert s.decision["kind"] == "relocate" and s.current_player == 2
    s.apply(("done",))
    stack_deck(s, ["firestorm"])
    s.discard.append(s.hands[0].pop())            # seat 0 is one card short and refills
    s.stack, s.decision = [{"t": "end_turn", "seat": 0}, {"t": "refill", "seat": 0}], None
    rig(s, "wind", ["E", "E"])
    s._run([])
    seen = []
    while s.decision and s.decision["kind"] == "cards":
        seen.append(s.current_player)
        s.apply(("confirm",))
    assert seen == [0, 1]


def test_shadow_die_1_hawk_or_firebreak():
    """FT-SHADOW-DIE-1: trigger any hawk and move a gem of its quadrant to another
    quadrant, or remove a firebreak."""
    s = shadow_turn(3, [2], 2, fire=[(4, 4), (1, 1)])
    s.hawks = [sq(3, 3)]
    s.cells[sq(10, 10)] = "x"
    s.invalidate()
    rig(s, "shadow", [1])
    s.apply(("roll",))
    assert set(s.legal_actions()) == {("target", 3, 3), ("remove", 10, 10)}
    s.apply(("target", 3, 3))
    assert s.hawks == [] and s.decision["effect"] == "shadow_gem"
    refused(s, ("target", 1, 1), "tower_zone")
    s.apply(("target", 4, 4))
    refused(s, ("to", 6, 7), "same_quadrant")
    s.apply(("to", 6, 8))
    assert fire_squares(s) == {(1, 1), (6, 8)} | {(15, 15)} and s.current_player == 0


def test_shadow_die_2_gem_and_roll_again():
    """FT-SHADOW-DIE-2: one gem next to fire, then roll again."""
    s = shadow_turn(3, [2], 2)
    rig(s, "shadow", [2, 1])
    run(s, ("roll",), ("cell", 9, 7))
    assert s.decision["kind"] == "shadow_roll"
    s.apply(("roll",))
    assert s.current_player == 0                      # a 1 with no hawk and no firebreak


def test_shadow_die_3_draw_three_play_two():
    """FT-SHADOW-DIE-3: draw 3, play up to two, discard the rest; an event is set aside,
    replaced, and resolved after the plays."""
    s = shadow_turn(3, [2], 2)
    stack_deck(s, ["north", "firestorm", "south", "east"])
    rig(s, "shadow", [3])
    rig(s, "wind", ["N", "E"])
    events = s.apply(("roll",))
    assert "event_set_aside" in types(events)
    assert sorted(s.card_id(c) for c in s.pool) == ["east", "north", "south"]
    plays = {s.card_id(a[1]) for a in s.legal_actions() if a[0] == "play"}
    assert plays == {"north", "south", "east"} and ("stop",) in s.legal_actions()
    assert not any(a[0] == "reckless" for a in s.legal_actions())
    cid = next(c for c in s.pool if s.card_id(c) == "north")
    run(s, ("play", cid), ("wind_set", "N"))
    cid = next(c for c in s.pool if s.card_id(c) == "south")
    events = run(s, ("play", cid), ("wind_gem", 9, 7))
    assert "firestorm" in types(events) and s.pool == []


def test_shadow_die_4_wind_gem_then_a_new_wind():
    """FT-SHADOW-DIE-4: a wind gem, then any other direction that is not retired."""
    s = shadow_turn(3, [2], 2, wind="N")
    rig(s, "shadow", [4])
    run(s, ("roll",), ("cell", 6, 7))
    assert s.decision["kind"] == "new_wind"
    assert set(s.legal_actions()) == {("wind_set", "E"), ("wind_set", "W")}   # S is retired
    refused(s, ("wind_set", "N"), "wind_must_change")
    s.apply(("wind_set", "W"))
    assert s.wind == "W"


def test_shadow_die_5_press_your_luck():
    """FT-SHADOW-DIE-5: each 1-4 adds a gem, a flame loses them all and ends the turn;
    stopping places them one at a time, new gems counting as fire."""
    s = shadow_turn(3, [2], 2)
    rig(s, "shadow", [5, 3, 1])
    run(s, ("roll",), ("roll",), ("roll",))
    assert s.decision == {"kind": "press_luck", "seat": 2, "store": 3}
    events = run(s, ("stop",), ("cell", 9, 7), ("cell", 10, 7), ("cell", 11, 7))
    assert fire_squares(s) >= {(9, 7), (10, 7), (11, 7)} and s.current_player == 0
    s = shadow_turn(3, [2], 2)
    rig(s, "shadow", [5, 2, 6])
    events = run(s, ("roll",), ("roll",), ("roll",))
    assert "luck_bust" in types(events) and s.current_player == 0
    assert fire_squares(s) == {(15, 15)}


@pytest.mark.parametrize("spacing, ok", [("apart", False), ("free", True)])
def test_shadow_die_6_surface_fire(spacing, ok):
    """FT-SHADOW-DIE-6: three gems next to old fire, apart (option shadow_six_spacing)."""
    s = shadow_turn(3, [2], 2, shadow_six_spacing=spacing)
    rig(s, "shadow", [6])
    run(s, ("roll",), ("cell", 9, 7))
    assert legal(s, ("cell", 9, 8)) == ok


def test_shadow_bonus_roll_after_a_burn():
    """FT-SHADOW-BONUS: the burn's steps first, then one more roll per tower burned."""
    s = shadow_turn(4, [2], 2, fire=[(0, 1)])
    rig(s, "shadow", [2, 1, 1])
    rig(s, "wind", ["E", "E"])
    events = run(s, ("roll",), ("cell", 0, 0))
    assert "tower_burned" in types(events) and "firestorm" in types(events)
    assert s.decision["kind"] == "shadow_roll"
    s.apply(("roll",))                                # the roll again (face 2)
    assert s.decision["kind"] == "shadow_roll"
    s.apply(("roll",))                                # the bonus roll
    assert s.is_over is False and s.current_player == 3


def test_three_player_example():
    """FT-SHADOW-EXAMPLE-3P / FT-SHADOW-MAX / FT-BURN-DISCARD: Cai (SE, the shadow) rolls 6
    and burns Ana (NW): Ana discards, Ben draws, a partial Firestorm; Cai's bonus roll is a
    2, then a 3 whose cards do not reach Ben. Ana is out (one shadow already), SW is not in
    play, so Ben's turn comes and Ben wins."""
    s = shadow_turn(3, [2], 2, fire=[(0, 1)])
    rig(s, "shadow", [6, 2, 3])
    rig(s, "wind", ["N", "E"])
    s.apply(("roll",))
    events = run(s, ("cell", 0, 0), ("cell", 9, 7), ("cell", 6, 8))
    elim = next(e for e in events if e["type"] == "eliminated")
    assert elim["seat"] == 0 and elim["status"] == "out" and elim["burner"] == 2
    assert s.hands[0] == [] and len(s.hands[1]) == 8 and "firestorm" in types(events)
    run(s, ("roll",), ("cell", 10, 7), ("roll",))
    assert s.decision["kind"] == "pool_play"
    events = s.apply(("stop",))
    assert s.is_over and s.winners == [1] and s.verdict == "last_tower"
    assert [e for e in events if e["type"] == "turn_start"][-1]["seat"] == 1


def four_players(shadows, fire):
    s = position(n=4, fire=fire)
    burn_towers(s, shadows)
    return s


def test_four_player_example_c_and_d_shadows():
    """FT-SHADOW-EXAMPLE-4P (first figure) / FT-SHADOW-WIN: A, B stand; C, D are shadows.
    C burns A, then D burns B in the next turn: the shadows win. If C and D burn A but not
    B, B wins when B's turn comes (A is out). If A burns B, A wins at once."""
    s = four_players([2, 3], fire=[(0, 1), (1, 15)])
    begin_turn(s, 2)
    rig(s, "shadow", [2, 1, 1, 2])
    rig(s, "wind", ["E", "E"])
    events = run(s, ("roll",), ("cell", 0, 0), ("roll",), ("roll",))
    assert next(e for e in events if e["type"] == "eliminated")["status"] == "out"
    assert s.current_player == 3 and s.decision["kind"] == "shadow_roll"
    events = run(s, ("roll",), ("cell", 0, 15))
    assert s.is_over and s.winners == [2, 3] and s.verdict == "shadows_win"

    s = four_players([2, 3], fire=[(0, 1), (1, 15)])
    begin_turn(s, 2)
    rig(s, "shadow", [2, 1, 1, 1])
    rig(s, "wind", ["E", "E"])
    run(s, ("roll",), ("cell", 0, 0), ("roll",), ("roll",))
    events = s.apply(("roll",))                       # D rolls a 1: nothing to do
    assert s.is_over and s.winners == [1] and s.verdict == "last_tower"

    s = four_players([2, 3], fire=[(1, 15)])
    from ft_helpers import at_turn
    at_turn(s, 0, "wind", wind="N")
    events = s.apply(("wind", 0, 15))
    assert s.is_over and s.winners == [0]


def test_four_player_example_a_and_c_shadows():
    """FT-SHADOW-EXAMPLE-4P (second figure): B, D stand; A, C are shadows. A burns B and C
    burns D in its turn (B is out, C plays right after A): the shadows win. If A burns D
    but not B, B wins as soon as B's turn starts."""
    s = four_players([0, 2], fire=[(0, 14), (14, 0)])
    begin_turn(s, 0)
    rig(s, "shadow", [2, 1, 1, 2])
    rig(s, "wind", ["W", "W"])
    run(s, ("roll",), ("cell", 0, 15), ("roll",), ("roll",))
    assert s.status[1] == "out" and s.current_player == 2
    run(s, ("roll",), ("cell", 15, 0))
    assert s.is_over and s.winners == [0, 2] and s.verdict == "shadows_win"

    s = four_players([0, 2], fire=[(0, 14), (14, 0)])
    begin_turn(s, 0)
    rig(s, "shadow", [2, 1, 1])
    rig(s, "wind", ["N", "N"])
    events = run(s, ("roll",), ("cell", 15, 0), ("roll",), ("roll",))
    assert s.is_over and s.winners == [1]
    assert [e for e in events if e["type"] == "turn_start"][-1]["seat"] == 1


# ================================================================ teams
def test_team_burned_player_keeps_playing():
    """FT-TEAM-BURNED / FT-TEAM-FIRESTORM: not out, no shadow, no cards passed, the hand
    size stays 6; a partial Firestorm still follows."""
    s = position(n=4, seat=1, fire=[(1, 0)], step="wind", wind="N", teams=True)
    rig(s, "wind", ["E", "E"])
    events = s.apply(("wind", 0, 0))
    assert s.status[0] == "burned" and len(s.hands[0]) == 6 and s.hand_size == 6
    assert "firestorm" in types(events) and "cards_taken" not in types(events)
    begin_turn(s, 0)
    assert s.decision["kind"] in ("turn_wind", "turn_action") and s.current_player == 0


def test_team_wins_when_both_rival_towers_burn():
    """FT-TEAM-WIN: red + blue against purple + green."""
    s = position(n=4, seat=1, fire=[(14, 15)], step="wind", wind="S", teams=True)
    burn_towers(s, [0])
    s.decision = {"kind": "turn_wind", "seat": 1}
    s.invalidate()
    events = s.apply(("wind", 15, 15))
    assert s.is_over and s.winners == [1, 3] and s.verdict == "team_win"
    assert s.result()["winning_team"] == 1


def test_team_bucket_and_hawks_reach_the_partner():
    """FT-TEAM-BUCKET / FT-TEAM-HAWKS: the Bucket may empty the partner's zone; hawks may go
    to the partner's quadrant."""
    s = position(n=4, seat=0, fire=[(13, 13)], hand=["firehawk_pair"], teams=True)
    assert legal(s, ("bucket",))
    s.apply(("play", s.hands[0][0]))
    assert legal(s, ("hawk", 10, 10)) and not legal(s, ("hawk", 3, 12))


# ========================================================= Ablaze, Champion
def test_tower_ablaze_zone_burns_for_good():
    """FT-ABLAZE / FT-FIRE-SOURCES: the burned zone is cleared and becomes permanent fire
    that counts as fire and spreads."""
    s = position(n=3, fire=[(1, 15), (2, 13)], breaks=[(1, 13)], step="wind", wind="N",
                 tower_ablaze=True)
    rig(s, "wind", ["W", "E"])
    events = s.apply(("wind", 0, 15))
    events += run(s, *[("discard", c) for c in s.hands[0][:5]])
    assert "tower_ablaze" in types(events)
    assert all(s.board[r][13:16] == "EEE" for r in range(3)) and s.ablaze == ["purple"]
    assert (3, 13) in {tuple(s.rc(t)) for t in s.wind_targets("S")}


def test_champion_places_two_firebreaks_first():
    """FT-CHAMPION: after the wind roll, the holder places two firebreaks apart; the
    result names the next holder."""
    s = rules.new_game({"players": players(2), "champion": True, "champion_seat": 1}, 8)
    while s.decision["kind"] == "hawk_place":
        s.apply(s.legal_actions()[0])
    assert s.decision["kind"] == "cells" and s.decision["effect"] == "champion" and s.current_player == 1
    s.apply(("cell", 4, 4))
    refused(s, ("cell", 4, 5), "firebreak_spacing")
    refused(s, ("cell", 1, 1), "tower_zone")
    s.apply(("cell", 5, 5))
    assert break_squares(s) == {(4, 4), (5, 5)} and s.decision["kind"] == "turn_wind"
    s.winners, s.verdict = [0], "last_tower"
    assert s.result()["champion"] == 0
    s.winners = [1]
    assert s.result()["champion"] == 1


def test_team_last_towers_of_both_teams_in_one_batch():
    """FT-TEAM-WIN / FT-WIN-TIE: both teams lose their last tower in one batch (Mutual Aid):
    the players whose towers burned in that batch share the win."""
    s = position(n=4, seat=0, fire=[(1, 0), (14, 0)], hand=["north"], teams=True, mutual_aid=True)
    burn_towers(s, [1, 2])                          # purple and blue burned already
    from ft_helpers import at_turn
    at_turn(s, 0)
    stack_deck(s, ["mutual_aid"])
    run(s, ("play", s.hands[0][0]), ("wind_set", "N"), ("aid", 1))
    events = run(s, ("cell", 0, 0), ("cell", 15, 0), ("cell", 6, 7), ("cell", 9, 8))
    assert types(events).count("tower_burned") == 2
    assert s.is_over and s.winners == [0, 3] and s.verdict == "shared_win"

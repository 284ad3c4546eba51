"""The turn and every card: legal and illegal placements, table-driven where it helps.

Positions: a 2-player game (seat 0 = red NW, seat 1 = blue SE) with the board cleared
(only the Eternal Flame r7-8 c7-8 burns) and the fire, firebreaks and hawks each test
paints. Rule ids refer to seeds/fire_tower.en.md.
"""
import pytest

from ft_helpers import (break_squares, fire_squares, hawk_squares, legal, position, refused,
                        sq, types)


def run(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def placed(events):
    return sorted(tuple(c) for e in events if e["type"] == "gems_placed" for c in e["cells"])


def removed(events):
    return sorted(tuple(c) for e in events if e["type"] == "gems_removed" for c in e["cells"])


# ================================================================ the turn
def test_wind_gem_is_compulsory_and_downwind():
    """FT-TURN-WIND-GEM: only squares directly downwind of fire; nothing else is offered."""
    s = position(fire=[(9, 7), (3, 3)], breaks=[(10, 7)], step="wind", wind="S")
    assert s.legal_actions() == [("wind", 4, 3), ("wind", 9, 8)]
    refused(s, ("wind", 10, 7), "firebreak_there")
    refused(s, ("wind", 9, 7), "already_fire")
    refused(s, ("wind", 8, 7), "eternal_flame")
    refused(s, ("wind", 5, 5), "not_downwind")
    refused(s, ("play", s.hands[0][0]), "wrong_step")
    events = s.apply(("wind", 4, 3))
    assert placed(events) == [(4, 3)] and s.decision["kind"] == "turn_action"


def test_wind_gem_skipped_when_impossible_and_automatic_when_single():
    """FT-TURN-WIND-GEM / FT-DIG-AUTO: no legal square, no wind gem; one square, placed."""
    s = position(breaks=[(6, 7), (6, 8)], step="wind", wind="N")
    s.stack, s.decision = [{"t": "part1", "seat": 0}], None
    events = []
    s._run(events)
    assert types(events) == ["wind_blocked"] and s.decision["kind"] == "turn_action"
    s = position(breaks=[(6, 7)], step="wind", wind="N")
    s.stack, s.decision = [{"t": "part1", "seat": 0}], None
    events = []
    s._run(events)
    assert placed(events) == [(6, 8)] and events[0]["auto"] is True


def test_wind_gem_may_enter_a_tower_zone():
    """FT-TURN-WIND-GEM / FT-FIRE-EMPTY: gems may go into tower zones, back corners too."""
    s = position(fire=[(3, 1)], step="wind", wind="N")
    assert legal(s, ("wind", 2, 1))


def test_play_refill_and_redraw():
    """FT-TURN-ACTION / FT-TURN-PLAY / FT-TURN-REFILL / FT-TURN-REDRAW: one action; after it
    the hand is full again; a redraw discards at least one card."""
    s = position(fire=[(9, 7)], hand=["north", "east", "south", "west", "air_drop", "ember"])
    assert {a[0] for a in s.legal_actions()} == {"play", "redraw"}
    run(s, ("play", s.hands[0][0]), ("wind_set", "N"))
    assert s.wind == "N" and len(s.hands[0]) == 6 and s.current_player == 1
    s = position(hand=["north", "east", "south", "west", "air_drop", "ember"])
    s.apply(("redraw",))
    refused(s, ("confirm",), "wrong_number_of_cards")
    first, second = s.hands[0][:2]
    events = run(s, ("pick", first), ("pick", second), ("confirm",))
    assert [e["count"] for e in events if e["type"] == "cards_discarded"] == [2]
    assert types(events).count("card_drawn") == 2 and first in s.discard


def test_unplayable_cards_are_not_offered():
    """FT-TURN-PLAY: a card that can do nothing is not offered (option allow_empty_play)."""
    s = position(hand=["air_drop", "smokejumper", "backburn", "north", "ember", "helitack"])
    offered = {s.card_id(a[1]) for a in s.legal_actions() if a[0] == "play"}
    assert offered == {"north"}                      # no gem on the board yet
    refused(s, ("play", s.hands[0][0]), "card_has_no_effect")
    s = position(hand=["air_drop", "north"], allow_empty_play=True)
    events = s.apply(("play", s.hands[0][0]))
    assert "card_no_effect" in types(events) and s.current_player == 1


# ================================================================ wind cards
@pytest.mark.parametrize("card, options", [  # FT-CARD-NORTH/-EAST/-SOUTH/-WEST, -NORTHEAST ...
    ("north", {("wind_set", "N"), ("wind_roll",), ("wind_gem", 6, 7), ("wind_gem", 6, 8)}),
    ("east", {("wind_set", "E"), ("wind_roll",), ("wind_gem", 7, 9), ("wind_gem", 8, 9)}),
    ("northeast", {("wind_set", "N"), ("wind_set", "E"), ("wind_roll",), ("wind_gem", 6, 8),
                   ("wind_gem", 6, 9), ("wind_gem", 7, 9)}),
    ("southwest", {("wind_set", "S"), ("wind_set", "W"), ("wind_roll",), ("wind_gem", 9, 7),
                   ("wind_gem", 9, 6), ("wind_gem", 8, 6)}),
])
def test_wind_card_three_options(card, options):
    """FT-CARD-WINDS / FT-CARD-DIAGONALS: set the wind, roll, or one gem in the card's
    direction (diagonally for the diagonal cards, also from the Eternal Flame)."""
    s = position(hand=[card])
    s.apply(("play", s.hands[0][0]))
    assert set(s.legal_actions()) == options


def test_wind_card_roll_rerolls_the_current_wind():
    """FT-CARD-WINDS option 2: a roll equal to the current wind is rolled again."""
    from ft_helpers import rig
    s = position(hand=["west"], wind="N")
    rig(s, "wind", ["N", "N", "S"])
    events = run(s, ("play", s.hands[0][0]), ("wind_roll",))
    roll = next(e for e in events if e["type"] == "wind_roll")
    assert roll["rolls"] == ["N", "N", "S"] and s.wind == "S"


def test_diagonal_gem_needs_the_option_for_the_eternal_flame():
    """FT-CARD-DIAGONALS: option diagonal_from_eternal false: only gems feed option 3."""
    s = position(hand=["northeast"], diagonal_from_eternal=False, fire=[(10, 3)])
    s.apply(("play", s.hands[0][0]))
    assert [a for a in s.legal_actions() if a[0] == "wind_gem"] == [("wind_gem", 9, 4)]


# ================================================================ fire cards
def test_flare_up_stops_at_a_firebreak_example():
    """FT-CARD-FLARE-UP / FT-FIRE-BLOCK: fire on r9c7 and a firebreak on r10c9: along row 10
    from r10c7 two gems, down column 7 three."""
    s = position(fire=[(9, 7)], breaks=[(10, 9)], hand=["flare_up"])
    events = run(s, ("play", s.hands[0][0]), ("place", 10, 7, 0), ("confirm",))
    assert placed(events) == [(10, 7), (10, 8)]
    s = position(fire=[(9, 7)], breaks=[(10, 9)], hand=["flare_up"])
    events = run(s, ("play", s.hands[0][0]), ("place", 10, 7, 1), ("confirm",))
    assert placed(events) == [(10, 7), (11, 7), (12, 7)]


def test_flare_up_skips_fire_and_stays_a_line():
    """FT-CARD-FLARE-UP / FT-FIRE-PARTIAL: fire inside the line is skipped; a partial line
    keeps no gap (option flare_up_skip_fire false: fire ends the line)."""
    s = position(fire=[(9, 8)], hand=["flare_up"])
    run(s, ("play", s.hands[0][0]), ("place", 9, 7, 0))
    assert s.decision["chosen"] == [sq(9, 7), sq(9, 9)]
    s = position(hand=["flare_up"])
    run(s, ("play", s.hands[0][0]), ("place", 9, 7, 1))
    toggles = {a for a in s.legal_actions() if a[0] == "toggle"}
    assert toggles == {("toggle", 11, 7)}             # the end, never the middle or the start
    refused(s, ("toggle", 10, 7), "selection_would_break_rules")
    events = run(s, ("toggle", 11, 7), ("confirm",))
    assert placed(events) == [(9, 7), (10, 7)]
    s = position(fire=[(9, 8)], hand=["flare_up"], flare_up_skip_fire=False)
    run(s, ("play", s.hands[0][0]))
    refused(s, ("place", 9, 8, 0), "already_fire")
    events = s.apply(("place", 9, 7, 0))
    assert placed(events) == [(9, 7)]


@pytest.mark.parametrize("anchor, key", [
    ((0, 14, 0), "off_board"),           # the line would leave the board
    ((3, 3, 0), "not_adjacent_fire"),    # nowhere near fire
    ((6, 7, 2), "bad_rotation"),
    ((5, 7, 1), "eternal_flame"),        # r5c7 and r6c7 burn, r7c7 is the Eternal Flame
])
def test_flare_up_refusals(anchor, key):
    """FT-FIRE-PATTERN / FT-FIRE-ADJACENT / FT-BOARD-ETERNAL: refusals name the reason."""
    s = position(fire=[(5, 7), (6, 7)], hand=["flare_up"])
    s.apply(("play", s.hands[0][0]))
    refused(s, ("place",) + anchor, key)


def test_burning_snag_jumps_firebreaks():
    """FT-CARD-BURNING-SNAG: a firebreak in the square is left out, the rest still burns;
    the squares used need not touch."""
    s = position(breaks=[(9, 8)], hand=["burning_snag"])
    run(s, ("play", s.hands[0][0]), ("place", 9, 7, 0))
    assert sorted(s.decision["chosen"]) == [sq(9, 7), sq(10, 7), sq(10, 8)]
    events = run(s, ("toggle", 10, 7), ("confirm",))
    assert placed(events) == [(9, 7), (10, 8)]


def test_explosion_target_zone_and_spacing():
    """FT-CARD-EXPLOSION / FT-BREAK-EXPLOSION: any gem, even in a tower zone, becomes a
    firebreak that ignores spacing; the empty squares of its 8 neighbours get gems."""
    s = position(fire=[(1, 1)], breaks=[(1, 2)], hand=["explosion"])
    run(s, ("play", s.hands[0][0]))
    refused(s, ("target", 7, 7), "eternal_flame")
    refused(s, ("target", 3, 3), "no_gem")
    events = run(s, ("target", 1, 1), ("confirm",))
    assert break_squares(s) == {(1, 1), (1, 2)}
    assert placed(events) == [(0, 0), (0, 1), (0, 2), (1, 0), (2, 0), (2, 1), (2, 2)]
    assert "tower_burned" in types(events)           # r0c0 is the red back corner


def test_explosion_at_the_edge_is_clipped():
    """FT-CARD-EXPLOSION: squares off the board are left out."""
    s = position(fire=[(8, 0)], hand=["explosion"])
    events = run(s, ("play", s.hands[0][0]), ("target", 8, 0), ("confirm",))
    assert placed(events) == [(7, 0), (7, 1), (8, 1), (9, 0), (9, 1)]


def test_ember_moves_one_gem_next_to_other_fire():
    """FT-CARD-EMBER: not from a tower zone; the lifted gem is not its own fire."""
    s = position(fire=[(4, 4), (1, 1), (12, 12)], hand=["ember"])
    s.apply(("play", s.hands[0][0]))
    refused(s, ("target", 1, 1), "tower_zone")
    s.apply(("target", 4, 4))
    refused(s, ("to", 4, 5), "not_adjacent_fire")
    assert legal(s, ("to", 6, 7)) and legal(s, ("to", 12, 13))
    events = s.apply(("to", 6, 7))
    assert [e for e in events if e["type"] == "gem_moved"][0]["to"] == [6, 7]
    assert fire_squares(s) == {(6, 7), (1, 1), (12, 12)}


def test_rolling_log_example_and_blocking():
    """FT-CARD-ROLLING-LOG: gems on r5c10 and r5c11 go East to r5c12-13 or South to
    r7c10-11; a firebreak or another gem on the way blocks; no gem from a tower zone."""
    s = position(fire=[(5, 10), (5, 11)], hand=["rolling_log"])
    run(s, ("play", s.hands[0][0]), ("target", 5, 10), ("target", 5, 11))
    assert set(s.legal_actions()) == {("slide", "N"), ("slide", "E"), ("slide", "S"), ("slide", "W")}
    events = s.apply(("slide", "E"))
    assert fire_squares(s) == {(5, 12), (5, 13)} and "gems_moved" in types(events)
    s = position(fire=[(5, 10), (5, 11)], breaks=[(6, 10)], hand=["rolling_log"])
    run(s, ("play", s.hands[0][0]), ("target", 5, 10), ("target", 5, 11))
    refused(s, ("slide", "S"), "log_blocked")
    s = position(fire=[(1, 1), (1, 2)], hand=["rolling_log"])
    assert not any(a[0] == "play" for a in s.legal_actions())


def test_rolling_log_hawk_catches_the_first_gem():
    """FT-CARD-ROLLING-LOG / FT-HAWK-TRIGGER: a gem passing over a hawk stops there and the
    hawk triggers (option rolling_log_hawks land_only: only the landing square counts)."""
    s = position(fire=[(3, 3), (3, 4)], hawks=[(4, 3)], hand=["rolling_log"])
    events = run(s, ("play", s.hands[0][0]), ("target", 3, 3), ("target", 3, 4), ("slide", "S"))
    assert fire_squares(s) == {(4, 3), (5, 4)}
    assert s.decision["kind"] == "hawk_trigger" and s.decision["at"] == sq(4, 3)
    s = position(fire=[(3, 3), (3, 4)], hawks=[(4, 3)], hand=["rolling_log"], rolling_log_hawks="land_only")
    run(s, ("play", s.hands[0][0]), ("target", 3, 3), ("target", 3, 4), ("slide", "S"))
    assert fire_squares(s) == {(5, 3), (5, 4)} and hawk_squares(s) == {(4, 3)}


def test_rolling_log_rolls_past_a_hawk_standing_on_a_firebreak():
    """FT-CARD-ROLLING-LOG with the options rolling_log_blocking free and firebreak_on_hawk:
    a hawk over a firebreak cannot take the gem (no gem lies on a firebreak), so the log
    rolls on to its landing square; a seeded random game once put a gem on the firebreak."""
    s = position(fire=[(3, 3), (3, 4)], hawks=[(4, 3)], breaks=[(4, 3)], hand=["rolling_log"],
                 rolling_log_blocking="free", firebreak_on_hawk=True)
    run(s, ("play", s.hands[0][0]), ("target", 3, 3), ("target", 3, 4), ("slide", "S"))
    assert fire_squares(s) == {(5, 3), (5, 4)}
    assert s.board[4][3] == "x" and hawk_squares(s) == {(4, 3)}


def test_surface_fire_three_apart():
    """FT-CARD-SURFACE-FIRE / FT-BOARD-ADJACENT: each gem next to old fire (a corner does not
    count), none next to another."""
    s = position(fire=[(9, 6), (9, 7), (9, 8)], hand=["surface_fire"])
    s.apply(("play", s.hands[0][0]))
    refused(s, ("cell", 10, 5), "not_adjacent_fire")      # only diagonal to r9c6
    s.apply(("cell", 10, 7))
    refused(s, ("cell", 10, 6), "touches_other_gem")
    refused(s, ("cell", 12, 12), "not_adjacent_fire")
    events = run(s, ("cell", 9, 9), ("cell", 6, 7))
    assert placed(events) == [(6, 7), (9, 9), (10, 7)]


def test_crown_fire_single_and_double_example():
    """FT-CARD-CROWN-FIRE: a pair next to fire; two together for 4 gems whose pairs touch
    (old fire on r9c7: r10c7+r11c7, then r11c8+r11c9); the refill draws two cards."""
    s = position(fire=[(9, 7)], hand=["crown_fire", "crown_fire", "north", "east", "south", "west"])
    cid = s.hands[0][0]
    s.apply(("play", cid))
    assert set(s.legal_actions()) == {("single",), ("double", s.hands[0][0])}
    events = run(s, ("double", s.hands[0][0]), ("place", 10, 7, 1), ("confirm",))
    refused(s, ("place", 12, 10, 0), "not_touching_pair")
    events += run(s, ("place", 11, 8, 0), ("confirm",))
    assert placed(events) == [(10, 7), (11, 7), (11, 8), (11, 9)]
    assert types(events).count("card_drawn") == 2 and len(s.hands[0]) == 6


def test_crown_fire_double_needs_only_one_old_contact():
    """FT-CARD-CROWN-FIRE: with two cards one of the four gems touching old fire is enough
    (option crown_double_anchor each: each pair needs its own contact)."""
    s = position(fire=[(12, 3)], hand=["crown_fire", "crown_fire"])
    first, second = s.hands[0]
    run(s, ("play", first), ("double", second))
    assert legal(s, ("place", 10, 3, 0))             # r10c3-4: two squares from the fire
    run(s, ("place", 10, 3, 0), ("confirm",))
    refused(s, ("place", 9, 3, 0), "not_touching_pair")   # touches the pair, not old fire
    events = run(s, ("place", 11, 3, 0), ("toggle", 11, 4), ("confirm",))
    assert fire_squares(s) >= {(10, 3), (10, 4), (11, 3)}
    s = position(fire=[(12, 3)], hand=["crown_fire", "crown_fire"], crown_double_anchor="each")
    first, second = s.hands[0]
    run(s, ("play", first), ("double", second))
    refused(s, ("place", 10, 3, 0), "not_adjacent_fire")


# ================================================================ water cards
def test_air_drop_and_fire_engine_spare_tower_zones():
    """FT-CARD-AIR-DROP / FT-CARD-FIRE-ENGINE / FT-WATER-ZONES / FT-WATER-REMOVE: water
    passes over firebreaks and never touches a tower zone gem."""
    s = position(fire=[(3, 0), (3, 2), (2, 1)], breaks=[(3, 1)], hand=["air_drop"])
    run(s, ("play", s.hands[0][0]))
    refused(s, ("place", 0, 1, 1), "tower_zone")      # r0-2 c1: only the zone gem r2c1
    events = run(s, ("place", 3, 0, 0), ("confirm",))
    assert removed(events) == [(3, 0), (3, 2)] and fire_squares(s) == {(2, 1)}
    s = position(fire=[(5, 5), (5, 6), (6, 5)], hand=["fire_engine"])
    events = run(s, ("play", s.hands[0][0]), ("place", 5, 5, 0), ("toggle", 6, 5), ("confirm",))
    assert removed(events) == [(5, 5), (5, 6)] and fire_squares(s) == {(6, 5)}


def test_smokejumper_keeps_the_centre():
    """FT-CARD-SMOKEJUMPER: the chosen gem stays; its 8 neighbours outside zones go."""
    s = position(fire=[(3, 3), (2, 2), (3, 4), (4, 4)], hand=["smokejumper"])
    run(s, ("play", s.hands[0][0]))
    refused(s, ("target", 7, 7), "eternal_flame")
    events = run(s, ("target", 3, 3), ("confirm",))
    assert removed(events) == [(3, 4), (4, 4)] and fire_squares(s) == {(3, 3), (2, 2)}


def test_helitack_pair_plus_one():
    """FT-CARD-HELITACK: (option helitack_touch free, the old reading) up to 3 gems, any 1
    or 2, three only with an adjacent pair; never in a tower zone (option helitack_in_zones)."""
    s = position(fire=[(4, 4), (4, 10), (4, 11), (10, 4), (1, 1)], hand=["helitack"], helitack_touch="free")
    run(s, ("play", s.hands[0][0]))
    refused(s, ("cell", 1, 1), "tower_zone")
    run(s, ("cell", 4, 4), ("cell", 4, 10))
    refused(s, ("cell", 10, 4), "needs_adjacent_pair")
    events = s.apply(("cell", 4, 11))
    assert removed(events) == [(4, 4), (4, 10), (4, 11)]
    s = position(fire=[(4, 4), (10, 4)], hand=["helitack"], helitack_touch="free")
    events = run(s, ("play", s.hands[0][0]), ("cell", 4, 4), ("cell", 10, 4))
    assert removed(events) == [(4, 4), (10, 4)]       # two apart: allowed, and nothing left


# ============================================================= firebreak cards
@pytest.mark.parametrize("anchor, key", [
    ((1, 2, 0), "tower_zone"),             # r1c2 is in the red zone
    ((7, 6, 0), "eternal_flame"),
    ((9, 9, 0), "firebreak_spacing"),      # r9c10 touches the firebreak on r9c11
    ((4, 4, 0), "not_empty"),              # a gem on r4c4
    ((3, 15, 0), "off_board"),
])
def test_dozer_line_refusals(anchor, key):
    """FT-CARD-DOZER-LINE / FT-BREAK-PLACE / FT-BREAK-SPACING / FT-BREAK-DOZER."""
    s = position(fire=[(4, 4)], breaks=[(9, 11)], hand=["dozer_line"])
    s.apply(("play", s.hands[0][0]))
    refused(s, ("place",) + anchor, key)


def test_dozer_pair_touches_only_itself():
    """FT-BREAK-DOZER: the two tokens touch each other, nothing else."""
    s = position(hand=["dozer_line"])
    events = run(s, ("play", s.hands[0][0]), ("place", 4, 4, 1))
    assert break_squares(s) == {(4, 4), (5, 4)} and "firebreaks_placed" in types(events)


def test_scratch_line_gap():
    """FT-CARD-SCRATCH-LINE: X.X; the gap may hold a gem (option scratch_gap empty: not)."""
    s = position(fire=[(4, 5)], hand=["scratch_line"])
    run(s, ("play", s.hands[0][0]), ("place", 4, 4, 0))
    assert break_squares(s) == {(4, 4), (4, 6)}
    s = position(fire=[(4, 5)], hand=["scratch_line"], scratch_gap="empty")
    s.apply(("play", s.hands[0][0]))
    refused(s, ("place", 4, 4, 0), "gap_not_empty")


def test_de_reforest_places_or_removes():
    """FT-CARD-DE-REFOREST / FT-BREAK-REMOVE: one firebreak, or remove any one."""
    s = position(breaks=[(1, 1)], hand=["de_reforest", "de_reforest"])
    s.apply(("play", s.hands[0][0]))
    refused(s, ("firebreak", 1, 2), "tower_zone")
    refused(s, ("remove", 5, 5), "no_firebreak")
    s.apply(("remove", 1, 1))
    assert break_squares(s) == set()


def test_backburn_replaces_a_gem():
    """FT-CARD-BACKBURN: a gem becomes a firebreak under the normal firebreak rules."""
    s = position(fire=[(4, 4), (4, 6), (2, 2)], breaks=[(4, 7)], hand=["backburn"])
    s.apply(("play", s.hands[0][0]))
    refused(s, ("target", 4, 6), "firebreak_spacing")
    refused(s, ("target", 2, 2), "tower_zone")
    s.apply(("target", 4, 4))
    assert break_squares(s) == {(4, 4), (4, 7)} and fire_squares(s) == {(4, 6), (2, 2)}


def test_firebreak_zone_ban_own_option():
    """FT-BREAK-PLACE: option firebreak_zone_ban own: only your own zone is closed."""
    s = position(hand=["de_reforest"], firebreak_zone_ban="own")
    s.apply(("play", s.hands[0][0]))
    refused(s, ("firebreak", 1, 1), "tower_zone")
    assert legal(s, ("firebreak", 14, 14))


# ================================================================ hawk cards
def test_firehawk_pair_then_everyone_relocates():
    """FT-CARD-FIREHAWK-PAIR / FT-HAWK-PLACE / FT-HAWK-RELOCATE."""
    s = position(hawks=[(3, 3), (12, 12)], hand=["firehawk_pair"])
    s.apply(("play", s.hands[0][0]))
    refused(s, ("hawk", 1, 1), "tower_zone")
    refused(s, ("hawk", 3, 3), "not_empty")
    refused(s, ("hawk", 3, 12), "not_your_quadrant")
    run(s, ("hawk", 4, 4), ("hawk", 5, 5))
    assert s.decision["kind"] == "relocate" and s.current_player == 0
    run(s, ("hawk_from", 3, 3), ("hawk_to", 6, 1), ("done",))
    assert s.decision["kind"] == "relocate" and s.current_player == 1
    refused(s, ("hawk_from", 4, 4), "not_your_hawk")
    run(s, ("hawk_from", 12, 12), ("hawk_to", 9, 9))
    assert hawk_squares(s) == {(4, 4), (5, 5), (6, 1), (9, 9)}


def test_firehawk_trio_places_three():
    """FT-CARD-FIREHAWK-TRIO: three hawks in your quadrant (as many as fit)."""
    s = position(hand=["firehawk_trio"])
    events = run(s, ("play", s.hands[0][0]), ("hawk", 3, 3), ("hawk", 4, 4), ("hawk", 5, 5))
    assert types(events).count("hawk_placed") == 3 and hawk_squares(s) == {(3, 3), (4, 4), (5, 5)}


def test_firehawk_supply_runs_out():
    """FT-HAWK-SUPPLY: with the supply empty, take hawks from other quadrants."""
    theirs = [(r, c) for r in range(8, 12) for c in range(8, 12)] + [(12, 8), (12, 9)]
    s = position(hawks=theirs, hand=["firehawk_pair"])
    assert s.hawk_supply() == 0
    s.apply(("play", s.hands[0][0]))
    assert all(a[0] == "take" for a in s.legal_actions())
    events = run(s, ("take", 8, 8), ("hawk", 4, 4))
    assert types(events) == ["hawk_taken", "hawk_placed"]
    assert s.decision["kind"] == "hawk_place" and s.legal_actions()[0][0] == "take"


# ========================================================== Bucket, Reckless
def test_bucket_is_a_free_action_once_per_game():
    """FT-BUCKET / FT-TURN-BUCKET: up to 3 gems in a line, one in your own zone; free, at
    any step of your turn; then the card shows Reckless Abandon."""
    s = position(fire=[(2, 2), (2, 3), (2, 4), (13, 13)], step="wind", wind="S")
    assert legal(s, ("bucket",))
    s.apply(("bucket",))
    refused(s, ("place", 13, 13, 0), "not_your_zone")
    events = run(s, ("place", 2, 2, 0), ("confirm",))
    assert removed(events) == [(2, 2), (2, 3), (2, 4)] and "bucket_used" in types(events)
    assert s.decision["kind"] == "turn_wind" and not s.bucket[0]
    assert not legal(s, ("bucket",))


def test_bucket_offered_after_the_action():
    """FT-TURN-BUCKET: after the action, a usable Bucket gives a last step (or end)."""
    s = position(fire=[(1, 1)], hand=["north"])
    run(s, ("play", s.hands[0][0]), ("wind_set", "N"))
    assert set(s.legal_actions()) == {("bucket",), ("end",)}
    s.apply(("end",))
    assert s.current_player == 1


def test_the_turn_prompt_names_reckless_abandon_only_when_it_can_be_used():
    """FT-RECKLESS: the instruction offers Reckless Abandon only while it is a legal action
    (the Guardian, with no Bucket, never reads it)."""
    from game.core.i18n import Translator
    from game.games.fire_tower.describe import prompt
    t = Translator("en")
    hand = ["air_drop", "fire_engine", "helitack", "dozer_line", "backburn", "firehawk_pair"]
    s = position(fire=[(2, 2)], hand=hand)
    assert prompt(t, s).endswith(t("fire_tower.ui.turn_action_plain"))
    s.bucket[0] = False
    s.invalidate()
    assert prompt(t, s).endswith(t("fire_tower.step.turn_action"))


def test_reckless_abandon():
    """FT-RECKLESS: Bucket spent and fire in your zone: discard three water or three
    firebreak cards (not mixed; hawk cards never count), place 2 gems next to fire."""
    hand = ["air_drop", "fire_engine", "helitack", "dozer_line", "backburn", "firehawk_pair"]
    s = position(fire=[(2, 2)], hand=hand)
    assert not any(a[0] == "reckless" for a in s.legal_actions())   # Bucket unused
    s = position(fire=[(2, 2)], hand=hand)
    s.bucket[0] = False
    s.invalidate()
    sets = [a for a in s.legal_actions() if a[0] == "reckless"]
    assert len(sets) == 1 and {s.card_id(c) for c in sets[0][1:]} == {"air_drop", "fire_engine", "helitack"}
    mixed = ("reckless",) + tuple(sorted(s.hands[0][2:5]))
    refused(s, mixed, "needs_three_of_a_kind")
    events = run(s, sets[0], ("cell", 6, 7), ("cell", 3, 2))
    assert placed(events) == [(3, 2), (6, 7)] and len(s.hands[0]) == 6

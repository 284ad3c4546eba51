"""More Fire Tower rules: the compass, every wind card's three options, the components
(board, gems, Tower Ablaze, Champion, the wind marker, what is left in the box), the unused
towers, the Shadow die's setup, the partial Firestorm, the team seats, the turn order and
the digital wind display.

Seats: 2 players 0 red NW / 1 blue SE; 3 players 0 red / 1 purple NE / 2 blue SE;
4 players 0 red / 1 purple / 2 blue / 3 green SW. Positions are built with ft_helpers: the
board is cleared (only the Eternal Flame r7-8 c7-8 burns) and each test paints its fire.
Rule ids refer to seeds/fire_tower.en.md.
"""
import pytest

from ft_helpers import (KindBot, begin_turn, break_squares, burn_towers, fire_squares, legal,
                        new, players, position, refused, rig, sq, stack_deck, types)
from game.core.protocol import IllegalAction
from game.core.rng import Rng
from game.games.fire_tower import rules
from game.games.fire_tower.config import load_config

# The compass as the rules state it (FT-BOARD-COMPASS, "How to read these rules"): rows
# count from the north edge, columns from the west edge, and a wind names where fire goes.
STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1),
        "NE": (-1, 1), "NW": (-1, -1), "SE": (1, 1), "SW": (1, -1)}
ETERNAL = [(7, 7), (7, 8), (8, 7), (8, 8)]
GEM = (10, 3)                      # one fire gem away from everything else


def run(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def downwind(direction, fire):
    """The empty squares one step in `direction` from the fire (gems + Eternal Flame)."""
    dr, dc = STEP[direction]
    burning = set(fire) | set(ETERNAL)
    out = set()
    for r, c in burning:
        t = (r + dr, c + dc)
        if 0 <= t[0] < 16 and 0 <= t[1] < 16 and t not in burning:
            out.add(t)
    return out


# ================================================================ the compass
@pytest.mark.parametrize("wind, expected", [
    ("N", {(9, 3), (6, 7), (6, 8)}),
    ("S", {(11, 3), (9, 7), (9, 8)}),
    ("E", {(10, 4), (7, 9), (8, 9)}),
    ("W", {(10, 2), (7, 6), (8, 6)}),
])
def test_compass_wind_names_where_the_fire_goes(wind, expected):
    """FT-BOARD-COMPASS: N at the top (row 0), S at the bottom, W left (column 0), E right;
    a North wind pushes the fire north, towards the top edge (not where it comes from)."""
    cfg = load_config()
    assert cfg.directions[wind] == STEP[wind]
    s = position(fire=[GEM], step="wind", wind=wind)
    offered = {(a[1], a[2]) for a in s.legal_actions() if a[0] == "wind"}
    assert offered == expected == downwind(wind, [GEM])
    target = min(expected)
    events = s.apply(("wind", *target))
    assert target in fire_squares(s)
    placed = [tuple(c) for e in events if e["type"] == "gems_placed" for c in e["cells"]]
    assert placed == [target]


def test_compass_towers_sit_on_the_named_sides():
    """FT-BOARD-COMPASS / FT-BOARD-TOWERS: the NW tower touches the N and W edges, and so on;
    the compass markers sit on the quadrant borders (between rows / columns 7 and 8)."""
    cfg = load_config()
    corner = {"NW": (0, 0), "NE": (0, 15), "SE": (15, 15), "SW": (15, 0)}
    for colour in cfg.towers:
        compass = cfg.tower_compass[colour]
        assert divmod(cfg.back_corner[colour], 16) == corner[compass]
        assert set(cfg.tower_reach[colour]) == set(compass)
    # The quadrant border crosses the middle of each edge (where the markers sit).
    q = cfg.quadrant_of
    assert q[sq(0, 7)] != q[sq(0, 8)] and q[sq(15, 7)] != q[sq(15, 8)]
    assert q[sq(7, 0)] != q[sq(8, 0)] and q[sq(7, 15)] != q[sq(8, 15)]


# ================================================================ wind cards
WIND_CARDS = [
    # card, copies, option-1 directions, option-3 direction (FT-CARD-... ids in the docstring)
    ("north", 4, ("N",), "N"),
    ("east", 4, ("E",), "E"),
    ("south", 4, ("S",), "S"),
    ("west", 4, ("W",), "W"),
    ("northeast", 2, ("N", "E"), "NE"),
    ("northwest", 2, ("N", "W"), "NW"),
    ("southeast", 2, ("S", "E"), "SE"),
    ("southwest", 2, ("S", "W"), "SW"),
]


def start_wind(dirs):
    return next(d for d in "NESW" if d not in dirs)


@pytest.mark.parametrize("card, copies, dirs, gem_dir", WIND_CARDS)
def test_wind_card_data(card, copies, dirs, gem_dir):
    """FT-CARD-EAST / FT-CARD-SOUTH / FT-CARD-WEST (4 copies each) and FT-CARD-NORTHEAST /
    FT-CARD-NORTHWEST / FT-CARD-SOUTHEAST / FT-CARD-SOUTHWEST (2 copies each): wind cards
    whose picture puts the new gem (#) in the card's direction from the old one (o)."""
    cfg = load_config()
    cd = cfg.cards[card]
    assert cd.type == "wind" and cd.effect == "wind" and cd.count == copies
    assert cfg.card_of.count(card) == copies
    assert cd.params["set_dirs"] == dirs and cd.params["gem_dir"] == gem_dir
    assert cd.set == ("base" if len(gem_dir) == 1 else "rising_flames")
    cells = {ch: (r, c) for r, row in enumerate(cd.pattern) for c, ch in enumerate(row) if ch != "."}
    (r0, c0), (r1, c1) = cells["o"], cells["#"]
    assert (r1 - r0, c1 - c0) == STEP[gem_dir]


@pytest.mark.parametrize("card, copies, dirs, gem_dir", WIND_CARDS)
def test_wind_card_offers_exactly_three_options(card, copies, dirs, gem_dir):
    """FT-CARD-WINDS / FT-CARD-DIAGONALS, FT-CARD-EAST, FT-CARD-SOUTH, FT-CARD-WEST,
    FT-CARD-NORTHEAST, FT-CARD-NORTHWEST, FT-CARD-SOUTHEAST, FT-CARD-SOUTHWEST: set the wind
    to the card's direction(s) (never a diagonal), roll, or one gem directly (diagonally) in
    the card's direction from any fire, the Eternal Flame included."""
    s = position(fire=[GEM], hand=[card], wind=start_wind(dirs))
    s.apply(("play", s.hands[0][0]))
    assert s.decision["kind"] == "wind_card"
    expected = {("wind_set", d) for d in dirs} | {("wind_roll",)}
    expected |= {("wind_gem", r, c) for r, c in downwind(gem_dir, [GEM])}
    assert set(s.legal_actions()) == expected
    for other in [d for d in ("N", "E", "S", "W", "NE", "NW", "SE", "SW") if d not in dirs]:
        refused(s, ("wind_set", other), "not_this_cards_wind")
    # a square in another direction from the gem is not offered
    wrong = next(d for d in ("N", "E", "S", "W") if d != gem_dir and d not in gem_dir)
    wr, wc = GEM[0] + STEP[wrong][0], GEM[1] + STEP[wrong][1]
    refused(s, ("wind_gem", wr, wc), "not_downwind")
    refused(s, ("wind_gem", *GEM), "already_fire")


@pytest.mark.parametrize("card, dirs", [(c, d) for c, _, d, _ in WIND_CARDS])
def test_wind_card_option_1_sets_each_of_its_winds(card, dirs):
    """FT-CARD-WINDS option 1 / FT-CARD-DIAGONALS option 1 (FT-CARD-EAST, FT-CARD-SOUTH,
    FT-CARD-WEST, FT-CARD-NORTHEAST, FT-CARD-NORTHWEST, FT-CARD-SOUTHEAST,
    FT-CARD-SOUTHWEST): the wind becomes the chosen direction, no die, no gem."""
    for d in dirs:
        s = position(fire=[GEM], hand=[card], wind=start_wind(dirs))
        before = fire_squares(s)
        events = run(s, ("play", s.hands[0][0]), ("wind_set", d))
        assert s.wind == d and "wind_roll" not in types(events)
        assert fire_squares(s) == before
        changed = [e for e in events if e["type"] == "wind_changed"]
        assert [(e["from"], e["to"], e["why"]) for e in changed] == [(start_wind(dirs), d, card)]
        assert len(s.hands[0]) == 6 and s.current_player == 1


@pytest.mark.parametrize("card, dirs", [(c, d) for c, _, d, _ in WIND_CARDS])
def test_wind_card_option_2_rolls_whatever_the_card_shows(card, dirs):
    """FT-CARD-WINDS option 2 / FT-CARD-DIAGONALS option 2: roll the wind die, rolling again
    on the current wind; the result stands even if it is not the card's direction."""
    old = start_wind(dirs)
    result = next(d for d in "NESW" if d != old and d not in dirs)   # not the card's wind
    s = position(fire=[GEM], hand=[card], wind=old)
    before = fire_squares(s)
    rig(s, "wind", [old, result])
    events = run(s, ("play", s.hands[0][0]), ("wind_roll",))
    roll = next(e for e in events if e["type"] == "wind_roll")
    assert roll["rolls"] == [old, result] and roll["result"] == result
    assert s.wind == result and result not in dirs
    assert fire_squares(s) == before


@pytest.mark.parametrize("card, gem_dir", [(c, g) for c, _, _, g in WIND_CARDS])
def test_wind_card_option_3_places_one_gem_and_keeps_the_wind(card, gem_dir):
    """FT-CARD-WINDS option 3 / FT-CARD-DIAGONALS option 3 (FT-CARD-EAST, FT-CARD-SOUTH,
    FT-CARD-WEST, FT-CARD-NORTHEAST, FT-CARD-NORTHWEST, FT-CARD-SOUTHEAST,
    FT-CARD-SOUTHWEST): one gem just in the card's direction from the gem; the wind stays."""
    target = (GEM[0] + STEP[gem_dir][0], GEM[1] + STEP[gem_dir][1])
    s = position(fire=[GEM], hand=[card], wind="N")
    events = run(s, ("play", s.hands[0][0]), ("wind_gem", *target))
    assert fire_squares(s) == {GEM, target}
    assert s.wind == "N" and "wind_changed" not in types(events) and "wind_roll" not in types(events)


@pytest.mark.parametrize("card, dirs", [("east", ("E",)), ("northeast", ("N", "E")),
                                        ("southwest", ("S", "W"))])
def test_wind_card_with_a_retired_direction(card, dirs):
    """FT-CARD-WINDS / FT-CARD-DIAGONALS with FT-BURN-RETIRED-WIND (FT-CARD-EAST,
    FT-CARD-NORTHEAST, FT-CARD-SOUTHWEST): a diagonal card may only set its other direction;
    a card whose only direction is retired plays option 1 as a roll; option 3 stays."""
    s = position(n=4, fire=[GEM], hand=[card], wind="S")
    retired = "E" if card != "southwest" else "W"
    s.retired = [retired]
    s.invalidate()
    s.apply(("play", s.hands[0][0]))
    sets = {a[1] for a in s.legal_actions() if a[0] == "wind_set"}
    left = [d for d in dirs if d != retired]
    assert sets == (set(left) if left else {retired})
    assert any(a[0] == "wind_gem" for a in s.legal_actions())
    if not left:                            # East with East retired: played as a roll
        rig(s, "wind", ["E", "S", "W"])
        events = s.apply(("wind_set", "E"))
        assert "wind_retired_reroll" in types(events)
        assert next(e for e in events if e["type"] == "wind_roll")["rolls"] == ["E", "S", "W"]
        assert s.wind == "W"
    else:
        refused(s, ("wind_set", retired), "wind_retired")


# ================================================================ components
def test_component_board():
    """FT-COMP-BOARD: a 16 x 16 forest, a tower (3 x 3 zone + back corner) in each corner and
    the 2 x 2 Eternal Flame in the centre."""
    cfg = load_config()
    assert cfg.size == 16 and len(cfg.map_rows) == 16 and all(len(r) == 16 for r in cfg.map_rows)
    assert sorted(divmod(q, 16) for q in cfg.eternal) == ETERNAL
    assert len(cfg.towers) == 4
    corners = {"NW": (range(0, 3), range(0, 3)), "NE": (range(0, 3), range(13, 16)),
               "SE": (range(13, 16), range(13, 16)), "SW": (range(13, 16), range(0, 3))}
    for colour in cfg.towers:
        rows, cols = corners[cfg.tower_compass[colour]]
        assert sorted(divmod(q, 16) for q in cfg.zone_squares[colour]) == \
            [(r, c) for r in rows for c in cols]
    assert sum(1 for row in cfg.map_rows for ch in row if ch == ".") == 256 - 4 * 9 - 4
    s = new(4)
    assert len(s.cells) == 256 and [i for i, ch in enumerate(s.cells) if ch == "E"] == list(cfg.eternal)


def test_component_gems_and_firebreaks_are_unlimited():
    """FT-COMP-GEMS: there is no limit to the gems (135 in the box) or firebreaks (24)."""
    fire = [(r, c) for r in list(range(3, 7)) + list(range(9, 13)) for c in range(16)]
    fire += [(r, c) for r in (13, 14) for c in range(3, 13)]
    assert len(fire) > 135
    s = position(fire=fire, step="wind", wind="N")
    s.apply(("wind", 2, 5))
    assert len(fire_squares(s)) == len(fire) + 1 > 135

    breaks = [(r, c) for r in range(3, 13, 2) for c in range(0, 16, 2)
              if (r, c) not in [(7, 8), (7, 6)]]
    assert len(breaks) > 24
    s = position(breaks=breaks, hand=["de_reforest"])
    s.apply(("play", s.hands[0][0]))
    assert legal(s, ("firebreak", 4, 0)) is False            # spacing still applies
    s.apply(("firebreak", 13, 5))
    assert len(break_squares(s)) == len(breaks) + 1 > 24


def test_component_tower_ablaze_two_sides():
    """FT-COMP-ABLAZE / FT-SETUP-UNUSED / FT-ABLAZE: the forest side covers an unused tower
    (plain forest), the burning side a burned tower (9 squares of permanent fire)."""
    s = position(n=3, seat=1, fire=[(1, 15)], step="wind", wind="N", tower_ablaze=True)
    green = load_config().zone_squares["green"]
    assert "green" not in s.seat_tower and all(s.zone_at[q] is None for q in green)
    rig(s, "wind", ["E", "S"])
    events = s.apply(("wind", 0, 15))
    assert "tower_ablaze" in types(events)
    purple = load_config().zone_squares["purple"]
    assert all(s.cells[q] == "E" for q in purple) and s.ablaze == ["purple"]
    assert all(s.cells[q] == "." for q in green)             # forest side: not burning
    assert len(s.ablaze) + 1 <= 3                            # at most 3 cards in the box


@pytest.mark.parametrize("holder, expected", [(1, 0), (0, 0)])
def test_component_champion_card_passes_to_the_winner(holder, expected):
    """FT-COMP-CHAMPION / FT-CHAMPION: an optional card that passes from game to game: the
    winner holds it next (the holder keeps it by winning again)."""
    s = position(fire=[(14, 15)], step="wind", wind="S", champion=True, champion_seat=holder)
    assert s.champion_seat == holder
    s.apply(("wind", 15, 15))
    assert s.winners == [0] and s.result()["champion"] == expected


def test_component_champion_is_off_by_default():
    """FT-COMP-CHAMPION: without the option nobody holds the card, even if a seat is named."""
    assert load_config().options["champion"] is False
    s = position(fire=[(14, 15)], step="wind", wind="S", champion_seat=1)
    assert s.champion_seat is None
    s.apply(("wind", 15, 15))
    assert s.result()["champion"] is None


def test_components_left_in_the_box():
    """FT-COMP-NOT-USED: no Oak, Special, Solo Challenge or Ghost Tower parts among the
    cards; the Season cards (FT-SEASON-CARDS) and the Extreme Weather events are instances
    too, out of the game by default (no seasons, no lightning tokens)."""
    cfg = load_config()
    base = [c for c in cfg.cards.values() if c.type == "event" and c.set == "base"]
    assert sorted(c.id for c in base) == ["firestorm", "mutual_aid", "shadow_of_the_wood"]
    events = [c for c in cfg.cards.values() if c.type == "event" and c.effect != "season"]
    assert len(cfg.card_of) == 80 + len(events) + len(cfg.seasons.ids)
    s = rules.new_game({"players": players(2)}, 1)
    assert s.seasons == [] and s.lightning == []
    assert all(cfg.seasons.instance[x] in s.outside for x in cfg.seasons.ids)
    banned = ("oak", "special", "solo", "ghost")             # Extreme Weather is in (issue 12)
    names = [c.id.lower() + " " + c.name.lower() for c in cfg.cards.values() if c.effect != "season"]
    assert not [n for n in names if any(b in n for b in banned)]
    assert not [o for o in cfg.options if any(b in o for b in banned)]
    assert {c.set for c in cfg.cards.values()} == {"base", "rising_flames"}


def test_wind_marker_is_only_the_current_wind():
    """FT-COMP-WIND-MARKER: the weathervane / Central Flame only shows the wind: there is no
    card or piece for it, and the state holds a single cardinal wind and nothing else."""
    cfg = load_config()
    assert not [c for c in cfg.cards if "vane" in c or "flame" in c or "arrow" in c]
    s = new(2)
    assert s.wind in ("N", "E", "S", "W")
    assert s.to_dict()["wind"] == s.wind
    assert not [k for k in s.to_dict() if "vane" in k or "marker" in k]


# ================================================================ setup
def test_shadow_die_is_set_aside_until_a_tower_burns():
    """FT-SETUP-SHADOW: the Shadow die is not rolled before a tower has burned; then a
    shadow's turn rolls it."""
    seed = 5
    root = Rng(seed)
    root.next64(), root.next64()
    untouched = root.next64()
    s = new(3, seed=seed)
    assert s.rng["shadow"] == untouched
    assert s.cfg.event_instance["shadow_of_the_wood"] in s.outside
    bot = KindBot(3)
    for _ in range(60):
        if s.burned or s.is_over:
            break
        assert s.decision["kind"] != "shadow_roll"
        s.apply(bot.choose(s))
    if not s.burned:
        assert s.rng["shadow"] == untouched
    s = position(n=3)
    untouched = s.rng["shadow"]
    burn_towers(s, [1])
    begin_turn(s, 1)
    assert s.decision["kind"] == "shadow_roll" and s.current_player == 1
    s.apply(("roll",))
    assert s.rng["shadow"] != untouched


def test_unused_tower_corner_is_ordinary_forest():
    """FT-SETUP-UNUSED: 2 players (red NW, blue SE): the NE and SW corners are ordinary forest:
    firebreaks and water work there, the back corner burns nothing, the quadrant is nobody's."""
    s = position(fire=[(0, 14)], step="wind", wind="E")
    assert all(s.zone_at[q] is None for q in s.cfg.zone_squares["purple"] + s.cfg.zone_squares["green"])
    events = s.apply(("wind", 0, 15))
    assert "tower_burned" not in types(events) and s.burned == [] and (0, 15) in fire_squares(s)
    s = position(hand=["de_reforest"])
    s.apply(("play", s.hands[0][0]))
    assert legal(s, ("firebreak", 1, 14)) and legal(s, ("firebreak", 14, 1))
    refused(s, ("firebreak", 1, 1), "tower_zone")
    s = position(fire=[(1, 13), (1, 15)], hand=["air_drop"])
    events = run(s, ("play", s.hands[0][0]), ("place", 1, 13, 0), ("confirm",))
    assert fire_squares(s) == set()
    # nobody owns the NE quadrant: a hawk there is handled by the player whose turn it is
    assert s.quad_owner["purple"] is None
    s.turn_seat = 1
    assert s.hawk_controller(sq(3, 12)) == 1


def test_unused_tower_zone_option():
    """FT-SETUP-UNUSED, option unused_towers zone: the corner keeps the tower-zone limits but
    its back corner still burns nothing."""
    s = position(hand=["de_reforest"], unused_towers="zone")
    assert s.zone_at[sq(1, 14)] == "purple"
    s.apply(("play", s.hands[0][0]))
    refused(s, ("firebreak", 1, 14), "tower_zone")
    s = position(fire=[(0, 14)], step="wind", wind="E", unused_towers="zone")
    events = s.apply(("wind", 0, 15))
    assert "tower_burned" not in types(events) and s.burned == []


# ================================================================ partial Firestorm
def test_partial_firestorm_after_a_burn_without_redraw():
    """FT-EVENT-PARTIAL-FIRESTORM / FT-BURN-STEPS: a burn causes steps 1-4 of a Firestorm
    (storm direction, spread of every fire square, new wind) but no redraw; no card."""
    s = position(n=3, seat=1, fire=[(1, 15)], step="wind", wind="N")
    deck, discard = list(s.deck), list(s.discard)
    rig(s, "wind", ["E", "S"])
    events = s.apply(("wind", 0, 15))
    storms = [e for e in events if e["type"] == "firestorm"]
    assert len(storms) == 1 and storms[0]["partial"] is True and storms[0]["direction"] == "E"
    assert sorted(map(tuple, storms[0]["cells"])) == [(7, 9), (8, 9)]
    assert (7, 9) in fire_squares(s) and (8, 9) in fire_squares(s)
    assert s.wind == "S"
    rolls = [e["why"] for e in events if e["type"] == "wind_roll"]
    assert rolls == ["storm_direction", "storm_wind"]
    # no redraw: nobody is asked, the next player's turn starts at once
    assert s.decision["kind"] in ("turn_wind", "turn_action") and s.current_player == 2
    assert s.cfg.event_instance["firestorm"] not in s.discard
    assert "event" not in types(events)
    assert len(s.hands[0]) == 7 and len(s.hands[2]) == 7


def test_one_partial_firestorm_per_burned_tower():
    """FT-EVENT-PARTIAL-FIRESTORM: two towers burned by one Firestorm give two partial
    Firestorms, one after each burn, each with its own direction and new wind."""
    s = position(n=4, seat=2, fire=[(1, 0), (1, 15)],
                 hand=["north", "east", "south", "west", "air_drop", "ember"],
                 standing_burn_cards="discard")
    rig(s, "wind", ["N", "E", "E", "S", "W", "S"])
    stack_deck(s, ["firestorm"])
    cid = next(c for c in s.hands[2] if s.card_id(c) == "north")
    events = run(s, ("play", cid), ("wind_set", "N"))
    for _ in range(8):
        if s.decision and s.decision["kind"] == "cards" and s.decision.get("purpose") == "storm":
            events += s.apply(("confirm",))
    storms = [e for e in events if e["type"] == "firestorm"]
    assert [(e["partial"], e["direction"]) for e in storms] == [(False, "N"), (True, "E"), (True, "W")]
    assert sorted(e["tower"] for e in events if e["type"] == "tower_burned") == ["purple", "red"]
    assert s.wind == "S"
    assert not (s.decision["kind"] == "cards" and s.decision.get("purpose") == "storm")


# ================================================================ teams and turn order
def test_team_seats():
    """FT-TEAM-SEATS: option teams, off by default, 4 players only; partners sit at
    diagonally opposite towers (NW + SE against NE + SW); the turn order alternates teams."""
    assert load_config().options["teams"] is False
    assert new(4).teams is False
    for n in (2, 3):
        with pytest.raises(IllegalAction) as info:
            rules.new_game({"players": players(n), "teams": True}, 1)
        assert info.value.key == "setup_teams"
    s = new(4, teams=True)
    assert s.seat_tower == ["red", "purple", "blue", "green"]
    assert [s.partner(i) for i in range(4)] == [2, 3, 0, 1]
    assert [s.team_of(i) for i in range(4)] == [0, 1, 0, 1]
    assert {tuple(sorted(t)) for t in s.cfg.teams} == {("blue", "red"), ("green", "purple")}
    order = play_turns(position(n=4, teams=True), 6)
    assert order == [1, 2, 3, 0, 1, 2]
    assert [s.team_of(i) for i in order] == [1, 0, 1, 0, 1, 0]


def play_turns(s, count):
    """Play whole turns (wind gem, then discard-and-redraw one card); the seats that start."""
    starts = []
    while len(starts) < count:
        d = s.decision
        if d["kind"] == "turn_wind":
            action = next(a for a in s.legal_actions() if a[0] == "wind")
            events = s.apply(action)
        elif d["kind"] == "turn_action":
            events = run(s, ("redraw",), ("pick", s.hands[d["seat"]][0]), ("confirm",))
        else:
            events = s.apply(s.legal_actions()[0])
        starts += [e["seat"] for e in events if e["type"] == "turn_start"]
    return starts[:count]


@pytest.mark.parametrize("n, first, order", [
    (4, 0, [1, 2, 3, 0, 1]),               # NW -> NE -> SE -> SW -> NW
    (4, 2, [3, 0, 1, 2]),
    (3, 1, [2, 0, 1, 2]),                  # red, purple, blue: green (SW) is skipped
    (2, 0, [1, 0, 1]),                     # red NW, blue SE
])
def test_turn_order_is_clockwise(n, first, order):
    """FT-TURN-ORDER: clockwise NW -> NE -> SE -> SW; unused towers are skipped."""
    s = position(n=n, seat=first)
    assert play_turns(s, len(order)) == order
    assert [s.cfg.tower_compass[s.seat_tower[i]] for i in range(n)] == \
        [c for c in ("NW", "NE", "SE", "SW") if c in [s.cfg.tower_compass[t] for t in s.seat_tower]]


def end_turn(s, seat):
    s.stack = [{"t": "end_turn", "seat": seat}]
    s.decision = None
    s.invalidate()
    events = []
    s._run(events)
    return next(e["seat"] for e in events if e["type"] == "turn_start")


def test_turn_order_skips_players_who_are_out_but_not_shadows():
    """FT-TURN-ORDER: players who are out are skipped; shadows play in their own seats."""
    s = position(n=4)
    burn_towers(s, [1], status="out")
    assert end_turn(s, 0) == 2
    s = position(n=4)
    burn_towers(s, [1, 2], status="out")
    assert end_turn(s, 0) == 3 and end_turn(s, 3) == 0
    s = position(n=4)
    burn_towers(s, [1])                    # a shadow (skips its first turn, FT-SHADOW-SKIP)
    assert end_turn(s, 0) == 1
    s = position(n=3)
    burn_towers(s, [2], status="out")
    assert end_turn(s, 1) == 0


# ================================================================ the digital wind display
def wind_events():
    """A short real sequence with a gem, a card, a roll and a burn."""
    s = position(n=3, fire=[(1, 15)], hand=["west"], wind="N")
    rig(s, "wind", ["N", "E"])
    events = run(s, ("play", s.hands[0][0]), ("wind_roll",))
    s = position(n=3, seat=1, fire=[(1, 15)], step="wind", wind="N")
    rig(s, "wind", ["E", "S"])
    events += s.apply(("wind", 0, 15))
    return s, events


def test_log_lists_every_gem_card_roll_and_burn():
    """FT-DIG-WIND: the log lists every gem, card, roll and burn."""
    from game.games.fire_tower.describe import describe_event
    s, events = wind_events()
    t = (lambda key, **kw: key + repr(sorted(kw.items())))
    lines = {e["type"]: describe_event(t, s, e) for e in events}
    for kind in ("card_played", "wind_roll", "wind_changed", "gems_placed", "tower_burned",
                 "firestorm"):
        assert kind in lines and lines[kind], kind
    roll = next(e for e in events if e["type"] == "wind_roll")
    assert "fire_tower.wind.N" in describe_event(t, s, roll)


@pytest.fixture(scope="module")
def app():
    import pygame
    from game.ui.app import App
    application = App(headless=True, lang="en")
    application.settings.set("animation_speed", 0.0)
    yield application
    pygame.quit()


def open_scene(app, wind):
    from game.core.match import Match
    from game.games.fire_tower.scene import FireTowerScene
    match = Match("fire_tower", rules, {"players": players(2)}, 3)
    match.state.wind = wind
    return FireTowerScene(app, match)


@pytest.mark.parametrize("wind, angle", [("N", 0.0), ("E", -90.0), ("S", 180.0), ("W", 90.0)])
def test_wind_arrow_follows_the_wind(app, wind, angle):
    """FT-DIG-WIND / FT-BOARD-COMPASS: the arrow shows the current wind and points where the
    fire goes (pygame turns counter-clockwise: East is a quarter turn clockwise from up)."""
    scene = open_scene(app, "N")
    assert scene.vane_angle == 0.0
    scene.play_events([{"type": "wind_changed", "from": "N", "to": wind, "why": "test"}])
    assert scene.vane_angle % 360 == angle % 360


def draw_shot(app, scene):
    import pygame
    surface = pygame.Surface(app.screen.get_size())
    surface.fill((0, 0, 0))
    scene.layers.forget()           # the position was edited by hand: paint it afresh
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_wind_display_changes_with_the_wind(app):
    """FT-DIG-WIND: the display shows the current wind (a control for the test below)."""
    scene = open_scene(app, "N")
    first = draw_shot(app, scene)
    scene.state.wind = "S"
    scene.state.invalidate()
    assert draw_shot(app, scene) != first


def test_retired_winds_are_shown_crossed_out(app):
    """FT-DIG-WIND: retired directions are shown crossed out: the wind display must differ
    when West is retired."""
    scene = open_scene(app, "N")
    shots = []
    for retired in ([], ["W"]):
        scene.state.retired = retired
        scene.state.invalidate()
        shots.append(draw_shot(app, scene))
    assert shots[0] != shots[1]

"""Board, data files, setup, the first wind, persistence and hidden information.

Rule ids refer to seeds/fire_tower.en.md.
"""
import json
import re
from collections import Counter
from pathlib import Path

import pytest

from ft_helpers import SIZE, begin_turn, new, players, rig, sq
from game.core.data import DataError
from game.core.match import Match
from game.core.protocol import IllegalAction
from game.games.fire_tower import rules
from game.games.fire_tower.config import OPTION_CHOICES, load_config

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data" / "fire_tower"


# ------------------------------------------------------------------- data
def test_pure_modules_do_not_import_pygame():
    """DESIGN.md: the Fire Tower rules modules never import pygame."""
    folder = ROOT / "game" / "games" / "fire_tower"
    pure = [p for p in folder.glob("*.py")
            if p.name in ("__init__.py", "config.py", "board.py", "cards.py")
            or p.name.startswith("rules")]
    assert {p.name for p in pure} >= {"rules.py", "rules_cards.py", "rules_events.py", "config.py", "board.py"}
    pattern = re.compile(r"^\s*(import pygame|from pygame)", re.M)
    assert [p.name for p in pure if pattern.search(p.read_text())] == []


def test_deck_has_the_card_table_counts():
    """FT-COMP-ACTION-CARDS / FT-COMP-EVENTS: 80 action cards, 24 wind, 22 fire, 15 water,
    13 firebreak, 6 firehawk; the three events are extra."""
    cfg = load_config()
    types = Counter(cfg.cards[c].type for c in cfg.card_of if cfg.cards[c].effect != "season")
    # events: the base three and Extreme Weather's five (FT-EW-EVENTS)
    assert types == {"wind": 24, "fire": 22, "water": 15, "firebreak": 13, "hawk": 6, "event": 8}
    counts = {cid: cfg.cards[cid].count for cid in cfg.action_ids}
    assert counts == {"north": 4, "east": 4, "south": 4, "west": 4, "flare_up": 3, "burning_snag": 4,
                      "explosion": 4, "ember": 3, "air_drop": 4, "fire_engine": 4, "smokejumper": 4,
                      "dozer_line": 3, "scratch_line": 3, "de_reforest": 4, "backburn": 3,
                      "helitack": 3, "rolling_log": 2, "surface_fire": 2, "crown_fire": 4,
                      "northeast": 2, "northwest": 2, "southeast": 2, "southwest": 2,
                      "firehawk_pair": 4, "firehawk_trio": 2}
    for cid in cfg.action_ids:
        card = cfg.cards[cid]
        assert card.name and card.text == f"card.{cid}" and card.pattern


def test_dice_supply_and_bucket_data():
    """FT-COMP-WIND-DIE / FT-COMP-SHADOW-DIE / FT-COMP-HAWKS / FT-COMP-BUCKETS / FT-SHADOW-MAX."""
    cfg = load_config()
    assert sorted(cfg.wind_die) == ["E", "E", "N", "N", "S", "S", "W", "W"]
    assert cfg.shadow_die == (1, 2, 3, 4, 5, 6) and cfg.shadow_flames == (5, 6)
    assert cfg.hawk_supply == 18 and cfg.max_shadows == {2: 0, 3: 1, 4: 2, 5: 3}
    assert cfg.bucket["shapes"] and cfg.reckless["set_types"] == ("water", "firebreak")


@pytest.mark.parametrize("card, rotations", [
    ("flare_up", 2), ("burning_snag", 1), ("crown_fire", 2), ("air_drop", 2),
    ("fire_engine", 1), ("dozer_line", 2), ("scratch_line", 2)])
def test_patterns_turn_any_way(card, rotations):
    """FT-FIRE-PATTERN: a pattern may be turned; the engine keeps the distinct rotations."""
    assert len(load_config().cards[card].shapes) == rotations


def write_data(tmp_path, file, old, new):
    for name in ("board.yaml", "cards.yaml", "rules.yaml", "solo.yaml"):
        text = (DATA / name).read_text()
        if name == file:
            assert old in text
            text = text.replace(old, new, 1)
        (tmp_path / name).write_text(text)
    return str(tmp_path)


@pytest.mark.parametrize("file, old, new, key", [
    ("rules.yaml", "hand_size: 6", "hand_size: six", "hand_size"),
    ("rules.yaml", "wind_die: [N, N, E, E, S, S, W, W]", "wind_die: [N, N, E, Q]", "wind_die[3]"),
    ("rules.yaml", "  partial_patterns: any_subset", "  partial_patterns: sometimes", "options.partial_patterns"),
    ("rules.yaml", "  2: [red, blue]", "  2: [red, purple]", "seats[2]"),
    ("cards.yaml", 'pattern: ["###"]', 'pattern: ["#?#"]', "actions[4].pattern[0]"),
    ("cards.yaml", "    count: 3\n    effect: fire_pattern", "    count: lots\n    effect: fire_pattern", "actions[4].count"),
    ("board.yaml", '  - "Rrr..........ppP"', '  - "rrr..........ppP"', "map"),
    ("board.yaml", '  - "ggg..........bbb"\n  - "Ggg', '  - "ggg..........bbb"\n  - "Gg', "map[15]"),
])
def test_data_errors_name_file_key_and_expectation(tmp_path, file, old, new, key):
    """DESIGN.md (Data): a broken data value stops with the file, the key path and what was
    expected."""
    folder = write_data(tmp_path, file, old, new)
    load_config.cache_clear()
    try:
        with pytest.raises(DataError) as info:
            load_config(folder)
    finally:
        load_config.cache_clear()
    err = info.value
    assert err.file.endswith(file) and err.key == key and err.expected
    assert file in str(err) and "expected" in str(err)


# ------------------------------------------------------------------ board
def test_board_geometry():
    """FT-BOARD-GRID / FT-BOARD-ZONES / FT-BOARD-BACK-CORNER / FT-BOARD-ETERNAL /
    FT-BOARD-QUADRANTS / FT-BOARD-TOWERS."""
    cfg = load_config()
    assert cfg.size == SIZE
    assert cfg.towers == ("red", "purple", "blue", "green")
    assert cfg.tower_compass == {"red": "NW", "purple": "NE", "blue": "SE", "green": "SW"}
    assert cfg.back_corner == {"red": sq(0, 0), "purple": sq(0, 15), "blue": sq(15, 15), "green": sq(15, 0)}
    assert sorted(cfg.eternal) == [sq(7, 7), sq(7, 8), sq(8, 7), sq(8, 8)]
    assert sorted(cfg.zone_squares["blue"]) == [sq(r, c) for r in range(13, 16) for c in range(13, 16)]
    assert [cfg.quadrant_of[sq(*rc)] for rc in ((7, 7), (7, 8), (8, 8), (8, 7))] == \
        ["red", "purple", "blue", "green"]
    assert all(len(v) == 64 for v in cfg.quadrant_squares.values())
    s = new(2)
    board = s.to_dict()["board"]
    assert len(board) == 16 and all(len(row) == 16 for row in board)
    assert board[7][7:9] == "EE" and board[8][7:9] == "EE"
    assert set("".join(board)) == {".", "E"}


# ------------------------------------------------------------------ setup
@pytest.mark.parametrize("n, towers", [(2, ["red", "blue"]), (3, ["red", "purple", "blue"]),
                                       (4, ["red", "purple", "blue", "green"])])
def test_seats_hands_and_buckets(n, towers):
    """FT-SETUP-SEATS / FT-SETUP-DEAL / FT-SETUP-BUCKETS / FT-SETUP-DECK: suggested towers,
    clockwise seats, 6 secret cards each, every Bucket face up."""
    s = rules.new_game({"players": players(n)}, 5)
    assert s.seat_tower == towers
    assert [len(h) for h in s.hands] == [6] * n
    assert s.bucket == [True] * n
    assert len(s.deck) + 6 * n + len(s.outside) == len(s.cfg.card_of)   # 83 + the Season cards, outside


def test_setup_towers_option_and_refusals():
    """FT-SETUP-SEATS: 2 players only diagonally opposite; 3 players any three."""
    s = rules.new_game({"players": players(3), "towers": ["green", "purple", "blue"]}, 1)
    assert s.seat_tower == ["purple", "blue", "green"]
    with pytest.raises(IllegalAction) as info:
        rules.new_game({"players": players(2), "towers": ["red", "purple"]}, 1)
    assert info.value.key == "setup_towers_opposite"
    rules.new_game({"players": players(2), "towers": ["purple", "green"]}, 1)
    for bad in ({"players": players(1)}, {"players": players(6)}):   # 5: the Guardian (FT-VAR-GUARDIAN)
        with pytest.raises(IllegalAction):
            rules.new_game(bad, 1)
    with pytest.raises(IllegalAction) as info:
        rules.new_game({"players": players(3), "teams": True}, 1)
    assert info.value.key == "setup_teams"
    with pytest.raises(IllegalAction) as info:
        rules.new_game({"players": players(2), "partial_patterns": "maybe"}, 1)
    assert info.value.key == "setup_option"


def test_every_option_has_a_default_and_is_settable():
    """FT-DIG-OPTIONS: every option of the table has a default in rules.yaml and can be set."""
    cfg = load_config()
    assert set(cfg.options) == set(OPTION_CHOICES)
    for name, choices in OPTION_CHOICES.items():
        if name == "teams":
            continue
        s = rules.new_game({"players": players(2), name: choices[-1]}, 3)
        assert s.options[name] == choices[-1]


def test_events_join_the_deck_after_dealing():
    """FT-SETUP-EVENTS: Mutual Aid (option) at random, Firestorm under the top n//2 cards,
    Shadow of the Wood kept out."""
    cfg = load_config()
    fs, ma, sw = (cfg.event_instance[e] for e in ("firestorm", "mutual_aid", "shadow_of_the_wood"))
    s = rules.new_game({"players": players(2)}, 11)
    assert fs in s.deck and ma in s.outside and sw in s.outside
    above = len(s.deck) - 1 - s.deck.index(fs)          # cards on top of it (top = end)
    assert above == (len(s.deck) - 1) // 2
    s = rules.new_game({"players": players(3), "mutual_aid": True}, 11)
    assert ma in s.deck and sw in s.outside
    s = rules.new_game({"players": players(2), "firestorm": False}, 11)
    assert fs in s.outside
    s = rules.new_game({"players": players(2), "firestorm_position": "random"}, 11)
    assert fs in s.deck


def test_setup_hawks_in_own_quadrant_before_the_wind():
    """FT-SETUP-HAWKS: one hawk each, seat order, own quadrant, not a tower zone or the flame."""
    s = rules.new_game({"players": players(2)}, 4)
    assert s.decision["kind"] == "hawk_place" and s.current_player == 0
    legal = {(a[1], a[2]) for a in s.legal_actions()}
    assert all(r < 8 and c < 8 for r, c in legal)
    assert (0, 0) not in legal and (2, 2) not in legal and (7, 7) not in legal and (3, 3) in legal
    assert len(legal) == 64 - 9 - 1
    err = s.why_illegal(("hawk", 1, 1))
    assert err.key == "tower_zone"
    assert s.why_illegal(("hawk", 7, 7)).key == "eternal_flame"
    assert s.why_illegal(("hawk", 12, 12)).key == "not_your_quadrant"
    events = s.apply(("hawk", 3, 3))
    assert events == [{"type": "hawk_placed", "seat": 0, "at": [3, 3], "why": "setup"}]
    assert s.current_player == 1 and "wind" not in s.to_dict()["stack"].__repr__()
    events = s.apply(("hawk", 12, 12))
    kinds = [e["type"] for e in events]
    assert kinds[:2] == ["hawk_placed", "wind_roll"] and "first_player" in kinds
    assert s.hawks == [sq(3, 3), sq(12, 12)]


@pytest.mark.parametrize("wind, n, first", [("N", 4, 0), ("E", 4, 1), ("S", 4, 2), ("W", 4, 3),
                                            ("N", 2, 0), ("E", 2, 1), ("W", 2, 0), ("S", 2, 1)])
def test_first_player_follows_the_wind(wind, n, first):
    """FT-SETUP-WIND / FT-SETUP-FIRST: N -> NW, E -> NE, S -> SE, W -> SW; an unused tower
    passes to the next tower in play clockwise (2 players: NW and SE)."""
    s = rules.new_game({"players": players(n)}, 1)
    rig(s, "wind", [wind])
    while s.decision["kind"] == "hawk_place":
        s.apply(s.legal_actions()[0])
    assert s.wind == wind and s.turn_seat == first and s.first_seat == first


def test_undo_stops_at_reveals():
    """FT-DIG-UNDO: the serial changes at every new turn, draw and roll."""
    match = Match("fire_tower", rules, {"players": players(2)}, 3)
    while match.state.decision["kind"] == "hawk_place":
        match.apply(match.state.legal_actions()[0])
    assert not match.can_undo
    seat = match.state.current_player
    wind = [a for a in match.state.legal_actions() if a[0] == "wind"][0]
    match.apply(wind)
    assert match.can_undo                    # a wind gem reveals nothing
    match.undo()
    assert match.state.current_player == seat and match.state.decision["kind"] == "turn_wind"


# -------------------------------------------------------- persistence, views
def test_json_round_trip_and_save_replay():
    """FT-DIG-SEED: a save replays from the seed and the action log to the same state."""
    match = Match("fire_tower", rules, {"players": players(3), "mutual_aid": True}, 21)
    for _ in range(60):
        match.apply(match.state.legal_actions()[-1])
    data = json.loads(json.dumps(match.to_save()))
    again = Match.from_save(data, lambda name: rules)
    assert again.state.to_dict() == match.state.to_dict()
    snap = json.loads(json.dumps(match.state.to_dict()))
    assert rules.from_dict(snap).to_dict() == snap
    with pytest.raises(ValueError):
        rules.from_dict({"game": "zefiria"})


def test_to_dict_has_board_burned_and_hawks():
    """The state document: board rows, burned towers, hawk squares, winners when over."""
    s = new(2)
    d = s.to_dict()
    assert d["burned"] == [] and d["winners"] is None and d["over"] is False
    assert d["hawk_cells"] == [s.rc(h) for h in s.hawks]
    assert d["towers"]["red"] == {"seat": 0, "burned": False, "ablaze": False, "back_corner": [0, 0]}


def test_view_hides_other_hands_the_deck_and_the_rng():
    """FT-DIG-HANDS: a seat sees its own hand, only the count of the others."""
    s = new(3)
    v = s.view(1)
    assert v["hands"][1] == s.hands[1] and v["hands"][0] is None and v["hands"][2] is None
    assert v["hand_counts"] == [6, 6, 6] and v["deck"] is None and v["deck_count"] == len(s.deck)
    assert v["rng"] is None and v["stack"] is None


def test_public_event_hides_drawn_cards_from_others():
    """FT-DIG-HANDS: a card_drawn event shows the card to its drawer only."""
    e = {"type": "card_drawn", "seat": 1, "card": "east", "cid": 7, "private": 1}
    assert rules.public_event(e, 1) == e
    assert rules.public_event(e, 0) == {"type": "card_drawn", "seat": 1, "private": 1}


def test_turn_start_event_and_wind_gem_offer():
    """FT-TURN-PARTS / FT-TURN-WIND-GEM: the turn starts with the wind gem; at the start only
    the Eternal Flame burns, so a South wind offers r9c7 and r9c8."""
    s = new(2)
    s.wind = "S"
    events = begin_turn(s, 0)
    assert events[0]["type"] == "turn_start" and events[0]["seat"] == 0
    assert s.decision["kind"] == "turn_wind"
    assert s.legal_actions() == [("wind", 9, 7), ("wind", 9, 8)]

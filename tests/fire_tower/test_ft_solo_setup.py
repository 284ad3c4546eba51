"""Fire Tower solo mode: data, set-up of every level, options, texts (rules_solo.py,
data/fire_tower/solo.yaml). Rule ids: seeds/fire_tower.en.md, "Solo mode"."""
import json
from pathlib import Path

import pytest
import yaml

from game.core.data import DATA_DIR, DataError
from game.core.protocol import IllegalAction
from game.games.fire_tower import rules
from game.games.fire_tower.config import _read_solo, load_config

SIZE = 16
ONE = [{"name": "Solo", "kind": "human"}]


def solo(level=1, seed=1, **extra):
    return rules.new_game(dict({"solo": True, "level": level, "players": ONE}, **extra), seed)


def cards_of(state, ids):
    return sorted(state.card_id(c) for c in ids)


LEVELS = [  # level, hand, firebreaks per enemy, hawks per enemy, own Bucket
    (1, 6, 0, 0, True),
    (2, 6, 2, 0, True),
    (3, 5, 2, 2, True),
    (4, 5, 4, 2, True),
    (5, 4, 4, 3, True),
    (6, 4, 4, 4, False),
    (7, 4, 6, 4, False),
]


@pytest.mark.parametrize("level,hand,breaks,hawks,bucket", LEVELS)
def test_each_level_sets_up_as_its_table_row(level, hand, breaks, hawks, bucket):
    """FT-SOLO-LEVELS / FT-SOLO-SETUP: hand, enemy defences, your Bucket; the enemies hold
    no cards, have a Bucket each; you place one hawk in your quadrant first."""
    s = solo(level)
    cfg = s.cfg
    assert s.n == 1 and s.seat_tower == ["red"] and s.solo["enemies"] == ["purple", "blue", "green"]
    assert len(s.hands[0]) == hand == s.hand_size
    assert s.bucket == [bucket] and s.solo["bucket_card"] is bucket
    assert s.solo["enemy_bucket"] == {"purple": True, "blue": True, "green": True}
    assert s.solo["specials"] == {"strong_winds": "front", "lookout": "front"}
    for colour in ("purple", "blue", "green"):
        quad = set(cfg.quadrant_squares[colour])
        assert sum(1 for sq in quad if s.cells[sq] == "x") == breaks
        assert sum(1 for h in s.hawks if h in quad) == hawks
    # firebreak spacing holds for the defences
    for sq, ch in enumerate(s.cells):
        if ch == "x":
            assert all(s.cells[m] != "x" for m in s.geo.n4[sq])
    d = s.decision
    assert d["kind"] == "hawk_place" and d["seat"] == 0 and d["quads"] == ["red"]
    assert all(cfg.quadrant_of[s.sq(a[1], a[2])] == "red" and cfg.zone_map[s.sq(a[1], a[2])] is None
               for a in s.legal_actions())
    s.apply(s.legal_actions()[0])
    assert s.solo["skips"] == {1: 2, 2: 1}.get(level, 0)
    if level >= 4:                      # FT-SOLO-CHALLENGES: an opening challenge, no skip
        d = s.decision
        assert d["kind"] == "challenge_choice" and d["opening"] and len(d["cards"]) == 2
        assert all(a[0] == "challenge" for a in s.legal_actions())
        assert s.turn_number == 0
        s.apply(s.legal_actions()[0])
        while s.turn_number == 0:       # the challenge's own steps (discards, gems)
            legal = s.legal_actions()
            picks = s.decision.get("picked_cards")
            if ("confirm",) in legal:
                s.apply(("confirm",))
            else:
                s.apply(next(a for a in legal if picks is None or a[0] != "pick" or a[1] not in picks))
    # FT-SOLO-SETUP: the wind die, then your turn: the Inferno first
    assert s.turn_number == 1 and s.turn_seat == 0
    assert not s.is_over


def test_defence_layouts_are_mirrored_per_tower():
    """FT-SOLO-LEVELS: the [HOUSE] layout in local squares, mirrored into each corner."""
    s = solo(7)
    rc = lambda colour, kind: sorted(divmod(sq, SIZE) for sq in s.cfg.solo.defences[7][colour][kind])
    assert rc("purple", "firebreaks") == sorted([(3, 13), (2, 12), (3, 15), (0, 12), (4, 14), (1, 11)])
    assert rc("purple", "hawks") == sorted([(3, 14), (1, 12), (3, 12), (4, 11)])
    assert rc("blue", "firebreaks") == sorted([(12, 13), (13, 12), (12, 15), (15, 12), (11, 14), (14, 11)])
    assert rc("green", "hawks") == sorted([(12, 1), (14, 3), (12, 3), (11, 4)])


def test_inferno_and_player_decks():
    """FT-SOLO-INFERNO / FT-SOLO-DECK / FT-SOLO-SETUP: the Inferno deck is one Burning Snag,
    Flare Up, Explosion, North and West; the player deck has no firebreak card but
    De/Reforest; Firestorm in the middle of the deck; Mutual Aid and Shadow of the Wood out."""
    s = solo(1)
    assert cards_of(s, s.solo["inferno"]) == sorted(["burning_snag", "flare_up", "explosion", "north", "west"])
    deck_cards = [s.card_id(c) for c in s.deck + s.hands[0]]
    types = {s.card_def(c).type for c in s.deck + s.hands[0] if s.card_def(c).type != "event"}
    assert "firebreak" not in {s.card_def(c).type for c in s.deck + s.hands[0]
                               if s.card_id(c) != "de_reforest"}
    assert deck_cards.count("de_reforest") == s.cfg.cards["de_reforest"].count
    assert types == {"wind", "fire", "water", "hawk", "firebreak"}
    assert deck_cards.count("burning_snag") == s.cfg.cards["burning_snag"].count - 1
    assert deck_cards.count("north") == s.cfg.cards["north"].count - 1
    fs = s.cfg.event_instance["firestorm"]
    pos = s.deck.index(fs)
    assert abs(pos - len(s.deck) / 2) <= 1
    assert s.cfg.event_instance["mutual_aid"] in s.outside
    assert s.cfg.event_instance["shadow_of_the_wood"] in s.outside
    everywhere = s.deck + s.discard + s.outside + s.hands[0] + s.solo["inferno"]
    assert sorted(everywhere) == list(range(len(s.cfg.card_of)))


def test_setup_refusals():
    """FT-SOLO-SETUP / FT-SOLO-OPTIONS / FT-SOLO-VARIANTS: one player, a level 1-7, known
    option values; Ancient Oaks with 2-4 Oaks on different sides."""
    for setup, key in [({"players": ONE * 2}, "setup_solo_players"),
                       ({"level": 8}, "setup_level"), ({"level": "1"}, "setup_level"),
                       ({"solo_wind_card_mode": "gale"}, "setup_option"),
                       ({"lightning": "yes"}, "setup_option"), ({"oaks": 1}, "setup_oaks"),
                       ({"oaks": 2, "oak_sides": ["N", "N"]}, "setup_oaks")]:
        with pytest.raises(IllegalAction) as info:
            rules.new_game(dict({"solo": True, "players": ONE}, **setup), 1)
        assert info.value.key == key


def test_options_defaults_and_setup_override():
    """FT-SOLO-OPTIONS: defaults in solo.yaml; a setup sets them by name."""
    fixes = {"action_plan_sets": True, "resistant_lasts": "round", "inferno_storm_from": "gems",
             "sanctuary_hawk": "may", "inferno_run_out": "round_ends", "wet_line_discard": "any",
             "spot_fires_apart": "gems"}                                      # test_ft_solo_fixes.py
    s = solo(1)
    assert s.solo["options"] == {"solo_wind_card_mode": "firestorm", "storm_reroll": "either",
                                 "bucket_capture": "choice", **fixes}
    s = solo(1, solo_wind_card_mode="single", storm_reroll="none", bucket_capture="auto")
    assert s.solo["options"] == {"solo_wind_card_mode": "single", "storm_reroll": "none",
                                 "bucket_capture": "auto", **fixes}
    ru = s.cfg.solo.rulings
    assert ru == {"penalty_storm_dirs": ("N", "W"), "explosion_min_gems": 4,
                  "first_turn_explosion_penalty": True}


def test_challenge_cards_data():
    """FT-SOLO-CHALLENGES / FT-SOLO-CHALLENGE-CARDS: the 13 cards are data with texts in
    both languages; all 13 are built and in the Challenge deck."""
    ch = load_config().solo.challenges
    assert len(ch) == 13
    assert sorted(load_config().solo.challenge_deck) == sorted(c for c, _ in ch)
    kinds = dict(ch)
    assert kinds["spot_fires"] == "task" and kinds["calm_wind"] == "constraint" and kinds["downpour"] == "effect"
    for lang in ("en", "es"):
        text = yaml.safe_load((DATA_DIR / "fire_tower" / f"text.{lang}.yaml").read_text(encoding="utf-8"))
        for cid, _ in ch:
            assert text["solo"]["challenge"][cid]["name"] and text["solo"]["challenge"][cid]["text"]
        for sp in ("strong_winds", "light_breeze", "lookout", "patrol"):
            assert text["solo"]["special"][sp]["name"]
    s = solo(1)
    assert sorted(s.solo["challenges"]) == sorted(load_config().solo.challenge_deck)
    assert s.solo["challenge"] is None


def _broken(tmp_path, edit):
    src = yaml.safe_load((DATA_DIR / "fire_tower" / "solo.yaml").read_text(encoding="utf-8"))
    edit(src)
    path = tmp_path / "solo.yaml"
    path.write_text(yaml.safe_dump(src), encoding="utf-8")
    return path


@pytest.mark.parametrize("edit,key", [
    (lambda d: d.update(inferno=["burning_snag", "nope"]), "inferno"),
    (lambda d: d["levels"][0].update(firebreaks=3), "levels[0].firebreaks"),
    (lambda d: d["defences"]["firebreaks"].update({2: [[3, 2], [3, 3]]}), "levels[1]"),
    (lambda d: d["defences"]["hawks"].update({2: [[1, 1], [1, 3]]}), "levels[2]"),
    (lambda d: d["options"].update(solo_wind_card_mode="gale"), "options.solo_wind_card_mode"),
    (lambda d: d["challenges"][0].update(kind="odd"), "challenges[0].kind"),
    (lambda d: d["challenges"].append({"id": "new_one", "kind": "task", "in_deck": True}),
     "challenges[13].in_deck"),
])
def test_bad_solo_data_names_the_key(tmp_path, edit, key):
    """FT-SOLO-OPTIONS: a wrong solo.yaml stops with the file and key path."""
    with pytest.raises(DataError) as info:
        _read_solo(_broken(tmp_path, edit), load_config())
    assert info.value.key.startswith(key), info.value.key


def test_json_round_trip_and_view_hides_the_inferno_order():
    """FT-SOLO-SETUP: a solo state saves and loads; a view hides the Inferno deck order."""
    s = solo(5)
    data = s.to_dict()
    assert rules.from_dict(json.loads(json.dumps(data))).to_dict() == data
    assert data["towers"]["purple"] == {"seat": None, "burned": False, "ablaze": False,
                                        "back_corner": [0, 15], "bucket": True}
    view = s.view(0)
    assert view["solo"]["inferno"] is None and view["solo"]["inferno_count"] == 5
    assert view["solo"]["challenges"] is None and view["solo"]["challenge_count"] >= 11
    assert s.solo["inferno"]                      # the state itself is untouched
    clone = s.clone()
    assert clone.to_dict() == data

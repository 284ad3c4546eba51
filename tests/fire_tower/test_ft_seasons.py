"""Fire Tower, Extreme Weather: the Season cards (rules_seasons.py). Rule ids refer to
seeds/fire_tower.en.md: FT-SEASON-CARDS, FT-SEASON-SETUP, FT-SEASON-PLAY,
FT-SEASON-TOGETHER, FT-SEASON-DROUGHT, FT-SEASON-GALE, FT-SEASON-MIGRATION,
FT-SEASON-LIGHTNING-FIRES.

Seats: 2 players 0 red NW / 1 blue SE."""
import pytest

from ft_helpers import (begin_turn, fire_squares, hawk_squares, new, players, position, refused, rig,
                        set_hand, sq, types)
from game.core.protocol import IllegalAction
from game.core.i18n import Translator
from game.games.fire_tower.describe import describe_event, prompt
from game.games.fire_tower import rules

ALL = ["drought", "lightning_fires", "gale", "migration"]


def run(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def in_force(s, sid):
    """Put season `sid` in force (taken from wherever it is)."""
    cid = s.cfg.seasons.instance[sid]
    for place in (s.deck, s.discard, s.outside):
        if cid in place:
            place.remove(cid)
    s.season = cid
    s.season_draw = [s.turn_number, s.turn_seat]
    s.invalidate()
    return cid


def season_on_top(s, sid):
    cid = s.cfg.seasons.instance[sid]
    for place in (s.deck, s.discard, s.outside):
        if cid in place:
            place.remove(cid)
    s.deck.append(cid)
    s.invalidate()
    return cid


# ------------------------------------------------------------------ set-up
@pytest.mark.parametrize("chosen", [["drought", "gale", "migration"], ALL])
def test_one_season_in_each_equal_pile_before_firestorm(chosen):
    """FT-SEASON-SETUP: the deck is cut into as many equal piles as seasons, one season in
    each; Firestorm is then put in the middle; the seasons left out stay outside."""
    for seed in range(6):
        s = rules.new_game({"players": players(3), "seasons": chosen}, seed)
        inst = s.cfg.seasons.instance
        deck = list(s.deck)
        fs = s.cfg.event_instance["firestorm"]
        before = len(deck) - 1                # Firestorm goes in the middle after the seasons
        assert deck.index(fs) == before - before // 2
        deck.remove(fs)
        k = len(chosen)
        size = len(deck) // k          # the piles: equal (the deck divides here or not)
        spots = sorted(deck.index(inst[x]) for x in chosen)
        bounds, start = [], 0
        for i in range(k):
            extra = 1 if i < len(deck) % k else 0
            bounds.append((start, start + size + extra))
            start += size + extra
        assert [any(a <= p < b for p in spots) for a, b in bounds] == [True] * k
        assert s.seasons == [x for x in ALL if x in chosen]
        for x in ALL:
            assert (inst[x] in s.outside) == (x not in chosen)
        assert s.season is None


def test_seasons_key_is_checked():
    """FT-SEASON-SETUP: none, or 3 or 4 different season ids; anything else is refused."""
    for bad in (["drought"], ["drought", "gale"], ["drought", "gale", "gale"], ["drought", "gale", "snow"],
                "drought", [1, 2, 3], ALL + ["drought"]):
        with pytest.raises(IllegalAction) as info:
            rules.new_game({"players": players(2), "seasons": bad}, 1)
        assert info.value.key == "setup_option" and info.value.params.get("option") == "seasons"
    s = rules.new_game({"players": players(2)}, 1)
    assert s.seasons == [] and s.lightning == []
    assert rules.new_game({"players": players(2), "seasons": None}, 1).seasons == []
    assert rules.new_game({"players": players(2), "seasons": []}, 1).seasons == []


def test_lightning_tokens_only_with_lightning_fires():
    """FT-LIGHTNING-START: the four tokens are on their start squares with Lightning Fires;
    not with other seasons only."""
    s = rules.new_game({"players": players(2), "seasons": ["drought", "gale", "migration"]}, 2)
    assert s.lightning == []
    s = rules.new_game({"players": players(2), "seasons": ["drought", "gale", "lightning_fires"]}, 2)
    assert sorted(s.lightning) == [sq(6, 6), sq(6, 9), sq(9, 6), sq(9, 9)]


# ------------------------------------------------------------------ playing
def test_a_season_drawn_is_in_force_until_the_next():
    """FT-SEASON-PLAY: drawn in a refill it is played at once, for everyone; the next one
    replaces it and the old one goes to the discards; the drawer refills in full."""
    s = position(hand=["north"], seasons=ALL)
    gale = season_on_top(s, "gale")
    events = s.apply(("play", s.hands[0][0]))
    while s.decision and s.decision["seat"] == 0 and s.decision["kind"] != "turn_end":
        events += s.apply(s.legal_actions()[0])
    assert s.season == gale and s.season_in_force() == "gale"
    assert "season_played" in types(events) and gale not in s.discard + s.deck + s.hands[0]
    assert len(s.hands[0]) == s.hand_size
    # the next season, drawn by the other seat in another turn, replaces it
    s2 = position(seat=1, hand=["north"], seasons=ALL)
    in_force(s2, "gale")
    s2.season_draw = [0, 0]
    mig = season_on_top(s2, "migration")
    events = s2.apply(("play", s2.hands[1][0]))
    while s2.decision and s2.decision["kind"] in ("wind_card",):
        events += s2.apply(s2.legal_actions()[0])
    assert s2.season == mig and s2.cfg.seasons.instance["gale"] in s2.discard
    played = [e for e in events if e["type"] == "season_played"]
    assert played and played[0]["old"] == "gale" and played[0]["seat"] == 1


def test_seasons_drawn_together_the_first_is_played():
    """FT-SEASON-TOGETHER: two seasons in the same refill: the first is played, the second
    shuffled back into the deck."""
    s = position(hand=["north"], seasons=ALL)
    season_on_top(s, "migration")
    drought = season_on_top(s, "drought")           # drawn first
    events = s.apply(("play", s.hands[0][0]))
    while s.decision and s.decision["seat"] == 0 and s.decision["kind"] != "turn_end":
        events += s.apply(s.legal_actions()[0])
    assert s.season == drought
    assert "season_returned" in types(events)
    assert s.cfg.seasons.instance["migration"] in s.deck
    assert len(s.hands[0]) == s.hand_size


def test_seasons_in_a_pool_are_drawn_together():
    """FT-SEASON-TOGETHER: cards drawn at once (sort_seasons_drawn, used for pools): the
    first season stays, the others go back into the deck."""
    s = position(seasons=ALL)
    a, b = s.cfg.seasons.instance["gale"], s.cfg.seasons.instance["drought"]
    for cid in (a, b):
        s.outside.remove(cid)
    events = []
    kept = s.sort_seasons_drawn(events, [a, 5, b], 0)
    assert kept == [a, 5] and b in s.deck and types(events) == ["season_returned"]


# ------------------------------------------------------------------ Drought
def test_drought_water_removes_at_most_two_gems():
    """FT-SEASON-DROUGHT: Air Drop over three gems removes only two; the Bucket still
    removes three (option drought_bucket limited: two)."""
    s = position(fire=[(5, 5), (5, 6), (5, 7)], hand=["air_drop"], seasons=ALL)
    in_force(s, "drought")
    assert s.drought_active()
    s.apply(("play", s.hands[0][0]))
    s.apply(("place", 5, 5, 0))
    assert s.decision["kind"] == "select" and len(s.decision["chosen"]) == 2
    refused(s, ("toggle", 5, 7), "selection_would_break_rules")
    s.apply(("confirm",))
    assert len(fire_squares(s)) == 1
    # without Drought: all three
    s = position(fire=[(5, 5), (5, 6), (5, 7)], hand=["air_drop"], seasons=ALL)
    run(s, ("play", s.hands[0][0]), ("place", 5, 5, 0))
    assert len(s.decision["chosen"]) == 3
    # the Bucket (a line with a gem in the red zone, r0-2 c0-2)
    for opt, left in (("unaffected", 0), ("limited", 1)):
        s = position(fire=[(2, 0), (2, 1), (2, 2)], seasons=ALL, drought_bucket=opt)
        in_force(s, "drought")
        s.apply(("bucket",))
        s.apply(("place", 2, 0, 0))
        if s.decision and s.decision["kind"] == "select":
            s.apply(("confirm",))
        assert len({(2, 0), (2, 1), (2, 2)} & fire_squares(s)) == left


def test_drought_limits_helitack():
    """FT-SEASON-DROUGHT: Helitack (a water card) picks at most two gems."""
    s = position(fire=[(5, 5), (5, 6), (5, 7), (9, 12)], hand=["helitack"], seasons=ALL)
    in_force(s, "drought")
    s.apply(("play", s.hands[0][0]))
    assert s.decision["kind"] == "cells" and s.decision["max"] == 2


# ------------------------------------------------------------------ Gale
def test_gale_two_wind_gems_not_side_by_side():
    """FT-SEASON-GALE: Part 1 places two wind gems; the second not orthogonally next to the
    first."""
    s = position(fire=[(5, 5), (5, 6), (5, 7), (5, 8)], step="wind", wind="S", seasons=ALL)
    in_force(s, "gale")
    s.apply(("wind", 6, 5))
    d = s.decision
    assert d["kind"] == "turn_wind" and d.get("gale") == [sq(6, 5)]
    for lang in ("en", "es"):                         # the prompt names the second gem
        assert Translator(lang)("fire_tower.ui.gale_second") in prompt(Translator(lang), s)
    assert ("wind", 6, 6) not in s.legal_actions()
    refused(s, ("wind", 6, 6), "gale_adjacent")
    events = s.apply(("wind", 6, 7))
    assert {(6, 5), (6, 7)} <= fire_squares(s)
    assert s.decision["kind"] == "turn_action"
    assert any(e.get("gale") for e in events)


def test_gale_second_gem_on_the_square_a_hawk_emptied():
    """FT-SEASON-GALE: a hawk carried the first gem away: the second may go on that square."""
    s = position(fire=[(5, 5)], hawks=[(6, 5)], step="wind", wind="S", seasons=ALL)
    in_force(s, "gale")
    s.apply(("wind", 6, 5))
    assert s.decision["kind"] == "hawk_trigger"
    to = next(a for a in s.legal_actions() if a[0] == "to" and (a[1], a[2]) != (6, 5))
    s.apply(to)
    while s.decision["kind"] == "relocate":
        s.apply(("done",))
    assert s.decision["kind"] == "turn_wind" and s.decision.get("gale")
    assert ("wind", 6, 5) in s.legal_actions()


def test_no_gale_one_wind_gem():
    """FT-TURN-WIND-GEM: without Gale, one gem then the action."""
    s = position(fire=[(5, 5), (5, 6), (5, 7)], step="wind", wind="S", seasons=ALL)
    s.apply(("wind", 6, 5))
    assert s.decision["kind"] == "turn_action"


# ------------------------------------------------------------------ Migration
def test_migration_one_more_hawk_per_card():
    """FT-SEASON-MIGRATION: Firehawk Pair places three hawks."""
    for season, want in ((None, 2), ("migration", 3)):
        s = position(fire=[(5, 5)], hand=["firehawk_pair"], seasons=ALL)
        if season:
            in_force(s, season)
        before = len(s.hawks)
        s.apply(("play", s.hands[0][0]))
        placed = 0
        while s.decision and s.decision["kind"] == "hawk_place":
            s.apply(s.legal_actions()[0])
            placed += 1
        assert placed == want and len(s.hawks) == before + want


def test_migration_takes_hawks_from_other_quadrants():
    """FT-SEASON-MIGRATION / FT-HAWK-SUPPLY: with the supply empty, a hawk is taken from
    another quadrant."""
    s = position(fire=[(5, 5)], hand=["firehawk_pair"], seasons=ALL)
    in_force(s, "migration")
    blue = [q for q in s.cfg.quadrant_squares["blue"] if s.zone_at[q] is None and s.cells[q] == "."]
    s.hawks = sorted(blue[:s.cfg.hawk_supply - 1])
    s.invalidate()
    s.apply(("play", s.hands[0][0]))
    s.apply(s.legal_actions()[0])                     # the last hawk of the supply
    assert s.decision["kind"] == "hawk_place"
    assert all(a[0] == "take" for a in s.legal_actions())


# --------------------------------------------------------- Lightning Fires
def test_lightning_fires_call_at_the_start_of_the_turn():
    """FT-SEASON-LIGHTNING-FIRES: at the start of your turn you may call down lightning: one
    strike round from every token, then Part 1."""
    s = position(fire=[(7, 7)], seasons=ALL)
    in_force(s, "lightning_fires")
    rig(s, "wind", ["N"])
    begin_turn(s, 0)
    assert s.decision["kind"] == "lightning_call" and s.legal_actions() == [("call",), ("no_call",)]
    before = set(fire_squares(s))
    events = s.apply(("call",))
    strike = next(e for e in events if e["type"] == "lightning_strike")
    assert strike["direction"] == "N" and strike["seat"] == 0
    assert fire_squares(s) - before == {(5, 6), (5, 9), (8, 6), (8, 9)}
    assert s.decision["kind"] in ("turn_wind", "turn_action")
    s = position(fire=[(7, 7)], seasons=ALL)
    in_force(s, "lightning_fires")
    begin_turn(s, 0)
    before = set(fire_squares(s))
    s.apply(("no_call",))
    assert fire_squares(s) == before and s.decision["kind"] == "turn_wind"
    # no call without Lightning Fires in force
    s = position(fire=[(7, 7)], seasons=ALL)
    in_force(s, "gale")
    begin_turn(s, 0)
    assert s.decision["kind"] == "turn_wind"


def test_season_log_lines_in_both_languages():
    """FT-SEASON-PLAY: the log names the season played and the one it replaces; the event
    draw line is left out for seasons."""
    s = position(seasons=ALL)
    for lang in ("en", "es"):
        t = Translator(lang)
        line = describe_event(t, s, {"type": "season_played", "card": "gale", "seat": 0, "old": "drought"})
        assert t("fire_tower.card.gale.name") in line and t("fire_tower.card.drought.name") in line
        assert describe_event(t, s, {"type": "event_drawn", "card": "gale", "seat": 0}) is None
        assert describe_event(t, s, {"type": "lightning_storm", "seat": 0, "tokens": 4})



def test_rule_ids_and_options_are_in_both_rules_texts():
    """Every FT-SEASON-* / FT-LIGHTNING-* id is written in both seeds files; the options and
    data values of the seasons are in the FT-DIG-OPTIONS table of both."""
    import re
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    en = (root / "seeds" / "fire_tower.en.md").read_text()
    es = (root / "seeds" / "fire_tower.es.md").read_text()
    ids = set(re.findall(r"\*\*\[(FT-(?:SEASON|LIGHTNING)-[A-Z-]+)\]\*\*", en))
    assert len(ids) >= 17 and ids == set(re.findall(r"\*\*\[(FT-(?:SEASON|LIGHTNING)-[A-Z-]+)\]\*\*", es))
    for text in (en, es):
        table = text.split("**[FT-DIG-OPTIONS]**", 1)[1]
        for name in ("`seasons`", "`drought_bucket`", "`rolling_log_lightning`", "`lightning_start`"):
            assert name in table

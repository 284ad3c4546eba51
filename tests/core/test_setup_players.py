"""A set-up's players are checked where a game starts, so an edited or damaged save is
refused as damaged instead of crashing a board later (issue 8: a numeric player name)."""
import json

import pytest

from game.core.match import Match
from game.core.protocol import IllegalAction, checked_players
from game.core.storage import StorageError
from game.games import rules_for

HUMAN = {"name": "Ana", "kind": "human"}


@pytest.mark.parametrize("players", [
    [{"name": 7, "kind": "human"}], [{"name": "", "kind": "human"}], [{"name": "  ", "kind": "bot"}],
    [{"name": "A" * 41, "kind": "human"}], [{"name": "Ana", "kind": "robot"}], [{"name": None}],
    ["Ana"], {"name": "Ana"}, "Ana", 3, [HUMAN, [1]]])
def test_bad_players_are_refused(players):
    with pytest.raises(IllegalAction) as info:
        checked_players(players, [HUMAN])
    assert info.value.key == "setup_players"


def test_good_players_are_copied_and_default_to_human():
    given = [{"name": "Ana"}, {"name": "Bo", "kind": "bot", "seat": 2}]
    players = checked_players(given, [HUMAN])
    assert players == [{"name": "Ana", "kind": "human"}, {"name": "Bo", "kind": "bot", "seat": 2}]
    players[0]["name"] = "x"
    assert given[0]["name"] == "Ana"                      # a copy, not the caller's dicts
    assert checked_players(None, [HUMAN]) == [HUMAN] and checked_players([], [HUMAN]) == [HUMAN]


@pytest.mark.parametrize("game, setup", [
    ("zefiria", {"players": [{"name": 7, "kind": "human"}, HUMAN]}),
    ("zefiria", {"players": [HUMAN, HUMAN], "storm": "yes"}),
    ("zefiria", {"players": [HUMAN, HUMAN], "first_player": 1.5}),
    ("fire_tower", {"players": [{"name": 7, "kind": "human"}, HUMAN]}),
    ("fire_tower", {"solo": True, "level": 1, "players": [{"name": ["x"], "kind": "human"}]}),
    ("fire_tower", {"solo": True, "level": 1, "players": [HUMAN], "lightning": 1}),
])
def test_a_save_with_an_odd_setup_is_reported_damaged(tmp_path, game, setup):
    good = {"zefiria": {"players": [HUMAN, HUMAN]}, "fire_tower": {"players": [HUMAN, HUMAN]}}[game]
    data = Match(game, rules_for(game), good, 1).to_save()
    data["setup"] = setup
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data))
    with pytest.raises(StorageError) as info:
        Match.load(path, rules_for)
    assert info.value.reason == "damaged"

"""Every event type a game's rules can emit is known to its scene's animation table and to
its log's table (issue 21): the types are read off the rules' source (tools/event_types.py),
so a type added to the rules fails here until the scene says how it is shown, if at all."""
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import event_types  # noqa: E402

from game.games.fire_tower import board_anim  # noqa: E402
from game.games.fire_tower.board_events import BOARD_EVENTS  # noqa: E402
from game.games.fire_tower.describe import LINES as FT_LINES  # noqa: E402
from game.games.fire_tower.scene import BOARD, EVENT_ANIMATIONS as FT_ANIMATIONS  # noqa: E402
from game.games.flamecraft.describe import LINES as FC_LINES  # noqa: E402
from game.games.flamecraft.scene import EVENT_ANIMATIONS as FC_ANIMATIONS  # noqa: E402
from game.games.root.describe import LINES as RT_LINES  # noqa: E402
from game.games.root.scene import EVENT_ANIMATIONS as RT_ANIMATIONS  # noqa: E402
from game.games.zefiria.describe import LINES as ZEF_LINES  # noqa: E402
from game.games.zefiria.scene import EVENT_ANIMATIONS as ZEF_ANIMATIONS  # noqa: E402

TABLES = {"zefiria": (ZEF_ANIMATIONS, ZEF_LINES), "fire_tower": (FT_ANIMATIONS, FT_LINES),
          "flamecraft": (FC_ANIMATIONS, FC_LINES), "root": (RT_ANIMATIONS, RT_LINES)}


@pytest.mark.parametrize("game", event_types.GAMES)
def test_every_event_type_the_rules_emit_is_in_the_scene_and_log_tables(game):
    animations, lines = TABLES[game]
    emitted = event_types.emitted(game)
    assert event_types.unknown(emitted, animations) == [], f"{game}: events the board does not know"
    assert event_types.unknown(emitted, lines) == [], f"{game}: events the log does not know"
    # and no entry for a type the rules never build (a renamed type left behind)
    assert sorted(set(animations) - emitted) == [] and sorted(set(lines) - emitted) == []


@pytest.mark.parametrize("game", event_types.GAMES)
def test_every_event_type_is_read_off_the_rules_source(game):
    """No event is built with a type the source does not spell out (it would escape the
    tables); every game emits a game_over."""
    found, unreadable = event_types.scan(event_types.rules_files(game))
    assert unreadable == []
    assert "game_over" in found


def test_a_new_event_type_in_the_rules_is_found_and_reported_unknown(tmp_path):
    """The check can fail: a rules module that builds a type no table has."""
    rules = tmp_path / "rules_new.py"
    rules.write_text('def _t(self, events):\n'
                     '    events.append({"type": "meteor", "at": [1, 2]})\n'
                     '    events.append(dict(type="comet"))\n'
                     '    events.append({"type": "rain" if self.wet else "sun"})\n'
                     '    events.append({"type": self.kind})\n')
    found, unreadable = event_types.scan([rules])
    assert set(found) == {"meteor", "comet", "rain", "sun"}
    assert unreadable == ["rules_new.py:5"]
    assert event_types.unknown(found, FT_ANIMATIONS) == ["comet", "meteor", "rain", "sun"]


def test_fire_tower_board_events_each_have_one_board_animation():
    """FT-VAR-OAK-BURN and every other board event: the board animation places, clears or
    flies each one (an Oak's burning was taken for a hawk's flight), and the scene sends
    exactly these to it."""
    tables = [set(board_anim.PLACED), set(board_anim.REMOVED), set(board_anim.FLIGHTS)]
    assert set().union(*tables) == BOARD_EVENTS
    assert sum(len(t) for t in tables) == len(BOARD_EVENTS)          # in one table each
    assert {kind for kind, show in FT_ANIMATIONS.items() if show == BOARD} == BOARD_EVENTS
    assert {"oak_burned", "oak_ablaze"} <= set(board_anim.PLACED)

"""Whole solo games by mouse alone, through the real App loop: every level, with and
without the variants. A random player chooses; each choice is made with clicks, drags and
the wheel on the board, so every solo decision must be reachable on screen."""
import pytest

from ft_mouse import play_by_mouse

from game.core.bots import RandomBot
from game.core.match import Match
from game.games.fire_tower import rules
from game.games.fire_tower.scene import FireTowerScene
from game.scenes.title import TitleScene

GAMES = [(1, {}, 3), (2, {"lightning": True}, 4), (3, {}, 5), (4, {"oaks": 2}, 6), (5, {}, 7),
         (6, {"lightning": True, "oaks": 3}, 8), (7, {}, 9)]
SEEN: set = set()


@pytest.mark.parametrize("level,variants,seed", GAMES)
def test_a_solo_level_is_played_to_its_end_by_mouse(app, level, variants, seed):
    """FT-SOLO-TURN, FT-SOLO-END: from the hawk to the verdict, every step by mouse; the
    end screen gives the rules' outcome and reason."""
    setup = dict({"solo": True, "level": level, "players": [{"name": "Ranger", "kind": "human"}]}, **variants)
    app.reset_to(TitleScene(app))
    scene = FireTowerScene(app, Match("fire_tower", rules, setup, seed))
    app.push(scene)
    app.run_frames(2)
    made = play_by_mouse(app, scene, RandomBot(seed), lambda s: s.is_over, kinds=SEEN)
    assert made > 10
    app.run_frames(5)
    end = app.scene
    result = scene.state.result()
    assert end.name == "fire_tower_end" and result["outcome"] in ("win", "loss") and result["reason"]


def test_the_games_above_met_the_solo_decisions():
    """The seven games reach the solo mode's own decisions, not only the multiplayer ones."""
    if len(SEEN) < 5:
        pytest.skip("run together with the games above")
    assert {"hawk_place", "turn_wind", "turn_action", "pattern", "challenge_choice"} <= SEEN
    assert SEEN & {"inferno_penalty", "wind_gems", "challenge_gem", "lightning_move", "red_flag"}

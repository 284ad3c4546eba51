"""The frame a computer's move lands in does only what must be done then (issue 21, smooth
when a move lands): the rules apply the move, the autosave takes its snapshot, the log and
the animation start; the position's to_dict is made once and shared (autosave, undo, the
board's reads, the log's words), and the layers it changes are repainted in the frames
after it, one a frame."""
import pytest

from game.core.match import Match
from game.games import rules_for
from game.scenes.launch import SCENES, _load_class

BOTS = {
    "zefiria": {"players": [{"name": f"Bot {i}", "kind": "bot"} for i in (1, 2)], "storm": False},
    "fire_tower": {"players": [{"name": f"Bot {i}", "kind": "bot"} for i in (1, 2)]},
    "flamecraft": {"players": [{"name": f"Bot {i}", "kind": "bot"} for i in (1, 2)], "first_player": "first"},
    "root": {"players": [{"name": "Marquise", "kind": "bot"}, {"name": "Alliance", "kind": "bot"}]},
}


def landing_frames(app, game, moves=4):
    """Play the computers' first `moves` moves through the real loop (animation on); yield
    the scene before each frame that applies one, then after that frame. The game starts
    as launch.start_match starts one: its autosave written (its first position made)."""
    app.settings.set("animation_speed", 1.0)
    match = Match(game, rules_for(game), BOTS[game], 3)
    scene = _load_class(SCENES[game])(app, match)
    app.reset_to(scene)
    app.autosave(match)
    app.run_frames(2)
    played = 0
    for _ in range(600):
        if played >= moves:
            return
        before = len(match.actions)
        yield "before", scene
        app.run_frames(1)
        if len(match.actions) != before:
            played += 1
            yield "landed", scene
    pytest.fail("the computers did not play")


@pytest.mark.parametrize("game", sorted(BOTS))
def test_a_landing_frame_makes_the_position_dict_once(app, game, monkeypatch):
    calls = []
    counted = False
    for moment, scene in landing_frames(app, game):
        if not counted:
            cls = type(scene.state)
            real = cls.to_dict
            monkeypatch.setattr(cls, "to_dict", lambda self: calls.append(1) or real(self))
            counted = True
        if moment == "before":
            del calls[:]
        else:
            assert len(calls) == 1, game


@pytest.mark.parametrize("game", sorted(BOTS))
def test_a_landing_frame_repaints_no_layer(app, game):
    repaints = None
    for moment, scene in landing_frames(app, game):
        if moment == "before":
            repaints = scene.layers.repaints
        else:
            assert scene.layers.repaints == repaints, game


def test_zefiria_repaints_the_board_once_for_a_computers_pawn_move(app):
    """The board picture holds the islands, not the pawns (drawn over it): a move whose
    islands stay put repaints it once, not again when its animation ends."""
    counted, moves = [], []
    scene = None
    for moment, scene in landing_frames(app, "zefiria", moves=8):
        if not counted:
            paint = scene.paint_board
            scene.paint_board = lambda surface: counted.append(1) or paint(surface)
            counted.append(0)
        if moment == "landed":
            moves.append({"paints": len(counted), "islands": False})
        elif moves:
            moves[-1]["islands"] |= bool(scene.island_pin)
            moves[-1]["until"] = len(counted)
    still = [m["until"] - m["paints"] for m in moves[:-1] if not m["islands"]]
    assert still and all(n <= 1 for n in still), still

"""Hovering explains in a neutral colour; red only after a refused click (issue 20, item 5;
DESIGN.md "Explained, not scolded"), through the real App loop: resting the mouse where a
click would be refused adds no red to the screen (Fire Tower's strip under the board,
Zefiria's note under the mouse and the label of a dragged island), the click then does."""
import pygame
import pytest

from mouse import click, post

from game.core.match import Match
from game.games.fire_tower import rules as ft_rules
from game.games.fire_tower.scene import FireTowerScene, square_rect
from game.scenes import launch
from game.games.zefiria.rules import breeze_action
from game.ui.widgets import DANGER, NOTE


def pixels(app, colour) -> int:
    return pygame.mask.from_threshold(app.screen, colour + (255,), (1, 1, 1, 255)).count()


def rest(app, pos, buttons=(0, 0, 0)):
    post(pygame.MOUSEMOTION, pos, rel=(1, 0), buttons=buttons)
    app.run_frames(3)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_fire_tower_a_square_that_cannot_be_chosen_explains_itself_neutrally(app, lang):
    app.set_language(lang)
    setup = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot"}]}
    scene = FireTowerScene(app, Match("fire_tower", ft_rules, setup, 3))
    app.reset_to(scene)
    app.run_frames(2)
    squares = scene.options()["squares"]
    assert squares and all(a[0] == "hawk" for a in squares.values())
    outside = next((r, c) for r in range(16) for c in range(16)
                   if (r, c) not in squares and scene.square_reason((r, c)))
    rest(app, (1270, 790))
    red = pixels(app, DANGER)
    rest(app, square_rect(*outside).center)
    assert scene.refusal_note() and scene.refusal_note()[1] != DANGER
    assert pixels(app, DANGER) == red, "hovering shows red"
    assert pixels(app, NOTE) > 0, "the hover's reason is not shown"
    click(app, square_rect(*outside).center)
    assert scene.refusal and pixels(app, DANGER) > red, "a refused click is not red"


def test_zefiria_an_unreachable_island_and_a_dragged_island_explain_themselves_neutrally(app):
    setup = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}],
             "storm": False, "spirits": ["borea", "jugo"], "first_player": 0}
    launch.start_match(app, "zefiria", setup, seed=11)
    app.run_frames(2)
    scene = app.scene
    click(app, scene.cells[0].center)
    click(app, scene.cells[24].center)
    click(app, scene.pawn_centre(scene.state.pos["borea"]))
    assert scene.selected_fly
    rest(app, (690, 790))
    red = pixels(app, DANGER)
    rest(app, scene.cells[24].center)               # taken by Jugo: says why, in the neutral colour
    assert scene._reason
    assert pixels(app, DANGER) == red, "hovering an island shows red"
    assert pixels(app, NOTE) > 0
    click(app, (690, 790))                          # put Borea down again
    # drag an island Borea may not move over another: the label says why before the drop
    source = next(i for i in range(25) if i not in (0, 24) and scene.state.why_illegal(breeze_action(i, 24)))
    start, end = scene.cells[source].center, scene.cells[24].center
    post(pygame.MOUSEMOTION, start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, start, button=1)
    app.run_frames(1)
    red = pixels(app, DANGER)
    for pos in (((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), end):
        rest(app, pos, buttons=(1, 0, 0))
    assert scene.drag and scene.drag["moved"]
    assert pixels(app, DANGER) == red, "a dragged island shows red before it is dropped"
    assert pixels(app, NOTE) > 0
    post(pygame.MOUSEBUTTONUP, end, button=1)
    app.run_frames(2)

"""Issue 13, tooltips: the buttons every game board has (Undo, Rules, Menu and Hint) explain
themselves in both languages. Each game's set-up screen is started through the app, the
mouse rests on each button (posted motion, then the tooltip delay), and the next frame must
draw the catalogue's explanation; before the delay it must not."""
import pygame
import pytest

from mouse import button, click, post, rendered_texts

from game.scenes import title as title_module
from game.ui.game_scene import GameScene
from game.ui.widgets import TOOLTIP_DELAY

GAMES = ["zefiria", "fire_tower", "flamecraft", "root"]


def start(app, game, lang):
    app.set_language(lang)
    app.push(title_module.make_setup(app, game))
    app.run_frames(2)
    click(app, button(app.scene, app.t("ui.start")))
    app.run_frames(3)
    assert isinstance(app.scene, GameScene) and app.scene.game_key == game
    return app.scene


def first_words(text: str) -> str:
    return " ".join(text.split()[:3])


def shows(app, text) -> bool:
    return any(first_words(text) in line for line in rendered_texts(app))


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("game", GAMES)
def test_undo_rules_menu_and_hint_have_tooltips(app, game, lang):
    scene = start(app, game, lang)
    t = app.t
    wanted = {"ui.undo": "ui.tip.undo", "ui.rules": "ui.tip.rules", "ui.menu": "ui.tip.menu"}
    targets = [(b, wanted[key]) for b in scene.buttons.buttons for key in wanted
               if b.visible and b.label() == t(key)]
    assert sorted(tip for _, tip in targets) == sorted(wanted.values()), "a standard button is missing"
    hint = getattr(scene, "hint_button", None)
    if hint is not None and hint.visible:
        targets.append((hint, None))       # each game may word its own Hint tip
    for b, key in targets:
        tip = b.tooltip() if callable(b.tooltip) else b.tooltip
        tip = tip if isinstance(tip, str) else tip[0]
        if key is not None:
            assert tip == t(key)
        post(pygame.MOUSEMOTION, b.rect.center, rel=(1, 0), buttons=(0, 0, 0))
        app.run_frames(1)
        assert not shows(app, tip), f"{b.label()}: the tooltip showed before the mouse rested"
        app.run_frames(int(TOOLTIP_DELAY * 60) + 6)
        assert shows(app, tip), f"{game}: no tooltip on {b.label()}"

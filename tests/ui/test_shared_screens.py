"""The collection's shared screens keep the interaction contract (DESIGN.md, "Playing by
mouse"; issue 20), through the real App loop: a greyed control says why when the mouse
rests on it (the title's Continue, a board's Undo and Hint, a dialog's OK, a locked
level), in English and Spanish; a list that opens under the pointer (the saves behind
Load game) takes no click meant for the button it replaced."""
import pygame
import pytest

from game.core.match import Match
from game.games import rules_for
from game.scenes import launch
from game.scenes.dialogs import TextInputDialog
from game.scenes.saves_scene import SavesScene
from game.scenes.title import TitleScene
from game.ui.widgets import INPUT_GUARD, TOOLTIP_DELAY
from tests.ui.mouse import button, click, post

LANGS = ["en", "es"]


def rest(app, pos) -> list:
    """The lines of the tooltip the top scene shows once the mouse rests on `pos`."""
    post(pygame.MOUSEMOTION, pos, rel=(1, 0), buttons=(0, 0, 0))
    app.run_frames(int(TOOLTIP_DELAY * 60) + 4)
    scene = app.scene
    tips = scene.tooltips() if hasattr(scene, "tooltips") else [scene.tip]
    shown = [tip.shown for tip in tips if tip.shown]
    return shown[0] if shown else []


@pytest.mark.parametrize("lang", LANGS)
def test_the_title_greyed_continue_says_why(app, lang):
    app.set_language(lang)
    app.push(TitleScene(app))
    app.run_frames(1)
    title = app.scene
    assert not title.continue_button.is_enabled()
    assert rest(app, title.continue_button.rect.center)[0] == app.t("ui.why.continue_none")
    assert rest(app, button(title, app.t("title.settings"))) == []     # an enabled one needs no why


@pytest.mark.parametrize("lang", LANGS)
def test_a_board_greyed_undo_and_hint_say_why(app, lang):
    app.set_language(lang)
    setup = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot"}], "first_player": 0}
    launch.start_match(app, "zefiria", setup, seed=11)
    app.run_frames(2)
    scene = app.scene
    undo = next(b for b in scene.buttons.buttons if b.label() == app.t("ui.undo"))
    assert not undo.is_enabled()
    assert rest(app, undo.rect.center)[:2] == [app.t("ui.why.undo_nothing"), app.t("ui.tip.undo")]
    scene.state.phase = "over"          # the end of the game: no hint to ask for
    scene.finished = True               # (its end screen not opened: the board stays)
    assert not scene.hint_button.is_enabled()
    assert rest(app, scene.hint_button.rect.center)[0] == app.t("ui.why.hint_over")


@pytest.mark.parametrize("lang", LANGS)
def test_a_dialog_greyed_ok_says_why(app, lang):
    app.set_language(lang)
    app.push(TitleScene(app))
    dialog = TextInputDialog(app, app.t("menu.save_prompt"), "", lambda name: None)
    app.push(dialog)
    app.run_frames(1)
    ok = next(b for b in dialog.buttons.buttons if b.label() == app.t("dialog.ok"))
    assert not ok.is_enabled()
    assert rest(app, ok.rect.center) == [app.t("ui.why.name_first")]


@pytest.mark.parametrize("lang", LANGS)
def test_a_locked_level_says_which_level_opens_it(app, lang):
    from game.games.zefiria.levels_scene import LevelSelectScene
    app.set_language(lang)
    ladder = LevelSelectScene(app)
    app.push(ladder)
    app.run_frames(1)
    locked = next(i for i, level in enumerate(ladder.levels) if not ladder.progress.unlocked(level.id))
    level = ladder.levels[locked]
    lines = rest(app, ladder.tile_rect(locked).center)
    assert lines == [app.t("ui.locked"), app.t("zefiria.levels.locked_hint", level=level.id - 1)]


def test_a_double_click_on_load_game_does_not_open_the_save_that_appears_under_it(app):
    match = Match("zefiria", rules_for("zefiria"), {"players": [{"name": "Ana", "kind": "human"}]}, 3)
    for n in range(8):
        launch.save_named(match, f"Save {n}")
    app.push(TitleScene(app))
    app.run_frames(1)
    spot = button(app.scene, app.t("title.load"))
    click(app, spot)
    saves = app.scene
    assert isinstance(saves, SavesScene) and saves.row_at(spot) >= 0, "no save lies under the button"
    click(app, spot, patient=False)             # the double click's second half
    assert app.scene is saves, "a save opened from a click meant for Load game"
    app.run_frames(int(INPUT_GUARD * 60) + 2)
    click(app, spot)                            # a click a moment later opens it
    assert app.scene is not saves

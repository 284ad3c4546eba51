"""Issue 13's language line: a game started through the app, a few moves played by posted
mouse events, the language switched in the middle (Menu → Settings, or App.set_language),
and then every string drawn on the next full frame is checked against the catalogues: no
drawn text may carry a word that only the old language's catalogue has. Words both
catalogues share (game and card names, "Zefiria", numbers) pass, and so do names that are
no catalogue's (the players' own)."""
import re

import pygame
import pytest

import fc_mouse
import ft_mouse
from mouse import button, click, rendered_texts
from zef_mouse import end_turn

from game.core.bots import RandomBot
from game.core.i18n import load_catalog
from game.scenes import title as title_module
from game.ui.game_scene import GameScene

WORD = re.compile(r"[^\W\d_]{3,}")
PLACEHOLDER = re.compile(r"\{[^}]*\}")
_VOCAB: dict = {}


def vocabulary(lang: str) -> set:
    """Every word (3 letters or more, lower case) of a language's catalogue."""
    if lang not in _VOCAB:
        words = set()
        for text in load_catalog(lang).values():
            words.update(w.lower() for w in WORD.findall(PLACEHOLDER.sub(" ", text)))
        _VOCAB[lang] = words
    return _VOCAB[lang]


def old_words(lines, old: str, new: str) -> list:
    """(line, words) of the drawn lines with words of `old` that `new` never uses."""
    only_old = vocabulary(old) - vocabulary(new)
    found = []
    for line in lines:
        words = sorted({w for w in WORD.findall(line) if w.lower() in only_old})
        if words:
            found.append((line, words))
    return found


def drawn_strings(app, scene) -> list:
    """Every string the app renders on one frame that paints the whole screen again
    (each layer and each cached card face is made anew)."""
    scene.layers.forget()
    for cache in ("_card_cache", "_glows"):
        if isinstance(getattr(scene, cache, None), dict):
            getattr(scene, cache).clear()
    return rendered_texts(app)


def start(app, game, lang):
    if app.t.lang != lang:
        app.set_language(lang)
    app.push(title_module.make_setup(app, game))
    app.run_frames(2)
    click(app, button(app.scene, app.t("ui.start")))
    app.run_frames(3)
    scene = app.scene
    assert isinstance(scene, GameScene) and scene.game_key == game
    return scene


def press(app, text):
    """Click the visible button of the top scene whose label reads `text` (arrows aside)."""
    for b in app.scene.buttons.buttons:
        if b.visible and b.label().strip("‹› ") == text:
            click(app, b.rect.center)
            return
    raise AssertionError(f"no button {text!r} on {app.scene.name}")


def switch_by_settings(app, scene, new):
    """Menu → Settings → the new language → back → continue playing, all by mouse."""
    click(app, button(scene, app.t("ui.menu")))
    press(app, app.t("title.settings"))
    press(app, "Español" if new == "es" else "English")
    assert app.t.lang == new
    press(app, app.t("ui.back"))
    press(app, app.t("menu.resume"))
    assert app.scene is scene


# ------------------------------------------------------------ a few moves per game
def zefiria_moves(app, scene):
    """The spirits placed on their corners by clicks, then one turn ended with its button."""
    for _ in range(8):
        if scene.state.phase != "place":
            break
        cell = sorted(scene.state._placement_cells())[0]
        click(app, scene.cells[cell].center)
    assert scene.state.phase != "place"
    for _ in range(3):
        if len(scene.match.actions) >= 4:
            break
        s = scene.state
        if s.phase == "austro_exit":            # Austro placed: he steps out to an edge slot
            click(app, scene.slots[sorted(s.exit_choices)[0]].center)
        elif s.phase == "skyron_choice":
            click(app, scene.cells[sorted(s.skyron_pair)[0]].center)
        elif ("end",) in s.legal_actions():
            end_turn(app, scene)
    assert len(scene.match.actions) >= 3


def played_by_mouse(app, scene, by_mouse, moves, settle, target=None):
    """`moves` actions of the person at the screen, each chosen by a random strategy and
    made by mouse; the computer seats play theirs in between."""
    bot = RandomBot(4)
    made = 0
    for _ in range(400):
        if made >= moves or scene.state.is_over:
            return
        settle(app, scene)
        if scene.is_bot_turn():
            app.run_frames(10)
            continue
        before = len(scene.match.actions)
        state = scene.state
        choice = bot.choose(state)
        if not by_mouse(app, scene, choice):
            continue
        if target is not None:
            target(app, scene, bot)
        if len(scene.match.actions) > before:
            made += 1
    raise AssertionError("the moves could not be made")


def fire_tower_target(app, scene, bot):
    if scene.held_card() is not None:       # a card picked up: its target, by mouse too
        choice = bot.choose(scene.pos())
        if not ft_mouse.by_mouse(app, scene, choice):
            spots = [a for a in scene.pos().legal_actions() if a[0] not in ft_mouse.PATTERN_ACTIONS]
            assert ft_mouse.by_mouse(app, scene, spots[0])


def fire_tower_moves(app, scene):
    played_by_mouse(app, scene, ft_mouse.by_mouse, 4, ft_mouse.settle, fire_tower_target)


def flamecraft_moves(app, scene):
    played_by_mouse(app, scene, fc_mouse.by_mouse, 4, fc_mouse.settle)


def rest_on_hint(app, scene):
    """The mouse rests on the Hint button (Flamecraft: on a shop, whose tooltip is its own):
    a tooltip is on screen too."""
    spot = scene.hint_button.rect.center if hasattr(scene, "tip") else fc_mouse.space_spot(scene, 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(1, 0), buttons=(0, 0, 0)))
    app.run_frames(30)
    if hasattr(scene, "tip"):
        assert scene.tip.shown
    else:
        assert scene.tooltip_lines(spot), "no Flamecraft tooltip over its first shop"


MOVES = {"zefiria": zefiria_moves, "fire_tower": fire_tower_moves, "flamecraft": flamecraft_moves}


@pytest.mark.parametrize("game", ["zefiria", "fire_tower", "flamecraft"])
@pytest.mark.parametrize("old,new", [("en", "es"), ("es", "en")])
def test_no_text_of_the_old_language_stays_on_screen(app, game, old, new):
    scene = start(app, game, old)
    MOVES[game](app, scene)
    rest_on_hint(app, scene)
    before = drawn_strings(app, scene)
    assert not old_words(before, new, old), "the game speaks the other language before the switch"
    assert len(old_words(before, old, new)) > 5, "the check would find nothing: the screen has no words"
    if new == "es":
        switch_by_settings(app, scene, new)
    else:
        app.set_language(new)
    app.run_frames(8)
    rest_on_hint(app, scene)
    drawn = drawn_strings(app, scene)
    assert len(drawn) > 20, "the frame drew next to nothing"
    if hasattr(scene, "tip"):
        hint = scene.hint_button            # greyed, it says why first
        assert scene.tip.shown == ([] if hint.is_enabled() else [hint.why()]) + [hint.tooltip()]
    left = old_words(drawn, old, new)
    assert not left, f"{game}: still in the old language after switching to {new}: {left}"

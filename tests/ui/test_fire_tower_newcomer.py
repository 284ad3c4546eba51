"""Fire Tower as a newcomer plays it (issue 20, items 7, 23-25 and the interaction
contract), through the real App loop with posted mouse events."""
import pygame
import pytest

from ft_mouse import by_mouse, open_scene
from mouse import click, rendered_texts

from game.core.i18n import Translator
from game.core.match import Match
from game.games.fire_tower import rules
from tests.fire_tower.test_ft_hints import WHY_WORDS
from tests.ui.test_hints import ask_hint, until_person

VS_BOT = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot"}]}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_hint_line_says_what_the_move_gains_or_prevents(app, lang):
    """Issue 20, item 7: at each of a person's first decisions the Hint's line, as drawn,
    names what the move does for the tower or against a rival (not "the best move the
    computer found", not "the only safe spot" beside two lit squares), and fits its strip."""
    app.set_language(lang)
    scene = open_scene(app, Match("fire_tower", rules, VS_BOT, 5))
    t = app.t
    seen = set()
    for _ in range(8):
        until_person(app, scene)
        app.settings.set("bot_speed", "slow")
        action = ask_hint(app, scene)
        key, _ = scene.hint["reason"]
        reason = scene.describe_hint(t, scene.hint["reason"])
        line = t("ui.hint_prefix", reason=reason)
        assert line in rendered_texts(app), line
        english = scene.describe_hint(Translator("en"), scene.hint["reason"])
        assert any(word in english for word in WHY_WORDS), (key, english)
        width = pygame.Rect(scene.hint_note_rect).w - 24
        assert app.fonts.font(17, True).size(line)[0] <= width, line
        seen.add(key)
        if not by_mouse(app, scene, action):
            scene.act(action)
        if scene.held_card() is not None:
            by_mouse(app, scene, scene.make_bot(scene.match.seed).choose(scene.pos().clone()))
        if scene.state.is_over:
            break
    assert len(seen) >= 2

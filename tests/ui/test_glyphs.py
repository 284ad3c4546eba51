"""Every character a player can be shown has a glyph in the bundled font (an empty box
otherwise): the texts of every language, the rules documents and the card data names."""
from pathlib import Path

import pygame
import pytest

from game.ui.widgets import MISSING_GLYPHS, _default_font

ROOT = Path(__file__).resolve().parents[2]
PLAYER_TEXT = sorted([*ROOT.glob("data/i18n/*.yaml"), *ROOT.glob("data/*/text.*.yaml"),
                      *ROOT.glob("seeds/*.md")])


@pytest.fixture(scope="module")
def font():
    pygame.font.init()
    return _default_font(32)


def missing(font, text: str) -> set[str]:
    box = font.metrics("\uffff")[0]          # the "no glyph" box the font draws
    return {ch for ch in set(text.translate(MISSING_GLYPHS))
            if ch.isprintable() and not ch.isspace() and font.metrics(ch)[0] == box}


def test_the_box_is_detected(font):
    assert missing(font, "a→b") == set()          # drawn as › instead
    assert missing(font, "✓") == {"✓"}


@pytest.mark.parametrize("path", PLAYER_TEXT, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_character_has_a_glyph(font, path):
    assert missing(font, path.read_text(encoding="utf-8")) == set(), path.name

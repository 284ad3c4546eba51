"""Rendered text is kept for reuse up to a size in bytes, most recently used first, so
hours of ever new log lines never grow the program's memory."""
from game.ui.widgets import Fonts


def test_the_text_cache_stays_within_its_bytes(app):
    fonts = Fonts(budget=200_000)
    for i in range(2000):
        fonts.render(f"Turn {i}: the Blue tower burned", 24)
    assert 0 < fonts._text.bytes <= 200_000
    assert sum(s.get_pitch() * s.get_height() for s in fonts._text.values()) == fonts._text.bytes
    assert len(fonts._text) < 2000


def test_recently_used_text_is_kept_and_the_oldest_goes_first(app):
    fonts = Fonts(budget=60_000)
    first = fonts.render("kept: used again and again", 24)
    for i in range(400):
        assert fonts.render("kept: used again and again", 24) is first
        fonts.render(f"line {i}", 24)
    assert ("kept: used again and again", 24, (30, 36, 52), False) in fonts._text
    assert ("line 0", 24, (30, 36, 52), False) not in fonts._text


def test_wrapped_lines_are_remembered_and_cannot_be_spoiled(app):
    fonts = Fonts()
    lines = fonts.wrap("a few words that need more than one line here", 24, 120)
    assert len(lines) > 1
    lines.append("spoiled")
    assert fonts.wrap("a few words that need more than one line here", 24, 120)[-1] != "spoiled"


def test_panel_shadows_are_kept_within_their_byte_budget():
    """Every panel size of every screen used to keep its shadow for good (2 MB for a big
    panel): the cache now drops the least recently used beyond SHADOW_CACHE_BYTES, and a
    shadow still in use is the same surface next time (no rebuild per frame)."""
    import pygame
    from game.ui import widgets
    target = pygame.Surface((1280, 800))
    widgets._SHADOWS.clear()
    widgets.panel(target, (10, 10, 300, 200))
    first = widgets._shadow((300, 200), 12)
    assert widgets._shadow((300, 200), 12) is first
    for w in range(400, 1200, 10):             # many big panels of different sizes
        widgets.panel(target, (0, 0, w, 700))
    total = sum(s.get_pitch() * s.get_height() for s in widgets._SHADOWS.values())
    assert total == widgets._SHADOWS.bytes <= widgets.SHADOW_CACHE_BYTES
    assert (((300, 200), 12)) not in widgets._SHADOWS, "the oldest shadow should have gone"

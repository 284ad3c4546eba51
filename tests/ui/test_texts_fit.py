"""Texts fit (DESIGN.md, "Playing by mouse"): on every --smoke screen, in English and in
Spanish, every text drawn lies inside the screen, inside its layer and its panel, and
overlaps no other text (game/ui/text_audit.py says how each is judged)."""
import pytest

from game.scenes import smoke
from game.scenes.smoke import GROUPS, screens_of
from game.ui.text_audit import TextAudit, audit_frame


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("group", GROUPS)
def test_every_text_on_every_screen_fits(app, group, lang):
    faults = []
    screens = screens_of(app, group)
    assert screens
    for name, factory in screens:
        app.t.lang = lang           # a screen made for one language sets its own
        smoke._open(app, factory())
        app.run_frames(smoke.FRAMES)
        faults += [f"{name}: {fault}" for fault in audit_frame(app)]
    assert not faults, "\n".join(faults)


# The audit itself: each fault it names, and what it must let pass.

class Surface:
    """A screen-sized stand-in for a pygame surface: its size and clip are all the audit reads."""
    def __init__(self, clip=(0, 0, 1280, 800)):
        import pygame
        self.clip = pygame.Rect(clip)

    def get_size(self):
        return (1280, 800)

    def get_clip(self):
        return self.clip


class Ink:
    """A rendered text whose glyphs fill its whole box."""
    def __init__(self, w, h):
        import pygame
        self.rect = pygame.Rect(0, 0, w, h)

    def get_bounding_rect(self):
        return self.rect.copy()


def text(audit, words, x, y, w=100, h=20, clip=(0, 0, 1280, 800)):
    import pygame
    audit.text(Surface(clip), words, pygame.Rect(x, y, w, h), Ink(w, h))


def test_the_audit_names_a_text_off_the_screen_cut_by_its_layer_out_of_its_panel_or_overlapping():
    audit = TextAudit()
    text(audit, "off", 1250, 10)
    text(audit, "cut", 10, 10, clip=(0, 0, 50, 50))
    audit.box(Surface(), (200, 200, 100, 40))
    text(audit, "spills", 210, 210, w=120)
    text(audit, "one", 500, 500)
    text(audit, "two", 550, 505)
    faults = audit.faults()
    assert [f.split()[0] for f in faults] == ["'off'", "'cut'", "'spills'", "'one'"]
    assert "overlap" in faults[-1] and "'two'" in faults[-1]


def test_the_audit_passes_a_text_in_pieces_across_layers_texts_under_a_panel_and_neighbours():
    audit = TextAudit()
    text(audit, "seam", 90, 10, w=20, clip=(0, 0, 100, 100))           # the left half...
    text(audit, "seam", 90, 10, w=20, clip=(100, 0, 100, 100))         # ...and the right
    text(audit, "beneath", 300, 300)
    audit.box(Surface(), (250, 250, 300, 200))                          # a dialog over it
    text(audit, "above", 320, 305)
    text(audit, "left", 600, 600)
    text(audit, "right", 701, 600)
    assert audit.faults() == []

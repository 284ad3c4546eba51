"""Greyed controls say why (DESIGN.md, "Explained, not scolded"): on every --smoke screen
(the collection's, each game's set-up, levels, board, lesson and end screens), every greyed
button the top screen draws, hovered by posted mouse motion until its tooltip shows, opens
that tooltip with a reason (Button(why=...), non-empty). A new greyed button without a
reason fails here, whichever screen it is on."""
import pygame
import pytest

from mouse import post

from game.scenes import smoke
from game.scenes.smoke import GROUPS, screens_of
from game.ui import widgets
from game.ui.widgets import TOOLTIP_DELAY, Button


def greyed_drawn(app, monkeypatch) -> list:
    """The visible greyed buttons the top scene draws in one full frame (those of a scene
    under a dialog do not count: they cannot be hovered)."""
    drawn, top = [], app.scene
    note, draw = Button.note_shown, top.draw

    def noting(button):
        if recording:
            drawn.append(button)
        note(button)

    def drawing(surface):
        nonlocal recording
        recording = True
        try:
            draw(surface)
        finally:
            recording = False

    recording = False
    monkeypatch.setattr(Button, "note_shown", noting)
    monkeypatch.setattr(top, "draw", drawing)
    if hasattr(top, "layers"):
        top.layers.forget()             # buttons drawn into a cached layer draw again
    app.run_frames(1)
    monkeypatch.undo()
    unique = {id(b): b for b in drawn if b.visible and not b.is_enabled()}
    return list(unique.values())


def hovered_tip(app, monkeypatch, pos) -> str:
    """The words of the tooltip painted once the mouse has rested on `pos` ('' if none)."""
    painted = []
    paint = widgets.paint_tooltip

    def painting(surface):
        asked = widgets._tooltip["asked"]
        painted.append(" ".join(text for _bold, text in asked[0]) if asked else "")
        return paint(surface)

    monkeypatch.setattr(widgets, "paint_tooltip", painting)
    post(pygame.MOUSEMOTION, pos, rel=(1, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    app.run_frames(1, dt=TOOLTIP_DELAY + 0.05)
    monkeypatch.undo()
    return painted[-1]


def unexplained(app, monkeypatch, lang) -> list:
    """'label: what its tooltip says' of each greyed button whose tooltip does not open with
    a reason, on the screen shown now."""
    faults = []
    for button in greyed_drawn(app, monkeypatch):
        why = button.why() if button.why is not None else ""
        words = hovered_tip(app, monkeypatch, button.rect.center)
        if not why or not words.startswith(" ".join(why.split())):
            faults.append(f"{button.label()!r} ({lang}): its tooltip says {words!r}, no reason first")
    return faults


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("group", GROUPS)
def test_every_greyed_button_on_every_screen_says_why(app, monkeypatch, group, lang):
    faults = []
    for name, factory in screens_of(app, group):
        app.t.lang = lang
        smoke._open(app, factory())
        app.run_frames(smoke.FRAMES)
        if getattr(app.scene, "drag", None):
            continue            # the pointer carries a piece: no tooltip shows until it is dropped
        faults += [f"{name}: {fault}" for fault in unexplained(app, monkeypatch, lang)]
    assert not faults, "\n".join(faults)


def test_the_check_finds_a_greyed_button_without_a_reason(app, monkeypatch):
    """The check itself: a screen with one greyed button without `why` is named, and with
    a reason it passes."""
    from game.ui.scene import Scene

    class Screen(Scene):
        name = "probe"

        def __init__(self, app, why):
            super().__init__(app)
            self.tip = widgets.Tooltip()
            self.button = Button((100, 100, 200, 50), "Go", lambda: None, enabled=False, why=why)

        def handle(self, event):
            self.tip.handle(event)

        def update(self, dt):
            self.tip.update(dt)

        def draw(self, surface):
            surface.fill((255, 255, 255))
            self.button.draw(surface, self.app.fonts)
            found = widgets.button_tip([self.button], self.tip.pos) if self.tip.due() else None
            self.tip.draw(surface, self.app.fonts, *(found or ([], None)))

    app.reset_to(Screen(app, None))
    app.run_frames(2)
    assert [f.split(":")[0] for f in unexplained(app, monkeypatch, "en")] == ["'Go' (en)"]
    app.reset_to(Screen(app, lambda: "Not yet: pick a card first."))
    app.run_frames(2)
    assert unexplained(app, monkeypatch, "en") == []

"""Texts fit (DESIGN.md, "Playing by mouse"): a record of every text and panel drawn in
one frame, and the faults a player would see in it.

While an audit is on, `Fonts.draw` and `panel` report here what they draw on a
screen-sized surface (the screen, or the scratch a cached layer is painted on, which
uses screen coordinates); smaller surfaces (a card's own picture) are not looked at.
A text is judged by its ink (the pixels its glyphs cover), and it is at fault when it
- reaches out of the screen;
- is cut by the clip of the layer it is painted on (a text that straddles two layers of
  a tiled picture is painted once in each, and is whole if its pieces are);
- sits in a panel (the last panel drawn before it that holds its middle) but runs out
  of it;
- overlaps another text that no panel drawn between the two covers.
A scene drawn over another (a dialog, a hand-over page) covers what is beneath it.
`audit_frame(app)` repaints every layer of every scene on the stack at once and returns
the faults of that frame as sentences for a test to print.
"""
from __future__ import annotations

import pygame

SCREEN = pygame.Rect(0, 0, 1280, 800)       # app.LOGICAL_SIZE
OVERLAP_PIXELS = 6      # two texts' ink may touch this much (anti-aliased edges of tight rows)
EDGE = 1                # ink may reach this far past a panel's edge (its 1-pixel border)

_recorder: list = []    # the audit in progress, if any


class TextAudit:
    def __init__(self):
        self.items: list = []           # ("text", ink, text, clip) / ("box", rect)

    def text(self, target, text: str, rect, surf) -> None:
        if target.get_size() != SCREEN.size or not text.strip():
            return
        ink = surf.get_bounding_rect().move(rect.topleft)
        if ink.width and ink.height:
            self.items.append(("text", ink, text, target.get_clip()))

    def box(self, target, rect) -> None:
        if target.get_size() == SCREEN.size:
            self.items.append(("box", pygame.Rect(rect)))

    def faults(self) -> list[str]:
        faults = []
        texts = [(i, item) for i, item in enumerate(self.items) if item[0] == "text"]
        clips: dict = {}        # a text painted in pieces, one per layer it straddles (a tiled map)
        for _, (_, ink, text, clip) in texts:
            clips.setdefault((text, tuple(ink)), []).append(clip)
        for i, (_, ink, text, clip) in texts:
            shown = sum(ink.clip(part).width * ink.clip(part).height for part in clips[text, tuple(ink)])
            if not SCREEN.contains(ink):
                faults.append(f"{text!r} {tuple(ink)} runs off the screen")
            elif shown < ink.width * ink.height:
                faults.append(f"{text!r} {tuple(ink)} is cut by its layer {tuple(clip)}")
            elif not clip.contains(ink):
                continue            # one piece of a text the neighbouring layers show whole
            else:
                holder = self.holder(i, ink)
                if holder is not None and not holder.inflate(2 * EDGE, 2 * EDGE).contains(ink):
                    faults.append(f"{text!r} {tuple(ink)} runs out of its panel {tuple(holder)}")
        for a, (i, (_, ink_a, text_a, _c)) in enumerate(texts):
            for j, (_, ink_b, text_b, _d) in texts[a + 1:]:
                both = ink_a.clip(ink_b)
                if both.width * both.height <= OVERLAP_PIXELS:
                    continue
                if text_a == text_b and abs(ink_a.x - ink_b.x) <= 3 and abs(ink_a.y - ink_b.y) <= 3:
                    continue        # drawn again on itself (a shadow, a repaint)
                if any(kind == "box" and rect.contains(both) for kind, rect, *_ in self.items[i + 1:j]):
                    continue        # the first lies under a panel the second is drawn on
                faults.append(f"{text_a!r} {tuple(ink_a)} and {text_b!r} {tuple(ink_b)} overlap")
        return faults

    def holder(self, index: int, ink) -> pygame.Rect | None:
        """The panel a text sits in: the last one drawn before it that holds its middle."""
        for kind, rect, *_ in reversed(self.items[:index]):
            if kind == "box" and rect.collidepoint(ink.center):
                return rect
        return None


def recorder() -> TextAudit | None:
    return _recorder[0] if _recorder else None


def audit_frame(app) -> list[str]:
    """Draw the app's stack once, every cached layer repainted, and list what does not fit."""
    audit = TextAudit()
    for scene in app.scenes:
        held = getattr(scene, "layers", None)
        if held is not None:
            held.forget()           # a forgotten layer is painted at its next draw, whatever else is
    _recorder[:] = [audit]
    try:
        app.draw()
    finally:
        _recorder.clear()
    return audit.faults()

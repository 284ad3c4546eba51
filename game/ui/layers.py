"""Parts of a screen painted once per change of what they show, then blitted.

A side panel with a dozen texts and icons costs hundreds of draw calls; painted into
a picture of its own whenever its key (everything it shows) changes, it costs one blit
a frame. A layer is painted by the scene's own drawing code on a scratch screen clipped
to the layer's rectangle, over the colour the screen has there (filled only around the
part its paint first covers with an opaque backdrop, `covered`), so it looks exactly as
if drawn directly. Its picture is its own, not a part of one canvas for all: a frame
blits a compact picture faster than the same rectangle of a screen-sized one.

One layer is repainted per frame: when an action changes several at once, the others
show their previous picture for a frame or two (a few hundredths of a second), so that
no single frame pays for all of them. `pending` says a repaint is still owed; scenes ask
for frames until it is paid. A frame that has paid for something else already (it applied
a computer's move: `hold()`) repaints none.

The background is filled only around the layers (`new_frame(screen)`): where the layers
drawn last frame lie, their pictures cover the screen again. A layer that goes or moves
leaves its old picture there for that one frame, as a changed layer shows its previous
picture while others are repainted.

A repaint costs little beyond the scene's own drawing: the layer's picture is painted
over in place (a new one of some megabytes each time would be mapped afresh and its pages
faulted in), and the background is filled in whole 4-pixel columns (SDL fills a rectangle
that starts or ends between them many times slower).
"""
from __future__ import annotations

import pygame


_SCRATCH: list = []        # one screen-sized surface to paint on, shared by every scene


class Layers:
    def __init__(self, background):
        self.background = background
        self._layers: dict = {}            # name -> (key, rect, picture)
        self.repaints = 0                  # how many times a layer was painted (tests, measures)
        self.pending = False               # a changed layer still shows its old picture
        self._painted_this_frame = False
        self._held = False
        self._drawn: dict = {}             # name -> rect of the layers drawn this frame
        self._around: tuple = ((), [])     # (layers' rects, the background's rects around them)

    def new_frame(self, screen: pygame.Surface | None = None) -> None:
        """Call once at the start of each frame's drawing; given the screen, fill it with
        the background around the layers drawn last frame (all of it the first time)."""
        if screen is not None:
            for rect in self.around(screen.get_rect()):
                screen.fill(self.background, rect)
        self._drawn = {}
        self._painted_this_frame, self._held = self._held, False
        self.pending = False

    def around(self, area: pygame.Rect) -> list:
        """Rectangles covering `area` but the layers drawn last frame (remembered for the
        same layout), each widened to whole 4-pixel columns: the layers are blitted over."""
        rects = tuple(sorted(tuple(r) for r in self._drawn.values()))
        if self._around[0] != rects:
            self._around = (rects, [aligned(r, area.right) for r in uncovered(area, self._drawn.values())])
        return self._around[1]

    def hold(self) -> None:
        """This frame's work is done (a move was applied): changed layers keep their old
        picture until the next frames. A layer shown for the first time is painted."""
        self._held = True

    def draw(self, target: pygame.Surface, name: str, rect, key, paint, covered=None) -> None:
        """Blit layer `name`; repaint it first with paint(surface) if `key` or `rect` changed.
        `covered`: the rectangle paint first covers with opaque pixels (its backdrop)."""
        rect = pygame.Rect(rect)
        self._drawn[name] = rect
        held = self._layers.get(name)
        if held is None or held[0] != key or held[1] != rect:
            if held is not None and held[1] == rect and self._painted_this_frame:
                self.pending = True            # next frame: this frame has painted one already
            else:
                reuse = held[2] if held is not None and held[1].size == rect.size else None
                held = (key, rect, self._paint(target, rect, paint, covered, reuse))
                self._layers[name] = held
                self._painted_this_frame = True
        target.blit(held[2], rect)

    def forget(self) -> None:
        """Repaint every layer at its next draw (the language or a setting changed)."""
        self._layers.clear()

    def _paint(self, target, rect, paint, covered=None, into=None) -> pygame.Surface:
        """The layer's picture: painted on the scratch screen, then copied into `into` (its
        old picture, same size) or a new one."""
        scratch = _SCRATCH[0] if _SCRATCH else None
        if scratch is None or scratch.get_size() != target.get_size():
            scratch = target.copy()
            _SCRATCH[:] = [scratch]
        for part in uncovered(rect, [pygame.Rect(covered)] if covered is not None else []):
            scratch.fill(self.background, aligned(part, scratch.get_width()))    # beyond it: unused
        scratch.set_clip(rect)
        paint(scratch)
        scratch.set_clip(None)
        self.repaints += 1
        if into is None:
            return scratch.subsurface(rect).copy()
        into.blit(scratch, (0, 0), rect)
        return into


def aligned(rect, width: int) -> pygame.Rect:
    """`rect` widened to whole 4-pixel columns (within `width`): SDL fills those fast."""
    left, right = rect.left // 4 * 4, min(width, -(-rect.right // 4) * 4)
    return pygame.Rect(left, rect.top, right - left, rect.height)


def uncovered(area: pygame.Rect, rects) -> list:
    """Rectangles that cover `area` except where `rects` lie: in bands between the rects'
    top and bottom edges, the gaps of each band (a band joined to the one above when its
    gaps are the same)."""
    rects = [r.clip(area) for r in rects]
    rects = [r for r in rects if r.w and r.h]
    edges = sorted({area.top, area.bottom} | {r.top for r in rects} | {r.bottom for r in rects})
    out, above = [], {}
    for top, bottom in zip(edges, edges[1:]):
        spans = sorted((r.left, r.right) for r in rects if r.top <= top and r.bottom >= bottom)
        gaps, x = [], area.left
        for left, right in spans:
            if left > x:
                gaps.append((x, left))
            x = max(x, right)
        if x < area.right:
            gaps.append((x, area.right))
        band = {}
        for gap in gaps:
            if gap in above and above[gap].bottom == top:       # the same gap continues down
                above[gap].height = bottom - above[gap].top
                band[gap] = above[gap]
            else:
                band[gap] = pygame.Rect(gap[0], top, gap[1] - gap[0], bottom - top)
                out.append(band[gap])
        above = band
    return out

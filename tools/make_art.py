#!/usr/bin/env python3
"""Generate the procedural art of the collection.

Writes the Zefiria sprites (islands, symbols, spirits, gems, storm cards),
the Zefiria city tileset + Tiled map, the four title cards and the window
icon.  Pure pygame drawing: no downloads, no external images, fixed seeds,
so running it twice gives byte-identical output.

    .venv/bin/python tools/make_art.py      (from the repository root)
"""
import math
import os
import random
from functools import lru_cache
from pathlib import Path

# Must be set before pygame is imported so the script runs on headless CI.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ZEF = ROOT / "sprites" / "zefiria"
TITLE = ROOT / "sprites" / "title"
UI = ROOT / "sprites" / "ui"
MAPS = ROOT / "data" / "zefiria"

# Everything is drawn SS times larger and smoothscaled down: pygame.draw has
# no anti-aliasing, and a box-filtered downscale is a cheap, deterministic AA.
SS = 4

INK = (27, 38, 49)
WHITE = (255, 255, 255)


def rgb(hex_code):
    h = hex_code.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


ROW_COLORS = [rgb(c) for c in ("#56B4E9", "#009E73", "#F0E442", "#E69F00", "#CC79A7")]
SYMBOLS = ["feather", "cloud", "sun", "moon", "spiral"]
SPIRITS = {  # name: (colour, initial)
    "borea": (rgb("#F4F4F4"), "B"),
    "jugo": (rgb("#F5A623"), "J"),
    "etesia": (rgb("#1ABC9C"), "E"),
    "skyron": (rgb("#2E6FD8"), "S"),
    "austro": (rgb("#C0392B"), "A"),
}
CARD_W, CARD_H = 120, 160


# --------------------------------------------------------------------------
# Small colour / surface helpers
# --------------------------------------------------------------------------

def mix(a, b, t):
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def lighten(c, t):
    return mix(c, WHITE, t)


def darken(c, t):
    return mix(c, (0, 0, 0), t)


def rgba(c, a):
    return (c[0], c[1], c[2], a)


def canvas(w, h, edge=INK):
    """Transparent surface whose hidden RGB is `edge`: smoothscale does not
    premultiply alpha, so transparent pixels bleed their RGB into the AA
    fringe.  Using the outline colour there keeps the fringe clean."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill(rgba(edge, 0))
    return s


def shrink(surf, size):
    return pygame.transform.smoothscale(surf, size)


def over(dst, src, pos=(0, 0)):
    """Alpha-composite src onto dst (pygame.draw itself never blends)."""
    dst.blit(src, pos)
    return dst


def vgradient(w, h, top, bottom):
    """Vertical gradient; colours may be RGB or RGBA."""
    n = len(top)
    col = pygame.Surface((1, h), pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        c = [round(top[i] + (bottom[i] - top[i]) * t) for i in range(n)]
        col.set_at((0, y), c if n == 4 else c + [255])
    return pygame.transform.scale(col, (w, h))


def clip_to(surf, shape):
    """Multiply surf's alpha by shape's alpha (shape drawn in opaque white)."""
    out = surf.copy()
    out.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def rrect_shape(w, h, rect, radius):
    s = canvas(w, h, WHITE)
    pygame.draw.rect(s, WHITE, rect, border_radius=int(radius))
    return s


@lru_cache(maxsize=None)
def disc_mask(r):
    m = pygame.Mask((2 * r + 1, 2 * r + 1))
    for y in range(2 * r + 1):
        for x in range(2 * r + 1):
            if (x - r) ** 2 + (y - r) ** 2 <= r * r + r * 0.6:
                m.set_at((x, y))
    return m


def outline_ring(surf, width, color, threshold=40):
    """Surface holding only a `width`-px ring around surf's silhouette
    (dilation minus shape), so translucent bodies don't show it through."""
    base = pygame.mask.from_surface(surf, threshold)
    grown = pygame.Mask(base.get_size())
    base.convolve(disc_mask(width), grown, (-width, -width))
    grown.erase(base, (0, 0))
    return grown.to_surface(setcolor=rgba(color, 255) if len(color) == 3 else color,
                            unsetcolor=rgba(color, 0))


def outlined(surf, width, color):
    out = outline_ring(surf, width, color)
    return over(out, surf)


def glow(surf, center, radius, color, alpha, steps=12):
    """Soft radial glow made of stacked translucent discs."""
    layer = canvas(*surf.get_size(), color)
    for i in range(steps):
        r = radius * (1 - i / steps)
        a = alpha * (i + 1) / steps / 2.2
        tmp = canvas(*surf.get_size(), color)
        pygame.draw.circle(tmp, rgba(color, int(a)), center, r)
        layer.blit(tmp, (0, 0))
    surf.blit(layer, (0, 0))


@lru_cache(maxsize=None)
def font(px):
    # Font(None) is pygame's bundled freesansbold: bold, legible, always there.
    return pygame.font.Font(None, int(px))


def text(txt, px, color):
    return font(px).render(txt, True, color)


def save(surf, path):
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))
    WRITTEN.append(path)


WRITTEN = []


# --------------------------------------------------------------------------
# Shared drawing primitives (unit coordinates: 0..1 of the drawing size)
# --------------------------------------------------------------------------

def bezier(p0, p1, p2, n=24):
    pts = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        pts.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return pts


def stroke(surf, color, pts, width):
    """Thick polyline with round caps/joins (pygame lines have square ends)."""
    r = width / 2
    for a, b in zip(pts, pts[1:]):
        pygame.draw.line(surf, color, a, b, max(1, int(width)))
    for p in pts:
        pygame.draw.circle(surf, color, p, r)


def spiral_points(cx, cy, r_out, turns, start=0.5, phase=0.0, n=220):
    """Archimedean spiral from the centre outwards."""
    tmax = turns * 2 * math.pi
    a = r_out / tmax
    pts = []
    for i in range(n + 1):
        t = start + (tmax - start) * i / n
        pts.append((cx + a * t * math.cos(t + phase), cy + a * t * math.sin(t + phase)))
    return pts


def cloud_blob(surf, color, cx, cy, w, flat=True):
    """A puffy cloud made of circles on a flat base, width w, centred."""
    h = w * 0.5
    for dx, dy, r in ((-0.28, 0.06, 0.2), (-0.05, -0.1, 0.27), (0.22, -0.02, 0.22), (0.36, 0.1, 0.14),
                      (-0.4, 0.14, 0.12)):
        pygame.draw.circle(surf, color, (cx + dx * w, cy + dy * w), r * w)
    if flat:
        pygame.draw.rect(surf, color, (cx - 0.45 * w, cy + 0.02 * w, 0.9 * w, 0.22 * w),
                         border_radius=int(0.11 * w))
    return h


# --------------------------------------------------------------------------
# Island symbols
# --------------------------------------------------------------------------

def sym_feather(s, S, fill, ink):
    base, tip = (0.22 * S, 0.86 * S), (0.84 * S, 0.13 * S)
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    L = math.hypot(dx, dy)
    nx, ny = -dy / L, dx / L

    def spine(t):
        bend = -0.05 * S * math.sin(math.pi * t)
        return base[0] + dx * t + nx * bend, base[1] + dy * t + ny * bend

    def notch(u, at):  # V-shaped cut so the vane reads as a feather
        return 1 - 0.6 * max(0.0, 1 - abs(u - at) / 0.07)

    left, right = [], []
    for i in range(49):
        t = 0.2 + 0.8 * i / 48
        u = (t - 0.2) / 0.8
        w = 0.2 * S * max(0.0, math.sin(math.pi * u)) ** 0.55 * (1 - 0.3 * u)
        x, y = spine(t)
        wl, wr = w * notch(u, 0.38), w * notch(u, 0.62)
        left.append((x + nx * wl, y + ny * wl))
        right.append((x - nx * wr, y - ny * wr))
    pygame.draw.polygon(s, fill, left + right[::-1])
    stroke(s, fill, [spine(t / 10) for t in range(0, 4)], 0.07 * S)

    def detail(d):  # the rachis (central shaft), drawn over the outline pass
        stroke(d, ink, [spine(0.2 + 0.7 * t / 12) for t in range(13)], 0.035 * S)
    return detail


def sym_cloud(s, S, fill, ink):
    cloud_blob(s, fill, 0.5 * S, 0.52 * S, 0.84 * S)
    return None


def sym_sun(s, S, fill, ink):
    c = (0.5 * S, 0.5 * S)
    pygame.draw.circle(s, fill, c, 0.2 * S)
    for k in range(8):
        a = k * math.pi / 4
        d, p = (math.cos(a), math.sin(a)), (-math.sin(a), math.cos(a))
        r1, r2, hw = 0.28 * S, 0.45 * S, 0.075 * S
        pygame.draw.polygon(s, fill, [
            (c[0] + d[0] * r1 + p[0] * hw, c[1] + d[1] * r1 + p[1] * hw),
            (c[0] + d[0] * r2, c[1] + d[1] * r2),
            (c[0] + d[0] * r1 - p[0] * hw, c[1] + d[1] * r1 - p[1] * hw)])
    return None


def sym_moon(s, S, fill, ink):
    pygame.draw.circle(s, fill, (0.45 * S, 0.53 * S), 0.37 * S)
    # Writing a fully transparent colour erases: carve the crescent out.
    pygame.draw.circle(s, rgba(ink, 0), (0.64 * S, 0.4 * S), 0.31 * S)
    return None


def sym_spiral(s, S, fill, ink):
    pts = spiral_points(0.5 * S, 0.5 * S, 0.39 * S, 1.75, start=1.2, phase=math.pi)
    stroke(s, fill, pts, 0.1 * S)
    return None


SYMBOL_DRAW = {"feather": sym_feather, "cloud": sym_cloud, "sun": sym_sun,
               "moon": sym_moon, "spiral": sym_spiral}


@lru_cache(maxsize=None)
def render_symbol(name, px, outline_px=2.0, fill=WHITE, ink=INK):
    """White silhouette + dark outline, drawn at SS and scaled down."""
    S = px * SS
    body = canvas(S, S, ink)
    detail = SYMBOL_DRAW[name](body, S, fill, ink)
    out = outlined(body, int(outline_px * SS), ink)
    if detail:
        detail(out)
    return shrink(out, (px, px))


# --------------------------------------------------------------------------
# Islands
# --------------------------------------------------------------------------

def island_home(n):
    r = math.ceil(n / 5)
    c = n - 5 * (r - 1)
    return r, c


def island_symbol(n):
    r, c = island_home(n)
    return SYMBOLS[((c - 1) + 2 * (r - 1)) % 5]


# Dice-face layouts on a 3x3 grid: the home row reads as 1..5 pips.
PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
        4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)]}


def draw_pips(s, count, x, y, step, radius, color, badge=None):
    if badge:
        pad = radius * 2.2
        pygame.draw.rect(s, badge, (x - pad, y - pad, 2 * step + 2 * pad, 2 * step + 2 * pad),
                         border_radius=int(pad * 1.2))
    for gx, gy in PIPS[count]:
        pygame.draw.circle(s, color, (x + gx * step, y + gy * step), radius)


def card_body(w, h, top, bottom, border, radius, border_w):
    """Rounded card: gradient fill clipped to the shape + a darker border."""
    s = canvas(w, h, border)
    shape = rrect_shape(w, h, (0, 0, w, h), radius)
    pygame.draw.rect(s, rgba(border, 255), (0, 0, w, h), border_radius=int(radius))
    inner = (border_w, border_w, w - 2 * border_w, h - 2 * border_w)
    fill = clip_to(vgradient(w, h, top, bottom), rrect_shape(w, h, inner, radius - border_w))
    over(s, fill)
    return clip_to(s, shape)


def wind_wisps(s, color, x, y, w, width, alpha):
    """Two gentle gust lines ending in a curl: the recurring air motif."""
    layer = canvas(*s.get_size(), color)
    c = rgba(color, alpha)
    stroke(layer, c, bezier((x, y), (x + w * 0.5, y - w * 0.18), (x + w, y)), width)
    curl = spiral_points(x + w * 0.98, y - w * 0.13, w * 0.13, 0.75, start=0.8, phase=math.pi * 0.55)
    stroke(layer, c, curl, width)
    stroke(layer, c, bezier((x + w * 0.12, y + w * 0.22), (x + w * 0.5, y + w * 0.1),
                            (x + w * 0.78, y + w * 0.24)), width)
    s.blit(layer, (0, 0))


def make_island(n):
    size = 88
    r, _ = island_home(n)
    color = ROW_COLORS[r - 1]
    W = size * SS
    card = card_body(W, W, lighten(color, 0.28), darken(color, 0.06), darken(color, 0.5),
                     12 * SS, 2 * SS)
    # Soft inner highlight line along the top edge: a "lit from the sky" feel.
    hi = canvas(W, W, WHITE)
    pygame.draw.rect(hi, rgba(WHITE, 80), (4 * SS, 4 * SS, W - 8 * SS, W - 8 * SS),
                     width=SS, border_radius=9 * SS)
    over(card, hi)
    wind_wisps(card, WHITE, 9 * SS, 68 * SS, 30 * SS, 2.2 * SS, 120)
    # Home-row pips (1..5) in a pale badge top-right: a shape cue for the colour.
    badge = canvas(W, W, WHITE)
    draw_pips(badge, r, 68 * SS, 12 * SS, 6 * SS, 2.3 * SS, rgba(INK, 255), rgba(WHITE, 150))
    over(card, badge)
    # Number drawn at SS too, with a pale halo so dark ink reads on every hue.
    num = text(str(n), 50 * SS, INK)
    over(card, outline_ring(num, int(1.6 * SS), rgba(WHITE, 130), threshold=60), (9 * SS, 9 * SS))
    over(card, num, (9 * SS, 9 * SS))
    out = shrink(card, (size, size))
    sym = render_symbol(island_symbol(n), 46)
    out.blit(sym, (size - 46 - 4, size - 46 - 4))
    return out


# --------------------------------------------------------------------------
# Spirits (pawns and portrait cards)
# --------------------------------------------------------------------------

def teardrop_points(S, cx, cy, r, tip, lean):
    """Round body + tail curling to a tip: the wind-spirit silhouette."""
    tx, ty = tip
    d = math.hypot(tx - cx, ty - cy)
    a0 = math.atan2(ty - cy, tx - cx)
    phi = math.acos(r / d)
    pts = []
    # Arc around the far side of the body, between the two tangent points.
    for i in range(61):
        a = a0 + phi + (2 * math.pi - 2 * phi) * i / 60
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    p_end = pts[-1]
    p_start = pts[0]
    # Both flanks bow the same way so the tail looks blown sideways.
    def ctrl(p):
        mx, my = (p[0] + tx) / 2, (p[1] + ty) / 2
        return mx - lean * S, my + lean * 0.3 * S
    pts += bezier(p_end, ctrl(p_end), tip, 16)[1:]
    pts += bezier(tip, ctrl(p_start), p_start, 16)[1:-1]
    return pts


def draw_pawn(px, color, letter, shadow=True):
    S = px * SS
    cx, cy, r = 0.5 * S, 0.6 * S, 0.3 * S
    tip = (0.76 * S, 0.1 * S)
    out = canvas(S, S, INK)
    if shadow:
        sh = canvas(S, S, INK)
        pygame.draw.ellipse(sh, rgba(INK, 70), (0.22 * S, 0.86 * S, 0.56 * S, 0.11 * S))
        over(out, sh)
    shape = canvas(S, S, WHITE)
    pygame.draw.polygon(shape, WHITE, teardrop_points(S, cx, cy, r, tip, 0.14))
    # The tip curls back on itself: a gust, not a water drop.
    stroke(shape, WHITE, spiral_points(0.82 * S, 0.16 * S, 0.085 * S, 0.6, start=0.4, phase=math.pi * 1.05)[::-1],
           0.05 * S)
    # Translucent body: light top to deeper bottom, partially see-through.
    body = clip_to(vgradient(S, S, rgba(lighten(color, 0.45), 228), rgba(darken(color, 0.08), 245)),
                   shape)
    ow = max(SS * 2, int(px * SS / 26))
    over(out, outline_ring(shape, ow, INK))
    over(out, body)
    # Gust motif: white swooshes hugging the body, a curl in the tail.
    g = canvas(S, S, WHITE)
    arc = [(cx + 0.22 * S * math.cos(a), cy + 0.22 * S * math.sin(a))
           for a in [math.radians(150 + i * 4) for i in range(26)]]
    stroke(g, rgba(WHITE, 170), arc, 0.035 * S)
    arc2 = [(cx + 0.22 * S * math.cos(a), cy + 0.22 * S * math.sin(a))
            for a in [math.radians(-10 + i * 4) for i in range(16)]]
    stroke(g, rgba(WHITE, 130), arc2, 0.03 * S)
    curl = spiral_points(0.6 * S, 0.27 * S, 0.07 * S, 0.8, start=0.9, phase=math.pi * 0.9)
    stroke(g, rgba(WHITE, 170), curl, 0.03 * S)
    pygame.draw.ellipse(g, rgba(WHITE, 110), (cx - 0.2 * S, cy - 0.24 * S, 0.16 * S, 0.1 * S))
    over(out, g)
    # The initial, white with dark outline: identity without relying on hue.
    t = text(letter, 0.5 * S, WHITE)
    t = outlined(t, max(SS * 2, int(ow * 0.8)), INK)
    over(out, t, (cx - t.get_width() / 2, cy - t.get_height() / 2 + 0.02 * S))
    return shrink(out, (px, px))


def make_spirit_card(name):
    color, letter = SPIRITS[name]
    W, H = CARD_W * SS, CARD_H * SS
    # Borea is white: give it a cool grey-blue card so the pawn still pops.
    base = rgb("#9FB4CB") if name == "borea" else color
    card = card_body(W, H, lighten(base, 0.78), lighten(base, 0.35), darken(base, 0.45),
                     10 * SS, 2 * SS)
    deco = canvas(W, H, WHITE)
    for i, (y, x, w) in enumerate(((30, 12, 60), (128, 50, 58), (142, 8, 40), (20, 70, 40))):
        wind_wisps(deco, WHITE, x * SS, y * SS, w * SS, 2.4 * SS, 150 - i * 15)
    glow(deco, (60 * SS, 84 * SS), 52 * SS, WHITE, 200, steps=24)
    over(card, deco)
    frame = canvas(W, H, WHITE)
    pygame.draw.rect(frame, rgba(WHITE, 120), (5 * SS, 5 * SS, W - 10 * SS, H - 10 * SS),
                     width=SS, border_radius=7 * SS)
    over(card, frame)
    out = shrink(card, (CARD_W, CARD_H))
    pawn = draw_pawn(100, color, letter)
    out.blit(pawn, (10, 30))
    return out


# --------------------------------------------------------------------------
# Gems, anchor
# --------------------------------------------------------------------------

def facet_shade(color, normal_angle, light=-2.3):
    """Brightness of a facet from the angle between its normal and the light."""
    k = math.cos(normal_angle - light)
    return lighten(color, 0.35 * k) if k > 0 else darken(color, -0.3 * k)


def draw_gem_brilliant(S, color):
    """Round brilliant seen from above (octagon, table + crown facets)."""
    s = canvas(S, S, darken(color, 0.55))
    c = (S / 2, S / 2)
    n = 8
    outer = [(c[0] + 0.44 * S * math.cos(math.pi / 8 + k * math.pi / 4),
              c[1] + 0.44 * S * math.sin(math.pi / 8 + k * math.pi / 4)) for k in range(n)]
    inner = [(c[0] + 0.22 * S * math.cos(k * math.pi / 4),
              c[1] + 0.22 * S * math.sin(k * math.pi / 4)) for k in range(n)]
    for k in range(n):
        a = math.pi / 8 + k * math.pi / 4
        # Each crown facet is split in two triangles for a sparkly look.
        pygame.draw.polygon(s, rgba(facet_shade(color, a - 0.2), 225), [outer[k - 1], outer[k], inner[k]])
        pygame.draw.polygon(s, rgba(facet_shade(color, a + 0.4), 225),
                            [outer[k - 1], inner[k - 1], inner[k]])
    pygame.draw.polygon(s, rgba(lighten(color, 0.25), 215), inner)
    return s


def draw_gem_cut(S, color):
    """Classic side-view cut (crown + pavilion): a different silhouette."""
    s = canvas(S, S, darken(color, 0.55))
    top, gird, bot = 0.2 * S, 0.42 * S, 0.9 * S
    xs = [0.06, 0.28, 0.5, 0.72, 0.94]
    crown_top = [0.24, 0.38, 0.62, 0.76]
    # Crown: two triangles at the ends, trapezoids between (lit from the left).
    crown = [[(crown_top[0] * S, top), (xs[0] * S, gird), (xs[1] * S, gird)]]
    crown += [[(crown_top[i] * S, top), (crown_top[i + 1] * S, top), (xs[i + 2] * S, gird), (xs[i + 1] * S, gird)]
              for i in range(3)]
    crown.append([(crown_top[3] * S, top), (xs[4] * S, gird), (xs[3] * S, gird)])
    for poly, tone in zip(crown, (0.3, 0.45, 0.25, 0.05, -0.15)):
        c = lighten(color, tone) if tone > 0 else darken(color, -tone)
        pygame.draw.polygon(s, rgba(c, 225), poly)
    # Pavilion facets down to the culet.
    tone = [0.15, -0.05, -0.2, -0.35]
    for i in range(4):
        c = lighten(color, tone[i]) if tone[i] > 0 else darken(color, -tone[i])
        pygame.draw.polygon(s, rgba(c, 230), [(xs[i] * S, gird), (xs[i + 1] * S, gird), (0.5 * S, bot)])
    return s


def make_gem(color, kind):
    px = 28
    S = px * SS
    if kind == "brilliant":
        body = draw_gem_brilliant(S, color)
    else:
        body = draw_gem_cut(S, color)
    out = over(outline_ring(body, int(1.6 * SS), darken(color, 0.6)), body)
    spark = canvas(S, S, WHITE)
    sx, sy = (0.33 * S, 0.3 * S) if kind == "brilliant" else (0.34 * S, 0.28 * S)
    for (dx, dy) in ((1, 0), (0, 1)):
        pygame.draw.polygon(spark, rgba(WHITE, 230), [
            (sx - dx * 0.13 * S, sy - dy * 0.13 * S), (sx + dy * 0.03 * S, sy + dx * 0.03 * S),
            (sx + dx * 0.13 * S, sy + dy * 0.13 * S), (sx - dy * 0.03 * S, sy - dx * 0.03 * S)])
    over(out, spark)
    return shrink(out, (px, px))


def make_anchor():
    px = 28
    S = px * SS
    s = canvas(S, S, WHITE)
    c = INK
    pygame.draw.circle(s, c, (0.5 * S, 0.18 * S), 0.11 * S, int(0.065 * S))
    pygame.draw.rect(s, c, (0.455 * S, 0.27 * S, 0.09 * S, 0.56 * S))
    pygame.draw.rect(s, c, (0.26 * S, 0.34 * S, 0.48 * S, 0.085 * S), border_radius=int(0.04 * S))
    arc = [(0.5 * S + 0.3 * S * math.cos(a), 0.5 * S + 0.3 * S * math.sin(a))
           for a in [math.radians(25 + i * 130 / 30) for i in range(31)]]
    stroke(s, c, arc, 0.085 * S)
    for sign in (-1, 1):  # arrow-head flukes at both arm tips
        x = 0.5 * S + sign * 0.3 * S * math.cos(math.radians(25))
        y = 0.5 * S + 0.3 * S * math.sin(math.radians(25))
        pygame.draw.polygon(s, c, [(x - 0.1 * S, y + 0.04 * S), (x + 0.1 * S, y + 0.04 * S),
                                   (x + sign * 0.02 * S, y - 0.15 * S)])
    out = outlined(s, int(1.6 * SS), WHITE)
    return shrink(out, (px, px))


# --------------------------------------------------------------------------
# Storm cards, card back, grid card
# --------------------------------------------------------------------------

def card_frame(top, bottom, border):
    """Blank 120x160 card (at SS) with gradient and border."""
    return card_body(CARD_W * SS, CARD_H * SS, top, bottom, border, 10 * SS, 2 * SS)


def card_inner_line(card, color=WHITE, alpha=110, inset=6):
    W, H = card.get_size()
    f = canvas(W, H, color)
    pygame.draw.rect(f, rgba(color, alpha), (inset * SS, inset * SS, W - 2 * inset * SS, H - 2 * inset * SS),
                     width=SS, border_radius=7 * SS)
    over(card, f)


def snowflake(s, c, R, color, width):
    for k in range(6):
        a = k * math.pi / 3 - math.pi / 2
        d = (math.cos(a), math.sin(a))
        end = (c[0] + d[0] * R, c[1] + d[1] * R)
        stroke(s, color, [c, end], width)
        for f, blen in ((0.45, 0.32), (0.72, 0.22)):
            p = (c[0] + d[0] * R * f, c[1] + d[1] * R * f)
            for side in (-1, 1):
                b = a + side * math.pi / 3.2
                stroke(s, color, [p, (p[0] + math.cos(b) * R * blen, p[1] + math.sin(b) * R * blen)],
                       width * 0.8)
    pygame.draw.circle(s, color, c, width * 1.3)


def make_blizzard():
    W, H = CARD_W * SS, CARD_H * SS
    card = card_frame(rgb("#EAF6FD"), rgb("#7DB4DD"), rgb("#2C4A6B"))
    rng = random.Random(11)
    deco = canvas(W, H, WHITE)
    for y, x, w in ((26, 10, 56), (120, 56, 54), (138, 14, 44), (46, 70, 38)):
        wind_wisps(deco, WHITE, x * SS, y * SS, w * SS, 2.6 * SS, 170)
    for _ in range(34):  # drifting snow specks
        pygame.draw.circle(deco, rgba(WHITE, rng.randint(150, 230)),
                           (rng.uniform(8, 112) * SS, rng.uniform(8, 152) * SS), rng.uniform(1.0, 2.2) * SS)
    over(card, deco)
    flake = canvas(W, H, rgb("#2C4A6B"))
    snowflake(flake, (60 * SS, 80 * SS), 40 * SS, WHITE, 5.5 * SS)
    over(card, outlined(flake, int(2 * SS), rgb("#2C4A6B")))
    card_inner_line(card)
    return shrink(card, (CARD_W, CARD_H))


def make_tornado():
    W, H = CARD_W * SS, CARD_H * SS
    card = card_frame(rgb("#B9C3D3"), rgb("#56627A"), rgb("#27303F"))
    rng = random.Random(12)
    # Dark storm cloud along the top.
    sky = canvas(W, H, rgb("#3E4A5E"))
    for tone, dy in ((rgb("#3F4A5D"), 3), (rgb("#56627A"), 0)):  # dark underside, then body
        for i, (x, r) in enumerate(((6, 16), (24, 13), (42, 17), (62, 14), (80, 18), (100, 13), (116, 15))):
            pygame.draw.circle(sky, rgba(tone, 255), (x * SS, (16 + (i % 2) * 5 + dy) * SS), r * SS)
        pygame.draw.rect(sky, rgba(tone, 255), (0, 0, W, (18 + dy) * SS))
    over(card, clip_to(sky, rrect_shape(W, H, (2 * SS, 2 * SS, W - 4 * SS, H - 4 * SS), 8 * SS)))
    gust = canvas(W, H, WHITE)
    for y, x, w in ((70, 8, 30), (104, 84, 28), (128, 12, 26)):
        wind_wisps(gust, WHITE, x * SS, y * SS, w * SS, 2 * SS, 110)
    over(card, gust)
    # Funnel: swaying stacked ellipses from wide (top) to narrow (ground).
    funnel = canvas(W, H, INK)
    bands = 15
    for i in range(bands):
        t = i / (bands - 1)
        y = (34 + t * 96) * SS
        w = (78 * (1 - t) ** 1.3 + 8) * SS
        x = (60 + 10 * math.sin(t * 3.1 + 0.5)) * SS
        shade = mix(rgb("#E8EDF3"), rgb("#97A3B5"), t * 0.6 + (i % 2) * 0.15)
        pygame.draw.ellipse(funnel, rgba(shade, 255), (x - w / 2, y - w * 0.16, w, w * 0.34))
    card_f = outlined(funnel, int(1.8 * SS), rgb("#27303F"))
    # Inner spin lines over the funnel.
    for i in range(1, bands - 1, 2):
        t = i / (bands - 1)
        y = (34 + t * 96) * SS
        w = (78 * (1 - t) ** 1.3 + 8) * SS
        x = (60 + 10 * math.sin(t * 3.1 + 0.5)) * SS
        pygame.draw.arc(card_f, rgba(rgb("#5E6B80"), 255), (x - w / 2 * 0.8, y - w * 0.1, w * 0.8, w * 0.22),
                        math.pi * 1.1, math.pi * 1.9, max(1, int(1.4 * SS)))
    over(card, card_f)
    debris = canvas(W, H, INK)
    for _ in range(16):
        x, y = rng.uniform(14, 106), rng.uniform(60, 146)
        if abs(x - 60) < 14 and y > 80:
            continue
        sz = rng.uniform(2.5, 4.5) * SS
        pygame.draw.rect(debris, rgba(rgb("#2B3443"), 220), (x * SS, y * SS, sz, sz * 0.7))
    pygame.draw.ellipse(debris, rgba(rgb("#2B3443"), 120), (30 * SS, 134 * SS, 60 * SS, 10 * SS))
    over(card, debris)
    card_inner_line(card)
    return shrink(card, (CARD_W, CARD_H))


def make_card_back():
    W, H = CARD_W * SS, CARD_H * SS
    card = card_frame(rgb("#3C7CC4"), rgb("#1E4A86"), rgb("#132F57"))
    rng = random.Random(13)
    deco = canvas(W, H, WHITE)
    for _ in range(26):  # faint stars
        pygame.draw.circle(deco, rgba(WHITE, rng.randint(60, 140)),
                           (rng.uniform(12, 108) * SS, rng.uniform(12, 148) * SS), rng.uniform(0.7, 1.5) * SS)
    # Mirrored cloud banks top and bottom keep the back symmetric (no "up").
    layer = canvas(W, H, WHITE)
    cloud_blob(layer, rgba(WHITE, 55), 36 * SS, 30 * SS, 44 * SS)
    cloud_blob(layer, rgba(WHITE, 55), 84 * SS, 36 * SS, 40 * SS)
    over(deco, layer)
    over(deco, pygame.transform.flip(layer, True, True))
    over(card, deco)
    medal = canvas(W, H, INK)
    c = (60 * SS, 80 * SS)
    glow(medal, c, 46 * SS, rgb("#BFE3F7"), 160, steps=24)
    pygame.draw.circle(medal, rgba(rgb("#EAF5FC"), 255), c, 30 * SS)
    pygame.draw.circle(medal, rgba(rgb("#132F57"), 255), c, 30 * SS, int(1.6 * SS))
    pygame.draw.circle(medal, rgba(rgb("#7FB6E3"), 255), c, 25 * SS, int(1 * SS))
    stroke(medal, rgba(rgb("#2E6FD8"), 255), spiral_points(c[0], c[1], 19 * SS, 2.0, start=1.0), 4 * SS)
    over(card, medal)
    card_inner_line(card, alpha=140, inset=6)
    card_inner_line(card, alpha=70, inset=9)
    return shrink(card, (CARD_W, CARD_H))


GRID_CARD_RECT = (15, 40, 90, 90)  # where the 5x5 grid sits on grid_card.png


def make_grid_card():
    W, H = CARD_W * SS, CARD_H * SS
    card = card_frame(rgb("#F7FBFE"), rgb("#DCEAF5"), rgb("#4E7194"))
    card_inner_line(card, rgb("#4E7194"), 70, 6)
    g = canvas(W, H, rgb("#4E7194"))
    x0, y0, gw, gh = (v * SS for v in GRID_CARD_RECT)
    pygame.draw.rect(g, rgba(rgb("#BFD6EA"), 90), (x0, y0, gw, gh), border_radius=3 * SS)
    for i in range(6):
        col = rgba(rgb("#4E7194"), 110 if i in (0, 5) else 70)
        pygame.draw.line(g, col, (x0 + gw * i / 5, y0), (x0 + gw * i / 5, y0 + gh), SS)
        pygame.draw.line(g, col, (x0, y0 + gh * i / 5), (x0 + gw, y0 + gh * i / 5), SS)
    wind_wisps(g, rgb("#8FB3D1"), 40 * SS, 22 * SS, 40 * SS, 1.8 * SS, 120)
    over(card, g)
    return shrink(card, (CARD_W, CARD_H))


# --------------------------------------------------------------------------
# City tileset (48 px tiles) and Tiled map
# --------------------------------------------------------------------------

T = 48
TILE_NAMES = [
    "sky_a", "sky_b", "sky_c", "cloud_puff", "ring_tl", "ring_h_l", "ring_h_r", "ring_tr",
    "cloud_nw", "cloud_n", "cloud_ne", "cloud_w", "ring_v_t", "sock_tl", "sock_tr", "ring_bl",
    "cloud_sw", "cloud_s", "cloud_se", "cloud_e", "ring_v_b", "sock_bl", "sock_br", "ring_br",
]
TILE_ID = {name: i for i, name in enumerate(TILE_NAMES)}
TS_COLS = 8
SKY = rgb("#A9D8F2")


def sky_tile(variant):
    rng = random.Random(100 + variant)
    S = T * SS
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    s.fill(rgba(SKY, 255))
    d = canvas(S, S, WHITE)
    if variant == 1:  # a few faint sparkles, kept away from the edges (seamless)
        for _ in range(3):
            x, y = rng.uniform(8, 40) * SS, rng.uniform(8, 40) * SS
            pygame.draw.circle(d, rgba(WHITE, 120), (x, y), 1.3 * SS)
    elif variant == 2:  # one faint wisp
        stroke(d, rgba(WHITE, 90), bezier((8 * SS, 30 * SS), (24 * SS, 22 * SS), (40 * SS, 28 * SS)), 2 * SS)
    elif variant == 3:  # small soft cloud
        cloud_blob(d, rgba(WHITE, 150), 24 * SS, 24 * SS, 30 * SS)
    over(s, d)
    return s


def cloud_frame_shapes(inset):
    """Circles/rects of a 3x3-tile cloud frame.  Puffs repeat every tile so
    edge pieces tile seamlessly; `inset` gives the lit (white) inner part."""
    t = T * SS
    size = 3 * t
    circles, rects = [], []
    for k in range(10):  # three puffs per tile (period = one tile) on each side
        p = k * t / 3
        r = (12, 17, 14)[k % 3] * SS - inset
        depth = (19, 23, 21)[k % 3] * SS - inset
        circles += [(p, depth, r), (p, size - depth, r), (depth, p, r), (size - depth, p, r)]
    band = 18 * SS - inset
    rects += [(0, 0, size, band), (0, size - band, size, band), (0, 0, band, size), (size - band, 0, band, size)]
    for cx in (0, size):  # rounder inner corners, fully inside the corner tiles
        for cy in (0, size):
            circles.append((abs(cx - 24 * SS), abs(cy - 24 * SS), 20 * SS - inset))
    return circles, rects


def cloud_frame_tiles():
    S = 3 * T * SS
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    s.fill(rgba(SKY, 255))
    for color, inset in ((rgb("#CFE2F1"), 0), (rgb("#FDFEFF"), 4 * SS)):
        circles, rects = cloud_frame_shapes(inset)
        for x, y, r in circles:
            pygame.draw.circle(s, color, (x, y), r)
        for r in rects:
            pygame.draw.rect(s, color, r)
    return s


def ring_model():
    """4x4 tiles: the perimeter path with corner turns and 96x48 slot pads."""
    S = 4 * T * SS
    s = canvas(S, S, WHITE)
    band_col = rgba(rgb("#5E93C4"), 200)
    m, bw = 5 * SS, 38 * SS
    pygame.draw.rect(s, band_col, (m, m, S - 2 * m, S - 2 * m), width=bw, border_radius=24 * SS)
    edge = rgba(WHITE, 150)
    pygame.draw.rect(s, edge, (m, m, S - 2 * m, S - 2 * m), width=int(1.5 * SS), border_radius=24 * SS)
    pygame.draw.rect(s, edge, (m + bw, m + bw, S - 2 * (m + bw), S - 2 * (m + bw)), width=int(1.5 * SS),
                     border_radius=6 * SS)
    pad_fill, pad_edge = rgba(rgb("#CFE6F7"), 120), rgba(WHITE, 200)
    t = T * SS
    pads = [(t + 5 * SS, 9 * SS, 2 * t - 10 * SS, 30 * SS), (t + 5 * SS, 3 * t + 9 * SS, 2 * t - 10 * SS, 30 * SS),
            (9 * SS, t + 5 * SS, 30 * SS, 2 * t - 10 * SS), (3 * t + 9 * SS, t + 5 * SS, 30 * SS, 2 * t - 10 * SS)]
    layer = canvas(S, S, WHITE)
    for p in pads:
        pygame.draw.rect(layer, pad_fill, p, border_radius=9 * SS)
        pygame.draw.rect(layer, pad_edge, p, width=int(1.5 * SS), border_radius=9 * SS)
    # Waypoint dots at the corners, where the walking spirit turns.
    for cx in (t / 2, 3.5 * t):
        for cy in (t / 2, 3.5 * t):
            pygame.draw.circle(layer, rgba(WHITE, 210), (cx, cy), 5 * SS)
            pygame.draw.circle(layer, rgba(rgb("#6C9FCB"), 255), (cx, cy), 2.2 * SS)
    over(s, layer)
    return s


def socket_model():
    """2x2 tiles: a recessed 96x96 slot where an 88x88 island card sits."""
    S = 2 * T * SS
    s = canvas(S, S, rgb("#9DB8CF"))
    rim = clip_to(vgradient(S, S, rgba(rgb("#F4F9FD"), 255), rgba(rgb("#D3E3F0"), 255)),
                  rrect_shape(S, S, (SS, SS, S - 2 * SS, S - 2 * SS), 12 * SS))
    over(s, rim)
    pygame.draw.rect(s, rgba(rgb("#9DB8CF"), 255), (SS, SS, S - 2 * SS, S - 2 * SS), width=SS,
                     border_radius=12 * SS)
    i = 3 * SS  # recess: darker at the top (in shadow), lighter at the bottom
    recess = clip_to(vgradient(S, S, rgba(rgb("#6F95B7"), 255), rgba(rgb("#A9C7DF"), 255)),
                     rrect_shape(S, S, (i, i, S - 2 * i, S - 2 * i), 11 * SS))
    over(s, recess)
    shade = canvas(S, S, INK)
    pygame.draw.rect(shade, rgba(INK, 60), (i, i, S - 2 * i, S - 2 * i), width=2 * SS, border_radius=11 * SS)
    pygame.draw.circle(shade, rgba(WHITE, 70), (S / 2, S / 2), 14 * SS, int(1.5 * SS))
    over(s, shade)
    return s


def make_tileset():
    sheet = pygame.Surface((TS_COLS * T * SS, 3 * T * SS), pygame.SRCALPHA)
    sheet.fill((0, 0, 0, 0))
    t = T * SS

    def put(name, src, tx, ty):
        i = TILE_ID[name]
        sheet.blit(src, ((i % TS_COLS) * t, (i // TS_COLS) * t), (tx * t, ty * t, t, t))

    for i, name in enumerate(("sky_a", "sky_b", "sky_c", "cloud_puff")):
        put(name, sky_tile(i), 0, 0)
    clouds = cloud_frame_tiles()
    for name, (x, y) in {"cloud_nw": (0, 0), "cloud_n": (1, 0), "cloud_ne": (2, 0), "cloud_w": (0, 1),
                         "cloud_e": (2, 1), "cloud_sw": (0, 2), "cloud_s": (1, 2), "cloud_se": (2, 2)}.items():
        put(name, clouds, x, y)
    ring = ring_model()
    for name, (x, y) in {"ring_tl": (0, 0), "ring_h_l": (1, 0), "ring_h_r": (2, 0), "ring_tr": (3, 0),
                         "ring_v_t": (0, 1), "ring_v_b": (0, 2), "ring_bl": (0, 3), "ring_br": (3, 3)}.items():
        put(name, ring, x, y)
    sock = socket_model()
    for name, (x, y) in {"sock_tl": (0, 0), "sock_tr": (1, 0), "sock_bl": (0, 1), "sock_br": (1, 1)}.items():
        put(name, sock, x, y)
    # Integer 4:1 box filter: no bleeding across tile borders.
    return shrink(sheet, (TS_COLS * T, 3 * T))


def write_tsx(path, image_name, tile_count):
    rows = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.10" tiledversion="1.10.2" name="city_tiles" tilewidth="{T}" tileheight="{T}" '
        f'tilecount="{tile_count}" columns="{TS_COLS}">',
        f' <image source="{image_name}" width="{TS_COLS * T}" height="{math.ceil(tile_count / TS_COLS) * T}"/>',
    ]
    for i, name in enumerate(TILE_NAMES):  # a name per tile helps when editing in Tiled
        rows += [f' <tile id="{i}">', '  <properties>',
                 f'   <property name="kind" value="{name}"/>', '  </properties>', ' </tile>']
    rows.append('</tileset>')
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    WRITTEN.append(path)


MAP_N = 14


def map_layers():
    """GID grids (firstgid 1, 0 = empty) for sky, ring and sockets layers."""
    g = lambda name: TILE_ID[name] + 1  # noqa: E731
    rng = random.Random(7)
    sky = [[0] * MAP_N for _ in range(MAP_N)]
    last = MAP_N - 1
    for y in range(MAP_N):
        for x in range(MAP_N):
            top, bot, lef, rig = y == 0, y == last, x == 0, x == last
            if top and lef:
                name = "cloud_nw"
            elif top and rig:
                name = "cloud_ne"
            elif bot and lef:
                name = "cloud_sw"
            elif bot and rig:
                name = "cloud_se"
            elif top:
                name = "cloud_n"
            elif bot:
                name = "cloud_s"
            elif lef:
                name = "cloud_w"
            elif rig:
                name = "cloud_e"
            else:
                name = rng.choices(["sky_a", "sky_b", "sky_c"], [6, 2, 2])[0]
            sky[y][x] = g(name)
    ring = [[0] * MAP_N for _ in range(MAP_N)]
    for x in range(2, 12):
        ring[1][x] = ring[12][x] = g("ring_h_l" if x % 2 == 0 else "ring_h_r")
    for y in range(2, 12):
        ring[y][1] = ring[y][12] = g("ring_v_t" if y % 2 == 0 else "ring_v_b")
    ring[1][1], ring[1][12] = g("ring_tl"), g("ring_tr")
    ring[12][1], ring[12][12] = g("ring_bl"), g("ring_br")
    sockets = [[0] * MAP_N for _ in range(MAP_N)]
    for y in range(2, 12):
        for x in range(2, 12):
            sockets[y][x] = g(("sock_t" if y % 2 == 0 else "sock_b") + ("l" if x % 2 == 0 else "r"))
    return [("sky", sky), ("ring", ring), ("sockets", sockets)]


def cell_objects():
    objs = []
    for r in range(1, 6):
        for c in range(1, 6):
            objs.append((f"r{r}c{c}", (96 * c, 96 * r, 96, 96), [("index", "int", 5 * (r - 1) + (c - 1))]))
    return objs


def slot_objects():
    objs = []
    for side in "TBLR":
        for k in range(1, 6):
            rect = {"T": (96 * k, 48, 96, 48), "B": (96 * k, 576, 96, 48),
                    "L": (48, 96 * k, 48, 96), "R": (576, 96 * k, 48, 96)}[side]
            objs.append((f"{side}{k}", rect, [("side", "string", side), ("line", "int", k)]))
    return objs


def write_tiled_map(path, size, tile, tsx_rel, layers, groups):
    """A Tiled .tmx (CSV tile layers, rectangle objects with properties); shared by every game."""
    n_objs = sum(len(o) for _, o in groups)
    rows = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{size}" height="{size}" tilewidth="{tile}" tileheight="{tile}" infinite="0" '
        f'nextlayerid="{len(layers) + len(groups) + 1}" nextobjectid="{n_objs + 1}">',
        f' <tileset firstgid="1" source="{tsx_rel}"/>',
    ]
    lid = 0
    for name, grid in layers:
        lid += 1
        csv = ",\n".join(",".join(str(v) for v in row) for row in grid)
        rows += [f' <layer id="{lid}" name="{name}" width="{size}" height="{size}">',
                 '  <data encoding="csv">', csv, '</data>', ' </layer>']
    oid = 0
    for gname, objs in groups:
        lid += 1
        rows.append(f' <objectgroup id="{lid}" name="{gname}">')
        for name, (x, y, w, h), props in objs:
            oid += 1
            if not props:
                rows.append(f'  <object id="{oid}" name="{name}" x="{x}" y="{y}" width="{w}" height="{h}"/>')
                continue
            rows.append(f'  <object id="{oid}" name="{name}" x="{x}" y="{y}" width="{w}" height="{h}">')
            rows.append('   <properties>')
            for pname, ptype, val in props:
                rows.append(f'    <property name="{pname}" type="{ptype}" value="{val}"/>')
            rows += ['   </properties>', '  </object>']
        rows.append(' </objectgroup>')
    rows.append('</map>')
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")


def write_tmx(path, tsx_rel):
    WRITTEN.append(path)
    write_tiled_map(path, MAP_N, T, tsx_rel, map_layers(),
                    [("cells", cell_objects()), ("slots", slot_objects())])


# --------------------------------------------------------------------------
# Title cards (260x340, drawn at 2x)
# --------------------------------------------------------------------------

TW, TH = 260, 340
TSS = 2


def title_canvas(top, bottom):
    return vgradient(TW * TSS, TH * TSS, rgba(top, 255), rgba(bottom, 255))


def finish_title(s, border):
    """Round the corners and add a thin frame, then scale to final size."""
    W, H = s.get_size()
    frame = canvas(W, H, border)
    pygame.draw.rect(frame, rgba(border, 255), (0, 0, W, H), width=3 * TSS, border_radius=14 * TSS)
    pygame.draw.rect(frame, rgba(WHITE, 70), (7 * TSS, 7 * TSS, W - 14 * TSS, H - 14 * TSS), width=TSS,
                     border_radius=10 * TSS)
    over(s, frame)
    s = clip_to(s, rrect_shape(W, H, (0, 0, W, H), 14 * TSS))
    return shrink(s, (TW, TH))


def floating_island(s, cx, cy, w, rng, grass=rgb("#7CC47F"), rock=rgb("#7E7FA3"), trees=3, tower=False):
    k = TSS
    layer = canvas(*s.get_size(), INK)
    h = w * 0.22
    # Rocky underside: jagged cone hanging below the grass disc.
    pts = [(cx - w / 2, cy)]
    n = 9
    for i in range(1, n):
        x = cx - w / 2 + w * i / n
        depth = h * 0.4 + w * 0.55 * math.sin(math.pi * i / n) ** 1.6 * rng.uniform(0.75, 1.05)
        pts.append((x, cy + depth))
    pts.append((cx + w / 2, cy))
    pygame.draw.polygon(layer, rgba(rock, 255), pts)
    shade = [(x + w * 0.04, y) for x, y in pts[len(pts) // 2:]] + [(cx, cy)]
    pygame.draw.polygon(layer, rgba(darken(rock, 0.2), 255), shade)
    pygame.draw.ellipse(layer, rgba(darken(grass, 0.25), 255), (cx - w / 2, cy - h / 2, w, h * 1.15))
    pygame.draw.ellipse(layer, rgba(grass, 255), (cx - w / 2, cy - h / 2, w, h))
    pygame.draw.ellipse(layer, rgba(lighten(grass, 0.3), 255), (cx - w * 0.35, cy - h * 0.4, w * 0.45, h * 0.4))
    for i in range(trees):
        tx = cx - w * 0.3 + w * 0.6 * (i + 0.5) / trees + rng.uniform(-4, 4) * k
        ty = cy - h * 0.1
        tr = w * rng.uniform(0.06, 0.09)
        pygame.draw.rect(layer, rgba(rgb("#6B4F3A"), 255), (tx - 1.2 * k, ty - tr, 2.4 * k, tr))
        pygame.draw.circle(layer, rgba(rgb("#3F8F5A"), 255), (tx, ty - tr * 1.4), tr)
        pygame.draw.circle(layer, rgba(rgb("#58AA6E"), 255), (tx - tr * 0.3, ty - tr * 1.6), tr * 0.5)
    if tower:  # a slender white tower: the city of the winds
        bx, by = cx + w * 0.12, cy - h * 0.1
        tw, th = w * 0.09, w * 0.42
        pygame.draw.rect(layer, rgba(rgb("#F2F5FA"), 255), (bx - tw / 2, by - th, tw, th))
        pygame.draw.rect(layer, rgba(rgb("#C9D3E3"), 255), (bx, by - th, tw / 2, th))
        pygame.draw.polygon(layer, rgba(rgb("#2E6FD8"), 255),
                            [(bx - tw * 0.8, by - th), (bx + tw * 0.8, by - th), (bx, by - th - tw * 1.6)])
        pygame.draw.rect(layer, rgba(rgb("#F5C542"), 255), (bx - tw * 0.18, by - th * 0.75, tw * 0.36, tw * 0.5))
    s.blit(outlined(layer, 2 * k, rgba(darken(rock, 0.55), 255)), (0, 0))


def make_title_zefiria():
    k = TSS
    s = title_canvas(rgb("#2F6DB5"), rgb("#DDF0FA"))
    W, H = s.get_size()
    rng = random.Random(21)
    glow(s, (190 * k, 70 * k), 90 * k, rgb("#FFF4C8"), 200, steps=40)
    pygame.draw.circle(s, rgb("#FFF7D6"), (190 * k, 70 * k), 22 * k)
    far = canvas(W, H, WHITE)
    for x, y, w in ((40, 150, 90), (200, 190, 110), (120, 120, 60)):
        cloud_blob(far, rgba(WHITE, 90), x * k, y * k, w * k)
    over(s, far)
    floating_island(s, 52 * k, 118 * k, 64 * k, rng, trees=2)
    floating_island(s, 212 * k, 150 * k, 56 * k, rng, trees=1)
    floating_island(s, 130 * k, 212 * k, 150 * k, rng, trees=3, tower=True)
    wind = canvas(W, H, WHITE)
    for x, y, w in ((24, 60, 70), (150, 110, 80), (30, 250, 60)):
        wind_wisps(wind, WHITE, x * k, y * k, w * k, 3 * k, 200)
    over(s, wind)
    near = canvas(W, H, WHITE)
    for i in range(7):
        cloud_blob(near, rgba(rgb("#F6FBFF"), 255), (i * 44 - 6) * k, (318 + (i % 2) * 8) * k, 80 * k)
    pygame.draw.rect(near, rgba(rgb("#F6FBFF"), 255), (0, 326 * k, W, 20 * k))
    over(s, outlined(near, 2 * k, rgba(rgb("#B7D3E8"), 255)))
    return finish_title(s, rgb("#1D4476"))


def pine(s, x, y, h, color):
    """Simple stacked-triangle fir tree with its base at (x, y)."""
    w = h * 0.55
    pygame.draw.rect(s, rgb("#4A3324"), (x - h * 0.05, y - h * 0.18, h * 0.1, h * 0.18))
    for i, f in enumerate((0.0, 0.28, 0.52)):
        ww = w * (1 - f * 0.8)
        base = y - h * 0.12 - f * h
        pygame.draw.polygon(s, darken(color, 0.1 * (2 - i)), [(x - ww / 2, base), (x + ww / 2, base),
                                                               (x, base - h * 0.5)])


def fire_gem(s, x, y, r, color):
    pts = [(x + r * math.cos(a), y + r * math.sin(a)) for a in [k * math.pi / 3 + math.pi / 6 for k in range(6)]]
    pygame.draw.polygon(s, darken(color, 0.5), [(px + 0, py + 0) for px, py in
                                                [(x + (r + 2) * math.cos(a), y + (r + 2) * math.sin(a))
                                                 for a in [k * math.pi / 3 + math.pi / 6 for k in range(6)]]])
    for i in range(6):
        c = lighten(color, 0.3) if i in (3, 4) else (darken(color, 0.25) if i in (0, 1) else color)
        pygame.draw.polygon(s, c, [(x, y), pts[i], pts[(i + 1) % 6]])
    pygame.draw.circle(s, lighten(color, 0.7), (x - r * 0.3, y - r * 0.35), r * 0.18)


def make_title_fire_tower():
    k = TSS
    s = title_canvas(rgb("#2A1F3D"), rgb("#F08A4B"))
    W, H = s.get_size()
    rng = random.Random(31)
    # Perspective forest board: rows widen toward the viewer.
    horizon, bottom = 150 * k, 345 * k

    def proj(u, v):
        yy = horizon + (bottom - horizon) * v ** 1.25
        half = (95 + 125 * v) * k
        return W / 2 + (u - 0.5) * 2 * half, yy

    ground = [proj(0, 0), proj(1, 0), proj(1, 1), proj(0, 1)]
    pygame.draw.rect(s, rgb("#2E4A2B"), (0, horizon, W, H - horizon))
    pygame.draw.polygon(s, rgb("#3E6B3A"), ground)
    n = 7
    for i in range(n + 1):
        pygame.draw.line(s, rgb("#2A4727"), proj(i / n, 0), proj(i / n, 1), k)
        pygame.draw.line(s, rgb("#2A4727"), proj(0, i / n), proj(1, i / n), k)
    fires = {(1, 4), (2, 4), (1, 5), (5, 2), (2, 3), (5, 1), (6, 2)}
    smoke = canvas(W, H, WHITE)
    for j in range(n):
        for i in range(n):
            x, y = proj((i + 0.5) / n, (j + 0.7) / n)
            scale = (y - horizon) / (bottom - horizon) * 0.75 + 0.4
            if (i, j) in fires:
                glow(s, (x, y - 6 * k * scale), 34 * k * scale, rgb("#FF7A2F"), 240, steps=6)
                fire_gem(s, x, y - 6 * k * scale, 11 * k * scale, rgb("#E74C3C") if (i + j) % 2 else rgb("#F39C12"))
                for m in range(4):
                    pygame.draw.circle(smoke, rgba(rgb("#C9C2C8"), 60 - m * 10),
                                       (x + m * 6 * k + rng.uniform(-3, 3) * k, y - (30 + m * 26) * k * scale),
                                       (8 + m * 5) * k * scale)
            elif (i, j) != (3, 3):
                for t in range(2):
                    pine(s, x + (t - 0.5) * 12 * k * scale, y + t * 3 * k * scale, 26 * k * scale,
                         rgb("#2F7D46") if t else rgb("#3C9152"))
    over(s, smoke)
    # Lookout tower on the centre cell, rising above the horizon.
    tx, ty = proj(0.5, 3.6 / 7)
    top = 62 * k
    wood, dark = rgb("#5A3B27"), rgb("#3A2418")
    for sx in (-1, 1):
        pygame.draw.line(s, wood, (tx + sx * 20 * k, ty), (tx + sx * 9 * k, top + 30 * k), 3 * k)
    for f in (0.2, 0.45, 0.7):
        y = ty + (top + 30 * k - ty) * f
        half = 20 * k + (9 * k - 20 * k) * f
        pygame.draw.line(s, wood, (tx - half, y), (tx + half, y), 2 * k)
    for f0, f1 in ((0.0, 0.2), (0.2, 0.45), (0.45, 0.7), (0.7, 1.0)):
        y0, y1 = ty + (top + 30 * k - ty) * f0, ty + (top + 30 * k - ty) * f1
        h0, h1 = 20 * k + (9 * k - 20 * k) * f0, 20 * k + (9 * k - 20 * k) * f1
        pygame.draw.line(s, wood, (tx - h0, y0), (tx + h1, y1), k)
        pygame.draw.line(s, wood, (tx + h0, y0), (tx - h1, y1), k)
    pygame.draw.rect(s, wood, (tx - 17 * k, top + 8 * k, 34 * k, 24 * k))
    pygame.draw.rect(s, rgb("#FFD27A"), (tx - 13 * k, top + 12 * k, 26 * k, 11 * k))
    for wx in (-4, 4):
        pygame.draw.line(s, dark, (tx + wx * k, top + 12 * k), (tx + wx * k, top + 23 * k), k)
    pygame.draw.polygon(s, rgb("#8E2E22"), [(tx - 23 * k, top + 9 * k), (tx + 23 * k, top + 9 * k), (tx, top - 10 * k)])
    pygame.draw.rect(s, dark, (tx - 19 * k, top + 30 * k, 38 * k, 3 * k))
    # Distant tree line at the horizon.
    for x in range(-4, W // k + 8, 9):
        h = rng.uniform(14, 24) * k
        pygame.draw.polygon(s, rgb("#1F3521"), [(x * k - 6 * k, horizon + 2 * k), (x * k + 6 * k, horizon + 2 * k),
                                                (x * k, horizon - h)])
    return finish_title(s, rgb("#3A1A14"))


def little_dragon(s, x, y, size, body, flip=False, breath=True):
    """Cute dragon: round body, big head, bat wings, curled tail, tiny flame."""
    k = size / 40
    layer = canvas(int(70 * k), int(56 * k), INK)
    cx, cy = 34 * k, 32 * k
    belly = lighten(body, 0.45)
    wing = darken(body, 0.2)
    pygame.draw.polygon(layer, rgba(wing, 255), [(cx - 2 * k, cy - 6 * k), (cx - 18 * k, cy - 26 * k),
                                                 (cx - 12 * k, cy - 14 * k), (cx - 22 * k, cy - 16 * k),
                                                 (cx - 8 * k, cy - 2 * k)])
    stroke(layer, rgba(body, 255), bezier((cx - 8 * k, cy + 6 * k), (cx - 26 * k, cy + 14 * k),
                                          (cx - 24 * k, cy - 2 * k)), 4 * k)
    pygame.draw.polygon(layer, rgba(body, 255), [(cx - 24 * k, cy - 8 * k), (cx - 28 * k, cy), (cx - 20 * k, cy - 1 * k)])
    pygame.draw.ellipse(layer, rgba(body, 255), (cx - 12 * k, cy - 8 * k, 24 * k, 18 * k))
    pygame.draw.ellipse(layer, rgba(belly, 255), (cx - 5 * k, cy - 3 * k, 14 * k, 12 * k))
    pygame.draw.circle(layer, rgba(body, 255), (cx + 12 * k, cy - 12 * k), 9 * k)
    pygame.draw.ellipse(layer, rgba(body, 255), (cx + 12 * k, cy - 13 * k, 13 * k, 8 * k))
    pygame.draw.polygon(layer, rgba(belly, 255), [(cx + 6 * k, cy - 19 * k), (cx + 4 * k, cy - 27 * k), (cx + 11 * k, cy - 21 * k)])
    pygame.draw.circle(layer, rgba(INK, 255), (cx + 14 * k, cy - 14 * k), 1.8 * k)
    for lx in (-6, 5):
        pygame.draw.rect(layer, rgba(darken(body, 0.15), 255), (cx + lx * k, cy + 7 * k, 4 * k, 6 * k))
    if breath:
        pygame.draw.polygon(layer, rgba(rgb("#FFB13B"), 255), [(cx + 25 * k, cy - 10 * k), (cx + 36 * k, cy - 15 * k),
                                                               (cx + 33 * k, cy - 9 * k), (cx + 38 * k, cy - 5 * k)])
        pygame.draw.polygon(layer, rgba(rgb("#FFE27A"), 255), [(cx + 25 * k, cy - 10 * k), (cx + 32 * k, cy - 11 * k),
                                                               (cx + 31 * k, cy - 8 * k)])
    layer = outlined(layer, max(2, int(1.5 * k)), rgba(rgb("#3B1E14"), 255))
    if flip:
        layer = pygame.transform.flip(layer, True, False)
    s.blit(layer, (x - layer.get_width() / 2, y - layer.get_height() / 2))


def cottage(s, x, y, w, wall, roof):
    k = TSS
    h = w * 0.7
    pygame.draw.rect(s, rgb("#7A4B32"), (x + w * 0.55, y - h - w * 0.55, w * 0.14, w * 0.4))
    pygame.draw.rect(s, wall, (x, y - h, w, h))
    pygame.draw.rect(s, darken(wall, 0.15), (x + w * 0.75, y - h, w * 0.25, h))
    pygame.draw.polygon(s, roof, [(x - w * 0.12, y - h), (x + w * 1.12, y - h), (x + w * 0.5, y - h - w * 0.55)])
    pygame.draw.polygon(s, darken(roof, 0.2), [(x + w * 0.5, y - h - w * 0.55), (x + w * 1.12, y - h), (x + w * 0.7, y - h)])
    pygame.draw.rect(s, rgb("#5B3524"), (x + w * 0.4, y - h * 0.48, w * 0.22, h * 0.48), border_top_left_radius=int(w * 0.1),
                     border_top_right_radius=int(w * 0.1))
    glow(s, (x + w * 0.2, y - h * 0.6), w * 0.3, rgb("#FFD36B"), 160, steps=5)
    pygame.draw.rect(s, rgb("#FFD978"), (x + w * 0.1, y - h * 0.72, w * 0.2, w * 0.18))
    pygame.draw.rect(s, rgb("#5B3524"), (x + w * 0.1, y - h * 0.72, w * 0.2, w * 0.18), max(1, k))


def flame(s, x, y, h):
    pygame.draw.polygon(s, rgb("#E8542B"), bezier((x - h * 0.3, y), (x - h * 0.35, y - h * 0.7), (x, y - h), 10) +
                        bezier((x, y - h), (x + h * 0.35, y - h * 0.6), (x + h * 0.3, y), 10))
    pygame.draw.polygon(s, rgb("#FFC04A"), bezier((x - h * 0.16, y), (x - h * 0.2, y - h * 0.45), (x, y - h * 0.65), 8) +
                        bezier((x, y - h * 0.65), (x + h * 0.2, y - h * 0.4), (x + h * 0.16, y), 8))


def make_title_flamecraft():
    k = TSS
    s = title_canvas(rgb("#FFE3B0"), rgb("#F4A064"))
    W, H = s.get_size()
    rng = random.Random(41)
    glow(s, (70 * k, 80 * k), 80 * k, rgb("#FFF3C9"), 220, steps=40)
    pygame.draw.circle(s, rgb("#FFF0C2"), (70 * k, 80 * k), 26 * k)
    for base, amp, col in ((190, 18, rgb("#E69A5A")), (232, 14, rgb("#D07A45")), (270, 10, rgb("#B4603A"))):
        pts = [(0, H)] + [(x * k, (base + amp * math.sin(x / 37 + base)) * k) for x in range(0, TW + 5, 5)] + [(W, H)]
        pygame.draw.polygon(s, col, pts)
    # Village street: cottages in a row on the front hill.
    walls = [rgb("#F6E2C0"), rgb("#F2CFA0"), rgb("#EBD9BD"), rgb("#F7D9B0")]
    roofs = [rgb("#B8432E"), rgb("#8E3B2A"), rgb("#C9632F"), rgb("#A0402B")]
    for i, x in enumerate((14, 74, 134, 194)):
        cottage(s, x * k, (292 - (i % 2) * 8) * k, (44 + (i % 2) * 6) * k, walls[i], roofs[i])
    pygame.draw.rect(s, rgb("#8C4A2E"), (0, 292 * k, W, H))
    pygame.draw.rect(s, rgb("#A65B37"), (0, 292 * k, W, 6 * k))
    for x in (60, 128, 188, 248):  # street lanterns
        pygame.draw.rect(s, rgb("#4A2A1C"), ((x - 1) * k, 262 * k, 3 * k, 32 * k))
        glow(s, (x * k, 258 * k), 14 * k, rgb("#FFD36B"), 200, steps=5)
        flame(s, x * k, 264 * k, 12 * k)
    little_dragon(s, 180 * k, 90 * k, 60 * k, rgb("#D9482B"))
    little_dragon(s, 80 * k, 160 * k, 44 * k, rgb("#2A9D8F"), flip=True)
    little_dragon(s, 224 * k, 226 * k, 36 * k, rgb("#E9B430"), breath=False, flip=True)
    sparks = canvas(W, H, rgb("#FFD36B"))
    for _ in range(24):
        pygame.draw.circle(sparks, rgba(rgb("#FFF0B0"), rng.randint(120, 220)),
                           (rng.uniform(10, 250) * k, rng.uniform(20, 250) * k), rng.uniform(0.8, 1.8) * k)
    over(s, sparks)
    return finish_title(s, rgb("#5A2A18"))


def seg_distance(p, pts):
    """Distance from point p to a polyline."""
    best = float("inf")
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        dx, dy = x1 - x0, y1 - y0
        t = max(0.0, min(1.0, ((p[0] - x0) * dx + (p[1] - y0) * dy) / (dx * dx + dy * dy)))
        best = min(best, math.hypot(p[0] - x0 - t * dx, p[1] - y0 - t * dy))
    return best


def make_title_root():
    k = TSS
    s = title_canvas(rgb("#EED9A8"), rgb("#D9B47A"))
    W, H = s.get_size()
    rng = random.Random(51)
    # River winding down the map.
    river = [(x * k, y * k) for x, y in ((-10, 120), (40, 130), (80, 165), (110, 175), (150, 200), (175, 240),
                                         (200, 262), (240, 270), (280, 280))]
    stroke(s, rgb("#6E9FB3"), river, 16 * k)
    stroke(s, rgb("#8FBCCB"), river, 8 * k)
    clearings = [(50, 60), (140, 48), (215, 90), (70, 175), (150, 130), (215, 190), (50, 280), (150, 270),
                 (225, 300)]
    links = [(0, 1), (1, 2), (0, 3), (1, 4), (2, 4), (2, 5), (3, 4), (4, 5), (3, 6), (4, 7), (5, 7), (6, 7),
             (7, 8), (5, 8)]
    # Woods: clusters of autumn canopy circles away from the clearings.
    autumn = [rgb("#D9772B"), rgb("#B5541E"), rgb("#8C3B17"), rgb("#E3A33B"), rgb("#A8461B")]
    woods = canvas(W, H, rgb("#5B3A1E"))
    for _ in range(420):
        x, y = rng.uniform(0, 260), rng.uniform(0, 340)
        if min(math.hypot(x - cx, y - cy) for cx, cy in clearings) < 34:
            continue
        if seg_distance((x * k, y * k), river) < 16 * k:  # keep the river visible
            continue
        r = rng.uniform(6, 11)
        pygame.draw.circle(woods, rgba(darken(autumn[rng.randrange(5)], 0.35), 255), (x * k, (y + 1.5) * k), r * k)
        pygame.draw.circle(woods, rgba(autumn[rng.randrange(5)], 255), (x * k, y * k), r * k)
    over(s, woods)
    for a, b in links:  # dirt paths, drawn as dashes
        (x0, y0), (x1, y1) = clearings[a], clearings[b]
        stroke(s, rgb("#C99A5E"), [(x0 * k, y0 * k), (x1 * k, y1 * k)], 9 * k)
        steps = int(math.hypot(x1 - x0, y1 - y0) / 9)
        for i in range(steps):
            if i % 2 == 0:
                t0, t1 = i / steps, (i + 0.6) / steps
                stroke(s, rgb("#7A5230"), [((x0 + (x1 - x0) * t0) * k, (y0 + (y1 - y0) * t0) * k),
                                           ((x0 + (x1 - x0) * t1) * k, (y0 + (y1 - y0) * t1) * k)], 2 * k)
    tokens = [rgb("#E67E22"), rgb("#2E86C1"), rgb("#3E9A4E"), rgb("#7D3C98")]
    for i, (x, y) in enumerate(clearings):
        pygame.draw.circle(s, rgb("#5B3A1E"), (x * k, y * k), 23 * k)
        pygame.draw.circle(s, rgb("#F4E4C1"), (x * k, y * k), 20 * k)
        pygame.draw.circle(s, rgb("#E7D2A6"), (x * k, y * k), 20 * k, 2 * k)
        for j in range(1 + i % 3):  # building slots
            bx = (x - 12 + j * 9) * k
            pygame.draw.rect(s, rgb("#FFFFFF"), (bx, (y - 12) * k, 7 * k, 7 * k), border_radius=k)
            pygame.draw.rect(s, rgb("#5B3A1E"), (bx, (y - 12) * k, 7 * k, 7 * k), k, border_radius=k)
        for j in range(rng.randint(1, 3)):  # faction warriors
            col = tokens[rng.randrange(4)]
            px, py = (x - 8 + j * 8) * k, (y + 7) * k
            pygame.draw.circle(s, darken(col, 0.4), (px, py), 4.5 * k)
            pygame.draw.circle(s, col, (px, py), 3.5 * k)
    vignette = canvas(W, H, rgb("#5B3A1E"))
    for i in range(10):
        pygame.draw.rect(vignette, rgba(rgb("#5B3A1E"), 12), (i * 2 * k, i * 2 * k, W - i * 4 * k, H - i * 4 * k),
                         width=2 * k, border_radius=14 * k)
    over(s, vignette)
    return finish_title(s, rgb("#4A2A12"))


# --------------------------------------------------------------------------
# Window icon
# --------------------------------------------------------------------------

def make_icon(px: int = 64):
    """The collection's icon: 64 px for the window, 256 px for the packaged app's icons
    (Windows .ico and macOS .icns are made from it and want large sizes)."""
    S = px * SS
    k = px / 64                                   # border and outline widths grow with it
    s = canvas(S, S, INK)
    disc = clip_to(vgradient(S, S, rgba(rgb("#7CC4F0"), 255), rgba(rgb("#2E6FD8"), 255)),
                   rrect_shape(S, S, (round(2 * k * SS), round(2 * k * SS), S - round(4 * k * SS),
                                      S - round(4 * k * SS)), round(16 * k * SS)))
    over(s, outline_ring(disc, round(2 * k * SS), INK))
    over(s, disc)
    swirl = canvas(S, S, INK)
    # Spiral whose outer end (at the top, heading right) flows into a gust line.
    cx, cy, r = 0.36 * S, 0.42 * S, 0.17 * S
    coil = spiral_points(cx, cy, r, 1.5, start=1.0, phase=math.pi / 2)
    tail = bezier(coil[-1], (0.62 * S, cy - r - 0.02 * S), (0.86 * S, cy - r + 0.05 * S))
    stroke(swirl, WHITE, coil + tail[1:], 0.075 * S)
    stroke(swirl, WHITE, bezier((0.18 * S, 0.72 * S), (0.5 * S, 0.66 * S), (0.82 * S, 0.72 * S)), 0.07 * S)
    stroke(swirl, WHITE, bezier((0.32 * S, 0.85 * S), (0.52 * S, 0.81 * S), (0.7 * S, 0.85 * S)), 0.06 * S)
    over(s, outlined(swirl, int(1.5 * k * SS), INK))
    return shrink(s, (px, px))


# --------------------------------------------------------------------------

def main():
    pygame.font.init()  # only fonts are needed: no display, no audio
    for n in range(1, 26):
        save(make_island(n), ZEF / f"island_{n:02d}.png")
    for name in SYMBOLS:
        save(render_symbol(name, 32), ZEF / f"symbol_{name}.png")
    for name, (color, letter) in SPIRITS.items():
        save(draw_pawn(56, color, letter), ZEF / f"pawn_{name}.png")
        save(make_spirit_card(name), ZEF / f"spirit_card_{name}.png")
    save(make_gem(rgb("#8E44AD"), "brilliant"), ZEF / "gem_purple.png")
    save(make_gem(rgb("#E74C3C"), "cut"), ZEF / "gem_red.png")
    save(make_anchor(), ZEF / "anchor.png")
    save(make_blizzard(), ZEF / "storm_blizzard.png")
    save(make_tornado(), ZEF / "storm_tornado.png")
    save(make_card_back(), ZEF / "card_back.png")
    save(make_grid_card(), ZEF / "grid_card.png")
    save(make_tileset(), ZEF / "city_tiles.png")
    write_tsx(ZEF / "city_tiles.tsx", "city_tiles.png", len(TILE_NAMES))
    write_tmx(MAPS / "city.tmx", "../../sprites/zefiria/city_tiles.tsx")
    save(make_title_zefiria(), TITLE / "zefiria.png")
    save(make_title_fire_tower(), TITLE / "fire_tower.png")
    save(make_title_flamecraft(), TITLE / "flamecraft.png")
    save(make_title_root(), TITLE / "root.png")
    save(make_icon(), UI / "icon.png")
    save(make_icon(256), UI / "icon_256.png")
    total = sum(p.stat().st_size for p in WRITTEN)
    print(f"wrote {len(WRITTEN)} files, {total / 1024:.0f} KiB")
    # Fire Tower art (forest tileset + map, tokens, dice, cards) lives in its own module.
    import art_fire_tower  # noqa: E402  (tools/ is on sys.path when this runs as a script)
    art_fire_tower.make_all()


if __name__ == "__main__":
    main()

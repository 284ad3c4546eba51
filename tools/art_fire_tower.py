#!/usr/bin/env python3
"""Generate the procedural art of Fire Tower.

Writes the forest tileset + Tiled map of the board, the tokens (fire gem,
firebreak, water, firehawks, shadow), the wind vane, the dice faces, the
Bucket card and the card frames.  Same house style as tools/make_art.py
(whose drawing helpers it reuses): pure pygame drawing, fixed seeds, no
downloads, so running it twice gives byte-identical files.

    .venv/bin/python tools/art_fire_tower.py    (or tools/make_art.py, which calls make_all())

Board facts, taken from shared/reference/fire_tower.md:
  §2.1/§2.2  16x16 grid, (row, col) 0-based, row 0 = north, col 0 = west.
             Tower zones are the 3x3 corner blocks (rows/cols 0-2 or 13-15); each
             tower's back corner is the board corner square inside its zone:
             (0,0) NW, (0,15) NE, (15,15) SE, (15,0) SW, drawn under the tower
             roof with an orange border.  Eternal Flame = rows 7-8 x cols 7-8.
             Quadrants: NW rows 0-7 x cols 0-7, NE rows 0-7 x cols 8-15,
             SE rows 8-15 x cols 8-15, SW rows 8-15 x cols 0-7.  Compass markers
             at the middle of each edge (N top, S bottom, W left, E right), on
             the quadrant boundaries.
  §2.3       Tower colours: NW red, NE purple (indigo), SE blue (light blue),
             SW green.  Seating clockwise NW -> NE -> SE -> SW.
  §8.1       Firehawks: the controller is the player whose quadrant the hawk is in.

Map layout (data/fire_tower/forest.tmx): 40 px tiles, 18x18 tiles = the 16x16
grid plus a one-tile frame.  Grid square (col c, row r) covers the pixel rect
(40*(c+1), 40*(r+1), 40, 40).

Colour is never the only cue: every tower also has a shape mark (red triangle,
purple diamond, blue circle, green cross) used in its zone pattern, on its
roof, its frame badge and its firehawk ring; every card type has its own icon.
"""
import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_art import (write_tiled_map, SS, INK, WHITE, rgb, mix, lighten, darken, rgba, canvas, shrink, over,  # noqa: E402
                      vgradient, clip_to, rrect_shape, outline_ring, glow, text, stroke,
                      card_body)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "sprites" / "fire_tower"
MAPS = ROOT / "data" / "fire_tower"

T = 40                      # tile size (px)
GRID = 16                   # playing grid, squares per side
MAP_N = GRID + 2            # plus a one-tile frame on every side
TS_COLS = 8

# (colour, compass corner, back corner (row, col), RGB, shape mark) -- §2.1 / §2.3, clockwise.
TOWERS = [
    ("red", "NW", (0, 0), rgb("#D23F36"), "triangle"),
    ("purple", "NE", (0, 15), rgb("#5B47B0"), "diamond"),
    ("blue", "SE", (15, 15), rgb("#3A9BE0"), "circle"),
    ("green", "SW", (15, 0), rgb("#3C9A47"), "cross"),
]
TOWER_RGB = {c: col for c, _, _, col, _ in TOWERS}
TOWER_MARK = {c: m for c, _, _, _, m in TOWERS}
EFLAME = [(7, 7), (7, 8), (8, 7), (8, 8)]      # §2.2
BACK_ORANGE = rgb("#FF8A1E")                    # §2.2: back corners have an orange border

CREAM = rgb("#FFF6E0")
GEM = rgb("#EC5A1E")
GEM_DARK = rgb("#5A1208")
EARTH = rgb("#D49A48")
EARTH_DARK = rgb("#3A2312")
WATER = rgb("#3AA6EC")
WATER_DARK = rgb("#0F3B66")
HAWK = rgb("#9A2119")
HAWK_DARK = rgb("#2B0906")
GOLD = rgb("#F0B93A")
FOREST_GROUND = rgb("#2C4E31")
GRID_INK = rgb("#15291A")

WRITTEN = []


def save(surf, path):
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))
    WRITTEN.append(path)


# --------------------------------------------------------------------------
# Shared shapes
# --------------------------------------------------------------------------

def haloed(body, line_w, line_col, halo_w, halo_col):
    """body + a dark outline ring + a pale halo ring outside it: a token that
    reads on dark forest as well as on pale tower-zone ground."""
    line = outline_ring(body, line_w, line_col)
    solid = over(line.copy(), body)
    out = outline_ring(solid, halo_w, halo_col)
    over(out, line)
    return over(out, body)


def mark(s, kind, cx, cy, r, color):
    """The shape mark of a tower (the non-colour cue)."""
    if kind == "triangle":
        pygame.draw.polygon(s, color, [(cx, cy - r), (cx + r * 0.95, cy + r * 0.72), (cx - r * 0.95, cy + r * 0.72)])
    elif kind == "diamond":
        pygame.draw.polygon(s, color, [(cx, cy - r * 1.05), (cx + r * 0.8, cy), (cx, cy + r * 1.05),
                                       (cx - r * 0.8, cy)])
    elif kind == "circle":
        pygame.draw.circle(s, color, (cx, cy), r * 0.82)
    elif kind == "cross":
        a = r * 0.34
        pygame.draw.rect(s, color, (cx - a, cy - r * 0.9, 2 * a, 1.8 * r))
        pygame.draw.rect(s, color, (cx - r * 0.9, cy - a, 1.8 * r, 2 * a))


def flame_points(cx, base, w, h, lean=0.0, n=28):
    """A flame tongue: round bottom, wavy flanks, pointed (leaning) tip."""
    left, right = [], []
    for i in range(n + 1):
        v = i / n
        hw = w / 2 * (1 - v) ** 0.85 * min(1.0, (v + 0.04) / 0.32) ** 0.5
        sway = lean * w * v * v + 0.06 * w * math.sin(v * math.pi * 2.2) * v
        y = base - h * v
        left.append((cx + sway - hw, y))
        right.append((cx + sway + hw, y))
    return left + right[::-1]


def draw_flame(s, cx, base, w, h, alpha=255, core=True):
    layers = [(rgb("#D9361A"), 1.0, 1.0), (rgb("#F6851F"), 0.74, 0.8), (rgb("#FFC93C"), 0.48, 0.56)]
    if core:
        layers.append((rgb("#FFF4C2"), 0.24, 0.3))
    for col, fw, fh in layers:
        pygame.draw.polygon(s, rgba(col, alpha), flame_points(cx, base, w * fw, h * fh, lean=0.12))


def drop_points(cx, cy, r, n=40):
    """Water drop pointing up, round part centred at (cx, cy)."""
    pts = []
    tip = (cx, cy - r * 2.1)
    phi = math.acos(1 / 2.1)
    a0 = -math.pi / 2
    for i in range(n + 1):
        a = a0 + phi + (2 * math.pi - 2 * phi) * i / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return [tip] + pts


def hawk_shape(S, color, wing_col, cx=0.5, cy=0.5, k=1.0):
    """Top-down stylised hawk, head up, wings spread with serrated tips."""
    s = canvas(S, S, HAWK_DARK)
    u = S * k

    def P(x, y):
        return (cx * S + x * u, cy * S + y * u)

    # Wings: leading edge sweeps up and out, trailing edge has 4 feather tips.
    for side in (-1, 1):
        pts = [P(side * 0.06, -0.08), P(side * 0.22, -0.2), P(side * 0.4, -0.2), P(side * 0.48, -0.12)]
        tips = [(0.46, -0.02), (0.38, 0.04), (0.4, 0.1), (0.3, 0.12), (0.31, 0.19), (0.2, 0.16), (0.19, 0.22),
                (0.08, 0.12)]
        pts += [P(side * x, y) for x, y in tips]
        pygame.draw.polygon(s, color, pts)
        # Golden leading-edge band.
        stroke(s, wing_col, [P(side * 0.09, -0.09), P(side * 0.22, -0.18), P(side * 0.39, -0.18),
                             P(side * 0.46, -0.12)], 0.045 * u)
    # Tail fan.
    pygame.draw.polygon(s, color, [P(-0.07, 0.12), P(0.07, 0.12), P(0.13, 0.36), P(0.045, 0.33), P(0, 0.37),
                                   P(-0.045, 0.33), P(-0.13, 0.36)])
    # Body and head.
    pygame.draw.ellipse(s, color, (*P(-0.09, -0.16), 0.18 * u, 0.36 * u))
    pygame.draw.circle(s, color, P(0, -0.22), 0.085 * u)
    pygame.draw.polygon(s, wing_col, [P(-0.035, -0.28), P(0.035, -0.28), P(0, -0.36)])   # beak
    # Gold tail bars (drawn last so they sit on top).
    for y in (0.22, 0.29):
        stroke(s, wing_col, [P(-0.08, y), P(0.08, y)], 0.025 * u)
    return s


# --------------------------------------------------------------------------
# Tiles (40 px, drawn at SS)
# --------------------------------------------------------------------------

TILE_NAMES = [
    "forest_a", "forest_b", "forest_c", "forest_d", "forest_e", "zone_red", "zone_purple", "zone_blue",
    "zone_green", "tower_red", "tower_purple", "tower_blue", "tower_green", "tower_burnt", "flame_nw", "flame_ne",
    "flame_sw", "flame_se", "badge_red", "badge_purple", "badge_blue", "badge_green", "band_red_n", "band_red_w",
    "band_purple_n", "band_purple_e", "band_blue_s", "band_blue_e", "band_green_s", "band_green_w", "frame_nw",
    "frame_n", "frame_ne", "frame_w", "frame_e", "frame_sw", "frame_s", "frame_se", "compass_n_l", "compass_n_r",
    "compass_s_l", "compass_s_r", "compass_w_t", "compass_w_b", "compass_e_t", "compass_e_b",
]
TILE_ID = {name: i for i, name in enumerate(TILE_NAMES)}


def grid_edges(s, color, alpha):
    """1 px square outline at final size: two tiles side by side give a 2 px grid line."""
    S = s.get_width()
    line = canvas(S, S, color)
    pygame.draw.rect(line, rgba(color, alpha), (0, 0, S, S), width=SS)
    over(s, line)


def forest_tile(variant):
    rng = random.Random(400 + variant)
    S = T * SS
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    s.fill(rgba(FOREST_GROUND, 255))
    for _ in range(40):  # ground speckle
        pygame.draw.circle(s, rgba(darken(FOREST_GROUND, rng.uniform(0.05, 0.25)), 255),
                           (rng.uniform(0, S), rng.uniform(0, S)), rng.uniform(0.6, 1.6) * SS)
    greens = [rgb("#3E7444"), rgb("#4A8550"), rgb("#386A3E"), rgb("#55905A")]
    # Crown layouts (x, y, radius in final px), kept inside the square so each
    # square reads as one clump of trees and tiles need no seams.
    layouts = [
        [(12, 13, 9), (28, 12, 8), (20, 27, 10), (31, 29, 6)],
        [(13, 26, 10), (27, 24, 9), (21, 11, 8)],
        [(11, 11, 7), (28, 14, 8), (13, 28, 8), (28, 29, 7)],       # pines
        [(20, 20, 12), (9, 31, 5), (32, 9, 5)],
        [(12, 12, 6), (29, 27, 8), (26, 10, 5), (11, 29, 6)],
    ]
    pines = variant == 2 or variant == 4
    shade = canvas(S, S, INK)
    for x, y, r in layouts[variant]:
        pygame.draw.circle(shade, rgba(rgb("#0E1F11"), 120), ((x + 1.8) * SS, (y + 2.2) * SS), r * SS)
    over(s, shade)
    for idx, (x, y, r) in enumerate(layouts[variant]):
        g = greens[(idx + variant) % len(greens)]
        cx, cy, R = x * SS, y * SS, r * SS
        if pines and idx % 2 == 0:
            # Conifer from above: a star of needles with a lighter sunny side.
            pts = []
            for k in range(18):
                a = k * math.pi / 9 + rng.uniform(-0.05, 0.05)
                rr = R if k % 2 == 0 else R * 0.62
                pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
            pygame.draw.polygon(s, darken(g, 0.12), pts)
            inner = [(cx - 0.12 * R + (px - cx) * 0.62, cy - 0.12 * R + (py - cy) * 0.62) for px, py in pts]
            pygame.draw.polygon(s, lighten(g, 0.12), inner)
            pygame.draw.circle(s, lighten(g, 0.3), (cx - 0.1 * R, cy - 0.1 * R), R * 0.12)
        else:
            # Broadleaf crown: bumpy disc of leaf clumps, lit from the top-left.
            for k in range(9):
                a = k * 2 * math.pi / 9 + variant
                pygame.draw.circle(s, darken(g, 0.1), (cx + math.cos(a) * R * 0.62, cy + math.sin(a) * R * 0.62),
                                   R * 0.42)
            pygame.draw.circle(s, g, (cx, cy), R * 0.72)
            pygame.draw.circle(s, lighten(g, 0.14), (cx - R * 0.22, cy - R * 0.24), R * 0.42)
            pygame.draw.circle(s, lighten(g, 0.28), (cx - R * 0.32, cy - R * 0.34), R * 0.16)
    grid_edges(s, GRID_INK, 150)
    return s


def zone_ground(colour):
    """Pale tinted clearing + a scatter of the tower's shape mark (subtle)."""
    col = TOWER_RGB[colour]
    S = T * SS
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    s.fill(rgba(mix(col, rgb("#F4ECD8"), 0.74), 255))
    rng = random.Random(500 + [c for c, *_ in TOWERS].index(colour))
    tex = canvas(S, S, col)
    for _ in range(16):  # soft ground mottling
        pygame.draw.circle(tex, rgba(darken(col, 0.2), 18), (rng.uniform(0, S), rng.uniform(0, S)),
                           rng.uniform(3, 7) * SS)
    for x, y in ((10, 10), (30, 10), (20, 20), (10, 30), (30, 30)):
        mark(tex, TOWER_MARK[colour], x * SS, y * SS, 3.2 * SS, rgba(darken(col, 0.1), 92))
    over(s, tex)
    grid_edges(s, darken(col, 0.45), 170)
    return s


def tower_tile(colour, burnt=False, border=True):
    """Side view of a fire lookout tower standing on the back corner square,
    which gets the orange border of §2.2.  Transparent elsewhere (drawn over
    the zone tile)."""
    col = rgb("#6E6A66") if burnt else TOWER_RGB[colour]
    S = T * SS
    s = canvas(S, S, INK)
    if border:
        b = canvas(S, S, BACK_ORANGE)
        pygame.draw.rect(b, rgba(BACK_ORANGE, 255), (SS, SS, S - 2 * SS, S - 2 * SS), width=int(2.5 * SS))
        over(s, b)
    t = canvas(S, S, INK)
    wood, dark = (rgb("#4A4643"), rgb("#2A2826")) if burnt else (rgb("#6B4429"), rgb("#3B2416"))
    u = SS
    # Legs (splayed) with cross bracing.
    for sx in (-1, 1):
        stroke(t, rgba(wood, 255), [(20 * u + sx * 11 * u, 35 * u), (20 * u + sx * 6.5 * u, 22 * u)], 2.2 * u)
    stroke(t, rgba(wood, 255), [(9.5 * u, 34 * u), (26 * u, 24 * u)], 1.2 * u)
    stroke(t, rgba(wood, 255), [(30.5 * u, 34 * u), (14 * u, 24 * u)], 1.2 * u)
    stroke(t, rgba(wood, 255), [(12 * u, 29 * u), (28 * u, 29 * u)], 1.2 * u)
    # Cabin with a lit window band.
    pygame.draw.rect(t, rgba(wood, 255), (10 * u, 15 * u, 20 * u, 8.5 * u))
    pygame.draw.rect(t, rgba(rgb("#4C4C4C") if burnt else rgb("#FFD978"), 255), (12 * u, 16.6 * u, 16 * u, 4.4 * u))
    for wx in (17.3, 22.7):
        pygame.draw.rect(t, rgba(dark, 255), (wx * u - 0.5 * u, 16.6 * u, 1.1 * u, 4.4 * u))
    pygame.draw.rect(t, rgba(dark, 255), (8.5 * u, 22.5 * u, 23 * u, 2 * u))
    # Roof in the tower colour, darker right half, shape mark on the gable.
    pygame.draw.polygon(t, rgba(col, 255), [(6.5 * u, 15.5 * u), (33.5 * u, 15.5 * u), (20 * u, 4 * u)])
    pygame.draw.polygon(t, rgba(darken(col, 0.25), 255), [(20 * u, 4 * u), (33.5 * u, 15.5 * u), (20 * u, 15.5 * u)])
    if not burnt:
        mark(t, TOWER_MARK[colour], 20 * u, 11.6 * u, 2.6 * u, rgba(WHITE, 255))
    else:  # smoke wisps over a charred roof
        for i, (x, y, r) in enumerate(((24, 8, 3), (27, 5, 3.6), (31, 3, 4))):
            pygame.draw.circle(t, rgba(rgb("#9A9691"), 200 - 30 * i), (x * u, y * u), r * u)
    over(s, outline_ring(t, int(1.2 * SS), rgb("#1A1410")))
    over(s, t)
    return s


def badge_tile(colour, compass):
    """Corner-of-frame badge: shield in the tower colour with its mark (the game writes the compass corner)."""
    col = TOWER_RGB[colour]
    S = T * SS
    s = canvas(S, S, INK)
    u = SS
    body = canvas(S, S, INK)
    pygame.draw.rect(body, rgba(col, 255), (5 * u, 4 * u, 30 * u, 32 * u), border_radius=7 * u)
    pygame.draw.rect(body, rgba(lighten(col, 0.25), 255), (7 * u, 6 * u, 26 * u, 13 * u), border_radius=5 * u)
    mark(body, TOWER_MARK[colour], 20 * u, 12.5 * u, 5 * u, rgba(WHITE, 255))
    # The corner's letters (NW, NE...) are written by the game in the player's language.
    over(s, outline_ring(body, int(1.4 * SS), rgb("#1A1410")))
    over(s, body)
    return s


def band_tile(colour, side):
    """Strip in the tower colour on the margin next to a tower zone; `side`
    is the frame side the tile sits on (the strip hugs the grid edge)."""
    col = TOWER_RGB[colour]
    S = T * SS
    s = canvas(S, S, col)
    u = SS
    # The strip is 9 px thick and stops 2 px short of the grid edge (the frame's shadow line).
    a = S - 11 * u
    rect, hi = {"n": ((0, a, S, 9 * u), (0, a, S, 1.2 * u)), "s": ((0, 2 * u, S, 9 * u), (0, 9.8 * u, S, 1.2 * u)),
                "w": ((a, 0, 9 * u, S), (a, 0, 1.2 * u, S)),
                "e": ((2 * u, 0, 9 * u, S), (9.8 * u, 0, 1.2 * u, S))}[side]
    pygame.draw.rect(s, rgba(col, 255), rect)
    pygame.draw.rect(s, rgba(lighten(col, 0.45), 255), hi)
    for k in (7, 20, 33):  # marks stay upright on every side
        x, y = (k * u, rect[1] + 4.6 * u) if side in "ns" else (rect[0] + 4.5 * u, k * u)
        mark(s, TOWER_MARK[colour], x, y, 2.6 * u, rgba(WHITE, 215))
    return s


WOOD = rgb("#5A3A24")


def frame_edge():
    """North frame tile: wood with grain (period = one tile, so it repeats
    seamlessly), a gold bevel and a dark shadow line along the grid."""
    S = T * SS
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    s.fill(rgba(WOOD, 255))
    for k, y in enumerate((5, 10, 15, 21, 27)):
        pts = [(x * S / 40, (y + 0.9 * math.sin(2 * math.pi * x / 40 * (k % 2 + 1) + k)) * SS) for x in range(41)]
        stroke(s, rgba(darken(WOOD, 0.22), 255), pts, 0.7 * SS)
    pygame.draw.rect(s, rgba(darken(WOOD, 0.45), 255), (0, 0, S, 2 * SS))
    pygame.draw.rect(s, rgba(rgb("#D7AE5F"), 255), (0, 32 * SS, S, 2 * SS))
    pygame.draw.rect(s, rgba(darken(WOOD, 0.3), 255), (0, 34 * SS, S, 4 * SS))
    pygame.draw.rect(s, rgba(rgb("#1B120B"), 255), (0, 38 * SS, S, 2 * SS))
    return s


def frame_corner():
    """North-west corner: grain, outer edge on two sides, bevel as an L."""
    S = T * SS
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    s.fill(rgba(WOOD, 255))
    for k, r in enumerate((8, 14, 20, 26)):
        pygame.draw.circle(s, rgba(darken(WOOD, 0.22), 255), (S, S), (40 - r) * SS, int(0.7 * SS))
    dk = rgba(darken(WOOD, 0.45), 255)
    pygame.draw.rect(s, dk, (0, 0, S, 2 * SS))
    pygame.draw.rect(s, dk, (0, 0, 2 * SS, S))
    for x0, w, c in ((32, 2, rgba(rgb("#D7AE5F"), 255)), (34, 4, rgba(darken(WOOD, 0.3), 255)),
                     (38, 2, rgba(rgb("#1B120B"), 255))):
        pygame.draw.rect(s, c, (x0 * SS, x0 * SS, S - x0 * SS, w * SS))
        pygame.draw.rect(s, c, (x0 * SS, x0 * SS, w * SS, S - x0 * SS))
    return s


def frame_tiles():
    edge, corner = frame_edge(), frame_corner()
    return {"frame_n": edge, "frame_s": pygame.transform.rotate(edge, 180),
            "frame_w": pygame.transform.rotate(edge, 90), "frame_e": pygame.transform.rotate(edge, -90),
            "frame_nw": corner, "frame_ne": pygame.transform.rotate(corner, -90),
            "frame_se": pygame.transform.rotate(corner, 180), "frame_sw": pygame.transform.rotate(corner, 90)}


def compass_pair(letter, frames):
    """Two frame tiles with a compass marker centred on the seam between them
    (that seam is the quadrant boundary).  Returns the two tiles."""
    S = T * SS
    horizontal = letter in "NS"
    side = {"N": "frame_n", "S": "frame_s", "W": "frame_w", "E": "frame_e"}[letter]
    w, h = (2 * S, S) if horizontal else (S, 2 * S)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.blit(frames[side], (0, 0))
    s.blit(frames[side], (S, 0) if horizontal else (0, S))
    m = canvas(w, h, INK)
    c = (w / 2, h / 2)
    # The marker sits in the middle of the wood band (away from the bevel).
    off = 2 * SS
    c = {"N": (c[0], c[1] - off), "S": (c[0], c[1] + off), "W": (c[0] - off, c[1]), "E": (c[0] + off, c[1])}[letter]
    out = {"N": (0, -1), "S": (0, 1), "W": (-1, 0), "E": (1, 0)}[letter]
    along = (1, 0) if horizontal else (0, 1)
    gold, gdark = rgb("#E9C46A"), rgb("#9A6B1F")
    for sgn in (-1, 1):  # long arms along the edge (the rose's side points)
        tip = (c[0] + sgn * along[0] * 34 * SS, c[1] + sgn * along[1] * 34 * SS)
        nx, ny = along[1] * 4 * SS, along[0] * 4 * SS
        pygame.draw.polygon(m, rgba(gold, 255), [tip, (c[0] + nx, c[1] + ny), (c[0] - nx, c[1] - ny)])
        pygame.draw.polygon(m, rgba(gdark, 255), [tip, (c[0] + nx, c[1] + ny), c])
    # Outward point (the direction named by the letter).
    tip = (c[0] + out[0] * 17 * SS, c[1] + out[1] * 17 * SS)
    nx, ny = out[1] * 6 * SS, out[0] * 6 * SS
    pygame.draw.polygon(m, rgba(rgb("#E4572E"), 255), [tip, (c[0] + nx, c[1] + ny), (c[0] - nx, c[1] - ny)])
    pygame.draw.circle(m, rgba(CREAM, 255), c, 11 * SS)
    pygame.draw.circle(m, rgba(gdark, 255), c, 11 * SS, int(1.2 * SS))
    # The letter is written on the cream disc by the game, in the player's language
    # (fire_tower.compass in data/fire_tower/text.*.yaml): Spanish says O for west.
    over(s, outline_ring(m, int(1 * SS), rgb("#1B120B")))
    over(s, m)
    if horizontal:
        return s.subsurface((0, 0, S, S)).copy(), s.subsurface((S, 0, S, S)).copy()
    return s.subsurface((0, 0, S, S)).copy(), s.subsurface((0, S, S, S)).copy()


def flame_model():
    """2x2 tiles: the Eternal Flame in a stone hearth, grid lines kept so each
    of the four squares (one per quadrant) still reads as a square."""
    S = 2 * T * SS
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    s.fill(rgba(rgb("#3A1C12"), 255))
    c = (S / 2, S / 2)
    glow(s, c, 46 * SS, rgb("#FF7A22"), 255, steps=16)
    rng = random.Random(600)
    coals = canvas(S, S, INK)
    pygame.draw.circle(coals, rgba(rgb("#4A1A10"), 255), c, 27 * SS)
    for _ in range(40):
        a, r = rng.uniform(0, 2 * math.pi), rng.uniform(0, 25) * SS
        pygame.draw.circle(coals, rgba(rng.choice([rgb("#FF8A2A"), rgb("#C23B18"), rgb("#FFC24A")]), 255),
                           (c[0] + r * math.cos(a), c[1] + r * math.sin(a)), rng.uniform(1.2, 2.6) * SS)
    over(s, coals)
    stones = canvas(S, S, INK)
    for k in range(14):
        a = k * 2 * math.pi / 14 + 0.1
        x, y = c[0] + 31 * SS * math.cos(a), c[1] + 31 * SS * math.sin(a)
        r = rng.uniform(5.2, 6.4) * SS
        pygame.draw.circle(stones, rgba(rgb("#5E5853"), 255), (x, y), r)
        pygame.draw.circle(stones, rgba(rgb("#8C847C"), 255), (x - 0.8 * SS, y - 1.0 * SS), r * 0.78)
        pygame.draw.circle(stones, rgba(rgb("#B3AAA0"), 255), (x - 1.8 * SS, y - 2.0 * SS), r * 0.3)
    over(s, outline_ring(stones, SS, rgb("#1E120C")))
    over(s, stones)
    fl = canvas(S, S, rgb("#D9361A"))
    for dx, w, h in ((-12, 16, 30), (12, 15, 27)):      # side tongues
        draw_flame(fl, c[0] + dx * SS, c[1] + 20 * SS, w * SS, h * SS, core=False)
    draw_flame(fl, c[0], c[1] + 22 * SS, 30 * SS, 58 * SS)
    over(s, outline_ring(fl, int(1.2 * SS), rgb("#5A1208")))
    over(s, fl)
    lines = canvas(S, S, GRID_INK)
    t = T * SS
    for x0 in (0, t):
        for y0 in (0, t):
            pygame.draw.rect(lines, rgba(rgb("#2A0C05"), 120), (x0, y0, t, t), width=SS)
    over(s, lines)
    return s


def make_tileset():
    t = T * SS
    rows = math.ceil(len(TILE_NAMES) / TS_COLS)
    sheet = pygame.Surface((TS_COLS * t, rows * t), pygame.SRCALPHA)
    sheet.fill((0, 0, 0, 0))

    def put(name, src, tx=0, ty=0):
        i = TILE_ID[name]
        sheet.blit(src, ((i % TS_COLS) * t, (i // TS_COLS) * t), (tx * t, ty * t, t, t))

    for v, name in enumerate(("forest_a", "forest_b", "forest_c", "forest_d", "forest_e")):
        put(name, forest_tile(v))
    fm = flame_model()
    for name, (x, y) in {"flame_nw": (0, 0), "flame_ne": (1, 0), "flame_sw": (0, 1), "flame_se": (1, 1)}.items():
        put(name, fm, x, y)
    for colour, compass, _, _, _ in TOWERS:
        put(f"zone_{colour}", zone_ground(colour))
        put(f"tower_{colour}", tower_tile(colour))
        put(f"badge_{colour}", badge_tile(colour, compass))
        for side in compass.lower():
            put(f"band_{colour}_{side}", band_tile(colour, side))
    put("tower_burnt", tower_tile("red", burnt=True))
    frames = frame_tiles()
    for name, surf in frames.items():
        put(name, surf)
    for letter, (a, b) in {"N": ("l", "r"), "S": ("l", "r"), "W": ("t", "b"), "E": ("t", "b")}.items():
        first, second = compass_pair(letter, frames)
        put(f"compass_{letter.lower()}_{a}", first)
        put(f"compass_{letter.lower()}_{b}", second)
    return shrink(sheet, (TS_COLS * T, rows * T))


def write_tsx(path, image_name):
    rows_n = math.ceil(len(TILE_NAMES) / TS_COLS)
    rows = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.10" tiledversion="1.10.2" name="forest_tiles" tilewidth="{T}" tileheight="{T}" '
        f'tilecount="{len(TILE_NAMES)}" columns="{TS_COLS}">',
        f' <image source="{image_name}" width="{TS_COLS * T}" height="{rows_n * T}"/>',
    ]
    for i, name in enumerate(TILE_NAMES):
        rows += [f' <tile id="{i}">', '  <properties>',
                 f'   <property name="kind" value="{name}"/>', '  </properties>', ' </tile>']
    rows.append('</tileset>')
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    WRITTEN.append(path)


def square_kind(r, c):
    """'zone:<colour>', 'flame' or 'forest' for grid square (row r, col c)."""
    if (r, c) in EFLAME:
        return "flame"
    for colour, compass, _, _, _ in TOWERS:
        rows = range(0, 3) if compass[0] == "N" else range(13, 16)
        cols = range(0, 3) if compass[1] == "W" else range(13, 16)
        if r in rows and c in cols:
            return "zone:" + colour
    return "forest"


def map_layers():
    g = lambda name: TILE_ID[name] + 1  # noqa: E731
    empty = lambda: [[0] * MAP_N for _ in range(MAP_N)]  # noqa: E731
    frame, forest, zones, towers, flame = empty(), empty(), empty(), empty(), empty()
    last = MAP_N - 1
    for y in range(MAP_N):
        for x in range(MAP_N):
            top, bot, lef, rig = y == 0, y == last, x == 0, x == last
            if top or bot or lef or rig:
                name = "frame_" + ("n" if top else "s" if bot else "") + ("w" if lef else "e" if rig else "")
                frame[y][x] = g(name)
    mid = GRID // 2  # the quadrant boundary falls between map tiles mid and mid+1
    frame[0][mid], frame[0][mid + 1] = g("compass_n_l"), g("compass_n_r")
    frame[last][mid], frame[last][mid + 1] = g("compass_s_l"), g("compass_s_r")
    frame[mid][0], frame[mid + 1][0] = g("compass_w_t"), g("compass_w_b")
    frame[mid][last], frame[mid + 1][last] = g("compass_e_t"), g("compass_e_b")
    rng = random.Random(17)
    names = ["forest_a", "forest_b", "forest_c", "forest_d", "forest_e"]
    for r in range(GRID):
        for c in range(GRID):
            kind = square_kind(r, c)
            if kind == "forest":
                forest[r + 1][c + 1] = g(rng.choice(names))
            elif kind.startswith("zone:"):
                zones[r + 1][c + 1] = g("zone_" + kind[5:])
    for (r, c), name in zip(EFLAME, ("flame_nw", "flame_ne", "flame_sw", "flame_se")):
        flame[r + 1][c + 1] = g(name)
    for colour, compass, (br, bc), _, _ in TOWERS:
        towers[br + 1][bc + 1] = g(f"tower_{colour}")
        my, mx = (0 if compass[0] == "N" else last), (0 if compass[1] == "W" else last)
        towers[my][mx] = g(f"badge_{colour}")
        # Colour strips on the two frame sides that touch this tower's zone.
        for k in range(3):
            gx = bc + 1 + (k if compass[1] == "W" else -k)
            gy = br + 1 + (k if compass[0] == "N" else -k)
            zones[my][gx] = g(f"band_{colour}_{compass[0].lower()}")
            zones[gy][mx] = g(f"band_{colour}_{compass[1].lower()}")
    return [("frame", frame), ("forest", forest), ("zones", zones), ("towers", towers), ("flame", flame)]


def place_objects():
    """Named rectangles (pixels) of the 'places' object layer."""
    objs = [("grid", (T, T, GRID * T, GRID * T), [])]
    for colour, compass, (br, bc), _, _ in TOWERS:
        r0, c0 = (0 if br == 0 else GRID - 3), (0 if bc == 0 else GRID - 3)
        objs.append((f"tower_{colour}", (T * (c0 + 1), T * (r0 + 1), 3 * T, 3 * T),
                     [("colour", "string", colour), ("compass", "string", compass)]))
    objs.append(("eternal_flame", (T * 8, T * 8, 2 * T, 2 * T), []))
    half = GRID // 2 * T
    for colour, compass, _, _, _ in TOWERS:
        x = T if compass[1] == "W" else T + half
        y = T if compass[0] == "N" else T + half
        objs.append((f"quadrant_{compass}", (x, y, half, half), [("colour", "string", colour)]))
    return objs


def write_tmx(path, tsx_rel):
    WRITTEN.append(path)
    write_tiled_map(path, MAP_N, T, tsx_rel, map_layers(), [("places", place_objects())])


# --------------------------------------------------------------------------
# Tokens
# --------------------------------------------------------------------------

def facet_tone(color, normal_angle, light=-2.3):
    k = math.cos(normal_angle - light)
    return lighten(color, 0.4 * k) if k > 0 else darken(color, -0.32 * k)


def make_gem_fire():
    """Pointed, flame-like crystal (tip up) with facets and a flame glint."""
    px = 34
    S = px * SS
    body = canvas(S, S, GEM_DARK)
    c = (0.5 * S, 0.55 * S)
    outer = [(0.5, 0.07), (0.82, 0.33), (0.86, 0.64), (0.66, 0.9), (0.34, 0.9), (0.14, 0.64), (0.18, 0.33)]
    outer = [(x * S, y * S) for x, y in outer]
    inner = [(c[0] + (x - c[0]) * 0.48, c[1] + (y - c[1]) * 0.48) for x, y in outer]
    n = len(outer)
    for k in range(n):
        a, b = outer[k - 1], outer[k]
        mx, my = (a[0] + b[0]) / 2 - c[0], (a[1] + b[1]) / 2 - c[1]
        ang = math.atan2(my, mx)
        pygame.draw.polygon(body, rgba(facet_tone(GEM, ang - 0.25), 236), [a, b, inner[k]])
        pygame.draw.polygon(body, rgba(facet_tone(GEM, ang + 0.35), 236), [a, inner[k - 1], inner[k]])
    pygame.draw.polygon(body, rgba(lighten(GEM, 0.12), 232), inner)
    # Flame glint inside the table.
    glint = canvas(S, S, WHITE)
    pygame.draw.polygon(glint, rgba(rgb("#FFD24A"), 235), flame_points(c[0], 0.74 * S, 0.2 * S, 0.36 * S, 0.1))
    pygame.draw.polygon(glint, rgba(rgb("#FFF7D0"), 240), flame_points(c[0], 0.72 * S, 0.1 * S, 0.2 * S, 0.1))
    over(body, glint)
    out = haloed(body, int(1.5 * SS), GEM_DARK, int(1.2 * SS), rgba(CREAM, 235))
    spark = canvas(S, S, WHITE)
    sx, sy = 0.34 * S, 0.34 * S
    for dx, dy in ((1, 0), (0, 1)):
        pygame.draw.polygon(spark, rgba(WHITE, 240), [
            (sx - dx * 0.11 * S, sy - dy * 0.11 * S), (sx + dy * 0.025 * S, sy + dx * 0.025 * S),
            (sx + dx * 0.11 * S, sy + dy * 0.11 * S), (sx - dy * 0.025 * S, sy - dx * 0.025 * S)])
    over(out, spark)
    return shrink(out, (px, px))


def firebreak_body(S, inset=0.12):
    """Cleared-earth square (slightly rounded) with diagonal hatching."""
    s = canvas(S, S, EARTH_DARK)
    a, b = inset * S, (1 - 2 * inset) * S
    rect = (a, a, b, b)
    fill = clip_to(vgradient(S, S, rgba(lighten(EARTH, 0.18), 255), rgba(darken(EARTH, 0.12), 255)),
                   rrect_shape(S, S, rect, 0.1 * S))
    over(s, fill)
    hatch = canvas(S, S, EARTH_DARK)
    step = 0.13 * S
    for i in range(-8, 9):
        x0 = i * step
        pygame.draw.line(hatch, rgba(rgb("#6E431B"), 235), (x0, S), (x0 + S, 0), int(0.05 * S))
    over(s, clip_to(hatch, rrect_shape(S, S, (a + 0.06 * S, a + 0.06 * S, b - 0.12 * S, b - 0.12 * S), 0.05 * S)))
    pygame.draw.rect(s, rgba(darken(EARTH, 0.35), 255), rect, width=max(1, int(0.035 * S)),
                     border_radius=int(0.1 * S))
    return s


def make_firebreak():
    px = 34
    S = px * SS
    body = firebreak_body(S)
    out = haloed(body, int(1.5 * SS), EARTH_DARK, int(1.2 * SS), rgba(CREAM, 235))
    return shrink(out, (px, px))


def make_water():
    """Blue splash: a drop with a crown of droplets and a ripple ring."""
    px = 34
    S = px * SS
    body = canvas(S, S, WATER_DARK)
    c = (0.5 * S, 0.6 * S)
    pygame.draw.ellipse(body, rgba(lighten(WATER, 0.25), 200), (0.1 * S, 0.66 * S, 0.8 * S, 0.24 * S))
    pygame.draw.ellipse(body, rgba(WATER, 170), (0.2 * S, 0.71 * S, 0.6 * S, 0.13 * S))
    for k in range(6):
        a = -math.pi / 2 + (k - 2.5) * 0.5
        x, y = c[0] + 0.36 * S * math.cos(a), c[1] - 0.02 * S + 0.3 * S * math.sin(a)
        pygame.draw.circle(body, rgba(WATER, 235), (x, y), 0.052 * S)
    pygame.draw.polygon(body, rgba(WATER, 235), drop_points(c[0], c[1], 0.17 * S))
    pygame.draw.polygon(body, rgba(lighten(WATER, 0.35), 235), drop_points(c[0] - 0.04 * S, c[1] - 0.02 * S, 0.08 * S))
    out = haloed(body, int(1.4 * SS), WATER_DARK, int(1.1 * SS), rgba(WHITE, 220))
    pygame.draw.circle(out, rgba(WHITE, 230), (c[0] - 0.06 * S, c[1] - 0.05 * S), 0.035 * S)
    return shrink(out, (px, px))


def make_firehawk(ring=None):
    px = 36
    S = px * SS
    out = canvas(S, S, INK)
    if ring:
        col = TOWER_RGB[ring]
        r = canvas(S, S, INK)
        pygame.draw.circle(r, rgba(col, 255), (S / 2, S / 2), 0.48 * S)
        pygame.draw.circle(r, rgba(lighten(col, 0.78), 235), (S / 2, S / 2), 0.33 * S)
        for k in range(4):  # the tower's shape mark, four times on the ring
            a = math.pi / 4 + k * math.pi / 2
            mark(r, TOWER_MARK[ring], S / 2 + 0.405 * S * math.cos(a), S / 2 + 0.405 * S * math.sin(a),
                 0.075 * S, rgba(WHITE, 255))
        over(out, outline_ring(r, int(1 * SS), rgb("#111111")))
        over(out, r)
    k = 0.74 if ring else 1.0
    hawk = hawk_shape(S, rgba(HAWK, 255), rgba(GOLD, 255), cx=0.5, cy=0.53, k=k)
    over(out, haloed(hawk, int(1.2 * SS), HAWK_DARK, int(1.1 * SS), rgba(CREAM, 230)))
    return shrink(out, (px, px))


def make_shadow():
    """Shadow-player token: a hooded wisp of smoke with ember eyes on a dark disc."""
    px = 48
    S = px * SS
    c = (S / 2, S / 2)
    out = canvas(S, S, INK)
    disc = canvas(S, S, INK)
    pygame.draw.circle(disc, rgba(rgb("#231A2E"), 255), c, 0.46 * S)
    pygame.draw.circle(disc, rgba(rgb("#8D7AA6"), 255), c, 0.46 * S, int(1.3 * SS))
    glow(disc, (c[0], c[1] + 0.02 * S), 0.32 * S, rgb("#6A4C8C"), 150, steps=10)
    over(out, outline_ring(disc, int(1 * SS), rgb("#0B0810")))
    over(out, disc)
    ghost = canvas(S, S, INK)
    pts = [(0.5, 0.16), (0.64, 0.22), (0.71, 0.38), (0.72, 0.62), (0.8, 0.8), (0.66, 0.75), (0.6, 0.84),
           (0.5, 0.76), (0.4, 0.84), (0.34, 0.75), (0.2, 0.8), (0.28, 0.62), (0.29, 0.38), (0.36, 0.22)]
    pygame.draw.polygon(ghost, rgba(rgb("#B8AECB"), 255), [(x * S, y * S) for x, y in pts])
    pygame.draw.ellipse(ghost, rgba(rgb("#1A1322"), 255), (0.36 * S, 0.3 * S, 0.28 * S, 0.26 * S))  # hood opening
    for ex in (0.45, 0.55):
        pygame.draw.circle(ghost, rgba(rgb("#FF9A2E"), 255), (ex * S, 0.43 * S), 0.03 * S)
    over(out, ghost)
    return shrink(out, (px, px))


def make_wind_vane():
    """Arrow pointing north, pivot at the centre (the UI rotates it)."""
    px = 96
    S = px * SS
    s = canvas(S, S, INK)
    u = S / 96
    iron, gold = rgb("#2E3238"), rgb("#F2A33A")
    stroke(s, rgba(iron, 255), [(48 * u, 26 * u), (48 * u, 80 * u)], 4.5 * u)
    # Arrowhead (flame orange) and tail feathers (cream).
    pygame.draw.polygon(s, rgba(gold, 255), [(48 * u, 5 * u), (62 * u, 30 * u), (48 * u, 25 * u), (34 * u, 30 * u)])
    pygame.draw.polygon(s, rgba(rgb("#D9731E"), 255), [(48 * u, 5 * u), (62 * u, 30 * u), (48 * u, 25 * u)])
    for dy in (0, 9):
        for sx in (-1, 1):
            pygame.draw.polygon(s, rgba(CREAM, 255), [(48 * u, (68 + dy) * u), (48 * u + sx * 12 * u, (76 + dy) * u),
                                                      (48 * u + sx * 12 * u, (84 + dy) * u), (48 * u, (76 + dy) * u)])
    pygame.draw.circle(s, rgba(iron, 255), (48 * u, 48 * u), 7 * u)
    pygame.draw.circle(s, rgba(gold, 255), (48 * u, 48 * u), 3.2 * u)
    out = haloed(s, int(1.8 * SS), rgb("#14161A"), int(1.6 * SS), rgba(WHITE, 200))
    return shrink(out, (px, px))


def die_face(fill_top, fill_bot, edge):
    px = 48
    S = px * SS
    s = canvas(S, S, edge)
    face = clip_to(vgradient(S, S, rgba(fill_top, 255), rgba(fill_bot, 255)),
                   rrect_shape(S, S, (2 * SS, 2 * SS, S - 4 * SS, S - 4 * SS), 9 * SS))
    over(s, outline_ring(face, int(1.6 * SS), edge))
    over(s, face)
    hi = canvas(S, S, WHITE)
    pygame.draw.rect(hi, rgba(WHITE, 60), (5 * SS, 5 * SS, S - 10 * SS, S - 10 * SS), width=SS,
                     border_radius=7 * SS)
    over(s, hi)
    return s


def make_wind_die(letter):
    S = 48 * SS
    s = die_face(rgb("#FBF6EA"), rgb("#E2D6BD"), rgb("#3B3024"))
    c = (S / 2, S / 2)
    d = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[letter]
    p = (-d[1], d[0])
    tip = (c[0] + d[0] * 20 * SS, c[1] + d[1] * 20 * SS)
    base = (c[0] + d[0] * 11 * SS, c[1] + d[1] * 11 * SS)
    arrow = canvas(S, S, INK)
    pygame.draw.polygon(arrow, rgba(rgb("#D9361A"), 255), [tip, (base[0] + p[0] * 8 * SS, base[1] + p[1] * 8 * SS),
                                                          (base[0] - p[0] * 8 * SS, base[1] - p[1] * 8 * SS)])
    lab = text(letter, 26 * SS, INK)
    off = (-d[0] * 3 * SS, -d[1] * 3 * SS)
    over(arrow, lab, (c[0] - lab.get_width() / 2 + off[0], c[1] - lab.get_height() / 2 + 1.2 * SS + off[1]))
    over(s, arrow)
    return shrink(s, (48, 48))


PIPS6 = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
         5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}


def make_shadow_die(n):
    """Dark die; faces 5 and 6 show flames (§8.4), drawn as flame-shaped pips
    so the count stays readable and the flame is a shape cue too."""
    S = 48 * SS
    s = die_face(rgb("#3A2F48"), rgb("#1B1523"), rgb("#0A070D"))
    pips = canvas(S, S, INK)
    step, x0 = 12.5 * SS, 11.5 * SS
    for gx, gy in PIPS6[n]:
        x, y = x0 + gx * step, x0 + gy * step
        if n >= 5:
            pygame.draw.polygon(pips, rgba(rgb("#FF7A22"), 255), flame_points(x, y + 5 * SS, 7.5 * SS, 11 * SS, 0.1))
            pygame.draw.polygon(pips, rgba(rgb("#FFD24A"), 255), flame_points(x, y + 4.6 * SS, 3.6 * SS, 6 * SS, 0.1))
        else:
            pygame.draw.circle(pips, rgba(rgb("#EDE6F5"), 255), (x, y), 4.1 * SS)
    over(s, pips)
    return shrink(s, (48, 48))


def bucket_drawing(s, cx, cy, w, tipped=False):
    """Wooden bucket, side view (or lying on its side with spilt water)."""
    S = int(w * 2)
    X, Y = cx, cy
    cx = cy = S / 2
    b = canvas(S, S, INK)
    h = w * 0.9
    top, bot = w / 2, w * 0.38
    body = [(cx - top, cy - h / 2), (cx + top, cy - h / 2), (cx + bot, cy + h / 2), (cx - bot, cy + h / 2)]
    pygame.draw.polygon(b, rgba(rgb("#A8703A"), 255), body)
    for f in (0.33, 0.66):  # staves
        x1 = cx - top + 2 * top * f
        x2 = cx - bot + 2 * bot * f
        pygame.draw.line(b, rgba(rgb("#7A4D24"), 255), (x1, cy - h / 2), (x2, cy + h / 2), max(1, int(w * 0.03)))
    for f in (0.22, 0.78):  # iron hoops
        y = cy - h / 2 + h * f
        hw = top + (bot - top) * f
        pygame.draw.rect(b, rgba(rgb("#4B4F55"), 255), (cx - hw, y - w * 0.045, 2 * hw, w * 0.09))
    pygame.draw.ellipse(b, rgba(rgb("#6B4322"), 255), (cx - top, cy - h / 2 - w * 0.12, 2 * top, w * 0.24))
    if not tipped:
        pygame.draw.ellipse(b, rgba(rgb("#7CC8F5"), 255), (cx - top * 0.86, cy - h / 2 - w * 0.09, 1.72 * top,
                                                           w * 0.18))
    pygame.draw.arc(b, rgba(rgb("#4B4F55"), 255), (cx - top, cy - h / 2 - w * 0.55, 2 * top, w * 0.95),
                    0.15, math.pi - 0.15, max(1, int(w * 0.05)))
    if tipped:
        b = pygame.transform.rotate(b, 160)   # overturned: empty, handle hanging down
    b = over(outline_ring(b, max(2, int(w * 0.04)), rgb("#24160C")), b)
    s.blit(b, (X - b.get_width() / 2, Y - b.get_height() / 2))


def make_bucket(reckless):
    px = 64
    S = px * SS
    if reckless:
        card = card_body(S, S, rgb("#5A1F16"), rgb("#26100C"), rgb("#120604"), 9 * SS, 2 * SS)
    else:
        card = card_body(S, S, rgb("#D8EEFB"), rgb("#7FBDE8"), rgb("#164A78"), 9 * SS, 2 * SS)
    if reckless:
        fl = canvas(S, S, INK)
        for dx, w, h in ((-15, 14, 26), (15, 14, 24), (0, 20, 36)):
            draw_flame(fl, S / 2 + dx * SS, 56 * SS, w * SS, h * SS)
        over(card, outline_ring(fl, SS, rgb("#3A0D06")))
        over(card, fl)
        bucket_drawing(card, S / 2, 27 * SS, 28 * SS, tipped=True)
    else:
        drops = canvas(S, S, WATER_DARK)
        for x, y in ((12, 14), (52, 18), (50, 44), (13, 42)):
            pygame.draw.polygon(drops, rgba(rgb("#2F8FD8"), 255), drop_points(x * SS, y * SS, 3 * SS))
        over(card, drops)
        bucket_drawing(card, S / 2, 35 * SS, 34 * SS)
    inner = canvas(S, S, WHITE)
    pygame.draw.rect(inner, rgba(WHITE, 90), (4 * SS, 4 * SS, S - 8 * SS, S - 8 * SS), width=SS, border_radius=6 * SS)
    over(card, inner)
    return shrink(card, (px, px))


# --------------------------------------------------------------------------
# Cards (120x168)
# --------------------------------------------------------------------------

CARD_W, CARD_H = 120, 168
# The UI draws the card's pattern grid here: a flat, undecorated 80x80 panel.
PATTERN_RECT = (20, 44, 80, 80)
# The UI writes the card name in the header band (left of the icon badge) and
# the card text in the text panel at the bottom.
NAME_RECT = (10, 9, 78, 26)
TEXT_RECT = (9, 130, 102, 31)

CARD_TYPES = {  # band, border, background top, background bottom
    "fire": (rgb("#E8702A"), rgb("#7A2E10"), rgb("#FDEBD9"), rgb("#F4C49A")),
    "water": (rgb("#2F8FD8"), rgb("#164A78"), rgb("#E5F2FC"), rgb("#B5D8F2")),
    "firebreak": (rgb("#7B57B3"), rgb("#3D2866"), rgb("#EFE8F8"), rgb("#D2C3EA")),
    "wind": (rgb("#7F8C99"), rgb("#39424C"), rgb("#F0F2F5"), rgb("#CBD2DA")),
    "event": (rgb("#2B2B2B"), rgb("#0A0A0A"), rgb("#F5EDD8"), rgb("#D9C69A")),
    "hawk": (rgb("#8E1E1A"), rgb("#4A0E0B"), rgb("#F9EACD"), rgb("#E6C786")),
}
PANEL = rgb("#FFFBF2")


def card_icon(kind, s, cx, cy, r):
    """Type icon inside a cream badge of radius r (all at SS)."""
    layer = canvas(*s.get_size(), INK)
    if kind == "fire":
        draw_flame(layer, cx, cy + r * 0.72, r * 1.05, r * 1.5)
    elif kind == "water":
        pygame.draw.polygon(layer, rgba(WATER, 255), drop_points(cx, cy + r * 0.22, r * 0.48))
        pygame.draw.polygon(layer, rgba(lighten(WATER, 0.45), 255), drop_points(cx - r * 0.13, cy + r * 0.2, r * 0.2))
    elif kind == "firebreak":
        n = int(r * 1.5)
        body = firebreak_body(n, inset=0.04)
        layer.blit(body, (cx - n / 2, cy - n / 2))
    elif kind == "wind":
        col = rgba(rgb("#3F4A55"), 255)
        # The gust-and-curl air motif of make_art.py, in dark grey.
        col = rgba(rgb("#39424C"), 255)
        for dy, x0, x1, curl in ((-0.36, -0.75, 0.3, True), (0.02, -0.85, 0.7, False), (0.42, -0.55, 0.45, False)):
            y = cy + dy * r
            pts = [(cx + (x0 + (x1 - x0) * i / 10) * r, y) for i in range(11)]
            if curl:  # the gust curls up and back at its end
                rr = 0.24 * r
                ex = pts[-1][0]
                pts += [(ex + rr * math.cos(a), y - rr + rr * math.sin(a))
                        for a in [math.pi * 0.5 - i * math.pi * 1.4 / 14 for i in range(1, 15)]]
            stroke(layer, col, pts, r * 0.17)
    elif kind == "event":
        pts = []
        for k in range(10):
            a = -math.pi / 2 + k * math.pi / 5
            rr = r * (0.78 if k % 2 == 0 else 0.34)
            pts.append((cx + rr * math.cos(a), cy + 0.05 * r + rr * math.sin(a)))
        pygame.draw.polygon(layer, rgba(GOLD, 255), pts)
        pygame.draw.polygon(layer, rgba(rgb("#3B2A08"), 255), pts, max(1, int(r * 0.08)))
    elif kind == "hawk":
        n = int(r * 2.2)
        hk = hawk_shape(n, rgba(HAWK, 255), rgba(GOLD, 255), k=1.0)
        layer.blit(hk, (cx - n / 2, cy - n / 2))
    return layer


def make_card(kind):
    band, border, top, bot = CARD_TYPES[kind]
    W, H = CARD_W * SS, CARD_H * SS
    card = card_body(W, H, top, bot, border, 10 * SS, (3 if kind == "event" else 2) * SS)
    deco = canvas(W, H, WHITE)
    pygame.draw.rect(deco, rgba(WHITE, 110), (5 * SS, 5 * SS, W - 10 * SS, H - 10 * SS), width=SS,
                     border_radius=7 * SS)
    # Header band (the UI writes the name in NAME_RECT).
    pygame.draw.rect(deco, rgba(band, 255), (6 * SS, 7 * SS, 108 * SS, 30 * SS), border_radius=6 * SS)
    pygame.draw.rect(deco, rgba(lighten(band, 0.22), 255), (6 * SS, 7 * SS, 108 * SS, 6 * SS),
                     border_top_left_radius=6 * SS, border_top_right_radius=6 * SS)
    pygame.draw.rect(deco, rgba(darken(band, 0.35), 255), (6 * SS, 7 * SS, 108 * SS, 30 * SS), width=SS,
                     border_radius=6 * SS)
    # Pattern panel: a frame *outside* PATTERN_RECT, flat colour inside.
    x, y, w, h = PATTERN_RECT
    pygame.draw.rect(deco, rgba(darken(band, 0.2), 150), ((x - 2) * SS, (y - 2) * SS, (w + 4) * SS, (h + 4) * SS),
                     border_radius=3 * SS)
    pygame.draw.rect(deco, rgba(PANEL, 255), (x * SS, y * SS, w * SS, h * SS))
    # Text panel.
    tx, ty, tw, th = TEXT_RECT
    pygame.draw.rect(deco, rgba(PANEL, 235), (tx * SS, ty * SS, tw * SS, th * SS), border_radius=4 * SS)
    pygame.draw.rect(deco, rgba(darken(band, 0.2), 110), (tx * SS, ty * SS, tw * SS, th * SS), width=SS,
                     border_radius=4 * SS)
    over(card, deco)
    # Icon badge at the right end of the header.
    bx, by, br = 100 * SS, 22 * SS, 13 * SS
    badge = canvas(W, H, INK)
    pygame.draw.circle(badge, rgba(PANEL, 255), (bx, by), br)
    pygame.draw.circle(badge, rgba(darken(band, 0.35), 255), (bx, by), br, int(1.2 * SS))
    over(card, badge)
    icon = card_icon(kind, card, bx, by, br * 0.82)
    if kind != "wind":  # the thin gust lines read better without an outline
        over(card, outline_ring(icon, int(0.8 * SS), rgb("#24160C")))
    over(card, icon)
    return shrink(card, (CARD_W, CARD_H))


def make_card_back():
    W, H = CARD_W * SS, CARD_H * SS
    card = card_body(W, H, rgb("#2F5A36"), rgb("#17301C"), rgb("#0E1A10"), 10 * SS, 2 * SS)
    rng = random.Random(700)
    deco = canvas(W, H, INK)
    for _ in range(26):  # a scatter of dark pine silhouettes, mirrored so the back has no "up"
        x, y, h = rng.uniform(8, 112), rng.uniform(10, 70), rng.uniform(8, 14)
        pts = [(x * SS, (y - h) * SS), ((x + h * 0.35) * SS, y * SS), ((x - h * 0.35) * SS, y * SS)]
        pygame.draw.polygon(deco, rgba(rgb("#1F4226"), 255), pts)
    over(deco, pygame.transform.flip(deco, True, True))
    over(card, deco)
    medal = canvas(W, H, INK)
    c = (60 * SS, 84 * SS)
    glow(medal, c, 48 * SS, rgb("#FF9A3C"), 150, steps=24)
    pygame.draw.circle(medal, rgba(rgb("#2A1A12"), 255), c, 31 * SS)
    pygame.draw.circle(medal, rgba(rgb("#F0B93A"), 255), c, 31 * SS, int(1.8 * SS))
    pygame.draw.circle(medal, rgba(rgb("#9A6B1F"), 255), c, 27 * SS, SS)
    for dx, w, h in ((-13, 16, 30), (13, 16, 28)):
        draw_flame(medal, c[0] + dx * SS, c[1] + 20 * SS, w * SS, h * SS, core=False)
    over(card, medal)
    # The lookout tower silhouette standing in the flame.
    tw = canvas(W, H, INK)
    tower = tower_tile("red", border=False)
    big = pygame.transform.smoothscale(tower, (40 * SS, 40 * SS))
    tw.blit(big, (c[0] - 20 * SS, c[1] - 27 * SS))
    over(card, tw)
    for inset, a in ((6, 140), (9, 70)):
        f = canvas(W, H, GOLD)
        pygame.draw.rect(f, rgba(GOLD, a), (inset * SS, inset * SS, W - 2 * inset * SS, H - 2 * inset * SS),
                         width=SS, border_radius=7 * SS)
        over(card, f)
    return shrink(card, (CARD_W, CARD_H))


# --------------------------------------------------------------------------

def make_all():
    pygame.font.init()
    WRITTEN.clear()
    save(make_tileset(), OUT / "forest_tiles.png")
    write_tsx(OUT / "forest_tiles.tsx", "forest_tiles.png")
    write_tmx(MAPS / "forest.tmx", "../../sprites/fire_tower/forest_tiles.tsx")
    save(make_gem_fire(), OUT / "gem_fire.png")
    save(make_firebreak(), OUT / "firebreak.png")
    save(make_water(), OUT / "water.png")
    save(make_firehawk(), OUT / "firehawk.png")
    for colour, *_ in TOWERS:
        save(make_firehawk(colour), OUT / f"firehawk_{colour}.png")
    save(make_shadow(), OUT / "shadow.png")
    save(make_wind_vane(), OUT / "wind_vane.png")
    for letter in "NESW":
        save(make_wind_die(letter), OUT / f"die_wind_{letter}.png")
    for n in range(1, 7):
        save(make_shadow_die(n), OUT / f"die_shadow_{n}.png")
    save(make_bucket(False), OUT / "bucket_full.png")
    save(make_bucket(True), OUT / "bucket_reckless.png")
    save(make_card_back(), OUT / "card_back.png")
    for kind in CARD_TYPES:
        save(make_card(kind), OUT / f"card_{kind}.png")
    total = sum(p.stat().st_size for p in WRITTEN)
    print(f"fire tower: wrote {len(WRITTEN)} files, {total / 1024:.0f} KiB")
    return list(WRITTEN)


if __name__ == "__main__":
    make_all()

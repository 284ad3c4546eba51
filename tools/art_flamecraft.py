#!/usr/bin/env python3
"""Generate the procedural art of Flamecraft.

Writes the goods and icons, the dragon player tokens, the artisan cards, the
shop / Fancy dragon / enchantment frames and backs, and the village tileset +
Tiled map of the town.  Same house style as tools/make_art.py (whose drawing
helpers it reuses): pure pygame drawing, fixed seeds, no downloads, so two runs
give byte-identical files.  Headless (SDL_VIDEODRIVER=dummy).

    .venv/bin/python tools/art_flamecraft.py              (writes into the repository)
    .venv/bin/python tools/art_flamecraft.py --out DIR    (writes DIR/sprites/..., DIR/data/...)

Palette: a warm storybook village -- cream, terracotta, leaf green and
dragon-fire orange, with a dark brown outline on every sprite so they read at
small sizes.  Every good has its own shape AND colour (loaf, steak, anvil,
diamond, leaf, flask); every player token has its own base shape (circle,
rounded square, hexagon, shield, diamond) and its own dragon head crest.

Layouts the scene needs (the slot boxes of the shop frame, the text areas of
the card frames) are the module-level dicts SHOP_LAYOUT and CARD_LAYOUT, also
written as sprites/flamecraft/shop_layout.yaml and card_layout.yaml.

Town map (data/flamecraft/town.tmx): 40x25 tiles of 32 px = 1280x800.
  track     the 32-px stepping-stone band around the whole map edge (rep markers)
  row 1-5   park (fenced, left) | decks (market boards, middle) | enchantment row (dais, right)
  rows 7-23 three rows of five lots; the fountain square is the middle lot.
            Spaces:   6  7  0  8 12
                      1  2  F  3  4
                      9 10  5 11 13
            The six starters (0-5) ring the fountain; 12 and 13 (far right,
            top and bottom) are the extra 3-5 player lots: dashed sandy plots
            with a "3-5" signpost.
"""
import argparse
import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_art import (SS, WHITE, rgb, mix, lighten, darken, rgba, canvas, shrink, over,  # noqa: E402
                      vgradient, clip_to, rrect_shape, outline_ring, outlined, glow, stroke, bezier,
                      card_body, little_dragon, font)

ROOT = Path(__file__).resolve().parent.parent
SPRITES_REL = Path("sprites") / "flamecraft"
MAPS_REL = Path("data") / "flamecraft"

# ---------------------------------------------------------------- palette
INK = rgb("#3B2418")            # outline brown
CREAM = rgb("#FFF3DC")
CREAM_D = rgb("#F1DDB8")
TERRA = rgb("#C8553D")
TERRA_D = rgb("#8E3424")
LEAF = rgb("#5E9E4A")
LEAF_D = rgb("#3C6E30")
FIRE = rgb("#F28C28")
FIRE_L = rgb("#FFC85A")
GOLD = rgb("#F2B632")
GOLD_D = rgb("#B07A12")
WOOD = rgb("#9A6238")
WOOD_D = rgb("#5E3820")

GOODS = ["bread", "meat", "iron", "crystal", "plant", "potion"]
GOOD_RGB = {
    "bread": rgb("#E0A04A"),
    "meat": rgb("#C8463D"),
    "iron": rgb("#7F8D9C"),
    "crystal": rgb("#41ADD9"),
    "plant": rgb("#5AAA45"),
    "potion": rgb("#9552C0"),
}
TOKENS = {   # colour: (rgb, base shape, crest)
    "red": (rgb("#D23F31"), "circle", "horns"),
    "blue": (rgb("#2F7FD0"), "square", "fin"),
    "green": (rgb("#3E9A45"), "hexagon", "leaves"),
    "yellow": (rgb("#E9B625"), "shield", "unihorn"),
    "purple": (rgb("#8A4FBF"), "diamond", "wings"),
}

ICON = 48
TOKEN = 56
CARD_W, CARD_H = 120, 168
SHOP_W, SHOP_H = 200, 150

# Pixel rectangles (x, y, w, h) on the 200x150 shop frame.  The scene draws the
# shop's type icon, name, ability text and the dragons in the three slots.
SHOP_LAYOUT = {
    "size": [SHOP_W, SHOP_H],
    "icon": [6, 5, 36, 36],
    "name": [46, 9, 148, 22],
    "text": [10, 46, 180, 40],
    "slots": [[10, 92, 56, 50], [72, 92, 56, 50], [134, 92, 56, 50]],
}
# Pixel rectangles on the 120x168 card frames.
CARD_LAYOUT = {
    "size": [CARD_W, CARD_H],
    "artisan": {"icon": [5, 5, 30, 30], "name": [10, 140, 100, 20]},
    "fancy": {"icon": [5, 5, 28, 28], "name": [36, 8, 78, 24], "goal": [10, 40, 100, 92],
              "reward": [40, 138, 40, 24]},
    "enchant": {"name": [8, 6, 104, 22], "icon": [8, 33, 30, 30], "reward": [82, 33, 30, 30],
                "art": [10, 66, 100, 46], "cost": [8, 118, 104, 42]},
}

WRITTEN = []


def save(surf, path):
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))
    WRITTEN.append(path)


def write_text(path, content):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    WRITTEN.append(path)


def A(c, a=255):
    return rgba(c, a)


# --------------------------------------------------------------------------
# Icons (unit coordinates; drawn at px*SS, outlined, shrunk)
# --------------------------------------------------------------------------

def draw_bread(s, S):
    c = GOOD_RGB["bread"]
    pygame.draw.ellipse(s, A(c), (0.08 * S, 0.24 * S, 0.84 * S, 0.56 * S))
    pygame.draw.rect(s, A(c), (0.08 * S, 0.5 * S, 0.84 * S, 0.26 * S), border_radius=int(0.1 * S))

    def detail(d):
        pygame.draw.rect(d, A(darken(c, 0.25)), (0.1 * S, 0.66 * S, 0.8 * S, 0.09 * S),
                         border_radius=int(0.04 * S))
        pygame.draw.ellipse(d, A(lighten(c, 0.35)), (0.2 * S, 0.29 * S, 0.5 * S, 0.16 * S))
        for x in (0.3, 0.48, 0.66):
            stroke(d, A(rgb("#FFE2A8")), [(x * S, 0.52 * S), ((x + 0.1) * S, 0.36 * S)], 0.055 * S)
    return detail


def blob(cx, cy, rx, ry, wobble, n=60, phase=0.0):
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        r = 1 + wobble * math.sin(2 * t + phase) + wobble * 0.6 * math.cos(3 * t)
        pts.append((cx + rx * r * math.cos(t), cy + ry * r * math.sin(t)))
    return pts


def rotated(pts, c, ang):
    ca, sa = math.cos(ang), math.sin(ang)
    return [(c[0] + (x - c[0]) * ca - (y - c[1]) * sa, c[1] + (x - c[0]) * sa + (y - c[1]) * ca) for x, y in pts]


def draw_meat(s, S):
    """A haunch on the bone: tilted meat with a bone knob sticking out bottom left."""
    c = GOOD_RGB["meat"]
    bone = rgb("#FFF6E6")
    stroke(s, A(bone), [(0.4 * S, 0.6 * S), (0.2 * S, 0.8 * S)], 0.12 * S)
    for dx, dy in ((-0.07, 0.0), (0.0, 0.07)):
        pygame.draw.circle(s, A(bone), ((0.18 + dx) * S, (0.82 + dy) * S), 0.075 * S)
    centre = (0.58 * S, 0.42 * S)
    pygame.draw.polygon(s, A(c), rotated(blob(*centre, 0.36 * S, 0.27 * S, 0.06), centre, -math.pi / 4))

    def detail(d):
        inner = rotated(blob(centre[0] + 0.03 * S, centre[1] - 0.03 * S, 0.24 * S, 0.16 * S, 0.05), centre,
                        -math.pi / 4)
        pygame.draw.polygon(d, A(lighten(c, 0.2)), inner)
        pygame.draw.ellipse(d, A(rgb("#F6B3A6")), (0.58 * S, 0.22 * S, 0.16 * S, 0.08 * S))
        for pts in (((0.46, 0.44), (0.55, 0.4), (0.6, 0.3)), ((0.58, 0.56), (0.68, 0.5), (0.74, 0.42))):
            stroke(d, A(darken(c, 0.2)), [(x * S, y * S) for x, y in pts], 0.03 * S)
    return detail


def draw_iron(s, S):
    c = GOOD_RGB["iron"]
    P = lambda x, y: (x * S, y * S)  # noqa: E731
    pygame.draw.polygon(s, A(c), [P(0.03, 0.27), P(0.3, 0.25), P(0.93, 0.25), P(0.93, 0.42), P(0.7, 0.46),
                                  P(0.63, 0.62), P(0.8, 0.72), P(0.8, 0.82), P(0.2, 0.82), P(0.2, 0.72),
                                  P(0.37, 0.62), P(0.32, 0.46), P(0.22, 0.42)])

    def detail(d):
        pygame.draw.polygon(d, A(lighten(c, 0.45)), [P(0.1, 0.29), P(0.9, 0.29), P(0.9, 0.33), P(0.24, 0.34)])
        pygame.draw.rect(d, A(darken(c, 0.3)), (0.22 * S, 0.72 * S, 0.56 * S, 0.08 * S))
        stroke(d, A(FIRE_L), [P(0.8, 0.14), P(0.86, 0.06)], 0.03 * S)
        stroke(d, A(FIRE_L), [P(0.68, 0.15), P(0.66, 0.05)], 0.03 * S)
    return detail


def draw_crystal(s, S):
    c = GOOD_RGB["crystal"]
    P = lambda x, y: (x * S, y * S)  # noqa: E731
    top = [P(0.28, 0.16), P(0.72, 0.16), P(0.92, 0.38), P(0.5, 0.9), P(0.08, 0.38)]
    pygame.draw.polygon(s, A(c), top)

    def detail(d):
        pygame.draw.polygon(d, A(lighten(c, 0.55)), [P(0.28, 0.16), P(0.72, 0.16), P(0.62, 0.38), P(0.38, 0.38)])
        pygame.draw.polygon(d, A(lighten(c, 0.25)), [P(0.08, 0.38), P(0.28, 0.16), P(0.38, 0.38)])
        pygame.draw.polygon(d, A(darken(c, 0.25)), [P(0.92, 0.38), P(0.72, 0.16), P(0.62, 0.38)])
        pygame.draw.polygon(d, A(darken(c, 0.15)), [P(0.62, 0.38), P(0.92, 0.38), P(0.5, 0.9)])
        pygame.draw.polygon(d, A(lighten(c, 0.15)), [P(0.08, 0.38), P(0.38, 0.38), P(0.5, 0.9)])
        for a, b in ((P(0.08, 0.38), P(0.92, 0.38)), (P(0.38, 0.38), P(0.5, 0.9)), (P(0.62, 0.38), P(0.5, 0.9))):
            pygame.draw.line(d, A(darken(c, 0.45)), a, b, max(1, int(0.02 * S)))
        pygame.draw.circle(d, A(WHITE), P(0.36, 0.25), 0.035 * S)
    return detail


def draw_plant(s, S):
    c = GOOD_RGB["plant"]
    a, b = (0.16 * S, 0.86 * S), (0.86 * S, 0.12 * S)
    left = bezier(a, (0.05 * S, 0.2 * S), b, 30)
    right = bezier(a, (0.86 * S, 0.92 * S), b, 30)
    pygame.draw.polygon(s, A(c), left + right[::-1])
    stroke(s, A(c), [(0.08 * S, 0.94 * S), (0.2 * S, 0.82 * S)], 0.07 * S)

    def detail(d):
        stroke(d, A(LEAF_D), bezier((0.2 * S, 0.8 * S), (0.45 * S, 0.5 * S), (0.8 * S, 0.18 * S), 16), 0.04 * S)
        for t in (0.3, 0.5, 0.7):
            x, y = 0.2 + 0.6 * t, 0.8 - 0.62 * t
            stroke(d, A(LEAF_D), [(x * S, y * S), ((x - 0.12) * S, (y - 0.1) * S)], 0.03 * S)
            stroke(d, A(LEAF_D), [(x * S, y * S), ((x + 0.1) * S, (y + 0.12) * S)], 0.03 * S)
        pygame.draw.ellipse(d, A(lighten(c, 0.4)), (0.3 * S, 0.32 * S, 0.1 * S, 0.18 * S))
    return detail


def draw_potion(s, S):
    c = GOOD_RGB["potion"]
    glass = rgb("#EDE4F6")
    cx, cy, r = 0.5 * S, 0.63 * S, 0.29 * S
    pygame.draw.circle(s, A(glass), (cx, cy), r)
    pygame.draw.rect(s, A(glass), (0.39 * S, 0.2 * S, 0.22 * S, 0.3 * S))
    pygame.draw.rect(s, A(glass), (0.34 * S, 0.17 * S, 0.32 * S, 0.08 * S), border_radius=int(0.03 * S))
    pygame.draw.rect(s, A(WOOD), (0.4 * S, 0.05 * S, 0.2 * S, 0.13 * S), border_radius=int(0.03 * S))

    def detail(d):
        liquid = canvas(S, S, INK)
        pygame.draw.circle(liquid, A(c), (cx, cy), r * 0.86)
        pygame.draw.rect(liquid, A(INK, 0), (0, 0, S, cy - r * 0.25))
        over(d, liquid)
        pygame.draw.ellipse(d, A(lighten(c, 0.35)), (cx - r * 0.72, cy - r * 0.35, r * 1.44, r * 0.28))
        for bx, by, br in ((0.42, 0.66, 0.04), (0.56, 0.74, 0.03), (0.6, 0.6, 0.022)):
            pygame.draw.circle(d, A(lighten(c, 0.55)), (bx * S, by * S), br * S)
        pygame.draw.ellipse(d, A(WHITE, 200), (0.3 * S, 0.46 * S, 0.07 * S, 0.16 * S))
        pygame.draw.line(d, A(WOOD_D), (0.45 * S, 0.08 * S), (0.45 * S, 0.16 * S), max(1, int(0.02 * S)))
    return detail


def draw_coin(s, S, k=1.0):
    cx, cy, r = 0.5 * S, 0.5 * S, 0.42 * S * k
    pygame.draw.circle(s, A(GOLD_D), (cx, cy + 0.04 * S * k), r)
    pygame.draw.circle(s, A(GOLD), (cx, cy), r)

    def detail(d):
        pygame.draw.circle(d, A(darken(GOLD, 0.2)), (cx, cy), r * 0.74, max(1, int(0.04 * S)))
        # a little flame embossed in the middle
        f = [(cx, cy - r * 0.5)] + bezier((cx + r * 0.34, cy - r * 0.05), (cx + r * 0.34, cy + r * 0.4),
                                          (cx, cy + r * 0.42), 8)
        f += bezier((cx, cy + r * 0.42), (cx - r * 0.34, cy + r * 0.4), (cx - r * 0.34, cy - r * 0.05), 8)
        pygame.draw.polygon(d, A(GOLD_D), f)
        pygame.draw.circle(d, A(rgb("#FFE7A0")), (cx, cy + r * 0.18), r * 0.14)
        pygame.draw.arc(d, A(rgb("#FFF1C4")), (cx - r * 0.88, cy - r * 0.88, r * 1.76, r * 1.76), 1.9, 2.9,
                        max(1, int(0.05 * S)))
    return detail


def heart_points(cx, cy, r, n=80):
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((cx + x * r / 16, cy - y * r / 16))
    return pts


def draw_heart(s, S):
    c = rgb("#E0455A")
    pygame.draw.polygon(s, A(c), heart_points(0.5 * S, 0.52 * S, 0.42 * S))

    def detail(d):
        pygame.draw.ellipse(d, A(lighten(c, 0.5)), (0.24 * S, 0.3 * S, 0.14 * S, 0.1 * S))
    return detail


def star_points(cx, cy, r_out, r_in, n=5, rot=-math.pi / 2):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = rot + math.pi * i / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def draw_wild(s, S):
    cx, cy = 0.5 * S, 0.53 * S
    shape = canvas(S, S, WHITE)
    pygame.draw.polygon(shape, WHITE, star_points(cx, cy, 0.46 * S, 0.22 * S))
    wedges = canvas(S, S, INK)
    for i, g in enumerate(GOODS):
        a0 = -math.pi / 2 + 2 * math.pi * i / 6 - math.pi / 6
        pts = [(cx, cy)] + [(cx + S * math.cos(a0 + math.pi / 3 * j / 8), cy + S * math.sin(a0 + math.pi / 3 * j / 8))
                            for j in range(9)]
        pygame.draw.polygon(wedges, A(GOOD_RGB[g]), pts)
    over(s, clip_to(wedges, shape))

    def detail(d):
        pygame.draw.circle(d, A(INK), (cx, cy), 0.1 * S)
        pygame.draw.circle(d, A(CREAM), (cx, cy), 0.075 * S)
    return detail


def dragon_head(s, cx, cy, r, body, crest="horns", ink=INK):
    """A cute dragon head in profile facing right, centred near (cx, cy), about 2r wide."""
    belly = lighten(body, 0.5)
    dark = darken(body, 0.3)
    layer = canvas(*s.get_size(), ink)
    P = lambda x, y: (cx + x * r, cy + y * r)  # noqa: E731
    # crest behind the head
    if crest == "horns":
        for dx, tip in ((-0.35, (-1.0, -1.05)), (-0.05, (-0.55, -1.2))):
            pygame.draw.polygon(layer, A(belly), [P(dx - 0.2, -0.45), P(dx + 0.18, -0.5), P(*tip)])
    elif crest == "fin":
        for i, x in enumerate((-0.7, -0.4, -0.1)):
            h = (0.55, 0.75, 0.6)[i]
            pygame.draw.polygon(layer, A(dark), [P(x - 0.18, -0.4), P(x + 0.18, -0.45), P(x - 0.08, -0.45 - h)])
    elif crest == "leaves":
        for a, (lx, ly) in ((-2.3, (-0.45, -0.45)), (-1.9, (-0.05, -0.5))):
            tip = (lx + 0.7 * math.cos(a), ly + 0.7 * math.sin(a))
            pygame.draw.polygon(layer, A(lighten(body, 0.25)),
                                bezier(P(lx - 0.12, ly), P(tip[0] - 0.3, (ly + tip[1]) / 2), P(*tip), 10)
                                + bezier(P(*tip), P(tip[0] + 0.35, (ly + tip[1]) / 2), P(lx + 0.16, ly), 10))
    elif crest == "wings":
        pygame.draw.polygon(layer, A(dark), [P(-0.55, -0.3), P(-1.05, -1.05), P(-0.75, -0.75), P(-0.6, -1.0),
                                             P(-0.4, -0.7), P(-0.2, -0.85), P(-0.1, -0.4)])
    # skull, snout, jaw
    pygame.draw.circle(layer, A(body), P(-0.25, 0.0), 0.62 * r)
    pygame.draw.rect(layer, A(body), (*P(-0.2, -0.33), 1.2 * r, 0.68 * r), border_radius=int(0.32 * r))
    pygame.draw.rect(layer, A(belly), (*P(-0.05, 0.08), 1.02 * r, 0.26 * r), border_radius=int(0.13 * r))
    if crest == "unihorn":
        pygame.draw.polygon(layer, A(GOLD), [P(0.38, -0.3), P(0.66, -0.3), P(0.62, -1.0)])
        pygame.draw.polygon(layer, A(belly), [P(-0.55, -0.5), P(-0.3, -0.58), P(-0.75, -0.95)])
    # frill spikes at the back of the neck
    pygame.draw.polygon(layer, A(dark), [P(-0.82, -0.2), P(-1.08, 0.02), P(-0.82, 0.12), P(-1.02, 0.35),
                                         P(-0.72, 0.38)])
    s.blit(layer, (0, 0))
    # eye, nostril, smile (drawn after any outline pass by the caller)

    def face(d):
        pygame.draw.circle(d, A(WHITE), P(-0.1, -0.14), 0.2 * r)
        pygame.draw.circle(d, A(ink), P(-0.05, -0.14), 0.12 * r)
        pygame.draw.circle(d, A(WHITE), P(-0.01, -0.19), 0.045 * r)
        pygame.draw.circle(d, A(ink), P(0.82, -0.16), 0.06 * r)
        pygame.draw.arc(d, A(ink), (*P(0.2, -0.25), 0.6 * r, 0.4 * r), 3.6, 5.6, max(1, int(0.07 * r)))
        pygame.draw.circle(d, A(rgb("#F4A08C")), P(0.12, 0.08), 0.1 * r)
    return face


def draw_dragon_icon(s, S):
    return dragon_head(s, 0.54 * S, 0.56 * S, 0.4 * S, FIRE, "horns")


def draw_bugle(s, S):
    P = lambda x, y: (x * S, y * S)  # noqa: E731
    pygame.draw.ellipse(s, A(GOLD), (*P(0.2, 0.38), 0.52 * S, 0.34 * S), int(0.07 * S))
    pygame.draw.rect(s, A(GOLD), (*P(0.1, 0.35), 0.55 * S, 0.09 * S))
    pygame.draw.polygon(s, A(GOLD), [P(0.58, 0.36), P(0.86, 0.15), P(0.86, 0.64), P(0.58, 0.44)])
    pygame.draw.ellipse(s, A(GOLD), (*P(0.8, 0.14), 0.12 * S, 0.51 * S))
    pygame.draw.rect(s, A(GOLD), (*P(0.05, 0.33), 0.07 * S, 0.13 * S), border_radius=int(0.02 * S))
    # banner hanging from the tube
    pygame.draw.polygon(s, A(TERRA), [P(0.28, 0.44), P(0.56, 0.44), P(0.54, 0.74), P(0.42, 0.66), P(0.3, 0.74)])

    def detail(d):
        pygame.draw.ellipse(d, A(GOLD_D), (*P(0.83, 0.19), 0.07 * S, 0.41 * S))
        stroke(d, A(rgb("#FFE7A0")), [P(0.14, 0.37), P(0.6, 0.37)], 0.025 * S)
        pygame.draw.circle(d, A(FIRE_L), P(0.42, 0.56), 0.05 * S)
    return detail


def draw_sun(s, S):
    c = rgb("#F7B02C")
    cx = cy = 0.5 * S
    for k in range(12):
        a = k * math.pi / 6
        r1, r2, hw = 0.27 * S, 0.47 * S if k % 2 == 0 else 0.4 * S, 0.08 * S
        d, p = (math.cos(a), math.sin(a)), (-math.sin(a), math.cos(a))
        pygame.draw.polygon(s, A(FIRE), [(cx + d[0] * r1 + p[0] * hw, cy + d[1] * r1 + p[1] * hw),
                                         (cx + d[0] * r2, cy + d[1] * r2),
                                         (cx + d[0] * r1 - p[0] * hw, cy + d[1] * r1 - p[1] * hw)])
    pygame.draw.circle(s, A(c), (cx, cy), 0.28 * S)

    def detail(d):
        pygame.draw.circle(d, A(rgb("#FFE38A")), (cx - 0.06 * S, cy - 0.06 * S), 0.14 * S)
    return detail


def draw_moon(s, S):
    c = rgb("#A9C1EE")
    pygame.draw.circle(s, A(c), (0.46 * S, 0.52 * S), 0.4 * S)
    pygame.draw.circle(s, A(INK, 0), (0.68 * S, 0.38 * S), 0.33 * S)

    def detail(d):
        for x, y, r in ((0.26, 0.56, 0.05), (0.36, 0.76, 0.04)):
            pygame.draw.circle(d, A(darken(c, 0.15)), (x * S, y * S), r * S)
        pygame.draw.polygon(d, A(rgb("#FFE38A")), star_points(0.76 * S, 0.7 * S, 0.11 * S, 0.045 * S, 4))
    return detail


def draw_no_coins(s, S):
    det = draw_coin(s, S, 0.9)

    def detail(d):
        det(d)
        red = rgb("#D8322A")
        ring = canvas(S, S, INK)
        pygame.draw.circle(ring, A(INK), (0.5 * S, 0.5 * S), 0.47 * S, int(0.14 * S))
        pygame.draw.circle(ring, A(red), (0.5 * S, 0.5 * S), 0.44 * S, int(0.08 * S))
        a = math.pi / 4
        p0 = (0.5 * S - math.cos(a) * 0.4 * S, 0.5 * S - math.sin(a) * 0.4 * S)
        p1 = (0.5 * S + math.cos(a) * 0.4 * S, 0.5 * S + math.sin(a) * 0.4 * S)
        stroke(ring, A(INK), [p0, p1], 0.15 * S)
        stroke(ring, A(red), [p0, p1], 0.08 * S)
        over(d, ring)
    return detail


ICON_DRAW = {
    "good_bread": draw_bread, "good_meat": draw_meat, "good_iron": draw_iron,
    "good_crystal": draw_crystal, "good_plant": draw_plant, "good_potion": draw_potion,
    "coin": draw_coin, "reputation": draw_heart, "icon_wild": draw_wild, "icon_dragon": draw_dragon_icon,
    "icon_starter": draw_bugle, "icon_sun": draw_sun, "icon_moon": draw_moon, "icon_no_coins": draw_no_coins,
}


def icon_big(name, S, outline=None, fill=0.88):
    """Icon drawn at S px (already supersampled) with its outline; the drawing takes the
    middle `fill` of the square so the outline never touches the edge."""
    Si = round(S * fill)
    off = (S - Si) // 2
    body = canvas(Si, Si, INK)
    detail = ICON_DRAW[name](body, Si)
    if detail:
        detail(body)            # details stay inside the silhouette
    padded = canvas(S, S, INK)
    padded.blit(body, (off, off))
    w = outline if outline is not None else max(2, round(S * 0.045))
    return outlined(padded, w, INK)


def make_icon(name, px=ICON):
    return shrink(icon_big(name, px * SS), (px, px))


# --------------------------------------------------------------------------
# Player tokens
# --------------------------------------------------------------------------

def base_shape(kind, S):
    m = canvas(S, S, WHITE)
    c, r = S / 2, S * 0.41
    if kind == "circle":
        pygame.draw.circle(m, WHITE, (c, c), r)
    elif kind == "square":
        pygame.draw.rect(m, WHITE, (c - r * 0.9, c - r * 0.9, r * 1.8, r * 1.8), border_radius=int(r * 0.42))
    elif kind == "hexagon":
        pygame.draw.polygon(m, WHITE, [(c + r * math.cos(a), c + r * math.sin(a))
                                       for a in (math.pi / 3 * i + math.pi / 6 for i in range(6))])
    elif kind == "shield":
        pts = [(c - r * 0.9, c - r * 0.85), (c + r * 0.9, c - r * 0.85)]
        pts += bezier((c + r * 0.9, c - r * 0.85), (c + r * 0.95, c + r * 0.5), (c, c + r), 14)
        pts += bezier((c, c + r), (c - r * 0.95, c + r * 0.5), (c - r * 0.9, c - r * 0.85), 14)
        pygame.draw.polygon(m, WHITE, pts)
    elif kind == "diamond":
        pts = [(c, c - r), (c + r, c), (c, c + r), (c - r, c)]
        pygame.draw.polygon(m, WHITE, pts)
    return m


def make_token(colour):
    col, shape_kind, crest = TOKENS[colour]
    S = TOKEN * SS
    shape = base_shape(shape_kind, S)
    fill = clip_to(vgradient(S, S, A(lighten(col, 0.2)), A(darken(col, 0.2))), shape)
    body = canvas(S, S, INK)
    over(body, fill)
    ring = canvas(S, S, INK)
    inner = pygame.transform.smoothscale(shape, (int(S * 0.84), int(S * 0.84)))
    ring_in = canvas(S, S, WHITE)
    ring_in.blit(inner, (S * 0.08, S * 0.08))
    rim = outline_ring(ring_in, int(1.2 * SS), lighten(col, 0.55))
    over(ring, clip_to(rim, shape))
    over(body, ring)
    head = canvas(S, S, INK)
    face = dragon_head(head, S * 0.55, S * 0.57, S * 0.29, lighten(col, 0.62), crest)
    head = outlined(head, int(1.3 * SS), INK)
    face(head)
    over(body, head)
    out = outline_ring(body, int(3 * SS), INK)
    over(out, body)
    return shrink(out, (TOKEN, TOKEN))


# --------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------

def badge(s, cx, cy, r, fill, ring):
    pygame.draw.circle(s, A(INK), (cx, cy), r + 1.2 * SS)
    pygame.draw.circle(s, A(ring), (cx, cy), r)
    pygame.draw.circle(s, A(fill), (cx, cy), r - 2 * SS)


def make_artisan(good):
    W, H = CARD_W * SS, CARD_H * SS
    col = GOOD_RGB[good]
    card = card_body(W, H, lighten(col, 0.78), lighten(col, 0.5), darken(col, 0.55), 10 * SS, 3 * SS)
    deco = canvas(W, H, INK)
    # a hill and a little sun behind the dragon
    glow(deco, (86 * SS, 52 * SS), 30 * SS, rgb("#FFF6D8"), 200, steps=14)
    pygame.draw.ellipse(deco, A(lighten(LEAF, 0.25)), (-30 * SS, 112 * SS, 180 * SS, 70 * SS))
    pygame.draw.ellipse(deco, A(LEAF), (-10 * SS, 122 * SS, 150 * SS, 60 * SS))
    over(card, clip_to(deco, rrect_shape(W, H, (3 * SS, 3 * SS, W - 6 * SS, H - 6 * SS), 8 * SS)))
    little_dragon(card, 58 * SS, 96 * SS, 57 * SS, col)
    # name scroll at the bottom (the scene writes the name)
    x, y, w, h = CARD_LAYOUT["artisan"]["name"]
    sc = canvas(W, H, INK)
    pygame.draw.rect(sc, A(INK), ((x - 1) * SS, (y - 1) * SS, (w + 2) * SS, (h + 2) * SS), border_radius=6 * SS)
    pygame.draw.rect(sc, A(CREAM), (x * SS, y * SS, w * SS, h * SS), border_radius=5 * SS)
    pygame.draw.rect(sc, A(col), (x * SS, (y + h - 3) * SS, w * SS, 3 * SS), border_radius=2 * SS)
    over(card, sc)
    ix, iy, iw, _ = CARD_LAYOUT["artisan"]["icon"]
    b = canvas(W, H, INK)
    badge(b, (ix + iw / 2) * SS, (iy + iw / 2) * SS, iw / 2 * SS, CREAM, col)
    over(card, b)
    ic = icon_big(f"good_{good}", int(iw * 0.8) * SS, outline=int(1.3 * SS))
    card.blit(ic, ((ix + iw * 0.1) * SS, (iy + iw * 0.1) * SS))
    return shrink(card, (CARD_W, CARD_H))


def flame_pts(cx, base, w, h):
    return (bezier((cx - w / 2, base), (cx - w * 0.6, base - h * 0.6), (cx, base - h), 12)
            + bezier((cx, base - h), (cx + w * 0.6, base - h * 0.55), (cx + w / 2, base), 12))


def draw_fire(s, cx, base, w, h):
    for col, k in ((rgb("#D9441F"), 1.0), (FIRE, 0.72), (FIRE_L, 0.46), (rgb("#FFF2C0"), 0.22)):
        pygame.draw.polygon(s, A(col), flame_pts(cx, base, w * k, h * k))


def scallop_border(s, W, H, col, inset, r, step):
    x = inset + step / 2
    while x < W - inset:
        pygame.draw.circle(s, A(col), (x, inset), r)
        pygame.draw.circle(s, A(col), (x, H - inset), r)
        x += step
    y = inset + step / 2
    while y < H - inset:
        pygame.draw.circle(s, A(col), (inset, y), r)
        pygame.draw.circle(s, A(col), (W - inset, y), r)
        y += step


def make_artisan_back():
    W, H = CARD_W * SS, CARD_H * SS
    card = card_body(W, H, rgb("#D9684A"), rgb("#A8402C"), TERRA_D, 10 * SS, 3 * SS)
    deco = canvas(W, H, INK)
    rng = random.Random(3101)
    for _ in range(18):
        x, y = rng.uniform(10, 60), rng.uniform(10, 80)
        pygame.draw.polygon(deco, A(rgb("#B94D34")), flame_pts(x * SS, y * SS, 8 * SS, 12 * SS))
    over(deco, pygame.transform.flip(deco, True, False))
    over(deco, pygame.transform.flip(deco, False, True))
    scallop_border(deco, W, H, CREAM_D, 9 * SS, 2.2 * SS, 8 * SS)
    over(card, deco)
    c = (60 * SS, 84 * SS)
    medal = canvas(W, H, INK)
    glow(medal, c, 46 * SS, FIRE_L, 170, steps=20)
    pygame.draw.ellipse(medal, A(INK), (c[0] - 25 * SS, c[1] - 33 * SS, 50 * SS, 64 * SS))
    pygame.draw.ellipse(medal, A(CREAM), (c[0] - 23 * SS, c[1] - 31 * SS, 46 * SS, 60 * SS))
    for dx, dy, r in ((-9, -12, 5), (8, -4, 6), (-6, 10, 4), (10, 14, 3), (0, -22, 3)):
        pygame.draw.circle(medal, A(TERRA), (c[0] + dx * SS, c[1] + dy * SS), r * SS)
    draw_fire(medal, c[0], c[1] + 34 * SS, 56 * SS, 34 * SS)
    over(card, medal)
    return shrink(card, (CARD_W, CARD_H))


def stripes(W, H, a, b, step):
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    s.fill(A(a))
    x, i = 0, 0
    while x < W:
        if i % 2:
            pygame.draw.rect(s, A(b), (x, 0, step, H))
        x += step
        i += 1
    return s


def awning(W, y1, a, b, step, outline=INK):
    """Striped awning from y=0 to y1 with a scalloped lower edge."""
    s = canvas(W, y1 + step, outline)
    r = step / 2
    shape = canvas(W, y1 + step, WHITE)
    pygame.draw.rect(shape, WHITE, (0, 0, W, y1 - r))
    x = r
    while x < W + r:
        pygame.draw.circle(shape, WHITE, (x, y1 - r), r)
        x += step
    body = clip_to(stripes(W, y1 + step, a, b, step), shape)
    over(s, outline_ring(body, int(1.2 * SS), outline))
    over(s, body)
    shade = canvas(W, y1 + step, INK)
    pygame.draw.rect(shade, A(WHITE, 60), (0, 0, W, 4 * SS))
    over(s, clip_to(shade, shape))
    return s


def make_shop_frame():
    W, H = SHOP_W * SS, SHOP_H * SS
    card = card_body(W, H, CREAM, CREAM_D, WOOD_D, 10 * SS, 3 * SS)
    # timber frame lines under the awning
    deco = canvas(W, H, INK)
    pygame.draw.rect(deco, A(lighten(WOOD, 0.55)), (3 * SS, 86 * SS, W - 6 * SS, 2 * SS))
    over(card, deco)
    aw = awning(W - 6 * SS, 40 * SS, TERRA, rgb("#F6D9A0"), 20 * SS)
    card.blit(aw, (3 * SS, 3 * SS))
    # name signboard
    x, y, w, h = SHOP_LAYOUT["name"]
    sb = canvas(W, H, INK)
    for px in (x + 10, x + w - 12):
        pygame.draw.rect(sb, A(WOOD_D), (px * SS, 2 * SS, 2 * SS, (y + 1) * SS))
    pygame.draw.rect(sb, A(INK), ((x - 1) * SS, (y - 1) * SS, (w + 2) * SS, (h + 2) * SS), border_radius=5 * SS)
    pygame.draw.rect(sb, A(rgb("#FFF8EA")), (x * SS, y * SS, w * SS, h * SS), border_radius=4 * SS)
    pygame.draw.rect(sb, A(CREAM_D), (x * SS, (y + h - 4) * SS, w * SS, 4 * SS), border_radius=3 * SS)
    # ability text panel
    tx, ty, tw, th = SHOP_LAYOUT["text"]
    pygame.draw.rect(sb, A(rgb("#FFFBF2")), (tx * SS, ty * SS, tw * SS, th * SS), border_radius=5 * SS)
    pygame.draw.rect(sb, A(CREAM_D), (tx * SS, ty * SS, tw * SS, th * SS), width=SS, border_radius=5 * SS)
    # the three slots: wooden niches
    for sx, sy, sw, sh in SHOP_LAYOUT["slots"]:
        r = (sx * SS, sy * SS, sw * SS, sh * SS)
        pygame.draw.rect(sb, A(WOOD_D), r, border_radius=6 * SS)
        pygame.draw.rect(sb, A(rgb("#E7CFA3")), ((sx + 2) * SS, (sy + 2) * SS, (sw - 4) * SS, (sh - 4) * SS),
                         border_radius=5 * SS)
        pygame.draw.rect(sb, A(rgb("#D4B482")), ((sx + 2) * SS, (sy + 2) * SS, (sw - 4) * SS, 5 * SS),
                         border_top_left_radius=5 * SS, border_top_right_radius=5 * SS)
        pygame.draw.ellipse(sb, A(rgb("#D9BD8E")), ((sx + 8) * SS, (sy + sh - 14) * SS, (sw - 16) * SS, 9 * SS))
    over(card, sb)
    # icon plate (top left; the scene draws the shop's type icon on it)
    ix, iy, iw, _ = SHOP_LAYOUT["icon"]
    b = canvas(W, H, INK)
    badge(b, (ix + iw / 2) * SS, (iy + iw / 2) * SS, iw / 2 * SS, rgb("#FFF8EA"), GOLD)
    over(card, b)
    return shrink(card, (SHOP_W, SHOP_H))


def make_shop_back():
    W, H = SHOP_W * SS, SHOP_H * SS
    card = card_body(W, H, rgb("#B9734A"), rgb("#7E4A2C"), WOOD_D, 10 * SS, 3 * SS)
    deco = canvas(W, H, INK)
    for y in range(48, 146, 12):   # planks
        pygame.draw.rect(deco, A(darken(WOOD, 0.25), 150), (3 * SS, y * SS, W - 6 * SS, SS))
    # closed shutters with a dragon-flame crest
    pygame.draw.rect(deco, A(INK), (60 * SS, 54 * SS, 80 * SS, 76 * SS), border_radius=8 * SS)
    pygame.draw.rect(deco, A(rgb("#5E7F46")), (62 * SS, 56 * SS, 76 * SS, 72 * SS), border_radius=7 * SS)
    pygame.draw.rect(deco, A(INK), (99 * SS, 56 * SS, 2 * SS, 72 * SS))
    for yy in range(62, 126, 8):
        pygame.draw.rect(deco, A(darken(rgb("#5E7F46"), 0.25)), (66 * SS, yy * SS, 30 * SS, 2 * SS))
        pygame.draw.rect(deco, A(darken(rgb("#5E7F46"), 0.25)), (104 * SS, yy * SS, 30 * SS, 2 * SS))
    over(card, deco)
    aw = awning(W - 6 * SS, 40 * SS, rgb("#8E3424"), rgb("#D9B98A"), 20 * SS)
    card.blit(aw, (3 * SS, 3 * SS))
    medal = canvas(W, H, INK)
    c = (100 * SS, 92 * SS)
    glow(medal, c, 34 * SS, FIRE_L, 160, steps=14)
    badge(medal, c[0], c[1], 20 * SS, CREAM, GOLD)
    draw_fire(medal, c[0], c[1] + 14 * SS, 24 * SS, 28 * SS)
    over(card, medal)
    return shrink(card, (SHOP_W, SHOP_H))


def frame_panel(card, rect, fill, line, radius=5):
    x, y, w, h = rect
    p = canvas(*card.get_size(), INK)
    pygame.draw.rect(p, A(line), ((x - 1) * SS, (y - 1) * SS, (w + 2) * SS, (h + 2) * SS), border_radius=(radius + 1) * SS)
    pygame.draw.rect(p, A(fill), (x * SS, y * SS, w * SS, h * SS), border_radius=radius * SS)
    over(card, p)


def make_fancy(kind):
    W, H = CARD_W * SS, CARD_H * SS
    if kind == "sun":
        top, bottom, border, accent = rgb("#FFD77A"), rgb("#F29A3A"), rgb("#8A4A14"), rgb("#FFF0B8")
    else:
        top, bottom, border, accent = rgb("#6F7FD8"), rgb("#2E3A86"), rgb("#161C48"), rgb("#C9D6FF")
    card = card_body(W, H, top, bottom, border, 10 * SS, 3 * SS)
    deco = canvas(W, H, INK)
    rng = random.Random(3200 if kind == "sun" else 3201)
    if kind == "sun":
        c = (60 * SS, 86 * SS)
        for k in range(16):
            a = k * math.pi / 8
            pygame.draw.polygon(deco, A(accent, 90), [c, (c[0] + math.cos(a - 0.09) * 140 * SS, c[1] + math.sin(a - 0.09) * 140 * SS),
                                                      (c[0] + math.cos(a + 0.09) * 140 * SS, c[1] + math.sin(a + 0.09) * 140 * SS)])
    else:
        for _ in range(40):
            pygame.draw.circle(deco, A(accent, rng.randint(120, 230)),
                               (rng.uniform(6, 114) * SS, rng.uniform(6, 162) * SS), rng.uniform(0.4, 1.2) * SS)
    # dragon wings silhouette behind the goal panel: it is a Fancy dragon
    wing = darken(top, 0.15) if kind == "sun" else lighten(bottom, 0.2)
    for side in (-1, 1):
        pts = [(60 * SS, 60 * SS), ((60 + side * 58) * SS, 28 * SS), ((60 + side * 50) * SS, 52 * SS),
               ((60 + side * 60) * SS, 62 * SS), ((60 + side * 48) * SS, 80 * SS), ((60 + side * 56) * SS, 96 * SS),
               (60 * SS, 100 * SS)]
        pygame.draw.polygon(deco, A(wing, 200), pts)
    over(card, clip_to(deco, rrect_shape(W, H, (3 * SS, 3 * SS, W - 6 * SS, H - 6 * SS), 8 * SS)))
    L = CARD_LAYOUT["fancy"]
    frame_panel(card, L["name"], rgb("#FFF8EA"), border)
    frame_panel(card, L["goal"], rgba(rgb("#FFF8EA"), 235), border, 6)
    frame_panel(card, L["reward"], rgb("#FFF8EA"), border, 8)
    ix, iy, iw, _ = L["icon"]
    b = canvas(W, H, INK)
    badge(b, (ix + iw / 2) * SS, (iy + iw / 2) * SS, iw / 2 * SS, rgb("#FFF8EA"), accent if kind == "moon" else GOLD)
    over(card, b)
    ic = icon_big(f"icon_{kind}", int(iw * 0.8) * SS, outline=int(1.2 * SS))
    card.blit(ic, ((ix + iw * 0.1) * SS, (iy + iw * 0.1) * SS))
    # small heart mark left of the reward box: reputation
    rx, ry, rw, rh = L["reward"]
    hs = icon_big("reputation", 16 * SS, outline=SS)
    card.blit(hs, ((rx - 19) * SS, (ry + rh / 2 - 8) * SS))
    return shrink(card, (CARD_W, CARD_H))


def make_fancy_back():
    W, H = CARD_W * SS, CARD_H * SS
    card = card_body(W, H, rgb("#2F6E6A"), rgb("#173C44"), rgb("#0C2226"), 10 * SS, 3 * SS)
    deco = canvas(W, H, INK)
    rng = random.Random(3202)
    for _ in range(36):
        pygame.draw.circle(deco, A(rgb("#E9F4D8"), rng.randint(100, 220)),
                           (rng.uniform(8, 112) * SS, rng.uniform(8, 160) * SS), rng.uniform(0.4, 1.1) * SS)
    for inset, a in ((7, 170), (10, 80)):
        pygame.draw.rect(deco, A(GOLD, a), (inset * SS, inset * SS, W - 2 * inset * SS, H - 2 * inset * SS),
                         width=SS, border_radius=7 * SS)
    over(card, deco)
    c = (60 * SS, 84 * SS)
    medal = canvas(W, H, INK)
    glow(medal, c, 50 * SS, rgb("#FFE7A0"), 120, steps=18)
    sun = icon_big("icon_sun", 46 * SS)
    moon = icon_big("icon_moon", 40 * SS)
    medal.blit(sun, (c[0] - 40 * SS, c[1] - 40 * SS))
    medal.blit(moon, (c[0] - 2 * SS, c[1] - 4 * SS))
    over(card, medal)
    return shrink(card, (CARD_W, CARD_H))


ENCHANT = {  # deck: (top, bottom, border, accent)
    "purple": (rgb("#B58AD9"), rgb("#6A3A9A"), rgb("#2E1648"), rgb("#F1DBFF")),
    "gold": (rgb("#FFE08A"), rgb("#D6A23A"), rgb("#6B4510"), rgb("#FFF6D0")),
}


def rune_ring(s, c, r, col, width, n=12):
    pygame.draw.circle(s, A(col), c, r, width)
    pygame.draw.circle(s, A(col), c, r * 0.78, max(1, width // 2))
    for i in range(n):
        a = 2 * math.pi * i / n
        p = (c[0] + math.cos(a) * r * 0.89, c[1] + math.sin(a) * r * 0.89)
        pygame.draw.polygon(s, A(col), star_points(p[0], p[1], r * 0.07, r * 0.03, 4, rot=a))
    pygame.draw.polygon(s, A(col), star_points(c[0], c[1], r * 0.7, r * 0.7 * 0.38, 5), max(1, width // 2))


def make_enchant(deck):
    W, H = CARD_W * SS, CARD_H * SS
    top, bottom, border, accent = ENCHANT[deck]
    card = card_body(W, H, top, bottom, border, 10 * SS, 3 * SS)
    L = CARD_LAYOUT["enchant"]
    deco = canvas(W, H, INK)
    ax, ay, aw, ah = L["art"]
    rune_ring(deco, ((ax + aw / 2) * SS, (ay + ah / 2) * SS), 30 * SS, accent, int(1.4 * SS))
    for inset in (5,):
        pygame.draw.rect(deco, A(accent, 150), (inset * SS, inset * SS, W - 2 * inset * SS, H - 2 * inset * SS),
                         width=SS, border_radius=7 * SS)
    over(card, deco)
    frame_panel(card, L["name"], rgb("#FFF8EA"), border)
    frame_panel(card, L["cost"], rgba(rgb("#FFF8EA"), 230), border, 6)
    b = canvas(W, H, INK)
    for key, fill in (("icon", rgb("#FFF8EA")), ("reward", rgb("#FFE4E8"))):
        x, y, w, _ = L[key]
        badge(b, (x + w / 2) * SS, (y + w / 2) * SS, w / 2 * SS, fill, accent)
    over(card, b)
    return shrink(card, (CARD_W, CARD_H))


def make_enchant_back(deck):
    W, H = CARD_W * SS, CARD_H * SS
    top, bottom, border, accent = ENCHANT[deck]
    card = card_body(W, H, darken(top, 0.15), darken(bottom, 0.3), border, 10 * SS, 3 * SS)
    deco = canvas(W, H, INK)
    rng = random.Random(3300 if deck == "purple" else 3301)
    for _ in range(30):
        x, y = rng.uniform(8, 112), rng.uniform(8, 160)
        pygame.draw.polygon(deco, A(accent, rng.randint(90, 200)), star_points(x * SS, y * SS, 2.6 * SS, SS, 4))
    pygame.draw.rect(deco, A(accent, 160), (7 * SS, 7 * SS, W - 14 * SS, H - 14 * SS), width=SS, border_radius=7 * SS)
    over(card, deco)
    c = (60 * SS, 84 * SS)
    m = canvas(W, H, INK)
    glow(m, c, 48 * SS, accent, 150, steps=18)
    rune_ring(m, c, 38 * SS, accent, int(1.8 * SS), n=16)
    pygame.draw.circle(m, A(border), c, 13 * SS)
    pygame.draw.circle(m, A(accent), c, 13 * SS, SS)
    draw_fire(m, c[0], c[1] + 9 * SS, 14 * SS, 20 * SS)
    over(card, m)
    return shrink(card, (CARD_W, CARD_H))


# --------------------------------------------------------------------------
# Town tileset (32 px tiles, drawn at SS)
# --------------------------------------------------------------------------

T = 32
MAP_W, MAP_H = 40, 25
TS_COLS = 8
FRAMES = ["lot", "extra", "park", "market", "dais"]
FRAME_PARTS = ["nw", "n", "ne", "w", "c", "e", "sw", "s", "se"]
FOUNTAIN_W, FOUNTAIN_H = 6, 5
TILE_NAMES = (["grass_a", "grass_b", "grass_c", "cobble_a", "cobble_b", "track", "sign_extra", "lamp"]
              + [f"{f}_{p}" for f in FRAMES for p in FRAME_PARTS]
              + [f"fountain_{x}_{y}" for y in range(FOUNTAIN_H) for x in range(FOUNTAIN_W)])
TILE_ID = {name: i for i, name in enumerate(TILE_NAMES)}

GRASS = rgb("#86BC5A")
COBBLE = rgb("#D9C4A0")


def wrap_circle(s, color, center, r, period):
    """A circle drawn with wrap-around so a tile repeats seamlessly."""
    for dx in (-period, 0, period):
        for dy in (-period, 0, period):
            pygame.draw.circle(s, color, (center[0] + dx, center[1] + dy), r)


def grass_tile(seed, flowers=0):
    t = T * SS
    s = pygame.Surface((t, t), pygame.SRCALPHA)
    s.fill(A(GRASS))
    rng = random.Random(seed)
    for _ in range(7):
        c = (rng.uniform(0, t), rng.uniform(0, t))
        wrap_circle(s, A(mix(GRASS, LEAF, rng.uniform(0.2, 0.5))), c, rng.uniform(3, 6) * SS, t)
    for _ in range(6):   # grass tufts
        x, y = rng.uniform(3, 29) * SS, rng.uniform(5, 29) * SS
        for dx in (-1.5, 0, 1.5):
            stroke(s, A(darken(GRASS, 0.25)), [(x + dx * SS, y), (x + dx * 1.8 * SS, y - 3.5 * SS)], 0.8 * SS)
    for _ in range(flowers):
        x, y = rng.uniform(5, 27) * SS, rng.uniform(5, 27) * SS
        col = rng.choice([rgb("#FFF4C8"), rgb("#F6A6B2"), rgb("#FFD24A")])
        for k in range(5):
            a = 2 * math.pi * k / 5
            pygame.draw.circle(s, A(col), (x + math.cos(a) * 1.6 * SS, y + math.sin(a) * 1.6 * SS), 1.3 * SS)
        pygame.draw.circle(s, A(FIRE), (x, y), 0.9 * SS)
    return s


def cobble_tile(seed):
    t = T * SS
    s = pygame.Surface((t, t), pygame.SRCALPHA)
    s.fill(A(darken(COBBLE, 0.28)))
    rng = random.Random(seed)
    for gy in range(4):
        for gx in range(4):
            cx = (gx * 8 + 4 + (4 if gy % 2 else 0) + rng.uniform(-0.8, 0.8)) * SS
            cy = (gy * 8 + 4 + rng.uniform(-0.6, 0.6)) * SS
            col = mix(COBBLE, rgb("#EAD9B8"), rng.uniform(0, 0.8))
            for dx in (-t, 0, t):
                for dy in (-t, 0, t):
                    r = pygame.Rect(0, 0, 7 * SS, 6.4 * SS)
                    r.center = (cx + dx, cy + dy)
                    pygame.draw.rect(s, A(col), r, border_radius=int(2.6 * SS))
                    hl = r.inflate(-3 * SS, -4 * SS).move(-SS, -SS)
                    pygame.draw.rect(s, A(lighten(col, 0.35)), hl, border_radius=SS)
    return s


def track_tile():
    t = T * SS
    s = pygame.Surface((t, t), pygame.SRCALPHA)
    s.fill(A(rgb("#B77A4A")))
    rng = random.Random(3400)
    for _ in range(10):
        wrap_circle(s, A(rgb("#A86C40")), (rng.uniform(0, t), rng.uniform(0, t)), rng.uniform(1, 2.5) * SS, t)
    r = pygame.Rect(5 * SS, 5 * SS, 22 * SS, 22 * SS)
    pygame.draw.rect(s, A(rgb("#7A4A2A")), r.move(0, SS), border_radius=8 * SS)
    pygame.draw.rect(s, A(rgb("#E8C99A")), r, border_radius=8 * SS)
    pygame.draw.rect(s, A(rgb("#F3DDB6")), r.inflate(-8 * SS, -8 * SS).move(-SS, -SS), border_radius=5 * SS)
    return s


def sign_tile(bg):
    t = T * SS
    s = bg.copy()
    pygame.draw.rect(s, A(WOOD_D), (15 * SS, 16 * SS, 3 * SS, 15 * SS))
    pygame.draw.rect(s, A(INK), (2 * SS, 3 * SS, 28 * SS, 16 * SS), border_radius=3 * SS)
    pygame.draw.rect(s, A(rgb("#E9C88E")), (3 * SS, 4 * SS, 26 * SS, 14 * SS), border_radius=2 * SS)
    label = font(13 * SS).render("3-5", True, TERRA_D)
    s.blit(label, label.get_rect(center=(16 * SS, 11.5 * SS)))
    return s


def lamp_tile(bg):
    s = bg.copy()
    t = T * SS
    glow(s, (16 * SS, 9 * SS), 14 * SS, rgb("#FFD36B"), 190, steps=8)
    pygame.draw.ellipse(s, A(darken(COBBLE, 0.5), 160), (9 * SS, 26 * SS, 14 * SS, 5 * SS))
    pygame.draw.rect(s, A(INK), (15 * SS, 12 * SS, 2.5 * SS, 17 * SS))
    pygame.draw.rect(s, A(INK), (11 * SS, 3 * SS, 10 * SS, 11 * SS), border_radius=2 * SS)
    pygame.draw.rect(s, A(FIRE_L), (12.5 * SS, 5 * SS, 7 * SS, 7.5 * SS), border_radius=SS)
    pygame.draw.polygon(s, A(FIRE), flame_pts(16 * SS, 12 * SS, 4 * SS, 6 * SS))
    pygame.draw.polygon(s, A(INK), [(10 * SS, 3.5 * SS), (22 * SS, 3.5 * SS), (16 * SS, 0)])
    del t
    return s


def frame_model(kind):
    """3x3-tile model of a framed area: centre texture everywhere, then the border."""
    t = T * SS
    M = 3 * t
    m = pygame.Surface((M, M), pygame.SRCALPHA)
    if kind == "lot":
        centre = grass_tile(3501)
    elif kind == "extra":
        centre = pygame.Surface((t, t), pygame.SRCALPHA)
        centre.fill(A(rgb("#E8D2A2")))
        rng = random.Random(3502)
        for _ in range(12):
            wrap_circle(centre, A(rgb("#DCC28E")), (rng.uniform(0, t), rng.uniform(0, t)), rng.uniform(0.8, 2) * SS, t)
    elif kind == "park":
        centre = grass_tile(3503, flowers=2)
    elif kind == "market":
        centre = pygame.Surface((t, t), pygame.SRCALPHA)
        centre.fill(A(rgb("#C08A58")))
        for y in range(0, 32, 8):
            pygame.draw.rect(centre, A(rgb("#A5713F")), (0, (y + 7) * SS, t, SS))
            pygame.draw.rect(centre, A(rgb("#CF9C68")), (0, y * SS, t, SS))
            off = 0 if (y // 8) % 2 == 0 else 16
            pygame.draw.rect(centre, A(rgb("#A5713F")), ((off + 6) * SS, y * SS, SS, 8 * SS))
            pygame.draw.circle(centre, A(WOOD_D), ((off + 4) * SS, (y + 4) * SS), 0.6 * SS)
    else:   # dais
        centre = pygame.Surface((t, t), pygame.SRCALPHA)
        centre.fill(A(rgb("#8D7FA6")))
        for gx in (0, 16):
            for gy in (0, 16):
                col = rgb("#B8ACCE") if (gx + gy) % 32 == 0 else rgb("#A99BC2")
                pygame.draw.rect(centre, A(col), ((gx + 1) * SS, (gy + 1) * SS, 14 * SS, 14 * SS), border_radius=2 * SS)
    for y in range(3):
        for x in range(3):
            m.blit(centre, (x * t, y * t))
    if kind == "lot":            # hedge all around
        band = 9 * SS
        for side in range(4):
            hedge = pygame.Surface((M, band + 4 * SS), pygame.SRCALPHA)
            hedge.fill((0, 0, 0, 0))
            pygame.draw.rect(hedge, A(LEAF_D), (0, 0, M, band))
            for i in range(0, M // SS + 8, 8):
                pygame.draw.circle(hedge, A(LEAF_D), (i * SS, band - SS), 5 * SS)
                pygame.draw.circle(hedge, A(LEAF), (i * SS, band - 2.5 * SS), 4.2 * SS)
                pygame.draw.circle(hedge, A(lighten(LEAF, 0.35)), ((i - 1.5) * SS, band - 4 * SS), 1.5 * SS)
            for j in range(4, M // SS, 16):   # tiny red berries
                pygame.draw.circle(hedge, A(rgb("#E0455A")), ((j + 2) * SS, (band - 3) * SS), 0.9 * SS)
            rot = pygame.transform.rotate(hedge, -90 * side)
            pos = [(0, 0), (M - rot.get_width(), 0), (0, M - rot.get_height()), (0, 0)][side]
            m.blit(rot, pos)
    elif kind == "extra":        # dashed gold outline: an optional lot
        e = 4 * SS                        # dash centre line, 4 px in from the edge
        for i in range(0, M, 16 * SS):
            a, b = i + 3 * SS, i + 13 * SS
            for p0, p1 in (((a, e), (b, e)), ((a, M - e), (b, M - e)), ((e, a), (e, b)), ((M - e, a), (M - e, b))):
                stroke(m, A(TERRA), [p0, p1], 2.5 * SS)
        pygame.draw.rect(m, A(rgb("#BFA272")), (0, 0, M, M), width=SS)
    elif kind == "park":         # wooden fence
        for side in range(4):
            fence = pygame.Surface((M, 10 * SS), pygame.SRCALPHA)
            fence.fill((0, 0, 0, 0))
            for y in (2, 6):
                pygame.draw.rect(fence, A(WOOD_D), (0, (y - 0.5) * SS, M, 2.6 * SS))
                pygame.draw.rect(fence, A(rgb("#D9A46A")), (0, y * SS, M, 1.6 * SS))
            for i in range(0, M // SS + 1, 16):
                pygame.draw.rect(fence, A(WOOD_D), ((i - 2) * SS, 0, 4.5 * SS, 10 * SS), border_radius=SS)
                pygame.draw.rect(fence, A(rgb("#E6B77E")), ((i - 1.2) * SS, 0.8 * SS, 2.6 * SS, 8.4 * SS),
                                 border_radius=SS)
            rot = pygame.transform.rotate(fence, -90 * side)
            pos = [(0, 0), (M - rot.get_width(), 0), (0, M - rot.get_height()), (0, 0)][side]
            m.blit(rot, pos)
    elif kind == "market":
        pygame.draw.rect(m, A(WOOD_D), (0, 0, M, M), width=4 * SS)
        pygame.draw.rect(m, A(rgb("#D9A46A")), (4 * SS, 4 * SS, M - 8 * SS, M - 8 * SS), width=SS)
    else:   # dais: gold rim
        pygame.draw.rect(m, A(rgb("#4B3B66")), (0, 0, M, M), width=5 * SS)
        pygame.draw.rect(m, A(GOLD), (2 * SS, 2 * SS, M - 4 * SS, M - 4 * SS), width=SS)
        for x in range(8, M // SS, 16):
            for y in (2.5, M // SS - 2.5):
                pygame.draw.polygon(m, A(GOLD), star_points(x * SS, y * SS, 2 * SS, 0.8 * SS, 4))
                pygame.draw.polygon(m, A(GOLD), star_points(y * SS, x * SS, 2 * SS, 0.8 * SS, 4))
    return m


def fountain_model():
    t = T * SS
    W, H = FOUNTAIN_W * t, FOUNTAIN_H * t
    m = pygame.Surface((W, H), pygame.SRCALPHA)
    cob = cobble_tile(3601)
    for y in range(FOUNTAIN_H):
        for x in range(FOUNTAIN_W):
            m.blit(cob, (x * t, y * t))
    c = (W / 2, H / 2)
    pygame.draw.circle(m, A(rgb("#E6D5B3")), c, 78 * SS)            # paved ring
    for i in range(24):
        a = 2 * math.pi * i / 24
        pygame.draw.line(m, A(rgb("#C7B08A")), (c[0] + math.cos(a) * 66 * SS, c[1] + math.sin(a) * 66 * SS),
                         (c[0] + math.cos(a) * 78 * SS, c[1] + math.sin(a) * 78 * SS), SS)
    pygame.draw.circle(m, A(rgb("#C7B08A")), c, 78 * SS, SS)
    pygame.draw.circle(m, A(rgb("#6E6A78")), (c[0], c[1] + 2 * SS), 66 * SS)     # rim
    pygame.draw.circle(m, A(rgb("#B9B2C4")), c, 65 * SS)
    pygame.draw.circle(m, A(rgb("#2B78B8")), c, 57 * SS)                         # water
    pygame.draw.circle(m, A(rgb("#4FA6DE")), (c[0], c[1] + 2 * SS), 54 * SS)
    for r in (22, 34, 46):
        pygame.draw.circle(m, A(rgb("#8CCBF0")), c, r * SS, SS)
    rng = random.Random(3602)
    for _ in range(10):
        a, d = rng.uniform(0, 2 * math.pi), rng.uniform(20, 50)
        pygame.draw.ellipse(m, A(rgb("#CFEAFB")), (c[0] + math.cos(a) * d * SS, c[1] + math.sin(a) * d * SS,
                                                    5 * SS, 2 * SS))
    # pedestal with a dragon statue spouting a flame-coloured jet of water
    pygame.draw.circle(m, A(rgb("#6E6A78")), (c[0], c[1] + 2 * SS), 15 * SS)
    pygame.draw.circle(m, A(rgb("#CFC8DA")), c, 14 * SS)
    statue = pygame.Surface((W, H), pygame.SRCALPHA)
    statue.fill(A(INK, 0))
    face = dragon_head(statue, c[0] - 1 * SS, c[1] - 3 * SS, 9 * SS, rgb("#E9B98A"), "horns")
    statue = outlined(statue, int(1.2 * SS), INK)
    face(statue)
    m.blit(statue, (0, 0))
    for dx in (-1, 1):
        stroke(m, A(rgb("#D5EEFC")), bezier((c[0] + 9 * SS, c[1] - 5 * SS), (c[0] + 26 * SS * dx, c[1] - 30 * SS),
                                            (c[0] + 34 * SS * dx, c[1] + 8 * SS), 14), 1.6 * SS)
    return m


def make_tileset():
    t = T * SS
    rows = math.ceil(len(TILE_NAMES) / TS_COLS)
    sheet = pygame.Surface((TS_COLS * t, rows * t), pygame.SRCALPHA)
    sheet.fill((0, 0, 0, 0))

    def put(name, src, tx=0, ty=0):
        i = TILE_ID[name]
        sheet.blit(src, ((i % TS_COLS) * t, (i // TS_COLS) * t), (tx * t, ty * t, t, t))

    put("grass_a", grass_tile(3701))
    put("grass_b", grass_tile(3702, flowers=1))
    put("grass_c", grass_tile(3703, flowers=3))
    put("cobble_a", cobble_tile(3704))
    put("cobble_b", cobble_tile(3705))
    put("track", track_tile())
    extra = frame_model("extra")
    put("sign_extra", sign_tile(extra.subsurface((t, t, t, t)).copy()))
    put("lamp", lamp_tile(cobble_tile(3704)))
    for kind in FRAMES:
        model = frame_model(kind)
        for i, p in enumerate(FRAME_PARTS):
            put(f"{kind}_{p}", model, i % 3, i // 3)
    fm = fountain_model()
    for y in range(FOUNTAIN_H):
        for x in range(FOUNTAIN_W):
            put(f"fountain_{x}_{y}", fm, x, y)
    return shrink(sheet, (TS_COLS * T, rows * T))


# ---------------------------------------------------------------- map layout

# Lot grid: column tile ranges and row tile ranges (inclusive).
LOT_COLS = [(2, 8), (9, 15), (17, 22), (24, 30), (31, 37)]
LOT_ROWS = [(7, 11), (13, 17), (19, 23)]
STREET_COLS = [1, 16, 23, 38]
STREET_ROWS = [6, 12, 18]
# Which space sits in each lot (None = the fountain square).
SPACE_GRID = [[6, 7, 0, 8, 12],
              [1, 2, None, 3, 4],
              [9, 10, 5, 11, 13]]
EXTRA_SPACES = (12, 13)
BAND_ROWS = (1, 5)
PARK_COLS, MARKET_COLS, ROW_COLS = (1, 13), (14, 25), (26, 38)
SMALL_W, SMALL_H = 75, 105                # cards at 0.625 scale (120x168 -> 75x105)
SHOP_DECK = (120, 90)                     # shop deck at 0.6 scale (200x150 -> 120x90)
CARD_Y = 32 + (160 - SMALL_H) // 2        # 59


def lot_rect(r, c):
    (c0, c1), (r0, r1) = LOT_COLS[c], LOT_ROWS[r]
    return c0 * T, r0 * T, (c1 - c0 + 1) * T, (r1 - r0 + 1) * T


def space_objects():
    objs = {}
    for r, row in enumerate(SPACE_GRID):
        for c, n in enumerate(row):
            if n is None:
                continue
            x, y, w, h = lot_rect(r, c)
            objs[n] = (f"space_{n}", (x + (w - SHOP_W) // 2, y + (h - SHOP_H) // 2, SHOP_W, SHOP_H),
                       [("extra", "bool", "true" if n in EXTRA_SPACES else "false"),
                        ("starter", "bool", "true" if n < 6 else "false")])
    return [objs[n] for n in range(14)]


def strip_objects(prefix, cols):
    x0 = cols[0] * T
    width = (cols[1] - cols[0] + 1) * T
    total = 5 * SMALL_W + 4 * 6
    start = x0 + (width - total) // 2
    return [(f"{prefix}_{i}", (start + i * (SMALL_W + 6), CARD_Y, SMALL_W, SMALL_H), []) for i in range(5)]


def deck_objects():
    x0 = MARKET_COLS[0] * T
    width = (MARKET_COLS[1] - MARKET_COLS[0] + 1) * T
    sizes = [("artisan_deck", (SMALL_W, SMALL_H)), ("shop_deck", SHOP_DECK), ("fancy_deck", (SMALL_W, SMALL_H)),
             ("enchant_deck", (SMALL_W, SMALL_H))]
    gap = 8
    total = sum(w for _, (w, _) in sizes) + gap * 3
    x = x0 + (width - total) // 2
    out = []
    for name, (w, h) in sizes:
        out.append((name, (x, CARD_Y + (SMALL_H - h) // 2, w, h), []))
        x += w + gap
    return out


def fountain_object():
    x, y, w, h = lot_rect(1, 2)
    return [("fountain", (x + 16, y + 16, w - 32, h - 32), [])]


def track_object():
    return [("track", (0, 0, MAP_W * T, MAP_H * T), [("band", "int", T)])]


def map_layers():
    g = lambda name: TILE_ID[name] + 1  # noqa: E731
    rng = random.Random(3801)
    ground = [[g(rng.choice(["grass_a", "grass_a", "grass_b", "grass_c"])) for _ in range(MAP_W)]
              for _ in range(MAP_H)]
    deco = [[0] * MAP_W for _ in range(MAP_H)]
    for y in range(MAP_H):
        for x in range(MAP_W):
            if x in (0, MAP_W - 1) or y in (0, MAP_H - 1):
                ground[y][x] = g("track")
            elif y >= 6 and (x in STREET_COLS or y in STREET_ROWS):
                ground[y][x] = g("cobble_a" if (x * 7 + y * 3) % 5 else "cobble_b")

    def frame(kind, c0, r0, c1, r1):
        for y in range(r0, r1 + 1):
            for x in range(c0, c1 + 1):
                px = 0 if x == c0 else 2 if x == c1 else 1
                py = 0 if y == r0 else 2 if y == r1 else 1
                ground[y][x] = g(f"{kind}_{FRAME_PARTS[py * 3 + px]}")

    frame("park", PARK_COLS[0], BAND_ROWS[0], PARK_COLS[1], BAND_ROWS[1])
    frame("market", MARKET_COLS[0], BAND_ROWS[0], MARKET_COLS[1], BAND_ROWS[1])
    frame("dais", ROW_COLS[0], BAND_ROWS[0], ROW_COLS[1], BAND_ROWS[1])
    for r, row in enumerate(SPACE_GRID):
        for c, n in enumerate(row):
            (c0, c1), (r0, r1) = LOT_COLS[c], LOT_ROWS[r]
            if n is None:
                for y in range(FOUNTAIN_H):
                    for x in range(FOUNTAIN_W):
                        ground[r0 + y][c0 + x] = g(f"fountain_{x}_{y}")
            elif n in EXTRA_SPACES:
                frame("extra", c0, r0, c1, r1)
                deco[(r0 + r1) // 2][(c0 + c1) // 2] = g("sign_extra")
            else:
                frame("lot", c0, r0, c1, r1)
    for x in (STREET_COLS[1], STREET_COLS[2]):    # lamps at the corners of the fountain square
        for y in (STREET_ROWS[1], STREET_ROWS[2]):
            deco[y][x] = g("lamp")
    return [("ground", ground), ("deco", deco)]


def tmx_text(tsx_rel, layers, groups):
    n_objs = sum(len(o) for _, o in groups)
    rows = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{MAP_W}" height="{MAP_H}" tilewidth="{T}" tileheight="{T}" infinite="0" '
        f'nextlayerid="{len(layers) + len(groups) + 1}" nextobjectid="{n_objs + 1}">',
        f' <tileset firstgid="1" source="{tsx_rel}"/>',
    ]
    lid = 0
    for name, grid in layers:
        lid += 1
        csv = ",\n".join(",".join(str(v) for v in row) for row in grid)
        rows += [f' <layer id="{lid}" name="{name}" width="{MAP_W}" height="{MAP_H}">',
                 '  <data encoding="csv">', csv, '</data>', ' </layer>']
    oid = 0
    for gname, objs in groups:
        lid += 1
        rows.append(f' <objectgroup id="{lid}" name="{gname}">')
        for name, (x, y, w, h), props in objs:
            oid += 1
            head = f'  <object id="{oid}" name="{name}" x="{x}" y="{y}" width="{w}" height="{h}"'
            if not props:
                rows.append(head + '/>')
                continue
            rows += [head + '>', '   <properties>']
            rows += [f'    <property name="{p}" type="{tp}" value="{v}"/>' for p, tp, v in props]
            rows += ['   </properties>', '  </object>']
        rows.append(' </objectgroup>')
    rows.append('</map>')
    return "\n".join(rows) + "\n"


def tsx_text(image_name):
    rows_n = math.ceil(len(TILE_NAMES) / TS_COLS)
    rows = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.10" tiledversion="1.10.2" name="town_tiles" tilewidth="{T}" tileheight="{T}" '
        f'tilecount="{len(TILE_NAMES)}" columns="{TS_COLS}">',
        f' <image source="{image_name}" width="{TS_COLS * T}" height="{rows_n * T}"/>',
    ]
    for i, name in enumerate(TILE_NAMES):
        rows += [f' <tile id="{i}">', '  <properties>',
                 f'   <property name="kind" value="{name}"/>', '  </properties>', ' </tile>']
    rows.append('</tileset>')
    return "\n".join(rows) + "\n"


def map_groups():
    return [("spaces", space_objects()), ("park", strip_objects("park", PARK_COLS)),
            ("row", strip_objects("row", ROW_COLS)), ("fountain", fountain_object()),
            ("track", track_object()), ("decks", deck_objects())]


def yaml_rects(d, indent=0):
    """A tiny YAML writer for the layout dicts (lists of ints, nested dicts): stable output."""
    pad = "  " * indent
    out = []
    for key, val in d.items():
        if isinstance(val, dict):
            out.append(f"{pad}{key}:")
            out += yaml_rects(val, indent + 1)
        elif val and isinstance(val[0], list):
            out.append(f"{pad}{key}:")
            out += [f"{pad}  - [{', '.join(str(v) for v in r)}]" for r in val]
        else:
            out.append(f"{pad}{key}: [{', '.join(str(v) for v in val)}]")
    return out


# --------------------------------------------------------------------------

def make_all(out_root=ROOT):
    pygame.font.init()
    WRITTEN.clear()
    out_root = Path(out_root)
    sp = out_root / SPRITES_REL
    for name in ICON_DRAW:
        save(make_icon(name), sp / f"{name}.png")
    for colour in TOKENS:
        save(make_token(colour), sp / f"token_{colour}.png")
    for good in GOODS:
        save(make_artisan(good), sp / f"artisan_{good}.png")
    save(make_artisan_back(), sp / "artisan_back.png")
    save(make_shop_frame(), sp / "shop_frame.png")
    save(make_shop_back(), sp / "shop_back.png")
    save(make_fancy("sun"), sp / "fancy_sun.png")
    save(make_fancy("moon"), sp / "fancy_moon.png")
    save(make_fancy_back(), sp / "fancy_back.png")
    for deck in ENCHANT:
        save(make_enchant(deck), sp / f"enchant_{deck}.png")
        save(make_enchant_back(deck), sp / f"enchant_back_{deck}.png")
    head = "# Written by tools/art_flamecraft.py: pixel rectangles [x, y, w, h] on the {}.\n"
    write_text(sp / "shop_layout.yaml", head.format("200x150 shop frame") + "\n".join(yaml_rects(SHOP_LAYOUT)) + "\n")
    write_text(sp / "card_layout.yaml", head.format("120x168 card frames") + "\n".join(yaml_rects(CARD_LAYOUT)) + "\n")
    save(make_tileset(), sp / "town_tiles.png")
    write_text(sp / "town_tiles.tsx", tsx_text("town_tiles.png"))
    write_text(out_root / MAPS_REL / "town.tmx",
               tmx_text("../../sprites/flamecraft/town_tiles.tsx", map_layers(), map_groups()))
    total = sum(p.stat().st_size for p in WRITTEN)
    print(f"flamecraft: wrote {len(WRITTEN)} files, {total / 1024:.0f} KiB")
    return list(WRITTEN)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT), help="root to write sprites/ and data/ under (default: the repository)")
    args = ap.parse_args(argv)
    make_all(args.out)


if __name__ == "__main__":
    main()

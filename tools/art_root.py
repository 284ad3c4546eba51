#!/usr/bin/env python3
"""Generate the procedural art of Root (Marquise de Cat vs Woodland Alliance).

Writes the suit icons, the warriors, buildings, tokens, items, dice, VP markers,
the card frames and back, the two faction board plates, and the Autumn map
(data/root/autumn.tmx with its tileset sprites/root/autumn_tiles.png/.tsx).
Same house style as tools/art_flamecraft.py: pure pygame drawing, fixed seeds,
no downloads, so two runs give byte-identical files.  Headless.

    .venv/bin/python tools/art_root.py              (writes into the repository)
    .venv/bin/python tools/art_root.py --out DIR    (writes DIR/sprites/..., DIR/data/...)

Palette: autumn woodland -- orange, ochre, deep green and cream, with a dark
bark-brown outline on every sprite so they read at small sizes.  Suits differ in
shape and colour: fox (red-orange fox head), rabbit (ochre, long ears), mouse
(amber, round ears), bird (blue-teal bird).

Card frames: the scene writes name, cost and text on top; the boxes are the
module dict CARD_LAYOUT, also written as sprites/root/card_layout.yaml.

Autumn map (data/root/autumn.tmx): 40x25 tiles of 32 px = 1280x800.  The whole
picture (forest floor, autumn trees, river, dirt paths, clearings, building slots,
the VP track) is drawn once and cut into 32-px tiles; identical tiles are shared.
Object layers:
  clearings  clearing_1..12   ellipses (suit, slots, ruin, corner properties)
  slots      slot_<c>_<k>     44x44 building slots, k from 0 (ruin: bool; the ruin
                              takes the clearing's last slot)
  warriors   warriors_<c>     where the warrior stacks and tokens are drawn
  paths      path_<a>_<b>     polylines between clearing centres (a < b)
  track      track            the VP track 0-30 along the bottom edge (31 cells of 32 px)
  rivers     river, river_<a>_<b>  the river drawn on the picture as polylines (whole, per link)
  forests    forest_<name>    polygons through the centres of each forest's clearings
Positions come from data/root/map.yaml (x, y: layout 0-100, reference §2.5).
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
import yaml  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_art import (SS, WHITE, rgb, mix, lighten, darken, rgba, canvas, shrink, over,  # noqa: E402
                      vgradient, clip_to, rrect_shape, outlined, stroke, bezier, font)

ROOT = Path(__file__).resolve().parent.parent
SPRITES_REL = Path("sprites") / "root"
MAPS_REL = Path("data") / "root"

# ---------------------------------------------------------------- palette
INK = rgb("#33200F")            # bark brown outline
CREAM = rgb("#F7ECD2")
CREAM_D = rgb("#E6D2A8")
ORANGE = rgb("#E0762B")
ORANGE_D = rgb("#A24A17")
OCHRE = rgb("#D9A233")
GREEN = rgb("#3E7A3A")
GREEN_D = rgb("#24502A")
GREEN_L = rgb("#7DB25A")
BARK = rgb("#7A4B26")
STONE = rgb("#9A938A")

SUITS = ["fox", "rabbit", "mouse", "bird"]
SUIT_RGB = {
    "fox": rgb("#D8442C"),
    "rabbit": rgb("#EDCB4C"),
    "mouse": rgb("#C8743A"),
    "bird": rgb("#4E97B0"),
}
FACTION_RGB = {"marquise": ORANGE, "alliance": rgb("#3C9A48")}

SUIT_PX = 48
WARRIOR_PX = 40
BUILDING_PX = 44
TOKEN_PX = 36
ITEM_PX = 40
DIE_PX = 40
VP_PX = 32
CARD_W, CARD_H = 120, 168
BOARD_W, BOARD_H = 320, 300
ITEMS = ["bag", "boots", "crossbow", "hammer", "sword", "tea", "coins"]
BUILDINGS = ["sawmill", "workshop", "recruiter", "base_fox", "base_rabbit", "base_mouse", "ruin"]

# Pixel rectangles (x, y, w, h) on the 120x168 card frames (all five suits share them).
CARD_LAYOUT = {
    "size": [CARD_W, CARD_H],
    "icon": [6, 6, 24, 24],          # the suit icon is drawn in the frame here
    "name": [33, 7, 82, 22],
    "art": [10, 36, 100, 54],
    "text": [9, 94, 102, 46],
    "cost": [8, 144, 74, 18],        # crafting cost: suit icons left to right
    "vp": [88, 142, 24, 22],         # VP or item box, bottom right
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


def rotated(pts, c, ang):
    ca, sa = math.cos(ang), math.sin(ang)
    return [(c[0] + (x - c[0]) * ca - (y - c[1]) * sa, c[1] + (x - c[0]) * sa + (y - c[1]) * ca) for x, y in pts]


def ellipse_pts(cx, cy, rx, ry, ang=0.0, n=48):
    pts = [(cx + rx * math.cos(2 * math.pi * i / n), cy + ry * math.sin(2 * math.pi * i / n)) for i in range(n)]
    return rotated(pts, (cx, cy), ang) if ang else pts


def star_points(cx, cy, r_out, r_in, n=5, rot=-math.pi / 2):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = rot + math.pi * i / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


# --------------------------------------------------------------------------
# Emblems (drawn at any centre / radius on a supersampled surface)
# --------------------------------------------------------------------------

def fox_head(s, cx, cy, r, fill):
    P = lambda x, y: (cx + x * r, cy + y * r)  # noqa: E731
    pygame.draw.polygon(s, A(fill), [P(-0.95, -0.95), P(-0.45, -0.45), P(0.45, -0.45), P(0.95, -0.95),
                                     P(0.9, -0.1), P(0.55, 0.35), P(0.0, 0.95), P(-0.55, 0.35), P(-0.9, -0.1)])

    def detail(d):
        pygame.draw.polygon(d, A(darken(fill, 0.35)), [P(-0.78, -0.72), P(-0.5, -0.45), P(-0.8, -0.3)])
        pygame.draw.polygon(d, A(darken(fill, 0.35)), [P(0.78, -0.72), P(0.5, -0.45), P(0.8, -0.3)])
        pygame.draw.polygon(d, A(CREAM), [P(-0.85, -0.05), P(-0.2, 0.25), P(0.0, 0.85), P(-0.5, 0.35)])
        pygame.draw.polygon(d, A(CREAM), [P(0.85, -0.05), P(0.2, 0.25), P(0.0, 0.85), P(0.5, 0.35)])
        pygame.draw.circle(d, A(INK), P(0.0, 0.8), 0.13 * r)
        for sx in (-1, 1):
            pygame.draw.ellipse(d, A(INK), (cx + (sx * 0.36 - 0.09) * r, cy - 0.2 * r, 0.18 * r, 0.24 * r))
    return detail


def rabbit_head(s, cx, cy, r, fill):
    for sx in (-1, 1):
        pygame.draw.polygon(s, A(fill), ellipse_pts(cx + sx * 0.3 * r, cy - 0.55 * r, 0.2 * r, 0.5 * r, sx * 0.18))
    pygame.draw.ellipse(s, A(fill), (cx - 0.62 * r, cy - 0.25 * r, 1.24 * r, 1.12 * r))

    def detail(d):
        for sx in (-1, 1):
            pygame.draw.polygon(d, A(lighten(fill, 0.55)),
                                ellipse_pts(cx + sx * 0.3 * r, cy - 0.55 * r, 0.08 * r, 0.36 * r, sx * 0.18))
            pygame.draw.circle(d, A(INK), (cx + sx * 0.25 * r, cy + 0.2 * r), 0.09 * r)
        pygame.draw.ellipse(d, A(CREAM), (cx - 0.26 * r, cy + 0.38 * r, 0.52 * r, 0.38 * r))
        pygame.draw.circle(d, A(rgb("#C25A5A")), (cx, cy + 0.42 * r), 0.08 * r)
    return detail


def mouse_head(s, cx, cy, r, fill):
    for sx in (-1, 1):
        pygame.draw.circle(s, A(fill), (cx + sx * 0.55 * r, cy - 0.45 * r), 0.42 * r)
    pygame.draw.polygon(s, A(fill), ellipse_pts(cx, cy + 0.15 * r, 0.62 * r, 0.7 * r))
    pygame.draw.polygon(s, A(fill), [(cx - 0.45 * r, cy + 0.3 * r), (cx + 0.45 * r, cy + 0.3 * r), (cx, cy + 1.0 * r)])

    def detail(d):
        for sx in (-1, 1):
            pygame.draw.circle(d, A(lighten(fill, 0.5)), (cx + sx * 0.58 * r, cy - 0.48 * r), 0.24 * r)
            pygame.draw.circle(d, A(INK), (cx + sx * 0.24 * r, cy + 0.12 * r), 0.09 * r)
        pygame.draw.circle(d, A(INK), (cx, cy + 0.9 * r), 0.1 * r)
    return detail


def bird_shape(s, cx, cy, r, fill):
    P = lambda x, y: (cx + x * r, cy + y * r)  # noqa: E731
    pygame.draw.polygon(s, A(fill), ellipse_pts(cx - 0.05 * r, cy + 0.15 * r, 0.62 * r, 0.48 * r, -0.25))
    pygame.draw.circle(s, A(fill), P(0.42, -0.38), 0.34 * r)
    pygame.draw.polygon(s, A(OCHRE), [P(0.7, -0.5), P(1.0, -0.35), P(0.7, -0.22)])
    pygame.draw.polygon(s, A(fill), [P(-0.5, 0.25), P(-1.0, -0.15), P(-0.95, 0.35), P(-0.6, 0.5)])

    def detail(d):
        pygame.draw.polygon(d, A(darken(fill, 0.3)), [P(-0.45, -0.05), P(0.3, -0.05), P(0.1, 0.35), P(-0.55, 0.3)])
        pygame.draw.circle(d, A(CREAM), P(0.48, -0.42), 0.12 * r)
        pygame.draw.circle(d, A(INK), P(0.5, -0.42), 0.065 * r)
        pygame.draw.polygon(d, A(lighten(fill, 0.45)), ellipse_pts(cx + 0.1 * r, cy + 0.38 * r, 0.3 * r, 0.12 * r,
                                                                   -0.25))
    return detail


def cat_head(s, cx, cy, r, fill):
    P = lambda x, y: (cx + x * r, cy + y * r)  # noqa: E731
    pygame.draw.polygon(s, A(fill), [P(-0.85, -0.95), P(-0.35, -0.55), P(-0.85, -0.2)])
    pygame.draw.polygon(s, A(fill), [P(0.85, -0.95), P(0.35, -0.55), P(0.85, -0.2)])
    pygame.draw.polygon(s, A(fill), ellipse_pts(cx, cy + 0.05 * r, 0.88 * r, 0.75 * r))

    def detail(d):
        pygame.draw.polygon(d, A(lighten(fill, 0.45)), [P(-0.72, -0.75), P(-0.45, -0.55), P(-0.72, -0.38)])
        pygame.draw.polygon(d, A(lighten(fill, 0.45)), [P(0.72, -0.75), P(0.45, -0.55), P(0.72, -0.38)])
        for sx in (-1, 1):
            pygame.draw.ellipse(d, A(OCHRE), (cx + (sx * 0.35 - 0.15) * r, cy - 0.2 * r, 0.3 * r, 0.26 * r))
            pygame.draw.ellipse(d, A(INK), (cx + (sx * 0.35 - 0.04) * r, cy - 0.2 * r, 0.08 * r, 0.26 * r))
            for dy in (0.25, 0.4):
                stroke(d, A(darken(fill, 0.45)), [P(sx * 0.35, dy), P(sx * 0.8, dy - 0.05)], 0.05 * r)
        for x in (-0.2, 0.0, 0.2):
            stroke(d, A(darken(fill, 0.35)), [P(x, -0.68), P(x, -0.45)], 0.08 * r)
        pygame.draw.polygon(d, A(rgb("#C25A5A")), [P(-0.1, 0.2), P(0.1, 0.2), P(0.0, 0.32)])
    return detail


def sprout(s, cx, cy, r, fill):
    """The Alliance emblem: a sapling with two leaves rising from a ring of soil."""
    P = lambda x, y: (cx + x * r, cy + y * r)  # noqa: E731
    stroke(s, A(fill), [P(0, 0.85), P(0, -0.1)], 0.18 * r)
    pygame.draw.polygon(s, A(fill), rotated(ellipse_pts(cx - 0.42 * r, cy - 0.25 * r, 0.46 * r, 0.22 * r),
                                            (cx, cy - 0.1 * r), 0.45))
    pygame.draw.polygon(s, A(fill), rotated(ellipse_pts(cx + 0.42 * r, cy - 0.55 * r, 0.46 * r, 0.22 * r),
                                            (cx, cy - 0.4 * r), -0.45))
    pygame.draw.polygon(s, A(fill), ellipse_pts(cx, cy + 0.8 * r, 0.6 * r, 0.16 * r))

    def detail(d):
        stroke(d, A(lighten(fill, 0.45)), [P(-0.1, -0.1), P(-0.7, -0.48)], 0.05 * r)
        stroke(d, A(lighten(fill, 0.45)), [P(0.1, -0.4), P(0.7, -0.78)], 0.05 * r)
    return detail


EMBLEM = {"fox": fox_head, "rabbit": rabbit_head, "mouse": mouse_head, "bird": bird_shape,
          "cat": cat_head, "sprout": sprout}


def emblem_surface(kind, S, fill, r_frac=0.4, outline_frac=0.045, centre=(0.5, 0.5)):
    """An outlined emblem on a transparent S x S surface."""
    s = canvas(S, S, INK)
    detail = EMBLEM[kind](s, S * centre[0], S * centre[1], S * r_frac, fill)
    s = outlined(s, max(2, round(S * outline_frac)), INK)
    if detail:
        detail(s)
    return s


def make_suit(suit, px=SUIT_PX):
    S = px * SS
    centre = {"fox": (0.5, 0.5), "rabbit": (0.5, 0.54), "mouse": (0.5, 0.52), "bird": (0.5, 0.5)}[suit]
    r = {"fox": 0.42, "rabbit": 0.4, "mouse": 0.42, "bird": 0.42}[suit]
    return shrink(emblem_surface(suit, S, SUIT_RGB[suit], r, centre=centre), (px, px))


# --------------------------------------------------------------------------
# Pieces
# --------------------------------------------------------------------------

def meeple_pts(S):
    """A warrior body (below the head): rounded trapezoid on a base."""
    P = lambda x, y: (x * S, y * S)  # noqa: E731
    pts = [P(0.36, 0.5), P(0.64, 0.5)]
    pts += bezier(P(0.64, 0.5), P(0.86, 0.6), P(0.84, 0.93), 12)
    pts += [P(0.16, 0.93)]
    pts += bezier(P(0.16, 0.93), P(0.14, 0.6), P(0.36, 0.5), 12)
    return pts


def make_warrior(faction):
    S = WARRIOR_PX * SS
    col = FACTION_RGB[faction]
    s = canvas(S, S, INK)
    pygame.draw.polygon(s, A(col), meeple_pts(S))
    head = "cat" if faction == "marquise" else "rabbit"
    if head == "cat":
        detail = cat_head(s, S * 0.5, S * 0.33, S * 0.25, col)
    else:
        detail = rabbit_head(s, S * 0.5, S * 0.36, S * 0.24, col)
    s = outlined(s, round(S * 0.05), INK)
    detail(s)
    P = lambda x, y: (x * S, y * S)  # noqa: E731
    if faction == "marquise":       # a cream bib
        pygame.draw.polygon(s, A(CREAM), [P(0.4, 0.62), P(0.6, 0.62), P(0.5, 0.8)])
    else:                           # a cream scarf
        stroke(s, A(CREAM), [P(0.34, 0.57), P(0.66, 0.57)], 0.07 * S)
        stroke(s, A(CREAM), [P(0.6, 0.58), P(0.66, 0.74)], 0.06 * S)
    stroke(s, A(darken(col, 0.3)), [P(0.2, 0.9), P(0.8, 0.9)], 0.04 * S)
    return shrink(s, (WARRIOR_PX, WARRIOR_PX))


def plate(S, fill, radius=0.2, inset=0.06):
    s = canvas(S, S, INK)
    r = pygame.Rect(inset * S, inset * S, S * (1 - 2 * inset), S * (1 - 2 * inset))
    shape = rrect_shape(S, S, r, radius * S)
    over(s, clip_to(vgradient(S, S, A(lighten(fill, 0.18)), A(darken(fill, 0.15))), shape))
    pygame.draw.rect(s, A(lighten(fill, 0.5)), r.inflate(-0.12 * S, -0.12 * S), width=max(1, round(0.025 * S)),
                     border_radius=int((radius - 0.06) * S))
    return s


def draw_saw(s, S):
    c = (S * 0.5, S * 0.5)
    teeth = star_points(c[0], c[1], S * 0.33, S * 0.26, 14, 0)
    pygame.draw.polygon(s, A(rgb("#D6D3CB")), teeth)
    pygame.draw.polygon(s, A(INK), teeth, max(1, round(S * 0.025)))
    pygame.draw.circle(s, A(rgb("#8F8B84")), c, S * 0.09)
    pygame.draw.circle(s, A(INK), c, S * 0.04)
    pygame.draw.rect(s, A(BARK), (S * 0.12, S * 0.7, S * 0.76, S * 0.12), border_radius=int(S * 0.03))
    pygame.draw.rect(s, A(INK), (S * 0.12, S * 0.7, S * 0.76, S * 0.12), max(1, round(S * 0.02)),
                     border_radius=int(S * 0.03))


def draw_hammer_icon(s, S, col=rgb("#D6D3CB"), handle=BARK):
    P = lambda x, y: (x * S, y * S)  # noqa: E731
    w = max(1, round(S * 0.025))
    stroke(s, A(INK), [P(0.3, 0.78), P(0.62, 0.38)], 0.14 * S)
    stroke(s, A(handle), [P(0.3, 0.78), P(0.62, 0.38)], 0.08 * S)
    head = rotated([P(0.44, 0.2), P(0.84, 0.2), P(0.84, 0.36), P(0.44, 0.36)], P(0.64, 0.28), 0.67)
    pygame.draw.polygon(s, A(col), head)
    pygame.draw.polygon(s, A(INK), head, w)


def draw_gear(s, S, cx, cy, r, col):
    pts = []
    for i in range(32):
        a = 2 * math.pi * i / 32
        rr = r if (i // 2) % 2 == 0 else r * 0.78
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(s, A(col), pts)
    pygame.draw.polygon(s, A(INK), pts, max(1, round(S * 0.022)))
    pygame.draw.circle(s, A(INK), (cx, cy), r * 0.3)


def draw_workshop(s, S):
    draw_gear(s, S, S * 0.36, S * 0.62, S * 0.22, OCHRE)
    draw_hammer_icon(s, S)


def draw_recruiter(s, S):
    """A banner on a pole with the cat's head: where the Marquise raises warriors."""
    P = lambda x, y: (x * S, y * S)  # noqa: E731
    w = max(1, round(S * 0.025))
    stroke(s, A(INK), [P(0.24, 0.16), P(0.24, 0.86)], 0.09 * S)
    stroke(s, A(BARK), [P(0.24, 0.16), P(0.24, 0.86)], 0.045 * S)
    pygame.draw.circle(s, A(OCHRE), P(0.24, 0.15), 0.05 * S)
    pygame.draw.circle(s, A(INK), P(0.24, 0.15), 0.05 * S, w)
    flag = [P(0.27, 0.2), P(0.84, 0.2), P(0.84, 0.72), P(0.555, 0.6), P(0.27, 0.72)]
    pygame.draw.polygon(s, A(CREAM), flag)
    pygame.draw.polygon(s, A(INK), flag, w)
    over(s, emblem_surface("cat", S, ORANGE, 0.17, 0.025, centre=(0.555, 0.42)))


def draw_ruin(s, S):
    P = lambda x, y: (x * S, y * S)  # noqa: E731
    w = max(1, round(S * 0.025))
    for x0, h in ((0.18, 0.52), (0.62, 0.36)):
        r = pygame.Rect(P(x0, 0.82 - h), (0.2 * S, h * S))
        pygame.draw.rect(s, A(rgb("#C9C2B4")), r)
        pygame.draw.rect(s, A(INK), r, w)
        for yy in range(1, int(h / 0.12)):
            y = r.bottom - yy * 0.12 * S
            pygame.draw.line(s, A(rgb("#8A8478")), (r.left, y), (r.right, y), w)
    arch = bezier(P(0.38, 0.5), P(0.5, 0.3), P(0.62, 0.5), 12)
    stroke(s, A(INK), arch, 0.09 * S)
    stroke(s, A(rgb("#C9C2B4")), arch, 0.05 * S)
    for x, y in ((0.45, 0.78), (0.55, 0.8), (0.85, 0.8)):
        pygame.draw.circle(s, A(rgb("#B0A999")), P(x, y), 0.05 * S)
        pygame.draw.circle(s, A(INK), P(x, y), 0.05 * S, w)
    stroke(s, A(GREEN_L), [P(0.2, 0.3), P(0.28, 0.4), P(0.24, 0.55)], 0.04 * S)


def make_building(kind):
    S = BUILDING_PX * SS
    if kind.startswith("base_"):
        suit = kind[5:]
        s = plate(S, FACTION_RGB["alliance"])
        pygame.draw.circle(s, A(CREAM), (S / 2, S / 2), S * 0.34)
        e = emblem_surface(suit, S, SUIT_RGB[suit], 0.26, 0.03, centre=(0.5, 0.54 if suit != "fox" else 0.5))
        over(s, e)
    elif kind == "ruin":
        s = plate(S, STONE, radius=0.12)
        draw_ruin(s, S)
    else:
        s = plate(S, ORANGE)
        {"sawmill": draw_saw, "workshop": draw_workshop, "recruiter": draw_recruiter}[kind](s, S)
    s = outlined(s, round(S * 0.035), INK)
    return shrink(s, (BUILDING_PX, BUILDING_PX))


def disc_token(S, fill):
    s = canvas(S, S, INK)
    pygame.draw.circle(s, A(darken(fill, 0.25)), (S / 2, S / 2 + S * 0.03), S * 0.44)
    pygame.draw.circle(s, A(fill), (S / 2, S / 2), S * 0.43)
    pygame.draw.circle(s, A(lighten(fill, 0.45)), (S / 2, S / 2), S * 0.36, max(1, round(S * 0.025)))
    return s


def make_token(kind):
    S = TOKEN_PX * SS
    P = lambda x, y: (x * S, y * S)  # noqa: E731
    w = max(1, round(S * 0.03))
    if kind == "wood":
        s = canvas(S, S, INK)
        body = pygame.Rect(P(0.1, 0.3), (0.72 * S, 0.4 * S))
        pygame.draw.rect(s, A(rgb("#B0733A")), body, border_radius=int(0.08 * S))
        pygame.draw.ellipse(s, A(rgb("#E6BC7A")), (0.66 * S, 0.3 * S, 0.24 * S, 0.4 * S))
        pygame.draw.ellipse(s, A(INK), (0.66 * S, 0.3 * S, 0.24 * S, 0.4 * S), w)
        for rr in (0.12, 0.06):
            pygame.draw.ellipse(s, A(rgb("#B0733A")), (0.78 * S - rr * S * 0.6, 0.5 * S - rr * S,
                                                       rr * 1.2 * S, rr * 2 * S), w)
        for y in (0.42, 0.56):
            stroke(s, A(rgb("#7E4E25")), [P(0.18, y), P(0.6, y)], 0.025 * S)
        stroke(s, A(GREEN_L), [P(0.35, 0.3), P(0.3, 0.16)], 0.04 * S)
        pygame.draw.polygon(s, A(GREEN_L), ellipse_pts(0.24 * S, 0.17 * S, 0.08 * S, 0.04 * S, 0.4))
    elif kind == "keep":
        s = disc_token(S, ORANGE)
        tower = [P(0.3, 0.75), P(0.3, 0.3), P(0.38, 0.3), P(0.38, 0.38), P(0.46, 0.38), P(0.46, 0.3),
                 P(0.54, 0.3), P(0.54, 0.38), P(0.62, 0.38), P(0.62, 0.3), P(0.7, 0.3), P(0.7, 0.75)]
        pygame.draw.polygon(s, A(CREAM), tower)
        pygame.draw.polygon(s, A(INK), tower, w)
        pygame.draw.rect(s, A(INK), (0.44 * S, 0.56 * S, 0.12 * S, 0.19 * S), border_top_left_radius=int(0.06 * S),
                         border_top_right_radius=int(0.06 * S))
    else:   # sympathy
        s = disc_token(S, FACTION_RGB["alliance"])
        e = emblem_surface("sprout", S, CREAM, 0.26, 0.03)
        over(s, e)
    s = outlined(s, round(S * 0.04), INK)
    return shrink(s, (TOKEN_PX, TOKEN_PX))


# --------------------------------------------------------------------------
# Items: a cream tile with a dark-brown tool on it
# --------------------------------------------------------------------------

def item_icon(kind, s, S):
    P = lambda x, y: (x * S, y * S)  # noqa: E731
    w = max(1, round(S * 0.03))
    dark, mid, light = rgb("#5A3517"), rgb("#9C6231"), rgb("#D8D2C4")

    def poly(pts, col):
        pts = [P(*p) for p in pts]
        pygame.draw.polygon(s, A(col), pts)
        pygame.draw.polygon(s, A(INK), pts, w)

    if kind == "bag":
        poly([(0.34, 0.3), (0.66, 0.3), (0.6, 0.38), (0.8, 0.6), (0.74, 0.8), (0.26, 0.8), (0.2, 0.6),
              (0.4, 0.38)], mid)
        stroke(s, A(OCHRE), [P(0.36, 0.38), P(0.64, 0.38)], 0.05 * S)
        poly([(0.4, 0.3), (0.34, 0.18), (0.5, 0.24), (0.66, 0.18), (0.6, 0.3)], mid)
    elif kind == "boots":
        poly([(0.3, 0.2), (0.5, 0.2), (0.52, 0.6), (0.8, 0.66), (0.82, 0.8), (0.28, 0.8)], mid)
        stroke(s, A(dark), [P(0.3, 0.32), P(0.5, 0.32)], 0.06 * S)
        stroke(s, A(dark), [P(0.28, 0.76), P(0.82, 0.76)], 0.05 * S)
    elif kind == "crossbow":
        stroke(s, A(INK), [P(0.5, 0.2), P(0.5, 0.84)], 0.12 * S)
        stroke(s, A(mid), [P(0.5, 0.2), P(0.5, 0.84)], 0.07 * S)
        bow = bezier(P(0.16, 0.5), P(0.5, 0.12), P(0.84, 0.5), 16)
        stroke(s, A(INK), bow, 0.11 * S)
        stroke(s, A(dark), bow, 0.06 * S)
        stroke(s, A(light), [P(0.17, 0.5), P(0.5, 0.58), P(0.83, 0.5)], 0.025 * S)
        poly([(0.5, 0.1), (0.44, 0.22), (0.56, 0.22)], light)
    elif kind == "hammer":
        draw_hammer_icon(s, S, light, mid)
    elif kind == "sword":
        poly([(0.72, 0.14), (0.8, 0.2), (0.44, 0.62), (0.36, 0.56)], light)
        stroke(s, A(INK), [P(0.28, 0.5), P(0.5, 0.72)], 0.1 * S)
        stroke(s, A(OCHRE), [P(0.28, 0.5), P(0.5, 0.72)], 0.05 * S)
        stroke(s, A(INK), [P(0.38, 0.62), P(0.2, 0.8)], 0.1 * S)
        stroke(s, A(mid), [P(0.38, 0.62), P(0.2, 0.8)], 0.05 * S)
    elif kind == "tea":
        poly([(0.26, 0.4), (0.74, 0.4), (0.7, 0.78), (0.3, 0.78)], rgb("#4E8A50"))
        spout = [P(0.72, 0.5), P(0.9, 0.36), P(0.86, 0.46), P(0.72, 0.66)]
        pygame.draw.polygon(s, A(rgb("#4E8A50")), spout)
        pygame.draw.polygon(s, A(INK), spout, w)
        pygame.draw.arc(s, A(INK), (0.12 * S, 0.44 * S, 0.26 * S, 0.26 * S), math.pi / 2, 3 * math.pi / 2,
                        max(1, round(0.05 * S)))
        poly([(0.36, 0.4), (0.5, 0.28), (0.64, 0.4)], rgb("#6FAE6A"))
        for x in (0.42, 0.56):
            stroke(s, A(WHITE), bezier(P(x, 0.24), P(x + 0.06, 0.16), P(x, 0.08), 8), 0.025 * S)
    else:   # coins: a stack of three
        for i, y in enumerate((0.68, 0.54, 0.4)):
            r = pygame.Rect(0.24 * S, y * S, 0.52 * S, 0.18 * S)
            pygame.draw.rect(s, A(rgb("#C89020")), r.move(0, 0.05 * S), border_radius=int(0.09 * S))
            pygame.draw.ellipse(s, A(OCHRE if i != 2 else rgb("#F0C24A")), r)
            pygame.draw.ellipse(s, A(INK), r, w)
        pygame.draw.ellipse(s, A(rgb("#C89020")), (0.38 * S, 0.44 * S, 0.24 * S, 0.1 * S), w)


def make_item(kind):
    S = ITEM_PX * SS
    s = plate(S, CREAM_D, radius=0.22, inset=0.05)
    item_icon(kind, s, S)
    s = outlined(s, round(S * 0.035), INK)
    return shrink(s, (ITEM_PX, ITEM_PX))


# --------------------------------------------------------------------------
# Dice and VP markers
# --------------------------------------------------------------------------

def make_die(n):
    S = DIE_PX * SS
    s = canvas(S, S, INK)
    c = S / 2
    face = [(c + S * 0.43 * math.cos(a), c + S * 0.43 * math.sin(a) + S * 0.03)
            for a in (-math.pi / 2 + 2 * math.pi * i / 5 for i in range(5))]
    pygame.draw.polygon(s, A(CREAM), face)
    inner = [(c + (x - c) * 0.8, c + S * 0.02 + (y - c - S * 0.02) * 0.8) for x, y in face]
    pygame.draw.polygon(s, A(lighten(CREAM, 0.4)), inner)
    pip = S * 0.085
    spots = {0: [], 1: [(0.5, 0.54)], 2: [(0.37, 0.42), (0.63, 0.66)], 3: [(0.5, 0.32), (0.34, 0.66), (0.66, 0.66)]}
    for x, y in spots[n]:
        pygame.draw.circle(s, A(ORANGE_D), (x * S, y * S), pip)
    if n == 0:
        pygame.draw.circle(s, A(STONE), (c, S * 0.54), S * 0.14, max(1, round(S * 0.04)))
    s = outlined(s, round(S * 0.045), INK)
    return shrink(s, (DIE_PX, DIE_PX))


def make_vp_marker(faction):
    S = VP_PX * SS
    col = FACTION_RGB[faction]
    s = disc_token(S, col)
    if faction == "marquise":
        over(s, emblem_surface("cat", S, CREAM, 0.27, 0.03, centre=(0.5, 0.53)))
    else:
        over(s, emblem_surface("sprout", S, CREAM, 0.27, 0.03))
    s = outlined(s, round(S * 0.05), INK)
    return shrink(s, (VP_PX, VP_PX))


# --------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------

def leaf_pts(cx, cy, length, width, ang):
    pts = bezier((0, 0), (length * 0.5, -width), (length, 0), 10)
    pts += bezier((length, 0), (length * 0.5, width), (0, 0), 10)
    pts = [(cx + x, cy + y) for x, y in pts]
    return rotated(pts, (cx, cy), ang)


def card_base(fill, border):
    W, H = CARD_W * SS, CARD_H * SS
    shape = rrect_shape(W, H, (0, 0, W, H), 8 * SS)
    body = vgradient(W, H, A(lighten(CREAM, 0.3)), A(CREAM_D))
    body = clip_to(body, shape)
    s = canvas(W, H, INK)
    over(s, body)
    pygame.draw.rect(s, A(INK), (0, 0, W, H), width=2 * SS, border_radius=8 * SS)
    pygame.draw.rect(s, A(border), (2 * SS, 2 * SS, W - 4 * SS, H - 4 * SS), width=3 * SS, border_radius=7 * SS)
    del fill
    return s


def box(s, rect, fill, line, radius=4, a=255):
    r = pygame.Rect([v * SS for v in rect])
    layer = canvas(*s.get_size(), fill)
    pygame.draw.rect(layer, A(fill, a), r, border_radius=radius * SS)
    over(s, layer)
    pygame.draw.rect(s, A(line), r, width=SS, border_radius=radius * SS)


def make_card(suit):
    col = SUIT_RGB[suit]
    s = card_base(col, col)
    L = CARD_LAYOUT
    W = CARD_W * SS
    # header band behind the icon and the name
    pygame.draw.rect(s, A(col), (5 * SS, 5 * SS, W - 10 * SS, 26 * SS), border_radius=5 * SS)
    pygame.draw.rect(s, A(darken(col, 0.3)), (5 * SS, 5 * SS, W - 10 * SS, 26 * SS), width=SS, border_radius=5 * SS)
    ix, iy, iw, ih = L["icon"]
    pygame.draw.circle(s, A(CREAM), ((ix + iw / 2) * SS, (iy + ih / 2) * SS), (iw / 2 + 1) * SS)
    icon = emblem_surface(suit, iw * SS, col, 0.36, 0.05, centre=(0.5, 0.56 if suit in ("rabbit", "mouse") else 0.5))
    s.blit(icon, (ix * SS, iy * SS))
    box(s, L["name"], lighten(col, 0.55), darken(col, 0.3), 3, 150)
    # art window: a faint woodland vignette with the suit emblem
    ax, ay, aw, ah = [v * SS for v in L["art"]]
    art = vgradient(aw, ah, A(lighten(col, 0.45)), A(lighten(GREEN_L, 0.35)))
    rng = random.Random(900 + SUITS.index(suit))
    for _ in range(14):
        pygame.draw.polygon(art, A(mix(col, OCHRE, rng.random()), 130),
                            leaf_pts(rng.uniform(0, aw), rng.uniform(0, ah), rng.uniform(8, 14) * SS,
                                     rng.uniform(3, 5) * SS, rng.uniform(0, 6.3)))
    big = emblem_surface(suit, ah, col, 0.4, 0.04)
    big.set_alpha(200)
    art.blit(big, ((aw - ah) // 2, 0))
    art = clip_to(art, rrect_shape(aw, ah, (0, 0, aw, ah), 4 * SS))
    s.blit(art, (ax, ay))
    pygame.draw.rect(s, A(darken(col, 0.3)), (ax, ay, aw, ah), width=SS, border_radius=4 * SS)
    box(s, L["text"], lighten(CREAM, 0.5), CREAM_D, 4, 235)
    box(s, L["cost"], CREAM_D, darken(CREAM_D, 0.25), 4, 200)
    box(s, L["vp"], lighten(col, 0.5), darken(col, 0.3), 4, 220)
    return shrink(s, (CARD_W, CARD_H))


def make_card_back():
    W, H = CARD_W * SS, CARD_H * SS
    s = card_base(GREEN_D, OCHRE)
    inner = pygame.Rect(6 * SS, 6 * SS, W - 12 * SS, H - 12 * SS)
    bg = vgradient(inner.w, inner.h, A(GREEN), A(GREEN_D))
    rng = random.Random(950)
    for _ in range(60):
        c = [ORANGE, OCHRE, rgb("#B5441E"), rgb("#8C5A2B"), GREEN_L][rng.randrange(5)]
        pygame.draw.polygon(bg, A(c, 200), leaf_pts(rng.uniform(-10, inner.w), rng.uniform(-10, inner.h),
                                                    rng.uniform(10, 18) * SS, rng.uniform(4, 6) * SS,
                                                    rng.uniform(0, 6.3)))
    bg = clip_to(bg, rrect_shape(inner.w, inner.h, (0, 0, inner.w, inner.h), 5 * SS))
    s.blit(bg, inner.topleft)
    c = (W / 2, H / 2)
    pygame.draw.circle(s, A(INK), c, 34 * SS)
    pygame.draw.circle(s, A(CREAM), c, 32 * SS)
    pygame.draw.circle(s, A(OCHRE), c, 28 * SS, 2 * SS)
    # an oak tree: trunk with roots, round crown
    tree = canvas(W, H, INK)
    pygame.draw.polygon(tree, A(BARK), [(c[0] - 4 * SS, c[1] + 18 * SS), (c[0] + 4 * SS, c[1] + 18 * SS),
                                        (c[0] + 3 * SS, c[1]), (c[0] - 3 * SS, c[1])])
    for dx in (-1, 1):
        stroke(tree, A(BARK), [(c[0], c[1] + 15 * SS), (c[0] + dx * 10 * SS, c[1] + 21 * SS)], 2.5 * SS)
    for dx, dy, r, col in ((-10, -8, 11, ORANGE), (10, -8, 11, OCHRE), (0, -16, 12, rgb("#C9561F")),
                           (0, -5, 10, rgb("#E08A3C"))):
        pygame.draw.circle(tree, A(col), (c[0] + dx * SS, c[1] + dy * SS), r * SS)
    tree = outlined(tree, int(1.5 * SS), INK)
    over(s, tree)
    return shrink(s, (CARD_W, CARD_H))


# --------------------------------------------------------------------------
# Faction board plates
# --------------------------------------------------------------------------

def make_board(faction):
    W, H = BOARD_W * SS, BOARD_H * SS
    col = FACTION_RGB[faction]
    paper = mix(CREAM, col, 0.08)
    s = canvas(W, H, INK)
    body = vgradient(W, H, A(lighten(paper, 0.2)), A(mix(paper, CREAM_D, 0.6)))
    rng = random.Random(1000 + (faction == "alliance"))
    tex = canvas(W, H, col)
    for _ in range(220):            # subtle fibres of the paper
        x, y = rng.uniform(0, W), rng.uniform(0, H)
        ang, ln = rng.uniform(0, math.pi), rng.uniform(6, 20) * SS
        stroke(tex, A(darken(paper, 0.12), 40), [(x, y), (x + math.cos(ang) * ln, y + math.sin(ang) * ln)], 0.6 * SS)
    for _ in range(14):             # a few faint leaves
        pygame.draw.polygon(tex, A(mix(col, OCHRE, rng.random()), 26),
                            leaf_pts(rng.uniform(0, W), rng.uniform(0, H), rng.uniform(18, 30) * SS,
                                     rng.uniform(6, 10) * SS, rng.uniform(0, 6.3)))
    over(body, tex)
    shape = rrect_shape(W, H, (0, 0, W, H), 10 * SS)
    over(s, clip_to(body, shape))
    pygame.draw.rect(s, A(INK), (0, 0, W, H), width=2 * SS, border_radius=10 * SS)
    pygame.draw.rect(s, A(col), (3 * SS, 3 * SS, W - 6 * SS, H - 6 * SS), width=3 * SS, border_radius=8 * SS)
    pygame.draw.rect(s, A(lighten(col, 0.5)), (9 * SS, 9 * SS, W - 18 * SS, H - 18 * SS), width=SS,
                     border_radius=6 * SS)
    # the emblem in the top-left corner, on a faction-coloured roundel
    R = 26 * SS
    cx, cy = 8 * SS + R, 8 * SS + R
    pygame.draw.circle(s, A(INK), (cx, cy), R + 2 * SS)
    pygame.draw.circle(s, A(col), (cx, cy), R)
    pygame.draw.circle(s, A(lighten(col, 0.5)), (cx, cy), R - 3 * SS, SS)
    kind = "cat" if faction == "marquise" else "sprout"
    e = emblem_surface(kind, 2 * R, CREAM, 0.33, 0.035, centre=(0.5, 0.53 if kind == "cat" else 0.5))
    s.blit(e, (cx - R, cy - R))
    return shrink(s, (BOARD_W, BOARD_H))


# --------------------------------------------------------------------------
# The Autumn map
# --------------------------------------------------------------------------

T = 32
MAP_W, MAP_H = 40, 25
MSS = 2                                   # the map is supersampled 2x
CLEAR_R = 76                              # clearing radius (px)
SLOT = 44
X0, X1 = 92, 1188                         # layout x 0..100 -> pixels
Y0, Y1 = 84, 676                          # layout y 0..100 -> pixels
TRACK_CELLS = 31                          # VP 0..30
TRACK_X, TRACK_Y = (MAP_W * T - TRACK_CELLS * T) // 2 // T * T, (MAP_H - 1) * T
TS_COLS = 32


def load_map_data(root=ROOT):
    with open(root / MAPS_REL / "map.yaml", encoding="utf-8") as f:
        return yaml.safe_load(f)


def centres(data):
    return {int(n): (round(X0 + (X1 - X0) * c["x"] / 100), round(Y0 + (Y1 - Y0) * c["y"] / 100))
            for n, c in data["clearings"].items()}


def slot_rects(cx, cy, n):
    """Building slots across the top half of a clearing; three slots make an arc."""
    if n == 1:
        offs = [(0, -46)]
    elif n == 2:
        offs = [(-24, -44), (24, -44)]
    else:
        offs = [(-48, -40), (0, -50), (48, -40)]
    return [(cx + dx - SLOT // 2, cy + dy, SLOT, SLOT) for dx, dy in offs]


def warriors_rect(cx, cy):
    return (cx - 54, cy + 6, 108, 44)


def catmull(pts, n=16):
    out = []
    P = [pts[0]] + pts + [pts[-1]]
    for i in range(1, len(P) - 2):
        p0, p1, p2, p3 = P[i - 1], P[i], P[i + 1], P[i + 2]
        for k in range(n):
            t = k / n
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in range(2)))
    out.append(pts[-1])
    return out


def river_points(cen):
    c = cen
    way = [(c[5][0] + 40, -30), c[5], ((c[5][0] + c[10][0]) / 2 + 10, (c[5][1] + c[10][1]) / 2 + 10), c[10],
           ((c[10][0] + c[11][0]) / 2 + 10, (c[10][1] + c[11][1]) / 2 + 26), c[11],
           ((c[11][0] + c[7][0]) / 2 - 18, (c[11][1] + c[7][1]) / 2), c[7],
           ((c[7][0] + c[4][0]) / 2 + 30, c[7][1] - 70), (c[4][0] + 130, c[4][1] - 60), c[4], (-40, c[4][1] + 30)]
    return catmull(way, 14)


def dist_seg(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy or 1)))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def dist_poly(p, pts):
    return min(dist_seg(p, a, b) for a, b in zip(pts, pts[1:]))


def tree(s, x, y, r, col, k):
    pygame.draw.circle(s, A(darken(col, 0.45)), (x * k, (y + r * 0.35) * k), r * k)
    pygame.draw.circle(s, A(col), (x * k, y * k), r * k)
    pygame.draw.circle(s, A(lighten(col, 0.22)), ((x - r * 0.3) * k, (y - r * 0.3) * k), r * 0.45 * k)


def draw_map(data):
    k = MSS
    W, H = MAP_W * T * k, MAP_H * T * k
    cen = centres(data)
    floor = rgb("#55602F")
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    s.fill(A(floor))
    rng = random.Random(4242)
    for _ in range(900):                       # leaf litter
        c = [rgb("#6B6A33"), rgb("#4A5329"), rgb("#7A5A2A"), rgb("#5E6B34")][rng.randrange(4)]
        pygame.draw.circle(s, A(c), (rng.uniform(0, W), rng.uniform(0, H)), rng.uniform(4, 12) * k)
    river = river_points(cen)
    paths = [tuple(p) for p in data["paths"]]
    segs = [(cen[a], cen[b]) for a, b in paths]
    # forests: autumn crowns away from the clearings, paths and river
    autumn = [rgb("#D9772B"), rgb("#B5541E"), rgb("#E3A33B"), rgb("#2F6A34"), rgb("#3E7A3A"), rgb("#A8461B"),
              rgb("#C98A2E"), rgb("#24502A")]
    for _ in range(2600):
        x, y = rng.uniform(-10, MAP_W * T + 10), rng.uniform(-10, (MAP_H - 1) * T)
        r = rng.uniform(9, 17)
        if min(math.hypot(x - cx, y - cy) for cx, cy in cen.values()) < CLEAR_R + r * 0.6 + 6:
            continue
        if min(dist_seg((x, y), a, b) for a, b in segs) < r * 0.7 + 10:
            continue
        if dist_poly((x, y), river) < r * 0.7 + 16:
            continue
        tree(s, x, y, r, autumn[rng.randrange(len(autumn))], k)
    # the river
    pts = [(x * k, y * k) for x, y in river]
    stroke(s, A(rgb("#6B5A34")), pts, 34 * k)
    stroke(s, A(rgb("#3F7F9A")), pts, 28 * k)
    stroke(s, A(rgb("#5FA3BC")), pts, 18 * k)
    for i in range(0, len(pts) - 3, 5):
        a, b = pts[i], pts[i + 2]
        off = (-(b[1] - a[1]) * 0.15, (b[0] - a[0]) * 0.15)
        stroke(s, A(rgb("#A9D6E2")), [(a[0] + off[0], a[1] + off[1]), (b[0] + off[0], b[1] + off[1])], 2 * k)
    # dirt paths
    for a, b in segs:
        stroke(s, A(rgb("#6E4A26")), [(a[0] * k, a[1] * k), (b[0] * k, b[1] * k)], 20 * k)
        stroke(s, A(rgb("#C9A06A")), [(a[0] * k, a[1] * k), (b[0] * k, b[1] * k)], 14 * k)
        ln = math.hypot(b[0] - a[0], b[1] - a[1])
        for i in range(int(ln / 14)):
            t = i * 14 / ln
            p = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            pygame.draw.circle(s, A(rgb("#B38955")), ((p[0] + (i % 3 - 1) * 3) * k, (p[1] + (i % 2) * 3 - 1.5) * k),
                               1.6 * k)
    # clearings
    for n, (cx, cy) in sorted(cen.items()):
        info = data["clearings"][n]
        col = SUIT_RGB[info["suit"]]
        C = (cx * k, cy * k)
        pygame.draw.circle(s, A(darken(floor, 0.4)), (C[0], C[1] + 5 * k), (CLEAR_R + 4) * k)
        pygame.draw.circle(s, A(INK), C, (CLEAR_R + 3) * k)
        pygame.draw.circle(s, A(col), C, CLEAR_R * k)
        pygame.draw.circle(s, A(rgb("#E8DDB0")), C, (CLEAR_R - 7) * k)
        rr = random.Random(5000 + n)
        for _ in range(26):                    # grass tufts and flowers in the meadow
            a, d = rr.uniform(0, 2 * math.pi), rr.uniform(0, CLEAR_R - 14)
            p = (cx + math.cos(a) * d, cy + math.sin(a) * d)
            stroke(s, A(rgb("#B9B47A")), [(p[0] * k, p[1] * k), ((p[0] - 1.5) * k, (p[1] - 4) * k)], 1.2 * k)
            stroke(s, A(rgb("#B9B47A")), [(p[0] * k, p[1] * k), ((p[0] + 1.5) * k, (p[1] - 4) * k)], 1.2 * k)
        pygame.draw.circle(s, A(lighten(col, 0.5)), C, (CLEAR_R - 7) * k, 2 * k)
        for i, (x, y, w, h) in enumerate(slot_rects(cx, cy, info["slots"])):
            ruin = info["ruin"] and i == info["slots"] - 1
            r = pygame.Rect(x * k, y * k, w * k, h * k)
            pygame.draw.rect(s, A(darken(CREAM_D, 0.35)), r.move(0, 2 * k), border_radius=6 * k)
            pygame.draw.rect(s, A(rgb("#BDB6A6") if ruin else rgb("#FBF6E8")), r, border_radius=6 * k)
            pygame.draw.rect(s, A(INK), r, width=2 * k, border_radius=6 * k)
            if ruin:
                for j in range(3):
                    pygame.draw.line(s, A(rgb("#8F887A")), (r.left + 6 * k, r.top + (12 + j * 10) * k),
                                     (r.right - 6 * k, r.top + (12 + j * 10) * k), k)
        # suit badge on the rim (left, below the slots) and the priority number (bottom)
        bx, by = cx - CLEAR_R + 3, cy + 24
        pygame.draw.circle(s, A(INK), (bx * k, by * k), 19 * k)
        pygame.draw.circle(s, A(CREAM), (bx * k, by * k), 17 * k)
        icon = emblem_surface(info["suit"], 32 * k, col, 0.4, 0.05,
                              centre=(0.5, 0.56 if info["suit"] in ("rabbit", "mouse") else 0.5))
        s.blit(icon, ((bx - 16) * k, (by - 16) * k))
        nx, ny = cx, cy + CLEAR_R
        pygame.draw.circle(s, A(INK), (nx * k, ny * k), 13 * k)
        pygame.draw.circle(s, A(col), (nx * k, ny * k), 11 * k)
        label = font(17 * k).render(str(n), True, INK)
        s.blit(label, label.get_rect(center=(nx * k, ny * k + k)))
    # the VP track along the bottom
    band = pygame.Rect(0, (MAP_H - 1) * T * k, W, T * k)
    pygame.draw.rect(s, A(rgb("#4A3318")), band)
    pygame.draw.line(s, A(OCHRE), band.topleft, band.topright, 2 * k)
    for v in range(TRACK_CELLS):
        r = pygame.Rect((TRACK_X + v * T + 2) * k, (TRACK_Y + 3) * k, (T - 4) * k, (T - 6) * k)
        fill = OCHRE if v % 5 == 0 else CREAM_D
        pygame.draw.rect(s, A(darken(fill, 0.4)), r.move(0, 2 * k), border_radius=6 * k)
        pygame.draw.rect(s, A(fill), r, border_radius=6 * k)
        label = font(16 * k).render(str(v), True, INK)
        s.blit(label, label.get_rect(center=r.center))
    return shrink(s, (MAP_W * T, MAP_H * T))


def cut_tiles(picture):
    """Cut the picture into 32-px tiles; identical tiles are stored once."""
    seen, tiles, grid = {}, [], []
    for ty in range(MAP_H):
        row = []
        for tx in range(MAP_W):
            tile = picture.subsurface((tx * T, ty * T, T, T)).copy()
            key = pygame.image.tobytes(tile, "RGBA")
            if key not in seen:
                seen[key] = len(tiles)
                tiles.append(tile)
            row.append(seen[key] + 1)
        grid.append(row)
    rows = math.ceil(len(tiles) / TS_COLS)
    sheet = pygame.Surface((TS_COLS * T, rows * T), pygame.SRCALPHA)
    sheet.fill((0, 0, 0, 0))
    for i, tile in enumerate(tiles):
        sheet.blit(tile, ((i % TS_COLS) * T, (i // TS_COLS) * T))
    return sheet, len(tiles), grid


def map_groups(data):
    cen = centres(data)
    clearings, slots, warriors, paths = [], [], [], []
    for n in sorted(cen):
        cx, cy = cen[n]
        info = data["clearings"][n]
        clearings.append((f"clearing_{n}", (cx - CLEAR_R, cy - CLEAR_R, 2 * CLEAR_R, 2 * CLEAR_R),
                          [("suit", "string", info["suit"]), ("slots", "int", info["slots"]),
                           ("ruin", "bool", str(bool(info["ruin"])).lower()),
                           ("corner", "bool", str(bool(info.get("corner", False))).lower())], "ellipse"))
        for i, rect in enumerate(slot_rects(cx, cy, info["slots"])):
            ruin = bool(info["ruin"]) and i == info["slots"] - 1
            slots.append((f"slot_{n}_{i}", rect, [("clearing", "int", n), ("ruin", "bool", str(ruin).lower())], None))
        warriors.append((f"warriors_{n}", warriors_rect(cx, cy), [("clearing", "int", n)], None))
    for a, b in sorted(tuple(sorted(p)) for p in data["paths"]):
        (x0, y0), (x1, y1) = cen[a], cen[b]
        paths.append((f"path_{a}_{b}", (x0, y0, 0, 0), [("from", "int", a), ("to", "int", b)],
                      f"0,0 {x1 - x0},{y1 - y0}"))
    track = [("track", (TRACK_X, TRACK_Y, TRACK_CELLS * T, T),
              [("min", "int", 0), ("max", "int", TRACK_CELLS - 1), ("cell", "int", T)], None)]
    return [("clearings", clearings), ("slots", slots), ("warriors", warriors), ("paths", paths), ("track", track),
            ("rivers", river_objects(data, cen)), ("forests", forest_objects(data, cen))]


def polyline_text(pts, x0, y0):
    return " ".join(f"{round(x - x0)},{round(y - y0)}" for x, y in pts)


def river_objects(data, cen):
    """The river drawn on the picture (river_points) as polylines: the whole river, and one
    object per river link of map.yaml (river_<a>_<b>, the curve between the two clearings).
    Stored for factions that use rivers (reference §2.3); nothing uses them in this game."""
    pts = river_points(cen)
    at = {5: 1, 10: 3, 11: 5, 7: 7, 4: 10}            # the clearings' places in river_points' way
    x0, y0 = round(pts[0][0]), round(pts[0][1])
    out = [("river", (x0, y0, 0, 0), [("clearings", "string", "5,10,11,7,4")], "poly:" + polyline_text(pts, x0, y0))]
    for a, b in data.get("rivers") or []:
        if a not in at or b not in at:
            continue
        i, j = sorted((at[a] * 14, at[b] * 14))
        part = pts[i:j + 1]
        sx, sy = round(part[0][0]), round(part[0][1])
        out.append((f"river_{a}_{b}", (sx, sy, 0, 0), [("from", "int", a), ("to", "int", b)],
                    "poly:" + polyline_text(part, sx, sy)))
    return out


def forest_objects(data, cen):
    """Each forest of map.yaml (reference §2.4) as a polygon through the centres of the
    clearings around it (forest_<name>, properties clearings and adjacent); stored for
    factions that use forests, drawn faintly by the board screen."""
    out = []
    for name, info in sorted((data.get("forests") or {}).items()):
        around = [cen[int(n)] for n in info["clearings"]]
        mx = sum(x for x, _ in around) / len(around)
        my = sum(y for _, y in around) / len(around)
        ring = sorted(around, key=lambda p: math.atan2(p[1] - my, p[0] - mx))
        x0, y0 = round(ring[0][0]), round(ring[0][1])
        out.append((f"forest_{name}", (x0, y0, 0, 0),
                    [("clearings", "string", ",".join(str(n) for n in info["clearings"])),
                     ("adjacent", "string", ",".join(info.get("adjacent") or []))],
                    "polygon:" + polyline_text(ring, x0, y0)))
    return out


def tmx_text(tsx_rel, grid, groups):
    n_objs = sum(len(o) for _, o in groups)
    rows = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{MAP_W}" height="{MAP_H}" tilewidth="{T}" tileheight="{T}" infinite="0" '
        f'nextlayerid="{len(groups) + 2}" nextobjectid="{n_objs + 1}">',
        f' <tileset firstgid="1" source="{tsx_rel}"/>',
    ]
    csv = ",\n".join(",".join(str(v) for v in row) for row in grid)
    rows += [f' <layer id="1" name="ground" width="{MAP_W}" height="{MAP_H}">',
             '  <data encoding="csv">', csv, '</data>', ' </layer>']
    oid, lid = 0, 1
    for gname, objs in groups:
        lid += 1
        rows.append(f' <objectgroup id="{lid}" name="{gname}">')
        for name, (x, y, w, h), props, shape in objs:
            oid += 1
            size = f' width="{w}" height="{h}"' if shape is None or shape == "ellipse" else ""
            rows.append(f'  <object id="{oid}" name="{name}" x="{x}" y="{y}"{size}>')
            if props:
                rows.append('   <properties>')
                rows += [f'    <property name="{p}" type="{tp}" value="{v}"/>' for p, tp, v in props]
                rows.append('   </properties>')
            if shape == "ellipse":
                rows.append('   <ellipse/>')
            elif shape and shape.startswith("polygon:"):
                rows.append(f'   <polygon points="{shape[8:]}"/>')
            elif shape and shape.startswith("poly:"):
                rows.append(f'   <polyline points="{shape[5:]}"/>')
            elif shape:
                rows.append(f'   <polyline points="{shape}"/>')
            rows.append('  </object>')
        rows.append(' </objectgroup>')
    rows.append('</map>')
    return "\n".join(rows) + "\n"


def tsx_text(image_name, count):
    rows_n = math.ceil(count / TS_COLS)
    return "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.10" tiledversion="1.10.2" name="autumn_tiles" tilewidth="{T}" tileheight="{T}" '
        f'tilecount="{count}" columns="{TS_COLS}">',
        f' <image source="{image_name}" width="{TS_COLS * T}" height="{rows_n * T}"/>',
        '</tileset>']) + "\n"


def yaml_rects(d):
    return [f"{key}: [{', '.join(str(v) for v in val)}]" for key, val in d.items()]


# --------------------------------------------------------------------------

def make_all(out_root=ROOT):
    pygame.font.init()
    WRITTEN.clear()
    out_root = Path(out_root)
    sp = out_root / SPRITES_REL
    for suit in SUITS:
        save(make_suit(suit), sp / f"suit_{suit}.png")
    for faction in FACTION_RGB:
        save(make_warrior(faction), sp / f"warrior_{faction}.png")
        save(make_vp_marker(faction), sp / f"vp_marker_{faction}.png")
        save(make_board(faction), sp / f"board_{faction}.png")
    for kind in BUILDINGS:
        save(make_building(kind), sp / f"{kind}.png")
    for kind in ("wood", "keep", "sympathy"):
        save(make_token(kind), sp / f"{kind}.png")
    for kind in ITEMS:
        save(make_item(kind), sp / f"item_{kind}.png")
    for n in range(4):
        save(make_die(n), sp / f"die_{n}.png")
    for suit in SUITS:
        save(make_card(suit), sp / f"card_{suit}.png")
    save(make_card_back(), sp / "card_back.png")
    write_text(sp / "card_layout.yaml", "# Written by tools/art_root.py: pixel rectangles [x, y, w, h] on the "
               "120x168 card frames.\n" + "\n".join(yaml_rects(CARD_LAYOUT)) + "\n")
    data = load_map_data()
    sheet, count, grid = cut_tiles(draw_map(data))
    save(sheet, sp / "autumn_tiles.png")
    write_text(sp / "autumn_tiles.tsx", tsx_text("autumn_tiles.png", count))
    write_text(out_root / MAPS_REL / "autumn.tmx",
               tmx_text("../../sprites/root/autumn_tiles.tsx", grid, map_groups(data)))
    total = sum(p.stat().st_size for p in WRITTEN)
    print(f"root: wrote {len(WRITTEN)} files, {total / 1024:.0f} KiB")
    return list(WRITTEN)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT), help="root to write sprites/ and data/ under (default: the repository)")
    args = ap.parse_args(argv)
    make_all(args.out)


if __name__ == "__main__":
    main()

"""The picture on a Root card in the hand: what the card is, at a glance (issue 11). An
item card shows the item it crafts (sprites/root/item_<item>.png, or a plain drawing); an
effect card a glyph of when it acts (a rising sun for Birdsong, the sun for Daylight, the
moon for the Evening, crossed swords for battle, a burst for the Favors that act at
once); an ambush a bush with eyes; a dominance card a crown. Drawn with pygame shapes."""
from __future__ import annotations

import math

import pygame

INK = (51, 32, 15)
SUN = (240, 176, 48)
DAWN = (236, 120, 60)
MOON = (232, 226, 196)
NIGHT = (60, 70, 110)
STEEL = (200, 204, 210)
BUSH = (60, 118, 56)
GOLD = (236, 190, 60)

ITEM_RGB = {"bag": (170, 120, 70), "boots": (120, 84, 50), "crossbow": (140, 100, 60), "hammer": (150, 150, 160),
            "sword": (190, 196, 206), "tea": (120, 160, 90), "coins": (236, 190, 60)}


def glyph_kind(info: dict) -> str:
    """The glyph a card gets: item_<item>, birdsong, daylight, evening, battle, favor,
    ambush, dominance (or effect when its hook says nothing of a time)."""
    kind = info.get("kind")
    if kind == "item":
        return f"item_{info.get('item')}"
    if kind in ("ambush", "dominance"):
        return kind
    when = (info.get("hook") or {}).get("when", "")
    if when.startswith("birdsong"):
        return "birdsong"
    if when.startswith("daylight"):
        return "daylight"
    if when.startswith("evening"):
        return "evening"
    if when == "battle":
        return "battle"
    if when == "immediate":
        return "favor"
    return "effect"


def _sun(s, c, r, colour, rays=8):
    for i in range(rays):
        a = i * 2 * math.pi / rays
        p = (c[0] + math.cos(a) * r * 1.1, c[1] + math.sin(a) * r * 1.1)
        q = (c[0] + math.cos(a) * r * 1.55, c[1] + math.sin(a) * r * 1.55)
        pygame.draw.line(s, colour, p, q, max(2, r // 4))
    pygame.draw.circle(s, colour, c, r)
    pygame.draw.circle(s, INK, c, r, 1)


def paint_glyph(surface, rect: pygame.Rect, info: dict, sprite=None) -> str:
    """Paint the card's glyph centred in `rect`; `sprite(name, size)` gives a sprite or
    None. Returns the glyph's kind (tests)."""
    g = glyph_kind(info)
    size = max(8, min(rect.w, rect.h) - 4)
    c = rect.center
    r = size // 2
    if g.startswith("item_"):
        img = sprite(g, (size, size)) if sprite else None
        if img:
            surface.blit(img, img.get_rect(center=c))
        else:
            colour = ITEM_RGB.get(g[5:], STEEL)
            pygame.draw.circle(surface, colour, c, r * 3 // 4)
            pygame.draw.circle(surface, INK, c, r * 3 // 4, 2)
    elif g == "birdsong":               # the sun rising over the horizon
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(rect.x, rect.y, rect.w, c[1] + r // 3 - rect.y).clip(clip or rect))
        _sun(surface, (c[0], c[1] + r // 3), r * 2 // 3, DAWN)
        surface.set_clip(clip)
        pygame.draw.line(surface, INK, (c[0] - r, c[1] + r // 3), (c[0] + r, c[1] + r // 3), 2)
    elif g == "daylight":
        _sun(surface, c, r // 2, SUN)
    elif g == "evening":
        pygame.draw.circle(surface, NIGHT, c, r * 3 // 4)
        pygame.draw.circle(surface, MOON, (c[0] - r // 6, c[1]), r // 2)
        pygame.draw.circle(surface, NIGHT, (c[0] + r // 8, c[1] - r // 8), r // 2)
    elif g == "battle":                 # two crossed swords: blades, guards, brown grips
        for sgn in (-1, 1):
            a = (c[0] - sgn * r * 0.85, c[1] + r * 0.85)
            b = (c[0] + sgn * r * 0.75, c[1] - r * 0.75)
            guard = (a[0] + (b[0] - a[0]) * 0.28, a[1] + (b[1] - a[1]) * 0.28)
            width = max(4, r // 3)
            pygame.draw.line(surface, INK, guard, b, width + 2)
            pygame.draw.line(surface, STEEL, guard, b, width)
            pygame.draw.line(surface, (120, 72, 36), a, guard, width)
            k = r * 0.3
            pygame.draw.line(surface, INK, (guard[0] - k, guard[1] - sgn * k), (guard[0] + k, guard[1] + sgn * k),
                             max(3, r // 5))
    elif g == "favor":                  # a burst: acts at once
        pts = []
        for i in range(16):
            a = i * math.pi / 8 - math.pi / 2
            k = r if i % 2 == 0 else r * 0.5
            pts.append((c[0] + math.cos(a) * k, c[1] + math.sin(a) * k))
        pygame.draw.polygon(surface, DAWN, pts)
        pygame.draw.polygon(surface, INK, pts, 1)
    elif g == "ambush":                 # a bush, two eyes in it
        body = pygame.Rect(0, 0, size, r + r // 2)
        body.midbottom = (c[0], c[1] + r * 2 // 3)
        pygame.draw.ellipse(surface, BUSH, body)
        for dx in (-r // 2, 0, r // 2):
            pygame.draw.circle(surface, BUSH, (c[0] + dx, body.y + r // 3), r // 2)
        for dx in (-r // 4, r // 4):
            pygame.draw.circle(surface, (255, 255, 255), (c[0] + dx, c[1]), max(2, r // 6))
            pygame.draw.circle(surface, INK, (c[0] + dx, c[1]), max(1, r // 12))
    elif g == "dominance":              # a crown
        w, h = size, r + r // 3
        x0, y0 = c[0] - w // 2, c[1] - h // 2
        pts = [(x0, y0 + h), (x0, y0 + h // 3), (x0 + w // 4, y0 + h * 2 // 3), (x0 + w // 2, y0),
               (x0 + w * 3 // 4, y0 + h * 2 // 3), (x0 + w, y0 + h // 3), (x0 + w, y0 + h)]
        pygame.draw.polygon(surface, GOLD, pts)
        pygame.draw.polygon(surface, INK, pts, 2)
    else:
        pygame.draw.circle(surface, STEEL, c, r // 2)
        pygame.draw.circle(surface, INK, c, r // 2, 1)
    return g

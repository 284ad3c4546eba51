"""Pictures in the rules viewer: a line `![caption](picture:<name>)` in seeds/<game>.<lang>.md
shows the picture drawn here, from the games' own sprites and data.

`picture(app, name)` draws one (in the app's language), or a small grey box when no drawing
has that name; `has_picture(name)` says whether one does. Names:

  fire_tower/pattern/<card id>   a card's pattern on a patch of forest, next to fire
  fire_tower/wind_gem | firebreak | hawk | tower_zones
  zefiria/solved_grid | fly | breeze_example | anchored
  flamecraft/shop_card/<shop id> | enchantment/<id> | turn | scoring
  root/clearing | battle | sympathy_track | building_tracks

The short words inside the pictures are texts under rules_pictures. in data/i18n/<lang>.yaml."""
from __future__ import annotations

import math
import re

import pygame

from game.core.data import DataError
from game.ui.assets import SurfaceCache, surface_bytes
from game.ui.widgets import ACCENT, INK, MUTED

BG = (255, 255, 255)
FALLBACK_BG = (226, 229, 234)
GRID_LINE = (92, 110, 70)
HOT = (230, 120, 20)          # the anchor: the square that touches fire
GOOD = (40, 140, 70)
BAD = (200, 40, 40)
LABEL = 19
PICTURE_CACHE_BYTES = 8 * 1024 * 1024    # drawn pictures, one language (a document's: 2.5-6 MB)
TILE_CACHE_BYTES = 2 * 1024 * 1024       # sprite tiles scaled for the pictures


# ------------------------------------------------------------------ helpers
def _w(app, key: str) -> str:
    return app.t(f"rules_pictures.{key}")


def _img(app, rel: str, size=None) -> pygame.Surface:
    return app.assets.image(rel, tuple(size) if size else None)


def _cache(app, name: str, budget: int) -> SurfaceCache:
    cache = app.__dict__.get(name)
    if cache is None:
        cache = app.__dict__[name] = SurfaceCache(budget)
    return cache


def _tile(app, sheet: str, index: int, tile: int, columns: int, size: int) -> pygame.Surface:
    cache = _cache(app, "_rules_picture_tiles", TILE_CACHE_BYTES)
    key = (sheet, index, size)
    surf = cache.get(key)
    if surf is None:
        full = _img(app, sheet)
        r, c = divmod(index, columns)
        sub = full.subsurface(pygame.Rect(c * tile, r * tile, tile, tile))
        surf = cache.put(key, pygame.transform.smoothscale(sub, (size, size)) if size != tile else sub.copy())
    return surf


def _text(app, surf, text, pos, size=LABEL, colour=INK, bold=False, anchor="topleft"):
    return app.fonts.draw(surf, text, pos, size, colour, bold, anchor)


def _wrapped(app, surf, text, rect, size=LABEL, colour=INK, bold=False, centre=True) -> int:
    lines = app.fonts.wrap(text, size, rect.width, bold)
    step = app.fonts.font(size, bold).get_linesize()
    y = rect.y
    for line in lines:
        if centre:
            _text(app, surf, line, (rect.centerx, y), size, colour, bold, "midtop")
        else:
            _text(app, surf, line, (rect.x, y), size, colour, bold)
        y += step
    return y


def _arrow(surf, start, end, colour=ACCENT, width=4, head=12) -> None:
    pygame.draw.line(surf, colour, start, end, width)
    ang = math.atan2(end[1] - start[1], end[0] - start[0])
    for side in (-1, 1):
        a = ang + math.pi + side * 0.45
        pygame.draw.line(surf, colour, end, (end[0] + head * math.cos(a), end[1] + head * math.sin(a)), width)


def _cross(surf, centre, r=12, colour=BAD, width=5) -> None:
    x, y = centre
    pygame.draw.line(surf, colour, (x - r, y - r), (x + r, y + r), width)
    pygame.draw.line(surf, colour, (x - r, y + r), (x + r, y - r), width)


def _canvas(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    surf.fill(BG)
    return surf


def _legend(app, surf, items, x, y, cell=26) -> int:
    """items: (icon surface, words) in a row from x; returns the right edge."""
    for icon, words in items:
        surf.blit(pygame.transform.smoothscale(icon, (cell, cell)), (x, y))
        x = _text(app, surf, words, (x + cell + 6, y + cell // 2), LABEL, INK, False, "midleft").right + 22
    return x


# ------------------------------------------------------------------ Fire Tower
FT_TILES = "fire_tower/forest_tiles.png"
FT_FOREST = range(0, 5)
FT_ZONE = {"red": 5, "purple": 6, "blue": 7, "green": 8}
FT_TOWER = {"red": 9, "purple": 10, "blue": 11, "green": 12}
FT_FLAME = {"nw": 14, "ne": 15, "sw": 16, "se": 17}


def _ft_cfg(app):
    cfg = app.__dict__.get("_rules_picture_ft_cfg")
    if cfg is None:
        from game.games.fire_tower.config import load_config
        cfg = app.__dict__["_rules_picture_ft_cfg"] = load_config()
    return cfg


def _ft_forest(app, surf, x0, y0, rows, cols, cell, zone=None):
    for r in range(rows):
        for c in range(cols):
            index = FT_ZONE[zone] if zone else FT_FOREST[(r * 7 + c * 3) % 5]
            surf.blit(_tile(app, FT_TILES, index, 40, 8, cell), (x0 + c * cell, y0 + r * cell))
    for r in range(rows + 1):
        pygame.draw.line(surf, GRID_LINE, (x0, y0 + r * cell), (x0 + cols * cell, y0 + r * cell), 1)
    for c in range(cols + 1):
        pygame.draw.line(surf, GRID_LINE, (x0 + c * cell, y0), (x0 + c * cell, y0 + rows * cell), 1)


def _ft_piece(app, surf, kind, rect, ghost=False):
    """kind: gem (placed by the card), old (fire already there), water (a gem the card
    removes), break (a firebreak), hawk."""
    pad = max(2, rect.w // 10)
    size = (rect.w - 2 * pad, rect.h - 2 * pad)
    if kind in ("gem", "old", "water"):
        icon = _img(app, "fire_tower/gem_fire.png", size)
        if ghost or kind == "water":
            icon = icon.copy()
            icon.set_alpha(130)
        surf.blit(icon, (rect.x + pad, rect.y + pad))
        if kind == "old":           # as on the cards: fire already there is ringed
            pygame.draw.circle(surf, (250, 250, 250), rect.center, rect.w // 2 - 2, 3)
            pygame.draw.circle(surf, INK, rect.center, rect.w // 2 - 2, 1)
        if kind == "water":         # the drop over the gem it puts out
            drop = _img(app, "fire_tower/water.png", (rect.w * 2 // 3, rect.h * 2 // 3))
            surf.blit(drop, drop.get_rect(center=(rect.centerx + rect.w // 8, rect.centery + rect.h // 8)))
        return
    name = {"break": "firebreak", "hawk": "firehawk"}[kind]
    surf.blit(_img(app, f"fire_tower/{name}.png", size), (rect.x + pad, rect.y + pad))


def _ft_icon(app, kind, cell=30) -> pygame.Surface:
    """A legend's icon: the piece on a forest square, as in the picture."""
    icon = pygame.Surface((cell, cell))
    icon.blit(_tile(app, FT_TILES, FT_FOREST[0], 40, 8, cell), (0, 0))
    _ft_piece(app, icon, kind, icon.get_rect())
    return icon


def ft_pattern(app, card_id: str) -> pygame.Surface:
    """A card's pattern laid on forest: new gems, the fire they touch, the anchor square."""
    cfg = _ft_cfg(app)
    card = cfg.cards[card_id]           # an unknown card: KeyError, the grey box
    rows = [row for row in card.pattern] or ["H"]
    h, w = len(rows), max(len(r) for r in rows)
    cell = 44 if max(h, w) <= 3 else 34
    kinds = {"#": "gem", "o": "old", "x": "water", "X": "break", "H": "hawk"}
    marks = {(r, c): kinds[ch] for r, row in enumerate(rows) for c, ch in enumerate(row) if ch in kinds}
    fire_card = card.effect == "fire_pattern" and "o" not in "".join(rows)
    pr, pc = 1, 2 if fire_card else 1           # where the pattern sits in the patch
    anchor = None
    if fire_card:                               # fire beside the first gem of the top row
        r0 = next(r for r in range(h) if "#" in rows[r])
        c0 = rows[r0].index("#")
        marks_abs = {(pr + r, pc + c): k for (r, c), k in marks.items()}
        if (pr + r0, pc + c0 - 1) not in marks_abs:
            marks_abs[(pr + r0, pc + c0 - 1)] = "old"
            anchor = (pr + r0, pc + c0)
    else:
        marks_abs = {(pr + r, pc + c): k for (r, c), k in marks.items()}
    roll = card.params.get("steps") if card.effect == "rolling_log" else None
    grid_rows, grid_cols = h + 2, w + pc + 1 + (roll or 0)
    gw, gh = grid_cols * cell, grid_rows * cell
    legend_h = 40
    items = _ft_legend_items(app, marks_abs, anchor)
    width = _legend(app, pygame.Surface((1, 1)), items, 0, 0) + (60 + app.fonts.font(LABEL).size(_w(app, "anchor"))[0]
                                                                 if anchor else 0)
    surf = _canvas(max(gw + 20, width + 20), gh + legend_h + 8)
    x0 = (surf.get_width() - gw) // 2
    _ft_forest(app, surf, x0, 0, grid_rows, grid_cols, cell)
    for (r, c), kind in marks_abs.items():
        _ft_piece(app, surf, kind, pygame.Rect(x0 + c * cell, r * cell, cell, cell))
    if anchor:
        rect = pygame.Rect(x0 + anchor[1] * cell, anchor[0] * cell, cell, cell)
        pygame.draw.rect(surf, HOT, rect.inflate(-2, -2), 4, border_radius=4)
    if roll:            # the two gems roll `steps` squares: where they land, an arrow
        for (r, c), kind in list(marks_abs.items()):
            _ft_piece(app, surf, "gem", pygame.Rect(x0 + (c + roll) * cell, r * cell, cell, cell), ghost=True)
        y = pr * cell + cell // 2
        _arrow(surf, (x0 + (pc + w) * cell - 6, y), (x0 + (pc + w + roll) * cell - 8, y), ACCENT, 4, 10)
    y = gh + 10
    x = max(4, (surf.get_width() - width) // 2)
    x = _legend(app, surf, items, x, y)
    if anchor:
        box = pygame.Rect(x, y, 26, 26)
        pygame.draw.rect(surf, HOT, box, 4, border_radius=4)
        _text(app, surf, _w(app, "anchor"), (box.right + 6, box.centery), LABEL, INK, False, "midleft")
    return surf


def _ft_legend_items(app, marks_abs, anchor):
    used = set(marks_abs.values())
    words = {"gem": "new_gem", "old": "fire_there", "water": "removed", "break": "firebreak", "hawk": "hawk"}
    return [(_ft_icon(app, kind), _w(app, key)) for kind, key in words.items() if kind in used]


def ft_wind_gem(app) -> pygame.Surface:
    """Part 1 of a turn: with a South wind, a gem goes just south of any fire."""
    cell = 48
    rows, cols = 5, 5
    surf = _canvas(560, rows * cell + 44)
    x0 = 20
    _ft_forest(app, surf, x0, 0, rows, cols, cell)
    for (r, c), corner in {(1, 1): "nw", (1, 2): "ne", (2, 1): "sw", (2, 2): "se"}.items():
        surf.blit(_tile(app, FT_TILES, FT_FLAME[corner], 40, 8, cell), (x0 + c * cell, r * cell))
    _ft_piece(app, surf, "old", pygame.Rect(x0 + 3 * cell, 2 * cell, cell, cell))
    for c in (1, 2, 3):
        rect = pygame.Rect(x0 + c * cell, 3 * cell, cell, cell)
        _ft_piece(app, surf, "gem", rect, ghost=True)
        pygame.draw.rect(surf, HOT, rect.inflate(-2, -2), 3, border_radius=4)
        _arrow(surf, (rect.centerx, rect.top - cell // 2 + 10), (rect.centerx, rect.top + 10), INK, 3, 8)
    die = _img(app, "fire_tower/die_wind_S.png", (72, 72))
    right = x0 + cols * cell + 30
    surf.blit(die, (right, 30))
    letter = app.t("fire_tower.compass.S")
    _text(app, surf, f"{_w(app, 'wind')}: {letter}", (right + 36, 110), 22, INK, True, "midtop")
    _arrow(surf, (right + 36, 140), (right + 36, 200), ACCENT, 5, 14)
    _wrapped(app, surf, _w(app, "wind_gem"), pygame.Rect(0, rows * cell + 10, surf.get_width(), 30))
    return surf


def ft_firebreak(app) -> pygame.Surface:
    """A Flare Up line stopped by a firebreak; the spacing rule."""
    cell = 50
    surf = _canvas(760, 3 * cell + 20)
    # left: a line of fire stopped by the firebreak
    x0 = 10
    _ft_forest(app, surf, x0, cell, 1, 6, cell)
    _ft_piece(app, surf, "old", pygame.Rect(x0, cell, cell, cell))
    for c in (1, 2):
        _ft_piece(app, surf, "gem", pygame.Rect(x0 + c * cell, cell, cell, cell))
    _ft_piece(app, surf, "break", pygame.Rect(x0 + 3 * cell, cell, cell, cell))
    _cross(surf, (x0 + 4 * cell + cell // 2, cell + cell // 2), 10)
    _wrapped(app, surf, _w(app, "line_stops"), pygame.Rect(x0, 2 * cell + 14, 6 * cell, 60))
    # right: spacing
    x1 = 6 * cell + 60
    _ft_forest(app, surf, x1, 0, 3, 3, cell)
    _ft_piece(app, surf, "break", pygame.Rect(x1 + cell, cell, cell, cell))
    for r, c in ((0, 1), (1, 0), (1, 2), (2, 1)):
        _cross(surf, (x1 + c * cell + cell // 2, r * cell + cell // 2), 9, BAD, 4)
    for r, c in ((0, 0), (0, 2), (2, 0), (2, 2)):
        pygame.draw.circle(surf, GOOD, (x1 + c * cell + cell // 2, r * cell + cell // 2), 10, 4)
    tx = x1 + 3 * cell + 14
    _cross(surf, (tx + 8, 40), 7, BAD, 3)
    _wrapped(app, surf, _w(app, "not_next"), pygame.Rect(tx + 24, 30, surf.get_width() - tx - 28, 60), 18,
             INK, False, False)
    pygame.draw.circle(surf, GOOD, (tx + 8, 100), 8, 3)
    _wrapped(app, surf, _w(app, "corner_ok"), pygame.Rect(tx + 24, 90, surf.get_width() - tx - 28, 60), 18,
             INK, False, False)
    return surf


def ft_hawk(app) -> pygame.Surface:
    """A gem lands on a hawk; the hawk carries it next to fire and goes back to the supply."""
    cell = 46
    rows, cols = 4, 9
    surf = _canvas(cols * cell + 300, rows * cell + 20)
    x0 = 10
    _ft_forest(app, surf, x0, 10, rows, cols, cell)
    sq = lambda r, c: pygame.Rect(x0 + c * cell, 10 + r * cell, cell, cell)
    _ft_piece(app, surf, "old", sq(1, 0))
    _ft_piece(app, surf, "hawk", sq(1, 1))
    _ft_piece(app, surf, "gem", sq(1, 1).inflate(-14, -14).move(8, 8))
    _arrow(surf, (sq(1, 0).centerx + 6, sq(0, 0).centery), (sq(1, 1).centerx, sq(1, 1).top + 6), HOT, 3, 8)
    _ft_piece(app, surf, "old", sq(2, 7))
    _ft_piece(app, surf, "old", sq(3, 7))
    _ft_piece(app, surf, "gem", sq(2, 6))
    pygame.draw.rect(surf, HOT, sq(2, 6).inflate(-2, -2), 3, border_radius=4)
    start, end = sq(1, 1).center, sq(2, 6).center
    mid = ((start[0] + end[0]) // 2, min(start[1], end[1]) - 10)
    pts = [(start[0] + (mid[0] - start[0]) * t / 10, start[1] + (mid[1] - start[1]) * t / 10) for t in range(11)]
    pts += [(mid[0] + (end[0] - mid[0]) * t / 10, mid[1] + (end[1] - mid[1]) * t / 10) for t in range(1, 11)]
    pygame.draw.lines(surf, ACCENT, False, pts[:-3], 4)
    _arrow(surf, pts[-4], (end[0] - 12, end[1] - 8), ACCENT, 4, 12)
    tx = x0 + cols * cell + 18
    hawk = _img(app, "fire_tower/firehawk.png", (30, 30))
    y = 20
    for key in ("lands", "carried", "to_supply"):
        y = _wrapped(app, surf, _w(app, key), pygame.Rect(tx, y, surf.get_width() - tx - 6, 80), 18,
                     INK, False, False) + 14
    surf.blit(hawk, (tx, y))
    _arrow(surf, (tx + 36, y + 15), (tx + 80, y + 15), MUTED, 3, 8)
    return surf


def ft_tower_zones(app) -> pygame.Surface:
    """The whole 16 x 16 forest: tower zones, back corners, the Eternal Flame, quadrants."""
    cfg = _ft_cfg(app)
    n = 16
    cell = 22
    size = n * cell
    surf = _canvas(size + 360, size + 60)
    x0, y0 = 40, 30
    zones = {(0, 0): "red", (0, 13): "purple", (13, 13): "blue", (13, 0): "green"}
    for r in range(n):
        for c in range(n):
            colour = next((z for (zr, zc), z in zones.items() if zr <= r < zr + 3 and zc <= c < zc + 3), None)
            index = FT_ZONE[colour] if colour else FT_FOREST[(r * 7 + c * 3) % 5]
            surf.blit(_tile(app, FT_TILES, index, 40, 8, cell), (x0 + c * cell, y0 + r * cell))
    for (zr, zc), colour in zones.items():
        br, bc = (0 if zr == 0 else 15), (0 if zc == 0 else 15)
        rect = pygame.Rect(x0 + bc * cell, y0 + br * cell, cell, cell)
        surf.blit(_tile(app, FT_TILES, FT_TOWER[colour], 40, 8, cell), rect)
        pygame.draw.rect(surf, HOT, rect, 3)
        pygame.draw.rect(surf, INK, (x0 + zc * cell, y0 + zr * cell, 3 * cell, 3 * cell), 2)
    for (r, c), corner in {(7, 7): "nw", (7, 8): "ne", (8, 7): "sw", (8, 8): "se"}.items():
        surf.blit(_tile(app, FT_TILES, FT_FLAME[corner], 40, 8, cell), (x0 + c * cell, y0 + r * cell))
    pygame.draw.line(surf, INK, (x0 + 8 * cell, y0), (x0 + 8 * cell, y0 + size), 2)
    pygame.draw.line(surf, INK, (x0, y0 + 8 * cell), (x0 + size, y0 + 8 * cell), 2)
    pygame.draw.rect(surf, INK, (x0, y0, size, size), 2)
    t = app.t
    _text(app, surf, t("fire_tower.compass.N"), (x0 + size // 2, y0 - 4), 22, INK, True, "midbottom")
    _text(app, surf, t("fire_tower.compass.S"), (x0 + size // 2, y0 + size + 4), 22, INK, True, "midtop")
    _text(app, surf, t("fire_tower.compass.W"), (x0 - 8, y0 + size // 2), 22, INK, True, "midright")
    _text(app, surf, t("fire_tower.compass.E"), (x0 + size + 8, y0 + size // 2), 22, INK, True, "midleft")
    lx = x0 + size + 44
    zone = pygame.Rect(lx, y0 + 30, 30, 30)
    surf.blit(_tile(app, FT_TILES, FT_ZONE["red"], 40, 8, 30), zone)
    pygame.draw.rect(surf, INK, zone, 2)
    _text(app, surf, _w(app, "zone"), (zone.right + 10, zone.centery), LABEL, INK, False, "midleft")
    corner = zone.move(0, 60)
    surf.blit(_tile(app, FT_TILES, FT_TOWER["red"], 40, 8, 30), corner)
    pygame.draw.rect(surf, HOT, corner, 3)
    _text(app, surf, _w(app, "back_corner"), (corner.right + 10, corner.centery), LABEL, INK, False, "midleft")
    flame = corner.move(0, 60)
    for i, key in enumerate(("nw", "ne", "sw", "se")):
        surf.blit(_tile(app, FT_TILES, FT_FLAME[key], 40, 8, 15), (flame.x + (i % 2) * 15, flame.y + (i // 2) * 15))
    _text(app, surf, _w(app, "eternal"), (flame.right + 10, flame.centery), LABEL, INK, False, "midleft")
    del cfg
    return surf


# ------------------------------------------------------------------ Zefiria
ZEF_DEAL = [14, 20, 6, 23, 24, 17, 8, 25, 10, 7, 16, 1, 19, 9, 15, 22, 12, 4, 18, 3, 2, 21, 13, 5, 11]


def _zef_island(app, n: int, size: int) -> pygame.Surface:
    return _img(app, f"zefiria/island_{n:02d}.png", (size, size))


def _zef_grid(app, surf, x0, y0, islands, cols, cell, gap=3):
    rects = []
    for i, n in enumerate(islands):
        r, c = divmod(i, cols)
        rect = pygame.Rect(x0 + c * (cell + gap), y0 + r * (cell + gap), cell, cell)
        if n:
            surf.blit(_zef_island(app, n, cell), rect)
        rects.append(rect)
    return rects


def _zef_pawn(app, surf, spirit, rect, size=None):
    size = size or int(rect.w * 0.74)
    pawn = _img(app, f"zefiria/pawn_{spirit}.png", (size, size))
    surf.blit(pawn, pawn.get_rect(center=rect.center))


def zef_solved(app) -> pygame.Surface:
    """The solved city: islands 1 to 25, one home row for each colour."""
    cell = 62
    gap = 4
    colours = ["sky", "green", "yellow", "orange", "pink"]
    label_w = 170
    w = label_w + 5 * (cell + gap)
    surf = _canvas(w + 20, 5 * (cell + gap) + 34)
    _text(app, surf, _w(app, "home_row"), (label_w - 16, 4), 18, MUTED, True, "topright")
    rects = _zef_grid(app, surf, label_w, 28, list(range(1, 26)), 5, cell, gap)
    for r, colour in enumerate(colours):
        rect = rects[r * 5]
        _text(app, surf, f"{r + 1}  {app.t(f'zefiria.colour.{colour}')}", (label_w - 16, rect.centery),
              22, INK, True, "midright")
    return surf


def zef_fly(app) -> pygame.Surface:
    """Fly: one step up, down, left or right for 1 AP; never diagonally."""
    cell = 80
    gap = 4
    side = 3 * (cell + gap)
    surf = _canvas(side + 40, side + 4)
    x0 = 20
    rects = _zef_grid(app, surf, x0, 2, [2, 8, 14, 12, 13, 18, 24, 4, 7], 3, cell, gap)
    centre = rects[4]
    _zef_pawn(app, surf, "borea", centre)
    for i in (0, 2, 6, 8):
        _cross(surf, rects[i].center, 14, BAD, 6)
    for i in (1, 3, 5, 7):
        target = rects[i]
        dx, dy = target.centerx - centre.centerx, target.centery - centre.centery
        start = (centre.centerx + dx * 0.32, centre.centery + dy * 0.32)
        end = (centre.centerx + dx * 0.8, centre.centery + dy * 0.8)
        _arrow(surf, start, end, ACCENT, 5, 14)
        chip = app.fonts.render(_w(app, "one_ap"), 17, (255, 255, 255), True)
        box = chip.get_rect(center=(centre.centerx + dx * 0.62 + (dy != 0) * 24,
                                    centre.centery + dy * 0.62 - (dx != 0) * 18)).inflate(10, 4)
        pygame.draw.rect(surf, ACCENT, box, border_radius=8)
        surf.blit(chip, chip.get_rect(center=box.center))
    return surf


def zef_breeze(app) -> pygame.Surface:
    """Breeze on the example deal: swap 6 and 19 (2 AP), and around a pawn (4 AP)."""
    cell = 56
    gap = 3
    board = 5 * (cell + gap)
    surf = _canvas(2 * board + 60, board + 40)
    for k, (x0, detour) in enumerate(((0, False), (board + 60, True))):
        rects = _zef_grid(app, surf, x0, 0, ZEF_DEAL, 5, cell, gap)
        _zef_pawn(app, surf, "borea", rects[0])
        _zef_pawn(app, surf, "jugo", rects[24])
        a, b = rects[2], rects[12]          # island 6 on r1c3, island 19 on r3c3
        for rect in (a, b):
            pygame.draw.rect(surf, HOT, rect.inflate(4, 4), 4, border_radius=8)
        if detour:
            _zef_pawn(app, surf, "etesia", rects[7])
            path = [rects[i].center for i in (2, 3, 8, 13, 12)]
            for i in (3, 8, 13):
                pygame.draw.circle(surf, ACCENT, rects[i].center, 8)
        else:
            path = [rects[i].center for i in (2, 7, 12)]
            pygame.draw.circle(surf, ACCENT, rects[7].center, 8)
        pygame.draw.lines(surf, ACCENT, False, path[:-1], 5)
        end = path[-1]
        prev = path[-2]
        tip = (end[0] + (prev[0] - end[0]) * 0.3, end[1] + (prev[1] - end[1]) * 0.3)
        _arrow(surf, prev, tip, ACCENT, 5, 14)
        _wrapped(app, surf, _w(app, "breeze_detour" if detour else "breeze_cost"),
                 pygame.Rect(x0, board + 8, board, 60), 20, INK, True)
    return surf


def zef_anchored(app) -> pygame.Surface:
    """An anchored island: no pawn flies over or onto it, no Breeze moves it or passes over it."""
    cell = 78
    gap = 4
    surf = _canvas(700, 3 * (cell + gap) + 10)
    rects = _zef_grid(app, surf, 20, 0, [3, 9, 16, 11, 13, 22, 5, 20, 1], 3, cell, gap)
    mid = rects[4]
    gem = _img(app, "zefiria/gem_red.png", (34, 34))
    surf.blit(gem, (mid.right - 38, mid.top + 4))
    pygame.draw.rect(surf, BAD, mid.inflate(4, 4), 4, border_radius=8)
    _zef_pawn(app, surf, "jugo", rects[3])
    _arrow(surf, (rects[3].centerx + 20, rects[3].centery), (rects[5].centerx - 14, rects[5].centery), MUTED, 4, 12)
    _cross(surf, mid.center, 14)
    tx = 20 + 3 * (cell + gap) + 30
    width = surf.get_width() - tx - 6
    surf.blit(gem, (tx, 14))
    y = _wrapped(app, surf, _w(app, "anchored"), pygame.Rect(tx + 44, 18, width - 44, 60), 22, INK, True, False)
    y = _wrapped(app, surf, _w(app, "no_fly"), pygame.Rect(tx, y + 18, width, 60), 20, INK, False, False)
    _wrapped(app, surf, _w(app, "no_breeze"), pygame.Rect(tx, y + 12, width, 60), 20, INK, False, False)
    return surf


# ------------------------------------------------------------------ Flamecraft
class _FcPainter:
    """Flamecraft's own card painting (the board screen's BoardDrawing), off the board."""

    def __new__(cls, app):
        from game.games.flamecraft.scene_cards import cards
        from game.games.flamecraft.scene_draw import BoardDrawing

        class Painter(BoardDrawing):
            pass
        painter = Painter()
        painter.app, painter.t, painter.cards, painter.settling = app, app.t, cards(), None
        return painter


def _fc(app):
    painter = app.__dict__.get("_rules_picture_fc")
    if painter is None:
        painter = app.__dict__["_rules_picture_fc"] = _FcPainter(app)
    painter.t = app.t
    return painter


def _callout(app, surf, point, label_pos, text, width=250, anchor="left"):
    """A dot on the card, a line to the words beside it."""
    pygame.draw.circle(surf, ACCENT, point, 6)
    pygame.draw.line(surf, ACCENT, point, label_pos, 2)
    if anchor == "left":
        rect = pygame.Rect(label_pos[0] + 8, label_pos[1] - 11, width, 60)
    else:
        rect = pygame.Rect(label_pos[0] - 8 - width, label_pos[1] - 11, width, 60)
    lines = app.fonts.wrap(text, LABEL, width)
    y = rect.y
    for line in lines:
        if anchor == "left":
            _text(app, surf, line, (rect.x, y), LABEL, INK)
        else:
            _text(app, surf, line, (rect.right, y), LABEL, INK, False, "topright")
        y += app.fonts.font(LABEL).get_linesize()


def fc_shop(app, shop_id: str) -> pygame.Surface:
    """A shop card twice its board size, its parts labelled."""
    from game.games.flamecraft.layout import shop_part, slot_rects
    painter = _fc(app)
    painter.cards.slots(shop_id)            # an unknown shop: KeyError, the grey box
    card = pygame.Rect(240, 16, 360, 270)
    surf = _canvas(card.right + 250, card.bottom + 16)
    painter.paint_shop(surf, card, {"id": shop_id}, None)
    name = shop_part(card, "name")              # the name and the ability, at a size to read here
    fill = surf.get_at((name.x + 4, name.centery))
    pygame.draw.rect(surf, fill, name.inflate(-4, -4))
    painter.text_in(surf, app.t(f"flamecraft.shop.{shop_id}.name"), name.inflate(-8, -4), 24, INK, True, "midleft")
    if painter.cards.has_ability(shop_id):
        text = shop_part(card, "text")
        fill = surf.get_at((text.x + 6, text.bottom - 4))
        pygame.draw.rect(surf, fill, text.inflate(2, 2), border_radius=6)
        _wrapped(app, surf, app.t(f"flamecraft.shop.{shop_id}.ability"), text.inflate(-16, -10), 18, (80, 70, 76))
    icon = shop_part(card, "icon")
    _callout(app, surf, icon.midleft, (card.x - 30, icon.centery), _w(app, "yield"), 200, "right")
    if painter.cards.has_ability(shop_id):
        text = shop_part(card, "text")
        _callout(app, surf, text.midright, (card.right + 30, text.centery), _w(app, "ability"), 200)
    slots = slot_rects(card)
    _callout(app, surf, (slots[0].x + 8, slots[0].y + 18), (card.x - 30, slots[0].y + 18), _w(app, "slot"), 200,
             "right")
    _callout(app, surf, (slots[2].right - 8, slots[2].bottom - 22), (card.right + 30, slots[2].bottom - 22),
             _w(app, "reward"), 200)
    return surf


def fc_enchantment(app, ench_id: str) -> pygame.Surface:
    """An enchantment card, enlarged: what it is for, its cost, its reward, no coins."""
    from game.games.flamecraft.layout import card_part
    painter = _fc(app)
    info = painter.cards.enchantment(ench_id)
    if not info:
        raise KeyError(ench_id)
    card = pygame.Rect(270, 10, 200, 280)
    surf = _canvas(card.right + 280, card.bottom + 20)
    painter.paint_enchantment(surf, card, ench_id)
    name = card_part(card, "enchant", "name")       # the name and the reward, at a size to read here
    fill = surf.get_at((name.x + 3, name.centery))
    pygame.draw.rect(surf, fill, name.inflate(-4, -4))
    painter.text_in(surf, app.t(f"flamecraft.enchantment.{ench_id}.name"), name.inflate(-8, -4), 20, INK, True,
                    "center", 12)
    reward = info.get("reward") or {}
    art = card_part(card, "enchant", "art")
    if not info.get("sets") and reward.get("rep"):
        plate = pygame.Rect(art.x, art.centery - 17, art.w, 34)
        pygame.draw.rect(surf, (255, 250, 238), plate, border_radius=8)
        pygame.draw.rect(surf, (110, 70, 150), plate, 2, border_radius=8)
        heart = painter.icon("reputation", 26)
        label = f"+{reward['rep']}"
        width = 30 + app.fonts.font(26, True).size(label)[0]
        x = plate.centerx - width // 2
        surf.blit(heart, (x, plate.centery - 13))
        _text(app, surf, label, (x + 30, plate.centery), 26, (170, 40, 60), True, "midleft")
    icon = card_part(card, "enchant", "icon")
    _callout(app, surf, icon.center, (card.x - 30, icon.centery), _w(app, "enchant_kind"), 220, "right")
    cost = card_part(card, "enchant", "cost")
    _callout(app, surf, (cost.x + 10, cost.centery), (card.x - 30, cost.centery), _w(app, "cost"), 220, "right")
    art = card_part(card, "enchant", "art")
    _callout(app, surf, (art.right - 10, art.centery), (card.right + 30, art.centery), _w(app, "ench_reward"), 230)
    if info.get("no_coins"):
        _callout(app, surf, (cost.right - 8, cost.bottom - 8), (card.right + 30, cost.bottom - 8),
                 _w(app, "no_coins"), 230)
    return surf


def _fc_step(app, surf, rect, number, title, text, pictures):
    pygame.draw.rect(surf, (250, 246, 236), rect, border_radius=14)
    pygame.draw.rect(surf, (196, 170, 130), rect, 2, border_radius=14)
    badge = pygame.Rect(rect.x + 10, rect.y + 10, 30, 30)
    pygame.draw.circle(surf, ACCENT, badge.center, 15)
    _text(app, surf, str(number), badge.center, 20, (255, 255, 255), True, "center")
    _text(app, surf, title, (badge.right + 8, badge.centery), 22, INK, True, "midleft")
    x = rect.centerx - sum(p.get_width() + 6 for p in pictures) // 2
    for pic in pictures:
        surf.blit(pic, (x, rect.y + 52 + (60 - pic.get_height()) // 2))
        x += pic.get_width() + 6
    _wrapped(app, surf, text, pygame.Rect(rect.x + 10, rect.y + 122, rect.w - 20, 80), 17, INK)


def fc_turn(app) -> pygame.Surface:
    """A turn: move, then gather or enchant, then the end of the turn."""
    painter = _fc(app)
    w, h, gap = 250, 196, 34
    surf = _canvas(3 * w + 2 * gap, h + 4)
    boxes = [pygame.Rect(i * (w + gap), 2, w, h) for i in range(3)]
    token = _img(app, "flamecraft/token_red.png", (50, 50))
    shop = _img(app, "flamecraft/shop_back.png", (72, 54))
    _fc_step(app, surf, boxes[0], 1, _w(app, "move"), _w(app, "move_text"), [token, shop])
    goods = [painter.icon(g, 30) for g in ("bread", "iron")]
    dragon = _img(app, "flamecraft/artisan_bread.png", (40, 56))
    ench = _img(app, "flamecraft/enchant_purple.png", (40, 56))
    box = boxes[1]
    pygame.draw.rect(surf, (250, 246, 236), box, border_radius=14)
    pygame.draw.rect(surf, (196, 170, 130), box, 2, border_radius=14)
    pygame.draw.circle(surf, ACCENT, (box.x + 25, box.y + 25), 15)
    _text(app, surf, "2", (box.x + 25, box.y + 25), 20, (255, 255, 255), True, "center")
    half = box.w // 2
    for k, (title, pics) in enumerate(((_w(app, "gather"), goods + [dragon]), (_w(app, "enchant"), [ench]))):
        cx = box.x + half // 2 + k * half + (14 if k == 0 else 0)
        _text(app, surf, title, (cx, box.y + 44), 20, INK, True, "midtop")
        x = cx - sum(p.get_width() + 4 for p in pics) // 2
        for pic in pics:
            surf.blit(pic, (x, box.y + 74 + (56 - pic.get_height()) // 2))
            x += pic.get_width() + 4
    _text(app, surf, _w(app, "or"), (box.centerx + 10, box.y + 100), 18, MUTED, True, "center")
    _wrapped(app, surf, f"{_w(app, 'gather_text')} / {_w(app, 'enchant_text')}",
             pygame.Rect(box.x + 10, box.y + 138, box.w - 20, 60), 16, INK)
    artisan_back = _img(app, "flamecraft/artisan_back.png", (40, 56))
    _fc_step(app, surf, boxes[2], 3, _w(app, "end_turn"), _w(app, "end_text"),
             [_img(app, "flamecraft/shop_frame.png", (72, 54)), artisan_back])
    for a, b in zip(boxes, boxes[1:]):
        _arrow(surf, (a.right + 4, a.centery), (b.x - 4, a.centery), ACCENT, 4, 10)
    return surf


def fc_scoring(app) -> pygame.Surface:
    """Final scoring, in order: coins, Moon dragons, the most reputation; the ties."""
    painter = _fc(app)
    surf = _canvas(860, 250)
    coin = painter.icon("coin", 44)
    heart = painter.icon("reputation", 44)
    moon = _img(app, "flamecraft/fancy_moon.png", (46, 64))
    steps = [([coin, heart], _w(app, "score_coins")), ([moon, heart], _w(app, "score_moon")),
             ([heart], _w(app, "score_win"))]
    w, gap = 250, 55
    for i, (pics, text) in enumerate(steps):
        rect = pygame.Rect(i * (w + gap), 0, w, 150)
        pygame.draw.rect(surf, (250, 246, 236), rect, border_radius=14)
        pygame.draw.rect(surf, (196, 170, 130), rect, 2, border_radius=14)
        pygame.draw.circle(surf, ACCENT, (rect.x + 24, rect.y + 24), 15)
        _text(app, surf, str(i + 1), (rect.x + 24, rect.y + 24), 20, (255, 255, 255), True, "center")
        x = rect.centerx - sum(p.get_width() + 24 for p in pics) // 2 + 12
        for k, pic in enumerate(pics):
            surf.blit(pic, (x, rect.y + 14 + (64 - pic.get_height()) // 2))
            if k < len(pics) - 1:
                _arrow(surf, (x + pic.get_width() + 2, rect.y + 46), (x + pic.get_width() + 20, rect.y + 46),
                       MUTED, 3, 6)
            x += pic.get_width() + 24
        _wrapped(app, surf, text, pygame.Rect(rect.x + 10, rect.y + 88, rect.w - 20, 60), 18, INK)
        if i:
            _arrow(surf, (rect.x - gap + 8, 75), (rect.x - 8, 75), ACCENT, 4, 10)
    ties = [_w(app, "tie_artisans"), _w(app, "tie_goods"), _w(app, "tie_shared")]
    y = 176
    dragon = _img(app, "flamecraft/artisan_back.png", (26, 36))
    surf.blit(dragon, (10, y - 4))
    x = 46
    for i, text in enumerate(ties):
        x = _text(app, surf, text, (x, y + 14), 18, INK, i == 0, "midleft").right
        if i < len(ties) - 1:
            _arrow(surf, (x + 8, y + 14), (x + 30, y + 14), MUTED, 3, 6)
            x += 40
    return surf


# ------------------------------------------------------------------ Root
def root_picture(app, name: str) -> pygame.Surface:
    """Root's pictures live with the game: game/games/root/pictures.py."""
    from game.games.root import pictures
    return getattr(pictures, name)(app)


# ------------------------------------------------------------------ the registry
DRAWINGS = [
    (r"fire_tower/pattern/([a-z0-9_]+)", ft_pattern),
    (r"fire_tower/wind_gem", ft_wind_gem),
    (r"fire_tower/firebreak", ft_firebreak),
    (r"fire_tower/hawk", ft_hawk),
    (r"fire_tower/tower_zones", ft_tower_zones),
    (r"zefiria/solved_grid", zef_solved),
    (r"zefiria/fly", zef_fly),
    (r"zefiria/breeze_example", zef_breeze),
    (r"zefiria/anchored", zef_anchored),
    (r"flamecraft/shop_card/([a-z0-9_]+)", fc_shop),
    (r"flamecraft/enchantment/([a-z0-9_]+)", fc_enchantment),
    (r"flamecraft/turn", fc_turn),
    (r"flamecraft/scoring", fc_scoring),
    (r"root/(clearing|battle|sympathy_track|building_tracks)", lambda app, name: root_picture(app, name)),
]
_COMPILED = [(re.compile(pattern + r"$"), draw) for pattern, draw in DRAWINGS]


def _lookup(name: str):
    for pattern, draw in _COMPILED:
        found = pattern.match(name)
        if found:
            return draw, found.groups()
    return None, ()


def draw_picture(app, name: str) -> pygame.Surface | None:
    """The picture of that name in the app's language, or None (no such drawing, an id
    the game's data does not know, a sprite missing, or a game whose data is broken)."""
    draw, args = _lookup(name)
    if draw is None:
        return None
    try:
        surf = draw(app, *args)
    except (KeyError, FileNotFoundError, ValueError, DataError):
        return None
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    return surf


def fallback(app, name: str, caption: str) -> pygame.Surface:
    """A small grey box with the caption: a marker no drawing answers."""
    surf = pygame.Surface((320, 120))
    surf.fill(FALLBACK_BG)
    pygame.draw.rect(surf, (180, 184, 192), surf.get_rect(), 2)
    _wrapped(app, surf, caption or name, pygame.Rect(12, 40, 296, 70), 18, MUTED)
    return surf


def picture(app, name: str, caption: str = "") -> tuple[pygame.Surface, bool]:
    """(surface, drawn): the picture; drawn False for the grey box. Pictures are kept in
    one language, the most recently used within PICTURE_CACHE_BYTES (a document's worth):
    one dropped is simply drawn again."""
    cache = _cache(app, "_rules_pictures", PICTURE_CACHE_BYTES)
    lang = app.t.lang
    key = (name, lang)
    found = cache.get(key)
    if found is None:
        cache.drop(lambda other: other[1] != lang)
        surf = draw_picture(app, name)
        found = (surf, True) if surf is not None else (fallback(app, name, caption), False)
        cache.put(key, found, surface_bytes(found[0]))
    return found


def forget(app, game_key: str) -> None:
    """Drop the pictures of a game (their names begin with its key, as its sprite sheets')."""
    prefix = f"{game_key}/"
    for name in ("_rules_pictures", "_rules_picture_tiles"):
        cache = app.__dict__.get(name)
        if cache is not None:
            cache.drop(lambda key: key[0].startswith(prefix))


def has_picture(app, name: str) -> bool:
    return draw_picture(app, name) is not None

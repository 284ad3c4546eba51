"""Where things are on Root's board screen (1280x800 logical pixels): the areas, the
Autumn map placed in the board area (from data/root/autumn.tmx when it is there, else
from the map's 0-100 layout in data/root/map.yaml), the parts of a clearing and the
cards in a row (pygame rects, no rules)."""
from __future__ import annotations

import pygame

from game.ui.tilemap import fit, scaled  # noqa: F401 (the scenes take them from here)

TOP = pygame.Rect(0, 0, 1280, 40)              # title, turn, Hint / Undo / Rules / Menu
PROMPT = pygame.Rect(6, 42, 820, 42)           # the instruction line: always visible
BOARD = pygame.Rect(6, 86, 820, 508)           # the map (clearings, paths, rivers)
TRACK = pygame.Rect(6, 596, 820, 28)           # the VP track 0-30
REFUSAL = pygame.Rect(6, 626, 820, 26)         # refusals: under the map, never over it
BOTTOM = pygame.Rect(6, 654, 820, 142)         # the hand (and the Alliance's supporters)
SIDE = pygame.Rect(834, 42, 440, 754)          # faction boards, choices, log
FACTION_H = 188                                # each faction board's height (its crafted line clear of its buttons)
BACKGROUND = (44, 52, 40)
PAPER = (248, 242, 226)
INK = (40, 34, 28)
MUTED = (120, 110, 96)
HIGHLIGHT = (255, 214, 64)
LIT = (120, 235, 120)
LAST_MOVE = (255, 250, 210)
SELECTED = (80, 200, 255)
REFUSAL_SECONDS = 4.0
CLEARING_R = 50
HAND_CARD = (88, 120)
SUPPORTER_CARD = (62, 96)
SUIT_RGB = {"fox": (214, 70, 52), "rabbit": (236, 196, 70), "mouse": (226, 134, 60), "bird": (96, 172, 214),
            "any": (200, 200, 200)}
SUIT_LIGHT = {"fox": (246, 200, 190), "rabbit": (250, 236, 186), "mouse": (248, 214, 180)}
FACTION_RGB = {"marquise": (230, 120, 40), "alliance": (60, 160, 80)}
FACTION_DARK = {"marquise": (120, 56, 10), "alliance": (20, 80, 36)}
PIECE_RGB = {"sawmill": (176, 120, 70), "workshop": (210, 150, 80), "recruiter": (200, 100, 50),
             "base_fox": SUIT_RGB["fox"], "base_rabbit": SUIT_RGB["rabbit"], "base_mouse": SUIT_RGB["mouse"],
             "ruin": (130, 130, 130), "wood": (150, 100, 50), "keep": (110, 90, 80), "sympathy": (80, 170, 90)}
PIECE_LETTER = {"sawmill": "S", "workshop": "W", "recruiter": "R", "base_fox": "B", "base_rabbit": "B",
                "base_mouse": "B", "ruin": "?", "wood": "", "keep": "K", "sympathy": ""}
PATH_RGB = (196, 170, 120)
RIVER_RGB = (90, 150, 210)


def object_number(name: str):
    """The clearing number in a Tiled object's name ("clearing_7" -> 7), or None."""
    digits = "".join(ch for ch in str(name).split("_")[-1] if ch.isdigit())
    return int(digits) if digits else None


def layout_centres(clearings: dict, area: pygame.Rect, r: int = CLEARING_R) -> dict:
    """clearing -> centre from map.yaml's x, y (0-100), inside `area` with room for a
    clearing's radius."""
    inner = area.inflate(-2 * r - 8, -2 * r - 8)
    return {n: (inner.x + round(c["x"] / 100 * inner.w), inner.y + round(c["y"] / 100 * inner.h))
            for n, c in clearings.items()}


def clearing_rect(centre, r: int = CLEARING_R) -> pygame.Rect:
    return pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r)


def slot_rects(centre, slots: int, size: int = 26) -> list[pygame.Rect]:
    """The building slots in a row across a clearing's upper half."""
    gap = 4
    width = slots * size + (slots - 1) * gap
    x0, y = centre[0] - width // 2, centre[1] - 34
    return [pygame.Rect(x0 + i * (size + gap), y, size, size) for i in range(slots)]


def warrior_rects(centre) -> dict:
    """Where each faction's warriors (icon and count) stand in a clearing."""
    return {"marquise": pygame.Rect(centre[0] - 44, centre[1] + 12, 42, 30),
            "alliance": pygame.Rect(centre[0] + 2, centre[1] + 12, 42, 30)}


def token_row(centre) -> pygame.Rect:
    return pygame.Rect(centre[0] - 40, centre[1] - 6, 80, 18)


def row_rects(n: int, area: pygame.Rect, size=HAND_CARD) -> list[pygame.Rect]:
    """Cards side by side in `area`, overlapping when there are too many to fit."""
    if n <= 0:
        return []
    w, h = size
    step = min(w + 6, (area.w - w) // max(1, n - 1)) if n > 1 else w
    return [pygame.Rect(area.x + i * step, area.y, w, h) for i in range(n)]


def kept_slots(old, cards, compact: bool = False) -> list:
    """The cards of a row in the slots they had (`old`; None is an empty slot): a card that
    left leaves its slot empty and a new card takes a slot at the end, so nothing slides
    under the pointer; `compact` (the pointer is away) closes the gaps, keeping the order."""
    slots = [c if c in cards else None for c in (old or [])]
    slots += [c for c in cards if c not in slots]
    if compact:
        slots = [c for c in slots if c is not None]
    while slots and slots[-1] is None:
        slots.pop()
    return slots


def track_cells(area: pygame.Rect, n: int = 31, label: int = 64) -> list[pygame.Rect]:
    """The VP track's cells 0..30 along `area` (after `label` pixels for its name)."""
    cw = (area.w - label) / n
    return [pygame.Rect(area.x + label + round(i * cw), area.y + 2, round(cw) - 1, area.h - 4) for i in range(n)]



def tmx_polylines(path) -> dict:
    """group -> object name -> points (map pixels) of a Tiled map's polyline and polygon
    objects (autumn.tmx layers paths, rivers, forests)."""
    import xml.etree.ElementTree as ET
    out: dict = {}
    for group in ET.parse(str(path)).getroot().iter("objectgroup"):
        found = out.setdefault(group.get("name"), {})
        for obj in group.iter("object"):
            shape = obj.find("polyline")
            if shape is None:
                shape = obj.find("polygon")
            if shape is None:
                continue
            x0, y0 = float(obj.get("x", 0)), float(obj.get("y", 0))
            pts = [tuple(float(v) for v in p.split(",")) for p in shape.get("points", "").split()]
            found[obj.get("name")] = [(x0 + x, y0 + y) for x, y in pts]
    return out


def along(points, f: float):
    """The point a fraction `f` (0-1) of the way along a polyline, by length."""
    import math
    lengths = [math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(points, points[1:])]
    total = sum(lengths)
    if total <= 0:
        return points[0]
    left = max(0.0, min(1.0, f)) * total
    for (a, b), ln in zip(zip(points, points[1:]), lengths):
        if left <= ln and ln > 0:
            k = left / ln
            return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
        left -= ln
    return points[-1]


def line_length(points) -> float:
    import math
    return sum(math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(points, points[1:]))

"""Where things are on Flamecraft's board screen (1280x800 logical pixels): the areas,
the town map scaled into the board area, and the parts of a shop card (pygame rects, no
rules)."""
from __future__ import annotations

import pygame

from game.ui.tilemap import fit, scaled  # noqa: F401 (the scenes take them from here)

TOP_H = 64
BOARD = pygame.Rect(6, 66, 944, 566)          # the town map is scaled to fit in here
REFUSAL = pygame.Rect(24, 634, 908, 26)       # refusals: under the board, never over it
BOTTOM = pygame.Rect(6, 662, 944, 134)        # your hand and Fancy dragons
SIDE = pygame.Rect(958, 66, 316, 730)         # the players, the choices, the log
CHOICE_H = 282      # the choice box's one height: the largest payment panel fits, and under
                    # it (two players) the lesson's panel, tutorial.MIN_PANEL_H high
TOP_BUTTONS_X = 934
BACKGROUND = (58, 44, 52)
PAPER = (250, 244, 230)
INK = (40, 30, 36)
MUTED = (120, 108, 112)
HIGHLIGHT = (255, 214, 64)
LIT = (120, 230, 120)
LAST_MOVE = (255, 250, 220)
REFUSAL_SECONDS = 4.0
HAND_CARD = (76, 106)
FANCY_CARD = (150, 106)        # drawn wide, so its name and goal read in words
SEAT_COLOURS = ("red", "blue", "green", "yellow", "purple")      # sprites/flamecraft/token_<colour>.png
SEAT_RGB = [(214, 64, 56), (56, 112, 214), (60, 160, 80), (230, 170, 40), (150, 80, 190)]
TRACK_BAND = 32                 # the reputation track: a band this wide round the map's edge
GOOD_RGB = {"bread": (214, 160, 80), "meat": (196, 70, 70), "iron": (130, 136, 150),
            "crystal": (90, 190, 220), "plant": (90, 170, 80), "potion": (170, 90, 200),
            "coin": (240, 196, 40), "wild": (230, 230, 230), "dragon": (220, 120, 60),
            "starter": (240, 220, 160)}


def object_order(name: str):
    """Tiled object names as numbers where they are ("space_3", "3")."""
    digits = "".join(ch for ch in str(name) if ch.isdigit())
    return (int(digits) if digits else 0, str(name))


_LAYOUTS: dict = {}


def sprite_layout(name: str) -> dict:
    """sprites/flamecraft/<name>.yaml: where the art leaves room for text and icons."""
    if name not in _LAYOUTS:
        from game.core.data import load_yaml
        from game.core.data_files import SPRITES_DIR
        try:
            _LAYOUTS[name] = load_yaml(SPRITES_DIR / "flamecraft" / f"{name}.yaml").value or {}
        except Exception:       # the art's data check reports a broken file; draw plainly here
            _LAYOUTS[name] = {}
    return _LAYOUTS[name]


def part(card: pygame.Rect, box, size) -> pygame.Rect:
    """A [x, y, w, h] box of a frame `size` big, on the frame drawn at `card`."""
    sx, sy = card.w / size[0], card.h / size[1]
    return pygame.Rect(card.x + round(box[0] * sx), card.y + round(box[1] * sy),
                       max(1, round(box[2] * sx)), max(1, round(box[3] * sy)))


def shop_part(card: pygame.Rect, name: str) -> pygame.Rect:
    lay = sprite_layout("shop_layout")
    default = {"icon": [6, 5, 36, 36], "name": [46, 9, 148, 22], "text": [10, 46, 180, 40]}
    return part(card, lay.get(name) or default[name], lay.get("size") or (200, 150))


def card_part(card: pygame.Rect, kind: str, name: str):
    lay = sprite_layout("card_layout")
    box = (lay.get(kind) or {}).get(name)
    return part(card, box, lay.get("size") or (120, 168)) if box else None


def slot_rects(card: pygame.Rect) -> list[pygame.Rect]:
    """The three dragon slots along the bottom of a shop card."""
    lay = sprite_layout("shop_layout")
    boxes = lay.get("slots") or [[10, 92, 56, 50], [72, 92, 56, 50], [134, 92, 56, 50]]
    return [part(card, box, lay.get("size") or (200, 150)) for box in boxes]


def track_cells(area: pygame.Rect, band: int) -> list[pygame.Rect]:
    """The reputation track's squares, clockwise round `area` from its top-left corner."""
    cols, rows = max(2, area.w // band), max(2, area.h // band)
    cw, ch = area.w / cols, area.h / rows
    cells = [(c, 0) for c in range(cols)] + [(cols - 1, r) for r in range(1, rows)] + \
        [(c, rows - 1) for c in range(cols - 2, -1, -1)] + [(0, r) for r in range(rows - 2, 0, -1)]
    return [pygame.Rect(area.x + round(c * cw), area.y + round(r * ch), round(cw), round(ch)) for c, r in cells]


def hand_rects(n: int, area: pygame.Rect, size=HAND_CARD) -> list[pygame.Rect]:
    """Cards side by side in `area`, overlapping when there are too many to fit."""
    if n <= 0:
        return []
    w, h = size
    step = min(w + 8, (area.w - w) // max(1, n - 1)) if n > 1 else w
    return [pygame.Rect(area.x + i * step, area.y, w, h) for i in range(n)]

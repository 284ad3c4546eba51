"""Where things are on Flamecraft's board screen (1280x800 logical pixels): the areas,
the town map scaled into the board area, and the parts of a shop card (pygame rects, no
rules)."""
from __future__ import annotations

import pygame

TOP_H = 64
BOARD = pygame.Rect(6, 68, 918, 528)          # the town map is scaled to fit in here
REFUSAL = pygame.Rect(6, 598, 918, 26)        # refusals: under the board, never over it
BOTTOM = pygame.Rect(6, 628, 918, 168)        # your hand and Fancy dragons
SIDE = pygame.Rect(932, 68, 342, 728)         # the players, the choices, the log
TOP_BUTTONS_X = 944
BACKGROUND = (58, 44, 52)
PAPER = (250, 244, 230)
INK = (40, 30, 36)
MUTED = (120, 108, 112)
HIGHLIGHT = (255, 214, 64)
LIT = (120, 230, 120)
LAST_MOVE = (255, 250, 220)
REFUSAL_SECONDS = 4.0
HAND_CARD = (84, 118)
FANCY_CARD = (70, 98)
SEAT_RGB = [(214, 64, 56), (56, 112, 214), (60, 160, 80), (230, 170, 40), (150, 80, 190)]
GOOD_RGB = {"bread": (214, 160, 80), "meat": (196, 70, 70), "iron": (130, 136, 150),
            "crystal": (90, 190, 220), "plant": (90, 170, 80), "potion": (170, 90, 200),
            "coin": (240, 196, 40), "wild": (230, 230, 230), "dragon": (220, 120, 60),
            "starter": (240, 220, 160)}


def fit(src_size, area: pygame.Rect) -> tuple[float, pygame.Rect]:
    """The scale and the rectangle that show a picture of `src_size` whole in `area`."""
    w, h = src_size
    scale = min(area.w / w, area.h / h)
    rect = pygame.Rect(0, 0, round(w * scale), round(h * scale))
    rect.center = area.center
    return scale, rect


def scaled(rect: pygame.Rect, scale: float, origin) -> pygame.Rect:
    return pygame.Rect(origin[0] + round(rect.x * scale), origin[1] + round(rect.y * scale),
                       round(rect.w * scale), round(rect.h * scale))


def object_order(name: str):
    """Tiled object names as numbers where they are ("space_3", "3")."""
    digits = "".join(ch for ch in str(name) if ch.isdigit())
    return (int(digits) if digits else 0, str(name))


def slot_rects(card: pygame.Rect) -> list[pygame.Rect]:
    """The three dragon slots along the bottom of a shop card."""
    h = max(18, int(card.h * 0.46))
    w = (card.w - 8) // 3
    return [pygame.Rect(card.x + 4 + i * (w + 0), card.bottom - h - 3, w - 2, h) for i in range(3)]


def hand_rects(n: int, area: pygame.Rect, size=HAND_CARD) -> list[pygame.Rect]:
    """Cards side by side in `area`, overlapping when there are too many to fit."""
    if n <= 0:
        return []
    w, h = size
    step = min(w + 8, (area.w - w) // max(1, n - 1)) if n > 1 else w
    return [pygame.Rect(area.x + i * step, area.y, w, h) for i in range(n)]

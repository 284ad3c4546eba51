"""Where things are on Fire Tower's board screen: sizes, places and colours shared by the
scene and its drawing parts, and the square under a point (pygame rects, no rules)."""
from __future__ import annotations

import pygame

BOARD_POS = (4, 78)
SQ = 40
SIDE_X = 732
SIDE_W = 540
CARD_W, CARD_H = 96, 134
HAND_Y = 660
HAND_TITLE_Y = HAND_Y - 44    # the hand's title: above a raised card (and a hinted one's frame)
STRIP_SQUEEZE = 0.8             # a crowded hand's names may be narrowed to this, to stay large
BUTTON_Y = 554
BACKGROUND = (226, 221, 205)
VANE_ANGLE = {"N": 0.0, "E": -90.0, "S": 180.0, "W": 90.0}
HIGHLIGHT = (255, 214, 64)
WARN = (200, 110, 20)           # a legal move that would lose the game
ENEMY_ROW = 30                  # solo: a row per enemy tower under your own
SEAT_ROW, SEAT_ROW_COMPACT = 44, 36   # a seat's two lines in the side panel; 36 with five seats
SOLO_BOX_H = 104
REFUSAL_SECONDS = 4.0           # a refusal after a click stays this long (or until the mouse moves on)
# The compass letters written over the forest map's frame (board pixels): the four edge
# markers' discs and the four corner badges (tools/art_fire_tower.py leaves them blank).
COMPASS_POINTS = {"N": (360, 18), "S": (360, 702), "W": (18, 360), "E": (702, 360)}
CORNER_BADGES = {"NW": (20, 27), "NE": (700, 27), "SE": (700, 707), "SW": (20, 707)}
# The coordinates printed on the frame (board pixels): column letters along the top and the
# bottom, row numbers down the left and the right, in the outer half of the frame so they
# stay clear of the tower zones' coloured strips next to the squares.
EDGE_LABEL_SIZE = 16
EDGE_LABEL_INK = (246, 232, 200)
EDGE_TOP_Y, EDGE_BOTTOM_Y = 9, SQ * 17 + 33
EDGE_LEFT_X, EDGE_RIGHT_X = 10, SQ * 17 + 30
LAST_MOVE = (255, 250, 235)     # the outline of the squares the last action changed
TOWER_RGB = {"red": (200, 60, 50), "purple": (130, 70, 170), "blue": (30, 150, 220),
             "green": (50, 150, 80)}


def square_rect(r: int, c: int) -> pygame.Rect:
    return pygame.Rect(BOARD_POS[0] + SQ * (c + 1), BOARD_POS[1] + SQ * (r + 1), SQ, SQ)


def square_at(pos, size: int = 16):
    if pos is None:
        return None
    c = (pos[0] - BOARD_POS[0]) // SQ - 1
    r = (pos[1] - BOARD_POS[1]) // SQ - 1
    if 0 <= r < size and 0 <= c < size:
        return (r, c)
    return None


def refusal_rect() -> pygame.Rect:
    """Where refusals, warnings and the hint's reason are written: the right half of the top
    bar's second line, over the side panel and beside the instruction (which keeps the left
    half, MESSAGE_W wide), so they never cover a square nor the letters on the board's frame."""
    return pygame.Rect(SIDE_X, 39, SIDE_W, 31)


MESSAGE_W = SIDE_X - 14 - 10        # the instruction line, left of the refusal strip


def edge_label_places(size: int = 16) -> list:
    """(kind, index, board-pixel centre) of every coordinate written on the frame: "col"
    over and under each column, "row" beside each row on both sides."""
    out = []
    for i in range(size):
        x = SQ * (i + 1) + SQ // 2
        out += [("col", i, (x, EDGE_TOP_Y)), ("col", i, (x, EDGE_BOTTOM_Y))]
        out += [("row", i, (EDGE_LEFT_X, x)), ("row", i, (EDGE_RIGHT_X, x))]
    return out

"""Where Fire Tower's lesson points (game/ui/tutorial.py): the card, square, pattern or
button for an action, read from the board scene; a card held before its target is the
scene's pending choice; a pattern in the wrong rotation is turned with the lesson's own
button (the wheel and R turn it too)."""
from __future__ import annotations

import pygame

from .layout import BUTTON_Y, SIDE_W, SIDE_X, square_rect

PATTERNS = ("place", "line")
#: the lesson's steps --smoke --shots captures: (step, language or None, a refusal shown)
SHOTS = [(0, None, False), (1, None, False), (2, None, False), (3, "es", False), (4, None, False),
         (5, None, False), (5, None, False, 1), (5, "es", False, 2), (7, None, False), (8, None, False), (10, "es", False), (13, None, True)]


def pending(scene) -> list:
    """A card picked up from the hand, waiting for where it goes."""
    if scene.held_card() is not None:
        return [tuple(scene.held["action"])]
    return []


def panel_spots(scene) -> list:
    """Over the log, right of the board; else over the players' panel."""
    top = scene.log_top()
    return [pygame.Rect(SIDE_X, top, SIDE_W, BUTTON_Y - 8 - top), pygame.Rect(SIDE_X, 80, SIDE_W, 300)]


def card_rect(scene, cid) -> pygame.Rect | None:
    """The part of a card of the hand that shows (the cards overlap in a fan)."""
    _, cards = scene.strip()
    rects = scene.card_rects(cards)
    for i, (card, rect) in enumerate(zip(cards, rects)):
        if card == cid:
            visible = pygame.Rect(rect)
            if i + 1 < len(rects) and rects[i + 1].left < visible.right:
                visible.width = rects[i + 1].left - visible.left
            return visible
    return None


def target(scene, action) -> dict | None:
    kind = action[0]
    if len(action) == 2 and type(action[1]) is int and kind not in ("aid", "sotw"):
        rect = card_rect(scene, action[1])
        if rect is not None:
            return {"rect": rect}
    if kind in PATTERNS and len(action) == 4:
        r, c, rot = action[1], action[2], action[3]
        shape = scene.shape(rot)
        glow = [square_rect(r + dr, c + dc) for dr, dc, _ in shape]
        if scene.current_rot() != rot:
            return {"button": ("fire_tower.tutorial.turn", lambda: scene.rotate(1)), "glow": glow}
        h = max((dr for dr, _, _ in shape), default=0) + 1
        w = max((dc for _, dc, _ in shape), default=0) + 1
        return {"rect": square_rect(r + (h - 1) // 2, c + (w - 1) // 2), "glow": glow}
    if len(action) == 3 and type(action[1]) is int and type(action[2]) is int:
        return {"rect": square_rect(action[1], action[2])}
    button = scene.hint_button_for(tuple(action))
    if button is not None:
        return {"rect": button.rect}
    return None

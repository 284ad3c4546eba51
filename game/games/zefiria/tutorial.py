"""Where Zefiria's lesson points (game/ui/tutorial.py): the screen place to click now
for an action, read from the board scene (its cells, slots, pawns and buttons)."""
from __future__ import annotations

import pygame

from .scene import SIDE_W, SIDE_X

PAWN = 56           # the clickable square round a pawn
#: the lesson's steps --smoke --shots captures: (step, language or None, a refusal shown)
SHOTS = [(0, None, False), (1, None, False), (4, None, False), (5, None, False), (5, None, False, 1), (6, "es", False),
         (7, None, True), (7, None, False, 1), (8, None, False), (9, "es", False), (12, None, False)]


def panel_spots(scene) -> list:
    """Over the storm panel and the log, right of the board; else over the board's top."""
    return [pygame.Rect(SIDE_X, 336, SIDE_W, 334), pygame.Rect(SIDE_X, 76, SIDE_W, 334)]


def pawn_rect(scene, spirit) -> pygame.Rect:
    rect = pygame.Rect(0, 0, PAWN, PAWN)
    rect.center = scene.pawn_centre(scene.state.pos[spirit])
    return rect


def target(scene, action) -> dict | None:
    s = scene.state
    kind = action[0]
    if kind in ("place", "skyron"):
        return {"rect": scene.cells[action[1]]}
    if kind == "exit":
        return {"rect": scene.slots[action[1]]}
    if kind in ("first", "sleep"):
        for button in scene.choice_buttons.buttons:
            if getattr(button, "action", None) == tuple(action):
                return {"rect": button.rect}
        return {"rect": pawn_rect(scene, action[1])}
    if kind == "end":
        return {"rect": scene.end_button.rect}
    if kind == "spend":
        return {"rect": scene.spend_button.rect}
    if kind == "retrieve":
        return {"rect": scene.gem_rect(action[1])}
    if kind == "fly":
        where = s.pos[s.active]
        if scene.selected_fly:
            return {"rect": scene.place_rect(action[1]), "then": True}
        if isinstance(where, str):          # Austro on the edge: his slot selects him
            return {"rect": scene.slots[where]}
        if s.active == "skyron":            # Skyron: a click on his island selects him
            return {"rect": scene.cells[where]}
        return {"rect": pawn_rect(scene, s.active), "drag_to": None}
    if kind == "breeze":
        a, b = action[1], action[2]
        # Start from the island no pawn of the acting spirit stands on (a click there
        # would select the spirit instead).
        if s.pos.get(s.active) == a:
            a, b = b, a
        if scene.picked == a:
            return {"rect": scene.cells[b], "then": True}
        return {"rect": scene.cells[a], "drag_to": scene.cells[b]}
    return None

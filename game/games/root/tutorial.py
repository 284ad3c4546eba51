"""Where Root's lesson points (game/ui/tutorial.py): the clearing, card or button for an
action, read from the board scene (its clearing centres, hand and supporter cards,
choice buttons). A clearing that offers several things opens a chooser: the lesson then
points at the chooser's button; a move is a press on its clearing of origin (or "Move
warriors from here"), then its destination, then − or + to its count and Confirm; a craft
with several ways to pay points at the pieces on the map, one by one."""
from __future__ import annotations

import pygame

from .layout import BOARD, SIDE
from .describe import MOVE_KINDS
from .scene import card_of, clearing_of

#: the lesson's steps --smoke --shots captures: (step, language or None, a refusal shown,
#: clicks on the target first)
SHOTS = [(0, None, False), (2, None, False), (4, "es", False), (6, None, False), (7, None, False),
         (8, None, False, 1), (11, None, False, 1), (13, "es", False), (16, None, False, 1),
         (18, None, False, 1), (19, "es", False), (20, None, False)]
PANEL_H = 290          # the said line, the step, "then" and a refusal, clear of the buttons
PANEL_MIN = 230        # as short as it gets beside the choices (its text shrinks to fit)


def panel_spots(scene) -> list:
    """Under the choices, over the log; while the Marquise plays (and just before), over
    the Alliance's own board instead, so her moves are read in the log as they come; else
    over the map's corners. The panel covers no button the player sees (under a long list
    of choices it is shorter, down to PANEL_MIN, then goes onto the map) and does not jump
    onto the map over where the pointer rests (the clearing just clicked, its tooltip)."""
    lesson = scene.tutorial
    w, h = 470, 242
    corners = [pygame.Rect(BOARD.x + 8, BOARD.bottom - h - 8, w, h), pygame.Rect(BOARD.x + 8, BOARD.y + 8, w, h),
               pygame.Rect(BOARD.right - w - 8, BOARD.y + 8, w, h),
               pygame.Rect(BOARD.right - w - 8, BOARD.bottom - h - 8, w, h)]
    if scene.is_bot_turn() or (lesson is not None and lesson.step_kind() == "auto"):
        own = scene.faction_box("alliance")         # and the choice box under it, empty now
        spots = [pygame.Rect(SIDE.x, own.y, SIDE.w, scene.choice_box().bottom - own.y)]
    else:
        top = max([SIDE.bottom - PANEL_H] +
                  [b.rect.bottom + 8 for b in scene.choice_buttons.buttons if b.visible])
        spots = [pygame.Rect(SIDE.x, top, SIDE.w, SIDE.bottom - top)] if SIDE.bottom - top >= PANEL_MIN else []
    controls = [b.rect for row in (scene.buttons, scene.mode_buttons, scene.choice_buttons)
                for b in row.buttons if b.visible]
    spots = [s for s in spots if s.collidelist(controls) < 0]
    pointer = scene.hover
    if pointer is not None and BOARD.collidepoint(pointer) and \
            not (lesson is not None and lesson.panel_rect in corners and lesson.panel_rect.collidepoint(pointer)):
        corners = [c for c in corners if not c.collidepoint(pointer)] + [c for c in corners if c.collidepoint(pointer)]
    return spots + corners


def watched(step) -> bool:
    """The Marquise's turn is watched step by step, at the computer's pace, with its log."""
    return step.kind == "auto" and all(a == ("bot_step",) for a in step.actions)


def allowed(scene) -> list:
    """Always clickable in the lesson: Rules and Menu (not Undo), the faction board's
    buttons (they only narrow what is lit: Train before the card is as good as after) and
    Back (it only closes a question)."""
    from game.ui.tutorial import _is_undo
    return [b.rect for b in scene.buttons.buttons if not _is_undo(scene, b)] + \
        [b.rect for b in scene.mode_buttons.buttons] + \
        [b.rect for b, a in scene.choice_actions if a == ("back",)]


def button_for(scene, action) -> pygame.Rect | None:
    for button, a in scene.choice_actions:
        if tuple(a) == tuple(action) and button.visible:
            return pygame.Rect(button.rect)
    return None


def card_rect(scene, card) -> pygame.Rect | None:
    """The visible part of a hand or supporter card (the cards overlap when there are many)."""
    for rects, cards in ((scene.hand_rects(), scene.hand()), (scene.supporter_rects(), scene.supporters())):
        for i, (rect, cid) in enumerate(zip(rects, cards)):
            if cid == card:
                rect = pygame.Rect(rect)
                nxt = rects[i + 1] if i + 1 < len(rects) else None
                if nxt is not None and nxt.y == rect.y and rect.x < nxt.x < rect.right:
                    rect.width = nxt.x - rect.x
                return rect
    return None


def target(scene, action) -> dict | None:
    action = tuple(action)
    if scene.pending and action[0] in MOVE_KINDS:      # a move waiting for its count: −/+, then Confirm
        if scene.count == action[3]:
            rect = button_for(scene, ("confirm_move", scene.count))
        else:
            rect = button_for(scene, ("fewer",) if scene.count > action[3] else ("more",))
        if rect is not None:
            return {"rect": rect, "then": True}
    if scene.crafting and action[0] == "craft":        # a craft paid on the map: the next piece
        left = str(action[2]).split("+")
        for c in scene.crafting["picked"]:
            suit = scene.cfg.clearings[c]["suit"]
            if suit in left:
                left.remove(suit)
        for c in sorted(scene.craft_sources()):
            if scene.cfg.clearings[c]["suit"] in left:
                return {"rect": scene.clearing_box(c), "then": True}
    if scene.chooser:                           # a chooser is open: its button
        rect = button_for(scene, action)
        if rect is not None:
            return {"rect": rect, "then": True}
        if action[0] in MOVE_KINDS:
            rect = button_for(scene, ("from_here", action[1]))
            if rect is not None:
                return {"rect": rect, "then": True}
    if action[0] in MOVE_KINDS:
        if scene.source == action[1]:
            return {"rect": scene.clearing_box(action[2]), "then": True}
        return {"rect": scene.clearing_box(action[1]), "glow": [scene.clearing_box(action[2])]}
    if action[0] == "recruit" and len(action) == 1:
        for button, mode in scene.mode_actions:
            if mode == "recruit":
                return {"rect": pygame.Rect(button.rect)}
    c = clearing_of(action)
    if c is not None and action[0] != "overwork":
        return {"rect": scene.clearing_box(c)}
    card = card_of(action)
    if card is not None:
        rect = card_rect(scene, card)
        if rect is not None:
            return {"rect": rect}
    rect = button_for(scene, action)
    if rect is not None:
        return {"rect": rect}
    return None


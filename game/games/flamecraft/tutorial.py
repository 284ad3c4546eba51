"""Where Flamecraft's lesson points (game/ui/tutorial.py): the shop, slot, card or button
for an action, read from the board scene (its town spaces, hand, row and choice buttons).
An artisan is placed by clicking it and then its slot (or by a drag); an enchantment by
clicking it in the row (or dragging it onto your shop) and then the payment panel's Cast."""
from __future__ import annotations

import pygame

from .layout import BOARD, SIDE, slot_rects

#: the lesson's steps --smoke --shots captures: (step, language or None, a refusal shown,
#: clicks on the target first)
SHOTS = [(0, None, False), (1, None, False), (3, "es", False), (4, None, False), (4, None, False, 1),
         (5, None, False), (7, None, False), (8, None, False), (9, "es", False), (10, None, False),
         (10, None, False, 1), (12, None, True), (13, "es", False)]
MIN_PANEL_H = 290


def panel_spots(scene) -> list:
    """Under the choices, over the log; else over the town's lower left or upper left."""
    top = scene.choice_box().bottom + 8
    side = pygame.Rect(SIDE.x, top, SIDE.w, SIDE.bottom - top)
    if side.height < MIN_PANEL_H:
        side = pygame.Rect(SIDE.x, SIDE.bottom - MIN_PANEL_H, SIDE.w, MIN_PANEL_H)
    return [side, pygame.Rect(BOARD.x + 8, BOARD.bottom - 250, 470, 242),
            pygame.Rect(BOARD.x + 8, BOARD.y + 8, 470, 242),
            pygame.Rect(BOARD.right - 478, BOARD.bottom - 250, 470, 242)]


def watched(step) -> bool:
    """The opponent's turn (an auto step of several moves) is watched move by move, at the
    computer's pace, as Root's lesson does: not all at once."""
    return step.kind == "auto" and len(step.actions) > 1


def hand_card(scene, cid) -> pygame.Rect | None:
    """The part of a hand card that shows (the cards overlap when there are many)."""
    hand = scene.hand()
    rects = scene.hand_card_rects()
    if cid not in hand:
        return None
    i = hand.index(cid)
    rect = pygame.Rect(rects[i])
    if i + 1 < len(rects) and rects[i + 1].left < rect.right:
        rect.width = rects[i + 1].left - rect.left
    return rect


def button_for(scene, action) -> pygame.Rect | None:
    for button, a in scene.choice_actions:
        if tuple(a) == tuple(action) and button.visible:
            return button.rect
    return None


def target(scene, action) -> dict | None:
    kind = action[0]
    if kind == "move":              # click the shop, or drag the token there
        me = scene.state.current_player
        token = scene.token_rects().get(me) or scene.row_token_rect(me)
        return {"rect": scene.space_rects[action[1]], "also": [token]}
    if kind == "place":
        cid, space, slot = action[1], action[2], action[3]
        spot = slot_rects(scene.space_rects[space])[slot]
        if scene.selected == ("artisan", cid):
            return {"rect": spot, "then": True}
        card = hand_card(scene, cid)
        return {"rect": card, "drag_to": spot} if card is not None else {"rect": spot}
    if kind == "enchant":
        if scene.paying is not None and scene.paying.card == action[1]:
            rect = button_for(scene, action)
            if rect is not None:
                return {"rect": rect, "then": True}
        card = scene.row_rect(action[1])
        if card is not None:
            here = scene.tokens()[scene.state.current_player]
            button = button_for(scene, ("enchant", action[1], -1))        # its Enchant button does the same
            return {"rect": card,
                    "drag_to": scene.space_rects[here] if here is not None else None,
                    "also": [button] if button is not None else []}
    if kind in ("keep_fancy", "bottom_fancy"):        # the card itself, in your Fancy dragons (or its button)
        for rect, (fid, _) in zip(scene.fancy_rects(), scene.fancy_cards()):
            if fid == action[1]:
                button = button_for(scene, action)
                return {"rect": rect, "also": [button] if button is not None else []}
    rect = button_for(scene, action)
    if rect is not None:
        # the same good also shows as a chip on the board beside your shop
        chips = [chip for chip, a, _ in scene.board_chips() if tuple(a) == tuple(action)]
        return {"rect": rect, "also": chips}
    found = scene.hint_targets(tuple(action))
    if found:
        return {"rect": found[0]}
    return None

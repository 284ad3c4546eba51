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


def panel_spots(scene) -> list:
    """Under the choices, over the log; while the Marquise plays (and just before), over
    the Alliance's own board instead, so her moves are read in the log as they come; else
    over the map's corners."""
    top = scene.choice_box().bottom + 8
    side = pygame.Rect(SIDE.x, top, SIDE.w, SIDE.bottom - top)
    if side.height < PANEL_H:
        side = pygame.Rect(SIDE.x, SIDE.bottom - PANEL_H, SIDE.w, PANEL_H)
    w, h = 470, 242
    corners = [pygame.Rect(BOARD.x + 8, BOARD.bottom - h - 8, w, h), pygame.Rect(BOARD.x + 8, BOARD.y + 8, w, h),
               pygame.Rect(BOARD.right - w - 8, BOARD.y + 8, w, h),
               pygame.Rect(BOARD.right - w - 8, BOARD.bottom - h - 8, w, h)]
    lesson = scene.tutorial
    if scene.is_bot_turn() or (lesson is not None and lesson.step_kind() == "auto"):
        own = scene.faction_box("alliance")         # and the choice box under it, empty now
        return [pygame.Rect(SIDE.x, own.y, SIDE.w, scene.choice_box().bottom - own.y)] + corners
    return [side] + corners


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


# ------------------------------------------------------------ a lesson keyed on the position
#: in data/root/tutorial.yaml: ("bot_turn",) stands for the Clockwork turn, as many
#: ("bot_step",) as it takes; "?" in an action for the value the position gives
ANY = "?"
BOT_TURN = ("bot_turn",)


def _prefer(state, action):
    """The order among the legal actions that fit a step with "?" (smallest first): the
    lesson's board facts, not a replayed bot line. Battle and move: where the Alliance is
    strongest, all the warriors that may go; spend: a bird card last (it is wild); train:
    a bird card first (the lesson's text shows it); otherwise clearing priority."""
    kind = action[0]
    if kind == "battle":
        return (-state.cl(action[1])["warriors"]["alliance"], action[1])
    if kind in ("move", "march"):
        return (-action[3], action[1], action[2])
    if kind == "train":                 # the lesson shows the bird card matching any base
        return (state.cfg.cards[action[1]]["suit"] != "bird", action[1])
    if kind in ("spend", "mobilize"):
        return (state.cfg.cards[action[1]]["suit"] == "bird", action[1])
    return tuple(x if type(x) is int else 0 for x in action[1:])


def resolve_actions(setup, seed, steps) -> list:
    """Each step's actions made exact by playing the lesson from its deal: ("bot_turn",)
    becomes the bot's steps until a person decides; an action with "?" becomes the
    preferred legal action that agrees with its other values. Raises ValueError when no
    legal action fits (the lesson no longer matches the game)."""
    from game.core.match import Match
    from . import rules
    match = Match("root", rules, setup, seed)
    out = []
    for step in steps:
        exact = []
        for action in step:
            action = tuple(action)
            if action == BOT_TURN:
                while match.state.legal_actions() == [("bot_step",)]:
                    exact.append(("bot_step",))
                    match.apply(("bot_step",))
                continue
            if ANY in action:
                fits = [a for a in match.state.legal_actions() if len(a) == len(action) and
                        all(x == ANY or x == y for x, y in zip(action, a))]
                if not fits:
                    raise ValueError(f"no legal action fits {list(action)}")
                action = min(fits, key=lambda a: _prefer(match.state, a))
            elif action not in match.state.legal_actions():
                raise ValueError(f"{list(action)} is not legal there")
            exact.append(action)
            match.apply(action)
        out.append(exact)
    return out


def resolve_steps(lesson) -> None:
    """game/ui/tutorial.py's hook after loading the lesson: its steps' actions made exact."""
    exact = resolve_actions(lesson.setup, lesson.seed, [step.actions for step in lesson.steps])
    for step, actions in zip(lesson.steps, exact):
        step.actions = actions

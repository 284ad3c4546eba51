"""Flamecraft's board screen: the town, the players' supplies and hands, played with the
mouse by 1-5 people or computer seats.

The scene knows no rule: what is lit, what can be dragged and every button come from the
state's legal_actions() for the pending decision (docs/flamecraft_engine.md), every
refusal from the engine's IllegalAction, asked of a copy of the position. Only the hand
and hidden Fancy dragons of the seat at the screen are drawn.

Input and animation live here; the drawing in scene_draw.py, sizes and places in
layout.py, words in describe.py.
"""
from __future__ import annotations

import pygame

from game.core.data import DATA_DIR
from game.core.protocol import IllegalAction
from game.ui.pass_and_play import PassAndPlayScene
from game.ui.tween import Timeline, Tween
from game.ui.widgets import Button, ButtonRow, Tooltip

from . import describe as words
from .handover import HandOverScene
from .layout import (BACKGROUND, BOARD, BOTTOM, FANCY_CARD, HAND_CARD, REFUSAL_SECONDS, SIDE, TOP_BUTTONS_X,
                     TRACK_BAND, fit, hand_rects, object_order, scaled, slot_rects, track_cells)
from .scene_cards import cards
from .scene_draw import BoardDrawing

BOARD_KINDS = ("move", "place", "site", "fire", "swap")      # actions chosen on the town
CARD_KINDS = ("draw", "fire_card", "bottom", "reserve")       # a card clicked (hand, Park, row)
PRIMARY = ("end_turn", "gather")

# What the town shows of each event the rules emit, by type (None: nothing moves; the log
# line and the panels say it). tests/ui/test_event_tables.py checks that every type the
# rules build is here.
EVENT_ANIMATIONS = {
    "move": lambda scene, e: scene.fly_token(e),
    "place": lambda scene, e: scene.animate_settle(e.get("space"), e.get("slot")),
    **dict.fromkeys(("ability", "bottom", "discard", "draw_artisan", "draw_fancy", "enchant", "end_trigger",
                     "final_scoring", "fire", "gain", "game_over", "gift", "keep_fancy", "limit", "park_swap",
                     "pay", "refill", "reputation", "reserve", "reveal_fancy", "shop_drawn", "shop_revealed",
                     "swap", "turn"), None),
}


class FlamecraftScene(BoardDrawing, PassAndPlayScene):
    name = "flamecraft"
    game_key = "flamecraft"
    background = BACKGROUND
    hint_rect = (818, 6, 108, 28)           # GameScene's Hint button, in the top bar
    hint_note_rect = (420, 2, 390, 32)      # the hint's reason beside the title
    handover_scene = HandOverScene
    refusal_seconds = REFUSAL_SECONDS

    def __init__(self, app, match, replay_actions=None, on_finish=None):
        super().__init__(app, match, replay_actions, on_finish)
        self.cards = cards()
        self.load_town()
        self.timeline = Timeline()
        self.drag: dict | None = None          # {"kind", "id", "start", "pos", "moved"}
        self.selected: tuple | None = None     # ("token",) or ("artisan", id): clicked, not dragged
        self.sets_for: str | None = None       # an enchantment whose number of sets is asked
        self.gift_seat: int | None = None      # a gift for reputation: the receiver picked first
        self._choice_h = 64
        self.hover = None                       # the mouse, for highlights and drop previews
        self.tip = Tooltip()                    # when the mouse has rested long enough to explain
        self.hinted = None                     # the computer's suggestion shown on the board
        self.viewer: int | None = None
        if self.humans() <= 1 or self.replay is not None:
            human = [i for i, p in enumerate(self.state.players) if p.get("kind") != "bot"]
            self.viewer = human[0] if human else None
        self.refusal, self.refusal_left, self.refusal_at = "", 0.0, None
        self.flying: dict | None = None        # a token on its way: {"seat", "pos"}
        self.settling: dict | None = None      # a card landing in a slot: {"space", "slot", "f"}
        self.last_move: dict = {}
        self._shown_tokens = self.tokens()
        self._ui_key = None
        self._reasons: dict = {}
        x = TOP_BUTTONS_X
        self.buttons = ButtonRow(self.game_buttons((x, 6, 104, 28), 8, 20,
                                                   lambda: self.match.can_undo and self.my_turn()))
        self.choice_buttons = ButtonRow()
        self.choice_actions: list = []          # (button, action) of the choice area
        self.add_log(self.t("flamecraft.log.start"))
        self.rebuild_log()
        self.refresh()

    # ------------------------------------------------------------ the town map
    def load_town(self):
        from game.ui.tilemap import TileBoard
        board = TileBoard(DATA_DIR / "flamecraft" / "town.tmx",
                          required_layers=[("spaces", [f"space_{i}" for i in range(14)])])
        size, objects = board.size, board.objects
        scale, rect = fit(size, BOARD)
        self.board_rect = rect
        self.backdrop = pygame.Surface(rect.size)
        self.backdrop.fill(BACKGROUND)
        self.backdrop.blit(pygame.transform.smoothscale(board.surface, rect.size), (0, 0))
        self.backdrop = self.backdrop.convert()

        def group(name):
            found = objects.get(name, {})
            return [scaled(found[k], scale, rect.topleft) for k in sorted(found, key=object_order)]

        self.space_rects = group("spaces")
        self.park_rects = group("park")
        self.row_rects = group("row")
        track = objects.get("track", {})
        if len(track) == 1:         # one band round the map: cut into squares
            band = next(iter(track.values()))
            self.track_rects = [scaled(cell, scale, rect.topleft) for cell in track_cells(band, TRACK_BAND)]
        else:
            self.track_rects = group("track")
        fountain = group("fountain")
        self.fountain_rect = fountain[0] if fountain else None
        self.extra_spaces = set()
        decks = objects.get("decks", {})
        self.deck_rects = {k: scaled(r, scale, rect.topleft) for k, r in decks.items()}

    # ------------------------------------------------------------ shortcuts
    def snap(self) -> dict:
        return self.query("to_dict")

    def decision(self) -> dict:
        d = getattr(self.state, "decision", None)
        d = d() if callable(d) else d
        return d or {}

    def players(self):
        return self.state.players

    def seat_name(self, seat) -> str:
        return words.seat_name(self.t, self.players(), seat)

    def tokens(self) -> list:
        return [p.get("token") for p in self.snap().get("players", [])]

    # ------------------------------------------------------------ GameScene hooks
    def make_bot(self, seed):
        try:
            from .bot import FlamecraftBot
        except ImportError:
            from game.core.bots import RandomBot
            return RandomBot(seed)
        return FlamecraftBot(seed)

    def describe_event(self, t, state, event):
        return words.describe_event(t, state.to_dict(), state.players, event)

    def describe_events(self, t, state, events):
        snap = state.to_dict()
        return [words.describe_event(t, snap, state.players, e) for e in events]

    def describe_refusal(self, t, err):
        return words.describe_refusal(t, err)

    def after_change(self):
        self.drag = None
        self.selected = None
        self.sets_for = None
        self.gift_seat = None
        self._reasons = {}
        self.refresh()

    def sync_texts(self):
        self.refresh()

    def on_undo(self):
        self.last_move = {}
        self.flying = self.settling = None
        self._shown_tokens = self.tokens()

    def show_hint(self, action, reason) -> None:
        """GameScene's hint: mark the suggested action where it is made (never played)."""
        self.hinted = action

    def can_hint(self) -> bool:
        return super().can_hint() and self.my_turn()

    # ------------------------------------------------------------ what can be done now
    def legal_now(self) -> list:
        return self.query("legal_actions") if self.my_turn() else []

    def options(self) -> dict:
        key = (self.version(), self.my_turn())
        if getattr(self, "_options_key", None) != key:
            opts = {"move": {}, "place": {}, "site": {}, "fire": {}, "swap": {}, "cards": {}, "park_swap": {},
                    "enchant": {}, "reveal": {}, "others": []}
            for a in self.legal_now():
                kind = a[0]
                if kind == "move":
                    opts["move"][a[1]] = a
                elif kind == "place":
                    opts["place"][(a[1], a[2], a[3])] = a
                elif kind == "site":
                    opts["site"][a[1]] = a
                elif kind in ("fire", "swap"):
                    opts[kind][(a[1], a[2])] = a
                elif kind in CARD_KINDS:
                    opts["cards"][(kind, a[1])] = a
                    if kind == "draw" and a[1] == "deck":
                        opts["others"].append(a)
                elif kind == "enchant":
                    opts["enchant"].setdefault(a[1], []).append(a)
                elif kind == "park_swap":
                    opts["park_swap"][(a[1], a[2])] = a
                elif kind == "reveal":
                    opts["reveal"][a[1]] = a
                else:
                    opts["others"].append(a)
            self._options_key, self._options = key, opts
        return self._options

    def reason(self, action) -> str:
        """Why `action` is refused now, in plain words (asked of a copy of the position)."""
        if action in self._reasons:
            return self._reasons[action]
        why = getattr(self.state, "why_illegal", None)
        err = None
        if callable(why):
            err = why(action)
        else:
            try:
                self.state.clone().apply(action)
            except IllegalAction as exc:
                err = exc
        text = words.describe_refusal(self.t, err) if err else ""
        self._reasons[action] = text
        return text

    # ------------------------------------------------------------ prompt and buttons
    def refresh(self):
        s, t = self.state, self.t
        self._ui_key = self.ui_key()
        self.choice_buttons = ButtonRow()
        self.choice_actions = []
        self._choice_h = 64
        snap = self.snap()
        if s.is_over:
            self.say(t("flamecraft.prompt.over"))
            return
        me = self.my_turn() or self.replay is not None
        text = words.prompt(t, snap, self.players(), self.decision(), s.current_player, me)
        if self.sets_for is not None and self.my_turn():
            text = t("flamecraft.prompt.confirm_enchant", card=words.enchantment_name(t, self.sets_for))
        elif self.selected and self.selected[0] == "artisan":
            text = t("flamecraft.prompt.place_selected", card=words.artisan_name(t, self.selected[1]))
        elif self.selected and self.selected[0] == "token":
            text = t("flamecraft.prompt.move_selected")
        self.say(text)
        if not self.my_turn():
            return
        opts = self.options()
        actions = list(opts["others"])
        gifts = [a for a in actions if a[0] == "gift_to"]
        seats = sorted({a[1] for a in gifts})
        if len(seats) > 1:          # whom first, then which good
            rest = [a for a in actions if a[0] != "gift_to"]
            if self.gift_seat in seats:
                actions = [a for a in gifts if a[1] == self.gift_seat] + [("back",)] + rest
            else:
                actions = [("gift_seat", seat) for seat in seats] + rest
        if self.sets_for is not None:       # the cost panel: confirm (or how many sets), or back
            actions = sorted(opts["enchant"].get(self.sets_for, []), key=lambda a: a[2]) + [("back",)]
        else:
            actions += [("enchant", ench, -1) for ench in opts["enchant"]]
        self.layout_choices(actions)

    def layout_choices(self, actions):
        """The decision's buttons in the side panel's choice box, two or three a row."""
        t, snap, players = self.t, self.snap(), self.players()
        box = self.choice_box()
        labels = []
        for a in actions:
            if a[0] == "enchant" and a[2] == -1:
                labels.append(t("flamecraft.ui.enchant_card", card=words.enchantment_name(t, a[1])))
            elif a[0] == "gift_seat":
                labels.append(t("flamecraft.ui.gift_to_seat", name=self.seat_name(a[1])))
            elif a[0] == "back":
                labels.append(t("flamecraft.ui.back"))
            else:
                labels.append(self.choice_label(a))
        fonts = self.app.fonts
        per_row = 1 if any(fonts.font(18).size(label)[0] > box.w // 2 - 24 for label in labels) else 2
        if len(actions) > 8 and per_row == 2:
            per_row = 3
        width = (box.w - 16 - 6 * (per_row - 1)) // per_row
        y0 = box.y + 28
        rows = (len(actions) + per_row - 1) // per_row
        self._choice_h = 34 + rows * 34 + (self.cost_room() if self.my_turn() else 0)
        for i, (a, label) in enumerate(zip(actions, labels)):
            row, col = divmod(i, per_row)
            rect = (box.x + 8 + col * (width + 6), y0 + row * 34, width, 30)
            size = 18
            while size > 12 and fonts.font(size).size(label)[0] > width - 10:
                size -= 1
            if a[0] == "enchant" and a[2] == -1:
                handler = (lambda e=a[1]: self.ask_sets(e))
            elif a[0] == "gift_seat":
                handler = (lambda seat=a[1]: self.pick_gift_seat(seat))
            elif a[0] == "back":
                handler = self.back
            else:
                handler = (lambda a=a: self.act(a))
            primary = a[0] in PRIMARY or (a[0] == "enchant" and a[2] != -1)
            button = self.choice_buttons.add(Button(rect, label, handler, size=size, primary=primary))
            self.choice_actions.append((button, a))

    def ui_key(self):
        return (self.version(), self.my_turn(), self.viewer, self.sets_for, self.selected, self.gift_seat)

    def choice_label(self, a) -> str:
        t, snap = self.t, self.snap()
        label = words.action_label(t, snap, self.players(), a)
        if a[0] in ("gift", "gift_to", "return"):
            item = a[-1]
            me = snap["players"][self.state.current_player]
            have = me.get("coins", 0) if item == "coin" else (me.get("goods") or {}).get(item, 0)
            label = f"{label} ({have})"
        return label

    def choice_box(self) -> pygame.Rect:
        top = self.seats_bottom() + 8
        return pygame.Rect(SIDE.x, top, SIDE.w, min(SIDE.bottom - 120 - top, max(64, self._choice_h)))

    def cost_room(self) -> int:
        """Room under the buttons for the cost panel, when an enchantment may be cast or paid."""
        kind = self.decision().get("kind")
        if self.sets_for or kind == "pay" or (kind == "choose" and self.options()["enchant"]):
            return 8 + 18 * 6
        return 0

    def back(self):
        self.gift_seat = None
        self.sets_for = None
        self.refresh()

    def pick_gift_seat(self, seat):
        self.gift_seat = seat
        self.refresh()

    def ask_sets(self, ench):
        self.sets_for = ench
        self.refresh()

    def say(self, text: str, bad: bool = False) -> None:
        super().say(text, bad)
        if bad:
            self.refusal_at = self.hover        # moving the mouse well away clears it

    def clear_refusal(self):
        super().clear_refusal()
        self.refusal_at = None

    # ------------------------------------------------------------ where things are
    def town_size(self) -> int:
        return self.snap().get("town_size") or len(self.snap().get("town") or [])

    def space_at(self, pos):
        if pos is None:
            return None
        for i, rect in enumerate(self.space_rects[:self.town_size()]):
            if rect.collidepoint(pos):
                return i
        return None

    def slot_at(self, pos):
        space = self.space_at(pos)
        if space is None:
            return None
        for i, rect in enumerate(slot_rects(self.space_rects[space])):
            if rect.collidepoint(pos):
                return (space, i)
        return None

    def token_rects(self) -> dict:
        """seat -> the token's rectangle on its shop (a row along the card's top)."""
        out = {}
        by_space: dict = {}
        for seat, space in enumerate(self.tokens()):
            if space is not None and 0 <= space < len(self.space_rects):
                by_space.setdefault(space, []).append(seat)
        for space, seats in by_space.items():
            card = self.space_rects[space]
            size = max(14, min(26, card.h // 4))
            for i, seat in enumerate(seats):
                out[seat] = pygame.Rect(card.right - 4 - (i + 1) * (size + 2), card.y + card.h * 0.3, size, size)
        return out

    def row_token_rect(self, seat) -> pygame.Rect:
        """The token drawn on its player's row: it can be dragged from there too (before
        the first move it is on no shop)."""
        row = self.seat_row(seat)
        return pygame.Rect(row.x + 2, row.y + 1, 26, 26)

    def token_home(self, seat) -> tuple:
        """Where a token waits before its first move: on its player's row."""
        return self.row_token_rect(seat).center

    def hand(self) -> list:
        if self.viewer is None:
            return []
        return list(self.snap()["players"][self.viewer].get("hand") or [])

    def hand_area(self) -> pygame.Rect:
        return pygame.Rect(BOTTOM.x + 8, BOTTOM.y + 24, 424, HAND_CARD[1])

    def hand_card_rects(self) -> list:
        return hand_rects(len(self.hand()), self.hand_area())

    def fancy_cards(self) -> list:
        """(id, revealed) of the viewer's Fancy dragons; the others' revealed ones are public."""
        if self.viewer is None:
            return []
        me = self.snap()["players"][self.viewer]
        offered = []
        d = self.decision()
        if d.get("kind") == "keep_fancy" and self.state.current_player == self.viewer:
            offered = [(f, None) for f in dict.fromkeys(d.get("options") or [])]     # to keep one
        return offered + [(f, False) for f in me.get("fancy_hidden") or []] + \
            [(f, True) for f in me.get("fancy_revealed") or []]

    def fancy_area(self) -> pygame.Rect:
        return pygame.Rect(BOTTOM.x + 446, BOTTOM.y + 24, BOTTOM.right - BOTTOM.x - 454, FANCY_CARD[1])

    def fancy_rects(self) -> list:
        return hand_rects(len(self.fancy_cards()), self.fancy_area(), FANCY_CARD)

    def reveal_button_rect(self, rect) -> pygame.Rect:
        return pygame.Rect(rect.x + 2, rect.bottom - 24, rect.w - 4, 22)

    def card_at(self, pos):
        """(where, id) of the card under the mouse: hand, park, row or fancy (topmost first)."""
        if pos is None:
            return None
        hand = self.hand()
        for rect, cid in reversed(list(zip(self.hand_card_rects(), hand))):
            if rect.collidepoint(pos):
                return ("hand", cid)
        park = self.snap().get("park") or []
        for rect, cid in zip(self.park_rects, park):
            if rect.collidepoint(pos):
                return ("park", cid)
        row = self.snap().get("row") or []
        for rect, cid in zip(self.row_rects, row):
            if rect.collidepoint(pos):
                return ("row", cid)
        for rect, (fid, _) in reversed(list(zip(self.fancy_rects(), self.fancy_cards()))):
            if rect.collidepoint(pos):
                return ("fancy", fid)
        return None

    # ------------------------------------------------------------ input
    def handle_game(self, event):
        self.tip.handle(event)
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)
            return
        if self.buttons.handle(event) or self.choice_buttons.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            if self.refusal and self.refusal_at is not None and \
                    abs(event.pos[0] - self.refusal_at[0]) + abs(event.pos[1] - self.refusal_at[1]) > 60:
                self.clear_refusal()
            if self.drag:
                self.drag["pos"] = event.pos
                start = self.drag["start"]
                if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > 4:
                    self.drag["moved"] = True
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.drag:
                self.drop(event.pos)
            return
        if event.type != pygame.MOUSEBUTTONDOWN:
            return
        if self.timeline.busy:
            self.timeline.finish_all()
            return
        if not self.my_turn():
            return
        self.hover = event.pos
        if event.button == 3:
            self.cancel()
            return
        if event.button == 1:
            self.press(event.pos)

    def handle_key(self, event):
        if event.key == pygame.K_F1:
            self.open_rules()
        elif event.key == pygame.K_ESCAPE:
            if self.drag or self.selected or self.sets_for:
                self.cancel()
            else:
                self.open_menu()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            if self.match.can_undo and self.my_turn():
                self.undo()

    def cancel(self):
        self.drag = None
        self.selected = None
        self.sets_for = None
        self.refresh()

    def board_chips(self) -> list:
        """(rect, action, item) of the goods to pick shown on the board beside your shop
        (take, give back, gift): the same choices as the buttons, where the ability acts."""
        if not self.my_turn():
            return []
        picks = [(button, a) for button, a in self.choice_actions
                 if a[0] in ("take", "return", "gift") or (a[0] == "gift_to" and self.gift_seat == a[1])]
        if not picks:
            return []
        here = self.tokens()[self.state.current_player]
        anchor = self.space_rects[here] if here is not None and here < len(self.space_rects) else \
            pygame.Rect(self.board_rect.centerx - 60, self.board_rect.centery - 40, 120, 80)
        size, gap = 40, 6
        width = len(picks) * (size + gap) - gap
        row = pygame.Rect(0, 0, width, size)
        row.midtop = (anchor.centerx, anchor.bottom + 8)
        if row.bottom > self.board_rect.bottom - 4:
            row.midbottom = (anchor.centerx, anchor.y - 8)
        row.clamp_ip(self.board_rect.inflate(-26, -26))
        return [(pygame.Rect(row.x + i * (size + gap), row.y, size, size), a, a[-1]) for i, (_, a) in enumerate(picks)]

    def press(self, pos):
        for rect, action, _ in self.board_chips():
            if rect.collidepoint(pos):
                self.act(action)
                return
        opts = self.options()
        # Reveal buttons under met Sun dragons.
        for rect, (fid, revealed) in zip(self.fancy_rects(), self.fancy_cards()):
            if fid in opts["reveal"] and self.reveal_button_rect(rect).collidepoint(pos):
                self.act(opts["reveal"][fid])
                return
        # Your own token: drag it (or click it, then a shop).
        me = self.state.current_player
        token = self.token_rects().get(me)
        if opts["move"] and ((token is not None and token.collidepoint(pos))
                             or self.row_token_rect(me).collidepoint(pos)):
            self.drag = {"kind": "token", "id": me, "start": pos, "pos": pos, "moved": False}
            return
        card = self.card_at(pos)
        if card is not None and self.press_card(card, pos):
            return
        if self.selected and self.selected[0] == "artisan":
            slot = self.slot_at(pos)
            if slot is not None:
                self.try_place(self.selected[1], slot)
                return
        self.click_town(pos)

    def press_card(self, card, pos) -> bool:
        where, cid = card
        opts = self.options()
        if where == "hand":
            if any(k[0] == cid for k in opts["place"]) or any(k[0] == cid for k in opts["park_swap"]):
                self.drag = {"kind": "artisan", "id": cid, "start": pos, "pos": pos, "moved": False}
                return True
            for kind in ("fire_card", "bottom"):
                if (kind, cid) in opts["cards"]:
                    self.act(opts["cards"][(kind, cid)])
                    return True
            if opts["place"]:
                self.refuse(self.t("flamecraft.illegal.no_matching_slot", card=words.artisan_name(self.t, cid)))
                return True
            self.refuse(self.t("flamecraft.illegal.wrong_step"))
            return True
        if where == "park":
            if self.selected and self.selected[0] == "artisan" and (self.selected[1], cid) in opts["park_swap"]:
                self.act(opts["park_swap"][(self.selected[1], cid)])
                return True
            for kind in ("draw", "fire_card"):
                if (kind, cid) in opts["cards"]:
                    self.act(opts["cards"][(kind, cid)])
                    return True
            return False
        if where == "row":
            if cid in opts["enchant"] or self.enchant_spaces(cid):
                self.drag = {"kind": "enchant", "id": cid, "start": pos, "pos": pos, "moved": False}
                return True
            if ("reserve", cid) in opts["cards"]:
                self.act(opts["cards"][("reserve", cid)])
                return True
            if self.decision().get("kind") in ("choose", "gather", "enchant"):
                self.refuse(self.reason(("enchant", cid, 0)))
                return True
            return False
        if where == "fancy":
            for a in opts["others"]:
                if a[0] in ("bottom_fancy", "keep_fancy") and a[1] == cid:
                    self.act(a)
                    return True
        return False

    def click_town(self, pos):
        opts = self.options()
        slot = self.slot_at(pos)
        if slot is not None:
            for kind in ("fire", "swap"):
                if slot in opts[kind]:
                    self.act(opts[kind][slot])
                    return
        space = self.space_at(pos)
        if space is None:
            return
        if not (opts["move"] or opts["site"] or opts["fire"] or opts["swap"] or opts["place"]):
            self.refuse(self.t("flamecraft.illegal.wrong_step"))
            return
        if space in opts["site"]:
            self.act(opts["site"][space])
            return
        if space in opts["move"]:
            self.fly_to(space)
            return
        if opts["move"]:
            self.refuse(self.reason(("move", space)))
        elif opts["site"]:
            self.refuse(self.reason(("site", space)))
        elif slot is not None and (opts["fire"] or opts["swap"]):
            kind = "fire" if opts["fire"] else "swap"
            self.refuse(self.reason((kind,) + slot))

    def fly_to(self, space):
        self.act(self.options()["move"][space])

    def drop(self, pos):
        drag, self.drag = self.drag, None
        if not self.my_turn():
            return
        kind = drag["kind"]
        if not drag["moved"]:
            if kind == "token":
                self.selected = ("token",)
            elif kind == "artisan":
                self.selected = ("artisan", drag["id"])
            elif kind == "enchant":
                self.enchant_here(drag["id"])
                return
            self.refresh()
            return
        if kind == "token":
            space = self.space_at(pos)
            if space is None:
                return
            if space in self.options()["move"]:
                self.fly_to(space)
            else:
                self.refuse(self.reason(("move", space)))
        elif kind == "artisan":
            card = self.card_at(pos)
            if card is not None and card[0] == "park" and self.options()["park_swap"]:
                action = self.options()["park_swap"].get((drag["id"], card[1]))
                if action is not None:
                    self.act(action)
                return
            slot = self.slot_at(pos)
            if slot is not None:
                self.try_place(drag["id"], slot)
            elif self.space_at(pos) is not None:
                self.refuse(self.t("flamecraft.illegal.drop_on_slot"))
        elif kind == "enchant":
            space = self.space_at(pos)
            if space is None:
                return
            if space in self.enchant_spaces(drag["id"]):
                self.enchant_here(drag["id"])
            else:
                here = self.tokens()[self.state.current_player]
                if space != here:
                    self.refuse(self.t("flamecraft.illegal.enchant_where_you_are"))
                else:
                    self.refuse(self.reason(("enchant", drag["id"], 0)))

    def enchant_spaces(self, ench) -> set:
        """The shops an enchantment dragged from the row may go on now: the one your token
        is on, when casting it there is legal."""
        if ench not in self.options()["enchant"]:
            return set()
        here = self.tokens()[self.state.current_player]
        return {here} if here is not None else set()

    def enchant_here(self, ench):
        choices = self.options()["enchant"].get(ench, [])
        if not choices:
            self.refuse(self.reason(("enchant", ench, 0)))
        else:
            self.ask_sets(ench)         # the cost panel asks to confirm

    def try_place(self, cid, slot):
        action = self.options()["place"].get((cid, slot[0], slot[1]))
        if action is not None:
            self.act(action)
        else:
            self.refuse(self.reason(("place", cid, slot[0], slot[1])))

    # ------------------------------------------------------------ previews
    def move_gifts(self, space) -> list:
        """The seats whose tokens stand on `space` (each is owed a gift if you go there)."""
        me = self.state.current_player
        return [seat for seat, s in enumerate(self.tokens()) if s == space and seat != me]

    def lit_slots(self) -> dict:
        """(space, slot) -> reward text of the slots the held or selected artisan fits."""
        cid = None
        if self.drag and self.drag["kind"] == "artisan":
            cid = self.drag["id"]
        elif self.selected and self.selected[0] == "artisan":
            cid = self.selected[1]
        if cid is None:
            return {}
        out = {}
        for (c, space, slot) in self.options()["place"]:
            if c == cid:
                out[(space, slot)] = True
        return out

    # ------------------------------------------------------------ animation
    def play_action(self, action) -> bool:
        self._shown_tokens = self.tokens()
        return super().play_action(action)

    def play_events(self, events):
        super().play_events(events)
        self.note_last_move(events)
        for event in events:
            show = EVENT_ANIMATIONS.get(event["type"])
            if show is not None:
                show(self, event)
        self._shown_tokens = self.tokens()

    def fly_token(self, event):
        """A dragon token flies from where it was shown before the action to its shop."""
        before = self._shown_tokens
        seat = event.get("seat", self.state.current_player)
        old = before[seat] if seat < len(before) else None
        self.animate_token(seat, old, event.get("space", event.get("to")))

    def note_last_move(self, events):
        spaces, slots, seats = set(), set(), set()
        park = row = False
        for e in events:
            kind = e.get("type")
            if kind in ("move", "enchant", "shop_drawn", "shop_revealed") and type(e.get("space", e.get("to"))) is int:
                spaces.add(e.get("space", e.get("to")))
            if kind in ("place", "fire", "swap") and type(e.get("space")) is int:
                slots.add((e.get("space"), e.get("slot")))
            if kind == "swap":
                for key in ("a", "b"):
                    where = e.get(key)
                    if isinstance(where, (list, tuple)) and len(where) == 2:
                        slots.add((where[0], where[1]))
            if kind in ("gain", "gift", "pay", "reputation", "limit") and type(e.get("seat")) is int:
                seats.add(e["seat"])
            if kind == "gift" and type(e.get("to")) is int:
                seats.add(e["to"])
            if kind == "draw_artisan" or kind == "refill":
                park = True
            if kind in ("enchant", "refill", "reserve"):
                row = True
        if spaces or slots or seats or park or row:
            self.last_move = {"spaces": spaces, "slots": slots, "seats": seats, "park": park, "row": row}

    def space_centre(self, space):
        if space is None or not 0 <= space < len(self.space_rects):
            return None
        card = self.space_rects[space]
        return (card.right - 16, card.y + int(card.h * 0.3) + 10)

    def animate_token(self, seat, old, new):
        seconds = self.app.anim(0.45)
        start = self.space_centre(old) or self.token_home(seat)
        end = self.space_centre(new)
        if seconds <= 0 or end is None:
            return

        def fly(f):
            self.flying = {"seat": seat, "pos": (start[0] + (end[0] - start[0]) * f,
                                                 start[1] + (end[1] - start[1]) * f - 40 * f * (1 - f) * 4)}

        self.timeline.add(Tween(seconds, fly, lambda: setattr(self, "flying", None)))

    def animate_settle(self, space, slot):
        seconds = self.app.anim(0.35)
        if seconds <= 0 or type(space) is not int:
            return

        def settle(f):
            self.settling = {"space": space, "slot": slot, "f": f}

        self.timeline.add(Tween(seconds, settle, lambda: setattr(self, "settling", None)))

    # ------------------------------------------------------------ frame
    def reveal(self, seat: int):
        """The hand-over was accepted: `seat` now sits at the screen."""
        self.viewer = seat
        self.selected = None
        self.refresh()

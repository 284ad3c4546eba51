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

from game.core.names import shown_as_you
from game.core.protocol import IllegalAction
from game.ui.pass_and_play import PassAndPlayScene
from game.ui.tween import Timeline, Tween
from game.ui.widgets import Button, ButtonRow, Tooltip, button_tip

from . import describe as words
from .handover import HandOverScene
from .payment import PaymentPlan
from .layout import (BACKGROUND, BOARD, BOTTOM, CHOICE_H, FANCY_CARD, HAND_CARD, REFUSAL, REFUSAL_SECONDS, SIDE,
                     TOP_BUTTONS_X, TRACK_BAND, fit, hand_rects, object_order, scaled, slot_rects, track_cells)
from .scene_cards import cards
from .scene_draw import GOODS, BoardDrawing, IconButton

BOARD_KINDS = ("move", "place", "site", "fire", "swap")      # actions chosen on the town
CARD_KINDS = ("draw", "fire_card", "bottom", "reserve")       # a card clicked (hand, Park, row)
PRIMARY = ("end_turn", "gather")
GOOD_KINDS = ("take", "return", "gift", "start_good", "gift_to")    # a good picked from a grid

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
    hint_note_rect = REFUSAL.inflate(0, 2)  # the hint's reason: the strip under the board, shared with refusals
    handover_scene = HandOverScene
    refusal_seconds = REFUSAL_SECONDS

    def __init__(self, app, match, replay_actions=None, on_finish=None):
        super().__init__(app, match, replay_actions, on_finish)
        self.cards = cards()
        self.load_town()
        self.timeline = Timeline()
        self.drag: dict | None = None          # {"kind", "id", "start", "pos", "moved"}
        self.selected: tuple | None = None     # ("token",) or ("artisan", id): clicked, not dragged
        self.paying: PaymentPlan | None = None     # the payment panel: an enchantment and how it is paid
        self.confirming: tuple | None = None       # (actions, why): held until the person confirms
        self.gift_seat: int | None = None      # a gift for reputation: the receiver picked first
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

        from .data_check import TOWN_MAP, town_objects
        board = TileBoard(TOWN_MAP, required_layers=town_objects(self.state.cfg).items())
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
        return words.describe_event(t, self.position_dict(state), state.players, event)

    def describe_events(self, t, state, events):
        snap = self.position_dict(state)
        return [words.describe_event(t, snap, state.players, e) for e in words.merge_gains(events)]

    def describe_hint(self, t, reason) -> str:
        """The bot's reason, then what its turn played on from here gains (the bot gives
        them as numbers)."""
        if not reason:
            return ""
        key, params = reason
        text = t(f"flamecraft.hint.{key}")
        gains = words.gains_text(t, (params or {}).get("gains") or {})
        return text + " " + t("flamecraft.hint.gains", gains=gains) if gains else text

    def describe_refusal(self, t, err):
        return words.describe_refusal(t, err)

    def after_change(self):
        self.drag = None
        self.selected = None
        self.paying = self.confirming = None
        self.gift_seat = None
        self._reasons = {}
        self.refresh()

    def sync_texts(self):
        self.refresh()

    def on_undo(self):
        # A cast and its payment were one click (the payment panel's Cast): Undo takes
        # back the whole, never leaving the payment asked good by good.
        while self.decision().get("kind") == "pay" and self.match.can_undo:
            self.match.undo()
        self.last_move = {}
        self.flying = self.settling = None
        self._shown_tokens = self.tokens()

    def show_hint(self, action, reason) -> None:
        """GameScene's hint: mark the suggested action where it is made (never played)."""
        self.hinted = action

    def draw_hint_note(self, surface, text: str) -> None:
        if not self.refusal:                # a refusal, more urgent, has the strip meanwhile
            super().draw_hint_note(surface, text)

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
        self._pay_rows = {}
        snap = self.snap()
        if s.is_over:
            self.say(t("flamecraft.prompt.over"))
            return
        me = self.my_turn() or self.replay is not None
        text = words.prompt(t, snap, self.players(), self.decision(), s.current_player, me,
                            named=self.humans() > 1 or self.replay is not None)
        if self.confirming and self.my_turn():
            text = t(f"flamecraft.prompt.confirm_{self.confirming[1]}")
        elif self.paying is not None and self.my_turn():
            text = t("flamecraft.prompt.payment" + ("_coins" if self.paying.coins_ok() else ""),
                     card=words.enchantment_name(t, self.paying.card))
        elif self.selected and self.selected[0] == "artisan":
            text = t("flamecraft.prompt.place_selected", card=words.artisan_name(t, self.selected[1]))
        elif self.selected and self.selected[0] == "token":
            text = t("flamecraft.prompt.move_selected")
        self.say(text)
        if not self.my_turn():
            return
        if self.confirming:
            self.layout_confirm()
        elif self.paying is not None:
            self.layout_payment()
        else:
            self.layout_choices(self.choice_list())

    def choice_list(self) -> list:
        """The decision's buttons in their order: the other choices (Skip, Gather...)
        first, so that they keep their places whatever comes under them, then a grid of
        goods in fixed slots (those not offered greyed in place)."""
        opts = self.options()
        others = list(opts["others"])
        seats = sorted({a[1] for a in others if a[0] == "gift_to"})
        rest = [a for a in others if a[0] not in GOOD_KINDS]
        if len(seats) > 1 and self.gift_seat not in seats:          # whom first, then which good
            return rest + [("gift_seat", seat) for seat in seats]
        back = [("back",)] if len(seats) > 1 else []
        return rest + [("enchant", ench, -1) for ench in opts["enchant"]] + self.good_slots() + back

    def good_slots(self) -> list:
        """The goods to pick now, one slot per good (and the coin for a gift), always in
        the same order: a good picked or not offered greys out in its place."""
        d = self.decision()
        kind = d.get("kind")
        items = GOODS + ("coin",) if kind == "gift" else GOODS
        if kind == "gift_to":
            seats = sorted({a[1] for a in self.legal_now() if a[0] == "gift_to"})
            seat = self.gift_seat if self.gift_seat in seats else (seats[0] if len(seats) == 1 else None)
            if seat is None:
                return []
            slots = [("gift_to", seat, g) for g in items]
        elif kind in ("take", "return", "gift", "start_good"):
            slots = [(kind, g) for g in items]
        else:
            return []
        legal = set(self.legal_now())
        return slots if any(a in legal for a in slots) else []

    def slot_reason(self, action) -> str:
        """Why a good's slot is greyed: said on hover, and after a click on it."""
        t, d = self.t, self.decision()
        item = action[-1]
        name = words.good_name(t, item)
        if action[0] in ("gift", "gift_to", "return"):
            return t("flamecraft.why.no_coins_left") if item == "coin" else t("flamecraft.why.none_of", good=name)
        if d.get("goods"):
            return t("flamecraft.why.not_copied", good=name)
        if d.get("distinct"):
            return t("flamecraft.why.taken_already", good=name)
        return t("flamecraft.why.just_returned", good=name)

    def layout_choices(self, actions):
        """The decision's buttons in the side panel's choice box, in their order: a run of
        goods as a grid of three a row, each other run two or three a row (one when a
        label is long), so one run never changes another's places."""
        runs = []
        for a in actions:
            goods = a[0] in GOOD_KINDS
            if not runs or runs[-1][0] != goods:
                runs.append((goods, []))
            runs[-1][1].append(a)
        box = self.choice_box()
        room = (box.h - 34 - (self.cost_room() if self.my_turn() else 0)) // 34
        for fewest in (1, 2, 3):        # more a row (smaller words) when one a row would not fit
            shapes = [(3, [None] * len(run)) if goods else self.run_shape(run, fewest) for goods, run in runs]
            rows = sum((len(run) + per_row - 1) // per_row for (_, run), (per_row, _) in zip(runs, shapes))
            if rows <= room:
                break
        y = box.y + 28
        for (goods, run), (per_row, labels) in zip(runs, shapes):
            width = (box.w - 16 - 6 * (per_row - 1)) // per_row
            for i, (a, label) in enumerate(zip(run, labels)):
                row, col = divmod(i, per_row)
                rect = (box.x + 8 + col * (width + 6), y + row * 34, width, 30)
                button = self.good_button(rect, a) if goods else self.choice_button(rect, a, label)
                self.choice_actions.append((self.choice_buttons.add(button), a))
            y += (len(run) + per_row - 1) // per_row * 34

    def run_shape(self, run, fewest=1) -> tuple:
        """(buttons a row, labels) of a run of choices other than goods: at least `fewest`
        a row."""
        fonts, box = self.app.fonts, self.choice_box()
        labels = [self.choice_text(a) for a in run]
        per_row = 1 if any(fonts.font(18).size(label)[0] > box.w // 2 - 24 for label in labels) else 2
        if len(run) > 8 and per_row == 2:
            per_row = 3
        return max(per_row, fewest), labels

    def good_button(self, rect, a) -> Button:
        """A good (or the coin) in its slot: its icon, its name and how many you have;
        greyed with the reason when it is not offered."""
        t = self.t
        item = a[-1]
        me = self.snap()["players"][self.state.current_player]
        have = me.get("coins", 0) if item == "coin" else (me.get("goods") or {}).get(item, 0)
        label = f"{words.good_name(t, item)} ({have})"
        enabled = a in self.legal_now()
        return IconButton(rect, label, lambda: self.choose(a), self.icon(item, 20), enabled=enabled,
                          size=self.fitted(label, rect[2] - 32, 17, smallest=11),
                          why=lambda: self.slot_reason(a))

    def choice_button(self, rect, a, label) -> Button:
        if a[0] == "enchant" and a[2] == -1:
            handler = (lambda: self.ask_payment(a[1]))
        elif a[0] == "gift_seat":
            handler = (lambda: self.pick_gift_seat(a[1]))
        elif a[0] == "back":
            handler = self.back
        else:
            handler = (lambda: self.choose(a))
        return Button(rect, label, handler, size=self.fitted(label, rect[2] - 10, 18, smallest=12),
                      primary=a[0] in PRIMARY)

    def enchant_outlook(self, space) -> tuple:
        """What you could cast at `space` with what you hold now: ("enchant", names), or
        why nothing: ("shop_full" | "none_fits" | "none_affordable", names)."""
        state, t = self.state, self.t
        seat = state.current_player
        names = lambda ids: words.either_text(t, [words.enchantment_name(t, e) for e in dict.fromkeys(ids)])   # noqa: E731
        options = [a[1] for a in state.enchant_options(seat, space)]
        if options:
            return "enchant", names(options)
        if len(state.town[space]["enchantments"]) >= state.cfg.numbers["max_enchantments"]:
            return "shop_full", ""
        fits = [e for e in list(state.row) + list(state.players[seat]["reserved"]) if state.enchant_fits(space, e)]
        return ("none_affordable", names(fits)) if fits else ("none_fits", "")

    def note_gathered_alone(self, kind, action, turn, lines):
        """After a flight (or its last gift) the engine gathers by itself when no
        enchantment can be cast there (a single choice): the log says so, and why, right
        after the flight's (or the gift's) own line, the log's `lines`-th."""
        d = self.decision()
        if kind not in ("move", "gift") or (self.state.turn_number == turn and d.get("kind") in ("gift", "choose")):
            return
        seat = self.state.current if self.state.turn_number == turn else None
        space = action[1] if action[0] == "move" else self.tokens()[seat if seat is not None else 0]
        if space is None:
            return
        why, names = self.enchant_outlook(space)
        if why == "enchant":
            return
        players = self.players()
        me = self.viewer
        form = "log_you" if shown_as_you(players, me) else "log"
        note = self.t(f"flamecraft.{form}.only_gather_{why}", name=self.seat_name(me), names=names,
                      shop=words.space_name(self.t, self.snap(), space))
        if lines < len(self.log):
            self.log.insert(lines + 1, note)
        else:
            self.add_log(note)

    def choice_text(self, a) -> str:
        t = self.t
        if a[0] == "enchant" and a[2] == -1:
            return t("flamecraft.ui.enchant_card", card=words.enchantment_name(t, a[1]))
        if a[0] == "gift_seat":
            return t("flamecraft.ui.gift_to_seat", name=self.seat_name(a[1]))
        if a[0] == "back":
            return t("flamecraft.ui.back")
        return self.choice_label(a)

    def ui_key(self):
        plan = self.paying
        return (self.version(), self.my_turn(), self.viewer, plan and (plan.card, plan.sets, tuple(plan.coins.items())),
                self.confirming, self.selected, self.gift_seat)

    def choice_label(self, a) -> str:
        if a[0] == "pay":           # a payment asked good by good (resumed half-way): goods + coins
            need = self.decision().get("need", a[2])
            return words.paid_text(self.t, a[1], need - a[2], a[2])
        return words.action_label(self.t, self.snap(), self.players(), a)

    def choice_box(self) -> pygame.Rect:
        """One place and size whatever it holds, so the log (or the lesson's panel) under
        it never moves."""
        top = self.seats_bottom() + 8
        return pygame.Rect(SIDE.x, top, SIDE.w, min(SIDE.bottom - 120 - top, CHOICE_H))

    def cost_room(self) -> int:
        """Room under the buttons for the cost of an enchantment held over the town."""
        if self.decision().get("kind") == "choose" and self.options()["enchant"]:
            return 8 + 18 * 6
        return 0

    def back(self):
        """Back from a question to ask first (to the payment panel, if one was open), from
        the panel, or from the goods of a gift to the choice of whom."""
        if self.confirming:
            self.confirming = None
        else:
            self.gift_seat = self.paying = None
        self.refresh()

    def pick_gift_seat(self, seat):
        self.gift_seat = seat
        self.refresh()

    # ------------------------------------------------------------ the payment panel
    def ask_payment(self, ench):
        """Open the payment panel for `ench` (from its button, or dropped on your shop):
        nothing is cast before its Cast button."""
        sets = sorted(a[2] for a in self.options()["enchant"].get(ench, []))
        if not sets:
            self.refuse(self.reason(("enchant", ench, 0)))
            return
        self.paying = PaymentPlan(self.state, self.state.current_player, ench, sets)
        self.drag = self.selected = None
        self.refresh()

    def layout_payment(self):
        """The panel's rows, each at a fixed place while it is open: the card, the sets
        (a sets card), one row per good of the cost with −/+ for the coins standing in,
        the totals, then Back and Cast."""
        plan, t = self.paying, self.t
        goods = list(plan.cost())
        sets_row = plan.sets_offered != [0]
        box = self.choice_box()
        x, w = box.x + 8, box.w - 16
        y = box.y + 28
        self._pay_rows = {"title": pygame.Rect(x, y, w, 24)}
        y += 26
        steppers = []
        if sets_row:
            self._pay_rows["sets"] = pygame.Rect(x, y, w, 30)
            steppers += [(("sets_less",), "−", y, lambda: plan.set_sets(plan.sets - 1),
                          lambda: plan.why_not_sets(plan.sets - 1)),
                         (("sets_more",), "+", y, lambda: plan.set_sets(plan.sets + 1),
                          lambda: plan.why_not_sets(plan.sets + 1))]
            y += 34
        for good in goods:
            self._pay_rows[good] = pygame.Rect(x, y, w, 30)
            steppers += [(("pay_less", good), "−", y, lambda g=good: plan.fewer(g), lambda g=good: plan.why_not_fewer(g)),
                         (("pay_more", good), "+", y, lambda g=good: plan.more(g), lambda g=good: plan.why_not_more(g))]
            y += 34
        self._pay_rows["totals"] = pygame.Rect(x, y, w, 58)
        y += 62
        for i, (key, label, top, step, why) in enumerate(steppers):
            rect = pygame.Rect(x + w - (64 if i % 2 == 0 else 30), top, 30, 30)
            button = Button(rect, label, (lambda step=step: (step(), self.refresh())), enabled=why() is None,
                            size=26, tooltip=(lambda k=key: self.stepper_tip(k)),
                            why=(lambda why=why: self.stepper_why(why())))
            self.choice_actions.append((self.choice_buttons.add(button), key))
        half = (w - 8) // 2
        back = Button((x, y, half, 30), t("flamecraft.ui.back"), self.back, size=18)
        self.choice_actions.append((self.choice_buttons.add(back), ("back",)))
        cast_label = t("flamecraft.ui.cast_button")
        cast = Button((x + half + 8, y, half, 30), cast_label, self.cast, size=18, primary=True)
        self.choice_actions.append((self.choice_buttons.add(cast), plan.actions()[0]))

    def stepper_tip(self, key) -> str:
        """What a stepper does (its hover line; greyed, stepper_why comes first)."""
        t = self.t
        if key[0] in ("pay_more", "pay_less"):
            return t(f"flamecraft.ui.{key[0]}_tip", good=words.good_name(t, key[1]))
        return t(f"flamecraft.ui.{key[0]}_tip")

    def stepper_why(self, why) -> str:
        """Why a stepper is greyed, from the payment plan's (reason, params)."""
        if why is None:
            return ""
        t = self.t
        reason, raw = why
        params = {k: (words.good_name(t, v) if k == "good" else v) for k, v in raw.items()}
        if "good" in raw and "n" in raw:
            params["what"] = words.items_text(t, raw["good"], raw["n"])
        return t(f"flamecraft.why.{reason}", **params)

    def cast(self):
        plan = self.paying
        if plan is None:
            return
        self.choose(*plan.actions())

    # ------------------------------------------------------------ choosing, and asking first
    def choose(self, *actions) -> bool:
        """A person's choice: one action, or a cast and its payment. One that Undo could not
        take back (it ends the turn, or draws or reveals a card) is asked about first."""
        why = self.commits(actions)
        if why:
            self.confirming = (list(actions), why)
            self.drag = self.selected = None
            self.refresh()
            return False
        return self.play_all(actions)

    def play_all(self, actions) -> bool:
        """Play the first action, then each "pay" the engine asks for (it settles a good
        with one answer itself)."""
        self.paying = self.confirming = None
        kind, turn, lines = self.decision().get("kind"), self.state.turn_number, len(self.log)
        if not self.act(actions[0]):
            return False
        self.note_gathered_alone(kind, actions[0], turn, lines)
        for a in actions[1:]:
            d = self.decision()
            if a[0] == "pay" and not (d.get("kind") == "pay" and d.get("good") == a[1]):
                continue
            if not self.act(a):
                return False
        return True

    def commits(self, actions) -> str | None:
        """"keep", "setup", "end_turn" or "hidden" when these actions would clear Undo (the
        engine's serial moves on: a new turn, a card drawn or revealed), else None. A
        lesson never asks (it has no Undo), nor the End turn button (it says so itself)."""
        if self.tutorial is not None or not self.my_turn() or list(actions) == [("end_turn",)]:
            return None
        trial = self.state.clone()
        serial, turn = trial.serial, trial.turn_number
        try:
            for a in actions:
                d = trial.decision()
                if a[0] == "pay" and not (d.get("kind") == "pay" and d.get("good") == a[1]):
                    continue
                trial.apply(a)
        except IllegalAction:
            return None                 # the real click is refused, with the engine's reason
        if trial.serial == serial:
            return None
        if actions[0][0] == "keep_fancy":
            return "keep"
        if self.state.phase == "setup":
            return "setup"
        if trial.is_over or trial.turn_number != turn:
            return "end_turn"
        return "hidden"

    def layout_confirm(self):
        t = self.t
        actions, why = self.confirming
        box = self.choice_box()
        x, w = box.x + 8, box.w - 16
        self._pay_rows = {"question": pygame.Rect(x, box.y + 28, w, 58)}
        y = box.y + 28 + 62
        half = (w - 8) // 2
        back = Button((x, y, half, 30), t("flamecraft.ui.back"), self.back, size=18)
        self.choice_actions.append((self.choice_buttons.add(back), ("cancel",)))
        label = t(f"flamecraft.ui.confirm_{why}")
        ok = Button((x + half + 8, y, half, 30), label, lambda: self.play_all(actions), primary=True,
                    size=self.fitted(label, half - 10, 18, smallest=12))
        self.choice_actions.append((self.choice_buttons.add(ok), ("confirm",)))

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
        """The hand's cards side by side, in hand order. While you put cards back one by
        one (the hand limit, Sew Cute) each keeps its place: one put back leaves a gap."""
        hand = self.hand()
        d = self.decision()
        places = self.kept_places("hand", hand, d.get("kind") == "bottom" and d.get("seat") == self.viewer)
        rects = hand_rects(len(places), self.hand_area())
        return [rects[places.index(c)] for c in hand]

    def park_cards(self) -> list:
        """(rect, artisan) of the Park: a card taken leaves its place empty until the
        Park is refilled at the end of the turn (the others never slide under the mouse)."""
        park = list(self.snap().get("park") or [])
        places = self.kept_places("park", park, True)
        return [(self.park_rects[places.index(c)], c) for c in park if places.index(c) < len(self.park_rects)]

    def row_cards(self) -> list:
        """(rect, enchantment) of the row: one cast or reserved leaves its place empty until
        the row is refilled at the end of the turn (the others never slide under the mouse)."""
        row = list(self.snap().get("row") or [])
        places = self.kept_places("row", row, True)
        return [(self.row_rects[places.index(c)], c) for c in row if places.index(c) < len(self.row_rects)]

    def row_rect(self, ench) -> pygame.Rect | None:
        """Where the row shows `ench`, or None."""
        return next((rect for rect, cid in self.row_cards() if cid == ench), None)

    def kept_places(self, name, cards, hold) -> list:
        """The order in which `cards` are laid out: while `hold`, the order they had when
        the choice began, as long as cards only leave (a new card lays them out afresh)."""
        kept = self.__dict__.setdefault("_kept", {})
        old = kept.get(name)
        if not (hold and old is not None and set(cards) <= set(old)):
            old = list(cards) if hold else None
            kept[name] = old
        return old if old is not None else list(cards)

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
        for rect, cid in self.park_cards():
            if rect.collidepoint(pos):
                return ("park", cid)
        for rect, cid in self.row_cards():
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
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.drag:
            self.refuse_greyed(event.pos)
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

    def refuse_greyed(self, pos):
        """A click on a greyed choice says why, as a refusal (its hover said it already)."""
        found = button_tip(self.choice_buttons.buttons, pos)
        if found and not any(b.is_enabled() for b in self.choice_buttons.buttons if b.rect.collidepoint(pos)):
            self.refuse(found[0][0])

    def handle_key(self, event):
        if event.key == pygame.K_F1:
            self.open_rules()
        elif event.key == pygame.K_ESCAPE:
            if self.drag or self.selected or self.paying or self.confirming:
                self.cancel()
            else:
                self.open_menu()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            if self.match.can_undo and self.my_turn():
                self.undo()

    def cancel(self):
        self.drag = None
        self.selected = None
        self.paying = self.confirming = None
        self.refresh()

    def board_chips(self) -> list:
        """(rect, action, item) of the goods to pick shown on the board beside your shop
        (take, give back, gift): the same slots as the buttons, greyed alike, where the
        ability acts."""
        if not self.my_turn():
            return []
        picks = [(button, a) for button, a in self.choice_actions if a[0] in ("take", "return", "gift", "gift_to")]
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
        if self.confirming or self.paying is not None:      # the panel's question comes first
            if self.card_at(pos) is not None or self.space_at(pos) is not None:
                self.refuse(self.t("flamecraft.why.panel_first"))
            return
        for rect, action, _ in self.board_chips():
            if rect.collidepoint(pos):
                if action in self.legal_now():
                    self.choose(action)
                else:
                    self.refuse(self.slot_reason(action))
                return
        opts = self.options()
        # Reveal buttons under met Sun dragons.
        for rect, (fid, revealed) in zip(self.fancy_rects(), self.fancy_cards()):
            if fid in opts["reveal"] and self.reveal_button_rect(rect).collidepoint(pos):
                self.choose(opts["reveal"][fid])
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
                    self.choose(opts["cards"][(kind, cid)])
                    return True
            if opts["place"]:
                self.refuse(self.t("flamecraft.illegal.no_matching_slot", card=words.artisan_name(self.t, cid)))
                return True
            self.refuse(self.t("flamecraft.illegal.wrong_step"))
            return True
        if where == "park":
            if self.selected and self.selected[0] == "artisan" and (self.selected[1], cid) in opts["park_swap"]:
                self.choose(opts["park_swap"][(self.selected[1], cid)])
                return True
            for kind in ("draw", "fire_card"):
                if (kind, cid) in opts["cards"]:
                    self.choose(opts["cards"][(kind, cid)])
                    return True
            return False
        if where == "row":
            if cid in opts["enchant"] or self.enchant_spaces(cid):
                self.drag = {"kind": "enchant", "id": cid, "start": pos, "pos": pos, "moved": False}
                return True
            if ("reserve", cid) in opts["cards"]:
                self.choose(opts["cards"][("reserve", cid)])
                return True
            if self.decision().get("kind") in ("choose", "gather", "enchant"):
                self.refuse(self.reason(("enchant", cid, 0)))
                return True
            return False
        if where == "fancy":
            for a in opts["others"]:
                if a[0] in ("bottom_fancy", "keep_fancy") and a[1] == cid:
                    self.choose(a)
                    return True
        return False

    def click_town(self, pos):
        opts = self.options()
        slot = self.slot_at(pos)
        if slot is not None:
            for kind in ("fire", "swap"):
                if slot in opts[kind]:
                    self.choose(opts[kind][slot])
                    return
        space = self.space_at(pos)
        if space is None:
            return
        if not (opts["move"] or opts["site"] or opts["fire"] or opts["swap"] or opts["place"]):
            self.refuse(self.t("flamecraft.illegal.wrong_step"))
            return
        if space in opts["site"]:
            self.choose(opts["site"][space])
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
        self.choose(self.options()["move"][space])

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
                    self.choose(action)
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
            self.ask_payment(ench)      # nothing is cast before the panel's Cast

    def try_place(self, cid, slot):
        action = self.options()["place"].get((cid, slot[0], slot[1]))
        if action is not None:
            self.choose(action)
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

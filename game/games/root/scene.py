"""Root's board screen: the Autumn map, the faction boards, the hand and supporters, the
VP track and the log, played with the mouse by two people at one screen (hot-seat, with
a hand-over between them) or by one person against a Clockwork seat.

The scene knows no rule: what is lit, what can be dragged and every button come from the
state's legal_actions() for the pending decision (docs/root_engine.md). Only the hand and
supporters of the seat at the screen are drawn.

Gestures: drag warriors from one clearing to another (or click the source, then the
destination; a count chooser when several counts are legal); click a clearing to battle,
build, revolt, spread, recruit, organize...; click a card in the hand (craft, ambush,
mobilize, train, hawks, discard...) or a supporter (spend); the faction board's buttons
narrow the lit targets to one action; the choice box holds the decision's buttons
(End phase, Skip, choosers). Input lives here; drawing in scene_draw.py, places in
layout.py, words in describe.py.
"""
from __future__ import annotations

import pygame

from game.core.data import DATA_DIR
from game.ui.pass_and_play import PassAndPlayScene
from game.ui.tween import Timeline, Tween
from game.ui.widgets import Button, ButtonRow, Tooltip, button_tip

from . import describe as words
from .describe import BATTLE_CARDS, CARD_KINDS, CLEARING_KINDS, FACTIONS, MOVE_KINDS
from .handover import HandOverScene
from .layout import (BACKGROUND, BOARD, CLEARING_R, REFUSAL_SECONDS, SIDE, clearing_rect, fit,
                     layout_centres, object_number, scaled)
from .scene_draw import BoardDrawing

# The faction board's action buttons (a mode narrows the lit targets to that action).
MODES = {"marquise": ("march", "battle", "build", "recruit", "overwork", "hawks", "craft"),
         "alliance": ("revolt", "spread", "mobilize", "train", "craft", "move", "battle", "recruit", "organize")}
MODE_LABEL = {"march": "action.march", "battle": "action.battle", "build": "action.build",
              "recruit": "action.recruit", "overwork": "action.overwork", "hawks": "action.hawks_for_hire",
              "craft": "action.craft", "revolt": "action.revolt", "spread": "action.spread_sympathy",
              "mobilize": "action.mobilize", "train": "action.train", "move": "action.move",
              "organize": "action.organize"}
# the Alliance's phase of each of its board's buttons (the Marquise's are all Daylight's)
MODE_PHASE = {"revolt": "birdsong", "spread": "birdsong", "mobilize": "daylight", "train": "daylight",
              "craft": "daylight", "move": "evening", "battle": "evening", "recruit": "evening",
              "organize": "evening"}
DIRECT = ("end_phase", "skip", "royal_claim", "stand_and_deliver", "codebreakers", "take_hit", "take_dominance",
          "bot_step", "timing") + BATTLE_CARDS
PRIMARY = ("end_phase",)

# What the board shows of each event the rules emit, by type (None: nothing moves; the log
# line and the panels say it). tests/ui/test_event_tables.py checks that every type the
# rules build is here.
EVENT_ANIMATIONS = {
    "move": lambda scene, e: scene.animate_move(e),
    "roll": lambda scene, e: scene.show_dice(e),
    "turn": lambda scene, e: scene.new_turn(),
    "reveal_hand": lambda scene, e: scene.show_revealed_hand(e),
    **dict.fromkeys(("ambush", "battle", "craft", "discard", "dominance", "draw", "effect", "game_over", "order",
                     "outrage", "pay", "phase", "phase_passed", "place", "remove", "reshuffle", "setup", "supporter", "vp"), None),
}


def clearing_of(a):
    """The clearing an action is made on (by clicking it), or None."""
    kind = a[0]
    if kind in ("build", "setup_building"):
        return a[2]
    if kind == "recruit":
        return a[1] if len(a) > 1 else None
    if kind in CLEARING_KINDS and len(a) > 1 and type(a[1]) is int:
        return a[1]
    return None


def card_of(a):
    """The hand or supporter card an action is made with (by clicking it), or None."""
    kind = a[0]
    if kind == "overwork":
        return a[2]
    if kind == "take_dominance":
        return a[2]
    if kind in CARD_KINDS and len(a) > 1:
        return a[1]
    return None


def in_mode(a, mode) -> bool:
    if mode is None:
        return True
    if mode in ("move", "march"):
        return a[0] in MOVE_KINDS
    if mode == "recruit":
        return a[0] in ("recruit", "recruit_at")
    return a[0] == mode


class RootScene(BoardDrawing, PassAndPlayScene):
    name = "root"
    game_key = "root"
    background = BACKGROUND
    hint_rect = (812, 5, 100, 30)           # GameScene's Hint button, in the top bar
    hint_note_rect = (430, 4, 374, 32)      # the hint's reason, in the top bar
    handover_scene = HandOverScene
    refusal_seconds = REFUSAL_SECONDS

    def __init__(self, app, match, replay_actions=None, on_finish=None):
        super().__init__(app, match, replay_actions, on_finish)
        self.cfg = match.state.cfg
        self.load_map()
        self.timeline = Timeline()
        self.mode: str | None = None
        self.source: int | None = None          # a move's clearing of origin, picked by click
        self.drag: dict | None = None           # {"from", "start", "pos", "moved"}
        self.count: int | None = None           # warriors to move (wheel, +/-): while dragging or pending
        self.pending: dict | None = None        # {"from", "to"}: a move waiting for its count and Confirm
        self.walking: list = []                 # warriors walking a path: {"faction", "n", "pos", "step"}
        self.crafting: dict | None = None       # {"card", "picked": [clearings]}: paying a craft on the map
        self.chooser: dict | None = None        # {"title", "actions"}: the choice box asks
        self.hover = None
        self.hinted = None
        self.viewer: int | None = None
        people = [i for i, p in enumerate(self.state.players) if p.get("kind") != "bot"]
        if len(people) <= 1 or self.replay is not None:
            self.viewer = people[0] if people else None
        self.refusal, self.refusal_left = "", 0.0
        self.last_move: dict = {}
        self.dice: dict | None = None           # the last battle's roll: shown beside the map
        self.battle_ctx: dict | None = None     # the battle under way (for the dice line)
        self.flying: dict | None = None         # warriors on their way: {"faction", "n", "pos"}
        self.log_scroll = 0                     # log lines scrolled back by the wheel
        self.tooltip = Tooltip()                # what a card or a clearing the mouse rests on is
        self.revealed: dict = {}                # faction -> (whose, cards) shown to it this turn
        self._ui_key = None
        x = 920
        self.buttons = ButtonRow(self.game_buttons((x, 5, 108, 30), 8, 20,
                                                   lambda: self.match.can_undo and self.my_turn()))
        self.mode_buttons = ButtonRow()
        self.mode_actions: list = []            # (button, mode)
        self._choice_h = 150
        self.choice_buttons = ButtonRow()
        self.choice_actions: list = []          # (button, action)
        self.add_log(self.t("root.log.start"))
        self.rebuild_log()
        self.refresh()

    # ------------------------------------------------------------ the map
    def load_map(self):
        """Clearing centres, slots and warrior spots: from data/root/autumn.tmx when it is
        there (object layers clearings / slots / warriors / track), else from map.yaml."""
        self.backdrop = None
        self.paths: dict = {}                   # (a, b) -> the path's polyline on the screen (a < b)
        self.rivers: list = []                  # the river's polylines (autumn.tmx layer rivers)
        self.forests: dict = {}                 # forest name -> polygon (autumn.tmx layer forests)
        self.centres = layout_centres(self.cfg.clearings, BOARD)
        self.radius = CLEARING_R
        self.tmx_slots: dict = {}
        self.tmx_warriors: dict = {}
        self.tmx_track: list = []
        path = DATA_DIR / "root" / "autumn.tmx"
        if not path.exists():
            return
        try:
            from game.ui.tilemap import TileBoard
            board = TileBoard(path, required_layers=[("clearings", [f"clearing_{n}" for n in range(1, 13)])])
        except Exception:       # the art's data check names a broken map; draw the plain one here
            return
        scale, rect = fit(board.size, BOARD)
        self.backdrop = pygame.Surface(rect.size)
        self.backdrop.fill(BACKGROUND)
        self.backdrop.blit(pygame.transform.smoothscale(board.surface, rect.size), (0, 0))
        self.backdrop_rect = rect
        found = board.objects.get("clearings", {})
        radii = []
        for name, r in found.items():
            n = object_number(name)
            if n in self.cfg.clearings:
                s = scaled(r, scale, rect.topleft)
                self.centres[n] = s.center
                radii.append(min(s.w, s.h) // 2)
        if radii:
            self.radius = max(30, min(70, sorted(radii)[len(radii) // 2]))
        for name, r in board.objects.get("slots", {}).items():
            parts = str(name).split("_")
            if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
                self.tmx_slots.setdefault(int(parts[1]), {})[int(parts[2])] = scaled(r, scale, rect.topleft)
        for name, r in board.objects.get("warriors", {}).items():
            n = object_number(name)
            if n in self.cfg.clearings:
                self.tmx_warriors[n] = scaled(r, scale, rect.topleft)
        self.load_lines(path, scale, rect.topleft)
        self.paint_woods(rect.topleft)
        track = board.objects.get("track", {})
        cells = sorted(((object_number(k), v) for k, v in track.items() if object_number(k) is not None),
                       key=lambda kv: kv[0])
        if len(cells) >= 31:
            self.tmx_track = [scaled(v, scale, rect.topleft) for _, v in cells[:31]]
        elif len(track) == 1:       # one band: 31 cells, 0 to 30, left to right
            from .layout import track_cells
            band = scaled(next(iter(track.values())), scale, rect.topleft)
            self.tmx_track = track_cells(band, label=0)

    def load_lines(self, path, scale, origin):
        """The polylines of the object layers paths (the walk of a move), rivers and forests
        (drawn faintly) from autumn.tmx, in screen pixels."""
        from .layout import tmx_polylines
        try:
            groups = tmx_polylines(path)
        except Exception:       # a broken map: moves walk straight, no rivers or forests drawn
            return
        def on_screen(pts):
            return [(origin[0] + x * scale, origin[1] + y * scale) for x, y in pts]
        for name, pts in groups.get("paths", {}).items():
            parts = str(name).split("_")
            if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit() and len(pts) >= 2:
                a, b = int(parts[1]), int(parts[2])
                line = on_screen(pts)
                self.paths[(a, b)] = line if a < b else line[::-1]
        self.rivers = [on_screen(pts) for _, pts in sorted(groups.get("rivers", {}).items()) if len(pts) >= 2]
        self.forests = {str(name).split("_", 1)[-1]: on_screen(pts)
                        for name, pts in groups.get("forests", {}).items() if len(pts) >= 3}

    def paint_woods(self, origin):
        """The forests (a faint shade inside each) and the river (a thin sheen along it),
        from the tmx layers, painted once on the map picture."""
        if self.backdrop is None:
            return
        shade = pygame.Surface(self.backdrop.get_size(), pygame.SRCALPHA)
        for pts in self.forests.values():
            local = [(x - origin[0], y - origin[1]) for x, y in pts]
            pygame.draw.polygon(shade, (20, 40, 16, 26), local)
        for pts in self.rivers[:1]:
            local = [(x - origin[0], y - origin[1]) for x, y in pts]
            pygame.draw.lines(shade, (200, 236, 250, 70), False, local, 2)
        self.backdrop.blit(shade, (0, 0))

    def path_line(self, a, b) -> list:
        """The points a warrior walks from clearing a to b: the map's path, else straight."""
        line = self.paths.get((min(a, b), max(a, b)))
        if line is None:
            return [self.centres[a], self.centres[b]]
        line = line if a < b else line[::-1]
        return [self.centres[a]] + line[1:-1] + [self.centres[b]]

    def clearing_at(self, pos):
        if pos is None:
            return None
        best = None
        for n, (x, y) in self.centres.items():
            d = (pos[0] - x) ** 2 + (pos[1] - y) ** 2
            if d <= (self.radius + 6) ** 2 and (best is None or d < best[0]):
                best = (d, n)
        return best[1] if best else None

    def clearing_box(self, n) -> pygame.Rect:
        return clearing_rect(self.centres[n], self.radius)

    # ------------------------------------------------------------ shortcuts
    def snap(self) -> dict:
        return self.query("to_dict")

    def decision(self) -> dict:
        return self.query("decision")

    def seat_name(self, seat) -> str:
        return words.seat_name(self.t, self.state.players, seat)

    def my_faction(self):
        s = self.state
        return FACTIONS[s.current_player] if not s.is_over else None

    # ------------------------------------------------------------ GameScene hooks
    def make_bot(self, seed):
        try:
            from .bot import make_bot
        except ImportError:
            from game.core.bots import RandomBot
            return RandomBot(seed)
        return make_bot(seed)

    def note_events(self, state, events):
        for e in events:
            if e.get("type") == "battle":
                self.battle_ctx = {"attacker": e.get("attacker"), "defender": e.get("defender"),
                                   "clearing": e.get("clearing")}

    def describe_event(self, t, state, event):
        return words.describe_event(t, self.position_dict(state), self.cfg.cards, event, self.battle_ctx)

    def describe_events(self, t, state, events):
        snap = self.position_dict(state)
        return [words.describe_event(t, snap, self.cfg.cards, e, self.battle_ctx) for e in events]

    def describe_refusal(self, t, err):
        return words.describe_refusal(t, err)

    def make_hint_bot(self, seat):
        from .bot import make_hint_bot
        return make_hint_bot(self.match.seed + seat)

    def describe_hint(self, t, reason):
        """One line of why: the HintChooser's (key, params), its clearings, pieces and
        cards put in words."""
        if not reason:
            return t("root.hint.random")
        key, params = reason
        snap = self.snap()
        words_for = dict(params)
        if "where" in words_for:
            words_for["where"] = words.where(t, snap, params["where"])
        if "piece" in words_for:
            words_for["piece"] = words.piece_word(t, params["piece"])
        if "card" in words_for:
            card = params["card"]
            words_for["card"] = words.card_name(t, self.cfg.cards, card) if card in self.cfg.cards \
                else t(f"root.card.{card}.name")
        return t(f"root.hint.{key}", **words_for)

    def after_change(self):
        if self.state.is_over and self.replay is None and self.tutorial is None \
                and not getattr(self, "_finish_noted", False):
            self._finish_noted = True       # the set-up screen offers the designed bot from now on
            from .levels import note_game_finished
            self.app.try_write(note_game_finished)
        self.clear_refusal()            # a refusal belongs to the position it was made in
        self.drag = None
        self.source = None
        self.chooser = None
        self.pending = None
        self.count = None
        self.crafting = None
        if self.mode and not any(in_mode(a, self.mode) for a in self.legal_now()):
            self.mode = None
        self.refresh()

    def sync_texts(self):
        self.clear_refusal()        # written in the old language
        self.refresh()

    def on_undo(self):
        self.revealed = {}
        self.last_move = {}
        self.flying = None
        self.dice = None
        self.mode = None

    def show_hint(self, action, reason) -> None:
        """GameScene's hint: the suggested clearing, card or button is ringed (never played)."""
        self.hinted = action

    def can_hint(self) -> bool:
        return super().can_hint() and self.my_turn()

    # ------------------------------------------------------------ what can be done now
    def legal_now(self) -> list:
        return self.query("legal_actions") if self.my_turn() else []

    def legal_in_mode(self) -> list:
        return [a for a in self.legal_now() if in_mode(a, self.mode)]

    def lit_clearings(self) -> set:
        """The clearings a click (or a drop) does something on now."""
        if not self.my_turn():
            return set()
        legal = self.legal_in_mode()
        if self.crafting:
            return self.craft_sources()
        if self.drag and self.drag.get("moved") or self.source is not None or self.pending:
            origin = self.move_origin()
            return {a[2] for a in legal if a[0] in MOVE_KINDS and a[1] == origin}
        out = {clearing_of(a) for a in legal} - {None}
        out |= {a[1] for a in legal if a[0] in MOVE_KINDS}
        return out

    def move_origin(self):
        """The clearing warriors are being moved from (dragged, picked or pending), or None."""
        if self.drag:
            return self.drag["from"]
        if self.pending:
            return self.pending["from"]
        return self.source

    def move_counts(self, a, b=None) -> list:
        """The legal numbers of warriors for a move from `a` (to `b`), smallest first."""
        return sorted({x[3] for x in self.legal_in_mode()
                       if x[0] in MOVE_KINDS and len(x) == 4 and x[1] == a and (b is None or x[2] == b)})

    def bump_count(self, step):
        """Wheel or +/-: one warrior more or fewer for the move being made (within its legal counts)."""
        origin = self.move_origin()
        if origin is None:
            return False
        counts = self.move_counts(origin, self.pending["to"] if self.pending else None)
        if not counts:
            return False
        n = self.count if self.count is not None else counts[-1]
        self.count = max(counts[0], min(counts[-1], n + step))
        self.refresh()
        return True

    def pending_action(self):
        """The exact legal move the pending move and its count make, or None."""
        if not self.pending:
            return None
        a, b = self.pending["from"], self.pending["to"]
        return next((x for x in self.legal_in_mode() if x[0] in MOVE_KINDS and len(x) == 4 and x[1] == a
                     and x[2] == b and x[3] == self.count), None)

    def confirm_move(self):
        action = self.pending_action()
        if action is not None:
            self.commit(action)

    def lit_cards(self) -> set:
        if not self.my_turn():
            return set()
        if self.crafting:
            return {self.crafting["card"]}
        return {card_of(a) for a in self.legal_in_mode()} - {None}

    def mode_available(self, mode) -> bool:
        key = (self.version(), self.my_turn(), mode)      # asked by each mode button every frame
        held = self.__dict__.setdefault("_modes_open", {})
        if key not in held:
            if len(held) > 64:
                held.clear()
            held[key] = any(in_mode(a, mode) for a in self.legal_now())
        return held[key]

    def mode_why(self, mode) -> str:
        """Why a faction board button is greyed now (the first line of its tooltip)."""
        t, s = self.t, self.state
        faction = self.my_faction()
        phase = "daylight" if faction == "marquise" else MODE_PHASE[mode]
        if s.stack:
            return t("root.why_not.busy")
        if s.phase != phase:
            return t("root.why_not.phase", action=t(f"root.{MODE_LABEL[mode]}"), phase=t(f"root.phase.{phase}"))
        turn = s.turn or {}
        if faction == "marquise" and mode not in ("hawks", "craft") and not turn.get("actions_left"):
            return t("root.why_not.no_actions")
        if faction == "alliance" and phase == "evening" and s.players[1]["officers"] <= turn.get("ops_used", 0):
            return t("root.why_not.no_ops")
        key = f"root.why_not.{mode}_marquise"
        return t(key) if faction == "marquise" and t.has(key) else t(f"root.why_not.{mode}")

    # ------------------------------------------------------------ prompt and buttons
    def refresh(self):
        s, t = self.state, self.t
        self._ui_key = self.ui_key()
        self.choice_buttons = ButtonRow()
        self.choice_actions = []
        self.mode_buttons = ButtonRow()
        self.mode_actions = []
        self._choice_h = 150
        snap = self.snap()
        if s.is_over:
            self.say(t("root.prompt.over"))
            return
        me = self.my_turn()
        text = words.prompt(t, snap, s.players, self.decision(), s.current_player, me,
                            done=me and self.legal_now() == [("end_phase",)],
                            undo=self.tutorial is None and self.match.can_undo)
        if me and self.crafting:
            text = self.craft_prompt()
        elif me and self.pending:
            most = self.move_counts(self.pending["from"], self.pending["to"])[-1]
            text = t("root.prompt.move_count", n=self.count, most=most, a=words.where(t, snap, self.pending["from"]),
                     b=words.where(t, snap, self.pending["to"]))
        elif me and self.drag and self.drag.get("moved") and self.count is not None:
            most = self.move_counts(self.drag["from"])[-1]
            text = t("root.prompt.dragging", n=self.count, most=most)
        elif me and self.source is not None:
            text = t("root.prompt.source_selected", where=words.where(t, snap, self.source))
        elif me and self.chooser:
            text = self.chooser["title"]
        elif me and self.mode:
            text = words.mode_prompt(t, self.mode)
        elif self.is_bot_turn() and len(self.log) > 1:
            text = f"{text} {self.log[-1]}"         # the step just played, in words
        self.say(text)
        self.layout_modes()
        if not me:
            return
        legal = self.legal_now()
        if self.pending:
            actions = [("fewer",), ("confirm_move", self.count), ("more",), ("back",)]
        elif self.crafting:
            actions = [("back",)]
        elif self.chooser:
            actions = list(self.chooser["actions"]) + [("back",)]
        else:
            actions = [a for a in legal if a[0] in DIRECT]
            if self.mode or self.source is not None:
                actions.append(("back",))
        self.layout_choices(actions)

    def ui_key(self):
        return (self.version(), self.my_turn(), self.viewer, self.mode, self.source,
                self.chooser and tuple(self.chooser["actions"]),
                self.pending and (self.pending["from"], self.pending["to"]), self.count,
                bool(self.drag and self.drag.get("moved")),
                self.crafting and (self.crafting["card"], tuple(self.crafting["picked"])))

    def faction_box(self, faction) -> pygame.Rect:
        from .layout import FACTION_H
        i = FACTIONS.index(faction)
        return pygame.Rect(SIDE.x, SIDE.y + i * (FACTION_H + 6), SIDE.w, FACTION_H)

    def layout_modes(self):
        """The action buttons on the board of the faction deciding now (seat at the screen)."""
        if not self.my_turn():
            return
        faction = self.my_faction()
        box = self.faction_box(faction)
        modes = MODES[faction]
        per_row = 5
        rows = (len(modes) + per_row - 1) // per_row
        y0 = box.bottom - 6 - rows * 28
        fonts = self.app.fonts
        for r in range(rows):
            row = modes[r * per_row:(r + 1) * per_row]
            labels = [(lambda key=MODE_LABEL[mode]: self.t(f"root.{key}")) for mode in row]
            x = box.x + 8
            for mode, label, w in zip(row, labels, self.mode_widths([label() for label in labels], box.w - 16,
                                                                     per_row)):
                rect = (x, y0 + r * 28, w, 25)
                x += w + 4
                size = 17
                while size > 11 and fonts.font(size).size(label())[0] > w - 6:
                    size -= 1
                self.add_mode_button(mode, rect, label, size)

    def mode_widths(self, labels, room, per_row, gap=4, size=17) -> list:
        """The widths of one row of faction-board buttons: each as wide as its words (a long
        one, "Spread Sympathy", keeps the readable size) with the row's spare room shared
        out; equal widths if the words cannot all fit. A short last row takes the room of
        its share of columns when its words fit there, not the whole width."""
        fonts = self.app.fonts
        natural = [fonts.font(size).size(label)[0] + 12 for label in labels]
        column = (room - gap * (per_row - 1)) // per_row
        share = len(labels) * column
        room = share if sum(natural) <= share else room - gap * (len(labels) - 1)
        if sum(natural) > room:
            natural = [0] * len(labels)
        spare = (room - sum(natural)) // len(labels)
        widths = [n + spare for n in natural]
        widths[-1] += room - sum(widths)             # no pixel lost to rounding
        return widths

    def add_mode_button(self, mode, rect, label, size):
        """One faction-board button; greyed, its tooltip says why first."""
        button = Button(rect, label, (lambda: self.pick_mode(mode)), size=size,
                        enabled=(lambda: self.mode_available(mode)), primary=(mode == self.mode),
                        tooltip=(lambda: [label(), words.mode_prompt(self.t, mode)]),
                        why=(lambda: self.mode_why(mode)))
        self.mode_buttons.add(button)
        self.mode_actions.append((button, mode))

    def choice_box(self) -> pygame.Rect:
        """The decision's buttons, under the faction boards: 150 pixels, taller (into the
        log's room) when a chooser has many rows."""
        from .layout import FACTION_H
        top = SIDE.y + 2 * (FACTION_H + 6)
        return pygame.Rect(SIDE.x, top, SIDE.w, max(150, min(SIDE.bottom - top - 110, self._choice_h)))

    def choice_context(self):
        """The question the choice buttons answer now: while it stays the same (take a hit
        after a hit, the set-up buildings clearing after clearing, a chooser opened again)
        its buttons keep their slots, and a choice gone greys out in its place."""
        if self.pending:
            return ("count",)
        s, d = self.state, self.decision()
        base = (s.turn_number, s.current_player, s.phase, d.get("kind"))
        if self.chooser:
            return base + ("chooser", self.chooser.get("slots") or self.chooser["title"])
        if self.crafting:
            return base + ("crafting",)
        return base + ("decision", d.get("clearing"))

    @staticmethod
    def slot_key(action):
        """What keeps a slot: the building of a set-up choice (whatever the clearing), else
        the action itself."""
        return ("setup_building", action[1]) if action[0] == "setup_building" else tuple(action)

    def choice_label(self, a, confirming) -> str:
        """A choice's words: a craft always names its card and payment ("Craft Root Tea
        (mouse)"), as the card's other uses beside it name the card."""
        t = self.t
        if confirming and a[0] != "back":
            return t("root.ui.confirm_yes")
        if a[0] == "craft_pick":
            return t("root.ui.craft_on_map", card=words.card_name(t, self.cfg.cards, a[1]))
        label = words.action_label(t, self.snap(), self.cfg.cards, a)
        if a[0] == "build":
            label += " · " + t("root.cost.wood_short", n=self.state.build_cost(a[1]))
        return label

    def kept_choices(self, actions, labels) -> list:
        """[(action or None, label, key)] in the slots this question gave them before: a
        choice no longer offered stays as None (greyed in place), new ones come after (Back
        has a place of its own)."""
        held = self.__dict__.setdefault("_choice_slots", {})
        ctx = self.choice_context()
        now = {self.slot_key(a): (a, label) for a, label in zip(actions, labels) if a != ("back",)}
        old = held.get(ctx, [])
        items = [(now[key][0], now[key][1], key) if key in now else (None, label, key) for key, label in old]
        items += [(a, label, key) for key, (a, label) in now.items() if key not in {k for k, _ in old}]
        if len(held) > 16:
            held.clear()
        held[ctx] = [(key, label) for _a, label, key in items]
        return items

    def back_rect(self) -> pygame.Rect:
        box = self.choice_box()
        return pygame.Rect(box.right - 128, box.y + 3, 120, 23)

    def layout_choices(self, actions):
        t = self.t
        confirming = bool(self.chooser and self.chooser.get("confirm"))
        back = ("back",) in actions
        actions = [a for a in actions if a != ("back",)]
        if back:                        # always in the same place: the choice box's top right
            button = self.choice_buttons.add(Button(self.back_rect(), lambda: self.t("root.ui.back"), self.cancel,
                                                    size=17))
            self.choice_actions.append((button, ("back",)))
        if self.pending:
            labels = ["−", t("root.ui.confirm_move", n=self.count), "+"]
            items = [(a, label, None) for a, label in zip(actions, labels)]
        else:
            items = self.kept_choices(actions, [self.choice_label(a, confirming) for a in actions])
        fonts = self.app.fonts
        self._choice_h = 150
        box = self.choice_box()
        counts = all(a is not None and (a[0] in MOVE_KINDS or a[0] == "back") for a, _l, _k in items) \
            and len(items) > 3
        per_row = 5 if counts else (1 if any(fonts.font(18).size(label)[0] > box.w // 2 - 20
                                             for _a, label, _k in items) else 2)
        self._choice_h = 34 + ((len(items) + per_row - 1) // per_row) * 30
        box = self.choice_box()
        rows_room = (box.h - 30) // 30
        if (len(items) + per_row - 1) // per_row > rows_room and per_row < 3:
            per_row = 2 if per_row == 1 else 3
        width = (box.w - 16 - 6 * (per_row - 1)) // per_row
        for i, (a, label, _key) in enumerate(items):
            row, col = divmod(i, per_row)
            if row >= rows_room:
                break
            rect = (box.x + 8 + col * (width + 6), box.y + 28 + row * 30, width, 27)
            size = 18
            while size > 11 and fonts.font(size).size(label)[0] > width - 8:
                size -= 1
            if a is None:               # gone: greyed in its place, saying why on hover
                self.choice_buttons.add(Button(rect, label, lambda: None, size=size, enabled=False,
                                               why=lambda: self.t("root.ui.choice_gone")))
                continue
            if self.pending and a[0] in ("fewer", "more", "confirm_move"):
                rect = (box.x + 8 + (0, 50, box.w - 112)[i], box.y + 28, (44, box.w - 170, 44)[i], 27)
                handler = {"fewer": lambda: self.bump_count(-1), "more": lambda: self.bump_count(1),
                           "confirm_move": self.confirm_move}[a[0]]
            elif a[0] == "from_here":
                handler = (lambda c=a[1]: self.pick_source(c))
            elif a[0] == "craft_pick":
                handler = (lambda c=a[1]: self.start_craft(c))
            elif confirming:
                handler = (lambda a=a: self.act(a))        # asked already: Yes plays it
            else:
                handler = (lambda a=a: self.commit(a))
            card = self.choice_card(a)      # a card's button says what the card does
            button = self.choice_buttons.add(Button(rect, label, handler, size=size, primary=a[0] in PRIMARY,
                                                    tooltip=(lambda c=card: self.card_lines(c)) if card else None))
            self.choice_actions.append((button, a))

    def pick_mode(self, mode):
        self.source = None
        self.chooser = None
        self.pending = None
        self.count = None
        self.crafting = None
        if self.mode == mode:
            self.mode = None
        else:
            direct = [a for a in self.legal_now() if in_mode(a, mode)]
            if mode == "recruit" and direct == [("recruit",)]:
                self.commit(("recruit",))
                return
            self.mode = mode
        self.refresh()

    def pick_source(self, c):
        self.chooser = None
        self.source = c
        self.refresh()

    def ask(self, title, actions, confirm=False, slots=None):
        """The choice box asks: `actions` as buttons and Back; `confirm`, a question before
        an action that cannot be undone (its button plays it); `slots` names the question
        whose slots the buttons keep (default: the title)."""
        self.chooser = {"title": title, "actions": list(actions), "confirm": confirm, "slots": slots}
        self.refresh()

    # ------------------------------------------------------------ what cannot be undone asks first
    def commit(self, action):
        """A person's action from a click: played at once when Undo can take it back; one that
        would clear Undo (dice, a card drawn, the turn's end, the other seat answering) asks
        first in the choice box (BGA's habit), unless nothing is lost by it (nothing to undo,
        and no other choice of the phase given up)."""
        if self.asks_first(action):
            self.ask(self.confirm_title(action), [action], confirm=True)
            return
        self.act(action)

    def foresee(self, action):
        """(events, state after) of `action` played on a copy of the position: what the rules
        would do, asked before the click commits (cached per position)."""
        held = self.__dict__.setdefault("_foreseen", {})
        key = (self.version(), action)
        if key not in held:
            if len(held) > 32:
                held.clear()
            after = self.state.clone()
            held[key] = (after.apply(action), after)
        return held[key]

    def asks_first(self, action) -> bool:
        if self.replay is not None or action not in self.legal_now():
            return False
        events, after = self.foresee(action)
        if after.serial == self.state.serial:
            return False                # Undo takes it back
        # it clears what Undo could take back, or leaves the phase's other choices for good;
        # an answer to a question (skip an ambush, which piece takes the hit) is its own yes
        return self.match.can_undo or (self.decision().get("kind") == "phase" and len(self.legal_now()) > 1)

    def confirm_title(self, action) -> str:
        """The question: the action, then what makes it final."""
        t = self.t
        events, after = self.foresee(action)
        kinds = {e.get("type") for e in events}
        if "roll" in kinds:
            why = "dice"
        elif "turn" in kinds or after.is_over:
            why = "turn"
        elif "draw" in kinds:
            why = "draw"
        elif after.current_player != self.state.current_player:
            why = "other"
        else:
            why = "hidden"
        label = words.action_label(t, self.snap(), self.cfg.cards, action)
        return t("root.confirm.title", what=label) + " " + t(f"root.confirm.why.{why}")

    def cancel(self):
        self.drag = None
        self.pending = None
        self.count = None
        self.crafting = None
        self.source = None
        self.chooser = None
        self.mode = None
        self.refresh()

    # ------------------------------------------------------------ clicks
    def explain(self, c, source=None) -> str:
        """Why a click on clearing `c` does nothing, in plain words."""
        kind = self.mode
        legal = self.legal_now()
        d = self.decision()
        if kind is None:
            kind = {"keep": "keep", "setup_building": "setup_building", "wood": "wood", "pay_wood": "pay_wood",
                    "recruit_at": "recruit", "command_warren": "battle", "cobbler": "move",
                    "march_move": "move"}.get(d.get("kind"))
        if source is not None:
            kind = "move"
        if kind is None:
            kinds = {a[0] for a in legal}
            mine = (self.snap()["clearings"][c - 1].get("warriors") or {}).get(self.my_faction(), 0)
            for k in (("battle", "move", "march", "organize") if mine else ()) + \
                    ("build", "revolt", "spread", "recruit", "overwork"):
                if k in kinds:
                    kind = k
                    break
        if kind is None:
            return self.t("root.illegal.nothing_here", where=words.where(self.t, self.snap(), c))
        return words.explain_clearing(self.t, self.snap(), self.cfg.adjacent, kind, c, source, self.my_faction())

    def click_clearing(self, c):
        legal = self.legal_in_mode()
        t, snap = self.t, self.snap()
        if self.crafting:
            self.click_craft_piece(c)
            return
        if self.pending:
            if c == self.pending["to"]:
                self.confirm_move()
            elif self.move_counts(self.pending["from"], c):
                self.pending["to"] = c          # another lit destination: the same warriors go there
                counts = self.move_counts(self.pending["from"], c)
                self.count = max(counts[0], min(counts[-1], self.count or counts[-1]))
                self.refresh()
            else:
                self.refuse(self.explain(c, self.pending["from"]))
            return
        if self.source is not None:
            moves = [a for a in legal if a[0] in MOVE_KINDS and a[1] == self.source and a[2] == c]
            if moves:
                self.offer_moves(moves)
                return
            if c == self.source:
                self.source = None
                self.refresh()
                return
            if any(a[0] in MOVE_KINDS and a[1] == c for a in legal) and c not in self.cfg.adjacent.get(self.source, ()):
                self.pick_source(c)         # another group of one's own warriors, out of reach: take those
                return
            self.refuse(self.explain(c, self.source))
            return
        here = [a for a in legal if clearing_of(a) == c]
        moves_from = [a for a in legal if a[0] in MOVE_KINDS and a[1] == c]
        if len(here) == 1 and not moves_from:
            self.commit(here[0])
        elif here:
            extra = [("from_here", c)] if moves_from else []
            slots = "setup_building" if all(a[0] == "setup_building" for a in here) else None
            self.ask(t("root.ui.what_here", where=words.where(t, snap, c)), here + extra, slots=slots)
        elif moves_from:
            self.pick_source(c)
        else:
            self.refuse(self.explain(c))

    def offer_moves(self, moves):
        """A destination picked by click: one legal count moves at once; else the move waits
        for its count (default: all that may go; wheel, +/- or the buttons change it) and a
        Confirm (the button, Enter, or the destination clicked again)."""
        moves = sorted(moves, key=lambda a: a[3])
        if len(moves) == 1:
            self.commit(moves[0])
            return
        self.source = None
        self.chooser = None
        self.pending = {"from": moves[0][1], "to": moves[0][2]}
        self.count = moves[-1][3]
        self.refresh()

    def drop(self, pos):
        drag, self.drag = self.drag, None
        if not self.my_turn():
            return
        if not drag["moved"]:
            self.click_clearing(drag["from"])
            return
        c = self.clearing_at(pos)
        if c is None or c == drag["from"]:
            self.refresh()
            return
        moves = [a for a in self.legal_in_mode() if a[0] in MOVE_KINDS and a[1] == drag["from"] and a[2] == c]
        if moves:       # a drop moves the count carried (default all; the wheel or +/- chose it)
            counts = sorted(a[3] for a in moves)
            n = max(counts[0], min(counts[-1], self.count if self.count is not None else counts[-1]))
            self.count = None
            self.commit(next(a for a in moves if a[3] == n))
        else:
            self.refuse(self.explain(c, drag["from"]))
            self.refresh()

    def click_card(self, card):
        if self.crafting:
            if card == self.crafting["card"]:
                self.cancel()           # the picked card again: put it back
                return
            self.crafting = None
        legal = self.legal_in_mode()
        found = [a for a in legal if card_of(a) == card]
        crafts = [a for a in found if a[0] == "craft"]
        if len(crafts) > 1 and len({tuple(sorted(a[2].split("+"))) for a in crafts}) == 1:
            found = [a for a in found if a[0] != "craft"] + crafts[:1]      # one mix of pieces: forced
            crafts = crafts[:1]
        if len(found) == 1:
            self.commit(found[0])
        elif crafts and len(found) == len(crafts):
            self.start_craft(card)
        elif found:
            if len(crafts) > 1:         # several ways to pay: one button, the pieces picked on the map
                found = [a for a in found if a[0] != "craft"] + [("craft_pick", card)]
            self.ask(self.t("root.ui.what_card", card=words.card_name(self.t, self.cfg.cards, card)), found)
        else:
            name = words.card_name(self.t, self.cfg.cards, card)
            info = self.cfg.cards.get(card) or {}
            if (self.mode == "craft" or any(a[0] == "craft" for a in self.legal_now())) \
                    and info.get("kind") in ("item", "effect"):
                self.refuse(self.t("root.illegal.card_no_craft", card=name))
            else:
                self.refuse(self.t("root.illegal.card_not_now", card=name))

    # ------------------------------------------------------------ crafting on the map
    def start_craft(self, card):
        """Several ways to pay for `card`: the workshops (Marquise) or sympathy tokens
        (Alliance) that can pay are lit on the map; each click activates one."""
        self.chooser = None
        self.mode = self.mode if self.mode == "craft" else None
        self.crafting = {"card": card, "picked": []}
        self.refresh()

    def craft_pays(self) -> list:
        """The legal payments (suit lists) of the picked card still open after the picks."""
        card, picked = self.crafting["card"], self.crafting["picked"]
        suits = [self.cfg.clearings[c]["suit"] for c in picked]
        out = []
        for a in self.legal_now():
            if a[0] == "craft" and a[1] == card:
                pay = a[2].split("+")
                if all(pay.count(x) >= suits.count(x) for x in set(suits)):
                    out.append(a)
        return out

    def piece_counts(self) -> dict:
        """clearing -> crafting pieces there of the seat deciding (workshops or sympathy)."""
        piece = "workshop" if self.my_faction() == "marquise" else "sympathy"
        out = {}
        for v in self.snap()["clearings"]:
            k = (list(v.get("buildings") or []) + list(v.get("tokens") or [])).count(piece)
            if k:
                out[v["id"]] = k
        return out

    def craft_sources(self) -> set:
        """The clearings whose pieces can pay the next part of the picked card's cost."""
        if not self.crafting:
            return set()
        picked = self.crafting["picked"]
        seat = self.state.current_player
        free = self.state.crafting_pieces(seat)       # suit -> pieces not used this turn
        pays = self.craft_pays()
        suits = [self.cfg.clearings[c]["suit"] for c in picked]
        out = set()
        for c, k in self.piece_counts().items():
            suit = self.cfg.clearings[c]["suit"]
            if picked.count(c) >= k or suits.count(suit) >= free.get(suit, 0):
                continue
            more = suits + [suit]
            if any(all(a[2].split("+").count(x) >= more.count(x) for x in set(more)) for a in pays):
                out.add(c)
        return out

    def click_craft_piece(self, c):
        if c not in self.craft_sources():
            self.refuse(self.t("root.illegal.craft_piece", where=words.where(self.t, self.snap(), c)))
            return
        self.crafting["picked"].append(c)
        suits = sorted(self.cfg.clearings[x]["suit"] for x in self.crafting["picked"])
        pays = self.craft_pays()
        done = [a for a in pays if sorted(a[2].split("+")) == suits]
        if done:
            self.commit(done[0])
            return
        if len({tuple(sorted(a[2].split("+"))) for a in pays}) == 1:
            self.commit(pays[0])           # what is left is forced: paid for the player
            return
        self.refresh()

    def craft_prompt(self) -> str:
        t = self.t
        card = self.crafting["card"]
        info = self.cfg.cards.get(card) or {}
        cost = " + ".join(words.suit_word(t, x) if x != "any" else t("root.ui.suit_word.any")
                          for x in info.get("cost") or [])
        key = "root.prompt.craft_pieces_marquise" if self.my_faction() == "marquise" else \
            "root.prompt.craft_pieces_alliance"
        done = len(self.crafting["picked"])
        return t(key, card=words.card_name(t, self.cfg.cards, card), cost=cost, n=done,
                 total=len(info.get("cost") or []))

    # ------------------------------------------------------------ costs shown before a click
    def cost_lines(self, c) -> list:
        """What the lit actions on clearing `c` cost (wood and where it comes from, the
        supporters of which suit, an officer's operation...), one line each."""
        key = (self.version(), self.mode, c, self.t.lang)
        held = self.__dict__.setdefault("_costs", {})
        if key in held:
            return held[key]
        if len(held) > 64:
            held.clear()
        t, snap, s = self.t, self.snap(), self.state
        acts = [a for a in self.legal_in_mode() if clearing_of(a) == c] if not (self.crafting or self.pending) else []
        lines = []
        wood_line = None
        suit = self.cfg.clearings[c]["suit"]
        have = len([x for x in (snap["players"][1].get("supporters") or [])
                    if (self.cfg.cards.get(x) or {}).get("suit") in (suit, "bird")])
        for a in acts:
            kind = a[0]
            if kind == "build":
                cost = s.build_cost(a[1])
                placed = 6 - (snap["players"][0].get("buildings_left") or {}).get(a[1], 0)
                vp = self.cfg.marquise["track_vp"][a[1]][placed] if placed < 6 else 0
                sources = [(m, snap["clearings"][m - 1]["tokens"].count("wood")) for m in s.wood_network(c)]
                sources = [(m, k) for m, k in sources if k]
                lines.append(t("root.cost.build", piece=words.piece_word(t, a[1]), n=cost, vp=vp))
                if cost and sources:
                    wood = t("root.cost.wood_from", list=", ".join(t("root.cost.wood_at", n=m, k=k)
                                                                   for m, k in sources))
                    if wood_line is None:
                        wood_line = wood
            elif kind in ("spread", "revolt"):
                n = s.spread_cost(c) if kind == "spread" else self.cfg.alliance["revolt_cost"]
                line = t(f"root.cost.{kind}", n=n, suit=words.suit_word(t, suit), have=have)
                if kind == "spread":
                    placed = self.cfg.alliance["sympathy"] - snap["players"][1].get("sympathy_left", 0)
                    vp = self.cfg.alliance["sympathy_vp"][placed] if placed < len(self.cfg.alliance["sympathy_vp"]) else 0
                    line += " " + t("root.cost.vp", n=vp)
                    if n > self.cfg.alliance["sympathy_cost"][placed]:
                        line += " " + t("root.cost.martial_law", extra=self.cfg.alliance["martial_law_extra"],
                                              n=self.cfg.alliance["martial_law_warriors"])
                lines.append(line)
            elif kind == "organize":
                placed = self.cfg.alliance["sympathy"] - snap["players"][1].get("sympathy_left", 0)
                vp = self.cfg.alliance["sympathy_vp"][placed] if placed < len(self.cfg.alliance["sympathy_vp"]) else 0
                lines.append(t("root.cost.organize", vp=vp))
            elif kind == "recruit" and len(a) > 1:
                lines.append(t("root.cost.recruit_alliance"))
            elif kind == "overwork":
                line = t("root.cost.overwork", suit=words.suit_word(t, suit))
                if line not in lines:
                    lines.append(line)
        if wood_line:
            lines.append(wood_line)
        held[key] = lines
        return lines

    def press(self, pos):
        card = self.card_at(pos)
        if card is not None:
            self.click_card(card)
            return
        c = self.clearing_at(pos)
        if c is None:
            return
        if self.source is None and not self.pending and not self.crafting \
                and any(a[0] in MOVE_KINDS and a[1] == c for a in self.legal_in_mode()):
            self.drag = {"from": c, "start": pos, "pos": pos, "moved": False}
            self.count = self.move_counts(c)[-1]        # all that may go, unless the wheel says fewer
            return
        self.click_clearing(c)

    # ------------------------------------------------------------ input
    def handle_game(self, event):
        self.tooltip.handle(event)
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)
            return
        if self.buttons.handle(event) or self.choice_buttons.handle(event) or self.mode_buttons.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL and (self.drag or self.pending) and self.my_turn():
            self.bump_count(1 if event.y > 0 else -1)       # up: one warrior more; down: one fewer
            return
        if event.type == pygame.MOUSEWHEEL:          # the log scrolls back (and forth)
            self.log_scroll = max(0, min(len(self.log) - 1, self.log_scroll + event.y))
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            if self.drag:
                self.drag["pos"] = event.pos
                start = self.drag["start"]
                if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > 6:
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
        self.hover = event.pos
        if not self.my_turn():
            if self.is_bot_turn() and (self.clearing_at(event.pos) or self.card_at(event.pos)):
                self.refuse(self.t("root.illegal.bot_turn"))
            return
        if event.button == 3:
            self.cancel()
        elif event.button == 1:
            self.press(event.pos)

    def handle_key(self, event):
        if event.key == pygame.K_F1:
            self.open_rules()
        elif event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS) and (self.drag or self.pending):
            self.bump_count(1)
        elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS) and (self.drag or self.pending):
            self.bump_count(-1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.pending:
            self.confirm_move()
        elif event.key == pygame.K_ESCAPE:
            if self.drag or self.source is not None or self.chooser or self.mode or self.pending or self.crafting:
                self.cancel()
            else:
                self.open_menu()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            if self.match.can_undo and self.my_turn():
                self.undo()

    # ------------------------------------------------------------ where cards are
    def hand_cards(self) -> list:
        """The hand of the seat at the screen, in the rules' order."""
        if self.viewer is None:
            return []
        return list(self.snap()["players"][self.viewer].get("hand") or [])

    def supporter_cards(self) -> list:
        """The Alliance's supporters, when the Alliance sits at the screen."""
        if self.viewer is None or FACTIONS[self.viewer] != "alliance":
            return []
        return list(self.snap()["players"][self.viewer].get("supporters") or [])

    def hand(self) -> list:
        """The hand as laid out (hand_rects gives each card's place)."""
        return [c for c in self.card_slots("hand", self.hand_cards()) if c is not None]

    def supporters(self) -> list:
        return [c for c in self.card_slots("supporters", self.supporter_cards()) if c is not None]

    def card_at(self, pos):
        if pos is None:
            return None
        for rect, card in reversed(list(zip(self.hand_rects(), self.hand()))):
            if rect.collidepoint(pos):
                return card
        for rect, card in reversed(list(zip(self.supporter_rects(), self.supporters()))):
            if rect.collidepoint(pos):
                return card
        return None

    def tip_lines(self, pos):
        """(lines, rect) of the tooltip for what lies under `pos`: a card's text, or what a
        clearing holds and where its paths go."""
        t, snap = self.t, self.snap()
        found = button_tip(self.buttons.buttons + ([self.hint_button] if hasattr(self, "hint_button") else [])
                           + self.mode_buttons.buttons + self.choice_buttons.buttons, pos)
        if found:
            return found
        card = self.card_at(pos)
        if card is not None:
            info = self.cfg.cards.get(card) or {}
            lines = self.card_lines(card)
            cost = info.get("cost") or []
            if cost and info.get("kind") in ("item", "effect"):
                lines.append(t("root.ui.tip_cost", cost=" + ".join(words.suit_word(t, c) for c in cost)))
            kinds = {a[0] for a in self.legal_now() if card_of(a) == card}
            for kind in ("train", "mobilize", "hawks"):     # what using it here costs and brings
                if kind in kinds:
                    lines.append(t(f"root.cost.card_{kind}"))
            rects = list(zip(self.hand_rects(), self.hand())) + list(zip(self.supporter_rects(), self.supporters()))
            rect = next((r for r, c in rects if c == card), None)
            return lines, rect
        c = self.clearing_at(pos)
        if c is None:
            return None
        view = snap["clearings"][c - 1]
        ruler = view.get("ruler")
        # a lit clearing's cost box turns into this one tooltip: the cost stays in it
        cost = self.cost_lines(c) if c in self.lit_clearings() else []
        lines = [t(f"root.clearing.{c}")] + cost + [
                 t("root.ui.tip_ruled", who=words.who(t, ruler, snap)) if ruler else t("root.ui.tip_unruled"),
                 t("root.ui.tip_slots", n=max(0, view.get("slots", 0) - len(view.get("buildings") or []))),
                 t("root.ui.tip_paths", list=", ".join(str(n) for n in sorted(self.cfg.adjacent.get(c, ()))))]
        return lines, self.clearing_box(c)

    def card_lines(self, card) -> list:
        """A card's name and what it does (its tooltip's first lines)."""
        info = self.cfg.cards.get(card) or {}
        return [words.card_name(self.t, self.cfg.cards, card), self.t(f"root.card.{info.get('name')}.text")]

    def choice_card(self, a):
        """The card a choice is made with, or uses (a crafted card's effect), or None."""
        card = card_of(a) or (a[1] if a[0] == "craft_pick" else None)
        if card is not None:
            return card
        crafted = [c for p in self.snap()["players"] for c in p.get("crafted") or ()]
        return next((c for c in crafted if (self.cfg.cards.get(c) or {}).get("name") == a[0]), None)

    # ------------------------------------------------------------ animation
    def play_events(self, events):
        if self.dice is not None and self.dice.get("over"):
            self.dice = None            # a battle's result stays on the map until the next action
        super().play_events(events)
        self.log_scroll = 0
        self.note_last_move(events)
        for e in events:
            show = EVENT_ANIMATIONS.get(e["type"])
            if show is not None:
                show(self, e)
        if self.dice is not None and not any(task.get("k") == "end_battle" for task in self.state.stack):
            self.dice["over"] = True

    def new_turn(self):
        """The last battle's dice and the hands shown to a seat go at a new turn."""
        self.dice = None
        self.revealed = {}

    def show_revealed_hand(self, e):
        """A hand shown to the other seat (Codebreakers, an Outrage the Marquise cannot pay) stays
        for that seat to look at until the turn ends."""
        if e.get("to") in FACTIONS:
            self.revealed[e["to"]] = (e.get("faction"), list(e.get("cards") or []))

    def note_last_move(self, events):
        clearings, factions = set(), set()
        for e in events:
            for key in ("clearing", "from", "to"):
                if type(e.get(key)) is int:
                    clearings.add(e[key])
            if e.get("type") in ("vp", "craft", "draw", "supporter") and e.get("faction") in FACTIONS:
                factions.add(e["faction"])
        if clearings or factions:
            self.last_move = {"clearings": clearings, "factions": factions}

    def animate_move(self, e):
        """The warriors walk along the path's polyline (autumn.tmx layer paths), a step bob
        and up to three figures in file; the count rides with the first."""
        a, b = e.get("from"), e.get("to")
        if a not in self.centres or b not in self.centres:
            return
        from .layout import along, line_length
        line = self.path_line(a, b)
        length = line_length(line)
        seconds = self.app.anim(max(0.35, min(0.7, length / 600)))
        if seconds <= 0:
            return
        steps = max(3, int(length / 34))
        n = e.get("n", 1)

        def walk(f):
            import math
            party = []
            for i in range(min(3, n)):
                g = max(0.0, f - 0.07 * i)
                x, y = along(line, g)
                party.append((x, y - abs(math.sin(g * steps * math.pi)) * 5))
            self.flying = {"faction": e.get("faction"), "n": n, "pos": party[0], "party": party, "line": line,
                           "to": b}

        self.timeline.add(Tween(seconds, walk, lambda: setattr(self, "flying", None)))

    def show_dice(self, e):
        ctx = self.battle_ctx or {}
        self.dice = {"dice": list(e.get("dice") or [0, 0]), "ah": e.get("attacker_hits", 0),
                     "dh": e.get("defender_hits", 0), "attacker": ctx.get("attacker"),
                     "defender": ctx.get("defender"), "clearing": ctx.get("clearing"),
                     "defenseless": e.get("defenseless"), "rolling": 0.0}
        seconds = self.app.anim(0.8)
        if seconds <= 0:
            return

        def roll(f):
            if self.dice is not None:
                self.dice["rolling"] = f

        self.dice["rolling"] = 0.001
        self.timeline.add(Tween(seconds, roll, lambda: self.dice and self.dice.update(rolling=0.0)))

    # ------------------------------------------------------------ frame
    def under_lesson(self, pos) -> bool:
        """The pointer on the lesson's panel points at the panel, not at the board beneath
        it: nothing there is explained over the lesson's text (one overlay at a time)."""
        lesson = self.tutorial
        return pos is not None and lesson is not None and not lesson.finished and lesson.panel_rect.collidepoint(pos)

    def tooltips(self) -> list:
        return [self.tooltip]

    def reveal(self, seat: int):
        """The hand-over was accepted: `seat` now sits at the screen."""
        self.viewer = seat
        self.clear_refusal()
        self.cancel()

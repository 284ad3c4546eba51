"""Fire Tower's board screen: a generic, decision-driven interface.

The scene knows no rule: every highlight, preview and button comes from the state's
legal_actions() for the pending decision (see the table in rules.py), every refusal from
why_illegal(). Actions whose arguments are squares become highlighted squares; pattern
placements a preview that follows the mouse; card ids clickable cards; everything else
buttons. Only what state.view(viewer) shows of the seat at the screen is drawn.
"""
from __future__ import annotations

import pygame

from game.core.data import DATA_DIR
from game.core.protocol import IllegalAction
from game.ui.game_scene import GameScene
from game.ui.tilemap import TileBoard
from game.ui.tween import Timeline, Tween
from game.ui.widgets import ACCENT, DANGER, GOOD, INK, MUTED, PAPER, Button, ButtonRow, panel

from .board_anim import BoardAnimation
from .describe import (action_label, card_name, challenge_progress, describe_event, describe_refusal,
                       prompt, seat_name, status_name, tower_name, verdict_text, wind_name)

BOARD_POS = (4, 78)
SQ = 40
SIDE_X = 732
SIDE_W = 540
CARD_W, CARD_H = 96, 134
HAND_Y = 660
BUTTON_Y = 554
BACKGROUND = (226, 221, 205)
CARD_ACTIONS = ("play", "pick", "discard", "double", "plan_card", "reroll")
REVEALS = ("card_drawn", "event_drawn", "wind_roll", "shadow_roll", "inferno_card", "challenge_drawn",
           "deck_reshuffled", "turn_start")
CARD_COMBOS = {"reckless": 3, "patrol": 1, "smoke": 2, "wet_line": 2}    # actions naming cards picked one by one
PATTERN_ACTIONS = ("place", "line")     # (name, r, c, rotation): a pattern laid with the mouse
CARD_VERB = {"turn_action": "play", "pool_play": "play", "cards": "pick", "trim": "discard",
             "crown_choice": "double", "action_plan": "plan_card", "storm_reroll": "reroll"}
VANE_ANGLE = {"N": 0.0, "E": -90.0, "S": 180.0, "W": 90.0}
HIGHLIGHT = (255, 214, 64)
WARN = (200, 110, 20)           # a legal move that would lose the game
ENEMY_ROW = 30                  # solo: a row per enemy tower under your own
SOLO_BOX_H = 104
TOWER_RGB = {"red": (200, 60, 50), "purple": (130, 70, 170), "blue": (50, 110, 200),
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


def _is_square_action(a) -> bool:
    return len(a) == 3 and type(a[1]) is int and type(a[2]) is int


class FireTowerScene(GameScene):
    name = "fire_tower"
    game_key = "fire_tower"

    def __init__(self, app, match, replay_actions=None, on_finish=None):
        super().__init__(app, match, replay_actions, on_finish)
        self.board = TileBoard(DATA_DIR / "fire_tower" / "forest.tmx",
                               required_layers=[("places", ["grid"])])
        self.backdrop = pygame.Surface(self.board.size)
        self.backdrop.fill(BACKGROUND)
        self.backdrop.blit(self.board.surface, (0, 0))
        self.backdrop = self.backdrop.convert()
        places = self.board.objects["places"]
        self.tower_rects = {c: places[f"tower_{c}"].move(BOARD_POS)
                            for c in ("red", "purple", "blue", "green") if f"tower_{c}" in places}
        self.timeline = Timeline()
        self.anim = BoardAnimation(self.timeline, self.app.anim,
                                   lambda r, c: square_rect(r, c).center, self.supply_centre,
                                   self.state.cfg.size)
        self.drag: dict | None = None              # a firehawk held by the mouse
        self.vane_angle = VANE_ANGLE.get(self.state.wind, 0.0)
        self.die_face: str | None = None           # sprite shown big while a die rolls
        self.last_die: str | None = None
        self.die_tilt = 0.0                        # degrees while it tumbles
        self.inferno_face: tuple | None = None     # (card id, progress) while one is revealed
        self.hover = None
        self.rot_i = 0
        self.combo: dict | None = None             # {"verb", "sel"}: cards picked for a combo
        self.viewer: int | None = None             # the human seat whose cards are shown
        if self.humans() <= 1 or self.replay is not None:
            human = [i for i, p in enumerate(self.state.players) if p.get("kind") != "bot"]
            self.viewer = human[0] if human else None
        self._ui_key = None
        self._preview: dict = {}
        self._card_cache: dict = {}
        self._reason_key = None
        self._reason = ""
        self._warn_key, self._warn = None, ""
        self.armed = None                          # a losing move clicked once: click again
        self.buttons = ButtonRow([
            Button((SIDE_X + 160, 6, 120, 32), lambda: self.t("ui.undo"), self.undo, size=22,
                   enabled=lambda: self.match.can_undo and self.my_turn()),
            Button((SIDE_X + 290, 6, 120, 32), lambda: self.t("ui.rules"), self.open_rules, size=22),
            Button((SIDE_X + 420, 6, 120, 32), lambda: self.t("ui.menu"), self.open_menu, size=22),
        ])
        self.choice_buttons = ButtonRow()
        self.add_log(self.t("fire_tower.log.start"))
        self.rebuild_log()
        self.refresh()

    # ------------------------------------------------------------ shortcuts
    def humans(self) -> int:
        return sum(1 for p in self.state.players if p.get("kind") != "bot")

    def my_turn(self) -> bool:
        """The seat at the screen decides now, and nothing is moving."""
        s = self.state
        return (not s.is_over and self.replay is None and not self.timeline.busy
                and not self.is_bot_turn() and s.current_player == self.viewer)

    def needs_handover(self) -> bool:
        s = self.state
        return (not s.is_over and self.replay is None and not self.timeline.busy
                and not self.is_bot_turn() and s.current_player != self.viewer)

    # ------------------------------------------------------------ GameScene hooks
    def make_bot(self, seed):
        from .bot import FireTowerBot
        return FireTowerBot(seed)

    def describe_event(self, t, state, event):
        return describe_event(t, state, event)

    def describe_refusal(self, t, err):
        return describe_refusal(t, err)

    def after_change(self):
        self.combo = None
        self.drag = None
        self.refresh()

    def version(self):
        return super().version() + (self.viewer,)

    def compute_query(self, name: str):
        self._preview = {}          # a new position: pattern previews are stale
        if name == "view":
            return self.state.view(self.viewer) if self.viewer is not None else None
        return super().compute_query(name)

    def legal_now(self):
        return self.query("legal_actions") if self.my_turn() else []

    def options(self) -> dict:
        """The pending decision's legal actions, sorted by how they are chosen."""
        key = (self.version(), self.my_turn())
        if getattr(self, "_options_key", None) != key:
            squares, places, cards, combos, others = {}, {}, {}, {}, []
            verb = "place"
            for a in self.legal_now():
                if a[0] in PATTERN_ACTIONS and len(a) == 4:
                    verb = a[0]
                    places.setdefault(a[3], set()).add((a[1], a[2]))
                elif a[0] in CARD_ACTIONS and len(a) == 2 and type(a[1]) is int:
                    cards[a[1]] = a
                elif a[0] in CARD_COMBOS:
                    combos.setdefault(a[0], []).append(a)
                elif _is_square_action(a) and (a[1], a[2]) not in squares:
                    squares[(a[1], a[2])] = a
                elif _is_square_action(a):      # a second choice on one square: a button
                    others.append(a)
                else:
                    others.append(a)
            self._options_key = key
            self._options = {"squares": squares, "places": places, "cards": cards,
                             "combos": combos, "others": others, "verb": verb}
        return self._options

    # ------------------------------------------------------------ prompt and buttons
    def refresh(self):
        """Rebuild the prompt and the decision's buttons for the current position."""
        s, t = self.state, self.t
        self._ui_key = (self.version(), self.my_turn(), self.viewer)
        self.choice_buttons = ButtonRow()
        if s.is_over:
            self.say(verdict_text(t, s))
            return
        if self.combo is not None:
            self.say(t(f"fire_tower.ui.{self.combo['verb']}_pick", n=len(self.combo["sel"])))
        elif self.my_turn() or self.replay is not None:
            self.say(prompt(t, s))
        else:
            self.say(t("fire_tower.ui.waiting", name=seat_name(s, s.current_player)))
        if not self.my_turn():
            return
        opts = self.options()
        actions = list(opts["others"]) + [(verb,) for verb in opts["combos"]]
        if not actions:
            return
        per_row = min(4, len(actions)) if len(actions) <= 4 else (len(actions) + 1) // 2
        width = (SIDE_W - 8 * (per_row - 1)) // per_row
        for i, a in enumerate(actions):
            row, col = divmod(i, per_row)
            rect = (SIDE_X + col * (width + 8), BUTTON_Y + row * 46, width, 40)
            label = action_label(t, s, a)
            size = 22
            while size > 14 and self.app.fonts.font(size, True).size(label)[0] > width - 12:
                size -= 1
            handler = (lambda v=a[0]: self.start_combo(v)) if a[0] in CARD_COMBOS and len(a) == 1 \
                else (lambda a=a: self.act(a))
            self.choice_buttons.add(Button(rect, label, handler, size=size,
                                           primary=a[0] in ("end", "confirm", "done", "roll")))

    def start_combo(self, verb: str):
        """Reckless Abandon, Patrol: the button starts (or cancels) picking its cards."""
        self.combo = {"verb": verb, "sel": []} if self.combo is None or self.combo["verb"] != verb else None
        self.refresh()

    # ------------------------------------------------------------ input
    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)
            return
        if self.buttons.handle(event) or self.choice_buttons.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            if self.drag:
                self.drag["moved"] = self.drag["moved"] or event.rel != (0, 0)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            self.drop_hawk(event.pos)
            return
        if self.timeline.busy:
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.timeline.finish_all()
            return
        if not self.my_turn():
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.options()["places"]:
                self.rotate(-1 if event.y > 0 else 1)
            return
        if event.type != pygame.MOUSEBUTTONDOWN:
            return
        self.hover = event.pos
        if event.button == 3:
            if self.drag:
                self.drag = None
            elif self.combo is not None:
                self.combo = None
                self.refresh()
            elif self.options()["places"]:
                self.rotate(1)
            return
        if event.button != 1:
            return
        if self.pick_up_hawk(event.pos):
            return
        for rect, action in self.challenge_cards():
            if rect.collidepoint(event.pos):
                self.act(action)
                return
        cid = self.card_at(event.pos)
        if cid is not None:
            self.click_card(cid)
            return
        sq = square_at(event.pos, self.state.cfg.size)
        if sq is not None:
            self.click_square(sq)

    def handle_key(self, event):
        if event.key == pygame.K_F1:
            self.open_rules()
        elif event.key == pygame.K_ESCAPE:
            if self.drag:
                self.drag = None
            elif self.combo is not None:
                self.combo = None
                self.refresh()
            else:
                self.open_menu()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            if self.match.can_undo and self.my_turn():
                self.undo()
        elif event.key == pygame.K_r and self.my_turn() and self.options()["places"]:
            self.rotate(1)

    def rotate(self, step: int):
        self.rot_i += step
        self._reason_key = None

    def click_square(self, sq):
        opts = self.options()
        if opts["places"]:
            rot, anchor = self.anchor_for(sq)
            self.act_checked((self.pattern_verb(), anchor[0], anchor[1], rot))
            return
        action = opts["squares"].get(sq)
        if action is not None:
            self.act_checked(action)
            return
        tower = self.tower_choice_at(sq)
        if tower is not None:
            self.act(tower)
            return
        reason = self.square_reason(sq)
        if reason:
            self.say(reason, bad=True)

    def act_checked(self, action):
        """A move that would lose at once (your own tower burns, a challenge fails) asks for
        a second click on the same spot; anything else is played at once."""
        warning = self.loss_warning(action)
        if warning and self.armed != action:
            self.armed = action
            self.say(warning + " " + self.t("fire_tower.ui.click_again"), bad=True)
            return
        self.armed = None
        self.act(action)

    def loss_warning(self, action) -> str:
        """What `action` would cost before anything hidden is revealed: the rules are asked
        on a copy, and only the events up to the first draw or roll are read (no peeking)."""
        key = (self.version(), action)
        if self._warn_key != key:
            self._warn_key, self._warn = key, ""
            clone = self.state.clone()
            try:
                events = clone.apply(action)
            except IllegalAction:
                events = []
            own = self.state.seat_tower[self.viewer] if self.viewer is not None else None
            for event in events:
                if event["type"] in REVEALS:
                    break
                if event["type"] == "tower_burned" and event["tower"] == own:
                    self._warn = self.t("fire_tower.ui.warn_own_tower")
                    break
                if event["type"] == "game_over" and event.get("outcome") == "loss":
                    self._warn = self.t("fire_tower.ui.warn_loss",
                                        reason=self.t(f"fire_tower.solo.reason.{event.get('reason')}"))
                    break
        return self._warn

    def challenge_cards(self) -> list:
        """Solo, round end: the drawn challenge cards laid over the board, (rect, action)."""
        d = self.state.decision
        if not self.my_turn() or not d or d["kind"] != "challenge_choice":
            return []
        actions = [a for a in self.options()["others"] if a[0] == "challenge"]
        width, gap = 300, 24
        left = BOARD_POS[0] + 360 - (len(actions) * width + (len(actions) - 1) * gap) // 2
        return [(pygame.Rect(left + i * (width + gap), BOARD_POS[1] + 230, width, 190), a)
                for i, a in enumerate(actions)]

    def tower_choices(self) -> dict:
        """Solo challenges that name an enemy tower: colour -> action (chosen on the board)."""
        return {a[1]: a for a in self.options()["others"] if a[0] == "tower" and len(a) == 2}

    def tower_choice_at(self, sq):
        size = self.state.cfg.size
        for colour, action in self.tower_choices().items():
            if sq[0] * size + sq[1] in self.state.cfg.zone_squares[colour]:
                return action
        return None

    # ------------------------------------------------------------ firehawks by drag and drop
    def supply_rect(self) -> pygame.Rect:
        return pygame.Rect(SIDE_X + 94, self.info_top() + 54, 30, 30)

    def supply_centre(self):
        return self.supply_rect().center

    def can_take_from_supply(self) -> bool:
        return any(a[0] == "hawk" for a in self.options()["squares"].values())

    def pick_up_hawk(self, pos) -> bool:
        """Mouse down on the supply (placing) or on a hawk you may move: hold it."""
        if self.supply_rect().collidepoint(pos) and self.can_take_from_supply():
            self.drag = {"from": None, "moved": True, "dests": None}
            return True
        sq = square_at(pos, self.state.cfg.size)
        action = self.options()["squares"].get(sq) if sq else None
        if action is None or action[0] != "hawk_from":
            return False
        after = self.state.clone()
        after.apply(action)
        self.drag = {"from": sq, "moved": False, "after": after, "reasons": {},
                     "dests": {(a[1], a[2]) for a in after.legal_actions() if a[0] == "hawk_to"}}
        return True

    def drop_hawk(self, pos):
        drag, self.drag = self.drag, None
        if not self.my_turn():
            return
        sq = square_at(pos, self.state.cfg.size)
        if drag["from"] is None:                        # from the supply
            if sq is not None:
                self.click_square(sq)
            return
        if sq == drag["from"] or not drag["moved"]:     # a click: pick it, then click a square
            self.act(("hawk_from",) + drag["from"])
        elif sq in drag["dests"]:
            if self.act(("hawk_from",) + drag["from"]):
                self.act(("hawk_to",) + sq)
        elif sq is not None:
            self.say(self.drop_reason(drag, sq), bad=True)

    def drop_reason(self, drag, sq) -> str:
        """Why the held hawk cannot land on `sq` (asked of the position after picking it)."""
        if sq not in drag["reasons"]:
            err = drag["after"].why_illegal(("hawk_to",) + sq)
            drag["reasons"][sq] = describe_refusal(self.t, err) if err else ""
        return drag["reasons"][sq]

    def square_reason(self, sq) -> str:
        """Why a square cannot be chosen now. With several kinds of square actions, a reason
        about what stands there beats one saying the square lacks another kind's object
        (a "no_..." key, such as "no firebreak there" said of a hawk)."""
        names = sorted({a[0] for a in self.options()["squares"].values()})
        errors = [err for err in (self.state.why_illegal((name, sq[0], sq[1])) for name in names) if err]
        if not errors:
            return ""
        errors.sort(key=lambda err: err.key.startswith("no_"))
        return describe_refusal(self.t, errors[0])

    def click_card(self, cid):
        opts = self.options()
        if self.combo is not None:
            verb, sel = self.combo["verb"], self.combo["sel"]
            if cid in sel:
                sel.remove(cid)
            else:
                sel.append(cid)
            if len(sel) == CARD_COMBOS[verb]:
                match = [a for a in opts["combos"].get(verb, []) if sorted(a[1:]) == sorted(sel)]
                if match:
                    self.act(match[0])
                    return
                self.combo["sel"] = []
                self.refresh()
                self.say(describe_refusal(self.t, self.state.why_illegal((verb,) + tuple(sel))), bad=True)
                return
            self.refresh()
            return
        action = opts["cards"].get(cid)
        if action is not None:
            self.act(action)
            return
        verb = CARD_VERB.get(self.state.decision["kind"]) if self.state.decision else None
        if verb:
            err = self.state.why_illegal((verb, cid))
            if err:
                self.say(describe_refusal(self.t, err), bad=True)

    # ------------------------------------------------------------ patterns
    def pattern_verb(self) -> str:
        """The name of the pending pattern actions ("place", or "line" for an enemy Bucket)."""
        return self.options()["verb"]

    def shape(self, rot: int):
        shapes = self.state.pattern_shapes()
        return shapes[rot] if 0 <= rot < len(shapes) else ()

    def current_rot(self) -> int:
        rots = sorted(self.options()["places"])
        return rots[self.rot_i % len(rots)] if rots else 0

    def anchor_for(self, sq):
        """The pattern's top-left when the mouse is on `sq`: the pattern is centred there."""
        rot = self.current_rot()
        shape = self.shape(rot)
        h = max((dr for dr, _, _ in shape), default=0) + 1
        w = max((dc for _, dc, _ in shape), default=0) + 1
        return rot, (sq[0] - (h - 1) // 2, sq[1] - (w - 1) // 2)

    def preview(self, rot, anchor):
        """(legal, [(r, c, char)], reason): what laying the pattern there would change,
        found by applying it on a clone and comparing boards; cached per (r, c, rot)."""
        self.query("legal_actions")          # resets the cache when the position changed
        key = (anchor, rot)
        if key in self._preview:
            return self._preview[key]
        s = self.state
        action = (self.pattern_verb(), anchor[0], anchor[1], rot)
        size = s.cfg.size
        legal = anchor in self.options()["places"].get(rot, ())
        if legal:
            clone = s.clone()
            try:
                clone.apply(action)
            except IllegalAction:
                legal = False
        if legal:
            marks = [(sq // size, sq % size, clone.cells[sq]) for sq in range(len(s.cells))
                     if clone.cells[sq] != s.cells[sq]]
            d = clone.decision
            if not marks and d is not None and d.get("kind") == "select":
                char = {"fire": "f", "explosion": "f", "firebreak": "x"}.get(d.get("effect"), ".")
                marks = [(sq // size, sq % size, char) for sq in d.get("chosen") or []]
            result = (True, marks, "")
        else:
            marks = [(anchor[0] + dr, anchor[1] + dc, "?") for dr, dc, _ in self.shape(rot)]
            err = s.why_illegal(action)
            result = (False, marks, describe_refusal(self.t, err) if err else "")
        if len(self._preview) > 600:
            self._preview.clear()
        self._preview[key] = result
        return result

    # ------------------------------------------------------------ animation
    def act(self, action) -> bool:
        self.anim.sync(self.state, self.version())   # the board before the action
        return super().act(action)

    def play_events(self, events):
        state = self.state
        segment: list = []                  # board events up to the next die or vane
        for event in events + [{"type": "end"}]:
            line = describe_event(self.t, state, event) if event["type"] != "end" else None
            if line:
                self.add_log(line)
            kind = event["type"]
            if kind in ("wind_roll", "shadow_roll", "wind_changed", "inferno_card", "end"):
                self.anim.play(segment, lambda sq: state.cfg.quadrant_of[sq])
                segment = []
            else:
                segment.append(event)
            if kind == "wind_roll":
                self.show_die("wind", event["result"], "NESW")
            elif kind == "shadow_roll" and event.get("face"):
                self.show_die("shadow", event["face"], range(1, 7))
            elif kind == "wind_changed":
                self.turn_vane(event["to"])
            elif kind == "inferno_card":
                self.show_inferno(event["card"])

    def show_die(self, die: str, result, faces):
        """The die tumbles through its faces, settles on the result and stays a moment."""
        image = f"fire_tower/die_{die}_{result}.png"
        self.last_die = image
        seconds = self.app.anim(1.0)
        if seconds <= 0:
            return
        faces = [f"fire_tower/die_{die}_{f}.png" for f in faces]

        def show(f):
            rolling = f < 0.55
            step = int(f * 40)
            self.die_face = faces[(step * 5 + len(faces) - 1) % len(faces)] if rolling else image
            self.die_tilt = (1 - f / 0.55) * 36 * (1 if step % 2 else -1) if rolling else 0.0

        self.timeline.add(Tween(seconds, show, lambda: setattr(self, "die_face", None)))

    def show_inferno(self, card_id: str):
        """FT-SOLO-INFERNO: the Inferno card flies in from the top, is shown big, then goes."""
        seconds = self.app.anim(1.2)
        if seconds <= 0:
            return

        def show(f):
            self.inferno_face = (card_id, f)

        self.timeline.add(Tween(seconds, show, lambda: setattr(self, "inferno_face", None)))

    def turn_vane(self, direction: str):
        target = VANE_ANGLE.get(direction, 0.0)
        start = self.vane_angle
        delta = (target - start + 180) % 360 - 180
        seconds = self.app.anim(0.5)
        if seconds <= 0:
            self.vane_angle = target
            return

        def spin(f):
            self.vane_angle = start + delta * f

        self.timeline.add(Tween(seconds, spin, lambda: setattr(self, "vane_angle", target)))

    # ------------------------------------------------------------ frame
    def update(self, dt):
        self.timeline.update(dt)
        if self.timeline.busy:
            return
        self.anim.sync(self.state, self.version())
        if self._ui_key != (self.version(), self.my_turn(), self.viewer):
            self.refresh()
        if self.replay is not None:
            self.viewer = self.state.current_player     # a replay shows every seat's view
        if self.drive(dt):
            return
        if self.needs_handover():
            from .handover import HandOverScene
            self.app.push(HandOverScene(self.app, self, self.state.current_player))

    def reveal(self, seat: int):
        """The hand-over was accepted: `seat` now sits at the screen."""
        self.viewer = seat
        self.combo = None
        self.refresh()

    def draw(self, surface):
        surface.fill(BACKGROUND)
        surface.blit(self.backdrop, BOARD_POS)
        self.draw_board(surface)
        self.draw_highlights(surface)
        self.draw_pattern(surface)
        self.draw_hover_reason(surface)
        self.draw_top_bar(surface)
        self.draw_seats(surface)
        self.draw_info(surface)
        self.draw_solo(surface)
        self.draw_log(surface)
        self.buttons.draw(surface, self.app.fonts)
        self.choice_buttons.draw(surface, self.app.fonts)
        self.draw_hand(surface)
        self.draw_drag(surface)
        if self.die_face:
            self.draw_die(surface)
        if self.inferno_face:
            self.draw_inferno(surface)
        self.draw_challenge_cards(surface)

    # ------------------------------------------------------------ drawing: board
    def draw_board(self, surface):
        s = self.state
        size = s.cfg.size
        img = self.app.assets.image
        gem, fbreak = img("fire_tower/gem_fire.png"), img("fire_tower/firebreak.png")
        eternal = set(s.cfg.eternal)
        for colour in s.burned:
            rect = self.tower_rects.get(colour)
            if rect:
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                veil.fill((20, 10, 10, 140))
                surface.blit(veil, rect)
                self.app.fonts.draw(surface, self.t("fire_tower.status.burned"), rect.center, 24,
                                    (255, 230, 200), True, "center")
        for side in (s.solo or {}).get("oaks") or []:          # Oak cards lie under the gems
            self.draw_oak(surface, side, side in s.solo["oaks_burned"], side == s.solo.get("oak_next"))
        cells, hawks = self.anim.board(s)
        anim = self.anim
        for sq, ch in enumerate(cells):
            if ch == "." or (ch == "E" and sq in eternal) or sq in anim.hidden:
                continue
            rect = square_rect(sq // size, sq % size)
            sprite = fbreak if ch == "x" else gem
            if sq in anim.scale:
                side = max(1, round(SQ * anim.scale[sq]))
                sprite = pygame.transform.smoothscale(sprite, (side, side))
            lift = anim.lift.get(sq, 0)
            surface.blit(sprite, sprite.get_rect(center=(rect.centerx, rect.centery - lift)))
        self.draw_flame_vane(surface)
        held = self.drag["from"] if self.drag and self.drag["moved"] else None
        held = held and held[0] * size + held[1]
        for sq in hawks:
            if sq == held:
                continue
            hawk = img(f"fire_tower/firehawk_{s.cfg.quadrant_of[sq]}.png")
            rect = square_rect(sq // size, sq % size)
            surface.blit(hawk, hawk.get_rect(center=rect.center))
        self.draw_solo_marks(surface)
        for flyer in anim.flyers:
            for kind, colour in flyer["sprites"]:
                sprite = gem if kind == "gem" else img(f"fire_tower/firehawk_{colour}.png")
                dy = -10 if kind == "hawk" and len(flyer["sprites"]) > 1 else 0
                x, y = flyer["pos"]
                surface.blit(sprite, sprite.get_rect(center=(round(x), round(y) + dy)))

    def draw_solo_marks(self, surface):
        """Solo: lightning tokens (FT-SOLO-LIGHTNING), the Sanctuary hawk lying on its side
        and the tower under Resistant Construction."""
        solo = self.state.solo
        if not solo:
            return
        size = self.state.cfg.size
        for sq in solo.get("lightning") or []:
            surface.blit(self.bolt_token(), square_rect(sq // size, sq % size))
        sanctuary = solo.get("sanctuary")
        if sanctuary is not None:
            rect = square_rect(sanctuary // size, sanctuary % size)
            hawk = pygame.transform.rotate(self.app.assets.image("fire_tower/firehawk_red.png", (30, 30)), 90)
            pygame.draw.circle(surface, (255, 255, 255), rect.center, 18, 3)
            surface.blit(hawk, hawk.get_rect(center=rect.center))
        resistant = solo.get("resistant")
        if resistant and resistant in self.tower_rects:
            rect = self.tower_rects[resistant]
            pygame.draw.rect(surface, (90, 90, 110), rect, 5, border_radius=6)
            self.app.fonts.draw(surface, self.t("fire_tower.solo.resistant_mark"), rect.center, 18,
                                (255, 255, 255), True, "center")

    def draw_oak(self, surface, side, burned, due):
        """FT-SOLO-OAKS: an Oak card over its crown and lower squares; the one due to burn
        next is ringed and labelled, a burned one is charred."""
        cfg, size = self.state.cfg, self.state.cfg.size
        parts = cfg.solo.oaks[side]
        crown = [square_rect(sq // size, sq % size) for sq in parts["crown"]]
        lower = [square_rect(sq // size, sq % size) for sq in parts["lower"]]
        card = crown[0].unionall(crown[1:] + lower)
        tint = pygame.Surface(card.size, pygame.SRCALPHA)
        tint.fill((40, 20, 10, 170) if burned else (60, 110, 40, 120))
        surface.blit(tint, card)
        for rect in crown:
            pygame.draw.circle(surface, (120, 40, 20) if burned else (70, 150, 60), rect.center, 15)
            pygame.draw.circle(surface, (200, 60, 160), rect.center, 15, 3)      # the crown
        pygame.draw.rect(surface, HIGHLIGHT if due else (90, 60, 30), card, 4 if due else 2, border_radius=6)
        if due:
            self.app.fonts.draw(surface, self.t("fire_tower.solo.oak_due"), card.center, 16, (255, 255, 255),
                                True, "center")

    def bolt_token(self) -> pygame.Surface:
        """A lightning token: a yellow bolt on a dark disc (drawn once)."""
        if "bolt" not in self._card_cache:
            token = pygame.Surface((SQ, SQ), pygame.SRCALPHA)
            pygame.draw.circle(token, (40, 40, 60), (SQ // 2, SQ // 2), 16)
            pygame.draw.circle(token, (250, 220, 60), (SQ // 2, SQ // 2), 16, 2)
            bolt = [(22, 7), (12, 22), (19, 22), (16, 33), (28, 16), (21, 16), (25, 7)]
            pygame.draw.polygon(token, (255, 226, 70), bolt)
            self._card_cache["bolt"] = token
        return self._card_cache["bolt"]

    def draw_flame_vane(self, surface):
        """The wind marker stands on the Eternal Flame, as on the table (FT-DIG-WIND)."""
        size = self.state.cfg.size
        rects = [square_rect(sq // size, sq % size) for sq in self.state.cfg.eternal]
        if not rects:
            return
        centre = rects[0].unionall(rects[1:]).center
        vane = self.app.assets.image("fire_tower/wind_vane.png", (56, 56))
        turned = pygame.transform.rotozoom(vane, self.vane_angle, 1.0)
        surface.blit(turned, turned.get_rect(center=centre))

    def draw_highlights(self, surface):
        if not self.my_turn():
            return
        opts = self.options()
        d = self.state.decision or {}
        size = self.state.cfg.size
        squares = opts["squares"]
        if self.drag and self.drag["from"] is not None and self.drag["moved"]:
            squares = self.drag["dests"]                # where the held hawk may land
        for colour in self.tower_choices():            # a challenge names an enemy tower
            for sq in self.state.cfg.zone_squares[colour]:
                rect = square_rect(sq // size, sq % size)
                surface.blit(self._glow(HIGHLIGHT), rect)
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(-2, -2), 2, border_radius=6)
        if squares:
            glow = self._glow(HIGHLIGHT)
            for (r, c) in squares:
                rect = square_rect(r, c)
                surface.blit(glow, rect)
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(-2, -2), 3, border_radius=6)
        # Squares already chosen in a select/cells decision are shown as they will be.
        chosen = d.get("chosen") if d.get("kind") == "select" else \
            d.get("picked") if d.get("kind") == "cells" else None
        if chosen:
            eff = d.get("effect") or ""
            char = "x" if ("break" in eff or eff == "champion") else \
                "." if eff in ("water", "bucket", "helitack") else "f"
            for sq in chosen:
                if type(sq) is int:
                    self._ghost(surface, sq // size, sq % size, char, GOOD)

    def _glow(self, colour):
        key = ("glow", colour)
        if key not in self._card_cache:
            g = pygame.Surface((SQ, SQ), pygame.SRCALPHA)
            pygame.draw.rect(g, colour + (80,), g.get_rect(), border_radius=6)
            self._card_cache[key] = g
        return self._card_cache[key]

    def _ghost(self, surface, r, c, char, outline):
        rect = square_rect(r, c)
        name = {"f": "gem_fire", "x": "firebreak", ".": "water", "E": "gem_fire"}.get(char)
        if name:
            sprite = self.app.assets.image(f"fire_tower/{name}.png").copy()
            sprite.set_alpha(200)
            surface.blit(sprite, sprite.get_rect(center=rect.center))
        pygame.draw.rect(surface, outline, rect.inflate(-2, -2), 3, border_radius=6)

    def draw_pattern(self, surface):
        if not self.my_turn():
            return
        places = self.options()["places"]
        if not places:
            return
        rot = self.current_rot()
        shape = self.shape(rot)
        h = max((dr for dr, _, _ in shape), default=0) + 1
        w = max((dc for _, dc, _ in shape), default=0) + 1
        for (r, c) in places.get(rot, ()):          # where the mouse may go
            rect = square_rect(r + (h - 1) // 2, c + (w - 1) // 2)
            pygame.draw.circle(surface, HIGHLIGHT, rect.center, 6)
            pygame.draw.circle(surface, INK, rect.center, 6, 1)
        sq = square_at(self.hover, self.state.cfg.size)
        if sq is None:
            return
        rot, anchor = self.anchor_for(sq)
        legal, marks, reason = self.preview(rot, anchor)
        size = self.state.cfg.size
        if legal:       # the card's outline; only the squares that change are filled in
            for dr, dc, _ in self.shape(rot):
                r, c = anchor[0] + dr, anchor[1] + dc
                if 0 <= r < size and 0 <= c < size:
                    pygame.draw.rect(surface, (255, 255, 255), square_rect(r, c), 1)
        fill = self._glow((90, 220, 140))
        for r, c, ch in marks:
            if 0 <= r < size and 0 <= c < size:
                if legal:
                    surface.blit(fill, square_rect(r, c))
                    self._ghost(surface, r, c, ch, GOOD)
                else:
                    pygame.draw.rect(surface, DANGER, square_rect(r, c).inflate(-2, -2), 3,
                                     border_radius=6)
        if not legal and reason:
            self._tooltip(surface, reason, self.hover)
        elif legal:
            warning = self.loss_warning((self.pattern_verb(), anchor[0], anchor[1], rot))
            if warning:
                self._tooltip(surface, warning, self.hover, WARN)

    def draw_drag(self, surface):
        """The held firehawk follows the mouse; a square it cannot land on says why."""
        if not self.drag or not self.drag["moved"] or self.hover is None:
            return
        sq = square_at(self.hover, self.state.cfg.size)
        colour = self.state.seat_tower[self.state.current_player]
        if self.drag["from"] is not None:
            colour = self.state.cfg.quadrant_of[self.drag["from"][0] * self.state.cfg.size
                                                + self.drag["from"][1]]
            if sq is not None and sq != self.drag["from"] and sq not in self.drag["dests"]:
                reason = self.drop_reason(self.drag, sq)
                if reason:
                    self._tooltip(surface, reason, self.hover)
        hawk = self.app.assets.image(f"fire_tower/firehawk_{colour}.png")
        surface.blit(hawk, hawk.get_rect(center=(self.hover[0], self.hover[1] - 6)))

    def draw_hover_reason(self, surface):
        if self.drag and self.drag["from"] is not None:
            return
        opts = self.options() if self.my_turn() else None
        if not opts or not opts["squares"] or opts["places"]:
            return
        sq = square_at(self.hover, self.state.cfg.size)
        if sq in opts["squares"]:
            warning = self.loss_warning(opts["squares"][sq])
            if warning:
                self._tooltip(surface, warning, self.hover, WARN)
            return
        if sq is None:
            return
        key = (self.version(), sq)
        if self._reason_key != key:
            self._reason_key, self._reason = key, self.square_reason(sq)
        if self._reason:
            self._tooltip(surface, self._reason, self.hover)

    def _tooltip(self, surface, text, pos, colour=DANGER):
        label = self.app.fonts.render(text, 22, (255, 255, 255), True)
        box = label.get_rect(midbottom=(pos[0], pos[1] - 22)).inflate(16, 10)
        box.clamp_ip(pygame.Rect(0, 76, SIDE_X - 4, 724))
        pygame.draw.rect(surface, colour, box, border_radius=8)
        surface.blit(label, label.get_rect(center=box.center))

    def draw_challenge_cards(self, surface):
        cards = self.challenge_cards()
        if not cards:
            return
        t, fonts = self.t, self.app.fonts
        veil = pygame.Surface((SQ * 18, SQ * 18), pygame.SRCALPHA)
        veil.fill((10, 20, 10, 150))
        surface.blit(veil, BOARD_POS)
        fonts.draw(surface, t("fire_tower.solo.choose_challenge"), (BOARD_POS[0] + 360, BOARD_POS[1] + 180), 28,
                   (255, 255, 255), True, "midtop")
        if ("skip",) in self.options()["others"]:
            fonts.draw(surface, t("fire_tower.levels.skips", n=self.state.solo["skips"]),
                       (BOARD_POS[0] + 360, BOARD_POS[1] + 440), 24, (255, 255, 255), True, "midtop")
        for rect, action in cards:
            cid = action[1]
            hot = self.hover is not None and rect.collidepoint(self.hover)
            panel(surface, rect, (255, 253, 245) if hot else PAPER)
            pygame.draw.rect(surface, HIGHLIGHT if hot else (150, 60, 40), rect, 4, border_radius=10)
            fonts.draw(surface, t(f"fire_tower.solo.challenge.{cid}.name"), (rect.centerx, rect.y + 18), 26,
                       INK, True, "midtop")
            fonts.draw_wrapped(surface, t(f"fire_tower.solo.challenge.{cid}.text"),
                               pygame.Rect(rect.x + 18, rect.y + 64, rect.width - 36, rect.height - 80), 21, INK)

    def draw_inferno(self, surface):
        card_id, f = self.inferno_face
        grow = min(1.0, f / 0.3)                     # flies in over the first 30 %
        centre = (BOARD_POS[0] + 360, round(BOARD_POS[1] - 120 + (360 + 120) * grow))
        card = pygame.transform.smoothscale(self.card_surface(card_id), (CARD_W * 2, CARD_H * 2))
        back = card.get_rect(center=centre).inflate(24, 60)
        back.y -= 18
        pygame.draw.rect(surface, (120, 24, 16), back, border_radius=14)
        self.app.fonts.draw(surface, self.t("fire_tower.solo.inferno_title"), (back.centerx, back.y + 6), 26,
                            (255, 230, 200), True, "midtop")
        surface.blit(card, card.get_rect(center=(centre[0], centre[1] + 12)))

    def draw_die(self, surface):
        die = self.app.assets.image(self.die_face, (96, 96))
        if self.die_tilt:
            die = pygame.transform.rotozoom(die, self.die_tilt, 1.0)
        centre = (BOARD_POS[0] + 360, BOARD_POS[1] + 360)
        back = pygame.Rect(0, 0, 128, 128)
        back.center = centre
        panel(surface, back, PAPER)
        surface.blit(die, die.get_rect(center=centre))

    # ------------------------------------------------------------ drawing: side
    def draw_top_bar(self, surface):
        s, t, fonts = self.state, self.t, self.app.fonts
        panel(surface, (0, 0, 1280, 72), (250, 250, 252), radius=0, shadow=False)
        fonts.draw(surface, t("fire_tower.title"), (14, 8), 34, INK, True)
        turn = t("fire_tower.ui.turn", turn=max(s.turn_number, 1)) if s.turn_number else ""
        if s.solo:
            turn = " · ".join(part for part in (turn, t("fire_tower.solo.level", n=s.solo["level"]),
                                                t("fire_tower.solo.round", n=s.solo["round"]),
                                                t("fire_tower.solo.inferno", n=len(s.solo["inferno"]))) if part)
        fonts.draw(surface, turn, (200, 14), 24, MUTED)
        colour = DANGER if self.message_bad else INK
        surface.set_clip(pygame.Rect(0, 38, 1280, 34))
        fonts.draw(surface, self.message, (14, 44), 24, colour, self.message_bad)
        surface.set_clip(None)

    def enemies(self) -> list[str]:
        """Solo: the enemy towers (no seat, a Bucket each)."""
        return list(self.state.solo["enemies"]) if self.state.solo else []

    def seats_height(self) -> int:
        return 30 + 44 * self.state.n + ENEMY_ROW * len(self.enemies()) + 4

    def draw_seats(self, surface):
        s, t, fonts = self.state, self.t, self.app.fonts
        panel(surface, (SIDE_X, 80, SIDE_W, self.seats_height()))
        fonts.draw(surface, t("fire_tower.ui.players"), (SIDE_X + 12, 86), 22, INK, True)
        img = self.app.assets.image
        for seat in range(s.n):
            y = 110 + seat * 44
            row = pygame.Rect(SIDE_X + 6, y, SIDE_W - 12, 42)
            if seat == s.current_player and not s.is_over:
                pygame.draw.rect(surface, (255, 236, 200), row, border_radius=8)
                pygame.draw.rect(surface, (230, 150, 60), row, 2, border_radius=8)
            colour = s.seat_tower[seat]
            pygame.draw.rect(surface, TOWER_RGB.get(colour, MUTED), (row.x + 4, row.y + 6, 8, 30),
                             border_radius=3)
            hawk = img(f"fire_tower/firehawk_{colour}.png", (32, 32))
            surface.blit(hawk, (row.x + 16, row.y + 5))
            name = seat_name(s, seat)
            if s.players[seat].get("kind") == "bot":
                name += " · " + t("fire_tower.ui.computer")
            fonts.draw(surface, name, (row.x + 54, row.y + 3), 22, INK, True)
            status = f"{tower_name(t, colour)} · {status_name(t, s.status[seat])}"
            fonts.draw(surface, status, (row.x + 54, row.y + 23), 18,
                       DANGER if s.status[seat] == "out" else MUTED)
            back = img("fire_tower/card_back.png", (22, 31))
            surface.blit(back, (row.right - 176, row.y + 6))
            fonts.draw(surface, t("fire_tower.ui.cards", n=len(s.hands[seat])),
                       (row.right - 150, row.y + 12), 20, INK)
            bucket = img("fire_tower/bucket_full.png" if s.bucket[seat]
                         else "fire_tower/bucket_reckless.png", (34, 34))
            surface.blit(bucket, (row.right - 40, row.y + 4))
            if not s.bucket[seat]:
                pygame.draw.line(surface, DANGER, (row.right - 40, row.y + 36), (row.right - 8, row.y + 6), 3)
        for i, colour in enumerate(self.enemies()):
            self.draw_enemy(surface, pygame.Rect(SIDE_X + 6, 110 + 44 * s.n + i * ENEMY_ROW, SIDE_W - 12,
                                                 ENEMY_ROW - 2), colour)

    def draw_enemy(self, surface, row, colour):
        """Solo: an enemy tower, standing or burned, with its Bucket (FT-SOLO-ENEMY-BUCKET)."""
        s, t, fonts, img = self.state, self.t, self.app.fonts, self.app.assets.image
        burned = colour in s.burned
        pygame.draw.rect(surface, TOWER_RGB.get(colour, MUTED), (row.x + 4, row.y + 4, 8, row.h - 8),
                         border_radius=3)
        surface.blit(img(f"fire_tower/firehawk_{colour}.png", (24, 24)), (row.x + 20, row.y + 3))
        label = t("fire_tower.solo.enemy", tower=tower_name(t, colour))
        status = t("fire_tower.status.burned") if burned else t("fire_tower.status.standing")
        fonts.draw(surface, label, (row.x + 54, row.y + 5), 20, INK, True)
        fonts.draw(surface, status, (row.right - 200, row.y + 6), 18, DANGER if burned else MUTED)
        if not burned:
            ready = s.solo["enemy_bucket"].get(colour)
            bucket = img("fire_tower/bucket_full.png" if ready else "fire_tower/bucket_reckless.png", (26, 26))
            surface.blit(bucket, (row.right - 36, row.y + 2))
            if not ready:
                pygame.draw.line(surface, DANGER, (row.right - 36, row.y + 27), (row.right - 10, row.y + 3), 3)

    def info_top(self) -> int:
        return 80 + self.seats_height() + 8

    def solo_box(self) -> pygame.Rect | None:
        """Solo: the Special cards and the round's challenge, under the wind panel."""
        if not self.state.solo:
            return None
        return pygame.Rect(SIDE_X, self.info_top() + 96, SIDE_W, SOLO_BOX_H)

    def draw_solo(self, surface):
        box = self.solo_box()
        if box is None:
            return
        s, t, fonts = self.state, self.t, self.app.fonts
        panel(surface, box)
        x = box.x + 12
        fonts.draw(surface, t("fire_tower.solo.specials"), (x, box.y + 8), 20, INK, True)
        x += fonts.font(20, True).size(t("fire_tower.solo.specials"))[0] + 12
        for front, back in (("strong_winds", "light_breeze"), ("lookout", "patrol")):
            side = s.solo["specials"].get(front)
            name = t(f"fire_tower.solo.special.{back if side == 'back' else front}.name")
            chip = fonts.render(name, 18, INK, True)
            rect = chip.get_rect(topleft=(x, box.y + 7)).inflate(14, 6)
            pygame.draw.rect(surface, (236, 238, 244) if side == "back" else (255, 236, 200), rect, border_radius=8)
            pygame.draw.rect(surface, MUTED, rect, 1, border_radius=8)
            surface.blit(chip, chip.get_rect(center=rect.center))
            x = rect.right + 10
        cid = s.solo.get("challenge")
        y = box.y + 36
        if cid:
            fonts.draw(surface, t("fire_tower.solo.challenge_now", name=t(f"fire_tower.solo.challenge.{cid}.name")),
                       (box.x + 12, y), 20, ACCENT, True)
            for line in fonts.wrap(t(f"fire_tower.solo.challenge.{cid}.text"), 18, SIDE_W - 24)[:2]:
                y += 20
                fonts.draw(surface, line, (box.x + 12, y), 18, INK)
        progress = challenge_progress(t, s)
        if progress:
            fonts.draw(surface, progress, (box.x + 12, box.bottom - 24), 18, GOOD, True)
        else:
            fonts.draw(surface, t("fire_tower.solo.no_challenge"), (box.x + 12, y), 20, MUTED)

    def draw_info(self, surface):
        s, t, fonts = self.state, self.t, self.app.fonts
        top = self.info_top()
        box = pygame.Rect(SIDE_X, top, SIDE_W, 88)
        panel(surface, box)
        vane = self.app.assets.image("fire_tower/wind_vane.png", (76, 76))
        turned = pygame.transform.rotozoom(vane, self.vane_angle, 1.0)
        surface.blit(turned, turned.get_rect(center=(box.x + 46, box.centery)))
        fonts.draw(surface, t("fire_tower.ui.wind", wind=wind_name(t, s.wind)), (box.x + 96, top + 8), 26,
                   INK, True)
        fonts.draw(surface, t("fire_tower.ui.deck", n=len(s.deck)) + " · " +
                   t("fire_tower.ui.discard", n=len(s.discard)), (box.x + 96, top + 36), 20, INK)
        fonts.draw(surface, t("fire_tower.ui.supply", n=s.hawk_supply()), (box.x + 130, top + 60), 20, MUTED)
        self.draw_supply(surface)
        self.draw_wind_directions(surface, box.x + 300, top + 8)
        if self.last_die:
            die = self.app.assets.image(self.last_die, (48, 48))
            surface.blit(die, (box.right - 60, top + 20))

    def draw_supply(self, surface):
        """The firehawk supply: drag a hawk from here when one is to be placed."""
        rect = self.supply_rect()
        ready = self.my_turn() and self.can_take_from_supply()
        if ready:
            surface.blit(self._glow(HIGHLIGHT), rect)
            pygame.draw.rect(surface, HIGHLIGHT, rect, 3, border_radius=6)
        if self.state.hawk_supply() > 0:
            hawk = self.app.assets.image("fire_tower/firehawk.png", (28, 28))
            surface.blit(hawk, hawk.get_rect(center=rect.center))

    def draw_wind_directions(self, surface, x, y):
        """The four directions: the current wind highlighted, retired ones crossed out (FT-DIG-WIND)."""
        s, fonts = self.state, self.app.fonts
        for i, d in enumerate(("N", "E", "S", "W")):
            box = pygame.Rect(x + i * 30, y, 26, 26)
            retired = d in s.retired
            fill = ACCENT if d == s.wind else ((214, 214, 218) if retired else (236, 238, 244))
            pygame.draw.rect(surface, fill, box, border_radius=6)
            letter = wind_name(self.t, d)[:1]
            fonts.draw(surface, letter, box.center, 22, (255, 255, 255) if d == s.wind else
                       (MUTED if retired else INK), True, "center")
            if retired:
                pygame.draw.line(surface, DANGER, box.bottomleft, box.topright, 3)

    def draw_log(self, surface):
        t, fonts = self.t, self.app.fonts
        top = self.info_top() + 96 + (SOLO_BOX_H + 8 if self.state.solo else 0)
        bottom = BUTTON_Y - 8
        box = pygame.Rect(SIDE_X, top, SIDE_W, bottom - top)
        panel(surface, box)
        fonts.draw(surface, t("fire_tower.ui.log"), (box.x + 12, top + 4), 20, INK, True)
        lines = max(1, (box.height - 28) // 20)
        surface.set_clip(box.inflate(-12, 0))
        y = top + 26
        for line in self.log[-lines:]:
            fonts.draw(surface, line, (box.x + 12, y), 19, INK)
            y += 20
        surface.set_clip(None)

    # ------------------------------------------------------------ cards
    def strip(self):
        """(title, cards) of the seat at the screen: its hand, or the cards it drew into a pool."""
        view = self.query("view")
        if view is None or self.viewer is None:
            return "", []
        s = self.state
        name = seat_name(s, self.viewer)
        d = s.decision
        if d and d["kind"] == "pool_play" and d["seat"] == self.viewer and view.get("pool"):
            return self.t("fire_tower.ui.drawn_cards", name=name), list(view["pool"])
        return self.t("fire_tower.ui.hand_of", name=name), list(view["hands"][self.viewer] or [])

    def card_rects(self, cards):
        n = len(cards)
        step = CARD_W + 8 if n <= 1 else min(CARD_W + 8, (SIDE_W - CARD_W) / (n - 1))
        rects = []
        for i, cid in enumerate(cards):
            rect = pygame.Rect(int(SIDE_X + i * step), HAND_Y, CARD_W, CARD_H)
            if self.card_raised(cid):
                rect.y -= 14
            rects.append(rect)
        return rects

    def card_raised(self, cid) -> bool:
        if self.combo is not None and cid in self.combo["sel"]:
            return True
        d = self.state.decision
        return bool(d and d["kind"] == "cards" and d["seat"] == self.viewer
                    and cid in (d.get("picked_cards") or []))

    def card_at(self, pos):
        if self.viewer is None or pos[1] < HAND_Y - 20:
            return None
        _, cards = self.strip()
        for cid, rect in reversed(list(zip(cards, self.card_rects(cards)))):
            if rect.collidepoint(pos):
                return cid
        return None

    def card_surface(self, card_id: str) -> pygame.Surface:
        key = (card_id, self.t.lang)
        if key in self._card_cache:
            return self._card_cache[key]
        cfg = self.state.cfg
        card = cfg.cards[card_id]
        k = CARD_W / 120
        img = self.app.assets.image
        surf = img(f"fire_tower/card_{card.type}.png", (CARD_W, CARD_H)).copy()
        fonts = self.app.fonts
        band = pygame.Rect(round(10 * k), round(9 * k), round(78 * k), round(26 * k))
        name = card_name(self.t, card_id)
        size = 20
        while size > 13 and fonts.font(size, True).size(name)[0] > band.width - 2:
            size -= 1
        while len(name) > 3 and fonts.font(size, True).size(name)[0] > band.width - 2:
            name = name[:-2].rstrip() + "…"          # the tooltip shows the whole name
        fonts.draw(surf, name, (band.x + 2, band.centery), size, (255, 255, 255) if card.type != "wind"
                   else INK, True, "midleft")
        area = pygame.Rect(round(20 * k), round(44 * k), round(80 * k), round(80 * k))
        rows = [row for row in card.pattern] or ["H"]
        h, w = len(rows), max(len(r) for r in rows)
        cell = int(min(area.w / w, area.h / h, 30))
        ox = area.x + (area.w - cell * w) // 2
        oy = area.y + (area.h - cell * h) // 2
        sprite = {"#": "gem_fire", "x": "water", "X": "firebreak", "H": "firehawk", "o": "gem_fire"}
        for r, row in enumerate(rows):
            for c, ch in enumerate(row):
                rect = pygame.Rect(ox + c * cell, oy + r * cell, cell, cell)
                pygame.draw.rect(surf, (214, 206, 186), rect, 1)
                if ch in sprite:
                    icon = img(f"fire_tower/{sprite[ch]}.png", (cell - 4, cell - 4))
                    if ch == "o":               # fire already there: dimmed, ringed
                        icon = icon.copy()
                        icon.set_alpha(110)
                        surf.blit(icon, rect.move(2, 2))
                        pygame.draw.circle(surf, INK, rect.center, cell // 2 - 2, 2)
                    else:
                        surf.blit(icon, rect.move(2, 2))
        text_panel = pygame.Rect(round(9 * k), round(130 * k), round(102 * k), round(31 * k))
        fonts.draw(surf, self.t(f"fire_tower.card_type.{card.type}"), text_panel.center, 18, MUTED,
                   False, "center")
        self._card_cache[key] = surf
        return surf

    def draw_hand(self, surface):
        fonts = self.app.fonts
        title, cards = self.strip()
        if self.viewer is None:
            return
        fonts.draw(surface, title, (SIDE_X + 4, HAND_Y - 18), 18, INK, True)
        opts = self.options() if self.my_turn() else None
        actionable = set(opts["cards"]) if opts else set()
        picking = bool(actionable) or (self.combo is not None)
        hovered = self.card_at(self.hover) if self.hover else None
        s = self.state
        for cid, rect in zip(cards, self.card_rects(cards)):
            surf = self.card_surface(s.card_id(cid))
            surface.blit(surf, rect)
            if self.card_raised(cid):
                pygame.draw.rect(surface, GOOD, rect.inflate(4, 4), 4, border_radius=10)
            elif cid in actionable:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(4, 4), 3, border_radius=10)
            elif picking and self.combo is None:
                veil = self._card_veil()
                surface.blit(veil, rect)
        if hovered is not None:
            rect = self.card_rects(cards)[cards.index(hovered)]
            self.draw_card_tip(surface, hovered, rect)

    def _card_veil(self):
        key = "veil"
        if key not in self._card_cache:
            v = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
            pygame.draw.rect(v, (240, 240, 240, 130), v.get_rect(), border_radius=8)
            self._card_cache[key] = v
        return self._card_cache[key]

    def draw_card_tip(self, surface, cid, rect):
        s, t, fonts = self.state, self.t, self.app.fonts
        card_id = s.card_id(cid)
        text = t(f"fire_tower.card.{card_id}.text")
        lines = fonts.wrap(text, 20, 300)
        box = pygame.Rect(0, 0, 320, 36 + 20 * len(lines))
        box.midbottom = (rect.centerx, rect.top - 6)
        box.clamp_ip(pygame.Rect(SIDE_X - 40, 80, SIDE_W + 48, 720))
        panel(surface, box, (255, 253, 245))
        fonts.draw(surface, card_name(t, card_id), (box.x + 10, box.y + 8), 22, INK, True)
        y = box.y + 30
        for line in lines:
            fonts.draw(surface, line, (box.x + 10, y), 20, INK)
            y += 20

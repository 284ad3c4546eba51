"""Fire Tower's board screen: a generic, decision-driven interface.

The scene knows no rule: every highlight, preview and button comes from the state's
legal_actions() for the pending decision (see the table in rules.py), every refusal from
why_illegal(). Actions whose arguments are squares become highlighted squares; pattern
placements a preview that follows the mouse; card ids clickable cards; everything else
buttons. Only what state.view(viewer) shows of the seat at the screen is drawn.

This module turns input into actions and events into animation; the drawing lives in
scene_board.py (the forest and what lies on it), scene_panel.py (top bar and side panel)
and scene_hand.py (the cards), with sizes and places in layout.py.
"""
from __future__ import annotations

import pygame

from game.core.data import DATA_DIR
from game.core.protocol import IllegalAction
from game.core.thinking import Thinker
from game.ui.game_scene import HINT, GameScene
from game.ui.pass_and_play import PassAndPlayScene
from game.ui.tilemap import TileBoard
from game.ui.tween import Timeline, Tween
from game.ui.widgets import DANGER, Button, ButtonRow, Tooltip, button_tip

from .board_anim import BoardAnimation, changed_squares
from .board_events import BOARD_EVENTS
from .describe import (action_label, card_name, describe_event, describe_refusal, lightning_start_line,
                       lightning_why, prompt, seat_name, status_name, tower_name, verdict_text, wind_name,
                       seat_towers_text)
from .handover import HandOverScene
from .layout import (BACKGROUND, BOARD_POS, BUTTON_Y, ENEMY_ROW, REFUSAL_SECONDS, SIDE_W, SIDE_X, VANE_ANGLE,
                     WARN, refusal_rect, square_at, square_rect)
from .scene_board import BoardView
from .scene_hand import HandView
from .scene_panel import SidePanel

CARD_ACTIONS = ("play", "pick", "discard", "double", "plan_card", "reroll")
CARD_COMBOS = {"reckless": 3, "patrol": 1, "smoke": 2, "wet_line": 2,    # actions naming cards picked one by one
               "plan_reckless": 3, "plan_double": 2}                 # Action Plan sets (FT-SOLO-PLAN-SETS)
PATTERN_ACTIONS = ("place", "line")     # (name, r, c, rotation): a pattern laid with the mouse
CARD_VERB = {"turn_action": "play", "pool_play": "play", "cards": "pick", "trim": "discard",
             "crown_choice": "double", "action_plan": "plan_card", "storm_reroll": "reroll"}
REVEALS = ("card_drawn", "event_drawn", "wind_roll", "shadow_roll", "inferno_card", "challenge_drawn",
           "deck_reshuffled", "turn_start")      # events that show something hidden

# What the screen shows of each event the rules emit, by type: the board's animation of a
# board event (board_anim.py), a die, the wind vane, the Inferno card, or nothing that
# moves (the log line and the panels say it). tests/ui/test_event_tables.py checks that
# every type the rules build is here.
BOARD = "board"
EVENT_ANIMATIONS = {
    **dict.fromkeys(BOARD_EVENTS, BOARD),
    "wind_roll": lambda scene, e: scene.show_die("wind", e["result"], "NESW"),
    "shadow_roll": lambda scene, e: e.get("face") and scene.show_die("shadow", e["face"], range(1, 7)),
    "wind_changed": lambda scene, e: scene.turn_vane(e["to"]),
    "inferno_card": lambda scene, e: scene.show_inferno(e["card"]),     # FT-SOLO-INFERNO
    **dict.fromkeys((
        "aid_chosen", "aid_skipped", "bucket_captured", "bucket_declined", "bucket_refilled",
        "bucket_used", "card_drawn", "card_no_effect", "card_played", "card_stolen", "cards_discarded",
        "cards_kept", "cards_taken", "challenge_chosen", "challenge_drawn", "challenge_ended",
        "challenge_fallback", "challenge_no_room", "challenge_none", "challenge_skipped",
        "challenges_reshuffled", "coyote_laid", "coyote_played", "coyote_unplayable", "deck_empty",
        "deck_reshuffled", "downpour", "eliminated", "enemy_bucket_used", "event", "event_drawn",
        "event_set_aside", "firestorm", "first_player", "flock", "flock_no_gem", "game_over",
        "ghost_tower", "guardian_burned", "hand_size", "hawk_declined", "hawks_no_room",
        "hawks_none_left", "inferno_failed", "inferno_nothing", "inferno_penalty",
        "inferno_reshuffled", "inferno_storm", "lightning_called", "lightning_moved",
        "lightning_not_called", "lightning_removed", "lightning_storm", "lightning_strike",
        "luck_bust", "luck_lost", "luck_stop", "mobilization", "mobilization_pass", "oak_target",
        "passed", "pattern_lost", "plan_made", "plan_nothing", "plan_set_nothing", "plan_step",
        "reckless_abandon", "red_flag", "resistant_ended", "round_end", "sanctuary_placed",
        "season_drawn", "season_played", "season_returned", "shadow_card_choice", "shadow_card_idle",
        "shadow_card_shuffled", "shadow_nothing", "special_flipped", "special_used", "storm_reroll",
        "thick_smoke", "tower_burned", "tower_resistant", "turn_end", "turn_skipped", "turn_start",
        "water_lifted", "water_placed", "water_quenched", "wet_line", "wind_blocked", "wind_calm",
        "wind_retired_reroll", "wind_unchanged", "winds_retired"), None),
}


def _is_square_action(a) -> bool:
    return len(a) == 3 and type(a[1]) is int and type(a[2]) is int


class FireTowerScene(BoardView, SidePanel, HandView, PassAndPlayScene):
    name = "fire_tower"
    game_key = "fire_tower"
    background = BACKGROUND
    hint_rect = (SIDE_X + 30, 6, 120, 32)
    hint_note_rect = refusal_rect()         # the strip under the board, shared with refusals
    handover_scene = HandOverScene
    refusal_seconds = REFUSAL_SECONDS
    frames_while_dragging = False

    def __init__(self, app, match, replay_actions=None, on_finish=None):
        # FT-MEGA-RESERVE / FT-MEGA-GUARDIAN: the next hawk placed is a reserve megahawk (True),
        # a borrowed one (the lender's seat) or a firehawk (False); set first: the base class
        # lays the buttons out while it starts
        self.mega_mode = False
        self.strikes = ()               # FT-LIGHTNING-STRIKE: the last action's strikes, drawn
        super().__init__(app, match, replay_actions, on_finish)
        self.board = TileBoard(DATA_DIR / "fire_tower" / "forest.tmx",
                               required_layers=[("places", ["grid"])])
        self.backdrop = pygame.Surface(self.board.size)
        self.backdrop.fill(BACKGROUND)
        self.backdrop.blit(self.board.surface, (0, 0))
        self.backdrop = self.backdrop.convert()
        self.board_rect = pygame.Rect(BOARD_POS, self.board.size)
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
        # A card picked from the hand, not played yet: {"cid", "action", "after" (a copy of
        # the state with it played, whose decision is its target), "base", "paired"}. Only
        # when its target is chosen are both actions submitted (hold_card, act).
        self.held: dict | None = None
        self._pairs: set = set()                   # len(match.actions) after a card + target pair
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
        # A refusal (or a warning) after a click is written under the board for a few
        # seconds, or until the mouse moves to another square; the instruction stays on top.
        self.refusal, self.refusal_colour, self.refusal_left = "", WARN, 0.0
        self.refusal_square = None
        self.refusal_box: pygame.Rect | None = None    # where it was last drawn
        self._hover_note = self._hover_avoid = None
        self.hover_box: pygame.Rect | None = None      # why not, beside the pointer (draw_refusal)
        # The squares the last turn changed (read off its events: a wind gem and a card
        # both), outlined until the next turn changes the board; none after an undo or a load.
        self.last_move: frozenset = frozenset()
        self._turn_over = True              # the next change starts a new outline
        self._outlined = None                       # whose changes are outlined
        self._mover = self.state.current_player     # who moves next
        self.hint_marks: dict | None = None        # what the shown hint points at (show_hint)
        self._hint_follow = None                    # (version, copy, Thinker): a hinted card's target
        self.tip = Tooltip()                       # what the mouse rests on, explained
        self.buttons = ButtonRow(self.game_buttons((SIDE_X + 160, 6, 120, 32), 10, 22,
                                                   self.can_take_back))
        self.choice_buttons = ButtonRow()
        self.add_log(self.t("fire_tower.log.start"))
        self.rebuild_log()
        self.refresh()

    # ------------------------------------------------------------ GameScene hooks
    def make_bot(self, seed):
        from .bot_solo import SoloPlanner       # FireTowerBot in multiplayer, plans in solo
        return SoloPlanner(seed)

    def describe_event(self, t, state, event):
        return describe_event(t, state, event)

    def describe_refusal(self, t, err):
        return describe_refusal(t, err)

    def rebuild_log(self):
        """The log opens by saying why lightning tokens stand on the board, if they do
        (the game's first state: a continued game's log is told from its start)."""
        line = lightning_start_line(self.t, self.match.rules.new_game(self.match.setup, self.match.seed))
        if line:
            self.add_log(line)
        super().rebuild_log()

    def after_change(self):
        self.combo = None
        self.drag = None
        self.held = None
        self.armed = None
        self.refresh()

    def sync_texts(self):
        """The language changed: every text is made again in it; a refusal written in the
        old one goes (it was about the click before), and the mouse's reasons are redone."""
        self.clear_refusal()
        self.armed = None
        self._reason_key, self._warn_key = None, None
        self._preview.clear()
        self.refresh()

    # ------------------------------------------------------------ hints
    def can_hint(self) -> bool:
        return self.my_turn() and self.combo is None and self.drag is None and self.held is None

    def hint_why(self) -> str:
        """Why Hint is greyed now: a card picked up, the board moving, or whose turn it is."""
        t = self.t
        if self.state.is_over:
            return super().hint_why()
        if self.held_card() is not None or self.combo is not None:
            return t("fire_tower.tip.hint_off_card")
        if self.timeline.busy:
            return t("fire_tower.tip.hint_off_moving")
        return t("fire_tower.tip.hint_off_turn", name=seat_name(t, self.state, self.state.current_player))

    def describe_hint(self, t, reason):
        if not reason:
            return ""
        key, params = reason
        if "tower" in params:
            params = dict(params, tower=tower_name(t, params["tower"]))
        said = t(f"fire_tower.hint.{key}", **params)
        then = (self.hint_marks or {}).get("then")
        return t("fire_tower.hint.then", reason=said, choice=then) if then else said

    def show_hint(self, action, reason):
        """The hinted card is lifted out of the hand, its squares (a pattern where it would
        lie, a square, a tower's zone) or the button to press outlined; a pattern's preview
        turns to the hinted rotation."""
        self.hint_marks = None if action is None else self.hint_target(action)
        self._hint_follow = None
        if self.hint_marks and len(self.hint_marks["cards"]) == 1:
            self.ask_where_it_goes(action)
        if action is not None and action[0] in PATTERN_ACTIONS and len(action) == 4:
            rots = sorted(self.options()["places"])
            if action[3] in rots:
                self.rot_i = rots.index(action[3])
                self._reason_key = None

    def ask_where_it_goes(self, action) -> None:
        """A hinted card also shows where it would go: the hint's bot is asked for its
        target on a copy with the card played (not for a card whose play shows something
        hidden: a draw, a roll)."""
        clone = self.state.clone()
        try:
            events = clone.apply(action)
        except IllegalAction:
            return
        seat = self.state.current_player
        if clone.is_over or clone.decision is None or clone.current_player != seat \
                or any(e["type"] in REVEALS for e in events):
            return
        thinker = Thinker(self.match.rules.__name__, self.make_hint_bot, self.thinker.kind)
        thinker.ask(self.version(), seat, clone)
        self._hint_follow = (self.version(), clone, thinker)

    def poll_hint(self) -> None:
        super().poll_hint()
        follow = self._hint_follow
        if follow is None or self.hint_marks is None:
            return
        version, clone, thinker = follow
        if version != self.version():
            self._hint_follow = None
            return
        try:
            target = thinker.answer(version)
        except Exception:               # no target shown; the card's hint stands
            self._hint_follow = None
            return
        if target is not None:
            self._hint_follow = None
            self.hint_marks["squares"] = self.hint_target(target, clone)["squares"]
            if not self.hint_marks["squares"]:      # a choice, not a place: named in the note
                self.hint_marks["then"] = action_label(self.t, clone, target)

    def settle(self) -> None:
        super().settle()
        if self._hint_follow:
            self._hint_follow[2].wait()

    def hint_target(self, action, pos=None) -> dict:
        """{"cards": card ids lifted, "squares": (r, c) outlined, "rect": a challenge card,
        "button": the decision button that plays it}; `pos`: the position it is made in
        (a card's target: the copy with the card played)."""
        marks = {"cards": [], "squares": [], "rect": None, "button": None, "action": action}
        s, kind = self.state, action[0]
        if kind in CARD_ACTIONS and len(action) == 2 and type(action[1]) is int:
            marks["cards"] = [action[1]]
        elif kind in CARD_COMBOS:
            marks["cards"] = list(action[1:])
        elif kind in PATTERN_ACTIONS and len(action) == 4:
            shapes = (pos or self.pos()).pattern_shapes()
            shape = shapes[action[3]] if 0 <= action[3] < len(shapes) else ()
            marks["squares"] = [(action[1] + dr, action[2] + dc) for dr, dc, _ in shape]
        elif _is_square_action(action):
            marks["squares"] = [(action[1], action[2])]
        elif kind == "borrow" and len(action) == 4:            # FT-MEGA-GUARDIAN: its square
            marks["squares"] = [(action[2], action[3])]
        elif kind == "challenge":
            marks["rect"] = next((rect for rect, a in self.challenge_cards() if a == action), None)
        elif kind == "tower" and len(action) == 2:
            size = s.cfg.size
            marks["squares"] = [divmod(sq, size) for sq in s.cfg.zone_squares[action[1]]]
        if not (marks["cards"] or marks["squares"] or marks["rect"]):
            marks["button"] = action
        return marks

    def hint_cards(self) -> tuple:
        return tuple(self.hint_marks["cards"]) if self.hint_marks else ()

    def hint_button_for(self, action):
        return next((b for b in self.choice_buttons.buttons if getattr(b, "action", None) == action), None)

    def draw_hint_marks(self, surface):
        """Over the board: the hinted squares ringed in the hint colour (a lifted card is
        part of the hand's picture)."""
        marks = self.hint_marks
        if not marks or self.timeline.busy:
            return
        size = self.state.cfg.size
        for r, c in marks["squares"]:
            if 0 <= r < size and 0 <= c < size:
                rect = square_rect(r, c)
                surface.blit(self.hint_tint(), rect)
                pygame.draw.rect(surface, (255, 255, 255), rect.inflate(4, 4), 3, border_radius=7)
                pygame.draw.rect(surface, HINT, rect.inflate(-2, -2), 5, border_radius=5)
        if marks["rect"] is not None:
            pygame.draw.rect(surface, HINT, marks["rect"].inflate(12, 12), 6, border_radius=14)
        button = self.hint_button_for(marks["button"]) if marks["button"] else None
        if button is not None:
            pygame.draw.rect(surface, HINT, button.rect.inflate(8, 8), 4, border_radius=13)

    def hint_tint(self) -> pygame.Surface:
        if "hint_tint" not in self._card_cache:
            tint = pygame.Surface(square_rect(0, 0).size, pygame.SRCALPHA)
            tint.fill(HINT + (70,))
            self._card_cache["hint_tint"] = tint
        return self._card_cache["hint_tint"]

    def draw_hint_note(self, surface, text):
        if self.refusal_box is not None:    # a refusal or a warning has the strip now
            return
        super().draw_hint_note(surface, text)

    def version(self):
        """The position on screen: the state's, the seat shown, and the card held (if any)."""
        return super().version() + (self.held_card(),)      # PassAndPlayScene adds the viewer

    # ------------------------------------------------------------ a card held before its target
    def held_card(self):
        """The card picked from the hand and waiting for its target, or None. A hold made
        in another position (an action, an undo, a load since) is dropped."""
        held = self.held
        if held is not None and held["base"] != GameScene.version(self):
            self.held = held = None
        return held["cid"] if held else None

    def pos(self):
        """The position the player chooses in: the state, or (a card held) a copy of it
        with the card played, whose pending decision is the card's target."""
        return self.held["after"] if self.held_card() is not None else self.state

    def hold_card(self, cid, action) -> bool:
        """Pick a card up instead of playing it: the card is played on a copy, and if that
        copy then asks the same seat where it goes (a pattern, a gem, a choice), the card
        is held until that is chosen. A card with nothing to aim, or one whose play shows
        something hidden (a draw, a roll), is not held: False, to be played at once."""
        clone = self.state.clone()
        try:
            events = clone.apply(action)
        except IllegalAction:
            return False
        if (clone.is_over or clone.decision is None or clone.current_player != self.viewer
                or cid not in clone.in_play or any(e["type"] in REVEALS for e in events)):
            return False
        switch = {a[1] for a in self.options()["cards"].values() if a[0] == "play"}
        self.held = {"cid": cid, "action": action, "after": clone, "base": GameScene.version(self),
                     "paired": clone.serial == self.state.serial, "switch": switch}
        self.rot_i = 0
        self.armed = None
        self.clear_refusal()
        self.clear_hint()
        self.refresh()
        return True

    def put_back(self) -> bool:
        """The held card goes back to the hand; nothing was played, so nothing changes."""
        if self.held_card() is None:
            return False
        self.held = None
        self.armed = None
        self.clear_refusal()
        self.refresh()
        return True

    def compute_query(self, name: str):
        self._preview = {}          # a new position: pattern previews are stale
        if name == "view":
            return self.state.view(self.viewer) if self.viewer is not None else None
        return getattr(self.pos(), name)()

    def legal_now(self):
        return self.query("legal_actions") if self.my_turn() else []

    def options(self) -> dict:
        """The pending decision's legal actions, sorted by how they are chosen."""
        key = (self.version(), self.my_turn(), repr(self.mega_mode))
        if getattr(self, "_options_key", None) != key:
            squares, places, cards, combos, others = {}, {}, {}, {}, []
            verb = "place"
            legal = self.legal_now()
            names = {a[0] for a in legal}
            mode = self.mega_mode
            lender = mode if type(mode) is int else None       # FT-MEGA-GUARDIAN: a borrowed one
            if "mega" in names and names & {"hawk", "take"}:    # FT-MEGA-RESERVE: hawk or megahawk
                legal = [a for a in legal if a[0] == "borrow" or (a[0] == "mega") == (mode is True)] + \
                    [("mega_off",) if mode is True else ("mega_on",)]
            if "borrow" in names:
                owners = sorted({a[1] for a in legal if a[0] == "borrow"})
                if lender is not None:                          # only the lender's megahawk
                    squares = {(a[2], a[3]): a for a in legal if a[0] == "borrow" and a[1] == lender}
                    legal = [("mega_off",)]
                else:
                    legal = [a for a in legal if a[0] != "borrow"] + [("borrow_on", o) for o in owners]
            for a in legal:
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
        self._ui_key = self.ui_key()
        self.choice_buttons = ButtonRow()
        if s.is_over:
            self.say(verdict_text(t, s))
            return
        if self.combo is not None:
            self.say(t(f"fire_tower.ui.{self.combo['verb']}_pick", n=len(self.combo["sel"])))
        elif self.held_card() is not None and self.my_turn():
            self.say(prompt(t, self.pos(), held=True))
        elif self.my_turn() or self.replay is not None or not self.is_bot_seat(s.current_player):
            self.say(prompt(t, s))          # the person at the screen: what to do now
        else:
            self.say(t("fire_tower.ui.waiting", name=seat_name(t, s, s.current_player)))
        if not self.my_turn():
            return
        opts = self.options()
        actions = list(opts["others"]) + [(verb,) for verb in opts["combos"]]
        if self.held_card() is not None:
            actions.append(("put_back",))       # not an action: the held card goes back
        if not actions:
            self._button_slots = {}
            return
        slots = self.button_slots(actions)
        for a in actions:
            rect = slots[a]
            width = rect[2]
            label = action_label(t, s, a)
            if a == self.armed:             # clicked once: the button now says what a second click does
                label = t("fire_tower.action.confirm_sure", label=label)
            size = 22
            while size > 14 and self.app.fonts.font(size, True).size(label)[0] > width - 12:
                size -= 1
            handler = (lambda v=a[0]: self.start_combo(v)) if a[0] in CARD_COMBOS and len(a) == 1 \
                else self.put_back if a == ("put_back",) \
                else self.toggle_mega_mode if a in (("mega_on",), ("mega_off",)) \
                else (lambda o=a[1]: self.toggle_mega_mode(o)) if a[0] == "borrow_on" \
                else (lambda a=a: self.act_confirmed(a))
            button = self.choice_buttons.add(Button(rect, label, handler, size=size,
                                                    primary=a[0] in ("end", "confirm", "done", "roll"),
                                                    tooltip=self.action_tip(a)))
            button.action = a               # what it plays (a hint outlines the button)
            if a == self.armed:
                button.note_shown()         # its new words are under the pointer now: the guard starts

    def button_slots(self, actions) -> dict:
        """action -> rect of the decision's buttons. While the actions offered are among those
        shown just before, each keeps its place (a used choice leaves a gap; nothing slides
        under the pointer); otherwise they are laid out anew, four to a row."""
        slots = getattr(self, "_button_slots", {})
        if not slots or not all(a in slots for a in actions):
            per_row = min(4, len(actions)) if len(actions) <= 4 else (len(actions) + 1) // 2
            width = (SIDE_W - 8 * (per_row - 1)) // per_row
            slots = {a: (SIDE_X + col * (width + 8), BUTTON_Y + row * 46, width, 40)
                     for a, (row, col) in zip(actions, (divmod(i, per_row) for i in range(len(actions))))}
            self._button_slots = slots
        return slots

    def can_take_back(self) -> bool:
        """Undo: the seat at the screen takes back its own last move (never a computer's,
        nor another person's before the hand-over)."""
        return self.my_turn() and self.undo_is_a_persons(self.viewer)

    def action_tip(self, action):
        """The tooltip of a decision button whose words are jargon, or None."""
        t, verb = self.t, action[0]
        if verb.startswith("aid_"):
            return lambda: t("fire_tower.tip.mutual_aid")
        if verb in ("bucket", "capture", "decline"):
            return lambda: t("fire_tower.tip.bucket")
        if verb in ("reckless", "plan_reckless"):
            return lambda: t("fire_tower.card.reckless_abandon.text")
        if verb in ("special_strong_winds", "special_lookout", "patrol"):
            special = verb.replace("special_", "")
            return lambda: [t(f"fire_tower.solo.special.{special}.name"),
                            t(f"fire_tower.solo.special.{special}.text")]
        return None

    def say(self, text: str, bad: bool = False, colour=None) -> None:
        """An instruction goes to the top line; a refusal to the strip under the board."""
        super().say(text, bad)
        if bad:
            self.refusal_colour = colour or DANGER
            self.refusal_square = square_at(self.hover, self.state.cfg.size)

    def clear_refusal(self):
        super().clear_refusal()
        self.refusal_square = None

    def toggle_mega_mode(self, owner=None):
        """FT-MEGA-RESERVE: the next hawk placed is a megahawk from the reserve (or not);
        FT-MEGA-GUARDIAN: `owner`, the Guardian's next hawk is that player's megahawk."""
        self.mega_mode = owner if owner is not None else self.mega_mode is False
        self.refresh()

    def start_combo(self, verb: str):
        """Reckless Abandon, Patrol: the button starts (or cancels) picking its cards."""
        self.combo = {"verb": verb, "sel": []} if self.combo is None or self.combo["verb"] != verb else None
        self.refresh()

    # ------------------------------------------------------------ input
    def handle(self, event):
        self.tip.handle(event)      # every click hides it, the Hint button's and the lesson's too
        super().handle(event)

    def handle_game(self, event):
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)
            return
        if self.buttons.handle(event) or self.choice_buttons.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            if self.refusal and square_at(event.pos, self.state.cfg.size) != self.refusal_square:
                self.clear_refusal()            # the mouse moved on: the live hint takes over
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
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.click_special_chip(event.pos):
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
            elif self.put_back():
                pass
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

    def special_chip_actions(self) -> list:
        """(rect, verb, action) of the deciding seat's Special chips that can be used now:
        a click on one uses it (FT-EW-SPECIALS; Patrol starts picking the card to discard)."""
        s = self.state
        if s.decision is None:
            return []
        seat = s.decision["seat"]
        chips = self.special_chips() if s.solo else self.seat_special_chips(seat)
        legal = self.legal_now()
        out = []
        for rect, special, side in chips:
            if special == "patrol" and any(a[0] == "patrol" for a in legal):
                out.append((rect, "patrol", None))
            elif ("special", special) in legal:
                out.append((rect, "special", ("special", special)))
        return out

    def click_special_chip(self, pos) -> bool:
        for rect, verb, action in self.special_chip_actions():
            if rect.collidepoint(pos):
                if verb == "patrol":
                    self.start_combo("patrol")
                else:
                    self.act(action)
                return True
        return False

    def handle_key(self, event):
        if event.key == pygame.K_F1:
            self.open_rules()
        elif event.key == pygame.K_ESCAPE:
            if self.drag:
                self.drag = None
            elif self.put_back():
                pass
            elif self.combo is not None:
                self.combo = None
                self.refresh()
            else:
                self.open_menu()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            if self.can_take_back():
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
            self.say(warning + " " + self.t("fire_tower.ui.click_again"), bad=True, colour=WARN)
            return
        self.armed = None
        self.act(action)

    def act_confirmed(self, action):
        """A decision button. One that cannot be undone and was not asked for by its own
        words (the discard of a redraw: it draws new cards and ends the choice) asks for a
        second click: its button then says so, and appearing under the pointer it ignores a
        quick double click (the input guard)."""
        warning = self.commit_warning(action)
        if warning and self.armed != action:
            self.armed = action
            self.refresh()
            self.say(warning + " " + self.t("fire_tower.ui.click_again_sure"), bad=True, colour=WARN)
            return
        self.armed = None
        self.act(action)

    def commit_warning(self, action) -> str:
        """Why `action` asks first, or "": discarding picked cards to draw new ones."""
        d = self.pos().decision
        if action == ("confirm",) and d and d["kind"] == "cards" and d.get("picked_cards"):
            return self.t("fire_tower.ui.redraw_warning", n=len(d["picked_cards"]))
        return ""

    def loss_warning(self, action) -> str:
        """What `action` would cost before anything hidden is revealed: the rules are asked
        on a copy, and only the events up to the first draw or roll are read (no peeking)."""
        key = (self.version(), action)
        if self._warn_key != key:
            self._warn_key, self._warn = key, ""
            clone = self.pos().clone()
            try:
                events = clone.apply(action)
            except IllegalAction:
                events = []
            own = set(self.state.seat_towers[self.viewer]) if self.viewer is not None else set()
            for event in events:
                if event["type"] in REVEALS:
                    break
                if event["type"] == "tower_burned" and event["tower"] in own:   # (both, in Double Tower)
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
        pos = self.pos()
        errors = [err for err in (pos.why_illegal((name, sq[0], sq[1])) for name in names) if err]
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
            sizes = [len(a) - 1 for a in opts["combos"].get(verb, [])]     # Wet Line: one card or two
            if len(sel) == (max(sizes) if sizes else CARD_COMBOS[verb]):
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
        held = self.held_card()
        if cid == held:                 # the held card clicked again: back to the hand
            self.put_back()
            return
        action = opts["cards"].get(cid)
        if action is not None:
            if held is None and action[0] == "play" and self.hold_card(cid, action):
                return
            self.act(action)
            return
        if held is not None and cid in self.held["switch"]:    # another card picked instead
            self.put_back()
            self.click_card(cid)
            return
        pos = self.pos()
        verb = CARD_VERB.get(pos.decision["kind"]) if pos.decision else None
        if verb:
            err = pos.why_illegal((verb, cid))
            if err:
                self.say(describe_refusal(self.t, err), bad=True)

    # ------------------------------------------------------------ patterns
    def pattern_verb(self) -> str:
        """The name of the pending pattern actions ("place", or "line" for an enemy Bucket)."""
        return self.options()["verb"]

    def shape(self, rot: int):
        shapes = self.pos().pattern_shapes()
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
        s = self.pos()
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
    def play_action(self, action) -> bool:
        """Submit an action. With a card held, `action` is its target: it is checked on the
        copy first, then the card and its target are played one after the other (and
        undone together)."""
        self.mega_mode = False                       # a megahawk is chosen for one placement
        held = self.held if self.held_card() is not None else None
        if held is not None and action != held["action"]:
            err = held["after"].why_illegal(action)
            if err:
                self.say(describe_refusal(self.t, err), bad=True)
                return False
            self.held = None
            self.anim.sync(self.state, self.version())
            if not super().play_action(held["action"]):
                return False
            if held["paired"]:
                self._pairs.add(len(self.match.actions) + 1)
            action = tuple(action)
        self.held = None
        self.anim.sync(self.state, self.version())   # the board before the action
        return super().play_action(action)

    def take_back(self):
        """Undo; a card played with its target goes back to the hand in one undo."""
        n = len(self.match.actions)
        if n in self._pairs and self.match.can_undo and self.my_turn():
            self._pairs.discard(n)
            self.match.undo()
        super().take_back()

    def on_undo(self):
        super().on_undo()
        self.held = None
        self.last_move = frozenset()
        self._turn_over, self._mover = True, self.state.current_player
        self.strikes = ()
        self.hint_marks = None
        self.vane_angle = VANE_ANGLE.get(self.state.wind, self.vane_angle)   # a wind change taken back

    def mark_changes(self, events):
        """Outline what this turn changed so far; a turn's start or another player's move
        closes the outline, which stays until the next such change."""
        seat, part = self._mover, []
        for event in list(events) + [None]:
            if event is not None and event["type"] != "turn_start":
                part.append(event)
                continue
            changed = changed_squares(part, self.state.cfg.size)
            if changed:
                new = self._turn_over or seat != self._outlined
                self.last_move = changed if new else self.last_move | changed
                self._turn_over, self._outlined = False, seat
            if event is not None:
                self._turn_over, seat = True, event.get("seat")
            part = []
        self._mover = self.state.current_player

    def play_events(self, events):
        state = self.state
        self.mark_changes(events)
        if changed_squares(events, state.cfg.size):
            self.strikes = tuple((tuple(map(tuple, e.get("from") or ())), tuple(map(tuple, e["cells"])),
                                  e["direction"]) for e in events
                                 if e["type"] == "lightning_strike" and e.get("cells"))   # FT-LIGHTNING-STRIKE
        segment: list = []                  # board events up to the next die, vane or card
        colour = lambda sq: state.cfg.quadrant_of[sq]       # noqa: E731 (a hawk's sprite)
        for event in events:
            line = describe_event(self.t, state, event)
            if line:
                self.add_log(line)
            show = EVENT_ANIMATIONS.get(event["type"])
            if show == BOARD:
                segment.append(event)
            elif show is not None:
                self.anim.play(segment, colour)
                segment = []
                show(self, event)
        self.anim.play(segment, colour)

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
    def tooltips(self) -> list:
        return [self.tip]

    def on_frame(self):
        self.anim.sync(self.state, self.version())

    def reveal(self, seat: int):
        """The hand-over was accepted: `seat` now sits at the screen."""
        self.viewer = seat
        self.combo = None
        self.held = None
        self.refresh()

    def draw_game(self, surface):
        # The still parts are pictures repainted only when what they show changes; the
        # background is filled around them.
        self.layers.new_frame(surface)
        self._hover_note = None
        self.layers.draw(surface, "board", self.board_rect, self.board_key(), self.paint_board,
                         covered=self.board_rect)      # by its backdrop
        self.draw_board_motion(surface)
        self.draw_hint_marks(surface)
        self.draw_pattern(surface)
        self.draw_hover_reason(surface)
        self.draw_side(surface)
        self.draw_hand(surface)
        self.buttons.draw(surface, self.app.fonts)
        self.choice_buttons.draw(surface, self.app.fonts)
        self.draw_drag(surface)
        if self.die_face:
            self.draw_die(surface)
        if self.inferno_face:
            self.draw_inferno(surface)
        self.draw_challenge_cards(surface)
        self.draw_refusal(surface)
        self.draw_tooltip(surface)

    # ------------------------------------------------------------ tooltips
    def draw_tooltip(self, surface):
        if self.hover_box is not None:      # the pointer's why-not is this frame's one tooltip
            self.tip.hide()
            return
        found = self.resting_tip()
        lines, rect = found if found else ([], None)
        self.tip.draw(surface, self.app.fonts, lines, rect)

    def resting_tip(self):
        """(lines, rect) of the tooltip due where the mouse rests, or None."""
        return self.tip_at(self.tip.pos) if self.tip.due() and not self.drag else None

    def tip_at(self, pos):
        """(lines, rect) explaining what lies under `pos`, or None."""
        hint = [self.hint_button] if hasattr(self, "hint_button") else []
        found = button_tip(self.buttons.buttons + self.choice_buttons.buttons + hint, pos)
        if found:
            return found
        if self.challenge_cards():
            return None         # the drawn challenges are laid over the board, each with its text
        s, t = self.state, self.t
        inferno = self.inferno_card() if self.viewer is not None else None
        if inferno is not None and self.inferno_rect().collidepoint(pos):     # FT-SOLO-INFERNO
            return [card_name(t, inferno), t(f"fire_tower.card.{inferno}.text"), t("fire_tower.tip.inferno_card")], \
                self.inferno_rect()
        if self.viewer is not None:
            cid = self.card_at(pos)
            if cid is not None:
                cards = self.strip()[1]
                card_id = s.card_id(cid)
                return [card_name(t, card_id), t(f"fire_tower.card.{card_id}.text")], \
                    self.card_rects(cards)[cards.index(cid)]
        found = self.panel_tip(pos)
        if found:
            return found
        sq = square_at(pos, s.cfg.size)
        if sq is not None and self.held_card() is None and not (self.my_turn() and self.options()["places"]):
            index = sq[0] * s.cfg.size + sq[1]
            if index in s.cfg.eternal:
                return [t("fire_tower.tip.eternal")], square_rect(*sq)
            if index in s.lightning_tokens():               # FT-LIGHTNING-STRIKE
                return [t("fire_tower.tip.lightning_token"), t(f"fire_tower.tip.lightning_why_{lightning_why(s)}")], \
                    square_rect(*sq)
            mega = s.mega_at(index) if s.megas else None    # FT-MEGA-HAWK
            if mega is not None and index in s.hawks:
                return [t("fire_tower.tip.megahawk", name=seat_name(t, s, mega[1]))], square_rect(*sq)
            owner = s.water_at(index) if s.water else None  # FT-WATER-GEM-QUENCH
            if owner is not None:
                return [t("fire_tower.tip.water_gem", name=seat_name(t, s, owner))], square_rect(*sq)
            if index in s.guardian_hawks():                 # FT-VAR-GUARDIAN-HAWKS
                return [t("fire_tower.variants.flat_hawk"), t("fire_tower.variants.tip_flat_hawk")], \
                    square_rect(*sq)
            if s.guardian_seat is not None and s.oak_square(index):   # FT-VAR-OAKS
                return [t("fire_tower.variants.oak"), t("fire_tower.variants.tip_oak")], square_rect(*sq)
            zone = s.cfg.zone_map[index]
            if zone is not None and zone in s.ablaze:       # a burned tower's zone, on fire for good
                return [t("fire_tower.tip.ablaze")], square_rect(*sq)
        return None

    def panel_tip(self, pos):
        s, t = self.state, self.t
        chip = self.season_chip()                            # FT-SEASON-PLAY
        if chip is not None and chip[0].collidepoint(pos):
            sid = s.season_in_force()
            return [card_name(t, sid), t(f"fire_tower.card.{sid}.text"), t("fire_tower.tip.season")], chip[0]
        for seat in range(s.n):
            row = self.seat_row(seat)
            if not row.collidepoint(pos):
                continue
            for rect, special, side in self.seat_special_chips(seat):   # FT-EW-SPECIALS
                if rect.collidepoint(pos):
                    return [t(f"fire_tower.solo.special.{special}.name"), t(f"fire_tower.solo.special.{special}.text"),
                            t("fire_tower.tip.special_back" if side == "back" else "fire_tower.tip.special_front")], rect
            laid = s.coyote_cards(seat)
            if laid and self.face_down_rect(seat).collidepoint(pos):     # FT-EW-COYOTE
                lines = [t("fire_tower.card.coyote_tactics.name"), t("fire_tower.tip.face_down", n=len(laid))]
                if seat == self.viewer:                                  # your own: you know them
                    lines.append(t("fire_tower.tip.face_down_yours",
                                   cards=", ".join(card_name(t, s.card_id(c)) for c in laid)))
                return lines, self.face_down_rect(seat)
            for rect, kind, count in self.mini_chips(seat):      # FT-MEGA-RESERVE, FT-WATER-GEM-SETUP
                if rect.collidepoint(pos):
                    name = seat_name(t, s, seat)
                    if kind == "mega":
                        return [t("fire_tower.tip.mega_reserve", name=name, n=count)], rect
                    lines = [t("fire_tower.tip.water_supply", name=name, n=count)]
                    if not s.bucket[seat]:
                        lines.append(t("fire_tower.tip.water_spent", name=name))
                    return lines, rect
            bucket = pygame.Rect(row.right - 42, row.y + 2, 38, 38)
            if bucket.collidepoint(pos) and seat != s.guardian_seat:   # the Guardian has none
                return [t("fire_tower.card.bucket.name"), t("fire_tower.tip.bucket"),
                        t("fire_tower.tip.bucket_ready" if s.bucket[seat] else "fire_tower.tip.bucket_used")], bucket
            colour = s.seat_tower[seat]
            lines = [t("fire_tower.tip.seat", name=seat_name(t, s, seat), tower=seat_towers_text(t, s, seat),
                       status=status_name(t, s.status[seat])), t(f"fire_tower.tip.status.{s.status[seat]}")]
            if colour in s.ablaze:
                lines.append(t("fire_tower.tip.ablaze"))
            return lines, row
        for i, colour in enumerate(self.enemies()):
            row = pygame.Rect(SIDE_X + 6, 110 + 44 * s.n + i * ENEMY_ROW, SIDE_W - 12, ENEMY_ROW - 2)
            if row.collidepoint(pos):
                lines = [t("fire_tower.solo.enemy", tower=tower_name(t, colour)),
                         t("fire_tower.tip.enemy_bucket")]
                if colour in s.ablaze:
                    lines.append(t("fire_tower.tip.ablaze"))
                return lines, row
        top = self.info_top()
        box = pygame.Rect(SIDE_X, top, SIDE_W, 88)
        if box.collidepoint(pos):
            supply = self.supply_rect().inflate(8, 8)
            if supply.collidepoint(pos) or pygame.Rect(box.x + 130, top + 58, 200, 24).collidepoint(pos):
                return [t("fire_tower.ui.supply", n=s.hawk_supply()), t("fire_tower.tip.supply", n=s.hawk_supply())], \
                    supply.union(pygame.Rect(box.x + 130, top + 58, 200, 24))
            vane = pygame.Rect(SIDE_X + 8, top + 6, 76, 76)
            wind = t("fire_tower.ui.wind", wind=wind_name(t, s.wind))
            if vane.collidepoint(pos) or pygame.Rect(box.x + 96, top + 6, 200, 30).collidepoint(pos):
                return [wind, t("fire_tower.tip.vane", wind=wind_name(t, s.wind))], vane
            winds = pygame.Rect(box.x + 300, top + 8, 116, 26)
            if winds.collidepoint(pos):
                return [wind, t("fire_tower.tip.directions")], winds
            die = pygame.Rect(box.right - 60, top + 20, 48, 48)
            if self.last_die and die.collidepoint(pos):
                return [t("fire_tower.tip.die_shadow" if "shadow" in self.last_die else "fire_tower.tip.die_wind")], die
            deck = pygame.Rect(box.x + 96, top + 34, 200, 24)
            if deck.collidepoint(pos):
                return [t("fire_tower.tip.deck")], deck
        solo = self.solo_box()
        if solo is not None and solo.collidepoint(pos):
            for rect, special, side in self.special_chips():
                if rect.collidepoint(pos):
                    return [t(f"fire_tower.solo.special.{special}.name"),
                            t(f"fire_tower.solo.special.{special}.text"), t("fire_tower.tip.specials")], rect
            if pos[1] < solo.y + 34:
                return [t("fire_tower.solo.specials").rstrip(":"), t("fire_tower.tip.specials")], \
                    pygame.Rect(solo.x, solo.y, solo.w, 34)
            cid = s.solo.get("challenge")
            if cid:
                return [t(f"fire_tower.solo.challenge.{cid}.name"), t("fire_tower.tip.challenge")], \
                    pygame.Rect(solo.x, solo.y + 34, solo.w, solo.h - 34)
        return None

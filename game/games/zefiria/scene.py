"""Zefiria's board screen: turns clicks and drags into actions, events into animation.

The scene decides nothing about the rules: highlights come from the state's
fly_targets/breeze_options, refusals from IllegalAction keys.
"""
from __future__ import annotations

import pygame

from game.core.data import DATA_DIR
from game.ui.game_scene import HINT, GameScene, draw_arrow
from game.ui.tilemap import TileBoard
from game.ui.tween import Timeline, Tween, along, lerp
from game.ui.widgets import (ACCENT, DANGER, GOOD, INK, INPUT_GUARD, MUTED, NOTE, PAPER, Button, ButtonRow, Tooltip,
                             button_tip, panel)

from .describe import describe_event, describe_events, describe_refusal, event_grids, seat_name, spirit_name
from .rules import PERIMETER, SIZE, breeze_action, rc

BOARD_POS = (16, 72)
SIDE_X = 704
SIDE_W = 560
CELL_NAMES = [f"r{r + 1}c{c + 1}" for r in range(SIZE) for c in range(SIZE)]   # the map's object names
DRAG_THRESHOLD = 6
STORM_BOX = pygame.Rect(SIDE_X, 336, SIDE_W, 150)      # the storm and the team's gems
GEM_X = SIDE_X + 286    # the gems' column of the storm panel
GEM_ICON = 22           # the team gem's icon beside its title
GEMS_TEXT = 19           # the size of the gems' explanation
LOG_BOX = pygame.Rect(SIDE_X, 494, SIDE_W, 176)
LOG_ROWS = 6             # rows of text the log panel holds
LOG_STEP = 22
# The buttons at the top right, as in every game: Hint (GameScene's), Undo, Map, Rules, Menu.
TOP_BUTTONS = {"hint": (724, 12, 92, 40), "undo": (822, 12, 108, 40), "map": (936, 12, 122, 40),
               "rules": (1064, 12, 96, 40), "menu": (1166, 12, 98, 40)}
# How long a storm's cards stay up, in seconds, at the Computer speed's pause p: long
# enough to read what the storm did before the computer moves on (2 + 3.75 p: Slow 8,
# Normal 5, Fast 3.1, Instant 2). A click puts them away sooner.
STORM_READING = (2.0, 3.75)
NUMBER_PATCH = pygame.Rect(6, 8, 44, 32)     # where an island picture has its number
PULSE_MS = 4000          # how long the active spirit's ring breathes after a change
BACKGROUND = (214, 230, 244)
LAST_MOVE = (232, 40, 150)   # the last move's outline: unlike any island colour or target mark
PAWN_COLOURS = {"borea": (244, 244, 244), "jugo": (245, 166, 35), "etesia": (26, 188, 156),
                "skyron": (46, 111, 216), "austro": (192, 57, 43)}
ROW_COLOURS = [(86, 180, 233), (0, 158, 115), (240, 228, 66), (230, 159, 0), (204, 121, 167)]


def _pawn_flight(scene, event):
    scene.animate_pawn(event.get("spirit", "austro"), event["from"], event["to"], 0.35)


# What the board shows of each event the rules emit, by type (None: nothing moves; the log
# line and the panels say it). tests/ui/test_event_tables.py checks that every type the
# rules build is here.
EVENT_ANIMATIONS = {
    "swap": lambda scene, e: scene.animate_swap(e),
    "fly": _pawn_flight,
    "austro_exit": _pawn_flight,
    "austro_return": _pawn_flight,
    "storm": lambda scene, e: scene.show_storm(e),
    "round": lambda scene, e: scene.announce_round(e),
    "anchor": lambda scene, e: scene.drop_gem(e["cell"]),
    "turn": lambda scene, e: scene.pause_between_turns(),
    **dict.fromkeys(("place", "skyron", "retrieve", "spend", "sleep", "forced", "forced_lapsed", "turn_end",
                     "game_over"), None),
}


def _edge_point(start, rect) -> tuple:
    """Where the line from `start` to the centre of `rect` enters it (an arrow's tip that
    leaves the island's number and symbol readable)."""
    end = rect.center
    if rect.collidepoint(start):
        return end
    lo, hi = 0.0, 1.0
    for _ in range(20):
        mid = (lo + hi) / 2
        point = (start[0] + (end[0] - start[0]) * mid, start[1] + (end[1] - start[1]) * mid)
        if rect.collidepoint(point):
            hi = mid
        else:
            lo = mid
    return (start[0] + (end[0] - start[0]) * hi, start[1] + (end[1] - start[1]) * hi)


class ZefiriaScene(GameScene):
    name = "zefiria"
    game_key = "zefiria"
    background = BACKGROUND
    hint_rect = TOP_BUTTONS["hint"]
    hint_note_rect = (BOARD_POS[0], 752, 672, 40)       # under the board, whose marks it explains

    def __init__(self, app, match, replay_actions=None, on_finish=None):
        super().__init__(app, match, replay_actions, on_finish)
        self.pulse_until = pygame.time.get_ticks() + PULSE_MS
        self.board = TileBoard(DATA_DIR / "zefiria" / "city.tmx",
                               required_layers=[("cells", CELL_NAMES), ("slots", PERIMETER)])
        # The board never changes: flatten it onto the background once (opaque blits are fastest).
        self.backdrop = pygame.Surface(self.board.size)
        self.backdrop.fill(BACKGROUND)
        self.backdrop.blit(self.board.surface, (0, 0))
        self.backdrop = self.backdrop.convert()
        self.board_rect = pygame.Rect(BOARD_POS, self.board.size)
        self._glows: dict = {}
        self.cells = [self.board.objects["cells"][n].move(BOARD_POS) for n in CELL_NAMES]
        self.slots = {n: r.move(BOARD_POS) for n, r in self.board.objects["slots"].items()}
        self.timeline = Timeline()
        self.island_pin: dict[int, tuple] = {}     # island -> centre while animating
        self.pawn_pin: dict[str, tuple] = {}
        self.banner = None                         # storm reveal: (title, effect, cells, event, progress)
        self.round_fx = None                       # (progress, round) while a new round is announced
        self.gem_drop: dict[int, float] = {}       # anchored cell -> gem height above it
        # What the last move changed on the board, marked until the next one that changes it:
        # {"at": (cells or slots), "from": where a pawn came from or None}.
        self.last_move: dict | None = None
        self.storm_islands: dict[str, int] = {}    # repr(last storm) -> the island it first hit
        # The islands the last storm hit, framed wherever they go until a person's turn after
        # it ends (note_storms).
        self.storm_marks: tuple = ()
        self.log_scroll = 0
        self.selected_fly = False
        self.picked: int | None = None             # first island of a click-click breeze
        self.drag: dict | None = None              # {"from": cell, "start": pos, "pos": pos, "moved": bool}
        self.hover = None
        self.show_map = False
        self.enter_quiet = 0.0                     # seconds Enter is ignored after a turn ended
        self.hint_marks: dict | None = None        # what the shown hint points at (show_hint)
        self.tip = Tooltip()                       # what the mouse rests on, explained
        self.level_line = self._level_line()
        self._build_buttons()
        self.add_log(self.t("zefiria.log.start"))
        self.rebuild_log()
        self.sync_message()

    def _level_line(self):
        """(level, target) of a challenge-ladder game, shown in the side panel; else None."""
        level_id = self.match.setup.get("level")
        if level_id is None:
            return None
        from .levels import load_levels
        try:
            by_id = {lv.id: lv for lv in load_levels()}
        except Exception:       # a damaged levels file must not stop the game being played
            return None
        level = by_id.get(level_id)
        return (level.id, level.target) if level else None

    # ------------------------------------------------------------ GameScene hooks
    def describe_event(self, t, state, event):
        return describe_event(t, state, event)

    def describe_events(self, t, state, events):
        return describe_events(t, state, events)    # each line names the islands as they were then

    def note_events(self, state, events):
        self.note_storms(state, events)

    def describe_refusal(self, t, err):
        s = self.state
        if err.key == "no_ap" and s.storm and s.phase == "play" and s.pool >= err.params["cost"] - err.params["ap"]:
            return t("zefiria.refuse.no_ap_gem", pool=s.pool, **err.params)    # a gem would pay it
        return describe_refusal(t, err)

    def make_bot(self, seed):
        from .bot import GreedyBot
        return GreedyBot(seed=seed)

    def after_change(self):
        if self.match.actions and self.match.actions[-1] == ("end",):
            self.enter_quiet = INPUT_GUARD      # a second Enter of the same hand ends no other turn
        self.selected_fly = False
        self.picked = None
        self.sync_message()
        self.pulse_until = pygame.time.get_ticks() + PULSE_MS

    def sync_texts(self):
        self.sync_message()

    def describe_hint(self, t, reason):
        if not reason:
            return ""
        key, params = reason
        if "spirit" in params:
            params = dict(params, spirit=spirit_name(t, params["spirit"]))
        return t(f"zefiria.hint.{key}", **params)

    def show_hint(self, action, reason):
        """The hinted action's places glow, with an arrow: where a spirit flies (from its
        pawn), the two islands a breeze swaps, the corner, slot, gem or pawn to click, or
        the button to press."""
        self.hint_marks = None if action is None else self.hint_target(action)

    def hint_target(self, action) -> dict:
        """{"at": places (cells or slots) that glow, "pawn": a spirit whose pawn glows,
        "button": the button to press, "arrow": (start, end) or None}."""
        s = self.state
        kind = action[0]
        marks = {"at": [], "pawn": None, "button": None, "arrow": None, "action": action}
        if kind == "fly" or kind == "exit":
            spirit = s.active if kind == "fly" else "austro"
            marks["at"] = [action[1]]
            where = s.pos.get(spirit)
            if where is not None:
                start = self.pawn_centre(where)
                marks["arrow"] = (start, _edge_point(start, self.place_rect(action[1]).inflate(-30, -30)))
        elif kind == "breeze":
            a, b = action[1], action[2]
            marks["at"] = [a, b]
            marks["arrow"] = (self.cells[a].center, self.cells[b].center)
            marks["both_ways"] = True           # a swap: both islands move
        elif kind in ("place", "skyron", "retrieve"):
            # Straight down onto the island's ring, the tip short of its number.
            marks["at"] = [action[1]]
            rect = self.cells[action[1]]
            marks["arrow"] = ((rect.centerx + 8, rect.top - 44), (rect.centerx + 8, rect.top - 4))
        elif kind in ("first", "sleep"):
            # From the left onto the pawn's ring (the pawn sits low on the island's left).
            marks["pawn"] = action[1]
            centre = self.pawn_centre(s.pos[action[1]])
            marks["arrow"] = ((centre[0] - 84, centre[1] + 4), (centre[0] - 38, centre[1] + 4))
        elif kind in ("spend", "end"):
            # Spend gem from below (the gems' text is above it), End turn from above (the
            # prompt is at its left).
            marks["button"] = kind
            rect = self.spend_button.rect if kind == "spend" else self.end_button.rect
            marks["arrow"] = ((rect.centerx, rect.bottom + 44), (rect.centerx, rect.bottom + 6)) \
                if kind == "spend" else ((rect.centerx, rect.top - 44), (rect.centerx, rect.top - 6))
        marks["about"] = self.hint_island_cell(marks["at"])
        return marks

    def hint_island_cell(self, places) -> int | None:
        """The cell of the island the hint's reason names ("brings island 13 home") when the
        marks do not already ring it (a fly on the way to a breeze): it is ringed too, so
        the words and the board say the same."""
        reason = (self.hint or {}).get("reason") or ()
        island = reason[1].get("island") if len(reason) == 2 else None
        if island is None or island not in self.state.grid:
            return None
        cell = self.state.grid.index(island)
        return None if cell in places else cell

    def next_frame_in(self):
        """The active spirit's ring breathes for a few seconds after each move, then rests,
        so a board waiting for the player costs no frames."""
        if pygame.time.get_ticks() < self.pulse_until or self.layers.pending:
            return 0.0
        waits = [w for w in (super().next_frame_in(), self.tip.next_frame_in()) if w is not None]
        return min(waits) if waits else None

    def on_undo(self):
        self.hint_marks = None
        self.island_pin.clear()
        self.pawn_pin.clear()
        self.last_move = None

    def _build_buttons(self):
        t = self.t
        self.buttons = ButtonRow([
            Button(TOP_BUTTONS["rules"], lambda: t("ui.rules"), self.open_rules, size=24,
                   tooltip=lambda: t("ui.tip.rules")),
            Button(TOP_BUTTONS["menu"], lambda: t("ui.menu"), self.open_menu, size=24,
                   tooltip=lambda: t("ui.tip.menu")),
            Button(TOP_BUTTONS["map"], lambda: t("zefiria.ui.map") if not self.show_map
                   else t("zefiria.ui.hide_map"), self.toggle_map, size=24,
                   tooltip=lambda: t("zefiria.tip.map")),
            Button(TOP_BUTTONS["undo"], lambda: t("ui.undo"), self.undo, enabled=self.can_take_back,
                   size=24, tooltip=lambda: t("ui.tip.undo"), why=self.undo_why),
        ])
        self.end_button = Button((SIDE_X + 330, 736, 230, 52), lambda: t("zefiria.ui.end_turn"),
                                 self.end_turn, primary=True, size=28,
                                 enabled=lambda: ("end",) in self.legal_now(),
                                 tooltip=lambda: t("zefiria.tip.end_turn"), why=lambda: self.off_why("end"))
        self.spend_button = Button((GEM_X, STORM_BOX.bottom - 44, STORM_BOX.right - 10 - GEM_X, 36),
                                   lambda: t("zefiria.ui.spend_gem"),
                                   lambda: self.act(("spend",)), size=22,
                                   enabled=lambda: ("spend",) in self.legal_now(),
                                   tooltip=lambda: t("zefiria.tip.spend_gem"), why=lambda: self.off_why("spend"))
        self.buttons.add(self.end_button)
        self.buttons.add(self.spend_button)
        self.choice_buttons = ButtonRow()

    def can_take_back(self) -> bool:
        """Undo takes back a person's own move, never the computer's (a computer seat's
        placement leaves undo open in the rules: the position before it is the computer's)."""
        return not self.is_bot_turn() and self.replay is None and self.undo_is_a_persons()

    def off_why(self, which) -> str:
        """Why End turn, Spend gem or Hint is greyed now (the first line of its tooltip)."""
        s, t = self.state, self.t
        if self.is_bot_turn():
            return t("zefiria.tip.not_yours")
        if self.timeline.busy:
            return t("zefiria.tip.moving")
        if which == "spend" and s.phase == "play" and s.pool < 1:
            return t("zefiria.tip.no_gems_yet")
        return self.message          # what to do first (fly off a gem, choose where Skyron lands)

    def hint_why(self) -> str:
        return super().hint_why() if self.state.is_over else self.off_why("hint")

    def legal_now(self):
        if self.timeline.busy or self.is_bot_turn() or self.replay is not None:
            return []
        return self.query("legal_actions")

    # ------------------------------------------------------------ actions
    def end_turn(self):
        """End turn (button or Enter). It cannot be undone, so while the spirit could still
        fly, breeze or take a gem back, it asks first (not in the lesson, whose step says so)."""
        if ("end",) not in self.legal_now():
            return
        if self.tutorial is not None or not self.could_still_act():
            self.act(("end",))
            return
        from game.scenes.dialogs import ConfirmDialog
        s, t = self.state, self.t
        version = self.version()

        def yes():
            if self.version() == version:       # the position the question was about
                self.act(("end",))

        question = t("zefiria.ui.end_turn_confirm", spirit=spirit_name(t, s.active), ap=s.ap)
        if self.ends_the_game():
            question = t("zefiria.ui.last_turn") + " " + question
        # Enter does not say yes: the points left are lost (a second Enter must not end it).
        self.app.push(ConfirmDialog(self.app, question, yes, yes_label=lambda: t("zefiria.ui.end_turn"),
                                    no_label=lambda: t("zefiria.ui.keep_playing"), enter_says_yes=False))

    def ends_the_game(self) -> bool:
        """Ending this turn ends the game (the last spirit of the last round)."""
        if ("end",) not in self.query("legal_actions"):
            return False
        after = self.state.clone()
        after.apply(("end",))
        return after.is_over

    def could_still_act(self) -> bool:
        """The acting spirit has a move left that uses its action points."""
        return any(a[0] not in ("end", "spend") for a in self.query("legal_actions"))

    def toggle_map(self):
        self.show_map = not self.show_map

    def add_log(self, line: str):
        super().add_log(line)
        self.log_scroll = 0

    # ------------------------------------------------------------ prompts
    def sync_message(self):
        """The hint line says what the player is expected to do next."""
        s, t = self.state, self.t
        self.choice_buttons = ButtonRow()
        if s.is_over:
            self.say(t("zefiria.prompt.over"))
            return
        player = seat_name(t, s, s.current_player)
        if self.is_bot_turn():
            player = self.computer_name(s.current_player)
            # A computer seat decides by itself: say so, never ask for a click.
            if s.phase == "skyron_choice":
                self.say(t("zefiria.prompt.bot_skyron", player=player))
            else:
                spirit = s.placing_spirit() if s.phase == "place" else s.active
                self.say(t("zefiria.prompt.bot_turn", player=player, spirit=spirit_name(t, spirit)))
            return
        if s.phase == "place":
            self.say(t("zefiria.prompt.place", spirit=spirit_name(t, s.placing_spirit()), player=player))
        elif s.phase == "austro_exit":
            self.say(t("zefiria.prompt.austro_exit"))
        elif s.phase == "skyron_choice":       # the pair: where he was, where his island went
            stay, ride = (s.grid[cell] for cell in s.skyron_pair)
            self.say(t("zefiria.prompt.skyron", stay=stay, ride=ride))
        elif s.phase == "solo_first":
            self.say(t("zefiria.prompt.solo_first"))
            self._spirit_choice_buttons("first", s.awake())
        elif s.phase == "solo_sleep":
            self.say(t("zefiria.prompt.solo_sleep"))
            self._spirit_choice_buttons("sleep", s.acted)
        elif s.forced:
            self.say(t("zefiria.prompt.forced", spirit=spirit_name(t, s.active)))
        elif not self.could_still_act() and self.replay is None:     # nothing but End turn (or a gem)
            key = "zefiria.prompt.spent_gem" if ("spend",) in self.query("legal_actions") else "zefiria.prompt.spent"
            self.say(t(key, spirit=spirit_name(t, s.active), ap=s.ap))
        else:
            self.say(t(f"zefiria.prompt.play.{s.active}", player=player, ap=s.ap))

    def computer_name(self, seat) -> str:
        """A computer seat's name that says it is the computer ("Computer", or a given
        name with "(computer)")."""
        name = seat_name(self.t, self.state, seat)
        if self.state.players[seat].get("default_name") is True:
            return name
        return self.t("zefiria.name.named_computer", name=name)

    def _spirit_choice_buttons(self, verb, spirits):
        """"X goes first" buttons (blue) or "X sleeps" buttons (plain): the two questions
        asked one after the other must not look alike. Each spirit has its own place in
        both (the team's order); the sleeper's is greyed there, saying why."""
        key = "zefiria.prompt.first_button" if verb == "first" else "zefiria.prompt.sleep_button"
        why = "zefiria.refuse.spirit_asleep" if verb == "first" else "zefiria.refuse.sleeper_must_have_acted"
        for i, sp in enumerate(self.state.spirits):
            button = self.choice_buttons.add(Button((SIDE_X + 10 + i * 184, 744, 176, 46),
                                           lambda sp=sp, key=key: self.t(key, spirit=spirit_name(self.t, sp)),
                                           lambda sp=sp: self.act((verb, sp)), primary=verb == "first",
                                           size=22, enabled=sp in spirits, why=lambda: self.t(why)))
            button.action = (verb, sp)      # what it plays (a hint outlines it)

    # ------------------------------------------------------------ geometry
    def cell_at(self, pos) -> int | None:
        for i, rect in enumerate(self.cells):
            if rect.collidepoint(pos):
                return i
        return None

    def slot_at(self, pos) -> str | None:
        for name, rect in self.slots.items():
            if rect.collidepoint(pos):
                return name
        return None

    def pawn_centre(self, where) -> tuple:
        if isinstance(where, str):
            return self.slots[where].center
        # Lower-left of the island, so its number and symbol stay readable.
        x, y = self.cells[where].center
        return (x - 20, y + 18)

    def pawn_hit(self, pos) -> str | None:
        for sp, where in self.state.pos.items():
            if where is None:
                continue
            centre = self.pawn_pin.get(sp, self.pawn_centre(where))
            if (pos[0] - centre[0]) ** 2 + (pos[1] - centre[1]) ** 2 <= 30 ** 2:
                return sp
        return None

    # ------------------------------------------------------------ input
    def handle_game(self, event):
        self.tip.handle(event)
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)
            return
        if self.buttons.handle(event) or self.choice_buttons.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            if LOG_BOX.collidepoint(pygame.mouse.get_pos()):
                self.log_scroll = max(0, min(len(self.log) - 1, self.log_scroll + event.y))
            return
        if self.timeline.busy:
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.timeline.finish_all()      # a click skips the animation
            return
        if self.is_bot_turn() or self.replay is not None or self.state.is_over:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.selected_fly, self.picked, self.drag = False, None, None
        elif event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            if self.drag:
                self.drag["pos"] = event.pos
                dx = event.pos[0] - self.drag["start"][0]
                dy = event.pos[1] - self.drag["start"][1]
                if dx * dx + dy * dy > DRAG_THRESHOLD ** 2:
                    self.drag["moved"] = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse_up(event.pos)

    def handle_key(self, event):
        if event.key == pygame.K_F1:
            self.open_rules()
        elif event.key == pygame.K_ESCAPE:
            if self.selected_fly or self.picked is not None:
                self.selected_fly, self.picked = False, None
            else:
                self.open_menu()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            if self.tutorial is not None or self.can_take_back():
                self.undo()
        elif event.key == pygame.K_m:
            self.toggle_map()
        elif event.key in (pygame.K_RETURN, pygame.K_SPACE) and self.enter_quiet <= 0:
            self.end_turn()

    def mouse_down(self, pos):
        s = self.state
        cell, slot = self.cell_at(pos), self.slot_at(pos)
        if s.phase == "place":
            if cell is not None:
                self.act(("place", cell))
            return
        if s.phase == "austro_exit":
            if slot is not None:
                self.act(("exit", slot))
            return
        if s.phase == "skyron_choice":
            if cell is not None:
                self.act(("skyron", cell))
            return
        if s.phase in ("solo_first", "solo_sleep"):
            spirit = self.pawn_hit(pos)
            if spirit:
                self.act(("first" if s.phase == "solo_first" else "sleep", spirit))
            return
        if s.phase != "play":
            return
        active_where = s.pos[s.active]
        if self.pawn_hit(pos) == s.active and s.active != "skyron":
            self.selected_fly = not self.selected_fly
            self.picked = None
            return
        if self.selected_fly:
            target = slot if isinstance(active_where, str) else cell
            if target is not None and target in self.query("fly_targets"):
                self.act(("fly", target))
                return
        if slot is not None and isinstance(active_where, str) and slot == active_where:
            self.selected_fly = not self.selected_fly
            return
        if slot is not None and isinstance(active_where, str):
            self.act(("fly", slot))
            return
        if cell is None:
            self.selected_fly, self.picked = False, None
            return
        if self.picked is not None and cell != self.picked:
            self.act(breeze_action(self.picked, cell))
            return
        if s.is_anchored(cell) and self.gem_rect(cell).collidepoint(pos):
            self.act(("retrieve", cell))
            return
        self.selected_fly = False
        self.drag = {"from": cell, "start": pos, "pos": pos, "moved": False}

    def mouse_up(self, pos):
        drag, self.drag = self.drag, None
        if not drag:
            return
        s = self.state
        target = self.cell_at(pos)
        if drag["moved"]:
            if target is not None and target != drag["from"]:
                self.act(breeze_action(drag["from"], target))
            return
        # A click without a drag: Skyron's own island selects him; others pick a breeze end.
        if s.active == "skyron" and drag["from"] == s.pos["skyron"]:
            self.selected_fly = not self.selected_fly
            self.picked = None
            return
        self.picked = None if self.picked == drag["from"] else drag["from"]
        if self.picked is not None:
            self.say(self.t("zefiria.prompt.picked", island=s.grid[self.picked]))

    # ------------------------------------------------------------ animation
    def play_events(self, events):
        self.note_events(self.state, events)
        self.mark_last_move(events)
        for event, line in zip(events, self.describe_events(self.t, self.state, events)):
            if line:
                self.add_log(line)
            show = EVENT_ANIMATIONS.get(event["type"])
            if show is not None:
                show(self, event)

    def pause_between_turns(self):
        """With several players, a short still moment before the next spirit's turn."""
        if not self.state.solo and len(self.state.players) > 1:
            self.timeline.add(Tween(self.app.anim(0.25)))

    def note_storms(self, state, events):
        """Remember which island each storm hit first, for the storm panel, and mark the
        islands it hit on the board: they stay framed after the storm's cards have gone, also
        when a breeze moves them on, until a person's turn after it ends (a computer playing
        first leaves them for the person)."""
        for event, grid in zip(events, event_grids(state, events)):
            if event["type"] == "storm":
                key = repr({k: v for k, v in event.items() if k != "type"})
                self.storm_islands[key] = grid[event["t1"]]
                cells = (event["t1"],) if event["effect"] == "anchor" else (event["t1"], event["t2"])
                self.storm_marks = tuple(grid[c] for c in cells)
            elif event["type"] == "turn_end" and state.players[state.seat_of(event["spirit"])].get("kind") != "bot":
                self.storm_marks = ()

    def mark_last_move(self, events):
        """The places an action changed, read from its events: swapped islands, where a
        spirit went (and came from), a gem taken or dropped. An action that changes nothing
        on the board (end of a quiet turn, a gem spent, a solo choice) leaves the mark. The
        storm is nobody's move: its islands have their own red frame (note_storms)."""
        at, source = [], None
        for event in events:
            kind = event["type"]
            if kind == "anchor" or event.get("by") == "storm":
                continue                # the storm's own doing
            if kind == "swap":
                at += [event["a"], event["b"]]
            elif kind in ("fly", "austro_exit", "austro_return"):
                at.append(event["to"])
                source = event["from"]
            elif kind in ("place", "skyron", "retrieve"):
                at.append(event["cell"])
        if at:
            self.last_move = {"at": tuple(dict.fromkeys(at)),
                              "from": source if source not in at else None}

    def animate_pawn(self, spirit, source, target, seconds):
        if source is None:
            return
        a, b = self.pawn_centre(source), self.pawn_centre(target)
        self.pawn_pin[spirit] = a

        def move(f, spirit=spirit):
            self.pawn_pin[spirit] = (lerp(a[0], b[0], f), lerp(a[1], b[1], f))

        self.timeline.add(Tween(self.app.anim(seconds), move, lambda: self.pawn_pin.pop(spirit, None)))

    def animate_swap(self, event):
        """Both islands travel along the path the cost counts; riders go with them."""
        path = [self.cells[c].center for c in event["path"]]
        a, b = event["a"], event["b"]
        island_now_at_b, island_now_at_a = self.state.grid[b], self.state.grid[a]
        self.island_pin[island_now_at_b] = path[0]
        self.island_pin[island_now_at_a] = path[-1]
        riders = event.get("riders", {})
        for sp, dest in riders.items():
            self.pawn_pin[sp] = path[0] if dest == b else path[-1]
        back = path[::-1]

        def move(f):
            p, q = along(path, f), along(back, f)
            self.island_pin[island_now_at_b] = p
            self.island_pin[island_now_at_a] = q
            for sp, dest in riders.items():
                self.pawn_pin[sp] = p if dest == b else q

        def done():
            self.island_pin.pop(island_now_at_b, None)
            self.island_pin.pop(island_now_at_a, None)
            for sp in riders:
                self.pawn_pin.pop(sp, None)

        seconds = 0.25 + 0.12 * (len(path) - 1)
        self.timeline.add(Tween(self.app.anim(seconds), move, done))

    def show_storm(self, event):
        t = self.t
        title = t(f"zefiria.storm_card.{event['storm']}")
        effect = t(f"zefiria.storm_effect.{event['effect']}")
        marks = [event["t1"]] + ([event["t2"]] if event["effect"] == "swap" else [])

        def show(f):
            self.banner = (title, effect, marks, event, f)

        self.timeline.add(Tween(self.storm_seconds(), show, lambda: setattr(self, "banner", None)))

    def storm_seconds(self) -> float:
        """The storm's cards stay up for a reading time at the computer's pace (none with
        animations off: the storm panel and the log say it)."""
        if self.app.anim(1.0) <= 0:
            return 0.0
        return STORM_READING[0] + STORM_READING[1] * self.bot_pause()

    def banner_rect(self) -> pygame.Rect:
        """The storm's cards lie over the spirits' panel, above the storm panel that keeps
        them, so they cover none of the islands the storm hit."""
        box = pygame.Rect(0, 0, 520, 200)
        box.center = (SIDE_X + SIDE_W // 2, 76 + 125)
        return box

    def announce_round(self, event):
        """The first player takes a purple gem off the time track (ZEF-TIME-ROUND)."""
        def show(f):
            self.round_fx = (f, event["round"])

        self.round_fx = (0.0, event["round"])
        self.timeline.add(Tween(self.app.anim(0.9), show, lambda: setattr(self, "round_fx", None)))

    def drop_gem(self, cell):
        self.gem_drop[cell] = 160.0

        def fall(f):
            self.gem_drop[cell] = 160.0 * (1 - f)

        self.timeline.add(Tween(self.app.anim(0.5), fall, lambda: self.gem_drop.pop(cell, None)))

    # ------------------------------------------------------------ frame
    def update(self, dt):
        self.enter_quiet = max(0.0, self.enter_quiet - dt)
        self.think_ahead()
        self.tip.update(dt)
        self.timeline.update(dt)
        if not self.timeline.busy:
            self.drive(dt)

    def draw_game(self, surface):
        # The still parts are pictures repainted only when what they show changes; the
        # background is filled around them.
        self.layers.new_frame(surface)
        self.layers.draw(surface, "board", self.board_rect, self.board_key(), self.paint_board,
                         covered=self.board_rect)      # by its backdrop
        s = self.state
        self.layers.draw(surface, "top", (0, 0, 1280, 64),
                         (self.t.lang, s.round, s.purple, s.storm, s.solo and s.difficulty, s.phase, s.ap),
                         self.draw_top_bar)
        self.draw_side(surface)
        self.draw_moving(surface)
        self.draw_pawns(surface)
        self.draw_hint_marks(surface)
        self.draw_drag(surface)
        self.draw_hover_reason(surface)
        if self.show_map:
            self.draw_map_overlay(surface)
        self.sync_side_buttons()
        self.buttons.draw(surface, self.app.fonts)
        self.choice_buttons.draw(surface, self.app.fonts)
        if self.banner:
            self.draw_banner(surface)
        if self.round_fx:
            self.draw_round_fx(surface)
        self.draw_tooltip(surface)

    # ------------------------------------------------------------ tooltips
    def tooltips(self) -> list:
        return [self.tip]

    def draw_tooltip(self, surface):
        found = self.tip_at(self.tip.pos) if self.tip.due() else None
        lines, rect = found if found else ([], None)
        self.tip.draw(surface, self.app.fonts, lines, rect)

    def tip_at(self, pos):
        """(lines, rect) explaining what lies under `pos`, or None."""
        buttons = self.buttons.buttons + self.choice_buttons.buttons + \
            ([self.hint_button] if hasattr(self, "hint_button") else [])
        found = button_tip(buttons, pos)
        if found:
            return found
        s, t = self.state, self.t
        if self.banner:
            box = self.banner_rect()
            if box.collidepoint(pos):
                return [t("zefiria.ui.storm"), t("zefiria.tip.storm")], box
        if pygame.Rect(190, 0, 226, 64).collidepoint(pos):
            return [t("zefiria.ui.round", round=max(s.round, 1), total=max(s.round + s.purple, 1)),
                    t("zefiria.tip.rounds")], pygame.Rect(190, 0, 226, 64)
        if s.phase in ("play", "skyron_choice") and pygame.Rect(420, 34, 330, 28).collidepoint(pos):
            return [t("zefiria.ui.ap_left", ap=s.ap), t("zefiria.tip.ap")], pygame.Rect(420, 34, 330, 28)
        for i, sp in enumerate(s.spirits):
            row = pygame.Rect(SIDE_X + 8, 112 + i * 52, SIDE_W - 16, 48)
            if row.collidepoint(pos):
                return self.spirit_tip(sp), row
        if s.storm:
            pool = pygame.Rect(GEM_X - 4, STORM_BOX.y + 4, STORM_BOX.right - GEM_X, 30)
            if pool.collidepoint(pos):
                return [t("zefiria.ui.gems", pool=s.pool) + " · " + t("zefiria.ui.reserve", reserve=s.reserve),
                        t("zefiria.tip.pool")], pool
            card = pygame.Rect(STORM_BOX.x, STORM_BOX.y, GEM_X - 8 - STORM_BOX.x, STORM_BOX.h)
            if card.collidepoint(pos):
                lines = [t("zefiria.ui.storm"), t("zefiria.tip.storm")]
                if s.last_storm:
                    ls = s.last_storm
                    lines.append(t("zefiria.tip.storm_last", card=t(f"zefiria.storm_card.{ls['storm']}"),
                                   effect=t(f"zefiria.storm_effect.{ls['effect']}")))
                return lines, card
        if self.show_map or (self.drag and self.drag["moved"]) or self.selected_fly or self.picked is not None:
            return None     # the board shows its own marks and reasons now
        spirit = self.pawn_hit(pos)
        if spirit is not None:
            centre = self.pawn_centre(s.pos[spirit])
            return self.spirit_tip(spirit), pygame.Rect(centre[0] - 26, centre[1] - 26, 52, 52)
        cell = self.cell_at(pos)
        if cell is not None:
            if s.is_anchored(cell) and self.gem_rect(cell).collidepoint(pos):
                return [t("zefiria.tip.gem")], self.gem_rect(cell)
            return self.island_tip(cell), self.cells[cell]
        return None

    def spirit_tip(self, spirit) -> list:
        s, t = self.state, self.t
        seat = s.seat_of(spirit)
        lines = [t("zefiria.tip.spirit_owner", spirit=spirit_name(t, spirit), owner=seat_name(t, s, seat)),
                 t(f"zefiria.spirit.{spirit}.short"), t("zefiria.tip.fly_breeze")]
        if spirit == s.sleeper:
            lines.append(t("zefiria.tip.asleep"))
        return lines

    def island_tip(self, cell) -> list:
        s, t = self.state, self.t
        island = s.grid[cell]
        colour = t(f"zefiria.colour.{s.cfg.colours[(island - 1) // 5]}")
        symbol = t(f"zefiria.symbol.{s.cfg.symbols[s.cfg.island_symbol[island - 1]]}")
        lines = [t("zefiria.tip.island", island=island, colour=colour, symbol=symbol),
                 t("zefiria.tip.home", row=(island - 1) // 5 + 1, col=(island - 1) % 5 + 1, colour=colour),
                 t("zefiria.tip.pips", row=(island - 1) // 5 + 1)]
        if island == cell + 1:
            lines.append(t("zefiria.tip.at_home"))
        if s.is_anchored(cell):
            lines.append(t("zefiria.tip.anchored"))
        if island in self.storm_marks:
            lines.append(t("zefiria.tip.storm_hit"))
        return lines

    # ------------------------------------------------------------ drawing
    def island_image(self, island: int):
        return self.app.assets.image(f"zefiria/island_{island:02d}.png")

    def gem_rect(self, cell) -> pygame.Rect:
        r = self.cells[cell]
        return pygame.Rect(r.right - 34, r.top + 4, 30, 30)

    def board_key(self):
        """Everything the still board shows: the position, what is picked or dragged, what
        is moving (drawn over it), whether the targets show and the colour-blind aid (not
        the animation's end itself: a computer's pawn landing repaints nothing)."""
        drag = self.drag["from"] if self.drag and self.drag["moved"] else None
        return (self.version(), self.t.lang, self.app.settings["colourblind"], self.picked,
                self.selected_fly, drag, frozenset(self.island_pin), frozenset(self.gem_drop),
                self.targets_shown(),
                self.last_move and (self.last_move["at"], self.last_move["from"]), self.storm_marks)

    def paint_board(self, surface):
        surface.blit(self.backdrop, BOARD_POS)
        self.draw_islands(surface)
        self.draw_highlights(surface)
        self.draw_last_move(surface)

    def place_rect(self, where) -> pygame.Rect:
        return self.slots[where] if isinstance(where, str) else self.cells[where]

    def draw_last_move(self, surface):
        """The last move's places are ringed, over the targets (in the cached board layer)."""
        if not self.last_move:
            return
        for where in self.last_move["at"]:
            # A thick ring just outside the island (a tint would change its colour).
            rect = self.place_rect(where)
            pygame.draw.rect(surface, LAST_MOVE, rect.inflate(10, 10), 6, border_radius=15)
        source = self.last_move["from"]
        if source is not None:      # where the pawn came from: a dashed-looking ring
            centre = self.pawn_centre(source)
            pygame.draw.circle(surface, (255, 255, 255), centre, 22, 6)
            pygame.draw.circle(surface, LAST_MOVE, centre, 21, 3)

    def draw_islands(self, surface):
        """The islands in their cells and the anchored gems; moving ones are left to
        draw_moving."""
        s = self.state
        fonts = self.app.fonts
        aid = self.app.settings["colourblind"]
        for cell, island in enumerate(s.grid):
            if island in self.island_pin:
                continue
            rect = self.cells[cell]
            surface.blit(self.island_image(island), self.island_image(island).get_rect(center=rect.center))
            if aid:     # the colour's initial in a badge over the row dots (ZEF-COMP-ISLANDS)
                badge = pygame.Rect(rect.right - 34, rect.top + 6, 28, 26)
                pygame.draw.rect(surface, (255, 255, 255), badge, border_radius=7)
                pygame.draw.rect(surface, INK, badge, 2, border_radius=7)
                fonts.draw(surface, self.t(f"zefiria.colour_short.{s.cfg.colours[(island - 1) // 5]}"),
                           badge.center, 22, INK, True, "center")
            if island in self.storm_marks:  # the last storm hit it: a red frame inside the island
                pygame.draw.rect(surface, DANGER, rect.inflate(-2, -2), 7, border_radius=10)
                pygame.draw.rect(surface, (255, 255, 255), rect.inflate(-16, -16), 2, border_radius=6)
            if self.picked == cell:
                pygame.draw.rect(surface, ACCENT, rect.inflate(-2, -2), 4, border_radius=10)
        for cell in s.anchored:
            if cell not in self.gem_drop:
                self.draw_anchor(surface, cell)

    def draw_anchor(self, surface, cell):
        gem = self.app.assets.image("zefiria/gem_red.png")
        surface.blit(gem, self.gem_rect(cell).move(0, -self.gem_drop.get(cell, 0)))
        anchor = self.app.assets.image("zefiria/anchor.png")
        surface.blit(anchor, anchor.get_rect(bottomleft=self.cells[cell].move(6, -6).bottomleft))

    def draw_moving(self, surface):
        """Islands flying along a swap and gems dropping, over the still board."""
        for cell in self.gem_drop:
            if cell in self.state.anchored:
                self.draw_anchor(surface, cell)
        for island, centre in self.island_pin.items():     # moving islands fly above the others
            lifted = self.app.assets.image(f"zefiria/island_{island:02d}.png", (96, 96))
            shadow = self.lift_shadow()
            surface.blit(shadow, shadow.get_rect(center=(centre[0] + 6, centre[1] + 8)))
            surface.blit(lifted, lifted.get_rect(center=centre))

    def lift_shadow(self):
        if not hasattr(self, "_lift_shadow"):
            self._lift_shadow = pygame.Surface((90, 90), pygame.SRCALPHA)
            pygame.draw.rect(self._lift_shadow, (0, 0, 0, 60), self._lift_shadow.get_rect(), border_radius=12)
        return self._lift_shadow

    def draw_pawns(self, surface):
        s = self.state
        for sp, where in s.pos.items():
            if where is None:
                continue
            centre = self.pawn_pin.get(sp, self.pawn_centre(where))
            img = self.app.assets.image(f"zefiria/pawn_{sp}.png", (48, 48))
            ring = self.choice_ring(sp)
            if ring:
                pygame.draw.circle(surface, ring, centre, 32, 6)
            if sp == s.active and not s.is_over:
                ticks = pygame.time.get_ticks()
                pulse = 26 + 4 * abs(((ticks // 40) % 20) - 10) / 10 \
                    if ticks < self.pulse_until else 28
                pygame.draw.circle(surface, (255, 255, 255), centre, pulse, 4)
            if sp == s.sleeper:
                img = img.copy()
                img.set_alpha(140)
            surface.blit(img, img.get_rect(center=centre))
            if sp == s.sleeper:
                self.app.fonts.draw(surface, "z z", (centre[0] + 16, centre[1] - 26), 24, INK, True)

    def draw_hint_marks(self, surface):
        """The hint: its places glow in the hint colour and an arrow points at them."""
        marks = self.hint_marks
        if not marks or self.timeline.busy or self.show_map:
            return
        # The islands' numbers stay readable: those near the arrow and rings are put back.
        patches = self.number_patches(surface, marks["arrow"]) if marks["arrow"] else []
        if marks.get("about") is not None:     # the island the reason names: a thinner ring
            rect = self.cells[marks["about"]]
            pygame.draw.rect(surface, (255, 255, 255), rect.inflate(14, 14), 3, border_radius=16)
            pygame.draw.rect(surface, HINT, rect.inflate(8, 8), 4, border_radius=14)
        for where in marks["at"]:      # rings, not a tint: the island keeps its colour
            rect = self.place_rect(where)
            pygame.draw.rect(surface, (255, 255, 255), rect.inflate(18, 18), 5, border_radius=18)
            pygame.draw.rect(surface, HINT, rect.inflate(10, 10), 6, border_radius=15)
            pygame.draw.rect(surface, (255, 255, 255), rect.inflate(-2, -2), 2, border_radius=11)
        if marks["pawn"] is not None:
            centre = self.pawn_centre(self.state.pos[marks["pawn"]])
            pygame.draw.circle(surface, (255, 255, 255), centre, 38, 4)
            pygame.draw.circle(surface, HINT, centre, 34, 5)
            for button in self.choice_buttons.buttons:     # the button that says the same
                if getattr(button, "action", None) == marks.get("action"):
                    pygame.draw.rect(surface, HINT, button.rect.inflate(10, 10), 5, border_radius=14)
        if marks["button"] is not None:
            rect = self.spend_button.rect if marks["button"] == "spend" else self.end_button.rect
            pygame.draw.rect(surface, HINT, rect.inflate(10, 10), 5, border_radius=14)
        if marks["arrow"] and marks.get("both_ways"):
            # A swap: two arrows side by side, one each way, between the islands' centres.
            (x0, y0), (x1, y1) = marks["arrow"]
            length = max(1.0, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
            ux, uy = (x1 - x0) / length, (y1 - y0) / length
            trim = min(26.0, length / 4)
            for side, (p, q) in ((1, ((x0, y0), (x1, y1))), (-1, ((x1, y1), (x0, y0)))):
                dx, dy = -uy * 11 * side, ux * 11 * side
                step = (ux * trim, uy * trim) if side == 1 else (-ux * trim, -uy * trim)
                draw_arrow(surface, (p[0] + dx + step[0], p[1] + dy + step[1]),
                           (q[0] + dx - step[0], q[1] + dy - step[1]), width=6, head=18)
        elif marks["arrow"]:
            draw_arrow(surface, *marks["arrow"])
        for patch, at in patches:
            surface.blit(patch, at)

    def number_patches(self, surface, arrow) -> list:
        """The islands' numbers near a hint's arrow as they are on screen before the hint's
        marks (glow and pawns included), to be put back over them: (copy, where)."""
        (x0, y0), (x1, y1) = arrow
        span = pygame.Rect(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0)).inflate(60, 60)
        patches = []
        for cell, island in enumerate(self.state.grid):
            if island in self.island_pin or not span.colliderect(self.cells[cell]):
                continue
            at = NUMBER_PATCH.move(self.island_image(island).get_rect(center=self.cells[cell].center).topleft)
            patches.append((surface.subsurface(at).copy(), at))
        return patches

    def choice_ring(self, spirit):
        """The ring colour of a pawn that answers the solo question now: gold for "who acts
        first", blue for "who sleeps"; None otherwise."""
        s = self.state
        if self.timeline.busy or self.replay is not None or s.is_over:
            return None
        if s.phase == "solo_first" and spirit in s.awake():
            return (255, 196, 0)
        if s.phase == "solo_sleep" and spirit in s.acted:
            return ACCENT
        return None

    def targets_shown(self) -> bool:
        """The board marks where the person can act: not while something moves, the
        computer plays or a replay runs."""
        return not (self.timeline.busy or self.is_bot_turn() or self.replay is not None)

    def draw_highlights(self, surface):
        s = self.state
        if not self.targets_shown():
            return
        fonts = self.app.fonts
        marks: dict = {}
        if s.phase == "place":
            marks = {c: None for c in s._placement_cells()}
        elif s.phase == "skyron_choice":
            marks = {c: None for c in s.skyron_pair}
        elif s.phase == "austro_exit":
            marks = {slot: None for slot in s.exit_choices}
        elif s.phase == "play" and self.selected_fly:
            marks = self.query("fly_targets")
        elif s.phase == "play" and (self.picked is not None or (self.drag and self.drag["moved"])):
            source = self.picked if self.picked is not None else self.drag["from"]
            for (a, b), cost in self.query("breeze_options").items():
                if source in (a, b):
                    marks[b if a == source else a] = cost
        for where, cost in marks.items():
            rect = self.slots[where] if isinstance(where, str) else self.cells[where]
            affordable = cost is None or cost <= s.ap + s.pool
            colour = (255, 214, 64) if affordable else (170, 170, 170)
            surface.blit(self.glow(rect.size, colour), rect)
            pygame.draw.rect(surface, colour, rect, 4, border_radius=12)
            if cost is not None:
                badge = pygame.Rect(0, 0, 34, 28)
                # Bottom left, on the island's waves: its number, dots and symbol stay readable.
                badge.center = (rect.left + 24, rect.bottom - 20) if isinstance(where, int) else rect.center
                pygame.draw.rect(surface, INK, badge, border_radius=8)
                fonts.draw(surface, f"{cost}", badge.center, 24, (255, 255, 255), True, "center")
        # Breeze sources are outlined while nothing is picked, so the player sees what can move.
        if s.phase == "play" and not self.selected_fly and self.picked is None and not self.drag \
                and not s.forced:
            for cell in self.query("breeze_sources"):
                pygame.draw.rect(surface, (255, 255, 255), self.cells[cell].inflate(2, 2), 4,
                                 border_radius=12)
                pygame.draw.rect(surface, ACCENT, self.cells[cell].inflate(-4, -4), 2,
                                 border_radius=10)

    def glow(self, size, colour) -> pygame.Surface:
        key = (tuple(size), colour)
        if key not in self._glows:
            glow = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(glow, colour + (60,), glow.get_rect(), border_radius=12)
            self._glows[key] = glow
        return self._glows[key]

    def draw_hover_reason(self, surface):
        """While a spirit is selected, an island it cannot fly to says why under the mouse."""
        if not (self.selected_fly and self.hover) or self.timeline.busy or self.state.phase != "play" \
                or not self.hover_explains():
            return
        s = self.state
        target = self.slot_at(self.hover) if isinstance(s.pos[s.active], str) else self.cell_at(self.hover)
        if target is None or target == s.pos[s.active]:
            return
        cost = self.query("fly_targets").get(target)
        if cost is not None and cost <= s.ap:
            return
        key = (target, s.serial, s.ap, len(self.match.actions))
        if getattr(self, "_reason_key", None) != key:
            err = s.why_illegal(("fly", target))
            self._reason_key, self._reason = key, describe_refusal(self.t, err) if err else ""
        if self._reason:
            label = self.app.fonts.render(self._reason, 22, (255, 255, 255), True)
            box = label.get_rect(midbottom=(self.hover[0], self.hover[1] - 18)).inflate(16, 10)
            box.clamp_ip(pygame.Rect(0, 64, 700, 736))
            pygame.draw.rect(surface, NOTE, box, border_radius=8)        # hovering: neutral
            surface.blit(label, label.get_rect(center=box.center))

    def draw_drag(self, surface):
        if not (self.drag and self.drag["moved"]):
            return
        s = self.state
        source = self.drag["from"]
        pos = self.drag["pos"]
        ghost = self.ghost(s.grid[source])
        surface.blit(ghost, ghost.get_rect(center=pos))
        target = self.cell_at(pos)
        if target is None or target == source:
            return
        points, text, colour = self.drag_route(source, target)
        if points:
            pygame.draw.lines(surface, INK, False, points, 5)
        label = self.app.fonts.render(text, 24, (255, 255, 255), True)
        box = label.get_rect(midbottom=(pos[0], pos[1] - 52)).inflate(16, 10)
        pygame.draw.rect(surface, colour, box, border_radius=8)
        surface.blit(label, label.get_rect(center=box.center))

    def ghost(self, island: int) -> pygame.Surface:
        """A dragged island, a little transparent (made once per island)."""
        key = ("ghost", island)
        if key not in self._glows:
            ghost = self.island_image(island).copy()
            ghost.set_alpha(190)
            self._glows[key] = ghost
        return self._glows[key]

    def drag_route(self, source: int, target: int):
        """(route points, label, colour) of a breeze being dragged: worked out once per
        hovered island, not every frame."""
        key = (self.version(), source, target)
        if getattr(self, "_route", (None,))[0] != key:
            s = self.state
            path = s.breeze_path(source, target)
            cost = self.query("breeze_options").get((min(source, target), max(source, target)))
            if path and cost is not None:
                result = ([self.cells[c].center for c in path], self.t("zefiria.ui.cost", cost=cost),
                          GOOD if cost <= s.ap + s.pool else NOTE)
            else:
                err = s.why_illegal(breeze_action(source, target))
                result = (None, describe_refusal(self.t, err) if err else "", NOTE)     # not dropped yet
            self._route = (key, result)
        return self._route[1]

    def draw_map_overlay(self, surface):
        """The map card every player has: which island belongs where (ZEF-COMP-MAPS)."""
        veil = pygame.Surface((480, 480), pygame.SRCALPHA)
        veil.fill((20, 30, 50, 150))
        surface.blit(veil, self.cells[0].topleft)
        for cell in range(25):
            img = self.app.assets.image(f"zefiria/island_{cell + 1:02d}.png", (52, 52))
            surface.blit(img, img.get_rect(center=self.cells[cell].center))
        self.app.fonts.draw(surface, self.t("zefiria.ui.map_title"),
                            (self.cells[2].centerx, self.cells[0].top - 30), 26, INK, True, "center")

    def draw_top_bar(self, surface):
        s, t, fonts = self.state, self.t, self.app.fonts
        panel(surface, (0, 0, 1280, 64), (250, 250, 252), radius=0, shadow=False)
        fonts.draw(surface, t("zefiria.title"), (20, 18), 36, INK, True)
        total = s.round + s.purple
        fonts.draw(surface, t("zefiria.ui.round", round=max(s.round, 1), total=max(total, 1)),
                   (190, 12), 24, INK)
        gem = self.app.assets.image("zefiria/gem_purple.png")
        for i in range(s.purple):
            surface.blit(gem, (190 + i * 30, 32))
        mode = t("zefiria.ui.storm_mode") if s.storm else t("zefiria.ui.standard_mode")
        if s.solo:
            mode += " · " + t(f"zefiria.difficulty.{s.difficulty}")
        fonts.draw(surface, mode, (420, 12), 22, MUTED)
        if s.phase in ("play", "skyron_choice"):      # Skyron's choice is still his turn
            label = fonts.draw(surface, t("zefiria.ui.ap_left", ap=s.ap), (420, 34), 26, INK, True)
            room = TOP_BUTTONS["hint"][0] - 12 - (label.right + 16)     # the dots stop short of Hint
            step = min(20, room // max(s.ap, 1))
            for i in range(s.ap):
                pygame.draw.circle(surface, ACCENT, (label.right + 16 + i * step, label.centery), min(7, step // 2))

    def draw_side(self, surface):
        """The panels right of the board, each a layer repainted when what it shows changes."""
        s, lang, layers = self.state, self.t.lang, self.layers
        names = tuple((seat_name(self.t, s, seat), p.get("kind")) for seat, p in enumerate(s.players))
        layers.draw(surface, "spirits", (SIDE_X - 8, 68, SIDE_W + 16, 264),
                    (lang, s.active, s.sleeper, tuple(s.spirits), names, self.level_line), self.draw_spirits)
        layers.draw(surface, "storm", STORM_BOX.inflate(16, 8),
                    (lang, s.storm, repr(s.last_storm), s.pool, s.reserve, bool(s.anchored)), self.draw_storm_panel)
        layers.draw(surface, "log", LOG_BOX.inflate(16, 8),
                    (lang, len(self.log), self.log[-1:], self.log_scroll), self.draw_log)
        buttons = bool(self.choice_buttons.buttons)
        layers.draw(surface, "message", (SIDE_X - 8, 676, SIDE_W + 16, 124),
                    (lang, self.message, self.message_bad, buttons), self.draw_message)

    def draw_spirits(self, surface):
        s, t, fonts = self.state, self.t, self.app.fonts
        panel(surface, (SIDE_X, 76, SIDE_W, 250))
        fonts.draw(surface, t("zefiria.ui.spirits"), (SIDE_X + 14, 84), 26, INK, True)
        if self.level_line:
            level, target = self.level_line
            fonts.draw(surface, t("zefiria.levels.playing", level=level, target=target),
                       (SIDE_X + SIDE_W - 14, 86), 24, ACCENT, True, "topright")
        for i, sp in enumerate(s.spirits):
            y = 112 + i * 52
            row = pygame.Rect(SIDE_X + 8, y, SIDE_W - 16, 48)
            if sp == s.active:
                pygame.draw.rect(surface, (222, 234, 252), row, border_radius=8)
            pawn = self.app.assets.image(f"zefiria/pawn_{sp}.png", (40, 40))
            surface.blit(pawn, (row.x + 4, row.y + 4))
            seat = s.seat_of(sp)
            owner = seat_name(t, s, seat) if s.players[seat].get("kind") != "bot" else self.computer_name(seat)
            status = ""
            if sp == s.sleeper:
                status = " · " + t("zefiria.ui.asleep")
            elif sp == s.active:
                status = " · " + t("zefiria.ui.acting")
            fonts.draw(surface, f"{spirit_name(t, sp)} — {owner}{status}", (row.x + 52, row.y + 2), 24, INK, True)
            fonts.draw(surface, t(f"zefiria.spirit.{sp}.short"), (row.x + 52, row.y + 26), 19, MUTED)

    def draw_storm_panel(self, surface):
        """Storm mode: the last storm and the magic gems; else what the standard mode is."""
        s, t, fonts = self.state, self.t, self.app.fonts
        box = STORM_BOX
        panel(surface, box)
        if s.storm:
            x, y = box.x + 14, box.y + 8
            fonts.draw(surface, t("zefiria.ui.storm"), (x, y), 26, INK, True)
            if s.last_storm:
                ls = s.last_storm
                width = self.storm_text_rect().w        # the storm's column, left of the gems
                top = fonts.draw_wrapped(surface, t(f"zefiria.storm_card.{ls['storm']}"),
                                         pygame.Rect(x, y + 30, width, 40), 20, INK)
                fonts.draw(surface, t("zefiria.ui.target", place=self.storm_target(ls)), (x, top), 20, MUTED)
                fonts.draw_wrapped(surface, t(f"zefiria.storm_effect.{ls['effect']}"),
                                   self.storm_text_rect(top=top + 22), 18, MUTED)
            else:
                fonts.draw_wrapped(surface, t("zefiria.ui.no_storm_yet"), self.storm_text_rect(top=y + 34), 22, MUTED)
            gem = self.app.assets.image("zefiria/gem_red.png", (GEM_ICON, GEM_ICON))
            surface.blit(gem, (GEM_X, box.y + 6))       # above the gems' text, not over it
            title, reserve = t("zefiria.ui.gems", pool=s.pool), t("zefiria.ui.reserve", reserve=s.reserve)
            room = box.right - 10 - (GEM_X + 32) - 8 - fonts.font(17).size(reserve)[0]
            size = next((n for n in range(21, 15, -1) if fonts.font(n, True).size(title)[0] <= room), 16)
            drawn = fonts.draw(surface, title, (GEM_X + 32, y + 4), size, INK, True)
            fonts.draw(surface, reserve, (drawn.right + 8, drawn.bottom), 17, MUTED, anchor="bottomleft")
            fonts.draw_wrapped(surface, self.gems_text(), self.gems_text_rect(), GEMS_TEXT, MUTED)
        else:
            fonts.draw(surface, t("zefiria.ui.standard_mode"), (box.x + 14, box.y + 8), 26, INK, True)
            fonts.draw_wrapped(surface, t("zefiria.ui.standard_hint"),
                               pygame.Rect(box.x + 14, box.y + 40, box.w - 28, 80), 22, MUTED)

    def storm_text_rect(self, top=None) -> pygame.Rect:
        """Where the last storm's effect is written, left of the gems."""
        top = STORM_BOX.y + 86 if top is None else top
        return pygame.Rect(STORM_BOX.x + 14, top, GEM_X - STORM_BOX.x - 24, STORM_BOX.bottom - 6 - top)

    def gems_text_rect(self) -> pygame.Rect:
        """Where the gems' column says how gems come and what they do, above Spend gem."""
        top = STORM_BOX.y + 30
        return pygame.Rect(GEM_X, top, STORM_BOX.right - 10 - GEM_X, self.spend_button.rect.top - 4 - top)

    def gems_text(self) -> str:
        """How gems reach the board while none lies there; how to take one back once one does."""
        key = "zefiria.ui.gems_on_board" if self.state.anchored else "zefiria.ui.gems_how"
        return self.t(key)

    def storm_target(self, storm) -> str:
        """The island the last storm hit first (it may have moved since)."""
        island = self.storm_islands.get(repr(storm))
        if island is None:      # not seen here: the island that was at the target then
            cell = storm["t2"] if storm["effect"] == "swap" else storm["t1"]
            island = self.state.grid[cell]
        return self.t("zefiria.island", island=island)

    def draw_log(self, surface):
        t, fonts = self.t, self.app.fonts
        panel(surface, LOG_BOX)
        fonts.draw(surface, t("zefiria.ui.log"), (SIDE_X + 14, LOG_BOX.y + 6), 22, INK, True)
        entries = self.log[:len(self.log) - self.log_scroll] if self.log_scroll else self.log
        # Long lines wrap; the newest rows that fit are shown, older ones scroll off the top.
        rows: list[str] = []
        for line in reversed(entries):
            rows[:0] = fonts.wrap(line, 20, SIDE_W - 28)
            if len(rows) >= LOG_ROWS:
                break
        y = LOG_BOX.y + 30
        for row in rows[-LOG_ROWS:]:
            fonts.draw(surface, row, (SIDE_X + 14, y), 20, INK)
            y += LOG_STEP

    def draw_message(self, surface):
        """The hint line (the End turn button sits beside it)."""
        fonts = self.app.fonts
        colour = DANGER if self.message_bad else INK
        box = pygame.Rect(SIDE_X, 680, 320 if not self.choice_buttons.buttons else SIDE_W, 110)
        if not self.choice_buttons.buttons:
            fonts.draw_wrapped(surface, self.message, box.inflate(-8, -8), 23, colour)
        else:       # the question above its answer buttons
            fonts.draw_wrapped(surface, self.message, pygame.Rect(SIDE_X + 8, 682, SIDE_W - 16, 58), 22,
                               colour, True)

    def sync_side_buttons(self):
        """Spend gem shows in storm mode; End turn while no other choice is asked."""
        self.spend_button.visible = self.state.storm
        self.end_button.visible = not self.choice_buttons.buttons and not self.state.is_over

    def draw_round_fx(self, surface):
        progress, number = self.round_fx
        # The removed time gem rises from the track and fades away.
        gem = self.app.assets.image("zefiria/gem_purple.png").copy()
        gem.set_alpha(int(255 * (1 - progress)))
        surface.blit(gem, (190 + self.state.purple * 30, 32 - int(40 * progress)))
        label = self.app.fonts.render(self.t("zefiria.ui.round_banner", round=number), 64, INK, True).copy()
        label.set_alpha(int(255 * min(1.0, 2.5 * (1 - progress))))
        surface.blit(label, label.get_rect(center=(BOARD_POS[0] + 336, BOARD_POS[1] + 40)))

    def draw_banner(self, surface):
        title, effect, marks, event, progress = self.banner
        for cell in marks:
            pygame.draw.rect(surface, DANGER, self.cells[cell].inflate(6, 6), 6, border_radius=12)
        box = self.banner_rect()
        slide = 1.0 - min(1.0, progress * 12)         # the cards slide in from the right, then stay
        box.x += int((1290 - box.x) * slide)
        panel(surface, box, PAPER)
        kind = self.state.cfg.storms[event["storm"]]["type"]
        card = self.app.assets.image(f"zefiria/storm_{kind}.png")
        surface.blit(card, (box.x + 16, box.y + 20))
        grid = self.app.assets.image("zefiria/grid_card.png")
        surface.blit(grid, (box.x + 146, box.y + 20))
        # Mark the first target on the grid card (its 5x5 grid sits at (15, 40), 18 px cells).
        r, c = rc(event["t1"])
        pygame.draw.rect(surface, DANGER, (box.x + 146 + 15 + c * 18, box.y + 20 + 40 + r * 18, 18, 18))
        fonts = self.app.fonts
        fonts.draw(surface, self.t("zefiria.ui.storm_reveal"), (box.x + 284, box.y + 20), 24, MUTED)
        fonts.draw_wrapped(surface, title, pygame.Rect(box.x + 284, box.y + 48, 224, 60), 26, INK, True)
        fonts.draw_wrapped(surface, effect, pygame.Rect(box.x + 284, box.y + 110, 224, 80), 21, INK)


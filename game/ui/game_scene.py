"""What every game's board scene shares: submitting actions, refusals on screen,
autosave, undo, the log, rules and menu, bot seats and per-position query caching.

A game scene subclasses GameScene and supplies `game_key`, `describe_event(t, state,
event)`, `describe_refusal(t, err)`, `make_bot(seed)`, `play_events(events)` and
`after_change()` (rebuild prompts and buttons after an action or an undo).

Template methods: the app calls `handle`, `draw`, `act` and `undo`, which are GameScene's;
a game writes its own input in `handle_game`, its picture in `draw_game`, and, if it must,
extra steps around submitting or taking back in `play_action` / `take_back` (calling
super). Around them GameScene puts what lies over every game: a guided lesson
(`self.tutorial`, game/ui/tutorial.py, which sees input first, judges every action before
the game plays it and draws on top) and the Hint button.

Computer pace: a computer seat's move is played once the last move's animation is over
and `bot_pause()` seconds have passed (the Computer speed setting: Slow, Normal, Fast,
Instant), so each of its steps stays on screen, marked as the last move, long enough to
be read.

Hints (issue 13). A game that offers hints implements one method,
`show_hint(action, reason)`:

* It is called when the computer's suggestion for the decision on screen is ready:
  `action` is a member of the position's `legal_actions()` (the answer `make_bot`'s bot,
  made afresh with the seat's seed `match.seed + seat` and `explain = True`, gives for
  this position, thought out in the Thinker like a computer seat's move: fixed effort,
  so the same position and seed always give the same hint); `reason` is the one-line
  why, already in the current language ("" when the bot gave none). The game marks the
  action on its board (what to click, where to drop) and never plays it.
* It is called again with (None, None) when the hint goes (the position changed: the
  next action, a computer's move, an undo), and with the same action and the reason in
  the new language after a change of language. It must not play, refuse or ask anything.
* `self.hint` holds {"action", "reason", "seat", "version"} while a hint is shown.

Everything else is GameScene's: the Hint button (at `hint_rect`, enabled while
`can_hint()`: a person decides now and nothing moves; a game may override both), the key
H (both come before the game's `handle_game`, and the button and the note are drawn after
its `draw_game`), asking and collecting off the frame, writing "Hint: <reason>" at
`hint_note_rect` (or `draw_hint_note` overridden), and counting the hints used per seat
in `match.hints` ({seat: count}: kept on the match object, outside the rules, and in the
save file, so a continued game goes on counting; the end screens write it with
`hints_line`). Reasons are the bot's `reason` attribute after its choice, (key, params);
the text is the key <game_key>.hint.<key> with those params unless `describe_hint` says
otherwise.
`HINT` is the marks' colour and `draw_arrow` draws an arrow in it.
"""
from __future__ import annotations

import pygame

from game.core.thinking import Thinker
from game.core.protocol import IllegalAction
from game.ui.layers import Layers
from game.ui.scene import Scene
from game.ui.settings import BOT_PAUSES
from game.ui.widgets import INK, Button, Tooltip, button_tip, panel

HINT = (0, 176, 240)            # the colour of a hint's marks: unlike targets or the last move
HINT_NOTE = (232, 247, 255)


def hints_line(t, match, name_of) -> str:
    """The end screens' statistic: hints used by the people at the table ("Hints used: 2",
    or one count per person when several play); "" when nobody could ask (no person)."""
    hints = getattr(match, "hints", None) or {}
    people = [seat for seat, p in enumerate(match.state.players) if p.get("kind") != "bot"]
    if not people:
        return ""
    if len(people) == 1:
        return t("ui.hints_used", n=hints.get(people[0], 0))
    return " · ".join(t("ui.hints_used_by", name=name_of(seat), n=hints.get(seat, 0)) for seat in people)


def draw_arrow(surface, start, end, colour=HINT, width=8, head=22) -> None:
    """A thick arrow from `start` to `end` (its tip), dark-rimmed so it reads on any board."""
    import math
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 1:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    base = (x1 - ux * head, y1 - uy * head)
    wing = head * 0.6
    tip = [(x1, y1), (base[0] - uy * wing, base[1] + ux * wing), (base[0] + uy * wing, base[1] - ux * wing)]
    rim = (30, 40, 60)
    pygame.draw.line(surface, rim, start, base, width + 4)
    pygame.draw.polygon(surface, rim, [(x1 + ux * 3, y1 + uy * 3),
                                       (base[0] - uy * (wing + 3) - ux * 2, base[1] + ux * (wing + 3) - uy * 2),
                                       (base[0] + uy * (wing + 3) - ux * 2, base[1] - ux * (wing + 3) - uy * 2)])
    pygame.draw.line(surface, colour, start, base, width)
    pygame.draw.polygon(surface, colour, tip)


def open_rules(app, game_key: str) -> None:
    from game.scenes.rules_view import RulesScene
    app.push(RulesScene(app, game_key))


class GameSetupScene(Scene):
    """A game's new-game screen: Esc goes back, F1 opens the rules, buttons do the rest.
    Subclasses set `game_key` and build `self.buttons`. Resting the mouse explains what is
    under it (`tip_at`: a button's tooltip; a screen adds its row labels), drawn last by
    `draw_tooltip` at the end of the subclass's `draw`."""
    game_key = ""

    def __init__(self, app):
        super().__init__(app)
        self.tip = Tooltip()

    def open_rules(self) -> None:
        open_rules(self.app, self.game_key)

    def tip_at(self, pos):
        """(lines, rect) of what the mouse rests on, or None."""
        return button_tip(self.buttons.buttons, pos)

    def draw_tooltip(self, surface) -> None:
        found = self.tip_at(self.tip.pos) if self.tip.due() else None
        self.tip.draw(surface, self.app.fonts, *(found or ([], None)))

    def update(self, dt) -> None:
        self.tip.update(dt)

    def next_frame_in(self):
        return self.tip.next_frame_in()

    def handle(self, event) -> None:
        self.tip.handle(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
        else:
            self.buttons.handle(event)


class GameScene(Scene):
    game_key = ""
    background = (0, 0, 0)      # the colour under the board and panels
    hint_rect = (16, 752, 130, 40)          # the Hint button
    hint_note_rect = (156, 752, 532, 40)    # where the hint's reason is written

    def __init__(self, app, match, replay_actions=None, on_finish=None):
        super().__init__(app)
        self.match = match
        self.on_finish = on_finish          # called with the result instead of the end screen
        self.finished = False
        self.replay = list(replay_actions) if replay_actions is not None else None
        self.replay_delay = 0.6
        self.bot_delay = 0.0
        self.layers = Layers(self.background)   # still parts painted once per change
        self.thinker = Thinker(match.rules.__name__, lambda seat: self.make_bot(match.seed + seat))
        self.log: list[str] = []
        self.message, self.message_bad = "", False
        self.shown_language = app.t.lang    # the language its texts were made in
        if not isinstance(getattr(match, "hints", None), dict):
            match.hints = {}                # hints used, per seat (not part of the rules)
        self.hint: dict | None = None       # the hint shown now
        self._hint_asked = None             # (version, seat, Thinker) while one is thought of
        self.tutorial = None                # a guided lesson on this board (Tutorial.attach)
        self._acting = False                # inside act(): the lesson judged the outer action
        self.pressed_at = None              # the last press, until the pointer moves away from it
        if self.offers_hints():
            self.hint_button = Button(self.hint_rect, lambda: self.t("ui.hint"), self.request_hint,
                                      enabled=self.can_hint, size=24, tooltip=lambda: self.t("ui.tip.hint"),
                                      why=self.hint_why)
            self.hint_button.visible = self.replay is None      # a replay only watches

    # ------------------------------------------------------------ template methods
    def handle(self, event) -> None:
        """A lesson sees input first, then the Hint button and key H, then the game."""
        self.follow_pointer(event)
        if self.tutorial is not None and self.tutorial.handle(event):
            return
        if self.offers_hints() and self.hint_input(event):
            return
        self.handle_game(event)

    def draw(self, surface) -> None:
        self.draw_game(surface)
        if self.offers_hints():
            self.draw_hint_ui(surface)
        if self.tutorial is not None:
            self.tutorial.draw(surface)

    def follow_pointer(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed_at = event.pos
        elif event.type == pygame.MOUSEMOTION and self.pressed_at is not None and \
                abs(event.pos[0] - self.pressed_at[0]) + abs(event.pos[1] - self.pressed_at[1]) > 6:
            self.pressed_at = None

    def hover_explains(self) -> bool:
        """Whether a hover explanation (why the spot under the mouse cannot be chosen) may
        show: not on the spot just clicked until the pointer moves, for what it would say
        there is about the next decision, read as a refusal of the click just made."""
        return self.pressed_at is None

    def handle_game(self, event) -> None:
        """The game's own input."""

    def draw_game(self, surface) -> None:
        """The game's own picture."""

    def lesson_holds_the_bots(self) -> bool:
        """In a lesson the other seats play the lesson's moves, never a bot's."""
        return self.tutorial is not None and not self.tutorial.finished and self.is_bot_turn()

    def game_buttons(self, rect, gap: int, size: int, undo_enabled) -> list:
        """Undo, Rules and Menu side by side from `rect` (the first button), each with its
        tooltip: the same three buttons in every game."""
        x, y, w, h = rect
        t = self.t
        return [Button((x, y, w, h), lambda: t("ui.undo"), self.undo, size=size, enabled=undo_enabled,
                       tooltip=lambda: t("ui.tip.undo"), why=self.undo_why),
                Button((x + w + gap, y, w, h), lambda: t("ui.rules"), self.open_rules, size=size,
                       tooltip=lambda: t("ui.tip.rules")),
                Button((x + 2 * (w + gap), y, w, h), lambda: t("ui.menu"), self.open_menu, size=size,
                       tooltip=lambda: t("ui.tip.menu"))]

    def undo_why(self) -> str:
        """Why Undo is greyed now (the first line of its tooltip then)."""
        if self.tutorial is not None:
            return self.t("ui.why.undo_lesson")
        return self.t("ui.why.not_your_turn" if self.match.can_undo else "ui.why.undo_nothing")

    def hint_why(self) -> str:
        """Why Hint is greyed now."""
        timeline = getattr(self, "timeline", None)
        if self.state.is_over:
            return self.t("ui.why.hint_over")
        if timeline is not None and timeline.busy and not self.is_bot_turn():
            return self.t("ui.why.hint_wait")
        return self.t("ui.why.not_your_turn")

    # ------------------------------------------------------------ hooks
    def describe_event(self, t, state, event) -> str | None:
        raise NotImplementedError

    def describe_refusal(self, t, err) -> str:
        raise NotImplementedError

    def make_bot(self, seed: int):
        from game.core.bots import RandomBot
        return RandomBot(seed)

    def describe_events(self, t, state, events) -> list:
        """One log line (or None) per event of one action; a game whose lines depend on
        each other (Zefiria names islands as they were at that moment) overrides this."""
        return [self.describe_event(t, state, event) for event in events]

    def note_events(self, state, events) -> None:
        """What a game remembers from each action's events besides the log (also while a
        continued game's log is rebuilt)."""

    def play_events(self, events) -> None:
        self.note_events(self.state, events)
        for line in self.describe_events(self.t, self.state, events):
            if line:
                self.add_log(line)

    def after_change(self) -> None:
        """Called after every applied or undone action."""

    def on_undo(self) -> None:
        """Game-specific clean-up after an undo (selections, pinned animations)."""

    def sync_texts(self) -> None:
        """Re-make the texts kept between frames (the prompt, buttons' labels) in the
        current language; called after a change of language."""

    def tooltips(self) -> list:
        """The scene's Tooltip objects (a pass-and-play scene updates them every frame and
        they wake its frame loop; --smoke points them)."""
        return []

    def show_hint(self, action, reason) -> None:
        """Mark (or, with None, unmark) the hinted action on the board: see the module
        docstring. A game without this method offers no hints."""

    def describe_hint(self, t, reason) -> str:
        """The text of a bot's reason, (key, params) or None."""
        if not reason:
            return ""
        key, params = reason
        return t(f"{self.game_key}.hint.{key}", **params)

    # ------------------------------------------------------------ hints
    def offers_hints(self) -> bool:
        return type(self).show_hint is not GameScene.show_hint

    def can_hint(self) -> bool:
        """A person decides now and nothing moves (a game may narrow it: the seat at the
        screen); never in a lesson."""
        if self.tutorial is not None:
            return False
        s = self.state
        timeline = getattr(self, "timeline", None)
        return (self.replay is None and not s.is_over and not self.is_bot_turn()
                and not (timeline is not None and timeline.busy))

    def make_hint_bot(self, seat: int):
        bot = self.make_bot(self.match.seed + seat)
        bot.explain = True              # the bot keeps the reason of its choice
        return bot

    def request_hint(self) -> None:
        """Hint button or H: ask the computer what it would do here (off the frame)."""
        if not self.can_hint():
            return
        version = self.version()
        if (self.hint and self.hint["version"] == version) or \
                (self._hint_asked and self._hint_asked[0] == version):
            return                      # shown or on its way already
        seat = self.state.current_player
        # A Thinker of its own, with a fresh bot: the hint depends on the position and the
        # seed only, never on earlier hints or on the computer seats' bots.
        thinker = Thinker(self.match.rules.__name__, self.make_hint_bot, self.thinker.kind)
        thinker.ask(version, seat, self.state)
        self._hint_asked = (version, seat, thinker)

    def poll_hint(self) -> None:
        """Collect a hint that is ready; drop one that no longer fits the position."""
        version = self.version()
        if self.hint and self.hint["version"] != version:
            self.clear_hint()
        if not self._hint_asked:
            return
        asked, seat, thinker = self._hint_asked
        if asked != version:
            self._hint_asked = None
            return
        try:
            action = thinker.answer(version)
        except Exception:               # a failing bot gives no hint; the game goes on
            self._hint_asked = None
            return
        if action is None:
            return
        self._hint_asked = None
        reason = getattr(thinker.bots.get(seat), "reason", None)
        self.match.hints[seat] = self.match.hints.get(seat, 0) + 1
        self.hint = {"action": action, "reason": reason, "seat": seat, "version": version}
        self.show_hint(action, self.describe_hint(self.t, reason))

    def clear_hint(self) -> None:
        self._hint_asked = None
        if self.hint is not None:
            self.hint = None
            self.show_hint(None, None)

    def hint_thinking(self) -> bool:
        return bool(self._hint_asked)

    def hints_used(self, seat: int) -> int:
        return self.match.hints.get(seat, 0)

    def hint_input(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h \
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            if self.can_hint():
                self.request_hint()
                return True
            return False
        return self.hint_button.handle(event)

    def draw_hint_ui(self, surface) -> None:
        if self.replay is not None:
            return
        self.hint_button.draw(surface, self.app.fonts)
        if self._hint_asked:
            self.draw_hint_note(surface, self.t("ui.hint_thinking"))
        elif self.hint:
            reason = self.describe_hint(self.t, self.hint["reason"])
            self.draw_hint_note(surface, self.t("ui.hint_prefix", reason=reason) if reason
                                else self.t("ui.hint"))

    def draw_hint_note(self, surface, text: str) -> None:
        """The hint's line in a light box with a rim in the hint colour, shrunk to fit, on
        two lines when one would be too small to read."""
        area = pygame.Rect(self.hint_note_rect)
        fonts = self.app.fonts
        for size in range(22, 11, -1):
            lines = fonts.wrap(text, size, area.width - 24, True)
            step = fonts.font(size, True).get_linesize()
            if len(lines) == 1 and size >= 15 or len(lines) == 2 and 2 * step <= area.height - 4:
                break
        panel(surface, area, HINT_NOTE, radius=10, shadow=False)
        pygame.draw.rect(surface, HINT, area, 3, border_radius=10)
        surface.set_clip(area.inflate(-8, 0))
        y = area.centery - step * (len(lines) - 1) / 2
        for line in lines[:2]:
            fonts.draw(surface, line, (area.x + 12, round(y)), size, INK, True, "midleft")
            y += step
        surface.set_clip(None)

    def bot_pause(self) -> float:
        """Seconds a computer seat's last move stays on screen before its next one."""
        return BOT_PAUSES.get(self.app.settings["bot_speed"], BOT_PAUSES["normal"])

    # ------------------------------------------------------------ shared behaviour
    @property
    def state(self):
        return self.match.state

    def is_bot_turn(self) -> bool:
        s = self.state
        if s.is_over or self.replay is not None:
            return False
        return s.players[s.current_player].get("kind") == "bot"

    def version(self):
        """Changes whenever the position does (an action, an undo, a load)."""
        return (id(self.match.state), len(self.match.actions))

    def query(self, name: str):
        """A state query (legal_actions, fly_targets, ...), computed once per position
        instead of once per frame."""
        version = self.version()
        if getattr(self, "_query_version", None) != version:
            self._query_version, self._queries = version, {}
        if name not in self._queries:
            self._queries[name] = self.compute_query(name)
        return self._queries[name]

    def compute_query(self, name: str):
        if name == "to_dict":
            return self.position_dict(self.state)
        return getattr(self.state, name)()

    def position_dict(self, state) -> dict:
        """`state`'s to_dict(): for the match's own state its one made once per position,
        which the autosave and undo share (read it, never change it); else made afresh."""
        return self.match.position() if state is self.match.state else state.to_dict()

    def drive(self, dt: float) -> bool:
        """The game's own pace: the end, replay steps and computer seats.
        Returns True when it took this frame (the player's input waits)."""
        if self.tutorial is not None and self.tutorial.play_auto(dt):
            return True                 # a lesson's opponent plays, watched at its pace
        if self.lesson_holds_the_bots():
            return True
        self.poll_hint()
        s = self.state
        if s.is_over:
            if not self.finished:
                self.finished = True
                if self.on_finish:
                    self.on_finish(s.result())
                else:
                    self.app.finish_game(self.match, self)
            return True
        if self.replay is not None:
            self.replay_delay -= dt
            if self.replay and self.replay_delay <= 0:
                events = self.match.apply(self.replay.pop(0))
                self.app.sound.events(self.game_key, events)
                self.play_events(events)
                self.after_change()
                self.replay_delay = max(0.05, self.app.anim(0.6))
            return True
        if self.is_bot_turn():
            self.think_ahead()
            self.bot_delay += dt
            if self.bot_delay >= self.bot_pause():
                action = self.thinker.answer(self.version())
                if action is not None:
                    self.bot_delay = 0.0
                    if self.act(action):
                        self.layers.hold()      # this frame applied the move: repaints follow
            return True
        return False

    def think_ahead(self) -> None:
        """A computer seat starts thinking as soon as the position is its own, while the
        last move still animates; the answer is played when it is ready."""
        if self.is_bot_turn() and self.tutorial is None:
            self.thinker.ask(self.version(), self.state.current_player, self.state)

    def settle(self) -> None:
        self.thinker.wait()
        if self._hint_asked:
            self._hint_asked[2].wait()

    def release(self) -> None:
        self.layers.forget()

    def on_resume(self) -> None:
        self.follow_language()

    def on_language(self) -> None:
        self.follow_language()

    def follow_language(self) -> None:
        """If the language changed since the texts were made (Settings, from the in-game
        menu): the prompt, the log and every painted layer are made again in it."""
        if self.shown_language == self.t.lang:
            return
        self.shown_language = self.t.lang
        if self.replay is None:
            self.log = []
            self.add_log(self.t(f"{self.game_key}.log.start"))
            self.rebuild_log()
        self.sync_texts()
        if self.hint:
            self.show_hint(self.hint["action"], self.describe_hint(self.t, self.hint["reason"]))
        self.layers.forget()

    def next_frame_in(self) -> float | None:
        """Frames run while something moves or the game moves by itself (a computer
        seat, a replay, the end); a position waiting for the player needs none."""
        s = self.state
        if self._hint_asked:
            return 0.0                  # a hint is on its way: frames collect it
        if self.timeline.busy or self.replay is not None \
                or (self.is_bot_turn() and not self.lesson_holds_the_bots()) \
                or (self.tutorial is not None and self.tutorial.auto_queue) \
                or (s.is_over and not self.finished):
            return 0.0
        return None

    def act(self, action) -> bool:
        """Submit an action (a lesson first judges it: not the step's, it is refused kindly
        and nothing is played); True if it was played."""
        guide = self.tutorial
        if guide is None or self._acting:
            return self.play_action(action)
        if not guide.allows(action):
            guide.refuse()
            return False
        before = len(self.match.actions)
        self._acting = True
        try:
            done = self.play_action(action)
        finally:
            self._acting = False
        if done:
            guide.advance(len(self.match.actions) - before)
        return done

    def play_action(self, action) -> bool:
        """Submit an action; show the reason on screen if it is refused."""
        try:
            events = self.match.apply(action)
        except IllegalAction as err:
            self.say(self.describe_refusal(self.t, err), bad=True)
            return False
        self.clear_hint()
        if self.replay is None:
            self.save_progress()
        self.app.sound.events(self.game_key, events)        # data/sounds.yaml says which
        self.play_events(events)
        self.after_change()
        return True

    def save_progress(self) -> None:
        """Keep the game after an action or an undo: the game's autosave, or in a lesson
        the lesson's own progress file."""
        if self.tutorial is not None:
            self.tutorial.save()
        else:
            self.app.autosave(self.match)

    def undo(self) -> None:
        """Undo, except in a lesson (which says so)."""
        if self.tutorial is not None:
            self.tutorial.refuse()
            return
        self.take_back()

    def undo_is_a_persons(self, seat=None) -> bool:
        """The move an undo would take back was a person's (`seat`'s, if given), never a
        computer seat's (the rules may leave undo open across a move that reveals nothing)."""
        target = self.match.undo_target()
        if target is None:
            return False
        key = (self.version(), seat)
        if getattr(self, "_undo_key", None) != key:
            before = self.match.rules.from_dict(target)
            mover = before.current_player
            self._undo_key = key
            self._undo_ok = before.players[mover].get("kind") != "bot" and seat in (None, mover)
        return self._undo_ok

    def take_back(self) -> None:
        if self.match.undo():
            self.clear_hint()
            self.timeline.finish_all()
            self.on_undo()
            self.add_log(self.t(f"{self.game_key}.log.undo"))
            self.save_progress()
            self.after_change()

    def open_rules(self) -> None:
        open_rules(self.app, self.game_key)

    def open_menu(self) -> None:
        from game.scenes.game_menu import GameMenu
        self.app.push(GameMenu(self.app, self.match))

    def say(self, text: str, bad: bool = False) -> None:
        self.message, self.message_bad = text, bad

    def add_log(self, line: str) -> None:
        self.log.append(line)
        if len(self.log) > 400:
            del self.log[:100]

    def rebuild_log(self) -> None:
        """A continued or loaded game shows its whole story: replay the log on a fresh state."""
        if not self.match.actions or self.replay is not None:
            return
        state = self.match.rules.new_game(self.match.setup, self.match.seed)
        for action in self.match.actions:
            events = state.apply(action)
            self.note_events(state, events)
            for line in self.describe_events(self.t, state, events):
                if line:
                    self.add_log(line)

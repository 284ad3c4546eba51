"""What every game's board scene shares: submitting actions, refusals on screen,
autosave, undo, the log, rules and menu, bot seats and per-position query caching.

A game scene subclasses GameScene and supplies `game_key`, `describe_event(t, state,
event)`, `describe_refusal(t, err)`, `make_bot(seed)`, `play_events(events)` and
`after_change()` (rebuild prompts and buttons after an action or an undo).
"""
from __future__ import annotations

import pygame

from game.core.thinking import Thinker
from game.core.protocol import IllegalAction
from game.ui.layers import Layers
from game.ui.scene import Scene


def open_rules(app, game_key: str) -> None:
    from game.scenes.rules_view import RulesScene
    app.push(RulesScene(app, game_key))


class GameSetupScene(Scene):
    """A game's new-game screen: Esc goes back, F1 opens the rules, buttons do the rest.
    Subclasses set `game_key` and build `self.buttons`."""
    game_key = ""

    def open_rules(self) -> None:
        open_rules(self.app, self.game_key)

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
        else:
            self.buttons.handle(event)


class GameScene(Scene):
    game_key = ""
    background = (0, 0, 0)      # the colour under the board and panels

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
        return getattr(self.state, name)()

    def drive(self, dt: float) -> bool:
        """The game's own pace: the end, replay steps and computer seats.
        Returns True when it took this frame (the player's input waits)."""
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
            if self.bot_delay >= max(0.15, self.app.anim(0.5)):
                action = self.thinker.answer(self.version())
                if action is not None:
                    self.bot_delay = 0.0
                    self.act(action)
            return True
        return False

    def think_ahead(self) -> None:
        """A computer seat starts thinking as soon as the position is its own, while the
        last move still animates; the answer is played when it is ready."""
        if self.is_bot_turn():
            self.thinker.ask(self.version(), self.state.current_player, self.state)

    def settle(self) -> None:
        self.thinker.wait()

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
        self.layers.forget()

    def next_frame_in(self) -> float | None:
        """Frames run while something moves or the game moves by itself (a computer
        seat, a replay, the end); a position waiting for the player needs none."""
        s = self.state
        if self.timeline.busy or self.replay is not None or self.is_bot_turn() \
                or (s.is_over and not self.finished):
            return 0.0
        return None

    def act(self, action) -> bool:
        """Submit an action; show the reason on screen if it is refused."""
        try:
            events = self.match.apply(action)
        except IllegalAction as err:
            self.say(self.describe_refusal(self.t, err), bad=True)
            return False
        if self.replay is None:
            self.app.autosave(self.match)
        self.app.sound.events(self.game_key, events)        # data/sounds.yaml says which
        self.play_events(events)
        self.after_change()
        return True

    def undo(self) -> None:
        if self.match.undo():
            self.timeline.finish_all()
            self.on_undo()
            self.add_log(self.t(f"{self.game_key}.log.undo"))
            self.app.autosave(self.match)
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

"""A game scene whose human seats share one screen (Fire Tower, Flamecraft, Root).

`viewer` is the seat whose hidden cards are shown; when another human seat is to decide,
the frame pushes the game's opaque hand-over screen (`handover_scene`, a subclass of
game/ui/handover.py), and its `reveal(seat)` makes that seat the viewer. A refused click
is written for `refusal_seconds` (`say(text, bad=True)`), and the frame loop wakes for it.

A game sets `handover_scene` and `refusal_seconds`, gives `ui_key()` (what the prompt and
buttons are built from; `refresh()` rebuilds them when it changes) and may list its
tooltips (`tooltips()`) and do per-frame work once nothing moves (`on_frame()`)."""
from __future__ import annotations

from game.ui.game_scene import GameScene


class PassAndPlayScene(GameScene):
    handover_scene = None           # the game's HandOverScene class
    refusal_seconds = 4.0
    frames_while_dragging = True    # a held piece keeps frames running

    # ------------------------------------------------------------ whose screen it is
    def is_bot_seat(self, seat) -> bool:
        players = self.state.players
        return seat is not None and 0 <= seat < len(players) and players[seat].get("kind") == "bot"

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

    def version(self):
        return super().version() + (self.viewer,)

    def ui_key(self):
        return (self.version(), self.my_turn(), self.viewer)

    # ------------------------------------------------------------ refusals
    def say(self, text: str, bad: bool = False) -> None:
        if not bad:
            super().say(text)
            return
        self.refusal, self.refusal_left = text, self.refusal_seconds

    def refuse(self, text: str):
        if text:
            self.say(text, bad=True)

    def clear_refusal(self):
        self.refusal, self.refusal_left = "", 0.0

    # ------------------------------------------------------------ frame
    def on_frame(self) -> None:
        """Each frame once nothing moves, before the prompt is rebuilt."""

    def update(self, dt):
        for tip in self.tooltips():
            tip.update(dt)
        if self.refusal:
            self.refusal_left -= dt
            if self.refusal_left <= 0:
                self.clear_refusal()
        self.think_ahead()
        self.timeline.update(dt)
        if self.timeline.busy:
            return
        self.on_frame()
        if self._ui_key != self.ui_key():
            self.refresh()
        if self.replay is not None:
            self.viewer = self.state.current_player     # a replay shows every seat's view
        if self.drive(dt):
            return
        if self.needs_handover():
            self.app.push(self.handover_scene(self.app, self, self.state.current_player))

    def next_frame_in(self):
        if self.layers.pending or (self.frames_while_dragging and self.drag):
            return 0.0
        wait = super().next_frame_in()
        for tooltip in self.tooltips():
            tip = tooltip.next_frame_in()
            if tip is not None:
                wait = tip if wait is None else min(wait, tip)
        if self.refusal:                # wake up when the refusal is due to go
            left = max(0.0, self.refusal_left)
            wait = left if wait is None else min(wait, left)
        return wait

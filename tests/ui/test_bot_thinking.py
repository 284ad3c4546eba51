"""A computer player thinks beside the frames, in another process: the window keeps
drawing while it chooses, its move is exactly the bot's choice and is played when ready,
and an answer to a position that has changed is dropped."""
import time

import pytest

from game.core.bots import RandomBot
from game.core.thinking import BotError, Thinker
from game.games.zefiria import rules
from game.scenes import launch

RULES = rules.__name__
BOT_FIRST = {"players": [{"name": "Bot", "kind": "bot"}, {"name": "Ana", "kind": "human"}],
             "storm": False, "spirits": ["skyron", "etesia"], "first_player": 0}


class SlowBot(RandomBot):
    """A RandomBot that takes its time (a module-level class: it travels to the worker)."""

    def __init__(self, seed, seconds=0.4):
        super().__init__(seed)
        self.seconds = seconds
        self.moves = 0

    def choose(self, state):
        time.sleep(self.seconds)
        self.moves += 1
        return super().choose(state)


class BrokenBot:
    def choose(self, state):
        raise RuntimeError("bot bug")


def open_with_slow_bot(app, seconds=0.4):
    launch.start_match(app, "zefiria", BOT_FIRST, seed=5)
    scene = app.scene
    scene.thinker.bots[0] = SlowBot(5, seconds)
    return scene


def test_frames_keep_running_while_the_computer_thinks(app):
    scene = open_with_slow_bot(app)
    drawn = app.frames_drawn
    start = time.perf_counter()
    app.run_frames(1, settle=False)
    assert scene.thinker.thinking
    frames = 0
    while scene.thinker.thinking and frames < 1000:
        app.run_frames(1, settle=False)
        frames += 1
    assert frames >= 10, "the window drew only a few frames while the bot thought"
    assert scene.thinker.kind == "process"
    assert app.frames_drawn == drawn + frames + 1
    assert time.perf_counter() - start >= 0.35
    app.run_frames(20, settle=False)
    assert len(scene.match.actions) == 1 and scene.state.pos["skyron"] is not None
    assert scene.thinker.bots[0].moves == 1          # the bot came back with its new state


def test_the_move_is_the_one_the_bot_chooses_in_process(app):
    scene = open_with_slow_bot(app, seconds=0.0)
    expected = SlowBot(5, 0.0).choose(rules.new_game(BOT_FIRST, 5))
    app.run_frames(30)
    assert scene.match.actions[:1] == [expected]


def test_an_answer_to_an_older_position_is_dropped():
    thinker = Thinker(RULES, lambda seat: SlowBot(seat, 0.2))
    state = rules.new_game(BOT_FIRST, 5)
    thinker.ask("old", 0, state)
    thinker.ask("new", 0, state)          # ignored while the bot is busy: one question at a time
    thinker.wait()
    assert thinker.answer("new") is None
    assert thinker.bots[0].moves == 1     # the dropped answer still brought its bot back
    thinker.ask("new", 0, state)
    thinker.wait()
    assert thinker.answer("new") in state.legal_actions()


def test_a_bot_error_reaches_the_game_with_the_workers_traceback():
    thinker = Thinker(RULES, lambda seat: BrokenBot())
    thinker.ask(1, 0, rules.new_game(BOT_FIRST, 5))
    thinker.wait()
    with pytest.raises(BotError, match="bot bug"):
        thinker.answer(1)


def test_a_bot_that_cannot_travel_is_asked_in_a_thread():
    class Local(RandomBot):               # defined here: cannot be sent to another process
        pass

    thinker = Thinker(RULES, lambda seat: Local(3))
    state = rules.new_game(BOT_FIRST, 5)
    thinker.ask(1, 0, state)
    thinker.wait()
    assert thinker.answer(1) == RandomBot(3).choose(state)
    assert thinker.kind == "thread"

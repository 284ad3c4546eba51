"""Computer players think in another process, so the window keeps drawing while they do.

A question is (the rules module, a snapshot of the position, the bot); the worker
rebuilds the position from the snapshot, asks the bot and sends back its action and the
bot itself, since a bot may carry state from one move to the next (its random generator,
a planned turn). So the answer is exactly the one `bot.choose(state)` gives in-process,
never depending on how long it took.

Why a process and not a thread: the bots are pure Python, and a thread holding the
interpreter lock stretches the frames around it (measured: frames three times longer while
a thread searches). One worker serves the whole program and is started on first use;
where a process cannot be started, questions are answered in a thread instead.
"""
from __future__ import annotations

import importlib
import traceback

_EXECUTORS: dict = {}


def _executor(kind: str):
    if kind not in _EXECUTORS:
        if kind == "process":
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor
            # spawn: a fresh interpreter on every system (forking a process that holds a
            # window and audio threads is unsafe).
            _EXECUTORS[kind] = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        else:
            from concurrent.futures import ThreadPoolExecutor
            _EXECUTORS[kind] = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
    return _EXECUTORS[kind]


def choose(rules_module: str, snapshot: dict, bot):
    """Run in the worker: ("ok", action, bot) or ("error", text) when the bot failed."""
    try:
        state = importlib.import_module(rules_module).from_dict(snapshot)
        return "ok", bot.choose(state), bot
    except Exception:
        return "error", traceback.format_exc()


class BotError(RuntimeError):
    """A computer player failed to choose; the text is the worker's traceback."""


class Thinker:
    """The computer seats of one game and their thinking, one question at a time.

    Each question carries a key (the position's version): the answer to an older key is
    dropped, and a new question waits until the older one is answered, since one bot must
    never think twice at once. `bots` holds each seat's bot, made by `make_bot(seat)` when
    first needed and replaced by the copy that comes back with every answer.
    """

    def __init__(self, rules_module: str, make_bot, kind: str = "process"):
        self.rules_module = rules_module
        self.make_bot = make_bot
        self.kind = kind
        self.bots: dict = {}
        self._key = self._seat = self._future = self._question = None

    @property
    def thinking(self) -> bool:
        return self._future is not None and not self._future.done()

    def ask(self, key, seat: int, state) -> None:
        if self._future is not None and (self._key == key or not self._future.done()):
            return
        if self._future is not None:
            self._collect()                 # an older answer: keep its bot, drop its move
        if seat not in self.bots:
            self.bots[seat] = self.make_bot(seat)
        self._key, self._seat = key, seat
        self._question = (self.rules_module, state.to_dict(), self.bots[seat])
        self._submit()

    def answer(self, key):
        """The action chosen for `key` once it is ready, else None."""
        if self._future is None or not self._future.done():
            return None
        asked = self._key
        action = self._collect()
        return action if asked == key else None

    def wait(self) -> None:
        """Block until the current question is answered (tests and --smoke step frames
        faster than real time, so they wait for the bot as a player would)."""
        while self._future is not None and not self._future.done():
            try:
                self._future.result()
            except Exception:
                pass                        # _collect() falls back and asks again

    # ------------------------------------------------------------ inside
    def _submit(self) -> None:
        try:
            self._future = _executor(self.kind).submit(choose, *self._question)
        except Exception:                   # no process can be started here
            self._fall_back()

    def _fall_back(self, broken: bool = True) -> None:
        """Think in a thread from now on, and ask the current question again there."""
        pool = _EXECUTORS.get(self.kind)
        if broken and pool is not None and self.kind != "thread":
            _EXECUTORS.pop(self.kind)
            pool.shutdown(wait=False, cancel_futures=True)
        self.kind = "thread"
        self._future = _executor("thread").submit(choose, *self._question)

    def _collect(self):
        try:
            reply = self._future.result()
        except Exception as exc:            # the worker died or the question did not travel
            from concurrent.futures.process import BrokenProcessPool
            self._fall_back(broken=isinstance(exc, BrokenProcessPool))
            reply = self._future.result()
        self._future = None
        if reply[0] == "error":
            raise BotError(reply[1])
        _, action, bot = reply
        self.bots[self._seat] = bot
        return action

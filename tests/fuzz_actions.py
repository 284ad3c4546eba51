"""The engine fuzzing the games' fuzz tests share (tests/zefiria/test_zef_fuzz.py,
tests/fire_tower/test_ft_fuzz.py). DESIGN: apply is strict.

DESIGN.md ("The engine protocol"): `apply` accepts exactly a member of `legal_actions()`
— same values and same types (`16`, not `16.0` or `True`) — and refuses anything else
with `IllegalAction` before it changes anything.

A test plays seeded random games with the generic RandomBot (`Fuzzer.play`) and at
sampled states throws at `state.apply` (`Fuzzer.fuzz`):

  - legal actions with one argument turned into another type (16.0, True/False, "16",
    None, [16], (16,), a huge int, a negative int, nan, an int or str subclass, an
    array-like whose == has no truth value) or another value;
  - legal actions with an argument added or dropped, the kind name changed, misspelt,
    empty or not a string, the whole action as a list, a dict, a string, None, ();
  - legal actions of OTHER states (a pool from other games, and this game's earlier states);
  - random tuples of small ints, and of a known kind name with small ints and words.

Each one is either exactly one of `state.legal_actions()` (types included) and is
accepted — on a clone, after which the clone must round-trip through to_dict/from_dict
and still have a move unless the game is over — or `apply` raises `IllegalAction` and
nothing else, and the state is exactly unchanged (`to_dict()` and `legal_actions()`).
`why_illegal(action)` agrees: None for a legal action, an IllegalAction for a refused
one, and it never raises nor changes the state. After the fuzzing the game goes on from
the very state object that was fuzzed, so a refusal that spoiled a cache shows up too.

What differs per game is a `FuzzGame`: its kind names and words, its from_dict, what
its states are at (a phase, a decision) and the size of its numbers.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Callable, Sequence

from game.core.bots import RandomBot
from game.core.protocol import IllegalAction

MUTATED_PER_STATE = 1      # legal actions of a state whose every mutation is thrown
FOREIGN_PER_STATE = 12     # legal actions taken from the pool of other games
HISTORY_PER_STATE = 4      # legal actions taken from this game's earlier states
RANDOM_PER_STATE = 10      # random tuples


class Tuple2(tuple):
    """A tuple subclass: equal to a legal action but not of its type."""


class Int2(int):
    """An int subclass: equal to a legal argument but not of its type."""


class Str2(str):
    """A str subclass: equal to a legal argument but not of its type."""


class Ambiguous:
    """Like a numpy array: unhashable, and == gives a value with no truth value."""

    __hash__ = None

    def __eq__(self, other):
        return self

    def __bool__(self):
        raise ValueError("the truth value of an array with more than one element is ambiguous")


def exactly(a, b) -> bool:
    """The test's own notion of "the same action": same types all the way down."""
    if type(a) is not type(b):
        return False
    if type(a) is tuple:
        return len(a) == len(b) and all(exactly(x, y) for x, y in zip(a, b))
    return a == b


def dump(state) -> str:
    return json.dumps(state.to_dict(), sort_keys=True)


@dataclass(frozen=True)
class FuzzGame:
    """What the fuzzing needs to know of one game."""
    from_dict: Callable            # the rules module's from_dict
    stage: Callable[[object], str]  # what a state is at: its phase, its decision's kind...
    where: str                     # the stage in a message: "in phase {}"
    kinds: Sequence[str]           # action names, for kind swaps and random tuples
    words: Sequence[str]           # strings for random tuples
    span: int                      # an int argument this much off is off the board
    top: int                       # random tuples take ints from -3 to this
    swaps: int                     # kind names tried in place of a mutated action's

    def other_types(self, value) -> list:
        """`value` as other types (and a few other values of its own type)."""
        out = [None, [value], (value,), float("nan"), 10 ** 30, -(10 ** 30), 2 ** 63, -1,
               -(self.span + 1), True, False, "", {"v": value}, Ambiguous()]
        if type(value) is int:
            out += [float(value), str(value), Int2(value), value + 1, value - 1, value + self.span,
                    -value, bool(value % 2)]
        elif type(value) is str:
            out += [Str2(value), value.upper(), value.lower() + "x", value[:-1], value + " ",
                    len(value), value.encode(), 0, 16]
        return out

    def mutations(self, action: tuple, rng: random.Random) -> list:
        """Many near misses of one legal action."""
        kind, args = action[0], action[1:]
        out = []
        for i, value in enumerate(args):                     # one argument changed
            for new in self.other_types(value):
                out.append((kind,) + args[:i] + (new,) + args[i + 1:])
        out += [action + (0,), action + (action[-1],), action + (None,), action + ("x",)]
        if args:
            out += [action[:-1], action[:1], (kind,) + args[::-1]]
        out += [(name,) + args for name in ("", kind.upper(), kind + "s", kind[:-1], " " + kind,
                                             kind.capitalize())]
        out += [(Str2(kind),) + args, (None,) + args, (16,) + args, (True,) + args,
                (kind.encode(),) + args, ([kind],) + args]
        out += [(name,) + args for name in rng.sample(self.kinds, self.swaps) if name != kind]
        out += [list(action), {"kind": kind, "args": list(args)}, dict(enumerate(action)),
                str(action), kind, None, (), (action,), Tuple2(action), json.dumps(list(action)),
                16, 16.0, tuple(float(x) if type(x) is int else x for x in action)]
        return out

    def random_tuple(self, rng: random.Random) -> tuple:
        """Small ints; or a known kind name with small ints and now and then a word."""
        if rng.random() < 0.4:
            return tuple(rng.randint(-3, self.top) for _ in range(rng.randint(0, 4)))
        parts = [rng.randint(-3, self.top) if rng.random() < 0.7 else rng.choice(self.words)
                 for _ in range(rng.randint(0, 4))]
        return (rng.choice(self.kinds),) + tuple(parts)


def foreign_pool(games, every: int = 1) -> list:
    """The legal actions of every `every`th state of whole random games, once each, in a
    fixed order. `games` gives (state, seed) pairs; RandomBot(seed) plays each out."""
    pool = []
    for state, seed in games:
        bot = RandomBot(seed)
        step = 0
        while not state.is_over:
            if step % every == 0:
                pool += state.legal_actions()
            state.apply(bot.choose(state))
            step += 1
    unique = {repr(a): a for a in pool}
    return [unique[k] for k in sorted(unique)]


class Fuzzer:
    """Throws actions at states of one game, checks what `apply` does with each, counts."""

    def __init__(self, game: FuzzGame):
        self.game = game
        self.cases = 0
        self.accepted = 0
        self.refused = 0

    def throw(self, state, action, before: str, legal_before: list) -> None:
        """Throw one action at `state`, whose to_dict is `before` and legal actions
        `legal_before` (their repr keeps the types)."""
        self.cases += 1
        legal = any(exactly(action, other) for other in legal_before)
        try:
            why = state.why_illegal(action)                  # never raises
        except Exception as err:                             # noqa: BLE001 - the point
            raise AssertionError(f"why_illegal({action!r}) raised {type(err).__name__}: {err}") from err
        assert dump(state) == before, f"why_illegal changed the state: {action!r}"
        if legal:
            assert why is None, f"why_illegal refuses a legal action {action!r}: {why}"
            self.accepted += 1
            other = state.clone()
            other.apply(action)
            self.check_invariants(other)
            return
        assert isinstance(why, IllegalAction), f"why_illegal({action!r}) gave {why!r}"
        try:
            state.apply(action)
        except IllegalAction:
            pass
        except Exception as err:                             # noqa: BLE001 - the point
            where = self.game.where.format(self.game.stage(state))
            raise AssertionError(f"apply({action!r}) raised {type(err).__name__}: {err} "
                                 f"{where}") from err
        else:
            raise AssertionError(f"apply accepted {action!r}, not one of {legal_before!r}")
        self.refused += 1
        assert dump(state) == before, f"a refused {action!r} changed the state"
        assert repr(state.legal_actions()) == repr(legal_before), \
            f"a refused {action!r} changed legal_actions()"

    def check_invariants(self, state) -> None:
        """The minimal invariants of a state reached by an accepted action."""
        data = json.loads(dump(state))
        again = self.game.from_dict(data)
        assert dump(again) == dump(state)
        assert repr(again.legal_actions()) == repr(state.legal_actions())
        assert state.legal_actions() or state.is_over

    def fuzz(self, state, rng: random.Random, pool: list, history: list) -> None:
        """Throw everything at one state: each mutation of some of its legal actions,
        actions from `pool` and `history`, random tuples."""
        before, legal = dump(state), state.legal_actions()
        throws = []
        for action in rng.sample(legal, min(MUTATED_PER_STATE, len(legal))):
            throws += [action] + self.game.mutations(action, rng)
        throws += rng.sample(pool, FOREIGN_PER_STATE)
        throws += rng.sample(history, min(HISTORY_PER_STATE, len(history)))
        throws += [self.game.random_tuple(rng) for _ in range(RANDOM_PER_STATE)]
        for action in throws:
            self.throw(state, action, before, legal)
        # The fuzzed state plays on like a fresh copy of itself.
        fresh = self.game.from_dict(json.loads(before))
        assert repr(fresh.legal_actions()) == repr(state.legal_actions())

    def play(self, state, seed: int, pool: list, every: int, seen: set,
             keep_every: int = 1, keep_most: int | None = None) -> None:
        """Play `state` out with RandomBot(seed), fuzzing (with random.Random(seed)) every
        `every`th state, the first at each stage not yet in `seen` (which it adds to), and
        the last. The legal actions of every `keep_every`th state (at most `keep_most` of
        them) are the history thrown at later states."""
        rng = random.Random(seed)
        bot = RandomBot(seed)
        history: list = []                 # legal actions of this game's earlier states
        step = 0
        while True:
            stage = self.game.stage(state)
            if step % every == 0 or stage not in seen or state.is_over:
                seen.add(stage)
                self.fuzz(state, rng, pool, history)
            if state.is_over:
                break
            if step % keep_every == 0:
                history += state.legal_actions()[:keep_most]
            state.apply(bot.choose(state))
            step += 1

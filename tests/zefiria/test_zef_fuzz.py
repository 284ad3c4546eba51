"""Engine fuzz test for Zefiria. DESIGN: apply is strict.

DESIGN.md ("The engine protocol"): `apply` accepts exactly a member of `legal_actions()`
— same values and same types (`16`, not `16.0` or `True`) — and refuses anything else
with `IllegalAction` before it changes anything.

Seeded random games (1-4 players, storm on and off, every difficulty, now and then an
alternative ruling) are played with the generic RandomBot; at sampled states, thousands
of actions in total are thrown at `state.apply`:

  - legal actions with one argument turned into another type (16.0, True/False, "16",
    None, [16], (16,), a huge int, a negative int, nan, an int or str subclass, an
    array-like whose == has no truth value) or another value;
  - legal actions with an argument added or dropped, the kind name changed, misspelt,
    empty or not a string, the whole action as a list, a dict, a string, None, ();
  - legal actions of OTHER states (other games, phases and seats' turns);
  - random tuples of small ints, and of a known kind name with small ints.

Each one is either exactly one of `state.legal_actions()` (types included) and is
accepted — on a clone, after which the clone must round-trip through to_dict/from_dict
and still have a move unless the game is over — or `apply` raises `IllegalAction` and
nothing else, and the state is exactly unchanged (`to_dict()` and `legal_actions()`).
`why_illegal(action)` agrees: None for a legal action, an IllegalAction for a refused
one, and it never raises nor changes the state. After the fuzzing the game goes on from
the very state object that was fuzzed, so a refusal that spoiled a cache shows up too.

Deterministic (fixed seeds). Runtime: about 5 s on a 2-core machine (21,000 actions thrown).
"""
from __future__ import annotations

import json
import math
import random

import pytest

from game.core.bots import RandomBot
from game.core.protocol import IllegalAction
from game.games.zefiria import rules

SEED = 20240611
GAMES_PER_CASE = 2
FUZZ_EVERY = 5             # fuzz every 5th state of a game and the first of each phase
MUTATED_PER_STATE = 1      # legal actions of a state whose every mutation is thrown
FOREIGN_PER_STATE = 12     # legal actions taken from other states
RANDOM_PER_STATE = 10      # random tuples
MIN_CASES = 1000           # each parametrised case throws at least this many actions

DIFFICULTIES = ("easy", "medium", "hard")
ALT_OPTIONS = [
    {},
    {"breeze_cost": "straight_line"},
    {"etesia_diagonal": "king"},
    {"austro_perimeter": "per_slot", "austro_breeze": "any_two_in_line"},
    {"anchor_under_pawn": False, "pool_gems_only_score": False},
]
# Every action name the engine knows, for kind swaps and random tuples.
KINDS = ("place", "exit", "fly", "breeze", "skyron", "retrieve", "spend", "end", "first", "sleep")

CASES = [(n, storm) for n in (1, 2, 3, 4) for storm in (False, True)]


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


def other_types(value) -> list:
    """`value` as other types (and a few other values of its own type)."""
    out = [None, [value], (value,), float("nan"), 10 ** 30, -(10 ** 30), 2 ** 63, -1, -26,
           True, False, "", {"v": value}, Ambiguous()]
    if type(value) is int:
        out += [float(value), str(value), Int2(value), value + 1, value - 1, value + 25, -value,
                bool(value % 2)]
    elif type(value) is str:
        out += [Str2(value), value.upper(), value.lower() + "x", value[:-1], value + " ", len(value),
                value.encode(), 0, 16]
    return out


def mutations(action: tuple, rng: random.Random) -> list:
    """Many near misses of one legal action."""
    kind, args = action[0], action[1:]
    out = []
    for i, value in enumerate(args):                         # one argument changed
        for new in other_types(value):
            out.append((kind,) + args[:i] + (new,) + args[i + 1:])
    out += [action + (0,), action + (action[-1],), action + (None,), action + ("x",)]
    if args:
        out += [action[:-1], action[:1], (kind,) + args[::-1]]
    out += [(name,) + args for name in ("", kind.upper(), kind + "s", kind[:-1], " " + kind,
                                         kind.capitalize())]
    out += [(Str2(kind),) + args, (None,) + args, (16,) + args, (True,) + args, (kind.encode(),) + args, ([kind],) + args]
    out += [(name,) + args for name in rng.sample(KINDS, 3) if name != kind]
    out += [list(action), {"kind": kind, "args": list(args)}, dict(enumerate(action)), str(action),
            kind, None, (), (action,), Tuple2(action), json.dumps(list(action)), 16, 16.0,
            tuple(float(x) if type(x) is int else x for x in action)]
    return out


WORDS = ("borea", "jugo", "etesia", "skyron", "austro", "T1", "R5", "B3", "L2", "T0", "T6",
         "T", "Z3", "R", "1", "", "BOREA")


def random_tuple(rng: random.Random) -> tuple:
    """Small ints; or a known kind name with small ints and now and then a word (a
    spirit, a perimeter slot, or something like one)."""
    if rng.random() < 0.4:
        return tuple(rng.randint(-3, 30) for _ in range(rng.randint(0, 4)))
    parts = [rng.randint(-3, 30) if rng.random() < 0.7 else rng.choice(WORDS)
             for _ in range(rng.randint(0, 4))]
    return (rng.choice(KINDS),) + tuple(parts)


class Fuzzer:
    def __init__(self):
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
            check_invariants(other)
            return
        assert isinstance(why, IllegalAction), f"why_illegal({action!r}) gave {why!r}"
        try:
            state.apply(action)
        except IllegalAction:
            pass
        except Exception as err:                             # noqa: BLE001 - the point
            raise AssertionError(f"apply({action!r}) raised {type(err).__name__}: {err} "
                                 f"in phase {state.phase}") from err
        else:
            raise AssertionError(f"apply accepted {action!r}, not one of {legal_before!r}")
        self.refused += 1
        assert dump(state) == before, f"a refused {action!r} changed the state"
        assert repr(state.legal_actions()) == repr(legal_before), \
            f"a refused {action!r} changed legal_actions()"


def dump(state) -> str:
    return json.dumps(state.to_dict(), sort_keys=True)


def check_invariants(state) -> None:
    """The minimal invariants of a state reached by an accepted action."""
    data = json.loads(dump(state))
    again = rules.from_dict(data)
    assert dump(again) == dump(state)
    assert repr(again.legal_actions()) == repr(state.legal_actions())
    assert state.legal_actions() or state.is_over


def setup_for(n: int, storm: bool, game: int) -> dict:
    setup = {"players": [{"name": f"P{i}", "kind": "bot"} for i in range(n)],
             "storm": storm, "difficulty": DIFFICULTIES[game % 3]}
    setup.update(ALT_OPTIONS[game % len(ALT_OPTIONS)])
    return setup


def foreign_pool(seed: int) -> list:
    """Legal actions from other games (every player count, storm or not, every phase)."""
    pool = []
    for i, (n, storm) in enumerate(CASES):
        state = rules.new_game(setup_for(n, storm, i), seed + i)
        bot = RandomBot(seed + i)
        while not state.is_over:
            pool += state.legal_actions()
            state.apply(bot.choose(state))
    unique = {repr(a): a for a in pool}
    return [unique[k] for k in sorted(unique)]


POOL = None


def get_pool() -> list:
    global POOL
    if POOL is None:
        POOL = foreign_pool(SEED + 1000)
    return POOL


@pytest.mark.parametrize("players,storm", CASES)
def test_apply_is_strict_under_fuzzing(players, storm):
    """DESIGN: apply is strict — exactly a member of legal_actions() is accepted, anything
    else raises IllegalAction with the state unchanged; why_illegal agrees."""
    pool = get_pool()
    fuzz = Fuzzer()
    phases = set()
    for game in range(GAMES_PER_CASE):
        seed = SEED + 100 * players + 10 * storm + game
        rng = random.Random(seed)
        state = rules.new_game(setup_for(players, storm, game), seed)
        bot = RandomBot(seed)
        history: list = []                 # legal actions of this game's earlier states
        step, seen = 0, set()
        while True:
            if step % FUZZ_EVERY == 0 or state.phase not in seen:
                seen.add(state.phase)
                before, legal = dump(state), state.legal_actions()
                throws = []
                for action in rng.sample(legal, min(MUTATED_PER_STATE, len(legal))):
                    throws += [action] + mutations(action, rng)
                throws += rng.sample(pool, FOREIGN_PER_STATE)
                throws += rng.sample(history, min(4, len(history)))
                throws += [random_tuple(rng) for _ in range(RANDOM_PER_STATE)]
                for action in throws:
                    fuzz.throw(state, action, before, legal)
                # The fuzzed state plays on like a fresh copy of itself.
                fresh = rules.from_dict(json.loads(before))
                assert repr(fresh.legal_actions()) == repr(state.legal_actions())
            if state.is_over:
                break
            history += state.legal_actions()
            state.apply(bot.choose(state))
            step += 1
        phases |= seen
    assert fuzz.cases >= MIN_CASES, fuzz.cases
    assert fuzz.accepted and fuzz.refused
    assert {"place", "play", "over"} <= phases
    if players == 1:
        assert {"solo_first", "solo_sleep"} <= phases

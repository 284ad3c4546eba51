"""Shared helpers for the Fire Tower rules tests: build exact positions.

A position is built by starting a real game, playing the setup hawk placements, then
overwriting the board, the hawks, the hands and the turn fields, and finally putting the
state at the start of a seat's Part 1 (wind gem) or Part 2 (one action).
"""
from __future__ import annotations

import pytest

from game.core.protocol import IllegalAction
from game.core.rng import Rng
from game.games.fire_tower import rules

SIZE = 16


def players(n: int) -> list[dict]:
    return [{"name": f"P{i + 1}", "kind": "human"} for i in range(n)]


def new(n: int = 2, seed: int = 1, **setup):
    """A fresh game whose setup hawk placements are done (first legal square each)."""
    state = rules.new_game(dict({"players": players(n)}, **setup), seed)
    while state.decision and state.decision["kind"] == "hawk_place" and state.decision["why"] == "setup":
        state.apply(state.legal_actions()[0])
    return state


def sq(r: int, c: int) -> int:
    return r * SIZE + c


def instances(state, name: str) -> list[int]:
    return [i for i, cid in enumerate(state.cfg.card_of) if cid == name]


def set_hand(state, seat: int, names: list[str]) -> list[int]:
    """Give `seat` exactly these cards (taken from wherever they are); returns their ids."""
    state.deck += state.hands[seat]
    state.hands[seat] = []
    chosen = []
    for name in names:
        for cid in instances(state, name):
            if cid in chosen:
                continue
            for place in [state.deck, state.discard] + [h for h in state.hands]:
                if cid in place:
                    place.remove(cid)
                    chosen.append(cid)
                    break
            else:
                continue
            break
        else:
            raise ValueError(f"no free copy of {name}")
    state.hands[seat] = chosen
    state.invalidate()
    return chosen


def stack_deck(state, names: list[str]) -> None:
    """Put these cards on top of the deck, the first name drawn first."""
    ids = []
    for name in names:
        cid = next(c for c in instances(state, name) if c not in ids and
                   any(c in p for p in [state.deck, state.discard, state.outside] + state.hands))
        for place in [state.deck, state.discard, state.outside] + state.hands:
            if cid in place:
                place.remove(cid)
                break
        ids.append(cid)
    state.deck += list(reversed(ids))
    state.invalidate()


def clear_events_from_deck(state) -> None:
    """Move the event cards out of the deck so that refills draw plain cards."""
    for cid in list(state.deck):
        if state.card_def(cid).type == "event":
            state.deck.remove(cid)
            state.outside.append(cid)
    state.invalidate()


def paint(state, fire=(), breaks=(), hawks=(), clear=True) -> None:
    """Clear the board (keeping the Eternal Flame) and put gems, firebreaks and hawks."""
    if clear:
        state.cells = ["E" if ch == "E" else "." for ch in state.cells]
        state.hawks = []
    for r, c in fire:
        state.cells[sq(r, c)] = "f"
    for r, c in breaks:
        state.cells[sq(r, c)] = "x"
    state.hawks = sorted(set(state.hawks) | {sq(r, c) for r, c in hawks})
    state.invalidate()


def at_turn(state, seat: int, step: str = "action", wind: str | None = None):
    """Put the state at `seat`'s Part 1 ("wind") or Part 2 ("action")."""
    if wind:
        state.wind = wind
    state.turn_seat = seat
    state.turn_kind = {"skip": "skip", "shadow": "shadow"}.get(state.status[seat], "standing")
    state.stack = []
    state.pending_hawks = []
    state.pending_burns = []
    state.turn_burned = []
    if step == "wind":
        state._decide("turn_wind", seat)
    else:
        state._decide("turn_action", seat)
    state.last_seat = seat
    state.invalidate()
    return state


def position(n=2, seat=0, fire=(), breaks=(), hawks=(), hand=None, wind="N", step="action",
             seed=1, events_in_deck=False, **setup):
    state = new(n, seed=seed, **setup)
    paint(state, fire, breaks, hawks)
    if hand is not None:
        set_hand(state, seat, hand)
    if not events_in_deck:
        clear_events_from_deck(state)
    return at_turn(state, seat, step, wind)


def refused(state, action, key: str):
    """Assert that `action` is refused with IllegalAction `key`, leaving the state unchanged."""
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.key == key, f"{action}: expected {key!r}, got {info.value.key!r}"
    assert state.to_dict() == before
    return info.value


def legal(state, action) -> bool:
    return tuple(action) in state.legal_actions()


def fire_squares(state) -> set:
    return {(i // SIZE, i % SIZE) for i, ch in enumerate(state.cells) if ch == "f"}


def break_squares(state) -> set:
    return {(i // SIZE, i % SIZE) for i, ch in enumerate(state.cells) if ch == "x"}


def hawk_squares(state) -> set:
    return {(h // SIZE, h % SIZE) for h in state.hawks}


def play_card(state, name: str):
    """Play the first copy of `name` from the current seat's hand."""
    seat = state.current_player
    cid = next(c for c in state.hands[seat] if state.card_id(c) == name)
    return state.apply(("play", cid))


def types(events) -> list[str]:
    return [e["type"] for e in events]


def rig(state, stream: str, faces: list) -> None:
    """Set the RNG stream ("wind", "shadow" or "deck") so that its next die rolls give
    `faces` (wind faces N/E/S/W, shadow faces 1-6)."""
    die = list(state.cfg.wind_die if stream == "wind" else state.cfg.shadow_die)
    for seed in range(500000):
        rng = Rng(seed)
        if all(rng.choice(die) == f for f in faces):
            state.rng[stream] = seed
            state.invalidate()
            return
    raise ValueError(f"no rng state gives {faces}")


def begin_turn(state, seat: int) -> list:
    """Start `seat`'s turn for real (turn-start checks, skip, shadow roll ...)."""
    state.stack = [{"t": "turn", "seat": seat}]
    state.decision = None
    state.pending_hawks = []
    state.pending_burns = []
    state.invalidate()
    events = []
    state._run(events)
    return events


def burn_towers(state, seats: list, status: str = "shadow") -> None:
    """Mark these seats' towers as burned before the position starts (their hands go to the
    discard pile, the hand size grows), as if they had burned earlier in the game."""
    for seat in seats:
        colour = state.seat_tower[seat]
        state.burned.append(colour)
        state.discard += state.hands[seat]
        state.hands[seat] = []
        state.bucket[seat] = False
        state.status[seat] = status if not state.teams else "burned"
        if not state.teams:
            state.eliminations += 1
            state.hand_size += state.cfg.hand_growth
        state.cells[state.cfg.back_corner[colour]] = "f"
    state._derive()
    state.retired = []
    state._update_retired([])
    state.run_shadows = [s for s in range(state.n) if state.status[s] in ("skip", "shadow")]
    for seat in range(state.n):                       # full hands for the standing players
        while state.status[seat] in ("standing", "burned") and len(state.hands[seat]) < state.hand_size:
            state.hands[seat].append(next(c for c in state.deck if state.card_def(c).type != "event"))
            state.deck.remove(state.hands[seat][-1])
    state.invalidate()


class KindBot:
    """Random play in which the many small steps of one choice (toggling squares, picking
    cards, choosing a hawk to move) count as one option against confirming or stopping.

    It plays the same legal actions as the uniform random bot, but picks no longer drown
    the confirms, so random games stay short."""

    GROUPED = ("pick", "toggle", "cell", "hawk_from")
    AIMED = ("wind", "wind_gem", "to", "cell")

    def __init__(self, seed: int = 0, aim: int = 0):
        """aim: out of 4, how often a gem goes to the square nearest a rival back corner."""
        self.rng = Rng(seed ^ 0xF17E)
        self.aim = aim

    def choose(self, state):
        legal = state.legal_actions()
        options = [a for a in legal if a[0] not in self.GROUPED]
        groups = sorted({a[0] for a in legal if a[0] in self.GROUPED})
        pick = self.rng.randrange(len(options) + len(groups))
        if pick < len(options):
            action = options[pick]
            same = [a for a in legal if a[0] == action[0]]
        else:
            same = [a for a in legal if a[0] == groups[pick - len(options)]]
            action = self.rng.choice(same)
        if action[0] in self.AIMED and len(same) > 1 and self.rng.randrange(4) < self.aim:
            action = min(same, key=lambda a: self._distance(state, a))
        return action

    @staticmethod
    def _distance(state, action):
        seat = state.current_player
        corners = [state.cfg.back_corner[t] for t in state.all_towers()    # FT-VAR-*: every seat's towers
                   if t not in state.burned and t not in state.seat_towers[seat]]
        r, c = action[1], action[2]
        return min((abs(r - k // SIZE) + abs(c - k % SIZE) for k in corners), default=0)

"""Fire Tower's board as the player sees it while animations catch up with the state.

The state changes at once; the screen follows its events one by one. While a queue of
animations plays, this keeps a copy of the board that the events change as their turn to
be shown comes (board_events.apply_event), so a gem that a hawk carries away is drawn
where it landed until the hawk picks it up. When nothing moves, the state's own board is
drawn. Gems and firebreaks drop in, removed ones shrink away, moved gems slide, hawks fly
in from the supply, carry their gem and fly back.
"""
from __future__ import annotations

from game.ui.tween import Timeline, Tween, lerp

from .board_events import BOARD_EVENTS, apply_event, square

DROP_HEIGHT = 120.0


def _cells(event) -> list:
    return [tuple(rc) for rc in event.get("cells") or ()]


def _crown(event) -> list:
    return [tuple(rc) for rc in event.get("crown") or ()]


def _at(event) -> list:
    return [tuple(event["at"])]


# Every board event (board_events.BOARD_EVENTS) is in exactly one of these tables, keyed by
# its type: the squares it lays something on (dropping in), the squares it clears
# (shrinking away), or the flight that shows it (a BoardAnimation method).
PLACED = {"gems_placed": _cells, "firebreaks_placed": _cells, "tower_ablaze": _cells,
          "oak_burned": _crown,                 # FT-VAR-OAK-BURN: the crown burns at once...
          "oak_ablaze": _cells}                 # ...then all four squares, for good
REMOVED = {"gems_removed": _cells, "firebreak_removed": _at}
FLIGHTS = {"gem_moved": "_gem_moves", "gems_moved": "_gem_moves",
           "hawk_triggered": "_hawk_trigger",   # with the gem it carries (the next event)
           "hawk_placed": "_hawk_in", "hawk_moved": "_hawk_move",
           "hawk_taken": "_hawk_home", "hawk_removed": "_hawk_home"}


def _squares(event) -> list:
    """The squares a placing or clearing event changes."""
    kind = event["type"]
    return (PLACED.get(kind) or REMOVED[kind])(event)


def changed_squares(events, size: int = 16) -> frozenset:
    """The squares (row, col) whose cell or firehawk the board events of one action changed:
    gems and firebreaks placed or removed, both ends of a moved gem or hawk, a hawk's
    square and where it carried its gem. Read off the events, never re-decided."""
    out = set()
    for event in events:
        if event.get("type") not in BOARD_EVENTS:
            continue
        for rc in event.get("cells") or ():
            out.add(tuple(rc))
        for key in ("at", "from", "to"):
            if event.get(key) is not None:
                out.add(tuple(event[key]))
        for m in event.get("moves") or ():
            out.add(tuple(m["from"]))
            out.add(tuple(m["to"]))
    return frozenset(rc for rc in out if 0 <= rc[0] < size and 0 <= rc[1] < size)


class BoardAnimation:
    def __init__(self, timeline: Timeline, seconds, centre, supply_centre, size: int = 16):
        """seconds(d): d scaled by the animation setting (0 = off); centre(r, c): a square's
        centre on screen; supply_centre(): where hawks come from and go back to."""
        self.timeline, self.seconds, self.centre, self.supply = timeline, seconds, centre, supply_centre
        self.size = size
        self.cells: list = []
        self.hawks: set = set()
        self.key = None
        self.lift: dict[int, float] = {}        # square -> pixels above it while dropping
        self.scale: dict[int, float] = {}       # square -> size while shrinking away
        self.hidden: set[int] = set()           # squares whose gem is flying
        self.flyers: list[dict] = []            # {"sprites": [(kind, colour)], "pos": (x, y)}

    # ------------------------------------------------------------ the board to draw
    def sync(self, state, key) -> None:
        """Take the state's board when nothing is queued (call before the state changes)."""
        if not self.timeline.busy and key != self.key:
            self.cells, self.hawks, self.key = list(state.cells), set(state.hawks), key

    def board(self, state):
        """(cells, hawks) to draw now."""
        if self.timeline.busy:
            return self.cells, self.hawks
        return state.cells, state.hawks

    # ------------------------------------------------------------ events to animations
    def play(self, events, hawk_colour) -> None:
        """Queue the animations of `events`, board events all (BOARD_EVENTS: the scene sends
        no other); hawk_colour(sq) names a hawk's sprite colour."""
        self.key = None                         # the state moved on: resync when idle
        if self.seconds(1.0) <= 0:
            return
        batch: list = []
        i = 0
        while i < len(events):
            event = events[i]
            kind = event["type"]
            i += 1
            if kind in PLACED or kind in REMOVED:
                touched = {sq for e in batch for sq in _squares(e)}
                if touched & set(_squares(event)):
                    self._changes(batch)
                    batch = []
                batch.append(event)
                continue
            self._changes(batch)
            batch = []
            carried = None
            if kind == "hawk_triggered" and event.get("to") and i < len(events) \
                    and events[i]["type"] == "gem_moved" and events[i].get("why") == "hawk":
                carried = events[i]
                i += 1
            getattr(self, FLIGHTS[kind])(event, carried, hawk_colour)
        self._changes(batch)

    def _apply(self, event) -> None:
        apply_event(self.cells, self.hawks, event, size=self.size)

    def _point(self, rc):
        return self.supply() if rc is None else self.centre(*rc)

    def _changes(self, batch: list) -> None:
        """Placed gems and firebreaks drop in; removed ones shrink away; all at once."""
        if not batch:
            return
        placed = [square(rc) for e in batch if e["type"] in PLACED for rc in _squares(e)]
        removed = [square(rc) for e in batch if e["type"] in REMOVED for rc in _squares(e)]

        def start():
            for e in batch:
                if e["type"] in PLACED:
                    self._apply(e)

        def step(f):
            for sq in placed:
                self.lift[sq] = DROP_HEIGHT * (1 - f)
            for sq in removed:
                self.scale[sq] = 1 - f

        def done():
            for e in batch:
                if e["type"] in REMOVED:
                    self._apply(e)
            for sq in placed:
                self.lift.pop(sq, None)
            for sq in removed:
                self.scale.pop(sq, None)

        self._queue(0.35, start, step, done)

    def _gem_moves(self, event, carried, hawk_colour) -> None:
        moves = event["moves"] if event["type"] == "gems_moved" else [event]
        flyers = [{"sprites": [("gem", None)], "pos": self.centre(*m["from"])} for m in moves]

        def start():
            for m in moves:
                self.hidden.add(square(m["from"]))
            self.flyers.extend(flyers)

        def step(f):
            for fl, m in zip(flyers, moves):
                fl["pos"] = self._between(m["from"], m["to"], f)

        def done():
            for m in moves:
                self.hidden.discard(square(m["from"]))
            self._apply(event)
            self._land(flyers)

        self._queue(0.45, start, step, done)

    def _hawk_trigger(self, event, carried, hawk_colour) -> None:
        """The hawk lifts the gem off its square, carries it to the chosen square, flies home."""
        at, to = event["at"], event.get("to")
        colour = hawk_colour(square(at))
        hawk = {"sprites": [("gem", None), ("hawk", colour)], "pos": self.centre(*at)}

        def start():
            self._apply(event)                  # the hawk leaves its square...
            if carried:
                self.hidden.add(square(at))     # ...and takes the gem with it
            else:
                hawk["sprites"] = [("hawk", colour)]
            self.flyers.append(hawk)

        def step(f):
            hawk["pos"] = self._between(at, to, f) if carried else \
                (lerp(self.centre(*at)[0], self.supply()[0], f), lerp(self.centre(*at)[1], self.supply()[1], f))

        def done():
            if carried:
                self.hidden.discard(square(at))
                self._apply(carried)
                hawk["sprites"] = [("hawk", colour)]
            else:
                self._land([hawk])

        self._queue(0.6, start, step, done)
        if carried:                             # then home to the supply
            def home(f):
                a, b = self.centre(*to), self.supply()
                hawk["pos"] = (lerp(a[0], b[0], f), lerp(a[1], b[1], f))
            self._queue(0.4, None, home, lambda: self._land([hawk]))

    def _hawk_in(self, event, carried, hawk_colour) -> None:
        """From the supply to its square."""
        self._fly_hawk(event, None, event["at"], hawk_colour(square(event["at"])))

    def _hawk_move(self, event, carried, hawk_colour) -> None:
        self._fly_hawk(event, event["from"], event["to"], hawk_colour(square(event["to"])))

    def _hawk_home(self, event, carried, hawk_colour) -> None:
        """Taken or removed: from its square back to the supply."""
        self._fly_hawk(event, event["at"], None, hawk_colour(square(event["at"])))

    def _fly_hawk(self, event, src, dst, colour) -> None:
        hawk = {"sprites": [("hawk", colour)], "pos": self._point(src)}

        def start():                            # a hawk in flight is not on its square
            if src is not None:
                self.hawks.discard(square(src))
            self.flyers.append(hawk)

        def step(f):
            a, b = self._point(src), self._point(dst)
            hawk["pos"] = (lerp(a[0], b[0], f), lerp(a[1], b[1], f))

        def done():
            self._apply(event)
            self._land([hawk])

        self._queue(0.45, start, step, done)

    # ------------------------------------------------------------ helpers
    def _between(self, a, b, f):
        (x0, y0), (x1, y1) = self.centre(*a), self.centre(*b)
        arc = 4 * f * (1 - f) * 30              # a little hop above the straight line
        return (lerp(x0, x1, f), lerp(y0, y1, f) - arc)

    def _land(self, flyers) -> None:
        for fl in flyers:
            if fl in self.flyers:
                self.flyers.remove(fl)

    def _queue(self, duration, start, step, done) -> None:
        started = []

        def apply(f):
            if not started:
                started.append(True)
                if start:
                    start()
            if step:
                step(f)

        def finish():
            if not started:
                apply(1.0)
            if done:
                done()

        self.timeline.add(Tween(self.seconds(duration), apply, finish))

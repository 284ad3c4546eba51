"""What each Fire Tower event changes on the board (cells and firehawks). Pure.

The engine's events tell everything that changes on the board, so anything that follows a
game event by event can keep its own copy of the board: the scene draws such a copy while
animations catch up with the state, and the random-game test checks that the events
explain every change. `strict` turns a square that is not as the event expects into a
ValueError (the test); without it the change is applied anyway (the screen).
"""
from __future__ import annotations

SIZE = 16


def square(rc, size: int = SIZE) -> int:
    return rc[0] * size + rc[1]


def apply_event(cells: list, hawks: set, event: dict, strict: bool = False,
                size: int = SIZE) -> None:
    """Change `cells` (list of '.', 'f', 'x', 'E') and `hawks` (set of squares) in place."""
    def expect(ok):
        if strict and not ok:
            raise ValueError(f"the board does not allow {event}")

    def put(rc, before, after):
        sq = square(rc, size)
        expect(cells[sq] == before)
        cells[sq] = after

    kind = event["type"]
    if kind == "gems_placed":
        for rc in event["cells"]:
            put(rc, ".", "f")
    elif kind == "gems_removed":
        for rc in event["cells"]:
            put(rc, "f", ".")
    elif kind == "firebreaks_placed":
        for rc in event["cells"]:
            put(rc, ".", "x")
    elif kind == "firebreak_removed":
        put(event["at"], "x", ".")
    elif kind == "tower_ablaze":
        for rc in event["cells"]:
            put(rc, ".", "E")
    elif kind == "oak_burned":                     # FT-VAR-OAK-BURN: its crown burns at once
        for rc in event.get("crown", ()):
            sq = square(rc, size)
            expect(cells[sq] in ".f")
            cells[sq] = "E"
    elif kind == "oak_ablaze":                     # then all four squares, for good
        for rc in event["cells"]:
            sq = square(rc, size)
            expect(cells[sq] in ".fE")
            cells[sq] = "E"
    elif kind == "gem_moved":
        put(event["from"], "f", ".")
        put(event["to"], ".", "f")
    elif kind == "gems_moved":
        for m in event["moves"]:
            put(m["from"], "f", ".")
        for m in event["moves"]:
            put(m["to"], ".", "f")
    elif kind == "hawk_placed":
        sq = square(event["at"], size)
        expect(sq not in hawks and cells[sq] == ".")
        hawks.add(sq)
    elif kind in ("hawk_taken", "hawk_triggered", "hawk_removed"):
        sq = square(event["at"], size)
        expect(sq in hawks)
        hawks.discard(sq)
    elif kind == "hawk_moved":
        sq = square(event["from"], size)
        expect(sq in hawks)
        hawks.discard(sq)
        hawks.add(square(event["to"], size))


BOARD_EVENTS = frozenset({"gems_placed", "gems_removed", "firebreaks_placed", "firebreak_removed",
                          "tower_ablaze", "oak_burned", "oak_ablaze", "gem_moved", "gems_moved", "hawk_placed", "hawk_taken",
                          "hawk_triggered", "hawk_removed", "hawk_moved"})

"""Square geometry for the Fire Tower board (pure, no pygame).

Squares are numbered row by row: sq = row * size + col. Every table here is built once
per board size and shared by all states.
"""
from __future__ import annotations

from functools import lru_cache

ORTHO = ("N", "E", "S", "W")


class Geometry:
    def __init__(self, size: int, directions: dict):
        self.size = size
        self.count = size * size
        self.vec = dict(directions)
        # step[d][sq] -> the square one step in direction d, or -1 off the board
        self.step = {}
        for name, (dr, dc) in directions.items():
            table = []
            for sq in range(self.count):
                r, c = divmod(sq, size)
                nr, nc = r + dr, c + dc
                table.append(nr * size + nc if 0 <= nr < size and 0 <= nc < size else -1)
            self.step[name] = tuple(table)
        self.n4 = tuple(tuple(self.step[d][sq] for d in ORTHO if self.step[d][sq] >= 0)
                        for sq in range(self.count))
        self.n8 = tuple(tuple(self.step[d][sq] for d in directions if self.step[d][sq] >= 0)
                        for sq in range(self.count))

    def rc(self, sq: int) -> list[int]:
        return list(divmod(sq, self.size))

    def sq(self, r, c) -> int:
        """The square at (r, c), or -1 if that is off the board or not two whole numbers."""
        if type(r) is not int or type(c) is not int:
            return -1
        if 0 <= r < self.size and 0 <= c < self.size:
            return r * self.size + c
        return -1

    def place(self, shape, r: int, c: int) -> list | None:
        """Squares of `shape` ((dr, dc, ch), ...) anchored with its top-left at (r, c),
        in shape order; None if any square is off the board."""
        out = []
        for dr, dc, _ in shape:
            s = self.sq(r + dr, c + dc)
            if s < 0:
                return None
            out.append(s)
        return out


@lru_cache(maxsize=None)
def _geometry(size: int, items: tuple) -> Geometry:
    return Geometry(size, dict(items))


def geometry(cfg) -> Geometry:
    return _geometry(cfg.size, tuple(sorted(cfg.directions.items())))

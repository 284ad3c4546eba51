"""Square geometry for the Fire Tower board (pure, no pygame).

Squares are numbered row by row: sq = row * size + col. Every table here is built once
per board size and shared by all states.
"""
from __future__ import annotations

from functools import lru_cache

ORTHO = ("N", "E", "S", "W")
ROTATIONS = 8                 # the most rotations a pattern may have (anchor keys)


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
        # rct[sq] -> (row, col): actions are built from it by the thousand per game
        self.rct = tuple(divmod(sq, size) for sq in range(self.count))
        # Masks: a set of squares as one int, square sq being bit count-1-sq (so that
        # format(mask, "0256b")[sq] is "1" when sq is in the set). Python shifts and ands a
        # whole board at C speed, far faster than a loop over 256 squares; the rules use
        # masks for the scans they repeat on every new board.
        self.full = (1 << self.count) - 1
        # squares(): the mask as bytes (padded at the end to whole bytes); _byte_squares[i][b]
        # are the squares of byte value b at byte i
        self._nbytes = (self.count + 7) // 8
        self._pad = self._nbytes * 8 - self.count
        self._byte_squares = tuple(tuple(tuple(8 * i + j for j in range(8) if b & (0x80 >> j))
                                         for b in range(256)) for i in range(self._nbytes))
        self._not_col = {c: self.mask_of(sq for sq in range(self.count) if sq % size != c)
                         for c in (0, size - 1)}
        self._cols: dict = {}                # column step -> moved()'s squares that stay on the board
        self._tables: dict = {}              # characters -> bytes.translate table for mask()
        self._fits: dict = {}                # shape -> fits() mask
        self._paths: dict = {}               # (direction, steps) -> paths() table
        self._actions: dict = {}             # name -> square_actions() table
        self._keys: dict = {}                # rotation -> anchor_keys() table

    # ------------------------------------------------------------------ masks
    def mask_of(self, squares) -> int:
        out = 0
        for sq in squares:
            out |= 1 << (self.count - 1 - sq)
        return out

    def mask(self, text: str | bytes, chars: str) -> int:
        """The squares of the board `text` (one character a square; faster as ASCII bytes)
        holding one of `chars`."""
        table = self._tables.get(chars)
        if table is None:
            table = self._tables[chars] = bytes(ord("1") if chr(code) in chars else ord("0")
                                                for code in range(256))
        if type(text) is str:
            text = text.encode()
        return int(text.translate(table), 2)

    def first(self, mask: int) -> int:
        """The lowest square of a non-empty mask."""
        return self.count - mask.bit_length()

    def squares(self, mask: int) -> list[int]:
        """The squares of a mask, ascending: a few squares a bit at a time (the highest bit is
        the lowest square), more a byte at a time."""
        out = []
        if mask.bit_count() <= 8:
            count = self.count
            while mask:
                bits = mask.bit_length()
                out.append(count - bits)
                mask ^= 1 << (bits - 1)
            return out
        for b, table in zip((mask << self._pad).to_bytes(self._nbytes, "big"), self._byte_squares):
            if b:
                out += table[b]
        return out

    def shift(self, mask: int, direction: str) -> int:
        """Every square of the mask moved one step in `direction` (steps off the board are
        dropped, they do not wrap to the next row)."""
        dr, dc = self.vec[direction]
        k = dr * self.size + dc                      # sq -> sq + k is bit p -> p - k
        out = mask >> k if k > 0 else (mask << -k) & self.full
        if dc == 1:
            out &= self._not_col[0]
        elif dc == -1:
            out &= self._not_col[self.size - 1]
        return out

    def moved(self, mask: int, dr: int, dc: int) -> int:
        """Every square of the mask moved by (dr, dc) rows and columns (squares moved off the
        board are dropped)."""
        cols = self._cols.get(dc)
        if cols is None:                             # the squares whose column stays on the board
            cols = self._cols[dc] = self.mask_of(sq for sq in range(self.count)
                                                 if 0 <= sq % self.size + dc < self.size)
        k = dr * self.size + dc
        mask &= cols
        return mask >> k if k >= 0 else (mask << -k) & self.full

    def grow4(self, mask: int) -> int:
        """The squares orthogonally next to a square of the mask (shift() written out for
        the four directions: it is asked for on every board)."""
        size, not_first, not_last = self.size, self._not_col[0], self._not_col[self.size - 1]
        return ((mask << size) & self.full) | (mask >> size) | ((mask >> 1) & not_first) \
            | ((mask << 1) & not_last)

    def grow8(self, mask: int) -> int:
        """The squares next to a square of the mask, diagonals too."""
        size = self.size
        sideways = ((mask >> 1) & self._not_col[0]) | ((mask << 1) & self._not_col[size - 1])
        return self.grow4(mask) | ((sideways << size) & self.full) | (sideways >> size)

    # --------------------------------------------------------------- patterns
    def fits(self, shape) -> int:
        """The top-left squares at which `shape` ((dr, dc, ch), ...) fits on the board, by
        its bounding box (as Fire Tower's anchors always did), as a mask."""
        out = self._fits.get(shape)
        if out is None:
            size = self.size
            h = 1 + max(dr for dr, _, _ in shape)
            w = 1 + max(dc for _, dc, _ in shape)
            out = self._fits[shape] = self.mask_of(r * size + c for r in range(size - h + 1)
                                                   for c in range(size - w + 1))
        return out

    def touching(self, shape, mask: int) -> int:
        """The anchors (top-left squares) of the placements of `shape` that fit and put at
        least one of its squares on a square of `mask`."""
        size, full = self.size, self.full
        out = 0
        for dr, dc, _ in shape:          # anchor a covers a + offset: move each bit back by it
            out |= (mask << (dr * size + dc)) & full
        return out & self.fits(shape)

    def inside(self, shape, mask: int) -> int:
        """The anchors of the placements of `shape` that fit and lie wholly on `mask`."""
        size, full = self.size, self.full
        out = self.fits(shape)
        for dr, dc, _ in shape:
            out &= (mask << (dr * size + dc)) & full
        return out

    def reaching(self, shape, mask: int, stops: int) -> int:
        """The anchors of the placements of `shape` that fit and, going through its squares
        in shape order, come to a square of `mask` before a square of `stops` (which stops
        it even if it is in `mask`)."""
        size = self.size
        out, clear = 0, self.fits(shape)
        for dr, dc, _ in shape:
            k = dr * size + dc
            clear &= ~(stops << k)
            out |= clear & (mask << k)
        return out

    def paths(self, direction: str, steps: int) -> tuple:
        """sq -> the squares `steps` steps from sq in `direction`, in order, or None if
        the way leaves the board; made once per direction and length."""
        key = (direction, steps)
        table = self._paths.get(key)
        if table is None:
            step = self.step[direction]
            rows = []
            for sq in range(self.count):
                way, cur = [], sq
                for _ in range(steps):
                    cur = step[cur]
                    if cur < 0:
                        break
                    way.append(cur)
                rows.append(tuple(way) if len(way) == steps else None)
            table = self._paths[key] = tuple(rows)
        return table

    def square_actions(self, name: str) -> tuple:
        """sq -> the action (name, row, col), made once per name: legal action lists are
        built from these shared tuples by the thousand per game."""
        table = self._actions.get(name)
        if table is None:
            table = self._actions[name] = tuple((name,) + rc for rc in self.rct)
        return table

    def anchor_keys(self, mask: int, rotation: int) -> list[int]:
        """The anchor keys (sq * ROTATIONS + rotation) of the squares of a mask, ascending."""
        table = self._keys.get(rotation)
        if table is None:
            table = self._keys[rotation] = tuple(sq * ROTATIONS + rotation for sq in range(self.count))
        return list(map(table.__getitem__, self.squares(mask)))

    def anchor_actions(self, name: str | None) -> tuple:
        """anchor key (sq * ROTATIONS + rotation) -> (name, row, col, rotation), or without
        a name (row, col, rotation); made once per name, shared like square_actions."""
        table = self._actions.get((name, ROTATIONS))
        if table is None:
            head = () if name is None else (name,)
            table = self._actions[(name, ROTATIONS)] = tuple(
                head + rc + (ri,) for rc in self.rct for ri in range(ROTATIONS))
        return table

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

"""Zefiria's rules as a pure, deterministic state machine (no pygame).

Cells are numbered 0..24 row by row; island n belongs at cell n-1. Austro's
perimeter slots are named T1..T5 (above columns), R1..R5 (right of rows),
B1..B5 (below columns) and L1..L5 (left of rows). Rule ids (ZEF-...) refer to
seeds/zefiria.en.md.
"""
from __future__ import annotations

import copy
import inspect

from game.core.protocol import Action, Event, IllegalAction, checked_players, fresh, is_legal_indexed
from game.core.rng import Rng

from .config import DIFFICULTIES, DIRECTIONS, OPTION_CHOICES, Config, is_choice, load_config

SIZE = 5
CORNERS = (0, 4, 20, 24)
OPPOSITE_CORNER = {0: 24, 24: 0, 4: 20, 20: 4}
SIDES = "TRBL"
# Clockwise walk round the grid, used for Austro's per-slot cost.
PERIMETER = ([f"T{i}" for i in range(1, 6)] + [f"R{i}" for i in range(1, 6)]
             + [f"B{i}" for i in range(5, 0, -1)] + [f"L{i}" for i in range(5, 0, -1)])
ORTHO = ((-1, 0), (0, 1), (1, 0), (0, -1))
DIAGONALS = ((-1, -1), (-1, 1), (1, 1), (1, -1))

PHASES = ("place", "austro_exit", "play", "skyron_choice", "solo_first", "solo_sleep", "over")


def rc(cell: int) -> tuple[int, int]:
    return divmod(cell, SIZE)


def cell_at(row: int, col: int) -> int:
    return row * SIZE + col


def slot_cell(slot: str) -> int:
    """The island beside a perimeter slot."""
    side, line = slot[0], int(slot[1:]) - 1
    return {"T": cell_at(0, line), "B": cell_at(4, line),
            "L": cell_at(line, 0), "R": cell_at(line, 4)}[side]


def rotate_cw(row: int, col: int, turns: int) -> tuple[int, int]:
    for _ in range(turns % 4):
        row, col = col, SIZE - 1 - row
    return row, col


def home_row(island: int) -> int:
    return (island - 1) // SIZE


# Lookup tables for the hot paths (legal_actions runs after every move of every game):
# each cell's orthogonal neighbours in ORTHO order, the island beside each slot.
NEIGHBOURS = tuple(
    tuple(cell_at(r + dr, c + dc) for dr, dc in ORTHO if 0 <= r + dr < SIZE and 0 <= c + dc < SIZE)
    for r, c in (rc(cell) for cell in range(SIZE * SIZE)))
KING_STEPS = ORTHO + DIAGONALS
# The cells of each cell's row and then of its column (the cell itself twice).
ROW_COL = tuple(tuple(cell_at(r, k) for k in range(SIZE)) + tuple(cell_at(k, c) for k in range(SIZE))
                for r, c in (rc(cell) for cell in range(SIZE * SIZE)))


def austro_x_partners(x: int, y: int) -> tuple[int, ...]:
    """austro_breeze any_two_in_x_lines: the islands Austro may swap `y` with, when X is
    the island beside his slot: the other cells of X's row if y is in it, of X's column if
    y is in it (X itself is in both)."""
    (rx, cx), (ry, cy) = rc(x), rc(y)
    row = tuple(cell_at(rx, k) for k in range(SIZE)) if ry == rx else ()
    col = tuple(cell_at(k, cx) for k in range(SIZE)) if cy == cx else ()
    return row + col
SLOT_CELL = {slot: slot_cell(slot) for slot in PERIMETER}


def new_game(setup: dict, seed: int, config: Config | None = None) -> "ZefiriaState":
    """Start a game. setup: players (list of {name, kind}), storm, difficulty,
    spirits (list or None for random), first_player (index or None for random),
    and any of the ruling options in data/zefiria/rules.yaml."""
    cfg = config or load_config()
    rng = Rng(seed)
    players = checked_players(setup.get("players"), [{"name": "Player 1", "kind": "human", "default_name": True}])
    n = len(players)
    if not 1 <= n <= 4:
        raise IllegalAction("setup_players")
    solo = n == 1
    n_spirits = cfg.solo_spirits if solo else n
    spirits = list(setup.get("spirits") or [])
    if spirits:             # ZEF-SETUP-SPIRITS: None = dealt at random from those left
        fixed = [s for s in spirits if s is not None]
        if len(spirits) != n_spirits or len(set(fixed)) != len(fixed) or \
                any(s not in cfg.spirits for s in fixed):
            raise IllegalAction("setup_spirits")
        if len(fixed) < n_spirits:
            pool = [s for s in cfg.spirits if s not in fixed]
            rng.shuffle(pool)
            spirits = [s if s is not None else pool.pop() for s in spirits]
    else:
        pool = list(cfg.spirits)
        rng.shuffle(pool)
        spirits = pool[:n_spirits]
    first = setup.get("first_player")
    if first is not None and type(first) is not int:
        raise IllegalAction("setup_players")
    first = rng.randrange(n) if first is None else first % n
    options = dict(cfg.options)
    for name in OPTION_CHOICES:
        if name in setup:
            if not is_choice(setup[name], OPTION_CHOICES[name]):
                raise IllegalAction("setup_option", option=name)
            options[name] = setup[name]
    difficulty = setup.get("difficulty", "medium")
    if difficulty not in DIFFICULTIES:
        raise IllegalAction("setup_option", option="difficulty")
    storm = setup.get("storm", False)
    if type(storm) is not bool:
        raise IllegalAction("setup_option", option="storm")

    grid = list(range(1, 26))                         # ZEF-SETUP-GRID
    rng.shuffle(grid)
    s = ZefiriaState(cfg)
    s.players = [dict(p) for p in players]
    s.solo = solo
    s.storm = storm
    s.difficulty = difficulty
    s.options = options
    s.spirits = spirits
    s.order = [(first + i) % n for i in range(n)]
    s.grid = grid
    s.pos = {sp: None for sp in spirits}
    s.purple = cfg.solo_time_gems[difficulty] if solo else cfg.time_gems[n]
    s.ap_per_turn = cfg.solo_action_points if solo else cfg.action_points[n]
    s.reserve = cfg.magic_gems if storm else 0
    if storm:                                         # ZEF-STORM-SETUP
        s.storm_deck = list(cfg.storms)
        rng.shuffle(s.storm_deck)
        s.grid_deck = [[g, rng.randrange(4)] for g in cfg.grids]
        rng.shuffle(s.grid_deck)
    s.rng_state = rng.state
    s.phase = "place"
    return s


def blizzard_overflown(t1: int, card: dict) -> list[int]:
    """The cells a Blizzard's two islands pass over between its targets: the steps before
    the last, in its direction; a step off the edge comes back on the other side, and
    nothing is passed over off the grid (ZEF-STORM-OVER-ANCHORED)."""
    dr, dc = DIRECTIONS[card["dir"]]
    r, c = rc(t1)
    cells = []
    for _ in range(card["steps"] - 1):
        r, c = r + dr, c + dc
        if not (0 <= r < SIZE and 0 <= c < SIZE):
            r, c = r % SIZE, c % SIZE
        cells.append(cell_at(r, c))
    return cells


def breeze_action(a: int, b: int) -> Action:
    """The one action for swapping islands a and b: a swap has no direction, so the
    smaller cell comes first whichever island the player dragged (ZEF-BREEZE)."""
    return ("breeze", min(a, b), max(a, b))


class ZefiriaState:
    def __init__(self, cfg: Config):
        self.cfg = cfg
        self.players: list[dict] = []
        self.solo = False
        self.storm = False
        self.difficulty = "medium"
        self.options: dict = {}
        self.spirits: list[str] = []
        self.order: list[int] = []
        self.grid: list[int] = []
        self.pos: dict = {}
        self.anchored: list[int] = []
        self.reserve = 0
        self.pool = 0
        self.purple = 0
        self.round = 0
        self.ap_per_turn = 0
        self.phase = "place"
        self.active: str | None = None
        self.ap = 0
        self.forced = False
        self.turn_pos = 0               # index into self.order (multiplayer)
        self.sleeper: str | None = None
        self.acted: list[str] = []      # solo: spirits that finished this round
        self.storm_deck: list[str] = []
        self.grid_deck: list[list] = []
        self.storm_discard: list[str] = []
        self.grid_discard: list[list] = []
        self.last_storm: dict | None = None
        self.skyron_pair: list[int] | None = None
        self.exit_choices: list[str] = []
        self.last_diag: list[int] | None = None   # Etesia's last step direction (king reading)
        self.serial = 0                 # changes at every new turn and random reveal
        self.rng_state = 0
        self._legal: list[Action] | None = None   # legal_actions() until the next apply
        self._legal_index: dict | None = None     # the same, keyed by action for _is_legal
        # (key, free cells, fly targets, breeze options) found by _find_legal in phase
        # "play", for the fly and breeze handlers (see _position_costs).
        self._costs: tuple | None = None

    # ------------------------------------------------------------------ basics
    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def current_player(self) -> int:
        if self.solo:
            return 0
        if self.phase == "place":
            return self.order[self._placed_count()]
        if self.active is None:
            return self.order[0]
        return self.spirits.index(self.active)

    def seat_of(self, spirit: str) -> int:
        return 0 if self.solo else self.spirits.index(spirit)

    def _placed_count(self) -> int:
        return sum(1 for v in self.pos.values() if v is not None)

    def placing_spirit(self) -> str | None:
        if self.phase != "place":
            return None
        if self.solo:
            return self.spirits[self._placed_count()]
        return self.spirits[self.order[self._placed_count()]]

    def awake(self) -> list[str]:
        return [s for s in self.spirits if s != self.sleeper]

    def occupant(self, cell: int) -> str | None:
        for sp, where in self.pos.items():
            if where == cell:
                return sp
        return None

    def is_anchored(self, cell: int) -> bool:
        return cell in self.anchored

    def is_free(self, cell: int) -> bool:
        """No pawn and not anchored: may be landed on, moved or overflown."""
        # Same as occupant(cell) is None (a spirit's name is never None), without the loop.
        return cell not in self.anchored and cell not in self.pos.values()

    def _free_cells(self) -> list[bool]:
        """is_free for every cell, worked out once per query instead of once per look."""
        if type(self).is_free is not ZefiriaState.is_free:
            # A subclass with its own is_free (the bot's _Probe keeps the other pawns
            # outside self.pos): ask it cell by cell.
            return [self.is_free(cell) for cell in range(SIZE * SIZE)]
        blocked = set(self.anchored)
        blocked.update(self.pos.values())
        return [cell not in blocked for cell in range(SIZE * SIZE)]

    def symbol_of(self, cell: int) -> int:
        return self.cfg.island_symbol[self.grid[cell] - 1]

    def colour_of(self, cell: int) -> int:
        return home_row(self.grid[cell])

    def clone(self) -> "ZefiriaState":
        """An independent copy, field by field: about 25 times faster than deepcopy (the
        bot clones all the time, so does every refusal). Start from every attribute shared,
        then copy each mutable one; the config, strings, numbers and action tuples are
        never changed in place, so they stay shared. tests/zefiria/test_zef_speed_caches.py
        checks that no mutable field is left shared."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.players = fresh(self.players)             # a set-up may add keys of its own
        other.options = dict(self.options)
        other.spirits = list(self.spirits)
        other.order = list(self.order)
        other.grid = list(self.grid)
        other.pos = dict(self.pos)
        other.anchored = list(self.anchored)
        other.acted = list(self.acted)
        other.storm_deck = list(self.storm_deck)
        other.grid_deck = [list(card) for card in self.grid_deck]
        other.storm_discard = list(self.storm_discard)
        other.grid_discard = [list(card) for card in self.grid_discard]
        other.exit_choices = list(self.exit_choices)
        other.last_storm = fresh(self.last_storm)
        other.skyron_pair = fresh(self.skyron_pair)
        other.last_diag = fresh(self.last_diag)
        # The caches (_legal, _legal_index, _costs) stay shared: they are replaced,
        # never changed in place, and hold for the copy too until either of them moves.
        return other

    # ---------------------------------------------------------------- geometry
    def path_distances(self, start: int, free: list[bool] | None = None
                       ) -> tuple[dict[int, int], dict[int, int]]:
        """BFS from `start`; cells strictly between the ends must be free (ZEF-BREEZE-COST).
        Returns (distance, parent) for every reachable cell. `free`: _free_cells(), when
        the caller has it already."""
        if free is None:
            free = self._free_cells()
        dist, parent = {start: 0}, {}
        queue = [start]
        for cur in queue:               # the list grows as we walk it: a FIFO queue
            for nxt in NEIGHBOURS[cur]:
                if nxt not in dist:
                    dist[nxt] = dist[cur] + 1
                    parent[nxt] = cur
                    if free[nxt]:
                        queue.append(nxt)
        return dist, parent

    @staticmethod
    def _reach(start: int, free: list[bool]) -> list[int | None]:
        """path_distances' distances only, as a list by cell (None: unreachable); the
        breeze options run one per source, so this is the hottest loop of the rules."""
        dist: list[int | None] = [None] * (SIZE * SIZE)
        dist[start] = 0
        queue = [start]
        for cur in queue:
            step = dist[cur] + 1
            for nxt in NEIGHBOURS[cur]:
                if dist[nxt] is None:
                    dist[nxt] = step
                    if free[nxt]:
                        queue.append(nxt)
        return dist

    def breeze_path(self, a: int, b: int, free: list[bool] | None = None) -> list[int] | None:
        """The cells a swap passes, a first and b last, or None if blocked. `free`:
        _free_cells(), when the caller has it already."""
        if self.options["breeze_cost"] == "straight_line":
            return self._straight_path(a, b)
        dist, parent = self.path_distances(a, free)
        if b not in dist:
            return None
        path = [b]
        while path[-1] != a:
            path.append(parent[path[-1]])
        return path[::-1]

    def _straight_path(self, a: int, b: int) -> list[int] | None:
        (ra, ca), (rb, cb) = rc(a), rc(b)
        if ra != rb and ca != cb:
            return None
        step_r = (rb > ra) - (rb < ra)
        step_c = (cb > ca) - (cb < ca)
        path, r, c = [a], ra, ca
        while (r, c) != (rb, cb):
            r, c = r + step_r, c + step_c
            path.append(cell_at(r, c))
        return path if all(self.is_free(x) for x in path[1:-1]) else None

    def breeze_cost(self, a: int, b: int) -> int | None:
        path = self.breeze_path(a, b)
        return None if path is None else len(path) - 1

    # ------------------------------------------------------------- fly targets
    # Each public query works out the free cells once (_free_cells) and hands them to
    # the private version; _find_legal shares one table between fly and breeze.
    def fly_targets(self, spirit: str | None = None) -> dict:
        """Every place the spirit may fly to now, with its AP cost (ignores AP left)."""
        return self._fly_targets(spirit or self.active, self._free_cells())

    def _fly_targets(self, spirit: str, free: list[bool]) -> dict:
        where = self.pos.get(spirit)
        if where is None:
            return {}
        if isinstance(where, str):
            return self._austro_targets(where, free)
        targets: dict = {}
        for cell in NEIGHBOURS[where]:               # every spirit: one orthogonal step
            if free[cell]:
                targets[cell] = 1
        if spirit == "borea":                        # ZEF-BOREA-FLY: same colour, teleport
            colour = self.colour_of(where)
            for cell in range(25):
                if cell != where and free[cell] and self.colour_of(cell) == colour:
                    targets[cell] = 1
        elif spirit == "jugo":                       # ZEF-JUGO-FLY: same symbol, teleport
            symbol = self.symbol_of(where)
            for cell in range(25):
                if cell != where and free[cell] and self.symbol_of(cell) == symbol:
                    targets[cell] = 1
        elif spirit == "etesia" and self.options["etesia_diagonal"] == "king":
            # King reading: one step to any of the 8 neighbours, +1 AP whenever the
            # step's direction differs from her previous step in this flight.
            r, c = rc(where)
            for d in KING_STEPS:
                nr, nc = r + d[0], c + d[1]
                if 0 <= nr < SIZE and 0 <= nc < SIZE and free[cell_at(nr, nc)]:
                    bend = self.last_diag is not None and tuple(self.last_diag) != d
                    targets[cell_at(nr, nc)] = 1 + bend
        elif spirit == "etesia":                     # ZEF-ETESIA-FLY (bishop reading)
            r, c = rc(where)
            for d in DIAGONALS:
                nr, nc = r + d[0], c + d[1]
                while 0 <= nr < SIZE and 0 <= nc < SIZE and free[cell_at(nr, nc)]:
                    targets.setdefault(cell_at(nr, nc), 1)
                    nr, nc = nr + d[0], nc + d[1]
        elif spirit == "austro":                     # Austro only flies on the ring
            return {}
        return targets

    def _austro_targets(self, slot: str, free: list[bool]) -> dict:
        """ZEF-AUSTRO-FLY: to any slot beside a free island."""
        targets = {}
        here = PERIMETER.index(slot)
        per_slot = self.options["austro_perimeter"] == "per_slot"
        for i, other in enumerate(PERIMETER):
            if other == slot or not free[SLOT_CELL[other]]:
                continue
            if per_slot:
                steps = abs(i - here)
                targets[other] = min(steps, len(PERIMETER) - steps)
            else:
                gap = abs(SIDES.index(other[0]) - SIDES.index(slot[0]))
                targets[other] = 1 + min(gap, 4 - gap)
        return targets

    # --------------------------------------------------------- breeze options
    def breeze_sources(self, spirit: str | None = None) -> list[int]:
        """The islands X the spirit's power lets it move (the other end is any free island)."""
        return self._breeze_sources(spirit or self.active, self._free_cells())

    def _breeze_sources(self, spirit: str, free: list[bool]) -> list[int]:
        where = self.pos.get(spirit)
        if where is None:
            return []
        if spirit == "austro":
            if not isinstance(where, str):
                return []
            if self.options["austro_breeze"] == "any_two_in_line":
                return [c for c in self._slot_line(where) if free[c]]
            x = slot_cell(where)
            if self.options["austro_breeze"] == "any_two_in_x_lines":     # the seed, literally
                return [c for c in sorted(set(ROW_COL[x])) if free[c]]
            return [x] if free[x] else []
        if spirit == "skyron":                       # ZEF-SKYRON-BREEZE: his own island
            return [] if self.is_anchored(where) else [where]
        if spirit == "borea":                        # ZEF-BOREA-BREEZE: same symbol
            symbol = self.symbol_of(where)
            return [c for c in range(25) if free[c] and self.symbol_of(c) == symbol]
        if spirit == "jugo":                         # ZEF-JUGO-BREEZE: same colour
            colour = self.colour_of(where)
            return [c for c in range(25) if free[c] and self.colour_of(c) == colour]
        if spirit == "etesia":                       # ZEF-ETESIA-BREEZE: orthogonal neighbour
            return [c for c in NEIGHBOURS[where] if free[c]]
        return []

    def _slot_line(self, slot: str) -> list[int]:
        line = int(slot[1:]) - 1
        if slot[0] in "TB":
            return [cell_at(r, line) for r in range(SIZE)]
        return [cell_at(line, c) for c in range(SIZE)]

    def _partners(self, spirit: str, x: int, free: list[bool]) -> list[int]:
        """Free islands Y that X may be swapped with."""
        if spirit == "austro":                       # ZEF-AUSTRO-BREEZE: in X's row or column
            mode = self.options["austro_breeze"]
            if mode == "any_two_in_line":
                line = self._slot_line(self.pos["austro"])
            elif mode == "any_two_in_x_lines":       # both in the row, or both in the column, of his X
                line = austro_x_partners(slot_cell(self.pos["austro"]), x)
            else:
                line = ROW_COL[x]
            return [y for y in line if y != x and free[y]]
        return [y for y in range(25) if y != x and free[y]]

    def breeze_options(self, spirit: str | None = None) -> dict[tuple[int, int], int]:
        """Every legal swap (a < b) for the spirit with its AP cost (ignores AP left)."""
        return self._breeze_options(spirit or self.active, self._free_cells())

    def _breeze_options(self, spirit: str, free: list[bool]) -> dict[tuple[int, int], int]:
        options: dict[tuple[int, int], int] = {}
        straight = self.options["breeze_cost"] == "straight_line"
        for x in self._breeze_sources(spirit, free):
            dist = None if straight else self._reach(x, free)
            for y in self._partners(spirit, x, free):
                key = (x, y) if x < y else (y, x)
                if key in options:
                    continue
                cost = self.breeze_cost(x, y) if straight else dist[y]
                if cost is not None:
                    options[key] = cost
        return options

    # ----------------------------------------------------------- legal moves
    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._find_legal()
            self._legal_index = {action: action for action in self._legal}   # for _is_legal
        return list(self._legal)

    def _find_legal(self) -> list[Action]:
        if self.phase == "place":
            return [("place", c) for c in self._placement_cells()]
        if self.phase == "austro_exit":
            return [("exit", s) for s in self.exit_choices]
        if self.phase == "skyron_choice":
            return [("skyron", c) for c in self.skyron_pair]
        if self.phase == "solo_first":
            return [("first", s) for s in self.awake()]
        if self.phase == "solo_sleep":
            return [("sleep", s) for s in self.acted]
        if self.phase != "play":
            return []
        budget = self.ap
        key, free = self._costs_key(), self._free_cells()
        fly = self._fly_targets(self.active, free)
        self._costs = (key, free, fly, None)
        actions: list[Action] = [("fly", t) for t, cost in fly.items() if cost <= budget]
        if self.pool > 0:
            actions.append(("spend",))
        if self.forced:
            return actions
        breeze = self._breeze_options(self.active, free)
        self._costs = (key, free, fly, breeze)
        actions += [("breeze", a, b) for (a, b), cost in breeze.items() if cost <= budget]
        if budget >= 1:
            actions += [("retrieve", c) for c in self.anchored]
        actions.append(("end",))
        return actions

    def _placement_cells(self) -> list[int]:
        taken = [v for v in self.pos.values() if v is not None]
        if not self.solo and len(self.players) == 2 and taken:   # ZEF-SETUP-CORNERS-2P
            return [OPPOSITE_CORNER[taken[0]]]
        return [c for c in CORNERS if c not in taken]            # ZEF-SETUP-CORNERS

    def why_illegal(self, action: Action) -> IllegalAction | None:
        """The reason an action is refused, or None if it is legal."""
        if self._is_legal(action):
            return None
        return self._refusal(action)

    def _is_legal(self, action) -> bool:
        """game.core.protocol.is_legal(action, self.legal_actions()) by a dict lookup
        instead of a scan (game.core.protocol.is_legal_indexed)."""
        if type(action) is not tuple:
            return False
        if self._legal is None:
            self.legal_actions()
        return is_legal_indexed(action, self._legal_index)

    def _refusal(self, action) -> IllegalAction:
        """Why a move that is not exactly one of legal_actions() is refused: the handler's
        own reason, found on a copy so that this state never changes."""
        if type(action) is not tuple or not action or type(action[0]) is not str \
                or any(type(part) not in (int, str) for part in action):
            return IllegalAction("unknown_action")        # 16.0, True, None, lists: not ours
        handler = getattr(self, f"_do_{action[0]}", None)
        if handler is None:
            return IllegalAction("unknown_action")
        try:
            inspect.signature(handler).bind([], *action[1:])
        except TypeError:       # wrong number of arguments: not an action of this game
            return IllegalAction("unknown_action")
        other = self.clone()
        try:
            getattr(other, f"_do_{action[0]}")([], *action[1:])
        except IllegalAction as err:
            return err
        except (TypeError, ValueError, IndexError, KeyError):   # a malformed action
            return IllegalAction("unknown_action")
        return IllegalAction("not_allowed")

    # ---------------------------------------------------------------- apply
    def apply(self, action: Action) -> list[Event]:
        """Play `action`, which must be exactly one of legal_actions() (types included);
        anything else raises IllegalAction with the reason before anything changes."""
        if not self._is_legal(action):
            raise self._refusal(action)
        self._legal = self._legal_index = None
        events: list[Event] = []
        getattr(self, f"_do_{action[0]}")(events, *action[1:])
        return events

    def _costs_key(self) -> tuple:
        """Everything the fly and breeze costs of the active spirit depend on."""
        return (self.active, tuple(self.grid), tuple(self.pos.items()), tuple(self.anchored),
                tuple(self.last_diag or ()), tuple(self.options.items()))

    def _position_costs(self) -> tuple:
        """(free cells, fly_targets(), breeze_options() or None) for the active spirit now.
        The fly and breeze handlers check a move against these: _find_legal's, so they are
        not worked out twice a move, unless anything they depend on has changed since
        (a test or a caller may set fields directly; the handler must see the real board)."""
        if self._costs is not None and self._costs[0] == self._costs_key():
            return self._costs[1:]
        free = self._free_cells()
        return free, self._fly_targets(self.active, free), None

    def _need_phase(self, *phases: str) -> None:
        if self.phase not in phases:
            raise IllegalAction("wrong_phase")

    def _do_place(self, events, cell):
        self._need_phase("place")
        if cell not in CORNERS:
            raise IllegalAction("not_corner")
        if cell not in self._placement_cells():
            raise IllegalAction("corner_taken" if self.occupant(cell) else "not_opposite")
        spirit = self.placing_spirit()
        self.pos[spirit] = cell
        events.append({"type": "place", "spirit": spirit, "cell": cell})
        if self._placed_count() == len(self.spirits):
            if self.solo:                                        # ZEF-SOLO-SETUP
                rng = Rng(self.rng_state)
                self.sleeper = rng.choice(self.spirits)
                self.rng_state = rng.state
                events.append({"type": "sleep", "spirit": self.sleeper, "wakes": None})
            self._start_round(events)

    def _do_exit(self, events, slot):
        self._need_phase("austro_exit")
        if slot not in self.exit_choices:
            raise IllegalAction("not_exit_slot")
        self._austro_leave(events, slot)

    def _do_fly(self, events, target):
        self._need_phase("play")
        targets = self._position_costs()[1]
        if target not in targets:
            raise IllegalAction(self._fly_refusal(target))
        cost = targets[target]
        if cost > self.ap:
            raise IllegalAction("no_ap", cost=cost, ap=self.ap)
        spirit, source = self.active, self.pos[self.active]
        if spirit == "etesia" and isinstance(target, int) and isinstance(source, int):
            (r0, c0), (r1, c1) = rc(source), rc(target)
            self.last_diag = [(r1 > r0) - (r1 < r0), (c1 > c0) - (c1 < c0)]
        self.pos[spirit] = target
        self.ap -= cost
        self.forced = False
        events.append({"type": "fly", "spirit": spirit, "from": source, "to": target, "cost": cost})

    def _fly_refusal(self, target) -> str:
        if isinstance(target, int) and 0 <= target < 25:
            if self.is_anchored(target):
                return "anchored"
            if self.occupant(target):
                return "occupied"
        return "cannot_fly_there"

    def _do_breeze(self, events, a, b):
        self._need_phase("play")
        if self.forced:
            raise IllegalAction("forced_fly")
        if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < 25 and 0 <= b < 25):
            raise IllegalAction("unknown_action")
        if a == b:
            raise IllegalAction("same_island")
        spirit = self.active
        key = (min(a, b), max(a, b))
        free, _, options = self._position_costs()
        if options is None:
            options = self._breeze_options(spirit, free)
        if key not in options:
            raise IllegalAction(self._breeze_refusal(spirit, a, b))
        cost = options[key]
        if cost > self.ap:
            raise IllegalAction("no_ap", cost=cost, ap=self.ap)
        sources = self._breeze_sources(spirit, free)
        x, y = (a, b) if a in sources else (b, a)
        path = self.breeze_path(x, y, free)
        self.ap -= cost
        riders = self._swap(x, y)
        self.last_diag = None
        events.append({"type": "swap", "by": spirit, "a": x, "b": y, "path": path,
                       "cost": cost, "riders": riders})
        if spirit == "skyron":                                   # ZEF-SKYRON-CHOICE
            self.skyron_pair = [x, y]
            self.phase = "skyron_choice"

    def _breeze_refusal(self, spirit: str, a: int, b: int) -> str:
        for cell in (a, b):
            if self.is_anchored(cell):
                return "anchored"
            if self.occupant(cell) and not (spirit == "skyron" and self.pos["skyron"] == cell):
                return "occupied"
        sources = self.breeze_sources(spirit)
        if a not in sources and b not in sources:
            return {"borea": "needs_symbol", "jugo": "needs_colour", "etesia": "needs_adjacent",
                    "skyron": "needs_own_island", "austro": "needs_beside"}[spirit]
        if spirit == "austro":
            return "needs_line"
        return "path_blocked"

    def _swap(self, x: int, y: int) -> dict:
        """Swap two islands; pawns standing on them ride along."""
        self.grid[x], self.grid[y] = self.grid[y], self.grid[x]
        riders = {}
        for sp, where in self.pos.items():
            if where == x:
                riders[sp] = y
            elif where == y:
                riders[sp] = x
        self.pos.update(riders)
        return riders

    def _do_skyron(self, events, cell):
        self._need_phase("skyron_choice")
        if cell not in self.skyron_pair:
            raise IllegalAction("skyron_pick")
        self.pos["skyron"] = cell
        self.skyron_pair = None
        self.phase = "play"
        events.append({"type": "skyron", "cell": cell})

    def _do_retrieve(self, events, cell):                        # ZEF-GEM-RETRIEVE
        self._need_phase("play")
        if self.forced:
            raise IllegalAction("forced_fly")
        if cell not in self.anchored:
            raise IllegalAction("no_gem_there")
        if self.ap < 1:
            raise IllegalAction("no_ap", cost=1, ap=self.ap)
        self.ap -= 1
        self.anchored.remove(cell)
        self.pool += 1
        events.append({"type": "retrieve", "cell": cell, "spirit": self.active})

    def _do_spend(self, events):                                 # ZEF-GEM-SPEND
        self._need_phase("play")
        if self.pool < 1:
            raise IllegalAction("no_gems")
        self.pool -= 1
        self.ap += 1
        events.append({"type": "spend", "spirit": self.active, "ap": self.ap})

    def _do_end(self, events):
        self._need_phase("play")
        if self.forced:
            raise IllegalAction("forced_fly")
        self._end_turn(events)

    def _do_first(self, events, spirit):                        # ZEF-SOLO-ORDER
        self._need_phase("solo_first")
        if spirit not in self.awake():
            raise IllegalAction("spirit_asleep")
        self._start_turn(events, spirit)

    def _do_sleep(self, events, spirit):                        # ZEF-SOLO-SLEEP
        self._need_phase("solo_sleep")
        if spirit not in self.acted:
            raise IllegalAction("sleeper_must_have_acted")
        woke = self.sleeper
        self.sleeper = spirit
        events.append({"type": "sleep", "spirit": spirit, "wakes": woke})
        self._start_round(events)

    # -------------------------------------------------------- turn structure
    def _start_round(self, events):                             # ZEF-TIME-ROUND
        self.round += 1
        self.purple -= 1
        self.acted = []
        self.serial += 1
        events.append({"type": "round", "round": self.round, "purple": self.purple})
        if self.storm and self.round > 1:                       # ZEF-STORM-REVEAL
            self._storm(events)
        if self.solo:
            self.phase, self.active = "solo_first", None
        else:
            self.turn_pos = 0
            self._start_turn(events, self.spirits[self.order[0]])

    def _start_turn(self, events, spirit):
        self.active = spirit
        self.ap = self.ap_per_turn
        self.last_diag = None
        self.serial += 1
        events.append({"type": "turn", "spirit": spirit, "seat": self.seat_of(spirit),
                       "ap": self.ap, "round": self.round})
        where = self.pos[spirit]
        self.forced = self.storm and where in self.anchored     # ZEF-GEM-OCCUPIED
        if spirit == "austro":                                  # ZEF-AUSTRO-EXIT
            choices = self._exit_slots(where)
            if len(choices) > 1:
                self.exit_choices = choices
                self.phase = "austro_exit"
                return
            self._austro_leave(events, choices[0])
            return
        self.phase = "play"
        self._check_forced(events)

    def _exit_slots(self, cell: int) -> list[str]:
        r, c = rc(cell)
        slots = [f"T{c + 1}", f"R{r + 1}", f"B{c + 1}", f"L{r + 1}"]
        distance = [r, SIZE - 1 - c, SIZE - 1 - r, c]
        if min(distance) == 0:                                  # on the edge: beside his island
            return [s for s, d in zip(slots, distance) if d == 0]
        # Only a storm puts him inside: nearest in-line slot beside a free island. [INTERP]
        usable = [(d, s) for s, d in zip(slots, distance) if self.is_free(slot_cell(s))]
        if not usable:
            usable = list(zip(distance, slots))
        best = min(d for d, _ in usable)
        return [s for d, s in usable if d == best]

    def _austro_leave(self, events, slot):
        source = self.pos["austro"]
        self.pos["austro"] = slot
        self.exit_choices = []
        self.phase = "play"
        events.append({"type": "austro_exit", "from": source, "to": slot})
        # Beside an island that is not free (inner-island exit with no free in-line slot)
        # he must fly first, or his return would land him on a pawn or an anchored
        # island (ZEF-AUSTRO-RETURN, ZEF-FLY-BLOCK).
        if not self.is_free(slot_cell(slot)):
            self.forced = True
        self._check_forced(events)

    def _check_forced(self, events):
        if not self.forced:
            return
        affordable = any(cost <= self.ap + self.pool for cost in self.fly_targets().values())
        if affordable:
            events.append({"type": "forced", "spirit": self.active})
        else:                                                   # ZEF-FORCED-LAPSE
            self.forced = False
            events.append({"type": "forced_lapsed", "spirit": self.active})

    def _end_turn(self, events):
        spirit = self.active
        where = self.pos[spirit]
        if spirit == "austro" and isinstance(where, str):       # ZEF-AUSTRO-RETURN
            self.pos[spirit] = slot_cell(where)
            events.append({"type": "austro_return", "from": where, "to": self.pos[spirit]})
        events.append({"type": "turn_end", "spirit": spirit, "unused": self.ap})
        self.ap = 0
        self.forced = False
        self.acted.append(spirit)
        if self.solo:
            rest = [s for s in self.awake() if s not in self.acted]
            if rest:
                self._start_turn(events, rest[0])
                return
        else:
            self.turn_pos += 1
            if self.turn_pos < len(self.order):
                self._start_turn(events, self.spirits[self.order[self.turn_pos]])
                return
        self.active = None
        if self.purple <= 0:                                    # ZEF-END
            self.phase = "over"
            events.append(dict(type="game_over", **self.result()))
        elif self.solo:
            self.phase = "solo_sleep"
        else:
            self._start_round(events)

    # ----------------------------------------------------------------- storms
    def _storm(self, events):
        rng = Rng(self.rng_state)
        if not self.storm_deck:
            self.storm_deck, self.storm_discard = self.storm_discard, []
            rng.shuffle(self.storm_deck)
        if not self.grid_deck:
            self.grid_deck, self.grid_discard = self.grid_discard, []
            rng.shuffle(self.grid_deck)
        self.rng_state = rng.state
        storm_id = self.storm_deck.pop()
        grid_id, rotation = self.grid_deck.pop()
        self.storm_discard.append(storm_id)
        self.grid_discard.append([grid_id, rotation])
        card = self.cfg.storms[storm_id]
        mark = self.cfg.grids[grid_id]
        t1 = cell_at(*rotate_cw(*mark, rotation))
        r1, c1 = rc(t1)
        if card["type"] == "blizzard":                         # ZEF-BLIZZARD
            dr, dc = DIRECTIONS[card["dir"]]
            t2 = cell_at((r1 + dr * card["steps"]) % SIZE, (c1 + dc * card["steps"]) % SIZE)
        else:                                                   # ZEF-TORNADO
            t2 = cell_at(*rotate_cw(*mark, rotation + card["turns"]))
        storm = {"type": "storm", "storm": storm_id, "grid": grid_id, "rotation": rotation,
                 "t1": t1, "t2": t2, "effect": "swap"}
        if self.grid[t1] == t1 + 1:                             # ZEF-ANCHOR
            storm["effect"] = "anchor"
            can_anchor = self.options["anchor_under_pawn"] or self.occupant(t1) is None
            if t1 not in self.anchored and self.reserve > 0 and can_anchor:
                self.reserve -= 1
                self.anchored.append(t1)
            else:
                storm["effect"] = "none"
        elif t1 in self.anchored or t2 in self.anchored:        # ZEF-STORM-ANCHORED-T2
            storm["effect"] = "none"
        elif self.options["storm_over_anchored"] == "blocked" and card["type"] == "blizzard" \
                and any(cell in self.anchored for cell in blizzard_overflown(t1, card)):
            storm["effect"] = "none"                            # ZEF-STORM-OVER-ANCHORED
        self.last_storm = {k: v for k, v in storm.items() if k != "type"}
        events.append(storm)
        if storm["effect"] == "anchor":
            events.append({"type": "anchor", "cell": t1})
        elif storm["effect"] == "swap":
            riders = self._swap(t1, t2)
            events.append({"type": "swap", "by": "storm", "a": t1, "b": t2, "path": [t1, t2],
                           "cost": 0, "riders": riders})

    # ---------------------------------------------------------------- scoring
    def score_breakdown(self) -> dict:
        """ZEF-SCORE and ZEF-GEM-SCORE."""
        right = row = wrong = 0
        for cell, island in enumerate(self.grid):
            if island == cell + 1:
                right += 1
            elif home_row(island) == cell // SIZE:
                row += 1
            else:
                wrong += 1
        gems = self.pool if self.storm else 0
        if self.storm and not self.options["pool_gems_only_score"]:
            gems += len(self.anchored)
        return {"right": right, "row": row, "wrong": wrong, "gems": gems,
                "score": right - row - 2 * wrong + gems}

    def verdict(self, score: int) -> str:
        """ZEF-TABLE: the first band whose minimum the score reaches."""
        for band in self.cfg.end_table:
            if score >= band["min"] and (self.storm or not band["storm_only"]):
                return band["key"]
        return self.cfg.end_table[-1]["key"]

    def result(self) -> dict:
        breakdown = self.score_breakdown()
        return dict(breakdown, verdict=self.verdict(breakdown["score"]),
                    perfect=breakdown["right"] == 25, over=self.is_over)

    # ----------------------------------------------------------- persistence
    _FIELDS = ("players", "solo", "storm", "difficulty", "options", "spirits", "order", "grid",
               "pos", "anchored", "reserve", "pool", "purple", "round", "ap_per_turn", "phase",
               "active", "ap", "forced", "turn_pos", "sleeper", "acted", "storm_deck",
               "grid_deck", "storm_discard", "grid_discard", "last_storm", "skyron_pair",
               "exit_choices", "last_diag", "serial", "rng_state")

    def to_dict(self) -> dict:
        data = {name: fresh(getattr(self, name)) for name in self._FIELDS}
        data["grid"] = self.grid_rows()          # top row first, as players read it
        data["game"] = "zefiria"
        data["magic_gems_held"] = self.pool
        return data

    @classmethod
    def from_dict(cls, data: dict, config: Config | None = None) -> "ZefiriaState":
        state = cls(config or load_config())
        missing = [name for name in cls._FIELDS if name not in data]
        if missing or data.get("game") != "zefiria":
            raise ValueError("not a Zefiria state: missing " + ", ".join(missing or ["game"]))
        for name in cls._FIELDS:
            setattr(state, name, copy.deepcopy(data[name]))
        state.grid = [island for row in data["grid"] for island in row]
        if state.phase not in PHASES or sorted(state.grid) != list(range(1, 26)):
            raise ValueError("not a valid Zefiria state")
        return state

    def grid_rows(self) -> list[list[int]]:
        return [self.grid[r * SIZE:(r + 1) * SIZE] for r in range(SIZE)]


def from_dict(data: dict) -> ZefiriaState:
    return ZefiriaState.from_dict(data)

"""A Zefiria team-mate that plans each turn (pure rules-side code, no pygame).

GreedyBot has the same interface as game.core.bots.RandomBot: `choose(state)`
returns one legal action, and the same seed always gives the same play.

Play phase: at the start of a turn it plans the whole turn with a beam search
over a light copy of the board (`_Board`). A step of the search is a "macro":
spend pool gems if needed, fly the cheapest path to a spot, then one Breeze
(Skyron: ride or stay); or retrieve a gem. Fly targets and breeze sources come
from the rules themselves (`_Probe`, a ZefiriaState with fast pawn lookups);
breeze costs are a cached BFS that mirrors ZEF-BREEZE-COST. A line's worth is
its exact score change, plus a bonus for islands that arrive home and a pull
toward home cells (so spare AP bring islands nearer); unfinished lines are also
credited for unspent AP. The best few finished lines get a free last flight to
the spot with the best next-turn swap, and are judged together with a quick
plan of the next spirit's turn (team-mate look-ahead).

The plan is replayed on a clone of the real state and cached under the
fingerprint of every state it passes; each cached action is checked against
`state.legal_actions()` before it is returned, anything unexpected makes it plan
again, and a last-resort fallback always returns a legal action.

Other phases pick the option whose planned turn(s) score best: the corner
(ZEF-SETUP-CORNERS), Austro's exit slot, which solo spirit goes first (both
orders are planned), which spirit sleeps (next round planned; storm cards still
face down are never looked at) and Skyron's stay/ride choice.

With `explain` set (the Hint button's bot), `choose` also leaves `reason`: why, as a
text key and its parameters (data/zefiria/text.*.yaml, zefiria.hint.<key>), read off the
planned turn after the choice is made, so it never changes the choice.
"""
from __future__ import annotations

import heapq
import zlib
from dataclasses import dataclass

from game.core.protocol import IllegalAction
from game.core.rng import Rng

from .rules import PERIMETER, ROW_COL, SIZE, ZefiriaState, austro_x_partners, home_row, slot_cell

CELLS = range(25)
NEIGHBOURS = tuple(
    tuple((r + dr) * SIZE + (c + dc) for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1))
          if 0 <= r + dr < SIZE and 0 <= c + dc < SIZE)
    for r, c in (divmod(cell, SIZE) for cell in CELLS))


def _value(island: int, cell: int) -> int:
    if island == cell + 1:
        return 1
    return -1 if home_row(island) == cell // SIZE else -2


VALUE = tuple(tuple(_value(island, cell) for cell in CELLS) if island else ()
              for island in range(26))


SPOT_ID = {**{cell: cell for cell in CELLS}, **{slot: 100 + i for i, slot in enumerate(PERIMETER)}}


def _stable_hash(value) -> int:
    """A hash that does not change between runs (str hashes do)."""
    return zlib.crc32(repr(value).encode("utf-8"))


def _slot_line(slot: str) -> list[int]:
    line = int(slot[1:]) - 1
    if slot[0] in "TB":
        return [r * SIZE + line for r in range(SIZE)]
    return [line * SIZE + c for c in range(SIZE)]


@dataclass(frozen=True)
class Params:
    """Search knobs. Widths are beam widths; the rest weigh the evaluation."""
    width: int = 8             # beam width when planning the turn being played
    eval_width: int = 4        # beam width for look-ahead choices (first, sleep, exit)
    place_width: int = 3       # beam width when judging a corner
    per_node: int = 24         # candidate macros kept per node before the global cut
    ap_value: float = 1.6      # worth of one unspent AP while ranking unfinished lines
    home_bonus: float = 0.25   # extra worth of an island that arrives home
    retrieve_early: float = 0.85  # worth of a retrieved gem before the last round
    pos_weight: float = 0.3   # tie-break: worth of the best next-turn swap from the end spot
    pos_cost: float = 0.5      # ...which is charged this much per AP it costs
    end_candidates: int = 6    # finished lines that get the end-of-turn flight search
    end_positions: int = 16     # spots looked at for that flight
    jitter: float = 0.02       # seeded tie-break noise
    distance: float = 0.35      # worth of each step an island is nearer its home cell
    follow_weight: float = 1.0  # worth of the next spirit's turn when picking the line to play


class _Board:
    """The part of a state that matters inside one spirit's turn."""

    __slots__ = ("spirit", "pos", "grid", "others", "anchored", "ap", "pool", "forced",
                 "last_diag", "gain", "actions")

    def copy(self) -> "_Board":
        b = _Board.__new__(_Board)
        b.spirit, b.pos, b.grid, b.others = self.spirit, self.pos, self.grid[:], self.others
        b.anchored, b.ap, b.pool, b.forced = self.anchored, self.ap, self.pool, self.forced
        b.last_diag, b.gain, b.actions = self.last_diag, self.gain, self.actions[:]
        return b

    def key(self):
        return (tuple(self.grid), self.pos, self.ap, self.pool, self.anchored, self.last_diag,
                self.forced)


class _Probe(ZefiriaState):
    """The rules' state class with set lookups for pawns, used to ask the rules
    (fly_targets, breeze_sources) about a light board. Same meaning as the rules'
    occupant/is_free, only faster: `occupants` maps cell -> pawn, `blocked` holds
    every cell with a pawn or an anchor."""

    occupants: dict = {}
    blocked: frozenset = frozenset()

    def occupant(self, cell):
        return self.occupants.get(cell)

    def is_free(self, cell) -> bool:
        return cell not in self.blocked


class GreedyBot:
    """Plans each turn by beam search; deterministic for a given seed."""

    def __init__(self, seed: int = 0, params: Params | None = None):
        self.seed = seed
        self.rng = Rng(seed ^ 0x2EF1)
        self.p = params or Params()
        self._cache: dict = {}
        self._bfs_cache: dict = {}
        self.worth = self._worth_table(self.p.distance)
        self.stats = {"plans": 0, "cache_hits": 0, "fallbacks": 0, "replay_errors": 0}
        self.explain = False        # also say why (`reason`) after each choice
        self.reason = None

    @staticmethod
    def _worth_table(mu: float):
        """WORTH[island][cell]: the score value plus a pull toward the home cell."""
        table = [()]
        for island in range(1, 26):
            hr, hc = divmod(island - 1, SIZE)
            table.append(tuple(VALUE[island][cell] - mu * (abs(cell // SIZE - hr) + abs(cell % SIZE - hc))
                               for cell in CELLS))
        return tuple(table)

    # ============================================================ interface
    def choose(self, state):
        legal = state.legal_actions()
        if not legal:
            raise ValueError("no legal action: the game is over")
        fp = _fingerprint(state)
        action = self._cache.get(fp)
        if action is not None and action in legal:
            self.stats["cache_hits"] += 1
            return action
        self._cache = {}
        self._setup(state)
        try:
            action = self._decide(state, legal)
        except Exception:           # a planning flaw must never stop the game: play safe
            self._cache = {}
            action = None
        if action is None or action not in legal:
            self.stats["fallbacks"] += 1
            action = self._fallback(legal)
        if getattr(self, "explain", False):
            self.reason = self._explain(state, action)
        return action

    def _explain(self, state, action):
        """(text key, params): why `action`, from the turn planned with it (the cached
        plan is followed on a clone; nothing here touches the generator)."""
        kind = action[0]
        if kind == "place":
            return "corner", {}
        if kind == "first":
            return "first", {"spirit": action[1]}
        if kind == "sleep":
            return "sleep", {"spirit": action[1]}
        if kind == "end":
            return "end", {}
        if kind == "retrieve":
            return "retrieve", {"island": state.grid[action[1]]}
        # Follow the plan this action starts: what its breezes bring home or into a row.
        sim, first, steps = state.clone(), True, []
        step = action
        for _ in range(40):
            if step is None or step[0] == "end" or step not in sim.legal_actions():
                break
            before = list(sim.grid)
            try:
                sim.apply(step)
            except IllegalAction:
                break
            moved = [sim.grid[c] for c in CELLS if sim.grid[c] != before[c]]
            steps.append((first, moved, list(sim.grid)))
            first = False
            if sim.phase != "play" or sim.active != state.active:
                break
            step = self._cache.get(_fingerprint(sim))
        for now, moved, grid in steps:
            for island in moved:
                if grid[island - 1] == island and state.grid[island - 1] != island:
                    return ("home" if now else "home_later"), {"island": island}
        for now, moved, grid in steps:
            for island in moved:
                cell = grid.index(island)
                if home_row(island) == cell // SIZE and home_row(island) != state.grid.index(island) // SIZE:
                    return ("row" if now else "row_later"), {"island": island}
        if kind == "breeze" and steps:
            def gain(island):           # steps nearer its home cell
                home, was, now = island - 1, state.grid.index(island), steps[0][2].index(island)
                return _steps(was, home) - _steps(now, home)
            island = max(steps[0][1], key=lambda i: (gain(i), -i), default=None)
            if island is not None and gain(island) > 0:
                return "nearer", {"island": island}
        if kind == "spend":
            return "spend", {}
        if kind in ("skyron", "exit"):         # nothing brought home or into its row: where it pays most
            return kind, {}
        return "position", {}

    # ============================================================ decisions
    def _setup(self, state) -> None:
        self.opts = state.options
        self.symbol = state.cfg.island_symbol
        self.storm = state.storm
        self.ap_turn = state.ap_per_turn
        self.last_round = state.purple <= 0
        self.salt = self.rng.next64() | 1
        self.king = state.options["etesia_diagonal"] == "king"
        self.probe = _Probe(state.cfg)
        self.probe.options = state.options
        if len(self._bfs_cache) > 50000:
            self._bfs_cache = {}

    def _decide(self, state, legal):
        phase = state.phase
        if phase == "play":
            value, actions = self._plan_state(state, self.p.width, True)
            return self._commit(state, actions)
        if phase in ("austro_exit", "skyron_choice"):
            return self._commit(state, self._best_branch(state, legal, self.p.width, True)[1])
        if phase == "solo_first":
            return self._choose_first(state, legal)[1][0]
        if phase == "solo_sleep":
            return self._choose_sleeper(state, legal)
        if phase == "place":
            return self._choose_corner(state, legal)
        return None

    def _commit(self, state, actions):
        """Replay the plan on a clone, caching the action for each state it passes."""
        if not actions:
            return None
        sim = state.clone()
        for action in actions:
            self._cache[_fingerprint(sim)] = action
            if action[0] == "end":
                break
            try:
                sim.apply(action)
            except IllegalAction:
                self.stats["replay_errors"] += 1
                break
        return actions[0]

    def _fallback(self, legal):
        for action in legal:
            if action[0] == "end":
                return action
        return legal[0]

    def _best_branch(self, state, legal, width, lookahead=False):
        """Try each legal action (exit slot, Skyron's choice), plan the rest, keep the best."""
        best = None
        for action in legal:
            sim = state.clone()
            sim.apply(action)
            value, rest = self._plan_state(sim, width, lookahead)
            value += self._noise(action)
            if best is None or value > best[0]:
                best = (value, [action] + rest)
        return best

    def _plan_state(self, state, width, lookahead=False):
        """(value, actions) for the active spirit's turn from a real state. With
        lookahead, lines are also judged by the next spirit's turn."""
        if state.phase in ("austro_exit", "skyron_choice"):
            return self._best_branch(state, state.legal_actions(), width, lookahead)
        if state.phase != "play":
            return 0.0, []
        self.stats["plans"] += 1
        self.last_round = state.purple <= 0
        return self._plan(self._board(state), width, self._follower(state) if lookahead else None)

    def _follower(self, state):
        """(spirit, cell) of the spirit that acts after this turn, if known."""
        if self.p.follow_weight <= 0:
            return None
        if state.solo:
            if state.acted:
                return None
            rest = [s for s in state.awake() if s != state.active]
        elif state.turn_pos + 1 < len(state.order):
            rest = [state.spirits[state.order[state.turn_pos + 1]]]
        elif state.purple > 0:
            rest = [state.spirits[state.order[0]]]
        else:
            return None
        if not rest or rest[0] == state.active or not isinstance(state.pos[rest[0]], int):
            return None
        return rest[0], state.pos[rest[0]]

    def _follow_value(self, b: _Board, follow) -> float:
        """Plan value of the next spirit's turn on the board this line leaves."""
        spirit, cell = follow
        mine = slot_cell(b.pos) if isinstance(b.pos, str) else b.pos
        others = (b.others - {cell}) | {mine}
        spots = [cell]
        if spirit == "austro":
            spots = _exit_slots(cell, others | b.anchored)
        best = None
        for spot in spots:
            nb = _Board.__new__(_Board)
            nb.spirit, nb.pos, nb.grid, nb.others = spirit, spot, b.grid[:], others
            nb.anchored, nb.ap, nb.pool = b.anchored, self.ap_turn, b.pool
            nb.forced = self.storm and cell in b.anchored
            nb.last_diag, nb.gain, nb.actions = None, 0.0, []
            if nb.forced and not any(c <= nb.ap + nb.pool for c in self._fly_targets(
                    spirit, spot, nb.grid, others, nb.anchored, None).values()):
                nb.forced = False
            value = self._plan(nb, self.p.eval_width)[0]
            best = value if best is None else max(best, value)
        return best or 0.0

    def _board(self, state) -> _Board:
        b = _Board.__new__(_Board)
        b.spirit = state.active
        b.pos = state.pos[state.active]
        b.grid = list(state.grid)
        b.others = frozenset(v for sp, v in state.pos.items()
                             if sp != state.active and isinstance(v, int))
        b.anchored = frozenset(state.anchored)
        b.ap, b.pool, b.forced = state.ap, state.pool, state.forced
        king = state.options["etesia_diagonal"] == "king"
        b.last_diag = tuple(state.last_diag) if (king and state.last_diag) else None
        b.gain, b.actions = 0.0, []
        return b

    def _turn_pair(self, state, first, width):
        """Value of letting `first` act, then the other awake spirit (solo)."""
        sim = state.clone()
        sim.apply(("first", first))
        v1, plan1 = self._plan_state(sim, width)
        for action in plan1:
            try:
                sim.apply(action)
            except IllegalAction:
                self.stats["replay_errors"] += 1
                return v1, plan1
        v2, _ = self._plan_state(sim, width) if sim.phase in ("play", "austro_exit") else (0.0, [])
        return v1 + v2, plan1

    def _choose_first(self, state, legal):
        best = None
        for action in legal:
            value, plan = self._turn_pair(state, action[1], self.p.eval_width)
            value += self._noise(action)
            if best is None or value > best[0]:
                best = (value, [action] + plan)
        return best

    def _choose_sleeper(self, state, legal):
        best = None
        for action in legal:
            sim = state.clone()
            storm, sim.storm = sim.storm, False     # never peek at the next storm card
            sim.apply(action)
            sim.storm = storm
            if sim.phase != "solo_first":
                return action
            value = max(self._turn_pair(sim, s, self.p.eval_width)[0] for s in sim.awake())
            value += self._noise(action)
            if best is None or value > best[0]:
                best = (value, action)
        return best[1]

    def _choose_corner(self, state, legal):
        spirit = state.placing_spirit()
        others = frozenset(v for v in state.pos.values() if isinstance(v, int))
        self.last_round = False
        best = None
        for action in legal:
            cell = action[1]
            spots = [cell]
            if spirit == "austro":
                spots = _exit_slots(cell, others | frozenset(state.anchored))
            value = None
            for spot in spots:
                b = _Board.__new__(_Board)
                b.spirit, b.pos, b.grid, b.others = spirit, spot, list(state.grid), others
                b.anchored, b.ap, b.pool, b.forced = frozenset(state.anchored), self.ap_turn, 0, False
                b.last_diag, b.gain, b.actions = None, 0.0, []
                v = self._plan(b, self.p.place_width)[0]
                value = v if value is None else max(value, v)
            value += self._noise(action)
            if best is None or value > best[0]:
                best = (value, action)
        return best[1]

    def _noise(self, key) -> float:
        return ((_stable_hash(key) * self.salt) % 1000003) / 1000003 * self.p.jitter

    # ============================================================ search
    def _plan(self, root: _Board, width: int, follow=None):
        p = self.p
        frontier = [root]
        finished = [] if root.forced else [root]
        seen = {root.key()}
        for _ in range(root.ap + root.pool + 1):
            candidates = []
            for node in frontier:
                candidates.extend(self._expand(node))
            if not candidates:
                break
            candidates.sort(key=lambda c: c[0], reverse=True)
            frontier = []
            for cand in candidates:
                child = self._materialise(cand)
                if child is None:
                    continue
                key = child.key()
                if key in seen:
                    continue
                seen.add(key)
                frontier.append(child)
                if len(frontier) >= width:
                    break
            finished.extend(b for b in frontier if not b.forced)
        if not finished:
            return 0.0, []
        finished.sort(key=lambda b: (b.gain - 0.001 * len(b.actions)
                                    + self._noise((tuple(b.grid), b.pos, b.ap, b.pool))),
                      reverse=True)
        best = None
        for b in finished[:p.end_candidates]:
            value, tail = self._final_flight(b)
            value += b.gain
            if follow is not None:
                end = b.copy()
                for action in tail:
                    self._fly(end, action[1], 0)
                value += p.follow_weight * self._follow_value(end, follow)
            if best is None or value > best[0]:
                best = (value, b.actions + tail + [("end",)])
        return best

    def _expand(self, b: _Board):
        """Candidate macros from node b: (rank, parent, spends, flight, breeze, extra)."""
        p = self.p
        budget = b.ap + b.pool
        out = []
        reach = self._reach(b, budget)
        if b.forced:
            # The first action must be a Fly: offer every single flight on its own too.
            for target, cost in self._fly_targets(b.spirit, b.pos, b.grid, b.others, b.anchored,
                                                  b.last_diag).items():
                if cost <= budget:
                    spends = max(0, cost - b.ap)
                    rank = -spends + p.ap_value * (b.ap + spends - cost)
                    out.append((b.gain + rank, b, spends, [("fly", target)], None, None))
        # Breezes, grouped by source island: the cheapest spot that gives each source.
        by_source = {}
        for spot, (cost, flight) in reach:
            for x in self._sources(b.spirit, spot, b.grid, b.others, b.anchored):
                if x not in by_source:
                    by_source[x] = (cost, spot, flight)
        grid = b.grid
        jit = self.p.jitter
        salt = self.salt
        skyron = b.spirit == "skyron"
        worth_of = self.worth
        for x, (fcost, spot, flight) in by_source.items():
            spot_id = SPOT_ID[spot] * 625
            blocked = b.others | b.anchored
            if isinstance(spot, int):
                blocked = blocked | {spot}
            dist = self._distances(x, blocked)
            gx = grid[x]
            vx = worth_of[gx]
            base_x = vx[x]
            for y in self._partners(b.spirit, spot, x, blocked):
                bcost = dist.get(y)
                if bcost is None:
                    continue
                total = fcost + bcost
                if total > budget:
                    continue
                gy = grid[y]
                vy = worth_of[gy]
                delta = vy[x] + vx[y] - base_x - vy[y]
                if delta <= 0.001:
                    continue
                homes = (gy == x + 1) + (gx == y + 1) - (gx == x + 1) - (gy == y + 1)
                spends = max(0, total - b.ap)
                worth = delta + p.home_bonus * homes - spends
                rank = b.gain + worth + p.ap_value * (b.ap + spends - total)
                rank += (((spot_id + x * 25 + y) * salt) % 1009) / 1009 * jit
                pair = (min(x, y), max(x, y))
                out.append((rank, b, spends, flight, pair, (x, y, worth, y)))
                if skyron:      # ZEF-SKYRON-CHOICE: ride with his island (above) or stay
                    out.append((rank - jit, b, spends, flight, pair, (x, y, worth, x)))
        if b.anchored and not b.forced and budget >= 1:
            worth = (1.0 if self.last_round else p.retrieve_early)
            if not self.opts["pool_gems_only_score"]:
                worth = 0.0
            spends = 1 if b.ap < 1 else 0
            for cell in sorted(b.anchored):
                rank = b.gain + worth - spends + p.ap_value * (b.ap + spends - 1)
                out.append((rank, b, spends, [], ("retrieve", cell), worth))
        if len(out) > p.per_node:
            out = heapq.nlargest(p.per_node, out, key=lambda c: c[0])
        return out

    def _materialise(self, cand):
        rank, parent, spends, flight, breeze, extra = cand
        b = parent.copy()
        for _ in range(spends):
            b.pool -= 1
            b.ap += 1
            b.gain -= 1
            b.actions.append(("spend",))
        for action in flight:
            cost = self._fly_targets(b.spirit, b.pos, b.grid, b.others, b.anchored,
                                     b.last_diag).get(action[1])
            if cost is None or cost > b.ap:
                return None
            self._fly(b, action[1], cost)
        if breeze is None:
            return b
        if breeze[0] == "retrieve":
            b.ap -= 1
            b.anchored = b.anchored - {breeze[1]}
            b.pool += 1
            b.gain += extra
            b.actions.append(breeze)
            return b
        x, y, worth, skyron_spot = extra
        blocked = b.others | b.anchored
        if isinstance(b.pos, int):
            blocked = blocked | {b.pos}
        cost = self._distances(x, blocked).get(y)
        if cost is None or cost > b.ap:
            return None
        b.ap -= cost
        b.grid[x], b.grid[y] = b.grid[y], b.grid[x]
        b.gain += worth
        b.last_diag = None
        b.actions.append(("breeze",) + breeze)
        if b.spirit == "skyron":
            # He rode to y with his island; staying means stepping back onto x.
            b.pos = skyron_spot
            b.actions.append(("skyron", skyron_spot))
        return b

    def _fly(self, b: _Board, target, cost) -> None:
        b.last_diag = self._diag_after(b.spirit, b.pos, target, b.last_diag)
        b.pos = target
        b.ap -= cost
        b.forced = False
        b.actions.append(("fly", target))

    def _diag_after(self, spirit, source, target, diag):
        """Etesia's last step direction after a Fly (as in ZefiriaState._do_fly). Only the
        king reading looks at it, so otherwise it is dropped to keep boards comparable."""
        if not self.king or spirit != "etesia":
            return None
        if isinstance(source, int) and isinstance(target, int):
            (r0, c0), (r1, c1) = divmod(source, SIZE), divmod(target, SIZE)
            return ((r1 > r0) - (r1 < r0), (c1 > c0) - (c1 < c0))
        return diag

    def _final_flight(self, b: _Board):
        """With the AP left, fly to the spot with the best next-turn swap (tie-break only)."""
        p = self.p
        if p.pos_weight <= 0:
            return 0.0, []
        reach = self._reach(b, b.ap)[:p.end_positions]
        best = None
        for spot, (cost, flight) in reach:
            value = p.pos_weight * self._potential(b, spot)
            value -= 0.001 * cost
            if best is None or value > best[0]:
                best = (value, flight)
        return best if best else (0.0, [])

    def _potential(self, b: _Board, spot) -> float:
        p = self.p
        best = 0.0
        blocked = b.others | b.anchored
        if isinstance(spot, int):
            blocked = blocked | {spot}
        grid = b.grid
        for x in self._sources(b.spirit, spot, grid, b.others, b.anchored):
            dist = self._distances(x, blocked)
            gx = grid[x]
            for y in self._partners(b.spirit, spot, x, blocked):
                cost = dist.get(y)
                if cost is None or cost > self.ap_turn:
                    continue
                gy = grid[y]
                w = self.worth
                delta = w[gy][x] + w[gx][y] - w[gx][x] - w[gy][y]
                value = delta - p.pos_cost * cost
                if value > best:
                    best = value
        return best

    # ============================================================ rules model
    def _reach(self, b: _Board, budget: int):
        """Cheapest flights to every spot within budget: [(spot, (cost, [fly actions]))].
        A forced spirit must fly, so its own spot is left out."""
        king = self.king and b.spirit == "etesia"
        start = (b.pos, b.last_diag if king else None)
        best = {start: 0}
        paths = {start: []}
        grids = b.grid
        heap = [(0, 0, start)]
        order = 0
        result = {}
        while heap:
            cost, _, node = heapq.heappop(heap)
            if cost > best.get(node, 1 << 30):
                continue
            spot, diag = node
            if spot not in result and not (b.forced and cost == 0):
                result[spot] = (cost, paths[node])
            for target, step in self._fly_targets(b.spirit, spot, grids, b.others, b.anchored,
                                                  diag).items():
                total = cost + step
                if total > budget:
                    continue
                nxt = (target, self._diag_after(b.spirit, spot, target, diag))
                if total < best.get(nxt, 1 << 30):
                    best[nxt] = total
                    paths[nxt] = paths[node] + [("fly", target)]
                    order += 1
                    heapq.heappush(heap, (total, order, nxt))
        return sorted(result.items(), key=lambda kv: kv[1][0])

    def _probe_at(self, spirit, where, grid, others, anchored, last_diag=None):
        """The rules' own state object, dressed as the light board (for exact answers)."""
        probe = self.probe
        occupants = {cell: i for i, cell in enumerate(others)}
        if isinstance(where, int):
            occupants[where] = spirit
        probe.pos = {spirit: where}
        probe.grid, probe.anchored = grid, anchored
        probe.last_diag, probe.active = last_diag, spirit
        probe.occupants = occupants
        probe.blocked = anchored.union(occupants)
        return probe

    def _fly_targets(self, spirit, where, grid, others, anchored, last_diag) -> dict:
        """ZefiriaState.fly_targets for the spirit at `where` on a light board."""
        if where is None:
            return {}
        return self._probe_at(spirit, where, grid, others, anchored, last_diag).fly_targets(spirit)

    def _sources(self, spirit, where, grid, others, anchored) -> list[int]:
        """ZefiriaState.breeze_sources for the spirit at `where` on a light board."""
        if where is None:
            return []
        return self._probe_at(spirit, where, grid, others, anchored).breeze_sources(spirit)

    def _partners(self, spirit, where, x, blocked) -> list[int]:
        if spirit == "austro":
            if self.opts["austro_breeze"] == "any_two_in_line":
                line = _slot_line(where)
            elif self.opts["austro_breeze"] == "any_two_in_x_lines":
                line = austro_x_partners(slot_cell(where), x)
            else:
                line = ROW_COL[x]
            return [y for y in line if y != x and y not in blocked]
        return [y for y in CELLS if y != x and y not in blocked]

    def _distances(self, start: int, blocked: frozenset) -> dict:
        """Breeze cost from `start` to every cell (ZEF-BREEZE-COST), cached."""
        key = (start, blocked)
        dist = self._bfs_cache.get(key)
        if dist is not None:
            return dist
        if self.opts["breeze_cost"] == "straight_line":
            dist = {}
            r, c = divmod(start, SIZE)
            for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
                nr, nc, steps = r + dr, c + dc, 1
                while 0 <= nr < SIZE and 0 <= nc < SIZE:
                    cell = nr * SIZE + nc
                    dist[cell] = steps
                    if cell in blocked:
                        break
                    nr, nc, steps = nr + dr, nc + dc, steps + 1
        else:
            dist = {start: 0}
            queue = [start]
            for cur in queue:
                d = dist[cur] + 1
                for nxt in NEIGHBOURS[cur]:
                    if nxt not in dist:
                        dist[nxt] = d
                        if nxt not in blocked:
                            queue.append(nxt)
        dist.pop(start, None)
        self._bfs_cache[key] = dist
        return dist


def _exit_slots(cell: int, blocked: frozenset) -> list[str]:
    """Same answer as ZefiriaState._exit_slots (Austro leaving his island)."""
    r, c = divmod(cell, SIZE)
    slots = [f"T{c + 1}", f"R{r + 1}", f"B{c + 1}", f"L{r + 1}"]
    distance = [r, SIZE - 1 - c, SIZE - 1 - r, c]
    if min(distance) == 0:
        return [s for s, d in zip(slots, distance) if d == 0]
    usable = [(d, s) for s, d in zip(slots, distance) if slot_cell(s) not in blocked]
    if not usable:
        usable = list(zip(distance, slots))
    best = min(d for d, _ in usable)
    return [s for d, s in usable if d == best]


def _steps(a: int, b: int) -> int:
    return abs(a // SIZE - b // SIZE) + abs(a % SIZE - b % SIZE)


def _fingerprint(state):
    return (state.phase, state.active, state.round, state.serial, tuple(state.grid),
            tuple(sorted(state.pos.items())), state.ap, state.pool, tuple(state.anchored),
            state.forced, tuple(state.skyron_pair or ()), tuple(state.last_diag or ()))

"""A Fire Tower bot that plays a real strategy (pure rules-side code, no pygame).

FireTowerBot has the same interface as game.core.bots.RandomBot: `choose(state)`
returns one legal action, and the same seed always gives the same play.

How it decides
--------------
Every decision is a one-ply greedy search with a short completion:

* The position is first *determinised* from the deciding seat's point of view: the
  cards it cannot see (the other hands and the deck, pooled and sorted) are dealt
  again with the bot's own generator, and the dice streams are replaced by the bot's
  own numbers. So simulating an action that draws or rolls never looks at the real
  hidden cards or dice (the same public position always gives the same choice).
* Each candidate action (all of them, or a pruned sample when there are many: the
  squares nearest a back corner first, plus a seeded random few) is applied on a clone
  of that position, then the seat's own immediate follow-ups are completed cheaply
  (select/cells/cards: confirm when possible; the end of turn: end; relocation: done;
  otherwise a small greedy sample, as far as the work cap allows: see Effort) until the
  decision passes to someone else or the turn reaches its next part (the action after
  the wind gem is its own decision).
* The result is scored by `evaluate(state, seat)`, which only reads public data:
  - for every standing tower, the fire distance to its back corner: a 0-1-2 Dijkstra
    from all fire over squares without firebreaks, where a step in the wind's
    direction costs half a gem (the compulsory wind gem moves fire that way every turn);
  - minus the hawk power of that tower's enemies (hawks they control next to fire can
    carry a gem anywhere next to fire: one free gem each; a pending hawk trigger of an
    enemy counts fully);
  - danger(d) = 100 * 2^-(d-1), plus a small pressure term (every gem counts a little,
    more when nearer the corner) that breaks ties; the score is the danger of the weakest enemy tower
    (plus a quarter of the others) minus 1.6 x the danger of its own (and partner's)
    tower, +/- big terms for burned towers and the end of the game, + a value for an
    unused Bucket (so it is spent only when it pays more than it is worth: when fire is
    about to reach the back corner) and a little for hands' hawks.

Card choices that the board cannot judge (redraw, trims, Firestorm/Mutual Aid discards)
use a fixed card value: fire and hawk cards are kept, water and firebreak cards are kept
when its own tower is threatened.

Effort
------
The search is bounded by counting work, never by a clock (DESIGN.md: a bot's choice
depends only on the position and its seed), so the same position and seed give the same
move on any machine, loaded or idle, and in the worker process or not. A work unit is
one simulated action (an `apply` on a copy of the position) or one evaluation of a
position; these two are nearly all of the cost. `choose` has MAX_WORK (800) units a
decision. The candidates (at most `top_limit`, pruned as above) are all judged; each one
gets an even share of the units still left (left // candidates still to judge, so a
cheap line leaves its rest to the later ones). Inside a line the action, the forced and
quick follow-ups and the final score are always paid; a follow-up step that needs
judging takes as many candidates as the line can still afford (about 2 units each): a
seeded sample of its pruned candidates, and with none affordable, one of them unjudged.
So a decision costs at most MAX_WORK plus a few units a candidate (the forced steps).
`work` counts the units spent, `capped` the decisions where the cap made a follow-up
shallower.

Why 800: uncapped, a decision needs a median 50-60 units, p99 about 1000, at worst 2200
(a hawk gem landing, a pattern with many spots, in solo), 0.5 s of CPU at worst, at
0.15-0.2 ms a unit (0.5 ms at worst) on the 2-core test machine. With 800, 1-3 % of the
decisions are capped (those lose follow-up depth, not candidates) and the play keeps its
strength (below). Measured over 570 seeded games (200 2-player, 30 3-player, 40
4-player, 20 teams, 20 a solo level 1-7 in both Inferno wind modes; a busy machine),
CPU time a move: mean 0.019 s, p99 0.147 s, worst 0.317 s (2 of 55,539 moves above
0.3 s); work a move: mean 97 units, worst 806; 2.4 % of the moves capped. The time
limit it replaces (0.25 s of wall time) cut 6 % of the moves of the same games on that
busy machine (under 1 % when idle), so its play changed with the load.

Hints
-----
With `explain` set (the Hint button's bot), `choose` also leaves `reason`: why, as a
text key and its parameters (data/fire_tower/text.*.yaml, fire_tower.hint.<key>), found
after the choice on a determinised copy, so it never changes the choice: what the move
gains or prevents (the fire's distance to your tower and to the nearest enemy's, the fire
near them, firebreaks near your corner, the rivals' hawks and yours); a move that changes
none of these is compared with a sample of the others (EXPLAIN_OTHERS): "every other spot
brings fire nearer your tower" is said only when it is so.

Solo mode (`_evaluate_solo`, FT-SOLO-...)
-----------------------------------------
* Own tower: the fire distance to r0c0 where a step north or west costs 1 and a step
  east or south SOLO_DEAR (3): every quadrant Firestorm of the Inferno (the North and
  West cards, the penalty) moves the whole front one step that way. Danger is
  exponential in it (SOLO_OWN_DANGER) plus linear (SOLO_OWN_LINEAR per step), so the
  bot reacts long before the last step. Every gem of your quadrant costs a little more
  (nearer r0c0, more), and so does every fire face open to the north or west (what the
  next storm adds); a firebreak on the wall in front of the zone is worth SOLO_WALL; a
  Sanctuary square is guarded like the corner.
* Enemies: the fire distance (wind-cheap) to each back corner, 1.5 gems more while its
  Bucket is unused; exponential danger plus a linear term, the nearest enemy counting
  almost alone (SOLO_OTHER_ENEMIES 0.05: one target at a time burns faster).
* Decisions that put fire in your quadrant (Inferno patterns and Explosion, the single
  wind gem, enemy hawks' gems, challenge gems and blocks) sample the squares farthest
  from r0c0; water and the Bucket sample the placements that cover most gems near r0c0,
  and a placement is judged after its confirmation (what it removes). The search stops
  at the end of your turn: a simulation never rolls a random next Inferno card (the
  determinised Inferno deck has its placed cards on top).
* Challenges: a fixed ranking (CHALLENGE_RANK, least harmful first); two bad cards are
  skipped while skips are left.
* Card choices (redraw, discards): SOLO_CARD_VALUE -- water is always kept, hawk cards
  (your own quadrant only) and wind cards go first, so the hand does not clog.

Measured (tools/measure_fire_tower_levels.py --games 20 --levels 1-7, 2-core machine),
wins per level 1..7:
  default (solo_wind_card_mode firestorm): 0 5 % 0 0 0 0 0 (with the old time limit,
    same seeds: 5 % at level 1 only); the quadrant storms bring the front about one step
    nearer r0c0 per Inferno card and the tower burns around turn 15-25, usually after one
    or two enemies;
  single: 95 % 80 % 50 % 25 % 20 % 10 % 0 (time limit: 85 80 55 20 15 5 0).
Multiplayer (tools/measure_fire_tower_bot.py --games 200 --four 40 --three 30 --teams 20):
200/200, 40/40, 30/30, 20/20.
"""
from __future__ import annotations

import zlib

from game.core.rng import Rng

DIRS = ("N", "E", "S", "W")
OWN_WEIGHT = 1.6          # own tower danger counts this much more than an enemy's
OTHER_ENEMIES = 0.25      # weight of the enemies after the weakest one
BUCKET_VALUE = 30.0
BURNED_ENEMY = 400.0
BURNED_OWN = 800.0
WIN = 100000.0
PRESSURE = 2.0            # weight of the soft pressure of all gems on a back corner
INF = 10 ** 6
SOLO_OWN_DANGER = 2000.0  # solo: own danger when fire is one quadrant-storm step away
SOLO_ZONE_FIRE = 6.0      # solo: every gem in your zone costs a point of score
SOLO_QUAD_FIRE = 6.0      # solo: every gem in your quadrant (it fills up: penalty chain)
SOLO_QUAD_NEAR = 40.0     # solo: a gem of your quadrant, times 0.7^(its distance to (0,0))
SOLO_BUCKET_VALUE = 45.0
SOLO_DEAR = 3             # solo: own-corner distance, a step east or south (storms never go so)
SOLO_OWN_LINEAR = 60.0    # solo: every quadrant-storm step nearer your corner (up to SOLO_OWN_FAR)
SOLO_OWN_FAR = 14
SOLO_ENEMY_LINEAR = 10.0  # solo: every gem of progress toward an enemy corner (up to SOLO_ENEMY_FAR)
SOLO_ENEMY_FAR = 20.0
SOLO_OTHER_ENEMIES = 0.05
SOLO_EXPOSED = 3.0        # solo: a fire face of your quadrant open to the north or west
SOLO_WALL = 15.0          # solo: a firebreak on the wall in front of your zone (storms stop there)
SOLO_CARD_VALUE = {"fire": 3.0, "water": 2.7, "firebreak": 2.2, "hawk": 1.6, "wind": 1.5}
MAX_WORK = 800            # work units per decision (see "Effort" above)
EXPLAIN_OTHERS = 12       # other moves a hint compares its move with (when it must)
SHIELD_REACH = 6          # a firebreak this near (steps) one's own back corner shields it
# Challenges, least harmful first (the bot skips a draw whose best card ranks from SKIP_RANK).
CHALLENGE_RANK = ("calm_wind", "drought", "restricted_operations", "downpour", "action_plan",
                  "spot_fires", "wet_line", "thick_smoke", "resistant_construction",
                  "smoldering_fires", "resupply", "red_flag", "sanctuary")
SKIP_RANK = 7
# Decisions that put Inferno (or challenge) fire in your own quadrant.
_OWN_FIRE_KINDS = ("inferno_gem", "challenge_gem", "challenge_block")


def _stable_hash(value) -> int:
    return zlib.crc32(repr(value).encode("utf-8"))


class FireTowerBot:
    """Greedy one-ply Fire Tower player (see the module docstring)."""

    def __init__(self, seed: int = 0, top_limit: int = 36, follow_limit: int = 6,
                 follow_depth: int = 6, max_work: int = MAX_WORK):
        self.seed = seed
        self.top_limit = top_limit          # candidates judged at a real decision
        self.follow_limit = follow_limit    # candidates judged at each follow-up step
        self.follow_depth = follow_depth    # follow-up steps of the same seat
        self.max_work = max_work            # work units per decision (see "Effort")
        self.capped = 0                     # decisions the work cap made shallower
        self.work = 0                       # work units spent, all decisions
        self.evaluations = 0                # states scored (for tests and measures)
        self.clones = 0
        self._streak = (None, 0)
        self._left = 0                      # units left in this decision
        self._line = 0                      # units left for the candidate being judged
        self._short = False                 # the cap cut a follow-up in this decision
        self.explain = False                # also say why (`reason`) after each choice
        self.reason = None

    # ------------------------------------------------------------------ entry
    def choose(self, state):
        action = self._choose(state)
        if getattr(self, "explain", False):
            try:
                self.reason = self._explain(state, action)
            except Exception:                  # a reason is a nicety: never fail a move for it
                self.reason = ("best", {})
        return action

    def _choose(self, state):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = state.current_player
        kind = state.decision["kind"]
        # A guard against endless toggling in one decision (should never trigger).
        key = (state.turn_number, kind, seat)
        count = self._streak[1] + 1 if self._streak[0] == key else 1
        self._streak = (key, count)
        if count > 40:
            for name in ("confirm", "done", "end", "stop"):
                if (name,) in legal:
                    return (name,)
        if kind in ("cards", "trim"):
            return self._card_choice(state, seat, legal)
        if kind == "challenge_choice":
            return self._challenge_choice(legal)
        rng = Rng(self.seed * 0x9E3779B1 ^ _stable_hash(
            ("".join(state.cells), tuple(state.hawks), state.wind, state.turn_number, kind, seat)))
        base = self._determinise(state, seat, rng)
        cands = self._prune(state, legal, self.top_limit, rng)
        rng.shuffle(cands)                     # ties go to a seeded random candidate
        self._left = self.max_work
        self._short = False
        baseline = None
        # Hill climbing decisions: a step must beat stopping now.
        stop = next((a for a in (("confirm",), ("done",)) if a in legal), None)
        lines = len(cands)
        if stop is not None and kind in ("select", "cells", "relocate"):
            baseline = self._value(base, stop, seat, rng, self._left // (lines + 1))
        best, best_v = None, None
        for i, a in enumerate(cands):
            if a == stop and baseline is not None:
                v = baseline
            else:                              # the units left, shared by the lines left
                v = self._value(base, a, seat, rng, self._left // (lines - i))
            if best_v is None or v > best_v + 1e-9:
                best, best_v = a, v
        if self._short:
            self.capped += 1
        if stop is not None and baseline is not None and best_v <= baseline + 1e-6:
            return stop
        return best

    # ------------------------------------------------------------------ hints
    def _explain(self, state, action):
        """(text key, params): why `action`, read off a determinised copy after the choice:
        what it gains (fire nearer a rival tower, a hawk ready, a firebreak) or prevents
        (fire nearer your tower, a rival's hawk in reach), checked against the other moves
        when the move itself changes nothing that counts."""
        legal = state.legal_actions()
        d = state.decision or {}
        kind, seat = d.get("kind"), state.current_player
        if len(legal) == 1:
            return "only", {}
        if kind == "cards" or action == ("redraw",):
            return ("cards_keep" if action == ("confirm",) else "cards_swap"), {}
        if kind == "trim":
            return "trim", {}
        if kind == "challenge_choice":
            return ("skip" if action == ("skip",) else "challenge"), {}
        if action in (("confirm",), ("done",), ("stop",)):
            return "enough", {}
        if kind == "hawk_place" and action[0] == "hawk":
            return "hawk", {}
        rng = Rng(self.seed * 0x2545F491 ^ _stable_hash(("hint", "".join(state.cells), state.turn_number, kind)))
        base = self._determinise(state, seat, rng)
        before = self._facts(base, seat)

        def after(a):
            c = base.clone()
            self._left = self._line = self.max_work
            self._sim(c, a)
            self._complete(c, seat, rng, base.turn_number)
            return c, self._facts(c, seat)

        def others():
            """The facts after each other move (a fixed sample: the hint never gets slow)."""
            return [after(a)[1] for a in legal if a != action and a[0] not in ("confirm", "done", "stop")][:EXPLAIN_OTHERS]

        c, now = after(action)
        if c.is_over and self.evaluate(c, seat) >= WIN:
            return "wins", {}
        burned = [col for col in now["burned"] if col not in before["burned"]]
        if any(col in now["mine"] for col in burned):
            return "least_bad", {}
        if burned:
            return "burns", {"tower": burned[0]}
        if now["own"] > before["own"]:
            return "defend", {}
        if now["own"] < before["own"]:
            rest = others()
            if rest and all(o["own"] <= now["own"] for o in rest):
                return "least_harm", {}
        elif now["enemy"] >= before["enemy"] or now["target"] is None:
            rest = others()
            if action[0] in ("wind", "wind_gem") and rest and all(o["own"] < before["own"] for o in rest):
                return "only_safe_wind", {}
        if now["enemy"] < before["enemy"] and now["target"] is not None:
            return "attack", {"tower": now["target"]}
        if now["own_fire"] < before["own_fire"] - 1e-9:
            return "douse", {}
        if now["threat"] < before["threat"] - 1e-9:
            return "hawks_away", {}
        if now["shield"] > before["shield"]:
            return "shield", {}
        if now["hawks"] > before["hawks"] + 1e-9:
            return "hawk_ready", {}
        gained = now["enemy_fire"] - before["enemy_fire"]          # every gem adds to both: the net
        if now["target"] is not None and gained > now["own_fire"] - before["own_fire"] + 1e-9:
            return "pressure", {"tower": now["target"]}
        if action[0] in ("wind", "wind_gem"):
            rest = others()
            if rest and all(o["own_fire"] >= now["own_fire"] - 1e-9 for o in rest):
                return "farthest", {}
        if now["own"] >= before["own"]:
            rest = others()
            if rest and sum(o["own"] < before["own"] for o in rest) * 2 >= len(rest):
                return "others_closer", {}
            if action[0] in ("wind", "place", "wind_gem", "target", "to"):
                return "safe", {}
        return "best", {}

    def _facts(self, state, seat) -> dict:
        """What a hint compares: the fire's distance (half-gems) to the nearest own and
        enemy back corner, the nearest enemy tower, the burned towers and one's own; the
        fire's pressure on one's own and on that enemy's corner (_pressure), firebreaks
        near one's own corner (`shield`), the rivals' hawk power and one's own."""
        cfg = state.cfg
        if state.solo is not None:
            mine = {state.own_tower}
            enemies = [col for col in state.solo["enemies"] if col not in state.burned]
            own_dist = _fire_distance(state, ("N", "W"), SOLO_DEAR)
            friends = {seat}
        else:
            friends = {seat} | ({state.partner(seat)} if state.teams else set())
            mine = {t for f in friends for t in state.seat_towers[f]}   # FT-VAR-*: a seat's towers
            enemies = [col for col in state.all_towers() if col not in mine and col not in state.burned]
            own_dist = _fire_distance(state)
        dist = _fire_distance(state)
        standing = [col for col in mine if col not in state.burned]
        own = min((own_dist[cfg.back_corner[col]] for col in standing), default=INF)
        near = min(enemies, key=lambda col: (dist[cfg.back_corner[col]], col), default=None)
        power = _hawk_power(state) if state.solo is None else {}
        size = cfg.size
        corners = [divmod(cfg.back_corner[col], size) for col in standing]
        shield = sum(1 for sq, cell in enumerate(state.cells) if cell == "x" and any(
            abs(sq // size - r) + abs(sq % size - c) <= SHIELD_REACH for r, c in corners))
        return {"own": own, "enemy": dist[cfg.back_corner[near]] if near else INF, "target": near,
                "burned": set(state.burned), "mine": mine,
                "own_fire": sum(_pressure(state, col) for col in standing),
                "enemy_fire": _pressure(state, near) if near else 0.0,
                "threat": sum(p for s, p in power.items() if s not in friends),
                "hawks": sum(p for s, p in power.items() if s in friends),
                "shield": shield}

    # --------------------------------------------------------- determinising
    def _determinise(self, state, seat, rng):
        """A clone whose hidden cards and dice come from the bot's own generator."""
        c = state.clone()
        self.clones += 1
        others = [i for i in range(c.n) if i != seat]
        hidden = sorted([cid for i in others for cid in c.hands[i]] + list(c.deck))
        rng.shuffle(hidden)
        pos = 0
        for i in others:
            k = len(c.hands[i])
            c.hands[i] = hidden[pos:pos + k]
            pos += k
        c.deck = hidden[pos:]
        if c.solo is not None:                                # the Inferno and Challenge orders too
            for key in ("inferno", "challenges"):
                hidden_order = sorted(c.solo[key])
                rng.shuffle(hidden_order)
                c.solo[key] = hidden_order
            # A placed Inferno card on top (if any is left): a simulation stops at its
            # decision instead of rolling a random quadrant storm into every judgement.
            c.solo["inferno"].sort(key=lambda cid: c.card_def(cid).effect != "wind")
        c.rng = {name: rng.next64() for name in c.rng}
        c.invalidate()
        return c

    # ---------------------------------------------------------------- search
    def _spend(self, units: int = 1) -> None:
        self.work += units
        self._left -= units
        self._line -= units

    def _sim(self, state, action) -> None:
        """Apply an action to a simulated position: one work unit."""
        self._spend()
        state.apply(action)

    def _judge(self, state, seat) -> float:
        """Score a simulated position: one work unit."""
        self._spend()
        return self.evaluate(state, seat)

    def _value(self, base, action, seat, rng, allowance) -> float:
        """The score after `action` and its cheap completion, in about `allowance` units
        (the action and the final score always; follow-up judging only while units last)."""
        c = base.clone()
        self.clones += 1
        self._line = allowance
        try:
            self._sim(c, action)
            self._complete(c, seat, rng, base.turn_number)
        except Exception:                      # a simulation must never crash the bot
            return -INF
        return self._judge(c, seat)

    def _complete(self, c, seat, rng, turn=None) -> None:
        """Play the seat's own immediate follow-ups with a cheap policy (solo: up to the end
        of this turn; the next Inferno card is the evaluation's business)."""
        if turn is None:
            turn = c.turn_number
        for _ in range(self.follow_depth):
            if c.is_over or c.decision is None or c.decision["seat"] != seat:
                return
            if c.solo is not None and c.turn_number != turn:
                return
            legal = c.legal_actions()
            if not legal:
                return
            kind = c.decision["kind"]
            if kind in ("turn_wind", "turn_action"):
                return                         # a new part of the turn: judged when it comes
            if len(legal) == 1:
                self._sim(c, legal[0])
                continue
            quick = None
            for name in ("confirm", "end", "done", "stop"):
                if (name,) in legal:
                    quick = (name,)
                    break
            if kind in ("cards", "trim"):
                quick = self._card_choice(c, seat, legal)
            climb = c.solo is not None and kind == "cells" and quick == ("confirm",)
            if quick is not None and not climb:
                self._sim(c, quick)
                continue
            # What the line can still afford: the move itself, then about 2 units a judged
            # candidate (its action and its score; a solo placement's confirmation is a 3rd).
            room = (self._line - 1) // (3 if c.solo is not None else 2)
            best, best_v = None, None
            if climb:                          # solo: another square only if it pays
                if room < 1:
                    self._short = True
                    self._sim(c, quick)        # no units left to look further: stop here
                    continue
                best, best_v = quick, self._judge(c, seat)
                legal = [a for a in legal if a != quick]
                room -= 1
            cands = self._prune(c, legal, max(min(self.follow_limit, room), 1), rng)
            rng.shuffle(cands)                 # no tie may favour one corner of the board
            if len(cands) > max(room, 1):      # the cap: a seeded sample of the pruned ones
                self._short = True
                cands = cands[:max(room, 1)]
            if len(cands) == 1 and best is None:
                self._sim(c, cands[0])         # one left: no need to judge it
                continue
            for a in cands:
                t = c.clone()
                self.clones += 1
                self._sim(t, a)
                if t.solo is not None and t.decision is not None and t.decision["seat"] == seat \
                        and t.decision["kind"] == "select" and ("confirm",) in t.legal_actions():
                    self._sim(t, ("confirm",))    # a placement is judged by what it removes
                v = self._judge(t, seat)
                if best_v is None or v > best_v:
                    best, best_v = a, v
            self._sim(c, best)

    def _prune(self, state, legal, limit, rng) -> list:
        """At most `limit` actions: those without a square, then the squares nearest a
        standing back corner, then a seeded random sample of the rest."""
        if len(legal) <= limit:
            return list(legal)
        towers = state.all_towers() + (state.solo["enemies"] if state.solo is not None else [])
        corners = [divmod(state.cfg.back_corner[t], state.cfg.size)
                   for t in towers if t not in state.burned] or [(0, 0)]
        far = douse = False
        if state.solo is not None and state.decision is not None:
            d = state.decision
            own = divmod(state.cfg.back_corner[state.own_tower], state.cfg.size)
            corners = [q for q in corners if q != own] or [own]   # fire goes to the enemies
            if d.get("inferno") or d["kind"] in _OWN_FIRE_KINDS or (
                    d["kind"] == "hawk_trigger" and d.get("at") is not None
                    and not state._in_own_quadrant(d["at"])):
                corners, far = [own], True     # fire forced into your quadrant: far away
            elif d.get("effect") in ("water", "bucket"):
                corners, douse = [own], True   # defence: the most gems near your corner
            elif d.get("effect") == "firebreak":
                corners = [own]                # defence: near your own corner
            elif d["kind"] == "reforest":      # a wall at home, or an enemy firebreak away
                corners.append(own)
        shapes = None
        if state.decision is not None and state.decision["kind"] == "pattern":
            try:                               # a placement is judged by all its squares
                shapes = state._shapes(state.decision)
            except Exception:
                shapes = None
        plain, placed = [], []
        for i, a in enumerate(legal):
            if len(a) >= 3 and type(a[1]) is int and type(a[2]) is int:
                r, c = a[1], a[2]
                if shapes is not None and len(a) == 4 and 0 <= a[3] < len(shapes):
                    spots = [(r + dr, c + dc) for dr, dc, _ in shapes[a[3]]] or [(r, c)]
                else:
                    spots = [(r, c)]
                if douse:
                    size, cells = state.cfg.size, state.cells
                    cr, cc = corners[0]
                    gap = -sum(1.0 + 10.0 * 0.7 ** (abs(pr - cr) + abs(pc - cc)) for pr, pc in spots
                               if 0 <= pr < size and 0 <= pc < size and cells[pr * size + pc] == "f")
                else:
                    gap = min(abs(pr - cr) + abs(pc - cc) for cr, cc in corners for pr, pc in spots)
                placed.append((-gap if far else gap, i, a))
            else:
                plain.append(a)
        if len(plain) > limit // 2:            # many Reckless Abandon sets: a sample
            keep = [a for a in plain if a[0] != "reckless"]
            extra = [a for a in plain if a[0] == "reckless"]
            rng.shuffle(extra)
            plain = keep + extra[:max(limit // 2 - len(keep), 1)]
        placed.sort()
        room = max(limit - len(plain), 4)
        near = room * 2 // 3
        out = plain + [a for _, _, a in placed[:near]]
        rest = [a for _, _, a in placed[near:]]
        rng.shuffle(rest)
        return out + rest[:room - near]

    # ------------------------------------------------------------ evaluation
    def evaluate(self, state, seat) -> float:
        """The worth of a position for `seat`, from public information only."""
        self.evaluations += 1
        if state.solo is not None:
            return self._evaluate_solo(state)
        if state.is_over:
            winners = state.winners or []
            if seat in winners or (state.teams and state.partner(seat) in winners):
                return WIN
            return -WIN
        friends = {seat}
        if state.teams:
            friends.add(state.partner(seat))
        dist = _fire_distance(state)
        power = _hawk_power(state)
        own, enemies = 0.0, []
        score = 0.0
        for colour in state.all_towers():                    # FT-VAR-*: two towers, the ghost's
            owner = state.tower_seat[colour]
            mine = owner in friends
            if colour in state.burned:
                score += -BURNED_OWN if mine else BURNED_ENEMY
                continue
            d = dist[state.cfg.back_corner[colour]] / 2.0
            foes = _foes(state, owner)
            d -= sum(power.get(f, 0.0) for f in foes)
            danger = 100.0 * 2.0 ** (-(max(d, 0.0) - 1.0)) + PRESSURE * _pressure(state, colour)
            if mine:
                own += danger
            else:
                enemies.append(danger)
        if enemies:
            enemies.sort(reverse=True)
            score += enemies[0] + OTHER_ENEMIES * sum(enemies[1:])
        score -= OWN_WEIGHT * own
        if state.guardian_seat is not None:                  # FT-VAR-OAKS: the Guardian's Oaks
            score += _oak_score(state, seat, dist)
        if state.bucket[seat] and state.is_active(seat):
            score += BUCKET_VALUE
        return score

    def _evaluate_solo(self, state) -> float:
        """Solo mode: protect the NW tower (fire distance to its back corner where a step
        north or west costs one and other steps two: every quadrant Firestorm of the Inferno
        brings fire one step nearer), keep your quadrant clear (gems near your corner, and
        room for the Inferno patterns: a full quadrant loses by the penalty chain), push
        fire toward the enemy back corners (an unused enemy Bucket counts as 1.5 gems more),
        value unused Buckets and cards in hand."""
        solo = state.solo
        if state.is_over:
            res = solo["result"] or {}
            return WIN + 100.0 * res.get("score", 0) if res.get("outcome") == "win" else -WIN
        cfg = state.cfg
        own = state.own_tower
        storm = _fire_distance(state, ("N", "W"), SOLO_DEAR)
        d = storm[cfg.back_corner[own]]
        score = -SOLO_OWN_DANGER * 2.0 ** (-(max(d, 0) - 1)) - SOLO_OWN_LINEAR * max(SOLO_OWN_FAR - d, 0)
        if solo["sanctuary"] is not None:     # Sanctuary: fire there loses too
            d = storm[solo["sanctuary"]]
            score -= 0.6 * SOLO_OWN_DANGER * 2.0 ** (-(max(d, 0) - 1))
        cells, size = state.cells, cfg.size
        cr, cc = divmod(cfg.back_corner[own], size)
        quad = 0.0
        zone_of = cfg.quadrant_of
        north, west = state.geo.step["N"], state.geo.step["W"]
        for sq in cfg.quadrant_squares[own]:
            if cells[sq] in "fE":
                r, c = divmod(sq, size)
                if cells[sq] == "f":
                    quad += SOLO_QUAD_FIRE + SOLO_QUAD_NEAR * 0.7 ** (abs(r - cr) + abs(c - cc))
                for t in (north[sq], west[sq]):   # the front the next quadrant storm spreads
                    if t >= 0 and cells[t] == "." and zone_of[t] == own:
                        quad += SOLO_EXPOSED
        score -= quad + SOLO_ZONE_FIRE * (9 - state.solo_score())
        score += SOLO_WALL * sum(1 for sq in _wall(cfg, own) if cells[sq] == "x")
        dist = _fire_distance(state)
        enemies = []
        for colour in solo["enemies"]:
            if colour in state.burned:
                score += BURNED_ENEMY
                continue
            d = dist[cfg.back_corner[colour]] / 2.0
            if solo["enemy_bucket"][colour]:
                d += 1.5                      # its Bucket will clear a line
            if solo["resistant"] == colour:
                d += 2.0
            enemies.append(100.0 * 2.0 ** (-(max(d, 0.0) - 1.0)) + PRESSURE * _pressure(state, colour)
                           + SOLO_ENEMY_LINEAR * max(SOLO_ENEMY_FAR - d, 0.0))
        if enemies:
            enemies.sort(reverse=True)
            score += enemies[0] + SOLO_OTHER_ENEMIES * sum(enemies[1:])
        if state.bucket[0]:
            score += SOLO_BUCKET_VALUE
        score += 2.0 * len(state.hands[0])
        return score

    def _challenge_choice(self, legal):
        """The challenge that hurts least (CHALLENGE_RANK); skip two bad ones if allowed."""
        def rank(a):
            return CHALLENGE_RANK.index(a[1]) if a[1] in CHALLENGE_RANK else len(CHALLENGE_RANK)
        kept = sorted((a for a in legal if a[0] == "challenge"), key=lambda a: (rank(a), a[1]))
        if ("skip",) in legal and (not kept or rank(kept[0]) >= SKIP_RANK):
            return ("skip",)
        return kept[0] if kept else legal[0]

    # ---------------------------------------------------------- card choices
    def _card_value(self, state, seat, cid) -> float:
        kind = state.card_def(cid).type
        if state.solo is not None:             # solo: water always matters, hawks only
            return SOLO_CARD_VALUE.get(kind, 1.0)   # go to your own quadrant
        dist = _fire_distance(state)
        threatened = any(dist[state.cfg.back_corner[c]] <= 10 for c in state.live_towers(seat))
        return {"fire": 3.0, "hawk": 2.8, "wind": 1.5,
                "water": 2.6 if threatened else 1.2,
                "firebreak": 2.4 if threatened else 1.0}.get(kind, 1.0)

    def _card_choice(self, state, seat, legal):
        d = state.decision
        if d["kind"] == "trim":
            return min(legal, key=lambda a: (self._card_value(state, seat, a[1]), a[1]))
        picked = d.get("picked_cards", [])
        hand = state.hands[seat]
        values = {cid: self._card_value(state, seat, cid) for cid in hand}
        want = [cid for cid in sorted(hand, key=lambda c: (values[c], c)) if values[cid] < 2.0]
        lo, hi = d.get("min", 0), d.get("max", len(hand))
        if len(want) < lo:
            want = sorted(hand, key=lambda c: (values[c], c))[:lo]
        want = want[:hi]
        for cid in want:
            if cid not in picked and ("pick", cid) in legal:
                return ("pick", cid)
        for cid in picked:
            if cid not in want and ("pick", cid) in legal and len(picked) > lo:
                return ("pick", cid)
        if ("confirm",) in legal:
            return ("confirm",)
        return legal[0]


def _foes(state, owner) -> list:
    if state.teams:
        return [s for s in range(state.n) if s != owner and s != state.partner(owner)]
    return [s for s in range(state.n) if s != owner]


def _oak_score(state, seat, dist) -> float:
    """FT-VAR-OAKS: the Guardian keeps fire off the standing Oaks' crowns (it falls at
    the third); the others gain a little from every burned Oak and from fire near a crown."""
    v = state.variant
    if v["felled"]:
        return 0.0
    table = state.cfg.variants.oaks
    danger = 0.0
    for side in v["oaks"]:
        if side in v["oaks_burned"]:
            continue
        d = min(dist[q] for q in table[side]["crown"]) / 2.0
        danger += 2.0 ** (-(max(d, 0.0) - 1.0))
    burned = len(v["oaks_burned"])
    if seat == state.guardian_seat:
        return -OWN_WEIGHT * 100.0 * danger - BURNED_OWN * burned / 2.0
    return 10.0 * danger + BURNED_ENEMY * burned / 8.0


def _fire_distance(state, cheap=None, dear=2) -> list:
    """Half-gems from fire to every square: 1 for a step with the wind (or in any of the
    `cheap` directions), `dear` (2) otherwise; firebreaks block; fire squares are 0."""
    memo = state._board_memo()
    cheap = frozenset(cheap or (state.wind,))
    key = ("bot_dist", cheap, dear)
    if key in memo:
        return memo[key]
    cells = state.cells
    geo = state.geo
    count = geo.count
    dist = [INF] * count
    buckets = [[]]
    for sq in range(count):
        if cells[sq] == "f" or cells[sq] == "E":
            dist[sq] = 0
            buckets[0].append(sq)
    steps = [(geo.step[d], 1 if d in cheap else dear) for d in DIRS]
    level = 0
    while level < len(buckets):
        for sq in buckets[level]:
            if dist[sq] != level:
                continue
            for table, cost in steps:
                m = table[sq]
                if m < 0 or cells[m] == "x":
                    continue
                nd = level + cost
                if nd < dist[m]:
                    dist[m] = nd
                    while len(buckets) <= nd:
                        buckets.append([])
                    buckets[nd].append(m)
        level += 1
    memo[key] = dist
    return dist


_NEAR: dict = {}
_WALLS: dict = {}


def _wall(cfg, colour) -> tuple:
    """The squares just outside a tower zone, on the side away from its back corner (the
    Inferno storms go north and west: firebreaks there keep them out of the zone)."""
    wall = _WALLS.get(colour)
    if wall is None:
        size = cfg.size
        cr, cc = divmod(cfg.back_corner[colour], size)
        zone = {divmod(sq, size) for sq in cfg.zone_squares[colour]}
        depth = max(max(abs(r - cr), abs(c - cc)) for r, c in zone) + 1
        wall = tuple(sorted(r * size + c for r in range(size) for c in range(size)
                            if max(abs(r - cr), abs(c - cc)) == depth
                            and min(abs(r - cr), abs(c - cc)) < depth))
        _WALLS[colour] = wall
    return wall


def _pressure(state, colour) -> float:
    """Sum over fire gems of 2^-(Manhattan distance to the back corner / 2): breaks the
    ties of the fire distance (more fire, and nearer, is worse for that tower)."""
    corner = state.cfg.back_corner[colour]
    table = _NEAR.get((state.cfg.size, corner))
    if table is None:
        size = state.cfg.size
        cr, cc = divmod(corner, size)
        table = tuple(0.5 ** ((abs(r - cr) + abs(c - cc)) / 2.0)
                      for r in range(size) for c in range(size))
        _NEAR[(size, corner)] = table
    cells = state.cells
    return sum(table[sq] for sq in range(len(cells)) if cells[sq] == "f")


def _hawk_power(state) -> dict:
    """Seat -> free gems its hawks may soon give it (hawks next to fire, most of all on a
    square its next wind gem can reach; a hawk trigger waiting for that seat)."""
    power: dict = {}
    if state.hawks:
        frontier = set(state.frontier())
        downwind = set(state.wind_targets(state.wind))
        for sq in state.hawks:
            owner = state.quad_owner[state.cfg.quadrant_of[sq]]
            if owner is None or state.status[owner] == "out":
                continue
            if sq in downwind:
                w = 0.8
            elif sq in frontier:
                w = 0.5
            else:
                w = 0.1
            power[owner] = power.get(owner, 0.0) + w
    d = state.decision
    if d is not None and d["kind"] == "hawk_trigger":
        power[d["seat"]] = power.get(d["seat"], 0.0) + 1.0
    for seat in power:
        power[seat] = min(power[seat], 2.0)
    return power

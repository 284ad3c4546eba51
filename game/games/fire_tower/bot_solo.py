"""The Fire Tower solo computer player that plans over the Inferno's next card (pure
rules-side code, no pygame).

SoloPlanner has the interface of FireTowerBot (`choose(state)`, `explain`, `reason`,
`work`, `max_work`) and is the same player in multiplayer games; only the solo mode
(`state.solo` set) plays differently. FireTowerBot (bot.py) is "the old bot" of
tools/measure_fire_tower_levels.py (--bot old).

How it decides (solo)
---------------------
The main choice of a turn (the action of Phase 2 and the end of the turn, where the Bucket
may be spent) is made in two stages:

1. *Screening*: every candidate (pruned as FireTowerBot prunes them) is judged as
   FireTowerBot judges it: applied on a determinised copy, the rest of the turn completed
   with the cheap follow-up policy, the position scored by the solo evaluation. This stage
   has SCREEN_WORK units.
2. *Planning*: the best PLAN_TOP candidates of the screening are played again, each in
   PLAN_SCENARIOS determinised futures that run past the end of the turn: the next turn's
   Inferno card is revealed and resolved (its pattern or Explosion placed by the cheap
   policy, its quadrant storm spread, the round's end and the challenge draw settled),
   up to the wind gem of the next turn, where the position is scored. The hidden order of
   the Inferno deck is never read: each scenario puts a different card of the Inferno
   deck's *contents* on top (the cards not yet revealed this round are public: the deck
   holds the five Inferno cards minus the discards), the rest and the player deck are
   re-dealt with the bot's own generator. A candidate's value is the mean of its scenarios
   minus RISK x (mean - worst): one Inferno card that would burn the tower or leave no room
   weighs more than its share.
   The planned value decides; the screening value only breaks near-ties.

Every other decision (the wind gem, placements, Inferno patterns, card choices) is
FireTowerBot's one-ply search with the solo evaluation below. Challenges: skipped while
skips are left (SKIP_ALL), otherwise the one of the two drawn that costs the race least
(`_challenge_cost`: CHALLENGE_COST, and Wet Line, Resistant Construction and Downpour
read off the position; SITUATIONAL); FireTowerBot keeps a fixed rank.

Evaluation (`evaluate`, solo)
-----------------------------
FireTowerBot's solo evaluation (own tower: fire distance to r0c0 where a storm step
north or west costs 1; the quadrant's gems, near r0c0 dearer; the wall in front of the
zone; enemies: fire distance to their back corners), with the attack counted ATTACK + 1
times (the nearest standing enemy's danger and every burned enemy). Watching seeded games
of the default rules showed why: the Inferno fills your quadrant within three or four
rounds whatever you do (two quadrant storms and about a dozen gems a round against one
water card a turn at best), so the game is a race; a burned tower also brings a partial
Firestorm and a card.

Your hawks are what wins that race (`_hawks_value`): a hawk in your quadrant is HAWK, and
HAWK_FRONT more with fire next to it. Every gem the Inferno lands on it (a pattern, an
Explosion, a quadrant storm) is carried off to any square next to fire, so it leaves your
quadrant and lands on an enemy's front, even on a back corner. FireTowerBot's solo
evaluation gave hawks nothing and its redraws threw hawk cards away first; SoloPlanner
plays them (HAWK_CARD in redraws). Challenges are skipped while skips are left
(SKIP_ALL): every challenge slows the race, even the mildest. QUAD_EXTRA (more weight on
your quadrant's gems) and RACE (the enemies after the nearest) are knobs that were tried
and are off (no measurable gain).

Effort
------
A fixed amount of work, never a clock (DESIGN.md): work units as in bot.py (one simulated
action or one evaluation); SCREEN_WORK + PLAN_WORK units for a main choice, MAX_WORK
(FireTowerBot's) for the others. The same position and seed give the same move.

Measured (tools/measure_fire_tower_levels.py, both bots on the same seeds, the whole table
in its docstring): default rules, levels 1-3, 60 games each: 50 %, 52 %, 28 % against the
old bot's 15 %, 10 %, 5 % (95 % intervals apart); levels 4-7 (30 games): 3 %, 0 %, 7 %, 0 %
against 0 %, 0 %, 0 %, 3 %. --single, levels 1-7: 100, 93, 93, 73, 70, 57, 17 % against
90, 92, 75, 43, 20, 17, 0 %. CPU a move: mean 0.03 s, p99 0.15 s, worst 0.27 s.

Hints: `explain` works as in FireTowerBot (the reason is read off a determinised copy
after the choice and never changes it), with two reasons of its own: a hawk card played
(hint.solo_hawks) and a challenge skipped for the race (hint.skip_race).
"""
from __future__ import annotations

from game.core.rng import Rng

from . import bot
from .bot import (BURNED_ENEMY, FireTowerBot, INF, MAX_WORK, SOLO_ENEMY_FAR, SOLO_ENEMY_LINEAR,
                  _fire_distance, _stable_hash)

SCREEN_WORK = 400       # units of the screening stage of a main choice
PLAN_WORK = 500         # units of the planning stage
PLAN_TOP = 3            # candidates planned
PLAN_SCENARIOS = 3      # determinised futures per planned candidate
RISK = 0.35             # weight of (mean - worst) taken off a planned value
SCREEN_TIE = 0.02       # weight of the screening value in the final choice
QUAD_EXTRA = 0.0       # every gem of your quadrant, on top of FireTowerBot's weight
ATTACK = 1.0           # the nearest enemy's danger and the burned ones, on top of FireTowerBot's
RACE = 0.0             # every gem of progress toward the enemies after the nearest
HAWK = 40.0            # an own hawk in your quadrant: it turns an Inferno gem into an attack gem
HAWK_FRONT = 15.0      # ... more when fire is next to it (a pattern or a storm lands there soon)
SKIP_ALL = True        # skip every challenge while skips are left (the game is a race)
SITUATIONAL = True     # challenges chosen by CHALLENGE_COST and the position, not FireTowerBot's rank
# What a challenge costs the race (cheapest first); some are read off the position.
CHALLENGE_COST = {"drought": 1.0, "calm_wind": 4.0, "restricted_operations": 4.0, "resupply": 4.5,
                  "action_plan": 5.0, "thick_smoke": 6.0, "spot_fires": 6.5, "smoldering_fires": 7.0,
                  "red_flag": 7.5, "sanctuary": 9.0}
HAWK_CARD = 2.9        # a hawk card's value in redraws and discards (FireTowerBot's solo: 1.6)
MAIN_KINDS = ("turn_action", "turn_end")


class SoloPlanner(FireTowerBot):
    """FireTowerBot with a planning stage over the next Inferno card in solo games."""

    def __init__(self, seed: int = 0, top_limit: int = 36, follow_limit: int = 6,
                 follow_depth: int = 6, max_work: int = MAX_WORK,
                 screen_work: int = SCREEN_WORK, plan_work: int = PLAN_WORK,
                 plan_top: int = PLAN_TOP, scenarios: int = PLAN_SCENARIOS):
        super().__init__(seed, top_limit, follow_limit, follow_depth, max_work)
        self.screen_work = screen_work
        self.plan_work = plan_work
        self.plan_top = plan_top
        self.scenarios = scenarios
        self.planned = 0                  # main choices made by the planning stage

    def _choose(self, state):
        if self.situational and state.solo is not None and state.decision is not None \
                and state.decision["kind"] == "challenge_choice":
            legal = state.legal_actions()
            if self.skip_all and ("skip",) in legal:
                return ("skip",)
            kept = [a for a in legal if a[0] == "challenge"]
            if kept:
                return min(kept, key=lambda a: (self._challenge_cost(state, a[1]), a[1]))
        if state.solo is None or state.decision is None or state.decision["kind"] not in MAIN_KINDS \
                or state.decision["seat"] != state.current_player:
            return super()._choose(state)
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = state.current_player
        kind = state.decision["kind"]
        rng = Rng(self.seed * 0x9E3779B1 ^ _stable_hash(
            ("plan", "".join(state.cells), tuple(state.hawks), state.wind, state.turn_number, kind, seat)))
        # 1. screening, as FireTowerBot judges a candidate
        base = self._determinise(state, seat, rng)
        cands = self._prune(state, legal, self.top_limit, rng)
        rng.shuffle(cands)
        self._left = self.screen_work
        self._short = False
        screened = []
        for i, a in enumerate(cands):
            v = self._value(base, a, seat, rng, self._left // (len(cands) - i))
            screened.append((v, i, a))
        screened.sort(key=lambda t: (-t[0], t[1]))
        top = [(v, a) for v, _, a in screened[:self.plan_top] if v > -INF]
        if len(top) <= 1:
            return screened[0][2]
        # 2. planning past the next Inferno card
        futures = self._futures(state, seat, rng)
        self._left = self.plan_work
        best, best_v = None, None
        lines = len(top) * len(futures)
        done = 0
        for v0, a in top:
            values = []
            for fut in futures:
                allowance = self._left // max(lines - done, 1)
                values.append(self._plan_value(fut, a, seat, rng, allowance))
                done += 1
            mean = sum(values) / len(values)
            worst = min(values)
            v = mean - RISK * (mean - worst) + SCREEN_TIE * v0
            if best_v is None or v > best_v + 1e-9:
                best, best_v = a, v
        self.planned += 1
        if self._short:
            self.capped += 1
        return best

    def _futures(self, state, seat, rng) -> list:
        """PLAN_SCENARIOS determinised copies; each puts another card of the Inferno deck's
        contents on top (the order is hidden: only the contents are used)."""
        inferno = sorted(state.solo["inferno"])
        kinds = []
        for cid in inferno:
            name = state.card_def(cid).id
            if name not in [k for k, _ in kinds]:
                kinds.append((name, cid))
        out = []
        for j in range(self.scenarios):
            c = self._determinise(state, seat, rng)
            if kinds:
                name, _ = kinds[j % len(kinds)]
                deck = c.solo["inferno"]
                pick = next(cid for cid in deck if c.card_def(cid).id == name)
                deck.remove(pick)
                deck.append(pick)                 # the top is the last
            out.append(c)
        return out

    def _plan_value(self, base, action, seat, rng, allowance) -> float:
        """The score after `action`, the rest of this turn and the next Inferno card."""
        c = base.clone()
        self.clones += 1
        self._line = allowance
        turn = base.turn_number
        try:
            self._sim(c, action)
            self._complete(c, seat, rng, turn)
            if not c.is_over and c.turn_number != turn:
                self._complete(c, seat, rng, c.turn_number)   # Phase 1 of the next turn
        except Exception:                      # a simulation must never crash the bot
            return -INF
        return self._judge(c, seat)

    # ------------------------------------------------------------ evaluation
    quad_extra = QUAD_EXTRA
    race = RACE
    attack = ATTACK
    hawk = HAWK
    hawk_front = HAWK_FRONT
    skip_all = SKIP_ALL
    hawk_card = HAWK_CARD
    situational = SITUATIONAL

    def _challenge_choice(self, legal):
        if self.skip_all and ("skip",) in legal:
            return ("skip",)
        return super()._challenge_choice(legal)

    def _challenge_cost(self, state, name) -> float:
        """How much a challenge slows the race this round (CHALLENGE_COST), read off the
        position: Wet Line is nearly free with two water cards in hand, Resistant
        Construction while another enemy is nearer, Downpour while no zone burns."""
        cost = CHALLENGE_COST.get(name, 10.0)
        solo = state.solo
        if name == "wet_line":
            water = sum(1 for cid in state.hands[0] if state.card_def(cid).type == "water")
            cost = (8.0, 5.0, 1.5)[min(water, 2)]
        elif name == "resistant_construction":
            standing = [c for c in solo["enemies"] if c not in state.burned]
            cost = 1.5 if len(standing) >= 2 else 7.0
        elif name == "downpour":
            zones = state.cfg.zone_squares
            hot = any(state.cells[sq] == "f" for c in solo["enemies"] if c not in state.burned
                      for sq in zones[c])
            cost = 6.0 if hot else 3.0
        return cost

    def _explain(self, state, action):
        d = state.decision or {}
        if state.solo is not None and len(state.legal_actions()) > 1:
            if action == ("skip",) and self.skip_all:
                return "skip_race", {}
            if d.get("kind") == "turn_action" and action[0] == "play" \
                    and state.card_def(action[1]).type == "hawk" and self.hawk:
                return "solo_hawks", {}
        return super()._explain(state, action)

    def _card_value(self, state, seat, cid) -> float:
        if state.solo is not None and self.hawk_card is not None and state.card_def(cid).type == "hawk":
            return self.hawk_card
        return super()._card_value(state, seat, cid)

    def _evaluate_solo(self, state) -> float:
        score = super()._evaluate_solo(state)
        if state.is_over:
            return score
        cells = state.cells
        own = state.own_tower
        if self.quad_extra:
            score -= self.quad_extra * sum(1 for sq in state.cfg.quadrant_squares[own] if cells[sq] == "f")
        if self.race or self.attack:
            dist = _fire_distance(state)
            solo = state.solo
            ds = []
            for col in solo["enemies"]:
                if col in state.burned:
                    score += self.attack * BURNED_ENEMY
                    continue
                d = dist[state.cfg.back_corner[col]] / 2.0
                if solo["enemy_bucket"][col]:
                    d += 1.5
                ds.append(d)
            ds.sort()
            if ds:
                score += self.attack * (100.0 * 2.0 ** (-(max(ds[0], 0.0) - 1.0))
                                        + SOLO_ENEMY_LINEAR * max(SOLO_ENEMY_FAR - ds[0], 0.0))
            score += self.race * sum(max(20.0 - d, 0.0) for d in ds[1:])
        if self.hawk:
            score += self._hawks_value(state)
        return score

    def _hawks_value(self, state) -> float:
        """Your hawks in your quadrant: each will carry a gem the Inferno lands on it (a
        pattern placed over it, a quadrant storm) out of your quadrant to an enemy's
        front. Next to fire it triggers soon; on a storm face it also closes that face."""
        mine = _own_hawks(state)
        if not mine:
            return 0.0
        cells, cfg, geo = state.cells, state.cfg, state.geo
        south, east = geo.step["S"], geo.step["E"]
        value = 0.0
        for sq in mine:
            value += self.hawk
            if any(cells[m] in "fE" for m in geo.n4[sq]):
                value += self.hawk_front
            for t in (south[sq], east[sq]):      # a gem there storms north / west onto it
                if t >= 0 and cells[t] == "f" and cfg.quadrant_of[t] == state.own_tower:
                    value += bot.SOLO_EXPOSED    # FireTowerBot counted this face as open
        return value


def _own_hawks(state) -> set:
    """The hawks standing in your quadrant (solo): yours to carry gems with."""
    quad = state.cfg.quadrant_of
    return {sq for sq in state.hawks if quad[sq] == state.own_tower}


def make_bot(seed: int = 0, kind: str = "new"):
    """The solo player by name: "new" (SoloPlanner) or "old" (FireTowerBot)."""
    return SoloPlanner(seed) if kind == "new" else FireTowerBot(seed)

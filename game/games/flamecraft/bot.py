"""A Flamecraft computer player with a real strategy (pure rules-side code, no pygame).

FlamecraftBot has the interface of game.core.bots.RandomBot: `choose(state)` returns one
legal action; `choose_with_reason(state)` returns (action, reason_key) for the Hint
button (texts `flamecraft.hint.<key>`); after every choice `self.reason` holds
(reason_key, {}) as game/ui/game_scene.py reads it. The same position and seed always
give the same choice.

How it decides
--------------
A Flamecraft turn is a chain of small decisions (move, gifts, gather or enchant, take,
place, fire up, ability...). At each decision of its own the bot judges every legal
action (pruned to `top_limit`, a seeded sample beyond) by playing the rest of its own
turn on a copy of the position: each later decision of the chain is taken greedily
(every option applied and evaluated, at most `follow_limit` of them), until the turn
passes to someone else, the game ends, or another seat has to decide (Flagons & Dragons).
The end position is scored by `evaluate(state, seat)`; the best action is played.

Hidden information: the copy is first *determinised* from the deciding seat's view:
the orders of the artisan, shop, Fancy and enchantment decks are shuffled with the bot's
own generator, the other players' hands are re-dealt from the pooled unseen artisans and
their hidden Fancy dragons from the unseen Fancy cards. So a simulated deck draw gives a
card the seat could expect, never the real one. The generator's seed is the bot's seed
mixed with a hash of the public position (and the seat's own cards), so the same
position always gives the same choice, whatever came before.

The evaluation (reputation points; public data and the seat's own cards only):
* reputation and coins (each coin is 1 reputation at the end);
* goods: a small base value each (diminishing, nothing above the limit of 7), plus how
  far they go toward the enchantments it can cast (row + reserved: reputation, artisans
  and the fire-ups of the shop, times the square of the fraction of the cost covered);
* artisans in hand: worth more when an empty slot with a good reward fits them;
* hidden Fancy dragons: a Moon goal met counts almost fully, otherwise the progress
  toward each goal times its reward;
* tempo: as the decks run low (the end nears), goods, hand and progress count less and
  less, and nothing once the seat has played its last turn;
* the opponents: a share of the best opponent's reputation + coins + goods (gifts and
  Flagons & Dragons give them something);
* on a ladder level that also asks for an achievement: the achievement met, or a share
  of it for the progress toward it (the level is lost without it).

Effort
------
Bounded by work, never by a clock: a unit is one simulated action or one evaluation.
`max_work` (MAX_WORK) units a decision are shared evenly among the candidates still to
judge; a follow-up step judges as many options as the line can still afford, and with
none affordable takes the first. So the same position and seed give the same move on
any machine, loaded or idle.

Measured (tools/measure_flamecraft_bot.py, its docstring has the tables): 200 of 200
seeded 2-player games won against RandomBot (mean margin +57); CPU a decision mean
0.013 s, p99 0.06 s, max 0.11 s on the 2 shared cores; solo ladder means 18-39 (the
2-card-timer levels are short games); 3-5 player self-play scores 27-87.
"""
from __future__ import annotations

import zlib

from game.core.rng import Rng

from .config import GOODS
from .effects import goal_met, goal_value

MAX_WORK = 700
GOOD_BASE = (0.45, 0.4, 0.35, 0.3, 0.25, 0.2, 0.15)   # the 1st..7th unit of one good
HAND_BASE = (1.3, 1.2, 1.1, 0.9, 0.6, 0.3)            # the 1st..6th artisan in hand
REWARD_VALUE = {"none": 0.0, "coin": 1.0, "coin2": 2.0, "rep2": 2.0, "rep3": 3.0, "fancy": 2.2}
ENCHANT_SHARE = 0.6      # a fully covered enchantment cost is worth this share of its value
FANCY_SHARE = 0.55       # progress toward a Fancy goal: this share of its reward
MOON_MET = 0.9
OPPONENT = 0.3           # weight of the best opponent's material
FIRE_UP = 1.5            # an enchantment fires every dragon of its shop: about this each
ACHIEVEMENT = 20.0       # a level's achievement met (the level is lost without it)
ACHIEVEMENT_WAY = 0.5    # the share of it that the progress toward it is worth
REASONS = ("enchant_points", "place_reward", "fancy_goal", "gather_goods", "cheap_gifts",
           "fire_up", "shop_ability", "draw_artisan", "keep_goods", "hand_limit", "skip_step",
           "only_choice", "end_turn")


def _stable_hash(value) -> int:
    return zlib.crc32(repr(value).encode("utf-8"))


def _progress(state, seat, goal) -> float:
    """How far the seat is toward a Fancy goal, 0..1 (1: met)."""
    p = state.players[seat]
    kind = goal["is"]
    goods = p["goods"]
    types = state.cfg.artisans
    hand = [types[a] for a in p["hand"]]
    if goal_met(state, seat, goal):
        return 1.0
    n = goal.get("n", 1) or 1
    if kind == "hand_same_type":
        return max((hand.count(t) for t in set(hand)), default=0) / n
    if kind == "each_good":
        return sum(min(goods[g], n) for g in GOODS) / (6 * n)
    if kind == "pay":
        need = goal["goods"]
        return sum(min(goods[g], k) for g, k in need.items()) / sum(need.values())
    if kind == "one_good_at_least":
        return max(goods.values()) / n
    if kind == "good_at_least":
        return goods[goal["good"]] / n
    if kind == "hand_at_least":
        return len(hand) / n
    if kind == "hand_exactly":
        return max(0.0, 1 - abs(len(hand) - n) / max(n, 3))
    if kind == "hand_types":
        return len(set(hand)) / n
    if kind in ("turn_flag", "turn_count"):
        return 0.2
    if kind == "stat_at_least":
        return p["stats"][goal["stat"]] / n
    if kind == "coins_at_least":
        return p["coins"] / n
    if kind == "town_full_shops":
        full = sum(1 for s in state.town if s and all(d is not None for d in s["dragons"]))
        return full / n
    if kind == "town_enchanted_shop":
        return max((len(s["enchantments"]) for s in state.town if s), default=0) / n
    if kind == "total_goods":
        return sum(goods.values()) / n
    if kind == "placed_types":
        return len(p["stats"]["placed_types"]) / n
    return 0.0


def _goods_base(goods) -> float:
    return sum(sum(GOOD_BASE[:max(0, min(goods[g], 7))]) for g in GOODS)


class FlamecraftBot:
    """Turn-chain lookahead Flamecraft player (see the module docstring)."""

    def __init__(self, seed: int = 0, top_limit: int = 24, follow_limit: int = 10,
                 max_work: int = MAX_WORK):
        self.seed = seed
        self.top_limit = top_limit
        self.follow_limit = follow_limit
        self.max_work = max_work
        self.explain = False
        self.reason = None
        self.work = 0            # units spent over all decisions (for the measuring tool)
        self._left = 0

    # ------------------------------------------------------------ interface
    def choose(self, state):
        action, key = self.choose_with_reason(state)
        return action

    def choose_with_reason(self, state):
        legal = state.legal_actions()
        if len(legal) == 1:
            self.reason = ("only_choice" if legal[0][0] != "end_turn" else "end_turn", {})
            return legal[0], self.reason[0]
        seat = state.current_player
        legal = self._sane(state, legal)
        if len(legal) == 1:
            self.reason = (self._reason(state, legal[0], None), self._params(state, legal[0], None, seat))
            return legal[0], self.reason[0]
        rng = Rng(self.seed * 1000003 + _stable_hash(self._public_key(state, seat)))
        base = self._determinise(state, seat, rng)
        cands = self._prune(legal, rng)
        best, best_value, best_line, best_end = None, None, None, None
        self._left = self.max_work
        for i, action in enumerate(cands):
            allowance = max(2, self._left // (len(cands) - i))
            value, line, end = self._line_value(base, action, seat, allowance)
            if best_value is None or value > best_value + 1e-9:
                best, best_value, best_line, best_end = action, value, line, end
        self.reason = (self._reason(state, best, best_line),
                       self._params(state, best, self._gains(base, best_end, seat), seat))
        return best, self.reason[0]

    # ------------------------------------------------------------ search
    def _spend(self, units=1):
        self._left -= units
        self.work += units

    def _line_value(self, base, action, seat, allowance):
        """Play `action` then the rest of the seat's chain greedily; (value, line)."""
        start = self._left
        c = base.clone()
        c.apply(action)
        self._spend()
        line = [action]
        turn, owner = base.turn_number, base.current
        while self._in_chain(c, seat, turn, owner):
            legal = self._sane(c, c.legal_actions())
            if len(legal) == 1:
                choice = legal[0]
            else:
                budget = allowance - (start - self._left) - 1
                options = legal[:self.follow_limit] if len(legal) > self.follow_limit else legal
                if len(legal) > self.follow_limit:          # keep skip/end_turn in view
                    options = options + [a for a in legal[self.follow_limit:]
                                         if a[0] in ("skip", "end_turn", "reveal")]
                if budget < 2 * len(options):
                    options = options[:max(1, budget // 2)]
                choice, best = options[0], None
                if len(options) > 1:
                    for a in options:
                        t = c.clone()
                        t.apply(a)
                        v = self.evaluate(t, seat)
                        self._spend(2)
                        if best is None or v > best + 1e-9:
                            choice, best = a, v
            c.apply(choice)
            self._spend()
            line.append(choice)
            if len(line) > 60:
                break
        value = self.evaluate(c, seat)
        self._spend()
        return value, line, c

    @staticmethod
    def _sane(state, legal):
        """Leave out a shop ability whose price the seat can no longer pay (the engine
        offers it when the gather starts; a fire-up may have spent the goods since)."""
        if not any(a[0] == "ability" for a in legal) or not state.stack:
            return legal
        task = state.stack[-1]
        if task.get("k") != "ability":
            return legal
        p = state.players[task.get("seat", state.current)]
        steps = state.shop(task["space"])["ability"] or ()
        if all(p["goods"][st["good"]] >= st["n"] for st in steps if st["step"] == "pay"):
            return legal
        out = [a for a in legal if a[0] != "ability"]
        return out or legal

    @staticmethod
    def _in_chain(c, seat, turn, owner):
        if c.is_over or c.turn_number != turn or c.current != owner:
            return False
        if c.phase != "turn":
            return False
        return c.current_player == seat

    def _prune(self, legal, rng):
        if len(legal) <= self.top_limit:
            return legal
        keep = [a for a in legal if a[0] in ("enchant", "reveal", "skip", "end_turn", "gather")]
        rest = [a for a in legal if a not in keep]
        rng.shuffle(rest)
        return keep + rest[:max(0, self.top_limit - len(keep))]

    # ------------------------------------------------------------ hidden information
    def _public_key(self, state, seat):
        me = state.players[seat]
        others = [(p["reputation"], p["coins"], sorted(p["goods"].items()), len(p["hand"]),
                   len(p["fancy_hidden"]), p["fancy_revealed"], p["token"], p["reserved"])
                  for i, p in enumerate(state.players) if i != seat]
        return (seat, state.turn_number, state.phase, state.current, state.town, state.park,
                state.row, len(state.artisan_deck), len(state.shop_deck), len(state.fancy_deck),
                len(state.ench_deck), state.stack, state.turn_flags, state.final_round,
                me["reputation"], me["coins"], sorted(me["goods"].items()), me["hand"],
                me["fancy_hidden"], me["fancy_revealed"], me["token"], me["reserved"], others)

    def _determinise(self, state, seat, rng):
        c = state.clone()
        self._spend()
        others = [i for i in range(len(c.players)) if i != seat]
        arts = list(c.artisan_deck)
        fancy = list(c.fancy_deck)
        for i in others:
            arts += c.players[i]["hand"]
            fancy += c.players[i]["fancy_hidden"]
        arts.sort()
        fancy.sort()
        rng.shuffle(arts)
        rng.shuffle(fancy)
        for i in others:
            p = c.players[i]
            k = len(p["hand"])
            p["hand"], arts = arts[:k], arts[k:]
            k = len(p["fancy_hidden"])
            p["fancy_hidden"], fancy = fancy[:k], fancy[k:]
        c.artisan_deck = arts
        c.fancy_deck = fancy
        shops = sorted(c.shop_deck)
        rng.shuffle(shops)
        c.shop_deck = shops
        ench = sorted(c.ench_deck)
        rng.shuffle(ench)
        c.ench_deck = ench
        c._legal = c._legal_index = None
        return c

    # ------------------------------------------------------------ evaluation
    def _turns_left(self, state, seat):
        """About how many more turns the seat will play (the tempo of the evaluation)."""
        if state.is_over:
            return 0
        n = len(state.players)
        if state.final_round is not None:
            pending = seat in state.final_round
            return 1 if pending else 0
        # the artisan deck loses ~1.3 cards a turn (draws and refills), the row ~0.5
        rounds = min(len(state.artisan_deck) / (1.3 * n), len(state.ench_deck) / (0.5 * n))
        return rounds + 1

    def evaluate(self, state, seat):
        p = state.players[seat]
        value = p["reputation"] + p["coins"] + self._achievement_value(state, seat)
        if state.is_over:
            best_other = max((q["reputation"] for i, q in enumerate(state.players) if i != seat),
                             default=0)
            return value + 0.5 * (value - best_other)
        left = self._turns_left(state, seat)
        # after this turn ends the seat's own material still gets used in its next turns
        tempo = min(1.0, left / 5.0)
        value += tempo * self._material(state, seat)
        value += self._fancy_value(state, seat, tempo)
        if len(state.players) > 1:
            best_other = max(self._simple(state, i) for i in range(len(state.players)) if i != seat)
            value -= OPPONENT * best_other
        return value

    def _achievement_value(self, state, seat) -> float:
        """A ladder level that also asks for an achievement is lost without it: meeting it
        is worth about a good enchantment, and the way there counts in proportion."""
        need = (state.level or {}).get("achievement") if seat == 0 else None
        if not need:
            return 0.0
        if need in state.achievements():
            return ACHIEVEMENT
        par = state.cfg.achievement_params.get(need)
        p = state.players[seat]
        have = {"six_placed": lambda: p["stats"]["placed"],
                "fill_4_shops": lambda: p["stats"]["shops_filled"],
                "five_fancy": lambda: len(p["fancy_revealed"]),
                "three_enchantments_one_shop": lambda: max(
                    (len(s["enchantments"]) for s in state.town if s), default=0)}.get(need)
        if not par or have is None:
            return 0.0
        return ACHIEVEMENT_WAY * ACHIEVEMENT * min(1.0, have() / par)

    def _simple(self, state, seat):
        q = state.players[seat]
        return q["reputation"] + q["coins"] + 0.4 * sum(q["goods"].values()) + 0.8 * len(q["hand"])

    def _material(self, state, seat):
        p = state.players[seat]
        goods = p["goods"]
        cfg = state.cfg
        v = _goods_base(goods) + 5.0 * sum(min(0, goods[g]) for g in GOODS)
        # enchantments within reach: what the goods they use are worth beyond their base
        # value (the goods given to the best one are not counted twice)
        gains = []
        coins = p["coins"]
        for eid in dict.fromkeys(state.row + p["reserved"]):
            card = cfg.enchantment[eid]
            if card["sets"]:
                per = card["sets"]
                sets = min(max(0, goods[g]) // k for g, k in per.items())
                scale = cfg.sets_scales[state.options["sets_scale"]]
                got = scale[min(sets, 4) - 1] if sets else 0
                nxt = scale[min(sets + 1, 4) - 1]
                use = {g: min(max(0, goods[g]), k * min(sets + 1, 4)) for g, k in per.items()}
                part = 0.0 if sets >= 4 else sum(
                    min(max(0, goods[g]) - sets * k, k) for g, k in per.items()) / sum(per.values())
                worth = got + (nxt - got) * part * part + (FIRE_UP if sets or part > 0.99 else 0)
                potential = ENCHANT_SHARE * worth
            else:
                cost = card["cost"]
                total = sum(cost.values())
                use = {g: min(max(0, goods[g]), k) for g, k in cost.items()}
                have = sum(use.values())
                if state.coins_allowed(eid):
                    have = min(total, have + 0.7 * coins)
                frac = have / total
                worth = card["reward"]["rep"] + 1.5 * card["reward"]["artisan"] + FIRE_UP
                potential = ENCHANT_SHARE * worth * frac * frac
            rest = {g: goods[g] - use.get(g, 0) for g in GOODS}
            gains.append(potential - (v - _goods_base(rest)))
        gains.sort(reverse=True)
        if gains:
            v += max(0.0, gains[0]) + 0.2 * sum(max(0.0, x) for x in gains[1:3])
        # artisans in hand, more when a good slot fits them
        hand = p["hand"]
        slot_best = self._slot_rewards(state)
        types = cfg.artisans
        vals = []
        for a in hand:
            vals.append(slot_best.get(types[a], 0.0))
        vals.sort(reverse=True)
        for i, sv in enumerate(vals[:6]):
            v += HAND_BASE[i] * (0.3 + 0.35 * sv)
        return v

    def _slot_rewards(self, state):
        """Best reward of an empty slot of the town, per artisan type."""
        cfg = state.cfg
        best = {}
        for shop in state.town:
            if shop is None:
                continue
            slots = cfg.shops[shop["id"]]["slots"]
            for sl in range(3):
                if shop["dragons"][sl] is not None:
                    continue
                accepts, reward = slots[sl]
                r = REWARD_VALUE.get(reward, 0.0) + 0.5
                if accepts == "starter":
                    continue
                kinds = GOODS if accepts == "wild" else accepts
                for g in kinds:
                    if r > best.get(g, 0.0):
                        best[g] = r
        return best

    def _fancy_value(self, state, seat, tempo):
        p = state.players[seat]
        v = 0.0
        for fid in p["fancy_hidden"]:
            card = state.cfg.fancy[fid]
            goal = card["goal"]
            rep = card["reward"]["rep"] + 0.8 * sum(
                card["reward"].get(k, 0) or 0 for k in ("coin", "artisan", "good"))
            if card["kind"] == "moon":
                if goal["is"] == "per_stat":
                    v += MOON_MET * goal_value(state, seat, goal) + tempo * 2.0
                    continue
                if goal_met(state, seat, goal):
                    v += MOON_MET * rep
                    continue
            elif goal["is"] in ("turn_flag", "turn_count"):
                v += tempo * 0.15 * rep
                continue
            v += tempo * FANCY_SHARE * rep * min(1.0, max(0.0, _progress(state, seat, goal))) ** 1.5
        return v

    # ------------------------------------------------------------ reasons
    @staticmethod
    def _gains(start, end, seat) -> dict:
        """What the seat's turn, played on as judged, brings it: reputation, coins, goods
        and artisans in hand (only what grows; the Hint says it with the reason)."""
        if end is None:
            return {}
        a, b = start.players[seat], end.players[seat]
        gains = {"rep": b["reputation"] - a["reputation"], "coin": b["coins"] - a["coins"],
                 "artisans": len(b["hand"]) - len(a["hand"])}
        gains.update({g: b["goods"][g] - a["goods"][g] for g in GOODS})
        return {k: v for k, v in gains.items() if v > 0}

    @staticmethod
    def _params(state, action, gains, seat) -> dict:
        """The reason's details (ids, numbers: the scene puts them in words): the shop, the
        card and the good the step is about, and the turn's gains."""
        params = {"gains": gains or {}}
        kind = action[0]
        if kind == "move":
            params["space"] = action[1]
        elif kind in ("place", "enchant", "draw", "fire_card", "bottom", "reserve", "keep_fancy", "reveal",
                      "bottom_fancy") and action[1] != "deck":
            params["card"] = action[1]
        elif kind in ("fire", "swap"):
            params["card"] = state.town[action[1]]["dragons"][action[2]]
        elif kind in ("take", "return", "gift", "start_good"):
            params["good"] = action[1]
        return params

    def _reason(self, state, action, line):
        kind = action[0]
        rest = [a[0] for a in (line or [])]
        if kind == "reveal" or kind == "keep_fancy" or kind == "bottom_fancy":
            return "fancy_goal"
        if kind in ("enchant", "pay") or (kind == "move" and "enchant" in rest):
            return "enchant_points" if kind != "pay" else "keep_goods"
        if kind == "move":
            if "reveal" in rest:
                return "fancy_goal"
            if "place" in rest:
                return "place_reward"
            d = state
            owed = len(d.tokens_at(action[1], state.current)) if not d.solo else 0
            return "cheap_gifts" if owed else "gather_goods"
        if kind == "gift":
            return "cheap_gifts"
        if kind == "place":
            return "place_reward"
        if kind in ("gather", "take", "start_good", "return"):
            return "fancy_goal" if "reveal" in rest else "gather_goods"
        if kind in ("fire", "fire_card", "swap"):
            return "fire_up"
        if kind in ("ability", "spend_coins", "reserve", "park_swap", "gift_to"):
            return "shop_ability"
        if kind in ("draw",):
            return "draw_artisan"
        if kind == "bottom":
            return "hand_limit"
        if kind == "skip":
            return "skip_step"
        if kind == "end_turn":
            return "end_turn"
        return "gather_goods"


def make_bot(seed: int = 0) -> FlamecraftBot:
    return FlamecraftBot(seed)

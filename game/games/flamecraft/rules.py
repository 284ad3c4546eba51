"""Flamecraft's rules as a pure, deterministic state machine (no pygame).

A turn is a chain of small decisions. The state keeps a stack of pending tasks
(`stack`, top last), each a small JSON dict {"k": kind, ...}; legal_actions() lists
the choices of the top task (plus Sun reveals on the turn owner's decisions), and a
task with exactly one choice and no decline is done by the engine itself. Town spaces
are numbered 0..town_size-1. docs/flamecraft_engine.md is the contract; rule ids FC-…
refer to seeds/flamecraft.en.md.
"""
from __future__ import annotations

import copy

from game.core.protocol import Action, Event, IllegalAction, checked_players, clone_fields, fresh, is_legal_indexed
from game.core.rng import Rng

from .config import GOODS, OPTION_CHOICES, Config, is_choice, load_config, removed_artisans
from .effects import goal_met, goal_value

REWARD_REP = {"rep2": 2, "rep3": 3}
REWARD_COINS = {"coin": 1, "coin2": 2}
OPTIONAL = {"place", "fire", "fire_all", "fire_card", "ability", "swap", "gift_to", "exchange",
            "trade", "reserve", "spend_coins", "park_swap"}
INTERNAL = {"steps", "start_turn", "finish_turn", "gain_coins", "others_take", "repeat_trade"}
# task kind -> the decision kind the scene sees (docs: decision())
DECISION_KIND = {"copy": "take", "exchange": "return", "trade": "return", "look_fancy": "keep_fancy",
                 "pay_choice": "pay", "fire_all": "fire"}
# a payment under way: a Sun reveal that pays goods could leave it unpaid, so none is offered
PAYING = {"gift", "pay_choice", "return"}
LEVEL_KEYS = ("id", "town_size", "target", "achievement", "seed", "deck", "timer")


def new_game(setup: dict, seed: int, config: Config | None = None) -> "FlamecraftState":
    """Start a game. setup: players (1-5 {name, kind}), deck ("purple" | "gold"), level
    (None or a dict of LEVEL_KEYS, solo ladders), and any option of rules.yaml."""
    cfg = config or load_config()
    if type(setup) is not dict:
        raise IllegalAction("setup_players")
    players = checked_players(setup.get("players"),
                              [{"name": "Player 1", "kind": "human", "default_name": True}])
    n = len(players)
    if not 1 <= n <= 5:
        raise IllegalAction("setup_players")
    deck = setup.get("deck", "purple")
    if type(setup.get("level")) is dict and "deck" in setup["level"]:
        deck = setup["level"]["deck"]
    if type(deck) is not str or deck not in cfg.enchantments:
        raise IllegalAction("setup_option", option="deck")
    options = dict(cfg.options)
    for name, choices in OPTION_CHOICES.items():
        if name in setup:
            if not is_choice(setup[name], choices):
                raise IllegalAction("setup_option", option=name)
            options[name] = setup[name]
    removed = cfg.numbers["artisans_removed"]
    if "artisans_removed" in setup:              # FC-SETUP-ARTISAN-DECK: which ones (§10 #11)
        try:
            removed = removed_artisans(setup["artisans_removed"],
                                       cfg.numbers["artisans_removed_per_type"], cfg.deck_artisans)
        except ValueError:
            raise IllegalAction("setup_option", option="artisans_removed") from None
    level = setup.get("level")
    if level is not None:
        if type(level) is not dict or any(k not in LEVEL_KEYS for k in level):
            raise IllegalAction("setup_option", option="level")
        if "seed" in level:
            if type(level["seed"]) is not int:
                raise IllegalAction("setup_option", option="level")
            seed = level["seed"]                     # a fixed first deal
        if "timer" in level and (type(level["timer"]) is not int or not 0 <= level["timer"] <= 5):
            raise IllegalAction("setup_option", option="level")
        if "town_size" in level and (type(level["town_size"]) is not int
                                     or not 8 <= level["town_size"] <= 20):
            raise IllegalAction("setup_option", option="level")
        level = dict(level)
    rng = Rng(seed)
    num = cfg.numbers
    s = FlamecraftState(cfg)
    s.solo = n == 1
    s.deck = deck
    s.options = options
    s.level = level
    first = 0 if options["first_player"] == "first" or s.solo else rng.randrange(n)
    s.order = [(first + i) % n for i in range(n)]
    s.town_size = (level or {}).get("town_size", num["town_size"][n])
    # FC-SETUP: six starters at spaces 0-5, each with its starter artisan in slot 0
    s.town = [None] * s.town_size
    for space, sid in enumerate(cfg.starter_order):
        s.town[space] = {"id": sid, "face_up": True,
                         "dragons": [cfg.shops[sid]["starter_artisan"], None, None],
                         "enchantments": []}
    # shop deck: 1 per goods pile + 4 from the seventh, shuffled; the rest out of the game
    deck_shops = []
    for pile in GOODS + ("seventh",):
        ids = [sid for sid, sh in cfg.shops.items() if sh["pile"] == pile]
        rng.shuffle(ids)
        k = num["shop_deck"]["from_seventh" if pile == "seventh" else "per_goods_pile"]
        deck_shops += ids[:k]
        s.out["shops"] += ids[k:]
    rng.shuffle(deck_shops)
    s.shop_deck = deck_shops
    # artisan deck, trimmed per player count: random per type, or the data's own list
    remove = num["artisans_removed_per_type"][n]
    chosen = removed.get(n) if type(removed) is dict else None
    arts = []
    for good in GOODS:
        ids = list(cfg.deck_artisans[good])
        if chosen is None:
            rng.shuffle(ids)
            s.out["artisans"] += ids[:remove]
            arts += ids[remove:]
        else:
            s.out["artisans"] += [a for a in chosen if a in ids]
            arts += [a for a in ids if a not in chosen]
    rng.shuffle(arts)
    s.artisan_deck = arts
    s.fancy_deck = list(cfg.fancy)
    rng.shuffle(s.fancy_deck)
    s.ench_deck = list(cfg.enchantments[deck])
    rng.shuffle(s.ench_deck)
    s.players = []
    for p in players:
        s.players.append({**p, "reputation": 0, "rep_by": {}, "coins": 0,
                          "goods": {g: 0 for g in GOODS}, "hand": [], "fancy_hidden": [],
                          "fancy_revealed": [], "token": None, "reserved": [],
                          "reputation_before_final": None, "coins_before_final": None,
                          "stats": {"placed": 0, "placed_types": [], "cast": 0, "sun_revealed": 0,
                                    "moon_scored": 0, "gifts_given": 0, "shops_filled": 0,
                                    "fired": 0}})
    tasks = []
    for seat in range(n):                     # FC-DIG-SETUP: the choices in seat order
        for _ in range(num["start_artisans"]):
            s.players[seat]["hand"].append(s.artisan_deck.pop(0))
        dealt = [s.fancy_deck.pop(0) for _ in range(num["start_fancy_dealt"])]
        tasks.append({"k": "keep_fancy", "seat": seat, "options": dealt, "bottom": True})
    s.park = [s.artisan_deck.pop(0) for _ in range(num["park_size"])]
    s.row = [s.ench_deck.pop(0) for _ in range(num["row_size"])]
    for place in num["start_good_positions"][n]:
        tasks.append({"k": "start_good", "seat": s.order[place - 1]})
    tasks.append({"k": "start_turn", "seat": s.order[0]})
    s.stack = tasks[::-1]
    s.current = s.order[0]
    s.rng_state = rng.state
    s.phase = "setup"
    s._settle([])
    return s


class FlamecraftState:
    _FIELDS = ("players", "solo", "deck", "options", "level", "order", "town_size", "town",
               "shop_deck", "artisan_deck", "fancy_deck", "ench_deck", "park", "row", "out",
               "current", "turn_number", "final_round", "end_triggered", "phase", "serial",
               "rng_state", "stack", "turn_flags", "face_down")

    def __init__(self, cfg: Config):
        self.cfg = cfg
        self.players: list[dict] = []
        self.solo = False
        self.deck = "purple"
        self.options: dict = {}
        self.level = None
        self.order: list[int] = []
        self.town_size = 12
        self.town: list = []
        self.shop_deck: list = []
        self.artisan_deck: list = []
        self.fancy_deck: list = []
        self.ench_deck: list = []
        self.park: list = []
        self.row: list = []
        self.out = {"shops": [], "artisans": [], "enchantments": []}
        self.current = 0
        self.turn_number = 0
        self.final_round = None
        self.end_triggered = False
        self.phase = "setup"
        self.serial = 0
        self.rng_state = 0
        self.stack: list = []
        self.turn_flags: dict = {}
        self.face_down: list = []
        self._legal = None
        self._legal_index = None

    # ------------------------------------------------------------ basics
    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def turn_seat(self) -> int:
        return self.current

    @property
    def current_player(self) -> int:
        if self.stack and "seat" in self.stack[-1]:
            return self.stack[-1]["seat"]
        return self.current

    def clone(self) -> "FlamecraftState":
        return clone_fields(self, self._FIELDS)

    def to_dict(self) -> dict:
        data = {name: fresh(getattr(self, name)) for name in self._FIELDS}
        data["game"] = "flamecraft"
        data["over"] = self.is_over
        return data

    @classmethod
    def from_dict(cls, data: dict, config: Config | None = None) -> "FlamecraftState":
        if type(data) is not dict or data.get("game") != "flamecraft":
            raise ValueError("not a Flamecraft state")
        missing = [name for name in cls._FIELDS if name not in data]
        if missing:
            raise ValueError("not a Flamecraft state: missing " + ", ".join(missing))
        state = cls(config or load_config())
        for name in cls._FIELDS:
            setattr(state, name, copy.deepcopy(data[name]))
        if state.phase not in ("setup", "turn", "over") or len(state.town) != state.town_size:
            raise ValueError("not a valid Flamecraft state")
        return state

    # ------------------------------------------------------------ queries
    def shop(self, space):
        return self.cfg.shops[self.town[space]["id"]]

    def tokens_at(self, space: int, but: int | None = None) -> list[int]:
        """Seats whose token is on `space`, in seat order starting after `but`."""
        n = len(self.players)
        start = 0 if but is None else but + 1
        seats = [(start + i) % n for i in range(n)]
        return [s for s in seats if s != but and self.players[s]["token"] == space]

    def _fits(self, artisan: str, accepts) -> bool:
        if accepts == "wild":
            return True
        if accepts == "starter":
            return False
        return self.cfg.artisans[artisan] in accepts

    def placements(self, seat: int, space: int | None) -> list[Action]:
        """("place", artisan, space, slot) for every artisan in hand and empty matching
        slot of `space` (None: any face-up shop in town)."""
        hand = self.players[seat]["hand"]
        spaces = range(self.town_size) if space is None else (space,)
        out = []
        for sp in spaces:
            shop = self.town[sp]
            if shop is None or not shop["face_up"]:
                continue
            slots = self.cfg.shops[shop["id"]]["slots"]
            for sl in range(3):
                if shop["dragons"][sl] is None:
                    for a in dict.fromkeys(hand):
                        if self._fits(a, slots[sl][0]):
                            out.append(("place", a, sp, sl))
        return out

    def enchant_fits(self, space: int, eid: str) -> bool:
        icon = self.shop(space)["icon"]
        if icon == "wild":
            return True
        if icon in ("coin", "dragon"):
            return self.options["enchant_coin_dragon_shops"]
        return self.cfg.enchantment[eid]["type"] == icon

    def enchant_cost(self, eid: str, sets: int) -> dict:
        card = self.cfg.enchantment[eid]
        if card["sets"]:
            return {g: n * sets for g, n in card["sets"].items()}
        return dict(card["cost"])

    def coins_allowed(self, eid: str) -> bool:
        return not (self.options["no_coins"] == "cards" and self.cfg.enchantment[eid]["no_coins"])

    def can_pay(self, seat: int, eid: str, sets: int) -> bool:
        p = self.players[seat]
        deficit = sum(max(0, n - p["goods"][g]) for g, n in self.enchant_cost(eid, sets).items())
        return deficit == 0 or (self.coins_allowed(eid) and deficit <= p["coins"])

    def enchant_options(self, seat: int, space: int) -> list[Action]:
        town = self.town[space]
        if len(town["enchantments"]) >= self.cfg.numbers["max_enchantments"]:
            return []
        out = []
        for eid in dict.fromkeys(self.row + self.players[seat]["reserved"]):
            if not self.enchant_fits(space, eid):
                continue
            for sets in ((1, 2, 3, 4) if self.cfg.enchantment[eid]["sets"] else (0,)):
                if self.can_pay(seat, eid, sets):
                    out.append(("enchant", eid, sets))
        return out

    def move_targets(self, seat: int) -> list[int]:
        p = self.players[seat]
        purse = p["coins"] + sum(p["goods"].values())
        out = []
        for sp, shop in enumerate(self.town):
            if shop is None or not shop["face_up"] or sp == p["token"]:
                continue
            if not self.solo and len(self.tokens_at(sp, seat)) > purse:
                continue                                   # FC-GIFT: cannot pay everyone
            out.append(sp)
        return out

    def sun_reveals(self, seat: int) -> list[Action]:
        out = []
        for fid in self.players[seat]["fancy_hidden"]:
            card = self.cfg.fancy[fid]
            if card["kind"] == "sun" and goal_met(self, seat, card["goal"]):
                out.append(("reveal", fid))
        return out

    def _dragons_at(self, space: int) -> list[str]:
        return [d for d in self.town[space]["dragons"] if d is not None]

    def _copy_goods(self, ctx: dict) -> list[str]:
        """Iron: the goods this shop or a dragon here produces (never coins or draws)."""
        types = self.cfg.artisans
        if ctx["where"] == "hand":
            return sorted({types[a] for a in self.players[ctx["seat"]]["hand"]}, key=GOODS.index)
        if ctx["where"] == "park":
            return sorted({types[a] for a in self.park}, key=GOODS.index)
        icon = self.shop(ctx["space"])["icon"]
        if icon == "wild":
            return list(GOODS)
        found = {types[d] for d in self._dragons_at(ctx["space"])}
        if icon in GOODS:
            found.add(icon)
        if self.options["iron_copies_enchantments"]:
            found |= {self.cfg.enchantment[e]["type"] for e in self.town[ctx["space"]]["enchantments"]}
        return sorted(found, key=GOODS.index)

    def _fire_targets(self, task: dict) -> list[Action]:
        out = []
        exclude = [tuple(x) for x in task.get("exclude", [])]
        if task.get("why") == "gather" and not self.options["fire_just_placed"] \
                and self.turn_flags.get("just_placed"):
            exclude.append(tuple(self.turn_flags["just_placed"]))
        if task["k"] == "fire_all":
            return [("fire", task["space"], sl) for sl in task["left"]
                    if self.town[task["space"]]["dragons"][sl] is not None]
        spaces = range(self.town_size) if task.get("space") is None else (task["space"],)
        for sp in spaces:
            shop = self.town[sp]
            if shop is None or not shop["face_up"]:
                continue
            for sl, d in enumerate(shop["dragons"]):
                if d is not None and (sp, sl) not in exclude:
                    out.append(("fire", sp, sl))
        return out

    # ------------------------------------------------------------ legal actions
    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._find_legal()
            self._legal_index = {a: a for a in self._legal}
        return list(self._legal)

    def _find_legal(self) -> list[Action]:
        if self.phase == "over":
            return []
        if not self.stack:
            return self.sun_reveals(self.current) + [("end_turn",)]
        task = self.stack[-1]
        acts = self._task_actions(task)
        if task["k"] in OPTIONAL:
            acts.append(("skip",))
        if self.phase == "turn" and self.current_player == self.current and task["k"] not in PAYING:
            acts += self.sun_reveals(self.current)
        return acts

    def _task_actions(self, t: dict) -> list[Action]:
        k = t["k"]
        seat = t.get("seat", self.current)
        p = self.players[seat]
        if k in ("keep_fancy", "look_fancy"):
            return [("keep_fancy", f) for f in dict.fromkeys(t["options"])]
        if k == "start_good":
            return [("start_good", g) for g in GOODS]
        if k == "move":
            return [("move", sp) for sp in self.move_targets(seat)]
        if k == "gift":
            items = [g for g in GOODS if p["goods"][g] > 0]
            return [("gift", i) for i in items + (["coin"] if p["coins"] > 0 else [])]
        if k == "choose":
            return [("gather",)] + self.enchant_options(seat, t["space"])
        if k == "take":
            taken, excl = t.get("taken", []), t.get("exclude", [])
            return [("take", g) for g in GOODS
                    if g not in excl and not (t.get("distinct") and g in taken)]
        if k == "copy":
            return [("take", g) for g in t["goods"]]
        if k == "draw":
            out = [("draw", a) for a in dict.fromkeys(self.park) if a != t.get("keep")]
            return out + ([("draw", "deck")] if self.artisan_deck else [])
        if k == "place":
            return [a for a in self.placements(seat, t.get("space")) if a[1] != t.get("keep")]
        if k == "site":
            return [("site", sp) for sp, shop in enumerate(self.town) if shop is None]
        if k in ("fire", "fire_all"):
            return self._fire_targets(t)
        if k == "fire_card":
            cards = p["hand"] if t["where"] == "hand" else self.park
            return [("fire_card", a) for a in dict.fromkeys(cards)]
        if k == "ability":
            return [("ability",)] if self._usable(self.shop(t["space"])["ability"], seat, t["space"]) else []
        if k == "swap":
            out = []
            for sp, shop in enumerate(self.town):
                if shop is None or not shop["face_up"]:
                    continue
                out += [("swap", sp, sl) for sl, d in enumerate(shop["dragons"])
                        if d is not None and (sp, sl) != (t["space"], t["slot"])]
            return out
        if k == "gift_to":
            goods = [g for g in GOODS if p["goods"][g] > 0]
            if self.solo:              # FC-SOLO-GIFTS; with the option off there is nobody to give to
                return [("return", g) for g in goods] if self.options["solo_gifts_to_supply"] else []
            return [("gift_to", o, g) for o in self._others(seat) for g in goods]
        if k == "trade" and sum(p["goods"].values()) < t["give"]:
            return []                              # FC-SHOP-PAY: a whole payment or none
        if k in ("return", "exchange", "trade"):
            return [("return", g) for g in GOODS if p["goods"][g] > 0]
        if k == "reserve":
            if len(p["reserved"]) >= self.options["reserved_max"]:
                return []
            return [("reserve", e) for e in dict.fromkeys(self.row)]
        if k == "bottom":
            if t.get("why") == "hand_limit" and len(p["hand"]) <= self.cfg.numbers["hand_limit"]:
                return []
            return [("bottom", a) for a in dict.fromkeys(p["hand"])]
        if k == "bottom_fancy":
            return [("bottom_fancy", f) for f in dict.fromkeys(p["fancy_hidden"])]
        if k == "spend_coins":
            return [("spend_coins", n) for n in range(1, min(t["max"], p["coins"]) + 1)]
        if k == "park_swap":
            return [("park_swap", h, q) for h in dict.fromkeys(p["hand"]) for q in dict.fromkeys(self.park)]
        if k == "pay_choice":
            lo, hi = self._pay_range(t)
            return [("pay", t["goods"][0][0], c) for c in range(lo, hi + 1)]
        raise ValueError(k)

    def _others(self, seat: int) -> list[int]:
        n = len(self.players)
        return [(seat + i) % n for i in range(1, n)]

    def _pay_range(self, t: dict) -> tuple[int, int]:
        p = self.players[t["seat"]]
        (good, need), rest = t["goods"][0], t["goods"][1:]
        later = sum(max(0, n - p["goods"][g]) for g, n in rest)
        lo = max(0, need - p["goods"][good])
        hi = min(need, p["coins"] - later) if t["coins_ok"] else lo
        return lo, hi

    # ------------------------------------------------------------ legality and refusals
    def _is_legal(self, action) -> bool:
        if type(action) is not tuple:
            return False
        if self._legal is None:
            self.legal_actions()
        return is_legal_indexed(action, self._legal_index)

    def why_illegal(self, action) -> IllegalAction | None:
        if self._is_legal(action):
            return None
        return self._refusal(action)

    def _refusal(self, action) -> IllegalAction:
        """Refusal keys (docs/flamecraft_engine.md): game_over, unknown_action,
        wrong_step, same_shop, no_shop, cannot_pay_gifts, not_in_hand, slot_taken,
        slot_mismatch, not_this_shop, enchant_mismatch, shop_enchanted_full,
        cannot_afford, not_available, goal_not_met, not_allowed."""
        if type(action) is not tuple or not action or type(action[0]) is not str \
                or any(type(part) not in (int, str) for part in action):
            return IllegalAction("unknown_action")
        if self.is_over:
            return IllegalAction("game_over")
        kinds = {a[0] for a in self.legal_actions()}
        if self.stack and self.stack[-1]["k"] == "choose":
            kinds.add("enchant")                  # refused below with the reason
        name = action[0]
        if name not in kinds:
            known = {"keep_fancy", "start_good", "move", "gift", "gift_to", "gather", "enchant",
                     "pay", "take", "return", "draw", "place", "site", "fire", "fire_card", "swap",
                     "ability", "reserve", "bottom", "bottom_fancy", "spend_coins", "reveal",
                     "skip", "end_turn", "park_swap"}
            return IllegalAction("wrong_step" if name in known else "unknown_action", action=name)
        seat = self.current_player
        p = self.players[seat]
        if name == "move" and len(action) == 2 and type(action[1]) is int:
            sp = action[1]
            if not 0 <= sp < self.town_size or self.town[sp] is None or not self.town[sp]["face_up"]:
                return IllegalAction("no_shop", space=sp)
            if sp == p["token"]:
                return IllegalAction("same_shop", space=sp)
            return IllegalAction("cannot_pay_gifts", space=sp)
        if name == "place" and len(action) == 4:
            _, a, sp, sl = action
            if a not in p["hand"]:
                return IllegalAction("not_in_hand", card=a)
            if type(sp) is int and type(sl) is int and 0 <= sp < self.town_size and 0 <= sl < 3 \
                    and self.town[sp] is not None:
                task = self.stack[-1] if self.stack else {}
                if task.get("space") is not None and task.get("space") != sp:
                    return IllegalAction("not_this_shop", space=sp)
                if self.town[sp]["dragons"][sl] is not None:
                    return IllegalAction("slot_taken", space=sp, slot=sl)
                return IllegalAction("slot_mismatch", space=sp, slot=sl)
            return IllegalAction("no_shop")
        if name == "enchant" and len(action) == 3 and action[1] in self.cfg.enchantment:
            eid, sp = action[1], self.stack[-1].get("space")
            if eid not in self.row and eid not in p["reserved"]:
                return IllegalAction("not_available", card=eid)
            if not self.enchant_fits(sp, eid):
                return IllegalAction("enchant_mismatch", card=eid)
            if len(self.town[sp]["enchantments"]) >= self.cfg.numbers["max_enchantments"]:
                return IllegalAction("shop_enchanted_full")
            return IllegalAction("cannot_afford", card=eid)
        if name == "reveal":
            return IllegalAction("goal_not_met")
        return IllegalAction("not_allowed")

    # ------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[Event]:
        if not self._is_legal(action):
            raise self._refusal(action)
        self._legal = self._legal_index = None
        events: list[Event] = []
        name = action[0]
        if name == "reveal":
            self._reveal(events, action[1])
        elif name == "end_turn":
            self._begin_end_turn(events)
        elif name == "skip":
            self.stack.pop()
        else:
            self._act(events, self.stack[-1], action)
        self._settle(events)
        return events

    def _settle(self, events: list) -> None:
        """Run internal tasks and forced single choices until a real decision is due."""
        while self.phase != "over":
            if not self.stack:
                if self.phase == "turn" and self.sun_reveals(self.current):
                    return
                self._begin_end_turn(events)
                continue
            task = self.stack[-1]
            if task["k"] in INTERNAL:
                self.stack.pop()
                self._internal(events, task)
                continue
            acts = self._task_actions(task)
            if not acts:
                self.stack.pop()
                continue
            if len(acts) == 1 and task["k"] not in OPTIONAL:
                self._act(events, task, acts[0])
                continue
            return

    # ------------------------------------------------------------ small helpers
    def _rep(self, events, seat, n, why):
        if n <= 0:
            return
        p = self.players[seat]
        p["reputation"] += n
        p["rep_by"][why] = p["rep_by"].get(why, 0) + n
        events.append({"type": "reputation", "seat": seat, "n": n, "why": why})

    def _gain(self, events, seat, item, n, why):
        p = self.players[seat]
        if item == "coin":
            p["coins"] += n
        else:
            p["goods"][item] += n
        events.append({"type": "gain", "seat": seat, "item": item, "n": n, "why": why})

    def _lose(self, events, seat, item, n, why):
        p = self.players[seat]
        if item == "coin":
            p["coins"] -= n
        else:
            p["goods"][item] -= n
        events.append({"type": "pay", "seat": seat, "item": item, "n": n, "why": why})

    def _draw_deck(self, events, deck_name: str):
        deck = getattr(self, deck_name)
        if not deck:
            return None
        card = deck.pop(0)
        self.serial += 1
        if not deck and deck_name in ("artisan_deck", "ench_deck") and not self.end_triggered:
            self.end_triggered = True                       # FC-END-TRIGGER
            events.append({"type": "end_trigger", "deck": deck_name[:-5], "seat": self.current})
        return card

    def _draw_fancy(self, events, seat, why):
        card = self._draw_deck(events, "fancy_deck")
        if card is not None:
            self.players[seat]["fancy_hidden"].append(card)
            events.append({"type": "draw_fancy", "seat": seat, "card": card, "why": why})

    def _push(self, *tasks):
        """Push tasks so that the first one given is decided first."""
        for t in reversed(tasks):
            self.stack.append(t)

    # ------------------------------------------------------------ internal tasks
    def _internal(self, events, t):
        k = t["k"]
        if k == "start_turn":
            self._start_turn(events, t["seat"])
        elif k == "finish_turn":
            self._finish_turn(events)
        elif k == "steps":
            steps, i = t["steps"], t["i"]
            if i + 1 < len(steps):
                self.stack.append({"k": "steps", "steps": steps, "i": i + 1, "ctx": t["ctx"]})
            self._step(events, steps[i], t["ctx"])
        elif k == "gain_coins":
            self._gain(events, t["seat"], "coin", t["n"], t["why"])
        elif k == "others_take":
            if not self.solo:
                self._push(*[{"k": "take", "seat": o, "n": t["n"], "why": "ability"}
                             for o in self._others(t["seat"])])

    def _start_turn(self, events, seat):
        self.phase = "turn"
        self.current = seat
        self.turn_number += 1
        self.serial += 1
        self.turn_flags = {"gathered": 0, "fired": 0, "gifts": 0}
        self.face_down = []
        events.append({"type": "turn", "seat": seat, "turn": self.turn_number})
        self.stack.append({"k": "move"})

    def _begin_end_turn(self, events):
        """FC-END-TURN: expand the town, then the hand limit (the player chooses),
        then (finish_turn) the goods limit, the solo timer and the refills."""
        for sp in self.face_down:
            self.town[sp]["face_up"] = True
            events.append({"type": "shop_revealed", "space": sp, "id": self.town[sp]["id"]})
        if self.face_down:
            self.serial += 1
        self.face_down = []
        self.stack.append({"k": "finish_turn"})
        # one task that asks again while the hand is over the limit (a Sun dragon revealed
        # meanwhile may draw another artisan)
        self.stack.append({"k": "bottom", "seat": self.current, "why": "hand_limit", "n": 99})

    def _gift_limit(self, events, seat, item):
        """FC-GIFT-LIMITS, option gift_limits `immediately`: a gift over the goods limit goes
        back to the supply as it arrives (a gift is never an artisan, so the hand limit waits)."""
        if self.options["gift_limits"] != "immediately" or item not in GOODS:
            return
        limit = self.cfg.numbers["goods_limit"]
        p = self.players[seat]
        if p["goods"][item] > limit:
            extra = p["goods"][item] - limit
            p["goods"][item] = limit
            events.append({"type": "limit", "seat": seat, "good": item, "n": extra})

    def _finish_turn(self, events):
        p = self.players[self.current]
        limit = self.cfg.numbers["goods_limit"]
        for g in GOODS:
            if p["goods"][g] > limit:
                extra = p["goods"][g] - limit
                p["goods"][g] = limit
                events.append({"type": "limit", "seat": self.current, "good": g, "n": extra})
        if self.solo and self.options["solo_timer"]:          # FC-SOLO-TIMER
            k = (self.level or {}).get("timer", 1)
            gone = {"park": self.park[:k], "row": self.row[:k]}
            self.out["artisans"] += self.park[:k]
            self.out["enchantments"] += self.row[:k]
            del self.park[:k]
            del self.row[:k]
            events.append({"type": "discard", **gone})
        new_park, new_row = [], []
        while len(self.park) < self.cfg.numbers["park_size"] and self.artisan_deck:
            card = self._draw_deck(events, "artisan_deck")
            self.park.append(card)
            new_park.append(card)
        while len(self.row) < self.cfg.numbers["row_size"] and self.ench_deck:
            card = self._draw_deck(events, "ench_deck")
            self.row.append(card)
            new_row.append(card)
        if new_park or new_row:
            events.append({"type": "refill", "park": new_park, "row": new_row})
        # next player, or the final round, or the end
        n = len(self.players)
        if self.end_triggered and self.final_round is None:
            nxt = [(self.current + i) % n for i in range(1, n + 1)]
            if self.options["final_round"] == "rest_of_round":
                # the players after the triggerer in this round, up to the first player
                first_index = self.order.index(self.current)
                nxt = self.order[first_index + 1:]
            self.final_round = nxt
        if self.final_round is not None:
            if not self.final_round:
                self._final_scoring(events)
                return
            seat = self.final_round.pop(0)
        else:
            seat = (self.current + 1) % n
        self.stack.append({"k": "start_turn", "seat": seat})

    # ------------------------------------------------------------ decisions
    def _act(self, events, t, action):
        name = action[0]
        k = t["k"]
        seat = t.get("seat", self.current)
        p = self.players[seat]
        if k in ("keep_fancy", "look_fancy"):
            self.stack.pop()
            fid = action[1]
            p["fancy_hidden"].append(fid)
            rest = list(t["options"])
            rest.remove(fid)
            self.fancy_deck += rest                           # to the bottom
            events.append({"type": "keep_fancy", "seat": seat, "card": fid, "returned": len(rest)})
            if k == "keep_fancy":
                self.serial += 1                              # hidden choice: undo stops
        elif k == "start_good":
            self.stack.pop()
            self._gain(events, seat, action[1], 1, "start")
        elif k == "move":
            self.stack.pop()
            self._move(events, action[1])
        elif k == "gift":
            self.stack.pop()
            self._lose(events, seat, action[1], 1, "gift")
            self._gain(events, t["to"], action[1], 1, "gift")
            p["stats"]["gifts_given"] += 1
            self.turn_flags["gifts"] += 1
            events.append({"type": "gift", "from": seat, "to": t["to"], "item": action[1]})
            self._gift_limit(events, t["to"], action[1])
        elif k == "choose":
            self.stack.pop()
            if name == "gather":
                self._gather(events, t["space"])
            else:
                self._enchant(events, t["space"], action[1], action[2])
        elif k in ("take", "copy"):
            self.stack.pop()
            g = action[1]
            if k == "copy":
                self._gain(events, seat, g, t["n"], "iron")
                return
            self._gain(events, seat, g, 1, t.get("why", "take"))
            if t["n"] > 1:
                self.stack.append({**t, "n": t["n"] - 1, "taken": t.get("taken", []) + [g]})
        elif k == "draw":
            self.stack.pop()
            self._draw_artisan(events, seat, action[1], t.get("why", "draw"))
            if t.get("n", 1) > 1:
                self.stack.append({**t, "n": t["n"] - 1})
        elif k == "place":
            self.stack.pop()
            self._place(events, seat, action[1], action[2], action[3])
        elif k == "site":
            self.stack.pop()
            sid = self._draw_deck(events, "shop_deck")
            self.town[action[1]] = {"id": sid, "face_up": False, "dragons": [None, None, None],
                                    "enchantments": []}
            self.face_down.append(action[1])
            events.append({"type": "shop_drawn", "seat": seat, "space": action[1]})
        elif k in ("fire", "fire_all"):
            sp, sl = action[1], action[2]
            if k == "fire_all":
                t["left"] = [x for x in t["left"] if x != sl]
                if not t["left"]:
                    self.stack.pop()
            else:
                self.stack.pop()
            card = self.town[sp]["dragons"][sl]
            self._fire(events, seat, card, {"seat": seat, "where": "town", "space": sp, "slot": sl})
        elif k == "fire_card":
            self.stack.pop()
            self._fire(events, seat, action[1], {"seat": seat, "where": t["where"], "space": None,
                                                 "slot": None, "card": action[1]})
        elif k == "ability":
            self.stack.pop()
            steps = self.shop(t["space"])["ability"]
            events.append({"type": "ability", "seat": seat, "shop": self.town[t["space"]]["id"]})
            self.stack.append({"k": "steps", "steps": list(steps), "i": 0,
                               "ctx": {"seat": seat, "where": "town", "space": t["space"],
                                       "slot": None, "shop_ability": True}})
        elif k == "swap":
            self.stack.pop()
            self._swap(events, seat, t["space"], t["slot"], action[1], action[2], t.get("chain", False))
        elif k == "gift_to":
            self.stack.pop()
            if name == "return":
                self._lose(events, seat, action[1], 1, "gift")
            else:
                self._lose(events, seat, action[2], 1, "gift")
                self._gain(events, action[1], action[2], 1, "gift")
                events.append({"type": "gift", "from": seat, "to": action[1], "item": action[2]})
                self._gift_limit(events, action[1], action[2])
            p["stats"]["gifts_given"] += 1
            if name != "return":
                self.turn_flags["gifts"] += 1          # a gift like the visit's (fs18)
            self._rep(events, seat, t["rep"], t.get("why", "gift"))
        elif k == "return":
            self.stack.pop()
            self._lose(events, seat, action[1], 1, t.get("why", "return"))
            returned = t.get("returned", []) + [action[1]]
            if t["n"] > 1:
                self.stack.append({**t, "n": t["n"] - 1, "returned": returned})
            else:
                self.turn_flags["returned"] = returned
        elif k == "exchange":
            self.stack.pop()
            g = action[1]
            self._lose(events, seat, g, 1, "exchange")
            if t["left"] > 1:
                self.stack.append({**t, "left": t["left"] - 1})
            # FC-SHOP-EXCHANGE: any good back, the one returned included
            self.stack.append({"k": "take", "seat": seat, "n": 1, "why": "exchange"})
        elif k == "trade":
            self.stack.pop()
            self._lose(events, seat, action[1], 1, "trade")
            if t["left"] > 1:
                self.stack.append({**t, "left": t["left"] - 1})
            self.stack.append({"k": "gain_coins", "seat": seat, "n": t["coins"], "why": "trade"})
            if t["give"] > 1:
                self.stack.append({"k": "return", "seat": seat, "n": t["give"] - 1, "why": "trade"})
        elif k == "reserve":
            self.stack.pop()
            eid = action[1]
            self.row.remove(eid)
            p["reserved"].append(eid)
            events.append({"type": "reserve", "seat": seat, "card": eid})
        elif k == "bottom":
            self.stack.pop()
            p["hand"].remove(action[1])
            self.artisan_deck.append(action[1])
            events.append({"type": "bottom", "seat": seat, "card": action[1], "deck": "artisan",
                           "why": t.get("why", "ability")})
            if t.get("n", 1) > 1:
                self.stack.append({**t, "n": t["n"] - 1})
        elif k == "bottom_fancy":
            self.stack.pop()
            p["fancy_hidden"].remove(action[1])
            self.fancy_deck.append(action[1])
            events.append({"type": "bottom", "seat": seat, "card": action[1], "deck": "fancy"})
            if t.get("n", 1) > 1:
                self.stack.append({**t, "n": t["n"] - 1})
        elif k == "spend_coins":
            self.stack.pop()
            self._lose(events, seat, "coin", action[1], "ability")
            self._rep(events, seat, action[1] * t["rep_each"], "ability")
        elif k == "park_swap":
            self.stack.pop()
            h, q = action[1], action[2]
            p["hand"].remove(h)
            self.park[self.park.index(q)] = h
            p["hand"].append(q)
            events.append({"type": "park_swap", "seat": seat, "gave": h, "took": q})
        elif k == "pay_choice":
            self.stack.pop()
            good, coins = action[1], action[2]
            need = t["goods"][0][1]
            if need - coins:
                self._lose(events, seat, good, need - coins, "enchant")
            if coins:
                self._lose(events, seat, "coin", coins, "enchant")
            if len(t["goods"]) > 1:
                self.stack.append({**t, "goods": t["goods"][1:]})
        else:
            raise ValueError(k)

    # ------------------------------------------------------------ turn parts
    def _move(self, events, space):
        seat = self.current
        p = self.players[seat]
        events.append({"type": "move", "seat": seat, "from": p["token"], "to": space})
        p["token"] = space
        owed = [] if self.solo else self.tokens_at(space, seat)
        if owed:
            self.turn_flags["visited_occupied"] = True
        self.stack.append({"k": "choose", "space": space})
        for other in reversed(owed):                  # FC-GIFT: in seat order from the mover
            self.stack.append({"k": "gift", "seat": seat, "to": other})

    def _gather(self, events, space):
        """FC-GATHER: collect one item per icon, then place, fire up, ability."""
        seat = self.current
        town = self.town[space]
        shop = self.shop(space)
        yield_tasks = []
        icon = shop["icon"]
        count = 1
        if icon in GOODS:
            self._gain(events, seat, icon, 1, "gather")
        elif icon == "coin":
            n = self.options["wishing_well_coins"] if shop["id"] == "wishing_well" else 1
            self._gain(events, seat, "coin", n, "gather")
        elif icon == "wild":
            yield_tasks.append({"k": "take", "seat": seat, "n": 1, "why": "gather"})
        else:
            yield_tasks.append({"k": "draw", "seat": seat, "n": 1, "why": "gather"})
        for d in town["dragons"]:
            if d is not None:
                self._gain(events, seat, self.cfg.artisans[d], 1, "gather")
                count += 1
        for e in town["enchantments"]:
            self._gain(events, seat, self.cfg.enchantment[e]["type"], 1, "gather")
            count += 1
        self.turn_flags["gathered"] = max(self.turn_flags["gathered"], count)
        later = [{"k": "place", "seat": seat, "space": space, "why": "gather"},
                 {"k": "fire", "seat": seat, "space": space, "why": "gather", "exclude": []}]
        if shop["ability"]:                # offered when its turn comes, if it can start then
            later.append({"k": "ability", "seat": seat, "space": space})
        self._push(*(yield_tasks + later))

    def _usable(self, steps, seat, space) -> bool:
        """Whether a shop ability can start (its costs and first step can be met)."""
        p = self.players[seat]
        goods = sum(p["goods"].values())
        first = steps[0]
        for st in steps:
            if st["step"] == "pay" and p["goods"][st["good"]] < st["n"]:
                return False
            if st["step"] in ("look_fancy", "draw_fancy") and not self.fancy_deck:
                return False                   # e.g. Guilty Treasures: nothing to draw
            if st["step"] == "gift_for_rep" and self.solo and not self.options["solo_gifts_to_supply"]:
                return False
        k = first["step"]
        if k == "return_any":
            return goods >= first["n"]
        if k == "bottom_artisan":
            return len(p["hand"]) >= first["n"]
        if k == "fire_card":
            return bool(p["hand"] if first["where"] == "hand" else self.park)
        if k == "fire_town":
            t = self._fire_task(first, seat, space)
            return bool(self._fire_targets(t))
        if k == "place_anywhere":
            return bool(self.placements(seat, None))
        if k in ("exchange", "gift_for_rep"):
            return goods >= 1
        if k == "trade":
            return goods >= first["give"]
        if k == "reserve":
            return bool(self.row) and len(p["reserved"]) < self.options["reserved_max"]
        if k == "spend_coins":
            return p["coins"] >= 1
        if k == "park_swap":
            return bool(p["hand"]) and bool(self.park)
        if k in ("look_fancy", "draw_fancy"):
            return bool(self.fancy_deck)
        if k == "draw_artisan":
            return bool(self.park or self.artisan_deck)
        if k == "take_per":
            return bool(self._dragons_at(space))
        return True

    def _fire_task(self, step, seat, space):
        if step["where"] == "here_other":
            fired = [f for f in self.turn_flags.get("fired_at", []) if f[0] == space]
            return {"k": "fire", "seat": seat, "space": space, "exclude": fired, "why": "ability"}
        return {"k": "fire", "seat": seat, "space": None, "exclude": [], "why": "ability"}

    def _enchant(self, events, space, eid, sets):
        """FC-ENCHANT: pay (coins stand in unless no_coins), reward, tuck, fire up all."""
        seat = self.current
        p = self.players[seat]
        card = self.cfg.enchantment[eid]
        if eid in p["reserved"]:
            p["reserved"].remove(eid)
        else:
            self.row.remove(eid)
        cost = self.enchant_cost(eid, sets)
        self.town[space]["enchantments"].append(eid)
        p["stats"]["cast"] += 1
        if len(self.town[space]["enchantments"]) >= self.cfg.numbers["max_enchantments"]:
            self.turn_flags["third_enchantment"] = True
        events.append({"type": "enchant", "seat": seat, "card": eid, "space": space, "sets": sets,
                       "cost": cost})
        if card["sets"]:
            scale = self.cfg.sets_scales[self.options["sets_scale"]]
            rep, artisans = scale[sets - 1], 0
        else:
            rep, artisans = card["reward"]["rep"], card["reward"]["artisan"]
        self._rep(events, seat, rep, "enchant")
        left = [sl for sl, d in enumerate(self.town[space]["dragons"]) if d is not None]
        tasks = [{"k": "pay_choice", "seat": seat, "card": eid,
                  "goods": [[g, n] for g, n in cost.items()], "coins_ok": self.coins_allowed(eid)}]
        tasks += [{"k": "draw", "seat": seat, "n": artisans, "why": "enchant"}] if artisans else []
        if left:
            tasks.append({"k": "fire_all", "seat": seat, "space": space, "left": left})
        self._push(*tasks)

    def _draw_artisan(self, events, seat, source, why):
        p = self.players[seat]
        if source == "deck":
            card = self._draw_deck(events, "artisan_deck")
        else:
            card = source
            self.park.remove(card)
        p["hand"].append(card)
        events.append({"type": "draw_artisan", "seat": seat, "card": card, "source":
                       "deck" if source == "deck" else "park", "why": why})

    def _place(self, events, seat, card, space, slot):
        """FC-PLACE: the slot reward; the last slot draws a face-down shop (FC-EXPAND)."""
        p = self.players[seat]
        p["hand"].remove(card)
        town = self.town[space]
        town["dragons"][slot] = card
        p["stats"]["placed"] += 1
        typ = self.cfg.artisans[card]
        if typ not in p["stats"]["placed_types"]:
            p["stats"]["placed_types"].append(typ)
        reward = self.shop(space)["slots"][slot][1]
        self.turn_flags["just_placed"] = [space, slot]
        events.append({"type": "place", "seat": seat, "card": card, "space": space, "slot": slot,
                       "reward": reward})
        if reward in REWARD_COINS:
            self._gain(events, seat, "coin", REWARD_COINS[reward], "slot")
        elif reward in REWARD_REP:
            self._rep(events, seat, REWARD_REP[reward], "slot")
        elif reward == "fancy":
            self._draw_fancy(events, seat, "slot")
        if all(d is not None for d in town["dragons"]):
            self.turn_flags["filled_last_slot"] = True
            p["stats"]["shops_filled"] += 1
            if self.shop_deck and any(s is None for s in self.town):
                self.stack.append({"k": "site", "seat": seat})

    def _fire(self, events, seat, card, ctx):
        """FC-FIRE: a dragon's ability (artisan_abilities in cards.yaml)."""
        self.turn_flags["fired"] += 1
        self.players[seat]["stats"]["fired"] += 1
        if ctx["where"] == "town":
            self.turn_flags.setdefault("fired_at", []).append([ctx["space"], ctx["slot"]])
        events.append({"type": "fire", "seat": seat, "card": card, "where": ctx["where"],
                       "space": ctx["space"], "slot": ctx["slot"]})
        steps = self.cfg.abilities[self.cfg.artisans[card]]
        self.stack.append({"k": "steps", "steps": list(steps), "i": 0, "ctx": ctx})

    def _swap(self, events, seat, sp, sl, sp2, sl2, chain):
        """Potion: swap (slot icons ignored, no reward), then fire the dragon now here."""
        a, b = self.town[sp]["dragons"][sl], self.town[sp2]["dragons"][sl2]
        self.town[sp]["dragons"][sl], self.town[sp2]["dragons"][sl2] = b, a
        events.append({"type": "swap", "seat": seat, "a": [sp, sl], "b": [sp2, sl2],
                       "cards": [a, b]})
        # both places now hold a dragon that has fired (the Potion moved, the one brought in
        # is fired now): neither is fired again by a fire-up-all or a "different dragon here"
        for t in self.stack:
            if t["k"] == "fire_all":
                t["left"] = [x for x in t["left"]
                             if [t["space"], x] not in ([sp, sl], [sp2, sl2])]
        self.turn_flags.setdefault("fired_at", []).append([sp2, sl2])
        if self.cfg.artisans[b] == "potion" and not self.options["potion_chain"]:
            self.turn_flags["fired"] += 1
            self.players[seat]["stats"]["fired"] += 1
            self.turn_flags["fired_at"].append([sp, sl])
            events.append({"type": "fire", "seat": seat, "card": b, "where": "town",
                           "space": sp, "slot": sl})
            return
        self._fire(events, seat, b, {"seat": seat, "where": "town", "space": sp, "slot": sl,
                                     "chain": True})

    def _step(self, events, st, ctx):
        """One effect step (effects.STEPS) of an ability."""
        k = st["step"]
        seat = ctx["seat"]
        p = self.players[seat]
        why = "ability" if ctx.get("shop_ability") else "artisan"
        space = ctx.get("space")
        if k == "gain":
            self._gain(events, seat, st["item"], st["n"], why)
        elif k == "take":
            t = {"k": "take", "seat": seat, "n": st["n"], "distinct": st["distinct"], "why": why}
            if st["not_returned"]:
                t["exclude"] = list(self.turn_flags.get("returned", []))
            self.stack.append(t)
        elif k == "take_per":
            n = len(self._dragons_at(space))
            if n:
                self.stack.append({"k": "take", "seat": seat, "n": n, "why": why})
        elif k == "rep":
            self._rep(events, seat, st["n"], why)
        elif k == "rep_per":
            if st["count"] == "types_here":
                count = len({self.cfg.artisans[d] for d in self._dragons_at(space)})
            elif st["count"] == "enchantments_here":
                count = len(self.town[space]["enchantments"])
            else:
                count = len(self._dragons_at(space))
            self._rep(events, seat, count * st["n"], why)
        elif k == "pay":
            self._lose(events, seat, st["good"], st["n"], why)
        elif k == "return_any":
            self.turn_flags["returned"] = []
            self.stack.append({"k": "return", "seat": seat, "n": st["n"], "why": why})
        elif k == "draw_artisan":
            t = {"k": "draw", "seat": seat, "n": st["n"], "why": why}
            if ctx.get("where") == "park":
                t["keep"] = ctx["card"]          # the dragon fired in the Park stays there
            self.stack.append(t)
        elif k == "draw_fancy":
            for _ in range(st["n"]):
                self._draw_fancy(events, seat, why)
        elif k == "bottom_artisan":
            self.stack.append({"k": "bottom", "seat": seat, "n": st["n"], "why": why})
        elif k == "bottom_fancy":
            self.stack.append({"k": "bottom_fancy", "seat": seat, "n": st["n"]})
        elif k == "look_fancy":
            cards = []
            for _ in range(st["n"]):
                card = self._draw_deck(events, "fancy_deck")
                if card is not None:
                    cards.append(card)
            if cards:
                self.stack.append({"k": "look_fancy", "seat": seat, "options": cards})
        elif k == "fire_card":
            self.stack.append({"k": "fire_card", "seat": seat, "where": st["where"]})
        elif k == "fire_town":
            self.stack.append(self._fire_task(st, seat, space))
        elif k == "place_anywhere":
            t = {"k": "place", "seat": seat, "space": None, "why": why}
            if ctx.get("where") == "hand":
                t["keep"] = ctx["card"]          # the dragon fired in hand stays there
            self.stack.append(t)
        elif k == "exchange":
            self.stack.append({"k": "exchange", "seat": seat, "left": st["max"]})
        elif k == "reserve":
            self.stack.append({"k": "reserve", "seat": seat})
        elif k == "trade":
            if sum(p["goods"].values()) >= st["give"]:
                self.stack.append({"k": "trade", "seat": seat, "left": st["times"],
                                   "give": st["give"], "coins": st["coins"]})
        elif k == "others_take":
            self.stack.append({"k": "others_take", "seat": seat, "n": st["n"]})
        elif k == "gift_for_rep":
            self.stack.append({"k": "gift_to", "seat": seat, "rep": st["rep"],
                               "why": "plant" if why == "artisan" else "ability"})
        elif k == "spend_coins":
            self.stack.append({"k": "spend_coins", "seat": seat, "max": st["max"],
                               "rep_each": st["rep_each"]})
        elif k == "park_swap":
            self.stack.append({"k": "park_swap", "seat": seat})
        elif k == "copy":
            goods = self._copy_goods(ctx)
            if goods:
                self.stack.append({"k": "copy", "seat": seat, "n": st["n"], "goods": goods,
                                   "why": "iron"})
        elif k == "swap_fire":
            if ctx["where"] == "town":
                self.stack.append({"k": "swap", "seat": seat, "space": space, "slot": ctx["slot"]})
        else:
            raise ValueError(k)

    # ------------------------------------------------------------ fancy dragons
    def _reveal(self, events, fid):
        """FC-SUN: reveal a Sun dragon whose goal is met; a pay goal spends the goods."""
        seat = self.current
        p = self.players[seat]
        card = self.cfg.fancy[fid]
        if card["goal"]["is"] == "pay":
            for g, n in card["goal"]["goods"].items():
                self._lose(events, seat, g, n, "fancy")
        p["fancy_hidden"].remove(fid)
        p["fancy_revealed"].append(fid)
        p["stats"]["sun_revealed"] += 1
        events.append({"type": "reveal_fancy", "seat": seat, "card": fid, "kind": "sun"})
        r = card["reward"]
        self._rep(events, seat, r["rep"], "fancy")
        if r.get("coin"):
            self._gain(events, seat, "coin", r["coin"], "fancy")
        if r.get("artisan"):
            self.stack.append({"k": "draw", "seat": seat, "n": r["artisan"], "why": "fancy"})
        if r.get("good"):
            self.stack.append({"k": "take", "seat": seat, "n": r["good"], "why": "fancy"})

    # ------------------------------------------------------------ end of game
    def _final_scoring(self, events):
        """FC-FINAL: coins to reputation, then Moon dragons; FC-TIE tie-breakers."""
        self.stack = []
        for seat, p in enumerate(self.players):
            p["reputation_before_final"] = p["reputation"]
            p["coins_before_final"] = p["coins"]
            if p["coins"]:
                self._rep(events, seat, p["coins"], "coins")
                p["coins"] = 0
            for fid in list(p["fancy_hidden"]):
                card = self.cfg.fancy[fid]
                if card["kind"] != "moon" or not goal_met(self, seat, card["goal"]):
                    continue
                value = card["reward"]["rep"] + goal_value(self, seat, card["goal"])
                p["fancy_hidden"].remove(fid)
                p["fancy_revealed"].append(fid)
                p["stats"]["moon_scored"] += 1
                events.append({"type": "reveal_fancy", "seat": seat, "card": fid, "kind": "moon"})
                self._rep(events, seat, value, "fancy")
            if self.options["sun_unscored"] == "at_end":
                self._score_sun_at_end(events, seat)
        self.phase = "over"
        self.serial += 1
        res = self.result()
        events.append({"type": "final_scoring", "scores": res["scores"]})
        events.append({"type": "game_over", "winners": res["winners"], "tiebreak": res["tiebreak"]})

    def _score_sun_at_end(self, events, seat):
        """FC-FANCY-SUN, option sun_unscored `at_end` (§10 #17): after the Moon dragons (so
        they count only the Sun dragons revealed during the game), each hidden Sun dragon whose
        goal is met scores its reputation. A "this turn" goal cannot be met (no turn is being
        played); a "pay" goal pays its goods; the coin, draw and good of a reward are lost."""
        p = self.players[seat]
        for fid in list(p["fancy_hidden"]):
            card = self.cfg.fancy[fid]
            goal = card["goal"]
            if card["kind"] != "sun" or goal["is"] in ("turn_flag", "turn_count") \
                    or not goal_met(self, seat, goal):
                continue
            if goal["is"] == "pay":
                for g, n in goal["goods"].items():
                    self._lose(events, seat, g, n, "fancy")
            p["fancy_hidden"].remove(fid)
            p["fancy_revealed"].append(fid)
            events.append({"type": "reveal_fancy", "seat": seat, "card": fid, "kind": "sun"})
            self._rep(events, seat, card["reward"]["rep"], "fancy")

    def result(self) -> dict:
        scores = [p["reputation"] for p in self.players]
        best = max(scores)
        tied = [s for s, v in enumerate(scores) if v == best]
        tiebreak = None
        if len(tied) > 1:
            tiebreak = "artisans"
            most = max(len(self.players[s]["hand"]) for s in tied)
            tied = [s for s in tied if len(self.players[s]["hand"]) == most]
            if len(tied) > 1:
                tiebreak = "goods"
                total = {s: sum(self.players[s]["goods"].values()) for s in tied}
                most = max(total.values())
                tied = [s for s in tied if total[s] == most]
                if len(tied) > 1:
                    tiebreak = "shared"
        out = {"scores": scores, "winners": tied, "tiebreak": tiebreak, "over": self.is_over}
        if self.solo:
            out["rank"] = self.rank(scores[0])
            out["achievements"] = self.achievements()
        if self.level:
            target = self.level.get("target")
            need = self.level.get("achievement")
            passed = self.is_over and (target is None or scores[0] >= target) and \
                (need is None or need in out.get("achievements", []))
            out["level"] = {"id": self.level.get("id"), "target": target, "achievement": need,
                            "passed": passed}
        return out

    def rank(self, score: int) -> str:
        for band in self.cfg.solo_ranks:
            if score >= band["min"]:
                return band["key"]
        return self.cfg.solo_ranks[-1]["key"]

    def achievements(self) -> list[str]:
        """FC-SOLO-ACHIEVEMENTS: which of the solo achievements player 0 has earned."""
        p = self.players[0]
        par = self.cfg.achievement_params
        got = []
        checks = {
            "fill_4_shops": p["stats"]["shops_filled"] >= par.get("fill_4_shops", 4),
            "three_enchantments_one_shop": any(
                s and len(s["enchantments"]) >= par.get("three_enchantments_one_shop", 3)
                for s in self.town),
            "five_fancy": len(p["fancy_revealed"]) >= par.get("five_fancy", 5),
            "six_placed": p["stats"]["placed"] >= par.get("six_placed", 6),
            "zero_coins": self.is_over and p["coins_before_final"] == 0,
        }
        for key in self.cfg.achievements:
            if checks.get(key):
                got.append(key)
        return got

    def score_breakdown(self, seat: int) -> dict:
        """Reputation by source: slot, enchant, ability, artisan, plant, gift, fancy, coins
        (and total); during the game `coins_now` is what the coins would add."""
        p = self.players[seat]
        out = dict(p["rep_by"])
        out["total"] = p["reputation"]
        out["coins_now"] = p["coins"]
        return out

    # ------------------------------------------------------------ for the scene
    def decision(self) -> dict:
        """What is being decided now (docs/flamecraft_engine.md, decision())."""
        if self.is_over:
            return {"kind": "over", "seat": None}
        if not self.stack:
            return {"kind": "end_turn", "seat": self.current}
        t = self.stack[-1]
        d = {"kind": DECISION_KIND.get(t["k"], t["k"]), "seat": self.current_player,
             "optional": t["k"] in OPTIONAL}
        if t["k"] == "gift_to" and self.solo:
            d["kind"] = "return"                  # FC-SOLO-GIFTS: the good goes to the supply
        for key in ("to", "space", "why", "n", "where", "options", "slot", "rep", "left",
                    "distinct", "card", "max"):
            if key in t:
                d[key] = fresh(t[key])
        if t.get("why") == "hand_limit":
            d["n"] = len(self.players[d["seat"]]["hand"]) - self.cfg.numbers["hand_limit"]
        if t["k"] == "pay_choice":
            lo, hi = self._pay_range(t)
            d.update(good=t["goods"][0][0], need=t["goods"][0][1], min=lo, max=hi)
        if t["k"] == "ability":
            d["shop"] = self.town[t["space"]]["id"]
        if t["k"] in ("exchange", "trade"):
            d["why"] = t["k"]
        if t["k"] == "copy":
            d["goods"] = list(t["goods"])
        return d

    def card_count(self) -> dict:
        """Every card of the game and where it is (the tests' conservation check)."""
        where = {}

        def put(card, place):
            where.setdefault(card, []).append(place)
        for name in ("shop_deck", "artisan_deck", "fancy_deck", "ench_deck", "park", "row"):
            for c in getattr(self, name):
                put(c, name)
        for kind, cards in self.out.items():
            for c in cards:
                put(c, "out")
        for seat, p in enumerate(self.players):
            for c in p["hand"] + p["fancy_hidden"] + p["fancy_revealed"] + p["reserved"]:
                put(c, f"p{seat}")
        for shop in self.town:
            if shop:
                put(shop["id"], "town")
                for c in shop["dragons"] + shop["enchantments"]:
                    if c is not None:
                        put(c, "town")
        for t in self.stack:
            for c in t.get("options", []):
                put(c, "pending")
        return where


def from_dict(data: dict) -> FlamecraftState:
    return FlamecraftState.from_dict(data)


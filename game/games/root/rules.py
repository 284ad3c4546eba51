"""Root's rules (Marquise de Cat against the Woodland Alliance) as a pure, deterministic
state machine (no pygame).

A turn is a chain of small decisions. The state keeps a stack of pending tasks
(`stack`, top last), each a small JSON dict {"k": kind, "seat": ..., ...}. With an empty
stack the turn player chooses freely among the actions of the phase (plus
`end_phase`). A task with exactly one choice and no decline is done by the engine.
docs/root_engine.md is the contract; rule ids RT-… refer to seeds/root.en.md.

The work is split by subject: board.py (map queries), rules_battle.py (battle, hits,
removal, Outrage, Field Hospitals), rules_marquise.py, rules_alliance.py, and this file
(set-up, phases, cards, crafting, the card hooks, victory).
"""
from __future__ import annotations

import copy
import itertools

from game.core.protocol import Action, Event, IllegalAction, checked_players, clone_fields, fresh, is_legal
from game.core.rng import Rng

from .board import FACTIONS, BoardMixin, other
from . import rules_clockwork as clockwork
from .config import BUILDINGS, OPTION_CHOICES, SUITS, TRAIT_CHOICES, Config, is_choice, is_traits, load_config
from .effects import crafted_with
from .rules_alliance import AllianceMixin
from .rules_battle import BattleMixin
from .rules_marquise import MarquiseMixin

# tasks the turn player or another seat decides; an optional one also offers ("skip",)
OPTIONAL = {"ambush", "counter_ambush", "battle_effects", "field_hospitals", "command_warren",
            "cobbler", "march_move"}
INTERNAL = {"start_turn", "birdsong_start", "daylight_start", "evening_start", "evening_draw",
            "end_turn", "ambush_hits", "roll", "deal_hits", "hits", "end_battle", "revolt_resolve",
            "spread_resolve", "outrage_check", "effect_order", "better_burrow_bank", "marquise_wood"}
KNOWN = {"keep", "setup_building", "end_phase", "skip", "move", "march", "battle", "ambush",
         "brutal_tactics", "armorers", "sappers", "take_hit", "field_hospitals", "outrage", "craft",
         "wood", "build", "pay_wood", "recruit", "overwork", "hawks", "revolt", "spread", "spend",
         "mobilize", "train", "organize", "discard", "discard_supporter", "royal_claim",
         "stand_and_deliver", "tax_collector", "codebreakers", "dominance", "take_dominance",
         "recruit_at", "bot_step", "timing"}
# The rules' version, kept in saves: 2 since a phase waits for End and Undo spans a turn's
# phases (RT-DIG-STEPS, RT-DIG-UNDO), so a log of version 1 may no longer replay.
RULES_VERSION = 2
FIELDS = ("players", "map", "deck", "discard", "dominance_pool", "out", "item_supply", "phase",
          "current", "turn_number", "stack", "turn", "battle", "winner", "reason", "options",
          "serial", "rng_state")


def new_game(setup: dict, seed: int, config: Config | None = None) -> "RootState":
    """Start a game. setup: players (2 {name, kind}: seat 0 Marquise, seat 1 Alliance)
    and any option of data/root/rules.yaml by name (RT-SETUP)."""
    cfg = config or load_config()
    if type(setup) is not dict:
        raise IllegalAction("setup_players")
    players = checked_players(setup.get("players"),
                              [{"name": "Marquise", "kind": "human"}, {"name": "Alliance", "kind": "human"}])
    if len(players) != 2:
        raise IllegalAction("setup_players")
    options = dict(cfg.options)
    for name, choices in OPTION_CHOICES.items():
        if name in setup:
            if not is_choice(setup[name], choices):
                raise IllegalAction("setup_option", option=name)
            options[name] = setup[name]
    for name, choices in TRAIT_CHOICES.items():
        if name in setup:
            if not is_traits(setup[name], choices):
                raise IllegalAction("setup_option", option=name)
            options[name] = list(setup[name])
    rng = Rng(seed)
    s = RootState(cfg)
    s.options = options
    deck = list(cfg.deck)
    if not options["dominance_cards"]:                      # RT-SETUP-DOMINANCE: removed with 2 players
        s.out = [c for c in deck if cfg.cards[c]["kind"] == "dominance"]
        deck = [c for c in deck if cfg.cards[c]["kind"] != "dominance"]
    rng.shuffle(deck)
    s.deck = deck
    s.item_supply = dict(cfg.items)
    if options["item_supply"] == "transcription":            # §10 #5
        s.item_supply.update(coins=1, crossbow=2)
    s.map = [{"warriors": {f: 0 for f in FACTIONS}, "buildings": ["ruin"] if cfg.clearings[n]["ruin"] else [],
              "tokens": []} for n in range(1, 13)]
    mq, al = cfg.marquise, cfg.alliance
    s.players = []
    for seat, p in enumerate(players):
        entry = {**p, "faction": FACTIONS[seat], "vp": 0, "hand": [], "crafted": [], "items": [],
                 "dominance": None}
        if p["kind"] == "bot" and clockwork.module(FACTIONS[seat]) is not None:     # a Clockwork seat
            entry["bot"] = {"difficulty": options["bot_difficulty_" + FACTIONS[seat]],
                            "traits": list(options["bot_traits_" + FACTIONS[seat]])}
        if seat == 0:
            entry.update(warriors_supply=mq["warriors"], wood_supply=mq["wood"],
                         buildings_left={b: mq["per_building"] for b in BUILDINGS}, keep_lost=False)
        else:
            entry.update(warriors_supply=al["warriors"], officers=0, supporters=[],
                         bases_left=list(SUITS), sympathy_left=al["sympathy"])
        s.players.append(entry)
    s.rng_state = rng.state
    events: list = []
    for seat in (0, 1):
        if not s.is_bot(seat):                       # RT-BOT-HAND: a bot draws no hand
            s._draw(events, seat, cfg.numbers["start_hand"], "setup")
    for _ in range(0 if s.is_bot(1) else al["supporters_start"]):
        card = s._take_top(events)
        if card is not None:
            s.players[1]["supporters"].append(card)
    first = options["first_player"]
    s.current = {"marquise": 0, "alliance": 1}.get(first)
    if s.current is None:
        s.current = rng_pick(s, 2)
    s.phase = "setup"
    s.stack = [{"k": "start_turn", "seat": s.current}]
    if not s.is_bot(0):
        s.stack += [{"k": "setup_building", "seat": 0, "left": list(BUILDINGS)}, {"k": "keep", "seat": 0}]
    for seat in (0, 1):
        if s.is_bot(seat):                           # the bot's own set-up (RT-BOT-MM-SETUP, RT-BOT-AA-SETUP)
            clockwork.module(s.faction(seat)).setup(s, seat, events)
    s._settle([])
    return s


def rng_pick(s, n: int) -> int:
    rng = Rng(s.rng_state)
    value = rng.randrange(n)
    s.rng_state = rng.state
    return value


class RootState(BoardMixin, BattleMixin, MarquiseMixin, AllianceMixin):
    def __init__(self, cfg: Config):
        self.cfg = cfg
        self.players: list = []
        self.map: list = []
        self.deck: list = []
        self.discard: list = []
        self.dominance_pool: list = []
        self.out: list = []
        self.item_supply: dict = {}
        self.phase = "setup"
        self.current = 0
        self.turn_number = 0
        self.stack: list = []
        self.turn: dict = {}
        self.battle = None
        self.winner = None
        self.reason = None
        self.options: dict = {}
        self.serial = 0
        self.rng_state = 0
        self._legal = None

    # ------------------------------------------------------------ protocol basics
    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def current_player(self) -> int:
        if self.stack and "seat" in self.stack[-1]:
            return self.stack[-1]["seat"]
        return self.current

    def faction(self, seat: int) -> str:
        return FACTIONS[seat]

    def is_bot(self, seat: int) -> bool:
        """A Clockwork seat: played by the engine through ("bot_step",) (RT-BOT-ORDER)."""
        return "bot" in self.players[seat]

    def bot_has(self, faction: str, trait: str) -> bool:
        p = self.player(faction)
        return "bot" in p and trait in p["bot"]["traits"]

    def seat_of(self, faction: str) -> int:
        return FACTIONS.index(faction)

    def player(self, faction: str) -> dict:
        return self.players[FACTIONS.index(faction)]

    def clone(self) -> "RootState":
        other_state = clone_fields(self, FIELDS)
        other_state._legal = None
        return other_state

    def to_dict(self) -> dict:
        data = {name: fresh(getattr(self, name)) for name in FIELDS}
        for seat, p in enumerate(data["players"]):
            p["hand_size"] = len(p["hand"])
        data["clearings"] = self.clearings_view()
        data["vp"] = {f: self.player(f)["vp"] for f in FACTIONS}
        data["officers"] = self.players[1]["officers"]
        data["game"] = "root"
        data["over"] = self.is_over
        return data

    # what a seat may see (RT-DIG-HIDDEN): an allow-list, built from the public parts
    PUBLIC_PLAYER = ("name", "kind", "faction", "vp", "crafted", "items", "dominance", "bot",
                     "warriors_supply", "wood_supply", "buildings_left", "keep_lost", "officers",
                     "bases_left", "sympathy_left")
    PUBLIC = ("map", "discard", "dominance_pool", "out", "item_supply", "phase", "current",
              "turn_number", "turn", "battle", "winner", "reason", "options", "serial")

    def view(self, seat: int) -> dict:
        """What `seat` may see: its own hand (and, for the Alliance, its supporters); of the
        other player only counts; the deck only as a count; no rng state, no stack."""
        data = {name: fresh(getattr(self, name)) for name in self.PUBLIC}
        data["players"] = []
        for i, p in enumerate(self.players):
            mine = {k: fresh(p[k]) for k in self.PUBLIC_PLAYER if k in p}
            mine["hand_size"] = len(p["hand"])
            mine["hand"] = list(p["hand"]) if i == seat else None
            if "supporters" in p:
                mine["supporters_count"] = len(p["supporters"])
                mine["supporters"] = list(p["supporters"]) if i == seat else None
            data["players"].append(mine)
        data["deck_count"] = len(self.deck)
        data["clearings"] = self.clearings_view()
        data["vp"] = {f: self.player(f)["vp"] for f in FACTIONS}
        data["decision"] = self.decision()
        data["game"] = "root"
        data["over"] = self.is_over
        return data

    @classmethod
    def from_dict(cls, data: dict, config: Config | None = None) -> "RootState":
        if type(data) is not dict or data.get("game") != "root":
            raise ValueError("not a Root state")
        missing = [name for name in FIELDS if name not in data]
        if missing:
            raise ValueError("not a Root state: missing " + ", ".join(missing))
        state = cls(config or load_config())
        for name in FIELDS:
            setattr(state, name, copy.deepcopy(data[name]))
        for p in state.players:
            p.pop("hand_size", None)
        if state.phase not in ("setup", "birdsong", "daylight", "evening", "over") \
                or len(state.map) != 12 or len(state.players) != 2:
            raise ValueError("not a valid Root state")
        return state

    def result(self) -> dict:
        return {"winner": self.winner, "reason": self.reason, "over": self.is_over,
                "vp": {f: self.player(f)["vp"] for f in FACTIONS},
                "scores": [p["vp"] for p in self.players],
                "winners": [] if self.winner is None else [self.seat_of(self.winner)]}

    # ------------------------------------------------------------ legal actions
    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._find_legal()
        return list(self._legal)

    def _find_legal(self) -> list[Action]:
        if self.is_over:
            return []
        if not self.stack:
            if self.is_bot(self.current):
                return [("bot_step",)]
            return self._phase_actions(self.current) + [("end_phase",)]
        t = self.stack[-1]
        acts = self._task_actions(t)
        if t["k"] in OPTIONAL:
            acts.append(("skip",))
        return acts

    def _phase_actions(self, seat: int) -> list[Action]:
        f = self.faction(seat)
        out: list = []
        if self.phase == "birdsong":
            out += self._birdsong_card_actions(seat)
            if f == "alliance":
                out += self.alliance_birdsong_actions()
        elif self.phase == "daylight":
            if f == "marquise":
                out += self.marquise_daylight_actions()
            else:
                out += self.craft_actions(seat) + self.alliance_daylight_actions()
            out += self._daylight_card_actions(seat)
        elif self.phase == "evening":
            if f == "alliance":
                out += self.alliance_evening_actions()
        return out

    def _task_actions(self, t: dict) -> list[Action]:
        k = t["k"]
        seat = t.get("seat", self.current)
        p = self.players[seat]
        if k == "keep":
            return [("keep", c) for c in sorted(self.cfg.opposite)]
        if k == "setup_building":
            keep = self.keep_clearing()
            where = [keep] + list(self.cfg.adjacent[keep])
            return [("setup_building", b, c) for b in t["left"] for c in sorted(where) if self.free_slots(c) > 0]
        if k == "discard":
            if len(p["hand"]) <= self.cfg.numbers["hand_limit"]:
                return []
            return [("discard", c) for c in p["hand"]]
        if k == "discard_supporter":
            sup = p["supporters"]
            if self.bases_on_map() or len(sup) <= self.cfg.alliance["supporters_limit"]:
                return []
            return [("discard_supporter", c) for c in sup]
        if k in ("command_warren", "cobbler", "march_move"):
            if k == "command_warren":
                return self.battle_actions(self.faction(seat))
            return [("move",) + m[1:] for m in self.move_actions(self.faction(seat))]
        return getattr(self, "ta_" + k)(t, seat)

    # ------------------------------------------------------------ refusals
    def _is_legal(self, action) -> bool:
        return type(action) is tuple and is_legal(action, self.legal_actions())

    def why_illegal(self, action) -> IllegalAction | None:
        if self._is_legal(action):
            return None
        return self._refusal(action)

    def _refusal(self, action) -> IllegalAction:
        if type(action) is not tuple or not action or type(action[0]) is not str:
            return IllegalAction("unknown_action")
        if self.is_over:
            return IllegalAction("game_over")
        name = action[0]
        if name not in KNOWN and name not in self.cfg.names:
            return IllegalAction("unknown_action", action=name)
        if name not in {a[0] for a in self.legal_actions()}:
            return IllegalAction("wrong_step", action=name)
        return IllegalAction("not_allowed", action=name)

    # ------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[Event]:
        if not self._is_legal(action):
            raise self._refusal(action)
        self._legal = None
        self._outraged = False          # within this one action (option outrage_count)
        acting = self.current_player
        events: list[Event] = []
        if acting == self.current and action != ("end_phase",) and isinstance(self.turn, dict):
            self.turn["phase_acted"] = True     # RT-DIG-STEPS: this phase now ends when its player ends it
        if not self.stack:
            self._phase_act(events, action)
        elif action == ("skip",):
            self.stack.pop()
        else:
            self._task_act(events, self.stack[-1], action)
        self._settle(events)
        # RT-DIG-UNDO: undo stops at a new turn, at a random or hidden reveal (those bump
        # the serial where they happen) and wherever the other seat decides; not at a new
        # phase of the same turn (an End Birdsong clicked too soon can be taken back)
        if acting != self.current or (not self.is_over and self.current_player != acting):
            self.serial += 1
        return events

    def _settle(self, events: list) -> None:
        """Run internal tasks and forced single choices until a real decision is due."""
        while not self.is_over:
            self._legal = None
            if self._check_win(events):
                break
            if not self.stack and self.is_bot(self.current):
                self._legal = [("bot_step",)]       # a Clockwork turn: one step per action
                return
            if not self.stack:
                acts = self._phase_actions(self.current)
                if acts:
                    self._legal = acts + [("end_phase",)]
                    return
                if self.turn.get("phase_acted"):
                    # RT-DIG-STEPS: nothing more to do, but the player ends the phase (and may undo first)
                    self._legal = [("end_phase",)]
                    return
                events.append({"type": "phase_passed", "phase": self.phase,
                               "faction": self.faction(self.current)})
                self._end_phase(events)
                continue
            t = self.stack[-1]
            if t["k"] in INTERNAL:
                self.stack.pop()
                self._internal(events, t)
                continue
            acts = self._task_actions(t)
            if not acts:
                self.stack.pop()
                continue
            if self.is_bot(t.get("seat", self.current)):    # a bot decides by its rules
                action = clockwork.decide(self, t, acts + ([("skip",)] if t["k"] in OPTIONAL else []))
                if action == ("skip",):
                    self.stack.pop()
                else:
                    self._task_act(events, t, action)
                continue
            if len(acts) == 1 and t["k"] not in OPTIONAL:
                self._task_act(events, t, acts[0])
                continue
            self._legal = acts + ([("skip",)] if t["k"] in OPTIONAL else [])
            return
        self._legal = None

    def _push(self, *tasks):
        """Push tasks so that the first one given is decided first."""
        for t in reversed(tasks):
            self.stack.append(t)

    # ------------------------------------------------------------ phase flow
    def _internal(self, events, t):
        k = t["k"]
        if k == "start_turn":
            self._start_turn(events, t["seat"])
        elif k == "birdsong_start":
            self._birdsong_start(events)
        elif k == "daylight_start":
            if crafted_with(self.cfg, self.players[self.current]["crafted"], "battle") \
                    and self.battle_actions(self.faction(self.current)):
                self.stack.append({"k": "command_warren", "seat": self.current})
        elif k == "evening_start":
            if crafted_with(self.cfg, self.players[self.current]["crafted"], "move"):
                self.stack.append({"k": "cobbler", "seat": self.current})
        elif k == "evening_draw":
            self._evening_draw(events)
        elif k == "better_burrow_bank":
            self._better_burrow_bank(events)
        elif k == "marquise_wood":
            self.marquise_birdsong(events)
        elif k == "end_turn":
            self._push({"k": "start_turn", "seat": 1 - self.current})
        else:
            getattr(self, "in_" + k)(events, t)

    def _start_turn(self, events, seat):
        limit = self.options["turn_limit"]
        if limit and self.turn_number >= limit:
            self._game_over(events, None, "turn_limit")
            return
        self.current = seat
        self.turn_number += 1
        self.serial += 1
        self.phase = "birdsong"
        self.turn = {"actions_left": 0, "acted": False, "phase_acted": False, "recruited": False,
                     "crafted_with": {}, "ops_used": 0, "used": []}
        events.append({"type": "turn", "seat": seat, "faction": self.faction(seat), "turn": self.turn_number})
        events.append({"type": "phase", "phase": "birdsong"})
        if self.is_bot(seat):                       # the bot's program for this turn (turn["bot"])
            clockwork.module(self.faction(seat)).start_turn(self, seat, events)
            return
        self.stack.append({"k": "birdsong_start"})

    def _birdsong_start(self, events):
        seat = self.current
        p = self.players[seat]
        if p["dominance"] and self._dominance_met(self.faction(seat), p["dominance"]):   # RT-WIN-DOMINANCE
            self._game_over(events, self.faction(seat), "dominance")
            return
        bank = crafted_with(self.cfg, p["crafted"], "draw_each")        # Better Burrow Bank
        wood = self.faction(seat) == "marquise" and p["wood_supply"] > 0 and \
            any("sawmill" in self.cl(n)["buildings"] for n in range(1, 13))
        if bank and wood and not self.is_bot(seat):
            # RT-TURN-TIMING: two effects at the start of Birdsong; the turn player orders them
            self.stack.append({"k": "timing", "seat": seat, "what": "birdsong",
                               "options": ["better_burrow_bank", "wood"]})
            return
        if bank:
            self._better_burrow_bank(events)
        if self.faction(seat) == "marquise":
            self.marquise_birdsong(events)

    def _better_burrow_bank(self, events):
        seat = self.current
        for s in (seat, 1 - seat):
            if not self.is_bot(s):              # RT-DECK-HOOKS: against a bot only you draw
                self._draw(events, s, 1, "better_burrow_bank")

    # ------------------------------------------------------------ RT-TURN-TIMING
    def ta_timing(self, t, seat):
        return [("timing", o) for o in t["options"]]

    def do_timing(self, events, t, seat, action):
        """The turn player's order for effects due at the same moment: the one picked
        first, then the others in the order offered."""
        self.stack.pop()
        first = action[1]
        order = [first] + [o for o in t["options"] if o != first]
        if t["what"] == "battle_effects":
            self._push(*({"k": "battle_effects", "seat": self.seat_of(self.battle[role]), "role": role}
                         for role in order))
        else:
            self._push(*({"k": {"wood": "marquise_wood"}.get(o, o)} for o in order))

    def _end_phase(self, events):
        self.turn["phase_acted"] = False
        if self.phase == "birdsong":
            self.phase = "daylight"
            events.append({"type": "phase", "phase": "daylight"})
            if self.faction(self.current) == "marquise":
                self.turn["actions_left"] = self.cfg.marquise["daylight_actions"]
            self.stack.append({"k": "daylight_start"})
        elif self.phase == "daylight":
            self.phase = "evening"
            events.append({"type": "phase", "phase": "evening"})
            if self.faction(self.current) == "alliance":
                # the operations are phase actions; end_phase then draws (RT-WA-OPERATIONS)
                self.stack.append({"k": "evening_start"})
            else:
                self._push({"k": "evening_start"}, {"k": "evening_draw"})
        else:
            self._push({"k": "evening_draw"})

    def _evening_draw(self, events):
        seat = self.current
        if self.faction(seat) == "marquise":
            n = self.marquise_draw_count()
        else:
            n = self.cfg.alliance["evening_draw"] + len(self.bases_on_map())
        self._draw(events, seat, n, "evening")
        # RT-CARD-DRAW: discard down to 5, then the turn ends
        self._push({"k": "discard", "seat": seat}, {"k": "end_turn"})

    def _phase_act(self, events, action):
        name = action[0]
        seat = self.current
        if name == "end_phase":
            self._end_phase(events)
        elif name == "bot_step":                    # the next step of a Clockwork turn
            clockwork.module(self.faction(seat)).next_step(self, seat, events)
        elif name == "craft":
            self.craft(events, seat, action[1], action[2])
        elif name in ("dominance", "take_dominance"):
            self._card_action(events, seat, action)
        elif name in self.cfg.names:                # a crafted card's phase hook
            self._use_card(events, seat, action)
        else:
            getattr(self, "pa_" + name)(events, seat, action)

    def _task_act(self, events, t, action):
        name = action[0]
        k = t["k"]
        seat = t.get("seat", self.current)
        p = self.players[seat]
        if k == "keep":
            self.stack.pop()
            self.cl(action[1])["tokens"].append("keep")
            events.append({"type": "setup", "what": "keep", "clearing": action[1]})
        elif k == "setup_building":
            _, b, c = action
            t["left"].remove(b)
            if not t["left"]:
                self.stack.pop()
                self._setup_warriors(events)
            self.cl(c)["buildings"].append(b)
            self.players[0]["buildings_left"][b] -= 1
            events.append({"type": "setup", "what": b, "clearing": c})
        elif k == "discard":
            self._discard_card(events, seat, action[1], "hand_limit")
        elif k == "discard_supporter":
            p["supporters"].remove(action[1])
            self._to_discard(action[1])
            events.append({"type": "discard", "faction": "alliance", "card": action[1], "why": "supporters"})
        elif k in ("command_warren",):
            self.stack.pop()
            self.start_battle(events, self.faction(seat), action[1], action[2])
        elif k in ("cobbler", "march_move"):
            self.stack.pop()
            self.do_move(events, self.faction(seat), action[1], action[2], action[3])
        else:
            getattr(self, "do_" + k)(events, t, seat, action)

    def _setup_warriors(self, events):
        keep = self.keep_clearing()
        skip = self.cfg.opposite[keep]
        p = self.players[0]
        for n in range(1, 13):
            if n != skip and p["warriors_supply"] > 0:
                self.cl(n)["warriors"]["marquise"] += 1
                p["warriors_supply"] -= 1
        events.append({"type": "setup", "what": "warriors", "clearing": None})

    # ------------------------------------------------------------ cards
    def _take_top(self, events):
        """The top card of the deck (reshuffling the discard when the deck is empty,
        RT-CARD-RESHUFFLE), or None when both are empty."""
        if not self.deck:
            pile = [c for c in self.discard]
            if not pile:
                return None
            rng = Rng(self.rng_state)
            rng.shuffle(pile)
            self.rng_state = rng.state
            self.deck, self.discard = pile, []
            events.append({"type": "reshuffle"})
        self.serial += 1
        return self.deck.pop(0)

    def _draw(self, events, seat, n, why):
        got = 0
        for _ in range(n):
            card = self._take_top(events)
            if card is None:
                break
            self.players[seat]["hand"].append(card)
            got += 1
        events.append({"type": "draw", "faction": self.faction(seat), "n": got, "why": why})

    def _to_discard(self, card):
        """A card leaving play: a dominance card goes face up beside the map (RT-WIN-DOMINANCE)."""
        if self.cfg.cards[card]["kind"] == "dominance":
            self.dominance_pool.append(card)
        else:
            self.discard.append(card)

    def _discard_card(self, events, seat, card, why):
        self.players[seat]["hand"].remove(card)
        self._to_discard(card)
        events.append({"type": "discard", "faction": self.faction(seat), "card": card, "why": why})

    def card_suit(self, card) -> str:
        return self.cfg.cards[card]["suit"]

    def matches(self, card, suit) -> bool:
        """RT-CARD-BIRDS: a bird card stands in for any suit; bird asked means bird."""
        cs = self.card_suit(card)
        return cs == suit or cs == "bird"

    def add_supporter(self, events, card, why):
        """RT-WA-SUPPORTERS-LIMIT: with no base on the map the stack holds at most 5."""
        al = self.players[1]
        if not self.bases_on_map() and len(al["supporters"]) >= self.cfg.alliance["supporters_limit"]:
            self._to_discard(card)
            events.append({"type": "discard", "faction": "alliance", "card": card, "why": "supporters_full"})
            return
        al["supporters"].append(card)
        events.append({"type": "supporter", "card": card, "why": why})

    # ------------------------------------------------------------ VP and victory
    def add_vp(self, events, faction, n, why):
        if n <= 0:
            return
        p = self.player(faction)
        if p["dominance"]:                  # RT-WIN-DOMINANCE: off the track, no more scoring
            return
        p["vp"] += n
        events.append({"type": "vp", "faction": faction, "n": n, "why": why})

    def _check_win(self, events) -> bool:
        """RT-WIN-30: 30 VP wins at once; both at once: the player whose turn it is."""
        win = self.cfg.numbers["win_vp"]
        reached = [f for f in FACTIONS if self.player(f)["vp"] >= win and not self.player(f)["dominance"]]
        if not reached:
            return False
        mine = self.faction(self.current)
        self._game_over(events, mine if mine in reached else reached[0], "vp")
        return True

    def _game_over(self, events, winner, reason):
        self.phase = "over"
        self.stack = []
        self.winner, self.reason = winner, reason
        events.append({"type": "game_over", "winner": winner, "reason": reason})

    def _dominance_met(self, faction, card) -> bool:
        suit = self.card_suit(card)
        if suit == "bird":
            return any(self.rules_clearing(faction, a) and self.rules_clearing(faction, b)
                       for a, b in self.cfg.opposite.items() if a < b)
        ruled = [n for n in range(1, 13) if self.suit(n) == suit and self.rules_clearing(faction, n)]
        return len(ruled) >= self.cfg.numbers["dominance_clearings"]

    # ------------------------------------------------------------ crafting (RT-CRAFT)
    def crafting_pieces(self, seat) -> dict:
        """suit -> crafting pieces not yet activated this turn (workshops / sympathy)."""
        piece = "workshop" if seat == 0 else "sympathy"
        out = {s: 0 for s in SUITS}
        for n in range(1, 13):
            c = self.cl(n)
            out[self.suit(n)] += (c["buildings"] + c["tokens"]).count(piece)
        for s, used in self.turn.get("crafted_with", {}).items():
            out[s] -= used
        return out

    def craft_actions(self, seat) -> list:
        p = self.players[seat]
        avail = self.crafting_pieces(seat)
        if not any(avail.values()):
            return []
        out = []
        names = {self.cfg.cards[c]["name"] for c in p["crafted"]}
        for card in p["hand"]:
            info = self.cfg.cards[card]
            if info["kind"] not in ("item", "effect"):
                continue
            if info["kind"] == "item" and self.item_supply.get(info["item"], 0) <= 0:
                continue
            if info["persistent"] and info["name"] in names:      # RT-CRAFT-PERSISTENT
                continue
            for pay in self._payments(info["cost"], avail):
                out.append(("craft", card, pay))
        return out

    def _payments(self, cost, avail) -> list:
        fixed = [s for s in cost if s != "any"]
        left = dict(avail)
        for s in fixed:
            left[s] -= 1
            if left[s] < 0:
                return []
        k = len(cost) - len(fixed)
        out = []
        for combo in itertools.combinations_with_replacement(SUITS, k):
            if all(combo.count(s) <= left[s] for s in SUITS):
                it = iter(combo)
                out.append("+".join(next(it) if s == "any" else s for s in cost))
        return out

    def craft(self, events, seat, card, pay):
        p = self.players[seat]
        f = self.faction(seat)
        info = self.cfg.cards[card]
        used = self.turn.setdefault("crafted_with", {})
        for s in pay.split("+"):
            used[s] = used.get(s, 0) + 1
        p["hand"].remove(card)
        events.append({"type": "craft", "faction": f, "card": card, "item": info["item"]})
        if info["kind"] == "item":
            self.item_supply[info["item"]] -= 1
            p["items"].append(info["item"])
            self._to_discard(card)
            self.add_vp(events, f, info["vp"], "craft")
        elif info["persistent"]:
            p["crafted"].append(card)
        else:                                      # a Favor (RT-DECK-FAVORS)
            self._to_discard(card)
            self.clear_suit(events, f, info["hook"]["suit"], card)

    # ------------------------------------------------------------ card hooks by phase
    def _hook_cards(self, seat, when) -> list:
        """The seat's crafted cards whose hook answers `when`, one per card name."""
        out, names = [], set()
        for card in self.players[seat]["crafted"]:
            info = self.cfg.cards[card]
            if info["hook"]["when"] == when and info["name"] not in names:
                names.add(info["name"])
                out.append(card)
        return out

    def _card_phase_actions(self, seat, when) -> list:
        """RT-DECK-PHASE: (card name, *args) for each crafted card usable now; the hook's
        data says what it does, whether it is once per phase, discarded, who scores."""
        out = []
        for card in self._hook_cards(seat, when):
            info = self.cfg.cards[card]
            if info["hook"]["once"] and info["name"] in self.turn["used"]:
                continue
            out += [(info["name"],) + args for args in self._effect_args(seat, info["hook"]["effect"])]
        return out

    def _effect_args(self, seat, effect) -> list:
        f = self.faction(seat)
        if effect == "steal_card":
            return [()] if self.players[1 - seat]["hand"] or self.is_bot(1 - seat) else []
        if effect == "warrior_for_card":
            return [(n,) for n in range(1, 13) if self.cl(n)["warriors"][f] > 0]
        return [()]                                     # score_ruled, look_hand

    def _birdsong_card_actions(self, seat) -> list:
        return self._card_phase_actions(seat, "birdsong")

    def _daylight_card_actions(self, seat) -> list:
        p = self.players[seat]
        out = self._card_phase_actions(seat, "daylight")
        if p["dominance"] is None and p["vp"] >= self.cfg.numbers["dominance_min_vp"]:
            out += [("dominance", c) for c in p["hand"] if self.cfg.cards[c]["kind"] == "dominance"]
        for d in self.dominance_pool:
            out += [("take_dominance", d, c) for c in p["hand"]
                    if (self.card_suit(c) == "bird" if self.card_suit(d) == "bird" else self.matches(c, self.card_suit(d)))]
        return out

    def _use_card(self, events, seat, action):
        """Run a crafted card's phase hook by its effect word (RT-DECK-HOOKS)."""
        p = self.players[seat]
        f = self.faction(seat)
        card = next(c for c in p["crafted"] if self.cfg.cards[c]["name"] == action[0])
        hook = self.cfg.cards[card]["hook"]
        if hook["once"]:
            self.turn["used"].append(action[0])
        effect = hook["effect"]
        ev = {"type": "effect", "faction": f, "card": card, "what": effect}
        if hook["discard"]:
            p["crafted"].remove(card)
            self._to_discard(card)
        if effect == "score_ruled":                                   # Royal Claim
            ev["n"] = sum(1 for c in range(1, 13) if self.rules_clearing(f, c))
            events.append(ev)
            self.add_vp(events, f, ev["n"], action[0])
        elif effect == "steal_card" and self.is_bot(1 - seat):      # RT-BOT-HAND: from the deck
            events.append({**ev, "taken": None})
            self._draw(events, seat, 1, action[0])
        elif effect == "steal_card":                                  # Stand and Deliver!
            victim = self.players[1 - seat]
            rng = Rng(self.rng_state)
            taken = victim["hand"].pop(rng.randrange(len(victim["hand"])))
            self.rng_state = rng.state
            self.serial += 1
            p["hand"].append(taken)
            events.append({**ev, "taken": taken})
        elif effect == "warrior_for_card":                            # Tax Collector
            events.append({**ev, "clearing": action[1]})
            self.remove_warriors(events, f, action[1], 1, f)
            self._draw(events, seat, 1, action[0])
        elif effect == "look_hand":                                   # Codebreakers
            events.append(ev)
            self.serial += 1                      # a hidden hand seen: no undo past it
            events.append({"type": "reveal_hand", "faction": other(f), "to": f,
                           "cards": list(self.players[1 - seat]["hand"])})
        self.add_vp(events, other(f), hook["enemy_vp"], action[0])

    def _card_action(self, events, seat, action):
        name = action[0]
        p = self.players[seat]
        f = self.faction(seat)
        if name == "dominance":
            p["hand"].remove(action[1])
            p["dominance"] = action[1]
            events.append({"type": "dominance", "faction": f, "card": action[1]})
        elif name == "take_dominance":
            _, d, spent = action
            self._discard_card(events, seat, spent, "take_dominance")
            self.dominance_pool.remove(d)
            p["hand"].append(d)
            events.append({"type": "effect", "faction": f, "card": d, "what": "take_dominance"})

    # ------------------------------------------------------------ views
    def decision(self) -> dict:
        if self.is_over:
            return {"kind": "over", "seat": None}
        if not self.stack:
            return {"kind": "phase", "seat": self.current, "optional": False, "phase": self.phase}
        t = self.stack[-1]
        d = {"kind": t["k"], "seat": self.current_player, "optional": t["k"] in OPTIONAL}
        for key in ("clearing", "n", "why", "faction", "need", "suit", "role", "what", "options"):
            if key in t:
                d[key] = fresh(t[key])
        return d

    def card_count(self) -> dict:
        """Every card and where it is (the tests' conservation check)."""
        where: dict = {}

        def put(card, place):
            where.setdefault(card, []).append(place)
        for name in ("deck", "discard", "dominance_pool", "out"):
            for c in getattr(self, name):
                put(c, name)
        for seat, p in enumerate(self.players):
            for c in p["hand"] + p["crafted"]:
                put(c, f"p{seat}")
            if p["dominance"]:
                put(p["dominance"], f"p{seat}")
            for c in p.get("supporters", []):
                put(c, "supporters")
        for t in self.stack:
            if t.get("card"):
                put(t["card"], "pending")
        if (self.turn or {}).get("bot", {}).get("order"):          # a Clockwork order card
            put(self.turn["bot"]["order"], "order")
        return where


def from_dict(data: dict) -> RootState:
    return RootState.from_dict(data)

"""Fire Tower solo mode (Rising Flames): a mixin of FireTowerState (pure, no pygame).

Rule ids (FT-SOLO-...) refer to seeds/fire_tower.en.md, section "Solo mode"; data in
data/fire_tower/solo.yaml (config.SoloConfig). `setup_solo` builds the start position;
the mixin adds the solo tasks and decisions and overrides a few card/event methods (it
comes first among the bases, so `super()` reaches the multiplayer version). Hooks in
rules.py call the `_solo_*` methods for the steps defined on FireTowerState itself. The
round challenges live in rules_solo_challenges.py, the Lightning and Ancient Oaks variants
in rules_solo_variants.py (mixins of SoloMixin).

State: `state.solo` is None in multiplayer games; in solo it is a plain dict:
  level, options, enemies (tower colours), enemy_bucket {colour: unused?},
  inferno (deck, top = last), inferno_discard, inferno_play (card being resolved or None),
  round, specials {strong_winds|lookout: "front"|"back"}, breeze_turn, patrol_turn,
  pool_keep, bucket_card (you hold a Bucket card: own or captured), captured,
  challenges (deck, top = last), challenge_discard, challenge (the round's, or None),
  skips (challenges you may still ignore), hand_cut (Restricted Operations),
  flagged (Red Flag used this round), resistant (Resistant Construction's tower or None),
  sanctuary (its square or None), sanctuary_hit, wet_line (water cards discarded),
  plan (Action Plan: [["card", cid] | ["special", name] | ["reckless", [cid x3]] |
  ["double", [cid, cid]], ...] still to do), ran_out (a penalty emptied the Inferno deck
  this turn: the round ends with the turn, FT-SOLO-ROUND-RUN-OUT),
  lightning (token squares), lightning_moves (tokens hit, waiting to move), variants,
  oaks (sides in play), oaks_burned, oak_next (the Oak due), oak_hits,
  result (None, or {outcome: win|loss, reason, score}).

Decision kinds added (decision["kind"]) and their actions
---------------------------------------------------------
inferno_penalty ("storm", "N" | "W")                    FT-SOLO-PENALTY (data: card)
inferno_gem     ("wind_gem", r, c)                      option solo_wind_card_mode single (data: card, dir)
enemy_bucket    ("line", r, c, rotation)                FT-SOLO-ENEMY-BUCKET (data: tower)
storm_reroll    ("reroll", cid) | ("keep",)             FT-SOLO-STORM-REROLL (data: stage direction|wind, result)
wind_gems       ("play", cid) | ("wind_gem", r, c) | ("stop",)
                                                        FT-SOLO-SPECIALS (data: special strong_winds|light_breeze,
                                                        card: the wind card being placed or None, played)
bucket_capture  ("capture",) | ("decline",)             FT-SOLO-CAPTURE (data: tower)
challenge_choice ("challenge", id) | ("skip",)          FT-SOLO-CHALLENGES (data: cards drawn, opening)
challenge_gem   ("cell", r, c)                          FT-SOLO-CHALLENGE-CARDS (data: effect spot |
                                                        fallback | smolder | sanctuary)
red_flag        ("flag",) | ("no_flag",)                 Red Flag: this Inferno card counts double
challenge_block ("place", r, c, rotation)               Wet Line fallback: rotation 0 = 2 rows x 3
                                                        columns, 1 = 3 rows x 2 columns (top-left r, c)
Wet Line adds ("wet_line", cid) (one water card, FT-SOLO-WET-LINE-ONE; option wet_line_discard
pair: ("wet_line", cid, cid), two at once) to turn_wind, turn_action and turn_end.
lightning_move  ("to", r, c)                            FT-SOLO-LIGHTNING (data: at, placed)
action_plan     ("plan_card", cid) | ("plan_special", "strong_winds" | "lookout") |
                ("plan_reckless", cid, cid, cid) | ("plan_double", cid, cid)
                                                        Action Plan (data: plan so far; a set is one
                                                        item, FT-SOLO-PLAN-SETS); then turn_action
                                                        offers ("plan",) (the next planned action)
hawk_place      also ("no_hawk",) for Sanctuary's round-end hawk (FT-SOLO-SANCTUARY-HAWK)
challenge_tower ("tower", colour)                       FT-SOLO-CHALLENGE-CARDS (data: effect resistant | resupply |
                                                        downpour_zone | downpour_quadrant, towers)
The Inferno fire cards reuse `pattern` (decision data inferno=True: whole pattern, your
quadrant) and `target` (effect explosion, inferno=True). turn_action gains
("special", "strong_winds"), ("special", "lookout") and ("patrol", cid); under Thick Smoke
it offers only ("smoke", cid, cid) (one of the two is played at random) and ("bucket",).
"""
from __future__ import annotations

from game.core.protocol import IllegalAction, checked_players
from game.core.rng import Rng

from .config import CARDINALS, OPTION_CHOICES, SOLO_OPTION_CHOICES, is_choice
from .rules_solo_challenges import DROUGHT_MOST, SoloChallengesMixin

# The reading of each solo option in a save made before the option existed (its old rule).
SOLO_OPTION_OLD = {"action_plan_sets": False, "resistant_lasts": "game", "inferno_storm_from": "fire",
                   "sanctuary_hawk": "must", "inferno_run_out": "round_goes_on",
                   "wet_line_discard": "pair", "spot_fires_apart": "fire"}
from .rules_solo_variants import SoloVariantsMixin


def setup_solo(s, setup: dict, seed: int) -> None:
    """FT-SOLO-SETUP: fill a fresh FireTowerState `s` for a solo game."""
    cfg = s.cfg
    sc = cfg.solo
    if sc is None:
        raise IllegalAction("setup_solo")
    players = checked_players(setup.get("players"), [{"name": "Player 1", "kind": "human", "default_name": True}])
    if len(players) != 1:
        raise IllegalAction("setup_solo_players")
    level = setup.get("level", 1)
    if type(level) is not int or level not in sc.levels:
        raise IllegalAction("setup_level", min=1, max=len(sc.levels))
    lv = sc.levels[level]
    options = dict(cfg.options)
    options["unused_towers"] = "zone"
    if "helitack_touch" in setup:                         # FT-CARD-HELITACK-PAIR: a card rule, solo too
        if not is_choice(setup["helitack_touch"], OPTION_CHOICES["helitack_touch"]):
            raise IllegalAction("setup_option", option="helitack_touch")
        options["helitack_touch"] = setup["helitack_touch"]
    solo_options = dict(sc.options)
    for name, choices in SOLO_OPTION_CHOICES.items():
        if name in setup:
            if not is_choice(setup[name], choices):
                raise IllegalAction("setup_option", option=name)
            solo_options[name] = setup[name]
    lightning = setup.get("lightning", False)              # FT-SOLO-LIGHTNING
    if type(lightning) is not bool:
        raise IllegalAction("setup_option", option="lightning")
    oaks = setup.get("oaks") or 0                           # FT-SOLO-OAKS
    if type(oaks) is not int or oaks not in (0, 2, 3, 4):
        raise IllegalAction("setup_oaks")
    sides = setup.get("oak_sides")
    if sides is None:
        sides = list(sc.oak_order[:oaks])
    elif not isinstance(sides, list) or len(sides) != oaks or len(set(sides)) != oaks or \
            any(d not in CARDINALS for d in sides):
        raise IllegalAction("setup_oaks")
    s.players = players
    s.seat_tower = [sc.player_tower]
    s.teams = False
    s.options = options
    s.rulings = dict(cfg.rulings)
    s.champion_seat = None
    s.cells = ["E" if ch == "E" else "." for row in cfg.map_rows for ch in row]
    s.hand_size = lv["hand"]
    s.status = ["standing"]
    s.bucket = [lv["own_bucket"]]
    s.short = [0]
    s.solo = {"level": level, "options": solo_options, "enemies": list(sc.enemies),
              "enemy_bucket": {c: True for c in sc.enemies}, "inferno": [], "inferno_discard": [],
              "inferno_play": None, "round": 1,
              "specials": {"strong_winds": "front", "lookout": "front"},
              "breeze_turn": -1, "patrol_turn": -1, "pool_keep": False,
              "bucket_card": lv["own_bucket"], "captured": None, "result": None,
              "challenges": [], "challenge_discard": [], "challenge": None, "skips": lv["skips"],
              "hand_cut": 0, "flagged": False, "resistant": None, "sanctuary": None,
            "sanctuary_hit": False, "wet_line": 0,
            "lightning": list(sc.lightning) if lightning else [], "lightning_moves": [],
            "variants": (["lightning"] if lightning else []) + (["oaks"] if oaks else []),
            "oaks": list(sides), "oaks_burned": [], "oak_next": None, "oak_hits": [],
            "plan": [], "ran_out": False}
    s._derive()

    root = Rng(seed)
    s.rng = {"deck": root.next64(), "wind": root.next64(), "shadow": root.next64()}
    rng = Rng(s.rng["deck"])
    # FT-SOLO-INFERNO / FT-SOLO-DECK
    inferno, deck = [], []
    wanted = list(sc.inferno)
    for i, cid in enumerate(cfg.card_of):
        card = cfg.cards[cid]
        if card.type == "event":
            continue
        if cid in wanted:
            wanted.remove(cid)
            inferno.append(i)
        elif card.type in sc.drop_types and cid not in sc.keep:
            s.outside.append(i)
        else:
            deck.append(i)
    rng.shuffle(inferno)
    challenges = list(sc.challenge_deck)                    # FT-SOLO-CHALLENGES
    rng.shuffle(challenges)
    s.solo["challenges"] = challenges
    rng.shuffle(deck)
    s.hands = [[deck.pop() for _ in range(s.hand_size)]]
    deck.insert(len(deck) - len(deck) // 2, cfg.event_instance["firestorm"])   # the middle
    firestorm = cfg.event_instance["firestorm"]   # FT-EW-EVENTS: no other event (nor season card) in solo
    s.outside += [i for i, cid in enumerate(cfg.card_of) if cfg.cards[cid].type == "event" and i != firestorm]
    s.deck = deck
    s.solo["inferno"] = inferno
    s.rng["deck"] = rng.state
    # FT-SOLO-LEVELS: the enemy defences
    for colour in sc.enemies:
        layout = sc.defences[level][colour]
        for sq in layout["firebreaks"]:
            s.cells[sq] = "x"
        s.hawks += list(layout["hawks"])
    s.hawks.sort()
    s._derive()
    s._push({"t": "hawk_place", "seat": 0, "left": cfg.setup_hawks, "why": "setup"}, {"t": "start"})
    s._run([])


class SoloMixin(SoloChallengesMixin, SoloVariantsMixin):
    # ================================================================ helpers
    # oak_crowns / oak_square / _burn_oak: the one Oak implementation of rules_variants.py
    # (FT-SOLO-OAKS reads its Oaks from solo.yaml, the 5-player game from board.yaml).

    @property
    def own_tower(self) -> str:
        return self.seat_tower[0]

    def _solo_opt(self, name):
        """A solo option; a save made before the option existed keeps the old reading."""
        return self.solo["options"].get(name, SOLO_OPTION_OLD.get(name))

    def solo_score(self) -> int:
        """FT-SOLO-SCORE: squares of your tower zone without fire."""
        return sum(1 for sq in self.cfg.zone_squares[self.own_tower] if self.cells[sq] != "f")

    def _solo_over(self, events, outcome: str, reason: str) -> None:
        """FT-SOLO-END: the game ends at once with a win or a loss."""
        score = self.solo_score() if outcome == "win" else 0
        self.solo["result"] = {"outcome": outcome, "reason": reason, "score": score}
        self.pending_burns = []
        self.pending_hawks = []
        self.winners = [0] if outcome == "win" else []
        self.verdict = "solo_" + outcome
        self.decision = None
        events.append({"type": "game_over", "winners": list(self.winners), "verdict": self.verdict,
                       "towers": [self.own_tower] if outcome == "win" else [],
                       "outcome": outcome, "reason": reason, "score": score})

    def _in_own_quadrant(self, sq) -> bool:
        return self.cfg.quadrant_of[sq] == self.own_tower

    # ============================================================ turn flow
    def _solo_start(self, events, task):
        """FT-SOLO-SETUP: roll the starting wind; you always start."""
        self._update_retired(events)
        self._set_wind(events, self._roll_wind(events, "start"), "start")
        self.first_seat = 0
        events.append({"type": "first_player", "seat": 0, "wind": self.wind})
        if self.solo["oaks"]:
            self._roll_oak(events)
        self._push({"t": "turn", "seat": 0})
        if self.cfg.solo.levels[self.solo["level"]]["opening_challenge"]:   # FT-SOLO-CHALLENGES
            self._push({"t": "challenge_draw", "opening": True})

    def _solo_turn(self, events, task):
        """FT-SOLO-TURN: Phase 1 (Inferno), then Phase 2 as in multiplayer."""
        self.turn_seat = 0
        self.turn_number += 1
        self.serial += 1
        self.turn_kind = "standing"
        if self.wind in self.retired:
            self._set_wind(events, self._roll_wind(events, "retired"), "retired")
        events.append({"type": "turn_start", "seat": 0, "turn": self.turn_number, "kind": "standing",
                       "wind": self.wind, "round": self.solo["round"]})
        self._push({"t": "inferno", "penalty": False}, {"t": "smolder"}, {"t": "part1", "seat": 0})

    def _solo_end_turn(self, events, task):
        """FT-SOLO-ROUND: the round ends when the Inferno deck is empty and the turn is over;
        the Inferno deck is shuffled again; the round's challenge ends and the next is drawn
        (FT-SOLO-CHALLENGES)."""
        events.append({"type": "turn_end", "seat": 0})
        solo = self.solo
        if not solo["inferno"] or solo.get("ran_out"):       # FT-SOLO-ROUND-RUN-OUT
            solo["ran_out"] = False
            self._inferno_reshuffle(events)
            events.append({"type": "round_end", "round": solo["round"]})
            solo["round"] += 1
            tasks = [{"t": "lightning_strike"}, {"t": "settle"}] if solo["lightning"] else []
            self._push(*tasks, {"t": "challenge_expire"}, {"t": "challenge_draw", "opening": False},
                       {"t": "turn", "seat": 0})
            return
        self._push({"t": "turn", "seat": 0})

    def _inferno_reshuffle(self, events):
        solo = self.solo
        rng = self._rng("deck")
        cards = solo["inferno"] + solo["inferno_discard"]
        rng.shuffle(cards)
        solo["inferno"], solo["inferno_discard"] = cards, []
        self.rng["deck"] = rng.state
        self.serial += 1
        events.append({"type": "inferno_reshuffled", "cards": len(cards)})

    # ============================================================ Phase 1
    def _t_inferno(self, events, task):
        """FT-SOLO-INFERNO: reveal the top Inferno card and apply it in your quadrant."""
        solo = self.solo
        if not solo["inferno"]:                             # a penalty's next card, the deck empty
            self._inferno_reshuffle(events)
            if self._solo_opt("inferno_run_out") == "round_ends":     # FT-SOLO-ROUND-RUN-OUT
                solo["ran_out"] = True
        if solo["challenge"] == "red_flag" and not solo["flagged"] and "double" not in task:
            if len(solo["inferno"]) == 1:                   # the last chance: it counts double
                self._push(dict(task, double=True))
                events.append({"type": "red_flag", "forced": True})
                solo["flagged"] = True
            else:
                self._push(dict(task, double=False))
                self._decide("red_flag", 0)
            return
        cid = solo["inferno"].pop()
        solo["inferno_play"] = cid
        self.serial += 1
        events.append({"type": "inferno_card", "card": self.card_id(cid), "cid": cid,
                       "penalty": task["penalty"], "double": bool(task.get("double"))})
        if task.get("double"):
            self._push({"t": "inferno_again", "cid": cid, "penalty": task["penalty"]})
        self._inferno_apply(events, cid, task["penalty"])

    def _t_inferno_again(self, events, task):
        """Red Flag: the same Inferno card once more (after the first one settled)."""
        if self.solo["inferno_play"] is None:
            self.solo["inferno_play"] = task["cid"]
            if task["cid"] in self.solo["inferno_discard"]:
                self.solo["inferno_discard"].remove(task["cid"])
        events.append({"type": "inferno_card", "card": self.card_id(task["cid"]), "cid": task["cid"],
                       "penalty": task["penalty"], "again": True})
        self._inferno_apply(events, task["cid"], task["penalty"])

    def _inferno_apply(self, events, cid, penalty):
        solo = self.solo
        card = self.card_def(cid)
        if card.effect == "wind":                           # FT-SOLO-INFERNO-WIND
            self._push({"t": "inferno_done"})
            direction = card.params["gem_dir"]
            if solo["options"]["solo_wind_card_mode"] == "firestorm":
                self._push({"t": "quad_storm", "dir": direction, "why": "inferno"})
            elif self._inferno_gem_targets(direction):
                self._decide("inferno_gem", 0, card=cid, dir=direction)
            else:
                events.append({"type": "inferno_nothing", "card": card.id})
            return
        if card.effect == "fire_pattern":                   # FT-SOLO-INFERNO-PATTERN
            d = dict(kind="pattern", seat=0, effect="fire", card=cid, stage=1, second=None, inferno=True)
            if self._anchors(d, True):
                self._push({"t": "inferno_done"})
                self.decision = d
                return
        else:                                               # FT-SOLO-INFERNO-EXPLOSION
            first = self.turn_number == 1 and self.cfg.solo.rulings["first_turn_explosion_penalty"]
            if not first and self._inferno_explosion_targets():
                self._push({"t": "inferno_done"})
                self._decide("target", 0, effect="explosion", card=cid, inferno=True)
                return
        # FT-SOLO-PENALTY
        events.append({"type": "inferno_failed", "card": card.id, "penalty": penalty})
        self.stack = [t for t in self.stack if t["t"] != "inferno_again"]   # Red Flag: no 2nd go
        solo["inferno_discard"].append(cid)
        solo["inferno_play"] = None
        if penalty:
            self._solo_over(events, "loss", "penalty_chain")
            return
        self._push({"t": "inferno", "penalty": True})
        self._decide("inferno_penalty", 0, card=cid)

    def _legal_red_flag(self, d):
        return [("flag",), ("no_flag",)]

    def _act_red_flag(self, events, d, a):
        self.decision = None
        if a[0] == "flag":
            self.solo["flagged"] = True
            self.stack[-1]["double"] = True
            events.append({"type": "red_flag", "forced": False})

    def _t_inferno_done(self, events, task):
        solo = self.solo
        if solo["inferno_play"] is not None:
            solo["inferno_discard"].append(solo["inferno_play"])
            solo["inferno_play"] = None

    def _t_quad_storm(self, events, task):
        """A Firestorm limited to your quadrant: every gem there (option inferno_storm_from
        fire: the Eternal Flame's square too) spreads one square in `dir`, onto empty
        squares of your quadrant (a snapshot); the wind does not change."""
        direction = task["dir"]
        step = self.geo.step[direction]
        cells = self.cells
        new, seen = [], set()
        sources = "f" if self._solo_opt("inferno_storm_from") == "gems" else "fE"   # FT-SOLO-INFERNO-STORM-GEMS
        for src in self.cfg.quadrant_squares[self.own_tower]:
            if cells[src] in sources:
                t = step[src]
                if t >= 0 and cells[t] == "." and t not in seen and self._in_own_quadrant(t) \
                        and t not in self.solo["lightning"]:
                    seen.add(t)
                    new.append(t)
        new.sort()
        events.append({"type": "inferno_storm", "direction": direction, "why": task["why"],
                       "cells": [self.rc(sq) for sq in new]})
        if new:
            self._put_gems(events, new, 0, "inferno")
        self._push({"t": "settle"})

    def _inferno_gem_targets(self, direction) -> list:
        eternal = self._solo_opt("inferno_storm_from") == "fire"          # FT-SOLO-INFERNO-STORM-GEMS
        return [sq for sq in self.wind_targets(direction, eternal) if self._in_own_quadrant(sq)]

    def _inferno_explosion_targets(self) -> list:
        """Gems of your quadrant whose Explosion puts enough gems in your quadrant (gems
        landing on hawks count): counted with board masks, asked on every Inferno turn."""
        need = self.cfg.solo.rulings["explosion_min_gems"]
        geo = self.geo
        _, gems, empty = self._board_masks(self._board_memo())
        quad = self._quadrant_mask(self.own_tower)
        room, top = empty & quad, geo.count - 1              # your quadrant's empty squares
        return [sq for sq in geo.squares(gems & quad) if (geo.grow8(1 << (top - sq)) & room).bit_count() >= need]

    # penalty
    def _legal_inferno_penalty(self, d):
        return [("storm", w) for w in self.cfg.solo.rulings["penalty_storm_dirs"]]

    def _act_inferno_penalty(self, events, d, a):
        self.decision = None
        events.append({"type": "inferno_penalty", "direction": a[1]})
        self._push({"t": "quad_storm", "dir": a[1], "why": "penalty"})

    def _why_inferno_penalty(self, d, a):
        return "penalty_direction"

    # single-gem wind card (option solo_wind_card_mode single)
    def _legal_inferno_gem(self, d):
        return self._acts("wind_gem", self._inferno_gem_targets(d["dir"]))

    def _act_inferno_gem(self, events, d, a):
        self.decision = None
        self._put_gems(events, [self._sq_of(a)], 0, "inferno")
        self._push({"t": "settle"})

    def _why_inferno_gem(self, d, a):
        sq = self._sq_of(a)
        if sq >= 0 and not self._in_own_quadrant(sq):
            return "not_your_quadrant"
        return self._why_wind_square(sq, d["dir"])

    # ---------------------------------------- card machinery, Inferno flavour
    def _placement_at(self, d, squares, blocked):
        if not d.get("inferno"):
            return super()._placement_at(d, squares, blocked)
        cells = self.cells
        for sq in squares:                                   # FT-SOLO-INFERNO-PATTERN
            if not self._in_own_quadrant(sq):
                return "not_your_quadrant", None, None
        for sq in squares:
            if cells[sq] != ".":
                return "pattern_not_whole", None, None
        if not any(self.near_fire(sq) for sq in squares):
            return "not_adjacent_fire", None, None
        return None, squares, list(squares)

    def _solo_drought(self) -> bool:
        return self.solo is not None and self.solo["challenge"] == "drought"

    def _enter_select(self, events, sel):
        """Drought: water removes at most 2 gems (the Bucket is not a water card)."""
        if self._solo_drought() and sel["effect"] in ("water", "smokejumper"):
            sel = dict(sel, chosen=list(sel["chosen"])[:DROUGHT_MOST])
        return super()._enter_select(events, sel)

    def _selection_ok(self, d, chosen) -> bool:
        if self._solo_drought() and d["effect"] in ("water", "smokejumper") and len(chosen) > DROUGHT_MOST:
            return False
        return super()._selection_ok(d, chosen)

    def _decide_cells(self, effect, seat, most, card=None, min_picks=1, **extra):
        if effect == "helitack" and self._solo_drought():
            most = min(most, DROUGHT_MOST)
        return super()._decide_cells(effect, seat, most, card, min_picks, **extra)

    def _partial_ok(self, d) -> bool:
        if d.get("inferno"):
            return False
        return super()._partial_ok(d)

    def _target_options(self, d) -> list:
        if d.get("inferno"):
            return self._inferno_explosion_targets()
        return super()._target_options(d)

    def _why_target(self, d, a):
        if d.get("inferno"):
            sq = self._sq_of(a)
            if sq < 0:
                return "off_board"
            if not self._in_own_quadrant(sq):
                return "not_your_quadrant"
            if self.cells[sq] != "f":
                return "no_gem"
            return "explosion_too_small"
        return super()._why_target(d, a)

    # ==================================================== hawks, buckets
    def _hawk_dests(self, sq) -> list:
        """FT-SOLO-ENEMY-HAWK: an enemy hawk's gem goes into your quadrant, next to fire."""
        dests = super()._hawk_dests(sq)
        if self.solo is None or self._in_own_quadrant(sq):
            return dests
        return [t for t in dests if self._in_own_quadrant(t)]

    def _why_hawk_trigger(self, d, a):
        if self.solo is not None and a[0] == "to" and d.get("at") is not None and \
                not self._in_own_quadrant(d["at"]):
            sq = self._sq_of(a)
            if sq >= 0 and not self._in_own_quadrant(sq) and self._square_reason(sq) is None:
                return "not_your_quadrant"
        return super()._why_hawk_trigger(d, a)

    def _reckless_ok(self, seat) -> bool:
        """FT-SOLO-LEVELS: without a Bucket card (levels 6-7) there is no Reckless Abandon."""
        if self.solo is not None and not self.solo["bucket_card"]:
            return False
        return super()._reckless_ok(seat)

    def _solo_settle(self, events, task):
        """Hawks, then burns (your own tower first), then FT-SOLO-ENEMY-BUCKET."""
        if self.solo["sanctuary_hit"]:                      # Sanctuary: fire reached it
            self._solo_over(events, "loss", "sanctuary")
            return
        if self.pending_hawks:
            self._push({"t": "settle"})
            self._next_hawk(events)
            return
        if self.solo["lightning_moves"]:                   # FT-SOLO-LIGHTNING
            self._push({"t": "settle"})
            self._next_lightning(events)
            return
        if self.solo["oak_hits"]:                          # FT-SOLO-OAKS
            self._push({"t": "settle"})
            self._burn_oak(events, self.solo["oak_hits"].pop(0))
            return
        if self.pending_burns and self.defer_burns == 0:
            own = [p for p in self.pending_burns if p[0] == self.own_tower]
            colour, placer = own[0] if own else self.pending_burns[0]
            self.pending_burns = [p for p in self.pending_burns if p[0] != colour]
            self._push({"t": "burn", "colour": colour, "placer": placer}, {"t": "settle"})
            return
        if self.defer_burns:
            return
        self.batch = []
        for colour in self.solo["enemies"]:
            if colour in self.burned or not self.solo["enemy_bucket"][colour]:
                continue
            if not self._has_gem(self.cfg.zone_squares[colour]):
                continue
            lines = self._enemy_bucket_lines(colour)
            self._push({"t": "settle"})
            if len(lines) == 1:                              # FT-DIG-AUTO
                self._enemy_bucket(events, colour, lines[0], auto=True)
            else:
                self._decide("enemy_bucket", 0, tower=colour)
            return

    def _enemy_bucket_lines(self, colour) -> list:
        """The Bucket lines the rules allow: most gems in the zone, then most gems; one
        (row, col, rotation) per different set of gems."""
        zone = set(self.cfg.zone_squares[colour])
        cells, size = self.cells, self.cfg.size
        best, out, seen = None, [], set()
        shapes = self.cfg.bucket["shapes"]
        for ri, shape in enumerate(shapes):
            for sq in sorted(zone):
                if cells[sq] != "f":
                    continue
                r0, c0 = divmod(sq, size)
                for dr, dc, _ in shape:
                    r, c = r0 - dr, c0 - dc
                    squares = self.geo.place(shape, r, c)
                    if squares is None:
                        continue
                    gems = tuple(sorted(g for g in squares if cells[g] == "f"))
                    key = (sum(1 for g in gems if g in zone), len(gems))
                    if best is None or key > best:
                        best, out, seen = key, [], set()
                    if key == best and gems not in seen:
                        seen.add(gems)
                        out.append((r, c, ri))
        return sorted(out)

    def _enemy_bucket(self, events, colour, line, auto=False):
        r, c, ri = line
        squares = self.geo.place(self.cfg.bucket["shapes"][ri], r, c)
        gems = [sq for sq in squares if self.cells[sq] == "f"]
        self.solo["enemy_bucket"][colour] = False
        self._remove_gems(events, gems, None, "enemy_bucket")
        events.append({"type": "enemy_bucket_used", "tower": colour, "auto": auto,
                       "cells": [self.rc(sq) for sq in gems]})

    def _legal_enemy_bucket(self, d):
        return [("line", r, c, ri) for r, c, ri in self._enemy_bucket_lines(d["tower"])]

    def _act_enemy_bucket(self, events, d, a):
        self.decision = None
        self._enemy_bucket(events, d["tower"], (a[1], a[2], a[3]))

    def _why_enemy_bucket(self, d, a):
        return "bucket_priority"

    # ============================================================ burning
    def _t_burn(self, events, task):
        """FT-SOLO-BURN: your tower burning loses; an enemy burning runs a partial
        Firestorm over the whole board and gives you +1 hand size (draw 1)."""
        if self.solo is None:
            return super()._t_burn(events, task)
        colour, placer = task["colour"], task["placer"]
        if colour in self.burned:
            return
        own = colour == self.own_tower
        self.burned.append(colour)
        events.append({"type": "tower_burned", "tower": colour, "seat": 0 if own else None,
                       "placer": placer})
        if own:
            self._solo_over(events, "loss", "own_tower")
            return
        self._derive()
        self._update_retired(events)
        solo = self.solo
        if self._solo_all_done():
            self._solo_over(events, "win", "all_enemies_burned")
            return
        self.hand_size += self.cfg.hand_growth
        events.append({"type": "hand_size", "seat": 0, "hand_size": self.hand_size})
        tasks = [{"t": "refill", "seat": 0, "left": self.cfg.hand_growth}]
        if solo["enemy_bucket"][colour] and not solo["bucket_card"] and solo["captured"] is None \
                and not self.cfg.solo.levels[solo["level"]]["own_bucket"]:
            tasks.append({"t": "solo_capture", "colour": colour})       # FT-SOLO-CAPTURE
        solo["enemy_bucket"][colour] = False
        tasks.append({"t": "storm", "drawer": 0, "partial": True})
        self._push(*tasks)

    def _t_solo_capture(self, events, task):
        if self.solo["options"]["bucket_capture"] == "auto":
            self._capture(events, task["colour"])
        else:
            self._decide("bucket_capture", 0, tower=task["colour"])

    def _capture(self, events, colour):
        self.solo["captured"] = colour
        self.solo["bucket_card"] = True
        self.bucket[0] = True
        events.append({"type": "bucket_captured", "seat": 0, "tower": colour})

    def _legal_bucket_capture(self, d):
        return [("capture",), ("decline",)]

    def _act_bucket_capture(self, events, d, a):
        self.decision = None
        if a[0] == "capture":
            self._capture(events, d["tower"])
        else:
            events.append({"type": "bucket_declined", "seat": 0, "tower": d["tower"]})

    # ========================================================== Firestorms
    def _t_storm(self, events, task):
        """Solo: as in multiplayer, but you may re-roll one die with a wind card
        (FT-SOLO-STORM-REROLL)."""
        if self.solo is None:
            return super()._t_storm(events, task)
        self.defer_burns += 1
        direction = self._roll_wind(events, "storm_direction")
        self._push({"t": "solo_storm_spread", "partial": task["partial"], "dir": direction,
                    "rerolled": False})
        if self.solo["options"]["storm_reroll"] != "none":
            self._offer_reroll(events, "direction", direction)

    def _storm_wind_cards(self) -> list:
        return [c for c in self.hands[0] if self.card_def(c).type == "wind"]

    def _offer_reroll(self, events, stage, result):
        if self.is_active(0) and self._storm_wind_cards():
            self._decide("storm_reroll", 0, stage=stage, result=result)

    def _t_solo_storm_spread(self, events, task):
        direction = task["dir"]
        new = self._storm_spread(direction, blocked=self.solo["lightning"])
        events.append({"type": "firestorm", "partial": task["partial"], "direction": direction,
                       "seat": 0, "cells": [self.rc(sq) for sq in new]})
        if new:
            self._put_gems(events, new, None, "firestorm", order_from=0)
        tasks = [{"t": "settle"}, {"t": "solo_storm_wind", "rerolled": task["rerolled"]}]
        if not task["partial"]:
            tasks.append({"t": "storm_discards", "seats": [0]})
        tasks += [{"t": "undefer"}, {"t": "settle"}]
        self._push(*tasks)

    def _t_solo_storm_wind(self, events, task):
        exclude = self.wind if self.options["firestorm_new_wind"] == "different" else None
        self._set_wind(events, self._roll_wind(events, "storm_wind", exclude=exclude), "firestorm")
        if not task["rerolled"] and self.solo["options"]["storm_reroll"] == "either":
            self._offer_reroll(events, "wind", self.wind)

    def _legal_storm_reroll(self, d):
        return [("keep",)] + [("reroll", c) for c in self._storm_wind_cards()]

    def _act_storm_reroll(self, events, d, a):
        self.decision = None
        if a[0] == "keep":
            return
        cid = a[1]
        self.hands[0].remove(cid)
        self._discard_cards([cid])
        events.append({"type": "storm_reroll", "seat": 0, "card": self.card_id(cid), "cid": cid,
                       "stage": d["stage"]})
        if d["stage"] == "direction":
            task = self.stack[-1]
            task["dir"] = self._roll_wind(events, "storm_direction")
            task["rerolled"] = True
        else:
            exclude = self.wind if self.options["firestorm_new_wind"] == "different" else None
            self._set_wind(events, self._roll_wind(events, "storm_wind", exclude=exclude), "firestorm")

    def _why_storm_reroll(self, d, a):
        return "not_a_wind_card"

    # ============================================================ Phase 2
    def _legal_turn_action(self, d):
        acts = super()._legal_turn_action(d)
        if self.solo is None:
            return acts
        if self.solo["challenge"] == "thick_smoke" and not self.solo["plan"]:   # FT-SOLO-CHALLENGE-CARDS
            hand = sorted(self.hands[d["seat"]])
            smoke = [("smoke", a, b) for i, a in enumerate(hand) for b in hand[i + 1:]]
            if len(hand) == 1:
                smoke = [("smoke", hand[0])]
            smoke += [a for a in acts if a[0] == "bucket"] + self._wet_line_pairs()
            return smoke or [("pass",)]
        if self.solo["plan"]:                                  # Action Plan: the next one
            return [("plan",)] + [a for a in acts if a[0] == "bucket"] + self._wet_line_pairs()
        # The Special cards come from super() (rules_weather.py, FT-SOLO-SPECIALS = FT-EW-SPECIALS)
        extra = self._wet_line_pairs()
        if extra:
            acts = [a for a in acts if a[0] != "pass"] + extra
        return acts

    def _why_turn_action(self, d, a):
        if self.solo is not None and self.solo["plan"] and a[0] != "plan":
            return "follow_the_plan"
        if self.solo is not None and a[0] == "plan":
            return "no_plan"
        if self.solo is not None and self.solo["challenge"] == "thick_smoke" and \
                a[0] in ("play", "redraw", "reckless", "special", "patrol", "smoke"):
            return "thick_smoke"
        if self.solo is not None and a[0] == "smoke":
            return "no_thick_smoke"
        if self.solo is not None and a[0] == "wet_line":
            return "wet_line_pair"
        return super()._why_turn_action(d, a)          # Specials: rules_weather.py

    def _act_turn_action(self, events, d, a):
        if self.solo is None:
            return super()._act_turn_action(events, d, a)
        seat = d["seat"]
        solo = self.solo
        if a[0] == "wet_line":
            return self._wet_line(events, a, {"t": "part2", "seat": seat})
        if a[0] == "plan":
            kind, what = solo["plan"].pop(0)
            events.append({"type": "plan_step", "seat": seat, "what": kind,
                           "card": self.card_id(what) if kind == "card" else
                           [self.card_id(c) for c in what] if kind in ("reckless", "double") else what,
                           "left": len(solo["plan"])})
            if kind in ("reckless", "double"):                 # FT-SOLO-PLAN-SETS
                if self._plan_set_play(events, d, kind, list(what)):
                    return
            elif kind == "card":
                self.hands[seat].append(what)
                if self._has_effect(what, seat):
                    # a planned single card is played alone when sets are planned as sets
                    self._plan_single = bool(self._solo_opt("action_plan_sets"))
                    try:
                        return super()._act_turn_action(events, d, ("play", what))
                    finally:
                        self._plan_single = False
                self.hands[seat].remove(what)
                self._discard_cards([what])
                events.append({"type": "card_no_effect", "seat": seat, "card": self.card_id(what)})
            elif self._special_ok(what, seat):
                return self._act_turn_action(events, d, ("special", what))
            else:
                events.append({"type": "plan_nothing", "seat": seat, "special": what})
            self.decision = None
            self._push({"t": "after_action", "seat": seat})
            return
        if a[0] == "smoke":                                    # Thick Smoke: one at random
            pair = list(a[1:])
            rng = self._rng("deck")
            cid = rng.choice(pair)
            self.rng["deck"] = rng.state
            self.serial += 1
            events.append({"type": "thick_smoke", "seat": seat, "card": self.card_id(cid), "cid": cid})
            if self._has_effect(cid, seat):
                super()._act_turn_action(events, d, ("play", cid))
            else:
                self.decision = None
                self.hands[seat].remove(cid)
                self._discard_cards([cid])
                events.append({"type": "card_no_effect", "seat": seat, "card": self.card_id(cid)})
                self._push({"t": "after_action", "seat": seat})
            return
        # The Special cards and Light Breeze: rules_weather.py (FT-SOLO-SPECIALS = FT-EW-SPECIALS)
        return super()._act_turn_action(events, d, a)

    _plan_single = False        # while a planned single card starts (no double from the hand)

    def _double_partners(self, cid, seat, source) -> list:
        if self._plan_single:
            return []
        return super()._double_partners(cid, seat, source)

    def _plan_set_play(self, events, d, kind, cids) -> bool:
        """FT-SOLO-PLAN-SETS: a planned set is played together: Reckless Abandon with its
        three cards (if Reckless Abandon is allowed now), or the first card doubled by the
        second. True when it was played; otherwise its cards are discarded for nothing."""
        seat = d["seat"]
        self.hands[seat] += cids
        if kind == "reckless" and self._reckless_ok(seat):
            super()._act_turn_action(events, d, ("reckless",) + tuple(sorted(cids)))
            return True
        first, second = (cids + [None])[:2]
        if kind == "double" and self._has_effect(first, seat):
            super()._act_turn_action(events, d, ("play", first))
            dd = self.decision
            if dd is not None and dd["kind"] == "crown_choice" and \
                    second in self._double_partners(first, seat, dd["source"]):
                self._act_crown_choice(events, dd, ("double", second))
            return True
        for c in cids:
            self.hands[seat].remove(c)
        self._discard_cards(cids)
        events.append({"type": "plan_set_nothing", "seat": seat, "set": kind,
                       "cards": [self.card_id(c) for c in cids], "cids": cids})
        return False

    def _solo_note_burn(self, sq, placer) -> bool:
        """Resistant Construction and Sanctuary (FT-SOLO-CHALLENGE-CARDS), an Oak's crown
        (FT-SOLO-OAKS); True when the square needs no further burn check."""
        solo = self.solo
        if self._oak_note(sq):                               # FT-SOLO-OAKS (rules_variants.py)
            return True
        if sq == solo["sanctuary"]:
            solo["sanctuary_hit"] = True
            return True
        colour = solo["resistant"]
        if colour is None or colour in self.burned:
            return False
        zone = self.cfg.zone_squares[colour]
        if self.cfg.zone_map[sq] != colour:
            return False
        if all(self.cells[z] in "fx" for z in zone) and all(p[0] != colour for p in self.pending_burns):
            self.pending_burns.append([colour, placer])     # the whole zone: it burns
        return sq == self.cfg.back_corner[colour]           # its corner alone burns nothing

SOLO_STEPS = {
    "inferno_penalty": ("storm",),
    "inferno_gem": ("wind_gem",),
    "enemy_bucket": ("line",),
    "storm_reroll": ("reroll", "keep"),
    "wind_gems": ("play", "wind_gem", "stop"),
    "bucket_capture": ("capture", "decline"),
    "challenge_choice": ("challenge", "skip"),
    "challenge_gem": ("cell",),
    "challenge_tower": ("tower",),
    "red_flag": ("flag", "no_flag"),
    "challenge_block": ("place",),
    "lightning_move": ("to",),
    "action_plan": ("plan_card", "plan_special", "plan_reckless", "plan_double"),
    "hawk_place": ("hawk", "take", "no_hawk"),
}
SOLO_TURN_ACTIONS = ("special", "patrol", "smoke", "wet_line", "plan")

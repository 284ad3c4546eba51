"""Fire Tower solo challenges (FT-SOLO-CHALLENGES, FT-SOLO-CHALLENGE-CARDS): the Challenge
deck drawn at a round's end and the 13 cards. A mixin of FireTowerState, part of the solo
mode (rules_solo.py); pure, no pygame."""
from __future__ import annotations

from itertools import combinations

PLAN_ACTIONS = 3          # Action Plan: actions planned
# Wet Line's fallback block: rotation 0 = 2 rows x 3 columns, 1 = 3 rows x 2 columns
BLOCK_SHAPES = tuple(tuple((dr, dc, "#") for dr in range(h) for dc in range(w)) for h, w in ((2, 3), (3, 2)))
DROUGHT_MOST = 2          # Drought: the most gems a water card removes
WET_LINE_CARDS = 2        # Wet Line: water cards to discard


class SoloChallengesMixin:
    # ============================================================ challenges
    def _t_challenge_expire(self, events, task):
        solo = self.solo
        if solo["plan"] and solo["challenge"] == "action_plan":    # unfinished: discarded
            cards = plan_cards(solo["plan"])
            self._discard_cards(cards)
            solo["plan"] = []
            events.append({"type": "cards_discarded", "seat": 0, "why": "action_plan", "count": len(cards),
                           "cards": [self.card_id(c) for c in cards], "cids": cards})
        if solo["challenge"] == "wet_line" and solo["wet_line"] < WET_LINE_CARDS:
            self._push({"t": "challenge_expire"})           # the fallback first, then expire
            solo["wet_line"] = WET_LINE_CARDS
            events.append({"type": "challenge_fallback", "challenge": "wet_line", "missing": 1})
            if self._block_places():
                self._decide("challenge_block", 0)
            else:
                self._solo_over(events, "loss", "challenge_failed")
            return
        if solo["sanctuary"] is not None and not task.get("hawk_done"):
            self._push({"t": "challenge_expire", "hawk_done": True},
                       {"t": "hawk_place", "seat": 0, "left": 1, "why": "sanctuary"})
            return
        if solo["challenge"] == "resistant_construction" and solo["resistant"] is not None and \
                self._solo_opt("resistant_lasts") == "round":       # FT-SOLO-RESISTANT-ROUND
            colour, solo["resistant"] = solo["resistant"], None
            events.append({"type": "resistant_ended", "tower": colour})
            if colour not in self.burned and self.cells[self.cfg.back_corner[colour]] == "f":
                self.pending_burns.append([colour, 0])              # its corner's fire burns it now
                self._push({"t": "settle"})
        if solo["challenge"] is not None:
            events.append({"type": "challenge_ended", "challenge": solo["challenge"]})
            solo["challenge_discard"].append(solo["challenge"])
            solo["challenge"] = None
        solo["flagged"] = False
        if solo["hand_cut"]:                                 # Restricted Operations ends
            solo["hand_cut"] = 0
            self._push({"t": "refill", "seat": 0})

    def _t_challenge_draw(self, events, task):
        """FT-SOLO-CHALLENGES: draw 2, keep 1 (or ignore them while skips are left)."""
        solo = self.solo
        drawn = []
        for _ in range(self.cfg.solo.challenge_rules["draw"]):
            if not solo["challenges"] and solo["challenge_discard"]:
                rng = self._rng("deck")
                solo["challenges"], solo["challenge_discard"] = solo["challenge_discard"], []
                rng.shuffle(solo["challenges"])
                self.rng["deck"] = rng.state
                events.append({"type": "challenges_reshuffled", "cards": len(solo["challenges"])})
            if not solo["challenges"]:
                break
            drawn.append(solo["challenges"].pop())
        if not drawn:
            return
        self.serial += 1
        events.append({"type": "challenge_drawn", "cards": list(drawn), "opening": task["opening"]})
        keep = [c for c in drawn if self._challenge_keepable(c)]
        skip = not task["opening"] and solo["skips"] > 0
        if not keep and not skip:
            solo["challenge_discard"] += drawn
            events.append({"type": "challenge_none"})
            return
        self._decide("challenge_choice", 0, cards=drawn, opening=task["opening"])

    def _challenge_keepable(self, cid) -> bool:
        if cid == "resupply":                               # only with a spent enemy Bucket
            return bool(self._resupply_towers())
        if cid in ("downpour", "resistant_construction"):
            return bool(self._standing_enemies())
        return True

    def _standing_enemies(self) -> list:
        return [c for c in self.solo["enemies"] if c not in self.burned]

    def _resupply_towers(self) -> list:
        return [c for c in self._standing_enemies() if not self.solo["enemy_bucket"][c]]

    def _legal_challenge_choice(self, d):
        acts = [("challenge", c) for c in d["cards"] if self._challenge_keepable(c)]
        if not d["opening"] and self.solo["skips"] > 0:
            acts.append(("skip",))
        return acts

    def _act_challenge_choice(self, events, d, a):
        solo = self.solo
        self.decision = None
        if a[0] == "skip":
            solo["skips"] -= 1
            solo["challenge_discard"] += d["cards"]
            events.append({"type": "challenge_skipped", "skips_left": solo["skips"]})
            return
        cid = a[1]
        solo["challenge_discard"] += [c for c in d["cards"] if c != cid]
        solo["challenge"] = cid
        events.append({"type": "challenge_chosen", "challenge": cid})
        self._challenge_start(events, cid)

    def _why_challenge_choice(self, d, a):
        if a[0] == "skip":
            return "no_skips_left"
        if len(a) == 2 and a[1] == "resupply" and a[1] in d["cards"]:
            return "every_enemy_bucket_unused"
        return "challenge_not_drawn"

    def _challenge_start(self, events, cid):
        """FT-SOLO-CHALLENGE-CARDS: what a challenge does the moment it is chosen."""
        solo = self.solo
        rules = self.cfg.solo.challenge_rules
        if cid == "restricted_operations":
            cut = rules["restricted_discard"]
            solo["hand_cut"] = cut
            n = min(cut, len(self.hands[0]))
            if n:
                self._decide("cards", 0, purpose="restricted", min=n, max=n, picked_cards=[])
        elif cid == "spot_fires":
            self._push({"t": "spot_fires", "left": rules["spot_fires_gems"], "fallback": None})
        elif cid == "resupply":
            self._decide("challenge_tower", 0, effect="resupply", towers=self._resupply_towers())
        elif cid == "resistant_construction":
            self._decide("challenge_tower", 0, effect="resistant", towers=self._standing_enemies())
        elif cid == "sanctuary":
            if self._sanctuary_squares():
                self._decide("challenge_gem", 0, effect="sanctuary")
            else:
                self._solo_over(events, "loss", "challenge_failed")
        elif cid == "wet_line":
            solo["wet_line"] = 0
        elif cid == "action_plan":
            if self._plan_options({"plan": []}):
                self._decide("action_plan", 0, plan=[])
        elif cid == "downpour":
            hot = [c for c in self._standing_enemies()
                   if any(self.cells[sq] == "f" for sq in self.cfg.zone_squares[c])]
            if hot:
                self._decide("challenge_tower", 0, effect="downpour_zone", towers=hot)
            else:
                self._decide("challenge_tower", 0, effect="downpour_quadrant", towers=self._standing_enemies())

    # Sanctuary's extra hawk at a round's end: you may place it (FT-SOLO-SANCTUARY-HAWK)
    def _sanctuary_may_decline(self, d) -> bool:
        return self.solo is not None and d.get("why") == "sanctuary" and self._solo_opt("sanctuary_hawk") == "may"

    def _legal_hawk_place(self, d):
        acts = super()._legal_hawk_place(d)
        return acts + [("no_hawk",)] if self._sanctuary_may_decline(d) else acts

    def _act_hawk_place(self, events, d, a):
        if a[0] == "no_hawk":
            self.decision = None
            events.append({"type": "hawk_declined", "seat": d["seat"], "why": d["why"]})
            return
        return super()._act_hawk_place(events, d, a)

    def _why_hawk_place(self, d, a):
        if a[0] == "no_hawk":
            return "hawk_must_be_placed"
        return super()._why_hawk_place(d, a)

    def _legal_challenge_tower(self, d):
        return [("tower", c) for c in d["towers"]]

    def _act_challenge_tower(self, events, d, a):
        self.decision = None
        colour = a[1]
        if d["effect"] == "resupply":
            self.solo["enemy_bucket"][colour] = True
            events.append({"type": "bucket_refilled", "tower": colour})
        elif d["effect"] == "resistant":
            self.solo["resistant"] = colour
            events.append({"type": "tower_resistant", "tower": colour,
                           "round": self._solo_opt("resistant_lasts") == "round"})
        else:
            where = self.cfg.zone_squares[colour] if d["effect"] == "downpour_zone" \
                else self.cfg.quadrant_squares[colour]
            gems = [sq for sq in where if self.cells[sq] == "f"]
            events.append({"type": "downpour", "tower": colour, "zone": d["effect"] == "downpour_zone"})
            if gems:
                self._remove_gems(events, gems, None, "downpour")
        self._push({"t": "settle"})

    def _why_challenge_tower(self, d, a):
        return "not_that_tower"

    def _spot_squares(self) -> list:
        """Spot Fires: empty squares of your quadrant touching no gem (FT-SOLO-SPOT-GEMS:
        option spot_fires_apart fire, the old reading: touching no fire, the Eternal Flame too)."""
        cells, n4 = self.cells, self.geo.n4
        fire = "f" if self._solo_opt("spot_fires_apart") == "gems" else "fE"
        return [sq for sq in self.cfg.quadrant_squares[self.own_tower]
                if cells[sq] == "." and not any(cells[m] in fire for m in n4[sq])]

    def _quadrant_frontier(self) -> list:
        return [sq for sq in self.frontier() if self._in_own_quadrant(sq)]

    def _t_spot_fires(self, events, task):
        """Spot Fires: gems touching no fire; if short, the fallback gems next to fire; if
        those do not fit either, you lose."""
        if task["fallback"] is None:
            if task["left"] <= 0:
                return
            if self._spot_squares():
                self._push(dict(task, left=task["left"] - 1))
                self._decide("challenge_gem", 0, effect="spot")
                return
            events.append({"type": "challenge_fallback", "challenge": "spot_fires", "missing": task["left"]})
            self._push({"t": "spot_fires", "left": 0,
                        "fallback": self.cfg.solo.challenge_rules["spot_fires_fallback"]})
            return
        if task["fallback"] <= 0:
            return
        if not self._quadrant_frontier():
            self._solo_over(events, "loss", "challenge_failed")
            return
        self._push(dict(task, fallback=task["fallback"] - 1))
        self._decide("challenge_gem", 0, effect="fallback")

    def _t_smolder(self, events, task):
        """Smoldering Fires: before Phase 2, one gem in your quadrant next to fire."""
        if self.solo["challenge"] != "smoldering_fires" or not self._turn_alive(0):
            return
        if self._quadrant_frontier():
            self._decide("challenge_gem", 0, effect="smolder")
        else:
            events.append({"type": "challenge_no_room", "challenge": "smoldering_fires"})

    def _challenge_gem_squares(self, d) -> list:
        if d["effect"] == "sanctuary":
            return self._sanctuary_squares()
        return self._spot_squares() if d["effect"] == "spot" else self._quadrant_frontier()

    def _sanctuary_squares(self) -> list:
        own = self.own_tower
        return [sq for sq in self.cfg.quadrant_squares[own]
                if self.cells[sq] == "." and self.zone_at[sq] is None and sq not in self.hawks]

    def _legal_challenge_gem(self, d):
        return self._acts("cell", self._challenge_gem_squares(d))

    def _act_challenge_gem(self, events, d, a):
        self.decision = None
        if d["effect"] == "sanctuary":
            self.solo["sanctuary"] = self._sq_of(a)
            events.append({"type": "sanctuary_placed", "seat": 0, "at": list(a[1:3])})
            return
        why = "smoldering_fires" if d["effect"] == "smolder" else "spot_fires"
        self._put_gems(events, [self._sq_of(a)], 0, why)
        self._push({"t": "settle"})

    def _why_challenge_gem(self, d, a):
        sq = self._sq_of(a)
        reason = self._square_reason(sq)
        if reason:
            return reason
        if not self._in_own_quadrant(sq):
            return "not_your_quadrant"
        if d["effect"] == "sanctuary":
            return "tower_zone" if self.zone_at[sq] is not None else "hawk_there"
        return "touches_fire" if d["effect"] == "spot" else "not_adjacent_fire"


    # Action Plan: three actions chosen now, carried out in the next three turns
    def _plan_options(self, d) -> list:
        if len(d["plan"]) >= PLAN_ACTIONS:
            return []
        planned = [w for k, w in d["plan"]]
        acts = [("plan_card", c) for c in self.hands[0]]
        for what in ("strong_winds", "lookout"):
            if self.solo["specials"][what] == "front" and what not in planned:
                acts.append(("plan_special", what))
        return acts + self._plan_sets(self.hands[0])

    def _plan_sets(self, hand) -> list:
        """FT-SOLO-PLAN-SETS: sets of cards played together, planned as one action: three
        cards for Reckless Abandon (while you hold a Bucket card, whose back it is) and two
        copies of a card played as a double (Crown Fire). Option action_plan_sets false: none."""
        if not self._solo_opt("action_plan_sets"):
            return []
        out = []
        if self.solo["bucket_card"]:
            out += [("plan_reckless",) + combo for combo in self._reckless_sets(hand)]
        doubles = {}
        for c in sorted(hand):
            card = self.card_def(c)
            if card.effect == "fire_pattern" and card.params.get("double"):
                doubles.setdefault(card.id, []).append(c)
        for same in doubles.values():
            out += [("plan_double",) + pair for pair in combinations(same, 2)]
        return out

    def _legal_action_plan(self, d):
        return self._plan_options(d)

    def _act_action_plan(self, events, d, a):
        if a[0] == "plan_card":
            self.hands[0].remove(a[1])
            d["plan"] = d["plan"] + [["card", a[1]]]
        elif a[0] in ("plan_reckless", "plan_double"):      # a set: one planned action
            for c in a[1:]:
                self.hands[0].remove(c)
            d["plan"] = d["plan"] + [[a[0][len("plan_"):], list(a[1:])]]
        else:
            d["plan"] = d["plan"] + [["special", a[1]]]
        if self._plan_options(d):
            return
        self.decision = None
        self.solo["plan"] = [list(x) for x in d["plan"]]
        events.append({"type": "plan_made", "seat": 0, "count": len(d["plan"]),
                       "cids": plan_cards(d["plan"]), "private": 0})

    def _why_action_plan(self, d, a):
        if a[0] in ("plan_reckless", "plan_double"):
            if not self._solo_opt("action_plan_sets"):
                return "plan_sets_off"
            if any(c not in self.hands[0] for c in a[1:]):
                return "not_in_hand"
            if a[0] == "plan_reckless" and not self.solo["bucket_card"]:
                return "no_bucket_card"
            return "needs_three_of_a_kind" if a[0] == "plan_reckless" else "needs_two_of_a_card"
        if a[0] == "plan_card":
            return "not_in_hand"
        return "special_used"

    # Wet Line: two water cards discarded as a free action; else a 3 x 2 block of gems
    def _wet_line_pairs(self) -> list:
        """FT-SOLO-WET-LINE-ONE: ("wet_line", cid), one water card at a time over the round
        (option wet_line_discard pair, the old reading: ("wet_line", cid, cid), both at once)."""
        if self.solo is None or self.solo["challenge"] != "wet_line" or \
                self.solo["wet_line"] >= WET_LINE_CARDS:
            return []
        water = sorted(c for c in self.hands[0] if self.card_def(c).type == "water")
        if self._solo_opt("wet_line_discard") == "any":
            return [("wet_line", c) for c in water]
        return [("wet_line", a, b) for i, a in enumerate(water) for b in water[i + 1:]]

    def _legal_turn_wind(self, d):
        return super()._legal_turn_wind(d) + self._wet_line_pairs()

    def _legal_turn_end(self, d):
        return super()._legal_turn_end(d) + self._wet_line_pairs()

    def _why_turn_wind(self, d, a):
        if a[0] == "wet_line":
            return "wet_line_pair"
        return super()._why_turn_wind(d, a)

    def _act_turn_wind(self, events, d, a):
        if a[0] == "wet_line":
            return self._wet_line(events, a, {"t": "part1", "seat": 0})
        return super()._act_turn_wind(events, d, a)

    def _act_turn_end(self, events, d, a):
        if a[0] == "wet_line":
            return self._wet_line(events, a, {"t": "part3", "seat": 0})
        return super()._act_turn_end(events, d, a)

    def _wet_line(self, events, a, resume):
        self.decision = None
        cids = list(a[1:])
        for cid in cids:
            self.hands[0].remove(cid)
        self._discard_cards(cids)
        self.solo["wet_line"] = min(WET_LINE_CARDS, self.solo["wet_line"] + len(cids))
        events.append({"type": "wet_line", "seat": 0, "cards": [self.card_id(c) for c in cids], "cids": cids})
        self._push({"t": "refill", "seat": 0}, resume)

    def _block_places(self) -> list:
        out = []
        size = self.cfg.size
        for ri, shape in enumerate(BLOCK_SHAPES):
            h, w = shape[-1][0] + 1, shape[-1][1] + 1
            for sq in self.cfg.quadrant_squares[self.own_tower]:
                r, c = divmod(sq, size)
                squares = [(r + dr) * size + c + dc for dr, dc, _ in shape]
                if r + h <= size and c + w <= size and all(
                        self._in_own_quadrant(q) and self.cells[q] == "." for q in squares):
                    out.append((r, c, ri))
        return sorted(out)

    def _legal_challenge_block(self, d):
        return [("place", r, c, ri) for r, c, ri in self._block_places()]

    def _act_challenge_block(self, events, d, a):
        self.decision = None
        squares = [self.sq(a[1] + dr, a[2] + dc) for dr, dc, _ in BLOCK_SHAPES[a[3]]]
        self._put_gems(events, squares, 0, "wet_line")
        self._push({"t": "settle"})

    def _why_challenge_block(self, d, a):
        return "block_does_not_fit"


def plan_cards(plan) -> list:
    """The card ids an Action Plan still holds (a set's cards each), in order."""
    out = []
    for kind, what in plan:
        if kind == "card":
            out.append(what)
        elif kind in ("reckless", "double"):
            out += list(what)
    return out

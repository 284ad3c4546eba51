"""Fire Tower burns, eliminations, wins, event cards and the Shadow of the Wood (a mixin
of FireTowerState; pure, no pygame). Rule ids (FT-...) refer to seeds/fire_tower.en.md."""
from __future__ import annotations

ACTIVE = ("standing", "burned")
SHADOWISH = ("skip", "shadow")
CARDINALS = ("N", "E", "S", "W")


class EventsMixin:
    # ============================================================== burning
    def _mark_burned(self, events, colour, placer) -> int | None:
        """The first burn step of every variant: the tower is burned (its seat is returned;
        None if it was already), its winds retire."""
        if colour in self.burned:
            return None
        seat = self.tower_seat[colour]
        self.burned.append(colour)
        self.batch.append(seat)
        events.append({"type": "tower_burned", "tower": colour, "seat": seat, "placer": placer})
        self._derive()
        self._update_retired(events)
        return seat

    def _t_burn(self, events, task):
        """FT-BURN-TOWER, FT-BURN-STEPS, FT-BURN-BURNER, FT-BURN-CARDS, FT-BURN-DISCARD,
        FT-BURN-HAND-SIZE, FT-SHADOW-BECOME, FT-SHADOW-MAX; teams: FT-TEAM-BURNED."""
        colour, placer = task["colour"], task["placer"]
        seat = self._mark_burned(events, colour, placer)
        if seat is None:
            return
        ablaze = self.options["tower_ablaze"]
        if self.teams:
            self.status[seat] = "burned"
            if self._check_win(events, None):
                return
            tasks = []
            if self.options["team_partial_firestorm"]:         # FT-TEAM-FIRESTORM
                tasks.append({"t": "storm", "drawer": self.turn_seat, "partial": True})
            elif self.wind in self.retired:
                self._set_wind(events, self._roll_wind(events, "retired"), "retired")
            if ablaze:
                tasks.append({"t": "ablaze", "colour": colour})
            self._push(*tasks)
            return
        self._eliminate(events, seat, colour, placer, ablaze)

    def _eliminate(self, events, seat, colour, placer, ablaze):
        """FT-BURN-STEPS for a burned seat (its tower `colour`; None: the Guardian,
        FT-VAR-GUARDIAN-FALL)."""
        turn = self.turn_seat
        burner = turn if self.options["burn_cards_to"] == "turn_player" else placer
        if burner == seat:
            burner = None
        self.eliminations += 1
        self.hand_size += self.cfg.hand_growth
        self.bucket[seat] = False
        hand, self.hands[seat] = self.hands[seat], []
        self.short[seat] = 0
        shadows = sum(1 for s in range(self.n) if self.status[s] in SHADOWISH)
        self.status[seat] = "skip" if shadows < self.cfg.max_shadows[self.n] else "out"
        events.append({"type": "eliminated", "seat": seat, "tower": colour, "burner": burner,
                       "status": self.status[seat], "hand_size": self.hand_size})
        if self._check_win(events, burner):
            self._discard_cards(hand)
            return
        taker = None
        if burner is not None and self.status[burner] == "standing" and \
                self.options["standing_burn_cards"] == "take":
            taker = burner
        tasks = []
        if taker is not None:                                # FT-BURN-CARDS
            self.hands[taker] += hand
            events.append({"type": "cards_taken", "from_seat": seat, "seat": taker, "count": len(hand),
                           "cids": list(hand), "cards": [self.card_id(c) for c in hand],
                           "private": taker})
            tasks.append({"t": "trim", "seat": taker})
        else:                                                # FT-BURN-DISCARD
            self._discard_cards(hand)
            events.append({"type": "cards_discarded", "seat": seat, "why": "burned",
                           "count": len(hand), "cards": [self.card_id(c) for c in hand],
                           "cids": list(hand)})
        for s in self.clockwise_from(turn):                  # everyone else: +1 card
            if s != taker and self.status[s] == "standing":
                tasks.append({"t": "refill", "seat": s, "left": self.cfg.hand_growth})
        if self.turn_kind == "shadow":                       # FT-SHADOW-BONUS
            frame = self._find_task("shadow_turn", kind="turn")
            if frame is not None and (self.options["shadow_bonus_rolls"] == "per_tower"
                                      or frame["bonus"] == 0):
                frame["left"] += 1
                frame["bonus"] += 1
        tasks.append({"t": "storm", "drawer": turn, "partial": True})   # FT-EVENT-PARTIAL-FIRESTORM
        if self.options["shadow_of_the_wood"]:
            tasks.append({"t": "sotw_shuffle"})
        if ablaze:
            tasks.append({"t": "ablaze", "colour": colour})
        self._push(*tasks)

    def _check_win(self, events, burner) -> bool:
        """FT-WIN, FT-SHADOW-WIN, FT-WIN-TIE, FT-TEAM-WIN. True when the game is over."""
        gone = set(self.burned) | {c for c, _ in self.pending_burns}   # burned, steps to come
        if self.teams:
            wiped = [i for i, team in enumerate(self.cfg.teams) if all(t in gone for t in team)]
            if not wiped:
                return False
            if len(wiped) == 2:
                winners, verdict = self._tie()
                self._game_over(events, winners, verdict)
            else:
                other = self.cfg.teams[1 - wiped[0]]
                self._game_over(events, [self.tower_seat[t] for t in other], "team_win")
            return True
        hit = {self.tower_seat[c] for c, _ in self.pending_burns}   # burned, steps still to come
        standing = [s for s in self.standing_seats() if s not in hit]
        if not standing:
            if self.sotw_actors:                             # FT-EVENT-SHADOW
                self._game_over(events, list(self.sotw_actors), "shadows_win")
            elif self.turn_kind == "shadow":                 # FT-SHADOW-WIN: a run of shadows
                self._game_over(events, list(self.run_shadows) or [self.turn_seat], "shadows_win")
            else:
                winners, verdict = self._tie()
                self._game_over(events, winners, verdict)
            return True
        if len(standing) == 1:
            last = standing[0]
            shadows = any(self.status[s] in SHADOWISH for s in range(self.n))
            if not shadows or burner == last:
                self._game_over(events, [last], "last_tower")
                return True
        return False

    def _tie(self):
        """FT-WIN-TIE: the last batch shares the win (or, option no_tower_left draw, nobody)."""
        if self.options["no_tower_left"] == "draw":
            return [], "draw"
        batch = list(self.batch) + [self.tower_seat[c] for c, _ in self.pending_burns]
        return sorted(set(batch)) or list(range(self.n)), "shared_win"

    def _t_ablaze(self, events, task):
        """FT-ABLAZE: the burned zone becomes permanent fire."""
        colour = task["colour"]
        if colour in self.ablaze:
            return
        squares = self.cfg.zone_squares[colour]
        gems = [sq for sq in squares if self.cells[sq] == "f"]
        breaks = [sq for sq in squares if self.cells[sq] == "x"]
        if gems:
            self._remove_gems(events, gems, None, "tower_ablaze")
        for sq in breaks:
            self._remove_break(events, sq, None, "tower_ablaze")
        for h in [h for h in self.hawks if h in squares]:
            self.hawks.remove(h)
            events.append({"type": "hawk_removed", "at": self.rc(h), "why": "tower_ablaze"})
        for sq in squares:
            self.cells[sq] = "E"
        self.ablaze.append(colour)
        events.append({"type": "tower_ablaze", "tower": colour,
                       "cells": [self.rc(sq) for sq in squares]})

    def _t_sotw_shuffle(self, events, task):
        """FT-EVENT-SHADOW: Shadow of the Wood goes into the deck on every burn."""
        cid = self.cfg.event_instance["shadow_of_the_wood"]
        for place in (self.outside, self.discard):
            if cid in place:
                place.remove(cid)
                rng = self._rng("deck")
                self.deck.insert(rng.randrange(len(self.deck) + 1), cid)
                self.rng["deck"] = rng.state
                self.serial += 1
                events.append({"type": "shadow_card_shuffled"})
                return

    # ============================================================ firestorms
    def _t_storm(self, events, task):
        """FT-EVENT-FIRESTORM (steps 1-2) and FT-EVENT-PARTIAL-FIRESTORM. The burns wait
        until the whole storm is over (FT-BURN-TIMING); its hawks trigger after the spread
        (FT-HAWK-STORM)."""
        drawer, partial = task["drawer"], task["partial"]
        self.defer_burns += 1
        direction = self._roll_wind(events, "storm_direction")
        new = self._storm_spread(direction)
        events.append({"type": "firestorm", "partial": partial, "direction": direction,
                       "seat": drawer, "cells": [self.rc(sq) for sq in new]})
        if new:                                      # storm burns have no gem placer
            self._put_gems(events, new, None, "firestorm", order_from=drawer)
        tasks = [{"t": "settle"}, {"t": "storm_wind"}]
        if not partial:
            order = [s for s in self.clockwise_from(drawer) if self.status[s] in ACTIVE]
            tasks.append({"t": "storm_discards", "seats": order})
        tasks += [{"t": "undefer"}, {"t": "settle"}]
        self._push(*tasks)

    def _storm_spread(self, direction, blocked=()) -> list:
        """FT-EVENT-FIRESTORM step 2: the empty squares the storm fills, one step downwind
        of every fire from a snapshot (or chained, with option firestorm_spread); `blocked`
        squares stop it like firebreaks (solo lightning tokens)."""
        step = self.geo.step[direction]
        cells = self.cells
        sources = [sq for sq in range(self.geo.count) if cells[sq] in "fE"]
        new, seen = [], set()
        while sources:
            fresh = []
            for src in sources:
                t = step[src]
                if t >= 0 and cells[t] == "." and t not in seen and t not in blocked:
                    seen.add(t)
                    new.append(t)
                    fresh.append(t)
            sources = fresh if self.options["firestorm_spread"] == "chained" else []
        return new

    def _t_storm_wind(self, events, task):
        """FT-EVENT-FIRESTORM step 4: the new wind."""
        exclude = self.wind if self.options["firestorm_new_wind"] == "different" else None
        self._set_wind(events, self._roll_wind(events, "storm_wind", exclude=exclude), "firestorm")

    def _t_storm_discards(self, events, task):
        seats = list(task["seats"])
        while seats:
            seat = seats.pop(0)
            if self.is_active(seat) and self.hands[seat]:
                if seats:
                    self._push({"t": "storm_discards", "seats": seats})
                self._decide("cards", seat, purpose="storm", min=0, max=len(self.hands[seat]),
                             picked_cards=[])
                return

    # ================================================================ events
    def _t_event(self, events, task):
        """FT-EVENT-DRAW: an event resolves the moment it is drawn."""
        cid, drawer = task["cid"], task["drawer"]
        name = self.card_id(cid)
        events.append({"type": "event", "card": name, "seat": drawer})
        if name == "firestorm":
            self._push({"t": "storm", "drawer": drawer, "partial": False},
                       {"t": "event_done", "cid": cid})
        elif name == "mutual_aid":
            self._push({"t": "event_done", "cid": cid}, {"t": "refill", "seat": drawer},
                       {"t": "aid_choice", "seat": drawer})
        else:
            self._push({"t": "event_done", "cid": cid}, {"t": "refill", "seat": drawer},
                       {"t": "sotw", "seat": drawer})

    def _t_event_done(self, events, task):
        cid = task["cid"]
        if cid in self.in_play:
            self.in_play.remove(cid)
            self._discard_cards([cid])

    # ------------------------------------------------------------ Mutual Aid
    def _t_aid_choice(self, events, task):
        self._decide("aid_choice", task["seat"])

    def _legal_aid_choice(self, d):
        return [("aid", 1), ("aid", 2), ("aid", 3)]

    def _act_aid_choice(self, events, d, a):
        """FT-EVENT-MUTUAL-AID: every seat does the chosen thing; burns wait for the end."""
        self.decision = None
        seat = d["seat"]
        events.append({"type": "aid_chosen", "seat": seat, "option": a[1]})
        self.defer_burns += 1
        order = [s for s in self.clockwise_from(seat) if self.status[s] != "out"]
        self._push({"t": "aid_step", "option": a[1], "seats": order, "placed": []},
                   {"t": "aid_end"})

    def _t_aid_step(self, events, task):
        seats = list(task["seats"])
        while seats:
            seat = seats.pop(0)
            self._push(dict(task, seats=seats))      # the rest (also keeps `placed`)
            option = task["option"]
            if option == 1 and self._decide_cells("aid_gem", seat, 1, placed=list(task["placed"])):
                return
            if option == 2 and self._decide_cells("aid_break", seat, 1):
                return
            if option == 3 and self.is_active(seat) and len(self.hands[seat]) >= 3:
                self._decide("cards", seat, purpose="aid", min=3, max=3, picked_cards=[])
                return
            events.append({"type": "aid_skipped", "seat": seat})
            self.stack.pop()

    def _t_aid_end(self, events, task):
        self.defer_burns -= 1
        self._push({"t": "settle"})

    # ---------------------------------------------------- Shadow of the Wood
    def _t_sotw(self, events, task):
        """FT-EVENT-SHADOW: each shadow, clockwise from the drawer, acts; burns wait."""
        drawer = task["seat"]
        actors = [s for s in self.clockwise_from(drawer) if self.status[s] in SHADOWISH]
        if not actors:
            events.append({"type": "shadow_card_idle"})
            return
        self.sotw_actors = actors
        self.defer_burns += 1
        self._push({"t": "sotw_step", "seats": actors}, {"t": "sotw_end"})

    def _t_sotw_step(self, events, task):
        seats = list(task["seats"])
        seat = seats.pop(0)
        if seats:
            self._push({"t": "sotw_step", "seats": seats})
        if self.options["shadow_card_effect"] == "extra_roll":
            self._push({"t": "shadow_turn", "seat": seat, "left": 1, "kind": "event", "bonus": 0})
        else:
            self._decide("sotw_choice", seat)

    def _legal_sotw_choice(self, d):
        acts = []
        if any(self.status[s] == "standing" and self.hands[s] for s in range(self.n)):
            acts.append(("sotw", 1))
        acts.append(("sotw", 2))
        return acts

    def _act_sotw_choice(self, events, d, a):
        seat = d["seat"]
        self.decision = None
        events.append({"type": "shadow_card_choice", "seat": seat, "option": a[1]})
        if a[1] == 1:                                # a random card from every hand
            rng = self._rng("deck")
            for s in self.clockwise_from(seat):
                if self.status[s] == "standing" and self.hands[s]:
                    cid = self.hands[s].pop(rng.randrange(len(self.hands[s])))
                    self.pool.append(cid)
                    self.short[s] += 1
                    events.append({"type": "card_stolen", "seat": seat, "from_seat": s,
                                   "card": self.card_id(cid), "cid": cid, "private": seat})
            self.rng["deck"] = rng.state
            self.serial += 1
            self.pool_left = 1
            self._push({"t": "pool", "seat": seat, "reckless": True})
        else:                                        # three wind-die gems
            self._push(*[{"t": "sotw_wind", "seat": seat} for _ in range(3)])

    def _t_sotw_wind(self, events, task):
        direction = self._roll_wind(events, "shadow_card")       # FT-BURN-RETIRED-WIND
        self._decide_cells("sotw_wind", task["seat"], 1, dir=direction)

    def _t_sotw_end(self, events, task):
        self.defer_burns -= 1
        self._push({"t": "settle"}, {"t": "sotw_clear"})

    def _t_sotw_clear(self, events, task):
        self.sotw_actors = []

    # ================================================================ shadows
    def _t_shadow_turn(self, events, task):
        """FT-SHADOW-TURN: roll the Shadow die, as often as results and burns allow."""
        seat = task["seat"]
        if task["left"] > 0 and self.status[seat] in SHADOWISH:
            self._push(task)
            self._decide("shadow_roll", seat)
            return
        if task["kind"] == "turn":
            self._push({"t": "end_turn", "seat": seat})

    def _legal_shadow_roll(self, d):
        return [("roll",)]

    def _act_shadow_roll(self, events, d, a):
        seat = d["seat"]
        self.decision = None
        frame = self.stack[-1]
        frame["left"] -= 1
        face = self._roll("shadow", self.cfg.shadow_die)
        events.append({"type": "shadow_roll", "seat": seat, "face": face,
                       "flame": face in self.cfg.shadow_flames})
        getattr(self, f"_shadow_{face}")(events, seat, frame)

    def _shadow_1(self, events, seat, frame):                 # FT-SHADOW-DIE-1
        if self._legal_shadow_one({"seat": seat}):
            self._decide("shadow_one", seat)
        else:
            events.append({"type": "shadow_nothing", "seat": seat})

    def _shadow_2(self, events, seat, frame):                 # FT-SHADOW-DIE-2
        frame["left"] += 1
        self._decide_cells("shadow_gem", seat, 1)

    def _shadow_3(self, events, seat, frame):                 # FT-SHADOW-DIE-3
        self._push({"t": "pool_draw", "seat": seat, "count": 3})

    def _shadow_4(self, events, seat, frame):                 # FT-SHADOW-DIE-4
        self._push({"t": "new_wind", "seat": seat})
        self._decide_cells("shadow_wind", seat, 1)

    def _shadow_5(self, events, seat, frame):                 # FT-SHADOW-DIE-5
        self._decide("press_luck", seat, store=1)

    def _shadow_6(self, events, seat, frame):                 # FT-SHADOW-DIE-6
        self._decide_cells("shadow_six", seat, 3)

    # die result 1
    def _legal_shadow_one(self, d):
        hawks = [h for h in self.hawks if self._shadow_gems(self.cfg.quadrant_of[h])]
        breaks = [sq for sq in range(self.geo.count) if self.cells[sq] == "x"]
        return self._acts("target", hawks) + self._acts("remove", breaks)

    def _act_shadow_one(self, events, d, a):
        seat = d["seat"]
        sq = self._sq_of(a)
        self.decision = None
        if a[0] == "remove":
            self._remove_break(events, sq, seat, "shadow")
            return
        quad = self.cfg.quadrant_of[sq]
        self.hawks.remove(sq)
        events.append({"type": "hawk_triggered", "seat": seat, "at": self.rc(sq), "to": None,
                       "why": "shadow"})
        self._decide("target", seat, effect="shadow_gem", quad=quad, card=None)

    def _why_shadow_one(self, d, a):
        sq = self._sq_of(a)
        if a[0] == "remove":
            return "no_firebreak"
        return "no_hawk_there" if sq not in self.hawks else "nothing_to_move"

    # die result 4
    def _t_new_wind(self, events, task):
        if self._new_wind_options():
            self._decide("new_wind", task["seat"])
        else:
            events.append({"type": "wind_unchanged", "seat": task["seat"]})

    def _new_wind_options(self):
        return [w for w in CARDINALS if w != self.wind and w not in self.retired]

    def _legal_new_wind(self, d):
        return [("wind_set", w) for w in self._new_wind_options()]

    def _act_new_wind(self, events, d, a):
        self.decision = None
        self._set_wind(events, a[1], "shadow")

    def _why_new_wind(self, d, a):
        if len(a) == 2 and a[1] == self.wind:
            return "wind_must_change"
        if len(a) == 2 and a[1] in self.retired:
            return "wind_retired"
        return "bad_direction"

    # die result 5: press your luck
    def _legal_press_luck(self, d):
        return [("roll",), ("stop",)]

    def _act_press_luck(self, events, d, a):
        seat = d["seat"]
        if a[0] == "stop":
            self.decision = None
            events.append({"type": "luck_stop", "seat": seat, "gems": d["store"]})
            self._push({"t": "luck_place", "seat": seat, "left": d["store"]})
            return
        face = self._roll("shadow", self.cfg.shadow_die)
        flame = face in self.cfg.shadow_flames
        events.append({"type": "shadow_roll", "seat": seat, "face": face, "flame": flame,
                       "luck": True})
        if flame:
            self.decision = None
            events.append({"type": "luck_bust", "seat": seat, "lost": d["store"]})
            frame = self._find_task("shadow_turn", seat=seat)   # owed rolls are lost too
            if frame is not None:
                frame["left"] = 0
        else:
            d["store"] += 1

    def _t_luck_place(self, events, task):
        if task["left"] <= 0:
            return
        self._push({"t": "luck_place", "seat": task["seat"], "left": task["left"] - 1})
        if not self._decide_cells("luck_gem", task["seat"], 1):
            self.stack.pop()
            events.append({"type": "luck_lost", "seat": task["seat"], "gems": task["left"]})

    # die result 3 (and Shadow of the Wood option 1): a pool of cards to play
    def _t_pool_draw(self, events, task):
        seat = task["seat"]
        drawn = 0
        while drawn < task["count"]:
            cid = self._draw(events, seat)
            if cid is None:
                break
            if self.card_def(cid).type == "event":
                self.set_aside.append(cid)
                events.append({"type": "event_set_aside", "seat": seat, "card": self.card_id(cid)})
                if not self.options["events_refill"]:
                    drawn += 1
                continue
            self.pool.append(cid)
            drawn += 1
            events.append({"type": "card_drawn", "seat": seat, "card": self.card_id(cid),
                           "cid": cid, "private": seat, "to": "pool"})
        self.pool_left = 2
        self._push({"t": "pool", "seat": seat, "reckless": False})

    def _t_pool(self, events, task):
        seat = task["seat"]
        d = {"kind": "pool_play", "seat": seat, "reckless": task["reckless"]}
        if self.pool_left > 0 and self.pool and self._legal_pool_play(d) != [("stop",)]:
            self.decision = d
        else:
            self._push({"t": "pool_end", "seat": seat})

    def _legal_pool_play(self, d):
        seat = d["seat"]
        acts = self._plays(seat, self.pool)
        if d["reckless"] and self.frontier():
            acts += [("reckless",) + combo for combo in self._reckless_sets(self.pool)]
        if not (d["reckless"] and acts):      # Shadow of the Wood: play one if you can
            acts.append(("stop",))
        return acts

    def _act_pool_play(self, events, d, a):
        seat = d["seat"]
        self.decision = None
        if a[0] == "stop":
            self._push({"t": "pool_end", "seat": seat})
            return
        if a[0] == "reckless":
            cids = list(a[1:])
            for cid in cids:
                self.pool.remove(cid)
            self._discard_cards(cids)
            self.pool_left = 0
            events.append({"type": "reckless_abandon", "seat": seat,
                           "cards": [self.card_id(c) for c in cids], "cids": cids})
            self._push({"t": "pool", "seat": seat, "reckless": d["reckless"]})
            self._decide_cells("reckless", seat, self.cfg.reckless["gems"])
            return
        cid = a[1]
        self.pool.remove(cid)
        self.in_play.append(cid)
        self.pool_left -= 1
        events.append({"type": "card_played", "seat": seat, "card": self.card_id(cid),
                       "cid": cid, "source": "pool"})
        self._push({"t": "pool", "seat": seat, "reckless": d["reckless"]})
        self._start_card(events, cid, seat, "pool")

    def _why_pool_play(self, d, a):
        if a[0] == "stop":
            return "must_act"
        if a[0] == "play":
            return "not_in_pool" if len(a) != 2 or a[1] not in self.pool else "card_has_no_effect"
        return "needs_three_of_a_kind"

    def _t_pool_end(self, events, task):
        seat = task["seat"]
        if self.pool:
            rest = list(self.pool)
            self._discard_cards(rest)
            events.append({"type": "cards_discarded", "seat": seat, "why": "pool", "count": len(rest),
                           "cards": [self.card_id(c) for c in rest], "cids": rest})
        self.pool = []
        self.pool_left = 0
        aside, self.set_aside = self.set_aside, []
        for cid in aside:
            self.in_play.append(cid)
        self._push(*[{"t": "event", "cid": cid, "drawer": seat} for cid in aside])

"""Fire Tower burns, eliminations, wins, event cards and the Shadow of the Wood (a mixin
of FireTowerState; pure, no pygame). Rule ids (FT-...) refer to seeds/fire_tower.en.md."""
from __future__ import annotations

ACTIVE = ("standing", "burned")
SHADOWISH = ("skip", "shadow")
CARDINALS = ("N", "E", "S", "W")


class EventsMixin:
    # ============================================================== burning
    def _t_burn(self, events, task):
        """FT-BURN / FT-BURN-ELIMINATE / FT-BURN-CARDS / FT-HAND-GROWS."""
        colour, actor = task["colour"], task["actor"]
        if colour in self.burned:
            return
        seat = self.tower_seat[colour]
        self.burned.append(colour)
        self.turn_burned.append(seat)
        events.append({"type": "tower_burned", "tower": colour, "seat": seat, "by": actor})
        self._derive()
        self._update_retired(events)
        ablaze = self.options["tower_ablaze"]
        if self.teams:                                       # FT-TEAM-BURN: not eliminated
            self.status[seat] = "burned"
            if self._check_win(events):
                return
            tasks = []
            if self.rulings["team_partial_firestorm"]:
                tasks.append({"t": "storm", "drawer": self.turn_seat, "partial": True})
            if ablaze and self.rulings["tower_ablaze_in_teams"]:
                tasks.append({"t": "ablaze", "colour": colour})
            self._push(*tasks)
            return
        self.eliminations += 1
        self.hand_size += 1
        self.status[seat] = "out" if self.n == 2 else "skip"
        self.bucket[seat] = False
        events.append({"type": "eliminated", "seat": seat, "tower": colour,
                       "status": self.status[seat], "hand_size": self.hand_size})
        if self._check_win(events):
            return
        hand, self.hands[seat] = self.hands[seat], []
        self.short[seat] = 0
        turn = self.turn_seat
        taker = None
        if turn != seat and self.turn_kind == "standing" and self.status[turn] == "standing":
            if actor == turn:                                # a clear eliminating player
                if self.rulings["standing_burner_takes_cards"]:
                    taker = turn
            elif self.rulings["orphan_cards"] == "turn_player":
                taker = turn
        tasks = []
        if taker is not None:
            self.hands[taker] += hand
            events.append({"type": "cards_taken", "from_seat": seat, "seat": taker, "count": len(hand),
                           "cids": list(hand), "cards": [self.card_id(c) for c in hand],
                           "private": taker})
            tasks.append({"t": "trim", "seat": taker})
        else:
            self._discard_cards(hand)
            events.append({"type": "cards_discarded", "seat": seat, "why": "burned",
                           "count": len(hand), "cards": [self.card_id(c) for c in hand],
                           "cids": list(hand)})
        for s in self.clockwise_from(turn):                  # everyone else: +1 card
            if s != taker and s != seat and self.status[s] in ACTIVE:
                tasks.append({"t": "refill", "seat": s, "left": 1})
        if self.turn_kind == "shadow":                       # FT-SHADOW-BONUS
            frame = self._find_task("shadow_turn", kind="turn")
            if frame is not None:
                frame["left"] += self.rulings["shadow_bonus_rolls_per_burn"]
        tasks.append({"t": "storm", "drawer": turn, "partial": True})     # FT-BURN-STORM
        if self.options["shadow_of_the_wood"]:
            tasks.append({"t": "sotw_shuffle"})
        if ablaze:
            tasks.append({"t": "ablaze", "colour": colour})
        self._push(*tasks)

    def _check_win(self, events) -> bool:
        """FT-WIN-LAST-TOWER, FT-WIN-SHADOWS, FT-TEAM-WIN. True when the game is over."""
        if self.teams:
            wiped = [i for i, team in enumerate(self.cfg.teams) if all(t in self.burned for t in team)]
            if not wiped:
                return False
            if len(wiped) == 2:
                self._game_over(events, list(range(self.n)), "draw")
            else:
                other = self.cfg.teams[1 - wiped[0]]
                self._game_over(events, [self.tower_seat[t] for t in other], "team_win")
            return True
        standing = self.standing_seats()
        if not standing:
            winners, verdict = self._zero_tower_winners()
            self._game_over(events, winners, verdict)
            return True
        if len(standing) == 1:
            last = standing[0]
            shadows = any(self.status[s] in SHADOWISH for s in range(self.n))
            if not shadows or (self.turn_seat == last and self.turn_kind == "standing"):
                self._game_over(events, [last], "last_tower")
                return True
        return False

    def _zero_tower_winners(self):
        if self.sotw_actors:                                 # base Shadow of the Wood
            return list(self.sotw_actors), "shadows_win"
        if self.turn_kind == "shadow":                       # a run of shadow turns
            return (list(self.run_shadows) or [self.turn_seat]), "shadows_win"
        if self.rulings["zero_towers_standing_turn"] == "shadows" and self.run_shadows:
            return list(self.run_shadows), "shadows_win"
        batch = list(self.turn_burned) or list(range(self.n))
        return batch, "tie_all_burned"

    def _t_ablaze(self, events, task):
        """FT-TOWER-ABLAZE: the burned zone becomes permanent fire."""
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
        """FT-SHADOW-CARD: Shadow of the Wood goes into the deck on every burn."""
        cid = self.cfg.event_instance["shadow_of_the_wood"]
        for place in (self.outside, self.discard):
            if cid in place:
                place.remove(cid)
                rng = self._rng()
                self.deck.insert(rng.randrange(len(self.deck) + 1), cid)
                self.rng_state = rng.state
                self.serial += 1
                events.append({"type": "shadow_card_shuffled"})
                return

    # ============================================================ firestorms
    def _t_storm(self, events, task):
        """FT-EVENT-FIRESTORM (and the partial Firestorm of FT-BURN-STORM)."""
        drawer, partial = task["drawer"], task["partial"]
        direction = self._roll_wind(events, "storm_direction")
        step = self.geo.step[direction]
        cells = self.cells
        sources = [sq for sq in range(self.geo.count) if cells[sq] in "fE"]
        new, seen = [], set()
        while sources:
            fresh = []
            for src in sources:
                t = step[src]
                if t >= 0 and cells[t] == "." and t not in seen:
                    seen.add(t)
                    new.append(t)
                    fresh.append(t)
            sources = fresh if self.rulings["firestorm_spread"] == "chain" else []
        events.append({"type": "firestorm", "partial": partial, "direction": direction,
                       "seat": drawer, "cells": [self.rc(sq) for sq in new]})
        if new:
            self._put_gems(events, new, drawer, "firestorm")
            for item in self.pending_hawks:          # storm burns have no clear author
                item[1] = None
            for item in self.pending_burns:
                if item[0] in [c for c, sq in self.cfg.back_corner.items() if sq in seen]:
                    item[1] = None
        exclude = None if self.rulings["firestorm_wind_may_repeat"] else self.wind
        self._set_wind(events, self._roll_wind(events, "storm_wind", exclude=exclude), "firestorm")
        tasks = [{"t": "settle"}]
        if not partial:
            order = [s for s in self.clockwise_from(drawer) if self.status[s] in ACTIVE]
            tasks.append({"t": "storm_discards", "seats": order})
        self._push(*tasks)

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
        """FT-EVENT-DRAWN: an event resolves the moment it is drawn."""
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
            rest = dict(task, seats=seats)
            if seats:
                self._push(rest)
            option = task["option"]
            if option == 1 and self._decide_cells("aid_gem", seat, 1, placed=list(task["placed"])):
                return
            if option == 2 and self._decide_cells("aid_break", seat, 1):
                return
            if option == 3 and self.is_active(seat) and len(self.hands[seat]) >= 3:
                self._decide("cards", seat, purpose="aid", min=3, max=3, picked_cards=[])
                return
            events.append({"type": "aid_skipped", "seat": seat})
            if seats:
                self.stack.pop()

    def _t_aid_end(self, events, task):
        self.defer_burns -= 1
        self._push({"t": "settle"})

    # ---------------------------------------------------- Shadow of the Wood
    def _t_sotw(self, events, task):
        """FT-SHADOW-CARD (RF house rule, reference §16 Q31)."""
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
        if self.rulings["shadow_of_the_wood"] == "extra_roll":
            self._push({"t": "shadow_turn", "seat": seat, "left": 1, "kind": "event"})
        else:
            self._decide("sotw_choice", seat)

    def _legal_sotw_choice(self, d):
        acts = []
        if any(self.is_active(s) and self.hands[s] for s in range(self.n)):
            acts.append(("sotw", 1))
        acts.append(("sotw", 2))
        return acts

    def _act_sotw_choice(self, events, d, a):
        seat = d["seat"]
        self.decision = None
        events.append({"type": "shadow_card_choice", "seat": seat, "option": a[1]})
        if a[1] == 1:                                # a random card from every hand
            rng = self._rng()
            for s in self.clockwise_from(seat):
                if self.is_active(s) and self.hands[s]:
                    cid = self.hands[s].pop(rng.randrange(len(self.hands[s])))
                    self.pool.append(cid)
                    self.short[s] += 1
                    events.append({"type": "card_stolen", "seat": seat, "from_seat": s,
                                   "card": self.card_id(cid), "cid": cid, "private": seat})
            self.rng_state = rng.state
            self.serial += 1
            self.pool_left = 1
            self._push({"t": "pool", "seat": seat, "reckless": True})
        else:                                        # three wind-die gems
            self._push(*[{"t": "sotw_wind", "seat": seat} for _ in range(3)])

    def _t_sotw_wind(self, events, task):
        direction = self._roll_wind(events, "shadow_card", honour_retired=False)
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
        face = self._roll(self.cfg.shadow_die)
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
        face = self._roll(self.cfg.shadow_die)
        flame = face in self.cfg.shadow_flames
        events.append({"type": "shadow_roll", "seat": seat, "face": face, "flame": flame,
                       "luck": True})
        if flame:
            self.decision = None
            events.append({"type": "luck_bust", "seat": seat, "lost": d["store"]})
            if self.rulings["bust_forfeits_rolls"]:
                frame = self._find_task("shadow_turn", seat=seat)
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
                if not self.rulings["events_replaced"]:
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
        if self.pool_left > 0 and self.pool and len(self._legal_pool_play(d)) > 1:
            self.decision = d
        else:
            self._push({"t": "pool_end", "seat": seat})

    def _legal_pool_play(self, d):
        seat = d["seat"]
        acts = [("play", cid) for cid in self.pool if self._playable(cid, seat, self.pool)]
        if d["reckless"] and self.frontier():
            acts += [("reckless",) + combo for combo in self._reckless_sets(self.pool)]
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

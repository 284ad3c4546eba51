"""Fire Tower, Rising Flames Extreme Weather module: the Special cards (for every seat in
multiplayer, and for the solo player) and the events Mobilization, Full Moon, Flock and
Coyote Tactics, plus which events go into the deck. A mixin of FireTowerState (pure, no
pygame). Rule ids (FT-EW-...) refer to seeds/fire_tower.en.md, section "Extreme Weather".

Set-up keys (new_game): `extreme_weather` (bool option: Specials for every seat) and
`events` (a list of event ids from WEATHER_EVENTS shuffled into the deck; default: the data
value `weather.recommended_events` of rules.yaml when extreme_weather is on, else none).
`setup_weather` is called by new_game after the hands are dealt and Mutual Aid is in,
before the seasons and before Firestorm goes in the middle (FT-EW-SETUP).

State: `state.weather` is None when neither is in use; otherwise a plain dict:
  events (the extra event ids in this game), specials (per seat {strong_winds|lookout:
  "front"|"back"}, or None without extreme_weather), breeze_turn and patrol_turn (per seat:
  the turn number the back side was last used), coyote (per seat: the cards laid face down
  by Coyote Tactics, next first), pool_mode (None | "lookout" | "patrol" | "mob": what the
  pool of cards being played belongs to).
In solo the Specials live in state.solo (specials, breeze_turn, patrol_turn, pool_keep), as
before: the accessors below hide the difference, so both modes share this one
implementation (FT-SOLO-SPECIALS = FT-EW-SPECIALS for one seat).

Decision kinds added (decision["kind"]) and their actions
---------------------------------------------------------
turn_action gains ("special", "strong_winds"), ("special", "lookout"), ("patrol", cid) and,
while Coyote Tactics cards are laid, only ("coyote",) (+ ("bucket",)).
wind_gems       ("play", cid) | ("wind_gem", r, c) | ("stop",)
                (data: special strong_winds|light_breeze, card: the wind card being placed, played)
coyote_pick     ("pick", cid)                            FT-EW-COYOTE (data: laid so far)
flock_hawk      ("pick_hawk", r, c)                      FT-EW-FLOCK (data: left)
Flock's gem moves reuse `target` / `dest` with effect "flock" (data: quads); Mobilization and
Lookout / Patrol reuse `pool_play`; Full Moon reuses `shadow_roll` and the Shadow die.
"""
from __future__ import annotations

from game.core.protocol import IllegalAction

WEATHER_EVENTS = ("mobilization", "full_moon", "flock", "lightning_storm", "coyote_tactics")
SPECIAL_BACK = {"strong_winds": "light_breeze", "lookout": "patrol"}


def weather_events_available(state_cls) -> tuple:
    """The extra events this program can play: lightning_storm only once its effect exists
    (the task `_t_lightning_storm`, written with the seasons and lightning tokens)."""
    return tuple(e for e in WEATHER_EVENTS
                 if e != "lightning_storm" or hasattr(state_cls, "_t_lightning_storm"))


def setup_weather(s, setup: dict, deck: list, rng) -> None:
    """FT-EW-SETUP: the Specials for every seat (option extreme_weather) and the chosen
    events shuffled into `deck` (top = last); the events not chosen stay outside."""
    cfg = s.cfg
    ew = s.options.get("extreme_weather", False)
    events = setup.get("events")
    if events is None:
        events = list(cfg.weather["recommended_events"]) if ew else []
    available = weather_events_available(type(s))
    if not isinstance(events, list) or len(set(events)) != len(events) or \
            any(type(e) is not str or e not in available for e in events):
        raise IllegalAction("setup_option", option="events")
    n = s.n
    guardian = getattr(s, "guardian_seat", None)           # FT-VAR-GUARDIAN: both Specials
    holders = [seat for seat in range(n) if ew or seat == guardian]
    if holders or events:
        s.weather = {"events": list(events),
                     "specials": [{"strong_winds": "front", "lookout": "front"} if seat in holders else None
                                  for seat in range(n)] if holders else None,
                     "breeze_turn": [-1] * n, "patrol_turn": [-1] * n,
                     "coyote": [[] for _ in range(n)], "pool_mode": None}
    for name in WEATHER_EVENTS:
        cid = cfg.event_instance[name]
        if name in events:
            deck.insert(rng.randrange(len(deck) + 1), cid)
        else:
            s.outside.append(cid)


class WeatherMixin:
    # ================================================================ accessors
    def weather_events(self) -> list:
        """The extra events of this game (FT-EW-SETUP)."""
        return list(self.weather["events"]) if self.weather else []

    def specials_of(self, seat: int) -> dict | None:
        """{strong_winds|lookout: "front"|"back"} of `seat`, or None (no Specials)."""
        if self.solo is not None:
            return self.solo["specials"] if seat == 0 else None
        w = self.weather
        if not w or w["specials"] is None or not 0 <= seat < len(w["specials"]):
            return None
        return w["specials"][seat]

    def _sp_mark(self, key: str, seat: int) -> int:
        if self.solo is not None:
            return self.solo[key]
        return self.weather[key][seat]

    def _set_sp_mark(self, key: str, seat: int, value: int) -> None:
        if self.solo is not None:
            self.solo[key] = value
        else:
            self.weather[key][seat] = value

    def _pool_mode(self) -> str | None:
        if self.solo is not None:
            return self.solo.get("pool_mode") or ("patrol" if self.solo.get("pool_keep") else None)
        return self.weather["pool_mode"] if self.weather else None

    def _set_pool_mode(self, mode: str | None) -> None:
        if self.solo is not None:
            self.solo["pool_mode"] = mode
            self.solo["pool_keep"] = mode == "patrol"
        else:
            self.weather["pool_mode"] = mode

    def coyote_cards(self, seat: int) -> list:
        """The cards `seat` laid face down for Coyote Tactics, next first (FT-EW-COYOTE)."""
        w = self.weather
        if not w or self.solo is not None or not 0 <= seat < len(w["coyote"]):
            return []
        return w["coyote"][seat]

    def laid_count(self, seat: int) -> int:
        """Laid Coyote cards that count toward the hand size (option coyote_laid_cards)."""
        if self.options.get("coyote_laid_cards", "in_hand_size") != "in_hand_size":
            return 0
        return len(self.coyote_cards(seat))

    def weather_cards(self) -> list:
        """Cards held by this module outside the usual places (laid Coyote cards)."""
        w = self.weather
        return [c for laid in w["coyote"] for c in laid] if w else []

    # ================================================================ Specials
    def _wind_gem_cards(self, seat) -> list:
        return [c for c in self.hands[seat] if self.card_def(c).effect == "wind"
                and self._wind_gem_targets(self.card_def(c))]

    def _solo_deck_left(self) -> bool:
        return bool(self.deck or self.discard)

    def _special_ok(self, what, seat) -> bool:
        """FT-EW-SPECIALS: a front side still up and able to do something."""
        sp = self.specials_of(seat)
        if sp is None:
            return False
        if what == "strong_winds":
            return sp["strong_winds"] == "front" and bool(self._wind_gem_cards(seat))
        return sp["lookout"] == "front" and self._solo_deck_left()

    def _special_actions(self, seat) -> list:
        sp = self.specials_of(seat)
        if sp is None or self.status[seat] not in ("standing", "burned"):   # shadows: none
            return []
        extra = []
        if self._special_ok("strong_winds", seat):
            extra.append(("special", "strong_winds"))
        if self._special_ok("lookout", seat):
            extra.append(("special", "lookout"))
        if sp["lookout"] == "back" and self._sp_mark("patrol_turn", seat) != self.turn_number \
                and self._solo_deck_left():
            extra += [("patrol", c) for c in self.hands[seat]]
        return extra

    def _legal_turn_action(self, d):
        acts = super()._legal_turn_action(d)
        seat = d["seat"]
        laid = self.coyote_cards(seat)
        if laid:                                               # FT-EW-COYOTE
            if self.options["coyote_unplayable"] == "free_action" and \
                    not self._playable(laid[0], seat, [laid[0]]):
                return acts                                    # a normal action, no Specials
            return [("coyote",)] + [a for a in acts if a[0] == "bucket"]
        extra = self._special_actions(seat)
        if extra:
            acts = [a for a in acts if a[0] != "pass"] + extra
        return acts

    def _why_turn_action(self, d, a):
        seat = d["seat"]
        if self.coyote_cards(seat) and a[0] != "coyote":
            return "coyote_forced"
        if a[0] == "coyote":
            return "no_coyote_cards"
        if a[0] == "special":
            if self.specials_of(seat) is None:
                return "no_specials"
            if len(a) != 2 or a[1] not in SPECIAL_BACK:
                return "unknown_special"
            if self.specials_of(seat)[a[1]] == "back":
                return "special_used"
            return "special_no_effect"
        if a[0] == "patrol":
            sp = self.specials_of(seat)
            if sp is None:
                return "no_specials"
            if sp["lookout"] == "front":
                return "special_front_first"
            if self._sp_mark("patrol_turn", seat) == self.turn_number:
                return "special_once_per_turn"
            return "not_in_hand"
        return super()._why_turn_action(d, a)

    def _act_turn_action(self, events, d, a):
        seat = d["seat"]
        laid = self.coyote_cards(seat)
        if laid and a[0] != "bucket":                          # FT-EW-COYOTE
            cid = laid.pop(0)
            if a[0] != "coyote":                               # free_action: the card goes
                self._discard_cards([cid])
                events.append({"type": "coyote_unplayable", "seat": seat, "card": self.card_id(cid),
                               "cid": cid, "left": len(laid)})
                return super()._act_turn_action(events, d, a)
            events.append({"type": "coyote_played", "seat": seat, "card": self.card_id(cid),
                           "cid": cid, "left": len(laid)})
            if self._playable(cid, seat, [cid]):
                self.hands[seat].append(cid)
                return super()._act_turn_action(events, d, ("play", cid))
            self.decision = None
            self._discard_cards([cid])
            events.append({"type": "card_no_effect", "seat": seat, "card": self.card_id(cid)})
            self._push({"t": "after_action", "seat": seat})
            return
        if a[0] == "special" and a[1] == "strong_winds":      # FT-EW-STRONG-WINDS
            self.decision = None
            events.append({"type": "special_used", "seat": seat, "special": "strong_winds"})
            self._push({"t": "after_action", "seat": seat})
            self._decide("wind_gems", seat, special="strong_winds", card=None, played=0)
            return
        if a[0] == "special":                                  # FT-EW-LOOKOUT
            self.decision = None
            self.specials_of(seat)["lookout"] = "back"
            events.append({"type": "special_used", "seat": seat, "special": "lookout"})
            events.append({"type": "special_flipped", "seat": seat, "special": "lookout", "to": "patrol"})
            self._push({"t": "solo_after_special", "seat": seat})
            self._t_pool_draw(events, {"seat": seat, "count": self.cfg.weather["lookout_draw"]})
            self.pool_left = 1
            self._set_pool_mode("lookout")
            return
        if a[0] == "patrol":                                   # FT-EW-PATROL
            self.decision = None
            cid = a[1]
            self._set_sp_mark("patrol_turn", seat, self.turn_number)
            self.hands[seat].remove(cid)
            self._discard_cards([cid])
            events.append({"type": "special_used", "seat": seat, "special": "patrol"})
            events.append({"type": "cards_discarded", "seat": seat, "why": "patrol", "count": 1,
                           "cards": [self.card_id(cid)], "cids": [cid]})
            self._push({"t": "solo_after_special", "seat": seat})
            self._t_pool_draw(events, {"seat": seat, "count": self.cfg.weather["patrol_draw"]})
            self.pool_left = 1
            self._set_pool_mode("patrol")
            return
        wind = a[0] == "play" and self.card_def(a[1]).effect == "wind"
        super()._act_turn_action(events, d, a)
        sp = self.specials_of(seat)
        if wind and sp is not None and sp["strong_winds"] == "back" and \
                self._sp_mark("breeze_turn", seat) != self.turn_number:   # FT-EW-LIGHT-BREEZE
            for i in range(len(self.stack) - 1, -1, -1):      # just above after_action
                if self.stack[i]["t"] == "after_action":
                    self.stack.insert(i + 1, {"t": "light_breeze", "seat": seat})
                    break

    def _t_solo_after_special(self, events, task):
        """Lookout / Patrol: no further draw this turn (FT-EW-LOOKOUT, FT-EW-PATROL)."""
        seat = task["seat"]
        if not self._turn_alive(seat):
            self._push({"t": "end_turn", "seat": seat})
            return
        self._push({"t": "part3", "seat": seat})

    # ---------------------------------------------------------- the pools
    def _legal_pool_play(self, d):
        acts = super()._legal_pool_play(d)
        if self._pool_mode() is not None and len(acts) > 1:
            acts = [a for a in acts if a[0] != "stop"]        # play one if you can
        return acts

    def _act_pool_play(self, events, d, a):
        mode = self._pool_mode()
        super()._act_pool_play(events, d, a)
        if a[0] == "play" and mode in ("lookout", "patrol"):
            self._special_pool_rest(events, d["seat"], mode)  # the pool is free again at once

    def _special_pool_rest(self, events, seat, mode) -> None:
        """Lookout discards the cards not played; Patrol keeps one in the hand."""
        self._set_pool_mode(None)
        if mode == "patrol":
            room = max(0, self.refill_target(seat) - len(self.hands[seat]))
            kept, self.pool = self.pool[:room], self.pool[room:]
            self.hands[seat] += kept
            if kept:
                events.append({"type": "cards_kept", "seat": seat, "count": len(kept),
                               "cards": [self.card_id(c) for c in kept], "cids": kept,
                               "private": seat})
        if self.pool:
            rest, self.pool = list(self.pool), []
            self._discard_cards(rest)
            events.append({"type": "cards_discarded", "seat": seat, "why": "pool", "count": len(rest),
                           "cards": [self.card_id(c) for c in rest], "cids": rest})

    def _t_pool_end(self, events, task):
        mode = self._pool_mode()
        if mode == "mob":                                      # Mobilization goes on
            return
        if mode in ("lookout", "patrol"):
            self._special_pool_rest(events, task["seat"], mode)
        return super()._t_pool_end(events, task)

    # ------------------------------------------------- Strong Winds / Light Breeze
    def _t_light_breeze(self, events, task):
        seat = task["seat"]
        if self._turn_alive(seat) and self._sp_mark("breeze_turn", seat) != self.turn_number \
                and self._wind_gem_cards(seat):
            self._decide("wind_gems", seat, special="light_breeze", card=None, played=0)

    def _legal_wind_gems(self, d):
        seat = d["seat"]
        if d["card"] is None:
            acts = [("play", c) for c in self._wind_gem_cards(seat)]
            if d["special"] == "light_breeze" or d["played"] > 0 or not acts:
                acts.append(("stop",))
            return acts
        return self._acts("wind_gem", self._wind_gem_targets(self.card_def(d["card"])))

    def _act_wind_gems(self, events, d, a):
        seat = d["seat"]
        if a[0] == "play":
            cid = a[1]
            self.hands[seat].remove(cid)
            self.in_play.append(cid)
            d["card"] = cid
            if d["special"] == "light_breeze":
                self._set_sp_mark("breeze_turn", seat, self.turn_number)
            events.append({"type": "card_played", "seat": seat, "card": self.card_id(cid),
                           "cid": cid, "source": d["special"]})
            return
        self.decision = None
        if a[0] == "stop":
            self._wind_gems_done(events, d["special"], seat)
            return
        cid = d["card"]
        self._put_gems(events, [self._sq_of(a)], seat, self.card_id(cid))
        self.in_play.remove(cid)
        self._discard_cards([cid])
        self._push({"t": "wind_gems_next", "seat": seat, "special": d["special"],
                    "played": d["played"] + 1}, {"t": "settle"})

    def _why_wind_gems(self, d, a):
        if a[0] == "play":
            if d["card"] is not None:
                return "place_the_gem_first"
            if len(a) != 2 or a[1] not in self.hands[d["seat"]]:
                return "not_in_hand"
            return "not_a_wind_card"
        if a[0] == "stop":
            return "play_a_wind_card"
        if d["card"] is None:
            return "play_a_wind_card"
        return self._why_wind_square(self._sq_of(a), self.card_def(d["card"]).params["gem_dir"])

    def _t_wind_gems_next(self, events, task):
        seat, special = task["seat"], task["special"]
        if special == "strong_winds" and self._turn_alive(seat) and self._wind_gem_cards(seat):
            self._decide("wind_gems", seat, special=special, card=None, played=task["played"])
            return
        self._wind_gems_done(events, special, seat)

    def _wind_gems_done(self, events, special, seat):
        sp = self.specials_of(seat)
        if special == "strong_winds" and sp is not None and sp["strong_winds"] == "front":
            sp["strong_winds"] = "back"
            events.append({"type": "special_flipped", "seat": seat, "special": "strong_winds",
                           "to": "light_breeze"})

    # ================================================================ events
    def _t_event(self, events, task):
        cid, drawer = task["cid"], task["drawer"]
        name = self.card_id(cid)
        if name not in WEATHER_EVENTS:
            return super()._t_event(events, task)
        events.append({"type": "event", "card": name, "seat": drawer})
        if name == "lightning_storm":                          # its effect: rules_seasons.py
            self._push({"t": "lightning_storm", "drawer": drawer}, {"t": "event_done", "cid": cid})
            return
        # FT-EW-EVENTS: the drawer discards the event and refills, then everyone takes part
        self._push({"t": "event_done", "cid": cid}, {"t": "refill", "seat": drawer},
                   {"t": name, "seat": drawer})

    def _taking_part(self, drawer) -> list:
        """Standing players and shadows, clockwise from the drawer (FT-EW-EVENTS)."""
        return [s for s in self.clockwise_from(drawer) if self.status[s] != "out"]

    def _t_weather_end(self, events, task):
        """Burns caused during the event are resolved when it ends (FT-EW-EVENT-BURNS)."""
        self.defer_burns -= 1
        self._push({"t": "settle"})

    # ------------------------------------------------------------ Mobilization
    def _t_mobilization(self, events, task):
        """FT-EW-MOBILIZATION: draw players + 1 (2 players: 5, two rounds); each plays one
        and passes the rest to the left; the last card is discarded."""
        drawer = task["seat"]
        seats = self._taking_part(drawer)
        two = self.cfg.weather["mobilization_two_players"]
        if len(seats) == 2:
            count, order = two["draw"], seats * two["rounds"]
        else:
            count, order = len(seats) + 1, seats
        drawn = 0
        while drawn < count:
            cid = self._draw(events, drawer)
            if cid is None:
                break
            if self.card_def(cid).type == "event":             # resolved after Mobilization
                self.set_aside.append(cid)
                events.append({"type": "event_set_aside", "seat": drawer, "card": self.card_id(cid)})
                continue
            self.pool.append(cid)
            drawn += 1
        events.append({"type": "mobilization", "seat": drawer, "count": len(self.pool),
                       "order": list(order)})
        self.defer_burns += 1
        self._set_pool_mode("mob")
        self._push({"t": "mob_step", "order": order, "drawer": drawer})

    def _t_mob_step(self, events, task):
        order = list(task["order"])
        if order and self.pool:
            seat = order.pop(0)
            self._push(dict(task, order=order))
            self.pool_left = 1
            events.append({"type": "mobilization_pass", "seat": seat, "count": len(self.pool)})
            self._push({"t": "pool", "seat": seat, "reckless": False})
            return
        self._set_pool_mode(None)
        drawer = task["drawer"]
        if self.pool:
            rest, self.pool = list(self.pool), []
            self._discard_cards(rest)
            events.append({"type": "cards_discarded", "seat": drawer, "why": "mobilization",
                           "count": len(rest), "cards": [self.card_id(c) for c in rest], "cids": rest})
        self.pool_left = 0
        aside, self.set_aside = self.set_aside, []
        aside = self.sort_seasons_drawn(events, aside, drawer)   # FT-SEASON-TOGETHER
        self.in_play += aside
        self._push({"t": "weather_end"}, *[{"t": "event", "cid": cid, "drawer": drawer} for cid in aside])

    # -------------------------------------------------------------- Full Moon
    def _t_full_moon(self, events, task):
        """FT-EW-FULL-MOON: everyone, standing or shadow, rolls the Shadow die once."""
        seats = self._taking_part(task["seat"])
        self.defer_burns += 1
        self._push(*[{"t": "shadow_turn", "seat": s, "left": 1, "kind": "moon", "bonus": 0} for s in seats],
                   {"t": "weather_end"})

    def _t_shadow_turn(self, events, task):
        if task["kind"] != "moon":
            return super()._t_shadow_turn(events, task)
        seat = task["seat"]
        if task["left"] > 0 and self.status[seat] != "out":
            self._push(task)
            self._decide("shadow_roll", seat)

    # ------------------------------------------------------------------ Flock
    def _t_flock(self, events, task):
        """FT-EW-FLOCK: in turn from the drawer, two hawks fly (each moving a gem of the
        quadrant) or, with fewer than two, two hawks arrive; then relocation."""
        seats = self._taking_part(task["seat"])
        self.defer_burns += 1
        self._push(*[{"t": "flock_seat", "seat": s} for s in seats], {"t": "weather_end"})

    def _t_flock_seat(self, events, task):
        seat = task["seat"]
        count = self.cfg.weather["flock_hawks"]
        if len(self._own_hawks(seat)) >= count:
            events.append({"type": "flock", "seat": seat, "way": "fly"})
            self._push({"t": "flock_step", "seat": seat, "left": count},
                       {"t": "relocate", "seats": [seat]})
        else:
            events.append({"type": "flock", "seat": seat, "way": "arrive"})
            self._push({"t": "hawk_place", "seat": seat, "left": count, "why": "flock"},
                       {"t": "relocate", "seats": [seat]})

    def _t_flock_step(self, events, task):
        if task["left"] > 0 and self._own_hawks(task["seat"]):
            self._decide("flock_hawk", task["seat"], left=task["left"])

    def _legal_flock_hawk(self, d):
        return self._acts("pick_hawk", self._own_hawks(d["seat"]))

    def _act_flock_hawk(self, events, d, a):
        seat, sq = d["seat"], self._sq_of(a)
        self.decision = None
        self.hawks.remove(sq)
        self._mega_sync()                                      # a megahawk goes to its reserve
        events.append({"type": "hawk_triggered", "seat": seat, "at": self.rc(sq), "to": None,
                       "why": "flock"})
        self._push({"t": "flock_step", "seat": seat, "left": d["left"] - 1})
        quads = self._flock_quadrants(seat)
        if self._flock_gems(quads):
            self._decide("target", seat, effect="flock", card=None, quads=quads)
        else:
            events.append({"type": "flock_no_gem", "seat": seat})

    def _why_flock_hawk(self, d, a):
        return "not_your_hawk"

    def _flock_quadrants(self, seat) -> list:
        """"Your quadrant": both of your half in Double Tower (rules_variants.py)."""
        return [q for q in self.seat_quadrants(seat) if q is not None]

    def _flock_gems(self, quads) -> list:
        """Gems of those quadrants that have an empty square next to another gem to go to."""
        return [sq for sq in self._gem_squares() if self.cfg.quadrant_of[sq] in quads
                and self._ember_dests(sq)]

    def _target_options(self, d) -> list:
        if d["effect"] == "flock":
            return self._flock_gems(d["quads"])
        return super()._target_options(d)

    def _act_target(self, events, d, a):
        if d["effect"] != "flock":
            return super()._act_target(events, d, a)
        self.decision = None
        self._decide("dest", d["seat"], effect="flock", card=None, src=self._sq_of(a), quads=d["quads"])

    def _why_target(self, d, a):
        if d["effect"] == "flock" and self._sq_of(a) >= 0 and self.cells[self._sq_of(a)] == "f" \
                and self.cfg.quadrant_of[self._sq_of(a)] not in d["quads"]:
            return "not_your_quadrant"
        return super()._why_target(d, a)

    def _dest_options(self, d) -> list:
        if d["effect"] == "flock":
            return self._ember_dests(d["src"])
        return super()._dest_options(d)

    def _act_dest(self, events, d, a):
        if d["effect"] != "flock":
            return super()._act_dest(events, d, a)
        self.decision = None
        self._move_gem(events, d["src"], self._sq_of(a), d["seat"], "flock")
        self._push({"t": "settle"})

    # ---------------------------------------------------------- Coyote Tactics
    def _t_coyote_tactics(self, events, task):
        """FT-EW-COYOTE: every player with cards lays two of them face down, in order."""
        seats = [s for s in self.clockwise_from(task["seat"]) if self.is_active(s)]
        self._push(*[{"t": "coyote_lay", "seat": s, "left": self.cfg.weather["coyote_cards"]}
                     for s in seats])

    def _t_coyote_lay(self, events, task):
        seat = task["seat"]
        if task["left"] > 0 and self.hands[seat] and self.is_active(seat):
            self._decide("coyote_pick", seat, left=task["left"])

    def _legal_coyote_pick(self, d):
        return [("pick", cid) for cid in self.hands[d["seat"]]]

    def _act_coyote_pick(self, events, d, a):
        seat, cid = d["seat"], a[1]
        self.decision = None
        self.hands[seat].remove(cid)
        laid = self.weather["coyote"][seat]
        laid.append(cid)
        events.append({"type": "coyote_laid", "seat": seat, "card": self.card_id(cid), "cid": cid,
                       "place": len(laid), "private": seat})
        self._push({"t": "coyote_lay", "seat": seat, "left": d["left"] - 1})

    def _why_coyote_pick(self, d, a):
        return "not_in_hand"

    def _t_burn(self, events, task):
        """A player who burns gives up the cards laid for Coyote Tactics (FT-EW-COYOTE)."""
        super()._t_burn(events, task)
        seat = self.tower_seat.get(task["colour"])
        if seat is not None and not self.is_active(seat) and self.coyote_cards(seat):
            laid = self.weather["coyote"][seat]
            self._discard_cards(laid)
            events.append({"type": "cards_discarded", "seat": seat, "why": "coyote", "count": len(laid),
                           "cards": [self.card_id(c) for c in laid], "cids": list(laid)})
            self.weather["coyote"][seat] = []

    def _weather_view(self, data: dict, seat: int) -> None:
        """view(): the laid Coyote cards of other seats are face down."""
        w = data.get("weather")
        if w:
            w["coyote_counts"] = [len(c) for c in w["coyote"]]
            w["coyote"] = [list(c) if i == seat else None for i, c in enumerate(w["coyote"])]


WEATHER_STEPS = {
    "wind_gems": ("play", "wind_gem", "stop"),
    "coyote_pick": ("pick",),
    "flock_hawk": ("pick_hawk",),
}
WEATHER_TURN_ACTIONS = ("special", "patrol", "coyote")

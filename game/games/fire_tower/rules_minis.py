"""Fire Tower mini-expansions (a mixin of FireTowerState; pure, no pygame): the Megahawk
and the Bucket's water gems (seeds/fire_tower.en.md, FT-MEGA-... and FT-WATER-GEM-...;
reference §12). Both are set-up options: `megahawk` (0, 1 or 2 copies per player) and
`water_gems` (true/false).

State (saved; old saves without them load with the defaults):
  megas         [[square, owner, controller], ...]  megahawks on the board. Each square is
                also in `hawks`, so a megahawk works as a firehawk everywhere (it blocks a
                square, it triggers when fire lands on it, it is relocated by hawk cards).
  mega_reserve  per seat: megahawks in the seat's personal reserve
  water         [[square, owner], ...]  water gems (an overlay: the square's cell stays ".")
  water_supply  per seat: water gems in the seat's bucket

Decisions added (kind: actions)
  hawk_place   + ("mega", r, c): place a megahawk from your reserve instead of a firehawk
               (at set-up the first hawk must be a megahawk: only "mega" is offered)
               + ("borrow", owner, r, c): the Guardian places another player's reserve megahawk
  mega_turn    ("mega", r, c) pick one of your megahawks | ("step", r, c) | ("activate", r, c)
               the gem to carry | ("mega_skip",)              (FT-MEGA-TURN, at the start of a turn)
  mega_dest    ("to", r, c)                              (where the carried gem goes)
  water_lift   ("lift", r, c)                            (FT-WATER-GEM-REUSE: which of your
                                                          water gems on the board to re-place)
A water card's selection (decision "select", effect "water") toggles gems to put out AND,
with water gems on, empty squares of the pattern to wet: a chosen square holding fire is put
out, a chosen empty square gets a water gem (FT-WATER-GEM-PLACE).

This mixin comes first in FireTowerState's bases: it overrides some CardsMixin methods and
calls them through super() when its options are off, so nothing changes without them.
"""
from __future__ import annotations

from .board import ROTATIONS

# FT-MEGA-RESERVE: a reserve megahawk may replace a firehawk of a hawk card or of Flock.
MEGA_PLACE_WHY = ("card", "flock")
MINI_STEPS = {
    "mega_turn": ("mega", "step", "activate", "mega_skip"),
    "mega_dest": ("to",),
    "water_lift": ("lift",),
}


def setup_minis(s, options: dict, tasks: list) -> None:
    """FT-MEGA-SETUP / FT-WATER-GEM-SETUP: reserves and buckets; the first set-up hawk of
    each seat (that has megahawks) is a megahawk. `tasks` are the set-up hawk tasks."""
    n = s.n
    copies = options.get("megahawk", 0)
    guardian = s.guardian_seat                              # FT-MEGA-GUARDIAN, FT-WATER-GEM-GUARDIAN
    s.mega_reserve = [0 if seat == guardian else copies for seat in range(n)]
    s.megas = []
    per = s.cfg.minis["water_gems_per_player"].get(n, 0) if options.get("water_gems") else 0
    s.water_supply = [0 if seat == guardian else per for seat in range(n)]
    s.water = []
    if copies:
        for task in tasks:
            if task.get("why") == "setup" and s.mega_reserve[task["seat"]] > 0:
                task["mega"] = True


class MinisMixin:
    # ================================================================ helpers
    def mega_at(self, sq: int) -> list | None:
        """The megahawk record [square, owner, controller] on `sq`, or None."""
        for m in self.megas:
            if m[0] == sq:
                return m
        return None

    def mega_controller(self, sq: int) -> int | None:
        """FT-MEGA-PERSONAL: a megahawk is controlled by its owner (or its borrower)."""
        if not self.megas:
            return None
        m = self.mega_at(sq)
        return None if m is None else m[2]

    def water_at(self, sq: int) -> int | None:
        """The owner of the water gem on `sq`, or None."""
        for w in self.water:
            if w[0] == sq:
                return w[1]
        return None

    def water_squares(self) -> list[int]:
        return [w[0] for w in self.water]

    def _mega_sync(self) -> None:
        """A megahawk whose square has left `hawks` (triggered, removed by an event, by Tower
        Ablaze, by the Shadow die) goes back to its owner's reserve (FT-MEGA-RESERVE)."""
        if not self.megas:
            return
        kept = []
        hawks = set(self.hawks)
        for m in self.megas:
            if m[0] in hawks:
                kept.append(m)
            else:
                self.mega_reserve[m[1]] += 1
        self.megas = kept

    def _minis_settle(self, events: list) -> None:
        """Called at every settle and before every decision: megahawks gone from the board
        go back to the reserve; a fire gem standing on a water gem (a Rolling Log landing
        there) puts both out (FT-WATER-GEM-QUENCH); a water gem on a square that burns for
        good (a burned Ancient Oak) goes back to its owner."""
        self._mega_sync()
        if self.water:
            for sq, owner in [w for w in self.water if self.cells[w[0]] in "fE"]:
                if self.cells[sq] == "f":
                    self.cells[sq] = "."
                    events.append({"type": "gems_removed", "why": "water_gem", "seat": owner,
                                   "cells": [self.rc(sq)]})
                self._water_back(events, sq)

    # ============================================================== megahawk
    def _mega_area(self, seat: int) -> list:
        """FT-MEGA-STEP: where a megahawk may step (option megahawk_step_area)."""
        if self.options.get("megahawk_step_area") == "anywhere":
            return list(self.cfg.towers)
        return self.hawk_quadrants(seat)

    def _mega_steps(self, seat: int, sq: int) -> list:
        quads = self._mega_area(seat)
        return sorted(m for m in self.geo.n4[sq] if self.hawk_spot_reason(m, quads) is None)

    def _mega_gems(self, sq: int) -> list:
        """FT-MEGA-ACTIVATE: gems orthogonally next to the megahawk, outside every tower
        zone (FT-MEGA-ZONES), that have a square to go to."""
        cells = self.cells
        return sorted(g for g in self.geo.n4[sq]
                      if cells[g] == "f" and self.zone_at[g] is None and self._mega_dests(g, sq))

    def _mega_dests(self, gem: int, mega: int | None = None) -> list:
        """Where a megahawk carries a gem: as a firehawk does (FT-HAWK-CARRY; a hawk does
        not make a square less empty, so the megahawk's own square may be one)."""
        return self._hawk_dests(gem)

    def _mega_choices(self, seat: int) -> list:
        """Megahawks `seat` controls that can step or activate now."""
        return sorted(m[0] for m in self.megas if m[2] == seat and m[0] in self.hawks
                      and (self._mega_steps(seat, m[0]) or self._mega_gems(m[0])))

    def _mega_turn_start(self, seat: int, task: dict) -> bool:
        """FT-MEGA-TURN: at the start of a standing player's turn (before the wind gem) they
        may step or activate one of their megahawks. True when a decision was made."""
        if not self.megas or task.get("mega_done") or self.solo is not None:
            return False
        self._mega_sync()
        choices = self._mega_choices(seat)
        if not choices:
            return False
        self._push(dict(task, mega_done=True))
        self._decide("mega_turn", seat, src=choices[0] if len(choices) == 1 else None, choices=choices)
        return True

    def _legal_mega_turn(self, d):
        seat, src = d["seat"], d["src"]
        acts = []
        if src is None or len(d["choices"]) > 1:
            acts += self._acts("mega", [c for c in d["choices"] if c != src])
        if src is not None:
            acts += self._acts("step", self._mega_steps(seat, src))
            acts += self._acts("activate", self._mega_gems(src))
        return acts + [("mega_skip",)]

    def _act_mega_turn(self, events, d, a):
        seat = d["seat"]
        if a[0] == "mega":
            d["src"] = self._sq_of(a)
            return
        self.decision = None
        if a[0] == "mega_skip":
            return
        src, sq = d["src"], self._sq_of(a)
        m = self.mega_at(src)
        if a[0] == "step":
            self.hawks = sorted([h for h in self.hawks if h != src] + [sq])
            m[0] = sq
            events.append({"type": "hawk_moved", "seat": seat, "from": self.rc(src), "to": self.rc(sq),
                           "why": "megahawk", "mega": True})
            return
        # activate: the megahawk goes to its owner's reserve, then the gem is carried
        self.hawks.remove(src)
        self.megas.remove(m)
        self.mega_reserve[m[1]] += 1
        events.append({"type": "hawk_removed", "seat": seat, "at": self.rc(src), "why": "megahawk",
                       "mega": True, "owner": m[1], "gem": self.rc(sq)})
        self._decide("mega_dest", seat, gem=sq, mega=src)

    def _why_mega_turn(self, d, a):
        sq = self._sq_of(a)
        if a[0] == "mega":
            return "not_your_megahawk"
        if d["src"] is None:
            return "pick_a_megahawk_first"
        if a[0] == "step":
            if sq not in self.geo.n4[d["src"]]:
                return "not_next_to_megahawk"
            return self.hawk_spot_reason(sq, self._mega_area(d["seat"])) or "not_empty"
        if a[0] == "activate":
            if sq not in self.geo.n4[d["src"]] or sq < 0:
                return "not_next_to_megahawk"
            if self.cells[sq] != "f":
                return "no_gem"
            if self.zone_at[sq] is not None:
                return "tower_zone"
            return "no_square_to_carry"
        return None

    def _legal_mega_dest(self, d):
        return self._acts("to", self._mega_dests(d["gem"], d["mega"]))

    def _act_mega_dest(self, events, d, a):
        self.decision = None
        self._move_gem(events, d["gem"], self._sq_of(a), d["seat"], "megahawk")
        self._push({"t": "settle"})

    def _why_mega_dest(self, d, a):
        reason = self._square_reason(self._sq_of(a))
        return reason or "not_adjacent_fire"

    # ------------------------------------------------ placing (hawk_place)
    def _mega_may_place(self, seat: int, why: str, task: dict) -> bool:
        if task.get("mega"):
            return True
        return bool(self.mega_reserve and self.mega_reserve[seat] > 0 and why in MEGA_PLACE_WHY)

    def _borrowable(self, seat: int, why: str) -> list:
        """FT-MEGA-GUARDIAN: the players whose reserve the Guardian may borrow a megahawk
        from, playing a firehawk card, while it controls fewer borrowed ones than the copies
        per player (1, or 2 with two copies)."""
        if why != "card" or seat != self.guardian_seat:
            return []
        if sum(1 for m in self.megas if m[2] == seat) >= self.options.get("megahawk", 0):
            return []
        return [o for o in self.clockwise_from(seat) if o != seat and self.mega_reserve[o] > 0]

    def _takeable(self, quads) -> list:
        """FT-HAWK-SUPPLY: firehawks of other quadrants; never a megahawk (FT-MEGA-PERSONAL)."""
        megas = {m[0] for m in self.megas}
        return [h for h in self.hawks if self.cfg.quadrant_of[h] not in quads and h not in megas]

    def _t_hawk_place(self, events, task):
        if not self.options.get("megahawk") or self.solo is not None:
            return super()._t_hawk_place(events, task)
        seat, left = task["seat"], task["left"]
        if left <= 0:
            return
        self._mega_sync()
        quads = self.hawk_quadrants(seat, partner_too=task["why"] != "setup")
        if not self.has_hawk_spot(quads):
            events.append({"type": "hawks_no_room", "seat": seat, "left": left})
            return
        mega = self._mega_may_place(seat, task["why"], task)
        borrow = self._borrowable(seat, task["why"])
        if not mega and not borrow and self.hawk_supply() <= 0 and not self._takeable(quads):
            events.append({"type": "hawks_none_left", "seat": seat, "left": left})
            return
        self._decide("hawk_place", seat, left=left, why=task["why"], quads=quads,
                     mega="only" if task.get("mega") else ("may" if mega else None), borrow=borrow)

    def _legal_hawk_place(self, d):
        acts = self._legal_hawk_place_own(d)
        if d.get("borrow"):                                  # FT-MEGA-GUARDIAN
            spots = self.hawk_spots(d["quads"])
            acts = acts + [("borrow", o) + tuple(self.rc(sq)) for o in d["borrow"] for sq in spots]
        return acts

    def _legal_hawk_place_own(self, d):
        mode = d.get("mega")
        if mode is None:
            acts = super()._legal_hawk_place(d)
            if self.megas and self.hawk_supply() <= 0:
                megas = {m[0] for m in self.megas}
                acts = [a for a in acts if a[0] != "take" or self.sq(a[1], a[2]) not in megas]
            return acts
        spots = self.hawk_spots(d["quads"])
        acts = self._acts("mega", spots)
        if mode == "only":
            return acts
        if self.hawk_supply() > 0:
            return self._acts("hawk", spots) + acts
        return self._acts("take", self._takeable(d["quads"])) + acts

    def _act_hawk_place(self, events, d, a):
        if a[0] == "borrow":                                 # FT-MEGA-GUARDIAN
            owner, sq, seat = a[1], self.sq(a[2], a[3]), d["seat"]
            self.decision = None
            self.mega_reserve[owner] -= 1
            self.hawks = sorted(self.hawks + [sq])
            self.megas.append([sq, owner, seat])
            events.append({"type": "hawk_placed", "seat": seat, "at": self.rc(sq), "why": d["why"],
                           "mega": True, "owner": owner})
            self._push({"t": "hawk_place", "seat": seat, "left": d["left"] - 1, "why": d["why"]})
            return
        if a[0] != "mega":
            return super()._act_hawk_place(events, d, a)
        sq, seat = self._sq_of(a), d["seat"]
        self.decision = None
        self.mega_reserve[seat] -= 1
        self.hawks = sorted(self.hawks + [sq])
        self.megas.append([sq, seat, seat])
        events.append({"type": "hawk_placed", "seat": seat, "at": self.rc(sq), "why": d["why"], "mega": True})
        self._push({"t": "hawk_place", "seat": seat, "left": d["left"] - 1, "why": d["why"]})

    def _why_hawk_place(self, d, a):
        if a[0] == "borrow":
            if len(a) != 4 or a[1] not in (d.get("borrow") or []):
                return "cannot_borrow_megahawk"
            return self.hawk_spot_reason(self.sq(a[2], a[3]), d["quads"])
        if a[0] == "mega":
            if not d.get("mega"):
                return "no_megahawk_in_reserve"
            return self.hawk_spot_reason(self._sq_of(a), d["quads"])
        if d.get("mega") == "only":
            return "megahawk_first"
        if a[0] == "take" and self.mega_at(self._sq_of(a)) is not None:
            return "megahawk_personal"
        return super()._why_hawk_place(d, a)

    def _hawk_card_possible(self, seat) -> bool:
        if not self.options.get("megahawk") or self.solo is not None:
            return super()._hawk_card_possible(seat)
        quads = self.hawk_quadrants(seat)
        if not self.has_hawk_spot(quads):
            return False
        return self.hawk_supply() > 0 or bool(self._takeable(quads)) or self.mega_reserve[seat] > 0 \
            or bool(self._borrowable(seat, "card"))

    # -------------------------------------------- as a firehawk (relocate, trigger)
    def _own_hawks(self, seat) -> list:
        """FT-MEGA-PERSONAL: your firehawks (as ever) and the megahawks you control."""
        base = super()._own_hawks(seat)
        if not self.megas:
            return base
        megas = {m[0]: m[2] for m in self.megas}
        return sorted([h for h in base if h not in megas] + [h for h, c in megas.items() if c == seat])

    def _act_relocate(self, events, d, a):
        src = d.get("src")
        m = self.mega_at(src) if (self.megas and a[0] == "hawk_to" and src is not None) else None
        super()._act_relocate(events, d, a)
        if m is not None:
            m[0] = self._sq_of(a)
            events[-1]["mega"] = True

    def _start_hawk_trigger(self, events, sq):
        super()._start_hawk_trigger(events, sq)
        self._mega_sync()

    def _act_hawk_trigger(self, events, d, a):
        super()._act_hawk_trigger(events, d, a)
        self._mega_sync()

    # ============================================================ water gems
    def _water_on(self) -> bool:
        return bool(self.options.get("water_gems")) and self.solo is None

    def _drought(self) -> bool:
        """FT-WATER-GEM-DROUGHT: the Drought season is in force (rules_seasons.py)."""
        return self.drought_active()

    def _is_guardian(self, seat: int) -> bool:
        return seat == self.guardian_seat

    def _water_locked(self, seat: int) -> bool:
        """FT-WATER-GEM-BUCKET: once the Bucket card is spent no water gem is placed or moved
        (the Guardian has no Bucket: FT-WATER-GEM-GUARDIAN)."""
        return not self.bucket[seat] and not self._is_guardian(seat)

    def _liftable(self, seat: int, exclude=()) -> list:
        """FT-WATER-GEM-REUSE: your water gems in your area, to re-place; for the Guardian
        (FT-WATER-GEM-GUARDIAN) anyone's that may still move (its owner's Bucket unused)."""
        if self._is_guardian(seat):
            return sorted(sq for sq, owner in self.water if sq not in exclude and self.bucket[owner])
        quads = self.hawk_quadrants(seat)
        return sorted(sq for sq, owner in self.water if owner == seat and sq not in exclude
                      and self.cfg.quadrant_of[sq] in quads)

    def _guardian_room(self, seat: int, chosen) -> bool:
        """FT-WATER-GEM-GUARDIAN: water gems move only within a quadrant, so the squares wetted
        in each quadrant are at most the movable water gems already there."""
        quad = self.cfg.quadrant_of
        wet = [quad[sq] for sq in chosen if self.cells[sq] == "."]
        have = [quad[sq] for sq in self._liftable(seat)]
        return all(wet.count(q) <= have.count(q) for q in set(wet))

    def _wet_capacity(self, seat: int) -> int:
        """How many water gems `seat` may place now (bucket, then re-placed ones)."""
        if not self._water_on() or self._water_locked(seat) or self._drought() or not self.is_active(seat):
            return 0
        return self.water_supply[seat] + len(self._liftable(seat))

    def water_spot_reason(self, sq: int, seat: int) -> str | None:
        """FT-WATER-GEM-PLACE: an empty square of your quadrant (partner's in teams), not a
        tower zone or the Eternal Flame, with no hawk, water gem or firebreak on it."""
        if sq < 0:
            return "off_board"
        if self.cfg.quadrant_of[sq] not in self.hawk_quadrants(seat):
            return "not_your_quadrant"
        ch = self.cells[sq]
        if ch == "E":
            return "eternal_flame"
        if self.zone_at[sq] is not None:
            return "tower_zone"
        if ch != "." or sq in self.hawks or self.water_at(sq) is not None:
            return "not_empty"
        if sq in (self.solo["lightning"] if self.solo is not None else getattr(self, "lightning", ())):
            return "lightning_there"
        return None

    def _wet_spots(self, seat: int) -> list:
        quads = self.hawk_quadrants(seat)
        return [sq for q in quads for sq in self.cfg.quadrant_squares[q]
                if self.water_spot_reason(sq, seat) is None]

    def _card_can_act(self, cid, seat) -> bool:
        if self.card_def(cid).effect == "water_pattern" and self._wet_capacity(seat) and self._wet_spots(seat):
            if not self._is_guardian(seat):
                return True
            quads = {self.cfg.quadrant_of[sq] for sq in self._liftable(seat)}
            if any(self.cfg.quadrant_of[sq] in quads for sq in self._wet_spots(seat)):
                return True
        return super()._card_can_act(cid, seat)

    def _anchor_keys(self, d, first_only=False) -> list:
        if d["effect"] != "water" or not self._wet_capacity(d["seat"]):
            return super()._anchor_keys(d, first_only)
        geo = self.geo
        spots = self._wet_spots(d["seat"])
        if self._is_guardian(d["seat"]):                     # only where a gem can move to
            quads = {self.cfg.quadrant_of[sq] for sq in self._liftable(d["seat"])}
            spots = [sq for sq in spots if self.cfg.quadrant_of[sq] in quads]
        mask = geo.mask_of(sq for sq in self._gem_squares() if self._removable(sq)) | geo.mask_of(spots)
        out = []
        for ri, shape in enumerate(self._shapes(d)):
            found = geo.touching(shape, mask)
            if not found:
                continue
            if first_only:
                return [geo.first(found) * ROTATIONS + ri]
            out += geo.anchor_keys(found, ri)
        out.sort()
        return out

    def _placement_at(self, d, squares, blocked):
        if d["effect"] != "water":
            return super()._placement_at(d, squares, blocked)
        cap = self._wet_capacity(d["seat"])
        if not cap:
            return super()._placement_at(d, squares, blocked)
        chosen = [sq for sq in squares if self._removable(sq)]
        if not chosen:
            wet = [sq for sq in squares if self.water_spot_reason(sq, d["seat"]) is None]
            if self._is_guardian(d["seat"]):                 # the squares with room, in order
                room = []
                for sq in wet:
                    if self._guardian_room(d["seat"], room + [sq]):
                        room.append(sq)
                wet = room
            if not wet:
                return ("tower_zone" if any(self.cells[sq] == "f" for sq in squares) else "no_gems"), None, None
            chosen = wet[:cap]
        return None, squares, chosen

    def _selectable(self, d) -> list:
        out = super()._selectable(d)
        if d["effect"] == "water" and self._wet_capacity(d["seat"]):
            out += [sq for sq in d["squares"] if self.water_spot_reason(sq, d["seat"]) is None]
            out.sort(key=d["squares"].index)
        return out

    def _selection_ok(self, d, chosen) -> bool:
        if d["effect"] == "water" and self._water_on():
            wet = sum(1 for sq in chosen if self.cells[sq] == ".")
            if wet > self._wet_capacity(d["seat"]):
                return False
            if wet and self._is_guardian(d["seat"]) and not self._guardian_room(d["seat"], chosen):
                return False
        return super()._selection_ok(d, chosen)

    def _finish_select(self, events, d):
        if d["effect"] != "water" or not self._water_on():
            return super()._finish_select(events, d)
        wets = [sq for sq in d["chosen"] if self.cells[sq] == "."]
        fires = [sq for sq in d["chosen"] if self.cells[sq] == "f"]
        if fires:
            super()._finish_select(events, dict(d, chosen=fires))
        else:
            self._push({"t": "settle"})
        if not wets:
            return
        seat = d["seat"]
        need = len(wets) - self.water_supply[seat]
        if self._is_guardian(seat):                          # FT-WATER-GEM-GUARDIAN: all moved
            self._decide("water_lift", seat, wets=wets, need=len(wets), lifted=[])
        elif need > 0:
            self._decide("water_lift", seat, wets=wets, need=need)
        else:
            self._place_water(events, seat, wets)

    def _place_water(self, events, seat, wets) -> None:
        for sq in wets:
            self.water.append([sq, seat])
        self.water.sort()
        self.water_supply[seat] -= len(wets)
        events.append({"type": "water_placed", "seat": seat, "cells": [self.rc(sq) for sq in wets]})

    def _lift_needs(self, d) -> dict:
        """The Guardian's move: quadrant -> water gems still to pick up there."""
        quad = self.cfg.quadrant_of
        needs = {}
        for sq in d["wets"]:
            needs[quad[sq]] = needs.get(quad[sq], 0) + 1
        for q, *_ in d["lifted"]:
            needs[q] -= 1
        return needs

    def _legal_water_lift(self, d):
        lifts = self._liftable(d["seat"], d["wets"] + [x[2] for x in d.get("lifted", [])])
        if "lifted" in d:
            needs = self._lift_needs(d)
            lifts = [sq for sq in lifts if needs.get(self.cfg.quadrant_of[sq], 0) > 0]
        return self._acts("lift", lifts)

    def _act_water_lift(self, events, d, a):
        sq, seat = self._sq_of(a), d["seat"]
        if "lifted" in d:                                    # the Guardian moves others' gems
            owner = self.water_at(sq)                        # (they leave when all are picked)
            d["lifted"] = d["lifted"] + [[self.cfg.quadrant_of[sq], owner, sq]]
            events.append({"type": "water_lifted", "seat": seat, "at": self.rc(sq), "owner": owner})
            if len(d["lifted"]) >= len(d["wets"]):
                self.decision = None
                gone = {x[2] for x in d["lifted"]}
                self.water = [w for w in self.water if w[0] not in gone]
                lifted = [list(x) for x in d["lifted"]]
                for wet in d["wets"]:
                    pick = next(x for x in lifted if x[0] == self.cfg.quadrant_of[wet])
                    lifted.remove(pick)
                    self.water.append([wet, pick[1]])
                self.water.sort()
                events.append({"type": "water_placed", "seat": seat, "cells": [self.rc(w) for w in d["wets"]],
                               "moved": True})
            return
        self.water = [w for w in self.water if w[0] != sq]
        self.water_supply[seat] += 1
        events.append({"type": "water_lifted", "seat": seat, "at": self.rc(sq)})
        d["need"] -= 1
        if d["need"] <= 0:
            self.decision = None
            self._place_water(events, seat, d["wets"])

    def _why_water_lift(self, d, a):
        sq = self._sq_of(a)
        if "lifted" in d:
            if self.water_at(sq) is None:
                return "no_water_gem"
            return "water_gem_other_quadrant"
        if self.water_at(sq) != d["seat"]:
            return "not_your_water_gem"
        return "not_your_quadrant"

    def _water_back(self, events, sq) -> None:
        owner = self.water_at(sq)
        self.water = [w for w in self.water if w[0] != sq]
        self.water_supply[owner] += 1
        events.append({"type": "water_quenched", "seat": owner, "at": self.rc(sq)})

    def _water_quench(self, events, squares: list, actor) -> list:
        """FT-WATER-GEM-QUENCH: fire gems landing on water gems: both go (the water gem back
        to its owner's bucket); returns the squares the other gems land on."""
        wet = set(self.water_squares())
        hit = [sq for sq in squares if sq in wet]
        for sq in hit:
            self._water_back(events, sq)
        return [sq for sq in squares if sq not in wet]

    def _move_gem(self, events, src, dst, actor, why):
        if not self.water or self.water_at(dst) is None:
            return super()._move_gem(events, src, dst, actor, why)
        self.cells[src] = "."
        events.append({"type": "gems_removed", "why": "water_gem", "seat": actor, "cells": [self.rc(src)],
                       "moved_to": self.rc(dst)})
        self._water_back(events, dst)


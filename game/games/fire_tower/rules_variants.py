"""Fire Tower, Rising Flames variants (reference §10; rules FT-VAR-... of
seeds/fire_tower.en.md): Double Tower (2 players), Ghost Tower (3 players) and five players
with the Guardian and the Ancient Oaks. A mixin of FireTowerState; pure, no pygame.

The seat/tower model
--------------------
`seat_tower[seat]` is a seat's first (or, for the ghost, current) tower, None for the
Guardian. `seat_towers[seat]` lists every tower the seat has held (Double Tower: two; the
ghost: its burned tower and the ghost tower; the Guardian: none). Every rule that asks
"this seat's tower, zone or quadrant" asks one of the helpers below:

  live_towers(seat)         the seat's towers not burned
  seat_quadrants(seat)      where the seat places and relocates its hawks
  seat_zone_squares(seat)   where its Bucket works and its Reckless Abandon looks for fire
  seat_standing(seat)       the seat still has a tower standing (the Guardian: not felled)
  turn_cycle()              the clockwise order of the seats (the ghost plays in the ghost
                            tower's place)

`variant` (None in the standard game) holds the variant's state: kind (double | ghost |
guardian); the ghost tower, its seat and whether it was taken; the Guardian's seat, its
hawks (laid flat: the Guardian controls them wherever they stand), whether it was felled;
the Oaks in play, burned and hit (the same keys as the solo mode's Oaks, which share the
Oak code here: _burn_oak / _t_oak_done).
"""
from __future__ import annotations

from game.core.protocol import IllegalAction

VARIANTS = ("standard", "double", "ghost")
SHADOWISH = ("skip", "shadow")


def variant_setup(cfg, setup: dict, n: int, options: dict) -> dict | None:
    """FT-VAR-SETUP: the `variant` set-up key (standard | double with 2 players | ghost with
    3) and 5 players (the Guardian). None for the standard game."""
    kind = options.get("variant", "standard")              # checked with the other options
    if type(kind) is not str or kind not in VARIANTS:
        raise IllegalAction("setup_option", option="variant")
    vc = cfg.variants
    if kind == "double":
        if n != 2:
            raise IllegalAction("setup_variant_players", variant="double", players=2)
        if setup.get("towers") is not None:
            raise IllegalAction("setup_towers")
        return {"kind": "double"}
    if kind == "ghost":
        if n != 3:
            raise IllegalAction("setup_variant_players", variant="ghost", players=3)
        return {"kind": "ghost", "ghost": None, "ghost_seat": None, "ghost_taken": False}
    if n == 5:
        if setup.get("towers") is not None:
            raise IllegalAction("setup_towers")
        return {"kind": "guardian", "guardian": n - 1, "guardian_hawks": [], "felled": False,
                "oaks": list(vc.oaks), "oaks_burned": [], "oak_hits": []}
    return None


def setup_variant_seats(s, variant: dict | None) -> None:
    """FT-VAR-DOUBLE-SEATS, FT-VAR-GHOST-SETUP, FT-VAR-GUARDIAN-SEAT: the seats' towers."""
    s.variant = variant
    if variant is None:
        s.seat_towers = [[t] for t in s.seat_tower]
        return
    vc = s.cfg.variants
    kind = variant["kind"]
    if kind == "double":
        s.seat_towers = [list(pair) for pair in vc.double_towers]
        s.seat_tower = [pair[0] for pair in vc.double_towers]
    elif kind == "ghost":
        s.seat_towers = [[t] for t in s.seat_tower]
        variant["ghost"] = next(t for t in s.cfg.towers if t not in s.seat_tower)
    else:                                             # the Guardian: last, no tower (Q21)
        s.seat_tower = list(s.seat_tower) + [None]
        s.seat_towers = [[t] for t in s.seat_tower[:-1]] + [[]]
        s.bucket[variant["guardian"]] = vc.guardian_bucket


class VariantsMixin:
    # ================================================================ helpers
    @property
    def variant_kind(self) -> str:
        return self.variant["kind"] if self.variant is not None else "standard"

    @property
    def guardian_seat(self) -> int | None:
        v = self.variant
        return v["guardian"] if v is not None and v["kind"] == "guardian" else None

    def all_towers(self) -> list:
        """Every tower a seat holds or held (clockwise order of seats)."""
        return [t for towers in self.seat_towers for t in towers]

    def live_towers(self, seat: int) -> list:
        return [t for t in self.seat_towers[seat] if t not in self.burned]

    def seat_standing(self, seat: int) -> bool:
        """FT-VAR-GUARDIAN-FALL: the Guardian stands until felled; others while a tower stands."""
        if seat == self.guardian_seat:
            return not self.variant["felled"]
        for tower in self.seat_towers[seat]:       # (a loop: asked every turn, any() is slower)
            if tower not in self.burned:
                return True
        return False

    def seat_quadrants(self, seat: int) -> list:
        """FT-VAR-DOUBLE-HAWKS (both quadrants of your half), FT-VAR-GUARDIAN-HAWKS (any)."""
        if seat == self.guardian_seat:
            return list(self.cfg.towers)
        if self.variant_kind == "double":
            return list(self.seat_towers[seat])
        return [self.seat_tower[seat]]

    def seat_zone_squares(self, seat: int) -> list:
        """FT-VAR-DOUBLE-BUCKET: the zones of either standing tower (standard: your zone)."""
        if self.variant_kind == "double":
            return [sq for t in self.live_towers(seat) for sq in self.cfg.zone_squares[t]]
        colour = self.seat_tower[seat]
        return list(self.cfg.zone_squares[colour]) if colour is not None else []

    def turn_cycle(self) -> list:
        """FT-TURN-ORDER with FT-VAR-GHOST-TAKE: seats clockwise by their current tower; the
        Guardian last (FT-VAR-GUARDIAN-SEAT)."""
        if self.variant is None:
            return list(range(self.n))
        towers = self.cfg.towers
        return sorted(range(self.n), key=lambda s: (towers.index(self.seat_tower[s])
                                                   if self.seat_tower[s] in towers else len(towers), s))

    def _setup_hawks(self, seat: int) -> int:
        if seat == self.guardian_seat:
            return self.cfg.variants.guardian_hawks
        return self.cfg.setup_hawks

    def guardian_hawks(self) -> list:
        """The Guardian's hawks (laid flat) on the board."""
        if self.guardian_seat is None:
            return []
        return [h for h in self.variant["guardian_hawks"] if h in self.hawks]

    def _variant_hawk_owner(self, sq: int) -> int | None:
        """FT-VAR-GUARDIAN-HAWKS: the Guardian controls its own hawks anywhere."""
        g = self.guardian_seat
        if g is not None and sq in self.variant["guardian_hawks"] and sq in self.hawks:
            return g
        return None

    def own_hawks_of(self, seat: int) -> list:
        """The hawks a seat may relocate (FT-HAWK-RELOCATE)."""
        g = self.guardian_seat
        if g is None:
            quads = self.seat_quadrants(seat)
            return [h for h in self.hawks if self.cfg.quadrant_of[h] in quads]
        flat = self.guardian_hawks()
        if seat == g:
            return flat
        quad = self.seat_tower[seat]
        return [h for h in self.hawks if self.cfg.quadrant_of[h] == quad and h not in flat]

    def _oak_winds(self, reach) -> set:
        """FT-BURN-RETIRED-WIND [INTERP] (data `variants.oak_winds`): with no tower standing (`reach`, the
        directions the standing towers give, is empty) while the Guardian stands, the
        direction of each standing Oak (the N Oak: North, ...) is not retired."""
        v = self.variant
        if self.guardian_seat is None or v["felled"] or (reach and self.cfg.variants.oak_winds == "no_tower"):
            return set()
        return {side for side in v["oaks"] if side not in v["oaks_burned"]}

    def _variant_verdict(self, winners: list, verdict: str) -> str:
        if self.variant_kind == "guardian" and winners == [self.guardian_seat]:
            verdict = "guardian_oaks"                   # FT-VAR-GUARDIAN-WIN
        return verdict

    # ============================================================ Guardian hawks
    def _prune_flat(self) -> list | None:
        if self.guardian_seat is None:
            return None
        flat = self.variant["guardian_hawks"] = self.guardian_hawks()
        return flat

    def _act_hawk_place(self, events, d, a):
        flat = self._prune_flat()
        seat = d["seat"]
        super()._act_hawk_place(events, d, a)
        if flat is not None and a[0] == "hawk":
            sq = self._sq_of(a)
            if seat == self.guardian_seat:
                self.variant["guardian_hawks"] = sorted(flat + [sq])
                events[-1]["flat"] = True
            elif sq in flat:
                flat.remove(sq)

    def _act_relocate(self, events, d, a):
        flat = self._prune_flat()
        src = d["src"]
        super()._act_relocate(events, d, a)
        if flat is not None and a[0] == "hawk_to":
            dst = self._sq_of(a)
            if src in flat:
                flat.remove(src)
                flat.append(dst)
                flat.sort()
            elif dst in flat:
                flat.remove(dst)

    # ================================================================ Oaks
    def _oak_state(self) -> tuple:
        """(state dict with oaks / oaks_burned / oak_hits, side -> squares) or (None, {})."""
        if self.solo is not None:
            if self.solo["oaks"]:
                return self.solo, self.cfg.solo.oaks
            return None, {}
        if self.guardian_seat is not None:
            return self.variant, self.cfg.variants.oaks
        return None, {}

    def _oak_map(self) -> tuple:
        """(crown square -> side, any Oak square -> side) for the standing Oaks (kept until
        _derive(), which every Oak burn calls)."""
        maps = self._fixed_masks.get(("oaks",))
        if maps is None:
            state, squares = self._oak_state()
            crowns, every = {}, {}
            if state is not None:
                for side in state["oaks"]:
                    if side not in state["oaks_burned"]:
                        for q in squares[side]["crown"]:
                            crowns[q] = every[q] = side
                        for q in squares[side]["lower"]:
                            every[q] = side
            maps = self._fixed_masks[("oaks",)] = (crowns, every)
        return maps

    @property
    def oak_crowns(self) -> dict:
        """Crown square -> side, for the Oaks in play and not burned (FT-VAR-OAKS, FT-SOLO-OAKS)."""
        return self._oak_map()[0]

    def oak_square(self, sq) -> str | None:
        """The standing Oak on `sq` (crown or lower), or None."""
        return self._oak_map()[1].get(sq)

    def oaks_in_play(self) -> bool:
        return bool(self._oak_map()[1])

    def _oak_note(self, sq: int) -> bool:
        """FT-VAR-OAK-BURN: a gem on a crown burns that Oak (after the hawks settle)."""
        side = self._oak_map()[0].get(sq)
        if side is None:
            return False
        state = self._oak_state()[0]
        if side not in state["oak_hits"]:
            state["oak_hits"].append(side)
        return True

    def _burn_oak(self, events, side):
        """FT-VAR-OAK-BURN / FT-SOLO-OAKS: flip the Oak. Its crown burns; its lower squares
        take fire, so a hawk standing there triggers and carries its gem away (FT-HAWK-
        TRIGGER); when the hawks are settled, all four squares burn for good (_t_oak_done)."""
        state, table = self._oak_state()
        if state is None or side in state["oaks_burned"]:
            return
        solo = self.solo
        if solo is not None and side != solo["oak_next"]:
            events.append({"type": "oak_burned", "side": side, "wrong": True, "cells": []})
            self._solo_over(events, "loss", "wrong_oak")
            return
        crown, lower = list(table[side]["crown"]), list(table[side]["lower"])
        squares = crown + lower
        state["oaks_burned"].append(side)
        for q in squares:
            if self.cells[q] == "x":
                self._remove_break(events, q, None, "oak")
            tokens = self.lightning_tokens()
            if q in tokens:
                tokens.remove(q)
                events.append({"type": "lightning_removed", "at": self.rc(q)})
        for q in crown:
            self.cells[q] = "E"
        events.append({"type": "oak_burned", "side": side, "wrong": False,
                       "cells": [self.rc(q) for q in squares], "crown": [self.rc(q) for q in crown],
                       "hawks": [self.rc(q) for q in lower if q in self.hawks]})
        self._derive()
        empty = [q for q in lower if self.cells[q] == "."]
        if empty:
            self._put_gems(events, empty, None, "oak")
        self._push({"t": "settle"}, {"t": "oak_done", "side": side})

    def _t_oak_done(self, events, task):
        side = task["side"]
        state, table = self._oak_state()
        squares = list(table[side]["crown"]) + list(table[side]["lower"])
        for q in squares:
            if q in self.hawks:
                self.hawks.remove(q)
                self._take_pending(q)
                events.append({"type": "hawk_removed", "at": self.rc(q), "why": "oak"})
            self.cells[q] = "E"
        events.append({"type": "oak_ablaze", "side": side, "cells": [self.rc(q) for q in squares]})
        self._derive()
        if self.solo is not None:
            if self._solo_all_done():
                self._solo_over(events, "win", "all_enemies_burned")
                return
            self._roll_oak(events)
            return
        v = self.variant
        g = v["guardian"]
        tasks = []
        if not v["felled"]:
            if self.cfg.variants.oak_hawks:                  # FT-VAR-OAK-BURN step 2
                tasks += [{"t": "hawk_place", "seat": g, "left": self.cfg.variants.oak_hawks, "why": "oak"},
                          {"t": "relocate", "seats": [g]}]
            if len(v["oaks_burned"]) >= self.cfg.variants.oaks_to_fall:   # FT-VAR-OAK-THIRD
                v["felled"] = True
                for other in v["oaks"]:
                    if other not in v["oaks_burned"] and other not in v["oak_hits"]:
                        v["oak_hits"].append(other)
                tasks += [{"t": "settle"}, {"t": "guardian_burn"}]
        self._update_retired(events)                         # FT-BURN-RETIRED-WIND: the Oaks
        self._push(*tasks)

    def _t_guardian_burn(self, events, task):
        """FT-VAR-GUARDIAN-FALL: the Guardian burns like a tower (FT-BURN-STEPS) and becomes
        a shadow."""
        g = self.guardian_seat
        if g is None or self.status[g] not in ("standing", "burned"):
            return
        self.batch.append(g)
        events.append({"type": "guardian_burned", "seat": g})
        self._eliminate(events, g, None, None, False)

    def _variant_settle(self, events) -> bool:
        """FT-VAR-OAK-BURN: after the hawks, the Oaks hit by a gem burn, then the towers."""
        if self.guardian_seat is not None and self.variant["oak_hits"]:
            self._push({"t": "settle"})
            self._burn_oak(events, self.variant["oak_hits"].pop(0))
            return True
        return False

    # =============================================================== burns
    def _t_burn(self, events, task):
        kind = self.variant_kind
        if kind == "double":
            self._double_burn(events, task)
            return
        if kind == "ghost" and self.variant["ghost_seat"] is None and task["colour"] not in self.burned:
            seat = self.tower_seat[task["colour"]]            # FT-VAR-GHOST-TAKE: after the steps
            self.variant["ghost_seat"] = seat
            self._push({"t": "ghost_takeover", "seat": seat})
        super()._t_burn(events, task)

    def _double_burn(self, events, task):
        """FT-VAR-DOUBLE-BURN: no Firestorm, no hand-size change, nobody is eliminated;
        FT-VAR-DOUBLE-WIN: burning both enemy towers wins."""
        colour, placer = task["colour"], task["placer"]
        seat = self._mark_burned(events, colour, placer)
        if seat is None:
            return
        if self._check_win(events, placer):
            return
        if self.wind in self.retired:
            self._set_wind(events, self._roll_wind(events, "retired"), "retired")
        if self.options["tower_ablaze"]:
            self._push({"t": "ablaze", "colour": colour})

    def _t_ghost_takeover(self, events, task):
        """FT-VAR-GHOST-TAKE: the first burned player takes the empty tower with a fresh hand
        and plays on in the ghost tower's place; a lightning token in the tower's zone must
        move out first, next to the zone (FT-LIGHTNING-MOVE [INTERP])."""
        v = self.variant
        seat = task["seat"]
        if self.is_over or v["ghost_taken"]:
            return
        ghost = v["ghost"]
        v["ghost_taken"] = True
        self.status[seat] = "standing"
        self.seat_towers[seat] = self.seat_towers[seat] + [ghost]
        self.seat_tower[seat] = ghost
        self.bucket[seat] = self.cfg.variants.ghost_bucket
        self._discard_cards(self.hands[seat])
        self.hands[seat] = []
        self.short[seat] = 0
        self._derive()
        self._update_retired(events)
        events.append({"type": "ghost_tower", "seat": seat, "tower": ghost})
        tasks = []
        if self._lightning_evict(self.cfg.zone_squares[ghost], seat, "ghost"):   # [INTERP]
            tasks.append({"t": "lightning_moves"})         # tokens in the zone move first
        self._push(*tasks, {"t": "refill", "seat": seat, "left": self.cfg.variants.ghost_hand})

    def _check_win(self, events, burner) -> bool:
        kind = self.variant_kind
        if kind == "double":
            gone = set(self.burned) | {c for c, _ in self.pending_burns}
            lost = [s for s in range(self.n) if all(t in gone for t in self.seat_towers[s])]
            if not lost:
                return False
            if len(lost) == self.n:
                winners, verdict = self._tie()
            else:
                winners, verdict = [s for s in range(self.n) if s not in lost], "double_win"
            self._game_over(events, winners, verdict)
            return True
        if kind == "ghost":
            v = self.variant
            if v["ghost_seat"] is not None and not v["ghost_taken"]:
                return False                           # the burned player becomes the ghost
            if v["ghost_taken"]:
                ghost = v["ghost_seat"]
                if burner is not None and burner != ghost and self.status[burner] == "standing" \
                        and self.seat_standing(burner):
                    self._game_over(events, [burner], "ghost_burn")   # FT-VAR-GHOST-WIN
                    return True
                last = self.burned[-1] if self.burned else None
                if burner == ghost and last is not None and self.tower_seat.get(last) != ghost \
                        and self.cfg.variants.ghost_rival_burned == "out":
                    self.status[self.tower_seat[last]] = "out"
        return super()._check_win(events, burner)

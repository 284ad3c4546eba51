"""Fire Tower solo variants (FT-SOLO-VARIANTS): Ancient Oaks and Lightning. A mixin of
FireTowerState, part of the solo mode (rules_solo.py); pure, no pygame."""
from __future__ import annotations


class SoloVariantsMixin:
    # ======================================================== Ancient Oaks
    def _solo_all_done(self) -> bool:
        solo = self.solo
        return all(c in self.burned for c in solo["enemies"]) and \
            all(o in solo["oaks_burned"] for o in solo["oaks"])

    def _roll_oak(self, events):
        """The wind die names the Oak to burn next (re-rolled for Oaks burned or not out)."""
        solo = self.solo
        left = [o for o in solo["oaks"] if o not in solo["oaks_burned"]]
        if not left:
            solo["oak_next"] = None
            return
        rolls = []
        while True:
            face = self._roll("wind", self.cfg.wind_die)
            rolls.append(face)
            if face in left:
                break
        solo["oak_next"] = rolls[-1]
        events.append({"type": "oak_target", "side": rolls[-1], "rolls": rolls})

    def _burn_oak(self, events, side):
        solo = self.solo
        if side in solo["oaks_burned"]:
            return
        if side != solo["oak_next"]:
            events.append({"type": "oak_burned", "side": side, "wrong": True, "cells": []})
            self._solo_over(events, "loss", "wrong_oak")
            return
        squares = list(self.cfg.solo.oaks[side]["crown"]) + list(self.cfg.solo.oaks[side]["lower"])
        gems = [q for q in squares if self.cells[q] == "f"]
        if gems:
            self._remove_gems(events, gems, None, "oak")
        for q in squares:
            if self.cells[q] == "x":
                self._remove_break(events, q, None, "oak")
            if q in self.hawks:
                self.hawks.remove(q)
                self.pending_hawks = [p for p in self.pending_hawks if p[0] != q]
                events.append({"type": "hawk_removed", "at": self.rc(q), "why": "oak"})
            if q in solo["lightning"]:
                solo["lightning"].remove(q)
                events.append({"type": "lightning_removed", "at": self.rc(q)})
        for q in squares:
            self.cells[q] = "E"
        solo["oaks_burned"].append(side)
        events.append({"type": "oak_burned", "side": side, "wrong": False,
                       "cells": [self.rc(q) for q in squares]})
        self._derive()
        if self._solo_all_done():
            self._solo_over(events, "win", "all_enemies_burned")
            return
        self._roll_oak(events)

    # ========================================================= Lightning
    def _lightning_hit(self, squares) -> None:
        """A gem or firebreak placed on a token: the token must move (FT-SOLO-LIGHTNING)."""
        solo = self.solo
        for sq in squares:
            if sq in solo["lightning"] and all(m[0] != sq for m in solo["lightning_moves"]):
                solo["lightning_moves"].append([sq, list(squares)])

    def _move_gem(self, events, src, dst, actor, why):
        super()._move_gem(events, src, dst, actor, why)
        if self.solo is not None and self.solo["lightning"]:
            self._lightning_hit([dst])

    def _act_slide(self, events, d, a):
        """A Rolling Log ending on a token moves it too."""
        super()._act_slide(events, d, a)
        if self.solo is not None and self.solo["lightning"]:
            self._lightning_hit([t for t in self.solo["lightning"] if self.cells[t] == "f"])

    def _lightning_dests(self, placed) -> list:
        cells, tokens = self.cells, self.solo["lightning"]
        out = set()
        for p in placed:
            for m in self.geo.n4[p]:
                if cells[m] == "." and m not in tokens and m not in self.hawks and \
                        self._in_own_quadrant(m) and self.zone_at[m] is None:
                    out.add(m)
        return sorted(out)

    def _next_lightning(self, events):
        sq, placed = self.solo["lightning_moves"].pop(0)
        if sq not in self.solo["lightning"]:
            return
        if self._lightning_dests(placed):
            self._decide("lightning_move", 0, at=sq, placed=placed)
        else:
            self.solo["lightning"].remove(sq)
            events.append({"type": "lightning_removed", "at": self.rc(sq)})

    def _legal_lightning_move(self, d):
        return self._acts("to", self._lightning_dests(d["placed"]))

    def _act_lightning_move(self, events, d, a):
        self.decision = None
        dst = self._sq_of(a)
        tokens = self.solo["lightning"]
        tokens[tokens.index(d["at"])] = dst
        events.append({"type": "lightning_moved", "seat": 0, "from": self.rc(d["at"]), "to": self.rc(dst)})

    def _why_lightning_move(self, d, a):
        sq = self._sq_of(a)
        if sq < 0:
            return "off_board"
        if not self._in_own_quadrant(sq):
            return "not_your_quadrant"
        if self.zone_at[sq] is not None:
            return "tower_zone"
        return "not_next_to_placed"

    def _t_lightning_strike(self, events, task):
        """At the end of every round: roll the wind die; from each token walk that way over
        gems and tokens to the first empty square and put a gem there (a firebreak or the
        edge first: nothing)."""
        direction = self._roll_wind(events, "lightning")
        step = self.geo.step[direction]
        cells, tokens = self.cells, self.solo["lightning"]
        landing = []
        for token in tokens:
            cur = step[token]
            while cur >= 0 and (cells[cur] in "fE" or cur in tokens or cur in landing):
                cur = step[cur]
            if cur >= 0 and cells[cur] == ".":
                landing.append(cur)
        events.append({"type": "lightning_strike", "direction": direction,
                       "cells": [self.rc(sq) for sq in landing]})
        if landing:
            self._put_gems(events, landing, 0, "lightning")

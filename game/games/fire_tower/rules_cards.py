"""Fire Tower turn actions and card effects (a mixin of FireTowerState; pure, no pygame).

Each decision kind K has `_legal_K(decision)` (the list of legal actions), `_act_K(events,
decision, action)` (apply a legal action) and usually `_why_K(decision, action)` (the
reason key of a refusal). Rule ids (FT-...) refer to seeds/fire_tower.en.md.
"""
from __future__ import annotations

from itertools import combinations

from .board import ROTATIONS

CARDINAL_VECS = ("N", "E", "S", "W")
# Square-by-square picks whose squares are the frontier (_cell_candidates), less what
# _cell_reason refuses: the picks themselves and, for some, their neighbours.
FRONTIER_PICKS = ("surface_fire", "reckless", "shadow_gem", "shadow_six", "luck_gem", "aid_gem")


class CardsMixin:
    # =============================================================== helpers
    def _sq_of(self, action, first: int = 1) -> int:
        if len(action) < first + 2:
            return -1
        return self.sq(action[first], action[first + 1])

    def _square_reason(self, sq: int) -> str | None:
        """Why a gem may not go on `sq` at all."""
        if sq < 0:
            return "off_board"
        ch = self.cells[sq]
        if ch == "E":
            return "eternal_flame"
        if ch == "f":
            return "already_fire"
        if ch == "x":
            return "firebreak_there"
        return None

    def _removable(self, sq: int) -> bool:
        """FT-WATER-ZONES: water removes gems outside every tower zone, never the flame."""
        return self.cells[sq] == "f" and self.zone_at[sq] is None

    def _heli_removable(self, sq: int) -> bool:
        """FT-CARD-HELITACK: water, unless the option helitack_in_zones opens the zones."""
        return self.cells[sq] == "f" and (self.zone_at[sq] is None or self.options["helitack_in_zones"])

    def _find_task(self, task_name: str, **match) -> dict | None:
        for task in reversed(self.stack):
            if task["t"] == task_name and all(task.get(k) == v for k, v in match.items()):
                return task
        return None

    def _acts(self, name: str, squares) -> list:
        return list(map(self.geo.square_actions(name).__getitem__, squares))

    # ======================================================= turn decisions
    # ---------------------------------------------------------------- wind
    def _legal_turn_wind(self, d):
        acts = self._acts("wind", self.wind_targets(self.wind))
        if self.bucket_usable(d["seat"]):
            acts.append(("bucket",))
        return acts

    def _act_turn_wind(self, events, d, a):
        seat = d["seat"]
        self.decision = None
        if a[0] == "bucket":
            self._start_bucket(events, seat, {"t": "part1", "seat": seat})
            return
        sq = self._sq_of(a)
        self._put_gems(events, [sq], seat, "wind")                 # FT-TURN-WIND-GEM
        self._push({"t": "settle"}, *self._after_wind_gem(seat, sq), {"t": "part2", "seat": seat})

    def _why_turn_wind(self, d, a):
        if a[0] == "bucket":
            return "bucket_unavailable"
        return self._why_wind_square(self._sq_of(a), self.wind)

    def _why_wind_square(self, sq, direction):
        reason = self._square_reason(sq)
        if reason:
            return reason
        return "not_downwind"

    # -------------------------------------------------------------- action
    def _legal_turn_action(self, d):
        seat = d["seat"]
        hand = self.hands[seat]
        acts = self._plays(seat, hand)
        if hand or self.options["redraw_min"] == 0:
            acts.append(("redraw",))                                  # FT-TURN-REDRAW
        if self._reckless_ok(seat):
            acts += [("reckless",) + combo for combo in self._reckless_sets(hand)]
        if self.bucket_usable(seat):
            acts.append(("bucket",))
        if not acts:
            acts.append(("pass",))
        return acts

    def _act_turn_action(self, events, d, a):
        seat = d["seat"]
        self.decision = None
        kind = a[0]
        if kind == "bucket":
            self._start_bucket(events, seat, {"t": "part2", "seat": seat})
        elif kind == "play":                                          # FT-TURN-PLAY
            cid = a[1]
            self.hands[seat].remove(cid)
            self.in_play.append(cid)
            events.append({"type": "card_played", "seat": seat, "card": self.card_id(cid),
                           "cid": cid, "source": "hand"})
            self._push({"t": "after_action", "seat": seat})
            self._start_card(events, cid, seat, "hand")
        elif kind == "redraw":
            self._push({"t": "after_action", "seat": seat})
            self._decide("cards", seat, purpose="redraw", min=self.options["redraw_min"],
                         max=len(self.hands[seat]), picked_cards=[])
        elif kind == "reckless":                                      # FT-RECKLESS
            cids = list(a[1:])
            for cid in cids:
                self.hands[seat].remove(cid)
            self._discard_cards(cids)
            events.append({"type": "reckless_abandon", "seat": seat,
                           "cards": [self.card_id(c) for c in cids], "cids": cids})
            self._push({"t": "after_action", "seat": seat})
            self._decide_cells("reckless", seat, self.cfg.reckless["gems"])
        else:
            events.append({"type": "passed", "seat": seat})
            self._push({"t": "after_action", "seat": seat})

    def _why_turn_action(self, d, a):
        seat = d["seat"]
        hand = self.hands[seat]
        if a[0] == "play":
            if len(a) != 2 or a[1] not in hand:
                return "not_in_hand"
            return "card_has_no_effect"
        if a[0] == "reckless":
            if self.bucket[seat]:
                return "bucket_not_used"
            if not any(self.cells[sq] == "f" for sq in self.seat_zone_squares(seat)):
                return "no_fire_in_zone"
            return "needs_three_of_a_kind"
        if a[0] == "bucket":
            return "bucket_unavailable"
        if a[0] == "pass":
            return "must_act"
        return None

    def _reckless_ok(self, seat) -> bool:
        """FT-RECKLESS: Bucket spent and a gem in your own tower zone."""
        if self.bucket[seat] or not self.is_active(seat):
            return False
        if self.status[seat] == "burned" and not self.options["team_burned_reckless"]:
            return False
        if not any(self.cells[sq] == "f" for sq in self.seat_zone_squares(seat)):
            return False
        return bool(self._frontier_mask())

    def _reckless_sets(self, cards) -> list[tuple]:
        ra = self.cfg.reckless
        out = []
        for kind in ra["set_types"]:
            same = sorted(c for c in cards if self.card_def(c).type == kind)
            out += list(combinations(same, ra["set_size"]))
        return out

    # ----------------------------------------------------------------- end
    def _legal_turn_end(self, d):
        return [("bucket",), ("end",)]

    def _act_turn_end(self, events, d, a):
        seat = d["seat"]
        self.decision = None
        if a[0] == "bucket":
            self._start_bucket(events, seat, {"t": "part3", "seat": seat})
        else:
            self._push({"t": "end_turn", "seat": seat})

    def _start_bucket(self, events, seat, resume):
        """FT-BUCKET: a free action once per game; resume the turn step afterwards."""
        self._push(resume)
        self._decide("pattern", seat, effect="bucket", card=None)

    # ====================================================== playing a card
    def _start_card(self, events, cid, seat, source):
        card = self.card_def(cid)
        self._push({"t": "played_done", "cids": [cid], "seat": seat})
        eff = card.effect
        if not self._has_effect(cid, seat):                           # allow_empty_play
            events.append({"type": "card_no_effect", "seat": seat, "card": card.id})
            return
        if eff == "wind":
            self._decide("wind_card", seat, card=cid)
        elif eff == "fire_pattern":
            if card.params["double"] and self._double_partners(cid, seat, source):
                self._decide("crown_choice", seat, card=cid, source=source)
            else:
                self._decide("pattern", seat, effect="fire", card=cid, stage=1, second=None)
        elif eff in ("explosion", "ember", "smokejumper", "backburn"):
            self._decide("target", seat, effect=eff, card=cid)
        elif eff == "rolling_log":
            self._decide("target", seat, effect="rolling_log", card=cid, first=None)
        elif eff == "surface_fire":
            self._decide_cells("surface_fire", seat, card.params["gems"], card=cid)
        elif eff == "helitack":
            self._decide_cells("helitack", seat, card.params["gems"], card=cid)
        elif eff == "water_pattern":
            self._decide("pattern", seat, effect="water", card=cid)
        elif eff == "firebreak_pattern":
            self._decide("pattern", seat, effect="firebreak", card=cid)
        elif eff == "de_reforest":
            self._decide("reforest", seat, card=cid)
        elif eff == "hawks":                                          # FT-CARD-FIREHAWK-PAIR/-TRIO
            order = [s for s in self.clockwise_from(seat) if self.status[s] != "out"]
            self._push({"t": "hawk_place", "seat": seat, "left": self._hawk_card_count(cid), "why": "card"},
                       {"t": "relocate", "seats": order})
        else:                                                         # pragma: no cover
            raise ValueError(f"unknown card effect {eff}")

    def _playable(self, cid, seat, source_cards, strict=False) -> bool:
        """FT-TURN-PLAY: whether the card can do anything now. Cards that cannot are not
        offered, unless the option allow_empty_play lets them be played for nothing."""
        if self.options["allow_empty_play"] and not strict:
            return True
        return self._has_effect(cid, seat)

    def _plays(self, seat, cards) -> list:
        """("play", cid) for each of `cards` that _playable allows, the option and the board
        memo read once (every hand is checked every turn)."""
        if self.options["allow_empty_play"]:
            return [("play", cid) for cid in cards]
        memo, names, out = self._board_memo(), self.cfg.card_of, []
        for cid in cards:
            known = memo.get(("has_effect", names[cid], seat))
            if known is None:
                known = self._has_effect(cid, seat)
            if known:
                out.append(("play", cid))
        return out

    def _has_effect(self, cid, seat) -> bool:
        # Remembered per board: a hand often holds two of a card, and the card played is
        # asked about again when it starts. The answer depends on the board, the hawks and
        # what _derive() makes, like the other board memos.
        memo = self._board_memo()
        key = ("has_effect", self.cfg.card_of[cid], seat)
        known = memo.get(key)
        if known is None:
            known = memo[key] = self._card_can_act(cid, seat)
        return known

    def _card_can_act(self, cid, seat) -> bool:
        card = self.card_def(cid)
        eff = card.effect
        cells = self.cells
        if eff == "wind":
            return True
        if eff == "fire_pattern":
            return bool(self._anchor_keys({"effect": "fire", "card": cid, "seat": seat, "stage": 1}, True))
        if eff == "explosion":
            return "f" in cells
        if eff == "ember":
            return bool(self._ember_mask())
        if eff in ("surface_fire",):
            return bool(self._frontier_mask())
        if eff == "rolling_log":
            return bool(self._log_firsts_mask())
        if eff == "water_pattern":                    # a gem out of every zone (_removable)
            return bool(self._gem_mask() & ~self._zone_mask())
        if eff == "helitack":                         # the same, or any gem (_heli_removable)
            gems = self._gem_mask() & (self.geo.full if self.options["helitack_in_zones"]
                                       else ~self._zone_mask())
            if self.options.get("helitack_touch", "free") == "pair":      # FT-CARD-HELITACK-PAIR
                return bool(gems & self.geo.grow4(gems))
            return bool(gems)
        if eff == "smokejumper":
            return bool(self._smoke_mask())
        if eff == "firebreak_pattern":
            return bool(self._anchor_keys({"effect": "firebreak", "card": cid, "seat": seat}, True))
        if eff == "de_reforest":
            return "x" in cells or bool(self._break_free_mask(seat))
        if eff == "backburn":
            return bool(self._break_free_mask(seat, as_gem=True))
        if eff == "hawks":
            return self._hawk_card_possible(seat)
        return False

    # ---------------------------------------------------------- wind cards
    def _wind_set_dirs(self, card) -> list:
        """FT-CARD-WINDS / FT-CARD-DIAGONALS: option 1 may not pick a retired direction
        while the card has another; with all retired it is played as option 2."""
        dirs = [w for w in card.params["set_dirs"] if w not in self.retired]
        return dirs or list(card.params["set_dirs"])

    def _wind_gem_targets(self, card) -> list:
        gem_dir = card.params["gem_dir"]
        diagonal = len(gem_dir) == 2
        eternal = self.options["diagonal_from_eternal"] if diagonal else True
        return self.wind_targets(gem_dir, eternal)

    def _legal_wind_card(self, d):
        card = self.card_def(d["card"])                               # FT-CARD-WINDS
        acts = [("wind_set", w) for w in self._wind_set_dirs(card)]
        acts.append(("wind_roll",))
        acts += self._acts("wind_gem", self._wind_gem_targets(card))
        return acts

    def _act_wind_card(self, events, d, a):
        seat, card = d["seat"], self.card_def(d["card"])
        self.decision = None
        exclude = self.wind if self.options["wind_card_reroll_same"] else None
        if a[0] == "wind_set":                                        # option 1
            if a[1] in self.retired:                                  # FT-BURN-RETIRED-WIND
                events.append({"type": "wind_retired_reroll", "seat": seat, "wanted": a[1]})
                self._set_wind(events, self._roll_wind(events, "card", exclude=exclude), card.id)
            else:
                self._set_wind(events, a[1], card.id)
        elif a[0] == "wind_roll":                                     # option 2
            self._set_wind(events, self._roll_wind(events, "card", exclude=exclude), card.id)
        else:                                                         # option 3
            self._put_gems(events, [self._sq_of(a)], seat, card.id)
            self._push({"t": "settle"})

    def _why_wind_card(self, d, a):
        card = self.card_def(d["card"])
        if a[0] == "wind_set":
            if len(a) == 2 and a[1] in card.params["set_dirs"]:
                return "wind_retired"
            return "not_this_cards_wind"
        if a[0] == "wind_gem":
            return self._why_wind_square(self._sq_of(a), card.params["gem_dir"])
        return None

    # ------------------------------------------------------------- patterns
    def _shapes(self, d):
        if d["effect"] == "bucket":
            return self.cfg.bucket["shapes"]
        return self.card_def(d["card"]).shapes

    def _placement(self, d, r, c, ri):
        """(reason, squares, chosen) for laying the decision's pattern at (r, c), rotation ri."""
        shapes = self._shapes(d)
        if type(ri) is not int or not 0 <= ri < len(shapes):
            return "bad_rotation", None, None
        squares = self.geo.place(shapes[ri], r, c) if type(r) is int and type(c) is int else None
        if squares is None:
            return "off_board", None, None
        blocked = d["effect"] == "fire" and self.card_def(d["card"]).params["blocked"]
        return self._placement_at(d, squares, blocked)

    def _placement_at(self, d, squares, blocked):
        cells = self.cells
        eff = d["effect"]
        if eff == "fire":                                             # FT-FIRE-PATTERN
            if blocked:                                               # FT-FIRE-BLOCK
                stops = "x" if self.options["flare_up_skip_fire"] else "xfE"
                line = []
                for sq in squares:
                    if cells[sq] in stops:
                        break
                    line.append(sq)
                if not line:
                    return {"f": "already_fire", "E": "eternal_flame"}.get(cells[squares[0]],
                                                                           "firebreak_there"), None, None
                squares = line
            chosen = [sq for sq in squares if cells[sq] == "."]
            if not chosen:
                return ("eternal_flame" if any(cells[sq] == "E" for sq in squares)
                        else "nothing_to_place"), None, None
            if not self._fire_touch_ok(d, chosen):
                return ("not_touching_pair" if d.get("stage") == 2 else "not_adjacent_fire"), None, None
            return None, squares, chosen
        if eff == "water":                                            # FT-WATER-REMOVE
            chosen = [sq for sq in squares if self._removable(sq)]
            if not chosen:
                return ("tower_zone" if any(cells[sq] == "f" for sq in squares) else "no_gems"), None, None
            return None, squares, chosen
        if eff == "bucket":                                           # FT-BUCKET
            chosen = [sq for sq in squares if cells[sq] == "f"]
            if not chosen:
                return "no_gems", None, None
            zone = set(self._bucket_zone(d["seat"]))
            if not any(sq in zone for sq in chosen):
                return "not_your_zone", None, None
            return None, squares, chosen
        # firebreak pattern                                           FT-BREAK-PLACE
        for sq in squares:
            reason = self.break_reason(sq, d["seat"])
            if reason:
                return reason, None, None
        if self.options["scratch_gap"] == "empty":                   # FT-CARD-SCRATCH-LINE
            rows = [self.rc(sq)[0] for sq in squares]
            cols = [self.rc(sq)[1] for sq in squares]
            for rr in range(min(rows), max(rows) + 1):
                for cc in range(min(cols), max(cols) + 1):
                    g = self.sq(rr, cc)
                    if g not in squares and cells[g] != ".":
                        return "gap_not_empty", None, None
        return None, squares, list(squares)

    def _fire_touch_ok(self, d, chosen) -> bool:
        """FT-FIRE-ADJACENT, and FT-CARD-CROWN-FIRE for two Crown Fires played together."""
        n4 = self.geo.n4
        if d.get("stage") == 2:
            first = set(d["first"])
            if not any(m in first for sq in chosen for m in n4[sq]):
                return False
            if d.get("need_old"):
                return any(self._near_old(sq, first) for sq in chosen)
            return True
        if any(self.near_fire(sq) for sq in chosen):
            return True
        if d.get("stage") == 1 and d.get("second") is not None and \
                self.options["crown_double_anchor"] == "any":
            return self._crown_reach(chosen)
        return False

    def _near_old(self, sq, first) -> bool:
        cells = self.cells
        return any(cells[m] in "fE" and m not in first for m in self.geo.n4[sq])

    def _crown_reach(self, chosen) -> bool:
        """Could a second pair touch both these squares and the old fire?"""
        cells, n4 = self.cells, self.geo.n4
        mine = set(chosen)
        for sq in chosen:
            for e in n4[sq]:
                if cells[e] != "." or e in mine:
                    continue
                if self.near_fire(e):
                    return True
                if any(cells[e2] == "." and e2 not in mine and self.near_fire(e2) for e2 in n4[e]):
                    return True
        return False

    def _anchors(self, d, first_only=False) -> list:
        """Every legal (row, col, rotation) for the decision's pattern, sorted (with
        first_only: one of them, or [] if there is none)."""
        return list(map(self.geo.anchor_actions(None).__getitem__, self._anchor_keys(d, first_only)))

    def _anchor_keys(self, d, first_only=False) -> list:
        """_anchors as sorted keys sq * ROTATIONS + rotation (board.anchor_actions).

        The rules' hot spot: every hand is checked for playable patterns and every pattern
        decision lists all its placements. So the placements are found with board masks
        (board.py) rather than by asking _placement_at about each anchor. What a fire
        pattern would choose (its empty squares; a blocked line's before its first stop)
        must meet each of `meets`:
        - a plain fire pattern: the squares next to fire (FT-FIRE-ADJACENT);
        - the first of two Crown Fires with crown_double_anchor any: the empty squares at
          most two empty steps from those (a second pair can then touch both, _crown_reach);
        - the second Crown Fire: the empty squares next to the first pair, and with
          need_old those next to other fire (_fire_touch_ok, stage 2);
        - an Inferno pattern (solo) also lies wholly on empty squares of your quadrant
          (rules_solo._placement_at).
        Water and the Bucket must put a square on a removable gem / a gem in the seat's
        zone; a firebreak pattern must lie wholly on squares free for a firebreak (with
        scratch_gap empty, each candidate is also asked _placement_at).
        tests/fire_tower/test_ft_speed_caches.py compares this with _placement at every
        anchor on many boards."""
        eff = d["effect"]
        geo = self.geo
        fire, gems, empty = self._board_masks(self._board_memo())
        stops = None                    # a blocked line stops at these (FT-FIRE-BLOCK)
        meets = []                      # masks the placement must put a square on
        inside = None                   # or the mask it must lie wholly on
        test = None                     # and, if not None, the test each must pass
        if eff == "fire":
            if self.card_def(d["card"]).params["blocked"]:
                stops = self._line_stops()
            if d.get("stage") == 2:                                   # FT-CARD-CROWN-FIRE
                first = geo.mask_of(d["first"])
                meets.append(geo.grow4(first) & empty)
                if d.get("need_old"):
                    meets.append(geo.grow4(fire & ~first) & empty)
            elif d.get("second") is not None and self.options["crown_double_anchor"] == "any":
                reach = self._frontier_mask()
                for _ in range(2):
                    reach |= geo.grow4(reach) & empty
                meets.append(reach)
            else:
                meets.append(self._frontier_mask())
                if d.get("inferno"):            # FT-SOLO-INFERNO-PATTERN: whole, on empty squares
                    inside, stops = self._quadrant_mask(self.own_tower) & empty, None
        elif eff == "water":
            meets.append(gems & ~self._zone_mask())                   # _removable
        elif eff == "bucket":
            meets.append(gems & geo.mask_of(self._bucket_zone(d["seat"])))
        else:                                                         # firebreak
            inside = self._break_free_mask(d["seat"])
            if self.options["scratch_gap"] == "empty":
                test = self._placement_test(d, False)
        size, out = self.cfg.size, []
        for ri, shape in enumerate(self._shapes(d)):
            found = geo.fits(shape) if inside is None else geo.inside(shape, inside)
            for mask in meets:
                if not found:
                    break
                found &= geo.touching(shape, mask) if stops is None else geo.reaching(shape, mask, stops)
            if not found:
                continue
            if test is None:
                if first_only:
                    return [geo.first(found) * ROTATIONS + ri]
                out += geo.anchor_keys(found, ri)
                continue
            offs = [dr * size + dc for dr, dc, _ in shape]
            for base in geo.squares(found):
                if test([base + o for o in offs]):
                    out.append(base * ROTATIONS + ri)
                    if first_only:
                        return out
        out.sort()
        return out

    def _placement_test(self, d, blocked):
        return lambda squares: self._placement_at(d, squares, blocked)[0] is None

    def _line_stops(self) -> int:
        """The squares that stop a blocked fire line (FT-FIRE-BLOCK), as a mask."""
        memo = self._board_memo()
        fire, gems, empty = self._board_masks(memo)
        breaks = self._firebreak_mask(memo)
        return breaks if self.options["flare_up_skip_fire"] else breaks | fire

    def _legal_pattern(self, d):
        return list(map(self.geo.anchor_actions("place").__getitem__, self._anchor_keys(d)))

    def _act_pattern(self, events, d, a):
        _, squares, chosen = self._placement(d, a[1], a[2], a[3])
        sel = dict(d, kind="select", squares=squares, chosen=chosen, anchor=[a[1], a[2], a[3]])
        self.decision = None
        self._enter_select(events, sel)

    def _why_pattern(self, d, a):
        if len(a) != 4:
            return "bad_anchor"
        return self._placement(d, a[1], a[2], a[3])[0]

    # ------------------------------------------------- selecting squares
    def _partial_ok(self, d) -> bool:
        eff = d["effect"]
        if eff == "firebreak":
            return self.options["partial_firebreaks"]
        if eff in ("fire", "water", "bucket", "explosion", "smokejumper"):   # FT-FIRE-PARTIAL
            return self.options["partial_patterns"] == "any_subset"
        return True

    def _selectable(self, d) -> list:
        """Squares of the placement that may be toggled."""
        eff = d["effect"]
        cells = self.cells
        if eff == "fire":
            return [sq for sq in d["squares"] if cells[sq] == "."]
        if eff == "water":
            return [sq for sq in d["squares"] if self._removable(sq)]
        if eff == "bucket":
            return [sq for sq in d["squares"] if cells[sq] == "f"]
        return list(d["squares"])

    def _selection_ok(self, d, chosen) -> bool:
        eff = d["effect"]
        if eff == "explosion":                    # at least one gem when a square is free
            return bool(chosen) or not d["squares"]
        if not chosen:
            return False
        if eff == "fire":
            if not self._fire_touch_ok(d, chosen):
                return False
            if self.card_def(d["card"]).params["blocked"]:            # a line stays whole
                idx = [d["squares"].index(sq) for sq in chosen]
                for i in range(min(idx), max(idx) + 1):
                    sq = d["squares"][i]
                    if sq not in chosen and self.cells[sq] == ".":
                        return False
            return True
        if eff == "bucket":
            zone = set(self._bucket_zone(d["seat"]))
            return any(sq in zone for sq in chosen)
        return True

    def _per_decision(self, name: str, d: dict, part: list, work):
        """work(): a list found for decision `d` with `part` of it (its picks) as they are,
        remembered per board: the same list is asked for when the decision is made and
        again for its legal actions. The decision itself is held (not its id), so the
        answer belongs to that very dict; do not change the list."""
        memo = self._board_memo()
        held = memo.get(name)
        if held is not None and held[0] is d and held[1] == part:
            return held[2]
        found = work()
        memo[name] = (d, list(part), found)
        return found

    def _toggles(self, d) -> list:
        return self._per_decision("toggles", d, d["chosen"], lambda: self._find_toggles(d))

    def _find_toggles(self, d) -> list:
        if not self._partial_ok(d):
            return []
        out = []
        chosen = d["chosen"]
        for sq in self._selectable(d):
            new = [x for x in chosen if x != sq] if sq in chosen else chosen + [sq]
            if self._selection_ok(d, new):
                out.append(sq)
        return out

    def _enter_select(self, events, sel):
        """Offer deselection, or finish at once when there is nothing to choose."""
        if self._toggles(sel):
            self.decision = sel
        else:
            self._finish_select(events, sel)

    def _legal_select(self, d):
        return self._acts("toggle", self._toggles(d)) + [("confirm",)]

    def _act_select(self, events, d, a):
        if a[0] == "toggle":
            sq = self._sq_of(a)
            d["chosen"] = [x for x in d["chosen"] if x != sq] if sq in d["chosen"] else \
                sorted(d["chosen"] + [sq], key=d["squares"].index)
            return
        self.decision = None
        self._finish_select(events, d)

    def _why_select(self, d, a):
        if a[0] == "toggle":
            sq = self._sq_of(a)
            if sq not in d["squares"]:
                return "not_in_pattern"
            if not self._partial_ok(d):
                return "pattern_is_whole"
            return "selection_would_break_rules"
        return None

    def _finish_select(self, events, d):
        seat, eff = d["seat"], d["effect"]
        chosen = list(d["chosen"])
        why = self.card_id(d["card"]) if d.get("card") is not None else "bucket"
        if eff == "fire":
            self._put_gems(events, chosen, seat, why)
            second = d.get("second")
            if d.get("stage") == 1 and second is not None:            # FT-CARD-CROWN-FIRE
                touched = any(self._near_old(sq, set(chosen)) for sq in chosen)
                each = self.options["crown_double_anchor"] == "each"
                nxt = {"kind": "pattern", "seat": seat, "effect": "fire", "card": second,
                       "stage": 2, "first": chosen, "second": None, "need_old": each or not touched}
                if self._anchors(nxt, True):
                    self.decision = nxt
                    return
                events.append({"type": "pattern_lost", "seat": seat, "card": self.card_id(second)})
        elif eff in ("water", "smokejumper"):
            self._remove_gems(events, chosen, seat, why)
        elif eff == "bucket":
            self._remove_gems(events, chosen, seat, "bucket")
            self.bucket[seat] = False
            events.append({"type": "bucket_used", "seat": seat})
        elif eff == "firebreak":
            self._put_breaks(events, chosen, seat, why)
        elif eff == "explosion":                                      # FT-CARD-EXPLOSION
            target = d["target"]
            self._remove_gems(events, [target], seat, why)
            self._put_breaks(events, [target], seat, why)
            if chosen:
                self._put_gems(events, chosen, seat, why)
        self._push({"t": "settle"})

    # -------------------------------------------------- crown fire double
    def _double_partners(self, cid, seat, source) -> list:
        cards = self.hands[seat] if source == "hand" else self.pool
        if source == "pool" and self.pool_left < 1:
            return []
        name = self.card_id(cid)
        return sorted(c for c in cards if c != cid and self.card_id(c) == name)

    def _legal_crown_choice(self, d):
        return [("single",)] + [("double", c) for c in self._double_partners(d["card"], d["seat"], d["source"])[:1]]

    def _act_crown_choice(self, events, d, a):
        seat = d["seat"]
        self.decision = None
        second = None
        if a[0] == "double":
            second = a[1]
            if d["source"] == "hand":
                self.hands[seat].remove(second)
            else:
                self.pool.remove(second)
                self.pool_left -= 1
            self.in_play.append(second)
            self._find_task("played_done")["cids"].append(second)
            events.append({"type": "card_played", "seat": seat, "card": self.card_id(second),
                           "cid": second, "source": d["source"], "double": True})
        self._decide("pattern", seat, effect="fire", card=d["card"], stage=1, second=second)

    # -------------------------------------------------------------- targets
    def _ember_sources(self) -> list:
        return self.geo.squares(self._ember_mask())

    def _ember_mask(self) -> int:
        """FT-CARD-EMBER: gems outside tower zones that have somewhere to go: an empty
        square (other than the gem's) next to fire other than the gem itself.

        Those empty squares are the frontier, and the fire they touch is the fire next to
        an empty square (`edge`). A gem may go somewhere unless the edge is that gem alone,
        so with two or more edge squares every gem may (found with masks: this is asked
        for every hand with an Ember)."""
        geo = self.geo
        fire, gems, empty = self._board_masks(self._board_memo())
        edge = fire & geo.grow4(empty)
        if not edge:
            return 0
        out = gems & ~self._zone_mask()
        return out & ~edge if (edge & (edge - 1)) == 0 else out     # the edge's one square

    def _ember_dests(self, src) -> list:
        # an empty square next to fire other than src is next to fire: in the frontier
        return [sq for sq in self.frontier() if sq != src and self.near_fire(sq, exclude=src)]

    def _smoke_targets(self) -> list:
        return self.geo.squares(self._smoke_mask())

    def _smoke_mask(self) -> int:
        """FT-CARD-SMOKEJUMPER: gems with a gem out of every zone around them."""
        gems = self._gem_mask()
        return gems & self.geo.grow8(gems & ~self._zone_mask())     # next to a _removable gem

    def _log_moves(self, g1, g2, first_only=False) -> list:
        """FT-CARD-ROLLING-LOG: the directions the adjacent pair g1, g2 may slide (with
        first_only: the first of them only, for a yes or no)."""
        cells = self.cells
        if cells[g1] != "f" or cells[g2] != "f" or g2 not in self.geo.n4[g1]:
            return []
        if self.zone_at[g1] is not None or self.zone_at[g2] is not None:
            return []
        steps = self._log_steps()
        blocked = self.options["rolling_log_blocking"] == "blocked"
        into_zones = self.options["rolling_log_into_zones"]
        zone_at = self.zone_at
        out = []
        for d in CARDINAL_VECS:
            ways = self.geo.paths(d, steps)
            ok = ways[g1] is not None and ways[g2] is not None       # both stay on the board
            for way in ((ways[g1], ways[g2]) if ok else ()):
                last = way[-1] if way else -1
                if last >= 0 and not into_zones and zone_at[last] is not None:
                    ok = False
                    break
                for cur in way:
                    if cur != g1 and cur != g2 and cells[cur] != "." and (blocked or cur == last):
                        ok = False
                        break
                if not ok:
                    break
            if ok:
                out.append(d)
                if first_only:
                    break
        return out

    def _log_steps(self) -> int:
        steps = self.__dict__.get("_log_steps_known")      # asked for every pair of gems
        if steps is None:
            steps = 2
            for card in self.cfg.cards.values():
                if card.effect == "rolling_log":
                    steps = card.params["steps"]
                    break
            self._log_steps_known = steps
        return steps

    def _log_firsts(self) -> list:
        """Gems that can roll with a neighbour (FT-CARD-ROLLING-LOG), ascending."""
        return self.geo.squares(self._log_firsts_mask())

    def _log_firsts_mask(self) -> int:
        """_log_firsts as a mask (per board): _log_moves's tests made for every pair of
        gems at once, as if each pair were a pattern of the two gems and their paths (the
        Rolling Log is asked about for every hand that holds one; test_ft_speed_caches
        checks that the two agree)."""
        memo = self._board_memo()
        out = memo.get("log_firsts")
        if out is not None:
            return out
        geo = self.geo
        _, gems, empty = self._board_masks(memo)
        outside = geo.full & ~self._zone_mask()
        rolling = gems & outside                          # only gems outside the zones roll
        steps = self._log_steps()
        passing = empty if self.options["rolling_log_blocking"] == "blocked" else geo.full
        landing = empty if self.options["rolling_log_into_zones"] else empty & outside
        out = 0
        for pair in ((0, 1), (1, 0)):                     # a gem and the one east / south of it
            firsts = rolling & geo.moved(rolling, -pair[0], -pair[1])
            for d in CARDINAL_VECS:
                dr, dc = geo.vec[d]
                ok = firsts
                for gr, gc in ((0, 0), pair):             # each gem's path
                    for k in range(1, steps + 1):
                        at = (gr + k * dr, gc + k * dc)   # from the first gem
                        if at in ((0, 0), pair):          # the other gem's square: free to pass
                            need = geo.full
                        else:
                            need = landing if k == steps else passing
                        ok &= geo.moved(need, -at[0], -at[1])   # first gems whose square `at` is in need
                out |= ok | geo.moved(ok, pair[0], pair[1])    # both gems of a pair that rolls
        memo["log_firsts"] = out
        return out

    def _shadow_gems(self, quad) -> list:
        """Shadow die 1: gems of the hawk's quadrant that can go to another quadrant."""
        cells = self.cells
        dests = [sq for sq in range(self.geo.count)
                 if cells[sq] == "." and self.cfg.quadrant_of[sq] != quad]
        out = []
        for sq in self.cfg.quadrant_squares[quad]:
            if cells[sq] != "f":
                continue
            if self.zone_at[sq] is not None and not self.options["shadow_hawk_zone_gems"]:
                continue
            if any(self.near_fire(t, exclude=sq) for t in dests):
                out.append(sq)
        return out

    def _target_options(self, d) -> list:
        eff = d["effect"]
        if eff == "explosion":                                        # FT-CARD-EXPLOSION
            return list(self._gem_squares())
        if eff == "smokejumper":                                      # FT-CARD-SMOKEJUMPER
            return self._smoke_targets()
        if eff == "ember":
            return self._ember_sources()
        if eff == "backburn":                                         # FT-CARD-BACKBURN
            return self.geo.squares(self._break_free_mask(d["seat"], as_gem=True))
        if eff == "rolling_log":
            if d["first"] is None:
                return self._log_firsts()
            return [m for m in self.geo.n4[d["first"]] if self._log_moves(d["first"], m, True)]
        if eff == "shadow_gem":
            return self._shadow_gems(d["quad"])
        return []

    def _legal_target(self, d):
        return self._acts("target", self._target_options(d))

    def _act_target(self, events, d, a):
        sq = self._sq_of(a)
        seat, eff = d["seat"], d["effect"]
        self.decision = None
        if eff == "explosion":
            around = [m for m in self.geo.n8[sq] if self.cells[m] == "."]
            self._enter_select(events, dict(d, kind="select", target=sq, squares=around,
                                            chosen=list(around)))
        elif eff == "smokejumper":
            around = [m for m in self.geo.n8[sq] if self._removable(m)]
            self._enter_select(events, dict(d, kind="select", target=sq, squares=around,
                                            chosen=list(around)))
        elif eff in ("ember", "shadow_gem"):
            self._decide("dest", seat, effect=eff, card=d.get("card"), src=sq, quad=d.get("quad"))
        elif eff == "backburn":
            why = self.card_id(d["card"])
            self._remove_gems(events, [sq], seat, why)
            self._put_breaks(events, [sq], seat, why)
            self._push({"t": "settle"})
        elif eff == "rolling_log":
            if d["first"] is None:
                self._decide("target", seat, effect="rolling_log", card=d["card"], first=sq)
            else:
                self._decide("slide", seat, card=d["card"], pair=[d["first"], sq])

    def _why_target(self, d, a):
        sq = self._sq_of(a)
        if sq < 0:
            return "off_board"
        ch = self.cells[sq]
        eff = d["effect"]
        if ch == "E":
            return "eternal_flame"
        if ch != "f":
            return "no_gem"
        if eff in ("ember", "rolling_log") and self.zone_at[sq] is not None:
            return "tower_zone"
        if eff == "backburn":
            return self.break_reason(sq, d["seat"], as_gem=True)
        if eff == "shadow_gem":
            if self.cfg.quadrant_of[sq] != d["quad"]:
                return "not_that_quadrant"
            if self.zone_at[sq] is not None:
                return "tower_zone"
        if eff == "rolling_log" and d["first"] is not None and sq not in self.geo.n4[d["first"]]:
            return "not_adjacent_pair"
        return "nowhere_to_go"

    # --------------------------------------------------------- destinations
    def _dest_options(self, d) -> list:
        if d["effect"] == "ember":
            return self._ember_dests(d["src"])
        quad = d["quad"]                                             # shadow die 1
        return [sq for sq in self._ember_dests(d["src"]) if self.cfg.quadrant_of[sq] != quad]

    def _legal_dest(self, d):
        return self._acts("to", self._dest_options(d))

    def _act_dest(self, events, d, a):
        self.decision = None
        why = self.card_id(d["card"]) if d.get("card") is not None else "shadow_hawk"
        self._move_gem(events, d["src"], self._sq_of(a), d["seat"], why)
        self._push({"t": "settle"})

    def _why_dest(self, d, a):
        sq = self._sq_of(a)
        reason = self._square_reason(sq)
        if reason:
            return reason
        if d["effect"] == "shadow_gem" and self.cfg.quadrant_of[sq] == d["quad"]:
            return "same_quadrant"
        return "not_adjacent_fire"

    def _move_gem(self, events, src, dst, actor, why):
        self.cells[src] = "."
        self.cells[dst] = "f"
        events.append({"type": "gem_moved", "why": why, "seat": actor,
                       "from": self.rc(src), "to": self.rc(dst)})
        self._note_burn(dst, actor)
        if dst in self.hawks:                                         # FT-HAWK-CHAIN
            self._queue_hawks([dst], actor, front=True)

    # ---------------------------------------------------------------- slide
    def _legal_slide(self, d):
        return [("slide", w) for w in self._log_moves(*d["pair"])]

    def _act_slide(self, events, d, a):
        seat = d["seat"]
        self.decision = None
        direction = a[1]
        step = self.geo.step[direction]
        steps = self.card_def(d["card"]).params["steps"]
        pair = list(d["pair"])
        # the front gem first (the one whose path does not cross the other's square), so
        # that the gem behind knows where the front one stopped
        def behind(g):
            cur = g
            for _ in range(steps):
                cur = step[cur]
                if cur in pair:
                    return 1
            return 0
        pair.sort(key=behind)
        finals = []
        for g in pair:
            path, cur = [], g
            for _ in range(steps):
                cur = step[cur]
                path.append(cur)
            final = path[-1]
            if self.options["rolling_log_hawks"] == "catch_first":
                for p in path[:-1]:
                    # a hawk over a firebreak (option firebreak_on_hawk) cannot take the
                    # gem: no gem lies on a firebreak, so the log rolls on past it
                    if p in self.hawks and p not in pair and self.cells[p] == ".":
                        final = p
                        break
            if final in finals:                     # the front gem stopped there: stop short,
                i = path.index(final) - 1           # on a square a gem may lie on
                while i >= 0 and self.cells[path[i]] != "." and path[i] not in pair:
                    i -= 1
                final = path[i] if i >= 0 else g
            finals.append(final)
        for g in pair:
            self.cells[g] = "."
        moves = []
        hit = []
        for g, final in zip(pair, finals):
            self.cells[final] = "f"
            moves.append({"from": self.rc(g), "to": self.rc(final)})
            self._note_burn(final, seat)
            if final in self.hawks:
                hit.append(final)
        events.append({"type": "gems_moved", "why": "rolling_log", "seat": seat,
                       "direction": direction, "moves": moves})
        self._queue_hawks(hit, seat)
        self._push({"t": "settle"})

    def _why_slide(self, d, a):
        if len(a) != 2 or a[1] not in CARDINAL_VECS:
            return "bad_direction"
        return "log_blocked"

    # -------------------------------------------------------------- reforest
    def _legal_reforest(self, d):                                    # FT-CARD-DE-REFOREST
        places = self.geo.squares(self._break_free_mask(d["seat"]))
        breaks = self.geo.squares(self._firebreak_mask(self._board_memo()))
        return self._acts("firebreak", places) + self._acts("remove", breaks)

    def _act_reforest(self, events, d, a):
        seat = d["seat"]
        self.decision = None
        sq = self._sq_of(a)
        why = self.card_id(d["card"])
        if a[0] == "firebreak":
            self._put_breaks(events, [sq], seat, why)
        else:
            self._remove_break(events, sq, seat, why)

    def _why_reforest(self, d, a):
        sq = self._sq_of(a)
        if a[0] == "remove":
            return "off_board" if sq < 0 else "no_firebreak"
        return self.break_reason(sq, d["seat"])

    # ============================================= square-by-square picks
    def _decide_cells(self, effect, seat, most, card=None, min_picks=1, **extra):
        """Pick up to `most` squares one at a time, then confirm (or finish at the limit,
        or when no square is left). Returns False (and decides nothing) if none is legal."""
        d = dict(kind="cells", seat=seat, effect=effect, max=most, min=min_picks, picked=[],
                 card=card, **extra)
        if not self._cell_options(d):
            return False
        self.decision = d
        return True

    def _cell_candidates(self, d) -> list:
        eff = d["effect"]
        if eff == "helitack":
            return [sq for sq in self._gem_squares() if self._heli_removable(sq)]
        if eff in ("aid_break", "champion"):
            return list(range(self.geo.count))
        if eff == "aid_gem" and not self.options["mutual_aid_gem_adjacent"]:
            return [sq for sq in range(self.geo.count) if self.cells[sq] == "."]
        if eff == "sotw_wind":
            return self.wind_targets(d["dir"], True)
        if eff == "shadow_wind":
            return self.wind_targets(self.wind)
        return self.frontier()

    def _cell_reason(self, d, sq, picked=None) -> str | None:
        picked = d["picked"] if picked is None else picked
        eff = d["effect"]
        if sq < 0:
            return "off_board"
        if sq in picked:
            return "already_picked"
        if eff == "helitack":                                         # FT-CARD-HELITACK
            if not self._heli_removable(sq):
                return "tower_zone" if self.cells[sq] == "f" else "no_gem"
            if self._helitack_valid(picked + [sq]) or self._helitack_completable(picked + [sq], d["max"]):
                return None
            return "needs_adjacent_pair"
        if eff == "aid_break":
            return self.break_reason(sq, d["seat"])
        if eff == "champion":                                         # FT-CHAMPION
            reason = self.break_reason(sq, d["seat"])
            if reason is None and any(m in picked for m in self.geo.n4[sq]):
                return "firebreak_spacing"
            return reason
        reason = self._square_reason(sq)
        if reason:
            return reason
        if eff in ("sotw_wind", "shadow_wind"):
            return None if sq in self._cell_candidates(d) else "not_downwind"
        chain = eff == "reckless" and self.options["reckless_chain"]
        free_aid = eff == "aid_gem" and not self.options["mutual_aid_gem_adjacent"]
        if not free_aid and not self.near_fire(sq) and \
                not (chain and any(m in picked for m in self.geo.n4[sq])):
            return "not_adjacent_fire"
        spacing = eff == "surface_fire" or (eff == "shadow_six" and self.options["shadow_six_spacing"] == "apart")
        if spacing and any(m in picked for m in self.geo.n4[sq]):
            return "touches_other_gem"
        if eff == "aid_gem":                                          # FT-EVENT-MUTUAL-AID
            placed = set(d.get("placed", []))
            if any(m in placed for m in self.geo.n4[sq]):
                return "touches_aid_gem"
        return None

    def _helitack_valid(self, chosen) -> bool:
        """FT-CARD-HELITACK-PAIR: the gems removed include two that touch (option
        helitack_touch pair, the default; also with two gems; one gem alone is not enough).
        Option free (the old reading): one or two gems any, three: two of them adjacent.
        A save made before the option keeps the old reading."""
        if len(chosen) <= 2 and self.options.get("helitack_touch", "free") == "free":
            return True
        return any(b in self.geo.n4[a] for a, b in combinations(chosen, 2))

    def _helitack_completable(self, chosen, most) -> bool:
        """helitack_touch pair: `chosen` can still grow into a valid pick of at most `most`
        gems (a gem next to a chosen one, or with two picks left a touching pair)."""
        if self.options.get("helitack_touch", "free") == "free":
            return False
        room = most - len(chosen)
        if room <= 0:
            return False
        n4 = self.geo.n4
        if any(m not in chosen and self._heli_removable(m) for c in chosen for m in n4[c]):
            return True
        if room < 2:
            return False
        memo = self._board_memo()                 # the touching removable pairs, per board
        pairs = memo.get("heli_pairs")
        if pairs is None:
            gems = [g for g in self._gem_squares() if self._heli_removable(g)]
            found = set(gems)
            pairs = memo["heli_pairs"] = [(g, m) for g in gems for m in n4[g] if m > g and m in found]
        return any(a not in chosen and b not in chosen for a, b in pairs)

    def _cell_options(self, d) -> list:
        return self._per_decision("cell_options", d, d["picked"], lambda: self._find_cell_options(d))

    def _find_cell_options(self, d) -> list:
        if len(d["picked"]) >= d["max"]:
            return []
        eff = d["effect"]
        if eff == "helitack":
            return self.geo.squares(self._helitack_mask(d))
        if eff in FRONTIER_PICKS and not (eff == "reckless" and self.options["reckless_chain"]) \
                and not (eff == "aid_gem" and not self.options["mutual_aid_gem_adjacent"]):
            return self.geo.squares(self._frontier_pick_mask(d))
        cands = self._cell_candidates(d)
        if d["effect"] == "reckless" and self.options["reckless_chain"]:
            cands = sorted(set(cands) | {m for p in d["picked"] for m in self.geo.n4[p]
                                         if self.cells[m] == "."})
        return [sq for sq in cands if self._cell_reason(d, sq) is None]

    def _helitack_mask(self, d) -> int:
        """The gems _cell_reason lets a Helitack pick next, as a mask: those with which the
        pick is valid or can still be completed (FT-CARD-HELITACK-PAIR), found for all the
        gems at once (the options are asked for after every pick; test_ft_speed_caches
        checks that the two agree)."""
        geo = self.geo
        gems = self._gem_mask()
        removable = gems if self.options["helitack_in_zones"] else gems & ~self._zone_mask()
        picked = geo.mask_of(d["picked"])
        free = removable & ~picked                         # the gems still to pick
        touching = geo.grow4(picked)
        if picked & touching:                              # two picked gems touch: any gem
            return free
        count = len(d["picked"]) + 1                       # the gems with the new one
        if self.options.get("helitack_touch", "free") == "free":   # _helitack_valid alone
            return free if count <= 2 else free & touching
        near = free & touching                             # these make a touching pair now;
        if count >= d["max"]:
            return near
        if near:                                           # with room left, one of them
            return free                                    # completes any other pick
        pairs = free & geo.grow4(free)                     # else a gem beside the new one,
        if pairs and count + 2 <= d["max"]:                # or, with two picks left, any
            return free                                    # touching pair to come
        return pairs

    def _frontier_pick_mask(self, d) -> int:
        """The squares _cell_reason lets a pick of gems next to fire take next (Surface Fire,
        Reckless Abandon without chains, the Shadow die's gems, Mutual Aid's gem next to
        fire), as a mask: the frontier less the picks, and the spacing asked for."""
        geo = self.geo
        eff = d["effect"]
        out = self._frontier_mask() & ~geo.mask_of(d["picked"])
        if eff == "surface_fire" or (eff == "shadow_six" and self.options["shadow_six_spacing"] == "apart"):
            out &= ~geo.grow4(geo.mask_of(d["picked"]))
        if eff == "aid_gem":                                          # FT-EVENT-MUTUAL-AID
            out &= ~geo.grow4(geo.mask_of(d.get("placed", [])))
        return out

    def _cells_confirmable(self, d) -> bool:
        picked = d["picked"]
        if len(picked) < d["min"]:
            return False
        if d["effect"] == "helitack":
            return self._helitack_valid(picked)
        return True

    def _legal_cells(self, d):
        acts = self._acts("cell", self._cell_options(d))
        if self._cells_confirmable(d):
            acts.append(("confirm",))
        return acts

    def _act_cells(self, events, d, a):
        if a[0] == "cell":
            d["picked"] = d["picked"] + [self._sq_of(a)]
            if len(d["picked"]) < d["max"] and self._cell_options(d):
                return
        self.decision = None
        self._finish_cells(events, d)

    def _why_cells(self, d, a):
        if a[0] == "confirm":
            return "pick_more"
        if len(d["picked"]) >= d["max"]:
            return "no_more_picks"
        return self._cell_reason(d, self._sq_of(a))

    def _finish_cells(self, events, d):
        seat, eff, picked = d["seat"], d["effect"], list(d["picked"])
        why = self.card_id(d["card"]) if d.get("card") is not None else eff
        if eff == "helitack":
            self._remove_gems(events, picked, seat, why)
        elif eff == "aid_break":
            self._put_breaks(events, picked, seat, "mutual_aid")
        elif eff == "champion":
            self._put_breaks(events, picked, seat, "champion")
        else:
            self._put_gems(events, picked, seat, why)
            if eff == "aid_gem":
                task = self._find_task("aid_step")
                if task is not None:
                    task["placed"] = task["placed"] + picked
        self._push({"t": "settle"})

    # ================================================================ hawks
    def _hawk_card_possible(self, seat) -> bool:
        quads = self.hawk_quadrants(seat)
        if not self.has_hawk_spot(quads):
            return False
        return self.hawk_supply() > 0 or any(self.cfg.quadrant_of[h] not in quads for h in self.hawks)

    def _t_hawk_place(self, events, task):
        """FT-HAWK-PLACE / FT-HAWK-SUPPLY."""
        seat, left = task["seat"], task["left"]
        if left <= 0:
            return
        quads = self.hawk_quadrants(seat, partner_too=task["why"] != "setup")
        if not self.has_hawk_spot(quads):
            events.append({"type": "hawks_no_room", "seat": seat, "left": left})
            return
        if self.hawk_supply() <= 0 and not any(self.cfg.quadrant_of[h] not in quads for h in self.hawks):
            events.append({"type": "hawks_none_left", "seat": seat, "left": left})
            return
        self._decide("hawk_place", seat, left=left, why=task["why"], quads=quads)

    def _legal_hawk_place(self, d):
        if self.hawk_supply() > 0:
            return self._acts("hawk", self.hawk_spots(d["quads"]))
        return self._acts("take", [h for h in self.hawks if self.cfg.quadrant_of[h] not in d["quads"]])

    def _act_hawk_place(self, events, d, a):
        sq = self._sq_of(a)
        seat = d["seat"]
        self.decision = None
        if a[0] == "take":
            self.hawks.remove(sq)
            events.append({"type": "hawk_taken", "seat": seat, "at": self.rc(sq),
                           "from_seat": self.hawk_controller(sq)})
            self._push({"t": "hawk_place", "seat": seat, "left": d["left"], "why": d["why"]})
            return
        self.hawks = sorted(self.hawks + [sq])
        events.append({"type": "hawk_placed", "seat": seat, "at": self.rc(sq), "why": d["why"]})
        self._push({"t": "hawk_place", "seat": seat, "left": d["left"] - 1, "why": d["why"]})

    def _why_hawk_place(self, d, a):
        sq = self._sq_of(a)
        if a[0] == "take":
            if self.hawk_supply() > 0:
                return "supply_not_empty"
            return "no_hawk_there" if sq not in self.hawks else "your_own_hawk"
        if self.hawk_supply() <= 0:
            return "supply_empty"
        return self.hawk_spot_reason(sq, d["quads"])

    def _t_relocate(self, events, task):
        """FT-HAWK-RELOCATE: after a hawk card every seat may move its own hawks."""
        seats = list(task["seats"])
        while seats:
            seat = seats.pop(0)
            if self._own_hawks_movable(seat, []):
                if seats:
                    self._push({"t": "relocate", "seats": seats})
                self._decide("relocate", seat, src=None, moved=[])
                return

    def _own_hawks(self, seat) -> list:
        return self.own_hawks_of(seat)                       # rules_variants.py (two quadrants, flat hawks)

    def _own_hawks_movable(self, seat, moved) -> list:
        if not self.has_hawk_spot(self.hawk_quadrants(seat)):
            return []
        return [h for h in self._own_hawks(seat) if h not in moved]

    def _legal_relocate(self, d):
        """FT-HAWK-RELOCATE (each hawk once per relocation); FT-TEAM-HAWKS: into the
        partner's quadrant too."""
        if d["src"] is None:
            return self._acts("hawk_from", self._own_hawks_movable(d["seat"], d["moved"])) + [("done",)]
        return self._acts("hawk_to", self.hawk_spots(self.hawk_quadrants(d["seat"])))

    def _act_relocate(self, events, d, a):
        if a[0] == "done":
            self.decision = None
            return
        sq = self._sq_of(a)
        if a[0] == "hawk_from":
            d["src"] = sq
            return
        src = d["src"]
        self.hawks = sorted([h for h in self.hawks if h != src] + [sq])
        events.append({"type": "hawk_moved", "seat": d["seat"], "from": self.rc(src), "to": self.rc(sq)})
        d["src"] = None
        d["moved"] = d["moved"] + [sq]
        if not self._own_hawks_movable(d["seat"], d["moved"]):
            self.decision = None

    def _why_relocate(self, d, a):
        sq = self._sq_of(a)
        if a[0] == "hawk_from":
            if d["src"] is not None:
                return "hawk_already_picked"
            if sq not in self._own_hawks(d["seat"]):
                return "not_your_hawk"
            return "hawk_already_moved"
        if a[0] == "hawk_to":
            if d["src"] is None:
                return "pick_a_hawk_first"
            return self.hawk_spot_reason(sq, self.hawk_quadrants(d["seat"]))
        return "finish_the_move"

    def _next_hawk(self, events):
        """FT-HAWK-ORDER: the next hawk to trigger, or the choice of it. A chained hawk
        goes at once (FT-HAWK-CHAIN); otherwise the first controller in clockwise order
        picks among their own waiting hawks (or, with hawk_order active_chooses, the
        player who caused them picks among all)."""
        first = self.pending_hawks[0]
        if first[2]:
            self.pending_hawks.pop(0)
            self._start_hawk_trigger(events, first[0])
            return
        if self.options["hawk_order"] == "active_chooses":
            waiting = [p[0] for p in self.pending_hawks if not p[2]]
            if len(waiting) > 1:
                self._decide("hawk_order", first[1], choices=waiting)
                return
        else:
            owner = self.hawk_controller(first[0])
            waiting = []
            for sq, _, chained in self.pending_hawks:
                if chained or self.hawk_controller(sq) != owner:
                    break
                waiting.append(sq)
            if len(waiting) > 1:
                self._decide("hawk_trigger", owner, at=None, choices=waiting)
                return
        self.pending_hawks.pop(0)
        self._start_hawk_trigger(events, first[0])

    def _take_pending(self, sq):
        self.pending_hawks = [p for p in self.pending_hawks if p[0] != sq]

    def _legal_hawk_order(self, d):
        return self._acts("pick_hawk", d["choices"])

    def _act_hawk_order(self, events, d, a):
        sq = self._sq_of(a)
        self.decision = None
        self._take_pending(sq)
        self._start_hawk_trigger(events, sq)

    def _why_hawk_order(self, d, a):
        return "hawk_not_waiting"

    def _hawk_dests(self, sq) -> list:
        """FT-HAWK-CARRY: any other empty square next to fire (or, with hawk_adjacent_to
        gem, next to another gem)."""
        if self.options["hawk_adjacent_to"] == "fire":
            return self._ember_dests(sq)
        cells, n4 = self.cells, self.geo.n4
        return [t for t in range(self.geo.count)
                if cells[t] == "." and t != sq and any(cells[m] == "f" and m != sq for m in n4[t])]

    def _start_hawk_trigger(self, events, sq):
        """FT-HAWK-TRIGGER: the controller carries the gem; the hawk returns to the supply."""
        if sq not in self.hawks or self.cells[sq] != "f":
            return
        seat = self.hawk_controller(sq)
        if not self._hawk_dests(sq):
            self.hawks.remove(sq)
            events.append({"type": "hawk_triggered", "seat": seat, "at": self.rc(sq), "to": None})
            return
        self._decide("hawk_trigger", seat, at=sq, choices=[sq])

    def _legal_hawk_trigger(self, d):
        if d["at"] is None:
            return self._acts("pick_hawk", d["choices"])
        return self._acts("to", self._hawk_dests(d["at"]))

    def _act_hawk_trigger(self, events, d, a):
        if a[0] == "pick_hawk":
            sq = self._sq_of(a)
            self.decision = None
            self._take_pending(sq)
            self._start_hawk_trigger(events, sq)
            return
        sq, dst = d["at"], self._sq_of(a)
        self.decision = None
        self.hawks.remove(sq)
        events.append({"type": "hawk_triggered", "seat": d["seat"], "at": self.rc(sq), "to": self.rc(dst)})
        self._move_gem(events, sq, dst, d["seat"], "hawk")

    def _why_hawk_trigger(self, d, a):
        if a[0] == "pick_hawk":
            return "hawk_not_waiting" if d["at"] is None else "hawk_already_picked"
        if d["at"] is None:
            return "pick_a_hawk_first"
        sq = self._sq_of(a)
        reason = self._square_reason(sq)
        return reason or "not_adjacent_fire"

    # ================================================================ cards
    def _legal_cards(self, d):
        hand = self.hands[d["seat"]]
        picked = d["picked_cards"]
        acts = [("pick", c) for c in hand if c in picked or len(picked) < d["max"]]
        if d["min"] <= len(picked) <= d["max"]:
            acts.append(("confirm",))
        return acts

    def _act_cards(self, events, d, a):
        seat = d["seat"]
        if a[0] == "pick":
            cid = a[1]
            d["picked_cards"] = [c for c in d["picked_cards"] if c != cid] if cid in d["picked_cards"] \
                else d["picked_cards"] + [cid]
            return
        self.decision = None
        picked = list(d["picked_cards"])
        for cid in picked:
            self.hands[seat].remove(cid)
        self._discard_cards(picked)
        events.append({"type": "cards_discarded", "seat": seat, "why": d["purpose"],
                       "count": len(picked), "cards": [self.card_id(c) for c in picked], "cids": picked})
        if d["purpose"] in ("storm", "aid"):
            self._push({"t": "refill", "seat": seat})

    def _why_cards(self, d, a):
        if a[0] == "pick":
            if len(a) != 2 or a[1] not in self.hands[d["seat"]]:
                return "not_in_hand"
            return "too_many_cards"
        return "wrong_number_of_cards"

    def _t_trim(self, events, task):
        if len(self.hands[task["seat"]]) > self.hand_size:
            self._decide("trim", task["seat"])

    def _legal_trim(self, d):
        return [("discard", c) for c in self.hands[d["seat"]]]

    def _act_trim(self, events, d, a):
        seat = d["seat"]
        self.hands[seat].remove(a[1])
        self._discard_cards([a[1]])
        events.append({"type": "cards_discarded", "seat": seat, "why": "trim", "count": 1,
                       "cards": [self.card_id(a[1])], "cids": [a[1]]})
        if len(self.hands[seat]) <= self.hand_size:
            self.decision = None

    def _why_trim(self, d, a):
        return "not_in_hand"

"""Fire Tower, Extreme Weather: the Season cards, the lightning tokens (multiplayer and the
solo Lightning variant share this one implementation) and the Lightning Storm event's
effect. A mixin of FireTowerState; pure, no pygame. Rule ids (FT-SEASON-..., FT-LIGHTNING-...)
refer to seeds/fire_tower.en.md; data in data/fire_tower/cards.yaml (`seasons`), board.yaml
(`lightning_start`) and rules.yaml (`seasons`, options `seasons`, `drought_bucket`,
`rolling_log_lightning`); config.SeasonsConfig.

State (multiplayer; saved, with defaults so that older saves load):
  seasons         the season ids chosen at set-up (set-up key `seasons`)
  season          the card instance of the season in force, or None
  season_draw     [turn number, seat] of the draw that played it (FT-SEASON-TOGETHER)
  lightning       token squares (the solo variant keeps its own in solo["lightning"])
  lightning_moves tokens hit, waiting to move: [square, squares just placed, seat(, why)]
Use lightning_tokens() / _lightning_queue() rather than the fields: they answer for solo too.

Tasks other modules push
------------------------
{"t": "lightning_storm", "drawer": seat}   the Lightning Storm event (FT-LIGHTNING-STORM):
    storm_rolls times roll the wind die and strike from every token; the rules_events
    dispatcher pushes it, then its usual {"t": "event_done", "cid": cid}.
{"t": "lightning_strike", "seat": seat}     one strike round (also the solo end of round).
{"t": "lightning_moves"}                    move the tokens queued by _lightning_evict().
sort_seasons_drawn(events, cids, seat)      for effects that draw several cards at once
    (Lookout, Mobilization): keeps the first season among `cids`, shuffles the others back
    into the deck and returns the cards left (FT-SEASON-TOGETHER).
drought_active()                            True while Drought is in force (no water gems).

Decisions added (decision["kind"]) and their actions
----------------------------------------------------
lightning_call  ("call",) | ("no_call",)      FT-SEASON-LIGHTNING-FIRES (start of your turn)
lightning_move  ("to", r, c)                  FT-LIGHTNING-MOVE (data: at, placed)
Gale's second wind gem is a turn_wind decision with data gale (the wind gems placed so far)
and left (FT-SEASON-GALE).
"""
from __future__ import annotations

from game.core.protocol import IllegalAction

SEASON_STEPS = {"lightning_call": ("call", "no_call"), "lightning_move": ("to",)}
OVERLAY_TOKEN = "L"          # a lightning token in the `board` rows (an empty square)
DROUGHT_LIMITS = ("water", "smokejumper")   # FT-SEASON-DROUGHT: the effects that remove at most drought_most gems


def setup_seasons(s, setup: dict, deck: list, rng) -> None:
    """FT-SEASON-SETUP: check the set-up key `seasons`, shuffle one season into each of as
    many equal piles of `deck` (top = last) and restack; the others stay out of the game.
    FT-LIGHTNING-START: the tokens go on their start squares when Lightning Fires is in or
    the Lightning Storm event is in the deck. Called by new_game after the events are
    shuffled in and before Firestorm is placed."""
    sc = s.cfg.seasons
    chosen = setup.get("seasons")
    if chosen is None:                                               # not given: the data default
        chosen = list(sc.default)
    if not isinstance(chosen, (list, tuple)) or any(type(x) is not str or x not in sc.ids for x in chosen) \
            or len(set(chosen)) != len(chosen) or (chosen and len(chosen) not in sc.piles):
        raise IllegalAction("setup_option", option="seasons")
    chosen = [x for x in sc.ids if x in chosen]                      # file order
    s.seasons = chosen
    s.outside += [sc.instance[x] for x in sc.ids if x not in chosen]
    if chosen:
        order = list(chosen)
        rng.shuffle(order)
        k, total = len(order), len(deck)
        piles, start = [], 0
        for i, sid in enumerate(order):
            size = total // k + (1 if i < total % k else 0)
            pile = deck[start:start + size]
            start += size
            pile.insert(rng.randrange(len(pile) + 1), sc.instance[sid])
            piles.append(pile)
        deck[:] = [cid for pile in piles for cid in pile]
    storm = s.cfg.event_instance.get("lightning_storm")
    events = setup.get("events")
    storm_in = (storm is not None and storm in deck) or \
        (isinstance(events, (list, tuple)) and "lightning_storm" in events)
    if storm_in or "lightning_fires" in chosen:
        s.lightning = list(sc.lightning_start)


class SeasonsMixin:
    # ================================================================ tokens
    def lightning_tokens(self) -> list:
        """The lightning tokens on the board (solo or multiplayer), as squares."""
        return self.solo["lightning"] if self.solo is not None else self.lightning

    def _lightning_queue(self) -> list:
        return self.solo["lightning_moves"] if self.solo is not None else self.lightning_moves

    def board_overlay(self) -> dict:
        """Square -> the character the `board` rows show on that empty square instead of
        '.': lightning tokens are 'L'. Other modules add theirs the same way (ask super())."""
        parent = getattr(super(), "board_overlay", None)
        out = parent() if parent else {}
        for sq in self.lightning_tokens():
            if self.cells[sq] == ".":
                out[sq] = OVERLAY_TOKEN
        return out

    def _lightning_hit(self, squares, seat=None) -> None:
        """FT-LIGHTNING-MOVE: a gem or firebreak placed on a token: it must move (the
        placer moves it next to what was just placed)."""
        tokens, queue = self.lightning_tokens(), self._lightning_queue()
        for sq in squares:
            if sq in tokens and all(m[0] != sq for m in queue):
                queue.append([sq, list(squares), self.turn_seat if seat is None else seat])

    def _move_gem(self, events, src, dst, actor, why):
        super()._move_gem(events, src, dst, actor, why)
        if self.lightning_tokens():
            self._lightning_hit([dst], actor)

    def _act_slide(self, events, d, a):
        """FT-LIGHTNING-LOG: a Rolling Log passing over a token or ending on it moves it
        (option rolling_log_lightning end_only: only ending on it)."""
        super()._act_slide(events, d, a)
        tokens = self.lightning_tokens()
        if not tokens:
            return
        moved = next((e for e in reversed(events) if e.get("type") == "gems_moved"
                      and e.get("why") == "rolling_log"), None)
        if moved is None:
            return
        step = self.geo.step[moved["direction"]]
        finals, hit = [], []
        for m in moved["moves"]:
            src, dst = self.sq(*m["from"]), self.sq(*m["to"])
            finals.append(dst)
            cur = src
            while cur >= 0 and cur != dst:
                cur = step[cur]
                if cur in tokens and (cur == dst or self.options["rolling_log_lightning"] == "over_or_end"):
                    hit.append(cur)
        tokens_hit = [t for t in hit if t in tokens]
        queue = self._lightning_queue()
        for t in tokens_hit:
            if all(m[0] != t for m in queue):
                queue.append([t, finals, d["seat"]])

    def _lightning_dests(self, placed, at=None) -> list:
        """FT-LIGHTNING-MOVE: empty squares next to a gem or firebreak just placed: no
        token, hawk, tower zone or Eternal Flame there (solo: in your quadrant; five
        players: no standing Oak's square, FT-VAR-OAKS [INTERP])."""
        cells, tokens = self.cells, self.lightning_tokens()
        out = set()
        for p in placed:
            for m in self.geo.n4[p]:
                if cells[m] == "." and m not in tokens and m not in self.hawks and self.zone_at[m] is None \
                        and (self._in_own_quadrant(m) if self.solo is not None else self.oak_square(m) is None):
                    out.add(m)
        return sorted(out)

    def _lightning_evict(self, squares, seat, why) -> bool:
        """FT-VAR-GHOST-TAKE [INTERP]: tokens on `squares`, where they may no longer stand
        (the zone of the tower just taken), must move as FT-LIGHTNING-MOVE moves them: `seat`
        puts each next to `squares`. True if any must (then push a lightning_moves task)."""
        queue, found = self._lightning_queue(), False
        for sq in self.lightning_tokens():
            if sq in squares and all(m[0] != sq for m in queue):
                queue.append([sq, list(squares), seat, why])
                found = True
        return found

    def _t_lightning_moves(self, events, task):
        """Move the tokens waiting in the queue (outside a settle)."""
        if self._lightning_queue():
            self._push({"t": "lightning_moves"})
            self._next_lightning(events)

    def _next_lightning(self, events):
        entry = self._lightning_queue().pop(0)
        sq, placed = entry[0], entry[1]
        seat = entry[2] if len(entry) > 2 else 0
        why = {"why": entry[3]} if len(entry) > 3 else {}    # ghost: FT-VAR-GHOST-TAKE
        if sq not in self.lightning_tokens():
            return
        if seat is None or not 0 <= seat < self.n or self.status[seat] == "out":
            seat = self.turn_seat
        if self._lightning_dests(placed):
            self._decide("lightning_move", seat, at=sq, placed=placed, **why)
        else:
            self.lightning_tokens().remove(sq)
            events.append({"type": "lightning_removed", "at": self.rc(sq), "seat": seat})

    def _legal_lightning_move(self, d):
        return self._acts("to", self._lightning_dests(d["placed"]))

    def _act_lightning_move(self, events, d, a):
        self.decision = None
        dst = self._sq_of(a)
        tokens = self.lightning_tokens()
        tokens[tokens.index(d["at"])] = dst
        events.append({"type": "lightning_moved", "seat": d["seat"], "from": self.rc(d["at"]),
                       "to": self.rc(dst)})

    def _why_lightning_move(self, d, a):
        sq = self._sq_of(a)
        if sq < 0:
            return "off_board"
        if self.solo is not None and not self._in_own_quadrant(sq):
            return "not_your_quadrant"
        if self.cells[sq] == "E":
            return "eternal_flame"
        if self.zone_at[sq] is not None:
            return "tower_zone"
        if self.solo is None and self.oak_square(sq) is not None:
            return "oak_square"                              # FT-VAR-OAKS [INTERP]
        if self.cells[sq] != "." or sq in self.hawks or sq in self.lightning_tokens():
            return "not_empty"
        return "not_next_to_ghost_zone" if d.get("why") == "ghost" else "not_next_to_placed"

    def lightning_strike_squares(self, direction) -> list:
        """FT-LIGHTNING-STRIKE: from each token walk `direction` over gems, the flame and
        other tokens to the first empty square (a hawk's square too); a firebreak or the
        edge first: nothing. Squares struck earlier in the same round count as gems."""
        step = self.geo.step[direction]
        cells, tokens = self.cells, self.lightning_tokens()
        landing = []
        for token in tokens:
            cur = step[token]
            while cur >= 0 and (cells[cur] in "fE" or cur in tokens or cur in landing):
                cur = step[cur]
            if cur >= 0 and cells[cur] == ".":
                landing.append(cur)
        return landing

    def _t_lightning_strike(self, events, task):
        """One strike round: roll the wind die, a gem from every token (FT-LIGHTNING-STRIKE;
        solo: FT-SOLO-LIGHTNING at the end of every round). A gem on a hawk triggers it."""
        seat = task.get("seat", 0)
        direction = self._roll_wind(events, "lightning")
        landing = self.lightning_strike_squares(direction)
        events.append({"type": "lightning_strike", "direction": direction, "seat": seat,
                       "why": task.get("why", "round"), "from": [self.rc(t) for t in self.lightning_tokens()],
                       "cells": [self.rc(sq) for sq in landing]})
        if landing:
            self._put_gems(events, landing, seat, "lightning")

    def _t_lightning_storm(self, events, task):
        """FT-LIGHTNING-STORM: the event: storm_rolls strike rounds from every token, each
        settled (hawks, burns) before the next; the tokens stay."""
        drawer = task["drawer"]
        events.append({"type": "lightning_storm", "seat": drawer, "tokens": len(self.lightning_tokens())})
        if not self.lightning_tokens():
            return
        rounds = []
        for _ in range(self.cfg.seasons.storm_rolls):
            rounds += [{"t": "lightning_storm_round", "seat": drawer}, {"t": "settle"}]
        self._push(*rounds)

    def _t_lightning_storm_round(self, events, task):
        if self.lightning_tokens():
            self._push({"t": "lightning_strike", "seat": task["seat"], "why": "storm"})

    def _storm_spread(self, direction, blocked=()) -> list:
        """FT-LIGHTNING-BLOCK: tokens stop a Firestorm like firebreaks."""
        if self.solo is None and self.lightning:
            blocked = set(blocked) | set(self.lightning)
        return super()._storm_spread(direction, blocked)

    # ================================================================ seasons
    def is_season(self, cid) -> bool:
        return self.card_def(cid).effect == "season"

    def season_in_force(self) -> str | None:
        """The id of the season in force, or None (FT-SEASON-PLAY)."""
        return None if self.season is None else self.card_id(self.season)

    def drought_active(self) -> bool:
        """FT-SEASON-DROUGHT: while Drought is in force (water removes at most 2 gems; no
        water gems may be placed)."""
        return self.season_in_force() == "drought"

    def _t_event(self, events, task):
        if self.is_season(task["cid"]):
            events.append({"type": "season_drawn", "card": self.card_id(task["cid"]), "seat": task["drawer"]})
            self._push({"t": "season", "cid": task["cid"], "drawer": task["drawer"]})
            return
        super()._t_event(events, task)

    def _t_season(self, events, task):
        """FT-SEASON-PLAY: the season drawn is in force for everyone until the next one; the
        old one goes to the discards. FT-SEASON-TOGETHER: a second season in the same draw
        (same seat, same turn) is shuffled back into the deck instead (while the deck holds
        another card to draw)."""
        cid, seat = task["cid"], task["drawer"]
        if cid in self.in_play:
            self.in_play.remove(cid)
        if self.season is not None and self.season_draw == [self.turn_number, seat] and \
                any(not self.is_season(c) for c in self.deck):
            self._season_back(events, cid, seat)
            return
        old = self.season
        if old is not None:
            self._discard_cards([old])
        self.season = cid
        self.season_draw = [self.turn_number, seat]
        events.append({"type": "season_played", "card": self.card_id(cid), "seat": seat,
                       "old": None if old is None else self.card_id(old)})

    def _season_back(self, events, cid, seat):
        rng = self._rng("deck")
        self.deck.insert(rng.randrange(len(self.deck) + 1), cid)
        self.rng["deck"] = rng.state
        self.serial += 1
        events.append({"type": "season_returned", "card": self.card_id(cid), "seat": seat})

    def sort_seasons_drawn(self, events, cids, seat) -> list:
        """FT-SEASON-TOGETHER for cards drawn at once: the first season among `cids` stays,
        the other seasons are shuffled back into the deck; returns the cards kept."""
        kept, first = [], True
        for cid in cids:
            if self.is_season(cid):
                if not first:
                    self._season_back(events, cid, seat)
                    continue
                first = False
            kept.append(cid)
        return kept

    def _t_pool_end(self, events, task):
        """Cards drawn into a pool (Shadow die 3, Shadow of the Wood) are drawn together."""
        if sum(1 for c in self.set_aside if self.is_season(c)) > 1:
            self.set_aside = self.sort_seasons_drawn(events, self.set_aside, task["seat"])
        super()._t_pool_end(events, task)

    # ------------------------------------------------------------- Drought
    def _drought_effects(self) -> tuple:
        """The card effects a Drought limits (the Bucket too with drought_bucket limited)."""
        if not self.drought_active():
            return ()
        if self.options["drought_bucket"] == "limited":
            return DROUGHT_LIMITS + ("bucket",)
        return DROUGHT_LIMITS

    def _enter_select(self, events, sel):
        """FT-SEASON-DROUGHT: water cards remove at most drought_most gems (the Bucket is
        not a water card; option drought_bucket limited: it too)."""
        if sel["effect"] in self._drought_effects():
            sel = dict(sel, chosen=list(sel["chosen"])[:self.cfg.seasons.drought_most])
        return super()._enter_select(events, sel)

    def _selection_ok(self, d, chosen) -> bool:
        if d["effect"] in self._drought_effects() and len(chosen) > self.cfg.seasons.drought_most:
            return False
        return super()._selection_ok(d, chosen)

    def _decide_cells(self, effect, seat, most, card=None, min_picks=1, **extra):
        if effect == "helitack" and self.drought_active():
            most = min(most, self.cfg.seasons.drought_most)
        return super()._decide_cells(effect, seat, most, card, min_picks, **extra)

    # ----------------------------------------------------------- Migration
    def _hawk_card_count(self, cid) -> int:
        """FT-SEASON-MIGRATION: a firehawk card places one extra hawk (the supply empty:
        taken from other quadrants, as FT-HAWK-SUPPLY always does)."""
        count = self.card_def(cid).params["hawks"]
        if self.season_in_force() == "migration":
            count += self.cfg.seasons.migration_extra
        return count

    # ---------------------------------------------------------------- Gale
    def _after_wind_gem(self, seat, sq) -> list:
        """Tasks after the Part 1 wind gem: FT-SEASON-GALE's further wind gems."""
        if self.solo is None and self.season_in_force() == "gale" and self.cfg.seasons.gale_gems > 1:
            return [{"t": "gale_gem", "seat": seat, "placed": [sq], "left": self.cfg.seasons.gale_gems - 1}]
        return []

    def _gale_targets(self, placed) -> list:
        """Downwind squares not orthogonally next to a wind gem placed this turn (its own
        square is fine once a hawk has carried that gem away)."""
        near = {m for p in placed for m in self.geo.n4[p]}
        return [t for t in self.wind_targets(self.wind) if t not in near]

    def _t_gale_gem(self, events, task):
        seat = task["seat"]
        if not self._turn_alive(seat):
            return
        targets = self._gale_targets(task["placed"])
        if not targets:
            events.append({"type": "wind_blocked", "seat": seat, "wind": self.wind, "gale": True})
        elif len(targets) == 1 and not self.bucket_usable(seat):
            self._gale_put(events, seat, targets[0], task["placed"], task["left"])
            events[-1]["auto"] = True
        else:
            self._decide("turn_wind", seat, gale=list(task["placed"]), left=task["left"])

    def _gale_put(self, events, seat, sq, placed, left):
        tasks = [{"t": "settle"}]
        if left > 1:
            tasks.append({"t": "gale_gem", "seat": seat, "placed": placed + [sq], "left": left - 1})
        self._push(*tasks)
        self._put_gems(events, [sq], seat, "wind")
        events[-1]["gale"] = True

    def _legal_turn_wind(self, d):
        if d.get("gale") is None:
            return super()._legal_turn_wind(d)
        acts = self._acts("wind", self._gale_targets(d["gale"]))
        if self.bucket_usable(d["seat"]):
            acts.append(("bucket",))
        return acts

    def _act_turn_wind(self, events, d, a):
        if d.get("gale") is None:
            return super()._act_turn_wind(events, d, a)
        seat = d["seat"]
        self.decision = None
        if a[0] == "bucket":
            self._start_bucket(events, seat, {"t": "gale_gem", "seat": seat, "placed": d["gale"],
                                              "left": d["left"]})
            return
        self._gale_put(events, seat, self._sq_of(a), d["gale"], d["left"])

    def _why_turn_wind(self, d, a):
        if d.get("gale") is not None and a[0] == "wind":
            sq = self._sq_of(a)
            if sq >= 0 and any(sq in self.geo.n4[p] for p in d["gale"]) and sq in self.wind_targets(self.wind):
                return "gale_adjacent"
        return super()._why_turn_wind(d, a)

    # ----------------------------------------------------- Lightning Fires
    def _turn_start_tasks(self, seat) -> list:
        """Tasks at the start of a standing player's turn, before Part 1."""
        parent = getattr(super(), "_turn_start_tasks", None)
        tasks = parent(seat) if parent else []
        if self.solo is None and self.season_in_force() == "lightning_fires" and self.lightning:
            tasks.append({"t": "lightning_call", "seat": seat})
        return tasks

    def _t_lightning_call(self, events, task):
        """FT-SEASON-LIGHTNING-FIRES: you may call down lightning (one strike round)."""
        seat = task["seat"]
        if self._turn_alive(seat) and self.lightning_tokens() and \
                self.season_in_force() == "lightning_fires":
            self._decide("lightning_call", seat)

    def _legal_lightning_call(self, d):
        return [("call",), ("no_call",)]

    def _act_lightning_call(self, events, d, a):
        seat = d["seat"]
        self.decision = None
        events.append({"type": "lightning_called" if a[0] == "call" else "lightning_not_called",
                       "seat": seat})
        if a[0] == "call":
            self._push({"t": "lightning_strike", "seat": seat, "why": "called"}, {"t": "settle"})

"""Root: the Marquise de Cat (reference §5): wood, the building tracks and wood routes,
March, Battle, Build, Recruit once per turn, Overwork, the bird-card extra actions, the
Evening draw bonus. Mixed into RootState (rules.py); pure.
Writes: players[0] (wood_supply, warriors_supply, buildings_left, hand), map (wood,
buildings, warriors), turn (actions_left, acted, recruited); tasks wood, pay_wood,
recruit_at, march_move."""
from __future__ import annotations

BUILDINGS = ("sawmill", "workshop", "recruiter")


class MarquiseMixin:
    def _placed(self, kind) -> int:
        mq = self.cfg.marquise
        return mq["per_building"] - self.players[0]["buildings_left"][kind]

    def marquise_draw_count(self) -> int:
        """RT-MC-EVENING: 1, +1 once the 3rd recruiter space is uncovered, +1 at the 5th."""
        placed = self._placed("recruiter")
        return self.cfg.marquise["evening_draw"] + sum(1 for at in self.cfg.marquise["draw_bonus_at"]
                                                        if placed >= at)

    # ------------------------------------------------------------ Birdsong (RT-MC-BIRDSONG)
    def marquise_birdsong(self, events):
        mills = [n for n in range(1, 13) for b in self.cl(n)["buildings"] if b == "sawmill"]
        p = self.players[0]
        if len(mills) <= p["wood_supply"] or self.options["short_wood"] == "priority":
            for n in mills:
                if p["wood_supply"] <= 0:
                    break
                self._place_wood(events, n, "sawmill")
        elif p["wood_supply"] > 0:
            self.stack.append({"k": "wood", "seat": 0, "left": mills, "n": p["wood_supply"]})

    def _place_wood(self, events, n, why):
        self.players[0]["wood_supply"] -= 1
        self.cl(n)["tokens"].append("wood")
        events.append({"type": "place", "faction": "marquise", "clearing": n, "piece": "wood", "n": 1, "why": why})

    def ta_wood(self, t, seat):
        if t["n"] <= 0 or self.players[0]["wood_supply"] <= 0:
            return []
        return [("wood", n) for n in dict.fromkeys(t["left"])]

    def do_wood(self, events, t, seat, action):
        t["left"].remove(action[1])
        t["n"] -= 1
        if t["n"] <= 0 or not t["left"]:
            self.stack.pop()
        self._place_wood(events, action[1], "sawmill")

    # ------------------------------------------------------------ Daylight actions
    def marquise_daylight_actions(self) -> list:
        p = self.players[0]
        out = []
        if not self.turn["acted"]:                     # RT-MC-DAYLIGHT-CRAFT: craft first
            out += self.craft_actions(0)
        if self.turn["actions_left"] > 0:
            out += self.battle_actions("marquise")
            out += [("march",) + m[1:] for m in self.move_actions("marquise")]
            if not self.turn["recruited"] and p["warriors_supply"] > 0 and self.count_on_map("recruiter"):
                out.append(("recruit",))
            out += self.build_actions()
            if p["wood_supply"] > 0:
                for n in range(1, 13):
                    if "sawmill" in self.cl(n)["buildings"]:
                        out += [("overwork", n, x) for x in p["hand"] if self.matches(x, self.suit(n))]
        out += [("hawks", x) for x in p["hand"] if self.card_suit(x) == "bird"]
        return out

    def build_cost(self, kind) -> int | None:
        placed = self._placed(kind)
        if placed >= self.cfg.marquise["per_building"]:
            return None
        return self.cfg.marquise["build_cost"][placed]

    def wood_in(self, clearings) -> int:
        return sum(self.cl(n)["tokens"].count("wood") for n in clearings)

    def build_actions(self) -> list:
        """RT-MC-BUILD: a ruled clearing with a free slot, wood from connected ruled clearings."""
        out = []
        ruled = {n for n in range(1, 13) if self.rules_clearing("marquise", n)}
        wood_of: dict = {}                     # clearing -> wood in its ruled network
        for n in sorted(ruled):
            if n not in wood_of:
                group = self.wood_network(n)
                total = self.wood_in(group)
                wood_of.update({m: total for m in group})
        for n in range(1, 13):
            if self.free_slots(n) <= 0 or n not in ruled:
                continue
            wood = wood_of[n]
            for kind in BUILDINGS:
                cost = self.build_cost(kind)
                if cost is not None and cost <= wood:
                    out.append(("build", kind, n))
        return out

    def _use_action(self):
        self.turn["actions_left"] -= 1
        self.turn["acted"] = True

    def pa_battle(self, events, seat, action):
        f = self.faction(seat)
        if f == "marquise":
            self._use_action()
        else:
            self.turn["ops_used"] += 1
        self.start_battle(events, f, action[1], action[2])

    def pa_march(self, events, seat, action):
        self._use_action()
        if self.cfg.marquise["march_moves"] > 1:
            self.stack.append({"k": "march_move", "seat": 0})
        self.do_move(events, "marquise", action[1], action[2], action[3])

    def pa_recruit(self, events, seat, action):
        if self.faction(seat) == "alliance":
            self.alliance_recruit(events, action[1])
            return
        self._use_action()
        self.turn["recruited"] = True
        p = self.players[0]
        spots = [n for n in range(1, 13) for b in self.cl(n)["buildings"] if b == "recruiter"]
        if len(spots) <= p["warriors_supply"]:
            for n in spots:
                self._recruit_one(events, n)
        else:
            self.stack.append({"k": "recruit_at", "seat": 0, "left": spots})

    def _recruit_one(self, events, n):
        self.players[0]["warriors_supply"] -= 1
        self.cl(n)["warriors"]["marquise"] += 1
        events.append({"type": "place", "faction": "marquise", "clearing": n, "piece": "warrior", "n": 1,
                       "why": "recruit"})

    def ta_recruit_at(self, t, seat):
        if self.players[0]["warriors_supply"] <= 0:
            return []
        return [("recruit_at", n) for n in dict.fromkeys(t["left"])]

    def do_recruit_at(self, events, t, seat, action):
        t["left"].remove(action[1])
        if not t["left"]:
            self.stack.pop()
        self._recruit_one(events, action[1])

    def pa_build(self, events, seat, action):
        _, kind, n = action
        self._use_action()
        cost = self.build_cost(kind)
        vp = self.cfg.marquise["track_vp"][kind][self._placed(kind)]
        network = self.wood_network(n)
        self.players[0]["buildings_left"][kind] -= 1
        self.cl(n)["buildings"].append(kind)
        events.append({"type": "place", "faction": "marquise", "clearing": n, "piece": kind, "n": 1,
                       "why": "build", "cost": cost})
        with_wood = [c for c in network if "wood" in self.cl(c)["tokens"]]
        if cost and (len(with_wood) == 1 or self.wood_in(network) == cost):
            left = cost
            for c in with_wood:
                while left and "wood" in self.cl(c)["tokens"]:
                    self._pay_wood(events, c)
                    left -= 1
        elif cost:
            self.stack.append({"k": "pay_wood", "seat": 0, "n": cost, "network": network})
        self.add_vp(events, "marquise", vp, "build")

    def _pay_wood(self, events, c):
        self.cl(c)["tokens"].remove("wood")
        self.players[0]["wood_supply"] += 1
        events.append({"type": "pay", "faction": "marquise", "clearing": c, "piece": "wood"})

    def ta_pay_wood(self, t, seat):
        if t["n"] <= 0:
            return []
        return [("pay_wood", c) for c in t["network"] if "wood" in self.cl(c)["tokens"]]

    def do_pay_wood(self, events, t, seat, action):
        t["n"] -= 1
        if t["n"] <= 0:
            self.stack.pop()
        self._pay_wood(events, action[1])

    def pa_overwork(self, events, seat, action):
        _, n, card = action
        self._use_action()
        self._discard_card(events, 0, card, "overwork")
        self._place_wood(events, n, "overwork")

    def pa_hawks(self, events, seat, action):
        """RT-MC-HAWKS: a bird card spent for one more action."""
        self._discard_card(events, 0, action[1], "hawks")
        self.turn["actions_left"] += 1

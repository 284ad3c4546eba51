"""Root: the Woodland Alliance (seed 8.2-8.6, reference §3): supporters, Revolt, Spread
Sympathy with Martial Law, Mobilize, Train, the Evening operations (Move, Battle,
Recruit, Organize), the Keep closed to Alliance placement. Mixed into RootState
(rules.py); pure. Outrage, Guerrilla War and losing a base live in rules_battle.py.
Writes: players[1] (supporters, officers, warriors_supply, sympathy_left, bases_left,
hand), map (sympathy, bases, Alliance warriors), turn (ops_used, spread); tasks spend,
revolt_resolve, spread_resolve."""
from __future__ import annotations


class AllianceMixin:
    def _placeable(self, n) -> bool:
        """RT-WA-KEEP: no Alliance piece is placed in the keep's clearing."""
        return "keep" not in self.cl(n)["tokens"]

    def _matching_supporters(self, suit) -> list:
        return [x for x in self.players[1]["supporters"] if self.matches(x, suit)]

    def spread_cost(self, n) -> int:
        al = self.cfg.alliance
        placed = al["sympathy"] - self.players[1]["sympathy_left"]
        cost = al["sympathy_cost"][placed]
        if self.cl(n)["warriors"]["marquise"] >= al["martial_law_warriors"]:     # RT-WA-MARTIAL-LAW
            cost += al["martial_law_extra"]
        return cost

    def spread_targets(self) -> list:
        any_sym = any(self.sympathetic(n) for n in range(1, 13))
        out = []
        for n in range(1, 13):
            if self.sympathetic(n) or not self._placeable(n):
                continue
            if any_sym and not any(self.sympathetic(m) for m in self.cfg.adjacent[n]):
                continue
            out.append(n)
        return out

    # ------------------------------------------------------------ Birdsong
    def alliance_birdsong_actions(self) -> list:
        al = self.players[1]
        out = []
        for n in range(1, 13):                                  # RT-WA-REVOLT
            suit = self.suit(n)
            if self.turn.get("spread"):                         # RT-WA-ORDER: Revolts first
                break
            if self.sympathetic(n) and suit in al["bases_left"] \
                    and len(self._matching_supporters(suit)) >= self.cfg.alliance["revolt_cost"] \
                    and self.cfg.clearings[n]["slots"] > self.cl(n)["buildings"].count("ruin"):
                out.append(("revolt", n))
        if al["sympathy_left"] > 0:                             # RT-WA-SPREAD
            for n in self.spread_targets():
                if len(self._matching_supporters(self.suit(n))) >= self.spread_cost(n):
                    out.append(("spread", n))
        return out

    def _spend(self, n_cards, suit, why, then):
        """Spend n supporters of the suit: asked card by card when there is a choice."""
        self._push({"k": "spend", "seat": 1, "n": n_cards, "suit": suit, "why": why}, then)

    def ta_spend(self, t, seat):
        if t["n"] <= 0:
            return []
        cards = self._matching_supporters(t["suit"])
        if len(cards) == t["n"]:
            return [("spend", cards[0])]                      # no choice: all of them go
        return [("spend", x) for x in cards]

    def do_spend(self, events, t, seat, action):
        t["n"] -= 1
        if t["n"] <= 0:
            self.stack.pop()
        self.players[1]["supporters"].remove(action[1])
        self._to_discard(action[1])
        events.append({"type": "discard", "faction": "alliance", "card": action[1], "why": t["why"]})

    def pa_revolt(self, events, seat, action):
        n = action[1]
        self._spend(self.cfg.alliance["revolt_cost"], self.suit(n), "revolt",
                    {"k": "revolt_resolve", "clearing": n})

    def in_revolt_resolve(self, events, t):
        n = t["clearing"]
        suit = self.suit(n)
        al = self.players[1]
        events.append({"type": "effect", "faction": "alliance", "card": None, "what": "revolt", "clearing": n})
        self.remove_all(events, n, "marquise", "alliance")
        al["bases_left"].remove(suit)
        self.cl(n)["buildings"].append("base_" + suit)
        events.append({"type": "place", "faction": "alliance", "clearing": n, "piece": "base_" + suit, "n": 1,
                       "why": "revolt"})
        k = min(sum(1 for m in range(1, 13) if self.suit(m) == suit and self.sympathetic(m)),
                al["warriors_supply"])
        if k:
            self.cl(n)["warriors"]["alliance"] += k
            al["warriors_supply"] -= k
            events.append({"type": "place", "faction": "alliance", "clearing": n, "piece": "warrior", "n": k,
                           "why": "revolt"})
        self._add_officer(events, "revolt")

    def _add_officer(self, events, why):
        al = self.players[1]
        if al["warriors_supply"] > 0:
            al["warriors_supply"] -= 1
            al["officers"] += 1
            events.append({"type": "place", "faction": "alliance", "clearing": None, "piece": "officer", "n": 1,
                           "why": why})

    def pa_spread(self, events, seat, action):
        n = action[1]
        self.turn["spread"] = True
        self._spend(self.spread_cost(n), self.suit(n), "spread", {"k": "spread_resolve", "clearing": n})

    def in_spread_resolve(self, events, t):
        self._place_sympathy(events, t["clearing"], "spread")

    def _place_sympathy(self, events, n, why):
        al = self.players[1]
        placed = self.cfg.alliance["sympathy"] - al["sympathy_left"]
        vp = self.cfg.alliance["sympathy_vp"][placed]
        al["sympathy_left"] -= 1
        self.cl(n)["tokens"].append("sympathy")
        events.append({"type": "place", "faction": "alliance", "clearing": n, "piece": "sympathy", "n": 1,
                       "why": why})
        self.add_vp(events, "alliance", vp, why)

    # ------------------------------------------------------------ Daylight
    def alliance_daylight_actions(self) -> list:
        al = self.players[1]
        out = [("mobilize", x) for x in al["hand"]]               # RT-WA-MOBILIZE
        bases = self.bases_on_map()
        if al["warriors_supply"] > 0 and bases:                   # RT-WA-TRAIN
            out += [("train", x) for x in al["hand"] if any(self.matches(x, s) for s in bases)]
        return out

    def pa_mobilize(self, events, seat, action):
        self.players[1]["hand"].remove(action[1])
        self.add_supporter(events, action[1], "mobilize")

    def pa_train(self, events, seat, action):
        self._discard_card(events, 1, action[1], "train")
        self._add_officer(events, "train")

    # ------------------------------------------------------------ Evening operations
    def alliance_evening_actions(self) -> list:
        al = self.players[1]
        if self.turn["ops_used"] >= al["officers"]:
            return []
        out = self.move_actions("alliance") + self.battle_actions("alliance")
        if al["warriors_supply"] > 0:
            out += [("recruit", n) for n in range(1, 13)
                    if any(b.startswith("base_") for b in self.cl(n)["buildings"]) and self._placeable(n)]
        if al["sympathy_left"] > 0:                                # RT-WA-OP-ORGANIZE
            out += [("organize", n) for n in range(1, 13)
                    if self.cl(n)["warriors"]["alliance"] > 0 and not self.sympathetic(n) and self._placeable(n)]
        return out

    def pa_move(self, events, seat, action):
        self.turn["ops_used"] += 1
        self.do_move(events, "alliance", action[1], action[2], action[3])

    def alliance_recruit(self, events, n):
        al = self.players[1]
        self.turn["ops_used"] += 1
        al["warriors_supply"] -= 1
        self.cl(n)["warriors"]["alliance"] += 1
        events.append({"type": "place", "faction": "alliance", "clearing": n, "piece": "warrior", "n": 1,
                       "why": "recruit"})

    def pa_organize(self, events, seat, action):
        n = action[1]
        self.turn["ops_used"] += 1
        self.cl(n)["warriors"]["alliance"] -= 1
        self.players[1]["warriors_supply"] += 1
        events.append({"type": "remove", "faction": "alliance", "clearing": n, "piece": "warrior", "n": 1,
                       "by": "alliance"})
        self._place_sympathy(events, n, "organize")

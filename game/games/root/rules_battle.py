"""Root: moving, battle, hits and the removal of pieces, with what removal triggers
(1 VP per building or token, Outrage, Field Hospitals, losing a base). Mixed into
RootState (rules.py); pure.
Writes: battle, map (pieces removed / moved), the factions' supplies (warriors_supply,
wood_supply, buildings_left, keep_lost, sympathy_left, bases_left, officers), supporters
(Outrage, a lost base), vp through add_vp, and pushes its tasks (ambush … end_battle,
hits, take_hit, field_hospitals, outrage_check, outrage) on the stack."""
from __future__ import annotations

from game.core.rng import Rng

from . import rules_clockwork as clockwork
from .board import OWNER, other
from .effects import crafted_with

MARQUISE_BUILDINGS = ("sawmill", "workshop", "recruiter")


class BattleMixin:
    # ------------------------------------------------------------ move (RT-MOVE)
    def move_actions(self, faction) -> list:
        out = []
        for a in range(1, 13):
            w = self.cl(a)["warriors"][faction]
            if not w:
                continue
            ruled_a = self.rules_clearing(faction, a)
            for b in self.cfg.adjacent[a]:
                if ruled_a or self.rules_clearing(faction, b):
                    out += [("move", a, b, n) for n in range(1, w + 1)]
        return out

    def do_move(self, events, faction, a, b, n):
        self.cl(a)["warriors"][faction] -= n
        self.cl(b)["warriors"][faction] += n
        events.append({"type": "move", "faction": faction, "from": a, "to": b, "n": n})
        if faction == "marquise" and self.sympathetic(b):          # RT-WA-OUTRAGE (move)
            self.trigger_outrage(events, b)

    # ------------------------------------------------------------ battle (RT-BATTLE-START)
    def battle_actions(self, faction) -> list:
        foe = other(faction)
        return [("battle", n, foe) for n in range(1, 13)
                if self.cl(n)["warriors"][faction] > 0 and self.has_pieces(foe, n)]

    def start_battle(self, events, attacker, c, defender):
        self.battle = {"clearing": c, "attacker": attacker, "defender": defender, "ended": False,
                       "ambush": None, "rolls": None, "hits": None,
                       "extra": {"attacker": 0, "defender": 0},
                       "ignore_rolled": {"attacker": False, "defender": False}, "used": []}
        events.append({"type": "battle", "clearing": c, "attacker": attacker, "defender": defender})
        a, d = self.seat_of(attacker), self.seat_of(defender)
        self._push({"k": "ambush", "seat": d, "clearing": c}, {"k": "ambush_hits"}, {"k": "roll"},
                   {"k": "effect_order"}, {"k": "deal_hits"}, {"k": "end_battle"})

    def in_effect_order(self, events, t):
        """RT-TURN-TIMING, RT-BATTLE-EFFECTS: the two battle-card windows after the roll.
        When both sides have a card to use now, the turn player (a person) chooses whose
        window opens first; else the attacker's comes first."""
        b = self.battle
        if b is None or b["ended"]:
            return
        windows = [{"k": "battle_effects", "seat": self.seat_of(b[role]), "role": role}
                   for role in ("attacker", "defender")]
        if all(self._task_actions(w) for w in windows) and not self.is_bot(self.current):
            self.stack.append({"k": "timing", "seat": self.current, "what": "battle_effects",
                               "options": ["attacker", "defender"]})
            return
        self._push(*windows)

    def _ambush_cards(self, seat, c) -> list:
        return [x for x in self.players[seat]["hand"]
                if self.cfg.cards[x]["kind"] == "ambush" and self.matches(x, self.suit(c))]

    def ta_ambush(self, t, seat):
        b = self.battle
        if b is None or b["ended"]:
            return []
        if crafted_with(self.cfg, self.player(b["attacker"])["crafted"], "ambush_immunity"):
            return []                                              # Scouting Party
        if not self.options["ambush_vs_bots"] and self.is_bot(self.seat_of(b["attacker"])):
            return []                                              # RT-BOT-AMBUSH: "Hates Surprises"
        return [("ambush", x) for x in self._ambush_cards(seat, b["clearing"])]

    def do_ambush(self, events, t, seat, action):
        self.stack.pop()
        card = action[1]
        self._discard_card(events, seat, card, "ambush")
        self.battle["ambush"] = {"card": card, "cancelled": False}
        events.append({"type": "ambush", "faction": self.faction(seat), "card": card, "cancelled": False})
        self.stack.append({"k": "counter_ambush", "seat": 1 - seat, "clearing": t["clearing"]})

    def ta_counter_ambush(self, t, seat):
        return [("ambush", x) for x in self._ambush_cards(seat, t["clearing"])]

    def do_counter_ambush(self, events, t, seat, action):
        self.stack.pop()
        self._discard_card(events, seat, action[1], "counter_ambush")
        self.battle["ambush"]["cancelled"] = True
        events.append({"type": "ambush", "faction": self.faction(seat), "card": action[1], "cancelled": True})

    def in_ambush_hits(self, events, t):
        b = self.battle
        if b["ambush"] and not b["ambush"]["cancelled"]:
            self._push({"k": "hits", "clearing": b["clearing"], "victim": b["attacker"],
                        "n": self.cfg.numbers["ambush_hits"], "by": b["defender"]})

    def in_roll(self, events, t):
        b = self.battle
        c = b["clearing"]
        att_w = self.cl(c)["warriors"][b["attacker"]]
        if att_w == 0:                   # RT-BATTLE-AMBUSH: no attacker left, the battle ends
            b["ended"] = True
            return
        rng = Rng(self.rng_state)
        faces = self.cfg.numbers["dice_faces"]
        dice = [faces[rng.randrange(len(faces))] for _ in range(2)]
        self.rng_state = rng.state
        self.serial += 1
        hi, lo = max(dice), min(dice)
        att, dfn = hi, lo
        if b["defender"] == "alliance":          # RT-BATTLE-GUERRILLA: the Alliance takes the higher
            att, dfn = lo, hi
        def_w = self.cl(c)["warriors"][b["defender"]]
        b["rolls"] = {"dice": dice, "attacker": min(att, att_w), "defender": min(dfn, def_w)}
        if def_w == 0:                             # RT-BATTLE-DEFENSELESS
            b["extra"]["attacker"] += 1
        events.append({"type": "roll", "dice": dice, "attacker_hits": b["rolls"]["attacker"],
                       "defender_hits": b["rolls"]["defender"], "defenseless": def_w == 0})
        clockwork.hook(self, "on_rolled", events)           # e.g. Automated Ambush (RT-BOT-AA-AMBUSH)

    def ta_battle_effects(self, t, seat):
        """RT-BATTLE-EFFECTS, RT-DECK-BATTLE: (card name, card) for each crafted battle card
        of this side usable now; what it does comes from its hook."""
        b = self.battle
        if b is None or b["ended"] or b["rolls"] is None:
            return []
        role = t["role"]
        foe_role = "defender" if role == "attacker" else "attacker"
        out, names = [], set()
        for card in self.players[seat]["crafted"]:
            info = self.cfg.cards[card]
            hook = info["hook"]
            if hook["when"] != "battle" or hook["role"] not in (role, "any") or info["name"] in names:
                continue
            if hook["effect"] == "ignore_rolled_hits":
                usable = not b["ignore_rolled"][role] and b["rolls"][foe_role] > 0
            elif hook["effect"] == "extra_hit":
                usable = hook["discard"] or info["name"] not in b["used"]
            else:
                usable = False                     # ambush_immunity works by itself
            if usable:
                names.add(info["name"])
                out.append((info["name"], card))
        return out

    def do_battle_effects(self, events, t, seat, action):
        b = self.battle
        f = self.faction(seat)
        role = t["role"]
        card = action[1]
        hook = self.cfg.cards[card]["hook"]
        if hook["effect"] == "ignore_rolled_hits":
            b["ignore_rolled"][role] = True
        else:
            b["extra"][role] += 1
        if hook["discard"]:
            self.players[seat]["crafted"].remove(card)
            self._to_discard(card)
        else:
            b["used"].append(action[0])        # a kept card: once a battle
        events.append({"type": "effect", "faction": f, "card": card, "what": hook["effect"]})
        self.add_vp(events, other(f), hook["enemy_vp"], action[0])

    def in_deal_hits(self, events, t):
        b = self.battle
        if b["ended"] or b["rolls"] is None:
            return
        on_def = (0 if b["ignore_rolled"]["defender"] else b["rolls"]["attacker"]) + b["extra"]["attacker"]
        on_att = (0 if b["ignore_rolled"]["attacker"] else b["rolls"]["defender"]) + b["extra"]["defender"]
        b["hits"] = {"attacker": on_def, "defender": on_att}
        c = b["clearing"]
        self._push({"k": "hits", "clearing": c, "victim": b["defender"], "n": on_def, "by": b["attacker"]},
                   {"k": "hits", "clearing": c, "victim": b["attacker"], "n": on_att, "by": b["defender"]})

    def in_end_battle(self, events, t):
        battle, self.battle = self.battle, None
        clockwork.hook(self, "after_battle", events, battle)     # e.g. Hospitals (RT-BOT-MM-TRAITS)

    # ------------------------------------------------------------ hits (RT-BATTLE-HITS)
    def in_hits(self, events, t):
        c, victim, n, by = t["clearing"], t["victim"], t["n"], t["by"]
        if n <= 0:
            return
        w = min(n, self.cl(c)["warriors"][victim])
        left = n - w
        if w:
            self.remove_warriors(events, victim, c, w, by)
        if left > 0 and self.is_bot(self.seat_of(victim)):     # RT-BOT-HITS: tokens first, seeded
            clockwork.take_hits(self, events, c, victim, left, by)
            return
        if left > 0:
            pieces = self.pieces_of(victim, c)
            if len(set(pieces)) > 1 and left < len(pieces):
                self.stack.append({"k": "take_hit", "seat": self.seat_of(victim), "clearing": c,
                                   "n": left, "by": by})
            else:
                for piece in pieces[:left]:
                    self.remove_piece(events, c, piece, by)

    def ta_take_hit(self, t, seat):
        if t["n"] <= 0:
            return []
        return [("take_hit", p) for p in dict.fromkeys(self.pieces_of(self.faction(seat), t["clearing"]))]

    def do_take_hit(self, events, t, seat, action):
        t["n"] -= 1
        if t["n"] <= 0:
            self.stack.pop()
        self.remove_piece(events, t["clearing"], action[1], t["by"])

    # ------------------------------------------------------------ removal
    def remove_warriors(self, events, faction, c, n, by):
        if n <= 0:
            return
        self.cl(c)["warriors"][faction] -= n
        self.player(faction)["warriors_supply"] += n
        events.append({"type": "remove", "faction": faction, "clearing": c, "piece": "warrior", "n": n, "by": by})
        b = self.battle
        if b is not None and c == b["clearing"]:                # warriors lost in this battle (bot traits)
            lost = b.setdefault("lost", {})
            lost[faction] = lost.get(faction, 0) + n
        if faction == "marquise" and self.keep_clearing() is not None:
            self.stack.append({"k": "field_hospitals", "seat": 0, "clearing": c, "n": n})

    def remove_piece(self, events, c, piece, by):
        """Remove one building or token; 1 VP to an enemy remover (RT-REMOVE-VP)."""
        cl = self.cl(c)
        owner = OWNER[piece]
        if piece in cl["buildings"]:
            cl["buildings"].remove(piece)
        else:
            cl["tokens"].remove(piece)
        events.append({"type": "remove", "faction": owner, "clearing": c, "piece": piece, "n": 1, "by": by})
        mq, al = self.players[0], self.players[1]
        if piece in MARQUISE_BUILDINGS:
            mq["buildings_left"][piece] += 1
        elif piece == "wood":
            mq["wood_supply"] += 1
        elif piece == "keep":
            mq["keep_lost"] = True                      # RT-MC-KEEP: never comes back
        elif piece == "sympathy":
            al["sympathy_left"] += 1
        if by is not None and by != owner and not clockwork.hook(self, "blocks_removal_vp", events, piece, by):
            self.add_vp(events, by, 1, "remove")          # (the hook: Popularity, RT-BOT-AA-TRAITS)
        if piece == "sympathy" and by == "marquise":    # RT-WA-OUTRAGE (removal)
            self.trigger_outrage(events, c)
        if piece.startswith("base_"):
            self.lose_base(events, piece[5:])

    def remove_all(self, events, c, victim, by):
        """Every piece of `victim` in c (Revolt, the Favors): buildings and tokens, then warriors."""
        for piece in list(self.pieces_of(victim, c)):
            self.remove_piece(events, c, piece, by)
        self.remove_warriors(events, victim, c, self.cl(c)["warriors"][victim], by)

    def clear_suit(self, events, faction, suit, card=None):
        """RT-DECK-FAVORS: remove all enemy pieces in every clearing of the suit."""
        foe = other(faction)
        events.append({"type": "effect", "faction": faction, "card": card, "what": "clear_suit", "suit": suit})
        for n in range(1, 13):
            if self.suit(n) == suit:
                self.remove_all(events, n, foe, faction)

    def lose_base(self, events, suit):
        """RT-WA-BASE-LOST: supporters of the suit (birds too) go, half the officers
        (rounded up) go, and without bases the stack is cut to 5."""
        if clockwork.hook(self, "on_base_lost", events, suit):     # Crackdown (RT-BOT-AA-CRACKDOWN)
            return
        al = self.players[1]
        for card in [x for x in al["supporters"] if self.matches(x, suit)]:
            al["supporters"].remove(card)
            self._to_discard(card)
            events.append({"type": "discard", "faction": "alliance", "card": card, "why": "base_lost"})
        lost = (al["officers"] + 1) // 2
        al["officers"] -= lost
        al["warriors_supply"] += lost
        events.append({"type": "remove", "faction": "alliance", "clearing": None, "piece": "officer",
                       "n": lost, "by": None})
        if self.options["lost_base_returns"]:
            al["bases_left"].append(suit)
        if not self.bases_on_map() and len(al["supporters"]) > self.cfg.alliance["supporters_limit"]:
            self.stack.append({"k": "discard_supporter", "seat": 1})

    # ------------------------------------------------------------ Field Hospitals (RT-MC-HOSPITALS)
    def ta_field_hospitals(self, t, seat):
        keep = self.keep_clearing()
        if keep is None or self.players[0]["warriors_supply"] <= 0:
            return []
        return [("field_hospitals", x) for x in self.players[0]["hand"] if self.matches(x, self.suit(t["clearing"]))]

    def do_field_hospitals(self, events, t, seat, action):
        self.stack.pop()
        self._discard_card(events, 0, action[1], "field_hospitals")
        keep = self.keep_clearing()
        n = min(t["n"], self.players[0]["warriors_supply"])
        self.cl(keep)["warriors"]["marquise"] += n
        self.players[0]["warriors_supply"] -= n
        events.append({"type": "place", "faction": "marquise", "clearing": keep, "piece": "warrior", "n": n,
                       "why": "field_hospitals"})

    # ------------------------------------------------------------ Outrage (RT-WA-OUTRAGE)
    def trigger_outrage(self, events, c):
        """RT-WA-OUTRAGE-COUNT: once per token and per move, or once per action."""
        if self.options["outrage_count"] == "per_action":
            if getattr(self, "_outraged", False):
                return
            self._outraged = True
        self.stack.append({"k": "outrage_check", "clearing": c})

    def in_outrage_check(self, events, t):
        c = t["clearing"]
        if clockwork.hook(self, "on_outrage", events, c):       # Automated Outrage (RT-BOT-AA-OUTRAGE)
            return
        if self.is_bot(0):                                     # RT-BOT-MM-OUTRAGE: no hand to show
            events.append({"type": "outrage", "clearing": c, "card": None})
            if self.options["bot_marquise_outrage"] == "alliance_draws":
                card = self._take_top(events)
                if card is not None:
                    self.add_supporter(events, card, "outrage")
            return
        if any(self.matches(x, self.suit(c)) for x in self.players[0]["hand"]):
            self.stack.append({"k": "outrage", "seat": 0, "clearing": c})
            return
        events.append({"type": "reveal_hand", "faction": "marquise", "to": "alliance",
                       "cards": list(self.players[0]["hand"])})
        card = self._take_top(events)
        events.append({"type": "outrage", "clearing": c, "card": None})
        if card is not None:
            self.add_supporter(events, card, "outrage")

    def ta_outrage(self, t, seat):
        return [("outrage", x) for x in self.players[0]["hand"] if self.matches(x, self.suit(t["clearing"]))]

    def do_outrage(self, events, t, seat, action):
        self.stack.pop()
        self.players[0]["hand"].remove(action[1])
        events.append({"type": "outrage", "clearing": t["clearing"], "card": action[1]})
        if not clockwork.hook(self, "outrage_card", events, action[1]):    # Automated Outrage: discarded
            self.add_supporter(events, action[1], "outrage")

"""Root's computer players for the scenes and the tests (pure: no pygame).

A Clockwork seat (docs/root_engine.md, "Clockwork seats") is played by the engine: its
only legal action is ("bot_step",), which `ClockworkChooser.choose` returns, so the app's
bot pacing shows one step at a time. Any other seat the computer plays (a person's
faction in tests and `--simulate`) gets a seeded random legal action.
"""
from __future__ import annotations

from game.core.rng import Rng

BOT_STEP = ("bot_step",)


class ClockworkChooser:
    """`choose(state)`: ("bot_step",) when it is the only legal action, else a seeded
    random legal action; `reason` as game/ui/game_scene.py reads it."""

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed ^ 0xC10C)
        self.reason = None

    def choose(self, state):
        acts = state.legal_actions()
        if acts == [BOT_STEP]:
            self.reason = ("bot_step", {})
            return BOT_STEP
        self.reason = ("random", {})
        return self.rng.choice(acts)


def make_bot(seed: int) -> ClockworkChooser:
    return ClockworkChooser(seed)


class HintChooser:
    """The Hint's computer (pure): a plain look at the position, no look-ahead (it never
    peeks at the dice or a hidden card). Each legal action gets a score from what it
    plainly brings (VP now, an enemy building taken, rule won, a warrior more); the best
    is suggested, ties broken by the seeded stream, and `reason` = (key, params) says why
    in one line (root.hint.<key>; clearings, pieces and cards as ids the scene puts in words)."""

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed ^ 0x41B7)
        self.reason = None
        self.explain = True

    def choose(self, state):
        acts = state.legal_actions()
        if acts == [BOT_STEP]:
            self.reason = ("bot_step", {})
            return BOT_STEP
        if len(acts) == 1:
            self.reason = ("only_choice", {})
            return acts[0]
        scored = [(self.score(state, a), i, a) for i, a in enumerate(acts)]
        best = max(s[0][0] for s in scored)
        top = [s for s in scored if s[0][0] == best]
        (_, key, params), _, action = top[self.rng.randrange(len(top))] if len(top) > 1 else top[0]
        self.reason = (key, params)
        return action

    # ------------------------------------------------------------ the scores
    @staticmethod
    def _presence(state, faction, c) -> int:
        return state.presence(faction, c)

    def score(self, s, a) -> tuple:
        """(score, reason key, params) of one legal action."""
        cfg = s.cfg
        kind = a[0]
        me = s.faction(s.current_player)
        enemy = "alliance" if me == "marquise" else "marquise"
        if kind == "craft":
            info = cfg.cards[a[1]]
            if info["kind"] == "item":
                return (10 + info.get("vp", 0), "craft_vp", {"card": a[1], "vp": info.get("vp", 0)})
            return (7, "craft_effect", {"card": a[1]})
        if kind == "build":
            placed = cfg.marquise["per_building"] - s.players[0]["buildings_left"][a[1]]
            vp = cfg.marquise["track_vp"][a[1]][placed] if placed < len(cfg.marquise["track_vp"][a[1]]) else 0
            return (8 + vp - 0.5 * (s.build_cost(a[1]) or 0), "build_vp", {"piece": a[1], "where": a[2], "vp": vp})
        if kind in ("spread", "organize"):
            al = cfg.alliance
            placed = al["sympathy"] - s.players[1]["sympathy_left"]
            vp = al["sympathy_vp"][placed] if placed < len(al["sympathy_vp"]) else 0
            return (7 + vp - (0.5 * s.spread_cost(a[1]) if kind == "spread" else 0), f"{kind}_vp",
                    {"where": a[1], "vp": vp})
        if kind == "revolt":
            taken = len(s.pieces_of("marquise", a[1]))
            return (13 + taken, "revolt", {"where": a[1]})
        if kind == "battle":
            c, other = a[1], a[2]
            mine = s.cl(c)["warriors"][me]
            theirs = s.cl(c)["warriors"][other]
            things = len(s.pieces_of(other, c)) - theirs
            if theirs == 0 and things > 0:
                return (9 + things, "battle_defenseless", {"where": c})
            if mine > theirs:
                return (5 + min(mine - theirs, 3), "battle_stronger", {"where": c})
            return (1, "battle_risky", {"where": c})
        if kind in ("march", "move"):
            src, dst, n = a[1], a[2], a[3]
            left = s.cl(src)["warriors"][me] - n
            keeps = s.ruler(src) != me or left > 0          # the origin stays held
            after_me = self._presence(s, me, dst) + n
            after_them = self._presence(s, enemy, dst)
            if s.ruler(dst) != me and after_me > after_them:
                return (4 + (0.5 if keeps else 0) - 0.05 * n, "move_rule", {"where": dst})
            return (1.5 - 0.05 * n, "move", {"where": dst})
        if kind == "recruit":
            return (6, "recruit", {})
        if kind == "recruit_at":
            return (2, "recruit_at", {"where": a[1]})
        if kind == "overwork":
            return (5, "overwork", {"where": a[1]})
        if kind == "train":
            return (5, "train", {})
        if kind == "mobilize":
            return (3 if cfg.cards[a[1]]["suit"] != "bird" else 2, "mobilize", {})
        if kind == "ambush":
            return (9, "ambush", {})
        if kind == "take_hit":
            order = {"sympathy": 0, "wood": 0, "sawmill": 1, "recruiter": 1, "workshop": 2}
            return (5 - order.get(a[1], 3), "take_hit", {"piece": a[1]})
        if kind in ("discard", "spend", "outrage", "discard_supporter", "field_hospitals"):
            bird = cfg.cards[a[1]]["suit"] == "bird"
            vp = cfg.cards[a[1]].get("vp") or 0
            return (3 - (1 if bird else 0) - 0.1 * vp, "keep_birds", {"card": a[1]})
        if kind in ("pay_wood", "wood"):
            return (2, kind, {"where": a[1]})
        if kind == "keep":
            return (2, "keep", {"where": a[1]})
        if kind == "setup_building":
            return (2, "setup_building", {"piece": a[1], "where": a[2]})
        if kind in ("royal_claim", "stand_and_deliver", "tax_collector", "codebreakers"):
            return (6 if kind in ("royal_claim", "stand_and_deliver") else 3, "use_card", {"card": kind})
        if kind in ("brutal_tactics", "armorers", "sappers"):
            return (6, "battle_card", {})
        if kind == "hawks":
            return (2, "hawks", {})
        if kind == "skip":
            return (0.8, "skip", {})
        if kind == "end_phase":
            return (0.5, "end_phase", {})
        return (0.3, "other", {})


def make_hint_bot(seed: int) -> HintChooser:
    return HintChooser(seed)

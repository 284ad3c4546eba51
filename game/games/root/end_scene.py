"""End of a Root game (RT-WIN-30, RT-WIN-DOMINANCE, RT-DIG-TURN-LIMIT): who won and how, in
words; both factions' VP with where they came from (the `vp` events of the game, by their
`why`); the turns played; for a ladder level whether it was won (RT-SOLO-LADDER)."""
from __future__ import annotations

import pygame

from game.core.protocol import IllegalAction
from game.ui.end_scene import EndScene
from game.ui.widgets import ACCENT, DANGER, GOOD, INK, MUTED, panel

from .describe import seat_name
from .levels import FACTIONS, person_faction

BACKGROUND = (236, 226, 204)
FACTION_COLOURS = {"marquise": (214, 120, 44), "alliance": (70, 150, 72)}
#: the order in which the sources of VP are listed (any other source after these)
WHY_ORDER = ("build", "track", "spread", "organize", "revolt", "remove", "craft", "recruit", "nightmare",
             "cannot_spread", "outrage", "poor_dexterity")


def vp_breakdown(match) -> dict[str, list[tuple[str, int]]]:
    """Per faction: [(why, VP)] in WHY_ORDER, from the `vp` events of a replay of the game's
    log. What the events do not account for (a position edited by hand) is listed as
    "other", so the lines always add up to the final VP."""
    state = match.state
    totals = {f: {} for f in FACTIONS}
    replay = match.rules.new_game(match.setup, match.seed)
    for action in match.actions:
        try:
            events = replay.apply(action)
        except IllegalAction:         # a position edited by hand: tell what the state says
            break
        for event in events:
            if event.get("type") == "vp" and event.get("faction") in totals:
                why = event.get("why") if isinstance(event.get("why"), str) else "other"
                totals[event["faction"]][why] = totals[event["faction"]].get(why, 0) + int(event.get("n", 0))
    final = state.result().get("vp") or {}
    rows = {}
    for faction in FACTIONS:
        found = totals[faction]
        missing = int(final.get(faction, 0)) - sum(found.values())
        if missing:
            found["other"] = found.get("other", 0) + missing
        order = [w for w in WHY_ORDER if w in found] + sorted(w for w in found if w not in WHY_ORDER and w != "other")
        if "other" in found:
            order.append("other")
        rows[faction] = [(why, found[why]) for why in order if found[why]]
    return rows


class RootEndScene(EndScene):
    name = "root_end"

    def __init__(self, app, match, level_result=None):
        super().__init__(app, match, level_result)
        self.rows = vp_breakdown(match)
        self.person = person_faction(match.setup)
        self.buttons = self.end_buttons("root.end.retry", "root.end.next_level", 730, (500, 730, 240, 56))

    # ------------------------------------------------------------ words
    def name_of(self, faction: str) -> str:
        """The player as the board named them ("You", "Player 1", the bot's name): one name per person."""
        return seat_name(self.t, self.match.state.players, FACTIONS.index(faction))

    def faction_name(self, faction: str) -> str:
        return self.t(f"root.faction.{faction}.name")

    def turns(self) -> int:
        return int(getattr(self.match.state, "turn_number", 0) or 0)

    def verdict(self) -> str:
        """Who won and how: 30 VP, dominance, or the turn limit."""
        t, r = self.t, self.result
        winner, reason = r.get("winner"), r.get("reason")
        if winner in FACTIONS:
            who = dict(name=self.name_of(winner), faction=self.faction_name(winner))
            if reason == "dominance":
                return t("root.end.won_dominance", **who)
            return t("root.end.won_vp", n=self.match.state.cfg.numbers["win_vp"], **who)
        if reason == "turn_limit":
            return t("root.end.turn_limit", n=self.turns())
        return t("root.end.no_winner")

    def why_name(self, why: str) -> str:
        """A source of VP in words: a card's name for a card's effect, else root.end.why.*."""
        t = self.t
        if t.has(f"root.end.why.{why}"):
            return t(f"root.end.why.{why}")
        if t.has(f"root.card.{why}.name"):
            return t(f"root.card.{why}.name")
        return t("root.end.why.other")

    def hints_text(self) -> str:
        try:
            from game.ui.game_scene import hints_line
        except ImportError:            # a collection without hints
            return ""
        return hints_line(self.t, self.match, lambda seat: self.name_of(FACTIONS[seat]))

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        t, fonts = self.t, self.app.fonts
        surface.fill(BACKGROUND)
        fonts.draw(surface, t("root.end.title"), (40, 26), 48, INK, True)
        box = pygame.Rect(40, 96, 1200, 104)
        panel(surface, box)
        winner = self.result.get("winner")
        y = fonts.draw_wrapped(surface, self.verdict(), pygame.Rect(64, 110, 1150, 70), 30,
                               FACTION_COLOURS.get(winner, INK) if winner else INK, True)
        line = t("root.end.turns", n=self.turns())
        if self.person and winner in FACTIONS:
            line = t("root.end.you_won" if winner == self.person else "root.end.you_lost") + "  ·  " + line
        fonts.draw(surface, line, (64, max(y + 4, 160)), 22, MUTED)
        for k, faction in enumerate(("marquise", "alliance")):
            self.draw_faction(surface, pygame.Rect(40 + k * 610, 216, 590, self.panel_height()), faction)
        bottom = 216 + self.panel_height() + 14
        if self.level:
            bottom = self.draw_level(surface, pygame.Rect(40, bottom, 1200, 96))
        hints = self.hints_text()
        if hints:
            fonts.draw(surface, hints, (40, 704 if not self.level else bottom + 2), 19, MUTED)
        self.buttons.draw(surface, fonts)

    def panel_height(self) -> int:
        """Tall enough for the longer list of sources (at most 9 lines)."""
        lines = max([len(rows) for rows in self.rows.values()] + [1])
        return max(260, 160 + 28 * min(lines, 9))

    def draw_faction(self, surface, rect, faction):
        """One faction: its colour, player, final VP and the sources of that VP."""
        t, fonts = self.t, self.app.fonts
        won = self.result.get("winner") == faction
        panel(surface, rect)
        colour = FACTION_COLOURS[faction]
        pygame.draw.rect(surface, colour, (rect.x, rect.y, 10, rect.height), border_radius=4)
        x = rect.x + 30
        fonts.draw(surface, self.faction_name(faction), (x, rect.y + 16), 22, colour, True)
        fonts.draw(surface, self.name_of(faction), (x, rect.y + 44), 30, GOOD if won else INK, True)
        vp = int((self.result.get("vp") or {}).get(faction, 0))
        fonts.draw(surface, t("root.end.total", n=vp), (rect.right - 24, rect.y + 20), 44,
                   ACCENT if won else INK, True, "topright")
        y = rect.y + 96
        pygame.draw.line(surface, (200, 188, 170), (x, y - 8), (rect.right - 24, y - 8), 2)
        fonts.draw(surface, t("root.end.col_where"), (x, y), 20, MUTED, True)
        y += 32
        rows = {}                                   # sources without words of their own are "Other"
        for why, points in self.rows.get(faction, []):
            rows[self.why_name(why)] = rows.get(self.why_name(why), 0) + points
        rows = list(rows.items())
        if not rows:
            fonts.draw(surface, t("root.end.no_vp"), (x, y), 22, MUTED)
        for label, points in rows[:9]:
            fonts.draw(surface, f"+{points}", (x + 44, y), 22, INK, True, "topright")
            fonts.draw(surface, label, (x + 58, y), 22, INK)
            y += 28
        player = self.match.state.player(faction) if hasattr(self.match.state, "player") else {}
        if isinstance(player, dict) and player.get("dominance"):
            fonts.draw(surface, t("root.end.dominance_played"), (x, rect.bottom - 34), 20, MUTED)

    def draw_level(self, surface, rect) -> int:
        """Whether the ladder level was won, and what it opened or the best so far."""
        t, fonts, lv = self.t, self.app.fonts, self.level
        text = t("root.end.level_won" if lv["won"] else "root.end.level_lost", level=lv["level"])
        if lv.get("newly_won") and lv.get("next"):
            text += " " + t("root.end.unlocked", level=lv["next"].id)
        elif lv.get("best") is not None:
            text += " " + t("root.end.best", best=lv["best"])
        from .levels import level_goal
        goal = level_goal(t, self.match.setup)
        lines = fonts.wrap(text, 26, 1150, True)
        rect.height = 28 + 32 * len(lines) + (28 if goal else 0)
        panel(surface, rect)
        y = fonts.draw_wrapped(surface, text, pygame.Rect(rect.x + 24, rect.y + 14, rect.width - 48, 32 * len(lines)),
                               26, GOOD if lv["won"] else DANGER, True)
        if goal:
            fonts.draw(surface, goal, (rect.x + 24, y + 4), 20, MUTED)
        return rect.bottom

"""End of a Flamecraft game (FC-END-SCORING, FC-END-TIE): each player's final scoring --
reputation before it, coins turned into reputation, every Moon dragon scored, the total --
the winner(s) and the tie-break that decided, in words; solo: rank, achievements and the
challenge level's target."""
from __future__ import annotations

import pygame

from game.core.names import player_name
from game.core.protocol import IllegalAction
from game.ui.end_scene import EndScene
from game.ui.widgets import ACCENT, DANGER, GOOD, INK, MUTED, panel

BACKGROUND = (240, 228, 210)
COLUMNS = (320, 520, 740)              # right edges of before and coins, Moon dragons + 140


def final_breakdown(match) -> list[dict]:
    """Per seat: `before` (reputation before the final scoring), `coins` (reputation from
    coins), `moons` [(fancy id, reputation)] and `total`. The Moon dragons come from the
    events of the action that ended the game (a replay of the log), the rest from the
    final state; whatever cannot be told apart is left in `before`."""
    state = match.state
    data = state.to_dict()
    result = state.result()
    n = len(data["players"])
    rows = [{"before": None, "coins": 0, "moons": [], "total": int(result["scores"][i])} for i in range(n)]
    for seat, player in enumerate(data["players"]):
        coins = player.get("coins_before_final")
        if isinstance(coins, int):
            rows[seat]["coins"] = coins
    final_events = []
    replay = match.rules.new_game(match.setup, match.seed)
    for action in match.actions:
        try:
            events = replay.apply(action)
        except IllegalAction:         # a position edited by hand: tell what the state says
            break
        if any(e.get("type") == "final_scoring" for e in events):
            final_events = events
    pending = {}                      # seat -> the Moon dragon just revealed, until its reputation
    for event in final_events:
        seat = event.get("seat")
        if not isinstance(seat, int) or not 0 <= seat < n:
            continue
        if event.get("type") == "reveal_fancy":
            pending[seat] = event.get("card", event.get("fancy"))
            rows[seat]["moons"].append([pending[seat], 0])
        elif event.get("type") == "reputation" and event.get("why") == "fancy" and seat in pending:
            rows[seat]["moons"][-1][1] += int(event.get("n", 0))
            pending.pop(seat)
    for seat, row in enumerate(rows):
        row["moons"] = [tuple(m) for m in row["moons"]]
        before = data["players"][seat].get("reputation_before_final")
        row["before"] = before if isinstance(before, int) else \
            row["total"] - row["coins"] - sum(p for _, p in row["moons"])
    return rows


class FlamecraftEndScene(EndScene):
    name = "flamecraft_end"

    def __init__(self, app, match, level_result=None):
        super().__init__(app, match, level_result)
        self.rows = final_breakdown(match)
        self.solo = len(self.rows) == 1
        self.moon_step = 26           # a Moon dragon line; closer when many would not fit
        if 64 + sum(self.row_height(r) for r in self.rows) > 500:
            self.moon_step = 21
        self.buttons = self.end_buttons("flamecraft.end.retry", "flamecraft.end.next_level", 730,
                                        (500, 730, 240, 56))

    # ------------------------------------------------------------ words
    def name_of(self, seat: int) -> str:
        return player_name(self.t, "flamecraft", self.match.setup.get("players", []), seat)

    def fancy_name(self, fancy_id) -> str:
        key = f"flamecraft.fancy.{fancy_id}.name"
        return self.t(key) if self.t.has(key) else str(fancy_id)

    def verdict(self) -> str:
        """Who won, and how a tie was broken, in words."""
        t = self.t
        winners = list(self.result.get("winners") or [])
        names = [self.name_of(s) for s in winners]
        if not names:
            return ""
        if len(names) == 1:
            text = t("flamecraft.end.winner", name=names[0])
        else:
            text = t("flamecraft.end.winners", names=t("flamecraft.end.and").join(names))
        tiebreak = self.result.get("tiebreak")
        if tiebreak:
            text += " " + t(f"flamecraft.end.tiebreak_{tiebreak}")
        return text

    def hints_text(self) -> str:
        """Hints used by the people at the table, as every end screen says it."""
        try:
            from game.ui.game_scene import hints_line
        except ImportError:            # a collection without hints
            return ""
        return hints_line(self.t, self.match, self.name_of)

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        t, fonts = self.t, self.app.fonts
        surface.fill(BACKGROUND)
        fonts.draw(surface, t("flamecraft.end.title"), (40, 26), 48, INK, True)
        if self.solo:
            table = self.draw_table(surface, pygame.Rect(40, 96, 1200, 0))
            self.draw_solo(surface, pygame.Rect(40, table.bottom + 16, 1200, 712 - table.bottom - 16))
        else:
            table = self.draw_table(surface, pygame.Rect(40, 96, 1200, 0))
            lines = fonts.wrap(self.verdict(), 30, 1150, True)
            hints = self.hints_text()
            box = pygame.Rect(40, table.bottom + 16, 1200, 28 + 34 * len(lines) + (26 if hints else 0))
            panel(surface, box)
            y = fonts.draw_wrapped(surface, self.verdict(), box.inflate(-48, -28), 30, INK, True)
            if hints:
                fonts.draw(surface, hints, (box.x + 24, y + 4), 21, MUTED)
        self.buttons.draw(surface, fonts)

    def row_height(self, row) -> int:
        return max(62, 18 + getattr(self, "moon_step", 26) * len(row["moons"]))

    def draw_table(self, surface, rect) -> pygame.Rect:
        t, fonts = self.t, self.app.fonts
        winners = set(self.result.get("winners") or [])
        if not rect.height:
            rect.height = 64 + sum(self.row_height(r) for r in self.rows)
            rect.height = min(rect.height, 600)
        panel(surface, rect)
        x0 = rect.x + 24
        head_y = rect.y + 14
        heads = ((t("flamecraft.end.col_player"), x0, "topleft"),
                 (t("flamecraft.end.col_before"), rect.x + COLUMNS[0], "topright"),
                 (t("flamecraft.end.col_coins"), rect.x + COLUMNS[1], "topright"),
                 (t("flamecraft.end.col_moons"), rect.x + COLUMNS[2] - 140, "topleft"),
                 (t("flamecraft.end.col_total"), rect.right - 24, "topright"))
        for text, x, anchor in heads:
            fonts.draw(surface, text, (x, head_y), 21, MUTED, True, anchor)
        y = rect.y + 50
        pygame.draw.line(surface, (200, 188, 170), (x0, y - 6), (rect.right - 24, y - 6), 2)
        for seat, row in enumerate(self.rows):
            won = seat in winners and not self.solo
            colour = GOOD if won else INK
            fonts.draw(surface, self.name_of(seat), (x0, y + 6), 28, colour, True)
            if won:
                fonts.draw(surface, t("flamecraft.end.won_mark"), (x0, y + 36), 19, GOOD, True)
            fonts.draw(surface, str(row["before"]), (rect.x + COLUMNS[0], y + 6), 28, INK, False, "topright")
            fonts.draw(surface, f"+{row['coins']}", (rect.x + COLUMNS[1], y + 6), 28, INK, False, "topright")
            mx = rect.x + COLUMNS[2] - 140
            if row["moons"]:
                for k, (fancy, points) in enumerate(row["moons"]):
                    cy = y + 10 + k * self.moon_step
                    size = 21 if self.moon_step == 26 else 19
                    fonts.draw(surface, f"+{points}", (mx + 30, cy), size, INK, True, "topright")
                    fonts.draw(surface, self.fancy_name(fancy), (mx + 42, cy), size, INK)
            else:
                fonts.draw(surface, t("flamecraft.end.no_moons"), (mx, y + 10), 20, MUTED)
            fonts.draw(surface, str(row["total"]), (rect.right - 24, y), 40, ACCENT if won or self.solo else INK,
                       True, "topright")
            y += self.row_height(row)
            if seat < len(self.rows) - 1:
                pygame.draw.line(surface, (226, 218, 204), (x0, y - 6), (rect.right - 24, y - 6), 1)
        return rect

    def draw_solo(self, surface, rect):
        """Rank, the achievements met and, for a ladder level, whether its target was reached."""
        t, fonts, r = self.t, self.app.fonts, self.result
        panel(surface, rect)
        x, y = rect.x + 24, rect.y + 18
        rank = r.get("rank")
        if rank:
            fonts.draw(surface, t("flamecraft.end.rank", rank=t(f"flamecraft.rank.{rank}")), (x, y), 34, INK, True)
            y += 50
        self.draw_ranks(surface, rect.x + 660, rect.y + 24, rank)
        from .levels import achievements_met
        met = set(achievements_met(r))
        every = self.all_achievements()
        every += [key for key in sorted(met) if key not in every]
        fonts.draw(surface, t("flamecraft.end.achievements", met=len(met), n=len(every)), (x, y), 24, INK, True)
        y += 34
        for k, key in enumerate(every):
            done = key in met
            cx, cy = x + 16, y + k * 30
            self.draw_mark(surface, (cx, cy + 10), done)
            fonts.draw(surface, t(f"flamecraft.achievement.{key}"), (cx + 20, cy), 22, GOOD if done else MUTED)
        y += 30 * len(every) + 12
        if self.level:
            lv = self.level
            key = "flamecraft.end.level_won" if lv["won"] else "flamecraft.end.level_lost"
            text = t(key, level=lv["level"], target=lv["target"])
            if lv.get("achievement") and not lv.get("achievement_met", True):
                text += " " + t("flamecraft.end.level_missing",
                                goal=t(f"flamecraft.achievement.{lv['achievement']}"))
            if lv.get("newly_won") and lv.get("next"):
                text += " " + t("flamecraft.end.unlocked", level=lv["next"].id)
            elif lv.get("best") is not None:
                text += " " + t("flamecraft.end.best", best=lv["best"])
            y = fonts.draw_wrapped(surface, text, pygame.Rect(x, y, rect.width - 48, rect.bottom - y - 8), 26,
                                   GOOD if lv["won"] else DANGER, True) + 8
        hints = self.hints_text()
        if hints:
            fonts.draw(surface, hints, (x, y), 21, MUTED)

    def draw_ranks(self, surface, x, y, reached):
        """The solo rank table, best first, with the rank reached marked."""
        t, fonts = self.t, self.app.fonts
        try:
            from .config import load_config
            bands = load_config().solo_ranks
        except Exception:          # the data check names a broken rules file at start-up
            return
        fonts.draw(surface, t("flamecraft.end.ranks"), (x, y), 24, INK, True)
        for k, band in enumerate(bands):
            yy = y + 38 + k * 30
            here = band["key"] == reached
            if here:
                pygame.draw.polygon(surface, ACCENT, [(x, yy + 3), (x, yy + 17), (x + 12, yy + 10)])
            fonts.draw(surface, t("flamecraft.end.rank_from", n=band["min"]), (x + 20, yy), 22,
                       INK if here else MUTED, here)
            fonts.draw(surface, t(f"flamecraft.rank.{band['key']}"), (x + 150, yy), 22, INK if here else MUTED, here)

    def all_achievements(self) -> list[str]:
        try:
            from .levels import achievement_ids
            return list(achievement_ids())
        except Exception:          # the data check names a broken rules file at start-up
            return []

    @staticmethod
    def draw_mark(surface, centre, done):
        x, y = centre
        if done:
            pygame.draw.lines(surface, GOOD, False, [(x - 7, y), (x - 2, y + 5), (x + 7, y - 6)], 3)
        else:
            pygame.draw.circle(surface, MUTED, centre, 5, 2)

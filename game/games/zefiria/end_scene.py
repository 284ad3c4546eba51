"""End of a Zefiria game: score per island category, the table's verdict, what next."""
from __future__ import annotations

import pygame

from game.ui.game_scene import hints_line
from game.ui.end_scene import EndScene
from game.ui.widgets import ACCENT, DANGER, GOOD, INK, MUTED, PAPER, panel

MARK_COLOURS = {"right": (0, 158, 115), "row": (230, 159, 0), "wrong": (192, 57, 43)}


def verdict_table(t, end_table, storm: bool) -> list[tuple[str, str]]:
    """(band key, line) for each verdict the game could reach, best first: its scores, read
    off the end table, and the very words of the headline (zefiria.verdict)."""
    bands = [b for b in end_table if storm or not b["storm_only"]]
    lines = []
    for i, band in enumerate(bands):
        verdict = t(f"zefiria.verdict.{band['key']}")
        if i == 0:
            line = t("zefiria.end.band_top", min=band["min"], verdict=verdict)
        elif i == len(bands) - 1:
            line = t("zefiria.end.band_bottom", max=bands[i - 1]["min"] - 1, verdict=verdict)
        else:
            line = t("zefiria.end.band", min=band["min"], max=bands[i - 1]["min"] - 1, verdict=verdict)
        lines.append((band["key"], line))
    return lines


class ZefiriaEndScene(EndScene):
    name = "zefiria_end"

    def __init__(self, app, match, level_result=None):
        super().__init__(app, match, level_result)
        self.buttons = self.end_buttons("zefiria.levels.retry", "zefiria.levels.next", 720, (1020, 650, 240, 56))

    def hints_text(self) -> str:
        from .describe import seat_name
        return hints_line(self.t, self.match, lambda seat: seat_name(self.t, self.match.state, seat))

    def draw(self, surface):
        t, fonts, r = self.t, self.app.fonts, self.result
        surface.fill((214, 230, 244))
        fonts.draw(surface, t("zefiria.end.title_perfect" if r["perfect"] else "zefiria.end.title"), (40, 30),
                   48, INK, True)
        # The final city with each island marked by its category.
        state = self.match.state
        origin = (40, 110)
        size = 104
        for cell, island in enumerate(state.grid):
            x, y = origin[0] + (cell % 5) * size, origin[1] + (cell // 5) * size
            img = self.app.assets.image(f"zefiria/island_{island:02d}.png")
            surface.blit(img, (x + 8, y + 8))
            home = island - 1
            kind = "right" if home == cell else "row" if home // 5 == cell // 5 else "wrong"
            pygame.draw.rect(surface, MARK_COLOURS[kind], (x + 4, y + 4, 96, 96), 5, border_radius=12)
            glyph = {"right": "+1", "row": "-1", "wrong": "-2"}[kind]
            badge = pygame.Rect(x + 62, y + 66, 36, 28)
            pygame.draw.rect(surface, MARK_COLOURS[kind], badge, border_radius=8)
            fonts.draw(surface, glyph, badge.center, 24, (255, 255, 255), True, "center")
        # Breakdown
        panel(surface, (600, 110, 660, 300))
        rows = [(t("zefiria.end.right"), r["right"], r["right"]),
                (t("zefiria.end.row"), r["row"], -r["row"]),
                (t("zefiria.end.wrong"), r["wrong"], -2 * r["wrong"])]
        if state.storm:
            rows.append((t("zefiria.end.gems"), r["gems"], r["gems"]))
        y = 128
        for label, count, points in rows:
            fonts.draw(surface, label, (624, y), 26, INK)
            fonts.draw(surface, str(count), (1060, y), 26, MUTED, anchor="topright")
            fonts.draw(surface, f"{points:+d}", (1230, y), 28, INK, True, anchor="topright")
            y += 44
        pygame.draw.line(surface, INK, (624, y), (1236, y), 2)
        fonts.draw(surface, t("zefiria.end.total"), (624, y + 12), 32, INK, True)
        fonts.draw(surface, str(r["score"]), (1230, y + 8), 44, ACCENT, True, anchor="topright")
        hints = self.hints_text()
        if hints:
            fonts.draw_wrapped(surface, hints, pygame.Rect(624, y + 62, 612, 44), 21, MUTED)
        # Verdict and the whole table, with the reached band marked.
        panel(surface, (600, 424, 660, 210))
        fonts.draw_wrapped(surface, t(f"zefiria.verdict.{r['verdict']}"), pygame.Rect(624, 436, 620, 60),
                           34, INK, True)
        if r["perfect"]:
            fonts.draw(surface, t("zefiria.end.perfect"), (624, 478), 24, GOOD, True)
        y = 508
        for key, line in verdict_table(t, state.cfg.end_table, state.storm):
            reached = key == r["verdict"]
            colour = INK if reached else MUTED
            if reached:     # the font has no arrow glyph: draw the marker
                pygame.draw.polygon(surface, ACCENT, [(624, y + 2), (624, y + 16), (636, y + 9)])
            fonts.draw(surface, line, (644, y), 21, colour, reached)
            y += 24
        if self.level:
            lv = self.level
            colour = GOOD if lv["won"] else DANGER
            text = t("zefiria.levels.won" if lv["won"] else "zefiria.levels.lost",
                     level=lv["level"], target=lv["target"], best=lv["best"])
            fonts.draw_wrapped(surface, text, pygame.Rect(40, 660, 700, 100), 28, colour, True)
        self.buttons.draw(surface, fonts)

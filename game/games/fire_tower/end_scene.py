"""End of a Fire Tower game: the final forest, who won and how, who burned."""
from __future__ import annotations

import pygame

from game.core.data import DATA_DIR
from game.core.protocol import IllegalAction
from game.ui.end_scene import EndScene
from game.ui.tilemap import TileBoard
from game.ui.widgets import ACCENT, DANGER, GOOD, INK, MUTED, panel

from .describe import seat_name, seat_towers_text, status_name, tower_name, verdict_text



class FireTowerEndScene(EndScene):
    name = "fire_tower_end"

    def __init__(self, app, match, level_result=None):
        super().__init__(app, match, level_result)
        self.burns, self.challenges = self.story()
        self.buttons = self.end_buttons("fire_tower.end.retry", "fire_tower.end.next_level", 720,
                                        (1020, 650, 240, 56))

    def story(self):
        """From the game's events (a replay of its log): (turn, tower, placer seat) of every
        burn, and solo's challenges as (challenge id, "met" | "failed" | "open") in the order
        they were kept ("open": the game ended during its round)."""
        state = self.match.rules.new_game(self.match.setup, self.match.seed)
        burns, challenges = [], []
        for action in self.match.actions:
            try:
                events = state.apply(action)
            except IllegalAction:          # a position edited by hand: tell what is known
                break
            for event in events:
                kind = event["type"]
                if kind == "tower_burned":
                    burns.append((state.turn_number, event["tower"], event.get("placer")))
                elif kind == "challenge_chosen":
                    challenges.append([event["challenge"], "open"])
                elif kind == "challenge_ended" and challenges:
                    challenges[-1][1] = "met"
        ended = (state.solo or {}).get("result") or {}
        if challenges and challenges[-1][1] == "open" and ended.get("reason") == "challenge_failed":
            challenges[-1][1] = "failed"
        return burns, [tuple(c) for c in challenges]

    def final_forest(self) -> pygame.Surface:
        """The Tiled forest with the final gems and firebreaks, scaled to fit (drawn once)."""
        if not hasattr(self, "_forest"):
            board = TileBoard(DATA_DIR / "fire_tower" / "forest.tmx")
            image = board.surface.copy()
            gem = self.app.assets.image("fire_tower/gem_fire.png")
            brk = self.app.assets.image("fire_tower/firebreak.png")
            for r, row in enumerate(self.match.state.to_dict()["board"]):
                for c, ch in enumerate(row):
                    token = {"f": gem, "x": brk}.get(ch)
                    if token:
                        image.blit(token, token.get_rect(center=(40 * (c + 1) + 20, 40 * (r + 1) + 20)))
            places = board.objects.get("places", {})
            for colour in self.match.state.burned:          # burned towers are darkened
                rect = places.get(f"tower_{colour}")
                if rect is not None:
                    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                    veil.fill((20, 10, 10, 140))
                    image.blit(veil, rect)
            self._forest = pygame.transform.smoothscale(image, (620, 620))
        return self._forest

    def hints(self, seat: int) -> int:
        """Hints the seat asked for in this game (kept on the match by the board screen)."""
        return (getattr(self.match, "hints", None) or {}).get(seat, 0)

    def draw(self, surface):
        t, fonts, state = self.t, self.app.fonts, self.match.state
        surface.fill((232, 226, 212))
        fonts.draw(surface, t("fire_tower.end.title"), (40, 30), 48, INK, True)
        surface.blit(self.final_forest(), (40, 96))
        panel(surface, (680, 100, 580, 540 if self.level and self.level.get("next") else 600))
        if state.solo:
            self.draw_solo(surface)
            self.buttons.draw(surface, fonts)
            return
        y = fonts.draw_wrapped(surface, verdict_text(t, state), pygame.Rect(704, 120, 540, 100), 32, INK, True)
        kind = getattr(state, "variant_kind", "standard")
        if kind == "standard" and getattr(state, "guardian_seat", None) is not None:
            kind = "guardian"
        if kind != "standard":                              # FT-VAR-*: the variant's own win rule
            y = fonts.draw_wrapped(surface, t(f"fire_tower.variants.why_{kind}"), pygame.Rect(704, y + 4, 540, 50),
                                   20, MUTED)
        y = max(240, y + 10)
        step = 64 if state.n <= 4 else 52
        winners = set(self.result["winners"])
        for seat, player in enumerate(state.players):
            won = seat in winners
            fonts.draw(surface, seat_name(t, state, seat), (704, y), 26 if state.n > 4 else 28,
                       GOOD if won else INK, True)
            fonts.draw(surface, f"{seat_towers_text(t, state, seat)} · {status_name(t, state.status[seat])}",
                       (704, y + (24 if state.n > 4 else 30)), 20 if state.n > 4 else 22, MUTED)
            if won:
                fonts.draw(surface, t("fire_tower.end.winner"), (1236, y + 4), 26, ACCENT, True, "topright")
            if player.get("kind") != "bot":     # a person's statistics: the hints asked for
                fonts.draw(surface, t("ui.hints_used", n=self.hints(seat)), (1236, y + 32), 20, MUTED,
                           False, "topright")
            y += step
        y += 10
        fonts.draw(surface, t("fire_tower.end.turns", n=state.turn_number), (704, y), 24, INK, True)
        y += 36
        for turn, tower, placer in self.burns[:6 if state.n <= 4 else 4]:
            line = t("fire_tower.end.burned", turn=turn, tower=tower_name(t, tower))
            if placer is not None and 0 <= placer < state.n:
                line += " · " + t("fire_tower.end.lit_by", name=seat_name(t, state, placer))
            fonts.draw(surface, line, (704, y), 22, INK)
            y += 30
        self.buttons.draw(surface, fonts)

    def draw_solo(self, surface):
        """Solo (FT-SOLO-END): won or lost and why, the score, rounds, challenges, progress."""
        t, fonts, r = self.t, self.app.fonts, self.result
        won = r.get("outcome") == "win"
        fonts.draw(surface, t("fire_tower.end.victory") if won else t("fire_tower.end.defeat"), (704, 118), 40,
                   GOOD if won else DANGER, True)
        reason = t("fire_tower.end.because", reason=t(f"fire_tower.solo.reason.{r.get('reason')}")) \
            if r.get("reason") else ""
        y = fonts.draw_wrapped(surface, reason, pygame.Rect(704, 170, 540, 60), 24, INK) + 10
        level = "fire_tower.solo.level_practice" if self.match.setup.get("practice") else "fire_tower.solo.level"
        lines = [t(level, n=r["level"]) + " · " + t("fire_tower.end.rounds", n=r["round"]),
                 t("fire_tower.end.turns", n=self.match.state.turn_number) + " · "
                 + t("ui.hints_used", n=self.hints(0))]
        if won:
            lines.insert(0, t("fire_tower.solo.score", n=r["score"]))
        for i, line in enumerate(lines):
            fonts.draw(surface, line, (704, y), 28 if i == 0 and won else 22, INK, i == 0 and won)
            y += 38 if i == 0 and won else 30
        y += 8
        met = sum(1 for _, how in self.challenges if how == "met")
        fonts.draw(surface, t("fire_tower.end.challenges", met=met, n=len(self.challenges)), (704, y), 22, INK, True)
        y += 30
        for cid, how in self.challenges[-5:]:
            colour = {"met": GOOD, "failed": DANGER}.get(how, MUTED)
            self.draw_mark(surface, (724, y + 11), how, colour)
            fonts.draw(surface, t(f"fire_tower.solo.challenge.{cid}.name"), (744, y), 20, colour)
            y += 26
        for turn, tower, _ in self.burns[:3]:
            fonts.draw(surface, t("fire_tower.end.burned", turn=turn, tower=tower_name(t, tower)), (704, y + 6), 20,
                       MUTED)
            y += 26
        if self.level:
            best = self.level.get("best")
            line = t("fire_tower.end.best", best=best) if best is not None else ""
            if self.level.get("newly_won") and self.level.get("next"):
                line = t("fire_tower.end.unlocked", level=self.level["next"].id)
            if self.level.get("practice"):
                line = t("fire_tower.end.practice")
            fonts.draw(surface, line, (704, 600), 24, ACCENT, True)

    @staticmethod
    def draw_mark(surface, centre, how, colour):
        """A tick (met), a cross (failed) or a dot (still running when the game ended)."""
        x, y = centre
        if how == "met":
            pygame.draw.lines(surface, colour, False, [(x - 6, y), (x - 2, y + 5), (x + 6, y - 5)], 3)
        elif how == "failed":
            pygame.draw.line(surface, colour, (x - 5, y - 5), (x + 5, y + 5), 3)
            pygame.draw.line(surface, colour, (x - 5, y + 5), (x + 5, y - 5), 3)
        else:
            pygame.draw.circle(surface, colour, centre, 4)

"""End of a Fire Tower game: the final forest, who won and how, who burned."""
from __future__ import annotations

import pygame

from game.core.data import DATA_DIR
from game.ui.scene import Scene
from game.ui.tilemap import TileBoard
from game.ui.widgets import ACCENT, GOOD, INK, MUTED, Button, ButtonRow, panel

from .describe import seat_name, status_name, tower_name, verdict_text



class FireTowerEndScene(Scene):
    name = "fire_tower_end"

    def __init__(self, app, match, level_result=None):
        super().__init__(app)
        self.match = match
        self.result = match.state.result()
        self.burns = self.story()
        t = self.t
        self.buttons = ButtonRow([
            Button((760, 720, 240, 56), lambda: t("ui.title_screen"), self.to_title),
            Button((1020, 720, 240, 56), lambda: t("ui.play_again"), self.play_again, primary=True),
        ])

    def story(self) -> list[tuple[int, str, int | None]]:
        """(turn, tower, placer seat) of every burn, from the game's events (a replay of its log)."""
        state = self.match.rules.new_game(self.match.setup, self.match.seed)
        burns = []
        for action in self.match.actions:
            for event in state.apply(action):
                if event["type"] == "tower_burned":
                    burns.append((state.turn_number, event["tower"], event.get("placer")))
        return burns

    def to_title(self):
        from game.scenes.title import TitleScene
        self.app.reset_to(TitleScene(self.app))

    def play_again(self):
        from game.scenes.launch import restart_match
        restart_match(self.app, self.match)

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
            self._forest = pygame.transform.smoothscale(image, (620, 620))
        return self._forest

    def handle(self, event):
        self.buttons.handle(event)

    def draw(self, surface):
        t, fonts, state = self.t, self.app.fonts, self.match.state
        surface.fill((232, 226, 212))
        fonts.draw(surface, t("fire_tower.end.title"), (40, 30), 48, INK, True)
        surface.blit(self.final_forest(), (40, 96))
        panel(surface, (680, 100, 580, 600))
        fonts.draw_wrapped(surface, verdict_text(t, state), pygame.Rect(704, 120, 540, 100), 32, INK, True)
        y = 240
        winners = set(self.result["winners"])
        for seat, player in enumerate(state.players):
            colour = state.seat_tower[seat]
            won = seat in winners
            fonts.draw(surface, seat_name(state, seat), (704, y), 28, GOOD if won else INK, True)
            fonts.draw(surface, f"{tower_name(t, colour)} · {status_name(t, state.status[seat])}",
                       (704, y + 30), 22, MUTED)
            if won:
                fonts.draw(surface, t("fire_tower.end.winner"), (1236, y + 4), 26, ACCENT, True, "topright")
            y += 64
        y += 10
        fonts.draw(surface, t("fire_tower.end.turns", n=state.turn_number), (704, y), 24, INK, True)
        y += 36
        for turn, tower, placer in self.burns[:6]:
            line = t("fire_tower.end.burned", turn=turn, tower=tower_name(t, tower))
            if placer is not None and 0 <= placer < state.n:
                line += " · " + t("fire_tower.end.lit_by", name=seat_name(state, placer))
            fonts.draw(surface, line, (704, y), 22, INK)
            y += 30
        self.buttons.draw(surface, fonts)

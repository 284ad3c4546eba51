"""New-game screen for Fire Tower: players and seats, teams, Mutual Aid, Tower Ablaze."""
from __future__ import annotations

import pygame

from game.core.names import default_player
from game.ui.game_scene import GameSetupScene
from game.ui.widgets import (ACCENT, INK, MUTED, Button, ButtonRow, ChoiceButton, Tooltip, button_tip,
                             panel)

from .config import load_config
from .describe import tower_name


class FireTowerSetupScene(GameSetupScene):
    name = "fire_tower_setup"
    game_key = "fire_tower"

    def __init__(self, app):
        super().__init__(app)
        self.cfg = load_config()
        self.players = 2
        self.kinds = ["human", "bot", "bot", "bot"]
        self.options = {"teams": False, "mutual_aid": False, "tower_ablaze": False}
        self.tip = Tooltip()
        self.build()

    def build(self):
        t = self.t
        rows = ButtonRow()
        self.count_buttons = [rows.add(Button((330 + (n - 2) * 90, 150, 80, 46), str(n),
                                              lambda n=n: self.set_players(n),
                                              tooltip=lambda: t("fire_tower.tip.players"))) for n in (2, 3, 4)]
        self.kind_buttons = [rows.add(ChoiceButton((330, 250 + i * 58, 200, 46), lambda i=i: self.kind_label(i),
                                             lambda i=i: self.toggle_kind(i),
                                             tooltip=lambda i=i: t("fire_tower.tip.computer" if self.kinds[i] == "bot"
                                                                   else "fire_tower.tip.person")))
                             for i in range(4)]
        self.option_buttons = {}
        for k, name in enumerate(self.options):
            self.option_buttons[name] = rows.add(ChoiceButton(
                (330, 500 + k * 62, 160, 46),
                lambda name=name: t("fire_tower.setup.opt_on") if self.options[name] else t("fire_tower.setup.opt_off"),
                lambda name=name: self.toggle(name), tooltip=lambda name=name: t(f"fire_tower.tip.{name}")))
        self.start_button = rows.add(Button((1010, 720, 240, 60), lambda: t("ui.start"), self.start,
                                            primary=True, size=30))
        rows.add(Button((1010, 646, 240, 56), lambda: t("ui.rules"), self.open_rules))
        rows.add(Button((1010, 572, 240, 56), lambda: t("fire_tower.setup.solo_levels"), self.open_levels,
                        tooltip=lambda: t("fire_tower.tip.solo_levels")))
        rows.add(Button((30, 730, 160, 50), lambda: t("ui.back"), self.app.pop))
        self.buttons = rows

    # ------------------------------------------------------------ tooltips
    LABEL_TIPS = ((160, "fire_tower.tip.players"), (510, "fire_tower.tip.teams"),
                  (572, "fire_tower.tip.mutual_aid"), (634, "fire_tower.tip.tower_ablaze"))

    def tip_at(self, pos):
        found = button_tip(self.buttons.buttons, pos)
        if found:
            return found
        for y, key in self.LABEL_TIPS:
            rect = pygame.Rect(56, y - 4, 260, 36)
            if rect.collidepoint(pos):
                return [self.t(key)], rect
        return None

    def handle(self, event):
        self.tip.handle(event)
        super().handle(event)

    def update(self, dt):
        self.tip.update(dt)

    def next_frame_in(self):
        return self.tip.next_frame_in()

    def seat_towers(self) -> list[str]:
        return list(self.cfg.seats[self.players])

    def kind_label(self, i):
        return self.t("fire_tower.setup.computer") if self.kinds[i] == "bot" else self.t("fire_tower.setup.person")

    def set_players(self, n):
        self.players = n
        if n != 4:
            self.options["teams"] = False

    def toggle_kind(self, i):
        self.kinds[i] = "human" if self.kinds[i] == "bot" else "bot"

    def toggle(self, name):
        if name == "teams" and self.players != 4:
            return
        self.options[name] = not self.options[name]

    def setup(self) -> dict:
        players = [default_player(self.t, "fire_tower", i, self.kinds[i]) for i in range(self.players)]
        return dict(players=players, **self.options)

    def open_levels(self):
        from .levels_scene import SoloLevelsScene
        self.app.push(SoloLevelsScene(self.app))

    def start(self):
        from game.scenes.launch import start_match
        start_match(self.app, "fire_tower", self.setup())

    def draw(self, surface):
        t, fonts = self.t, self.app.fonts
        surface.fill((232, 226, 212))
        surface.blit(self.app.assets.image("title/fire_tower.png"), (1000, 40))
        fonts.draw(surface, t("fire_tower.setup.title"), (40, 40), 48, INK, True)
        fonts.draw(surface, t("fire_tower.tagline"), (40, 92), 24, MUTED)
        panel(surface, (30, 130, 940, 590))
        labels = [(160, t("fire_tower.setup.players")), (226, t("fire_tower.setup.seats")),
                  (510, t("fire_tower.setup.teams")), (572, t("fire_tower.setup.mutual_aid")),
                  (634, t("fire_tower.setup.tower_ablaze"))]
        for y, text in labels:
            fonts.draw(surface, text, (56, y), 26, INK, True)
        towers = self.seat_towers()
        for i, button in enumerate(self.kind_buttons):
            button.visible = i < self.players
            if button.visible:
                y = 250 + i * 58
                fonts.draw(surface, t("fire_tower.setup.player", n=i + 1), (80, y + 12), 24, INK)
                fonts.draw(surface, tower_name(t, towers[i]), (560, y + 12), 24, MUTED)
        self.option_buttons["teams"].enabled = self.players == 4
        pygame.draw.rect(surface, ACCENT, self.count_buttons[self.players - 2].rect.inflate(8, 8), 3,
                         border_radius=12)
        fonts.draw_wrapped(surface, t("fire_tower.setup.summary"), pygame.Rect(1000, 400, 260, 150), 22, INK)
        self.buttons.draw(surface, fonts)
        found = self.tip_at(self.tip.pos) if self.tip.due() else None
        lines, rect = found if found else ([], None)
        self.tip.draw(surface, fonts, lines, rect)

"""New-game screen for Fire Tower: players (2-5) and seats on the left with the base options
(teams, Mutual Aid, Tower Ablaze), the Rising Flames modules on the right (variant, Extreme
Weather and its events, seasons, the Megahawk and Bucket minis). Every option row has a
one-line explanation and a tooltip; the set-up dict uses the agreed keys of new_game
(rules.py): players, teams, mutual_aid, tower_ablaze, variant, extreme_weather, events,
seasons, megahawk, water_gems."""
from __future__ import annotations

import pygame

from game.core.names import default_player
from game.ui.game_scene import GameSetupScene
from game.ui.widgets import ACCENT, INK, MUTED, Button, ButtonRow, ChoiceButton, panel

from .config import load_config
from .describe import tower_name

P = "fire_tower."
LEFT, RIGHT = pygame.Rect(30, 130, 610, 590), pygame.Rect(650, 130, 600, 590)
EXPLAIN = 17                      # the one-line explanations' size
# Where the rows stand: the base options on the left, the modules on the right.
BASE_ROWS = {"teams": 510, "mutual_aid": 572, "tower_ablaze": 634}
MODULE_ROWS = {"variant": 148, "extreme_weather": 214, "seasons": 382, "megahawk": 548, "water_gems": 614}
EVENT_CHIPS_Y, SEASON_CHIPS_Y = 290, 456
VARIANTS_BY_COUNT = {2: ("standard", "double"), 3: ("standard", "ghost"), 4: ("standard",), 5: ("guardian",)}


def _available_events() -> tuple:
    """The Extreme Weather events the rules can play (rules_weather.py), in data order."""
    try:
        from .rules import FireTowerState
        from .rules_weather import weather_events_available
    except ImportError:                                   # pragma: no cover - no weather module
        return ()
    return tuple(weather_events_available(FireTowerState))


class FireTowerSetupScene(GameSetupScene):
    name = "fire_tower_setup"
    game_key = "fire_tower"

    def __init__(self, app):
        super().__init__(app)
        self.cfg = load_config()
        self.players = 2
        self.kinds = ["human", "bot", "bot", "bot", "bot"]
        self.options = {"teams": False, "mutual_aid": False, "tower_ablaze": False}
        self.variant = "standard"
        self.weather = False
        self.events_all = _available_events()
        recommended = (self.cfg.weather or {}).get("recommended_events", ())
        self.events = [e for e in self.events_all if e in recommended]
        self.season_ids = tuple(self.cfg.seasons.ids) if self.cfg.seasons else ()
        self.seasons: list[str] = []
        self.megahawk = 0
        self.water_gems = False
        self.build()

    # ------------------------------------------------------------------ layout
    def build(self):
        t = self.t
        rows = ButtonRow()
        self.count_buttons = [rows.add(Button((330 + (n - 2) * 70, 148, 62, 46), str(n),
                                              lambda n=n: self.set_players(n),
                                              tooltip=lambda: t(P + "tip.players")))
                              for n in range(self.cfg.players_min, self.cfg.players_max + 1)]
        # One player is the solo mode, with its own levels: "1" leads there (the Solo levels
        # button below does too), so the row reads 1-5 as the title card says.
        self.solo_count_button = rows.add(Button((330 - 70, 148, 62, 46), "1", self.open_levels,
                                                 tooltip=lambda: t(P + "tip.solo_levels")))
        self.kind_buttons = [rows.add(ChoiceButton((410, 244 + i * 50, 200, 44), lambda i=i: self.kind_label(i),
                                                   lambda i=i: self.toggle_kind(i),
                                                   tooltip=lambda i=i: t(P + "tip.computer" if self.kinds[i] == "bot"
                                                                         else P + "tip.person")))
                             for i in range(5)]
        self.option_buttons = {}
        for name, y in BASE_ROWS.items():
            self.option_buttons[name] = rows.add(ChoiceButton(
                (450, y - 6, 160, 44), lambda name=name: self.on_off(self.options[name]),
                lambda name=name: self.toggle(name), tooltip=lambda name=name: t(f"{P}tip.{name}"),
                enabled=(lambda: self.players == 4) if name == "teams" else True,
                why=(lambda: self.t(P + "tip.off_teams")) if name == "teams" else None))
        x = RIGHT.right - 180
        ys = MODULE_ROWS
        self.option_buttons["variant"] = rows.add(ChoiceButton(
            (x, ys["variant"] - 6, 160, 44), lambda: t(f"{P}setup.variant_{self.variant}"), self.cycle_variant,
            tooltip=lambda: t(f"{P}tip.variant_{self.variant}"),
            enabled=lambda: len(VARIANTS_BY_COUNT[self.players]) > 1, size=22,
            why=lambda: self.t(P + "tip.off_variant", n=self.players)))
        self.option_buttons["extreme_weather"] = rows.add(ChoiceButton(
            (x, ys["extreme_weather"] - 6, 160, 44), lambda: self.on_off(self.weather), self.toggle_weather,
            tooltip=lambda: t(P + "tip.extreme_weather"), enabled=bool(self.events_all),
            why=lambda: self.t(P + "tip.off_unavailable")))
        self.event_buttons = {}
        for i, eid in enumerate(self.events_all):
            row, col = divmod(i, 3)
            self.event_buttons[eid] = rows.add(Button(
                (RIGHT.x + 30 + col * 186, EVENT_CHIPS_Y + row * 40, 178, 34), lambda eid=eid: self.event_label(eid),
                lambda eid=eid: self.toggle_event(eid), size=18, enabled=lambda: self.weather,
                tooltip=lambda eid=eid: t(f"{P}setup.event_tip.{eid}")))
        self.option_buttons["seasons"] = rows.add(ChoiceButton(
            (x, ys["seasons"] - 6, 160, 44), self.seasons_label, self.cycle_seasons,
            tooltip=lambda: t(P + "tip.seasons"), enabled=bool(self.season_ids),
            why=lambda: self.t(P + "tip.off_unavailable")))
        self.season_buttons = {}
        for i, sid in enumerate(self.season_ids):
            row, col = divmod(i, 2)
            self.season_buttons[sid] = rows.add(Button(
                (RIGHT.x + 30 + col * 280, SEASON_CHIPS_Y + row * 40, 270, 34), lambda sid=sid: self.season_label(sid),
                lambda sid=sid: self.toggle_season(sid), size=18, enabled=lambda: bool(self.seasons),
                tooltip=lambda sid=sid: t(f"{P}card.{sid}.text")))
        self.option_buttons["megahawk"] = rows.add(ChoiceButton(
            (x, ys["megahawk"] - 6, 160, 44), lambda: t(f"{P}setup.megahawk_{self.megahawk}"), self.cycle_megahawk,
            tooltip=lambda: t(P + "tip.megahawk_option"), size=22))
        self.option_buttons["water_gems"] = rows.add(ChoiceButton(
            (x, ys["water_gems"] - 6, 160, 44), lambda: self.on_off(self.water_gems), self.toggle_water,
            tooltip=self.water_tip))
        self.start_button = rows.add(Button((1030, 732, 220, 56), lambda: t("ui.start"), self.start,
                                            primary=True, size=30, enabled=self.can_start))
        rows.add(Button((800, 732, 210, 56), lambda: t("ui.rules"), self.open_rules))
        rows.add(Button((570, 732, 210, 56), lambda: t(P + "setup.solo_levels"), self.open_levels,
                        tooltip=lambda: t(P + "tip.solo_levels")))
        rows.add(Button((30, 732, 160, 56), lambda: t("ui.back"), self.app.pop))
        self.buttons = rows

    # ------------------------------------------------------------ tooltips
    def label_rows(self) -> list:
        """(rect, tip key, label key, explanation key) of every option row's words."""
        rows = [(pygame.Rect(56, 156, 260, 36), "tip.players", "setup.players", None)]
        for name, y in BASE_ROWS.items():
            rows.append((pygame.Rect(56, y - 4, 380, 52), f"tip.{name}", f"setup.{name}", f"setup.explain.{name}"))
        tips = {"variant": f"tip.variant_{self.variant}", "extreme_weather": "tip.extreme_weather",
                "seasons": "tip.seasons", "megahawk": "tip.megahawk_option", "water_gems": "tip.water_gems_option"}
        for name, y in MODULE_ROWS.items():
            explain = f"setup.explain.{name}"
            if name == "variant":
                explain = f"setup.explain.variant_{self.variant}"
            rows.append((pygame.Rect(RIGHT.x + 22, y - 4, 390, 52), tips[name], f"setup.{name}", explain))
        return rows

    def tip_at(self, pos):
        found = super().tip_at(pos)
        if found:
            return found
        for rect, key, _, _ in self.label_rows():
            if rect.collidepoint(pos):
                return [self.water_tip() if key == "tip.water_gems_option" else self.t(P + key)], rect
        return None

    def water_tip(self) -> str:
        """The water gems' tooltip, with the count for the players chosen (data: minis)."""
        n = self.cfg.minis["water_gems_per_player"].get(self.players, 0)
        return self.t(P + "tip.water_gems_option", n=n, players=self.players)

    # ------------------------------------------------------------ choices
    def on_off(self, value) -> str:
        return self.t(P + "setup.opt_on") if value else self.t(P + "setup.opt_off")

    def seat_towers(self) -> list[str]:
        return list(self.cfg.seats[self.players])

    def seat_label(self, i) -> str:
        """The tower(s) of seat `i` as the variant seats them."""
        t = self.t
        if self.variant == "guardian" and i >= len(self.seat_towers()):
            return t(P + "setup.guardian")
        if self.variant == "double" and self.cfg.variants is not None:
            return " + ".join(tower_name(t, c) for c in self.cfg.variants.double_towers[i])
        return tower_name(t, self.seat_towers()[i])

    def kind_label(self, i):
        return self.t(P + "setup.computer") if self.kinds[i] == "bot" else self.t(P + "setup.person")

    def set_players(self, n):
        self.players = n
        if n != 4:
            self.options["teams"] = False
        if self.variant not in VARIANTS_BY_COUNT[n]:
            self.variant = VARIANTS_BY_COUNT[n][0]

    def toggle_kind(self, i):
        self.kinds[i] = "human" if self.kinds[i] == "bot" else "bot"

    def toggle(self, name):
        if name == "teams" and self.players != 4:
            return
        self.options[name] = not self.options[name]

    def cycle_variant(self):
        choices = VARIANTS_BY_COUNT[self.players]
        self.variant = choices[(choices.index(self.variant) + 1) % len(choices)]

    def toggle_weather(self):
        self.weather = not self.weather

    def event_label(self, eid) -> str:
        return self.t(f"{P}setup.event.{eid}")

    def toggle_event(self, eid):
        self.events = _toggled(self.events, self.events_all, eid)

    def seasons_label(self) -> str:
        n = len(self.seasons)
        if n == 0:
            return self.t(P + "setup.seasons_none")
        return self.t(P + "setup.seasons_n", n=n)

    def cycle_seasons(self):
        """None, then 3, then 4 seasons (the first ones in the data order; chips swap them)."""
        piles = sorted(self.cfg.seasons.piles)
        n = len(self.seasons)
        nxt = next((p for p in piles if p > n), 0)
        self.seasons = list(self.season_ids[:nxt])

    def season_label(self, sid) -> str:
        return self.t(f"{P}card.{sid}.name")

    def toggle_season(self, sid):
        self.seasons = _toggled(self.seasons, self.season_ids, sid)

    def seasons_ok(self) -> bool:
        return not self.seasons or len(self.seasons) in self.cfg.seasons.piles

    def cycle_megahawk(self):
        self.megahawk = (self.megahawk + 1) % 3

    def toggle_water(self):
        self.water_gems = not self.water_gems

    def can_start(self) -> bool:
        return self.seasons_ok()

    def setup(self) -> dict:
        players = [default_player(self.t, "fire_tower", i, self.kinds[i]) for i in range(self.players)]
        setup = dict(players=players, **self.options)
        if self.variant in ("double", "ghost"):
            setup["variant"] = self.variant
        if self.weather:
            setup["extreme_weather"] = True
            setup["events"] = list(self.events)
        if self.seasons:
            setup["seasons"] = list(self.seasons)
        if self.megahawk:
            setup["megahawk"] = self.megahawk
        if self.water_gems:
            setup["water_gems"] = True
        return setup

    def open_levels(self):
        from .levels_scene import SoloLevelsScene
        self.app.push(SoloLevelsScene(self.app))

    def start(self):
        from game.scenes.launch import start_match
        start_match(self.app, "fire_tower", self.setup())

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        t, fonts = self.t, self.app.fonts
        surface.fill((232, 226, 212))
        fonts.draw(surface, t(P + "setup.title"), (40, 30), 46, INK, True)
        fonts.draw(surface, t(P + "tagline"), (40, 84), 22, MUTED)
        fonts.draw_wrapped(surface, t(P + "setup.summary"), pygame.Rect(RIGHT.x, 40, RIGHT.w, 80), 20, INK)
        panel(surface, LEFT)
        panel(surface, RIGHT)
        fonts.draw(surface, t(P + "setup.players"), (56, 160), 26, INK, True)
        fonts.draw(surface, t(P + "setup.seats"), (56, 214), 22, MUTED, True)
        for i, button in enumerate(self.kind_buttons):
            button.visible = i < self.players
            if button.visible:
                y = 244 + i * 50
                fonts.draw(surface, t(P + "setup.player", n=i + 1), (72, y + 10), 22, INK)
                fonts.draw(surface, self.seat_label(i), (190, y + 10), 22, MUTED)
        for rect, _, label, explain in self.label_rows()[1:]:
            fonts.draw(surface, t(P + label), (rect.x, rect.y + 4), 24, INK, True)
            if explain:
                line = fonts.wrap(t(P + explain), EXPLAIN, rect.w)[0]
                fonts.draw(surface, line, (rect.x, rect.y + 32), EXPLAIN, MUTED)
        if self.weather:
            fonts.draw(surface, t(P + "setup.events_caption"), (RIGHT.x + 30, EVENT_CHIPS_Y - 23), EXPLAIN, MUTED)
        for eid, button in self.event_buttons.items():
            button.visible = self.weather
            button.primary = eid in self.events         # a chosen event is lit
        if not self.weather and self.events_all:
            fonts.draw(surface, t(P + "setup.events_off"), (RIGHT.x + 30, EVENT_CHIPS_Y - 23), EXPLAIN, MUTED)
        if self.seasons:
            caption = P + ("setup.seasons_pick" if not self.seasons_ok() else "setup.seasons_caption")
            fonts.draw(surface, t(caption, n=len(self.seasons)), (RIGHT.x + 30, SEASON_CHIPS_Y - 23), EXPLAIN,
                       (190, 60, 40) if not self.seasons_ok() else MUTED)
        for sid, button in self.season_buttons.items():
            button.visible = bool(self.seasons)
            button.primary = sid in self.seasons
        if not self.seasons:
            fonts.draw(surface, t(P + "setup.seasons_off"), (RIGHT.x + 30, SEASON_CHIPS_Y - 23), EXPLAIN, MUTED)
        count = self.count_buttons[self.players - self.cfg.players_min]
        pygame.draw.rect(surface, ACCENT, count.rect.inflate(8, 8), 3, border_radius=12)
        self.buttons.draw(surface, fonts)
        self.draw_tooltip(surface)


def _toggled(chosen: list, every: list, item) -> list:
    """`chosen` with `item` taken out or put in, in the order of `every` (the data order)."""
    return [x for x in every if (x in chosen) != (x == item)]

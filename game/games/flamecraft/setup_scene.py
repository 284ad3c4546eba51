"""New-game screen for Flamecraft: 1-5 players (each a person or the computer, with a
name), the enchantment deck, the rulings a table may want to change, and the way to the
solo challenge ladder."""
from __future__ import annotations

import pygame

from game.core.names import default_player
from game.ui.game_scene import GameSetupScene
from game.ui.widgets import ACCENT, INK, MUTED, Button, ButtonRow, panel

MAX_PLAYERS = 5
DECKS = ("purple", "gold")
DECK_COLOURS = {"purple": (118, 72, 168), "gold": (206, 156, 36)}
#: the options of rules.yaml a table may want to change, in the order shown, and when:
#: "multi" with others, "solo" alone, "both"
SHOWN_OPTIONS = (("first_player", "multi"), ("solo_timer", "solo"), ("fire_just_placed", "both"),
                 ("sets_scale", "both"), ("sun_unscored", "both"), ("gift_limits", "multi"))
SEAT_TOP, SEAT_STEP = 214, 52
BACKGROUND = (240, 228, 210)


class FlamecraftSetupScene(GameSetupScene):
    name = "flamecraft_setup"
    game_key = "flamecraft"

    def __init__(self, app):
        super().__init__(app)
        self.players = 2
        self.kinds = ["human", "bot", "bot", "bot", "bot"]
        self.names: list[str | None] = [None] * MAX_PLAYERS      # None: "Player n" in the current language
        self.deck = "purple"
        from .config import OPTION_CHOICES, load_config
        cfg = load_config()
        defaults = cfg.options
        self.town_sizes = dict(cfg.numbers["town_size"])
        self.option_values = {name: OPTION_CHOICES[name] for name, _ in SHOWN_OPTIONS if name in OPTION_CHOICES}
        self.option_when = dict(SHOWN_OPTIONS)
        self.options = {name: defaults[name] for name in self.option_values}
        self.defaults = dict(self.options)
        self.build()

    # ------------------------------------------------------------ layout
    def seat_y(self, i: int) -> int:
        return SEAT_TOP + i * SEAT_STEP

    def deck_y(self) -> int:
        """Below the seats in use (alone: below the solo note)."""
        return self.seat_y(self.players) + (74 if self.players == 1 else 14)

    def rulings_y(self) -> int:
        return self.deck_y() + 84

    def relayout(self) -> None:
        """Deck and rulings follow the seats in use."""
        self.name_buttons[0].rect.x = 330 if self.players == 1 else 530
        y = self.deck_y()
        for button in self.deck_buttons.values():
            button.rect.y = y
        self.rulings_button.rect.y = self.rulings_y()

    def build(self):
        t = self.t
        rows = ButtonRow()
        self.count_buttons = [rows.add(Button((330 + (n - 1) * 90, 150, 80, 46), str(n),
                                              lambda n=n: self.set_players(n))) for n in range(1, MAX_PLAYERS + 1)]
        self.kind_buttons, self.name_buttons = [], []
        for i in range(MAX_PLAYERS):
            y = self.seat_y(i)
            self.kind_buttons.append(rows.add(Button((330, y, 180, 44), lambda i=i: self.kind_label(i),
                                                     lambda i=i: self.toggle_kind(i), size=24)))
            self.name_buttons.append(rows.add(Button((530, y, 300, 44), lambda i=i: self.player_name(i),
                                                     lambda i=i: self.rename(i), size=24)))
        self.deck_buttons = {deck: rows.add(Button((330 + k * 200, self.deck_y(), 190, 44),
                                                   lambda deck=deck: t(f"flamecraft.setup.deck_{deck}"),
                                                   lambda deck=deck: self.set_deck(deck), size=24))
                             for k, deck in enumerate(DECKS)}
        # The rulings a table may change open in a dialog: six rows do not fit beside five seats.
        self.rulings_button = rows.add(Button((330, self.rulings_y(), 190, 42),
                                              lambda: t("flamecraft.setup.rulings_change"), self.open_rulings,
                                              size=22, tooltip=lambda: t("flamecraft.setup.rulings_tip")))
        self.start_button = rows.add(Button((1010, 720, 240, 60), lambda: t("ui.start"), self.start,
                                            primary=True, size=30))
        self.levels_button = rows.add(Button((1010, 646, 240, 56), lambda: t("flamecraft.setup.levels"),
                                             self.open_levels))
        rows.add(Button((1010, 572, 240, 56), lambda: t("ui.rules"), self.open_rules))
        rows.add(Button((30, 730, 160, 50), lambda: t("ui.back"), self.app.pop))
        self.buttons = rows
        self.relayout()

    # ------------------------------------------------------------ words
    def kind_label(self, i):
        return self.t("flamecraft.setup.computer") if self.kinds[i] == "bot" else self.t("flamecraft.setup.person")

    def player_name(self, i) -> str:
        return self.names[i] if self.names[i] else self.t("flamecraft.setup.player", n=i + 1)

    def option_word(self, name) -> str:
        return self.t(f"flamecraft.setup.option.{name}.{self.options[name]}.word".lower())

    def option_line(self, name) -> str:
        return self.t(f"flamecraft.setup.option.{name}.{self.options[name]}.line".lower())

    def option_shown(self, name) -> bool:
        """Some rulings matter only alone, some only with others."""
        when = self.option_when[name]
        return when == "both" or (when == "solo") == (self.players == 1)

    # ------------------------------------------------------------ changes
    def set_players(self, n):
        self.players = n
        self.relayout()

    def toggle_kind(self, i):
        if 0 < i < self.players or (i == 0 and self.players > 1):
            self.kinds[i] = "human" if self.kinds[i] == "bot" else "bot"

    def rename(self, i):
        from game.scenes.dialogs import TextInputDialog

        def done(text):
            text = text.strip()
            self.names[i] = text or None

        self.app.push(TextInputDialog(self.app, self.t("flamecraft.setup.name_prompt", n=i + 1),
                                      self.player_name(i), done, max_length=24))

    def set_deck(self, deck):
        self.deck = deck

    def cycle_option(self, name):
        values = self.option_values[name]
        self.options[name] = values[(values.index(self.options[name]) + 1) % len(values)]

    def shown_options(self) -> list:
        return [name for name in self.option_values if self.option_shown(name)]

    def rulings_summary(self) -> str:
        """The rulings of this mode that differ from the usual ones, by their titles."""
        changed = [self.t(f"flamecraft.setup.option.{name}.title") for name in self.shown_options()
                   if self.options[name] != self.defaults[name]]
        if not changed:
            return self.t("flamecraft.setup.rulings_usual")
        return self.t("flamecraft.setup.rulings_changed", list=", ".join(changed))

    def rulings_dialog(self):
        from game.scenes.dialogs import ChoicesDialog
        t = self.t
        rows = [{"title": lambda name=name: t(f"flamecraft.setup.option.{name}.title"),
                 "word": lambda name=name: self.option_word(name),
                 "line": lambda name=name: self.option_line(name),
                 "change": lambda name=name: self.cycle_option(name)} for name in self.shown_options()]
        return ChoicesDialog(self.app, lambda: t("flamecraft.setup.rulings"), rows)

    def open_rulings(self):
        self.app.push(self.rulings_dialog())

    def open_levels(self):
        from .levels_scene import FlamecraftLevelsScene
        self.app.push(FlamecraftLevelsScene(self.app))

    # ------------------------------------------------------------ start
    def setup(self) -> dict:
        """The setup dict for rules.new_game."""
        players = []
        for i in range(self.players):
            kind = "human" if self.players == 1 else self.kinds[i]
            if self.names[i]:
                players.append({"name": self.names[i], "kind": kind})
            else:
                players.append(default_player(self.t, "flamecraft", i, kind))
        setup = {"players": players, "deck": self.deck}
        for name, value in self.options.items():
            if self.option_shown(name):
                setup[name] = value
        return setup

    def start(self):
        from game.scenes.launch import start_match
        start_match(self.app, "flamecraft", self.setup())

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        t, fonts = self.t, self.app.fonts
        surface.fill(BACKGROUND)
        surface.blit(self.app.assets.image("title/flamecraft.png"), (1000, 40))
        fonts.draw(surface, t("flamecraft.setup.title"), (40, 40), 48, INK, True)
        fonts.draw(surface, t("flamecraft.tagline"), (40, 92), 24, MUTED)
        panel(surface, (30, 130, 940, 590))
        fonts.draw(surface, t("flamecraft.setup.players"), (56, 160), 26, INK, True)
        fonts.draw(surface, t("flamecraft.setup.seats"), (56, SEAT_TOP + 10), 26, INK, True)
        fonts.draw_wrapped(surface, t("flamecraft.setup.rename_hint"), pygame.Rect(56, SEAT_TOP + 44, 200, 60), 18,
                           MUTED)
        pygame.draw.rect(surface, ACCENT, self.count_buttons[self.players - 1].rect.inflate(8, 8), 3,
                         border_radius=12)
        for i in range(MAX_PLAYERS):
            active = i < self.players
            self.name_buttons[i].visible = active
            self.kind_buttons[i].visible = active and self.players > 1
            if active and self.players > 1:
                fonts.draw(surface, str(i + 1), (300, self.seat_y(i) + 22), 24, MUTED, True, "midright")
        if self.players == 1:
            fonts.draw_wrapped(surface, t("flamecraft.setup.solo_note"),
                               pygame.Rect(330, self.seat_y(1) + 4, 620, 64), 21, INK)
        # The enchantment deck, with what it means.
        y = self.deck_y()
        fonts.draw(surface, t("flamecraft.setup.deck"), (56, y + 10), 26, INK, True)
        for deck, button in self.deck_buttons.items():
            if deck == self.deck:
                pygame.draw.rect(surface, ACCENT, button.rect.inflate(8, 8), 3, border_radius=12)
        fonts.draw(surface, t(f"flamecraft.setup.deck_{self.deck}_line"), (330, y + 54), 20, MUTED)
        # The rulings this table may change: which differ from the usual, and the way to them.
        oy = self.rulings_y()
        fonts.draw(surface, t("flamecraft.setup.rulings"), (56, oy + 10), 26, INK, True)
        fonts.draw_wrapped(surface, self.rulings_summary(), pygame.Rect(536, oy + 12, 420, 48), 20, MUTED)
        # What the set-up means, and the ladder for one player.
        summary = t("flamecraft.setup.summary_solo", town=self.town_sizes[1]) if self.players == 1 else \
            t("flamecraft.setup.summary", n=self.players, town=self.town_sizes[self.players])
        fonts.draw_wrapped(surface, summary, pygame.Rect(1000, 396, 260, 170), 21, INK)
        self.levels_button.primary = self.players == 1
        self.buttons.draw(surface, fonts)
        for deck, button in self.deck_buttons.items():      # the deck's colour, on its button
            pygame.draw.circle(surface, DECK_COLOURS[deck], (button.rect.x + 18, button.rect.centery), 9)
        self.draw_tooltip(surface)

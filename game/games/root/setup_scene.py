"""New-game screen for Root: two seats (seat 0 the Marquise de Cat, seat 1 the Woodland
Alliance). The person picks the faction they play; the other faction is a second person at
the same screen (hot-seat) or the official Clockwork bot of that faction, with its
difficulty and its four traits (RT-SOLO-SIDES, RT-BOT-LEVELS). A few rulings of
data/root/rules.yaml in plain words, and the way to the solo ladder (RT-SOLO-LADDER)."""
from __future__ import annotations

import pygame

from game.core.names import default_player
from game.ui.game_scene import GameSetupScene
from game.ui.widgets import ACCENT, GOOD, INK, MUTED, Button, ButtonRow, panel

from .levels import (BOT_NAMES, DIFFICULTIES, FACTIONS, TRAITS, difficulty_option, first_difficulty,
                     games_finished, other, solo_setup, traits_option)

#: the options of rules.yaml a table may want to change, in the order shown, and when:
#: "bot" against the Clockwork bot, "people" two people, "both"
SHOWN_OPTIONS = (("first_player", "both"), ("dominance_cards", "both"), ("ambush_vs_bots", "bot"),
                 ("lost_base_returns", "people"))
BACKGROUND = (236, 226, 204)
LABEL_X, BUTTON_X = 56, 300
ROW_OPPONENT, ROW_FACTION = 150, 214
NAME_X, NAME_Y = 540, (ROW_FACTION, ROW_FACTION + 56)     # hot-seat: the name buttons of seats 0 and 1
FACTION_COLOURS = {"marquise": (214, 120, 44), "alliance": (70, 150, 72)}


class RootSetupScene(GameSetupScene):
    name = "root_setup"
    game_key = "root"

    def __init__(self, app):
        super().__init__(app)
        self.opponent = "bot"                     # bot | human
        self.play = "alliance"                    # the faction the person (player 1) plays
        self.names: dict[str, str | None] = {f: None for f in FACTIONS}    # None: the default name
        self.newcomer = games_finished() == 0
        self.difficulty = {f: first_difficulty() for f in FACTIONS}        # per bot faction
        self.traits: dict[str, list[str]] = {f: [] for f in FACTIONS}
        from .config import OPTION_CHOICES, load_config
        defaults = load_config().options
        self.option_values = {name: OPTION_CHOICES[name] for name, _ in SHOWN_OPTIONS if name in OPTION_CHOICES}
        self.option_when = dict(SHOWN_OPTIONS)
        self.options = {name: defaults[name] for name in self.option_values}
        self.build()

    # ------------------------------------------------------------ layout
    @property
    def bot(self) -> str:
        """The faction the other seat plays (the bot's, against the bot)."""
        return other(self.play)

    def option_shown(self, name) -> bool:
        when = self.option_when[name]
        return when == "both" or (when == "bot") == (self.opponent == "bot")

    def options_top(self) -> int:
        return 566 if self.opponent == "bot" else 376

    def relayout(self) -> None:
        against_bot = self.opponent == "bot"
        for button in self.faction_buttons.values():
            button.visible = against_bot
        for seat, (faction, button) in enumerate(self.name_buttons.items()):
            if against_bot:
                button.visible = faction == self.play
                button.rect.topleft = (BUTTON_X + 470, ROW_FACTION)
            else:
                button.visible = True
                button.rect.topleft = (NAME_X, NAME_Y[seat])
        for button in self.difficulty_buttons.values():
            button.visible = against_bot
        for faction, buttons in self.trait_buttons.items():
            for button in buttons.values():
                button.visible = against_bot and faction == self.bot
        shown = 0
        for name, button in self.option_buttons.items():
            button.visible = self.option_shown(name)
            if button.visible:
                button.rect.y = self.options_top() + shown * 50
                shown += 1

    def build(self):
        t = self.t
        rows = ButtonRow()
        self.opponent_buttons = {
            kind: rows.add(Button((BUTTON_X + k * 230, ROW_OPPONENT, 220, 46),
                                  lambda kind=kind: t(f"root.setup.opponent_{'bot' if kind == 'bot' else 'person'}"),
                                  lambda kind=kind: self.set_opponent(kind), size=23))
            for k, kind in enumerate(("bot", "human"))}
        self.faction_buttons = {
            faction: rows.add(Button((BUTTON_X + k * 230, ROW_FACTION, 220, 46),
                                     lambda faction=faction: t(f"root.faction.{faction}.name"),
                                     lambda faction=faction: self.set_play(faction), size=23))
            for k, faction in enumerate(("alliance", "marquise"))}
        self.name_buttons = {faction: rows.add(Button((BUTTON_X + 470, ROW_FACTION, 190, 46),
                                                      lambda faction=faction: self.name_label(faction),
                                                      lambda faction=faction: self.rename(faction), size=22,
                                                      tooltip=lambda faction=faction: self.t(
                                                          "root.setup.name_tip", faction=self.faction_name(faction))))
                             for faction in FACTIONS}
        self.difficulty_buttons = {
            level: rows.add(Button((BUTTON_X + k * 160, 300, 150, 44),
                                   lambda level=level: t(f"root.bot.difficulty.{level}"),
                                   lambda level=level: self.set_difficulty(level), size=22))
            for k, level in enumerate(DIFFICULTIES)}
        self.trait_buttons = {}
        for faction in FACTIONS:
            self.trait_buttons[faction] = {
                trait: rows.add(Button((BUTTON_X, 382 + k * 44, 220, 36),
                                       lambda trait=trait: t(f"root.bot.trait.{trait}.name"),
                                       lambda faction=faction, trait=trait: self.toggle_trait(faction, trait),
                                       size=20))
                for k, trait in enumerate(TRAITS[faction])}
        self.option_buttons = {}
        for k, name in enumerate(self.option_values):
            self.option_buttons[name] = rows.add(Button(
                (BUTTON_X, self.options_top() + k * 50, 170, 42), lambda name=name: self.option_word(name),
                lambda name=name: self.cycle_option(name), size=21))
        self.start_button = rows.add(Button((1010, 720, 240, 60), lambda: t("ui.start"), self.start,
                                            primary=True, size=30))
        self.levels_button = rows.add(Button((1010, 646, 240, 56), lambda: t("root.setup.levels"),
                                             self.open_levels))
        rows.add(Button((1010, 572, 240, 56), lambda: t("ui.rules"), self.open_rules))
        rows.add(Button((30, 730, 160, 50), lambda: t("ui.back"), self.app.pop))
        self.buttons = rows
        self.relayout()

    # ------------------------------------------------------------ words
    def faction_name(self, faction) -> str:
        return self.t(f"root.faction.{faction}.name")

    def bot_name(self, faction) -> str:
        return self.t(f"root.bot.{BOT_NAMES[faction]}")

    def player_name(self, faction) -> str:
        """The name shown for the seat of `faction` (the person's typed one, or a default)."""
        if self.opponent == "bot" and faction != self.play:
            return self.bot_name(faction)                  # a bot is named as the bot
        if self.names[faction]:
            return self.names[faction]
        if self.opponent == "bot":
            return self.t("root.setup.you")
        return self.t("root.setup.player", n=FACTIONS.index(faction) + 1)

    def name_label(self, faction) -> str:
        """The name button's label: against the bot it stands in the "You play" row, so it
        says it is the person's name ("Your name: You")."""
        name = self.player_name(faction)
        return self.t("root.setup.your_name", name=name) if self.opponent == "bot" else name

    def option_word(self, name) -> str:
        return self.t(f"root.setup.option.{name}.{self.options[name]}.word".lower())

    def option_line(self, name) -> str:
        return self.t(f"root.setup.option.{name}.{self.options[name]}.line".lower())

    # ------------------------------------------------------------ changes
    def set_opponent(self, kind):
        self.opponent = kind
        self.relayout()

    def set_play(self, faction):
        if faction != self.play:
            self.names = {f: self.names[other(f)] for f in FACTIONS}     # the names follow the people
        self.play = faction
        self.relayout()

    def set_difficulty(self, level):
        self.difficulty[self.bot] = level

    def toggle_trait(self, faction, trait):
        chosen = self.traits[faction]
        if trait in chosen:
            chosen.remove(trait)
        else:
            chosen.append(trait)
            chosen.sort(key=TRAITS[faction].index)

    def cycle_option(self, name):
        values = self.option_values[name]
        self.options[name] = values[(values.index(self.options[name]) + 1) % len(values)]

    def rename(self, faction):
        from game.scenes.dialogs import TextInputDialog

        def done(text):
            self.names[faction] = text.strip() or None

        self.app.push(TextInputDialog(self.app, self.t("root.setup.name_prompt", faction=self.faction_name(faction)),
                                      self.player_name(faction), done, max_length=24))

    def open_levels(self):
        from .levels_scene import RootLevelsScene
        self.app.push(RootLevelsScene(self.app))

    # ------------------------------------------------------------ input
    # ------------------------------------------------------------ start
    def setup(self) -> dict:
        """The setup dict for rules.new_game: seat 0 the Marquise, seat 1 the Alliance."""
        if self.opponent == "bot":
            bot = self.bot
            setup = solo_setup(self.play, self.player_name(self.play), self.difficulty[bot], self.traits[bot],
                               self.bot_name(bot), typed=bool(self.names[self.play]))
        else:
            players = []
            for seat, faction in enumerate(FACTIONS):
                if self.names[faction]:
                    players.append({"name": self.names[faction], "kind": "human"})
                else:
                    players.append(default_player(self.t, "root", seat, "human"))
            setup = {"players": players}
        for name, value in self.options.items():
            if self.option_shown(name):
                setup[name] = value
        return setup

    def start(self):
        from game.scenes.launch import start_match
        start_match(self.app, "root", self.setup())

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        t, fonts = self.t, self.app.fonts
        surface.fill(BACKGROUND)
        surface.blit(self.app.assets.image("title/root.png"), (1000, 40))
        fonts.draw(surface, t("root.setup.title"), (40, 40), 48, INK, True)
        fonts.draw(surface, t("root.tagline"), (40, 92), 22, MUTED)
        panel(surface, (30, 130, 940, 590))
        against_bot = self.opponent == "bot"
        fonts.draw(surface, t("root.setup.opponent"), (LABEL_X, ROW_OPPONENT + 11), 24, INK, True)
        fonts.draw(surface, t("root.setup.you_play" if against_bot else "root.setup.names"),
                   (LABEL_X, ROW_FACTION + 11), 24, INK, True)
        self.mark(surface, self.opponent_buttons[self.opponent])
        if against_bot:
            self.mark(surface, self.faction_buttons[self.play])
            fonts.draw_wrapped(surface, t(f"root.faction.{self.play}.summary"),
                               pygame.Rect(BUTTON_X, ROW_FACTION + 54, 650, 44), 18, MUTED)
        else:
            for faction, button in self.name_buttons.items():
                pygame.draw.circle(surface, FACTION_COLOURS[faction], (BUTTON_X + 10, button.rect.centery), 9)
                fonts.draw(surface, self.faction_name(faction), (BUTTON_X + 28, button.rect.centery), 22, INK, True,
                           "midleft")
        if against_bot:
            fonts.draw_wrapped(surface, t("root.setup.against", bot=self.bot_name(self.bot)),
                               pygame.Rect(BUTTON_X + 470, ROW_OPPONENT + 2, 190, 46), 18, MUTED)
            self.draw_bot(surface)
        else:
            fonts.draw(surface, t("root.setup.rename_hint"), (NAME_X, NAME_Y[1] + 56), 18, MUTED)
        for name, button in self.option_buttons.items():
            if button.visible:
                oy = button.rect.y
                fonts.draw(surface, t(f"root.setup.option.{name}.title"), (LABEL_X, oy + 10), 22, INK, True)
                fonts.draw_wrapped(surface, self.option_line(name), pygame.Rect(BUTTON_X + 184, oy + 2, 470, 44),
                                   19, MUTED)
        self.draw_summary(surface)
        self.levels_button.primary = against_bot
        for button in self.name_buttons.values():      # a long typed name is set smaller
            button.size = 22
            while button.size > 14 and fonts.font(button.size).size(button.label())[0] > button.rect.w - 16:
                button.size -= 1
        self.buttons.draw(surface, fonts)
        for faction, button in self.faction_buttons.items():        # the faction's colour, on its button
            if button.visible:
                pygame.draw.circle(surface, FACTION_COLOURS[faction], (button.rect.x + 18, button.rect.centery), 9)
        for trait, button in self.trait_buttons[self.bot].items():
            if button.visible:
                self.draw_check(surface, button, trait in self.traits[self.bot])
        self.draw_tooltip(surface)

    def draw_bot(self, surface):
        """Difficulty with what it changes, and the four traits, one plain line each."""
        t, fonts = self.t, self.app.fonts
        bot = self.bot
        fonts.draw(surface, t("root.setup.difficulty"), (LABEL_X, 311), 22, INK, True)
        self.mark(surface, self.difficulty_buttons[self.difficulty[bot]])
        fonts.draw(surface, t(f"root.setup.difficulty_line.{bot}.{self.difficulty[bot]}"), (BUTTON_X, 350), 19,
                   MUTED)
        fonts.draw(surface, t("root.setup.traits"), (LABEL_X, 390), 22, INK, True)
        fonts.draw_wrapped(surface, t("root.setup.trait_hint"), pygame.Rect(LABEL_X, 418, 230, 60), 17, MUTED)
        for trait, button in self.trait_buttons[bot].items():
            fonts.draw_wrapped(surface, t(f"root.bot.trait.{trait}.text"),
                               pygame.Rect(BUTTON_X + 232, button.rect.y - 3, 430, 46), 16,
                               INK if trait in self.traits[bot] else MUTED)

    def draw_summary(self, surface):
        t, fonts = self.t, self.app.fonts
        if self.opponent == "bot":
            key = "root.setup.summary_bot" if self.names[self.play] else "root.setup.summary_you"
            text = t(key, name=self.player_name(self.play), faction=self.faction_name(self.play),
                     bot=self.bot_name(self.bot), difficulty=t(f"root.bot.difficulty.{self.difficulty[self.bot]}"))
            if self.newcomer and self.difficulty[self.bot] == "easy":
                text += " " + t("root.setup.first_game_easy")
            text += " " + t("root.setup.solo_note")
        else:
            text = t("root.setup.summary_people", a=self.player_name("marquise"), fa=self.faction_name("marquise"),
                     b=self.player_name("alliance"), fb=self.faction_name("alliance"))
        fonts.draw_wrapped(surface, text, pygame.Rect(1000, 396, 260, 170), 19, INK)

    def mark(self, surface, button):
        pygame.draw.rect(surface, ACCENT, button.rect.inflate(8, 8), 3, border_radius=12)

    @staticmethod
    def draw_check(surface, button, on):
        """A box at the right of a trait's button: ticked when the trait is on."""
        box = pygame.Rect(button.rect.right - 30, button.rect.centery - 9, 18, 18)
        pygame.draw.rect(surface, (255, 255, 255), box, border_radius=3)
        pygame.draw.rect(surface, GOOD if on else MUTED, box, 2, border_radius=3)
        if on:
            x, y = box.center
            pygame.draw.lines(surface, GOOD, False, [(x - 6, y), (x - 2, y + 4), (x + 6, y - 5)], 3)

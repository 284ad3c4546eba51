"""New-game screen for Zefiria: players and seats, storm mode, solo difficulty, spirits."""
from __future__ import annotations

import pygame

from game.core.names import default_player
from game.ui.game_scene import GameSetupScene
from game.ui.widgets import ACCENT, DANGER, INK, MUTED, Button, ButtonRow, ChoiceButton, panel

from .config import DIFFICULTIES, load_config
from .describe import spirit_name

RANDOM = "random"
MEMORY_FILE = "zefiria_setup.json"      # the last set-up started, offered again next time
ROW_Y = 262             # the first seat's row; one every ROW_STEP
ROW_STEP = 62
KIND_X, KIND_W = 200, 160
SPIRIT_X, SPIRIT_W = 372, 196
POWER_X, POWER_W = 584, 372     # the chosen spirit's power, beside its button
POWER_SIZE = 24


class _Lists:
    """The four seats' choices a memory file may hold: a list of 4 of these values."""

    def __init__(self, values):
        self.values = values

    def __contains__(self, value) -> bool:
        return type(value) is list and len(value) == 4 and all(v in self.values for v in value)


class ZefiriaSetupScene(GameSetupScene):
    name = "zefiria_setup"
    game_key = "zefiria"

    def __init__(self, app):
        super().__init__(app)
        self.cfg = load_config()
        last = self.remembered()
        self.players = last["players"]
        self.kinds = list(last["kinds"])
        self.spirit_choice = list(last["spirits"])     # per seat (solo: the three spirits)
        self.storm = last["storm"]
        self.difficulty = last["difficulty"]
        self.first = RANDOM if last["first"] < 0 else last["first"]
        self.error = ""
        self.build()

    # ------------------------------------------------------------ memory
    def remembered(self) -> dict:
        """The choices of the last game started here (the defaults the first time, or for
        a value the file does not hold in the right form)."""
        from game.core.storage import load_settings_file
        spirits = self.cfg.spirits
        defaults = {"players": 2, "kinds": ["human"] * 4, "spirits": [RANDOM] * 4, "storm": False,
                    "difficulty": "medium", "first": -1}
        allowed = {"players": (1, 2, 3, 4), "kinds": _Lists(("human", "bot")),
                   "spirits": _Lists((RANDOM, *spirits)), "storm": (False, True),
                   "difficulty": DIFFICULTIES, "first": (-1, 0, 1, 2, 3)}
        values, _ = load_settings_file(MEMORY_FILE, defaults, allowed)
        if values["first"] >= values["players"]:
            values["first"] = -1
        return values

    def remember(self) -> None:
        """Keep these choices for the next new game (a failed write only loses them)."""
        from game.core.storage import StorageError, user_data_dir, write_json_atomic
        try:
            write_json_atomic(user_data_dir() / MEMORY_FILE, {
                "players": self.players, "kinds": self.kinds, "spirits": self.spirit_choice,
                "storm": self.storm, "difficulty": self.difficulty,
                "first": -1 if self.first == RANDOM else self.first})
        except StorageError:
            pass

    # ------------------------------------------------------------ layout
    def n_spirits(self) -> int:
        return self.cfg.solo_spirits if self.players == 1 else self.players

    def build(self):
        t = self.t
        rows = ButtonRow()
        self.count_buttons = [rows.add(Button((330 + (n - 1) * 90, 150, 80, 46), str(n),
                                              lambda n=n: self.set_players(n))) for n in range(1, 5)]
        self.kind_buttons, self.spirit_buttons = [], []
        for count in self.count_buttons:
            count.tooltip = lambda: t("zefiria.tip.players")
        for i in range(4):
            y = ROW_Y + i * ROW_STEP
            self.kind_buttons.append(rows.add(ChoiceButton(
                (KIND_X, y, KIND_W, 46), lambda i=i: self.kind_label(i), lambda i=i: self.toggle_kind(i),
                size=24, tooltip=lambda i=i: t("zefiria.tip.computer" if self.kinds[i] == "bot"
                                                else "zefiria.tip.person"))))
            self.spirit_buttons.append(rows.add(ChoiceButton(
                (SPIRIT_X, y, SPIRIT_W, 46), lambda i=i: self.spirit_label(i), lambda i=i: self.cycle_spirit(i),
                size=24, tooltip=lambda i=i: self.spirit_tip(i))))
        rows.add(ChoiceButton((330, 530, 200, 46), lambda: t("zefiria.setup.storm_on") if self.storm
                              else t("zefiria.setup.storm_off"), self.toggle_storm,
                              tooltip=lambda: t("zefiria.tip.storm_mode")))
        self.difficulty_buttons = [rows.add(Button((330 + k * 150, 600, 140, 46),
                                                   lambda d=d: t(f"zefiria.difficulty.{d}"),
                                                   lambda d=d: self.set_difficulty(d),
                                                   tooltip=lambda: t("zefiria.tip.difficulty")))
                                   for k, d in enumerate(DIFFICULTIES)]
        self.first_button = rows.add(ChoiceButton((330, 670, 260, 46), self.first_label, self.cycle_first,
                                                  tooltip=lambda: t("zefiria.tip.first")))
        self.start_button = Button((1010, 720, 240, 60), lambda: t("ui.start"), self.start, primary=True, size=30)
        rows.add(self.start_button)
        rows.add(Button((1010, 640, 240, 56), lambda: t("zefiria.setup.levels"), self.open_levels,
                        tooltip=lambda: t("zefiria.tip.levels")))
        rows.add(Button((1010, 566, 240, 56), lambda: t("ui.rules"), self.open_rules))
        rows.add(Button((30, 730, 160, 50), lambda: t("ui.back"), self.app.pop))
        self.buttons = rows

    def kind_label(self, i):
        return self.t("zefiria.setup.computer") if self.kinds[i] == "bot" else self.t("zefiria.setup.person")

    def spirit_label(self, i):
        choice = self.spirit_choice[i]
        return self.t("zefiria.setup.random_spirit") if choice == RANDOM else spirit_name(self.t, choice)

    def spirit_tip(self, i):
        choice = self.spirit_choice[i]
        if choice == RANDOM:
            return self.t("zefiria.tip.random_spirit")
        return [spirit_name(self.t, choice), self.t(f"zefiria.spirit.{choice}.short"),
                self.t("zefiria.tip.spirit_choice")]

    # ------------------------------------------------------------ tooltips
    LABEL_TIPS = ((160, "zefiria.tip.players"), (540, "zefiria.tip.storm_mode"),
                  (610, "zefiria.tip.difficulty"), (680, "zefiria.tip.first"))

    def tip_at(self, pos):
        found = super().tip_at(pos)
        if found:
            return found
        for y, key in self.LABEL_TIPS:
            if key == "zefiria.tip.first" and self.players == 1:
                continue        # no such row solo
            rect = pygame.Rect(56, y - 4, 260, 36)
            if rect.collidepoint(pos):
                return [self.t(key)], rect
        return None

    def first_label(self):
        if self.first == RANDOM:
            return self.t("zefiria.setup.first_random")
        return self.t("zefiria.setup.first_player", n=self.first + 1)

    # ------------------------------------------------------------ changes
    def set_players(self, n):
        self.players = n
        self.first = RANDOM
        self.error = ""
        # A seat that comes back into play keeps its spirit only if nobody before it has it.
        seen = set()
        for i in range(self.n_spirits()):
            if self.spirit_choice[i] in seen:
                self.spirit_choice[i] = RANDOM
            elif self.spirit_choice[i] != RANDOM:
                seen.add(self.spirit_choice[i])

    def toggle_kind(self, i):
        if i < self.players:
            self.kinds[i] = "human" if self.kinds[i] == "bot" else "bot"

    def taken_by_others(self, i) -> set:
        """Spirits another active seat has already chosen (they cannot be picked here)."""
        return {c for k, c in enumerate(self.spirit_choice[:self.n_spirits()]) if k != i and c != RANDOM}

    def cycle_spirit(self, i):
        """The next spirit nobody else has chosen (Random is always there)."""
        taken = self.taken_by_others(i)
        options = [RANDOM, *(sp for sp in self.cfg.spirits if sp not in taken)]
        current = self.spirit_choice[i]
        if current in options:
            nxt = options[(options.index(current) + 1) % len(options)]
        else:
            nxt = RANDOM
        self.spirit_choice[i] = nxt
        self.error = ""

    def toggle_storm(self):
        self.storm = not self.storm

    def set_difficulty(self, d):
        self.difficulty = d

    def cycle_first(self):
        options = [RANDOM, *range(self.players)]
        self.first = options[(options.index(self.first) + 1) % len(options)]

    def open_levels(self):
        from .levels_scene import LevelSelectScene
        self.app.push(LevelSelectScene(self.app))

    # ------------------------------------------------------------ start
    def setup(self) -> dict | None:
        """The setup dict for rules.new_game, or None (with self.error) if it is not valid."""
        t = self.t
        players = [default_player(t, "zefiria", i, self.kinds[i]) for i in range(self.players)]
        if self.players == 1:
            players[0]["kind"] = "human"
        chosen = self.spirit_choice[:self.n_spirits()]
        fixed = [c for c in chosen if c != RANDOM]
        if len(set(fixed)) != len(fixed):
            self.error = t("zefiria.setup.duplicate_spirit")
            return None
        # A random pick is dealt by the game from the spirits nobody chose, with its seed.
        spirits = [c if c != RANDOM else None for c in chosen]
        setup = {"players": players, "storm": self.storm, "spirits": spirits}
        if self.players == 1:
            setup["difficulty"] = self.difficulty
        if self.first != RANDOM:
            setup["first_player"] = self.first
        return setup

    def start(self):
        setup = self.setup()
        if setup is None:
            return
        self.remember()
        from game.scenes.launch import start_match
        start_match(self.app, "zefiria", setup)

    # ------------------------------------------------------------ events
    def draw(self, surface):
        t, fonts = self.t, self.app.fonts
        surface.fill((214, 230, 244))
        art = self.app.assets.image("title/zefiria.png")
        surface.blit(art, (1000, 40))
        fonts.draw(surface, t("zefiria.setup.title"), (40, 40), 48, INK, True)
        fonts.draw(surface, t("zefiria.tagline"), (40, 92), 24, MUTED)
        panel(surface, (30, 130, 940, 590))
        labels = [(160, t("zefiria.setup.players")), (238, t("zefiria.setup.seats")),
                  (540, t("zefiria.ui.storm_mode")), (610, t("zefiria.setup.difficulty"))]
        # Who plays first means nothing solo (the spirits' order is chosen each round).
        self.first_button.visible = self.players > 1
        if self.players > 1:
            labels.append((680, t("zefiria.setup.first")))
        for y, text in labels:
            fonts.draw(surface, text, (56, y), 26, INK, True)
        for i in range(4):
            active = i < self.n_spirits()
            self.spirit_buttons[i].visible = active
            self.kind_buttons[i].visible = i < self.players and self.players > 1
            if active:
                label = t("zefiria.setup.player", n=i + 1) if self.players > 1 else \
                    t("zefiria.setup.solo_spirit", n=i + 1)
                fonts.draw(surface, label, (56, ROW_Y + i * ROW_STEP + 12), 24, INK)
                choice = self.spirit_choice[i]
                if choice != RANDOM:       # the power beside its button, in ink, two lines at most
                    text = t(f"zefiria.spirit.{choice}.short")
                    size = POWER_SIZE
                    while size > 22 and len(fonts.wrap(text, size, POWER_W)) > 2:
                        size -= 1
                    lines = fonts.wrap(text, size, POWER_W)[:3]
                    step = fonts.font(size).get_linesize()
                    top = ROW_Y + i * ROW_STEP + 23 - step * len(lines) // 2
                    for k, line in enumerate(lines):
                        fonts.draw(surface, line, (POWER_X, top + k * step), size, INK)
        if self.players == 1:
            fonts.draw(surface, t("zefiria.setup.solo_note"), (330, 226), 20, MUTED)
        # Outline the chosen player count and difficulty.
        chosen = [self.count_buttons[self.players - 1]]
        for b, d in zip(self.difficulty_buttons, DIFFICULTIES):
            b.visible = self.players == 1
            if b.visible and d == self.difficulty:
                chosen.append(b)
        for b in chosen:
            pygame.draw.rect(surface, ACCENT, b.rect.inflate(8, 8), 3, border_radius=12)
        if self.players != 1:
            fonts.draw(surface, t("zefiria.setup.difficulty_solo_only"), (330, 612), 22, MUTED)
        # Summary of what this set-up means.
        gems = self.cfg.solo_time_gems[self.difficulty] if self.players == 1 else self.cfg.time_gems[self.players]
        ap = self.cfg.solo_action_points if self.players == 1 else self.cfg.action_points[self.players]
        fonts.draw_wrapped(surface, t("zefiria.setup.summary", rounds=gems, ap=ap),
                           pygame.Rect(1000, 400, 260, 150), 22, INK)
        self.buttons.draw(surface, fonts)
        if self.error:
            fonts.draw(surface, self.error, (330, 740), 24, DANGER, True)
        self.draw_tooltip(surface)

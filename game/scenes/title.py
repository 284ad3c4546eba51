"""The title screen: the four games as cards, and Continue / Load / Settings / Rules / Quit.

Continue resumes the game in progress at once when there is one, else opens a chooser
listing each (game, players, round or turn, when it was saved); a damaged autosave is
listed as damaged, never resumed, and left as it is."""
from __future__ import annotations

import importlib
import sys

import pygame

from game.core.data import ROOT, DataError
from game.core.storage import printable_name
from game.games import PROBLEMS, TITLES, problem
from game.scenes import launch
from game.scenes.dialogs import ConfirmDialog, Dialog, backdrop, fit
from game.ui.scene import Scene
from game.ui.widgets import ACCENT, DANGER, INK, MUTED, Button, ButtonRow, Tooltip, button_tip, control_shown, deaf, panel

#: which scene sets up a new game of each playable title; constructor is (app)
SETUP_SCENES = {"zefiria": "game.games.zefiria.setup_scene:ZefiriaSetupScene",
                "fire_tower": "game.games.fire_tower.setup_scene:FireTowerSetupScene",
                "flamecraft": "game.games.flamecraft.setup_scene:FlamecraftSetupScene",
                "root": "game.games.root.setup_scene:RootSetupScene"}

ART_W, ART_H = 260, 340
CARD_PAD = 8
CARD_W, CARD_H = ART_W + 2 * CARD_PAD, 484
CARD_GAP = 28
CARD_TOP = 122
BUTTON_Y = 648
RIBBON = (196, 112, 40)
THUMB = (54, 70)              # a game's art in the Continue chooser


def make_setup(app, key: str):
    """Build the new-game scene for a title (imported only when asked for)."""
    module, name = SETUP_SCENES[key].split(":")
    return getattr(importlib.import_module(module), name)(app)


def rules_path(key: str, lang: str):
    """seeds/<game>.<lang>.md, falling back to English; None if neither exists."""
    for code in (lang, "en"):
        path = ROOT / "seeds" / f"{key}.{code}.md"
        if path.exists():
            return path
    return None


def games_with_rules() -> list[str]:
    return [t.key for t in TITLES if t.playable and rules_path(t.key, "en")]


def open_rules(app) -> None:
    """Straight to the rules when one game has them, else a small chooser."""
    from game.scenes.rules_view import RulesScene
    keys = games_with_rules()
    if len(keys) == 1:
        app.push(RulesScene(app, keys[0]))
    else:
        app.push(RulesChooser(app, keys))


def players_words(t, title) -> str:
    """How many can play, as the title card says it: "1–4 players", "de 1 a 4 jugadores"."""
    least, most = title.players
    return t("title.players_exactly", n=most) if least == most else t("title.players_range", least=least, most=most)


def game_name(app, key: str) -> str:
    return launch.game_name(app.t, key)


class GameCard:
    def __init__(self, scene, index: int, title):
        self.scene = scene
        self.title = title
        left = (1280 - 4 * CARD_W - 3 * CARD_GAP) // 2
        self.rect = pygame.Rect(left + index * (CARD_W + CARD_GAP), CARD_TOP, CARD_W, CARD_H)
        self.hover = False
        self.pressed = False
        self._dim_art = None

    @property
    def key(self) -> str:
        return self.title.key

    @property
    def playable(self) -> bool:
        """It opens: a game of this version whose files start-up found whole."""
        return self.title.playable and not self.damaged

    @property
    def damaged(self) -> bool:
        return problem(self.key) is not None

    def art(self, app) -> pygame.Surface:
        art = app.assets.image(f"title/{self.key}.png", (ART_W, ART_H))
        if self.playable:
            return art
        if self._dim_art is None:
            grey = pygame.transform.grayscale(art)
            wash = pygame.Surface(grey.get_size(), pygame.SRCALPHA)
            wash.fill((246, 243, 236, 120))
            grey.blit(wash, (0, 0))
            self._dim_art = grey
        return self._dim_art

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.rect.collidepoint(event.pos)
            return self.pressed
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                if self.playable:
                    self.scene.open_game(self.key)
                elif self.damaged:          # refused: say why (the hover says it too)
                    self.scene.app.toast(launch.damage_words(self.scene.t, self.key), 6.0)
                return True      # a card in preparation swallows the click and does nothing
        return False

    def draw(self, surface, app) -> None:
        lifted = self.playable and self.hover
        rect = self.rect.move(0, -6) if lifted else self.rect
        panel(surface, rect, (255, 255, 255) if self.playable else (236, 236, 238), radius=16,
              shadow=self.playable)
        if lifted:
            pygame.draw.rect(surface, ACCENT, rect.inflate(6, 6), 3, border_radius=19)
        art_rect = pygame.Rect(rect.x + CARD_PAD, rect.y + CARD_PAD, ART_W, ART_H)
        surface.blit(self.art(app), art_rect)
        fonts = app.fonts
        ink = INK if self.playable else MUTED
        fonts.draw(surface, game_name(app, self.key), (rect.centerx, art_rect.bottom + 14), 34, ink,
                   True, "midtop")
        tagline = app.t(f"games.{self.key}.tagline", players=players_words(app.t, self.title))
        y = art_rect.bottom + 54
        for line in fonts.wrap(tagline, 22, ART_W - 12)[:3]:
            fonts.draw(surface, line, (rect.centerx, y), 22, MUTED if self.playable else (150, 152, 160),
                       False, "midtop")
            y += 23
        if not self.playable:
            self.draw_ribbon(surface, app, art_rect)
        elif any(e.game == self.key and e.resumable for e in self.scene.in_progress):
            self.draw_badge(surface, app, art_rect)

    def draw_badge(self, surface, app, art_rect) -> None:
        """An "In progress" tag on the art of a game with a game in progress (Continue
        resumes it; a new one asks first)."""
        text = app.fonts.render(app.t("title.in_progress_badge"), 22, (255, 255, 255), True)
        pill = text.get_rect(topleft=(art_rect.x + 10, art_rect.y + 10)).inflate(24, 12)
        pill.topleft = (art_rect.x + 10, art_rect.y + 10)
        pygame.draw.rect(surface, ACCENT, pill, border_radius=pill.height // 2)
        pygame.draw.rect(surface, (255, 255, 255), pill, 2, border_radius=pill.height // 2)
        surface.blit(text, text.get_rect(center=pill.center))

    def draw_ribbon(self, surface, app, art_rect) -> None:
        """A diagonal "In preparation" (or "Damaged file") band across the art's top-right
        corner."""
        label = app.t("title.damaged_ribbon" if self.damaged else "title.in_preparation")
        text = app.fonts.render(label, 22, (255, 255, 255), True)
        band = pygame.Surface((max(300, text.get_width() + 80), 38), pygame.SRCALPHA)
        band.fill(RIBBON)
        pygame.draw.line(band, (255, 255, 255, 140), (0, 3), (band.get_width(), 3), 1)
        pygame.draw.line(band, (255, 255, 255, 140), (0, 34), (band.get_width(), 34), 1)
        band.blit(text, text.get_rect(center=band.get_rect().center))
        turned = pygame.transform.rotate(band, -35)
        old = surface.get_clip()
        surface.set_clip(art_rect)
        surface.blit(turned, turned.get_rect(center=(art_rect.right - 66, art_rect.top + 74)))
        surface.set_clip(old)


class TitleScene(Scene):
    name = "title"

    def __init__(self, app):
        super().__init__(app)
        self.cards = [GameCard(self, i, title) for i, title in enumerate(TITLES)]
        self.in_progress: list = []          # launch.Autosave, newest first
        self.refresh()
        t = self.t
        labels = [
            (lambda: t("title.continue"), self.continue_game, lambda: self.can_continue, True),
            (lambda: t("title.load"), self.open_saves, True, False),
            (lambda: t("title.settings"), self.open_settings, True, False),
            (lambda: t("ui.rules"), lambda: open_rules(self.app), True, False),
            (lambda: t("title.quit"), self.quit, True, False),
        ]
        w, gap = 204, 18
        left = (1280 - len(labels) * w - (len(labels) - 1) * gap) // 2
        self.buttons = ButtonRow()
        for i, (label, action, enabled, primary) in enumerate(labels):
            self.buttons.add(Button((left + i * (w + gap), BUTTON_Y, w, 58), label, action,
                                    enabled=enabled, primary=primary, size=28))
        self.continue_button = self.buttons.buttons[0]
        self.continue_button.why = lambda: t("ui.why.continue_none")
        # "Learn to play" on the art of each game that has a lesson (game/ui/tutorial.py)
        from game.core.lessons import has_lesson
        self.learn_buttons = ButtonRow()
        for card in self.cards:
            if card.title.playable and has_lesson(card.key):
                rect = pygame.Rect(0, 0, ART_W - 40, 44)
                rect.midbottom = (card.rect.centerx, card.rect.y + CARD_PAD + ART_H - 12)
                # greyed, saying why, when start-up found the game or its lesson broken
                why = lambda key=card.key: launch.damage_words(self.t, key, lesson=True)   # noqa: E731
                button = self.learn_buttons.add(Button(rect, lambda: t("tutorial.learn"),
                                                       lambda key=card.key: self.learn(key), size=24,
                                                       enabled=lambda why=why: why() is None, why=why))
                button.game = card.key
        self.tip = Tooltip()

    # ------------------------------------------------------------ actions
    @property
    def can_continue(self) -> bool:
        return bool(self.in_progress)

    def refresh(self) -> None:
        """Read the games in progress again (an old autosave.json is moved into place
        first; what was moved or could not be is reported)."""
        found = []
        self.app.try_write(lambda: found.extend(launch.list_autosaves()))
        self.in_progress = found

    def on_resume(self) -> None:
        self.refresh()

    def continue_caption(self) -> str:
        """What Continue will do, under the button: the one game, or how many."""
        games = self.in_progress
        if not games:
            return ""
        if len(games) > 1:
            return self.t("continue.several", n=len(games))
        entry = games[0]
        if entry.error is not None or entry.game not in launch.SCENES:
            return self.t("continue.damaged_short", game=game_name(self.app, entry.game))
        detail = launch.progress_words(self.t, entry.progress)
        name = game_name(self.app, entry.game)
        return f"{name} · {detail}" if detail else name

    def open_game(self, key: str) -> None:
        try:
            scene = make_setup(self.app, key)
        except (ImportError, AttributeError, KeyError) as exc:
            print(f"cannot open the setup screen of {key}: {exc!r}", file=sys.stderr)
            self.app.toast(self.t("title.cannot_open", game=game_name(self.app, key)))
            return
        self.app.push(scene)

    def learn(self, key: str) -> None:
        """Learn to play: the guided first game of `key`, where it was left. A lesson file
        broken since start-up is told and greyed from then on."""
        from game.ui.tutorial import start_tutorial
        try:
            start_tutorial(self.app, key)
        except DataError as err:
            print(f"Cannot open the lesson: {err}", file=sys.stderr)
            PROBLEMS[f"{key}.lesson"] = err
            self.app.toast(launch.damage_words(self.t, key, lesson=True), 6.0)

    def continue_game(self) -> None:
        self.refresh()
        games = self.in_progress
        if len(games) == 1 and games[0].resumable:
            self.resume(games[0])
        elif games:
            self.app.push(ContinueChooser(self.app, games, self.resume))

    def resume(self, entry) -> None:
        """Open the game in progress; if it turns out not to replay, the player is told
        why and it is listed as damaged from then on."""
        launch.load_match(self.app, entry.path)
        if self.app.scene is self:
            self.refresh()

    def open_saves(self) -> None:
        from game.scenes.saves_scene import SavesScene
        self.app.push(SavesScene(self.app))

    def open_settings(self) -> None:
        from game.scenes.settings_scene import SettingsScene
        self.app.push(SettingsScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    # ------------------------------------------------------------ loop
    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.push(ConfirmDialog(self.app, self.t("title.quit_confirm"), self.quit,
                                        yes_label=lambda: self.t("title.quit")))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            open_rules(self.app)
            return
        self.tip.handle(event)
        if self.buttons.handle(event) or self.learn_buttons.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for button in self.learn_buttons.buttons:       # a greyed one: refused, said why
                if not button.is_enabled() and button.rect.collidepoint(event.pos):
                    self.app.toast(button.why(), 6.0)
                    return
        for card in self.cards:
            if card.handle(event):
                return

    def update(self, dt: float) -> None:
        self.tip.update(dt)

    def next_frame_in(self):
        return self.tip.next_frame_in()

    def tip_at(self, pos):
        """(lines, rect) of what the mouse rests on that explains itself: a greyed button
        (Continue, a Learn to play), a game whose files are damaged."""
        greyed = [b for b in self.buttons.buttons + self.learn_buttons.buttons if not b.is_enabled()]
        found = button_tip(greyed, pos)
        if found:
            return found
        for card in self.cards:
            if card.damaged and card.rect.collidepoint(pos):
                return [launch.damage_words(self.t, card.key)], card.rect
        return None

    def draw_tooltip(self, surface) -> None:
        found = self.tip_at(self.tip.pos) if self.tip.due() else None
        lines, rect = found if found else ([], None)
        self.tip.draw(surface, self.app.fonts, lines, rect)

    def draw(self, surface) -> None:
        backdrop(surface)
        fonts = self.app.fonts
        t = self.t
        title = fonts.render(t("app.title"), 60, INK, True)
        icon = self.app.assets.image("ui/icon.png", (56, 56))
        total = icon.get_width() + 18 + title.get_width()
        x = (1280 - total) // 2
        surface.blit(icon, (x, 20))
        surface.blit(title, title.get_rect(midleft=(x + icon.get_width() + 18, 48)))
        fonts.draw(surface, t("title.subtitle"), (640, 94), 24, MUTED, False, "center")
        for card in self.cards:
            card.draw(surface, self.app)
        self.learn_buttons.draw(surface, fonts)
        self.buttons.draw(surface, fonts)
        caption = self.continue_caption()
        if caption:
            fonts.draw(surface, caption, (self.continue_button.rect.centerx, self.continue_button.rect.bottom + 16),
                       21, MUTED, False, "center")
        fonts.draw(surface, t("title.hint"), (640, 770), 20, MUTED, False, "center")
        self.draw_tooltip(surface)


class RulesChooser(Dialog):
    """Which game's rules to read, when more than one game has them."""

    name = "rules_chooser"

    def __init__(self, app, keys: list[str]):
        super().__init__(app)
        self.keys = keys
        self.game_buttons = ButtonRow()
        for key in keys:
            self.game_buttons.add(Button((0, 0, self.WIDTH - 2 * self.PAD, 52),
                                         lambda k=key: game_name(self.app, k),
                                         lambda k=key: self.choose(k), size=28))
        self.buttons.add(Button((0, 0, 150, 54), lambda: self.t("dialog.cancel"), self.cancel))

    def body_height(self) -> int:
        return self.line_h() + 12 + max(1, len(self.keys)) * 64

    def choose(self, key: str) -> None:
        from game.scenes.rules_view import RulesScene
        self.close()
        self.app.push(RulesScene(self.app, key))

    def place_game_buttons(self) -> None:
        box = self.box()
        y = box.y + self.PAD + self.line_h() + 12
        for b in self.game_buttons.buttons:
            b.rect.topleft = (box.x + self.PAD, y)
            y += 64

    def handle(self, event) -> None:
        self.place_game_buttons()
        if self.game_buttons.handle(event):
            return
        super().handle(event)

    def draw_body(self, surface, rect) -> None:
        self.app.fonts.draw(surface, self.t("title.choose_rules"), rect.topleft, self.TEXT_SIZE, INK, True)
        if not self.keys:
            self.app.fonts.draw(surface, self.t("rules.none"), (rect.x, rect.y + self.line_h() + 20),
                                24, MUTED)
        self.place_game_buttons()
        self.game_buttons.draw(surface, self.app.fonts)



class ContinueChooser(Dialog):
    """Which game in progress to resume: a row for each (game, players, round or turn,
    when saved); a damaged one says so and only explains itself when clicked."""

    name = "continue_chooser"
    WIDTH = 780
    ROW_H = 92
    ROW_GAP = 12
    MAX_ROWS = 5                # 5 rows fit the 800-pixel screen; newest first

    def __init__(self, app, entries: list, on_pick):
        super().__init__(app)
        self.entries = list(entries)[: self.MAX_ROWS]
        self.on_pick = on_pick
        self.hover = -1
        self.pressed = -1
        self.deaf_until: dict = {}      # row -> until when it ignores clicks (it appeared under the pointer)
        self.buttons.add(Button((0, 0, 150, 54), lambda: self.t("dialog.cancel"), self.cancel))

    def body_height(self) -> int:
        return self.line_h() + 16 + len(self.entries) * (self.ROW_H + self.ROW_GAP) - self.ROW_GAP

    def row_rect(self, index: int) -> pygame.Rect:
        box = self.box()
        y = box.y + self.PAD + self.line_h() + 16 + index * (self.ROW_H + self.ROW_GAP)
        return pygame.Rect(box.x + self.PAD, y, box.width - 2 * self.PAD, self.ROW_H)

    def row_at(self, pos) -> int:
        for i in range(len(self.entries)):
            if self.row_rect(i).collidepoint(pos):
                return i
        return -1

    def pick(self, index: int) -> None:
        entry = self.entries[index]
        if not entry.resumable:
            damaged = launch.damage_words(self.t, entry.game)
            if entry.error is None and damaged:      # the game's own files, not the save
                self.app.toast(damaged, 6.0)
            elif entry.error is None:                # a game this version cannot play
                self.app.toast(self.t("storage.not_playable", file=printable_name(entry.path.name)), 6.0)
            else:
                self.app.toast(self.app.describe_storage_error(entry.error), 6.0)
            return
        self.close()
        self.on_pick(entry)

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.row_at(event.pos)
            if index >= 0:          # a double click on Continue does not pick the row it opened under it
                self.pressed = -1 if deaf(self.deaf_until.get(index)) else index
                return
            self.pressed = -1
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index, pressed, self.pressed = self.row_at(event.pos), self.pressed, -1
            if index >= 0 and index == pressed:
                self.pick(index)
                return
        super().handle(event)

    def draw_body(self, surface, rect) -> None:
        fonts, t = self.app.fonts, self.t
        fonts.draw(surface, t("continue.choose"), rect.topleft, self.TEXT_SIZE, INK, True)
        for i, entry in enumerate(self.entries):
            if i not in self.deaf_until:
                self.deaf_until[i] = control_shown(self.row_rect(i), ("continue", entry.path))
            self.draw_row(surface, self.row_rect(i), entry, i == self.hover)

    def draw_row(self, surface, rect, entry, hover) -> None:
        fonts, t = self.app.fonts, self.t
        ok = entry.resumable
        fill = (236, 243, 253) if hover and ok else ((253, 241, 239) if not ok else (255, 255, 255))
        pygame.draw.rect(surface, fill, rect, border_radius=12)
        pygame.draw.rect(surface, (ACCENT if ok else DANGER) if hover else (214, 219, 228), rect,
                         2, border_radius=12)
        right = rect.right - 20
        left = rect.x + 20
        if entry.game in {t_.key for t_ in TITLES}:
            thumb = self.app.assets.image(f"title/{entry.game}.png", THUMB)
            spot = thumb.get_rect(midleft=(rect.x + 12, rect.centery))
            surface.blit(thumb, spot)
            pygame.draw.rect(surface, (188, 194, 206), spot, 1, border_radius=4)
            left = spot.right + 16
        if entry.saved:
            when = t("continue.saved", when=launch.when_words(t, entry.saved))
            fonts.draw(surface, when, (right, rect.y + 18), 22, MUTED, False, "topright")
        fonts.draw(surface, game_name(self.app, entry.game), (left, rect.y + 14), 30, INK, True)
        if ok:
            detail = launch.progress_words(t, entry.progress, players=False)
            detail = detail[:1].upper() + detail[1:]
            fonts.draw(surface, detail, (right, rect.y + 52), 24, INK, True, "topright")
            width = right - left - fonts.font(24, True).size(detail)[0] - 24
            shown = launch.player_names(self.app.t, entry.game, entry.progress)
            names = fit(fonts, ", ".join(shown), 22, max(80, width))
            fonts.draw(surface, names, (left, rect.y + 54), 22, MUTED)
        else:
            key = "continue.damaged" if entry.error is not None else \
                "continue.game_damaged" if problem(entry.game) else "continue.not_playable"
            fonts.draw(surface, t(key), (left, rect.y + 54), 22, DANGER, True)

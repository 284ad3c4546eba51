"""The one pygame-ce loop: events -> top scene, update, draw (DESIGN.md, Presentation)."""
from __future__ import annotations

import gc
import io
import math
import os
import sys
import time
import warnings
from pathlib import Path

import pygame

from game.core import memory
from game.core.data import DataError
from game.core.i18n import Translator
from game.core.storage import (StorageError, printable_name, remove_stray_temp_files, take_notices,
                                user_data_dir, write_behind, write_png_atomic)
from game.ui.assets import Assets
from game.ui.settings import LABELS, WINDOW_SIZE_UNSET, Settings
from game.ui.sound import SoundLayer
from game.ui import text_audit, widgets
from game.ui.widgets import Fonts

LOGICAL_SIZE = (1280, 800)      # every scene draws and reads the mouse in these coordinates
MIN_WINDOW_SIZE = (1024, 640)   # the smallest window, the first one included
SCREEN_SHARE = 0.9              # the first window takes at most this much of the desktop...
SCREEN_MARGIN = (40, 100)       # ...and leaves at least this many pixels (title bar, taskbar)
HEADLESS_DESKTOP = (3840, 2400)     # headless runs have no screen to fit: the scene's own size
SIZE_SETTLES = 0.5              # seconds without a resize before the new size is remembered
FPS = 60


def fit_window_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """The first window on a desktop of this size: the scene's aspect (16:10, whole pixels),
    as large as fits in SCREEN_SHARE of the desktop less SCREEN_MARGIN, never larger than
    the scene itself (at 1:1 it is sharpest and cheapest) nor smaller than MIN_WINDOW_SIZE."""
    unit_w, unit_h = LOGICAL_SIZE[0] // math.gcd(*LOGICAL_SIZE), LOGICAL_SIZE[1] // math.gcd(*LOGICAL_SIZE)
    room_w = min(desktop[0] * SCREEN_SHARE, desktop[0] - SCREEN_MARGIN[0])
    room_h = min(desktop[1] * SCREEN_SHARE, desktop[1] - SCREEN_MARGIN[1])
    units = min(int(room_w // unit_w), int(room_h // unit_h), LOGICAL_SIZE[0] // unit_w)
    units = max(units, MIN_WINDOW_SIZE[0] // unit_w)
    return units * unit_w, units * unit_h


def opening_window_size(desktop: tuple[int, int], remembered) -> tuple[int, int]:
    """The window's size at start-up: the one remembered from the last run if it still fits
    this desktop (at least MIN_WINDOW_SIZE), else one that fits (fit_window_size)."""
    if remembered and list(remembered) != WINDOW_SIZE_UNSET \
            and remembered[0] <= desktop[0] and remembered[1] <= desktop[1]:
        return max(remembered[0], MIN_WINDOW_SIZE[0]), max(remembered[1], MIN_WINDOW_SIZE[1])
    return fit_window_size(desktop)


class App:
    def __init__(self, lang: str | None = None, headless: bool = False):
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        memory.keep_large_blocks_apart()        # before the pictures are made
        pygame.init()
        self.settings = Settings()
        self.sound = SoundLayer(self.settings)      # loads nothing until a sound is played
        # Temp files of writes a kill interrupted, windowed or headless: a headless run's
        # folder is the player's only when asked for (--data-dir); a write still running
        # in another copy of the program holds its temp file's lock and keeps it.
        remove_stray_temp_files()
        self.t = Translator(lang or self.settings["language"])
        self.assets = Assets()
        try:
            # Before set_mode: the window opens with it, and pygame then does not look up
            # its own default icon (through importlib.resources: milliseconds of start-up).
            pygame.display.set_icon(pygame.image.load(self.assets.path("ui/icon.png")))
        except (FileNotFoundError, pygame.error):
            pass
        self.open_window(headless)
        pygame.display.set_caption(self.t("app.title"))
        self.fonts = Fonts()
        self.window.show()
        if self.settings["fullscreen"] and not headless:
            self.apply_fullscreen(True)
        self.clock = pygame.time.Clock()
        self.scenes: list = []
        self.running = True
        self.toasts: list[list] = []        # [text, seconds left]
        self.toast_scenes: dict = {}        # text -> the screen a toast belongs to (toast(scene=))
        self.idle_frames = 0                # frames not drawn since nothing changed (measures)
        self.woken_by = None                # the event that ended a sleep: handled first
        widgets.reset_guard()
        self.frame_times: list[float] = []      # the latest few hundred frames' times
        self.frames_drawn = 0
        if self.settings.error:
            self.toast(self.describe_storage_error(self.settings.error))

    # ------------------------------------------------------------ the window
    def open_window(self, headless: bool) -> None:
        """The screen is always LOGICAL_SIZE; SDL's renderer (pygame's SCALED) scales it to
        whatever size the window has, smoothly and by any factor, letterboxed for the
        aspect only, and maps the mouse back (events and pygame.mouse.get_pos()), so scenes
        never see the window's size."""
        # SDL's own hint: linear filtering instead of nearest pixels (read when pygame makes
        # its texture; a value set beforehand wins over pygame's default).
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
        # pygame-ce's switch for SCALED (it reads this name): scale by any factor, not only
        # by whole ones; without it a larger window leaves the scene 1x in the middle.
        os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
        if pygame.display.get_surface() is not None:
            # A second App in one process (tests) gets a new window: pygame-ce 2.5.8 crashes
            # when set_mode resizes a SCALED window that already has its renderer.
            pygame.display.quit()
            pygame.display.init()
        self.screen = pygame.display.set_mode(
            LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE | pygame.HIDDEN)
        with warnings.catch_warnings():
            # Deprecated since pygame-ce 2.4, yet the only way to size a display window.
            warnings.simplefilter("ignore", DeprecationWarning)
            self.window = pygame.Window.from_display_module()
        # SCALED makes the scene's size the minimum, and a window only that large does not
        # fit a 1366x768 screen: the real minimum, then the opening size, centred.
        self.window.minimum_size = MIN_WINDOW_SIZE
        desktop = HEADLESS_DESKTOP if headless else desktop_size()
        self.window_size = opening_window_size(desktop, self.settings["window_size"])
        self.window.size = self.window_size
        if not headless:
            try:
                self.window.position = pygame.WINDOWPOS_CENTERED
            except pygame.error:
                pass        # Wayland places windows itself
        self.window_maximized = False
        self.window_size_due: float | None = None     # when to remember a changed size

    def watch_window(self, event) -> None:
        """Follow the window's size and state; a new size is remembered once it settles."""
        if event.type == pygame.WINDOWSIZECHANGED:
            if (event.x, event.y) != self.window_size:
                self.window_size_due = time.monotonic() + SIZE_SETTLES
        elif event.type == pygame.WINDOWMAXIMIZED:
            self.window_maximized = True
        elif event.type == pygame.WINDOWRESTORED:
            self.window_maximized = False

    def remember_window_size(self) -> None:
        """Keep the window's size for the next run, if it changed: the size it has now,
        not a full-screen or maximised one."""
        self.window_size_due = None
        if self.window_maximized or pygame.display.is_fullscreen():
            return
        size = tuple(self.window.size)
        if size != self.window_size:
            self.window_size = size
            self.change_setting("window_size", list(size))

    def apply_fullscreen(self, on: bool) -> None:
        if on:
            self.remember_window_size()        # a resize just before F11 is not lost
        try:
            with warnings.catch_warnings():
                # pygame says when it re-creates its software renderer (X11): nothing to do
                warnings.simplefilter("ignore")
                if pygame.display.is_fullscreen() != on:
                    pygame.display.toggle_fullscreen()
        except pygame.error:
            return      # the dummy driver has no fullscreen; the setting is kept
        if not on:
            # Back in a window pygame sets a whole multiple of the scene, with the scene's
            # size as the minimum: give the window back its own size and minimum.
            self.window.minimum_size = MIN_WINDOW_SIZE
            self.window.size = self.window_size

    # ------------------------------------------------------------ scene stack
    @property
    def scene(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene) -> None:
        self.scenes.append(scene)

    def pop(self) -> None:
        if self.scenes:
            self._release([self.scenes.pop()])
        if self.scene:
            self.scene.on_resume()

    def replace(self, scene) -> None:
        if self.scenes:
            self._release([self.scenes.pop()])
        self.scenes.append(scene)

    def reset_to(self, scene) -> None:
        old, self.scenes = self.scenes, [scene]
        self._release(old)

    def _release(self, scenes) -> None:
        """Scenes that left the stack give back their pictures at once (they hold many
        megabytes, and a scene's reference cycles would keep them until a garbage
        collection); a scene put back later simply paints them again."""
        gone = [scene for scene in scenes if scene not in self.scenes]
        for scene in gone:
            scene.release()
        if gone:
            left = {s.game_key for s in gone} - {s.game_key for s in self.scenes} - {""}
            from game.scenes.rules_view import forget_rules
            for game in left:           # no screen of that game is left: its sprites, sounds and rules go
                self.assets.release(game)
                self.sound.release(game)
                forget_rules(self, game)
            if left:                    # and the texts, fonts and shadows its screens drew
                self.fonts.clear()
                widgets.clear_shadows()
            gc.collect()        # the scene's own cycles (buttons bound to it) hold its surfaces
            memory.give_back()  # and the allocator returns what they held to the system

    # ------------------------------------------------------------ messages
    def toast(self, text: str, seconds: float = 4.0, scene=None) -> None:
        """A short note at the bottom of the screen. With `scene` it is that screen's note:
        it goes as soon as another screen is on top (never into the next game or over a
        dialog); without, it stays its time whatever opens (a file that failed)."""
        if scene is not None:
            self.toast_scenes[text] = scene
        for toast in self.toasts:
            if toast[0] == text:        # the same news again (a full disk at every move): once
                toast[1] = max(toast[1], seconds)
                return
        self.toasts.append([text, seconds])

    def drop_toasts(self) -> None:
        """Forget the toasts whose time is up and those of a screen no longer on top."""
        owners = self.toast_scenes
        self.toasts = [t for t in self.toasts if t[1] > 0 and owners.get(t[0], self.scene) is self.scene]
        shown = {t[0] for t in self.toasts}
        for text in [text for text in owners if text not in shown]:
            del owners[text]

    def describe_storage_error(self, err: StorageError) -> str:
        detail = err.detail
        if err.reason == "settings_reset":      # the settings' names as the Settings screen shows them
            detail = ", ".join(self.t(LABELS.get(key, key)) for key in detail.split(", "))
        from game.scenes.launch import game_name
        game = game_name(self.t, err.game) if err.game else ""
        return self.t(f"storage.{err.reason}", file=printable_name(err.path.name),
                      detail=printable_name(detail), game=game)

    def try_write(self, write) -> bool:
        """Run one write of the player's files; say what failed and what was moved aside.
        True if it worked. The program goes on either way."""
        try:
            write()
            done = True
        except StorageError as err:
            self.toast(self.describe_storage_error(err), 6.0)
            done = False
        for note in take_notices():
            self.toast(self.describe_storage_error(note), 6.0)
        return done

    # ------------------------------------------------------------ settings
    def change_setting(self, key: str, value) -> bool:
        """Apply a setting now; if it cannot be written, say so (it holds for this session)."""
        return self.try_write(lambda: self.settings.set(key, value))

    def set_language(self, lang: str) -> None:
        self.t.lang = lang
        pygame.display.set_caption(self.t("app.title"))
        self.change_setting("language", lang)
        for scene in list(self.scenes):     # the game under the menu shows through it
            scene.on_language()

    def toggle_fullscreen(self) -> None:
        self.change_setting("fullscreen", not self.settings["fullscreen"])
        self.apply_fullscreen(self.settings["fullscreen"])

    # ------------------------------------------------------------ games
    def autosave(self, match) -> None:
        """Keep the game after a move: the snapshot now, the file written behind the frame
        (a failure is told by report_writes, as any other write's)."""
        from game.scenes.launch import autosave_behind
        autosave_behind(match)

    def report_writes(self) -> None:
        """Tell what the writes behind the frames did: a failure (a full disk...) and what
        was moved aside, as the same messages a write in the frame gives."""
        for err in write_behind.take_failures() + take_notices():
            self.toast(self.describe_storage_error(err), 6.0)

    def finish_game(self, match, scene) -> None:
        from game.scenes.launch import finish_match
        finish_match(self, match, scene)

    def anim(self, seconds: float) -> float:
        """Scale a duration by the animation-speed setting; 0 means no animation."""
        speed = self.settings["animation_speed"]
        return 0.0 if speed <= 0 else seconds / speed

    def screenshot(self, path: Path | None = None) -> Path:
        """Save the screen as a PNG (encoded in memory, checked, written atomically);
        StorageError if it cannot be written."""
        if path is None:
            folder = user_data_dir() / "screenshots"
            stem = time.strftime("screenshot-%Y%m%d-%H%M%S")
            path, n = folder / f"{stem}.png", 1
            while os.path.lexists(path):
                path, n = folder / f"{stem}-{n}.png", n + 1
        buffer = io.BytesIO()
        try:
            pygame.image.save(self.screen, buffer, "png")
        except pygame.error as exc:
            raise StorageError(path, "write_failed", str(exc)) from None
        write_png_atomic(path, buffer.getvalue())
        return Path(path)

    def take_screenshot(self) -> None:
        """F12: save the screen and say where, or why not."""
        shots = []
        if self.try_write(lambda: shots.append(self.screenshot())):
            self.toast(self.t("app.screenshot_saved", file=printable_name(str(shots[0]))))

    # ------------------------------------------------------------ the loop
    def handle_global(self, event) -> bool:
        if event.type == pygame.QUIT:
            self.running = False
            if self.window_size_due is not None:
                self.remember_window_size()
            return True
        self.watch_window(event)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F12:
                self.take_screenshot()
                return True
            if event.key == pygame.K_F11:
                self.toggle_fullscreen()
                return True
        return False

    def step(self, dt: float) -> None:
        start = time.perf_counter()
        self.report_writes()
        write_behind.hold()             # the frame's autosave is written after it, not during
        widgets.tick(dt)
        events = pygame.event.get()
        if self.woken_by is not None:       # it came before everything still queued
            events.insert(0, self.woken_by)
            self.woken_by = None
        for event in events:
            widgets.note_event(event)
            if not self.handle_global(event) and self.scene:
                self.scene.handle(event)
        if self.window_size_due is not None and time.monotonic() >= self.window_size_due:
            self.remember_window_size()
        if self.scene:
            self.scene.update(dt)
        self.drop_toasts()
        self.draw()
        pygame.display.flip()
        self.frame_times.append(time.perf_counter() - start)
        self.frames_drawn += 1
        if len(self.frame_times) > 600:
            del self.frame_times[:300]
        for toast in self.toasts:
            toast[1] -= dt
        self.drop_toasts()
        write_behind.release()

    def draw(self) -> None:
        # Draw from the last opaque scene upwards so dialogs show what is beneath.
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].overlay:
            first -= 1
        for scene in self.scenes[first:]:
            if scene is not self.scenes[first] and text_audit.recorder():
                text_audit.recorder().box(self.screen, self.screen.get_rect())     # it covers those beneath
            widgets.forget_tooltip()    # only the top scene's tooltip shows
            scene.draw(self.screen)
        self.draw_toasts()
        widgets.paint_tooltip(self.screen)      # one tooltip, over everything

    def toast_boxes(self) -> list:
        """(box, lines) of the three newest notes at the bottom, the newest lowest; a long
        one (a file kept under a long name) on as many lines as it needs, inside the screen."""
        boxes, y = [], LOGICAL_SIZE[1] - 60
        for text, _ in reversed(self.toasts[-3:]):
            lines = [self.fonts.render(line, 24, (255, 255, 255))
                     for line in self.fonts.wrap(text, 24, LOGICAL_SIZE[0] - 120) or [text]]
            box = pygame.Rect(0, 0, max(s.get_width() for s in lines), sum(s.get_height() for s in lines))
            box.midbottom = (LOGICAL_SIZE[0] // 2, y)
            box = box.inflate(28, 16)
            boxes.append((box, lines))
            y = box.top - 8
        return boxes

    def draw_toasts(self) -> None:
        for box, lines in self.toast_boxes():
            pygame.draw.rect(self.screen, (30, 36, 52), box, border_radius=10)
            top = box.top + 8
            for surf in lines:
                self.screen.blit(surf, surf.get_rect(midtop=(box.centerx, top)))
                top += surf.get_height()

    def next_frame_in(self) -> float | None:
        """Seconds until the screen changes by itself (0: it is moving now); None when
        only the player's input can change it."""
        waits = [toast[1] for toast in self.toasts]
        if self.window_size_due is not None:
            waits.append(max(0.0, self.window_size_due - time.monotonic()))
        if self.scene:
            waits.append(self.scene.next_frame_in())
        if write_behind.busy():
            waits.append(0.05)          # a write behind may fail: look again soon, to tell it
        waits = [w for w in waits if w is not None]
        return min(waits) if waits else None

    def wait_for_change(self) -> bool:
        """When nothing moves, sleep until an event arrives or something is due, so that
        an idle window costs next to no processor time. True if it slept."""
        wait = self.next_frame_in()
        if wait is not None and wait <= 0:
            return False
        event = pygame.event.wait() if wait is None else pygame.event.wait(max(1, int(wait * 1000)))
        if event.type != pygame.NOEVENT:
            # Kept for the next step, ahead of the queue: posting it again would put it
            # behind the events that arrived with it (a tap's release before its press).
            self.woken_by = event
        self.idle_frames += 1
        return True

    def run(self) -> None:
        while self.running and self.scenes:
            self.run_once()
        if self.window_size_due is not None:
            self.remember_window_size()
        write_behind.flush()            # the last move's autosave is on disk before we go
        pygame.quit()

    def run_once(self) -> None:
        """One turn of the real loop: sleep while nothing moves, then one frame."""
        slept = self.wait_for_change()
        dt = self.clock.tick(FPS) / 1000.0
        # A moving scene never jumps more than 0.1 s; after a sleep the whole time
        # passes (a message's time on screen, a blinking caret).
        self.step(min(dt, 5.0 if slept else 0.1))

    def run_frames(self, frames: int, dt: float = 1 / 60, settle: bool = True) -> None:
        """Advance a fixed number of frames (tests and --smoke); with `settle`, each frame
        first waits for a computer player's thinking, and after it for the writes it asked
        for (told at once), as real time would."""
        for _ in range(frames):
            if not self.running:
                break
            if settle and self.scene:
                self.scene.settle()
            self.step(dt)
            if settle:
                write_behind.flush()
                self.report_writes()


def desktop_size() -> tuple[int, int]:
    """The size of the desktop the window opens on (pygame's first display)."""
    sizes = pygame.display.get_desktop_sizes()
    return tuple(sizes[0]) if sizes else LOGICAL_SIZE


def run_app(replay: str | None = None, smoke: bool = False, lang: str | None = None,
            shots: str | None = None, startup_check: bool = False) -> int:
    try:
        from game.games import check_all_data
        problems = check_all_data(use_stamp=not smoke)      # --smoke checks every file every time
        for feature, err in problems.items():               # the player is told on the title
            print(f"Cannot open {feature}: {err}", file=sys.stderr)
        if smoke and problems:
            return 2                            # --smoke opens every screen: all must be whole
        app = App(lang=lang, headless=smoke or startup_check)
        if smoke:
            from game.scenes.smoke import run_smoke
            return run_smoke(app, shots)
        from game.scenes.launch import damage_words
        from game.scenes.title import TitleScene
        app.push(TitleScene(app))
        for feature in problems:
            game, _, lesson = feature.partition(".")
            app.toast(damage_words(app.t, game, lesson=bool(lesson)), 10.0)
        if replay:
            from game.scenes.launch import open_replay
            open_replay(app, replay)
        if startup_check:
            app.run_frames(1)
            print(f"startup-check: {'ok' if not problems else 'started, some games greyed'}", flush=True)
            pygame.quit()
            return 1 if problems else 0
    except DataError as err:
        print(f"Cannot start: {err}", file=sys.stderr)
        return 2
    app.run()
    return 0

"""The window: the first one fits the screen it opens on, any size shows the whole
1280x800 scene (scaled smoothly, letterboxed only for the aspect) with the mouse landing
where the player sees things, and the size and full screen are remembered.

Clicks here are real SDL mouse events at physical window pixels, pushed into pygame's own
copy of SDL, so they pass through SDL's renderer exactly as a player's do (pygame's
event.post would skip that mapping). The dummy driver resizes windows (Window.size) but
has no full screen: toggling it only changes the setting there."""
import ctypes
import json
import math
import time
from pathlib import Path

import pygame
import pytest

from game.scenes.settings_scene import SettingsScene
from game.ui import app as app_module
from game.ui.app import (LOGICAL_SIZE, MIN_WINDOW_SIZE, App, fit_window_size,
                         opening_window_size)
from game.ui.settings import FILE, WINDOW_SIZE_UNSET, Settings

FIT_1366 = fit_window_size((1366, 768))
SIZES = [MIN_WINDOW_SIZE, FIT_1366, (1920, 1200)]
ODD_SIZES = [(1400, 700), (1024, 768)]          # bars at the sides; bars above and below


# ------------------------------------------------------------------ SDL, as the OS feeds it
class _Button(ctypes.Structure):
    _fields_ = [("type", ctypes.c_uint32), ("timestamp", ctypes.c_uint32),
                ("windowID", ctypes.c_uint32), ("which", ctypes.c_uint32),
                ("button", ctypes.c_uint8), ("state", ctypes.c_uint8),
                ("clicks", ctypes.c_uint8), ("padding", ctypes.c_uint8),
                ("x", ctypes.c_int32), ("y", ctypes.c_int32)]


class _Motion(ctypes.Structure):
    _fields_ = [("type", ctypes.c_uint32), ("timestamp", ctypes.c_uint32),
                ("windowID", ctypes.c_uint32), ("which", ctypes.c_uint32),
                ("state", ctypes.c_uint32), ("x", ctypes.c_int32), ("y", ctypes.c_int32),
                ("xrel", ctypes.c_int32), ("yrel", ctypes.c_int32)]


class _Event(ctypes.Union):
    _fields_ = [("button", _Button), ("motion", _Motion), ("padding", ctypes.c_uint8 * 56)]


SDL_MOUSEMOTION, SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP = 0x400, 0x401, 0x402
SDL_PIXELFORMAT_ARGB8888 = 0x16362004


def _sdl_library():
    base = Path(pygame.__file__).resolve().parent
    for folder, pattern in ((base.parent / "pygame_ce.libs", "libSDL2-*.so*"),
                            (base, "SDL2.dll"), (base / ".dylibs", "libSDL2*.dylib")):
        found = sorted(folder.glob(pattern)) if folder.is_dir() else []
        if found:
            return ctypes.CDLL(str(found[0]))
    return None


class PhysicalMouse:
    """The mouse at the window's own pixels."""

    def __init__(self, window):
        self.sdl = _sdl_library()
        if self.sdl is None:
            pytest.skip("pygame's SDL library not found (a build without bundled SDL)")
        self.sdl.SDL_GetWindowFromID.restype = ctypes.c_void_p
        self.sdl.SDL_GetRenderer.restype = ctypes.c_void_p
        self.window_id = window.id
        self.handle = self.sdl.SDL_GetWindowFromID(self.window_id)
        if not self.handle:
            pytest.skip("the SDL library found is not pygame's own copy")

    def push(self, event):
        assert self.sdl.SDL_PushEvent(ctypes.byref(event)) == 1

    def move(self, pos, rel=(0, 0)):
        event = _Event()
        m = event.motion
        m.type, m.windowID, m.x, m.y, m.xrel, m.yrel = SDL_MOUSEMOTION, self.window_id, *pos, *rel
        self.push(event)

    def press(self, pos, down=True):
        event = _Event()
        b = event.button
        b.type = SDL_MOUSEBUTTONDOWN if down else SDL_MOUSEBUTTONUP
        b.windowID, b.button, b.state, b.clicks, b.x, b.y = self.window_id, 1, int(down), 1, *pos
        self.push(event)

    def click(self, app, pos):
        self.move(pos)
        self.press(pos)
        self.press(pos, down=False)
        app.run_frames(2)

    def warp(self, pos):
        """Put the pointer there, as moving the real mouse does (SDL's state follows)."""
        self.sdl.SDL_WarpMouseInWindow(ctypes.c_void_p(self.handle), *pos)

    def window_pixels(self, size) -> pygame.Surface:
        """What the window shows, at its own size (read back from SDL's renderer)."""
        w, h = size
        buffer = ctypes.create_string_buffer(w * h * 4)
        rect = (ctypes.c_int * 4)(0, 0, w, h)
        renderer = ctypes.c_void_p(self.sdl.SDL_GetRenderer(ctypes.c_void_p(self.handle)))
        assert self.sdl.SDL_RenderReadPixels(renderer, rect, SDL_PIXELFORMAT_ARGB8888,
                                             buffer, w * 4) == 0
        return pygame.image.frombuffer(buffer.raw, size, "BGRA").copy()


# ------------------------------------------------------------------ the mapping, by hand
def scene_area(window):
    """Where the 1280x800 scene sits in a window of this size: (scale, left, top) as SDL's
    renderer letterboxes it (the whole width or the whole height, centred)."""
    w, h = window
    lw, lh = LOGICAL_SIZE
    if abs(w / h - lw / lh) < 0.0001:
        return w / lw, 0.0, 0.0
    if w / h < lw / lh:                              # narrower: bars above and below
        scale = w / lw
        return scale, 0.0, (h - math.floor(lh * scale)) / 2
    scale = h / lh                                   # wider: bars at the sides
    return scale, (w - math.floor(lw * scale)) / 2, 0.0


def to_physical(pos, window):
    scale, left, top = scene_area(window)
    return (int(left + (pos[0] + 0.5) * scale), int(top + (pos[1] + 0.5) * scale))


def test_scene_area_by_hand():
    assert scene_area((1280, 800)) == (1.0, 0.0, 0.0)
    assert scene_area((1920, 1200)) == (1.5, 0.0, 0.0)
    assert scene_area((1400, 700)) == (0.875, 140.0, 0.0)
    assert scene_area((1024, 768)) == (0.8, 0.0, 64.0)
    assert to_physical((640, 400), (1024, 640)) == (512, 320)


# ------------------------------------------------------------------ the first window
@pytest.mark.parametrize("desktop, size", [
    ((1366, 768), (1064, 665)),         # a laptop: room for a title bar and a taskbar
    ((1920, 1080), (1280, 800)),        # fits 1:1; never bigger than the scene needs
    ((1280, 800), (1120, 700)),         # the scene's own size does not fit with the frame
    ((3840, 2160), (1280, 800)),
    ((1024, 600), MIN_WINDOW_SIZE),     # too small a screen: the smallest window
    ((1440, 900), (1280, 800)),
])
def test_first_window_fits_the_desktop(desktop, size):
    got = fit_window_size(desktop)
    assert got == size
    assert got[0] * LOGICAL_SIZE[1] == got[1] * LOGICAL_SIZE[0]          # 16:10 exactly
    assert got[0] >= MIN_WINDOW_SIZE[0] and got[1] >= MIN_WINDOW_SIZE[1]
    assert got[0] <= LOGICAL_SIZE[0]
    if desktop[0] * 0.9 >= MIN_WINDOW_SIZE[0] and desktop[1] * 0.9 >= MIN_WINDOW_SIZE[1]:
        assert got[0] <= desktop[0] * 0.9 and got[1] <= desktop[1] * 0.9


def test_a_remembered_size_is_used_while_it_fits_the_desktop():
    assert opening_window_size((1920, 1080), WINDOW_SIZE_UNSET) == (1280, 800)
    assert opening_window_size((1920, 1080), [1700, 1000]) == (1700, 1000)
    assert opening_window_size((1366, 768), [1700, 1000]) == FIT_1366     # a smaller screen now
    assert opening_window_size((1920, 1080), [900, 500]) == MIN_WINDOW_SIZE


def test_the_app_opens_a_window_that_fits_this_screen(monkeypatch):
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1366, 768))
    app = App(lang="en")
    try:
        assert app.window.size == FIT_1366 == (1064, 665)
        assert app.window.minimum_size == MIN_WINDOW_SIZE
        assert app.screen.get_size() == LOGICAL_SIZE             # scenes still draw 1280x800
        app.window.size = (800, 500)                             # the player cannot go below it
        assert app.window.size == MIN_WINDOW_SIZE
    finally:
        pygame.quit()


def test_headless_runs_open_at_the_scenes_own_size(app):
    assert app.window.size == LOGICAL_SIZE
    assert app.window.minimum_size == MIN_WINDOW_SIZE


# ------------------------------------------------------------------ clicks at any size
def settings_scene(app):
    app.push(SettingsScene(app))
    app.run_frames(1)
    return app.scene


def option(scene, row, label):
    """The option button `label` in the settings row that starts with button `row`."""
    buttons = [b for b in scene.buttons.buttons if b.label() == label]
    return buttons[row]


@pytest.mark.parametrize("size", SIZES + ODD_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_click_lands_on_the_button_under_it(app, size):
    scene = settings_scene(app)
    app.window.size = size
    app.run_frames(1)
    assert app.window.size == size
    mouse = PhysicalMouse(app.window)
    fast = option(scene, 0, "Fast")                  # upper right of the panel
    mouse.click(app, to_physical(fast.rect.center, size))
    assert app.settings["animation_speed"] == 2.0
    aids_on = option(scene, 1, "On")                 # the last row, the panel's lower right
    mouse.click(app, to_physical(aids_on.rect.center, size))
    assert app.settings["colourblind"] is True
    # just beside a button (a few pixels outside its edge) is not the button
    off = option(scene, 0, "Off")
    mouse.click(app, to_physical((off.rect.left - 4, off.rect.centery), size))
    assert app.settings["animation_speed"] == 2.0
    back = scene.buttons.buttons[0]                  # top left, next to a letterbox bar
    mouse.click(app, to_physical((back.rect.left + 6, back.rect.top + 6), size))
    assert app.scene is not scene


@pytest.mark.parametrize("size", SIZES + ODD_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_event_positions_and_the_pointer_read_in_scene_coordinates(app, size):
    seen = []
    scene = settings_scene(app)
    scene.handle = lambda event: seen.append(event)
    app.window.size = size
    app.run_frames(1)
    mouse = PhysicalMouse(app.window)
    scale = scene_area(size)[0]
    for spot in [(0, 0), (640, 400), (1279, 799), (200, 700)]:
        seen.clear()
        mouse.move(to_physical(spot, size), rel=(round(40 * scale), round(-20 * scale)))
        mouse.press(to_physical(spot, size))
        app.run_frames(1)
        motion = [e for e in seen if e.type == pygame.MOUSEMOTION][0]
        press = [e for e in seen if e.type == pygame.MOUSEBUTTONDOWN][0]
        for event in (motion, press):
            assert abs(event.pos[0] - spot[0]) <= 1 and abs(event.pos[1] - spot[1]) <= 1, event
        assert abs(motion.rel[0] - 40) <= 1 and abs(motion.rel[1] + 20) <= 1, motion
        mouse.warp(to_physical(spot, size))         # what ladder.py and Zefiria's scene read
        app.run_frames(1)
        x, y = pygame.mouse.get_pos()
        assert abs(x - spot[0]) <= 1 and abs(y - spot[1]) <= 1, (spot, (x, y))


def test_clicks_posted_in_scene_coordinates_still_work_at_any_size(app):
    """The other scene tests post logical positions; the window's size never matters."""
    scene = settings_scene(app)
    app.window.size = (1920, 1200)
    app.run_frames(1)
    fast = option(scene, 0, "Fast")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=fast.rect.center, button=1))
    app.run_frames(2)
    assert app.settings["animation_speed"] == 2.0


# ------------------------------------------------------------------ what the window shows
def test_the_whole_scene_is_scaled_smoothly_into_any_window(app):
    size = (1024, 640)                               # 0.8: every 5 scene pixels make 4
    app.window.size = size
    app.run_frames(1)
    mouse = PhysicalMouse(app.window)
    app.screen.fill((255, 255, 255))
    for x in range(0, LOGICAL_SIZE[0], 2):          # one-pixel black and white stripes
        pygame.draw.line(app.screen, (0, 0, 0), (x, 0), (x, LOGICAL_SIZE[1] - 1))
    pygame.draw.rect(app.screen, (255, 0, 0), (LOGICAL_SIZE[0] - 40, LOGICAL_SIZE[1] - 40, 40, 40))
    pygame.display.flip()
    shown = mouse.window_pixels(size)
    assert shown.get_size() == size
    row = {tuple(shown.get_at((x, 100)))[:3] for x in range(0, 400)}
    greys = [c for c in row if c not in ((0, 0, 0), (255, 255, 255))]
    assert greys, "nearest-pixel scaling: only pure black and white"     # linear blends them
    assert tuple(shown.get_at((size[0] - 3, size[1] - 3)))[:3] == (255, 0, 0)   # nothing cut off


def test_letterbox_bars_only_for_the_aspect(app):
    size = (1400, 700)
    app.window.size = size
    app.run_frames(1)
    mouse = PhysicalMouse(app.window)
    app.screen.fill((255, 0, 0))
    pygame.display.flip()
    shown = mouse.window_pixels(size)
    scale, left, _ = scene_area(size)
    assert tuple(shown.get_at((int(left) - 2, 350)))[:3] == (0, 0, 0)     # the bar: no scene
    assert tuple(shown.get_at((int(left) + 2, 350)))[:3] == (255, 0, 0)          # the scene
    assert tuple(shown.get_at((size[0] - int(left) - 3, 699)))[:3] == (255, 0, 0)
    assert tuple(shown.get_at((700, 0)))[:3] == (255, 0, 0)          # full height: no bars


# ------------------------------------------------------------------ remembered
def stored(user_data):
    return json.loads((user_data / FILE).read_text(encoding="utf-8"))


def test_the_size_is_remembered_once_the_window_settles(app, user_data):
    assert app.settings["window_size"] == WINDOW_SIZE_UNSET
    app.window.size = (1500, 900)
    app.run_frames(1)
    assert app.settings["window_size"] == WINDOW_SIZE_UNSET      # still being dragged
    assert 0 < app.next_frame_in() <= app_module.SIZE_SETTLES    # the idle loop wakes for it
    app.window_size_due = time.monotonic()                      # the half second has passed
    app.run_frames(1)
    assert app.settings["window_size"] == [1500, 900]
    assert stored(user_data)["window_size"] == [1500, 900]
    assert app.next_frame_in() is None


def test_size_and_full_screen_come_back_next_time(app, user_data):
    app.window.size = (1366, 740)
    app.run_frames(1)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="",
                                         scancode=0))
    app.run_frames(1)
    assert app.settings["fullscreen"] is True
    assert app.settings["window_size"] == [1366, 740]           # kept before going full screen
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run_frames(1)
    pygame.quit()
    again = App(headless=True, lang="en")
    assert again.settings["fullscreen"] is True
    assert again.settings["window_size"] == [1366, 740]
    assert again.window.size == (1366, 740)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="",
                                         scancode=0))
    again.run_frames(1)
    assert again.settings["fullscreen"] is False and stored(user_data)["fullscreen"] is False
    assert again.window.size == (1366, 740)                      # the window keeps its size


def test_a_size_set_at_quit_is_not_lost(app):
    app.window.size = (1200, 900)
    app.run_frames(1)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run_frames(1)
    assert not app.running and app.settings["window_size"] == [1200, 900]


def test_a_maximised_window_keeps_the_size_it_had(app):
    app.window.size = (1300, 810)
    app.run_frames(1)
    app.remember_window_size()
    pygame.event.post(pygame.event.Event(pygame.WINDOWMAXIMIZED))
    app.window.size = (1900, 1150)
    app.run_frames(1)
    app.remember_window_size()
    assert app.settings["window_size"] == [1300, 810]
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))
    app.window.size = (1300, 810)
    app.run_frames(1)
    assert app.next_frame_in() is None                           # nothing new to remember


def test_the_opening_size_alone_is_not_written(app, user_data):
    app.run_frames(3)
    assert app.next_frame_in() is None
    assert not (user_data / FILE).exists() or "window_size" not in stored(user_data) \
        or stored(user_data)["window_size"] == WINDOW_SIZE_UNSET


@pytest.mark.parametrize("value", ["1280x800", [1280], [1280, 800, 1], [1280.0, 800],
                                   [True, 800], [100, 100], [99999, 800], None])
def test_a_strange_stored_size_falls_back_to_fitting_the_screen(user_data, value):
    user_data.mkdir(parents=True, exist_ok=True)
    (user_data / FILE).write_text(json.dumps({"window_size": value}), encoding="utf-8")
    settings = Settings()
    assert settings["window_size"] == WINDOW_SIZE_UNSET
    assert settings.error is not None and settings.error.detail == "window_size"


@pytest.mark.parametrize("value", [[1366, 768], [640, 400], [0, 0]])
def test_a_sane_stored_size_is_kept(user_data, value):
    user_data.mkdir(parents=True, exist_ok=True)
    (user_data / FILE).write_text(json.dumps({"window_size": value}), encoding="utf-8")
    settings = Settings()
    assert settings["window_size"] == value and settings.error is None


def test_a_new_app_takes_over_the_window_of_one_still_open(app):
    """pygame-ce crashes when set_mode resizes a SCALED window that has its renderer; a
    second App in one process (as some tests make) opens a fresh window instead."""
    for size in [(1500, 900), (1100, 700)]:
        app.window.size = size
        app.run_frames(1)
        app = App(headless=True, lang="en")
        app.run_frames(1)
        assert app.window.size == LOGICAL_SIZE and app.screen.get_size() == LOGICAL_SIZE

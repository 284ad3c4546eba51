"""Player settings, persisted in the user's data folder."""
from __future__ import annotations

from game.core.i18n import LANGUAGES, system_language
from game.core.storage import load_settings_file, user_data_dir, write_json_atomic

FILE = "settings.json"
ANIMATION_SPEEDS = (0.0, 1.0, 2.0)      # off, normal, fast (multiplier on durations' inverse)
EFFECTS_VOLUMES = (0.25, 0.5, 1.0)      # low, medium, high
MUSIC_VOLUMES = (0.0, 0.1, 0.25, 0.5)   # off, low, medium, high: the music stays under the game
# Computer speed: how long a computer player's move stays on screen (its last-move marks
# shown) before its next one, in seconds after the move's animation; Instant plays each
# move as soon as it is chosen.
BOT_SPEEDS = ("slow", "normal", "fast", "instant")
BOT_PAUSES = {"slow": 1.6, "normal": 0.8, "fast": 0.3, "instant": 0.0}
WINDOW_SIZE_UNSET = [0, 0]      # no size chosen yet: the first window fits the screen it opens on


class WindowSizes:
    """The window sizes the file may hold: [0, 0] (none chosen yet) or [width, height], two
    ints within sane bounds (a window manager may make a window smaller than our minimum;
    the window opens at least at the minimum anyway)."""
    LOWEST, HIGHEST = (320, 200), (16384, 16384)

    def __contains__(self, value) -> bool:
        if type(value) is not list or len(value) != 2 or any(type(v) is not int for v in value):
            return False
        return value == WINDOW_SIZE_UNSET or all(
            low <= v <= high for v, low, high in zip(value, self.LOWEST, self.HIGHEST))


# The values a setting may take; anything else in the file falls back to the default.
ALLOWED = {"language": LANGUAGES, "animation_speed": ANIMATION_SPEEDS,
           "fullscreen": (False, True), "colourblind": (False, True),
           "window_size": WindowSizes(),
           "muted": (False, True), "effects_volume": EFFECTS_VOLUMES, "music_volume": MUSIC_VOLUMES,
           "rules_details": (False, True), "bot_speed": BOT_SPEEDS}
LABELS = {"language": "settings.language", "animation_speed": "settings.animation",
          "fullscreen": "settings.fullscreen", "colourblind": "settings.colourblind",
          "window_size": "settings.window_size",
          "muted": "sound.sound", "effects_volume": "sound.effects", "music_volume": "sound.music",
          "rules_details": "rules.details", "bot_speed": "settings.bot_speed"}


def defaults() -> dict:
    return {"language": system_language(), "animation_speed": 1.0,
            "fullscreen": False, "colourblind": False,
            "window_size": list(WINDOW_SIZE_UNSET),
            # Music is off until chosen: the table is often a shared room, and the loop repeats.
            "muted": False, "effects_volume": 0.5, "music_volume": 0.0,
            # The rules viewer shows rule ids and option names only to testers who ask.
            "rules_details": False,
            "bot_speed": "normal"}


class Settings:
    def __init__(self):
        self.values, self.error = load_settings_file(FILE, defaults(), ALLOWED)

    def __getitem__(self, key):
        return self.values[key]

    def set(self, key, value) -> None:
        """Change a setting now and write the file; StorageError if the write fails (the
        change still holds for this session, the old file stays)."""
        self.values[key] = value
        write_json_atomic(user_data_dir() / FILE, self.values)

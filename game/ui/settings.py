"""Player settings, persisted in the user's data folder."""
from __future__ import annotations

from game.core.i18n import LANGUAGES, system_language
from game.core.storage import load_settings_file, user_data_dir, write_json_atomic

FILE = "settings.json"
ANIMATION_SPEEDS = (0.0, 1.0, 2.0)      # off, normal, fast (multiplier on durations' inverse)
# The values a setting may take; anything else in the file falls back to the default.
ALLOWED = {"language": LANGUAGES, "animation_speed": ANIMATION_SPEEDS,
           "fullscreen": (False, True), "colourblind": (False, True)}
LABELS = {"language": "settings.language", "animation_speed": "settings.animation",
          "fullscreen": "settings.fullscreen", "colourblind": "settings.colourblind"}


def defaults() -> dict:
    return {"language": system_language(), "animation_speed": 1.0,
            "fullscreen": False, "colourblind": False}


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

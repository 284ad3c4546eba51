"""Sound effects and music, played by name (DESIGN.md, Presentation).

Which game event or screen moment makes which sound is data (data/sounds.yaml, read by
game/core/sound_table.py); the files are sounds/*.wav, made by tools/make_sounds.py.

Sound never stops the game. There is no second attempt to open an audio device: pygame.init()
(App) already tried, and a broken sound server can take seconds to refuse again; with no
device, `SDL_AUDIODRIVER=dummy`, a pygame without its mixer, or a file that will not load,
the game plays on in silence and says why once on stderr.

Nothing is loaded before it is first played: the App makes a SoundLayer (no file is read),
the table is read at the first sound and each file when it is first needed, so start-up
does not pay for sound. Volumes and mute are read from the settings at every play; the
Settings screen calls `apply_settings` so the music follows at once.
"""
from __future__ import annotations

import sys

import pygame

from game.core.data import DataError

MUSIC_FADE_MS = 1500

_current: "SoundLayer | None" = None


def current() -> "SoundLayer | None":
    """The layer of the running App (widgets have no App to ask)."""
    return _current


def click() -> None:
    """A button was pressed (widgets.Button calls this)."""
    if _current is not None:
        _current.ui("click")


def warn(text: str) -> None:
    print(f"sound: {text}", file=sys.stderr)


def outcome(game: str, result: dict, players: list, level: dict | None, table: dict) -> str:
    """'win' or 'loss': how the end of a game should sound (data/sounds.yaml, outcome)."""
    if level and "won" in level:                      # a challenge level: its own verdict
        return "win" if level["won"] else "loss"
    if result.get("outcome") in ("win", "loss"):      # Fire Tower solo
        return result["outcome"]
    if "winners" in result:                           # a person at the table won
        people = [seat for seat, p in enumerate(players) if p.get("kind") != "bot"]
        return "win" if not people or set(people) & set(result["winners"] or []) else "loss"
    losses = table["outcome"].get(game, {}).get("loss_verdicts", [])
    return "loss" if result.get("verdict") in losses else "win"


class SoundLayer:
    def __init__(self, settings, folder=None, table_path=None):
        global _current
        self.settings = settings
        self.folder = folder
        self.table_path = table_path
        self._table: dict | None = None
        self._sounds: dict = {}             # name -> pygame.mixer.Sound, or None: cannot play
        self._mixer: bool | None = None     # None: not asked yet
        self._warned: set = set()
        self.music_on = False
        _current = self
        if self.music_volume() > 0 and not self.muted():
            self.start_music()

    # ------------------------------------------------------------ settings
    def _setting(self, key, default):
        try:
            return self.settings[key]
        except (KeyError, TypeError):
            return default

    def muted(self) -> bool:
        return bool(self._setting("muted", False))

    def effects_volume(self) -> float:
        return float(self._setting("effects_volume", 0.5))

    def music_volume(self) -> float:
        return float(self._setting("music_volume", 0.0))

    def apply_settings(self) -> None:
        """After a change in Settings: music on, off or at its new volume."""
        if self.muted() or self.music_volume() <= 0:
            self.stop_music()
        else:
            self.start_music()

    # ------------------------------------------------------------ what to play
    def table(self) -> dict:
        if self._table is None:
            from game.core.sound_table import load_table      # at the first sound, not at start-up
            try:
                self._table = load_table(self.table_path)
            except DataError as err:     # checked at start-up; broken since: play nothing
                self._warn_once("table", f"{err}; playing without sound")
                self._table = {"ui": {}, "music": "", "per_action": 0, "events": {},
                               "gain": {}, "outcome": {}}
        return self._table

    def events(self, game: str, events) -> list[str]:
        """The sounds of one action's events: each named sound once, in the order of the
        events, at most `per_action` of them. Returns the names it asked for (none when
        muted: then not even the table is read)."""
        if self.muted():
            return []
        table = self.table()
        mapping = table["events"].get(game, {})
        names: list[str] = []
        for event in events:
            name = mapping.get(event.get("type")) if isinstance(event, dict) else None
            if name and name not in names:
                names.append(name)
        names = names[:table["per_action"]]
        for name in names:
            self.play(name)
        return names

    def ui(self, moment: str) -> bool:
        if self.muted():
            return False
        name = self.table()["ui"].get(moment)
        return self.play(name) if name else False

    def game_over(self, match, level: dict | None = None) -> str:
        """The end of a game: the win or the loss jingle. Returns which."""
        state = match.state
        kind = outcome(match.game, state.result(), list(getattr(state, "players", []) or []),
                       level, self.table())
        self.ui(kind)
        return kind

    # ------------------------------------------------------------ playing
    def mixer_ready(self) -> bool:
        if self._mixer is None:
            self._mixer = self._open_mixer()
        if self._mixer:
            try:
                return bool(pygame.mixer.get_init())      # closed since (pygame.quit)
            except Exception:
                return False
        return False

    def _open_mixer(self) -> bool:
        try:
            if pygame.mixer.get_init():
                return True
            if pygame.get_init():
                # pygame.init() tried to open the audio device and could not
                self._warn_once("device", "no audio device; playing without sound")
                return False
            pygame.mixer.init()
            return bool(pygame.mixer.get_init())
        except Exception as exc:        # pygame.error; NotImplementedError: no mixer module
            self._warn_once("device", f"cannot open the audio device ({exc}); playing without sound")
            return False

    def _load(self, name: str):
        if name not in self._sounds:
            from game.core.sound_table import sound_path
            path = sound_path(name, self.folder)
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError, ValueError, TypeError) as exc:
                self._warn_once(name, f"cannot play {path.name} ({exc}); that sound stays silent")
                self._sounds[name] = None
        return self._sounds[name]

    def release(self, game: str) -> None:
        """Forget the loaded sounds only `game`'s events play (the player left that game);
        the screens' own sounds and those other games share stay."""
        if self._table is None:
            return
        events = self._table["events"]
        others = set(self._table["ui"].values())
        for key, mapping in events.items():
            if key != game:
                others |= set(mapping.values())
        for name in set(events.get(game, {}).values()) - others:
            self._sounds.pop(name, None)

    def play(self, name: str) -> bool:
        """Play one effect now; False if it stays silent (muted, no device, no file)."""
        if self.muted() or not self.mixer_ready():
            return False
        sound = self._load(name)
        if sound is None:
            return False
        try:
            sound.set_volume(self.effects_volume() * self.table()["gain"].get(name, 1.0))
            sound.play()
        except pygame.error as exc:
            self._warn_once(name, f"cannot play {name} ({exc})")
            return False
        return True

    def start_music(self) -> bool:
        volume = self.music_volume()
        name = self.table()["music"]
        if self.muted() or volume <= 0 or not name or not self.mixer_ready():
            return False
        try:
            pygame.mixer.music.set_volume(volume)
            if not self.music_on:
                from game.core.sound_table import sound_path
                pygame.mixer.music.load(str(sound_path(name, self.folder)))
                pygame.mixer.music.play(-1, fade_ms=MUSIC_FADE_MS)
        except (pygame.error, OSError) as exc:
            self._warn_once("music", f"cannot play the music ({exc})")
            return False
        self.music_on = True
        return True

    def stop_music(self) -> None:
        if not self.music_on:
            return
        self.music_on = False
        try:
            pygame.mixer.music.fadeout(400)
        except pygame.error:
            pass

    def _warn_once(self, key: str, text: str) -> None:
        if key not in self._warned:
            self._warned.add(key)
            warn(text)

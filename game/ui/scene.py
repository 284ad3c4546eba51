"""Scene base class: the app calls handle/update/draw on the top scene."""
from __future__ import annotations


class Scene:
    #: a modal scene draws over the one below it
    overlay = False
    #: name used by --smoke and screenshots
    name = "scene"
    #: the game this screen shows ("": none); when no screen of a game is left, its
    #: pictures and sounds are let go (App._release)
    game_key = ""

    def __init__(self, app):
        self.app = app

    @property
    def t(self):
        return self.app.t

    def handle(self, event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface) -> None:
        pass

    def next_frame_in(self) -> float | None:
        """Seconds until this scene looks different without any input: 0 while it moves,
        None when only input changes it (the app then sleeps until an event comes)."""
        return None

    def settle(self) -> None:
        """Wait for work running beside the frames (a computer player thinking); tests and
        --smoke call it before each frame so that their frames are reproducible."""

    def release(self) -> None:
        """Drop what can be made again (cached pictures): the scene left the screen."""

    def on_resume(self) -> None:
        """Called when a scene above this one is popped."""

    def on_language(self) -> None:
        """Called on every scene of the stack when the language changes (App.set_language)."""

"""Scene base class: the app calls handle/update/draw on the top scene."""
from __future__ import annotations


class Scene:
    #: a modal scene draws over the one below it
    overlay = False
    #: name used by --smoke and screenshots
    name = "scene"

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

    def on_resume(self) -> None:
        """Called when a scene above this one is popped."""

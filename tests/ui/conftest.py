import pygame
import pytest

from game.ui.app import App


@pytest.fixture
def app():
    """A headless App driven through its real loop; animations off so each click settles at
    once, and computer players at the Fast pace (0.3 s a move: a few frames after a click
    still show the person's move before the computer answers)."""
    application = App(headless=True, lang="en")
    application.settings.set("animation_speed", 0.0)
    application.settings.set("bot_speed", "fast")
    yield application
    pygame.quit()

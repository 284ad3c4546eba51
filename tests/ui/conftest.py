import pygame
import pytest

from game.ui.app import App


@pytest.fixture
def app():
    """A headless App driven through its real loop; animations off so each click settles at once."""
    application = App(headless=True, lang="en")
    application.settings.set("animation_speed", 0.0)
    yield application
    pygame.quit()

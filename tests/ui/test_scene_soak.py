"""Seeded random games of every mode of every game through the real board scenes, with
animations on and every frame drawn (issue 21): no exception, every event's type known to
the rules' source, and whenever nothing moves, the screen shows the engine's state (the
checks are tools/scene_soak.py's CHECKS). A few games per mode; the long modes play only
about their last moves through the scene (the rules play the moves before, and the scene
opens on that position as Continue would). Longer runs: tools/scene_soak.py --games N."""
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import scene_soak  # noqa: E402

from game.ui.app import App  # noqa: E402


@pytest.fixture
def soak_app(monkeypatch):
    monkeypatch.setattr(pygame.display, "flip", lambda: None)      # drawn, never shown
    application = scene_soak.make_app()
    assert isinstance(application, App)
    yield application
    pygame.quit()


@pytest.mark.parametrize("name", list(scene_soak.MODES))
def test_random_games_through_the_scene(soak_app, name):
    mode = scene_soak.MODES[name]
    for seed in range(1, mode.ci_games + 1):
        played = scene_soak.play_game(soak_app, name, seed, max_actions=3 * mode.ci_last, last=mode.ci_last)
        assert played.actions > 0
        assert played.over or mode.ci_last, f"{name} seed {seed} did not end"


def test_the_issue_21_game_shows_an_oak_burning_through_the_scene(soak_app):
    """Issue 21, 1: five seats (four computer), the Guardian, Megahawk and water gems; this
    seed's game burns an Ancient Oak among its last moves, animations on."""
    played = scene_soak.play_game(soak_app, "ft_five_bots_minis", 4, last=60)
    assert played.types["oak_burned"] and played.types["oak_ablaze"] and played.over

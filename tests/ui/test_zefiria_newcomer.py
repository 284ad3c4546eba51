"""Zefiria as a newcomer plays it (issue 20, items 20-22 and the interaction contract),
through the real App loop with posted mouse events."""
import re

import pygame
import pytest

from mouse import click

from game.ui import tutorial as tut
from tests.ui.test_tutorials import follow, open_lesson


def first_click(text: str) -> str:
    """The first sentence of a lesson text that says where to click."""
    return next(s for s in re.split(r"(?<=[.!?])\s+", text) if re.search(r"\bclic", s, re.I))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lesson_says_to_pick_borea_up_before_the_island_she_flies_to(app, lang):
    """Issue 20, item 21: at Borea's long jump the lesson points at her pawn (the spirit
    is picked up first), so its first "click" is on Borea, not on island 12."""
    app.set_language(lang)
    scene = open_lesson(app, "zefiria")
    lesson = scene.tutorial
    index = next(i for i, step in enumerate(lesson.lesson.steps) if step.say == "fly_colour")
    follow(app, scene, steps=index - lesson.index)
    assert lesson.step.say == "fly_colour" and not scene.selected_fly
    pawn = scene.pawn_centre(scene.state.pos["borea"])
    assert lesson.target_rect.collidepoint(pawn), "the arrow points at Borea's pawn first"
    said = first_click(app.t("zefiria.tutorial.fly_colour"))
    assert "Borea" in said and "12" not in said, said

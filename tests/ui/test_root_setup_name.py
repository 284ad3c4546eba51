"""Root's set-up, "You play" row against the bot: its third button is the person's name,
and says so (it read "Woodland Alliance | Marquise de Cat | You", unexplained)."""
import pygame
import pytest
from mouse import post

from tests.ui.test_root_screens import open_setup, playable  # noqa: F401 (a fixture)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_name_button_says_it_is_your_name_and_explains_on_hover(app, playable, lang):  # noqa: F811
    app.set_language(lang)
    setup = open_setup(app)
    t = app.t
    name = setup.name_buttons[setup.play]
    assert name.visible and name.label() == t("root.setup.your_name", name=t("root.setup.you"))
    post(pygame.MOUSEMOTION, name.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(60)
    tip = t("root.setup.name_tip", faction=t(f"root.faction.{setup.play}.name"))
    assert setup.tip.shown == [tip]
    assert app.screen.get_rect().contains(setup.tip.box)
    assert app.fonts.font(name.size).size(name.label())[0] <= name.rect.w - 16      # the label fits

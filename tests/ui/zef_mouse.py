"""Playing Zefiria with the mouse: the clicks a turn's end takes."""
from mouse import click

from game.scenes.dialogs import ConfirmDialog


def end_turn(app, scene, frames=3):
    """Click End turn, and if the game asks first (the spirit could still act), answer
    with its End turn button."""
    click(app, scene.end_button.rect.center, frames=frames)
    if isinstance(app.scene, ConfirmDialog):
        click(app, app.scene.buttons.buttons[1].rect.center, frames=frames)
    assert app.scene is scene or scene.state.is_over or not isinstance(app.scene, ConfirmDialog)


def answer_solo(app, scene, frames=3):
    """Answer a solo question (who goes first, who sleeps) with the first spirit offered
    (the sleeper's button stands greyed in its place)."""
    click(app, next(b for b in scene.choice_buttons.buttons if b.is_enabled()).rect.center, frames=frames)

"""Every click counts, and no click presses a control it was not aimed at (DESIGN.md,
"Playing by mouse"): a tap whose press and release arrive together while the window sleeps
is one click; a button that appears under the pointer ignores clicks for a moment."""
import pygame

from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from game.ui import widgets
from game.ui.widgets import INPUT_GUARD, Button, ButtonRow
from tests.ui.mouse import button, post


def settle_idle(app, limit=200):
    """Run frames until the screen has nothing left to do by itself (the app would sleep)."""
    for _ in range(limit):
        if app.next_frame_in() is None:
            return
        app.run_frames(1)
    raise AssertionError("the screen never went idle")


def test_a_tap_while_the_window_sleeps_is_one_click(app):
    """The loop sleeps in wait_for_change; the press wakes it while the release is already
    queued. The press must still be handled before the release (it used to be posted again
    behind it, so the tap was lost)."""
    app.push(TitleScene(app))
    app.run_frames(2)
    spot = button(app.scene, app.t("title.settings"))
    post(pygame.MOUSEMOTION, spot, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    settle_idle(app)
    post(pygame.MOUSEBUTTONDOWN, spot, button=1)
    post(pygame.MOUSEBUTTONUP, spot, button=1)
    app.run_once()
    assert isinstance(app.scene, SettingsScene)


def move_to(pos):
    widgets.note_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def draw_row(app, row, frames=1, dt=1 / 60):
    for _ in range(frames):
        widgets.tick(dt)
        row.draw(app.screen, app.fonts)


def press(row, pos) -> bool:
    pressed = []
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        event = pygame.event.Event(kind, pos=pos, button=1)
        widgets.note_event(event)
        pressed.append(row.handle(event))
    return any(pressed)


def test_a_button_that_replaces_another_under_the_pointer_ignores_clicks_for_a_moment(app):
    clicks = []
    old = ButtonRow([Button((100, 100, 200, 40), "End Birdsong", lambda: clicks.append("birdsong"))])
    draw_row(app, old)
    spot = (200, 120)
    move_to(spot)
    draw_row(app, old)
    assert press(old, spot) and clicks == ["birdsong"]
    # The phase ends; its successor takes the same place, under the resting pointer.
    new = ButtonRow([Button((100, 100, 200, 40), "End Daylight", lambda: clicks.append("daylight"))])
    draw_row(app, new)
    press(new, spot)
    assert clicks == ["birdsong"], "a click just after it appeared pressed the new button"
    draw_row(app, new, frames=int(INPUT_GUARD * 60) + 1)
    press(new, spot)
    assert clicks == ["birdsong", "daylight"]


def test_the_same_control_rebuilt_in_place_takes_a_quick_second_click(app):
    """Scenes rebuild their rows after every action: Undo twice in a row is two Undos."""
    clicks = []
    spot = (200, 120)
    draw_row(app, ButtonRow([Button((100, 100, 200, 40), "Undo", lambda: None)]))
    move_to(spot)
    for _ in range(2):
        row = ButtonRow([Button((100, 100, 200, 40), "Undo", lambda: clicks.append("undo"))])
        draw_row(app, row)
        press(row, spot)
    assert clicks == ["undo", "undo"]


def test_a_button_appearing_under_the_resting_pointer_where_nothing_was_is_guarded(app):
    """A pop-up that opens where the player just clicked: a double click does not answer it."""
    clicks = []
    move_to((200, 120))
    row = ButtonRow([Button((100, 100, 200, 40), "Replace", lambda: clicks.append("replace"))])
    draw_row(app, row)
    press(row, (200, 120))
    assert clicks == []


def test_a_button_appearing_away_from_the_pointer_is_live_at_once(app):
    clicks = []
    move_to((600, 600))
    row = ButtonRow([Button((100, 100, 200, 40), "Confirm", lambda: clicks.append("confirm"))])
    draw_row(app, row)
    press(row, (200, 120))
    assert clicks == ["confirm"]


def test_a_button_hidden_and_shown_again_under_the_pointer_is_guarded_again(app):
    clicks = []
    spot = (200, 120)
    move_to(spot)
    other = ButtonRow([Button((100, 100, 200, 40), "Recruit", lambda: clicks.append("recruit"))])
    draw_row(app, other, frames=30)
    confirm = Button((100, 100, 200, 40), "Confirm", lambda: clicks.append("confirm"))
    row = ButtonRow([confirm])
    draw_row(app, row, frames=30)
    press(row, spot)
    assert clicks == ["confirm"]
    confirm.visible = False
    draw_row(app, row)
    draw_row(app, other)                    # something else shows there meanwhile
    confirm.visible = True
    draw_row(app, row)
    press(row, spot)
    assert clicks == ["confirm"]


def test_a_control_that_stood_here_long_ago_is_new_again_once_another_replaced_it(app):
    """Round after round the same choice ("Skyron goes first") comes back where other
    controls stood in between: it is new under the pointer each time, not 'seen before'."""
    clicks = []
    place = (100, 100, 200, 40)
    draw_row(app, ButtonRow([Button(place, "Skyron goes first", lambda: None)]))
    draw_row(app, ButtonRow([Button(place, "Etesia sleeps", lambda: None)]))
    move_to((200, 120))
    row = ButtonRow([Button(place, "Skyron goes first", lambda: clicks.append("first"))])
    draw_row(app, row)
    press(row, (200, 120))
    assert clicks == []


def test_a_button_made_by_a_click_in_this_frame_takes_no_click_before_it_is_drawn(app):
    """A double click whose two halves are handled in one frame: the second half must not
    press the button the first half just made (nobody has seen it yet)."""
    clicks = []
    row = ButtonRow([Button((100, 100, 200, 40), "End turn", lambda: clicks.append("end"))])
    press(row, (200, 120))
    assert clicks == []
    draw_row(app, row)
    move_to((600, 600))
    move_to((200, 120))
    draw_row(app, row, frames=int(INPUT_GUARD * 60) + 1)
    press(row, (200, 120))
    assert clicks == ["end"]

"""An idle window sleeps until something happens: no frames are drawn while nothing
moves, and every moving thing (a message's time on screen, an animation, a computer
player) keeps frames coming until it is done."""
import time

import pygame

from game.scenes import launch
from game.scenes.title import TitleScene


def run_for(app, seconds):
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    start = time.perf_counter()
    app.run()
    return time.perf_counter() - start


def test_the_idle_title_draws_almost_no_frames(app):
    app.push(TitleScene(app))
    assert app.next_frame_in() is None
    drawn = app.frames_drawn
    assert run_for(app, 0.6) >= 0.55
    assert app.frames_drawn - drawn <= 3       # the first frame and the quitting one


def test_a_message_keeps_its_time_on_screen_and_then_goes(app):
    app.push(TitleScene(app))
    app.toast("hello", seconds=0.3)
    assert 0 < app.next_frame_in() <= 0.3
    run_for(app, 0.6)
    assert app.toasts == []


def test_input_moves_the_idle_title(app):
    app.push(TitleScene(app))
    card = app.scene.cards[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=card.rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    run_for(app, 0.3)
    assert card.hover


def test_a_computer_seat_or_an_animation_asks_for_frames(app):
    setup = {"players": [{"name": "Bot", "kind": "bot"}, {"name": "Ana", "kind": "human"}],
             "storm": False, "spirits": ["skyron", "etesia"], "first_player": 0}
    launch.start_match(app, "zefiria", setup, seed=3)
    scene = app.scene
    assert scene.is_bot_turn() and app.next_frame_in() == 0
    app.run_frames(40)
    assert not scene.is_bot_turn()                 # the bot placed its spirit: the person's turn
    scene.pulse_until = 0                          # the active ring has stopped breathing
    scene.timeline.finish_all()
    assert app.next_frame_in() is None


def test_the_caret_of_a_text_field_blinks_by_itself(app):
    from game.scenes.dialogs import TextInputDialog
    app.push(TitleScene(app))
    app.push(TextInputDialog(app, "Name?", "", lambda text: None))
    wait = app.next_frame_in()
    assert wait is not None and 0 < wait <= 1.0

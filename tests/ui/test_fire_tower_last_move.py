"""Fire Tower's coordinates and last move, through the real App loop with posted mouse
events: column letters and row numbers printed on the frame (clear of the compass and the
corner badges), the log naming squares the same way ("C7") in English and Spanish, and the
squares the last turn changed outlined until the next turn changes the board, both
moves of a computer's turn too."""
import os
import re

import pygame
import pytest

from ft_mouse import by_mouse
from mouse import click

from game.core.match import Match
from game.games.fire_tower import rules
from game.games.fire_tower.describe import square_name
from game.games.fire_tower.layout import (BOARD_POS, COMPASS_POINTS, CORNER_BADGES, EDGE_LABEL_INK, SQ)
from game.games.fire_tower.scene import FireTowerScene, square_rect

VS_BOT = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot"}]}
SHOTS = os.environ.get("FT_SHOTS")          # a folder: the tests also save screenshots there
OLD_NAME = re.compile(r"\b[rf]\d+c\d+\b")   # the names the log used before: "r5c4", "f5c4"


def open_game(app, lang="en", seed=3):
    app.set_language(lang)
    scene = FireTowerScene(app, Match("fire_tower", rules, VS_BOT, seed))
    app.reset_to(scene)
    app.run_frames(2)
    return scene


def board_of(state):
    return list(state.cells), set(state.hawks)


def changed(before, after, size=16):
    """The squares whose cell or firehawk differ between two boards."""
    (c0, h0), (c1, h1) = before, after
    sqs = {i for i in range(size * size) if c0[i] != c1[i]} | (h0 ^ h1)
    return {divmod(sq, size) for sq in sqs}


def wait_for_ana(app, scene, kind):
    """Let the computer play; Ana clicks her first highlighted square until `kind`."""
    for _ in range(300):
        app.run_frames(3)
        s = scene.state
        if s.current_player == 0 and scene.my_turn():
            if s.decision["kind"] == kind:
                return
            squares = scene.options()["squares"]
            if squares:
                click(app, square_rect(*sorted(squares)[0]).center)
            else:
                scene.act(scene.legal_now()[0])
    raise AssertionError("never Ana's turn")


def test_coordinates_are_printed_on_the_frame_clear_of_the_compass(app):
    scene = open_game(app)
    labels = scene.edge_labels()
    texts = sorted(t for t, _ in labels)
    assert texts == sorted([chr(65 + i) for i in range(16)] * 2 + [str(i + 1) for i in range(16)] * 2)
    squares = pygame.Rect(square_rect(0, 0).topleft, (SQ * 16, SQ * 16))
    discs = [pygame.Rect(0, 0, 26, 26).move(BOARD_POS[0] + x - 13, BOARD_POS[1] + y - 13)
             for x, y in COMPASS_POINTS.values()]
    badges = [pygame.Rect(0, 0, 32, 32).move(BOARD_POS[0] + x - 16, BOARD_POS[1] + y - 16)
              for x, y in CORNER_BADGES.values()]
    for text, rect in labels:
        assert scene.board_rect.contains(rect) and not rect.colliderect(squares), text
        assert rect.collidelist(discs) < 0 and rect.collidelist(badges) < 0, text
    # Each letter is over its column and each number beside its row.
    for text, rect in labels:
        if text.isalpha():
            assert square_rect(0, ord(text) - 65).centerx == rect.centerx
        else:
            assert abs(square_rect(int(text) - 1, 0).centery - rect.centery) <= 1
    # They are drawn: the label's light ink is on the screen inside every label's box.
    app.run_frames(1)
    screen = app.screen
    for text, rect in labels:
        assert any(sum(abs(a - b) for a, b in zip(screen.get_at((x, y))[:3], EDGE_LABEL_INK)) < 90
                   for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)), text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_log_names_squares_as_the_board_does(app, lang):
    scene = open_game(app, lang)
    t = app.t
    # Ana places her hawk by mouse: the log line names the square as the frame prints it.
    r, c = sorted(scene.options()["squares"])[0]
    click(app, square_rect(r, c).center)
    name = f"{chr(65 + c)}{r + 1}"
    assert square_name(t, (r, c)) == name
    assert any(name in line and "Ana" in line for line in scene.log), scene.log[-3:]
    # ...up to her card: a fire card laid by mouse names every square it set alight.
    wait_for_ana(app, scene, "turn_action")
    play = next(a for a in scene.legal_now() if a[0] == "play"
                and scene.state.card_id(a[1]) in ("flare_up", "burning_snag"))
    assert by_mouse(app, scene, play)
    app.run_frames(2)
    place = next(a for a in scene.legal_now() if a[0] == "place")
    before, lines = board_of(scene.state), len(scene.log)
    assert by_mouse(app, scene, place)
    app.run_frames(2)
    if scene.state.decision and scene.state.decision["kind"] == "select":     # keep them all
        confirm = next(a for a in scene.legal_now() if a[0] == "confirm")
        assert by_mouse(app, scene, confirm)
        app.run_frames(2)
    lit = sorted(rc for rc in changed(before, board_of(scene.state))
                 if scene.state.cells[rc[0] * 16 + rc[1]] == "f")
    assert lit, (place, scene.state.decision, scene.log[lines - 3:], scene.refusal)
    names = [f"{chr(65 + c)}{r + 1}" for r, c in lit]
    new = scene.log[lines:]
    assert any(all(n in line for n in names[:4]) for line in new), (names, new)
    word = {"en": "gem", "es": "gema"}[lang]
    assert any(word in line for line in new), new
    assert not any(OLD_NAME.search(line) for line in scene.log), scene.log
    if SHOTS:
        app.screenshot(os.path.join(SHOTS, f"last_move_{lang}.png"))


def test_the_last_move_stays_outlined_until_the_next(app):
    scene = open_game(app)
    assert scene.last_move == frozenset()
    # Ana's hawk: just its square is marked.
    r, c = sorted(scene.options()["squares"])[0]
    before = board_of(scene.state)
    click(app, square_rect(r, c).center)
    assert scene.last_move == {(r, c)} == changed(before, board_of(scene.state))
    assert scene.last_move_rects() == [square_rect(r, c)]
    # The computer's hawk moves the mark on: its square, not Ana's, is outlined.
    hawks = set(scene.state.hawks)
    for _ in range(200):
        app.run_frames(2)
        if len(scene.state.hawks) == 2:
            break
    (bot_sq,) = set(scene.state.hawks) - hawks
    assert scene.last_move == {divmod(bot_sq, 16)}
    # Every later action that changes the board, Ana's or the computer's, adds what it
    # changed to its turn's outline (a wind gem and a card both stay marked); the first
    # change of another turn replaces it. The board is repainted with the new mark.
    seen_bot = seen_ana = False
    outlined = None                             # the turn the outline belongs to
    for _ in range(300):
        s = scene.state
        if s.is_over or (seen_bot and seen_ana):
            break
        before, mark, turn = board_of(s), scene.last_move, (s.turn_number, s.current_player)
        if scene.my_turn():
            action = next((a for a in scene.legal_now() if a[0] in ("wind", "place")), None)
            if action is None:
                action = scene.legal_now()[0]
            if not by_mouse(app, scene, action):
                scene.act(action)
            app.run_frames(2)
        else:
            app.run_frames(1)
        diff = changed(before, board_of(scene.state))
        if not diff:
            assert scene.last_move == mark      # nothing changed: the mark stays
            continue
        if turn[1] == 0:
            seen_ana = True
        else:
            seen_bot = seen_bot or turn == outlined     # the computer's second move
        assert scene.last_move == (mark | diff if turn == outlined else diff)
        assert sorted(map(tuple, scene.last_move_rects())) == sorted(tuple(square_rect(*rc)) for rc in scene.last_move)
        assert scene.board_key()[-1] == scene.last_move
        outlined = turn
    assert seen_bot and seen_ana
    # An undo takes the mark away.
    if scene.match.can_undo and scene.my_turn():
        scene.undo()
        app.run_frames(1)
        assert scene.last_move == frozenset()

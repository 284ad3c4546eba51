"""Fire Tower's player-facing texts on the board screen, through the real App loop with
posted mouse events: full card titles in both languages, the compass in the player's
language, refusals written under the board (never over the squares aimed at) with the
instruction kept on top, and no "waiting for" the person at the screen."""
import os

import pygame
import pytest

from mouse import click, rendered_texts

from game.core.bots import RandomBot
from game.core.match import Match
from game.games.fire_tower import rules
from game.games.fire_tower.describe import card_name, prompt
from game.games.fire_tower.handover import HandOverScene
from game.games.fire_tower.layout import MESSAGE_W, REFUSAL_SECONDS, SIDE_X, SQ, refusal_rect
from game.games.fire_tower.scene import FireTowerScene, square_rect

TWO_HUMANS = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}]}
VS_BOT = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot"}]}
SOLO = {"solo": True, "level": 1, "players": [{"name": "Ranger", "kind": "human"}]}
SHOTS = os.environ.get("FT_SHOTS")          # a folder: the tests also save screenshots there


def open_game(app, setup, seed=3, lang="en"):
    app.set_language(lang)
    scene = FireTowerScene(app, Match("fire_tower", rules, setup, seed))
    app.reset_to(scene)
    app.run_frames(2)
    return scene


def move(app, pos, frames=2):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
    app.run_frames(frames)


def shot(app, name):
    if SHOTS:
        app.screenshot(os.path.join(SHOTS, f"{name}.png"))


def accept_handover(app, scene):
    over = app.scene
    assert isinstance(over, HandOverScene)
    click(app, over.show_button.rect.center)
    assert app.scene is scene


def to_turn_action(app, scene):
    """Ana against the bot: both hawks placed, Ana to choose her action."""
    for _ in range(400):
        app.run_frames(5)
        s = scene.state
        if s.current_player == 0 and s.decision["kind"] == "turn_action":
            return
        if s.current_player == 0:
            opts = scene.options()
            scene.act(opts["others"][0] if opts["others"] else next(iter(opts["squares"].values())))
    raise AssertionError("never reached Ana's action")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_card_title_is_whole_and_fits_its_card(app, lang):
    """Every card of data/fire_tower, in both languages: the whole name (no "…"), in at most
    two lines, each no wider than the card's header band; the hand drawn on screen."""
    scene = open_game(app, VS_BOT, lang=lang)
    fonts, width = app.fonts, scene.card_title_width()
    for card_id in scene.state.cfg.cards:
        name = card_name(app.t, card_id)
        size, lines, wide = scene.card_title(card_id)
        assert " ".join(lines) == name and "…" not in name, (card_id, lines)
        assert len(lines) <= 2 and size >= 11, (card_id, size, lines)
        for line in lines:
            assert fonts.font(size, True).size(line)[0] <= width, (card_id, line, size)
        surf = scene.card_surface(card_id)
        assert surf.get_width() == 96
    to_turn_action(app, scene)
    hand = scene.strip()[1]
    move(app, scene.card_rects(hand)[0].center)
    shot(app, f"hand_{lang}")


def test_the_compass_speaks_the_players_language(app):
    scene = open_game(app, VS_BOT, lang="es")
    labels = scene.compass_labels()
    assert labels["W"] == "O" and labels["N"] == "N" and labels["SW"] == "SO"
    assert labels["W"] == app.t("fire_tower.wind.W")[:1]       # as the wind panel says
    shot(app, "compass_es")
    app.set_language("en")
    app.run_frames(2)
    assert scene.compass_labels()["W"] == "W" and scene.compass_labels()["NW"] == "NW"


def test_a_refusal_is_written_beside_the_instruction_and_the_instruction_comes_back(app):
    scene = open_game(app, TWO_HUMANS)
    accept_handover(app, scene)
    r, c = sorted(scene.options()["squares"])[0]
    click(app, square_rect(r, c).center)
    app.run_frames(2)
    accept_handover(app, scene)
    instruction = scene.message
    assert instruction == prompt(app.t, scene.state) and not scene.message_bad
    bad = square_rect(0, 0)                     # Ana's corner: refused
    click(app, bad.center)
    assert len(scene.state.hawks) == 1 and scene.refusal
    assert scene.message == instruction and not scene.message_bad      # the instruction stays
    box = scene.refusal_box
    assert box is not None and refusal_rect().contains(box) and box.left >= SIDE_X
    assert not box.colliderect(bad) and not box.colliderect(scene.board_rect)   # no square, no letter
    assert all(not box.colliderect(rect) for _, rect in scene.edge_labels())
    size, lines = scene.message_lines()        # the instruction beside it, left of it
    assert all(app.fonts.font(size).size(line)[0] <= MESSAGE_W for line in lines)
    assert 14 + MESSAGE_W <= box.left
    shot(app, "refusal_en")
    app.run_frames(int(REFUSAL_SECONDS * 60) + 10)       # a few seconds later it has gone
    assert not scene.refusal and scene.message == instruction
    move(app, (SIDE_X + 200, 300))          # (the square under the mouse still says why)
    assert scene.refusal_box is None
    move(app, bad.center)
    # Refused again, then the mouse moves to a square that may be chosen: it goes at once.
    click(app, bad.center)
    assert scene.refusal
    r, c = sorted(scene.options()["squares"])[0]
    move(app, square_rect(r, c).center)
    assert not scene.refusal and scene.refusal_box is None and scene.message == instruction


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_illegal_pattern_spot_is_explained_away_from_the_squares_aimed_at(app, lang):
    scene = open_game(app, VS_BOT, lang=lang)
    to_turn_action(app, scene)
    s = scene.state
    fire = [cid for cid in scene.options()["cards"]
            if s.card_def(cid).effect == "fire_pattern" and not s.card_def(cid).params.get("double")]
    assert fire
    scene.act(("play", fire[0]))
    for sq in ((15, 15), (14, 2), (1, 8)):            # far from any fire, near the edges
        move(app, square_rect(*sq).center)
        rot, anchor = scene.anchor_for(sq)
        legal, marks, reason = scene.preview(rot, anchor)
        assert not legal and reason
        box = scene.hover_box                  # beside the pointer, as a tooltip (issue 21)
        assert box is not None and scene.refusal_note()[0] == reason and scene.refusal_box is None
        assert not box.colliderect(square_rect(*sq))
        assert all(not box.colliderect(square_rect(r, c)) for r, c, _ in marks if 0 <= r < 16 and 0 <= c < 16)
        assert pygame.Rect(0, 0, 1280, 800).contains(box)
        pointer = square_rect(*sq).center
        gap = max(box.left - pointer[0], pointer[0] - box.right, box.top - pointer[1], pointer[1] - box.bottom)
        assert gap < 3 * SQ, f"the reason is written {gap} px away from the pointer"
        assert reason in rendered_texts(app) and scene.tip.shown == []       # the one tooltip
        assert scene.message == prompt(app.t, scene.state)
        shot(app, f"pattern_refusal_{lang}_{sq[0]}_{sq[1]}")


def test_solo_never_waits_for_the_person_at_the_screen(app):
    """Ranger plays alone: with animations on, the top line is an instruction, never
    "waiting for Ranger"."""
    app.settings.set("animation_speed", 1.0)
    scene = open_game(app, SOLO, seed=5)
    waiting = app.t("fire_tower.ui.waiting", name="Ranger")
    bot = RandomBot(7)
    seen = set()
    for _ in range(60):
        s = scene.state
        if s.is_over:
            break
        for _ in range(20):
            app.run_frames(1, dt=1 / 30)
            seen.add(scene.message)
            assert scene.message != waiting
        if scene.my_turn():
            scene.act(bot.choose(scene.state))
            seen.add(scene.message)
            assert scene.message != waiting
    assert len(seen) > 3
    shot(app, "solo_en")

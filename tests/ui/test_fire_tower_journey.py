"""The issue's 'done' journey for Fire Tower, by mouse alone through the real App loop:
title -> set-up of a 4-person game -> every seat plays by clicks behind hand-over screens
-> quit mid-game -> Continue -> a burned player goes on as a Shadow -> the end screen
names the rules' winner. The moves are chosen by the computer player's strategy, but
every one is made with the mouse: clicks on squares, cards and buttons, the wheel to turn
patterns, a drag for hawks from the supply."""
import pygame

from mouse import click, drag, find_button

from game.games.fire_tower.bot import FireTowerBot
from game.games.fire_tower.describe import action_label
from game.games.fire_tower.handover import HandOverScene
from game.games.fire_tower.scene import square_rect
from game.scenes import launch
from game.scenes.title import TitleScene

CARD_VERBS = ("play", "pick", "discard", "double")


def card_spot(scene, cid):
    """A point on the visible part of card `cid` in the strip."""
    cards = scene.strip()[1]
    if cid not in cards:
        return None
    rect = scene.card_rects(cards)[cards.index(cid)]
    return (rect.x + 6, rect.y + 40)


def pattern_spot(scene, action):
    """Turn the pattern with the wheel to the action's rotation; the square to click."""
    _, r, c, rot = action
    for _ in range(8):
        if scene.current_rot() == rot:
            break
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        scene.app.run_frames(1)
    assert scene.current_rot() == rot
    shape = scene.shape(rot)
    h = max(dr for dr, _, _ in shape) + 1
    w = max(dc for _, dc, _ in shape) + 1
    centre = (r + (h - 1) // 2, c + (w - 1) // 2)
    if not (0 <= centre[0] < 16 and 0 <= centre[1] < 16):
        return None
    return square_rect(*centre).center


def by_mouse(app, scene, action) -> bool:
    """Make `action` with the mouse; False when it has no spot on the screen."""
    kind = action[0]
    if kind == "place":
        spot = pattern_spot(scene, action)
    elif kind in CARD_VERBS and len(action) == 2 and type(action[1]) is int:
        spot = card_spot(scene, action[1])
    elif kind == "reckless":
        spot = find_button(scene, action_label(app.t, scene.state, ("reckless",)))
        if spot is None:
            return False
        click(app, spot)
        for cid in action[1:]:
            click(app, card_spot(scene, cid))
        return True
    elif kind == "hawk":
        drag(app, scene.supply_rect().center, square_rect(action[1], action[2]).center)
        return True
    elif len(action) == 3 and type(action[1]) is int:
        spot = square_rect(action[1], action[2]).center
    else:
        spot = find_button(scene, action_label(app.t, scene.state, action))
    if spot is None:
        return False
    click(app, spot)
    return True


def settle(app, scene):
    for _ in range(4):
        app.run_frames(1)
        if isinstance(app.scene, HandOverScene):
            assert scene.card_at(app.scene.show_button.rect.center) is None    # nothing private shows
            click(app, app.scene.show_button.rect.center)
    assert app.scene is scene or scene.state.is_over


def play_by_mouse(app, scene, bot, until, limit=4000):
    """Every seat is a person: the strategy picks, the mouse does."""
    made = 0
    for _ in range(limit):
        state = scene.state
        if until(state):
            return made
        settle(app, scene)
        if scene.state.is_over or until(scene.state):
            return made
        assert scene.viewer == scene.state.current_player and scene.my_turn()
        serial = (len(scene.match.actions), scene.state.serial)
        choice = bot.choose(scene.state)
        if not by_mouse(app, scene, choice):
            spots = [a for a in scene.state.legal_actions() if a[0] not in ("place",)]
            assert spots, f"no legal action can be clicked in {scene.state.decision}"
            assert by_mouse(app, scene, spots[0])
        assert (len(scene.match.actions), scene.state.serial) != serial, \
            f"clicking {choice} changed nothing: {scene.message}"
        made += 1
    raise AssertionError("the game did not reach its goal")


def test_four_people_play_a_whole_game_by_mouse(app):
    app.reset_to(TitleScene(app))
    app.run_frames(2)
    title = app.scene
    click(app, title.cards[1].rect.center)               # Fire Tower is playable
    setup = app.scene
    assert setup.name == "fire_tower_setup"
    click(app, setup.count_buttons[2].rect.center)       # 4 players
    for i in range(1, 4):                                # seats 2-4: computer -> person
        click(app, setup.kind_buttons[i].rect.center)
    assert setup.setup()["players"] == [{"name": f"Player {i}", "kind": "human"} for i in range(1, 5)]
    click(app, setup.start_button.rect.center)
    game = app.scene if not isinstance(app.scene, HandOverScene) else app.scene.game
    assert game.name == "fire_tower" and game.state.n == 4
    bot = FireTowerBot(11)

    # FT-SETUP-HAWKS by drag, then turns until the game is well under way.
    play_by_mouse(app, game, bot, lambda s: s.turn_number >= 12)
    position = game.state.to_dict()
    settle(app, game)
    click(app, find_button(game, "Menu"))
    click(app, find_button(app.scene, app.t("menu.quit_to_title")))
    title = app.scene
    assert title.name == "title" and title.can_continue
    click(app, title.continue_button.rect.center)
    game = app.scene if not isinstance(app.scene, HandOverScene) else app.scene.game
    assert game.name == "fire_tower" and game.state.to_dict() == position

    # FT-BURN-ELIM / FT-SHADOW-*: play on until someone burns and then takes a Shadow turn.
    def shadow_acts(s):
        return s.is_over or (s.decision and s.status[s.current_player] in ("shadow",))
    play_by_mouse(app, game, bot, shadow_acts)
    if not game.state.is_over:
        seat = game.state.current_player
        assert game.state.status[seat] == "shadow"
    play_by_mouse(app, game, bot, lambda s: s.is_over)
    app.run_frames(5)
    end = app.scene
    assert end.name == "fire_tower_end"
    winners = game.state.winners
    assert winners and all(w in range(4) for w in winners)
    # the end screen's story lists every burned tower once, in the order they burned
    assert [tower for _, tower, _ in end.burns] == list(game.state.burned)
    assert all(turn <= game.state.turn_number for turn, _, _ in end.burns)
    assert not launch.continue_available()

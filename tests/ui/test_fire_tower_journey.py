"""The issue's 'done' journey for Fire Tower, by mouse alone through the real App loop:
title -> set-up of a 4-person game -> every seat plays by clicks behind hand-over screens
-> quit mid-game -> Continue -> a burned player goes on as a Shadow -> the end screen
names the rules' winner. The moves are chosen by the computer player's strategy, but
every one is made with the mouse: clicks on squares, cards and buttons, the wheel to turn
patterns, a drag for hawks from the supply."""
from ft_mouse import play_by_mouse, settle
from mouse import click, find_button

from game.games.fire_tower.bot import FireTowerBot
from game.games.fire_tower.handover import HandOverScene
from game.scenes import launch
from game.scenes.title import TitleScene

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
    assert setup.setup()["players"] == [{"name": f"Player {i}", "kind": "human", "default_name": True}
                                        for i in range(1, 5)]
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

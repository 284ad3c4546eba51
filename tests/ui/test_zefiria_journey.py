"""The issue's 'done' journey, by mouse alone through the real App loop: title -> rules ->
set-up of a 2-player storm game -> play -> quit mid-game -> Continue -> finish -> score."""
import pygame
from mouse import click, drag
from zef_mouse import answer_solo, end_turn

from game.scenes import launch
from game.scenes.title import TitleScene


def button(scene, label):
    for b in scene.buttons.buttons:
        if b.label() == label:
            return b.rect.center
    raise AssertionError(f"no button {label!r} on {scene.name}")


def play_turn_by_mouse(app, scene):
    """Make the cheapest useful swap if there is one, answer any prompt, then end the turn."""
    state = scene.state
    if state.phase == "austro_exit":
        click(app, scene.slots[state.exit_choices[0]].center)
        return
    if state.phase == "skyron_choice":
        click(app, scene.cells[state.skyron_pair[0]].center)
        return
    if state.forced:
        click(app, scene.pawn_centre(state.pos[state.active]))
        target = sorted(state.fly_targets(), key=str)[0]
        place = scene.slots[target] if isinstance(target, str) else scene.cells[target]
        click(app, place.center)
        return
    options = [(k, v) for k, v in state.breeze_options().items() if v <= state.ap]
    if options:
        (a, b), _ = min(options, key=lambda kv: (kv[1], kv[0]))
        before = state.ap
        drag(app, scene.cells[a].center, scene.cells[b].center)
        if scene.state.ap < before:
            return
    end_turn(app, scene)


def test_new_player_plays_a_two_player_storm_game_to_the_end(app):
    app.reset_to(TitleScene(app))
    app.run_frames(2)
    title = app.scene
    # Rules from the title screen, in Spanish too.
    click(app, button(title, "Rules"))
    assert app.scene.name.startswith("rules")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.run_frames(2)
    assert app.scene is title

    # Zefiria's card opens its set-up; choose 2 players and storm mode, then Start.
    click(app, title.cards[0].rect.center)
    setup = app.scene
    assert setup.name == "zefiria_setup"
    click(app, setup.count_buttons[1].rect.center)
    storm_button = next(b for b in setup.buttons.buttons if b.label() == app.t("zefiria.setup.storm_off"))
    click(app, storm_button.rect.center)
    assert setup.storm
    click(app, setup.start_button.rect.center)
    game = app.scene
    assert game.name == "zefiria" and game.state.storm and len(game.state.players) == 2

    # Place both spirits by clicking highlighted corners.
    while game.state.phase == "place":
        click(app, game.cells[game.state._placement_cells()[0]].center)
    assert game.state.round == 1

    # Play until round 3, then quit to the title through the menu.
    for _ in range(200):
        if game.state.round >= 3:
            break
        play_turn_by_mouse(app, game)
    assert game.state.round == 3 and game.state.last_storm is not None
    position = game.state.to_dict()
    click(app, button(game, "Menu"))
    click(app, button(app.scene, app.t("menu.quit_to_title")))
    title = app.scene
    assert title.name == "title" and title.can_continue

    # Continue brings back exactly the same position.
    click(app, title.continue_button.rect.center)
    game = app.scene
    assert game.name == "zefiria" and game.state.to_dict() == position

    # Finish the game; the end screen shows the rules' score.
    for _ in range(400):
        if game.state.is_over:
            break
        play_turn_by_mouse(app, game)
    app.run_frames(5)
    end = app.scene
    assert end.name == "zefiria_end"
    breakdown = game.state.score_breakdown()
    assert end.result["score"] == breakdown["right"] - breakdown["row"] - 2 * breakdown["wrong"] + breakdown["gems"]
    assert not launch.continue_available()          # a finished game is not offered again


def test_solo_level_by_mouse(app):
    """ZEF-DIG-LEVELS, ZEF-SOLO-ORDER, ZEF-SOLO-SLEEP: level 1 started and played with clicks."""
    app.reset_to(TitleScene(app))
    app.run_frames(2)
    click(app, app.scene.cards[0].rect.center)
    click(app, button(app.scene, app.t("zefiria.setup.levels")))
    levels = app.scene
    assert levels.name == "zefiria_levels"
    click(app, levels.tile_rect(1).center)                  # level 2 is locked: nothing starts
    assert app.scene is levels
    click(app, levels.tile_rect(0).center)
    game = app.scene
    assert game.name == "zefiria" and game.state.solo and game.match.setup["level"] == 1
    while game.state.phase == "place":
        click(app, game.cells[game.state._placement_cells()[0]].center)
    for _ in range(400):
        state = game.state
        if state.is_over:
            break
        if state.phase in ("solo_first", "solo_sleep"):
            answer_solo(app, game)
        else:
            play_turn_by_mouse(app, game)
    app.run_frames(5)
    end = app.scene
    assert end.name == "zefiria_end" and end.level["level"] == 1
    assert end.level["best"] == game.state.result()["score"]

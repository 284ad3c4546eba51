"""Zefiria's board through the real App loop, driven by posted mouse events."""
import pygame

from game.core.match import Match
from game.games.zefiria import rules
from game.scenes import launch
from zef_mouse import end_turn



def click(app, pos, button=1):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.run_frames(3)


def drag(app, start, end):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for pos in (mid, end):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.run_frames(3)


def open_game(app, setup, seed=11):
    launch.start_match(app, "zefiria", setup, seed=seed)
    app.run_frames(2)
    return app.scene


TWO_HUMANS = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}],
              "storm": True, "spirits": ["borea", "jugo"], "first_player": 0}


def test_place_fly_swap_and_end_turn_with_the_mouse(app):
    """ZEF-SETUP-CORNERS-2P, ZEF-BOREA-FLY, ZEF-BREEZE-COST, ZEF-TURN through clicks and drags."""
    scene = open_game(app, TWO_HUMANS)
    state = scene.state
    # Placement: Ana clicks corner r1c1; Ben may only take the opposite corner.
    click(app, scene.cells[0].center)
    assert state.pos["borea"] == 0
    click(app, scene.cells[4].center)                    # not opposite: refused on screen
    assert scene.state.pos["jugo"] is None and scene.message_bad
    click(app, scene.cells[24].center)
    state = scene.state
    assert state.phase == "play" and state.active == "borea" and state.ap == 5

    # Select Borea, see her targets, fly to one.
    click(app, scene.pawn_centre(state.pos["borea"]))
    assert scene.selected_fly
    target = sorted(state.fly_targets())[0]
    click(app, scene.cells[target].center)
    state = scene.state
    assert state.pos["borea"] == target and state.ap == 4

    # Drag one island onto another: a legal swap she can afford.
    (a, b), cost = min(state.breeze_options().items(), key=lambda kv: kv[1])
    before = list(state.grid)
    drag(app, scene.cells[a].center, scene.cells[b].center)
    state = scene.state
    assert state.grid[a] == before[b] and state.grid[b] == before[a]
    assert state.ap == 4 - cost

    # An illegal drag says why and changes nothing.
    sources = set(state.breeze_sources())
    free = [c for c in range(25) if state.is_free(c) and c not in sources]
    bad = [(x, y) for x in free for y in free if x < y and (x, y) not in state.breeze_options()]
    x, y = bad[0]
    grid = list(state.grid)
    drag(app, scene.cells[x].center, scene.cells[y].center)
    assert scene.state.grid == grid and scene.message_bad and scene.message

    # End turn with the button: Jugo (Ben) acts next.
    end_turn(app, scene)
    assert scene.state.active == "jugo"


def test_undo_button_and_autosave_recovery(app):
    """ZEF-DIG-UNDO: undo within the turn; the autosave brings the same game back."""
    scene = open_game(app, TWO_HUMANS)
    click(app, scene.cells[0].center)
    click(app, scene.cells[24].center)
    state = scene.state
    (a, b), cost = min(state.breeze_options().items(), key=lambda kv: kv[1])
    before = list(state.grid)
    drag(app, scene.cells[a].center, scene.cells[b].center)
    assert scene.state.grid != before
    undo = scene.buttons.buttons[3]
    click(app, undo.rect.center)
    assert scene.state.grid == before and scene.state.ap == 5

    drag(app, scene.cells[a].center, scene.cells[b].center)
    saved = scene.state.to_dict()
    restored = Match.load(launch.autosave_path("zefiria"), lambda g: rules)
    assert restored.state.to_dict() == saved


def test_bot_seat_plays_by_itself(app):
    """A computer seat takes its whole turn through the same actions."""
    setup = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot"}],
             "storm": False, "spirits": ["etesia", "skyron"], "first_player": 1}
    scene = open_game(app, setup)
    app.run_frames(240)
    state = scene.state
    assert state.pos["skyron"] is not None and state.pos["etesia"] is None
    click(app, scene.cells[state._placement_cells()[0]].center)
    app.run_frames(600)
    assert scene.state.round >= 1 and scene.state.active == "etesia"


def test_hovering_an_unreachable_island_says_why(app):
    """ZEF-FLY-BLOCK: with the spirit selected, hovering a taken island explains the refusal."""
    scene = open_game(app, TWO_HUMANS)
    click(app, scene.cells[0].center)
    click(app, scene.cells[24].center)
    click(app, scene.pawn_centre(scene.state.pos["borea"]))
    assert scene.selected_fly
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.cells[24].center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.run_frames(2)
    assert scene._reason == app.t("zefiria.refuse.occupied")


def test_replay_plays_a_saved_game_back(app, tmp_path):
    """--replay: a save is played back action by action in the window, to the same end."""
    setup = {"players": [{"name": "A", "kind": "bot"}, {"name": "B", "kind": "bot"}], "storm": True}
    match = Match("zefiria", rules, setup, 4)
    from game.core.bots import RandomBot
    bot = RandomBot(4)
    while not match.state.is_over:
        match.apply(bot.choose(match.state))
    path = tmp_path / "record.json"
    match.save(path)
    assert launch.open_replay(app, path)
    scene = app.scene
    assert scene.replay and scene.state.phase == "place"
    for _ in range(4000):
        app.run_frames(10)
        if scene.state.is_over:
            break
    assert scene.state.to_dict() == match.state.to_dict()
    assert not launch.autosave_path("zefiria").exists()        # watching a replay never touches the autosave


def test_map_overlay_shows_where_islands_belong(app):
    """ZEF-COMP-MAPS: the Map button (or M) toggles the overlay of home positions."""
    scene = open_game(app, TWO_HUMANS)
    map_button = scene.buttons.buttons[2]
    click(app, map_button.rect.center)
    assert scene.show_map
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))
    app.run_frames(2)
    assert not scene.show_map


def test_setup_random_spirits_are_dealt_by_the_game_seed(app):
    """ZEF-SETUP-SPIRITS through the set-up screen: Start with every spirit on random; the
    match keeps None for those seats and the game deals them from its seed, so loading the
    same setup and seed again deals the same spirits (no unseeded randomness on screen)."""
    from mouse import button, click

    from game.games.zefiria.setup_scene import ZefiriaSetupScene
    from game.games.zefiria import rules as zrules
    app.push(ZefiriaSetupScene(app))
    app.run_frames(2)
    click(app, button(app.scene, app.t("ui.start")))
    app.run_frames(3)
    match = app.scene.match
    assert all(sp is None for sp in match.setup["spirits"])
    again = zrules.new_game(match.setup, match.seed)
    assert again.spirits == match.state.spirits and len(set(again.spirits)) == len(again.spirits)

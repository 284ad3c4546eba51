"""Fire Tower solo through the real App loop: the ladder, a level played by mouse (the
Inferno card placed in your quadrant, Patrol), losing and retrying, winning and unlocking."""
import importlib

import pygame

from mouse import button, click, drag, replace_state

from game.core.bots import RandomBot
from game.core.match import Match
from game.games.fire_tower import rules
from game.games.fire_tower.levels import Progress, load_levels
from game.games.fire_tower.scene import FireTowerScene, square_rect
from game.scenes import launch
from game.scenes.title import TitleScene


def solo_match(level=1, seed=5):
    return Match("fire_tower", rules, {"solo": True, "level": level,
                                       "players": [{"name": "Ranger", "kind": "human"}]}, seed)


def open_ladder(app):
    app.reset_to(TitleScene(app))
    app.run_frames(2)
    click(app, app.scene.cards[1].rect.center)
    click(app, button(app.scene, app.t("fire_tower.setup.solo_levels")))
    assert app.scene.name == "fire_tower_levels"
    return app.scene


def test_the_ladder_starts_level_one_and_keeps_the_others_locked(app):
    """FT-SOLO-LEVELS, FT-SOLO-SETUP: from the new-game screen to the ladder; level 2 is
    locked (it offers practice; Back starts nothing); level 1 starts a solo game at the red
    tower, whose first step is your hawk, dragged from the supply into your quadrant."""
    ladder = open_ladder(app)
    click(app, ladder.tile_rect(1).center)
    assert app.scene.name == "dialog_confirm"
    click(app, button(app.scene, app.t("ui.back")))
    assert app.scene is ladder
    click(app, ladder.tile_rect(0).center)
    game = app.scene
    assert isinstance(game, FireTowerScene) and game.state.solo and game.match.setup["level"] == 1
    assert game.state.seat_tower == ["red"] and game.viewer == 0
    squares = sorted(game.options()["squares"])
    assert squares and all(game.state.cfg.quadrant_of[r * 16 + c] == "red" for r, c in squares)
    r, c = squares[len(squares) // 2]
    drag(app, game.supply_rect().center, square_rect(r, c).center)
    assert r * 16 + c in game.state.hawks


def to_decision(app, scene, kind, bot, limit=400, want=lambda d: True):
    """Let a random player act (through the scene) until the pending decision is `kind`."""
    for _ in range(limit):
        d = scene.state.decision
        if d and d["kind"] == kind and want(d):
            return d
        assert not scene.state.is_over, "the game ended first"
        scene.act(bot.choose(scene.state))
        app.run_frames(1)
    raise AssertionError(f"no {kind} decision reached")


def test_an_inferno_card_is_placed_by_mouse_inside_your_quadrant(app):
    """FT-SOLO-INFERNO: the revealed Inferno fire card is a whole pattern in your quadrant;
    the screen offers only such spots and a click lays it there."""
    for seed in range(1, 30):
        scene = FireTowerScene(app, solo_match(1, seed))
        app.reset_to(scene)
        app.run_frames(2)
        try:
            to_decision(app, scene, "pattern", RandomBot(seed), limit=60, want=lambda d: d.get("inferno"))
        except AssertionError:
            continue
        break
    else:
        raise AssertionError("no Inferno pattern in 30 games")
    places = scene.options()["places"]
    rot = scene.current_rot()
    anchor = sorted(places[rot])[0]
    shape = scene.shape(rot)
    h = max(dr for dr, _, _ in shape) + 1
    w = max(dc for _, dc, _ in shape) + 1
    before = list(scene.state.cells)
    click(app, square_rect(anchor[0] + (h - 1) // 2, anchor[1] + (w - 1) // 2).center)
    gained = [sq for sq in range(256) if before[sq] == "." and scene.state.cells[sq] == "f"]
    cfg = scene.state.cfg
    assert gained and all(cfg.quadrant_of[sq] == "red" for sq in gained)
    assert {(sq // 16 - anchor[0], sq % 16 - anchor[1]) for sq in gained} <= {(dr, dc) for dr, dc, _ in shape}


def test_patrol_picks_its_card_in_the_hand(app):
    """FT-SOLO-SPECIALS: with Lookout turned over, Patrol is a button; it asks for the card
    to discard, and a click on a card carries it out."""
    for seed in range(1, 40):
        scene = FireTowerScene(app, solo_match(1, seed))
        app.reset_to(scene)
        app.run_frames(2)
        try:
            to_decision(app, scene, "turn_action", RandomBot(seed), limit=200,
                        want=lambda d: any(a[0] == "patrol" for a in scene.state.legal_actions()))
        except AssertionError:
            continue
        break
    else:
        raise AssertionError("Patrol never became possible")
    hand = list(scene.strip()[1])
    click(app, button(scene, scene.t("fire_tower.action.patrol")))
    assert scene.combo == {"verb": "patrol", "sel": []} and scene.message == scene.t("fire_tower.ui.patrol_pick", n=0)
    cid = next(c for c in hand if ("patrol", c) in scene.state.legal_actions())
    rect = scene.card_rects(hand)[hand.index(cid)]
    serial = len(scene.match.actions)
    click(app, (rect.x + 6, rect.y + 40))
    assert len(scene.match.actions) == serial + 1 and tuple(scene.match.actions[-1]) == ("patrol", cid)
    assert cid not in scene.state.hands[0]


def test_a_lost_level_can_be_retried_and_a_won_level_unlocks_the_next(app):
    """FT-SOLO-END, FT-SOLO-LEVELS: a lost game shows the defeat and its reason and offers a
    retry (a new shuffle); a win records the score and unlocks the next tile."""
    match = solo_match(1, 3)
    bot = RandomBot(3)
    while not match.state.is_over:
        match.apply(bot.choose(match.state))
    assert match.state.result()["outcome"] == "loss"
    app.reset_to(TitleScene(app))
    scene = FireTowerScene(app, match)
    app.push(scene)
    app.run_frames(5)
    end = app.scene
    assert end.name == "fire_tower_end" and end.level["won"] is False
    assert not Progress().won(1)
    click(app, button(end, app.t("fire_tower.end.retry")))
    again = app.scene
    assert isinstance(again, FireTowerScene) and again.match.setup["level"] == 1
    assert again.match.seed != match.seed and again.state.turn_number == 0

    levels_module = importlib.import_module(launch.LEVELS["fire_tower"])
    setup = dict(match.setup, lightning=True)
    result = launch.record_level(levels_module, 1, {"outcome": "win", "score": 7}, setup)
    assert result["won"] and result["newly_won"] and result["next"].id == 2 and result["best"] == 7
    progress = Progress()
    progress.load()
    assert progress.unlocked(2) and progress.best(1) == 7 and progress.variants(1) == {"lightning"}
    ladder = open_ladder(app)
    assert ladder.tile_lines(load_levels()[0])[-1] == app.t("fire_tower.levels.won_with",
                                                             list=app.t("fire_tower.levels.lightning"))
    click(app, ladder.tile_rect(1).center)
    assert app.scene.name == "dialog_confirm"       # the retried level 1 is still in progress
    click(app, button(app.scene, app.t("continue.start_new")))
    assert isinstance(app.scene, FireTowerScene) and app.scene.match.setup["level"] == 2


def test_the_end_screen_of_a_won_level_shows_score_and_next_level(app):
    """FT-SOLO-SCORE: the end screen of a win gives the score, rounds and challenges, and a
    Next level button that starts level 2."""
    match = solo_match(1, 4)
    bot = RandomBot(4)
    for _ in range(30):
        match.apply(bot.choose(match.state))
    state = match.state
    state.solo["result"] = {"outcome": "win", "reason": "all_enemies_burned", "score": 6}
    levels = load_levels()
    from game.games.fire_tower.end_scene import FireTowerEndScene
    end = FireTowerEndScene(app, match, {"won": True, "newly_won": True, "best": 6, "level": 1,
                                         "next": levels[1], "score": 6})
    app.reset_to(TitleScene(app))
    app.push(end)
    app.run_frames(2)
    surface = pygame.Surface((1280, 800))
    end.draw(surface)                           # the solo page draws without error
    click(app, button(end, app.t("fire_tower.end.next_level")))
    assert isinstance(app.scene, FireTowerScene) and app.scene.match.setup["level"] == 2


def at_wind_gem(app, seed=1):
    scene = FireTowerScene(app, solo_match(1, seed))
    app.reset_to(scene)
    app.run_frames(2)
    to_decision(app, scene, "turn_wind", RandomBot(seed))
    return scene


def test_an_enemy_bucket_line_is_chosen_on_the_board(app):
    """FT-SOLO-ENEMY-BUCKET: fire entering an enemy zone fires its Bucket; you pick the
    line among those the two priorities allow, by clicking it on the board."""
    scene = at_wind_gem(app)

    def edit(s):
        s.cells[12 * 16 + 13] = "f"
        s.cells[13 * 16 + 12] = "f"
        s.wind = "S"
    replace_state(app, scene, edit)
    click(app, square_rect(13, 13).center)
    d = scene.state.decision
    assert d["kind"] == "enemy_bucket" and d["tower"] == "blue"
    places = scene.options()["places"]
    assert places and scene.pattern_verb() == "line"
    rot = scene.current_rot()
    anchor = sorted(places[rot])[0]
    shape = scene.shape(rot)
    h = max(dr for dr, _, _ in shape) + 1
    w = max(dc for _, dc, _ in shape) + 1
    covered = {(anchor[0] + dr) * 16 + anchor[1] + dc for dr, dc, _ in shape}
    click(app, square_rect(anchor[0] + (h - 1) // 2, anchor[1] + (w - 1) // 2).center)
    s = scene.state
    assert s.solo["enemy_bucket"]["blue"] is False
    assert s.cells[13 * 16 + 13] == "."                          # the gem in the zone is gone
    assert all(s.cells[sq] != "f" for sq in covered)


def test_a_move_that_burns_your_own_tower_asks_for_a_second_click(app):
    """FT-DIG-WARN, FT-SOLO-END: the wind gem on your own back corner would burn your tower; the first
    click only warns (nothing changes), the second one plays it and the game is lost."""
    scene = at_wind_gem(app, seed=2)

    def edit(s):
        s.cells[0 * 16 + 1] = "f"
        s.wind = "W"            # the fire on r0c1 spreads downwind onto r0c0
    replace_state(app, scene, edit)
    assert ("wind", 0, 0) in scene.state.legal_actions()
    assert scene.loss_warning(("wind", 0, 0)) == app.t("fire_tower.ui.warn_own_tower")
    serial = len(scene.match.actions)
    click(app, square_rect(0, 0).center)
    assert len(scene.match.actions) == serial and scene.refusal
    assert scene.refusal.startswith(app.t("fire_tower.ui.warn_own_tower"))
    click(app, square_rect(0, 0).center)
    assert scene.state.is_over and scene.state.result()["outcome"] == "loss"
    assert scene.state.result()["reason"] == "own_tower"


def test_the_inferno_card_is_shown_big_when_revealed(app):
    """FT-SOLO-INFERNO: with animations on, each turn's Inferno card appears over the board
    before it is applied."""
    scene = FireTowerScene(app, solo_match(1, 6))
    app.reset_to(scene)
    app.settings.set("animation_speed", 1.0)
    app.run_frames(2)
    r, c = sorted(scene.options()["squares"])[0]
    click(app, square_rect(r, c).center)           # your hawk; then the wind roll and turn 1
    shown = set()
    for _ in range(300):
        if scene.inferno_face:
            shown.add(scene.inferno_face[0])
        if not scene.timeline.busy and shown:
            break
        app.run_frames(1)
    assert shown and shown <= set(scene.state.cfg.solo.inferno)



def test_a_round_challenge_is_kept_by_clicking_its_card(app):
    """FT-SOLO-CHALLENGES: at a round's end the drawn challenge cards are laid over the
    board with their texts; clicking one keeps it for the round."""
    scene = FireTowerScene(app, solo_match(1, 0))
    app.reset_to(scene)
    app.run_frames(2)
    d = to_decision(app, scene, "challenge_choice", RandomBot(0))
    cards = scene.challenge_cards()
    assert [a[1] for _, a in cards] == [c for c in d["cards"] if ("challenge", c) in scene.state.legal_actions()]
    rect, action = cards[-1]
    click(app, rect.center)
    assert scene.state.solo["challenge"] == action[1]
    assert not scene.challenge_cards()


def test_variants_are_chosen_on_the_ladder_and_start_with_the_level(app):
    """FT-SOLO-VARIANTS: Lightning and Ancient Oaks (2, 3 or 4) are switched on the ladder
    screen and any level starts with them."""
    ladder = open_ladder(app)
    assert ladder.can_lightning and ladder.can_oaks
    lightning, oaks = ladder.buttons.buttons[1:3]
    click(app, lightning.rect.center)
    click(app, oaks.rect.center)
    click(app, oaks.rect.center)                     # off -> 2 -> 3 Oaks
    assert ladder.lightning and ladder.oaks == 3
    click(app, ladder.tile_rect(0).center)
    game = app.scene
    assert isinstance(game, FireTowerScene)
    assert game.match.setup["lightning"] is True and game.match.setup["oaks"] == 3
    assert len(game.state.solo["lightning"]) == 2 and len(game.state.solo["oaks"]) == 3

"""Flamecraft's screens around the board, through the real App loop with posted mouse
events: title -> Flamecraft -> set-up (3 players, one a computer) -> Start opens the
board; Solo -> the challenge levels -> level 1; the end screen's final scoring
(FC-SCORE-COINS, FC-SCORE-MOON, FC-SCORE-WIN, FC-TIE-ARTISANS); locked levels (FC-SOLO-LADDER)."""
import pygame
import pytest
from mouse import button, click

import game.scenes.title as title_module
from game.core.bots import RandomBot
from game.core.match import Match
from game.games.flamecraft import rules
from game.games.flamecraft.levels import Progress, load_levels, record_result
from game.scenes import launch
from game.scenes.title import TitleScene


@pytest.fixture
def playable(monkeypatch):
    """The Flamecraft card opens its set-up (whether or not the title is marked playable yet)."""
    titles = tuple(t._replace(playable=True) if t.key == "flamecraft" else t for t in title_module.TITLES)
    monkeypatch.setattr(title_module, "TITLES", titles)
    return titles


def open_setup(app):
    app.reset_to(TitleScene(app))
    app.run_frames(2)
    title = app.scene
    card = next(c for c in title.cards if c.key == "flamecraft")
    click(app, card.rect.center)
    assert app.scene.name == "flamecraft_setup"
    return app.scene


def finished_match(players: int, seed: int = 5, **setup) -> Match:
    setup = {"players": [{"name": f"P{i + 1}", "kind": "human"} for i in range(players)], **setup}
    match = Match("flamecraft", rules, setup, seed)
    bot = RandomBot(seed)
    while not match.state.is_over:
        match.apply(bot.choose(match.state))
    return match


def drawn_texts(app, monkeypatch) -> list:
    """Every string the fonts draw from now on."""
    seen = []
    real = app.fonts.draw

    def spy(target, text, *args, **kwargs):
        seen.append(text)
        return real(target, text, *args, **kwargs)

    monkeypatch.setattr(app.fonts, "draw", spy)
    return seen


def test_title_to_a_three_player_game_with_one_computer(app, playable):
    """FC-DIG-SETUP, FC-ENCHANT-DECKS: the set-up by mouse -- 3 players, seat 2 a person,
    seat 3 the computer, the gold deck -- and Start opens the board with exactly that game."""
    setup = open_setup(app)
    click(app, setup.count_buttons[2].rect.center)
    assert setup.players == 3
    assert setup.kind_label(1) == "Computer"
    click(app, setup.kind_buttons[1].rect.center)          # seat 2 becomes a person
    assert setup.kind_label(1) == "Person" and setup.kind_label(2) == "Computer"
    assert not setup.kind_buttons[3].visible and not setup.name_buttons[3].visible
    click(app, button(setup, "Gold deck"))
    click(app, button(setup, "Start"))
    # The board, with (two people at one screen) the hand-over screen on it for whoever starts.
    board = next(scene for scene in app.scenes if scene.name == "flamecraft")
    assert app.scene is board or app.scene.name == "flamecraft_handover"
    match = board.match
    assert [p["kind"] for p in match.setup["players"]] == ["human", "human", "bot"]
    assert match.setup["deck"] == "gold" and match.state.deck == "gold"
    assert len(match.state.players) == 3 and match.state.town_size == 14


def test_a_typed_name_reaches_the_game(app, playable):
    setup = open_setup(app)
    click(app, setup.name_buttons[0].rect.center)
    dialog = app.scene
    assert dialog.name == "dialog_text_input"
    for ch in "Ana":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.run_frames(3)
    assert app.scene is setup
    assert setup.player_name(0) == "Ana"
    players = setup.setup()["players"]
    assert players[0] == {"name": "Ana", "kind": "human"} and players[1].get("default_name") is True


def test_rulings_are_shown_in_plain_words_and_reach_the_setup(app, playable, monkeypatch):
    """FC-DIG-OPTIONS: the set-up says which rulings differ from the usual; "Change…" opens
    them, each with a title and one line, never its option name; clicking changes it and
    the game is set up with it; solo shows the solo timer and no gift ruling; every [HOUSE]
    ruling of the rules text is there (FC-GIFT-LIMITS, FC-FANCY-SUN)."""
    setup = open_setup(app)
    seen = drawn_texts(app, monkeypatch)
    app.run_frames(2)
    assert "The usual rulings." in seen and "Who starts" not in seen
    click(app, button(setup, "Change…"))
    dialog = app.scene
    assert dialog.name == "dialog_choices"
    seen.clear()
    app.run_frames(2)
    assert "Who starts" in seen and "A player chosen at random takes the first turn." in seen
    assert "Unrevealed Sun dragons" in seen and "Limits after a gift" in seen
    assert not any("first_player" in text or "flamecraft." in text or "_" in text for text in seen)
    click(app, button(dialog, "Random"))
    click(app, button(dialog, "Score nothing"))
    click(app, button(dialog, "At your turn's end"))
    click(app, button(dialog, "OK"))
    assert app.scene is setup
    chosen = setup.setup()
    assert chosen["first_player"] == "first" and chosen["sun_unscored"] == "at_end"
    assert chosen["gift_limits"] == "immediately" and "solo_timer" not in chosen
    seen.clear()
    app.run_frames(2)
    assert "Changed: Who starts, Unrevealed Sun dragons, Limits after a gift." in " ".join(seen)   # wrapped
    click(app, setup.count_buttons[0].rect.center)
    click(app, button(setup, "Change…"))
    seen.clear()
    app.run_frames(2)
    assert "Solo timer" in seen and "Who starts" not in seen and "Limits after a gift" not in seen
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.run_frames(2)
    assert app.scene is setup
    solo = setup.setup()
    assert solo["solo_timer"] is True and "first_player" not in solo and "gift_limits" not in solo
    assert solo["sun_unscored"] == "at_end" and solo["players"][0]["kind"] == "human"
    click(app, button(setup, "Start"))
    board = next(scene for scene in app.scenes if scene.name == "flamecraft")
    assert board.match.state.options["sun_unscored"] == "at_end"


def test_solo_opens_the_ladder_and_level_one_starts_its_fixed_deal(app, playable):
    """FC-SOLO-LADDER: Solo -> Challenge levels -> level 1 plays its own seed and constraints;
    a click on a locked level only says what opens it."""
    setup = open_setup(app)
    click(app, setup.count_buttons[0].rect.center)
    click(app, button(setup, "Challenge levels"))
    ladder = app.scene
    assert ladder.name == "flamecraft_levels"
    click(app, ladder.tile_rect(1).center)                # level 2: locked
    assert app.scene is ladder
    assert [toast[0] for toast in app.toasts] == ["Reach the target of level 1 first."]
    click(app, ladder.tile_rect(0).center)
    board = app.scene
    level = load_levels()[0]
    assert board.name == "flamecraft"
    assert board.match.seed == level.seed and launch.level_id(board.match.setup) == 1
    assert board.match.state.solo and board.match.state.town_size == level.town_size


def test_the_levels_screen_marks_locked_levels(app, monkeypatch):
    """FC-SOLO-LADDER: at first only level 1 is open; after winning it, level 2 opens and
    level 1 shows its best score."""
    from game.games.flamecraft.levels_scene import FlamecraftLevelsScene
    levels = load_levels()
    seen = drawn_texts(app, monkeypatch)
    app.reset_to(FlamecraftLevelsScene(app))
    app.run_frames(2)
    seen.clear()
    app.scene.draw(pygame.Surface((1280, 800)))           # one frame's texts
    assert seen.count("Locked") == len(levels) - 1
    record_result(levels[0], {"scores": [levels[0].target + 3], "achievements": []})
    app.scene.refresh()
    seen.clear()
    app.scene.draw(pygame.Surface((1280, 800)))
    assert seen.count("Locked") == len(levels) - 2
    assert f"Best: {levels[0].target + 3}" in seen
    assert Progress().load() is None


def test_the_end_screen_shows_each_players_scoring_and_the_winner(app, monkeypatch):
    """FC-SCORE-COINS, FC-SCORE-MOON, FC-SCORE-WIN: a finished 3-player game opened on the
    board goes to the end screen, which shows per player the reputation before the final
    scoring, the coins turned into reputation, each Moon dragon scored and the total, and
    names the winner."""
    match = finished_match(3)
    launch.open_match(app, match)
    seen = drawn_texts(app, monkeypatch)
    app.run_frames(3)
    end = app.scene
    assert end.name == "flamecraft_end"
    data = match.state.to_dict()
    result = match.state.result()
    for seat, row in enumerate(end.rows):
        player = data["players"][seat]
        assert row["before"] == player["reputation_before_final"]
        assert row["coins"] == player["coins_before_final"]
        assert row["before"] + row["coins"] + sum(p for _, p in row["moons"]) == row["total"]
        assert row["total"] == result["scores"][seat]
        assert {fid for fid, _ in row["moons"]} <= set(player["fancy_revealed"])
        assert all(fid.startswith("fm") for fid, _ in row["moons"])
        assert f"P{seat + 1}" in seen and str(row["total"]) in seen and f"+{row['coins']}" in seen
    assert any(row["moons"] for row in end.rows), "this deal scores a Moon dragon"
    winner = result["winners"][0]
    assert f"P{winner + 1} wins with the most reputation." in seen or result["tiebreak"]


def test_a_tie_is_explained_in_words(app):
    """FC-TIE-ARTISANS, FC-TIE-GOODS, FC-TIE-SHARED: the tie-break that decided is said in words."""
    from game.games.flamecraft.end_scene import FlamecraftEndScene
    match = finished_match(2)
    end = FlamecraftEndScene(app, match)
    end.result = dict(end.result, winners=[1], tiebreak="artisans")
    assert end.verdict() == "P2 wins with the most reputation. " \
        "The tie was broken by the most artisan dragons left in hand."
    end.result = dict(end.result, winners=[0], tiebreak="goods")
    assert end.verdict().endswith("the most goods left decided.")
    end.result = dict(end.result, winners=[0, 1], tiebreak="shared")
    assert end.verdict().startswith("P1 and P2 share the win.")
    assert "the win is shared" in end.verdict()


def test_a_solo_end_screen_gives_rank_achievements_and_the_level(app, monkeypatch):
    """FC-SOLO-RANK, FC-SOLO-ACHIEVEMENTS, FC-SOLO-LADDER: rank, every achievement with those
    met, and whether the level's target was reached."""
    from game.games.flamecraft.levels import level_setup
    level = load_levels()[0]
    match = Match("flamecraft", rules, level_setup(level, "Ana"), level.seed)
    bot = RandomBot(1)
    while not match.state.is_over:
        match.apply(bot.choose(match.state))
    launch.open_match(app, match)
    seen = drawn_texts(app, monkeypatch)
    app.run_frames(3)
    end = app.scene
    result = match.state.result()
    assert end.name == "flamecraft_end" and end.level["level"] == 1
    assert end.level["won"] == result["level"]["passed"]
    assert f"Rank: {app.t('flamecraft.rank.' + result['rank'])}" in seen
    assert f"Achievements met: {len(result['achievements'])} of 5" in seen
    won_line = f"Level 1: target {level.target} reached!"
    lost_line = f"Level 1: the target was {level.target}, not reached this time."
    assert any(text.startswith(won_line if end.level["won"] else lost_line) for text in seen) or \
        any((won_line if end.level["won"] else lost_line) in text for text in seen)


def test_hidden_cards_are_shown_to_their_owner_only(app, monkeypatch):
    """FC-DIG-HIDDEN, FC-DIG-HANDOVER: with two people at one screen, the board shows no hand
    until the hand-over is accepted, then only that player's artisan dragons and Fancy
    dragons are painted, never the other's."""
    match = Match("flamecraft", rules, {"players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}],
                                        "first_player": "first"}, 3)
    while match.state.phase == "setup" or match.state.decision()["kind"] in ("keep_fancy", "start_good"):
        match.apply(match.state.legal_actions()[0])
    launch.open_match(app, match)
    app.run_frames(3)
    board = next(scene for scene in app.scenes if scene.name == "flamecraft")
    assert app.scene.name == "flamecraft_handover"
    assert board.hand() == [] and board.fancy_cards() == []
    click(app, app.scene.show_button.rect.center, frames=4)
    assert app.scene is board and board.viewer == 0
    painted = []
    monkeypatch.setattr(board, "paint_fancy", lambda surface, rect, fid, revealed: painted.append(fid))
    monkeypatch.setattr(board, "paint_artisan_card", lambda surface, rect, cid: painted.append(cid))
    board.paint_hand(pygame.Surface((1280, 800)))
    mine, theirs = match.state.players
    assert set(painted) == set(mine["hand"]) | set(mine["fancy_hidden"]) | set(mine["fancy_revealed"])
    assert not set(painted) & (set(theirs["hand"]) | set(theirs["fancy_hidden"]))
    assert theirs["hand"] and theirs["fancy_hidden"]


def test_try_again_replays_the_same_level_deal_and_title_goes_home(app):
    """FC-SOLO-LADDER: from a level's end screen, Try again deals the very same level
    (its seed and constraints); Title screen goes back to the title."""
    from game.games.flamecraft.levels import level_setup
    level = load_levels()[4]                                   # a smaller town
    match = Match("flamecraft", rules, level_setup(level, "Ana"), level.seed)
    bot = RandomBot(2)
    while not match.state.is_over:
        match.apply(bot.choose(match.state))
    launch.open_match(app, match)
    app.run_frames(3)
    end = app.scene
    assert end.name == "flamecraft_end"
    click(app, button(end, "Try again"))
    board = app.scene
    assert board.name == "flamecraft" and board.match is not match
    assert board.match.seed == level.seed and board.match.setup == match.setup
    assert board.match.state.town_size == level.town_size and not board.match.actions
    # A finished game of three goes home from its end screen.
    launch.open_match(app, finished_match(3))
    app.run_frames(3)
    click(app, button(app.scene, "Title screen"))
    assert app.scene.name == "title"

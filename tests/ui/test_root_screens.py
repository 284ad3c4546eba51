"""Root's screens around the board, through the real App loop with posted mouse events:
title -> Root -> set-up (against the Clockwork bot with a difficulty and traits, or two
people) -> Start opens the board; Solo -> the challenge levels -> level 1 (RT-SOLO-LADDER);
the end screen: the winner and how (RT-WIN-30, RT-WIN-DOMINANCE, RT-DIG-TURN-LIMIT), each
faction's VP by source, the turns, and a level's verdict."""
import pygame
import pytest
from mouse import button, click

import game.scenes.title as title_module
from game.core.bots import RandomBot
from game.core.match import Match
from game.games.root import rules
from game.games.root.levels import Progress, level_setup, load_levels, record_result
from game.scenes import launch
from game.scenes.title import TitleScene


@pytest.fixture
def playable(monkeypatch):
    """The Root card opens its set-up (whether or not the title is marked playable yet)."""
    titles = tuple(t._replace(playable=True) if t.key == "root" else t for t in title_module.TITLES)
    monkeypatch.setattr(title_module, "TITLES", titles)
    return titles


def open_setup(app):
    app.reset_to(TitleScene(app))
    app.run_frames(2)
    card = next(c for c in app.scene.cards if c.key == "root")
    click(app, card.rect.center)
    assert app.scene.name == "root_setup"
    return app.scene


def finished_match(setup=None, seed=5) -> Match:
    setup = setup or {"players": [{"name": "Cat", "kind": "human"}, {"name": "Woods", "kind": "human"}]}
    match = Match("root", rules, setup, seed)
    bot = RandomBot(seed)
    while not match.state.is_over:
        match.apply(bot.choose(match.state))
    return match


def drawn_texts(app, monkeypatch) -> list:
    """Every string the fonts draw from now on (single lines and wrapped ones)."""
    seen = []
    real = app.fonts.draw

    def spy(target, text, *args, **kwargs):
        seen.append(text)
        return real(target, text, *args, **kwargs)

    monkeypatch.setattr(app.fonts, "draw", spy)
    return seen


def board_of(app):
    return next(scene for scene in app.scenes if scene.name == "root")


def test_title_to_a_game_against_the_clockwork_marquise_with_traits(app, playable):
    """RT-SOLO-SIDES, RT-BOT-LEVELS, RT-BOT-MM-TRAITS: by mouse -- play the Alliance, the
    Mechanical Marquise at Challenging with Fortified and Hospitals -- Start opens the board
    with exactly that game: seat 0 the bot, seat 1 the person."""
    setup = open_setup(app)
    click(app, button(setup, "Woodland Alliance"))
    click(app, button(setup, "Challenging"))
    click(app, button(setup, "Fortified"))
    click(app, button(setup, "Hospitals"))
    click(app, button(setup, "Blitz"))
    click(app, button(setup, "Blitz"))                    # on, then off again
    click(app, button(setup, "Start"))
    board = board_of(app)
    match = board.match
    assert [p["kind"] for p in match.setup["players"]] == ["bot", "human"]
    assert match.setup["players"][0]["name"] == "Mechanical Marquise 2.0"
    assert match.state.options["bot_difficulty_marquise"] == "challenging"
    assert match.state.options["bot_traits_marquise"] == ["fortified", "hospitals"]
    assert match.state.options["bot_traits_alliance"] == []
    assert match.state.players[1]["kind"] == "human"


def test_playing_the_marquise_offers_the_automated_alliances_traits(app, playable, monkeypatch):
    """RT-SOLO-SIDES, RT-BOT-AA-TRAITS: choosing the Marquise makes the bot the Automated
    Alliance; its four traits (each with its line) replace the Marquise bot's."""
    setup = open_setup(app)
    click(app, button(setup, "Marquise de Cat"))
    seen = drawn_texts(app, monkeypatch)
    app.run_frames(2)
    for trait in ("Informants", "Popularity", "Veterans", "Wildfire"):
        assert button(setup, trait)
    assert "Enemies score no VP for removing its sympathy tokens." in " ".join(seen)
    assert not [b for b in setup.buttons.buttons if b.visible and b.label() == "Blitz"]
    click(app, button(setup, "Nightmare"))
    click(app, button(setup, "Wildfire"))
    made = setup.setup()
    assert [p["kind"] for p in made["players"]] == ["human", "bot"]
    assert made["bot_difficulty_alliance"] == "nightmare" and made["bot_traits_alliance"] == ["wildfire"]
    assert "bot_traits_marquise" not in made
    assert "Organizes with 2 warriors at a base and scores 1 extra VP every Evening." in seen


def test_two_people_at_one_screen(app, playable):
    """RT-DIG-HANDOVER: a person as the opponent -- both seats are people, the bot's choices
    are gone -- and Start opens the board (with the hand-over screen for whoever starts)."""
    setup = open_setup(app)
    click(app, button(setup, "Person (hot-seat)"))
    assert not [b for b in setup.buttons.buttons if b.visible and b.label() in ("Easy", "Fortified")]
    assert setup.name_buttons["marquise"].label() == "Player 1"
    assert setup.name_buttons["alliance"].label() == "Player 2"
    made = setup.setup()
    assert [p["kind"] for p in made["players"]] == ["human", "human"]
    assert not any(key.startswith("bot_") for key in made)
    click(app, button(setup, "Start"))
    board = board_of(app)
    assert app.scene is board or app.scene.name.endswith("handover")
    assert [p["kind"] for p in board.match.state.players] == ["human", "human"]


def test_a_typed_name_reaches_the_game(app, playable):
    setup = open_setup(app)
    click(app, button(setup, "Your name: You"))
    assert app.scene.name == "dialog_text_input"
    for ch in "Ana":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.run_frames(3)
    assert app.scene is setup and setup.player_name("alliance") == "Ana"
    assert setup.setup()["players"][1] == {"name": "Ana", "kind": "human"}
    click(app, button(setup, "Marquise de Cat"))          # the name follows the person
    assert setup.setup()["players"][0] == {"name": "Ana", "kind": "human"}
    click(app, button(setup, "Person (hot-seat)"))
    assert [p["name"] for p in setup.setup()["players"]] == ["Ana", "Player 2"]
    click(app, setup.name_buttons["alliance"].rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="B"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.run_frames(3)
    assert setup.setup()["players"][1]["name"].endswith("B")
    click(app, button(setup, "Clockwork bot"))            # a bot is always named as the bot
    assert setup.setup()["players"][1] == {"name": "Automated Alliance", "kind": "bot"}


def test_rulings_are_shown_in_plain_words_and_reach_the_setup(app, playable, monkeypatch):
    """RT-DIG-OPTIONS, RT-SETUP-DOMINANCE, RT-BOT-AMBUSH: each shown ruling has a title and one
    line, never its option name; clicking changes it and the game is set up with it; the
    ambush ruling only against the bot, the lost base only between two people."""
    setup = open_setup(app)
    seen = drawn_texts(app, monkeypatch)
    app.run_frames(2)
    joined = " ".join(seen)
    assert "Who starts" in seen and "Who takes the first turn is drawn at random." in joined
    assert "Ambush the bot" in seen and "A lost base" not in seen
    assert not any("first_player" in text or "root." in text or "dominance_cards" in text for text in seen)
    click(app, button(setup, "Random"))
    click(app, button(setup, "Left out"))
    click(app, button(setup, "Allowed"))
    made = setup.setup()
    assert made["first_player"] == "marquise" and made["dominance_cards"] is True
    assert made["ambush_vs_bots"] is False and "lost_base_returns" not in made
    state = rules.new_game(made, 4)
    assert state.options["dominance_cards"] is True and not state.out
    click(app, button(setup, "Person (hot-seat)"))
    seen.clear()
    app.run_frames(2)
    assert "A lost base" in seen and "Ambush the bot" not in seen
    assert "lost_base_returns" in setup.setup() and "ambush_vs_bots" not in setup.setup()


def test_solo_opens_the_ladder_and_level_one_starts_its_fixed_deal(app, playable):
    """RT-SOLO-LADDER: Challenge levels -> level 1 plays its own seed, side and bot; a click
    on a locked level only says what opens it."""
    setup = open_setup(app)
    click(app, button(setup, "Challenge levels"))
    ladder = app.scene
    assert ladder.name == "root_levels"
    click(app, ladder.tile_rect(1).center)                # level 2: locked
    assert app.scene is ladder
    assert [toast[0] for toast in app.toasts] == ["Win level 1 first."]
    click(app, ladder.tile_rect(0).center)
    board = board_of(app)
    level = load_levels()[0]
    assert board.match.seed == level.seed and launch.level_id(board.match.setup) == 1
    person = board.match.state.seat_of(level.play)
    assert board.match.state.players[person]["kind"] == "human"
    assert board.match.state.players[1 - person]["kind"] == "bot"
    assert board.match.state.options[f"bot_difficulty_{level.bot}"] == level.difficulty


def test_the_levels_screen_marks_locked_levels_and_says_what_each_asks(app, monkeypatch):
    """RT-SOLO-LADDER: at first only level 1 is open; each tile names your side, the bot, its
    difficulty and traits; after winning level 1, level 2 opens and level 1 shows its best."""
    from game.games.root.levels_scene import RootLevelsScene
    levels = load_levels()
    seen = drawn_texts(app, monkeypatch)
    app.reset_to(RootLevelsScene(app))
    app.run_frames(2)
    seen.clear()
    app.scene.draw(pygame.Surface((1280, 800)))
    assert seen.count("Locked") == len(levels) - 1
    assert "You: Woodland Alliance" in seen and "You: Marquise de Cat" in seen
    assert "Nightmare" in seen and "No traits" in seen and "With all four traits" in seen
    record_result(levels[0], {"winner": levels[0].play, "vp": {levels[0].play: 30}})
    app.scene.refresh()
    seen.clear()
    app.scene.draw(pygame.Surface((1280, 800)))
    assert seen.count("Locked") == len(levels) - 2
    assert "Best: 30 VP" in seen


def test_the_end_screen_shows_the_winner_each_factions_vp_by_source_and_the_turns(app, monkeypatch):
    """RT-WIN-30, RT-BATTLE-VP, RT-MC-TRACKS, RT-WA-TRACK: a finished game opened on the board
    goes to the end screen, which names the winner and how, and lists each faction's VP by
    where it came from, adding up to its total; and the turns played."""
    match = finished_match()
    launch.open_match(app, match)
    seen = drawn_texts(app, monkeypatch)
    app.run_frames(3)
    end = app.scene
    assert end.name == "root_end"
    result = match.state.result()
    for faction, rows in end.rows.items():
        assert sum(points for _, points in rows) == result["vp"][faction]
        assert f"{result['vp'][faction]} VP" in seen
        assert all(points > 0 for _, points in rows)
    assert end.rows["marquise"] and end.rows["alliance"]
    known = {"build", "spread", "organize", "remove", "craft"}
    assert {why for rows in end.rows.values() for why, _ in rows} <= known | {"royal_claim", "brutal_tactics",
                                                                            "stand_and_deliver"}
    if result["reason"] == "vp":
        winner = {"marquise": "Cat (Marquise de Cat)", "alliance": "Woods (Woodland Alliance)"}[result["winner"]]
        assert f"{winner} reaches 30 VP and wins." in seen
    assert f"Turns played: {match.state.turn_number}" in seen
    assert "Sympathy spread" in seen and "Buildings placed" in seen


def test_the_end_screen_says_how_a_game_ended_in_words(app):
    """RT-WIN-DOMINANCE, RT-DIG-TURN-LIMIT: dominance and the turn limit are said in words; a
    source of VP named by a card shows the card's name."""
    from game.games.root.end_scene import RootEndScene
    match = finished_match()
    end = RootEndScene(app, match)
    end.result = dict(end.result, winner="alliance", reason="dominance")
    assert end.verdict().startswith("Woods (Woodland Alliance) wins by dominance")
    end.result = dict(end.result, winner=None, reason="turn_limit")
    assert end.verdict() == f"The game stopped after {match.state.turn_number} turns without a winner " \
        "(the turn limit)."
    assert end.why_name("royal_claim") == "Royal Claim" and end.why_name("track") == "Building tracks scored in Evening"
    assert end.why_name("something_new") == "Other"


def test_a_level_end_screen_says_whether_it_was_won_and_try_again_replays_the_deal(app, monkeypatch):
    """RT-SOLO-LADDER, RT-BOT-MM-EVENING: level 1 played to its end against the Mechanical
    Marquise: the end screen says whether the level was won, lists the bot's VP by source
    (its building tracks among them), and Try again deals the very same level; Title screen
    goes home."""
    level = load_levels()[0]
    match = finished_match(level_setup(level, "Ana"), level.seed)
    app.reset_to(TitleScene(app))
    launch.open_match(app, match)
    seen = drawn_texts(app, monkeypatch)
    app.run_frames(3)
    end = app.scene
    result = match.state.result()
    assert end.name == "root_end" and end.level["level"] == 1
    assert end.level["won"] == (result["winner"] == level.play)
    line = "Level 1 won!" if end.level["won"] else "Level 1 not won this time."
    assert any(text.startswith(line) for text in seen)
    assert ("You won!" if end.level["won"] else "The bot won this time.") in " ".join(seen)
    assert sum(p for _, p in end.rows[level.bot]) == result["vp"][level.bot]
    if result["vp"][level.bot] >= 10:
        assert "track" in {why for why, _ in end.rows[level.bot]}
    progress = Progress()
    assert progress.load() is None and progress.best(1) == result["vp"][level.play]
    assert progress.won(1) == end.level["won"]
    click(app, button(end, "Try again"))
    assert [scene.name for scene in app.scenes][:1] == ["title"]
    board = board_of(app)
    assert board.match is not match and board.match.seed == level.seed and board.match.setup == match.setup
    launch.open_match(app, finished_match())
    app.run_frames(3)
    click(app, button(app.scene, "Title screen"))
    assert app.scene.name == "title"


def test_next_level_opens_the_level_just_unlocked(app):
    """RT-SOLO-LADDER: after a won level the end screen offers the next one, which starts its
    own deal."""
    from game.games.root.end_scene import RootEndScene
    levels = load_levels()
    match = finished_match(level_setup(levels[0], "Ana"), levels[0].seed)
    shown = {"won": True, "newly_won": True, "best": 30, "score": 30, "level": 1, "next": levels[1]}
    record_result(levels[0], {"winner": levels[0].play, "vp": {levels[0].play: 30}})
    app.reset_to(TitleScene(app))
    app.push(RootEndScene(app, match, shown))
    app.run_frames(2)
    click(app, button(app.scene, "Next level"))
    board = board_of(app)
    assert board.match.seed == levels[1].seed and launch.level_id(board.match.setup) == 2
    assert board.match.state.players[board.match.state.seat_of(levels[1].play)]["kind"] == "human"

"""The Hint button (issue 13), through the real App loop with posted mouse events: in
Zefiria and Fire Tower a click on Hint shows the computer's choice for the position on
screen (the same action a fresh bot with the seat's seed chooses there), marked where it
is played, with one line of why; the hinted move, played by clicks, changes the state by
exactly that action; the next action clears the hint; the end screens count the hints."""
import pygame
import pytest

from ft_mouse import by_mouse
from mouse import click
from zef_mouse import end_turn

from game.core.match import Match
from game.games.fire_tower import rules as ft_rules
from game.games.fire_tower.scene import FireTowerScene, square_rect
from game.games.zefiria import rules as zef_rules
from game.games.zefiria.scene import ZefiriaScene
from game.ui.game_scene import HINT

ZEF_VS_BOT = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot"}],
              "storm": True, "spirits": ["etesia", "borea"], "first_player": 0}
FT_VS_BOT = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot"}]}


def open_scene(app, scene):
    app.reset_to(scene)
    app.run_frames(2)
    return scene


def until_person(app, scene, limit=400):
    """Let the computer play (Instant) until a person decides on screen."""
    app.settings.set("bot_speed", "instant")
    for _ in range(limit):
        if scene.can_hint() or scene.state.is_over:
            break
        app.run_frames(1)
    assert scene.can_hint(), "no decision for the person came"


def ask_hint(app, scene):
    """Click the Hint button; the frames settle on the bot's answer."""
    click(app, scene.hint_button.rect.center)
    app.run_frames(2)
    assert scene.hint is not None, "the hint did not come"
    return scene.hint["action"]


def bot_choice(scene):
    """What a fresh bot with the seat's seed chooses here (no explaining asked)."""
    seat = scene.state.current_player
    return scene.make_bot(scene.match.seed + seat).choose(scene.state.clone())


def after(state, action):
    copy = state.clone()
    copy.apply(action)
    return copy.to_dict()


def drawn_texts(app, monkeypatch):
    seen = []
    draw, wrapped = app.fonts.draw, app.fonts.draw_wrapped
    monkeypatch.setattr(app.fonts, "draw", lambda target, text, *a, **k: (seen.append(text), draw(target, text, *a, **k))[1])
    monkeypatch.setattr(app.fonts, "draw_wrapped",
                        lambda target, text, *a, **k: (seen.append(text), wrapped(target, text, *a, **k))[1])
    return seen


# ------------------------------------------------------------------ Zefiria
def zef_spot(scene, where):
    """A point inside a cell away from its pawn and gem, or a slot's centre."""
    if isinstance(where, str):
        return scene.slots[where].center
    x, y = scene.cells[where].center
    return (x + 20, y - 8)


def zef_by_mouse(app, scene, action):
    s, kind = scene.state, action[0]
    if kind in ("place", "skyron", "exit"):
        click(app, zef_spot(scene, action[1]))
    elif kind in ("first", "sleep"):
        click(app, scene.pawn_centre(s.pos[action[1]]))
    elif kind == "breeze":
        click(app, zef_spot(scene, action[1]))
        click(app, zef_spot(scene, action[2]))
    elif kind == "fly":
        where = s.pos[s.active]
        click(app, zef_spot(scene, where) if s.active == "skyron" else scene.pawn_centre(where))
        assert scene.selected_fly
        click(app, zef_spot(scene, action[1]))
    elif kind == "retrieve":
        click(app, scene.gem_rect(action[1]).center)
    elif kind == "spend":
        click(app, scene.spend_button.rect.center)
    elif kind == "end":
        end_turn(app, scene)


def zef_marked(scene, action):
    """The places the hint marks are those the action names."""
    marks = scene.hint_marks
    kind = action[0]
    if kind == "breeze":
        return set(marks["at"]) == {action[1], action[2]} and marks["arrow"]
    if kind in ("place", "skyron", "exit", "fly", "retrieve"):
        return marks["at"] == [action[1]] and marks["arrow"]
    if kind in ("first", "sleep"):
        return marks["pawn"] == action[1]
    return marks["button"] == kind


def test_zefiria_hint_shows_the_bots_choice_and_is_played_by_clicks(app, monkeypatch):
    scene = open_scene(app, ZefiriaScene(app, Match("zefiria", zef_rules, ZEF_VS_BOT, 21)))
    kinds = set()
    for step in range(5):
        until_person(app, scene)
        app.settings.set("bot_speed", "slow")      # the computer waits while we look
        seat = scene.state.current_player
        expected = bot_choice(scene)
        shown = ask_hint(app, scene)
        assert shown == expected and shown in scene.state.legal_actions()
        assert scene.hint["seat"] == seat and zef_marked(scene, shown), (shown, scene.hint_marks)
        assert scene.app.t("zefiria.hint." + scene.hint["reason"][0], **scene.hint["reason"][1])
        # the hint colour is on the screen where the hint points
        where = scene.hint_marks["at"][0] if scene.hint_marks["at"] else None
        if where is not None:
            rect = scene.place_rect(where).inflate(10, 10)
            pixels = {tuple(app.screen.get_at((rect.centerx, rect.top + dy)))[:3] for dy in range(6)}
            assert HINT in pixels
        # asking again on the same position counts nothing more
        used = scene.match.hints.get(seat, 0)
        click(app, scene.hint_button.rect.center)
        assert scene.match.hints.get(seat, 0) == used
        before = scene.state.clone()
        zef_by_mouse(app, scene, shown)
        assert scene.match.actions[-1] == shown
        assert scene.state.to_dict() == after(before, shown)     # exactly that action
        assert scene.hint is None and scene.hint_marks is None    # cleared by the action
        kinds.add(shown[0])
    assert scene.match.hints == {0: 5}
    assert "place" in kinds and kinds - {"place"}


def test_zefiria_hint_key_h_and_the_count_on_the_end_screen(app, monkeypatch):
    setup = {"players": [{"name": "Ana", "kind": "human"}], "storm": False, "first_player": 0}
    scene = open_scene(app, ZefiriaScene(app, Match("zefiria", zef_rules, setup, 4)))
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        app.run_frames(2)
        assert scene.hint is not None
        zef_by_mouse(app, scene, scene.hint["action"])
    assert scene.match.hints == {0: 2}
    while not scene.state.is_over:         # the rest is quick: end every turn
        legal = scene.state.legal_actions()
        scene.act(("end",) if ("end",) in legal else legal[0])
    for _ in range(20):
        app.run_frames(1)
        if app.scene.name != "zefiria":
            break
    assert app.scene.name == "zefiria_end"
    seen = drawn_texts(app, monkeypatch)
    app.run_frames(1)
    assert "Hints used: 2" in seen


# ------------------------------------------------------------------ Fire Tower
def ft_marked(scene, action):
    marks = scene.hint_marks
    if marks["cards"]:
        cards = scene.strip()[1]
        rects = scene.card_rects(cards)
        lifted = [cid for cid, rect in zip(cards, rects) if rect.y < 660 - 14]
        return set(lifted) == set(marks["cards"]) and set(marks["cards"]) <= set(action[1:])
    if marks["squares"]:
        return (action[1], action[2]) in marks["squares"] or len(action) == 4
    return marks["button"] == action and scene.hint_button_for(action) is not None


@pytest.mark.parametrize("solo", [False, True], ids=["vs_bot", "solo"])
def test_fire_tower_hint_shows_the_bots_choice_and_is_played_by_clicks(app, solo):
    setup = {"solo": True, "level": 2, "players": [{"name": "Ana", "kind": "human"}]} if solo else FT_VS_BOT
    scene = FireTowerScene(app, Match("fire_tower", ft_rules, setup, 5))
    open_scene(app, scene)
    played = 0
    for step in range(12):
        until_person(app, scene)
        app.settings.set("bot_speed", "slow")
        expected = bot_choice(scene)
        shown = ask_hint(app, scene)
        assert shown == expected and ft_marked(scene, shown), (shown, scene.hint_marks)
        assert scene.describe_hint(app.t, scene.hint["reason"])
        if len(shown) == 4:         # a pattern: the preview turned to the hinted rotation
            assert scene.current_rot() == shown[3]
        if scene.hint_marks["squares"] and len(shown) == 3:
            rect = square_rect(shown[1], shown[2])
            assert HINT in {tuple(app.screen.get_at((rect.left + 3, rect.centery + d)))[:3] for d in range(-3, 4)}
        before = scene.state.clone()
        moves = len(scene.match.actions)
        if not by_mouse(app, scene, shown):
            scene.act(shown)        # no spot on the screen for it (rare): the rest still counts
        else:
            played += 1
        if scene.held_card() is not None:   # a card is only played with its target: nothing yet
            assert scene.match.actions[moves:] == [] and scene.state.to_dict() == before.to_dict()
            target = scene.make_bot(scene.match.seed).choose(scene.pos().clone())
            assert by_mouse(app, scene, target) and scene.held_card() is None
            assert scene.match.actions[moves:] == [shown, target]
            mid = before.clone()
            mid.apply(shown)
            assert scene.state.to_dict() == after(mid, target)
        else:
            assert scene.match.actions[moves:] == [shown]
            assert scene.state.to_dict() == after(before, shown)     # exactly that action
        assert scene.hint is None and scene.hint_marks is None
        if scene.state.is_over:
            break
    assert played >= 6
    assert scene.match.hints[0] == step + 1


def test_fire_tower_hint_count_on_the_end_screen(app, monkeypatch):
    scene = open_scene(app, FireTowerScene(app, Match("fire_tower", ft_rules, FT_VS_BOT, 5)))
    until_person(app, scene)
    ask_hint(app, scene)
    by_mouse(app, scene, scene.hint["action"])
    until_person(app, scene)
    ask_hint(app, scene)
    app.finish_game(scene.match, scene)      # what the board screen does at the game's end
    app.run_frames(1)
    assert app.scene.name == "fire_tower_end"
    seen = drawn_texts(app, monkeypatch)
    app.run_frames(1)
    assert "Hints used: 2" in seen


def test_no_hint_while_the_computer_plays_and_spanish_reason(app):
    app.set_language("es")
    setup = {"players": [{"name": "Bot", "kind": "bot"}, {"name": "Ana", "kind": "human"}],
             "storm": False, "spirits": ["skyron", "etesia"], "first_player": 0}
    app.settings.set("bot_speed", "slow")
    scene = open_scene(app, ZefiriaScene(app, Match("zefiria", zef_rules, setup, 5)))
    assert scene.is_bot_turn() and not scene.can_hint()
    click(app, scene.hint_button.rect.center)
    app.run_frames(2)
    assert scene.hint is None and scene.match.hints == {}
    until_person(app, scene)
    ask_hint(app, scene)
    key, params = scene.hint["reason"]
    text = scene.describe_hint(app.t, scene.hint["reason"])
    assert text == app.t(f"zefiria.hint.{key}", **params) and text != f"zefiria.hint.{key}"
    assert app.t.lang == "es" and "Pista" in app.t("ui.hint_prefix", reason=text)

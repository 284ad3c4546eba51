"""Zefiria as a newcomer plays it (issue 20, items 20-22 and the interaction contract),
through the real App loop with posted mouse events."""
import re

import pygame
import pytest

from mouse import click, drag, post, rendered_texts, replace_state
from zef_mouse import end_turn

from game.games.zefiria.describe import spirit_name
from game.games.zefiria.scene import GEMS_TEXT
from game.scenes.dialogs import ConfirmDialog
from game.ui.widgets import DANGER
from tests.ui.test_tutorials import follow, open_lesson


def first_click(text: str) -> str:
    """The first sentence of a lesson text that says where to click."""
    return next(s for s in re.split(r"(?<=[.!?])\s+", text) if re.search(r"\bclic", s, re.I))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lesson_says_to_pick_borea_up_before_the_island_she_flies_to(app, lang):
    """Issue 20, item 21: at Borea's long jump the lesson points at her pawn (the spirit
    is picked up first), so its first "click" is on Borea, not on island 12."""
    app.set_language(lang)
    scene = open_lesson(app, "zefiria")
    lesson = scene.tutorial
    index = next(i for i, step in enumerate(lesson.lesson.steps) if step.say == "fly_colour")
    follow(app, scene, steps=index - lesson.index)
    assert lesson.step.say == "fly_colour" and not scene.selected_fly
    pawn = scene.pawn_centre(scene.state.pos["borea"])
    assert lesson.target_rect.collidepoint(pawn), "the arrow points at Borea's pawn first"
    said = first_click(app.t("zefiria.tutorial.fly_colour"))
    assert "Borea" in said and "12" not in said, said


# ------------------------------------------------------------------ the board in storm mode
TWO = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}],
       "storm": True, "spirits": ["borea", "jugo"], "first_player": 0}


def open_game(app, setup, seed):
    from game.scenes import launch
    launch.start_match(app, "zefiria", setup, seed=seed)
    app.run_frames(2)
    return app.scene


def to_round_two(app, scene):
    """Place the spirits by clicks and end every turn of round 1 with the button."""
    while scene.state.phase == "place":
        click(app, scene.cells[scene.state._placement_cells()[0]].center)
    while scene.state.round < 2:
        end_turn(app, scene)
    app.run_frames(2)


def storm_cells(scene):
    ls = scene.state.last_storm
    return {ls["t1"]} if ls["effect"] == "anchor" else {ls["t1"], ls["t2"]}


def framed(app, scene, cell) -> bool:
    """The storm's red frame is drawn inside the island."""
    rect = scene.cells[cell].inflate(-2, -2)
    return any(tuple(app.screen.get_at((rect.centerx, rect.top + dy)))[:3] == DANGER for dy in range(5))


@pytest.mark.parametrize("seed", [0, 7])     # round 2's storm swaps two islands (0), anchors one (7)
def test_the_storms_islands_stay_marked_until_the_turn_after_it_ends(app, seed):
    """Issue 20, item 20: once the storm's cards have gone, the islands it hit stay framed
    in red through the next player's moves (a breeze, a fly) and say so on hover (the
    storm is not marked as anyone's last move); the turn's end clears them."""
    scene = open_game(app, TWO, seed)
    to_round_two(app, scene)
    cells = storm_cells(scene)
    islands = {scene.state.grid[c] for c in cells}
    assert scene.banner is None and set(scene.storm_marks) == islands
    assert scene.last_move is None or not cells & set(scene.last_move["at"])   # nobody's move: no pink ring
    assert all(framed(app, scene, c) for c in cells)
    assert app.t("zefiria.tip.storm_hit") in scene.island_tip(next(iter(cells)))
    # a move of the next spirit: the storm's frames stay, beside the move's own mark
    s = scene.state
    target = min(s.fly_targets(), key=lambda c: (s.fly_targets()[c], c))
    click(app, scene.pawn_centre(s.pos[s.active]))
    click(app, scene.cells[target].center)
    assert scene.state.pos[s.active] == target and scene.last_move["at"] == (target,)
    app.run_frames(2)
    assert set(scene.storm_marks) == islands and all(framed(app, scene, c) for c in cells)
    end_turn(app, scene)
    app.run_frames(2)
    assert scene.storm_marks == () and not any(framed(app, scene, c) for c in cells)


def test_the_storms_frames_follow_its_islands_when_a_breeze_moves_them(app):
    """Play-test finding 2: the red frames belong to the islands the storm hit, not to
    the squares: a breeze that moves one of them on takes its frame along, and the square
    it left is no longer framed."""
    scene = open_game(app, TWO, 0)
    to_round_two(app, scene)
    s = scene.state
    hit = [scene.state.grid[c] for c in storm_cells(scene)]
    moves = [(a, b) for (a, b), cost in s.breeze_options().items() if cost <= s.ap
             and (s.grid[a] in hit) != (s.grid[b] in hit)]
    a, b = moves[0]
    src, dst = (a, b) if s.grid[a] in hit else (b, a)
    island = s.grid[src]
    drag(app, scene.cells[src].center, scene.cells[dst].center)
    app.run_frames(2)
    assert scene.state.grid[dst] == island
    assert framed(app, scene, dst) and not framed(app, scene, src)
    assert app.t("zefiria.tip.storm_hit") in scene.island_tip(dst)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_gem_panel_says_how_gems_reach_the_board_and_what_they_do(app, lang):
    """Issue 20, item 20: with no gem on the board the panel does not ask for a click on
    one; it says how a storm puts one there and what a gem gives. Once one lies there, it
    says to click it. Both texts fit their place above Spend gem."""
    app.set_language(lang)
    scene = open_game(app, TWO, 7)
    box = scene.gems_text_rect()

    def shows(key):
        scene.layers.forget()
        drawn = rendered_texts(app)
        return all(line in drawn for line in app.fonts.wrap(app.t(key), GEMS_TEXT, box.w))

    assert not scene.state.anchored and shows("zefiria.ui.gems_how") and not shows("zefiria.ui.gems_on_board")
    to_round_two(app, scene)
    assert scene.state.anchored and shows("zefiria.ui.gems_on_board")
    box = scene.gems_text_rect()
    for key in ("zefiria.ui.gems_how", "zefiria.ui.gems_on_board"):
        lines = app.fonts.wrap(app.t(key), GEMS_TEXT, box.w)
        step = app.fonts.font(GEMS_TEXT).get_linesize()
        assert len(lines) * step <= box.h + 4, (key, lines)


# ------------------------------------------------------------------ Hint beside the other buttons
@pytest.mark.parametrize("lang", ["en", "es"])
def test_hint_sits_first_in_the_top_right_row_of_buttons(app, lang):
    """Issue 20, item 22: Hint, Undo, Map, Rules, Menu side by side at the top right, as
    the other games have theirs; each label fits its button, and the hint's line, under
    the board it explains, covers no button."""
    app.set_language(lang)
    scene = open_game(app, TWO, 0)
    t = app.t
    labels = [t("ui.hint"), t("ui.undo"), t("zefiria.ui.map"), t("ui.rules"), t("ui.menu")]
    buttons = [scene.hint_button] + [next(b for b in scene.buttons.buttons if b.label() == label)
                                     for label in labels[1:]]
    rects = [b.rect for b in buttons]
    assert all(r.y == rects[0].y and r.bottom <= 64 for r in rects)       # in the top bar
    assert all(a.right < b.left <= a.right + 12 for a, b in zip(rects, rects[1:]))
    assert rects[-1].right >= 1250
    for b, label in zip(buttons, labels + [t("zefiria.ui.hide_map")]):
        assert app.fonts.font(b.size).size(label)[0] <= b.rect.w - 12, label
    map_button = buttons[2]
    assert app.fonts.font(24).size(t("zefiria.ui.hide_map"))[0] <= map_button.rect.w - 12
    note = pygame.Rect(scene.hint_note_rect)
    assert note.top >= scene.board_rect.bottom and pygame.Rect(0, 0, 1280, 800).contains(note)
    assert not any(note.colliderect(b.rect) for b in scene.buttons.buttons + [scene.hint_button])
    # the hint shows its line there
    click(app, scene.hint_button.rect.center)
    for _ in range(200):
        app.run_frames(1)
        if scene.hint:
            break
    assert scene.hint and scene.hint_marks


# ------------------------------------------------------------------ End turn asks first
def start_playing(app, seed=0):
    scene = open_game(app, TWO, seed)
    while scene.state.phase == "place":
        click(app, scene.cells[scene.state._placement_cells()[0]].center)
    assert scene.state.phase == "play" and scene.state.ap == 5
    return scene


def double_click(app, pos):
    """Two clicks as fast as a hand makes them: no frame waits between them."""
    for _ in range(2):
        post(pygame.MOUSEBUTTONDOWN, pos, button=1)
        post(pygame.MOUSEBUTTONUP, pos, button=1)
    app.run_frames(3)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_end_turn_asks_first_while_the_spirit_could_still_act(app, lang):
    """The contract: a turn's end cannot be undone, so with action points the spirit can
    still use, End turn asks (Keep playing changes nothing; End turn ends it); Enter too."""
    app.set_language(lang)
    scene = start_playing(app)
    spirit = scene.state.active
    click(app, scene.end_button.rect.center)
    dialog = app.scene
    assert isinstance(dialog, ConfirmDialog) and str(scene.state.ap) in dialog.text
    assert [b.label() for b in dialog.buttons.buttons] == [app.t("zefiria.ui.keep_playing"), app.t("zefiria.ui.end_turn")]
    click(app, dialog.buttons.buttons[0].rect.center)
    assert app.scene is scene and scene.state.active == spirit and scene.state.ap == 5
    post(pygame.KEYDOWN, None, key=pygame.K_RETURN, mod=0, unicode="\r")
    app.run_frames(2)
    assert isinstance(app.scene, ConfirmDialog) and scene.state.active == spirit
    click(app, app.scene.buttons.buttons[1].rect.center)
    assert app.scene is scene and scene.state.active != spirit


def test_a_double_click_on_end_turn_ends_one_turn(app):
    """Nothing commits more than the player sees: with no action point left End turn ends
    the turn at once, and the second click of a double click lands on the next spirit's
    End turn, which asks first (it has 5 AP) instead of ending a second turn."""
    scene = start_playing(app)
    replace_state(app, scene, lambda s: setattr(s, "ap", 0))
    first = scene.state.active
    turns = len([a for a in scene.match.actions if a == ("end",)])
    double_click(app, scene.end_button.rect.center)
    assert [a for a in scene.match.actions if a == ("end",)].__len__() == turns + 1
    assert scene.state.active != first and scene.state.ap == 5


# ------------------------------------------------------------------ controls stay put
def offered(scene) -> dict:
    """label -> rect of every control offered now (enabled and shown)."""
    rows = scene.buttons.buttons + scene.choice_buttons.buttons + [scene.hint_button]
    return {b.label(): pygame.Rect(b.rect) for b in rows if b.visible and b.is_enabled()}


def stays_put(before, after):
    moved = {label: (before[label], after[label]) for label in before.keys() & after.keys()
             if before[label] != after[label]}
    assert not moved, f"controls moved under the pointer: {moved}"


def test_controls_stay_put_through_skyrons_landing_and_the_storm_choices(app):
    """The contract, Zefiria's choice screens: after each click (Skyron's landing, a gem
    taken back, a gem spent, solo's first and sleep questions, End turn) every control still offered
    keeps its rectangle."""
    setup = {"players": [{"name": "Ana", "kind": "human"}], "storm": True, "difficulty": "easy",
             "spirits": ["skyron", "borea", "jugo"], "first_player": 0}
    scene = open_game(app, setup, 7)
    seen = set()
    for _ in range(200):
        s = scene.state
        if s.round >= 3 or s.is_over:
            break
        before = offered(scene)
        if s.phase == "place":
            click(app, scene.cells[s._placement_cells()[0]].center)
        elif s.phase in ("solo_first", "solo_sleep"):
            seen.add(s.phase)
            click(app, [b for b in scene.choice_buttons.buttons if b.is_enabled()][-1].rect.center)
        elif s.phase == "skyron_choice":
            seen.add("skyron")
            click(app, scene.cells[sorted(s.skyron_pair)[-1]].center)
        elif s.anchored and s.ap >= 1 and not s.forced and s.occupant(s.anchored[0]) is None:
            seen.add("retrieve")
            click(app, scene.gem_rect(s.anchored[0]).center)
        elif s.pool and ("spend",) in s.legal_actions():
            seen.add("spend")
            click(app, scene.spend_button.rect.center)
        elif s.active == "skyron" and any(a[0] == "breeze" for a in s.legal_actions()) and "skyron" not in seen:
            a = next(a for a in s.legal_actions() if a[0] == "breeze")
            other = a[2] if a[1] == s.pos["skyron"] else a[1]
            drag(app, scene.cells[other].center, scene.cells[s.pos["skyron"]].center)
        else:
            end_turn(app, scene)
        app.run_frames(2)
        stays_put(before, offered(scene))
    assert {"solo_first", "solo_sleep", "skyron", "retrieve", "spend"} <= seen, seen


def test_undo_never_takes_back_the_computers_move(app):
    """The computer placed its spirit first: Undo is greyed and Ctrl+Z does nothing (its
    move stays); the person's own move can be undone."""
    setup = {"players": [{"name": "Bot", "kind": "bot"}, {"name": "Ana", "kind": "human"}],
             "storm": True, "spirits": ["austro", "etesia"], "first_player": 0}
    app.settings.set("bot_speed", "instant")
    scene = open_game(app, setup, 3)
    for _ in range(100):
        app.run_frames(1)
        if not scene.is_bot_turn():
            break
    placed = list(scene.match.actions)
    assert placed and scene.match.can_undo                 # the rules alone would allow it
    undo = next(b for b in scene.buttons.buttons if b.label() == app.t("ui.undo"))
    assert not undo.is_enabled()
    click(app, undo.rect.center)
    post(pygame.KEYDOWN, None, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z")
    app.run_frames(2)
    assert scene.match.actions == placed


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_storm_card_fits_the_storm_column(app, lang):
    """Texts fit: each storm card's name, its target and its effect, in both languages,
    are written inside the storm panel, left of the gems' column (a Tornado's long name
    once ran into the gems' text)."""
    from tests.ui.test_zefiria_texts_scene import drawn_texts
    from game.games.zefiria.scene import GEM_X, STORM_BOX
    app.set_language(lang)
    scene = open_game(app, TWO, 0)
    t = app.t
    for storm in scene.state.cfg.storms:
        for effect in ("swap", "anchor", "none"):
            replace_state(app, scene, lambda s: setattr(s, "last_storm", {
                "storm": storm, "grid": 0, "rotation": 0, "t1": 0, "t2": 1, "effect": effect}))
            seen = drawn_texts(app)
            column = [rect for text, rect in seen if STORM_BOX.colliderect(rect) and rect.x < GEM_X - 8]
            assert column, (storm, effect)
            for rect in column:
                assert rect.right <= GEM_X - 6 and STORM_BOX.contains(rect), (storm, effect, rect)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_with_no_move_left_the_prompt_says_end_turn(app, lang):
    """A spirit with no action point to use is not told to drag or fly: the prompt says to
    press End turn (or Spend gem, with a gem in the pool)."""
    app.set_language(lang)
    scene = start_playing(app)
    spirit = spirit_name(app.t, scene.state.active)
    replace_state(app, scene, lambda s: setattr(s, "ap", 0))
    assert scene.message == app.t("zefiria.prompt.spent", spirit=spirit, ap=0)
    replace_state(app, scene, lambda s: setattr(s, "pool", 1))
    assert scene.message == app.t("zefiria.prompt.spent_gem", spirit=spirit, ap=0)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_team_gems_line_fits_its_panel(app, lang):
    """Texts fit: "Gemas del equipo: 0  Reserva: 6" stays inside the storm panel."""
    from tests.ui.test_zefiria_texts_scene import drawn_texts
    from game.games.zefiria.scene import STORM_BOX
    app.set_language(lang)
    scene = open_game(app, TWO, 0)
    seen = dict(drawn_texts(app))
    t = app.t
    for text in (t("zefiria.ui.gems", pool=0), t("zefiria.ui.reserve", reserve=scene.state.reserve)):
        assert STORM_BOX.inflate(-8, 0).contains(seen[text]), (text, seen[text])


def test_a_greyed_hint_says_why_while_the_computer_plays(app):
    from tests.ui.test_tooltips import rest
    setup = {"players": [{"name": "Bot", "kind": "bot"}, {"name": "Ana", "kind": "human"}],
             "storm": False, "spirits": ["skyron", "etesia"], "first_player": 0}
    app.settings.set("bot_speed", "slow")
    scene = open_game(app, setup, 5)
    assert scene.is_bot_turn() and not scene.hint_button.is_enabled()
    lines = rest(app, scene, scene.hint_button.rect.center)
    assert lines == [app.t("zefiria.tip.not_yours"), app.t("ui.tip.hint")]

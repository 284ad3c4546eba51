"""Zefiria's play-test findings by mouse (issue 20, the newcomer's second play-test):
plurals, the storm's cards at the computer's pace, who got or spent a gem, the hint's
marks, the end screen's words, names, set-up memory and the small things. Through the
real App loop with posted mouse events."""
import pytest

from mouse import click, drag
from zef_mouse import end_turn

from game.core.i18n import Translator
from game.games.zefiria import rules
from game.games.zefiria.describe import describe_event
from game.scenes import launch

TWO = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}],
       "storm": True, "spirits": ["borea", "jugo"], "first_player": 0}
BOTS = {"players": [{"name": "Ana", "kind": "bot"}, {"name": "Ben", "kind": "bot"}],
        "storm": True, "spirits": ["borea", "jugo"], "first_player": 0}


def open_game(app, setup, seed=0):
    launch.start_match(app, "zefiria", setup, seed=seed)
    app.run_frames(2)
    return app.scene


def place_all(app, scene):
    while scene.state.phase == "place":
        click(app, scene.cells[scene.state._placement_cells()[0]].center)


# ------------------------------------------------------------------ 1. plurals
@pytest.mark.parametrize("lang, one, many", [("en", "(1 purple gem left)", "(2 purple gems left)"),
                                             ("es", "(queda 1 gema morada)", "(quedan 2 gemas moradas)")])
def test_the_round_line_counts_purple_gems_in_the_singular_and_plural(app, lang, one, many):
    """Finding 1: "1 purple gems" is gone; the last round says it is the last."""
    app.set_language(lang)
    scene = open_game(app, TWO)
    place_all(app, scene)
    state = scene.state
    lines = {n: describe_event(app.t, state, {"type": "round", "round": 3, "purple": n}) for n in (0, 1, 2)}
    assert one in lines[1] and many in lines[2]
    assert "0" not in lines[0] and app.t("zefiria.log.round_last", round=3) == lines[0]
    while scene.state.round < 2:
        end_turn(app, scene)
    left = scene.state.purple
    assert any(f"{left} " in line for line in scene.log if str(scene.state.round) in line)


# ------------------------------------------------------------------ 2. the storm at the computer's pace
def test_the_storms_cards_stay_up_long_enough_to_read_before_the_computer_moves(app):
    """Finding 2: with animations on, the storm's cards stay on the board for a reading
    time at the Computer speed (Normal: 5 s) and the computer waits for them; they stand
    clear of the islands the storm hit, and a click puts them away sooner."""
    app.settings.set("animation_speed", 1.0)
    app.settings.set("bot_speed", "normal")
    scene = open_game(app, BOTS, seed=0)
    for _ in range(20000):
        if scene.banner is not None:
            break
        app.run_frames(1)
    assert scene.banner is not None
    actions = len(scene.match.actions)
    app.run_frames(60 * 3)                  # three seconds on the game's clock
    assert scene.banner is not None and len(scene.match.actions) == actions
    box = scene.banner_rect()
    assert not any(box.colliderect(scene.cells[c]) for c in scene.banner[2])
    app.run_frames(60 * 3)
    assert scene.banner is None


# ------------------------------------------------------------------ 4. the hint's marks
def numbers_readable(app, scene) -> list:
    """The cells (without a pawn or a target's glow) whose island number on screen is not
    the picture's."""
    from game.games.zefiria.scene import NUMBER_PATCH
    bad = []
    pawns = {w for w in scene.state.pos.values() if isinstance(w, int)}
    if scene.state.phase == "place":
        pawns |= set(scene.state._placement_cells())
    for cell, island in enumerate(scene.state.grid):
        if cell in pawns:
            continue
        image = scene.island_image(island)
        at = image.get_rect(center=scene.cells[cell].center)
        for x in range(NUMBER_PATCH.left, NUMBER_PATCH.right, 3):
            for y in range(NUMBER_PATCH.top, NUMBER_PATCH.bottom, 3):
                if tuple(app.screen.get_at((at.x + x, at.y + y)))[:3] != tuple(image.get_at((x, y)))[:3]:
                    bad.append(cell)
                    break
            else:
                continue
            break
    return bad


def test_hint_arrows_leave_the_island_numbers_readable_and_the_map_clear(app):
    """Finding 4: whatever the hint points at (a corner, a swap, a fly, a gem, a button),
    every island's number stays readable over its arrow, a place's arrow stops outside
    the island, and the Map hides the hint's marks instead of being crossed by them."""
    from game.ui.game_scene import HINT
    scene = open_game(app, TWO, seed=3)
    kinds = set()
    for _ in range(8):
        if scene.state.is_over:
            break
        click(app, scene.hint_button.rect.center)
        app.run_frames(2)
        action = scene.hint["action"]
        kinds.add(action[0])
        marks = scene.hint_marks
        assert numbers_readable(app, scene) == [], action
        if action[0] in ("place", "retrieve", "skyron"):
            assert not scene.cells[action[1]].collidepoint(marks["arrow"][1])
        click(app, scene.buttons.buttons[2].rect.center)         # Map
        assert scene.show_map
        shown = {tuple(app.screen.get_at(p))[:3] for p in (marks["arrow"][0], marks["arrow"][1])}
        assert HINT not in shown
        click(app, scene.buttons.buttons[2].rect.center)         # Hide map
        scene.act(action)
        app.run_frames(2)
    assert {"place", "breeze"} <= kinds or {"place", "fly"} <= kinds, kinds


def test_a_hint_rings_the_island_its_reason_names(app):
    """Finding 4: "on the way to bringing island 13 home" on a fly rings island 13 too, so
    the words and the marks agree."""
    scene = open_game(app, TWO, seed=3)
    place_all(app, scene)
    s = scene.state
    target = sorted(s.fly_targets())[0]
    island = next(i for i in s.grid if s.grid.index(i) != target)
    scene.hint = {"action": ("fly", target), "reason": ("home_later", {"island": island}),
                  "seat": s.current_player, "version": scene.version()}
    marks = scene.hint_target(("fly", target))
    assert marks["about"] == s.grid.index(island)


# ------------------------------------------------------------------ 6. pips, 10. colour words
@pytest.mark.parametrize("lang, row_words", [("en", "the Orange row"), ("es", "la fila naranja")])
def test_an_islands_tooltip_explains_its_dots_and_names_its_row_in_agreement(app, lang, row_words):
    """Findings 6 and 10: resting on an island explains the dots in its corner (its home
    row); Spanish colour words agree with "fila" and "isla" ("la fila naranja")."""
    from tests.ui.test_tooltips import rest
    app.set_language(lang)
    scene = open_game(app, TWO)
    cell = scene.state.grid.index(17)         # an orange island, row 4
    lines = rest(app, scene, scene.cells[cell].center)
    assert app.t("zefiria.tip.pips", row=4) in lines
    assert any(row_words in line for line in lines), lines


# ------------------------------------------------------------------ 5. the end screen's words
def end_screen(app, lang, grid, storm):
    from mouse import rendered_texts
    from game.core.match import Match
    from game.games.zefiria.end_scene import ZefiriaEndScene
    app.set_language(lang)
    match = Match("zefiria", rules, dict(TWO, storm=storm), 5)
    match.state.grid = list(grid)
    match.state.phase = "over"
    app.reset_to(ZefiriaEndScene(app, match))
    return app.scene, rendered_texts(app, 2)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_perfect_game_has_its_own_title_and_the_table_uses_the_headlines_words(app, lang):
    """Finding 5: all 25 islands home gets the restored title (not "…or is it?"); each
    line of the verdict table is its scores and the headline's own words, the scores read
    off the end table (storm mode: 22 to 24 is "great", 25 or more "legendary")."""
    t = app.t
    end, drawn = end_screen(app, lang, range(1, 26), storm=True)
    t = app.t
    assert t("zefiria.end.title_perfect") in drawn and t("zefiria.end.title") not in drawn
    verdicts = {k: t(f"zefiria.verdict.{k}") for k in ("legendary", "great", "good_job", "breeze_spirits",
                                                         "balloon")}
    assert t("zefiria.end.band_top", min=25, verdict=verdicts["legendary"]) in drawn
    assert t("zefiria.end.band", min=22, max=24, verdict=verdicts["great"]) in drawn
    assert t("zefiria.end.band_bottom", max=10, verdict=verdicts["balloon"]) in drawn
    assert verdicts[end.result["verdict"]] in drawn
    grid = list(range(1, 26))
    grid[0], grid[1] = grid[1], grid[0]
    _, drawn = end_screen(app, lang, grid, storm=False)
    assert t("zefiria.end.title") in drawn and t("zefiria.end.title_perfect") not in drawn
    assert t("zefiria.end.band_top", min=22, verdict=verdicts["great"]) in drawn
    assert not any(verdicts["legendary"] in line for line in drawn)


def test_the_spanish_owner_line_fits_every_spirit():
    """Finding 5: the Spanish owner line had "la juega" (feminine, right only for Borea and
    Etesia); it names the player without a gendered pronoun."""
    es = Translator("es")
    for spirit in ("borea", "jugo", "skyron"):
        line = es("zefiria.tip.spirit_owner", spirit=es(f"zefiria.spirit.{spirit}.name"), owner="Tú")
        assert " la juega" not in line and " lo juega" not in line


# ------------------------------------------------------------------ 8. one name per person
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_person_against_the_computer_is_you_and_the_computer_is_named_so(app, lang):
    """Finding 8: set up by mouse, one person against the computer: the panels, prompts
    and tooltips call the person "You" and the computer "Computer" ("Player 1" / "Player 2
    · computer" and "Player 2 (computer)" are gone)."""
    from mouse import rendered_texts
    from game.core.names import default_player
    from game.games.zefiria.setup_scene import ZefiriaSetupScene
    app.set_language(lang)
    t = app.t
    app.reset_to(ZefiriaSetupScene(app))
    app.run_frames(2)
    setup = app.scene
    click(app, setup.count_buttons[1].rect.center)          # 2 players
    click(app, setup.kind_buttons[1].rect.center)           # seat 2: Computer
    assert setup.kinds[1] == "bot"
    click(app, setup.start_button.rect.center)
    scene = app.scene
    assert scene.name == "zefiria"
    scene.layers.forget()
    drawn = " ".join(rendered_texts(app, 2))
    you, computer = t("zefiria.setup.you"), t("zefiria.name.computer")
    for p in (1, 2):
        assert t("zefiria.setup.player", n=p) not in drawn
    assert f"— {you}" in drawn and f"— {computer}" in drawn
    human = next(sp for sp in scene.state.spirits if scene.state.seat_of(sp) == 0)
    assert scene.spirit_tip(human)[0] == t("zefiria.tip.spirit_owner",
                                           spirit=t(f"zefiria.spirit.{human}.name"), owner=you)
    app.settings.set("bot_speed", "slow")
    for _ in range(200):
        if scene.is_bot_turn():
            break
        if scene.state.phase == "place":
            click(app, scene.cells[scene.state._placement_cells()[0]].center)
        else:
            end_turn(app, scene)
    assert scene.is_bot_turn() and scene.message.startswith(computer)
    assert f"({t('ui.computer')})" not in scene.message


# ------------------------------------------------------------------ 7. set-up: solo row, memory
def open_setup(app):
    from game.games.zefiria.setup_scene import ZefiriaSetupScene
    app.reset_to(ZefiriaSetupScene(app))
    app.run_frames(2)
    return app.scene


@pytest.mark.parametrize("lang", ["en", "es"])
def test_solo_set_up_shows_no_first_player_row(app, lang):
    """Finding 7: solo, "First player" means nothing (the order is chosen each round): its
    label and button are gone, and a click where the button was changes nothing; with two
    players they are back."""
    from mouse import rendered_texts
    app.set_language(lang)
    setup = open_setup(app)
    click(app, setup.count_buttons[0].rect.center)
    assert not setup.first_button.visible
    assert app.t("zefiria.setup.first") not in rendered_texts(app, 2)
    click(app, setup.first_button.rect.center)
    assert setup.first == "random" and setup.setup().get("first_player") is None
    click(app, setup.count_buttons[1].rect.center)
    assert setup.first_button.visible and app.t("zefiria.setup.first") in rendered_texts(app, 2)


def test_set_up_choices_are_remembered_for_the_next_game(app):
    """Finding 7: the choices of the game last started (players, seats, spirits, storm,
    difficulty, first player) are offered again the next time the screen opens."""
    setup = open_setup(app)
    assert setup.players == 2 and not setup.storm          # the first time: the defaults
    click(app, setup.count_buttons[2].rect.center)          # 3 players
    click(app, setup.kind_buttons[2].rect.center)           # seat 3: Computer
    click(app, setup.spirit_buttons[0].rect.center)         # seat 1: the first spirit
    storm = next(b for b in setup.buttons.buttons if b.rect.topleft == (330, 530))
    click(app, storm.rect.center)
    click(app, setup.first_button.rect.center)               # Player 1 starts
    chosen = (setup.players, list(setup.kinds), list(setup.spirit_choice), setup.storm, setup.first)
    assert chosen[3] and chosen[4] == 0 and chosen[2][0] != "random"
    click(app, setup.start_button.rect.center)
    assert app.scene.name == "zefiria"
    again = open_setup(app)
    assert (again.players, again.kinds, again.spirit_choice, again.storm, again.first) == chosen


# ------------------------------------------------------------------ 10. small things
SOLO = {"players": [{"name": "You", "kind": "human", "default_name": True}], "storm": True,
        "spirits": ["borea", "jugo", "skyron"], "difficulty": "easy"}


def enter(app, times=1):
    import pygame
    for _ in range(times):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40))
    app.run_frames(3)


def to_play(app, scene):
    """Place the solo spirits by clicks and let Borea act first (its button)."""
    place_all(app, scene)
    from mouse import find_button
    if scene.state.phase == "solo_first":
        click(app, find_button(scene, app.t("zefiria.prompt.first_button", spirit="Borea")))
    assert scene.state.phase == "play"


def test_enter_twice_ends_one_turn_at_most(app):
    """Finding 10: Enter twice never ends two turns nor a turn with points left: with
    points left, Enter asks and a second Enter does not say yes; with none left, the
    first Enter ends the turn and the second, a moment later, is ignored (no question for
    the next spirit pops up)."""
    from game.scenes.dialogs import ConfirmDialog
    from mouse import replace_state
    scene = open_game(app, SOLO, seed=2)
    to_play(app, scene)
    enter(app, 2)
    assert isinstance(app.scene, ConfirmDialog) and ("end",) not in scene.match.actions
    click(app, app.scene.buttons.buttons[0].rect.center)        # Keep playing
    assert app.scene is scene
    replace_state(app, scene, lambda s: setattr(s, "ap", 0))
    actions = len(scene.match.actions)
    enter(app, 2)
    assert app.scene is scene and len(scene.match.actions) == actions + 1


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_last_turns_question_says_it_ends_the_game(app, lang):
    """Finding 10: End turn's question on the game's last turn says so."""
    from game.scenes.dialogs import ConfirmDialog
    from mouse import replace_state
    app.set_language(lang)
    scene = open_game(app, SOLO, seed=2)
    to_play(app, scene)
    click(app, scene.end_button.rect.center)
    assert isinstance(app.scene, ConfirmDialog) and app.t("zefiria.ui.last_turn") not in app.scene.text
    click(app, app.scene.buttons.buttons[0].rect.center)
    while not scene.ends_the_game():
        s = scene.state
        legal = s.legal_actions()
        scene.act(("end",) if ("end",) in legal else legal[0])
        app.run_frames(1)
    replace_state(app, scene, lambda s: setattr(s, "ap", max(s.ap, 3)))
    click(app, scene.end_button.rect.center)
    assert isinstance(app.scene, ConfirmDialog) and app.t("zefiria.ui.last_turn") in app.scene.text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_not_enough_points_names_the_gem_when_one_would_pay(app, lang):
    """Finding 10: a move a team gem would pay for is refused with the way to pay it."""
    from mouse import replace_state
    app.set_language(lang)
    scene = open_game(app, SOLO, seed=2)
    to_play(app, scene)
    s = scene.state
    (a, b), cost = max(s.breeze_options().items(), key=lambda kv: kv[1])
    replace_state(app, scene, lambda st: (setattr(st, "ap", cost - 1), setattr(st, "pool", 1)))
    drag(app, scene.cells[a].center, scene.cells[b].center)
    assert scene.message_bad and scene.message == app.t("zefiria.refuse.no_ap_gem", cost=cost, ap=cost - 1, pool=1)
    replace_state(app, scene, lambda st: setattr(st, "pool", 0))
    drag(app, scene.cells[a].center, scene.cells[b].center)
    assert scene.message == app.t("zefiria.refuse.no_ap", cost=cost, ap=cost - 1)


def test_ap_dots_stay_during_skyrons_choice_and_badges_leave_symbols_alone(app):
    """Finding 10: while Skyron chooses where to stand the AP left and its dots stay at the
    top; a target's cost badge sits on the island's waves (bottom left), not on its symbol;
    the team gem's icon stands clear of the gems' text."""
    from game.games.zefiria.scene import GEM_ICON, GEM_X, STORM_BOX
    from game.ui.widgets import ACCENT, INK
    scene = open_game(app, SOLO, seed=2)
    to_play(app, scene)
    # a gem's icon and the text under it
    assert STORM_BOX.y + 6 + GEM_ICON <= scene.gems_text_rect().top
    click(app, scene.pawn_centre(scene.state.pos[scene.state.active]))
    assert scene.selected_fly
    target = next(iter(scene.query("fly_targets")))
    rect = scene.cells[target]
    symbol_spot = (rect.right - 36, rect.bottom - 20)      # where the badge was: the left of it
    assert tuple(app.screen.get_at(symbol_spot))[:3] != INK
    assert tuple(app.screen.get_at((rect.left + 10, rect.bottom - 20)))[:3] == INK
    click(app, scene.pawn_centre(scene.state.pos[scene.state.active]))
    # Skyron's choice
    from mouse import replace_state
    for _ in range(30):
        s = scene.state
        if s.phase == "skyron_choice":
            break
        legal = s.legal_actions()
        if s.active == "skyron" and any(a[0] == "breeze" for a in legal):
            scene.act(next(a for a in legal if a[0] == "breeze"))
        else:
            scene.act(("end",) if ("end",) in legal else legal[0])
        app.run_frames(2)
    assert scene.state.phase == "skyron_choice"
    scene.layers.forget()
    from mouse import rendered_texts
    assert app.t("zefiria.ui.ap_left", ap=scene.state.ap) in rendered_texts(app, 2)
    if scene.state.ap:
        assert any(tuple(app.screen.get_at((x, 48)))[:3] == ACCENT for x in range(500, 720))

"""Tooltips by posted mouse motion: every kind in Zefiria and Fire Tower (board, panels,
set-up and levels screens) shows, after the mouse rests 0.4 s, the catalogue's explanation
in English and in Spanish, inside the window and clear of the thing pointed at."""
import pygame
import pytest

from mouse import post

from game.games.fire_tower import screens as ft_screens
from game.games.fire_tower.describe import card_name, wind_name
from game.games.fire_tower.layout import SIDE_W, SIDE_X, square_rect
from game.games.fire_tower.levels_scene import SoloLevelsScene
from game.games.fire_tower.scene import FireTowerScene
from game.games.fire_tower.setup_scene import FireTowerSetupScene
from game.games.zefiria import screens as zf_screens
from game.games.zefiria.scene import ZefiriaScene
from game.games.zefiria.setup_scene import ZefiriaSetupScene
from game.core.match import Match
from game.games.fire_tower import rules as ft_rules
from game.ui.widgets import TOOLTIP_DELAY, WINDOW

LANGS = ["en", "es"]


def rest(app, scene, pos):
    """Move the mouse to `pos` and let it rest there: nothing shows at once, the tooltip
    after the delay. Returns its lines."""
    post(pygame.MOUSEMOTION, pos, rel=(1, 0), buttons=(0, 0, 0))
    app.run_frames(2)
    assert scene.tip.shown == [], "a tooltip showed before the mouse rested"
    app.run_frames(int(TOOLTIP_DELAY * 60) + 4)
    assert scene.tip.shown, f"no tooltip at {pos}"
    box = scene.tip.box
    assert WINDOW.contains(box), f"tooltip {box} leaves the window"
    assert not box.collidepoint(pos), "the tooltip covers the mouse"
    return scene.tip.shown


def open_scene(app, lang, scene):
    app.set_language(lang)
    app.push(scene)
    app.run_frames(2)
    return scene


# ------------------------------------------------------------ Zefiria
def zefiria_board(app):
    return ZefiriaScene(app, zf_screens.sample_match(2, True, rounds=2))


@pytest.mark.parametrize("lang", LANGS)
def test_zefiria_board_tooltips(app, lang):
    scene = open_scene(app, lang, zefiria_board(app))
    t, s = app.t, scene.state
    island = s.grid[12]
    colour = t(f"zefiria.colour.{s.cfg.colours[(island - 1) // 5]}")
    symbol = t(f"zefiria.symbol.{s.cfg.symbols[s.cfg.island_symbol[island - 1]]}")
    lines = rest(app, scene, scene.cells[12].center)
    assert lines[0] == t("zefiria.tip.island", island=island, colour=colour, symbol=symbol)
    assert lines[1] == t("zefiria.tip.home", row=(island - 1) // 5 + 1, col=(island - 1) % 5 + 1, colour=colour)
    assert not scene.tip.box.colliderect(scene.cells[12]), "the island is hidden by its own tooltip"

    active = s.active
    lines = rest(app, scene, scene.pawn_centre(s.pos[active]))
    assert t(f"zefiria.spirit.{active}.short") in lines and t("zefiria.tip.fly_breeze") in lines

    assert t("zefiria.tip.ap") in rest(app, scene, (500, 46))
    assert t("zefiria.tip.rounds") in rest(app, scene, (240, 40))
    assert t("zefiria.tip.pool") in rest(app, scene, (1100, 360))
    lines = rest(app, scene, (900, 390))
    assert t("zefiria.tip.storm") in lines
    assert any(t(f"zefiria.storm_card.{s.last_storm['storm']}") in line for line in lines)
    assert rest(app, scene, scene.end_button.rect.center) == [t("zefiria.tip.end_turn")]
    # greyed (no gem yet): why first, then what it does
    assert rest(app, scene, scene.spend_button.rect.center) == [t("zefiria.tip.no_gems_yet"), t("zefiria.tip.spend_gem")]
    map_button = next(b for b in scene.buttons.buttons if b.label() == t("zefiria.ui.map"))
    assert rest(app, scene, map_button.rect.center) == [t("zefiria.tip.map")]


@pytest.mark.parametrize("lang", LANGS)
def test_zefiria_gem_tooltip(app, lang):
    app.set_language(lang)
    scene = dict(zf_screens.smoke_screens(app))["zefiria_tooltip_gem"]()     # a gem on the board
    scene.tip.pos = None
    open_scene(app, lang, scene)
    cell = sorted(scene.state.anchored)[0]
    assert rest(app, scene, scene.gem_rect(cell).center) == [app.t("zefiria.tip.gem")]
    island_corner = (scene.cells[cell].x + 12, scene.cells[cell].bottom - 8)
    assert app.t("zefiria.tip.anchored") in rest(app, scene, island_corner)


@pytest.mark.parametrize("lang", LANGS)
def test_zefiria_setup_tooltips(app, lang):
    scene = open_scene(app, lang, ZefiriaSetupScene(app))
    t = app.t
    assert rest(app, scene, scene.kind_buttons[0].rect.center) == [t("zefiria.tip.person")]
    assert rest(app, scene, scene.spirit_buttons[0].rect.center) == [t("zefiria.tip.random_spirit")]
    post(pygame.MOUSEBUTTONDOWN, scene.spirit_buttons[0].rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, scene.spirit_buttons[0].rect.center, button=1)
    app.run_frames(1)
    spirit = scene.spirit_choice[0]
    lines = rest(app, scene, scene.spirit_buttons[0].rect.move(0, 1).center)
    assert lines == [t(f"zefiria.spirit.{spirit}.name"), t(f"zefiria.spirit.{spirit}.short"),
                     t("zefiria.tip.spirit_choice")]
    assert rest(app, scene, (120, 552)) == [t("zefiria.tip.storm_mode")]       # the "Storm mode" label
    assert rest(app, scene, (120, 692)) == [t("zefiria.tip.first")]


# ------------------------------------------------------------ Fire Tower
def solo_board(app):
    match = Match("fire_tower", ft_rules, {"solo": True, "level": 5,
                                           "players": [{"name": "Ranger", "kind": "human"}]}, 5)
    from game.core.bots import RandomBot
    bot = RandomBot(3)
    for _ in range(12):
        match.apply(bot.choose(match.state))
    return FireTowerScene(app, match)


@pytest.mark.parametrize("lang", LANGS)
def test_fire_tower_board_tooltips(app, lang):
    scene = open_scene(app, lang, solo_board(app))
    t, s = app.t, scene.state
    cards = scene.strip()[1]
    rect = scene.card_rects(cards)[0]
    card_id = s.card_id(cards[0])
    assert rest(app, scene, rect.center) == [card_name(t, card_id), t(f"fire_tower.card.{card_id}.text")]
    assert not scene.tip.box.colliderect(rect), "the card is hidden by its own tooltip"

    chip, special, _ = scene.special_chips()[0]
    assert rest(app, scene, chip.center) == [t(f"fire_tower.solo.special.{special}.name"),
                                             t(f"fire_tower.solo.special.{special}.text"), t("fire_tower.tip.specials")]
    chip, special, _ = scene.special_chips()[1]
    assert t(f"fire_tower.solo.special.{special}.text") in rest(app, scene, chip.center)
    box = scene.solo_box()
    assert rest(app, scene, (box.x + 60, box.y + 48)) == [
        t(f"fire_tower.solo.challenge.{s.solo['challenge']}.name"), t("fire_tower.tip.challenge")]

    lines = rest(app, scene, (SIDE_X + SIDE_W - 29, 131))
    assert lines[:2] == [t("fire_tower.card.bucket.name"), t("fire_tower.tip.bucket")]
    assert t("fire_tower.tip.enemy_bucket") in rest(app, scene, (SIDE_X + 200, 110 + 44 + 12))
    assert t("fire_tower.tip.status.standing") in rest(app, scene, (SIDE_X + 120, 130))
    assert rest(app, scene, scene.supply_rect().center)[1] == t("fire_tower.tip.supply", n=s.hawk_supply())
    top = scene.info_top()
    assert rest(app, scene, (SIDE_X + 46, top + 44))[1] == t("fire_tower.tip.vane", wind=wind_name(t, s.wind))
    assert rest(app, scene, (SIDE_X + 320, top + 20))[1] == t("fire_tower.tip.directions")
    scene.last_die = "fire_tower/die_wind_N.png"
    assert rest(app, scene, (SIDE_X + SIDE_W - 36, top + 44)) == [t("fire_tower.tip.die_wind")]
    sq = s.cfg.eternal[0]
    assert rest(app, scene, square_rect(sq // s.cfg.size, sq % s.cfg.size).center) == [t("fire_tower.tip.eternal")]


@pytest.mark.parametrize("lang", LANGS)
def test_fire_tower_setup_and_levels_tooltips(app, lang):
    scene = open_scene(app, lang, FireTowerSetupScene(app))
    t = app.t
    assert rest(app, scene, scene.option_buttons["mutual_aid"].rect.center) == [t("fire_tower.tip.mutual_aid")]
    assert rest(app, scene, scene.option_buttons["tower_ablaze"].rect.center) == [t("fire_tower.tip.tower_ablaze")]
    assert rest(app, scene, (120, 640)) == [t("fire_tower.tip.tower_ablaze")]     # its label too
    assert rest(app, scene, (120, 578)) == [t("fire_tower.tip.mutual_aid")]
    assert rest(app, scene, scene.kind_buttons[1].rect.center) == [t("fire_tower.tip.computer")]

    levels = SoloLevelsScene(app)
    app.push(levels)
    app.run_frames(2)
    for index, kind in ((0, "skips"), (3, "opening"), (5, "no_bucket")):
        rect = levels.tile_rect(index)
        y = rect.y + 84
        for line, key in levels.tile_parts(levels.levels[index]):
            rows = len(app.fonts.wrap(line, 20, rect.width - 16))
            if key and key.endswith(kind):
                break
            y += 23 * rows
        assert rest(app, levels, (rect.centerx, y + 10)) == [line, t(f"fire_tower.tip.levels.{kind}")]


@pytest.mark.parametrize("lang", LANGS)
def test_fire_tower_mutual_aid_buttons_explain_themselves(app, lang):
    """The three Mutual Aid choices are buttons whose tooltip says what the event is."""
    scene = open_scene(app, lang, FireTowerScene(app, ft_screens.sample_match(2)))
    scene.reveal(scene.state.current_player)
    tips = [scene.action_tip((f"aid_{k}",))() for k in (1, 2, 3)]
    assert tips == [app.t("fire_tower.tip.mutual_aid")] * 3
    assert scene.action_tip(("end",)) is None


def test_a_tooltip_stays_in_the_window_beside_what_it_explains():
    """Near every edge and corner the box is clamped inside the window, never over the
    mouse nor over the rectangle pointed at."""
    from game.ui.widgets import tooltip_box
    for pos in ((5, 5), (1275, 5), (5, 795), (1275, 795), (640, 400), (1200, 700)):
        avoid = pygame.Rect(pos[0] - 30, pos[1] - 30, 60, 60)
        box = tooltip_box((340, 120), pos, avoid)
        assert WINDOW.contains(box) and not box.colliderect(avoid), (pos, box)


def test_a_click_hides_the_tooltip_until_the_mouse_rests_again(app):
    scene = open_scene(app, "en", zefiria_board(app))
    spot = scene.cells[12].center
    assert rest(app, scene, spot)
    post(pygame.MOUSEBUTTONDOWN, (4, 790), button=1)       # a click off the board: nothing to do
    app.run_frames(2)
    assert scene.tip.shown == []
    assert rest(app, scene, (spot[0] + 1, spot[1]))


@pytest.mark.parametrize("lang", LANGS)
def test_fire_tower_ablaze_zone_and_seat_explain_tower_ablaze(app, lang):
    from mouse import replace_state
    scene = FireTowerScene(app, ft_screens.sample_match(2))
    scene.reveal(scene.state.current_player)        # the hand-over already accepted
    open_scene(app, lang, scene)
    replace_state(app, scene, lambda st: st.ablaze.append("blue"))     # as after Tower Ablaze burned blue
    app.run_frames(1)
    cfg = scene.state.cfg
    sq = next(i for i, zone in enumerate(cfg.zone_map) if zone == "blue")
    assert rest(app, scene, square_rect(sq // cfg.size, sq % cfg.size).center) == [app.t("fire_tower.tip.ablaze")]
    seat = scene.state.seat_tower.index("blue")
    assert app.t("fire_tower.tip.ablaze") in rest(app, scene, (SIDE_X + 120, 110 + seat * 44 + 20))


@pytest.mark.parametrize("lang", LANGS)
def test_every_games_setup_screen_explains_its_buttons(app, lang):
    """Every game's new-game screen shows the tooltips its buttons carry (one mechanism,
    GameSetupScene's): Flamecraft's declared a tooltip for its rulings button and showed none."""
    from game.games.flamecraft.setup_scene import FlamecraftSetupScene
    from game.games.root.setup_scene import RootSetupScene
    for make in (FlamecraftSetupScene, RootSetupScene, FireTowerSetupScene, ZefiriaSetupScene):
        scene = open_scene(app, lang, make(app))
        button = next(b for b in scene.buttons.buttons if b.visible and b.tooltip and b.is_enabled())
        assert rest(app, scene, button.rect.center)[-1] == button.tooltip()
        app.pop()
    scene = open_scene(app, lang, FlamecraftSetupScene(app))
    assert rest(app, scene, scene.rulings_button.rect.center) == [app.t("flamecraft.setup.rulings_tip")]

"""A layer is the scene's own drawing, painted once per change of its key and blitted in
between: it must look exactly like drawing directly, repaint when (and only when) what it
shows changes, and spread several repaints over frames."""
import pygame
import pytest

import game.ui.layers as layers_module
from game.ui.layers import Layers, aligned, uncovered
from game.ui.widgets import Fonts, panel

BG = (226, 221, 205)


def paint_panel(text):
    fonts = Fonts()

    def paint(surface):
        panel(surface, (110, 60, 300, 120))
        fonts.draw(surface, text, (130, 80), 26, (30, 36, 52), True)
    return paint


def screen():
    surface = pygame.Surface((640, 400))
    surface.fill(BG)
    return surface


def test_a_layer_looks_exactly_like_drawing_directly(app):
    direct, layered = screen(), screen()
    paint_panel("Wind: North")(direct)
    Layers(BG).draw(layered, "panel", (100, 50, 320, 140), "k", paint_panel("Wind: North"))
    assert pygame.image.tobytes(direct, "RGB") == pygame.image.tobytes(layered, "RGB")


def test_a_layer_is_repainted_only_when_its_key_changes(app):
    layers, target = Layers(BG), screen()
    for key in ("north", "north", "north", "south", "south"):
        layers.new_frame()
        layers.draw(target, "panel", (100, 50, 320, 140), key, paint_panel(key))
    assert layers.repaints == 2
    fresh = screen()
    paint_panel("south")(fresh)
    assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(target, "RGB")


def test_one_repaint_a_frame_the_others_follow(app):
    layers, target = Layers(BG), screen()
    rects = {"a": (0, 0, 200, 100), "b": (0, 120, 200, 100), "c": (0, 240, 200, 100)}
    layers.new_frame()
    for name, rect in rects.items():                     # a new scene paints everything
        layers.draw(target, name, rect, 1, lambda s: None)
    assert layers.repaints == 3 and not layers.pending
    frames = 0
    while True:                                          # then all three change at once
        layers.new_frame()
        for name, rect in rects.items():
            layers.draw(target, name, rect, 2, lambda s: None)
        frames += 1
        if not layers.pending:
            break
    assert frames == 3 and layers.repaints == 6


def test_a_scene_that_leaves_gives_its_pictures_back(app):
    from game.scenes.title import TitleScene
    from game.scenes import launch
    launch.start_match(app, "zefiria", {"players": [{"name": "A", "kind": "human"}] * 2,
                                        "storm": False}, seed=2)
    game = app.scene
    app.run_frames(2)
    assert game.layers._layers
    app.reset_to(TitleScene(app))
    assert not game.layers._layers


def test_a_repaint_paints_into_the_old_picture_and_still_looks_exact(app):
    """A layer at odd columns (SDL fills those slowly: the background goes in whole 4-pixel
    columns of the scratch) repainted into its own picture: no new one, same pixels."""
    layers, target = Layers(BG), screen()
    rect = (103, 50, 317, 140)
    layers.new_frame()
    layers.draw(target, "panel", rect, "north", paint_panel("north"))
    picture = layers._layers["panel"][2]
    layers.new_frame()
    layers.draw(target, "panel", rect, "south", paint_panel("south"))
    assert layers._layers["panel"][2] is picture and layers.repaints == 2
    fresh = screen()
    paint_panel("south")(fresh)
    assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(target, "RGB")


def test_a_covered_part_is_not_filled_first_and_looks_the_same(app, monkeypatch):
    """A layer whose paint first covers a part with an opaque backdrop: the background is
    filled only around it (the fill cost as much as the painting), same pixels."""
    backdrop = pygame.Surface((200, 100))
    backdrop.fill((10, 120, 40))

    def paint(surface):
        surface.blit(backdrop, (150, 60))
        panel(surface, (160, 70, 120, 50))
    class Counted(pygame.Surface):          # the scratch screen, counting what is filled
        filled = 0

        def fill(self, colour, rect=None, special_flags=0):
            Counted.filled += pygame.Rect(rect).clip(self.get_rect()).size[0] * pygame.Rect(rect).h
            return super().fill(colour, rect, special_flags)
    layers, target = Layers(BG), screen()
    monkeypatch.setattr(layers_module, "_SCRATCH", [Counted(target.get_size())])
    layers.new_frame()
    layers.draw(target, "board", (103, 50, 317, 140), 1, paint, covered=(150, 60, 200, 100))
    direct = screen()
    paint(direct)
    assert pygame.image.tobytes(direct, "RGB") == pygame.image.tobytes(target, "RGB")
    assert Counted.filled <= 320 * 140 - 196 * 100          # not under the backdrop (4-pixel columns aside)


def test_aligned_widens_to_whole_columns_within_the_screen():
    assert aligned(pygame.Rect(103, 5, 317, 9), 640) == pygame.Rect(100, 5, 320, 9)
    assert aligned(pygame.Rect(636, 0, 3, 9), 638) == pygame.Rect(636, 0, 2, 9)
    assert aligned(pygame.Rect(8, 0, 16, 9), 640) == pygame.Rect(8, 0, 16, 9)


def test_a_held_frame_repaints_nothing_the_next_frames_do(app):
    layers, target = Layers(BG), screen()
    layers.new_frame()
    layers.draw(target, "a", (0, 0, 200, 100), 1, lambda s: None)
    layers.hold()                                        # this frame applied a move
    layers.new_frame()
    layers.draw(target, "a", (0, 0, 200, 100), 2, lambda s: None)
    layers.draw(target, "b", (0, 120, 200, 100), 1, lambda s: None)    # shown for the first time
    assert layers.repaints == 2 and layers.pending
    layers.new_frame()
    layers.draw(target, "a", (0, 0, 200, 100), 2, lambda s: None)
    assert layers.repaints == 3 and not layers.pending


def test_uncovered_covers_the_area_but_the_rects_once():
    area = pygame.Rect(0, 0, 120, 80)
    rects = [pygame.Rect(10, 5, 40, 30), pygame.Rect(45, 20, 50, 40), pygame.Rect(-5, 70, 200, 20)]
    out = uncovered(area, rects)
    seen = pygame.Surface(area.size)
    seen.fill((0, 0, 0))
    for r in out:
        assert not any(r.colliderect(x) for x in rects) and area.contains(r)
        assert seen.get_at(r.topleft)[:3] == (0, 0, 0)        # never twice
        seen.fill((0, 255, 0), r)
    for r in rects:
        seen.fill((255, 0, 0), r)
    assert all(seen.get_at((x, y))[:3] != (0, 0, 0) for x in range(120) for y in range(80))


def a_board(app, game):
    """Each game's board on a position of people only (nothing plays by itself)."""
    if game == "flamecraft":
        from game.games.flamecraft.screens import _scene, full_town, sample_match
        return _scene(app, sample_match(5, seed=4, until=full_town))
    if game == "root":
        from game.games.root.screens import _scene, sample_match
        return _scene(app, sample_match(seed=4, moves=120))
    if game == "fire_tower":
        from game.games.fire_tower.scene import FireTowerScene
        from game.games.fire_tower.screens import sample_match
        scene = FireTowerScene(app, sample_match(3, moves=30))
        scene.reveal(scene.state.current_player)
        return scene
    from game.games.zefiria.scene import ZefiriaScene
    from game.games.zefiria.screens import sample_match
    return ZefiriaScene(app, sample_match(2, True, rounds=1))


@pytest.mark.parametrize("game", ["fire_tower", "flamecraft", "root", "zefiria"])
def test_the_background_around_the_layers_looks_as_a_whole_fill(app, game):
    """Frames fill the background only where no layer lies: the screen comes out exactly
    as when the whole of it was filled first, whatever was on it before."""
    app.reset_to(a_board(app, game))
    app.run_frames(8)
    app.scene.pulse_until = 0           # Zefiria's chosen spirit pulses by the clock for a while
    frames = []
    for junk in ((255, 0, 255), app.scene.background):
        app.screen.fill(junk)
        app.run_frames(1)
        frames.append(pygame.image.tobytes(app.screen, "RGB"))
    assert frames[0] == frames[1]


def test_a_new_frame_fills_only_around_last_frames_layers(app):
    layers, target = Layers(BG), screen()
    layers.new_frame(target)
    layers.draw(target, "panel", (100, 48, 320, 140), 1, paint_panel("north"))
    target.fill((255, 0, 255))
    layers.new_frame(target)
    assert target.get_at((200, 100))[:3] == (255, 0, 255)      # under the layer: left as it is
    assert target.get_at((95, 100))[:3] == BG and target.get_at((500, 300))[:3] == BG


@pytest.mark.parametrize("game", ["fire_tower", "flamecraft", "root", "zefiria"])
def test_each_layer_paints_inside_its_own_rectangle(app, game):
    """Each layer looks exactly as its paint drawn directly on the background (a backdrop
    that covers part of it spares the fill there), and painting it touches no pixel
    outside its rectangle."""
    scene = a_board(app, game)
    app.reset_to(scene)
    app.run_frames(3)
    seen = {}
    draw = Layers.draw

    def spy(self, target, name, rect, key, paint, covered=None):
        seen[name] = (pygame.Rect(rect), paint)
        return draw(self, target, name, rect, key, paint, covered)
    Layers.draw = spy
    try:
        app.run_frames(1)
    finally:
        Layers.draw = draw
    assert len(seen) >= 4 and not scene.layers.pending
    for name, (rect, paint) in seen.items():
        sheet = app.screen.copy()
        sheet.fill((255, 0, 255))
        sheet.set_clip(rect)
        paint(sheet)
        sheet.set_clip(None)
        outside = sheet.copy()
        outside.fill((255, 0, 255), rect)
        assert pygame.transform.average_color(outside)[:3] == (255, 0, 255), name
        direct = app.screen.copy()
        direct.fill(scene.background)
        direct.set_clip(rect)
        paint(direct)
        shown = app.screen.copy()
        scene.layers.draw(shown, name, rect, scene.layers._layers[name][0], paint)
        assert pygame.image.tobytes(direct.subsurface(rect), "RGB") == \
            pygame.image.tobytes(shown.subsurface(rect), "RGB"), name

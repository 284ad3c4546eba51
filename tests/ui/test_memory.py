"""Memory stays flat over a long session (issue 21, item 8): every cache of pictures is
bounded by bytes and still serves the right pictures, the rules keep one language's worth,
a game's images and sounds go when the player leaves it, freed memory is given back, and
the bot worker loads only the rules it thinks about."""
import pickle
import subprocess
import sys

import pygame

from game.core import memory
from game.core.data import ROOT
from game.scenes import rules_pictures, rules_view
from game.scenes.rules_view import RulesScene, layout_for
from game.scenes.title import TitleScene
from game.ui.assets import SurfaceCache, surface_bytes
from game.ui.sound import SoundLayer

from test_rules_pictures import markers


def key(app, k, frames=2):
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0))
    app.run_frames(frames)


def pixels(surf) -> bytes:
    return pygame.image.tobytes(surf, "RGB")


def test_a_surface_cache_filled_past_its_budget_stays_within_it_and_serves_the_right_pictures():
    cache = SurfaceCache(budget=100_000)
    made = {}
    for i in range(60):                     # 60 pictures of 16 KB: six times the budget
        surf = pygame.Surface((64, 64))
        surf.fill((i, 255 - i, 7))
        made[i] = cache.put(i, surf)
        assert cache.bytes <= 100_000
        assert cache.bytes == sum(surface_bytes(s) for s in cache.values())
    assert 0 not in cache and 59 in cache                  # the oldest went first
    for i in list(cache):
        assert cache.get(i) is made[i] and cache.get(i).get_at((3, 3))[:3] == (i, 255 - i, 7)
    kept = next(iter(cache))
    cache.get(kept)                                        # used again: kept before newer ones
    cache.put("new", pygame.Surface((64, 64)))
    assert kept in cache
    big = pygame.Surface((400, 400))                       # larger than the whole budget: kept alone
    assert cache.put("big", big) is big and list(cache) == ["big"]


def test_the_rules_pictures_stay_within_their_bytes_in_one_language(app, monkeypatch):
    monkeypatch.setattr(rules_pictures, "PICTURE_CACHE_BYTES", 1_500_000)
    names = markers("fire_tower", "en")
    first = {name: pixels(rules_pictures.picture(app, name)[0]) for name in names}
    cache = app.__dict__["_rules_pictures"]
    assert 0 < cache.bytes <= 1_500_000 and len(cache) < len(names)
    assert (names[0], "en") not in cache                   # dropped, and drawn again the same
    surf, drawn = rules_pictures.picture(app, names[0])
    assert drawn and pixels(surf) == first[names[0]]
    app.t.lang = "es"
    rules_pictures.picture(app, names[1])
    assert {lang for _, lang in cache} == {"es"}           # one language's worth


def test_the_rules_viewer_keeps_its_lines_and_layouts_within_their_bytes(app):
    app.push(TitleScene(app))
    scene = RulesScene(app, "fire_tower")
    app.push(scene)
    app.run_frames(3)
    layout = scene.layout
    top = pixels(layout.surface(0))
    for _ in range(120):                                   # read the longest rules to the end
        key(app, pygame.K_PAGEDOWN)
    assert scene.offset == scene.scrollbar.max_offset > 0
    assert 0 < layout.cache.bytes <= rules_view.LINE_CACHE_BYTES
    assert 0 not in layout.cache and pixels(layout.surface(0)) == top
    for game in ("zefiria", "fire_tower", "flamecraft", "root"):
        for details in (False, True):
            assert layout_for(app, game, "en", details=details)[0] is not None
    store = app.__dict__["_rules_layouts"]
    assert store.bytes <= rules_view.LAYOUT_CACHE_BYTES and len(store) < 8
    key(app, pygame.K_ESCAPE)                              # leaving drops the rendered lines
    assert len(layout.cache) == 0


def fire_tower_images(app) -> list:
    return [k for k in app.assets._images if k[0].startswith("fire_tower/")]


def test_leaving_a_game_lets_its_images_go_and_the_rules_above_it_do_not(app):
    from game.games.fire_tower.scene import FireTowerScene
    from game.games.fire_tower.screens import sample_match
    game = FireTowerScene(app, sample_match(2, moves=30))
    game.reveal(game.state.current_player)                 # as if the hand-over was accepted
    app.reset_to(game)
    app.run_frames(3)
    assert fire_tower_images(app)
    app.push(RulesScene(app, "fire_tower"))                # the rules over the game
    app.run_frames(2)
    key(app, pygame.K_ESCAPE)
    assert app.scene is game and fire_tower_images(app)    # still in that game: kept
    app.assets.image("zefiria/anchor.png")
    app.reset_to(TitleScene(app))                          # the player left it
    app.run_frames(1)
    assert fire_tower_images(app) == []
    assert ("zefiria/anchor.png", None) in app.assets._images


def test_leaving_a_game_lets_its_rules_layouts_and_pictures_go_and_the_rules_above_it_keep_them(app):
    from game.games.fire_tower.scene import FireTowerScene
    from game.games.fire_tower.screens import sample_match
    game = FireTowerScene(app, sample_match(2, moves=30))
    game.reveal(game.state.current_player)
    app.reset_to(game)
    layout_for(app, "zefiria", "en")                       # another game's rules, read from the title
    rules_pictures.picture(app, "zefiria/fly")
    app.push(RulesScene(app, "fire_tower"))
    app.run_frames(3)
    name = markers("fire_tower", "en")[0]
    rules_pictures.picture(app, name)
    layouts, pictures = app.__dict__["_rules_layouts"], app.__dict__["_rules_pictures"]
    key(app, pygame.K_ESCAPE)                              # back to the game: kept for the next look
    assert app.scene is game
    assert any(k[0] == "fire_tower" for k in layouts) and (name, "en") in pictures
    app.reset_to(TitleScene(app))                          # the player left the game
    app.run_frames(1)
    assert [k[0] for k in layouts] == ["zefiria"] and list(pictures) == [("zefiria/fly", "en")]
    assert not [k for k in app.__dict__["_rules_picture_tiles"] if k[0].startswith("fire_tower/")]


def test_leaving_a_game_lets_its_texts_fonts_and_shadows_go(app):
    from game.games.fire_tower.scene import FireTowerScene
    from game.games.fire_tower.screens import sample_match
    from game.ui import widgets
    game = FireTowerScene(app, sample_match(2, moves=30))
    game.reveal(game.state.current_player)
    app.reset_to(game)
    app.run_frames(3)
    fonts = app.fonts
    assert len(fonts._text) > 20 and len(widgets._SHADOWS) > 0
    drawn = set(fonts._text)
    app.reset_to(TitleScene(app))
    assert len(fonts._text) == len(fonts._fonts) == len(fonts._wrapped) == len(widgets._SHADOWS) == 0
    app.run_frames(1)                                      # the title draws its own again
    assert 0 < len(fonts._text) and not drawn <= set(fonts._text)


def test_leaving_a_game_lets_go_of_the_sounds_only_it_plays():
    layer = SoundLayer({"muted": True})
    table = layer.table()
    only_fire_tower = set(table["events"]["fire_tower"].values()) - set(table["ui"].values()) - {
        name for game, names in table["events"].items() if game != "fire_tower" for name in names.values()}
    assert only_fire_tower
    shared = set(table["ui"].values())
    layer._sounds = {name: object() for name in only_fire_tower | shared}
    layer.release("fire_tower")
    assert set(layer._sounds) == shared


def test_freed_memory_is_given_back_where_the_system_allows_it(monkeypatch):
    assert memory.give_back() is (sys.platform.startswith("linux") and bool(memory._malloc_trim()))
    monkeypatch.setattr(memory, "_trim", None)
    monkeypatch.setattr(memory.sys, "platform", "win32")   # elsewhere: nothing to call, no error
    assert memory.give_back() is False


def test_the_bot_worker_loads_only_the_rules_it_thinks_about():
    """What the worker process runs for one question (thinking.choose on an unpickled
    question), in a fresh interpreter: no pygame, no other game."""
    from game.games.zefiria.bot import GreedyBot
    from game.games.zefiria.screens import sample_match
    question = ("game.games.zefiria.rules", sample_match(2, False).state.to_dict(), GreedyBot(seed=1))
    code = ("import pickle, sys\nfrom game.core.thinking import choose\n"
            "reply = choose(*pickle.loads(sys.stdin.buffer.read()))\n"
            "print(reply[0]); print(' '.join(sorted(sys.modules)))\n")
    out = subprocess.run([sys.executable, "-c", code], input=pickle.dumps(question), cwd=ROOT,
                         capture_output=True, check=True).stdout.decode().splitlines()
    assert out[0] == "ok"
    modules = out[1].split()
    assert "game.games.zefiria.rules" in modules
    assert not [m for m in modules if m.startswith("pygame") or m.startswith("game.ui")
                or m.startswith("game.scenes")]
    assert not [m for m in modules if m.startswith("game.games.") and not m.startswith("game.games.zefiria")]

"""Flamecraft art: every sprite the scene loads exists at its size, the town map loads with
every named rectangle, and the art tool is deterministic (it writes only into temp dirs here)."""
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import art_flamecraft  # noqa: E402
from game.ui.tilemap import TileBoard  # noqa: E402

SPRITES = ROOT / "sprites" / "flamecraft"
GOODS = ["bread", "meat", "iron", "crystal", "plant", "potion"]
SIZES = {}
for _g in GOODS:
    SIZES[f"good_{_g}.png"] = (48, 48)
    SIZES[f"artisan_{_g}.png"] = (120, 168)
for _n in ("coin", "reputation", "icon_wild", "icon_dragon", "icon_starter", "icon_sun", "icon_moon",
           "icon_no_coins"):
    SIZES[f"{_n}.png"] = (48, 48)
for _c in ("red", "blue", "green", "yellow", "purple"):
    SIZES[f"token_{_c}.png"] = (56, 56)
for _n in ("artisan_back", "fancy_sun", "fancy_moon", "fancy_back", "enchant_purple", "enchant_gold",
           "enchant_back_purple", "enchant_back_gold"):
    SIZES[f"{_n}.png"] = (120, 168)
SIZES["shop_frame.png"] = (200, 150)
SIZES["shop_back.png"] = (200, 150)

REQUIRED = [
    ("spaces", [f"space_{i}" for i in range(14)]),
    ("park", [f"park_{i}" for i in range(5)]),
    ("row", [f"row_{i}" for i in range(5)]),
    ("fountain", ["fountain"]),
    ("track", ["track"]),
    ("decks", ["shop_deck", "artisan_deck", "fancy_deck", "enchant_deck"]),
]


@pytest.fixture
def display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield
    pygame.display.quit()


@pytest.mark.parametrize("name", sorted(SIZES))
def test_sprite_exists_with_its_size(name):
    image = pygame.image.load(str(SPRITES / name))
    assert image.get_size() == SIZES[name]


def test_sprites_are_transparent_around_icons_and_tokens():
    for name, size in SIZES.items():
        if size in ((48, 48), (56, 56)):
            image = pygame.image.load(str(SPRITES / name))
            assert image.get_at((0, 0)).a == 0, name


def test_goods_differ_in_colour_and_shape():
    masks, colours = {}, {}
    for g in GOODS:
        image = pygame.image.load(str(SPRITES / f"good_{g}.png"))
        masks[g] = pygame.mask.from_surface(image, 128)
        colours[g] = pygame.transform.average_color(image, consider_alpha=True)[:3]
    for i, a in enumerate(GOODS):
        for b in GOODS[i + 1:]:
            overlap = masks[a].overlap_area(masks[b], (0, 0))
            union = masks[a].count() + masks[b].count() - overlap
            assert overlap / union < 0.8, (a, b)
            assert sum(abs(x - y) for x, y in zip(colours[a], colours[b])) > 40, (a, b)


def test_town_map_loads_with_every_named_rectangle(display):
    board = TileBoard(ROOT / "data" / "flamecraft" / "town.tmx", required_layers=REQUIRED)
    assert board.size == (1280, 800)
    spaces = board.objects["spaces"]
    for rect in spaces.values():
        assert rect.size == (200, 150)
        assert board.surface.get_rect().contains(rect)
    everything = list(spaces.values()) + list(board.objects["park"].values()) + \
        list(board.objects["row"].values()) + list(board.objects["decks"].values()) + \
        [board.objects["fountain"]["fountain"]]
    for i, a in enumerate(everything):       # nothing the scene draws on overlaps anything else
        for b in everything[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for group in ("park", "row"):
        for rect in board.objects[group].values():
            assert abs(rect.w / rect.h - 120 / 168) < 0.01
    # the tile layers are fully painted (no holes in the ground)
    assert all(board.surface.get_at((x, y)).a == 255 for x in range(0, 1280, 16) for y in range(0, 800, 16))


def test_shop_layout_yaml_matches_the_module_and_fits_the_frame():
    import yaml
    data = yaml.safe_load((SPRITES / "shop_layout.yaml").read_text(encoding="utf-8"))
    assert data == art_flamecraft.SHOP_LAYOUT
    frame = pygame.Rect(0, 0, 200, 150)
    slots = [pygame.Rect(r) for r in data["slots"]]
    assert len(slots) == 3
    for i, s in enumerate(slots):
        assert frame.contains(s)
        assert s.bottom > 120                      # along the bottom
        for t in slots[i + 1:]:
            assert not s.colliderect(t)
    cards = yaml.safe_load((SPRITES / "card_layout.yaml").read_text(encoding="utf-8"))
    assert cards == art_flamecraft.CARD_LAYOUT


def test_tool_is_deterministic_and_writes_only_under_out(tmp_path):
    first = art_flamecraft.make_all(tmp_path / "a")
    second = art_flamecraft.make_all(tmp_path / "b")
    rel_a = sorted(p.relative_to(tmp_path / "a") for p in first)
    rel_b = sorted(p.relative_to(tmp_path / "b") for p in second)
    assert rel_a == rel_b
    for rel in rel_a:
        assert (tmp_path / "a" / rel).read_bytes() == (tmp_path / "b" / rel).read_bytes(), rel
    # the repository copy is what the tool makes
    for rel in rel_a:
        assert (ROOT / rel).read_bytes() == (tmp_path / "a" / rel).read_bytes(), rel

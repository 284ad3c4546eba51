"""Root art: every sprite the scene loads exists at its size, the Autumn map loads with every
named object and agrees with data/root/map.yaml (the engine's data), and the art tool is
deterministic (it writes only into temp dirs here)."""
import math
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import art_root  # noqa: E402
from game.ui.tilemap import TileBoard  # noqa: E402

SPRITES = ROOT / "sprites" / "root"
TMX = ROOT / "data" / "root" / "autumn.tmx"
MAP = yaml.safe_load((ROOT / "data" / "root" / "map.yaml").read_text(encoding="utf-8"))
SUITS = ["fox", "rabbit", "mouse", "bird"]

SIZES = {}
for _s in SUITS:
    SIZES[f"suit_{_s}.png"] = (48, 48)
    SIZES[f"card_{_s}.png"] = (120, 168)
SIZES["card_back.png"] = (120, 168)
for _f in ("marquise", "alliance"):
    SIZES[f"warrior_{_f}.png"] = (40, 40)
    SIZES[f"vp_marker_{_f}.png"] = (32, 32)
    SIZES[f"board_{_f}.png"] = (320, 300)
for _b in ("sawmill", "workshop", "recruiter", "base_fox", "base_rabbit", "base_mouse", "ruin"):
    SIZES[f"{_b}.png"] = (44, 44)
for _t in ("wood", "keep", "sympathy"):
    SIZES[f"{_t}.png"] = (36, 36)
for _i in ("bag", "boots", "crossbow", "hammer", "sword", "tea", "coins"):
    SIZES[f"item_{_i}.png"] = (40, 40)
for _d in range(4):
    SIZES[f"die_{_d}.png"] = (40, 40)

CLEARINGS = sorted(int(n) for n in MAP["clearings"])
REQUIRED = [
    ("clearings", [f"clearing_{n}" for n in CLEARINGS]),
    ("slots", [f"slot_{n}_{k}" for n in CLEARINGS for k in range(MAP["clearings"][n]["slots"])]),
    ("warriors", [f"warriors_{n}" for n in CLEARINGS]),
    ("track", ["track"]),
]


@pytest.fixture
def display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield
    pygame.display.quit()


@pytest.fixture
def board(display):
    return TileBoard(TMX, required_layers=REQUIRED)


def tmx_objects():
    """name -> (group, attributes, properties, shape child tag) straight from the XML."""
    out = {}
    for group in ET.parse(TMX).getroot().iter("objectgroup"):
        for obj in group.iter("object"):
            props = {p.get("name"): p.get("value") for p in obj.iter("property")}
            shape = [c.tag for c in obj if c.tag != "properties"]
            out[obj.get("name")] = (group.get("name"), obj.attrib, props, shape[0] if shape else None)
    return out


@pytest.mark.parametrize("name", sorted(SIZES))
def test_sprite_exists_with_its_size(name):
    image = pygame.image.load(str(SPRITES / name))
    assert image.get_size() == SIZES[name]


def test_small_sprites_are_transparent_at_the_corners():
    for name, size in SIZES.items():
        if size[0] <= 48:
            image = pygame.image.load(str(SPRITES / name))
            assert image.get_at((0, 0)).a == 0, name
            assert image.get_at((size[0] - 1, size[1] - 1)).a == 0, name


def fill_colour(image):
    """The most frequent fully opaque colour: a sprite's main fill."""
    counts = {}
    for y in range(image.get_height()):
        for x in range(image.get_width()):
            c = image.get_at((x, y))
            if c.a == 255:
                counts[tuple(c)[:3]] = counts.get(tuple(c)[:3], 0) + 1
    return max(counts, key=counts.get)


def test_suits_differ_in_colour_and_shape():
    masks, colours = {}, {}
    for s in SUITS:
        image = pygame.image.load(str(SPRITES / f"suit_{s}.png"))
        masks[s] = pygame.mask.from_surface(image, 128)
        colours[s] = fill_colour(image)
    for i, a in enumerate(SUITS):
        for b in SUITS[i + 1:]:
            overlap = masks[a].overlap_area(masks[b], (0, 0))
            union = masks[a].count() + masks[b].count() - overlap
            assert overlap / union < 0.8, (a, b)
            assert sum(abs(x - y) for x, y in zip(colours[a], colours[b])) > 40, (a, b)


def test_warriors_read_as_their_faction_colour():
    orange = fill_colour(pygame.image.load(str(SPRITES / "warrior_marquise.png")))
    green = fill_colour(pygame.image.load(str(SPRITES / "warrior_alliance.png")))
    assert orange[0] > orange[1] > orange[2]
    assert green[1] > green[0] and green[1] > green[2]


def test_map_loads_with_every_required_object(board):
    assert board.size == (1280, 800)
    area = board.surface.get_rect()
    for layer, names in REQUIRED:
        for name in names:
            assert area.contains(board.objects[layer][name]), name
    # the tile layer is fully painted (no holes in the ground)
    assert all(board.surface.get_at((x, y)).a == 255 for x in range(0, 1280, 16) for y in range(0, 800, 16))


def test_map_objects_agree_with_the_engine_map_data(board):
    objs = tmx_objects()
    clearings = board.objects["clearings"]
    assert sorted(clearings) == sorted(f"clearing_{n}" for n in CLEARINGS)
    for n in CLEARINGS:
        info = MAP["clearings"][n]
        group, attrs, props, shape = objs[f"clearing_{n}"]
        assert group == "clearings" and shape == "ellipse"
        assert props["suit"] == info["suit"], n
        assert int(props["slots"]) == info["slots"], n
        assert (props["ruin"] == "true") == bool(info["ruin"]), n
        slots = {k: v for k, v in board.objects["slots"].items() if k.startswith(f"slot_{n}_")}
        assert len(slots) == info["slots"], n
        ruins = [k for k in slots if objs[k][2]["ruin"] == "true"]
        assert len(ruins) == (1 if info["ruin"] else 0), n
        for k in slots:
            assert int(objs[k][2]["clearing"]) == n
        # slots and the warrior area sit on the clearing (centres inside its circle), not on each other
        c = clearings[f"clearing_{n}"]
        r = c.w / 2
        inner = list(slots.values()) + [board.objects["warriors"][f"warriors_{n}"]]
        for i, a in enumerate(inner):
            assert math.dist(a.center, c.center) < r, (n, a)
            for b in inner[i + 1:]:
                assert not a.colliderect(b), (n, a, b)
    # clearings follow the §2.5 layout: order along x and y kept
    xs = {n: clearings[f"clearing_{n}"].centerx for n in CLEARINGS}
    ys = {n: clearings[f"clearing_{n}"].centery for n in CLEARINGS}
    for a in CLEARINGS:
        for b in CLEARINGS:
            if MAP["clearings"][a]["x"] < MAP["clearings"][b]["x"]:
                assert xs[a] < xs[b], (a, b)
            if MAP["clearings"][a]["y"] < MAP["clearings"][b]["y"]:
                assert ys[a] < ys[b], (a, b)
    # no two clearings touch
    rects = list(clearings.values())
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert math.dist(a.center, b.center) > (a.w + b.w) / 2 + 30
    # the paths are exactly the engine's 18 paths, each a polyline between the two centres
    paths = {name: v for name, v in objs.items() if v[0] == "paths"}
    assert sorted(paths) == sorted(f"path_{min(a, b)}_{max(a, b)}" for a, b in MAP["paths"])
    for name, (_, attrs, props, shape) in paths.items():
        a, b = int(props["from"]), int(props["to"])
        assert shape == "polyline"
        assert (round(float(attrs["x"])), round(float(attrs["y"]))) == clearings[f"clearing_{a}"].center
        el = [o for o in ET.parse(TMX).getroot().iter("object") if o.get("name") == name][0]
        end = el.find("polyline").get("points").split()[-1].split(",")
        assert (round(float(attrs["x"]) + float(end[0])), round(float(attrs["y"]) + float(end[1]))) == \
            clearings[f"clearing_{b}"].center


def test_track_holds_zero_to_thirty_along_an_edge(board):
    track = board.objects["track"]["track"]
    props = tmx_objects()["track"][2]
    assert (int(props["min"]), int(props["max"])) == (0, 30)
    assert track.w == 31 * int(props["cell"]) and track.h == int(props["cell"])
    assert track.bottom == 800
    for c in board.objects["clearings"].values():
        assert not c.colliderect(track)


def test_card_layout_yaml_matches_the_module_and_fits_the_card():
    data = yaml.safe_load((SPRITES / "card_layout.yaml").read_text(encoding="utf-8"))
    assert data == art_root.CARD_LAYOUT
    card = pygame.Rect(0, 0, *data["size"])
    boxes = [pygame.Rect(v) for k, v in data.items() if k != "size"]
    for i, a in enumerate(boxes):
        assert card.contains(a)
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), (a, b)


def test_tool_is_deterministic_and_matches_the_committed_files(tmp_path):
    first = art_root.make_all(tmp_path / "a")
    second = art_root.make_all(tmp_path / "b")
    rel_a = sorted(p.relative_to(tmp_path / "a") for p in first)
    rel_b = sorted(p.relative_to(tmp_path / "b") for p in second)
    assert rel_a == rel_b
    assert {p.name for p in rel_a} >= set(SIZES)
    for rel in rel_a:
        assert (tmp_path / "a" / rel).read_bytes() == (tmp_path / "b" / rel).read_bytes(), rel
        assert (ROOT / rel).read_bytes() == (tmp_path / "a" / rel).read_bytes(), rel


def test_rivers_and_forests_are_stored_as_object_layers_matching_map_yaml():
    """RT-MAP-RIVERS: the river links and the forests of reference §2 (data/root/map.yaml) are in
    autumn.tmx even though nothing in this game uses them: a polyline per river link and
    a polygon per forest through the centres of the clearings around it."""
    objs = tmx_objects()
    links = {tuple(sorted(l)) for l in MAP["rivers"]}
    rivers = {name: v for name, v in objs.items() if v[0] == "rivers"}
    assert "river" in rivers and rivers["river"][3] == "polyline"
    got = {tuple(sorted((int(v[2]["from"]), int(v[2]["to"])))) for name, v in rivers.items() if name != "river"}
    assert got == links
    forests = {name: v for name, v in objs.items() if v[0] == "forests"}
    assert sorted(forests) == sorted(f"forest_{f}" for f in MAP["forests"])
    for name, info in MAP["forests"].items():
        group, attrs, props, shape = forests[f"forest_{name}"]
        assert shape == "polygon"
        assert sorted(int(x) for x in props["clearings"].split(",")) == sorted(info["clearings"])
        assert props["adjacent"].split(",") == list(info["adjacent"])
    from game.games.root.layout import tmx_polylines
    lines = tmx_polylines(TMX)
    for name, info in MAP["forests"].items():
        assert len(lines["forests"][f"forest_{name}"]) == len(info["clearings"])

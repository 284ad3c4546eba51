"""Start-up checks of the data files the screens load later: sprites (PNG) and Tiled maps
with their tilesets. Run by each game's data_check without a window, so a missing or
broken file stops start-up with a DataError naming it, never a traceback mid-game."""
from __future__ import annotations

import struct
from pathlib import Path

from .data import ROOT, DataError, _display_name

SPRITES_DIR = ROOT / "sprites"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PNG_END = b"\x00\x00\x00\x00IEND\xaeB`\x82"


def is_whole_png(data: bytes) -> bool:
    """The signature, a header with a size, the closing chunk (a copy cut short loses it).
    Cheap enough to run on every sprite at every start, and on every screenshot."""
    if not (data.startswith(PNG_SIGNATURE) and data[12:16] == b"IHDR" and data.endswith(PNG_END)):
        return False
    width, height = struct.unpack(">II", data[16:24])
    return width > 0 and height > 0


def check_png(path) -> None:
    try:
        with open(path, "rb") as handle:      # only the head and the tail: start-up stays fast
            head = handle.read(24)
            handle.seek(max(len(head), handle.seek(0, 2) - len(PNG_END)))
            data = head + handle.read()
    except OSError as exc:
        raise DataError(_display_name(path), "", f"a PNG image ({exc.strerror or exc})") from None
    if not is_whole_png(data):
        raise DataError(_display_name(path), "",
                        "a whole PNG image (this one is empty, cut short or not a PNG)")


def check_sprites(relatives) -> None:
    """Each sprites/<relative> a screen loads is a whole PNG."""
    for relative in relatives:
        check_png(SPRITES_DIR / relative)


def png_size(path) -> tuple[int, int]:
    """Width and height from a PNG's header (checked whole by check_png first)."""
    with open(path, "rb") as handle:
        return struct.unpack(">II", handle.read(24)[16:24])


def _parse_xml(path, what: str) -> None:
    """A Tiled file that is not XML (missing, empty, cut short) named by itself: pytmx would
    name only the map that refers to it."""
    import xml.etree.ElementTree as ElementTree
    try:
        ElementTree.parse(path)
    except (OSError, ElementTree.ParseError) as exc:
        raise DataError(_display_name(path), "", f"{what} that loads ({exc})") from None


def check_tiled_map(path, objects: dict):
    """A Tiled map that loads without a window, with its tilesets (each a .tsx that parses,
    whose PNG is whole and big enough for its tiles) and the objects a screen places things
    by: `objects` maps an object group's name (None: any group) to the object names it must
    hold. Returns the map (data only)."""
    import xml.etree.ElementTree as ElementTree

    import pytmx            # only here: the rest of start-up does not need it yet

    path = Path(path)
    name = _display_name(path)
    _parse_xml(path, "a Tiled map")
    for node in ElementTree.parse(path).getroot().iter("tileset"):
        if node.get("source"):
            _parse_xml(path.parent / node.get("source"), "a Tiled tileset")
    try:
        tmx = pytmx.TiledMap(str(path))      # data only: no window needed
    except Exception as exc:                 # pytmx raises many kinds; name the file
        raise DataError(name, "", f"a Tiled map that loads ({exc})") from None
    for tileset in tmx.tilesets:
        source = getattr(tileset, "source", None)
        where = f"tileset '{tileset.name}'"
        if not source or not str(source).lower().endswith(".png"):
            raise DataError(name, where, "a PNG image for its tiles", source)
        image = path.parent / source             # pytmx gives it relative to the map
        check_png(image)
        columns = tileset.columns or 1
        rows = -(-(tileset.tilecount or 0) // columns)
        need = (columns * tileset.tilewidth, rows * tileset.tileheight)
        have = png_size(image)
        if have[0] < need[0] or have[1] < need[1]:
            raise DataError(name, where, f"an image of at least {need[0]}x{need[1]} pixels for its "
                            f"{tileset.tilecount} tiles", f"{have[0]}x{have[1]}")
    for group, names in objects.items():
        found = {obj.name for g in tmx.objectgroups if group is None or g.name == group for obj in g}
        missing = [n for n in names if n not in found]
        if missing:
            raise DataError(name, f"objectgroup '{group or 'cells'}'", "objects named " + ", ".join(missing))
    return tmx


def _box(node) -> None:
    """[x, y, w, h] in whole pixels, the size above zero."""
    x, y, w, h = (d.int(0, 4096) for d in node.list(4))
    if not (w and h):
        node._fail("a box [x, y, w, h] with a width and a height")


def check_layout(relative: str, boxes: dict) -> None:
    """A sprites/<relative>.yaml layout (where the art leaves room for text and icons, read
    while drawing): its frame `size` [w, h] and, for each name of `boxes`, a box (True), a
    list of that many boxes (a number) or a mapping of boxes by the names given (a tuple);
    names the file leaves out are drawn by the screen's defaults."""
    from .data import load_yaml
    doc = load_yaml(SPRITES_DIR / relative)
    w, h = (d.int(1, 4096) for d in doc["size"].list(2))
    for name, kind in boxes.items():
        if not doc.has(name):
            continue
        if kind is True:
            _box(doc[name])
        elif isinstance(kind, int):
            for node in doc[name].list(kind):
                _box(node)
        else:
            for key, node in doc[name].items():
                if key in kind:
                    _box(node)

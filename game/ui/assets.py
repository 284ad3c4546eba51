"""Images loaded once and converted for fast blitting (after the window exists), and the
one way the program keeps pictures for reuse: a SurfaceCache, bounded by bytes.

Pictures are the program's memory (a screen-sized one is 4 MB), so every cache of them has
a size in bytes and drops the least recently used beyond it: hours of play, ever new texts
and both languages never make it grow."""
from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pygame

from game.core.data_files import SPRITES_DIR as SPRITES

IMAGE_CACHE_BYTES = 32 * 1024 * 1024     # a game's sprites and their scaled copies (Root's: ~12 MB)


def surface_bytes(surf: pygame.Surface) -> int:
    return surf.get_pitch() * surf.get_height()


class SurfaceCache:
    """Values by key, most recently used last, within `budget` bytes (the newest one is
    always kept, however large). A value is a surface, or anything else put with its size
    in bytes. `get` counts as a use."""

    def __init__(self, budget: int):
        self.budget = budget
        self.bytes = 0
        self._items: OrderedDict = OrderedDict()        # key -> (value, bytes)

    def get(self, key):
        item = self._items.get(key)
        if item is None:
            return None
        self._items.move_to_end(key)
        return item[0]

    def put(self, key, value, size: int | None = None):
        """Keep `value` (its size: the surface's own unless given); returns it."""
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        size = surface_bytes(value) if size is None else size
        self._items[key] = (value, size)
        self.bytes += size
        while self.bytes > self.budget and len(self._items) > 1:
            _, (_, gone) = self._items.popitem(last=False)
            self.bytes -= gone
        return value

    def drop(self, unwanted) -> None:
        """Forget every entry whose key `unwanted(key)` is true."""
        for key in [k for k in self._items if unwanted(k)]:
            self.bytes -= self._items.pop(key)[1]

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    def __contains__(self, key) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def values(self):
        return [value for value, _ in self._items.values()]


class Assets:
    def __init__(self, budget: int = IMAGE_CACHE_BYTES):
        self._images = SurfaceCache(budget)

    @staticmethod
    def path(relative: str) -> str:
        return str(SPRITES / relative)

    def image(self, relative: str, size: tuple[int, int] | None = None) -> pygame.Surface:
        key = (relative, size)
        surf = self._images.get(key)
        if surf is None:
            try:
                surf = pygame.image.load(self.path(relative)).convert_alpha()
            except (pygame.error, FileNotFoundError) as exc:
                raise FileNotFoundError(f"{Path('sprites') / relative}: expected a PNG image ({exc})") from None
            if size and surf.get_size() != tuple(size):
                surf = pygame.transform.smoothscale(surf, size)
            self._images.put(key, surf)
        return surf

    def release(self, game: str) -> None:
        """Forget the images of sprites/<game>/ (the player left that game)."""
        prefix = f"{game}/"
        self._images.drop(lambda key: key[0].startswith(prefix))

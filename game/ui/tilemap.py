"""Tiled boards: tile layers pre-rendered once, object layers as named rectangles."""
from __future__ import annotations

import pygame
from pytmx.util_pygame import load_pygame

from game.core.data import DataError, _display_name


def fit(src_size, area: pygame.Rect) -> tuple[float, pygame.Rect]:
    """The scale and the rectangle that show a picture of `src_size` whole in `area`
    (a Tiled board scaled into its screen area)."""
    w, h = src_size
    scale = min(area.w / w, area.h / h)
    rect = pygame.Rect(0, 0, round(w * scale), round(h * scale))
    rect.center = area.center
    return scale, rect


def scaled(rect: pygame.Rect, scale: float, origin) -> pygame.Rect:
    """A rectangle of the Tiled map at `scale`, placed at `origin` on the screen."""
    return pygame.Rect(origin[0] + round(rect.x * scale), origin[1] + round(rect.y * scale),
                       round(rect.w * scale), round(rect.h * scale))


class TileBoard:
    def __init__(self, path, required_layers=()):
        name = _display_name(path)
        try:
            self.tmx = load_pygame(str(path), pixelalpha=True)
        except Exception as exc:    # pytmx raises many kinds; report the file plainly
            raise DataError(name, "", f"a Tiled map that loads ({exc})") from None
        self.size = (self.tmx.width * self.tmx.tilewidth, self.tmx.height * self.tmx.tileheight)
        self.surface = pygame.Surface(self.size, pygame.SRCALPHA)
        for layer in self.tmx.visible_tile_layers:
            for x, y, image in self.tmx.layers[layer].tiles():
                self.surface.blit(image, (x * self.tmx.tilewidth, y * self.tmx.tileheight))
        self.objects: dict[str, dict[str, pygame.Rect]] = {}
        for group in self.tmx.objectgroups:
            self.objects[group.name] = {
                obj.name: pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
                for obj in group}
        for layer, names in required_layers:
            found = self.objects.get(layer, {})
            missing = [n for n in names if n not in found]
            if missing:
                raise DataError(name, f"objectgroup '{layer}'", "objects named " + ", ".join(missing))

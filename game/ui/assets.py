"""Images loaded once and converted for fast blitting (after the window exists)."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.core.data_files import SPRITES_DIR as SPRITES


class Assets:
    def __init__(self):
        self._images: dict = {}

    @staticmethod
    def path(relative: str) -> str:
        return str(SPRITES / relative)

    def image(self, relative: str, size: tuple[int, int] | None = None) -> pygame.Surface:
        key = (relative, size)
        if key not in self._images:
            try:
                surf = pygame.image.load(self.path(relative)).convert_alpha()
            except (pygame.error, FileNotFoundError) as exc:
                raise FileNotFoundError(f"{Path('sprites') / relative}: expected a PNG image ({exc})") from None
            if size and surf.get_size() != tuple(size):
                surf = pygame.transform.smoothscale(surf, size)
            self._images[key] = surf
        return self._images[key]

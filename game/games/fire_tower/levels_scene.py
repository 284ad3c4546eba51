"""Fire Tower's solo ladder: levels 1-7 unlock one by one; each tile says what the level
asks of you, the best score (0-9) and the variants it was won with (FT-SOLO-LEVELS)."""
from __future__ import annotations

from game.ui.ladder import LadderScene
import pygame

from game.ui.widgets import INK, MUTED, Button, Tooltip, button_tip

from .levels import OAK_COUNTS, Progress, level_setup, load_levels, variant_available


def start_level(app, level, lightning: bool = False, oaks: int = 0, practice: bool = False) -> None:
    from game.scenes.launch import start_match
    start_match(app, "fire_tower", level_setup(level, app.t("fire_tower.levels.you"), lightning, oaks, practice))


class SoloLevelsScene(LadderScene):
    name = "fire_tower_levels"
    background = (232, 226, 212)
    columns = 7
    tile_size = (158, 340)

    def __init__(self, app):
        self.lightning, self.oaks = False, 0
        self.can_lightning = variant_available("lightning")
        self.can_oaks = variant_available("oaks", OAK_COUNTS[0])
        t = app.t
        self.tip = Tooltip()
        super().__init__(app, load_levels(), Progress, t("fire_tower.levels.title"),
                         t("fire_tower.levels.subtitle"), "fire_tower.levels.locked_hint")

    def extra_buttons(self):
        t = self.t
        lightning = Button((300, 560, 200, 46), lambda: t("fire_tower.setup.opt_on") if self.lightning
                           else t("fire_tower.setup.opt_off"), self.toggle_lightning)
        lightning.enabled = self.can_lightning
        lightning.tooltip = lambda: t("fire_tower.tip.levels.lightning")
        lightning.why = lambda: t("fire_tower.tip.off_unavailable")
        oaks = Button((300, 618, 200, 46), lambda: t("fire_tower.levels.oaks_n", n=self.oaks) if self.oaks
                      else t("fire_tower.setup.opt_off"),
                      self.next_oaks)
        oaks.enabled = self.can_oaks
        oaks.tooltip = lambda: t("fire_tower.tip.levels.oaks")
        oaks.why = lambda: t("fire_tower.tip.off_unavailable")
        return [lightning, oaks]

    def toggle_lightning(self):
        self.lightning = not self.lightning

    def next_oaks(self):
        """Off, 2, 3, 4 oaks, off..."""
        counts = (0,) + OAK_COUNTS
        self.oaks = counts[(counts.index(self.oaks) + 1) % len(counts)]

    def tile_lines(self, level):
        return [line for line, _ in self.tile_parts(level)]

    def tile_parts(self, level):
        """(line, tooltip key or None) of a level's tile, in order."""
        t = self.t
        parts = [(t("fire_tower.levels.hand", n=level.hand), "hand")]
        if level.firebreaks or level.hawks:
            parts.append((t("fire_tower.levels.defences", breaks=level.firebreaks, hawks=level.hawks), "defences"))
        else:
            parts.append((t("fire_tower.levels.defences_none"), "defences"))
        parts.append((t("fire_tower.levels.skips", n=level.skips) if level.skips
                      else t("fire_tower.levels.skips_none"), "skips"))
        if level.opening_challenge:
            parts.append((t("fire_tower.levels.opening"), "opening"))
        if not level.own_bucket:
            parts.append((t("fire_tower.levels.no_bucket"), "no_bucket"))
        won_with = sorted(self.progress.variants(level.id))
        if won_with:
            parts.append((t("fire_tower.levels.won_with", list=", ".join(self.variant_name(v) for v in won_with)),
                          None))
        return [(line, key and f"fire_tower.tip.levels.{key}") for line, key in parts]

    # ------------------------------------------------------------ tooltips
    def tip_at(self, pos):
        """(lines, rect) of the tile line or variant button under `pos` (the tiles' lines are
        laid out as LadderScene.draw_tile writes them)."""
        found = button_tip(self.buttons.buttons, pos)
        if found:
            return found
        fonts = self.app.fonts
        for i, level in enumerate(self.levels):
            rect = self.tile_rect(i)
            if not rect.collidepoint(pos):
                continue
            y = rect.y + 84
            for line, key in self.tile_parts(level):
                rows = len(fonts.wrap(line, 20, rect.width - 16))
                area = pygame.Rect(rect.x, y - 2, rect.width, 23 * rows + 2)
                if key and area.collidepoint(pos):
                    return [line, self.t(key)], area
                y += 23 * rows
        for y, key in ((572, "lightning"), (630, "oaks")):
            area = pygame.Rect(60, y - 4, 230, 34)
            if area.collidepoint(pos):
                return [self.t(f"fire_tower.levels.{key}"), self.t(f"fire_tower.tip.levels.{key}")], area
        return super().tip_at(pos)          # a locked tile says which level opens it

    def handle(self, event):
        self.tip.handle(event)
        super().handle(event)

    def update(self, dt):
        self.tip.update(dt)

    def next_frame_in(self):
        return self.tip.next_frame_in()

    def draw(self, surface):
        super().draw(surface)
        found = self.tip_at(self.tip.pos) if self.tip.due() else None
        lines, rect = found if found else ([], None)
        self.tip.draw(surface, self.app.fonts, lines, rect)

    def variant_name(self, tag: str) -> str:
        if tag.startswith("oaks_"):
            return self.t("fire_tower.levels.oaks_n", n=tag[5:])
        return self.t(f"fire_tower.levels.{tag}")

    def best_line(self, level):
        best = self.progress.best(level.id)
        return self.t("fire_tower.levels.best", best=best) if best is not None else ""

    def start(self, level):
        start_level(self.app, level, self.lightning, self.oaks)

    def locked(self, level):
        """A locked level may be played for practice: asked first, and said to count for
        nothing (no score kept, no level opened)."""
        from game.scenes.dialogs import ConfirmDialog
        t = self.t
        self.app.push(ConfirmDialog(
            self.app, t("fire_tower.levels.practice_ask", level=level.id, previous=level.id - 1),
            lambda: start_level(self.app, level, self.lightning, self.oaks, practice=True),
            yes_label=lambda: t("fire_tower.levels.practice", level=level.id), no_label=lambda: t("ui.back")))

    def draw_tile(self, surface, rect, level, mouse):
        """A locked tile also says it can be practised."""
        super().draw_tile(surface, rect, level, mouse)
        if not self.progress.unlocked(level.id):
            self.app.fonts.draw(surface, self.t("fire_tower.levels.practice_tile"), (rect.centerx, rect.bottom - 18),
                                18, MUTED, anchor="midtop")

    def draw_extra(self, surface):
        t, fonts = self.t, self.app.fonts
        fonts.draw(surface, t("fire_tower.levels.variants"), (40, 520), 26, INK, True)
        for y, key, available in ((572, "lightning", self.can_lightning), (630, "oaks", self.can_oaks)):
            fonts.draw(surface, t(f"fire_tower.levels.{key}"), (60, y), 24, INK if available else MUTED)
            help_text = t(f"fire_tower.levels.{key}_help") if available else t("fire_tower.levels.not_yet")
            fonts.draw(surface, help_text, (520, y + 2), 20, MUTED)

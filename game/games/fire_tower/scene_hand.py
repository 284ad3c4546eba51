"""The hand strip: the cards of the seat at the screen and their faces (their tooltips are the scene's)."""
from __future__ import annotations

import pygame

from game.ui.game_scene import HINT
from game.ui.widgets import GOOD, INK, MUTED

from .describe import card_name, seat_name
from .layout import CARD_H, CARD_W, HAND_TITLE_Y, HAND_Y, HIGHLIGHT, SIDE_W, SIDE_X, STRIP_SQUEEZE

STRIP_BAND_X = 4            # a crowded hand's header band: from here to the next card's edge
INFERNO_GAP = 28            # solo: between the hand and the Inferno card being placed
INFERNO_RIM = (150, 30, 20)


class HandView:
    """Mixin of FireTowerScene: the cards along the bottom right."""

    # ------------------------------------------------------------ cards
    def strip(self):
        """(title, cards) of the seat at the screen: its hand, or the cards it drew into a pool,
        in the order of their slots (card_slots), left to right, as they are drawn."""
        title, cards = self._strip()
        return title, [cid for cid in self.card_slots(cards) if cid is not None]

    def _strip(self):
        view = self.query("view")
        if view is None or self.viewer is None:
            return "", []
        s = self.state
        name = seat_name(self.t, s, self.viewer)
        d = s.decision
        if d and d["kind"] == "pool_play" and d["seat"] == self.viewer and view.get("pool"):
            passed = hasattr(s, "_pool_mode") and s._pool_mode() == "mob"     # FT-EW-MOBILIZATION
            return self.t("fire_tower.ui.passed_cards" if passed else "fire_tower.ui.drawn_cards", name=name), \
                list(view["pool"])
        return self.t("fire_tower.ui.hand_of", name=name), list(view["hands"][self.viewer] or [])

    def inferno_card(self):
        """Solo: the Inferno card being placed now (FT-SOLO-INFERNO), shown as a card at the
        hand's right, apart from it (a card of the same name may be in the hand); else None."""
        s = self.state
        d = s.decision
        if not s.solo or s.is_over or d is None or not (d.get("inferno") or d["kind"] == "inferno_gem"):
            return None
        cid = s.solo.get("inferno_play")
        return s.card_id(cid) if cid is not None else None

    def inferno_rect(self) -> pygame.Rect:
        return pygame.Rect(SIDE_X + SIDE_W - CARD_W, HAND_Y, CARD_W, CARD_H)

    def hand_width(self) -> int:
        """The strip's width for the hand: all of it, less the Inferno card's place."""
        return SIDE_W - (CARD_W + INFERNO_GAP if self.inferno_card() else 0)

    def card_slots(self, cards) -> list:
        """The strip's slots: a card keeps its place while cards leave the strip (laid face
        down, played, picked from a pool), so the next click finds what it aimed at; a card
        coming in takes the first free slot (a refill fills the played card's place). The
        slots are laid anew for another strip (seat, hand or pool) or when it would crowd."""
        key = (self.viewer, self.strip_kind())
        old = getattr(self, "_slots", None)
        if old is None or old[0] != key:
            slots = list(cards)
        else:
            here = set(cards)
            slots = [cid if cid in here else None for cid in old[1]]
            for cid in cards:
                if cid not in old[1]:
                    free = slots.index(None) if None in slots else len(slots)
                    slots[free:free + 1] = [cid]
            if len(slots) > max(len(old[1]), len(cards)):
                slots = list(cards)
        self._slots = (key, slots)
        return slots

    def strip_kind(self) -> str:
        d = self.state.decision
        return "pool" if d and d["kind"] == "pool_play" and d["seat"] == self.viewer else "hand"

    def card_rects(self, cards):
        slots = self.card_slots(cards)
        n = len(slots)
        width = self.hand_width()
        step = CARD_W + 8 if n <= 1 else min(CARD_W + 8, (width - CARD_W) / (n - 1))
        rects = []
        for cid in cards:
            i = slots.index(cid)
            rect = pygame.Rect(int(SIDE_X + i * step), HAND_Y, CARD_W, CARD_H)
            if cid in self.hint_cards():
                rect.y -= 24                    # the hinted card stands out of the hand
            elif self.card_raised(cid):
                rect.y -= 14
            rects.append(rect)
        return rects

    def card_raised(self, cid) -> bool:
        if self.combo is not None and cid in self.combo["sel"]:
            return True
        if cid == self.held_card():         # picked up, waiting for its target
            return True
        d = self.state.decision
        return bool(d and d["kind"] == "cards" and d["seat"] == self.viewer
                    and cid in (d.get("picked_cards") or []))

    def card_at(self, pos):
        if self.viewer is None or pos[1] < HAND_Y - 20:
            return None
        _, cards = self.strip()
        for cid, rect in reversed(list(zip(cards, self.card_rects(cards)))):
            if rect.collidepoint(pos):
                return cid
        return None

    def card_title(self, card_id: str):
        """(font size, lines, wide) of a card's full name in its header band: one line left of
        the type icon if it fits, else one line over the whole band, else two lines there
        (the band grows down). Never cut: every name in both languages fits (tests check)."""
        k = CARD_W / 120
        font = self.app.fonts.font
        name = card_name(self.t, card_id)
        for width, wide in ((round(78 * k) - 4, False), (round(108 * k) - 8, True)):
            for size in range(20, 14, -1):
                if font(size, True).size(name)[0] <= width:
                    return size, [name], wide
        width = self.card_title_width()
        for size in range(20, 9, -1):           # two lines as large as they fit: readable first
            lines = self.app.fonts.wrap(name, size, width, True)
            if len(lines) <= 2 and all(font(size, True).size(line)[0] <= width for line in lines):
                return size, lines, True
        return 10, self.app.fonts.wrap(name, 10, width, True), True

    @staticmethod
    def card_title_width() -> int:
        """The widest a line of a card's name may be (the header band less its margins)."""
        return round(108 * CARD_W / 120) - 8

    @staticmethod
    def title_band() -> pygame.Rect:
        k = CARD_W / 120
        return pygame.Rect(round(6 * k), round(7 * k), round(108 * k), round(30 * k))

    def title_right(self, card_id: str) -> int:
        """The right end (card pixels) of the name as card_title() writes it."""
        size, lines, wide = self.card_title(card_id)
        w = max(self.app.fonts.font(size, True).size(line)[0] for line in lines)
        return self.title_band().centerx + (w + 1) // 2 if wide else round(12 * CARD_W / 120) + w

    def strip_title(self, card_id: str, room: int):
        """(font size, lines, squeeze) of a card's name when the next card of a crowded hand
        covers all but its left `room` pixels: one line or two, as large as they fit in the
        part still seen, narrowed to at most STRIP_SQUEEZE if that lets them be larger."""
        fonts, name = self.app.fonts, card_name(self.t, card_id)
        width = self.strip_title_width(room)
        best = None
        for size in range(20, 9, -1):       # a narrowed line counts as a point or two smaller
            font = fonts.font(size, True)
            for squeeze, cost in ((1.0, 0), (0.9, 1), (STRIP_SQUEEZE, 2)):
                for lines in ([name], fonts.wrap(name, size, int(width / squeeze), True)):
                    if len(lines) <= 2 and all(font.size(line)[0] * squeeze <= width for line in lines):
                        if best is None or size - cost > best[0]:
                            best = (size - cost, size, lines, squeeze)
                        break
        if best is None:
            return 10, fonts.wrap(name, 10, width, True)[:2], 1.0
        return best[1:]

    def strip_title_width(self, room: int) -> int:
        """The widest a line of the name may be in a header seen `room` pixels wide."""
        return room - STRIP_BAND_X - 2 - 6

    def title_rooms(self, cards) -> list:
        """For each card of the strip, how many pixels of its header are not under the next
        card (None when none of it is, or when its name as usual ends before the next card)."""
        rects = self.card_rects(cards)
        s, out = self.state, []
        for i, rect in enumerate(rects):
            room = rects[i + 1].x - rect.x if i + 1 < len(rects) else CARD_W
            out.append(None if room >= CARD_W or self.title_right(s.card_id(cards[i])) <= room - 3 else room)
        return out

    def hand_title_rects(self, cards) -> list:
        """Where each card's name is written on the screen (its lines' bounding box)."""
        out = []
        for cid, rect, room in zip(cards, self.card_rects(cards), self.title_rooms(cards)):
            box = self._title_box(self.state.card_id(cid), room)
            out.append(box.move(rect.topleft))
        return out

    def _title_layout(self, card_id: str, room):
        """(size, lines, squeeze, wide, band) of a card's name: as usual, or with `room` set
        fitted into the strip a crowded hand leaves in sight."""
        band = self.title_band()
        if room is None:
            size, lines, wide = self.card_title(card_id)
            return size, lines, 1.0, wide, band
        size, lines, squeeze = self.strip_title(card_id, room)
        band.x, band.width = STRIP_BAND_X, room - STRIP_BAND_X - 2
        return size, lines, squeeze, True, band

    def _title_box(self, card_id: str, room) -> pygame.Rect:
        """The name's lines' bounding box in card pixels (as card_surface() writes them)."""
        size, lines, squeeze, wide, band = self._title_layout(card_id, room)
        font = self.app.fonts.font(size, True)
        w = max(round(font.size(line)[0] * squeeze) for line in lines)
        step = font.get_linesize()
        if wide:
            band.height = max(band.height, step * len(lines) + 4)
        top = band.centery - step * len(lines) // 2
        box = pygame.Rect(0, top, w, step * len(lines))
        if wide:
            box.centerx = band.centerx
        else:
            box.x = round(12 * CARD_W / 120)
        return box

    def card_surface(self, card_id: str, room=None) -> pygame.Surface:
        """A card's face; `room` set: the next card of a crowded hand covers all but its left
        `room` pixels, and its name is written in the part still seen (strip_title())."""
        key = (card_id, self.t.lang, room)
        if key in self._card_cache:
            return self._card_cache[key]
        cfg = self.state.cfg
        card = cfg.cards[card_id]
        k = CARD_W / 120
        img = self.app.assets.image
        surf = img(f"fire_tower/card_{card.type}.png", (CARD_W, CARD_H)).copy()
        fonts = self.app.fonts
        size, lines, squeeze, wide, band = self._title_layout(card_id, room)
        font = fonts.font(size, True)
        if wide:            # the name covers the whole header (the type is written below too)
            fill = surf.get_at((round(30 * k), round(27 * k)))
            band.height = max(band.height, font.get_linesize() * len(lines) + 4)
            pygame.draw.rect(surf, fill, band, border_radius=5)
            pygame.draw.rect(surf, [max(0, v - 70) for v in fill[:3]], band, 1, border_radius=5)
        colour = (255, 255, 255) if card.type != "wind" else INK
        step = font.get_linesize()
        top = band.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            label = font.render(line, True, colour)
            if squeeze < 1.0:
                label = pygame.transform.smoothscale(label, (round(label.get_width() * squeeze), label.get_height()))
            if wide:
                surf.blit(label, label.get_rect(midtop=(band.centerx, top + i * step)))
            else:
                surf.blit(label, label.get_rect(midleft=(round(12 * k), band.centery)))
        area = pygame.Rect(round(20 * k), round(44 * k), round(80 * k), round(80 * k))
        if band.bottom + 4 > area.y:      # a two-line name: the pattern moves down a little
            area.height -= band.bottom + 4 - area.y
            area.y = band.bottom + 4
        rows = [row for row in card.pattern] or ["H"]
        h, w = len(rows), max(len(r) for r in rows)
        cell = int(min(area.w / w, area.h / h, 30))
        ox = area.x + (area.w - cell * w) // 2
        oy = area.y + (area.h - cell * h) // 2
        sprite = {"#": "gem_fire", "x": "water", "X": "firebreak", "H": "firehawk", "o": "gem_fire"}
        for r, row in enumerate(rows):
            for c, ch in enumerate(row):
                rect = pygame.Rect(ox + c * cell, oy + r * cell, cell, cell)
                pygame.draw.rect(surf, (214, 206, 186), rect, 1)
                if ch in sprite:
                    icon = img(f"fire_tower/{sprite[ch]}.png", (cell - 4, cell - 4))
                    if ch == "o":               # fire already there: dimmed, ringed
                        icon = icon.copy()
                        icon.set_alpha(110)
                        surf.blit(icon, rect.move(2, 2))
                        pygame.draw.circle(surf, INK, rect.center, cell // 2 - 2, 2)
                    else:
                        surf.blit(icon, rect.move(2, 2))
        text_panel = pygame.Rect(round(9 * k), round(130 * k), round(102 * k), round(31 * k))
        kind, size = self.t(f"fire_tower.card_type.{card.type}"), 18
        if room is not None:                # the type too, in the part still seen
            text_panel.width = min(text_panel.width, room - 4 - text_panel.x)
            while size > 14 and fonts.font(size).size(kind)[0] > text_panel.width - 4:
                size -= 1
        fonts.draw(surf, kind, text_panel.center, size, MUTED, False, "center")
        self._card_cache[key] = surf
        return surf

    def draw_hand(self, surface):
        """The cards of the seat at the screen: a picture repainted when they change."""
        if self.viewer is None:
            return
        key = (self.t.lang, self.version(), self.my_turn(), repr(self.combo), self.hint_cards(), self.inferno_card())
        self.layers.draw(surface, "hand", (SIDE_X - 8, HAND_TITLE_Y - 2, SIDE_W + 16, 800 - HAND_TITLE_Y + 2),
                         key, self.paint_hand)

    def paint_hand(self, surface):
        fonts = self.app.fonts
        title, cards = self.strip()
        fonts.draw(surface, title, (SIDE_X + 4, HAND_TITLE_Y), 18, INK, True)
        opts = self.options() if self.my_turn() else None
        actionable = set(opts["cards"]) if opts else set()
        if opts and self.held_card() is not None:
            actionable |= self.held["switch"]       # another card may be picked instead
        picking = bool(actionable) or (self.combo is not None)
        s = self.state
        for cid, rect, room in zip(cards, self.card_rects(cards), self.title_rooms(cards)):
            surf = self.card_surface(s.card_id(cid), room)
            surface.blit(surf, rect)
            if cid in self.hint_cards():
                pygame.draw.rect(surface, (255, 255, 255), rect.inflate(10, 10), 3, border_radius=12)
                pygame.draw.rect(surface, HINT, rect.inflate(4, 4), 5, border_radius=10)
            elif self.card_raised(cid):
                pygame.draw.rect(surface, GOOD, rect.inflate(4, 4), 4, border_radius=10)
            elif cid in actionable:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(4, 4), 3, border_radius=10)
            elif picking and self.combo is None:
                veil = self._card_veil()
                surface.blit(veil, rect)
        self.paint_inferno_card(surface)

    def paint_inferno_card(self, surface):
        """The Inferno card being placed, apart from the hand in a dark red frame, titled."""
        card_id = self.inferno_card()
        if card_id is None:
            return
        rect = self.inferno_rect()
        frame = rect.inflate(10, 10)
        pygame.draw.rect(surface, INFERNO_RIM, frame, border_radius=12)
        surface.blit(self.card_surface(card_id), rect)
        self.app.fonts.draw(surface, self.t("fire_tower.solo.inferno_title"), (frame.centerx, HAND_TITLE_Y), 18,
                            INFERNO_RIM, True, "midtop")
        x = frame.x - INFERNO_GAP // 2 + 3          # a line parts it from the hand
        pygame.draw.line(surface, MUTED, (x, HAND_Y - 4), (x, HAND_Y + CARD_H), 2)

    def _card_veil(self):
        key = "veil"
        if key not in self._card_cache:
            v = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
            pygame.draw.rect(v, (240, 240, 240, 130), v.get_rect(), border_radius=8)
            self._card_cache[key] = v
        return self._card_cache[key]

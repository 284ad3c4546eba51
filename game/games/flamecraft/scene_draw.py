"""Drawing Flamecraft's board screen (a mixin of FlamecraftScene): the town and its cards
in a cached layer, the players, the choice box, the log and the hand in layers of their
own, and over them what moves with the mouse (lit targets, previews, tooltips, the held
card or token)."""
from __future__ import annotations

import pygame

from game.core.names import shown_as_you
from game.ui.widgets import DANGER, Button, button_tip, draw_tooltip, panel

from . import describe as words
from .levels import level_goal
from .layout import (BOARD, BOTTOM, GOOD_RGB, HIGHLIGHT, INK, LAST_MOVE, LIT, MUTED, REFUSAL, SEAT_COLOURS, SEAT_RGB,
                     SIDE, TOP_H, card_part, shop_part, slot_rects)

GOODS = words.GOODS
REWARD_SHORT = {"coin": "1", "coin2": "2", "fancy": "F", "rep2": "+2", "rep3": "+3", "none": ""}
SEAT_H = 56
FANCY_BAND = 32          # a Fancy dragon's coloured band: its name on two lines
DECK_OBJECTS = {"artisan": "artisans", "shop": "shops", "fancy": "fancy", "enchant": "enchantments"}


SCREEN = pygame.Rect(0, 0, 1280, 800)


def _room(rect) -> pygame.Rect:
    """A panel's rectangle with room for its drop shadow, kept on the screen."""
    return pygame.Rect(rect).inflate(6, 8).move(1, 1).clip(SCREEN)


def _mix(a, b, f):
    return tuple(int(x + (y - x) * f) for x, y in zip(a, b))


class IconButton(Button):
    """A button with a good's or a coin's icon at its left and its label beside it (never
    under the icon); greyed, the icon fades with it."""

    def __init__(self, rect, label, on_click, icon, **kwargs):
        super().__init__(rect, label, on_click, **kwargs)
        self.icon = icon

    def draw(self, target, fonts) -> None:
        if not self.visible:
            self.shown = False
            return
        self.note_shown()
        enabled = self.is_enabled()
        fill = ((255, 255, 255) if self.hover else (236, 238, 244)) if enabled else (214, 214, 218)
        panel(target, self.rect, fill, radius=10, shadow=enabled)
        icon = self.icon
        if not enabled:
            icon = icon.copy()
            icon.set_alpha(90)
        target.blit(icon, icon.get_rect(midleft=(self.rect.x + 6, self.rect.centery)))
        room = pygame.Rect(self.rect.x + 10 + icon.get_width(), self.rect.y, 0, self.rect.h)
        room.width = self.rect.right - 4 - room.x
        fonts.draw(target, self.label(), room.center, self.size, INK if enabled else (150, 150, 158),
                   anchor="center")


class BoardDrawing:
    # ------------------------------------------------------------ pictures
    def icon(self, name: str, size: int) -> pygame.Surface:
        """A good, coin, wild, dragon or starter icon: the sprite if there is one, else a
        plain disc with the word's first letter (so the screen never breaks)."""
        cache = self.app.__dict__.setdefault("_flamecraft_icons", {})     # kept for the next game too
        key = (name, size)
        if key in cache:
            return cache[key]
        surf = None
        for path in (f"flamecraft/good_{name}.png", f"flamecraft/icon_{name}.png", f"flamecraft/{name}.png"):
            try:
                full = self.app.assets.image(path)       # loaded once, scaled here for each size
                surf = full if full.get_size() == (size, size) else pygame.transform.smoothscale(full, (size, size))
                break
            except FileNotFoundError:
                continue
        if surf is None:
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.circle(surf, GOOD_RGB.get(name, (200, 200, 200)), (size // 2, size // 2), size // 2)
            pygame.draw.circle(surf, (40, 30, 36), (size // 2, size // 2), size // 2, 1)
            label = self.app.fonts.render(name[:1].upper(), max(10, int(size * 0.8)), (30, 24, 28), True)
            surf.blit(label, label.get_rect(center=(size // 2, size // 2 + 1)))
        cache[key] = surf
        return surf

    def fitted(self, text, width, size, bold=False, smallest=11) -> int:
        fonts = self.app.fonts
        while size > smallest and fonts.font(size, bold).size(text)[0] > width:
            size -= 1
        return size

    def text_in(self, surface, text, rect, size, colour=INK, bold=False, anchor="center", smallest=11):
        size = self.fitted(text, rect.w, size, bold, smallest)
        pos = getattr(rect, anchor)
        fonts = self.app.fonts
        if fonts.font(size, bold).size(text)[0] > rect.w:       # still too long: cut it
            while len(text) > 2 and fonts.font(size, bold).size(text + "…")[0] > rect.w:
                text = text[:-1]
            text += "…"
        return fonts.draw(surface, text, pos, size, colour, bold, anchor)

    # ------------------------------------------------------------ frame
    def draw_game(self, surface):
        layers, lang = self.layers, self.t.lang
        layers.new_frame(surface)           # the background around the layers
        layers.draw(surface, "top", (0, 0, 1280, TOP_H), (lang, self.message), self.paint_top)
        lm = self.last_move
        layers.draw(surface, "board", BOARD.inflate(6, 8).clip(SCREEN), self.board_key(), self.paint_board,
                    covered=self.board_rect)       # by the town's backdrop
        self.draw_last_spaces(surface)
        self.draw_tokens(surface)
        position = (lang, self.version(), self.my_turn(), tuple(sorted(lm.get("seats", ()))))
        layers.draw(surface, "seats", pygame.Rect(SIDE.x - 1, SIDE.y - 1, SIDE.w + 5, self.seats_bottom() - SIDE.y + 6),
                    position, self.paint_seats)
        box = self.choice_box()
        top = self.seats_bottom() + 5          # the choices and the log: one picture of a fixed size,
        side = pygame.Rect(SIDE.x - 3, top, SCREEN.right - SIDE.x + 3, SCREEN.bottom - top)   # so a new
        layers.draw(surface, "side", side,     # choice box height repaints it once, not two layers at once
                    position + (box.h, self.paying is not None, bool(self.confirming), self.gift_seat,
                                len(self.choice_actions),
                                len(self.log), self.log[-1:]), self.paint_side)
        layers.draw(surface, "hand", _room(BOTTOM), position + (self.selected,), self.paint_hand)
        self.buttons.draw(surface, self.app.fonts)
        self.draw_lit(surface)
        self.draw_cost_panel(surface)
        self.choice_buttons.draw(surface, self.app.fonts)
        self.draw_payment(surface)
        self.draw_board_chips(surface)
        self.draw_hinted(surface)
        self.draw_motion(surface)
        self.draw_refusal(surface)
        self.draw_hover(surface)

    # ------------------------------------------------------------ top bar
    def paint_top(self, surface):
        t, fonts, snap = self.t, self.app.fonts, self.snap()
        pygame.draw.rect(surface, (250, 244, 230), (0, 0, 1280, TOP_H))
        fonts.draw(surface, t("flamecraft.title"), (12, 6), 30, INK, True)
        info = t("flamecraft.ui.turn", n=max(1, snap.get("turn_number", 1) or 1))
        if snap.get("final_round") is not None:
            info += " · " + t("flamecraft.ui.final_round")
        goal = level_goal(t, self.match.setup)          # a ladder level: its target all game long
        if goal:
            info += " · " + goal
        self.text_in(surface, info, pygame.Rect(200, 6, 600, 26), 20, MUTED, False, "midleft", 12)
        self.text_in(surface, self.message, pygame.Rect(12, 36, 1256, 26), 22, INK, True, "midleft", 15)

    # ------------------------------------------------------------ the town
    def paint_board(self, surface):
        snap = self.snap()
        surface.blit(self.backdrop, self.board_rect)
        town = snap.get("town") or []
        size = self.town_size()
        for space, rect in enumerate(self.space_rects):
            if space >= size:
                continue
            entry = town[space] if space < len(town) else None
            self.paint_space(surface, rect, entry, space)
        self.paint_park(surface, snap)
        self.paint_row(surface, snap)
        self.paint_fountain_and_decks(surface, snap)
        self.paint_track(surface, snap)

    def board_key(self) -> tuple:
        """Everything the board's picture shows (not the tokens on the shops nor the
        outline of the shop just visited: those are drawn over it each frame), so a
        dragon's flight, which changes only those, repaints nothing."""
        snap, settling = self.snap(), self.settling or {}
        town = tuple(None if e is None else (e.get("id"), e.get("face_up", True), tuple(e.get("dragons") or ()),
                                             tuple(e.get("enchantments") or ())) for e in snap.get("town") or ())
        return (self.t.lang, town, self.town_size(), tuple(self.park_cards()), tuple(self.row_cards()),
                snap.get("deck"), tuple(self.deck_sizes(snap).values()),
                tuple(p.get("reputation", 0) for p in snap.get("players") or ()),
                settling.get("space"), settling.get("slot"))

    def draw_last_spaces(self, surface):
        """Outlines round what the last move touched: shops, slots, the Park, the row."""
        lm = self.last_move
        for space in lm.get("spaces", ()):
            if 0 <= space < len(self.space_rects):
                pygame.draw.rect(surface, LAST_MOVE, self.space_rects[space].inflate(6, 6), 3, border_radius=10)
        for space, slot in lm.get("slots", ()):
            if type(space) is int and 0 <= space < len(self.space_rects) and type(slot) is int and 0 <= slot < 3:
                pygame.draw.rect(surface, LAST_MOVE, slot_rects(self.space_rects[space])[slot].inflate(4, 4), 3,
                                 border_radius=6)
        for flag, rects in (("park", self.park_rects), ("row", self.row_rects)):
            if lm.get(flag) and rects:
                area = rects[0].unionall(rects)
                pygame.draw.rect(surface, LAST_MOVE, area.inflate(8, 8), 2, border_radius=8)

    def draw_tokens(self, surface):
        """The dragon tokens on their shops: drawn every frame over the board's picture
        (a few blits), so a token taking off or landing repaints nothing."""
        flying = (self.flying or {}).get("seat")
        for seat, rect in self.token_rects().items():
            if seat != flying:
                self.paint_token(surface, seat, rect.center, rect.w)

    def paint_token(self, surface, seat, centre, size):
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        img = self.app.assets.image(f"flamecraft/token_{colour}.png", (size, size))
        surface.blit(img, img.get_rect(center=(int(centre[0]), int(centre[1]))))

    def paint_space(self, surface, rect, entry, space):
        """A space of the town from a picture of its own, repainted only when what it
        shows changes (its shop, dragons, enchantments, a slot just played, a card landing)."""
        lm = self.last_move
        if entry and entry.get("face_up", True):
            self.paint_tucked(surface, rect, entry)
        settling = self.settling or {}
        key = (self.t.lang, tuple(rect.size), None if entry is None else
               (entry.get("id"), entry.get("face_up", True), tuple(entry.get("dragons") or ()),
                tuple(entry.get("enchantments") or ())),
               settling.get("slot") if settling.get("space") == space else None)
        cache = self.__dict__.setdefault("_space_pictures", {})
        held = cache.get(space)
        if held is None or held[0] != key:
            picture = pygame.Surface(rect.size, pygame.SRCALPHA)
            self.paint_space_face(picture, pygame.Rect((0, 0), rect.size), entry, space)
            held = cache[space] = (key, picture)
        surface.blit(held[1], rect)

    def paint_tucked(self, surface, rect, entry):
        """Enchantments tucked behind a shop: their edges show above it."""
        enchantments = entry.get("enchantments") or []
        for i, ench in enumerate(enchantments):
            back = rect.move(0, -4 * (len(enchantments) - i)).inflate(-6 - 4 * i, 0)
            deck = self.cards.enchantment(ench).get("deck", "purple")
            surface.blit(self.app.assets.image(f"flamecraft/enchant_{deck}.png", back.size), back)

    def paint_space_face(self, surface, rect, entry, space):
        if entry is None:           # the map draws the space; its number in a pill at the bottom
            label = self.t("flamecraft.ui.empty_space", n=space + 1)
            text = self.app.fonts.render(label, 15, (250, 244, 230), True)
            pill = text.get_rect(midbottom=(rect.centerx, rect.bottom - 6)).inflate(14, 6)
            pygame.draw.rect(surface, (60, 44, 40), pill, border_radius=9)
            surface.blit(text, text.get_rect(center=pill.center))
        elif not entry.get("face_up", True):
            surface.blit(self.app.assets.image("flamecraft/shop_back.png", rect.size), rect)
        else:
            self.paint_shop(surface, rect, entry, space)

    def paint_shop(self, surface, rect, entry, space):
        shop_id = entry.get("id")
        icon = self.cards.shop_icon(shop_id)
        enchantments = entry.get("enchantments") or []
        surface.blit(self.app.assets.image("flamecraft/shop_frame.png", rect.size), rect)
        box = shop_part(rect, "icon")
        surface.blit(self.icon(icon, box.w), box)
        self.text_in(surface, words.shop_name(self.t, shop_id), shop_part(rect, "name"), 17, INK, True, "midleft", 10)
        text = shop_part(rect, "text")
        x = text.x + 2
        for ench in enchantments:
            kind = self.cards.enchantment(ench).get("type", "wild")
            chip = pygame.Rect(x, text.y + 2, text.h - 4, text.h - 4)
            pygame.draw.rect(surface, (214, 196, 240), chip, border_radius=5)
            pygame.draw.rect(surface, (110, 70, 150), chip, 1, border_radius=5)
            surface.blit(self.icon(kind, chip.w - 4), chip.inflate(-4, -4))
            x = chip.right + 3
        if self.cards.has_ability(shop_id):
            ability = pygame.Rect(x + 2, text.y + 1, text.right - x - 4, text.h - 2)
            size = 13 if ability.h >= 26 else 12        # 13 px stays legible in the 1024x640 window
            lines = self.app.fonts.wrap(self.t(f"flamecraft.shop.{shop_id}.ability"), size, ability.w)
            y = ability.y
            for line in lines[:2]:
                if len(lines) > 2 and line is lines[1]:
                    line = line.rstrip(".") + "…"
                self.app.fonts.draw(surface, line, (ability.x, y), size, (96, 84, 90))
                y += size
        dragons = entry.get("dragons") or [None, None, None]
        slots = self.cards.slots(shop_id)
        settling = self.settling or {}
        for i, srect in enumerate(slot_rects(rect)):
            accepts, reward = slots[i] if i < len(slots) else (None, "none")
            dragon = dragons[i] if i < len(dragons) else None
            if dragon and not (settling.get("space") == space and settling.get("slot") == i):
                self.paint_artisan_mini(surface, srect, dragon)
            else:
                self.paint_slot(surface, srect, accepts, reward)

    def paint_slot(self, surface, rect, accepts, reward):
        kinds = accepts if isinstance(accepts, list) else [accepts or "wild"]
        size = max(10, min(rect.w // 2 - 1, rect.h // 2 - 1))
        total = len(kinds) * size + (len(kinds) - 1) * 1
        x = rect.centerx - total // 2
        for k in kinds:
            surface.blit(self.icon(k, size), (x, rect.y + 2))
            x += size + 1
        low = pygame.Rect(rect.x, rect.y + size + 3, rect.w, rect.h - size - 4)
        isz = max(10, min(low.h, rect.w // 2 - 2))
        if reward in ("coin", "coin2"):
            n = 2 if reward == "coin2" else 1
            x = low.centerx - (n * isz + (n - 1) * 1) // 2
            for _ in range(n):
                surface.blit(self.icon("coin", isz), (x, low.centery - isz // 2))
                x += isz + 1
        elif reward == "fancy":
            img = self.app.assets.image("flamecraft/fancy_back.png", (round(isz * 0.72), isz))
            surface.blit(img, img.get_rect(center=low.center))
        elif reward in ("rep2", "rep3"):
            heart = self.icon("reputation", isz)
            surface.blit(heart, heart.get_rect(midleft=(low.centerx - isz + 2, low.centery)))
            self.app.fonts.draw(surface, reward[-1], (low.centerx + 2, low.centery), max(12, isz), INK, True,
                                "midleft")

    def paint_artisan_mini(self, surface, rect, artisan_id, glow=None):
        kind = self.cards.kind_of(artisan_id)
        art = self.artisan_art(kind, rect.size)
        surface.blit(art, rect)
        pygame.draw.rect(surface, (70, 50, 40), rect, 1, border_radius=4)
        strip = pygame.Rect(rect.x + 1, rect.bottom - 13, rect.w - 2, 12)
        pygame.draw.rect(surface, (255, 250, 238), strip, border_radius=3)
        self.text_in(surface, words.artisan_name(self.t, artisan_id), strip, 12, INK, True, "center", 9)
        if glow:
            pygame.draw.rect(surface, glow, rect.inflate(4, 4), 3, border_radius=6)

    def artisan_art(self, kind, size) -> pygame.Surface:
        """The dragon of an artisan card, cut from its frame, at `size` (a slot's picture)."""
        cache = self.app.__dict__.setdefault("_flamecraft_art", {})
        key = (kind, tuple(size))
        if key not in cache:
            try:
                full = self.app.assets.image(f"flamecraft/artisan_{kind}.png")
                w, h = full.get_size()
                crop = full.subsurface(pygame.Rect(int(w * 0.08), int(h * 0.2), int(w * 0.84), int(h * 0.6)))
                cache[key] = pygame.transform.smoothscale(crop, size)
            except (FileNotFoundError, ValueError):
                surf = pygame.Surface(size)
                surf.fill(GOOD_RGB.get(kind, (200, 200, 200)))
                cache[key] = surf
        return cache[key]

    def paint_artisan_card(self, surface, rect, artisan_id):
        kind = self.cards.kind_of(artisan_id)
        surface.blit(self.app.assets.image(f"flamecraft/artisan_{kind}.png", rect.size), rect)
        name = card_part(rect, "artisan", "name") or pygame.Rect(rect.x + 4, rect.bottom - 20, rect.w - 8, 16)
        self.text_in(surface, words.artisan_name(self.t, artisan_id), name, 15, INK, True, "center", 9)

    def paint_park(self, surface, snap):
        for rect, cid in self.park_cards():
            if cid:
                self.paint_artisan_card(surface, rect, cid)

    def paint_enchantment(self, surface, rect, ench_id):
        info = self.cards.enchantment(ench_id)
        kind = info.get("type", "wild")
        deck = info.get("deck", "purple")
        surface.blit(self.app.assets.image(f"flamecraft/enchant_{deck}.png", rect.size), rect)
        name = card_part(rect, "enchant", "name")
        self.text_in(surface, words.enchantment_name(self.t, ench_id), name, 14, INK, True, "center", 8)
        icon = card_part(rect, "enchant", "icon")
        surface.blit(self.icon(kind, icon.w), icon)
        reward_box = card_part(rect, "enchant", "reward")
        reward = info.get("reward") or {}
        art = card_part(rect, "enchant", "art")         # the empty star: the reward, big enough to read
        plate = pygame.Rect(art.x, art.centery - 10, art.w, 20)
        pygame.draw.rect(surface, (255, 250, 238), plate, border_radius=6)
        pygame.draw.rect(surface, (110, 70, 150), plate, 1, border_radius=6)
        if info.get("sets"):
            self.text_in(surface, self.t("flamecraft.ui.sets_short"), plate.inflate(-4, 0), 15, INK, True,
                         "center", 10)
        else:
            label = f"+{reward.get('rep', 0)}"
            heart = self.icon("reputation", 14)
            width = 15 + self.app.fonts.font(17, True).size(label)[0] + (14 if reward.get("artisan") else 0)
            x = plate.centerx - width // 2
            surface.blit(heart, (x, plate.centery - 7))
            end = self.app.fonts.draw(surface, label, (x + 15, plate.centery), 17, (170, 40, 60), True, "midleft")
            if reward.get("artisan"):
                mini = pygame.Rect(0, 0, 12, 16)
                mini.midleft = (x + width - 12, plate.centery)
                surface.blit(self.app.assets.image("flamecraft/artisan_back.png", mini.size), mini)
        pygame.draw.circle(surface, (255, 250, 238), reward_box.center, reward_box.w // 2)   # the printed circle:
        surface.blit(self.icon("reputation", reward_box.w - 6), reward_box.inflate(-6, -6))  # a heart only
        cost_box = card_part(rect, "enchant", "cost")
        cost = info.get("cost") or info.get("sets") or {}
        isz = max(9, min(cost_box.h // 2 - 1, cost_box.w // 4 - 6))
        per_line = max(1, cost_box.w // (isz + 12))
        for i, (good, n) in enumerate(cost.items()):
            row, col = divmod(i, per_line)
            x, y = cost_box.x + 2 + col * (isz + 12), cost_box.y + 1 + row * (isz + 1)
            surface.blit(self.icon(good, isz), (x, y))
            self.app.fonts.draw(surface, str(n), (x + isz, y + isz // 2), max(11, isz), INK, True, "midleft")
        if info.get("no_coins"):
            mark = self.icon("no_coins", isz + 2)
            surface.blit(mark, (cost_box.right - isz - 2, cost_box.bottom - isz - 2))

    def paint_row(self, surface, snap):
        for rect, cid in self.row_cards():
            if cid:
                self.paint_enchantment(surface, rect, cid)

    def deck_sizes(self, snap) -> dict:
        return {"artisans": len(snap.get("artisan_deck") or []), "shops": len(snap.get("shop_deck") or []),
                "fancy": len(snap.get("fancy_deck") or []), "enchantments": len(snap.get("ench_deck") or [])}

    def paint_fountain_and_decks(self, surface, snap):
        fonts = self.app.fonts
        if self.fountain_rect is not None:
            coin = self.icon("coin", min(36, self.fountain_rect.h // 3))
            surface.blit(coin, coin.get_rect(center=self.fountain_rect.center))
        sizes = self.deck_sizes(snap)
        backs = {"artisans": "artisan_back", "shops": "shop_back", "fancy": "fancy_back",
                 "enchantments": f"enchant_back_{snap.get('deck') or 'purple'}"}
        for key, rect in self.deck_rects.items():
            name = next((k for k in DECK_OBJECTS if key.startswith(k)), None)
            if name is None:
                continue
            name = DECK_OBJECTS[name]
            n = sizes.get(name, 0)
            if n:
                surface.blit(self.app.assets.image(f"flamecraft/{backs[name]}.png", rect.size), rect)
            else:
                pygame.draw.rect(surface, (250, 244, 230), rect, 2, border_radius=6)
            badge = pygame.Rect(0, 0, 30, 20)
            badge.midbottom = (rect.centerx, rect.bottom - 2)
            pygame.draw.rect(surface, (40, 30, 36), badge, border_radius=8)
            fonts.draw(surface, str(n), badge.center, 16, (255, 255, 255), True, "center")

    def paint_track(self, surface, snap):
        if not self.track_rects:
            return
        n = len(self.track_rects)
        fonts = self.app.fonts
        for i in range(0, n, 10):
            cell = self.track_rects[i]
            pygame.draw.circle(surface, (255, 250, 235), cell.center, min(cell.w, cell.h) // 2 - 1)
            fonts.draw(surface, str(i), cell.center, 13, INK, True, "center")
        stacked: dict = {}
        for seat, p in enumerate(snap.get("players") or []):
            rep = max(0, p.get("reputation", 0))
            cell = self.track_rects[rep % n]
            k = stacked.get(rep % n, 0)
            stacked[rep % n] = k + 1
            size = max(12, min(cell.w, cell.h) + 2)
            self.paint_token(surface, seat, (cell.centerx + k * 5, cell.centery - k * 5), size)

    # ------------------------------------------------------------ players
    def seat_row(self, seat) -> pygame.Rect:
        return pygame.Rect(SIDE.x + 4, SIDE.y + 26 + seat * SEAT_H, SIDE.w - 8, SEAT_H - 4)

    def seats_bottom(self) -> int:
        return SIDE.y + 30 + len(self.state.players) * SEAT_H

    def paint_seats(self, surface):
        t, fonts, snap = self.t, self.app.fonts, self.snap()
        panel(surface, pygame.Rect(SIDE.x, SIDE.y, SIDE.w, self.seats_bottom() - SIDE.y))
        fonts.draw(surface, t("flamecraft.ui.players"), (SIDE.x + 10, SIDE.y + 5), 20, INK, True)
        for seat, p in enumerate(snap.get("players") or []):
            row = self.seat_row(seat)
            if seat == self.state.current_player and not self.state.is_over:
                pygame.draw.rect(surface, (255, 236, 200), row, border_radius=8)
                pygame.draw.rect(surface, (230, 150, 60), row, 2, border_radius=8)
            elif seat in self.last_move.get("seats", ()):
                pygame.draw.rect(surface, (255, 250, 228), row, border_radius=8)
                pygame.draw.rect(surface, (220, 200, 150), row, 1, border_radius=8)
            self.paint_token(surface, seat, (row.x + 14, row.y + 13), 22)
            rep = t("flamecraft.ui.rep_short", n=p.get("reputation", 0))
            heart = self.icon("reputation", 18)
            rep_w = fonts.font(20, True).size(rep)[0]
            surface.blit(heart, (row.right - rep_w - 28, row.y + 3))
            fonts.draw(surface, rep, (row.right - 6, row.y + 3), 20, (170, 40, 60), True, "topright")
            hand = p.get("hand")
            n_hand = len(hand) if isinstance(hand, list) else 0
            hidden = len(p.get("fancy_hidden") or [])
            shown = len(p.get("fancy_revealed") or [])
            counts = t("flamecraft.ui.counts", hand=n_hand, hidden=hidden, shown=shown)
            counts_w = fonts.font(15).size(counts)[0]
            counts_x = row.right - rep_w - 36 - counts_w
            fonts.draw(surface, counts, (counts_x, row.y + 6), 15, MUTED)
            name = self.seat_name(seat)
            if self.is_bot_seat(seat):
                name += " · " + t("flamecraft.ui.computer")
            self.text_in(surface, name, pygame.Rect(row.x + 30, row.y + 2, counts_x - row.x - 36, 22), 19, INK, True,
                         "midleft", 12)
            x, y = row.x + 6, row.y + 28
            goods = p.get("goods") or {}
            for g in GOODS:
                surface.blit(self.icon(g, 20), (x, y))
                n = goods.get(g, 0)
                fonts.draw(surface, str(n), (x + 21, y + 2), 19, INK if n else MUTED, bool(n))
                x += 38
            surface.blit(self.icon("coin", 20), (x, y))
            fonts.draw(surface, str(p.get("coins", 0)), (x + 21, y + 2), 19, INK, True)
            x += 40
            for ench in p.get("reserved") or []:
                deck = self.cards.enchantment(ench).get("deck", "purple")
                surface.blit(self.app.assets.image(f"flamecraft/enchant_{deck}.png", (15, 21)), (x, y))
                x += 17
            for fid in p.get("fancy_revealed") or []:
                if x + 16 > row.right:
                    break
                surface.blit(self.icon("sun" if self.cards.is_sun(fid) else "moon", 16), (x, y + 2))
                x += 16

    # ------------------------------------------------------------ choices
    def paint_choices(self, surface):
        box = self.choice_box()
        panel(surface, box)
        t, fonts = self.t, self.app.fonts
        d = self.decision()
        title = t("flamecraft.ui.choices") if self.my_turn() else t("flamecraft.ui.waiting_title")
        fonts.draw(surface, title, (box.x + 10, box.y + 5), 20, INK, True)
        if not self.choice_actions and self.my_turn():
            hint = t("flamecraft.ui.choose_on_board")
            fonts.draw_wrapped(surface, hint, pygame.Rect(box.x + 10, box.y + 32, box.w - 20, 80), 18, MUTED)

    def draw_payment(self, surface):
        """The payment panel's words (its buttons are drawn with the others), or the
        question asked before a step Undo could not take back."""
        rows = self._pay_rows
        if not rows or not self.my_turn():
            return
        t, fonts = self.t, self.app.fonts
        if "question" in rows:
            rect = rows["question"]
            y = rect.y
            actions, why = self.confirming
            what = words.action_text(t, self.snap(), self.players(), self.decision(), actions[0])
            for line in fonts.wrap(t(f"flamecraft.ui.question_{why}", what=what), 17, rect.w)[:3]:
                fonts.draw(surface, line, (rect.x, y), 17, INK)
                y += 19
            return
        plan = self.paying
        if plan is None:
            return
        title = rows["title"]
        self.text_in(surface, words.enchantment_name(t, plan.card), title, 19, INK, True, "midleft", 12)
        right = 70                  # the steppers' room at each row's right
        if "sets" in rows:
            rect = rows["sets"]
            scale = self.sets_scale()
            rep = scale[plan.sets - 1] if 0 < plan.sets <= len(scale) else 0
            self.text_in(surface, t("flamecraft.ui.sets_row", n=plan.sets, rep=rep),
                         pygame.Rect(rect.x, rect.y, rect.w - right, rect.h), 17, INK, False, "midleft", 11)
        for good, need in plan.cost().items():
            rect = rows.get(good)
            if rect is None:
                continue
            surface.blit(self.icon(good, 22), (rect.x, rect.centery - 11))
            self.text_in(surface, t("flamecraft.ui.pay_row", need=words.items_text(t, good, need),
                                    paid=words.paid_text(t, good, plan.goods_paid(good), plan.coins[good])),
                         pygame.Rect(rect.x + 26, rect.y, rect.w - 26 - right, rect.h), 17, INK, False, "midleft", 11)
        rect = rows["totals"]
        paid = [(g, plan.goods_paid(g)) for g in plan.cost()] + [("coin", plan.coins_used())]
        left = plan.left_after()
        lines = [t("flamecraft.ui.pay_total", what=", ".join(words.items_text(t, g, n) for g, n in paid if n)),
                 t("flamecraft.ui.pay_left", what=", ".join(words.items_text(t, g, n) for g, n in left.items())),
                 t("flamecraft.ui.gain", what=self.gain_text(plan.card, plan.sets))]
        for i, line in enumerate(lines):
            self.text_in(surface, line, pygame.Rect(rect.x, rect.y + 19 * i, rect.w, 19), 16,
                         INK if i != 1 else MUTED, i == 0, "midleft", 11)

    def gain_text(self, ench, sets) -> str:
        """What casting `ench` (with `sets` sets) gives: reputation, and an artisan."""
        t = self.t
        info = self.cards.enchantment(ench)
        if info.get("sets"):
            scale = self.sets_scale()
            return t("flamecraft.reputation", n=scale[sets - 1] if 0 < sets <= len(scale) else 0)
        reward = info.get("reward") or {}
        gain = t("flamecraft.reputation", n=reward.get("rep", 0))
        if reward.get("artisan"):
            gain += " · " + t("flamecraft.reward.artisan")
        return gain

    def draw_board_chips(self, surface):
        chips = self.board_chips()
        if not chips:
            return
        area = chips[0][0].unionall([c[0] for c in chips]).inflate(14, 14)
        panel(surface, area, (255, 250, 238), radius=12, border=HIGHLIGHT)
        me = self.snap()["players"][self.state.current_player]
        legal = set(self.legal_now())
        for rect, action, item in chips:
            hover = self.hover is not None and rect.collidepoint(self.hover)
            icon = self.icon(item, rect.w - 6)
            if action not in legal:             # greyed in its place, like its button
                icon = icon.copy()
                icon.set_alpha(80)
            elif hover:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(4, 4), border_radius=10)
            surface.blit(icon, rect.inflate(-6, -6))
            have = me.get("coins", 0) if item == "coin" else (me.get("goods") or {}).get(item, 0)
            badge = pygame.Rect(rect.right - 16, rect.bottom - 14, 18, 16)
            pygame.draw.rect(surface, INK, badge, border_radius=7)
            self.app.fonts.draw(surface, str(have), badge.center, 14, (255, 255, 255), True, "center")

    def paint_side(self, surface):
        self.paint_choices(surface)
        self.paint_log(surface)

    def log_rect(self) -> pygame.Rect:
        top = self.choice_box().bottom + 8
        return pygame.Rect(SIDE.x, top, SIDE.w, SIDE.bottom - top)

    def paint_log(self, surface):
        box = self.log_rect()
        t, fonts = self.t, self.app.fonts
        panel(surface, box)
        fonts.draw(surface, t("flamecraft.ui.log"), (box.x + 10, box.y + 4), 18, INK, True)
        width = box.w - 20
        room = max(1, (box.h - 28) // 17)
        lines = fonts.log_rows(self.log, 16, width, room, 10)
        y = box.y + 26
        surface.set_clip(box.inflate(-8, -4))
        for first, line in lines:
            fonts.draw(surface, line, (box.x + (10 if first else 20), y), 16, INK)
            y += 17
        surface.set_clip(None)

    # ------------------------------------------------------------ hand
    def paint_hand(self, surface):
        t, fonts = self.t, self.app.fonts
        panel(surface, BOTTOM)
        if self.viewer is None:
            fonts.draw(surface, t("flamecraft.ui.no_hand"), (BOTTOM.x + 10, BOTTOM.y + 4), 18, MUTED, True)
            return
        fonts.draw(surface, t("flamecraft.ui.your_hand_solo") if self.humans() <= 1 and self.replay is None
                   else t("flamecraft.ui.your_hand", name=self.seat_name(self.viewer)),
                   (BOTTOM.x + 10, BOTTOM.y + 3), 18, INK, True)
        fonts.draw(surface, t("flamecraft.ui.your_fancy"), (self.fancy_area().x, BOTTOM.y + 3), 18, INK, True)
        held = self.drag["id"] if self.drag and self.drag["kind"] == "artisan" else None
        opts = self.options()
        usable = {k[0] for k in opts["place"]} | {cid for (kind, cid) in opts["cards"] if kind in ("bottom", "fire_card")} \
            | {a[1] for a in opts["park_swap"]}
        for rect, cid in zip(self.hand_card_rects(), self.hand()):
            if cid == held:
                pygame.draw.rect(surface, (200, 190, 180), rect, 2, border_radius=8)
                continue
            lifted = rect.move(0, -4) if self.selected == ("artisan", cid) else rect
            self.paint_artisan_card(surface, lifted, cid)
            if cid in usable:
                pygame.draw.rect(surface, HIGHLIGHT, lifted.inflate(4, 4), 3, border_radius=9)
        if not self.hand():
            fonts.draw(surface, t("flamecraft.ui.hand_empty"), (BOTTOM.x + 12, BOTTOM.y + 40), 18, MUTED)
        for rect, (fid, revealed) in zip(self.fancy_rects(), self.fancy_cards()):
            self.paint_fancy(surface, rect, fid, revealed)
            if revealed is None and self.my_turn():         # offered: click the one to keep
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=9)
            if fid in opts["reveal"]:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=9)
                button = self.reveal_button_rect(rect)
                pygame.draw.rect(surface, (46, 111, 216), button, border_radius=6)
                self.text_in(surface, t("flamecraft.ui.reveal"), button, 16, (255, 255, 255), True)

    def paint_fancy(self, surface, rect, fid, revealed):
        """A Fancy dragon drawn wide: Sun or Moon and its reputation in a coloured band,
        its goal in words below (the reveal button, when offered, under the words)."""
        sun = self.cards.is_sun(fid)
        fonts, t = self.app.fonts, self.t
        band_rgb, edge = ((236, 150, 50), (170, 96, 30)) if sun else ((52, 70, 140), (30, 40, 90))
        pygame.draw.rect(surface, (255, 250, 236), rect, border_radius=8)
        band = pygame.Rect(rect.x, rect.y, rect.w, FANCY_BAND)
        pygame.draw.rect(surface, band_rgb, band, border_top_left_radius=8, border_top_right_radius=8)
        pygame.draw.rect(surface, edge, rect, 2, border_radius=8)
        surface.blit(self.icon("sun" if sun else "moon", 16), (band.x + 4, band.y + 3))
        rep_text = self.fancy_rep(fid)
        rep_w = fonts.font(16, True).size(rep_text)[0]
        heart = self.icon("reputation", 16)
        surface.blit(heart, (band.right - rep_w - 24, band.y + 3))
        fonts.draw(surface, rep_text, (band.right - 5, band.y + 11), 16, (255, 255, 255), True, "midright")
        size, lines = self.fancy_title(fid, band.w)
        top = band.centery - len(lines) * (size + 1) // 2
        for i, line in enumerate(lines):         # its name, the same words as its buttons and tooltip
            fonts.draw(surface, line, (band.x + 22, top + i * (size + 1)), size, (255, 255, 255), True)
        button = fid in self.options()["reveal"]
        goal = pygame.Rect(rect.x + 5, band.bottom + 3, rect.w - 10, rect.h - band.h - (30 if button else 6))
        text = t(f"flamecraft.fancy.{fid}.goal")
        size = 14
        while size > 11 and len(fonts.wrap(text, size, goal.w)) * (size + 1) > goal.h:
            size -= 1
        lines = fonts.wrap(text, size, goal.w)
        room = max(1, goal.h // (size + 1))
        if len(lines) > room:
            lines = lines[:room - 1] + [lines[room - 1].rstrip(".") + "…"]
        y = goal.y
        for line in lines:
            fonts.draw(surface, line, (goal.centerx, y), size, INK, False, "midtop")
            y += size + 1
        if revealed:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((255, 255, 255, 120))
            surface.blit(shade, rect)
            mark = pygame.Rect(rect.x + 6, rect.bottom - 24, rect.w - 12, 20)
            pygame.draw.rect(surface, (255, 250, 238), mark, border_radius=5)
            pygame.draw.rect(surface, (170, 40, 60), mark, 1, border_radius=5)
            self.text_in(surface, t("flamecraft.ui.revealed"), mark, 15, (170, 40, 60), True)

    def fancy_rep(self, fid) -> str:
        rep = (self.cards.fancy.get(fid, {}).get("reward") or {}).get("rep")
        return str(rep) if rep else "?"

    def fancy_title(self, fid, width) -> tuple:
        """(size, lines) of a Fancy dragon's name in its card's band `width` wide: one line
        beside its icon and reputation, or a second under them; smaller until it fits
        ("Moon dragon of" / "Plant")."""
        fonts, words_ = self.app.fonts, words.fancy_name(self.t, fid).split()
        first = width - 50 - fonts.font(16, True).size(self.fancy_rep(fid))[0]
        second = width - 28
        for size in range(14, 8, -1):
            font = fonts.font(size, True)
            n = len(words_)
            while n > 1 and font.size(" ".join(words_[:n]))[0] > first:
                n -= 1
            lines = [" ".join(words_[:n])] + ([" ".join(words_[n:])] if n < len(words_) else [])
            if font.size(lines[0])[0] <= first and font.size(lines[-1])[0] <= second:
                return size, lines
        return size, lines

    # ------------------------------------------------------------ what is lit now
    def draw_lit(self, surface):
        if not self.my_turn():
            return
        if self.confirming or self.paying is not None:      # only the panel's buttons answer now
            for rect in {tuple(r) for r in self.hint_targets(self.confirming[0][0])} if self.confirming else ():
                pygame.draw.rect(surface, LIT, pygame.Rect(rect).inflate(8, 8), 4, border_radius=10)   # what is asked
            if self.paying is not None:
                for space in self.enchant_spaces(self.paying.card):
                    pygame.draw.rect(surface, LIT, self.space_rects[space].inflate(8, 8), 4, border_radius=10)
            return
        opts = self.options()
        hover_space = self.space_at(self.hover)
        if opts["move"]:
            held = (self.drag and self.drag["kind"] == "token") or self.selected == ("token",)
            for space in opts["move"]:
                rect = self.space_rects[space]
                width = 4 if space == hover_space else (3 if held else 2)
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), width, border_radius=10)
            me = self.state.current_player
            token = self.token_rects().get(me) or self.row_token_rect(me)
            if not held:
                pygame.draw.circle(surface, HIGHLIGHT, token.center, token.w // 2 + 4, 3)
        for space in opts["site"]:
            pygame.draw.rect(surface, LIT, self.space_rects[space].inflate(6, 6), 3, border_radius=10)
        for kind in ("fire", "swap"):
            for (space, slot) in opts[kind]:
                rect = slot_rects(self.space_rects[space])[slot]
                pygame.draw.rect(surface, LIT if kind == "fire" else (120, 200, 255), rect.inflate(4, 4), 3,
                                 border_radius=6)
        lit = self.lit_slots()
        if not lit:                 # nothing held: every slot some artisan of the hand fits
            for (space, slot) in {(sp, sl) for (_, sp, sl) in opts["place"]}:
                rect = slot_rects(self.space_rects[space])[slot]
                pygame.draw.rect(surface, LIT, rect.inflate(2, 2), 2, border_radius=6)
        for (space, slot) in lit:
            rect = slot_rects(self.space_rects[space])[slot]
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            glow.fill((120, 230, 120, 90))
            surface.blit(glow, rect)
            pygame.draw.rect(surface, LIT, rect.inflate(4, 4), 3, border_radius=6)
        snap = self.snap()
        cards = opts["cards"]
        for rect, cid in self.park_cards():
            if ("draw", cid) in cards or ("fire_card", cid) in cards:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=10)
        for rect, cid in self.row_cards():
            if cid in opts["enchant"] or ("reserve", cid) in cards:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=10)
        held = self.drag["id"] if self.drag and self.drag["kind"] == "enchant" else \
            (self.paying.card if self.paying is not None else None)
        if held:
            for space in self.enchant_spaces(held):
                pygame.draw.rect(surface, LIT, self.space_rects[space].inflate(8, 8), 4, border_radius=10)

    def hint_targets(self, action) -> tuple:
        """(from, to) rectangles of a suggested action: where to press and where to drop
        (the same rectangle for a click)."""
        kind = action[0]
        snap = self.snap()
        me = self.state.current_player
        if kind == "move":
            token = self.token_rects().get(me)
            card = self.space_rects[action[1]]
            return (token or card, card)
        if kind in ("site",):
            return (self.space_rects[action[1]],) * 2
        if kind in ("fire", "swap"):
            return (slot_rects(self.space_rects[action[1]])[action[2]],) * 2
        if kind == "place":
            hand = self.hand()
            slot = slot_rects(self.space_rects[action[2]])[action[3]]
            start = self.hand_card_rects()[hand.index(action[1])] if action[1] in hand else slot
            return (start, slot)
        if kind == "park_swap":
            hand, park = self.hand(), {cid: rect for rect, cid in self.park_cards()}
            if action[1] in hand and action[2] in park:
                return (self.hand_card_rects()[hand.index(action[1])], park[action[2]])
        if kind == "enchant":
            here = (snap["players"][me] or {}).get("token")
            if self.row_rect(action[1]) is not None and here is not None:
                return (self.row_rect(action[1]), self.space_rects[here])
        park = {cid: rect for rect, cid in self.park_cards()}
        if kind in ("draw", "fire_card") and action[1] in park:
            return (park[action[1]],) * 2
        if kind in ("fire_card", "bottom") and action[1] in self.hand():
            return (self.hand_card_rects()[self.hand().index(action[1])],) * 2
        if kind == "reserve" and self.row_rect(action[1]) is not None:
            return (self.row_rect(action[1]),) * 2
        if kind in ("reveal", "keep_fancy", "bottom_fancy"):
            for rect, (fid, _) in zip(self.fancy_rects(), self.fancy_cards()):
                if fid == action[1]:
                    return ((self.reveal_button_rect(rect) if kind == "reveal" else rect),) * 2
        for button, a in self.choice_actions:
            if a == action or (a[0] == "gift_seat" and action[0] == "gift_to" and a[1] == action[1]) \
                    or (a[0] == "enchant" and a[2] == -1 and action[0] == "enchant" and a[1] == action[1]):
                return (button.rect,) * 2
        return ()

    def draw_hinted(self, surface):
        if not self.hinted or not self.my_turn():
            return
        from game.ui.game_scene import HINT, draw_arrow
        targets = self.hint_targets(self.hinted)
        if not targets:
            return
        start, end = targets
        for rect in {tuple(start), tuple(end)}:
            pygame.draw.rect(surface, HINT, pygame.Rect(rect).inflate(8, 8), 4, border_radius=10)
        if start != end:
            draw_arrow(surface, start.center, end.center)

    # ------------------------------------------------------------ cost panel
    def cost_lines(self) -> list:
        """While an enchantment is held over the town: what it costs, whether and how you
        can pay it, and what it gives (the payment panel opens when it is dropped)."""
        if not (self.my_turn() and self.drag and self.drag["kind"] == "enchant"):
            return []
        ench = self.drag["id"]
        t = self.t
        info = self.cards.enchantment(ench)
        lines = [words.enchantment_name(t, ench)]
        if info.get("sets"):
            parts = [words.good_name(t, g) for g in info["sets"]]
            lines.append(t("flamecraft.ui.cost_sets", a=parts[0], b=parts[-1]))
            scale = self.sets_scale()
            if scale:
                lines.append(t("flamecraft.ui.sets_gain", scale=" · ".join(
                    t("flamecraft.ui.sets_n", n=i + 1, rep=rep) for i, rep in enumerate(scale))))
        else:
            cost = info.get("cost") or {}
            lines.append(t("flamecraft.ui.cost", what=", ".join(words.items_text(t, g, n) for g, n in cost.items())))
            lines.append(t("flamecraft.ui.gain", what=self.gain_text(ench, 0)))
        options = self.options()["enchant"].get(ench)
        if options:
            lines.append(t("flamecraft.ui.can_pay"))
        else:
            lines.append(self.reason(("enchant", ench, 0)) or t("flamecraft.ui.cannot_pay"))
        if info.get("no_coins"):
            lines.append(t("flamecraft.ui.no_coins"))
        return lines

    def sets_scale(self) -> list:
        """Reputation for 1-4 sets under this game's ruling (the engine's own table)."""
        try:
            return list(self.state.cfg.sets_scales[self.state.options["sets_scale"]])
        except (AttributeError, KeyError, TypeError):
            return []

    def draw_cost_panel(self, surface):
        lines = self.cost_lines()
        if not lines:
            return
        fonts = self.app.fonts
        box = self.choice_box()
        buttons = [b.rect.bottom for b in self.choice_buttons.buttons]
        top = (max(buttons) + 6) if buttons else box.y + 28
        height = 8 + 18 * len(lines)
        rect = pygame.Rect(box.x + 6, min(top, box.bottom - height - 4), box.w - 12, height)
        panel(surface, rect, (244, 236, 252), radius=8, border=(110, 70, 150), shadow=False)
        y = rect.y + 4
        for i, line in enumerate(lines):
            self.text_in(surface, line, pygame.Rect(rect.x + 6, y, rect.w - 12, 18), 16, INK, i == 0, "midleft", 11)
            y += 18

    # ------------------------------------------------------------ what moves
    def draw_motion(self, surface):
        if self.flying:
            seat = self.flying["seat"]
            self.paint_token(surface, seat, self.flying["pos"], 24)
        if self.settling:
            s = self.settling
            dragons = ((self.snap().get("town") or [None])[s["space"]] or {}).get("dragons") or []
            cid = dragons[s["slot"]] if s["slot"] is not None and s["slot"] < len(dragons) else None
            if cid:
                rect = slot_rects(self.space_rects[s["space"]])[s["slot"]]
                grow = int((1 - s["f"]) * 18)
                self.paint_artisan_mini(surface, rect.inflate(grow, grow).move(0, -grow), cid)
        if self.drag and self.drag["moved"]:
            pos = self.drag["pos"]
            kind = self.drag["kind"]
            if kind == "token":
                self.paint_token(surface, self.drag["id"], pos, 26)
            elif kind == "artisan":
                rect = pygame.Rect(0, 0, 76, 106)
                rect.midtop = (pos[0] + 30, pos[1] + 12)
                self.paint_artisan_card(surface, rect, self.drag["id"])
            elif kind == "enchant":
                rect = pygame.Rect(0, 0, 72, 101)
                rect.midtop = (pos[0] + 26, pos[1] + 10)       # beside the pointer: the shop stays visible
                self.paint_enchantment(surface, rect, self.drag["id"])

    def draw_refusal(self, surface):
        if not self.refusal:
            return
        pygame.draw.rect(surface, (255, 240, 236), REFUSAL, border_radius=6)
        pygame.draw.rect(surface, DANGER, REFUSAL, 2, border_radius=6)
        self.text_in(surface, self.refusal, REFUSAL.inflate(-16, 0), 20, DANGER, True, "midleft", 13)

    # ------------------------------------------------------------ tooltips
    def tooltip_lines(self, pos) -> list:
        t, snap = self.t, self.snap()
        found = button_tip(self.buttons.buttons + ([self.hint_button] if hasattr(self, "hint_button") else [])
                           + self.choice_buttons.buttons, pos)
        if found:
            return found[0]
        if self.my_turn():
            space = self.space_at(pos)
            opts = self.options()
            held = (self.drag and self.drag["kind"] == "token")
            over = self.slot_at(pos)
            on_dragon = over is not None and \
                ((((snap.get("town") or [])[over[0]] or {}).get("dragons") or [None] * 3)[over[1]])
            if space is not None and space in opts["move"] and (held or not (self.drag or on_dragon)):
                owed = self.move_gifts(space)
                why, names = self.enchant_outlook(space)        # before you fly: can you enchant there?
                outlook = t(f"flamecraft.ui.outlook_{why}" if why == "enchant" else f"flamecraft.why.{why}",
                            names=names, shop=words.space_name(t, snap, space))
                return [words.space_name(t, snap, space)] + \
                    ([words.gifts_owed_text(t, self.players(), owed)] if owed or held else []) + \
                    [outlook] + self.shop_lines(space)[1:]
            if space is not None and opts["move"] and space not in opts["move"] and (held or not on_dragon):
                return [words.space_name(t, snap, space), self.unlit_reason(space)] + self.shop_lines(space)[1:]
            slot = self.slot_at(pos)
            if slot is not None and slot in self.lit_slots():
                accepts, reward = self.cards.slots(snap["town"][slot[0]]["id"])[slot[1]]
                return [t("flamecraft.ui.place_here", reward=words.reward_text(t, reward))]
        if self.drag:
            return []
        for rect, action, _ in self.board_chips():
            if rect.collidepoint(pos):
                return [self.choice_label(action) if action in self.legal_now() else self.slot_reason(action)]
        for row, (button, action) in enumerate(self.choice_actions):
            if button.rect.collidepoint(pos) and action[0] in ("keep_fancy", "bottom_fancy"):
                return [words.fancy_name(t, action[1]), t(f"flamecraft.fancy.{action[1]}.goal")]
        for seat in range(len(self.state.players)):
            if self.row_token_rect(seat).collidepoint(pos):
                return self.token_lines(seat)
            if self.seat_row(seat).collidepoint(pos):
                return self.score_lines(seat)
        card = self.card_at(pos)
        if card is not None:
            where, cid = card
            if where in ("hand", "park"):
                kind = self.cards.kind_of(cid)
                lines = [words.artisan_name(t, cid) + " · " + words.good_name(t, kind),
                         t(f"flamecraft.ability.{kind}.name") + ": " + t(f"flamecraft.ability.{kind}.text")]
                return lines + ([t("flamecraft.ui.park_tip")] if where == "park" else [])
            if where == "row":
                return self.enchantment_lines(cid)
            if where == "fancy":
                return [words.fancy_name(t, cid), t(f"flamecraft.fancy.{cid}.goal")]
        lines = self.piece_lines(pos, snap)
        if lines:
            return lines
        slot = self.slot_at(pos)
        town = snap.get("town") or []
        if slot is not None and town[slot[0]] and town[slot[0]].get("face_up", True):
            entry = town[slot[0]]
            dragon = (entry.get("dragons") or [None] * 3)[slot[1]]
            if dragon:
                kind = self.cards.kind_of(dragon)
                return [words.artisan_name(t, dragon) + " · " + words.good_name(t, kind),
                        t(f"flamecraft.ability.{kind}.name") + ": " + t(f"flamecraft.ability.{kind}.text")]
            accepts, reward = self.cards.slots(entry["id"])[slot[1]]
            return [t("flamecraft.ui.slot_fits", goods=self.fits_text(accepts)),
                    t("flamecraft.ui.slot_reward", reward=words.reward_text(t, reward))]
        return self.shop_lines(self.space_at(pos))

    def unlit_reason(self, space) -> str:
        """Why your token cannot fly to this shop now (said on hover, before a click)."""
        t = self.t
        err = self.state.why_illegal(("move", space)) if hasattr(self.state, "why_illegal") else None
        if getattr(err, "key", "") == "cannot_pay_gifts":
            me = self.snap()["players"][self.state.current_player]
            have = me.get("coins", 0) + sum((me.get("goods") or {}).values())
            owed = len(self.move_gifts(space))
            return t("flamecraft.why.gifts_unpaid_one" if owed == 1 else "flamecraft.why.gifts_unpaid", n=owed, have=have)
        return self.reason(("move", space))

    def token_lines(self, seat) -> list:
        """A dragon token on its player's row: whose it is, where it stands, how it flies."""
        t, snap = self.t, self.snap()
        name = self.seat_name(seat)
        space = (snap["players"][seat] or {}).get("token")
        lines = [t("flamecraft.ui.token_yours") if shown_as_you(self.players(), seat) else
                 t("flamecraft.ui.token_of", name=name)]
        if space is None:
            lines.append(t("flamecraft.ui.token_home"))
        else:
            lines.append(t("flamecraft.ui.token_at", shop=words.space_name(t, snap, space)))
        if self.my_turn() and seat == self.state.current_player and self.options()["move"]:
            lines.append(t("flamecraft.ui.token_drag"))
        return lines

    def shop_lines(self, space) -> list:
        """A shop: its name, what it yields, its ability, each slot's goods and reward."""
        t, town = self.t, self.snap().get("town") or []
        if space is not None and space < len(town) and town[space]:
            entry = town[space]
            if not entry.get("face_up", True):
                return [t("flamecraft.ui.new_shop_tip")]
            sid = entry["id"]
            icon = self.cards.shop_icon(sid)
            yields = words.good_name(t, icon) if icon in GOODS + ("coin",) else t(f"flamecraft.icon.{icon}")
            lines = [words.shop_name(t, sid), t("flamecraft.ui.yields", what=yields)]
            if self.cards.has_ability(sid):
                lines.append(t(f"flamecraft.shop.{sid}.ability"))
            dragons = entry.get("dragons") or [None] * 3
            for i, (accepts, reward) in enumerate(self.cards.slots(sid)):
                who = dragons[i] if i < len(dragons) else None
                lines.append(t("flamecraft.ui.shop_slot", n=i + 1, goods=self.fits_text(accepts),
                               reward=words.reward_text(t, reward))
                             + (" · " + words.artisan_name(t, who) if who else ""))
            if entry.get("enchantments"):
                lines.append(t("flamecraft.ui.enchanted", names=", ".join(
                    words.enchantment_name(t, e) for e in entry["enchantments"])))
            return lines
        return []

    def fits_text(self, accepts) -> str:
        if isinstance(accepts, list):
            return " / ".join(words.good_name(self.t, g) for g in accepts)
        return self.t(f"flamecraft.ui.slot_{accepts or 'wild'}")

    def piece_lines(self, pos, snap) -> list:
        """The decks (with what is left), the fountain and the reputation track."""
        t = self.t
        sizes = self.deck_sizes(snap)
        for key, rect in self.deck_rects.items():
            name = next((k for k in DECK_OBJECTS if key.startswith(k)), None)
            if name is not None and rect.collidepoint(pos):
                return [t(f"flamecraft.ui.deck_{DECK_OBJECTS[name]}", n=sizes.get(DECK_OBJECTS[name], 0))]
        if self.fountain_rect is not None and self.fountain_rect.collidepoint(pos):
            return [t("flamecraft.ui.fountain_tip")]
        size = self.town_size()
        for space, rect in enumerate(self.space_rects[size:], start=size):
            if rect.collidepoint(pos):          # drawn on the map, not in this game's town
                return [t("flamecraft.ui.unused_space_3_5" if space >= 12 else "flamecraft.ui.unused_space", n=size)]
        n = len(self.track_rects)
        for i, cell in enumerate(self.track_rects):
            if cell.collidepoint(pos):
                lines = [t("flamecraft.ui.track_tip")]
                for seat, p in enumerate(snap.get("players") or []):
                    rep = max(0, p.get("reputation", 0))
                    if rep % n == i:
                        lines.append(self.seat_name(seat) + ": " + t("flamecraft.reputation", n=rep))
                return lines
        return []

    def enchantment_lines(self, ench) -> list:
        t = self.t
        info = self.cards.enchantment(ench)
        good = words.good_name(t, info.get("type", ""))
        lines = [words.enchantment_name(t, ench) + " · " + good]
        if info.get("sets"):
            parts = [words.good_name(t, g) for g in info["sets"]]
            lines.append(t("flamecraft.ui.cost_sets", a=parts[0], b=parts[-1]))
            scale = self.sets_scale()
            if scale:
                lines.append(t("flamecraft.ui.sets_gain", scale=" · ".join(
                    t("flamecraft.ui.sets_n", n=i + 1, rep=rep) for i, rep in enumerate(scale))))
        else:
            reward = info.get("reward") or {}
            gain = t("flamecraft.reputation", n=reward.get("rep", 0))
            if reward.get("artisan"):
                gain += " · " + t("flamecraft.reward.artisan")
            lines.append(t("flamecraft.ui.enchant_cost", what=", ".join(
                words.items_text(t, g, n) for g, n in (info.get("cost") or {}).items()), reward=gain))
            if info.get("no_coins"):
                lines.append(t("flamecraft.ui.no_coins"))
        lines.append(t("flamecraft.ui.enchant_tip", good=good))
        return lines

    def score_lines(self, seat) -> list:
        t = self.t
        p = self.snap()["players"][seat]
        lines = [self.seat_name(seat) + ": " + t("flamecraft.reputation", n=p.get("reputation", 0))]
        breakdown = getattr(self.state, "score_breakdown", None)
        data = None
        if callable(breakdown):
            try:
                data = breakdown(seat)
            except TypeError:
                data = breakdown()
                data = data[seat] if isinstance(data, list) else data
        elif breakdown is not None:
            data = breakdown[seat] if isinstance(breakdown, list) else breakdown
        if isinstance(data, dict):
            for key, value in data.items():
                if key == "total" or (not value and key != "coins_now"):
                    continue
                label = t(f"flamecraft.score.{key}") if t.has(f"flamecraft.score.{key}") else key
                lines.append(f"{label}: {value}")
        shown = p.get("fancy_revealed") or []
        if shown:
            lines.append(t("flamecraft.ui.fancy_shown", names=", ".join(words.fancy_name(t, f) for f in shown)))
        for ench in p.get("reserved") or []:
            lines.append(t("flamecraft.ui.reserved", card=words.enchantment_name(t, ench)))
        return lines

    def tooltips(self) -> list:
        return [self.tip]

    def draw_hover(self, surface):
        """The explanation of what the mouse rests on (after the shared delay), or at once
        while a piece is held: then it is the drop's preview (gifts owed, the reward)."""
        where = self.hover if self.drag else (self.tip.pos if self.tip.due() else None)
        lines = self.tooltip_lines(where) if where is not None else []
        self.tip.hide()
        if not lines:
            return
        self.tip.shown = list(lines)
        self.tip.box = draw_tooltip(surface, self.app.fonts, lines, where, width=300, size=17)

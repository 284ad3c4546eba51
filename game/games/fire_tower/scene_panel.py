"""Drawing the side panel: seats (and solo enemies), wind, supply, Specials and challenge, log."""
from __future__ import annotations

import pygame

from game.ui.widgets import ACCENT, DANGER, GOOD, INK, MUTED, panel

from .describe import (challenge_progress, seat_name, seat_sprite, seat_towers_text, status_name, tower_name,
                       wind_name)
from .layout import (BUTTON_Y, ENEMY_ROW, HIGHLIGHT, MESSAGE_W, SEAT_ROW, SEAT_ROW_COMPACT, SIDE_W, SIDE_X,
                     SOLO_BOX_H, TOWER_RGB)


def _shadowed(x, y, w, h) -> pygame.Rect:
    """A panel's rectangle with room for its drop shadow (3 px right, 4 px down)."""
    return pygame.Rect(x - 1, y - 1, w + 5, h + 6)


class SidePanel:
    """Mixin of FireTowerScene: the top bar and the panel right of the board."""

    # ------------------------------------------------------------ drawing: side
    def draw_side(self, surface):
        """The top bar and the panels right of the board, each a picture repainted when
        what it shows changes (the vane turning and the dice are drawn over them)."""
        s, lang, layers = self.state, self.t.lang, self.layers
        solo = s.solo or {}
        layers.draw(surface, "top", (0, 0, 1280, 72),
                    (lang, s.turn_number, solo.get("level"), solo.get("round"), len(solo.get("inferno") or ()),
                     self.message, self.message_bad), self.draw_top_bar)
        position = (lang, self.version(), self.my_turn())
        layers.draw(surface, "seats", _shadowed(SIDE_X, 80, SIDE_W, self.seats_height()), position,
                    self.draw_seats)
        layers.draw(surface, "info", _shadowed(SIDE_X, self.info_top(), SIDE_W, 88),
                    position + (self.last_die,), self.draw_info)
        self.draw_info_vane(surface)
        box = self.solo_box()
        if box is not None:
            layers.draw(surface, "solo", _shadowed(*box), position, self.draw_solo)
        top = self.log_top()
        layers.draw(surface, "log", _shadowed(SIDE_X, top, SIDE_W, BUTTON_Y - 8 - top),
                    (lang, len(self.log), self.log[-1:], s.season), self.draw_log)

    def draw_top_bar(self, surface):
        s, t, fonts = self.state, self.t, self.app.fonts
        panel(surface, (0, 0, 1280, 72), (250, 250, 252), radius=0, shadow=False)
        fonts.draw(surface, t("fire_tower.title"), (14, 8), 34, INK, True)
        turn = t("fire_tower.ui.turn", turn=max(s.turn_number, 1)) if s.turn_number else ""
        if s.solo:
            level = t("fire_tower.solo.level_practice" if self.match.setup.get("practice") else "fire_tower.solo.level",
                      n=s.solo["level"])
            turn = " · ".join(part for part in (turn, level,
                                                t("fire_tower.solo.round", n=s.solo["round"]),
                                                t("fire_tower.solo.inferno", n=len(s.solo["inferno"]))) if part)
        fonts.draw(surface, turn, (200, 14), 24, MUTED)
        colour = DANGER if self.message_bad else INK
        size, lines = self.message_lines()
        surface.set_clip(pygame.Rect(0, 38, 14 + MESSAGE_W, 34))
        step = fonts.font(size, self.message_bad).get_linesize()
        top = 55 - step * len(lines) // 2
        for i, line in enumerate(lines):
            fonts.draw(surface, line, (14, top + i * step), size, colour, self.message_bad)
        surface.set_clip(None)

    def message_lines(self) -> tuple:
        """(size, lines) of the instruction in the top bar's left half (the right half is the
        refusal strip): one line, shrunk a little if needed, else two smaller lines."""
        fonts, text, bold = self.app.fonts, self.message, self.message_bad
        for size in range(24, 17, -1):
            if fonts.font(size, bold).size(text)[0] <= MESSAGE_W:
                return size, [text]
        for size in range(17, 12, -1):
            lines = fonts.wrap(text, size, MESSAGE_W, bold)
            if len(lines) <= 2 and 2 * fonts.font(size, bold).get_linesize() <= 36:
                return size, lines
        return 13, fonts.wrap(text, 13, MESSAGE_W, bold)[:2]

    def enemies(self) -> list[str]:
        """Solo: the enemy towers (no seat, a Bucket each)."""
        return list(self.state.solo["enemies"]) if self.state.solo else []

    def seats_height(self) -> int:
        return 30 + self.seat_row_h() * self.state.n + ENEMY_ROW * len(self.enemies()) + 4

    def seat_row_h(self) -> int:
        """A seat's row height: two lines (the name, then the status with the Special chips
        on its right), 44 px; 36 px with five seats, so that the log keeps its lines."""
        return SEAT_ROW_COMPACT if self.state.n >= 5 else SEAT_ROW

    def seat_lines(self) -> tuple:
        """(name line, status line) tops inside a seat's row."""
        return (1, 18) if self.seat_row_h() < SEAT_ROW else (3, 23)

    def seat_row(self, seat: int) -> pygame.Rect:
        h = self.seat_row_h()
        return pygame.Rect(SIDE_X + 6, 110 + seat * h, SIDE_W - 12, h - 2)

    def seat_cards_rect(self, seat: int) -> pygame.Rect:
        """A small card back and "N cards", at the right end of the seat's name line (left
        of the Bucket)."""
        row, (name_y, _) = self.seat_row(seat), self.seat_lines()
        w = self.app.fonts.font(18).size(self.t("fire_tower.ui.cards", n=len(self.state.hands[seat])))[0]
        return pygame.Rect(row.right - 50 - w - 17, row.y + name_y, w + 17, self.name_line_h())

    def name_line_h(self) -> int:
        """The height of the small things on the name line (clear of the status line's chips)."""
        name_y, status_y = self.seat_lines()
        return min(17, status_y - 1 - name_y)

    def seat_special_chips(self, seat: int) -> list:
        """Multiplayer: (rect, special shown, side) of a seat's two Special cards, on its
        status line: in a column after the longest status, or as far right as they fit
        (left of any mini chips); else on the name line, or in smaller letters (FT-EW-SPECIALS)."""
        return self.seat_chips_sized(seat)[1]

    def seat_chips_sized(self, seat: int) -> tuple:
        """(letter size, chips) of seat_special_chips()."""
        s, t, fonts = self.state, self.t, self.app.fonts
        sp = s.specials_of(seat) if s.solo is None else None
        if not sp:
            return 15, []
        row, (name_y, status_y) = self.seat_row(seat), self.seat_lines()
        minis = self.mini_chips(seat)
        status = fonts.font(18)
        column = row.x + 54 + max(status.size(self.seat_status(i))[0] for i in range(s.n)) + 12
        lines = {status_y: (row.x + 54 + status.size(self.seat_status(seat))[0] + 12,
                            (min(r.x for r, _k, _n in minis) if minis else row.right - 40) - 8),
                 name_y: (row.x + 54 + fonts.font(22, True).size(self.seat_label(seat))[0] + 12,
                          self.name_line_end(seat) - 4)}
        shown = [(back if sp.get(front) == "back" else front, sp.get(front))
                 for front, back in (("strong_winds", "light_breeze"), ("lookout", "patrol"))]
        for size, y in ((15, status_y), (15, name_y), (13, status_y), (13, name_y), (13, status_y)):
            widths = [fonts.font(size, True).size(t(f"fire_tower.solo.special.{special}.name"))[0] + 14
                      for special, _ in shown]
            left, right = lines[y]
            x = right - sum(widths) - 6 * (len(widths) - 1)
            if y == status_y:
                x = min(column, x)
            if x >= left:
                break
        h = fonts.font(15, True).size("Lg")[1] + 3
        chips = []
        for (special, side), w in zip(shown, widths):
            chips.append((pygame.Rect(x, row.y + y - 1, w, h), special, side))
            x += w + 6
        return size, chips

    def seat_label(self, seat: int) -> str:
        """The seat's name, and "computer" when the program plays it."""
        name = seat_name(self.t, self.state, seat)
        if self.state.players[seat].get("kind") == "bot":
            name += " · " + self.t("fire_tower.ui.computer")
        return name

    def name_line_end(self, seat: int) -> int:
        """Where the name line's right-hand things start: the cards laid face down (Coyote
        Tactics), else the hand count."""
        s = self.state
        laid = s.coyote_cards(seat) if hasattr(s, "coyote_cards") else []
        return (self.face_down_rect(seat).x if laid else self.seat_cards_rect(seat).x) - 4

    def seat_status(self, seat: int) -> str:
        s, t = self.state, self.t
        if seat == s.guardian_seat:                           # FT-VAR-GUARDIAN: its Oaks
            v = s.variant
            return t("fire_tower.variants.guardian_felled") if v["felled"] else \
                t("fire_tower.variants.guardian_row", n=len(v["oaks"]) - len(v["oaks_burned"]))
        return f"{seat_towers_text(t, s, seat)} · {status_name(t, s.status[seat])}"

    def draw_seat_specials(self, surface, seat: int) -> None:
        s, t, fonts = self.state, self.t, self.app.fonts
        size, chips = self.seat_chips_sized(seat)
        usable = s.status[seat] in ("standing", "burned")        # shadows cannot use them
        for rect, special, side in chips:
            fill = (236, 238, 244) if side == "back" or not usable else (255, 236, 200)
            pygame.draw.rect(surface, fill, rect, border_radius=7)
            pygame.draw.rect(surface, MUTED, rect, 1, border_radius=7)
            chip = fonts.render(t(f"fire_tower.solo.special.{special}.name"), size, INK if usable else MUTED, True)
            surface.blit(chip, chip.get_rect(center=rect.center))
        laid = s.coyote_cards(seat) if hasattr(s, "coyote_cards") else []
        if laid:                                             # FT-EW-COYOTE: backs only
            rect = self.face_down_rect(seat)
            back = self.app.assets.image("fire_tower/card_back.png", (12, rect.h))
            for i in range(len(laid)):
                surface.blit(back, (rect.x + i * 8, rect.y))
            fonts.draw(surface, t("fire_tower.ui.face_down", n=len(laid)),
                       (rect.x + 8 * len(laid) + 10, rect.y + 2), 15, ACCENT, True)

    def face_down_rect(self, seat: int) -> pygame.Rect:
        """FT-EW-COYOTE: the cards laid face down, on the name line left of the hand count."""
        s = self.state
        n = len(s.coyote_cards(seat)) if hasattr(s, "coyote_cards") else 0
        w = 8 * n + 10 + self.app.fonts.font(15, True).size(self.t("fire_tower.ui.face_down", n=n))[0]
        cards = self.seat_cards_rect(seat)
        return pygame.Rect(cards.x - 12 - w, cards.y, w, cards.h)

    def draw_seats(self, surface):
        s, t, fonts = self.state, self.t, self.app.fonts
        panel(surface, (SIDE_X, 80, SIDE_W, self.seats_height()))
        fonts.draw(surface, t("fire_tower.ui.players"), (SIDE_X + 12, 86), 22, INK, True)
        img = self.app.assets.image
        name_y, status_y = self.seat_lines()
        compact = self.seat_row_h() < SEAT_ROW
        icon = 28 if compact else 32
        for seat in range(s.n):
            row = self.seat_row(seat)
            mid = row.y + row.h // 2
            if seat == s.current_player and not s.is_over:
                pygame.draw.rect(surface, (255, 236, 200), row, border_radius=8)
                pygame.draw.rect(surface, (230, 150, 60), row, 2, border_radius=8)
            colour = s.seat_tower[seat]
            towers = s.seat_towers[seat] if s.variant_kind == "double" else [colour]
            for i, tower in enumerate(towers):                # FT-VAR-DOUBLE-SEATS: a bar per tower
                h = (row.h - 12) // len(towers)
                pygame.draw.rect(surface, TOWER_RGB.get(tower, (200, 160, 40)),
                                 (row.x + 4, row.y + 6 + i * h, 8, h - 1), border_radius=3)
            hawk = img(f"fire_tower/firehawk_{seat_sprite(s, seat)}.png", (icon, icon))
            if colour is None:                                # the Guardian: its hawks lie flat
                hawk = pygame.transform.rotate(hawk, 90)
                pygame.draw.circle(surface, (210, 170, 50), (row.x + 32, mid), icon // 2 + 1, 2)
            surface.blit(hawk, hawk.get_rect(center=(row.x + 32, mid)))
            cards = self.seat_cards_rect(seat)
            chips = self.seat_special_chips(seat)
            on_name = [r.x for r, _sp, _sd in chips if r.y < row.y + status_y - 1]
            name_end = min(on_name + [self.name_line_end(seat)]) - 4
            surface.set_clip(pygame.Rect(row.x, row.y, name_end - row.x, row.h))
            fonts.draw(surface, self.seat_label(seat), (row.x + 54, row.y + name_y), 22, INK, True)
            status_end = min([r.x for r, _sp, _sd in chips if r.y >= row.y + status_y - 1]
                             + [r.x for r, _k, _n in self.mini_chips(seat)] + [row.right - 40]) - 6
            surface.set_clip(pygame.Rect(row.x, row.y, status_end - row.x, row.h))
            fonts.draw(surface, self.seat_status(seat), (row.x + 54, row.y + status_y), 18,
                       DANGER if s.status[seat] == "out" else MUTED)
            surface.set_clip(None)
            surface.blit(img("fire_tower/card_back.png", (12, cards.h)), cards.topleft)
            fonts.draw(surface, t("fire_tower.ui.cards", n=len(s.hands[seat])), (cards.x + 17, cards.y + 2), 18, INK)
            self.draw_mini_chips(surface, seat)               # FT-MEGA-RESERVE, FT-WATER-GEM-SETUP
            self.draw_seat_specials(surface, seat)            # FT-EW-SPECIALS, FT-EW-COYOTE
            if seat == s.guardian_seat:                       # no Bucket (FT-VAR-GUARDIAN)
                continue
            size = 30 if compact else 34
            bucket = img("fire_tower/bucket_full.png" if s.bucket[seat]
                         else "fire_tower/bucket_reckless.png", (size, size))
            top = mid - size // 2
            surface.blit(bucket, (row.right - 6 - size, top))
            if not s.bucket[seat]:
                pygame.draw.line(surface, DANGER, (row.right - 6 - size, top + size - 2), (row.right - 8, top + 2), 3)
        for i, colour in enumerate(self.enemies()):
            self.draw_enemy(surface, pygame.Rect(SIDE_X + 6, 110 + self.seat_row_h() * s.n + i * ENEMY_ROW,
                                                 SIDE_W - 12, ENEMY_ROW - 2), colour)

    def mini_chips(self, seat) -> list:
        """(rect, kind, count) of a seat's megahawk reserve and water bucket chips, on the
        right of its status line (only with the minis on)."""
        s = self.state
        row, (_, y) = self.seat_row(seat), self.seat_lines()
        chips, x, h = [], row.right - 48, min(18, row.h - y)
        if s.options.get("water_gems") and s.water_supply:
            chips.append((pygame.Rect(x - 40, row.y + y, 40, h), "water", s.water_supply[seat]))
            x -= 46
        if s.options.get("megahawk") and s.mega_reserve:
            chips.append((pygame.Rect(x - 40, row.y + y, 40, h), "mega", s.mega_reserve[seat]))
        return chips

    def draw_mini_chips(self, surface, seat):
        s, fonts, img = self.state, self.app.fonts, self.app.assets.image
        for rect, kind, count in self.mini_chips(seat):
            spent = kind == "water" and not s.bucket[seat]
            pygame.draw.rect(surface, (255, 236, 170) if kind == "mega" else (220, 236, 255), rect, border_radius=6)
            icon = img("fire_tower/firehawk_red.png" if kind == "mega" else "fire_tower/water.png", (16, 16))
            if kind == "mega" and s.seat_tower[seat]:
                icon = img(f"fire_tower/firehawk_{s.seat_tower[seat]}.png", (16, 16))
            surface.blit(icon, (rect.x + 3, rect.y + 1))
            fonts.draw(surface, str(count), (rect.x + 22, rect.y + 1), 16, MUTED if spent else INK, True)
            if spent:
                pygame.draw.line(surface, DANGER, rect.bottomleft, rect.topright, 2)

    def draw_enemy(self, surface, row, colour):
        """Solo: an enemy tower, standing or burned, with its Bucket (FT-SOLO-ENEMY-BUCKET)."""
        s, t, fonts, img = self.state, self.t, self.app.fonts, self.app.assets.image
        burned = colour in s.burned
        pygame.draw.rect(surface, TOWER_RGB.get(colour, MUTED), (row.x + 4, row.y + 4, 8, row.h - 8),
                         border_radius=3)
        surface.blit(img(f"fire_tower/firehawk_{colour}.png", (24, 24)), (row.x + 20, row.y + 3))
        label = t("fire_tower.solo.enemy", tower=tower_name(t, colour))
        status = t("fire_tower.status.burned") if burned else t("fire_tower.status.standing")
        fonts.draw(surface, label, (row.x + 54, row.y + 5), 20, INK, True)
        fonts.draw(surface, status, (row.right - 200, row.y + 6), 18, DANGER if burned else MUTED)
        if not burned:
            ready = s.solo["enemy_bucket"].get(colour)
            bucket = img("fire_tower/bucket_full.png" if ready else "fire_tower/bucket_reckless.png", (26, 26))
            surface.blit(bucket, (row.right - 36, row.y + 2))
            if not ready:
                pygame.draw.line(surface, DANGER, (row.right - 36, row.y + 27), (row.right - 10, row.y + 3), 3)

    def info_top(self) -> int:
        return 80 + self.seats_height() + 8

    def solo_box(self) -> pygame.Rect | None:
        """Solo: the Special cards and the round's challenge, under the wind panel."""
        if not self.state.solo:
            return None
        return pygame.Rect(SIDE_X, self.info_top() + 96, SIDE_W, self.solo_height())

    def special_chips(self) -> list:
        """Solo: (rect, special shown, side) of the two Special cards' chips in the solo box."""
        box = self.solo_box()
        if box is None:
            return []
        s, t, fonts = self.state, self.t, self.app.fonts
        x = box.x + 12 + fonts.font(20, True).size(t("fire_tower.solo.specials"))[0] + 12
        chips = []
        for front, back in (("strong_winds", "light_breeze"), ("lookout", "patrol")):
            side = s.solo["specials"].get(front)
            special = back if side == "back" else front
            w, h = fonts.font(18, True).size(t(f"fire_tower.solo.special.{special}.name"))
            rect = pygame.Rect(x, box.y + 7, w, h).inflate(14, 6)
            rect.topleft = (x - 7, box.y + 4)
            chips.append((rect, special, side))
            x = rect.right + 10 + 7
        return chips

    def solo_text(self) -> tuple:
        """(challenge title, its text's lines, progress line) of the solo panel."""
        s, t, fonts = self.state, self.t, self.app.fonts
        cid = s.solo.get("challenge")
        if not cid:
            return "", [], ""
        title = t("fire_tower.solo.challenge_now", name=t(f"fire_tower.solo.challenge.{cid}.name"))
        lines = fonts.wrap(t(f"fire_tower.solo.challenge.{cid}.text"), 17, SIDE_W - 24)
        return title, lines, challenge_progress(t, s)

    def solo_height(self) -> int:
        """Tall enough for the chips, the challenge's whole text and its progress line,
        each on its own lines (never drawn over one another); at least SOLO_BOX_H."""
        key = (self.t.lang, repr(self.state.solo.get("challenge")), challenge_progress(self.t, self.state))
        if getattr(self, "_solo_h_key", None) != key:
            fonts = self.app.fonts
            title, lines, progress = self.solo_text()
            h = 38 + fonts.font(20, True).get_linesize()
            h += len(lines) * fonts.font(17).get_linesize()
            if progress:                  # wrapped: a long Action Plan takes lines
                h += len(fonts.wrap(progress, 18, SIDE_W - 24, True)) * fonts.font(18, True).get_linesize() + 2
            self._solo_h_key, self._solo_h = key, max(SOLO_BOX_H, h + 8)
        return self._solo_h

    def draw_solo(self, surface):
        box = self.solo_box()
        if box is None:
            return
        s, t, fonts = self.state, self.t, self.app.fonts
        panel(surface, box)
        fonts.draw(surface, t("fire_tower.solo.specials"), (box.x + 12, box.y + 8), 20, INK, True)
        for rect, special, side in self.special_chips():
            chip = fonts.render(t(f"fire_tower.solo.special.{special}.name"), 18, INK, True)
            pygame.draw.rect(surface, (236, 238, 244) if side == "back" else (255, 236, 200), rect, border_radius=8)
            pygame.draw.rect(surface, MUTED, rect, 1, border_radius=8)
            surface.blit(chip, chip.get_rect(center=rect.center))
        title, lines, progress = self.solo_text()
        y = box.y + 38
        if not title:
            fonts.draw(surface, t("fire_tower.solo.no_challenge"), (box.x + 12, y), 20, MUTED)
            return
        fonts.draw(surface, title, (box.x + 12, y), 20, ACCENT, True)
        y += fonts.font(20, True).get_linesize()
        for line in lines:
            fonts.draw(surface, line, (box.x + 12, y), 17, INK)
            y += fonts.font(17).get_linesize()
        for line in fonts.wrap(progress, 18, SIDE_W - 24, True) if progress else ():
            fonts.draw(surface, line, (box.x + 12, y + 2), 18, GOOD, True)
            y += fonts.font(18, True).get_linesize()

    def draw_info(self, surface):
        s, t, fonts = self.state, self.t, self.app.fonts
        top = self.info_top()
        box = pygame.Rect(SIDE_X, top, SIDE_W, 88)
        panel(surface, box)
        fonts.draw(surface, t("fire_tower.ui.wind", wind=wind_name(t, s.wind)), (box.x + 96, top + 8), 26,
                   INK, True)
        fonts.draw(surface, t("fire_tower.ui.deck", n=len(s.deck)) + " · " +
                   t("fire_tower.ui.discard", n=len(s.discard)), (box.x + 96, top + 36), 20, INK)
        fonts.draw(surface, t("fire_tower.ui.supply", n=s.hawk_supply()), (box.x + 130, top + 60), 20, MUTED)
        self.draw_supply(surface)
        self.draw_wind_directions(surface, box.x + 300, top + 8)
        if self.last_die:
            die = self.app.assets.image(self.last_die, (48, 48))
            surface.blit(die, (box.right - 60, top + 20))

    def draw_info_vane(self, surface):
        """The wind vane of the info box (it turns when the wind changes)."""
        turned = self.turned_vane(76, self.vane_angle)
        surface.blit(turned, turned.get_rect(center=(SIDE_X + 46, self.info_top() + 44)))

    def draw_supply(self, surface):
        """The firehawk supply: drag a hawk from here when one is to be placed."""
        rect = self.supply_rect()
        ready = self.my_turn() and self.can_take_from_supply()
        if ready:
            surface.blit(self._glow(HIGHLIGHT), rect)
            pygame.draw.rect(surface, HIGHLIGHT, rect, 3, border_radius=6)
        if self.state.hawk_supply() > 0:
            hawk = self.app.assets.image("fire_tower/firehawk.png", (28, 28))
            surface.blit(hawk, hawk.get_rect(center=rect.center))

    def draw_wind_directions(self, surface, x, y):
        """The four directions: the current wind highlighted, retired ones crossed out (FT-DIG-WIND)."""
        s, fonts = self.state, self.app.fonts
        for i, d in enumerate(("N", "E", "S", "W")):
            box = pygame.Rect(x + i * 30, y, 26, 26)
            retired = d in s.retired
            fill = ACCENT if d == s.wind else ((214, 214, 218) if retired else (236, 238, 244))
            pygame.draw.rect(surface, fill, box, border_radius=6)
            letter = wind_name(self.t, d)[:1]
            fonts.draw(surface, letter, box.center, 22, (255, 255, 255) if d == s.wind else
                       (MUTED if retired else INK), True, "center")
            if retired:
                pygame.draw.line(surface, DANGER, box.bottomleft, box.topright, 3)

    def season_chip(self):
        """FT-SEASON-PLAY: (rect, text) of the season in force, a chip in the log's title
        row (None without one)."""
        sid = self.state.season_in_force()
        if sid is None:
            return None
        t, fonts = self.t, self.app.fonts
        text = t("fire_tower.ui.season", card=t(f"fire_tower.card.{sid}.name"))
        w, h = fonts.font(18, True).size(text)
        rect = pygame.Rect(0, 0, w + 20, h + 6)
        rect.topright = (SIDE_X + SIDE_W - 10, self.log_top() + 2)
        return rect, text

    def log_top(self) -> int:
        return self.info_top() + 96 + (self.solo_height() + 8 if self.state.solo else 0)

    def log_lines(self) -> int:
        """How many lines of the log the panel shows between the Wind box and the buttons."""
        return max(1, (BUTTON_Y - 8 - self.log_top() - 28) // 20)

    def draw_log(self, surface):
        t, fonts = self.t, self.app.fonts
        top = self.log_top()
        bottom = BUTTON_Y - 8
        box = pygame.Rect(SIDE_X, top, SIDE_W, bottom - top)
        panel(surface, box)
        fonts.draw(surface, t("fire_tower.ui.log"), (box.x + 12, top + 4), 20, INK, True)
        chip = self.season_chip()
        if chip is not None:                                 # the season in force
            rect, text = chip
            pygame.draw.rect(surface, (222, 236, 252), rect, border_radius=9)
            pygame.draw.rect(surface, ACCENT, rect, 2, border_radius=9)
            fonts.draw(surface, text, rect.center, 18, INK, True, "center")
        lines = self.log_lines()
        surface.set_clip(box.inflate(-12, 0))
        y = top + 26
        for first, line in fonts.log_rows(self.log, 19, box.width - 24, lines, 12):
            fonts.draw(surface, line, (box.x + 12 + (0 if first else 12), y), 19, INK)
            y += 20
        surface.set_clip(None)

"""Drawing the board: tokens, highlights, pattern previews, dragged hawks, overlays."""
from __future__ import annotations

import pygame

from game.ui.widgets import GOOD, INK, NOTE, PAPER, panel, tooltip_box

from .describe import GUARDIAN_SPRITE, column_label, row_label
from .layout import (BOARD_POS, CARD_H, CARD_W, COMPASS_POINTS, CORNER_BADGES, EDGE_LABEL_INK,
                     EDGE_LABEL_SIZE, HIGHLIGHT, LAST_MOVE, SQ, TOWER_RGB, WARN, edge_label_places,
                     refusal_rect, square_at, square_rect)


class BoardView:
    """Mixin of FireTowerScene: everything drawn over the forest map."""

    # ------------------------------------------------------------ drawing: board
    def board_key(self):
        """Everything the still board picture shows: the pieces at rest (the animation's
        copy of the board while it catches up), the marks of the solo mode, and what the
        seat at the screen may do (highlights and the pattern's legal spots)."""
        s, anim = self.state, self.anim
        cells, hawks = anim.board(s)
        held = self.drag["from"] if self.drag and self.drag["moved"] else None
        solo = s.solo or {}
        marks = (tuple(solo.get("oaks") or ()), tuple(solo.get("oaks_burned") or ()), solo.get("oak_next"),
                 tuple(s.lightning_tokens()), solo.get("sanctuary"), solo.get("resistant"),
                 tuple((s.variant or {}).get("oaks_burned") or ()), tuple(s.guardian_hawks()),
                 (s.variant or {}).get("ghost_taken"),                # FT-VAR-*
                 repr(s.water), repr(s.megas))                        # FT-WATER-GEM-*, FT-MEGA-*
        mine = self.my_turn()
        return ("".join(cells), frozenset(hawks), frozenset(anim.hidden), frozenset(anim.lift),
                frozenset(anim.scale), held, tuple(s.burned), marks, self.t.lang, mine,
                self.version() if mine else None, self.current_rot() if mine else None,
                repr(self.drag and self.drag.get("dests")), self.strikes, self.last_move)

    def paint_board(self, surface):
        surface.blit(self.backdrop, BOARD_POS)
        self.draw_compass(surface)
        self.draw_edge_labels(surface)
        self.draw_board(surface)
        self.draw_last_move(surface)
        self.draw_highlights(surface)
        self.draw_pattern_spots(surface)

    def compass_labels(self) -> dict:
        """The letters written on the map's frame, in the player's language (Spanish: O for west)."""
        return {d: self.t(f"fire_tower.compass.{d}") for d in list(COMPASS_POINTS) + list(CORNER_BADGES)}

    def draw_compass(self, surface):
        """The compass markers' and corner badges' letters (the map art leaves them blank)."""
        labels, fonts = self.compass_labels(), self.app.fonts
        for d, (x, y) in COMPASS_POINTS.items():
            fonts.draw(surface, labels[d], (BOARD_POS[0] + x, BOARD_POS[1] + y + 1), 20, INK, True, "center")
        for d, (x, y) in CORNER_BADGES.items():
            fonts.draw(surface, labels[d], (BOARD_POS[0] + x, BOARD_POS[1] + y), 13, (255, 255, 255), True,
                       "center")

    def edge_labels(self) -> list:
        """(text, screen rect) of every coordinate printed on the frame; the log and the
        prompts name squares the same way (describe.square_name)."""
        key = ("edge_labels", self.state.cfg.size)
        if key not in self._card_cache:
            fonts, out = self.app.fonts, []
            for kind, i, (x, y) in edge_label_places(self.state.cfg.size):
                text = column_label(i) if kind == "col" else row_label(i)
                w, h = fonts.font(EDGE_LABEL_SIZE, True).size(text)
                out.append((text, pygame.Rect(0, 0, w, h).move(BOARD_POS[0] + x - w // 2,
                                                              BOARD_POS[1] + y - h // 2)))
            self._card_cache[key] = out
        return self._card_cache[key]

    def draw_edge_labels(self, surface):
        fonts = self.app.fonts
        for text, rect in self.edge_labels():
            fonts.draw(surface, text, rect.center, EDGE_LABEL_SIZE, EDGE_LABEL_INK, True, "center")

    def last_move_rects(self) -> list:
        return [square_rect(r, c) for (r, c) in sorted(self.last_move)]

    def draw_last_move(self, surface):
        """A thin light outline on each square the last action changed, until the next."""
        if not self.last_move:
            return
        key = ("last_move",)
        if key not in self._card_cache:
            mark = pygame.Surface((SQ, SQ), pygame.SRCALPHA)
            pygame.draw.rect(mark, LAST_MOVE + (70,), mark.get_rect().inflate(-4, -4), border_radius=5)
            pygame.draw.rect(mark, LAST_MOVE + (235,), mark.get_rect().inflate(-4, -4), 2, border_radius=5)
            self._card_cache[key] = mark
        mark = self._card_cache[key]
        for rect in self.last_move_rects():
            surface.blit(mark, rect)
        self.draw_strikes(surface)

    def strike_paths(self) -> list:
        """FT-LIGHTNING-STRIKE: (token square, struck square) of the last action's strikes,
        each struck square traced back against the strike's direction to its token."""
        paths = []
        size = self.state.cfg.size
        for froms, cells, direction in self.strikes:
            dr, dc = self.state.cfg.directions[direction]
            for r, c in cells:
                pr, pc = r - dr, c - dc
                while 0 <= pr < size and 0 <= pc < size and (pr, pc) not in froms:
                    pr, pc = pr - dr, pc - dc
                if (pr, pc) in froms:
                    paths.append(((pr, pc), (r, c)))
        return paths

    def draw_strikes(self, surface):
        """The last strikes as yellow zigzag bolts from each token to the square it burned."""
        for (a, b) in self.strike_paths():
            ax, ay = square_rect(*a).center
            bx, by = square_rect(*b).center
            steps = max(2, 2 * (abs(a[0] - b[0]) + abs(a[1] - b[1])))
            nx, ny = (by - ay), -(bx - ax)
            length = max(1.0, (nx * nx + ny * ny) ** 0.5)
            points = []
            for i in range(steps + 1):
                f = i / steps
                wiggle = 0 if i in (0, steps) else (6 if i % 2 else -6)
                points.append((ax + (bx - ax) * f + nx / length * wiggle, ay + (by - ay) * f + ny / length * wiggle))
            pygame.draw.lines(surface, (60, 50, 20), False, points, 6)
            pygame.draw.lines(surface, (255, 225, 70), False, points, 3)

    def draw_board(self, surface):
        """The pieces at rest; those moving are left to draw_board_motion."""
        s = self.state
        size = s.cfg.size
        img = self.app.assets.image
        gem, fbreak = img("fire_tower/gem_fire.png"), img("fire_tower/firebreak.png")
        eternal = set(s.cfg.eternal)
        for colour in s.burned:
            rect = self.tower_rects.get(colour)
            if rect:
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                veil.fill((20, 10, 10, 140))
                surface.blit(veil, rect)
        oaks, table = s._oak_state()                         # Oak cards lie under the gems
        for side in (oaks or {}).get("oaks") or []:          # (solo, or the Guardian's: FT-VAR-OAKS)
            self.draw_oak(surface, table[side], side in oaks["oaks_burned"],
                          s.solo is not None and side == s.solo.get("oak_next"))
        cells, hawks = self.anim.board(s)
        anim = self.anim
        for sq, ch in enumerate(cells):
            if ch == "." or (ch == "E" and sq in eternal) or sq in anim.hidden \
                    or sq in anim.scale or sq in anim.lift:
                continue
            rect = square_rect(sq // size, sq % size)
            surface.blit(fbreak if ch == "x" else gem, (fbreak if ch == "x" else gem).get_rect(center=rect.center))
        held = self.drag["from"] if self.drag and self.drag["moved"] else None
        held = held and held[0] * size + held[1]
        flat = set(s.guardian_hawks())
        self.draw_water_gems(surface)
        megas = {m[0]: m for m in s.megas}
        for sq in hawks:
            if sq == held:
                continue
            rect = square_rect(sq // size, sq % size)
            if sq in megas:                                   # FT-MEGA-HAWK
                self.draw_megahawk(surface, rect, megas[sq])
                continue
            if sq in flat:                                    # FT-VAR-GUARDIAN-HAWKS: laid flat
                surface.blit(self.flat_hawk(), self.flat_hawk().get_rect(center=rect.center))
                continue
            hawk = img(f"fire_tower/firehawk_{s.cfg.quadrant_of[sq]}.png")
            surface.blit(hawk, hawk.get_rect(center=rect.center))
        self.draw_ghost_card(surface)                        # labels over the gems (readable)
        for colour in s.burned:
            rect = self.tower_rects.get(colour)
            if rect:
                label = pygame.Rect(0, 0, rect.w - 8, 28)
                label.center = rect.center
                pygame.draw.rect(surface, (40, 20, 15), label, border_radius=6)
                self.app.fonts.draw(surface, self.t("fire_tower.status.burned"), label.center, 22,
                                    (255, 230, 200), True, "center")
        self.draw_solo_marks(surface)

    def draw_water_gems(self, surface):
        """FT-WATER-GEM-PLACE: a water drop with its owner's colour ringed round it."""
        s, size = self.state, self.state.cfg.size
        drop = self.app.assets.image("fire_tower/water.png", (30, 30))
        for sq, owner in s.water:
            rect = square_rect(sq // size, sq % size)
            colour = TOWER_RGB.get(s.seat_tower[owner] if owner < len(s.seat_tower) else None, (60, 120, 200))
            pygame.draw.circle(surface, (235, 245, 255), rect.center, 17)
            pygame.draw.circle(surface, colour, rect.center, 17, 3)
            surface.blit(drop, drop.get_rect(center=rect.center))

    def draw_megahawk(self, surface, rect, mega):
        """FT-MEGA-HAWK: a bigger hawk in its owner's colour on a gold disc."""
        s = self.state
        owner = mega[1]
        colour = s.seat_tower[owner] if owner < len(s.seat_tower) and s.seat_tower[owner] else "red"
        pygame.draw.circle(surface, (255, 214, 90), rect.center, 19)
        pygame.draw.circle(surface, (150, 100, 20), rect.center, 19, 2)
        hawk = self.app.assets.image(f"fire_tower/firehawk_{colour}.png", (40, 40))
        surface.blit(hawk, hawk.get_rect(center=(rect.centerx, rect.centery - 1)))

    def draw_board_motion(self, surface):
        """Over the still board: gems dropping in or shrinking away, the wind vane on the
        Eternal Flame, and whatever flies (hawks, carried gems)."""
        s, anim = self.state, self.anim
        size = s.cfg.size
        img = self.app.assets.image
        gem, fbreak = img("fire_tower/gem_fire.png"), img("fire_tower/firebreak.png")
        cells, _ = anim.board(s)
        for sq in set(anim.lift) | set(anim.scale):
            ch = cells[sq]
            if ch == "." or sq in anim.hidden or (ch == "E" and sq in s.cfg.eternal):
                continue
            rect = square_rect(sq // size, sq % size)
            sprite = fbreak if ch == "x" else gem
            if sq in anim.scale:
                side = max(1, round(SQ * anim.scale[sq]))
                sprite = pygame.transform.smoothscale(sprite, (side, side))
            lift = anim.lift.get(sq, 0)
            surface.blit(sprite, sprite.get_rect(center=(rect.centerx, rect.centery - lift)))
        self.draw_flame_vane(surface)
        for flyer in anim.flyers:
            for kind, colour in flyer["sprites"]:
                sprite = gem if kind == "gem" else img(f"fire_tower/firehawk_{colour}.png")
                dy = -10 if kind == "hawk" and len(flyer["sprites"]) > 1 else 0
                x, y = flyer["pos"]
                surface.blit(sprite, sprite.get_rect(center=(round(x), round(y) + dy)))

    def draw_solo_marks(self, surface):
        """Solo: lightning tokens (FT-SOLO-LIGHTNING), the Sanctuary hawk lying on its side
        and the tower under Resistant Construction."""
        solo = self.state.solo
        size = self.state.cfg.size
        for sq in self.state.lightning_tokens():            # solo and multiplayer (FT-LIGHTNING-START)
            surface.blit(self.bolt_token(), square_rect(sq // size, sq % size))
        if not solo:
            return
        sanctuary = solo.get("sanctuary")
        if sanctuary is not None:
            rect = square_rect(sanctuary // size, sanctuary % size)
            hawk = pygame.transform.rotate(self.app.assets.image("fire_tower/firehawk_red.png", (30, 30)), 90)
            pygame.draw.circle(surface, (255, 255, 255), rect.center, 18, 3)
            surface.blit(hawk, hawk.get_rect(center=rect.center))
        resistant = solo.get("resistant")
        if resistant and resistant in self.tower_rects:
            rect = self.tower_rects[resistant]
            pygame.draw.rect(surface, (90, 90, 110), rect, 5, border_radius=6)
            self.app.fonts.draw(surface, self.t("fire_tower.solo.resistant_mark"), rect.center, 18,
                                (255, 255, 255), True, "center")

    def flat_hawk(self) -> pygame.Surface:
        """The Guardian's firehawk lying on its side, on a gold ring (drawn once)."""
        if "flat_hawk" not in self._card_cache:
            token = pygame.Surface((SQ, SQ), pygame.SRCALPHA)
            pygame.draw.circle(token, (60, 45, 15, 150), (SQ // 2, SQ // 2), 17)
            pygame.draw.circle(token, (230, 190, 60), (SQ // 2, SQ // 2), 17, 3)
            hawk = pygame.transform.rotate(
                self.app.assets.image(f"fire_tower/firehawk_{GUARDIAN_SPRITE}.png", (30, 30)), 90)
            token.blit(hawk, hawk.get_rect(center=(SQ // 2, SQ // 2)))
            self._card_cache["flat_hawk"] = token
        return self._card_cache["flat_hawk"]

    def draw_ghost_card(self, surface):
        """FT-VAR-GHOST-TAKE: the Ghost Tower card on the tower the first burned player took
        (before that, a faint label on the empty tower), over the gems so it stays readable."""
        v = self.state.variant or {}
        if v.get("kind") != "ghost" or v.get("ghost") not in self.tower_rects:
            return
        rect = self.tower_rects[v["ghost"]]
        label = pygame.Rect(0, 0, rect.w - 8, 26)
        corner_row = self.state.cfg.back_corner[v["ghost"]] // self.state.cfg.size
        if corner_row == 0:                                  # away from the tower's own corner
            label.midbottom = (rect.centerx, rect.bottom - 4)
        else:
            label.midtop = (rect.centerx, rect.top + 4)
        taken = v.get("ghost_taken")
        pygame.draw.rect(surface, (235, 235, 250) if taken else (60, 60, 70), label, border_radius=6)
        pygame.draw.rect(surface, (120, 120, 170), label, 2, border_radius=6)
        self.app.fonts.draw(surface, self.t("fire_tower.variants.ghost_card"), label.center, 15,
                            (40, 40, 80) if taken else (210, 210, 220), True, "center")

    def draw_oak(self, surface, parts, burned, due):
        """FT-SOLO-OAKS / FT-VAR-OAKS: an Oak card over its crown and lower squares; the one
        due to burn next (solo) is ringed and labelled, a burned one is charred."""
        size = self.state.cfg.size
        crown = [square_rect(sq // size, sq % size) for sq in parts["crown"]]
        lower = [square_rect(sq // size, sq % size) for sq in parts["lower"]]
        card = crown[0].unionall(crown[1:] + lower)
        tint = pygame.Surface(card.size, pygame.SRCALPHA)
        tint.fill((40, 20, 10, 170) if burned else (60, 110, 40, 120))
        surface.blit(tint, card)
        for rect in crown:
            pygame.draw.circle(surface, (120, 40, 20) if burned else (70, 150, 60), rect.center, 15)
            pygame.draw.circle(surface, (200, 60, 160), rect.center, 15, 3)      # the crown
        pygame.draw.rect(surface, HIGHLIGHT if due else (90, 60, 30), card, 4 if due else 2, border_radius=6)
        if due:
            self.app.fonts.draw(surface, self.t("fire_tower.solo.oak_due"), card.center, 16, (255, 255, 255),
                                True, "center")

    def bolt_token(self) -> pygame.Surface:
        """A lightning token: a yellow bolt on a dark disc (drawn once)."""
        if "bolt" not in self._card_cache:
            token = pygame.Surface((SQ, SQ), pygame.SRCALPHA)
            pygame.draw.circle(token, (40, 40, 60), (SQ // 2, SQ // 2), 16)
            pygame.draw.circle(token, (250, 220, 60), (SQ // 2, SQ // 2), 16, 2)
            bolt = [(22, 7), (12, 22), (19, 22), (16, 33), (28, 16), (21, 16), (25, 7)]
            pygame.draw.polygon(token, (255, 226, 70), bolt)
            self._card_cache["bolt"] = token
        return self._card_cache["bolt"]

    def draw_flame_vane(self, surface):
        """The wind marker stands on the Eternal Flame, as on the table (FT-DIG-WIND)."""
        size = self.state.cfg.size
        rects = [square_rect(sq // size, sq % size) for sq in self.state.cfg.eternal]
        if not rects:
            return
        centre = rects[0].unionall(rects[1:]).center
        turned = self.turned_vane(56, self.vane_angle)
        surface.blit(turned, turned.get_rect(center=centre))

    def turned_vane(self, side: int, angle: float) -> pygame.Surface:
        """The wind vane turned to a whole degree (each turned picture is made once)."""
        key = ("vane", side, round(angle) % 360)
        if key not in self._card_cache:
            vane = self.app.assets.image("fire_tower/wind_vane.png", (side, side))
            self._card_cache[key] = pygame.transform.rotozoom(vane, key[2], 1.0)
        return self._card_cache[key]

    def draw_highlights(self, surface):
        if not self.my_turn():
            return
        opts = self.options()
        d = self.pos().decision or {}
        size = self.state.cfg.size
        squares = opts["squares"]
        if self.drag and self.drag["from"] is not None and self.drag["moved"]:
            squares = self.drag["dests"]                # where the held hawk may land
        for colour in self.tower_choices():            # a challenge names an enemy tower
            for sq in self.state.cfg.zone_squares[colour]:
                rect = square_rect(sq // size, sq % size)
                surface.blit(self._glow(HIGHLIGHT), rect)
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(-2, -2), 2, border_radius=6)
        if squares:
            glow = self._glow(HIGHLIGHT)
            for (r, c) in squares:
                rect = square_rect(r, c)
                surface.blit(glow, rect)
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(-2, -2), 3, border_radius=6)
        # Squares already chosen in a select/cells decision are shown as they will be.
        chosen = d.get("chosen") if d.get("kind") == "select" else \
            d.get("picked") if d.get("kind") == "cells" else None
        if chosen:
            eff = d.get("effect") or ""
            char = "x" if ("break" in eff or eff == "champion") else \
                "." if eff in ("water", "bucket", "helitack") else "f"
            for sq in chosen:
                if type(sq) is int:
                    self._ghost(surface, sq // size, sq % size, char, GOOD)

    def _glow(self, colour):
        key = ("glow", colour)
        if key not in self._card_cache:
            g = pygame.Surface((SQ, SQ), pygame.SRCALPHA)
            pygame.draw.rect(g, colour + (80,), g.get_rect(), border_radius=6)
            self._card_cache[key] = g
        return self._card_cache[key]

    def _ghost(self, surface, r, c, char, outline):
        rect = square_rect(r, c)
        name = {"f": "gem_fire", "x": "firebreak", ".": "water", "E": "gem_fire"}.get(char)
        if name:
            key = ("ghost", name)
            if key not in self._card_cache:
                sprite = self.app.assets.image(f"fire_tower/{name}.png").copy()
                sprite.set_alpha(200)
                self._card_cache[key] = sprite
            sprite = self._card_cache[key]
            surface.blit(sprite, sprite.get_rect(center=rect.center))
        pygame.draw.rect(surface, outline, rect.inflate(-2, -2), 3, border_radius=6)

    def draw_pattern_spots(self, surface):
        """A dot on every square the pattern may be centred on (part of the still board)."""
        if not self.my_turn():
            return
        places = self.options()["places"]
        if not places:
            return
        rot = self.current_rot()
        shape = self.shape(rot)
        h = max((dr for dr, _, _ in shape), default=0) + 1
        w = max((dc for _, dc, _ in shape), default=0) + 1
        for (r, c) in places.get(rot, ()):          # where the mouse may go
            rect = square_rect(r + (h - 1) // 2, c + (w - 1) // 2)
            pygame.draw.circle(surface, HIGHLIGHT, rect.center, 6)
            pygame.draw.circle(surface, INK, rect.center, 6, 1)

    def draw_pattern(self, surface):
        """The pattern under the mouse: what laying it there would change, or why not."""
        if not self.my_turn():
            return
        if not self.options()["places"]:
            return
        sq = square_at(self.hover, self.state.cfg.size)
        if sq is None:
            return
        rot, anchor = self.anchor_for(sq)
        legal, marks, reason = self.preview(rot, anchor)
        size = self.state.cfg.size
        if legal:       # the card's outline; only the squares that change are filled in
            for dr, dc, _ in self.shape(rot):
                r, c = anchor[0] + dr, anchor[1] + dc
                if 0 <= r < size and 0 <= c < size:
                    pygame.draw.rect(surface, (255, 255, 255), square_rect(r, c), 1)
        fill = self._glow((90, 220, 140))
        for r, c, ch in marks:
            if 0 <= r < size and 0 <= c < size:
                if legal:
                    surface.blit(fill, square_rect(r, c))
                    self._ghost(surface, r, c, ch, GOOD)
                else:
                    pygame.draw.rect(surface, NOTE, square_rect(r, c).inflate(-2, -2), 3,
                                     border_radius=6)       # hovering: neutral, not a refusal
        if not legal and reason:
            aimed = [square_rect(r, c) for r, c, _ in marks if 0 <= r < size and 0 <= c < size]
            self._tooltip(surface, reason, self.hover, avoid=square_rect(*sq).unionall(aimed))
        elif legal:
            warning = self.loss_warning((self.pattern_verb(), anchor[0], anchor[1], rot))
            if warning:
                self._tooltip(surface, warning, self.hover, WARN)

    def draw_drag(self, surface):
        """The held firehawk follows the mouse; a square it cannot land on says why."""
        if not self.drag or not self.drag["moved"] or self.hover is None:
            return
        sq = square_at(self.hover, self.state.cfg.size)
        colour = self.state.seat_tower[self.state.current_player] or GUARDIAN_SPRITE
        if self.drag["from"] is not None:
            colour = self.state.cfg.quadrant_of[self.drag["from"][0] * self.state.cfg.size
                                                + self.drag["from"][1]]
            if sq is not None and sq != self.drag["from"] and sq not in self.drag["dests"]:
                reason = self.drop_reason(self.drag, sq)
                if reason:
                    self._tooltip(surface, reason, self.hover, avoid=square_rect(*sq))
        hawk = self.app.assets.image(f"fire_tower/firehawk_{colour}.png")
        surface.blit(hawk, hawk.get_rect(center=(self.hover[0], self.hover[1] - 6)))

    def draw_hover_reason(self, surface):
        if self.drag and self.drag["from"] is not None or not self.hover_explains():
            return
        opts = self.options() if self.my_turn() else None
        if not opts or not opts["squares"] or opts["places"]:
            return
        sq = square_at(self.hover, self.state.cfg.size)
        if sq in opts["squares"]:
            warning = self.loss_warning(opts["squares"][sq])
            if warning:
                self._tooltip(surface, warning, self.hover, WARN)
            return
        if sq is None:
            return
        key = (self.version(), sq)
        if self._reason_key != key:
            self._reason_key, self._reason = key, self.square_reason(sq)
        if self._reason:
            self._tooltip(surface, self._reason, self.hover, avoid=square_rect(*sq))

    def _tooltip(self, surface, text, pos, colour=NOTE, avoid=None):
        """What the mouse is aiming at cannot be done (or would lose): noted for this frame.
        Why not is written beside the pointer, clear of the squares aimed at (`avoid`), as
        a tooltip (neutral: red is for a refused click); a warning in the refusal strip."""
        self._hover_note = (text, colour)
        self._hover_avoid = avoid

    def refusal_note(self):
        """(text, colour) shown in the refusal strip now: a refusal after a click while it
        lasts, else what the mouse is aiming at; None when there is nothing to say."""
        if self.refusal and self.refusal_left > 0:
            return self.refusal, self.refusal_colour
        return self._hover_note

    def draw_refusal(self, surface):
        """The refusal strip at the bottom edge of the board, inside the board's frame."""
        note = self.refusal_note()
        self.refusal_box = self.hover_box = None
        if not note:
            return
        text, colour = note
        if note is self._hover_note and colour == NOTE and self.hover is not None:
            if not self.resting_tip():      # a rested-on square's own tooltip is the one shown
                self.hover_box = self.draw_pointer_note(surface, text)
            return
        area = refusal_rect()
        fonts = self.app.fonts
        size = 22
        while size > 14 and fonts.font(size, True).size(text)[0] > area.width - 20:
            size -= 1
        label = fonts.render(text, size, (255, 255, 255), True)
        box = label.get_rect(center=area.center).inflate(20, 0)
        box.height = area.height
        box.centery = area.centery
        box = box.clip(area)
        pygame.draw.rect(surface, colour, box, border_radius=8)
        surface.set_clip(box.inflate(-8, 0))
        surface.blit(label, label.get_rect(center=box.center))
        surface.set_clip(None)
        self.refusal_box = box

    def draw_pointer_note(self, surface, text) -> pygame.Rect:
        """Why not here, beside the pointer and clear of the squares aimed at, inside the
        window, in the neutral colour (Zefiria's note under the mouse looks the same)."""
        label = self.app.fonts.render(text, 20, (255, 255, 255), True)
        box = tooltip_box(label.get_rect().inflate(20, 12).size, self.hover, self._hover_avoid)
        pygame.draw.rect(surface, NOTE, box, border_radius=8)
        surface.blit(label, label.get_rect(center=box.center))
        return box

    def draw_challenge_cards(self, surface):
        cards = self.challenge_cards()
        if not cards:
            return
        t, fonts = self.t, self.app.fonts
        veil = pygame.Surface((SQ * 18, SQ * 18), pygame.SRCALPHA)
        veil.fill((10, 20, 10, 150))
        surface.blit(veil, BOARD_POS)
        fonts.draw(surface, t("fire_tower.solo.choose_challenge"), (BOARD_POS[0] + 360, BOARD_POS[1] + 180), 28,
                   (255, 255, 255), True, "midtop")
        if ("skip",) in self.options()["others"]:
            fonts.draw(surface, t("fire_tower.levels.skips", n=self.state.solo["skips"]),
                       (BOARD_POS[0] + 360, BOARD_POS[1] + 440), 24, (255, 255, 255), True, "midtop")
        for rect, action in cards:
            cid = action[1]
            hot = self.hover is not None and rect.collidepoint(self.hover)
            panel(surface, rect, (255, 253, 245) if hot else PAPER)
            pygame.draw.rect(surface, HIGHLIGHT if hot else (150, 60, 40), rect, 4, border_radius=10)
            fonts.draw(surface, t(f"fire_tower.solo.challenge.{cid}.name"), (rect.centerx, rect.y + 18), 26,
                       INK, True, "midtop")
            fonts.draw_wrapped(surface, t(f"fire_tower.solo.challenge.{cid}.text"),
                               pygame.Rect(rect.x + 18, rect.y + 64, rect.width - 36, rect.height - 80), 21, INK)

    def draw_inferno(self, surface):
        card_id, f = self.inferno_face
        grow = min(1.0, f / 0.3)                     # flies in over the first 30 %
        centre = (BOARD_POS[0] + 360, round(BOARD_POS[1] - 120 + (360 + 120) * grow))
        card = pygame.transform.smoothscale(self.card_surface(card_id), (CARD_W * 2, CARD_H * 2))
        back = card.get_rect(center=centre).inflate(24, 60)
        back.y -= 18
        pygame.draw.rect(surface, (120, 24, 16), back, border_radius=14)
        self.app.fonts.draw(surface, self.t("fire_tower.solo.inferno_title"), (back.centerx, back.y + 6), 26,
                            (255, 230, 200), True, "midtop")
        surface.blit(card, card.get_rect(center=(centre[0], centre[1] + 12)))

    def draw_die(self, surface):
        die = self.app.assets.image(self.die_face, (96, 96))
        if self.die_tilt:
            die = pygame.transform.rotozoom(die, self.die_tilt, 1.0)
        centre = (BOARD_POS[0] + 360, BOARD_POS[1] + 360)
        back = pygame.Rect(0, 0, 128, 128)
        back.center = centre
        panel(surface, back, PAPER)
        surface.blit(die, die.get_rect(center=centre))

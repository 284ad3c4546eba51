"""Drawing Root's board screen (RootScene's mixin): the map with its clearings, the VP
track, the faction boards, the hand and supporters, the dice, the choice box and the log.
Sprites come from sprites/root/ when the art is there; every piece also has a plain
drawing made of pygame shapes, so the screen reads without them."""
from __future__ import annotations

import pygame

from game.core.data_files import SPRITES_DIR
from game.ui import text_audit
from game.ui.game_scene import HINT
from game.ui.widgets import draw_tooltip, panel

from . import describe as words
from .describe import FACTIONS
from .layout import (BOARD, BOTTOM, FACTION_DARK, FACTION_RGB, HAND_CARD, HIGHLIGHT, INK, LAST_MOVE, LIT, MUTED,
                     PAPER, PATH_RGB, PIECE_LETTER, PIECE_RGB, PROMPT, REFUSAL, RIVER_RGB, SELECTED, SIDE,
                     SUIT_LIGHT, SUIT_RGB, SUPPORTER_CARD, TRACK, kept_slots, row_rects, slot_rects,
                     token_row, track_cells, warrior_rects)

_CARD_LAYOUT: list = []


def card_part(card: pygame.Rect, name: str, default: pygame.Rect) -> pygame.Rect:
    """A box of sprites/root/card_layout.yaml ([x, y, w, h] on its `size` frame) on the card
    drawn at `card`; `default` (relative to the card) when the layout is not there."""
    if not _CARD_LAYOUT:
        try:
            from game.core.data import load_yaml
            _CARD_LAYOUT.append(load_yaml(SPRITES_DIR / "root" / "card_layout.yaml").value or {})
        except Exception:
            _CARD_LAYOUT.append({})
    lay = _CARD_LAYOUT[0]
    box, size = lay.get(name), lay.get("size") or (120, 168)
    if not box:
        return default.move(card.x, card.y)
    sx, sy = card.w / size[0], card.h / size[1]
    return pygame.Rect(card.x + round(box[0] * sx), card.y + round(box[1] * sy),
                       max(1, round(box[2] * sx)), max(1, round(box[3] * sy)))

_MISSING: set = set()


class BoardDrawing:
    # ------------------------------------------------------------ sprites
    def sprite(self, name, size):
        """sprites/root/<name>.png scaled to `size`, or None while the art is not there
        (remembered per scene: looking for the file every frame costs more than drawing)."""
        key = (name, tuple(size))
        held = vars(self.app.assets).setdefault("_root_sprites", {})     # lives with the image cache
        if key in held:
            return held[key]
        img = None
        if name not in _MISSING:
            if not (SPRITES_DIR / "root" / f"{name}.png").exists():
                _MISSING.add(name)
            else:
                try:
                    img = self.app.assets.image(f"root/{name}.png", key[1])
                except FileNotFoundError:
                    _MISSING.add(name)
        held[key] = img
        return img

    def paint_suit(self, surface, suit, centre, size=18):
        img = self.sprite(f"suit_{suit}", (size, size))
        if img:
            surface.blit(img, img.get_rect(center=centre))
            return
        colour = SUIT_RGB.get(suit, (200, 200, 200))
        r = size // 2
        if suit == "fox":
            pts = [(centre[0] - r, centre[1] - r), (centre[0] + r, centre[1] - r), (centre[0], centre[1] + r)]
            pygame.draw.polygon(surface, colour, pts)
            pygame.draw.polygon(surface, INK, pts, 1)
        elif suit == "rabbit":
            pygame.draw.ellipse(surface, colour, (centre[0] - r, centre[1] - r, r, 2 * r))
            pygame.draw.ellipse(surface, colour, (centre[0], centre[1] - r, r, 2 * r))
            pygame.draw.circle(surface, INK, centre, 2)
        elif suit == "mouse":
            pygame.draw.circle(surface, colour, centre, r)
            pygame.draw.circle(surface, colour, (centre[0] - r + 2, centre[1] - r + 2), r // 2)
            pygame.draw.circle(surface, colour, (centre[0] + r - 2, centre[1] - r + 2), r // 2)
            pygame.draw.circle(surface, INK, centre, r, 1)
        else:
            pygame.draw.polygon(surface, colour, [(centre[0] - r, centre[1]), (centre[0], centre[1] - r // 2),
                                                  (centre[0] + r, centre[1]), (centre[0], centre[1] + r // 2)])

    def paint_warrior(self, surface, faction, centre, size=24):
        img = self.sprite(f"warrior_{faction}", (size, size))
        if img:
            surface.blit(img, img.get_rect(center=centre))
            return
        colour, dark = FACTION_RGB[faction], FACTION_DARK[faction]
        x, y = centre
        r = size // 2
        body = pygame.Rect(x - r * 2 // 3, y - r // 4, r * 4 // 3, r + r // 4)
        pygame.draw.ellipse(surface, colour, body)
        pygame.draw.ellipse(surface, dark, body, 2)
        pygame.draw.circle(surface, colour, (x, y - r // 2), r // 2)
        pygame.draw.circle(surface, dark, (x, y - r // 2), r // 2, 2)
        if faction == "marquise":      # cat ears
            for s in (-1, 1):
                pygame.draw.polygon(surface, dark, [(x + s * r // 4, y - r), (x + s * r // 2, y - r * 3 // 2 + 2),
                                                    (x + s * r // 2 + s * 2, y - r // 2 - 4)])
        else:                          # long ears
            for s in (-1, 1):
                pygame.draw.ellipse(surface, dark, (x + s * r // 4 - 2, y - r * 3 // 2, 5, r * 2 // 3))

    def paint_piece(self, surface, piece, rect):
        img = self.sprite(piece, rect.size)
        if img:
            surface.blit(img, rect)
            return
        colour = PIECE_RGB.get(piece, (200, 200, 200))
        if piece in ("wood", "keep", "sympathy"):
            pygame.draw.circle(surface, colour, rect.center, rect.w // 2)
            pygame.draw.circle(surface, INK, rect.center, rect.w // 2, 1)
            if piece == "sympathy":
                pygame.draw.circle(surface, (250, 250, 250), rect.center, rect.w // 4)
        else:
            pygame.draw.rect(surface, colour, rect, border_radius=4)
            pygame.draw.rect(surface, INK, rect, 1, border_radius=4)
            if piece.startswith("base_"):
                pygame.draw.rect(surface, FACTION_RGB["alliance"], rect, 3, border_radius=4)
        letter = PIECE_LETTER.get(piece, "")
        if letter:
            self.app.fonts.draw(surface, letter, rect.center, max(12, rect.h - 6), (255, 255, 255), True, "center")

    def paint_die(self, surface, value, rect, colour):
        img = self.sprite(f"die_{value}", rect.size)
        if img:
            surface.blit(img, rect)
        else:
            pygame.draw.rect(surface, (255, 255, 255), rect, border_radius=8)
            pygame.draw.rect(surface, colour, rect, 3, border_radius=8)
            self.app.fonts.draw(surface, str(value), rect.center, rect.h - 8, INK, True, "center")

    # ------------------------------------------------------------ frame
    def draw_game(self, surface):
        """The top bar, the map, the hand and the side panel are layers painted when what
        they show changes (game/ui/layers.py); buttons, the hovered clearing, flying
        warriors, the dice and the drag are drawn over them each frame."""
        layers, lang = self.layers, self.t.lang
        layers.new_frame(surface)       # the background where no layer lies (the band under the map)
        s = self.state
        layers.draw(surface, "top", (0, 0, 1280, PROMPT.bottom + 1),
                    (lang, self.message, self.my_turn(), s.is_over, s.phase, s.turn_number, s.current),
                    self.paint_top)
        self.buttons.draw(surface, self.app.fonts)
        self.draw_board(surface)
        self.draw_track(surface)
        self.draw_refusal(surface)
        self.draw_bottom(surface)
        self.draw_side(surface)
        self.draw_drag(surface)
        tip = self.tip_lines(self.tooltip.pos) if self.tooltip.due() and not self.drag \
            and not self.under_lesson(self.tooltip.pos) else None
        self.tooltip.draw(surface, self.app.fonts, tip[0] if tip else None, tip[1] if tip else None)

    def paint_top(self, surface):
        self.draw_top(surface, buttons=False)
        self.draw_prompt(surface)

    def draw_top(self, surface, buttons=True):
        t, fonts, s = self.t, self.app.fonts, self.state
        fonts.draw(surface, t("root.title"), (12, 20), 34, PAPER, True, "midleft")
        if not s.is_over and s.phase in ("birdsong", "daylight", "evening"):
            line = t("root.ui.turn_line", turn=s.turn_number, faction=words.faction_name(t, FACTIONS[s.current]),
                     phase=t(f"root.phase.{s.phase}"))
            fonts.draw(surface, line, (96, 20), 22, PAPER, False, "midleft")
        if buttons:
            self.buttons.draw(surface, fonts)

    def draw_prompt(self, surface):
        fonts = self.app.fonts
        mine = self.my_turn()
        panel(surface, PROMPT, PAPER if mine else (226, 222, 210), radius=8, shadow=False,
              border=HIGHLIGHT if mine else None)
        text = self.message
        size = 21
        inner = PROMPT.inflate(-16, -4)
        while size > 13 and len(fonts.wrap(text, size, inner.w, mine)) * fonts.font(size, mine).get_linesize() \
                > inner.h:
            size -= 1
        lines = fonts.wrap(text, size, inner.w, mine)[:2]
        step = fonts.font(size, mine).get_linesize()
        y = PROMPT.centery - step * len(lines) // 2
        for line in lines:
            fonts.draw(surface, line, (inner.x, y), size, INK, mine)
            y += step

    # ------------------------------------------------------------ the map
    def draw_board(self, surface):
        """The map with its clearings and pieces: two layers (its left and right halves),
        each keyed on all it shows of the clearings reaching into it, so a move within one
        half repaints that half only; the hovered lit clearing (a thicker ring) is a small
        patch of the map painted again over them."""
        snap = self.snap()
        lit = self.lit_clearings()
        last = self.last_move.get("clearings", set())
        hinted = self.hinted_clearings()
        origin = self.move_origin()
        hidden = self.drag["from"] if self.drag and self.drag.get("moved") else None
        building_now = self.mode == "build" or self.decision().get("kind") == "setup_building"
        mine = self.my_faction()
        shown = {v["id"]: (v["id"], v["suit"], v.get("slots", 0), tuple(v.get("buildings") or ()),
                           tuple(v.get("tokens") or ()), tuple(sorted((v.get("warriors") or {}).items())),
                           v["id"] in lit, v["id"] in last, v["id"] in hinted, v["id"] == origin,
                           mine if v["id"] == hidden else None, building_now and v["id"] in lit,
                           self.arriving(v["id"]))
                 for v in snap["clearings"]}
        key = (self.t.lang, tuple(shown.values()))
        area = pygame.Rect(0, PROMPT.bottom + 1, SIDE.x, BOARD.bottom + 14 - PROMPT.bottom - 1)    # see draw()
        half = area.w // 2
        covered = self.backdrop_rect if self.backdrop is not None else None     # the map's picture
        for name, part in (("map_left", pygame.Rect(area.x, area.y, half, area.h)),
                           ("map_right", pygame.Rect(area.x + half, area.y, area.w - half, area.h))):
            part_key = (self.t.lang,) + tuple(c for n, c in shown.items() if self.clearing_bounds(n).colliderect(part))
            self.layers.draw(surface, name, part, part_key,
                             lambda target, part=part: self.paint_map(target, snap, lit, last, hinted, origin,
                                                                      only=part), covered)
        over = self.clearing_at(self.hover) if self.hover is not None else None
        if over in lit:         # the map again where that clearing lies, painted with its thick ring
            patch = self.clearing_bounds(over).clip(area)
            self.layers.draw(surface, "hover", patch, (key, over),
                             lambda target: self.paint_map(target, snap, lit, last, hinted, origin, over, patch),
                             covered)
        if self.flying:
            for spot in reversed(self.flying.get("party") or [self.flying["pos"]]):
                self.paint_warrior(surface, self.flying["faction"], [int(v) for v in spot], 28)
            pos = [int(v) for v in self.flying["pos"]]
            self.count_badge(surface, self.flying["faction"], (pos[0] + 20, pos[1] - 14), self.flying["n"])
        self.draw_pending(surface)
        self.draw_craft_picks(surface)
        if over in lit and self.my_turn() and not self.under_lesson(self.hover):
            self.draw_cost(surface, over)
        self.draw_dice(surface)
        a = self.hinted
        if a and a[0] in ("march", "move") and a[1] in self.centres and a[2] in self.centres:
            from game.ui.game_scene import draw_arrow
            draw_arrow(surface, self.centres[a[1]], self.centres[a[2]])

    def arriving(self, n):
        """(faction, count) of warriors walking into clearing `n` now, or None."""
        f = self.flying
        if f and f.get("to") == n:
            return (f["faction"], f["n"])
        return None

    def count_badge(self, surface, faction, centre, n, text=None):
        text = text or str(n)
        w = max(26, self.app.fonts.font(20, True).size(text)[0] + 10)
        badge = pygame.Rect(0, 0, w, 22)
        badge.center = centre
        pygame.draw.rect(surface, FACTION_DARK.get(faction, INK), badge, border_radius=8)
        pygame.draw.rect(surface, (255, 255, 255), badge, 1, border_radius=8)
        self.app.fonts.draw(surface, text, badge.center, 20, (255, 255, 255), True, "center")

    def draw_pending(self, surface):
        """A move waiting for its count: an arrow along the path and the count on it."""
        if not self.pending or self.count is None:
            return
        line = self.path_line(self.pending["from"], self.pending["to"])
        pygame.draw.lines(surface, SELECTED, False, [(int(x), int(y)) for x, y in line], 5)
        from .layout import along
        mid = along(line, 0.55)
        faction = self.my_faction()
        if faction:
            self.paint_warrior(surface, faction, (int(mid[0]) - 14, int(mid[1])), 26)
            most = self.move_counts(self.pending["from"], self.pending["to"])
            self.count_badge(surface, faction, (int(mid[0]) + 16, int(mid[1]) - 4), self.count,
                             f"{self.count}/{most[-1]}" if most else None)
        end = self.centres[self.pending["to"]]
        pygame.draw.circle(surface, SELECTED, end, self.radius + 3, 4)

    def draw_craft_picks(self, surface):
        """The pieces picked to pay a craft: a blue ring and a tick count on each clearing."""
        if not self.crafting:
            return
        for c in sorted(set(self.crafting["picked"])):
            centre = self.centres[c]
            pygame.draw.circle(surface, SELECTED, centre, self.radius + 3, 6)
            self.count_badge(surface, self.my_faction(), (centre[0] + self.radius - 6, centre[1] - self.radius + 8),
                             self.crafting["picked"].count(c))

    def draw_cost(self, surface, c):
        """The cost of what a click on the hovered lit clearing does, in a small panel by it;
        for a build, the clearings whose wood may pay are ringed in brown."""
        lines = self.cost_lines(c)
        if not lines:
            return
        fonts = self.app.fonts
        if any(a[0] == "build" and a[2] == c for a in self.legal_in_mode()):
            for m in self.state.wood_network(c):
                if "wood" in self.snap()["clearings"][m - 1].get("tokens", []):
                    pygame.draw.circle(surface, (255, 255, 255), self.centres[m], self.radius + 11, 2)
                    pygame.draw.circle(surface, PIECE_RGB["wood"], self.centres[m], self.radius + 9, 5)
        # the shared tooltip (one at a time): the clearing's own, once due, replaces it
        draw_tooltip(surface, fonts, lines, self.hover or self.centres[c], self.clearing_box(c), width=300, size=16)

    def clearing_bounds(self, n) -> pygame.Rect:
        """A box round all a clearing may draw: rings, badge, slots, tokens, warriors."""
        held = self.__dict__.setdefault("_bounds", {})
        if n not in held:
            box = self.clearing_box(n).inflate(44, 44)
            slots = [r for k in (1, 2, 3, 4) for r in self.slot_boxes(n, k)]
            for rect in slots + list(self.warrior_boxes(n).values()) + [self.token_box(n, 120)]:
                box.union_ip(rect)
            held[n] = box.inflate(16, 16)
        return held[n]

    def paint_map(self, surface, snap, lit, last, hinted, origin, hovered=None, only=None):
        """The map and its clearings; with `only`, just the clearings reaching into that box."""
        if self.backdrop is not None:
            surface.blit(self.backdrop, self.backdrop_rect)
        else:
            pygame.draw.rect(surface, (70, 104, 60), BOARD, border_radius=14)
            for a, b in self.cfg.rivers:
                self.dashed(surface, RIVER_RGB, self.centres[a], self.centres[b], 7)
            for a, b in self.cfg.paths:
                pygame.draw.line(surface, (120, 96, 60), self.centres[a], self.centres[b], 12)
                pygame.draw.line(surface, PATH_RGB, self.centres[a], self.centres[b], 8)
        for view in snap["clearings"]:
            if only is None or self.clearing_bounds(view["id"]).colliderect(only):
                self.draw_clearing(surface, view, lit, last, hinted, origin, hovered)

    def dashed(self, surface, colour, a, b, width):
        import math
        length = math.hypot(b[0] - a[0], b[1] - a[1])
        steps = max(1, int(length // 18))
        for i in range(0, steps, 2):
            p = (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps)
            q = (a[0] + (b[0] - a[0]) * (i + 1) / steps, a[1] + (b[1] - a[1]) * (i + 1) / steps)
            pygame.draw.line(surface, colour, p, q, width)

    def hinted_clearings(self) -> set:
        a = self.hinted
        if not a:
            return set()
        from .scene import clearing_of
        out = {clearing_of(a)} - {None}
        if a[0] in ("move", "march"):
            out |= {a[1], a[2]}
        return out

    def draw_clearing(self, surface, view, lit, last, hinted, origin, hovered=None):
        n, suit = view["id"], view["suit"]
        centre, r = self.centres[n], self.radius
        fonts = self.app.fonts
        if self.backdrop is None:
            pygame.draw.circle(surface, (30, 40, 26), (centre[0] + 3, centre[1] + 4), r)
            pygame.draw.circle(surface, SUIT_LIGHT.get(suit, PAPER), centre, r)
            pygame.draw.circle(surface, SUIT_RGB.get(suit, INK), centre, r, 4)
        if n in last:
            pygame.draw.circle(surface, LAST_MOVE, centre, r + 5, 4)
        if n in lit:
            hover = n == hovered
            pygame.draw.circle(surface, LIT, centre, r + 3, 8 if hover else 5)
        if n == origin:
            pygame.draw.circle(surface, SELECTED, centre, r + 3, 6)
        if n in hinted:
            pygame.draw.circle(surface, HINT, centre, r + 9, 5)
        # number and suit badge
        badge = pygame.Rect(0, 0, 44, 24)
        badge.center = (centre[0] - r + 14, centre[1] - r + 8)
        pygame.draw.rect(surface, PAPER, badge, border_radius=10)
        pygame.draw.rect(surface, SUIT_RGB.get(suit, INK), badge, 2, border_radius=10)
        fonts.draw(surface, str(n), (badge.x + 14, badge.centery), 22, INK, True, "center")
        self.paint_suit(surface, suit, (badge.right - 12, badge.centery), 16)
        # building slots: buildings first, then the free slots
        buildings = list(view.get("buildings") or [])
        building_now = self.mode == "build" or self.decision().get("kind") == "setup_building"
        slots = self.slot_boxes(n, view.get("slots", 0))
        for i, rect in enumerate(slots):
            if i < len(buildings):
                self.paint_piece(surface, buildings[i], rect)
            else:
                pygame.draw.rect(surface, (255, 255, 255), rect, border_radius=4)
                if n in lit and building_now:        # a free slot to build in: lit
                    pygame.draw.rect(surface, LIT, rect.inflate(4, 4), 3, border_radius=5)
                else:
                    pygame.draw.rect(surface, MUTED, rect, 1, border_radius=4)
        # tokens: one icon per kind with a count
        tokens = list(view.get("tokens") or [])
        kinds = [k for k in ("keep", "sympathy", "wood") if k in tokens]
        shown = [(k, tokens.count(k)) for k in kinds]
        widths = [30 + (16 if count > 1 or kind == "wood" else 0) for kind, count in shown]
        row = self.token_box(n, sum(widths))
        if kinds:
            pygame.draw.rect(surface, (30, 40, 26), row.move(1, 2), border_radius=7)
            pygame.draw.rect(surface, (255, 255, 255), row, border_radius=7)
            pygame.draw.rect(surface, PIECE_RGB["sympathy"] if "sympathy" in kinds else MUTED, row, 2,
                             border_radius=7)
        x = row.x + 3
        for (kind, count), w in zip(shown, widths):
            rect = pygame.Rect(x, row.y + 2, 26, 26)
            self.paint_piece(surface, kind, rect)
            if count > 1 or kind == "wood":
                fonts.draw(surface, f"{count}", (rect.right + 2, rect.centery), 20, INK, True, "midleft")
            x += w
        # warriors: icon and count per faction
        spots = self.warrior_boxes(n)
        for faction in FACTIONS:
            count = (view.get("warriors") or {}).get(faction, 0)
            coming = self.arriving(n)
            if coming and coming[0] == faction:
                count -= coming[1]          # still on the path: they arrive when the walk ends
            if not count:
                continue
            if self.drag and self.drag.get("moved") and self.drag["from"] == n and faction == self.my_faction():
                continue        # picked up: drawn at the mouse
            box = spots[faction]
            pygame.draw.rect(surface, (255, 255, 255), box, border_radius=8)
            pygame.draw.rect(surface, FACTION_RGB[faction], box, 2, border_radius=8)
            self.paint_warrior(surface, faction, (box.x + 12, box.centery), 22)
            fonts.draw(surface, str(count), (box.x + 31, box.centery + 1), 24, INK, True, "center")

    def token_box(self, n, width) -> pygame.Rect:
        """The pill of a clearing's tokens (Keep, sympathy, wood): on the map's art, across
        the clearing's lower rim, clear of the slots and the warriors; else under the slots."""
        width += 4
        if n in self.tmx_warriors:
            # right of the map's own clearing number (bottom centre of the rim), under the warriors:
            # a token never hides that number nor passes for it
            rect = pygame.Rect(0, 0, width, 30)
            rect.midleft = (self.centres[n][0] + 12, self.tmx_warriors[n].bottom + 17)
            if rect.right > BOARD.right - 4:        # by the map's edge: left of the number instead
                rect.midright = (self.centres[n][0] - 12, rect.centery)
            return rect
        row = token_row(self.centres[n])
        return pygame.Rect(row.centerx - width // 2, row.y - 1, width, 20)

    def slot_boxes(self, n, slots) -> list:
        if n in self.tmx_slots:
            found = self.tmx_slots[n]
            if len(found) >= slots:
                return [found[k] for k in sorted(found)][:slots]
        return slot_rects(self.centres[n], slots)

    def warrior_boxes(self, n) -> dict:
        if n in self.tmx_warriors:
            area = self.tmx_warriors[n]
            return {"marquise": pygame.Rect(area.centerx - 44, area.centery - 15, 42, 30),
                    "alliance": pygame.Rect(area.centerx + 2, area.centery - 15, 42, 30)}
        return warrior_rects(self.centres[n])

    def draw_dice(self, surface):
        d = self.dice
        if not d:
            return
        t, fonts = self.t, self.app.fonts
        box = pygame.Rect(BOARD.x + 130, BOARD.y + 6, 300, 66)
        panel(surface, box, PAPER, radius=10)
        title = t("root.ui.dice_title")
        if d.get("clearing"):
            title += " · " + words.where(t, self.snap(), d["clearing"])
        fonts.draw(surface, title, (box.x + 10, box.y + 12), 18, INK, True, "midleft")
        high, low = max(d["dice"]), min(d["dice"])
        rolling = 0 < d.get("rolling", 0) < 1
        if rolling:         # the faces tumble while the roll animates
            step = int(d["rolling"] * 12)
            high, low = (step * 7) % 4, (step * 5 + 1) % 4
        for i, (value, faction) in enumerate(((high, d.get("attacker")), (low, d.get("defender")))):
            rect = pygame.Rect(box.x + 10 + i * 44, box.y + 24, 36, 36)
            self.paint_die(surface, value, rect, FACTION_RGB.get(faction, INK))
        if rolling:
            fonts.draw(surface, t("root.ui.rolling"), (box.x + 104, box.y + 42), 20, MUTED, False, "midleft")
            return
        att = words.who(t, d["attacker"], self.snap()) if d.get("attacker") else t("root.ui.attacker")
        dfn = words.who(t, d["defender"], self.snap()) if d.get("defender") else t("root.ui.defender")
        fonts.draw(surface, f"{att}: {words.hits(t, d['ah'])}", (box.x + 104, box.y + 33), 18,
                   FACTION_DARK.get(d.get("attacker"), INK), True, "midleft")
        fonts.draw(surface, f"{dfn}: {words.hits(t, d['dh'])}", (box.x + 104, box.y + 53), 18,
                   FACTION_DARK.get(d.get("defender"), INK), True, "midleft")

    # ------------------------------------------------------------ VP track
    def draw_track(self, surface):
        fonts, t = self.app.fonts, self.t
        cells = self.tmx_track
        if not cells:       # no track on the map picture: a band of its own under the map
            panel(surface, TRACK, PAPER, radius=6, shadow=False)
            fonts.draw(surface, t("root.ui.vp_label"), (TRACK.x + 8, TRACK.centery), 18, INK, True, "midleft")
            cells = track_cells(TRACK)
            for i, cell in enumerate(cells):
                pygame.draw.rect(surface, (236, 228, 206) if i % 5 else (220, 206, 170), cell, border_radius=3)
                fonts.draw(surface, str(i), cell.center, 14, MUTED, False, "center")
        vp = self.snap().get("vp") or {}
        for k, faction in enumerate(FACTIONS):
            score = max(0, min(30, vp.get(faction, 0)))
            cell = cells[score]
            centre = (cell.centerx + (-5 if k == 0 else 5), cell.centery)
            img = self.sprite(f"vp_marker_{faction}", (18, 18))
            if img:
                surface.blit(img, img.get_rect(center=centre))
            else:
                pygame.draw.circle(surface, FACTION_RGB[faction], centre, 9)
                pygame.draw.circle(surface, INK, centre, 9, 2)
            fonts.draw(surface, str(vp.get(faction, 0)), centre, 14, (255, 255, 255), True, "center")

    def draw_refusal(self, surface):
        if not self.refusal:
            return
        panel(surface, REFUSAL, (255, 232, 226), radius=8, shadow=False, border=(192, 57, 43))
        fonts = self.app.fonts
        size = 20
        while size > 13 and fonts.font(size).size(self.refusal)[0] > REFUSAL.w - 20:
            size -= 1
        fonts.draw(surface, self.refusal, (REFUSAL.x + 10, REFUSAL.centery), size, (150, 30, 20), True, "midleft")

    # ------------------------------------------------------------ hand and supporters
    def hand_area(self) -> pygame.Rect:
        return pygame.Rect(BOTTOM.x + 6, BOTTOM.y + 20, 540, HAND_CARD[1])

    def supporter_area(self) -> pygame.Rect:
        return pygame.Rect(BOTTOM.x + 560, BOTTOM.y + 20, BOTTOM.right - BOTTOM.x - 566, SUPPORTER_CARD[1])

    def card_slots(self, which, cards) -> list:
        """The slots of the hand or the supporters (kept_slots): a card played or spent
        leaves a gap while the pointer rests on the cards, closed once it leaves them."""
        held = self.__dict__.setdefault("_card_slots", {})
        key = (which, self.viewer)
        away = self.hover is None or not BOTTOM.collidepoint(self.hover)
        held[key] = kept_slots(held.get(key), cards, compact=away)
        return held[key]

    def hand_rects(self) -> list:
        """The rect of each card of hand(), in its slot."""
        slots = self.card_slots("hand", self.hand_cards())
        rects = row_rects(len(slots), self.hand_area())
        return [r for r, c in zip(rects, slots) if c is not None]

    def supporter_rects(self) -> list:
        """One row of supporters; two rows of smaller cards when there are more than 10."""
        slots = self.card_slots("supporters", self.supporter_cards())
        n, area = len(slots), self.supporter_area()
        if n <= 10:
            rects = row_rects(n, area, SUPPORTER_CARD)
        else:
            top = (n + 1) // 2
            size = (50, 58)
            rects = row_rects(top, pygame.Rect(area.x, area.y - 2, area.w, size[1]), size) + \
                row_rects(n - top, pygame.Rect(area.x, area.y + size[1], area.w, size[1]), size)
        return [r for r, c in zip(rects, slots) if c is not None]

    def draw_bottom(self, surface):
        """The hand, the supporters and the other hand's count: a layer keyed on them, the
        lit cards and the lit card under the mouse (lifted); a hand shown is drawn over."""
        lit = self.lit_cards()
        hinted = {a for a in (self.hinted or ())[1:] if isinstance(a, str)} if self.hinted else set()
        over = self.card_at(self.hover) if self.hover is not None else None
        key = (self.t.lang, self.version(), tuple(sorted(lit)), tuple(sorted(hinted)),
               over if over in lit else None, tuple(map(tuple, self.hand_rects() + self.supporter_rects())))
        area = pygame.Rect(0, BOTTOM.y, SIDE.x, 800 - BOTTOM.y)      # card names may run past its edge
        self.layers.draw(surface, "bottom", area, key, lambda target: self.paint_bottom(target, lit, hinted))
        self.draw_revealed(surface)

    def paint_bottom(self, surface, lit, hinted):
        t, fonts = self.t, self.app.fonts
        panel(surface, BOTTOM, (60, 72, 56), radius=10, shadow=False, border=None)
        if self.viewer is None:
            pass
        else:
            me = self.snap()["players"][self.viewer]
            fonts.draw(surface, t("root.ui.your_hand") + f" · {words.faction_name(t, FACTIONS[self.viewer])}",
                       (BOTTOM.x + 8, BOTTOM.y + 3), 18, PAPER, True)
            hand = self.hand()
            if not hand:
                fonts.draw(surface, t("root.ui.no_cards"), (BOTTOM.x + 12, BOTTOM.y + 60), 20, (200, 200, 190))
            for rect, card, named in self.fanned(self.hand_rects(), hand):
                self.draw_card(surface, card, rect, card in lit, card in hinted, named=named)
            if FACTIONS[self.viewer] == "alliance":
                area = self.supporter_area()
                fonts.draw(surface, t("root.ui.your_supporters") + f" ({len(me.get('supporters') or [])})",
                           (area.x, BOTTOM.y + 3), 16, PAPER, True)
                for rect, card, named in self.fanned(self.supporter_rects(), self.supporters()):
                    self.draw_card(surface, card, rect, card in lit, card in hinted, small=True, named=named)
        self.paint_other_hands(surface)

    def draw_revealed(self, surface):
        t, fonts = self.t, self.app.fonts
        # a hand shown to the seat at the screen (Codebreakers, Outrage without a card)
        if self.viewer is not None and FACTIONS[self.viewer] in self.revealed:
            whose, cards = self.revealed[FACTIONS[self.viewer]]
            names = ", ".join(words.card_name(t, self.cfg.cards, c) for c in cards) or t("root.ui.no_cards")
            text = t("root.ui.hand_shown", who=words.who(t, whose, self.snap()), cards=names)
            area = TRACK if self.tmx_track else REFUSAL      # the band under the map
            panel(surface, area, (255, 246, 200), radius=8, shadow=False, border=HIGHLIGHT)
            size = 18
            while size > 11 and fonts.font(size).size(text)[0] > area.w - 16:
                size -= 1
            fonts.draw(surface, text, (area.x + 8, area.centery), size, INK, False, "midleft")

    def paint_other_hands(self, surface):
        t, fonts = self.t, self.app.fonts
        # the other seat's hand: a count only
        others = [i for i in range(len(self.state.players)) if i != self.viewer]
        y = BOTTOM.bottom - 18
        for seat in others:
            p = self.snap()["players"][seat]
            if p.get("kind") == "bot" and not p.get("hand_size"):
                continue
            text = t("root.ui.hand_hidden", name=self.seat_name(seat), n=p.get("hand_size", 0))
            x = BOTTOM.x + 560 if self.viewer is not None and FACTIONS[self.viewer] != "alliance" else BOTTOM.x + 8
            if self.viewer is None:
                fonts.draw(surface, text, (BOTTOM.x + 8, BOTTOM.y + 20 + seat * 24), 18, PAPER)
            elif FACTIONS[self.viewer] != "alliance":       # wrapped in the room left of the edge
                for k, line in enumerate(fonts.wrap(text, 18, BOTTOM.right - x - 8)):
                    fonts.draw(surface, line, (x, BOTTOM.y + 24 + 20 * k), 18, PAPER)
            else:
                fonts.draw(surface, text, (BOTTOM.x + 560, y), 15, (210, 210, 200))

    @staticmethod
    def fanned(rects, cards):
        """(rect, card, named) of a row of cards: a card mostly covered by the next one shows
        its suit and picture but not its name (the tooltip tells it), so names never pile up."""
        out = []
        for i, (rect, card) in enumerate(zip(rects, cards)):
            nxt = rects[i + 1] if i + 1 < len(rects) else None
            shown = nxt.x - rect.x if nxt is not None and nxt.y == rect.y and nxt.x < rect.right else rect.w
            out.append((rect, card, shown >= rect.w * 0.8))
        return out

    def suit_badge(self, surface, suit, box):
        """A card's suit in its corner, told by shape and not by colour alone: the suit's
        animal, bigger than the band, on a white disc ringed in the suit's colour."""
        r = max(box.w, box.h) // 2 + 2
        centre = (box.centerx, box.centery)
        pygame.draw.circle(surface, (255, 255, 255), centre, r)
        pygame.draw.circle(surface, SUIT_RGB.get(suit, INK), centre, r, 2)
        self.paint_suit(surface, suit, centre, 2 * r - 4)

    def draw_card(self, surface, card, rect, lit, hinted, small=False, named=True):
        info = self.cfg.cards.get(card) or {}
        suit = info.get("suit", "bird")
        fonts, t = self.app.fonts, self.t
        hover = self.hover is not None and rect.collidepoint(self.hover) and self.card_at(self.hover) == card
        body = rect.move(0, -6) if hover and lit else rect
        if text_audit.recorder():           # the card covers what the cards before it wrote
            text_audit.recorder().box(surface, body)
        img = self.sprite(f"card_{suit}", body.size)
        if img:
            surface.blit(img, body)
        else:
            pygame.draw.rect(surface, PAPER, body, border_radius=8)
            band = pygame.Rect(body.x, body.y, body.w, 20)
            pygame.draw.rect(surface, SUIT_RGB.get(suit, INK), band, border_top_left_radius=8,
                             border_top_right_radius=8)
        self.suit_badge(surface, suit, card_part(body, "icon", pygame.Rect(3, 2, 17, 17)))
        art = card_part(body, "art", pygame.Rect(6, 24, body.w - 12, 38))
        if not small or art.h >= 24:        # the card's own glyph: its item, its time, ambush, dominance
            from .card_glyphs import paint_glyph
            pygame.draw.rect(surface, SUIT_LIGHT.get(suit, (226, 236, 244)), art, border_radius=6)
            pygame.draw.rect(surface, SUIT_RGB.get(suit, INK), art, 1, border_radius=6)
            paint_glyph(surface, art.inflate(-4, -4), info, self.sprite)
        name = words.card_name(t, self.cfg.cards, card)
        text_box = card_part(body, "text", pygame.Rect(6, 66, body.w - 12, 34))
        # the name: on the text panel under the picture, up to 3 lines, shrunk to fit
        size = 14 if not small else 12
        def fits(size):
            lines = fonts.wrap(name, size, text_box.w, True)
            return len(lines) * (fonts.font(size, True).get_linesize() + 1) <= text_box.h + (0 if not small else 6) \
                and max(fonts.font(size, True).size(line)[0] for line in lines) <= text_box.w + 2
        while size > 9 and not fits(size):       # a long word ("contrabandistas") shrinks it too
            size -= 1
        lines = fonts.wrap(name, size, text_box.w, True)[:3] if named else []
        step = fonts.font(size, True).get_linesize() + 1     # ink of tight rows never touches
        y = text_box.centery - step * len(lines) // 2
        for line in lines:
            fonts.draw(surface, line, (text_box.centerx, y), size, INK, True, "midtop")
            y += step
        if not small:
            kind = info.get("kind")
            sub = ""
            if kind == "item" and info.get("item"):
                sub = t(f"root.item.{info['item']}")
            elif kind in ("ambush", "dominance"):
                sub = t(f"root.card_kind.{kind}")
            elif kind == "effect":
                sub = t("root.card_kind.persistent") if info.get("persistent") else t("root.card_kind.immediate")
            name_box = card_part(body, "name", pygame.Rect(24, 3, body.w - 28, 16))
            if sub:
                sz = 13
                while sz > 9 and fonts.font(sz, True).size(sub)[0] > name_box.w:
                    sz -= 1
                fonts.draw(surface, sub, name_box.midleft, sz, INK, True, "midleft")
            cost_box = card_part(body, "cost", pygame.Rect(6, body.h - 18, 54, 14))
            for i, c in enumerate(info.get("cost") or []):
                self.paint_suit(surface, c if c != "any" else "bird",
                                (cost_box.x + 7 + i * 15, cost_box.centery), 13)
            if kind == "item" and info.get("vp"):
                vp_box = card_part(body, "vp", pygame.Rect(body.w - 20, body.h - 20, 18, 16))
                fonts.draw(surface, str(info["vp"]), vp_box.center, 16, INK, True, "center")
        border = HINT if hinted else (LIT if lit else (150, 140, 120))
        pygame.draw.rect(surface, border, body, 4 if (lit or hinted) else 1, border_radius=8)

    # ------------------------------------------------------------ side panel
    def draw_side(self, surface):
        """The faction boards, the choice box and the log: a layer keyed on what they show;
        the buttons (lit under the mouse) and the hint's rings are drawn over it."""
        s, lang, version = self.state, self.t.lang, self.version()
        players = self.snap()["players"]
        for seat, faction in enumerate(FACTIONS):       # a layer each, keyed on its own player's figures
            box = self.faction_box(faction)
            active = not s.is_over and s.current_player == seat
            self.layers.draw(surface, f"faction_{faction}", (box.x, box.y, 1280 - box.x, box.h + 6),
                             (lang, self.board_figures(players[seat]), active, faction in self.last_move.get("factions", ()),
                              self.seat_name(seat)),
                             lambda target, f=faction: self.draw_faction(target, f))
        box = self.choice_box()
        self.layers.draw(surface, "log", (SIDE.x, box.y, 1280 - SIDE.x, 800 - box.y),
                         (lang, version, tuple(box), len(self.log), tuple(self.log[-3:]), self.log_scroll),
                         self.paint_log)
        self.mode_buttons.draw(surface, self.app.fonts)
        self.draw_recruit_cost(surface)
        if self.hinted == ("recruit",):
            for button, mode in self.mode_actions:
                if mode == "recruit":
                    pygame.draw.rect(surface, HINT, button.rect.inflate(6, 6), 3, border_radius=10)
        self.choice_buttons.draw(surface, self.app.fonts)
        if self.hinted:
            for button, a in self.choice_actions:
                if a == self.hinted:
                    pygame.draw.rect(surface, HINT, button.rect.inflate(6, 6), 3, border_radius=10)

    def draw_recruit_cost(self, surface):
        """The Marquise's Recruit button under the mouse: what it places, before the click."""
        if self.hover is None or ("recruit",) not in self.legal_now():
            return
        for button, mode in self.mode_actions:
            if mode == "recruit" and button.rect.collidepoint(self.hover):
                snap = self.snap()
                n = sum(v.get("buildings", []).count("recruiter") for v in snap["clearings"])
                text = self.t("root.cost.recruit_marquise", n=n, supply=snap["players"][0].get("warriors_supply", 0))
                fonts = self.app.fonts
                lines = fonts.wrap(text, 16, 300)
                step = fonts.font(16).get_linesize()
                box = pygame.Rect(0, 0, 316, 10 + step * len(lines))
                box.midbottom = (button.rect.centerx, button.rect.y - 4)
                box.clamp_ip(pygame.Rect(0, 0, 1280, 800))
                panel(surface, box, PAPER, radius=8, shadow=False, border=PIECE_RGB["recruiter"])
                for i, line in enumerate(lines):
                    fonts.draw(surface, line, (box.x + 8, box.y + 5 + i * step), 16, INK)

    @staticmethod
    def board_figures(p) -> tuple:
        """What a faction board shows of its player (its layer's key)."""
        return (p.get("vp", 0), p.get("warriors_supply", 0), p.get("hand_size", 0), p.get("wood_supply", 0),
                p.get("keep_lost"), p.get("officers", 0), len(p.get("supporters") or []),
                tuple(sorted((p.get("buildings_left") or {}).items())), tuple(p.get("bases_left") or ()),
                p.get("sympathy_left"), tuple(p.get("crafted") or ()), tuple(p.get("items") or ()))

    def paint_log(self, surface):
        self.draw_choices(surface, buttons=False)
        self.draw_log(surface)

    def draw_faction(self, surface, faction):
        t, fonts = self.t, self.app.fonts
        box = self.faction_box(faction)
        seat = FACTIONS.index(faction)
        p = self.snap()["players"][seat]
        active = not self.state.is_over and self.state.current_player == seat
        panel(surface, box, PAPER, radius=10, border=FACTION_RGB[faction] if active else None)
        head = pygame.Rect(box.x, box.y, box.w, 24)
        pygame.draw.rect(surface, FACTION_RGB[faction], head, border_top_left_radius=10, border_top_right_radius=10)
        if faction in self.last_move.get("factions", set()):
            pygame.draw.rect(surface, LAST_MOVE, head, 3, border_radius=6)
        vp = fonts.draw(surface, t("root.ui.vp_short", n=p.get("vp", 0)), (head.right - 8, head.centery), 22,
                        (255, 255, 255), True, "midright")
        title = f"{words.faction_name(t, faction)} · {self.seat_name(seat)}"
        room = vp.x - head.x - 20                   # the name never runs under the VP
        size = 19
        while size > 13 and fonts.font(size, True).size(title)[0] > room:
            size -= 1
        while fonts.font(size, True).size(title)[0] > room and len(title) > 4:
            title = title[:-2].rstrip() + "…"
        fonts.draw(surface, title, (head.x + 8, head.centery), size, (255, 255, 255), True, "midleft")
        y = box.y + 28
        stats = [t("root.ui.warriors_left", n=p.get("warriors_supply", 0)),
                 t("root.ui.hand_count", n=p.get("hand_size", 0))]
        if faction == "marquise":
            stats.insert(1, t("root.ui.wood_left", n=p.get("wood_supply", 0)))
            if p.get("keep_lost"):
                stats.append(t("root.ui.keep_lost"))
        else:
            stats.insert(1, t("root.ui.officers", n=p.get("officers", 0)))
            stats.insert(2, t("root.ui.supporters", n=len(p.get("supporters") or [])))
        fonts.draw(surface, " · ".join(stats), (box.x + 8, y), 16, INK)
        y += 20
        if faction == "marquise":
            y = self.draw_building_tracks(surface, box, p, y)
        else:
            y = self.draw_alliance_tracks(surface, box, p, y)
        crafted = [words.card_name(t, self.cfg.cards, c) for c in p.get("crafted") or []]
        items = [t(f"root.item.{i}") for i in p.get("items") or []]
        line = ""
        if crafted:
            line += t("root.ui.crafted") + " " + ", ".join(crafted)
        if items:
            line += ("   " if line else "") + t("root.ui.items") + " " + ", ".join(items)
        if line:
            size = 15
            while size > 11 and fonts.font(size).size(line)[0] > box.w - 16:
                size -= 1
            fonts.draw(surface, line, (box.x + 8, y + 1), size, MUTED)

    def track_label(self, surface, text, pos):
        """A track's name left of its cells, shrunk to the room there (100 pixels)."""
        fonts, size = self.app.fonts, 15
        while size > 10 and fonts.font(size, True).size(text)[0] > 98:
            size -= 1
        fonts.draw(surface, text, pos, size, INK, True, "midleft")

    def draw_building_tracks(self, surface, box, p, y):
        t, fonts = self.t, self.app.fonts
        mq = self.cfg.marquise
        left = p.get("buildings_left") or {}
        for kind in ("sawmill", "workshop", "recruiter"):
            self.track_label(surface, t(f"root.track.{kind}"), (box.x + 8, y + 9))
            placed = 6 - left.get(kind, 0)
            for i in range(6):
                cell = pygame.Rect(box.x + 108 + i * 52, y, 48, 18)
                vp = mq["track_vp"][kind][i]
                cost = mq["build_cost"][i]
                if i < placed:
                    pygame.draw.rect(surface, (236, 228, 206), cell, border_radius=4)
                    fonts.draw(surface, f"+{vp}", cell.center, 15, MUTED, False, "center")
                else:
                    nxt = i == placed
                    pygame.draw.rect(surface, PIECE_RGB[kind], cell, border_radius=4)
                    if nxt:
                        pygame.draw.rect(surface, HIGHLIGHT, cell, 2, border_radius=4)
                    dot = (cell.x + 9, cell.centery)
                    pygame.draw.circle(surface, PIECE_RGB["wood"], dot, 7)
                    pygame.draw.circle(surface, (255, 255, 255), dot, 7, 1)
                    fonts.draw(surface, str(cost), dot, 13, (255, 255, 255), True, "center")
                    fonts.draw(surface, f"{vp}", (cell.right - 12, cell.centery), 15, (255, 255, 255), True, "center")
            y += 20
        return y

    def draw_alliance_tracks(self, surface, box, p, y):
        t, fonts = self.t, self.app.fonts
        al = self.cfg.alliance
        self.track_label(surface, t("root.track.bases"), (box.x + 8, y + 9))
        bases_left = p.get("bases_left") or []
        for i, suit in enumerate(("fox", "rabbit", "mouse")):
            cell = pygame.Rect(box.x + 108 + i * 96, y, 90, 20)
            inside = suit in bases_left
            pygame.draw.rect(surface, SUIT_RGB[suit] if inside else (236, 228, 206), cell, border_radius=4)
            self.paint_suit(surface, suit, (cell.x + 11, cell.centery), 14)
            label = t(f"root.piece.base_{suit}") if inside else t("root.ui.bases_on_map")
            size = 14
            while size > 10 and fonts.font(size, inside).size(label)[0] > cell.w - 26:
                size -= 1
            fonts.draw(surface, label, (cell.x + 22, cell.centery), size, INK, inside, "midleft")
        y += 23
        self.track_label(surface, t("root.track.sympathy"), (box.x + 8, y + 10))
        total = al["sympathy"]
        placed = total - p.get("sympathy_left", total)
        for i in range(total):
            cell = pygame.Rect(box.x + 108 + i * 32, y, 29, 20)
            if i < placed:
                pygame.draw.rect(surface, (236, 228, 206), cell, border_radius=4)
                fonts.draw(surface, f"+{al['sympathy_vp'][i]}", cell.center, 14, MUTED, False, "center")
            else:
                pygame.draw.rect(surface, PIECE_RGB["sympathy"], cell, border_radius=4)
                if i == placed:
                    pygame.draw.rect(surface, HIGHLIGHT, cell, 2, border_radius=4)
                for k in range(al["sympathy_cost"][i]):       # supporters to pay: white pips
                    pygame.draw.circle(surface, (255, 255, 255), (cell.x + 5, cell.y + 4 + k * 6), 2)
                fonts.draw(surface, str(al["sympathy_vp"][i]), (cell.centerx + 4, cell.centery), 16,
                           (255, 255, 255), True, "center")
        y += 24
        return y

    def draw_choices(self, surface, buttons=True):
        t, fonts = self.t, self.app.fonts
        box = self.choice_box()
        panel(surface, box, PAPER, radius=10)
        title = fonts.draw(surface, t("root.ui.choices"), (box.x + 8, box.y + 5), 18, INK, True)
        d = self.snap()
        deck = t("root.ui.deck", n=len(d.get("deck") or []), d=len(d.get("discard") or []))
        fonts.draw(surface, deck, (title.right + 14, box.y + 7), 15, MUTED)     # Back has the right end
        if not buttons:
            return
        self.choice_buttons.draw(surface, fonts)
        if self.hinted:
            for button, a in self.choice_actions:
                if a == self.hinted:
                    pygame.draw.rect(surface, HINT, button.rect.inflate(6, 6), 3, border_radius=10)

    def draw_log(self, surface):
        t, fonts = self.t, self.app.fonts
        top = self.choice_box().bottom + 6
        box = pygame.Rect(SIDE.x, top, SIDE.w, SIDE.bottom - top)
        panel(surface, box, (236, 232, 220), radius=10)
        fonts.draw(surface, t("root.ui.log"), (box.x + 8, box.y + 4), 17, INK, True)
        size, width = 16, box.w - 16
        step = fonts.font(size).get_linesize()
        room = (box.h - 28) // step
        back = max(0, min(getattr(self, "log_scroll", 0), len(self.log) - 1))
        lines = []
        for entry in reversed(self.log[:len(self.log) - back] if back else self.log):
            lines = fonts.wrap(entry, size, width) + lines
            if len(lines) >= room:
                break
        lines = lines[-room:]
        if back:
            fonts.draw(surface, f"-{back}", (box.right - 8, box.y + 5), 15, MUTED, False, "topright")
        y = box.y + 24
        for i, line in enumerate(lines):
            fonts.draw(surface, line, (box.x + 8, y), size, INK if i >= len(lines) - 3 else MUTED)
            y += step

    def draw_drag(self, surface):
        if not self.drag or not self.drag.get("moved"):
            return
        start = self.centres.get(self.drag["from"])
        pos = self.drag["pos"]
        if start:
            pygame.draw.line(surface, SELECTED, start, pos, 4)
        faction = self.my_faction()
        if faction:
            self.paint_warrior(surface, faction, pos, 34)
            counts = self.move_counts(self.drag["from"])
            n = self.count if self.count is not None else (counts[-1] if counts else 0)
            self.count_badge(surface, faction, (pos[0] + 26, pos[1] - 14), n,
                             f"{n}/{counts[-1]}" if counts else None)

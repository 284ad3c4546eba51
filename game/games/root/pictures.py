"""Root's pictures for the rules viewer (game/scenes/rules_pictures.py registers them as
root/clearing, root/battle, root/sympathy_track, root/building_tracks), drawn from Root's
own sprites (sprites/root/) and data (data/root/factions.yaml). The words inside are
texts under rules_pictures.root_* in data/i18n/<lang>.yaml."""
from __future__ import annotations

import pygame

INK = (40, 34, 28)
MUTED = (120, 110, 96)
BG = (255, 255, 255)
SUIT_RGB = {"fox": (214, 70, 52), "rabbit": (236, 196, 70), "mouse": (226, 134, 60)}
CREAM = (250, 240, 214)
FACTION_RGB = {"marquise": (230, 120, 40), "alliance": (60, 160, 80)}


def _w(app, key):
    return app.t(f"rules_pictures.root_{key}")


def _sprite(app, name, size):
    return app.assets.image(f"root/{name}.png", (size, size))


def _text(app, surf, text, pos, size=18, colour=INK, bold=False, anchor="topleft"):
    return app.fonts.draw(surf, text, pos, size, colour, bold, anchor)


def _wrapped(app, surf, text, rect, size=16, colour=INK, bold=False) -> int:
    """Lines of `text` inside rect.w from its top; returns the y under the last."""
    y = rect.y
    step = app.fonts.font(size, bold).get_linesize()
    for line in app.fonts.wrap(text, size, rect.w, bold):
        app.fonts.draw(surf, line, (rect.x, y), size, colour, bold)
        y += step
    return y


def _arrow(surf, a, b, colour=MUTED):
    pygame.draw.line(surf, colour, a, b, 2)
    pygame.draw.circle(surf, colour, b, 4)


def _cfg():
    from .config import load_config
    return load_config()


def _stack(app, surf, faction, n, pos):
    box = pygame.Rect(pos[0], pos[1], 58, 36)
    pygame.draw.rect(surf, BG, box, border_radius=9)
    pygame.draw.rect(surf, FACTION_RGB[faction], box, 2, border_radius=9)
    surf.blit(_sprite(app, f"warrior_{faction}", 28), (box.x + 3, box.y + 4))
    _text(app, surf, str(n), (box.x + 44, box.centery), 24, INK, True, "center")
    return box


def clearing(app) -> pygame.Surface:
    """A fox clearing: two slots (a sawmill, one free), warriors of both sides, a token;
    the Marquise rules it (warriors plus buildings)."""
    surf = pygame.Surface((640, 300))
    surf.fill(BG)
    c, r = (170, 150), 118
    pygame.draw.circle(surf, (60, 40, 20), (c[0], c[1] + 4), r + 3)
    pygame.draw.circle(surf, SUIT_RGB["fox"], c, r)
    pygame.draw.circle(surf, (232, 221, 176), c, r - 10)
    surf.blit(_sprite(app, "suit_fox", 40), (c[0] - r + 6, c[1] + 18))
    slots = [pygame.Rect(c[0] - 62, c[1] - 84, 54, 54), pygame.Rect(c[0] + 8, c[1] - 84, 54, 54)]
    for rect in slots:
        pygame.draw.rect(surf, (251, 246, 232), rect, border_radius=7)
        pygame.draw.rect(surf, INK, rect, 2, border_radius=7)
    surf.blit(_sprite(app, "sawmill", 50), slots[0].inflate(-4, -4))
    cat = _stack(app, surf, "marquise", 3, (c[0] - 64, c[1] - 10))
    bun = _stack(app, surf, "alliance", 1, (c[0] + 6, c[1] - 10))
    surf.blit(_sprite(app, "sympathy", 30), (c[0] - 15, c[1] + 40))
    x = 330
    notes = [(slots[1].midright, "slot"), (slots[0].midtop, "building"), (cat.midbottom, "warriors"),
             ((c[0] + 15, c[1] + 55), "token"), ((c[0] - r + 26, c[1] + 38), "suit")]
    for i, (point, key) in enumerate(notes):
        y = 30 + i * 42
        _arrow(surf, (x - 8, y + 10), point)
        _text(app, surf, _w(app, key), (x, y), 18)
    pygame.draw.line(surf, MUTED, (x, 240), (630, 240), 1)
    _text(app, surf, _w(app, "rules"), (x, 250), 18, FACTION_RGB["marquise"], True)
    _text(app, surf, _w(app, "rules_why"), (x, 274), 16, INK)
    return surf


def battle(app) -> pygame.Surface:
    """The two dice: the attacker deals the higher, the defender the lower, each at most as
    many rolled hits as its warriors there; Defenseless adds one."""
    surf = pygame.Surface((640, 270))
    surf.fill(BG)
    dice = [(3, "marquise", "attacker", "higher"), (1, "alliance", "defender", "lower")]
    for i, (value, faction, role, which) in enumerate(dice):
        y = 24 + i * 112
        die = _sprite(app, f"die_{value}", 74)
        surf.blit(die, (24, y))
        pygame.draw.rect(surf, FACTION_RGB[faction], (20, y - 4, 82, 82), 4, border_radius=12)
        _text(app, surf, _w(app, role), (124, y + 4), 21, FACTION_RGB[faction], True)
        _text(app, surf, _w(app, which), (124, y + 32), 18, INK)
        _text(app, surf, _w(app, "hits").format(n=value), (124, y + 54), 18, INK, True)
    pygame.draw.line(surf, MUTED, (350, 20), (350, 250), 1)
    _text(app, surf, _w(app, "cap"), (366, 20), 18, INK, True)
    _stack(app, surf, "alliance", 1, (366, 46))
    _wrapped(app, surf, _w(app, "cap_text"), pygame.Rect(432, 46, 200, 40))
    _text(app, surf, _w(app, "defenseless"), (366, 100), 18, INK, True)
    surf.blit(_sprite(app, "base_fox", 40), (366, 126))
    _wrapped(app, surf, _w(app, "defenseless_text"), pygame.Rect(416, 128, 216, 40))
    _wrapped(app, surf, _w(app, "guerrilla"), pygame.Rect(366, 190, 266, 60), 16, FACTION_RGB["alliance"], True)
    return surf


def sympathy_track(app) -> pygame.Surface:
    """The Alliance's ten sympathy tokens: supporters to pay for each and the VP it scores."""
    al = _cfg().alliance
    n = al["sympathy"]
    surf = pygame.Surface((660, 230))
    surf.fill(BG)
    _text(app, surf, _w(app, "sympathy_title"), (16, 12), 21, FACTION_RGB["alliance"], True)
    cell = 58
    x0, y0 = 24, 62
    for i in range(n):
        rect = pygame.Rect(x0 + i * (cell + 4), y0, cell, 76)
        pygame.draw.rect(surf, (80, 170, 90), rect, border_radius=8)
        pygame.draw.rect(surf, INK, rect, 1, border_radius=8)
        surf.blit(_sprite(app, "sympathy", 30), (rect.centerx - 15, rect.y + 6))
        for k in range(al["sympathy_cost"][i]):
            pygame.draw.circle(surf, (255, 255, 255), (rect.x + 10 + k * 12, rect.bottom - 28), 5)
            pygame.draw.circle(surf, INK, (rect.x + 10 + k * 12, rect.bottom - 28), 5, 1)
        _text(app, surf, f"+{al['sympathy_vp'][i]}", (rect.right - 6, rect.bottom - 12), 18, (255, 255, 255),
              True, "midright")
    pygame.draw.circle(surf, (255, 255, 255), (30, 160), 6)
    pygame.draw.circle(surf, INK, (30, 160), 6, 1)
    _wrapped(app, surf, _w(app, "sympathy_cost"), pygame.Rect(44, 150, 290, 24), 16)
    _wrapped(app, surf, _w(app, "sympathy_vp"), pygame.Rect(44, 176, 290, 40), 16)
    y = _wrapped(app, surf, _w(app, "martial_law").format(n=al["martial_law_warriors"], extra=al["martial_law_extra"]),
                 pygame.Rect(350, 150, 300, 40), 15, MUTED)
    _wrapped(app, surf, _w(app, "left_to_right"), pygame.Rect(350, y + 4, 300, 40), 15, MUTED)
    return surf


def building_tracks(app) -> pygame.Surface:
    """The Marquise's three tracks: the wood each next building costs and the VP it scores."""
    mq = _cfg().marquise
    surf = pygame.Surface((660, 250))
    surf.fill(BG)
    _text(app, surf, _w(app, "tracks_title"), (16, 12), 21, FACTION_RGB["marquise"], True)
    for row, kind in enumerate(("sawmill", "workshop", "recruiter")):
        y = 50 + row * 52
        surf.blit(_sprite(app, kind, 40), (20, y))
        _text(app, surf, _w(app, kind), (68, y + 20), 17, INK, True, "midleft")
        for i in range(mq["per_building"]):
            cell = pygame.Rect(190 + i * 76, y, 70, 42)
            pygame.draw.rect(surf, (236, 228, 206), cell, border_radius=6)
            pygame.draw.rect(surf, INK, cell, 1, border_radius=6)
            wood = (cell.x + 18, cell.centery)
            surf.blit(_sprite(app, "wood", 26), (wood[0] - 13, wood[1] - 13))
            _text(app, surf, str(mq["build_cost"][i]), wood, 17, (255, 255, 255), True, "center")
            _text(app, surf, f"+{mq['track_vp'][kind][i]}", (cell.right - 8, cell.centery), 19, INK, True,
                  "midright")
    _text(app, surf, _w(app, "tracks_wood"), (20, 214), 17, INK)
    _text(app, surf, _w(app, "tracks_vp"), (350, 214), 17, INK)
    return surf

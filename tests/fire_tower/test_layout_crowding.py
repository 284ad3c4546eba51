"""Fire Tower's board screen when it is crowded, through the real scene drawn by the App loop:
five seats with their Special cards (Extreme Weather) leave the log six lines, and a hand of
seven or eight cards keeps every card's name in the part of the card left in sight.

Rule ids: seeds/fire_tower.en.md. FT-EW-SPECIALS (each seat's Special cards, shown in its row),
FT-VAR-GUARDIAN (the fifth seat), FT-SOLO-BURN and FT-BURN-HAND-SIZE (the hand grows),
FT-DIG-HANDS (the hand at the screen)."""
import pygame
import pytest

from game.core.bots import RandomBot
from game.core.match import Match
from game.games.fire_tower import rules
from game.games.fire_tower.describe import card_name
from game.games.fire_tower.handover import HandOverScene
from game.games.fire_tower.layout import BUTTON_Y, CARD_W, HAND_Y, SIDE_X, STRIP_SQUEEZE
from game.games.fire_tower.scene import FireTowerScene
from game.ui.app import App

NAMES = ("Ana", "Ben", "Cai", "Dee", "Eve")


@pytest.fixture(params=["en", "es"])
def app(request):
    application = App(headless=True, lang=request.param)
    application.settings.set("animation_speed", 0.0)
    application.settings.set("bot_speed", "fast")
    yield application
    pygame.quit()


def post(kind, pos, **extra):
    pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))


def click(app, pos):
    post(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos, button=1)
    app.run_frames(3)


def open_scene(app, match):
    scene = FireTowerScene(app, match)
    app.reset_to(scene)
    app.run_frames(2)
    if isinstance(app.scene, HandOverScene):
        click(app, app.scene.show_button.rect.center)
    assert app.scene is scene
    return scene


def drawn(app, scene):
    """(text, rect) of every string written by one frame painted from scratch."""
    scene.layers.forget()
    scene._card_cache.clear()
    found, real = [], app.fonts.draw

    def draw(target, text, pos, *args, **kwargs):
        rect = real(target, text, pos, *args, **kwargs)
        found.append((text, rect))
        return rect

    app.fonts.draw = draw
    try:
        app.run_frames(1)
    finally:
        del app.fonts.draw
    return found


def many_seats(n, **options):
    match = Match("fire_tower", rules, {"players": [{"name": x, "kind": "human"} for x in NAMES[:n]],
                                        "extreme_weather": True, **options}, 3)
    s = match.state
    while s.decision and s.decision["kind"] == "hawk_place" and s.decision["why"] == "setup":
        match.apply(s.legal_actions()[0])
    for _ in range(8):                     # a few moves: the log has more lines than it shows
        match.apply(s.legal_actions()[0])
    return match


# ------------------------------------------------------------------ the side panel
@pytest.mark.parametrize("n", [4, 5])
def test_four_or_five_seats_with_specials_leave_the_log_six_lines(app, n):
    """FT-EW-SPECIALS / FT-VAR-GUARDIAN: with four or five seats and every seat's two Special
    chips, the seats' rows stay two lines (the chips on the status line), so the log panel
    between the Wind box and the buttons shows at least six lines, and the six newest
    lines are drawn inside it, one under another."""
    match = many_seats(n)
    scene = open_scene(app, match)
    assert scene.log_lines() >= 6
    assert len(scene.log) > scene.log_lines()
    texts = drawn(app, scene)
    top = scene.log_top()
    box = pygame.Rect(SIDE_X, top, 540, BUTTON_Y - 8 - top)
    newest = scene.log[-scene.log_lines():]
    log_rects = [rect for text, rect in texts if text in newest and box.contains(rect)]
    assert len(log_rects) == len(newest) >= 6
    assert all(a.bottom <= b.top for a, b in zip(log_rects, log_rects[1:]))
    assert scene.info_top() + 88 < top and scene.seat_row(n - 1).bottom < scene.info_top()
    assert all(scene.seat_row(i).bottom <= scene.seat_row(i + 1).top for i in range(n - 1))


def test_a_long_log_entry_wraps_inside_the_log_panel(app):
    """A log entry wider than the panel (the Ghost's take-over in Spanish was cut off) is
    written whole on two or more rows, each inside the panel, its later rows indented; the
    entries shown are whole, the newest last."""
    match = many_seats(3)
    scene = open_scene(app, match)
    words = " ".join(f"word{i}" for i in range(40))
    scene.log.append(words)
    texts = drawn(app, scene)
    top = scene.log_top()
    box = pygame.Rect(SIDE_X, top, 540, BUTTON_Y - 8 - top)
    rows = [(text, rect) for text, rect in texts if text.startswith("word") and box.colliderect(rect)]
    assert len(rows) >= 2 and " ".join(text for text, _ in rows) == words
    assert all(box.inflate(-12, 0).contains(rect) for _, rect in rows)
    assert all(rect.x > rows[0][1].x for _, rect in rows[1:])
    assert rows[-1][1].bottom <= box.bottom


@pytest.mark.parametrize("n", [2, 4, 5])
def test_special_chips_sit_in_their_seat_row_clear_of_its_texts(app, n):
    """FT-EW-SPECIALS: every seat's two chips lie inside its row, apart from each other and
    from the name, the status, the hand count and the Bucket; each chip's tooltip names
    its Special."""
    scene = open_scene(app, many_seats(n))
    texts = drawn(app, scene)
    s, t = scene.state, app.t
    for seat in range(n):
        row = scene.seat_row(seat)
        chips = scene.seat_special_chips(seat)
        assert len(chips) == 2
        rects = [rect for rect, _sp, _side in chips]
        assert all(row.contains(rect) for rect in rects), (seat, row, rects)
        assert not rects[0].colliderect(rects[1])
        mine = [rect for text, rect in texts if row.contains(rect) and text in
                (scene.seat_label(seat), scene.seat_status(seat), t("fire_tower.ui.cards", n=len(s.hands[seat])))]
        assert len(mine) == 3, (seat, mine)
        bucket = pygame.Rect(row.right - 40, row.y, 34, row.h)
        for rect in rects:
            assert rect.collidelist(mine) == -1 and not rect.colliderect(bucket), (seat, rect, mine)
        for rect, special, _side in chips:
            lines, _ = scene.tip_at(rect.center)
            assert lines[0] == t(f"fire_tower.solo.special.{special}.name")


def test_five_seats_with_specials_and_minis_keep_every_chip_apart(app):
    """FT-EW-SPECIALS with the megahawk reserve and the water buckets (FT-MEGA-RESERVE,
    FT-WATER-GEM-SETUP) and a bot's longer name: the Special chips, the mini chips and the
    Coyote Tactics cards laid face down (FT-EW-COYOTE) never cover one another."""
    match = many_seats(5, megahawk=2, water_gems=True)
    match.state.players[1]["kind"] = "bot"
    s = match.state
    s.weather["coyote"][0] = [s.hands[0].pop(), s.hands[0].pop()]
    s.invalidate()
    scene = open_scene(app, match)
    assert scene.log_lines() >= 6
    for seat in range(5):
        row = scene.seat_row(seat)
        rects = [r for r, _sp, _sd in scene.seat_special_chips(seat)] + [r for r, _k, _n in scene.mini_chips(seat)]
        rects.append(scene.seat_cards_rect(seat))
        if s.coyote_cards(seat):
            rects.append(scene.face_down_rect(seat))
        assert len(rects) == 5 + (seat == 0)
        for i, a in enumerate(rects):
            assert row.contains(a), (seat, a, row)
            assert a.collidelist(rects[i + 1:]) == -1, (seat, a, rects)
    lines, _ = scene.tip_at(scene.face_down_rect(0).center)
    assert lines[0] == app.t("fire_tower.card.coyote_tactics.name")


# ------------------------------------------------------------------ the hand
def solo_with_hand(app, size):
    """A solo game at the Ranger's action with `size` cards in hand (as after enemy
    towers burned: FT-SOLO-BURN)."""
    match = Match("fire_tower", rules, {"solo": True, "level": 1,
                                        "players": [{"name": "Ranger", "kind": "human"}]}, 5)
    bot = RandomBot(7)
    s = match.state
    for _ in range(200):
        if s.decision and s.decision["kind"] == "turn_action":
            break
        match.apply(bot.choose(s))
        s = match.state
    assert s.decision["kind"] == "turn_action"
    s.hand_size = size
    while len(s.hands[0]) < size:
        s.hands[0].append(s.deck.pop())
    fire = next(cid for cid in s.deck if s.card_def(cid).effect == "fire_pattern"
                and not s.card_def(cid).params.get("double"))
    s.deck.remove(fire)                    # the first card: a pattern, picked up by a click
    s.deck.append(s.hands[0][0])
    s.hands[0][0] = fire
    s.invalidate()
    scene = open_scene(app, match)
    assert len(scene.strip()[1]) == size
    return scene


@pytest.mark.parametrize("size", [6, 7, 8])
def test_every_card_name_of_a_crowded_hand_is_in_sight(app, size):
    """FT-BURN-HAND-SIZE / FT-DIG-HANDS: with 6, 7 or 8 cards the cards overlap; each card's
    name is written where no later card covers it, whole, in letters no smaller than the
    full cards use for their longest names, and the screen shows it as the card face has
    it (the pixels of the name's box are the card's own)."""
    scene = solo_with_hand(app, size)
    cards = scene.strip()[1]
    rects = scene.card_rects(cards)
    titles = scene.hand_title_rects(cards)
    rooms = scene.title_rooms(cards)
    assert rects[1].x - rects[0].x < CARD_W           # they do overlap
    drawn(app, scene)
    screen = app.screen
    for i, (cid, rect, title, room) in enumerate(zip(cards, rects, titles, rooms)):
        assert rect.contains(title), (i, rect, title)
        assert title.collidelist(rects[i + 1:]) == -1, (i, title, rects[i + 1:])
        card_id = scene.state.card_id(cid)
        if room is not None:
            size_pt, lines, squeeze = scene.strip_title(card_id, room)
            assert " ".join(lines) == card_name(app.t, card_id) and len(lines) <= 2
            assert size_pt >= 13 and squeeze >= STRIP_SQUEEZE
        face = scene.card_surface(card_id, room).copy()
        if cid not in scene.options()["cards"]:
            face.blit(scene._card_veil(), (0, 0))            # not playable now: veiled
        local = title.move(-rect.x, -rect.y)
        for x in range(local.left, local.right, 3):
            for y in range(local.top, local.bottom, 3):
                seen, own = screen.get_at((rect.x + x, rect.y + y)), face.get_at((x, y))
                assert max(abs(a - b) for a, b in zip(seen[:3], own[:3])) <= 6, (i, x, y, seen, own)
        assert scene.card_at(title.center) == cid         # the name is where the card is picked up
        lines, _ = scene.tip_at(title.center)
        assert lines[0] == card_name(app.t, card_id)
    if size >= 7:
        assert any(room is not None for room in rooms)


def test_every_card_name_fits_the_strip_of_an_eight_card_hand(app):
    """FT-BURN-HAND-SIZE: every card of the game, in both languages, seen only in the part
    an eight-card hand leaves it: its whole name in at most two lines no wider than that
    part, at 13 points or more (the full cards' longest names use 14)."""
    scene = solo_with_hand(app, 8)
    cards = scene.strip()[1]
    rects = scene.card_rects(cards)
    room = min(b.x - a.x for a, b in zip(rects, rects[1:]))
    width = scene.strip_title_width(room)
    for card_id in scene.state.cfg.cards:
        size, lines, squeeze = scene.strip_title(card_id, room)
        assert " ".join(lines) == card_name(app.t, card_id) and len(lines) <= 2, (card_id, lines)
        assert size >= 13, (card_id, size)
        for line in lines:
            assert app.fonts.font(size, True).size(line)[0] * squeeze <= width, (card_id, line)


def test_a_card_of_an_eight_card_hand_is_picked_up_by_its_name(app):
    """FT-DIG-HANDS: a click on the name of the first card of an eight-card hand (a fire
    pattern, under the second card but for its name's strip) picks that card up: it rises
    out of the hand, and its name stays clear of the cards after it."""
    scene = solo_with_hand(app, 8)
    cards = scene.strip()[1]
    cid = cards[0]
    assert cid in scene.options()["cards"]
    title = scene.hand_title_rects(cards)[0]
    assert title.right > scene.card_rects(cards)[1].x - 30        # the name is in the seen strip only
    click(app, title.center)
    assert scene.held_card() == cid and scene.card_raised(cid)
    rects = scene.card_rects(cards)
    assert rects[0].y < HAND_Y <= rects[1].y
    assert scene.hand_title_rects(cards)[0].collidelist(rects[1:]) == -1
    click(app, title.move(0, -14).center)                          # clicked again: back in the hand
    assert scene.held_card() is None and scene.card_rects(cards)[0].y == HAND_Y

"""Root's board, the gestures of issue 11 through the real App loop with posted events:
the count of a move (wheel while dragging, −/+ and keys after picking the destination),
the walk along the path, and the cost shown by a lit clearing before the click (RT-MOVE,
RT-MC-BUILD, RT-WA-SPREAD)."""
import math

import pygame

from mouse import button, click, post, replace_state
from rt_mouse import centre, drag_count, mode_button, settle
from test_root_scene import advance, open_scene, through_setup, warriors


def march_with_many(scene):
    """After a Recruit (a recruiter's clearing then holds two warriors): a march of one from there."""
    if not any(a[0] == "march" and warriors(scene, "marquise", a[1]) > 1 for a in scene.state.legal_actions()):
        scene.act(("recruit",))
        scene.app.run_frames(3)
    s = scene.state
    return next((a for a in s.legal_actions() if a[0] == "march" and a[3] == 1
                 and warriors(scene, "marquise", a[1]) > 1), None)


def test_the_wheel_while_dragging_sets_how_many_go_and_they_walk_the_path(app):
    """RT-MOVE: a drop carries every warrior that may go unless the wheel says fewer; the
    figures then walk along the map's path (autumn.tmx layer paths)."""
    app.settings.set("animation_speed", 1.0)
    scene = open_scene(app)
    through_setup(app, scene)
    assert len(scene.paths) == 18           # one polyline per path of the Autumn map
    assert len(scene.forests) == 7 and len(scene.rivers) == 5      # read from the tmx, drawn faintly
    march = march_with_many(scene)
    a, b = march[1], march[2]
    here = warriors(scene, "marquise", a)
    drag_count(app, scene, ("march", a, b, 1))
    assert scene.match.actions[-1] == ("march", a, b, 1)
    assert warriors(scene, "marquise", a) == here - 1
    line = scene.path_line(a, b)
    seen = []
    for _ in range(90):
        app.run_frames(1)
        if scene.flying:
            seen.append(scene.flying["pos"])
            assert scene.arriving(b) == ("marquise", 1)     # not counted at b before it gets there
        elif seen:
            break
    assert scene.arriving(b) is None
    assert len(seen) >= 3, "the warriors did not walk"

    def off_path(p):
        best = 1e9
        for q, r in zip(line, line[1:]):
            dx, dy = r[0] - q[0], r[1] - q[1]
            t = max(0, min(1, ((p[0] - q[0]) * dx + (p[1] - q[1]) * dy) / (dx * dx + dy * dy)))
            best = min(best, math.hypot(p[0] - q[0] - t * dx, p[1] - q[1] - t * dy))
        return best
    assert all(off_path(p) <= 6 for p in seen)          # on the path (a step's bob at most)
    assert len({(round(p[0]), round(p[1])) for p in seen}) >= 3


def test_a_destination_picked_by_click_waits_for_its_count_and_confirm(app):
    scene = open_scene(app)
    through_setup(app, scene)
    march = march_with_many(scene)
    a, b = march[1], march[2]
    most = warriors(scene, "marquise", a)
    click(app, centre(scene, a))
    if scene.chooser:
        click(app, button(scene, "Move warriors from here"))
    click(app, centre(scene, b))
    assert scene.pending == {"from": a, "to": b} and scene.count == most     # default: all of them
    assert scene.message.startswith(f"Move {most} of {most} warriors")
    before = len(scene.match.actions)
    click(app, button(scene, "−"))
    assert scene.count == most - 1
    click(app, button(scene, "+"))
    click(app, button(scene, "+"))                      # never past what may go
    assert scene.count == most
    post(pygame.KEYDOWN, (0, 0), key=pygame.K_MINUS, mod=0, unicode="-")
    app.run_frames(2)
    assert scene.count == most - 1 and len(scene.match.actions) == before    # nothing moved yet
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    app.run_frames(2)
    assert scene.count == max(1, most - 2)
    n = scene.count
    click(app, centre(scene, b))                        # the destination again confirms
    assert scene.match.actions[-1] == ("march", a, b, n)
    assert scene.pending is None


def test_escape_backs_out_of_a_pending_move(app):
    scene = open_scene(app)
    through_setup(app, scene)
    march = march_with_many(scene)
    a, b = march[1], march[2]
    click(app, centre(scene, a))
    if scene.chooser:
        click(app, button(scene, "Move warriors from here"))
    click(app, centre(scene, b))
    assert scene.pending
    before = len(scene.match.actions)
    post(pygame.KEYDOWN, (0, 0), key=pygame.K_ESCAPE, mod=0, unicode="")
    app.run_frames(2)
    assert scene.pending is None and len(scene.match.actions) == before


def test_a_lit_clearing_in_build_mode_shows_the_wood_and_where_it_comes_from(app):
    """RT-MC-BUILD: the cost (wood, the clearings whose wood pays) before the click."""
    scene = open_scene(app)
    through_setup(app, scene)
    s = scene.state
    build = next(a for a in s.legal_actions() if a[0] == "build" and s.build_cost(a[1]) > 0) \
        if any(a[0] == "build" and s.build_cost(a[1]) > 0 for a in s.legal_actions()) else None
    click(app, mode_button(scene, "build"))
    c = build[2] if build else sorted(scene.lit_clearings())[0]
    post(pygame.MOUSEMOTION, centre(scene, c), rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(2)
    lines = scene.cost_lines(c)
    assert lines and all(line.startswith("Build a ") for line in lines[:-1])
    assert any("wood" in line for line in lines)
    if build:                               # the wood's clearings, once
        assert lines[-1].startswith("Wood from clearing") and sum("Wood from" in x for x in lines) == 1
    assert len(scene.match.actions) == len(scene.match.actions)      # hovering plays nothing
    assert scene.mode == "build"


def test_a_spread_shows_the_supporters_it_costs_before_the_click(app):
    """RT-WA-SPREAD: the suit and number of supporters, and the VP, on the lit clearing."""
    scene = open_scene(app, seed=4)
    advance(app, scene, lambda s: s.current_player == 1 and not s.stack and scene.my_turn()
            and any(a[0] == "spread" for a in s.legal_actions()), seed=4)
    spread = next(a for a in scene.state.legal_actions() if a[0] == "spread")
    c = spread[1]
    n = scene.state.spread_cost(c)
    suit = scene.state.cfg.clearings[c]["suit"]
    post(pygame.MOUSEMOTION, centre(scene, c), rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(2)
    lines = scene.cost_lines(c)
    assert any(line.startswith(f"Spread here costs {suit} supporters: {n} ") and "VP" in line for line in lines)
    settle(app, scene)


def test_the_hint_says_in_one_line_why_in_both_languages(app):
    """The Hint's computer (bot.HintChooser) gives a reason for every action it picks; the
    note reads without ids or placeholders in English and Spanish."""
    import re
    from game.core.bots import RandomBot
    from game.games.root.bot import HintChooser
    from game.games.root.scene import RootScene
    from game.core.match import Match
    from game.games.root import rules
    from test_root_scene import PEOPLE
    match = Match("root", rules, PEOPLE, 11)
    scene = RootScene(app, match)
    hinter, player = HintChooser(3), RandomBot(3)
    keys = set()
    for _ in range(400):
        s = match.state
        if s.is_over:
            break
        action = hinter.choose(s)
        assert action in s.legal_actions()
        key, params = hinter.reason
        keys.add(key)
        for lang in ("en", "es"):
            app.t.lang = lang
            text = scene.describe_hint(app.t, hinter.reason)
            assert text and "\n" not in text and "{" not in text and "root." not in text, (key, text)
            assert not re.search(r"[a-z]+_[a-z]+", text), (key, text)     # no card or rule ids
        app.t.lang = "en"
        match.apply(player.choose(s))
    assert {"build_vp", "end_phase"} & keys and len(keys) >= 6, keys


def test_the_hint_button_shows_the_reason_note(app):
    scene = open_scene(app)
    through_setup(app, scene)
    click(app, scene.hint_button.rect.center)
    for _ in range(60):
        app.run_frames(1)
        if scene.hint:
            break
    assert scene.hint and scene.hinted in scene.state.legal_actions()
    text = scene.describe_hint(app.t, scene.hint["reason"])
    assert text not in ("", "A possible move.")


def test_each_card_in_the_hand_shows_a_glyph_of_its_own_kind(app):
    """RT-DECK: an item card shows the item it crafts, an effect card when it acts, an
    ambush and a dominance card their own mark (not one picture for the whole deck)."""
    from game.games.root.card_glyphs import glyph_kind, paint_glyph
    from game.games.root.config import load_config
    cfg = load_config()
    kinds = {}
    for card, info in cfg.cards.items():
        g = glyph_kind(info)
        kinds.setdefault(g, set()).add(info["name"])
        if info["kind"] == "item":
            assert g == f"item_{info['item']}"
    assert {"ambush", "dominance", "birdsong", "daylight", "evening", "battle", "favor"} <= set(kinds)
    assert len([k for k in kinds if k.startswith("item_")]) == 7
    surf = pygame.Surface((60, 40))
    painted = set()
    for g, names in kinds.items():
        info = next(i for i in cfg.cards.values() if i["name"] in names)
        surf.fill((255, 255, 255))
        paint_glyph(surf, surf.get_rect(), info)
        painted.add(pygame.image.tobytes(surf, "RGB"))
    assert len(painted) == len(kinds)           # each glyph is a picture of its own


def test_both_sides_battle_cards_the_attacker_orders_them_with_the_chips(app):
    """RT-TURN-TIMING: after the roll, with a battle card on each side, the choice box holds
    one chip per order; a click picks whose cards come first."""
    import sys
    sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[1] / "root"))
    from rt_helpers import dice
    from rt_mouse import by_mouse

    scene = open_scene(app)
    through_setup(app, scene)

    def edit(s):
        for seat, card in ((0, "brutal_tactics_1"), (1, "sappers_1")):
            for pile in (s.deck, s.discard, s.players[0]["hand"], s.players[1]["hand"], s.players[1]["supporters"]):
                if card in pile:
                    pile.remove(card)
            s.players[seat]["crafted"].append(card)
        s.map[4]["warriors"]["alliance"] = 3
        s.players[1]["warriors_supply"] -= 3
        s.map[4]["warriors"]["marquise"] += 2
        s.players[0]["warriors_supply"] -= 2
        dice(s, 1, 1)
    replace_state(app, scene, edit)
    battle = ("battle", 5, "alliance")
    assert battle in scene.state.legal_actions()
    assert by_mouse(app, scene, battle)
    settle(app, scene)
    while scene.decision()["kind"] in ("ambush", "counter_ambush"):
        by_mouse(app, scene, ("skip",))
        settle(app, scene)
    assert scene.decision()["kind"] == "timing"
    assert "choose whose cards come first" in scene.message
    click(app, button(scene, "First: the defender's battle cards"))
    assert scene.match.actions[-1] == ("timing", "defender")
    settle(app, scene)
    d = scene.decision()
    assert d["kind"] == "battle_effects" and d["role"] == "defender"


def test_a_card_tooltip_says_what_training_or_mobilizing_with_it_costs(app):
    """RT-WA-TRAIN, RT-WA-MOBILIZE: the cost (the card itself) before the click."""
    from rt_mouse import card_spot
    scene = open_scene(app, seed=4)
    advance(app, scene, lambda s: s.current_player == 1 and not s.stack and scene.my_turn()
            and any(a[0] == "mobilize" for a in s.legal_actions()), seed=4)
    card = next(a[1] for a in scene.state.legal_actions() if a[0] == "mobilize")
    lines, rect = scene.tip_lines(card_spot(scene, card))
    assert "Mobilize: this card becomes a supporter." in lines
    if any(a == ("train", card) for a in scene.state.legal_actions()):
        assert any(line.startswith("Train: this card is spent") for line in lines)


def test_the_marquise_recruit_button_tells_what_it_places_before_the_click(app):
    scene = open_scene(app)
    through_setup(app, scene)
    spot = mode_button(scene, "recruit")
    above = (spot[0], spot[1] - 30)         # where the panel stands, over the faction board
    plain = pygame.Surface((1280, 800))
    scene.hover = None
    scene.draw(plain)
    before = len(scene.match.actions)
    post(pygame.MOUSEMOTION, spot, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(2)
    shown = pygame.Surface((1280, 800))
    scene.draw(shown)
    assert scene.hover == spot and len(scene.match.actions) == before      # hovering plays nothing
    box = pygame.Rect(above[0] - 150, above[1] - 10, 300, 20).clip(pygame.Rect(0, 0, 1280, 800))
    differ = sum(plain.get_at((x, y)) != shown.get_at((x, y)) for x in range(box.x, box.right, 5)
                 for y in range(box.y, box.bottom, 5))
    assert differ > 20, "no cost panel over the Recruit button"
    text = app.t("root.cost.recruit_marquise", n=1, supply=scene.state.players[0]["warriors_supply"])
    assert text.startswith("Recruit: 1 warrior at each of your 1 recruiters")

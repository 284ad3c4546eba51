"""Fire Tower as a newcomer plays it (issue 20, items 7, 23-25 and the interaction
contract), through the real App loop with posted mouse events."""
import re

import pygame
import pytest

from ft_mouse import by_mouse, open_scene
from mouse import click, post, rendered_texts

from game.core.i18n import Translator
from game.core.match import Match
from game.games.fire_tower import rules
from tests.fire_tower.test_ft_hints import WHY_WORDS
from tests.ui.test_hints import ask_hint, until_person

VS_BOT = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot"}]}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_hint_line_says_what_the_move_gains_or_prevents(app, lang):
    """Issue 20, item 7: at each of a person's first decisions the Hint's line, as drawn,
    names what the move does for the tower or against a rival (not "the best move the
    computer found", not "the only safe spot" beside two lit squares), and fits its strip."""
    app.set_language(lang)
    scene = open_scene(app, Match("fire_tower", rules, VS_BOT, 5))
    t = app.t
    seen = set()
    for _ in range(8):
        until_person(app, scene)
        app.settings.set("bot_speed", "slow")
        action = ask_hint(app, scene)
        key, _ = scene.hint["reason"]
        reason = scene.describe_hint(t, scene.hint["reason"])
        line = t("ui.hint_prefix", reason=reason)
        assert line in rendered_texts(app), line
        english = scene.describe_hint(Translator("en"), scene.hint["reason"])
        assert any(word in english for word in WHY_WORDS), (key, english)
        width = pygame.Rect(scene.hint_note_rect).w - 24
        assert app.fonts.font(17, True).size(line)[0] <= width, line
        seen.add(key)
        if not by_mouse(app, scene, action):
            scene.act(action)
        if scene.held_card() is not None:
            by_mouse(app, scene, scene.make_bot(scene.match.seed).choose(scene.pos().clone()))
        if scene.state.is_over:
            break
    assert len(seen) >= 2


# ------------------------------------------------------------------ the rules say the right numbers
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_rules_name_squares_as_the_board_does_and_count_the_players_right(app, lang):
    """Issue 20, item 24: the rules viewer opens with the player count the game has (1 to 5)
    and names squares as the board's edges show them (A-P, 1-16); the 0-based r7c8 naming
    of the program's data is behind "Details for testers"."""
    from tests.ui.test_rules_view_player import drawn_texts, labelled, open_rules
    app.set_language(lang)
    scene = open_rules(app, "fire_tower")
    app.run_frames(3)
    shown = " ".join(drawn_texts(scene))
    opening = " ".join(" ".join(drawn_texts(scene)[:12]).split())
    assert ("2 to 5" if lang == "en" else "2 a 5") in opening and "2 to 4" not in shown and "2 a 4" not in shown
    assert not re.search(r"\b[rf]\d+c\d+\b", shown), re.search(r"\b[rf]\d+c\d+\b", shown).group()
    assert re.search(r"\bA1\b", shown) and re.search(r"\bP16\b", shown)
    click(app, labelled(scene.buttons.buttons, app.t("rules.details")).rect.center)
    assert re.search(r"\b[rf]7c8\b", " ".join(drawn_texts(scene)))
    click(app, labelled(scene.buttons.buttons, app.t("rules.details")).rect.center)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_water_gem_tooltip_counts_them_for_every_player_count(app, lang):
    """Issue 20, item 24: resting on the Water gems option says how many each player has,
    for the player count chosen, 5 too (data: minis.water_gems_per_player)."""
    from tests.ui.test_fire_tower_setup_screen import open_setup
    from tests.ui.test_tooltips import rest
    scene = open_setup(app, lang)
    per = scene.cfg.minis["water_gems_per_player"]
    for n in (2, 4, 5):
        click(app, scene.count_buttons[n - scene.cfg.players_min].rect.center)
        lines = rest(app, scene, scene.option_buttons["water_gems"].rect.center)
        want = app.t("fire_tower.tip.water_gems_option", n=per[n], players=n)
        assert lines == [want] and f"{per[n]} " in want and str(n) in want
        post(pygame.MOUSEMOTION, (640, 10), rel=(1, 0), buttons=(0, 0, 0))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lightning_tokens_on_the_first_turn_say_why_they_are_there(app, lang):
    """Issue 20, item 24: Double Tower with Seasons shows lightning tokens from the first
    turn (FT-LIGHTNING-START: the Lightning Fires season is in the game). The log opens by
    naming their squares and why, and resting on one says why too."""
    from test_fire_tower_events_scene import new_match
    from tests.ui.test_tooltips import rest
    from game.games.fire_tower.describe import square_name
    from game.games.fire_tower.layout import square_rect
    app.set_language(lang)
    match = new_match(2, variant="double", seasons=["drought", "lightning_fires", "gale"])
    scene = open_scene(app, match)
    s, t = scene.state, app.t
    tokens = [divmod(sq, s.cfg.size) for sq in s.lightning_tokens()]
    assert tokens and s.turn_number <= 1
    why = t("fire_tower.tip.lightning_why_season")
    opening = [line for line in scene.log if why in line]
    assert opening and all(square_name(t, rc) in opening[0] for rc in tokens)
    lines = rest(app, scene, square_rect(*tokens[0]).center)
    assert lines == [t("fire_tower.tip.lightning_token"), why]


# ------------------------------------------------------------------ small things (item 25)
def test_a_locked_level_can_be_practised_and_counts_for_nothing(app):
    """Issue 20, item 25: a locked tile says it can be practised; clicking it asks first
    (what opens it, that practice counts for nothing); Practise starts the level marked as
    practice on the board; its win keeps no score and opens no level, as the end says."""
    import importlib
    from tests.ui.test_fire_tower_solo_scene import open_ladder
    from mouse import button
    from game.games.fire_tower.levels import Progress
    from game.games.fire_tower.scene import FireTowerScene
    from game.scenes import launch
    ladder = open_ladder(app)
    t = app.t
    assert t("fire_tower.levels.practice_tile") in rendered_texts(app)
    click(app, ladder.tile_rect(2).center)
    dialog = app.scene
    assert dialog.name == "dialog_confirm" and dialog.text == t("fire_tower.levels.practice_ask", level=3, previous=2)
    click(app, button(dialog, t("fire_tower.levels.practice", level=3)))
    game = app.scene
    assert isinstance(game, FireTowerScene) and game.match.setup["level"] == 3 and game.match.setup["practice"]
    game.layers.forget()
    assert any(t("fire_tower.solo.level_practice", n=3) in text for text in rendered_texts(app))
    result = launch.record_level(importlib.import_module(launch.LEVELS["fire_tower"]), 3,
                                 {"outcome": "win", "score": 8}, game.match.setup)
    assert result["practice"] and not result["won"] and not result["newly_won"] and result["best"] is None
    progress = Progress()
    progress.load()
    assert not progress.unlocked(3) and not progress.won(3) and progress.best(3) is None


def test_the_blue_seat_is_told_apart_from_the_purple_tower(app):
    """Issue 20, item 25: in a 2-player game the Blue player's colour bar (side panel) is
    near the blue tower zone's rim on the board and far from the purple one's."""
    from game.games.fire_tower.layout import square_rect
    scene = open_scene(app, Match("fire_tower", rules, VS_BOT, 5))
    app.run_frames(2)
    row = scene.seat_row(1)
    seat = app.screen.get_at((row.x + 8, row.centery))[:3]

    def rim(y, rect):
        """The zone rim's colour: its most saturated pixel along the strip (it has a pattern)."""
        pixels = [tuple(app.screen.get_at((x, y)))[:3] for x in range(rect.left, rect.right)]
        return max(pixels, key=lambda p: max(p) - min(p))

    purple = rim(square_rect(0, 14).top - 4, square_rect(0, 14))
    blue = rim(square_rect(15, 14).bottom + 4, square_rect(15, 14))

    def far(a, b):
        return sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5

    assert scene.state.seat_tower[1] == "blue"
    assert far(seat, purple) > 2 * far(seat, blue), (seat, purple, blue)


def test_the_spanish_oaks_line_says_what_loses():
    """Issue 20, item 25: the Ancient Oaks' lines say plainly that burning an Oak out of
    turn loses (not the cryptic "el equivocado pierde")."""
    from game.core.i18n import Translator
    es = Translator("es")
    for key in ("fire_tower.levels.oaks_help", "fire_tower.tip.levels.oaks"):
        text = es(key)
        assert "equivocad" not in text and "pierdes" in text and "uno a uno" in text or "una a una" in text, text


# ------------------------------------------------------------------ the Inferno card (item 23)
def test_the_inferno_card_being_placed_is_shown_as_a_card_apart_from_the_hand(app):
    """Issue 20, item 23 (FT-SOLO-INFERNO): while the Inferno's card is placed, it stands as
    a card at the right of the hand strip, in a dark red frame under its own title, clear of
    every hand card (even one of the same name, given to the hand here); resting on it says
    it is the Inferno's; once placed it goes."""
    from ft_mouse import give
    from mouse import replace_state
    from game.core.bots import RandomBot
    from game.games.fire_tower.describe import card_name
    from game.games.fire_tower.scene import FireTowerScene, square_rect
    from game.games.fire_tower.scene_hand import INFERNO_RIM
    from tests.ui.test_fire_tower_solo_scene import solo_match, to_decision
    from tests.ui.test_tooltips import rest
    for seed in range(1, 30):
        scene = FireTowerScene(app, solo_match(1, seed))
        app.reset_to(scene)
        app.run_frames(2)
        try:
            to_decision(app, scene, "pattern", RandomBot(seed), limit=60, want=lambda d: d.get("inferno"))
        except AssertionError:
            continue
        break
    t = app.t
    inferno = scene.inferno_card()
    assert inferno is not None and inferno == scene.state.card_id(scene.state.solo["inferno_play"])
    replace_state(app, scene, lambda s: give(s, 0, inferno))         # the same card in the hand
    title, cards = scene.strip()
    assert any(scene.state.card_id(c) == inferno for c in cards)
    box = scene.inferno_rect()
    assert all(not rect.colliderect(box.inflate(10, 10)) for rect in scene.card_rects(cards))
    scene.layers.forget()
    drawn = rendered_texts(app)
    assert t("fire_tower.solo.inferno_title") in drawn and card_name(t, inferno) in " ".join(drawn)
    assert tuple(app.screen.get_at((box.x - 3, box.centery)))[:3] == INFERNO_RIM
    assert rest(app, scene, box.center) == [card_name(t, inferno), t(f"fire_tower.card.{inferno}.text"),
                                            t("fire_tower.tip.inferno_card")]
    rot = scene.current_rot()
    anchor = sorted(scene.options()["places"][rot])[0]
    shape = scene.shape(rot)
    h = max(dr for dr, _, _ in shape) + 1
    w = max(dc for _, dc, _ in shape) + 1
    click(app, square_rect(anchor[0] + (h - 1) // 2, anchor[1] + (w - 1) // 2).center)
    assert scene.inferno_card() is None


# ------------------------------------------------------------------ controls stay put
def offered(scene) -> dict:
    """What can be clicked now and where: each decision button by the action it plays (its
    words may change: "Discard 2"), each card of the strip by its id (x and width: a picked
    card rises), each drawn challenge card."""
    out = {("button", b.action): pygame.Rect(b.rect) for b in scene.choice_buttons.buttons
           if b.visible and hasattr(b, "action")}
    if scene.viewer is not None:
        kind = scene.strip_kind()
        cards = scene.strip()[1]
        for cid, rect in zip(cards, scene.card_rects(cards)):
            out[("card", kind, cid)] = (rect.x, rect.w)
    for rect, action in scene.challenge_cards():
        out[("challenge", action)] = pygame.Rect(rect)
    return out


def stays_put(before, after, what):
    moved = {k: (before[k], after[k]) for k in before.keys() & after.keys() if before[k] != after[k]}
    assert not moved, f"after {what}, controls moved under the pointer: {moved}"


def play_watching(app, scene, choose, until, limit=60) -> set:
    """Decide by mouse (ft_mouse.by_mouse) what `choose(position)` picks, until `until(state)`;
    after each click made by the same seat on the same screen, every control still offered
    keeps its place. Returns the decision kinds met."""
    from ft_mouse import settle
    from game.games.fire_tower.handover import HandOverScene
    kinds = set()
    for _ in range(limit):
        settle(app, scene)
        if until(scene.state) or scene.state.is_over:
            return kinds
        if not scene.my_turn():
            app.run_frames(5)
            continue
        viewer, kinds_now = scene.viewer, scene.pos().decision["kind"]
        kinds.add(kinds_now)
        before = offered(scene)
        action = choose(scene.pos())
        if not by_mouse(app, scene, action):
            scene.act(action)
        if scene.held_card() is not None:
            stays_put(before, offered(scene), action)
            target = choose(scene.pos())
            if not by_mouse(app, scene, target):
                scene.act(target)
        app.run_frames(2)
        if not isinstance(app.scene, HandOverScene) and scene.viewer == viewer:
            stays_put(before, offered(scene), action)
    raise AssertionError("never reached")


def first_choice(state):
    """A plain player: the first card or button of the decision, never stopping early."""
    legal = state.legal_actions()
    for want in ("pick", "play", "pick_hawk", "target", "to", "wind_set", "confirm", "done"):
        for a in legal:
            if a[0] == want:
                return a
    return legal[0]


def weather_match(event, hands):
    """Two people; Ana's turn, and her refill draws `event` (FT-EW-...)."""
    from test_fire_tower_events_scene import at_turn, instances, new_match, no_events_in_deck, paint, set_hand
    match = new_match(2, events=[event])
    s = match.state
    paint(s, fire=[(7, 4), (9, 9), (10, 9)], hawks=[(3, 3), (4, 6), (12, 12), (13, 11)])
    no_events_in_deck(s)
    for seat, names in enumerate(hands):
        set_hand(s, seat, names)
    card = instances(s, event)[0]
    s.outside.remove(card) if card in s.outside else s.deck.remove(card)
    s.deck.append(card)
    at_turn(s, 0, wind="S")
    return match


@pytest.mark.parametrize("event", ["coyote_tactics", "mobilization", "flock"])
def test_controls_stay_put_through_the_events_choices(app, event):
    """The contract (nothing moves under the pointer), Extreme Weather's choices: Coyote
    Tactics' cards laid face down one by one, Mobilization's pool played from by turns,
    Flock's hawks picked: after every click the cards and buttons still offered keep their
    places (a used card leaves a gap)."""
    hand = ["air_drop", "air_drop", "fire_engine", "fire_engine", "smokejumper", "east"]
    match = weather_match(event, [hand, ["north", "south", "west", "flare_up", "ember", "explosion"]])
    scene = open_scene(app, match)
    wanted = {"coyote_tactics": "coyote_pick", "mobilization": "pool_play", "flock": "flock_hawk"}[event]
    kinds = play_watching(app, scene, first_choice,
                          lambda s: s.turn_seat == 1 and s.decision and s.decision["kind"] == "turn_action")
    assert wanted in kinds, kinds


def test_the_redraw_asks_before_it_discards_and_a_double_click_is_not_a_yes(app):
    """The contract: discarding to draw new cards cannot be undone, so its button asks for
    a second click (it then says "Yes: ..."); a quick double click does not give it (the
    new words appear under the pointer and ignore that click); the cards and the button
    keep their places throughout."""
    from mouse import wait_for_guard
    from test_fire_tower_events_scene import at_turn, new_match, no_events_in_deck, paint
    from game.games.fire_tower.describe import action_label
    match = new_match(2)
    s = match.state
    paint(s, fire=[(7, 4)])
    no_events_in_deck(s)
    at_turn(s, 0)
    scene = open_scene(app, match)
    from ft_mouse import settle
    settle(app, scene)
    t = app.t
    before = offered(scene)
    click(app, [b for b in scene.choice_buttons.buttons if b.action == ("redraw",)][0].rect.center)
    assert scene.state.decision["kind"] == "cards"
    hand = list(scene.state.hands[0])
    for cid in hand[:2]:
        prior = offered(scene)
        by_mouse(app, scene, ("pick", cid))
        stays_put(prior, offered(scene), ("pick", cid))
    confirm = [b for b in scene.choice_buttons.buttons if b.action == ("confirm",)][0]
    assert confirm.label() == action_label(t, scene.state, ("confirm",))
    prior = offered(scene)
    for _ in range(2):                                  # a double click: no frame between
        post(pygame.MOUSEBUTTONDOWN, confirm.rect.center, button=1)
        post(pygame.MOUSEBUTTONUP, confirm.rect.center, button=1)
    app.run_frames(3)
    assert scene.armed == ("confirm",) and scene.state.hands[0] == hand       # nothing discarded yet
    sure = [b for b in scene.choice_buttons.buttons if b.action == ("confirm",)][0]
    assert sure.label() == t("fire_tower.action.confirm_sure", label=confirm.label())
    assert t("fire_tower.ui.redraw_warning", n=2) in scene.refusal
    stays_put(prior, offered(scene), "the first click")
    wait_for_guard(app)
    click(app, sure.rect.center)
    assert not set(hand[:2]) & set(scene.state.hands[0]) and scene.armed is None


def test_controls_stay_put_when_a_challenge_is_kept(app):
    """The contract, solo's challenge pick (FT-SOLO-CHALLENGE-CARDS): the drawn challenges and
    Skip keep their places until one is clicked."""
    from game.core.bots import RandomBot
    from game.games.fire_tower.scene import FireTowerScene
    from tests.ui.test_fire_tower_solo_scene import solo_match, to_decision
    scene = FireTowerScene(app, solo_match(1, 4))
    app.reset_to(scene)
    app.run_frames(2)
    to_decision(app, scene, "challenge_choice", RandomBot(4), limit=400)
    app.run_frames(2)
    before = offered(scene)
    assert [k for k in before if k[0] == "challenge"]
    rect, action = scene.challenge_cards()[0]
    post(pygame.MOUSEMOTION, rect.center, rel=(1, 0), buttons=(0, 0, 0))   # hovering lights it in place
    app.run_frames(2)
    stays_put(before, offered(scene), "hovering")
    click(app, rect.center)
    assert scene.state.solo["challenge"] == action[1]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_greyed_settings_say_why_on_hover(app, lang):
    """The contract (a greyed control says why): Teams with 2 players, the Variant with 4."""
    from tests.ui.test_fire_tower_setup_screen import open_setup
    from tests.ui.test_tooltips import rest
    scene = open_setup(app, lang)
    t = app.t
    teams = scene.option_buttons["teams"]
    assert not teams.is_enabled()
    assert rest(app, scene, teams.rect.center)[0] == t("fire_tower.tip.off_teams")
    click(app, scene.count_buttons[4 - scene.cfg.players_min].rect.center)
    variant = scene.option_buttons["variant"]
    assert teams.is_enabled() and not variant.is_enabled()
    assert rest(app, scene, teams.rect.center) == [t("fire_tower.tip.teams")]
    assert rest(app, scene, variant.rect.center)[0] == t("fire_tower.tip.off_variant", n=4)



def test_a_picked_up_card_leaves_the_hands_title_readable(app):
    """A card picked up (raised, waiting for its target) or hinted does not touch the
    hand's title: neither covers the other's words (the card's own title showed under
    the label before)."""
    from ft_mouse import card_spot
    from game.games.fire_tower.layout import HAND_TITLE_Y, SIDE_X
    from game.ui.widgets import INK
    scene = open_scene(app, Match("fire_tower", rules, VS_BOT, 5))
    until_person(app, scene)
    while scene.state.decision["kind"] != "turn_action":
        by_mouse(app, scene, scene.make_bot(5).choose(scene.state.clone()))
        until_person(app, scene)
    title, cards = scene.strip()
    label = app.fonts.render(title, 18, INK, True).get_rect(topleft=(SIDE_X + 4, HAND_TITLE_Y))
    card = next(c for c in cards if scene.options()["cards"].get(c, ("",))[0] == "play")
    click(app, card_spot(scene, card))
    assert scene.held_card() == card
    app.run_frames(3)
    raised = scene.card_rects(cards)[cards.index(card)]
    assert not label.colliderect(raised.inflate(4, 4)), "the title covers the picked-up card's name"
    face = scene.card_surface(scene.state.card_id(card), scene.title_rooms(cards)[cards.index(card)])
    rects = scene.card_rects(cards)
    right = min([r.left for r in rects if r.left > raised.left] + [raised.right])   # the fan's next card
    band = pygame.Rect(0, 0, right - raised.left, 30)      # the card's name, as far as it shows
    drawn = app.screen.subsurface(band.move(raised.topleft))
    assert all(sum(abs(a - b) for a, b in zip(drawn.get_at((x, y))[:3], face.get_at((x, y))[:3])) < 24
               for x in range(4, band.width - 4, 3) for y in range(4, band.height, 3)), \
        "something is drawn over the picked-up card's name"
    scene.layers.forget()
    assert title in rendered_texts(app)
    click(app, card_spot(scene, card), button=3)            # back to the hand; ask for a hint
    app.run_frames(2)
    scene.hint_marks = scene.hint_target(("play", cards[0]))
    assert scene.hint_cards() == (cards[0],)
    hinted = scene.card_rects(cards)[0]
    assert not label.colliderect(hinted.inflate(10, 10)), "the title covers the hinted card's frame"


def test_a_greyed_hint_says_why(app):
    """The contract (a greyed control says why): with a card picked up, Hint is greyed and
    its tooltip says to put the card back first."""
    from ft_mouse import card_spot
    from tests.ui.test_tooltips import rest
    scene = open_scene(app, Match("fire_tower", rules, VS_BOT, 5))
    until_person(app, scene)
    while scene.state.decision["kind"] != "turn_action":
        by_mouse(app, scene, scene.make_bot(5).choose(scene.state.clone()))
        until_person(app, scene)
    cards = scene.strip()[1]
    card = next(c for c in cards if scene.options()["cards"].get(c, ("",))[0] == "play")
    click(app, card_spot(scene, card))
    assert scene.held_card() == card and not scene.hint_button.is_enabled()
    lines = rest(app, scene, scene.hint_button.rect.center)
    assert lines == [app.t("fire_tower.tip.hint_off_card"), app.t("ui.tip.hint")]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_levels_screens_greyed_variants_say_why_on_hover(app, monkeypatch, lang):
    """The contract (a greyed control says why): when this copy of the rules cannot play
    Lightning or the Ancient Oaks, their buttons on the solo levels screen are greyed and
    say so first on hover."""
    from game.games.fire_tower import levels_scene
    from tests.ui.test_tooltips import rest
    monkeypatch.setattr(levels_scene, "variant_available", lambda name, value=True: False)
    app.set_language(lang)
    scene = levels_scene.SoloLevelsScene(app)
    app.push(scene)
    app.run_frames(2)
    t = app.t
    lightning, oaks = scene.buttons.buttons[1:3]
    for button, tip in ((lightning, "fire_tower.tip.levels.lightning"), (oaks, "fire_tower.tip.levels.oaks")):
        assert not button.is_enabled()
        assert rest(app, scene, button.rect.center) == [t("fire_tower.tip.off_unavailable"), t(tip)]


def test_a_hinted_card_shows_where_it_would_go(app):
    """The Hint's tooltip promises "shown on the board with a reason": a hinted card is
    lifted and the squares it would take are ringed on the board too."""
    from game.ui.game_scene import HINT
    from game.games.fire_tower.scene import CARD_ACTIONS, square_rect
    scene = open_scene(app, Match("fire_tower", rules, VS_BOT, 5))
    for _ in range(40):
        until_person(app, scene)
        action = ask_hint(app, scene)
        if action[0] in CARD_ACTIONS and len(action) == 2 and scene.hint_marks["squares"]:
            break
        by_mouse(app, scene, action)
        if scene.held_card() is not None:
            by_mouse(app, scene, scene.make_bot(5).choose(scene.pos().clone()))
    else:
        raise AssertionError("no card was hinted with a target")
    assert scene.hint_cards() == (action[1],)
    clone = scene.state.clone()
    clone.apply(action)
    squares = scene.hint_marks["squares"]
    assert any(set(scene.hint_target(a, clone)["squares"]) == set(squares) for a in clone.legal_actions()), \
        "the ringed squares are not a place the card can go"
    app.run_frames(2)
    r, c = squares[0]
    edge = square_rect(r, c).inflate(-4, -4)
    assert app.screen.get_at((edge.x + 1, edge.centery))[:3] == HINT, "the squares are not ringed on screen"


def test_the_hint_buttons_tooltip_does_not_cover_the_answer(app):
    """Right after a click on Hint its tooltip stays away (the answer shows under it),
    even when the mouse reports a motion on the spot (a release, a jitter); it comes back
    once the mouse has left the button."""
    from game.ui.widgets import TOOLTIP_DELAY
    from tests.ui.test_tooltips import rest
    scene = open_scene(app, Match("fire_tower", rules, VS_BOT, 5))
    until_person(app, scene)
    spot = scene.hint_button.rect.center
    assert rest(app, scene, spot)
    click(app, spot)
    for nudge in ((0, 0), (2, 1)):
        post(pygame.MOUSEMOTION, (spot[0] + nudge[0], spot[1] + nudge[1]), rel=nudge, buttons=(0, 0, 0))
        app.run_frames(int(TOOLTIP_DELAY * 60) + 4)
        assert scene.hint is not None and scene.tip.shown == [], "the tooltip came back over the answer"
    post(pygame.MOUSEMOTION, (spot[0], spot[1] + 80), rel=(0, 80), buttons=(0, 0, 0))
    app.run_frames(2)
    assert rest(app, scene, spot), "the tooltip never comes back"


def test_a_hinted_card_whose_target_is_a_choice_names_it(app):
    """A hinted wind card that then sets the wind (a choice, no square) names that choice
    in the hint's note, as its button will say."""
    from game.games.fire_tower.describe import action_label
    from game.games.fire_tower.scene import CARD_ACTIONS
    scene = open_scene(app, Match("fire_tower", rules, VS_BOT, 3))
    for _ in range(40):
        until_person(app, scene)
        action = ask_hint(app, scene)
        if action[0] in CARD_ACTIONS and len(action) == 2 and scene.hint_marks.get("then"):
            break
        by_mouse(app, scene, action)
        if scene.held_card() is not None:
            by_mouse(app, scene, scene.make_bot(5).choose(scene.pos().clone()))
    else:
        raise AssertionError("no card was hinted with a choice to make")
    clone = scene.state.clone()
    clone.apply(action)
    labels = {action_label(app.t, clone, a) for a in clone.legal_actions()}
    assert scene.hint_marks["then"] in labels
    scene.layers.forget()
    drawn = " ".join(rendered_texts(app, 2))
    assert scene.hint_marks["then"] in drawn, "the hint's note does not name the choice"

"""Flamecraft keeps the interaction contract (../shared/DESIGN.md, "Playing by mouse"),
each check through the real App loop with posted mouse events: sentences spoken to "you"
in both languages, the computer's steps never shown as yours, and (issue 20, items 8-13)
the controls that stay put, the questions asked before a step Undo cannot take back, and
the reasons of what is greyed or unlit."""
import re

import pygame
from fc_mouse import confirm, play_by_mouse, settle, space_spot
from mouse import click, post, rendered_texts, replace_state

from game.core.bots import RandomBot
from game.core.match import Match
from game.games.flamecraft import describe as words
from game.games.flamecraft import rules
from game.games.flamecraft.layout import FANCY_CARD
from game.games.flamecraft.scene import FlamecraftScene
from game.ui.widgets import TOOLTIP_DELAY

SOLO_YOU = {"players": [{"name": "You", "kind": "human", "default_name": True}]}
ANA_BOT = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot"}], "first_player": "first"}

# A third-person verb after the solo player's name: "You keeps", "You's turn", "Tú va".
WRONG_YOU = {"en": re.compile(r"\bYou(?:'s| [a-z]+s\b)"),
             "es": re.compile(r"\bde Tú\b|\bTú [a-záéíóú]+\b")}


def open_scene(app, setup, seed=3, match=None):
    scene = FlamecraftScene(app, match or Match("flamecraft", rules, setup, seed))
    app.push(scene)
    app.run_frames(2)
    return scene


def test_solo_log_and_prompts_speak_to_you_in_both_languages(app):
    """Issue 20 item 11: a solo player shown as "You" reads "You keep", "Your turn", "You
    go" (never "You keeps", "You's turn"), "Tu turno", "Vas" (never "Turno de Tú", "Tú va");
    the prompts never start with the name."""
    for lang, turn, goes in (("en", "Your turn.", "You go to "), ("es", "Tu turno.", "Vas a ")):
        app.set_language(lang)
        scene = open_scene(app, SOLO_YOU, seed=4)
        prompts = []
        play_by_mouse(app, scene, RandomBot(4), lambda s: prompts.append(scene.message) or s.turn_number >= 3)
        log = scene.log
        assert turn in log and any(line.startswith(goes) for line in log), log
        assert not [line for line in log if WRONG_YOU[lang].search(line)], log
        assert not [p for p in prompts if p.startswith(app.t("flamecraft.setup.you") + ":")], prompts
        app.pop()


def test_a_named_solo_player_is_still_named(app):
    scene = open_scene(app, {"players": [{"name": "Ana", "kind": "human"}]}, seed=4)
    play_by_mouse(app, scene, RandomBot(4), lambda s: s.turn_number >= 2)
    assert "Ana's turn." in scene.log and any(line.startswith("Ana goes to ") for line in scene.log)


def test_the_computers_payment_is_not_shown_as_yours(app):
    """Issue 20 item 10: while the computer pays for an enchantment good by good, no
    payment panel nor "you pay" line is drawn for it, and nothing covers the players' goods."""
    match = Match("flamecraft", rules, ANA_BOT, 1)
    bot = RandomBot(1)
    while not (match.state.decision()["kind"] == "pay" and match.state.current_player == 1):
        match.apply(bot.choose(match.state))
    scene = open_scene(app, None, match=match)
    app.settings.set("bot_speed", "slow")
    scene.layers.forget()
    shown = rendered_texts(app)
    assert scene.decision()["kind"] == "pay" and scene.state.current_player == 1     # still the computer's step
    t = app.t
    assert not scene.cost_lines() and not scene.choice_actions
    assert not [line for line in shown if line.startswith((t("flamecraft.ui.pay_total", what=""),
                                                          t("flamecraft.ui.gain", what="").rstrip(".")))]
    assert t("flamecraft.prompt.waiting", name="Bot") == scene.message
    assert scene.choice_box().top >= scene.seats_bottom()


def test_the_lessons_move_to_the_gift_shop_by_dragging_the_token(app):
    """Issue 20 item 12: the lesson's step 9 says "click it (or drag your token there)";
    a drag from your token to the glowing shop is that step, not "Not there"."""
    from game.ui import tutorial as tut
    from mouse import drag
    lesson = tut.load_lesson("flamecraft")
    step = next(i for i, s in enumerate(lesson.steps) if s.say == "move_gift")
    scene = tut.lesson_scene(app, "flamecraft", step)
    app.push(scene)
    app.run_frames(2)
    guide = scene.tutorial
    move = guide.expected()[0]
    assert move[0] == "move"
    drag(app, scene.token_rects()[0].center, scene.space_rects[move[1]].center)
    assert scene.match.actions[-1] == move and not guide.message and guide.index == step + 1


def hover(app, scene, pos):
    """Rest the mouse there (a posted move, then the tooltip's delay): the lines shown."""
    post(pygame.MOUSEMOTION, tuple(pos), rel=(1, 1), buttons=(0, 0, 0))
    app.run_frames(int(TOOLTIP_DELAY * 60) + 4)
    return list(scene.tip.shown)


def test_what_is_not_lit_says_why_and_every_piece_of_the_panel_says_what_it_is(app):
    """Issue 20 item 13: an unlit shop says why on hover (the gifts you cannot pay), the
    dashed 3-5 spaces and the token waiting on its player's row have tooltips, and at a
    shop where no enchantment can be cast the panel says why."""
    t = app.t
    scene = open_scene(app, ANA_BOT)
    while scene.decision()["kind"] != "move":
        click(app, scene.fancy_rects()[0].center)
        confirm(app, scene)
    ana = scene.state.current_player
    shop = next(i for i, e in enumerate(scene.state.town) if e and e["face_up"])

    def bot_there(s):
        s.players[1 - ana]["token"] = shop
        s.players[ana]["goods"] = {g: 0 for g in s.players[ana]["goods"]}
        s.players[ana]["coins"] = 0
    replace_state(app, scene, bot_there)
    assert ("move", shop) not in scene.state.legal_actions()
    lines = hover(app, scene, space_spot(scene, shop))
    assert t("flamecraft.why.gifts_unpaid_one") in lines, lines
    spare = scene.space_rects[scene.town_size()]            # the first dashed "3-5" space of a 2-player town
    assert hover(app, scene, spare.center) == [t("flamecraft.ui.unused_space_3_5", n=scene.town_size())]
    lines = hover(app, scene, scene.row_token_rect(ana).center)
    assert lines == [t("flamecraft.ui.token_of", name="Ana"), t("flamecraft.ui.token_home"),
                     t("flamecraft.ui.token_drag")]
    # A lit shop says before the flight whether you could enchant there; with nothing to
    # pay with, the engine gathers by itself on arrival, and the log says why.
    other = next(a[1] for a in scene.state.legal_actions() if a[0] == "move")
    why, names = scene.enchant_outlook(other)
    here = words.space_name(t, scene.snap(), other)
    assert why in ("none_fits", "none_affordable", "shop_full")
    assert t(f"flamecraft.why.{why}", names=names, shop=here) in hover(app, scene, space_spot(scene, other))
    click(app, space_spot(scene, other))
    confirm(app, scene)
    settle(app, scene)
    note = t(f"flamecraft.log.only_gather_{why}", name="Ana", names=names, shop=here)
    assert scene.log[scene.log.index(note) - 1] == t("flamecraft.log.move", name="Ana", shop=here)


def test_the_hint_says_what_the_turn_gains(app):
    """A Flamecraft hint gives the computer's reason and what the turn, played on from the
    suggested step, brings you ("3 reputation, 2 Iron"), not only "the best move"."""
    scene = open_scene(app, ANA_BOT, seed=6)
    for _ in range(40):
        settle(app, scene)
        if scene.decision()["kind"] == "move" and scene.can_hint():
            break
        if scene.decision()["kind"] == "keep_fancy" and scene.my_turn():
            click(app, scene.fancy_rects()[0].center)
            confirm(app, scene)
        app.run_frames(5)
    click(app, scene.hint_button.rect.center)
    app.run_frames(3)
    key, params = scene.hint["reason"]
    gains = params["gains"]
    assert gains and all(n > 0 for n in gains.values())
    text = scene.describe_hint(app.t, scene.hint["reason"])
    assert text == app.t(f"flamecraft.hint.{key}") + " " + \
        app.t("flamecraft.hint.gains", gains=words.gains_text(app.t, gains))
    for lang in ("en", "es"):                # the whole line fits its strip under the board
        app.set_language(lang)
        note = app.t("ui.hint_prefix", reason=scene.describe_hint(app.t, scene.hint["reason"]))
        assert app.fonts.font(14, True).size(note)[0] <= pygame.Rect(scene.hint_note_rect).w - 24, note


def test_the_lesson_takes_a_choice_by_its_button_as_by_its_card(app):
    """The Fancy dragon to keep and the enchantment to cast are cards and buttons too: the
    lesson takes either (it refused the button with "Not there")."""
    from game.ui import tutorial as tut
    lesson = tut.load_lesson("flamecraft")
    for say in ("keep_fancy", "enchant"):
        step = next(i for i, s in enumerate(lesson.steps) if s.say == say)
        scene = tut.lesson_scene(app, "flamecraft", step)
        app.push(scene)
        app.run_frames(2)
        guide = scene.tutorial
        action = guide.expected()[0]
        found = next(b.rect.center for b, a in scene.choice_actions
                     if a == action or a == ("enchant", action[1], -1))
        click(app, found)
        assert not guide.message, say
        if say == "enchant":
            assert scene.paying is not None and scene.paying.card == action[1]
        else:
            assert scene.match.actions[-1] == action
        app.pop()


def test_the_question_before_a_step_undo_cannot_take_back_names_it_and_fits(app):
    """Every text of the question fits its three lines, in both languages, for the
    longest step it can name."""
    scene = open_scene(app, ANA_BOT)
    t = app.t
    for lang in ("en", "es"):
        app.set_language(lang)
        what = t("flamecraft.do.place", card=t("flamecraft.artisan.elderberry.name"),
                 shop=t("flamecraft.shop.draggin_tail_roost.name"))
        for why in ("end_turn", "hidden", "keep", "setup"):
            lines = app.fonts.wrap(t(f"flamecraft.ui.question_{why}", what=what), 17, scene.choice_box().w - 16)
            assert len(lines) <= 3, lines


def test_a_gift_is_one_log_line_and_a_solo_gift_says_where_the_good_goes(app):
    """The receiver's gain is not logged again under the gift's line ("Ben gains 1 Plant"
    came before "Ana gives 1 Plant to Ben"); solo, the good given back says so."""
    t = app.t
    two = [{"name": "Ana"}, {"name": "Ben"}]
    gift = [{"type": "pay", "seat": 0, "item": "plant", "n": 1, "why": "gift"},
            {"type": "gain", "seat": 1, "item": "plant", "n": 1, "why": "gift"},
            {"type": "gift", "from": 0, "to": 1, "item": "plant"}]
    lines = [words.describe_event(t, {}, two, e) for e in gift]
    assert [line for line in lines if line] == [t("flamecraft.log.gift", name="Ana", to="Ben", what="1 Plant")]
    solo = [{"name": "You", "kind": "human", "default_name": True}]
    assert words.describe_event(t, {}, solo, gift[0]) == t("flamecraft.log_you.gift_supply", what="1 Plant")


def test_keeping_the_solo_fancy_dragon_is_not_called_the_end_of_a_turn(app):
    """Solo, the Fancy dragon kept at set-up starts the first turn: the question is the
    Fancy dragon's, not "this ends your turn"."""
    scene = open_scene(app, SOLO_YOU)
    click(app, scene.fancy_rects()[0].center)
    assert scene.confirming and scene.confirming[1] == "keep"


def test_gathering_by_itself_is_said_in_two_plain_sentences_in_both_languages(app):
    """A flight to a shop where no enchantment can be paid gathers at once (the only legal
    choice, FC-GATHER-COLLECT): the log says it in two sentences, the enchantments joined
    with "or" ("ni" after the Spanish negation), not "cannot pay yet for A, B, and gather"."""
    expected = {"en": "You cannot pay for {a} or {b} yet. You gather.",
                "es": "Aún no puedes pagar {a} ni {b}. Reúnes."}
    for lang, line in expected.items():
        app.set_language(lang)
        scene = open_scene(app, SOLO_YOU, seed=4)
        while scene.decision()["kind"] != "move":
            click(app, scene.fancy_rects()[0].center)
            confirm(app, scene)
        me = scene.state.current_player

        def broke(s):
            s.players[me]["goods"] = {g: 0 for g in s.players[me]["goods"]}
            s.players[me]["coins"] = 0
        replace_state(app, scene, broke)
        moves = [a[1] for a in scene.state.legal_actions() if a[0] == "move"]
        shop = next(m for m in moves if scene.enchant_outlook(m)[0] == "none_affordable"
                    and len([e for e in scene.state.row if scene.state.enchant_fits(m, e)]) == 2)
        a, b = [words.enchantment_name(app.t, e) for e in scene.state.row if scene.state.enchant_fits(shop, e)]
        click(app, space_spot(scene, shop))
        confirm(app, scene)
        settle(app, scene)
        assert line.format(a=a, b=b) in scene.log, scene.log[-6:]
        app.pop()


def test_gains_of_one_good_are_one_line_in_both_languages(app):
    """A gather whose shop and dragon both give Meat logs "You gain 2 Meat" once, not
    "You gain 1 Meat" twice (playtest: "Ganas 1 Pan." printed twice)."""
    for lang in ("en", "es"):
        app.set_language(lang)
        scene = open_scene(app, SOLO_YOU, seed=4)
        while scene.decision()["kind"] != "move":
            click(app, scene.fancy_rects()[0].center)
            confirm(app, scene)
        shop = next(a[1] for a in scene.state.legal_actions() if a[0] == "move"
                    and words.space_name(app.t, scene.snap(), a[1]) == "Draco Bell")
        start = len(scene.log)
        click(app, space_spot(scene, shop))
        confirm(app, scene)
        settle(app, scene)
        lines = scene.log[start:]
        meat = words.good_name(app.t, "meat")
        assert app.t("flamecraft.log_you.gain", what=words.items_text(app.t, "meat", 2)) in lines, lines
        assert not [line for line in lines if line.endswith(f"1 {meat}.")], lines
        app.pop()


def test_a_fancy_card_shows_its_whole_name_which_says_its_good(app):
    """A Fancy dragon's card heads with the same name its buttons, tooltip and the lesson
    use (playtest: the card said only "Moon", the buttons "Moon dragon of the Greenhouse"),
    whole and inside the card; a Moon dragon of one good names the good (Plant, not
    Greenhouse)."""
    for lang in ("en", "es"):
        app.set_language(lang)
        t = app.t
        for n, good in enumerate(GOODS_OF_MOONS, start=1):
            assert words.good_name(t, good) in words.fancy_name(t, f"fm0{n}")
        scene = open_scene(app, ANA_BOT)
        scene.layers.forget()
        drawn = rendered_texts(app, 2)
        for rect, (fid, _) in zip(scene.fancy_rects(), scene.fancy_cards()):
            size, lines = scene.fancy_title(fid, rect.w)
            assert " ".join(lines) == words.fancy_name(t, fid)
            assert all(line in drawn for line in lines), (lines, drawn)
        for fid in scene.cards.fancy:                       # every card's name fits its band
            size, lines = scene.fancy_title(fid, FANCY_CARD[0])
            font = app.fonts.font(size, True)
            assert " ".join(lines) == words.fancy_name(t, fid) and len(lines) <= 2, (fid, lines)
            beside_rep = FANCY_CARD[0] - 50 - app.fonts.font(16, True).size(scene.fancy_rep(fid))[0]
            assert font.size(lines[0])[0] <= beside_rep and font.size(lines[-1])[0] <= FANCY_CARD[0] - 28
        app.pop()


GOODS_OF_MOONS = ("bread", "meat", "iron", "potion", "crystal", "plant")      # fm01-fm06

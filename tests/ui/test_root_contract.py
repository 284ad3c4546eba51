"""Root by mouse keeps the interaction contract (DESIGN.md, "Playing by mouse"), through the
real App loop with posted mouse events: no phase ends by itself while Undo could take its
last step back; what Undo cannot take back asks first; controls stay put on every kind of
Root choice screen; one name per person; greyed buttons say why; a newcomer gets the easy
bot. Positions are set with the rules' own test helper (RT-DIG-STEPS, RT-DIG-UNDO)."""
import sys
from pathlib import Path

import pygame

from mouse import button, click, offered_controls, post, replace_state, wait_for_guard
from rt_mouse import card_spot, centre, mode_button, settle

from game.core.match import Match
from game.games.root import rules
from game.games.root.levels import solo_setup
from game.games.root.scene import RootScene

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "root"))
from rt_helpers import dice, position  # noqa: E402

PEOPLE = {"players": [{"name": "Player 1", "kind": "human", "default_name": True},
                      {"name": "Player 2", "kind": "human", "default_name": True}],
          "first_player": "alliance"}


def alliance_vs_bot():
    return dict(solo_setup("alliance", "You", "easy", [], "Mechanical Marquise 2.0"), first_player="alliance")


def open_at(app, edit, setup=None, seed=3):
    """A board scene on the app whose position is made by `edit(state)` (a clone of a
    fresh game); with two people, the hand-over to the seat deciding is accepted."""
    scene = RootScene(app, Match("root", rules, setup or alliance_vs_bot(), seed))
    app.push(scene)
    app.run_frames(2)
    settle(app, scene)
    replace_state(app, scene, edit)
    scene.match._undo.clear()
    settle(app, scene)
    app.run_frames(2)
    return scene


def labels(scene) -> set:
    return set(offered_controls(scene))


def choice(scene, action):
    return next(b.rect.center for b, a in scene.choice_actions if a == action)


def card_rects(scene) -> dict:
    return {c: tuple(r) for r, c in list(zip(scene.hand_rects(), scene.hand()))
            + list(zip(scene.supporter_rects(), scene.supporters()))}


def undo_enabled(scene) -> bool:
    return next(b for b in scene.buttons.buttons if b.label() == "Undo").is_enabled()


# ------------------------------------------------------------ 14: phases end when the player ends them
def test_the_last_spread_leaves_birdsong_open_and_undo_takes_it_back(app):
    scene = open_at(app, lambda s: position(s, {}, phase="birdsong", current=1, hands={1: ["sword_1"]},
                                            supporters=["root_tea_2"]))
    click(app, centre(scene, 5))                        # rabbit clearing, the last supporter pays
    s = scene.state
    assert "sympathy" in s.map[4]["tokens"] and s.players[1]["supporters"] == []
    assert s.phase == "birdsong"                        # nothing left to pay for, but it waits
    assert "nothing more to do" in scene.message and "End Birdsong" in scene.message
    assert labels(scene) >= {"End Birdsong", "Undo"}
    click(app, button(scene, "Undo"))
    assert "sympathy" not in scene.state.map[4]["tokens"] and scene.state.players[1]["supporters"] == ["root_tea_2"]


def test_a_quick_second_click_on_end_birdsong_does_not_end_daylight(app):
    scene = open_at(app, lambda s: position(s, {}, phase="birdsong", current=1, hands={1: ["sword_1"]},
                                            supporters=["root_tea_2"]))
    spot = button(scene, "End Birdsong")
    click(app, spot)
    assert scene.state.phase == "daylight"
    app.run_frames(1)
    assert button(scene, "End Daylight") == spot        # the new end lies where the old one was...
    click(app, spot, patient=False)                     # ...and a quick second click is not for it
    assert scene.state.phase == "daylight"
    assert undo_enabled(scene)                          # End Birdsong itself can be taken back
    click(app, button(scene, "Undo"))
    assert scene.state.phase == "birdsong"


def test_a_phase_with_nothing_to_do_passes_and_the_log_says_so(app):
    scene = open_at(app, lambda s: position(s, {9: {"buildings": ["base_mouse"], "alliance": 1}},
                                            phase="daylight", current=1, hands={1: ["sword_1"]}))
    click(app, button(scene, "End Daylight"))           # no officer: the Evening has nothing
    click(app, button(scene, "Yes, do it"))             # ...and its draw cannot be undone: asked
    assert "Evening: nothing to do, so it passes." in scene.log


# ------------------------------------------------------------ 15: what cannot be undone asks first
def evening_with_an_operation_done(s):
    position(s, {9: {"buildings": ["base_mouse"], "alliance": 1}, 4: {"marquise": 1, "alliance": 2}},
             phase="evening", current=1, officers=2, hands={1: ["sword_1"]})


def test_ending_the_turn_asks_first_and_back_changes_nothing(app):
    scene = open_at(app, evening_with_an_operation_done)
    click(app, centre(scene, 9))                        # recruit at the base (or move from it)
    click(app, choice(scene, ("recruit", 9)))
    assert undo_enabled(scene)
    before = scene.state.to_dict()
    click(app, button(scene, "End Evening"))
    assert scene.state.to_dict() == before              # asked, nothing done yet
    assert "cannot be undone" in scene.message and "Your turn ends" in scene.message
    assert labels(scene) >= {"Yes, do it", "Back"}
    click(app, button(scene, "Back"))
    assert scene.state.to_dict() == before and undo_enabled(scene)
    click(app, button(scene, "End Evening"))
    click(app, button(scene, "Yes, do it"))
    assert scene.state.current_player == 0 or scene.state.turn_number > before["turn_number"]


def test_a_battle_asks_before_the_dice_are_rolled(app):
    scene = open_at(app, evening_with_an_operation_done)
    replace_state(app, scene, lambda s: dice(s, 2, 0))
    click(app, centre(scene, 4))
    if scene.chooser and not scene.chooser.get("confirm"):      # battle or move from here
        click(app, choice(scene, ("battle", 4, "marquise")))
    assert scene.chooser and scene.chooser.get("confirm") and not scene.dice
    assert "dice" in scene.message
    click(app, button(scene, "Yes, do it"))
    settle(app, scene)
    assert scene.dice and scene.match.actions[-1] == ("battle", 4, "marquise")


def test_the_last_card_mobilized_keeps_daylight_and_undo_gives_it_back(app):
    scene = open_at(app, lambda s: position(s, {}, phase="daylight", current=1, hands={1: ["sword_1"]}))
    click(app, card_spot(scene, "sword_1"))
    s = scene.state
    assert s.players[1]["supporters"] == ["sword_1"] and s.phase == "daylight" and undo_enabled(scene)
    click(app, button(scene, "Undo"))
    assert scene.state.players[1]["hand"] == ["sword_1"]


def test_a_revolt_paid_by_the_only_two_supporters_can_be_undone(app):
    scene = open_at(app, lambda s: position(s, {9: {"marquise": 1, "tokens": ["sympathy"]}}, phase="birdsong",
                                            current=1, hands={1: ["anvil_1"]},
                                            supporters=["sword_1", "travel_gear_2"]))
    click(app, centre(scene, 9))
    assert "base_mouse" in scene.state.map[8]["buildings"] and scene.state.phase == "birdsong"
    assert undo_enabled(scene)
    click(app, button(scene, "Undo"))
    assert "base_mouse" not in scene.state.map[8]["buildings"]
    assert scene.state.players[1]["supporters"] == ["sword_1", "travel_gear_2"]


# ------------------------------------------------------------ 16: controls stay put
def test_birdsong_payment_the_supporters_left_keep_their_places(app):
    """A spread costing 2 of 4 rabbit supporters: after each supporter clicked, the others
    stay where they were (the spent one leaves a gap while the pointer rests there)."""
    def edit(s):
        position(s, {9: {"tokens": ["sympathy"]}, 12: {"tokens": ["sympathy"]}, 7: {"tokens": ["sympathy"]}},
                 phase="birdsong", current=1, hands={1: ["anvil_1"]},
                 supporters=["root_tea_2", "smugglers_trail_1", "bake_sale_1", "cobbler_1", "sword_1"])
    scene = open_at(app, edit)
    click(app, centre(scene, 4))                        # rabbit, next to 9 and 12: 2 supporters
    assert scene.decision()["kind"] == "spend"
    for _ in range(2):
        before = card_rects(scene)
        card = next(a[1] for a in scene.state.legal_actions() if a[0] == "spend")
        click(app, card_spot(scene, card))
        after = card_rects(scene)
        assert card not in after and all(after[c] == before[c] for c in after)
    assert "sympathy" in scene.state.map[3]["tokens"]
    post(pygame.MOUSEMOTION, (400, 300), rel=(0, 0), buttons=(0, 0, 0))     # the pointer leaves: gaps close
    app.run_frames(2)
    rects = [tuple(r) for r in scene.supporter_rects()]
    assert len(rects) == 3 and [r[0] for r in rects] == [566, 634, 702]    # side by side again


def test_hand_cards_left_keep_their_places_after_one_is_mobilized(app):
    scene = open_at(app, lambda s: position(s, {}, phase="daylight", current=1,
                                            hands={1: ["sword_1", "anvil_1", "root_tea_2"]}))
    before = card_rects(scene)
    click(app, card_spot(scene, "sword_1"))
    after = card_rects(scene)
    assert "sword_1" not in scene.hand() and after["anvil_1"] == before["anvil_1"] \
        and after["root_tea_2"] == before["root_tea_2"]


def test_marquise_setup_buildings_keep_their_slots_and_the_placed_one_greys_in_place(app):
    setup = solo_setup("marquise", "You", "easy", [], "Automated Alliance")
    scene = RootScene(app, Match("root", rules, setup, 3))
    app.push(scene)
    app.run_frames(2)
    settle(app, scene)
    click(app, centre(scene, 1))                        # the Keep
    click(app, centre(scene, 1))
    first = {b.label(): tuple(b.rect) for b in scene.choice_buttons.buttons}
    assert {"Place the sawmill", "Place the workshop", "Place the recruiter"} <= set(first)
    click(app, pygame.Rect(first["Place the sawmill"]).center)
    assert scene.state.map[0]["buildings"] == ["sawmill"]
    click(app, centre(scene, 5))                        # next to the Keep
    now = {b.label(): (tuple(b.rect), b.is_enabled()) for b in scene.choice_buttons.buttons}
    assert now["Place the workshop"] == (first["Place the workshop"], True)
    assert now["Place the recruiter"] == (first["Place the recruiter"], True)
    assert now["Place the sawmill"] == (first["Place the sawmill"], False)      # greyed where it was
    click(app, pygame.Rect(first["Place the workshop"]).center)
    assert scene.state.map[4]["buildings"] == ["workshop"]


def test_hits_the_pieces_left_keep_their_buttons_in_place(app):
    """The Marquise takes 3 hits in clearing 5 (a warrior, then two of her buildings and
    wood, her choice): each choice keeps its button where it was."""
    def edit(s):
        position(s, {5: {"marquise": 1, "buildings": ["sawmill", "workshop"], "tokens": ["wood"], "alliance": 3}},
                 phase="evening", current=1, officers=1)
        dice(s, 3, 0)
        s.apply(("battle", 5, "marquise"))
    scene = open_at(app, edit, setup=PEOPLE)
    assert scene.viewer == 0
    assert scene.decision()["kind"] == "take_hit"
    first = offered_controls(scene)
    picks = [label for label in first if label.startswith("Lose the")]
    assert len(picks) == 3
    click(app, first[picks[0]] and pygame.Rect(first[picks[0]]).center)
    settle(app, scene)
    assert scene.decision()["kind"] == "take_hit"
    now = offered_controls(scene)
    assert picks[0] not in now and all(now[label] == first[label] for label in picks[1:])


def test_warrior_count_buttons_keep_their_places(app):
    scene = open_at(app, lambda s: position(s, {9: {"buildings": ["base_mouse"], "alliance": 3}},
                                            phase="evening", current=1, officers=1))
    click(app, centre(scene, 9))
    click(app, choice(scene, ("from_here", 9)))
    click(app, centre(scene, 12))
    assert scene.pending and scene.count == 3
    rects = [tuple(b.rect) for b in scene.choice_buttons.buttons]
    click(app, choice(scene, ("fewer",)))
    click(app, choice(scene, ("fewer",)))
    assert scene.count == 1 and [tuple(b.rect) for b in scene.choice_buttons.buttons] == rects
    click(app, choice(scene, ("confirm_move", 1)))
    assert scene.match.actions[-1] == ("move", 9, 12, 1)


def test_craft_chooser_back_stays_in_its_place(app):
    """Royal Claim (any four) with sympathy in five clearings of three suits: its chooser,
    then the pieces clicked on the map one by one; Back never moves."""
    scene = open_at(app, lambda s: position(s, {n: {"tokens": ["sympathy"]} for n in (9, 7, 12, 8, 4)},
                                            phase="daylight", current=1, hands={1: ["royal_claim_1"]}))
    click(app, card_spot(scene, "royal_claim_1"))
    back = button(scene, "Back")
    pick = next(b for b, a in scene.choice_actions if a[0] == "craft_pick")
    click(app, pick.rect.center)
    for c in (9, 7, 12, 8):
        assert scene.crafting and button(scene, "Back") == back
        click(app, centre(scene, c))
    assert scene.match.actions[-1][:2] == ("craft", "royal_claim_1")


# ------------------------------------------------------------ 17: one name per person
def test_the_end_screen_calls_the_person_you_as_the_board_did(app):
    from game.games.root.end_scene import RootEndScene
    scene = open_at(app, lambda s: position(s, {}, phase="daylight", current=1))
    match = scene.match
    match.state.players[1]["vp"] = 30
    match.state._check_win([])
    end = RootEndScene(app, match)
    assert end.name_of("alliance") == "You" == scene.seat_name(1)
    assert end.name_of("marquise") == scene.seat_name(0)


def test_the_spanish_hot_seat_log_names_the_players_as_the_panels_do(app):
    app.t.lang = "es"
    scene = RootScene(app, Match("root", rules, PEOPLE, 3))         # names stored in English
    app.push(scene)
    app.run_frames(2)
    for _ in range(4):                  # the Marquise's set-up; then the first turn begins
        settle(app, scene)
        scene.act(scene.state.legal_actions()[0])
    turn_lines = [line for line in scene.log if line.startswith("Turno")]
    assert turn_lines and "(Jugador 2)" in turn_lines[0] and "Player" not in " ".join(scene.log)
    assert scene.seat_name(1) == "Jugador 2"


# ------------------------------------------------------------ 16: plurals, 19: greyed buttons say why
def test_one_operation_is_said_in_the_singular_in_both_languages(app):
    scene = open_at(app, lambda s: position(s, {9: {"buildings": ["base_mouse"], "alliance": 1}},
                                            phase="evening", current=1, officers=1))
    assert scene.message.startswith("Evening, 1 operation left:")
    app.t.lang = "es"
    scene.sync_texts()
    assert scene.message.startswith("Anochecer, te queda 1 operación:")


def tooltip_after_rest(app, scene, pos):
    post(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(40)
    return scene.tooltip.shown


def test_greyed_revolt_and_craft_say_why_on_hover(app):
    scene = open_at(app, lambda s: position(s, {}, phase="daylight", current=1, hands={1: ["anvil_1"]}))
    revolt = next(b for b, m in scene.mode_actions if m == "revolt")
    assert not revolt.is_enabled()
    assert "Revolt belongs to Birdsong." in tooltip_after_rest(app, scene, revolt.rect.center)
    craft = next(b for b, m in scene.mode_actions if m == "craft")
    assert not craft.is_enabled()
    shown = tooltip_after_rest(app, scene, craft.rect.center)
    assert any("No card you can pay now" in line for line in shown)


def test_a_choice_gone_says_why_on_hover(app):
    setup = solo_setup("marquise", "You", "easy", [], "Automated Alliance")
    scene = RootScene(app, Match("root", rules, setup, 3))
    app.push(scene)
    app.run_frames(2)
    settle(app, scene)
    click(app, centre(scene, 1))
    click(app, centre(scene, 1))
    click(app, button(scene, "Place the sawmill"))
    click(app, centre(scene, 5))
    gone = next(b for b in scene.choice_buttons.buttons if b.label() == "Place the sawmill")
    assert any("Not possible any more" in line for line in tooltip_after_rest(app, scene, gone.rect.center))


# ------------------------------------------------------------ 19: readable, and easy to start
def test_sympathy_never_hides_or_looks_like_the_clearing_number(app):
    scene = open_at(app, lambda s: position(s, {n: {"tokens": ["sympathy", "wood"]} for n in range(1, 13)},
                                            phase="daylight", current=1))
    for n, (x, y) in scene.centres.items():
        box = scene.token_box(n, 80)
        assert not box.collidepoint(x, y + scene.radius)          # the map prints the number there
        assert box.height >= 30 and scene.backdrop_rect.contains(box)


def test_a_card_shows_its_suit_by_its_animal_on_a_badge(app):
    scene = open_at(app, lambda s: position(s, {}, phase="daylight", current=1,
                                            hands={1: ["sword_1", "anvil_1"]}))
    drawn = []
    real = scene.paint_suit
    scene.paint_suit = lambda surface, suit, centre, size=18: drawn.append((suit, size)) or real(surface, suit,
                                                                                                 centre, size)
    scene.layers.forget()
    app.run_frames(1)
    assert ("mouse", 20) in drawn or any(suit == "mouse" and size >= 18 for suit, size in drawn)
    assert any(suit == "fox" and size >= 18 for suit, size in drawn)


def test_a_newcomer_is_offered_the_easy_bot_and_told_so(app):
    from game.games.root.levels import note_game_finished
    from game.games.root.setup_scene import RootSetupScene
    first = RootSetupScene(app)
    assert first.difficulty[first.bot] == "easy" and first.setup()["bot_difficulty_marquise"] == "easy"
    app.push(first)
    app.run_frames(2)
    assert "Easy is chosen for your first game" in " ".join(drawn_texts(app))
    note_game_finished()
    later = RootSetupScene(app)
    assert later.difficulty[later.bot] == "default"


def test_finishing_a_game_on_the_board_is_remembered(app):
    from game.games.root.levels import games_finished
    scene = open_at(app, lambda s: position(s, {}, phase="daylight", current=1, hands={1: ["sword_1"]}))
    replace_state(app, scene, lambda s: s.players[1].update(vp=29))
    replace_state(app, scene, lambda s: (s.players[1].update(vp=30), s._check_win([])))
    assert scene.state.is_over and games_finished() == 1


def drawn_texts(app):
    from mouse import rendered_texts
    app.scene.layers.forget() if hasattr(app.scene, "layers") else None
    return rendered_texts(app, 1)


def test_the_marquise_items_line_is_clear_of_her_buttons(app):
    def edit(s):
        position(s, {1: {"buildings": ["sawmill"], "marquise": 1}}, phase="daylight", current=0,
                 hands={0: ["anvil_1"]})
        s.players[0]["items"] = ["boots", "bag"]
        s.players[0]["crafted"] = ["cobbler_1"]
    scene = open_at(app, edit, setup=dict(PEOPLE, first_player="marquise"))
    assert scene.viewer == 0
    seen = []
    real = app.fonts.draw

    def spy(target, text, pos, *args, **kwargs):
        rect = real(target, text, pos, *args, **kwargs)
        seen.append((text, rect))
        return rect
    app.fonts.draw = spy
    try:
        scene.layers.forget()
        app.run_frames(1)
    finally:
        del app.fonts.draw
    line = next(rect for text, rect in seen if "Items:" in text)
    assert scene.mode_actions and not any(line.colliderect(b.rect) for b, _m in scene.mode_actions)
    assert scene.faction_box("marquise").contains(line)
    wait_for_guard(app)


def test_the_faction_boards_buttons_are_written_at_the_readable_size(app):
    """Each faction board's buttons are as wide as their words need (the row's spare room
    shared out): "Spread Sympathy" and "Hawks for Hire" are written at the same size as
    the others, inside their buttons and inside the board, in both languages."""
    from game.games.root.scene import MODES
    for lang in ("en", "es"):
        app.set_language(lang)
        for setup in (alliance_vs_bot(), dict(PEOPLE, first_player="marquise")):
            scene = RootScene(app, Match("root", rules, setup, 3))
            app.reset_to(scene)
            app.run_frames(2)
            settle(app, scene)
            if hasattr(scene, "reveal"):
                scene.reveal(scene.state.current_player)
                app.run_frames(2)
            buttons = [b for b, _ in scene.mode_actions]
            assert len(buttons) == len(MODES[scene.my_faction()])
            box = scene.faction_box(scene.my_faction())
            for b in buttons:
                assert b.size == 17, f"{b.label()!r} is written at {b.size} px ({lang})"
                assert app.fonts.font(17).size(b.label())[0] <= b.rect.w - 6 and box.contains(b.rect)
            assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(buttons) for b in buttons[i + 1:])


def test_a_craft_choice_always_names_its_card_and_payment(app):
    """A card's chooser words its craft one way whatever else the card can do: "Craft Root
    Tea (mouse)", as the card's other uses beside it are worded (it read "Craft with mouse"
    when the card had three uses, and "Craft Root Tea (mouse)" with two), in both languages."""
    from game.games.root import describe as words
    from game.games.root.screens import sample_match
    from rt_mouse import card_spot
    for lang in ("en", "es"):
        app.set_language(lang)
        match = sample_match(seed=1, moves=59, setup=dict(PEOPLE, first_player="alliance"))
        scene = RootScene(app, match)
        scene.reveal(match.state.current_player)
        app.reset_to(scene)
        app.run_frames(2)
        s = match.state
        craft = ("craft", "root_tea_2", "mouse")
        uses = [a for a in s.legal_actions() if "root_tea_2" in a]
        assert craft in uses and len(uses) == 3, uses       # craft, and overwork in two clearings
        click(app, card_spot(scene, "root_tea_2"))
        assert scene.chooser is not None
        shown = [b.label() for b, a in scene.choice_actions if a == craft]
        assert shown == [words.action_label(app.t, scene.snap(), scene.cfg.cards, craft)]
        assert shown[0] == app.t("root.ui.craft_card", card=words.card_name(app.t, scene.cfg.cards, "root_tea_2"),
                                 pay=words.suit_word(app.t, "mouse"))

"""Flamecraft's board through the real App loop, driven by posted mouse events."""
import pygame

from fc_mouse import (button_for, by_mouse, confirm, hand_spot, play_by_mouse, row_spot, settle, slot_spot, space_spot,
                      token_spot)
from mouse import click, drag, post, rendered_texts, replace_state

from game.core.bots import RandomBot
from game.core.match import Match
from game.games.flamecraft import rules
from game.games.flamecraft.describe import GOODS
from game.games.flamecraft.handover import HandOverScene
from game.games.flamecraft.scene import FlamecraftScene
from game.ui.widgets import TOOLTIP_DELAY

ANA_BEN = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}],
           "first_player": "first"}


def open_scene(app, setup, seed=3):
    match = Match("flamecraft", rules, setup, seed)
    scene = FlamecraftScene(app, match)
    app.push(scene)
    app.run_frames(2)
    return scene


def do(app, scene, action):
    settle(app, scene)
    assert action in scene.state.legal_actions(), (action, scene.decision())
    before = len(scene.match.actions)
    assert by_mouse(app, scene, action)
    assert len(scene.match.actions) > before, scene.refusal or scene.message
    assert scene.match.actions[before] == action          # a computer seat may follow at once


def through_setup(app, scene):
    """Each player keeps the first Fancy dragon offered (buttons)."""
    for _ in range(500):
        if scene.state.phase != "setup":
            break
        if scene.is_bot_turn():
            app.run_frames(5)
        else:
            do(app, scene, scene.state.legal_actions()[0])
    settle(app, scene)


def test_move_by_click_and_by_drag_and_a_refused_shop_says_why(app):
    scene = open_scene(app, ANA_BEN)
    through_setup(app, scene)
    s = scene.state
    assert scene.decision()["kind"] == "move" and scene.viewer == s.current_player
    me = s.current_player
    target = s.legal_actions()[0][1]
    click(app, space_spot(scene, target))                # a click on a lit shop moves there
    assert scene.state.players[me]["token"] == target
    # Finish the turn with the first choices, until it is this player's move again.
    while not (scene.state.current_player == me and scene.decision()["kind"] == "move"):
        do(app, scene, scene.state.legal_actions()[0])
    settle(app, scene)
    # Dropping the token on its own shop is refused, in words, and nothing changes.
    here = scene.state.players[me]["token"]
    drag(app, token_spot(scene, me), space_spot(scene, here))
    assert scene.state.players[me]["token"] == here
    assert scene.refusal == app.t("flamecraft.illegal.same_shop")
    assert scene.message                                 # the instruction stays on top
    # An empty space refuses too.
    empty = scene.state.town.index(None)
    click(app, space_spot(scene, empty))
    assert scene.refusal == app.t("flamecraft.illegal.no_shop")
    # Dragging the token onto a lit shop moves it.
    other = [a[1] for a in scene.state.legal_actions() if a[0] == "move"][-1]
    drag(app, token_spot(scene, me), space_spot(scene, other))
    assert scene.state.players[me]["token"] == other


def test_gifts_are_shown_before_the_drop_and_chosen_from_the_supply(app):
    scene = open_scene(app, ANA_BEN)
    through_setup(app, scene)
    first = scene.state.current_player
    target = scene.state.legal_actions()[0][1]
    do(app, scene, ("move", target))
    while scene.state.current_player == first:
        do(app, scene, scene.state.legal_actions()[0])
    settle(app, scene)
    # Ben gets some goods by hand so that he can pay, then hovers over Ana's shop.
    ben = scene.state.current_player
    replace_state(app, scene, lambda s: s.players[ben]["goods"].update(bread=2, meat=1))
    post(pygame.MOUSEMOTION, space_spot(scene, target), rel=(1, 1), buttons=(0, 0, 0))
    app.run_frames(2)
    lines = scene.tooltip_lines(space_spot(scene, target))
    assert any(scene.seat_name(first) in line for line in lines)
    click(app, space_spot(scene, target))
    assert scene.decision()["kind"] == "gift"
    gift = ("gift", "bread")
    assert button_for(scene, gift) is not None
    chips = {action: rect for rect, action, _ in scene.board_chips()}      # the same slots on the board
    assert list(chips) == [("gift", g) for g in GOODS + ("coin",)]
    legal = {a for a in scene.state.legal_actions() if a[0] == "gift"}
    enabled = {a for b, a in scene.choice_actions if b.is_enabled() and a[0] == "gift"}
    assert enabled == legal and ("gift", "crystal") not in legal      # greyed in its place
    assert not any(rect.colliderect(scene.space_rects[target]) for rect in chips.values())
    before = scene.state.players[first]["goods"]["bread"]
    click(app, chips[gift].center)
    assert scene.state.players[first]["goods"]["bread"] == before + 1


def test_place_by_drag_fire_up_and_undo(app):
    scene = open_scene(app, ANA_BEN)
    through_setup(app, scene)
    s = scene.state
    me = s.current_player
    # Find a shop where one of the hand's artisans fits, then gather there.
    for a in s.legal_actions():
        if a[0] != "move":
            continue
        trial = s.clone()
        trial.apply(a)
        while trial.decision()["kind"] in ("gift", "take", "choose", "draw") and trial.current_player == me:
            pick = ("gather",) if ("gather",) in trial.legal_actions() else trial.legal_actions()[0]
            trial.apply(pick)
        if trial.decision()["kind"] == "place":
            break
    else:
        raise AssertionError("no shop to place at")
    do(app, scene, a)
    while scene.decision()["kind"] != "place":
        legal = scene.state.legal_actions()
        do(app, scene, ("gather",) if ("gather",) in legal else legal[0])
    place = [x for x in scene.state.legal_actions() if x[0] == "place"][0]
    _, cid, space, slot = place
    # A slot that does not take it says why; the right one takes it.
    wrong = [sl for sl in range(3) if ("place", cid, space, sl) not in scene.state.legal_actions()]
    if wrong:
        drag(app, hand_spot(scene, cid), slot_spot(scene, space, wrong[0]))
        assert scene.refusal and scene.state.town[space]["dragons"][slot] is None
    drag(app, hand_spot(scene, cid), slot_spot(scene, space, slot))
    assert scene.state.town[space]["dragons"][slot] == cid
    assert cid not in scene.state.players[me]["hand"]
    assert (space, slot) in scene.last_move["slots"]
    # Fire up: the dragons are lit; click one.
    settle(app, scene)
    if scene.decision()["kind"] == "fire":
        fire = [x for x in scene.state.legal_actions() if x[0] == "fire"][0]
        click(app, slot_spot(scene, fire[1], fire[2]))
        assert scene.match.actions[-1] == fire
    # Undo takes steps back, within the turn.
    steps = len(scene.match.actions)
    click(app, scene.buttons.buttons[0].rect.center)
    assert len(scene.match.actions) == steps - 1


def test_enchant_by_drag_shows_the_cost_panel(app):
    scene = open_scene(app, {"players": [{"name": "Ana", "kind": "human"}], "first_player": "first"})
    through_setup(app, scene)
    me = scene.state.current_player

    def rich(s):
        s.players[me]["goods"].update({g: 5 for g in s.players[me]["goods"]})
        s.players[me]["coins"] = 3
    s = replace_state(app, scene, rich)
    def can_enchant(space):
        trial = s.clone()
        trial.apply(("move", space))
        return any(a[0] == "enchant" for a in trial.legal_actions())
    target = next(a[1] for a in s.legal_actions() if a[0] == "move" and can_enchant(a[1]))
    do(app, scene, ("move", target))
    settle(app, scene)
    assert scene.decision()["kind"] == "choose"
    choices = [a for a in scene.state.legal_actions() if a[0] == "enchant"]
    assert choices
    ench = choices[0][1]
    # While it is held over the shop, the shop is lit and the panel names its cost.
    start = row_spot(scene, ench)
    post(pygame.MOUSEMOTION, start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, start, button=1)
    app.run_frames(1)
    post(pygame.MOUSEMOTION, space_spot(scene, target), rel=(5, 5), buttons=(1, 0, 0))
    app.run_frames(1)
    assert scene.enchant_spaces(ench) == {target}
    lines = scene.cost_lines()
    assert lines[0] == app.t(f"flamecraft.enchantment.{ench}.name") and len(lines) >= 2
    post(pygame.MOUSEBUTTONUP, space_spot(scene, target), button=1)
    app.run_frames(2)
    # Dropped: nothing is cast yet; the payment panel opens, with Cast, or Back.
    assert scene.paying is not None and scene.paying.card == ench and not scene.cost_lines()
    assert ench not in scene.state.town[target]["enchantments"]
    cast = [(b, a) for b, a in scene.choice_actions if a[0] == "enchant"]
    assert len(cast) == 1 and cast[0][1][1] == ench
    click(app, button_for(scene, ("back",)))
    assert scene.paying is None and ench not in scene.state.town[target]["enchantments"]
    drag(app, start, space_spot(scene, target))
    click(app, cast[0][0].rect.center)
    settle(app, scene)
    assert ench in scene.state.town[target]["enchantments"]


def test_hand_over_hides_the_hand_between_two_people(app):
    scene = open_scene(app, ANA_BEN)
    app.run_frames(2)
    assert isinstance(app.scene, HandOverScene)          # nobody's cards before the first click
    assert scene.hand() == [] and scene.viewer is None
    click(app, app.scene.show_button.rect.center)
    first = scene.state.current_player
    assert scene.viewer == first and scene.hand() == scene.state.players[first]["hand"]
    offered = scene.decision()["options"]
    cards = scene.fancy_cards()
    assert [f for f, shown in cards if shown is None] == offered     # both offered, face up to Ana only
    rect = scene.fancy_rects()[0]
    click(app, rect.center)                                # keep the first by clicking it,
    assert not scene.match.actions and scene.confirming    # asked first: Undo cannot take it back,
    scene.layers.forget()                                  # naming the step
    keep = app.t("flamecraft.do.keep_fancy", card=app.t(f"flamecraft.fancy.{offered[0]}.name"))
    assert any(line.startswith(keep[:12]) for line in rendered_texts(app))
    confirm(app, scene)
    assert scene.match.actions[-1] == ("keep_fancy", offered[0])
    app.run_frames(2)
    assert isinstance(app.scene, HandOverScene) and app.scene.seat == scene.state.current_player
    assert scene.viewer == first                          # under the opaque screen


def test_a_computer_seat_plays_by_itself(app):
    setup = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot"}],
             "first_player": "first"}
    scene = open_scene(app, setup)
    through_setup(app, scene)
    bot = RandomBot(1)
    play_by_mouse(app, scene, bot, lambda s: s.current == 1)
    for _ in range(200):
        app.run_frames(10)
        if scene.state.current == 0 or scene.state.is_over:
            break
    assert scene.state.current == 0
    assert any(app.t("flamecraft.log.turn", name="Bot") == line for line in scene.log)


def test_a_whole_game_by_mouse_in_both_languages(app):
    scene = open_scene(app, ANA_BEN, seed=8)
    kinds = set()
    play_by_mouse(app, scene, RandomBot(8), lambda s: s.turn_number >= 6, kinds=kinds)
    assert "move" in kinds
    app.set_language("es")
    app.run_frames(2)
    assert scene.log[0] == app.t("flamecraft.log.start") and scene.message
    play_by_mouse(app, scene, RandomBot(9), lambda s: s.is_over, kinds=kinds, limit=6000)
    assert scene.state.is_over
    assert {"move", "gift", "place", "fire", "draw", "site", "keep_fancy"} <= kinds, kinds


def test_the_hint_marks_a_legal_action_on_the_board(app):
    scene = open_scene(app, {"players": [{"name": "Ana", "kind": "human"}], "first_player": "first"})
    through_setup(app, scene)
    click(app, scene.hint_button.rect.center)
    for _ in range(100):
        app.run_frames(2)
        if scene.hinted:
            break
    assert scene.hinted in scene.state.legal_actions()
    assert scene.hint_targets(scene.hinted)              # it has a place on the screen
    do(app, scene, scene.hinted)
    assert scene.hinted is None                          # gone with the next action


def test_undo_brings_back_the_hand_and_the_town(app):
    scene = open_scene(app, {"players": [{"name": "Ana", "kind": "human"}], "first_player": "first"})
    through_setup(app, scene)
    before = scene.state.to_dict()
    do(app, scene, scene.state.legal_actions()[0])
    assert scene.state.to_dict() != before
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z"))
    app.run_frames(2)
    assert scene.state.to_dict() == before
    assert scene.log[-1] == app.t("flamecraft.log.undo") and scene.last_move == {}


def test_every_log_line_and_prompt_of_random_games_is_plain_words():
    """describe.py alone: no text key, id or placeholder ever reaches the screen, in both
    languages, for every event and decision met in a few random games."""
    from game.core.i18n import Translator
    from game.games.flamecraft import describe as words
    from game.games.flamecraft.scene_cards import cards
    ids = set(cards().shops) | set(cards().artisan_type) | set(cards().enchantments) | set(cards().fancy)
    for lang in ("en", "es"):
        t = Translator(lang)
        for seed, n in ((1, 1), (2, 2), (3, 4), (4, 5)):
            setup = {"players": [{"name": f"P{i}", "kind": "human"} for i in range(n)]}
            state = rules.new_game(setup, seed)
            bot = RandomBot(seed)
            while not state.is_over:
                d = state.decision()
                lines = [words.prompt(t, state.to_dict(), state.players, d, state.current_player, True)]
                action = bot.choose(state)
                events = state.apply(action)
                snap = state.to_dict()
                lines += [words.describe_event(t, snap, state.players, e) for e in events]
                lines.append(words.action_label(t, snap, state.players, action))
                for line in filter(None, lines):
                    assert "flamecraft." not in line and "{" not in line, (line, d, action)
                    assert not any(w.strip(".,:;()") in ids and "_" in w for w in line.split()), line


def test_a_replay_plays_a_saved_game_back_to_the_same_end(app):
    setup = {"players": [{"name": "A", "kind": "bot"}]}          # solo: a short game
    match = Match("flamecraft", rules, setup, 4)
    bot = RandomBot(4)
    while not match.state.is_over:
        match.apply(bot.choose(match.state))
    replay = Match("flamecraft", rules, setup, 4)
    scene = FlamecraftScene(app, replay, replay_actions=list(match.actions))
    app.push(scene)
    for _ in range(3000):
        app.run_frames(10)
        if scene.state.is_over:
            break
    assert scene.state.to_dict() == match.state.to_dict()
    assert len(scene.log) > 30


# ---------------------------------------------------------------- tooltips (issue 13)
def full_town_scene(app):
    from game.games.flamecraft.screens import _scene, full_town, sample_match
    scene = _scene(app, sample_match(5, seed=4, until=full_town))
    app.push(scene)
    app.run_frames(2)
    return scene


def hover(app, scene, pos):
    """Move the mouse there by a posted event; the tooltip lines drawn that frame."""
    shown = []
    real = scene.tooltip_lines
    scene.tooltip_lines = lambda p: shown.append(real(p)) or shown[-1]
    post(pygame.MOUSEMOTION, tuple(pos), rel=(1, 1), buttons=(0, 0, 0))
    app.run_frames(1)
    assert not shown, "a tooltip showed before the mouse rested"
    app.run_frames(int(TOOLTIP_DELAY * 60) + 4)
    del scene.tooltip_lines
    assert scene.hover == tuple(pos)
    return shown[-1] if shown else []


def test_tooltips_explain_every_piece_of_the_board_in_both_languages(app):
    scene = full_town_scene(app)
    for lang in ("en", "es"):
        app.set_language(lang)
        app.run_frames(2)
        t, snap = app.t, scene.snap()
        # a shop: its name, what it yields, each slot's goods and reward
        space = next(i for i, e in enumerate(snap["town"]) if e and e.get("face_up", True)
                     and scene.cards.has_ability(e["id"]))
        sid = snap["town"][space]["id"]
        lines = hover(app, scene, (scene.space_rects[space].x + 8, scene.space_rects[space].y + 6))
        assert t(f"flamecraft.shop.{sid}.name") in lines[0]
        assert t(f"flamecraft.shop.{sid}.ability") in lines
        slots = scene.cards.slots(sid)
        assert len(slots) == 3
        for i, (accepts, reward) in enumerate(slots):
            goods = " / ".join(t(f"flamecraft.good.{g}") for g in accepts) if isinstance(accepts, list) \
                else t(f"flamecraft.ui.slot_{accepts}")
            said = t("flamecraft.ui.shop_slot", n=i + 1, goods=goods, reward=t(f"flamecraft.reward.{reward}"))
            assert any(line.startswith(said) for line in lines), (said, lines)
        # a dragon in a slot: its fire-up ability; an empty slot: what it takes and gives
        space, slot = next((sp, i) for sp, e in enumerate(snap["town"]) if e
                           for i, d in enumerate(e.get("dragons") or []) if d)
        kind = scene.cards.kind_of(snap["town"][space]["dragons"][slot])
        assert t(f"flamecraft.ability.{kind}.text") in hover(app, scene, slot_spot(scene, space, slot))[1]
        # the enchantment row: cost and reward
        ench = snap["row"][0]
        lines = hover(app, scene, row_spot(scene, ench))
        assert t(f"flamecraft.enchantment.{ench}.name") in lines[0] and len(lines) >= 3
        # the Park: the card's ability and what the Park is
        cid = snap["park"][0]
        lines = hover(app, scene, scene.park_rects[0].center)
        assert t("flamecraft.ui.park_tip") in lines and t(f"flamecraft.artisan.{cid}.name") in lines[0]
        # the decks, with what is left in each
        sizes = scene.deck_sizes(snap)
        for key, rect in scene.deck_rects.items():
            name = {"artisan": "artisans", "shop": "shops", "fancy": "fancy", "enchant": "enchantments"}[
                key.split("_")[0]]
            assert hover(app, scene, rect.center) == [t(f"flamecraft.ui.deck_{name}", n=sizes[name])]
        # the fountain, the reputation track (who stands where)
        assert hover(app, scene, scene.fountain_rect.center) == [t("flamecraft.ui.fountain_tip")]
        seat, p = 0, snap["players"][0]
        cell = scene.track_rects[p["reputation"] % len(scene.track_rects)]
        lines = hover(app, scene, cell.center)
        assert lines[0] == t("flamecraft.ui.track_tip")
        assert scene.seat_name(seat) + ": " + t("flamecraft.reputation", n=p["reputation"]) in lines
        # a player's row: the score so far
        lines = hover(app, scene, scene.seat_row(1).midbottom[0:1] + (scene.seat_row(1).bottom - 4,))
        assert lines[0] == scene.seat_name(1) + ": " + t("flamecraft.reputation",
                                                          n=snap["players"][1]["reputation"])
        # a Fancy dragon of the hand: its goal in words
        fid, _ = scene.fancy_cards()[0]
        lines = hover(app, scene, scene.fancy_rects()[0].center)
        assert lines == [t(f"flamecraft.fancy.{fid}.name"), t(f"flamecraft.fancy.{fid}.goal")]
        # a card of the hand: its type and fire-up ability
        cid = scene.hand()[0]
        kind = scene.cards.kind_of(cid)
        assert t(f"flamecraft.ability.{kind}.text") in hover(app, scene, hand_spot(scene, cid))[1]

"""Root's board through the real App loop, driven by posted mouse events."""
import pygame

from mouse import button, click, drag
from rt_mouse import by_mouse, card_spot, centre, mode_button, play_by_mouse, settle

from game.core.bots import RandomBot
from game.core.match import Match
from game.games.root import rules
from game.games.root.handover import HandOverScene
from game.games.root.layout import REFUSAL
from game.games.root.scene import RootScene

PEOPLE = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}],
          "first_player": "marquise"}


def open_scene(app, setup=PEOPLE, seed=3):
    match = Match("root", rules, setup, seed)
    scene = RootScene(app, match)
    app.push(scene)
    app.run_frames(2)
    settle(app, scene)
    return scene


def warriors(scene, faction, c):
    return scene.state.map[c - 1]["warriors"].get(faction, 0)


def through_setup(app, scene):
    """The Keep in clearing 1 and the three buildings, all by clicks."""
    do(app, scene, ("keep", 1))
    while scene.state.phase == "setup":
        do(app, scene, scene.state.legal_actions()[0])
    settle(app, scene)


def do(app, scene, action):
    settle(app, scene)
    assert action in scene.state.legal_actions(), (action, scene.decision())
    before = len(scene.match.actions)
    assert by_mouse(app, scene, action)
    assert len(scene.match.actions) > before, scene.refusal or scene.message
    assert scene.match.actions[before] == action


def advance(app, scene, until, seed=1, limit=3000):
    """Reach a position by seeded random play (made through the scene, not the mouse)."""
    bot = RandomBot(seed)
    for _ in range(limit):
        settle(app, scene)
        if until(scene.state):
            return
        assert not scene.state.is_over, "the game ended before the position came"
        scene.act(bot.choose(scene.state))
    raise AssertionError("position not reached")


def test_setup_by_clicks_then_a_march_by_drag_moves_the_warriors(app):
    scene = open_scene(app)
    assert scene.viewer == 0 and "Keep" in scene.message
    through_setup(app, scene)
    s = scene.state
    assert s.phase == "daylight" and s.current_player == 0
    march = next(a for a in s.legal_actions() if a[0] == "march")
    a, b = march[1], march[2]
    here, there = warriors(scene, "marquise", a), warriors(scene, "marquise", b)
    drag(app, centre(scene, a), centre(scene, b))
    assert scene.match.actions[-1][:3] == ("march", a, b)
    n = scene.match.actions[-1][3]
    assert n == here                        # a drop without the wheel carries them all
    assert warriors(scene, "marquise", a) == here - n and warriors(scene, "marquise", b) == there + n
    assert any("moves" in line and f"clearing {b}" in line for line in scene.log[-3:])
    assert {a, b} <= scene.last_move["clearings"]
    # Undo puts them back
    click(app, button(scene, "Undo"))
    assert warriors(scene, "marquise", a) == here and warriors(scene, "marquise", b) == there
    assert scene.log[-1] == "Last action undone."


def test_a_refused_move_says_why_under_the_map_and_changes_nothing(app):
    scene = open_scene(app)
    through_setup(app, scene)
    s = scene.state
    origin = next(a[1] for a in s.legal_actions() if a[0] == "march")
    far = next(c for c in range(1, 13) if c != origin and c not in scene.cfg.adjacent[origin])
    before = len(scene.match.actions)
    drag(app, centre(scene, origin), centre(scene, far))
    assert len(scene.match.actions) == before
    assert "is not next to" in scene.refusal and f"clearing {far}" in scene.refusal
    # the reason is written under the map, never over a clearing, and the prompt stays
    assert not any(REFUSAL.colliderect(scene.clearing_box(c)) for c in range(1, 13))
    assert "Daylight" in scene.message
    # a click on a clearing with nothing to do there says so too
    empty = next(c for c in range(1, 13) if c not in scene.lit_clearings())
    click(app, centre(scene, empty))
    assert scene.refusal and len(scene.match.actions) == before


def test_marquise_builds_by_clicking_a_clearing(app):
    scene = open_scene(app)
    through_setup(app, scene)
    s = scene.state
    build = next(a for a in s.legal_actions() if a[0] == "build")
    kind, c = build[1], build[2]
    count = s.map[c - 1]["buildings"].count(kind)
    click(app, mode_button(scene, "build"))
    assert scene.mode == "build" and c in scene.lit_clearings()
    cost = s.build_cost(kind)
    click(app, centre(scene, c))
    if scene.chooser:                       # the chooser's buttons tell the wood each costs
        click(app, button(scene, f"Build a {kind} in clearing {c} ({s.cfg.clearings[c]['suit']}) · {cost} wood"))
    assert scene.match.actions[-1] == build
    assert scene.state.map[c - 1]["buildings"].count(kind) == count + 1
    assert any(f"builds a {kind}" in line for line in scene.log[-4:])


def test_a_battle_shows_both_dice_and_the_hits(app):
    scene = open_scene(app, seed=5)
    advance(app, scene, lambda s: not s.stack and s.current_player == scene.viewer
            and any(a[0] == "battle" for a in s.legal_actions()), seed=5)
    battle = next(a for a in scene.state.legal_actions() if a[0] == "battle")
    attacker = scene.state.faction(scene.state.current_player)
    do(app, scene, battle)
    # the defender may be asked about an ambush (hand-over) first; skip everything else
    for _ in range(20):
        settle(app, scene)
        if scene.dice:
            break
        d = scene.decision()
        assert d["kind"] in ("ambush", "counter_ambush"), d
        click(app, button(scene, "Skip"))
    assert scene.dice and scene.dice["clearing"] == battle[1]
    assert len(scene.dice["dice"]) == 2 and scene.dice["attacker"] == attacker and scene.dice["defender"] == battle[2]
    assert any(line.startswith("Dice ") for line in scene.log)
    assert any("battles" in line and f"clearing {battle[1]}" in line for line in scene.log)


def test_alliance_spreads_sympathy_with_the_board_button_and_pays_with_supporters(app):
    scene = open_scene(app, seed=4)
    advance(app, scene, lambda s: s.current_player == 1 and s.phase == "birdsong" and not s.stack
            and any(a[0] == "spread" for a in s.legal_actions()), seed=4)
    assert scene.viewer == 1 and scene.supporters()          # the Alliance sees its supporters
    spread = next(a for a in scene.state.legal_actions() if a[0] == "spread")
    click(app, mode_button(scene, "spread"))
    assert scene.mode == "spread" and scene.message.startswith("Spread Sympathy")
    assert spread[1] in scene.lit_clearings()
    click(app, centre(scene, spread[1]))
    for _ in range(5):                      # spend decisions: click the supporters
        settle(app, scene)
        if scene.decision()["kind"] != "spend":
            break
        card = next(a[1] for a in scene.state.legal_actions() if a[0] == "spend")
        click(app, card_spot(scene, card))
    assert "sympathy" in scene.state.map[spread[1] - 1]["tokens"]
    assert any("spreads sympathy" in line for line in scene.log)


def test_alliance_revolts_by_clicking_a_sympathetic_clearing(app):
    scene = open_scene(app, seed=2)
    advance(app, scene, lambda s: s.current_player == 1 and s.phase == "birdsong" and not s.stack
            and any(a[0] == "revolt" for a in s.legal_actions()), seed=2, limit=6000)
    revolt = next(a for a in scene.state.legal_actions() if a[0] == "revolt")
    click(app, mode_button(scene, "revolt"))
    click(app, centre(scene, revolt[1]))
    for _ in range(5):
        settle(app, scene)
        if scene.decision()["kind"] != "spend":
            break
        card = next(a[1] for a in scene.state.legal_actions() if a[0] == "spend")
        click(app, card_spot(scene, card))
    assert any(b.startswith("base_") for b in scene.state.map[revolt[1] - 1]["buildings"])
    assert any("revolts" in line for line in scene.log)


def test_a_card_crafted_by_clicking_it_in_the_hand(app):
    scene = open_scene(app, seed=6)
    advance(app, scene, lambda s: not s.stack and any(a[0] == "craft" for a in s.legal_actions()), seed=6)
    craft = next(a for a in scene.state.legal_actions() if a[0] == "craft")
    assert craft[1] in scene.lit_cards()
    hand = list(scene.hand())
    click(app, card_spot(scene, craft[1]))
    if scene.chooser:
        spot = next(b.rect.center for b, a in scene.choice_actions if a == craft)
        click(app, spot)
    assert scene.match.actions[-1] == craft
    assert craft[1] in hand and craft[1] not in scene.hand()
    assert any("crafts" in line for line in scene.log[-4:])


def test_hand_over_hides_the_hand_until_the_next_player_says_so(app):
    scene = open_scene(app)
    through_setup(app, scene)
    marquise_hand = list(scene.hand())
    # end the Marquise's Daylight (and any step after it) by the buttons until Ben's turn
    for _ in range(10):
        if scene.state.current_player == 1:
            break
        d = scene.decision()
        action = ("end_phase",) if ("end_phase",) in scene.state.legal_actions() else scene.state.legal_actions()[0]
        assert by_mouse(app, scene, action), d
        app.run_frames(2)
    app.run_frames(2)
    assert isinstance(app.scene, HandOverScene) and app.scene.seat == 1
    assert scene.legal_now() == [] and not scene.my_turn()
    # the hand-over screen paints every pixel: the board (and Ana's hand) is not drawn
    surface = pygame.Surface((1280, 800))
    surface.fill((255, 0, 255))
    app.scene.draw(surface)
    assert surface.get_at((50, 720))[:3] != (255, 0, 255)
    assert scene.viewer == 0 and marquise_hand      # the board under it still belongs to Ana
    click(app, app.scene.show_button.rect.center)
    assert app.scene is scene and scene.viewer == 1
    assert scene.hand() == scene.state.players[1]["hand"] and scene.supporters() == scene.state.players[1]["supporters"]


def test_a_clockwork_seat_plays_its_turn_step_by_step_by_itself(app):
    setup = {"players": [{"name": "Clockwork", "kind": "bot"}, {"name": "Ana", "kind": "human"}],
             "first_player": "marquise"}
    scene = open_scene(app, setup, seed=6)
    assert scene.viewer == 1
    for _ in range(400):
        app.run_frames(5)
        if scene.my_turn():
            break
    steps = [a for a in scene.match.actions if a == ("bot_step",)]
    assert len(steps) >= 3, scene.match.actions[:10]
    assert any(line.startswith("The Marquise") for line in scene.log)
    assert scene.my_turn() and scene.state.current_player == 1
    assert not isinstance(app.scene, HandOverScene)


def test_random_play_by_mouse_reaches_every_gesture_it_needs(app):
    scene = open_scene(app, seed=9)
    made = play_by_mouse(app, scene, RandomBot(9), lambda s: s.turn_number >= 9 or s.is_over)
    assert made > 40


def test_language_switch_mid_game_refreshes_the_prompt_and_log(app):
    scene = open_scene(app)
    through_setup(app, scene)
    assert "Daylight" in scene.message
    drag(app, centre(scene, 1), centre(scene, 3))           # a refusal on screen, in English
    assert scene.refusal
    app.set_language("es")
    app.run_frames(2)
    assert "Día" in scene.message
    assert scene.log[0].startswith("Empieza la partida")
    assert any("Fortaleza" in line for line in scene.log)
    # nothing drawn on the next frame is left in English (the words only English uses)
    from test_language_everywhere import old_words
    lines = drawn_lines(app)
    assert lines and old_words(lines, "en", "es") == []
    app.set_language("en")
    app.run_frames(1)


def test_a_person_plays_by_mouse_against_each_clockwork_bot(app):
    """Against the Mechanical Marquise and against the Automated Alliance: the person's
    decisions inside the bot's turn (ambush, hits, Outrage) are made by mouse too."""
    for bot_seat, seed in ((0, 11), (1, 12)):
        players = [{"name": "Ana", "kind": "human"}, {"name": "Ana", "kind": "human"}]
        players[bot_seat] = {"name": "Clockwork", "kind": "bot"}
        scene = open_scene(app, {"players": players, "first_player": "marquise"}, seed=seed)
        assert scene.viewer == 1 - bot_seat
        made = play_by_mouse(app, scene, RandomBot(seed), lambda s: s.turn_number >= 8 or s.is_over)
        assert made > 10
        assert sum(1 for a in scene.match.actions if a == ("bot_step",)) >= 6
        app.pop()


def test_codebreakers_shows_the_other_hand_to_its_owner_only(app):
    scene = open_scene(app, seed=3)
    advance(app, scene, lambda s: not s.stack and ("codebreakers",) in s.legal_actions(), seed=4, limit=8000)
    me = scene.state.faction(scene.state.current_player)
    other_hand = list(scene.state.players[1 - scene.state.current_player]["hand"])
    do(app, scene, ("codebreakers",))
    seen = drawn_lines(app)
    assert scene.revealed[me][1] == other_hand
    assert any("shows you the hand" in line for line in seen)
    assert not any("shows you the hand" in line for line in scene.log)


def drawn_lines(app):
    seen = []
    real = app.fonts.draw

    def spy(target, text, *args, **kwargs):
        seen.append(text)
        return real(target, text, *args, **kwargs)

    app.fonts.draw = spy
    try:
        app.scene.draw(pygame.Surface((1280, 800)))
    finally:
        del app.fonts.draw
    return seen


def test_the_hint_marks_a_legal_action_on_the_board_and_plays_nothing(app):
    scene = open_scene(app)
    through_setup(app, scene)
    before = len(scene.match.actions)
    click(app, scene.hint_button.rect.center)
    for _ in range(30):
        app.run_frames(1)
        if scene.hint:
            break
    assert scene.hinted in scene.state.legal_actions()
    assert len(scene.match.actions) == before
    scene.draw(pygame.Surface((1280, 800)))         # the marks draw
    by_mouse(app, scene, ("end_phase",))
    app.run_frames(2)
    assert scene.hinted is None                     # gone with the position


def test_a_bot_step_is_written_on_the_instruction_line(app):
    setup = {"players": [{"name": "Clockwork", "kind": "bot"}, {"name": "Ana", "kind": "human"}],
             "first_player": "marquise"}
    scene = open_scene(app, setup, seed=6)
    for _ in range(100):
        app.run_frames(1)
        if scene.is_bot_turn() and scene.match.actions.count(("bot_step",)) >= 2:
            break
    assert scene.message.startswith("Mechanical Marquise 2.0 (computer) is playing")   # named as its bot
    assert scene.log[-1] in scene.message


def test_the_log_scrolls_back_with_the_wheel_and_a_new_line_brings_it_to_the_end(app):
    from mouse import wheel
    scene = open_scene(app)
    through_setup(app, scene)
    assert len(scene.log) > 3
    wheel(app, 2)
    assert scene.log_scroll == 2
    scene.draw(pygame.Surface((1280, 800)))
    march = next(a for a in scene.state.legal_actions() if a[0] == "march")
    scene.act(march)
    assert scene.log_scroll == 0


def test_build_mode_lights_the_free_slots_of_the_clearings_it_can_build_in(app):
    scene = open_scene(app)
    through_setup(app, scene)
    click(app, mode_button(scene, "build"))
    lit = scene.lit_clearings()
    assert lit == {a[2] for a in scene.state.legal_actions() if a[0] == "build"}
    # a clearing the Marquise cannot build in says why when clicked
    other = next(c for c in range(1, 13) if c not in lit)
    click(app, centre(scene, other))
    assert scene.refusal and scene.mode == "build"


def test_with_animations_the_dice_roll_then_settle_and_moves_fly(app):
    app.settings.set("animation_speed", 1.0)
    scene = open_scene(app, seed=5)
    advance(app, scene, lambda s: not s.stack and s.current_player == scene.viewer
            and any(a[0] == "battle" for a in s.legal_actions()), seed=5)
    battle = next(a for a in scene.state.legal_actions() if a[0] == "battle")
    scene.act(battle)
    while not scene.dice:                   # an ambush may be offered first: declined
        assert scene.decision()["kind"] in ("ambush", "counter_ambush"), scene.decision()
        settle(app, scene)
        scene.act(("skip",))
    assert 0 < scene.dice["rolling"] < 1 and scene.timeline.busy     # the faces tumble
    for _ in range(120):
        app.run_frames(1)
        if not scene.timeline.busy:
            break
    assert scene.dice["rolling"] == 0.0 and not scene.timeline.busy
    settle(app, scene)
    advance(app, scene, lambda s: scene.my_turn() and any(a[0] in ("march", "move") for a in s.legal_actions()),
            seed=8)
    move = next(a for a in scene.state.legal_actions() if a[0] in ("march", "move"))
    scene.act(move)
    assert scene.timeline.busy and not scene.my_turn()          # flying: the next click waits
    app.run_frames(2)
    assert scene.flying is not None
    app.run_frames(60)
    assert not scene.timeline.busy and scene.flying is None


def test_every_event_and_prompt_of_seeded_games_reads_in_both_languages_without_ids():
    """describe.py is pure: every event of people's and Clockwork games becomes a line with
    no text key, no placeholder and no card id; a supporter's card is never named."""
    from game.core.i18n import Translator
    from game.games.root import describe as words
    from game.games.root.bot import make_bot
    texts = {lang: Translator(lang) for lang in ("en", "es")}
    kinds = set()
    for bot_seat, seed in ((None, 1), (0, 2), (1, 3)):
        players = [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}]
        if bot_seat is not None:
            players[bot_seat] = {"name": "Clockwork", "kind": "bot"}
        state = rules.new_game({"players": players}, seed)
        chooser = make_bot(seed)
        for _ in range(1500):
            if state.is_over:
                break
            d = state.decision()
            for t in texts.values():
                line = words.prompt(t, state.to_dict(), state.players, d, state.current_player, True)
                assert "root." not in line and "{" not in line, line
            for event in state.apply(chooser.choose(state)):
                kinds.add(event["type"])
                for t in texts.values():
                    line = words.describe_event(t, state.to_dict(), state.cfg.cards, event)
                    if line is None:
                        continue
                    assert "root." not in line and "{" not in line and "_" not in line, (event, line)
                    if event["type"] == "supporter":
                        assert words.card_name(t, state.cfg.cards, event["card"]) not in line
    assert {"move", "battle", "roll", "remove", "place", "vp", "draw", "turn", "phase"} <= kinds


def test_tooltips_tell_a_cards_text_and_what_a_clearing_holds(app):
    scene = open_scene(app)
    through_setup(app, scene)
    card = scene.hand()[0]
    spot = card_spot(scene, card)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    app.run_frames(90)
    assert scene.tooltip.shown[0] == words_card(app, scene, card)
    assert len(scene.tooltip.shown) >= 2 and scene.tooltip.shown[1].endswith(".")
    c = 7
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre(scene, c), rel=(0, 0), buttons=(0, 0, 0)))
    app.run_frames(90)
    assert scene.tooltip.shown[0] == "Clearing 7 (mouse)"
    assert any(line.startswith("Paths to clearings") for line in scene.tooltip.shown)
    assert not scene.tooltip.box.colliderect(scene.clearing_box(c))


def words_card(app, scene, card):
    from game.games.root import describe
    return describe.card_name(app.t, scene.cfg.cards, card)


def test_a_card_with_many_ways_to_pay_is_paid_by_clicking_the_pieces_on_the_map(app):
    """RT-CRAFT: the crafting pieces that can pay are lit; each click activates one; the
    exact legal ("craft", card, pay) is made when the picks cover the cost."""
    from collections import Counter
    from rt_mouse import pay_on_map
    scene = open_scene(app, seed=11)

    def many(s):
        return not s.stack and any(v >= 5 for v in Counter(a[1] for a in s.legal_actions()
                                                            if a[0] == "craft").values())
    advance(app, scene, many, seed=11)
    counts = Counter(a[1] for a in scene.state.legal_actions() if a[0] == "craft")
    card = next(c for c, v in counts.items() if v >= 5)
    ways = [a for a in scene.state.legal_actions() if a[0] == "craft" and a[1] == card]
    click(app, card_spot(scene, card))
    if scene.chooser:                       # the card may do other things: one button crafts
        assert ("craft_pick", card) in [a for _, a in scene.choice_actions]
        assert not [a for _, a in scene.choice_actions if a[0] == "craft"]       # no suit-mix chooser
        click(app, next(b.rect.center for b, a in scene.choice_actions if a == ("craft_pick", card)))
    assert scene.crafting and scene.crafting["card"] == card
    piece = "workshop" if scene.my_faction() == "marquise" else "sympathy"
    lit = scene.lit_clearings()
    assert lit and all(piece in scene.state.map[c - 1]["buildings"] + scene.state.map[c - 1]["tokens"] for c in lit)
    assert "click lit" in scene.message
    c = sorted(lit)[0]                      # one piece picked, then a right click: nothing paid
    before = len(scene.match.actions)
    click(app, centre(scene, c))
    if scene.crafting:
        assert scene.crafting["picked"] == [c]
        click(app, centre(scene, c), button=3)
        assert scene.crafting is None and len(scene.match.actions) == before
        click(app, card_spot(scene, card))
        if scene.chooser:
            click(app, next(b.rect.center for b, a in scene.choice_actions if a == ("craft_pick", card)))
    else:                                   # that piece alone settled it: undo and pay the last way
        click(app, button(scene, "Undo"))
        click(app, card_spot(scene, card))
        if scene.chooser:
            click(app, next(b.rect.center for b, a in scene.choice_actions if a == ("craft_pick", card)))
    last = ways[-1]
    before = len(scene.match.actions)
    assert pay_on_map(app, scene, last)
    assert len(scene.match.actions) == before + 1
    made = scene.match.actions[-1]
    assert made[:2] == ("craft", card) and sorted(made[2].split("+")) == sorted(last[2].split("+"))
    assert scene.crafting is None


def test_click_a_source_then_a_destination_and_right_click_cancels(app):
    scene = open_scene(app)
    through_setup(app, scene)
    march = next(a for a in scene.state.legal_actions() if a[0] == "march" and a[3] == 1)
    a, b = march[1], march[2]
    click(app, centre(scene, a))
    if scene.chooser:
        click(app, button(scene, "Move warriors from here"))
    assert scene.source == a and b in scene.lit_clearings()
    assert scene.message.startswith(f"Warriors picked up in clearing {a}")
    click(app, centre(scene, a), button=3)                  # right click: put them down
    assert scene.source is None
    click(app, centre(scene, a))
    if scene.chooser:
        click(app, button(scene, "Move warriors from here"))
    click(app, centre(scene, b))
    if scene.pending:                       # several counts: − to one, then Confirm
        while scene.count > 1:
            click(app, button(scene, "−"))
        click(app, button(scene, "Confirm: move 1"))
    assert scene.match.actions[-1] == march

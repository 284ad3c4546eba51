"""Fire Tower's out-of-turn decisions and shadow turns, played through the real App loop
with posted mouse events: Mutual Aid, a Firestorm drawn in a refill (with its redraws and
a partial Firestorm), a firehawk carried by another human seat, the team variant's Bucket
and hawks in the partner's zone, and a shadow's turns.

Positions are prepared on the rules state before the scene opens (board, hands, deck
order, dice streams); every decision after that is made with the mouse. Rule ids refer
to seeds/fire_tower.en.md. Seats: 0 red NW, 1 purple NE, 2 blue SE, 3 green SW (two
players: red and blue).
"""
from mouse import click

from game.core.match import Match
from game.core.rng import Rng
from game.games.fire_tower import rules
from game.games.fire_tower.describe import action_label
from game.games.fire_tower.handover import FOREST, HandOverScene
from game.games.fire_tower.layout import CARD_H, HAND_Y, SIDE_W, SIDE_X, square_rect
from game.games.fire_tower.scene import FireTowerScene

SIZE = 16
NAMES = ["Ana", "Ben", "Cai", "Dan"]


# ------------------------------------------------------------------ preparing positions
def humans(n):
    return {"players": [{"name": NAMES[i], "kind": "human"} for i in range(n)]}


def sq(r, c):
    return r * SIZE + c


def new_match(n=2, seed=1, **options):
    """A real match whose setup hawks are placed (first legal square each)."""
    match = Match("fire_tower", rules, dict(humans(n), **options), seed)
    s = match.state
    while s.decision and s.decision["kind"] == "hawk_place" and s.decision["why"] == "setup":
        match.apply(s.legal_actions()[0])
    return match


def instances(s, name):
    return [i for i, cid in enumerate(s.cfg.card_of) if cid == name]


def take_card(s, name, used=()):
    """Remove a free copy of card `name` from wherever it is; return its id."""
    for cid in instances(s, name):
        if cid in used:
            continue
        for place in [s.deck, s.discard, s.outside] + s.hands:
            if cid in place:
                place.remove(cid)
                return cid
    raise ValueError(f"no free copy of {name}")


def set_hand(s, seat, names):
    s.deck += s.hands[seat]
    s.hands[seat] = []
    chosen = []
    for name in names:
        chosen.append(take_card(s, name, chosen))
    s.hands[seat] = chosen
    s.invalidate()
    return chosen


def no_events_in_deck(s):
    for cid in list(s.deck):
        if s.card_def(cid).type == "event":
            s.deck.remove(cid)
            s.outside.append(cid)


def stack_deck(s, names):
    """These cards on top of the deck, the first name drawn first."""
    ids = []
    for name in names:
        ids.append(take_card(s, name, ids))
    s.deck += list(reversed(ids))
    s.invalidate()


def paint(s, fire=(), breaks=(), hawks=()):
    s.cells = ["E" if ch == "E" else "." for ch in s.cells]
    for r, c in fire:
        s.cells[sq(r, c)] = "f"
    for r, c in breaks:
        s.cells[sq(r, c)] = "x"
    s.hawks = sorted(sq(r, c) for r, c in hawks)
    s.invalidate()


def rig(s, stream, faces):
    """The next rolls of a die stream ("wind" or "shadow") give `faces`."""
    die = list(s.cfg.wind_die if stream == "wind" else s.cfg.shadow_die)
    for seed in range(500000):
        rng = Rng(seed)
        if all(rng.choice(die) == f for f in faces):
            s.rng[stream] = seed
            return
    raise ValueError(faces)


def at_turn(s, seat, step="action", wind="N"):
    """The state at `seat`'s wind gem ("wind") or action ("action"), nothing pending."""
    s.wind = wind
    s.turn_seat = seat
    s.turn_number = max(s.turn_number, 1)
    s.turn_kind = {"skip": "skip", "shadow": "shadow"}.get(s.status[seat], "standing")
    s.stack = []
    s.pending_hawks, s.pending_burns = [], []
    s.decision = None
    s._push({"t": {"wind": "part1", "action": "part2", "end": "part3"}[step], "seat": seat})
    s.invalidate()
    s._run([])
    s.last_seat = s.current_player
    s.invalidate()


def begin_turn(s, seat):
    """Start `seat`'s turn for real (a lost turn, a shadow's roll ...)."""
    s.stack = [{"t": "turn", "seat": seat}]
    s.decision = None
    s.pending_hawks, s.pending_burns = [], []
    s.invalidate()
    s._run([])
    s.last_seat = s.current_player
    s.invalidate()


def burn(s, seat, status):
    """`seat`'s tower burned earlier in the game (its cards went to the discard pile)."""
    colour = s.seat_tower[seat]
    s.burned.append(colour)
    s.discard += s.hands[seat]
    s.hands[seat] = []
    s.bucket[seat] = False
    s.status[seat] = status
    s.eliminations += 1
    s.hand_size += s.cfg.hand_growth
    s.cells[s.cfg.back_corner[colour]] = "f"
    s._derive()
    s._update_retired([])
    for other in range(s.n):
        while s.status[other] == "standing" and len(s.hands[other]) < s.hand_size:
            s.hands[other].append(s.deck.pop())
    s.invalidate()


def open_scene(app, match):
    match._undo.clear()                     # the prepared position is where undo stops
    scene = FireTowerScene(app, match)
    app.reset_to(scene)
    app.run_frames(2)
    return scene


# ------------------------------------------------------------------ mouse
def click_square(app, r, c):
    click(app, square_rect(r, c).center)


def labels(scene):
    return [b.label() for b in scene.choice_buttons.buttons]


def press(app, scene, key, **params):
    """Click the decision button whose label is the text `fire_tower.action.<key>`; one that
    cannot be undone asks for a second click (its label then says so): give it."""
    text = app.t(f"fire_tower.action.{key}", **params)
    found = [b for b in scene.choice_buttons.buttons if b.label() == text]
    assert found, (text, labels(scene))
    action = getattr(found[0], "action", None)
    click(app, found[0].rect.center)
    if action is not None and scene.armed == action:
        click(app, found[0].rect.center)


def click_card(app, scene, cid):
    """Click a card of the hand strip (on its visible left edge: cards overlap)."""
    cards = scene.strip()[1]
    assert cid in cards, (cid, cards)
    rect = scene.card_rects(cards)[cards.index(cid)]
    click(app, (rect.x + 12, rect.centery))


def hand_strip_hidden(app):
    """Nothing of any hand is on screen: the strip's area is the hand-over's plain
    background (sampled every few pixels)."""
    app.run_frames(1)
    screen = app.screen
    for x in range(SIDE_X, SIDE_X + SIDE_W, 7):
        for y in range(HAND_Y - 20, min(HAND_Y + CARD_H, screen.get_height()), 7):
            if tuple(screen.get_at((x, y)))[:3] != FOREST:
                return False
    return True


def hand_over_to(app, scene, seat):
    """A hand-over to `seat` is showing, and it hides every card until the click; after
    the click the scene shows that seat's hand and nobody else's."""
    over = app.scene
    assert isinstance(over, HandOverScene), type(over).__name__
    assert over.seat == seat, f"hand-over to seat {over.seat}, expected {seat}"
    assert scene.state.current_player == seat
    assert hand_strip_hidden(app)
    click(app, over.show_button.rect.center)
    assert app.scene is scene and scene.viewer == seat
    s = scene.state
    title, cards = scene.strip()
    assert NAMES[seat] in title and cards == s.hands[seat]
    assert s.decision is None or NAMES[seat] in scene.message


def fire(s):
    return {(i // SIZE, i % SIZE) for i, ch in enumerate(s.cells) if ch == "f"}


def breaks(s):
    return {(i // SIZE, i % SIZE) for i, ch in enumerate(s.cells) if ch == "x"}


def log_has(scene, key, **params):
    return scene.app.t(f"fire_tower.log.{key}", **params) in scene.log


# ------------------------------------------------------------------ 1. Mutual Aid
def test_mutual_aid_swap_goes_round_the_table_with_secret_hands(app):
    """FT-EVENT-MUTUAL-AID / FT-EVENT-DRAW / FT-DIG-HANDS / FT-DIG-STEPS: Ana draws Mutual Aid
    while refilling, refills, and chooses "everyone swaps 3 cards"; then each player,
    clockwise from her, discards exactly 3 cards and draws back to full. Each of them acts
    behind a hand-over screen that hides the previous player's cards; then play goes on."""
    match = new_match(3, mutual_aid=True)
    s = match.state
    paint(s, fire=[(9, 7)])
    no_events_in_deck(s)
    set_hand(s, 0, ["north", "flare_up", "ember", "air_drop", "explosion", "east"])
    stack_deck(s, ["mutual_aid"])
    at_turn(s, 0, wind="S")
    scene = open_scene(app, match)
    hand_over_to(app, scene, 0)

    north = s.hands[0][0]
    click_card(app, scene, north)
    assert scene.held_card() == north and scene.state.decision["kind"] == "turn_action"
    assert scene.pos().decision["kind"] == "wind_card"      # held: played with its choice
    press(app, scene, "wind_set", wind=app.t("fire_tower.wind.N"))
    s = scene.state
    assert s.wind == "N" and s.decision["kind"] == "aid_choice" and s.current_player == 0
    assert not isinstance(app.scene, HandOverScene)
    assert log_has(scene, "event_drawn", name="Ana", card=app.t("fire_tower.card.mutual_aid.name"))
    assert len(s.hands[0]) == 6 and north not in s.hands[0]       # refilled before choosing
    assert labels(scene) == [app.t(f"fire_tower.action.aid_{i}") for i in (1, 2, 3)]
    press(app, scene, "aid_3")

    before = [list(h) for h in s.hands]
    gone = {}
    for seat in (0, 1, 2):
        s = scene.state
        if seat:
            hand_over_to(app, scene, seat)
        assert s.decision["kind"] == "cards" and s.decision["seat"] == seat
        assert s.decision["purpose"] == "aid" and set(scene.options()["cards"]) == set(s.hands[seat])
        picks = list(s.hands[seat][1:4])
        for cid in picks:
            click_card(app, scene, cid)
        assert scene.state.decision["picked_cards"] == picks
        assert all(scene.card_raised(c) for c in picks)
        press(app, scene, "discard_picked", n=3)
        gone[seat] = picks
        s = scene.state
        assert len(s.hands[seat]) == 6 and not set(picks) & set(s.hands[seat])
        assert set(s.hands[seat]) >= set(before[seat]) - set(picks)
        if seat < 2:                                  # the next seat is waiting, unseen
            assert s.current_player == seat + 1 and isinstance(app.scene, HandOverScene)

    s = scene.state
    assert all(set(p) <= set(s.discard) for p in gone.values())
    assert instances(s, "mutual_aid")[0] in s.discard
    # The event is over: Ana's turn ends (no Bucket to use) and Ben's begins.
    assert s.turn_seat == 1 and s.decision["kind"] == "turn_wind"
    hand_over_to(app, scene, 1)


def test_mutual_aid_gems_one_each_never_touching_shadows_included(app):
    """FT-EVENT-MUTUAL-AID / FT-SHADOW-KEEP / FT-DIG-STEPS: option 1 with three players, Cai
    being a shadow. Ana, then Ben, then Cai (each behind a hand-over; Cai has no cards to
    show) place one gem next to fire by clicking a lit square; a square next to an aid gem
    already placed is not lit and is refused with its reason."""
    match = new_match(3, mutual_aid=True)
    s = match.state
    paint(s, fire=[(4, 4)])
    no_events_in_deck(s)
    burn(s, 2, "shadow")
    set_hand(s, 0, ["north", "flare_up", "ember", "air_drop", "explosion", "east", "west"])
    stack_deck(s, ["mutual_aid"])
    at_turn(s, 0, wind="W")
    scene = open_scene(app, match)
    hand_over_to(app, scene, 0)
    click_card(app, scene, s.hands[0][0])
    press(app, scene, "wind_set", wind=app.t("fire_tower.wind.N"))
    press(app, scene, "aid_1")
    s = scene.state
    assert s.decision["kind"] == "cells" and s.decision["effect"] == "aid_gem"
    lit = set(scene.options()["squares"])
    assert (5, 4) in lit and (3, 4) in lit and (12, 12) not in lit
    click_square(app, 5, 4)
    s = scene.state
    assert (5, 4) in fire(s) and s.current_player == 1
    hand_over_to(app, scene, 1)
    lit = set(scene.options()["squares"])
    assert (5, 3) not in lit and (6, 4) not in lit and (3, 4) in lit   # (5,3) touches the aid gem
    click_square(app, 5, 3)
    assert scene.refusal and (5, 3) not in fire(scene.state)
    assert scene.refusal == app.t("fire_tower.illegal.touches_aid_gem")
    click_square(app, 3, 4)
    s = scene.state
    assert (3, 4) in fire(s) and s.current_player == 2 and s.status[2] == "shadow"
    hand_over_to(app, scene, 2)
    assert scene.strip()[1] == []
    lit = set(scene.options()["squares"])
    assert (4, 3) in lit and (3, 3) not in lit and (2, 4) not in lit
    click_square(app, 4, 3)
    s = scene.state
    assert fire(s) >= {(4, 4), (5, 4), (3, 4), (4, 3)}
    assert log_has(scene, "aid_chosen", name="Ana", choice=app.t("fire_tower.action.aid_1"))
    # The event is over; Ana's turn ends and Ben's starts behind a hand-over (Cai is a
    # shadow, but Ben is next anyway).
    assert s.turn_seat == 1 and s.decision["kind"] == "turn_wind"
    hand_over_to(app, scene, 1)


# ------------------------------------------------------------------ 2. Firestorm
def test_firestorm_in_a_refill_spreads_turns_the_wind_and_everyone_redraws(app):
    """FT-EVENT-FIRESTORM / FT-EVENT-DRAW / FT-DIG-HANDS / FT-DIG-AUTO: the rules' example.
    Ana plays a wind card and draws the Firestorm while refilling: the storm blows East
    (fire = Eternal Flame + r9c7, r10c7: new gems on r7c9, r8c9, r9c8, r10c8 only), the
    wind turns South, then Ana and Ben (behind a hand-over) may discard and draw back to
    full; then the refill and Ana's turn go on."""
    match = new_match(2)
    s = match.state
    paint(s, fire=[(9, 7), (10, 7)])
    no_events_in_deck(s)
    set_hand(s, 0, ["north", "flare_up", "ember", "air_drop", "explosion", "east"])
    stack_deck(s, ["firestorm"])
    rig(s, "wind", ["E", "S"])
    at_turn(s, 0, wind="W")
    scene = open_scene(app, match)
    hand_over_to(app, scene, 0)
    before = fire(scene.state)

    click_card(app, scene, s.hands[0][0])
    press(app, scene, "wind_set", wind=app.t("fire_tower.wind.N"))
    s = scene.state
    assert fire(s) - before == {(7, 9), (8, 9), (9, 8), (10, 8)}
    assert s.wind == "S"
    assert log_has(scene, "firestorm", wind=app.t("fire_tower.wind.E"))
    assert log_has(scene, "wind_changed", wind=app.t("fire_tower.wind.S"))
    # The redraw: Ana first (she is at the screen), 5 cards as the Firestorm used a draw.
    assert s.decision["kind"] == "cards" and s.decision["purpose"] == "storm"
    assert s.current_player == 0 and app.scene is scene and len(s.hands[0]) == 5
    assert labels(scene) == [app.t("fire_tower.action.discard_picked", n=0)]
    keep = list(s.hands[0])
    picks = keep[:2]
    for cid in picks:
        click_card(app, scene, cid)
    click_card(app, scene, picks[1])                   # a second click puts it back
    assert scene.state.decision["picked_cards"] == picks[:1]
    click_card(app, scene, picks[1])
    press(app, scene, "discard_picked", n=2)
    s = scene.state
    assert len(s.hands[0]) == 6 and not set(picks) & set(s.hands[0]) and set(picks) <= set(s.discard)

    hand_over_to(app, scene, 1)
    s = scene.state
    assert s.decision["kind"] == "cards" and s.decision["purpose"] == "storm"
    ben = list(s.hands[1])
    press(app, scene, "discard_picked", n=0)
    s = scene.state
    assert s.hands[1] == ben                            # nothing discarded, nothing drawn
    # Storm over, refill done: Ana's turn goes on to its end, then Ben's turn.
    assert instances(s, "firestorm")[0] in s.discard and len(s.hands[0]) == 6
    assert s.turn_seat == 1 and s.decision["kind"] == "turn_wind"
    assert app.scene is scene and scene.my_turn()


def test_firestorm_burns_a_tower_then_a_partial_firestorm_and_the_refill_goes_on(app):
    """FT-EVENT-FIRESTORM / FT-BURN-TIMING / FT-BURN-STEPS / FT-BURN-CARDS /
    FT-EVENT-PARTIAL-FIRESTORM / FT-BURN-RETIRED-WIND / FT-SHADOW-BECOME: three players.
    Ana's refill draws the Firestorm; blowing South it puts a gem on Cai's back corner, but
    the tower burns only after every redraw (each behind its hand-over). Then Ana takes
    Cai's cards and trims to the new hand size 7, Ben draws one, and a partial Firestorm
    (no redraw) spreads North and sets a new wind that is not the retired South."""
    match = new_match(3)
    s = match.state
    paint(s, fire=[(14, 15)])
    no_events_in_deck(s)
    set_hand(s, 0, ["north", "flare_up", "ember", "air_drop", "explosion", "east"])
    stack_deck(s, ["firestorm"])
    rig(s, "wind", ["S", "W", "N", "E"])
    at_turn(s, 0, wind="W")
    scene = open_scene(app, match)
    hand_over_to(app, scene, 0)
    click_card(app, scene, s.hands[0][0])
    press(app, scene, "wind_set", wind=app.t("fire_tower.wind.N"))
    s = scene.state
    assert {(9, 7), (9, 8), (15, 15)} <= fire(s) and s.wind == "W"
    assert s.burned == [] and s.status[2] == "standing"          # the burn waits
    press(app, scene, "discard_picked", n=0)
    hand_over_to(app, scene, 1)
    press(app, scene, "discard_picked", n=0)
    hand_over_to(app, scene, 2)
    cai = list(scene.state.hands[2])
    press(app, scene, "discard_picked", n=0)

    # Cai's tower burns; Ana (the turn player, a standing burner) takes his cards.
    s = scene.state
    assert s.burned == ["blue"] and s.status[2] == "skip" and s.hands[2] == []
    assert log_has(scene, "tower_burned", tower=app.t("fire_tower.colour.blue"), name="Cai")
    hand_over_to(app, scene, 0)
    s = scene.state
    assert s.decision["kind"] == "trim" and s.hand_size == 7 and len(s.hands[0]) == 12
    assert set(cai) <= set(scene.strip()[1])
    while scene.state.decision["kind"] == "trim":
        click_card(app, scene, scene.state.hands[0][0])
    s = scene.state
    assert len(s.hands[0]) == 7 and len(s.hands[1]) == 7
    # The partial Firestorm: North from the fire as it was, a new wind, no redraw.
    assert {(6, 7), (6, 8), (13, 15)} <= fire(s)
    assert "S" in s.retired and s.wind == "E"
    assert log_has(scene, "firestorm", wind=app.t("fire_tower.wind.N"))
    assert s.outside.count(instances(s, "shadow_of_the_wood")[0]) == 0
    assert instances(s, "shadow_of_the_wood")[0] in s.deck
    # Ana's turn is over; Ben plays next (Cai, burned, will lose his first turn).
    assert s.turn_seat == 1 and s.decision["kind"] in ("turn_wind", "turn_action")
    hand_over_to(app, scene, 1)


def test_a_firestorm_hits_bens_hawk_he_carries_it_before_the_new_wind_and_the_redraws(app):
    """FT-HAWK-STORM / FT-EVENT-FIRESTORM / FT-HAWK-CONTROL / FT-DIG-STEPS / FT-DIG-HANDS: the
    Firestorm Ana draws blows South onto Ben's hawk (r10c9). The whole storm first; then,
    before the new wind is rolled, Ben carries the gem (hand-over to Ben); then the wind
    turns East and the redraws go Ana (hand-over back to her), then Ben."""
    match = new_match(2)
    s = match.state
    paint(s, fire=[(3, 3)], hawks=[(9, 8)])
    no_events_in_deck(s)
    set_hand(s, 0, ["north", "flare_up", "ember", "air_drop", "explosion", "east"])
    stack_deck(s, ["firestorm"])
    rig(s, "wind", ["S", "E"])
    at_turn(s, 0, wind="W")
    scene = open_scene(app, match)
    hand_over_to(app, scene, 0)
    click_card(app, scene, s.hands[0][0])
    press(app, scene, "wind_set", wind=app.t("fire_tower.wind.N"))
    s = scene.state
    assert {(4, 3), (9, 7), (9, 8)} <= fire(s)                # the whole storm is down
    assert s.decision["kind"] == "hawk_trigger" and s.decision["seat"] == 1
    assert s.wind == "N"                                      # the new wind comes after the hawks
    hand_over_to(app, scene, 1)
    click_square(app, 4, 4)                                   # next to the gem on r5c4
    s = scene.state
    assert (4, 4) in fire(s) and (9, 8) not in fire(s) and s.hawks == []
    assert s.wind == "E"
    assert s.decision["kind"] == "cards" and s.decision["purpose"] == "storm"
    hand_over_to(app, scene, 0)
    press(app, scene, "discard_picked", n=0)
    hand_over_to(app, scene, 1)
    press(app, scene, "discard_picked", n=0)
    s = scene.state
    assert s.turn_seat == 1 and len(s.hands[0]) == 6


# ------------------------------------------------------------------ 3. a firehawk
def test_a_hawk_hit_in_anas_turn_is_carried_by_its_controller_behind_a_hand_over(app):
    """FT-HAWK-TRIGGER / FT-HAWK-CONTROL / FT-HAWK-CARRY / FT-HAWK-NO-BLOCK / FT-DIG-HANDS /
    FT-DIG-TARGETS: three players. Ana's wind gem lands on a hawk in Cai's quadrant (SE);
    the hand-over goes to Cai (not to Ben, who is next in turn), Cai clicks a lit square
    next to fire and the gem flies there; the hawk goes back to the supply; then the
    screen goes back to Ana for her action."""
    match = new_match(3)
    s = match.state
    paint(s, fire=[(4, 4)], hawks=[(9, 8)])
    no_events_in_deck(s)
    at_turn(s, 0, step="wind", wind="S")
    scene = open_scene(app, match)
    hand_over_to(app, scene, 0)
    assert (9, 8) in scene.options()["squares"]             # a hawk's square counts as empty
    supply = scene.state.hawk_supply()
    click_square(app, 9, 8)
    s = scene.state
    assert (9, 8) in fire(s) and s.decision["kind"] == "hawk_trigger"
    assert s.decision["seat"] == 2 and s.turn_seat == 0
    hand_over_to(app, scene, 2)
    lit = set(scene.options()["squares"])
    dests = {tuple(a[1:]) for a in scene.state.legal_actions()}
    assert lit == dests and (4, 5) in lit and (9, 8) not in lit and (0, 15) not in lit
    click_square(app, 0, 15)                                 # not next to fire: refused
    assert scene.refusal and (0, 15) not in fire(scene.state)
    click_square(app, 4, 5)
    s = scene.state
    assert (4, 5) in fire(s) and (9, 8) not in fire(s)
    assert s.hawks == [] and s.hawk_supply() == supply + 1
    assert log_has(scene, "hawk_triggered", a="I10", b="F5")        # r9c8, r4c5: as the frame names them
    # Back to Ana's turn, behind a hand-over.
    assert s.turn_seat == 0 and s.decision["kind"] == "turn_action"
    hand_over_to(app, scene, 0)


# ------------------------------------------------------------------ 4. teams
def test_team_bucket_on_the_partners_zone_and_a_hawk_in_the_partners_quadrant(app):
    """FT-TEAM-SEATS / FT-TEAM-BUCKET / FT-BUCKET / FT-TEAM-HAWKS / FT-HAWK-PLACE /
    FT-HAWK-CONTROL / FT-HAWK-RELOCATE: four players in teams (Ana NW + Cai SE). Ana's own
    zone has no fire, Cai's has: her Bucket button is offered, and clicking the line of
    three gems in Cai's zone removes them. Then her firehawk pair may go in Cai's quadrant
    (lit) but not in Ben's (refused); the hawk in Cai's quadrant is Cai's, so Cai is asked
    to relocate it, behind a hand-over."""
    match = new_match(4, teams=True)
    s = match.state
    assert s.partner(0) == 2 and s.partner(1) == 3
    paint(s, fire=[(14, 12), (14, 13), (14, 14), (9, 9)])
    no_events_in_deck(s)
    set_hand(s, 0, ["firehawk_pair", "flare_up", "ember", "air_drop", "explosion", "east"])
    at_turn(s, 0, wind="N")
    scene = open_scene(app, match)
    hand_over_to(app, scene, 0)
    assert app.t("fire_tower.action.bucket") in labels(scene)
    press(app, scene, "bucket")
    s = scene.state
    assert s.decision["kind"] == "pattern" and s.decision["effect"] == "bucket"
    assert scene.current_rot() == 0                           # the line lies East-West
    click_square(app, 14, 13)                                 # the middle of the line
    if scene.state.decision["kind"] == "select":              # partial patterns: confirm
        press(app, scene, "confirm")
    s = scene.state
    assert not {(14, 12), (14, 13), (14, 14)} & fire(s) and (9, 9) in fire(s)
    assert s.bucket[0] is False and s.decision["kind"] == "turn_action"
    assert app.t("fire_tower.action.bucket") not in labels(scene)

    click_card(app, scene, s.hands[0][0])                    # the firehawk pair
    s = scene.pos()                     # held until its first hawk is placed
    assert s.decision["kind"] == "hawk_place" and s.decision["left"] == 2
    lit = set(scene.options()["squares"])
    assert (10, 10) in lit and (3, 3) in lit                  # her quadrant and Cai's
    assert (3, 12) not in lit and (12, 3) not in lit          # not Ben's or Dan's
    click_square(app, 3, 12)
    assert scene.refusal == app.t("fire_tower.illegal.not_your_quadrant")
    assert scene.state.hawks == []
    click_square(app, 10, 10)
    click_square(app, 3, 3)
    s = scene.state
    assert s.hawks == [sq(3, 3), sq(10, 10)]
    assert s.hawk_controller(sq(10, 10)) == 2
    # Relocation, clockwise from Ana: Ana (her hawk on r4c4), then Cai for the one in his
    # quadrant; Ben and Dan have no hawk and are not asked.
    assert s.decision["kind"] == "relocate" and s.current_player == 0
    press(app, scene, "done")
    hand_over_to(app, scene, 2)
    s = scene.state
    assert s.decision["kind"] == "relocate" and set(scene.options()["squares"]) == {(10, 10)}
    click_square(app, 10, 10)                                 # pick it up ...
    click_square(app, 12, 9)                                  # ... and move it in his quadrant
    s = scene.state
    assert s.hawks == [sq(3, 3), sq(12, 9)]
    if s.decision and s.decision["kind"] == "relocate":
        press(app, scene, "done")
    s = scene.state
    assert s.turn_seat == 1 and s.decision["kind"] in ("turn_wind", "turn_action")
    hand_over_to(app, scene, 1)


# ------------------------------------------------------------------ 5. shadows
def test_a_burned_player_loses_a_turn_without_a_hand_over(app):
    """FT-SHADOW-SKIP / FT-SHADOW-BECOME / FT-TURN-ORDER: three players, Cai's tower has just
    burned. Ben ends his turn with the button; Cai's turn is skipped at once (no hand-over
    to Cai: he has nothing to decide), Cai is now a shadow, and the screen goes to Ana."""
    match = new_match(3)
    s = match.state
    paint(s, fire=[(1, 13)])
    no_events_in_deck(s)
    burn(s, 2, "skip")
    at_turn(s, 1, step="end", wind="N")
    scene = open_scene(app, match)
    hand_over_to(app, scene, 1)
    s = scene.state
    assert s.decision["kind"] == "turn_end" and s.status[2] == "skip"
    turn = s.turn_number
    press(app, scene, "end")
    s = scene.state
    assert s.status[2] == "shadow" and s.turn_seat == 0 and s.turn_number == turn + 2
    assert log_has(scene, "turn_skipped", name="Cai")
    hand_over_to(app, scene, 0)


def shadow_turn(app, faces, fire_at=(), breaks_at=(), hawks_at=()):
    """Cai (three players) is a shadow and his turn begins; the Shadow die will show
    `faces`. Returns the scene after Cai's hand-over, at his "Roll" button."""
    match = new_match(3)
    s = match.state
    paint(s, fire=fire_at, breaks=breaks_at, hawks=hawks_at)
    no_events_in_deck(s)
    burn(s, 2, "shadow")
    s.wind = "N"
    rig(s, "shadow", faces)
    begin_turn(s, 2)
    scene = open_scene(app, match)
    hand_over_to(app, scene, 2)
    s = scene.state
    assert s.turn_kind == "shadow" and s.decision["kind"] == "shadow_roll"
    assert scene.strip()[1] == [] and labels(scene) == [app.t("fire_tower.action.roll")]
    return scene


def test_shadow_press_your_luck_roll_roll_stop_then_place_the_gems(app):
    """FT-SHADOW-TURN / FT-SHADOW-DIE-5 / FT-SHADOW-DIE-2 / FT-DIG-HANDS: Cai, a shadow with no
    cards, clicks Roll: a 5, press your luck (1 gem stored). Roll: 2, Roll: 3 (3 gems),
    Stop; he places the three gems one at a time, each next to fire, the ones just placed
    counting as fire, then his turn ends and the screen goes to Ana. A second time he
    rolls a flame after the 5 and loses everything."""
    scene = shadow_turn(app, [5, 2, 3], fire_at=[(4, 4)])
    press(app, scene, "roll")
    s = scene.state
    assert s.decision["kind"] == "press_luck" and s.decision["store"] == 1
    assert labels(scene) == [app.t("fire_tower.action.roll"), app.t("fire_tower.action.stop")]
    assert log_has(scene, "shadow_roll", name="Cai", face=5)
    press(app, scene, "roll")
    press(app, scene, "roll")
    s = scene.state
    assert s.decision["kind"] == "press_luck" and s.decision["store"] == 3
    before = fire(s)
    press(app, scene, "stop")
    assert log_has(scene, "luck_stop", name="Cai", n=3)
    for r, c in [(4, 5), (4, 6), (4, 7)]:                    # a chain growing from r5c5
        s = scene.state
        assert s.decision["kind"] == "cells" and s.decision["effect"] == "luck_gem"
        assert (r, c) in scene.options()["squares"] and (r, c + 1) not in scene.options()["squares"]
        click_square(app, r, c)
    s = scene.state
    assert fire(s) - before == {(4, 5), (4, 6), (4, 7)}
    assert s.turn_seat == 0 and s.status[2] == "shadow"
    hand_over_to(app, scene, 0)

    scene = shadow_turn(app, [5, 6], fire_at=[(4, 4)])
    press(app, scene, "roll")
    before = fire(scene.state)
    press(app, scene, "roll")                                 # a flame: bust
    s = scene.state
    assert log_has(scene, "luck_bust", name="Cai")
    assert fire(s) == before and s.turn_seat == 0
    hand_over_to(app, scene, 0)


def test_shadow_one_triggers_a_hawk_or_removes_a_firebreak_by_click(app):
    """FT-SHADOW-DIE-1 / FT-SHADOW-TURN: Cai rolls a 1. The lit squares are the hawks whose
    quadrant has a gem that can leave it, and the firebreaks. He clicks Ana's hawk, then a
    gem of her quadrant, then a lit square next to fire in another quadrant: the gem moves
    there and the hawk goes back to the supply. Another time he clicks a firebreak, which
    is removed."""
    scene = shadow_turn(app, [1], fire_at=[(5, 5)], breaks_at=[(12, 3)], hawks_at=[(3, 3)])
    supply = scene.state.hawk_supply()
    press(app, scene, "roll")
    s = scene.state
    assert s.decision["kind"] == "shadow_one"
    assert set(scene.options()["squares"]) == {(3, 3), (12, 3)}
    click_square(app, 3, 3)
    s = scene.state
    assert s.decision["kind"] == "target" and set(scene.options()["squares"]) == {(5, 5)}
    assert s.hawks == [] and s.hawk_supply() == supply + 1
    click_square(app, 5, 5)
    s = scene.state
    assert s.decision["kind"] == "dest"
    lit = set(scene.options()["squares"])
    assert (6, 8) in lit and (5, 6) not in lit               # not in Ana's quadrant again
    assert all(s.cfg.quadrant_of[sq(r, c)] != "red" for r, c in lit)
    click_square(app, 6, 8)
    s = scene.state
    assert (6, 8) in fire(s) and (5, 5) not in fire(s) and breaks(s) == {(12, 3)}
    assert s.turn_seat == 0
    hand_over_to(app, scene, 0)

    scene = shadow_turn(app, [1], fire_at=[(5, 5)], breaks_at=[(12, 3)], hawks_at=[(3, 3)])
    press(app, scene, "roll")
    click_square(app, 12, 3)
    s = scene.state
    assert breaks(s) == set() and s.hawks == [sq(3, 3)] and (5, 5) in fire(s)
    assert s.turn_seat == 0
    hand_over_to(app, scene, 0)


def test_shadow_one_says_why_a_hawk_cannot_be_triggered(app):
    """FT-SHADOW-DIE-1 / FT-DIG-TARGETS: Ana's hawk stands in a quadrant with no gem that
    could leave it, so it is not lit; clicking it must say why in terms of the hawk, not
    claim that there is no firebreak there."""
    scene = shadow_turn(app, [1], fire_at=[(11, 11)], breaks_at=[(12, 3)],
                        hawks_at=[(3, 3), (10, 10)])
    press(app, scene, "roll")
    assert set(scene.options()["squares"]) == {(10, 10), (12, 3)}
    click_square(app, 3, 3)
    assert scene.refusal and scene.state.hawks == [sq(3, 3), sq(10, 10)]
    assert scene.refusal == app.t("fire_tower.illegal.nothing_to_move")


def test_shadow_one_firebreak_under_a_hawk_can_still_be_removed_by_mouse(app):
    """FT-SHADOW-DIE-1 / FT-DIG-TARGETS (option firebreak_on_hawk): a firebreak stands under
    Ana's hawk; both choices of the roll of 1 are legal on that square, so the screen must
    let Cai reach either (here: remove the firebreak)."""
    match = new_match(3, firebreak_on_hawk=True)
    s = match.state
    paint(s, fire=[(5, 5)], breaks=[(3, 3)], hawks=[(3, 3)])
    no_events_in_deck(s)
    burn(s, 2, "shadow")
    s.wind = "N"
    rig(s, "shadow", [1])
    begin_turn(s, 2)
    scene = open_scene(app, match)
    hand_over_to(app, scene, 2)
    press(app, scene, "roll")
    s = scene.state
    assert set(s.legal_actions()) == {("target", 3, 3), ("remove", 3, 3)}
    opts = scene.options()
    offered = set(opts["squares"].values()) | set(opts["others"])
    assert offered == set(s.legal_actions())
    # the square does one of them; the other is a button (the firebreak's removal here)
    assert opts["squares"][(3, 3)] == ("target", 3, 3) and ("remove", 3, 3) in opts["others"]
    button = next(b for b in scene.choice_buttons.buttons
                  if b.label() == action_label(app.t, s, ("remove", 3, 3)))
    click(app, button.rect.center)
    assert scene.state.cells[sq(3, 3)] == "." and sq(3, 3) in scene.state.hawks

"""The mini-expansions by mouse through the real App loop (posted mouse events): the
megahawk placed at set-up, its turn-start step and activation, a reserve megahawk placed
with a firehawk card, and water gems laid by a water card (FT-MEGA-..., FT-WATER-GEM-...)."""
from mouse import button, click, replace_state
from ft_mouse import give, open_scene, setup_done, show

from game.core.match import Match
from game.games.fire_tower import rules
from game.games.fire_tower.scene import square_rect

PEOPLE = [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}]


def sq(r, c):
    return r * 16 + c


def clear(st, fire=()):
    st.cells = ["E" if ch == "E" else "." for ch in st.cells]
    for r, c in fire:
        st.cells[sq(r, c)] = "f"
    st.hawks, st.megas = [], []
    for cid in list(st.deck):                   # no event in the refills
        if st.card_def(cid).type == "event":
            st.deck.remove(cid)
            st.outside.append(cid)


def to_turn(st, seat, step="part1"):
    st.turn_seat, st.turn_kind = seat, "standing"
    st.stack, st.decision = [{"t": step, "seat": seat}], None
    st.pending_hawks, st.pending_burns = [], []
    st.invalidate()
    st._run([])


def test_setup_megahawk_is_placed_by_a_click(app):
    """FT-MEGA-SETUP: the first set-up hawk is the megahawk; a click on a lit square places it."""
    scene = open_scene(app, Match("fire_tower", rules, {"players": PEOPLE, "megahawk": 1}, 3))
    d = scene.state.decision
    assert d["kind"] == "hawk_place" and d["mega"] == "only"
    assert app.t("fire_tower.ui.mega_place") in scene.message
    spots = sorted(scene.options()["squares"])
    r, c = spots[len(spots) // 2]
    click(app, square_rect(r, c).center)
    assert scene.state.megas == [[sq(r, c), 0, 0]] and sq(r, c) in scene.state.hawks
    assert any(app.t("fire_tower.log.mega_placed", name="Ana", sq="")[:10] in line for line in scene.log)


def test_megahawk_steps_at_the_start_of_the_turn_by_a_click(app):
    """FT-MEGA-TURN / FT-MEGA-STEP: at the start of Ana's turn a click on a square beside her
    megahawk moves it there; the turn goes on to the wind gem."""
    match = Match("fire_tower", rules, {"players": PEOPLE, "megahawk": 1}, 3)
    setup_done(match)
    scene = open_scene(app, match)

    def edit(st):
        clear(st, fire=[(10, 10)])
        st.hawks, st.megas, st.mega_reserve = [sq(5, 5)], [[sq(5, 5), 0, 0]], [0, 1]
        to_turn(st, 0)
    replace_state(app, scene, edit)
    show(app, scene)
    assert scene.state.decision["kind"] == "mega_turn"
    assert app.t("fire_tower.step.mega_turn") in scene.message
    assert button(scene, app.t("fire_tower.action.mega_skip"))
    click(app, square_rect(5, 6).center)
    show(app, scene)
    assert scene.state.megas == [[sq(5, 6), 0, 0]]
    assert scene.state.decision["kind"] == "turn_wind"


def test_megahawk_activation_by_clicks(app):
    """FT-MEGA-ACTIVATE: click the gem beside the megahawk, then where it goes; the megahawk
    goes to the reserve (its chip in the seat row counts it)."""
    match = Match("fire_tower", rules, {"players": PEOPLE, "megahawk": 1}, 3)
    setup_done(match)
    scene = open_scene(app, match)

    def edit(st):
        clear(st, fire=[(5, 6), (10, 10)])
        st.hawks, st.megas, st.mega_reserve = [sq(5, 5)], [[sq(5, 5), 0, 0]], [0, 1]
        to_turn(st, 0)
    replace_state(app, scene, edit)
    show(app, scene)
    click(app, square_rect(5, 6).center)                      # the gem beside it
    show(app, scene)
    assert scene.state.decision["kind"] == "mega_dest" and scene.state.mega_reserve == [1, 1]
    click(app, square_rect(9, 10).center)                     # next to the far fire
    show(app, scene)
    s = scene.state
    assert s.cells[sq(9, 10)] == "f" and s.cells[sq(5, 6)] == "." and s.megas == []
    chips = scene.mini_chips(0)
    assert [(kind, n) for _, kind, n in chips] == [("mega", 1)]


def test_reserve_megahawk_placed_with_the_button(app):
    """FT-MEGA-RESERVE: playing a firehawk card, the "Place a megahawk" button makes the next
    click place a megahawk from the reserve; the following hawk is a firehawk again."""
    match = Match("fire_tower", rules, {"players": PEOPLE, "megahawk": 1}, 3)
    setup_done(match)
    scene = open_scene(app, match)
    pair = []

    def edit(st):
        clear(st, fire=[(10, 10)])
        st.mega_reserve = [1, 1]
        pair.append(give(st, 0, "firehawk_pair"))
        to_turn(st, 0, "part2")
    replace_state(app, scene, edit)
    show(app, scene)
    scene.act(("play", pair[0]))
    show(app, scene)
    assert scene.state.decision["kind"] == "hawk_place"
    click(app, button(scene, app.t("fire_tower.action.mega_on")))
    assert button(scene, app.t("fire_tower.action.mega_off"))
    click(app, square_rect(4, 4).center)
    show(app, scene)
    s = scene.state
    assert s.megas == [[sq(4, 4), 0, 0]] and s.mega_reserve == [0, 1]
    click(app, square_rect(4, 6).center)                      # a firehawk now
    show(app, scene)
    assert sq(4, 6) in scene.state.hawks and len(scene.state.megas) == 1


def test_water_gems_laid_by_a_water_card_with_clicks(app):
    """FT-WATER-GEM-PLACE / FT-WATER-GEM-BOARD: a Fire Engine over two gems: click the card,
    the square, the two empty squares to wet them, then confirm; the water gems are drawn and
    explained on the board, and the bucket chip counts what is left."""
    match = Match("fire_tower", rules, {"players": PEOPLE, "water_gems": True}, 3)
    setup_done(match)
    scene = open_scene(app, match)
    engine = []

    def edit(st):
        clear(st, fire=[(4, 4), (4, 5), (10, 10)])
        engine.append(give(st, 0, "fire_engine"))
        to_turn(st, 0, "part2")
    replace_state(app, scene, edit)
    show(app, scene)
    cards = scene.strip()[1]
    rect = scene.card_rects(cards)[cards.index(engine[0])]
    click(app, (rect.x + 6, rect.y + 40))
    assert scene.held_card() == engine[0] or scene.state.decision["kind"] == "pattern"
    assert scene.current_rot() == 0
    click(app, square_rect(4, 4).center)                      # the 2 x 2 square from (4, 4)
    show(app, scene)
    d = scene.state.decision
    assert d["kind"] == "select" and sorted(d["chosen"]) == [sq(4, 4), sq(4, 5)]
    click(app, square_rect(5, 4).center)
    click(app, square_rect(5, 5).center)
    click(app, button(scene, app.t("fire_tower.action.confirm")))
    show(app, scene)
    s = scene.state
    assert sorted(w[0] for w in s.water) == [sq(5, 4), sq(5, 5)] and s.water_supply[0] == 2
    assert s.cells[sq(4, 4)] == "." and s.board[5][4] == "w"
    assert [(kind, n) for _, kind, n in scene.mini_chips(0)] == [("water", 2)]
    scene.tip.point(square_rect(5, 4).center)
    found = scene.tip_at(square_rect(5, 4).center)
    assert found and found[0] == [app.t("fire_tower.tip.water_gem", name="Ana")]


def test_guardian_borrows_a_megahawk_with_its_button(app):
    """FT-MEGA-GUARDIAN: playing a firehawk card, the Guardian clicks "Borrow Ben's megahawk"
    and then a square: Ben's reserve megahawk stands there under the Guardian's control."""
    people = [{"name": n, "kind": "human"} for n in ("Ana", "Ben", "Cai", "Dan", "Eva")]
    match = Match("fire_tower", rules, {"players": people, "megahawk": 1}, 3)
    setup_done(match)
    scene = open_scene(app, match)
    pair = []

    def edit(st):
        clear(st, fire=[(10, 10)])
        st.mega_reserve = [0, 1, 0, 0, 0]
        pair.append(give(st, 4, "firehawk_pair"))
        to_turn(st, 4, "part2")
    replace_state(app, scene, edit)
    show(app, scene)
    scene.act(("play", pair[0]))
    show(app, scene)
    assert scene.state.decision["kind"] == "hawk_place" and scene.state.decision["borrow"] == [1]
    click(app, button(scene, app.t("fire_tower.action.borrow_on", name="Ben")))
    click(app, square_rect(6, 11).center)
    show(app, scene)
    s = scene.state
    assert s.megas == [[sq(6, 11), 1, 4]] and s.mega_reserve == [0, 0, 0, 0, 0]
    assert s.hawk_controller(sq(6, 11)) == 4

"""The Rising Flames variants by mouse through the real App loop: the Guardian (five
players) places its flat hawks from the supply on any quadrant, an Oak burns from a clicked
wind gem and the Guardian places its new hawk and ends its relocation with Done; a Double
Tower seat row and a Ghost Tower take-over are shown (FT-VAR-*)."""
from mouse import click, drag, replace_state
from ft_mouse import open_scene, setup_done, show

from game.core.match import Match
from game.games.fire_tower import rules
from game.games.fire_tower.describe import seat_towers_text
from game.games.fire_tower.scene import square_rect

FIVE = {"players": [{"name": n, "kind": "human"} for n in ("Ana", "Ben", "Cai", "Dee", "Eve")]}


def test_guardian_flat_hawks_placed_by_mouse_anywhere(app):
    """FT-VAR-GUARDIAN / FT-VAR-GUARDIAN-HAWKS: the Guardian's two set-up hawks are dragged
    from the supply into other players' quadrants; they lie flat and are the Guardian's."""
    match = Match("fire_tower", rules, FIVE, 3)
    while match.state.decision["seat"] != 4:
        match.apply(match.state.legal_actions()[0])
    scene = open_scene(app, match)
    assert scene.state.decision["kind"] == "hawk_place" and scene.viewer == 4
    supply = scene.supply_rect().center
    drag(app, supply, square_rect(5, 12).center)            # purple's quadrant
    drag(app, supply, square_rect(12, 3).center)            # green's quadrant
    s = scene.state
    assert s.variant["guardian_hawks"] == [5 * 16 + 12, 12 * 16 + 3]
    assert s.hawk_controller(5 * 16 + 12) == 4 and s.hawk_controller(12 * 16 + 3) == 4
    assert seat_towers_text(app.t, s, 4) == "Guardian"
    found = scene.tip_at(square_rect(5, 12).center)
    assert found and found[0][0] == app.t("fire_tower.variants.flat_hawk")


def test_an_oak_burns_and_the_guardian_places_its_hawk_by_mouse(app):
    """FT-VAR-OAK-BURN: Ana clicks the wind gem onto the north Oak's crown; the Oak burns for
    good; the hand-over passes to the Guardian, who drags its new hawk from the supply and
    clicks Done to end its relocation."""
    match = setup_done(Match("fire_tower", rules, FIVE, 3))
    scene = open_scene(app, match)

    def edit(st):
        st.cells = ["E" if ch == "E" else "." for ch in st.cells]
        st.cells[0 * 16 + 6] = "f"
        st.hawks = [h for h in st.hawks if h // 16 > 2]
        st.variant["guardian_hawks"] = [h for h in st.variant["guardian_hawks"] if h in st.hawks]
        st.wind, st.turn_seat, st.turn_kind = "E", 0, "standing"
        st.stack = [{"t": "part2", "seat": 0}]
        st.pending_hawks, st.pending_burns = [], []
        st._decide("turn_wind", 0)
        st.last_seat = 0
    replace_state(app, scene, edit)
    show(app, scene)
    assert scene.state.decision["kind"] == "turn_wind" and scene.viewer == 0
    click(app, square_rect(0, 7).center)                     # the crown
    show(app, scene)
    s = scene.state
    assert s.variant["oaks_burned"] == ["N"]
    assert all(s.cells[r * 16 + c] == "E" for r, c in ((0, 7), (0, 8), (1, 7), (1, 8)))
    assert s.decision["kind"] == "hawk_place" and s.decision["why"] == "oak" and scene.viewer == 4
    assert app.t("fire_tower.variants.oak_hawk_step") in scene.message
    before = len(s.variant["guardian_hawks"])
    drag(app, scene.supply_rect().center, square_rect(10, 10).center)
    s = scene.state
    assert 10 * 16 + 10 in s.variant["guardian_hawks"] and len(s.variant["guardian_hawks"]) == before + 1
    if s.decision["kind"] == "relocate" and s.current_player == 4:
        done = [b for b in scene.choice_buttons.buttons if b.label() == app.t("fire_tower.action.done")]
        assert done
        click(app, done[0].rect.center)
    assert not (scene.state.decision["kind"] == "relocate" and scene.state.current_player == 4)
    found = scene.tip_at(square_rect(15, 8).center)           # the south Oak still stands
    assert found and found[0][0] == app.t("fire_tower.variants.oak")


def test_double_tower_rows_and_ghost_take_over_are_shown(app):
    """FT-VAR-DOUBLE-SEATS / FT-VAR-GHOST-TAKE: a seat row names both towers; the ghost's
    row names the Ghost Tower once it is taken."""
    match = Match("fire_tower", rules, {"players": FIVE["players"][:2], "variant": "double"}, 4)
    scene = open_scene(app, match)
    assert seat_towers_text(app.t, scene.state, 0) == "Red + Purple"
    assert seat_towers_text(app.t, scene.state, 1) == "Blue + Green"
    ghost = Match("fire_tower", rules, {"players": FIVE["players"][:3], "variant": "ghost"}, 4)
    scene = open_scene(app, ghost)

    def take(st):
        st.variant["ghost_seat"], st.variant["ghost_taken"] = 1, True
        st.burned = ["purple"]
        st.seat_towers[1] = ["purple", "green"]
        st.seat_tower[1] = "green"
    replace_state(app, scene, take)
    assert seat_towers_text(app.t, scene.state, 1) == "Green · Ghost Tower"

"""Fire Tower's events through the board with animations on (the default), by mouse
through the real App loop (issue 21): an Ancient Oak burning is animated to its end, and
an undone wind change turns the vane back. Every event type of every game: see
test_event_tables.py and test_scene_soak.py."""
from mouse import click, find_button, replace_state
from ft_mouse import open_scene, setup_done, show
from test_fire_tower_events_scene import (at_turn, click_card, hand_over_to, new_match, no_events_in_deck, paint,
                                          press, set_hand)
from test_fire_tower_events_scene import open_scene as open_prepared

from game.core.match import Match
from game.games.fire_tower import rules
from game.games.fire_tower.layout import VANE_ANGLE
from game.games.fire_tower.scene import square_rect

FIVE = {"players": [{"name": n, "kind": "human"} for n in ("Ana", "Ben", "Cai", "Dee", "Eve")]}


def settle_animations(app, scene, frames: int = 600):
    """Run frames until the board's animations are over (each frame draws the board)."""
    for _ in range(frames):
        if not scene.timeline.busy:
            return
        app.run_frames(1, dt=0.05)
    raise AssertionError("the animations never ended")


def test_an_oak_burning_is_animated_on_the_board(app):
    """FT-VAR-OAK-BURN with animations on: the wind gem lands on the north Oak's crown; the
    Oak's burning and its four squares ablaze are animated (they were taken for a hawk's
    flight: KeyError 'at'), and once the animations end the board drawn is the state's."""
    app.settings.set("animation_speed", 1.0)
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
    settle_animations(app, scene)
    click(app, square_rect(0, 7).center)                     # the crown
    assert scene.state.variant["oaks_burned"] == ["N"]
    assert scene.timeline.busy                               # the burning is being shown
    settle_animations(app, scene)
    s = scene.state
    assert all(s.cells[r * 16 + c] == "E" for r, c in ((0, 7), (0, 8), (1, 7), (1, 8)))
    assert scene.anim.cells == s.cells                       # the events told the whole change
    cells, hawks = scene.anim.board(s)
    assert list(cells) == s.cells and set(hawks) == set(s.hawks)


def test_undoing_a_wind_change_turns_the_vane_back(app):
    """FT-EW-LIGHT-BREEZE keeps Ana's turn open after she sets the wind East with a wind
    card, so Undo can take it back: the state's wind is South again, and the vane, turned
    East by the wind_changed animation, turns back with it (it stayed East)."""
    app.settings.set("animation_speed", 1.0)
    match = new_match(2, extreme_weather=True, events=[])
    s = match.state
    paint(s, fire=[(7, 4)])
    no_events_in_deck(s)
    s.specials_of(0)["strong_winds"] = "back"                 # Light Breeze is up
    east = set_hand(s, 0, ["east", "north", "air_drop", "air_drop", "fire_engine", "fire_engine"])[0]
    at_turn(s, 0, wind="S")
    scene = open_prepared(app, match)
    hand_over_to(app, scene, 0)
    click_card(app, scene, east)
    press(app, scene, "wind_set", wind=app.t("fire_tower.wind.E"))
    settle_animations(app, scene)
    assert scene.state.wind == "E" and scene.vane_angle % 360 == VANE_ANGLE["E"] % 360
    assert scene.state.decision["kind"] == "wind_gems" and scene.match.can_undo
    click(app, find_button(scene, app.t("ui.undo")))
    settle_animations(app, scene)
    assert scene.state.wind == "S"
    assert scene.vane_angle % 360 == VANE_ANGLE["S"] % 360

"""Every event the engines emit goes through the boards' animations and logs (issue 21).

A Fire Tower Oak burning with animations on (the default) reaches the board's animation
through the real scene: its events are drawn and stepped to their end."""
from mouse import click, replace_state
from ft_mouse import open_scene, setup_done, show

from game.core.match import Match
from game.games.fire_tower import rules
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

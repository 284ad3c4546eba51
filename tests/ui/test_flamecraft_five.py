"""Five people around one screen play a whole Flamecraft game with the mouse alone, through
the real App loop (FC-DIG-HANDOVER, FC-DIG-HIDDEN): before every change of person an opaque
hand-over screen shows nobody's cards; after it the board shows that person's hand and
Fancy dragons only; the game reaches its end screen with each player's final scoring."""
from fc_mouse import by_mouse

from game.core.bots import RandomBot
from game.core.match import Match
from game.games.flamecraft import rules
from game.games.flamecraft.handover import HandOverScene
from game.games.flamecraft.layout import BACKGROUND
from game.games.flamecraft.scene import FlamecraftScene
from mouse import click

NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve"]


def bottom_strip_is_blank(app) -> bool:
    """The hand-over screen covers the board: the strip where the hand is drawn shows only
    the hand-over's background (no card, no name)."""
    screen = app.screen
    colour = tuple(BACKGROUND[:3])
    w, h = screen.get_size()
    return all(tuple(screen.get_at((x, y)))[:3] == colour
               for y in range(h - 140, h - 4, 9) for x in range(4, w - 4, 11))


def test_five_people_play_a_whole_game_by_mouse_with_hands_secret(app):
    setup = {"players": [{"name": n, "kind": "human"} for n in NAMES], "first_player": "first"}
    match = Match("flamecraft", rules, setup, 21)
    scene = FlamecraftScene(app, match)
    app.push(scene)
    app.run_frames(2)
    bot = RandomBot(21)
    handovers, kinds, moves_by = [], set(), set()
    for _ in range(8000):
        if scene.state.is_over:
            break
        for _ in range(4):                              # animations end; a hand-over comes up
            app.run_frames(1)
            if isinstance(app.scene, HandOverScene):
                break
        if isinstance(app.scene, HandOverScene):
            seat = app.scene.seat
            assert seat == scene.state.current_player and seat != scene.viewer
            assert bottom_strip_is_blank(app), "the hand-over screen lets the board show through"
            assert NAMES[seat] in app.scene.show_button.label()
            handovers.append(seat)
            click(app, app.scene.show_button.rect.center)
            assert app.scene is scene
        assert scene.viewer == scene.state.current_player and scene.my_turn()
        me = scene.viewer
        assert scene.hand() == scene.state.players[me]["hand"]     # my hand, nobody else's
        mine = set(scene.state.players[me]["fancy_hidden"]) | set(scene.state.players[me]["fancy_revealed"])
        if scene.decision()["kind"] == "keep_fancy":
            mine |= set(scene.decision()["options"])          # the two offered to me
        assert {fid for fid, _ in scene.fancy_cards()} <= mine
        kinds.add(scene.decision()["kind"])
        if scene.decision()["kind"] == "move":
            moves_by.add(me)
        before = len(match.actions)
        choice = bot.choose(scene.state)
        assert by_mouse(app, scene, choice), f"no place on screen for {choice}"
        assert len(match.actions) > before, f"{choice} by mouse changed nothing: {scene.refusal or scene.message}"
    assert scene.state.is_over
    assert moves_by == set(range(5)) and set(handovers) == set(range(5))
    assert len(handovers) >= scene.state.turn_number          # at least one per turn
    assert {"move", "gift", "place", "fire", "keep_fancy", "start_good"} <= kinds, kinds
    app.run_frames(6)
    end = app.scene
    assert end.name == "flamecraft_end"
    result = match.state.result()
    assert [row["total"] for row in end.rows] == result["scores"]
    for seat, row in enumerate(end.rows):
        p = match.state.players[seat]
        assert row["before"] + row["coins"] + sum(n for _, n in row["moons"]) == p["reputation"]
        assert p["coins"] == 0 and row["coins"] == p["coins_before_final"]
    best = max(result["scores"])
    assert all(result["scores"][w] == best for w in result["winners"])


def test_the_running_score_shows_where_each_players_reputation_came_from(app):
    """Hovering a player's row gives the running score with its breakdown (slot rewards,
    enchantments, abilities, gifts, Fancy dragons ... and the coins still to be turned
    into reputation), in English and Spanish; the parts add up to the reputation."""
    from test_flamecraft_scene import full_town_scene, hover
    scene = full_town_scene(app)
    state = scene.state
    for lang in ("en", "es"):
        app.set_language(lang)
        app.run_frames(2)
        t = app.t
        for seat in range(len(state.players)):
            row = scene.seat_row(seat)
            lines = hover(app, scene, (row.centerx, row.bottom - 4))
            p = state.players[seat]
            assert lines[0] == scene.seat_name(seat) + ": " + t("flamecraft.reputation", n=p["reputation"])
            parts = state.score_breakdown(seat)
            shown = {k: v for k, v in parts.items() if k != "total" and (v or k == "coins_now")}
            assert shown, parts
            for key, value in shown.items():
                assert t.has(f"flamecraft.score.{key}"), key
                assert f"{t(f'flamecraft.score.{key}')}: {value}" in lines, (key, lines)
            assert sum(v for k, v in parts.items() if k not in ("total", "coins_now")) == p["reputation"]
            assert parts["coins_now"] == p["coins"]

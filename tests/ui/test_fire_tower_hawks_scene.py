"""Firehawks by mouse through the real App loop: dragged from the supply, relocated by drag
and drop, and a triggered hawk seen carrying its gem; plus the pattern preview."""
import pygame

from mouse import click, drag, replace_state
from ft_mouse import give, open_scene, setup_done, show

from game.core.match import Match
from game.games.fire_tower import rules
from game.games.fire_tower.scene import square_at, square_rect

TWO_HUMANS = {"players": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}]}


def to_turn_action(match):
    setup_done(match)
    while match.state.decision["kind"] != "turn_action":
        match.apply(next(a for a in match.state.legal_actions() if a[0] == "wind"))
    return match


def test_a_setup_hawk_is_dragged_from_the_supply(app):
    """FT-SETUP-HAWKS, FT-DIG-TARGETS: drag a hawk from the supply onto your quadrant; a drop outside it is
    refused with the reason on screen and changes nothing."""
    scene = open_scene(app, Match("fire_tower", rules, TWO_HUMANS, 3))
    assert scene.can_take_from_supply()
    supply = scene.supply_rect().center
    drag(app, supply, square_rect(15, 15).center)          # Ben's corner, not Ana's quadrant
    assert scene.state.hawks == [] and scene.refusal
    legal = sorted(scene.options()["squares"])
    r, c = legal[len(legal) // 2]
    drag(app, supply, square_rect(r, c).center)
    assert scene.state.hawks == [r * 16 + c]
    assert scene.state.current_player == 1


def test_relocation_is_drag_and_drop_with_a_done_button(app):
    """FT-HAWK-RELOCATE: after a hawk card the player drags own hawks to new squares; a drop
    on a square the hawk may not take says why and moves nothing; Done ends it."""
    scene = open_scene(app, to_turn_action(Match("fire_tower", rules, TWO_HUMANS, 3)))
    seat = scene.state.current_player
    pair = []
    replace_state(app, scene, lambda st: pair.append(give(st, seat, "firehawk_pair")))
    scene.act(("play", pair[0]))
    while scene.state.decision["kind"] == "hawk_place":
        scene.act(scene.state.legal_actions()[0])
    app.run_frames(2)
    s = scene.state
    assert s.decision["kind"] == "relocate" and scene.viewer == s.current_player
    seat = s.current_player
    movable = sorted(sq for sq, a in scene.options()["squares"].items() if a[0] == "hawk_from")
    src = movable[0]
    after = s.clone()
    after.apply(("hawk_from",) + src)
    dests = sorted((a[1], a[2]) for a in after.legal_actions() if a[0] == "hawk_to")
    far = next((r, c) for r in range(16) for c in range(16)
               if (r, c) not in dests and (r, c) != src and s.cells[r * 16 + c] == "."
               and s.cfg.quadrant_of[r * 16 + c] != s.seat_tower[seat])
    hawks_before = list(s.hawks)
    drag(app, square_rect(*src).center, square_rect(*far).center)
    assert scene.state.hawks == hawks_before and scene.refusal
    assert scene.state.decision["kind"] == "relocate" and scene.state.decision["src"] is None
    dst = dests[-1]
    drag(app, square_rect(*src).center, square_rect(*dst).center)
    hawks = scene.state.hawks
    assert dst[0] * 16 + dst[1] in hawks and src[0] * 16 + src[1] not in hawks
    assert len(hawks) == len(hawks_before)
    if scene.state.decision and scene.state.decision["kind"] == "relocate" \
            and scene.state.current_player == seat:
        done = [b for b in scene.choice_buttons.buttons if b.label() == app.t("fire_tower.action.done")]
        assert done
        click(app, done[0].rect.center)
        assert not (scene.state.decision["kind"] == "relocate" and scene.state.current_player == seat)


def test_a_triggered_hawk_is_seen_carrying_its_gem(app):
    """FT-HAWK-TRIGGER, FT-HAWK-CARRY: the wind gem lands on a hawk; its controller clicks a
    highlighted square; with animations on, the gem is first drawn flying with the hawk and
    only then on its new square."""
    match = Match("fire_tower", rules, TWO_HUMANS, 3)
    setup_done(match)
    scene = open_scene(app, match)
    wind = sorted((a[1], a[2]) for a in scene.state.legal_actions() if a[0] == "wind")
    target = wind[0]
    sq = target[0] * 16 + target[1]
    replace_state(app, scene, lambda st: setattr(st, "hawks", sorted(set(st.hawks) | {sq})))
    click(app, square_rect(*target).center)
    show(app, scene)
    d = scene.state.decision
    assert d["kind"] == "hawk_trigger" and d["at"] == sq
    dests = sorted(scene.options()["squares"])
    assert dests and all(scene.options()["squares"][x][0] == "to" for x in dests)
    dest = dests[0]
    app.settings.set("animation_speed", 1.0)
    click(app, square_rect(*dest).center)
    dsq = dest[0] * 16 + dest[1]
    assert scene.state.cells[dsq] == "f" and sq not in scene.state.hawks    # the rules moved on
    seen = []
    for _ in range(120):                      # about 2 s of frames at the test clock
        cells, _ = scene.anim.board(scene.state)
        seen.append((cells[dsq], [kind for f in scene.anim.flyers for kind, _ in f["sprites"]]))
        if not scene.timeline.busy:
            break
        app.run_frames(1)
    assert ("gem" in seen[0][1] or seen[0][0] == ".") and seen[0][0] == "."
    assert any(set(kinds) == {"gem", "hawk"} for _, kinds in seen)      # carried in flight
    assert not scene.timeline.busy and scene.anim.board(scene.state)[0][dsq] == "f"


def test_the_pattern_preview_fills_only_what_changes(app):
    """FT-CARD-FLARE-UP, FT-BREAK-PLACE: a firebreak ends a Flare Up line, so the preview
    fills the squares that get a gem and leaves the square beyond the firebreak as it is."""
    scene = open_scene(app, to_turn_action(Match("fire_tower", rules, TWO_HUMANS, 3)))
    seat = scene.state.current_player
    flare = []

    def edit(st):
        flare.append(give(st, seat, "flare_up"))
        st.cells = ["E" if ch == "E" else "." for ch in st.cells]
        st.hawks = []
        st.cells[6 * 16 + 8] = "x"        # the line (6,7)-(6,9) stops at it
    replace_state(app, scene, edit)
    scene.act(("play", flare[0]))
    assert scene.state.decision["kind"] == "pattern"
    for rot, anchors in sorted(scene.options()["places"].items()):
        for anchor in sorted(anchors):
            squares = [(anchor[0] + dr, anchor[1] + dc) for dr, dc, _ in scene.shape(rot)]
            legal, marks, _ = scene.preview(rot, anchor)
            changed = {(r, c) for r, c, _ in marks}
            blocked = [q for q in squares if q not in changed and q != (6, 8)
                       and scene.state.cells[q[0] * 16 + q[1]] == "."]
            if legal and (6, 8) in squares and blocked:
                break
        else:
            continue
        break
    else:
        raise AssertionError("no Flare Up line is cut by the firebreak")
    scene.rot_i = sorted(scene.options()["places"]).index(rot)
    h = max(dr for dr, _, _ in scene.shape(rot)) + 1
    w = max(dc for _, dc, _ in scene.shape(rot)) + 1
    mouse = square_rect(anchor[0] + (h - 1) // 2, anchor[1] + (w - 1) // 2).center
    assert scene.anchor_for(square_at(mouse)) == (rot, anchor)

    def pixel(at, pos):
        scene.hover = pos
        surface = pygame.Surface((1280, 800))
        scene.draw(surface)
        return surface.get_at(square_rect(*at).move(8, 8).topleft)[:3]

    away = square_rect(15, 0).center
    for q in blocked:                          # the square beyond the firebreak: untouched
        assert pixel(q, mouse) == pixel(q, away)
    for q in changed:                          # the squares that get a gem: filled in
        assert pixel(q, mouse) != pixel(q, away)


def test_the_wind_die_tumbles_then_shows_its_result(app):
    """FT-SETUP-WIND: after the last set-up hawk the wind die is rolled; on screen it turns
    through several faces and then rests on the rolled one, which stays in the side panel."""
    match = Match("fire_tower", rules, TWO_HUMANS, 3)
    match.apply(match.state.legal_actions()[0])           # Ana's hawk; Ben's is the last
    scene = open_scene(app, match)
    app.settings.set("animation_speed", 1.0)
    r, c = sorted(scene.options()["squares"])[0]
    click(app, square_rect(r, c).center)
    faces = []
    for _ in range(200):
        if scene.die_face:
            faces.append(scene.die_face)
        if not scene.timeline.busy:
            break
        app.run_frames(1)
    rolled = scene.state.wind
    assert len(set(faces)) >= 3                            # it tumbles
    assert faces[-1] == f"fire_tower/die_wind_{rolled}.png"    # and settles on the result
    assert scene.last_die == faces[-1] and scene.die_face is None

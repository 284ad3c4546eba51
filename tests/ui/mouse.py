"""Posting mouse events into the real App loop, shared by the scene tests."""
import pygame

from game.ui import widgets


def post(kind, pos, **extra):
    pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))


def wait_for_guard(app, limit=60):
    """Let the frames pass while a control that just appeared under the pointer ignores
    clicks (widgets.INPUT_GUARD), as a person's next click comes a moment later."""
    for _ in range(limit):
        if not widgets.guard_pending():
            return
        app.run_frames(1)


def click(app, pos, button=1, frames=3, patient=True):
    """Move there, press and release; then let the loop run. `patient`: first wait out
    the input guard of a control that just appeared under the pointer."""
    if patient:
        wait_for_guard(app)
    post(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos, button=button)
    app.run_frames(frames)


def drag(app, start, end):
    """Press at `start`, move in two steps (a frame each) to `end`, release there."""
    wait_for_guard(app)
    post(pygame.MOUSEMOTION, start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, start, button=1)
    app.run_frames(1)
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for a, b in ((start, mid), (mid, end)):
        post(pygame.MOUSEMOTION, b, rel=(b[0] - a[0], b[1] - a[1]), buttons=(1, 0, 0))
        app.run_frames(1)
    post(pygame.MOUSEBUTTONUP, end, button=1)
    app.run_frames(2)


def wheel(app, y=1):
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
    app.run_frames(1)


def find_button(scene, label):
    """The centre of a visible button with this label (the scene's own row, then its
    decision buttons if it has any), or None."""
    rows = [scene.buttons] + ([scene.choice_buttons] if hasattr(scene, "choice_buttons") else [])
    for row in rows:
        for b in row.buttons:
            if b.label() == label and b.visible:
                return b.rect.center
    return None


def button(scene, label):
    spot = find_button(scene, label)
    if spot is None:
        raise AssertionError(f"no button {label!r} on {scene.name}")
    return spot


def replace_state(app, scene, edit):
    """Change a game scene's position by hand after it has read the real log (as a load
    would): edit a copy of the state and put it in place."""
    state = scene.state.clone()
    edit(state)
    if hasattr(state, "invalidate"):             # Fire Tower's caches
        state.invalidate()
    else:                                        # the other engines cache only legal actions
        state._legal = None
    scene.match.state = state
    scene.after_change()
    app.run_frames(2)
    return state


def rendered_texts(app, frames: int = 1) -> list:
    """Every string the app renders over the next `frames` frames (texts cached from an
    earlier frame are not rendered again: forget the scene's layers first for a full list)."""
    drawn = []
    real = app.fonts.render

    def render(text, *args, **kwargs):
        drawn.append(text)
        return real(text, *args, **kwargs)

    app.fonts.render = render
    try:
        app.run_frames(frames)
    finally:
        del app.fonts.render
    return drawn


def offered_controls(scene) -> dict:
    """{label: rect} of every visible, enabled button the scene shows now: those in any
    ButtonRow or list of Buttons it holds (its own row, its decision buttons, a panel's)."""
    from game.ui.widgets import Button, ButtonRow
    found = {}
    for value in vars(scene).values():
        buttons = value.buttons if isinstance(value, ButtonRow) else \
            value if isinstance(value, list) and value and isinstance(value[0], Button) else []
        for b in buttons:
            if b.visible and b.is_enabled():
                found[b.label()] = tuple(b.rect)
    return found


def click_keeping_places(app, label, scene=None, frames=3) -> dict:
    """Click the button `label` and check that every control offered both before and after
    kept its rectangle (DESIGN.md: nothing moves under the pointer). Returns the controls
    offered after the click."""
    scene = scene or app.scene
    before = offered_controls(scene)
    assert label in before, f"{label!r} is not offered: {sorted(before)}"
    click(app, before[label] and pygame.Rect(before[label]).center, frames=frames)
    after = offered_controls(scene)
    moved = {name: (before[name], after[name]) for name in before.keys() & after.keys()
             if before[name] != after[name]}
    assert not moved, f"after clicking {label!r} these moved (from, to): {moved}"
    return after

"""One tooltip at a time, whole and on top (issue 20, item 4; DESIGN.md "Explained, not
scolded"): on every tooltip screen --smoke makes, of every game (the board's, the set-up
and levels screens', a lesson's beside its panel, the Hint button's over the hint line),
the tooltip drawn lies inside the 1280x800 screen, nothing is painted over it, and no
second tooltip is drawn anywhere."""
import pygame

from game.scenes import smoke
from game.ui.widgets import TOOLTIP_FILL, WINDOW

GAMES = ("zefiria", "fire_tower", "flamecraft", "root")


def tooltip_screens(app) -> list:
    screens = smoke.generic_screens(app) + smoke.game_screens(app)
    return [(name, make) for name, make in screens if "tooltip" in name]


def shown_tips(scene) -> list:
    tips = scene.tooltips() if hasattr(scene, "tooltips") else [scene.tip]
    return [tip for tip in tips if tip.shown]


def covered(screen, box) -> int:
    """Pixels of the tooltip's own padding (just inside its rim) that show something else."""
    inner = box.inflate(-6, -6)
    band = [(x, y) for x in range(inner.left + 6, inner.right - 6) for y in (inner.top, inner.bottom - 1)] + \
        [(x, y) for y in range(inner.top + 6, inner.bottom - 6) for x in (inner.left, inner.right - 1)]
    return sum(1 for spot in band if tuple(screen.get_at(spot))[:3] != TOOLTIP_FILL)


def fill_outside(screen, box) -> int:
    """Pixels of the tooltip's fill colour elsewhere on the screen (a second tooltip)."""
    mask = pygame.mask.from_threshold(screen, TOOLTIP_FILL + (255,), (1, 1, 1, 255))
    mask.erase(pygame.mask.Mask(box.size, fill=True), box.topleft)
    return mask.count()


def test_every_tooltip_screen_shows_one_whole_tooltip_on_top(app):
    screens = tooltip_screens(app)
    names = [name for name, _ in screens]
    for game in GAMES:
        assert any(name.startswith(f"{game}_") for name in names), f"no tooltip screen of {game}"
        assert f"{game}_hint_tooltip" in names and f"{game}_tutorial_tooltip_es" in names
    problems = []
    for name, make in screens:
        app.t.lang = "en"
        smoke._open(app, make())
        app.run_frames(3)
        tips = shown_tips(app.scene)
        if len(tips) != 1:
            problems.append(f"{name}: {len(tips)} tooltips shown")
            continue
        box = tips[0].box
        if not WINDOW.contains(box):
            problems.append(f"{name}: the tooltip {box} leaves the screen")
            continue
        hidden = covered(app.screen, box)
        if hidden:
            problems.append(f"{name}: {hidden} pixels of the tooltip are painted over")
        others = fill_outside(app.screen, box)
        if others:
            problems.append(f"{name}: another tooltip is drawn ({others} pixels of its colour)")
    assert not problems, "\n".join(problems)


def test_root_a_lit_clearing_explains_itself_in_one_box(app):
    """Root: the cost shows at once beside a lit clearing; once the mouse rests, the one
    tooltip holds the clearing and its cost (no second box over the first)."""
    from game.ui.widgets import TOOLTIP_DELAY
    from tests.ui.mouse import post, rendered_texts
    from tests.ui.test_tutorials import follow, open_lesson, settle
    scene = open_lesson(app, "root")
    lesson = scene.tutorial
    while lesson.step.kind != "do":
        follow(app, scene, steps=1)
    settle(app)
    c = next(n for n in scene.lit_clearings() if scene.cost_lines(n))
    cost = scene.cost_lines(c)
    post(pygame.MOUSEMOTION, scene.centres[c], rel=(1, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    drawn = " ".join(rendered_texts(app, 1))
    assert " ".join(cost[0].split()[:3]) in drawn, "the cost is not shown at once"
    app.run_frames(int(TOOLTIP_DELAY * 60) + 4)
    tips = shown_tips(scene)
    assert len(tips) == 1
    lines = tips[0].shown
    assert lines[0] == app.t(f"root.clearing.{c}") and all(line in lines for line in cost)
    assert fill_outside(app.screen, tips[0].box) == 0, "a second box is drawn beside the tooltip"


def test_a_long_hint_is_written_whole_on_its_line(app):
    """The hint's line (GameScene.draw_hint_note) takes two lines rather than cut a long
    reason: Flamecraft's Spanish "Pista: Te acerca al objetivo de uno de tus dragones…"."""
    from game.ui.text_audit import audit_frame
    screens = dict(smoke.hint_screens(app))
    app.t.lang = "es"
    smoke._open(app, screens["flamecraft_hint_tooltip"]())
    app.run_frames(3)
    assert app.scene.hint, "no hint shown"
    faults = [fault for fault in audit_frame(app) if app.t("ui.hint") in fault]
    assert not faults, faults

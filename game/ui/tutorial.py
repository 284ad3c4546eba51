"""Learn to play (issue 13): a guided first game on a fixed deal, step by step.

A lesson is data, data/<game>/tutorial.yaml:

    seed: 5                     # the fixed deal
    setup: {...}                # the game's own set-up (players, options)
    steps:
      - {note: welcome}                             # text and a Continue button
      - {do: [place, 0], say: place, after: placed} # exactly this action
      - {free: [fly, 1], say: roam, after: roamed}  # any legal action; the arrow suggests one

Each text is the key `<game>.tutorial.<name>` of the game's text files (English and
Spanish). A `do` step accepts only its action, exactly as legal_actions() lists it; a
`free` step accepts any legal action (its action is where the arrow points). An `auto`
step ({auto: [...], say: ...}) is played by the lesson itself (a scripted opponent) when
the player presses Continue.

Reading and checking the file is game/core/lessons.py's (Root's lesson writes placeholders
that game/games/root/lesson_steps.py makes exact). Every lesson is checked at start-up and
played through; a broken one greys its Learn to play with the reason.

The lesson runs on the game's own board scene. Where to point is derived from the action
through the scene by the game's adapter, game/games/<game>/tutorial.py:

    target(scene, action) -> {"rect": Rect to click now, "drag_to": Rect or None, "glow": [Rect],
                              "also": [Rect] (other places that make the same choice),
                              "then": True (the gesture's second half), "button": (text key,
                              callback) for a gesture that is not an action} or None
    panel_spots(scene) -> [Rect]  # where the lesson's panel may stand, best first
    allowed(scene) -> [Rect]      # optional: always clickable (default: the scene's buttons
                                  # but Undo, i.e. Rules, Menu and the like)
    busy(scene) -> bool           # optional: something moves, clicks pass (default: the
                                  # scene's timeline is busy)
    watched(step) -> bool         # optional: an auto step played move by move at the
                                  # computer's pace (an opponent's turn), not all at once
    prepare(scene)                # optional: the game's own touches (default: Undo shown off)

While a step waits for the player, a press anywhere but the target (or the allowed rects)
is refused with a gentle line and changes nothing; an action that is not the step's is
refused the same way before it reaches the rules. Undo and hints are off.

Progress is kept in its own file, tutorial-<game>.json in the user's folder ({"step",
"actions"}), after every step: the player's autosave of that game is never written,
read or replaced by a lesson. Leaving (Esc, Menu, Leave) and coming back resumes at the
same step; a finished lesson starts again from the beginning.
"""
from __future__ import annotations

import importlib
import math
import os

import pygame

from game.core.lessons import GAMES, Lesson, Step, check_lesson, has_lesson, load_lesson, text_keys  # noqa: F401
from game.core.protocol import action_from_json, action_to_json
from game.core.storage import StorageError, read_json, user_data_dir, write_json_atomic
from game.ui.game_scene import draw_arrow
from game.ui.widgets import ACCENT, INK, MUTED, PAPER, WINDOW, Button, ButtonRow, panel

ADAPTERS = {game: f"game.games.{game}.tutorial" for game in GAMES}
GLOW = (255, 128, 0)            # the lesson's marks: unlike hints (blue) and the last move
GLOW_LIGHT = (255, 236, 200)
SAID = (0, 120, 84)             # what just happened
GENTLE = (176, 84, 0)           # a refused click, said kindly
ARROW_LENGTH = 120


# ------------------------------------------------------------------ progress
def progress_path(game: str):
    if game not in GAMES:
        raise ValueError(f"not a game with a lesson: {game!r}")
    return user_data_dir() / f"tutorial-{game}.json"


def read_lesson_progress(game: str) -> dict | None:
    """{"step", "actions"} of a lesson left half-way, or None (none, finished, damaged)."""
    path = progress_path(game)
    if not os.path.lexists(path):
        return None
    try:
        data = read_json(path)
    except StorageError:
        return None
    if data.get("game") != game or data.get("done") or type(data.get("step")) is not int \
            or not isinstance(data.get("actions"), list):
        return None
    try:
        actions = [action_from_json(raw) for raw in data["actions"]]
    except ValueError:
        return None
    sub = data.get("sub") if type(data.get("sub")) is int else 0
    return {"step": data["step"], "sub": sub, "actions": actions}


def write_lesson_progress(game: str, step: int, actions, done: bool = False, sub: int = 0) -> None:
    write_json_atomic(progress_path(game), {"game": game, "step": step, "sub": sub, "done": done,
                                            "actions": [action_to_json(a) for a in actions]})


# ------------------------------------------------------------------ starting
def adapter(game: str):
    return importlib.import_module(ADAPTERS[game])


def start_tutorial(app, game: str, fresh: bool = False):
    """Open the lesson of `game` on its board, where it was left unless `fresh`.
    Returns the board scene (pushed on the app)."""
    from game.core.match import Match
    from game.games import rules_for
    from game.scenes.launch import SCENES, _load_class
    lesson = load_lesson(game)
    saved = None if fresh else read_lesson_progress(game)
    match = Match(game, rules_for(game), lesson.setup, lesson.seed)
    step = sub = 0
    if saved:
        try:
            for action in saved["actions"]:
                match.apply(action)
            step = max(0, min(saved["step"], len(lesson.steps) - 1))
            sub = max(0, min(saved["sub"], len(lesson.steps[step].actions) - 1))
        except Exception:           # a progress file that no longer fits: start again
            match = Match(game, rules_for(game), lesson.setup, lesson.seed)
            step = sub = 0
    tutorial = Tutorial(app, lesson, step)
    tutorial.sub = sub
    scene = _load_class(SCENES[game])(app, match)
    tutorial.attach(scene)
    app.push(scene)
    return scene


def lesson_scene(app, game: str, step: int, lang: str | None = None):
    """The board at `step` of the lesson, made in memory (free steps take the action the
    arrow suggests), with a lesson that writes nothing: for --smoke and screenshots."""
    from game.core.match import Match
    from game.games import rules_for
    from game.scenes.launch import SCENES, _load_class
    if lang:
        app.t.lang = lang
    lesson = load_lesson(game)
    match = Match(game, rules_for(game), lesson.setup, lesson.seed)
    for previous in lesson.steps[:step]:
        for action in previous.actions:
            match.apply(action)
    tutorial = Tutorial(app, lesson, step)
    tutorial.save = lambda: None
    if step:
        tutorial.said = lesson.steps[step - 1].after or ""
    scene = _load_class(SCENES[game])(app, match)
    tutorial.attach(scene)
    return scene


def smoke_screens(app) -> list:
    """--smoke: some steps of each lesson (the adapter's SHOTS), named <game>_tutorial_NN."""
    screens = []
    for game in GAMES:
        if not has_lesson(game):
            continue
        for shot in getattr(adapter(game), "SHOTS", [(0, None, False)]):
            step, lang, refused = shot[:3]
            clicks = shot[3] if len(shot) > 3 else 0        # clicks on the target first

            def make(game=game, step=step, lang=lang, refused=refused, clicks=clicks):
                scene = lesson_scene(app, game, step, lang)
                for _ in range(clicks):
                    rect = scene.tutorial.target_rect
                    if rect is not None:
                        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                            extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION \
                                else {"button": 1}
                            scene.handle(pygame.event.Event(kind, pos=rect.center, **extra))
                if clicks:              # the mouse rests on the panel, not on a tooltip
                    scene.tutorial.layout()
                    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.tutorial.panel_rect.center,
                                                    rel=(0, 0), buttons=(0, 0, 0)))
                if refused:
                    scene.tutorial.refuse()
                return scene
            screens.append((f"{game}_tutorial_{step:02d}{'_' + lang if lang else ''}"
                            f"{f'_click{clicks}' if clicks else ''}{'_refused' if refused else ''}", make))
        first_do = next(i for i, step in enumerate(load_lesson(game).steps) if step.kind == "do")
        for lang in ("en", "es"):
            screens.append((f"{game}_tutorial_tooltip_{lang}",
                            lambda game=game, lang=lang, step=first_do: rest_beside_panel(lesson_scene(app, game, step, lang))))
    return screens


def rest_beside_panel(scene):
    """The mouse rests on what has a tooltip on the board nearest the lesson's panel (the
    tooltip must show whole, over the panel): --smoke's screens of that case."""
    scene.tutorial.layout()
    panel_rect = scene.tutorial.panel_rect
    scratch = pygame.Surface((1280, 800))
    beside = [(panel_rect.left - 12 - 24 * k, y) for k in range(8) for y in range(110, 760, 50)] + \
        [(x, panel_rect.top - 12 - 24 * k) for k in range(4) for x in range(panel_rect.x, panel_rect.right, 40)] + \
        [(x, panel_rect.bottom + 12 + 24 * k) for k in range(4) for x in range(panel_rect.x, panel_rect.right, 40)]
    for pos in beside:
        if not WINDOW.collidepoint(pos):
            continue
        for tip in scene.tooltips():
            tip.point(pos)
        scene.hover = pos
        scene.draw(scratch)
        if any(tip.shown for tip in scene.tooltips()):
            return scene
    return scene


def _is_undo(scene, button) -> bool:
    return button.on_click == scene.undo


class Tutorial:
    """The lesson's controller on a board scene (scene.tutorial)."""

    def __init__(self, app, lesson: Lesson, step: int = 0):
        self.app = app
        self.lesson = lesson
        self.game = lesson.game
        self.index = step
        self.sub = 0                        # actions of a step of several already played
        self.scene = None
        self.adapter = adapter(self.game)
        self.message = ""                   # a refused click, said kindly
        self.said = ""                      # key of what the last action did
        self.pressing = False               # a press the lesson let through
        self.click = None                   # (half seen first, where, progress then) of the click under way
        self.finished = False
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.auto_queue: list = []          # an auto step's actions still to play, one per pause
        self.auto_wait = 0.0
        t = app.t
        self.next_button = Button((0, 0, 190, 46), self.next_label, self.press_next, primary=True, size=24)
        self.leave_button = Button((0, 0, 150, 40), lambda: t("tutorial.leave"), self.leave, size=20)
        # a gesture that is not an action (turn a card): the game's adapter names it
        self.extra_button = Button((0, 0, 220, 46), lambda: self.extra_label(), self.press_extra, size=22)
        self.extra_button.visible = False
        self.panel_buttons = ButtonRow([self.next_button, self.leave_button, self.extra_button])

    # ------------------------------------------------------------ hooking into the scene
    def attach(self, scene) -> None:
        """Put the lesson on the board: GameScene's template methods consult
        `scene.tutorial` (input first, every action judged, bots held, its own save)."""
        self.scene = scene
        scene.tutorial = self
        scene.on_finish = self.game_over
        if hasattr(scene, "hint_button"):
            scene.hint_button.visible = False
        prepare = getattr(self.adapter, "prepare", None)
        if prepare:
            prepare(scene)
        else:
            for button in scene.buttons.buttons:
                if _is_undo(scene, button):
                    button.enabled = False      # a lesson goes forward: its Undo shows so

    # ------------------------------------------------------------ the step
    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    def step_kind(self) -> str | None:
        step = self.step
        return step.kind if step else None

    def key(self, name: str) -> str:
        return f"{self.game}.tutorial.{name}"

    def busy(self) -> bool:
        if self.auto_queue:             # the opponent's turn is being watched
            return True
        busy = getattr(self.adapter, "busy", None)
        return bool(busy(self.scene) if busy else self.scene.timeline.busy)

    def allowed(self) -> list:
        """What may always be clicked: the adapter's say, or every button of the scene's
        row but Undo."""
        allowed = getattr(self.adapter, "allowed", None)
        if allowed:
            return list(allowed(self.scene))
        return [b.rect for b in self.scene.buttons.buttons if not _is_undo(self.scene, b)]

    @property
    def target(self) -> dict | None:
        """Where the player should click now: {"rect", "drag_to"}; the Continue button of
        a note; None while something moves."""
        step = self.step
        if step is None or self.finished:
            return None
        if step.kind in ("note", "auto"):
            if self.auto_queue:
                return None             # being watched: nothing to click
            self.layout()
            return {"rect": pygame.Rect(self.next_button.rect), "drag_to": None}
        if self.busy():
            return None
        found = self.adapter_target()
        if not found:
            return None
        if found.get("button"):                     # a gesture of the panel's own button
            self.layout()
            return {"rect": pygame.Rect(self.extra_button.rect), "drag_to": None,
                    "glow": [pygame.Rect(r) for r in found.get("glow", ())]}
        return {"rect": pygame.Rect(found["rect"]),
                "drag_to": pygame.Rect(found["drag_to"]) if found.get("drag_to") else None,
                "glow": [pygame.Rect(r) for r in found.get("glow", ())]}

    def pending(self) -> list:
        """Actions the scene has chosen but not submitted yet (a card held before its target)."""
        get = getattr(self.adapter, "pending", None)
        return list(get(self.scene)) if get and self.scene is not None else []

    def expected(self) -> list:
        """The step's actions still to come, after those the scene already holds."""
        step = self.step
        if step is None:
            return []
        rest = list(step.actions[self.sub:])
        held = self.pending()
        if held and rest[:len(held)] == held:
            rest = rest[len(held):]
        return rest

    def adapter_target(self) -> dict | None:
        step = self.step
        if step is None or step.kind not in ("do", "free"):
            return None
        rest = self.expected()
        if not rest:
            return None
        return self.adapter.target(self.scene, rest[0])

    @property
    def target_rect(self) -> pygame.Rect | None:
        target = self.target
        return target["rect"] if target else None

    def allows(self, action) -> bool:
        step = self.step
        if step is None or self.finished:
            return False
        if step.kind == "auto":
            return self._auto_playing
        if step.kind == "do":
            chosen = self.pending() + [tuple(action)]
            return chosen == list(step.actions[self.sub:self.sub + len(chosen)])
        if step.kind == "free":
            return True                 # the rules refuse what is not legal
        return False

    _auto_playing = False

    def refuse(self) -> None:
        self.message = self.app.t("tutorial.try_glowing")

    def advance(self, played: int) -> None:
        """`played` actions of the step went through (a card and its target: two)."""
        step = self.step
        if step is None:
            return
        self.message = ""
        self.sub += played
        if step.kind == "auto" and self._auto_playing:
            return                      # press_next ends the step after its last action
        if self.sub < len(step.actions) and step.kind == "do":
            self.save()
            return
        self.end_step()

    def end_step(self) -> None:
        step = self.step
        self.said = step.after or ""
        self.sub = 0
        self.index += 1
        self.save()

    def press_next(self) -> None:
        step = self.step
        if step is None:
            return
        if step.kind == "auto" and getattr(self.adapter, "watched", lambda _step: False)(step):
            # an opponent's turn, watched move by move (DESIGN.md): the first now, the
            # others at the computer's pace from the board's frames (play_auto)
            self.auto_queue = list(step.actions[self.sub:])
            self.auto_wait = 0.0
            self.play_auto(0.0)
            return
        if step.kind == "auto":
            self._auto_playing = True
            timeline = getattr(self.scene, "timeline", None)
            try:
                for action in step.actions[self.sub:]:
                    if not self.scene.act(action):
                        break
                    if len(step.actions) > 3 and timeline is not None:
                        timeline.finish_all()       # a fast-forward: no long animation
            finally:
                self._auto_playing = False
            if self.sub >= len(step.actions):
                self.end_step()
            return
        if step.kind != "note":
            return
        self.said = step.after or ""
        self.message = ""
        if self.index + 1 >= len(self.lesson.steps):
            self.finish()
            return
        self.index += 1
        self.save()

    def play_auto(self, dt: float) -> bool:
        """The board's frame: the auto step's next action once the last one has been seen
        (its animation over, then the computer's pause); True while the step plays."""
        if not self.auto_queue:
            return False
        timeline = getattr(self.scene, "timeline", None)
        if timeline is not None and timeline.busy:
            return True
        self.auto_wait -= dt
        if self.auto_wait > 0:
            return True
        self._auto_playing = True
        try:
            played = self.scene.act(self.auto_queue.pop(0))
        finally:
            self._auto_playing = False
        if not played:
            self.auto_queue = []
        self.auto_wait = self.scene.bot_pause()
        step = self.step
        if not self.auto_queue and step is not None and self.sub >= len(step.actions):
            self.end_step()
        return True

    def next_label(self) -> str:
        t = self.app.t
        if self.index + 1 >= len(self.lesson.steps):
            return t("tutorial.finish")
        if self.index == 0:
            return t("tutorial.start")
        return t("tutorial.next")

    def extra_label(self) -> str:
        found = self.adapter_target() if self.scene is not None and not self.busy() else None
        return self.app.t(found["button"][0]) if found and found.get("button") else ""

    def press_extra(self) -> None:
        found = self.adapter_target() if not self.busy() else None
        if found and found.get("button"):
            found["button"][1]()

    def save(self) -> None:
        self.app.try_write(lambda: write_lesson_progress(self.game, self.index, self.scene.match.actions,
                                                         sub=self.sub))

    def finish(self) -> None:
        self.finished = True
        self.app.try_write(lambda: write_lesson_progress(self.game, len(self.lesson.steps),
                                                         self.scene.match.actions, done=True))
        title = self.to_title()
        self.app.toast(self.app.t("tutorial.done_toast"), scene=title)     # said on the title only

    def leave(self) -> None:
        self.save()
        self.to_title()

    def to_title(self):
        from game.scenes.title import TitleScene
        title = TitleScene(self.app)
        self.app.reset_to(title)
        return title

    def game_over(self, result) -> None:
        """The lesson's game ended (a lesson normally stops before): it is done."""
        if not self.finished:
            self.finish()

    # ------------------------------------------------------------ input
    def inside(self, pos, rects) -> bool:
        return any(pygame.Rect(r).collidepoint(pos) for r in rects if r is not None)

    def progress(self) -> tuple:
        return (self.index, self.sub, self.finished)

    def moved_on_by(self, event) -> bool:
        """A click is judged once, against the step it began in: True for its second half
        when its first half already moved the lesson on (the board acts on the press, a
        button on the release; a tap's press may even arrive after its release). That
        half is no new click, and the next step never judges it."""
        click = self.click
        if event.type == pygame.MOUSEMOTION:
            if click and click[0] == "up" and _far(click[1], event.pos):
                self.click = None           # no late press can follow a release left behind
            return False
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        half = "down" if event.type == pygame.MOUSEBUTTONDOWN else "up"
        if click and click[0] == "down" and half == "up" or \
                click and click[0] == "up" and half == "down" and not _far(click[1], event.pos):
            self.click = None
            return click[2] != self.progress()
        self.click = (half, tuple(event.pos), self.progress())       # a new click begins
        return False

    def handle(self, event) -> bool:
        """True when the lesson took the event (the game never sees it)."""
        if self.finished:
            return False
        if self.moved_on_by(event):
            pressed, self.pressing = self.pressing, False
            # the release of a press the board acted on ends the board's press; nothing else
            return not (pressed and event.type == pygame.MOUSEBUTTONUP)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            self.layout()
            if self.panel_buttons.handle(event):
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_h or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
                self.refuse()
                return True
            return False                # Esc (the menu), F1 (rules), Enter...: the act guard judges
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        step = self.step
        if step is None or step.kind == "free" or self.busy():
            return False
        allowed = self.allowed()
        if event.type == pygame.MOUSEBUTTONDOWN:
            if self.inside(event.pos, allowed):
                self.pressing = True
                return False
            target = self.target if step.kind == "do" else None
            also = (self.adapter_target() or {}).get("also", ()) if target else ()
            if target and self.inside(event.pos, [target["rect"]] + list(also)):
                self.pressing = True
                self.message = ""           # a refusal goes at the next right click
                return False
            self.pressing = False
            if not self.panel_rect.collidepoint(event.pos):
                self.refuse()
            return True
        pressed, self.pressing = self.pressing, False
        return not pressed

    # ------------------------------------------------------------ drawing
    def layout(self) -> None:
        """Choose where the panel stands (the first of the game's spots that covers
        neither the target nor where it is dragged to) and place its buttons."""
        step = self.step
        avoid = []
        found = None
        if step is not None and step.kind in ("do", "free") and not self.busy():
            found = self.adapter_target()
            if found:
                avoid = [pygame.Rect(r) for r in [found.get("rect"), found.get("drag_to")] if r] + \
                    [pygame.Rect(r) for r in found.get("glow", ())]
        spots = [pygame.Rect(r) for r in self.adapter.panel_spots(self.scene)]
        chosen = spots[0]
        for spot in spots:
            if not any(spot.colliderect(a) for a in avoid):
                chosen = spot
                break
        self.panel_rect = chosen
        self.leave_button.rect.bottomright = (chosen.right - 14, chosen.bottom - 12)
        self.next_button.rect.bottomright = (self.leave_button.rect.left - 12, chosen.bottom - 10)
        self.next_button.visible = step is not None and step.kind in ("note", "auto") and not self.auto_queue
        self.extra_button.visible = bool(found and found.get("button"))
        self.extra_button.rect.bottomleft = (chosen.x + 14, chosen.bottom - 10)

    def draw(self, surface) -> None:
        if self.finished:
            return
        self.layout()
        self.draw_panel(surface)
        target = self.target
        if target:
            self.draw_target(surface, target)

    def draw_target(self, surface, target) -> None:
        rect = target["rect"]
        for glow in target.get("glow") or ():          # the squares a pattern will cover
            pygame.draw.rect(surface, (255, 255, 255), glow.inflate(6, 6), 3, border_radius=8)
            pygame.draw.rect(surface, GLOW, glow.inflate(0, 0), 4, border_radius=6)
        pygame.draw.rect(surface, (255, 255, 255), rect.inflate(22, 22), 5, border_radius=18)
        pygame.draw.rect(surface, GLOW, rect.inflate(14, 14), 7, border_radius=16)
        if target.get("drag_to") is not None:
            to = target["drag_to"]
            pygame.draw.rect(surface, (255, 255, 255), to.inflate(18, 18), 4, border_radius=16)
            pygame.draw.rect(surface, GLOW, to.inflate(12, 12), 4, border_radius=14)
            # one arrow for the gesture, from the edge of what is dragged to the edge of
            # where it goes: over neither's words
            draw_arrow(surface, _edge(to.center, rect.inflate(14, 14)), _edge(rect.center, to.inflate(8, 8)),
                       colour=GLOW, width=8, head=24)
            return
        if self.step_kind() in ("note", "auto") or self.extra_button.visible:
            return                      # a button of the panel glows; no arrow across the board
        start, tip = self.arrow_for(rect)
        draw_arrow(surface, start, tip, colour=GLOW, width=10, head=28)

    def arrow_for(self, rect) -> tuple:
        """A short thick arrow coming at the target, its tip at the target's edge (not over
        its words), from the panel's side if it can, never across the panel's text nor off
        the screen."""
        centre = pygame.Rect(self.panel_rect).center
        dx, dy = rect.centerx - centre[0], rect.centery - centre[1]
        length = math.hypot(dx, dy) or 1.0
        ways = [(dx / length, dy / length)] + [(math.cos(a), math.sin(a)) for a in
                                               (math.radians(d) for d in (90, 45, 135, 0, 180, 315, 225, 270))]
        screen = pygame.Rect(0, 0, 1280, 800)
        best = None
        for ux, uy in ways:
            far = (rect.centerx - ux * 2000, rect.centery - uy * 2000)
            tip = _edge(far, rect.inflate(20, 20))
            start = (tip[0] - ux * ARROW_LENGTH, tip[1] - uy * ARROW_LENGTH)
            if best is None:
                best = (start, tip)
            if screen.collidepoint(start) and not self.panel_rect.inflate(8, 8).clipline(start, tip):
                return start, tip
        return best

    def draw_panel(self, surface) -> None:
        t, fonts = self.app.t, self.app.fonts
        box = self.panel_rect
        panel(surface, box, PAPER, radius=14)
        pygame.draw.rect(surface, GLOW, box, 4, border_radius=14)
        header = t("tutorial.step_of", n=min(self.index + 1, len(self.lesson.steps)), total=len(self.lesson.steps))
        fonts.draw(surface, t("tutorial.title"), (box.x + 16, box.y + 10), 22, ACCENT, True)
        fonts.draw(surface, header, (box.right - 16, box.y + 12), 20, MUTED, False, "topright")
        y = box.y + 42
        inner = box.width - 32
        bottom = box.bottom - 62
        if self.said:
            y = self._para(surface, t(self.key(self.said)), box.x + 16, y, inner, 21, SAID, True, bottom) + 8
        step = self.step
        if step is not None:
            y = self._para(surface, t(self.key(step.say)), box.x + 16, y, inner, 23, INK, False, bottom) + 6
            found = self.adapter_target() if not self.busy() else None
            if found and (found.get("then") or self.pending()) and not found.get("button"):
                # the first half of the gesture is done (picked up, held): now the second
                y = self._para(surface, t("tutorial.then"), box.x + 16, y, inner, 22, ACCENT, True, bottom) + 6
        if self.message:
            self._para(surface, self.message, box.x + 16, y, inner, 21, GENTLE, True, bottom + 40)
        self.panel_buttons.draw(surface, fonts)

    def _para(self, surface, text, x, y, width, size, colour, bold, bottom) -> int:
        fonts = self.app.fonts
        lines = fonts.wrap(text, size, width, bold)
        step = fonts.font(size, bold).get_linesize()
        while len(lines) * step > bottom - y and size > 16:     # shrink rather than cut
            size -= 1
            lines = fonts.wrap(text, size, width, bold)
            step = fonts.font(size, bold).get_linesize()
        for line in lines:
            fonts.draw(surface, line, (x, y), size, colour, bold)
            y += step
        return y


def _far(a, b) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) > 6


def _edge(start, rect) -> tuple:
    """Where the line from `start` to the centre of `rect` enters it."""
    end = rect.center
    if rect.collidepoint(start):
        return end
    lo, hi = 0.0, 1.0
    for _ in range(24):
        mid = (lo + hi) / 2
        point = (start[0] + (end[0] - start[0]) * mid, start[1] + (end[1] - start[1]) * mid)
        if rect.collidepoint(point):
            hi = mid
        else:
            lo = mid
    return (start[0] + (end[0] - start[0]) * hi, start[1] + (end[1] - start[1]) * hi)

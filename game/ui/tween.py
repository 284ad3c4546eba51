"""Time-based animation helpers. Scenes queue tweens; the rules know nothing of timing."""
from __future__ import annotations


def ease_in_out(t: float) -> float:
    return t * t * (3 - 2 * t)


def lerp(a, b, t: float):
    return a + (b - a) * t


def along(points: list, t: float) -> tuple[float, float]:
    """Position at fraction t of a polyline (equal time per segment)."""
    if len(points) == 1 or t <= 0:
        return points[0]
    if t >= 1:
        return points[-1]
    scaled = t * (len(points) - 1)
    i = int(scaled)
    f = scaled - i
    (x0, y0), (x1, y1) = points[i], points[i + 1]
    return (lerp(x0, x1, f), lerp(y0, y1, f))


class Tween:
    """Runs `apply(eased_fraction)` for `duration` seconds, then `done()`."""

    def __init__(self, duration: float, apply=None, done=None, delay: float = 0.0):
        self.duration, self.apply, self.done = max(duration, 1e-6), apply, done
        self.elapsed = -delay
        self.finished = False

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.elapsed < 0:
            return
        t = min(1.0, self.elapsed / self.duration)
        if self.apply:
            self.apply(ease_in_out(t))
        if t >= 1.0 and not self.finished:
            self.finished = True
            if self.done:
                self.done()


class Timeline:
    """Tweens played one after another (a queue of animations for a list of events)."""

    def __init__(self):
        self.queue: list[Tween] = []

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    def add(self, tween: Tween) -> None:
        self.queue.append(tween)

    def update(self, dt: float) -> None:
        if self.queue:
            self.queue[0].update(dt)
            if self.queue[0].finished:
                self.queue.pop(0)

    def finish_all(self) -> None:
        while self.queue:
            head = self.queue.pop(0)
            head.update(head.duration - head.elapsed + 1.0)

"""A small tween timeline for the table: eased moves, fades, delays, parallel and sequence.

An animation is advanced by `advance(dt)`, which returns the seconds it did not use (so a
sequence hands the rest of a frame to its next part) once it has finished, and 0.0 while it
runs. `finish()` jumps to the end, firing every callback exactly once, in order: skipping
must leave the table exactly as playing it through would. Nothing here draws; callbacks move
the view's sprites and display model.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

Point = tuple[float, float]


# --- easing -------------------------------------------------------------------------------
def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.4
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


# --- paths --------------------------------------------------------------------------------
def line(a: Point, b: Point) -> Callable[[float], Point]:
    """The straight path from a to b, as t ∈ [0, 1] → point."""
    return lambda t: (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def arc(a: Point, b: Point, lift: float | None = None) -> Callable[[float], Point]:
    """A lifted arc from a to b (a quadratic Bézier whose apex is `lift` pixels above the
    midpoint; by default a third of the distance), as a stone is carried over the table."""
    if lift is None:
        lift = min(160.0, 30 + math.dist(a, b) / 3)
    cx, cy = (a[0] + b[0]) / 2, min(a[1], b[1]) - lift

    def at(t: float) -> Point:
        u = 1 - t
        return (u * u * a[0] + 2 * u * t * cx + t * t * b[0], u * u * a[1] + 2 * u * t * cy + t * t * b[1])

    return at


# --- animations ---------------------------------------------------------------------------
class Anim:
    """Base: something that runs for a while. Subclasses implement `_run(dt)`."""

    def __init__(self) -> None:
        self.started = False
        self.done = False

    def _start(self) -> None:
        """Called once, on the first advance (or on finish if it never ran)."""

    def _run(self, dt: float) -> float:
        raise NotImplementedError

    def _end(self) -> None:
        """Called once, when the animation completes or is finished early."""

    def advance(self, dt: float) -> float:
        if self.done:
            return dt
        if not self.started:
            self.started = True
            self._start()
        left = self._run(dt)
        if self.done:
            return left
        return 0.0

    def finish(self) -> None:
        if self.done:
            return
        if not self.started:
            self.started = True
            self._start()
        self._skip()
        self.done = True
        self._end()

    def _skip(self) -> None:
        """Jump to the last frame (before `_end`)."""


class Tween(Anim):
    """Calls `apply(eased_progress)` every frame for `duration` seconds.

    `on_start` runs before the first frame and `on_done` after the last (also when skipped)."""

    def __init__(
        self,
        duration: float,
        apply: Callable[[float], None] | None = None,
        *,
        ease: Callable[[float], float] = ease_out_cubic,
        on_start: Callable[[], object] | None = None,
        on_done: Callable[[], object] | None = None,
    ) -> None:
        super().__init__()
        self.duration = max(0.0, duration)
        self.apply, self.ease = apply, ease
        self.on_start, self.on_done = on_start, on_done
        self.elapsed = 0.0

    def _start(self) -> None:
        if self.on_start:
            self.on_start()
        if self.apply:
            self.apply(self.ease(0.0))

    def _run(self, dt: float) -> float:
        self.elapsed += dt
        if self.elapsed >= self.duration:
            left = self.elapsed - self.duration
            self._skip()
            self.done = True
            self._end()
            return left
        if self.apply:
            self.apply(self.ease(self.elapsed / self.duration))
        return 0.0

    def _skip(self) -> None:
        self.elapsed = self.duration
        if self.apply:
            self.apply(self.ease(1.0))

    def _end(self) -> None:
        if self.on_done:
            self.on_done()


def move(duration: float, path: Callable[[float], Point], put: Callable[[Point], None], **kw) -> Tween:
    """A tween carrying something along `path` (see `line`, `arc`); `put(point)` places it."""
    return Tween(duration, lambda t: put(path(t)), **kw)


def fade(duration: float, set_alpha: Callable[[float], None], start: float = 0.0, end: float = 1.0, **kw) -> Tween:
    """A tween of an opacity from `start` to `end` (0 … 1)."""
    kw.setdefault("ease", linear)
    return Tween(duration, lambda t: set_alpha(start + (end - start) * t), **kw)


def shown(effects: list, thing, duration: float, ease=linear) -> Tween:
    """A tween that puts `thing` in `effects` (a table's list of passing visuals), runs its
    `t` from 0 to 1, and takes it out again at the end."""

    def start():
        effects.append(thing)

    def step(t):
        thing.t = t

    def done():
        if thing in effects:
            effects.remove(thing)

    return Tween(duration, step, ease=ease, on_start=start, on_done=done)


def in_turn(*fns: Callable[[], object]) -> Callable[[], None]:
    """One function that runs `fns` one after another (a step of an animation that does
    several things at once: a change of the display model and its sound)."""

    def run() -> None:
        for fn in fns:
            fn()

    return run


def delay(duration: float, then: Callable[[], object] | None = None) -> Tween:
    """Waits; `then` runs when the wait is over."""
    return Tween(duration, on_done=then)


def call(fn: Callable[[], object]) -> Tween:
    """Runs `fn` once, taking no time (a sound, a change of the display model)."""
    return Tween(0.0, on_start=fn)


class Deferred(Anim):
    """Builds its animation only when it starts, from the table as it stands then (e.g. a
    flourish over columns whose last stone is still in flight when it is queued)."""

    def __init__(self, factory: Callable[[], Anim]) -> None:
        super().__init__()
        self.factory = factory
        self.inner: Anim | None = None

    def _start(self) -> None:
        self.inner = self.factory()

    def _run(self, dt: float) -> float:
        assert self.inner is not None  # built by _start, before the first step
        left = self.inner.advance(dt)
        if self.inner.done:
            self.done = True
            return left
        return 0.0

    def _skip(self) -> None:
        assert self.inner is not None  # built by _start, before it can be skipped
        self.inner.finish()


class Sequence(Anim):
    """Runs its parts one after another."""

    def __init__(self, parts: Iterable[Anim]) -> None:
        super().__init__()
        self.parts = list(parts)
        self.index = 0

    def _run(self, dt: float) -> float:
        while self.index < len(self.parts):
            dt = self.parts[self.index].advance(dt)
            if not self.parts[self.index].done:
                return 0.0
            self.index += 1
        self.done = True
        self._end()
        return dt

    def _skip(self) -> None:
        for part in self.parts[self.index :]:
            part.finish()
        self.index = len(self.parts)


class Parallel(Anim):
    """Runs its parts together; done when the longest is done."""

    def __init__(self, parts: Iterable[Anim]) -> None:
        super().__init__()
        self.parts = list(parts)

    def _run(self, dt: float) -> float:
        left = dt
        for part in self.parts:
            if not part.done:
                left = min(left, part.advance(dt))
        if all(p.done for p in self.parts):
            self.done = True
            self._end()
            return left
        return 0.0

    def _skip(self) -> None:
        for part in self.parts:
            part.finish()


class Timeline:
    """A queue of animations played one after another at the player's chosen speed.

    `speed` is read every frame (a callable, e.g. lambda: settings.animation_speed), so a
    change in the settings applies at once."""

    def __init__(self, speed: Callable[[], float] = lambda: 1.0) -> None:
        self.speed = speed
        self.queue: list[Anim] = []

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    def add(self, anim: Anim) -> None:
        self.queue.append(anim)

    def update(self, dt: float) -> None:
        dt *= max(0.01, float(self.speed()))
        while self.queue:
            dt = self.queue[0].advance(dt)
            if not self.queue[0].done:
                return
            self.queue.pop(0)

    def finish_all(self) -> None:
        """Skips every queued animation to its end (callbacks fire; the table lands in place)."""
        while self.queue:
            self.queue.pop(0).finish()

    def clear(self) -> None:
        """Drops every animation without running its callbacks (the view resyncs itself)."""
        self.queue.clear()

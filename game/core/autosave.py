"""The autosave of a match in play (its kept game's file, see game.core.library), written
after every action on a worker thread so the table keeps moving while the file (with its
fsync) is written. Pure Python."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Callable

from . import saves
from .i18n import _


class Autosaver:
    """Writes the autosave (and runs jobs after it) in the order they were asked for, one at a time on a
    worker thread. A caller that waits (`wait()`) before each new step of the game has at most
    one write under way, so the file on disk is never more than that step behind.

    `save(data)` is given the file's data made at once (later moves do not leak into it); only
    the atomic write to `path` runs in the background. `then(job)` runs `job()` after the
    writes asked for before it. A write or job that fails is reported once through
    `report(message)` on the next `poll()`, `save()`, `then()` or `wait()`; the
    game goes on."""

    def __init__(self, report: Callable[[str], None], path: Path) -> None:
        self.report = report
        self.path = path
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._pending: list[Future] = []

    def save(self, data: dict) -> None:
        self._track(self._pool.submit(saves.write, data, self.path))

    def then(self, job: Callable[[], object]) -> None:
        self._track(self._pool.submit(job))

    def _track(self, future: Future) -> None:
        self._pending.append(future)
        self.poll()

    def poll(self) -> None:
        """Reports writes that failed since the last poll."""
        still = []
        for future in self._pending:
            if not future.done():
                still.append(future)
            elif future.exception() is not None:
                problem = saves.in_words(future.exception(), 160)
                self.report(_("The game could not be saved: {problem}.").format(problem=problem))
        self._pending = still

    def wait(self) -> None:
        """Returns once every write asked for so far is on disk (or has failed and been
        reported)."""
        for future in list(self._pending):
            future.exception()
        self.poll()

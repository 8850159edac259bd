"""The autosave of a match in play, written after every action on a worker thread so the
table keeps moving while the file (with its fsync) is written. Pure Python."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Callable

from . import paths, saves


class Autosaver:
    """Writes and discards the autosave in the order they were asked for, one at a time on a
    worker thread. A caller that waits (`wait()`) before each new step of the game has at most
    one write under way, so the file on disk is never more than that step behind.

    `save(match)` takes the match's save data at once (later moves do not leak into it); only
    the atomic write runs in the background. A write that fails is reported once through
    `report(message)` on the next `poll()`, `save()`, `discard()` or `wait()`; the game goes on.
    `path` defaults to the autosave's place (paths.autosave_path(), looked up per write)."""

    def __init__(self, report: Callable[[str], None], path: Path | None = None) -> None:
        self.report = report
        self.path = path
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._pending: list[Future] = []

    def _target(self) -> Path:
        return self.path or paths.autosave_path()

    def save(self, match) -> None:
        self._track(self._pool.submit(saves.write, match.to_save(), self._target()))

    def discard(self) -> None:
        self._track(self._pool.submit(saves.discard, self._target()))

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
                self.report(f"The game could not be saved: {future.exception()}")
        self._pending = still

    def wait(self) -> None:
        """Returns once every write asked for so far is on disk (or has failed and been
        reported)."""
        for future in list(self._pending):
            future.exception()
        self.poll()

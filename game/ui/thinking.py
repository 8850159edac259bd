"""Computer players think in a separate process so the window keeps drawing meanwhile.

`Thinker.start(...)` hands a seat's observation (never the true state) to game.ai.choose in
a worker process and returns a Future of the action's notation.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor

from game.core.protocol import GameState


def _choose(game_id: str, level: str, observation: GameState, seed: int) -> str:
    from game import ai

    return str(ai.choose(game_id, level, observation, seed))


class Thinker:
    def __init__(self, use_process: bool = True) -> None:
        self._pool = None
        if use_process:
            try:
                self._pool = ProcessPoolExecutor(
                    max_workers=1, mp_context=multiprocessing.get_context("spawn"))
            except (OSError, ValueError, NotImplementedError):
                self._pool = None
        if self._pool is None:  # no processes here: a thread still keeps the window drawing
            self._pool = ThreadPoolExecutor(max_workers=1)

    def start(self, game_id: str, level: str, observation: GameState, seed: int) -> Future:
        return self._pool.submit(_choose, game_id, level, observation, seed)

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)  # a clean exit; a think lasts ≤ 1 s


class InlineThinker:
    """Thinks at once, in the calling thread: the Thinker contract with a finished Future.
    For tests and tools that must not depend on how fast another thread gets the CPU."""

    def start(self, game_id: str, level: str, observation: GameState, seed: int) -> Future:
        future: Future = Future()
        try:
            future.set_result(_choose(game_id, level, observation, seed))
        except Exception as exc:  # noqa: BLE001 - delivered to the caller, as a pool would
            future.set_exception(exc)
        return future

    def close(self) -> None:
        pass

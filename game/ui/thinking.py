"""Computer players think in a separate process so the window keeps drawing meanwhile.

`Thinker.start(...)` hands a seat's observation (never the true state) to game.ai.choose in
a worker process and returns a Future of the action's notation; `Thinker.advise(...)` asks
the same way for a hint (game.ai.advice). The worker ends with the game
(even a killed one), and a worker that dies is replaced and asked the same question again.
"""

from __future__ import annotations

import os
import pickle
import queue
import signal
import subprocess
import sys
import threading
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from game.core import i18n
from game.core.protocol import GameState

if TYPE_CHECKING:  # types only: the computer players load in the worker, when first asked
    from game.ai.advice import Advice, Reviewed

#: How often one question is asked again of a fresh worker after its worker died.
RETRIES = 2

_PACKAGE_ROOT = str(Path(__file__).resolve().parents[2])  # the folder that holds `game`
_WORKER = (
    f"import sys; sys.path.insert(0, {_PACKAGE_ROOT!r}); from game.ui.thinking import serve; serve(int(sys.argv[1]))"
)
#: The command-line switch a standalone app (no Python beside it) starts its worker with.
WORKER_SWITCH = "--computer-players-worker"


def worker_command(parent_pid: int) -> list[str]:
    """How a worker process starts: Python running `serve`, or, in a standalone app (frozen:
    its executable is the game itself), the game with WORKER_SWITCH (game.app.main)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, WORKER_SWITCH, str(parent_pid)]
    return [sys.executable, "-c", _WORKER, str(parent_pid)]


_PR_SET_PDEATHSIG = 1  # from <linux/prctl.h>


class WorkerLost(RuntimeError):
    """The worker process ended before it answered, again and again."""


def _choose(game_id: str, level: str, observation: GameState, seed: int) -> str:
    from game import ai  # the worker's first question loads the computer players

    return str(ai.choose(game_id, level, observation, seed))


def _advise(game_id: str, observation: GameState, seed: int, names: tuple[str, ...], language: str) -> Advice:
    """The hint, its why told in `language` (the table's: a worker process has its own)."""
    from game.ai import advice  # loaded with the first hint asked

    i18n.set_language(language)
    return advice.advise(game_id, observation, seed, names)


def _review(game_id: str, observation: GameState, played: str, seed: int) -> Reviewed:
    from game.ai import advice  # loaded with the first review asked

    return advice.review(game_id, observation, played, seed)


#: the questions a worker answers, by kind
_QUESTIONS: dict[str, Callable[..., Any]] = {"choose": _choose, "advise": _advise, "review": _review}


def _ask(kind: str, args: tuple) -> Any:
    return _QUESTIONS[kind](*args)


class Thinker:
    """Answers questions one after another in a worker process; in a thread of this process
    when `use_process` is False or no process can be started (the window keeps drawing
    either way). A question's Future carries the notation, or the exception `ai.choose`
    raised, or WorkerLost when the worker died RETRIES + 1 times on it."""

    def __init__(self, use_process: bool = True) -> None:
        self._use_process = use_process
        self._worker: subprocess.Popen | None = None
        self._lock = threading.Lock()  # guards _worker and _closing against close()
        self._closing = False
        self._questions: queue.SimpleQueue = queue.SimpleQueue()
        # The thread that starts the worker is its parent for PR_SET_PDEATHSIG: it lives
        # until close(), so the worker is killed when it (or the whole game) ends.
        self._courier = threading.Thread(target=self._serve_questions, name="thinker", daemon=True)
        self._courier.start()

    @property
    def worker_pid(self) -> int | None:
        """The worker process's id while one runs (None before the first question)."""
        worker = self._worker
        return worker.pid if worker is not None else None

    def start(self, game_id: str, level: str, observation: GameState, seed: int) -> Future:
        """Queues a question; its Future is answered in turn (cancelled after close(); a
        Future cancelled before its turn is skipped)."""
        return self._queue("choose", (game_id, level, observation, seed))

    def advise(self, game_id: str, observation: GameState, seed: int, names: tuple[str, ...]) -> Future:
        """Queues a hint for the seat of `observation` (its own); the Future carries a
        game.ai.advice.Advice (or the exception raised), as `start` does a notation."""
        return self._queue("advise", (game_id, observation, seed, names, i18n.language()))

    def review(self, game_id: str, observation: GameState, played: str, seed: int) -> Future:
        """Queues the review of one decision (game.ai.advice.review); its Future carries a
        Reviewed."""
        return self._queue("review", (game_id, observation, played, seed))

    def _queue(self, kind: str, args: tuple) -> Future:
        future: Future = Future()
        if self._closing:
            future.cancel()
        else:
            self._questions.put((future, (kind, args)))
        return future

    def close(self) -> None:
        """Stops the worker at once and cancels unanswered questions."""
        with self._lock:
            self._closing = True
            worker = self._worker
        self._questions.put(None)
        if worker is not None:
            _stop(worker)
        self._courier.join(timeout=5)

    # --- the courier thread ---------------------------------------------------------------
    def _serve_questions(self) -> None:
        while (item := self._questions.get()) is not None:
            future, question = item
            if self._closing or not future.set_running_or_notify_cancel():
                future.cancel()
                continue
            try:
                future.set_result(self._answer(question))
            except Exception as exc:  # noqa: BLE001 - the asker gets every failure
                future.set_exception(exc)
        with self._lock:
            worker, self._worker = self._worker, None
        if worker is not None:
            _stop(worker)

    def _answer(self, question: tuple) -> Any:
        if not self._use_process:
            return _ask(*question)
        request = pickle.dumps(question)
        for _attempt in range(RETRIES + 1):
            worker = self._running_worker()
            if worker is None:  # no process can be started here: think in this thread
                return _ask(*question)
            try:
                assert worker.stdin is not None and worker.stdout is not None  # started with pipes
                worker.stdin.write(request)
                worker.stdin.flush()
                ok, value = pickle.load(worker.stdout)
            except Exception:  # noqa: BLE001 - a dead (or garbled) worker, whatever broke
                self._drop(worker)  # it died (or was stopped): a fresh one gets the question
                continue
            if ok:
                return value
            raise value
        raise WorkerLost(f"the computer player's process ended {RETRIES + 1} times while thinking")

    def _running_worker(self) -> subprocess.Popen | None:
        with self._lock:
            if self._closing:
                raise WorkerLost("the game is closing")
            if self._worker is not None and self._worker.poll() is None:
                return self._worker
            if self._worker is not None:
                _stop(self._worker)
            try:
                self._worker = subprocess.Popen(
                    worker_command(os.getpid()),
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    close_fds=True,
                )
            except (OSError, ValueError):
                self._worker, self._use_process = None, False
            return self._worker

    def _drop(self, worker: subprocess.Popen) -> None:
        with self._lock:
            if self._worker is worker:
                self._worker = None
        _stop(worker)


def _stop(worker: subprocess.Popen) -> None:
    """Ends a worker and reaps it (it holds no state worth a goodbye). Killed before its pipes
    are closed: a thread may be reading its answer, and that read must end first."""
    if worker.poll() is None:
        try:
            worker.kill()
        except OSError:
            pass
    try:
        worker.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass
    for stream in (worker.stdin, worker.stdout):
        try:
            if stream is not None:
                stream.close()
        except (OSError, ValueError):
            pass


# --- the worker process ---------------------------------------------------------------------
def _die_with_parent(parent_pid: int) -> None:
    """Lets the kernel kill this process when its parent ends (Linux); elsewhere the closed
    question pipe ends it after the current question."""
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
        except (OSError, AttributeError):
            pass
    if os.getppid() != parent_pid:  # the parent died before the line above took effect
        os._exit(0)


def serve(parent_pid: int) -> None:
    """The worker's loop: reads pickled questions from stdin, writes pickled (ok, notation or
    exception) answers to its original stdout, and ends at end of input. Anything the AI
    prints goes to stderr so it cannot spoil an answer."""
    _die_with_parent(parent_pid)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the game's to handle
    answers = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    questions = sys.stdin.buffer
    while True:
        try:
            question = pickle.load(questions)
        except (EOFError, OSError):
            return  # the game closed the pipe, or ended
        try:
            answer = pickle.dumps((True, _ask(*question)))
        except Exception as exc:  # noqa: BLE001 - delivered to the asker, as a pool would
            try:
                answer = pickle.dumps((False, exc))
            except Exception:  # noqa: BLE001 - an exception that does not pickle
                answer = pickle.dumps((False, RuntimeError(f"{type(exc).__name__}: {exc}")))
        try:
            answers.write(answer)
            answers.flush()
        except OSError:
            return


class InlineThinker:
    """Thinks at once, in the calling thread: the Thinker contract with a finished Future.
    For tests and tools that must not depend on how fast another thread gets the CPU."""

    def start(self, game_id: str, level: str, observation: GameState, seed: int) -> Future:
        return _answered("choose", (game_id, level, observation, seed))

    def advise(self, game_id: str, observation: GameState, seed: int, names: tuple[str, ...]) -> Future:
        return _answered("advise", (game_id, observation, seed, names, i18n.language()))

    def review(self, game_id: str, observation: GameState, played: str, seed: int) -> Future:
        return _answered("review", (game_id, observation, played, seed))

    def close(self) -> None:
        pass


def _answered(kind: str, args: tuple) -> Future:
    """A Future holding the answer to a question asked in this thread (or its exception)."""
    future: Future = Future()
    try:
        future.set_result(_ask(kind, args))
    except Exception as exc:  # noqa: BLE001 - delivered to the caller, as a pool would
        future.set_exception(exc)
    return future

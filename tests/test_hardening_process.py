"""The computer player's worker process ends with the game, even a killed one, and a worker that
dies is replaced: the question is asked again and the game goes on as if nothing happened."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from game import ai
from game.core.match import Match, Seat
from game.core.settings import Settings
from game.ui.app import App
from game.ui.scenes.play import PlayScene
from game.ui.thinking import InlineThinker, Thinker

ROOT = Path(__file__).resolve().parent.parent
POSIX = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
LINUX_PROC = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")

# A game whose two computer seats think in a real worker process, step after step, until killed.
GAME = textwrap.dedent("""
    from game.core.match import Match, Seat
    from game.core.settings import Settings
    from game.ui.app import App
    from game.ui.scenes.play import PlayScene

    app = App(Settings())
    match = Match("tholos", [Seat("Ada", "easy", 0), Seat("Bo", "easy", 1)], seed=5)
    app.reset_to(PlayScene(app, match))
    told = False
    while True:
        app.step((), 0.25)
        if not told and len(match.actions) >= 2:  # the worker has answered: it runs
            print("thinking", flush=True)
            told = True
""")


def _process_group(pgid: int) -> set[int]:
    """Ids of the living (not zombie) processes in process group `pgid`, read from /proc."""
    found = set()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path("/proc", entry, "stat").read_text()
        except OSError:  # ended while we looked
            continue
        fields = stat[stat.rindex(")") + 2 :].split()  # state, ppid, pgrp, …
        if fields[0] != "Z" and int(fields[2]) == pgid:
            found.add(int(entry))
    return found


def _children(pid: int) -> set[int]:
    found = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path("/proc", entry, "stat").read_text()
            except OSError:
                continue
            if int(stat[stat.rindex(")") + 2 :].split()[1]) == pid:
                found.add(int(entry))
    return found


@POSIX
@LINUX_PROC
def test_killing_the_game_leaves_no_process_of_it_behind(steinkreis_home):
    env = dict(os.environ, STEINKREIS_HOME=str(steinkreis_home))
    # its own process group: everything it starts can be found again after it is gone
    game = subprocess.Popen(
        [sys.executable, "-c", GAME], cwd=ROOT, env=env, text=True, stdout=subprocess.PIPE, start_new_session=True
    )
    try:
        assert game.stdout.readline().strip() == "thinking"
        assert _children(game.pid), "the game thinks in a worker process of its own"
        os.kill(game.pid, signal.SIGKILL)
        assert game.wait(timeout=30) == -signal.SIGKILL
        deadline = time.monotonic() + 10
        while (left := _process_group(game.pid)) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not left, f"still running after the game was killed: {sorted(left)}"
    finally:
        for pid in _process_group(game.pid):  # never leave strays from a failed run
            os.kill(pid, signal.SIGKILL)
        game.stdout.close()
        if game.poll() is None:
            game.kill()
            game.wait()


def _opening():
    match = Match("tholos", [Seat("Ada", "easy", 0), Seat("Bo", "normal", 1)], seed=3)
    for text in ("deliver 3W", "deliver 1B"):
        match.play(match.state.parse_action(text))
    return match.state.observation(0)


@pytest.fixture
def thinker():
    worker = Thinker()
    yield worker
    worker.close()


@POSIX
def test_a_worker_killed_between_turns_is_replaced_and_answers(thinker):
    observation = _opening()
    expected = str(ai.choose("tholos", "normal", observation, 17))
    assert thinker.start("tholos", "normal", observation, 17).result(timeout=60) == expected
    first = thinker.worker_pid
    os.kill(first, signal.SIGKILL)
    assert thinker.start("tholos", "normal", observation, 17).result(timeout=60) == expected
    assert thinker.worker_pid not in (None, first)


@POSIX
def test_a_worker_killed_while_thinking_is_asked_the_same_question_again(thinker):
    observation = _opening()
    expected = [str(ai.choose("tholos", "easy", observation, seed)) for seed in range(4)]
    thinker.start("tholos", "easy", observation, 0).result(timeout=60)
    answers = []
    for seed in range(4):
        question = thinker.start("tholos", "easy", observation, seed)
        os.kill(thinker.worker_pid, signal.SIGKILL)  # before, during or after it reads it
        answers.append(question.result(timeout=60))
    assert answers == expected


def test_a_failing_computer_player_reports_its_own_error(thinker):
    question = thinker.start("tholos", "grandmaster", _opening(), 1)
    with pytest.raises(ValueError, match="grandmaster"):
        question.result(timeout=60)
    # and the worker still answers the next question
    assert thinker.start("tholos", "easy", _opening(), 1).result(timeout=60)


def test_questions_after_close_are_cancelled_not_left_waiting():
    thinker = Thinker()
    thinker.start("tholos", "easy", _opening(), 1).result(timeout=60)
    thinker.close()
    assert thinker.start("tholos", "easy", _opening(), 1).cancelled()
    assert thinker.worker_pid is None


def _play(app: App, actions: int, kill_worker_at: int | None = None) -> list[str]:
    match = Match("tholos", [Seat("Ada", "easy", 0), Seat("Bo", "normal", 1)], seed=8)
    app.reset_to(PlayScene(app, match))
    deadline = time.monotonic() + 120
    killed = False
    while len(match.actions) < actions:
        assert time.monotonic() < deadline, f"the game stopped after {len(match.actions)} actions"
        if not killed and kill_worker_at is not None and len(match.actions) >= kill_worker_at:
            os.kill(app.thinker.worker_pid, signal.SIGKILL)
            killed = True
        app.step((), 0.25)
    return match.actions[:actions]


@POSIX
def test_a_game_whose_worker_dies_plays_on_exactly_as_without_that(tmp_path):
    app = App(Settings())
    try:
        app._thinker = InlineThinker()
        undisturbed = _play(app, 8)
        app._thinker = Thinker()
        disturbed = _play(app, 8, kill_worker_at=3)
        assert disturbed == undisturbed
        assert not [text for text, _left in app.notices if "failed" in text]
    finally:
        app._thinker.close()

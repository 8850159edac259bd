"""The autosave never falls behind: the save of one step of the game is on disk before the next
step is taken, however fast the steps come (computers answering at once, chance steps right
after a move, a slow disk). A kill therefore loses at most the step in flight."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
from kept_games import last_in_progress

from game.core import library, saves
from game.core.match import Match, Seat
from game.core.settings import Settings
from game.ui.app import App
from game.ui.scenes.play import PlayScene
from game.ui.thinking import InlineThinker

ROOT = Path(__file__).resolve().parent.parent
SEATS = ["Ada", "Bo", "Cy"]


def slow_disk(monkeypatch, seconds: float) -> list[int]:
    """Every autosave write takes `seconds` longer (a slow disk, a fault injected, not a
    measurement); returns the action counts of the writes finished, in order."""
    done: list[int] = []
    lock = threading.Lock()
    real = saves.write

    def write(data, path=None):
        time.sleep(seconds)
        real(data, path)
        with lock:
            done.append(len(data["actions"]))

    monkeypatch.setattr(saves, "write", write)
    return done


def test_each_step_waits_until_the_step_before_is_on_disk(monkeypatch):
    written = slow_disk(monkeypatch, 0.02)
    app = App(Settings(animation_speed=8.0))
    app._thinker = InlineThinker()
    match = Match("druiden", [Seat(name, "normal", k) for k, name in enumerate(SEATS)], seed=4)
    behind: list[tuple[int, int]] = []

    def watched(step):
        def taking(*args):
            on_disk = written[-1] if written else -1
            if on_disk != len(match.actions):  # the position this step starts from is not saved
                behind.append((len(match.actions), on_disk))
            return step(*args)

        return taking

    match.play, match.play_chance = watched(match.play), watched(match.play_chance)
    scene = PlayScene(app, match)
    app.reset_to(scene)
    chance_steps = 0
    while len(match.actions) < 60 and not match.state.is_over():
        before = len(match.actions)
        app.step((), 0.5, present=False)
        chance_steps += sum(1 for text in match.actions[before:] if text.startswith(("roll", "draw")))
    assert len(match.actions) >= 60 and chance_steps > 0  # quick steps were among them
    assert behind == []
    scene.autosaver.wait()
    kept = library.path_of(scene.kept_id)
    assert json.loads(kept.read_text(encoding="utf-8"))["actions"] == match.actions


# --- killed between two quick steps ------------------------------------------------------------
CHILD = textwrap.dedent("""
    import json, os, signal, sys, time
    from game.core import saves
    from game.core.match import Match, Seat
    from game.core.settings import Settings
    from game.ui.app import App
    from game.ui.scenes.play import PlayScene
    from game.ui.thinking import InlineThinker

    moment = sys.argv[1]
    app = App(Settings(animation_speed=8.0))
    app._thinker = InlineThinker()
    app.draw = lambda: None  # no frame is looked at: only the saves are
    match = Match("druiden", [Seat(n, "normal", i) for i, n in enumerate(sys.argv[2].split(","))],
                  seed=int(sys.argv[3]))

    def at_moment(state):
        if moment == "vote":
            return state.phase == "vote" and state.vote["index"] >= 1
        return state.phase == "give"  # the card exchange: cards are being given back

    real = saves.write
    def write(data, path=None):  # a slow disk where the quick steps come, so that a write is
        if at_moment(match.state) or match.state.phase in ("vote", "give"):  # under way at the kill
            time.sleep(0.05)
        real(data, path)
    saves.write = write

    def killing(step):
        def taking(*args):
            aimed = at_moment(match.state)
            events = step(*args)
            if aimed:  # this step is in flight: the one before it followed it closely
                print(json.dumps(match.actions), flush=True)
                os.kill(os.getpid(), signal.SIGKILL)
            return events
        return taking

    match.play, match.play_chance = killing(match.play), killing(match.play_chance)
    app.reset_to(PlayScene(app, match))
    while not match.state.is_over():
        app.step((), 0.5, present=False)
    print("over", flush=True)
""")


@pytest.mark.long
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
@pytest.mark.parametrize("moment", ["vote", "exchange"])
def test_a_kill_between_two_quick_steps_loses_only_the_step_in_flight(steinkreis_home, moment):
    env = dict(os.environ, STEINKREIS_HOME=str(steinkreis_home))
    for seed in range(12):
        child = subprocess.run(
            [sys.executable, "-c", CHILD, moment, ",".join(SEATS), str(seed)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        if child.returncode == -signal.SIGKILL:
            break
        assert child.stdout.strip().endswith("over"), child.stderr  # this game never came there
    else:
        pytest.fail(f"no game of the twelve came to the {moment}")
    taken = json.loads(child.stdout.strip().splitlines()[-1])
    saved, problem = last_in_progress()
    assert problem is None and saved is not None
    # everything up to the step in flight is on disk, in the order played
    assert saved.actions in (taken, taken[:-1])

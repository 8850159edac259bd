"""A game killed mid-play (SIGKILL, no chance to clean up) comes back exactly via Continue."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
import pytest

from game.core.match import Match, Seat
from game.core.settings import Settings

ROOT = Path(__file__).resolve().parent.parent

CHILD = textwrap.dedent("""
    import json, os, signal, sys
    from game.core.match import Match, Seat
    from game.core.settings import Settings
    from game.ui.app import App
    from game.ui.scenes.play import PlayScene
    from game.ui.thinking import Thinker

    app = App(Settings())
    app._thinker = Thinker(use_process=False)
    game_id, names = sys.argv[2], sys.argv[3].split(",")
    match = Match(game_id, [Seat(n, "easy", i) for i, n in enumerate(names)], seed=11)
    scene = PlayScene(app, match)
    app.reset_to(scene)
    while len(match.actions) < int(sys.argv[1]):
        app.step((), 0.25)
    scene.autosaver.wait()  # the file of the last action is on disk; now die without warning
    print(json.dumps(match.actions), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
@pytest.mark.parametrize("game_id, names, actions", [
    ("tholos", ["Ada", "Bo"], 17),
    # five seats: past the setup round's 15 druids, with hidden dolmen values in play
    ("dolmengoetter", ["Ada", "Bo", "Cy", "Di", "Ed"], 40),
])
def test_killed_game_continues_at_the_exact_position(steinkreis_home, game_id, names, actions):
    env = dict(os.environ, STEINKREIS_HOME=str(steinkreis_home))
    child = subprocess.run([sys.executable, "-c", CHILD, str(actions), game_id, ",".join(names)],
                           cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert child.returncode == -signal.SIGKILL, child.stderr
    played = json.loads(child.stdout.strip().splitlines()[-1])
    assert len(played) >= actions

    from game.ui.app import App
    from game.ui.scenes.menu import MainMenu
    from game.ui.scenes.play import PlayScene

    app = App(Settings())
    menu = MainMenu(app)
    app.reset_to(menu)
    menu.continue_match()
    scene = app.top
    assert isinstance(scene, PlayScene)
    assert scene.match.actions == played
    # an independent replay of the printed actions gives the same table
    replay = Match(game_id, [Seat(n, "easy", i) for i, n in enumerate(names)], seed=11)
    for text in played:
        replay.play(replay.state.parse_action(text))
    assert scene.match.state.to_json() == replay.state.to_json()
    assert [s.name for s in scene.match.seats] == names
    app.step((), 1 / 60)  # the restored table draws
    pygame.display.quit()

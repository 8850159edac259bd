"""An evening at the table stays in bounds: game after game of every game, window resizes
between and during them, and random input on every screen keep the whole process under
200 MB at its peak (what grows with window sizes seen, texts drawn or games played is
bounded or let go)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TESTS = Path(__file__).resolve().parent
LIMIT_MB = 200

EVENING = textwrap.dedent("""
    import json, random, sys
    import pygame
    from game.core import registry
    from game.core.match import Match, Seat
    from game.core.settings import Settings
    from game.ui.app import App
    from game.ui.scenes.final import FinalScene
    from game.ui.scenes.menu import MainMenu
    from test_ui_monkey import random_event, scene_makers

    def peak_mb():
        for line in open("/proc/self/status"):
            if line.startswith("VmHWM"):
                return int(line.split()[1]) / 1024

    app = App(Settings(animation_speed=8.0))  # computers think in their worker, as in play
    rng = random.Random(2026)

    def resize():
        size = (rng.randrange(640, 2600), rng.randrange(360, 1500))
        app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        return [pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)]

    games, results = registry.game_ids(), 0
    app.reset_to(MainMenu(app))
    for k in range(int(sys.argv[1])):  # games played to their results, with resizes
        game_id = games[k % len(games)]
        spec = registry.get(game_id)
        seats = [Seat(f"Player {i + 1}", "easy", i) for i in range(spec.max_players)]
        whole, pick = Match(game_id, seats, seed=k), random.Random(k)
        while not whole.state.is_over():
            if whole.chance_due():
                whole.play_chance()
            else:
                whole.play(pick.choice(list(whole.state.legal_actions())))
        match = Match(game_id, seats, seed=k)  # all but its last 30 steps played off the table
        for text in whole.actions[:-30]:
            match.play(match.state.parse_action(text))
        app.start_match(match)
        for frame in range(20000):
            # shown in the window at each new size and every fourth frame: presenting again
            # at a size already shown reuses the same surfaces (App._reused)
            app.step(resize() if frame % 40 == 7 else (), 0.25, present=frame % 40 == 7 or frame % 4 == 0)
            if isinstance(app.top, FinalScene):
                results += 1
                break
        app.step(resize(), 0.1)
        app.open_menu()
    makers = scene_makers(app)
    for n in range(int(sys.argv[2])):  # random input on every screen, with resizes
        if n % 250 == 0 and n:
            app.reset_to(MainMenu(app))
            app.push(makers[(n // 250) % len(makers)]())
        resized = rng.random() < 0.03
        events = resize() if resized else random_event(rng, app.window.get_size())
        app.step(events, rng.choice((0.016, 0.05, 0.1)), present=resized or n % 4 == 0)  # as above
        if not app.running or app.top is None:
            app.running = True
            app.reset_to(MainMenu(app))
    print(json.dumps({"results": results, "peak_mb": peak_mb()}))
""")


@pytest.mark.long
@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs /proc")
def test_an_evening_of_games_and_resizes_stays_under_200_mb(steinkreis_home):
    env = dict(os.environ, STEINKREIS_HOME=str(steinkreis_home), PYTHONPATH=f"{ROOT}{os.pathsep}{TESTS}")
    child = subprocess.run(
        [sys.executable, "-c", EVENING, "8", "3000"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert child.returncode == 0, child.stderr[-2000:]
    seen = json.loads(child.stdout.strip().splitlines()[-1])
    assert seen["results"] == 8  # every game was played to its results screen
    assert seen["peak_mb"] < LIMIT_MB, seen

"""Games killed mid-play (SIGKILL, no chance to clean up) come back exactly, via Continue and Your games."""

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

from game.core import library
from game.core.match import Match, Seat
from game.core.settings import Settings

ROOT = Path(__file__).resolve().parent.parent


def killed(home: Path, script: str, *args: str, stdin: str | None = None):
    """Runs `script` in a child process with `args` in STEINKREIS_HOME=`home`, expects it to
    end by SIGKILL, and returns the JSON of the last line it printed."""
    child = subprocess.run(
        [sys.executable, "-c", script, *args],
        input=stdin,
        cwd=ROOT,
        env=dict(os.environ, STEINKREIS_HOME=str(home)),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert child.returncode == -signal.SIGKILL, child.stderr
    return json.loads(child.stdout.strip().splitlines()[-1])


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
@pytest.mark.parametrize(
    "game_id, names, actions",
    [
        ("tholos", ["Ada", "Bo"], 17),
        # five seats: past the setup round's 15 druids, with hidden dolmen values in play
        ("dolmengoetter", ["Ada", "Bo", "Cy", "Di", "Ed"], 40),
    ],
)
def test_killed_game_continues_at_the_exact_position(steinkreis_home, game_id, names, actions):
    played = killed(steinkreis_home, CHILD, str(actions), game_id, ",".join(names))
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


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
def test_several_games_in_progress_each_killed_mid_game_are_all_kept_exactly(steinkreis_home):
    played = {
        game_id: killed(steinkreis_home, CHILD, str(actions), game_id, ",".join(names))
        for game_id, names, actions in (
            ("tholos", ["Ada", "Bo"], 9),
            ("dolmen", ["Ada", "Bo", "Cy"], 14),
            ("druiden", ["Ada", "Bo", "Cy"], 11),
        )
    }
    kept, problems = library.listing()
    assert problems == [] and sorted(k.game for k in library.in_progress(kept)) == sorted(played)
    for each in kept:
        match, problem = library.open_game(each.id)
        assert problem is None and match is not None and match.actions == played[each.game]


# --- Die Druiden: killed in the middle of an exchange and of the vote ----------------------------
DRUIDEN_SEATS = ["Ada", "Bo", "Cy"]  # three humans at one screen: hidden hands, hand-overs

DRUIDEN_CHILD = textwrap.dedent("""
    import json, os, signal, sys
    import pygame
    from game.core.match import Match, Seat
    from game.core.settings import Settings
    from game.ui.app import App
    from game.ui.scenes.handover import HandoverScene
    from game.ui.scenes.play import PlayScene
    from game.ui.thinking import InlineThinker

    app = App(Settings())
    app._thinker = InlineThinker()
    seed, start = int(sys.argv[1]), int(sys.argv[2])
    wanted = json.loads(sys.stdin.read())
    match = Match("druiden", [Seat(n, "human", i) for i, n in enumerate(sys.argv[3].split(","))],
                  seed=seed)
    for text in wanted[:start]:
        match.play(match.state.parse_action(text))
    scene = PlayScene(app, match)
    app.reset_to(scene)
    ready = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")
    settled = 0
    for _ in range(20000):  # the rest through the table: hand-overs, animations, the players
        if len(match.actions) >= len(wanted) and not scene.timeline.busy:
            settled += 1  # a few frames more: the decider takes the screen
            if settled > 8:
                break
        if isinstance(app.top, HandoverScene):
            app.step([ready], 0.1, present=False)
            continue
        app.step((), 0.25, present=False)
        p = match.state.current_player()
        if p >= 0 and len(match.actions) < len(wanted) and not scene.timeline.busy \\
                and not scene.handover_due():
            scene.play_human(match.state.parse_action(wanted[len(match.actions)]))
    scene.autosaver.wait()  # the file of the last action is on disk; now die without warning
    table = scene.view
    print(json.dumps({"actions": match.actions, "viewer": table.viewer,
                      "pos": list(table.model.pos), "owner": list(table.model.owner),
                      "hands": table.model.hands, "vote": table.vote_show.visible,
                      "tally": table.vote_show.tally}), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
""")


def _druiden_game_until(wanted) -> tuple[int, list[str]]:
    """A seed and the actions of a seeded random hot-seat game up to the first moment
    `wanted(state, actions)` holds."""
    import random

    for seed in range(60):
        match = Match("druiden", [Seat(n, "human", i) for i, n in enumerate(DRUIDEN_SEATS)], seed=seed)
        rng = random.Random(seed)
        while not match.state.is_over():
            if match.chance_due():
                match.play_chance()
            else:
                match.play(rng.choice(match.state.legal_actions()))
            if wanted(match.state, match.actions):
                return seed, list(match.actions)
    raise AssertionError("no seeded game came to the moment wanted")


def _mid_exchange(state, actions) -> bool:
    """A player is giving cards back for an exchange and has given one already."""
    return state.phase == "give" and actions[-1].startswith("give")


def _mid_vote(state, actions) -> bool:
    """The vote is under way (not the tie round) and two players have voted."""
    return state.phase == "vote" and state.vote["index"] >= 2 and not state.vote["tie_round"]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
@pytest.mark.parametrize("moment", [_mid_exchange, _mid_vote], ids=["exchange", "vote"])
def test_druiden_killed_mid_exchange_or_vote_continues_with_the_same_table(steinkreis_home, moment):
    seed, wanted = _druiden_game_until(moment)
    start = max(0, len(wanted) - 40)  # the last forty actions go through the table
    shown = killed(
        steinkreis_home, DRUIDEN_CHILD, str(seed), str(start), ",".join(DRUIDEN_SEATS), stdin=json.dumps(wanted)
    )
    assert shown["actions"] == wanted

    from game.ui.app import App
    from game.ui.scenes.handover import HandoverScene
    from game.ui.scenes.menu import MainMenu
    from game.ui.scenes.play import PlayScene

    app = App(Settings())
    menu = MainMenu(app)
    app.reset_to(menu)
    menu.continue_match()
    for _ in range(4):  # a resumed hot-seat game hands the screen over before anything shows
        app.step((), 0.25, present=False)
        if isinstance(app.top, HandoverScene):
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")], 0.1, present=False)
    scene = app.top
    assert isinstance(scene, PlayScene) and scene.match.actions == wanted
    replay = Match("druiden", [Seat(n, "human", i) for i, n in enumerate(DRUIDEN_SEATS)], seed=seed)
    for text in wanted:
        replay.play(replay.state.parse_action(text))
    state = scene.match.state
    assert state.to_json() == replay.state.to_json() and moment(state, wanted)
    # the same table as the one that was showing when the process died: the pieces where
    # they stood, the spirits' owners, the decider's own hand, the vote's running tally
    table = scene.view
    assert table.viewer == shown["viewer"] == state.current_player()
    assert list(table.model.pos) == shown["pos"] and list(table.model.owner) == shown["owner"]
    assert table.model.hands[table.viewer] == shown["hands"][shown["viewer"]]
    assert table.vote_show.visible == shown["vote"] == (moment is _mid_vote)
    assert table.vote_show.tally == shown["tally"]
    if moment is _mid_vote:
        assert sum(shown["tally"].values()) >= 2  # two players' votes at least are on it
    app.step((), 1 / 60)  # the restored table draws
    pygame.display.quit()

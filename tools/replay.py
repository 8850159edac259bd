"""Draws a game file's table as it stood after action N, headless, as the replay shows it.

    python -m tools.replay FILE --at N --out PICTURE.png [--size WxH] [--reveal [SEAT]]

N counts the game's actions (0: before the first; `end`: the last). The picture is the
window at --size (default 1280x720) with the replay's bar over the table. --reveal draws a
finished game through a player's eyes (their hand, their values): the first player's, or
SEAT's (1 = the first). One JSON line is printed: {"game": …, "actions": total, "at": N,
"turn": the log's turn number at N}. A file that is no game file, an N outside the game, a
size out of bounds or --reveal on a game in progress gets one sentence on stderr and exit 1.
The file is only read.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tools.game_file import Refused, point, read  # noqa: E402

#: The window sizes a picture may have.
SIZE_MIN, SIZE_MAX = (640, 480), (3840, 2160)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise Refused(f"--size takes a width and a height such as 1280x720, not “{text[:40]}”.") from None
    if not (SIZE_MIN[0] <= w <= SIZE_MAX[0] and SIZE_MIN[1] <= h <= SIZE_MAX[1]):
        raise Refused(f"--size must lie between {SIZE_MIN[0]}x{SIZE_MIN[1]} and {SIZE_MAX[0]}x{SIZE_MAX[1]}.")
    return w, h


def draw(file: Path, at: str, out: Path, size: tuple[int, int], reveal: int | None) -> dict:
    """Draws the picture and returns what the tool prints; Refused says why not."""
    match = read(file)
    over = match.state.is_over()
    if reveal is not None and not over:
        raise Refused("A game in progress replays as a spectator sees it: --reveal is for finished games.")
    if reveal is not None and not 1 <= reveal <= len(match.seats):
        raise Refused(f"The game has {len(match.seats)} players: --reveal takes 1 to {len(match.seats)}.")
    shown = point(at, len(match.actions))

    import pygame

    from game.core.settings import Settings
    from game.ui.app import App
    from game.ui.scenes.replay import ReplayScene

    app = App(replace(Settings(), fullscreen=False, window_width=size[0], window_height=size[1]))
    try:
        scene = ReplayScene(app, match)
        app.reset_to(scene)
        scene.jump(shown)
        for _ in range(reveal or 0):
            scene.next_eyes()
        app.step((), 0.0)  # laid out for the window, drawn and shown
        out.parent.mkdir(parents=True, exist_ok=True)
        assert app.window is not None  # the App opened its window
        pygame.image.save(app.window, str(out))
        return {"game": match.game_id, "actions": scene.total, "at": shown, "turn": scene.replay.turn_at(shown)}
    finally:
        app.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.replay", description=__doc__.split("\n")[0])
    parser.add_argument("file", type=Path, help="a game file (Your games' export, a tournament's)")
    parser.add_argument("--at", required=True, help="how many actions played: a number, or end")
    parser.add_argument("--out", required=True, type=Path, help="the PNG picture to write")
    parser.add_argument("--size", default="1280x720", help="the window's size, WxH (default 1280x720)")
    parser.add_argument("--reveal", nargs="?", type=int, const=1, default=None, help="a player's eyes (1 = first)")
    args = parser.parse_args(argv)
    if not os.environ.get("STEINKREIS_HOME"):  # the player's own settings and games stay untouched
        os.environ["STEINKREIS_HOME"] = tempfile.mkdtemp(prefix="steinkreis-replay-")
    try:
        told = draw(args.file, args.at, args.out, _size(args.size), args.reveal)
    except Refused as exc:
        print(exc, file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"The picture could not be written: {exc.strerror or exc}.", file=sys.stderr)
        return 1
    print(json.dumps(told))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""What the tools that read one game file share (tools.replay, tools.hint): reading the file
and a point in its game, each with one sentence for the person at the command line when it
is wrong (Refused). The file is only read."""

from __future__ import annotations

from pathlib import Path

from game.core import library
from game.core.match import Match
from game.core.tiled import MapError


class Refused(Exception):
    """A sentence for the person at the command line."""


def read(file: Path) -> Match:
    """The game of a game file (Your games' export, a tournament's), replayed and checked."""
    try:
        match, _record = library.read_game_file(file)
    except library.GameFileError as exc:
        raise Refused(str(exc)) from None
    except MapError as exc:
        raise Refused(f"The game's board map could not be read: {exc}") from None
    return match


def point(text: str, total: int) -> int:
    """A point of a game of `total` actions: a number of actions 0 … total, or "end"."""
    if text == "end":
        return total
    try:
        at = int(text)
    except ValueError:
        raise Refused(f"--at takes a number of actions or “end”, not “{text[:40]}”.") from None
    if not 0 <= at <= total:
        raise Refused(f"The game has {total} actions: --at must lie between 0 and {total}.")
    return at

"""The hint the table would give for one decision of a game file, as one JSON line.

    python -m tools.hint FILE [--at N]

N counts the game's actions (default: all of them, the decision due now). The hint is the
one the table's Hint button gives: the hard computer player's choice from the deciding
seat's own observation, with the seed a computer player deciding there would get. Printed:
{"seat": the deciding seat (0 = the first), "name": its player's name, "action": the move in
notation, "mark": the board spots the sentence names (as the log's marks name them), "why":
the sentence}. A file that is no game file, an N outside the game, or a point where no
player decides (the game is over, or a roll or a draw comes next) gets one sentence on
stderr and exit 1. The file is only read.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from game.ai.advice import advise, has_coach
from game.core import library
from game.core.replay import Replay
from game.core.tiled import MapError


class Refused(Exception):
    """A sentence for the person at the command line."""


def hint(file: Path, at: int | None) -> dict:
    """What the tool prints for the decision after action `at` (None: the last); Refused
    says why there is none."""
    try:
        game, _record = library.read_game_file(file)
    except library.GameFileError as exc:
        raise Refused(str(exc)) from None
    except MapError as exc:
        raise Refused(f"The game's board map could not be read: {exc}") from None
    total = len(game.actions)
    point = total if at is None else at
    if not 0 <= point <= total:
        raise Refused(f"The game has {total} actions: --at must lie between 0 and {total}.")
    if not has_coach(game.game_id):
        raise Refused(f"{game.spec.title} has no computer player to give hints.")
    match = Replay(game).match_at(point)
    state = match.state
    if state.is_over():
        raise Refused(f"After action {point} the game is over: no decision is due.")
    if match.chance_due():
        raise Refused(f"After action {point} chance comes next (a roll or a draw), not a decision.")
    seat = state.current_player()
    names = tuple(s.name for s in match.seats)
    advice = advise(match.game_id, state.observation(seat), match.seed * 1_000_003 + point, names)
    return {
        "seat": seat,
        "name": names[seat],
        "action": advice.action,
        "mark": [list(spot) for spot in advice.marks],
        "why": advice.why,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.hint", description=__doc__.split("\n")[0])
    parser.add_argument("file", type=Path, help="a game file (Your games' export, a tournament's)")
    parser.add_argument("--at", type=int, default=None, help="how many actions played (default: all)")
    args = parser.parse_args(argv)
    try:
        told = hint(args.file, args.at)
    except Refused as exc:
        print(exc, file=sys.stderr)
        return 1
    print(json.dumps(told, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())

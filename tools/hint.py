"""The hint the table would give for one decision of a game file, as one JSON line.

    python -m tools.hint FILE [--at N]

N counts the game's actions (0: before the first; `end`, the default: all of them, the
decision due now). The hint is the
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

from game.ai.advice import advise, can_advise
from game.core.replay import Replay
from tools.game_file import Refused, point, read


def hint(file: Path, at: str = "end") -> dict:
    """What the tool prints for the decision after `at` actions (a number, or "end");
    Refused says why there is none."""
    game = read(file)
    at_point = point(at, len(game.actions))
    if not can_advise(game.game_id):
        raise Refused(f"{game.spec.title} has no computer player to give hints.")
    match = Replay(game).match_at(at_point)
    state = match.state
    if state.is_over():
        raise Refused(f"After action {at_point} the game is over: no decision is due.")
    if match.chance_due():
        raise Refused(f"After action {at_point} chance comes next (a roll or a draw), not a decision.")
    seat = state.current_player()
    names = tuple(s.name for s in match.seats)
    advice = advise(match.game_id, state.observation(seat), match.decision_seed(), names)
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
    parser.add_argument("--at", default="end", help="how many actions played: a number, or end (the default)")
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

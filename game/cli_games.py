"""`python -m game --list` and `--import FILE`: Your games from the command line, without a
window or pygame. Each kept game is printed as one JSON line:

    {"id": "20261202-210500-3fa9c1", "game": "dolmen", "players": ["Anna", "Bo"],
     "turn": 12, "finished": false}

Both honour STEINKREIS_HOME (game.core.paths). A problem is one sentence on stderr."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from game.core import library


def line(kept: library.Kept) -> str:
    """A kept game as the one JSON line `--list` prints."""
    return json.dumps(
        {
            "id": kept.id,
            "game": kept.game,
            "players": [seat.name for seat in kept.seats],
            "turn": kept.record.turn,
            "finished": kept.record.finished,
        },
        ensure_ascii=False,
    )


def run(import_path: str | None) -> int:
    """Imports `import_path` (printing the game kept), else lists every kept game, played
    last first. Exit status 1 when the file is refused, else 0 (a damaged kept file is set
    aside and reported on stderr, the others are listed)."""
    problem = library.adopt_autosave()
    if problem:
        print(problem, file=sys.stderr)
    if import_path is not None:
        try:
            kept = library.import_file(Path(import_path))
        except library.GameFileError as exc:
            print(exc, file=sys.stderr)
            return 1
        print(line(kept))
        return 0
    kept_games, problems = library.listing()
    for message in problems:
        print(message, file=sys.stderr)
    for kept in kept_games:
        print(line(kept))
    return 0

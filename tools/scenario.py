"""Scenario runner: plays a scenario file and prints the resulting position, or its legal actions.

    python -m tools.scenario FILE.yaml            # the state after the actions, as JSON
    python -m tools.scenario FILE.yaml --legal    # the legal actions then, one per line
    python -m tools.scenario FILE.yaml --no-checks

The file's checks (expect, legal, legal_includes, legal_excludes, refused) are run too; each
failure is printed on stderr, one line each. Exit codes: 0 all well; 1 the file cannot be read or
played (bad YAML, a key given twice, alias bombs, nesting too deep, a file over 1 MB, unknown
game, bad position, an illegal action: the message names file and line) or a check failed;
2 wrong command-line use.
"""

from __future__ import annotations

import argparse
import json
import sys

from game.core import scenario


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.scenario", description="Play a scenario file and show the result."
    )
    parser.add_argument("file", help="a scenario YAML file (see game/core/scenario.py)")
    parser.add_argument(
        "--legal", action="store_true", help="print the legal actions after the last action, one per line"
    )
    parser.add_argument("--no-checks", action="store_true", help="only play the actions; skip the file's checks")
    args = parser.parse_args(argv)
    try:
        loaded = scenario.load(args.file)
        state = scenario.run(loaded)
        problems = [] if args.no_checks else scenario.check(loaded)
    except scenario.ScenarioError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if args.legal:
        for action in state.legal_actions():
            print(action)
    else:
        data = state.to_json()
        print(json.dumps(data, indent=2, ensure_ascii=False))
    for problem in problems:
        print(f"check failed: {loaded.path}: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

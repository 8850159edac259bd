"""What every map generator in tools/ shares: the `<property>` line of a Tiled object and the
command line (`--output PATH`, `--check`), with unreadable files and unwritable outputs reported
in one line (exit 1), never a traceback; the map is written atomically."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable
from xml.sax.saxutils import quoteattr

from game.core.files import FileRefused, not_a_file, read_bounded, write_atomically
from game.core.limits import MAP_BYTES_MAX

LEVELS = Path(__file__).resolve().parent.parent / "levels"


def prop(name: str, value: object, indent: int = 4) -> str:
    """One `<property>` line of a Tiled object (int-typed for ints)."""
    pad = " " * indent
    if isinstance(value, int):
        return f'{pad}<property name="{name}" type="int" value="{value}"/>'
    return f'{pad}<property name="{name}" value={quoteattr(str(value))}/>'


def run(argv: list[str] | None, doc: str, build: Callable[[], str], level: str, done: str) -> int:
    """The generator's command line: writes `build()` to levels/<level> (or --output), or with
    --check exits 1 when the file there differs; `done` follows "wrote PATH" in the report."""
    default = LEVELS / level
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument(
        "--output", type=Path, default=default, help=f"where to write the map (default: levels/{level})"
    )
    parser.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if the map differs from a fresh build"
    )
    args = parser.parse_args(argv)
    text = build()
    if args.check:
        try:
            current = read_bounded(args.output, MAP_BYTES_MAX).decode("utf-8") if args.output.exists() else None
        except (OSError, UnicodeDecodeError) as exc:
            print(f"error: {args.output}: cannot be read ({exc})", file=sys.stderr)
            return 1
        if current != text:
            print(f"{args.output}: differs from the layout tables; run the tool to rebuild it")
            return 1
        print(f"{args.output}: up to date")
        return 0
    try:
        kind = not_a_file(args.output)
        if kind is not None:  # a folder or a pipe where the map goes: refused, not replaced
            raise FileRefused(f"it is {kind}, not a file")
        write_atomically(args.output, text)
    except OSError as exc:
        print(f"error: {args.output}: cannot be written ({exc})", file=sys.stderr)
        return 1
    print(f"wrote {args.output} ({done})")
    return 0

"""The autosave: written atomically after every action; a damaged one is set aside and reported."""

from __future__ import annotations

import json
from pathlib import Path

from . import paths
from .files import set_aside, write_atomically
from .match import Match, SaveError


def save(match: Match, path: Path | None = None) -> None:
    write_atomically(path or paths.autosave_path(), json.dumps(match.to_save(), indent=1))


def has_autosave(path: Path | None = None) -> bool:
    return (path or paths.autosave_path()).is_file()


def load(path: Path | None = None) -> tuple[Match | None, str | None]:
    """The saved match and None, or None and a message for the player.

    No file: (None, None). A damaged or foreign file is renamed aside (never deleted) and the
    message says where it went."""
    path = path or paths.autosave_path()
    if not path.is_file():
        return None, None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return Match.from_save(data), None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, SaveError,
            RecursionError) as exc:  # RecursionError: absurdly nested JSON
        try:
            moved = set_aside(path)
        except OSError as move_exc:
            return None, f"The saved game could not be read ({exc}) nor moved aside ({move_exc})."
        return None, f"The saved game could not be read ({exc}). It was kept as {moved.name}."


def discard(path: Path | None = None) -> None:
    """Removes the autosave once its game is finished (finished games are not continued)."""
    path = path or paths.autosave_path()
    try:
        path.unlink()
    except FileNotFoundError:
        pass

"""Reading Your games in tests: the game in progress played last, replayed from its file as
the menu's Continue would open it, and the files of the games folder."""

from __future__ import annotations

from game.core import library
from game.core.match import Match


def last_in_progress() -> tuple[Match | None, str | None]:
    """The game in progress played last, replayed with every check of a save, and a
    message; (None, None) when no game is in progress."""
    going = library.in_progress(library.listing()[0])
    if not going:
        return None, None
    return library.open_game(going[0].id)


def game_files() -> list:
    """The kept games' files, oldest id first."""
    folder = library.games_dir()
    return sorted(folder.glob("*.json")) if folder.is_dir() else []

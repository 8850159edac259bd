"""Your games in tests: a finished game to keep, the game in progress played last, replayed
from its file as the menu's Continue would open it, and the files of the games folder."""

from __future__ import annotations

import random

from game.core import library
from game.core.match import Match, Seat


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


def finished_match(
    game_id: str = "tholos", seed: int = 3, names: tuple[str, ...] = ("Anna", "Bo"), level: str = "easy"
) -> Match:
    """A game played to its end at random (seeded), the first seat human, the others computer
    players of `level` (a name only: the moves are random)."""
    match = Match(game_id, [Seat(name, "human" if k == 0 else level, k) for k, name in enumerate(names)], seed=seed)
    pick = random.Random(seed)
    while not match.state.is_over():
        if match.chance_due():
            match.play_chance()
        else:
            match.play(pick.choice(list(match.state.legal_actions())))
    return match

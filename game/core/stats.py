"""Statistics of the finished games kept in Your games, counted anew from them each time
(nothing is stored): per game, the games played against the computer, won, lost and shared,
by the computer players' level and by the number of players, the best score, the current
streak and how many were assisted by hints; and how many hot-seat games were played. Pure
Python; names no game.

Whose results: a game against the computer has exactly one human seat, whose result it is:
won (the only winner), shared (one of several winners) or lost. A game of several people
(hot-seat) has no one result for "you", so it is counted apart, by how many were played.
The level of a game is its computer players' level, "mixed" when they differ.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .library import Kept

WON, SHARED, LOST = "won", "shared", "lost"
MIXED = "mixed"
#: The levels in the order a page lists them.
LEVEL_ORDER = ("easy", "normal", "hard", MIXED)


@dataclass
class Tally:
    """Games played and how they ended."""

    won: int = 0
    shared: int = 0
    lost: int = 0

    @property
    def played(self) -> int:
        return self.won + self.shared + self.lost

    def add(self, result: str) -> None:
        setattr(self, result, getattr(self, result) + 1)


@dataclass
class GameStats:
    """One game's statistics (see the module's docstring)."""

    game: str
    total: Tally = field(default_factory=Tally)
    by_level: dict[str, Tally] = field(default_factory=dict)
    by_players: dict[int, Tally] = field(default_factory=dict)
    best_score: int | None = None
    #: the result of the latest game against the computer and how many games in a row
    #: ended so, newest first; ("", 0) before the first
    streak: tuple[str, int] = ("", 0)
    hot_seat: int = 0
    #: games against the computer in which the person asked for hints ("assisted")
    assisted: int = 0

    def levels(self) -> list[tuple[str, Tally]]:
        """The levels played, in LEVEL_ORDER."""
        return [(level, self.by_level[level]) for level in LEVEL_ORDER if level in self.by_level]

    def player_counts(self) -> list[tuple[int, Tally]]:
        return sorted(self.by_players.items())


def result_of(kept: Kept) -> tuple[int, str] | None:
    """(the human seat, won/shared/lost) of a finished game against the computer; None for
    a game of several people or none."""
    humans = [i for i, seat in enumerate(kept.seats) if seat.is_human]
    if len(humans) != 1 or not kept.record.finished:
        return None
    me, winners = humans[0], kept.record.winners
    if me not in winners:
        return me, LOST
    return me, WON if len(winners) == 1 else SHARED


def level_of(kept: Kept) -> str:
    """The computer players' level, or MIXED."""
    kinds = {seat.kind for seat in kept.seats if not seat.is_human}
    return kinds.pop() if len(kinds) == 1 else MIXED


def game_stats(game: str, kept: list[Kept]) -> GameStats:
    """The statistics of `game` from the kept games (any order; unfinished ones ignored)."""
    stats = GameStats(game)
    mine = sorted(
        (k for k in kept if k.game == game and k.record.finished), key=lambda k: (k.record.played, k.id), reverse=True
    )
    results: list[str] = []  # of the games against the computer, newest first
    for k in mine:
        told = result_of(k)
        if told is None:
            stats.hot_seat += sum(seat.is_human for seat in k.seats) > 1
            continue
        me, result = told
        results.append(result)
        stats.total.add(result)
        stats.by_level.setdefault(level_of(k), Tally()).add(result)
        stats.by_players.setdefault(len(k.seats), Tally()).add(result)
        stats.assisted += me in k.hinted
        score = k.record.scores[me]
        stats.best_score = score if stats.best_score is None else max(stats.best_score, score)
    if results:
        run = next((n for n, result in enumerate(results) if result != results[0]), len(results))
        stats.streak = (results[0], run)
    return stats

"""What Tholos's `apply` reports, for the table to animate (never inferred by diffing states).

Every change of material is a StoneMoved between zones; a zone is one of
("quarry",), ("workshop", player) or ("column", site).
Events are read-only records: nobody changes one after `apply` returned it. They are plain
slotted dataclasses, not frozen ones, because every action makes one or more and a frozen
dataclass's __init__ costs about three times as much (a sixth of a random playout's time).
"""

from __future__ import annotations

from dataclasses import dataclass

QUARRY = ("quarry",)


WORKSHOPS = (("workshop", 0), ("workshop", 1))
COLUMNS = tuple(("column", s) for s in range(7))


def workshop(player: int) -> tuple:
    return WORKSHOPS[player]


def column(site: int) -> tuple:
    return COLUMNS[site]


@dataclass(slots=True)
class StoneMoved:
    """One stone of `colour` went from `source` to `dest`; `cause` is the action kind."""

    colour: int
    source: tuple
    dest: tuple
    cause: str


@dataclass(slots=True)
class BonusOffered:
    """`player` placed their own colour on `site` and may now take its bonus."""

    player: int
    site: int


@dataclass(slots=True)
class BonusDeclined:
    player: int
    site: int


@dataclass(slots=True)
class Passed:
    """`player` had no legal action."""

    player: int


@dataclass(slots=True)
class GameEnded:
    """The game is over: final points per player and the winners (both on a draw)."""

    scores: tuple
    winners: tuple
    reason: str

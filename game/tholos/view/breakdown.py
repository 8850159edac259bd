"""The final tally of a Tholos game, column by column, for the results screen (no pygame).

Every number comes from game.tholos.rules.scoring, so the table shows exactly what decided
the game: per site the stones bottom→top, the colour counts, who won the column and how its
points add up (own ×1, rival ×3, grey ×−2).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import words
from game.core.i18n import _, ngettext
from game.tholos.rules.material import BLACK, GREY, SITE_SYMBOLS, SITES, WHITE
from game.tholos.rules.scoring import (
    POINTS_GREY,
    POINTS_OWN,
    POINTS_RIVAL,
    score_column,
    score_columns,
    winners,
)


@dataclass(frozen=True)
class ColumnRow:
    """One building site's column as it stood at the end."""

    site: str  # name, e.g. "omega"
    symbol: str  # e.g. "Ω"
    stones: tuple[int, ...]  # colours bottom→top
    white: int
    black: int
    grey: int
    owner: int | None  # WHITE, BLACK or None when the counts are equal
    own_points: int  # the owner's stones × 1
    rival_points: int  # the rival's stones × 3
    grey_points: int  # grey stones × −2 (zero or less)
    points: int  # what the column is worth to its owner (0 when nobody wins it)


@dataclass(frozen=True)
class Breakdown:
    rows: tuple[ColumnRow, ...]
    points: tuple[int, int]  # per player: White, Black
    columns_won: tuple[int, int]
    winners: tuple[int, ...]  # one player, or both on a draw

    @property
    def is_draw(self) -> bool:
        return len(self.winners) != 1

    def reason(self) -> str:
        """Why the result is what it is, in the rule sheet's order of tie-breaks."""
        (pw, pb), (cw, cb) = self.points, self.columns_won
        if pw != pb:
            return _("{points} to {fewer}").format(points=words.points(max(pw, pb)), fewer=words.number(min(pw, pb)))
        if cw != cb:
            return _("tied on {points}; more columns won, {most} to {fewer}").format(
                points=words.points(pw), most=max(cw, cb), fewer=min(cw, cb)
            )
        return ngettext(
            "tied on {points} and on {n} column each: a draw, as the sheet says",
            "tied on {points} and on {n} columns each: a draw, as the sheet says",
            cw,
        ).format(points=words.points(pw), n=cw)


def column_row(site: int, stones) -> ColumnRow:
    res = score_column(list(stones))
    w, b, g = res.white, res.black, res.grey
    if res.owner is None:
        own = rival = grey = 0
    else:
        own_n, rival_n = (w, b) if res.owner == WHITE else (b, w)
        own, rival, grey = POINTS_OWN * own_n, POINTS_RIVAL * rival_n, POINTS_GREY * g
    return ColumnRow(SITES[site], SITE_SYMBOLS[site], tuple(stones), w, b, g, res.owner, own, rival, grey, res.points)


def breakdown(state) -> Breakdown:
    """The tally of a Tholos state's columns as they stand (final once the game is over)."""
    rows = tuple(column_row(s, col) for s, col in enumerate(state.columns))
    points, won = score_columns(state.columns)
    return Breakdown(rows, (points[WHITE], points[BLACK]), (won[WHITE], won[BLACK]), tuple(winners(points, won)))


__all__ = ["Breakdown", "ColumnRow", "breakdown", "column_row", "WHITE", "BLACK", "GREY"]

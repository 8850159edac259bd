"""Tholos scoring: each column for the player with more own stones in it (1 / 3 / −2)."""

from __future__ import annotations

from dataclasses import dataclass

from .material import BLACK, GREY, WHITE

POINTS_OWN, POINTS_RIVAL, POINTS_GREY = 1, 3, -2


@dataclass(frozen=True)
class ColumnResult:
    """Who wins a column (None on equal counts) and what it is worth to them."""

    owner: int | None
    points: int
    white: int
    black: int
    grey: int


def score_column(stones) -> ColumnResult:
    w, b, g = stones.count(WHITE), stones.count(BLACK), stones.count(GREY)
    if w == b:
        return ColumnResult(None, 0, w, b, g)
    owner = WHITE if w > b else BLACK
    own, rival = (w, b) if owner == WHITE else (b, w)
    return ColumnResult(owner, POINTS_OWN * own + POINTS_RIVAL * rival + POINTS_GREY * g, w, b, g)


def score_columns(columns) -> tuple[list[int], list[int]]:
    """Points and columns won per player (0 white, 1 black) for the columns as they stand."""
    points, won = [0, 0], [0, 0]
    for stones in columns:
        res = score_column(stones)
        if res.owner is not None:
            points[res.owner] += res.points
            won[res.owner] += 1
    return points, won


def winners(points, won) -> list[int]:
    """Most points wins; tie: most columns won; still tied: a draw (both listed)."""
    if points[0] != points[1]:
        return [0] if points[0] > points[1] else [1]
    if won[0] != won[1]:
        return [0] if won[0] > won[1] else [1]
    return [0, 1]

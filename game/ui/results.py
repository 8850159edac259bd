"""What the results screen asks of a game: its results panel (named by `GameSpec.results`),
or, for a game that names none, a list of the scores."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.core import registry
from game.core.i18n import ngettext
from game.core.match import Match

from . import theme


class ResultsPanel(Protocol):
    """A game's breakdown of a finished match, built as `Panel(match)`.

    `draw(canvas, rect)` fills `rect`, the panel's body under the headline. In a wide window
    rect is 1100 × 440 and the chart sits right of `rect.x + 660`, over the body's top 170 px
    ("scores") or 330 px ("margins"), so a panel keeps its rows there narrower than 660 px.
    In a narrow window (App.narrow) rect is about 860 wide (and 440 high) and no chart
    shares it (the chart is a view of its own there); the app then raises text under 14 px
    to 14, so the panel leaves room for that."""

    #: The chart beside the breakdown: "scores" (one line per seat over the game) or
    #: "margins" (the first seat's lead over the second; for two seats).
    chart: str
    #: The game's own tally of the final position (what the panel draws), or None.
    tally: object

    def reason(self) -> str:
        """Why the result is what it is, e.g. "39 points to 33"."""

    def draw(self, canvas: pygame.Surface, rect: pygame.Rect) -> None: ...


class ScoresPanel:
    """For a game without a panel of its own: the scores per seat, highest first."""

    chart = "scores"
    tally: object = None

    def __init__(self, match: Match) -> None:
        self.match = match

    def reason(self) -> str:
        return " · ".join(f"{s.name} {p}" for s, p in zip(self.match.seats, self.match.state.scores()))

    def draw(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        rect = pygame.Rect(rect.x, rect.y, 640, rect.h)
        rows = sorted(zip(self.match.state.scores(), [s.name for s in self.match.seats]), reverse=True)
        for k, (points, name) in enumerate(rows):
            theme.draw_text(canvas, name, (rect.x, rect.y + 44 * k), 24, theme.INK, "bold")
            theme.draw_text(
                canvas,
                ngettext("{n} point", "{n} points", points).format(n=points),
                (rect.right, rect.y + 44 * k),
                24,
                theme.INK,
                "bold",
                "topright",
            )


#: A results table's cells: the parts of a sum, and its "= total" (larger and bold: a role
#: of its own).
CELL_PX, TOTAL_PX = 16, 19


def draw_sum_cells(canvas, rect: pygame.Rect, cy: int, columns, cells) -> None:
    """One row of a results table: each cell right-aligned at its column's right edge (columns:
    (title, right) pairs, x relative to `rect`), the "= total" column larger and bold."""
    for (title, right), cell in zip(columns, cells):
        if title == "= total":
            _draw_total(canvas, cell, (rect.x + right, cy))
        else:
            theme.draw_text(canvas, cell, (rect.x + right, cy), CELL_PX, theme.INK, "sans", "midright")


def _draw_total(canvas, cell: str, midright: tuple[int, int]) -> None:
    """A row's total: what the sum comes to, set apart from its parts."""
    theme.draw_text(canvas, cell, midright, TOTAL_PX, theme.INK, "bold", "midright")


def results_panel(match: Match) -> ResultsPanel:
    """The results panel the match's game declares, built for the finished match."""
    name = match.spec.results
    if name is None:
        return ScoresPanel(match)
    panel: ResultsPanel = registry.load(name)(match)
    return panel

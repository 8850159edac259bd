"""The results panel of Dolmen and Die Dolmengötter: per player the marker, the stack points
and the tie-break; then every circle with a dolmen, its stack from the top with each stone's
owner, value × factor = points.

Draws a game.dolmen.view.breakdown.Breakdown; colours and names come from the match's seats.
"""

from __future__ import annotations

import pygame

from game.core.match import Match
from game.dolmen.places import circle_label
from game.ui import theme
from game.ui.results import draw_sum_cells

from .breakdown import Breakdown, breakdown

SHAPE_LETTER = {"octagon": "8", "hexagon": "6", "square": "4"}


class DolmenResults:
    """The results panel (game.ui.results.ResultsPanel): the players' sums at the top left
    beside the score chart, the circles across the whole width under them."""

    chart = "scores"

    def __init__(self, match: Match) -> None:
        self.match = match
        self.tally: Breakdown = breakdown(match.state)

    def reason(self) -> str:
        return self.tally.reason()

    def draw(self, canvas, rect: pygame.Rect) -> None:
        draw_players(canvas, self.tally, self.match, pygame.Rect(rect.x, rect.y, 640, 160))
        draw_circles(canvas, self.tally, self.match, pygame.Rect(rect.x, rect.y + 170, rect.w, rect.h - 170))


def _seat_of(match: Match, player: int):
    seat = match.seats[player]
    return seat, match.spec.colours[seat.colour]


def draw_piece(canvas, centre, colour, r: int = 10) -> None:
    """A player's dolmen stone: a disc in their colour with their letter."""
    pygame.draw.circle(canvas, (0, 0, 0, 60), (centre[0] + 1, centre[1] + 2), r)
    pygame.draw.circle(canvas, colour.rgb, centre, r)
    pygame.draw.circle(canvas, (90, 82, 72), centre, r, 1)
    ink = theme.INK if sum(colour.rgb) > 420 else theme.INK_LIGHT
    theme.draw_text(canvas, colour.letter, centre, max(9, r), ink, "bold", "center")


def draw_players(canvas, tally, match: Match, rect: pygame.Rect) -> None:
    """One row per player, best first, one number per column so that each sum reads left to
    right: start marker, − skips, + stack points, = total, then the tie-break (Dolmen:
    dolmen stones left; Die Dolmengötter: + circles scored when completed before the stacks
    standing at the end, and dolmens built)."""
    if tally.most_built:
        columns = (
            ("start", 246),
            ("− skips", 314),
            ("+ circles", 396),
            ("+ at end", 470),
            ("= total", 536),
            ("built", 590),
        )
        ranked = sorted(tally.players, key=lambda t: (-t.total, -t.dolmens_built, t.player))
    else:
        columns = (("start", 246), ("− skips", 314), ("+ stacks", 396), ("= total", 470), ("stones left", 590))
        ranked = sorted(tally.players, key=lambda t: (-t.total, t.dolmens_left, t.player))
    head = theme.INK_SOFT
    name_x = rect.x + 30
    y = rect.y
    theme.draw_text(canvas, "Player", (name_x, y), 13, head, "bold")
    for title, right in columns:
        theme.draw_text(canvas, title, (rect.x + right, y), 13, head, "bold", "topright")
    y += 19
    step = 27 if len(ranked) > 4 else 31
    for k, total in enumerate(ranked):
        band = pygame.Rect(rect.x - 10, y, rect.w + 10, step - 3)
        won = total.player in tally.winners
        fill = (246, 228, 178) if won else ((236, 226, 204) if k % 2 == 0 else (244, 236, 218))
        pygame.draw.rect(canvas, fill, band, border_radius=8)
        cy = band.centery
        seat, colour = _seat_of(match, total.player)
        draw_piece(canvas, (rect.x + 10, cy), colour, 9)
        room = rect.x + columns[0][1] - 44 - name_x - (22 if won else 0)
        size, name = theme.fit_line(seat.name, 16, room, smallest=12)
        shown = theme.draw_text(canvas, name, (name_x, cy), size, theme.INK, "bold", "midleft")
        if won:
            theme.draw_text(canvas, "★", (shown.right + 6, cy), 16, theme.ACCENT_DARK, "bold", "midleft")
        if tally.most_built:
            cells = (
                str(total.start_marker),
                f"− {total.skipped}",
                f"+ {total.completed_points}",
                f"+ {total.stack_points}",
                str(total.total),
                str(total.dolmens_built),
            )
        else:
            cells = (
                str(total.start_marker),
                f"− {total.skipped}",
                f"+ {total.stack_points}",
                str(total.total),
                str(total.dolmens_left),
            )
        draw_sum_cells(canvas, rect, cy, columns, cells)
        y += step


def draw_circles(canvas, tally, match: Match, rect: pygame.Rect) -> None:
    """Every circle with a dolmen, in two columns: name and multiplier, then the stack from
    the top, each stone as its owner's disc with value × factor, and the circle's points."""
    rows = tuple(tally.completed) + tuple(tally.rows)
    early = len(tally.completed)
    title = "Dolmens, scored from the top (value × factor = points)"
    if tally.most_built:
        title += ": ✓ scored when the circle was completed, then the stacks standing at the end"
    theme.draw_text(canvas, title, (rect.x, rect.y), 13, theme.INK_SOFT, "bold")
    if not rows:
        theme.draw_text(canvas, "No dolmen was raised in this game.", (rect.x, rect.y + 26), 16, theme.INK_SOFT)
        return
    top = rect.y + 22
    per_column = max(1, -(-len(rows) // 2))
    row_h = min(26, (rect.bottom - top) // per_column)
    col_w = rect.w // 2
    chip = 54
    for k, row in enumerate(rows):
        x = rect.x + (k // per_column) * col_w
        y = top + (k % per_column) * row_h
        cy = y + row_h // 2
        band = pygame.Rect(x - 6, y + 1, col_w - 12, row_h - 2)
        pygame.draw.rect(canvas, (238, 228, 206) if k % 2 == 0 else (245, 238, 222), band, border_radius=6)
        size = 14 if row_h >= 22 else 12
        name = circle_label(match.state.board, row.circle, "").capitalize()  # the edge grid
        label = f"{'✓ ' if k < early else ''}{name}  ×{row.multiplier}"
        theme.draw_text(canvas, label, (x, cy), size, theme.INK, "sans", "midleft")
        sx = x + 150
        for stone in row.stones:
            _seat, colour = _seat_of(match, stone.owner)
            draw_piece(canvas, (sx + 8, cy), colour, min(8, row_h // 2 - 3))
            theme.draw_text(
                canvas,
                f"{stone.value}×{stone.factor}",
                (sx + 19, cy),
                12,
                theme.INK if stone.points else theme.INK_SOFT,
                "sans",
                "midleft",
            )
            sx += chip
        theme.draw_text(canvas, str(row.total), (band.right - 8, cy), size + 1, theme.INK, "bold", "midright")

"""A line chart of the score margin over a game: first seat minus second seat after each action.

`margins` and `plot_points` are plain arithmetic (tested without drawing); `draw_margin_chart`
paints the chart: zero line, axes with labels, the area above zero in the first seat's colour
and below it in the second's.
"""

from __future__ import annotations

import math
from typing import Sequence

import pygame

from game.core.i18n import N_, _

from . import theme


def margins(history: Sequence[Sequence[int]]) -> list[int]:
    """Player 0's lead over player 1 for each entry of `Match.score_history()`."""
    return [int(scores[0]) - int(scores[1]) for scores in history]


def value_range(values: Sequence[int]) -> tuple[int, int]:
    """A symmetric-enough range that always holds zero and never has zero height."""
    lo, hi = min(0, *values), max(0, *values)
    if lo == hi:
        return -1, 1
    return lo, hi


def plot_points(values: Sequence[int], rect: pygame.Rect) -> list[tuple[float, float]]:
    """Pixel positions of the values in `rect`: first at the left edge, last at the right."""
    return line_points(values, rect, *value_range(values))


def nice_step(span: float, most: int = 6) -> int:
    """A round tick step (1, 2, 5, 10, 20, …) giving at most `most` ticks over `span`."""
    span = max(1.0, span)
    step = 1
    while span / step > most:
        for factor in (2, 5 / 2, 2):
            step = round(step * factor)
            if span / step <= most:
                break
    return step


def _ticks(lo: int, hi: int, most: int) -> list[int]:
    step = nice_step(hi - lo, most)
    first = math.ceil(lo / step) * step
    return list(range(first, hi + 1, step))


def draw_margin_chart(
    surface: pygame.Surface,
    rect,
    values: Sequence[int],
    *,
    above_colour=(236, 230, 214),
    below_colour=(48, 44, 44),
    above_label: str = N_("White ahead"),
    below_label: str = N_("Black ahead"),
    x_label: str = N_("actions"),
) -> None:
    """Draws the margin line in `rect` (axes and labels included) from at least one value."""
    rect = pygame.Rect(rect)
    if not values:
        values = [0]
    plot = pygame.Rect(rect.x + 44, rect.y + 10, rect.w - 56, rect.h - 46)
    pygame.draw.rect(surface, (250, 246, 236), plot)
    # a band at the top and one at the bottom stay free of the line, for "▲ … ahead" and
    # "▼ … ahead": neither touches the zero line or the line, which keeps off the frame
    data_lo, data_hi = value_range(values)
    lo, hi = padded_range(data_lo, data_hi, plot.h, LABEL_BAND)
    zero_y = plot.bottom - (0 - lo) * plot.h / (hi - lo)
    points = line_points(values, plot, lo, hi)

    # Area: one vertical stroke per pixel column, coloured by the sign of the margin there, so
    # a crossing of the zero line splits the fill exactly where the line crosses it.
    if len(points) > 1:
        for px in range(plot.x, plot.right):
            t = (px - plot.x) / plot.w * (len(values) - 1)
            i = min(int(t), len(values) - 2)
            v = values[i] + (values[i + 1] - values[i]) * (t - i)
            y = plot.bottom - (v - lo) * plot.h / (hi - lo)
            if abs(y - zero_y) >= 0.5:
                colour = (
                    _mix(above_colour, (250, 246, 236), 0.35) if v > 0 else _mix(below_colour, (250, 246, 236), 0.55)
                )
                pygame.draw.line(surface, colour, (px, zero_y), (px, y))

    for tick in _ticks(data_lo, data_hi, 5):
        y = plot.bottom - (tick - lo) * plot.h / (hi - lo)
        pygame.draw.line(surface, (226, 218, 200), (plot.x, y), (plot.right, y))
        theme.draw_text(surface, f"{tick:+d}" if tick else "0", (plot.x - 6, y), 12, theme.INK_SOFT, "sans", "midright")
    pygame.draw.line(surface, theme.INK_SOFT, (plot.x, zero_y), (plot.right, zero_y), 2)

    _x_axis(surface, plot, rect, len(values), x_label)

    if len(points) > 1:
        pygame.draw.aalines(surface, theme.INK, False, points)
        pygame.draw.lines(surface, theme.INK, False, points, 2)
    end = points[-1]
    pygame.draw.circle(surface, theme.ACCENT_DARK, end, 4)
    pygame.draw.rect(surface, theme.INK_SOFT, plot, 1)
    theme.draw_text(surface, f"▲ {_(above_label)}", (plot.x + 6, plot.y + 4), 12, theme.INK_SOFT)
    theme.draw_text(
        surface, f"▼ {_(below_label)}", (plot.x + 6, plot.bottom - 4), 12, theme.INK_SOFT, "sans", "bottomleft"
    )


#: Pixels at the top and the bottom of a plot kept free of lines: the margin chart's
#: "▲ … ahead" / "▼ … ahead" labels sit there, and no line touches the frame.
LABEL_BAND = 20
#: Pixels kept free above and below the score chart's lines.
EDGE_ROOM = 8


def padded_range(lo: float, hi: float, height: int, band: int) -> tuple[float, float]:
    """The value range of a plot `height` px high in which lo..hi fills all but `band` px
    at the top and at the bottom."""
    inner = max(1, height - 2 * band)
    per_px = (hi - lo) / inner if hi > lo else 1 / inner
    return lo - band * per_px, hi + band * per_px


def outline_for(colour) -> tuple[int, int, int]:
    """The edge drawn around a line of `colour`: a darker shade of it, or nearly black for a
    light colour (white, yellow) that would vanish on the cream chart."""
    r, g, b = colour[:3]
    if 0.299 * r + 0.587 * g + 0.114 * b > 160:
        return (58, 52, 46)
    return _mix(colour, (0, 0, 0), 0.35)


def _mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


# --- one line per player (any number of players) -------------------------------------------


def score_lines(history: Sequence[Sequence[int]]) -> list[list[int]]:
    """Per player, their score after each entry of `Match.score_history()` (one list each)."""
    if not history:
        return []
    return [[int(scores[p]) for scores in history] for p in range(len(history[0]))]


def line_points(values: Sequence[int], rect: pygame.Rect, lo: float, hi: float) -> list[tuple[float, float]]:
    """Pixel positions of one player's scores in `rect`, on the shared range lo..hi."""
    n = len(values)
    span_x = rect.w / (n - 1) if n > 1 else 0
    x0 = rect.x if n > 1 else rect.centerx
    height = (hi - lo) or 1
    return [(x0 + i * span_x, rect.bottom - (v - lo) * rect.h / height) for i, v in enumerate(values)]


def _x_axis(surface, plot: pygame.Rect, rect: pygame.Rect, n: int, x_label: str) -> None:
    """Ticks for n values along the plot's bottom (value k at the k-th of n even steps) and
    the axis label at the bottom of `rect`."""
    for tick in _ticks(0, n - 1, 8):
        x = plot.x + (tick / (n - 1) * plot.w if n > 1 else plot.w / 2)
        pygame.draw.line(surface, theme.INK_SOFT, (x, plot.bottom), (x, plot.bottom + 4))
        theme.draw_text(surface, str(tick), (x, plot.bottom + 5), 12, theme.INK_SOFT, "sans", "midtop")
    theme.draw_text(surface, _(x_label), (plot.centerx, rect.bottom - 2), 13, theme.INK_SOFT, "sans", "midbottom")


def draw_score_chart(
    surface: pygame.Surface,
    rect,
    lines: Sequence[Sequence[int]],
    *,
    colours: Sequence[tuple[int, int, int]],
    labels: Sequence[str],
    x_label: str = N_("actions"),
) -> None:
    """Draws every player's score over the game as a line in their colour, each ending in a
    disc with the player's label and final score (so colour is not the only sign), with axes
    and ticks. Labels may reach 20 px beyond `rect`'s right edge."""
    rect = pygame.Rect(rect)
    lines = [list(v) or [0] for v in lines] or [[0]]
    plot = pygame.Rect(rect.x + 40, rect.y + 10, rect.w - 150, rect.h - 46)
    pygame.draw.rect(surface, (250, 246, 236), plot)
    data_lo = min(0, *(min(v) for v in lines))
    data_hi = max(1, *(max(v) for v in lines))
    lo, hi = padded_range(data_lo, data_hi, plot.h, EDGE_ROOM)
    for tick in _ticks(data_lo, data_hi, 5):
        y = plot.bottom - (tick - lo) * plot.h / (hi - lo)
        pygame.draw.line(surface, (226, 218, 200), (plot.x, y), (plot.right, y))
        theme.draw_text(surface, str(tick), (plot.x - 6, y), 12, theme.INK_SOFT, "sans", "midright")
    _x_axis(surface, plot, rect, max(len(v) for v in lines), x_label)
    ends = []
    for values, colour in zip(lines, colours):
        points = line_points(values, plot, lo, hi)
        if len(points) > 1:
            pygame.draw.lines(surface, outline_for(colour), False, points, 4)
            pygame.draw.lines(surface, colour, False, points, 2)
        ends.append(points[-1])
    pygame.draw.rect(surface, theme.INK_SOFT, plot, 1)
    # labels at the right edge, pushed apart so that equal scores stay readable
    order = sorted(range(len(ends)), key=lambda k: ends[k][1])
    last_y = -1e9
    for k in order:
        y = max(ends[k][1], last_y + 18)
        last_y = y
        colour = colours[k]
        pygame.draw.circle(surface, colour, (round(ends[k][0]), round(ends[k][1])), 5)
        pygame.draw.circle(surface, theme.INK, (round(ends[k][0]), round(ends[k][1])), 5, 1)
        # "name: score", the name shortened with "…" so that the score always shows
        score = f": {lines[k][-1]}"
        room = rect.right + 20 - (plot.right + 8) - theme.font(13, "bold").size(score)[0]
        size, name = theme.fit_line(labels[k], 13, room, smallest=12)
        theme.draw_text(surface, name + score, (plot.right + 8, y), size, theme.INK, "bold", "midleft")

"""The results panel of Dolmen and Die Dolmengötter: per player the marker, the stack points
and the tie-break; then every circle with a dolmen, its stack from the top with each stone's
owner, value × factor = points.

Draws a game.dolmen.view.breakdown.Breakdown; colours and names come from the match's seats.
Two shapes: beside the score chart (a body rect wider than NARROW_BELOW: the players' sums
keep left of the chart), or on its own in a narrower rect (the results screen of a narrow
window, about 860 × 440, no chart): then the sums spread over the whole width, every text is
14 px or more, and the circles' rows shrink their chips to fit.
"""

from __future__ import annotations

from typing import cast

import pygame

from game.core.i18n import N_, _, pgettext
from game.core.match import Match
from game.dolmen import speech
from game.dolmen.places import circle_corner, circle_title, place_label
from game.dolmen.rules.state import DolmenState
from game.ui import names, theme
from game.ui.results import draw_sum_cells

from .breakdown import Breakdown, breakdown

SHAPE_LETTER = {"octagon": "8", "hexagon": "6", "square": "4"}
#: A body rect narrower than this has no chart beside it (the narrow results screen).
NARROW_BELOW = 1000
SMALLEST = 14  # the smallest text of the narrow panel, and of the players' names
NAME_SIZE = 16  # the players' names at most: all at one size (names.one_size)


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
        """The sums, then the circles, within `rect` (see the module docstring)."""
        if rect.w < NARROW_BELOW:
            clip = canvas.get_clip()
            canvas.set_clip(rect.clip(clip) if clip else rect)
            try:
                draw_players(canvas, self.tally, self.match, pygame.Rect(rect.x + 10, rect.y, rect.w - 10, 160), True)
                top = rect.y + _players_height(len(self.tally.players)) + 10
                draw_circles(canvas, self.tally, self.match, pygame.Rect(rect.x, top, rect.w, rect.bottom - top), True)
            finally:
                canvas.set_clip(clip)
            return
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
    theme.draw_text(canvas, colour.letter, centre, theme.letter_size(colour.letter, max(9, r)), ink, "bold", "center")


def _players_height(n: int) -> int:
    """The narrow panel's sums: the heading and n rows."""
    return 21 + n * _player_step(n, True)


def _player_step(n: int, narrow: bool) -> int:
    if narrow:
        return 26 if n > 4 else 30
    return 27 if n > 4 else 31


#: The columns' headings (English, translated where drawn).
START, SKIPS, STACKS, TOTAL, STONES_LEFT = N_("start"), N_("− skips"), N_("+ stacks"), N_("= total"), N_("stones left")
CIRCLES, AT_END, BUILT = N_("+ circles"), N_("+ at end"), N_("built")
#: The narrow panel's columns (right edges from the rect's left), spread over ~850 px.
NARROW_COLUMNS = ((START, 430), (SKIPS, 530), (STACKS, 630), (TOTAL, 730), (STONES_LEFT, 840))
NARROW_BUILT_COLUMNS = (
    (START, 380),
    (SKIPS, 470),
    (CIRCLES, 570),
    (AT_END, 660),
    (TOTAL, 750),
    (BUILT, 840),
)


def draw_players(canvas, tally, match: Match, rect: pygame.Rect, narrow: bool = False) -> None:
    """One row per player, best first, one number per column so that each sum reads left to
    right: start marker, − skips, + stack points, = total, then the tie-break (Dolmen:
    dolmen stones left; Die Dolmengötter: + circles scored when completed before the stacks
    standing at the end, and dolmens built). Every name at one size, 16 px down to 14, a
    name too long for that shortened at whole words with "…" (names.one_size). `narrow`:
    the columns spread over a wider rect (scaled to its width), headings of 14 px."""
    if narrow:
        spread = min(1.0, (rect.w - 10) / 840)
        chosen = NARROW_BUILT_COLUMNS if tally.most_built else NARROW_COLUMNS
        columns = tuple((title, round(right * spread)) for title, right in chosen)
        ranked = sorted(
            tally.players,
            key=(lambda t: (-t.total, -t.dolmens_built, t.player))
            if tally.most_built
            else (lambda t: (-t.total, t.dolmens_left, t.player)),
        )
    elif tally.most_built:
        columns = (
            (START, 246),
            (SKIPS, 314),
            (CIRCLES, 396),
            (AT_END, 470),
            (TOTAL, 532),
            (BUILT, 606),
        )
        ranked = sorted(tally.players, key=lambda t: (-t.total, -t.dolmens_built, t.player))
    else:
        columns = ((START, 246), (SKIPS, 314), (STACKS, 396), (TOTAL, 470), (STONES_LEFT, 590))
        ranked = sorted(tally.players, key=lambda t: (-t.total, t.dolmens_left, t.player))
    head = theme.INK_SOFT
    name_x = rect.x + 30
    y = rect.y
    heading = SMALLEST if narrow else 13
    theme.draw_text(canvas, _("Player"), (name_x, y), heading, head, "bold")
    for title, right in columns:
        theme.draw_text(canvas, _(title), (rect.x + right, y), heading, head, "bold", "topright")
    y += 21 if narrow else 19
    step = _player_step(len(ranked), narrow)
    rooms = [rect.x + columns[0][1] - 44 - name_x - (22 if t.player in tally.winners else 0) for t in ranked]
    names_shown = [speech.who(match.seats[t.player].name) for t in ranked]
    size = names.one_size(zip(names_shown, rooms), NAME_SIZE, SMALLEST)
    for k, total in enumerate(ranked):
        band = pygame.Rect(rect.x - 10, y, rect.w + 10, step - 3)
        won = total.player in tally.winners
        fill = (246, 228, 178) if won else ((236, 226, 204) if k % 2 == 0 else (244, 236, 218))
        pygame.draw.rect(canvas, fill, band, border_radius=8)
        cy = band.centery
        seat, colour = _seat_of(match, total.player)
        draw_piece(canvas, (rect.x + 10, cy), colour, 9)
        name = names.shortened(speech.who(seat.name), size, rooms[k])
        shown = theme.draw_text(canvas, name, (name_x, cy), size, theme.INK, "bold", "midleft")
        if won:
            theme.draw_text(canvas, "★", (shown.right + 6, cy), 16, theme.ACCENT_DARK, "bold", "midleft")
        cells: tuple[str, ...]
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


def draw_circles(canvas, tally, match: Match, rect: pygame.Rect, narrow: bool = False) -> None:
    """Every circle with a dolmen, in two columns: name and multiplier, then the stack from
    the top, each stone as its owner's disc with value × factor, and the circle's points.
    `narrow`: text of 14 px, the title wrapped to the rect, the chips as wide as the
    columns leave room for."""
    rows = tuple(tally.completed) + tuple(tally.rows)
    early = len(tally.completed)
    if tally.most_built:
        title = _(
            "Dolmens, scored from the top (value × factor = points): "
            "✓ scored when the circle was completed, then the stacks standing at the end"
        )
    else:
        title = _("Dolmens, scored from the top (value × factor = points)")
    if narrow:
        lines = theme.wrap(title, SMALLEST, rect.w, "bold")[:2]
        for k, line in enumerate(lines):
            theme.draw_text(canvas, line, (rect.x, rect.y + 18 * k), SMALLEST, theme.INK_SOFT, "bold")
        top = rect.y + 18 * len(lines) + 4
    else:
        theme.draw_text(canvas, title, (rect.x, rect.y), 13, theme.INK_SOFT, "bold")
        top = rect.y + 22
    if not rows:
        theme.draw_text(canvas, _("No dolmen was raised in this game."), (rect.x, top + 4), 16, theme.INK_SOFT)
        return
    if narrow:
        _narrow_circles(canvas, match, rows, early, pygame.Rect(rect.x, top, rect.w, rect.bottom - top))
        return
    per_column = max(1, -(-len(rows) // 2))
    row_h = min(26, (rect.bottom - top) // per_column)
    col_w = rect.w // 2
    chip = 54
    size = 14 if row_h >= 22 else 12
    board = cast(DolmenState, match.state).board
    labels = [
        f"{'✓ ' if k < early else ''}{circle_title(board, row.circle)}  ×{row.multiplier}" for k, row in enumerate(rows)
    ]
    chips_at = chips_x(labels, size)
    for k, (row, label) in enumerate(zip(rows, labels)):
        x = rect.x + (k // per_column) * col_w
        y = top + (k % per_column) * row_h
        cy = y + row_h // 2
        band = pygame.Rect(x - 6, y + 1, col_w - 12, row_h - 2)
        pygame.draw.rect(canvas, (238, 228, 206) if k % 2 == 0 else (245, 238, 222), band, border_radius=6)
        theme.draw_text(canvas, label, (x, cy), size, theme.INK, "sans", "midleft")
        sx = x + chips_at
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


def chips_x(labels: list[str], size: int) -> int:
    """How far right of a wide row's start its stones begin: 150 px, or past the longest
    label (a completed circle's "✓ Hexagon at G9  ×4") so that no label runs into them."""
    font = theme.text_font(size)
    return max(150, max(font.size(label)[0] for label in labels) + 12)


def short_name(board, circle: int) -> str:
    """A circle's name shortened for two narrow columns: "Oct F6"."""
    shape = board.circles[circle].shape
    place = place_label(board, circle_corner(board, circle))
    if shape == "octagon":
        return pgettext("a circle's short name", "Oct {place}").format(place=place)
    if shape == "hexagon":
        return pgettext("a circle's short name", "Hex {place}").format(place=place)
    if shape == "square":
        return pgettext("a circle's short name", "Sq {place}").format(place=place)
    return f"{shape} {place}"


def _narrow_circles(canvas, match: Match, rows, early: int, rect: pygame.Rect) -> None:
    """The circles' rows in `rect` with text of 14 px: one column while the rows fit 20 px
    each, else two, with the shapes shortened ("Oct F6 ×5"); the stones' chips as wide as
    the longest stack leaves room for."""
    board = cast(DolmenState, match.state).board
    columns = 1 if len(rows) * 20 <= rect.h else 2
    per_column = max(1, -(-len(rows) // columns))
    row_h = min(26, rect.h // per_column)
    col_w = rect.w // columns
    font = theme.text_font(SMALLEST)
    labels = []
    for k, row in enumerate(rows):
        name = circle_title(board, row.circle)  # "Octagon at C3", as the board's edges name it
        if columns > 1:
            name = short_name(board, row.circle)
        labels.append(f"{'✓ ' if k < early else ''}{name}  ×{row.multiplier}")
    label_w = max(font.size(label)[0] for label in labels) + 10
    most = max(len(row.stones) for row in rows)
    r = max(4, min(8 if columns == 1 else 6, row_h // 2 - 3))
    chip = max(2 * r + font.size("4×6")[0] + 5, min(60, (col_w - 12 - label_w - 46) // max(1, most)))
    for k, (row, label) in enumerate(zip(rows, labels)):
        x = rect.x + (k // per_column) * col_w
        y = rect.y + (k % per_column) * row_h
        cy = y + row_h // 2
        band = pygame.Rect(x, y + 1, col_w - 12, row_h - 2)
        pygame.draw.rect(canvas, (238, 228, 206) if k % 2 == 0 else (245, 238, 222), band, border_radius=6)
        theme.draw_text(canvas, label, (x + 6, cy), SMALLEST, theme.INK, "sans", "midleft")
        sx = x + 6 + label_w
        for stone in row.stones:
            _seat, colour = _seat_of(match, stone.owner)
            draw_piece(canvas, (sx + r, cy), colour, r)
            ink = theme.INK if stone.points else theme.INK_SOFT
            text = f"{stone.value}×{stone.factor}"
            theme.draw_text(canvas, text, (sx + 2 * r + 3, cy), SMALLEST, ink, "sans", "midleft")
            sx += chip
        theme.draw_text(canvas, str(row.total), (band.right - 8, cy), 16, theme.INK, "bold", "midright")

"""Where the tutorial's caption panel lies over a table laid out narrow (App.narrow), and how
its caption and hint fit it (geometry only; the tutorial scene draws).

Two shapes, chosen from the table's `log_area` (the tutorial shows no game log, so where the
log would lie is free for the lesson):
- a column, where the log lies, when that is at least COLUMN_LEAST: the lines above, the
  buttons at its foot (a row of four, or two by two in a narrow column); a caption longer
  than the column holds grows it upward, no further than the log itself opens
  (`log_reach` < 0 grows the log upward by that much while the mouse is over it);
- else the strip over the table's bottom (its status line): up to four lines left of the
  buttons, which stand two by two at its right.
Everything lies within NARROW_SPAN; no text is smaller than 14 px.

In a wide window the same column is used where the table's log lies, when that is big
enough (`wide_column`), so the table's bottom (a hand, a row of the board) stays in view;
its first line is left for the step count. Else the tutorial keeps its wide strip.

A log area too short for a column but wide, a strip above the table (Tholos), holds the
panel as a band (`band`), wide or narrow: the lines beside the buttons, so that the
table's own status line at its bottom stays in view.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme
from ..scene import NARROW_SPAN

#: The bottom strip, and the buttons two by two at its right (Back Replay / Next Leave).
STRIP = pygame.Rect(NARROW_SPAN[0] + 12, 636, NARROW_SPAN[1] - NARROW_SPAN[0] - 24, 78)
STRIP_BUTTONS = pygame.Rect(STRIP.right - 12 - 174, STRIP.y + 7, 174, 64)
#: The least log area (width, height) that holds the panel as a column.
COLUMN_LEAST = (280, 160)
#: The caption's sizes, largest first, each with its line step.
STEPS = {17: 22, 15: 20, 14: 17}
PAD = 8  # between the panel's edge, its lines and its buttons
BUTTON_H = 30


@dataclass(frozen=True)
class Frame:
    """The panel's place for a table layout: `panel` (before any growing), the rect its
    lines go in, and the four buttons' rects."""

    panel: pygame.Rect
    text: pygame.Rect
    buttons: tuple[pygame.Rect, ...]
    column: bool
    #: the highest y the panel may grow up to
    ceiling: int = 60
    #: a band in the log's place (`band`): it grows downward, no lower than `floor`
    band: bool = False
    floor: int = 0


def frame_for(log_area) -> Frame:
    """The caption panel's place over a narrow table whose log lies at `log_area` (or None)."""
    if log_area is not None:
        area = pygame.Rect(log_area)
        span = pygame.Rect(NARROW_SPAN[0], 0, NARROW_SPAN[1] - NARROW_SPAN[0], theme.CANVAS_SIZE[1])
        if area.w >= COLUMN_LEAST[0] and area.h >= COLUMN_LEAST[1] and span.contains(area):
            return _column(area)
    grid = STRIP_BUTTONS
    buttons = tuple(pygame.Rect(grid.x + 90 * (k % 2), grid.y + 34 * (k // 2), 84, BUTTON_H) for k in range(4))
    text = pygame.Rect(STRIP.x + 18, STRIP.y + 4, grid.x - 20 - (STRIP.x + 18), STRIP.h - PAD)
    return Frame(pygame.Rect(STRIP), text, buttons, False)


#: The wide column's first line: the step count (and "Your move").
HEADER = 20


def wide_column(log_area, keep: list[pygame.Rect] | tuple = ()) -> Frame | None:
    """The caption panel's place over a table laid out wide: the column where its log lies at
    `log_area`, its text starting HEADER lower, starting and growing no higher than below any
    of `keep` (what the step shows or asks to click) above or in it; None when there is no
    such column at least COLUMN_LEAST on the canvas (then the wide strip over the table's
    bottom)."""
    if log_area is None:
        return None
    area = pygame.Rect(log_area)
    if not pygame.Rect((0, 0), theme.CANVAS_SIZE).contains(area):
        return None
    ceiling = 60
    for rect in keep:
        if rect.left < area.right and rect.right > area.left and rect.top < area.bottom:
            ceiling = max(ceiling, rect.bottom + PAD)
    if ceiling > area.y:
        area = pygame.Rect(area.x, ceiling, area.w, area.bottom - ceiling)
    if area.w < COLUMN_LEAST[0] or area.h < COLUMN_LEAST[1]:
        return None
    frame = _column(area)
    text = frame.text
    return Frame(
        frame.panel, pygame.Rect(text.x, text.y + HEADER, text.w, text.h - HEADER), frame.buttons, True, ceiling
    )


#: The least log area (width, height) that holds the panel as a band, and the width of the
#: band's buttons (two by two at its right, as in the strip; "Replay" at 15 px fits 84),
#: wider over the line under them where the band tells the step count ("Step 10 of 10"
#: and "chapter done" side by side).
BAND_LEAST = (480, 80)
BAND_BUTTON_W, COUNTED_BUTTON_W = 84, 100


def band(log_area, keep: list[pygame.Rect] | tuple = (), reach: int = 0, counted: bool = True) -> Frame | None:
    """The caption panel where the log lies at `log_area` when that is too short for a
    column (COLUMN_LEAST) but at least BAND_LEAST (a strip above the table): the panel fills
    the log's place, the lines on its left and the buttons two by two at its right, above
    the step count's line where `counted` (a wide window; the narrow title plate tells the
    count otherwise). A caption longer than the band holds grows it downward (`fit`), as far
    as the log itself opens (`reach` > 0) and never onto any of `keep` (what the step shows
    or asks to click) below it. None when there is no such band on the canvas, or it would
    lie on any of `keep`."""
    if log_area is None:
        return None
    area = pygame.Rect(log_area)
    if not pygame.Rect((0, 0), theme.CANVAS_SIZE).contains(area):
        return None
    if area.w < BAND_LEAST[0] or area.h < BAND_LEAST[1] or area.h >= COLUMN_LEAST[1]:
        return None
    if any(rect.colliderect(area) for rect in keep):
        return None
    floor = area.bottom + max(0, reach)
    for rect in keep:
        if rect.left < area.right and rect.right > area.left and rect.top >= area.bottom:
            floor = min(floor, rect.top - PAD)
    bw = COUNTED_BUTTON_W if counted else BAND_BUTTON_W
    grid = pygame.Rect(area.right - 12 - (2 * bw + 6), area.y + PAD, 2 * bw + 6, 2 * BUTTON_H + 4)
    if not counted:
        grid.centery = area.centery
    buttons = tuple(
        pygame.Rect(grid.x + (k % 2) * (bw + 6), grid.y + (k // 2) * (BUTTON_H + 4), bw, BUTTON_H) for k in range(4)
    )
    text = pygame.Rect(area.x + 18, area.y + 6, grid.x - 20 - (area.x + 18), area.h - 12)
    return Frame(pygame.Rect(area), text, buttons, False, band=True, floor=max(area.bottom, floor))


def _column(area: pygame.Rect) -> Frame:
    inner = area.inflate(-24, 0)
    if inner.w >= 4 * 76 + 3 * 6:  # a row of four
        w = (inner.w - 18) // 4
        top = area.bottom - PAD - BUTTON_H
        buttons = tuple(pygame.Rect(inner.x + k * (w + 6), top, w, BUTTON_H) for k in range(4))
    else:  # two by two
        w = (inner.w - 6) // 2
        top = area.bottom - PAD - 2 * BUTTON_H - 4
        buttons = tuple(
            pygame.Rect(inner.x + (k % 2) * (w + 6), top + (k // 2) * (BUTTON_H + 4), w, BUTTON_H) for k in range(4)
        )
    text = pygame.Rect(area.x + 18, area.y + PAD, area.w - 36, top - PAD - (area.y + PAD))
    return Frame(pygame.Rect(area), text, buttons, True)


@dataclass(frozen=True)
class Caption:
    """A step's caption in its panel: the panel (grown for it), the rect its lines fill,
    the font size, the line step, and the caption's and the hint's lines."""

    panel: pygame.Rect
    text: pygame.Rect
    size: int
    step: int
    lines: list[str]
    hints: list[str]


def fit(caption: str, hint: str, frame: Frame, reach: int = 0) -> Caption:
    """The caption and hint in `frame`: at the largest of STEPS whose lines fit its text
    rect, else at 14 px, a column grown upward by what is missing (at most -`reach`)."""
    text = frame.text
    for size, step in STEPS.items():
        lines = theme.wrap(caption, size, text.w)
        hints = theme.wrap(hint, size, text.w, "bold") if hint else []
        if step * (len(lines) + len(hints)) <= text.h:
            break
    panel = pygame.Rect(frame.panel)
    missing = step * (len(lines) + len(hints)) - text.h
    if frame.column and missing > 0:
        grow = min(missing, max(0, -reach), max(0, panel.y - frame.ceiling))
        panel.y -= grow
        panel.h += grow
        text = pygame.Rect(text.x, text.y - grow, text.w, text.h + grow)
    elif frame.band and missing > 0:  # downward, over the table as the log grows
        grow = min(missing, max(0, frame.floor - panel.bottom))
        panel.h += grow
        text = pygame.Rect(text.x, text.y, text.w, text.h + grow)
    return Caption(panel, text, size, step, lines, hints)


def fits(caption: Caption) -> bool:
    """True when all of the caption's and the hint's lines fit its text rect."""
    return caption.step * (len(caption.lines) + len(caption.hints)) <= caption.text.h


__all__ = [
    "BAND_LEAST",
    "HEADER",
    "STRIP",
    "STRIP_BUTTONS",
    "STEPS",
    "Caption",
    "Frame",
    "band",
    "fit",
    "fits",
    "frame_for",
    "wide_column",
]

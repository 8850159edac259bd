"""The top right corner every table keeps free: where the play scene's buttons (Hint, Why?, Rules,
Undo, Menu) stand, in a row at the top right of the columns shown. The screens over a table
that need a place covering nothing of it (the hidden results' bar) take this one."""

from __future__ import annotations

from typing import Sequence

import pygame

from game.core.i18n import N_, _

from . import theme
from .scene import NARROW_SPAN

#: The play scene's buttons at the top right: how many, their top and height.
BUTTONS, TOP, HEIGHT = 5, 12, 40
#: The room beside a corner button's label (its buttons are narrow: game.ui.widgets.Button.pad).
PAD = 10


#: The smallest size a corner button's label is drawn at (its Button's `smallest`).
LABEL_PX = 13


def corner_buttons(narrow: bool, count: int = BUTTONS, labels: Sequence[str] = ()) -> list[pygame.Rect]:
    """The rects of `count` buttons in the corner, left to right: 64 wide with 4 between,
    20 from the canvas's right edge; in a narrow layout 58 wide, 12 from NARROW_SPAN's right.
    When a label of `labels` (as shown, translated) would not fit that width even at
    LABEL_PX, each button is as wide as its label needs (German "Rückgängig" beside "Tipp"),
    the row's spare room shared out, or, where the labels need more than the row, the row
    reaching further left."""
    width, gap, right = (58, 4, NARROW_SPAN[1] - 12) if narrow else (64, 4, theme.CANVAS_SIZE[0] - 20)
    left = right - count * width - (count - 1) * gap
    # measured at the size small text may be raised to in a small window (theme), so that
    # the label fits however the window scales it
    font = theme.font(max(LABEL_PX, theme.LARGEST_RAISE), "bold")
    needs = [font.size(label)[0] + 6 for label in labels]
    if len(needs) != count or max(needs) <= width:
        return [pygame.Rect(left + k * (width + gap), TOP, width, HEIGHT) for k in range(count)]
    room = count * width
    spare = room - sum(needs)
    # each button as wide as its label needs; the spare room shared out, or (a row of long
    # labels in a narrow window) the row reaching further left by what it lacks
    widths = [need + max(0, spare) // count for need in needs]
    widths[-1] += max(0, spare) - max(0, spare) // count * count
    left = right - sum(widths) - (count - 1) * gap
    rects, x = [], left
    for w in widths:
        rects.append(pygame.Rect(x, TOP, w, HEIGHT))
        x += w + gap
    return rects


#: The play scene's buttons, left to right (English: translated where shown).
LABELS = (N_("Hint"), N_("Why?"), N_("Rules"), N_("Undo"), N_("Menu"))


def corner(narrow: bool) -> pygame.Rect:
    """The whole corner: the rect the play scene's row of buttons fills (its five buttons,
    labelled in the language shown)."""
    rects = corner_buttons(narrow, len(LABELS), [_(label) for label in LABELS])
    return rects[0].unionall(rects[1:])

"""The top right corner every table keeps free: where the play scene's buttons (Hint, Why?, Rules,
Undo, Menu) stand, in a row at the top right of the columns shown. The screens over a table
that need a place covering nothing of it (the hidden results' bar) take this one."""

from __future__ import annotations

import pygame

from . import theme
from .scene import NARROW_SPAN

#: The play scene's buttons at the top right: how many, their top and height.
BUTTONS, TOP, HEIGHT = 5, 12, 40
#: The room beside a corner button's label (its buttons are narrow: game.ui.widgets.Button.pad).
PAD = 10


def corner_buttons(narrow: bool, count: int = BUTTONS) -> list[pygame.Rect]:
    """The rects of `count` buttons in the corner, left to right: 64 wide with 4 between,
    20 from the canvas's right edge; in a narrow layout 58 wide, 12 from NARROW_SPAN's right."""
    width, gap, right = (58, 4, NARROW_SPAN[1] - 12) if narrow else (64, 4, theme.CANVAS_SIZE[0] - 20)
    left = right - count * width - (count - 1) * gap
    return [pygame.Rect(left + k * (width + gap), TOP, width, HEIGHT) for k in range(count)]


def corner(narrow: bool) -> pygame.Rect:
    """The whole corner: the rect the play scene's row of buttons fills."""
    rects = corner_buttons(narrow)
    return rects[0].unionall(rects[1:])

"""Texts of one role on one screen share one type size: the menu's game descriptions, the
chapter titles of a list. Each function finds the largest size at which *all* of a role's
texts fit their room, so no text is ever shrunk alone."""

from __future__ import annotations

from typing import Sequence

from . import theme


def one_line_size(texts: Sequence[tuple[str, int]], largest: int, smallest: int, style: str = "sans") -> int | None:
    """The largest size from `largest` down to `smallest` at which every (text, width) of
    `texts` fits its width on one line; None when even `smallest` leaves one too wide."""
    for size in range(largest, smallest - 1, -1):
        font = theme.text_font(size, style)
        if all(font.size(theme.shorten(text))[0] <= width for text, width in texts):
            return size
    return None


def wrapped_size(texts: Sequence[tuple[str, int, int]], largest: int, smallest: int, style: str = "sans") -> int | None:
    """The largest size from `largest` down to `smallest` at which every (text, width,
    height) of `texts`, wrapped to its width, fits its height (its lines at the font's line
    height); None when even `smallest` leaves one too long."""
    for size in range(largest, smallest - 1, -1):
        step = theme.text_font(size, style).get_linesize()
        if all(len(theme.wrap(text, size, width, style)) * step <= height for text, width, height in texts):
            return size
    return None

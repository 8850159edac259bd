"""Player names where a table has little room: one type size for every name of one role (the
player cards, the results' rows), and a name too long for its room shortened at that size
to its first whole words and "…".

Contract: `one_size` gives the largest size at which every name shows whole, or where it
cannot, in whole words and "…" (`shortened`); a name whose first word alone is too long
never shrinks the others, and is cut inside that word at their size. The whole name then
shows elsewhere (the card's tooltip, the header pill).
"""

from __future__ import annotations

from typing import Iterable

import pygame

from game.ui import drawn, theme
from game.ui.tooltip import Tips, draw_tip


def whole_at(name: str, largest: int, smallest: int, room: int, style: str = "bold") -> int | None:
    """The largest size from `largest` down to `smallest` at which `name` fits `room` px, or
    None where it fits at none."""
    return next((s for s in range(largest, smallest - 1, -1) if theme.text_font(s, style).size(name)[0] <= room), None)


def best_size(name: str, largest: int, smallest: int, room: int, style: str = "bold") -> int | None:
    """The largest size from `largest` down to `smallest` at which `name` fits `room` px
    whole, else in whole words (in_whole_words); None where it fits at none."""
    whole = whole_at(name, largest, smallest, room, style)
    if whole is not None:
        return whole
    sizes = range(largest, smallest - 1, -1)
    return next((s for s in sizes if in_whole_words(name, s, room, style) is not None), None)


def one_size(names_in_rooms: Iterable[tuple[str, int]], largest: int, smallest: int, style: str = "bold") -> int:
    """The size for every name of one role: the largest from `largest` down to `smallest` at
    which each name shows whole, or in whole words where it cannot show whole (best_size);
    a name whose first word alone is too long at `smallest` counts for nothing (`largest`
    when no name counts)."""
    sizes = [best_size(name, largest, smallest, room, style) for name, room in names_in_rooms]
    return min((s for s in sizes if s is not None), default=largest)


def in_whole_words(name: str, size: int, room: int, style: str = "bold") -> str | None:
    """`name` as it fits `room` px at `size` without cutting a word: whole, else its first
    whole words and "…"; None where even its first word does not fit."""
    font = theme.text_font(size, style)
    if font.size(name)[0] <= room:
        return name
    words = name.split()
    for k in range(len(words) - 1, 0, -1):
        start = " ".join(words[:k]) + "…"
        if font.size(start)[0] <= room:
            return start
    return None


def in_two_lines(name: str, size: int, room: int, style: str = "bold") -> list[str] | None:
    """`name` on two lines of at most `room` px at `size`, broken between its words (as many
    words on the first line as fit); None where no break between words fits."""
    font = theme.text_font(size, style)
    words = name.split()
    for cut in range(len(words) - 1, 0, -1):
        first, second = " ".join(words[:cut]), " ".join(words[cut:])
        if font.size(first)[0] <= room and font.size(second)[0] <= room:
            return [first, second]
    return None


def shortened(name: str, size: int, room: int, style: str = "bold") -> str:
    """`name` as it fits `room` px at `size`: in whole words (in_whole_words), else (its
    first word alone too long) cut with "…" inside that word."""
    found = in_whole_words(name, size, room, style)
    return found if found is not None else theme.fit_line(name, size, room, style, smallest=size)[1]


def draw_whole(canvas, tips: Tips | None, mouse, room: pygame.Rect) -> None:
    """The whole of a name shortened on a card, in a tooltip beside it within `room`, while
    the pointer rests on it (`tips`: where names were shortened, game.ui.tooltip)."""
    place = tips.at(mouse) if tips is not None else None
    if place is None:
        return
    about, whole = place
    with drawn.overlay(canvas, room, points_at=about):
        draw_tip(canvas, whole, about, room)

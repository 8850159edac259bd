"""Player names (and the texts around them) where a table has little room: one type size for
every name of one role (the player cards, the results' rows), and a name too long for its
room shortened at that size to its first whole words and "…"; or, with `Fitted` texts, a name
fitted to one line, a name within words ("Maximili… leads: 7 points") and a text in a few
lines broken only at spaces, each saying whether it was cut, so that the table can show the
whole in a tooltip (game.ui.tooltip). theme.wrap would break a word too long for its line as
a last resort; no name is ever handed to it here.

Contract: `one_size` gives the largest size at which every name shows whole, or where it
cannot, in whole words and "…" (`shortened`); a name whose first word alone is too long
never shrinks the others, and is cut inside that word at their size. The whole name then
shows elsewhere (the card's tooltip, the header pill).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

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


def first_whole(texts: Sequence[str], size: int, room: int, style: str = "bold") -> str:
    """The first of `texts` that fits `room` px whole at `size`, else the last: a label that
    names a player, then the same label naming their colour instead of a name too long."""
    font = theme.text_font(size, style)
    return next((text for text in texts if font.size(text)[0] <= room), texts[-1])


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


# --- texts fitted to their room, saying whether they were cut ---------------------------------
@dataclass(frozen=True)
class Fitted:
    """A text fitted to its room: the font size, its lines, and whether it was cut ("…")."""

    size: int
    lines: tuple[str, ...]
    cut: bool

    @property
    def line(self) -> str:
        """The first (for a one-line fit, the only) line."""
        return self.lines[0] if self.lines else ""


def _width(text: str, size: int, style: str) -> int:
    return theme.text_font(size, style).size(text)[0]


def fit_name(name: str, size: int, width: int, style: str = "bold", smallest: int = 13) -> Fitted:
    """A name on one line within `width` px: at the largest size from `size` down to
    `smallest` that holds it whole, else at `smallest` cut with "…" (theme.fit_line)."""
    shown_size, shown = theme.fit_line(name, size, width, style, smallest)
    return Fitted(shown_size, (shown,), shown != theme.shorten(name))


def fit_names(names, size: int, widths, style: str = "bold", smallest: int = 13) -> list[Fitted]:
    """Names of one role (the two builders on the scoreboard) each on one line within its
    width (`widths`: one per name, or one for all), at one size: the largest from `size` down
    to `smallest` at which every name is whole, else `smallest`, those still too long cut
    with "…". Two names side by side never differ in size."""
    names = list(names)
    rooms = list(widths) if isinstance(widths, (list, tuple)) else [widths] * len(names)
    common = min(fit_name(n, size, w, style, smallest).size for n, w in zip(names, rooms))
    return [fit_name(n, common, w, style, common) for n, w in zip(names, rooms)]


def fit_said(
    say: Callable[[str], str], name: str, size: int, width: int, style: str = "bold", smallest: int = 13
) -> Fitted:
    """The text `say(name)` (a name within words: "Anna leads: 7 points") on one line within
    `width` px: whole at the largest size from `size` down to `smallest` that holds it, else
    at `smallest` with only the name cut ("Maximili… leads: 7 points"), so the words around it
    stay whole; where not even the name's first letter and "…" leave them room, the whole
    text is cut at its end instead."""
    whole = say(name)
    for s in range(max(size, smallest), smallest - 1, -1):
        if _width(whole, s, style) <= width:
            return Fitted(s, (whole,), False)
    for keep in range(len(name) - 1, 0, -1):
        said = say(name[:keep].rstrip() + "…")
        if _width(said, smallest, style) <= width:
            return Fitted(smallest, (said,), True)
    return fit_name(whole, smallest, width, style, smallest)


def fit_lines(text: str, size: int, width: int, style: str = "bold", smallest: int = 13, max_lines: int = 2) -> Fitted:
    """`text` in at most `max_lines` lines within `width` px, broken only at spaces: at the
    largest size from `size` down to `smallest` where every word fits its line and the lines
    are no more than `max_lines`; else at `smallest`, a word wider than a line cut with "…"
    and the last line ending in "…" when more would follow."""
    words = theme.shorten(text).split()
    for s in range(max(size, smallest), smallest - 1, -1):
        lines = _at_spaces(words, s, width, style)
        if lines is not None and len(lines) <= max_lines:
            return Fitted(s, tuple(lines), False)
    lines = []
    for word in words:
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and _width(trial, smallest, style) <= width:
            lines[-1] = trial
        else:
            lines.append(fit_name(word, smallest, width, style, smallest).line)
    if len(lines) > max_lines:
        rest = " ".join(lines[max_lines - 1 :])
        lines = lines[: max_lines - 1] + [fit_name(rest, smallest, width, style, smallest).line]
    return Fitted(smallest, tuple(lines), True)


def _at_spaces(words: list[str], size: int, width: int, style: str) -> list[str] | None:
    """The words in lines no wider than `width` at `size`, broken at spaces; None when a
    word alone is wider than a line."""
    lines: list[str] = []
    for word in words:
        if _width(word, size, style) > width:
            return None
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and _width(trial, size, style) <= width:
            lines[-1] = trial
        else:
            lines.append(word)
    return lines

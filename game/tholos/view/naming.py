"""Names and the texts around them, fitted to the room the table has, never broken inside a
word: a text shrinks (down to a floor the caller gives), wraps only at spaces, and where
even that is too long it ends in "…", with `cut` set so that the table can show the whole
text in a tooltip (game.ui.tooltip). theme.wrap would break a word too long for its line
as a last resort; no name is ever handed to it here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.ui import theme


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


__all__ = ["Fitted", "fit_lines", "fit_name", "fit_said"]

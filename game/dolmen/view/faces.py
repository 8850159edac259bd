"""What a dolmen stack shows face up: the values the viewer may see, and which of them the
board can draw where they are read.

A slab's value is written on its top face, and the slab above it covers that face whole
(only the lower slabs' sides show, a few pixels high). So the board writes a value on the top
slab of a stack alone; every value the viewer may see, the top one included, is listed in
the circle's card (lower_card.py) while the pointer is over the circle. A peeked own stone
below the top is marked on its side instead (art.slab, `mine`).
"""

from __future__ import annotations


def stack_values(table, c: int, peek) -> tuple[list[int], list[bool]]:
    """Per level of circle `c`'s stack (bottom up): the value the viewer may see face up
    (0 = face down: turned over by the scoring, or the viewer's own while peeking) and
    whether it is a peeked own stone. `peek` is painting._peeked's ((circle, level, value),
    ...)."""
    owners = table.model.stacks[c]
    h = len(owners)
    revealed = table.model.revealed[c]
    values = [revealed.get(h - 1 - i, 0) for i in range(h)]
    mine = [False] * h
    for pc, level, v in peek:
        if pc == c and level < h:
            values[level], mine[level] = v, True
    return values, mine


def written(values: list[int]) -> list[int]:
    """The values the board writes on a stack's slabs (bottom up): the top slab's, and 0
    (no number) on every slab whose face the one above covers."""
    return [v if level == len(values) - 1 else 0 for level, v in enumerate(values)]

"""Names a player can find on the Die Druiden board: a field by its ring, its kind and its
clock position ("the outer ring's plant field at 3 o'clock"). Pure Python; the notation keeps
the map's own names ("o6").

The board is read as a clock face with 12 at the top: the table draws the hours 1–12 around
the outer ring. Field k of a ring sits at hour k / 2, so the even fields (the spokes at 12, 2,
4, 6, 8 and 10 o'clock among them) stand at an hour and the odd ones halfway between two
hours (the druid's feet at 1, 3, 5, 7, 9 and 11 o'clock are even fields of the inner ring).
"""

from __future__ import annotations

from .board import EMPTY, FOOT, RING_NAMES, Board

KIND_WORDS = {EMPTY: "field", "spirit": "spirit field", "plant": "plant field", FOOT: "druid's foot"}


def hour(k: int) -> int:
    """The hour 1..12 at which even field k of a 24-field ring stands (field 0: 12)."""
    return (k // 2 - 1) % 12 + 1


def clock(board: Board, index: int) -> str:
    """Where field `index` stands on the clock face: "at 3 o'clock", "between 3 and 4
    o'clock"."""
    k = board.fields[index].k * 24 // board.ring_size
    if k % 2 == 0:
        return f"at {hour(k)} o'clock"
    return f"between {hour(k - 1)} and {hour(k + 1)} o'clock"


def field_label(board: Board, index: int, article: str = "the") -> str:
    """A field as a player finds it: "the outer ring's plant field at 3 o'clock", "the inner
    ring's field between 1 and 2 o'clock"; a druid's foot needs no ring ("the druid's foot at
    1 o'clock": all six lie on the inner ring). `article` "" drops the leading "the"."""
    field = board.fields[index]
    if field.kind == FOOT:
        text = f"the druid's foot {clock(board, index)}"
    else:
        text = f"the {RING_NAMES[field.ring]} ring's {KIND_WORDS[field.kind]} {clock(board, index)}"
    return text if article else text[4:]

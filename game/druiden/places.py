"""Names a player can find on the Die Druiden board: a field by its ring, its kind and its
clock position ("the outer ring's plant field at 3 o'clock"). Pure Python; the notation keeps
the map's own names ("o6").

The board is read as a clock face with 12 at the top: the table draws the hours 1–12 around
the outer ring. Field k of a ring sits at hour k / 2, so the even fields (the spokes at 12, 2,
4, 6, 8 and 10 o'clock among them) stand at an hour and the odd ones halfway between two
hours (the druid's feet at 1, 3, 5, 7, 9 and 11 o'clock are even fields of the inner ring).

A field's name is a message for each grammatical case a sentence puts it in (German declines
its article: "das Pflanzenfeld", "dem Pflanzenfeld", "den Drudenfuß"): `case` is "nominative"
(the subject), "accusative" (an object, after "onto") or "dative" (after "from", "on").
"""

from __future__ import annotations

from typing import Callable

from game.core.i18n import pgettext

from .board import EMPTY, FOOT, PLANT, SPIRIT, Board

#: The English words of each kind of field (the notation's and the map's; never shown).
KIND_WORDS = {EMPTY: "field", "spirit": "spirit field", "plant": "plant field", FOOT: "druid's foot"}

#: A ring as the owner of its field ("the outer ring's"), by ring.
RING_OWNERS: tuple[Callable[[], str], ...] = (
    lambda: pgettext("a field's ring", "the inner ring's"),
    lambda: pgettext("a field's ring", "the middle ring's"),
    lambda: pgettext("a field's ring", "the outer ring's"),
)

#: A field's name by (case, kind): "{ring}" is the ring as its owner, "{clock}" where it stands.
_LABELS: dict[tuple[str, str], Callable[[], str]] = {
    ("nominative", EMPTY): lambda: pgettext("field, nominative", "{ring} field {clock}"),
    ("nominative", SPIRIT): lambda: pgettext("field, nominative", "{ring} spirit field {clock}"),
    ("nominative", PLANT): lambda: pgettext("field, nominative", "{ring} plant field {clock}"),
    ("nominative", FOOT): lambda: pgettext("field, nominative", "the druid's foot {clock}"),
    ("accusative", EMPTY): lambda: pgettext("field, accusative", "{ring} field {clock}"),
    ("accusative", SPIRIT): lambda: pgettext("field, accusative", "{ring} spirit field {clock}"),
    ("accusative", PLANT): lambda: pgettext("field, accusative", "{ring} plant field {clock}"),
    ("accusative", FOOT): lambda: pgettext("field, accusative", "the druid's foot {clock}"),
    ("dative", EMPTY): lambda: pgettext("field, dative", "{ring} field {clock}"),
    ("dative", SPIRIT): lambda: pgettext("field, dative", "{ring} spirit field {clock}"),
    ("dative", PLANT): lambda: pgettext("field, dative", "{ring} plant field {clock}"),
    ("dative", FOOT): lambda: pgettext("field, dative", "the druid's foot {clock}"),
}


def hour(k: int) -> int:
    """The hour 1..12 at which even field k of a 24-field ring stands (field 0: 12)."""
    return (k // 2 - 1) % 12 + 1


def clock_hours(board: Board, index: int) -> tuple[int, ...]:
    """The hour field `index` stands at, or the two hours it stands between."""
    k = board.fields[index].k * 24 // board.ring_size
    return (hour(k),) if k % 2 == 0 else (hour(k - 1), hour(k + 1))


def clock(board: Board, index: int) -> str:
    """Where field `index` stands on the clock face: "at 3 o'clock", "between 3 and 4
    o'clock"."""
    hours = clock_hours(board, index)
    if len(hours) == 1:
        return pgettext("clock position", "at {hour} o'clock").format(hour=hours[0])
    return pgettext("clock position", "between {first} and {second} o'clock").format(first=hours[0], second=hours[1])


def short_clock(board: Board, index: int) -> str:
    """Where field `index` stands, in a few letters: "3 o'clock", "3–4 o'clock"."""
    hours = clock_hours(board, index)
    if len(hours) == 1:
        return pgettext("clock position, short", "{hour} o'clock").format(hour=hours[0])
    return pgettext("clock position, short", "{first}–{second} o'clock").format(first=hours[0], second=hours[1])


def field_label(board: Board, index: int, article: str = "the", case: str = "nominative") -> str:
    """A field as a player finds it: "the outer ring's plant field at 3 o'clock", "the inner
    ring's field between 1 and 2 o'clock"; a druid's foot needs no ring ("the druid's foot at
    1 o'clock": all six lie on the inner ring). `case`: the grammatical case the sentence
    puts it in (see the module's doc). `article` "" drops the leading article."""
    field = board.fields[index]
    label = _LABELS[(case, field.kind)]()
    text = label.format(ring=RING_OWNERS[field.ring]() if field.kind != FOOT else "", clock=clock(board, index))
    return text if article else text.split(" ", 1)[-1]

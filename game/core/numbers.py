"""Whole numbers read from files (positions of saves and scenarios): bounded before they are
parsed, so no text of a hundred thousand digits is ever turned into an int. No pygame here."""

from __future__ import annotations

import re

from .files import excerpt
from .i18n import _
from .limits import NUMBER_DIGITS_MAX

_WHOLE = re.compile(r"\s*[+-]?[0-9]+\s*")


def whole_number(value: object, what: str) -> int:
    """`value` as an int: an int (not a bool), or a text of ASCII digits with an optional sign;
    at most NUMBER_DIGITS_MAX digits either way. Anything else (a float, a bool, a longer
    number, other text) raises ValueError naming `what`."""
    if isinstance(value, str) and _WHOLE.fullmatch(value):
        digits = len(value.strip().lstrip("+-"))
        if digits > NUMBER_DIGITS_MAX:
            raise ValueError(
                _("{what}: a number of {digits} digits is too large (at most {most})").format(
                    what=what, digits=digits, most=NUMBER_DIGITS_MAX
                )
            )
        return int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(_("{what}: '{value}' is not a whole number").format(what=what, value=excerpt(value)))
    if abs(value) >= 10**NUMBER_DIGITS_MAX:
        raise ValueError(
            _("{what}: {value} is too large (at most {most} digits)").format(
                what=what, value=excerpt(value), most=NUMBER_DIGITS_MAX
            )
        )
    return value

"""Reading a Dolmen position's fields (position.py and each rule set's own fields): each
helper raises ValueError naming the field."""

from __future__ import annotations

from typing import Any

from game.core.i18n import _
from game.core.numbers import whole_number


def mapping(data: dict, key: str) -> dict:
    """The mapping under `key` ({} when absent)."""
    value = data.get(key) or {}
    if not isinstance(value, dict):
        raise ValueError(_("{field} must be a mapping (see the position format)").format(field=key))
    return value


def per_player(data: dict, key: str, n: int) -> list[tuple[int, Any]]:
    """(player, value) for each entry of the per-player mapping under `key`."""
    return [(player(p, n, key), v) for p, v in mapping(data, key).items()]


def player(value, n: int, field: str) -> int:
    """`value` as a seat of a table of `n`."""
    p = whole_number(value, field)
    if not 0 <= p < n:
        raise ValueError(_("{field}: player {player} is not at a table of {n}").format(field=field, player=value, n=n))
    return p

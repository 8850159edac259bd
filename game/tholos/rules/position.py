"""Tholos positions as plain data: the scenario tool's JSON, and starting positions read back.

A starting position names where stones lie; stones not named lie in the quarry, unless the
quarry is given too, in which case the rest stay in the box (puzzles). Example:

    to_move: black
    columns: {omega: WWB, gamma: G}     # bottom to top
    workshops: {white: WG, black: ""}
    quarry: {W: 12, B: 15, G: 9}        # optional

Each colour's stones in the columns, workshops and quarry together are at most the box's
(material.MATERIAL); quarry counts are whole numbers of at most NUMBER_DIGITS_MAX digits.
"""

from __future__ import annotations

from game.core.numbers import whole_number
from game.core.protocol import BadPosition

from .material import (
    COLOUR_LETTERS,
    COLUMN_HEIGHT,
    MATERIAL,
    WORKSHOP_PLACES,
    colour_from_letter,
    site_from_name,
)
from .record import PLAYER_KEYS as _PLAYER_KEYS
from .state import PLAYER_NAMES, TholosState

_EXAMPLES = {"columns": "{omega: WWB}", "workshops": "{white: WG}", "quarry": "{W: 12, B: 15, G: 9}"}


def from_position(data: dict, seed: int = 0) -> TholosState:
    """A state from a starting position (see module doc); raises BadPosition naming the field."""
    if not isinstance(data, dict):
        raise BadPosition("a position must be a mapping")
    unknown = set(data) - {"to_move", "columns", "workshops", "quarry"}
    if unknown:
        raise BadPosition(f"unknown position field(s): {', '.join(sorted(unknown))}")
    state = TholosState(seed)
    used = [0, 0, 0]
    for name in ("columns", "workshops", "quarry"):
        if data.get(name) is not None and not isinstance(data[name], dict):
            raise BadPosition(f"{name} must be a mapping (for example {_EXAMPLES[name]})")
    try:
        to_move = str(data.get("to_move", "white")).lower()
        if to_move not in _PLAYER_KEYS:
            raise ValueError(f"to_move must be white or black, not '{to_move}'")
        state.player = _PLAYER_KEYS.index(to_move)
        for name, letters in (data.get("columns") or {}).items():
            s = site_from_name(str(name))
            stones = [colour_from_letter(ch) for ch in str(letters or "")]
            if len(stones) > COLUMN_HEIGHT:
                raise ValueError(f"column {name} has {len(stones)} stones (at most 5)")
            state.columns[s] = stones
        for who, letters in (data.get("workshops") or {}).items():
            if str(who).lower() not in _PLAYER_KEYS:
                raise ValueError(f"workshops: unknown player '{who}' (white or black)")
            shop = [0, 0, 0]
            for ch in str(letters or ""):
                shop[colour_from_letter(ch)] += 1
            if sum(shop) > WORKSHOP_PLACES:
                raise ValueError(f"the {who} workshop holds {sum(shop)} stones (at most 3)")
            state.workshops[_PLAYER_KEYS.index(str(who).lower())] = shop
        for col in state.columns:
            for c in col:
                used[c] += 1
        for shop in state.workshops:
            for c in range(3):
                used[c] += shop[c]
        if "quarry" in data:
            q = data["quarry"] or {}
            state.quarry = [whole_number(q.get(letter, 0), f"quarry {letter}") for letter in COLOUR_LETTERS]
            extra = set(map(str, q)) - set(COLOUR_LETTERS)
            if extra:
                raise ValueError(f"quarry: unknown colour(s) {', '.join(sorted(extra))}")
        else:
            state.quarry = [MATERIAL[c] - used[c] for c in range(3)]
    except (ValueError, TypeError) as exc:
        raise BadPosition(str(exc)) from None
    for c in range(3):
        name = ("white", "black", "grey")[c]
        if used[c] > MATERIAL[c]:
            raise BadPosition(f"{used[c]} {name} stones in the columns and workshops, but the box holds {MATERIAL[c]}")
        if state.quarry[c] < 0:
            raise BadPosition(f"quarry: {state.quarry[c]} {name} stones (not negative)")
        if used[c] + state.quarry[c] > MATERIAL[c]:
            raise BadPosition(
                f"{used[c] + state.quarry[c]} {name} stones in play with the quarry, but the box holds {MATERIAL[c]}"
            )
    if all(len(col) == COLUMN_HEIGHT for col in state.columns):
        raise BadPosition("all seven columns are already complete")
    return state


__all__ = ["from_position", "PLAYER_NAMES"]

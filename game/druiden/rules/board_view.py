"""Questions about where the pieces stand, shared by options.py and flow.py."""

from __future__ import annotations

from .pieces import DECISION, DRUID, SPIRIT_COUNT

FIELDS = 72  # fields 0..71; the Place of Decision is 72


def occupancy(s) -> tuple[list[int], int, int]:
    """(pieces per field, mask of fields holding a druid, mask of fields holding two).
    Cached in the state until a piece moves (flow.moved); never change the list."""
    if s._occ is not None:
        return s._occ
    count = [0] * FIELDS
    druids = full = 0
    pos = s.pos
    for f in pos[:DRUID]:
        if 0 <= f < FIELDS:
            if count[f]:
                full |= 1 << f
            count[f] += 1
    for f in pos[DRUID:]:
        if 0 <= f < FIELDS:
            druids |= 1 << f
            if count[f]:
                full |= 1 << f
            count[f] += 1
    s._occ = (count, druids, full)
    return s._occ


_FEET: dict[int, tuple[object, int]] = {}


def feet_mask(board) -> int:
    entry = _FEET.get(id(board))
    if entry is None or entry[0] is not board:
        m = 0
        for f in board.feet:
            m |= 1 << f
        entry = _FEET[id(board)] = (board, m)
    return entry[1]


def movable(s, seat: int) -> list[int]:
    """The pieces `seat` commands on the stone circles: its druid, then its spirits."""
    pos, owner = s.pos, s.owner
    out = [DRUID + seat] if 0 <= pos[DRUID + seat] < FIELDS else []
    if seat in owner:
        out += [sp for sp in range(SPIRIT_COUNT) if owner[sp] == seat and 0 <= pos[sp] < FIELDS]
    return out


def on_decision(s) -> int:
    return sum(1 for f in s.pos if f == DECISION)


def spirits_at(s, field: int) -> list[int]:
    return [sp for sp in range(SPIRIT_COUNT) if s.pos[sp] == field]


def rival_druid_on(s, field: int, seat: int) -> int:
    """The seat of a druid other than `seat`'s on `field`, or -1."""
    for p in range(s.players):
        if p != seat and s.pos[DRUID + p] == field:
            return p
    return -1

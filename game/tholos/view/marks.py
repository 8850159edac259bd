"""Which spot a Tholos decision is about (the play scene outlines it), and where the log
lies on this table."""

from __future__ import annotations

from .frame import WIDE

#: Where the log lies on the wide Tholos table: the strip above the temple, between the
#: panels; it grows over the temple while the mouse is over it (the narrow form's: frame.py).
LOG_AREA, LOG_REACH = WIDE.log_area, WIDE.log_reach


def asked_targets(table) -> list:
    """The site whose bonus is offered, while it is."""
    state = table.match.state
    return [("site", state.bonus_site)] if state.bonus_site >= 0 and not state.is_over() else []

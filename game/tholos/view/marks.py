"""Which spot a Tholos decision is about (the play scene outlines it), and where the log
lies on this table."""

from __future__ import annotations

#: Where the log lies on the Tholos table: the strip above the temple, between the panels;
#: it grows over the temple while the mouse is over it.
LOG_AREA = (276, 58, 688, 92)
LOG_REACH = 300


def asked_targets(table) -> list:
    """The site whose bonus is offered, while it is."""
    state = table.match.state
    return [("site", state.bonus_site)] if state.bonus_site >= 0 and not state.is_over() else []

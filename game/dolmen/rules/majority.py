"""Stone majorities in a circle and the dolmen placement a new stone causes (both rule sets).

A circle's history needs no memory beyond its stone counts: a circle "has had a majority"
exactly when at least two colours are present and some colour has at least two stones
(counts only grow, so the first moment that holds, one colour led strictly). See docs/rulings.md:
- initial majority: the first time two or more colours are present and one leads strictly;
  the leader (maybe not the player who placed the stone: a passive majority) places a dolmen;
- equalizing: after that, a stone lifting its colour to the highest count held by another
  colour places a dolmen UNDER the stack (this covers catching up with leaders already tied);
- later majority: a stone lifting a colour that was tied for the lead above every other
  colour places a dolmen ON TOP; a majority that only grows places nothing.
"""

from __future__ import annotations

TOP = "top"
UNDER = "under"


def has_had_majority(counts) -> bool:
    """True once the circle's stones (counts per colour) have ever shown a majority."""
    present = 0
    most = 0
    for n in counts:
        if n:
            present += 1
            if n > most:
                most = n
    return present >= 2 and most >= 2


def placement_after_stone(counts, colour: int) -> tuple[int, str] | None:
    """The dolmen placement caused in a circle by a stone of `colour` that has just been
    counted in `counts` (per colour, after the stone): (owner, TOP or UNDER) or None.
    `counts` is not changed. (Every stone asks: the counting runs in C, no loop here.)"""
    mine = counts[colour]
    others = list(counts)
    others[colour] = 0
    other_most = max(others)
    present_other = len(others) - others.count(0)
    before = mine - 1
    # Before the stone: did the circle have a majority (two colours, one with two stones)?
    present_before = present_other + (1 if before else 0)
    most_before = before if before > other_most else other_most
    if present_before < 2 or most_before < 2:
        # No majority yet: the first one arises if some colour now leads alone with two.
        if not present_other:
            return None
        if mine > other_most:
            return (colour, TOP) if mine >= 2 else None
        if mine < other_most and other_most >= 2 and others.count(other_most) == 1:
            return (others.index(other_most), TOP)  # a passive initial majority
        return None
    if before > other_most:
        return None  # a majority only grows
    if before == other_most:
        return (colour, TOP)  # was tied for the lead, now ahead: a later majority
    if mine == other_most:
        return (colour, UNDER)  # equalizes the leader(s)
    return None

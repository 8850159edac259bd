"""Scoring dolmen stacks (both rule sets) and choosing the winners by a RuleSet's tie-break."""

from __future__ import annotations

from game.dolmen.board import Circle

from .ruleset import FEWEST_LEFT, RuleSet


def stack_points(circle: Circle, stack) -> list[tuple[int, int, int, int]]:
    """(owner, value, factor, points) per stone of a stack given bottom to top, listed top
    down. The top stone takes the circle's multiplier, each stone below one less (never below
    0); a stack lower than its circle's height still starts at the full multiplier."""
    out = []
    for level, (owner, value) in enumerate(reversed(stack)):
        factor = max(circle.multiplier - level, 0)
        out.append((owner, value, factor, value * factor))
    return out


def points_by_player(circles, stacks, players: int) -> list[int]:
    """Each player's points from all stacks (values 0, unknown to a viewer, count nothing)."""
    points = [0] * players
    for circle, stack in zip(circles, stacks):
        for owner, _value, _factor, pts in stack_points(circle, stack):
            points[owner] += pts
    return points


def winners(rules: RuleSet, totals, dolmens_left, dolmens_built) -> list[int]:
    """Most points wins; a tie goes by the rule set's tie-break, then the victory is shared."""
    best = max(totals)
    tied = [p for p, t in enumerate(totals) if t == best]
    if rules.tie_break == FEWEST_LEFT:
        key = [-dolmens_left[p] for p in tied]
    else:
        key = [dolmens_built[p] for p in tied]
    top = max(key)
    return [p for p, k in zip(tied, key) if k == top]

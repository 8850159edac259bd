"""Scoring dolmen stacks (both rule sets) and choosing the winners by a tie-break."""

from __future__ import annotations

from game.dolmen.board import Circle


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


def winners(totals, tie_keys) -> list[int]:
    """Most points wins; among those tied, the highest tie key (Flow.tie_keys) wins; a tie
    that remains shares the victory. Players in ascending seat order."""
    best = max(totals)
    tied = [p for p, t in enumerate(totals) if t == best]
    top = max(tie_keys[p] for p in tied)
    return [p for p in tied if tie_keys[p] == top]

"""The final tally of a Dolmen game for the results screen (no pygame): circle by circle, each
stack from the top with every stone's owner, value, factor and points, and per player the
victory marker (5 less the skips) plus the stack points, and the tie-break.

Die Dolmengötter: the circles scored when they were completed come first (`completed`, in
the order they were scored, rebuilt from state.scored_dolmens); their points are already on
the markers (start 4 − skips + completed circles), the stacks standing at the end are added,
and a tie goes to the most dolmens built.

Every number comes from game.dolmen.rules (scoring.stack_points, the state's markers and
supplies), so the screen shows exactly what decided the game. Meant for a finished game,
where every value is turned over; on a running game hidden values read as 0.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.i18n import _, ngettext
from game.core.words import points
from game.dolmen.rules.flow import MOST_BUILT
from game.dolmen.rules.scoring import stack_points


@dataclass(frozen=True)
class StackStone:
    """One dolmen stone, `level` places from the top of its stack (0 = the top stone)."""

    level: int
    owner: int
    value: int
    factor: int
    points: int  # value × factor


@dataclass(frozen=True)
class CircleRow:
    """A circle with a dolmen: its stack top → bottom and what it gave each player."""

    circle: int
    name: str  # the board's name, e.g. "octagon 2,0"
    shape: str
    multiplier: int
    height: int  # the most stones its stack may hold
    stones: tuple[StackStone, ...]  # top → bottom
    points: tuple[int, ...]  # per player

    @property
    def total(self) -> int:
        return sum(self.points)


@dataclass(frozen=True)
class PlayerTotal:
    player: int
    start_marker: int  # where the victory marker started (5)
    skipped: int  # marker points lost to skipped stones and dolmen placements
    marker: int  # start_marker - skipped
    stack_points: int
    total: int  # marker + stack_points (the final score)
    dolmens_left: int  # dolmen stones still in front of the player (Dolmen's tie-break)
    dolmens_built: int  # (Die Dolmengötter's tie-break)
    completed_points: int = 0  # Dolmengötter: from circles scored when completed (on marker)


@dataclass(frozen=True)
class Breakdown:
    rows: tuple[CircleRow, ...]  # circles with a stack, in board order
    players: tuple[PlayerTotal, ...]
    winners: tuple[int, ...]  # one player, or several sharing the victory
    completed: tuple[CircleRow, ...] = ()  # Dolmengötter: scored when completed, in order
    most_built: bool = False  # the tie-break is most dolmens built (else fewest left)

    @property
    def is_draw(self) -> bool:
        return len(self.winners) != 1

    def reason(self) -> str:
        """Why the result is what it is: points, then fewer dolmen stones left, then shared."""
        ranked = sorted(self.players, key=lambda t: -t.total)
        best = ranked[0].total
        tied = [t for t in ranked if t.total == best]
        if len(tied) == 1:  # every player's total, best first: "83 to 52 to 40 points"
            told = str(ranked[0].total)
            for t in ranked[1:]:
                told = _("{high} to {low}").format(high=told, low=t.total)
            return _("{scores} points").format(scores=told)
        if self.most_built:
            most = max(t.dolmens_built for t in tied)
            if len(self.winners) == 1:
                others = sorted((t.dolmens_built for t in tied if t.player not in self.winners), reverse=True)
                return _("tied on {points}; more dolmens built, {most} to {other}").format(
                    points=points(best), most=most, other=others[0]
                )
            return ngettext(
                "tied on {points} and on {n} dolmen built: the victory is shared, as the sheet says",
                "tied on {points} and on {n} dolmens built: the victory is shared, as the sheet says",
                most,
            ).format(points=points(best), n=most)
        fewest = min(t.dolmens_left for t in tied)
        if len(self.winners) == 1:
            others = sorted(t.dolmens_left for t in tied if t.player not in self.winners)
            return _("tied on {points}; fewer dolmen stones left, {fewest} to {other}").format(
                points=points(best), fewest=fewest, other=others[0]
            )
        return ngettext(
            "tied on {points} and on {n} dolmen stone left: the victory is shared, as the sheet says",
            "tied on {points} and on {n} dolmen stones left: the victory is shared, as the sheet says",
            fewest,
        ).format(points=points(best), n=fewest)


def circle_row(circle, stack, players: int) -> CircleRow:
    """The row of one circle whose stack is given bottom → top as (owner, value) pairs."""
    stones = tuple(
        StackStone(level, owner, value, factor, pts)
        for level, (owner, value, factor, pts) in enumerate(stack_points(circle, stack))
    )
    points = [0] * players
    for stone in stones:
        points[stone.owner] += stone.points
    return CircleRow(circle.index, circle.name, circle.shape, circle.multiplier, circle.height, stones, tuple(points))


def breakdown(state) -> Breakdown:
    """The tally of a Dolmen state's stacks and markers (final once the game is over)."""
    n = state.players
    rows = tuple(circle_row(c, stack, n) for c, stack in zip(state.board.circles, state.stacks) if stack)
    completed = completed_rows(state)
    start = state.rules.start_marker
    totals = []
    for p in range(n):
        stacked = sum(row.points[p] for row in rows)
        early = sum(row.points[p] for row in completed)
        marker = state.markers[p]
        totals.append(
            PlayerTotal(
                p,
                start,
                start + early - marker,
                marker,
                stacked,
                marker + stacked,
                state.dolmens_left(p),
                state.built[p],
                early,
            )
        )
    winners = tuple(state.winners()) if state.is_over() else ()
    return Breakdown(rows, tuple(totals), winners, completed, state.rules.flow.tie_break == MOST_BUILT)


def completed_rows(state) -> tuple[CircleRow, ...]:
    """Die Dolmengötter: the circles scored when completed, in scoring order, each with the
    stack it had (state.scored_dolmens lists their dolmens bottom to top, circle by circle)."""
    stacks: dict[int, list] = {}
    for circle, owner, value in getattr(state, "scored_dolmens", ()):
        stacks.setdefault(circle, []).append((owner, value))
    circles = state.board.circles
    return tuple(circle_row(circles[c], stack, state.players) for c, stack in stacks.items())


__all__ = ["Breakdown", "CircleRow", "PlayerTotal", "StackStone", "breakdown", "circle_row"]

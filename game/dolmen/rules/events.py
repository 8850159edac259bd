"""What Dolmen's `apply` reports, for the table to animate (never inferred by diffing states).

`apply` returns the whole truth: DolmenPlaced names the value placed. Only its owner may see
it before scoring, so the table animates `state.visible_events(events, seat)`, in which
another player's DolmenPlaced has the value UNKNOWN (0). Scoring (at the end, when every
value is turned over; in Die Dolmengötter also when a completed circle is scored) names
values for everyone. No other event carries a secret.
Nodes and circles are board indices; players are rules seats.
Events are read-only records: nobody changes one after `apply` returned it. They are plain
slotted dataclasses, not frozen ones, because every action makes one or two and a frozen
dataclass's __init__ costs about three times as much (a random playout makes ~400).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class DruidPlaced:
    player: int
    node: int


@dataclass(slots=True)
class DruidWalked:
    """A druid's step: `path` runs from its node over any druids it hops (the bridge) to its
    destination; `gates[i]` is True when the hop path[i] → path[i+1] goes through a rune or
    corner gate (the druid leaves the board's edge and reappears opposite)."""

    player: int
    path: tuple[int, ...]
    gates: tuple[bool, ...]


@dataclass(slots=True)
class DruidRemoved:
    player: int
    node: int


@dataclass(slots=True)
class HerbsCollected:
    """Die Dolmengötter: the druid on `node` lies down on its belly instead of moving; its
    next move is a flight."""

    player: int
    node: int


@dataclass(slots=True)
class DruidFlew:
    """Die Dolmengötter: a lying druid flew from `source` to the free place `dest` (anywhere
    on the board) and stands up there."""

    player: int
    source: int
    dest: int


@dataclass(slots=True)
class StonePlaced:
    player: int
    node: int


@dataclass(slots=True)
class StoneSkipped:
    """No stone left on `node`; the marker moved back by `cost` to `marker`."""

    player: int
    node: int
    cost: int
    marker: int


@dataclass(slots=True)
class DolmenDue:
    """The stone just placed gives `owner` a dolmen placement in `circle`, on TOP or UNDER
    its stack (announced for every placement before any is carried out)."""

    owner: int
    circle: int
    where: str


@dataclass(slots=True)
class CircleChosen:
    """The active player chose that `circle`'s placement is carried out next."""

    player: int
    circle: int


@dataclass(slots=True)
class DolmenPlaced:
    """`owner` put a dolmen stone of `value` on top of or under `circle`'s stack, which is now
    `height` stones high. The value is the owner's secret: UNKNOWN (0) as others see it."""

    owner: int
    circle: int
    where: str
    height: int
    value: int


@dataclass(slots=True)
class DolmenSkipped:
    """`owner` placed no dolmen in `circle`; the marker moved back by `cost` (0 when the owner
    had fewer dolmen stones than placements) to `marker`."""

    owner: int
    circle: int
    cost: int
    marker: int


@dataclass(slots=True)
class DolmenMissed:
    """A due placement that cannot happen, at no cost: `reason` is "full" (the stack is at its
    circle's height) or "none left" (the owner has no dolmen stones)."""

    owner: int
    circle: int
    reason: str


@dataclass(slots=True)
class FinalRoundBegun:
    """`finished` placed their last stone or dolmen stone (Die Dolmengötter: their last
    dolmen) and take no more turns; `to_play` take one final action each, in this order."""

    finished: tuple[int, ...]
    to_play: tuple[int, ...]


@dataclass(slots=True)
class StackStoneScored:
    """Scoring, top down: the stone `level` places from the top of `circle`'s stack (0 = top)
    is turned over: `value` × `factor` = `points` for `owner`."""

    circle: int
    level: int
    owner: int
    value: int
    factor: int
    points: int


@dataclass(slots=True)
class CircleCompleted:
    """Die Dolmengötter: the stone just placed (and the dolmens it earned) completed `circle`;
    its stack of `height` dolmen stones is scored now (StackStoneScored events follow, top
    down, values turned over), then StackRemoved."""

    circle: int
    height: int


@dataclass(slots=True)
class StackRemoved:
    """Die Dolmengötter: the scored dolmen stones of `circle` left the board (its stones
    stay); `markers` are every player's scoring markers after the scoring."""

    circle: int
    markers: tuple[int, ...]


@dataclass(slots=True)
class GameEnded:
    """Final points per player and the winners (several on a shared victory)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str

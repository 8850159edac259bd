"""The base of every table's display model: the table as it is drawn, pieces where the
animations have put them so far.

A display model changes only through the rule events: the table's motion calls its steps as
each animation starts and ends, and `apply(event)` makes every change of an event at once
(what its animation does by its end), through the game's table of handlers keyed by event
class (`APPLY`, a game.core.by_event.ByEvent of role "display model"). It never compares
two states; `resync(state)` copies a state wholesale only when the history itself changed
(a new table, an undo). Once every animation has finished, `matches(state)` holds for the
state (or the observation) it shows. `version` grows with every change (`changed()`), so
that drawings cached from the model know when to be made again. Pure Python.
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar

from game.core.by_event import ByEvent


class EventModel:
    """What every display model does alike (see the module's docstring). A game's model
    sets `APPLY` and gives `resync` and `matches`."""

    #: the game's handlers: (model, event) → None, the model changed as the event says
    APPLY: ClassVar[ByEvent[Callable[[Any, Any], None]]]
    version: int = 0

    def changed(self) -> None:
        """Marks the model as changed (cached drawings of it are made again)."""
        self.version += 1

    def apply(self, event: object) -> None:
        """Every change of `event` at once; nothing for an event the table only shows as it
        passes (one its APPLY passes)."""
        applied = self.APPLY.get(event)
        if applied is not None:
            applied(self, event)

    def resync(self, state: Any) -> None:
        """Copies what the table shows of `state` wholesale (animations dropped)."""
        raise NotImplementedError

    def matches(self, state: Any) -> bool:
        """True when the model shows exactly what `state` shows (after every animation)."""
        raise NotImplementedError

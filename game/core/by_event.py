"""Handlers keyed by event class: how a consumer of rule events (a display model, a table's
motion, a narrator) finds what to do with each kind, instead of a chain of `isinstance`
tests, and how a test sees that none of them forgets a kind.

    TELL = ByEvent("narrator")

    @TELL.on(E.StonePlaced)
    def _stone(tale, e): ...

    TELL.passes(E.TurnBegan)  # nothing to tell: said here, so it is not forgotten

`TELL.get(event)` is the handler of the event's class (None for a passed one); every table
made is kept in `ByEvent.made`, so a test can hold each game's consumers to its events
module (tests/test_by_event.py: for each role, the game's tables of that role together
handle or pass every event class). Pure Python.
"""

from __future__ import annotations

import dataclasses
import inspect
import sys
from types import ModuleType
from typing import Callable, ClassVar, Generic, TypeVar

#: the kind of handler a table holds
H = TypeVar("H", bound=Callable)


class ByEvent(Generic[H]):
    """One consumer's handlers, by event class. `role` says which consumer it is
    ("display model", "motion", "narrator"); the module that made it is `module`."""

    made: ClassVar[list[ByEvent]] = []

    def __init__(self, role: str) -> None:
        self.role = role
        self.module: str = sys._getframe(1).f_globals.get("__name__", "?")
        self._handlers: dict[type, H] = {}
        self._passed: set[type] = set()
        ByEvent.made.append(self)

    def on(self, *kinds: type) -> Callable[[H], H]:
        """Registers the decorated function as the handler of events of `kinds`."""

        def register(handler: H) -> H:
            for kind in kinds:
                self._claim(kind)
                self._handlers[kind] = handler
            return handler

        return register

    def passes(self, *kinds: type) -> None:
        """Says that events of `kinds` need nothing from this consumer."""
        for kind in kinds:
            self._claim(kind)
            self._passed.add(kind)

    def _claim(self, kind: type) -> None:
        if kind in self._handlers or kind in self._passed:
            raise ValueError(f"{self.role} of {self.module}: {kind.__name__} is handled twice")

    def get(self, event: object) -> H | None:
        """The handler of `event`'s class, or None when that class is passed (or unknown)."""
        return self._handlers.get(type(event))

    def covers(self) -> frozenset[type]:
        """The event classes handled or passed."""
        return frozenset(self._handlers) | frozenset(self._passed)


def event_classes(events: ModuleType) -> list[type]:
    """The event classes a rules events module defines: its own dataclasses."""
    return [
        value
        for _name, value in inspect.getmembers(events, inspect.isclass)
        if value.__module__ == events.__name__ and dataclasses.is_dataclass(value)
    ]

"""Every kind of rule event of every game is taken up by each of its table's consumers: the
display model (what the board shows once an event has played), the motion (how it is
animated) and the narrator (how the log tells it). Each says, in a table keyed by event
class (game.core.by_event), what it does with the kind or that it needs nothing; a kind
added to a game's events module and forgotten by one of them fails here. The games come
from the registry."""

from __future__ import annotations

import importlib
from dataclasses import dataclass

import pytest

from game.core import registry
from game.core.by_event import ByEvent, event_classes

ROLES = ("display model", "motion", "narrator")


def _folders() -> list[str]:
    """The game folders ("game.dolmen") of the games with a table, once each."""
    found: list[str] = []
    for game_id in registry.game_ids():
        spec = registry.get(game_id)
        if spec.table is None:
            continue
        folder = ".".join(spec.table.split(":")[0].split(".")[:2])
        if folder not in found:
            found.append(folder)
    return found


def _load(game_id: str) -> None:
    """Imports the game's table and narrator, which make their tables."""
    spec = registry.get(game_id)
    registry.load(spec.table)
    if spec.narrator is not None:
        registry.load(spec.narrator)


@pytest.mark.parametrize("folder", _folders())
def test_each_consumer_of_a_games_events_handles_or_passes_every_kind(folder):
    for game_id in registry.game_ids():
        if (registry.get(game_id).table or "").startswith(folder + "."):
            _load(game_id)
    events = importlib.import_module(f"{folder}.rules.events")
    assert len(event_classes(events)) >= 5  # the module really holds the game's events
    kinds = set(event_classes(events))
    tables = [t for t in ByEvent.made if t.module.startswith(folder + ".")]
    for role in ROLES:
        mine = [t for t in tables if t.role == role]
        covered = set().union(*(t.covers() for t in mine))
        forgotten = sorted(k.__name__ for k in kinds - covered)
        assert mine and not forgotten, f"{folder}'s {role} ({[t.module for t in mine]}) forgets {forgotten}"


@dataclass
class Knocked:
    who: int


@dataclass
class Waved:
    who: int


def test_a_table_finds_the_handler_of_an_events_class_and_refuses_a_kind_twice():
    table: ByEvent = ByEvent("narrator")
    ByEvent.made.remove(table)  # not one of a game's

    @table.on(Knocked)
    def knocked(e):
        return f"{e.who} knocked"

    assert table.get(Knocked(2))(Knocked(2)) == "2 knocked"
    assert table.get(Waved(1)) is None
    table.passes(Waved)
    assert table.covers() == {Knocked, Waved}
    with pytest.raises(ValueError, match="Waved is handled twice"):
        table.on(Waved)(knocked)

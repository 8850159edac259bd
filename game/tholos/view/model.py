"""The table as it is drawn: stones where the animations have put them so far.

A display model as game.ui.display_model says: its steps are `lift` when a stone starts to fly
and `land` when it arrives; once every animation has landed it equals the rules state
(`matches`).
"""

from __future__ import annotations

from typing import Any, Callable

from game.core.by_event import ByEvent
from game.tholos.rules.events import BonusDeclined, BonusOffered, GameEnded, Passed, StoneMoved
from game.ui.display_model import EventModel


class DisplayModel(EventModel):
    def __init__(self, state=None) -> None:
        self.columns: list[list[int]] = [[] for _ in range(7)]
        self.quarry = [0, 0, 0]
        self.workshops = [[0, 0, 0], [0, 0, 0]]
        if state is not None:
            self.resync(state)

    def resync(self, state) -> None:
        self.columns = [list(col) for col in state.columns]
        self.quarry = list(state.quarry)
        self.workshops = [list(state.workshops[0]), list(state.workshops[1])]
        self.changed()

    def lift(self, event: StoneMoved) -> None:
        """The stone leaves its source (it is in the air now)."""
        zone, colour = event.source, event.colour
        if zone[0] == "quarry":
            self.quarry[colour] -= 1
        elif zone[0] == "workshop":
            self.workshops[zone[1]][colour] -= 1
        else:
            top = self.columns[zone[1]].pop()
            if top != colour:  # the rules moved a top stone; anything else is a bug to see
                raise ValueError(f"column {zone[1]} top is {top}, event moved {colour}")
        self.changed()

    def land(self, event: StoneMoved) -> None:
        """The stone arrives at its destination."""
        zone, colour = event.dest, event.colour
        if zone[0] == "quarry":
            self.quarry[colour] += 1
        elif zone[0] == "workshop":
            self.workshops[zone[1]][colour] += 1
        else:
            self.columns[zone[1]].append(colour)
        self.changed()

    def slots(self, player: int) -> list[int]:
        """The colours on a workshop's places, left to right (sorted W, B, G)."""
        shop = self.workshops[player]
        return [c for c in (0, 1, 2) for _ in range(shop[c])]

    def matches(self, state) -> bool:
        return (
            self.columns == [list(c) for c in state.columns]
            and self.quarry == list(state.quarry)
            and self.workshops == [list(state.workshops[0]), list(state.workshops[1])]
        )


#: what each kind of event changes on the drawn table (only stones move; the rest shows
#: nothing that stays: a prompt, a passing word, the results)
APPLY: ByEvent[Callable[[DisplayModel, Any], None]] = ByEvent("display model")
APPLY.passes(BonusOffered, BonusDeclined, Passed, GameEnded)


@APPLY.on(StoneMoved)
def _moved(model: DisplayModel, e: StoneMoved) -> None:
    model.lift(e)
    model.land(e)


DisplayModel.APPLY = APPLY

"""The Dolmen table as it is drawn: pieces where the animations have put them so far.

A display model as game.ui.display_model says (motion.py calls the steps below as each
animation starts or ends). Stacks hold owners only: hidden values are never in
the display model; the painter asks the viewer's observation for the values they may see.
At the end, scoring events turn the values over (`revealed`) and add the points (`scored`).
Die Dolmengötter adds druids lying down (`lying`), and circles scored when completed: their
points move the markers on, then the stack leaves the board (`gone` counts its dolmens).
Once every animation has finished, `matches(observation)` must hold.
"""

from __future__ import annotations

from typing import Any, Callable

from game.core.by_event import ByEvent
from game.dolmen.rules import events as E
from game.ui.display_model import EventModel


class DisplayModel(EventModel):
    def __init__(self, state) -> None:
        self.resync(state)

    def resync(self, state) -> None:
        n = state.players
        self.players = n
        self.stone = list(state.stone)
        self.druid = list(state.druid)
        self.hand = [state.rules.druids - len(state.druid_nodes[p]) for p in range(n)]
        self.stones_left = list(state.stones_left)
        self.dolmens_left = [state.dolmens_left(p) for p in range(n)]
        self.built = list(state.built)
        self.markers = list(state.markers)
        self.stacks = [[o for o, _v in stack] for stack in state.stacks]
        # values turned over by scoring (top-down), per circle: level from the top → value
        self.revealed: list[dict[int, int]] = [{} for _ in state.stacks]
        self.scored = [0] * n
        self.final_round = state.final is not None
        self.over = state.over
        self.lying = set(state.lying)
        self.completing: set[int] = set()  # circles being scored as they were completed
        self.gone = len(state.scored_dolmens)  # dolmens scored off the board so far
        if state.over:  # a finished game shows every value and the final points
            for c, stack in enumerate(state.stacks):
                self.revealed[c] = {k: v for k, (_o, v) in enumerate(reversed(stack))}
            self.scored = [s - m for s, m in zip(state.scores(), state.markers)]
        self.changed()

    # --- event steps (called by the animations) -------------------------------------------
    def lift_druid(self, node: int) -> None:
        self.druid[node] = -1
        self.lying.discard(node)
        self.changed()

    def lie_down(self, node: int) -> None:
        self.lying.add(node)
        self.changed()

    def complete(self, circle: int) -> None:
        """A completed circle's scoring begins: its points go to the markers."""
        self.completing.add(circle)
        self.changed()

    def remove_stack(self, event: E.StackRemoved) -> None:
        """The scored stack leaves the board; the markers are as the rules say now."""
        self.gone += len(self.stacks[event.circle])
        self.stacks[event.circle] = []
        self.revealed[event.circle] = {}
        self.completing.discard(event.circle)
        self.markers = list(event.markers)
        self.changed()

    def put_druid(self, player: int, node: int) -> None:
        self.druid[node] = player
        self.changed()

    def take_from_hand(self, player: int) -> None:
        self.hand[player] -= 1
        self.changed()

    def druid_home(self, player: int) -> None:
        self.hand[player] += 1
        self.changed()

    def take_stone(self, player: int) -> None:
        """A stone leaves the player's supply (it is in the air)."""
        self.stones_left[player] -= 1
        self.changed()

    def put_stone(self, player: int, node: int) -> None:
        self.stone[node] = player
        self.changed()

    def set_marker(self, player: int, marker: int) -> None:
        self.markers[player] = marker
        self.changed()

    def put_dolmen(self, event: E.DolmenPlaced) -> None:
        stack = self.stacks[event.circle]
        if event.where == "under":
            stack.insert(0, event.owner)
        else:
            stack.append(event.owner)
        self.dolmens_left[event.owner] -= 1
        self.built[event.owner] += 1
        if len(stack) != event.height:  # the rules and the table disagree: a bug to see
            raise ValueError(f"circle {event.circle}: stack of {len(stack)}, event says {event.height}")
        self.changed()

    def reveal(self, event: E.StackStoneScored) -> None:
        self.revealed[event.circle][event.level] = event.value
        self.changed()

    def score(self, event: E.StackStoneScored) -> None:
        if event.circle in self.completing:
            self.markers[event.owner] += event.points
        else:
            self.scored[event.owner] += event.points
        self.changed()

    # --- checks -----------------------------------------------------------------------------
    def totals(self) -> list[int]:
        """Victory points as shown: the marker plus the stack points scored so far."""
        return [m + s for m, s in zip(self.markers, self.scored)]

    def matches(self, state) -> bool:
        """True when the drawn table shows exactly what `state` (any seat's observation or
        the truth) shows publicly; at the end, also every value and the final points."""
        n = state.players
        same = (
            self.stone == list(state.stone)
            and self.druid == list(state.druid)
            and self.hand == [state.rules.druids - len(state.druid_nodes[p]) for p in range(n)]
            and self.stones_left == list(state.stones_left)
            and self.dolmens_left == [state.dolmens_left(p) for p in range(n)]
            and self.built == list(state.built)
            and self.markers == list(state.markers)
            and self.stacks == [[o for o, _v in s] for s in state.stacks]
            and self.final_round == (state.final is not None)
            and self.over == state.over
            and self.lying == set(state.lying)
            and self.gone == len(state.scored_dolmens)
        )
        if same and state.over:
            values = [{k: v for k, (_o, v) in enumerate(reversed(s))} for s in state.stacks]
            same = self.revealed == values and self.totals() == list(state.scores())
        return same


#: what each kind of event changes on the drawn table, all at once
APPLY: ByEvent[Callable[[DisplayModel, Any], None]] = ByEvent("display model")
#: announcements: the table shows them as they pass (motion.py), nothing of them stays
APPLY.passes(E.DolmenDue, E.CircleChosen, E.DolmenMissed)


@APPLY.on(E.DruidPlaced)
def _placed(model: DisplayModel, e: E.DruidPlaced) -> None:
    model.take_from_hand(e.player)
    model.put_druid(e.player, e.node)


@APPLY.on(E.DruidWalked)
def _walked(model: DisplayModel, e: E.DruidWalked) -> None:
    model.lift_druid(e.path[0])
    model.put_druid(e.player, e.path[-1])


@APPLY.on(E.HerbsCollected)
def _herbs(model: DisplayModel, e: E.HerbsCollected) -> None:
    model.lie_down(e.node)


@APPLY.on(E.DruidFlew)
def _flew(model: DisplayModel, e: E.DruidFlew) -> None:
    model.lift_druid(e.source)
    model.put_druid(e.player, e.dest)


@APPLY.on(E.CircleCompleted)
def _completed(model: DisplayModel, e: E.CircleCompleted) -> None:
    model.complete(e.circle)


@APPLY.on(E.StackRemoved)
def _removed(model: DisplayModel, e: E.StackRemoved) -> None:
    model.remove_stack(e)


@APPLY.on(E.DruidRemoved)
def _druid_home(model: DisplayModel, e: E.DruidRemoved) -> None:
    model.lift_druid(e.node)
    model.druid_home(e.player)


@APPLY.on(E.StonePlaced)
def _stone(model: DisplayModel, e: E.StonePlaced) -> None:
    model.take_stone(e.player)
    model.put_stone(e.player, e.node)


@APPLY.on(E.StoneSkipped)
def _stone_skipped(model: DisplayModel, e: E.StoneSkipped) -> None:
    model.set_marker(e.player, e.marker)


@APPLY.on(E.DolmenSkipped)
def _dolmen_skipped(model: DisplayModel, e: E.DolmenSkipped) -> None:
    model.set_marker(e.owner, e.marker)


@APPLY.on(E.DolmenPlaced)
def _dolmen(model: DisplayModel, e: E.DolmenPlaced) -> None:
    model.put_dolmen(e)


@APPLY.on(E.FinalRoundBegun)
def _final_round(model: DisplayModel, e: E.FinalRoundBegun) -> None:
    model.final_round = True
    model.changed()


@APPLY.on(E.StackStoneScored)
def _scored(model: DisplayModel, e: E.StackStoneScored) -> None:
    model.reveal(e)
    model.score(e)


@APPLY.on(E.GameEnded)
def _over(model: DisplayModel, e: E.GameEnded) -> None:
    model.over = True
    model.changed()


DisplayModel.APPLY = APPLY

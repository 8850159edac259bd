"""Dolmen and Die Dolmengötter told in plain sentences, one per action or consequence, with
the places and circles each names (the contract is game/core/narration.py). Pure Python.

Places are named by the board's edge grid ("C4") and circles by shape and top-left place
("the octagon at C9"), as game/dolmen/places.py defines. Spots are the table's: ("node", n),
("circle", c). A dolmen stone's value is told only where `seat` may see it (its owner
before the scoring, everybody once it is turned over).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from game.core.by_event import ByEvent
from game.core.narration import Line
from game.core.words import agree, count, names_list, points, possessive, sentence

from .places import circle_label, place_label
from .rules import events as E
from .rules.flow import ROW
from .rules.ruleset import UNKNOWN


@dataclass
class _Tale:
    """One action's events being told, as `seat` may see them: what the handlers read, and
    the lines they add (`say`)."""

    state: Any  # the game state after the action
    names: Sequence[str]
    lines: list[Line] = field(default_factory=list)

    def at(self, node: int) -> str:
        return place_label(self.state.board, node)

    def circle(self, c: int) -> str:
        return circle_label(self.state.board, c)

    def say(self, text: str, who: int, *targets) -> None:
        self.lines.append(Line(sentence(text), who, tuple(targets)))


#: the narrator's handler of each kind of event
TELL: ByEvent[Callable[[_Tale, Any], None]] = ByEvent("narrator")


def narrate(state, events: list, actor: int, seat: int, names: Sequence[str]) -> list[Line]:
    """The sentences of one action's events as `seat` may see them (see
    game.core.narration)."""
    tale = _Tale(state, names)
    for e in state.visible_events(events, seat):
        told = TELL.get(e)
        if told is not None:
            told(tale, e)
    return tale.lines


@TELL.on(E.DruidPlaced)
def _druid_placed(tale: _Tale, e: E.DruidPlaced) -> None:
    tale.say(f"{tale.names[e.player]} put a druid on {tale.at(e.node)}", e.player, ("node", e.node))


@TELL.on(E.DruidWalked)
def _druid_walked(tale: _Tale, e: E.DruidWalked) -> None:
    start, end = e.path[0], e.path[-1]
    jumped = len(e.path) - 2
    how = ""
    if jumped and tale.state.rules.flow.walk == ROW:
        how = f", jumping a row of {count(jumped, 'druid')}"
    elif jumped:
        how = f" over a bridge of {count(jumped, 'druid')}"
    elif any(e.gates):
        how = " through the rune gate"
    tale.say(
        f"{tale.names[e.player]} moved a druid from {tale.at(start)} to {tale.at(end)}{how}",
        e.player,
        *(("node", n) for n in e.path),
    )


@TELL.on(E.DruidRemoved)
def _druid_removed(tale: _Tale, e: E.DruidRemoved) -> None:
    tale.say(f"{tale.names[e.player]} took back the druid on {tale.at(e.node)}", e.player, ("node", e.node))


@TELL.on(E.HerbsCollected)
def _herbs_collected(tale: _Tale, e: E.HerbsCollected) -> None:
    tale.say(
        f"{possessive(tale.names[e.player])} druid on {tale.at(e.node)} lay down to collect herbs",
        e.player,
        ("node", e.node),
    )


@TELL.on(E.DruidFlew)
def _druid_flew(tale: _Tale, e: E.DruidFlew) -> None:
    tale.say(
        f"{possessive(tale.names[e.player])} druid flew from {tale.at(e.source)} to {tale.at(e.dest)} and stood up",
        e.player,
        ("node", e.source),
        ("node", e.dest),
    )


@TELL.on(E.StonePlaced)
def _stone_placed(tale: _Tale, e: E.StonePlaced) -> None:
    tale.say(f"{tale.names[e.player]} left a stone on {tale.at(e.node)}", e.player, ("node", e.node))


@TELL.on(E.StoneSkipped)
def _stone_skipped(tale: _Tale, e: E.StoneSkipped) -> None:
    cost = f"{points(-e.cost)}, marker on {e.marker}" if e.cost else "free"
    tale.say(f"{tale.names[e.player]} left no stone on {tale.at(e.node)} ({cost})", e.player, ("node", e.node))


@TELL.on(E.DolmenDue)
def _dolmen_due(tale: _Tale, e: E.DolmenDue) -> None:
    won = (
        "took the lead in {c}: a dolmen stone is due on top"
        if e.where == "top"
        else "drew level in {c}: a dolmen stone is due under the stack"
    )
    tale.say(f"{tale.names[e.owner]} {won.format(c=tale.circle(e.circle))}", e.owner, ("circle", e.circle))


@TELL.on(E.CircleChosen)
def _circle_chosen(tale: _Tale, e: E.CircleChosen) -> None:
    tale.say(
        f"{tale.names[e.player]} chose the placement in {tale.circle(e.circle)} to come next",
        e.player,
        ("circle", e.circle),
    )


@TELL.on(E.DolmenPlaced)
def _dolmen_placed(tale: _Tale, e: E.DolmenPlaced) -> None:
    stone = "a dolmen stone" if e.value == UNKNOWN else f"a dolmen stone of value {e.value}"
    side = "on top of" if e.where == "top" else "under"
    where = (
        f"in {tale.circle(e.circle)}, the first there"
        if e.height == 1
        else f"{side} the stack in {tale.circle(e.circle)} (now {e.height} high)"
    )
    tale.say(f"{tale.names[e.owner]} placed {stone} {where}", e.owner, ("circle", e.circle))


@TELL.on(E.DolmenSkipped)
def _dolmen_skipped(tale: _Tale, e: E.DolmenSkipped) -> None:
    cost = f"{points(-e.cost)}, marker on {e.marker}" if e.cost else "free"
    tale.say(
        f"{tale.names[e.owner]} placed no dolmen stone in {tale.circle(e.circle)} ({cost})",
        e.owner,
        ("circle", e.circle),
    )


@TELL.on(E.DolmenMissed)
def _dolmen_missed(tale: _Tale, e: E.DolmenMissed) -> None:
    why = (
        "its stack is full"
        if e.reason == "full"
        else f"{tale.names[e.owner]} {agree([tale.names[e.owner]], 'has', 'have')} no dolmen stones left"
    )
    tale.say(
        f"{possessive(tale.names[e.owner])} dolmen placement in {tale.circle(e.circle)} is missed: {why}",
        e.owner,
        ("circle", e.circle),
    )


@TELL.on(E.FinalRoundBegun)
def _final_round_begun(tale: _Tale, e: E.FinalRoundBegun) -> None:
    done = names_list([tale.names[p] for p in e.finished])
    rest = names_list([tale.names[p] for p in e.to_play])
    each = " each" if len(e.to_play) > 1 else ""
    tale.say(
        f"{done} finished: one final action{each} for {rest}"
        if e.to_play
        else f"{done} finished: nobody else has an action left",
        -1,
    )


@TELL.on(E.StackStoneScored)
def _stack_stone_scored(tale: _Tale, e: E.StackStoneScored) -> None:
    tale.say(
        f"{possessive(tale.names[e.owner])} dolmen stone of value {e.value} in "
        f"{tale.circle(e.circle)} scored {points(e.points)} (factor {e.factor})",
        e.owner,
        ("circle", e.circle),
    )


@TELL.on(E.CircleCompleted)
def _circle_completed(tale: _Tale, e: E.CircleCompleted) -> None:
    scored = f"its stack of {count(e.height, 'dolmen stone')} is scored" if e.height else "no dolmen stood there"
    tale.say(f"{tale.circle(e.circle)} is complete: {scored}", -1, ("circle", e.circle))


@TELL.on(E.StackRemoved)
def _stack_removed(tale: _Tale, e: E.StackRemoved) -> None:
    tale.say(f"the scored stack left {tale.circle(e.circle)}", -1, ("circle", e.circle))


@TELL.on(E.GameEnded)
def _game_ended(tale: _Tale, e: E.GameEnded) -> None:
    board_scores = " to ".join(str(s) for s in sorted(e.scores, reverse=True))
    who = names_list([tale.names[w] for w in e.winners])
    result = f"{who} won" if len(e.winners) == 1 else f"a shared victory for {who}"
    tale.say(f"{e.reason}: {result}, {board_scores}", -1)

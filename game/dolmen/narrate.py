"""Dolmen and Die Dolmengötter told in plain sentences, one per action or consequence, with
the places and circles each names (the contract is game/core/narration.py). Pure Python.

Places are named by the board's edge grid ("C4") and circles by shape and top-left place
("the octagon at C9"), as game/dolmen/places.py defines. Spots are the table's: ("node", n),
("circle", c). A dolmen stone's value is told only where `seat` may see it (its owner
before the scoring, everybody once it is turned over).
"""

from __future__ import annotations

from typing import Sequence

from game.core.narration import Line
from game.core.words import agree, count, names_list, points, possessive, sentence

from .places import circle_label, place_label
from .rules import events as E
from .rules.flow import ROW
from .rules.ruleset import UNKNOWN


def narrate(state, events: list, actor: int, seat: int, names: Sequence[str]) -> list[Line]:
    """The sentences of one action's events as `seat` may see them (see
    game.core.narration)."""
    board = state.board
    lines: list[Line] = []

    def at(node: int) -> str:
        return place_label(board, node)

    def circle(c: int) -> str:
        return circle_label(board, c)

    def say(text: str, who: int, *targets) -> None:
        lines.append(Line(sentence(text), who, tuple(targets)))

    for e in state.visible_events(events, seat):
        if isinstance(e, E.DruidPlaced):
            say(f"{names[e.player]} put a druid on {at(e.node)}", e.player, ("node", e.node))
        elif isinstance(e, E.DruidWalked):
            start, end = e.path[0], e.path[-1]
            jumped = len(e.path) - 2
            how = ""
            if jumped and state.rules.flow.walk == ROW:
                how = f", jumping a row of {count(jumped, 'druid')}"
            elif jumped:
                how = f" over a bridge of {count(jumped, 'druid')}"
            elif any(e.gates):
                how = " through the rune gate"
            say(
                f"{names[e.player]} moved a druid from {at(start)} to {at(end)}{how}",
                e.player,
                *(("node", n) for n in e.path),
            )
        elif isinstance(e, E.DruidRemoved):
            say(f"{names[e.player]} took back the druid on {at(e.node)}", e.player, ("node", e.node))
        elif isinstance(e, E.HerbsCollected):
            say(
                f"{possessive(names[e.player])} druid on {at(e.node)} lay down to collect herbs",
                e.player,
                ("node", e.node),
            )
        elif isinstance(e, E.DruidFlew):
            say(
                f"{possessive(names[e.player])} druid flew from {at(e.source)} to {at(e.dest)} and stood up",
                e.player,
                ("node", e.source),
                ("node", e.dest),
            )
        elif isinstance(e, E.StonePlaced):
            say(f"{names[e.player]} left a stone on {at(e.node)}", e.player, ("node", e.node))
        elif isinstance(e, E.StoneSkipped):
            cost = f"{points(-e.cost)}, marker on {e.marker}" if e.cost else "free"
            say(f"{names[e.player]} left no stone on {at(e.node)} ({cost})", e.player, ("node", e.node))
        elif isinstance(e, E.DolmenDue):
            won = (
                "took the lead in {c}: a dolmen stone is due on top"
                if e.where == "top"
                else "drew level in {c}: a dolmen stone is due under the stack"
            )
            say(f"{names[e.owner]} {won.format(c=circle(e.circle))}", e.owner, ("circle", e.circle))
        elif isinstance(e, E.CircleChosen):
            say(
                f"{names[e.player]} chose the placement in {circle(e.circle)} to come next",
                e.player,
                ("circle", e.circle),
            )
        elif isinstance(e, E.DolmenPlaced):
            stone = "a dolmen stone" if e.value == UNKNOWN else f"a dolmen stone of value {e.value}"
            side = "on top of" if e.where == "top" else "under"
            where = (
                f"in {circle(e.circle)}, the first there"
                if e.height == 1
                else f"{side} the stack in {circle(e.circle)} (now {e.height} high)"
            )
            say(f"{names[e.owner]} placed {stone} {where}", e.owner, ("circle", e.circle))
        elif isinstance(e, E.DolmenSkipped):
            cost = f"{points(-e.cost)}, marker on {e.marker}" if e.cost else "free"
            say(
                f"{names[e.owner]} placed no dolmen stone in {circle(e.circle)} ({cost})", e.owner, ("circle", e.circle)
            )
        elif isinstance(e, E.DolmenMissed):
            why = (
                "its stack is full"
                if e.reason == "full"
                else f"{names[e.owner]} {agree([names[e.owner]], 'has', 'have')} no dolmen stones left"
            )
            say(
                f"{possessive(names[e.owner])} dolmen placement in {circle(e.circle)} is missed: {why}",
                e.owner,
                ("circle", e.circle),
            )
        elif isinstance(e, E.FinalRoundBegun):
            done = names_list([names[p] for p in e.finished])
            rest = names_list([names[p] for p in e.to_play])
            each = " each" if len(e.to_play) > 1 else ""
            say(
                f"{done} finished: one final action{each} for {rest}"
                if e.to_play
                else f"{done} finished: nobody else has an action left",
                -1,
            )
        elif isinstance(e, E.StackStoneScored):
            say(
                f"{possessive(names[e.owner])} dolmen stone of value {e.value} in "
                f"{circle(e.circle)} scored {points(e.points)} (factor {e.factor})",
                e.owner,
                ("circle", e.circle),
            )
        elif isinstance(e, E.CircleCompleted):
            scored = (
                f"its stack of {count(e.height, 'dolmen stone')} is scored" if e.height else "no dolmen stood there"
            )
            say(f"{circle(e.circle)} is complete: {scored}", -1, ("circle", e.circle))
        elif isinstance(e, E.StackRemoved):
            say(f"the scored stack left {circle(e.circle)}", -1, ("circle", e.circle))
        elif isinstance(e, E.GameEnded):
            board_scores = " to ".join(str(s) for s in sorted(e.scores, reverse=True))
            who = names_list([names[w] for w in e.winners])
            result = f"{who} won" if len(e.winners) == 1 else f"a shared victory for {who}"
            say(f"{e.reason}: {result}, {board_scores}", -1)
    return lines

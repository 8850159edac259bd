"""Tholos told in plain sentences, one per action or consequence, with the spots each names
(the contract is game/core/narration.py). Pure Python.

Spots are the table's: ("site", s) for a column, ("workshop", p), ("pile", colour) for the
quarry's heap of a colour. Tholos hides
nothing, so every seat is told the same story.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from game.core.by_event import ByEvent
from game.core.narration import Line
from game.core.words import named, names_list, number, points, possessive, sentence

from .rules import actions as A
from .rules.events import BonusDeclined, BonusOffered, GameEnded, Passed, StoneMoved
from .rules.material import COLOUR_NAMES, COLUMN_HEIGHT, SITE_SYMBOLS
from .rules.scoring import score_column


def _spot(zone: tuple, colour: int) -> tuple:
    """The table's spot for a stone of `colour` leaving or joining `zone`: a column's site,
    the quarry's heap of that colour, a workshop."""
    if zone[0] == "column":
        return ("site", zone[1])
    if zone[0] == "quarry":
        return ("pile", colour)
    return zone


def _moved(e: StoneMoved, count: int, actor: int, names) -> Line:
    """The sentence for `count` alike stones moved by one action."""
    who, colour = names[actor], COLOUR_NAMES[e.colour]
    kind = e.cause
    if kind == A.DELIVER:
        stones = "a " + colour + " stone" if count == 1 else f"{count} {colour} stones"
        text = f"{who} took {stones} from the quarry"
    elif kind == A.PLACE:
        text = f"{who} placed a {colour} stone on {SITE_SYMBOLS[e.dest[1]]}"
    elif kind == A.BUILD:
        text = f"{who} built a {colour} stone onto {SITE_SYMBOLS[e.dest[1]]} (bonus of Σ)"
    elif kind == A.MOVE:
        text = f"{who} moved the {colour} top stone of {SITE_SYMBOLS[e.source[1]]} onto {SITE_SYMBOLS[e.dest[1]]}"
    elif kind == A.RETURN:
        text = f"{who} sent the {colour} top stone of {SITE_SYMBOLS[e.source[1]]} back to the quarry (bonus of γ)"
    elif kind == A.FETCH:
        text = f"{who} fetched a {colour} stone from the quarry (bonus of δ)"
    elif kind == A.STEAL:
        owner = e.source[1]
        text = f"{who} took {possessive(names[owner])} {colour} stone (bonus of π)"
    else:
        text = f"{who} moved a {colour} stone"
    return Line(sentence(text), actor, (_spot(e.source, e.colour), _spot(e.dest, e.colour)))


@dataclass
class _Tale:
    """One action's events being told: what the handlers read and the lines they add; `k`
    is the event being told (a handler may move it on past events it tells together)."""

    state: Any  # the game state after the action
    seen: list
    actor: int
    names: Sequence[str]
    k: int = 0
    lines: list[Line] = field(default_factory=list)


#: the narrator's handler of each kind of event
TELL: ByEvent[Callable[[_Tale, Any], None]] = ByEvent("narrator")
TELL.passes(BonusOffered)  # the bonus's prompt asks for it; told once taken or declined


def narrate(state, events: list, actor: int, seat: int, names: Sequence[str]) -> list[Line]:
    """The sentences of one action's events (see game.core.narration)."""
    tale = _Tale(state, state.visible_events(events, seat), actor, names)
    while tale.k < len(tale.seen):
        e = tale.seen[tale.k]
        told = TELL.get(e)
        if told is not None:
            told(tale, e)
        tale.k += 1
    return tale.lines


@TELL.on(StoneMoved)
def _stones(tale: _Tale, e: StoneMoved) -> None:
    """Alike stones moved together in one sentence, and a column it completed."""
    seen, state = tale.seen, tale.state
    same = tale.k + 1
    while same < len(seen) and seen[same] == e:
        same += 1
    tale.lines.append(_moved(e, same - tale.k, tale.actor, tale.names))
    if (
        e.dest[0] == "column"
        and len(state.columns[e.dest[1]]) == COLUMN_HEIGHT
        and e.cause in (A.PLACE, A.BUILD, A.MOVE)
    ):
        tale.lines.append(_complete(state, e.dest[1], tale.names))
    tale.k = same - 1


@TELL.on(BonusDeclined)
def _declined(tale: _Tale, e: BonusDeclined) -> None:
    text = f"{tale.names[e.player]} left the bonus of {SITE_SYMBOLS[e.site]}"
    tale.lines.append(Line(sentence(text), e.player, (("site", e.site),)))


@TELL.on(Passed)
def _passed(tale: _Tale, e: Passed) -> None:
    tale.lines.append(Line(sentence(f"{tale.names[e.player]} could do nothing and passed"), e.player))


@TELL.on(GameEnded)
def _ended(tale: _Tale, e: GameEnded) -> None:
    tale.lines.append(Line(_ending(e, tale.names)))


def _complete(state, site: int, names) -> Line:
    res = score_column(state.columns[site])
    sym = SITE_SYMBOLS[site]
    if res.owner is None:
        return Line(sentence(f"{sym} is complete, with white and black even: nobody leads it"), -1, (("site", site),))
    return Line(
        sentence(f"{sym} is complete, led by {named(names[res.owner])} ({points(res.points)})"),
        res.owner,
        (("site", site),),
    )


def _ending(e: GameEnded, names) -> str:
    scores = " to ".join(number(s) for s in sorted(e.scores, reverse=True))
    if len(e.winners) == 1:
        return sentence(f"{e.reason}: {named(names[e.winners[0]])} won, {scores}")
    return sentence(f"{e.reason}: a draw between {names_list([named(names[w]) for w in e.winners])}, {scores}")

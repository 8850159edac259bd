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
from game.core.i18n import _
from game.core.narration import Line
from game.core.words import named, names_list, number, points, possessive, seat_name, sentence

from .rules import actions as A
from .rules import phrases
from .rules.events import BonusDeclined, BonusOffered, GameEnded, Passed, StoneMoved
from .rules.material import COLUMN_HEIGHT, SITE_SYMBOLS
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
    who, c = seat_name(names[actor]), e.colour
    kind = e.cause
    if kind == A.DELIVER:
        taken = phrases.a_stone(c) if count == 1 else phrases.stones(c, count)
        text = _("{who} took {stones} from the quarry").format(who=who, stones=taken)
    elif kind == A.PLACE:
        text = _("{who} placed {stone} on {site}").format(who=who, stone=phrases.a_stone(c), site=_site(e.dest))
    elif kind == A.BUILD:
        text = _("{who} built {stone} onto {site} (bonus of Σ)").format(
            who=who, stone=phrases.a_stone(c), site=_site(e.dest)
        )
    elif kind == A.MOVE:
        text = _("{who} moved {stone} of {source} onto {site}").format(
            who=who, stone=phrases.top_stone(c), source=_site(e.source), site=_site(e.dest)
        )
    elif kind == A.RETURN:
        text = _("{who} sent {stone} of {source} back to the quarry (bonus of γ)").format(
            who=who, stone=phrases.top_stone(c), source=_site(e.source)
        )
    elif kind == A.FETCH:
        text = _("{who} fetched {stone} from the quarry (bonus of δ)").format(who=who, stone=phrases.a_stone(c))
    elif kind == A.STEAL:
        owner = e.source[1]
        text = _("{who} took {owners} {stone} (bonus of π)").format(
            who=who, owners=possessive(names[owner]), stone=phrases.owned_stone(c)
        )
    else:
        text = _("{who} moved {stone}").format(who=who, stone=phrases.a_stone(c))
    return Line(sentence(text), actor, (_spot(e.source, e.colour), _spot(e.dest, e.colour)))


def _site(zone: tuple) -> str:
    """The symbol of a column's site ("α") for a zone ("column", site)."""
    return SITE_SYMBOLS[zone[1]]


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
    text = _("{who} left the bonus of {site}").format(who=seat_name(tale.names[e.player]), site=SITE_SYMBOLS[e.site])
    tale.lines.append(Line(sentence(text), e.player, (("site", e.site),)))


@TELL.on(Passed)
def _passed(tale: _Tale, e: Passed) -> None:
    text = _("{who} could do nothing and passed").format(who=seat_name(tale.names[e.player]))
    tale.lines.append(Line(sentence(text), e.player))


@TELL.on(GameEnded)
def _ended(tale: _Tale, e: GameEnded) -> None:
    tale.lines.append(Line(_ending(e, tale.names)))


def _complete(state, site: int, names) -> Line:
    res = score_column(state.columns[site])
    sym = SITE_SYMBOLS[site]
    if res.owner is None:
        text = _("{site} is complete, with white and black even: nobody leads it").format(site=sym)
        return Line(sentence(text), -1, (("site", site),))
    text = _("{site} is complete, led by {leader} ({points})").format(
        site=sym, leader=named(names[res.owner]), points=points(res.points)
    )
    return Line(sentence(text), res.owner, (("site", site),))


def _ending(e: GameEnded, names) -> str:
    """The game's last sentence: why it ended (the rules' clause, rules/state.py), who won or
    that it is a draw, and the score."""
    high, low = sorted(e.scores, reverse=True)
    scores = _("{high} to {low}").format(high=number(high), low=number(low))
    reason = _(e.reason)
    if len(e.winners) == 1:
        text = _("{reason}: {winner} won, {scores}").format(
            reason=reason, winner=named(names[e.winners[0]]), scores=scores
        )
        return sentence(text)
    between = names_list([named(names[w]) for w in e.winners])
    return sentence(_("{reason}: a draw between {names}, {scores}").format(reason=reason, names=between, scores=scores))

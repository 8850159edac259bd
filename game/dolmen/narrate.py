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
from game.core.i18n import _, ngettext, pgettext
from game.core.narration import Line
from game.core.words import points, possessive, sentence

from . import speech
from .places import circle_name, place_label
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
        """The circle's name after the article the sentence gives ("in the {circle}")."""
        return circle_name(self.state.board, c)

    def who(self, p: int) -> str:
        return speech.who(self.names[p])

    def owners(self, p: int) -> str:
        return possessive(self.names[p])

    def says(self, dolmen_words: str, goetter_words: str) -> str:
        """The sentence in the words of the rule set's sheet (RuleSet.says)."""
        return self.state.rules.says(dolmen_words, goetter_words)

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
    text = _("{who} put a druid on {place}").format(who=tale.who(e.player), place=tale.at(e.node))
    tale.say(text, e.player, ("node", e.node))


@TELL.on(E.DruidWalked)
def _druid_walked(tale: _Tale, e: E.DruidWalked) -> None:
    start, end = e.path[0], e.path[-1]
    jumped = len(e.path) - 2
    if jumped and tale.state.rules.flow.walk == ROW:
        text = ngettext(
            "{who} moved a druid from {start} to {end}, jumping a row of {n} druid",
            "{who} moved a druid from {start} to {end}, jumping a row of {n} druids",
            jumped,
        )
    elif jumped:
        text = ngettext(
            "{who} moved a druid from {start} to {end} over a bridge of {n} druid",
            "{who} moved a druid from {start} to {end} over a bridge of {n} druids",
            jumped,
        )
    elif any(e.gates):
        text = _("{who} moved a druid from {start} to {end} through the rune gate")
    else:
        text = _("{who} moved a druid from {start} to {end}")
    tale.say(
        text.format(who=tale.who(e.player), start=tale.at(start), end=tale.at(end), n=jumped),
        e.player,
        *(("node", n) for n in e.path),
    )


@TELL.on(E.DruidRemoved)
def _druid_removed(tale: _Tale, e: E.DruidRemoved) -> None:
    text = _("{who} took back the druid on {place}").format(who=tale.who(e.player), place=tale.at(e.node))
    tale.say(text, e.player, ("node", e.node))


@TELL.on(E.HerbsCollected)
def _herbs_collected(tale: _Tale, e: E.HerbsCollected) -> None:
    text = _("{owners} druid on {place} lay down to collect herbs")
    tale.say(text.format(owners=tale.owners(e.player), place=tale.at(e.node)), e.player, ("node", e.node))


@TELL.on(E.DruidFlew)
def _druid_flew(tale: _Tale, e: E.DruidFlew) -> None:
    text = _("{owners} druid flew from {start} to {end} and stood up").format(
        owners=tale.owners(e.player), start=tale.at(e.source), end=tale.at(e.dest)
    )
    tale.say(text, e.player, ("node", e.source), ("node", e.dest))


@TELL.on(E.StonePlaced)
def _stone_placed(tale: _Tale, e: E.StonePlaced) -> None:
    text = _("{who} left a stone on {place}").format(who=tale.who(e.player), place=tale.at(e.node))
    tale.say(text, e.player, ("node", e.node))


@TELL.on(E.StoneSkipped)
def _stone_skipped(tale: _Tale, e: E.StoneSkipped) -> None:
    if e.cost:
        text = tale.says(
            _("{who} left no stone on {place} ({points}, marker on {marker})"),
            pgettext("Die Dolmengötter", "{who} left no stone on {place} ({points}, marker on {marker})"),
        )
    else:
        text = _("{who} left no stone on {place} (free)")
    said = text.format(who=tale.who(e.player), place=tale.at(e.node), points=points(-e.cost), marker=e.marker)
    tale.say(said, e.player, ("node", e.node))


@TELL.on(E.DolmenDue)
def _dolmen_due(tale: _Tale, e: E.DolmenDue) -> None:
    if e.where == "top":
        text = tale.says(
            _("{who} took the lead in the {circle}: a dolmen stone is due on top"),
            _("{who} took the lead in the {circle}: a dolmen is due on top"),
        )
    else:
        text = tale.says(
            _("{who} drew level in the {circle}: a dolmen stone is due under the stack"),
            _("{who} drew level in the {circle}: a dolmen is due under the stack"),
        )
    tale.say(text.format(who=tale.who(e.owner), circle=tale.circle(e.circle)), e.owner, ("circle", e.circle))


@TELL.on(E.CircleChosen)
def _circle_chosen(tale: _Tale, e: E.CircleChosen) -> None:
    text = _("{who} chose the placement in the {circle} to come next").format(
        who=tale.who(e.player), circle=tale.circle(e.circle)
    )
    tale.say(text, e.player, ("circle", e.circle))


@TELL.on(E.DolmenPlaced)
def _dolmen_placed(tale: _Tale, e: E.DolmenPlaced) -> None:
    hidden = e.value == UNKNOWN
    if e.height == 1 and hidden:
        text = tale.says(
            _("{who} placed a dolmen stone in the {circle}, the first there"),
            _("{who} placed a dolmen in the {circle}, the first there"),
        )
    elif e.height == 1:
        text = tale.says(
            _("{who} placed a dolmen stone of value {value} in the {circle}, the first there"),
            _("{who} placed a dolmen of value {value} in the {circle}, the first there"),
        )
    elif e.where == "top" and hidden:
        text = tale.says(
            _("{who} placed a dolmen stone on top of the stack in the {circle} (now {height} high)"),
            _("{who} placed a dolmen on top of the stack in the {circle} (now {height} high)"),
        )
    elif e.where == "top":
        text = tale.says(
            _("{who} placed a dolmen stone of value {value} on top of the stack in the {circle} (now {height} high)"),
            _("{who} placed a dolmen of value {value} on top of the stack in the {circle} (now {height} high)"),
        )
    elif hidden:
        text = tale.says(
            _("{who} placed a dolmen stone under the stack in the {circle} (now {height} high)"),
            _("{who} placed a dolmen under the stack in the {circle} (now {height} high)"),
        )
    else:
        text = tale.says(
            _("{who} placed a dolmen stone of value {value} under the stack in the {circle} (now {height} high)"),
            _("{who} placed a dolmen of value {value} under the stack in the {circle} (now {height} high)"),
        )
    said = text.format(who=tale.who(e.owner), value=e.value, circle=tale.circle(e.circle), height=e.height)
    tale.say(said, e.owner, ("circle", e.circle))


@TELL.on(E.DolmenSkipped)
def _dolmen_skipped(tale: _Tale, e: E.DolmenSkipped) -> None:
    if e.cost:
        text = tale.says(
            _("{who} placed no dolmen stone in the {circle} ({points}, marker on {marker})"),
            _("{who} placed no dolmen in the {circle} ({points}, marker on {marker})"),
        )
    else:
        text = tale.says(
            _("{who} placed no dolmen stone in the {circle} (free)"),
            _("{who} placed no dolmen in the {circle} (free)"),
        )
    said = text.format(who=tale.who(e.owner), circle=tale.circle(e.circle), points=points(-e.cost), marker=e.marker)
    tale.say(said, e.owner, ("circle", e.circle))


@TELL.on(E.DolmenMissed)
def _dolmen_missed(tale: _Tale, e: E.DolmenMissed) -> None:
    name = tale.names[e.owner]
    if e.reason == "full":
        text = _("{owners} dolmen placement in the {circle} is missed: its stack is full")
    else:
        text = speech.agreeing(
            name,
            tale.says(
                _("{owners} dolmen placement in the {circle} is missed: {who} has no dolmen stones left"),
                _("{owners} dolmen placement in the {circle} is missed: {who} has no dolmens left"),
            ),
            tale.says(
                pgettext(
                    "a seat called You",
                    "{owners} dolmen placement in the {circle} is missed: {who} have no dolmen stones left",
                ),
                pgettext(
                    "a seat called You",
                    "{owners} dolmen placement in the {circle} is missed: {who} have no dolmens left",
                ),
            ),
        )
    said = text.format(owners=possessive(name), circle=tale.circle(e.circle), who=speech.who(name))
    tale.say(said, e.owner, ("circle", e.circle))


@TELL.on(E.FinalRoundBegun)
def _final_round_begun(tale: _Tale, e: E.FinalRoundBegun) -> None:
    done = speech.names([tale.names[p] for p in e.finished])
    rest = speech.names([tale.names[p] for p in e.to_play])
    if not e.to_play:
        text = _("{done} finished: nobody else has an action left")
    elif len(e.to_play) > 1:
        text = _("{done} finished: one final action each for {rest}")
    else:
        text = _("{done} finished: one final action for {rest}")
    tale.say(text.format(done=done, rest=rest), -1)


@TELL.on(E.StackStoneScored)
def _stack_stone_scored(tale: _Tale, e: E.StackStoneScored) -> None:
    text = tale.says(
        _("{owners} dolmen stone of value {value} in the {circle} scored {points} (factor {factor})"),
        _("{owners} dolmen of value {value} in the {circle} scored {points} (factor {factor})"),
    ).format(
        owners=tale.owners(e.owner),
        value=e.value,
        circle=tale.circle(e.circle),
        points=points(e.points),
        factor=e.factor,
    )
    tale.say(text, e.owner, ("circle", e.circle))


@TELL.on(E.CircleCompleted)
def _circle_completed(tale: _Tale, e: E.CircleCompleted) -> None:
    """(Die Dolmengötter only: its sheet's words.)"""
    if e.height:
        text = ngettext(
            "the {circle} is complete: its stack of {n} dolmen is scored",
            "the {circle} is complete: its stack of {n} dolmens is scored",
            e.height,
        )
    else:
        text = _("the {circle} is complete: no dolmen stood there")
    tale.say(text.format(circle=tale.circle(e.circle), n=e.height), -1, ("circle", e.circle))


@TELL.on(E.StackRemoved)
def _stack_removed(tale: _Tale, e: E.StackRemoved) -> None:
    text = _("the scored stack left the {circle}").format(circle=tale.circle(e.circle))
    tale.say(text, -1, ("circle", e.circle))


def scores_told(scores) -> str:
    """Every player's points, highest first: "83 to 52 to 40"."""
    ranked = sorted(scores, reverse=True)
    told = str(ranked[0])
    for score in ranked[1:]:
        told = _("{high} to {low}").format(high=told, low=score)
    return told


@TELL.on(E.GameEnded)
def _game_ended(tale: _Tale, e: E.GameEnded) -> None:
    who = speech.names([tale.names[w] for w in e.winners])
    if len(e.winners) == 1:
        text = pgettext("the end of a game of Dolmen", "{reason}: {winner} won, {scores}")
    else:
        text = pgettext("the end of a game of Dolmen", "{reason}: a shared victory for {winners}, {scores}")
    tale.say(text.format(reason=_(e.reason), winner=who, winners=who, scores=scores_told(e.scores)), -1)

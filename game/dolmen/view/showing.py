"""Rule events → animations on the Dolmen table, for both rule sets: one handler per kind
of event (the pieces' motions are in motion.py, Die Dolmengötter's own in goetter_motion.py).

`for_events(table, events)` plays one action's events one after another. Die Dolmengötter
scores a circle as it is completed: the CircleCompleted's animation shows its stack's
scoring and removal, so those events are not shown again on their own; the stones scored
at the end of a game are shown together, as one reveal (motion.scoring).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game.core.by_event import ByEvent
from game.core.i18n import _, pgettext
from game.dolmen import speech
from game.dolmen.rules import events as E
from game.ui import anim, theme
from game.ui.effects import FloatText, Pulse

from . import goetter_motion as G
from .motion import Banner, drop, last_turns, minus, place, remove, scoring, slab, walk


@dataclass
class Showing:
    """One action's events being animated: the table, and what the handlers need of the
    whole action (the completions' scoring, the stones scored at the end)."""

    table: Any
    #: each CircleCompleted's id → (its scored stones, its StackRemoved), which follow it
    completions: dict[int, tuple]
    #: the ids of the events a completion's animation shows
    within: set[int]
    #: the stones scored at the end of the game, shown together
    scored: list


#: the animation of each kind of event, as a list of parts played one after another
SHOW: ByEvent[Callable[[Showing, Any], list[anim.Anim]]] = ByEvent("motion")


def for_events(table, events) -> anim.Anim | None:
    """The animation of one action's events, or None when there is nothing to show."""
    events = list(events)
    completions = _completions(events)
    within = {id(x) for stones, removed in completions.values() for x in (*stones, removed)}
    scored = [e for e in events if isinstance(e, E.StackStoneScored) and id(e) not in within]
    show = Showing(table, completions, within, scored)
    parts: list[anim.Anim] = []
    for e in events:
        shown = SHOW.get(e)
        if shown is not None and id(e) not in within:
            parts += shown(show, e)
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else anim.Sequence(parts)


def _completions(events: list) -> dict[int, tuple]:
    """Die Dolmengötter: each CircleCompleted's id → (its scored stones, its StackRemoved),
    which follow it in the events."""
    found: dict[int, tuple] = {}
    for i, e in enumerate(events):
        if isinstance(e, E.CircleCompleted):
            stones, removed = [], None
            for later in events[i + 1 :]:
                if isinstance(later, E.StackStoneScored) and later.circle == e.circle:
                    stones.append(later)
                elif isinstance(later, E.StackRemoved) and later.circle == e.circle:
                    removed = later
                    break
            found[id(e)] = (stones, removed)
    return found


@SHOW.on(E.CircleCompleted)
def _completed(show: Showing, e: E.CircleCompleted) -> list[anim.Anim]:
    return [G.completed(show.table, e, *show.completions[id(e)])]


@SHOW.on(E.HerbsCollected)
def _herbs(show: Showing, e: E.HerbsCollected) -> list[anim.Anim]:
    return [G.herbs(show.table, e)]


@SHOW.on(E.DruidFlew)
def _flew(show: Showing, e: E.DruidFlew) -> list[anim.Anim]:
    return [G.fly(show.table, e)]


@SHOW.on(E.DruidPlaced)
def _placed(show: Showing, e: E.DruidPlaced) -> list[anim.Anim]:
    table = show.table
    parts = [place(table, e)]
    if table.match.state.rules.flow.herbs_and_flight and not table.match.state.setting_up():
        parts.append(G.play_begins(table))  # that was the setup round's last druid
    return parts


@SHOW.on(E.DruidWalked)
def _walked(show: Showing, e: E.DruidWalked) -> list[anim.Anim]:
    return [walk(show.table, e)]


@SHOW.on(E.DruidRemoved)
def _removed(show: Showing, e: E.DruidRemoved) -> list[anim.Anim]:
    return [remove(show.table, e)]


@SHOW.on(E.StonePlaced)
def _stone(show: Showing, e: E.StonePlaced) -> list[anim.Anim]:
    return [drop(show.table, e)]


@SHOW.on(E.StoneSkipped)
def _stone_skipped(show: Showing, e: E.StoneSkipped) -> list[anim.Anim]:
    table = show.table
    at = table.layout.nodes[e.node]
    if e.cost:
        return [minus(table, e.player, at, e.marker)]
    return [anim.shown(table.effects, FloatText(_("no stone left"), at, size=13), 0.8)]  # out of stones: free


@SHOW.on(E.DolmenDue)
def _due(show: Showing, e: E.DolmenDue) -> list[anim.Anim]:
    table, lay = show.table, show.table.layout
    spot = lay.circles[e.circle]
    word = _("{name}: on top") if e.where == "top" else _("{name}: underneath")
    said = FloatText(
        word.format(name=speech.who(table.names[e.owner])),
        (spot.centre[0], spot.centre[1] - lay.step * 0.6),
        (250, 244, 226),
        13,
    )
    return [
        anim.Parallel(
            [
                anim.shown(table.effects, Pulse(spot.centre, spot.radius, table.rgb(e.owner)), 0.45),
                anim.shown(table.effects, said, 0.7),
            ]
        )
    ]


@SHOW.on(E.CircleChosen)
def _chosen(show: Showing, e: E.CircleChosen) -> list[anim.Anim]:
    spot = show.table.layout.circles[e.circle]
    return [anim.shown(show.table.effects, Pulse(spot.centre, spot.radius, theme.HIGHLIGHT), 0.3)]


@SHOW.on(E.DolmenPlaced)
def _dolmen(show: Showing, e: E.DolmenPlaced) -> list[anim.Anim]:
    return [slab(show.table, e)]


@SHOW.on(E.DolmenSkipped)
def _dolmen_skipped(show: Showing, e: E.DolmenSkipped) -> list[anim.Anim]:
    table = show.table
    centre = table.layout.circles[e.circle].centre
    if e.cost:
        return [minus(table, e.owner, centre, e.marker)]
    return [anim.shown(table.effects, FloatText(_("skipped"), centre, size=13), 0.7)]


@SHOW.on(E.DolmenMissed)
def _missed(show: Showing, e: E.DolmenMissed) -> list[anim.Anim]:
    table = show.table
    name = table.names[e.owner]
    if e.reason == "full":
        word = _("stack is full")
    else:
        says = table.match.state.rules.says
        word = speech.agreeing(
            name,
            says(_("{name} has no dolmen stones"), _("{name} has no dolmens")),
            says(
                pgettext("a seat called You", "{name} have no dolmen stones"),
                pgettext("a seat called You", "{name} have no dolmens"),
            ),
        ).format(name=speech.who(name))
    return [anim.shown(table.effects, FloatText(word, table.layout.circles[e.circle].centre, size=13), 0.9)]


@SHOW.on(E.FinalRoundBegun)
def _final_round(show: Showing, e: E.FinalRoundBegun) -> list[anim.Anim]:
    table = show.table
    marked = anim.call(lambda: table.model.apply(e))  # the final round's mark on the cards
    if table.match.state.rules.flow.herbs_and_flight:
        return [anim.Parallel([marked, G.final_moves(table, e)])]
    last = last_turns(table, e, "action")
    return [anim.Parallel([marked, anim.shown(table.effects, Banner(_("Final round"), last, table), 1.8)])]


@SHOW.on(E.StackStoneScored)
def _stone_scored(show: Showing, e: E.StackStoneScored) -> list[anim.Anim]:
    """The first of the stones scored at the end reveals them all, circle by circle."""
    if e is not show.scored[0]:
        return []
    return [anim.Deferred(lambda: scoring(show.table, show.scored))]


SHOW.passes(E.StackRemoved)  # Die Dolmengötter's completion shows it (_completed)


@SHOW.on(E.GameEnded)
def _ended(show: Showing, e: E.GameEnded) -> list[anim.Anim]:
    table = show.table
    winners = [table.names[p] for p in e.winners]
    if len(winners) != 1:
        said = pgettext("several winners", "{names} win")
    else:
        said = speech.agreeing(winners[0], _("{names} wins"), pgettext("a seat called You", "{names} win"))
    said = said.format(names=speech.names(winners))
    return [
        anim.call(lambda: table.model.apply(e)),  # the game is over on the cards
        anim.shown(table.effects, Banner(said, _("the dolmens are scored"), table), 2.2),
    ]

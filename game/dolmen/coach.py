"""Why a Dolmen (or Die Dolmengötter) move is good: the coach behind the hints.

`explain(state, action, names)` (contract in game/ai/advice.py) plays the whole turn the action
starts the way the computer would finish it (ai_turns.finish: its stone, its circles, its
dolmen values), on the seat's observation, and tells what that turn gains: a dolmen stone of
the seat's own on a stack (and the factor it counts with), points scored at once, what it
takes from the rivals' next stones, what it prepares for the seat's own next stone; then how
much better than any other move the computer expects it to be (its hard level's outlook,
ai_search.worth). Rivals' hidden values stay unknown
(the evaluation counts them at their expected value). Pure Python.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from game.ai.advice import margin
from game.core.i18n import _, ngettext, pgettext
from game.core.words import sentence

from . import speech
from .ai_eval import circle_info, evaluate, hand_tops, threats, unknown_means
from .ai_search import outlooks
from .ai_search import worth as outlook_worth
from .ai_turns import finish
from .places import circle_name, place_label
from .rules.actions import STONE

#: A change in a threat smaller than this (points) is not worth a sentence.
NOTABLE = 1.0


def _about(x: float) -> int:
    """A number of points as the coach says it: "about 3 points" (never "about 0")."""
    return max(1, round(abs(x)))


def _placements(before, after, me: int) -> list[tuple[int, int, int]]:
    """(circle, factor, value) of each dolmen stone of `me`'s that the turn put on a stack
    (the value is `me`'s own, known to it)."""
    info = circle_info(after.board)
    out = []
    for c, (old, new) in enumerate(zip(before.stacks, after.stacks)):
        if len(new) <= len(old):
            continue
        top = len(new) - 1
        if new[:-1] == old and new[-1][0] == me:
            out.append((c, info[c][0], new[-1][1]))
        elif new[1:] == old and new[0][0] == me:
            out.append((c, info[c][0] - top, new[0][1]))
    return out


def _majorities(before, after, me: int, names: Sequence[str], marks: list[Any]) -> list[str]:
    """What the stone just left does to the stone counts of the circles around its place:
    the most stones won, or drawn level (at most one sentence)."""
    n = before.players
    for c in before.board.nodes[before.left_node].circles:
        row_before, row = before.counts[c * n : c * n + n], after.counts[c * n : c * n + n]
        best_rival = max((p for p in range(n) if p != me), key=lambda p: row[p])
        was_ahead = row_before[me] > max(row_before[p] for p in range(n) if p != me)
        where = circle_name(after.board, c)
        if row[me] > row[best_rival] and not was_ahead:
            marks.append(("circle", c))
            return [_("It gives you the most stones in the {circle}").format(circle=where)]
        if row[me] == row[best_rival] > row_before[me]:
            marks.append(("circle", c))
            rival = speech.dative(names[best_rival])
            return [_("It draws you level with {name} in the {circle}").format(name=rival, circle=where)]
    return []


def _threats(state) -> list[float]:
    return threats(state, unknown_means(state), hand_tops(state))


def _druid_spot(state, action) -> tuple | None:
    """The place the action's druid ends on (the board marks it), or None."""
    node = action.target if action.target >= 0 else action.node
    return ("node", node) if node >= 0 else None


def explain(state, action, names: Sequence[str]) -> tuple[str, tuple[Any, ...]]:
    """(why, marks) for `action` at the seat to decide in `state` (see game/ai/advice.py)."""
    me = state.current_player()
    child = state.clone()
    child.apply(action)
    _value, end = finish(child, me, lambda s: evaluate(s, me))
    said: list[str] = []
    marks: list[Any] = []
    for c, factor, value in _placements(state, end, me):
        if value:
            text = state.rules.says(
                _("It puts your {value} on the {circle}, where it counts ×{factor}"),
                pgettext("Die Dolmengötter", "It puts your {value} on the {circle}, where it counts ×{factor}"),
            )
        else:
            text = state.rules.says(
                _("It puts a dolmen stone of yours on the {circle}, where it counts ×{factor}"),
                _("It puts a dolmen of yours on the {circle}, where it counts ×{factor}"),
            )
        said.append(text.format(value=value, circle=circle_name(end.board, c), factor=factor))
        marks.append(("circle", c))
    if not said and action.kind == STONE:
        said.extend(_majorities(state, child, me, names, marks))
    scored = end.markers[me] - state.markers[me]
    if scored > 0 and not said:
        said.append(
            ngettext("It scores {n} point for you at once", "It scores {n} points for you at once", scored).format(
                n=scored
            )
        )
    before, after = _threats(state), _threats(end)
    rivals = [p for p in range(state.players) if p != me]
    taken = max(rivals, key=lambda p: before[p] - after[p])
    if before[taken] - after[taken] >= NOTABLE and len(said) < 2:
        n = _about(before[taken] - after[taken])
        said.append(
            ngettext(
                "It leaves {name} about {n} point less to win with their next stone",
                "It leaves {name} about {n} points less to win with their next stone",
                n,
            ).format(name=speech.dative(names[taken]), n=n)
        )
    if after[me] - before[me] >= NOTABLE and len(said) < 2:
        spot = _druid_spot(state, action)
        if spot is not None:
            n = _about(after[me])
            said.append(
                ngettext(
                    "Next turn, the druid on {place} can leave a stone there worth about {n} point to you",
                    "Next turn, the druid on {place} can leave a stone there worth about {n} points to you",
                    n,
                ).format(place=place_label(end.board, spot[1]), n=n)
            )
            marks.append(spot)
    said.append(_margin(state, me, action))
    return " ".join(sentence(s) for s in said), tuple(marks)


def _margin(state, me: int, action) -> str:
    """How much better the computer expects `action` to be than the best other candidate."""
    mine = outlook_worth(state, me, action)
    others = [v for v, a in outlooks(state, me, random.Random(0)) if a != action]
    return margin(mine, others)


def worth(state, action) -> float:
    """What the hard level expects `action` to be worth to the seat deciding (points of its
    outlook: the turn finished at its best, then the rivals' replies), for reviews."""
    return outlook_worth(state, state.current_player(), action)

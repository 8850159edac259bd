"""Whole turns for the Dolmen computer players: a decision is judged by the turn it completes.

One turn is several decisions (druid action, stone or skip, circle order, dolmen values,
maybe a rival's passive placement in between). `plans(state, me, judge)` scores each legal
action of the current decision by the best way `me` can finish the turn after it: every
later decision of `me` is branched, a rival's decision inside the turn (their passive
dolmen placement, or the order when `me` decides out of turn) takes `rival_default`. The
turn is finished when the next druid action is due (or the game is over).

Works on any state, observation or not: in an observation a rival's value choice is the
placeholder `dolmen ?`, so nothing here ever needs a value the player cannot see.
"""

from __future__ import annotations

from typing import Callable

from game.dolmen.rules.actions import SKIP
from game.dolmen.rules.phase import Phase

from .ai_eval import circle_info, hand_tops, unknown_means
from .ai_goetter import is_setup, narrowed, setup_bonus


def rival_default(state):
    """What a rival is assumed to do inside someone else's turn: place rather than skip
    (their value is unknown anyway), take the circles in the listed order."""
    acts = state.legal_actions()
    for a in acts:
        if a.kind != SKIP:
            return a
    return acts[0]


def finished(state) -> bool:
    return state.over or state.phase is Phase.TURN


def finish(state, me: int, judge):
    """(value, final state) of the best completion of the current turn for `me`."""
    if finished(state):
        return judge(state), state
    if state.current_player() != me:
        child = state.clone()
        child.apply(rival_default(state))
        return finish(child, me, judge)
    best = None
    for a in state.legal_actions():
        child = state.clone()
        child.apply(a)
        got = finish(child, me, judge)
        if best is None or got[0] > best[0]:
            best = got
    return best


def choices(state, me: int) -> tuple[list, Callable[[object], float] | None]:
    """The current decision's actions worth planning, and a function adding a rule set's
    extra judgement of an action (None: nothing extra). Dolmen: every legal action.
    Die Dolmengötter (ai_goetter.py): flights narrowed to the promising targets, setup
    placements judged also by the place itself."""
    acts = state.legal_actions()
    if not state.rules.flow.herbs_and_flight or state.phase is not Phase.TURN:
        return acts, None
    info = circle_info(state.board)
    if is_setup(acts):
        return acts, lambda a: setup_bonus(state, a, info)
    return narrowed(state, me, acts, info, unknown_means(state), hand_tops(state)), None


def plans(state, me: int, judge) -> list[tuple[float, object, object]]:
    """(value, action, end-of-turn state) for every action of the current decision worth
    planning (`choices`), in legal-action order; `judge(state)` scores a finished turn for
    `me`."""
    out = []
    acts, extra = choices(state, me)
    for a in acts:
        child = state.clone()
        child.apply(a)
        value, end = finish(child, me, judge)
        if extra is not None:
            value += extra(a)
        out.append((value, a, end))
    return out


def best_turn(state, player: int, judge):
    """The end-of-turn state after `player` plays their best whole turn from a TURN decision
    (a rival's reply in a lookahead)."""
    best: tuple[float, object] | None = None
    for value, _a, end in plans(state, player, judge):
        if best is None or value > best[0]:
            best = (value, end)
    assert best is not None  # a TURN decision has at least one legal action
    return best[1]

"""Why an action is not legal now, in words a player can read (DolmenState.why_illegal).

The TURN decision's reasons are the rule set's (Flow.why_not_turn); the helpers below word
what both rule sets say alike."""

from __future__ import annotations

from ..places import circle_label, place_label
from . import actions as A
from .actions import Action
from .phase import Phase
from .ruleset import UNKNOWN


def why_illegal(state, action) -> str | None:
    """None if `action` is legal in `state`, else the reason."""
    if not isinstance(action, Action) or action not in state.cat.known:
        return f"'{action}' is not a Dolmen action (see the notation)"
    if state.over:
        return "the game is over"
    phase = state.phase
    if phase is Phase.TURN:
        return state.rules.flow.why_not_turn(state, action)
    if phase is Phase.STONE:
        here = place_name(state, state.left_node)
        if action.kind == A.STONE:
            return None if state.stones_left[state.active] else "you have no stones left"
        if action.kind == A.SKIP:
            return None if state.may_skip() else _floor(state, "a stone")
        return f"first place a stone on {here} or skip it"
    if phase is Phase.ORDER:
        due = ", ".join(circle_label(state.board, c) for c, _o, _w in sorted(state.pending))
        if action.kind != A.CIRCLE:
            return f"first choose which circle's dolmen placement comes next ({due})"
        if all(c != action.value for c, _o, _w in state.pending):
            return f"no dolmen placement is due in {circle_label(state.board, action.value)} (due: {due})"
        return None
    circle = circle_label(state.board, state.due[0])
    if action.kind == A.SKIP:
        return None if state.may_skip() else _floor(state, "a dolmen placement")
    if action.kind != A.DOLMEN:
        return f"first place a dolmen stone in {circle} or skip it"
    held = state.supply[state.due[1]]
    if held[UNKNOWN]:
        if action.value != UNKNOWN:
            return "that player's dolmen values are hidden from this seat: play 'dolmen ?'"
        return None
    if action.value == UNKNOWN:
        return "name the value of the dolmen stone (dolmen 1 to dolmen 4)"
    if not held[action.value]:
        return f"you have no dolmen stone of value {action.value} left"
    return None


def not_free(state, node: int) -> str | None:
    """Why `node` is taken (a stone or a druid on it), or None if it is free."""
    if state.stone[node] >= 0:
        return f"{place_name(state, node)} is not free: a stone lies there"
    if state.druid[node] >= 0:
        return f"{place_name(state, node)} is not free: a druid stands there"
    return None


def _floor(state, what: str) -> str:
    return f"your victory point marker is on {state.rules.marker_floor}: you may not skip {what}"


def place_name(state, node: int) -> str:
    """A place as players find it on the board's edge grid ("C4")."""
    return place_label(state.board, node)

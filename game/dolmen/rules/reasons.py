"""Why an action is not legal now, in words a player can read (DolmenState.why_illegal)."""

from __future__ import annotations

from . import actions as A
from .actions import Action
from .ruleset import UNKNOWN


def why_illegal(state, action) -> str | None:
    """None if `action` is legal in `state`, else the reason."""
    if not isinstance(action, Action) or action not in state.cat.known:
        return f"'{action}' is not a Dolmen action (see the notation)"
    if state.over:
        return "the game is over"
    phase = state.phase
    if phase == "turn":
        return _turn(state, action)
    if phase == "stone":
        here = _name(state, state.left_node)
        if action.kind == A.STONE:
            return None if state.stones_left[state.active] else "you have no stones left"
        if action.kind == A.SKIP:
            return None if state.may_skip() else _floor(state, "a stone")
        return f"first place a stone on {here} or skip it"
    if phase == "order":
        due = ", ".join(state.board.circles[c].name for c, _o, _w in sorted(state.pending))
        if action.kind != A.CIRCLE:
            return f"first choose which circle's dolmen placement comes next ({due})"
        if all(c != action.value for c, _o, _w in state.pending):
            return f"no dolmen placement is due in {state.board.circles[action.value].name} " \
                   f"(due: {due})"
        return None
    circle = state.board.circles[state.due[0]].name
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


def _turn(state, action: Action) -> str | None:
    if state.rules.herbs_and_flight:
        return _goetter_turn(state, action)
    p, kind = state.active, action.kind
    mine = state.druid_nodes[p]
    druids = state.rules.druids
    if kind == A.PLACE:
        if len(mine) >= druids:
            return f"all {druids} of your druids are already on the board"
        return _not_free(state, action.node)
    if kind not in (A.MOVE, A.REMOVE):
        return "first place, move or remove a druid"
    if not mine:
        return "you have no druid on the board: you must place one"
    if state.druid[action.node] != p:
        return f"you have no druid on {_name(state, action.node)}"
    if kind == A.REMOVE:
        return None
    dest = action.target
    taken = _not_free(state, dest)
    if taken:
        return taken
    if dest not in state.destinations(action.node):
        return (f"{_name(state, dest)} is not one step from {_name(state, action.node)} "
                f"(a path, a rune gate or a druid bridge; stones always block)")
    return None


def _goetter_turn(state, action: Action) -> str | None:
    """Die Dolmengötter's turn: setup placements, then walk, herbs or flight."""
    p, kind, node = state.active, action.kind, action.node
    if state.setting_up():
        if kind != A.PLACE:
            return "first every druid is placed: one at a time, in turn order, on a free place"
        return _not_free(state, node)
    if kind == A.PLACE:
        return "all druids are on the board: walk a druid, collect herbs or fly"
    if kind == A.REMOVE:
        return "in Die Dolmengötter druids stay on the board"
    if kind not in (A.MOVE, A.HERBS, A.FLY):
        return "first walk a druid, let one collect herbs, or fly a lying one"
    if state.druid[node] != p:
        return f"you have no druid on {_name(state, node)}"
    lying = node in state.lying
    if kind == A.HERBS:
        return "that druid is already collecting herbs" if lying else None
    if kind == A.FLY:
        if not lying:
            return "only a druid lying down after collecting herbs can fly"
        return _not_free(state, action.target)
    if lying:
        return "that druid is collecting herbs: its next move is a flight"
    dest = action.target
    taken = _not_free(state, dest)
    if taken:
        return taken
    if dest not in state.destinations(node):
        return (f"{_name(state, dest)} is not one walk from {_name(state, node)} (a neighbouring "
                f"place, or over a straight row of druids; never over a stone or a free place)")
    return None


def _not_free(state, node: int) -> str | None:
    if state.stone[node] >= 0:
        return f"{_name(state, node)} is not free: a stone lies there"
    if state.druid[node] >= 0:
        return f"{_name(state, node)} is not free: a druid stands there"
    return None


def _floor(state, what: str) -> str:
    return f"your victory point marker is on {state.rules.marker_floor}: you may not skip {what}"


def _name(state, node: int) -> str:
    return state.board.nodes[node].name

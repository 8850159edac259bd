"""Why an action is not legal now, in words a player can read (DolmenState.why_illegal).

The TURN decision's reasons are the rule set's (Flow.why_not_turn); the helpers below word
what both rule sets say alike."""

from __future__ import annotations

from game.core.i18n import _, pgettext

from ..places import circle_label, circle_name, place_label
from . import actions as A
from .actions import Action
from .phase import Phase
from .ruleset import UNKNOWN


def why_illegal(state, action) -> str | None:
    """None if `action` is legal in `state`, else the reason."""
    if not isinstance(action, Action) or action not in state.cat.known:
        return _("'{action}' is not a Dolmen action (see the notation)").format(action=action)
    if state.over:
        return _("the game is over")
    phase = state.phase
    if phase is Phase.TURN:
        return state.rules.flow.why_not_turn(state, action)
    if phase is Phase.STONE:
        here = place_name(state, state.left_node)
        if action.kind == A.STONE:
            return None if state.stones_left[state.active] else _("you have no stones left")
        if action.kind == A.SKIP:
            return None if state.may_skip() else _floor(state, _STONE)
        return _("first place a stone on {place} or skip it").format(place=here)
    if phase is Phase.ORDER:
        due = ", ".join(circle_label(state.board, c) for c, _o, _w in sorted(state.pending))
        if action.kind != A.CIRCLE:
            return _("first choose which circle's dolmen placement comes next ({due})").format(due=due)
        if all(c != action.value for c, _o, _w in state.pending):
            return _("no dolmen placement is due in the {circle} (due: {due})").format(
                circle=circle_name(state.board, action.value), due=due
            )
        return None
    circle = circle_name(state.board, state.due[0])
    if action.kind == A.SKIP:
        return None if state.may_skip() else _floor(state, _DOLMEN)
    if action.kind != A.DOLMEN:
        return state.rules.says(
            _("first place a dolmen stone in the {circle} or skip it"),
            _("first place a dolmen in the {circle} or skip it"),
        ).format(circle=circle)
    held = state.supply[state.due[1]]
    if held[UNKNOWN]:
        if action.value != UNKNOWN:
            return _("that player's dolmen values are hidden from this seat: play 'dolmen ?'")
        return None
    if action.value == UNKNOWN:
        return state.rules.says(
            _("name the value of the dolmen stone (dolmen 1 to dolmen 4)"),
            _("name the value of the dolmen (dolmen 1 to dolmen 4)"),
        )
    if not held[action.value]:
        return state.rules.says(
            _("you have no dolmen stone of value {value} left"), _("you have no dolmen of value {value} left")
        ).format(value=action.value)
    return None


def not_free(state, node: int) -> str | None:
    """Why `node` is taken (a stone or a druid on it), or None if it is free."""
    if state.stone[node] >= 0:
        return _("{place} is not free: a stone lies there").format(place=place_name(state, node))
    if state.druid[node] >= 0:
        return _("{place} is not free: a druid stands there").format(place=place_name(state, node))
    return None


_STONE, _DOLMEN = "stone", "dolmen"  # what a skip would skip


def _floor(state, what: str) -> str:
    floor = state.rules.marker_floor
    if what == _STONE:
        return state.rules.says(
            _("your victory point marker is on {floor}: you may not skip a stone"),
            pgettext("Die Dolmengötter", "your victory point marker is on {floor}: you may not skip a stone"),
        ).format(floor=floor)
    return _("your victory point marker is on {floor}: you may not skip a dolmen placement").format(floor=floor)


def place_name(state, node: int) -> str:
    """A place as players find it on the board's edge grid ("C4")."""
    return place_label(state.board, node)

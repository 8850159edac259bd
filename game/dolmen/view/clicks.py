"""The clicks that make an action at the Dolmen table: where a player clicks next, given what
the table shows now (its selection and decision panel).

A druid on the board is clicked, then where it goes (move, flight) or the panel's button for
it ("Take this druid back", "Collect herbs"); a place is clicked to put a druid there; the
stone, skip, circle-order and dolmen-value decisions are the panel's buttons and value tiles.
The tutorial's hint arrow points at `next_click`, and its tests click there, one click at a
time, until the table hands over the action.
"""

from __future__ import annotations

import pygame

from game.ui.decision import offer_rect

from . import choosing, hud


def node_rect(table, node: int) -> pygame.Rect:
    """The square around a stone place (its centre is the place; a click there hits it)."""
    lay = table.layout
    x, y = lay.nodes[node]
    r = lay.node_radius * 1.5
    return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))


def next_click(table, action) -> pygame.Rect | None:
    """Where the next click goes to make `action` at `table` as it is now: a stone place's
    rectangle or a decision-panel item's. None when no click makes it now (the action is not
    legal, or the table takes no input)."""
    if not table.active or table.timeline.busy:
        return None
    state = table.match.state
    if action not in state.legal_actions():
        return None
    kind, selected = action.kind, table.selected
    druid = selected[1] if selected and selected != "hand" else None
    if kind in (choosing.MOVE, choosing.FLY):
        return node_rect(table, action.target if druid == action.node else action.node)
    if kind in (choosing.HERBS, choosing.REMOVE):
        if druid != action.node:
            return node_rect(table, action.node)
        return _panel_item(table, action)
    if kind == choosing.PLACE:
        legal = state.legal_actions()
        if druid is not None and action.node in choosing.destinations(legal, druid):
            return node_rect(table, druid)  # the click would move it there: let it go first
        return node_rect(table, action.node)
    return _panel_item(table, action)  # stone, skip, circle order, dolmen value


def _panel_item(table, action) -> pygame.Rect | None:
    return offer_rect(hud.choices(table), action=action)

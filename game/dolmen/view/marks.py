"""Where the Dolmen table marks the spots a story line names, and which circle a decision
is about (the play scene outlines them; see TableBase.mark_rects)."""

from __future__ import annotations

import math

import pygame

from game.dolmen.rules.phase import Phase

from .layout import LOG_AREA, LOG_REACH

__all__ = ["LOG_AREA", "LOG_REACH", "asked_targets", "log_yields", "mark_rects"]


def mark_rects(table, targets) -> list[pygame.Rect]:
    """A ring's box per spot: ("node", n) round its place, ("circle", c) round the clearing
    inside the circle's places."""
    lay = table.layout
    rects = []
    for target in targets:
        if target[0] == "node":
            x, y = lay.nodes[target[1]]
            r = lay.node_radius * 1.45
        elif target[0] == "circle":
            spot = lay.circles[target[1]]
            x, y = spot.centre
            nodes = lay.board.circles[target[1]].nodes
            r = 0.8 * min(math.hypot(lay.nodes[n][0] - x, lay.nodes[n][1] - y) for n in nodes)
        else:
            continue
        rects.append(pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r)))
    return rects


def asked_targets(table) -> list:
    """The circles the decision at hand is about: the one a dolmen stone is asked for, or
    the ones whose placement may come first."""
    state = table.match.state
    if state.is_over():
        return []
    if state.phase is Phase.PLACEMENT and state.due is not None:
        return [("circle", state.due[0])]
    if state.phase is Phase.ORDER:
        return [("circle", c) for c, _o, _w in sorted(state.pending)]
    return []


def log_yields(table) -> bool:
    """The circle card takes the log's place while the mouse is over a circle (or a place of
    only one circle), as the card shows then (painting._circle_card); on the narrow table
    the full card of a player whose compact card is under the mouse does too."""
    if hovered_player(table) is not None:
        return True
    spot = table.spot_at(table.mouse)
    if spot is None:
        return False
    if spot[0] == "circle":
        return True
    return spot[0] == "node" and len(table.layout.board.nodes[spot[1]].circles) == 1


def hovered_player(table) -> int | None:
    """The player whose compact card (narrow table) is under the mouse, or None."""
    card_at = getattr(table.cards, "card_at", None)
    return card_at(table.mouse) if card_at is not None else None

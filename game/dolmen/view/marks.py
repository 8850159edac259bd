"""Where the Dolmen table marks the spots a story line names, and which circle a decision
is about (the play scene outlines them; see TableBase.mark_rects)."""

from __future__ import annotations

import math

import pygame

from game.dolmen.rules.phase import Phase

from . import lower_card, preview, tags
from .layout import LOG_AREA, LOG_REACH

__all__ = ["LOG_AREA", "LOG_REACH", "asked_targets", "keep_clear", "log_yields", "mark_rects"]


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
    """The card below the decision panel takes the log's place while it shows something:
    while the mouse is over a circle (or a place of only one circle), or, on the narrow
    table, over a player's compact card (lower_card.shown)."""
    return lower_card.shown(table) is not None


#: How far in from a target's edges a word lies "inside" it, clear of the glow round it.
INSIDE = 12


def keep_clear(table, rect) -> list[pygame.Rect]:
    """What a tutorial's arrow pointing at `rect` must not hide: every word and number on
    and around the board (the edge grid, the multipliers, a preview's tags) but those lying
    well inside `rect` itself (INSIDE px in from its edges), and the status line under the
    board."""
    rect = pygame.Rect(rect)
    lay = table.layout
    words = tags.edge_label_rects(lay, table.frame.edge_text) + tags.badge_rects(lay, table.frame.badge)
    words += [box for _words, box, _fill, _edge in preview.placed_tags(table)]
    words.append(pygame.Rect(table.frame.status))
    inside = rect.inflate(-2 * INSIDE, -2 * INSIDE)  # off the target's glow, which runs round it
    return [r for r in words if not inside.contains(r)]

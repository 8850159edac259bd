"""Where a tutorial's targets lie on the Dolmen table: "node:<x>,<y>" (a stone place) and
"circle:<shape> <x>,<y>" (a stone circle) of the board map, as canvas rectangles."""

from __future__ import annotations

import pygame

from .clicks import node_rect


def target_rect(table, target: str) -> pygame.Rect | None:
    """The rectangle of a target on `table`, or None for a name the board does not have."""
    lay = table.layout
    kind, _, name = target.partition(":")
    if kind == "node":
        for node in lay.board.nodes:
            if node.name == name:
                return node_rect(table, node.index)
    if kind == "circle":
        for circle in lay.board.circles:
            if circle.name == name:
                xs = [p[0] for p in lay.circles[circle.index].ring]
                ys = [p[1] for p in lay.circles[circle.index].ring]
                return pygame.Rect(
                    round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys))
                ).inflate(10, 10)
    return None

"""Tooltips: the whole of a text a table shows cut short (a name ending in "…"), in a small
box beside it while the pointer rests on it. A table collects, as it draws, where it cut
what (`Tips`), and draws the tip of the place under the pointer last of all
(TableBase.draw_above), so nothing lies over it. Names no game.
"""

from __future__ import annotations

import pygame

from . import drawn, theme

TEXT = 14  # the tip's text size (canvas px; raised in a small window like all text)
WIDTH = 300  # the widest a tip grows before it wraps
LINES = 3
GAP = 6  # between the tip and what it tells about


class Tips:
    """The places of a picture whose text was cut, each with its whole text."""

    def __init__(self) -> None:
        self.places: list[tuple[pygame.Rect, str]] = []

    def clear(self) -> None:
        self.places.clear()

    def add(self, rect, text: str) -> None:
        """`rect` (canvas coordinates) shows `text` cut short."""
        self.places.append((pygame.Rect(rect), text))

    def at(self, pos) -> tuple[pygame.Rect, str] | None:
        """The place under canvas point `pos` and its whole text, or None."""
        return next(((r, t) for r, t in self.places if r.collidepoint(pos)), None)


def draw_tip(canvas: pygame.Surface, text: str, about: pygame.Rect, room: pygame.Rect) -> pygame.Rect:
    """`text` in a box above `about` (below it when there is no room above), within `room`
    (a box larger than `room` keeps its top-left corner in it); returns the box."""
    font = theme.text_font(TEXT)
    lines = theme.wrap(text, TEXT, WIDTH)[:LINES]
    step = font.get_linesize()
    box = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines) + 16, step * len(lines) + 10)
    box.midbottom = (about.centerx, about.y - GAP)
    if box.y < room.y:
        box.midtop = (about.centerx, about.bottom + GAP)
    box.clamp_ip(room)
    with drawn.overlay(canvas, box, points_at=about):  # it must not hide what it tells about
        theme.panel(canvas, box, theme.PANEL, radius=6)
        pygame.draw.rect(canvas, theme.ACCENT_DARK, box, 1, border_radius=6)
        for i, line in enumerate(lines):
            theme.draw_text(canvas, line, (box.x + 8, box.y + 5 + step * i), TEXT, theme.INK)
    return box


__all__ = ["Tips", "draw_tip"]

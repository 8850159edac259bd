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


def draw_tip(
    canvas: pygame.Surface,
    text: str,
    about: pygame.Rect,
    room: pygame.Rect,
    most_lines: int = LINES,
    keep_clear=(),
) -> pygame.Rect:
    """`text` in at most `most_lines` lines in a box beside `about`, within `room`, covering
    none of `keep_clear` (the words and cards around it; place_tip); returns the box."""
    font = theme.text_font(TEXT)
    lines = theme.wrap(text, TEXT, WIDTH)[:most_lines]
    step = font.get_linesize()
    size = (max(font.size(line)[0] for line in lines) + 16, step * len(lines) + 10)
    box = place_tip(size, about, room, [pygame.Rect(r) for r in keep_clear])
    with drawn.overlay(canvas, box, points_at=about):  # it must not hide what it tells about
        theme.panel(canvas, box, theme.PANEL, radius=6)
        pygame.draw.rect(canvas, theme.ACCENT_DARK, box, 1, border_radius=6)
        for i, line in enumerate(lines):
            theme.draw_text(canvas, line, (box.x + 8, box.y + 5 + step * i), TEXT, theme.INK)
    return box


#: How far from what it tells about a tip may stand, nearest first, when nearer ones would
#: cover something of `keep_clear`
REACH = (GAP, GAP + 20, GAP + 40, GAP + 60, GAP + 90, GAP + 120)


def place_tip(
    size: tuple[int, int], about: pygame.Rect, room: pygame.Rect, keep_clear: list[pygame.Rect]
) -> pygame.Rect:
    """Where a tip of `size` stands: the first place, nearest first, that lies in `room`,
    off `about` and off every rect of `keep_clear`: above `about`, then below it, each
    centred on it or slid along (always within `room`), then to its right and its left;
    where none is clear, the one of them that covers least of `keep_clear`; with nothing to
    keep clear of, or no such place, above it (below it where there is no room above),
    within `room` (a box larger than `room` is centred on it)."""
    w, h = size

    def clamped(box: pygame.Rect) -> pygame.Rect:
        box.x = max(room.x, min(box.x, room.right - w))
        return box

    tried: list[pygame.Rect] = []
    for reach in REACH if keep_clear else REACH[:1]:
        for slide in (0, -w // 3, w // 3, -2 * w // 3, 2 * w // 3) if keep_clear else (0,):
            x = about.centerx - w // 2 + slide
            tried.append(clamped(pygame.Rect(x, about.y - reach - h, w, h)))
            tried.append(clamped(pygame.Rect(x, about.bottom + reach, w, h)))
    if keep_clear:
        tried.append(pygame.Rect(about.right + GAP, about.centery - h // 2, w, h))
        tried.append(pygame.Rect(about.x - GAP - w, about.centery - h // 2, w, h))
    for box in tried:
        if room.contains(box) and not box.colliderect(about) and box.collidelist(keep_clear) < 0:
            return box
    fitting = [box for box in tried if room.contains(box) and not box.colliderect(about)]
    if fitting and keep_clear:  # the place that covers least of them
        return min(fitting, key=lambda box: sum(_area(box.clip(other)) for other in keep_clear))
    box = pygame.Rect(0, 0, w, h)
    box.midbottom = (about.centerx, about.y - GAP)
    if box.y < room.y:
        box.midtop = (about.centerx, about.bottom + GAP)
    return box.clamp(room)


def _area(rect: pygame.Rect) -> int:
    return rect.w * rect.h


__all__ = ["Tips", "draw_tip", "place_tip"]

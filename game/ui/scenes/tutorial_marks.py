"""The tutorial's marks on the table (drawing only): the pulsing glow around a target, the
bobbing arrow that points at one from where it hides least, and the chapter's title plate."""

from __future__ import annotations

import pygame

from .. import drawn, theme

GLOW = (255, 214, 110)
BOB = 6  # how far the arrow bobs toward its target and back
GAP = 8  # between the arrow's tip and its target
LONG, SHORT = 64, 44  # arrow lengths: on the table, and between a panel's items
#: A target whose left edge lies within this of the arrows' room's right edge is inside the
#: right-hand panel with other items to its left (value tiles, a second button in a row):
#: its arrow comes from above, short. (Measured from the room's edges, so that the same
#: rule serves a table laid out within the narrow window's columns.)
INSIDE_RIGHT_PANEL = 270
RIGHT_EDGE, LEFT_EDGE = 380, 330  # a target this near the room's right or left edge

ABOVE, BELOW, FROM_LEFT, FROM_RIGHT = (0, 1), (0, -1), (1, 0), (-1, 0)  # the way it points


#: How far the glow's outline keeps from what it must leave readable (`glow`'s `keep`).
KEEP_GAP = 2
#: The glow's outline: 5 px out from its target, 4 px wide, its corners this round (any
#: rounder and the inner edge of a corner would cut across the target's corner).
GLOW_RADIUS = 7


def glow_box(rect: pygame.Rect) -> pygame.Rect:
    """Everything the glow round `rect` may cover (its soft halo included)."""
    return rect.inflate(22, 22)


def glow(canvas: pygame.Surface, rect: pygame.Rect, pulse: float, strong: bool, keep=()) -> None:
    """A pulsing warm outline around a target at `rect`; `pulse` in 0..1. It breaks off,
    KEEP_GAP short, where it would cross one of `keep` (the labels and pieces beside the
    target, which stay readable). Announced as an overlay pointing at `rect`, which it
    never covers."""
    whole = glow_box(rect)
    layer = pygame.Surface(whole.size, pygame.SRCALPHA)
    box = pygame.Rect(6, 6, rect.w + 10, rect.h + 10)
    alpha = int(120 + 120 * pulse) if strong else int(100 + 110 * pulse)
    pygame.draw.rect(layer, (*GLOW, alpha // 3), box.inflate(8, 8), width=6, border_radius=11)
    # corners no rounder than keeps the line's inner edge off the target's corners
    pygame.draw.rect(layer, (*GLOW, alpha), box, width=4, border_radius=GLOW_RADIUS)
    for other in keep:
        gone = pygame.Rect(other).move(-whole.x, -whole.y).inflate(2 * KEEP_GAP, 2 * KEEP_GAP)
        layer.fill((0, 0, 0, 0), gone.clip(layer.get_rect()))
    with drawn.overlay(canvas, whole, points_at=rect):
        canvas.blit(layer, whole.topleft)


def _tip(rect: pygame.Rect, way: tuple[int, int]) -> tuple[int, int]:
    """Where an arrow pointing `way` ends: GAP before the target's near side."""
    dx, dy = way
    if dx:
        return (rect.left - GAP if dx > 0 else rect.right + GAP), rect.centery
    return rect.centerx, (rect.top - GAP if dy > 0 else rect.bottom + GAP)


def arrow_box(rect: pygame.Rect, way: tuple[int, int], length: int) -> pygame.Rect:
    """Everything an arrow at `rect` may cover while it bobs (its shadow included)."""
    (x, y), (dx, dy) = _tip(rect, way), way
    tail = (x - dx * (length + BOB), y - dy * (length + BOB))
    box = pygame.Rect(min(x, tail[0]), min(y, tail[1]), abs(tail[0] - x), abs(tail[1] - y))
    return box.inflate(48 if dy else 8, 48 if dx else 8).move(2, 2)


def arrow_way(rect: pygame.Rect, room: pygame.Rect, avoid: list[pygame.Rect]) -> tuple[tuple[int, int], int] | None:
    """(the way an arrow at `rect` points, its length), or None when every arrow would cover
    something of `avoid` (the target's glow alone then marks it). Tried in order: from the
    middle of the table for a target at its left or right edge, from above for one inside
    the right-hand panel, else from above (from below at the top of the table), then the
    other ways; the first arrow that lies within `room` and covers none of `avoid` wins (a
    long one, else a short one). The table's edges are the room's (all the canvas's width,
    or the narrow window's columns)."""
    length = LONG
    if rect.left > room.right - INSIDE_RIGHT_PANEL:
        order, length = [ABOVE, FROM_LEFT, BELOW], SHORT
    elif rect.left > room.right - RIGHT_EDGE:
        order = [FROM_LEFT, ABOVE, BELOW]
    elif rect.right < room.x + LEFT_EDGE:
        order = [FROM_RIGHT, ABOVE, BELOW]
    elif rect.top > 150:
        order = [ABOVE, BELOW, FROM_LEFT, FROM_RIGHT]
    else:
        order = [BELOW, FROM_LEFT, FROM_RIGHT, ABOVE]
    order += [way for way in (ABOVE, BELOW, FROM_LEFT, FROM_RIGHT) if way not in order]  # the rest last
    for n in (length, SHORT) if length > SHORT else (length,):  # a short arrow where no long one fits
        for way in order:
            box = arrow_box(rect, way, n)
            if room.contains(box) and not any(box.colliderect(other) for other in avoid):
                return way, n
    return None


def arrow(canvas: pygame.Surface, rect: pygame.Rect, way: tuple[int, int], length: int, bob: float) -> None:
    """A bold arrow pointing `way` at `rect`, `bob` pixels (0..BOB) back from its tip."""
    dx, dy = way
    x, y = _tip(rect, way)
    tip = (x - dx * bob, y - dy * bob)
    perp = (-dy, dx)
    outline = [(length, -9), (length, 9), (26, 9), (26, 22), (0, 0), (26, -22), (26, -9)]
    shaft = [(tip[0] - a * dx + q * perp[0], tip[1] - a * dy + q * perp[1]) for a, q in outline]
    left, top = min(p[0] for p in shaft) - 2, min(p[1] for p in shaft) - 2
    layer = pygame.Surface((LONG + 12, LONG + 12), pygame.SRCALPHA)
    pygame.draw.polygon(layer, (0, 0, 0, 80), [(px - left + 3, py - top + 4) for px, py in shaft])
    with drawn.overlay(canvas, arrow_box(rect, way, length), points_at=rect):
        canvas.blit(layer, (left, top))
        pygame.draw.polygon(canvas, theme.ACCENT, shaft)
        pygame.draw.polygon(canvas, theme.ACCENT_DARK, shaft, width=2)


def title_line(game: str, chapter: str, width: int) -> tuple[int, str]:
    """(font size, text) of the title plate's line within `width`: "<game> · <chapter>", or the
    chapter's title alone when both do not fit whole (the table shows which game it is)."""
    size, line = theme.fit_line(f"{game} · {chapter}", 26, width, "serif", smallest=16)
    if line.endswith("…"):
        size, line = theme.fit_line(chapter, 26, width, "serif", smallest=14)
    return size, line


#: The title plate's height: its line and a little room, no more (the table's top labels
#: lie close under it).
PLATE_H = 36


def title_plate(game: str, chapter: str, width: int) -> pygame.Surface:
    """The title line on a dark plate at most `width` wide and PLATE_H high."""
    size, line = title_line(game, chapter, width - 20)
    label = theme.text_surface(line, size, theme.INK_LIGHT, "serif")
    plate = pygame.Surface((label.get_width() + 20, PLATE_H), pygame.SRCALPHA)
    pygame.draw.rect(plate, (34, 40, 38, 220), plate.get_rect(), border_radius=10)
    plate.blit(label, label.get_rect(midleft=(10, PLATE_H // 2)))
    return plate

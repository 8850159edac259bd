"""Where the table rings a spot the story names (the last-turn marks, a hovered log line):
on the piece, field or thing that changed, never round a whole panel. Board spots keep
their own rectangles; a player's hand is marked at its card count in that player's area,
the stack and the discard pile at their top card, the dice round the two dice, the Place of
the Spirits at its heading."""

from __future__ import annotations

import pygame

from . import targets
from .painting import card_centre, card_size, decision_count_rect, die_face_rect

#: How far a ring stands off what it marks.
MARGIN = 4


def seat_count_rect(area: pygame.Rect) -> pygame.Rect:
    """The hand-size badge (a card back and "×n") at the top right of a player's area."""
    return pygame.Rect(area.right - 56, area.y + 4, 50, 30)


def seat_name_rect(area: pygame.Rect) -> pygame.Rect:
    """The colour disc and name strip at the top of a player's area."""
    return pygame.Rect(area.x + 10, area.y + 4, area.w - 72, 32)


def mark_rect(view, target) -> pygame.Rect | None:
    """The rectangle a mark of `target` (a story spot) rings, or None."""
    lay = view.layout
    if isinstance(target, tuple) and len(target) == 2 and target[0] in ("hand", "seat"):
        p = target[1]
        if not 0 <= p < len(lay.seat_areas):
            return None
        area = lay.seat_areas[p]
        return seat_count_rect(area) if target[0] == "hand" else seat_name_rect(area)
    name = target[0] if isinstance(target, tuple) and len(target) == 1 else target
    if name in ("stack", "discard"):
        w, h = card_size(lay)
        card = pygame.Rect(0, 0, w, h)
        card.center = card_centre(lay.stack if name == "stack" else lay.discard)
        return card.inflate(2 * MARGIN, 2 * MARGIN)
    if name == "dice":
        return die_face_rect(lay, 0).union(die_face_rect(lay, 1)).inflate(2 * MARGIN, 2 * MARGIN)
    if name == "spirits":
        place = lay.spirits_place
        return pygame.Rect(place.x + 8, place.y + 4, place.w - 16, 24)
    if name in ("decision", "place:decision"):
        return decision_ring(lay, view.model.board)
    return targets.spot_rect(view, target)


def decision_ring(lay, board) -> pygame.Rect:
    """The Place of Decision's mark: round the place, and wide enough to pass outside the
    count on its rim ("2 of 5"), which a ring on the rim would strike through."""
    place = pygame.Rect(lay.decision)
    badge = decision_count_rect(lay, board)
    if badge is None:
        return place
    reach = (
        max(abs(x - place.centerx) ** 2 + abs(y - place.centery) ** 2 for x, y in (badge.bottomleft, badge.bottomright))
        ** 0.5
    )
    radius = max(place.w // 2, round(reach) + MARGIN)
    ring = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    ring.center = place.center
    return ring


def on_board(spot) -> bool:
    """True for a spot on the stone circles (a field, a piece, the Place of Decision)."""
    if isinstance(spot, int):
        return True
    if isinstance(spot, tuple) and spot and spot[0] in ("field", "piece", "decision"):
        return True
    return spot == "decision"


def mark_rects(view, spots) -> list[pygame.Rect]:
    """The rectangles of `spots` that the table can show; while the vote veils the circles,
    none on the board (rings over the vote's scales would hide the count)."""
    if view.vote_show.visible:
        spots = [spot for spot in spots if not on_board(spot)]
    found = [mark_rect(view, spot) for spot in spots]
    return [r for r in found if r is not None]

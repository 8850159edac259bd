"""The words and numbers on and around the Dolmen board: the edge grid's letters and numbers,
every circle's multiplier badge, and the tags a preview puts over the board ("▲ Bo on top",
"lies down to collect herbs").

Contract: the badges are drawn over every piece, ring and ghost of a frame (painting draws
them after those), and a tag is drawn after the badges at a spot where it covers no badge and
no other tag, on the board, as near its own spot as may be (`place`). A tag naming a player
is never wider than `tag_width`: a long name is shortened at whole words, or replaced by the
player's colour (`tag_words`); the whole name is on the player's card.
"""

from __future__ import annotations

import pygame

from game.dolmen.places import column_letter, row_number
from game.ui import names, theme

from . import art

TAG_TEXT = 13  # a tag's words (bold)
#: The widest a tag is (wide table, narrow table): narrow enough that each of the tags of
#: a place in three circles finds a spot near its circle clear of every multiplier.
TAG_WIDTH, NARROW_TAG_WIDTH = 170, 140
PAD = (12, 6)  # a tag's box round its words
#: Where a tag may go, tried nearest first: grid steps from its own spot (across, down).
SPOTS = sorted(
    ((dx / 4, dy / 20) for dx in range(-6, 7) for dy in range(-24, 25)), key=lambda d: 1.5 * abs(d[0]) + abs(d[1])
)


def badge_height(lay, height: int | None = None) -> int:
    """A multiplier badge's height: the table frame's `height`, else from the board's step."""
    return height or max(14, round(lay.step * 0.28))


def badge_rects(lay, height: int | None = None) -> list[pygame.Rect]:
    """Where each circle's multiplier badge lies (canvas), by circle index."""
    h = badge_height(lay, height)
    return [
        art.multiplier_badge(c.multiplier, h).get_rect(center=(round(c.badge[0]), round(c.badge[1])))
        for c in lay.circles
    ]


EDGE_INK = (214, 206, 180)


def edge_labels(lay) -> list[tuple[str, tuple[int, int]]]:
    """The letter-number grid along the board's edges, as on a chess board, as (label,
    centre): column letters above the landscape, row numbers (1 at the bottom) left and
    right of it. Places and circles are named by it (game/dolmen/places.py)."""
    board = lay.board
    left, top, width, _h = lay.land
    xs, ys = {}, {}
    for node, (x, y) in zip(board.nodes, lay.nodes):
        xs[node.grid[0]], ys[node.grid[1]] = x, y
    found = [(column_letter(board, gx), (round(x), round(top) - 8)) for gx, x in xs.items()]
    for gy, y in ys.items():
        number = str(row_number(board, gy))
        found += [(number, (round(left) - 14, round(y))), (number, (round(left + width) + 14, round(y)))]
    return found


def draw_edge_grid(canvas, lay, size: int = 13) -> None:
    """The edge grid's labels (edge_labels) in bold `size` px."""
    for label, centre in edge_labels(lay):
        theme.draw_text(canvas, label, centre, size, EDGE_INK, "bold", "center")


def edge_label_rects(lay, size: int = 13) -> list[pygame.Rect]:
    """Where the edge grid's labels lie (canvas)."""
    font = theme.text_font(size, "bold")
    rects = []
    for label, centre in edge_labels(lay):
        box = pygame.Rect((0, 0), font.size(label))
        box.center = centre
        rects.append(box)
    return rects


def draw_badges(canvas, lay, height: int | None = None) -> None:
    """Every circle's multiplier on its dark pill."""
    h = badge_height(lay, height)
    for c, rect in zip(lay.circles, badge_rects(lay, height)):
        canvas.blit(art.multiplier_badge(c.multiplier, h), rect)


def tag_width(narrow: bool) -> int:
    """The widest a tag is on the wide or the narrow table (TAG_WIDTH, NARROW_TAG_WIDTH)."""
    return NARROW_TAG_WIDTH if narrow else TAG_WIDTH


def tag_words(before: str, name: str, after: str, colour: str, width: int) -> str:
    """A tag's words naming a player, within `width` px: the player's name, or its first
    whole words and "…" ("▲ Maximilianus… on top"), or, where even its first word is too
    long, the player's colour ("▲ Red on top", as the tag's edge and the player's card
    show it): no word is ever cut."""
    font = theme.text_font(TAG_TEXT, "bold")
    room = width - PAD[0] - font.size(before + after)[0]
    return before + (names.in_whole_words(name, TAG_TEXT, room) or colour) + after


def tag_box(words: str) -> pygame.Rect:
    """The box of a tag saying `words` (at the origin)."""
    w, h = theme.text_font(TAG_TEXT, "bold").size(words)
    return pygame.Rect(0, 0, w + PAD[0], h + PAD[1])


def place(box: pygame.Rect, spot, step: float, keep_clear: list[pygame.Rect], within: pygame.Rect) -> pygame.Rect:
    """`box` moved to the spot nearest `spot` (its centre) where it meets nothing of
    `keep_clear` and lies within `within`; at `spot` itself when there is no such spot."""
    for dx, dy in SPOTS:
        moved = box.copy()
        moved.center = (round(spot[0] + dx * step), round(spot[1] + dy * step))
        if within.contains(moved) and moved.collidelist(keep_clear) < 0:
            return moved
    moved = box.copy()
    moved.center = (round(spot[0]), round(spot[1]))
    return moved


def draw_tag(canvas, words: str, box: pygame.Rect, ink, fill, edge=None) -> None:
    """A tag: its words in `ink` centred on a rounded box of `fill`, edged with `edge`."""
    pygame.draw.rect(canvas, fill, box, border_radius=8)
    if edge is not None:
        pygame.draw.rect(canvas, edge, box, 2, border_radius=8)
    tag = theme.text_surface(words, TAG_TEXT, ink, "bold")
    canvas.blit(tag, tag.get_rect(center=box.center))

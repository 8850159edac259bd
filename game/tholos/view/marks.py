"""Which spots a Tholos story line or decision is about, as the rings the play scene draws
round them (game.ui.log.draw_marks: a circle round a squarish box, a rounded box otherwise
and round a site's column),
what a tutorial arrow must leave free, and where the log lies on this table."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.ui import theme
from game.ui.log import Box

from . import art
from .frame import WIDE
from .layout import SMALL_DRUM
from .targets import target_rect

#: Where the log lies on the wide Tholos table: the strip above the temple, between the
#: panels; it grows over the temple while the mouse is over it (the narrow form's: frame.py).
LOG_AREA, LOG_REACH = WIDE.log_area, WIDE.log_reach
#: How far a ring keeps inside the panel it marks something in.
INSET = 4
#: How much of a circle's box may differ in width and height (game.ui.log.draw_marks).
SQUARISH = 0.25


def asked_targets(table) -> list:
    """The site whose bonus is offered, while it is."""
    state = table.match.state
    return [("site", state.bonus_site)] if state.bonus_site >= 0 and not state.is_over() else []


def mark_rect(table, spot) -> pygame.Rect | None:
    """The box a story mark rings for `spot`, always inside the panel the spot lies in: a
    quarry heap ("pile", colour) by its stones and count, the quarry ("quarry",) by its three
    heaps, a workshop by its row of places, a site by its plinth and the stones standing on it."""
    lay = table.layout
    if spot[0] == "pile":
        return heap_box(table, spot[1])
    if spot[0] == "quarry":
        x, y, w, h = lay.quarry
        return pygame.Rect(x + INSET, y + 34, w - 2 * INSET, h - 34 - INSET)
    if spot[0] == "workshop":
        panel = pygame.Rect(lay.workshops[spot[1]]).inflate(-2 * INSET, -2 * INSET)
        row = pygame.Rect(lay.place_rect(spot[1], 0)).union(lay.place_rect(spot[1], 2))
        return row.inflate(8, 4).clip(panel)
    if spot[0] == "site":
        return site_box(table, spot[1])
    return table.spot_rect(spot)


#: How far a site's mark stands off its plinth and stones: beside and above them, and below
#: the plinth (less: the site's symbol stands under the front sites' plinths).
SITE_MARGIN, SITE_MARGIN_BELOW = 8, 1


def site_box(table, site: int) -> Box:
    """A site's mark: a rounded box round what stands there now, its stones and plinth (the
    plinth alone for an empty site), not the height a complete column would reach."""
    spot = table.layout.sites[site]
    x, y, w, h = spot.standing_rect(len(table.model.columns[site]))
    m = SITE_MARGIN
    return Box(x - m, y - m, w + 2 * m, h + m + SITE_MARGIN_BELOW)


def heap_box(table, colour: int) -> pygame.Rect:
    """A quarry heap's stones as they lie now and the count under them, inside the heap's
    third of the quarry; a box whose ring would be a circle wider than that third is made
    taller (upwards), so it is ringed by a rounded box that stays in its own third."""
    lay = table.layout
    hx, hy, hw, hh = lay.heap_rect(colour)
    own = pygame.Rect(hx, hy, hw, hh).inflate(-2 * INSET, -INSET).move(0, -INSET // 2)
    shown = min(table.model.quarry[colour], lay.heap_shown(colour))
    half = SMALL_DRUM[0] / 2 + 3 + SMALL_DRUM[0] + 3  # the outer stones of a row of three
    top = lay.heap_stone(colour, max(0, shown - 1))[1] - SMALL_DRUM[2] / 2 - 4 if shown else hy + hh - 62
    bottom = hy + hh - 24  # under the count
    box = pygame.Rect(round(hx + hw / 2 - half), round(top), round(2 * half), round(bottom - top)).clip(own)
    if abs(box.w - box.h) <= max(box.w, box.h) * SQUARISH and max(box.w, box.h) > min(own.w, own.h):
        tall = min(own.h, int(box.w / (1 - SQUARISH)) + 2)
        box = pygame.Rect(box.x, box.bottom - tall, box.w, tall).clip(own)
    return box


def keep_clear(table, rect) -> list[pygame.Rect]:
    """What an arrow pointing at `rect` (a tutorial target) must not hide: every site, its
    plinth, column and label, but the one at `rect`'s centre, whose label alone it leaves
    free (its symbol and bonus say which site the arrow means); the other columns' rows in
    the scoreboard; the quarry's and the workshops' titles.
    (Not the stones in the panels: an arrow at a panel comes in over its neighbour or over
    the temple.)"""
    lay, target = table.layout, pygame.Rect(rect)
    boxes = []
    for spot in lay.sites:
        column = target_rect(table, "site:" + spot.name)
        assert column is not None  # every site of the map is a target
        sym, pill = art.label_rects(spot, lay.centre, table.frame.smallest_text)
        if column.collidepoint(target.center):
            boxes += [sym, pill]
        else:
            boxes.append(column.union(sym).union(pill))
    # the other columns' rows of the scoreboard, the quarry's and the workshops' titles
    for s in range(len(lay.sites)):
        row = table.scoreboard.column_rect(s)
        if not row.collidepoint(target.center):
            boxes.append(row)
    titles = [(_("Quarry"), 18, lay.quarry)]
    titles += [(art.workshop_words(table.names[p]), 17, lay.workshops[p]) for p in (0, 1)]
    for words, size, (x, y, _w, _h) in titles:  # where art.background writes them
        title = pygame.Rect(x + 16, y + 10, *theme.text_font(size, "serif").size(words))
        if not title.collidepoint(target.center):
            boxes.append(title)
    return boxes

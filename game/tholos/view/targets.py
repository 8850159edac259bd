"""Where a tutorial's targets lie on the Tholos table: "<type>:<name>" of the temple map's
objects (site:omega, quarry:quarry, heap:white, workshop:workshop-white, omphalos:omphalos,
panel:scoreboard) as canvas rectangles."""

from __future__ import annotations

import pygame

from game.tholos.rules.material import SITES

from .layout import HEAPS

_AREAS = {"quarry:quarry": "quarry", "omphalos:omphalos": "omphalos", "panel:scoreboard": "scoreboard"}
MARGIN = 6  # a site's rectangle: this much wider and taller than its plinth and column
WIDE_MARGIN = (16, 12)  # the wide table's, roomier
HEAP_INSET = 20  # a heap's rectangle: this much narrower and lower than its part of the quarry, so that
#: its glow (tutorial_marks.glow: 9 px round it) stays in that part
_WORKSHOPS = {"workshop:workshop-white": 0, "workshop:workshop-black": 1}


def target_rect(table, target: str) -> pygame.Rect | None:
    """The rectangle of a target on `table`, or None for a name the temple does not have.
    A site's is tight around its plinth and its column as it stands now (SiteSpot.
    standing_rect; the tutorial's glow around it then leaves its neighbours' marks and
    labels free)."""
    lay = table.layout
    kind, _, name = target.partition(":")
    if kind == "site" and name in SITES:
        s = SITES.index(name)
        standing = pygame.Rect(lay.sites[s].standing_rect(len(table.model.columns[s])))
        return standing.inflate(*WIDE_MARGIN) if not table.frame.compact else standing.inflate(MARGIN, MARGIN)
    if kind == "heap" and name in HEAPS:  # its third of the quarry, the glow kept inside it
        return pygame.Rect(lay.heap_rect(HEAPS.index(name))).inflate(-HEAP_INSET, -HEAP_INSET)
    if target in _WORKSHOPS:
        return pygame.Rect(lay.workshops[_WORKSHOPS[target]])
    if target in _AREAS:
        return pygame.Rect(getattr(lay, _AREAS[target]))
    return None

"""Where a tutorial's targets lie on the Tholos table: "<type>:<name>" of the temple map's
objects (site:omega, quarry:quarry, workshop:workshop-white, omphalos:omphalos,
panel:scoreboard) as canvas rectangles."""

from __future__ import annotations

import pygame

from game.tholos.rules.material import SITES

from .layout import DRUM

_AREAS = {"quarry:quarry": "quarry", "omphalos:omphalos": "omphalos", "panel:scoreboard": "scoreboard"}
_WORKSHOPS = {"workshop:workshop-white": 0, "workshop:workshop-black": 1}


def target_rect(table, target: str) -> pygame.Rect | None:
    """The rectangle of a target on `table` (a site with its column as it stands now), or
    None for a name the temple does not have."""
    lay = table.layout
    kind, _, name = target.partition(":")
    if kind == "site" and name in SITES:
        s = SITES.index(name)
        x, y, w, h = lay.sites[s].base
        top = y - DRUM[1] * len(table.model.columns[s]) - DRUM[2] // 2
        return pygame.Rect(x, top, w, y + h - top).inflate(16, 14)
    if target in _WORKSHOPS:
        return pygame.Rect(lay.workshops[_WORKSHOPS[target]])
    if target in _AREAS:
        return pygame.Rect(getattr(lay, _AREAS[target]))
    return None

"""The "how many?" picker over a quarry heap, in the wide and the narrow layout: wherever on
the heap the click that opened it landed, the picker covers neither the quarry's title nor
any other panel, and none of its counts lies under that click."""

from __future__ import annotations

import pygame
import pytest
from readable import SHAPES, small_window

from game.core.match import Match, Seat
from game.tholos.view import TholosTable
from game.tholos.view.frame import chip_frame
from game.ui import anim

#: the quarry's title row: "Quarry" drawn 10 px below the panel's top, 18 px serif
TITLE_ROW = 34


@pytest.fixture(params=list(SHAPES))
def app(request):
    yield from small_window(SHAPES[request.param])


def test_the_count_picker_covers_no_title_wherever_the_heap_was_clicked(app):
    match = Match("tholos", [Seat("Ada", "human", 0), Seat("Bo", "human", 1)], seed=0)
    table = TholosTable(app, match, anim.Timeline())
    table.active = True
    lay = table.layout
    quarry = pygame.Rect(lay.quarry)
    title = pygame.Rect(quarry.x, quarry.y, quarry.w, TITLE_ROW)
    others = [pygame.Rect(r) for r in lay.workshops] + [pygame.Rect(lay.scoreboard)]
    for colour in (0, 1, 2):
        hx, hy, hw, hh = lay.heap_rect(colour)
        for y in range(hy + 2, hy + hh - 2, 6):
            pos = (hx + hw // 2, y)
            table.clear_selection()
            table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            assert table.selected == ("pile", colour)
            chips = table.chip_rects()
            picker = chip_frame(chips)
            assert not picker.colliderect(title), f"heap {colour} clicked at {pos}: the picker covers the title"
            assert quarry.contains(picker), f"heap {colour} clicked at {pos}: the picker leaves the quarry"
            assert not any(picker.colliderect(o) for o in others)
            assert not any(c.collidepoint(pos) for c in chips.values()), f"a count lies under the click at {pos}"

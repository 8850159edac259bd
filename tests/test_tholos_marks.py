"""The last move's marks on the Tholos table (the rings the play scene draws round what a
story line names): each stays inside the panel of the spot it marks, in the wide and the
narrow layout; a take from the quarry rings the heap taken from, not the whole quarry."""

from __future__ import annotations

import random

import pygame
import pytest
from readable import SHAPES, small_window

from game.core.match import Match, Seat
from game.tholos.narrate import narrate
from game.tholos.view import TholosTable
from game.ui import anim
from game.ui.log import draw_marks


@pytest.fixture(params=list(SHAPES))
def app(request):
    yield from small_window(SHAPES[request.param])


def _table(app, seed: int = 0) -> tuple[TholosTable, Match]:
    match = Match("tholos", [Seat("Ada", "human", 0), Seat("Bo", "human", 1)], seed=seed)
    return TholosTable(app, match, anim.Timeline()), match


def _play(table, match, text: str) -> list:
    """Plays `text` and returns the spots its story lines name."""
    actor = match.state.current_player()
    events = match.play(match.state.parse_action(text))
    table.animate(events)
    table.timeline.finish_all()
    lines = narrate(match.state, events, actor, 0, ("Ada", "Bo"))
    return [t for line in lines for t in line.targets]


def _ring(rects) -> pygame.Rect:
    """The box of the pixels the play scene's mark rings paint for `rects`."""
    surf = pygame.Surface((1280, 720), pygame.SRCALPHA)
    draw_marks(surf, rects, (255, 255, 255), 2)
    return surf.get_bounding_rect()


def _panel(table, spot) -> pygame.Rect | None:
    lay = table.layout
    if spot[0] in ("pile", "quarry"):
        return pygame.Rect(lay.quarry)
    if spot[0] == "workshop":
        return pygame.Rect(lay.workshops[spot[1]])
    return None


def test_taking_stones_rings_the_heap_taken_from_and_nothing_beyond_it(app):
    table, match = _table(app)
    _play(table, match, "deliver 3W")
    spots = _play(table, match, "deliver 2B")
    lay = table.layout
    black_heap = pygame.Rect(lay.heap_rect(1))
    quarry_rings = [s for s in spots if s not in (("workshop", 1),)]
    assert quarry_rings, "the quarry is not marked at all"
    ring = _ring(table.mark_rects(quarry_rings))
    assert black_heap.contains(ring), f"the ring {ring} leaves the black heap {black_heap}"
    # it rings the black stones left (14 of them: a heap of 16, two taken) and their count
    stone = lay.heap_stone(1, 0)
    assert ring.collidepoint(stone)
    assert ring.h < pygame.Rect(lay.quarry).h


def test_no_mark_of_any_kind_leaves_its_panel_over_whole_games(app):
    for seed in range(4):
        table, match = _table(app, seed)
        rng = random.Random(seed)
        panels = [pygame.Rect(table.layout.quarry), *map(pygame.Rect, table.layout.workshops)]
        panels.append(pygame.Rect(table.layout.scoreboard))
        kinds = set()
        while not match.state.is_over():
            text = str(rng.choice(match.state.legal_actions()))
            for spot in _play(table, match, text):
                rects = table.mark_rects([spot])
                if not rects:
                    continue
                kinds.add(spot[0])
                ring = _ring(rects)
                home = _panel(table, spot)
                if home is not None:
                    assert home.contains(ring), f"after {text}: the mark of {spot} leaves its panel"
                else:  # a site's: on the temple, touching no panel
                    assert not any(p.colliderect(ring) for p in panels), f"after {text}: {spot}"
                if getattr(app, "narrow", False):
                    assert 160 <= ring.left and ring.right <= 1120
        assert {"pile", "workshop", "site"} <= kinds


@pytest.mark.parametrize("height", range(6))
def test_a_sites_mark_rings_the_stones_standing_there_not_a_complete_columns_height(app, height):
    """Ω with 0 to 5 stones: the ring holds the plinth (its side 6 px below it) and the
    stones, and reaches no higher than a few pixels above the top stone's face (the plinth's
    top for an empty site); a drum is 15 px high, its top face 22 px deep."""
    column = "WBWBW"[:height]
    match = Match("tholos", [Seat("Ada", "human", 0), Seat("Bo", "human", 1)], 1, {"columns": {"omega": column}})
    table = TholosTable(app, match, anim.Timeline())
    x, y, w, h = table.layout.sites[0].base
    foot = y + h / 2  # the bottom stone's top face centre
    top = y if height == 0 else min(y, foot - 15 * height - 11)  # the top stone's face, or the plinth
    standing = pygame.Rect(x, top, w, y + h + 6 - top)
    ring = _ring(table.mark_rects([("site", 0)]))
    assert ring.contains(standing)
    assert standing.top - 16 <= ring.top, f"the ring reaches {standing.top - ring.top} px above what stands"
    assert ring.bottom <= standing.bottom + 16

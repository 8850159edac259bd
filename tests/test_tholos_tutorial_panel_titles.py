"""The Tholos tutorial's arrows leave the panels' titles readable: in every step of every
chapter, wide and at 800×600, an arrow pointing at the quarry, a workshop or a column's row
comes in without lying on the quarry's title, a workshop's title (unless it points at that
title) or another column's row of the scoreboard."""

from __future__ import annotations

import pygame
import pytest
from readable import SHAPES, small_window

from game.core import tutorial
from game.core.progress import Progress
from game.ui import theme
from game.ui.scenes import tutorial_marks as marks
from game.ui.scenes.tutorial import TutorialScene

CHAPTERS = tutorial.chapters("tholos")[0]


@pytest.fixture(params=list(SHAPES))
def app(request):
    yield from small_window(SHAPES[request.param])


def titles(view) -> list[pygame.Rect]:
    """The quarry's title and the workshops' titles where the table writes them: 16 px in
    and 10 px down from each panel's corner, as wide as the words at their own size."""
    lay = view.layout
    words = [("Quarry", 18, lay.quarry)] + [
        (theme.possessive(view.names[p]) + " workshop", 17, lay.workshops[p]) for p in (0, 1)
    ]
    return [
        pygame.Rect(x + 16, y + 10, *theme.text_font(size, "serif").size(text)) for text, size, (x, y, _w, _h) in words
    ]


def rows(view) -> list[pygame.Rect]:
    return [view.scoreboard.column_rect(s) for s in range(len(view.layout.sites))]


@pytest.mark.parametrize("chapter", CHAPTERS, ids=[c.id for c in CHAPTERS])
def test_no_arrow_lies_on_a_panel_title_or_another_columns_row(app, chapter):
    scene = TutorialScene(app, chapter, Progress.load())
    app.reset_to(scene)
    arrows = 0
    for k in range(len(chapter.steps)):
        for _ in range(600):
            scene.timeline.finish_all()
            app.step([], 0.1, present=False)
            if not scene.timeline.busy and not scene.pending:
                break
        mark = scene.arrow_mark()
        if mark is not None:
            arrows += 1
            target, way, length = mark
            box = marks.arrow_box(target, way, length)
            keep = [r for r in titles(scene.view) + rows(scene.view) if not r.collidepoint(target.center)]
            assert not [r for r in keep if box.colliderect(r)], (k + 1, target, way)
        if k + 1 < len(chapter.steps):
            scene.next()

"""The tutorial's glow round a target hides neither the target nor what the table names
beside it: its outline lies wholly outside the target's rectangle, breaks off short of each
label and piece the table asks it to leave readable (TableBase.glow_keep_clear), and over
the real Tholos table leaves every site's symbol and bonus hint as the table drew them. The
title plate ends above the table's top row of labels, where the arrows' room begins."""

from __future__ import annotations

import pygame
import pytest
from readable import small_window

from game.core import tutorial
from game.core.progress import Progress
from game.tholos.view import art
from game.ui.scenes import tutorial as tutorial_scene
from game.ui.scenes import tutorial_marks as marks
from game.ui.scenes.tutorial import TutorialScene


@pytest.fixture(autouse=True)
def display():
    pygame.init()


def _changed(before: pygame.Surface, after: pygame.Surface, where: pygame.Rect) -> list[tuple[int, int]]:
    return [
        (x, y)
        for x in range(where.left, where.right)
        for y in range(where.top, where.bottom)
        if before.get_at((x, y)) != after.get_at((x, y))
    ]


@pytest.mark.parametrize("size", [(40, 40), (120, 90), (300, 60)])
@pytest.mark.parametrize("strong", [False, True])
def test_the_glow_lies_round_its_target_and_never_on_it(size, strong):
    target = pygame.Rect((60, 50), size)
    blank = pygame.Surface((480, 240))
    blank.fill((40, 60, 50))
    lit = blank.copy()
    marks.glow(lit, target, 1.0, strong)
    assert _changed(blank, lit, target) == []
    assert _changed(blank, lit, target.inflate(14, 14))  # it shows, just outside


def test_the_glow_breaks_off_short_of_a_label_beside_its_target():
    target = pygame.Rect(100, 60, 80, 60)
    label = pygame.Rect(84, 84, 20, 14)  # a symbol standing across the target's left edge
    blank = pygame.Surface((320, 200))
    blank.fill((40, 60, 50))
    plain, kept = blank.copy(), blank.copy()
    marks.glow(plain, target, 1.0, True)
    marks.glow(kept, target, 1.0, True, keep=[label])
    assert _changed(blank, plain, label)  # the glow would cross it
    assert _changed(blank, kept, label.inflate(2 * marks.KEEP_GAP, 2 * marks.KEEP_GAP)) == []
    assert _changed(blank, kept, pygame.Rect(target.right, target.y, 12, target.h))  # elsewhere it shows


def _settle(app, scene) -> None:
    for _ in range(600):
        app.step([], 1 / 10, present=False)
        if not scene.timeline.busy and not scene.pending:
            return
    raise AssertionError("the step never settled")


@pytest.mark.parametrize("window", [(1280, 720), (800, 600)])
def test_the_glows_over_the_tholos_temple_leave_every_site_label_as_drawn(window):
    """Step by step through the first chapter, where every site is lit once: each site's
    symbol and bonus hint (outside the arrow's reach) shows as the table draws it."""
    windows = small_window(window)
    app = next(windows)
    chapter = tutorial.chapters("tholos")[0][0]
    scene = TutorialScene(app, chapter, Progress.load())
    app.push(scene)
    try:
        for k in range(len(chapter.steps)):
            if k:
                scene.next()
            _settle(app, scene)
            if not scene.target_rects():
                continue
            table, tutored = pygame.Surface(app.canvas.get_size()), pygame.Surface(app.canvas.get_size())
            scene.view.draw(table)
            scene.draw(tutored)
            mark = scene.arrow_mark()
            reach = marks.arrow_box(*mark) if mark is not None else pygame.Rect(0, 0, 0, 0)
            caption = scene._caption().panel if scene._frame() is not None else tutorial_scene.PANEL
            lay = scene.view.layout
            for spot in lay.sites:
                for label in art.label_rects(spot, lay.centre, scene.view.frame.smallest_text):
                    if not label.colliderect(reach) and not label.colliderect(caption):
                        assert _changed(table, tutored, label) == [], (k + 1, spot.name, label)
    finally:
        windows.close()


def test_the_title_plate_ends_above_the_table_top_row_of_labels():
    plate = marks.title_plate("Die Dolmengötter", "Majorities that change hands", tutorial_scene.TITLE_WIDTH)
    top = tutorial_scene.TITLE_AT[1]
    assert top + plate.get_height() <= tutorial_scene.ARROW_ROOM.top


def test_a_glow_beside_the_caption_breaks_off_short_of_it_rather_than_running_under_it():
    """Tholos's full-columns chapter opens on the full Ω column, right under the caption band:
    its outline stops KEEP_GAP short of the caption panel and shows everywhere else."""
    windows = small_window((1280, 720))
    app = next(windows)
    chapter = next(c for c in tutorial.chapters("tholos")[0] if c.id == "full-columns")
    scene = TutorialScene(app, chapter, Progress.load())
    app.push(scene)
    try:
        _settle(app, scene)
        panel = scene.caption_panel()
        (target,) = scene.target_rects()
        assert marks.glow_box(target).colliderect(panel)  # the glow would reach under the caption
        blank = pygame.Surface(app.canvas.get_size())
        lit = blank.copy()
        marks.glow(lit, target, 1.0, True, scene.glow_keep(target))
        gap = marks.KEEP_GAP
        assert _changed(blank, lit, panel.inflate(2 * gap, 2 * gap).clip(marks.glow_box(target))) == []
        assert _changed(blank, lit, pygame.Rect(target.x - 12, target.bottom, target.w + 24, 12))  # below it shows
    finally:
        windows.close()

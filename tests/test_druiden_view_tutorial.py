"""Die Druiden's tutorial chapters walked through the real tutorial scene on the real table
(constructed directly: the game stays out of the menu until its table is complete): every
target has a rectangle, and every move the learner is taught is made by clicking, one click
at a time, where the table says the next click goes, without a hint."""

from __future__ import annotations

import pygame
import pytest
from readable import small_window

from game.core import tutorial
from game.core.progress import Progress
from game.core.settings import Settings
from game.druiden.view.table import DruidenTable
from game.ui import tables
from game.ui.app import App
from game.ui.scenes.tutorial import TutorialScene

CHAPTERS = tutorial.chapters("druiden")[0]


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(tables, "table_for", lambda game_id: DruidenTable)
    application = App(Settings())
    yield application
    application.close()


def _settle(app, scene) -> None:
    for _ in range(600):
        app.step([], 1 / 10, present=False)
        if not scene.timeline.busy and not scene.pending:
            return
    raise AssertionError("the step never settled")


def _to_window(app, pos) -> tuple[int, int]:
    """A canvas point as the window shows it (the same point in a 1280×720 window)."""
    shown, view = app.shown, app.view_rect
    return (
        round(view.x + (pos[0] - shown.x) * view.w / shown.w),
        round(view.y + (pos[1] - shown.y) * view.h / shown.h),
    )


def _clicks(app, scene, text: str) -> None:
    action = scene.match.state.parse_action(text)
    for k in range(4):
        if scene.awaiting is None:
            return
        rect = scene.view.click_rect(action)
        assert rect is not None, f"no click makes '{text}'"
        at = _to_window(app, rect.center)
        app.step(
            [
                pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1),
            ],
            1 / 30,
            present=False,
        )
        assert not scene.hinted, f"click {k + 1} for '{text}' at {rect.center} was refused"
    assert scene.awaiting is None, f"four clicks did not make '{text}'"


@pytest.mark.parametrize("chapter", CHAPTERS, ids=[c.id for c in CHAPTERS])
def test_every_druiden_chapter_is_walked_with_the_taught_clicks(app, chapter):
    progress = Progress.load()
    scene = TutorialScene(app, chapter, progress)
    app.reset_to(scene)
    for k, step in enumerate(chapter.steps):
        _settle(app, scene)
        for target in step.targets:
            assert scene.view.target_rect(target) is not None, target
        if step.do:
            assert scene.view.active, f"step {k + 1}: the table does not take the move"
            _clicks(app, scene, step.do)
            _settle(app, scene)
        if k + 1 < len(chapter.steps):
            app.step(
                [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="", scancode=0)],
                1 / 30,
                present=False,
            )
    assert progress.is_finished("druiden", chapter.id)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=["wide", "narrow"])
@pytest.mark.parametrize("chapter", CHAPTERS, ids=[c.id for c in CHAPTERS])
def test_a_tutorial_arrow_hides_no_piece_beside_its_target_where_a_way_in_hides_none(chapter, size):
    # every way an arrow may come from, drawn within the columns shown: where one of them
    # covers no druid or spirit near the target, the arrow shown covers none either
    from game.druiden.view import targets
    from game.ui.scenes import tutorial_marks as marks

    windows = small_window(size)
    app = next(windows)
    try:
        scene = TutorialScene(app, chapter, Progress.load())
        app.reset_to(scene)
        for k in range(len(chapter.steps)):
            _settle(app, scene)
            mark = scene.arrow_mark()
            if mark is not None:
                arrow, way, length = mark
                pieces = targets.pieces_beside(scene.view, arrow)
                room = app.shown.clip(pygame.Rect(0, 56, 1280, 664))

                def hidden(w, n=length, at=arrow, near=pieces):
                    return sum(marks.arrow_box(at, w, n).colliderect(p) for p in near)

                clear = [
                    w
                    for w in (marks.ABOVE, marks.BELOW, marks.FROM_LEFT, marks.FROM_RIGHT)
                    if room.contains(marks.arrow_box(arrow, w, length)) and hidden(w) == 0
                ]
                assert not clear or hidden(way) == 0, f"step {k + 1}: the arrow hides a piece"
            if k + 1 < len(chapter.steps):
                scene.next()
    finally:
        windows.close()  # its computer stopped, text sizes reset, the display 1280×720 again


def _arrow_pixels(mark) -> pygame.mask.Mask:
    """Every canvas pixel the arrow covers as it bobs: drawn by the scene's own painter onto
    an empty canvas, at both ends of its bob."""
    from game.ui.scenes import tutorial_marks as marks

    arrow, way, length = mark
    layer = pygame.Surface((1280, 720), pygame.SRCALPHA)
    for bob in (0.0, marks.BOB):
        marks.arrow(layer, arrow, way, length, bob)
    return pygame.mask.from_surface(layer)


def _covers(pixels: pygame.mask.Mask, rect: pygame.Rect, margin: int = 1) -> bool:
    box = pygame.Rect(rect).inflate(-2 * margin, -2 * margin).clip(pygame.Rect(0, 0, 1280, 720))
    if box.w <= 0 or box.h <= 0:
        return False
    return pixels.overlap(pygame.mask.Mask(box.size, fill=True), box.topleft) is not None


def _mostly_within(label: pygame.Rect, rect: pygame.Rect) -> bool:
    part = label.clip(rect)
    return part.w * part.h * 2 > label.w * label.h


def _covered(scene) -> list[str]:
    """What the step's arrow and caption cover that they must not: a word or number of the
    table (the clock's numerals, the places' labels and counts, the vote's scales) but the
    target's own, a druid or spirit, another highlighted target, the arrow's own target."""
    from game.druiden.view import targets

    view, out = scene.view, []
    labels = targets.labels(view)
    lit = scene.target_rects()
    mark = scene.arrow_mark()
    if mark is not None:
        arrow = mark[0]
        pixels = _arrow_pixels(mark)
        if _covers(pixels, arrow, 6):
            out.append(f"the arrow covers what it points at, {arrow}")
        out += [
            f"the arrow covers the label at {r}" for r in labels if not _mostly_within(r, arrow) and _covers(pixels, r)
        ]
        out += [
            f"the arrow covers a piece at {r}"
            for r in targets.pieces_beside(view, arrow, 4000)
            if _covers(pixels, r, 3)
        ]
        out += [
            f"the arrow covers the target {r}"
            for r in lit
            if r != arrow and not r.contains(arrow) and _covers(pixels, r, 3)
        ]
    if scene._frame() is not None:
        panel = scene._caption().panel
        out += [f"the caption covers the target {r}" for r in lit + ([mark[0]] if mark else []) if panel.colliderect(r)]
        out += [f"the caption covers the label at {r}" for r in labels if panel.colliderect(r)]
    return out


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=["wide", "narrow"])
@pytest.mark.parametrize("chapter", CHAPTERS, ids=[c.id for c in CHAPTERS])
def test_no_arrow_or_caption_covers_a_label_a_piece_or_what_it_points_at(chapter, size):
    """Every step of every chapter, before its taught move and after it (the vote's scales
    appear over the rings then): the arrow keeps off every word and number of the table
    but its target's own, every druid and spirit and its target itself, and the caption
    off every target and label."""
    windows = small_window(size)
    app = next(windows)
    try:
        scene = TutorialScene(app, chapter, Progress.load())
        app.reset_to(scene)
        found = []
        for k, step in enumerate(chapter.steps):
            _settle(app, scene)
            found += [f"step {k + 1}: {said}" for said in _covered(scene)]
            if step.do:
                _clicks(app, scene, step.do)
                _settle(app, scene)
                found += [f"step {k + 1}, its move made: {said}" for said in _covered(scene)]
            if k + 1 < len(chapter.steps):
                scene.next()
        assert found == []
    finally:
        windows.close()

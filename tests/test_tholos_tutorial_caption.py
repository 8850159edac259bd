"""The Tholos tutorial's caption (issue #18), in every step of every chapter, before and
after the hint, wide (1280×720) and narrow (800×600): it stands in the log's place above
the temple, so it covers neither the table's status line (and its Decline button) nor
anything the step lights, points at or asks to click; every line fits it and it lies in
the part of the window shown. The table lights only the places of the move it teaches."""

from __future__ import annotations

import pygame
import pytest
from readable import SHAPES, small_window

from game.core import tutorial
from game.core.progress import Progress
from game.ui.scenes import tutorial_caption as captions
from game.ui.scenes import tutorial_marks as marks
from game.ui.scenes.tutorial import TutorialScene

CHAPTERS = tutorial.chapters("tholos")[0]


@pytest.fixture(params=list(SHAPES))
def app(request):
    yield from small_window(SHAPES[request.param])


def _settle(app, scene) -> None:
    for _ in range(600):
        app.step([], 1 / 10, present=False)
        if not scene.timeline.busy and not scene.pending:
            return
    raise AssertionError("the step never settled")


@pytest.mark.parametrize("chapter", CHAPTERS, ids=[c.id for c in CHAPTERS])
def test_the_caption_covers_neither_the_status_line_nor_what_the_step_shows(app, chapter):
    scene = TutorialScene(app, chapter, Progress.load())
    app.reset_to(scene)
    view = scene.view
    for k in range(len(chapter.steps)):
        _settle(app, scene)
        for hinted in (False, True) if chapter.steps[k].do else (False,):  # a hint comes with a move
            scene.hinted = hinted
            where = f"{chapter.id} step {k + 1}{' (hint)' if hinted else ''}"
            frame = scene._frame()
            assert frame is not None and frame.band, f"{where}: the caption is not in the log's place"
            caption = scene._caption()
            panel = caption.panel
            assert captions.fits(caption), f"{where}: the caption's lines do not fit"
            assert app.shown.contains(panel), where
            status = pygame.Rect(view.frame.status)
            assert not panel.colliderect(status), f"{where}: the caption covers the status line"
            assert not panel.colliderect(view.prompt_button.rect), f"{where}: the caption covers the prompt"
            shown = scene.target_rects() + [r for r in (scene.next_click(),) if r is not None]
            for rect in shown:
                assert not panel.colliderect(rect), f"{where}: {rect} is under the caption"
            mark = scene.arrow_mark()
            if mark is not None:
                arrow, way, length = mark
                assert not panel.colliderect(arrow), f"{where}: the arrow's target is under the caption"
                assert not panel.colliderect(marks.arrow_box(arrow, way, length)), f"{where}: the arrow"
            for button in scene.buttons:  # Back, Replay, Next, Leave inside the panel
                assert panel.contains(button.rect), where
        scene.hinted = False
        if k + 1 < len(chapter.steps):
            scene.next()


def test_a_taught_move_lights_only_its_own_places(app):
    """Chapter 2, step 2 ("Take three white stones"): of the quarry only the white heap is
    lit, and once it is chosen only the count 3."""
    chapter = next(c for c in CHAPTERS if c.id == "a-turn")
    scene = TutorialScene(app, chapter, Progress.load())
    app.reset_to(scene)
    _settle(app, scene)
    scene.next()
    _settle(app, scene)
    view = scene.view
    assert scene.awaiting == "deliver 3W" and view.active
    assert list(view.highlights()) == [("pile", 0)]  # white; black and grey may be taken too
    view.selected = ("pile", 0)
    from game.tholos.view.choosing import deliveries

    assert sorted(deliveries(view.lightable(view.match.state.legal_actions()), 0)) == [3]
    assert sorted(deliveries(view.match.state.legal_actions(), 0)) == [1, 2, 3]  # what the rules allow

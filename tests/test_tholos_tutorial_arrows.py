"""The Tholos tutorial's arrows, walked through every step of every chapter in the wide and
the narrow window: where an arrow could come in without covering a site (its plinth and
the column on it) beside its target, nor the symbol and bonus of the site it points at,
nor the quarry's and workshops' titles, the arrow shown covers
none either."""

from __future__ import annotations

import pygame
import pytest

from game.core import tutorial
from game.core.progress import Progress
from game.core.settings import Settings
from game.tholos.rules.material import SITES
from game.tholos.view import art
from game.ui import theme
from game.ui.app import App
from game.ui.scenes import tutorial as tutorial_scene
from game.ui.scenes import tutorial_marks as marks
from game.ui.scenes.tutorial import TutorialScene

CHAPTERS = tutorial.chapters("tholos")[0]
WAYS = (marks.ABOVE, marks.BELOW, marks.FROM_LEFT, marks.FROM_RIGHT)


def _settle(app, scene) -> None:
    for _ in range(600):
        app.step([], 1 / 10, present=False)
        if not scene.timeline.busy and not scene.pending:
            return
    raise AssertionError("the step never settled")


def _sites_beside(view, arrow: pygame.Rect) -> list[pygame.Rect]:
    """Every site's plinth and column as they stand, the one pointed at aside, and the
    symbol and bonus under (or beside) the one pointed at: they say which site it means."""
    boxes = []
    for name in SITES:
        spot = view.layout.sites[SITES.index(name)]
        x, y, w, h = spot.base
        stones = len(view.model.columns[SITES.index(name)])
        top = spot.stone_at(stones - 1)[1] - 11 if stones else y
        column = pygame.Rect(x, top, w, y + h - top)
        if not column.colliderect(arrow):
            boxes.append(column)
        else:
            boxes += art.label_rects(spot, view.layout.centre, view.frame.smallest_text)
    return boxes


def _panel_titles(view, arrow: pygame.Rect) -> list[pygame.Rect]:
    """The quarry's and the workshops' titles where the table writes them (16 px in, 10 px
    down, as wide as the words), which an arrow must leave readable too."""
    lay = view.layout
    words = [("Quarry", 18, lay.quarry)]
    words += [(theme.possessive(view.names[p]) + " workshop", 17, lay.workshops[p]) for p in (0, 1)]
    boxes = [pygame.Rect(x + 16, y + 10, *theme.text_font(s, "serif").size(w)) for w, s, (x, y, _w, _h) in words]
    return [b for b in boxes if not b.collidepoint(arrow.center)]


def _arrow_room(scene) -> tuple[pygame.Rect, pygame.Rect]:
    """Where an arrow may lie over the table shown, and the caption panel it must leave
    free: below the title line, within the shown columns, off the caption panel (above it
    where the panel is the strip over the table's bottom)."""
    frame = scene._frame()
    if frame is None:
        return tutorial_scene.ARROW_ROOM, pygame.Rect(0, 0, 0, 0)
    panel = scene._caption().panel
    room = tutorial_scene.NARROW_ARROW_ROOM if scene.laid_narrow else tutorial_scene.WIDE_ARROW_ROOM
    if not frame.column and not frame.band:
        room = room.clip(pygame.Rect(0, 0, 1280, panel.top))
    return room, panel


def _walk(app, chapter, seen: list) -> None:
    scene = TutorialScene(app, chapter, Progress.load())
    app.reset_to(scene)
    for k in range(len(chapter.steps)):
        _settle(app, scene)
        for hinted in (False, True):
            scene.hinted = hinted
            mark = scene.arrow_mark()
            if mark is None:
                continue
            arrow, way, length = mark
            sites = _sites_beside(scene.view, arrow) + _panel_titles(scene.view, arrow)
            room, panel = _arrow_room(scene)

            def hidden(w, n=length, at=arrow, near=sites):
                return sum(marks.arrow_box(at, w, n).colliderect(p) for p in near)

            def fits(w, n=length, at=arrow, room=room, panel=panel):
                box = marks.arrow_box(at, w, n)
                return room.contains(box) and not box.colliderect(panel)

            clear = [w for w in WAYS if fits(w) and hidden(w) == 0]
            seen.append((chapter.id, k + 1, hinted, bool(clear)))
            assert not clear or hidden(way) == 0, f"{chapter.id} step {k + 1}: the arrow hides a site"
        scene.hinted = False
        if k + 1 < len(chapter.steps):
            scene.next()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=["wide", "narrow"])
@pytest.mark.parametrize("chapter", CHAPTERS, ids=[c.id for c in CHAPTERS])
def test_a_tutorial_arrow_hides_no_site_beside_its_target_where_a_way_in_hides_none(chapter, size):
    app = App(Settings(window_width=size[0], window_height=size[1]))
    try:
        seen: list = []
        _walk(app, chapter, seen)
        assert seen, "no step of the chapter shows an arrow"
    finally:
        app.close()
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=["wide", "narrow"])
def test_a_heaps_glow_stays_inside_its_own_part_of_the_quarry(size):
    """heap:white, heap:black, heap:grey: each lit alone, within the quarry panel, its glow
    (5 px beyond the target, 4 more of halo) meeting no other heap's."""
    app = App(Settings(window_width=size[0], window_height=size[1]))
    try:
        chapter = next(c for c in CHAPTERS if any("heap:white" in s.targets for s in c.steps))
        scene = TutorialScene(app, chapter, Progress.load())
        view = scene.view
        quarry = pygame.Rect(view.layout.quarry)
        glows = []
        for colour, name in enumerate(("white", "black", "grey")):
            rect = view.target_rect(f"heap:{name}")
            assert rect is not None and pygame.Rect(view.layout.heap_rect(colour)).contains(rect)
            glows.append(rect.inflate(18, 18))
        for k, glow in enumerate(glows):
            assert quarry.contains(glow)
            assert not any(glow.colliderect(other) for other in glows[k + 1 :])
    finally:
        if app._thinker is not None:
            app._thinker.close()

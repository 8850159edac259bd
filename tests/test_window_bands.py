"""A window of another shape than the part of the canvas it shows (5:4 shows a narrow
layout with bands above and below; a very wide window has bands at the sides): the bands
continue the screen's own background instead of showing black bars."""

from __future__ import annotations

import pygame
import pytest

from game.core.settings import Settings
from game.ui import theme
from game.ui.app import App
from game.ui.scenes.menu import MainMenu


@pytest.fixture
def make_app():
    def make(width: int, height: int) -> App:
        app = App(Settings(window_width=width, window_height=height))
        app.reset_to(MainMenu(app))
        app.step()
        return app

    yield make
    theme.set_smallest_text(0)
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)


@pytest.mark.parametrize("size", [(1280, 1024), (1600, 600)], ids=["5:4", "wider than 16:9"])
def test_the_bands_around_the_shown_canvas_continue_its_edge_not_black(make_app, size):
    app = make_app(*size)
    window, r = app.window, app.view_rect
    bands = []
    if r.y > 0:  # above and below: each pixel as the shown edge row just inside
        bands += [((x, r.y // 2), (x, r.y)) for x in range(r.x, r.right, 97)]
        bands += [((x, (r.bottom + size[1]) // 2), (x, r.bottom - 1)) for x in range(r.x, r.right, 97)]
    if r.x > 0:  # at the sides: as the shown edge column
        bands += [((r.x // 2, y), (r.x, y)) for y in range(r.y, r.bottom, 61)]
        bands += [(((r.right + size[0]) // 2, y), (r.right - 1, y)) for y in range(r.y, r.bottom, 61)]
    assert len(bands) >= 10
    for outside, edge in bands:
        colour = window.get_at(outside)
        assert sum(colour[:3]) > 60, f"black bar at {outside}"
        assert all(abs(a - b) <= 2 for a, b in zip(colour[:3], window.get_at(edge)[:3])), (outside, edge)


def test_presenting_again_makes_no_new_surfaces_while_the_window_keeps_its_size(make_app):
    app = make_app(1280, 1024)
    kept = dict(app._surfaces)
    app.dirty = True
    app.step()
    assert app._surfaces == kept and all(app._surfaces[k] is kept[k] for k in kept)

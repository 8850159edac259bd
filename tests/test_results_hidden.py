"""Looking at the finished table: while the results are hidden, the bar saying how to see
them again covers nothing of the table but the corner of the play scene's buttons (which do
nothing meanwhile), in every game, wide and in an 800×600 window."""

from __future__ import annotations

import pygame
import pytest
from kept_games import finished_match
from readable import small_window

from game.core import registry
from game.core.match import Match
from game.ui import theme
from game.ui.arming import SETTLE_SECONDS
from game.ui.corner import corner
from game.ui.scenes.final import HIDDEN_NOTE, FinalScene, balanced_lines
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.play import PlayScene

#: Each game with its most seats, long names: the fullest finished tables.
GAMES = [("tholos", 2), ("dolmen", 4), ("dolmengoetter", 5), ("druiden", 5)]
NAMES = ("Maximilianus Rex", "Bartholomew Long", "Cunigunde Weiss", "Dorothea Strong", "Eberhard Kühn")


def finished(game_id: str, players: int) -> Match:
    return finished_match(game_id, seed=5, names=NAMES[:players], level="normal")


@pytest.fixture(params=["wide", "narrow"])
def app(request):
    yield from small_window((1280, 720) if request.param == "wide" else (800, 600))


def _changed(a: pygame.Surface, b: pygame.Surface) -> list[pygame.Rect]:
    """The bounding rects of the pixels where `a` and `b` differ."""
    diff = a.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = b.copy()
    other.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(diff, (0, 0, 0), (1, 1, 1, 255))
    same.invert()
    return same.get_bounding_rects()


@pytest.mark.parametrize("game_id, players", GAMES)
def test_the_hidden_results_bar_covers_only_the_corner_of_the_tables_buttons(app, game_id, players):
    app.reset_to(MainMenu(app))
    table = PlayScene(app, finished(game_id, players))
    app.push(table)
    for _ in range(600):  # the end's scoring shown to its last point, then the results
        table.timeline.finish_all()
        app.step((), 0.1, present=False)
        if isinstance(app.top, FinalScene):
            break
    results = app.top
    assert isinstance(results, FinalScene), registry.get(game_id).title
    for _ in range(round(SETTLE_SECONDS / 0.1) + 2):
        app.step((), 0.1, present=False)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")], 0.0, present=False)
    assert results.hidden
    app.dirty = True
    app.step((), 0.0, present=False)
    with_bar = app.canvas.copy()
    app.pop()  # the finished table alone, drawn the same way
    app.dirty = True
    app.step((), 0.0, present=False)
    bar = corner(app.narrow)
    # the bar and its drop shadow, which falls as far as the buttons' own shadows do
    # (theme.panel: 6 px to each side, 2 above, 10 below)
    shaded = pygame.Rect(bar.x - 6, bar.y - 2, bar.w + 12, bar.h + 12)
    changed = _changed(with_bar, app.canvas)
    assert changed, "no bar drawn"
    for rect in changed:
        assert shaded.contains(rect), (rect, bar)


def test_the_bar_says_it_whole_within_the_corner():
    pygame.font.init()
    for narrow in (False, True):
        box = corner(narrow)
        lines = balanced_lines(HIDDEN_NOTE, 14, box.w - 20)
        assert " ".join(lines) == HIDDEN_NOTE and len(lines) <= 2
        assert all(theme.text_font(14).size(line)[0] <= box.w - 20 for line in lines)
        assert len(lines) * theme.text_font(14).get_linesize() <= box.h

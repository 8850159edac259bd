"""A column's card (issue #18): for every site, wide and narrow, it lies over everything it
is drawn over (the log, the last move's marks, the buttons), within the part of the window
shown, with its whole title; and no card opens under the pointer while it reads the log."""

from __future__ import annotations

import pygame
import pytest
from readable import SHAPES, small_window

from game.core.match import Match, Seat
from game.tholos.rules.material import SITES
from game.tholos.view.column_card import draw_card
from game.ui import theme
from game.ui.scenes.play import PlayScene

#: every column but Σ complete (Σ has four), so the cards of the back sites reach highest
FULL = {name: "WWBBG" if name != "sigma" else "WWBB" for name in SITES}


@pytest.fixture(params=list(SHAPES))
def app(request):
    yield from small_window(SHAPES[request.param])


def to_window(app, pos) -> tuple[int, int]:
    shown, view = app.shown, app.view_rect
    return (
        round(view.x + (pos[0] - shown.x) * view.w / shown.w),
        round(view.y + (pos[1] - shown.y) * view.h / shown.h),
    )


def _pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def rest_on(app, pos) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=to_window(app, pos), rel=(0, 0), buttons=(0, 0, 0))])


def _table(app, columns) -> PlayScene:
    """A table some moves in (the log has lines, the last move is marked on the board)."""
    seats = [Seat("Maximilianus Rex", "human", 0), Seat("Bo", "human", 1)]
    position = {"to_move": "white", "columns": columns, "workshops": {"white": "W", "black": "B"}}
    match = Match("tholos", seats, seed=1, position=position)
    scene = PlayScene(app, match)
    app.reset_to(scene)
    app.step()
    for text in ("deliver 1G", "deliver 1G"):
        scene.play_human(match.state.parse_action(text))
        scene.timeline.finish_all()
        app.step(dt=0.1)
    return scene


@pytest.mark.parametrize("columns", [FULL, {}], ids=["full", "empty"])
@pytest.mark.parametrize("site", range(7), ids=SITES)
def test_a_columns_card_lies_over_everything_within_the_window_with_its_whole_title(app, site, columns):
    scene = _table(app, columns)
    view = scene.view
    rest_on(app, view.layout.sites[site].foot)
    assert view.hovered_site() == site
    app.step()
    drawn = app.canvas.copy()
    # the card drawn once more over the finished frame: nothing had been drawn over it
    box = draw_card(drawn, view.layout, site, view.model.columns, view.names, view.frame)
    inner = box.inflate(-14, -14)
    assert _pixels(drawn, inner) == _pixels(app.canvas, inner), f"something lies over the card of {SITES[site]}"
    assert app.shown.contains(box) and pygame.Rect((0, 0), theme.CANVAS_SIZE).contains(box)
    title = f"{view.layout.sites[site].symbol}  {SITES[site].capitalize()} — bonus"
    assert theme.text_font(15, "bold").size(title)[0] + 12 <= box.w - 12
    log = scene.log.rect
    if not view.frame.compact:  # beside the column, clear of the log strip
        assert not box.colliderect(log)


def test_with_the_pointer_on_the_grown_log_no_card_opens_under_it(app):
    scene = _table(app, FULL)
    view = scene.view
    if view.frame.compact:
        pytest.skip("the narrow log grows over no site: covered in test_narrow_tholos")
    omega = view.layout.sites[0]
    rest_on(app, (omega.foot[0], scene.log.closed_area.bottom - 10))  # on the log: it grows
    assert scene.log.grown
    rest_on(app, omega.foot)  # still on the grown log, over Ω
    assert scene.log.rect.collidepoint(view.mouse) and view.hovered_site() is None


def _what_stands(view) -> list[tuple[str, pygame.Rect]]:
    """Every site's plinth and stones as they stand (a drum 15 px high, its top face 22 px
    deep, the plinth's side 6 px under its base), and every site's symbol and bonus."""
    from game.tholos.view import art

    found = []
    for s, spot in enumerate(view.layout.sites):
        x, y, w, h = spot.base
        n = len(view.model.columns[s])
        top = min(y, y + h / 2 - 15 * n - 11) if n else y
        found.append((f"{SITES[s]}'s column", pygame.Rect(x, round(top), w, round(y + h + 6 - top))))
        for label in art.label_rects(spot, view.layout.centre, view.frame.smallest_text):
            found.append((f"{SITES[s]}'s label", label))
    return found


SOME = {"omega": "WWB", "alpha": "BGW", "gamma": "GW", "delta": "B", "pi": "WWBB", "sigma": "BBBW"}


@pytest.mark.parametrize("columns", [FULL, {}, SOME], ids=["full", "empty", "some"])
def test_a_wide_columns_card_leaves_its_column_free_and_hides_no_other(app, columns):
    """Beside its column, or over the middle of the temple, or above it: where it hides no
    other column and no label; on a temple of complete columns, where there is no such
    place for the front sites, it still leaves its own column and label free."""
    scene = _table(app, columns)
    view = scene.view
    if view.frame.compact:
        pytest.skip("the narrow card takes the log's place: test_narrow_tholos")
    for site in range(7):
        box = draw_card(pygame.Surface((1280, 720)), view.layout, site, view.model.columns, view.names, view.frame)
        hidden = [what for what, rect in _what_stands(view) if rect.colliderect(box)]
        assert not any(what.startswith(f"{SITES[site]}'s") for what in hidden), f"{SITES[site]}: {hidden}"
        if columns is not FULL:
            assert hidden == [], f"the card of {SITES[site]} hides {hidden}"

"""What a screen shows in a small window: the texts a frame renders, each with the size it is
drawn at, for the tests that check that text stays readable at 800×600.

`rendered_texts(app)` draws one frame of the app's scenes and returns (canvas pixels, text)
for every string rendered while drawing it, however it was rendered (theme's helpers or a
font asked for by size): every pygame font is recorded while the frame is drawn, and every
cache of rendered text in the game's modules is emptied first, so nothing drawn earlier
hides from the record."""

from __future__ import annotations

import functools
import sys
from contextlib import contextmanager
from typing import Iterator

import pygame

from game.core.settings import Settings
from game.ui import theme
from game.ui.app import App

#: the smallest text, in screen pixels, a player is shown at 800×600
SMALLEST_PX = 11
#: the two window shapes every table is laid out for: its own canvas size and the small window
SHAPES = {"wide": (1280, 720), "narrow": (800, 600)}


_found: tuple[int, list] = (-1, [])  # (modules loaded when looked, the caches found then)


def _game_caches() -> list[functools._lru_cache_wrapper]:
    """Every functools cache of the game's modules, their functions' and their classes'
    (looked for again whenever more modules have been loaded)."""
    global _found
    if _found[0] != len(sys.modules):
        _found = (len(sys.modules), list(_caches_in(sys.modules.copy())))
    return _found[1]


def _caches_in(modules: dict) -> Iterator[functools._lru_cache_wrapper]:
    for name, module in modules.items():
        if not name.startswith("game.") or module is None or name == "game.ui.sound":  # sounds hold no text
            continue
        for value in list(vars(module).values()):
            if isinstance(value, type) and value.__module__ == name:
                for member in vars(value).values():
                    member = getattr(member, "__func__", member)  # a static or class method's
                    if isinstance(member, functools._lru_cache_wrapper):
                        yield member
            elif isinstance(value, functools._lru_cache_wrapper):
                yield value


def _clear_game_caches() -> None:
    for cache in _game_caches():
        cache.cache_clear()


@contextmanager
def texts_rendered() -> Iterator[list[tuple[int, str]]]:
    """Records (size in canvas pixels, text) of every string rendered inside the `with`
    block, by any pygame font: fonts and text caches are made afresh on entering and
    dropped on leaving, so nothing rendered before hides from the record."""
    seen: list[tuple[int, str]] = []
    real = pygame.font.Font

    class Recording(real):  # type: ignore[misc, valid-type]
        def __init__(self, file, size=20, *args, **kwargs):
            super().__init__(file, size, *args, **kwargs)
            self.px = int(size)

        def render(self, text, *args, **kwargs):
            seen.append((self.px, str(text)))
            return super().render(text, *args, **kwargs)

    pygame.font.Font = Recording
    _clear_game_caches()
    try:
        yield seen
    finally:
        pygame.font.Font = real
        _clear_game_caches()


def rendered_texts(app) -> list[tuple[int, str]]:
    """(size in canvas pixels, text) of every string rendered in one drawn frame."""
    with texts_rendered() as seen:
        app.dirty = True
        app.step()
    return seen


def small_window(size: tuple[int, int] = (800, 600)) -> Iterator[App]:
    """An App in a window of `size` (800×600 unless told; SHAPES names both shapes), for a
    fixture to yield from; afterwards its computer player is stopped, text sizes are reset
    and the display is 1280×720 again."""
    application = App(Settings(window_width=size[0], window_height=size[1]))
    try:
        yield application
    finally:
        if application._thinker is not None:
            application._thinker.close()
        theme.set_smallest_text(0)
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)


def is_piece_letter(text: str) -> bool:
    """One letter on a piece (a stone's W, a druid's B): part of the piece's picture, drawn
    to the piece's size, not text to read."""
    return len(text.strip()) == 1 and text.strip().isalpha()


def too_small(app) -> list[tuple[float, str]]:
    """The texts of one drawn frame that show smaller than SMALLEST_PX screen pixels in the
    app's window, as (screen pixels, text), smallest first; piece letters aside."""
    texts = rendered_texts(app)
    scale = app.view_rect.h / theme.CANVAS_SIZE[1]
    small = {
        (round(px * scale, 1), text)
        for px, text in texts
        if text.strip() and not is_piece_letter(text) and px * scale < SMALLEST_PX - 1e-9
    }
    return sorted(small)


def fills_height(app) -> bool:
    """True when the last frame used the window's whole height (nothing letterboxed above
    and below)."""
    return app.view_rect.h == app.window.get_height()

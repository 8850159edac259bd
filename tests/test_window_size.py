"""The window fits the screen it opens on: a saved size larger than the screen opens inside it
(and is kept so), the settings screen offers only sizes that fit, and choosing one moves the
window back onto the screen. The screen is set by the test (the dummy video driver has none):
room for a window is the screen less 2×8 px of frame and 32 + 64 px of title and task bar."""

from __future__ import annotations

import pygame
import pytest

from game.core import settings as settings_store
from game.core.settings import Settings
from game.ui import screen
from game.ui.app import App
from game.ui.scenes.settings_scene import SettingsScene


@pytest.fixture
def on_screen(monkeypatch):
    """Call with a screen size: the app then opens its windows on such a screen."""

    def use(size):
        monkeypatch.setattr(screen, "desktop_size", lambda: size)

    yield use
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)


def test_a_saved_window_larger_than_the_screen_opens_inside_it(on_screen):
    on_screen((1366, 768))
    app = App(Settings(window_width=1920, window_height=1080))
    assert app.window.get_size() == (1350, 672)  # 1366 − 16, 768 − 96
    assert (app.settings.window_width, app.settings.window_height) == (1350, 672)


def test_only_the_side_that_does_not_fit_is_cut(on_screen):
    on_screen((1024, 768))
    app = App(Settings(window_width=1000, window_height=700))
    assert app.window.get_size() == (1000, 672)


def test_a_window_that_fits_keeps_its_size(on_screen):
    on_screen((1920, 1080))
    app = App(Settings(window_width=1600, window_height=900))
    assert app.window.get_size() == (1600, 900)


def test_the_fitted_size_is_what_the_settings_file_keeps(on_screen):
    on_screen((1366, 768))
    settings_store.save(Settings(window_width=1920, window_height=1080))
    app = App(settings_store.load()[0])
    app.change_settings(volume=0.5)
    kept = settings_store.load()[0]
    assert (kept.window_width, kept.window_height, kept.volume) == (1350, 672, 0.5)


def test_the_settings_screen_offers_only_sizes_that_fit_the_screen(on_screen):
    on_screen((1366, 768))  # room 1350×672: of the usual sizes only 1024×576 fits
    app = App(Settings(window_width=1024, window_height=576))
    assert SettingsScene(app).size_choice.options == ["1024 × 576"]
    app.change_settings(window_width=1280, window_height=672)  # as a hand-resized window
    assert SettingsScene(app).size_choice.options == ["1280 × 672", "1024 × 576"]


def test_every_usual_size_is_offered_on_a_large_screen(on_screen):
    on_screen((2560, 1440))
    app = App(Settings())
    assert SettingsScene(app).size_choice.options == ["1280 × 720", "1600 × 900", "1920 × 1080", "1024 × 576"]


def test_choosing_a_larger_size_in_settings_moves_the_window_back_onto_the_screen(on_screen):
    on_screen((1920, 1080))
    app = App(Settings())
    pygame.display.set_window_position((900, 400))  # the player dragged it right and down
    scene = SettingsScene(app)
    app.push(scene)
    scene.size_choice.step(1)  # 1600 × 900
    assert app.window.get_size() == (1600, 900)
    # right edge 1920 − 8, bottom 1080 − 64 (the task bar): 1920 − 8 − 1600, 1080 − 64 − 900
    assert tuple(pygame.display.get_window_position()) == (312, 116)


def test_a_window_that_stays_on_the_screen_is_not_moved(on_screen):
    on_screen((1920, 1080))
    app = App(Settings())
    pygame.display.set_window_position((100, 60))
    app.change_settings(window_width=1024, window_height=576)
    assert tuple(pygame.display.get_window_position()) == (100, 60)


def test_without_a_real_screen_every_size_fits():
    app = App(Settings(window_width=3000, window_height=2000))  # the dummy driver, headless
    assert app.window.get_size() == (3000, 2000)
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)

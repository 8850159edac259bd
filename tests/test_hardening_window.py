"""The window may be resized to any size: F11, the settings screen and closing never fail
afterwards, the remembered size stays one a settings file may hold, and a huge window draws
the table at most at the largest size instead of scaling it beyond."""

from __future__ import annotations

import pygame
import pytest

from game.core import settings as settings_store
from game.core.settings import Settings
from game.ui.app import App
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.settings_scene import SettingsScene


@pytest.fixture
def app():
    application = App(Settings())
    application.reset_to(MainMenu(application))
    yield application
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)  # give a huge test window's memory back


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def resized(w, h):
    return pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))


# (resized to, remembered as): each side brought within 640…7680 × 360…4320
SIZES = [
    ((1, 1), (640, 360)),
    ((7681, 100), (7680, 360)),
    ((20000, 20000), (7680, 4320)),
    ((100, 7681), (640, 4320)),
    ((1000, 700), (1000, 700)),
]


@pytest.mark.parametrize("size, remembered", SIZES, ids=[f"{w}x{h}" for (w, h), _ in SIZES])
def test_a_resized_window_survives_full_screen_and_back_and_a_settings_change(app, size, remembered):
    app.step([resized(*size)], present=False)
    assert (app.settings.window_width, app.settings.window_height) == remembered
    app.step([key(pygame.K_F11)], present=False)
    assert app.settings.fullscreen
    app.step([key(pygame.K_F11)], present=False)
    assert not app.settings.fullscreen and app.window.get_size() == remembered
    app.change_settings(volume=0.3)
    assert settings_store.load() == (Settings(*remembered, volume=0.3), None)


def test_the_settings_screen_offers_a_hand_resized_size_and_changes_from_it(app):
    app.step([resized(7681, 100)], present=False)
    scene = SettingsScene(app)
    app.push(scene)
    assert scene.size_choice.value == "7680 × 360"
    scene.size_choice.step(1)  # the first of the usual sizes
    app.step([], present=False)
    assert app.window.get_size() == (1280, 720)
    assert settings_store.load()[0].window_width == 1280


@pytest.mark.parametrize(
    "window, view",
    [
        ((1, 1), (0, 0, 1, 1)),
        ((7681, 100), ((7681 - 178) // 2, 0, 178, 100)),  # 1280·100/720 = 177.8 wide, centred
        # 6.25 times the canvas would fit; the table is drawn at 6 times (7680×4320), centred
        ((8000, 4500), (160, 90, 7680, 4320)),
    ],
)
def test_a_window_of_any_size_shows_the_table_within_it(app, window, view):
    pygame.display.set_mode(window, pygame.RESIZABLE)  # what the window manager did
    app.step([resized(*window)])
    assert tuple(app.view_rect) == view
    x, y, w, h = view
    assert app.to_canvas((x + w / 2, y + h / 2)) == (640, 360)  # a click still lands right


def test_a_display_refusing_full_screen_leaves_a_window_and_says_why(app, monkeypatch):
    real = pygame.display.set_mode

    def refusing(size=(0, 0), flags=0, *args, **kwargs):
        if flags & pygame.FULLSCREEN:
            raise pygame.error("No video mode large enough")
        return real(size, flags, *args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", refusing)
    app.step([key(pygame.K_F11)])
    assert not app.settings.fullscreen and app.window.get_size() == (1280, 720)
    assert any("No video mode large enough" in text for text, _left in app.notices)
    app.step([key(pygame.K_F11)])  # and asking again is answered the same way
    assert not app.settings.fullscreen
    assert settings_store.load() == (Settings(), None)

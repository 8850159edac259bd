"""A small window of another shape (800×600, 4:3): a screen whose content fits 960 of the
canvas's 1280 columns is shown at the window's full height (scale 600/720), clicks still land
where they are aimed, and no text is smaller than 11 screen pixels; a screen that needs the
whole width is shown whole (letterboxed)."""

from __future__ import annotations

import pygame
import pytest

from game.core.settings import Settings
from game.ui import theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.settings_scene import SettingsScene


@pytest.fixture
def app():
    application = App(Settings(window_width=800, window_height=600))
    yield application
    theme.set_smallest_text(0)
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)


def click(app, window_pos):
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos, button=1)]


def test_the_settings_screen_fills_an_800_by_600_window_from_top_to_bottom(app):
    app.reset_to(MainMenu(app))
    app.push(SettingsScene(app))
    app.step()
    assert tuple(app.view_rect) == (0, 0, 800, 600)
    assert tuple(app.shown) == (160, 0, 960, 720)  # 720 · 800/600 = 960 columns, centred


def test_a_click_on_the_shrunk_settings_screen_lands_on_its_button(app):
    app.reset_to(MainMenu(app))
    scene = SettingsScene(app)
    app.push(scene)
    app.step()
    cx, cy = scene.back_button.rect.center  # canvas; the window shows columns 160…1120
    app.step(click(app, (round((cx - 160) * 800 / 960), round(cy * 600 / 720))))
    assert app.top is not scene  # Back was pressed


class WideScreen(Scene):
    """A screen that needs the canvas's whole width (content_span and text sizes as Scene's)."""


def test_leaving_the_settings_screen_shows_a_wide_screen_whole_again_with_its_own_text_sizes(app):
    app.reset_to(WideScreen(app))
    app.push(SettingsScene(app))
    app.step()
    assert theme.text_font(13, "sans") is theme.font(14, "sans")  # raised on the settings screen
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert isinstance(app.top, WideScreen)
    assert tuple(app.shown) == (0, 0, 1280, 720)
    assert theme.text_font(13, "sans") is theme.font(13, "sans")  # the wide screen keeps its sizes


def test_the_hand_over_screen_fills_the_window_height_too(app):
    app.reset_to(HandoverScene(app, "Brigid", lambda: None))
    app.step()
    assert tuple(app.view_rect) == (0, 0, 800, 600)


def test_text_on_the_800_by_600_settings_screen_is_at_least_11_pixels_high(app, monkeypatch):
    sizes = []
    real = theme.font

    def recording(size, style="sans"):
        sizes.append(size)
        return real(size, style)

    monkeypatch.setattr(theme, "font", recording)
    theme.text_surface.cache_clear()
    theme._wrapped.cache_clear()
    app.reset_to(SettingsScene(app))
    app.step()
    assert sizes and min(sizes) * 600 / 720 >= 11  # the key hints' 13 px are drawn at 14


def test_a_screen_needing_the_whole_width_is_shown_whole_at_800_by_600(app):
    from game.ui.scene import Scene

    class Wide(Scene):  # a screen with no narrow layout: it draws over all 1280 columns
        pass

    app.reset_to(Wide(app))
    app.step()
    assert tuple(app.shown) == (0, 0, 1280, 720)
    assert tuple(app.view_rect) == (0, 75, 800, 450)  # 1280×720 · 0.625, centred


@pytest.mark.parametrize("scale, size", [(1.0, 0), (600 / 720, 14), (0.8, 14), (0.9, 13), (0.625, 0)])
def test_small_text_is_raised_just_enough_where_that_can_reach_11_pixels(scale, size):
    # 11 / (600/720) = 13.2 → 14; 11 / 0.8 = 13.75 → 14; 11 / 0.9 = 12.2 → 13;
    # 11 / 0.625 = 17.6 would need more than 14: layouts are kept, nothing raised
    assert theme.smallest_text_for(scale) == size

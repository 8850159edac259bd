"""The hand-over screen's ready button: wherever the click that ended the last turn rests,
the button opens off the pointer and never over the summary of the turns or the texts."""

from __future__ import annotations

import pygame
import pytest

from game.core.settings import Settings
from game.ui.app import App
from game.ui.scene import NARROW_SPAN
from game.ui.scenes import handover
from game.ui.scenes.handover import READY_HOME, SUMMARY_BOX, HandoverScene

SUMMARY = ["Turn 3 · Anna put a druid on D5.", "Turn 4 · Bo moved a druid from D5 to E5."]


@pytest.fixture
def app():
    application = App(Settings())
    yield application


def pointers_on_the_home_button() -> list[tuple[int, int]]:
    """A grid over the button's home and the margin round it (every 8 px)."""
    home = READY_HOME.inflate(16, 16)
    return [(x, y) for x in range(home.left, home.right, 8) for y in range(home.top, home.bottom, 8)]


def test_the_ready_button_opens_off_the_pointer_and_clear_of_the_summary_and_the_texts(app, monkeypatch):
    title_and_texts = pygame.Rect(160, 220, 960, 180)  # "Pass to …" down to the hint line
    for pointer in pointers_on_the_home_button():
        monkeypatch.setattr(handover, "pointer_on_canvas", lambda _app, p=pointer: p)
        button = HandoverScene(app, "Bo", lambda: None, summary=SUMMARY).ready_button.rect
        assert not button.inflate(16, 16).collidepoint(pointer), pointer
        assert not button.colliderect(SUMMARY_BOX), (pointer, button)
        assert not button.colliderect(title_and_texts), (pointer, button)
        assert NARROW_SPAN[0] <= button.left and button.right <= NARROW_SPAN[1], (pointer, button)


def test_a_moved_ready_button_is_pressed_by_a_click_in_an_800_by_600_window(monkeypatch):
    """Narrow: the button opened beside its home (the pointer rests on the home's middle)
    is where a click in the window lands."""
    from game.ui import theme

    app = App(Settings(window_width=800, window_height=600))
    try:
        monkeypatch.setattr(handover, "pointer_on_canvas", lambda _app: READY_HOME.center)
        ready: list[bool] = []
        scene = HandoverScene(app, "Bo", lambda: ready.append(True), summary=SUMMARY)
        app.reset_to(scene)
        app.step()
        assert scene.ready_button.rect != READY_HOME
        cx, cy = scene.ready_button.rect.center
        window = (round((cx - 160) * 800 / 960), round(cy * 600 / 720))
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window, button=1)])
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window, button=1)])
        assert ready == [True]
    finally:
        theme.set_smallest_text(0)
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)

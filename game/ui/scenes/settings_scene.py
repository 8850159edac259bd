"""The settings screen: window size (the sizes that fit the screen), full screen, animation
speed, sound volume.

Every change takes effect at once through `app.change_settings`, which also writes
settings.yaml atomically, so nothing needs a separate Save.
"""

from __future__ import annotations

import pygame

from game.core.settings import ANIMATION_SPEEDS

from .. import theme
from ..scene import Scene
from ..widgets import Button, Choice, FocusGroup

SPEED_NAMES = ("Slow", "Normal", "Fast", "Very fast")
VOLUME_STEPS = tuple(range(0, 101, 10))


def nearest_index(values, value) -> int:
    return min(range(len(values)), key=lambda i: abs(values[i] - value))


class SettingsScene(Scene):
    content_span = (190, 1090)  # the panel; the title and key hints lie within it
    small_text_grows = True

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        self.focus = FocusGroup()
        # only sizes that fit the screen, so that no choice pushes the window off it
        self.sizes = app.window_sizes()
        x, y, w = 720, 168, 330
        self.rows: list[tuple[str, str, int]] = []  # label, explanation, y
        self.size_choice = self._row(
            "Window size",
            "the window's size when not in full screen (F11 switches)",
            y,
            Choice(
                (x, y, w, 54),
                "",
                [f"{a} × {b}" for a, b in self.sizes],
                self.sizes.index((s.window_width, s.window_height)),
                self._size,
            ),
        )
        y += 84
        self.fullscreen_choice = self._row(
            "Full screen",
            "use the whole screen",
            y,
            Choice((x, y, w, 54), "", ["Off", "On"], int(s.fullscreen), self._fullscreen),
        )
        y += 84
        self.speed_choice = self._row(
            "Animation speed",
            "how fast stones travel across the table",
            y,
            Choice((x, y, w, 54), "", SPEED_NAMES, nearest_index(ANIMATION_SPEEDS, s.animation_speed), self._speed),
        )
        y += 84
        self.volume_choice = self._row(
            "Sound volume",
            "0 % is silent",
            y,
            Choice(
                (x, y, w - 130, 54),
                "",
                [f"{v} %" for v in VOLUME_STEPS],
                nearest_index(VOLUME_STEPS, s.volume * 100),
                self._volume,
            ),
        )
        self.test_button = self.focus.add(Button((x + w - 118, y, 118, 54), "Test", self.test_sound, size=18))
        y += 120
        self.back_button = self.focus.add(Button((x + w - 200, y, 200, 58), "Back", self.back))
        self.panel_rect = pygame.Rect(190, 130, 900, y - 130 - 26)

    def _row(self, label: str, explanation: str, y: int, widget: Choice) -> Choice:
        self.rows.append((label, explanation, y))
        return self.focus.add(widget)

    # --- changes, applied at once -----------------------------------------------------------
    def _size(self, index: int) -> None:
        w, h = self.sizes[index]
        self.app.change_settings(window_width=w, window_height=h)

    def _fullscreen(self, index: int) -> None:
        self.app.change_settings(fullscreen=bool(index))

    def _speed(self, index: int) -> None:
        self.app.change_settings(animation_speed=ANIMATION_SPEEDS[index])

    def _volume(self, index: int) -> None:
        self.app.change_settings(volume=VOLUME_STEPS[index] / 100)
        self.test_sound()

    def test_sound(self) -> None:
        self.app.sound.play("click")

    def back(self) -> None:
        self.app.pop()

    # --- scene contract -------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.focus.handle(event)

    def update(self, dt: float) -> None:
        # F11 changes full screen from anywhere; keep the choice showing the truth.
        self.fullscreen_choice.index = int(self.app.settings.fullscreen)

    def needs_redraw(self) -> bool:
        return False  # changes only with input (F11 included)

    def draw(self, canvas) -> None:
        canvas.blit(theme.vignette(theme.CANVAS_SIZE), (0, 0))
        theme.draw_text(canvas, "Settings", (190, 52), 42, theme.INK_LIGHT, "serif")
        theme.panel(canvas, self.panel_rect, theme.PANEL, radius=16)
        for label, explanation, y in self.rows:
            theme.draw_text(canvas, label, (240, y + 4), 22, theme.INK, "bold")
            theme.draw_text(canvas, explanation, (240, y + 32), 15, theme.INK_SOFT)
        theme.draw_text(
            canvas,
            "Changes apply at once and are kept for next time.",
            (190, self.back_button.rect.centery),
            16,
            (196, 188, 168),
            "sans",
            "midleft",
        )
        self.focus.draw(canvas)
        theme.key_hints(canvas, [("↑ ↓ Tab", "choose"), ("← →", "change"), ("Esc", "back")], (640, 706))

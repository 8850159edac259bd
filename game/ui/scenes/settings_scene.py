"""The settings screen: window size (the sizes that fit the screen), full screen, animation
speed, sound volume, language.

Every change takes effect at once through `app.change_settings`, which also writes
settings.yaml atomically, so nothing needs a separate Save.
"""

from __future__ import annotations

import pygame

from game.core.i18n import LANGUAGES, N_, _
from game.core.settings import ANIMATION_SPEEDS

from .. import theme
from ..scene import Scene
from ..widgets import Button, Choice, FocusGroup

SPEED_NAMES = (N_("Slow"), N_("Normal"), N_("Fast"), N_("Very fast"))
#: Each language by its own name, the same in every language.
LANGUAGE_CODES = tuple(LANGUAGES)
VOLUME_STEPS = tuple(range(0, 101, 10))
ROW_STEP = 78
#: A row's explanation wraps (at most two lines) short of the row's control.
EXPLANATION_WIDTH = 720 - 240 - 20


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
        x, y, w = 720, 150, 330
        self.rows: list[tuple[str, str, int]] = []  # label, explanation, y (English: drawn translated)
        self.size_choice = self._row(
            N_("Window size"),
            N_("the window's size when not in full screen (F11 switches)"),
            y,
            Choice(
                (x, y, w, 54),
                "",
                [f"{a} × {b}" for a, b in self.sizes],
                self.sizes.index((s.window_width, s.window_height)),
                self._size,
            ),
        )
        y += ROW_STEP
        self.fullscreen_choice = self._row(
            N_("Full screen"),
            N_("use the whole screen"),
            y,
            Choice((x, y, w, 54), "", [N_("Off"), N_("On")], int(s.fullscreen), self._fullscreen),
        )
        y += ROW_STEP
        self.speed_choice = self._row(
            N_("Animation speed"),
            N_("how fast stones travel across the table"),
            y,
            Choice((x, y, w, 54), "", SPEED_NAMES, nearest_index(ANIMATION_SPEEDS, s.animation_speed), self._speed),
        )
        y += ROW_STEP
        self.volume_choice = self._row(
            N_("Sound volume"),
            N_("0 % is silent"),
            y,
            Choice(
                (x, y, w - 130, 54),
                "",
                [f"{v} %" for v in VOLUME_STEPS],
                nearest_index(VOLUME_STEPS, s.volume * 100),
                self._volume,
            ),
        )
        self.test_button = self.focus.add(Button((x + w - 118, y, 118, 54), N_("Test"), self.test_sound, size=18))
        y += ROW_STEP
        self.language_choice = self._row(
            N_("Language"),
            N_("the language of every screen, the rules and the tutorials"),
            y,
            Choice(
                (x, y, w, 54),
                "",
                [LANGUAGES[code] for code in LANGUAGE_CODES],
                LANGUAGE_CODES.index(s.shown_language),
                self._language,
            ),
        )
        y += ROW_STEP + 28
        self.back_button = self.focus.add(Button((x + w - 200, y, 200, 58), N_("Back"), self.back))
        self.panel_rect = pygame.Rect(190, 130, 900, y - 130 - 26)

    def _row(self, label: str, explanation: str, y: int, widget: Choice) -> Choice:
        self.rows.append((label, explanation, y))
        return self.focus.add(widget)

    # --- changes, applied at once -----------------------------------------------------------
    def _language(self, index: int) -> None:
        self.app.change_settings(language=LANGUAGE_CODES[index])

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
        theme.draw_text(canvas, _("Settings"), (190, 52), 42, theme.INK_LIGHT, "serif")
        theme.panel(canvas, self.panel_rect, theme.PANEL, radius=16)
        for label, explanation, y in self.rows:
            theme.draw_text(canvas, _(label), (240, y + 4), 22, theme.INK, "bold")
            for k, line in enumerate(theme.wrap(_(explanation), 15, EXPLANATION_WIDTH)[:2]):
                theme.draw_text(canvas, line, (240, y + 32 + 18 * k), 15, theme.INK_SOFT)
        theme.draw_text(
            canvas,
            _("Changes apply at once and are kept for next time."),
            (190, self.back_button.rect.centery),
            16,
            (196, 188, 168),
            "sans",
            "midleft",
        )
        self.focus.draw(canvas)
        theme.key_hints(canvas, [("↑ ↓ Tab", _("choose")), ("← →", _("change")), ("Esc", _("back"))], (640, 706))

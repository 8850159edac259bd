"""The hand-over screen for hot-seat games with hidden information: it hides the whole table
until the named player says they are ready, so nobody sees another seat's secrets."""

from __future__ import annotations

from typing import Callable

import pygame

from game.core import words

from .. import theme
from ..scene import Scene
from ..widgets import Button, FocusGroup, clear_of_pointer, pointer_on_canvas

READY_HOME = pygame.Rect(440, 430, 400, 64)
#: Where the button opens instead when the pointer rests on its home: the click that ended
#: the last turn must not, doubled, show the next player's secrets to the wrong person.
READY_SHIFTS = ((0, 0), (0, 110), (0, -250))


class HandoverScene(Scene):
    """Opaque (nothing of the table is drawn while it shows); Enter, Space or a click on the
    button pops it and calls `on_ready()`. `detail` says why the screen is handed over;
    `summary` lists the turns played since the player last looked, one text each, told
    without secrets (game.core.story.Story.summary)."""

    opaque = True
    small_text_grows = True

    @property
    def content_span(self) -> tuple[int, int]:
        """Centred: 960 columns, wider only for a title with a long name."""
        title = theme.text_surface(f"Pass to {self.player_name}", 56, theme.INK_LIGHT, "serif")
        half = max(480, title.get_width() // 2 + 24)
        return 640 - half, 640 + half

    def __init__(
        self, app, player_name: str, on_ready: Callable[[], None], detail: str = "", summary: list[str] | None = None
    ) -> None:
        super().__init__(app)
        self.player_name, self.on_ready, self.detail = player_name, on_ready, detail
        self.summary = list(summary or [])
        self.focus = FocusGroup()
        dx, dy = clear_of_pointer([READY_HOME], pointer_on_canvas(app), READY_SHIFTS)
        self.ready_button = self.focus.add(
            Button(READY_HOME.move(dx, dy), f"I am {player_name} — show me", self.ready, size=20)
        )
        self.done = False

    def ready(self) -> None:
        if self.done:  # a double click must not pop the scene below
            return
        self.done = True
        self.app.pop()
        self.on_ready()

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.ready()
            return
        self.focus.handle(event)

    def needs_redraw(self) -> bool:
        return False  # changes only with input

    def draw(self, canvas) -> None:
        canvas.fill(theme.BACKGROUND)
        canvas.blit(theme.vignette(theme.CANVAS_SIZE), (0, 0))
        theme.draw_text(canvas, f"Pass to {self.player_name}", (640, 220), 56, theme.INK_LIGHT, "serif", "midtop")
        theme.draw_text(canvas, "— press when ready —", (640, 298), 20, theme.HIGHLIGHT, "sans", "midtop")
        if self.detail:
            theme.draw_text(canvas, self.detail, (640, 342), 18, theme.INK_LIGHT, "sans", "midtop")
        theme.draw_text(
            canvas,
            "The table is hidden so that no one sees another player's secrets.",
            (640, 374),
            16,
            (196, 188, 168),
            "sans",
            "midtop",
        )
        self.focus.draw(canvas)
        if self.summary:
            self._draw_summary(canvas)
        theme.key_hints(canvas, [("Enter", "I am ready")], (640, 706))

    def _draw_summary(self, canvas) -> None:
        """The turns since the player last looked, newest last, each on at most two lines."""
        box = pygame.Rect(200, 512, 880, 162)
        theme.panel(canvas, box, (52, 60, 54), radius=12, shadow=False)
        theme.draw_text(
            canvas,
            f"Since {words.possessive(self.player_name)} last turn",
            (box.x + 16, box.y + 10),
            15,
            theme.HIGHLIGHT,
            "bold",
        )
        rows: list[str] = []
        for text in self.summary:
            lines = theme.wrap(text, 14, box.w - 32)
            if len(lines) > 2:
                lines[1] = lines[1].rstrip(" .") + " …"
            rows += lines[:2]
        rows = rows[-7:]
        for k, row in enumerate(rows):
            theme.draw_text(canvas, row, (box.x + 16, box.y + 34 + 19 * k), 14, theme.INK_LIGHT)

"""A question over the current screen before something that cannot be taken back (a new game
replacing the one in progress): two answers, the safe one focused.

Enter answers with the focused button, Escape with the safe answer. The click that opened
the question never answers it: both buttons open clear of the pointer (widgets'
placement rule)."""

from __future__ import annotations

from typing import Callable

import pygame

from .. import theme
from ..scene import NarrowScene
from ..widgets import Button, FocusGroup, clear_of_pointer, pointer_on_canvas

BOX = pygame.Rect(320, 200, 640, 320)
#: Where the answers move when the question opens with the pointer resting on one of them.
SHIFTS = ((0, 0), (0, -64))


class ConfirmScene(NarrowScene):
    """`on_yes` runs for the bold answer (`yes`), `on_no` (default: nothing) for the safe one;
    the question closes first either way. Its box lies within NARROW_SPAN in either shape: in
    a narrow window it claims no more, so the screen below decides whether the window is
    filled."""

    opaque = False

    def __init__(
        self,
        app,
        title: str,
        detail: str,
        yes: str,
        on_yes: Callable[[], None],
        no: str = "Cancel",
        on_no: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.title, self.detail = title, detail
        self.on_yes, self.on_no = on_yes, on_no
        self.focus = FocusGroup()
        keep = pygame.Rect(BOX.x + 40, BOX.bottom - 84, 260, 56)
        go = pygame.Rect(BOX.right - 300, BOX.bottom - 84, 260, 56)
        dx, dy = clear_of_pointer([keep, go], pointer_on_canvas(app), SHIFTS)
        self.no_button = self.focus.add(Button(keep.move(dx, dy), no, self.answer_no, size=19))
        self.yes_button = self.focus.add(Button(go.move(dx, dy), yes, self.answer_yes, size=19))
        self.focus.focus = 0  # the safe answer
        self.answered = False

    def answer_yes(self) -> None:
        if not self.answered:
            self.answered = True
            self.app.pop()
            self.on_yes()

    def answer_no(self) -> None:
        if not self.answered:
            self.answered = True
            self.app.pop()
            if self.on_no is not None:
                self.on_no()

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.answer_no()
            return
        self.focus.handle(event)

    def draw(self, canvas) -> None:
        theme.dim(canvas, 170)
        theme.panel(canvas, BOX, theme.PANEL, radius=18)
        theme.draw_text(canvas, self.title, (BOX.x + 40, BOX.y + 30), 28, theme.INK, "serif")
        for k, line in enumerate(theme.wrap(self.detail, 17, BOX.w - 80)[:4]):
            theme.draw_text(canvas, line, (BOX.x + 40, BOX.y + 84 + 24 * k), 17, theme.INK_SOFT)
        self.focus.draw(canvas)
        # the screen below has key hints of its own there, in either shape: covered
        canvas.fill((10, 14, 12), (0, 680, theme.CANVAS_SIZE[0], 40))
        theme.key_hints(canvas, [("Enter", "highlighted"), ("Esc", "keep the game")], (640, 706))

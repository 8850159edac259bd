"""A question over the current screen before something that cannot be taken back (a new game
replacing the one in progress): two answers, the safe one focused.

Enter answers with the focused button, Escape with the safe answer. The click or key that
opened the question never answers it: the buttons stay where they belong and are armed as
the question appears (game.ui.arming): a key held since does nothing until let go, and a
click takes effect only after the first moments and once a pointer that rested on a button
has moved."""

from __future__ import annotations

from typing import Callable

import pygame

from game.core.i18n import N_, _

from .. import theme
from ..arming import Arming
from ..scene import NarrowScene
from ..widgets import Button, FocusGroup

BOX = pygame.Rect(320, 200, 640, 320)


class ConfirmScene(NarrowScene):
    """`on_yes` runs for the bold answer (`yes`), `on_no` (default: nothing) for the safe one;
    the question closes first either way. `title` and `detail` come as they are shown (told
    by the screen asking); the answers in English, translated as their buttons draw them.
    Its box lies within NARROW_SPAN in either shape: in a narrow window it claims no more,
    so the screen below decides whether the window is filled."""

    opaque = False

    def __init__(
        self,
        app,
        title: str,
        detail: str,
        yes: str,
        on_yes: Callable[[], None],
        no: str = N_("Cancel"),
        on_no: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.title, self.detail = title, detail
        self.on_yes, self.on_no = on_yes, on_no
        self.focus = FocusGroup()
        keep = pygame.Rect(BOX.x + 40, BOX.bottom - 84, 260, 56)
        go = pygame.Rect(BOX.right - 300, BOX.bottom - 84, 260, 56)
        self.no_button = self.focus.add(Button(keep, no, self.answer_no, size=19))
        self.yes_button = self.focus.add(Button(go, yes, self.answer_yes, size=19))
        self.focus.focus = 0  # the safe answer
        self.arming = Arming(app, [self.no_button, self.yes_button])
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
        if not self.arming.lets(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.answer_no()
            return
        self.focus.handle(event)

    def update(self, dt: float) -> None:
        self.arming.update(dt)

    def needs_redraw(self) -> bool:
        return self.arming.needs_redraw()

    def draw(self, canvas) -> None:
        theme.dim(canvas, 170)
        theme.panel(canvas, BOX, theme.PANEL, radius=18)
        theme.draw_text(canvas, self.title, (BOX.x + 40, BOX.y + 30), 28, theme.INK, "serif")
        for k, line in enumerate(theme.wrap(self.detail, 17, BOX.w - 80)[:4]):
            theme.draw_text(canvas, line, (BOX.x + 40, BOX.y + 84 + 24 * k), 17, theme.INK_SOFT)
        self.focus.draw(canvas)
        self.arming.drawn()
        # the screen below has key hints of its own there, in either shape: covered
        canvas.fill((10, 14, 12), (0, 680, theme.CANVAS_SIZE[0], 40))
        theme.key_hints(
            canvas,
            [("Enter", _("highlighted")), ("Esc", lowered(_(self.no_button.label)))],
            (640, 706),
        )


def lowered(label: str) -> str:
    """A button's label as a key hint says it: "Keep it" → "keep it"."""
    return label[:1].lower() + label[1:]

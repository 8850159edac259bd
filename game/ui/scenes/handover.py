"""The hand-over screen for hot-seat games with hidden information: it hides the whole table
until the named player says they are ready, so nobody sees another seat's secrets."""

from __future__ import annotations

import re
from typing import Callable

import pygame

from game.core import words
from game.core.i18n import _

from .. import theme
from ..arming import Arming
from ..scene import Scene
from ..widgets import Button, FocusGroup

#: The ready button, always here: centred under the texts, above the summary. A click that
#: ended the last turn cannot, doubled, press it (game.ui.arming), so it never moves aside.
READY_HOME = pygame.Rect(440, 430, 400, 64)
#: The summary of the turns since the player last looked: its box, where its text starts
#: below the box's heading, the text size, line height and the gap between two turns.
SUMMARY_BOX = pygame.Rect(200, 512, 880, 168)
SUMMARY_TOP, SUMMARY_TEXT, SUMMARY_LINE, SUMMARY_GAP = 34, 14, 19, 5


class HandoverScene(Scene):
    """Opaque (nothing of the table is drawn while it shows); Enter, Space or a click on the
    button pops it and calls `on_ready()`, once armed (game.ui.arming): a key held since the
    table does nothing, nor does a click or Space during the first moments (both skip
    animations at the table, so they come in runs) or a click of a pointer still resting
    where it was when the screen appeared. `detail` says why the screen is handed over;
    `summary` lists the turns played since the player last looked, one text each, told
    without secrets (game.core.story.Story.summary); `first_look` says the player has not
    had a turn yet (the summary is then headed "So far")."""

    opaque = True
    small_text_grows = True

    @property
    def content_span(self) -> tuple[int, int]:
        """Centred: 960 columns, wider only for a title with a long name."""
        size, text = self.title_line()
        title = theme.text_surface(text, size, theme.INK_LIGHT, "serif")
        half = max(480, title.get_width() // 2 + 24)
        return 640 - half, 640 + half

    def __init__(
        self,
        app,
        player_name: str,
        on_ready: Callable[[], None],
        detail: str = "",
        summary: list[str] | None = None,
        first_look: bool = False,
    ) -> None:
        super().__init__(app)
        self.player_name, self.on_ready, self.detail = player_name, on_ready, detail
        self.summary = list(summary or [])
        self.first_look = first_look
        self._paragraphs: list[list[str]] | None = None
        self.focus = FocusGroup()
        self.ready_button = self.focus.add(Button(pygame.Rect(READY_HOME), self._ready_label(), self.ready, size=20))
        self.arming = Arming(app, [self.ready_button])
        self.done = False

    def title_line(self) -> tuple[int, str]:
        """The title's size and text: 56 px, smaller (down to 40) where a long name in a
        long translation would not fit the canvas's width."""
        return theme.fit_line(self.title, 56, theme.CANVAS_SIZE[0] - 48, "serif", smallest=40)

    @property
    def title(self) -> str:
        return _("Pass to {name}").format(name=self.player_name)

    @property
    def heading(self) -> str:
        """The summary's heading: "So far" for a player who has not had a turn yet."""
        if self.first_look:
            return _("So far")
        return _("Since {owners} last turn").format(owners=words.possessive(self.player_name))

    def _ready_label(self) -> str:
        return _("I am {name} — show me").format(name=self.player_name)

    def language_changed(self) -> None:
        self.ready_button.label = self._ready_label()
        super().language_changed()

    def ready(self) -> None:
        if self.done:  # a double click must not pop the scene below
            return
        self.done = True
        self.app.pop()
        self.on_ready()

    def handle(self, event) -> None:
        if not self.arming.lets(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if event.key != pygame.K_SPACE or self.arming.settled:
                self.ready()
            return
        self.focus.handle(event)

    def update(self, dt: float) -> None:
        self.arming.update(dt)

    def needs_redraw(self) -> bool:
        return self.arming.needs_redraw()  # else it changes only with input

    def draw(self, canvas) -> None:
        canvas.fill(theme.BACKGROUND)
        canvas.blit(theme.vignette(theme.CANVAS_SIZE), (0, 0))
        size, title = self.title_line()
        theme.draw_text(canvas, title, (640, 220), size, theme.INK_LIGHT, "serif", "midtop")
        theme.draw_text(canvas, _("— press when ready —"), (640, 298), 20, theme.HIGHLIGHT, "sans", "midtop")
        if self.detail:
            theme.draw_text(canvas, self.detail, (640, 342), 18, theme.INK_LIGHT, "sans", "midtop")
        theme.draw_text(
            canvas,
            _("The table is hidden so that no one sees another player's secrets."),
            (640, 374),
            16,
            (196, 188, 168),
            "sans",
            "midtop",
        )
        if self.summary:
            self._draw_summary(canvas)
        self.focus.draw(canvas)
        self.arming.drawn()
        theme.key_hints(canvas, [("Enter", _("I am ready"))], (640, 706))

    def _draw_summary(self, canvas) -> None:
        """The turns since the player last looked, one paragraph each, oldest first (see
        `summary_lines`)."""
        box = SUMMARY_BOX
        theme.panel(canvas, box, (52, 60, 54), radius=12, shadow=False)
        theme.draw_text(
            canvas,
            self.heading,
            (box.x + 16, box.y + 10),
            15,
            theme.HIGHLIGHT,
            "bold",
        )
        if self._paragraphs is None:  # laid out once: the screen changes only with input
            self._paragraphs = summary_lines(self.summary, box.w - 32, box.h - SUMMARY_TOP - 8)
        y = box.y + SUMMARY_TOP
        for lines in self._paragraphs:
            for row in lines:
                theme.draw_text(canvas, row, (box.x + 16, y), SUMMARY_TEXT, theme.INK_LIGHT)
                y += SUMMARY_LINE
            y += SUMMARY_GAP


def _wrap(text: str, width: int) -> list[str]:
    """`text` in lines no wider than `width` at SUMMARY_TEXT px (a whole turn may be longer
    than theme.wrap's limit; the summary's own size is bounded by its turns)."""
    font = theme.text_font(SUMMARY_TEXT)
    lines: list[str] = []
    for word in text.split():
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and font.size(trial)[0] <= width:
            lines[-1] = trial
        else:
            lines += theme.wrap(word, SUMMARY_TEXT, width)  # a word wider than a line breaks
    return lines


def _ended(line: str, width: int) -> str:
    """`line` with " …" at its end, words dropped until it fits `width`."""
    font = theme.text_font(SUMMARY_TEXT)
    while " " in line and font.size(line + " …")[0] > width:
        line = line.rsplit(" ", 1)[0]
    return line.rstrip(" .,") + " …"


def _latest_part(text: str, width: int, rows: int) -> list[str]:
    """A turn too long for the `rows` left: its label ("Turn 9 ·") and as many of its last
    sentences as fit, after "…" (how a turn ended, its consequences, matters most); a last
    sentence longer than the room is cut at its end."""
    label, sep, body = text.partition(" · ")
    if not sep:
        label, body = "", text
    sentences = re.split(r"(?<=[.!?]) ", body)
    for k in range(1, len(sentences)):
        lines = _wrap(f"{label} · … {' '.join(sentences[k:])}" if label else f"… {' '.join(sentences[k:])}", width)
        if len(lines) <= rows:
            return lines
    lines = _wrap(f"{label} · … {sentences[-1]}" if label else sentences[-1], width)
    return lines[: rows - 1] + [_ended(lines[rows - 1], width)] if len(lines) > rows else lines


def summary_lines(summary: list[str], width: int, height: int) -> list[list[str]]:
    """The summary's turns laid out for a box `width` × `height` px: one paragraph of
    wrapped lines per turn, oldest first. The newest turns are kept whole first; a turn that
    no longer fits whole keeps its label and as many of its last sentences as fill the rows
    left, after "…" (see `_latest_part`); older ones are left out."""
    out: list[list[str]] = []
    room = height
    for text in reversed(summary):
        lines = _wrap(text, width)
        gap = SUMMARY_GAP if out else 0
        if len(lines) * SUMMARY_LINE + gap <= room:
            out.insert(0, lines)
            room -= len(lines) * SUMMARY_LINE + gap
            continue
        rows = (room - gap) // SUMMARY_LINE
        if not out or rows >= 1:
            out.insert(0, _latest_part(text, width, max(rows, 1)))
        break
    return out

"""A tutorial chapter on the real table: the game's own table view and animations, a caption
panel, highlights and an arrow on the step's targets, the engine playing `play` steps and the
learner making the `do` moves (only the taught move is taken; anything else shows the hint).

Once a step's taught move is made, its glowing outlines and its arrow go (they would point at
what is no longer asked, and cover what the table shows next) and the caption adds that the
step is done and that Next goes on (DONE_NOTE), in green under the caption, now softer.

Back, Next, Replay step and Leave work at any point. A step is always entered from the
position before it, rebuilt from the start as undo does (Match.replay_to); Next on a step not
yet done plays the rest of it at once (the taught move too). The chapter counts as finished
once its last step is done. The chapter comes from game.core.tutorial; this file names no game.

In a narrow window (App.narrow) the chapter is shown on the table's narrow layout, when it
has one (`narrow_ready`), within NARROW_SPAN: the caption panel then covers the table's bottom
strip or where its log would lie (tutorial_caption). A table with no room for it sets
`narrow_tutorial = False`: the chapter then keeps the table's wide layout (shown whole,
letterboxed).
"""

from __future__ import annotations

import math
from contextlib import ExitStack
from dataclasses import replace

import pygame

from game.core import tutorial, words
from game.core.i18n import N_, _, pgettext
from game.core.match import Match, Seat
from game.core.progress import Progress

from .. import anim, drawn, tables, theme
from ..scene import NARROW_SPAN, NarrowScene
from ..widgets import Button, share_button_size
from . import tutorial_caption as captions
from . import tutorial_marks as marks

PANEL = pygame.Rect(14, 622, 1252, 92)
TEXT_WIDTH = 880
HINT_INK = (150, 58, 40)
DONE_INK = (52, 110, 60)
#: What the caption adds once the step's taught move is made: on the last step, and before.
DONE_NOTE = N_("Done. Next (or Space) goes on.")
LAST_NOTE = N_("Done: that was the whole chapter. Next (or Space) goes back to the chapters.")
#: What the step count says while the learner's move is awaited, and once the chapter is done.
YOUR_MOVE = N_("Your move")
CHAPTER_DONE = N_("chapter done")
TITLE_WIDTH = 400  # the title plate stays clear of the table's turn banner in the middle
#: The title plate's top left: it ends above the table's top row of labels (y 44 on).
TITLE_AT = (14, 6)
#: Where an arrow may lie: below the title line, above the caption panel.
ARROW_ROOM = pygame.Rect(0, 44, 1280, PANEL.top - 44)
#: Where an arrow may lie in a wide window when the caption stands in the log's column.
WIDE_ARROW_ROOM = pygame.Rect(0, 44, 1280, 714 - 44)
#: Over a table laid out narrow (App.narrow, the table `narrow_ready`), all within NARROW_SPAN:
#: the caption panel where tutorial_caption places it (where the table's log would lie, or
#: over its bottom strip); the title plate, with the step count, where the play scene's
#: buttons stand at the top right (the tables keep that corner free); the arrows below it.
NARROW_PLATE = pygame.Rect(NARROW_SPAN[1] - 12 - 304, 4, 304, 50)
NARROW_ARROW_ROOM = pygame.Rect(
    NARROW_SPAN[0], NARROW_PLATE.bottom, NARROW_SPAN[1] - NARROW_SPAN[0], 714 - NARROW_PLATE.bottom
)


def _key(event, *keys) -> bool:
    return event.type == pygame.KEYDOWN and event.key in keys


class TutorialScene(NarrowScene):
    """Runs one chapter. `index` is the step shown; `done` says whether its actions have all
    been played (then Next moves on)."""

    def __init__(self, app, chapter: tutorial.Chapter, progress: Progress | None = None) -> None:
        super().__init__(app)
        self.chapter = chapter
        self.progress = progress
        # the learner's seat "You" is "Du" in German (words.seat_name)
        seats = [
            Seat(words.seat_name(name), "human" if k == chapter.learner else "normal", k)
            for k, name in enumerate(chapter.seats)
        ]
        self.match = Match(chapter.game, seats, chapter.seed, chapter.position)
        self.timeline = anim.Timeline(lambda: self.app.settings.animation_speed)
        # a broken map raises MapError here, before the scene is pushed
        self.view = tables.table_for(chapter.game)(app, self.match, self.timeline)
        self.view.viewer = chapter.learner
        self.view.thinking = None
        #: actions played before each step (and after the last): where Back and Replay restart
        self.starts = [len(chapter.actions_before(k)) for k in range(len(chapter.steps) + 1)]
        self.buttons = [
            Button((PANEL.right - 344, PANEL.y + 10, 80, 34), N_("Back"), self.back, size=15),
            Button((PANEL.right - 258, PANEL.y + 10, 80, 34), replay_label(), self.replay, size=15),
            Button((PANEL.right - 172, PANEL.y + 10, 80, 34), N_("Next"), self.next, size=15),
            Button((PANEL.right - 86, PANEL.y + 10, 76, 34), N_("Leave"), self.leave, size=15),
        ]
        self.back_button, self.replay_button, self.next_button, _ = self.buttons
        self.index, self.hinted = 0, False
        self.awaiting: str | None = None  # the taught move still to make; None until enter(0)
        self._framed: tuple | None = None  # (what the wide column was fitted to, its frame)
        self._lay_out()
        self.clock = 0.0
        self.finished = False
        self.enter(0)

    def language_changed(self) -> None:
        """The learner's seat is named again ("You" is "Du" in German) on the table too,
        Replay's label is told again (the other buttons translate their own) and the caption
        fitted anew."""
        self.match.seats = [
            replace(seat, name=words.seat_name(name)) for seat, name in zip(self.match.seats, self.chapter.seats)
        ]
        self.view.language_changed()
        self.replay_button.label = replay_label()
        self._framed = None
        super().language_changed()

    # --- the window's shape -----------------------------------------------------------------
    @property
    def laid_narrow(self) -> bool:  # type: ignore[override]
        """True while the window is narrow and the table has a narrow layout (as PlayScene)
        that leaves its bottom strip to the caption panel (`narrow_tutorial`, default True)."""
        return self.app.narrow and self.view.narrow_ready and self.view.narrow_tutorial

    @property
    def panel_rect(self) -> pygame.Rect:
        """The caption panel as the window's shape has it now (before it grows for a long
        caption)."""
        frame = self._frame()
        return frame.panel if frame is not None else PANEL

    @property
    def columned(self) -> bool:
        """True while the caption panel stands where the table's log would lie in a wide
        window (tutorial_caption.wide_column), leaving the table's bottom in view."""
        return not self.laid_narrow and self._frame() is not None

    def _frame(self) -> captions.Frame | None:
        """The caption panel's place over the table as it is laid out now: narrow, where the
        narrow table has room for it (a column where the log lies, else a band there that
        holds the caption, else its bottom strip); wide, the column where the log lies,
        below what the step shows or asks to click there, else a band in the log's place,
        whichever holds the caption, else None (the wide strip, PANEL)."""
        area = self.view.log_area
        keep = self.target_rects() + [r for r in (self.next_click(),) if r is not None]
        note = self.note()[0]
        key = (
            self.laid_narrow,
            self.index,
            self.caption_text(),
            note,
            area and tuple(area),
            tuple(tuple(r) for r in keep),
        )
        if self._framed is None or self._framed[0] != key:
            self._framed = (key, self._placed(area, keep))
        return self._framed[1]

    def _placed(self, area, keep: list[pygame.Rect]) -> captions.Frame | None:
        reach = self.view.log_reach
        if self.laid_narrow:
            frame = captions.frame_for(area)
            if frame.column:
                return frame
            return self._holding(captions.band(area, keep, reach, counted=False), reach) or frame
        column = self._holding(captions.wide_column(area, keep), reach)
        return column or self._holding(captions.band(area, keep, reach), reach)

    def _holding(self, frame: captions.Frame | None, reach: int) -> captions.Frame | None:
        """`frame` when the step's caption (and hint, once given) fit it, else None."""
        if frame is None:
            return None
        fitted = captions.fit(self.caption_text(), self.note()[0], frame, reach)
        return frame if captions.fits(fitted) else None

    def _caption(self) -> captions.Caption:
        """The step's caption (and hint, once given) in the panel of `_frame()`."""
        reach = self.view.log_reach
        frame = self._frame()
        assert frame is not None
        return captions.fit(self.caption_text(), self.note()[0], frame, reach)

    def caption_text(self) -> str:
        """The step's caption in the language shown (the chapter's texts are messages of
        the catalog, by their English text)."""
        return _(self.step.caption)

    @property
    def taught_done(self) -> bool:
        """True once the step's taught move (`do`) has been made."""
        return self.step.do is not None and self.awaiting is None

    def note(self) -> tuple[str, tuple[int, int, int]]:
        """The line under the caption and its ink (in the language shown): the hint once
        given, DONE_NOTE (LAST_NOTE on the last step) once the taught move is made, else
        nothing."""
        if self.hinted:
            return _(self.step.hint), HINT_INK
        if self.taught_done:
            return _(LAST_NOTE if self.index + 1 == len(self.chapter.steps) else DONE_NOTE), DONE_INK
        return "", HINT_INK

    def relayout(self, narrow: bool) -> None:
        """The table and the caption panel's buttons move to the window's shape (an animation
        under way is finished first: it moves between places of the old layout); the marks
        follow, as they ask the table where its targets lie each frame."""
        self.timeline.finish_all()
        self._lay_out()

    def _lay_out(self) -> None:
        """The table in the layout this scene shows it in (`_narrow`: a table built in a
        narrow window starts narrow, and one that leaves no room for the caption is kept
        wide), and the buttons placed for it."""
        self.view.relayout(self.laid_narrow)
        self._place_buttons()

    def _place_buttons(self) -> None:
        """Back, Replay, Next, Leave: in a row at the caption panel's top right, or where the
        narrow panel has them."""
        frame = self._frame()
        if frame is None:
            for k, button in enumerate(self.buttons):
                button.rect = pygame.Rect(PANEL.right - 344 + 86 * k, PANEL.y + 10, 76 if k == 3 else 80, 34)
            return
        for button, rect in zip(self.buttons, frame.buttons):
            button.rect = pygame.Rect(rect)

    # --- steps ------------------------------------------------------------------------------
    @property
    def step(self) -> tutorial.Step:
        return self.chapter.steps[self.index]

    def enter(self, k: int) -> None:
        """Shows step k from the position before it (rebuilt from the start when the match
        holds anything else)."""
        self.index = k
        self.timeline.clear()
        if len(self.match.actions) != self.starts[k]:
            self.match.replay_to(min(self.starts[k], len(self.match.actions)))
            while len(self.match.actions) < self.starts[k]:  # a step ahead: play the ones before
                self._apply(self.chapter.actions_before(k)[len(self.match.actions)])
        self.view.resync()
        self.pending = list(self.step.play)
        self.awaiting = self.step.do
        self.hinted = False
        self.trail: list[pygame.Rect] = []  # what the learner clicked so far for the move
        self.waited = 0.0
        self._sync()

    def _apply(self, text: str) -> list:
        """Plays one action of the chapter (the file was checked: it is legal here)."""
        return self.match.play(self.match.state.parse_action(text))

    @property
    def done(self) -> bool:
        return not self.pending and self.awaiting is None

    def _play_next(self) -> None:
        """The engine plays the step's next action, animated."""
        text = self.pending.pop(0)
        actor = self.match.state.current_player()
        action = self.match.state.parse_action(text)
        events = self.match.play(action)
        seen = self.match.state.visible_events(events, self.chapter.learner)
        self.view.animate(seen, action if actor >= 0 else None, actor)

    def _learner_plays(self, action) -> None:
        self.awaiting = None
        self.hinted = False
        events = self.match.play(action)
        self.view.animate(self.match.state.visible_events(events, self.chapter.learner), action, self.chapter.learner)
        self.app.sound.play("click")

    def _complete(self) -> None:
        """Plays whatever the step still has to play, at once."""
        self.timeline.finish_all()
        texts = self.pending + ([self.awaiting] if self.awaiting else [])
        self.pending, self.awaiting = [], None
        for text in texts:
            self._apply(text)
        self.view.resync()

    def _finish_chapter(self) -> None:
        if self.finished:
            return
        self.finished = True
        if self.progress is not None:
            try:
                self.progress.finish(self.chapter.game, self.chapter.id)
            except OSError as exc:
                self.app.notify(_("Your progress could not be saved: {problem}").format(problem=exc))

    # --- buttons ------------------------------------------------------------------------------
    def next(self) -> None:
        if not self.done:
            self._complete()
        if self.index + 1 < len(self.chapter.steps):
            self.enter(self.index + 1)
        else:
            self._finish_chapter()
            self.leave()

    def back(self) -> None:
        self.enter(max(0, self.index - 1))

    def replay(self) -> None:
        self.enter(self.index)

    def leave(self) -> None:
        self.timeline.finish_all()
        self.app.pop()

    # --- input ----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        for button in self.buttons:
            if button.handle(event, False):
                return
        if _key(event, pygame.K_ESCAPE):
            if not self.view.clear_selection():
                self.leave()
            return
        if _key(event, pygame.K_n, pygame.K_PAGEDOWN):
            self.next()
            return
        if _key(event, pygame.K_b, pygame.K_PAGEUP, pygame.K_BACKSPACE):
            self.back()
            return
        if _key(event, pygame.K_F5):
            self.replay()
            return
        if self.timeline.busy and (event.type == pygame.MOUSEBUTTONDOWN or _key(event, pygame.K_SPACE)):
            self.timeline.finish_all()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.done:
            self.next()
            return
        self._sync()
        asked = event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
        aim = self.next_click() if event.type == pygame.MOUSEBUTTONDOWN else None
        action = self.view.handle(event)
        if aim is not None and action is None and self.next_click() != aim and aim not in self.trail:
            self.trail.append(aim)  # a first right click (the druid): the arrow keeps off it
        if not self.view.active:
            return
        if action is not None:
            if self.awaiting is not None and action == self.match.state.parse_action(self.awaiting):
                self._learner_plays(action)
            else:
                self.view.clear_selection()
                self._show_hint()
        elif asked and (
            self.view.message
            or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.view.selected is None)
        ):
            # the table's own refusal, or a click on nothing: the step's hint says more
            self.view.message = ""
            self._show_hint()

    def _show_hint(self) -> None:
        self.hinted = True
        self.app.sound.play("stone_low")

    # --- the flow -------------------------------------------------------------------------------
    def _sync(self) -> None:
        """Only the learner's taught move is open to input, and only once the table is still."""
        state = self.match.state
        self.view.active = (
            self.awaiting is not None and not self.timeline.busy and state.current_player() == self.chapter.learner
        )
        self.view.thinking = None
        self.view.taught = (state.parse_action(self.awaiting),) if self.awaiting is not None else None
        self.back_button.enabled = self.index > 0
        if not self.laid_narrow:  # the wide column follows what the step shows and asks
            self._place_buttons()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.timeline.update(dt)
        self._sync()
        self.view.update(dt)
        if self.timeline.busy:
            return
        if self.pending:
            self._play_next()
            self._sync()
            return
        if not self.done:
            return
        if self.index + 1 == len(self.chapter.steps):
            self._finish_chapter()
        elif self.step.wait is not None:
            self.waited += dt * self.app.settings.animation_speed
            if self.waited >= self.step.wait:
                self.enter(self.index + 1)

    # --- drawing --------------------------------------------------------------------------------
    def target_rects(self) -> list[pygame.Rect]:
        """The rectangles of the step's highlights, as the table lies now."""
        rects = [self.view.target_rect(t) for t in self.step.highlight]
        return [r for r in rects if r is not None]

    def arrow_rect(self) -> pygame.Rect | None:
        """What the arrow points at: after a hint, where the learner clicks next for the taught
        move (a view that can tell: `click_rect(action)`), else the step's arrow, else after a
        hint its first target."""
        if self.hinted:
            rect = self.next_click()
            if rect is not None:
                return rect
        target = self.step.arrow or (self.step.targets[0] if self.hinted and self.step.targets else None)
        return self.view.target_rect(target) if target else None

    def next_click(self) -> pygame.Rect | None:
        """Where the learner clicks next for the taught move, when the view can tell."""
        if self.awaiting is None:
            return None
        return self.view.click_rect(self.match.state.parse_action(self.awaiting))

    def arrow_mark(self) -> tuple[pygame.Rect, tuple[int, int], int] | None:
        """(what the arrow points at, the way it points, its length), or None: it keeps off
        the step's other targets, the learner's next click, what they clicked so far and what
        the table names (arrow_keep_clear); where no way in keeps off all of them there is no
        arrow, and the target glows instead (draw)."""
        arrow = self.arrow_rect()
        if arrow is None:
            return None
        others = self.target_rects() + self.trail
        others += [r for r in (self.next_click(),) if r is not None]
        others += [pygame.Rect(r) for r in self.view.arrow_keep_clear(arrow)]
        avoid = [r for r in others if r != arrow and not r.collidepoint(arrow.center)]
        room = ARROW_ROOM
        frame = self._frame()
        if frame is not None:  # above the strip, or anywhere but on the column
            panel = self._caption().panel
            room = NARROW_ARROW_ROOM if self.laid_narrow else WIDE_ARROW_ROOM
            if not frame.column and not frame.band:  # the strip at the bottom
                room = room.clip(pygame.Rect(0, 0, theme.CANVAS_SIZE[0], panel.top))
            avoid.append(panel)
        found = marks.arrow_way(arrow, room, avoid)
        return None if found is None else (arrow, *found)

    def marks_shown(self) -> bool:
        """True while the step's outlines and arrow are drawn: not once its taught move is
        made."""
        return not self.taught_done

    def draw(self, canvas: pygame.Surface) -> None:
        self.view.draw(canvas)
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
        lit = self.target_rects() if self.marks_shown() else []
        for rect in lit:
            marks.glow(canvas, rect, pulse, self.hinted, self.glow_keep(rect))
        mark = self.arrow_mark() if self.marks_shown() else None
        pointed = self.arrow_rect() if self.marks_shown() else None
        if mark is None and pointed is not None and pointed not in lit:
            # no arrow comes in without covering something a player reads: the glow alone
            marks.glow(canvas, pointed, pulse, True, self.glow_keep(pointed))
        if mark is not None:
            arrow, way, length = mark
            if self.hinted and arrow not in lit:  # a button the hint names glows as well
                marks.glow(canvas, arrow, pulse, True, self.glow_keep(arrow))
            bob = (0.5 + 0.5 * math.sin(self.clock * 5)) * marks.BOB
            marks.arrow(canvas, arrow, way, length, bob)
        self.view.draw_above(canvas)  # a hover card over the glows, under the caption
        if self.laid_narrow:
            self._draw_narrow_plate(canvas)
            with self._caption_overlay(canvas, self.caption_panel()):
                self._draw_narrow_panel(canvas)
        elif self.columned:
            canvas.blit(marks.title_plate(self.match.spec.title, _(self.chapter.title), TITLE_WIDTH), TITLE_AT)
            with self._caption_overlay(canvas, self.caption_panel()):
                self._draw_narrow_panel(canvas)
                self._draw_column_header(canvas)
        else:
            canvas.blit(marks.title_plate(self.match.spec.title, _(self.chapter.title), TITLE_WIDTH), TITLE_AT)
            with self._caption_overlay(canvas, self.caption_panel()):
                self._draw_panel(canvas)

    def caption_panel(self) -> pygame.Rect:
        """Where the caption panel is drawn now (grown for a long caption where it grows)."""
        return self._caption().panel if self.laid_narrow or self.columned else PANEL

    def glow_keep(self, rect: pygame.Rect) -> list[pygame.Rect]:
        """What the glow round `rect` must leave readable, as the table names it
        (TableBase.glow_keep_clear), but for words within the target and regions holding all
        of it (the glow runs round the target, never across either); and the caption panel,
        where the glow breaks off short of it rather than running on underneath."""
        named = [*self.view.glow_keep_clear(rect), self.caption_panel()]
        return [box for box in map(pygame.Rect, named) if not rect.contains(box) and not box.contains(rect)]

    def _caption_overlay(self, canvas: pygame.Surface, panel: pygame.Rect) -> ExitStack:
        """Around drawing the caption panel at `panel`: announced as an overlay about each of
        the step's targets, the arrow's and the learner's next click (none of which it may
        hide)."""
        stack = ExitStack()
        about: list[pygame.Rect | None] = []
        for rect in [*self.target_rects(), self.arrow_rect(), self.next_click()]:
            if rect is not None and rect not in about:
                about.append(pygame.Rect(rect))
        for rect in about or [None]:
            stack.enter_context(drawn.overlay(canvas, panel, points_at=rect))
        return stack

    def _draw_panel(self, canvas: pygame.Surface) -> None:
        theme.panel(canvas, PANEL, (250, 244, 228), radius=12, border=theme.ACCENT)
        theme.draw_text(
            canvas, self._count(), (PANEL.right - 176, PANEL.bottom - 14), 13, theme.INK_SOFT, "sans", "center"
        )
        size, lines, hint = caption_lines(self.caption_text(), self.note()[0])
        self._draw_caption(canvas, PANEL, size, lines, hint)
        if self.awaiting is not None and not self.hinted:
            mark = _(YOUR_MOVE) if self.view.active else ""
            theme.draw_text(canvas, mark, (PANEL.right - 176, PANEL.y + 58), 13, theme.ACCENT_DARK, "bold", "center")
        share_button_size(self.buttons)  # Back, Replay, Next, Leave at one size
        for button in self.buttons:
            button.draw(canvas, False)

    def _draw_narrow_plate(self, canvas: pygame.Surface) -> None:
        """The game's title where the play scene has it, and the narrow title plate: the step
        count (and "Your move" while the learner's move is awaited) over the chapter's title."""
        theme.draw_text(canvas, self.match.spec.title, (NARROW_SPAN[0] + 16, 14), 26, theme.INK_LIGHT, "serif")
        plate = NARROW_PLATE
        layer = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (34, 40, 38, 220), layer.get_rect(), border_radius=10)
        canvas.blit(layer, plate)
        theme.draw_text(canvas, self._count(), (plate.x + 10, plate.y + 4), 14, theme.HIGHLIGHT, "bold")
        if self.awaiting is not None and not self.hinted and self.view.active:
            theme.draw_text(canvas, _(YOUR_MOVE), (plate.right - 10, plate.y + 4), 14, theme.ACCENT, "bold", "topright")
        size, title = theme.fit_line(_(self.chapter.title), 18, plate.w - 20, "sans", smallest=14)
        theme.draw_text(canvas, title, (plate.x + 10, plate.bottom - 5), size, theme.INK_LIGHT, "sans", "bottomleft")

    def _draw_narrow_panel(self, canvas: pygame.Surface) -> None:
        """The narrow panel: the caption's and the hint's lines, centred in their room."""
        caption = self._caption()
        theme.panel(canvas, caption.panel, (250, 244, 228), radius=12, border=theme.ACCENT)
        text, lines = caption.text, caption.lines + caption.hints
        y = text.y + max(0, (text.h - caption.step * len(lines)) // 2)
        note_ink, caption_ink = self.note()[1], theme.INK_SOFT if self.taught_done else theme.INK
        for k, line in enumerate(lines):
            hint = k >= len(caption.lines)
            ink, style = (note_ink, "bold") if hint else (caption_ink, "sans")
            theme.draw_text(canvas, line, (text.x, y), caption.size, ink, style)
            y += caption.step
        share_button_size(self.buttons)  # Back, Replay, Next, Leave at one size
        for button in self.buttons:
            button.draw(canvas, False)

    def _draw_column_header(self, canvas: pygame.Surface) -> None:
        """The wide column's first line: the step count, and "Your move" while the learner's
        move is awaited; a band's, under its buttons: the step, and "Your move" or "chapter
        done" at its right."""
        panel, text = self._caption().panel, self._caption().text
        frame = self._frame()
        moving = self.awaiting is not None and not self.hinted and self.view.active
        if frame is not None and frame.band:
            first, last = frame.buttons[2], frame.buttons[3]
            y = last.bottom + 2
            step = self._step_told()
            theme.draw_text(canvas, step, (first.x, y), 13, theme.INK_SOFT, "bold")
            done = self.done and self.index + 1 == len(self.chapter.steps)
            mark = _(YOUR_MOVE) if moving else _(CHAPTER_DONE) if done else ""
            if mark:
                theme.draw_text(canvas, mark, (last.right, y), 13, theme.ACCENT_DARK, "bold", "topright")
            return
        y = panel.y + 6
        theme.draw_text(canvas, self._count(), (text.x, y), 14, theme.INK_SOFT, "bold")
        if moving:
            theme.draw_text(canvas, _(YOUR_MOVE), (text.right, y), 14, theme.ACCENT_DARK, "bold", "topright")

    def _step_told(self) -> str:
        """ "Step 3 of 10"."""
        return _("Step {n} of {total}").format(n=self.index + 1, total=len(self.chapter.steps))

    def _count(self) -> str:
        """The step count, and that the chapter is done once its last step is."""
        if self.done and self.index + 1 == len(self.chapter.steps):
            return _("Step {n} of {total} · chapter done").format(n=self.index + 1, total=len(self.chapter.steps))
        return self._step_told()

    def _draw_caption(self, canvas: pygame.Surface, panel: pygame.Rect, size: int, lines: list, hint: list) -> None:
        """The caption's lines, then the note's (the hint in bold red, or that the step is
        done in bold green), centred in the panel's height."""
        step = size + 5
        y = panel.y + max(8, (panel.h - step * len(lines + hint)) // 2)
        for line in lines:
            theme.draw_text(canvas, line, (panel.x + 18, y), size, theme.INK_SOFT if self.taught_done else theme.INK)
            y += step
        for line in hint:
            theme.draw_text(canvas, line, (panel.x + 18, y), size, self.note()[1], "bold")
            y += step


def replay_label() -> str:
    """The Replay button's label: "Replay" (the step again) in its own sense, which a
    translation may tell apart from a kept game's Replay (Your games)."""
    return pgettext("tutorial step", "Replay")


def caption_lines(caption: str, hint: str) -> tuple[int, list[str], list[str]]:
    """(font size, caption lines, hint lines) for the caption panel: 17 points when caption
    and hint take three lines at most, else 15; each line within TEXT_WIDTH as drawn (the
    hint in bold)."""
    for size in (17, 15):
        lines = theme.wrap(caption, size, TEXT_WIDTH)
        hints = theme.wrap(hint, size, TEXT_WIDTH, "bold") if hint else []
        if len(lines) + len(hints) <= 3:
            break
    return size, lines, hints

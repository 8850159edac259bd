"""Learn to play: a game's tutorial chapters as cards, finished ones marked with a tick; any
chapter opens on the real table. A game with several rule sets (Dolmen, Die Dolmengötter) has
a field choosing the rule set whose chapters are listed. Progress is read from and written to
game.core.progress. Names no game."""

from __future__ import annotations

import pygame

from game.core import registry, tutorial
from game.core.files import excerpt
from game.core.i18n import N_, _
from game.core.progress import Progress

from .. import tables, theme
from ..card_button import CardButton
from ..scene import NARROW_SPAN, NarrowScene
from ..type_sizes import one_line_size, wrapped_size
from ..widgets import Button, Choice, FocusGroup

#: Cards per column and columns per page.
ROWS, COLUMNS = 6, 3
CARD = (392, 74)
#: In a narrow window (App.narrow): the cards' left edge, and the columns and card width
#: for up to 12 chapters (two columns) or more (three).
NARROW_LEFT = NARROW_SPAN[0] + 16
NARROW_CARDS = ((2, 458), (3, 300))


def rule_sets_with_chapters(game_id: str) -> list[str]:
    """The game's rule sets (its family with a table) that have at least one chapter file, the
    asked-for one first among equals (family order otherwise)."""
    family = [g for g in registry.family(game_id) if tables.has_table(g)] or [game_id]
    return [g for g in family if tutorial.chapter_files(g)]


#: A chapter card's title: its largest and smallest size on one line, the smallest on two
#: (a list whose titles do not all fit one line at TITLE_ONE_LINE[1] wraps the long ones),
#: the room kept for the tick at the right, and the summary's size.
TITLE_ONE_LINE = (19, 15)
TITLE_TWO_LINES = 14
TICK_ROOM = 70
SUMMARY_PX = 13
#: the tick of a finished chapter: its centre's distance from the card's right edge and top,
#: and its radius
TICK_AT, TICK_RADIUS = (24, 22), 13


class ChapterCard(CardButton):
    """A chapter's card: its number and title, its summary, and a tick once finished. The
    title is drawn at `title_px` (one size for all the cards of a list: `share_title_size`),
    on two lines where it needs them; the summary fills the lines left at SUMMARY_PX, the
    last ending after a whole word in "…" if it is longer."""

    def __init__(self, rect, number: int, chapter: tutorial.Chapter, on_click) -> None:
        super().__init__(rect, f"{number}. {chapter.title}", chapter.summary, on_click)
        self.number, self.chapter = number, chapter
        self.finished = False

    @property
    def title(self) -> str:
        """The number and title as shown, in the language shown ("3. Moving a druid")."""
        return f"{self.number}. {_(self.chapter.title)}"

    def text_layout(self) -> list[tuple[str, tuple[int, int], int, str]]:
        """(text, top left, size, style) of the title's lines and the summary's, all inside
        the card and clear of the tick."""
        r = self.rect
        size = self.title_px or TITLE_ONE_LINE[0]
        width = r.w - TICK_ROOM
        font = theme.text_font(size, "serif")
        label = theme.shorten(self.title)
        title = [label] if font.size(label)[0] <= width else theme.wrap(label, size, width, "serif")
        if len(title) > 2:
            title = [title[0], theme.fit_line(" ".join(title[1:]), size, width, "serif", smallest=size)[1]]
        y = r.y + (9 if len(title) == 1 else 5)
        out = []
        for line in title:
            out.append((line, (r.x + 20, y), size, "serif"))
            y += font.get_linesize()
        y += 2
        step = theme.text_font(SUMMARY_PX).get_linesize() + 1
        room = max(1, (r.bottom - 3 - y) // step)
        summary = self._summary_lines(y, step, room)
        out += [(line, (r.x + 20, y + step * k), SUMMARY_PX, "sans") for k, line in enumerate(summary)]
        return out

    def _summary_lines(self, y: int, step: int, room: int) -> list[str]:
        """The summary on at most `room` lines from `y`: a line beside the tick of a finished
        chapter ends short of it, the others run the card's width."""
        r = self.rect
        tick_left, tick_bottom = r.right - TICK_AT[0] - TICK_RADIUS - 6, r.y + TICK_AT[1] + TICK_RADIUS + 2
        words = _(self.detail).split()
        lines: list[str] = []
        while words and len(lines) < room:
            beside = self.finished and y + step * len(lines) < tick_bottom
            width = (tick_left if beside else r.right - 20) - (r.x + 20)
            text = " ".join(words)
            if len(lines) == room - 1:
                return lines + theme.fit_words(text, SUMMARY_PX, width, "sans", max_lines=1)
            line = theme.wrap(text, SUMMARY_PX, width)[0]
            lines.append(line)
            words = words[max(1, len(line.split())) :]
        return lines

    def draw(self, surface, focused):
        lit = self.hover or focused
        theme.panel(
            surface,
            self.rect,
            (250, 238, 208) if lit else theme.PANEL,
            radius=12,
            border=theme.HIGHLIGHT if focused else None,
        )
        r = self.rect
        if lit:
            pygame.draw.rect(surface, theme.ACCENT, (r.x, r.y + 10, 6, r.h - 20), border_radius=3)
        layout = self.text_layout()
        for text, pos, size, style in (part for part in layout if part[3] == "serif"):  # the title
            theme.draw_text(surface, text, pos, size, theme.INK, style)
        for text, pos, size, style in (part for part in layout if part[3] != "serif"):  # the summary
            theme.draw_text(surface, text, pos, size, theme.INK_SOFT, style)
        if self.finished:
            centre = (r.right - TICK_AT[0], r.y + TICK_AT[1])
            pygame.draw.circle(surface, theme.GOOD, centre, TICK_RADIUS)
            pygame.draw.lines(
                surface,
                theme.INK_LIGHT,
                False,
                [(centre[0] - 6, centre[1]), (centre[0] - 1, centre[1] + 5), (centre[0] + 7, centre[1] - 5)],
                3,
            )


def share_title_size(cards) -> None:
    """One title size for the chapter cards shown (`cards`): the largest of TITLE_ONE_LINE
    at which every title fits its card on one line; else the largest from TITLE_ONE_LINE[0]
    down to TITLE_TWO_LINES at which every title fits two lines with a line of summary left
    under them (the long ones then wrap), else TITLE_TWO_LINES."""
    shown = [card for card in cards if card.visible]
    if not shown:
        return
    largest, smallest = TITLE_ONE_LINE
    size = one_line_size([(card.title, card.rect.w - TICK_ROOM) for card in shown], largest, smallest, "serif")
    if size is None:
        summary_line = theme.text_font(SUMMARY_PX).get_linesize() + 1
        rooms = [(card.title, card.rect.w - TICK_ROOM, card.rect.h - 5 - 2 - summary_line - 3) for card in shown]
        size = wrapped_size(rooms, largest, TITLE_TWO_LINES, "serif") or TITLE_TWO_LINES
    for card in cards:
        card.title_px = size


class ChaptersScene(NarrowScene):
    """In a narrow window (App.narrow) the cards stand in two columns (three for more than
    twelve chapters) within NARROW_SPAN."""

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.progress = Progress.load()
        if self.progress.problem:
            app.notify(self.progress.problem, seconds=10)
        self.rule_sets = rule_sets_with_chapters(game_id) or [game_id]
        self.rule_set = game_id if game_id in self.rule_sets else self.rule_sets[0]
        self._build()

    def _build(self) -> None:
        self.chapters, self.problems = tutorial.chapters(self.rule_set)
        if self.problems:
            self.app.notify(
                _("A chapter could not be read: {problem}").format(problem=excerpt(self.problems[0], 300)), seconds=10
            )
        self.focus = FocusGroup()
        self.rules_choice = None
        if len(self.rule_sets) > 1:
            titles = [registry.get(g).title for g in self.rule_sets]
            self.rules_choice = self.focus.add(
                Choice(
                    (0, 0, 1, 1),  # placed by relayout
                    N_("Rules"),
                    titles,
                    self.rule_sets.index(self.rule_set),
                    on_change=lambda i: self._switch(self.rule_sets[i]),
                )
            )
        self.cards: dict[str, ChapterCard] = {}
        for n, chapter in enumerate(self.chapters[: ROWS * COLUMNS]):
            card = ChapterCard((0, 0, 1, 1), n + 1, chapter, lambda c=chapter: self.open(c))
            self.cards[chapter.id] = self.focus.add(card)
        self.back_button = self.focus.add(Button((0, 0, 1, 1), N_("Back"), self.close))
        self.relayout(self.app.narrow)
        self._mark()
        first = next((c for c in self.cards.values() if not c.finished), None)
        self.focus.focus = self.focus.widgets.index(first or self.back_button)

    def relayout(self, narrow: bool) -> None:
        """Places the Rules field, the cards (six to a column) and Back for the window's
        shape."""
        left = NARROW_LEFT if narrow else 40
        columns, width = COLUMNS, CARD[0]
        if narrow:
            columns, width = NARROW_CARDS[0] if len(self.cards) <= 2 * ROWS else NARROW_CARDS[1]
        elif len(self.cards) <= 2 * ROWS:  # two columns: they share the third's room
            width = (COLUMNS * CARD[0] + (COLUMNS - 1) * 12 - 12) // 2
        if self.rules_choice is not None:
            self.rules_choice.rect = (
                pygame.Rect(NARROW_SPAN[1] - 16 - 380, 40, 380, 52) if narrow else pygame.Rect(800, 40, 440, 52)
            )
        for n, card in enumerate(self.cards.values()):
            col, row = divmod(n, ROWS)
            card.rect = pygame.Rect(left + col * (width + 12), 116 + row * (CARD[1] + 12), width, CARD[1])
            card.visible = col < columns
        self.back_button.rect = pygame.Rect(left, 668, 200, 44)
        share_title_size(self.cards.values())

    def _switch(self, game_id: str) -> None:
        self.rule_set = game_id
        self._build()

    def _mark(self) -> None:
        for chapter in self.chapters:
            if chapter.id in self.cards:
                self.cards[chapter.id].finished = self.is_finished(chapter)

    def is_finished(self, chapter: tutorial.Chapter) -> bool:
        return self.progress.is_finished(chapter.game, chapter.id)

    def open(self, chapter: tutorial.Chapter) -> None:
        """The chapter on the real table; a map the table cannot read is reported here."""
        self.app.sound.play("click")
        self.app.open_chapter(chapter, self.progress)

    def close(self) -> None:
        self.app.pop()

    def on_resume(self) -> None:
        self._mark()

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return
        self.focus.handle(event)

    def draw(self, canvas) -> None:
        canvas.blit(theme.vignette(theme.CANVAS_SIZE), (0, 0))
        spec = registry.get(self.rule_set)
        left = self.back_button.rect.x
        title = _("Learn to play {game}").format(game=spec.title)
        size = 36
        if self.app.narrow:  # left of the Rules field
            right = self.rules_choice.rect.x - 16 if self.rules_choice is not None else NARROW_SPAN[1] - 16
            size, title = theme.fit_line(title, 36, right - left, "serif", smallest=26)
        theme.draw_text(canvas, title, (left, 30), size, theme.INK_LIGHT, "serif")
        done = sum(self.is_finished(c) for c in self.chapters)
        theme.draw_text(
            canvas,
            _("CHAPTERS · {done} OF {total} DONE").format(done=done, total=len(self.chapters)),
            (left + 2, 82),
            14,
            theme.HIGHLIGHT,
            "bold",
        )
        if not self.chapters:
            theme.draw_text(canvas, _("There are no chapters for this game yet."), (left, 130), 20, theme.INK_LIGHT)
        share_title_size(self.cards.values())  # for the text size the window has now
        self.focus.draw(canvas)
        hints = [("↑ ↓ Tab", _("choose")), ("Enter", _("open")), ("Esc", _("back"))]
        theme.key_hints(canvas, hints, (740 if self.app.narrow else 900, 706))

"""Learn to play: a game's tutorial chapters as cards, finished ones marked with a tick; any
chapter opens on the real table. A game with several rule sets (Dolmen, Die Dolmengötter) has
a field choosing the rule set whose chapters are listed. Progress is read from and written to
game.core.progress. Names no game."""

from __future__ import annotations

import pygame

from game.core import registry, tutorial
from game.core.files import excerpt
from game.core.progress import Progress
from game.core.tiled import MapError

from .. import tables, theme
from ..scene import NARROW_SPAN, NarrowScene
from ..widgets import Button, Choice, FocusGroup
from .menu import CardButton

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


class ChapterCard(CardButton):
    """A chapter's card: its number and title, its summary, and a tick once finished."""

    def __init__(self, rect, number: int, chapter: tutorial.Chapter, on_click) -> None:
        super().__init__(rect, f"{number}. {chapter.title}", chapter.summary, on_click)
        self.finished = False

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
        size, title = theme.fit_line(self.label, 19, r.w - 70, "serif", smallest=14)
        theme.draw_text(surface, title, (r.x + 20, r.y + 9), size, theme.INK, "serif")
        for k, line in enumerate(theme.fit_title(self.detail, 14, r.w - 40, "sans", 13)[1]):
            theme.draw_text(surface, line, (r.x + 20, r.y + 34 + 17 * k), 13, theme.INK_SOFT)
        if self.finished:
            centre = (r.right - 24, r.y + 22)
            pygame.draw.circle(surface, theme.GOOD, centre, 13)
            pygame.draw.lines(
                surface,
                theme.INK_LIGHT,
                False,
                [(centre[0] - 6, centre[1]), (centre[0] - 1, centre[1] + 5), (centre[0] + 7, centre[1] - 5)],
                3,
            )


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
            self.app.notify(f"A chapter could not be read: {excerpt(self.problems[0], 300)}", seconds=10)
        self.focus = FocusGroup()
        self.rules_choice = None
        if len(self.rule_sets) > 1:
            titles = [registry.get(g).title for g in self.rule_sets]
            self.rules_choice = self.focus.add(
                Choice(
                    (0, 0, 1, 1),  # placed by relayout
                    "Rules",
                    titles,
                    self.rule_sets.index(self.rule_set),
                    on_change=lambda i: self._switch(self.rule_sets[i]),
                )
            )
        self.cards: dict[str, ChapterCard] = {}
        for n, chapter in enumerate(self.chapters[: ROWS * COLUMNS]):
            card = ChapterCard((0, 0, 1, 1), n + 1, chapter, lambda c=chapter: self.open(c))
            self.cards[chapter.id] = self.focus.add(card)
        self.back_button = self.focus.add(Button((0, 0, 1, 1), "Back", self.close))
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
        if self.rules_choice is not None:
            self.rules_choice.rect = (
                pygame.Rect(NARROW_SPAN[1] - 16 - 380, 40, 380, 52) if narrow else pygame.Rect(800, 40, 440, 52)
            )
        for n, card in enumerate(self.cards.values()):
            col, row = divmod(n, ROWS)
            card.rect = pygame.Rect(left + col * (width + 12), 116 + row * (CARD[1] + 12), width, CARD[1])
            card.visible = col < columns
        self.back_button.rect = pygame.Rect(left, 668, 200, 44)

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
        from .tutorial import TutorialScene

        self.app.sound.play("click")
        try:
            scene = TutorialScene(self.app, chapter, self.progress)
        except MapError as exc:
            self.app.report_map(exc)
            return
        self.app.push(scene)

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
        title = f"Learn to play {spec.title}"
        size = 36
        if self.app.narrow:  # left of the Rules field
            right = self.rules_choice.rect.x - 16 if self.rules_choice is not None else NARROW_SPAN[1] - 16
            size, title = theme.fit_line(title, 36, right - left, "serif", smallest=26)
        theme.draw_text(canvas, title, (left, 30), size, theme.INK_LIGHT, "serif")
        done = sum(self.is_finished(c) for c in self.chapters)
        theme.draw_text(
            canvas, f"CHAPTERS · {done} OF {len(self.chapters)} DONE", (left + 2, 82), 14, theme.HIGHLIGHT, "bold"
        )
        if not self.chapters:
            theme.draw_text(canvas, "There are no chapters for this game yet.", (left, 130), 20, theme.INK_LIGHT)
        self.focus.draw(canvas)
        hints = [("↑ ↓ Tab", "choose"), ("Enter", "open"), ("Esc", "back")]
        theme.key_hints(canvas, hints, (740 if self.app.narrow else 900, 706))

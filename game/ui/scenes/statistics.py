"""The statistics page of Your games: for the game chosen (the Game field), the games played
against the computer, won, shared and lost, the best score and the current streak, then a
chart: a bar per level of the computer players and per number of players, split into won,
shared and lost; and how many hot-seat games were played. Counted anew from the kept finished
games whenever the page opens (game.core.stats). Names no game.
"""

from __future__ import annotations

import pygame

from game.core import library, registry, words
from game.core.stats import LOST, MIXED, SHARED, WON, GameStats, Tally, game_stats

from .. import drawn, theme
from ..scene import NARROW_SPAN, NarrowScene
from ..widgets import Button, Choice, FocusGroup

#: The colours of the chart's parts, and their words.
INKS = {WON: (104, 164, 88), SHARED: (214, 170, 70), LOST: (184, 92, 74)}
LEVEL_WORDS = {"easy": "Easy", "normal": "Normal", "hard": "Hard", MIXED: "Mixed levels"}
ROW_H = 38
LABEL_W = 170  # the row's label, left of its bar
COUNT_W = 300  # the row's counts, right of its bar
TOP = 110


class StatisticsScene(NarrowScene):
    """The page for one game at a time; the Game field changes it, Back (Esc) leaves."""

    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.kept = library.finished(library.listing()[0])  # problems are told by Your games
        self.ids = registry.game_ids()
        if game is None:  # the game finished last, else the first of the box
            game = self.kept[0].game if self.kept else self.ids[0]
        self.focus = FocusGroup()
        titles = [registry.get(game_id).title for game_id in self.ids]
        self.game_choice = self.focus.add(Choice((0, 0, 1, 1), "Game", titles, self.ids.index(game), self._choose))
        self.back_button = self.focus.add(Button((0, 0, 1, 1), "Back", self.close))
        self.stats: GameStats = game_stats(game, self.kept)
        self.relayout(app.narrow)

    def relayout(self, narrow: bool) -> None:
        left, right = (NARROW_SPAN[0] + 16, NARROW_SPAN[1] - 16) if narrow else (40, 1240)
        self._left, self._right = left, right
        self.game_choice.rect = pygame.Rect(right - 380, 36, 380, 52)
        self.back_button.rect = pygame.Rect(left, 664, 200, 44)

    def _choose(self, index: int) -> None:
        self.stats = game_stats(self.ids[index], self.kept)

    def close(self) -> None:
        self.app.pop()

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return
        self.focus.handle(event)

    def needs_redraw(self) -> bool:
        return False  # changes only with input

    # --- what the page says -------------------------------------------------------------------
    def summary(self) -> list[str]:
        """The lines over the chart: the games against the computer and how they ended; the
        best score and the streak; the hot-seat games."""
        s = self.stats
        title = registry.get(s.game).title
        if not s.total.played and not s.hot_seat:
            return [
                f"No finished game of {title} yet.",
                "Statistics are counted from the finished games kept in Your games.",
            ]
        lines = []
        if s.total.played:
            t = s.total
            lines.append(
                f"Against the computer: {words.count(t.played, 'game')} · {t.won} won · "
                f"{t.shared} shared · {t.lost} lost"
            )
            result, run = s.streak
            streak = {
                WON: words.count(run, "win"),
                SHARED: words.count(run, "shared victory", "shared victories"),
                LOST: words.count(run, "loss", "losses"),
            }[result]
            in_a_row = " in a row" if run > 1 else ""
            best = words.number(s.best_score) if s.best_score is not None else "none"
            lines.append(f"Best score {best} · current streak: {streak}{in_a_row}")
            if s.assisted:
                lines.append(f"Assisted by hints: {s.assisted} of {words.count(t.played, 'game')}")
        else:
            lines.append(f"No game of {title} against the computer finished yet.")
        if s.hot_seat:
            lines.append(f"Hot-seat games of several people: {s.hot_seat} (no one result counts for them)")
        return lines

    @staticmethod
    def counts_told(tally: Tally) -> str:
        return f"{tally.played} played · {tally.won} won · {tally.shared} shared · {tally.lost} lost"

    def rows(self) -> list[tuple[str, list[tuple[str, Tally]]]]:
        """The chart's sections: a heading and its (label, tally) rows."""
        s = self.stats
        if not s.total.played:
            return []
        return [
            ("BY THE COMPUTER PLAYERS' LEVEL", [(LEVEL_WORDS.get(level, level), t) for level, t in s.levels()]),
            ("BY NUMBER OF PLAYERS", [(words.count(n, "player"), t) for n, t in s.player_counts()]),
        ]

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, canvas) -> None:
        canvas.blit(theme.vignette(theme.CANVAS_SIZE), (0, 0))
        left, right = self._left, self._right
        theme.draw_text(canvas, "Statistics", (left, 30), 36, theme.INK_LIGHT, "serif")
        headline, *details = self.summary()
        theme.draw_text(canvas, headline, (left, TOP), 20, theme.INK_LIGHT, "bold")
        y = TOP + 32
        for line in details:
            for part in theme.wrap(line, 17, right - left):
                theme.draw_text(canvas, part, (left, y), 17, theme.INK_LIGHT)
                y += 27
        y += 8
        sections = self.rows()
        most = max((t.played for _h, rows in sections for _l, t in rows), default=1)
        for heading, rows in sections:
            theme.draw_text(canvas, heading, (left + 2, y), 14, theme.HIGHLIGHT, "bold")
            y += 26
            for label, tally in rows:
                self._bar_row(canvas, pygame.Rect(left, y, right - left, ROW_H - 8), label, tally, most)
                y += ROW_H
            y += 10
        if sections:
            self._legend(canvas, (left, y + 4))
        self.focus.draw(canvas)
        hints = [("← →", "game"), ("Tab", "choose"), ("Esc", "back")]
        theme.key_hints(canvas, hints, ((self.back_button.rect.right + right) // 2, 706))

    def _bar_row(self, canvas, row: pygame.Rect, label: str, tally: Tally, most: int) -> None:
        """A row of the chart: its label, a bar as long as its games (the longest row's
        games fill the room), split into won, shared and lost, and its counts."""
        theme.draw_text(canvas, label, (row.x, row.centery), 17, theme.INK_LIGHT, "bold", "midleft")
        room = pygame.Rect(row.x + LABEL_W, row.y + 4, row.w - LABEL_W - COUNT_W - 16, row.h - 8)
        drawn.holder(canvas, pygame.Rect(room.right + 16, row.y, COUNT_W, row.h))
        x = room.x
        for result in (WON, SHARED, LOST):
            part = getattr(tally, result)
            width = round(room.w * part / max(1, most))
            if width:
                pygame.draw.rect(canvas, INKS[result], (x, room.y, width, room.h), border_radius=4)
                x += width
        told = self.counts_told(tally)
        size, told = theme.fit_line(told, 15, COUNT_W, "sans", smallest=14)
        theme.draw_text(canvas, told, (room.right + 16, row.centery), size, theme.INK_LIGHT, "sans", "midleft")

    def _legend(self, canvas, at: tuple[int, int]) -> None:
        x, y = at
        for result in (WON, SHARED, LOST):
            pygame.draw.rect(canvas, INKS[result], (x, y + 3, 16, 16), border_radius=3)
            theme.draw_text(canvas, result, (x + 22, y), 15, theme.INK_LIGHT)
            x += 110

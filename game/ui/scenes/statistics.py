"""The statistics page of Your games: for the game chosen (the Game field), the games played
against the computer, won, shared and lost, the best score and the current streak, then a
chart: a bar per level of the computer players and per number of players, split into won,
shared and lost; and how many hot-seat games were played. Counted anew from the kept finished
games whenever the page opens (game.core.stats). Names no game.
"""

from __future__ import annotations

import pygame

from game.core import library, registry, words
from game.core.i18n import N_, _, ngettext, pgettext
from game.core.stats import LOST, MIXED, SHARED, WON, GameStats, Tally, game_stats

from .. import drawn, theme
from ..scene import NARROW_SPAN, NarrowScene
from ..widgets import Button, Choice, FocusGroup

#: The colours of the chart's parts, and their words.
INKS = {WON: (104, 164, 88), SHARED: (214, 170, 70), LOST: (184, 92, 74)}
LEVEL_WORDS = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), MIXED: N_("Mixed levels")}
#: The legend's word for each part of a bar.
RESULT_WORDS = {WON: N_("won"), SHARED: N_("shared"), LOST: N_("lost")}
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
        self.game_choice = self.focus.add(Choice((0, 0, 1, 1), N_("Game"), titles, self.ids.index(game), self._choose))
        self.back_button = self.focus.add(Button((0, 0, 1, 1), N_("Back"), self.close))
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
                _("No finished game of {game} yet.").format(game=title),
                _("Statistics are counted from the finished games kept in Your games."),
            ]
        lines = []
        if s.total.played:
            t = s.total
            lines.append(
                ngettext(
                    "Against the computer: {n} game · {won} won · {shared} shared · {lost} lost",
                    "Against the computer: {n} games · {won} won · {shared} shared · {lost} lost",
                    t.played,
                ).format(n=t.played, won=t.won, shared=t.shared, lost=t.lost)
            )
            result, run = s.streak
            best = words.number(s.best_score) if s.best_score is not None else pgettext("best score", "none")
            lines.append(streak_told(result, run).format(best=best, n=run))
            if s.assisted:
                lines.append(
                    ngettext(
                        "Assisted by hints: {assisted} of {n} game",
                        "Assisted by hints: {assisted} of {n} games",
                        t.played,
                    ).format(assisted=s.assisted, n=t.played)
                )
        else:
            lines.append(_("No game of {game} against the computer finished yet.").format(game=title))
        if s.hot_seat:
            lines.append(
                _("Hot-seat games of several people: {n} (no one result counts for them)").format(n=s.hot_seat)
            )
        return lines

    @staticmethod
    def counts_told(tally: Tally) -> str:
        return _("{played} played · {won} won · {shared} shared · {lost} lost").format(
            played=tally.played, won=tally.won, shared=tally.shared, lost=tally.lost
        )

    def rows(self) -> list[tuple[str, list[tuple[str, Tally]]]]:
        """The chart's sections: a heading and its (label, tally) rows."""
        s = self.stats
        if not s.total.played:
            return []
        return [
            (_("BY THE COMPUTER PLAYERS' LEVEL"), [(_(LEVEL_WORDS.get(level, level)), t) for level, t in s.levels()]),
            (
                _("BY NUMBER OF PLAYERS"),
                [(ngettext("{n} player", "{n} players", n).format(n=n), t) for n, t in s.player_counts()],
            ),
        ]

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, canvas) -> None:
        canvas.blit(theme.vignette(theme.CANVAS_SIZE), (0, 0))
        left, right = self._left, self._right
        theme.draw_text(canvas, _("Statistics"), (left, 30), 36, theme.INK_LIGHT, "serif")
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
        hints = [("← →", _("game")), ("Tab", _("choose")), ("Esc", _("back"))]
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
            theme.draw_text(canvas, _(RESULT_WORDS[result]), (x + 22, y), 15, theme.INK_LIGHT)
            x += 110


def streak_told(result: str, run: int) -> str:
    """The line of the best score ({best}) and the current streak of `run` ({n}) games
    ending `result`, "in a row" from two on: one message per result, as a count."""
    if result == SHARED:
        return ngettext(
            "Best score {best} · current streak: {n} shared victory",
            "Best score {best} · current streak: {n} shared victories in a row",
            run,
        )
    if result == LOST:
        return ngettext(
            "Best score {best} · current streak: {n} loss",
            "Best score {best} · current streak: {n} losses in a row",
            run,
        )
    return ngettext(
        "Best score {best} · current streak: {n} win",
        "Best score {best} · current streak: {n} wins in a row",
        run,
    )

"""The game log on the table: what happened, newest turn first, one sentence per row group,
each turn headed by its number and its player's colour mark. Scrolls with the wheel, grows
while the mouse is over it (over what the table shows beside it), folds
away to its title bar (click the title or press L: its key cap is at the bar's right
end), tells in the bar which of its rows show ("newest 11 of 275 ↕"), and says which board spots the sentence
under the mouse names (the play scene marks them). Names no game: it reads a Story.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.core import i18n
from game.core.i18n import _
from game.core.registry import SeatColour
from game.core.story import Story

from . import theme

ROW = 17  # a row's height at TEXT px; taller while small text is raised (row_height)
TEXT = 13
TITLE_H = 26
NOTE = 12  # the title bar's note of which rows show ("newest 11 of 275 ↕")
PAPER = (244, 236, 218)


@dataclass(frozen=True)
class Row:
    """One drawn row: a piece of a turn's heading (`seat` set, `line` -1) or of sentence
    number `line` of turn `turn` (the first row of each has `first`)."""

    text: str
    turn: int
    line: int = -1
    seat: int = -1
    first: bool = True


class GameLog:
    """The log widget over `area` (x, y, w, h of the open log). `colours[seat]` is the seat's
    colour, for its mark (its letter read as drawn, in the language shown)."""

    def __init__(self, story: Story, colours: Sequence[SeatColour], area, folded: bool = False, reach: int = 0) -> None:
        self.story = story
        self.colours = tuple(colours)
        self.closed_area = pygame.Rect(area)
        #: how much taller the log grows while the mouse is over it: downwards, or upwards
        #: when negative
        self.reach = reach
        self.folded = folded
        self.scroll = 0  # rows scrolled down from the newest
        self.mouse = (-1, -1)
        #: True while the last action is being animated: the log tells it once it has been seen
        self.holding = False
        self._rows: tuple = ((), None)  # (rows, key)
        self._turns: list = []

    # --- what it shows ------------------------------------------------------------------
    @property
    def area(self) -> pygame.Rect:
        """The open log's box: taller by |reach| while the mouse is over it."""
        return self._grown_area() if self.grown else self.closed_area

    def _grown_area(self) -> pygame.Rect:
        r = self.closed_area
        if self.reach >= 0:
            return pygame.Rect(r.x, r.y, r.w, r.h + self.reach)
        return pygame.Rect(r.x, r.y + self.reach, r.w, r.h - self.reach)

    grown = False

    @property
    def rect(self) -> pygame.Rect:
        """Where the log is drawn now (only the title bar when folded)."""
        return self.area if not self.folded else pygame.Rect(self.area.x, self.area.y, self.area.w, TITLE_H)

    def title_rect(self) -> pygame.Rect:
        return pygame.Rect(self.area.x, self.area.y, self.area.w, TITLE_H)

    @staticmethod
    def row_height() -> int:
        """ROW, or the line height of TEXT where small text is drawn larger (a small window)."""
        return max(ROW, theme.text_font(TEXT).get_linesize())

    def rows(self, viewer: int | None) -> list[Row]:
        """Every row of the log for `viewer`'s eyes (None: a spectator), newest turn first and,
        under each turn's heading, its newest line first."""
        seat = -1 if viewer is None else viewer
        told = len(self.story.told) - (1 if self.holding else 0)
        key = (told, seat, self.area.w, theme.text_font(TEXT).get_height(), i18n.language(), id(self.story.told))
        if self._rows[1] != key:
            turns = self.story.turns(told)
            rows: list[Row] = []
            width = self.area.w - 30
            for k in range(len(turns) - 1, -1, -1):
                turn = turns[k]
                who = self.story.names[turn.seat] if 0 <= turn.seat < len(self.story.names) else _("Chance")
                for j, piece in enumerate(heading_lines(turn.number, who, width - HEADING_INDENT)):
                    rows.append(Row(piece, k, -1, turn.seat, j == 0))
                # newest first within a turn too, so the latest line is never scrolled away
                for n, line in reversed(list(enumerate(turn.lines(seat)))):
                    for j, piece in enumerate(theme.wrap(line.text, TEXT, width)):
                        rows.append(Row(piece, k, n, line.seat, j == 0))
            self._rows, self._turns = (rows, key), turns
        return self._rows[0]

    def visible_rows(self) -> int:
        return max(1, (self.area.h - TITLE_H - 8) // self.row_height())

    def shown_rows(self, viewer: int | None) -> list[Row]:
        """The rows drawn now: from the scroll position as many as fit, less the first rows
        of a sentence whose end would fall below the log (its whole sentence shows once
        scrolled, or in a taller log), so no sentence is cut off mid-way at the bottom."""
        rows = self.rows(viewer)
        end = min(len(rows), self.scroll + self.visible_rows())
        cut = end
        while cut > self.scroll and cut < len(rows) and not rows[cut].first:
            cut -= 1  # back to the start of the sentence the bottom edge would split
        return rows[self.scroll : cut if cut > self.scroll else end]

    def row_at(self, pos, viewer: int | None) -> Row | None:
        if self.folded or not self.area.collidepoint(pos) or self.title_rect().collidepoint(pos):
            return None
        k = (pos[1] - self.area.y - TITLE_H - 4) // self.row_height()
        shown = self.shown_rows(viewer)
        return shown[k] if 0 <= k < len(shown) else None

    def hovered_targets(self, viewer: int | None) -> tuple:
        """The board spots named by the sentence (or the whole turn, on its heading) under
        the mouse; () when the mouse is elsewhere."""
        row = self.row_at(self.mouse, viewer)
        if row is None or row.turn >= len(self._turns):
            return ()
        lines = self._turns[row.turn].lines(-1 if viewer is None else viewer)
        chosen = lines if row.line < 0 else lines[row.line : row.line + 1]
        return tuple(t for line in chosen for t in line.targets)

    # --- input --------------------------------------------------------------------------
    def toggle(self) -> None:
        self.folded = not self.folded
        self.scroll = 0

    def handle(self, event, viewer: int | None) -> bool:
        """True when the event was the log's (a click on it, the wheel over it)."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            inside = self.closed_area.collidepoint(event.pos) or (
                self.grown and self._grown_area().collidepoint(event.pos)
            )
            self.grown = bool(self.reach) and not self.folded and inside
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.title_rect().collidepoint(event.pos):
                self.toggle()
                return True
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEWHEEL and not self.folded and self.area.collidepoint(self.mouse):
            most = max(0, len(self.rows(viewer)) - self.visible_rows())
            self.scroll = max(0, min(most, self.scroll - 3 * event.y))
            return True
        return False

    # --- drawing ------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, viewer: int | None) -> None:
        rect = self.rect
        theme.panel(canvas, rect, PAPER, radius=10)
        rows = self.rows(viewer)
        arrow = "▸" if self.folded else "▾"
        title = theme.draw_text(
            canvas,
            _("{arrow} What happened").format(arrow=arrow),
            (rect.x + 10, rect.y + TITLE_H // 2),
            14,
            theme.INK,
            "bold",
            "midleft",
        )
        cap = self._key_cap(canvas, "L", (rect.right - 8, rect.y + TITLE_H // 2))
        if self.folded:
            newest = next((r for r in rows if r.line >= 0), None)
            if newest is not None:
                room = rect.w - 180
                size, text = theme.fit_line(newest.text, 12, room, "sans", smallest=11)
                theme.draw_text(
                    canvas, text, (rect.x + 150, rect.y + TITLE_H // 2), size, theme.INK_SOFT, "sans", "midleft"
                )
            return
        if not rows:
            theme.draw_text(
                canvas, _("Nothing has happened yet."), (rect.x + 12, rect.y + TITLE_H + 6), TEXT, theme.INK_SOFT
            )
            return
        row_h = self.row_height()
        hovered = self.row_at(self.mouse, viewer)
        y = rect.y + TITLE_H + 4
        shown = self.shown_rows(viewer)
        for row in shown:
            same = hovered is not None and row.turn == hovered.turn and (hovered.line < 0 or row.line == hovered.line)
            if same:
                pygame.draw.rect(canvas, (252, 226, 160), (rect.x + 4, y, rect.w - 8, row_h), border_radius=4)
            if row.line < 0:
                if row.first:
                    self._mark(canvas, row.seat, (rect.x + 16, y + row_h // 2))
                theme.draw_text(canvas, row.text, (rect.x + 28, y + row_h // 2), TEXT, theme.INK, "bold", "midleft")
            else:
                if row.first:
                    theme.draw_text(canvas, "·", (rect.x + 14, y + row_h // 2), TEXT, theme.INK_SOFT, "bold", "midleft")
                theme.draw_text(canvas, row.text, (rect.x + 22, y + row_h // 2), TEXT, theme.INK, "sans", "midleft")
            y += row_h
        if self.scroll or len(rows) > len(shown):
            room = cap.x - 8 - (title.right + 10)
            note = scroll_note(self.scroll, len(shown), len(rows), room)
            if note:
                theme.draw_text(
                    canvas, note, (cap.x - 8, rect.y + TITLE_H // 2), NOTE, theme.INK_SOFT, "sans", "midright"
                )

    @staticmethod
    def _key_cap(canvas, key: str, midright) -> pygame.Rect:
        """A small key cap (as in the key hints under the screens) saying which key folds
        the log; returns its box."""
        label = theme.text_surface(key, 11, tuple(theme.INK), "bold")
        box = pygame.Rect(0, 0, label.get_width() + 10, label.get_height() + 2)
        box.midright = midright
        pygame.draw.rect(canvas, (196, 186, 166), box.move(0, 1), border_radius=4)
        pygame.draw.rect(canvas, (252, 248, 238), box, border_radius=4)
        pygame.draw.rect(canvas, (170, 160, 142), box, 1, border_radius=4)
        canvas.blit(label, label.get_rect(center=box.center))
        return box

    def _mark(self, canvas, seat: int, centre) -> None:
        """The seat's colour mark: a disc of its colour carrying its letter."""
        if not 0 <= seat < len(self.colours):
            pygame.draw.circle(canvas, theme.INK_SOFT, centre, 6, 1)
            return
        rgb, letter = self.colours[seat].rgb, self.colours[seat].letter
        pygame.draw.circle(canvas, rgb, centre, 7)
        pygame.draw.circle(canvas, theme.shade(rgb, 0.6), centre, 7, 1)
        ink = theme.INK if sum(rgb) > 420 else (250, 246, 236)
        theme.draw_text(canvas, letter, centre, theme.letter_size(letter, 9), ink, "bold", "center")


#: How much further right a turn's heading starts than a sentence (its colour mark's room).
HEADING_INDENT = 6


def heading_lines(number: int, who: str, width: int) -> list[str]:
    """A turn's heading within `width` px: "Turn 38 · Brigid" on one row, or, where a long
    name leaves no room for both, "Turn 38 ·" over the name (a name wider than a row is
    wrapped as any text is)."""
    whole = _("Turn {number} · {name}").format(number=number, name=who)
    font = theme.text_font(TEXT, "bold")
    if font.size(whole)[0] <= width:
        return [whole]
    return [_("Turn {number} ·").format(number=number), *theme.wrap(who, TEXT, width, "bold")]


def scroll_note(scroll: int, shown: int, total: int, room: int) -> str:
    """Which of the log's `total` rows show, in the title bar's `room` px: "newest 11 of
    275 ↕" (↕: the wheel scrolls), "rows 12–22 of 275 ↕" once scrolled, shorter forms when
    the room is small ("11 of 275 ↕", "11/275"), "" when not even that fits."""
    first, last = scroll + 1, scroll + shown
    if scroll == 0:
        forms = [
            _("newest {shown} of {total} ↕").format(shown=shown, total=total),
            _("{shown} of {total} ↕").format(shown=shown, total=total),
            f"{shown}/{total}",
        ]
    else:
        forms = [
            _("rows {first}–{last} of {total} ↕").format(first=first, last=last, total=total),
            _("{first}–{last} of {total} ↕").format(first=first, last=last, total=total),
            f"{last}/{total}",
        ]
    font = theme.text_font(NOTE)
    return next((form for form in forms if font.size(form)[0] <= room), "")


class Box(pygame.Rect):
    """A board spot ringed by a rounded box whatever its shape (a column on its plinth,
    which a circle would cut through), where a plain rectangle that is squarish gets a
    circle."""


def draw_marks(canvas: pygame.Surface, rects, colour, width: int) -> None:
    """Rings around board spots: a circle round a squarish spot, a rounded box otherwise
    (and round every `Box`), its line just outside the box."""
    for r in rects:
        boxed = isinstance(r, Box)
        r = pygame.Rect(r)
        if not boxed and abs(r.w - r.h) <= max(r.w, r.h) * 0.25:
            radius = max(r.w, r.h) // 2
            pygame.draw.circle(canvas, colour, r.center, radius, width)
        else:  # the line runs outside the box, clear of the words in it
            r = r.inflate(2 * width, 2 * width)
            pygame.draw.rect(canvas, colour, r, width, border_radius=min(r.w, r.h) // 3)

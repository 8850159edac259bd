"""Your games: the games kept on this computer (game.core.library), in progress or finished,
the one played last first, PAGE_ROWS to a page. A game in progress continues on its table; a
finished one shows its results again; either can be replayed, exported as a game file (into
the exports folder, game.core.paths) or deleted (after a question). A game file dropped on the
window is imported. Statistics opens the statistics page. Names no game.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pygame

from game.core import library, paths, registry, saves, words
from game.core.i18n import N_, _, number, pgettext
from game.core.library import Kept

from .. import theme
from ..card_button import CardButton, share_sizes
from ..kept_words import final_scores, headline, outcome, seats_told, when
from ..scene import NARROW_SPAN, NarrowScene
from ..widgets import Button, Choice, FocusGroup

#: Rows per page, their height and the gap between them; the first row's top.
PAGE_ROWS = 6
ROW_H, ROW_GAP, ROWS_TOP = 74, 10, 116
#: The Replay, Export and Delete buttons beside each row.
ROW_BUTTON_W, ROW_BUTTON_GAP = 110, 8
SHOWN = (N_("In progress"), N_("Finished"))
#: How a game file from elsewhere comes in, said under the list (above the foot's key hints).
DROP_NOTE = N_("To add a game file (a friend's game, an export), drop it on this window.")
DROP_NOTE_Y = 614


class YourGamesScene(NarrowScene):
    """In progress or Finished (the Show field), a page of games as cards with Delete beside
    each, and Back; the same in a narrow window, within NARROW_SPAN."""

    def __init__(self, app, showing: int = 0) -> None:
        super().__init__(app)
        self.showing = showing
        self.page = 0
        self.kept: list[Kept] = []
        self.read()

    # --- the games ------------------------------------------------------------------------
    def read(self) -> None:
        """Lists the folder again (a damaged file is set aside and the player told) and
        builds the page."""
        self.kept, problems = library.listing()
        for problem in problems:
            self.app.notify(problem, seconds=10)
        self._build()

    @property
    def games(self) -> list[Kept]:
        """The games of the list shown: in progress or finished."""
        return library.finished(self.kept) if self.showing else library.in_progress(self.kept)

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.games) // PAGE_ROWS))

    def _build(self) -> None:
        self.page = min(self.page, self.pages - 1)
        self.focus = FocusGroup()
        counts = (len(library.in_progress(self.kept)), len(library.finished(self.kept)))
        options = [f"{_(name)} · {number(count)}" for name, count in zip(SHOWN, counts)]
        self.show_choice = self.focus.add(Choice((0, 0, 1, 1), N_("Show"), options, self.showing, self._show))
        self.cards: list[CardButton] = []
        self.deletes: list[Button] = []
        self.replays: list[Button] = []
        self.exports: list[Button] = []
        moment = library.now()
        for kept in self.games[self.page * PAGE_ROWS : (self.page + 1) * PAGE_ROWS]:
            played = when(kept.record.played, moment)
            # the title may end in "…" with long names: when it was played leads the detail
            if kept.record.finished:
                title = f"{registry.get(kept.game).title} · {outcome(kept)}"
                detail = _("Played {when} · {scores}").format(when=played, scores=final_scores(kept))
            else:
                title, detail = headline(kept), _("Played {when} · {seats}").format(when=played, seats=seats_told(kept))
            card = CardButton((0, 0, 1, 1), title, detail, partial(self.open, kept), title_size=20)
            self.cards.append(self.focus.add(card))
            self.replays.append(
                self.focus.add(Button((0, 0, 1, 1), N_("Replay"), partial(self.open_replay, kept), size=17))
            )
            self.exports.append(self.focus.add(Button((0, 0, 1, 1), N_("Export"), partial(self.export, kept), size=17)))
            self.deletes.append(
                self.focus.add(Button((0, 0, 1, 1), N_("Delete"), partial(self.ask_delete, kept), size=17))
            )
        self.newer = self.focus.add(Button((0, 0, 1, 1), N_("‹ Newer"), lambda: self.turn_page(-1), size=17))
        self.older = self.focus.add(Button((0, 0, 1, 1), N_("Older ›"), lambda: self.turn_page(1), size=17))
        self.back_button = self.focus.add(Button((0, 0, 1, 1), N_("Back"), self.close))
        self.stats_button = self.focus.add(Button((0, 0, 1, 1), N_("Statistics"), self.open_statistics, size=17))
        self.newer.enabled = self.page > 0
        self.older.enabled = self.page < self.pages - 1
        self.newer.visible = self.older.visible = self.pages > 1
        self.relayout(self.app.narrow)
        first = self.cards[0] if self.cards else self.back_button
        self.focus.focus = self.focus.widgets.index(first)

    def relayout(self, narrow: bool) -> None:
        """The Show field at the top right, the rows under the title, Back and the page
        buttons along the foot."""
        left, right = (NARROW_SPAN[0] + 16, NARROW_SPAN[1] - 16) if narrow else (40, 1240)
        self._left = left
        self.show_choice.rect = pygame.Rect(right - 380, 36, 380, 52)
        self.stats_button.rect = pygame.Rect(self.show_choice.rect.x - 12 - 150, 40, 150, 44)
        step = ROW_BUTTON_W + ROW_BUTTON_GAP
        for k, card in enumerate(self.cards):
            y = ROWS_TOP + k * (ROW_H + ROW_GAP)
            card.rect = pygame.Rect(left, y, right - left - 3 * step - 4, ROW_H)
            for n, button in enumerate((self.replays[k], self.exports[k], self.deletes[k])):
                button.rect = pygame.Rect(
                    right - (3 - n) * step + ROW_BUTTON_GAP, y + (ROW_H - 44) // 2, ROW_BUTTON_W, 44
                )
        self.back_button.rect = pygame.Rect(left, 664, 200, 44)
        self.older.rect = pygame.Rect(right - 150, 664, 150, 44)
        self.newer.rect = pygame.Rect(right - 312, 664, 150, 44)
        share_sizes(self.cards)

    def language_changed(self) -> None:
        """The rows are told again in the new language (the focus stays where it was)."""
        focus = self.focus.focus
        self._build()
        self.focus.focus = focus

    def _show(self, index: int) -> None:
        self.showing, self.page = index, 0
        self._build()
        self.focus.focus = self.focus.widgets.index(self.show_choice)

    def turn_page(self, delta: int) -> None:
        page = max(0, min(self.pages - 1, self.page + delta))
        if page != self.page:
            self.page = page
            self.app.sound.play("click")
            self._build()

    # --- actions --------------------------------------------------------------------------
    def open(self, kept: Kept) -> None:
        """A game in progress continues on its table; a finished one shows its results."""
        self.app.sound.play("click")
        if not self.app.resume(kept):
            self.read()

    def open_replay(self, kept: Kept) -> None:
        self.app.sound.play("click")
        if not self.app.open_replay(kept):
            self.read()

    def open_statistics(self) -> None:
        from .statistics import StatisticsScene  # start-up: a scene loads when first opened

        self.app.sound.play("click")
        self.app.push(StatisticsScene(self.app))

    def export(self, kept: Kept) -> None:
        """A copy of the game's file in the exports folder; the player is told its name."""
        self.app.sound.play("click")
        try:
            path = library.export(kept)
        except FileNotFoundError:
            self.app.notify(_("That game is no longer kept here."))
            self.read()
            return
        except (OSError, library.GameFileError) as exc:
            self.app.notify(
                _("The game could not be exported: {problem}.").format(problem=saves.in_words(exc, 160)), seconds=10
            )
            return
        told = _("Exported as “{file}”, in {folder}.").format(file=path.name, folder=paths.exports_told())
        self.app.notify(told, seconds=8)

    def import_dropped(self, file: str) -> None:
        """A game file dropped on the window is added to Your games (or refused, in a sentence)."""
        try:
            kept = library.import_file(Path(file))
        except library.GameFileError as exc:
            self.app.notify(str(exc), seconds=10)
            return
        self.app.notify(_("Added: {game}.").format(game=self._told(kept)), seconds=8)
        self.showing = 1 if kept.record.finished else 0
        self.page = 0
        self.read()

    def ask_delete(self, kept: Kept) -> None:
        self.app.sound.play("click")
        question = _("Delete this finished game?") if kept.record.finished else _("Delete this game in progress?")

        def delete() -> None:
            library.delete(kept.id)
            self.read()

        self.app.confirm(
            question,
            _("{game}. Once deleted it cannot be brought back.").format(game=self._told(kept)),
            N_("Delete it"),
            delete,
            N_("Keep it"),
        )

    def _told(self, kept: Kept) -> str:
        """The game in a sentence: "Tholos with Anna and Bo, played today at 21:40: Anna won"."""
        title = registry.get(kept.game).title
        names = words.names_list([seat.name for seat in kept.seats])
        played = when(kept.record.played, library.now())
        if kept.record.finished:
            return _("{game} with {names}, played {when}: {outcome}").format(
                game=title, names=names, when=played, outcome=outcome(kept)
            )
        return _("{game} with {names}, at turn {turn}, played {when}").format(
            game=title, names=names, turn=number(kept.record.turn), when=played
        )

    def close(self) -> None:
        self.app.pop()

    def on_resume(self) -> None:
        self.read()

    # --- scene contract -------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.DROPFILE:
            self.import_dropped(event.file)
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.close()
                return
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.turn_page(1 if event.key == pygame.K_PAGEDOWN else -1)
                return
            if event.key == pygame.K_DELETE and self.focus.focused in self.cards:
                self.ask_delete(self.games[self.page * PAGE_ROWS + self.cards.index(self.focus.focused)])
                return
        if event.type == pygame.MOUSEWHEEL and not self.show_choice.hover:
            self.turn_page(-1 if event.y > 0 else 1)
            return
        self.focus.handle(event)

    def needs_redraw(self) -> bool:
        return False  # changes only with input

    def draw(self, canvas) -> None:
        canvas.blit(theme.vignette(theme.CANVAS_SIZE), (0, 0))
        left = self._left
        theme.draw_text(canvas, _("Your games"), (left, 30), 36, theme.INK_LIGHT, "serif")
        shown = _(SHOWN[self.showing]).upper()
        if self.pages > 1:
            heading = _("{shown}, PLAYED LAST FIRST · PAGE {page} OF {pages}").format(
                shown=shown, page=number(self.page + 1), pages=number(self.pages)
            )
        else:
            heading = _("{shown}, PLAYED LAST FIRST").format(shown=shown)
        theme.draw_text(canvas, heading, (left + 2, 84), 14, theme.HIGHLIGHT, "bold")
        if not self.cards:
            empty = (
                _("No finished game yet. Finished games are kept here, the last {n} of them.").format(
                    n=number(library.FINISHED_KEPT)
                )
                if self.showing
                else _("No game in progress. Every game you start is kept here until it is finished.")
            )
            for k, line in enumerate(theme.wrap(empty, 20, self.show_choice.rect.right - left)):
                theme.draw_text(canvas, line, (left, ROWS_TOP + 10 + 28 * k), 20, theme.INK_LIGHT)
        share_sizes(self.cards)  # for the window's text size
        theme.draw_text(canvas, _(DROP_NOTE), (left + 2, DROP_NOTE_Y), 14, theme.INK_LIGHT)
        self.focus.draw(canvas)
        hints = [
            ("↑ ↓ Tab", _("choose")),
            ("Enter", _("open")),
            (pgettext("key", "Del"), _("delete")),
            ("Esc", _("back")),
        ]
        if self.app.narrow:  # no room between the foot's buttons: just above them
            theme.key_hints(canvas, hints, ((self._left + self.older.rect.right) // 2, self.back_button.rect.y - 8))
        else:
            theme.key_hints(canvas, hints, ((self.back_button.rect.right + self.newer.rect.x) // 2, 706))

"""The results, over the finished table: who won and why, the game's own breakdown (its
results panel), and a chart of the scores or of the lead over the game.

Rematch starts the same seats again with a new seed; Menu goes back to the main menu.
Keys: Enter = the highlighted button (Rematch at first), R = rematch, M or Esc = menu,
H = hide the results to look at the table (any key brings them back).

In a narrow window (App.narrow) the panel keeps to NARROW_SPAN and the breakdown takes its
whole width: the chart is a second view of the results, shown instead of the breakdown by
the Chart button (or C) and left again by Breakdown (or C).
"""

from __future__ import annotations

import pygame

from game.core import words
from game.core.match import Match
from game.core.rng import fresh_seed
from game.core.story import turn_ends, turn_owners

from .. import theme
from ..chart import draw_margin_chart, draw_score_chart, margins, score_lines
from ..results import ResultsPanel, results_panel
from ..scene import NARROW_SPAN, NarrowScene
from ..widgets import Button, FocusGroup, clear_of_pointer, first_clear_layout, pointer_on_canvas

PANEL = pygame.Rect(50, 28, 1180, 664)
#: x of Look at the table, Rematch and Menu: at home, and the rows used instead when the
#: results open with the pointer resting on a button's home (the table's last click must not
#: press one of them).
ROWS = (
    (PANEL.x + 40, PANEL.right - 460, PANEL.right - 240),
    (PANEL.x + 40, PANEL.x + 300, PANEL.x + 520),
    (PANEL.x + 300, PANEL.right - 460, PANEL.right - 240),
)
#: The narrow window's panel (within NARROW_SPAN) and its rows of (x, width) for Look at the
#: table, Rematch and Menu, chosen alike: the buttons narrower, so that each row leaves the
#: pointer clear of the home row's buttons it does not move.
NARROW_PANEL = pygame.Rect(NARROW_SPAN[0] + 10, 6, 940, 708)
NARROW_ROWS = (
    ((NARROW_PANEL.x + 40, 200), (NARROW_PANEL.right - 352, 150), (NARROW_PANEL.right - 190, 150)),
    ((NARROW_PANEL.x + 40, 200), (NARROW_PANEL.x + 256, 150), (NARROW_PANEL.x + 420, 150)),
    ((NARROW_PANEL.x + 260, 200), (NARROW_PANEL.right - 352, 150), (NARROW_PANEL.right - 190, 150)),
)
#: The Chart / Breakdown button of the narrow panel (top right), and where it moves when the
#: pointer rests there as the results open.
NARROW_VIEW_BUTTON = pygame.Rect(NARROW_PANEL.right - 40 - 170, NARROW_PANEL.y + 22, 170, 48)
NARROW_VIEW_SHIFTS = ((0, 0), (-190, 0))


def headline(match: Match, panel: ResultsPanel | None = None) -> tuple[str, str]:
    """The big line (who won, or a draw) and the line under it saying why (the reason is
    the game's results panel's, built here unless given)."""
    state, seats, colours = match.state, match.seats, match.spec.colours
    reason = (panel or results_panel(match)).reason()
    winners = list(state.winners())
    if len(winners) == 1:
        seat = seats[winners[0]]
        title = f"{seat.name} ({colours[seat.colour].name}) {words.agree([seat.name], 'wins', 'win')}"
    else:
        title = "A draw"
    return title, join_sentences(reason, state.end_reason())


def by_turn(history: list, owners: list[int]) -> list:
    """The entries of `Match.score_history()` at the start and after each turn (`owners`:
    whose turn each action was played in, game.core.story.turn_owners): the charts' x axis
    counts turns, as players do."""
    return history[:1] + [history[end] for end in turn_ends(owners)]


def join_sentences(*texts: str) -> str:
    """The non-empty `texts` as one text, each its own sentence (capitalized, ending in a full
    stop unless it has its own end mark): the panel's reason and the game's end reason read
    well whatever either says ("Most points: 42 to 37. The vote was held: …")."""
    return " ".join(words.sentence(text) for text in texts if text and text.strip())


class FinalScene(NarrowScene):
    opaque = False  # the finished table stays visible around the results
    _drawn_fade: float | None = None  # the fade of the last frame drawn

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.panel = results_panel(match)
        #: the game's own tally of the final position (None for a game without a panel)
        self.tally = self.panel.tally
        self.title, self.reason = headline(match, self.panel)
        history = by_turn(match.score_history(), turn_owners(match))
        self.margins = margins(history) if self.panel.chart == "margins" else []
        self.lines = score_lines(history) if not self.margins else []
        self.hidden = False
        #: the narrow window's second view: the chart instead of the breakdown
        self.showing_chart = False
        self.fade = 0.0
        self.announced = False
        self.focus = FocusGroup()
        pointer = pointer_on_canvas(app)
        y = PANEL.bottom - 78
        rows = [
            (pygame.Rect(a, y, 230, 56), pygame.Rect(b, y, 200, 56), pygame.Rect(c, y, 200, 56)) for a, b, c in ROWS
        ]
        self._row = first_clear_layout(rows, pointer)
        narrow_y = NARROW_PANEL.y + 578
        self.laid_narrow_rows = [[pygame.Rect(x, narrow_y, w, 56) for x, w in row] for row in NARROW_ROWS]
        self.laid_narrow_row = first_clear_layout(self.laid_narrow_rows, pointer)
        self._view_shift = clear_of_pointer([NARROW_VIEW_BUTTON], pointer, NARROW_VIEW_SHIFTS)
        look, *pair = rows[self._row]
        self.rematch_button = self.focus.add(Button(pair[0], "Rematch", self.rematch))
        self.menu_button = self.focus.add(Button(pair[1], "Menu", self.to_menu))
        self.look_button = self.focus.add(Button(look, "Look at the table", self.toggle_hidden, size=18))
        self.view_button = self.focus.add(Button(NARROW_VIEW_BUTTON, "Chart", self.toggle_chart, size=18))
        self.relayout(app.narrow)

    def relayout(self, narrow: bool) -> None:
        """The panel and its buttons for the window's shape (in each, the row chosen clear of
        the pointer when the results opened). The Chart button shows only in a narrow window
        (and only with a chart to show); a wide window shows the breakdown and the chart side
        by side."""
        y = PANEL.bottom - 78
        if narrow:
            look, rematch, menu = self.laid_narrow_rows[self.laid_narrow_row]
        else:
            a, b, c = ROWS[self._row]
            look, rematch, menu = pygame.Rect(a, y, 230, 56), pygame.Rect(b, y, 200, 56), pygame.Rect(c, y, 200, 56)
        self.look_button.rect, self.rematch_button.rect, self.menu_button.rect = look, rematch, menu
        self.view_button.rect = NARROW_VIEW_BUTTON.move(self._view_shift)
        self.view_button.visible = narrow and bool(self.lines or self.margins)
        if not self.view_button.visible:  # the wide panel shows both: back to the breakdown
            self.showing_chart = False
            self.view_button.label = "Chart"
            if self.focus.focused is self.view_button:
                self.focus.focus = 0

    # --- actions --------------------------------------------------------------------------
    def rematch(self) -> None:
        """The same seats (names, colours, kinds) again, with a fresh seed."""
        game_id, seats = self.match.game_id, list(self.match.seats)
        self.app.sound.play("click")
        self.app.start_new(lambda: Match(game_id, seats, seed=fresh_seed()))

    def to_menu(self) -> None:
        self.app.open_menu()

    def toggle_hidden(self) -> None:
        self.hidden = not self.hidden

    def toggle_chart(self) -> None:
        """The narrow window's two views: the breakdown, or the chart (when there is one)."""
        if self.view_button.visible:
            self.showing_chart = not self.showing_chart
            self.view_button.label = "Breakdown" if self.showing_chart else "Chart"

    # --- scene contract -------------------------------------------------------------------
    def handle(self, event) -> None:
        if self.hidden:
            if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN):
                self.hidden = False
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_r:
                self.rematch()
                return
            if event.key in (pygame.K_m, pygame.K_ESCAPE):
                self.to_menu()
                return
            if event.key == pygame.K_h:
                self.hidden = True
                return
            if event.key == pygame.K_c and self.view_button.visible:
                self.toggle_chart()
                return
        self.focus.handle(event)

    def update(self, dt: float) -> None:
        if not self.announced:
            self.announced = True
            self.app.sound.play("fanfare")
        self.fade = min(1.0, self.fade + dt * 4)

    def needs_redraw(self) -> bool:
        return self.fade != self._drawn_fade  # the table below is still dimming

    def draw(self, canvas) -> None:
        self._drawn_fade = self.fade
        if self.hidden:
            box = pygame.Rect(0, 0, 430, 44)
            if self.app.narrow:  # at the status line's right end: the narrow tables' log lies
                box.midright = (NARROW_SPAN[1] - 24, 675)  # under the title bar
            else:
                box.midtop = (640, 62)  # under the table's title bar, clear of its message line
            theme.panel(canvas, box, theme.PANEL, radius=10)
            theme.draw_text(
                canvas, "Press any key or click to see the results again", box.center, 15, theme.INK, "sans", "center"
            )
            return
        theme.dim(canvas, round(150 * self.fade))
        if self.app.narrow:
            self._draw_narrow(canvas)
            return
        theme.panel(canvas, PANEL, theme.PANEL, radius=20)
        x = PANEL.x + 40
        size, title = theme.fit_line(self.title, 48, PANEL.w - 80, "serif", smallest=28)
        theme.draw_text(canvas, title, (x, PANEL.y + 22), size, theme.INK, "serif")
        theme.draw_text(canvas, self.reason, (x + 2, PANEL.y + 88), 19, theme.INK_SOFT)
        self.panel.draw(canvas, pygame.Rect(x, PANEL.y + 132, PANEL.w - 80, 440))
        if self.lines:
            chart = pygame.Rect(PANEL.x + 710, PANEL.y + 150, 440, 150)
            theme.draw_text(canvas, "Scores over the game", (chart.x, PANEL.y + 126), 15, theme.INK, "bold")
            self._draw_chart(canvas, chart)
        if self.margins:
            chart = pygame.Rect(PANEL.x + 720, PANEL.y + 160, 420, 300)
            theme.draw_text(canvas, "The lead over the game", (chart.x, PANEL.y + 132), 17, theme.INK, "bold")
            self._draw_chart(canvas, chart)
        self.focus.draw(canvas)
        hints = [("Enter", "highlighted"), ("R", "rematch"), ("M", "menu"), ("H", "look at the table")]
        theme.key_hints(canvas, hints, (PANEL.right - 300, PANEL.bottom - 90), colour=theme.INK_SOFT)

    def _draw_chart(self, canvas, chart: pygame.Rect) -> None:
        """The scores over the game, or the first seat's lead, in `chart`."""
        seats, colours = self.match.seats, self.match.spec.colours
        if self.lines:
            draw_score_chart(
                canvas,
                chart,
                self.lines,
                colours=[colours[s.colour].rgb for s in seats],
                labels=[s.name for s in seats],
                x_label="turns",
            )
        else:
            draw_margin_chart(
                canvas,
                chart,
                self.margins,
                above_colour=colours[seats[0].colour].rgb,
                below_colour=colours[seats[1].colour].rgb,
                above_label=f"{seats[0].name} ahead",
                below_label=f"{seats[1].name} ahead",
                x_label="turns",
            )

    def _draw_narrow(self, canvas) -> None:
        """The narrow panel: the headline left of the Chart button, then the breakdown in a
        body 860 × 440 with nothing beside it, or the chart in its place."""
        panel = NARROW_PANEL
        theme.panel(canvas, panel, theme.PANEL, radius=20)
        x, width = panel.x + 40, panel.w - 80
        room = (self.view_button.rect.x - 16 if self.view_button.visible else panel.right - 40) - x
        size, title = theme.fit_line(self.title, 48, room, "serif", smallest=28)
        theme.draw_text(canvas, title, (x, panel.y + 18), size, theme.INK, "serif")
        size, reason = theme.fit_line(self.reason, 19, width, "sans", smallest=17)
        lines = [reason] if not reason.endswith("…") else theme.wrap(self.reason, 17, width)[:2]
        for k, line in enumerate(lines):
            theme.draw_text(canvas, line, (x + 2, panel.y + 80 + 21 * k), size, theme.INK_SOFT)
        body = pygame.Rect(x, panel.y + 122, width, 440)
        if self.showing_chart:
            heading = "Scores over the game" if self.lines else "The lead over the game"
            theme.draw_text(canvas, heading, (body.x, body.y + 6), 19, theme.INK, "bold")
            self._draw_chart(canvas, pygame.Rect(body.x, body.y + 40, body.w - (20 if self.lines else 0), 380))
        else:
            self.panel.draw(canvas, body)
        self.focus.draw(canvas)
        hints = [("Enter", "highlighted"), ("R", "rematch"), ("M", "menu"), ("H", "look at the table")]
        if self.view_button.visible:
            hints.append(("C", "breakdown" if self.showing_chart else "chart"))
        theme.key_hints(canvas, hints, (panel.centerx, panel.bottom - 34), colour=theme.INK_SOFT)

"""The results, over the finished table: who won and why, the game's own breakdown (its
results panel), and a chart of the scores or of the lead over the game.

Rematch starts the same seats again with a new seed; Menu goes back to the main menu.
Keys: Enter = the highlighted button (Rematch at first), R = rematch, M or Esc = menu,
H = hide the results to look at the table (any key brings them back).
"""

from __future__ import annotations

import pygame

from game.core import words
from game.core.match import Match

from .. import theme
from ..chart import draw_margin_chart, draw_score_chart, margins, score_lines
from ..results import ResultsPanel, results_panel
from ..scene import Scene
from ..widgets import Button, FocusGroup, first_clear_layout, pointer_on_canvas
from .setup import fresh_seed

PANEL = pygame.Rect(50, 28, 1180, 664)
#: x of Look at the table, Rematch and Menu: at home, and the rows used instead when the
#: results open with the pointer resting on a button's home (the table's last click must not
#: press one of them).
ROWS = (
    (PANEL.x + 40, PANEL.right - 460, PANEL.right - 240),
    (PANEL.x + 40, PANEL.x + 300, PANEL.x + 520),
    (PANEL.x + 300, PANEL.right - 460, PANEL.right - 240),
)


def headline(match: Match, panel: ResultsPanel | None = None) -> tuple[str, str]:
    """The big line (who won, or a draw) and the line under it saying why (the reason is
    the game's results panel's, built here unless given)."""
    state, seats, colours = match.state, match.seats, match.spec.colours
    reason = (panel or results_panel(match)).reason()
    winners = list(state.winners())
    if len(winners) == 1:
        seat = seats[winners[0]]
        title = f"{seat.name} {words.agree([seat.name], 'wins', 'win')}"
        reason = f"{colours[seat.colour].name}: {reason}"
    else:
        title = "A draw"
    end = state.end_reason()
    if end:
        reason += f" — {end}"
    return title, reason


class FinalScene(Scene):
    opaque = False  # the finished table stays visible around the results
    _drawn_fade: float | None = None  # the fade of the last frame drawn

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.panel = results_panel(match)
        #: the game's own tally of the final position (None for a game without a panel)
        self.tally = self.panel.tally
        self.title, self.reason = headline(match, self.panel)
        history = match.score_history()
        self.margins = margins(history) if self.panel.chart == "margins" else []
        self.lines = score_lines(history) if not self.margins else []
        self.hidden = False
        self.fade = 0.0
        self.announced = False
        self.focus = FocusGroup()
        y = PANEL.bottom - 78
        rows = [
            (pygame.Rect(a, y, 230, 56), pygame.Rect(b, y, 200, 56), pygame.Rect(c, y, 200, 56)) for a, b, c in ROWS
        ]
        look, *pair = rows[first_clear_layout(rows, pointer_on_canvas(app))]
        self.rematch_button = self.focus.add(Button(pair[0], "Rematch", self.rematch))
        self.menu_button = self.focus.add(Button(pair[1], "Menu", self.to_menu))
        self.look_button = self.focus.add(Button(look, "Look at the table", self.toggle_hidden, size=18))

    # --- actions --------------------------------------------------------------------------
    def rematch(self) -> None:
        """The same seats (names, colours, kinds) again, with a fresh seed."""
        again = Match(self.match.game_id, list(self.match.seats), seed=fresh_seed())
        self.app.sound.play("click")
        self.app.start_match(again)

    def to_menu(self) -> None:
        self.app.open_menu()

    def toggle_hidden(self) -> None:
        self.hidden = not self.hidden

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
            box.midtop = (640, 62)  # under the table's title bar, clear of its message line
            theme.panel(canvas, box, theme.PANEL, radius=10)
            theme.draw_text(
                canvas, "Press any key or click to see the results again", box.center, 15, theme.INK, "sans", "center"
            )
            return
        dim = pygame.Surface(theme.CANVAS_SIZE, pygame.SRCALPHA)
        dim.fill((10, 14, 12, round(150 * self.fade)))
        canvas.blit(dim, (0, 0))
        theme.panel(canvas, PANEL, theme.PANEL, radius=20)
        x = PANEL.x + 40
        theme.draw_text(canvas, self.title, (x, PANEL.y + 22), 48, theme.INK, "serif")
        theme.draw_text(canvas, self.reason, (x + 2, PANEL.y + 88), 19, theme.INK_SOFT)
        self.panel.draw(canvas, pygame.Rect(x, PANEL.y + 132, PANEL.w - 80, 440))
        if self.lines:
            chart = pygame.Rect(PANEL.x + 710, PANEL.y + 150, 440, 150)
            seats, colours = self.match.seats, self.match.spec.colours
            theme.draw_text(canvas, "Scores over the game", (chart.x, PANEL.y + 126), 15, theme.INK, "bold")
            draw_score_chart(
                canvas,
                chart,
                self.lines,
                colours=[colours[s.colour].rgb for s in seats],
                labels=[s.name for s in seats],
            )
        if self.margins:
            chart = pygame.Rect(PANEL.x + 720, PANEL.y + 160, 420, 300)
            seats, colours = self.match.seats, self.match.spec.colours
            theme.draw_text(canvas, "The lead over the game", (chart.x, PANEL.y + 132), 17, theme.INK, "bold")
            draw_margin_chart(
                canvas,
                chart,
                self.margins,
                above_colour=colours[seats[0].colour].rgb,
                below_colour=colours[seats[1].colour].rgb,
                above_label=f"{seats[0].name} ahead",
                below_label=f"{seats[1].name} ahead",
            )
        self.focus.draw(canvas)
        hints = [("Enter", "highlighted"), ("R", "rematch"), ("M", "menu"), ("H", "look at the table")]
        theme.key_hints(canvas, hints, (PANEL.right - 300, PANEL.bottom - 90), colour=theme.INK_SOFT)

"""The results, over the finished table: who won and why, the game's own breakdown (its
results panel), and a chart of the scores or of the lead over the game.

Rematch starts the same seats again with a new seed; Menu goes back to the main menu.
Keys: R = rematch, M or Esc = menu, H = hide the results to look at the table (any key or
click brings them back, told in a bar where the play scene's buttons stand), Tab = choose a
button, then Enter presses it.

The results of a long game are never lost to input already under way as they appear
(game.ui.arming): no key and no click acts during their first moments, a key held since the
table does nothing until let go, and no button has the focus at first, so Enter, the key
that plays a move at the table, does nothing until the player has chosen a button with Tab.
A rematch is thus always a deliberate choice: its button, R, or Tab to it and Enter.

In a narrow window (App.narrow) the panel keeps to NARROW_SPAN and the breakdown takes its
whole width: the chart is a second view of the results, shown instead of the breakdown by
the Chart button (or C) and left again by Breakdown (or C).
"""

from __future__ import annotations

import pygame

from game.core import words
from game.core.i18n import N_, _
from game.core.match import Match
from game.core.rng import fresh_seed
from game.core.story import turn_ends, turn_owners

from .. import drawn, theme
from ..arming import Arming
from ..chart import draw_margin_chart, draw_score_chart, margins, score_lines
from ..corner import corner
from ..results import ResultsPanel, results_panel
from ..scene import NARROW_SPAN, NarrowScene
from ..widgets import Button, FocusGroup
from .play import seat_shown

PANEL = pygame.Rect(50, 28, 1180, 664)
#: Look at the table, Rematch and Menu along the panel's foot.
ROW = (
    pygame.Rect(PANEL.x + 40, PANEL.bottom - 78, 230, 56),
    pygame.Rect(PANEL.right - 460, PANEL.bottom - 78, 200, 56),
    pygame.Rect(PANEL.right - 240, PANEL.bottom - 78, 200, 56),
)
#: The narrow window's panel (within NARROW_SPAN) and its row of Look at the table, Rematch
#: and Menu.
NARROW_PANEL = pygame.Rect(NARROW_SPAN[0] + 10, 6, 940, 708)
NARROW_ROW = (
    pygame.Rect(NARROW_PANEL.x + 40, NARROW_PANEL.y + 578, 200, 56),
    pygame.Rect(NARROW_PANEL.right - 352, NARROW_PANEL.y + 578, 150, 56),
    pygame.Rect(NARROW_PANEL.right - 190, NARROW_PANEL.y + 578, 150, 56),
)
#: The Chart / Breakdown button of the narrow panel (top right).
NARROW_VIEW_BUTTON = pygame.Rect(NARROW_PANEL.right - 40 - 170, NARROW_PANEL.y + 22, 170, 48)
#: What the bar over the finished table says while the results are hidden.
HIDDEN_NOTE = N_("Press any key or click to see the results again")


def headline(match: Match, panel: ResultsPanel | None = None) -> tuple[str, str]:
    """The big line (who won, or a draw) and the line under it saying why (the reason is
    the game's results panel's, built here unless given), and who was assisted by hints."""
    state, seats, colours = match.state, match.seats, match.spec.colours
    reason = (panel or results_panel(match)).reason()
    winners = list(state.winners())
    if len(winners) == 1:
        seat = seats[winners[0]]
        told = {"name": seat_shown(seat.name), "colour": _(colours[seat.colour].name)}
        if words.is_you(seat.name):  # "You (White) win"
            title = _("{name} ({colour}) win").format(**told)
        else:
            title = _("{name} ({colour}) wins").format(**told)
    else:
        title = _("A draw")
    return title, join_sentences(reason, state.end_reason(), assisted(match))


def assisted(match: Match) -> str:
    """Who asked for hints in this game ("" for nobody), as the results say it."""
    helped = [seat_shown(match.seats[i].name) for i in sorted(match.hinted)]
    if not helped:
        return ""
    if words.agree(helped, "was", "were") == "was":
        return _("{names} was assisted by hints").format(names=words.names_list(helped))
    return _("{names} were assisted by hints").format(names=words.names_list(helped))


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
        self._tell()
        history = by_turn(match.score_history(), turn_owners(match))
        self.margins = margins(history) if self.panel.chart == "margins" else []
        self.lines = score_lines(history) if not self.margins else []
        self.hidden = False
        #: the narrow window's second view: the chart instead of the breakdown
        self.showing_chart = False
        self.fade = 0.0
        self.announced = False
        self.focus = FocusGroup()
        # in the Tab order of the screen: the Chart button at the top, then the row
        self.view_button = self.focus.add(Button(NARROW_VIEW_BUTTON, N_("Chart"), self.toggle_chart, size=18))
        self.look_button = self.focus.add(Button(ROW[0], N_("Look at the table"), self.toggle_hidden, size=18))
        self.rematch_button = self.focus.add(Button(ROW[1], N_("Rematch"), self.rematch))
        self.menu_button = self.focus.add(Button(ROW[2], N_("Menu"), self.to_menu))
        self.focus.focus = -1  # no button until one is chosen: Enter alone does nothing
        self.relayout(app.narrow)
        buttons = [self.view_button, self.look_button, self.rematch_button, self.menu_button]
        self.arming = Arming(app, buttons, keys_wait=True)

    def _tell(self) -> None:
        """The game's results panel, and the headline and reason, in the language shown."""
        self.panel = results_panel(self.match)
        #: the game's own tally of the final position (None for a game without a panel)
        self.tally = self.panel.tally
        self.title, self.reason = headline(self.match, self.panel)

    def language_changed(self) -> None:
        """The results are told again in the new language."""
        self._tell()
        super().language_changed()

    def relayout(self, narrow: bool) -> None:
        """The panel and its buttons for the window's shape. The Chart button shows only in
        a narrow window (and only with a chart to show); a wide window shows the breakdown
        and the chart side by side."""
        row = NARROW_ROW if narrow else ROW
        for button, rect in zip((self.look_button, self.rematch_button, self.menu_button), row):
            button.rect = pygame.Rect(rect)
        self.view_button.rect = pygame.Rect(NARROW_VIEW_BUTTON)
        self.view_button.visible = narrow and bool(self.lines or self.margins)
        if not self.view_button.visible:  # the wide panel shows both: back to the breakdown
            self.showing_chart = False
            self.view_button.label = N_("Chart")
            if self.focus.focused is self.view_button:
                self.focus.focus = self.focus.widgets.index(self.look_button)

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
            self.view_button.label = N_("Breakdown") if self.showing_chart else N_("Chart")

    # --- scene contract -------------------------------------------------------------------
    def handle(self, event) -> None:
        if not self.arming.lets(event):
            return
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
        self.arming.update(dt)

    def needs_redraw(self) -> bool:
        # the table below is still dimming, or the buttons are arming
        return self.fade != self._drawn_fade or self.arming.needs_redraw()

    def draw(self, canvas) -> None:
        self._drawn_fade = self.fade
        if self.hidden:
            self._draw_hidden_bar(canvas)
            return
        theme.dim(canvas, round(150 * self.fade))
        if self.app.narrow:
            self._draw_narrow(canvas)
            return
        theme.panel(canvas, PANEL, theme.PANEL, radius=20)
        x = PANEL.x + 40
        size, title = theme.fit_line(self.title, 48, PANEL.w - 80, "serif", smallest=28)
        theme.draw_text(canvas, title, (x, PANEL.y + 22), size, theme.INK, "serif")
        # one line, or two where a long translation needs them (above the panel at +132)
        size, lines = theme.fit_title(self.reason, 19, PANEL.w - 84, "sans", smallest=15)
        step = 19 if len(lines) > 1 else 0
        for k, line in enumerate(lines):
            theme.draw_text(canvas, line, (x + 2, PANEL.y + 88 - step // 2 + step * k), size, theme.INK_SOFT)
        self.panel.draw(canvas, pygame.Rect(x, PANEL.y + 132, PANEL.w - 80, 440))
        if self.lines:
            chart = pygame.Rect(PANEL.x + 710, PANEL.y + 150, 440, 150)
            theme.draw_text(canvas, _("Scores over the game"), (chart.x, PANEL.y + 126), 15, theme.INK, "bold")
            self._draw_chart(canvas, chart)
        if self.margins:
            chart = pygame.Rect(PANEL.x + 720, PANEL.y + 160, 420, 300)
            theme.draw_text(canvas, _("The lead over the game"), (chart.x, PANEL.y + 132), 17, theme.INK, "bold")
            self._draw_chart(canvas, chart)
        self.focus.draw(canvas)
        self.arming.drawn()
        theme.key_hints(canvas, self._hints(), (PANEL.right - 300, PANEL.bottom - 90), colour=theme.INK_SOFT)

    def _hints(self) -> list[tuple[str, str]]:
        hints = [("R", _("rematch")), ("M", _("menu")), ("H", _("look at the table")), ("Tab", _("choose"))]
        if self.view_button.visible:
            hints.insert(3, ("C", _("breakdown") if self.showing_chart else _("chart")))
        return hints

    def _draw_hidden_bar(self, canvas) -> None:
        """While the results are hidden: how to see them again, in the corner every table
        keeps free for the play scene's buttons (which do nothing meanwhile), so nothing of
        the finished table is covered. One line where it fits, else two balanced ones."""
        box = corner(self.app.narrow)
        drawn.veiled(canvas, box)  # the play scene's buttons, inert meanwhile, lie under it
        theme.panel(canvas, box, theme.PANEL, radius=10, border=theme.ACCENT)
        lines = balanced_lines(_(HIDDEN_NOTE), 14, box.w - 20)
        step = theme.text_font(14).get_linesize()
        top = box.centery - step * len(lines) // 2
        for k, line in enumerate(lines):
            theme.draw_text(canvas, line, (box.centerx, top + step * k), 14, theme.INK, "sans", "midtop")

    def _draw_chart(self, canvas, chart: pygame.Rect) -> None:
        """The scores over the game, or the first seat's lead, in `chart`."""
        seats, colours = self.match.seats, self.match.spec.colours
        if self.lines:
            draw_score_chart(
                canvas,
                chart,
                self.lines,
                colours=[colours[s.colour].rgb for s in seats],
                labels=[seat_shown(s.name) for s in seats],
                x_label=_("turns"),
            )
        else:
            draw_margin_chart(
                canvas,
                chart,
                self.margins,
                above_colour=colours[seats[0].colour].rgb,
                below_colour=colours[seats[1].colour].rgb,
                above_label=_("{name} ahead").format(name=seat_shown(seats[0].name)),
                below_label=_("{name} ahead").format(name=seat_shown(seats[1].name)),
                x_label=_("turns"),
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
            heading = _("Scores over the game") if self.lines else _("The lead over the game")
            theme.draw_text(canvas, heading, (body.x, body.y + 6), 19, theme.INK, "bold")
            self._draw_chart(canvas, pygame.Rect(body.x, body.y + 40, body.w - (20 if self.lines else 0), 380))
        else:
            self.panel.draw(canvas, body)
        self.focus.draw(canvas)
        self.arming.drawn()
        theme.key_hints(canvas, self._hints(), (panel.centerx, panel.bottom - 34), colour=theme.INK_SOFT)


def balanced_lines(text: str, size: int, width: int) -> list[str]:
    """`text` on one line when it fits `width` at `size` px, else split at the space that
    makes its two lines most even (a word wider than the room wraps as theme.wrap does)."""
    font = theme.text_font(size)
    if font.size(text)[0] <= width:
        return [text]
    words = text.split()
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    fitting = [pair for pair in splits if max(font.size(line)[0] for line in pair) <= width]
    if not fitting:
        return theme.wrap(text, size, width)
    return list(min(fitting, key=lambda pair: max(font.size(line)[0] for line in pair)))

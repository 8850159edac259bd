"""The results, over the finished table: who won and why, every column's tally, the lead chart.

Rematch starts the same seats again with a new seed; Menu goes back to the main menu.
Keys: Enter = the highlighted button (Rematch at first), R = rematch, M or Esc = menu,
H = hide the results to look at the table (any key brings them back).
"""

from __future__ import annotations

import importlib

import pygame

from game.core.match import Match

from .. import theme
from ..chart import draw_margin_chart, draw_score_chart, margins, score_lines
from ..scene import Scene
from ..widgets import Button, FocusGroup

PANEL = pygame.Rect(50, 28, 1180, 664)
STONE_RGB = {0: (240, 234, 218), 1: (46, 42, 42), 2: (150, 148, 142)}
STONE_LETTER = {0: "W", 1: "B", 2: "G"}


def game_breakdown(match: Match):
    """The game's own tally module (game.<id>.view.breakdown) applied to the final state, if
    the game has one; None otherwise (the screen then shows the scores alone)."""
    home = match.spec.variant_of or match.game_id  # a rule set's tally lives with its game
    try:
        module = importlib.import_module(f"game.{home}.view.breakdown")
    except ModuleNotFoundError:
        return None
    return module.breakdown(match.state)


def headline(match: Match) -> tuple[str, str]:
    """The big line (who won, or a draw) and the line under it saying why."""
    state, seats, colours = match.state, match.seats, match.spec.colours
    tally = game_breakdown(match)
    winners = list(state.winners())
    if tally is not None:
        reason = tally.reason()
    else:
        reason = " · ".join(f"{s.name} {p}" for s, p in zip(seats, state.scores()))
    if len(winners) == 1:
        seat = seats[winners[0]]
        title = f"{seat.name} wins"
        reason = f"{colours[seat.colour].name}: {reason}"
    else:
        title = "A draw"
    end = state.end_reason()
    if end:
        reason += f" — {end}"
    return title, reason


class FinalScene(Scene):
    opaque = False  # the finished table stays visible around the results

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.title, self.reason = headline(match)
        self.tally = game_breakdown(match)
        history = match.score_history()
        # Tholos keeps its margin chart; games with secrets or more seats draw a line each
        self.margins = margins(history) if match.game_id == "tholos" else []
        self.lines = score_lines(history) if not self.margins else []
        self.hidden = False
        self.fade = 0.0
        self.announced = False
        self.focus = FocusGroup()
        y = PANEL.bottom - 78
        self.rematch_button = self.focus.add(Button((PANEL.right - 460, y, 200, 56), "Rematch",
                                                    self.rematch))
        self.menu_button = self.focus.add(Button((PANEL.right - 240, y, 200, 56), "Menu",
                                                 self.to_menu))
        self.look_button = self.focus.add(Button((PANEL.x + 40, y, 230, 56), "Look at the table",
                                                 self.toggle_hidden, size=18))

    # --- actions --------------------------------------------------------------------------
    def rematch(self) -> None:
        """The same seats (names, colours, kinds) again, with a fresh seed."""
        from .menu import MainMenu
        from .play import PlayScene
        from .setup import fresh_seed

        again = Match(self.match.game_id, list(self.match.seats), seed=fresh_seed())
        self.app.sound.play("click")
        self.app.reset_to(MainMenu(self.app))
        self.app.push(PlayScene(self.app, again))

    def to_menu(self) -> None:
        from .menu import MainMenu

        self.app.reset_to(MainMenu(self.app))

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

    def draw(self, canvas) -> None:
        if self.hidden:
            box = pygame.Rect(0, 0, 430, 44)
            box.midtop = (640, 62)  # under the table's title bar, clear of its message line
            theme.panel(canvas, box, theme.PANEL, radius=10)
            theme.draw_text(canvas, "Press any key or click to see the results again",
                            box.center, 15, theme.INK, "sans", "center")
            return
        dim = pygame.Surface(theme.CANVAS_SIZE, pygame.SRCALPHA)
        dim.fill((10, 14, 12, round(150 * self.fade)))
        canvas.blit(dim, (0, 0))
        theme.panel(canvas, PANEL, theme.PANEL, radius=20)
        x = PANEL.x + 40
        theme.draw_text(canvas, self.title, (x, PANEL.y + 22), 48, theme.INK, "serif")
        theme.draw_text(canvas, self.reason, (x + 2, PANEL.y + 88), 19, theme.INK_SOFT)
        if self.tally is not None and (self.match.spec.variant_of or self.match.game_id) == "dolmen":
            from .final_dolmen import draw_circles, draw_players

            draw_players(canvas, self.tally, self.match, pygame.Rect(x, PANEL.y + 132, 640, 160))
            draw_circles(canvas, self.tally, self.match,
                         pygame.Rect(x, PANEL.y + 302, PANEL.w - 80, 270))
        elif self.tally is not None:
            draw_tally(canvas, self.tally, self.match, pygame.Rect(x, PANEL.y + 132, 640, 440))
        else:
            draw_scores(canvas, self.match, pygame.Rect(x, PANEL.y + 132, 640, 440))
        if self.lines:
            chart = pygame.Rect(PANEL.x + 710, PANEL.y + 150, 440, 150)
            seats, colours = self.match.seats, self.match.spec.colours
            theme.draw_text(canvas, "Scores over the game", (chart.x, PANEL.y + 126), 15,
                            theme.INK, "bold")
            draw_score_chart(canvas, chart, self.lines,
                             colours=[colours[s.colour].rgb for s in seats],
                             labels=[s.name for s in seats])
        if self.margins:
            chart = pygame.Rect(PANEL.x + 720, PANEL.y + 160, 420, 300)
            seats, colours = self.match.seats, self.match.spec.colours
            theme.draw_text(canvas, "The lead over the game", (chart.x, PANEL.y + 132), 17,
                            theme.INK, "bold")
            draw_margin_chart(canvas, chart, self.margins,
                              above_colour=colours[seats[0].colour].rgb,
                              below_colour=colours[seats[1].colour].rgb,
                              above_label=f"{seats[0].name} ahead",
                              below_label=f"{seats[1].name} ahead")
        self.focus.draw(canvas)
        hints = [("Enter", "highlighted"), ("R", "rematch"), ("M", "menu"),
                 ("H", "look at the table")]
        theme.key_hints(canvas, hints, (PANEL.right - 300, PANEL.bottom - 90),
                        colour=theme.INK_SOFT)


def draw_stone(canvas, centre, colour: int, r: int = 11) -> None:
    """A stone seen from the side: a disc with its letter, so colour is not the only sign."""
    pygame.draw.circle(canvas, (0, 0, 0, 60), (centre[0] + 1, centre[1] + 2), r)
    pygame.draw.circle(canvas, STONE_RGB[colour], centre, r)
    pygame.draw.circle(canvas, (110, 100, 90), centre, r, 1)
    ink = theme.INK_LIGHT if colour == 1 else theme.INK
    theme.draw_text(canvas, STONE_LETTER[colour], centre, 11, ink, "bold", "center")


def draw_tally(canvas, tally, match: Match, rect: pygame.Rect) -> None:
    """Tholos: one row per site with stones bottom→top, counts, owner and the points sum."""
    names = {s.colour: s.name for s in match.seats}
    cols = {"site": rect.x, "stones": rect.x + 44, "counts": rect.x + 222, "owner": rect.x + 306,
            "sum": rect.x + 440, "points": rect.right - 10}
    y = rect.y
    head = theme.INK_SOFT
    theme.draw_text(canvas, "Site", (cols["site"], y), 13, head, "bold")
    theme.draw_text(canvas, "Stones, bottom → top", (cols["stones"], y), 13, head, "bold")
    theme.draw_text(canvas, "W  B  G", (cols["counts"], y), 13, head, "bold")
    theme.draw_text(canvas, "Won by", (cols["owner"], y), 13, head, "bold")
    theme.draw_text(canvas, "own ×1 + rival ×3 − grey ×2", (cols["sum"], y), 13, head, "bold")
    y += 24
    row_h = 42
    for k, row in enumerate(tally.rows):
        band = pygame.Rect(rect.x - 10, y, rect.w + 10, row_h - 4)
        pygame.draw.rect(canvas, (236, 226, 204) if k % 2 == 0 else (244, 236, 218), band,
                         border_radius=8)
        cy = band.centery
        theme.draw_text(canvas, row.symbol, (cols["site"] + 8, cy), 24, theme.INK, "serif",
                        "midleft")
        for i, colour in enumerate(row.stones):
            draw_stone(canvas, (cols["stones"] + 12 + 26 * i, cy), colour)
        theme.draw_text(canvas, f"{row.white}  {row.black}  {row.grey}", (cols["counts"], cy), 16,
                        theme.INK, "sans", "midleft")
        if row.owner is None:
            theme.draw_text(canvas, "nobody (equal)", (cols["owner"], cy), 15, theme.INK_SOFT,
                            "sans", "midleft")
            theme.draw_text(canvas, "—", (cols["sum"], cy), 16, theme.INK_SOFT, "sans", "midleft")
        else:
            draw_stone(canvas, (cols["owner"] + 10, cy), row.owner, 9)
            owner = names.get(row.owner, ("White", "Black")[row.owner])
            size, shown = theme.fit_line(owner, 16, cols["sum"] - 10 - (cols["owner"] + 26),
                                         smallest=13)
            theme.draw_text(canvas, shown, (cols["owner"] + 26, cy), size, theme.INK, "bold",
                            "midleft")
            sum_text = f"{row.own_points} + {row.rival_points} − {-row.grey_points}"
            theme.draw_text(canvas, sum_text, (cols["sum"], cy), 16, theme.INK, "sans", "midleft")
        theme.draw_text(canvas, f"{row.points}" if row.owner is not None else "0",
                        (cols["points"], cy), 20, theme.INK, "bold", "midright")
        y += row_h
    y += 8
    pygame.draw.line(canvas, theme.ACCENT, (rect.x - 10, y), (rect.right, y), 2)
    y += 10
    for player in (0, 1):
        who = names.get(player, ("White", "Black")[player])
        draw_stone(canvas, (rect.x + 10, y + 14), player, 10)
        won = tally.columns_won[player]
        theme.draw_text(canvas, f"{who}: {won} column{'s' * (won != 1)} won", (rect.x + 30, y + 14),
                        18, theme.INK, "sans", "midleft")
        theme.draw_text(canvas, f"{tally.points[player]} points", (cols["points"], y + 14), 20,
                        theme.INK, "bold", "midright")
        y += 34


def draw_scores(canvas, match: Match, rect: pygame.Rect) -> None:
    """Any game without its own tally: the scores per seat, highest first."""
    rows = sorted(zip(match.state.scores(), [s.name for s in match.seats]), reverse=True)
    for k, (points, name) in enumerate(rows):
        theme.draw_text(canvas, name, (rect.x, rect.y + 44 * k), 24, theme.INK, "bold")
        theme.draw_text(canvas, f"{points} points", (rect.right, rect.y + 44 * k), 24, theme.INK,
                        "bold", "topright")

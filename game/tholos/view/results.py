"""The Tholos results panel: one row per building site with its stones bottom → top, the
colour counts, who won the column and how its points add up; then each builder's sum.

Draws a game.tholos.view.breakdown.Breakdown; names come from the match's seats.
"""

from __future__ import annotations

import pygame

from game.core import words
from game.core.i18n import N_, _, ngettext
from game.core.match import Match
from game.ui import theme
from game.ui.names import fit_lines

from .art import stone_letter
from .breakdown import Breakdown, breakdown

STONE_RGB = {0: (240, 234, 218), 1: (46, 42, 42), 2: (150, 148, 142)}
#: A builder's name where the match names no seat of that colour.
COLOUR_NAME = (N_("White"), N_("Black"))


#: A body narrower than this has no chart beside it (the results screen of a narrow window):
#: the tally then spreads over the body and draws only inside it.
CHART_BESIDE_FROM = 1000
TALLY_WIDTH = 640  # the tally's width beside the chart


class TholosResults:
    """The results panel (game.ui.results.ResultsPanel): the column tally in the left part,
    beside the chart of the lead over the game; alone in a narrower body (see
    CHART_BESIDE_FROM), where it fits 860×440 with every text at 14 px or more."""

    chart = "margins"

    def __init__(self, match: Match) -> None:
        self.match = match
        self.tally: Breakdown = breakdown(match.state)

    def reason(self) -> str:
        return self.tally.reason()

    def draw(self, canvas, rect: pygame.Rect) -> None:
        if rect.w >= CHART_BESIDE_FROM:
            draw_tally(canvas, self.tally, self.match, pygame.Rect(rect.x, rect.y, TALLY_WIDTH, rect.h))
            return
        # the row bands reach 10 px left of the tally: it starts 10 px in, so they stay inside
        draw_tally(canvas, self.tally, self.match, pygame.Rect(rect.x + 10, rect.y, rect.w - 11, rect.h))


def draw_stone(canvas, centre, colour: int, r: int = 11) -> None:
    """A stone seen from the side: a disc with its letter, so colour is not the only sign."""
    pygame.draw.circle(canvas, (0, 0, 0, 60), (centre[0] + 1, centre[1] + 2), r)
    pygame.draw.circle(canvas, STONE_RGB[colour], centre, r)
    pygame.draw.circle(canvas, (110, 100, 90), centre, r, 1)
    ink = theme.INK_LIGHT if colour == 1 else theme.INK
    theme.draw_text(canvas, stone_letter(colour), centre, 11, ink, "bold", "center")


def draw_tally(canvas, tally, match: Match, rect: pygame.Rect) -> None:
    """One row per site with stones bottom→top, counts, owner and the points sum."""
    names = {s.colour: words.seat_name(s.name) for s in match.seats}
    wider = max(0, rect.w - TALLY_WIDTH)  # a wider tally spreads its columns (larger text)
    cols = {
        "site": rect.x,
        "stones": rect.x + 44,
        "counts": rect.x + 222 + wider // 4,
        "owner": rect.x + 306 + wider // 3,
        "sum": rect.x + 440 + wider * 2 // 3,
        "points": rect.right - 10,
    }
    y = rect.y
    head = theme.INK_SOFT
    theme.draw_text(canvas, _("Site"), (cols["site"], y), 13, head, "bold")
    theme.draw_text(canvas, _("Stones, bottom → top"), (cols["stones"], y), 13, head, "bold")
    theme.draw_text(canvas, "  ".join(map(stone_letter, range(3))), (cols["counts"], y), 13, head, "bold")
    theme.draw_text(canvas, _("Won by"), (cols["owner"], y), 13, head, "bold")
    theme.draw_text(canvas, _("own ×1 + rival ×3 − grey ×2"), (cols["sum"], y), 13, head, "bold")
    y += 24
    row_h = 42
    # the builders' names at one size down the column: the size the longest needs
    owner_room = cols["sum"] - 10 - (cols["owner"] + 26)
    owners = {names.get(o, _(COLOUR_NAME[o])) for o in (row.owner for row in tally.rows) if o is not None}
    common = min((fit_lines(n, 16, owner_room, "bold", 13, max_lines=2).size for n in owners), default=16)
    for k, row in enumerate(tally.rows):
        band = pygame.Rect(rect.x - 10, y, rect.w + 10, row_h - 4)
        pygame.draw.rect(canvas, (236, 226, 204) if k % 2 == 0 else (244, 236, 218), band, border_radius=8)
        cy = band.centery
        theme.draw_text(canvas, row.symbol, (cols["site"] + 8, cy), 24, theme.INK, "serif", "midleft")
        for i, colour in enumerate(row.stones):
            draw_stone(canvas, (cols["stones"] + 12 + 26 * i, cy), colour)
        theme.draw_text(
            canvas, f"{row.white}  {row.black}  {row.grey}", (cols["counts"], cy), 16, theme.INK, "sans", "midleft"
        )
        if row.owner is None:
            theme.draw_text(canvas, _("nobody (equal)"), (cols["owner"], cy), 15, theme.INK_SOFT, "sans", "midleft")
            theme.draw_text(canvas, "—", (cols["sum"], cy), 16, theme.INK_SOFT, "sans", "midleft")
        else:
            draw_stone(canvas, (cols["owner"] + 10, cy), row.owner, 9)
            owner = names.get(row.owner, _(COLOUR_NAME[row.owner]))
            # two lines broken at spaces where one is too narrow; the summary below names
            # the builder in full should a single long word still be cut
            fitted = fit_lines(owner, common, owner_room, "bold", min(13, common), max_lines=2)
            step = theme.text_font(fitted.size, "bold").get_linesize() - 2
            for k, line in enumerate(fitted.lines):
                at = (cols["owner"] + 26, cy + step * (k - (len(fitted.lines) - 1) / 2))
                theme.draw_text(canvas, line, at, fitted.size, theme.INK, "bold", "midleft")
            sum_text = f"{row.own_points} + {row.rival_points} − {-row.grey_points}"
            theme.draw_text(canvas, sum_text, (cols["sum"], cy), 16, theme.INK, "sans", "midleft")
        theme.draw_text(
            canvas,
            words.number(row.points) if row.owner is not None else "0",
            (cols["points"], cy),
            20,
            theme.INK,
            "bold",
            "midright",
        )
        y += row_h
    y += 8
    pygame.draw.line(canvas, theme.ACCENT, (rect.x - 10, y), (rect.right, y), 2)
    y += 10
    for player in (0, 1):
        who = names.get(player, _(COLOUR_NAME[player]))
        draw_stone(canvas, (rect.x + 10, y + 14), player, 10)
        won = tally.columns_won[player]
        theme.draw_text(
            canvas,
            ngettext("{who}: {n} column won", "{who}: {n} columns won", won).format(who=who, n=won),
            (rect.x + 30, y + 14),
            18,
            theme.INK,
            "sans",
            "midleft",
        )
        theme.draw_text(
            canvas, words.points(tally.points[player]), (cols["points"], y + 14), 20, theme.INK, "bold", "midright"
        )
        y += 34

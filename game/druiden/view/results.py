"""The results panel of Die Druiden: per player the winning cult's plants, potions, spirits
and the penalties adding up to the total; under it each player's cards that scored, and the
vote round by round (who gave how many votes to the Sun or the Moon, the spirits' own votes,
the count, a tie decided).

Every number comes from game.druiden.tally (the rules' values); colours and names from the
match's seats.
"""

from __future__ import annotations

from typing import cast

import pygame

from game.core.i18n import N_, _
from game.core.match import Match
from game.druiden.narrate import scores_text
from game.druiden.rules.cards import CARDS
from game.druiden.rules.pieces import CULT_OF
from game.druiden.rules.state import DruidenState
from game.druiden.speech import dative, name
from game.druiden.tally import ScoreRow, VoteRecord, hand_text, score_row, vote_record
from game.ui import theme
from game.ui.names import one_size, shortened
from game.ui.results import draw_sum_cells

SUN_RGB = (222, 164, 40)
MOON_RGB = (96, 118, 176)
CULT_RGB = {"sun": SUN_RGB, "moon": MOON_RGB}
WIN_FILL, ROW_FILLS = (246, 228, 178), ((236, 226, 204), (244, 236, 218))
#: The sums' columns: each title (English; translated where drawn) and its right edge.
COLUMNS = (
    (N_("plants"), 300),
    (N_("+ potion"), 380),
    (N_("+ spirits"), 460),
    (N_("− penalties"), 560),
    (N_("= total"), 636),
)
#: The narrow results screen's body (about 860 px, no chart beside it, text raised to 14 px):
#: the sums and the cards that scored on the left, the vote's rounds one under the other on
#: the right.
NARROW_BODY, NARROW_LEFT = 1000, 580
NARROW_COLUMNS = (
    (N_("plants"), 216),
    (N_("+ potion"), 298),
    (N_("+ spirits"), 382),
    (N_("− penalties"), 488),
    (N_("= total"), 562),
)


class DruidenResults:
    """The results panel (game.ui.results.ResultsPanel): the players' sums at the top left
    beside the score chart; the scoring cards and the vote across the width under them."""

    chart = "scores"

    def __init__(self, match: Match) -> None:
        self.match = match
        state = cast(DruidenState, match.state)
        self.cult = state.cult or "sun"
        self.rows: list[ScoreRow] = [score_row(state, p, self.cult) for p in range(state.players)]
        self.vote: VoteRecord = vote_record(match)
        self.tally = (self.rows, self.vote)

    def reason(self) -> str:
        """The scores, said as a person would: "110 to 20 points". The results screen adds
        the game's end reason, which tells the vote and its count ("The Moon won the vote, 6
        to 4."); a game without one (never expected) gets the vote's last count here."""
        scores = scores_text([r.total for r in self.rows])
        points = _("{scores} points").format(scores=scores)
        last = self.vote.rounds[-1] if self.vote.rounds else None
        if last is None or self.match.state.end_reason():
            return points
        lost = "moon" if self.cult == "sun" else "sun"
        count = {"sun": last.sun, "moon": last.moon}
        said = (
            _("{scores} points. The Sun won the vote, {won} to {lost}")
            if self.cult == "sun"
            else _("{scores} points. The Moon won the vote, {won} to {lost}")
        )
        return said.format(scores=scores, won=count[self.cult], lost=count[lost])

    def draw(self, canvas, rect: pygame.Rect) -> None:
        if rect.w < NARROW_BODY:
            self._draw_narrow(canvas, rect)
            return
        top = pygame.Rect(rect.x, rect.y, 640, 165)
        draw_players(canvas, self.rows, self.match, self.cult, top)
        below = pygame.Rect(rect.x, rect.y + 176, rect.w, rect.h - 176)
        half = below.w // 2 - 10
        draw_cards(canvas, self.rows, self.match, self.cult, pygame.Rect(below.x, below.y, half, below.h))
        draw_vote(canvas, self.vote, self.match, pygame.Rect(below.x + half + 20, below.y, half, below.h))

    def _draw_narrow(self, canvas, rect: pygame.Rect) -> None:
        """The body of the narrow results screen: everything within `rect`, text at 14 px."""
        left = pygame.Rect(rect.x, rect.y, min(NARROW_LEFT, rect.w * 2 // 3), 165)
        # the rows' bands reach 10 px left of their rect: here they begin at the body's edge
        draw_players(canvas, self.rows, self.match, self.cult, left.inflate(-10, 0).move(5, 0), NARROW_COLUMNS)
        rows = len(self.rows)
        top = min(176, 19 + rows * (27 if rows > 4 else 31) + 16)  # what scored, right under the sums
        below = pygame.Rect(rect.x + 2, rect.y + top, left.w - 2, rect.h - top)  # the Sun's rays reach 2 px out
        draw_cards(canvas, self.rows, self.match, self.cult, below, flowing=True)
        side = pygame.Rect(left.right + 24, rect.y, rect.right - left.right - 24, rect.h)
        draw_vote(canvas, self.vote, self.match, side, stacked=True)


def _colour(match: Match, player: int):
    return match.spec.colours[match.seats[player].colour]


def draw_seat_disc(canvas, centre, colour, r: int = 9) -> None:
    """A player's mark: a disc in their colour with their letter (colour is not the only
    signal)."""
    pygame.draw.circle(canvas, (0, 0, 0, 60), (centre[0] + 1, centre[1] + 2), r)
    pygame.draw.circle(canvas, colour.rgb, centre, r)
    pygame.draw.circle(canvas, (90, 82, 72), centre, r, 1)
    ink = theme.INK if sum(colour.rgb) > 420 else theme.INK_LIGHT
    theme.draw_text(canvas, colour.letter, centre, theme.letter_size(colour.letter, max(9, r)), ink, "bold", "center")


def draw_cult_mark(canvas, centre, cult: str, r: int = 9) -> None:
    """The Sun (a disc with rays) or the Moon (a crescent), in the cult's colour."""
    x, y = centre
    if cult == "sun":
        for k in range(8):
            v = pygame.math.Vector2(1, 0).rotate(45 * k)
            pygame.draw.line(
                canvas, SUN_RGB, (x + v.x * r * 0.7, y + v.y * r * 0.7), (x + v.x * r * 1.25, y + v.y * r * 1.25), 2
            )
        pygame.draw.circle(canvas, SUN_RGB, centre, round(r * 0.68))
    else:
        pygame.draw.circle(canvas, MOON_RGB, centre, r)
        pygame.draw.circle(canvas, theme.PANEL, (x + r * 0.45, y - r * 0.25), round(r * 0.85))


def draw_players(canvas, rows: list[ScoreRow], match: Match, cult: str, rect: pygame.Rect, columns=COLUMNS) -> None:
    """One row per player, best first: plants + potion + spirits − penalties = total, the
    winners marked with a star; the heading names the cult that scored. `columns`: each
    column's title and right edge (x from rect.x)."""
    head = theme.INK_SOFT
    name_x = rect.x + 30
    y = rect.y
    theme.draw_text(canvas, _("Player"), (name_x, y), 13, head, "bold")
    for title, right in columns:
        theme.draw_text(canvas, _(title), (rect.x + right, y), 13, head, "bold", "topright")
    y += 19
    best = max(r.total for r in rows)
    ranked = sorted(rows, key=lambda r: (-r.total, r.player))
    step = 27 if len(rows) > 4 else 31
    # a name reaches up to the first column's title, where its numbers begin too (a winner's
    # leaves room for the star); every name at one size
    first = rect.x + columns[0][1] - theme.text_font(13, "bold").size(_(columns[0][0]))[0]
    rooms = {r.player: first - 10 - name_x - (22 if r.total == best else 0) for r in rows}
    size = one_size([(name(match.seats[p].name), room) for p, room in rooms.items()], 16, 12)
    for k, row in enumerate(ranked):
        band = pygame.Rect(rect.x - 10, y, rect.w + 10, step - 3)
        won = row.total == best
        pygame.draw.rect(canvas, WIN_FILL if won else ROW_FILLS[k % 2], band, border_radius=8)
        cy = band.centery
        draw_seat_disc(canvas, (rect.x + 10, cy), _colour(match, row.player))
        said = shortened(name(match.seats[row.player].name), size, rooms[row.player])
        shown = theme.draw_text(canvas, said, (name_x, cy), size, theme.INK, "bold", "midleft")
        if won:
            theme.draw_text(canvas, "★", (shown.right + 6, cy), 16, theme.ACCENT_DARK, "bold", "midleft")
        penalty = -row.penalty_points
        cells = (
            str(row.plant_points),
            f"+ {row.potion_points}",
            f"+ {row.spirit_points}",
            f"− {penalty}",
            str(row.total).replace("-", "−"),
        )
        draw_sum_cells(canvas, rect, cy, columns, cells)
        y += step


def _card_chip(canvas, x: int, cy: int, text: str, fill, ink=theme.INK) -> int:
    """A small rounded label; returns the x after it."""
    surf = theme.text_surface(text, 12, ink, "sans")
    box = pygame.Rect(x, cy - 9, surf.get_width() + 10, 18)
    pygame.draw.rect(canvas, fill, box, border_radius=5)
    pygame.draw.rect(canvas, theme.shade(fill, 0.75), box, 1, border_radius=5)
    canvas.blit(surf, (x + 5, cy - surf.get_height() // 2))
    return box.right + 4


def draw_cards(canvas, rows: list[ScoreRow], match: Match, cult: str, rect: pygame.Rect, flowing: bool = False) -> None:
    """Per player what scored: the plant cards with their values, potions, spirits, and what
    cost points; then the other cards held, in small print. `flowing` (the narrow body):
    equal chips counted ("Raute 15 ×2") and everything flowing on as many lines as the
    player's row holds."""
    draw_cult_mark(canvas, (rect.x + 8, rect.y + 7), cult, 7)
    theme.draw_text(
        canvas,
        _("What scored: only the Sun cult's cards count")
        if cult == "sun"
        else _("What scored: only the Moon cult's cards count"),
        (rect.x + 22, rect.y),
        13,
        theme.INK_SOFT,
        "bold",
    )
    top = rect.y + 22
    row_h = min(50, (rect.bottom - top) // max(1, len(rows)))
    light = theme.shade(CULT_RGB[cult], 1.0)
    fill = tuple(min(255, c + (255 - c) * 2 // 3) for c in light)
    heights = [row_h] * len(rows)
    if flowing:  # each row as high as its lines, while all of them fit
        lines = [
            _flow_row(None, _row_chips(row, fill), hand_text(match.state, row.player), 0, 0, rect.w - 32, 999)
            for row in rows
        ]
        if sum(n * FLOW_LINE + FLOW_GAP for n in lines) <= rect.bottom - top:
            heights = [n * FLOW_LINE + FLOW_GAP for n in lines]
    y = top
    for k, row in enumerate(rows):
        row_h = heights[k]
        cy = y + 10
        draw_seat_disc(canvas, (rect.x + 9, cy), _colour(match, row.player), 8)
        x = rect.x + 24
        right = rect.right - 8
        chips = _row_chips(row, fill)
        y += row_h
        if flowing:
            _flow_row(canvas, chips, hand_text(match.state, row.player), x, y - row_h, right, row_h)
            continue
        if not chips:
            theme.draw_text(canvas, _("nothing"), (x, cy), 12, theme.INK_SOFT, "sans", "midleft")
        for text, colour in chips:
            if x > right - 60:
                break
            x = _card_chip(canvas, x, cy, text, colour)
        rest = hand_text(match.state, row.player)
        if rest and row_h >= 36:
            size, line = theme.fit_line(
                _("also held: {cards}").format(cards=rest), 11, rect.w - 30, "sans", smallest=11
            )
            theme.draw_text(canvas, line, (rect.x + 24, cy + 13), size, theme.INK_SOFT, "sans")


#: The narrow body's rows of what scored: a line of chips, and the room under a row's last.
FLOW_LINE, FLOW_GAP = 21, 5


def _row_chips(row: ScoreRow, fill) -> list[tuple[str, object]]:
    """A player's chips of what scored (text, fill): plants, potions, spirits, penalties."""
    chips = [(f"{CARDS[c].name} {v}", fill) for c, v in row.plants]
    chips += [(_("potion +30"), fill)] * row.potions
    chips += [(_("Sun spirit +10") if CULT_OF[s] == "sun" else _("Moon spirit +10"), fill) for s in row.spirits]
    bad = (232, 196, 196)
    chips += [("Tollkirsche −20", bad)] * row.nightshades
    if row.morrigan:
        chips.append((_("the Morrigan −20"), bad))
    return chips


def _flow_row(canvas, chips, rest: str, x0: int, y: int, right: int, height: int) -> int:
    """One player's row of the narrow body: the chips (text, fill), equal ones counted, then
    "also held: …", flowing on lines of FLOW_LINE px within `height`. Returns how many lines
    it took; `canvas` None only counts them."""
    counted: list[tuple[str, object, int]] = []
    for text, fill in chips:
        if counted and counted[-1][0] == text:
            counted[-1] = (text, fill, counted[-1][2] + 1)
        else:
            counted.append((text, fill, 1))
    line_h, lines = FLOW_LINE, max(1, height // FLOW_LINE)
    x, line = x0, 0
    if not counted:
        if canvas is not None:
            theme.draw_text(canvas, _("nothing"), (x, y + 10), 12, theme.INK_SOFT, "sans", "midleft")
        x = x0 + theme.text_font(12).size(_("nothing"))[0] + 12
    for text, fill, n in counted:
        label = text if n == 1 else f"{text} ×{n}"
        width = theme.text_font(12).size(label)[0] + 14
        if x + width > right and x > x0:
            line, x = line + 1, x0
        if line >= lines:
            return lines
        x = _card_chip(canvas, x, y + 10 + line * line_h, label, fill) if canvas is not None else x + width
    if rest:
        said = _("also held: {cards}").format(cards=rest)
        for word_line in theme.wrap(said, 11, right - x0):
            if x > x0 and theme.text_font(11).size(word_line)[0] > right - x:
                line, x = line + 1, x0
            if line >= lines:
                return lines
            if canvas is not None:
                theme.draw_text(canvas, word_line, (x, y + 10 + line * line_h), 11, theme.INK_SOFT, "sans", "midleft")
            line, x = line + 1, x0
    return line + (1 if x > x0 else 0)


def draw_vote(canvas, record: VoteRecord, match: Match, rect: pygame.Rect, stacked: bool = False) -> None:
    """The vote round by round: each voter's votes and cult, the spirits' own votes (the
    count less the casts), the count; a final tie and who decided it. `stacked`: the rounds
    one under the other (a narrow column), else side by side."""
    if record.why == "fifth piece":
        title = _("The vote (five pieces on the Place of Decision)")
    elif record.why == "forty rounds":
        title = _("The vote (forty rounds passed)")
    else:
        title = _("The vote")
    if stacked:  # a narrow column: the title on as many lines as it takes
        step = theme.text_font(13, "bold").get_linesize()
        heads = theme.wrap(title, 13, rect.w, "bold")[:2]
        for i, line in enumerate(heads):
            theme.draw_text(canvas, line, (rect.x, rect.y + i * step), 13, theme.INK_SOFT, "bold")
        y = rect.y + step * len(heads) + 5
    else:
        theme.draw_text(canvas, title, (rect.x, rect.y), 13, theme.INK_SOFT, "bold")
        y = rect.y + 22
    if not record.rounds:
        theme.draw_text(canvas, _("No vote was held."), (rect.x, y), 15, theme.INK_SOFT)
        return
    shown = record.rounds[-2:]  # the first round and the tie round, side by side
    won = ""
    if record.cult:
        sun = record.cult == "sun"
        if record.decided_by >= 0:
            said = (
                _("The Sun cult won: {who} decided the tie") if sun else _("The Moon cult won: {who} decided the tie")
            )
            won = said.format(who=dative(match.seats[record.decided_by].name))
        else:
            won = _("The Sun cult won") if sun else _("The Moon cult won")
    if stacked:
        lines = theme.wrap(won, 15, rect.w, "bold")[:2] if won else []
        line_h = theme.text_font(15, "bold").get_linesize()
        each = (rect.bottom - y - line_h * len(lines) - 4) // len(shown)
        for rnd in shown:
            y = _draw_round(canvas, rnd, match, pygame.Rect(rect.x, y, rect.w, each), min_step=18)
        for i, line in enumerate(lines):
            theme.draw_text(canvas, line, (rect.x, y + i * line_h), 15, CULT_RGB[record.cult], "bold")
        return
    width = rect.w // len(shown)
    bottom = y
    for k, rnd in enumerate(shown):
        bottom = max(
            bottom,
            _draw_round(canvas, rnd, match, pygame.Rect(rect.x + k * width, y, width - 12, rect.bottom - y - 24)),
        )
    if won:
        size, line = theme.fit_line(won, 15, rect.w, "bold", smallest=12)
        theme.draw_text(canvas, line, (rect.x, min(bottom + 4, rect.bottom - 20)), size, CULT_RGB[record.cult], "bold")


def _draw_round(canvas, rnd, match: Match, rect: pygame.Rect, min_step: int = 15) -> int:
    """One round of the vote in `rect`: its casts (a row each, at least `min_step` px), the
    spirits' own votes and the count; returns the y under it."""
    title = _("Tie round: one vote a piece") if rnd.tie_round else _("First round")
    theme.draw_text(canvas, title, (rect.x, rect.y), 13, theme.INK, "bold")
    y = rect.y + 20
    step = max(min_step, min(21, (rect.h - 72) // max(1, len(rnd.casts))))
    votes_x = rect.x + max(120, rect.w - 112)
    room = votes_x - rect.x - 44
    size = one_size([(name(seat.name), room) for seat in match.seats], 14, 11, "sans")  # each round's the same
    for player, cult, votes in rnd.casts:
        cy = y + step // 2
        draw_seat_disc(canvas, (rect.x + 9, cy), _colour(match, player), min(8, step // 2 - 1))
        said = shortened(name(match.seats[player].name), size, room, "sans")
        theme.draw_text(canvas, said, (rect.x + 24, cy), size, theme.INK, "sans", "midleft")
        draw_cult_mark(canvas, (votes_x - 12, cy), cult, 7)
        given = _("{n} for the Sun") if cult == "sun" else _("{n} for the Moon")
        theme.draw_text(canvas, given.format(n=votes), (votes_x, cy), 14, theme.INK, "sans", "midleft")
        y += step
    own = {c: getattr(rnd, c) - sum(v for _p, cc, v in rnd.casts if cc == c) for c in ("sun", "moon")}
    if own["sun"] or own["moon"]:
        said = _("spirits on the Place: Sun {sun}, Moon {moon}").format(sun=own["sun"], moon=own["moon"])
        if theme.text_font(13).size(said)[0] > rect.w - 24:  # a narrow column
            said = _("the spirits: Sun {sun}, Moon {moon}").format(sun=own["sun"], moon=own["moon"])
        size, said = theme.fit_line(said, 13, rect.w - 24, "sans", smallest=11)
        theme.draw_text(canvas, said, (rect.x + 24, y + 9), size, theme.INK_SOFT, "sans", "midleft")
        y += 20
    for k, cult in enumerate(("sun", "moon")):
        cx = rect.x + 14 + k * 120
        draw_cult_mark(canvas, (cx, y + 14), cult, 9)
        theme.draw_text(
            canvas,
            (_("Sun {n}") if cult == "sun" else _("Moon {n}")).format(n=getattr(rnd, cult)),
            (cx + 16, y + 14),
            17,
            theme.INK,
            "bold",
            "midleft",
        )
    return y + 32

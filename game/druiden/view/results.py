"""The results panel of Die Druiden: per player the winning cult's plants, potions, spirits
and the penalties adding up to the total; under it each player's cards that scored, and the
vote round by round (who gave how many votes to the Sun or the Moon, the spirits' own votes,
the count, a tie decided).

Every number comes from game.druiden.tally (the rules' values); colours and names from the
match's seats.
"""

from __future__ import annotations

import pygame

from game.core.match import Match
from game.druiden.rules.cards import CARDS
from game.druiden.rules.pieces import SPIRIT_TITLES
from game.druiden.tally import ScoreRow, VoteRecord, hand_text, score_row, vote_record
from game.ui import theme
from game.ui.results import draw_sum_cells

SUN_RGB = (222, 164, 40)
MOON_RGB = (96, 118, 176)
CULT_RGB = {"sun": SUN_RGB, "moon": MOON_RGB}
CULT_TITLE = {"sun": "Sun", "moon": "Moon"}
WIN_FILL, ROW_FILLS = (246, 228, 178), ((236, 226, 204), (244, 236, 218))
COLUMNS = (("plants", 300), ("+ potion", 380), ("+ spirits", 460), ("− penalties", 560), ("= total", 636))


class DruidenResults:
    """The results panel (game.ui.results.ResultsPanel): the players' sums at the top left
    beside the score chart; the scoring cards and the vote across the width under them."""

    chart = "scores"

    def __init__(self, match: Match) -> None:
        self.match = match
        state = match.state
        self.cult = state.cult or "sun"
        self.rows: list[ScoreRow] = [score_row(state, p, self.cult) for p in range(state.players)]
        self.vote: VoteRecord = vote_record(match)
        self.tally = (self.rows, self.vote)

    def reason(self) -> str:
        totals = sorted((r.total for r in self.rows), reverse=True)
        text = " to ".join(str(t).replace("-", "−") for t in totals)
        last = self.vote.rounds[-1] if self.vote.rounds else None
        if last is None:
            return f"{text} points"
        return f"{text} points; the vote {CULT_TITLE['sun']} {last.sun}, {CULT_TITLE['moon']} {last.moon}"

    def draw(self, canvas, rect: pygame.Rect) -> None:
        top = pygame.Rect(rect.x, rect.y, 640, 165)
        draw_players(canvas, self.rows, self.match, self.cult, top)
        below = pygame.Rect(rect.x, rect.y + 176, rect.w, rect.h - 176)
        half = below.w // 2 - 10
        draw_cards(canvas, self.rows, self.match, self.cult, pygame.Rect(below.x, below.y, half, below.h))
        draw_vote(canvas, self.vote, self.match, pygame.Rect(below.x + half + 20, below.y, half, below.h))


def _colour(match: Match, player: int):
    return match.spec.colours[match.seats[player].colour]


def draw_seat_disc(canvas, centre, colour, r: int = 9) -> None:
    """A player's mark: a disc in their colour with their letter (colour is not the only
    signal)."""
    pygame.draw.circle(canvas, (0, 0, 0, 60), (centre[0] + 1, centre[1] + 2), r)
    pygame.draw.circle(canvas, colour.rgb, centre, r)
    pygame.draw.circle(canvas, (90, 82, 72), centre, r, 1)
    ink = theme.INK if sum(colour.rgb) > 420 else theme.INK_LIGHT
    theme.draw_text(canvas, colour.letter, centre, max(9, r), ink, "bold", "center")


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


def draw_players(canvas, rows: list[ScoreRow], match: Match, cult: str, rect: pygame.Rect) -> None:
    """One row per player, best first: plants + potion + spirits − penalties = total, the
    winners marked with a star; the heading names the cult that scored."""
    head = theme.INK_SOFT
    name_x = rect.x + 30
    y = rect.y
    theme.draw_text(canvas, "Player", (name_x, y), 13, head, "bold")
    for title, right in COLUMNS:
        theme.draw_text(canvas, title, (rect.x + right, y), 13, head, "bold", "topright")
    y += 19
    best = max(r.total for r in rows)
    ranked = sorted(rows, key=lambda r: (-r.total, r.player))
    step = 27 if len(rows) > 4 else 31
    for k, row in enumerate(ranked):
        band = pygame.Rect(rect.x - 10, y, rect.w + 10, step - 3)
        won = row.total == best
        pygame.draw.rect(canvas, WIN_FILL if won else ROW_FILLS[k % 2], band, border_radius=8)
        cy = band.centery
        draw_seat_disc(canvas, (rect.x + 10, cy), _colour(match, row.player))
        room = rect.x + COLUMNS[0][1] - 60 - name_x - (22 if won else 0)
        size, name = theme.fit_line(match.seats[row.player].name, 16, room, smallest=12)
        shown = theme.draw_text(canvas, name, (name_x, cy), size, theme.INK, "bold", "midleft")
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
        draw_sum_cells(canvas, rect, cy, COLUMNS, cells)
        y += step


def _card_chip(canvas, x: int, cy: int, text: str, fill, ink=theme.INK) -> int:
    """A small rounded label; returns the x after it."""
    surf = theme.text_surface(text, 12, ink, "sans")
    box = pygame.Rect(x, cy - 9, surf.get_width() + 10, 18)
    pygame.draw.rect(canvas, fill, box, border_radius=5)
    pygame.draw.rect(canvas, theme.shade(fill, 0.75), box, 1, border_radius=5)
    canvas.blit(surf, (x + 5, cy - surf.get_height() // 2))
    return box.right + 4


def draw_cards(canvas, rows: list[ScoreRow], match: Match, cult: str, rect: pygame.Rect) -> None:
    """Per player what scored: the plant cards with their values, potions, spirits, and what
    cost points; then the other cards held, in small print."""
    draw_cult_mark(canvas, (rect.x + 8, rect.y + 7), cult, 7)
    theme.draw_text(
        canvas,
        f"What scored: only the {CULT_TITLE[cult]} cult's cards count",
        (rect.x + 22, rect.y),
        13,
        theme.INK_SOFT,
        "bold",
    )
    top = rect.y + 22
    row_h = min(50, (rect.bottom - top) // max(1, len(rows)))
    light = theme.shade(CULT_RGB[cult], 1.0)
    fill = tuple(min(255, c + (255 - c) * 2 // 3) for c in light)
    for k, row in enumerate(rows):
        y = top + k * row_h
        cy = y + 10
        draw_seat_disc(canvas, (rect.x + 9, cy), _colour(match, row.player), 8)
        x = rect.x + 24
        right = rect.right - 8
        chips = [f"{CARDS[c].name} {v}" for c, v in row.plants]
        chips += ["potion +30"] * row.potions
        chips += [f"{SPIRIT_TITLES[s]} +10" for s in row.spirits]
        bad = [("Tollkirsche −20", (232, 196, 196))] * row.nightshades
        if row.morrigan:
            bad.append(("the Morrigan −20", (232, 196, 196)))
        if not chips and not bad:
            theme.draw_text(canvas, "nothing", (x, cy), 12, theme.INK_SOFT, "sans", "midleft")
        for text in chips:
            if x > right - 60:
                break
            x = _card_chip(canvas, x, cy, text, fill)
        for text, colour in bad:
            if x > right - 60:
                break
            x = _card_chip(canvas, x, cy, text, colour)
        rest = hand_text(match.state, row.player)
        if rest and row_h >= 36:
            size, line = theme.fit_line(f"also held: {rest}", 11, rect.w - 30, "sans", smallest=11)
            theme.draw_text(canvas, line, (rect.x + 24, cy + 13), size, theme.INK_SOFT, "sans")


def draw_vote(canvas, record: VoteRecord, match: Match, rect: pygame.Rect) -> None:
    """The vote round by round: each voter's votes and cult, the spirits' own votes (the
    count less the casts), the count; a final tie and who decided it."""
    why = {"fifth piece": "five pieces on the Place of Decision", "forty rounds": "forty rounds passed"}.get(
        record.why, ""
    )
    theme.draw_text(canvas, f"The vote ({why})" if why else "The vote", (rect.x, rect.y), 13, theme.INK_SOFT, "bold")
    y = rect.y + 22
    if not record.rounds:
        theme.draw_text(canvas, "No vote was held.", (rect.x, y), 15, theme.INK_SOFT)
        return
    shown = record.rounds[-2:]  # the first round and the tie round, side by side
    width = rect.w // len(shown)
    bottom = y
    for k, rnd in enumerate(shown):
        bottom = max(
            bottom,
            _draw_round(canvas, rnd, match, pygame.Rect(rect.x + k * width, y, width - 12, rect.bottom - y - 24)),
        )
    if record.cult:
        won = f"The {CULT_TITLE[record.cult]} cult won"
        if record.decided_by >= 0:
            won += f": {match.seats[record.decided_by].name} decided the tie"
        size, line = theme.fit_line(won, 15, rect.w, "bold", smallest=12)
        theme.draw_text(canvas, line, (rect.x, min(bottom + 4, rect.bottom - 20)), size, CULT_RGB[record.cult], "bold")


def _draw_round(canvas, rnd, match: Match, rect: pygame.Rect) -> int:
    """One round of the vote in `rect`: its casts, the spirits' own votes and the count;
    returns the y under it."""
    title = "Tie round: one vote a piece" if rnd.tie_round else "First round"
    theme.draw_text(canvas, title, (rect.x, rect.y), 13, theme.INK, "bold")
    y = rect.y + 20
    step = max(15, min(21, (rect.h - 72) // max(1, len(rnd.casts))))
    votes_x = rect.x + max(120, rect.w - 112)
    for player, cult, votes in rnd.casts:
        cy = y + step // 2
        draw_seat_disc(canvas, (rect.x + 9, cy), _colour(match, player), min(8, step // 2 - 1))
        size, name = theme.fit_line(match.seats[player].name, 14, votes_x - rect.x - 44, "sans", smallest=11)
        theme.draw_text(canvas, name, (rect.x + 24, cy), size, theme.INK, "sans", "midleft")
        draw_cult_mark(canvas, (votes_x - 12, cy), cult, 7)
        theme.draw_text(canvas, f"{votes} for the {CULT_TITLE[cult]}", (votes_x, cy), 14, theme.INK, "sans", "midleft")
        y += step
    own = {c: getattr(rnd, c) - sum(v for _p, cc, v in rnd.casts if cc == c) for c in ("sun", "moon")}
    if own["sun"] or own["moon"]:
        theme.draw_text(
            canvas,
            f"spirits on the Place: Sun {own['sun']}, Moon {own['moon']}",
            (rect.x + 24, y + 9),
            13,
            theme.INK_SOFT,
            "sans",
            "midleft",
        )
        y += 20
    for k, cult in enumerate(("sun", "moon")):
        cx = rect.x + 14 + k * 120
        draw_cult_mark(canvas, (cx, y + 14), cult, 9)
        theme.draw_text(
            canvas, f"{CULT_TITLE[cult]} {getattr(rnd, cult)}", (cx + 16, y + 14), 17, theme.INK, "bold", "midleft"
        )
    return y + 32

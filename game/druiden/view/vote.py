"""The vote on the Die Druiden table: over the dimmed rings the Sun on the left and the Moon on
the right, each with its running tally; every vote flies to its cult one by one, from the piece
on the Place of Decision that gives it or, for an extra, from the voter's area carrying the
card behind it; the tie round clears the tallies and counts again; the count lights the winner.

The table keeps one VoteShow, calls `vote_animation(show, events, state, viewer)` with each
action's events (it returns None when they hold nothing of the vote) and adds the result to
its timeline, and draws `show.draw(canvas)` after the board while `show.visible`. The show's
numbers change only in the animation's callbacks, so skipping it leaves exactly the count
the events give. `show.resync(state, record)` sets it from a state and the vote's record
(a game loaded mid-vote, a hand-over).

Cards behind extras are shown to the voter and, once the game is over, to everybody; anyone
else sees face-down "extra" cards (the votes are public, the hand is not).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.core.i18n import _, ngettext
from game.druiden.narrate import cult_name
from game.druiden.rules import events as E
from game.druiden.rules.cards import CARDS
from game.druiden.rules.pieces import CULT_OF
from game.druiden.speech import name
from game.druiden.tally import VotePart, VoteRecord, cast_parts, public_parts, spirit_parts
from game.ui import anim, drawn, theme

from . import art
from .results import CULT_RGB, draw_cult_mark

FLIGHT = 0.6  # seconds a vote flies (at speed 1: Normal)
TICK = 0.16  # seconds between two votes counted from one token that carries several
REST = 0.35  # seconds a landed vote rests before the next one leaves
EMBLEM_R = 40
CARD_BACK = (92, 70, 120)


@dataclass
class Token:
    """One vote in flight: where it is, whose colour and letter, and the card it carries
    ("" for none; "?" face down)."""

    pos: tuple[float, float]
    rgb: tuple[int, int, int]
    letter: str
    card: str = ""


def disc_radius(layout) -> float:
    """The radius of the vote's veil round the board's centre: the rings and the clock's
    numbered stones round them lie wholly under it (none shows half veiled)."""
    if not layout.ring_radius:
        return 226.0
    clock = 0.0
    if getattr(layout, "field_xy", None):
        rim = (layout.ring_radius[-1] + max(layout.field_radius) + layout.meadow) / 2 + 1
        clock = rim + max(art.hour_stone_radius(layout, h) for h in range(1, 13)) + 3
    return max(layout.ring_radius[-1] + 26, clock)


class VoteShow:
    """What the vote shows now. `seats` are (rgb, letter) per rules player, `names` their
    names; geometry comes from the table's DruidenLayout (its centre, rings, Place of Decision
    and the players' areas)."""

    def __init__(self, layout, seats: list[tuple[tuple[int, int, int], str]], names: list[str]) -> None:
        self.seats, self.names = seats, names
        self.place(layout)
        self.visible = False
        self.tie_round = False
        self.tally = {"sun": 0, "moon": 0}
        self.casts: list[tuple[int, str, int]] = []  # this round's, in order
        self.flying: list[Token] = []
        self.caption = ""
        self.first_round: dict[str, int] | None = None  # its count, during the tie round
        self.winner = ""
        self.glow = {"sun": 0.0, "moon": 0.0}

    def place(self, layout) -> None:
        """Takes its geometry from `layout` (the table moved to another layout)."""
        self.layout = layout
        cx, cy = layout.centre
        self.disc = (cx, cy, disc_radius(layout))
        reach = layout.ring_radius[-1] if layout.ring_radius else 200.0
        gap = reach * 0.55
        self.pan = {"sun": (cx - gap, cy - reach * 0.08), "moon": (cx + gap, cy - reach * 0.08)}

    # --- the state it shows ---------------------------------------------------------------
    def resync(self, state, record: VoteRecord | None = None) -> None:
        """Shows the vote of `state` as it stands (nothing when no vote is under way). The
        state keeps only the count: `record` (tally.vote_record of the match) gives this
        round's casts and, in the tie round, the first round's count."""
        vote = state.vote
        self.flying.clear()
        self.visible = vote is not None
        if vote is None:
            return
        self.tie_round = vote["tie_round"]
        self.tally = {"sun": vote["tally"][0], "moon": vote["tally"][1]}
        self.casts = []
        self.first_round = None
        rounds = record.rounds if record is not None else []
        if rounds and rounds[-1].tie_round == self.tie_round:
            self.casts = list(rounds[-1].casts)
            if self.tie_round and len(rounds) > 1:
                self.first_round = {"sun": rounds[-2].sun, "moon": rounds[-2].moon}
        self.winner = state.cult
        self.caption = _round_title(self.tie_round)

    def source_of(self, part: VotePart, player: int) -> tuple[float, float]:
        """Where a vote starts: its piece on the Place of Decision, else the voter's area."""
        lay = self.layout
        if part.piece >= 0 and part.what in ("druid", "dwarf", "spirit"):
            x, y = lay.decision.center
            a = -math.pi / 2 + 2 * math.pi * (part.piece % 13) / 13
            r = lay.decision.w * 0.26
            return x + r * math.cos(a), y + r * math.sin(a)
        if 0 <= player < len(lay.seat_areas):
            area = lay.seat_areas[player]
            return float(area.right - 20), float(area.centery)
        return float(lay.decision.centerx), float(lay.decision.centery)

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        if not self.visible:
            return
        cx, cy, r = self.disc
        veil = pygame.Surface((int(2 * r) + 2, int(2 * r) + 2), pygame.SRCALPHA)
        pygame.draw.circle(veil, (20, 24, 30, 200), (r + 1, r + 1), r)
        # the rings and their numbers lie, on purpose, under the vote while it shows
        drawn.veiled(canvas, veil.get_rect(topleft=(cx - r - 1, cy - r - 1)))
        canvas.blit(veil, (cx - r - 1, cy - r - 1))
        size, lines = self.title_lines()
        step = theme.text_font(size, "serif").get_linesize()
        top = cy - r * 0.72 - step * (len(lines) - 1) / 2
        for i, line in enumerate(lines):
            theme.draw_text(canvas, line, (cx, top + i * step), size, theme.INK_LIGHT, "serif", "center")
        if self.tie_round and self.first_round:
            earlier = _("First round: Sun {sun}, Moon {moon}, a tie").format(
                sun=self.first_round["sun"], moon=self.first_round["moon"]
            )
            below = top + (len(lines) - 1) * step + 24
            theme.draw_text(canvas, earlier, (cx, below), 13, theme.INK_LIGHT, "sans", "center")
        for cult, (px, py) in self.pan.items():
            self._draw_pan(canvas, cult, (px, py))
        self._draw_casts(canvas, (cx, cy + r * 0.42), r * 1.5)
        for token in self.flying:
            _draw_token(canvas, token)

    def title_lines(self) -> tuple[int, list[str]]:
        """The title over the scales (the round, a cast, the count, whose points are counted)
        within the veil: one line from 20 px down, else two lines broken between words (a
        long name goes to the second)."""
        title = self.caption or _round_title(self.tie_round)
        width = int(self.disc[2] * 1.6)
        size, line = theme.fit_line(title, 20, width, "serif", smallest=14)
        if not line.endswith("…"):
            return size, [line]
        head, colon, rest = title.partition(": ")
        if colon:  # "Scoring for the Sun cult:" over "Cunigunde Alber"
            lines = [head + ":", rest]
            for size in (20, 18, 16, 14):
                font = theme.text_font(size, "serif")
                if all(font.size(line)[0] <= width for line in lines):
                    return size, lines
        return theme.fit_title(title, 20, width, "serif", smallest=14)

    def label_rects(self) -> list[pygame.Rect]:
        """Where the vote's words and numbers stand while it shows: its title line, each
        cult's emblem with its name and its tally below, and the row of casts."""
        if not self.visible:
            return []
        cx, cy, r = self.disc
        size, lines = self.title_lines()
        high = theme.text_font(size, "serif").get_linesize() * len(lines)
        out = [pygame.Rect(round(cx - r * 0.8), round(cy - r * 0.72 - high / 2), round(r * 1.6), round(high))]
        for x, y in self.pan.values():
            out.append(pygame.Rect(round(x - EMBLEM_R), round(y - EMBLEM_R), 2 * EMBLEM_R, 2 * EMBLEM_R + 42))
        if self.casts:
            out.append(pygame.Rect(round(cx - r * 0.75), round(cy + r * 0.42 - 13), round(r * 1.5), 26))
        return out

    def _draw_pan(self, canvas, cult: str, at) -> None:
        x, y = round(at[0]), round(at[1])
        glow = self.glow[cult]
        if glow > 0 or self.winner == cult:
            halo = pygame.Surface((EMBLEM_R * 4, EMBLEM_R * 4), pygame.SRCALPHA)
            strength = 150 if self.winner == cult else round(120 * glow)
            pygame.draw.circle(
                halo, (*theme.HIGHLIGHT, strength), (EMBLEM_R * 2, EMBLEM_R * 2), round(EMBLEM_R * (1.3 + 0.25 * glow))
            )
            canvas.blit(halo, (x - EMBLEM_R * 2, y - EMBLEM_R * 2))
        pygame.draw.circle(canvas, theme.PANEL, (x, y), EMBLEM_R)
        pygame.draw.circle(canvas, theme.shade(CULT_RGB[cult], 0.8), (x, y), EMBLEM_R, 3)
        draw_cult_mark(canvas, (x, y - 4), cult, 22)
        theme.draw_text(canvas, cult_name(cult), (x, y + EMBLEM_R - 12), 12, theme.INK, "bold", "center")
        theme.draw_text(canvas, str(self.tally[cult]), (x, y + EMBLEM_R + 22), 30, theme.INK_LIGHT, "serif", "center")

    def _draw_casts(self, canvas, centre, width: float) -> None:
        """This round's casts so far, one chip each: the voter's mark, votes and cult."""
        if not self.casts:
            return
        chip_w = min(92.0, width / len(self.casts))
        x0 = centre[0] - chip_w * len(self.casts) / 2
        for k, (player, cult, votes) in enumerate(self.casts):
            x = x0 + k * chip_w + chip_w / 2
            rgb, letter = self.seats[player]
            box = pygame.Rect(0, 0, chip_w - 6, 26)
            box.center = (round(x), round(centre[1]))
            pygame.draw.rect(canvas, theme.PANEL, box, border_radius=8)
            pygame.draw.rect(canvas, CULT_RGB[cult], box, 2, border_radius=8)
            _draw_disc(canvas, (box.x + 13, box.centery), rgb, letter, 9)
            draw_cult_mark(canvas, (box.right - 13, box.centery), cult, 7)
            theme.draw_text(canvas, str(votes), (box.centerx + 2, box.centery), 15, theme.INK, "bold", "center")


def _round_title(tie_round: bool) -> str:
    return _("Tie round: one vote a piece") if tie_round else _("The vote: the Sun or the Moon")


def _draw_disc(canvas, centre, rgb, letter: str, r: int) -> None:
    x, y = round(centre[0]), round(centre[1])
    pygame.draw.circle(canvas, (0, 0, 0), (x + 1, y + 2), r)
    pygame.draw.circle(canvas, rgb, (x, y), r)
    pygame.draw.circle(canvas, (60, 54, 46), (x, y), r, 1)
    ink = theme.INK if sum(rgb) > 420 else theme.INK_LIGHT
    theme.draw_text(
        canvas, letter, (x, y), theme.letter_size(letter.rstrip("0123456789"), max(9, r)), ink, "bold", "center"
    )


def _draw_token(canvas, token: Token) -> None:
    x, y = token.pos
    if token.card:
        face_down = token.card == "?"
        surf = theme.text_surface(
            _("extra") if face_down else token.card, 11, theme.INK_LIGHT if face_down else theme.INK, "bold"
        )
        box = pygame.Rect(0, 0, surf.get_width() + 12, 20)
        box.midleft = (round(x) + 8, round(y))
        pygame.draw.rect(canvas, CARD_BACK if face_down else (250, 244, 228), box, border_radius=4)
        pygame.draw.rect(canvas, (60, 54, 46), box, 1, border_radius=4)
        canvas.blit(surf, (box.x + 6, box.centery - surf.get_height() // 2))
    _draw_disc(canvas, (x, y), token.rgb, token.letter, 11)


# --- the animation ------------------------------------------------------------------------------


def _fly(show: VoteShow, token: Token, cult: str, votes: int) -> anim.Anim:
    """One token's flight to `cult`'s pan; as it lands the tally counts its `votes` up one at
    a time, and it rests a moment before the next token may leave."""
    start, end = token.pos, show.pan[cult]
    path = anim.arc(start, end, 60)

    def put(p) -> None:
        token.pos = p

    def begin() -> None:
        show.flying.append(token)

    def land() -> None:
        if token in show.flying:
            show.flying.remove(token)

    def one() -> None:
        show.tally[cult] += 1
        show.glow[cult] = 1.0

    def fade(t: float) -> None:
        show.glow[cult] = 1.0 - t

    counted: list[anim.Anim] = []
    for k in range(votes):
        counted += [anim.call(one)] + ([anim.delay(TICK)] if k + 1 < votes else [])
    return anim.Sequence(
        [
            anim.move(FLIGHT, path, put, ease=anim.ease_in_out_cubic, on_start=begin, on_done=land),
            *counted,
            anim.Tween(REST, fade, ease=anim.linear),
        ]
    )


def one_by_one(flights: list[anim.Anim]) -> anim.Anim:
    """Votes in turn: each lands (and is counted) before the next one leaves."""
    return anim.Sequence(flights)


def _token_for(show: VoteShow, part: VotePart, player: int, reveal: bool) -> Token:
    rgb, letter = show.seats[player] if player >= 0 else ((200, 200, 200), "")
    card = ""
    if part.what == "spirit":
        rgb, letter = CULT_RGB[CULT_OF[part.piece]], ""
    elif part.what == "extra":
        card = "?"
    elif part.card >= 0:
        card = CARDS[part.card].name if reveal else "?"
        if part.what == "potion" and reveal:
            card = _("potion")
        elif part.what == "double" and reveal:
            card = f"{CARDS[part.card].name} ×2"
    if part.votes > 1:
        letter = f"{letter}{part.votes}"
    return Token(show.source_of(part, player), rgb, letter, card)


def _parts(show: VoteShow, state, e: E.VoteCast, viewer: int) -> tuple[list[VotePart], bool]:
    reveal = viewer == e.player or state.is_over()
    parts = cast_parts(state, e.player, e.cult, show.tie_round)
    if sum(p.votes for p in parts) != e.votes:  # never expected: trust the event's number
        return [VotePart("extra", e.votes)] if e.votes else [], False
    return (parts if reveal else public_parts(parts)), reveal


def vote_animation(show: VoteShow, events: list, state, viewer: int) -> anim.Anim | None:
    """The vote's part of one action's `events` (None if they hold none). `state` is the
    position after the action; `viewer` the seat at the screen (-1: nobody in particular)."""
    steps: list[anim.Anim] = []
    for e in events:
        if isinstance(e, E.VoteBegun):
            steps.append(_begin(show, state, e))
        elif isinstance(e, E.VoteCast):
            steps.append(_cast(show, state, e, viewer))
        elif isinstance(e, E.VoteCounted):
            steps.append(_counted(show, e))
        elif isinstance(e, E.CultWon):
            steps.append(_won(show, e))
    return anim.Sequence(steps) if steps else None


def _begin(show: VoteShow, state, e: E.VoteBegun) -> anim.Anim:
    def open_round() -> None:
        show.first_round = dict(show.tally) if e.tie_round else None
        show.visible = True
        show.tie_round = e.tie_round
        show.tally = {"sun": 0, "moon": 0}
        show.casts = []
        show.winner = ""
        show.caption = _round_title(e.tie_round)

    flights = [
        _fly(show, _token_for(show, part, -1, True), cult, part.votes)
        for cult, parts in spirit_parts(state).items()
        for part in parts
    ]
    return anim.Sequence(
        [anim.call(open_round), anim.delay(0.6), one_by_one(flights)]
        if flights
        else [anim.call(open_round), anim.delay(0.5)]
    )


def _cast(show: VoteShow, state, e: E.VoteCast, viewer: int) -> anim.Anim:
    parts, reveal = _parts(show, state, e, viewer)
    who = name(show.names[e.player])
    if not e.votes:
        caption = _("{who}: no votes").format(who=who)
    elif e.cult == "sun":
        caption = ngettext("{who}: {n} vote for the Sun", "{who}: {n} votes for the Sun", e.votes).format(
            who=who, n=e.votes
        )
    else:
        caption = ngettext("{who}: {n} vote for the Moon", "{who}: {n} votes for the Moon", e.votes).format(
            who=who, n=e.votes
        )

    def announce() -> None:
        show.caption = caption

    def record() -> None:
        show.casts.append((e.player, e.cult, e.votes))

    flights = [_fly(show, _token_for(show, part, e.player, reveal), e.cult, part.votes) for part in parts]
    body = one_by_one(flights) if flights else anim.delay(0.5)
    return anim.Sequence([anim.call(announce), anim.delay(0.3), body, anim.call(record), anim.delay(0.25)])


def _counted(show: VoteShow, e: E.VoteCounted) -> anim.Anim:
    def count() -> None:
        show.tally = {"sun": e.sun, "moon": e.moon}
        said = _("Sun {sun}, Moon {moon}: a tie") if e.sun == e.moon else _("Sun {sun}, Moon {moon}")
        show.caption = said.format(sun=e.sun, moon=e.moon)
        if e.sun != e.moon:
            show.winner = "sun" if e.sun > e.moon else "moon"

    return anim.Sequence([anim.call(count), anim.delay(0.9)])


def _won(show: VoteShow, e: E.CultWon) -> anim.Anim:
    def won() -> None:
        show.winner = e.cult
        sun = e.cult == "sun"
        if e.decided_by >= 0:
            said = _("{who} decides: the Sun cult wins") if sun else _("{who} decides: the Moon cult wins")
            text = said.format(who=name(show.names[e.decided_by]))
        else:
            text = _("The Sun cult wins") if sun else _("The Moon cult wins")
        show.caption = text

    return anim.Sequence([anim.call(won), anim.delay(1.0)])


__all__ = ["Token", "VoteShow", "vote_animation"]

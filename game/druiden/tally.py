"""What decided a game of Die Druiden, for the results panel and the vote's animation (no
pygame): each player's points card by card for the winning cult (the rows, and the items the
table counts one by one), where each vote came from, and the vote as it was cast, round by
round.

Every number is the rules' own (rules/vote.py's values and counts); `score_rows` recounts
the totals from the parts, and the tests hold them against `state.scores()`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast

from .rules import events as E
from .rules.cards import (
    BILD,
    CARDS,
    CULTS,
    LUG,
    MISTEL,
    NIGHTSHADE_PENALTY,
    POTION_BONUS,
    TEUTATES,
    TOLLKIRSCHE,
    potions,
)
from .rules.pieces import CULT_OF, DECISION, DRUID, DWARF, MORRIGAN, SPIRIT_COUNT, SPIRIT_POINTS
from .rules.state import DruidenState
from .rules.vote import DRUID_VOTES, MORRIGAN_PENALTY


@dataclass(frozen=True)
class ScoreRow:
    """One player's points if `cult` won: plants (card kind, value) and their sum, complete
    potions and their bonus, controlled spirits of the cult, Tollkirschen and the Morrigan."""

    player: int
    plants: tuple[tuple[int, int], ...]  # (card kind, points), one per card, highest first
    plant_points: int
    potions: int
    potion_points: int  # POTION_BONUS per complete potion (its plants count under plants)
    spirits: tuple[int, ...]  # the cult's spirits the player controls
    spirit_points: int
    nightshades: int
    nightshade_points: int  # negative
    morrigan: bool
    morrigan_points: int  # negative or 0

    @property
    def penalty_points(self) -> int:
        return self.nightshade_points + self.morrigan_points

    @property
    def total(self) -> int:
        return self.plant_points + self.potion_points + self.spirit_points + self.penalty_points


def score_row(state, player: int, cult: str) -> ScoreRow:
    """`player`'s points if `cult` wins, part by part (read from the full state: meant for a
    finished game, when every hand is laid open)."""
    hand = state.hands[player]
    plants = tuple(
        sorted(
            ((c.index, c.value) for c in CARDS if c.cult == cult for _ in range(hand[c.index])),
            key=lambda p: (-p[1], p[0]),
        )
    )
    brewed = potions(hand, cult)
    spirits = tuple(s for s in range(SPIRIT_COUNT) if state.owner[s] == player and CULT_OF[s] == cult)
    morrigan = state.owner[MORRIGAN] == player
    return ScoreRow(
        player=player,
        plants=plants,
        plant_points=sum(v for _c, v in plants),
        potions=brewed,
        potion_points=POTION_BONUS * brewed,
        spirits=spirits,
        spirit_points=SPIRIT_POINTS * len(spirits),
        nightshades=hand[TOLLKIRSCHE],
        nightshade_points=NIGHTSHADE_PENALTY * hand[TOLLKIRSCHE],
        morrigan=morrigan,
        morrigan_points=MORRIGAN_PENALTY if morrigan else 0,
    )


@dataclass(frozen=True)
class ScoreItem:
    """One thing that scores, in the order the table counts them: "plant" (`card` its kind),
    "potion" (a complete potion's bonus, `card` the Mistel), "spirit" (`piece` the spirit),
    "nightshade" (`card` the Tollkirsche) or "morrigan" (`piece` the Morrigan)."""

    what: str
    points: int
    card: int = -1
    piece: int = -1


def score_items(row: ScoreRow) -> list[ScoreItem]:
    """`row`'s points one card or spirit at a time: plants highest first, each complete
    potion's bonus, the spirits, then the penalties. They add up to `row.total`."""
    items = [ScoreItem("plant", value, kind) for kind, value in row.plants]
    items += [ScoreItem("potion", POTION_BONUS, MISTEL)] * row.potions
    items += [ScoreItem("spirit", SPIRIT_POINTS, -1, s) for s in row.spirits]
    items += [ScoreItem("nightshade", NIGHTSHADE_PENALTY, TOLLKIRSCHE)] * row.nightshades
    if row.morrigan:
        items.append(ScoreItem("morrigan", row.morrigan_points, -1, MORRIGAN))
    return items


# --- where votes come from ------------------------------------------------------------------


@dataclass(frozen=True)
class VotePart:
    """Votes from one source: `what` is "druid", "dwarf" (the Dwarf King's chosen vote),
    "spirit" (a Sun or Moon spirit's own vote), "potion", "card" (Magisches Bild) or
    "double" (Teutates or Lug doubling `piece`). `card` is the card kind behind it (-1: a
    piece), `piece` the piece it comes from or doubles (-1: none)."""

    what: str
    votes: int
    card: int = -1
    piece: int = -1


def spirit_parts(state) -> dict[str, list[VotePart]]:
    """The votes the Sun and Moon spirits on the Place of Decision give their own cults
    ({"sun": [...], "moon": [...]}); in either round one each."""
    out: dict[str, list[VotePart]] = {c: [] for c in CULTS}
    for s in range(SPIRIT_COUNT):
        if state.pos[s] == DECISION and CULT_OF[s] and state.owner[s] >= 0:
            out[CULT_OF[s]].append(VotePart("spirit", 1, -1, s))
    return out


def cast_parts(state, seat: int, cult: str, tie_round: bool) -> list[VotePart]:
    """Where `seat`'s cast for `cult` comes from (the rules' free votes, spirits' own votes
    aside): the druid and the Dwarf King on the Place, then (first round only) each complete
    potion, each Magisches Bild and each Teutates or Lug doubling one of the seat's spirits
    of that cult, or the Dwarf King, on the Place. Reads the seat's hand: show the cards to
    others only where they may know them."""
    pos, owner, hand = state.pos, state.owner, state.hands[seat]
    parts: list[VotePart] = []
    if pos[DRUID + seat] == DECISION:
        parts.append(VotePart("druid", 1 if tie_round else DRUID_VOTES, -1, DRUID + seat))
    dwarf_there = pos[DWARF] == DECISION and owner[DWARF] == seat
    if dwarf_there:
        parts.append(VotePart("dwarf", 1, -1, DWARF))
    if tie_round:
        return parts
    for c in CULTS:
        parts += [VotePart("potion", 1, MISTEL)] * potions(hand, c)
    parts += [VotePart("card", 1, BILD)] * hand[BILD]
    doubled = [s for s in range(SPIRIT_COUNT) if pos[s] == DECISION and owner[s] == seat and CULT_OF[s] == cult]
    if dwarf_there:
        doubled.append(DWARF)
    spells = [TEUTATES] * hand[TEUTATES] + [LUG] * hand[LUG]
    parts += [VotePart("double", 1, card, piece) for card, piece in zip(spells, doubled)]
    return parts


def public_parts(parts: list[VotePart]) -> list[VotePart]:
    """The parts as somebody who may not see the hand knows them: the pieces' votes, and the
    extras as one face-down part ("extra", card -1)."""
    shown = [p for p in parts if p.card < 0]
    extra = sum(p.votes for p in parts if p.card >= 0)
    return shown + ([VotePart("extra", extra)] if extra else [])


# --- the vote as it happened ----------------------------------------------------------------


@dataclass
class VoteRound:
    """One round: whose votes went where, the spirits' own votes, and the count."""

    tie_round: bool
    casts: list[tuple[int, str, int]] = field(default_factory=list)  # (player, cult, votes)
    sun: int = 0
    moon: int = 0


@dataclass
class VoteRecord:
    """The whole vote: why it was held, its rounds, the winning cult and who broke a final
    tie (-1: nobody)."""

    why: str = ""
    rounds: list[VoteRound] = field(default_factory=list)
    cult: str = ""
    decided_by: int = -1

    def take(self, events: list) -> None:
        """Adds what `events` tell of the vote."""
        for e in events:
            if isinstance(e, E.VoteBegun):
                self.why = self.why or e.why
                self.rounds.append(VoteRound(e.tie_round))
            elif isinstance(e, E.VoteCast) and self.rounds:
                self.rounds[-1].casts.append((e.player, e.cult, e.votes))
            elif isinstance(e, E.VoteCounted) and self.rounds:
                self.rounds[-1].sun, self.rounds[-1].moon = e.sun, e.moon
            elif isinstance(e, E.CultWon):
                self.cult, self.decided_by = e.cult, e.decided_by


def vote_record(match) -> VoteRecord:
    """The vote of a finished (or running) match, read from its events by replaying it."""
    from game.core.match import Match

    record = VoteRecord()
    replay = Match(match.game_id, match.seats, match.seed, match.position)
    for text in match.actions:
        events = replay.play(replay.state.parse_action(text))
        if cast(DruidenState, replay.state).vote is not None:
            record.take(events)
    return record


def hand_text(state, player: int) -> str:
    """The cards a finished game's player held that count for neither side's plants, e.g.
    "Mistel, Nebel ×2" (for the results' small print)."""
    hand = state.hands[player]
    rest = [(CARDS[c].name, n) for c, n in enumerate(hand) if n and not CARDS[c].cult and c != TOLLKIRSCHE]
    return ", ".join(name + (f" ×{n}" if n > 1 else "") for name, n in rest)


__all__ = [
    "ScoreItem",
    "ScoreRow",
    "VotePart",
    "VoteRecord",
    "VoteRound",
    "cast_parts",
    "hand_text",
    "public_parts",
    "score_items",
    "score_row",
    "spirit_parts",
    "vote_record",
]

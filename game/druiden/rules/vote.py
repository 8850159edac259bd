"""The vote on the winning cult and the final scoring (this edition's rulings).

First round: a druid on the Place of Decision gives its owner 3 votes for a cult of their
choice, the Dwarf King there 1 vote for its controller's cult of choice, each Sun or Moon spirit
there 1 vote for its own cult. Extras count for every player, on the Place or not: +1 per
complete potion, +1 per Magisches Bild, and each Teutates or Lug doubles one of the player's own
spirits on the Place (a spirit of the chosen cult, or the Dwarf King). A player casts all their
free votes for one cult. Tie: a second round where each piece on the Place has 1 vote (druids
and the Dwarf King for their controller's choice, spirits for their own cult, no extras); still
tied: the player who brought the fifth piece decides.
"""

from __future__ import annotations

from .cards import BILD, CARDS, CULTS, LUG, MOON, NIGHTSHADE_PENALTY, POTION_BONUS, SUN, TEUTATES, TOLLKIRSCHE, potions
from .pieces import CULT_OF, DECISION, DRUID, DWARF, MORRIGAN, SPIRIT_COUNT, SPIRIT_POINTS

#: the round after which the vote comes whatever stands on the Place of Decision (this
#: edition's ruling for a game that would not end)
MAX_ROUNDS = 40
DRUID_VOTES = 3
MORRIGAN_PENALTY = -20


def spirit_votes(pos, owner) -> list[int]:
    """Votes the Sun and Moon spirits on the Place give their own cults: [sun, moon]."""
    tally = [0, 0]
    for s in range(SPIRIT_COUNT):
        if pos[s] == DECISION and CULT_OF[s] and owner[s] >= 0:
            tally[CULTS.index(CULT_OF[s])] += 1
    return tally


def free_votes(pos, owner, hand, seat: int, cult: int, tie_round: bool) -> int:
    """What `seat` adds for cult index `cult` by its decision (spirits' own votes aside)."""
    druid_there = pos[DRUID + seat] == DECISION
    dwarf_there = pos[DWARF] == DECISION and owner[DWARF] == seat
    if tie_round:
        return int(druid_there) + int(dwarf_there)
    votes = DRUID_VOTES * druid_there + dwarf_there
    votes += potions(hand, SUN) + potions(hand, MOON) + hand[BILD]
    doublable = dwarf_there + sum(
        1 for s in range(SPIRIT_COUNT) if pos[s] == DECISION and owner[s] == seat and CULT_OF[s] == CULTS[cult]
    )
    return votes + min(hand[TEUTATES] + hand[LUG], doublable)


def voters(pos, owner, sizes, order, tie_round: bool) -> tuple[int, ...]:
    """The players in `order` who cast votes: in the first round everyone with a druid or the
    Dwarf King on the Place or any card in hand (hand sizes are public, so who votes tells
    nothing about the cards); in the tie round only those with such a piece there."""

    def piece_there(p: int) -> bool:
        return pos[DRUID + p] == DECISION or (pos[DWARF] == DECISION and owner[DWARF] == p)

    return tuple(p for p in order if piece_there(p) or (not tie_round and sizes[p] > 0))


def points(pos, owner, hand, seat: int, cult: str) -> int:
    """`seat`'s final points if `cult` wins: its plants, +30 per complete potion (60 in all),
    10 per spirit of the cult it controls, −20 per Tollkirsche, −20 for holding the Morrigan."""
    total = sum(hand[c.index] * c.value for c in CARDS if c.cult == cult)
    total += POTION_BONUS * potions(hand, cult)
    total += SPIRIT_POINTS * sum(1 for s in range(SPIRIT_COUNT) if owner[s] == seat and CULT_OF[s] == cult)
    total += NIGHTSHADE_PENALTY * hand[TOLLKIRSCHE]
    if owner[MORRIGAN] == seat:
        total += MORRIGAN_PENALTY
    return total


def winners(scores: list[int]) -> list[int]:
    best = max(scores)
    return [p for p, s in enumerate(scores) if s == best]

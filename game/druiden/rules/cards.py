"""The 40-card deck of this edition as a multiset: card kinds by index, counts, cults, values.

A hand, the draw stack and the discard pile are each a list of counts indexed by card kind
(never an order: a draw is a chance step over the counts, see state.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.i18n import _

SUN, MOON = "sun", "moon"
CULTS = (SUN, MOON)


@dataclass(frozen=True)
class Card:
    index: int
    name: str
    count: int  # copies in the deck
    kind: str  # "plant", "mistletoe", "nightshade" or "spell"
    cult: str = ""  # plants only
    value: int = 0  # plants only: points when its cult wins


CARDS: tuple[Card, ...] = (
    Card(0, "Johanniskraut", 3, "plant", SUN, 5),
    Card(1, "Wilder Rosmarin", 3, "plant", SUN, 10),
    Card(2, "Raute", 2, "plant", SUN, 15),
    Card(3, "Beifuß", 3, "plant", MOON, 5),
    Card(4, "Eisenkraut", 3, "plant", MOON, 10),
    Card(5, "Alraune", 2, "plant", MOON, 15),
    Card(6, "Mistel", 4, "mistletoe"),
    Card(7, "Tollkirsche", 3, "nightshade"),
    Card(8, "Teutates", 2, "spell"),
    Card(9, "Lug", 2, "spell"),
    Card(10, "Magisches Bild", 3, "spell"),
    Card(11, "Bannspruch", 6, "spell"),
    Card(12, "Nebel", 4, "spell"),
)
KINDS = len(CARDS)
DECK: tuple[int, ...] = tuple(c.count for c in CARDS)
DECK_SIZE = sum(DECK)  # 40
HAND_START = 2
HAND_LIMIT = 7

MISTEL, TOLLKIRSCHE, TEUTATES, LUG, BILD, BANNSPRUCH, NEBEL = 6, 7, 8, 9, 10, 11, 12
#: The three plants of each cult's potion, 5, 10 and 15 points.
POTION = {SUN: (0, 1, 2), MOON: (3, 4, 5)}
POTION_BONUS = 30  # the Mistel's printed bonus, only in a complete potion
NIGHTSHADE_PENALTY = -20


def _key(name: str) -> str:
    return " ".join(name.replace("-", " ").replace("ß", "ss").lower().split())


_BY_NAME = {_key(c.name): c.index for c in CARDS}


def card_index(name: str) -> int:
    """The kind index of a card named `name` (case, hyphens and ß/ss do not matter);
    ValueError listing the names when there is none."""
    index = _BY_NAME.get(_key(name))
    if index is None:
        names = ", ".join(c.name for c in CARDS)
        raise ValueError(f"there is no card '{name}' (the cards: {names})")
    return index


def potions(hand: list[int], cult: str) -> int:
    """How many complete potions of `cult` the hand holds (5, 10, 15 plants and a Mistel each)."""
    a, b, c = POTION[cult]
    return min(hand[a], hand[b], hand[c], hand[MISTEL])


def counts_text(counts) -> str:
    """A multiset as readable text: "Raute ×2, Mistel"."""
    return ", ".join(CARDS[i].name + (f" ×{n}" if n > 1 else "") for i, n in enumerate(counts) if n) or _("no cards")

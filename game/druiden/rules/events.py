"""What Die Druiden's `apply` reports, for the table to animate (never inferred by diffing).

Players are rules seats, fields board indices, pieces as in pieces.py, cards kind indices;
a card of -1 is face down (visible_events hides cards a seat may not see). Events are
read-only slotted records (cheaper to make than frozen dataclasses; a playout makes many).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class TurnBegan:
    player: int
    round: int


@dataclass(slots=True)
class CardDrawn:
    """`player` drew `card` from the stack (-1: face down to this seat); `why` is "deal",
    "plant", "dwarf" or "magic"."""

    player: int
    card: int
    why: str


@dataclass(slots=True)
class StackReshuffled:
    """The discard pile became the draw stack (`cards` cards)."""

    cards: int


@dataclass(slots=True)
class NothingToDraw:
    """A card was due but the stack and the discard pile are both empty."""

    player: int


@dataclass(slots=True)
class DruidEntered:
    """The druid left the centre onto the druid's foot `field` (the first turn)."""

    player: int
    field: int


@dataclass(slots=True)
class DiceRolled:
    player: int
    faces: tuple[str, str]


@dataclass(slots=True)
class DieRerolled:
    """Nebel: die `die` (0 or 1) was rolled again and shows `face`."""

    player: int
    die: int
    face: str


@dataclass(slots=True)
class SpellPlayed:
    """`player` played the spell `card` face up onto the discard pile."""

    player: int
    card: int


@dataclass(slots=True)
class MovementChosen:
    """Two rings: `magic` True for magic movement, False for the symbols inside the rings."""

    player: int
    magic: bool


@dataclass(slots=True)
class PieceMoved:
    """`piece` went along `path` (fields, start first) with one die's `move`."""

    player: int
    piece: int
    move: int
    path: tuple[int, ...]


@dataclass(slots=True)
class PieceEnteredDecision:
    """`piece` landed on the druid's foot `field` and went on to the Place of Decision, where
    `count` pieces now stand."""

    piece: int
    field: int
    count: int


@dataclass(slots=True)
class DieLost:
    """No piece could use die `die` (or only one piece may move): it is not used."""

    player: int
    die: int


@dataclass(slots=True)
class SpiritSummoned:
    player: int
    spirit: int
    field: int


@dataclass(slots=True)
class SpiritBanished:
    """`spirit` left `field` for the Place of the Spirits; `former` lost it (-1: nobody)."""

    player: int
    spirit: int
    field: int
    former: int


@dataclass(slots=True)
class SpiritControlled:
    """`player` took control of `spirit` from `former` (its spirit card changes hands)."""

    player: int
    spirit: int
    former: int


@dataclass(slots=True)
class SpiritMagicMoved:
    """Magic movement: `spirit` was set from `source` onto `field`."""

    player: int
    spirit: int
    source: int
    field: int


@dataclass(slots=True)
class ExchangeDemanded:
    player: int
    victim: int
    count: int


@dataclass(slots=True)
class TheftBegun:
    """The Morrigan, set onto the field of `victim`'s druid, steals `count` cards for `thief`."""

    thief: int
    victim: int
    count: int


@dataclass(slots=True)
class ActionForbidden:
    """`victim` played Bannspruch: `player`'s `what` ("summon", "banish", "control",
    "exchange", "theft") does not happen."""

    victim: int
    player: int
    what: str


@dataclass(slots=True)
class CardTaken:
    """`taker` drew `card` face down from `victim`'s hand (-1: unseen by this seat)."""

    taker: int
    victim: int
    card: int


@dataclass(slots=True)
class CardGiven:
    giver: int
    receiver: int
    card: int


@dataclass(slots=True)
class CardDiscarded:
    """Face up onto the discard pile (the hand limit)."""

    player: int
    card: int


@dataclass(slots=True)
class VoteBegun:
    """`why` is "fifth piece" or "forty rounds"; players vote in `order`."""

    why: str
    order: tuple[int, ...]
    tie_round: bool


@dataclass(slots=True)
class VoteCast:
    """`player` gave `votes` to `cult` (spirits' own votes included)."""

    player: int
    cult: str
    votes: int


@dataclass(slots=True)
class VoteCounted:
    sun: int
    moon: int
    tie_round: bool


@dataclass(slots=True)
class CultWon:
    """`cult` wins; `decided_by` is the player who broke a final tie, else -1."""

    cult: str
    decided_by: int


@dataclass(slots=True)
class GameEnded:
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str

"""What the table shows beyond the board: the hands as the seat at the screen may know them,
kept in step with the card events as they are animated, beside the board painter's
BoardModel (pieces, dice, stack and discard counts). Built from one seat's observation, so
it never holds a card that seat may not see; `viewer` says whose knowledge it is. A display
model as game.ui.display_model says: `apply(e)` changes the hands as the card event `e`
says when its card lands (HANDS); the board's motion moves the board model itself."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.by_event import ByEvent
from game.druiden.rules import events as E
from game.ui.display_model import EventModel

from . import painting
from .model import BoardModel


class TableModel(EventModel):
    """`board`: the board's model; `hands[p]`: card counts of seat p known to `viewer` (only
    the viewer's own); `unknown[p]`: p's cards the viewer cannot see."""

    def __init__(self, state, viewer: int | None, seats) -> None:
        self.board = BoardModel.from_state(state, seats)
        self.resync(state, viewer)

    def resync(self, state, viewer: int | None = None) -> None:
        """As EventModel.resync, from `viewer`'s observation of `state`."""
        seen = state.observation(viewer if viewer is not None else -1)
        self.viewer = viewer
        self.players = state.players
        self.board.resync(seen)
        self.hands = [list(h) for h in seen.hands]
        self.unknown = list(seen.hidden)

    def matches(self, state) -> bool:
        """True when the table shows what the viewer may know of `state` (after every
        animation): the board, the viewer's own hand card by card, every hand's size."""
        seen = state.observation(self.viewer if self.viewer is not None else -1)
        sizes = [sum(seen.hands[p]) + seen.hidden[p] for p in range(seen.players)]
        own = self.viewer is None or self.hands[self.viewer] == list(seen.hands[self.viewer])
        return self.board.matches(seen) and own and [self.hand_size(p) for p in range(self.players)] == sizes

    @property
    def version(self) -> int:
        """The board model's version: what a cached drawing of the table keys on."""
        return self.board.version

    @version.setter
    def version(self, value: int) -> None:
        self.board.version = value

    # --- the board's answers -------------------------------------------------------------------
    @property
    def pos(self) -> list[int]:
        return self.board.pos

    @property
    def owner(self) -> list[int]:
        return self.board.owner

    def spot(self, lay, piece: int) -> tuple[float, float]:
        """Where `piece` is drawn now (in flight: where its flight is)."""
        return painting.piece_point(lay, self.board, piece)

    # --- the hands -------------------------------------------------------------------------------
    def hand_size(self, p: int) -> int:
        return sum(self.hands[p]) + self.unknown[p]

    def _gain(self, p: int, card: int) -> None:
        if card >= 0 and p == self.viewer:
            self.hands[p][card] += 1
        else:
            self.unknown[p] += 1

    def _lose(self, p: int, card: int) -> None:
        if card >= 0 and self.hands[p][card] > 0:
            self.hands[p][card] -= 1
        elif self.unknown[p] > 0:
            self.unknown[p] -= 1


#: What each kind of card event does to the hands: (model, event) → None, the hands changed.
HANDS: ByEvent[Callable[[TableModel, Any], None]] = ByEvent("display model")
# the hands do not change; the board model (pieces, dice, the stack's and discard pile's counts)
# changes as the motion plays these (motion.py)
HANDS.passes(
    E.TurnBegan,
    E.StackReshuffled,
    E.NothingToDraw,
    E.DruidEntered,
    E.DiceRolled,
    E.DieRerolled,
    E.MovementChosen,
    E.PieceMoved,
    E.PieceEnteredDecision,
    E.DieLost,
    E.SpiritSummoned,
    E.SpiritBanished,
    E.SpiritControlled,
    E.SpiritMagicMoved,
    E.ExchangeDemanded,
    E.TheftBegun,
    E.ActionForbidden,
    E.VoteBegun,
    E.VoteCast,
    E.VoteCounted,
    E.CultWon,
    E.GameEnded,
)


@HANDS.on(E.CardDrawn)
def _drawn(model: TableModel, e: E.CardDrawn) -> None:
    model._gain(e.player, e.card)


@HANDS.on(E.SpellPlayed, E.CardDiscarded)
def _discarded(model: TableModel, e: E.SpellPlayed | E.CardDiscarded) -> None:
    model._lose(e.player, e.card)


@HANDS.on(E.CardTaken)
def _taken(model: TableModel, e: E.CardTaken) -> None:
    model._lose(e.victim, e.card)
    model._gain(e.taker, e.card)


@HANDS.on(E.CardGiven)
def _given(model: TableModel, e: E.CardGiven) -> None:
    model._lose(e.giver, e.card)
    model._gain(e.receiver, e.card)


TableModel.APPLY = HANDS

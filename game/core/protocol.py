"""The one protocol every game's rules implement, and the error an illegal action raises.

AI, hot-seat flow, tutorials, saves and tests depend only on this protocol (OpenSpiel's
`State` is the model). Rules modules never import pygame.

Chance (a die roll, a card draw, a card taken blindly) is a step of its own, as OpenSpiel's
chance nodes: `current_player()` is CHANCE, `chance_outcomes()` lists every outcome as an
action with its probability, and the outcome is applied like any action. A state never
draws randomness itself and holds no generator; game.core.chance picks the outcomes.
"""

from __future__ import annotations

from typing import Any, Hashable, Protocol, Self, Sequence, runtime_checkable

from .i18n import _

#: current_player() at a chance step: the next action is an outcome of chance_outcomes().
CHANCE = -2
#: current_player() and whose_turn() once the game is over.
TERMINAL = -1


def as_sentence(clause: str) -> str:
    """A rules clause ("all seven columns are complete") as the sentence end_reason() gives
    ("All seven columns are complete."); "" stays ""."""
    return f"{clause[:1].upper()}{clause[1:]}." if clause else ""


class IllegalAction(ValueError):
    """Raised by `apply` for an action the rules do not allow; names the action and the reason."""

    def __init__(self, action: object, reason: str) -> None:
        super().__init__(_("illegal action '{action}': {reason}").format(action=action, reason=reason))
        self.action = action
        self.reason = reason


class BadNotation(ValueError):
    """Raised when a text cannot be read as an action of the game."""


class BadPosition(ValueError):
    """Raised when a starting position (scenario or save) breaks the game's material or shape."""


@runtime_checkable
class GameState(Protocol):
    """A game in progress. Actions are frozen, hashable values whose str() is their notation."""

    @property
    def game_id(self) -> str: ...

    @property
    def num_players(self) -> int: ...

    def current_player(self) -> int:
        """The seat to decide next; CHANCE when the next step is chance; TERMINAL (-1) once
        the game is over."""

    def whose_turn(self) -> int:
        """The seat whose turn it is (it may differ from current_player(): a decision taken
        out of turn, a chance step during someone's turn); TERMINAL once the game is over."""

    def legal_actions(self) -> Sequence[Hashable]:
        """Every legal action for the current player, in a deterministic order; at a chance
        step exactly the outcomes of chance_outcomes(), in the same order."""

    def chance_outcomes(self) -> Sequence[tuple[Hashable, float]]:
        """At a chance step every outcome as (action, probability), the probabilities summing
        to 1, in a deterministic order; [] at any other step."""

    def why_illegal(self, action: Hashable) -> str | None:
        """None if the action is legal now, else a reason a player can read."""

    def apply(self, action: Hashable) -> list[Any]:
        """Plays the action (a decision or a chance outcome) and returns the events that
        happened, in order, as the whole truth (see visible_events).

        Raises IllegalAction (the state is unchanged) if the action is not legal now."""

    def visible_events(self, events: list[Any], seat: int) -> list[Any]:
        """The events of one `apply` as `seat` may see them: what that seat may not know is
        replaced (another player's drawn card face down, a hidden value unknown). seat -1 is a
        spectator who sees only what is public. A game without secrets returns `events`."""

    def is_over(self) -> bool: ...

    def end_reason(self) -> str:
        """Once the game is over, one sentence for the players saying why it ended ("All
        seven columns are complete."); "" while it runs."""

    def scores(self) -> list[int]:
        """Points per player as they stand now (final once the game is over)."""

    def winners(self) -> list[int]:
        """Players who win (several on a shared victory); empty while the game runs."""

    def observation(self, seat: int) -> Self:
        """A playable copy with everything that seat cannot know removed or replaced; it holds
        no generator and nothing that predicts the next roll or draw."""

    def clone(self) -> Self: ...

    def parse_action(self, text: str) -> Hashable:
        """Reads an action (a chance outcome too) from its notation; raises BadNotation."""

    def to_json(self) -> dict:
        """The position as plain JSON data (for the scenario tool and tests)."""

"""The one protocol every game's rules implement, and the error an illegal action raises.

AI, hot-seat flow, tutorials, saves and tests depend only on this protocol (OpenSpiel's
`State` is the model). Rules modules never import pygame.
"""

from __future__ import annotations

from typing import Any, Hashable, Protocol, Sequence, runtime_checkable


class IllegalAction(ValueError):
    """Raised by `apply` for an action the rules do not allow; names the action and the reason."""

    def __init__(self, action: object, reason: str) -> None:
        super().__init__(f"illegal action '{action}': {reason}")
        self.action = action
        self.reason = reason


class BadNotation(ValueError):
    """Raised when a text cannot be read as an action of the game."""


class BadPosition(ValueError):
    """Raised when a starting position (scenario or save) breaks the game's material or shape."""


@runtime_checkable
class GameState(Protocol):
    """A game in progress. Actions are frozen, hashable values whose str() is their notation."""

    game_id: str

    @property
    def num_players(self) -> int: ...

    def current_player(self) -> int:
        """The player to decide next, or -1 when the game is over."""

    def legal_actions(self) -> Sequence[Hashable]:
        """Every legal action for the current player, in a deterministic order."""

    def why_illegal(self, action: Hashable) -> str | None:
        """None if the action is legal now, else a reason a player can read."""

    def apply(self, action: Hashable) -> list[Any]:
        """Plays the action and returns the events that happened, in order.

        Raises IllegalAction (the state is unchanged) if the action is not legal now."""

    def is_over(self) -> bool: ...

    def scores(self) -> list[int]:
        """Points per player as they stand now (final once the game is over)."""

    def winners(self) -> list[int]:
        """Players who win (several on a shared victory); empty while the game runs."""

    def observation(self, seat: int) -> GameState:
        """A copy with everything that seat cannot know removed or replaced."""

    def clone(self) -> GameState: ...

    def parse_action(self, text: str) -> Hashable:
        """Reads an action from its notation; raises BadNotation."""

    def to_json(self) -> dict:
        """The position as plain JSON data (for the scenario tool and tests)."""

"""What every computer player asks first: which actions are legal, and whether there is any
choice to make at all."""

from __future__ import annotations

from typing import Hashable

from game.core.protocol import GameState


def legal_or_only(observation: GameState) -> tuple[list[Hashable], Hashable | None]:
    """(the legal actions, the only one when there is exactly one, else None). Raises
    ValueError when there is none: the game is over, nobody has a move to choose."""
    actions = list(observation.legal_actions())
    if not actions:
        raise ValueError("no legal action: the game is over")
    return actions, actions[0] if len(actions) == 1 else None

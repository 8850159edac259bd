"""Computer players for every game in the box: one entry point, levels by name.

    choose(game_id, level, observation, seed) -> action
    agent(game_id, level, seed).choose(observation) -> action

Levels are "random", "easy", "normal" and "hard". "random" is the same for every game (a
uniformly random legal action); the others come from the game's own AI module, which its
manifest names (`GameSpec.ai`) and whose `make_agent(level, seed)` returns an agent. A computer
player only ever sees the observation it is handed, never the true state. Same seed, same
observation: same action.
"""

from __future__ import annotations

from typing import Any, Hashable, Protocol

from game.core import registry
from game.core.protocol import GameState

from .random_agent import RandomAgent

LEVELS = ("random", "easy", "normal", "hard")


class Agent(Protocol):
    def choose(self, observation: GameState) -> Hashable: ...


def games_with_ai() -> list[str]:
    """Game ids that have computer players beyond "random", in registry order."""
    return [g for g in registry.game_ids() if registry.get(g).ai is not None]


def agent(game_id: str, level: str, seed: int = 0) -> Any:
    """A computer player for `game_id` at `level`, seeded; raises ValueError for unknown names."""
    if level not in LEVELS:
        raise ValueError(f"unknown computer level '{level}' (known: {', '.join(LEVELS)})")
    if level == "random":
        return RandomAgent(seed)
    module = registry.get(game_id).ai if game_id in registry.game_ids() else None
    if module is None:
        raise ValueError(f"no computer players for game '{game_id}' (known: {', '.join(games_with_ai())})")
    return registry.load(module).make_agent(level, seed)


def choose(game_id: str, level: str, observation: GameState, seed: int = 0) -> Hashable:
    """One legal action for the player to move in `observation`."""
    return agent(game_id, level, seed).choose(observation)

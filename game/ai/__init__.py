"""Computer players for every game in the box: one entry point, levels by name.

    choose(game_id, level, observation, seed) -> action
    agent(game_id, level, seed).choose(observation) -> action

Levels are "random", "easy", "normal" and "hard". "random" is the same for every game (a
uniformly random legal action); the others come from the game's own AI module, listed in
`_GAME_AI` as "package.module" whose `make_agent(level, seed)` returns an agent. A computer
player only ever sees the observation it is handed, never the true state. Same seed, same
observation: same action.
"""

from __future__ import annotations

import importlib
from typing import Any, Hashable, Protocol

from game.core.protocol import GameState

from .random_agent import RandomAgent

LEVELS = ("random", "easy", "normal", "hard")

#: Game id -> module with make_agent(level, seed). Dolmen and Druiden add theirs here.
_GAME_AI: dict[str, str] = {
    "tholos": "game.tholos.ai",
    "dolmen": "game.dolmen.ai",
    "dolmengoetter": "game.dolmen.ai",
}


class Agent(Protocol):
    def choose(self, observation: GameState) -> Hashable: ...


def games_with_ai() -> list[str]:
    """Game ids that have computer players beyond "random"."""
    return list(_GAME_AI)


def agent(game_id: str, level: str, seed: int = 0) -> Any:
    """A computer player for `game_id` at `level`, seeded; raises ValueError for unknown names."""
    if level not in LEVELS:
        raise ValueError(f"unknown computer level '{level}' (known: {', '.join(LEVELS)})")
    if level == "random":
        return RandomAgent(seed)
    if game_id not in _GAME_AI:
        raise ValueError(
            f"no computer players for game '{game_id}' (known: {', '.join(_GAME_AI)})")
    return importlib.import_module(_GAME_AI[game_id]).make_agent(level, seed)


def choose(game_id: str, level: str, observation: GameState, seed: int = 0) -> Hashable:
    """One legal action for the player to move in `observation`."""
    return agent(game_id, level, seed).choose(observation)

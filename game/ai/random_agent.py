"""The uniformly random computer player: any game, any legal action, all equally likely."""

from __future__ import annotations

import random
from typing import Hashable

from game.core.protocol import GameState

from .choices import legal_or_only


class RandomAgent:
    """Picks uniformly among `observation.legal_actions()`; seeded, so replays repeat."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: GameState) -> Hashable:
        actions, _only = legal_or_only(observation)
        return actions[self.rng.randrange(len(actions))]

"""The one driver that picks chance outcomes (die rolls, card draws) for every game.

A state never draws randomness itself: at a chance step it lists its outcomes with their
probabilities (protocol.GameState.chance_outcomes) and whoever plays the game asks this
module which one happens. In a match the outcome at action index k comes from a generator
derived only from (match seed, k), so a replay, an undo or a save replays the same rolls,
and a save simply records each outcome's notation among the actions. A scenario or a
tutorial dictates an outcome by writing it as an action instead.
"""

from __future__ import annotations

import random
from typing import Hashable, Sequence

from .protocol import CHANCE, GameState
from .rng import Rng


def generator(seed: int, index: int) -> Rng:
    """The generator for the chance step at action index `index` of a match with `seed`:
    depends on nothing else (not on earlier draws), so any step can be redone alone."""
    return Rng(seed).fork(index + 1)


def choose(outcomes: Sequence[tuple[Hashable, float]], u: float) -> Hashable:
    """The outcome whose share of [0, 1) holds `u`, the shares laid out in the listed order.
    Raises ValueError when there is no outcome to choose from."""
    if not outcomes:
        raise ValueError("no chance outcome to choose from: this is not a chance step")
    total = 0.0
    for action, probability in outcomes:
        total += probability
        if u < total:
            return action
    # u beyond a sum that rounding left just short of 1: the last outcome that can happen
    return next(action for action, probability in reversed(outcomes) if probability > 0)


def outcome(state: GameState, seed: int, index: int) -> Hashable:
    """The outcome of the chance step now due in `state`, which is action `index` of a match
    with `seed`. Raises ValueError when no chance step is due."""
    if state.current_player() != CHANCE:
        raise ValueError("no chance step is due: a player decides now")
    return choose(state.chance_outcomes(), generator(seed, index).random())


def sample(state: GameState, rnd: random.Random) -> Hashable:
    """An outcome of the chance step now due, drawn with `rnd` by the outcomes' probabilities
    (for playouts and searches that keep their own generator, not a match's)."""
    return choose(state.chance_outcomes(), rnd.random())

"""Another possible truth for a Dolmen-family position, for the computer players' no-peeking
tests: the same observation for one seat, different hidden values for its rivals."""

from __future__ import annotations

import random

from game.dolmen.rules.state import DolmenState


def redealt(state: DolmenState, seat: int, rng: random.Random) -> DolmenState:
    """A copy of the true state in which every rival of `seat` has their hidden dolmen values
    (stacked and held; scored ones have left the stacks and are public) shuffled among those
    stones: another possible truth with the same counts."""
    other = state.clone()
    for p in range(state.players):
        if p == seat:
            continue
        spots = [(c, i) for c, stack in enumerate(other.stacks)
                 for i, (o, _v) in enumerate(stack) if o == p]
        values = [other.stacks[c][i][1] for c, i in spots]
        values += [v for v in (1, 2, 3, 4) for _ in range(other.supply[p][v])]
        first = values[:len(spots)]
        for _ in range(20):  # another truth where there is one (not every shuffle differs)
            rng.shuffle(values)
            if values[:len(spots)] != first:
                break
        for (c, i), v in zip(spots, values):
            stack = list(other.stacks[c])
            stack[i] = (p, v)
            other.stacks[c] = tuple(stack)
        held = [0, 0, 0, 0, 0]
        for v in values[len(spots):]:
            held[v] += 1
        other.supply[p] = held
    other.forget_legal()
    return other

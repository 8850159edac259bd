"""Hidden dolmen values: one seat's observation, and sampling the unknowns back (ISMCTS).

Each player's dolmen values, in front of them and on the board, are known only to them until
the game ends and the stacks are scored (then every value is turned over, so the observation
of a finished game hides nothing). In Die Dolmengötter a completed circle's scoring turns its
stones over at once: they leave the board into `scored_dolmens`, values public.

An observation is a playable state from the seat's knowledge: another player's stacked
stones keep owner and position with value 0 (unknown); the stones in front of them keep
their count in `supply[p][0]` but no values. When such a player must decide a placement in
the observation, their value choice is the placeholder action `dolmen ?` (a stone of some
value, still unknown, goes on the stack); `skip` keeps its price. Unknown values score 0.
A searcher that wants real values calls `sample_hidden(observation, rng)`, which deals every
unknown player's remaining values at random (uniform over what the seat cannot rule out).

Events: `visible_events` shows a seat another player's dolmen placement with its value
unknown. Tests: `vary_secrets` makes another truth that one seat cannot tell from this one.
"""

from __future__ import annotations

import random
from dataclasses import replace

from .events import DolmenPlaced
from .ruleset import UNKNOWN


def observation(state, seat: int):
    """A copy of `state` with everything `seat` cannot know replaced by unknowns."""
    if not 0 <= seat < state.players:
        raise ValueError(f"seat {seat} is not at this table (0 to {state.players - 1})")
    view = state.clone()
    if state.over:
        return view
    view.observer = seat
    for p in range(state.players):
        if p != seat:
            view.supply[p] = [sum(state.supply[p]), 0, 0, 0, 0]
    view.forget_legal()
    view.stacks = [
        tuple((o, v if o == seat else UNKNOWN) for o, v in stack) if stack else stack for stack in state.stacks
    ]
    return view


def hidden_players(state) -> list[int]:
    """Players with values this state does not know."""
    return [
        p
        for p in range(state.players)
        if state.supply[p][UNKNOWN] or any(o == p and v == UNKNOWN for stack in state.stacks for o, v in stack)
    ]


def sample_hidden(state, rng):
    """A full-knowledge copy: each unknown value is dealt from its owner's starting values
    minus the values of theirs this state already knows, shuffled by `rng` (a game Rng)."""
    full = state.clone()
    start = state.rules.dolmen_values(state.players)
    for p in hidden_players(state):
        pool = list(start)
        for _c, o, v in state.scored_dolmens:
            if o == p:
                pool.remove(v)
        for stack in state.stacks:
            for o, v in stack:
                if o == p and v != UNKNOWN:
                    pool.remove(v)
        for v in (1, 2, 3, 4):
            for _ in range(state.supply[p][v]):
                pool.remove(v)
        rng.shuffle(pool)
        for c, stack in enumerate(full.stacks):
            if any(o == p and v == UNKNOWN for o, v in stack):
                dealt = []
                for o, v in stack:
                    if o == p and v == UNKNOWN:
                        v = pool.pop()
                    dealt.append((o, v))
                full.stacks[c] = tuple(dealt)
        if len(pool) != state.supply[p][UNKNOWN]:
            raise ValueError(f"player {p}'s hidden stones do not match their starting values")
        held = full.supply[p]
        held[UNKNOWN] = 0
        for v in pool:
            held[v] += 1
    full.observer = -1
    full.forget_legal()
    return full


def visible_events(state, events: list, seat: int) -> list:
    """`events` as `seat` sees them: another player's DolmenPlaced (every one, for a
    spectator's seat -1) carries the value UNKNOWN; every other event is public."""
    return [
        replace(e, value=UNKNOWN) if type(e) is DolmenPlaced and e.owner != seat and e.value != UNKNOWN else e
        for e in events
    ]


def vary_secrets(state, seat: int, rng: random.Random):
    """Another possible truth that `seat` cannot tell from `state`: a copy in which every
    other player's hidden dolmen values (stacked and held; scored ones are public) are
    shuffled among those stones, counts unchanged. Once the game is over nothing is hidden
    and the copy is the same position."""
    other = state.clone()
    if state.over:
        return other
    for p in range(state.players):
        if p == seat:
            continue
        spots = [(c, i) for c, stack in enumerate(other.stacks) for i, (o, _v) in enumerate(stack) if o == p]
        values = [other.stacks[c][i][1] for c, i in spots]
        values += [v for v in (1, 2, 3, 4) for _ in range(other.supply[p][v])]
        first = values[: len(spots)]
        for _ in range(20):  # another truth where there is one (not every shuffle differs)
            rng.shuffle(values)
            if values[: len(spots)] != first:
                break
        for (c, i), v in zip(spots, values):
            stack = list(other.stacks[c])
            stack[i] = (p, v)
            other.stacks[c] = tuple(stack)
        held = [0, 0, 0, 0, 0]
        for v in values[len(spots) :]:
            held[v] += 1
        other.supply[p] = held
    other.forget_legal()
    return other

"""The hard Dolmen player's lookahead: my best turns, answered by every rival's best turn.

From the current decision, each legal action is first judged by the whole turn it completes
(ai_turns.plans). The `CANDIDATES` best are then played on: each rival in turn order, up
to `me`'s next druid action, plays the whole turn that looks best to them (max-n, judged by
the same evaluation from their seat, on `me`'s observation: their dolmen values stay
unknown). The candidate whose position after the rivals' replies is best for `me` is
chosen. The work is bounded by the candidate count, so the choice is deterministic; the
wall-clock cap only stops a slow machine from taking longer (the best found so far stands).
"""

from __future__ import annotations

import time

from .ai_eval import evaluate
from .ai_turns import best_turn, finished, plans

#: Candidate actions played on against the rivals' replies (2 players / more players).
CANDIDATES = {2: 8, 3: 5, 4: 4}
#: Wall-clock safety cap for one decision, seconds.
MAX_SECONDS = 0.8


def replies(state, me: int):
    """The position when `me` is next to take a druid action (or the game is over), every
    rival in between having played their best-looking whole turn."""
    while not state.over and not (finished(state) and state.current_player() == me):
        p = state.current_player()
        state = best_turn(state, p, lambda s, p=p: evaluate(s, p))
    return state


def lookahead(state, me: int, rng):
    """The action `me` should take at the current decision."""
    deadline = time.perf_counter() + MAX_SECONDS
    scored = plans(state, me, lambda s: evaluate(s, me))
    order = list(range(len(scored)))
    rng.shuffle(order)  # equal values: the seed decides, so games vary between seeds
    order.sort(key=lambda i: -scored[i][0])
    keep = order[:CANDIDATES.get(state.players, 4)]
    best_value, best_action = None, scored[keep[0]][1]
    for i in keep:
        if time.perf_counter() > deadline:
            break
        _v, action, end = scored[i]
        value = evaluate(replies(end, me), me)
        if best_value is None or value > best_value:
            best_value, best_action = value, action
    return best_action

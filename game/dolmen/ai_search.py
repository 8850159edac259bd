"""The hard Dolmen player's lookahead: my best turns, answered by every rival's best turn.

From the current decision, each legal action is first judged by the whole turn it completes
(ai_turns.plans). The `CANDIDATES` best are then played on for `ROUNDS` rounds: each rival
in turn order, up to `me`'s next druid action, plays the whole turn that looks best to them
(max-n, judged by the same evaluation from their seat), then `me` plays its best next turn,
the rivals answer again, and the position is judged for `me`. All of it runs on `me`'s
observation: rivals' dolmen values stay unknown (their placements in the lookahead are
`dolmen ?`, counted at their expected value). The work is bounded by the candidate count,
so the choice is deterministic; the wall-clock cap only stops a slow machine from taking
longer (the best candidate found so far stands)."""

from __future__ import annotations

import time

from .ai_eval import evaluate
from .ai_turns import best_turn, finish, finished, plans

#: Candidate actions played on against the rivals' replies, by player count.
CANDIDATES = {2: 10, 3: 7, 4: 5}
#: Rounds of (rivals' replies, own next turn) looked at; 1 = the rivals' replies only.
ROUNDS = 2
#: Wall-clock safety cap for one decision, seconds (checked between candidates, so one more
#: candidate's outlook may follow it). Die Dolmengötter's turns branch more (flights, herbs)
#: and reach five players: a lower cap keeps its decisions under a second too.
MAX_SECONDS = 0.8
MAX_SECONDS_GOETTER = 0.55


def replies(state, me: int):
    """The position when `me` is next to take a druid action (or the game is over), every
    rival in between having played their best-looking whole turn."""
    while not state.over and not (finished(state) and state.current_player() == me):
        p = state.current_player()
        state = best_turn(state, p, lambda s, p=p: evaluate(s, p))
    return state


def outlook(state, me: int, rounds: int) -> float:
    """`me`'s evaluation after the rivals' replies, then (rounds > 1) `me`'s own best next
    turn and the replies to it, and so on."""
    state = replies(state, me)
    for _ in range(rounds - 1):
        if state.over:
            break
        state = replies(best_turn(state, me, lambda s: evaluate(s, me)), me)
    return evaluate(state, me)


def outlooks(state, me: int, rng, candidates: int | None = None, rounds: int = ROUNDS) -> list[tuple[float, object]]:
    """(outlook, action) of the candidates worth playing on at the current decision, the
    best-looking turns first (the first always; the rest until the time cap)."""
    cap = MAX_SECONDS_GOETTER if state.rules.flow.herbs_and_flight else MAX_SECONDS
    deadline = time.perf_counter() + cap
    scored = plans(state, me, lambda s: evaluate(s, me))
    order = list(range(len(scored)))
    rng.shuffle(order)  # equal values: the seed decides, so games vary between seeds
    order.sort(key=lambda i: -scored[i][0])
    keep = order[: candidates or CANDIDATES.get(state.players, 4)]
    out: list[tuple[float, object]] = []
    for i in keep:
        if out and time.perf_counter() > deadline:
            break
        _v, action, end = scored[i]
        out.append((outlook(end, me, rounds), action))
    return out


def lookahead(state, me: int, rng, candidates: int | None = None, rounds: int = ROUNDS):
    """The action `me` should take at the current decision: the candidate with the best
    outlook (the first of equals)."""
    best_value, best_action = None, None
    for value, action in outlooks(state, me, rng, candidates, rounds):
        if best_value is None or value > best_value:
            best_value, best_action = value, action
    return best_action


def worth(state, me: int, action, rounds: int = ROUNDS) -> float:
    """The outlook of `action` at the current decision: its turn finished at its best, then
    the rivals' replies (what the hard level weighs each candidate by)."""
    child = state.clone()
    child.apply(action)
    return outlook(finish(child, me, lambda s: evaluate(s, me))[1], me, rounds)

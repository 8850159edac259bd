"""Tholos computer players: easy (greedy with noise), normal (best whole turn), hard (search
with its own judgement of a position, ai_judge.py).

`make_agent(level, seed)` is what game.ai dispatches to. Agents see only the observation
they are handed (Tholos hides nothing, so that is the whole table) and are deterministic for
a seed: the hard level's search is bounded by a node budget, with a wall-clock cap only as a
safety net.
"""

from __future__ import annotations

import random

from game.ai.choices import legal_or_only

from .ai_eval import evaluate, played
from .ai_judge import judge
from .ai_search import search
from .rules.actions import Action
from .rules.state import TholosState

#: Nodes the hard level may visit per decision (on the bench, 0.07 s median and 0.09 s at
#: p95 on one development machine, 0.24 s at p95 on a slower one).
HARD_NODES = 6000
#: Wall-clock safety cap for one hard decision, seconds: far above what the node budget
#: takes, so that only a machine several times slower than usual (a run under a coverage
#: tracer is five times slower) ever reaches it and plays a different move.
HARD_SECONDS = 2.5
#: Easy: how far below the best a move may look and still be picked (points), and how often
#: it picks any sensible move at random.
EASY_SLACK, EASY_WANDER = 2.5, 0.15


def turn_values(state: TholosState) -> list[tuple[float, Action]]:
    """Every legal action with the value of the whole turn it starts, for the player to move.

    A stone of one's own colour may earn a bonus decided by the same player, so that
    follow-up is taken at its best before the position is judged."""
    me = state.player
    out = []
    for action in state.legal_actions():
        after = state.clone()
        after._play(action)
        if not after.over and after.player == me and after.bonus_site >= 0:
            value = max(evaluate(played(after, bonus), me) for bonus in after.legal_actions())
        else:
            value = evaluate(after, me)
        out.append((value, action))
    return out


class TholosAgent:
    """A Tholos computer player of one level; `choose(observation)` returns a legal Action."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, observation: TholosState):
        state = observation
        actions, only = legal_or_only(state)
        if only is not None:
            return only
        if self.level == "hard":
            return search(state, HARD_NODES, HARD_SECONDS, self.rng, judge)
        values = turn_values(state)
        best = max(v for v, _ in values)
        if self.level == "easy":
            if self.rng.random() < EASY_WANDER:
                pool = [a for v, a in values if v > best - 3 * EASY_SLACK]
            else:
                pool = [a for v, a in values if v >= best - EASY_SLACK]
        else:
            pool = [a for v, a in values if v >= best - 1e-9]
        return pool[self.rng.randrange(len(pool))]


def make_agent(level: str, seed: int = 0) -> TholosAgent:
    if level not in ("easy", "normal", "hard"):
        raise ValueError(f"unknown Tholos computer level '{level}'")
    return TholosAgent(level, seed)

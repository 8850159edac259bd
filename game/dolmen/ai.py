"""Dolmen computer players: easy (greedy with noise), normal (best whole turn), hard (lookahead).

The same players play Die Dolmengötter: game.ai dispatches both "dolmen" and "dolmengoetter"
here, and everything below reads the rule set from the observation (`state.rules.flow`): the
evaluation's horizon, scored circles and tie-break (ai_eval.py), the flights and setup
placements worth planning (ai_goetter.py), the hard level's time cap (ai_search.py).

`make_agent(level, seed)` is what game.ai dispatches to. An agent decides from the
observation it is handed and nothing else: rivals' dolmen values there are unknown (0) and
the evaluation counts them at their expected value (ai_eval.py); nothing reads a true
state. Every decision kind is covered: druid action, stone or skip, circle order, dolmen
value or skip (also a passive placement out of turn). Agents are deterministic for a seed:
the hard level's lookahead is bounded by a fixed candidate count, with a wall-clock cap only
as a safety net.
"""

from __future__ import annotations

import random

from game.ai.choices import legal_or_only

from .ai_eval import evaluate
from .ai_search import lookahead
from .ai_turns import plans

#: Easy: how far below the best a plan may look and still be picked (estimated points), and
#: how often it settles for any plan within three times that.
EASY_SLACK, EASY_WANDER = 2.0, 0.2


class DolmenAgent:
    """A Dolmen computer player of one level; `choose(observation)` returns a legal Action."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, observation):
        state = observation
        actions, only = legal_or_only(state)
        if only is not None:
            return only
        me = state.current_player()
        if self.level == "hard" and not state.setting_up():
            # (Dolmengötter's setup round: no stone falls, a lookahead sees nothing more
            # than the placement's own judgement, ai_goetter.setup_bonus)
            return lookahead(state, me, self.rng)
        scored = plans(state, me, lambda s: evaluate(s, me))
        best = max(v for v, _a, _e in scored)
        if self.level == "easy":
            slack = EASY_SLACK * (3 if self.rng.random() < EASY_WANDER else 1)
            pool = [a for v, a, _e in scored if v >= best - slack]
        else:
            pool = [a for v, a, _e in scored if v >= best - 1e-9]
        return pool[self.rng.randrange(len(pool))]


def make_agent(level: str, seed: int = 0) -> DolmenAgent:
    if level not in ("easy", "normal", "hard"):
        raise ValueError(f"unknown Dolmen computer level '{level}'")
    return DolmenAgent(level, seed)

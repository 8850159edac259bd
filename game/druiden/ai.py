"""Die Druiden computer players: easy (short sight with noise), normal (its next two decisions),
hard (its next two decisions over every choice, with the dice's odds for the next roll: what
its pieces may reach, what the rivals' druids may do to it).

`make_agent(level, seed)` is what game.ai dispatches to. An agent decides from the observation
it is handed and nothing else: another hand is only the cards it has seen go there, the rest
counts at the odds of the cards it has not seen (ai_eval.py: the average of every deal
sample_hidden could make); its searches play that observation forward, chance steps weighed
by their odds (ai_search.py). Every decision is covered: entering, normal or magic movement,
moves, Nebel, field actions, Bannspruch, giving back, discarding, the vote and the final tie.
Agents are deterministic for a seed: searches are bounded by depth and beam, never by the
clock.
"""

from __future__ import annotations

import random

from game.ai.choices import legal_or_only

from .ai_eval import points_by_cult
from .ai_search import Search

#: (own decisions deep, beam below the root, the next roll's promise in the evaluation,
#: root decisions searched deeper)
LEVELS = {"easy": (1, 1, False, 1), "normal": (2, 6, False, 12), "hard": (2, 8, True, 30)}
#: Easy: how far below the best a choice may look and still be picked (points of margin),
#: and how often it settles for any choice within three times that.
EASY_SLACK, EASY_WANDER = 4.0, 0.25


class DruidenAgent:
    """A Die Druiden computer player of one level; `choose(observation)` returns a legal
    action for the seat the observation belongs to."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, observation):
        state = observation
        actions, only = legal_or_only(state)
        if only is not None:
            return only
        me = state.current_player()
        if state.phase in ("vote", "decide"):
            return self._vote(state, me, actions)
        depth, beam, plan, root_beam = LEVELS[self.level]
        values = Search(me, depth, beam, plan, root_beam).root_values(state)
        best = max(v for v, _a in values)
        if self.level == "easy":
            slack = EASY_SLACK * (3 if self.rng.random() < EASY_WANDER else 1)
            pool = [a for v, a in values if v >= best - slack]
        else:
            pool = [a for v, a in values if v >= best - 1e-9]
        return pool[self.rng.randrange(len(pool))]

    def _vote(self, state, me: int, actions):
        """For the cult whose victory leaves `me` best placed against the best rival."""
        pts, _worth, _extras = points_by_cult(state, me, walking=False)
        n = state.players

        def margin(cult: int) -> float:
            return pts[me][cult] - max(pts[p][cult] for p in range(n) if p != me)

        if self.level == "easy" and self.rng.random() < EASY_WANDER:
            return actions[self.rng.randrange(len(actions))]
        return max(actions, key=lambda a: (margin(a.a), -a.a))


def make_agent(level: str, seed: int = 0) -> DruidenAgent:
    if level not in LEVELS:
        raise ValueError(f"unknown Die Druiden computer level '{level}'")
    return DruidenAgent(level, seed)

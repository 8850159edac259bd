"""Cut-off judgements for the "ref" reference searcher (tools/reference.py), per game, written
from the rule sheets and apart from the box's computer players: they read only a full state
(the searcher deals what its seat cannot see before it plays a line) and the rules' scoring.

`judge_for(game_id)` gives a function from a running state to each seat's share in [0, 1],
or None where the rules' own points as they stand (`scores()`) are judgement enough.
"""

from __future__ import annotations

import math
from typing import Callable

from game.druiden.rules.pieces import DECISION, DRUID, MORRIGAN, SPIRIT_COUNT
from game.druiden.rules.vote import DRUID_VOTES, MAX_ROUNDS, free_votes, points, spirit_votes

#: Die Druiden: a share is a logistic of the expected lead over the best rival, this many points
#: making it 0.73 (plants score 5 to 15, a spirit 10, a potion 60).
DRUIDEN_LEAD_SCALE = 15.0
#: Die Druiden: votes a druid still on the circles may yet bring to the Place of Decision,
#: counted at this share of its three.
DRUIDEN_DRUID_TO_COME = 0.5
#: Die Druiden: votes of margin that make a cult's victory 0.73 likely.
DRUIDEN_VOTE_SCALE = 1.5
#: Die Druiden: points a piece still walking the circles (the druid, a spirit one commands)
#: may gather per round before the vote (plant fields give cards), for at most two pieces
#: (a turn has two dice).
DRUIDEN_GATHER_PER_ROUND, DRUIDEN_WALKERS_MOST = 1.2, 2
#: Die Druiden: rounds the vote is expected to lie ahead at most (it comes once five pieces
#: stand on the Place of Decision, or after the last round).
DRUIDEN_ROUNDS_AHEAD = 8


def _druiden(state) -> list[float]:
    """Each player's points if the Sun wins and if the Moon wins (the rules' scoring), the
    vote projected from what stands on the Place of Decision and the votes in hand (every
    player for the cult better for them; a druid still walking counted at a share), each
    player's expected points over the two outcomes, and what the pieces still walking may
    gather before the vote."""
    n, pos, owner, hands = state.players, state.pos, state.owner, state.hands
    sun = [points(pos, owner, hands[p], p, "sun") for p in range(n)]
    moon = [points(pos, owner, hands[p], p, "moon") for p in range(n)]
    tally = [float(v) for v in spirit_votes(pos, owner)]
    for p in range(n):
        cult = 0 if sun[p] >= moon[p] else 1
        tally[cult] += free_votes(pos, owner, hands[p], p, cult, False)
        if pos[DRUID + p] != DECISION:
            tally[cult] += DRUIDEN_DRUID_TO_COME * DRUID_VOTES
    p_sun = 1.0 / (1.0 + math.exp(-(tally[0] - tally[1]) / DRUIDEN_VOTE_SCALE))
    expect = [p_sun * sun[p] + (1.0 - p_sun) * moon[p] for p in range(n)]
    on_place = sum(1 for f in pos if f == DECISION)
    ahead = min(MAX_ROUNDS - state.round, DRUIDEN_ROUNDS_AHEAD, 2 * (5 - on_place))
    for p in range(n):
        walking = (0 <= pos[DRUID + p] < DECISION) + sum(
            1 for s in range(SPIRIT_COUNT) if s != MORRIGAN and owner[s] == p and 0 <= pos[s] < DECISION
        )
        expect[p] += DRUIDEN_GATHER_PER_ROUND * max(0, ahead) * min(DRUIDEN_WALKERS_MOST, walking)
    return lead_shares(expect, DRUIDEN_LEAD_SCALE)


def lead_shares(values: list[float], scale: float) -> list[float]:
    """Each seat's share from its value's lead over the best rival's: a logistic, `scale`
    of lead making it 0.73 (ties 0.5)."""
    out = []
    for p, mine in enumerate(values):
        best_rival = max(v for q, v in enumerate(values) if q != p)
        out.append(1.0 / (1.0 + math.exp(-(mine - best_rival) / scale)))
    return out


_JUDGES: dict[str, Callable[[object], list[float]]] = {"druiden": _druiden}


def judge_for(game_id: str) -> Callable[[object], list[float]] | None:
    """The cut-off judgement of `game_id`, or None (then the rules' points as they stand)."""
    return _JUDGES.get(game_id)

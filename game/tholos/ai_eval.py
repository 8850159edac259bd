"""How good a Tholos position looks to a builder: the heuristic the computer players share.

`evaluate(state, player)` is the score margin of the columns as they stand, with columns
still open counted at a discount, plus what the stones in the workshops promise. Finished
games are scored exactly (a win outweighs any heuristic).
"""

from __future__ import annotations

from .rules.material import COLUMN_HEIGHT, GREY
from .rules.scoring import POINTS_GREY, POINTS_OWN, POINTS_RIVAL

#: A win (or loss) outweighs every heuristic sum.
WIN = 10_000

#: What one stone in a workshop promises to its holder, by whose colour it is (own, rival, grey):
#: an own stone wins columns and earns bonuses, a rival stone can go on a column you hold for
#: 3 points, grey can spoil a rival column. Tuned in greedy-vs-greedy matches (400 games each).
SHOP_OWN, SHOP_RIVAL, SHOP_GREY = 2.0, 1.0, 0.3
#: Share of an open column's points counted, by the owner's lead in stones (1, or 2 and more):
#: open columns change hands easily, so they count for little until complete.
OPEN_LEAD_1, OPEN_LEAD_2 = 0.2, 0.5


def _column_margin(stones: list[int]) -> float:
    """White's points minus Black's for one column; open columns weigh less, being contestable."""
    w = stones.count(0)
    b = stones.count(1)
    if w == b:
        return 0.0
    g = len(stones) - w - b
    value: float
    if w > b:
        value = POINTS_OWN * w + POINTS_RIVAL * b + POINTS_GREY * g
    else:
        value = -(POINTS_OWN * b + POINTS_RIVAL * w + POINTS_GREY * g)
    if len(stones) < COLUMN_HEIGHT:
        # A lead of one stone in an open column is easily overturned; a lead of two less so.
        lead = abs(w - b)
        value *= OPEN_LEAD_1 if lead == 1 else OPEN_LEAD_2
    return value


def evaluate(state, player: int) -> float:
    """The position's worth to `player` (0 White, 1 Black); exact ±WIN-scaled when over."""
    if state.over:
        points = state.scores()
        margin = points[player] - points[1 - player]
        winners = state.winners()
        if len(winners) == 2:
            return margin * 0.01
        return (WIN if winners[0] == player else -WIN) + margin
    total = 0.0
    for stones in state.columns:
        if stones:
            total += _column_margin(stones)
    shops = state.workshops
    white = shops[0][0] * SHOP_OWN + shops[0][1] * SHOP_RIVAL + shops[0][GREY] * SHOP_GREY
    black = shops[1][1] * SHOP_OWN + shops[1][0] * SHOP_RIVAL + shops[1][GREY] * SHOP_GREY
    total += white - black
    return total if player == 0 else -total


def played(state, action):
    """A copy of `state` with `action` played (the original stays as it was)."""
    after = state.clone()
    after._play(action)
    return after

"""How good a Tholos position looks to the hard player: its odds of winning, in points.

`judge(state, player)` is a linear estimate of the log-odds that `player` wins, fitted by
logistic regression to the outcomes of 800 games between searching players (about 50,000
positions; those players already judged by an earlier fit), and scaled so that one point of
a complete column counts 1. What it weighs, each for White less the same for Black:

- a complete column: its points to its owner, and owning it (the tie-break counts columns);
- an open column: its points to whoever leads it now and one more term for leading it, both
  by the lead (one stone, two, three or more) and by the places still free on it: a lone
  stone counts little, a lead of three near the top nearly as much as a complete column;
- the workshop: stones of one's own colour (they win columns and earn bonuses), the rival's
  colour (early on they only take a place; late in the game one can put them on a column one
  holds, for 3 points), grey;
- the quarry: stones of one's own colour still there (the rival cannot build with them);
- the turn: the builder to move is a little better off.

The workshop, quarry and turn terms change with the stage of the game, the share of the
temple built. Finished games are scored exactly, as by ai_eval.evaluate. The easy and normal
levels and the hints keep ai_eval's count of points, which a player can follow ("about 2
points better").
"""

from __future__ import annotations

from .ai_eval import evaluate

#: Per complete column: per point of its owner, and for owning it.
COMPLETE_POINT, COMPLETE_OWNED = 1.0, 1.04
#: Per open column, by lead (1, 2, 3 or more) and free places (1 to 4): per point of the
#: leader as the column stands, and for leading it. (A lone stone's column has only the sum.)
OPEN_POINT = {
    1: (0.46, 0.54, -0.24, 0.76),
    2: (1.21, 0.0, 1.39, 0.0),
    3: (0.29, 1.58, 0.0, 0.0),
}
OPEN_LEAD = {
    1: (-0.35, 0.54, 0.24, 0.76),
    2: (-0.05, 2.09, 0.69, 0.0),
    3: (2.69, 0.53, 0.0, 0.0),
}
#: Per stone in a workshop (own colour, rival colour, grey) and per own stone in the quarry,
#: and for being the builder to move: (at the start, more once the temple is complete; the
#: worth changes in proportion to the stones built between). A rival stone in the workshop
#: takes a place early on and earns 3 points on a column one holds late in the game.
SHOP_OWN = (1.51, 0.12)
SHOP_RIVAL = (-3.15, 3.81)
SHOP_GREY = -0.53
QUARRY_OWN = (0.90, -0.64)
TEMPO = (0.39, 0.61)
#: Stones in a complete temple (the game's stage is the share of them built).
TEMPLE = 35

#: (per point, for leading) of an open column, by lead and free places: the tables above
#: laid out for the lookup in `judge` (index [min(lead, 3)][free places]).
_OPEN = [[(0.0, 0.0)] * 5] + [
    [(0.0, 0.0)] + [(OPEN_POINT[lead][k], OPEN_LEAD[lead][k]) for k in range(4)] for lead in (1, 2, 3)
]


def judge(state, player: int) -> float:
    """The position's worth to `player` (0 White, 1 Black); exact ±WIN-scaled when over."""
    if state.over:
        return evaluate(state, player)
    total = 0.0
    built = 0
    for stones in state.columns:
        built += len(stones)
        if not stones:
            continue
        w = stones.count(0)
        b = stones.count(1)
        if w == b:
            continue
        n = len(stones)
        g = n - w - b
        if w > b:
            points, owner, lead = w + 3 * b - 2 * g, 1.0, w - b
        else:
            points, owner, lead = -(b + 3 * w - 2 * g), -1.0, b - w
        if n == 5:
            total += COMPLETE_POINT * points + COMPLETE_OWNED * owner
        else:
            per_point, leading = _OPEN[3 if lead > 3 else lead][5 - n]
            total += per_point * points + leading * owner
    stage = built / TEMPLE
    shops, quarry = state.workshops, state.quarry
    total += (SHOP_OWN[0] + SHOP_OWN[1] * stage) * (shops[0][0] - shops[1][1])
    total += (SHOP_RIVAL[0] + SHOP_RIVAL[1] * stage) * (shops[0][1] - shops[1][0])
    total += SHOP_GREY * (shops[0][2] - shops[1][2])
    total += (QUARRY_OWN[0] + QUARRY_OWN[1] * stage) * (quarry[0] - quarry[1])
    tempo = TEMPO[0] + TEMPO[1] * stage
    total += tempo if state.player == 0 else -tempo
    return total if player == 0 else -total

"""What the Dolmen computer players do differently for Die Dolmengötter (its flow's
herbs_and_flight): the choices that rule set adds, narrowed before the turn planner sees them.

- Setup round: a druid placement causes nothing the evaluation can see (no stone is on the
  board yet), so a place is judged by where the druid can go from there: the circles it
  touches (their multipliers: a stone left there later builds dolmens worth more) and its
  mobility (walks open to it), plus what the evaluation says (later in the round rivals'
  druids stand around it).
- Flight: a lying druid may fly to any free place (~70 of them), but the stone it leaves
  goes on the place it flew from whatever the target, so the targets differ only in where
  the druid then stands. Each is ranked by the dolmen placements a stone left there later
  would earn `me` (own ones gained, a rival's passive majority lost, the same count as the
  evaluation's threat) and by how much the place lies inside circles; only the
  `FLIGHT_KEEP` best per lying druid are planned as whole turns.
Everything reads the state handed in (an observation): rivals' values stay unknown.
"""

from __future__ import annotations

from game.dolmen.rules.actions import FLY, PLACE
from game.dolmen.rules.majority import placement_after_stone

#: Flight targets per lying druid that the turn planner plays out (the rest are dropped).
FLIGHT_KEEP = 6
#: Setup: weight of a place's circle multipliers and of its open walks.
SETUP_CIRCLES, SETUP_MOBILITY = 0.1, 0.05


def node_gain(state, p: int, node: int, means, hand_top, circle_info) -> float:
    """What a stone of p left on `node` would earn p in dolmen placements (factor × the
    expected value of the placer's stone), negative for a rival's passive placement."""
    n, counts, stacks = state.players, state.counts, state.stacks
    gain = 0.0
    for c in state.board.nodes[node].circles:
        base = c * n
        row = counts[base : base + n]
        row[p] += 1
        found = placement_after_stone(row, p)
        mult, height, size = circle_info[c]
        if found is None or len(stacks[c]) >= height:
            continue
        owner, where = found
        depth = 0 if where == "top" else len(stacks[c])
        f = mult - depth
        if f <= 0:
            continue
        worth = f * (hand_top[owner] if hand_top[owner] else means[owner])
        gain += worth if owner == p else -worth
    return gain


def place_worth(state, node: int, circle_info) -> float:
    """How useful a place is to stand on regardless of stones: its circles' multipliers."""
    return sum(circle_info[c][0] for c in state.board.nodes[node].circles)


def setup_bonus(state, action, circle_info) -> float:
    """The setup round's extra judgement of placing a druid on action.node."""
    node = action.node
    return SETUP_CIRCLES * place_worth(state, node, circle_info) + SETUP_MOBILITY * len(state.destinations(node))


def narrowed(state, me: int, actions, circle_info, means, hand_top):
    """`actions` (a TURN decision's legal actions) with each lying druid's flights cut to the
    FLIGHT_KEEP most promising targets; order otherwise kept (deterministic)."""
    flights: dict[int, list] = {}
    for a in actions:
        if a.kind == FLY:
            flights.setdefault(a.node, []).append(a)
    if not flights:
        return actions
    keep: set[int] = set()  # the ids of the flights kept
    for group in flights.values():
        ranked = sorted(
            group,
            key=lambda a: (
                -(
                    node_gain(state, me, a.target, means, hand_top, circle_info)
                    + SETUP_CIRCLES * place_worth(state, a.target, circle_info)
                )
            ),
        )
        keep.update(id(a) for a in ranked[:FLIGHT_KEEP])
    return [a for a in actions if a.kind != FLY or id(a) in keep]


def is_setup(actions) -> bool:
    return bool(actions) and actions[0].kind == PLACE

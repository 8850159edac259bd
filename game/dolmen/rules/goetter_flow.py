"""Die Dolmengötter's flow where it differs from Dolmen (DolmenState calls in here when its
RuleSet says so; Dolmen's own flow never reaches this module).

- Setup round (RuleSet.setup_round): while not every druid is on the board, the player to
  move places one druid on any free place; turns go round until all are placed, then play
  continues clockwise from the first seat. Nothing else may be done then.
- Turn (RuleSet.herbs_and_flight): a standing druid walks (one step, or over a straight row
  of druids, walks.row_path) or lies down to collect herbs (no stone then); a lying druid's
  next move is its flight to any free place, where it stands up again. After a walk or a
  flight the place left takes a stone or is skipped (DolmenState's "stone" decision).
  Engine choice: a lying druid cannot walk; it only stands up by flying.
- Completed circles (RuleSet.score_completed_circles): once the stone and every dolmen
  placement it caused are dealt with, each circle of the stone's place that now has a stone
  on every place is scored top down and its dolmens leave the board (their stones stay).
- End (RuleSet.end == END_LAST_DOLMEN): every stone of every player placed → the game ends
  at once (after the dolmens that stone earned and its scorings); a player who has placed
  their last dolmen takes no more turns, every other player makes one last move, the active
  player last if someone else's (passive) last dolmen began it. Stacks still standing are
  scored at the end (DolmenState._end).
"""

from __future__ import annotations

from itertools import compress

from .events import CircleCompleted, DruidFlew, HerbsCollected, StackRemoved, StackStoneScored
from .scoring import stack_points
from .walks import free_mask, ray_ends, row_rays


LAST_MOVES_MADE = "every other player has made one last move"


def setting_up(state) -> bool:
    """True while the setup round is still placing druids."""
    return state.setup_left > 0


def turn_actions(state) -> list:
    """The legal actions of a turn: setup placements, or walks and flights per druid in
    ascending node order, then herbs."""
    cat, stone, druid = state.cat, state.stone, state.druid
    if state.setup_left:
        return list(compress(cat.place, free_mask(stone, druid)))
    lying = state.lying
    acts: list = []
    herbs = []
    free = None
    rays = row_rays(state.board)
    for node in sorted(state.druid_nodes[state.active]):
        if node in lying:
            if free is None:
                free = free_mask(stone, druid)
            acts += compress(cat.fly[node], free)  # the druid's own node is not free
        else:
            row = cat.move[node]
            acts += [row[d] for d in ray_ends(rays[node], stone, druid)]
            herbs.append(cat.herbs[node])
    return acts + herbs


def collect_herbs(state, p: int, node: int) -> list:
    """The druid on `node` lies down; the turn ends (no stone: the druid did not move)."""
    state.lying = tuple(sorted((*state.lying, node)))
    return [HerbsCollected(p, node)] + state._end_turn()


def fly(state, p: int, source: int, dest: int) -> list:
    """A lying druid flies to `dest` and stands; the place left waits for its stone."""
    state.lying = tuple(n for n in state.lying if n != source)
    state._lift_druid(p, source)
    state.druid[dest] = p
    state.druid_nodes[p].append(dest)
    state.phase, state.left_node = "stone", source
    return [DruidFlew(p, source, dest)]


def score_completed(state) -> list:
    """Scores every circle the last stone (on state.left_node) completed; its dolmens leave
    the board, their points move the owners' markers on."""
    node = state.left_node
    if node < 0:
        return []
    n, counts, board = state.players, state.counts, state.board
    events: list = []
    for c in board.nodes[node].circles:
        circle = board.circles[c]
        if sum(counts[c * n:(c + 1) * n]) != circle.size:
            continue
        stack = state.stacks[c]
        events.append(CircleCompleted(c, len(stack)))
        for level, (owner, value, factor, pts) in enumerate(stack_points(circle, stack)):
            state.markers[owner] += pts
            events.append(StackStoneScored(c, level, owner, value, factor, pts))
        state.scored_dolmens += tuple((c, o, v) for o, v in stack)
        state.stacks[c] = ()
        events.append(StackRemoved(c, tuple(state.markers)))
    return events


def end_turn(state) -> list:
    """Dolmengötter's end of a turn: the next player, the final moves, or the end."""
    state.phase, state.left_node, state.due, state.pending = "turn", -1, None, ()
    n = state.players
    if not any(state.stones_left):
        return state._end("the last stone of all players is placed")
    if state.final is None:
        if all(map(sum, state.supply)):  # the common case: nobody has placed their last
            state.active = (state.active + 1) % n
            return []
        out = tuple(q for q in range(n) if not state.dolmens_left(q))
        if not out:
            state.active = (state.active + 1) % n
            return []
        return state._final_round(out, LAST_MOVES_MADE)
    return state._final_round(None, LAST_MOVES_MADE)

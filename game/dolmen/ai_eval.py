"""How good a Dolmen position looks: the heuristic every computer level shares.

`player_values(state)` estimates each player's final points from what the state knows, and
`evaluate(state, me)` turns that into one number for `me` (own estimate minus the rivals').
It only ever reads the state it is given. Handed an observation, a rival's stacked or held
dolmen stone has value 0 (unknown) and is counted at the expected value of that rival's
stones still unseen (`unknown_means`), never at its true value.

The estimate, per player:
- the victory marker;
- every stacked dolmen stone: value × the factor it is expected to end with. A circle that
  still has free nodes will likely see more dolmen stones go on top, pushing the ones below
  down a factor each (`TOPS_PER_FREE` per free node, within the stack's room);
- the dolmen stones in hand, which score only if they get placed: the best `m` of them, m
  being the placements the player can still expect before the game ends (it ends when anyone
  runs out of stones or dolmen stones), at a modest factor `HAND_FACTOR`;
- the threat of the player's druids: a druid leaving its node leaves a stone there, and the
  best such stone's dolmen placements (own ones good, a rival's passive majority bad) count
  at `THREAT_NEXT` for the player who moves next and `THREAT_LATER` for the others.

Die Dolmengötter (same estimate, its rule set read from the state): a completed circle's
stack is already in the markers (scored at once, its dolmens gone, their values public in
`scored_dolmens`, so they leave the unknown means); the placements still to come are counted
until someone's last dolmen or the last stone of all (`turns_left`); a built dolmen is worth
`BUILT_TIE`, the tie-break.
"""

from __future__ import annotations

from game.dolmen.rules.flow import END_SUPPLY, MOST_BUILT
from game.dolmen.rules.majority import TOP, placement_after_stone
from game.dolmen.rules.ruleset import UNKNOWN

#: Expected later dolmen stones on top of a stack, per free node of its circle.
TOPS_PER_FREE = 0.22
#: What a held dolmen stone's value is worth per point, if the player gets to place it.
HAND_FACTOR = 1.6
#: Dolmen placements a player can expect per stone they still leave on the board.
PLACEMENTS_PER_STONE = 0.45
#: Weight of a druid's threat for the next player to move and for the others.
THREAT_NEXT, THREAT_LATER = 0.55, 0.25
#: How much of the best rival's estimate (versus the rivals' mean) `evaluate` subtracts.
LEADER_SHARE = 0.6
#: Die Dolmengötter's tie-break (most dolmens built): a built dolmen's worth in points, small
#: enough never to outweigh one real point.
BUILT_TIE = 0.01

_INFO: dict[int, tuple] = {}


def circle_info(board) -> tuple:
    """(multiplier, height, size) per circle, cached per board object."""
    info = _INFO.get(id(board))
    if info is None or info[0] is not board:
        if len(_INFO) > 8:  # unpickled observations bring their own board copies: keep few
            _INFO.clear()
        info = (board, tuple((c.multiplier, c.height, c.size) for c in board.circles))
        _INFO[id(board)] = info
    return info[1]


def unknown_means(state) -> list[float]:
    """Per player, the expected value of one of their dolmen stones whose value this state
    does not know: the mean of their starting values less the ones of theirs it does know."""
    start = state.rules.dolmen_values(state.players)
    total, count = sum(start), len(start)
    means = []
    for p in range(state.players):
        held = state.supply[p]
        known_sum = sum(v * held[v] for v in (1, 2, 3, 4))
        known_n = held[1] + held[2] + held[3] + held[4]
        for stack in state.stacks:
            for o, v in stack:
                if o == p and v != UNKNOWN:
                    known_sum += v
                    known_n += 1
        for _c, o, v in state.scored_dolmens:  # Dolmengötter: scored circles turned over
            if o == p:
                known_sum += v
                known_n += 1
        left = count - known_n
        means.append((total - known_sum) / left if left > 0 else 0.0)
    return means


def expected_tops(state, circle: int, free: int) -> float:
    """Dolmen stones still expected on top of `circle`'s stack (0 once the game is over)."""
    if state.over:
        return 0.0
    _mult, height, _size = circle_info(state.board)[circle]
    room = height - len(state.stacks[circle])
    return min(room, TOPS_PER_FREE * free)


def placement_factor(state, circle: int, where: str, free: int) -> float:
    """The factor a dolmen stone placed now in `circle` (on top or under) is expected to end
    with; free is the circle's free nodes after the stone that causes it."""
    mult, height, _size = circle_info(state.board)[circle]
    depth = 0 if where == TOP else len(state.stacks[circle])
    room = height - len(state.stacks[circle]) - 1
    f = mult - depth - min(room, TOPS_PER_FREE * free)
    return f if f > 0 else 0.0


def hand_value(state, p: int, mean: float, horizon: float) -> float:
    """The held dolmen stones of p that can still be expected to be placed, valued."""
    held = state.supply[p]
    count = held[0] + held[1] + held[2] + held[3] + held[4]
    m = min(count, PLACEMENTS_PER_STONE * horizon)
    if m <= 0:
        return 0.0
    if held[UNKNOWN]:
        return HAND_FACTOR * m * mean
    total, need = 0.0, m
    for v in (4, 3, 2, 1):
        take = min(held[v], need)
        total += take * v
        need -= take
        if need <= 0:
            break
    return HAND_FACTOR * total


def threats(state, means, hand_top) -> list[float]:
    """Per player: the best stone one of their druids could leave by stepping off its node,
    valued as the dolmen placements it causes (own ones gained, rivals' ones lost)."""
    n, counts, board = state.players, state.counts, state.board
    info = circle_info(board)
    stacks = state.stacks
    out = [0.0] * n
    for p in range(n):
        if not state.stones_left[p]:
            continue
        best = 0.0
        for node in state.druid_nodes[p]:
            gain = 0.0
            for c in board.nodes[node].circles:
                base = c * n
                row = counts[base : base + n]
                row[p] += 1
                found = placement_after_stone(row, p)
                if found is None:
                    continue
                mult, height, size = info[c]
                if len(stacks[c]) >= height:
                    continue
                owner, where = found
                free = size - sum(row)
                f = placement_factor(state, c, where, free)
                worth = f * (hand_top[owner] if hand_top[owner] else means[owner])
                gain += worth if owner == p else -worth
            if gain > best:
                best = gain
        out[p] = best
    return out


def turns_left(state) -> float:
    """Stone-leaving turns each player can still expect. Dolmen ends once anyone is out of
    stones or dolmen stones; Die Dolmengötter once anyone places their last dolmen or every
    stone of every player is placed (a player out of stones keeps walking)."""
    dolmen_turns = min(map(sum, state.supply)) / PLACEMENTS_PER_STONE
    if state.rules.flow.end == END_SUPPLY:
        return min(min(state.stones_left), dolmen_turns)
    return min(max(state.stones_left), dolmen_turns)


def hand_tops(state) -> list[int]:
    """Per player, the highest dolmen value this state knows they hold (0: none known)."""
    return [next((v for v in (4, 3, 2, 1) if held[v]), 0) for held in state.supply]


def player_values(state) -> list[float]:
    """Each player's estimated final points, from what this state knows."""
    n, counts = state.players, state.counts
    info = circle_info(state.board)
    means = unknown_means(state)
    vals = [float(m) for m in state.markers]
    over = state.over
    for c, stack in enumerate(state.stacks):
        if not stack:
            continue
        mult, height, size = info[c]
        top = len(stack) - 1
        if over:
            shift = 0.0
        else:
            free = size - sum(counts[c * n : c * n + n])
            shift = min(height - top - 1, TOPS_PER_FREE * free)
        for i, (o, v) in enumerate(stack):
            f = mult - (top - i) - shift
            if f > 0:
                vals[o] += (v if v else means[o]) * f
    if state.rules.flow.tie_break == MOST_BUILT:
        for p in range(n):
            vals[p] += BUILT_TIE * state.built[p]
    if over:
        return vals
    horizon = turns_left(state)
    hand_top = hand_tops(state)
    for p in range(n):
        vals[p] += hand_value(state, p, means[p], horizon)
    nxt = state.current_player()
    for p, t in enumerate(threats(state, means, hand_top)):
        vals[p] += t * (THREAT_NEXT if p == nxt else THREAT_LATER)
    return vals


def score_for(vals, me: int) -> float:
    """One number for `me`: own estimate minus a blend of the best and the mean rival."""
    rivals = [v for p, v in enumerate(vals) if p != me]
    return vals[me] - LEADER_SHARE * max(rivals) - (1 - LEADER_SHARE) * sum(rivals) / len(rivals)


def evaluate(state, me: int) -> float:
    """The position's worth to `me` (higher is better)."""
    return score_for(player_values(state), me)

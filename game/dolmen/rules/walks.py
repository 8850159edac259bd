"""Where a druid can step: Dolmen's druid bridge and Die Dolmengötter's row of druids.

Both take the board's adjacency (paths and rune/corner gates together) and the occupancy
lists of a state: `stone[n]` and `druid[n]` are -1 on an empty node, else the colour. A
druid lands only on a free node (neither stone nor druid); stones are never passed.
"""

from __future__ import annotations

from operator import eq

from game.dolmen.board import Board


def bridge_destinations(adjacent, stone, druid, start: int) -> list[int]:
    """Free nodes one Dolmen step from `start`: a neighbour, or the first free node after a
    druid bridge (any chain of druids of any colour joined by paths and gates; it may bend).
    Ascending node order."""
    near = [n for n in adjacent[start] if stone[n] < 0]
    chain = [n for n in near if druid[n] >= 0]
    if not chain:
        return near  # no bridge: the free neighbours, already ascending
    found = {n for n in near if druid[n] < 0}
    seen = {start, *chain}
    while chain:
        node = chain.pop()
        for n in adjacent[node]:
            if n in seen or stone[n] >= 0:
                continue
            if druid[n] >= 0:
                seen.add(n)
                chain.append(n)
            else:
                found.add(n)
    return sorted(found)


def bridge_path(adjacent, stone, druid, start: int, dest: int) -> tuple[int, ...] | None:
    """The node path of the step from `start` to `dest` (start, druids hopped..., dest): the
    fewest druids, earlier neighbours first; None if `dest` is not one step away."""
    if dest == start or stone[dest] >= 0 or druid[dest] >= 0:
        return None
    parent = {start: -1}
    frontier = [start]
    while frontier:
        nxt = []
        for node in frontier:
            for n in adjacent[node]:
                if n in parent or stone[n] >= 0:
                    continue
                if n == dest:
                    path = [dest, node]
                    while parent[path[-1]] >= 0:
                        path.append(parent[path[-1]])
                    return tuple(reversed(path))
                if druid[n] >= 0:
                    parent[n] = node
                    nxt.append(n)
        frontier = nxt
    return None


def free_mask(stone, druid) -> list[bool]:
    """Per node: True when it holds neither a stone nor a druid. A node never holds both,
    so stone[n] == druid[n] exactly when both are -1; all of it runs in C (every turn asks)."""
    return list(map(eq, stone, druid))


_DIRECTIONS = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))
_ROW_TABLES: dict[int, tuple] = {}
_LAST_ROW_TABLE: list = [None, None, None, None, None]  # the board asked for last, its tables


def _ray(beyond, start: int, first: int, direction) -> tuple[int, ...]:
    """The nodes straight on from `start` through `first` (and gates), until the row ends or
    comes back to a node it has passed."""
    ray, seen, node = [], {start}, first
    while node is not None and node not in seen:
        ray.append(node)
        seen.add(node)
        node = beyond[node][direction]
    return tuple(ray)


def _row_table(board: Board) -> tuple:
    """(steps, beyond, heading, rays) for a board, built once: steps[n] = ((neighbour,
    direction), ...), beyond[n][direction] = the next node straight on (through gates) or
    None, heading[(n, m)] = the direction from n to its neighbour m, and rays[n] = for each
    neighbour, the nodes straight on from n through it."""
    last = _LAST_ROW_TABLE
    if last[0] is board:  # one board per game: skip the dict on the hot path
        return last[1], last[2], last[3], last[4]
    entry = _ROW_TABLES.get(id(board))
    if entry is None or entry[0] is not board:
        steps = tuple(
            tuple((m, board.direction(n, m)) for m in sorted(board.adjacent[n])) for n in range(len(board.nodes))
        )
        beyond = tuple({d: board.beyond(n, d) for d in _DIRECTIONS} for n in range(len(board.nodes)))
        heading = {(n, m): d for n, row in enumerate(steps) for m, d in row}
        rays = tuple(tuple(_ray(beyond, n, m, d) for m, d in row) for n, row in enumerate(steps))
        entry = (board, steps, beyond, heading, rays)
        _ROW_TABLES[id(board)] = entry
    last[:] = entry
    return entry[1], entry[2], entry[3], entry[4]


def row_path(board: Board, stone, druid, start: int, first: int) -> tuple[int, ...] | None:
    """Die Dolmengötter's walk from `start` towards its neighbour `first`: the path over a
    straight row of druids (carried on through gates) to the free node after it; None if a
    stone, the board's end or the start itself stops the row."""
    path = [start]
    _steps, beyond, heading, _rays = _row_table(board)
    direction = heading[(start, first)]
    node: int | None = first
    while node is not None and node != start:
        if stone[node] >= 0:
            return None
        path.append(node)
        if druid[node] < 0:
            return tuple(path)
        node = beyond[node][direction]
    return None


def row_rays(board: Board) -> tuple:
    """rays[n]: for each neighbour m of node n (ascending), the nodes straight on from n
    through m (carried on through gates), for ray_ends."""
    return _row_table(board)[3]


def ray_ends(rays, stone, druid) -> list[int]:
    """Free nodes one Dolmengötter walk away along `rays` (row_rays(board)[start]),
    ascending: along each ray, the first free node after a row of druids; a stone stops the
    ray."""
    found = []
    hopped = False
    for ray in rays:
        for node in ray:
            if stone[node] >= 0:
                break
            if druid[node] < 0:
                found.append(node)
                break
            hopped = True
    if hopped:
        return sorted(set(found))  # a row may end on a neighbour; rows through gates may meet
    return found  # plain steps only: the rays' first nodes, ascending like the neighbours


def row_destinations(board: Board, stone, druid, start: int) -> list[int]:
    """Free nodes one Dolmengötter walk from `start`, ascending (ray_ends of its rays)."""
    return ray_ends(_row_table(board)[3][start], stone, druid)

"""The Dolmen / Die Dolmengötter board: nodes, stone circles, paths and rune gates (pure Python).

A Board is built from a Tiled map's objects by `board_from_map` (board_build.py); the map
file is read at the edge by `load_board` (board_map.py). Everything here is immutable and
indexed by small ints so rules and search can use tuples directly.

Directions are grid steps (dx, dy) with dx, dy in -1, 0, 1; y grows downwards as on screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# shape: (nodes in the circle, scoring multiplier, stack height limit)
SHAPES: dict[str, tuple[int, int, int]] = {
    "square": (4, 3, 2),
    "hexagon": (6, 4, 4),
    "octagon": (8, 5, 6),
}

Grid = tuple[int, int]
Direction = tuple[int, int]


@dataclass(frozen=True)
class Node:
    """A stone place. `circles` lists the circles it belongs to (1 to 3), ascending."""

    index: int
    name: str
    grid: Grid
    position: tuple[float, float]  # map pixels
    rune: str | None
    circles: tuple[int, ...]
    on_edge: bool


@dataclass(frozen=True)
class Circle:
    """A stone circle; `nodes` in outline order, so consecutive nodes (cyclically) are joined
    by paths. `height` is the most dolmen stones its stack can hold."""

    index: int
    name: str
    shape: str
    size: int
    multiplier: int
    height: int
    nodes: tuple[int, ...]
    centre: tuple[float, float]  # map pixels: where the dolmen stands

    @property
    def factors(self) -> tuple[int, ...]:
        """Scoring factors of the stack's stones from the top (octagon 5, 4, 3, 2, 1, 0)."""
        return tuple(self.multiplier - k for k in range(self.height))


@dataclass(frozen=True)
class Board:
    """The whole board. Pairs in `paths`, `rune_gates` and `corner_gates` are (low, high)
    node indices, sorted. Per-node tuples are indexed by node index."""

    source: str  # the map file it came from, for messages
    nodes: tuple[Node, ...]
    circles: tuple[Circle, ...]
    paths: tuple[tuple[int, int], ...]
    rune_gates: tuple[tuple[int, int], ...]
    corner_gates: tuple[tuple[int, int], ...]
    corner_rune: str
    spacing: float  # map pixels between grid neighbours, for drawing sizes
    path_neighbours: tuple[tuple[int, ...], ...]
    gate_neighbours: tuple[tuple[int, ...], ...]
    adjacent: tuple[tuple[int, ...], ...]  # paths and gates together, ascending
    edge: tuple[int, int, int, int]  # min x, min y, max x, max y of the nodes' grid points
    by_grid: dict[Grid, int] = field(repr=False, compare=False)

    def neighbours(self, node: int) -> tuple[int, ...]:
        """Nodes one step away: along a path or through a rune/corner gate (Dolmen's step,
        Dolmengötter's walk), ascending."""
        return self.adjacent[node]

    def circles_of(self, node: int) -> tuple[int, ...]:
        return self.nodes[node].circles

    def node_at(self, grid: Grid) -> int | None:
        """The node at a grid point, or None (an octagon's centre, or off the board)."""
        return self.by_grid.get(grid)

    def is_gate(self, a: int, b: int) -> bool:
        return b in self.gate_neighbours[a]

    def direction(self, a: int, b: int) -> Direction:
        """The grid direction of the step from `a` to its neighbour `b`. Through a gate the
        step leaves the board and comes back on the opposite edge, so (0, y) → (8, y) heads
        west, (-1, 0), and the corner (0, 0) → (8, 8) heads north-west, (-1, -1)."""
        if b not in self.adjacent[a]:
            raise ValueError(f"nodes {a} and {b} are not neighbours")
        (ax, ay), (bx, by) = self.nodes[a].grid, self.nodes[b].grid
        sign = -1 if self.is_gate(a, b) else 1
        return (sign * _sign(bx - ax), sign * _sign(by - ay))

    def beyond(self, node: int, direction: Direction) -> int | None:
        """The next node from `node` in a straight line, carried on through a gate when the
        line leaves the board (Die Dolmengötter's row of druids); None when nothing joins."""
        (x, y), (dx, dy) = self.nodes[node].grid, direction
        min_x, min_y, max_x, max_y = self.edge
        tx, ty = x + dx, y + dy
        leaves = not (min_x <= tx <= max_x and min_y <= ty <= max_y)
        if leaves:
            tx = max_x if tx < min_x else min_x if tx > max_x else tx
            ty = max_y if ty < min_y else min_y if ty > max_y else ty
        target = self.by_grid.get((tx, ty))
        if target is None or target == node:
            return None
        joined = self.gate_neighbours if leaves else self.path_neighbours
        return target if target in joined[node] else None


def _sign(v: int) -> int:
    return (v > 0) - (v < 0)

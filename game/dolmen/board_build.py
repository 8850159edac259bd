"""Builds and checks a Board from a Tiled map's objects (game.core.tiled.MapData); no pygame.

Map contract (levels/dolmen/board.tmx, made by tools/build_dolmen_map.py):
- map property `corner_rune`: the rune shared by the four corner nodes;
- object layer "nodes": point objects of class "node" with int properties `grid_x`, `grid_y`
  and, on edge nodes, a string `rune`;
- object layer "circles": polygon objects of class "circle" with properties `shape`
  (square / hexagon / octagon) and `multiplier` (3 / 4 / 5), whose vertices lie on nodes in
  outline order.
Anything else raises MapError naming the file and the problem.
"""

from __future__ import annotations

import math
from itertools import combinations

from game.core.tiled import MapData, MapObject
from game.dolmen.board import SHAPES, Board, Circle, Node

VERTEX_TOLERANCE = 8.0  # map pixels: a circle vertex this close to a node is on it
MAX_CIRCLES_PER_NODE = 3


def board_from_map(data: MapData) -> Board:
    """The Board the map describes; MapError (message starts with the file) if it is unusable."""
    node_objs = data.layer("nodes")
    circle_objs = data.layer("circles")
    corner_rune = data.properties.get("corner_rune")
    if not isinstance(corner_rune, str) or not corner_rune:
        raise data.error("map property 'corner_rune' (the rune of the four corners) is missing")

    raw_nodes = _read_nodes(data, node_objs)  # sorted by (grid y, grid x): stable indices
    by_grid = {grid: i for i, (grid, _, _, _) in enumerate(raw_nodes)}
    xs = [g[0] for g, _, _, _ in raw_nodes]
    ys = [g[1] for g, _, _, _ in raw_nodes]
    edge = (min(xs), min(ys), max(xs), max(ys))

    circles = [_read_circle(data, i, obj, raw_nodes) for i, obj in enumerate(circle_objs)]
    membership: list[list[int]] = [[] for _ in raw_nodes]
    for circle in circles:
        for n in circle.nodes:
            membership[n].append(circle.index)
    for (grid, name, _, _), member in zip(raw_nodes, membership):
        if not 1 <= len(member) <= MAX_CIRCLES_PER_NODE:
            raise data.error(
                f"node '{name}' (grid {grid[0]},{grid[1]}) lies in {len(member)} "
                f"circles (needs 1 to {MAX_CIRCLES_PER_NODE})"
            )

    nodes = tuple(
        Node(
            index=i,
            name=name,
            grid=grid,
            position=pos,
            rune=rune,
            circles=tuple(sorted(membership[i])),
            on_edge=_on_edge(grid, edge),
        )
        for i, (grid, name, pos, rune) in enumerate(raw_nodes)
    )
    rune_gates, corner_gates = _gates(data, nodes, corner_rune, edge)

    paths = sorted({(min(a, b), max(a, b)) for c in circles for a, b in zip(c.nodes, c.nodes[1:] + c.nodes[:1])})
    path_nb: list[set[int]] = [set() for _ in nodes]
    gate_nb: list[set[int]] = [set() for _ in nodes]
    for a, b in paths:
        path_nb[a].add(b)
        path_nb[b].add(a)
    for a, b in rune_gates + corner_gates:
        gate_nb[a].add(b)
        gate_nb[b].add(a)

    return Board(
        source=data.path,
        nodes=nodes,
        circles=tuple(circles),
        paths=tuple(paths),
        rune_gates=tuple(rune_gates),
        corner_gates=tuple(corner_gates),
        corner_rune=corner_rune,
        spacing=float(data.properties.get("grid_spacing", 0) or _spacing(nodes)),
        path_neighbours=tuple(tuple(sorted(s)) for s in path_nb),
        gate_neighbours=tuple(tuple(sorted(s)) for s in gate_nb),
        adjacent=tuple(tuple(sorted(p | g)) for p, g in zip(path_nb, gate_nb)),
        by_grid=by_grid,
        edge=edge,
    )


def _read_nodes(data: MapData, objs: tuple[MapObject, ...]):
    """(grid, name, position, rune) per node, sorted by grid row then column."""
    found = []
    seen: dict[tuple[int, int], str] = {}
    for obj in objs:
        label = f"node '{obj.name}' (object {obj.id})"
        if obj.kind != "node" or obj.shape != "point":
            raise data.error(
                f"layer 'nodes': {label} must be a point object of class 'node' "
                f"(found {obj.shape} of class '{obj.kind}')"
            )
        grid = []
        for key in ("grid_x", "grid_y"):
            value = obj.properties.get(key)
            if not isinstance(value, int) or isinstance(value, bool):
                raise data.error(f"layer 'nodes': {label} needs an int property '{key}'")
            grid.append(value)
        gx, gy = grid
        if (gx, gy) in seen:
            raise data.error(f"layer 'nodes': {label} and node '{seen[(gx, gy)]}' share grid point {gx},{gy}")
        seen[(gx, gy)] = obj.name
        rune = obj.properties.get("rune") or None
        if rune is not None and not isinstance(rune, str):
            raise data.error(f"layer 'nodes': {label} has a rune that is not text")
        found.append(((gx, gy), obj.name, (obj.x, obj.y), rune))
    if not found:
        raise data.error("layer 'nodes' has no nodes")
    found.sort(key=lambda n: (n[0][1], n[0][0]))
    return found


def _read_circle(data: MapData, index: int, obj: MapObject, raw_nodes) -> Circle:
    label = f"circle '{obj.name}' (object {obj.id})"
    if obj.kind != "circle" or obj.shape != "polygon":
        raise data.error(
            f"layer 'circles': {label} must be a polygon of class 'circle' (found {obj.shape} of class '{obj.kind}')"
        )
    shape = obj.properties.get("shape")
    if shape not in SHAPES:
        raise data.error(f"layer 'circles': {label} has shape {shape!r}; use one of {', '.join(SHAPES)}")
    size, multiplier, height = SHAPES[shape]
    count = len(obj.points)
    if count not in (4, 6, 8) or count != size:
        raise data.error(f"layer 'circles': {label} has {count} vertices, but {_a(shape)} has {size} nodes")
    if obj.properties.get("multiplier") != multiplier:
        raise data.error(
            f"layer 'circles': {label} has multiplier "
            f"{obj.properties.get('multiplier')!r} but {_a(shape)} scores {multiplier}"
        )
    members = []
    for vx, vy in obj.points:
        nearest = min(range(len(raw_nodes)), key=lambda i: math.dist((vx, vy), raw_nodes[i][2]))
        if math.dist((vx, vy), raw_nodes[nearest][2]) > VERTEX_TOLERANCE:
            raise data.error(f"layer 'circles': {label} has a vertex at {vx:g},{vy:g} that is not on a node")
        members.append(nearest)
    if len(set(members)) != len(members):
        raise data.error(f"layer 'circles': {label} passes through the same node twice")
    for a, b in zip(members, members[1:] + members[:1]):
        (ax, ay), (bx, by) = raw_nodes[a][0], raw_nodes[b][0]
        if abs(ax - bx) + abs(ay - by) != 1:
            raise data.error(
                f"layer 'circles': {label} joins nodes '{raw_nodes[a][1]}' and "
                f"'{raw_nodes[b][1]}', which are not grid neighbours"
            )
    centre = (sum(raw_nodes[m][2][0] for m in members) / size, sum(raw_nodes[m][2][1] for m in members) / size)
    return Circle(
        index=index,
        name=obj.name,
        shape=shape,
        size=size,
        multiplier=multiplier,
        height=height,
        nodes=tuple(members),
        centre=centre,
    )


def _a(shape: str) -> str:
    """ "a square", "an octagon": the shape's name with its article."""
    return f"{'an' if shape[:1] in 'aeiou' else 'a'} {shape}"


def _on_edge(grid: tuple[int, int], edge: tuple[int, int, int, int]) -> bool:
    return grid[0] in (edge[0], edge[2]) or grid[1] in (edge[1], edge[3])


def _gates(data: MapData, nodes: tuple[Node, ...], corner_rune: str, edge):
    """Rune gates (pairs on opposite edges) and corner gates (all pairs of the 4 corners)."""
    by_rune: dict[str, list[Node]] = {}
    for node in nodes:
        if node.rune is not None:
            if not node.on_edge:
                raise data.error(f"node '{node.name}' has rune '{node.rune}' but is not on the board's edge")
            by_rune.setdefault(node.rune, []).append(node)
        elif node.on_edge:
            raise data.error(f"edge node '{node.name}' has no rune (every edge node has a rune gate)")
    corners = {(edge[0], edge[1]), (edge[2], edge[1]), (edge[0], edge[3]), (edge[2], edge[3])}
    rune_gates, corner_gates = [], []
    for rune in sorted(by_rune):
        group = by_rune[rune]
        names = ", ".join(f"'{n.name}'" for n in group)
        if rune == corner_rune:
            if len(group) != 4 or {n.grid for n in group} != corners:
                raise data.error(f"corner rune '{rune}' must be on exactly the 4 corners (found on {names})")
            corner_gates += [(a.index, b.index) for a, b in combinations(group, 2)]
            continue
        if len(group) != 2:
            problem = "has no partner" if len(group) == 1 else f"appears {len(group)} times"
            raise data.error(
                f"rune '{rune}' {problem} (on {names}); every rune but the "
                f"corner rune joins exactly two nodes on opposite edges"
            )
        a, b = group
        if not _opposite(a.grid, b.grid, edge):
            raise data.error(
                f"rune '{rune}' joins '{a.name}' and '{b.name}', which do not face each other on opposite edges"
            )
        rune_gates.append((min(a.index, b.index), max(a.index, b.index)))
    if corner_rune not in by_rune:
        raise data.error(f"corner rune '{corner_rune}' is on no node")
    return sorted(rune_gates), sorted(corner_gates)


def _opposite(a: tuple[int, int], b: tuple[int, int], edge) -> bool:
    min_x, min_y, max_x, max_y = edge
    return ({a[0], b[0]} == {min_x, max_x} and a[1] == b[1]) or ({a[1], b[1]} == {min_y, max_y} and a[0] == b[0])


def _spacing(nodes: tuple[Node, ...]) -> float:
    """Smallest distance between two nodes, when the map does not say its grid spacing."""
    return min(math.dist(a.position, b.position) for a, b in combinations(nodes, 2))

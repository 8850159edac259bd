"""The Dolmen board read from levels/dolmen/board.tmx, checked against the board's layout
recounted here independently from a cell-letter picture, and the map's error messages."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from itertools import combinations
from pathlib import Path

import pytest

from game.core.tiled import MapError
from game.dolmen.board_map import BOARD_MAP, load_board

ROOT = Path(__file__).resolve().parent.parent

# The layout, cells by circle: each letter is one stone circle's cells.
CELLS = (
    "DDHHEEBB",
    "KOHHEEML",
    "TOWZZVMQ",
    "TaaZZbbQ",
    "SaaYYbbR",
    "SNUYYXPR",
    "INFFGGPJ",
    "CCFFGGAA",
)
SHAPE_BY_CELL_COUNT = {1: "square", 2: "hexagon", 4: "octagon"}


def cell(x: int, y: int) -> str | None:
    return CELLS[y][x] if 0 <= x < 8 and 0 <= y < 8 else None


def expected_circles() -> dict[str, tuple[str, frozenset]]:
    """letter → (shape, its nodes): grid points touching the letter's cells but not
    surrounded by them (that would be an octagon's centre)."""
    letters = {ch for row in CELLS for ch in row}
    result = {}
    for letter in letters:
        count = sum(row.count(letter) for row in CELLS)
        points = set()
        for px in range(9):
            for py in range(9):
                around = [cell(px - 1, py - 1), cell(px, py - 1), cell(px - 1, py), cell(px, py)]
                if 0 < around.count(letter) < 4:
                    points.add((px, py))
        result[letter] = (SHAPE_BY_CELL_COUNT[count], frozenset(points))
    return result


def expected_paths() -> set[frozenset]:
    """Unit grid segments with different circles (or the board's outside) on their two sides."""
    paths = set()
    for x in range(9):
        for y in range(9):
            if x < 8 and cell(x, y - 1) != cell(x, y):
                paths.add(frozenset({(x, y), (x + 1, y)}))
            if y < 8 and cell(x - 1, y) != cell(x, y):
                paths.add(frozenset({(x, y), (x, y + 1)}))
    return paths


@pytest.fixture(scope="module")
def board():
    return load_board()


def grids(board, indices):
    return {board.nodes[i].grid for i in indices}


# --- the shipped board matches the layout ------------------------------------------------


def test_board_has_the_layouts_73_nodes_and_28_circles(board):
    circles = expected_circles()
    expected_nodes = set().union(*(pts for _, pts in circles.values()))
    assert len(expected_nodes) == 73
    assert {n.grid for n in board.nodes} == expected_nodes
    assert Counter(c.shape for c in board.circles) == Counter(s for s, _ in circles.values())
    assert Counter(c.shape for c in board.circles) == {"octagon": 8, "hexagon": 12, "square": 8}


def test_every_circle_passes_through_the_nodes_of_its_cells(board):
    found = {(c.shape, frozenset(grids(board, c.nodes))) for c in board.circles}
    assert found == set(expected_circles().values())


def test_nodes_lie_in_one_to_three_circles_and_single_ones_are_on_the_edge(board):
    expected = Counter()
    for _, pts in expected_circles().values():
        expected.update(pts)
    assert {n.grid: len(n.circles) for n in board.nodes} == dict(expected)
    by_count = Counter(len(n.circles) for n in board.nodes)
    assert by_count == Counter(expected.values()) == {3: 38, 2: 19, 1: 16}
    assert all(n.on_edge for n in board.nodes if len(n.circles) == 1)
    assert sum(c.size for c in board.circles) == sum(expected.values()) == 168
    for n in board.nodes:
        assert all(n.index in board.circles[c].nodes for c in n.circles)


def test_circle_sizes_multipliers_and_stack_heights_follow_the_shape(board):
    table = {"square": (4, 3, 2, (3, 2)), "hexagon": (6, 4, 4, (4, 3, 2, 1)), "octagon": (8, 5, 6, (5, 4, 3, 2, 1, 0))}
    for c in board.circles:
        assert (c.size, c.multiplier, c.height, c.factors) == table[c.shape]
        assert len(c.nodes) == c.size


def test_paths_run_along_circle_outlines_only(board):
    found = {frozenset(grids(board, pair)) for pair in board.paths}
    assert found == expected_paths()
    # a hexagon's middle line and an octagon's spokes are not paths
    mid_top, mid_bottom = board.node_at((1, 0)), board.node_at((1, 1))
    assert mid_bottom not in board.neighbours(mid_top)
    assert board.node_at((4, 3)) is None  # centre of the octagon at cells (3,2)
    assert grids(board, board.neighbours(board.node_at((4, 2)))) == {(4, 1), (3, 2), (5, 2)}


def test_consecutive_outline_nodes_are_grid_neighbours(board):
    for c in board.circles:
        ring = [board.nodes[i].grid for i in c.nodes]
        for (ax, ay), (bx, by) in zip(ring, ring[1:] + ring[:1]):
            assert abs(ax - bx) + abs(ay - by) == 1, c.name


def test_rune_gates_join_opposite_edge_nodes_and_the_corners(board):
    expected = {frozenset({(k, 0), (k, 8)}) for k in range(1, 8)}
    expected |= {frozenset({(0, k), (8, k)}) for k in range(1, 8)}
    assert {frozenset(grids(board, g)) for g in board.rune_gates} == expected
    corners = [(0, 0), (8, 0), (0, 8), (8, 8)]
    assert {frozenset(grids(board, g)) for g in board.corner_gates} == {
        frozenset(pair) for pair in combinations(corners, 2)
    }
    runes = Counter(n.rune for n in board.nodes if n.rune)
    assert runes[board.corner_rune] == 4
    del runes[board.corner_rune]
    assert len(runes) == 14 and set(runes.values()) == {2}
    for a, b in board.rune_gates:
        assert board.nodes[a].rune == board.nodes[b].rune
    edge = {n.grid for n in board.nodes if 0 in n.grid or 8 in n.grid}
    assert {n.grid for n in board.nodes if n.rune} == edge and len(edge) == 32


def test_a_corner_reaches_its_path_neighbours_and_all_three_other_corners(board):
    corner = board.node_at((0, 0))
    assert grids(board, board.neighbours(corner)) == {(1, 0), (0, 1), (8, 0), (0, 8), (8, 8)}
    assert grids(board, board.neighbours(board.node_at((1, 0)))) == {(0, 0), (2, 0), (1, 8)}


def test_neighbours_are_symmetric_and_never_include_the_node_itself(board):
    for n in board.nodes:
        for m in board.neighbours(n.index):
            assert m != n.index and n.index in board.neighbours(m)


def test_layout_is_mirror_symmetric(board):
    shapes = {(c.shape, frozenset(grids(board, c.nodes))) for c in board.circles}
    for flip in (lambda x, y: (8 - x, y), lambda x, y: (x, 8 - y)):
        assert {(s, frozenset(flip(*p) for p in pts)) for s, pts in shapes} == shapes


def test_straight_lines_carry_on_through_gates(board):
    at = board.node_at
    assert board.beyond(at((8, 3)), (1, 0)) == at((0, 3))
    assert board.beyond(at((4, 0)), (0, -1)) == at((4, 8))
    assert board.beyond(at((0, 0)), (-1, -1)) == at((8, 8))
    assert board.beyond(at((0, 0)), (-1, 0)) == at((8, 0))
    assert board.beyond(at((3, 2)), (1, 0)) == at((4, 2))
    assert board.beyond(at((1, 0)), (0, 1)) is None  # across the hexagon: no path
    assert board.beyond(at((4, 2)), (0, 1)) is None  # into the octagon's centre
    assert board.beyond(at((0, 3)), (-1, -1)) is None  # no diagonal gate off a side
    assert board.direction(at((0, 3)), at((8, 3))) == (-1, 0)
    assert board.direction(at((8, 8)), at((0, 0))) == (1, 1)
    assert board.direction(at((3, 2)), at((4, 2))) == (1, 0)


def test_board_fits_the_left_of_the_canvas_with_room_for_rune_marks(board):
    xs = [n.position[0] for n in board.nodes]
    ys = [n.position[1] for n in board.nodes]
    assert max(ys) - min(ys) <= 640 and max(xs) - min(xs) <= 640
    assert min(xs) >= 24 and min(ys) >= 24
    assert board.spacing == pytest.approx((max(xs) - min(xs)) / 8)


# --- the map file and its tool -------------------------------------------------------------


def run_tool(*args):
    return subprocess.run(
        [sys.executable, "-m", "tools.build_dolmen_map", *args], cwd=ROOT, capture_output=True, text=True
    )


def test_committed_map_is_what_the_tool_builds_now(tmp_path):
    first, second = tmp_path / "a.tmx", tmp_path / "b.tmx"
    assert run_tool("--output", str(first)).returncode == 0
    assert run_tool("--output", str(second)).returncode == 0
    assert first.read_bytes() == second.read_bytes() == BOARD_MAP.read_bytes()
    assert run_tool("--check").returncode == 0
    first.write_text(first.read_text().replace('value="algiz"', 'value="sowilo"', 1))
    stale = run_tool("--check", "--output", str(first))
    assert stale.returncode == 1 and "differs" in stale.stdout


def test_board_modules_do_not_import_pygame():
    code = (
        "import sys; import game.dolmen.board, game.dolmen.board_build; "
        "sys.exit(1 if any(m.split('.')[0] == 'pygame' for m in sys.modules) else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


@pytest.mark.skipif(shutil.which("tiled") is None, reason="the Tiled editor is not installed")
def test_real_tiled_opens_and_exports_the_map(tmp_path):
    out = tmp_path / "board.json"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=str(tmp_path))
    result = subprocess.run(
        ["tiled", "--export-map", "json", str(BOARD_MAP), str(out)], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    layers = {layer["name"]: layer["objects"] for layer in json.loads(out.read_text())["layers"]}
    assert len(layers["nodes"]) == 73 and len(layers["circles"]) == 28
    # Tiled 1.9 exports the object class as "class", 1.8 and 1.10+ as "type"
    assert {o.get("type") or o.get("class") for o in layers["nodes"]} == {"node"}
    assert all(len(o["polygon"]) in (4, 6, 8) for o in layers["circles"])


# --- editing the map in Tiled changes the game -----------------------------------------------


def edited_map(tmp_path, edit) -> Path:
    tree = ET.parse(BOARD_MAP)
    edit(tree.getroot())
    path = tmp_path / "edited.tmx"
    tree.write(path, encoding="UTF-8", xml_declaration=True)
    return path


def layer(root, name):
    return next(g for g in root.iter("objectgroup") if g.get("name") == name)


def obj(root, layer_name, name):
    return next(o for o in layer(root, layer_name) if o.get("name") == name)


def set_prop(o, name, value):
    next(p for p in o.iter("property") if p.get("name") == name).set("value", value)


def circle_points(o):
    ox, oy = float(o.get("x")), float(o.get("y"))
    rel = [tuple(map(float, p.split(","))) for p in o.find("polygon").get("points").split()]
    return [(ox + x, oy + y) for x, y in rel]


def set_circle_points(o, points):
    ox, oy = points[0]
    o.set("x", f"{ox:g}")
    o.set("y", f"{oy:g}")
    o.find("polygon").set("points", " ".join(f"{x - ox:g},{y - oy:g}" for x, y in points))


def test_moving_a_node_in_tiled_moves_it_in_the_game(tmp_path, board):
    def move(root):
        node = obj(root, "nodes", "4,2")
        old = (float(node.get("x")), float(node.get("y")))
        node.set("x", str(old[0] + 10))
        node.set("y", str(old[1] - 6))
        for circle in layer(root, "circles"):
            pts = circle_points(circle)
            set_circle_points(circle, [(x + 10, y - 6) if (x, y) == old else (x, y) for x, y in pts])

    moved = load_board(edited_map(tmp_path, move))
    i = moved.node_at((4, 2))
    before = board.nodes[board.node_at((4, 2))].position
    assert moved.nodes[i].position == (before[0] + 10, before[1] - 6)
    octagon = next(c for c in moved.circles if c.shape == "octagon" and i in c.nodes)
    old_centre = board.circles[octagon.index].centre
    assert octagon.centre == pytest.approx((old_centre[0] + 10 / 8, old_centre[1] - 6 / 8))


def test_deleting_a_circle_in_tiled_removes_it_from_the_game(tmp_path, board):
    def delete(root):
        circles = layer(root, "circles")
        circles.remove(obj(root, "circles", "square 2,2"))

    smaller = load_board(edited_map(tmp_path, delete))
    assert len(smaller.circles) == 27
    corner = smaller.node_at((3, 3))
    assert len(smaller.nodes[corner].circles) == 2
    assert Counter(c.shape for c in smaller.circles)["square"] == 7


# --- malformed maps are refused with the file and the problem named ---------------------------


def drop_layer(name):
    return lambda root: root.remove(layer(root, name))


def drop_vertex(root):
    o = obj(root, "circles", "hexagon 0,0")
    set_circle_points(o, circle_points(o)[:-1])


def vertex_into_centre(root):
    o = obj(root, "circles", "octagon 3,2")
    pts = circle_points(o)
    set_circle_points(o, pts[:-1] + [((pts[0][0] + pts[2][0]) / 2, pts[3][1])])


def duplicate_circle(root):
    copy = ET.fromstring(ET.tostring(obj(root, "circles", "square 2,2")))
    copy.set("id", "500")
    layer(root, "circles").append(copy)


def add_centre_node(root):
    node = ET.fromstring(ET.tostring(obj(root, "nodes", "4,2")))
    node.set("id", "500")
    node.set("name", "4,3")
    node.set("y", str(float(node.get("y")) + 72))
    set_prop(node, "grid_y", "3")
    layer(root, "nodes").append(node)


def drop_grid_x(root):
    node = obj(root, "nodes", "4,2")
    props = node.find("properties")
    props.remove(next(p for p in props if p.get("name") == "grid_x"))


def drop_map_prop(root):
    props = root.find("properties")
    props.remove(next(p for p in props if p.get("name") == "corner_rune"))


MALFORMED = {
    "no circles layer": (drop_layer("circles"), "missing object layer 'circles'"),
    "no nodes layer": (drop_layer("nodes"), "missing object layer 'nodes'"),
    "hexagon with 5 vertices": (drop_vertex, "has 5 vertices"),
    "octagon called a hexagon": (
        lambda r: set_prop(obj(r, "circles", "octagon 2,0"), "shape", "hexagon"),
        "has 8 vertices, but a hexagon has 6",
    ),
    "wrong multiplier": (lambda r: set_prop(obj(r, "circles", "square 0,1"), "multiplier", "4"), "a square scores 3"),
    "vertex off every node": (vertex_into_centre, "not on a node"),
    "rune without partner": (lambda r: set_prop(obj(r, "nodes", "1,8"), "rune", "sowilo"), "has no partner"),
    "corner rune on three corners": (
        lambda r: set_prop(obj(r, "nodes", "8,8"), "rune", "tiwaz"),
        "exactly the 4 corners",
    ),
    "node in no circle": (add_centre_node, "lies in 0 circles"),
    "node in four circles": (duplicate_circle, "lies in 4 circles"),
    "node without grid_x": (drop_grid_x, "int property 'grid_x'"),
    "no corner rune property": (drop_map_prop, "'corner_rune'"),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_map_is_refused_naming_the_file_and_the_problem(tmp_path, case):
    edit, problem = MALFORMED[case]
    path = edited_map(tmp_path, edit)
    with pytest.raises(MapError) as caught:
        load_board(path)
    assert str(path) in str(caught.value)
    assert problem in str(caught.value)


def test_grid_letters_table_is_well_formed():
    # guards the recount itself: 28 circles, each a solid rectangle of 1, 2 or 4 cells
    spans = defaultdict(list)
    for y, row in enumerate(CELLS):
        for x, ch in enumerate(row):
            spans[ch].append((x, y))
    assert len(spans) == 28
    for cells in spans.values():
        xs, ys = {c[0] for c in cells}, {c[1] for c in cells}
        assert len(cells) == len(xs) * len(ys) in SHAPE_BY_CELL_COUNT


def test_every_rune_on_the_board_has_its_own_drawing_inside_the_unit_box(board):
    from game.dolmen.board_runes import RUNE_LETTERS, RUNE_STROKES, rune_strokes

    used = sorted({n.rune for n in board.nodes if n.rune})
    assert len(used) == 15 and all(r in RUNE_STROKES for r in used)
    drawings = [rune_strokes(r) for r in used]
    assert len(set(drawings)) == len(used)  # no two gates look alike
    for strokes in RUNE_STROKES.values():
        assert all(0 <= u <= 1 and 0 <= v <= 1 for stroke in strokes for u, v in stroke)
        assert all(len(stroke) >= 2 for stroke in strokes)
    assert len(set(RUNE_LETTERS.values())) == 24
    assert rune_strokes("not-a-rune")  # a rune added in Tiled is still marked

"""Builds levels/dolmen/board.tmx, the Dolmen / Die Dolmengötter board, from the layout table.

Usage: `python -m tools.build_dolmen_map` (writes the map), `--check` (exit 1 when the committed
map differs from what the table gives), `--output PATH` (write elsewhere).

The layout is the project's own: an 8 × 8 grid of cells whose
rectangles are the 28 stone circles. Every grid point on a circle's outline is a node; an
octagon's centre is not. The output is byte-for-byte the same on every run, so the committed
map can be compared with a fresh build. After generation the map is the single source of the
board: the game reads only the map, so hand edits in Tiled change the game.
"""

from __future__ import annotations

import sys

from tools.map_tool import prop, run

GRID_CELLS = 8  # cells per side; grid points run 0..8
SPACING = 72  # map pixels between neighbouring grid points
MARGIN = 32  # map pixels from the map's edge to the outer nodes (room for the rune gates)
TILE = 16
MAP_PIXELS = 2 * MARGIN + GRID_CELLS * SPACING  # 640: fits 720 high with room for panels

# The scoring multiplier printed in each shape of circle.
MULTIPLIERS = {"octagon": 5, "hexagon": 4, "square": 3}

# Circles as (x, y, width, height) in cells, origin top-left.
CIRCLES: dict[str, tuple[tuple[int, int, int, int], ...]] = {
    "octagon": (
        (2, 0, 2, 2),
        (4, 0, 2, 2),
        (2, 6, 2, 2),
        (4, 6, 2, 2),
        (3, 2, 2, 2),
        (3, 4, 2, 2),
        (1, 3, 2, 2),
        (5, 3, 2, 2),
    ),
    "hexagon": (
        (0, 0, 2, 1),
        (6, 0, 2, 1),
        (0, 7, 2, 1),
        (6, 7, 2, 1),
        (1, 1, 1, 2),
        (6, 1, 1, 2),
        (1, 5, 1, 2),
        (6, 5, 1, 2),
        (0, 2, 1, 2),
        (7, 2, 1, 2),
        (0, 4, 1, 2),
        (7, 4, 1, 2),
    ),
    "square": (
        (0, 1, 1, 1),
        (7, 1, 1, 1),
        (0, 6, 1, 1),
        (7, 6, 1, 1),
        (2, 2, 1, 1),
        (5, 2, 1, 1),
        (2, 5, 1, 1),
        (5, 5, 1, 1),
    ),
}

# Elder Futhark names. Column runes join (x, 0) ↔ (x, 8), row runes join (0, y) ↔ (8, y),
# and the corner rune sits on all four corners.
COLUMN_RUNES = ("fehu", "uruz", "thurisaz", "ansuz", "raidho", "kaunan", "gebo")
ROW_RUNES = ("wunjo", "hagalaz", "naudiz", "isaz", "jera", "eihwaz", "perthro")
CORNER_RUNE = "algiz"


def outline(x: int, y: int, w: int, h: int) -> list[tuple[int, int]]:
    """Grid points on the rectangle's boundary, clockwise from its top-left corner."""
    top = [(x + i, y) for i in range(w)]
    right = [(x + w, y + j) for j in range(h)]
    bottom = [(x + w - i, y + h) for i in range(w)]
    left = [(x, y + h - j) for j in range(h)]
    return top + right + bottom + left


def rune_at(gx: int, gy: int) -> str | None:
    last = GRID_CELLS
    if gx in (0, last) and gy in (0, last):
        return CORNER_RUNE
    if gy in (0, last):
        return COLUMN_RUNES[gx - 1]
    if gx in (0, last):
        return ROW_RUNES[gy - 1]
    return None


def pixel(gx: int, gy: int) -> tuple[int, int]:
    return MARGIN + gx * SPACING, MARGIN + gy * SPACING


def node_points() -> list[tuple[int, int]]:
    """Every grid point on some circle's outline, row by row."""
    on_outline = {p for shape in CIRCLES.values() for rect in shape for p in outline(*rect)}
    return sorted(on_outline, key=lambda p: (p[1], p[0]))


def build_tmx() -> str:
    """The complete TMX text (Tiled 1.8 format: `type` is what Tiled ≥ 1.9 calls class)."""
    tiles = MAP_PIXELS // TILE
    nodes = node_points()
    circle_count = sum(len(v) for v in CIRCLES.values())
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{tiles}" height="{tiles}" tilewidth="{TILE}" '
        f'tileheight="{TILE}" infinite="0" backgroundcolor="#d8cfae" nextlayerid="3" '
        f'nextobjectid="{len(nodes) + circle_count + 1}">',
        " <properties>",
        prop("corner_rune", CORNER_RUNE, 2),
        prop("game", "dolmen", 2),
        prop("grid_origin_x", MARGIN, 2),
        prop("grid_origin_y", MARGIN, 2),
        prop("grid_spacing", SPACING, 2),
        " </properties>",
        ' <objectgroup id="1" name="circles" color="#5a6e3a">',
    ]
    object_id = len(nodes)
    for shape in ("octagon", "hexagon", "square"):
        for rect in CIRCLES[shape]:
            object_id += 1
            points = outline(*rect)
            ox, oy = pixel(*points[0])
            rel = " ".join(f"{pixel(*p)[0] - ox},{pixel(*p)[1] - oy}" for p in points)
            lines += [
                f'  <object id="{object_id}" name="{shape} {rect[0]},{rect[1]}" type="circle" x="{ox}" y="{oy}">',
                "   <properties>",
                prop("multiplier", MULTIPLIERS[shape]),
                prop("shape", shape),
                "   </properties>",
                f'   <polygon points="{rel}"/>',
                "  </object>",
            ]
    lines += [" </objectgroup>", ' <objectgroup id="2" name="nodes" color="#7a3b2e">']
    for object_id, (gx, gy) in enumerate(nodes, start=1):
        x, y = pixel(gx, gy)
        rune = rune_at(gx, gy)
        lines += [
            f'  <object id="{object_id}" name="{gx},{gy}" type="node" x="{x}" y="{y}">',
            "   <properties>",
            prop("grid_x", gx),
            prop("grid_y", gy),
            *([prop("rune", rune)] if rune else []),
            "   </properties>",
            "   <point/>",
            "  </object>",
        ]
    lines += [" </objectgroup>", "</map>", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    return run(
        argv,
        __doc__,
        build_tmx,
        "dolmen/board.tmx",
        f"{len(node_points())} nodes, {sum(len(v) for v in CIRCLES.values())} circles",
    )


if __name__ == "__main__":
    sys.exit(main())

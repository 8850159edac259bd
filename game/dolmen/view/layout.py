"""Where everything on the Dolmen table lies: the board's map scaled into the canvas.

All board geometry comes from the Board (read from levels/dolmen/board.tmx): node positions,
circles and their centres, edge runes. The map's node area is fitted into BOARD_AREA, so
moving a node in Tiled moves it on the table. `load_layout(path)` reads a map and raises
MapError naming the file when it is unusable; `BoardLayout(board)` lays out a board the rules
already hold. Side panels and the status line are fixed rectangles of the 1280×720 canvas:
the wide frame (WIDE), or the narrow one (NARROW) for a window narrower than 16:10, where
everything lies within the 960 columns of scene.NARROW_SPAN and the same map is fitted into
a smaller board area.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from pathlib import Path

from game.core.tiled import MapError
from game.dolmen.board import Board
from game.dolmen.board_map import load_board

CANVAS = (1280, 720)
BOARD_AREA = (306, 58, 668, 580)  # x, y, w, h: the landscape
LEFT_PANEL = (14, 64, 282, 570)  # the players
RIGHT_PANEL = (984, 64, 282, 570)  # the decision panel and the circle card
STATUS = (14, 646, 1252, 62)
#: Where the log lies on the wide table: over the lower card of the right panel, below the
#: decision panel (392 px high), so that no button of the panel lies under it, open or folded;
#: while the mouse is over it, it grows upwards by at most this much, and never over what the
#: panel shows (TableFrame.log_reach).
LOG_AREA = (984, 468, 282, 166)
LOG_REACH = -312

Point = tuple[float, float]
RUNE_MARGIN = 0.62  # grid steps between an edge node and its rune


@dataclass(frozen=True)
class TableFrame:
    """Where the table's parts lie on the canvas (x, y, w, h rectangles).

    `players`: the player cards (wide: a column of cards; narrow: a row of compact cards
    across the top); `right`: the decision panel (its top `decision_h` pixels) and the
    circle card under it, where the log lies too (`log_area`, below the decision panel;
    while the mouse is over it, it grows upwards by at most -`log_reach`, and by less where
    the panel's heading, words and buttons reach lower: hud.log_reach); `status`: the
    status line. `edge_text`/`badge`: the edge
    grid's text size and the multiplier badges' height (None: from the board's step). (The
    header pill: painting._turn_pill.)"""

    narrow: bool
    board_area: tuple[int, int, int, int]
    players: tuple[int, int, int, int]
    right: tuple[int, int, int, int]
    decision_h: int
    status: tuple[int, int, int, int]
    log_area: tuple[int, int, int, int]
    log_reach: int
    edge_text: int = 13
    badge: int | None = None


WIDE = TableFrame(False, BOARD_AREA, LEFT_PANEL, RIGHT_PANEL, 392, STATUS, LOG_AREA, LOG_REACH)
#: The narrow table, within canvas columns 160…1120 (scene.NARROW_SPAN): the play scene's
#: title and buttons share the top 56 rows with the pill; the players' compact cards lie in
#: a row under them; the board (the same map, smaller) on the left, the decision panel and
#: the log on the right; the status line across the bottom. Text is 14 px or more.
NARROW = TableFrame(
    True,
    board_area=(190, 146, 506, 506),
    players=(168, 60, 944, 66),
    right=(728, 134, 384, 518),
    decision_h=344,
    status=(168, 660, 944, 52),
    log_area=(728, 486, 384, 166),
    log_reach=-308,  # at most to just under the panel's heading (less where it shows more)
    edge_text=14,
    badge=18,
)


@dataclass(frozen=True)
class CircleSpot:
    """One stone circle on screen: its outline in its own shape, where its dolmen stands and
    where its multiplier is written."""

    index: int
    shape: str
    multiplier: int
    height: int
    centre: Point
    ring: tuple[Point, ...]  # the outline: one corner per stone place, just inside them
    radius: float  # for clicks: the inner clearing where the dolmen stands
    base: Point = (0.0, 0.0)  # where the bottom slab of its dolmen rests
    slab: tuple[int, int, int] = (0, 0, 0)  # a slab's width, side thickness, top-face height
    badge: Point = (0.0, 0.0)  # the centre of its multiplier mark


class BoardLayout:
    """Screen geometry of one board. Positions in canvas pixels."""

    def __init__(self, board: Board, area: tuple[int, int, int, int] = BOARD_AREA) -> None:
        """Fits `board`'s map into `area` (x, y, w, h on the canvas), keeping its shape."""
        self.board, self.area = board, area
        xs = [n.position[0] for n in board.nodes]
        ys = [n.position[1] for n in board.nodes]
        span_x, span_y = max(xs) - min(xs), max(ys) - min(ys)
        margin = 2 * (RUNE_MARGIN + 0.38) * board.spacing
        ax, ay, aw, ah = area
        self.scale = min(aw / (span_x + margin), ah / (span_y + margin))
        self.map_centre = ((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2)
        self.centre = (ax + aw / 2, ay + ah / 2)
        self.step = board.spacing * self.scale  # pixels between grid neighbours
        self.node_radius = self.step * 0.27
        self.druid_size = round(self.step * 0.8)  # a standing druid's height
        self.nodes = tuple(self.to_screen(n.position) for n in board.nodes)
        half_w = span_x * self.scale / 2 + (RUNE_MARGIN + 0.38) * self.step
        half_h = span_y * self.scale / 2 + (RUNE_MARGIN + 0.38) * self.step
        cx, cy = self.centre
        self.land = (cx - half_w, cy - half_h, 2 * half_w, 2 * half_h)
        self.normals = tuple(self._normal(n.grid) for n in board.nodes)
        self.circles = tuple(self._circle(c) for c in board.circles)
        self.runes = tuple(
            (n.index, n.rune, self.outside(n.index, RUNE_MARGIN)) for n in board.nodes if n.rune is not None
        )

    # --- transforms -----------------------------------------------------------------------
    def to_screen(self, p: Point) -> Point:
        (mx, my), (cx, cy) = self.map_centre, self.centre
        return cx + (p[0] - mx) * self.scale, cy + (p[1] - my) * self.scale

    def _normal(self, grid) -> Point:
        """The outward direction of an edge node (diagonal at a corner), (0, 0) inside."""
        min_x, min_y, max_x, max_y = self.board.edge
        dx = -1 if grid[0] == min_x else 1 if grid[0] == max_x else 0
        dy = -1 if grid[1] == min_y else 1 if grid[1] == max_y else 0
        length = math.hypot(dx, dy) or 1.0
        return dx / length, dy / length

    def outside(self, node: int, steps: float) -> Point:
        """A point `steps` grid steps beyond an edge node, away from the board (its rune,
        or where a druid leaves through the gate)."""
        (x, y), (nx, ny) = self.nodes[node], self.normals[node]
        return x + nx * steps * self.step, y + ny * steps * self.step

    def _circle(self, circle) -> CircleSpot:
        cx, cy = self.to_screen(circle.centre)
        pts = [self.nodes[n] for n in circle.nodes]
        ax = max(abs(x - cx) for x, _ in pts) or 1.0
        ay = max(abs(y - cy) for _, y in pts) or 1.0
        ring = []
        for x, y in pts:  # the map lists a circle's places in order around it
            vx, vy = x - cx, y - cy
            r = math.hypot(vx, vy) or 1.0
            cos, sin = vx / r, vy / r
            # a corner on the ellipse through the box of the places, toward each place: the
            # eight places of an octagon give a regular octagon, the six of a hexagon a
            # hexagon, the four of a square a square, drawn just inside the places
            ellipse = ax * ay / math.hypot(ay * cos, ax * sin)
            ring.append((cx + cos * ellipse * 0.9, cy + sin * ellipse * 0.9))
        inner = min(math.hypot(x - cx, y - cy) for x, y in pts) - self.node_radius
        base, slab = self._stack_spot(circle, (cx, cy))
        spot = CircleSpot(
            circle.index,
            circle.shape,
            circle.multiplier,
            circle.height,
            (cx, cy),
            tuple(ring),
            max(inner, self.step * 0.25),
            base,
            slab,
        )
        return replace(spot, badge=self._badge_spot(spot))

    def _stack_spot(self, circle, centre: Point) -> tuple[Point, tuple[int, int, int]]:
        """Where a circle's dolmen stands and how big its slabs are, so that its tallest
        stack covers no stone place: slabs thin enough to stay below the place above, narrow
        enough to pass between the places beside. Tried on the centre (and a little below it)
        and half a step aside (a lying hexagon has a place straight above its
        centre); the widest slabs win, the centre first among equals."""
        step, r = self.step, self.node_radius
        width = {"square": 0.56, "hexagon": 0.6, "octagon": 0.66}.get(circle.shape, 0.6)
        top = max(9, round(step * 0.24))
        cx, cy = centre
        near = [(x, y) for x, y in self.nodes if abs(x - cx) < 2 * step and abs(y - cy) < 2 * step]
        best: tuple[float, tuple[float, float], int, int] | None = None
        for dx in (0.0, -0.5, 0.5):
            x = cx + dx * step
            for lift in (0.18, 0.1, 0.0):
                base = cy + lift * step
                above = [y for px, y in near if abs(px - x) < r + 8 and y < base]
                room = (base - max(above) - r - 2) if above else step * 1.2
                most = min(round(step * 0.14), int((room - top) / max(1, circle.height)))
                for side in sorted({most, 6, 5}, reverse=True):
                    if side < 4 or side > most:
                        continue
                    high, low = base - side * circle.height - top / 2 - 2, base + side + 2
                    half = width * step / 2
                    for px, py in near:  # places level with the stack keep its slabs narrow
                        if py + r > high and py - r < low:
                            half = min(half, abs(px - x) - r - 2)
                    score = 2 * half + 3 * side  # wide faces first, then thick sides
                    if half >= step * 0.18 and (best is None or score > best[0] + 0.5):
                        best = (score, (x, base), side, int(2 * half))
        if best is None:  # no room anywhere (not on the shipped board): thin slabs in the middle
            return (cx, cy), (round(width * step), 4, top)
        _score, spot, side, w = best
        return spot, (w, side, top)

    def _badge_spot(self, spot: CircleSpot) -> Point:
        """The multiplier mark's centre: in front of the altar, always at the same spot
        of a circle, so each circle's number reads as its own."""
        _w, s, t = spot.slab
        bx, by = spot.base
        return bx, by + s + t / 2 + self.step * 0.13

    # --- hit tests --------------------------------------------------------------------------
    def node_at(self, pos) -> int | None:
        best, best_d = None, self.step * 0.42
        for i, (x, y) in enumerate(self.nodes):
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d < best_d:
                best, best_d = i, d
        return best

    def circle_at(self, pos) -> int | None:
        """The circle whose dolmen clearing (around its centre) holds `pos`."""
        best, best_d = None, None
        for c in self.circles:
            d = math.hypot(pos[0] - c.centre[0], pos[1] - c.centre[1] + self.step * 0.12)
            if d < c.radius and (best_d is None or d < best_d):
                best, best_d = c.index, d
        return best

    # --- pieces -------------------------------------------------------------------------------
    def stack_base(self, circle: int) -> Point:
        """Where the bottom slab of a circle's dolmen rests (below the centre, or beside it
        where a place stands straight above the centre)."""
        return self.circles[circle].base

    def slab_size(self, circle: int) -> tuple[int, int, int]:
        """(width, side thickness, top-face height) of the slabs in a circle's stack."""
        return self.circles[circle].slab

    def slab_at(self, circle: int, level: int) -> Point:
        """Top-face centre of the slab at `level` (0 = bottom) of a circle's stack."""
        x, y = self.stack_base(circle)
        return x, y - self.slab_size(circle)[1] * (level + 1)


def load_layout(path: str | Path | None = None) -> BoardLayout:
    """Reads the board map at `path` (default: the shipped board) and lays it out; MapError
    names the file and problem."""
    return BoardLayout(load_board(path))


__all__ = [
    "BoardLayout",
    "CircleSpot",
    "MapError",
    "TableFrame",
    "load_layout",
    "BOARD_AREA",
    "LEFT_PANEL",
    "NARROW",
    "RIGHT_PANEL",
    "STATUS",
    "WIDE",
]

"""Where everything on the Die Druiden table lies: the board's map fitted into the canvas.

All board geometry comes from the Board (read from levels/druiden/board.tmx): every field, the
Place of Decision, the Place of the Spirits with each spirit's home, the stack and the discard
place. The map's content (the rings and the places beside them) is scaled uniformly into
BOARD_AREA, so moving an object in Tiled moves it on the table. The dice lie below the Place of
the Spirits. The players' column, the hand strip, the status line and the decision panel are
fixed rectangles of the 1280×720 canvas (the play scene's title and buttons use y < 58).

The narrow layout (a window narrower than 16:10, see game.ui.scene.NARROW_SPAN) keeps to
canvas columns 160…1120: the players in a row of compact areas under the title, the rings
scaled into a square below them with the map's column of places (stack, discard, Place of the
Spirits, dice) transformed into a column beside it, the status line and the hand under both,
the decision panel and the log on the right. The same map, transformed in two parts; only
the spirits' homes are set anew, in three rows (their labels need the room at 14 px).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game.core.tiled import MapError
from game.druiden.board import Board
from game.druiden.board_map import BOARD_MAP, default_board, load_board
from game.ui.log import ROW, TITLE_H

CANVAS = (1280, 720)
BOARD_AREA = (242, 62, 734, 506)  # x, y, w, h: the rings and the places beside them
LEFT_COLUMN = (14, 64, 220, 650)  # the players, one area each
STATUS = (242, 574, 734, 34)  # one or two lines: a refusal, a prompt, what is shown
HAND = (242, 614, 734, 100)  # the hand of the player at the screen
PANEL = (984, 64, 282, 650)  # the decision panel (the log may take its lower part)


def _log_box(x: int, w: int, bottom: int, room: int) -> tuple[int, int, int, int]:
    """The game log's box of at most `room` px ending at `bottom`: just as tall as its title
    and the whole rows of ROW px it shows, so no part of a row and no empty strip are left."""
    rows = (room - TITLE_H - 8) // ROW
    h = TITLE_H + 8 + rows * ROW
    return x, bottom - h, w, h


#: where the table may show the game log: the decision panel's lower part, below room for
#: a prompt of five lines and four buttons (more buttons hide the log, see log_yields)
LOG = _log_box(984, 282, 714, 714 - 372)
SEAT_GAP = 8
DICE_GAP, DICE_HEIGHT = 20, 150  # map pixels below the Place of the Spirits
FIELD_MARGIN = 62  # map pixels around the outermost fields (the clock's hours, the meadow)

# The narrow layout, within NARROW_SPAN (x 160…1120): x, y, w, h.
NARROW_SEATS = (168, 58, 944, 82)  # the players' areas side by side
NARROW_RINGS = (168, 144, 418, 418)  # the rings and the Place of Decision
NARROW_PLACES = (594, 144, 220, 418)  # the stack, the discard, the Place of the Spirits, the dice
NARROW_STATUS = (168, 566, 646, 34)
NARROW_HAND = (168, 604, 646, 110)
NARROW_PANEL = (822, 144, 290, 570)
NARROW_LOG = _log_box(822, 290, 714, 714 - 480)
NARROW_SEAT_GAP = 8

Point = tuple[float, float]


@dataclass
class DruidenLayout:
    """Screen geometry of one board for `players` players. Positions in canvas pixels.

    `field_xy[f]`: the centre of field f; `field_radius[f]` its drawn radius; `ring_radius[r]`
    the radius of ring r about `centre`; `spoke_angles` the screen angle of each spoke (same
    order as board.spokes). `spirit_home_xy[name]` where spirit `name` (sun1..3, moon1..3,
    dwarf, morrigan) waits on the Place of the Spirits."""

    board: Board
    players: int
    scale: float
    centre: Point
    meadow: float  # the radius of the round meadow the rings lie on
    field_xy: list[Point]
    field_radius: list[float]
    ring_radius: list[float]
    spoke_angles: list[float]
    decision: pygame.Rect
    spirits_place: pygame.Rect
    spirit_home_xy: dict[str, Point]
    stack: pygame.Rect
    discard: pygame.Rect
    dice: pygame.Rect
    seat_areas: list[pygame.Rect]
    hand: pygame.Rect
    panel: pygame.Rect
    status: pygame.Rect = field(default_factory=lambda: pygame.Rect(STATUS))
    log: pygame.Rect = field(default_factory=lambda: pygame.Rect(LOG))
    piece_size: float = 24.0  # a piece's diameter on the inner ring (the tightest)
    narrow: bool = False  # the narrow layout (NARROW_SPAN): compact areas, a larger hand
    #: where a field's tooltip may lie (the board and what is beside it)
    tip_area: pygame.Rect = field(default_factory=lambda: pygame.Rect(236, 56, 744, 516))

    # --- transforms ----------------------------------------------------------------------------
    def die_rect(self, die: int) -> pygame.Rect:
        """The square where die 0 or 1 settles, side by side inside `dice`."""
        side = min(self.dice.h - 16, (self.dice.w - 36) // 2)
        gap = (self.dice.w - 2 * side) // 3
        return pygame.Rect(self.dice.x + gap + die * (side + gap), self.dice.centery - side // 2, side, side)

    def decision_slot(self, k: int, count: int) -> Point:
        """Where the k-th of `count` pieces stands on the Place of Decision (a ring of slots
        about its centre, the first at the top)."""
        cx, cy = self.decision.center
        if count <= 1:
            return float(cx), float(cy)
        r = self.decision.w * 0.27
        # a pentagon with its top between two places, so a figure's head stays inside
        a = -math.pi / 2 + math.pi / 5 + 2 * math.pi * k / max(count, 5)
        return cx + r * math.cos(a), cy + r * math.sin(a)

    def field_slot(self, f: int, k: int, count: int) -> Point:
        """Where the k-th of `count` pieces on field f stands: one in the middle, two side by
        side across the screen (the rules allow two pieces on a field; a standing druid is
        tall, so they never stand one above the other), each still nearer its own field than
        any other."""
        x, y = self.field_xy[f]
        if count <= 1:
            return x, y
        off = self.piece_size * 0.47 * (1 if k % 2 else -1)
        return x + off, y

    def step_path(self, a: int, b: int):
        """The way from field a to the field b beside it, as t ∈ [0, 1] → point: along the
        ring's arc, or straight along the spoke."""
        (ax, ay), (bx, by) = self.field_xy[a], self.field_xy[b]
        if self.board.fields[a].ring != self.board.fields[b].ring:
            return lambda t: (ax + (bx - ax) * t, ay + (by - ay) * t)
        cx, cy = self.centre
        a0, a1 = math.atan2(ay - cy, ax - cx), math.atan2(by - cy, bx - cx)
        turn = (a1 - a0 + math.pi) % (2 * math.pi) - math.pi  # the short way round
        r0, r1 = math.hypot(ax - cx, ay - cy), math.hypot(bx - cx, by - cy)

        def at(t: float) -> Point:
            ang, r = a0 + turn * t, r0 + (r1 - r0) * t
            return cx + r * math.cos(ang), cy + r * math.sin(ang)

        return at

    def route_points(self, path, per_step: int = 6) -> list[Point]:
        """The points of a route through the fields of `path` (start first), following the
        rings' arcs: for drawing the way a piece will take."""
        if not path:
            return []
        pts = [self.field_xy[path[0]]]
        for a, b in zip(path, path[1:]):
            way = self.step_path(a, b)
            pts.extend(way(i / per_step) for i in range(1, per_step + 1))
        return pts

    # --- hit tests -------------------------------------------------------------------------------
    def field_at(self, pos) -> int | None:
        """The field under `pos`, or None."""
        best, best_d = None, None
        for f, (x, y) in enumerate(self.field_xy):
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d <= self.field_radius[f] * 1.15 and (best_d is None or d < best_d):
                best, best_d = f, d
        return best

    def spirit_home_at(self, pos) -> str | None:
        """The spirit home under `pos` (its name), or None."""
        r = self.piece_size * 0.9
        for name, (x, y) in self.spirit_home_xy.items():
            if math.hypot(pos[0] - x, pos[1] - y) <= r:
                return name
        return None


def layout_board(board: Board, players: int, narrow: bool = False) -> DruidenLayout:
    """The layout of `board` for `players` players (2..5); `narrow`: within NARROW_SPAN."""
    if narrow:
        return _narrow_layout(board, players)
    xs = [f.position[0] for f in board.fields]
    ys = [f.position[1] for f in board.fields]
    left, top = min(xs) - FIELD_MARGIN, min(ys) - FIELD_MARGIN
    right, bottom = max(xs) + FIELD_MARGIN, max(ys) + FIELD_MARGIN
    sp = board.places["spirits"]
    dice_map = (sp.x, sp.y + sp.height + DICE_GAP, sp.width, DICE_HEIGHT)
    for p in list(board.places.values()):
        left, top = min(left, p.x), min(top, p.y)
        right, bottom = max(right, p.x + p.width), max(bottom, p.y + p.height)
    right = max(right, dice_map[0] + dice_map[2])
    bottom = max(bottom, dice_map[1] + dice_map[3])
    ax, ay, aw, ah = BOARD_AREA
    scale = min(aw / (right - left), ah / (bottom - top))
    ox = ax + (aw - (right - left) * scale) / 2 - left * scale
    oy = ay + (ah - (bottom - top) * scale) / 2 - top * scale

    def at(p: Point) -> Point:
        return ox + p[0] * scale, oy + p[1] * scale

    def rect(x: float, y: float, w: float, h: float) -> pygame.Rect:
        sx, sy = at((x, y))
        return pygame.Rect(round(sx), round(sy), round(w * scale), round(h * scale))

    field_xy = [at(f.position) for f in board.fields]
    rings, size = board.rings, board.ring_size
    centre_map = (sum(xs) / len(xs), sum(ys) / len(ys))
    centre = at(centre_map)
    ring_radius = []
    for r in range(rings):
        pts = field_xy[r * size : (r + 1) * size]
        ring_radius.append(sum(math.hypot(x - centre[0], y - centre[1]) for x, y in pts) / size)
    radius = []
    for f in board.fields:
        # half the gap to the nearest neighbour, so fields never overlap
        x, y = field_xy[f.index]
        near = min(math.hypot(x - field_xy[n][0], y - field_xy[n][1]) for n in board.neighbours[f.index])
        radius.append(min(near * 0.42, 20.0))
    spoke_angles = []
    for k in board.spokes:
        x, y = field_xy[k]  # the inner ring's field on the spoke
        spoke_angles.append(math.atan2(y - centre[1], x - centre[0]))
    places = board.places
    seat_areas = _seat_areas(players)
    return DruidenLayout(
        board=board,
        players=players,
        scale=scale,
        centre=centre,
        meadow=ring_radius[-1] + FIELD_MARGIN * scale * 0.96,
        field_xy=field_xy,
        field_radius=radius,
        ring_radius=ring_radius,
        spoke_angles=spoke_angles,
        decision=rect(*_box(places["decision"])),
        spirits_place=rect(*_box(places["spirits"])),
        spirit_home_xy={name: at(p) for name, p in board.spirit_homes.items()},
        stack=rect(*_box(places["stack"])),
        discard=rect(*_box(places["discard"])),
        dice=rect(*dice_map),
        seat_areas=seat_areas,
        hand=pygame.Rect(HAND),
        panel=pygame.Rect(PANEL),
        piece_size=min(radius[:size]) * 2 * 1.05,
    )


def _narrow_layout(board: Board, players: int) -> DruidenLayout:
    """The narrow layout: the wide layout's board (fields, spokes, the Place of Decision)
    scaled uniformly into NARROW_RINGS, and the map's column of places (stack, discard, the
    Place of the Spirits with its homes, the dice below it) scaled into NARROW_PLACES, across
    and down by their own factors so that the homes' labels keep room."""
    wide = layout_board(board, players)
    rings_box = (wide.centre[0] - wide.meadow, wide.centre[1] - wide.meadow, 2 * wide.meadow, 2 * wide.meadow)
    rx, ry, rw, rh = NARROW_RINGS
    k = min(rw / rings_box[2], rh / rings_box[3])
    ox = rx + (rw - rings_box[2] * k) / 2 - rings_box[0] * k
    oy = ry + (rh - rings_box[3] * k) / 2 - rings_box[1] * k

    def ring_at(p: Point) -> Point:
        return ox + p[0] * k, oy + p[1] * k

    def ring_rect(r: pygame.Rect) -> pygame.Rect:
        (x, y), (x2, y2) = ring_at(r.topleft), ring_at(r.bottomright)
        return pygame.Rect(round(x), round(y), round(x2 - x), round(y2 - y))

    column = wide.stack.unionall([wide.discard, wide.spirits_place, wide.dice])
    px, py, pw, ph = NARROW_PLACES
    kx, ky = pw / column.w, ph / column.h

    def place_at(p: Point) -> Point:
        return px + (p[0] - column.x) * kx, py + (p[1] - column.y) * ky

    def place_rect(r: pygame.Rect) -> pygame.Rect:
        (x, y), (x2, y2) = place_at(r.topleft), place_at(r.bottomright)
        return pygame.Rect(round(x), round(y), round(x2 - x), round(y2 - y))

    radius = [r * k for r in wide.field_radius]
    return DruidenLayout(
        board=board,
        players=players,
        scale=wide.scale * k,
        centre=ring_at(wide.centre),
        meadow=wide.meadow * k,
        field_xy=[ring_at(p) for p in wide.field_xy],
        field_radius=radius,
        ring_radius=[r * k for r in wide.ring_radius],
        spoke_angles=list(wide.spoke_angles),
        decision=ring_rect(wide.decision),
        spirits_place=place_rect(wide.spirits_place),
        spirit_home_xy=_narrow_homes(wide.spirit_home_xy, place_rect(wide.spirits_place), wide.piece_size * k),
        stack=place_rect(wide.stack),
        discard=place_rect(wide.discard),
        dice=place_rect(wide.dice),
        seat_areas=_narrow_seat_areas(players),
        hand=pygame.Rect(NARROW_HAND),
        panel=pygame.Rect(NARROW_PANEL),
        status=pygame.Rect(NARROW_STATUS),
        log=pygame.Rect(NARROW_LOG),
        piece_size=wide.piece_size * k,
        narrow=True,
        tip_area=pygame.Rect(
            NARROW_RINGS[0], NARROW_RINGS[1], NARROW_PLACES[0] + NARROW_PLACES[2] - NARROW_RINGS[0], NARROW_RINGS[3]
        ),
    )


#: The narrow Place of the Spirits: the height of its title above the rows of homes.
NARROW_SPIRITS_TITLE = 26


def _narrow_homes(homes: dict[str, Point], place: pygame.Rect, piece: float) -> dict[str, Point]:
    """The spirits' homes in the narrow Place of the Spirits, in three rows so that each
    label keeps clear of the next at 14 px: the Sun's spirits, the Moon's, then the others
    (the Dwarf King and the Morrigan) at the row's two ends."""
    rows: list[list[str]] = [[], [], []]
    for name in sorted(homes):  # sun1 before sun2, the Dwarf King before the Morrigan
        rows[0 if name.startswith("sun") else 1 if name.startswith("moon") else 2].append(name)
    rows = [row for row in rows if row]
    top = place.y + NARROW_SPIRITS_TITLE
    pitch = (place.bottom - 4 - top) / max(1, len(rows))
    columns = max(len(row) for row in rows)
    out: dict[str, Point] = {}
    for r, row in enumerate(rows):
        y = top + r * pitch + piece * 0.62 + 4  # the hollow's top a little under the row's top
        # a row of two keeps to the outer columns, with room between for a long label
        slots = [0, columns - 1] if len(row) == 2 < columns else list(range(len(row)))
        for name, c in zip(row, slots):
            out[name] = (place.x + place.w * (2 * c + 1) / (2 * columns), y)
    return out


def _narrow_seat_areas(players: int) -> list[pygame.Rect]:
    x, y, w, h = NARROW_SEATS
    each = (w - NARROW_SEAT_GAP * (players - 1)) // max(1, players)
    return [pygame.Rect(x + (each + NARROW_SEAT_GAP) * p, y, each, h) for p in range(players)]


def _box(place) -> tuple[float, float, float, float]:
    return place.x, place.y, place.width, place.height


def _seat_areas(players: int) -> list[pygame.Rect]:
    x, y, w, h = LEFT_COLUMN
    each = min(150, (h - SEAT_GAP * (players - 1)) // max(1, players))
    return [pygame.Rect(x, y + (each + SEAT_GAP) * p, w, each) for p in range(players)]


def load_layout(players: int, path: str | Path | None = None, narrow: bool = False) -> DruidenLayout:
    """The table's layout for `players` players on the shipped board (or the map at `path`;
    MapError names the file and the problem); `narrow`: the layout within NARROW_SPAN."""
    board = default_board() if path is None else load_board(path)
    return layout_board(board, players, narrow)


__all__ = [
    "BOARD_AREA",
    "BOARD_MAP",
    "CANVAS",
    "DruidenLayout",
    "HAND",
    "LEFT_COLUMN",
    "LOG",
    "MapError",
    "PANEL",
    "STATUS",
    "layout_board",
    "load_layout",
]

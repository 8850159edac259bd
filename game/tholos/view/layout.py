"""Where everything on the Tholos table lies, read only from levels/tholos/temple.tmx (or its
narrow form, temple-narrow.tmx, for a window narrower than 16:10: see frame.py).

`load_layout()` validates the map (all seven sites, every area, everything on the canvas, and
within the columns its form may use) and raises MapError naming the file and the problem, so
a table never opens on a broken map.
All other positions (stack heights, workshop places, the stones of a quarry heap) are
derived from the map's shapes, so moving a site, an area or a heap in Tiled moves it on the
table.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.core import paths
from game.core.tiled import MapData, MapError, load_map
from game.tholos.rules.material import COLUMN_HEIGHT, SITES, WORKSHOP_PLACES

#: The temple maps of the two forms (frame.py), in the levels folder; `temple_map(name)`
#: looks one up when a table opens, so a map mended or moved is read afresh.
TEMPLE_FILE, TEMPLE_NARROW_FILE = "temple.tmx", "temple-narrow.tmx"
TEMPLE_MAP = paths.level("tholos", TEMPLE_FILE)
TEMPLE_NARROW_MAP = paths.level("tholos", TEMPLE_NARROW_FILE)
AREAS = ("quarry", "workshop-white", "workshop-black", "omphalos", "scoreboard")
#: The quarry's heaps in the map's layer 'heaps', in colour order (tutorial targets heap:white…).
HEAPS = ("white", "black", "grey")
QUARRY_TITLE = 34  # the quarry's title row, above its heaps

#: Stone drum sizes in pixels: width, side height, top-ellipse height.
DRUM = (58, 15, 22)
SMALL_DRUM = (26, 8, 11)
HEAP_MAX = 16  # the most stones a quarry heap shows; the count says the rest
PLINTH_SIDE = 6  # how far a plinth's side shows below its top ellipse (art.background)


Rect = tuple[int, int, int, int]
Point = tuple[float, float]


@dataclass(frozen=True)
class SiteSpot:
    """One building site: its base ellipse (x, y, w, h), symbol, bonus key and circle order."""

    index: int
    name: str
    symbol: str
    bonus: str
    base: Rect

    @property
    def foot(self) -> Point:
        """Where the bottom stone's top face centre sits."""
        x, y, w, h = self.base
        return x + w / 2, y + h / 2

    def stone_at(self, level: int) -> Point:
        """Centre of the top face of the stone at `level` (0 = bottom) of this column."""
        fx, fy = self.foot
        return fx, fy - DRUM[1] * (level + 1)

    def standing_rect(self, height: int) -> Rect:
        """What stands on this site with `height` stones on it: its plinth (its side
        included, PLINTH_SIDE px below the base) and the stones up to the top face of the
        highest one; the plinth alone for an empty site."""
        x, y, w, h = self.base
        top = min(y, round(self.stone_at(height - 1)[1] - DRUM[2] / 2)) if height > 0 else y
        return x, top, w, y + h + PLINTH_SIDE - top

    @property
    def hit_rect(self) -> Rect:
        """The clickable area: the base and the full height of a complete column above it."""
        x, y, w, h = self.base
        top = y - DRUM[1] * COLUMN_HEIGHT - DRUM[2]
        return x, top, w, y + h - top


@dataclass(frozen=True)
class TempleLayout:
    path: str
    size: tuple[int, int]
    sites: tuple[SiteSpot, ...]  # in rules order Ω α β γ δ π Σ
    quarry: Rect
    workshops: tuple[Rect, Rect]  # White's, Black's
    omphalos: Rect
    scoreboard: Rect
    heaps: tuple[Rect, Rect, Rect]  # the quarry's heaps: white, black, grey

    @property
    def centre(self) -> Point:
        x, y, w, h = self.omphalos
        return x + w / 2, y + h / 2

    # --- derived places -------------------------------------------------------------------
    def heap_rect(self, colour: int) -> Rect:
        """The quarry heap of one colour (the map's layer 'heaps'): its part of the quarry,
        below the quarry's title."""
        return self.heaps[colour]

    def heap_stone(self, colour: int, k: int) -> Point:
        """Top-face centre of the k-th stone (0 = bottom) of a quarry heap: rows of three and
        two laid in the gaps, like drums in a stoneyard."""
        hx, hy, hw, hh = self.heap_rect(colour)
        row, col = 0, k
        while col >= (3 if row % 2 == 0 else 2):
            col -= 3 if row % 2 == 0 else 2
            row += 1
        step = SMALL_DRUM[0] + 3
        dx = (col - 1) * step if row % 2 == 0 else (col - 0.5) * step
        return hx + hw / 2 + dx, hy + hh - 62 - row * (SMALL_DRUM[1] + 4)

    def heap_shown(self, colour: int) -> int:
        """How many stones a quarry heap shows at most (HEAP_MAX, fewer in a shorter heap):
        those whose top lies inside the heap's outline, 7 px below its box's top; the count
        under the heap says the rest."""
        _hx, hy, _hw, _hh = self.heap_rect(colour)
        k = 0
        while k < HEAP_MAX and self.heap_stone(colour, k)[1] - SMALL_DRUM[2] / 2 >= hy + 7:
            k += 1
        return k

    def heap_top(self, colour: int, count: int) -> Point:
        """Where a stone leaves or joins a heap that holds `count` stones."""
        return self.heap_stone(colour, max(0, min(count, self.heap_shown(colour)) - 1))

    def place(self, player: int, slot: int) -> Point:
        """Top-face centre of a stone on workshop place `slot` (0..2) of `player`."""
        x, y, w, h = self.workshops[player]
        step = w / (WORKSHOP_PLACES + 0.4)
        return x + step * (slot + 0.7), y + h - 44

    def place_rect(self, player: int, slot: int) -> Rect:
        """The clickable box of a workshop place: around its stone, below the title row."""
        px, py = self.place(player, slot)
        top = max(int(py - 34), self.workshops[player][1] + 34)
        return int(px - 40), top, 80, int(py + 36) - top


def _rect(obj) -> Rect:
    return int(obj.x), int(obj.y), int(obj.width), int(obj.height)


def _check_inside(data: MapData, name: str, r: Rect, span: tuple[int, int] | None = None) -> None:
    x, y, w, h = r
    if w <= 0 or h <= 0:
        raise data.error(f"'{name}' has no size")
    if x < 0 or y < 0 or x + w > data.width or y + h > data.height:
        raise data.error(f"'{name}' lies outside the {data.width}×{data.height} table")
    if span is not None and (x < span[0] or x + w > span[1]):
        raise data.error(f"'{name}' lies outside columns {span[0]}…{span[1]}, which this table keeps to")


def temple_map(name: str) -> Path:
    """The temple map `name` in the levels folder now (an absolute path is kept as it is)."""
    return paths.level("tholos", name)


def load_layout(path: str | Path = TEMPLE_MAP, span: tuple[int, int] | None = None) -> TempleLayout:
    """Reads and validates the temple map; raises MapError naming the file and the problem.
    `span`: the canvas columns (x0, x1) every site and area must lie within (a narrow form)."""
    data = load_map(path)
    spots = []
    for index, name in enumerate(SITES):
        obj = data.named("sites", name)
        if obj.shape != "ellipse":
            raise data.error(f"site '{name}' must be an ellipse, not a {obj.shape}")
        base = _rect(obj)
        _check_inside(data, f"site {name}", base, span)
        symbol = str(obj.properties.get("symbol", "")) or name[0]
        spots.append(SiteSpot(index, name, symbol, str(obj.properties.get("bonus", "")), base))
    extra = {o.name for o in data.layer("sites")} - set(SITES)
    if extra:
        raise data.error(f"layer 'sites' has unknown site(s): {', '.join(sorted(extra))}")
    areas = {}
    for name in AREAS:
        areas[name] = _rect(data.named("areas", name))
        _check_inside(data, name, areas[name], span)
    heaps = []
    quarry = areas["quarry"]
    for name in HEAPS:
        heap = _rect(data.named("heaps", name))
        _check_inside(data, f"heap {name}", heap, span)
        hx, hy, hw, hh = heap
        if (
            hx < quarry[0]
            or hy < quarry[1] + QUARRY_TITLE
            or hx + hw > quarry[0] + quarry[2]
            or hy + hh > quarry[1] + quarry[3]
        ):
            raise data.error(f"heap '{name}' must lie inside the quarry, below its title")
        heaps.append(heap)
    if any(_overlap(a, b) for i, a in enumerate(heaps) for b in heaps[i + 1 :]):
        raise data.error("the quarry's heaps must not overlap")
    if (data.width, data.height) != (1280, 720):
        raise data.error(f"the table must be 1280×720 pixels, not {data.width}×{data.height}")
    return TempleLayout(
        str(path),
        (data.width, data.height),
        tuple(spots),
        areas["quarry"],
        (areas["workshop-white"], areas["workshop-black"]),
        areas["omphalos"],
        areas["scoreboard"],
        (heaps[0], heaps[1], heaps[2]),
    )


def _overlap(a: Rect, b: Rect) -> bool:
    """True when two rectangles share any pixel."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


__all__ = [
    "DRUM",
    "HEAP_MAX",
    "SMALL_DRUM",
    "TEMPLE_MAP",
    "TEMPLE_NARROW_MAP",
    "MapError",
    "SiteSpot",
    "TempleLayout",
    "load_layout",
]

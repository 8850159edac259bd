"""Loads the Die Druiden board from its Tiled map through the shared loader, refusing a map
that breaks the board's rules (the message names the file and the problem).

Map contract (levels/druiden/board.tmx, made by tools/build_druiden_map.py):
- layer "fields": point objects, one per field, named ring initial + number ("i0", "m5"), with
  properties `ring` (inner / middle / outer), `index` (0..23) and `kind` (empty / spirit /
  plant / foot); every ring has 24 fields, 4 spirit and 6 plant fields; the 6 druid's feet lie
  on the inner ring, off the spokes; no two fields of the same kind (empty aside) touch;
- layer "spokes": one object per spoke with the int property `field` (the k it joins), 6 in all;
- layer "places": objects "decision", "spirits", "stack", "discard";
- layer "spirit homes": point objects sun1..3, moon1..3, dwarf, morrigan (where each waits on
  the Place of the Spirits).
"""

from __future__ import annotations

from pathlib import Path

from game.core import paths
from game.core.tiled import MapData, load_map
from game.druiden.board import EMPTY, KINDS, PLANT, RING_NAMES, SPIRIT, Board, Field, Place, make_board

#: The shipped board, in the levels folder (looked up again at every load: see `shipped`).
SHIPPED = ("druiden", "board.tmx")
BOARD_MAP = paths.level(*SHIPPED)
RING_SIZE = 24
SPOKE_COUNT = 6
FOOT_COUNT = 6
PER_RING = {SPIRIT: 4, PLANT: 6}
PLACE_NAMES = ("decision", "spirits", "stack", "discard")
SPIRIT_NAMES = ("sun1", "sun2", "sun3", "moon1", "moon2", "moon3", "dwarf", "morrigan")

_BOARDS: dict[str, Board] = {}


def shipped() -> Path:
    """The shipped board's map, looked up in the levels folder now (not at import)."""
    return paths.level(*SHIPPED)


def load_board(path: str | Path | None = None) -> Board:
    """The Board of the map at `path` (default: the shipped board); MapError names the file."""
    return board_from_map(load_map(shipped() if path is None else path))


def default_board() -> Board:
    """The shipped board, read from its map once per process (on first use). A map that
    cannot be read raises MapError each time it is asked for, and is read again once mended."""
    path = str(shipped())
    if path not in _BOARDS:
        _BOARDS[path] = load_board(path)
    return _BOARDS[path]


def board_from_map(data: MapData) -> Board:
    """The Board the map describes; MapError (message starts with the file) if it is unusable."""
    fields = _read_fields(data)
    spokes = _read_spokes(data)
    places = {}
    for name in PLACE_NAMES:
        obj = data.named("places", name)
        if obj.width <= 0 or obj.height <= 0:
            raise data.error(f"place '{name}' has no area (give it a width and a height)")
        places[name] = Place(name, obj.x, obj.y, obj.width, obj.height)
    homes = {}
    for name in SPIRIT_NAMES:
        obj = data.named("spirit homes", name)
        homes[name] = (obj.x, obj.y)
    board = make_board(data.path, RING_SIZE, fields, spokes, places, homes)
    _check(data, board)
    return board


def _read_fields(data: MapData) -> tuple[Field, ...]:
    slots: dict[int, Field] = {}
    for obj in data.layer("fields"):
        props = obj.properties
        ring_name, k, kind = props.get("ring"), props.get("index"), props.get("kind")
        label = f"field '{obj.name}'"
        if ring_name not in RING_NAMES:
            raise data.error(f"{label}: property 'ring' must be one of {', '.join(RING_NAMES)}")
        if not isinstance(k, int) or not 0 <= k < RING_SIZE:
            raise data.error(f"{label}: property 'index' must be a whole number 0..{RING_SIZE - 1}")
        if kind not in KINDS:
            raise data.error(f"{label}: property 'kind' must be one of {', '.join(KINDS)}")
        ring = RING_NAMES.index(ring_name)
        name = f"{ring_name[0]}{k}"
        if obj.name != name:
            raise data.error(f"{label}: a field on the {ring_name} ring numbered {k} must be named '{name}'")
        index = ring * RING_SIZE + k
        if index in slots:
            raise data.error(f"two fields are named '{name}'")
        slots[index] = Field(index, name, ring, k, kind, (obj.x, obj.y))
    for ring, ring_name in enumerate(RING_NAMES):
        have = sum(1 for i in slots if i // RING_SIZE == ring)
        if have != RING_SIZE:
            raise data.error(f"the {ring_name} ring has {have} fields (needs {RING_SIZE})")
    return tuple(slots[i] for i in range(len(RING_NAMES) * RING_SIZE))


def _read_spokes(data: MapData) -> tuple[int, ...]:
    spokes = []
    for obj in data.layer("spokes"):
        k = obj.properties.get("field")
        if not isinstance(k, int) or not 0 <= k < RING_SIZE:
            raise data.error(f"spoke '{obj.name}': property 'field' must be a whole number 0..{RING_SIZE - 1}")
        if k in spokes:
            raise data.error(f"two spokes join the rings at field {k}")
        spokes.append(k)
    if len(spokes) != SPOKE_COUNT:
        raise data.error(f"the map has {len(spokes)} spokes (needs {SPOKE_COUNT})")
    return tuple(sorted(spokes))


def _check(data: MapData, board: Board) -> None:
    """The board's rules that tie fields together (counts, feet, kinds apart)."""
    for ring, ring_name in enumerate(RING_NAMES):
        kinds = [board.fields[ring * RING_SIZE + k].kind for k in range(RING_SIZE)]
        for kind, count in PER_RING.items():
            if kinds.count(kind) != count:
                raise data.error(f"the {ring_name} ring has {kinds.count(kind)} {kind} fields (needs {count})")
    feet = board.feet
    if len(feet) != FOOT_COUNT:
        raise data.error(f"the map has {len(feet)} druid's feet (needs {FOOT_COUNT})")
    for f in feet:
        field = board.fields[f]
        if field.ring != 0:
            raise data.error(f"druid's foot '{field.name}' is not on the inner ring")
        if field.k in board.spokes:
            raise data.error(f"druid's foot '{field.name}' lies on a spoke")
    for field in board.fields:
        if field.kind == EMPTY:
            continue
        for n in board.neighbours[field.index]:
            other = board.fields[n]
            if other.kind == field.kind and n > field.index:
                raise data.error(
                    f"{field.kind} fields '{field.name}' and '{other.name}' touch (no two fields of the same kind may)"
                )

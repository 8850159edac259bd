"""The Die Druiden board: three rings of fields, spokes, druid's feet and the places beside
the circles (pure Python; built from the Tiled map by board_map.py).

Fields are indexed ring × ring_size + k (ring 0 = inner). Field k of a ring is beside k ± 1 of
the same ring; at a spoke field it is also beside field k of the neighbouring rings. The Place
of Decision is not a field: it is reached only from a druid's foot (see rules.movement).
Directions: CW (k + 1), CCW (k − 1), OUT (towards the outer ring), IN (towards the centre).
"""

from __future__ import annotations

from dataclasses import dataclass

CW, CCW, OUT, IN = 0, 1, 2, 3
DIRECTIONS = (CW, CCW, OUT, IN)
REVERSE = (CCW, CW, IN, OUT)
ALONG_RING = (True, True, False, False)  # per direction: a ring step (else a spoke step)

RING_NAMES = ("inner", "middle", "outer")
KINDS = ("empty", "spirit", "plant", "foot")
EMPTY, SPIRIT, PLANT, FOOT = KINDS


@dataclass(frozen=True)
class Field:
    """One field of the stone circles; `name` is the ring's initial and k ("i2", "o13")."""

    index: int
    name: str
    ring: int
    k: int
    kind: str
    position: tuple[float, float]  # map pixels


@dataclass(frozen=True)
class Place:
    """An area beside the circles: the Place of Decision, the Place of the Spirits, the draw
    stack or the discard place. Map pixels."""

    name: str
    x: float
    y: float
    width: float
    height: float

    @property
    def centre(self) -> tuple[float, float]:
        return self.x + self.width / 2, self.y + self.height / 2


@dataclass(frozen=True)
class Board:
    """The whole board. `step[f][d]` is the field one step from f in direction d, or -1;
    `neighbours[f]` every field beside f, ascending. Immutable; shared by every state."""

    source: str
    ring_size: int
    fields: tuple[Field, ...]
    spokes: tuple[int, ...]  # the k of each spoke, ascending
    feet: tuple[int, ...]  # field indices of the druid's feet, ascending
    step: tuple[tuple[int, int, int, int], ...]
    neighbours: tuple[tuple[int, ...], ...]
    places: dict[str, Place]
    spirit_homes: dict[str, tuple[float, float]]

    @property
    def rings(self) -> int:
        return len(self.fields) // self.ring_size

    def field(self, name: str) -> int:
        """The index of the field called `name` ("m5"); ValueError when there is none."""
        index = self._by_name().get(name.strip().lower())
        if index is None:
            raise ValueError(f"there is no field '{name}' (fields are named i0..i23, m0.., o0..)")
        return index

    def _by_name(self) -> dict[str, int]:
        table = self.__dict__.get("_names")
        if table is None:
            table = {f.name: f.index for f in self.fields}
            object.__setattr__(self, "_names", table)
        return table

    def is_spoke(self, index: int) -> bool:
        return self.fields[index].k in self.spokes

    def kinds(self, kind: str) -> tuple[int, ...]:
        return tuple(f.index for f in self.fields if f.kind == kind)


def make_board(
    source: str,
    ring_size: int,
    fields: tuple[Field, ...],
    spokes: tuple[int, ...],
    places: dict[str, Place],
    spirit_homes: dict[str, tuple[float, float]],
) -> Board:
    """The Board with its step and neighbour tables; `fields` in index order."""
    rings = len(fields) // ring_size
    spoke_set = set(spokes)
    step = []
    for f in fields:
        ring, k = f.ring, f.k
        cw = ring * ring_size + (k + 1) % ring_size
        ccw = ring * ring_size + (k - 1) % ring_size
        on_spoke = k in spoke_set
        out = (ring + 1) * ring_size + k if on_spoke and ring + 1 < rings else -1
        inward = (ring - 1) * ring_size + k if on_spoke and ring > 0 else -1
        step.append((cw, ccw, out, inward))
    neighbours = tuple(tuple(sorted({n for n in s if n >= 0})) for s in step)
    return Board(
        source=source,
        ring_size=ring_size,
        fields=fields,
        spokes=tuple(sorted(spokes)),
        feet=tuple(f.index for f in fields if f.kind == FOOT),
        step=tuple(step),
        neighbours=neighbours,
        places=places,
        spirit_homes=spirit_homes,
    )

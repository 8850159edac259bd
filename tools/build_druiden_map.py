"""Builds levels/druiden/board.tmx, the Die Druiden board, from the layout tables below.

Usage: `python -m tools.build_druiden_map` (writes the map), `--check` (exit 1 when the committed
map differs from what the tables give), `--output PATH` (write elsewhere).

Three concentric stone circles ("rings") of 24 fields; field k of a ring lies at angle k × 15°
clockwise from the top. Six spokes join the rings at fields 0, 4, 8, 12, 16 and 20; six druid's
feet on the inner ring lead to the Place of Decision in the centre. Each ring has 4 spirit and
6 plant fields, and no two fields of the same kind touch (along a ring or a spoke). The output
is byte-for-byte the same on every run; after generation the map is the single source of the
board (the game reads only the map).
"""

from __future__ import annotations

import math
import sys

from tools.map_tool import prop, run

RINGS = ("inner", "middle", "outer")
RING_SIZE = 24
RADII = (160, 240, 320)  # map pixels from the centre, per ring
CENTRE = (384, 384)
TILE = 16
WIDTH, HEIGHT = 1152, 768  # map pixels: the circles on the left, the card places on the right
SPOKES = (0, 4, 8, 12, 16, 20)

# Field kinds per ring, by field number; fields not named are empty.
FEET = {"inner": (2, 6, 10, 14, 18, 22)}
SPIRIT_FIELDS = {"inner": (3, 9, 15, 21), "middle": (0, 8, 12, 20), "outer": (4, 9, 16, 21)}
PLANT_FIELDS = {"inner": (0, 4, 8, 12, 16, 20), "middle": (2, 6, 10, 14, 18, 22), "outer": (2, 6, 10, 14, 18, 22)}

# Rectangles (x, y, width, height) of the places beside the circles, in map pixels.
PLACES = {
    "spirits": (800, 232, 320, 304),
    "stack": (800, 32, 144, 176),
    "discard": (976, 32, 144, 176),
}
DECISION_RADIUS = 88
SPIRITS = (
    ("sun1", "sun"),
    ("sun2", "sun"),
    ("sun3", "sun"),
    ("moon1", "moon"),
    ("moon2", "moon"),
    ("moon3", "moon"),
    ("dwarf", "dwarf"),
    ("morrigan", "morrigan"),
)


def kind_of(ring: str, k: int) -> str:
    if k in FEET.get(ring, ()):
        return "foot"
    if k in SPIRIT_FIELDS[ring]:
        return "spirit"
    if k in PLANT_FIELDS[ring]:
        return "plant"
    return "empty"


def field_point(ring: int, k: int) -> tuple[int, int]:
    angle = math.radians(k * 360 / RING_SIZE - 90)
    return (round(CENTRE[0] + RADII[ring] * math.cos(angle)), round(CENTRE[1] + RADII[ring] * math.sin(angle)))


def build_tmx() -> str:
    """The complete TMX text (Tiled 1.8 format: `type` is what Tiled ≥ 1.9 calls class)."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{WIDTH // TILE}" height="{HEIGHT // TILE}" '
        f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" backgroundcolor="#cfd6b8" '
        f'nextlayerid="5" nextobjectid="@NEXT@">',
        " <properties>",
        prop("game", "druiden", 2),
        prop("ring_size", RING_SIZE, 2),
        " </properties>",
        ' <objectgroup id="1" name="fields" color="#4f6b3a">',
    ]
    object_id = 0
    for ring, ring_name in enumerate(RINGS):
        for k in range(RING_SIZE):
            object_id += 1
            x, y = field_point(ring, k)
            lines += [
                f'  <object id="{object_id}" name="{ring_name[0]}{k}" type="field" x="{x}" y="{y}">',
                "   <properties>",
                prop("index", k),
                prop("kind", kind_of(ring_name, k)),
                prop("ring", ring_name),
                "   </properties>",
                "   <point/>",
                "  </object>",
            ]
    lines += [" </objectgroup>", ' <objectgroup id="2" name="spokes" color="#6b4a2e">']
    for k in SPOKES:
        object_id += 1
        x0, y0 = field_point(0, k)
        x1, y1 = field_point(len(RINGS) - 1, k)
        lines += [
            f'  <object id="{object_id}" name="spoke {k}" type="spoke" x="{x0}" y="{y0}">',
            "   <properties>",
            prop("field", k),
            "   </properties>",
            f'   <polyline points="0,0 {x1 - x0},{y1 - y0}"/>',
            "  </object>",
        ]
    lines += [" </objectgroup>", ' <objectgroup id="3" name="places" color="#7a3b2e">']
    object_id += 1
    r = DECISION_RADIUS
    lines += [
        f'  <object id="{object_id}" name="decision" type="place" x="{CENTRE[0] - r}" '
        f'y="{CENTRE[1] - r}" width="{2 * r}" height="{2 * r}">',
        "   <ellipse/>",
        "  </object>",
    ]
    for name, (x, y, w, h) in PLACES.items():
        object_id += 1
        lines.append(
            f'  <object id="{object_id}" name="{name}" type="place" x="{x}" y="{y}" width="{w}" height="{h}"/>'
        )
    lines += [" </objectgroup>", ' <objectgroup id="4" name="spirit homes" color="#a07a1e">']
    sx, sy, sw, _sh = PLACES["spirits"]
    for i, (name, cult) in enumerate(SPIRITS):
        object_id += 1
        x = sx + sw * (1 + 2 * (i % 4)) // 8
        y = sy + 80 + 144 * (i // 4)
        lines += [
            f'  <object id="{object_id}" name="{name}" type="spirit" x="{x}" y="{y}">',
            "   <properties>",
            prop("cult", cult),
            "   </properties>",
            "   <point/>",
            "  </object>",
        ]
    lines += [" </objectgroup>", "</map>", ""]
    return "\n".join(lines).replace("@NEXT@", str(object_id + 1))


def main(argv: list[str] | None = None) -> int:
    return run(argv, __doc__, build_tmx, "druiden/board.tmx", f"{len(RINGS) * RING_SIZE} fields, {len(SPOKES)} spokes")


if __name__ == "__main__":
    sys.exit(main())

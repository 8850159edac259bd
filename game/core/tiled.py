"""Reading Tiled maps (TMX) with pytmx into plain dataclasses; the only place that touches pytmx.

Every game's table geometry comes through `load_map`. A malformed map raises MapError whose
message names the file and the problem. Callers receive plain dataclasses, never pytmx objects,
and loading a map never pulls in pygame (see _pytmx).
"""

from __future__ import annotations

import logging
import math
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .files import excerpt, not_a_file
from .i18n import _, ngettext
from .tmx_checks import MapProblem, check_map_file


class MapError(Exception):
    """A map that cannot be used; the message starts with the file's path. Deliberately not a
    ValueError: code that reads a save or a scenario must never take a broken map for a broken
    file of its own."""


@dataclass(frozen=True)
class MapObject:
    """One Tiled object. `kind` is its class (Tiled ≥1.9) or type; positions in map pixels.
    `points` holds a polygon's or polyline's absolute points, else is empty."""

    id: int
    name: str
    kind: str
    shape: str  # "rectangle", "ellipse", "point", "polygon" or "polyline"
    x: float
    y: float
    width: float
    height: float
    points: tuple[tuple[float, float], ...] = ()
    properties: dict[str, Any] = field(default_factory=dict)

    @property
    def centre(self) -> tuple[float, float]:
        if self.points:
            xs = [p[0] for p in self.points]
            ys = [p[1] for p in self.points]
            return sum(xs) / len(xs), sum(ys) / len(ys)
        return self.x + self.width / 2, self.y + self.height / 2


@dataclass(frozen=True)
class MapData:
    path: str
    width: int  # pixels
    height: int
    layers: dict[str, tuple[MapObject, ...]]
    properties: dict[str, Any]

    def error(self, problem: str) -> MapError:
        return MapError(f"{self.path}: {problem}")

    def layer(self, name: str) -> tuple[MapObject, ...]:
        """The objects of an object layer; MapError when the layer is missing."""
        if name not in self.layers:
            raise self.error(_("missing object layer '{name}'").format(name=name))
        return self.layers[name]

    def named(self, layer: str, name: str) -> MapObject:
        """The one object called `name` in `layer`; MapError when absent or repeated."""
        found = [o for o in self.layer(layer) if o.name == name]
        if not found:
            raise self.error(
                _("layer '{layer}' has no object named '{name}' (needs exactly one)").format(layer=layer, name=name)
            )
        if len(found) != 1:
            raise self.error(
                ngettext(
                    "layer '{layer}' has {n} object named '{name}' (needs exactly one)",
                    "layer '{layer}' has {n} objects named '{name}' (needs exactly one)",
                    len(found),
                ).format(layer=layer, n=len(found), name=name)
            )
        return found[0]


def _xml_details(root) -> dict[int, tuple[str, str]]:
    """Object id → (shape, class) from the TMX itself: pytmx drops <ellipse/> and <point/>
    and reads only the old 'type' attribute, not Tiled 1.9's 'class'."""
    details = {}
    for obj in root.iter("object"):
        tags = {child.tag for child in obj}
        shape = next((t for t in ("ellipse", "point", "polygon", "polyline") if t in tags), "rectangle")
        details[int(obj.get("id", "0"))] = (shape, obj.get("class") or obj.get("type") or "")
    return details


def _pytmx():
    """pytmx without its optional pygame helpers unless pygame is already loaded: rules code
    that reads a board (in a computer player's process, a tool or a test) stays pygame-free."""
    if "pygame" in sys.modules or "pytmx" in sys.modules:
        import pytmx

        return pytmx
    sys.modules["pygame"] = None  # pytmx/__init__ skips util_pygame on ImportError
    quiet = logging.getLogger("pytmx.util_pygame")
    was_disabled, quiet.disabled = quiet.disabled, True  # it logs that skip as an error
    try:
        import pytmx
    finally:
        del sys.modules["pygame"]
        quiet.disabled = was_disabled
    return pytmx


def load_map(path: str | Path) -> MapData:
    """Loads a TMX file; raises MapError naming the file for anything unreadable or out of
    bounds (see game.core.tmx_checks), and for coordinates that are not finite or lie far
    outside the map."""
    pytmx = _pytmx()

    path = Path(path)
    kind = not_a_file(path)
    if kind is None and not path.exists():
        raise MapError(_("{path}: map file not found").format(path=path))
    if kind is not None:
        raise MapError(_("{path}: is {kind}, not a map file").format(path=path, kind=kind))
    try:
        root = check_map_file(path)
        details = _xml_details(root)
        tmx = pytmx.TiledMap(str(path))
    except MapProblem as exc:
        raise MapError(f"{path}: {exc}") from None
    except OSError as exc:
        raise MapError(
            _("{path}: cannot be read ({problem})").format(path=path, problem=excerpt(str(exc), 120))
        ) from None
    except Exception as exc:  # pytmx raises many kinds for broken XML or attributes
        raise MapError(
            _("{path}: not a readable Tiled map ({kind}: {problem})").format(
                path=path, kind=type(exc).__name__, problem=excerpt(str(exc), 120)
            )
        ) from None
    width, height = int(tmx.width * tmx.tilewidth), int(tmx.height * tmx.tileheight)
    layers: dict[str, tuple[MapObject, ...]] = {}
    for group in tmx.objectgroups:
        objs = []
        for obj in group:
            place = _Place(path, obj, width, height)
            points = tuple((place.x(px), place.y(py)) for px, py in (getattr(obj, "points", None) or ()))
            shape, kind = details.get(int(obj.id), ("rectangle", ""))
            objs.append(
                MapObject(
                    id=int(obj.id),
                    name=obj.name or "",
                    kind=kind,
                    shape=shape,
                    x=place.x(obj.x),
                    y=place.y(obj.y),
                    width=place.size(obj.width, width),
                    height=place.size(obj.height, height),
                    points=points,
                    properties=dict(obj.properties),
                )
            )
        if group.name in layers:
            raise MapError(
                _("{path}: two object layers are named '{name}'").format(path=path, name=excerpt(group.name))
            )
        layers[group.name] = tuple(objs)
    return MapData(str(path), width, height, layers, dict(tmx.properties))


#: The longest object name a map may give (names are quoted in messages and drawn as labels).
NAME_MAX = 100


class _Place:
    """Reads one object's coordinates: finite, and within the map's size of its edges (Tiled
    lets objects stray off the map a little; NaN or 1e300 is a broken file)."""

    def __init__(self, path: Path, obj, width: int, height: int) -> None:
        self.path, self.width, self.height = path, width, height
        #: what a message names the object by: its name (shortened) and its id
        self.label = {"name": excerpt(obj.name or ""), "id": obj.id}
        name = obj.name or ""
        if len(name) > NAME_MAX or not name.isprintable():
            raise MapError(
                _("{path}: object '{name}' (id {id}) has a name that is not a short line of text").format(
                    path=path, **self.label
                )
            )

    def _number(self, value, low: float, high: float, what: str) -> float:
        """`value` as a finite number in low..high; MapError naming `what` ("x", "y" or
        "size") otherwise."""
        number = float(value or 0)
        if not (math.isfinite(number) and low <= number <= high):
            if what == "x":
                problem = _(
                    "{path}: object '{name}' (id {id}) has x {value}, which is no place on or near the "
                    "{width}×{height} map"
                )
            elif what == "y":
                problem = _(
                    "{path}: object '{name}' (id {id}) has y {value}, which is no place on or near the "
                    "{width}×{height} map"
                )
            else:
                problem = _(
                    "{path}: object '{name}' (id {id}) has a size {value}, which is no place on or near the "
                    "{width}×{height} map"
                )
            raise MapError(
                problem.format(
                    path=self.path, value=excerpt(number), width=self.width, height=self.height, **self.label
                )
            )
        return number

    def x(self, value) -> float:
        return self._number(value, -self.width, 2 * self.width, "x")

    def y(self, value) -> float:
        return self._number(value, -self.height, 2 * self.height, "y")

    def size(self, value, side: int) -> float:
        return self._number(value, 0, 2 * side, "size")

"""Bounds a Tiled map must keep before pytmx may read it: no DTD, sane map and tile sizes, and
tilesets and images that stay inside the map's folder tree and are regular files (a pipe there
would make pytmx wait forever). No pygame here; game.core.tiled calls `check_map_file`."""

from __future__ import annotations

import xml.etree.ElementTree as ET
import zlib
from pathlib import Path
from xml.parsers import expat

from . import paths
from .files import excerpt, not_a_file, read_bounded
from .i18n import _, pgettext
from .limits import MAP_BYTES_MAX, MAP_PIXELS_MAX, MAP_TILES_MAX, TILE_PIXELS_MAX, TILESET_IMAGE_MAX, TILESET_TILES_MAX

#: The most cells a map (width × height in tiles) may have.
MAP_CELLS_MAX = 1 << 20


class MapProblem(Exception):
    """What is wrong with a map file, without the file's path (game.core.tiled adds it)."""


def parse_xml(data: bytes) -> ET.Element:
    """The root element of an XML text that declares no DTD (so no entity can expand)."""

    def refuse(*_args) -> None:
        raise MapProblem(_("declares a DTD or entities, which a Tiled file never does"))

    scan = expat.ParserCreate()
    scan.StartDoctypeDeclHandler = refuse
    scan.EntityDeclHandler = refuse
    try:
        scan.Parse(data, True)
    except expat.ExpatError as exc:
        raise MapProblem(_("not well-formed XML ({problem})").format(problem=exc)) from None
    return ET.fromstring(data)


def _whole(element: ET.Element, name: str, low: int, high: int, default: int | None = None) -> int:
    text = element.get(name)
    if text is None and default is not None:
        return default
    try:
        value = int(str(text)) if text is not None and len(text) <= 12 else None
    except ValueError:
        value = None
    if value is None or not low <= value <= high:
        raise MapProblem(
            _("<{tag}> {name}='{value}' is not a whole number in {low}–{high}").format(
                tag=element.tag, name=name, value=excerpt(text), low=low, high=high
            )
        )
    return value


def _root_folder(map_path: Path) -> Path:
    """The folder a map's tilesets and images must stay in: levels/ for a shipped map, else
    the map's own folder."""
    here = map_path.resolve().parent
    levels = paths.levels_dir().resolve()
    return levels if here == levels or levels in here.parents else here


def _inside(base: Path, source: str, root: Path, what: str) -> Path:
    """The file `source` names (`what`: "tileset" or "image"), which must lie inside `root`."""
    target = (base / source).resolve()
    if target != root and root not in target.parents:
        if what == "tileset":
            problem = _("tileset '{source}' lies outside the folder {folder}")
        else:
            problem = _("image '{source}' lies outside the folder {folder}")
        raise MapProblem(problem.format(source=excerpt(source), folder=root.name))
    return target


def check_map_file(path: Path) -> ET.Element:
    """Reads and checks a TMX file (and its external tilesets); returns the map's root element.
    Raises MapProblem saying what is out of bounds, OSError when the file cannot be read."""
    root = parse_xml(read_bounded(path, MAP_BYTES_MAX))
    if root.tag != "map":
        raise MapProblem(_("the root element is <{tag}>, not a Tiled <map>").format(tag=excerpt(root.tag)))
    if root.get("infinite", "0") not in ("0", ""):
        raise MapProblem(_("infinite maps are not supported"))
    width = _whole(root, "width", 1, MAP_TILES_MAX)
    height = _whole(root, "height", 1, MAP_TILES_MAX)
    tile_w = _whole(root, "tilewidth", 1, TILE_PIXELS_MAX)
    tile_h = _whole(root, "tileheight", 1, TILE_PIXELS_MAX)
    if width * height > MAP_CELLS_MAX:
        raise MapProblem(
            _("{width}×{height} tiles is more than {cells} cells").format(
                width=width, height=height, cells=MAP_CELLS_MAX
            )
        )
    if width * tile_w > MAP_PIXELS_MAX or height * tile_h > MAP_PIXELS_MAX:
        raise MapProblem(
            _("{width}×{height} pixels is larger than {most} on a side").format(
                width=width * tile_w, height=height * tile_h, most=MAP_PIXELS_MAX
            )
        )
    folder = _root_folder(path)
    base = path.resolve().parent
    for tileset in root.iter("tileset"):
        source = tileset.get("source")
        if source is None:
            _check_tileset(tileset, base, folder)
            continue
        target = _inside(base, source, folder, "tileset")
        kind = not_a_file(target)
        if kind is not None or not target.exists():
            kind = kind or pgettext("what stands at a path, after 'is'", "missing")
            raise MapProblem(
                _("tileset '{source}' is {kind}, not a tileset file").format(source=excerpt(source), kind=kind)
            )
        external = parse_xml(read_bounded(target, MAP_BYTES_MAX))
        if external.tag != "tileset":
            raise MapProblem(_("tileset '{source}' is not a Tiled <tileset>").format(source=excerpt(source)))
        _check_tileset(external, target.parent, folder)
    for layer in root.iter("layer"):
        cells = _whole(layer, "width", 0, MAP_TILES_MAX) * _whole(layer, "height", 0, MAP_TILES_MAX)
        if cells > MAP_CELLS_MAX:
            raise MapProblem(
                _("layer '{name}' has more than {cells} cells").format(
                    name=excerpt(layer.get("name")), cells=MAP_CELLS_MAX
                )
            )
        for data in layer.iter("data"):
            _check_layer_data(data, cells)
    for image in root.iter("image"):  # image layers (tilesets were checked above)
        _check_image(image, base, folder)
    return root


def _check_tileset(tileset: ET.Element, base: Path, folder: Path) -> None:
    tile_w = _whole(tileset, "tilewidth", 0, TILE_PIXELS_MAX, 0)
    tile_h = _whole(tileset, "tileheight", 0, TILE_PIXELS_MAX, 0)
    _whole(tileset, "tilecount", 0, TILESET_TILES_MAX, 0)
    _whole(tileset, "columns", 0, TILESET_TILES_MAX, 0)
    _whole(tileset, "spacing", 0, TILE_PIXELS_MAX, 0)
    _whole(tileset, "margin", 0, TILE_PIXELS_MAX, 0)
    if len(tileset.findall("tile")) > TILESET_TILES_MAX:
        raise MapProblem(_("a tileset has more than {n} tiles").format(n=TILESET_TILES_MAX))
    for image in tileset.iter("image"):
        w, h = _check_image(image, base, folder)
        if image in list(tileset) and (tile_w < 1 or tile_h < 1):
            raise MapProblem(_("a tileset with an image needs a tile size of at least 1 pixel"))
        if image in list(tileset) and (w // max(tile_w, 1)) * (h // max(tile_h, 1)) > TILESET_TILES_MAX:
            raise MapProblem(
                _("a tileset image cut into {width}×{height} tiles gives more than {n} tiles").format(
                    width=tile_w, height=tile_h, n=TILESET_TILES_MAX
                )
            )


def _check_image(image: ET.Element, base: Path, folder: Path) -> tuple[int, int]:
    source = image.get("source")
    if source is not None:
        _inside(base, source, folder, "image")
    return (_whole(image, "width", 0, TILESET_IMAGE_MAX, 0), _whole(image, "height", 0, TILESET_IMAGE_MAX, 0))


def _check_layer_data(data: ET.Element, cells: int) -> None:
    compression = data.get("compression")
    if compression is None:
        return  # csv or plain base64: no larger than the file, which is bounded
    if compression not in ("zlib", "gzip"):
        raise MapProblem(_("layer compression '{name}' is not supported").format(name=excerpt(compression)))
    import base64
    import binascii

    try:
        packed = base64.b64decode((data.text or "").strip(), validate=False)
        unpack = zlib.decompressobj(zlib.MAX_WBITS | (16 if compression == "gzip" else 0))
        out = unpack.decompress(packed, 4 * cells + 1)
    except (binascii.Error, zlib.error) as exc:
        raise MapProblem(_("layer data cannot be unpacked ({problem})").format(problem=exc)) from None
    if len(out) > 4 * cells or unpack.unconsumed_tail:
        raise MapProblem(_("layer data unpacks to more tiles than the layer has"))

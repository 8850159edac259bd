"""Every file in levels/ is checked: Tiled maps load (and the Tholos temple has what the table
needs), YAML files read as scenarios. Malformed maps are refused with the file's name."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from game.core import registry, scenario
from game.core.tiled import MapError, load_map

ROOT = Path(__file__).resolve().parent.parent
LEVELS = ROOT / "levels"
ALL_FILES = sorted(p for p in LEVELS.rglob("*") if p.is_file())
MAPS = [p for p in ALL_FILES if p.suffix == ".tmx"]
YAMLS = [p for p in ALL_FILES if p.suffix in (".yaml", ".yml")]
#: Kinds of file other tests own or that carry no data to check.
NOT_CHECKED_HERE = {".md": "documentation", ".txt": "documentation"}
SITES = ("omega", "alpha", "beta", "gamma", "delta", "pi", "sigma")
SYMBOLS = ("Ω", "α", "β", "γ", "δ", "π", "Σ")
BONUSES = ("move-black", "move-grey", "move-white", "return", "fetch", "steal", "build")


def rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.mark.parametrize("path", ALL_FILES, ids=rel)
def test_every_level_file_is_of_a_known_kind(path):
    """Maps and YAML have their own tests below; the other kinds are checked here."""
    suffix = path.suffix
    if suffix in NOT_CHECKED_HERE:
        pytest.skip(f"{rel(path)}: {NOT_CHECKED_HERE[suffix]}, nothing to check")
    assert suffix in (".tmx", ".tsx", ".yaml", ".yml", ".png", ".json"), (
        f"{rel(path)}: no test knows how to check a '{suffix}' file"
    )
    if suffix == ".tsx":  # a Tiled tileset
        import xml.etree.ElementTree as ET

        assert ET.parse(path).getroot().tag == "tileset", f"{rel(path)} is not a tileset"
    elif suffix == ".png":
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", f"{rel(path)} is not a PNG"
    elif suffix == ".json":
        json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", MAPS, ids=rel)
def test_map_loads(path):
    data = load_map(path)
    assert data.width > 0 and data.height > 0
    assert data.layers, f"{rel(path)} has no object layer"


def test_tholos_temple_has_seven_sites_and_its_areas():
    temple = load_map(LEVELS / "tholos" / "temple.tmx")
    sites = temple.layer("sites")
    assert sorted(o.name for o in sites) == sorted(SITES)
    for order, (name, symbol, bonus) in enumerate(zip(SITES, SYMBOLS, BONUSES)):
        site = temple.named("sites", name)
        assert site.shape == "ellipse" and site.width > 0 and site.height > 0
        assert site.properties["order"] == order
        assert site.properties["symbol"] == symbol
        assert site.properties["bonus"] == bonus
        assert 0 <= site.centre[0] <= temple.width and 0 <= site.centre[1] <= temple.height
    for name in ("quarry", "workshop-white", "workshop-black", "omphalos", "scoreboard"):
        area = temple.named("areas", name)
        assert area.width > 0 and area.height > 0
        assert area.x >= 0 and area.y >= 0
        assert area.x + area.width <= temple.width and area.y + area.height <= temple.height


def _kind_of_yaml(path: Path) -> str:
    """'scenario' for files under levels/scenarios or naming a game without another kind."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if "scenarios" in path.relative_to(LEVELS).parts:
        return "scenario"
    if isinstance(data, dict) and "game" in data and data.get("kind", "scenario") == "scenario":
        return "scenario"
    return str(data.get("kind", "unknown")) if isinstance(data, dict) else "unknown"


@pytest.mark.parametrize("path", YAMLS, ids=rel)
def test_yaml_level_reads_as_its_kind(path):
    kind = _kind_of_yaml(path)
    if kind != "scenario":
        pytest.skip(f"{rel(path)}: kind '{kind}' is checked by its own tests, not as a scenario")
    # it reads as a scenario of a game of the box; test_tholos_scenarios plays it and runs its checks
    assert scenario.load(path).game in registry.game_ids()


# --- malformed maps ------------------------------------------------------------------------
def _temple_text() -> str:
    return (LEVELS / "tholos" / "temple.tmx").read_text(encoding="utf-8")


def test_broken_xml_raises_map_error_naming_the_file(tmp_path):
    path = tmp_path / "broken.tmx"
    path.write_text(_temple_text()[:500], encoding="utf-8")  # cut off mid-file
    with pytest.raises(MapError, match="broken.tmx"):
        load_map(path)


def test_missing_layer_raises_map_error_naming_the_file_and_layer(tmp_path):
    text = _temple_text()
    start = text.index('<objectgroup id="2"')
    end = text.index("</objectgroup>", start) + len("</objectgroup>")
    path = tmp_path / "no-areas.tmx"
    path.write_text(text[:start] + text[end:], encoding="utf-8")
    temple = load_map(path)
    with pytest.raises(MapError, match=r"no-areas\.tmx.*areas"):
        temple.layer("areas")
    with pytest.raises(MapError, match=r"no-areas\.tmx.*areas"):
        temple.named("areas", "quarry")


def test_missing_or_foreign_file_raises_map_error(tmp_path):
    with pytest.raises(MapError, match="nowhere.tmx"):
        load_map(tmp_path / "nowhere.tmx")
    foreign = tmp_path / "notes.tmx"
    foreign.write_text("<html><body>not a map</body></html>", encoding="utf-8")
    with pytest.raises(MapError, match="notes.tmx"):
        load_map(foreign)


# --- the Tiled program itself --------------------------------------------------------------
@pytest.mark.skipif(shutil.which("tiled") is None, reason="the Tiled program is not installed")
@pytest.mark.parametrize("path", MAPS, ids=rel)
def test_tiled_exports_the_map(path, tmp_path):
    out = tmp_path / (path.stem + ".json")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        ["tiled", "--export-map", "json", str(path), str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    exported = json.loads(out.read_text(encoding="utf-8"))
    names = {layer["name"] for layer in exported["layers"]}
    assert set(load_map(path).layers) <= names  # Tiled sees every layer our loader reads

"""Maps out of bounds are refused with the file named and the problem said, before pytmx reads
them: odd coordinates, huge tilesets or maps, tileset paths leaving the folder or naming a pipe;
and the map tool reports files it cannot read or write in one line."""

from __future__ import annotations

import base64
import os
import threading
import zlib

import pytest

from game.core.paths import levels_dir
from game.core.tiled import MapError, load_map
from game.tholos.view.layout import TEMPLE_MAP, load_layout
from tools import build_dolmen_map

TEMPLE = TEMPLE_MAP.read_text(encoding="utf-8")
OMEGA = 'name="omega" type="site" x="562" y="220"'


def temple(tmp_path, text: str, name: str = "temple.tmx"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def with_tileset(tileset: str) -> str:
    """The temple with a tileset element added before its first object layer."""
    return TEMPLE.replace(' <objectgroup id="1"', tileset + '\n <objectgroup id="1"', 1)


def refused(path, *words):
    with pytest.raises(MapError) as caught:
        load_layout(path)
    message = str(caught.value)
    assert message.startswith(str(path)), message
    for word in words:
        assert word in message, message
    return message


def test_the_shipped_temple_still_loads_through_every_check():
    assert len(load_layout().sites) == 7
    assert OMEGA in TEMPLE  # the edits below change this very site


@pytest.mark.parametrize("x", ["nan", "inf", "-inf", "1e300"])
def test_a_site_at_a_coordinate_that_is_no_place_is_refused_naming_file_and_site(tmp_path, x):
    path = temple(tmp_path, TEMPLE.replace(OMEGA, f'name="omega" type="site" x="{x}" y="220"'))
    refused(path, "'omega'", "x ")


def test_a_size_far_beyond_the_map_is_refused(tmp_path):
    text = TEMPLE.replace(OMEGA + ' width="96"', OMEGA + ' width="9e9"')
    refused(temple(tmp_path, text), "'omega'", "size")


def test_an_object_name_a_megabyte_long_is_refused_without_quoting_it(tmp_path):
    text = TEMPLE.replace('name="omega"', 'name="' + "o" * (1 << 20) + '"')
    message = refused(temple(tmp_path, text), "name")
    assert len(message) < 300 + len(str(tmp_path))


def test_a_tileset_image_beyond_sane_sizes_is_refused(tmp_path):
    text = with_tileset(
        ' <tileset firstgid="1" name="t" tilewidth="1" tileheight="1" '
        'tilecount="4" columns="2"><image source="t.png" width="200000" '
        'height="200000"/></tileset>'
    )
    refused(temple(tmp_path, text), "width", "200000")


def test_a_tileset_cut_into_too_many_tiles_is_refused(tmp_path):
    text = with_tileset(
        ' <tileset firstgid="1" name="t" tilewidth="1" tileheight="1" '
        'tilecount="4" columns="2"><image source="t.png" width="16000" '
        'height="16000"/></tileset>'
    )
    refused(temple(tmp_path, text), "more than 65536 tiles")


def test_a_tile_count_beyond_sane_sizes_is_refused(tmp_path):
    text = with_tileset(
        ' <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="99999999" columns="2"/>'
    )
    refused(temple(tmp_path, text), "tilecount")


def test_a_map_of_a_billion_tiles_is_refused_before_pytmx_builds_it(tmp_path):
    text = TEMPLE.replace('width="80" height="45"', 'width="4000" height="4000"', 1)
    refused(temple(tmp_path, text), "cells")


def test_an_external_tileset_outside_the_maps_folder_is_refused(tmp_path):
    inner = tmp_path / "maps"
    inner.mkdir()
    (tmp_path / "elsewhere.tsx").write_text(
        '<tileset name="t" tilewidth="16" tileheight="16" tilecount="0" columns="0"/>', encoding="utf-8"
    )
    text = with_tileset(' <tileset firstgid="1" source="../elsewhere.tsx"/>')
    refused(temple(inner, text), "tileset '../elsewhere.tsx'", "outside")


def test_an_external_tileset_inside_the_folder_is_read(tmp_path):
    (tmp_path / "stones.tsx").write_text(
        '<tileset name="t" tilewidth="16" tileheight="16" tilecount="0" columns="0"/>', encoding="utf-8"
    )
    path = temple(tmp_path, with_tileset(' <tileset firstgid="1" source="stones.tsx"/>'))
    assert len(load_layout(path).sites) == 7


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_an_external_tileset_that_is_a_pipe_is_refused_instead_of_waiting(tmp_path):
    os.mkfifo(tmp_path / "stones.tsx")
    path = temple(tmp_path, with_tileset(' <tileset firstgid="1" source="stones.tsx"/>'))
    outcome = []

    def load():
        try:
            load_map(path)
        except MapError as exc:
            outcome.append(str(exc))

    reader = threading.Thread(target=load, daemon=True)
    reader.start()
    reader.join(60)
    if reader.is_alive():  # release the blocked reader so the test run can end
        with open(tmp_path / "stones.tsx", "w"):
            pass
        pytest.fail("loading the map waited on the pipe")
    assert outcome and "pipe" in outcome[0] and str(path) in outcome[0]


def test_a_map_that_declares_entities_is_refused(tmp_path):
    bomb = (
        '<?xml version="1.0"?>\n<!DOCTYPE map [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n'
    )
    text = bomb + TEMPLE.split("\n", 1)[1].replace('name="omega"', 'name="&b;"')
    refused(temple(tmp_path, text), "DTD")


def test_layer_data_that_unpacks_to_more_than_the_layer_is_refused(tmp_path):
    packed = base64.b64encode(zlib.compress(bytes(64 << 20), 9)).decode()
    layer = (
        ' <layer id="9" name="ground" width="2" height="2"><data encoding="base64" '
        f'compression="zlib">{packed}</data></layer>'
    )
    refused(temple(tmp_path, with_tileset(layer)), "unpacks")


def test_a_folder_named_like_a_map_is_refused(tmp_path):
    (tmp_path / "temple.tmx").mkdir()
    refused(tmp_path / "temple.tmx", "folder")


def test_the_shipped_levels_folder_is_where_shipped_maps_may_reach():
    # a shipped map may share a tileset with a sibling folder of levels/, but not leave it
    from game.core.tmx_checks import _root_folder

    assert _root_folder(levels_dir() / "dolmen" / "board.tmx") == levels_dir().resolve()


# --- the map tool ---------------------------------------------------------------------------
def test_the_map_tool_reports_an_unreadable_map_in_one_line(tmp_path, capsys):
    assert build_dolmen_map.main(["--check", "--output", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(tmp_path) in err and "folder" in err


def test_the_map_tool_reports_an_unwritable_output_in_one_line(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert build_dolmen_map.main(["--output", str(blocker / "board.tmx")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot be written" in err
    assert blocker.read_text(encoding="utf-8") == "not a folder"

"""The Die Druiden board read from levels/druiden/board.tmx: the generated file, the board's
facts recounted by hand from the rulings, and maps that break the rules refused by name."""

from __future__ import annotations

import math
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.tiled import MapError
from game.druiden.board import CCW, CW, IN, OUT
from game.druiden.board_map import BOARD_MAP, load_board
from tools.build_druiden_map import build_tmx

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def board():
    return load_board()


def test_committed_map_equals_a_fresh_build():
    assert BOARD_MAP.read_text(encoding="utf-8") == build_tmx()


def test_tool_check_mode_passes_on_the_committed_map():
    result = subprocess.run(
        [sys.executable, "-m", "tools.build_druiden_map", "--check"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_three_rings_of_twenty_four_fields(board):
    assert len(board.fields) == 72
    for ring, initial in enumerate("imo"):
        names = [f.name for f in board.fields if f.ring == ring]
        assert names == [f"{initial}{k}" for k in range(24)]


def test_spokes_join_the_rings_at_every_fourth_field(board):
    assert board.spokes == (0, 4, 8, 12, 16, 20)
    m4 = board.field("m4")
    assert board.neighbours[m4] == tuple(
        sorted((board.field("m3"), board.field("m5"), board.field("i4"), board.field("o4")))
    )
    m5 = board.field("m5")
    assert board.neighbours[m5] == (board.field("m4"), board.field("m6"))


def test_ring_wraps_round_from_twenty_three_to_zero(board):
    o23 = board.field("o23")
    assert board.step[o23][CW] == board.field("o0")
    assert board.step[board.field("o0")][CCW] == o23
    assert board.step[o23][OUT] == -1 and board.step[board.field("o0")][OUT] == -1
    assert board.step[board.field("i0")][IN] == -1


def test_six_druids_feet_on_the_inner_ring_between_the_spokes(board):
    assert [board.fields[f].name for f in board.feet] == ["i2", "i6", "i10", "i14", "i18", "i22"]


def test_each_ring_has_four_spirit_and_six_plant_fields(board):
    for ring in range(3):
        kinds = [f.kind for f in board.fields if f.ring == ring]
        assert kinds.count("spirit") == 4
        assert kinds.count("plant") == 6


def test_no_two_fields_of_the_same_kind_touch(board):
    # neighbours recounted here: k ± 1 on the ring, and k on the next ring at k = 0, 4, .. 20
    def beside(ring, k):
        yield ring, (k + 1) % 24
        yield ring, (k - 1) % 24
        if k % 4 == 0:
            for r in (ring - 1, ring + 1):
                if 0 <= r < 3:
                    yield r, k

    kind = {(f.ring, f.k): f.kind for f in board.fields}
    for (ring, k), what in kind.items():
        if what != "empty":
            assert all(kind[n] != what for n in beside(ring, k)), (ring, k)


def test_places_and_spirit_homes_are_on_the_map(board):
    assert set(board.places) == {"decision", "spirits", "stack", "discard"}
    assert set(board.spirit_homes) == {"sun1", "sun2", "sun3", "moon1", "moon2", "moon3", "dwarf", "morrigan"}


def test_fields_lie_on_three_circles_round_the_place_of_decision(board):
    cx, cy = board.places["decision"].centre
    for ring in range(3):
        radii = {round(math.dist((cx, cy), f.position)) for f in board.fields if f.ring == ring}
        assert max(radii) - min(radii) <= 2
    inner = [f for f in board.fields if f.ring == 0]
    assert math.dist((cx, cy), inner[0].position) > board.places["decision"].width / 2


def set_kind(text: str, name: str, kind: str) -> str:
    pattern = rf'(name="{name}" type="field".*?<property name="kind" value=")(\w+)(")'
    changed = re.sub(pattern, rf"\g<1>{kind}\g<3>", text, count=1, flags=re.S)
    assert changed != text
    return changed


def _broken(tmp_path, old: str, new: str) -> Path:
    text = BOARD_MAP.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "broken.tmx"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "old, new, problem",
    [
        ('name="o4" type="field"', 'name="o5" type="field"', "must be named 'o4'"),
        ('name="spoke 4"', 'name="spoke 4x"', None),
        (
            '<property name="field" type="int" value="8"/>',
            '<property name="field" type="int" value="4"/>',
            "two spokes join the rings at field 4",
        ),
        ('name="discard"', 'name="discards"', "named 'discard'"),
        ('name="morrigan"', 'name="morrigane"', "named 'morrigan'"),
        ('<property name="ring" value="inner"/>', '<property name="ring" value="centre"/>', "property 'ring'"),
    ],
)
def test_a_map_breaking_the_board_rules_is_refused_naming_file_and_problem(tmp_path, old, new, problem):
    path = _broken(tmp_path, old, new)
    if problem is None:  # a renamed spoke object is still a spoke: the map stays good
        assert load_board(path).spokes == (0, 4, 8, 12, 16, 20)
        return
    with pytest.raises(MapError) as err:
        load_board(path)
    assert str(err.value).startswith(str(path))
    assert problem in str(err.value)


@pytest.mark.parametrize(
    "changes, problem",
    [
        ((("m3", "foot"), ("i2", "empty")), "druid's foot 'm3' is not on the inner ring"),
        ((("o9", "empty"), ("o5", "spirit")), "spirit fields 'o4' and 'o5' touch (no two fields of the same kind may)"),
        ((("o3", "plant"),), "the outer ring has 7 plant fields (needs 6)"),
        ((("i4", "foot"), ("i2", "plant")), "druid's foot 'i4' lies on a spoke"),
    ],
)
def test_a_map_with_fields_of_the_wrong_kind_is_refused(tmp_path, changes, problem):
    text = BOARD_MAP.read_text(encoding="utf-8")
    for name, kind in changes:
        text = set_kind(text, name, kind)
    path = tmp_path / "kinds.tmx"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(MapError) as err:
        load_board(path)
    assert str(err.value) == f"{path}: {problem}"

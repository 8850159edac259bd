"""Die Druiden movement on the shipped board: destination sets for each die face, listed by
hand from chosen fields (rings of 24 fields, spokes at 0, 4, .. 20, feet at i2, i6, .. i22)."""

from __future__ import annotations

import pytest

from game.druiden.board_map import default_board
from game.druiden.rules.dice import BEND, DOUBLE_BEND, STRAIGHT, face_odds, roll_odds
from game.druiden.rules.movement import MovementTable

BOARD = default_board()
TABLE = MovementTable(BOARD)


def fields(*names: str) -> set[int]:
    return {BOARD.field(n) for n in names}


def mask(*names: str) -> int:
    m = 0
    for f in fields(*names):
        m |= 1 << f
    return m


def dests(start: str, move: int, druids=(), closed=()) -> set[str]:
    found = TABLE.destinations(BOARD.field(start), move, mask(*druids), mask(*closed))
    return {BOARD.fields[f].name for f in found}


def ring(initial: str, ks) -> set[str]:
    return {f"{initial}{k}" for k in ks}


SPOKES = (0, 4, 8, 12, 16, 20)


def test_one_field_goes_to_every_neighbour():
    assert dests("m4", 1) == {"m3", "m5", "i4", "o4"}
    assert dests("m5", 1) == {"m4", "m6"}


def test_a_number_along_a_ring_and_across_a_spoke():
    # m5 -3-> clockwise m8; anticlockwise m2; or m4 then in/out (i4, o4) and one more along
    assert dests("m5", 3) == {"m8", "m2", "i3", "i5", "o3", "o5"}


def test_six_from_a_spoke_field_turns_freely_but_never_reverses():
    assert dests("i0", 6) == {"i6", "i18", "i4", "i20", "m3", "m5", "m19", "m21", "o4", "o20"}


def test_straight_runs_one_way_as_far_as_the_player_likes():
    assert dests("o0", STRAIGHT) == ring("o", range(1, 24)) | {"m0", "i0"}
    assert dests("m5", STRAIGHT) == ring("m", set(range(24)) - {5})


def test_bend_turns_exactly_once_at_a_spoke():
    # from a foot on the inner ring: along it to a spoke, then out one or two fields
    assert dests("i2", BEND) == ring("m", SPOKES) | ring("o", SPOKES)


def test_bend_starting_along_a_spoke_turns_onto_a_ring():
    # o0 in to m0 (turn onto the middle ring) or on to i0 (turn onto the inner ring)
    # or along the outer ring, then in at another spoke
    assert dests("o0", BEND) == ring("m", range(1, 24)) | ring("i", range(1, 24)) | ring("m", (4, 8, 12, 16, 20))


def test_double_bend_turns_twice():
    # along the inner ring, out a spoke, along the middle or outer ring: every such field
    assert dests("i2", DOUBLE_BEND) == ring("m", range(24)) | ring("o", range(24))


def test_double_bend_from_the_outer_ring_ends_inside_or_back_out_on_a_spoke():
    # along the outer ring, in at a spoke, onto the middle or inner ring: every field there;
    # or in along the spoke first, onto a ring, and out (or in) again at another spoke.
    # o0 itself is never reached again.
    assert dests("o0", DOUBLE_BEND) == ring("m", range(24)) | ring("i", range(24)) | ring("o", (4, 8, 12, 16, 20))


def test_a_druid_blocks_passing_but_may_be_joined():
    assert dests("m5", 3, druids=("m4",)) == {"m8"}
    assert dests("m5", 1, druids=("m4",)) == {"m4", "m6"}


def test_a_druid_in_the_way_of_straight_ends_the_line_before_it():
    assert dests("o0", STRAIGHT, druids=("o3", "o21", "m0")) == {"o1", "o2", "o3", "o22", "o23", "o21", "m0"}


def test_a_field_holding_two_pieces_cannot_be_the_end():
    assert dests("m5", 3, closed=("m8", "i3")) == {"m2", "i5", "o3", "o5"}


def test_landing_exactly_on_a_druids_foot_is_a_destination():
    assert "i6" in dests("i5", 1)
    assert "i6" not in dests("i5", 2)  # passing over it goes on along the ring
    assert dests("i5", 2) == {"i3", "i7", "m4"}


def test_the_morrigan_kept_off_the_feet_has_no_way_in():
    feet = [BOARD.fields[f].name for f in BOARD.feet]
    assert dests("i5", 1, closed=feet) == {"i4"}


def test_die_faces_and_their_odds():
    assert face_odds(0) == [(f, pytest.approx(1 / 6)) for f in ("1", "2", "3", "4", "5", "ring-6")]
    assert dict(face_odds(1)) == pytest.approx(
        {"straight": 2 / 6, "bend": 2 / 6, "double-bend": 1 / 6, "ring-straight": 1 / 6}
    )
    odds = roll_odds()
    assert len(odds) == 24 and sum(p for _, p in odds) == pytest.approx(1.0)

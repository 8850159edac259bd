"""Die Druiden: a click beside a glowing field (the inner ring's fields are small, above all
in an 800×600 window) is taken for that field when it is clearly the one meant, in both
layouts; a click on a field that does not glow, or halfway between two glowing fields,
still plays nothing."""

from __future__ import annotations

import math
import random
from types import SimpleNamespace

import pygame
import pytest

from game.core.match import Match, Seat
from game.druiden.rules import actions as A
from game.druiden.view import clicks, targets
from game.druiden.view.layout import load_layout
from game.druiden.view.table import DruidenTable
from game.ui import anim

NAMES = ("Anna", "Brigid", "Cormac", "Dagda", "Eithne")


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()  # a refused click says why: the table measures its words


def _inner_move_position(seed: int = 1):
    """A seeded random 3-player game up to a move onto an inner-ring field: (match, that
    move)."""
    match = Match("druiden", [Seat(NAMES[k], "human", k) for k in range(3)], seed)
    rnd = random.Random(seed)
    for _ in range(3000):
        state = match.state
        if match.chance_due():
            match.play_chance()
            continue
        legal = state.legal_actions()
        inner = [a for a in legal if a.kind == A.MOVE and state.board.fields[a.c].ring == 0]
        if inner:
            return match, inner[0]
        match.play(rnd.choice(legal))
    raise AssertionError("no move onto the inner ring in this game")


def _table_with_destinations(narrow: bool):
    """A table whose chosen piece lights its destinations, one of them on the inner ring:
    (table, that field, its action)."""
    match, move = _inner_move_position()
    table = DruidenTable(SimpleNamespace(narrow=False), match, anim.Timeline(), layout=load_layout(3, narrow=narrow))
    table.active = True
    state = match.state
    for piece in clicks.lit_pieces(table):
        for die in range(2):
            table.selected = ("piece", die, piece)
            if clicks.lit_fields(table).get(move.c) == move:
                break
        else:
            continue
        break
    fields = clicks.lit_fields(table)
    assert fields.get(move.c) == move and state.board.fields[move.c].ring == 0
    return table, move.c, move


def _towards_centre(table, f: int, by: float):
    """A point `by` pixels from field f's centre towards the board's centre."""
    lay = table.layout
    (x, y), (cx, cy) = lay.field_xy[f], lay.centre
    d = math.hypot(cx - x, cy - y)
    return (x + (cx - x) * by / d, y + (cy - y) * by / d)


@pytest.mark.parametrize("narrow", [False, True], ids=["1280x720", "narrow"])
def test_a_click_just_inside_a_glowing_inner_field_misses_it_no_more(narrow):
    table, f, move = _table_with_destinations(narrow)
    r = table.layout.field_radius[f]
    beside = _towards_centre(table, f, r * 1.6)  # outside the field as drawn (and its hit radius)
    assert targets.field_at(table, beside) is None
    assert clicks.click(table, beside) == move


@pytest.mark.parametrize("narrow", [False, True], ids=["1280x720", "narrow"])
def test_a_click_on_a_field_that_does_not_glow_is_never_taken_for_its_glowing_neighbour(narrow):
    table, f, _move = _table_with_destinations(narrow)
    lit = clicks.lit_fields(table)
    lay = table.layout
    dark = [n for n in lay.board.neighbours[f] if n not in lit]
    assert dark, "the glowing field has a neighbour that does not glow"
    for n in dark:
        x, y = lay.field_xy[n]
        # the dark field's edge nearest the glowing one: still on the dark field
        fx, fy = lay.field_xy[f]
        d = math.hypot(fx - x, fy - y)
        edge = (x + (fx - x) / d * lay.field_radius[n] * 0.9, y + (fy - y) / d * lay.field_radius[n] * 0.9)
        for pos in ((x, y), edge):
            assert clicks.click(table, pos) is None
            assert table.message, "a refused click says why"


@pytest.mark.parametrize("narrow", [False, True], ids=["1280x720", "narrow"])
def test_a_click_far_from_every_glowing_field_plays_nothing(narrow):
    table, f, _move = _table_with_destinations(narrow)
    lay = table.layout
    far = _towards_centre(table, f, lay.piece_size * 2)  # beyond the reach of a near miss
    nearest = min(math.hypot(far[0] - x, far[1] - y) for x, y in (lay.field_xy[g] for g in clicks.lit_fields(table)))
    assert nearest > lay.piece_size * 1.2, "the point lies beyond a near miss of every glowing field"
    assert clicks.click(table, far) is None


def test_a_click_halfway_between_two_glowing_fields_plays_neither(monkeypatch):
    table, _f, _move = _table_with_destinations(True)
    lay = table.layout
    a = 5  # two inner-ring fields side by side, both glowing
    b = next(n for n in lay.board.neighbours[a] if lay.board.fields[n].ring == 0)
    assert lay.board.fields[a].ring == 0
    monkeypatch.setattr(clicks, "lit_fields", lambda view: {a: "to a", b: "to b"})
    monkeypatch.setattr(clicks, "lit_pieces", lambda view: [])
    (ax, ay), (bx, by), (cx, cy) = lay.field_xy[a], lay.field_xy[b], lay.centre
    mx, my = (ax + bx) / 2, (ay + by) / 2
    d = math.hypot(cx - mx, cy - my)
    shift = lay.field_radius[a] * 1.6
    halfway = (mx + (cx - mx) / d * shift, my + (cy - my) / d * shift)
    assert targets.field_at(table, halfway) is None
    assert clicks.click(table, halfway) is None
    assert clicks.click(table, _towards_centre(table, a, shift)) == "to a"


def test_the_preview_under_the_mouse_shows_the_move_a_near_miss_would_play():
    table, f, move = _table_with_destinations(True)
    table.mouse = _towards_centre(table, f, table.layout.field_radius[f] * 1.6)
    assert table.previewed() == move

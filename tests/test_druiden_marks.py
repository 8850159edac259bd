"""The Die Druiden table's last-turn marks sit on what changed: a hand at its card count in
its player's area, the stack and the discard pile at their top card, the dice round the two
dice; never a ring round a whole panel. While the vote veils the circles, no ring lands on
the board."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match, Seat
from game.core.story import Story
from game.druiden.view import marks
from game.druiden.view.table import DruidenTable
from game.ui import anim


def _played(seed: int, players: int = 3, upto: int = 400):
    match = Match("druiden", [Seat(f"P{i}", "human", i) for i in range(players)], seed=seed)
    rng = random.Random(seed)
    while not match.state.is_over() and len(match.actions) < upto:
        if match.chance_due():
            match.play_chance()
        else:
            match.play(rng.choice(match.state.legal_actions()))
    return match


def test_every_story_mark_rings_a_small_spot_inside_its_panel(app):
    match = _played(5, upto=150)
    table = DruidenTable(app, match, anim.Timeline())
    lay = table.layout
    spots = {
        target
        for told in Story(match).told
        for lines in told.lines.values()
        for line in lines
        for target in line.targets
    }
    assert {("stack",), ("dice",)} <= spots and any(s[0] == "hand" for s in spots)
    for spot in spots:
        [rect] = marks.mark_rects(table, [spot])
        if spot[0] == "hand":
            area = lay.seat_areas[spot[1]]
            assert area.contains(rect) and rect.w * rect.h * 8 < area.w * area.h
        elif spot in (("stack",), ("discard",), ("dice",), ("spirits",)):
            panel = {"stack": lay.stack, "discard": lay.discard, "dice": lay.dice, "spirits": lay.spirits_place}[
                spot[0]
            ]
            assert rect.w < panel.w or rect.h < panel.h * 0.6, f"{spot} rings its whole panel"
            assert rect.colliderect(panel)
        elif spot == ("decision",):  # round the Place of Decision, and just outside its count
            assert rect.contains(lay.decision) and rect.w <= lay.decision.w + 30
        else:  # a field or a piece: about a field's size
            assert rect.w <= 3 * lay.piece_size and rect.h <= 3 * lay.piece_size, spot


def test_while_the_vote_is_shown_no_mark_lands_on_the_circles(app):
    match = _played(7, players=3, upto=5000)
    seed = 7
    while match.state.vote is None or match.state.is_over():  # stop inside the vote
        seed += 1
        match = Match("druiden", [Seat(f"P{i}", "human", i) for i in range(3)], seed=seed)
        rng = random.Random(seed)
        while not match.state.is_over() and match.state.vote is None:
            if match.chance_due():
                match.play_chance()
            else:
                match.play(rng.choice(match.state.legal_actions()))
    table = DruidenTable(app, match, anim.Timeline())
    assert table.vote_show.visible
    assert marks.mark_rects(table, [3, ("field", 10), ("decision",)]) == []
    assert len(marks.mark_rects(table, [("stack",), ("hand", 1)])) == 2


@pytest.mark.parametrize("narrow", [False, True], ids=["wide", "narrow"])
def test_the_dice_mark_rings_the_two_faces_below_the_dice_heading(app, narrow):
    from types import SimpleNamespace

    from game.druiden.view.layout import load_layout
    from game.druiden.view.painting import die_face_rect
    from game.ui import theme

    lay = load_layout(3, narrow=narrow)
    ring = marks.mark_rect(SimpleNamespace(layout=lay), ("dice",))
    heading = theme.text_surface("Dice", 11, (0, 0, 0), "bold").get_height()
    assert ring.top >= lay.dice.y + 3 + heading  # the ring passes under "Dice", not through it
    assert ring.contains(die_face_rect(lay, 0)) and ring.contains(die_face_rect(lay, 1))
    assert lay.dice.contains(ring)


def test_a_ring_round_the_place_of_decision_passes_outside_its_count(app):
    from game.druiden.rules.pieces import DECISION
    from game.druiden.view.painting import decision_count_rect

    match = _played(5, upto=150)
    table = DruidenTable(app, match, anim.Timeline())
    board = table.model.board
    board.pos[0] = DECISION  # a piece on the place: its count "1 of 5" shows on the rim
    badge = decision_count_rect(table.layout, board)
    ring = marks.mark_rect(table, "decision")
    assert badge is not None and ring is not None
    centre, radius = ring.center, ring.w / 2
    for corner in (badge.topleft, badge.topright, badge.bottomleft, badge.bottomright):
        assert ((corner[0] - centre[0]) ** 2 + (corner[1] - centre[1]) ** 2) ** 0.5 < radius
    assert ring.contains(table.layout.decision)

"""Die Druiden's results: each player's plants, potion, spirits and penalties add up to the
rules' score; every vote is traced to the piece or card that gives it; the vote is shown round
by round; the panel keeps to its place beside the score chart."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.match import Match, Seat
from game.druiden.rules import events as E
from game.druiden.rules.cards import BILD, LUG, MISTEL, TEUTATES
from game.druiden.rules.pieces import DRUID, DWARF
from game.druiden.tally import cast_parts, public_parts, score_row, spirit_parts
from game.druiden.view.results import DruidenResults
from game.ui.scenes.final import headline

NAMES = ("Anna", "Brigid", "Cormac", "Deirdre", "Eoghan")

# levels/scenarios/druiden/vote-every-extra-counted.yaml: its description works the numbers out
EXTRAS = {
    "players": 3,
    "hands": {
        0: ["Teutates", "Lug", "Magisches Bild"],
        1: ["Beifuß", "Eisenkraut", "Alraune", "Mistel", "Magisches Bild", "Magisches Bild", "Teutates"],
        2: ["Lug"],
    },
    "druids": {0: "i5", 1: "decision", 2: "o12"},
    "spirits": {
        "sun1": {"at": "decision", "owner": 0},
        "moon1": {"at": "decision", "owner": 1},
        "dwarf": {"at": "decision", "owner": 2},
    },
}


def seats(n: int) -> list[Seat]:
    return [Seat(NAMES[k], "human", k) for k in range(n)]


def extras_match() -> Match:
    match = Match("druiden", seats(3), 1, EXTRAS)
    for text in ("roll 1 bend", "move 1 druid i6", "vote sun", "vote moon", "vote moon"):
        match.play(match.state.parse_action(text))
    return match


def random_match(seed: int, players: int) -> tuple[Match, list]:
    """A finished seeded random game and (state after, the cast, in the tie round) for every
    vote cast."""
    match = Match("druiden", seats(players), seed)
    rnd = random.Random(seed)
    casts = []
    tie_round = False
    while not match.state.is_over():
        if match.chance_due():
            events = match.play_chance()
        else:
            events = match.play(rnd.choice(match.state.legal_actions()))
        for e in events:
            if isinstance(e, E.VoteBegun):
                tie_round = e.tie_round
            elif isinstance(e, E.VoteCast):
                casts.append((match.state.clone(), e, tie_round))
    return match, casts


def test_the_scores_parts_add_up_for_the_winning_cult():
    panel = DruidenResults(extras_match())
    rows = {r.player: r for r in panel.rows}
    # Moon won: Brigid's Beifuß 5 + Eisenkraut 10 + Alraune 15, the potion's 30, moon1's 10
    assert (
        rows[1].plant_points,
        rows[1].potion_points,
        rows[1].spirit_points,
        rows[1].penalty_points,
        rows[1].total,
    ) == (30, 30, 10, 0, 70)
    assert [r.total for r in panel.rows] == [0, 70, 0]  # Anna's Sun spirit counts for nothing
    assert panel.reason() == "70 to 0 to 0 points"


def test_the_results_line_says_the_vote_and_its_winner_once():
    match = extras_match()
    _title, line = headline(match)
    # the panel says the points, the game's end reason the vote with its count (Moon 10: a
    # spirit's 1, Brigid's 7 and Cormac's 2; Sun 6: a spirit's 1 and Anna's 5), each once
    assert line == "70 to 0 to 0 points. The Moon won the vote, 10 to 6."
    assert line.count("Moon") == 1 and line.count("vote") == 1


def test_without_an_end_reason_the_panel_names_the_winning_cult_itself():
    match = extras_match()
    match.state.reason = ""
    assert DruidenResults(match).reason() == "70 to 0 to 0 points. The Moon won the vote, 10 to 6"


def test_the_vote_is_recorded_cast_by_cast():
    record = DruidenResults(extras_match()).vote
    assert record.why == "fifth piece" and record.cult == "moon" and record.decided_by == -1
    [first] = record.rounds
    assert first.casts == [(0, "sun", 5), (1, "moon", 7), (2, "moon", 2)]
    assert (first.sun, first.moon) == (6, 10)


def test_every_vote_is_traced_to_its_piece_or_card():
    match = Match("druiden", seats(3), 1, EXTRAS)
    state = match.state
    state.apply(state.parse_action("roll 1 bend"))
    state.apply(state.parse_action("move 1 druid i6"))
    # Anna for the Sun: druid 3, Magisches Bild 1, one spell doubling sun1 (her only spirit)
    anna = cast_parts(state, 0, "sun", False)
    assert [(p.what, p.votes, p.card, p.piece) for p in anna] == [
        ("druid", 3, -1, DRUID),
        ("card", 1, BILD, -1),
        ("double", 1, TEUTATES, 0),
    ]
    # Brigid for the Moon: druid 3, a potion, two Magisches Bild, Teutates doubling moon1
    brigid = cast_parts(state, 1, "moon", False)
    assert sum(p.votes for p in brigid) == 7
    assert [p.what for p in brigid] == ["druid", "potion", "card", "card", "double"]
    assert brigid[1].card == MISTEL and brigid[-1].piece == 3
    # Cormac for the Moon: the Dwarf King 1, Lug doubling it
    assert [(p.what, p.card, p.piece) for p in cast_parts(state, 2, "moon", False)] == [
        ("dwarf", -1, DWARF),
        ("double", LUG, DWARF),
    ]
    # the spirits' own votes: sun1 for the Sun, moon1 for the Moon
    own = spirit_parts(state)
    assert [p.piece for p in own["sun"]] == [0] and [p.piece for p in own["moon"]] == [3]
    # in the tie round only the pieces count, one each
    assert [(p.what, p.votes) for p in cast_parts(state, 1, "moon", True)] == [("druid", 1)]


def test_somebody_else_sees_the_extras_as_one_face_down_part():
    brigid = cast_parts(extras_match().state, 1, "moon", False)
    assert [(p.what, p.votes, p.card) for p in public_parts(brigid)] == [("druid", 3, -1), ("extra", 4, -1)]


@pytest.mark.parametrize("seed, players", [(4, 4), (11, 5), (100, 2), (153, 3)])
def test_parts_recount_the_rules_scores_and_votes(seed, players):
    match, casts = random_match(seed, players)
    state = match.state
    for p in range(players):
        row = score_row(state, p, state.cult)
        assert row.total == state.scores()[p]
        assert row.plant_points == sum(v for _c, v in row.plants)
    for after, cast, tie_round in casts:
        parts = cast_parts(after, cast.player, cast.cult, tie_round)
        assert sum(p.votes for p in parts) == cast.votes


def test_a_tie_round_is_recorded_as_a_second_round():
    match, _casts = random_match(11, 5)  # this seed's vote was tied, then a tie round
    record = DruidenResults(match).vote
    assert [r.tie_round for r in record.rounds] == [False, True]
    first = record.rounds[0]
    assert first.sun == first.moon
    last = record.rounds[1]
    assert all(votes <= 2 for _p, _c, votes in last.casts)  # a druid and the Dwarf King at most


@pytest.mark.parametrize("seed, players", [(4, 4), (11, 5), (100, 2)])
def test_the_panel_keeps_off_the_chart_and_its_frame(seed, players):
    pygame.init()
    match, _casts = random_match(seed, players)
    canvas = pygame.Surface((1280, 720))
    sentinel = (1, 2, 3)
    canvas.fill(sentinel)
    rect = pygame.Rect(90, 160, 1100, 440)
    DruidenResults(match).draw(canvas, rect)
    chart = pygame.Rect(rect.x + 660, rect.y, rect.w - 660, 170)
    touched = [(x, y) for x in range(0, 1280, 4) for y in range(0, 720, 4) if canvas.get_at((x, y))[:3] != sentinel]
    assert touched, "the panel drew nothing"
    outside = [pt for pt in touched if not rect.inflate(24, 0).collidepoint(pt)]
    assert not outside
    assert not [pt for pt in touched if chart.collidepoint(pt)]

"""What the Die Druiden table draws stays readable where it is drawn: the vote's veil covers
the clock's numbered stones whole (none shows half veiled), two pieces on an outer field
step off the numeral beside it, every card a player scores is laid with its points in
sight, the discard pile names its top card without breaking a word (its tooltip always
does), and all players' names on the cards and in the results stand at one size."""

from __future__ import annotations

import math

import pygame
import pytest
from druiden_tables import druiden_table
from readable import texts_rendered

from game.druiden.rules.cards import CARDS
from game.druiden.tally import ScoreItem
from game.druiden.view import art, hud, painting, scoring, tips
from game.druiden.view.layout import load_layout
from game.druiden.view.table import DruidenTable
from game.druiden.view.vote import disc_radius

NAMES = ("Maximilianus Rex", "WWWWWWWWWWWWWWWW", "Bo", "Cunigunde Alber", "Evangelina Marr")


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def _table(players: int, narrow: bool) -> DruidenTable:
    return druiden_table(players, narrow, NAMES)


@pytest.mark.parametrize("narrow", [False, True], ids=["wide", "narrow"])
@pytest.mark.parametrize("players", [2, 5])
def test_the_votes_veil_covers_every_numbered_stone_of_the_clock_whole(players, narrow):
    lay = load_layout(players, narrow=narrow)
    cx, cy = lay.centre
    veil = disc_radius(lay)
    for hour in range(1, 13):
        x, y = art.hour_point(lay, hour)
        assert math.hypot(x - cx, y - cy) + art.hour_stone_radius(lay, hour) <= veil, hour


@pytest.mark.parametrize("narrow", [False, True], ids=["wide", "narrow"])
def test_two_pieces_on_an_outer_field_stand_clear_of_every_numeral(narrow):
    table = _table(3, narrow)
    lay, model = table.layout, table.model.board
    outer = [f for f in range(painting.FIELDS) if lay.board.fields[f].ring == lay.board.rings - 1]
    half = lay.piece_size / 2
    stones = [(art.hour_point(lay, h), art.hour_stone_radius(lay, h)) for h in range(1, 13)]
    moved = 0
    for field in outer:
        model.pos[0], model.pos[1] = field, field  # two spirits side by side
        for piece in (0, 1):
            x, y = painting.spot(lay, model, piece)
            assert all(math.hypot(x - hx, y - hy) >= r + half for (hx, hy), r in stones), (field, piece)
            moved += (x, y) not in [lay.field_slot(field, k, 2) for k in range(2)]
    assert moved  # some pairs do step in: without that they would stand on a numeral


def test_every_scoring_card_on_a_wide_area_shows_its_points_and_none_covers_another():
    lay = load_layout(3, narrow=False)
    show = scoring.ScoreShow(3)
    show.begin("sun")
    kind = {card.name: k for k, card in enumerate(CARDS)}
    items = [
        ScoreItem("plant", v, kind[name]) for v, name in ((15, "Raute"), (10, "Wilder Rosmarin"), (5, "Johanniskraut"))
    ]
    items += [ScoreItem("plant", 5, kind["Johanniskraut"]), ScoreItem("potion", 30, kind["Mistel"])]
    items += [ScoreItem("spirit", 10, -1, sp) for sp in (0, 1, 2)] + [ScoreItem("nightshade", -20, kind["Tollkirsche"])]
    for item in items:
        show.add(0, item)
    show.active = -1
    canvas = pygame.Surface((1280, 720))
    with texts_rendered() as seen:
        show.draw(canvas, lay.seat_areas)
    said = [text for _px, text in seen]
    # nine items, each with its points under it (not the sums an area too small shows: +105)
    assert {t for t in said if t[0] in "+−"} == {"+5", "+10", "+15", "−20", "+30"}
    assert "75" in said  # the total: 15 + 10 + 5 + 5 + 30 + 3 × 10 − 20


def test_an_area_too_small_for_its_cards_tells_what_was_gained_and_lost():
    lay = load_layout(3, narrow=False)
    show = scoring.ScoreShow(3)
    show.begin("sun")
    for _ in range(14):
        show.add(0, ScoreItem("spirit", 10, -1, 0))
    show.add(0, ScoreItem("nightshade", -20, next(k for k, c in enumerate(CARDS) if c.kind == "nightshade")))
    show.active = -1
    with texts_rendered() as seen:
        show.draw(pygame.Surface((1280, 720)), lay.seat_areas)
    said = [text for _px, text in seen]
    assert "+140" in said and "−20" in said and "120" in said


def test_the_discard_pile_names_its_top_card_whole_or_leaves_it_to_its_tooltip():
    table = _table(3, False)
    lay = table.layout
    w, h = lay.discard.w - painting.DISCARD_MARGIN, painting.card_size(lay)[1]
    for kind, card in enumerate(CARDS):
        with texts_rendered() as seen:
            painting.discard_face(w, h, kind)
        lines = [text for _px, text in seen if not text.isdigit()]
        assert " ".join(lines) in ("", card.name), lines  # whole words only
        table.model.board.discard_n, table.model.board.discard_top = 3, kind
        table.mouse = lay.discard.center
        text, about = tips.hover_tip(table)
        assert text == f"The discard pile: 3 cards, {card.name} on top" and about == lay.discard
    # on the wide table's pile every name of the box fits
    for card in CARDS:
        with texts_rendered() as seen:
            painting._FACES.clear()
            painting.discard_face(w, h, CARDS.index(card))
        assert " ".join(text for _px, text in seen if not text.isdigit()) == card.name


@pytest.mark.parametrize("narrow", [False, True], ids=["wide", "narrow"])
def test_all_names_on_the_players_cards_stand_at_one_size(narrow):
    table = _table(5, narrow)
    names = set(NAMES)
    with texts_rendered() as seen:
        hud.draw_seats(table, pygame.Surface((1280, 720)))
    sizes = {
        px
        for px, text in seen
        if text in names or text.rstrip("…") and any(n.startswith(text.rstrip("…")) for n in names) and len(text) > 2
    }
    assert len(sizes) == 1, sizes

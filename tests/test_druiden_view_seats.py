"""The players' cards on the Die Druiden table: whatever spirits a player controls, every one
of them at once, their tokens stay inside the card, wide and narrow, with two to five
players; a row too long for one token each shows one per kind with how many."""

from __future__ import annotations

from itertools import product

import pygame
import pytest
from druiden_tables import druiden_table

from game.druiden.view import hud
from game.druiden.view.spirit_row import KINDS
from game.druiden.view.table import DruidenTable

NAMES = ("Maximilianus Rex", "Bo", "Cunigunde Alber", "Dietrichsteiner", "Evangelina Marr")
SENTINEL = (255, 0, 255)


def _with_shadow(rect: pygame.Rect) -> pygame.Rect:
    """A card with its soft shadow (theme.panel's: 6 px left and right, 2 above, 10 below)."""
    return pygame.Rect(rect.x - 6, rect.y - 2, rect.w + 12, rect.h + 12)


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def _table(players: int, narrow: bool) -> DruidenTable:
    return druiden_table(players, narrow, NAMES)


def _holdings():
    """Every mix of spirits one player can control, by how many of each kind: 0–3 Sun, 0–3
    Moon, the Dwarf King or not, the Morrigan or not (64 mixes, every spirit at once among
    them)."""
    for sun, moon, dwarf, morrigan in product(range(4), range(4), range(2), range(2)):
        yield list(KINDS[0][:sun] + KINDS[1][:moon] + KINDS[2][:dwarf] + KINDS[3][:morrigan])


def _drawn_outside(canvas: pygame.Surface, rect: pygame.Rect) -> list[tuple[int, int]]:
    """Pixels changed from the sentinel colour outside `rect` and its shadow."""
    keep = _with_shadow(rect)
    out = []
    for x in range(canvas.get_width()):
        for y in range(max(0, keep.y - 40), min(canvas.get_height(), keep.bottom + 40)):
            if not keep.collidepoint(x, y) and canvas.get_at((x, y))[:3] != SENTINEL:
                out.append((x, y))
    return out


@pytest.mark.parametrize("narrow", [False, True], ids=["wide", "narrow"])
@pytest.mark.parametrize("players", [2, 5])
def test_every_spirit_a_player_holds_stays_inside_their_card(players, narrow):
    table = _table(players, narrow)
    p = players - 1  # the last card: in the narrow row, the one at the right edge
    rect = table.layout.seat_areas[p]
    strip = pygame.Rect(rect.x - 60, rect.y - 40, rect.w + 120, rect.h + 80)
    for owned in _holdings():
        table.model.board.owner = [p if sp in owned else -1 for sp in range(8)]
        canvas = pygame.Surface((strip.right + 10, strip.bottom + 10))
        canvas.fill(SENTINEL)
        if narrow:
            hud._draw_chip(table, canvas, p, rect, False, hud.name_size(table))
        else:
            hud.draw_seats(table, canvas)
            # the other cards stand above and below this one: keep to its own band
            band = _with_shadow(rect)
            canvas.fill(SENTINEL, (0, 0, canvas.get_width(), band.y))
            canvas.fill(SENTINEL, (0, band.bottom, canvas.get_width(), canvas.get_height()))
        assert not _drawn_outside(canvas, rect), f"{len(owned)} spirits: drawn beyond the card"
        marks = hud.seat_spirits(table, p, rect)
        assert sum(mark.count for mark in marks) == len(owned)  # every spirit is told
        for mark in marks:
            assert rect.contains(mark.icon) and (mark.label is None or rect.contains(mark.label))


@pytest.mark.parametrize("narrow", [False, True], ids=["wide", "narrow"])
def test_all_spirits_are_shown_one_token_per_kind_with_their_counts(narrow):
    table = _table(5, narrow)
    table.model.board.owner = [0] * 8
    marks = hud.seat_spirits(table, 0, table.layout.seat_areas[0])
    # eight tokens do not fit a card: the three Sun spirits, the three Moon spirits, the
    # Dwarf King and the Morrigan, four tokens with "×3" beside the first two
    assert [(mark.spirit, mark.count) for mark in marks] == [(0, 3), (3, 3), (6, 1), (7, 1)]
    assert [mark.label is not None for mark in marks] == [True, True, False, False]
    assert all(mark.icon.h >= 20 for mark in marks)  # no smaller than a narrow token


def test_a_few_spirits_are_shown_one_token_each():
    table = _table(5, False)
    table.model.board.owner = [0, 0, -1, 0, -1, -1, -1, -1]  # two Sun spirits and a Moon one
    marks = hud.seat_spirits(table, 0, table.layout.seat_areas[0])
    assert [(mark.spirit, mark.count) for mark in marks] == [(0, 1), (1, 1), (3, 1)]


def test_a_long_name_stands_whole_on_a_wide_card_on_two_lines():
    table = _table(5, False)
    canvas = pygame.Surface((1280, 720))
    from readable import texts_rendered

    with texts_rendered() as seen:
        hud.draw_seats(table, canvas)
    drawn = [text for _px, text in seen]
    # "Maximilianus Rex" is wider than the card leaves beside the hand's size: it breaks
    # between its words; a short name stands on one line
    assert "Maximilianus" in drawn and "Rex" in drawn and "Bo" in drawn
    assert not any(text.endswith("…") for text in drawn)


def test_hovering_a_narrow_card_tells_the_whole_name_and_what_the_player_holds():
    from game.druiden.view import tips

    table = _table(5, True)
    table.model.board.owner = [0, 0, 0, -1, -1, -1, 0, -1]
    table.mouse = table.layout.seat_areas[0].center
    text, about = tips.hover_tip(table)
    assert about == table.layout.seat_areas[0]
    assert text.startswith("Maximilianus Rex: 0 cards in hand, controls 3 Sun spirits and the Dwarf King;")

"""The hand strip of the player at the screen, wide and narrow: any hand a player can hold
lies inside the strip one card per kind, never overlapping, every name whole (a word never
broken) and every text inside its card; seven kinds still read as cards, and only a hand of
many more kinds lies as compact cards in two rows."""

from __future__ import annotations

import random

import pygame
import pytest

from game.druiden.rules.cards import CARDS, KINDS
from game.druiden.view import hand
from game.druiden.view.layout import load_layout
from game.ui import theme

JOHANNISKRAUT, WILDER_ROSMARIN, RAUTE, BEIFUSS, MISTEL, BILD, BANNSPRUCH, NEBEL = 0, 1, 2, 3, 6, 10, 11, 12


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def _counts(kinds) -> list[int]:
    counts = [0] * KINDS
    for k in kinds:
        counts[k] += 1
    return counts


def _hands():
    """Hands of every number of kinds (1 to all 13), with repeats, seeded; the largest hand
    the rules allow (13 cards of 13 kinds) among them."""
    rnd = random.Random(18)
    out = [list(range(KINDS)), [JOHANNISKRAUT, WILDER_ROSMARIN, BILD, BANNSPRUCH, MISTEL, MISTEL, NEBEL]]
    for n in range(1, KINDS + 1):
        for _ in range(3):
            kinds = rnd.sample(range(KINDS), n)
            out.append(kinds + rnd.sample(kinds, min(len(kinds), rnd.randint(0, 3))))
    return out


def _texts_on_faces(monkeypatch, laid: hand.HandPlan) -> list[tuple[int, list[tuple[str, int, bool]]]]:
    """(card, [(text, size, inside its face)]) for every face of `laid`, drawn afresh."""
    drawn: list[tuple[str, int, bool]] = []
    real = theme.draw_text

    def record(surface, text, pos, size=20, *args, **kwargs):
        rect = real(surface, text, pos, size, *args, **kwargs)
        drawn.append((text, size, surface.get_rect().contains(rect)))
        return rect

    monkeypatch.setattr(theme, "draw_text", record)
    hand._face.cache_clear()
    hand._compact.cache_clear()
    out = []
    for box, card in laid.boxes:
        drawn.clear()
        maker = hand.compact_face if laid.compact else hand.face
        maker(card, box.w, box.h, laid.counts[card], laid.style)
        out.append((card, list(drawn)))
    hand._face.cache_clear()
    hand._compact.cache_clear()
    monkeypatch.setattr(theme, "draw_text", real)
    return out


@pytest.mark.parametrize("narrow", [False, True], ids=["wide", "narrow"])
def test_every_hand_lies_inside_the_strip_one_whole_card_per_kind(narrow, monkeypatch):
    lay = load_layout(5, narrow=narrow)
    strip, style = lay.hand, hand.style_of(narrow)
    title_bottom = hand.title_rect(strip, style).bottom
    for kinds in _hands():
        laid = hand.plan(strip, _counts(kinds), 0, style)
        boxes = [box for box, _card in laid.boxes]
        assert sorted(card for _box, card in laid.boxes) == sorted(set(kinds))
        assert all(laid.counts[c] == kinds.count(c) for c in set(kinds))
        assert all(strip.contains(box) and box.y >= title_bottom for box in boxes), kinds
        assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :]), kinds
        for card, texts in _texts_on_faces(monkeypatch, laid):
            assert all(inside for _t, _s, inside in texts), f"{CARDS[card].name}: a text is cut by its card"
            name = CARDS[card].name
            # the name whole: one text, or its words on two lines; never a piece of a word
            words = [t for t, s, _i in texts if s == style.text and not t.startswith("×") and not t.isdigit()]
            assert " ".join(words) == name, f"{name} drawn as {words}"
            assert all(s >= (14 if narrow else 10) for _t, s, _i in texts)


@pytest.mark.parametrize("narrow", [False, True], ids=["wide", "narrow"])
def test_a_hand_of_seven_kinds_reads_as_cards(narrow):
    lay = load_layout(3, narrow=narrow)
    style = hand.style_of(narrow)
    # seven kinds with the longest names of the deck: Johanniskraut, Wilder Rosmarin,
    # Magisches Bild, Bannspruch, and Mistel twice
    kinds = [JOHANNISKRAUT, WILDER_ROSMARIN, RAUTE, BEIFUSS, MISTEL, MISTEL, BILD, NEBEL]
    laid = hand.plan(lay.hand, _counts(kinds), 0, style)
    assert not laid.compact and len(laid.boxes) == 7
    widths = {CARDS[card].name: box.w for box, card in laid.boxes}
    # the cards share one width, but a longer name makes its card wider
    assert widths["Johanniskraut"] >= widths["Raute"] == widths["Nebel"]


@pytest.mark.parametrize("narrow", [False, True], ids=["wide", "narrow"])
def test_the_largest_hand_lies_as_compact_cards_in_two_even_rows(narrow):
    lay = load_layout(5, narrow=narrow)
    laid = hand.plan(lay.hand, [1] * KINDS, 0, hand.style_of(narrow))
    assert laid.compact
    rows: dict[int, list[pygame.Rect]] = {}
    for box, _card in laid.boxes:
        rows.setdefault(box.y, []).append(box)
    assert len(rows) == 2
    first, second = (sorted(row, key=lambda b: b.x) for _y, row in sorted(rows.items()))
    assert abs(len(first) - len(second)) <= 2  # split evenly, not a long row and a stub
    assert first[-1].right == second[-1].right  # both rows end together: cards, not a list


def test_a_card_not_known_to_the_viewer_lies_face_down_with_its_count():
    lay = load_layout(3, narrow=True)
    laid = hand.plan(lay.hand, _counts([RAUTE]), 2, hand.NARROW)
    assert [card for _box, card in laid.boxes] == [RAUTE, -1] and laid.counts[-1] == 2

"""The passing visuals every table shares (game/ui/effects.py): a floating word rises as far
as asked and is gone at its end, one flying along a path stays whole on it, a word wrapped to
a width keeps within it, and a ring swells and is gone at its end."""

from __future__ import annotations

import pygame
import pytest

from game.ui.effects import FloatText, OvalPulse, Pulse


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def _drawn(thing, t: float) -> int:
    """How many pixels of a black canvas `thing` lights at `t`."""
    canvas = pygame.Surface((400, 300))
    canvas.fill((0, 0, 0))
    thing.t = t
    thing.draw(canvas)
    return sum(1 for x in range(0, 400, 2) for y in range(0, 300, 2) if canvas.get_at((x, y))[:3] != (0, 0, 0))


def test_a_floating_word_rises_as_far_as_asked_and_is_gone_at_its_end():
    word = FloatText("+3", (200, 150), rise=40)
    assert word.box(0).center == (200, 150) and word.box(1).center == (200, 110)
    assert _drawn(word, 0.2) > 0 and _drawn(word, 1.0) == 0


def test_a_word_on_a_path_follows_it_and_stays_whole():
    word = FloatText("5", (0, 0), path=lambda t: (100 + 200 * t, 150))
    assert word.box(0.5).center == (200, 150)
    assert _drawn(word, 1.0) > 0  # still there as it lands


def test_a_word_wrapped_to_a_width_keeps_within_it():
    word = FloatText("not used this turn at all", (200, 150), size=14, width=90)
    assert word.img.get_width() <= 90 and word.img.get_height() > 30  # more than one line


@pytest.mark.parametrize(
    "ring", [Pulse((200, 150), 30, (250, 200, 80), "B"), OvalPulse((160, 130, 80, 40), (250, 200, 80))]
)
def test_a_ring_swells_and_is_gone_at_its_end(ring):
    assert _drawn(ring, 0.1) > 0 and _drawn(ring, 1.0) == 0

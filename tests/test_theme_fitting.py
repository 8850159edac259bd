"""Long player names (up to 16 characters) shrink or are cut with "…" so that they never run
into the score or the next column; short ones are drawn at full size, whole."""

import pygame
import pytest

from game.ui import theme


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield
    theme.forget_fonts()


def width(text, size, style="bold"):
    return theme.font(size, style).size(text)[0]


def test_a_short_name_keeps_its_size_and_every_letter():
    assert theme.fit_line("Anna", 18, 150) == (18, "Anna")


def test_a_name_that_fits_a_smaller_size_shrinks_whole():
    name = "Maximilian"
    room = width(name, 18) - 4  # one size smaller fits
    size, shown = theme.fit_line(name, 18, room)
    assert shown == name and 13 <= size < 18 and width(shown, size) <= room


def test_a_name_too_long_at_the_smallest_size_is_cut_with_an_ellipsis():
    size, shown = theme.fit_line("Maximilian Sommer", 18, 80)
    assert size == 13 and shown.endswith("…") and width(shown, 13) <= 80
    assert "Maximilian Sommer".startswith(shown[:-1])


def test_a_long_title_wraps_onto_lines_that_each_fit():
    title = "Maximilian Sommer: which circle first?"
    size, lines = theme.fit_title(title, 17, 200)
    assert size == 14 and len(lines) >= 2
    assert " ".join(lines) == title
    assert all(width(line, 14) <= 200 for line in lines)


def test_a_title_too_long_for_two_lines_ends_the_second_in_an_ellipsis():
    title = "Maximilian Sommer, Anna Lena Berg and Christoph Kolumbus"
    size, lines = theme.fit_title(title, 17, 150)
    assert size == 14 and len(lines) == 2 and lines[1].endswith("…")
    assert all(width(line, 14) <= 150 for line in lines)
    assert title.startswith(lines[0])

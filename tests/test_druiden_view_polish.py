"""Die Druiden's table, finishing touches: every card name is readable on its face, the
viewer's potion in progress is shown in the hand strip, a table reopened mid-vote shows who
voted how, and the scoring after the vote is shown card by card before the results."""

from __future__ import annotations

import pytest

from game.core.settings import Settings
from game.druiden.rules.cards import BILD, CARDS
from game.druiden.view import cards
from game.ui import theme
from game.ui.app import App


@pytest.fixture(scope="module", autouse=True)
def app():
    application = App(Settings())
    yield application
    if application._thinker is not None:
        application._thinker.close()


@pytest.mark.parametrize("card", range(len(CARDS)), ids=[c.name for c in CARDS])
def test_every_card_name_is_whole_on_its_face(card):
    name = CARDS[card].name
    size, lines = cards.name_lines(name, cards.CARD_W - 6)
    assert size >= 8 and 1 <= len(lines) <= 2
    assert not any("…" in line for line in lines), f"{name} is cut: {lines}"
    # the lines read as the name again (a hyphen only where a compound breaks)
    assert "".join(line.replace("-", "") for line in lines).replace(" ", "") == name.replace(" ", "")
    font = theme.text_font(size, "bold")
    assert all(font.size(line)[0] <= cards.CARD_W - 6 for line in lines)


def test_long_names_break_between_their_words():
    assert cards.name_lines("Wilder Rosmarin", cards.CARD_W - 6)[1] == ["Wilder", "Rosmarin"]
    assert cards.name_lines("Johanniskraut", cards.CARD_W - 6)[1] == ["Johannis-", "kraut"]


def test_two_line_names_stay_above_the_cult_symbol():
    size, lines = cards.name_lines("Magisches Bild", cards.CARD_W - 6)
    bottom = 4 + (len(lines) - 1) * (size + 2) + theme.text_font(size, "bold").get_height()
    symbol_top = cards.CARD_H // 2 - 4 - max(5, cards.CARD_W // 7)
    assert bottom <= symbol_top
    assert cards.face(BILD).get_size() == (cards.CARD_W, cards.CARD_H)

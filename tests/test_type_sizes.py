"""Texts of one role on one screen share one type size: the menu's game descriptions (and
titles), and the chapter titles of each list of chapters, wide and in an 800×600 window, as
the frame renders them (tests/readable.py records every text drawn and its size)."""

from __future__ import annotations

import pytest
from readable import SHAPES, rendered_texts, small_window

from game.ui.scenes.menu import MainMenu
from game.ui.scenes.tutorial_list import ChaptersScene, rule_sets_with_chapters


@pytest.fixture(params=sorted(SHAPES))
def app(request):
    yield from small_window(SHAPES[request.param])


def _sizes_drawn(app, lines: list[str]) -> dict[str, set[int]]:
    """For each of `lines`, the sizes (canvas px) it was rendered at in one frame."""
    drawn: dict[str, set[int]] = {line: set() for line in lines}
    for px, text in rendered_texts(app):
        if text in drawn:
            drawn[text].add(px)
    missing = [line for line, sizes in drawn.items() if not sizes]
    assert not missing, f"not drawn: {missing}"
    return drawn


def test_the_menu_draws_every_game_description_and_every_title_at_one_size(app):
    menu = MainMenu(app)
    app.reset_to(menu)
    app.step()
    cards = list(menu.game_cards.values())
    details = [text for card in cards for text, _pos, _size, style in card.text_layout()[1:]]
    titles = [card.text_layout()[0][0] for card in cards]
    drawn = _sizes_drawn(app, details + titles)
    assert len(set().union(*(drawn[line] for line in details))) == 1, {k: drawn[k] for k in details}
    assert len(set().union(*(drawn[line] for line in titles))) == 1, {k: drawn[k] for k in titles}
    # and the whole of every description is shown, none cut
    for card in cards:
        shown = " ".join(text for text, _pos, _size, _style in card.text_layout()[1:])
        assert shown.split() == card.detail.split()


@pytest.mark.parametrize("game_id", ["tholos", "dolmen", "dolmengoetter", "druiden"])
def test_each_list_of_chapters_draws_its_titles_at_one_size(app, game_id):
    assert game_id in rule_sets_with_chapters(game_id)
    listing = ChaptersScene(app, game_id)
    if listing.rule_set != game_id:
        listing._switch(game_id)
    app.reset_to(listing)
    app.step()
    cards = [card for card in listing.cards.values() if card.visible]
    titles = [text for card in cards for text, _pos, _size, style in card.text_layout() if style == "serif"]
    drawn = _sizes_drawn(app, titles)
    assert len(set().union(*drawn.values())) == 1, drawn
    for card in cards:  # every title whole: its lines are the title's words
        lines = [text for text, _pos, _size, style in card.text_layout() if style == "serif"]
        assert " ".join(lines).split() == card.label.split(), lines

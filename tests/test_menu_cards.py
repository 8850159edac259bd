"""The main menu's cards hold their words: every title and summary line is drawn inside its
card, the whole summary is shown (never cut with "…"), and no card, button or key hint
overlaps another."""

from __future__ import annotations

import pygame
import pytest
from readable import small_window

from game.core import saves
from game.core.match import Match, Seat
from game.ui import theme
from game.ui.scenes.menu import MainMenu, card_text, playable_games

#: The key hints' row at the bottom of the menu (theme.key_hints drawn at y 706, 22 high).
HINTS_TOP = 706 - 22


def _text_rects(card) -> list[pygame.Rect]:
    return [pygame.Rect(pos, theme.text_font(size, style).size(text)) for text, pos, size, style in card.text_layout()]


def _cards(menu) -> list:
    return list(menu.game_cards.values()) + [menu.continue_button]


def test_every_menu_card_holds_its_title_and_summary_inside_it(app):
    saves.save(Match("tholos", [Seat("Anna", "human", 0), Seat("Bo", "normal", 1)], seed=4))
    menu = MainMenu(app)
    assert len(menu.game_cards) == len(playable_games()) >= 3
    for card in _cards(menu):
        rects = _text_rects(card)
        assert len(rects) >= 2, f"{card.label}: no summary drawn"
        for rect in rects:
            assert card.rect.contains(rect), f"{card.label}: text at {rect} leaves {card.rect}"


def test_each_game_card_shows_its_whole_summary(app):
    menu = MainMenu(app)
    for game_id, card in menu.game_cards.items():
        title, summary = card_text(game_id)
        lines = [text for text, _pos, _size, _style in card.text_layout()]
        assert lines[0] == title
        assert " ".join(lines[1:]).split() == summary.split()


def test_the_menu_buttons_overlap_neither_each_other_nor_the_key_hints(app):
    menu = MainMenu(app)
    rects = [w.rect for w in menu.focus.widgets]
    for i, a in enumerate(rects):
        assert a.bottom <= HINTS_TOP and pygame.Rect(0, 0, 1280, 720).contains(a)
        for b in rects[i + 1 :]:
            assert not a.colliderect(b), f"{a} overlaps {b}"


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_cards_of_the_column_share_one_title_size_and_one_detail_size(size):
    """The games' cards and Continue below them read as one column: every title at one size,
    every detail line at one (a long game in progress, five 16-letter names, included); a
    detail longer than its card holds ends after a whole word, in "…"."""
    names = ["Maximilianus Rex", "WWWWWWWWWWWWWWWW", "Bartholomäus Ivo", "Konstantinopelia", "Wilhelmina Gräfi"]
    saves.save(Match("dolmengoetter", [Seat(n, "human" if k == 0 else "easy", k) for k, n in enumerate(names)], 4))
    windows = small_window(size)
    application = next(windows)
    try:
        application.reset_to(MainMenu(application))
        application.step([], present=False)
        menu = application.top
        layouts = [card.text_layout() for card in _cards(menu)]
        assert menu.continue_button.enabled
        titles = {layout[0][2] for layout in layouts}
        details = {size for layout in layouts for _text, _pos, size, _style in layout[1:]}
        assert len(titles) == 1, titles
        assert len(details) == 1, details
        for card, layout in zip(_cards(menu), layouts):
            for text, pos, px, style in layout:
                assert card.rect.contains(pygame.Rect(pos, theme.text_font(px, style).size(text))), (card.label, text)
            # a detail too long for its card ends after a whole word: no name is cut
            said = card.detail.split()
            shown = [word for line, *_where in layout[1:] for word in line.split()]
            assert all(word in said or word == "…" for word in shown), shown
    finally:
        windows.close()

"""The game log's title bar says in words which of its rows show ("newest 11 of 275 ↕", the
arrow hinting at the wheel) and shows the key that folds it as a key cap, in every width the
tables give the log (the narrowest about 290 px) without touching the title."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.match import Match, Seat
from game.core.story import Story
from game.ui import log as log_module
from game.ui import theme
from game.ui.log import GameLog, scroll_note


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def test_the_note_names_the_newest_rows_and_once_scrolled_which_rows():
    assert scroll_note(0, 11, 275, 400) == "newest 11 of 275 ↕"
    assert scroll_note(11, 11, 275, 400) == "rows 12–22 of 275 ↕"


def test_a_narrow_title_bar_gets_a_shorter_note_and_none_when_nothing_fits():
    font = theme.text_font(log_module.NOTE)
    short = font.size("11 of 275 ↕")[0]
    assert scroll_note(0, 11, 275, short) == "11 of 275 ↕"
    assert scroll_note(0, 11, 275, font.size("11/275")[0]) == "11/275"
    assert scroll_note(0, 11, 275, 5) == ""


@pytest.mark.parametrize("width", [290, 384, 688])
def test_the_title_the_note_and_the_key_cap_keep_apart_in_the_bar(width, monkeypatch):
    seats = [Seat(name, "easy", k) for k, name in enumerate(["Anna", "Brigid", "Cormac"])]
    match = Match("druiden", seats, 3)
    rng = random.Random(3)
    while len(match.actions) < 80:
        match.play_chance() if match.chance_due() else match.play(rng.choice(match.state.legal_actions()))
    looks = [((200, 60, 50), "R"), ((60, 90, 200), "B"), ((240, 240, 240), "W")]
    log = GameLog(Story(match), looks, (0, 0, width, 200))
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.draw_text

    def spy(surface, text, pos, size=20, colour=theme.INK, style="sans", anchor="topleft"):
        rect = real(surface, text, pos, size, colour, style, anchor)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(log_module.theme, "draw_text", spy)
    canvas = pygame.Surface((width + 20, 240))
    log.draw(canvas, None)
    bar = [(text, rect) for text, rect in drawn if rect.centery == log_module.TITLE_H // 2]
    title = next(rect for text, rect in bar if "What happened" in text)
    (note,) = [(text, rect) for text, rect in bar if " of " in text or "/" in text]
    assert str(len(log.rows(None))) in note[0] and " ↕" in note[0]
    assert note[1].left >= title.right + 8
    # the key cap: a light box with a dark border right of the note, inside the bar
    cap_x = note[1].right + 8 + 4
    assert sum(canvas.get_at((cap_x, log_module.TITLE_H // 2 - 7))[:3]) < 600  # its border
    assert note[1].right < width - 20

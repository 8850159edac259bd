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
    log = GameLog(Story(match), [match.spec.colour(seat.colour) for seat in match.seats], (0, 0, width, 200))
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


def test_no_sentence_is_cut_off_at_the_bottom_of_the_log():
    """A sentence wrapped over several rows shows whole or not at all: the log stops before
    a sentence its bottom edge would split (it shows once scrolled)."""
    from game.core.narration import Line

    long = "Brigid's druid went 6 fields from the inner ring's plant field at 3 o'clock to the outer ring."

    class Turn:
        number, seat = 2, 1

        def lines(self, seat):  # drawn newest first: the long sentence under two short ones
            return [Line(long, 1), Line("Brigid rolled a 6.", 1), Line("Brigid drew a card.", 1)]

    class FakeStory:
        told, names = [object()], ["Anna", "Brigid"]

        def turns(self, told):
            return [Turn()]

    row_h = GameLog.row_height()
    # room for the heading, the two short lines and one row of the long sentence (it needs 3+)
    height = log_module.TITLE_H + 8 + 4 * row_h
    log = GameLog(FakeStory(), [], (0, 0, 290, height))
    rows = log.rows(None)
    assert [r.text for r in rows[:3]] == ["Turn 2 · Brigid", "Brigid drew a card.", "Brigid rolled a 6."]
    assert len([r for r in rows if r.line == 0]) >= 2  # the long sentence is wrapped
    assert log.visible_rows() == 4
    assert [r.text for r in log.shown_rows(None)] == [r.text for r in rows[:3]]  # not its first piece alone
    log.scroll = 3  # scrolled to it: it shows from its first row
    assert log.shown_rows(None)[0].first and log.shown_rows(None)[0].line == 0


@pytest.mark.parametrize("width", [290, 384])
def test_a_turn_heading_with_a_long_name_stays_inside_the_log_and_keeps_the_name_whole(width, monkeypatch):
    """ "Turn 38 · WWWWWWWWWWWWWWWW" does not run out of the log: where the number and a
    16-letter name do not fit one row, the name goes on the row under "Turn 38 ·", whole."""
    name = "WWWWWWWWWWWWWWWW"
    seats = [Seat(name, "easy", 0), Seat("Bo", "easy", 1)]
    match = Match("tholos", seats, 3)
    rng = random.Random(3)
    while len(match.actions) < 12:
        match.play(rng.choice(match.state.legal_actions()))
    log = GameLog(Story(match), [match.spec.colour(seat.colour) for seat in match.seats], (0, 0, width, 400))
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.draw_text

    def spy(surface, text, pos, size=20, colour=theme.INK, style="sans", anchor="topleft"):
        rect = real(surface, text, pos, size, colour, style, anchor)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(log_module.theme, "draw_text", spy)
    log.draw(pygame.Surface((width + 20, 420)), None)
    turns: dict[int, list[str]] = {}
    for row in log.shown_rows(None):
        if row.line < 0:
            turns.setdefault(row.turn, []).append(row.text)
    assert len(turns) >= 2
    for rows in turns.values():  # "Turn 7 · Bo", or "Turn 8 ·" over the whole name
        assert rows[0].startswith("Turn ") and " ".join(rows).endswith((f"· {name}", "· Bo")), rows
        assert rows[-1].split()[-1] in (name, "Bo"), rows
    for text, rect in drawn:
        assert rect.right <= width - 4, (text, rect)

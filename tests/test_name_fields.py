"""The setup screen's name fields behave as text fields do in any desktop app: a click selects
the name (typing replaces it), a second click places the caret, the caret moves with Home /
End / ← → and is drawn, Backspace / Delete / Ctrl+A / copy, cut and paste work, the 16
characters hold for pasting too, and an IME's text arrives as typed."""

from __future__ import annotations

import pygame
import pytest

from game.core.limits import SEAT_NAME_MAX
from game.ui import clipboard, theme
from game.ui.line_edit import LineEdit, printable_line
from game.ui.scenes.setup import SetupScene
from game.ui.widgets import TextInput


@pytest.fixture
def setup(app) -> SetupScene:
    scene = SetupScene(app, "dolmen")
    app.reset_to(scene)
    app.step([], present=False)
    return scene


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def typed(text):
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def send(app, *events) -> None:
    for event in events:
        app.step([event], present=False)


CTRL = pygame.KMOD_LCTRL
SHIFT = pygame.KMOD_LSHIFT


def test_a_click_into_the_default_name_selects_it_and_typing_replaces_it(app, setup):
    field = setup.rows[0].name
    assert field.text == "Player 1"
    send(app, click(field.rect.center), typed("M"), typed("ara"))
    assert field.text == "Mara"
    assert setup.build_match().seats[0].name == "Mara"


def test_tab_into_a_name_selects_it_too(app, setup):
    setup.focus.focus = setup.focus.widgets.index(setup.rows[0].name) - 1
    send(app, key(pygame.K_TAB), typed("Bo"))
    assert setup.rows[0].name.text == "Bo"


def test_a_second_click_places_the_caret_where_it_lands(app, setup):
    field = setup.rows[0].name
    send(app, click(field.rect.center))  # first: selects all
    send(app, click((field.rect.right - 8, field.rect.centery)))  # beyond the text's end
    send(app, typed("!"))
    assert field.text == "Player 1!"
    send(app, click((field.rect.x + 14, field.rect.centery)))  # at the text's start
    send(app, typed("X"))
    assert field.text == "XPlayer 1!"


def test_home_end_and_the_arrows_move_the_caret_and_nothing_else(app, setup):
    row = setup.rows[0]
    field, colour = row.name, row.colour.value
    send(app, click(field.rect.center), key(pygame.K_END), key(pygame.K_LEFT), typed("-"))
    assert field.text == "Player -1"
    send(app, key(pygame.K_HOME), key(pygame.K_RIGHT), typed("+"))
    assert field.text == "P+layer -1"
    assert setup.focus.focused is field and row.colour.value == colour  # no neighbour moved


def test_up_and_down_in_a_field_move_its_caret_and_tab_leaves_it(app, setup):
    row = setup.rows[0]
    send(app, click(row.name.rect.center), key(pygame.K_UP), typed("<"), key(pygame.K_DOWN), typed(">"))
    assert row.name.text == "<Player 1>" and setup.focus.focused is row.name
    send(app, key(pygame.K_TAB))
    assert setup.focus.focused is row.colour


def test_backspace_delete_and_ctrl_a(app, setup):
    field = setup.rows[0].name
    send(app, click(field.rect.center), key(pygame.K_END), key(pygame.K_BACKSPACE))
    assert field.text == "Player "
    send(app, key(pygame.K_HOME), key(pygame.K_DELETE))
    assert field.text == "layer "
    send(app, key(pygame.K_a, CTRL), typed("Anna"))
    assert field.text == "Anna"
    send(app, key(pygame.K_a, CTRL), key(pygame.K_BACKSPACE))
    assert field.text == ""


def test_shift_arrows_select_and_typing_replaces_the_selection(app, setup):
    field = setup.rows[0].name
    send(app, click(field.rect.center), key(pygame.K_END))
    send(app, key(pygame.K_LEFT, SHIFT), key(pygame.K_LEFT, SHIFT), typed("s"))
    assert field.text == "Players"  # " 1" replaced


def test_copy_and_paste_through_the_clipboard(app, setup):
    first, second = setup.rows[0].name, setup.rows[1].name
    send(app, click(first.rect.center), typed("Maximilianus Rex"))
    send(app, key(pygame.K_a, CTRL), key(pygame.K_c, CTRL))
    assert clipboard.paste() == "Maximilianus Rex"
    send(app, click(second.rect.center), key(pygame.K_v, CTRL))
    assert second.text == "Maximilianus Rex"
    send(app, key(pygame.K_a, CTRL), key(pygame.K_x, CTRL))
    assert second.text == "" and clipboard.paste() == "Maximilianus Rex"


def test_a_paste_keeps_to_the_16_characters_and_one_line(app, setup):
    field = setup.rows[0].name
    pygame.scrap.put_text("Anna\nvon Ravensberg zu Hohenstein")
    send(app, click(field.rect.center), key(pygame.K_v, CTRL))
    assert field.text == "Anna von Ravensb" and len(field.text) == SEAT_NAME_MAX
    send(app, key(pygame.K_END), key(pygame.K_v, CTRL), typed("x"))
    assert field.text == "Anna von Ravensb"  # full: nothing more goes in


def test_without_a_clipboard_copy_and_paste_do_nothing_quietly(app, setup, monkeypatch):
    def refuse(*_args):
        raise pygame.error("no clipboard here")

    monkeypatch.setattr(pygame.scrap, "get_text", refuse)
    monkeypatch.setattr(pygame.scrap, "put_text", refuse)
    field = setup.rows[0].name
    send(app, click(field.rect.center), key(pygame.K_c, CTRL), key(pygame.K_v, CTRL))
    assert field.text == "Player 1"  # the selection stays: nothing was pasted over it
    send(app, key(pygame.K_x, CTRL))
    assert field.text == ""


def test_text_from_an_input_method_arrives_as_typed(app, setup):
    field = setup.rows[0].name
    send(app, click(field.rect.center), typed("ユキ"), typed("é"))
    assert field.text == "ユキé"


def test_letters_typed_into_a_field_do_not_move_the_focus(app, setup):
    field = setup.rows[0].name
    send(app, click(field.rect.center), key(pygame.K_s), typed("s"), key(pygame.K_w), typed("w"))
    assert setup.focus.focused is field and field.text == "sw"


def _caret_columns(surface: pygame.Surface, field: TextInput) -> list[int]:
    """The columns inside the field where a bar of ink at least 12 px tall stands."""
    r = field.rect
    ink = theme.INK
    found = []
    for x in range(r.x + 10, r.right - 10):
        run = best = 0
        for y in range(r.y + 12, r.bottom - 4):
            run = run + 1 if tuple(surface.get_at((x, y)))[:3] == ink else 0
            best = max(best, run)
        if best >= 12:
            found.append(x)
    return found


def test_the_caret_is_drawn_where_it_stands():
    pygame.font.init()
    field = TextInput((40, 20, 290, 58), "Name", "Anna", max_len=16)
    surface = pygame.Surface((400, 100))
    surface.fill((0, 0, 0))
    field.line.end()
    field.draw(surface, True)
    font = theme.text_font(19, "sans")
    at_end = field.rect.x + 14 + font.size("Anna")[0]
    assert at_end in _caret_columns(surface, field) or at_end + 1 in _caret_columns(surface, field)
    field.line.home()
    surface.fill((0, 0, 0))
    field.draw(surface, True)
    assert field.rect.x + 14 in _caret_columns(surface, field)
    surface.fill((0, 0, 0))
    field.draw(surface, False)
    assert field.rect.x + 14 not in _caret_columns(surface, field)  # no caret without focus


def _drawn_texts(monkeypatch, draw) -> list[tuple[str, int]]:
    """(text, size) of every text `draw()` draws."""
    from game.ui import widgets

    drawn: list[tuple[str, int]] = []
    real = theme.draw_text

    def spy(surface, text, pos, size=20, *args, **kwargs):
        drawn.append((text, size))
        return real(surface, text, pos, size, *args, **kwargs)

    monkeypatch.setattr(widgets.theme, "draw_text", spy)
    draw()
    return drawn


@pytest.mark.parametrize("game_id, players", [("tholos", 2), ("dolmengoetter", 5)])
def test_the_names_of_a_setup_are_drawn_whole_at_one_size(app, monkeypatch, game_id, players):
    """A 16-letter name of wide letters does not leave the other names larger beside it:
    every name field of the screen shows its whole name at one size."""
    names = ["Maximilianus Rex", "WWWWWWWWWWWWWWWW", "Bo", "Konstantinopelia", "Ida"]
    scene = SetupScene(app, game_id)
    app.reset_to(scene)
    if scene.count_choice is not None:
        scene.set_players(players)
    for row, name in zip(scene.rows, names):
        row.name.text = name
    canvas = pygame.Surface(theme.CANVAS_SIZE)
    drawn = dict(_drawn_texts(monkeypatch, lambda: scene.draw(canvas)))
    shown = names[: len(scene.rows)]
    assert all(name in drawn for name in shown), drawn  # each whole
    assert len({drawn[name] for name in shown}) == 1, {name: drawn[name] for name in shown}


# --- the editing itself ---------------------------------------------------------------------------
def test_words_are_skipped_with_ctrl_and_deleted_with_ctrl_backspace():
    line = LineEdit("Anna von Hohen", 16)
    line.step(-1, word=True)
    assert line.caret == len("Anna von ")
    line.step(-1, word=True)
    assert line.caret == len("Anna ")
    line.end()
    assert line.delete_back(word=True) and line.text == "Anna von "
    line.home()
    line.step(1, word=True)
    assert line.caret == len("Anna ")


def test_a_name_set_from_outside_keeps_a_whole_selection():
    line = LineEdit("Player 2", 16)
    line.select_all()
    line.text = "Computer"
    assert line.selected == "Computer"
    line.place(3)
    line.text = "Computer 2"
    assert not line.has_selection and line.caret == len("Computer 2")


def test_only_printable_text_on_one_line_goes_in():
    assert printable_line("a\tb\nc\x00d\u2028e") == "a b cd e"
    line = LineEdit("", 16)
    assert not line.insert("\x00\x07")
    assert line.text == ""

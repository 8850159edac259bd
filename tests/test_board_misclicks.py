"""Misclicks are hard: a button never appears under the resting pointer where a different
button just was (Dolmen's decision panel over whole scripted games, Tholos' count picker), the
hand-over, results and question screens keep their buttons in place but take no click from a
pointer still resting where it was as they appeared, and a new game over one in progress is
kept beside it, unasked."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import library
from game.core.match import Match, Seat
from game.dolmen.view import DolmenTable, hud
from game.tholos.view.table import TholosTable
from game.ui import anim
from game.ui.arming import ARM_TRAVEL, SETTLE_SECONDS
from game.ui.scenes.final import FinalScene
from game.ui.scenes.handover import READY_HOME, HandoverScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.setup import SetupScene
from game.ui.widgets import ButtonPlacer, clear_of_pointer

NAMES = ("Anna", "Bo", "Cleo", "Dag", "Eve")


def _click(target, pos):
    pos = (round(pos[0]), round(pos[1]))
    target.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    return target.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def _rest_pointer_at(app, pos) -> None:
    """Puts the real pointer at canvas `pos` (the test window is the canvas' size)."""
    assert app.window.get_size() == (1280, 720)
    pygame.mouse.set_pos(pos)
    pygame.event.pump()


# --- the placement rule itself ---------------------------------------------------------------
def test_a_new_button_set_moves_off_the_pointer_and_stays_put_while_the_pointer_moves():
    placer = ButtonPlacer()
    home = pygame.Rect(100, 100, 200, 44)
    placer.pressed(pygame.Rect(100, 100, 200, 44), "Leave a stone")
    offsets = ((0, 0), (0, 52))
    assert placer.place("values", [(home, "3")], (150, 120), offsets) == (0, 52)
    # the pointer moves onto the button's home: the set stays where it appeared
    assert placer.place("values", [(home, "3")], (150, 160), offsets) == (0, 52)
    # a new set with the pointer away from it: at home
    assert placer.place("turn", [(home, "Place a new druid")], (600, 600), offsets) == (0, 0)


def test_the_same_button_again_may_appear_under_the_pointer():
    placer = ButtonPlacer()
    home = pygame.Rect(100, 100, 56, 72)
    placer.pressed(home, "2")
    assert placer.place("next value", [(home, "2")], home.center, ((0, 0), (0, 90))) == (0, 0)


def test_a_button_a_few_pixels_from_the_pointer_counts_as_under_it():
    rect = pygame.Rect(100, 100, 50, 50)
    assert clear_of_pointer([rect], (97, 120), ((0, 0), (200, 0))) == (200, 0)
    assert clear_of_pointer([rect], (60, 120), ((0, 0), (200, 0))) == (0, 0)


# --- Dolmen: whole games clicked through the decision panel ------------------------------------
def _dolmen_run(app, game_id: str, players: int, seed: int) -> tuple[int, int]:
    """Plays a hot-seat game, pressing a random panel button whenever one is offered (else a
    random legal action, the pointer then on the board); after each press, checks the next
    buttons shown. Returns (presses checked, presses whose next buttons would have
    appeared under the pointer at their home place)."""
    seats = [Seat(NAMES[i], "human", i) for i in range(players)]
    match = Match(game_id, seats, seed=seed)
    table = DolmenTable(app, match, anim.Timeline())
    rng = random.Random(seed)
    pressed = None
    checked = hazards = 0
    for _ in range(500):
        state = match.state
        if state.is_over():
            break
        table.viewer = state.current_player()
        table.active = True
        items = hud.choices(table)
        if pressed is not None and items:
            pos, label = pressed
            for c in items:
                assert c.label == label or not c.rect.collidepoint(pos), (
                    f"'{c.label}' appeared under the pointer where '{label}' was pressed"
                )
            checked += 1
            real, table.placer, table.mouse = table.placer, ButtonPlacer(), (-1, -1)
            home = hud.choices(table)
            table.placer, table.mouse = real, pos
            if any(c.label != label and c.rect.collidepoint(pos) for c in home):
                hazards += 1
            pressed = None
        live = [c for c in items if c.live]
        if live and rng.random() < 0.85:
            choice = rng.choice(live)
            action = _click(table, choice.rect.center)
            pressed = (choice.rect.center, choice.label)
            if action is None:  # a toggle: "Place a new druid"
                continue
            assert action == choice.action
        else:
            action = rng.choice(state.legal_actions())
            table.mouse = (640, 360)  # played on the board: the pointer has left the panel
            pressed = None
        table.animate(match.play(action), action, match.actors[-1])
        table.timeline.finish_all()
    return checked, hazards


@pytest.mark.parametrize("game_id,players", [("dolmen", 2), ("dolmen", 3), ("dolmengoetter", 4)])
def test_no_dolmen_panel_button_appears_under_the_pointer_where_another_was(app, game_id, players):
    checked = hazards = 0
    for seed in range(3):
        c, h = _dolmen_run(app, game_id, players, seed)
        checked, hazards = checked + c, hazards + h
    assert checked > 30
    # the games did run into the danger: at home, some buttons would have been under it
    assert hazards > 0


def test_leave_a_stone_and_the_value_tiles_have_rows_of_their_own(app):
    """The commonest sequence needs no moving at all: the value tiles and their Skip lie
    clear of the stone row, and the turn's button clear of both."""
    rows = {"turn": hud.ROW_TURN, "values": hud.ROW_VALUES, "stone": hud.ROW_STONE}
    turn = (rows["turn"], rows["turn"] + 44)
    values = (rows["values"], rows["values"] + 88 + 44)
    stone = (rows["stone"], rows["stone"] + 44)
    assert turn[1] < values[0] and values[1] < stone[0]


# --- Tholos: the count picker opens off the click that picked its heap --------------------------
def test_the_tholos_count_picker_never_opens_under_the_click_on_its_heap(app):
    match = Match("tholos", [Seat("Anna", "human", 0), Seat("Bo", "human", 1)], seed=1)
    table = TholosTable(app, match, anim.Timeline())
    table.active = True
    lay = table.layout
    for colour in (0, 1, 2):
        x, y, w, h = lay.heap_rect(colour)
        for dy in (h // 2 - 10, h // 2, h // 2 + 10):  # where the picker sits at home
            table.clear_selection()
            pos = (x + w // 2, y + dy)
            assert _click(table, pos) is None
            assert table.selected == ("pile", colour)
            chips = table.chip_rects()
            assert chips and not any(r.collidepoint(pos) for r in chips.values())
            assert _click(table, pos) is None  # a second click delivers nothing


# --- hand-over, results and questions: in place, armed against a resting pointer ------------------
def _settle(app) -> None:
    for _ in range(round(SETTLE_SECONDS / 0.05) + 1):
        app.step((), 0.05, present=False)


def _press(app, pos) -> None:
    """A click at canvas `pos` through the app, the pointer not moved first."""
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], 1 / 60, present=False)


def test_the_hand_over_button_stays_home_and_a_resting_pointer_does_not_press_it(app):
    ready: list[bool] = []
    _rest_pointer_at(app, READY_HOME.center)
    scene = HandoverScene(app, "Bo", lambda: ready.append(True))
    app.reset_to(scene)
    assert scene.ready_button.rect == READY_HOME
    _settle(app)
    _press(app, READY_HOME.center)
    assert ready == [] and app.top is scene
    _rest_pointer_at(app, (20, 20))
    assert HandoverScene(app, "Bo", lambda: None).ready_button.rect == READY_HOME


def _finished_tholos() -> Match:
    match = Match("tholos", [Seat("Anna", "human", 0), Seat("Bo", "normal", 1)], seed=3)
    rng = random.Random(3)
    while not match.state.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    return match


def test_the_results_buttons_stay_home_and_a_resting_pointer_presses_none(app):
    """Wherever the table's last click rests, Rematch, Menu and Look at the table are where
    they always are, and a click there with the pointer unmoved leaves the results up; a
    small move of the hand arms the button under it."""
    match = _finished_tholos()
    _rest_pointer_at(app, (20, 20))
    home = FinalScene(app, match)
    homes = [home.rematch_button.rect, home.menu_button.rect, home.look_button.rect]
    assert all(not a.colliderect(b) for a in homes for b in homes if a is not b)
    for rect in homes:
        app.reset_to(MainMenu(app))
        _rest_pointer_at(app, rect.center)
        scene = FinalScene(app, match)
        app.push(scene)
        assert [scene.rematch_button.rect, scene.menu_button.rect, scene.look_button.rect] == homes
        _settle(app)
        _press(app, rect.center)
        assert app.top is scene and not scene.hidden, rect
    x, y = homes[2].center  # Look at the table, under the resting pointer
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(x + ARM_TRAVEL, y), rel=(0, 0), buttons=(0, 0, 0))])
    _press(app, (x + ARM_TRAVEL, y))
    assert scene.hidden


# --- a new game beside one in progress ----------------------------------------------------------
def _game_in_progress() -> Match:
    match = Match("tholos", [Seat("Anna", "human", 0), Seat("Bo", "normal", 1)], seed=4)
    match.play(match.state.legal_actions()[0])
    library.keep_match(match)
    return match


def test_start_beside_a_game_in_progress_asks_nothing_and_keeps_both(app):
    play = pytest.importorskip("game.ui.scenes.play")
    kept = _game_in_progress()
    menu = MainMenu(app)
    app.reset_to(menu)
    menu.open_setup("tholos")  # the menu asks nothing either: no game is replaced
    assert isinstance(app.top, SetupScene)
    app.top.start()
    assert isinstance(app.top, play.PlayScene)
    app.top.autosaver.wait()
    going = library.in_progress(library.listing()[0])
    assert sorted(k.actions for k in going) == [0, len(kept.actions)]  # the new game and the old

"""Scenes move on through the app (menu, setup, table, results, rules, tutorial), and a
rematch's new table is a new game of Your games beside the finished one."""

from __future__ import annotations

import pygame
from kept_games import last_in_progress

from game.core import library
from game.core.match import Match, Seat
from game.ui.scenes.final import FinalScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.play import PlayScene
from game.ui.scenes.reference import RulesScene

# Tholos, bottom → top; White's last workshop stone on Σ ends the game.
FINAL_POSITION = {
    "to_move": "white",
    "columns": {
        "omega": "WWBWG",
        "alpha": "BBWGG",
        "beta": "WBWBG",
        "gamma": "GGGWB",
        "delta": "BBBBW",
        "pi": "WWWWW",
        "sigma": "WBGG",
    },
    "workshops": {"white": "W", "black": "B"},
}


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def test_a_rematch_replaces_the_finished_table_and_both_games_are_kept(app):
    seats = [Seat("Anna", "human", 0), Seat("Ben", "human", 1)]
    match = Match("tholos", seats, seed=7, position=FINAL_POSITION)
    menu = MainMenu(app)
    app.reset_to(menu)
    app.start_match(match)
    finished = app.top
    match.play(match.state.parse_action("place W sigma"))
    app.step([], 0.1, present=False)  # the table sees the end: its game is kept finished, results shown
    assert isinstance(app.top, FinalScene)
    for _ in range(6):  # the results' first moments take no key (game.ui.arming)
        app.step([], 0.1, present=False)
    app.step([key(pygame.K_r)], present=False)
    table = app.top
    assert isinstance(table, PlayScene) and table is not finished
    assert app.scenes == [menu, table]
    table.autosaver.wait()
    saved, problem = last_in_progress()
    assert problem is None and saved.seats == seats and saved.actions == []
    assert saved.position is None
    (done,) = library.finished(library.listing()[0])  # the game before stays, finished
    assert done.actions == 1 and done.record.winners == tuple(match.state.winners())


def test_the_table_opens_the_rules_and_goes_back_to_a_fresh_menu(app):
    match = Match("dolmengoetter", [Seat("Anna", "human", 0), Seat("Ben", "easy", 1)], seed=2)
    app.reset_to(MainMenu(app))
    app.start_match(match)
    table = app.top
    app.step([key(pygame.K_F1)], present=False)
    assert isinstance(app.top, RulesScene) and app.top.spec.id == "dolmengoetter"
    app.step([key(pygame.K_ESCAPE)], present=False)
    assert app.top is table
    app.step([key(pygame.K_ESCAPE)], present=False)  # nothing selected: back to the menu
    assert len(app.scenes) == 1 and isinstance(app.top, MainMenu)
    assert app.top.continue_button.enabled  # the game just left is offered to continue


def test_no_tutorial_yet_is_said_not_crashed_on(app, monkeypatch, tmp_path):
    from game.core import tutorial

    monkeypatch.setattr(tutorial, "folder", lambda game_id: tmp_path / game_id)  # no chapters
    app.reset_to(MainMenu(app))
    app.open_tutorial("dolmengoetter")
    assert app.notices and "no tutorial for Die Dolmengötter yet" in app.notices[-1][0]
    assert isinstance(app.top, MainMenu)

"""The Your games screen, driven as a player would from the main menu: the games in progress
and the finished ones, played last first, six to a page; a game in progress continues on
its table, a finished one shows its results; Delete asks first and then removes the game."""

from __future__ import annotations

import json
from datetime import timedelta

import pygame
from kept_games import finished_match

from game.core import library, paths
from game.core.match import Match, Seat
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.final import FinalScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.play import PlayScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.your_games import PAGE_ROWS, YourGamesScene


def seated(card) -> str:
    """A card's detail after when the game was played ("Played today at 21:40 · …")."""
    played, rest = card.detail.split(" · ", 1)
    assert played.startswith("Played ")
    return rest


def click(app, widget) -> None:
    pos = widget.rect.center
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        ],
        present=False,
    )


def key(app, k) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")], present=False)


def keep_going(names: tuple[str, str], hours: float, moves: int = 1) -> library.Kept:
    match = Match("tholos", [Seat(names[0], "human", 0), Seat(names[1], "easy", 1)], seed=int(hours))
    for _ in range(moves):
        match.play(match.state.legal_actions()[0])
    at = library.now() - timedelta(hours=hours)
    return library.keep_match(match, started=at, played=at)


def keep_finished(hours: float) -> library.Kept:
    at = library.now() - timedelta(hours=hours)
    return library.keep_match(finished_match(), started=at, played=at)


def open_from_menu(app) -> YourGamesScene:
    menu = MainMenu(app)
    app.reset_to(menu)
    click(app, menu.library_button)
    assert isinstance(app.top, YourGamesScene)
    return app.top


def test_the_games_in_progress_are_shown_played_last_first_and_one_continues_on_its_table(app):
    keep_going(("Anna", "Bo"), hours=3, moves=2)
    later = keep_going(("Cleo", "Dag"), hours=1, moves=4)
    scene = open_from_menu(app)
    assert [card.label.split(" · ")[0] for card in scene.cards] == ["Tholos", "Tholos"]
    assert [seated(card).split(" ")[0] for card in scene.cards] == ["Cleo", "Anna"]
    click(app, scene.cards[0])
    table = app.top
    assert isinstance(table, PlayScene) and table.kept_id == later.id
    assert [seat.name for seat in table.match.seats] == ["Cleo", "Dag"] and len(table.match.actions) == 4


def test_a_finished_game_is_listed_with_its_result_and_opens_its_results(app):
    done = keep_finished(hours=2)
    keep_going(("Anna", "Bo"), hours=1)
    scene = open_from_menu(app)
    assert scene.show_choice.value == "In progress · 1"
    scene.show_choice.step(1)
    assert scene.show_choice.value == "Finished · 1" and len(scene.cards) == 1
    winner = done.seats[done.record.winners[0]].name
    assert f"{winner} won" in scene.cards[0].label
    top_score = max(done.record.scores)
    assert seated(scene.cards[0]).startswith(f"{winner} {top_score} · ")
    click(app, scene.cards[0])
    assert isinstance(app.top, FinalScene)
    assert library.finished(library.listing()[0])[0].id == done.id  # shown again, still kept


def test_delete_asks_first_keep_it_keeps_the_game_and_delete_it_removes_it(app):
    keep_going(("Anna", "Bo"), hours=2)
    gone = keep_going(("Cleo", "Dag"), hours=1)
    scene = open_from_menu(app)
    click(app, scene.deletes[0])
    question = app.top
    assert isinstance(question, ConfirmScene) and "Cleo and Dag" in question.detail
    question.answer_no()
    assert app.top is scene and len(library.listing()[0]) == 2
    click(app, scene.deletes[0])
    app.top.answer_yes()
    assert app.top is scene
    assert [k.id for k in library.listing()[0]] != [] and gone.id not in [k.id for k in library.listing()[0]]
    assert [seated(card).split(" ")[0] for card in scene.cards] == ["Anna"]


def test_more_games_than_a_page_turn_over_with_page_down_and_the_older_button(app):
    for hours in range(PAGE_ROWS + 2):
        keep_going((f"P{hours}", "Bo"), hours=hours + 1)
    scene = open_from_menu(app)
    first_page = [seated(card).split(" ")[0] for card in scene.cards]
    assert first_page == [f"P{h}" for h in range(PAGE_ROWS)] and not scene.newer.enabled
    key(app, pygame.K_PAGEDOWN)
    assert [seated(card).split(" ")[0] for card in scene.cards] == [f"P{h}" for h in range(PAGE_ROWS, PAGE_ROWS + 2)]
    assert not scene.older.enabled
    click(app, scene.newer)
    assert [seated(card).split(" ")[0] for card in scene.cards] == first_page


def test_with_no_game_kept_the_screen_says_so_and_escape_goes_back(app):
    scene = open_from_menu(app)
    assert scene.cards == [] and not scene.newer.visible
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)


def test_a_game_damaged_meanwhile_is_reported_and_set_aside_when_opened(app):
    kept = keep_going(("Anna", "Bo"), hours=1)
    scene = open_from_menu(app)
    kept.path.write_text("{ half a file", encoding="utf-8")
    app.notices.clear()
    click(app, scene.cards[0])
    assert app.top is scene and scene.cards == []
    assert any("could not be read" in text for text, _left in app.notices)


def test_export_writes_a_game_file_that_imports_as_the_same_game_and_says_its_name(app):
    kept = keep_finished(hours=2)
    scene = open_from_menu(app)
    scene.show_choice.step(1)
    click(app, scene.exports[0])
    exported = sorted(paths.exports_dir().glob("*.json"))
    assert len(exported) == 1 and exported[0].name.startswith("Tholos ")
    assert f"“{exported[0].name}”" in app.notices[-1][0] and str(paths.exports_dir()) not in app.notices[-1][0]
    click(app, scene.exports[0])  # a second export never writes over the first
    assert len(list(paths.exports_dir().glob("*.json"))) == 2
    match, record = library.read_game_file(exported[0])
    original, _problem = library.open_game(kept.id)
    assert match.actions == original.actions and record.started == kept.record.started


def test_a_game_file_dropped_on_the_window_is_added_and_a_bad_one_refused(app, tmp_path):
    scene = open_from_menu(app)
    friend = Match("tholos", [Seat("Ines", "human", 0), Seat("Jo", "easy", 1)], seed=3)
    friend.play(friend.state.legal_actions()[0])
    good = tmp_path / "from a friend.json"
    good.write_text(json.dumps(friend.to_save()), encoding="utf-8")
    app.step([pygame.event.Event(pygame.DROPFILE, file=str(good))], present=False)
    assert [seated(card).split(" ")[0] for card in scene.cards] == ["Ines"]
    assert app.notices[-1][0].startswith("Added: Tholos with Ines and Jo")
    bad = tmp_path / "notes.json"
    bad.write_text("[]", encoding="utf-8")
    app.step([pygame.event.Event(pygame.DROPFILE, file=str(bad))], present=False)
    assert app.notices[-1][0].startswith("notes.json is no game file") and len(scene.cards) == 1
    assert bad.read_text(encoding="utf-8") == "[]"


def test_replay_opens_from_a_row_and_back_returns_there(app):
    keep_going(("Anna", "Bo"), hours=1, moves=3)
    scene = open_from_menu(app)
    click(app, scene.replays[0])
    assert isinstance(app.top, ReplayScene) and app.top.total == 3
    key(app, pygame.K_ESCAPE)
    assert app.top is scene

"""A broken board map met on every way into a table: Start on the setup screen, Continue,
a rematch from the results, a tutorial chapter from its list, Why?'s chapter link and the
rules page's Learn to play. Each reports the map in one sentence naming the file and the
problem, leaves the player on the menu (or the list of chapters they came from) and loses
nothing: the game in progress stays byte for byte.

The map is broken as a damaged installation would have it: the levels folder is copied, one
map in the copy is edited, and the game reads its maps from the copy."""

from __future__ import annotations

import shutil

import pygame
import pytest
from kept_games import finished_match, game_files

from game.core import library, paths, tutorial
from game.core.match import Match, Seat
from game.ui.scenes.final import FinalScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.play import PlayScene
from game.ui.scenes.reference import RulesScene
from game.ui.scenes.tutorial import TutorialScene
from game.ui.scenes.tutorial_list import ChaptersScene
from game.ui.scenes.tutorial_why import WhyScene


def seven_vertex_octagon(text: str) -> str:
    eight = '<polygon points="0,0 72,0 144,0 144,72 144,144 72,144 0,144 0,72"/>'
    return text.replace(eight, '<polygon points="0,0 72,0 144,0 144,72 144,144 72,144 0,144"/>', 1)


def touching_plant_fields(text: str) -> str:
    """i1 (empty) becomes a plant field beside the plant field i0, i4 (a plant field) empty:
    still six plant fields on the inner ring, but two of them touch."""

    def kind_of(index: int, old: str, new: str, text: str) -> str:
        at = text.index(f'<property name="index" type="int" value="{index}"/>')
        end = text.index("</properties>", at)
        return text[:at] + text[at:end].replace(f'value="{old}"', f'value="{new}"', 1) + text[end:]

    return kind_of(4, "plant", "empty", kind_of(1, "empty", "plant", text))


def unnamed_sigma(text: str) -> str:
    return text.replace('name="sigma"', 'name="sigm"', 1)


#: per rule set: the map to break, how, and words of the problem the message must carry
BREAKS = {
    "dolmen": (("dolmen", "board.tmx"), seven_vertex_octagon, "has 7 vertices, but an octagon has 8 nodes"),
    "dolmengoetter": (("dolmen", "board.tmx"), seven_vertex_octagon, "has 7 vertices, but an octagon has 8 nodes"),
    "druiden": (("druiden", "board.tmx"), touching_plant_fields, "plant fields 'i0' and 'i1' touch"),
    "tholos": (("tholos", "temple.tmx"), unnamed_sigma, "sigma"),
}
GAMES = sorted(BREAKS)


def break_map(monkeypatch, tmp_path, game_id: str):
    """From now on the game reads its maps from a copy of the levels folder in which the map
    of `game_id`'s board is broken; returns that map's path."""
    levels = tmp_path / "levels"
    shutil.copytree(paths.levels_dir(), levels)
    parts, edit, _problem = BREAKS[game_id]
    broken = levels.joinpath(*parts)
    before = broken.read_text(encoding="utf-8")
    broken.write_text(edit(before), encoding="utf-8")
    assert broken.read_text(encoding="utf-8") != before  # the edit took
    monkeypatch.setattr(paths, "levels_dir", lambda: levels)
    return broken


def seats_for(game_id: str) -> list[Seat]:
    return [Seat("Ada", "human", 0), Seat("Bo", "easy", 1)]


def saved_game(game_id: str) -> bytes:
    """A game in progress of `game_id`, kept in Your games (made while the map is whole);
    its file's bytes."""
    match = Match(game_id, seats_for(game_id), seed=7)
    match.play(match.state.legal_actions()[0])
    return library.keep_match(match).path.read_bytes()


def kept_as_before(raw: bytes) -> bool:
    """Your games holds the one game kept before, byte for byte, and no other."""
    files = game_files()
    return len(files) == 1 and files[0].read_bytes() == raw


def reported(app, broken) -> str:
    """The one message on screen about the map: it names the file and the problem."""
    said = [text for text, _left in app.notices if str(broken) in text]
    assert len(said) == 1, app.notices
    return said[0]


def press(app, key) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")], present=False)


@pytest.mark.parametrize("game_id", GAMES)
def test_start_on_the_setup_screen_reports_the_map_and_returns_to_the_menu(app, monkeypatch, tmp_path, game_id):
    raw = saved_game("tholos" if game_id != "tholos" else "dolmen")  # another game is in progress
    broken = break_map(monkeypatch, tmp_path, game_id)
    app.reset_to(MainMenu(app))
    app.notices.clear()
    app.open_setup(game_id)
    press(app, pygame.K_RETURN)  # Start has the focus
    assert isinstance(app.top, MainMenu) and len(app.scenes) == 1
    assert BREAKS[game_id][2] in reported(app, broken)
    assert kept_as_before(raw)  # the game in progress is as it was, and no new one is kept
    assert app.top.continue_button.enabled


@pytest.mark.parametrize("game_id", GAMES)
def test_continue_reports_the_map_and_keeps_the_save(app, monkeypatch, tmp_path, game_id):
    raw = saved_game(game_id)
    broken = break_map(monkeypatch, tmp_path, game_id)
    app.reset_to(MainMenu(app))
    # Continue is offered (the list of games replays none); Tholos' rules need no map, so its
    # game replays and the table refuses to open; the others set their board up from the map,
    # so replaying the game meets the map
    assert app.top.continue_button.enabled
    app.top.continue_match()
    assert isinstance(app.top, MainMenu) and len(app.scenes) == 1
    assert BREAKS[game_id][2] in reported(app, broken)
    assert kept_as_before(raw)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_rematch_reports_the_map_and_returns_to_the_menu(app, monkeypatch, tmp_path, game_id):
    raw = saved_game("tholos" if game_id != "tholos" else "dolmen")
    app.reset_to(MainMenu(app))
    app.push(FinalScene(app, finished_match(game_id, names=("Ada", "Bo"))))
    broken = break_map(monkeypatch, tmp_path, game_id)
    app.notices.clear()
    app.top.rematch()
    assert isinstance(app.top, MainMenu) and len(app.scenes) == 1
    assert BREAKS[game_id][2] in reported(app, broken)
    assert kept_as_before(raw)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_tutorial_chapter_reports_the_map_and_stays_on_the_list(app, monkeypatch, tmp_path, game_id):
    broken = break_map(monkeypatch, tmp_path, game_id)
    app.reset_to(MainMenu(app))
    app.notices.clear()
    app.open_tutorial(game_id)
    listing = app.top
    assert isinstance(listing, ChaptersScene)
    listing.open(listing.chapters[0])
    assert app.top is listing
    assert BREAKS[game_id][2] in reported(app, broken)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_page_learn_to_play_reports_the_map(app, monkeypatch, tmp_path, game_id):
    broken = break_map(monkeypatch, tmp_path, game_id)
    app.reset_to(MainMenu(app))
    app.notices.clear()
    app.push(RulesScene(app, game_id))
    app.top.learn()
    listing = app.top
    assert isinstance(listing, ChaptersScene)
    listing.open(listing.chapters[0])
    assert app.top is listing and not any(isinstance(s, TutorialScene) for s in app.scenes)
    assert BREAKS[game_id][2] in reported(app, broken)


@pytest.mark.parametrize("game_id", GAMES)
def test_why_opens_no_chapter_on_a_broken_map_and_the_game_goes_on(app, monkeypatch, tmp_path, game_id):
    app.reset_to(MainMenu(app))
    match = Match(game_id, seats_for(game_id), seed=5)
    assert app.start_match(match)
    table = app.top
    table.autosaver.wait()
    raw = library.path_of(table.kept_id).read_bytes()
    broken = break_map(monkeypatch, tmp_path, game_id)
    chapter = tutorial.chapters(game_id)[0][0]
    why = WhyScene(app, game_id, [])
    why.chapter = chapter  # as when the last event's rule is taught by this chapter
    app.push(why)
    app.notices.clear()
    why.learn()
    assert isinstance(app.top, ChaptersScene)
    assert BREAKS[game_id][2] in reported(app, broken)
    app.top.close()
    assert app.top is table and table.match.actions == match.actions
    assert kept_as_before(raw)
    assert isinstance(table, PlayScene)

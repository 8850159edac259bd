"""The names of the people who played last are offered at the next setup (names.json in the
config folder): people's names only, in seat order; a damaged file is set aside with a
message and no names are offered."""

from __future__ import annotations

import json

import pygame
import pytest

from game.core import names, paths
from game.ui.scenes.setup import SetupScene


def _setup(app, game_id: str = "dolmen") -> SetupScene:
    scene = SetupScene(app, game_id)
    app.reset_to(scene)
    return scene


def _start(app, setup: SetupScene) -> None:
    assert app.start_new(setup.build_match)
    app.top.autosaver.wait()


def test_the_people_of_the_last_game_are_offered_at_the_next_setup(app):
    setup = _setup(app)
    setup.set_players(3)
    setup.rows[0].name.text = "Mara"
    setup.rows[1].kind.index = 0  # Human
    setup.kind_changed(1)
    setup.rows[1].name.text = "Bo"
    _start(app, setup)  # Mara, Bo and a computer
    assert names.load() == (["Mara", "Bo"], None)

    again = _setup(app)
    assert [row.name.text for row in again.rows] == ["Mara", "Computer"]  # the default: one person
    again.set_players(3)
    again.rows[1].kind.index = 0
    again.kind_changed(1)
    assert [row.name.text for row in again.rows] == ["Mara", "Bo", "Computer"]


def test_an_offered_name_follows_the_seat_like_any_suggestion_and_a_typed_one_stays(app):
    names.save(["Mara", "Bo"])
    setup = _setup(app)
    first = setup.rows[0]
    first.kind.index = 2  # Computer · Normal
    setup.kind_changed(0)
    assert [row.name.text for row in setup.rows] == ["Computer 1", "Computer 2"]
    first.kind.index = 0
    setup.kind_changed(0)
    assert first.name.text == "Mara"
    first.name.text = "Bo"  # typed: Bo sits first now
    setup.rows[1].kind.index = 0
    setup.kind_changed(1)
    assert [row.name.text for row in setup.rows] == ["Bo", "Mara"]


def test_computers_and_suggested_names_are_not_kept_as_people(app):
    names.save(["Mara"])
    setup = _setup(app, "tholos")
    setup.rows[0].name.text = "Player 1"
    _start(app, setup)  # Player 1 against Computer: no person's name to keep
    assert names.load() == (["Mara"], None)
    setup = _setup(app, "tholos")
    setup.rows[0].name.text = "Ilse"
    setup.rows[1].name.text = "Deep Thought"  # a computer, however it is called
    _start(app, setup)
    assert names.load() == (["Ilse", "Mara"], None)


def test_names_of_a_rule_set_switch_stay_offers(app):
    names.save(["Mara"])
    setup = _setup(app)
    setup.set_rules("dolmengoetter")
    first = setup.rows[0]
    assert first.name.text == "Mara"
    first.kind.index = 3  # Computer · Hard
    setup.kind_changed(0)
    assert first.name.text == "Computer 1"


DAMAGED = {
    "not JSON": b"{people: [Mara]",
    "not a mapping": b'["Mara"]',
    "an unknown key": b'{"people": ["Mara"], "pets": []}',
    "a name too long": json.dumps({"people": ["M" * 17]}).encode(),
    "an empty name": b'{"people": [""]}',
    "a control character": b'{"people": ["Ma\\u0000ra"]}',
    "a number": b'{"people": [7]}',
    "a name twice": b'{"people": ["Mara", "mara"]}',
    "too many names": json.dumps({"people": [f"P{k}" for k in range(9)]}).encode(),
    "too large": b'{"people": ["' + b"x" * 5000 + b'"]}',
    "not UTF-8": b'{"people": ["\xff"]}',
}


@pytest.mark.parametrize("content", DAMAGED.values(), ids=DAMAGED.keys())
def test_a_damaged_names_file_is_set_aside_with_a_message_and_no_names_are_offered(app, content):
    path = names.names_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    setup = _setup(app)
    assert setup.rows[0].name.text == "Player 1"
    assert any("names of the last players could not be read" in text for text, _left in app.notices)
    assert not path.exists()
    kept = list(path.parent.glob("names.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content


def test_a_folder_in_the_files_place_is_reported_and_set_aside():
    path = names.names_path()
    path.mkdir(parents=True)
    people, problem = names.load()
    assert people == [] and "folder" in problem
    assert not path.exists() and len(list(path.parent.glob("names.json.damaged-*"))) == 1


def test_the_file_is_written_atomically_in_the_config_folder(monkeypatch):
    names.save(["Mara", "Bo", "Mara", "", "x" * 40, "Cleo"])  # repeats and non-names left out
    path = paths.config_dir() / "names.json"
    assert json.loads(path.read_text(encoding="utf-8")) == {"people": ["Mara", "Bo", "Cleo"]}
    assert [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_a_name_typed_after_a_click_is_kept(app):
    """The whole way a player takes: click the field, type, Start."""
    setup = _setup(app, "tholos")
    field = setup.rows[0].name
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=field.rect.center, button=1)], present=False)
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="Mara")], present=False)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")], present=False)
    app.top.autosaver.wait()
    assert app.top.match.seats[0].name == "Mara"
    assert names.load() == (["Mara"], None)

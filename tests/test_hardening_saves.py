"""Saves and settings that once stopped the game from starting: each is built here, and the game
must start with one clear message, the file kept aside byte for byte, and nothing hanging."""

from __future__ import annotations

import json
import os

import pytest
from box_material import AT_LIMIT, REFUSED, case_ids, shows
from kept_games import last_in_progress

from game.app import open_box
from game.core import paths, saves
from game.core import settings as settings_store
from game.core.limits import SEAT_NAME_MAX
from game.core.match import Match, SaveError, Seat
from game.core.settings import Settings
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.play import PlayScene


def tholos_save(**changes) -> dict:
    match = Match("tholos", [Seat("Ada", "human", 0), Seat("Bo", "easy", 1)], seed=3)
    for text in ("deliver 3W", "deliver 3B"):
        match.play(match.state.parse_action(text))
    data = match.to_save()
    data.update(changes)
    return data


def write_save(content) -> bytes:
    raw = content if isinstance(content, bytes) else json.dumps(content).encode()
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    return raw


def start():
    """The game as it starts: the App at its menu, one frame drawn."""
    app = open_box(windowed=True)
    app.step([], present=False)
    return app


def notices(app) -> list[str]:
    return [text for text, _left in app.notices]


def kept_aside(name: str) -> list:
    folder = paths.autosave_path().parent if name == "autosave.json" else paths.settings_path().parent
    return sorted(folder.glob(f"{name}.damaged-*"))


def assert_started_without_the_save(app, raw: bytes) -> str:
    """The menu is up, Continue is off, one message names the file kept aside byte for byte."""
    assert isinstance(app.top, MainMenu) and not app.top.continue_button.enabled
    said = [t for t in notices(app) if "saved game could not be read" in t]
    assert len(said) == 1
    aside = kept_aside("autosave.json")
    assert len(aside) == 1 and aside[0].name in said[0]
    assert aside[0].read_bytes() == raw
    assert not paths.autosave_path().exists()
    return said[0]


# --- seat names -----------------------------------------------------------------------------
def seats_named(first: str) -> list[dict]:
    return [{"name": first, "kind": "human", "colour": 0}, {"name": "Bo", "kind": "easy", "colour": 1}]


@pytest.mark.parametrize(
    "name, why",
    [
        ("A\x00da", "cannot be shown"),
        ("Ada\ud800", "cannot be shown"),
        ("A" * (SEAT_NAME_MAX + 1), f"longer than {SEAT_NAME_MAX}"),
        ("", "no name"),
        ("   ", "no name"),
    ],
)
def test_a_save_with_an_unshowable_seat_name_is_set_aside_and_the_menu_draws(name, why):
    raw = write_save(tholos_save(seats=seats_named(name)))
    message = assert_started_without_the_save(start(), raw)
    assert why in message
    assert message.isprintable() and len(message) < 300


def test_a_name_as_long_as_the_setup_field_allows_is_kept():
    write_save(tholos_save(seats=seats_named("Å" * SEAT_NAME_MAX)))
    app = start()
    assert app.top.continue_button.enabled and not notices(app)
    assert "Å" * SEAT_NAME_MAX in app.top.continue_button.detail


def test_a_hundred_megabyte_seat_name_is_refused_by_the_files_size():
    raw = json.dumps(tholos_save(seats=seats_named("x" * (100 << 20)))).encode()
    write_save(raw)
    app = start()
    said = [t for t in notices(app) if "saved game could not be read" in t]
    assert len(said) == 1 and "too large" in said[0] and "100.0 MB" in said[0]
    aside = kept_aside("autosave.json")
    assert len(aside) == 1 and aside[0].stat().st_size == len(raw)


# --- numbers and counts ---------------------------------------------------------------------
def test_a_seed_of_five_thousand_digits_is_a_damaged_save():
    text = json.dumps(tholos_save()).replace('"seed": 3', '"seed": ' + "7" * 5000)
    raw = write_save(text.encode())
    message = assert_started_without_the_save(start(), raw)
    assert "5000 digits" in message


@pytest.mark.parametrize("seed", [-1, 1 << 64, True, 2.5, "3"])
def test_a_seed_out_of_range_or_not_whole_is_a_damaged_save(seed):
    raw = write_save(tholos_save(seed=seed))
    assert "seed" in assert_started_without_the_save(start(), raw)


@pytest.mark.parametrize(
    "change, words",
    [
        ({"seats": seats_named("Ada")[:1]}, "takes 2–2 seats"),
        (
            {"seats": [{"name": "Ada", "kind": "human", "colour": 1}, {"name": "Bo", "kind": "easy", "colour": 0}]},
            "colour order",
        ),
        (
            {
                "seats": [
                    {"name": "Ada", "kind": "human", "colour": 0, "age": 9},
                    {"name": "Bo", "kind": "easy", "colour": 1},
                ]
            },
            "exactly a name",
        ),
        ({"actions": ["deliver 3W"] * 20_001}, "at most 20000 actions"),
        ({"actions": ["deliver 3W", 7]}, "action 2"),
        ({"winner": "Ada"}, "unknown field"),
        ({"game": ["tholos"]}, "unknown game"),
    ],
)
def test_save_fields_out_of_shape_are_named_in_the_message(change, words):
    raw = write_save(tholos_save(**change))
    assert words in assert_started_without_the_save(start(), raw)


def test_a_position_for_three_players_with_two_seats_never_reaches_the_table():
    match = Match("dolmen", [Seat("Ada", "human", 0), Seat("Bo", "human", 1)], seed=5, position={"players": 3})
    assert match.state.num_players == 3  # what used to load and then crash the table
    raw = write_save(match.to_save())
    message = assert_started_without_the_save(start(), raw)
    assert "3 players" in message and "2 seats" in message


# --- material: a position holds no more than the box -----------------------------------------
def position_save(game: str, players: int, position: dict) -> dict:
    """The save of a new match of `game` with `players` seats, its position replaced by
    `position` as a file could hold it (the match itself would refuse to start from it)."""
    seats = [Seat(name, "human", k) for k, name in enumerate(("Ada", "Bo", "Cy", "Di", "Ed")[:players])]
    data = Match(game, seats, seed=1).to_save()
    data["position"] = position
    return data


@pytest.mark.parametrize("game, players, position, words", REFUSED, ids=case_ids(REFUSED))
def test_a_save_whose_position_holds_more_than_the_box_is_set_aside_with_the_reason(game, players, position, words):
    raw = write_save(position_save(game, players, position))
    message = assert_started_without_the_save(start(), raw)
    assert f"(position: {words}" in message, message


@pytest.mark.parametrize("game, players, position, shown", AT_LIMIT, ids=case_ids(AT_LIMIT))
def test_a_save_whose_position_holds_exactly_the_box_continues(game, players, position, shown):
    write_save(position_save(game, players, position))
    app = start()
    assert app.top.continue_button.enabled and not notices(app)
    assert shows(shown, last_in_progress()[0].state.to_json())


def test_a_megabyte_action_text_is_quoted_in_a_few_characters():
    raw = write_save(tholos_save(actions=["deliver 3W", "x" * (1 << 20)]))
    message = assert_started_without_the_save(start(), raw)
    assert "action 2" in message and len(message) < 300


def test_match_from_save_says_what_is_wrong_without_quoting_it_whole():
    with pytest.raises(SaveError, match="longer than") as caught:
        Match.from_save(tholos_save(seats=seats_named("N" * 5000)))
    assert len(str(caught.value)) < 120


# --- what stands where the files should be ---------------------------------------------------
def test_a_folder_where_the_save_belongs_is_reported_at_start_and_moved_aside():
    path = paths.autosave_path()
    (path / "inside").mkdir(parents=True)
    (path / "inside" / "note.txt").write_text("mine", encoding="utf-8")
    app = start()
    said = [t for t in notices(app) if "saved game could not be read" in t]
    assert len(said) == 1 and "folder" in said[0]
    aside = kept_aside("autosave.json")
    assert len(aside) == 1 and (aside[0] / "inside" / "note.txt").read_text() == "mine"
    saves.save(Match("tholos", [Seat("Ada", "human", 0), Seat("Bo", "easy", 1)]))
    assert saves.load()[1] is None  # the next autosave has its place back


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_where_the_save_belongs_is_reported_without_waiting_for_it():
    path = paths.autosave_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    app = start()  # reading the pipe would block forever
    said = [t for t in notices(app) if "saved game could not be read" in t]
    assert len(said) == 1 and "pipe" in said[0]
    assert not path.exists()


def test_a_folder_where_the_settings_belong_is_reported_at_start():
    path = paths.settings_path()
    path.mkdir(parents=True)
    app = start()
    said = [t for t in notices(app) if "Settings could not be read" in t]
    assert len(said) == 1 and "folder" in said[0] and "defaults" in said[0]
    assert app.settings == Settings()
    settings_store.save(Settings(volume=0.3))  # and the settings can be written again
    assert settings_store.load() == (Settings(volume=0.3), None)


def test_a_hundred_megabyte_settings_file_is_refused_by_its_size():
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    with open(path, "wb") as out:
        out.write(b"volume: 0.5\n")
        out.write(b"#" * (100 << 20))
    loaded, message = settings_store.load()
    assert loaded == Settings()
    assert "too large" in message and "100.0 MB" in message and "defaults" in message
    aside = kept_aside("settings.yaml")
    assert len(aside) == 1 and aside[0].stat().st_size == 12 + (100 << 20)


@pytest.mark.parametrize(
    "content, words",
    [
        (b"volume: 0.5\nvolume: 0.6\n", "line 2"),
        (b"window_width: " + b"9" * 5000 + b"\n", "5000 digits"),
        (b"[" * 5000 + b"]" * 5000, "deeper"),
        ("\ud800: 1\n".encode("utf-8", "surrogatepass"), "could not be read"),
        (b"\x00: 1\n", "could not be read"),
    ],
)
def test_settings_that_would_trip_the_yaml_reader_give_defaults_and_a_short_message(content, words):
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    loaded, message = settings_store.load()
    assert loaded == Settings() and words in message
    assert message.isprintable() and len(message) < 400
    assert kept_aside("settings.yaml")[0].read_bytes() == content


def test_leftover_temporary_files_of_an_interrupted_write_are_removed_at_start():
    data, config = paths.autosave_path().parent, paths.settings_path().parent
    data.mkdir(parents=True)
    config.mkdir(parents=True)
    leftovers = [
        data / ".autosave.json.k2j4_x.tmp",
        config / ".settings.yaml.9a8b7c.tmp",
        config / ".names.json.x1.tmp",
        data / "games" / ".20261201-101500-a1b2c3.json.q9_z1.tmp",
    ]
    (data / "games").mkdir()
    for path in leftovers:
        path.write_text('{"format": "steinkr', encoding="utf-8")
    others = [
        data / "autosave.json.damaged-20250101-000000",
        data / "notes.tmp",
        config / ".settings.yaml.backup",
        data / "games" / ".notes.json.x.tmp",
    ]
    for path in others:
        path.write_text("keep me", encoding="utf-8")
    app = start()
    assert not any(path.exists() for path in leftovers)
    assert all(path.read_text(encoding="utf-8") == "keep me" for path in others)
    assert not notices(app)


# --- a broken map is the map's fault --------------------------------------------------------
def square_scores_4(text: str) -> str:
    at = text.index('name="multiplier" type="int" value="3"', text.index('name="square'))
    return text[:at] + text[at:].replace('value="3"', 'value="4"', 1)


def break_board(patch, tmp_path, edit=square_scores_4):
    """From now on (within `patch`'s context) the Dolmen board is read from an edited copy
    (by default its first square scores 4): the map, not the save, is damaged."""
    from game.dolmen import board_map

    broken = tmp_path / "board.tmx"
    broken.write_text(edit(board_map.BOARD_MAP.read_text(encoding="utf-8")), encoding="utf-8")
    patch.setattr(board_map, "shipped", lambda: broken)
    return broken


def test_a_broken_map_is_reported_with_its_own_message_and_the_save_is_left_alone(tmp_path, monkeypatch):
    match = Match("dolmen", [Seat("Ada", "human", 0), Seat("Bo", "easy", 1)], seed=5)
    match.play(match.state.legal_actions()[0])
    raw = write_save(match.to_save())
    with monkeypatch.context() as patch:
        broken = break_board(patch, tmp_path)
        app = start()
        said = notices(app)
        assert len(said) == 1 and str(broken) in said[0] and "a square scores 3" in said[0]
        assert "could not be read (" not in said[0]  # not called a damaged save
        assert not app.top.continue_button.enabled
        assert paths.autosave_path().read_bytes() == raw and not kept_aside("autosave.json")
    # the map mended (the real one back): the same save continues where it was
    app.top.on_resume()
    assert app.top.continue_button.enabled
    app.top.continue_match()
    assert isinstance(app.top, PlayScene) and app.top.match.actions == match.actions
    if app._thinker is not None:
        app._thinker.close()


def test_a_map_message_quoting_a_megabyte_rune_is_shown_in_a_few_lines(tmp_path, monkeypatch):
    match = Match("dolmen", [Seat("Ada", "human", 0), Seat("Bo", "easy", 1)], seed=5)
    raw = write_save(match.to_save())
    with monkeypatch.context() as patch:
        break_board(patch, tmp_path, lambda text: text.replace('value="fehu"', f'value="{"f" * (1 << 20)}"', 1))
        app = start()
    said = notices(app)
    assert len(said) == 1 and "rune" in said[0] and len(said[0]) < 600
    assert paths.autosave_path().read_bytes() == raw


def test_a_save_removed_while_it_is_read_is_no_save_and_no_message(monkeypatch):
    """A finished game's save is removed by the autosave's writer while the menu looks for
    one to continue: the menu finds no game in progress and says nothing."""
    write_save(tholos_save())
    real = saves.read_bounded

    def removed_meanwhile(path, most):
        path.unlink()
        return real(path, most)

    monkeypatch.setattr(saves, "read_bounded", removed_meanwhile)
    assert saves.load() == (None, None)


def test_a_save_that_cannot_be_moved_aside_is_reported_without_a_path(monkeypatch):
    write_save(b"{ not json")
    path = paths.autosave_path()

    def refused(_path):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(saves, "set_aside", refused)
    match, said = saves.load()
    assert match is None and "nor moved aside (Permission denied)" in said
    assert str(path.parent) not in said and "autosave" not in said
    assert path.read_bytes() == b"{ not json"  # nothing lost

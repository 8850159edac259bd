"""Matches: save and load back, undo against computers, damaged autosaves set aside."""

from __future__ import annotations

import json
import os

import pytest

from game.core import files, paths, saves
from game.core.match import Match, Seat
from game.tholos.rules import parse, to_json

HUMAN_VS_COMPUTER = [Seat("Ada", "human", 0), Seat("Hermes", "easy", 1)]

# White (human) and Black (computer) alternate; comments say why no bonus is offered.
OPENING = [
    "deliver 3W",  # human
    "deliver 3B",  # computer
    "place W gamma",  # human: no other column has a stone, nothing to return
    "place B omega",  # computer: no black top elsewhere (γ is white)
    "place W delta",  # human: δ offered (quarry full, 2 free places)
    "fetch G",  # human: the bonus, same turn
    "place B alpha",  # computer: α needs a grey top; none (Ω B, γ W, δ W)
]


def play(match: Match, actions) -> None:
    for text in actions:
        match.play(match.state.parse_action(text))


def fresh(actions) -> dict:
    """The position after `actions` from a new game, built without Match."""
    from game.tholos.rules import TholosState

    state = TholosState(3)
    for text in actions:
        state.apply(parse(text))
    return to_json(state)


# --- save and load -------------------------------------------------------------------------
def test_save_then_load_gives_the_live_match_back():
    match = Match("tholos", HUMAN_VS_COMPUTER, seed=3)
    play(match, OPENING)
    saves.save(match)
    loaded, message = saves.load()
    assert message is None
    assert to_json(loaded.state) == to_json(match.state)
    assert loaded.actions == match.actions and loaded.seats == match.seats
    assert loaded.seed == 3 and loaded.actors == match.actors
    assert loaded.state.legal_actions() == match.state.legal_actions()


def test_save_in_the_middle_of_a_bonus_and_from_a_position():
    position = {"to_move": "white", "workshops": {"white": "WW", "black": "BG"}}
    match = Match("tholos", HUMAN_VS_COMPUTER, seed=8, position=position)
    play(match, ["place W pi"])  # π offered: the human has not decided yet
    saves.save(match)
    loaded, message = saves.load()
    assert message is None
    assert to_json(loaded.state)["phase"] == "bonus"
    assert [str(a) for a in loaded.state.legal_actions()] == ["steal B", "steal G", "decline"]
    assert to_json(loaded.state) == to_json(match.state)


def test_no_autosave_is_no_message():
    assert saves.load() == (None, None)
    assert not paths.autosave_path().exists()


def test_discard_removes_the_autosave():
    saves.save(Match("tholos", HUMAN_VS_COMPUTER))
    assert paths.autosave_path().is_file()
    saves.discard()
    assert not paths.autosave_path().exists()
    saves.discard()  # twice is harmless


# --- undo ----------------------------------------------------------------------------------
def test_undo_takes_back_the_humans_turn_with_its_bonus_and_the_computer_moves_since():
    match = Match("tholos", HUMAN_VS_COMPUTER, seed=3)
    play(match, OPENING)
    assert match.can_undo()
    assert match.undo() is True
    # Gone: 'place W delta', its 'fetch G', and the computer's 'place B alpha'.
    assert match.actions == OPENING[:4]
    view = to_json(match.state)
    assert view == fresh(OPENING[:4])
    assert view["to_move"] == "white"
    assert view["columns"]["gamma"] == "W" and view["columns"]["omega"] == "B"
    assert view["workshops"] == {"white": "WW", "black": "BB"}  # 3 - 1 each
    assert view["quarry"] == {"W": 13, "B": 13, "G": 10}  # 16 - 3 each, no fetch


def test_undo_steps_back_turn_by_turn_until_nothing_is_left():
    match = Match("tholos", HUMAN_VS_COMPUTER, seed=3)
    play(match, OPENING)
    assert match.undo() and match.actions == OPENING[:4]
    assert match.undo() and match.actions == OPENING[:2]  # 'place W gamma' and the reply
    assert match.undo() and match.actions == []  # 'deliver 3W' and the reply
    assert not match.can_undo()
    assert match.undo() is False
    assert to_json(match.state) == fresh([])


def test_undo_during_a_pending_bonus_takes_back_the_placement():
    match = Match("tholos", HUMAN_VS_COMPUTER, seed=3)
    play(match, OPENING[:5])  # the human placed on δ and is choosing the bonus
    assert match.undo()
    assert match.actions == OPENING[:4]
    assert to_json(match.state)["phase"] == "turn"


def test_undo_is_not_offered_between_two_humans_or_before_any_move():
    two_humans = Match("tholos", [Seat("Ada", "human", 0), Seat("Bo", "human", 1)])
    play(two_humans, ["deliver 3W"])
    assert not two_humans.can_undo()
    alone = Match("tholos", HUMAN_VS_COMPUTER)
    assert not alone.can_undo() and alone.undo() is False
    computer_first = Match("tholos", [Seat("Hermes", "easy", 0), Seat("Ada", "human", 1)])
    play(computer_first, ["deliver 3W"])  # only the computer has moved
    assert not computer_first.can_undo() and computer_first.undo() is False
    assert computer_first.actions == ["deliver 3W"]


# --- damaged autosaves ---------------------------------------------------------------------
def _valid_save_text() -> str:
    match = Match("tholos", HUMAN_VS_COMPUTER, seed=3)
    play(match, OPENING)
    return json.dumps(match.to_save(), indent=1)


def _foreign_game() -> bytes:
    data = json.loads(_valid_save_text())
    data["game"] = "chess"
    return json.dumps(data).encode()


def _wrong_version() -> bytes:
    data = json.loads(_valid_save_text())
    data["version"] = 99
    return json.dumps(data).encode()


def _illegal_action() -> bytes:
    data = json.loads(_valid_save_text())
    data["actions"][2] = "place B sigma"  # White has no black stone
    return json.dumps(data).encode()


def _bad_colour() -> bytes:
    data = json.loads(_valid_save_text())
    data["seats"][0]["colour"] = 5
    return json.dumps(data).encode()


DAMAGED = {
    "garbage": lambda: b"\x00\x9f\x92\x96 not json at all",
    "truncated": lambda: _valid_save_text().encode()[:120],
    "empty": lambda: b"",
    "foreign-json": lambda: b'{"hello": "world"}',
    "json-list": lambda: b"[1, 2, 3]",
    "foreign-game": _foreign_game,
    "wrong-version": _wrong_version,
    "illegal-action": _illegal_action,
    "seat-without-colour": _bad_colour,
    "infinite-seed": lambda: _valid_save_text().replace('"seed": 3', '"seed": 1e400').encode(),
    "deep-nesting": lambda: b"[" * 100_000 + b"]" * 100_000,
}


@pytest.mark.parametrize("kind", DAMAGED)
def test_damaged_autosave_is_set_aside_with_a_message(kind):
    content = DAMAGED[kind]()
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    match, message = saves.load()
    assert match is None and message
    assert not path.exists(), "the damaged file must not stay in the autosave's place"
    aside = [p for p in path.parent.iterdir() if p.name != path.name]
    assert len(aside) == 1 and aside[0].name.startswith("autosave.json.damaged")
    assert aside[0].read_bytes() == content, "the damaged file is kept byte for byte"
    assert aside[0].name in message
    assert saves.load() == (None, None)  # and the next start is a clean one


def test_two_damaged_saves_in_the_same_second_get_different_names():
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"first")
    saves.load()
    path.write_bytes(b"second")
    saves.load()
    kept = sorted(p.read_bytes() for p in path.parent.iterdir())
    assert kept == [b"first", b"second"]


# --- atomic writing ------------------------------------------------------------------------
def test_failed_write_leaves_the_old_file_intact(tmp_path, monkeypatch):
    target = tmp_path / "autosave.json"
    target.write_text("old content", encoding="utf-8")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(files.os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        files.write_atomically(target, "new content")
    assert target.read_text(encoding="utf-8") == "old content"
    assert os.listdir(tmp_path) == ["autosave.json"], "no half-written file is left behind"


def test_failed_autosave_keeps_the_previous_save(monkeypatch):
    match = Match("tholos", HUMAN_VS_COMPUTER, seed=3)
    play(match, OPENING[:2])
    saves.save(match)
    before = paths.autosave_path().read_bytes()
    play(match, OPENING[2:])

    def broken_replace(src, dst):
        raise OSError("disk full")

    with monkeypatch.context() as patch:
        patch.setattr(files.os, "replace", broken_replace)
        with pytest.raises(OSError):
            saves.save(match)
    assert paths.autosave_path().read_bytes() == before
    loaded, message = saves.load()
    assert message is None and loaded.actions == OPENING[:2]


def test_write_atomically_replaces_and_creates_folders(tmp_path):
    target = tmp_path / "deep" / "er" / "file.txt"
    files.write_atomically(target, "one")
    files.write_atomically(target, "two")
    assert target.read_text(encoding="utf-8") == "two"
    assert os.listdir(target.parent) == ["file.txt"]

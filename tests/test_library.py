"""Your games (game.core.library): every game is kept in its own file, listed the one played
last first; a damaged file is set aside and reported while the others stay listed; finished
games beyond the bound go, the ones played longest ago first, games in progress never; game
files from elsewhere are checked like a save before they are kept; the single autosave of
earlier versions is taken over; the command line lists and imports."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest
from kept_games import finished_match

from game.core import library, paths
from game.core.limits import SAVE_BYTES_MAX
from game.core.match import Match, Seat

ROOT = Path(__file__).resolve().parent.parent


def going(game_id: str = "tholos", names=("Anna", "Bo"), moves: int = 1, seed: int = 4) -> Match:
    """A game in progress: `moves` legal actions played (the first legal one each time)."""
    match = Match(game_id, [Seat(name, "human" if k == 0 else "easy", k) for k, name in enumerate(names)], seed=seed)
    for _ in range(moves):
        if match.chance_due():
            match.play_chance()
        else:
            match.play(match.state.legal_actions()[0])
    return match


def hours_ago(hours: float):
    return library.now() - timedelta(hours=hours)


def keep(match: Match, hours: float) -> library.Kept:
    """Keeps `match` as last played `hours` ago."""
    return library.keep_match(match, started=hours_ago(hours + 1), played=hours_ago(hours))


# --- listing ------------------------------------------------------------------------------------
def test_the_games_are_listed_the_one_played_last_first_with_their_record():
    old = keep(going("tholos", moves=3), hours=5)
    new = keep(going("dolmen", ("Ada", "Bo", "Cy")), hours=1)
    done = keep(finished_match(), hours=3)
    kept, problems = library.listing()
    assert problems == []
    assert [k.id for k in kept] == [new.id, done.id, old.id]
    assert [k.id for k in library.in_progress(kept)] == [new.id, old.id]
    listed_done = library.finished(kept)[0]
    match = finished_match()
    assert list(listed_done.record.scores) == list(match.state.scores())
    assert list(listed_done.record.winners) == list(match.state.winners())
    assert [seat.name for seat in kept[0].seats] == ["Ada", "Bo", "Cy"]
    assert kept[2].actions == 3


def test_a_kept_game_opens_as_it_was_played():
    match = going("druiden", ("Ada", "Bo", "Cy"), moves=12)
    kept = keep(match, hours=1)
    opened, problem = library.open_game(kept.id)
    assert problem is None and opened is not None
    assert opened.actions == match.actions and opened.seats == match.seats


def test_a_damaged_file_is_set_aside_and_reported_and_the_others_stay_listed():
    good = keep(going(), hours=2)
    bad = keep(going(seed=5), hours=1)
    data = json.loads(bad.path.read_text(encoding="utf-8"))
    data["actions"] = ["no such move"]
    bad.path.write_text(json.dumps(data), encoding="utf-8")
    # the record is checked when listing; the actions only when the game is opened
    assert [k.id for k in library.listing()[0]] == [bad.id, good.id]
    match, problem = library.open_game(bad.id)
    assert match is None and "could not be read" in problem
    assert not bad.path.exists()
    aside = [p.name for p in library.games_dir().iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].startswith(bad.id)
    assert [k.id for k in library.listing()[0]] == [good.id]


@pytest.mark.parametrize(
    "spoil",
    [
        lambda d: d.pop("record"),
        lambda d: d["record"].update(winners=[0]),  # a winner while still in progress
        lambda d: d["record"].update(turn=-3),
        lambda d: d["record"].update(played="last Tuesday"),
        lambda d: d.update(seats=[]),
    ],
    ids=["no record", "a winner in progress", "a negative turn", "no time", "no seats"],
)
def test_a_file_whose_record_or_fields_do_not_hold_is_set_aside_when_listed(spoil):
    bad = keep(going(), hours=1)
    data = json.loads(bad.path.read_text(encoding="utf-8"))
    spoil(data)
    bad.path.write_text(json.dumps(data), encoding="utf-8")
    kept, problems = library.listing()
    assert kept == [] and len(problems) == 1 and "could not be read" in problems[0]
    assert not bad.path.exists()


def test_a_file_over_the_size_bound_is_set_aside_unread():
    bad = keep(going(), hours=1)
    bad.path.write_bytes(b" " * (SAVE_BYTES_MAX + 1))
    kept, problems = library.listing()
    assert kept == [] and len(problems) == 1


def test_files_of_other_names_in_the_folder_are_left_alone():
    keep(going(), hours=1)
    other = library.games_dir() / "notes.json"
    other.write_text("not a game", encoding="utf-8")
    kept, problems = library.listing()
    assert len(kept) == 1 and problems == [] and other.read_text(encoding="utf-8") == "not a game"


def test_listing_the_games_leaves_a_write_under_way_alone():
    """The table's autosave thread may be half-way through a write while the menu lists the
    games: the write's temporary file must still be there for its rename."""
    kept_id = keep(going(), hours=1).id
    under_way = library.games_dir() / f".{kept_id}.json.x7_k2.tmp"
    under_way.write_text('{"format": "steinkr', encoding="utf-8")
    kept, problems = library.listing()
    assert [k.id for k in kept] == [kept_id] and problems == []
    assert under_way.exists()


def test_deleting_a_game_removes_its_file_for_good():
    first, second = keep(going(), hours=2), keep(going(seed=9), hours=1)
    library.delete(first.id)
    assert [k.id for k in library.listing()[0]] == [second.id]
    match, problem = library.open_game(first.id)
    assert match is None and problem == "That game is no longer kept."


# --- bounds -------------------------------------------------------------------------------------
def test_finished_games_beyond_the_bound_go_the_ones_played_longest_ago_first_never_one_in_progress():
    done = [keep(finished_match(seed=seed), hours=10 - seed) for seed in range(5)]  # seed 4 played last
    still = keep(going(), hours=50)  # in progress, played longest ago of all
    gone = library.prune(keep=3)
    assert sorted(gone) == sorted([done[0].id, done[1].id])
    left = {k.id for k in library.listing()[0]}
    assert left == {done[2].id, done[3].id, done[4].id, still.id}


def test_no_new_game_is_started_or_imported_beyond_the_games_in_progress_bound(monkeypatch, tmp_path):
    monkeypatch.setattr(library, "IN_PROGRESS_MAX", 2)
    keep(going(), hours=2)
    assert library.room_for_another()
    keep(going(seed=5), hours=1)
    assert not library.room_for_another()
    path = tmp_path / "friend.json"
    path.write_text(json.dumps(going(seed=6).to_save()), encoding="utf-8")
    with pytest.raises(library.GameFileError, match="2 games are in progress"):
        library.import_file(path)
    finished_file = tmp_path / "finished.json"
    finished_file.write_text(json.dumps(finished_match().to_save()), encoding="utf-8")
    library.import_file(finished_file)  # a finished game takes no place among those in progress
    assert len(library.listing()[0]) == 3


# --- files from elsewhere -----------------------------------------------------------------------
def test_an_imported_save_is_kept_as_a_new_game_and_the_file_is_left_as_it_was(tmp_path):
    match = going("dolmengoetter", ("Ada", "Bo", "Cy"), moves=7)
    path = tmp_path / "from a friend.json"
    raw = json.dumps(match.to_save()).encode()
    path.write_bytes(raw)
    kept = library.import_file(path)
    assert path.read_bytes() == raw
    opened, _problem = library.open_game(kept.id)
    assert opened.actions == match.actions
    assert [k.id for k in library.listing()[0]] == [kept.id]


def test_an_exported_game_file_imports_with_its_start_time(tmp_path):
    kept = keep(going(), hours=30)
    copy = tmp_path / "game.json"
    copy.write_bytes(kept.path.read_bytes())
    again = library.import_file(copy)
    assert again.id != kept.id and again.record.started == kept.record.started


@pytest.mark.parametrize(
    "content, words",
    [
        (b"{ not json", "no game file that can be read"),
        (json.dumps({"game": "chess", "seats": [], "seed": 1, "actions": []}).encode(), "no game file"),
        (b" " * (SAVE_BYTES_MAX + 1), "no game file"),
    ],
    ids=["not json", "no game of the box", "too big"],
)
def test_a_file_that_is_no_game_is_refused_in_a_sentence_and_nothing_is_kept(tmp_path, content, words):
    path = tmp_path / "odd.json"
    path.write_bytes(content)
    with pytest.raises(library.GameFileError) as refused:
        library.import_file(path)
    message = str(refused.value)
    assert words in message and message.startswith("odd.json") and str(tmp_path) not in message
    assert library.listing() == ([], [])


def test_a_missing_file_is_refused_by_name(tmp_path):
    with pytest.raises(library.GameFileError, match=r"^There is no file gone\.json\.$"):
        library.import_file(tmp_path / "gone.json")


# --- the single autosave of earlier versions ----------------------------------------------------
def test_the_old_autosave_is_taken_over_as_a_game_in_progress_and_removed():
    match = going("dolmen", ("Ada", "Bo"), moves=4)
    old = paths.autosave_path()
    old.parent.mkdir(parents=True, exist_ok=True)
    old.write_text(json.dumps(match.to_save()), encoding="utf-8")
    assert library.adopt_autosave() is None
    assert not old.exists()
    kept = library.listing()[0]
    assert len(kept) == 1 and not kept[0].record.finished
    opened, _problem = library.open_game(kept[0].id)
    assert opened.actions == match.actions


def test_a_damaged_old_autosave_is_set_aside_and_reported():
    old = paths.autosave_path()
    old.parent.mkdir(parents=True, exist_ok=True)
    old.write_text("{ half a file", encoding="utf-8")
    message = library.adopt_autosave()
    assert message and "could not be read" in message
    assert not old.exists() and library.listing() == ([], [])
    assert any(".damaged-" in p.name for p in old.parent.iterdir())


# --- the command line ---------------------------------------------------------------------------
def run_game(home: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, STEINKREIS_HOME=str(home))
    return subprocess.run(
        [sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


def test_import_and_list_from_the_command_line(steinkreis_home, tmp_path):
    match = going("dolmen", ("Ada", "Bo", "Cy"), moves=5)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(match.to_save()), encoding="utf-8")
    imported = run_game(steinkreis_home, "--import", str(path))
    assert imported.returncode == 0, imported.stderr
    line = json.loads(imported.stdout)
    assert (line["game"], line["players"], line["finished"]) == ("dolmen", ["Ada", "Bo", "Cy"], False)
    keep(finished_match(), hours=1)
    listed = run_game(steinkreis_home, "--list")
    assert listed.returncode == 0 and listed.stderr == ""
    lines = [json.loads(text) for text in listed.stdout.splitlines()]
    assert [entry["id"] for entry in lines] == [line["id"], library.listing()[0][1].id]
    assert [entry["finished"] for entry in lines] == [False, True]
    assert set(lines[0]) == {"id", "game", "players", "turn", "finished"}


def test_the_command_line_refuses_a_bad_file_in_one_sentence(steinkreis_home, tmp_path):
    path = tmp_path / "odd.json"
    path.write_text("[]", encoding="utf-8")
    refused = run_game(steinkreis_home, "--import", str(path))
    assert refused.returncode == 1 and refused.stdout == ""
    assert refused.stderr.count("\n") == 1 and refused.stderr.startswith("odd.json")

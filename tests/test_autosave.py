"""The autosaver of a match in play: writes in the order asked, each holding the match as it
was when asked, runs a job after the writes before it, and reports a failed write once
without stopping the game."""

from __future__ import annotations

from game.core import paths, saves
from game.core.autosave import Autosaver
from game.core.match import Match, Seat

SEATS = [Seat("Ada", "human", 0), Seat("Hermes", "easy", 1)]
OPENING = ["deliver 3W", "deliver 3B", "place W gamma", "place B omega"]


def play(match: Match, actions) -> None:
    for text in actions:
        match.play(match.state.parse_action(text))


def test_the_last_save_asked_for_is_on_disk_holding_the_match_as_it_was_then():
    reports: list[str] = []
    saver = Autosaver(reports.append, paths.autosave_path())
    match = Match("tholos", SEATS, seed=3)
    for text in OPENING[:3]:
        play(match, [text])
        saver.save(match.to_save())
    play(match, OPENING[3:])  # played after the last save: not in the file
    saver.wait()
    loaded, problem = saves.load()
    assert problem is None and reports == []
    assert loaded.actions == OPENING[:3]


def test_a_job_runs_after_the_writes_asked_for_before_it():
    saver = Autosaver(lambda message: None, paths.autosave_path())
    match = Match("tholos", SEATS, seed=3)
    seen: list[list[str]] = []
    for text in OPENING[:2]:
        play(match, [text])
        saver.save(match.to_save())
    saver.then(lambda: seen.append(saves.load()[0].actions))
    saver.wait()
    assert seen == [OPENING[:2]]


def test_a_failed_write_is_reported_once_by_its_reason_and_the_next_one_can_succeed(tmp_path):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the save folder should be", encoding="utf-8")
    reports: list[str] = []
    saver = Autosaver(reports.append, blocked / "autosave.json")
    match = Match("tholos", SEATS, seed=3)
    saver.save(match.to_save())
    saver.wait()
    saver.poll()
    assert len(reports) == 1 and reports[0].startswith("The game could not be saved: ")
    assert str(tmp_path) not in reports[0] and "not-a-folder" not in reports[0]  # the reason, never a path
    saver.path = paths.autosave_path()  # the way is clear again
    play(match, OPENING[:2])
    saver.save(match.to_save())
    saver.wait()
    assert len(reports) == 1 and saves.load()[0].actions == OPENING[:2]

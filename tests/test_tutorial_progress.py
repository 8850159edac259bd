"""The learner's progress file (finished chapters per game) and "What just happened?" at the
table: the rule behind the last event, and its chapter one click away."""

from __future__ import annotations

import json

import pygame
import pytest

from game.core import why
from game.core.match import Match, Seat
from game.core.progress import PROGRESS_BYTES_MAX, Progress, progress_path
from game.tholos.rules.events import BonusOffered, StoneMoved
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.play import PlayScene
from game.ui.scenes.tutorial import TutorialScene
from game.ui.scenes.tutorial_why import WhyScene

# --- progress ---------------------------------------------------------------------------------


def test_a_finished_chapter_is_remembered_in_progress_json():
    progress = Progress.load()
    assert not progress.is_finished("tholos", "a-turn")
    progress.finish("tholos", "a-turn")
    progress.finish("tholos", "a-turn")  # twice is once
    again = Progress.load()
    assert again.is_finished("tholos", "a-turn")
    assert not again.is_finished("dolmen", "a-turn")  # per game
    assert json.loads(progress_path().read_text()) == {"finished": {"tholos": ["a-turn"]}}


def test_no_progress_file_means_nothing_finished_and_no_message():
    progress = Progress.load()
    assert progress.finished == {} and progress.problem is None
    assert not progress_path().exists()  # reading writes nothing


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        '{"finished": {"tholos": "a-turn"}}',
        '{"finished": {}, "extra": 1}',
        "[1, 2, 3]",
    ],
)
def test_a_damaged_progress_file_is_set_aside_and_the_learner_starts_afresh(content):
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    progress = Progress.load()
    assert progress.finished == {}
    assert progress.problem and "starts afresh" in progress.problem
    assert not path.exists()
    kept = list(path.parent.glob("progress.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content
    progress.finish("tholos", "scoring")  # and the new progress is written again
    assert Progress.load().is_finished("tholos", "scoring")


def test_an_oversized_progress_file_is_refused_unread():
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"finished": {}}' + " " * PROGRESS_BYTES_MAX, encoding="utf-8")
    progress = Progress.load()
    assert progress.finished == {} and "too large" in progress.problem


# --- what just happened? ---------------------------------------------------------------------


def test_the_most_specific_reason_of_the_newest_explained_event_is_chosen():
    reasons = {
        "StoneMoved": why.Reason("StoneMoved", "a stone moved", "a-turn"),
        "StoneMoved cause=move": why.Reason("StoneMoved cause=move", "a move bonus", "bonus"),
        "BonusOffered site=3": why.Reason("BonusOffered site=3", "γ's bonus", "taking"),
    }
    placed = StoneMoved(0, ("workshop", 0), ("column", 3), "place")
    moved = StoneMoved(1, ("column", 1), ("column", 2), "move")
    assert why.explain(reasons, [[moved], [placed, BonusOffered(0, 3)]]).rule == "γ's bonus"
    assert why.explain(reasons, [[placed], [moved]]).rule == "a move bonus"
    assert why.explain(reasons, [[moved], [placed]]).rule == "a stone moved"
    assert why.explain(reasons, [[BonusOffered(0, 1)]]) is None
    assert why.explain(reasons, []) is None


def test_a_bad_why_file_is_refused_with_its_line(tmp_path):
    path = tmp_path / "why.yaml"
    path.write_text(
        "GameEnded:\n  rule: Ends.\n  chapter: scoring\nbad key:\n  rule: x\n  chapter: y\n", encoding="utf-8"
    )
    with pytest.raises(why.WhyError, match=r"why\.yaml: line 4: 'bad key' is no event kind"):
        why.load(path)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def test_asking_at_the_table_explains_the_bonus_just_offered_and_opens_its_chapter(app):
    # White places a white stone on Ω while α's top is black: Ω's bonus is offered
    seats = [Seat("Anna", "human", 0), Seat("Ben", "human", 1)]
    match = Match(
        "tholos", seats, seed=3, position={"to_move": "white", "columns": {"alpha": "B"}, "workshops": {"white": "W"}}
    )
    app.reset_to(MainMenu(app))
    app.start_match(match)
    table = app.top
    assert isinstance(table, PlayScene)
    table.play_human(match.state.parse_action("place W omega"))
    app.step([key(pygame.K_w)], present=False)
    asked = app.top
    assert isinstance(asked, WhyScene)
    assert "Ω" in asked.text and "black top stone" in asked.text
    assert asked.chapter is not None and asked.chapter.id == "moving-bonuses"
    asked.learn_button.on_click()
    assert isinstance(app.top, TutorialScene) and app.top.chapter.id == "moving-bonuses"
    app.step([key(pygame.K_ESCAPE)], present=False)  # leave the chapter: the list
    app.step([key(pygame.K_ESCAPE)], present=False)  # leave the list: the table again
    assert app.top is table


def test_asking_before_any_move_says_there_is_nothing_to_explain(app):
    match = Match("tholos", [Seat("Anna", "human", 0), Seat("Ben", "human", 1)], seed=3)
    app.reset_to(MainMenu(app))
    app.start_match(match)
    app.top.ask_why()
    assert isinstance(app.top, WhyScene) and "Nothing to explain yet" in app.top.text
    assert not app.top.learn_button.visible

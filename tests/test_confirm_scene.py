"""The question before something that cannot be taken back: Escape gives the safe answer,
each answer is given once however often it is pressed, and the safe answer need not do
anything; the question closes first."""

from __future__ import annotations

import pygame

from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.menu import MainMenu


def _asked(app, said: list[str], on_no=True) -> ConfirmScene:
    app.reset_to(MainMenu(app))
    question = ConfirmScene(
        app,
        "Start a new game?",
        "The game in progress is kept in Your games.",
        "New game",
        lambda: said.append("yes"),
        on_no=(lambda: said.append("no")) if on_no else None,
    )
    app.push(question)
    for _ in range(20):  # past the first moments, when no answer is taken yet
        app.step([], 0.1, present=False)
    return question


def _escape(app) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")], present=False)


def test_escape_gives_the_safe_answer_once_and_closes_the_question(app):
    said: list[str] = []
    question = _asked(app, said)
    _escape(app)
    assert said == ["no"] and app.top is not question
    question.answer_no()
    question.answer_yes()
    assert said == ["no"]  # answered: nothing more happens


def test_the_bold_answer_runs_once(app):
    said: list[str] = []
    question = _asked(app, said)
    question.answer_yes()
    question.answer_yes()
    assert said == ["yes"] and isinstance(app.top, MainMenu)


def test_a_safe_answer_without_an_action_only_closes_the_question(app):
    said: list[str] = []
    question = _asked(app, said, on_no=False)
    _escape(app)
    assert said == [] and app.top is not question

"""Die Druiden's tutorial: chapters for each topic the game asks to be taught, every rule event
explained by "What just happened?", and every caption with its hint fitting the caption panel
(the checker itself runs over every chapter in test_tutorial_files.py)."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.core import tutorial, why
from game.druiden.rules import events as E

#: Bookkeeping events with no rule of their own to explain (a turn starting, a die unused).
UNEXPLAINED = {"TurnBegan", "DieLost"}


def chapters() -> list[tutorial.Chapter]:
    good, problems = tutorial.chapters("druiden")
    assert not problems
    return good


def test_the_chapters_teach_every_topic_in_order():
    assert [c.id for c in chapters()] == [
        "goal",
        "moving",
        "fields",
        "spirits",
        "cards",
        "morrigan",
        "dwarf-king",
        "vote",
        "scoring",
    ]


def test_the_learner_plays_in_every_chapter_but_the_first():
    for chapter in chapters()[1:]:
        assert any(step.do for step in chapter.steps), chapter.id


def test_every_rule_event_is_explained_by_a_chapter():
    reasons = why.load(why.path_for("druiden"))
    ids = {c.id for c in chapters()}
    named = {key.split(" ", 1)[0] for key in reasons}
    kinds = {name for name, cls in vars(E).items() if isinstance(cls, type) and dataclasses.is_dataclass(cls)}
    assert kinds - UNEXPLAINED <= named
    assert {r.chapter for r in reasons.values()} <= ids


def test_the_morrigans_events_point_to_her_chapter():
    reasons = why.load(why.path_for("druiden"))
    summoned = why.explain(reasons, [[E.SpiritSummoned(0, 7, 5)]])
    assert summoned.chapter == "morrigan"
    assert why.explain(reasons, [[E.SpiritSummoned(0, 3, 5)]]).chapter == "fields"


@pytest.mark.parametrize("chapter", chapters(), ids=lambda c: c.id)
def test_every_caption_with_its_hint_fits_the_caption_panel(chapter):
    pygame.init()
    from game.ui import theme
    from game.ui.scenes.tutorial import PANEL, caption_lines

    for k, step in enumerate(chapter.steps):
        for hint in {"", step.hint}:
            size, lines, hints = caption_lines(step.caption, hint)
            widest = max(
                [theme.text_font(size).size(line)[0] for line in lines]
                + [theme.text_font(size, "bold").size(line)[0] for line in hints]
            )
            assert PANEL.x + 18 + widest < PANEL.right - 344, f"step {k + 1}"
            assert (size + 5) * (len(lines) + len(hints)) <= PANEL.h - 8, f"step {k + 1}"

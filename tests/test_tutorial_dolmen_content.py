"""The Dolmen and Die Dolmengötter chapters as a learner meets them: their starting boards could
arise in play, their words never show board coordinates, and "What just happened?" has an
answer for every event a real game of either rule set produces, pointing at the right chapter.
(That every chapter replays and its checks hold is tests/test_tutorial_files.py's job.)"""

from __future__ import annotations

import random
import re

import pytest

from game.core import registry, tutorial, why
from game.dolmen.rules import events as E

GAMES = ("dolmen", "dolmengoetter")
CHAPTERS = [c for g in GAMES for c in tutorial.chapters(g)[0]]
IDS = [f"{c.game}-{c.id}" for c in CHAPTERS]


def test_both_games_have_their_chapters():
    for game_id in GAMES:
        chapters, problems = tutorial.chapters(game_id)
        assert problems == []
        assert len(chapters) >= 9


def _counts(state, circle) -> dict[int, int]:
    """Stones per player in a circle, recounted from the board's places."""
    counts: dict[int, int] = {}
    for node in circle.nodes:
        owner = state.stone[node]
        if owner >= 0:
            counts[owner] = counts.get(owner, 0) + 1
    return counts


@pytest.mark.parametrize("chapter", CHAPTERS, ids=IDS)
def test_a_starting_board_could_arise_in_play(chapter):
    """A stack stands only where a majority has been (two colours, one with two stones or
    more), holds at most one dolmen per stone after the first majority's three, and in Dolmen,
    where every placement is made unless skipped, such a circle has its stack."""
    state = tutorial.start(chapter)
    for circle in state.board.circles:
        counts = _counts(state, circle)
        had_majority = len(counts) >= 2 and max(counts.values()) >= 2
        height = len(state.stacks[circle.index])
        if height:
            assert had_majority, f"{circle.name}: a stack without a majority"
            assert height <= sum(counts.values()) - 2, f"{circle.name}: too tall for its stones"
        elif chapter.game == "dolmen":
            assert not had_majority, f"{circle.name}: a majority but no dolmen stone"


COORDINATES = re.compile(r"\b\d,\d\b")  # how the board names a place: "3,4"


@pytest.mark.parametrize("chapter", CHAPTERS, ids=IDS)
def test_captions_and_hints_name_places_without_coordinates(chapter):
    for k, step in enumerate(chapter.steps, 1):
        for text in (step.caption, step.hint):
            assert not COORDINATES.search(text), f"step {k}: {text}"
        assert step.caption.count(". ") + 1 <= 3, f"step {k}: more than three sentences"


def _random_game_events(game_id: str, seed: int) -> list[list]:
    """The events of one game of random legal moves (every action's list)."""
    spec = registry.get(game_id)
    state = spec.new_game(3, seed)
    rng = random.Random(seed)
    played = []
    while not state.is_over():
        played.append(state.apply(rng.choice(state.legal_actions())))
    return played


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_of_a_real_game_has_an_answer_to_what_just_happened(game_id):
    reasons = why.load(why.path_for(game_id))
    chapters = {c.id for c in tutorial.chapters(game_id)[0]}
    seen = set()
    for seed in range(4):
        for events in _random_game_events(game_id, seed):
            for event in events:
                reason = why.explain(reasons, [[event]])
                assert reason is not None, f"nothing explains {event}"
                assert reason.chapter in chapters
                seen.add(type(event).__name__)
    assert {"DolmenPlaced", "StonePlaced", "GameEnded"} <= seen  # the games really got going


@pytest.mark.parametrize(
    "game_id,event,chapter",
    [
        ("dolmen", E.DolmenPlaced(0, 0, "top", 1, 3), "majority"),
        ("dolmen", E.DolmenPlaced(1, 0, "under", 2, 2), "equalizing"),
        ("dolmen", E.DolmenSkipped(0, 0, 1, 4), "skipping"),
        ("dolmen", E.DruidWalked(0, (3, 4, 5), (False, False)), "druids"),
        ("dolmengoetter", E.DolmenPlaced(1, 0, "under", 2, 2), "majority-changes"),
        ("dolmengoetter", E.StackRemoved(5, (14, 23, 20)), "complete-circle"),
        ("dolmengoetter", E.HerbsCollected(0, 36), "herbs-and-flight"),
        ("dolmengoetter", E.FinalRoundBegun((0,), (1,)), "last-dolmen"),
        ("dolmengoetter", E.StoneSkipped(1, 2, 0, 4), "last-stone"),  # out of stones: free
    ],
)
def test_what_just_happened_points_at_the_chapter_that_teaches_it(game_id, event, chapter):
    reason = why.explain(why.load(why.path_for(game_id)), [[event]])
    assert reason is not None and reason.chapter == chapter


#: The first words of a caption's sentence asking for the learner's druid move.
ASKING_A_MOVE = re.compile(r"^(your turn\. )?(try a walk: )?(move|walk|fly|take|jump|place|put|let)\b", re.I)


@pytest.mark.parametrize("chapter", CHAPTERS, ids=IDS)
def test_a_step_asks_only_for_the_decision_it_takes(chapter):
    """Issue #18: a step whose move is a druid's asks for that move alone; the stone (or its
    skip) that the panel asks next has a step of its own, so no caption asks for it while
    the panel shows the druid's move done."""
    for k, step in enumerate(chapter.steps):
        if not step.do or step.do.split(" ", 1)[0] not in ("move", "fly", "remove", "place", "herbs"):
            continue
        for sentence in re.split(r"(?<=[.!?])\s+", step.caption):
            if ASKING_A_MOVE.match(sentence):
                assert not re.search(r"\b(leave|skip)\b", sentence, re.I), f"step {k + 1}: {sentence}"

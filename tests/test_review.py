"""The review in the replay of a finished game: every move a person made, judged again by the
hard computer player from that seat's own observation; costly ones marked on the scrub bar."""

from __future__ import annotations

import random
from concurrent.futures import Future

import pygame
import pytest

from game import ai
from game.ai.advice import review
from game.core import registry
from game.core.match import Match, Seat
from game.ui import replay_bar as bar
from game.ui.review import COSTLY
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.replay import ReplayScene
from game.ui.thinking import InlineThinker


def finished(game_id: str, seed: int = 3) -> Match:
    """A finished game: Anna (a person) plays easy moves, the others normal ones."""
    count = registry.get(game_id).min_players
    match = Match(game_id, [Seat("Anna", "human", 0)] + [Seat(f"C{i}", "normal", i) for i in range(1, count)], seed)
    while not match.state.is_over():
        if match.chance_due():
            match.play_chance()
            continue
        seat = match.state.current_player()
        level = "easy" if seat == 0 else "normal"
        match.play(ai.choose(game_id, level, match.state.observation(seat), len(match.actions)))
    return match


def _replay(app, match: Match) -> ReplayScene:
    app.reset_to(MainMenu(app))
    scene = ReplayScene(app, match)
    app.push(scene)
    return scene


def test_every_move_of_the_person_is_judged_as_the_hard_player_would_from_their_own_view(app):
    match = finished("tholos")
    app._thinker = InlineThinker()
    scene = _replay(app, match)
    scene.toggle_review()
    desk = scene.review
    human_points = [p for p, actor in enumerate(match.actors) if actor == 0]
    assert desk.done and desk.progress == 1.0 and sorted(desk.results) == human_points
    coach = registry.load("game.tholos.coach")
    walker = Match("tholos", list(match.seats), seed=match.seed)
    for point, text in enumerate(match.actions):
        if point in desk.results and point % 3 == 0:  # a third of them recounted here
            seen = walker.state.observation(0)
            got = desk.results[point]
            best = ai.choose("tholos", "hard", seen, match.seed * 1_000_003 + point)
            assert got.best == str(best) and got.played == text
            move = seen.parse_action(text)
            expected = 0.0 if move == best else max(0.0, coach.worth(seen, best) - coach.worth(seen, move))
            assert got.cost == pytest.approx(expected)
        walker.play(walker.state.parse_action(text))
    costly = [p for p, r in desk.results.items() if r.cost >= COSTLY]
    assert costly and [f.point for f in desk.findings] == sorted(costly)


def test_a_click_on_a_costly_moves_mark_shows_both_moves_on_the_board(app):
    match = finished("dolmen")
    app._thinker = InlineThinker()
    scene = _replay(app, match)
    scene.toggle_review()
    worst = max(scene.review.findings, key=lambda f: f.cost)
    x = bar.x_of(scene.layout.track, scene.total, worst.point)
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(x, scene.layout.track.centery))
    scene.handle(click)
    assert scene.point == worst.point and not scene.dragging
    assert scene.view.tip == worst.short and f"{round(worst.cost)} point" in worst.short
    assert worst.best_marks and scene.view.mark_rects(worst.best_marks)
    assert "The computer's choice (gold): Anna" in worst.sentence and "Played (pink): Anna" in worst.sentence
    scene.jump(0)
    assert scene.view.tip == ""  # elsewhere the status line is the table's own


def test_a_review_under_way_shows_its_progress_stops_and_goes_on(app):
    match = finished("tholos")

    class Part(InlineThinker):
        """Answers the first ten questions, the rest stay on their way."""

        asked = 0

        def review(self, *args):
            self.asked += 1
            return super().review(*args) if self.asked <= 10 else Future()

    app._thinker = Part()
    scene = _replay(app, match)
    scene.toggle_review()
    desk = scene.review
    total = len(desk.decisions)
    assert desk.running and len(desk.results) == 10 and desk.progress == pytest.approx(10 / total)
    assert scene.review_button.label == "Stop" and scene.review_button.settling == pytest.approx(10 / total)
    scene.toggle_review()  # stop
    assert not desk.running and len(desk.results) == 10 and scene.review_button.label == "Review"
    app._thinker = InlineThinker()
    scene.toggle_review()  # go on: only what was left is asked
    assert desk.done and len(desk.results) == total


def test_a_game_in_progress_or_of_computers_only_has_no_review(app):
    match = finished("tholos")
    match.replay_to(20)
    scene = _replay(app, match)
    assert not scene.review_button.enabled and not scene.review.possible
    computers = Match("tholos", [Seat("A", "easy", 0), Seat("B", "easy", 1)], seed=2)
    rng = random.Random(0)
    while not computers.state.is_over():
        legal = computers.state.legal_actions()
        computers.play(legal[rng.randrange(len(legal))])
    assert not _replay(app, computers).review.possible


def test_a_review_never_reads_what_the_seat_could_not_see():
    vary = registry.get("dolmen").vary_secrets
    match = finished("dolmen", seed=5)
    rng = random.Random(4)
    walker = Match("dolmen", list(match.seats), seed=match.seed)
    looked = 0
    for point, text in enumerate(match.actions):
        if match.actors[point] == 0 and point % 6 == 0:
            state = walker.state
            other = vary(state, 0, rng)
            a = review("dolmen", state.observation(0), text, point)
            b = review("dolmen", other.observation(0), text, point)
            assert a == b
            looked += 1
        walker.play(walker.state.parse_action(text))
    assert looked >= 3


def test_leaving_the_replay_stops_a_review_under_way(app):
    match = finished("tholos")

    class Pending(InlineThinker):
        def review(self, *args):
            return Future()

    app._thinker = Pending()
    scene = _replay(app, match)
    scene.toggle_review()
    futures = [future for _point, future in scene.review._futures]
    assert scene.review.running and futures
    scene.close()
    assert not scene.review.running and all(future.cancelled() for future in futures)


def test_a_finished_review_leaves_its_button_spent_with_the_summary_as_its_tip(app):
    match = finished("tholos")
    app._thinker = InlineThinker()
    scene = _replay(app, match)
    assert scene.review_button.enabled
    scene.toggle_review()
    assert scene.review.done and not scene.review_button.enabled
    scene.mouse = scene.review_button.rect.center
    tip = scene._tip()
    assert tip is not None and "marked on the bar in red" in tip[1]

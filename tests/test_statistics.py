"""Statistics, counted anew from the kept finished games: won, shared and lost against the
computer by level and by number of players, the best score, the current streak (the newest
games first), hot-seat games apart; and the page that shows them, opened from Your games."""

from __future__ import annotations

from datetime import timedelta

import pygame
from kept_games import finished_match

from game.core import library, stats
from game.core.library import Kept, Record
from game.core.match import Seat
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.your_games import YourGamesScene


def kept(k: int, kinds: tuple[str, ...], scores: tuple[int, ...], winners: tuple[int, ...], game="dolmen") -> Kept:
    """Finished game number k (a higher k was played later) with seats of `kinds`."""
    at = library.now() - timedelta(days=30) + timedelta(hours=k)
    seats = tuple(Seat(f"P{i}", kind, i) for i, kind in enumerate(kinds))
    record = Record(started=at, played=at, turn=20, finished=True, scores=scores, winners=winners)
    return Kept(f"20261101-0000{k:02d}-abcdef", game, seats, record, 60)


def test_results_against_the_computer_are_counted_by_level_and_players_with_best_score_and_streak():
    games = [
        kept(1, ("human", "easy"), (30, 20), (0,)),  # won
        kept(2, ("easy", "human", "hard"), (10, 40, 12), (1,)),  # won, mixed levels
        kept(3, ("human", "hard"), (18, 25), (1,)),  # lost
        kept(4, ("human", "hard", "hard"), (22, 22, 9), (0, 1)),  # shared
        kept(5, ("human", "easy"), (35, 12), (0,)),  # won
        kept(6, ("human", "easy"), (28, 11), (0,)),  # won: the newest
        kept(7, ("human", "human"), (5, 9), (1,)),  # hot-seat
        kept(8, ("human", "easy"), (99, 1), (0,), game="tholos"),  # another game
    ]
    s = stats.game_stats("dolmen", games)
    assert (s.total.played, s.total.won, s.total.shared, s.total.lost) == (6, 4, 1, 1)
    assert [(level, t.won, t.shared, t.lost) for level, t in s.levels()] == [
        ("easy", 3, 0, 0),
        ("hard", 0, 1, 1),
        ("mixed", 1, 0, 0),
    ]
    assert [(n, t.played) for n, t in s.player_counts()] == [(2, 4), (3, 2)]
    assert s.best_score == 40 and s.hot_seat == 1
    assert s.streak == ("won", 2)  # games 6 and 5; game 4 was shared


def test_a_game_never_played_has_nothing_counted():
    s = stats.game_stats("druiden", [kept(1, ("human", "easy"), (3, 2), (0,))])
    assert s.total.played == 0 and s.best_score is None and s.streak == ("", 0) and s.levels() == []


def test_the_page_recounts_the_kept_games_and_changes_game_with_the_game_field(app):
    results = {"won": 0, "shared": 0, "lost": 0}
    for seed in (1, 2, 3, 4):
        match = finished_match("tholos", seed=seed)
        winners = match.state.winners()
        results["lost" if 0 not in winners else "won" if len(winners) == 1 else "shared"] += 1
        at = library.now() - timedelta(hours=10 - seed)
        library.keep_match(match, started=at, played=at)
    app.reset_to(MainMenu(app))
    games = YourGamesScene(app)
    app.push(games)
    pos = games.stats_button.rect.center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], present=False)
    page = app.top
    assert isinstance(page, StatisticsScene)
    first = page.summary()[0]
    assert first == (
        f"Against the computer: 4 games · {results['won']} won · {results['shared']} shared · {results['lost']} lost"
    )
    page.game_choice.step(1)
    assert page.summary()[0].startswith("No finished game of ")
    app.draw()
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")], present=False)
    assert app.top is games

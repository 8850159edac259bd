"""Issue #12's small window, over every screen a player reaches: in an 800×600 window each
screen fills the window's height (its layout keeps to 960 canvas columns) and no text shows
smaller than 11 screen pixels. Games are played with random legal moves to several points of
the game (the start, the middle, the end with its results), for every game and player count;
the screens' own tests check their layouts in detail."""

from __future__ import annotations

import random

import pytest
from readable import fills_height, small_window, too_small

from game.core import registry, tutorial
from game.core.match import Match, Seat
from game.core.progress import Progress
from game.ui.scenes.final import FinalScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.reference import RulesScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.tutorial import TutorialScene
from game.ui.scenes.tutorial_list import ChaptersScene


@pytest.fixture
def app():
    yield from small_window()


def looks_right(app) -> None:
    app.step()
    assert app.narrow and fills_height(app), f"{type(app.top).__name__} letterboxes at 800×600"
    assert too_small(app) == [], f"{type(app.top).__name__} shows text under 11 px"


def played(game_id: str, players: int, moves: int | None, seed: int) -> Match:
    """A match with one human (seat 0) and computers, after `moves` random decisions (None:
    to the end); chance steps are drawn as the table draws them."""
    seats = [Seat("Anna" if k == 0 else f"Player {k + 1}", "human" if k == 0 else "easy", k) for k in range(players)]
    match = Match(game_id, seats, seed=seed)
    pick = random.Random(seed)
    made = 0
    while not match.state.is_over() and (moves is None or made < moves):
        if match.chance_due():
            match.play_chance()
            continue
        match.play(pick.choice(list(match.state.legal_actions())))
        made += 1
    return match


CASES = [
    (game_id, players)
    for game_id in registry.game_ids()
    for players in range(registry.get(game_id).min_players, registry.get(game_id).max_players + 1)
]


@pytest.mark.parametrize("game_id, players", CASES)
@pytest.mark.parametrize("moves", [0, 25, None])
def test_every_table_fills_an_800_by_600_window_with_readable_text(app, game_id, players, moves):
    match = played(game_id, players, moves, seed=11 + players)
    app.reset_to(MainMenu(app))
    app.start_match(match)
    looks_right(app)
    if match.state.is_over():
        for _ in range(30):
            app.step(dt=0.5)
            if isinstance(app.top, FinalScene):
                break
        assert isinstance(app.top, FinalScene)
        looks_right(app)


def test_the_menu_and_the_list_of_tutorials_fill_an_800_by_600_window(app):
    app.reset_to(MainMenu(app))
    looks_right(app)
    app.push(ChaptersScene(app, registry.game_ids()[0]))
    looks_right(app)


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_each_setup_screen_and_rules_page_fills_an_800_by_600_window(app, game_id):
    app.reset_to(MainMenu(app))
    app.push(SetupScene(app, game_id))
    looks_right(app)
    app.push(RulesScene(app, game_id))
    looks_right(app)


CHAPTERS = [(g, c) for g in registry.game_ids() for c in tutorial.chapters(g)[0]]


@pytest.mark.parametrize("game_id, chapter", CHAPTERS, ids=[f"{g}-{c.id}" for g, c in CHAPTERS])
def test_every_tutorial_step_fills_an_800_by_600_window_with_readable_text(app, game_id, chapter):
    scene = TutorialScene(app, chapter, Progress.load())
    app.reset_to(scene)
    for k in range(len(chapter.steps)):
        for _ in range(600):
            app.step([], 1 / 10, present=False)
            if not scene.timeline.busy and not scene.pending:
                break
        looks_right(app)
        if k + 1 < len(chapter.steps):
            scene.next()

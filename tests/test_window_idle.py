"""An idle screen is not drawn again: frames are counted over steps with no input. A table or
menu where nothing happens draws nothing; input, a message, an animation or a thinking
computer's dots (three ticks a second) draw exactly the frames they change."""

from __future__ import annotations

from concurrent.futures import Future

import pygame
import pytest

from game.core.match import Match, Seat
from game.core.settings import Settings
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.play import PlayScene
from game.ui.thinking import InlineThinker

FRAME = 1 / 60


class NeverAnswers:
    """A computer player that thinks for ever (the table shows its thinking dots)."""

    def start(self, game_id, level, observation, seed) -> Future:
        return Future()

    def close(self) -> None:
        pass


@pytest.fixture
def app():
    application = App(Settings())
    application._thinker = InlineThinker()
    yield application
    application._thinker.close()  # not App.close(): pygame.quit would spoil the font cache


def drawn_over(app, frames: int, events=()) -> int:
    """Frames drawn over `frames` steps of 1/60 s (the events go with the first step)."""
    before = app.frames_drawn
    for k in range(frames):
        app.step(events if k == 0 else (), FRAME, present=False)
    return app.frames_drawn - before


def settled_table(app, seats) -> PlayScene:
    scene = PlayScene(app, Match("tholos", seats, seed=5))
    app.push(scene)
    drawn_over(app, 3)
    return scene


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))


def test_a_table_waiting_for_the_human_draws_nothing_while_nobody_touches_it(app):
    scene = settled_table(app, [Seat("Anna", "human", 0), Seat("Brigid", "easy", 1)])
    assert scene.view.active  # Anna (White) is to move
    assert drawn_over(app, 300) == 0  # five seconds


def test_moving_the_mouse_over_an_idle_table_draws_one_frame_then_none(app):
    settled_table(app, [Seat("Anna", "human", 0), Seat("Brigid", "easy", 1)])
    assert drawn_over(app, 60, [motion((640, 360))]) == 1


def test_the_main_menu_draws_nothing_idle_and_once_for_a_message_and_once_when_it_goes(app):
    app.reset_to(MainMenu(app))
    drawn_over(app, 2)
    assert drawn_over(app, 120) == 0
    app.notify("Hello", seconds=1.0)
    # the message appears (1 frame), stays a second (0 frames), disappears (1 frame)
    assert drawn_over(app, 120) == 2


def test_a_thinking_computer_redraws_only_when_its_dots_tick(app):
    app._thinker = NeverAnswers()
    scene = settled_table(app, [Seat("Hermes", "normal", 0), Seat("Anna", "human", 1)])
    assert scene.view.thinking == 0
    scene.view.clock = 0.05  # between two ticks; they come at 1/3, 2/3 and 1 s
    assert drawn_over(app, 60) == 3


def test_a_move_draws_every_frame_of_its_animation_and_one_more_when_it_settles(app):
    # two people at one table: nobody thinks after the move, so nothing else is drawn
    scene = settled_table(app, [Seat("Anna", "human", 0), Seat("Brigid", "human", 1)])
    scene.play_human(scene.match.state.legal_actions()[0])
    before, flying = app.frames_drawn, 0
    for _ in range(600):
        app.step((), FRAME, present=False)
        flying += scene.timeline.busy
    assert flying > 10  # the stone flew for a while
    assert app.frames_drawn - before == flying + 1  # each frame of the flight, and the landing


def test_a_scene_that_says_nothing_about_redrawing_is_drawn_every_frame(app):
    class Plain(Scene):
        pass

    app.reset_to(Plain(app))
    assert drawn_over(app, 30) == 30


def test_the_benchs_idle_table_runs_the_real_loop_and_draws_at_most_its_first_frame():
    from tools import bench

    share, drawn = bench.idle_cpu("tholos", seconds=0.5)
    assert drawn <= 1  # the window's own opening events may ask for one
    assert 0 <= share
